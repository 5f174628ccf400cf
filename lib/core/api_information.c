/* Information and chance: reseeding a state's generator, and resampling what a
   viewer cannot know (determinisation). */
#include "handles.h"

cg_status cg_state_reseed(cg_state *state, uint64_t seed)
{
    cg_status st = cg_check_state(state, __func__);
    if (st != CG_OK)
        return st;
    cg_rng_seed(&state->rng, seed);
    return CG_OK;
}

cg_status cg_state_resample(cg_state *state, int viewer, uint64_t seed)
{
    cg_status st = cg_check_state(state, __func__);
    if (st != CG_OK)
        return st;
    const cg_game *game = state->game;
    if (viewer != CG_PLAYER_NONE && (viewer < 0 || viewer >= game->shape.num_players))
        return cg_error(CG_EINVAL,
                        "%s: no viewer %d in %s (CG_PLAYER_NONE or 0..%d)", __func__, viewer,
                        game->impl->name, game->shape.num_players - 1);
    if (viewer != CG_PLAYER_NONE && game->impl->resample) {
        /* The completion draws from its own stream of the seed, so that it is
           unrelated to the chance the reseeded state draws afterwards. */
        cg_rng sampler;
        cg_rng_seed_stream(&sampler, seed, CG_STREAM_RESAMPLE);
        game->impl->resample(game->config, state->block, viewer, &sampler);
    }
    cg_rng_seed(&state->rng, seed);
    return CG_OK;
}
