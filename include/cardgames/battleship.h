/*
 * Battleship (Hundir la flota) — typed access to the game "battleship" of
 * libcardgames, the board operations of the original framework (Tablero), and
 * the competition: a player interface of C callbacks, a referee for one game
 * and for a tournament, and two built-in players.
 *
 * Parameters (cg_game_new("battleship", params)):
 *   width=W, height=H  board size, 1..26 each (default 10 x 10)
 *   fleet=L,L,...      ship lengths in placement order, 1..169 ships of length
 *                      1..26 (default 4,3,3,2,2,2,1,1,1,1); a fleet that cannot be
 *                      placed on the board without ships touching is refused
 *   wins=N             games needed to win a tournament, 1..1000 (default 10)
 *
 * Coordinates: x is the column (letter A..Z), y the row (number 1..26); both
 * are 0-based in C (cg_battleship_coord {0, 0} is "A1"). Text: the letter
 * then the row number without leading zeros ("A8", "C1", "J10"), written in
 * upper case; cg_battleship_coord_parse and move texts read either case.
 *
 * Directions: a ship starts at its coordinate and extends that way:
 *   0 right (derecha), 1 down (abajo), 2 left (izquierda), 3 up (arriba).
 *
 * Move codes (the legal list is ascending because the codes are ordered by
 * phase, then row, column and direction):
 *   0..2703    place the next ship: CG_BATTLESHIP_PLACE_MOVE(x, y, dir)
 *              = (y * 26 + x) * 4 + dir           text "place B2 right"
 *   2704       CG_BATTLESHIP_PLACE_RANDOM, complete the placing player's
 *              remaining fleet at random            text "place random"
 *   4096..4771 fire at a cell: CG_BATTLESHIP_FIRE_MOVE(x, y)
 *              = 4096 + y * 26 + x                 text "fire A8"
 * The row stride is 26 on every board, so a code names the same cell on every
 * board size. Move texts are read in any case and also accept the Spanish
 * direction names as aliases ("Place b2 Derecha"); they are written as
 * above. cg_game_max_moves is width * height * 4 + 1.
 *
 * Dense actions (cg_game_action_of / cg_game_move_of), on a W x H board:
 *   (y * W + x) * 4 + dir        place the next ship at (x, y) towards dir
 *                                 (0 .. W*H*4 - 1)
 *   W * H * 4                    place random
 *   W * H * 4 + 1 + y * W + x    fire at (x, y)
 * so cg_game_action_count is W * H * 5 + 1 (501 on 10 x 10), ascending with
 * the move codes. Every action can be legal when the fleet has a ship of
 * length 1 (it may go in any cell, named with any direction); with no ship
 * of length 1, the placements whose every ship would leave the board (left
 * from column A, for one) never are.
 *
 * Observation (cg_state_observation): planes x H x W floats, 13 planes
 * then two per distinct ship length of the fleet; the README lists them.
 *
 * Information: a player knows its own fleet, every shot of both players and
 * the answers to its own; of the opponent's fleet it knows the cells it hit
 * and the cells of the ships it sank, nothing else (not which index of the
 * fleet a ship has among ships of its length, nor the end and direction a
 * ship was placed from). cg_state_resample replaces the opponent's fleet by
 * one drawn uniformly among those consistent with that knowledge, written
 * from each ship's top-left cell (right, or down for upright ships): see the
 * README for what "uniformly" counts and how the draw gets there. A draw
 * refused 2^16 times (a board the fleet nearly fills) is helped by a search,
 * which gives every consistent fleet a positive probability but is not
 * uniform: the README says how often that happens.
 *
 * Bots (cg_bot_new): "random", "mcts" (with Battleship's defaults: the hunter
 * as its rollout for one move, valued by hits landed minus hits taken) and
 * the game's own "hunter" (parameter placement=edges|random).
 *
 * Play: player 0 places the whole fleet ship by ship in fleet order, then
 * player 1; a placement is legal when the ship lies on the board, touches no
 * earlier ship (diagonals included) and the rest of the fleet can still be
 * placed (proved by a greedy packing or decided by a bounded search, exact
 * except on boards the fleet nearly fills: see the game's README). Then the
 * players fire alternately, one shot per turn whatever the result, starting
 * with the player drawn at random when the state was made
 * (cg_battleship_first_shooter). Sinking the whole enemy fleet wins.
 *
 * Saved form (the game's lines, between the core's frame and "end"):
 *   first 1|2                     who fires first
 *   fleet1 <coord> <dir> ...      player 0's placed ships in fleet order,
 *                                 e.g. "fleet1 A1 right C1 down"
 *   fleet2 <coord> <dir> ...      player 1's (empty until player 0 is done)
 *   shots <coord> ...             every shot in order; the shooters alternate,
 *                                 starting with `first`
 *   turn 1|2  or  winner 1|2      who moves next, or who won
 * Directions are written right/down/left/up (only these: the Spanish names
 * and other cases are refused, naming the line). Loading checks every ship (on the
 * board, not touching, the rest still placeable), every shot (on the board,
 * not repeated by its shooter, none before both fleets are placed nor after a
 * fleet is sunk) and that `turn`/`winner` is what the rest implies.
 *
 * Players: renders and messages name players by their index, "player 0" and
 * "player 1"; the saved form numbers them 1 and 2 (first, turn, winner).
 */
#ifndef CARDGAMES_BATTLESHIP_H
#define CARDGAMES_BATTLESHIP_H

#include "cardgames.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Sizes and move codes ---------------------------------------------- */

#define CG_BATTLESHIP_SIDE_MAX 26
/* The most ships that can fit on the largest board (13 x 13 of length 1). */
#define CG_BATTLESHIP_SHIPS_MAX 169
#define CG_BATTLESHIP_PLACE_MOVE(x, y, dir) ((cg_move)(((y)*26 + (x)) * 4 + (dir)))
#define CG_BATTLESHIP_PLACE_RANDOM ((cg_move)2704)
#define CG_BATTLESHIP_FIRE_BASE ((cg_move)4096)
#define CG_BATTLESHIP_FIRE_MOVE(x, y) ((cg_move)(4096 + (y)*26 + (x)))

/* The framework's `direccion`. */
typedef enum cg_battleship_direction {
    CG_BATTLESHIP_RIGHT = 0, /* derecha */
    CG_BATTLESHIP_DOWN = 1,  /* abajo */
    CG_BATTLESHIP_LEFT = 2,  /* izquierda */
    CG_BATTLESHIP_UP = 3     /* arriba */
} cg_battleship_direction;

/* The framework's `contenido`: what a cell holds. */
typedef enum cg_battleship_cell {
    CG_BATTLESHIP_FREE = 0,   /* libre: never fired at, no ship (or unknown) */
    CG_BATTLESHIP_WATER = 1,  /* agua: fired at, no ship */
    CG_BATTLESHIP_SHIP = 2,   /* buque: a ship cell not hit */
    CG_BATTLESHIP_HIT = 3,    /* tocado: a hit cell of a ship still afloat */
    CG_BATTLESHIP_SUNK = 4,   /* hundido: a cell of a sunk ship */
    CG_BATTLESHIP_INVALID = 5 /* novalido: off the board */
} cg_battleship_cell;

typedef enum cg_battleship_phase {
    CG_BATTLESHIP_PLACING = 0,
    CG_BATTLESHIP_FIRING = 1,
    CG_BATTLESHIP_OVER = 2
} cg_battleship_phase;

typedef struct cg_battleship_coord {
    int x; /* column, 0 for A */
    int y; /* row, 0 for 1 */
} cg_battleship_coord;

/* ---- Text -------------------------------------------------------------- */

/* "A8" -> {0, 7}. Any column A..Z and row 1..26 parses (whether it lies on a
   given board is for the caller); anything else is CG_EPARSE. */
CG_API cg_status cg_battleship_coord_parse(const char *text, cg_battleship_coord *out);
/* {0, 7} -> "A8"; "" (and 0) for a coordinate outside 0..25. */
CG_API size_t cg_battleship_coord_text(cg_battleship_coord c, char *buf, size_t cap);
/* "right", "down", "left", "up"; NULL for another value. */
CG_API const char *cg_battleship_direction_name(int direction);
/* The framework's names: "libre", "agua", "buque", "tocado", "hundido",
   "novalido"; NULL for another value. */
CG_API const char *cg_battleship_cell_name(int cell);
/* "4,3,3,2" -> {4, 3, 3, 2}: comma-separated lengths 1..26, spaces allowed
   around each, 1..CG_BATTLESHIP_SHIPS_MAX of them. Stores min(count, cap)
   lengths and the count; CG_EPARSE on malformed text (nothing stored). */
CG_API cg_status cg_battleship_fleet_parse(const char *text, uint8_t *lengths, size_t cap,
                                           size_t *count);

/* ---- The game's configuration (-1 for a NULL game or another game's) --- */

CG_API int cg_battleship_width(const cg_game *game);
CG_API int cg_battleship_height(const cg_game *game);
CG_API int cg_battleship_ship_count(const cg_game *game);
/* Length of ship i of the fleet (-1 for a bad i). */
CG_API int cg_battleship_ship_length(const cg_game *game, int ship);
CG_API int cg_battleship_wins(const cg_game *game);

/* ---- A state (-1 or an error status for a bad state, player or index) -- */

/* cg_battleship_phase of the state. */
CG_API int cg_battleship_state_phase(const cg_state *state);
/* The player who fires first (drawn when the state was made). */
CG_API int cg_battleship_first_shooter(const cg_state *state);
/* Ships of `player`'s fleet placed so far. */
CG_API int cg_battleship_ships_placed(const cg_state *state, int player);
/* Ships of `player`'s fleet sunk so far. */
CG_API int cg_battleship_ships_sunk(const cg_state *state, int player);
/* Where ship i of `player`'s fleet lies (it must be placed), its length, and
   how many of its cells are hit; any output may be NULL. */
CG_API cg_status cg_battleship_ship(const cg_state *state, int player, int ship,
                                    cg_battleship_coord *start, int *direction, int *length,
                                    int *hits);
/* A cell of `player`'s board as it is: FREE, WATER (fired at), SHIP, HIT, SUNK,
   or INVALID off the board; -1 for a bad state or player. */
CG_API int cg_battleship_cell_at(const cg_state *state, int player, cg_battleship_coord c);
/* A cell of `player`'s board as `viewer` knows it: the owner (and
   CG_PLAYER_NONE) know it as it is; the opponent sees FREE for every cell it
   has not fired at, and WATER, HIT or SUNK for those it has. */
CG_API int cg_battleship_cell_known(const cg_state *state, int viewer, int player,
                                    cg_battleship_coord c);
/* Shots fired so far by both players. */
CG_API int cg_battleship_shot_count(const cg_state *state);
/* Shot i (0 first): who fired, where, and its answer (WATER, HIT or SUNK);
   any output may be NULL. */
CG_API cg_status cg_battleship_shot(const cg_state *state, int i, int *shooter,
                                    cg_battleship_coord *at, int *answer);

/* ---- Boards: the framework's Tablero ----------------------------------- */

/* A board of a game's size for one fleet: cells and ships, as the framework's
   referee kept them. Not thread-safe; independent boards may be used from
   different threads. */
typedef struct cg_battleship_board cg_battleship_board;

CG_API cg_status cg_battleship_board_new(const cg_game *game, cg_battleship_board **out);
CG_API void cg_battleship_board_free(cg_battleship_board *board);
/* Iniciar: every cell FREE, no ships. */
CG_API cg_status cg_battleship_board_clear(cg_battleship_board *board);
/* LeerCelda: the content of a cell, INVALID off the board (-1 for NULL). */
CG_API int cg_battleship_board_read(const cg_battleship_board *board, cg_battleship_coord c);
/* ModificarCelda: sets a cell and returns its previous content; INVALID off
   the board (nothing changed), -1 for NULL or a content that is not 0..4. */
CG_API int cg_battleship_board_write(cg_battleship_board *board, cg_battleship_coord c,
                                     int content);
/* ColocarBarco: ship n (0..ship_count-1) of the given length starts at
   `start` and extends towards `direction`; its cells become SHIP. CG_EINVAL
   "Barco fuera de tablero" when it leaves the board (nothing changed), and for
   a bad n, length or direction. Ships may overlap or touch here: Colision
   tells. */
CG_API cg_status cg_battleship_board_place_ship(cg_battleship_board *board, int n,
                                                cg_battleship_coord start, int length,
                                                int direction);
/* Colision: 1 when two placed ships overlap or touch (diagonals included), 0
   when none do, -1 for NULL. */
CG_API int cg_battleship_board_collision(const cg_battleship_board *board);
/* ComprobarBarco: marks the section of the ship at c as hit when it was not;
   returns 1 when that sinks the ship, 0 otherwise (no ship, already hit, or
   only hit), -1 for NULL. Cells are not changed (board_fire does both). */
CG_API int cg_battleship_board_check_ship(cg_battleship_board *board, cg_battleship_coord c);
/* Barco::Pertenece over the fleet: the index of the first ship lying on c and
   the section of that ship (0 at its start) in *section (may be NULL); -1
   when no ship lies there. */
CG_API int cg_battleship_board_ship_at(const cg_battleship_board *board, cg_battleship_coord c,
                                       int *section);
/* A shot as the referee answers it: INVALID off the board; HIT or SUNK at a
   ship cell not hit before (SUNK marks the whole ship); the content again at a
   cell already HIT or SUNK; WATER otherwise (FREE cells become WATER). */
CG_API int cg_battleship_board_fire(cg_battleship_board *board, cg_battleship_coord c);
/* Ships of the board's fleet placed, and sunk (-1 for NULL). */
CG_API int cg_battleship_board_ships_placed(const cg_battleship_board *board);
CG_API int cg_battleship_board_ships_sunk(const cg_battleship_board *board);
/* The board of `player` in a state: its placed ships and every shot received. */
CG_API cg_status cg_battleship_board_from_state(cg_battleship_board *board, const cg_state *state,
                                                int player);

/* ---- The competition: players, referee, tournament --------------------- */

/* A player as the framework's Jugador, with `user` passed back to every
   callback. Coordinates are 0-based; outputs the callback leaves unwritten
   count as off the board (-1). Callbacks must not call the referee. */
typedef struct cg_battleship_player {
    void *user;
    /* NuevaPartida: a new game of `game` begins; `seed` is this player's
       share of the referee's seed (for players that draw at random). */
    void (*new_game)(void *user, const cg_game *game, uint64_t seed);
    /* PedirBarco: where ship n (of length cg_battleship_ship_length) goes. */
    void (*place_ship)(void *user, int n, int *x, int *y, int *direction);
    /* PedirCoordenada: the next shot. */
    void (*choose_shot)(void *user, int *x, int *y);
    /* Informar: the opponent fired at (x, y). */
    void (*inform)(void *user, int x, int y);
    /* Responder: the answer to our shot at (x, y): a cg_battleship_cell
       (WATER, HIT, SUNK, or INVALID for a shot that lost the game). */
    void (*respond)(void *user, int x, int y, int answer);
} cg_battleship_player;

/* How a refereed game ended. */
typedef enum cg_battleship_end {
    CG_BATTLESHIP_END_FLEET_SUNK = 0,   /* the winner sank the whole enemy fleet */
    CG_BATTLESHIP_END_OFF_BOARD = 1,    /* the loser fired off the board */
    CG_BATTLESHIP_END_REPEATED_HIT = 2, /* the loser fired at a ship cell already hit */
    CG_BATTLESHIP_END_SHOT_LIMIT = 3,   /* the loser fired 4 * width * height shots */
    CG_BATTLESHIP_END_INFRACTION = 4    /* a fleet was off the board or touching: not played */
} cg_battleship_end;

typedef struct cg_battleship_match_result {
    int winner;        /* 0 or 1; CG_PLAYER_NONE when the game was not played */
    int end;           /* cg_battleship_end */
    int starter;       /* the player who fired (or was to fire) first */
    int infraction[2]; /* 1 when that player's fleet was off the board or touching */
    int shots[2];      /* shots each player fired */
    int sunk[2];       /* enemy ships each player sank */
} cg_battleship_match_result;

/* One refereed game (Torneo::Iniciar then Partida): both players get
   new_game, place their fleets (an infraction ends the game unplayed), then
   fire alternately, `starter` first, each shot answered with respond and
   reported to the opponent with inform. A shot off the board or at a ship
   cell already hit loses the game (answered INVALID); a repeated shot into
   water is answered WATER again; a player who reaches 4 * width * height
   shots loses. Every callback must be set. */
CG_API cg_status cg_battleship_match(const cg_game *game, const cg_battleship_player players[2],
                                     int starter, uint64_t seed,
                                     cg_battleship_match_result *result);

typedef struct cg_battleship_tournament_result {
    int winner;         /* 0, 1, or CG_PLAYER_NONE when neither won */
    int wins[2];        /* games won */
    int infractions[2]; /* games not played because of this player's fleet */
    int games;          /* games played to the end */
    int attempts;       /* games begun, played or not */
} cg_battleship_tournament_result;

/* Called after each game of a tournament (index from 0). */
typedef void (*cg_battleship_report)(void *user, int index,
                                     const cg_battleship_match_result *result);

/* Games (cg_battleship_match) until one player has `wins` wins (0: the game's
   `wins` parameter), the starter alternating from player 0 after each game
   played. A player whose fleet is an infraction `wins` times in a row loses
   the tournament (neither wins when both do). Players who take turns breaking
   the rules end it too: after 4 * `wins` unplayed games in a row the player
   with fewer infractions in that run wins (neither on a tie). `report` may be
   NULL. */
CG_API cg_status cg_battleship_tournament(const cg_game *game,
                                          const cg_battleship_player players[2], int wins,
                                          uint64_t seed, cg_battleship_report report,
                                          void *report_user,
                                          cg_battleship_tournament_result *result);

/* Built-in players: "random" (the framework's Jugador1: a random legal fleet,
   a random cell not fired at) and "hunter" (also a random fleet; marks the
   diagonal cells of a hit and every cell around a sunk ship as water, fires
   next to its hits along their line, and elsewhere at the cell most ship
   placements cover). cg_battleship_player_free releases what _new made. */
CG_API cg_status cg_battleship_player_new(const char *name, cg_battleship_player *out);
CG_API void cg_battleship_player_free(cg_battleship_player *player);

#ifdef __cplusplus
}
#endif

#endif /* CARDGAMES_BATTLESHIP_H */
