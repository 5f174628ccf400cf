/* The catalogue and game handles: lookup, parameter parsing, canonical params. */
#include <stdlib.h>
#include <string.h>

#include "handles.h"

size_t cg_game_count(void)
{
    return cg_registry_count;
}

const char *cg_game_name_at(size_t i)
{
    return i < cg_registry_count ? cg_registry[i]->name : NULL;
}

static const cg_game_impl *find_game(const char *name)
{
    for (size_t i = 0; i < cg_registry_count; i++)
        if (strcmp(cg_registry[i]->name, name) == 0)
            return cg_registry[i];
    return NULL;
}

static cg_status unknown_game(const char *name)
{
    char known[256];
    cg_text list = cg_text_over(known, sizeof known);
    for (size_t i = 0; i < cg_registry_count; i++) {
        if (i)
            cg_text_puts(&list, ", ");
        cg_text_puts(&list, cg_registry[i]->name);
    }
    char shown[64];
    return cg_error(CG_ENOGAME, "cg_game_new: no game named '%s' (the catalogue has: %s)",
                    cg_span_show(cg_span_of(name), shown, sizeof shown), known);
}

static char *canonical_params(const cg_game_impl *impl, const void *config)
{
    cg_text probe = cg_text_over(NULL, 0);
    cg_params_write(impl->params, impl->param_count, config, &probe);
    char *text = malloc(probe.len + 1);
    if (text) {
        cg_text out = cg_text_over(text, probe.len + 1);
        cg_params_write(impl->params, impl->param_count, config, &out);
    }
    return text;
}

static void free_config(const cg_game_impl *impl, void *config)
{
    if (config && impl->config_free)
        impl->config_free(config);
    free(config);
}

cg_status cg_game_new(const char *name, const char *params, cg_game **out)
{
    return cg_game_new_prepared(name, params, NULL, NULL, out);
}

cg_status cg_game_new_prepared(const char *name, const char *params,
                               cg_status (*prepare)(void *config, void *context), void *context,
                               cg_game **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "cg_game_new: out is NULL");
    if (!name)
        return cg_error(CG_EINVAL, "cg_game_new: name is NULL");
    const cg_game_impl *impl = find_game(name);
    if (!impl)
        return unknown_game(name);

    cg_game *game = calloc(1, sizeof *game);
    void *config = calloc(1, impl->config_size);
    if (!game || !config) {
        free(game);
        free(config);
        return cg_error(CG_ENOMEM, "cg_game_new: out of memory");
    }
    cg_status st = cg_params_read(impl->name, impl->params, impl->param_count, params, config);
    if (st == CG_OK && prepare)
        st = prepare(config, context);
    if (st == CG_OK)
        st = impl->config_finish(config, &game->shape);
    if (st == CG_OK) {
        /* What the generic layer relies on: its move lists and observations. */
        CG_ASSERT(game->shape.num_players >= 1 && game->shape.max_moves <= CG_MOVES_MAX);
        CG_ASSERT(game->shape.observation_rank <= CG_OBSERVATION_RANK_MAX);
        game->params = canonical_params(impl, config);
        if (!game->params)
            st = cg_error(CG_ENOMEM, "cg_game_new: out of memory");
    }
    if (st != CG_OK) {
        free_config(impl, config);
        free(game);
        return st;
    }
    game->impl = impl;
    game->config = config;
    *out = game;
    return CG_OK;
}

void cg_game_free(cg_game *game)
{
    if (!game)
        return;
    free_config(game->impl, game->config);
    free(game->params);
    free(game);
}

const char *cg_game_name(const cg_game *game)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return "";
    }
    return game->impl->name;
}

int cg_game_num_players(const cg_game *game)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return 0;
    }
    return game->shape.num_players;
}

size_t cg_game_max_moves(const cg_game *game)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return 0;
    }
    return game->shape.max_moves;
}

size_t cg_game_params(const cg_game *game, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return 0;
    }
    cg_text_puts(&out, game->params);
    return out.len;
}

bool cg_games_equivalent(const cg_game *a, const cg_game *b)
{
    return a == b || (a->impl == b->impl && strcmp(a->params, b->params) == 0);
}

const void *cg_game_config_of(const cg_game *game, const cg_game_impl *impl,
                              const char *caller)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", caller);
        return NULL;
    }
    if (game->impl != impl) {
        cg_error(CG_EINVAL, "%s: game is '%s', not '%s'", caller, game->impl->name, impl->name);
        return NULL;
    }
    return game->config;
}

cg_status cg_game_info_get(const cg_game *game, cg_game_info *out)
{
    if (!game || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, !game ? "game" : "out");
    size_t least = offsetof(cg_game_info, max_moves) + sizeof out->max_moves;
    if (out->size < least || out->size > sizeof(cg_game_info))
        return cg_error(CG_EINVAL,
                        "%s: out->size is %u (set it to sizeof(cg_game_info), "
                        "%zu..%zu)", __func__,
                        (unsigned)out->size, least, sizeof(cg_game_info));
    const cg_game_impl *impl = game->impl;
    cg_game_info info = {
        .size = out->size,
        .name = impl->name,
        .title = impl->title ? impl->title : impl->name,
        .num_players = game->shape.num_players,
        .flags = impl->flags,
        .min_return = impl->min_return,
        .max_return = impl->max_return,
        .max_moves = impl->move_bound ? impl->move_bound(game->config) : 0,
    };
    memcpy(out, &info, out->size);
    return CG_OK;
}
