/* SlugDungeon in the catalogue: parameters, the function table, moves. */
#include <string.h>

#include "slugdungeon_internal.h"

/* The level compiled into the library (embed.py). */
extern const char slugdungeon_default_level[];
extern const unsigned long slugdungeon_default_level_len;

static const char *const move_names[5] = {"up", "left", "down", "right", "stay"};
static const char *const move_keys[5] = {"w", "a", "s", "d", "space"};

static const cg_param sd_params[] = {
    {.key = "level", .type = CG_PARAM_TEXT, CG_PARAM_FIELD(sd_config, level_path),
     .fallback = "", .doc = "a level file, or empty for the level compiled into the library"},
    {.key = "max_turns", .type = CG_PARAM_INT, CG_PARAM_FIELD(sd_config, max_turns), .min = 1,
     .max = SD_MAX_TURNS_LIMIT, .fallback = CG_PARAM_TEXT_OF(CG_SLUGDUNGEON_MAX_TURNS_DEFAULT),
     .doc = "turns after which the game is lost"},
};

static cg_status sd_finish(void *config, cg_game_shape *shape)
{
    sd_config *c = config;
    cg_status st = c->level_path[0] ? sd_level_read(c->level_path, &c->start)
                                    : sd_level_parse(slugdungeon_default_level,
                                                     (size_t)slugdungeon_default_level_len,
                                                     "default level", &c->start);
    if (st != CG_OK)
        return st;
    shape->num_players = 1;
    shape->max_moves = 5;
    shape->state_size = sizeof(sd_state);
    /* actions are the five move codes; observations are planes over the
       configured level's board */
    shape->action_count = 5;
    shape->observation_rank = 3;
    shape->observation_dims[0] = CG_SLUGDUNGEON_PLANES;
    shape->observation_dims[1] = c->start.rows;
    shape->observation_dims[2] = c->start.cols;
    return CG_OK;
}

static void sd_init(const void *config, void *state, cg_rng *rng)
{
    (void)rng; /* nothing in the game is left to chance */
    const sd_config *c = config;
    memcpy(state, &c->start, sizeof c->start);
}

static int sd_current_player(const void *config, const void *state)
{
    (void)config;
    (void)state;
    return 0;
}

static bool sd_is_terminal(const void *config, const void *state)
{
    return sd_is_over(config, state);
}

static int sd_winner(const void *config, const void *state)
{
    (void)config;
    return sd_has_won(state) ? 0 : CG_PLAYER_NONE;
}

/* Won +1, lost -1 (the win is checked first), out of turns 0. */
static double sd_returns(const void *config, const void *state, int player)
{
    (void)config;
    (void)player;
    if (sd_has_won(state))
        return 1.0;
    return sd_has_lost(state) ? -1.0 : 0.0;
}

static bool sd_is_legal(const void *config, const void *state, cg_move move)
{
    (void)config;
    int row, col;
    return sd_move_target(state, move, &row, &col) && sd_player_may_enter(state, row, col);
}

static void sd_legal_moves(const void *config, const void *state, cg_moves *out)
{
    for (cg_move m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++)
        if (sd_is_legal(config, state, m))
            cg_moves_push(out, m);
}

static cg_status sd_explain_illegal(const void *config, const void *state, cg_move move)
{
    (void)config;
    const sd_state *s = state;
    int row, col;
    if (!sd_move_target(s, move, &row, &col))
        return cg_error(CG_EILLEGAL,
                        "slugdungeon: %u is not a move (0 up, 1 left, 2 down, "
                        "3 right, 4 stay)",
                        (unsigned)move);
    const char *why = "holds a slug";
    if (!sd_on_board(s, row, col))
        why = "is off the board";
    else if (s->info[sd_cell(row, col)] & SD_BLOCKING)
        why = "is a blocking tile";
    return cg_error(CG_EILLEGAL, "slugdungeon: cannot move %s: (%d, %d) %s", move_names[move], row,
                    col, why);
}

static void sd_apply(const void *config, void *state, cg_move move, cg_rng *rng)
{
    (void)config;
    (void)rng;
    int row = 0, col = 0;
    sd_move_target(state, move, &row, &col);
    sd_player_turn(state, row, col);
}

static cg_move sd_random_move(const void *config, const void *state, cg_rng *rng)
{
    cg_move legal[5];
    uint32_t n = 0;
    for (cg_move m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++)
        if (sd_is_legal(config, state, m))
            legal[n++] = m;
    return legal[cg_rng_below(rng, n)];
}

static bool sd_move_text(const void *config, const void *state, cg_move move, cg_text *out)
{
    (void)config;
    (void)state;
    if (move > CG_SLUGDUNGEON_STAY)
        return false;
    cg_text_puts(out, move_names[move]);
    return true;
}

/* A move's name or its key, in any case ("Right", "UP", "W"). */
static cg_status sd_move_parse(const void *config, const void *state, cg_span text, cg_move *out)
{
    (void)config;
    (void)state;
    for (cg_move m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++) {
        if (cg_span_eq_nocase(text, move_names[m]) || cg_span_eq_nocase(text, move_keys[m])) {
            *out = m;
            return CG_OK;
        }
    }
    char shown[64];
    return cg_error(CG_EPARSE,
                    "slugdungeon: '%s' is not a move (up, left, down, right, stay, or the keys "
                    "w, a, s, d, space)",
                    cg_span_show(text, shown, sizeof shown));
}

/* States compare as bytes (unused cells and slugs are zero); the hash reads
   only the used part of the board, which decides the rest. */
static bool sd_equal(const void *config, const void *a, const void *b)
{
    (void)config;
    return memcmp(a, b, sizeof(sd_state)) == 0;
}

static uint64_t sd_hash(const void *config, const void *state)
{
    (void)config;
    const sd_state *s = state;
    uint64_t h = cg_hash_bytes(CG_HASH_SEED, s, offsetof(sd_state, slugs));
    h = cg_hash_bytes(h, s->slugs, s->slug_count * sizeof s->slugs[0]);
    h = cg_hash_bytes(h, &s->rows, offsetof(sd_state, info) - offsetof(sd_state, rows));
    for (int row = 0; row < s->rows; row++)
        h = cg_hash_bytes(h, &s->info[sd_cell(row, 0)], s->cols);
    return h;
}

/* Every move is a turn, and the game is over after max_turns turns. */
static uint32_t sd_move_bound(const void *config)
{
    return ((const sd_config *)config)->max_turns;
}

const cg_game_impl cg_slugdungeon_impl = {
    .name = "slugdungeon",
    .params = sd_params,
    .param_count = CG_COUNT(sd_params),
    .config_size = sizeof(sd_config),
    .config_finish = sd_finish,
    .state_init = sd_init,
    .current_player = sd_current_player,
    .is_terminal = sd_is_terminal,
    .winner = sd_winner,
    .returns = sd_returns,
    .legal_moves = sd_legal_moves,
    .is_legal = sd_is_legal,
    .explain_illegal = sd_explain_illegal,
    .apply = sd_apply,
    .random_move = sd_random_move,
    .move_text = sd_move_text,
    .move_parse = sd_move_parse,
    .render = sd_render,
    .save = sd_save,
    .load = sd_load,
    .equal = sd_equal,
    .hash = sd_hash,
    /* nothing is hidden: resample only reseeds */
    .resample = NULL,
    .legal_mask = sd_legal_mask,
    .observe = sd_observe,
    .bots = sd_bots,
    .evaluate = sd_evaluate,
    .mcts_defaults = sd_mcts_defaults,
    /* 1.2: traits */
    .title = "SlugDungeon",
    .flags = CG_GAME_TERMINAL_ONLY,
    .min_return = -1.0f,
    .max_return = 1.0f,
    .move_bound = sd_move_bound,
};
