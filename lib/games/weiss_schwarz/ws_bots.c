/* The game's own bots in the catalogue: "heuristic" plays ws_bot_best (the
   move cg_weiss_schwarz_bot_move gives). */
#include "bots/bot.h"
#include "core/handles.h"
#include "ws_internal.h"

static const cg_bot_impl ws_heuristic_bot;

static cg_status heuristic_create(const cg_game *game, const char *params, void **self)
{
    static const char token = 0; /* the bot keeps nothing between moves */
    cg_status st = cg_bot_params_read(&ws_heuristic_bot, NULL, params, NULL);
    if (st != CG_OK)
        return st;
    (void)game;
    *self = (void *)&token;
    return CG_OK;
}

static void heuristic_destroy(void *self)
{
    (void)self;
}

/* Deterministic: the generator plays no part. */
static void heuristic_choose(void *self, const cg_state *state, cg_rng *rng, cg_move *out)
{
    (void)self;
    (void)rng;
    *out = ws_bot_best(cg_state_config(state), (const ws_state *)(const void *)state->block);
}

static const cg_bot_impl ws_heuristic_bot = {
    .name = "heuristic",
    .create = heuristic_create,
    .destroy = heuristic_destroy,
    .choose = heuristic_choose,
};

const cg_bot_impl *const ws_bots[] = {&ws_heuristic_bot, NULL};
