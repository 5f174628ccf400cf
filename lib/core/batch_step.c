/* Observing and stepping a batch's states, on the caller's thread or on the
   batch's threads. */
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

#include "batch_internal.h"

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

/* Writes state i's player, mask and observation (each skipped when NULL);
   a state whose game ended (waiting for the next, or stopped by the cap) is
   observed as finished. */
static void observe_state(const cg_batch *batch, size_t i, float *observation, uint8_t *mask,
                          int32_t *player)
{
    const cg_game *game = batch->game;
    const cg_state *s = cg_batch_state_at(batch, i);
    bool over = batch->ended[i] || cg_batch_state_over(s) || cg_batch_capped(batch, s);
    int to_move = over ? CG_PLAYER_NONE : game->impl->current_player(game->config, s->block);
    if (player)
        *player = to_move;
    if (mask && over)
        memset(mask, 0, game->shape.action_count);
    else if (mask)
        cg_state_mask_write(s, mask);
    if (!observation)
        return;
    if (over)
        memset(observation, 0, cg_observation_size(&game->shape) * sizeof *observation);
    else
        game->impl->observe(game->config, s->block, to_move, observation);
}

/* CG_OK when the batch's game can write observations, if asked for. */
static cg_status check_observable(const cg_batch *batch, const float *observations,
                                  const char *caller)
{
    if (observations && !batch->game->impl->observe)
        return cg_error(CG_EINVAL, "%s: %s has no observation", caller, batch->game->impl->name);
    return CG_OK;
}

/* Observes the states [begin, end) into rows 0.. of the outputs. */
static void observe_range(const cg_batch *batch, size_t begin, size_t end, float *observations,
                          uint8_t *masks, int32_t *players)
{
    size_t obs_size = cg_observation_size(&batch->game->shape);
    size_t actions = batch->game->shape.action_count;
    for (size_t i = begin; i < end; i++) {
        size_t k = i - begin;
        observe_state(batch, i, observations ? observations + k * obs_size : NULL,
                      masks ? masks + k * actions : NULL, players ? players + k : NULL);
    }
}

cg_status cg_batch_observe_range(const cg_batch *batch, size_t begin, size_t end,
                                 float *observations, uint8_t *masks, int32_t *players)
{
    cg_status st = check_range(batch, begin, end, __func__);
    if (st == CG_OK)
        st = check_observable(batch, observations, __func__);
    if (st == CG_OK)
        observe_range(batch, begin, end, observations, masks, players);
    return st;
}

/* Whether action may be given to state i: legal, or not read (the state's
   game ended: finished by the caller, or waiting for its next game, or
   stopped by the cap). Sets no error, so that workers may call it. */
static bool action_accepted(const cg_batch *batch, size_t i, uint32_t action)
{
    const cg_state *s = cg_batch_state_at(batch, i);
    const cg_game *game = batch->game;
    return batch->ended[i] || cg_batch_state_over(s) || cg_batch_capped(batch, s) ||
           (action < game->shape.action_count &&
            cg_state_move_legal(s, cg_action_move(game, action)));
}

/* The CG_EILLEGAL error of action, refused for state i. */
static cg_status refuse_action(const cg_batch *batch, size_t i, uint32_t action,
                               const char *caller)
{
    const cg_game *game = batch->game;
    if (action >= game->shape.action_count)
        return cg_error(CG_EILLEGAL, "%s: action %u for state %zu is out of range (%s has 0..%u)",
                        caller, (unsigned)action, i, game->impl->name,
                        (unsigned)game->shape.action_count - 1);
    return cg_error(CG_EILLEGAL, "%s: action %u is not legal in state %zu", caller,
                    (unsigned)action, i);
}

/* The lowest i in [begin, end) whose action actions[i - begin] is refused, or
   SIZE_MAX. */
static size_t first_refused(const cg_batch *batch, size_t begin, size_t end,
                            const uint32_t *actions)
{
    for (size_t i = begin; i < end; i++)
        if (!action_accepted(batch, i, actions[i - begin]))
            return i;
    return SIZE_MAX;
}

/* Writes state i's returns row and done flag (each skipped when NULL) and its
   truncated flag: `ended` (ENDED_*) says how its game ended in this step. */
static void report_state(cg_batch *batch, size_t i, int ended, float *returns, uint8_t *done)
{
    const cg_game *game = batch->game;
    const cg_state *s = cg_batch_state_at(batch, i);
    if (returns)
        for (int p = 0; p < game->shape.num_players; p++)
            returns[p] = ended == ENDED_TERMINATED
                             ? (float)game->impl->returns(game->config, s->block, p)
                             : 0.0f;
    if (done)
        *done = ended != ENDED_NO;
    batch->truncated[i] = ended == ENDED_TRUNCATED;
}

/* Applies action (checked accepted) to state i, the bots (made for `part`)
   answering, and reports it; a game that ends goes on as the autoreset mode
   says. */
static void apply_state(cg_batch *batch, size_t i, uint32_t action, float *returns,
                        uint8_t *done, unsigned part)
{
    cg_state *s = cg_batch_state_at(batch, i);
    if (batch->ended[i]) { /* ended by an earlier step, waiting */
        if (batch->autoreset == CG_AUTORESET_DISABLED) {
            report_state(batch, i, batch->ended[i], returns, done);
            return;
        }
        cg_batch_restart(batch, i, part);
        report_state(batch, i, ENDED_NO, returns, done);
        return;
    }
    if (!cg_batch_state_over(s) && !cg_batch_capped(batch, s)) {
        cg_state_apply_legal(s, cg_action_move(batch->game, action));
        cg_batch_play_bots(batch, i, part);
    }
    int ended = cg_batch_state_over(s)       ? ENDED_TERMINATED
                : cg_batch_capped(batch, s) ? ENDED_TRUNCATED
                                            : ENDED_NO;
    report_state(batch, i, ended, returns, done);
    if (ended == ENDED_NO)
        return;
    if (batch->autoreset == CG_AUTORESET_SAME_STEP)
        cg_batch_restart(batch, i, part);
    else
        batch->ended[i] = (uint8_t)ended;
}

/* Applies actions (checked legal) to the states [begin, end); rows 0.. of the
   outputs. */
static void apply_range(cg_batch *batch, size_t begin, size_t end, const uint32_t *actions,
                        float *returns, uint8_t *done)
{
    size_t players = (size_t)batch->game->shape.num_players;
    for (size_t i = begin; i < end; i++) {
        size_t k = i - begin;
        apply_state(batch, i, actions[k], returns ? returns + k * players : NULL,
                    done ? done + k : NULL, 0);
    }
}

cg_status cg_batch_step_range(cg_batch *batch, size_t begin, size_t end, const uint32_t *actions,
                              float *returns, uint8_t *done)
{
    cg_status st = check_range(batch, begin, end, __func__);
    if (st != CG_OK)
        return st;
    if (!actions && end > begin)
        return cg_error(CG_EINVAL, "%s: actions is NULL", __func__);
    size_t refused = first_refused(batch, begin, end, actions);
    if (refused != SIZE_MAX)
        return refuse_action(batch, refused, actions[refused - begin], __func__);
    apply_range(batch, begin, end, actions, returns, done);
    return CG_OK;
}

/* ---- Whole batches, on the caller's thread or on the batch's threads ----

   With threads, the batch is split in one range per thread. Each thread works
   through its own range, claiming a quarter of what is left of it at a time,
   then helps the others finish theirs: the states mostly stay in one
   processor's cache from step to step, and a thread slowed down (its processor
   lent to another program) holds up the call by its last claim at most. Which
   thread steps a state does not change its game. Against fixed halves, on 2
   cores: Shephy and SlugDungeon gain about 10% on two threads; War, whose
   states are cheapest to step, loses a little (states moving between caches),
   more with claims of a fixed 16 states. */

/* The fewest states claimed at a time. */
enum { CHUNK = 16 };

typedef struct batch_job batch_job;
/* Does the job's work on the states [begin, end), as thread `part`. */
typedef void chunk_work(batch_job *job, size_t begin, size_t end, unsigned part);

/* What the threads of a whole-batch call share. */
struct batch_job {
    cg_batch *batch;
    chunk_work *work;
    const uint32_t *actions; /* NULL: observe only */
    float *returns, *observations;
    uint8_t *done, *masks;
    int32_t *players;
    atomic_size_t lowest_refused; /* the lowest index of a refused action, or SIZE_MAX */
};

/* The states of range `part` of `parts`: [*begin, *end). */
static void part_range(const cg_batch *batch, unsigned parts, unsigned part, size_t *begin,
                       size_t *end)
{
    *begin = batch->size / parts * part + (batch->size % parts) * part / parts;
    *end = batch->size / parts * (part + 1) + (batch->size % parts) * (part + 1) / parts;
}

/* Claims the next states of range `range` (ending at end): a quarter of what
   is left of it, at least CHUNK; false when none is left. */
static bool claim(const cg_batch *batch, unsigned range, size_t end, size_t *begin,
                  size_t *stop)
{
    atomic_size_t *next = &batch->cursors[range].next;
    size_t first = atomic_load_explicit(next, memory_order_relaxed);
    size_t count;
    do {
        if (first >= end)
            return false;
        count = (end - first) / 4 < CHUNK ? CHUNK : (end - first) / 4;
        if (count > end - first)
            count = end - first;
    } while (!atomic_compare_exchange_weak_explicit(next, &first, first + count,
                                                    memory_order_relaxed, memory_order_relaxed));
    *begin = first;
    *stop = first + count;
    return true;
}

/* Thread `part`'s share of a job: its own range, then what is left of the others'. */
static void claim_chunks(void *arg, unsigned part)
{
    batch_job *job = arg;
    const cg_batch *batch = job->batch;
    unsigned parts = cg_workers_parts(batch->workers);
    for (unsigned k = 0; k < parts; k++) {
        unsigned range = (part + k) % parts;
        size_t begin, end, first, stop;
        part_range(batch, parts, range, &begin, &end);
        while (claim(batch, range, end, &first, &stop))
            job->work(job, first, stop, part);
    }
}

/* Runs work over the whole batch: on the batch's threads, or on this one. */
static void run_job(batch_job *job, chunk_work *work)
{
    cg_batch *batch = job->batch;
    job->work = work;
    if (!batch->workers) {
        work(job, 0, batch->size, 0);
        return;
    }
    unsigned parts = cg_workers_parts(batch->workers);
    for (unsigned range = 0; range < parts; range++) {
        size_t begin, end;
        part_range(batch, parts, range, &begin, &end);
        atomic_store_explicit(&batch->cursors[range].next, begin, memory_order_relaxed);
    }
    cg_workers_run(batch->workers, claim_chunks, job); /* publishes the cursors */
}

/* Applies the actions of [begin, end) (when the job has them), then observes
   (when asked): each state in turn, while it is in the processor's cache. */
static void step_observe_chunk(batch_job *job, size_t begin, size_t end, unsigned part)
{
    cg_batch *batch = job->batch;
    size_t players = (size_t)batch->game->shape.num_players;
    size_t obs_size = cg_observation_size(&batch->game->shape);
    size_t actions = batch->game->shape.action_count;
    bool observing = job->observations || job->masks || job->players;
    for (size_t i = begin; i < end; i++) {
        if (job->actions)
            apply_state(batch, i, job->actions[i], job->returns ? job->returns + i * players : NULL,
                        job->done ? job->done + i : NULL, part);
        if (observing)
            observe_state(batch, i,
                          job->observations ? job->observations + i * obs_size : NULL,
                          job->masks ? job->masks + i * actions : NULL,
                          job->players ? job->players + i : NULL);
    }
}

/* Lowers job->lowest_refused to the first refused action of [begin, end). */
static void check_chunk(batch_job *job, size_t begin, size_t end, unsigned part)
{
    (void)part;
    size_t lowest = atomic_load(&job->lowest_refused);
    if (begin > lowest)
        return; /* a lower one is known */
    size_t i = first_refused(job->batch, begin, end, job->actions + begin);
    while (i < lowest && !atomic_compare_exchange_weak(&job->lowest_refused, &lowest, i)) {
    }
}

cg_status cg_batch_observe(const cg_batch *batch, float *observations, uint8_t *masks,
                           int32_t *players)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
    cg_status st = check_observable(batch, observations, __func__);
    if (st != CG_OK)
        return st;
    batch_job job = {.batch = (cg_batch *)batch, .observations = observations, .masks = masks,
                     .players = players};
    run_job(&job, step_observe_chunk);
    return CG_OK;
}

/* Checks every action of the job (all or nothing), then applies them and
   observes what it asks for. caller names the function in messages. */
static cg_status step_job(batch_job *job, const char *caller)
{
    cg_batch *batch = job->batch;
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", caller);
    if (!job->actions && batch->size > 0)
        return cg_error(CG_EINVAL, "%s: actions is NULL", caller);
    cg_status st = check_observable(batch, job->observations, caller);
    if (st != CG_OK)
        return st;
    if (batch->size == 0)
        return CG_OK;
    atomic_init(&job->lowest_refused, SIZE_MAX);
    run_job(job, check_chunk);
    size_t refused = atomic_load(&job->lowest_refused);
    if (refused != SIZE_MAX)
        return refuse_action(batch, refused, job->actions[refused], caller);
    run_job(job, step_observe_chunk);
    return CG_OK;
}

cg_status cg_batch_step(cg_batch *batch, const uint32_t *actions, float *returns, uint8_t *done)
{
    batch_job job = {.batch = batch, .actions = actions, .returns = returns, .done = done};
    return step_job(&job, __func__);
}

cg_status cg_batch_step_observe(cg_batch *batch, const uint32_t *actions, float *returns,
                                uint8_t *done, float *observations, uint8_t *masks,
                                int32_t *players)
{
    batch_job job = {.batch = batch, .actions = actions, .returns = returns, .done = done,
                     .observations = observations, .masks = masks, .players = players};
    return step_job(&job, __func__);
}
