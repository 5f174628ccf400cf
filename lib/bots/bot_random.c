/* The random bot: a legal move drawn uniformly. */
#include <stdlib.h>

#include "bot.h"

static cg_status random_create(const cg_game *game, const char *params, void **self)
{
    static const char token = 0; /* the bot keeps no state */
    cg_status st = cg_bot_params_read(&cg_bot_random_impl, NULL, params, NULL);
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
    CG_ASSERT(n <= CG_MOVES_MAX); /* the game's max_moves promise */
    *out = list[cg_rng_below(rng, (uint32_t)n)];
}

const cg_bot_impl cg_bot_random_impl = {
    .name = "random",
    .create = random_create,
    .destroy = random_destroy,
    .choose = random_choose,
};
