/* Batches: many states of one game in one allocation, observed and stepped
   together by dense actions, each game started again when it ends. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "handles.h"
#include "workers.h"

/* The next unclaimed state of a range, alone on its cache line. */
typedef struct {
    alignas(64) atomic_size_t next;
} range_cursor;

struct cg_batch {
    const cg_game *game;
    size_t size;
    size_t stride;     /* bytes from one state to the next */
    uint64_t seed;
    uint64_t *started; /* games started in each slot, after the states */
    cg_workers *workers; /* NULL: observed and stepped on the caller's thread */
    range_cursor *cursors; /* with workers: the next unclaimed state of each range */
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
    batch->cursors = NULL;
    for (size_t i = 0; i < size; i++) {
        batch->started[i] = 1;
        cg_state_start(state_at(batch, i), game, cg_seed_derive(seed, i));
    }
    *out = batch;
    return CG_OK;
}

void cg_batch_free(cg_batch *batch)
{
    if (batch) {
        cg_workers_free(batch->workers);
        free(batch->cursors);
    }
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

/* Writes state i's player, mask and observation (each skipped when NULL). */
static void observe_state(const cg_batch *batch, size_t i, float *observation, uint8_t *mask,
                          int32_t *player)
{
    const cg_game *game = batch->game;
    const cg_state *s = state_at(batch, i);
    bool over = is_over(s);
    int to_move = over ? CG_PLAYER_NONE : game->impl->current_player(game->config, s->block);
    if (player)
        *player = to_move;
    if (mask)
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
    cg_status st = check_range(batch, begin, end, "cg_batch_observe_range");
    if (st == CG_OK)
        st = check_observable(batch, observations, "cg_batch_observe");
    if (st == CG_OK)
        observe_range(batch, begin, end, observations, masks, players);
    return st;
}

/* Whether action may be given to state i: legal, or not read (the state is
   over: finished by the caller). Sets no error, so that workers may call it. */
static bool action_accepted(const cg_batch *batch, size_t i, uint32_t action)
{
    const cg_state *s = state_at(batch, i);
    const cg_game *game = batch->game;
    return is_over(s) || (action < game->shape.action_count &&
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

/* Applies action (checked legal) to state i, writes its returns row and done
   flag (each skipped when NULL), and starts its next game if it ended. */
static void apply_state(cg_batch *batch, size_t i, uint32_t action, float *returns,
                        uint8_t *done)
{
    const cg_game *game = batch->game;
    cg_state *s = state_at(batch, i);
    if (!is_over(s))
        cg_state_apply_legal(s, cg_action_move(game, action));
    bool over = is_over(s);
    if (returns)
        for (int p = 0; p < game->shape.num_players; p++)
            returns[p] = over ? (float)game->impl->returns(game->config, s->block, p) : 0.0f;
    if (done)
        *done = over;
    if (over) {
        uint64_t slot_seed = cg_seed_derive(batch->seed, i);
        cg_state_start(s, game, cg_seed_derive(slot_seed, batch->started[i]++));
    }
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
                    done ? done + k : NULL);
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
    size_t refused = first_refused(batch, begin, end, actions);
    if (refused != SIZE_MAX)
        return refuse_action(batch, refused, actions[refused - begin], "cg_batch_step");
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
/* Does the job's work on the states [begin, end). */
typedef void chunk_work(batch_job *job, size_t begin, size_t end);

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
            job->work(job, first, stop);
    }
}

/* Runs work over the whole batch: on the batch's threads, or on this one. */
static void run_job(batch_job *job, chunk_work *work)
{
    cg_batch *batch = job->batch;
    job->work = work;
    if (!batch->workers) {
        work(job, 0, batch->size);
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
static void step_observe_chunk(batch_job *job, size_t begin, size_t end)
{
    cg_batch *batch = job->batch;
    size_t players = (size_t)batch->game->shape.num_players;
    size_t obs_size = cg_observation_size(&batch->game->shape);
    size_t actions = batch->game->shape.action_count;
    bool observing = job->observations || job->masks || job->players;
    for (size_t i = begin; i < end; i++) {
        if (job->actions)
            apply_state(batch, i, job->actions[i], job->returns ? job->returns + i * players : NULL,
                        job->done ? job->done + i : NULL);
        if (observing)
            observe_state(batch, i,
                          job->observations ? job->observations + i * obs_size : NULL,
                          job->masks ? job->masks + i * actions : NULL,
                          job->players ? job->players + i : NULL);
    }
}

/* Lowers job->lowest_refused to the first refused action of [begin, end). */
static void check_chunk(batch_job *job, size_t begin, size_t end)
{
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
        return cg_error(CG_EINVAL, "cg_batch_observe: batch is NULL");
    cg_status st = check_observable(batch, observations, "cg_batch_observe");
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
    return step_job(&job, "cg_batch_step");
}

cg_status cg_batch_step_observe(cg_batch *batch, const uint32_t *actions, float *returns,
                                uint8_t *done, float *observations, uint8_t *masks,
                                int32_t *players)
{
    batch_job job = {.batch = batch, .actions = actions, .returns = returns, .done = done,
                     .observations = observations, .masks = masks, .players = players};
    return step_job(&job, "cg_batch_step_observe");
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
    range_cursor *cursors = NULL;
    if (threads > 1) {
        cursors = aligned_alloc(alignof(range_cursor), threads * sizeof *cursors);
        if (!cursors)
            return cg_error(CG_ENOMEM, "cg_batch_set_threads: out of memory (%u threads)",
                            threads);
        cg_status st = cg_workers_new(threads, "cg_batch_set_threads", &workers);
        if (st != CG_OK) {
            free(cursors);
            return st;
        }
    }
    cg_workers_free(batch->workers);
    free(batch->cursors);
    batch->workers = workers;
    batch->cursors = cursors;
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
