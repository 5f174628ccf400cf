/* SlugDungeon's state and configuration, shared by the files of this folder. */
#ifndef CG_SLUGDUNGEON_INTERNAL_H
#define CG_SLUGDUNGEON_INTERNAL_H

#include "cardgames/slugdungeon.h"
#include "core/game.h"

#define SD_SIDE CG_SLUGDUNGEON_MAX_SIDE
#define SD_CELLS (SD_SIDE * SD_SIDE)
#define SD_PATH_CAP 4096
#define SD_MAX_TURNS_LIMIT 100000000u

/* A cell's info byte: the weapon lying there (cg_slugdungeon_weapon), whether
   the tile blocks, and where its symbol is in the board's palette. */
#define SD_WEAPON_MASK 0x07u
#define SD_BLOCKING 0x08u
#define SD_SYMBOL_SHIFT 4
/* Most different tile symbols on one board. */
#define SD_PALETTE 16

/* A slug still in the game. */
typedef struct sd_slug {
    int32_t health;
    int32_t poison;
    uint8_t kind; /* CG_SLUGDUNGEON_NICE_SLUG .. CG_SLUGDUNGEON_SCARED_SLUG */
    uint8_t weapon;
    uint8_t can_move;
    uint8_t row;
    uint8_t col;
    uint8_t unused[3]; /* explicit, so that the struct has no padding */
} sd_slug;

/* The whole model: the board (row stride SD_SIDE, cells outside rows x cols
   zero; the symbols in a palette in order of first use in reading order, the
   rest zero), the player, and the slugs in their fixed order (the first
   slug_count used, the rest zero). */
typedef struct sd_state {
    uint32_t turns;
    int32_t player_max_health;
    int32_t player_health;
    int32_t player_poison;
    sd_slug slugs[CG_SLUGDUNGEON_MAX_SLUGS];
    uint8_t rows;
    uint8_t cols;
    uint8_t player_row;
    uint8_t player_col;
    uint8_t previous_row;
    uint8_t previous_col;
    uint8_t player_weapon;
    uint8_t slug_count;
    uint8_t palette[SD_PALETTE]; /* tile symbols, printable characters */
    uint8_t info[SD_CELLS];      /* palette index << SD_SYMBOL_SHIFT | SD_BLOCKING | weapon */
} sd_state;

typedef struct sd_config {
    uint32_t max_turns;
    char level_path[SD_PATH_CAP];
    sd_state start; /* the level every new state begins with */
} sd_config;

extern const cg_game_impl cg_slugdungeon_impl;

static inline int sd_cell(int row, int col)
{
    CG_ASSERT(row >= 0 && row < SD_SIDE && col >= 0 && col < SD_SIDE);
    return row * SD_SIDE + col;
}

static inline uint8_t sd_symbol(const sd_state *s, int cell)
{
    CG_ASSERT(cell >= 0 && cell < SD_CELLS && (s->info[cell] >> SD_SYMBOL_SHIFT) < SD_PALETTE);
    return s->palette[s->info[cell] >> SD_SYMBOL_SHIFT];
}

/* Gives a cell its symbol (adding it to the palette); false when the palette
   is full. Cells are given their symbols in reading order. */
bool sd_set_symbol(sd_state *s, int cell, uint8_t symbol);

/* Weapons and entity kinds (slugdungeon_pieces.c). */
typedef struct sd_weapon_spec {
    const char *name;
    const char *class_name; /* for repr */
    char symbol;
    int range;
    cg_slugdungeon_effect effect;
} sd_weapon_spec;

typedef struct sd_kind_spec {
    const char *name;
    char symbol;
    int32_t max_health; /* fixed by the kind; 0 when given to the constructor */
    int32_t weapon;     /* held from the start */
} sd_kind_spec;

extern const sd_weapon_spec sd_weapons[5];
extern const sd_kind_spec sd_kinds[6];

bool sd_is_weapon(int weapon);         /* 1..4 */
bool sd_is_weapon_or_none(int weapon); /* 0..4 */
bool sd_is_concrete_slug(int kind);    /* Nice, Angry, Scared */
/* Writes the weapon's targets from (row, col) into out[8]; returns how many. */
int sd_weapon_targets(int weapon, int32_t row, int32_t col, cg_slugdungeon_position *out);
/* The seed's apply_effects and apply_poison on loose stats. */
void sd_apply_effects(int32_t *health, int32_t max_health, int32_t *poison,
                      const cg_slugdungeon_effect *effect);
void sd_apply_poison(int32_t *health, int32_t *poison);
/* choose_move of a concrete slug kind among candidates and current. */
cg_slugdungeon_position sd_choose_move(int kind, const cg_slugdungeon_position *candidates,
                                       size_t count, cg_slugdungeon_position current,
                                       cg_slugdungeon_position player);
/* Argument checks of the typed API: false (with a CG_EINVAL message naming
   caller) for a NULL or malformed tile or entity. */
bool sd_check_tile(const cg_slugdungeon_tile *tile, const char *caller);
bool sd_check_entity(const cg_slugdungeon_entity *entity, const char *caller);
/* Looks a weapon up by name ("none" for no weapon); -1 when unknown. */
int sd_weapon_by_name(cg_span name);
/* "an Entity", "a Player", ... for messages. */
const char *sd_kind_with_article(int kind);
/* A weapon's name, "none" for no weapon. */
const char *sd_weapon_label(int weapon);
/* The seed's reprs: Tile('#', True), NiceSlug(), Player(10). */
void sd_tile_repr_write(const char *symbol, int blocking, cg_text *out);
void sd_entity_repr_write(int kind, int32_t max_health, cg_text *out);

/* The rules (slugdungeon_rules.c); the small tests every move makes are
   inline here. */
extern const int sd_move_dr[5], sd_move_dc[5]; /* by move code */

static inline bool sd_on_board(const sd_state *s, int row, int col)
{
    return row >= 0 && col >= 0 && row < s->rows && col < s->cols;
}

static inline bool sd_is_blocking(const sd_state *s, int row, int col)
{
    return s->info[sd_cell(row, col)] & SD_BLOCKING;
}

/* The index of the slug at (row, col), -1 when none. */
static inline int sd_slug_at(const sd_state *s, int row, int col)
{
    for (int i = 0; i < s->slug_count; i++)
        if (s->slugs[i].row == row && s->slugs[i].col == col)
            return i;
    return -1;
}

/* Whether the player may step onto (row, col): on the board, not blocking, no
   slug (the player's own square always qualifies). */
static inline bool sd_player_may_enter(const sd_state *s, int row, int col)
{
    return sd_on_board(s, row, col) && !sd_is_blocking(s, row, col) && sd_slug_at(s, row, col) < 0;
}

/* The square a move code leads to; false for a code that is no move. */
static inline bool sd_move_target(const sd_state *s, cg_move move, int *row, int *col)
{
    if (move > CG_SLUGDUNGEON_STAY)
        return false;
    *row = s->player_row + sd_move_dr[move];
    *col = s->player_col + sd_move_dc[move];
    return true;
}

/* get_valid_slug_positions into out[5]; returns the count. */
int sd_valid_positions(const sd_state *s, int index, cg_slugdungeon_position *out);
void sd_perform_attack(sd_state *s, int attacker, int32_t row, int32_t col);
void sd_end_turn(sd_state *s);
/* handle_player_move for a legal step to (row, col): move, pick up, attack,
   end_turn. */
void sd_player_turn(sd_state *s, int row, int col);
bool sd_has_won(const sd_state *s);
bool sd_has_lost(const sd_state *s);
bool sd_is_over(const sd_config *c, const sd_state *s);

/* Levels and caller-built models (slugdungeon_level.c). */
cg_status sd_level_parse(const char *text, size_t len, const char *source, sd_state *out);
cg_status sd_level_read(const char *path, sd_state *out);
/* Checks of a model's entities against its board (for caller-built models and
   loaded states): the player and its previous position stand on free squares
   next to each other; slug `index` stands on a free square away from the
   player and the slugs before it. On failure they write the reason in why. */
bool sd_player_fits(const sd_state *s, char *why, size_t cap);
bool sd_slug_fits(const sd_state *s, int index, char *why, size_t cap);

/* Learning code (slugdungeon_observation.c): the legal mask of a running
   state (5 bytes, action = move code) and the observation planes. */
void sd_legal_mask(const void *config, const void *state, uint8_t *mask);
void sd_observe(const void *config, const void *state, int player, float *out);

/* The score of a position for the player, in points, higher is better
   (slugdungeon_score.c), and the bots that look ahead with it
   (slugdungeon_bots.c): the game's own bots, the mcts bot's heuristic and
   its parameters for this game. */
int64_t sd_score(const sd_state *s);
extern const struct cg_bot_impl *const sd_bots[];
double sd_evaluate(const void *config, const void *state, int player);
extern const char sd_mcts_defaults[];

/* Text (slugdungeon_text.c). */
void sd_render(const void *config, const void *state, int viewer, cg_text *out);
void sd_save(const void *config, const void *state, cg_text *out);
cg_status sd_load(const void *config, void *state, cg_reader *in);

#endif
