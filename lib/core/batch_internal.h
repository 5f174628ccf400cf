/* The layout of a batch, shared by batch.c (making, threads), batch_step.c
   (observing, stepping) and batch_config.c (autoreset, caps, resets, bots). */
#ifndef CG_CORE_BATCH_INTERNAL_H
#define CG_CORE_BATCH_INTERNAL_H

#include <stdalign.h>
#include <stdatomic.h>
#include <stdint.h>

#include "handles.h"
#include "workers.h"

/* The next unclaimed state of a range, alone on its cache line. */
typedef struct {
    alignas(64) atomic_size_t next;
} range_cursor;

/* How a state's game ended, while it waits for its next game (NEXT_STEP,
   DISABLED). */
enum { ENDED_NO = 0, ENDED_TERMINATED = 1, ENDED_TRUNCATED = 2 };

struct cg_batch {
    const cg_game *game;
    size_t size;
    size_t stride;         /* bytes from one state to the next */
    uint64_t *started;     /* games started in each slot, after the states */
    uint64_t *slot_seed;   /* each slot's seed (cg_seed_derive(seed, i)) */
    uint8_t *ended;        /* ENDED_* of each slot */
    uint8_t *truncated;    /* of the last step */
    cg_autoreset autoreset;
    uint32_t max_moves;    /* 0: no cap */
    cg_bot **bots;         /* bots[seat * bot_parts + part], NULL: none at all */
    unsigned bot_parts;    /* the threads the bots were made for */
    cg_workers *workers;   /* NULL: observed and stepped on the caller's thread */
    range_cursor *cursors; /* with workers: the next unclaimed state of each range */
    alignas(max_align_t) unsigned char states[];
};

static inline cg_state *cg_batch_state_at(const cg_batch *batch, size_t i)
{
    return (cg_state *)(void *)(batch->states + i * batch->stride);
}

static inline bool cg_batch_state_over(const cg_state *s)
{
    return s->game->impl->is_terminal(s->game->config, s->block);
}

/* The threads the batch is stepped on (1 without workers of its own). */
static inline unsigned cg_batch_parts(const cg_batch *batch)
{
    return batch->workers ? cg_workers_parts(batch->workers) : 1;
}

/* Whether state i's game was stopped by the batch's cap (running, with
   max_moves moves or more). */
static inline bool cg_batch_capped(const cg_batch *batch, const cg_state *s)
{
    return batch->max_moves && s->move_number >= batch->max_moves;
}

/* The bots (made for `part`) move state i until a seat without a bot is to
   move, the game ends or the cap is reached. */
void cg_batch_play_bots(cg_batch *batch, size_t i, unsigned part);
/* State i starts its next game (its bots moving first). */
void cg_batch_restart(cg_batch *batch, size_t i, unsigned part);
/* Remakes the bots for `parts` threads; CG_ENOMEM (or the bot's own error)
   leaves them as they were. */
cg_status cg_batch_bots_resize(cg_batch *batch, unsigned parts, const char *caller);
/* Frees every bot of the batch. */
void cg_batch_bots_free(cg_batch *batch);

#endif
