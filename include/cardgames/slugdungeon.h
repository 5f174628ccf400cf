/*
 * SlugDungeon — typed access to the game "slugdungeon" of libcardgames.
 *
 * One player escapes a dungeon of slugs: every slug must die and the player
 * must stand on a goal tile. A turn is one player move, then the player's
 * attack, poison for everyone, the slugs' moves (every other turn) and their
 * attacks. The rules as implemented are in lib/games/slugdungeon/README.md.
 *
 * Parameters (cg_game_new("slugdungeon", params)):
 *   level=PATH      a level file (default: empty, the level compiled into the
 *                   library, "crossroads"); read when the game is made
 *   max_turns=N     1..100000000 (default 1000): after N turns that neither won
 *                   nor lost, the game is over undecided (no winner, returns 0)
 *
 * Moves (cg_move codes, ascending): CG_SLUGDUNGEON_UP (0, "up"), LEFT (1,
 * "left"), DOWN (2, "down"), RIGHT (3, "right"), STAY (4, "stay"). Move text
 * also accepts the keys "w", "a", "s", "d" and "space", and is read in any
 * case ("Right", "UP", "W"); it is written in lower case. A move is legal when
 * its square is on the board, not blocking and holds no slug; "stay" is always
 * legal while the game runs.
 *
 * Results: player 0 wins (returns +1) when no slug is left and the player is
 * on a goal tile; loses (returns -1) when its health is 0 after a turn; the
 * win is checked first. Running out of turns ends the game with returns 0.
 * Renders name the player by its index ("Player 0 at (1, 1): ...", "Lost
 * after 4 turns: player 0 has died").
 *
 * Bots (cg_bot_new): "random", "mcts" and the game's own "path" (parameter
 * depth=1..6, default 3: it plays every line of that many turns on copies of
 * the position and takes the one whose positions score best, summed; the
 * score follows the shortest way to a slug it can hit, a weapon or a goal, and
 * counts health and the harm the slugs may do next turn). On this game mcts
 * defaults to iterations=400;exploration=0.001;rollout=path;rollout_depth=1;
 * value=heuristic;backup=max, its heuristic being path's best line of three
 * turns. path and mcts win every level of the project (the game's README
 * gives the figures).
 *
 * Information and chance: nothing is hidden and nothing is left to chance.
 * cg_state_resample therefore only reseeds, and the generator it reseeds is
 * never drawn from: a reseeded state plays on exactly as before.
 *
 * Actions (cg_game_action_count is 5): action = move code, i.e. 0 up, 1 left,
 * 2 down, 3 right, 4 stay. cg_state_observation: see "Observations" below.
 *
 * Saved form (the game's lines between the frame's "rng" and "end" lines):
 *   turns T
 *   board ROWS COLS
 *   row |<COLS tile symbols>|                 one line per row, top to bottom
 *   blocking K                                then K lines, in reading order:
 *   blocks R C yes|no                         tiles whose blocking differs from
 *                                             the default (symbol '#' blocks)
 *   weapons W                                 then W lines, in reading order:
 *   weapon R C NAME                           a weapon lying on tile (R, C)
 *   player health H max M poison P weapon NAME at R C previous R C
 *   slugs N                                   then N lines, in the game's order:
 *   slug KIND health H poison P weapon NAME at R C moves yes|no
 * NAME is a weapon name (PoisonDart, PoisonSword, HealingRock, AbstractWeapon)
 * or "none"; KIND is NiceSlug, AngrySlug or ScaredSlug. Loading refuses, with
 * CG_EPARSE naming the line, any position the rules forbid and what no play
 * reaches: turns above max_turns, a previous square other than the player's
 * own at turn 0, a slug at 0 health once the last turn has ended (poison
 * saturates at CG_SLUGDUNGEON_STAT_MAX, so every position a turn makes loads).
 *
 * The typed API mirrors the classes of the game's original specification:
 * weapons are small integers (cg_slugdungeon_weapon), tiles and entities small
 * plain structs with functions, and the model is a cg_state of a slugdungeon
 * game. Functions that take a position take it by value; rows grow downward
 * and columns to the right, (0, 0) is the top-left tile.
 */
#ifndef CARDGAMES_SLUGDUNGEON_H
#define CARDGAMES_SLUGDUNGEON_H

#include "cardgames.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Largest board (rows and columns) and most slugs in a level. */
#define CG_SLUGDUNGEON_MAX_SIDE 64
#define CG_SLUGDUNGEON_MAX_SLUGS 64
/* Largest maximum health of a player or an abstract entity. */
#define CG_SLUGDUNGEON_HEALTH_MAX 1000000
/* Health, poison and effect values never exceed this (poison saturates). */
#define CG_SLUGDUNGEON_STAT_MAX 1000000000
/* Default of the max_turns parameter. */
#define CG_SLUGDUNGEON_MAX_TURNS_DEFAULT 1000
/* Room for a tile symbol and its NUL (the seed's Tile takes any string). */
#define CG_SLUGDUNGEON_SYMBOL_CAP 16
/* The attacker index of the player in cg_slugdungeon_perform_attack. */
#define CG_SLUGDUNGEON_BY_PLAYER (-1)

/* Move codes. */
#define CG_SLUGDUNGEON_UP 0u
#define CG_SLUGDUNGEON_LEFT 1u
#define CG_SLUGDUNGEON_DOWN 2u
#define CG_SLUGDUNGEON_RIGHT 3u
#define CG_SLUGDUNGEON_STAY 4u

/* A board position (row, column); weapon targets may lie off the board. */
typedef struct cg_slugdungeon_position {
    int32_t row;
    int32_t col;
} cg_slugdungeon_position;

/* ---- Weapons ------------------------------------------------------------ */

/* Weapons, with the seed's names, symbols, effects and ranges:
     CG_SLUGDUNGEON_WEAPON         "AbstractWeapon" W  {}                       range 0
     CG_SLUGDUNGEON_POISON_DART    "PoisonDart"     D  {'poison': 2}            range 2
     CG_SLUGDUNGEON_POISON_SWORD   "PoisonSword"    S  {'damage': 2, 'poison': 1} range 1
     CG_SLUGDUNGEON_HEALING_ROCK   "HealingRock"    H  {'healing': 2}           range 2
   CG_SLUGDUNGEON_NO_WEAPON (the seed's None) is "no weapon" wherever a weapon
   is held or lies. */
typedef enum cg_slugdungeon_weapon {
    CG_SLUGDUNGEON_NO_WEAPON = 0,
    CG_SLUGDUNGEON_WEAPON = 1,
    CG_SLUGDUNGEON_POISON_DART = 2,
    CG_SLUGDUNGEON_POISON_SWORD = 3,
    CG_SLUGDUNGEON_HEALING_ROCK = 4
} cg_slugdungeon_weapon;

/* An effect: the seed's dictionary {'damage': d, 'healing': h, 'poison': p},
   a key being absent when its value is 0. Values are 0..CG_SLUGDUNGEON_STAT_MAX. */
typedef struct cg_slugdungeon_effect {
    int32_t damage;
    int32_t healing;
    int32_t poison;
} cg_slugdungeon_effect;

/* get_name / str: "AbstractWeapon", "PoisonDart", ...; "" (CG_EINVAL) for a
   value that is no weapon, CG_SLUGDUNGEON_NO_WEAPON included. */
CG_API const char *cg_slugdungeon_weapon_name(int weapon);
/* get_symbol: 'W', 'D', 'S', 'H'; '\0' (CG_EINVAL) for no weapon. */
CG_API char cg_slugdungeon_weapon_symbol(int weapon);
/* get_effect. */
CG_API cg_status cg_slugdungeon_weapon_effect(int weapon, cg_slugdungeon_effect *out);
/* The weapon's range (0, 2, 1, 2); -1 (CG_EINVAL) for no weapon. */
CG_API int cg_slugdungeon_weapon_range(int weapon);
/* get_targets: for i = 1..range, (r, c+i), (r, c-i), (r+i, c), (r-i, c), in that
   order and without bounds checks. Writes the first cap targets and returns
   how many there are (at most 8); -1 (CG_EINVAL) for no weapon. */
CG_API int cg_slugdungeon_weapon_targets(int weapon, cg_slugdungeon_position from,
                                         cg_slugdungeon_position *out, size_t cap);
/* repr: "PoisonDart()", "Weapon()" for the abstract weapon, "None" for
   CG_SLUGDUNGEON_NO_WEAPON (snprintf-style; 0 and "" for a bad value). */
CG_API size_t cg_slugdungeon_weapon_repr(int weapon, char *buf, size_t cap);
/* An effect as the seed prints the dictionary: "{'damage': 2, 'poison': 1}",
   keys in the order damage, healing, poison; "{}" when all are 0. */
CG_API size_t cg_slugdungeon_effect_text(const cg_slugdungeon_effect *effect, char *buf,
                                         size_t cap);

/* ---- Tiles -------------------------------------------------------------- */

/* A tile: its symbol (NUL-terminated, at most CG_SLUGDUNGEON_SYMBOL_CAP - 1
   bytes), whether it blocks entities (0 or 1) and the weapon lying on it. */
typedef struct cg_slugdungeon_tile {
    char symbol[CG_SLUGDUNGEON_SYMBOL_CAP];
    int32_t blocking;
    int32_t weapon;
} cg_slugdungeon_tile;

/* Tile(symbol, is_blocking): no weapon on it. */
CG_API cg_status cg_slugdungeon_tile_init(cg_slugdungeon_tile *tile, const char *symbol,
                                          int is_blocking);
/* create_tile: "#" a blocking wall, " " floor, "G" a goal, "D" "S" "H" a floor
   tile holding that weapon, anything else a floor tile " ". */
CG_API cg_status cg_slugdungeon_create_tile(const char *symbol, cg_slugdungeon_tile *out);
/* is_blocking: 1 or 0; -1 (CG_EINVAL) for a NULL or malformed tile. */
CG_API int cg_slugdungeon_tile_is_blocking(const cg_slugdungeon_tile *tile);
/* get_weapon: the weapon on the tile (CG_SLUGDUNGEON_NO_WEAPON for none); -1
   (CG_EINVAL) for a NULL or malformed tile. */
CG_API int cg_slugdungeon_tile_weapon(const cg_slugdungeon_tile *tile);
/* set_weapon (replacing any) and remove_weapon. */
CG_API cg_status cg_slugdungeon_tile_set_weapon(cg_slugdungeon_tile *tile, int weapon);
CG_API cg_status cg_slugdungeon_tile_remove_weapon(cg_slugdungeon_tile *tile);
/* str: the symbol. repr: "Tile('#', True)". */
CG_API size_t cg_slugdungeon_tile_text(const cg_slugdungeon_tile *tile, char *buf, size_t cap);
CG_API size_t cg_slugdungeon_tile_repr(const cg_slugdungeon_tile *tile, char *buf, size_t cap);

/* ---- Entities ----------------------------------------------------------- */

/* Kinds of entity, with the seed's names and symbols: Entity E, Player P, Slug
   E (the abstract slug keeps the entity's symbol), NiceSlug N, AngrySlug A,
   ScaredSlug L. */
typedef enum cg_slugdungeon_kind {
    CG_SLUGDUNGEON_ENTITY = 0,
    CG_SLUGDUNGEON_PLAYER = 1,
    CG_SLUGDUNGEON_SLUG = 2,
    CG_SLUGDUNGEON_NICE_SLUG = 3,
    CG_SLUGDUNGEON_ANGRY_SLUG = 4,
    CG_SLUGDUNGEON_SCARED_SLUG = 5
} cg_slugdungeon_kind;

/* An entity: 0 <= health <= max_health, poison >= 0, the weapon it holds, and
   for slugs whether it may move this turn (1 on the first turn). */
typedef struct cg_slugdungeon_entity {
    int32_t kind;
    int32_t max_health;
    int32_t health;
    int32_t poison;
    int32_t weapon;
    int32_t can_move;
} cg_slugdungeon_entity;

/* Entity(max_health), Player(max_health), Slug(max_health): full health, no
   poison, no weapon; max_health 1..CG_SLUGDUNGEON_HEALTH_MAX. */
CG_API cg_status cg_slugdungeon_entity_init(cg_slugdungeon_entity *entity, int kind,
                                            int max_health);
/* NiceSlug() (10 health, HealingRock), AngrySlug() (5, PoisonSword),
   ScaredSlug() (3, PoisonDart). */
CG_API cg_status cg_slugdungeon_slug_init(cg_slugdungeon_entity *entity, int kind);

/* Reading an entity; each returns -1, "" or '\0' (CG_EINVAL) for a NULL or
   malformed entity. get_name / str, get_symbol, get_health, get_poison,
   get_weapon, the maximum health, is_alive (1 or 0). */
CG_API const char *cg_slugdungeon_entity_name(const cg_slugdungeon_entity *entity);
CG_API char cg_slugdungeon_entity_symbol(const cg_slugdungeon_entity *entity);
CG_API int cg_slugdungeon_entity_health(const cg_slugdungeon_entity *entity);
CG_API int cg_slugdungeon_entity_max_health(const cg_slugdungeon_entity *entity);
CG_API int cg_slugdungeon_entity_poison(const cg_slugdungeon_entity *entity);
CG_API int cg_slugdungeon_entity_weapon(const cg_slugdungeon_entity *entity);
CG_API int cg_slugdungeon_entity_is_alive(const cg_slugdungeon_entity *entity);
/* repr: "Entity(10)", "Player(20)", "Slug(5)" (the maximum health), "NiceSlug()". */
CG_API size_t cg_slugdungeon_entity_repr(const cg_slugdungeon_entity *entity, char *buf,
                                         size_t cap);

/* equip: replaces the weapon held (CG_SLUGDUNGEON_NO_WEAPON drops it). */
CG_API cg_status cg_slugdungeon_entity_equip(cg_slugdungeon_entity *entity, int weapon);
/* get_weapon_targets: the held weapon's targets from `from` (0 without one);
   -1 (CG_EINVAL) for a bad entity. */
CG_API int cg_slugdungeon_entity_weapon_targets(const cg_slugdungeon_entity *entity,
                                                cg_slugdungeon_position from,
                                                cg_slugdungeon_position *out, size_t cap);
/* get_weapon_effect: the held weapon's effect, all 0 without one. */
CG_API cg_status cg_slugdungeon_entity_weapon_effect(const cg_slugdungeon_entity *entity,
                                                     cg_slugdungeon_effect *out);
/* apply_effects: health += healing, then health -= damage, each time kept in
   [0, max_health]; poison += poison (at most CG_SLUGDUNGEON_STAT_MAX). */
CG_API cg_status cg_slugdungeon_apply_effects(cg_slugdungeon_entity *entity,
                                              const cg_slugdungeon_effect *effect);
/* apply_poison: when poison > 0, health -= poison (not below 0), then poison -= 1. */
CG_API cg_status cg_slugdungeon_apply_poison(cg_slugdungeon_entity *entity);

/* Slugs. choose_move: the position the slug moves to among the candidates and
   its current position, given the player's position. NiceSlug stays; AngrySlug
   takes the one closest to the player (Euclidean distance), ties to the lowest
   (row, col); ScaredSlug the furthest, ties to the highest. The abstract Slug
   fails with CG_EINVAL "Slug subclasses must implement a choose_move method."
   as the seed's NotImplementedError does; an Entity or a Player with CG_EINVAL
   "a Player is no slug". Coordinates are within +-CG_SLUGDUNGEON_STAT_MAX. */
CG_API cg_status cg_slugdungeon_choose_move(const cg_slugdungeon_entity *slug,
                                            const cg_slugdungeon_position *candidates, size_t count,
                                            cg_slugdungeon_position current,
                                            cg_slugdungeon_position player,
                                            cg_slugdungeon_position *out);
/* can_move: 1 when the slug may move this turn; end_turn toggles it. */
CG_API int cg_slugdungeon_slug_can_move(const cg_slugdungeon_entity *slug);
CG_API cg_status cg_slugdungeon_slug_end_turn(cg_slugdungeon_entity *slug);

/* ---- The model: a state of a slugdungeon game --------------------------- */

/* A new state of `game` (any slugdungeon game: only its max_turns matters) on
   the level given as text (len bytes) or read from a file. Level errors are
   CG_EPARSE naming the line ("level text, line 3: ..."), a missing file CG_EIO.
   The state's generator is seeded with 0 (the game draws nothing from it). */
CG_API cg_status cg_slugdungeon_state_from_level(const cg_game *game, const char *text, size_t len,
                                                 cg_state **out);
CG_API cg_status cg_slugdungeon_state_from_file(const cg_game *game, const char *path,
                                                cg_state **out);
/* The seed's SlugDungeonModel(tiles, slugs, player, player_position): tiles is
   rows * cols tiles in reading order (symbols of one printable ASCII character,
   at most 16 different ones on a board); slugs[i] stands at slug_positions[i],
   in the order every "for all slugs" step follows (NiceSlug, AngrySlug or
   ScaredSlug with their own maximum health); the player (kind Player) starts
   at player_position, which is also its previous position. Entities stand on
   the board, on tiles that do not block, one per square. CG_EINVAL names what
   is wrong. */
CG_API cg_status cg_slugdungeon_model_new(const cg_game *game, const cg_slugdungeon_tile *tiles,
                                          int rows, int cols, const cg_slugdungeon_entity *slugs,
                                          const cg_slugdungeon_position *slug_positions,
                                          size_t slug_count, const cg_slugdungeon_entity *player,
                                          cg_slugdungeon_position player_position, cg_state **out);

/* get_dimensions: (#rows, #columns). */
CG_API cg_status cg_slugdungeon_dimensions(const cg_state *state, int *rows, int *cols);
/* get_tile: a copy of the tile at a position on the board. */
CG_API cg_status cg_slugdungeon_tile_at(const cg_state *state, cg_slugdungeon_position at,
                                        cg_slugdungeon_tile *out);
/* get_tiles: writes the first cap tiles in reading order and returns rows *
   cols (-1 for a bad state). cg_slugdungeon_tiles_text prints them as the
   seed does: "[[Tile('#', True), ...], ...]" (one line). */
CG_API int cg_slugdungeon_tiles(const cg_state *state, cg_slugdungeon_tile *out, size_t cap);
CG_API size_t cg_slugdungeon_tiles_text(const cg_state *state, char *buf, size_t cap);

/* get_slugs: how many slugs are left (-1 for a bad state); slug `index` (0 is
   the first in order) with its position (either pointer may be NULL); the
   index of the slug at a position, -1 when there is none; the seed's print
   of the dictionary, "{(1, 1): AngrySlug()}". */
CG_API int cg_slugdungeon_slug_count(const cg_state *state);
CG_API cg_status cg_slugdungeon_slug(const cg_state *state, int index, cg_slugdungeon_entity *slug,
                                     cg_slugdungeon_position *position);
CG_API cg_status cg_slugdungeon_slug_index_at(const cg_state *state, cg_slugdungeon_position at,
                                              int *index);
CG_API size_t cg_slugdungeon_slugs_text(const cg_state *state, char *buf, size_t cap);

/* get_player, get_player_position, and the position the player held before
   its last move (the one the slugs chase). */
CG_API cg_status cg_slugdungeon_player(const cg_state *state, cg_slugdungeon_entity *out);
CG_API cg_status cg_slugdungeon_player_position(const cg_state *state,
                                                cg_slugdungeon_position *out);
CG_API cg_status cg_slugdungeon_previous_position(const cg_state *state,
                                                  cg_slugdungeon_position *out);

/* get_valid_slug_positions: when slug `index` may move this turn, its own
   position then each of up, left, down, right that is on the board, does not
   block and holds neither the player nor another slug; none when it may not
   move. Writes the first cap, returns the count (-1 for a bad argument). */
CG_API int cg_slugdungeon_valid_slug_positions(const cg_state *state, int index,
                                               cg_slugdungeon_position *out, size_t cap);

/* Operations that change the model (CG_EOVER once the game is over). They are
   the seed's methods; the turn counter of cg_state_move_number counts only
   cg_state_apply, the game's own counter (cg_slugdungeon_turns) every end_turn.

   perform_attack: the attacker (CG_SLUGDUNGEON_BY_PLAYER or a slug index)
   applies its weapon's effect from `from`: the player hits every slug on a
   target, a slug hits the player when it is on a target. Slugs brought to 0
   health stay until the next end_turn removes them. */
CG_API cg_status cg_slugdungeon_perform_attack(cg_state *state, int attacker,
                                               cg_slugdungeon_position from);
/* end_turn: the player's poison; each slug's poison, a slug at 0 health being
   removed and its weapon set on its tile; the slugs' moves (when they may
   move), chosen against the player's previous position; each slug's attack
   and end_turn. Counts one turn. */
CG_API cg_status cg_slugdungeon_end_turn(cg_state *state);
/* handle_player_move: delta is one of (-1, 0), (0, -1), (1, 0), (0, 1), (0, 0)
   (CG_EINVAL otherwise); a move off the board, onto a blocking tile or onto a
   slug is CG_EILLEGAL and no turn. Otherwise the whole turn, as one
   cg_state_apply does (without counting in cg_state_move_number). */
CG_API cg_status cg_slugdungeon_handle_player_move(cg_state *state, cg_slugdungeon_position delta);
/* has_won, has_lost: 1 or 0 (-1 for a bad state). */
CG_API int cg_slugdungeon_has_won(const cg_state *state);
CG_API int cg_slugdungeon_has_lost(const cg_state *state);
/* Turns ended so far; the game's turn bound (0 for a bad handle). */
CG_API uint32_t cg_slugdungeon_turns(const cg_state *state);
CG_API uint32_t cg_slugdungeon_max_turns(const cg_game *game);

/* ---- Observations (cg_state_observation, 1.1) --------------------------- */

/* The observation of player 0 is CG_SLUGDUNGEON_PLANES planes of ROWS x COLS
   floats (shape {CG_SLUGDUNGEON_PLANES, ROWS, COLS}), where ROWS x COLS is the
   board of the game's configured level: float (p * ROWS + r) * COLS + c is
   plane p at square (r, c). A state on another board (a level given to
   cg_slugdungeon_state_from_level, a saved state) is laid out from (0, 0):
   squares beyond ROWS x COLS are left out, squares of the window that are not
   on its board are 0 in every board-wide plane (the BOARD plane says which).
   Values (the game's README gives every detail):
     BOARD         1 on a square of the state's board
     BLOCKING      1 where the tile blocks
     GOAL          1 where the tile is a goal ('G'), whatever stands on it
     TILE_WEAPON   4 planes, weapon w at plane TILE_WEAPON + w - 1 (W, D, S, H):
                   1 where that weapon lies, under an entity too
     PLAYER        1 on the player's square
     SLUG          3 planes, NiceSlug, AngrySlug, ScaredSlug: 1 on its square
     SLUG_HEALTH   on a slug's square: its health / its kind's maximum
     SLUG_POISON   on a slug's square: min(poison, maximum) / maximum
     SLUG_MOVES    on a slug's square: 1 when it may move this turn
     SLUG_WEAPON   4 planes as TILE_WEAPON: 1 on a slug's square when it holds
                   that weapon
   and planes of one value on every square of the window:
     HEALTH        the player's health / its maximum
     POISON        min(the player's poison, its maximum) / its maximum
     WEAPON        4 planes as TILE_WEAPON: 1 when the player holds it
     TURNS_LEFT    (max_turns - turns played) / max_turns
     LEGAL         5 planes, one per action: 1 when that move is legal now
                   (all 0 once the game is over) */
typedef enum cg_slugdungeon_plane {
    CG_SLUGDUNGEON_PLANE_BOARD = 0,
    CG_SLUGDUNGEON_PLANE_BLOCKING = 1,
    CG_SLUGDUNGEON_PLANE_GOAL = 2,
    CG_SLUGDUNGEON_PLANE_TILE_WEAPON = 3,
    CG_SLUGDUNGEON_PLANE_PLAYER = 7,
    CG_SLUGDUNGEON_PLANE_SLUG = 8,
    CG_SLUGDUNGEON_PLANE_SLUG_HEALTH = 11,
    CG_SLUGDUNGEON_PLANE_SLUG_POISON = 12,
    CG_SLUGDUNGEON_PLANE_SLUG_MOVES = 13,
    CG_SLUGDUNGEON_PLANE_SLUG_WEAPON = 14,
    CG_SLUGDUNGEON_PLANE_HEALTH = 18,
    CG_SLUGDUNGEON_PLANE_POISON = 19,
    CG_SLUGDUNGEON_PLANE_WEAPON = 20,
    CG_SLUGDUNGEON_PLANE_TURNS_LEFT = 24,
    CG_SLUGDUNGEON_PLANE_LEGAL = 25,
    CG_SLUGDUNGEON_PLANES = 30
} cg_slugdungeon_plane;

#ifdef __cplusplus
}
#endif

#endif /* CARDGAMES_SLUGDUNGEON_H */
