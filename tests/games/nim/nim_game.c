/*
 * Nim, the game the recipe of docs/adding-a-game.md adds: a few heaps of
 * stones, two players take turns taking one or more stones from one heap;
 * who takes the last stone wins (misere: loses). Nothing is hidden and
 * nothing left to chance. It is built into the test library only, so that the
 * suites that treat every game of the catalogue alike prove the recipe.
 *
 * Moves: heap * S0 + (stones - 1), S0 being the stones a heap starts with (so
 * that every action can be legal), written "take S from H" with H counted from 1. Observation: each heap's stones / NIM_STONES_MAX, then 1
 * when the observer is to move.
 */
#include <string.h>

#include "core/game.h"

#define NIM_HEAPS_MAX 8
#define NIM_STONES_MAX 30

typedef struct nim_config {
    int heaps, stones;
    int misere; /* 0: the last stone wins; 1: it loses */
} nim_config;

typedef struct nim_state {
    uint8_t heap[NIM_HEAPS_MAX];
    uint8_t current;
    uint8_t unused[7]; /* no padding: states compare as bytes */
} nim_state;

static const cg_param nim_params[] = {
    {.key = "heaps", .type = CG_PARAM_INT, CG_PARAM_FIELD(nim_config, heaps), .min = 1,
     .max = NIM_HEAPS_MAX, .fallback = "3", .doc = "heaps of stones"},
    {.key = "stones", .type = CG_PARAM_INT, CG_PARAM_FIELD(nim_config, stones), .min = 1,
     .max = NIM_STONES_MAX, .fallback = "5", .doc = "stones in each heap at the start"},
    {.key = "play", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(nim_config, misere),
     .choices = "normal|misere", .fallback = "normal",
     .doc = "whether who takes the last stone wins (normal) or loses (misere)"},
};

static cg_status nim_finish(void *config, cg_game_shape *shape)
{
    const nim_config *c = config;
    shape->num_players = 2;
    shape->max_moves = (size_t)(c->heaps * c->stones);
    shape->state_size = sizeof(nim_state);
    shape->action_count = (uint32_t)(c->heaps * c->stones); /* the codes are the actions */
    shape->observation_rank = 1;
    shape->observation_dims[0] = NIM_HEAPS_MAX + 1;
    return CG_OK;
}

static void nim_init(const void *config, void *state, cg_rng *rng)
{
    (void)rng;
    const nim_config *c = config;
    nim_state *s = state;
    memset(s->heap, c->stones, (size_t)c->heaps);
}

static int nim_current_player(const void *config, const void *state)
{
    (void)config;
    return ((const nim_state *)state)->current;
}

static bool nim_is_terminal(const void *config, const void *state)
{
    const nim_state *s = state;
    for (int h = 0; h < ((const nim_config *)config)->heaps; h++)
        if (s->heap[h])
            return false;
    return true;
}

static int nim_winner(const void *config, const void *state)
{
    if (!nim_is_terminal(config, state))
        return CG_PLAYER_NONE;
    /* the player to move did not take the last stone */
    int mover = ((const nim_state *)state)->current;
    return ((const nim_config *)config)->misere ? mover : 1 - mover;
}

static double nim_returns(const void *config, const void *state, int player)
{
    int winner = nim_winner(config, state);
    return winner == CG_PLAYER_NONE ? 0.0 : winner == player ? 1.0 : -1.0;
}

static void nim_legal_moves(const void *config, const void *state, cg_moves *out)
{
    const nim_config *c = config;
    const nim_state *s = state;
    for (int h = 0; h < c->heaps; h++)
        for (int k = 1; k <= s->heap[h]; k++)
            cg_moves_push(out, (cg_move)(h * c->stones + k - 1));
}

static void nim_apply(const void *config, void *state, cg_move move, cg_rng *rng)
{
    (void)rng;
    const nim_config *c = config;
    nim_state *s = state;
    s->heap[move / (cg_move)c->stones] -= (uint8_t)(move % (cg_move)c->stones + 1);
    s->current = (uint8_t)(1 - s->current);
}

/* The heap and the stones of a code, when it is a move of this state. */
static bool nim_move_of(const nim_config *c, const nim_state *s, cg_move move, int *heap,
                        int *stones)
{
    *heap = (int)(move / (cg_move)c->stones);
    *stones = (int)(move % (cg_move)c->stones) + 1;
    return *heap < c->heaps && *stones <= s->heap[*heap];
}

static bool nim_move_text(const void *config, const void *state, cg_move move, cg_text *out)
{
    int heap, stones;
    if (!nim_move_of(config, state, move, &heap, &stones))
        return false;
    cg_text_printf(out, "take %d from %d", stones, heap + 1);
    return true;
}

static cg_status nim_move_parse(const void *config, const void *state, cg_span text,
                                cg_move *out)
{
    (void)state;
    const nim_config *c = config;
    cg_span rest = text;
    uint32_t stones, heap;
    char shown[64];
    if (!cg_span_eq(cg_span_word(&rest), "take") ||
        !cg_span_to_u32(cg_span_word(&rest), NIM_STONES_MAX, &stones) || stones == 0 ||
        !cg_span_eq(cg_span_word(&rest), "from") ||
        !cg_span_to_u32(cg_span_word(&rest), (uint32_t)c->heaps, &heap) || heap == 0 ||
        cg_span_trim(rest).n > 0)
        return cg_error(CG_EPARSE, "nim: '%s' is not a move (write take S from H, H from 1 to %d)",
                        cg_span_show(text, shown, sizeof shown), c->heaps);
    /* More stones than a heap starts with: a move of no state (the last code + 1). */
    *out = stones > (uint32_t)c->stones ? (cg_move)(c->heaps * c->stones)
                                         : (cg_move)((heap - 1) * (uint32_t)c->stones + stones - 1);
    return CG_OK;
}

static void nim_render(const void *config, const void *state, int viewer, cg_text *out)
{
    (void)viewer; /* nothing is hidden */
    const nim_state *s = state;
    cg_text_puts(out, "heaps");
    for (int h = 0; h < ((const nim_config *)config)->heaps; h++)
        cg_text_printf(out, " %d", s->heap[h]);
    cg_text_printf(out, "\nplayer %d to move\n", s->current);
}

static void nim_save(const void *config, const void *state, cg_text *out)
{
    const nim_state *s = state;
    cg_text_puts(out, "heaps");
    for (int h = 0; h < ((const nim_config *)config)->heaps; h++)
        cg_text_printf(out, " %d", s->heap[h]);
    cg_text_printf(out, "\ncurrent %d\n", s->current);
}

/* Any heaps of at most `stones` stones are reached from the start, by any
   number of moves from one per changed heap to one per stone taken: the
   player to move is player 0 when none was taken and player 1 when one was. */
static cg_status nim_load(const void *config, void *state, cg_reader *in)
{
    const nim_config *c = config;
    nim_state *s = state;
    cg_span rest;
    cg_status st = cg_reader_expect(in, "heaps", &rest);
    if (st != CG_OK)
        return st;
    int taken = 0;
    for (int h = 0; h < c->heaps; h++) {
        uint32_t n;
        if (!cg_span_to_u32(cg_span_word(&rest), (uint32_t)c->stones, &n))
            return cg_reader_fail(in, "heap %d needs a count of 0 to %d stones", h + 1,
                                  c->stones);
        s->heap[h] = (uint8_t)n;
        taken += c->stones - (int)n;
    }
    if (cg_span_trim(rest).n > 0)
        return cg_reader_fail(in, "the game has %d heaps", c->heaps);
    uint32_t current;
    if ((st = cg_reader_expect(in, "current", &rest)) != CG_OK)
        return st;
    if (!cg_span_to_u32(cg_span_trim(rest), 1, &current))
        return cg_reader_fail(in, "the player to move is 0 or 1");
    if (taken < 2 && (int)current != taken)
        return cg_reader_fail(in, "player %d cannot be to move after %d stones taken",
                              (int)current, taken);
    s->current = (uint8_t)current;
    return CG_OK;
}

static void nim_observe(const void *config, const void *state, int player, float *out)
{
    const nim_state *s = state;
    for (int h = 0; h < NIM_HEAPS_MAX; h++)
        out[h] = h < ((const nim_config *)config)->heaps
                     ? (float)s->heap[h] / (float)NIM_STONES_MAX
                     : 0.0f;
    out[NIM_HEAPS_MAX] = s->current == player ? 1.0f : 0.0f;
}

/* Every move takes at least one stone. */
static uint32_t nim_move_bound(const void *config)
{
    const nim_config *c = config;
    return (uint32_t)(c->heaps * c->stones);
}

const cg_game_impl cg_nim_impl = {
    .name = "nim",
    .params = nim_params,
    .param_count = CG_COUNT(nim_params),
    .config_size = sizeof(nim_config),
    .config_finish = nim_finish,
    .state_init = nim_init,
    .current_player = nim_current_player,
    .is_terminal = nim_is_terminal,
    .winner = nim_winner,
    .returns = nim_returns,
    .legal_moves = nim_legal_moves,
    .apply = nim_apply,
    .move_text = nim_move_text,
    .move_parse = nim_move_parse,
    .render = nim_render,
    .save = nim_save,
    .load = nim_load,
    .observe = nim_observe,
    /* 1.2: traits */
    .title = "Nim",
    .flags = CG_GAME_ZERO_SUM | CG_GAME_CONSTANT_SUM | CG_GAME_TERMINAL_ONLY,
    .min_return = -1.0f,
    .max_return = 1.0f,
    .move_bound = nim_move_bound,
};
