/* Bots: the catalogue of each game (the generic bots, then the game's own),
   their life cycle and the checks of every argument. */
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "core/handles.h"

struct cg_bot {
    const cg_game *game;
    const cg_bot_impl *impl;
    void *self;
};

static const cg_bot_impl *const generic_bots[] = {&cg_bot_random_impl, &cg_bot_mcts_impl};
enum { GENERIC_BOTS = CG_COUNT(generic_bots) };

static size_t own_bots(const cg_game *game)
{
    size_t n = 0;
    while (game->impl->bots && game->impl->bots[n])
        n++;
    return n;
}

static const cg_bot_impl *bot_at(const cg_game *game, size_t i)
{
    if (i < GENERIC_BOTS)
        return generic_bots[i];
    return i - GENERIC_BOTS < own_bots(game) ? game->impl->bots[i - GENERIC_BOTS] : NULL;
}

size_t cg_bot_count(const cg_game *game)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return 0;
    }
    return GENERIC_BOTS + own_bots(game);
}

const char *cg_bot_name_at(const cg_game *game, size_t index)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return NULL;
    }
    const cg_bot_impl *impl = bot_at(game, index);
    return impl ? impl->name : NULL;
}

cg_status cg_bot_find(const cg_game *game, cg_span name, const char *caller,
                      const cg_bot_impl **out)
{
    const cg_bot_impl *impl;
    for (size_t i = 0; (impl = bot_at(game, i)) != NULL; i++)
        if (cg_span_eq(name, impl->name)) {
            *out = impl;
            return CG_OK;
        }
    char known[256], shown[64];
    cg_text list = cg_text_over(known, sizeof known);
    for (size_t i = 0; (impl = bot_at(game, i)) != NULL; i++) {
        if (i)
            cg_text_puts(&list, ", ");
        cg_text_puts(&list, impl->name);
    }
    return cg_error(CG_EINVAL, "%s: no bot named '%s' for %s (the catalogue has: %s)", caller,
                    cg_span_show(name, shown, sizeof shown), game->impl->name, known);
}

cg_status cg_bot_params_read(const cg_bot_impl *impl, const char *game_defaults,
                             const char *text, void *self)
{
    char owner[64];
    cg_text name = cg_text_over(owner, sizeof owner);
    cg_text_printf(&name, "%s bot", impl->name);
    cg_status st = cg_params_read(owner, impl->params, impl->param_count, game_defaults, self);
    return st == CG_OK ? cg_params_parse(owner, impl->params, impl->param_count, text, self)
                       : st;
}

cg_status cg_bot_new(const cg_game *game, const char *name, const char *params, cg_bot **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (!game || !name)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, game ? "name" : "game");
    const cg_bot_impl *impl;
    cg_status st = cg_bot_find(game, cg_span_of(name), __func__, &impl);
    if (st != CG_OK)
        return st;
    cg_bot *bot = malloc(sizeof *bot);
    if (!bot)
        return cg_error(CG_ENOMEM, "%s: out of memory", __func__);
    bot->game = game;
    bot->impl = impl;
    st = impl->create(game, params, &bot->self);
    if (st != CG_OK) {
        free(bot);
        return st;
    }
    *out = bot;
    return CG_OK;
}

void cg_bot_free(cg_bot *bot)
{
    if (!bot)
        return;
    bot->impl->destroy(bot->self);
    free(bot);
}

const char *cg_bot_name(const cg_bot *bot)
{
    if (!bot) {
        cg_error(CG_EINVAL, "%s: bot is NULL", __func__);
        return "";
    }
    return bot->impl->name;
}

size_t cg_bot_params(const cg_bot *bot, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (!bot) {
        cg_error(CG_EINVAL, "%s: bot is NULL", __func__);
        return 0;
    }
    cg_params_write(bot->impl->params, bot->impl->param_count, bot->self, &out);
    return out.len;
}

void cg_bot_choose_running(cg_bot *bot, const cg_state *state, cg_rng *rng, cg_move *out)
{
    bot->impl->choose(bot->self, state, rng, out);
}

cg_status cg_bot_choose(cg_bot *bot, const cg_state *state, uint64_t seed, cg_move *out)
{
    if (!bot || !state || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__,
                        !bot ? "bot" : !state ? "state" : "out");
    if (!cg_games_equivalent(bot->game, state->game))
        return cg_error(CG_EINVAL, "%s: a %s bot given a state of '%s' ('%s')", __func__,
                        bot->game->impl->name, state->game->impl->name, state->game->params);
    if (state->game->impl->is_terminal(state->game->config, state->block))
        return cg_error(CG_EOVER, "%s: the game of %s is over", __func__,
                        state->game->impl->name);
    cg_rng rng;
    cg_rng_seed(&rng, seed);
    cg_move move;
    bot->impl->choose(bot->self, state, &rng, &move);
    *out = move;
    return CG_OK;
}
