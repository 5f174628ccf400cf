/* Dense actions, legal masks and observations: the interface for learning
   code. Games supply the layout; arguments are checked here. */
#include <string.h>

#include "handles.h"

uint32_t cg_game_action_count(const cg_game *game)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return 0;
    }
    return game->shape.action_count;
}

/* The action of a move, or false when the code is no action of the game. */
static bool action_of(const cg_game *game, cg_move move, uint32_t *action)
{
    if (game->impl->action_of)
        return game->impl->action_of(game->config, move, action);
    if (move >= game->shape.action_count)
        return false;
    *action = move;
    return true;
}

cg_status cg_game_action_of(const cg_game *game, cg_move move, uint32_t *action)
{
    if (!game || !action)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, game ? "action" : "game");
    uint32_t found;
    if (!action_of(game, move, &found))
        return cg_error(CG_EINVAL, "%s: %u is no move of %s", __func__, (unsigned)move,
                        game->impl->name);
    *action = found;
    return CG_OK;
}

cg_move cg_action_move(const cg_game *game, uint32_t action)
{
    return game->impl->move_of ? game->impl->move_of(game->config, action) : action;
}

cg_status cg_game_move_of(const cg_game *game, uint32_t action, cg_move *move)
{
    if (!game || !move)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, game ? "move" : "game");
    if (action >= game->shape.action_count)
        return cg_error(CG_EINVAL, "%s: action %u is out of range (%s has 0..%u)", __func__,
                        (unsigned)action, game->impl->name,
                        (unsigned)game->shape.action_count - 1);
    *move = cg_action_move(game, action);
    return CG_OK;
}

void cg_state_mask_write(const cg_state *state, uint8_t *mask)
{
    const cg_game *game = state->game;
    memset(mask, 0, game->shape.action_count);
    if (game->impl->is_terminal(game->config, state->block))
        return;
    if (game->impl->legal_mask) {
        game->impl->legal_mask(game->config, state->block, mask);
        return;
    }
    cg_move list[CG_MOVES_MAX];
    cg_moves moves = {list, CG_MOVES_MAX, 0};
    game->impl->legal_moves(game->config, state->block, &moves);
    CG_ASSERT(moves.count <= game->shape.max_moves);
    for (size_t i = 0; i < moves.count; i++) {
        uint32_t a;
        if (action_of(game, list[i], &a)) {
            CG_ASSERT(a < game->shape.action_count);
            mask[a] = 1;
        }
    }
}

size_t cg_state_legal_mask(const cg_state *state, uint8_t *mask, size_t cap)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return 0;
    const cg_game *game = state->game;
    size_t count = game->shape.action_count;
    if (!mask || cap == 0)
        return count;
    if (cap >= count) {
        cg_state_mask_write(state, mask);
        return count;
    }
    /* A short buffer: the first cap actions only. */
    memset(mask, 0, cap);
    if (game->impl->is_terminal(game->config, state->block))
        return count;
    cg_move list[CG_MOVES_MAX];
    cg_moves moves = {list, CG_MOVES_MAX, 0};
    game->impl->legal_moves(game->config, state->block, &moves);
    for (size_t i = 0; i < moves.count; i++) {
        uint32_t a;
        if (action_of(game, list[i], &a) && a < cap)
            mask[a] = 1;
    }
    return count;
}

size_t cg_game_observation_size(const cg_game *game)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return 0;
    }
    return cg_observation_size(&game->shape);
}

size_t cg_observation_size(const cg_game_shape *shape)
{
    size_t size = 1;
    for (size_t i = 0; i < shape->observation_rank; i++)
        size *= shape->observation_dims[i];
    return size;
}

size_t cg_game_observation_shape(const cg_game *game, size_t *dims, size_t cap)
{
    if (!game) {
        cg_error(CG_EINVAL, "%s: game is NULL", __func__);
        return 0;
    }
    size_t rank = game->shape.observation_rank;
    for (size_t i = 0; dims && i < cap && i < rank; i++)
        dims[i] = game->shape.observation_dims[i];
    return rank;
}

cg_status cg_state_observation(const cg_state *state, int player, float *out, size_t cap)
{
    cg_status st = cg_check_state(state, __func__);
    if (st != CG_OK)
        return st;
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    const cg_game *game = state->game;
    if (cg_check_player(state, player, __func__) != CG_OK)
        return CG_EINVAL;
    size_t size = cg_observation_size(&game->shape);
    if (cap < size)
        return cg_error(CG_EINVAL,
                        "%s: a buffer of %zu floats is too small (%s needs %zu)", __func__,
                        cap, game->impl->name, size);
    if (!game->impl->observe)
        return cg_error(CG_EINVAL, "%s: %s has no observation", __func__,
                        game->impl->name);
    game->impl->observe(game->config, state->block, player, out);
    return CG_OK;
}
