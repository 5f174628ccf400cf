/* Batches: many states of one game in one allocation, observed and stepped
   together by dense actions, each game started again when it ends. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "handles.h"
#include "workers.h"

struct cg_batch {
    const cg_game *game;
    size_t size;
    size_t stride;     /* bytes from one state to the next */
    uint64_t seed;
    uint64_t *started; /* games started in each slot, after the states */
    cg_workers *workers; /* NULL: observed and stepped on the caller's thread */
    alignas(max_align_t) unsigned char states[];
};

static cg_state *state_at(const cg_batch *batch, size_t i)
{
    return (cg_state *)(void *)(batch->states + i * batch->stride);
}

cg_status cg_batch_new(const cg_game *game, size_t size, uint64_t seed, cg_batch **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "cg_batch_new: out is NULL");
    if (!game)
        return cg_error(CG_EINVAL, "cg_batch_new: game is NULL");
    size_t align = alignof(max_align_t);
    size_t stride = (cg_state_alloc_size(game) + align - 1) / align * align;
    if (size > (SIZE_MAX - sizeof(cg_batch)) / (stride + sizeof(uint64_t)))
        return cg_error(CG_EINVAL, "cg_batch_new: %zu states of %s (%zu bytes each) are too many",
                        size, game->impl->name, stride);
    cg_batch *batch = malloc(sizeof(cg_batch) + size * (stride + sizeof(uint64_t)));
    if (!batch)
        return cg_error(CG_ENOMEM, "cg_batch_new: out of memory (%zu states of %s)", size,
                        game->impl->name);
    batch->game = game;
    batch->size = size;
    batch->stride = stride;
    batch->seed = seed;
    batch->started = (uint64_t *)(void *)(batch->states + size * stride);
    batch->workers = NULL;
    for (size_t i = 0; i < size; i++) {
        batch->started[i] = 1;
        cg_state_start(state_at(batch, i), game, cg_seed_derive(seed, i));
    }
    *out = batch;
    return CG_OK;
}

void cg_batch_free(cg_batch *batch)
{
    if (batch)
        cg_workers_free(batch->workers);
    free(batch);
}

size_t cg_batch_size(const cg_batch *batch)
{
    if (!batch) {
        cg_error(CG_EINVAL, "cg_batch_size: batch is NULL");
        return 0;
    }
    return batch->size;
}

cg_state *cg_batch_state(cg_batch *batch, size_t index)
{
    if (!batch) {
        cg_error(CG_EINVAL, "cg_batch_state: batch is NULL");
        return NULL;
    }
    if (index >= batch->size) {
        cg_error(CG_EINVAL, "cg_batch_state: index %zu is past the batch's %zu states", index,
                 batch->size);
        return NULL;
    }
    return state_at(batch, index);
}

static bool is_over(const cg_state *s)
{
    return s->game->impl->is_terminal(s->game->config, s->block);
}

/* CG_OK when [begin, end) is a range of the batch's states. */
static cg_status check_range(const cg_batch *batch, size_t begin, size_t end, const char *caller)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", caller);
    if (begin > end || end > batch->size)
        return cg_error(CG_EINVAL, "%s: [%zu, %zu) is not a range of the batch's %zu states",
                        caller, begin, end, batch->size);
    return CG_OK;
}

cg_status cg_batch_observe_range(const cg_batch *batch, size_t begin, size_t end,
                                 float *observations, uint8_t *masks, int32_t *players)
{
    cg_status st = check_range(batch, begin, end, "cg_batch_observe_range");
    if (st != CG_OK)
        return st;
    const cg_game *game = batch->game;
    const cg_game_impl *impl = game->impl;
    if (observations && !impl->observe)
        return cg_error(CG_EINVAL, "cg_batch_observe: %s has no observation", impl->name);
    size_t obs_size = cg_observation_size(&game->shape);
    size_t actions = game->shape.action_count;
    for (size_t i = begin; i < end; i++) {
        const cg_state *s = state_at(batch, i);
        bool over = is_over(s);
        int player = over ? CG_PLAYER_NONE : impl->current_player(game->config, s->block);
        size_t k = i - begin;
        if (players)
            players[k] = player;
        if (masks)
            cg_state_mask_write(s, masks + k * actions);
        if (!observations)
            continue;
        float *obs = observations + k * obs_size;
        if (over)
            memset(obs, 0, obs_size * sizeof *obs);
        else
            impl->observe(game->config, s->block, player, obs);
    }
    return CG_OK;
}

/* Whether action is legal for state s; CG_OK or a CG_EILLEGAL error naming i. */
static cg_status check_action(const cg_batch *batch, size_t i, uint32_t action)
{
    const cg_state *s = state_at(batch, i);
    const cg_game *game = batch->game;
    if (is_over(s))
        return CG_OK; /* finished by the caller: its action is not read */
    if (action >= game->shape.action_count)
        return cg_error(CG_EILLEGAL,
                        "cg_batch_step: action %u for state %zu is out of range (%s has 0..%u)",
                        (unsigned)action, i, game->impl->name,
                        (unsigned)game->shape.action_count - 1);
    if (!cg_state_move_legal(s, cg_action_move(game, action)))
        return cg_error(CG_EILLEGAL, "cg_batch_step: action %u is not legal in state %zu",
                        (unsigned)action, i);
    return CG_OK;
}

/* Applies actions (checked legal) to the states [begin, end). */
static void apply_range(cg_batch *batch, size_t begin, size_t end, const uint32_t *actions,
                        float *returns, uint8_t *done)
{
    const cg_game *game = batch->game;
    const cg_game_impl *impl = game->impl;
    size_t players = (size_t)game->shape.num_players;
    for (size_t i = begin; i < end; i++) {
        cg_state *s = state_at(batch, i);
        size_t k = i - begin;
        if (!is_over(s))
            cg_state_apply_legal(s, cg_action_move(game, actions[k]));
        bool over = is_over(s);
        if (returns)
            for (size_t p = 0; p < players; p++)
                returns[k * players + p] =
                    over ? (float)impl->returns(game->config, s->block, (int)p) : 0.0f;
        if (done)
            done[k] = over;
        if (over) {
            uint64_t slot_seed = cg_seed_derive(batch->seed, i);
            cg_state_start(s, game, cg_seed_derive(slot_seed, batch->started[i]++));
        }
    }
}

cg_status cg_batch_step_range(cg_batch *batch, size_t begin, size_t end, const uint32_t *actions,
                              float *returns, uint8_t *done)
{
    cg_status st = check_range(batch, begin, end, "cg_batch_step_range");
    if (st != CG_OK)
        return st;
    if (!actions && end > begin)
        return cg_error(CG_EINVAL, "cg_batch_step: actions is NULL");
    for (size_t i = begin; i < end; i++) {
        st = check_action(batch, i, actions[i - begin]);
        if (st != CG_OK)
            return st;
    }
    apply_range(batch, begin, end, actions, returns, done);
    return CG_OK;
}

/* ---- Whole batches, on the caller's thread or on the batch's workers ---- */

/* What the parts of a whole-batch call share. */
typedef struct {
    cg_batch *batch;
    const uint32_t *actions;
    float *returns, *observations;
    uint8_t *done, *masks;
    int32_t *players;
    atomic_size_t first_illegal; /* the lowest index of an illegal action, or SIZE_MAX */
} batch_job;

/* The states of part `part`: [*begin, *end). */
static void part_range(const cg_batch *batch, unsigned part, size_t *begin, size_t *end)
{
    size_t parts = cg_workers_parts(batch->workers);
    *begin = batch->size / parts * part + (batch->size % parts) * part / parts;
    *end = batch->size / parts * (part + 1) + (batch->size % parts) * (part + 1) / parts;
}

static void observe_part(void *arg, unsigned part)
{
    batch_job *job = arg;
    const cg_batch *batch = job->batch;
    size_t begin, end;
    part_range(batch, part, &begin, &end);
    size_t obs_size = cg_observation_size(&batch->game->shape);
    size_t actions = batch->game->shape.action_count;
    cg_batch_observe_range(batch, begin, end,
                           job->observations ? job->observations + begin * obs_size : NULL,
                           job->masks ? job->masks + begin * actions : NULL,
                           job->players ? job->players + begin : NULL);
}

/* Lowers first_illegal to the first illegal action of the part, if any. */
static void check_part(void *arg, unsigned part)
{
    batch_job *job = arg;
    size_t begin, end;
    part_range(job->batch, part, &begin, &end);
    for (size_t i = begin; i < end; i++) {
        if (check_action(job->batch, i, job->actions[i]) == CG_OK)
            continue;
        size_t lowest = atomic_load(&job->first_illegal);
        while (i < lowest && !atomic_compare_exchange_weak(&job->first_illegal, &lowest, i)) {
        }
        return;
    }
}

static void apply_part(void *arg, unsigned part)
{
    batch_job *job = arg;
    size_t begin, end;
    part_range(job->batch, part, &begin, &end);
    size_t players = (size_t)job->batch->game->shape.num_players;
    apply_range(job->batch, begin, end, job->actions + begin,
                job->returns ? job->returns + begin * players : NULL,
                job->done ? job->done + begin : NULL);
}

cg_status cg_batch_observe(const cg_batch *batch, float *observations, uint8_t *masks,
                           int32_t *players)
{
    if (!batch)
        return cg_error(CG_EINVAL, "cg_batch_observe: batch is NULL");
    if (!batch->workers)
        return cg_batch_observe_range(batch, 0, batch->size, observations, masks, players);
    if (observations && !batch->game->impl->observe)
        return cg_error(CG_EINVAL, "cg_batch_observe: %s has no observation",
                        batch->game->impl->name);
    batch_job job = {.batch = (cg_batch *)batch, .observations = observations, .masks = masks,
                     .players = players};
    cg_workers_run(batch->workers, observe_part, &job);
    return CG_OK;
}

cg_status cg_batch_step(cg_batch *batch, const uint32_t *actions, float *returns, uint8_t *done)
{
    if (!batch)
        return cg_error(CG_EINVAL, "cg_batch_step: batch is NULL");
    if (!batch->workers)
        return cg_batch_step_range(batch, 0, batch->size, actions, returns, done);
    if (!actions && batch->size > 0)
        return cg_error(CG_EINVAL, "cg_batch_step: actions is NULL");
    batch_job job = {.batch = batch, .actions = actions, .returns = returns, .done = done};
    atomic_init(&job.first_illegal, SIZE_MAX);
    cg_workers_run(batch->workers, check_part, &job);
    size_t illegal = atomic_load(&job.first_illegal);
    if (illegal != SIZE_MAX)
        return check_action(batch, illegal, actions[illegal]); /* its message, on this thread */
    cg_workers_run(batch->workers, apply_part, &job);
    return CG_OK;
}

cg_status cg_batch_set_threads(cg_batch *batch, unsigned threads)
{
    if (!batch)
        return cg_error(CG_EINVAL, "cg_batch_set_threads: batch is NULL");
    if (threads < 1 || threads > CG_BATCH_THREADS_MAX)
        return cg_error(CG_EINVAL, "cg_batch_set_threads: %u threads (1..%u)", threads,
                        (unsigned)CG_BATCH_THREADS_MAX);
    if (threads == cg_batch_threads(batch))
        return CG_OK;
    cg_workers *workers = NULL;
    if (threads > 1) {
        cg_status st = cg_workers_new(threads, "cg_batch_set_threads", &workers);
        if (st != CG_OK)
            return st;
    }
    cg_workers_free(batch->workers);
    batch->workers = workers;
    return CG_OK;
}

unsigned cg_batch_threads(const cg_batch *batch)
{
    if (!batch) {
        cg_error(CG_EINVAL, "cg_batch_threads: batch is NULL");
        return 0;
    }
    return batch->workers ? cg_workers_parts(batch->workers) : 1;
}
