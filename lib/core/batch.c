/* Batches: many states of one game in one allocation, observed and stepped
   together by dense actions (batch_step.c), each game started again when it
   ends as the batch's autoreset mode says (batch_config.c). This file makes
   and frees them and gives them threads. */
#include <stdlib.h>
#include <string.h>

#include "batch_internal.h"

cg_status cg_batch_new(const cg_game *game, size_t size, uint64_t seed, cg_batch **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (!game)
        return cg_error(CG_EINVAL, "%s: game is NULL", __func__);
    size_t align = alignof(max_align_t);
    size_t stride = (cg_state_alloc_size(game) + align - 1) / align * align;
    /* each slot: its state, started, slot_seed, ended, truncated */
    size_t per_slot = stride + 2 * sizeof(uint64_t) + 2;
    if (size > (SIZE_MAX - sizeof(cg_batch)) / per_slot)
        return cg_error(CG_EINVAL, "%s: %zu states of %s (%zu bytes each) are too many", __func__,
                        size, game->impl->name, stride);
    cg_batch *batch = malloc(sizeof(cg_batch) + size * per_slot);
    if (!batch)
        return cg_error(CG_ENOMEM, "%s: out of memory (%zu states of %s)", __func__, size,
                        game->impl->name);
    batch->game = game;
    batch->size = size;
    batch->stride = stride;
    batch->started = (uint64_t *)(void *)(batch->states + size * stride);
    batch->slot_seed = batch->started + size;
    batch->ended = (uint8_t *)(batch->slot_seed + size);
    batch->truncated = batch->ended + size;
    batch->autoreset = CG_AUTORESET_SAME_STEP;
    batch->max_moves = 0;
    batch->bots = NULL;
    batch->bot_parts = 0;
    batch->workers = NULL;
    batch->cursors = NULL;
    memset(batch->ended, 0, 2 * size);
    for (size_t i = 0; i < size; i++) {
        batch->started[i] = 1;
        batch->slot_seed[i] = cg_seed_derive(seed, i);
        cg_state_start(cg_batch_state_at(batch, i), game, batch->slot_seed[i]);
    }
    *out = batch;
    return CG_OK;
}

void cg_batch_free(cg_batch *batch)
{
    if (batch) {
        cg_batch_bots_free(batch);
        cg_workers_free(batch->workers);
        free(batch->cursors);
    }
    free(batch);
}

size_t cg_batch_size(const cg_batch *batch)
{
    if (!batch) {
        cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
        return 0;
    }
    return batch->size;
}

cg_state *cg_batch_state(cg_batch *batch, size_t index)
{
    if (!batch) {
        cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
        return NULL;
    }
    if (index >= batch->size) {
        cg_error(CG_EINVAL, "%s: index %zu is past the batch's %zu states", __func__, index,
                 batch->size);
        return NULL;
    }
    return cg_batch_state_at(batch, index);
}

cg_status cg_batch_set_threads(cg_batch *batch, unsigned threads)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
    if (threads < 1 || threads > CG_BATCH_THREADS_MAX)
        return cg_error(CG_EINVAL, "%s: %u threads (1..%u)", __func__, threads,
                        (unsigned)CG_BATCH_THREADS_MAX);
    if (threads == cg_batch_threads(batch))
        return CG_OK;
    cg_workers *workers = NULL;
    range_cursor *cursors = NULL;
    if (threads > 1) {
        cursors = aligned_alloc(alignof(range_cursor), threads * sizeof *cursors);
        if (!cursors)
            return cg_error(CG_ENOMEM, "%s: out of memory (%u threads)", __func__,
                            threads);
        cg_status st = cg_workers_new(threads, __func__, &workers);
        if (st != CG_OK) {
            free(cursors);
            return st;
        }
    }
    cg_status st = cg_batch_bots_resize(batch, threads, __func__);
    if (st != CG_OK) {
        cg_workers_free(workers);
        free(cursors);
        return st;
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
        cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
        return 0;
    }
    return cg_batch_parts(batch);
}
