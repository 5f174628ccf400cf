/* The random bot: a legal move drawn uniformly. */
#include <stdlib.h>

#include "bot.h"

static const char *const random_keys[] = {NULL};

static cg_status random_create(const cg_game *game, const char *params, void **self)
{
    static const char token = 0; /* the bot keeps no state */
    cg_status st = cg_params_parse("random bot", random_keys, params ? params : "", NULL, NULL);
    if (st != CG_OK)
        return st;
    (void)game;
    *self = (void *)&token;
    return CG_OK;
}

static void random_destroy(void *self)
{
    (void)self;
}

static void random_choose(void *self, const cg_state *state, cg_rng *rng, cg_move *out)
{
    (void)self;
    cg_move list[CG_MOVES_MAX];
    size_t n = cg_state_legal_moves(state, list, CG_MOVES_MAX);
    *out = list[cg_rng_below(rng, (uint32_t)n)];
}

static void random_write_params(const void *self, cg_text *out)
{
    (void)self;
    (void)out;
}

const cg_bot_impl cg_bot_random_impl = {
    .name = "random",
    .param_keys = random_keys,
    .create = random_create,
    .destroy = random_destroy,
    .choose = random_choose,
    .write_params = random_write_params,
};
