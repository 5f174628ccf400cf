/* Battleship's configuration, state and shared helpers, for the files of this
   folder. */
#ifndef CG_BATTLESHIP_INTERNAL_H
#define CG_BATTLESHIP_INTERNAL_H

#include "cardgames/battleship.h"
#include "core/game.h"

#define BS_SIDE CG_BATTLESHIP_SIDE_MAX
#define BS_MAX_SHIPS CG_BATTLESHIP_SHIPS_MAX
/* Cells are indexed y * 26 + x on every board. */
#define BS_CELLS (BS_SIDE * BS_SIDE)
#define BS_WORDS ((BS_CELLS + 63) / 64)
#define BS_CODE_PLACE_END (BS_CELLS * 4) /* == CG_BATTLESHIP_PLACE_RANDOM */
#define BS_NONE 0xff
/* Nodes the fleet search may visit before it gives up (see bs_fit). */
#define BS_SEARCH_BUDGET 16384L

typedef struct bs_config {
    int width, height;
    int ship_count;
    int wins;
    uint8_t lengths[BS_MAX_SHIPS]; /* fleet order */
    uint64_t board_mask[BS_WORDS]; /* cells on the board */
    /* Lengths of ships k.. longest first (row ship_count: none). */
    uint8_t rest_sorted[BS_MAX_SHIPS + 1][BS_MAX_SHIPS];
    /* The distinct lengths of the fleet, longest first, and how many ships
       have each length. */
    int distinct_count;
    uint8_t distinct[BS_SIDE];
    uint8_t length_count[BS_SIDE + 1];
    uint8_t distinct_index[BS_SIDE + 1];
    /* For the resampler: places_bound[d][m] bounds the places of a ship of
       the d-th distinct length whose footprints are clear, when m cells of
       the footprint grid are free (see battleship_weights.c). */
    uint16_t places_bound[BS_SIDE][(BS_SIDE + 1) * (BS_SIDE + 1) + 1];
} bs_config;

typedef struct bs_ship {
    uint8_t x, y, dir;
    uint8_t intact; /* cells not yet hit */
} bs_ship;

/* One player's fleet and what the opponent did to it. */
typedef struct bs_fleet {
    uint64_t ship_cells[BS_WORDS]; /* cells holding a ship */
    uint64_t shot_at[BS_WORDS];    /* cells the opponent fired at */
    bs_ship ships[BS_MAX_SHIPS];   /* placed ships in fleet order; zero after */
    uint8_t placed;
    uint8_t sunk;
    uint8_t unused[2];
} bs_fleet;

typedef struct bs_state {
    bs_fleet fleet[2];
    uint16_t shot_count;
    uint8_t phase;  /* cg_battleship_phase */
    uint8_t first;  /* who fires first */
    uint8_t winner; /* 0 or 1 when over, BS_NONE before */
    uint8_t unused[3];
    /* The cell of every shot in order, zero after: 2 x width x height of them
       (bs_state_size), so that a game on a small board has a small state,
       quick to clone (2,120 bytes on 10 x 10, not the 4,472 of 26 x 26). */
    uint16_t shots[];
} bs_state;

/* The bytes of a state of the configured game. */
static inline size_t bs_state_size(const bs_config *c)
{
    return sizeof(bs_state) + 2 * (size_t)c->width * (size_t)c->height * sizeof(uint16_t);
}

extern const cg_game_impl cg_battleship_impl;

/* ---- Cells and ships (battleship_fleet.c) ---- */
static inline int bs_cell(int x, int y)
{
    CG_ASSERT(x >= 0 && x < BS_SIDE && y >= 0 && y < BS_SIDE);
    return y * BS_SIDE + x;
}
static inline bool bs_bit(const uint64_t *set, int cell)
{
    CG_ASSERT(cell >= 0 && cell < BS_CELLS);
    return set[cell >> 6] >> (cell & 63) & 1;
}
static inline void bs_set(uint64_t *set, int cell)
{
    CG_ASSERT(cell >= 0 && cell < BS_CELLS);
    set[cell >> 6] |= (uint64_t)1 << (cell & 63);
}
/* Row y of a cell set, as bits 0..25 (bit x for the cell (x, y)). */
static inline uint32_t bs_row_of(const uint64_t *set, int y)
{
    CG_ASSERT(y >= 0 && y < BS_SIDE);
    int start = y * BS_SIDE, word = start >> 6, off = start & 63;
    uint64_t bits = set[word] >> off;
    if (off > 64 - BS_SIDE && word + 1 < BS_WORDS)
        bits |= set[word + 1] << (64 - off);
    return (uint32_t)(bits & ((1u << BS_SIDE) - 1));
}

extern const int bs_dx[4], bs_dy[4];
/* Whether a ship of `length` from (x, y) towards dir stays on the board. */
bool bs_on_board(const bs_config *c, int x, int y, int dir, int length);
/* Index of the ship of `fleet` lying on cell (x, y), or -1. */
int bs_ship_on(const bs_config *c, const bs_fleet *fleet, int x, int y);
/* Adds ship `fleet->placed` (on the board, legal) to the fleet. */
void bs_fleet_add(const bs_config *c, bs_fleet *fleet, int x, int y, int dir);
/* A cell of player's board as it is, and as viewer knows it (the opponent
   knows only the cells it fired at). */
cg_battleship_cell bs_cell_actual(const bs_config *c, const bs_state *s, int player, int x, int y);
cg_battleship_cell bs_cell_known(const bs_config *c, const bs_state *s, int viewer, int player,
                                 int x, int y);
/* The fleet's lengths as the fleet= parameter writes them. */
void bs_fleet_text(const bs_config *c, cg_text *out);

/* ---- The rules (battleship_rules.c) ---- */
/* The player to move while the game runs. */
int bs_current(const bs_config *c, const bs_state *s);
/* Fires the current player's shot at cell (x, y) (not fired at before). */
void bs_fire(const bs_config *c, bs_state *s, int x, int y);
/* The cell and direction of a placement code (< BS_CODE_PLACE_END). */
void bs_decode_place(cg_move move, int *x, int *y, int *dir);
/* The cell of a fire code; false for another code or a cell off the board. */
bool bs_fire_cell(const bs_config *c, cg_move move, int *x, int *y);

/* The function table's rules. */
void bs_init(const void *config, void *state, cg_rng *rng);
int bs_current_player(const void *config, const void *state);
bool bs_is_terminal(const void *config, const void *state);
int bs_winner(const void *config, const void *state);
double bs_returns(const void *config, const void *state, int player);
void bs_legal_moves(const void *config, const void *state, cg_moves *out);
bool bs_is_legal(const void *config, const void *state, cg_move move);
void bs_apply(const void *config, void *state, cg_move move, cg_rng *rng);
cg_move bs_random_move(const void *config, const void *state, cg_rng *rng);

/* ---- The placement rule (battleship_search.c, _placement.c, _fleet.c) ---- */

/* A ship's footprint on the grid of (width + 1) x (height + 1) cells where each
   ship cell (x, y) covers (x..x+1, y..y+1): two ships touch (diagonals
   included) exactly when their footprints overlap. */
typedef struct bs_spot {
    uint8_t x, y;     /* top-left ship cell */
    uint8_t vertical; /* 0 for a horizontal ship (and every ship of length 1) */
    uint8_t length;
} bs_spot;

typedef struct bs_grid {
    uint32_t row[BS_SIDE + 1];
} bs_grid;

typedef enum bs_fit { BS_FITS, BS_NO_FIT, BS_UNDECIDED } bs_fit;

/* Why a placement is refused (BS_PLACE_OK when it is legal). */
typedef enum bs_verdict {
    BS_PLACE_OK,
    BS_PLACE_OFF_BOARD,
    BS_PLACE_TOUCHES,
    BS_PLACE_STRANDS_REST
} bs_verdict;

/* The fleet of the player placing. */
typedef struct bs_placer {
    const bs_config *c;
    bs_grid grid; /* footprints of the placed ships */
    int placed;
} bs_placer;

/* ---- The packing search (battleship_search.c) ---- */
bs_spot bs_spot_of(int x, int y, int dir, int length);
/* Whether ships at a and b touch or overlap. */
bool bs_spots_touch(bs_spot a, bs_spot b);
/* Whether a ship's footprint is clear of the grid's. */
bool bs_grid_fits(const bs_grid *g, bs_spot s);
/* Adds a footprint that fits, or removes one that is there. */
void bs_grid_toggle(bs_grid *g, bs_spot s);
/* Whether `lengths` (n of them, longest first) can all be placed beside the
   footprints of `grid`, by a search that gives up (BS_UNDECIDED) after
   BS_SEARCH_BUDGET nodes. `solution` (may be NULL) receives the placement
   found: a spot for each ship, in no particular order. */
bs_fit bs_fleet_fits(const bs_config *c, const bs_grid *grid, const uint8_t *lengths, int n,
                     bs_spot *solution);

/* ---- The density shooter's prior (battleship_bots.c) ---- */
/* A fleet placed ship by ship, each uniformly among the places whose
   footprints are clear of the ships before it. Computed exactly when each
   length of the fleet is one run of at most BS_RUN_MAX ships in fleet order
   (bs_prior_exact), summed over the orders of the equal ships. */
#define BS_RUN_MAX 8
bool bs_prior_exact(const bs_config *c);
/* The log of that probability of fleet f (up to a constant of the
   configuration). */
double bs_prior_log(const bs_config *c, const bs_fleet *f);
/* The log of the number of fleets the board holds, over the constant of
   bs_prior_log: the prior sums to one over them, so its mean over fleets
   drawn uniformly (the resampler's draws on a board no shot touched, from a
   seed of its own) is one over their number. Any state of the firing phase
   and either player give the same. */
double bs_log_fleet_count(const bs_config *c, const bs_state *s, int player);
#define BS_COUNT_DRAWS 4096        /* uniform fleets it draws */
#define BS_COUNT_SEED 0x6c6f674dULL /* and their seed */
/* The places of ship `ship` of f given the rest: clear of the rest, each
   cell on a bit of `allowed` (rows), covering every bit of `must`; p[k] is
   proportional to that probability of f with the ship at spot[k]. Returns
   how many (at most 2 x BS_CELLS), or -1 when the runs from the ship's on
   have more than BS_SUBSETS_MAX subsets to count. */
#define BS_SUBSETS_MAX 256
int bs_prior_places(const bs_config *c, const bs_fleet *f, int ship, const uint32_t *allowed,
                    const uint32_t *must, bs_spot *spot, double *p);

/* ---- The rule, fast (battleship_placement.c) ---- */
/* The fleet being placed: the footprints of fleet's ships. */
void bs_placer_init(bs_placer *p, const bs_config *c, const bs_fleet *fleet);
/* Whether `lengths` (n of them, longest first) can all be placed beside the
   footprints of `grid`: proved by a greedy packing from one of the board's
   corners, else decided by bs_fleet_fits (and refused when it gives up). */
bool bs_rest_fits(const bs_config *c, const bs_grid *grid, const uint8_t *lengths, int n);
/* The legal placements of the next ship of `fleet` (placed < ship_count):
   bit x of h[y] (v[y]) is the ship lying right (down) from (x, y), the
   footprint's top-left cell. The same rule as bs_placer_check. */
void bs_legal_placements(const bs_config *c, const bs_fleet *fleet, uint32_t *h, uint32_t *v);
/* From those: the cells x of row y from which a ship of `length` may be
   placed towards each direction (right, down, left, up): a ship lying right
   (down) from one end lies left (up) from the other. */
static inline void bs_placement_dirs(const uint32_t *h, const uint32_t *v, int length, int y,
                                     uint32_t dirs[4])
{
    if (length == 1) {
        dirs[0] = dirs[1] = dirs[2] = dirs[3] = h[y];
        return;
    }
    dirs[0] = h[y];
    dirs[1] = v[y];
    dirs[2] = h[y] << (length - 1);
    dirs[3] = y >= length - 1 ? v[y - length + 1] : 0;
}
/* The placement rule for the next ship (placed < ship_count): on the board, no
   ship touched, and the rest of the fleet still fits around it
   (bs_rest_fits). So the rest fits after any fleet reached by legal
   placements (the packing that made the last placement legal is there). */
bs_verdict bs_placer_check(bs_placer *p, int x, int y, int dir);
void bs_placer_add(bs_placer *p, int x, int y, int dir);
/* Places the rest of a fleet reached by legal placements, each ship drawn
   uniformly from its legal placements. */
void bs_fleet_complete_random(const bs_config *c, bs_fleet *fleet, cg_rng *rng);
/* The same, up to `ships` placed ships (fleet->placed <= ships <= ship_count). */
void bs_fleet_place_random(const bs_config *c, bs_fleet *fleet, int ships, cg_rng *rng);
/* Whether the whole fleet of the configuration can be placed on an empty
   board; the message names the reason. */
cg_status bs_fleet_check_config(const bs_config *c);

/* ---- Text (battleship_text.c) ---- */
extern const char *const bs_dir_names[4];
extern const char *const bs_dir_names_es[4];
extern const char *const bs_cell_names[6];
/* A coordinate as written: an upper-case column letter A..Z, then a row
   1..26 without leading zeros (the saved form). */
bool bs_coord_from(cg_span text, int *x, int *y);
/* The same with the column letter in either case (move texts, typed API). */
bool bs_coord_from_any_case(cg_span text, int *x, int *y);
void bs_coord_write(int x, int y, cg_text *out);
/* A direction as written: right, down, left or up (the saved form), or -1. */
int bs_dir_from(cg_span word);
/* A direction of a move text: the English or the Spanish name in any case, or
   -1. */
int bs_dir_from_move_text(cg_span word);
void bs_render(const void *config, const void *state, int viewer, cg_text *out);
void bs_save(const void *config, const void *state, cg_text *out);
cg_status bs_load(const void *config, void *state, cg_reader *in);

/* ---- Resampling (battleship_information.c, _view.c, _weights.c) ---- */

/* Replaces the ships of viewer's opponent that viewer cannot see by a fleet
   drawn uniformly among those consistent with what viewer knows. */
void bs_resample(const void *config, void *state, int viewer, cg_rng *rng);
/* Fills the configuration's places_bound table. */
void bs_plan_bounds(bs_config *c);

/* ---- Dense actions and observations (battleship_observation.c) ---- */

/* Planes of the observation before the two groups of one plane per distinct
   length (see the README). */
#define BS_OBS_FIXED_PLANES 13
/* Fills the shape's action count and observation dimensions. */
void bs_shape_learning(const bs_config *c, cg_game_shape *shape);
bool bs_action_of(const void *config, cg_move move, uint32_t *action);
cg_move bs_move_of(const void *config, uint32_t action);
void bs_legal_mask(const void *config, const void *state, uint8_t *mask);
void bs_observe(const void *config, const void *state, int player, float *out);

/* ---- The hunter (battleship_hunter.c) and the bots (battleship_bots.c) ---- */

/* What a shooter knows of the enemy board: the answers to its shots, and,
   with `marks`, the water the rules imply (the four corners of a hit, every
   cell around a sunk ship). */
typedef struct bs_sight {
    const bs_config *c;
    uint8_t known[BS_SIDE][BS_SIDE]; /* [y][x]: FREE (unknown), WATER, HIT, SUNK */
    int afloat[BS_SIDE + 1];         /* enemy ships of each length not sunk */
    bool marks;
} bs_sight;

void bs_sight_clear(bs_sight *v, const bs_config *c, bool marks);
/* Takes in the answer to a shot at (x, y) (WATER, HIT or SUNK; anything else,
   or a cell off the board, is ignored), as Humano::Responder did. */
void bs_sight_answer(bs_sight *v, int x, int y, int answer);
/* What `player` knows of the enemy board of a state (its shots and their
   answers only). */
void bs_sight_of_state(bs_sight *v, const bs_config *c, const bs_state *s, int player,
                       bool marks);
bool bs_sight_unknown(const bs_sight *v, int x, int y);
/* A cell the sight does not know, drawn uniformly (Jugador1); false when none. */
bool bs_sight_random_shot(const bs_sight *v, cg_rng *rng, int *x, int *y);
/* The hunter's shot; false when no cell is unknown. */
bool bs_sight_hunter_shot(const bs_sight *v, cg_rng *rng, int *x, int *y);

/* How the hunter places its ships. */
typedef enum bs_placement {
    BS_PLACE_EDGES, /* the least covered of BS_PLACEMENT_CANDIDATES legal placements */
    BS_PLACE_RANDOM /* uniformly among the legal placements */
} bs_placement;
#define BS_PLACEMENT_CANDIDATES 8
/* The placements of the fleet's ships that cover each cell of an empty
   board: the heat that placement=edges keeps its ships away from. */
typedef struct bs_heat {
    int cell[BS_SIDE][BS_SIDE];
    int row_sum[BS_SIDE][BS_SIDE + 1]; /* row_sum[y][x]: cells (0..x-1, y) */
    int col_sum[BS_SIDE][BS_SIDE + 1]; /* col_sum[x][y]: cells (x, 0..y-1) */
} bs_heat;
void bs_empty_board_cover(const bs_config *c, bs_heat *cover);
/* The heat of a place: the cover of its cells. */
static inline int bs_heat_of(const bs_heat *cover, bs_spot s)
{
    return s.vertical ? cover->col_sum[s.x][s.y + s.length] - cover->col_sum[s.x][s.y]
                      : cover->row_sum[s.y][s.x + s.length] - cover->row_sum[s.y][s.x];
}
/* The log of the probability that placement=edges puts the next ship at s,
   beside the ships of `placed`, its places listed by the touching rule alone
   (on a roomy board nearly all of them leave the rest room). */
double bs_edges_place_log(const bs_config *c, const bs_grid *placed, bs_spot s,
                          const bs_heat *cover);
/* The next ship of `fleet` (placed < ship_count) by the policy, written from
   its top-left cell; false when no placement is legal (the search gave up on
   every one, on a board the fleet nearly fills). */
bool bs_hunter_placement(const bs_config *c, const bs_fleet *fleet, bs_placement policy,
                         cg_rng *rng, int *x, int *y, int *dir);
/* The rest of the fleet by the policy (as `place random` where it cannot). */
void bs_hunter_fleet(const bs_config *c, bs_fleet *fleet, bs_placement policy, cg_rng *rng);

/* The game's own bots, the mcts bot's heuristic and defaults. */
extern const struct cg_bot_impl *const bs_bots[];
double bs_evaluate(const void *config, const void *state, int player);
extern const char bs_mcts_defaults[];

#endif
