/* A batch's configuration: its autoreset mode, its move cap, its truncation
   flags, resets, and the bots that play some seats inside it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch_internal.h"
#include "bots/bot.h"

cg_status cg_batch_set_autoreset(cg_batch *batch, cg_autoreset mode)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
    if ((unsigned)mode > CG_AUTORESET_DISABLED)
        return cg_error(CG_EINVAL,
                        "%s: mode %d is none of CG_AUTORESET_SAME_STEP (0), "
                        "CG_AUTORESET_NEXT_STEP (1), CG_AUTORESET_DISABLED (2)", __func__,
                        (int)mode);
    batch->autoreset = mode;
    return CG_OK;
}

cg_autoreset cg_batch_autoreset(const cg_batch *batch)
{
    if (!batch) {
        cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
        return CG_AUTORESET_SAME_STEP;
    }
    return batch->autoreset;
}

cg_status cg_batch_set_max_moves(cg_batch *batch, uint32_t max_moves)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
    batch->max_moves = max_moves;
    /* states the old cap stopped on a bot's turn go on to the caller's */
    for (size_t i = 0; i < batch->size; i++)
        if (!batch->ended[i])
            cg_batch_play_bots(batch, i, 0);
    return CG_OK;
}

uint32_t cg_batch_max_moves(const cg_batch *batch)
{
    if (!batch) {
        cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
        return 0;
    }
    return batch->max_moves;
}

cg_status cg_batch_truncated(const cg_batch *batch, uint8_t *out)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
    if (!out && batch->size > 0)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (batch->size > 0)
        memcpy(out, batch->truncated, batch->size);
    return CG_OK;
}

/* Starts slot i's games again from its slot seed. */
static void start_slot(cg_batch *batch, size_t i)
{
    batch->started[i] = 1;
    batch->ended[i] = ENDED_NO;
    batch->truncated[i] = 0;
    cg_state_start(cg_batch_state_at(batch, i), batch->game, batch->slot_seed[i]);
    cg_batch_play_bots(batch, i, 0);
}

cg_status cg_batch_reset(cg_batch *batch, const uint8_t *which, uint64_t seed)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
    for (size_t i = 0; i < batch->size; i++)
        if (!which || which[i]) {
            batch->slot_seed[i] = cg_seed_derive(seed, i);
            start_slot(batch, i);
        }
    return CG_OK;
}

void cg_batch_restart(cg_batch *batch, size_t i, unsigned part)
{
    batch->ended[i] = ENDED_NO;
    cg_state_start(cg_batch_state_at(batch, i), batch->game,
                   cg_seed_derive(batch->slot_seed[i], batch->started[i]++));
    cg_batch_play_bots(batch, i, part);
}

/* ---- Bots ---- */

/* The stream of the bots' seeds, apart from the games' own. */
#define BOT_STREAM 0xb075eed5b075eed5u

void cg_batch_play_bots(cg_batch *batch, size_t i, unsigned part)
{
    if (!batch->bots)
        return;
    const cg_game *game = batch->game;
    cg_state *s = cg_batch_state_at(batch, i);
    uint64_t game_seed = cg_seed_derive(batch->slot_seed[i] ^ BOT_STREAM, batch->started[i]);
    while (!cg_batch_state_over(s) && !cg_batch_capped(batch, s)) {
        int seat = game->impl->current_player(game->config, s->block);
        cg_bot *bot = batch->bots[(size_t)seat * batch->bot_parts + part];
        if (!bot)
            return;
        cg_rng rng;
        cg_rng_seed(&rng, cg_seed_derive(game_seed, s->move_number));
        cg_move move;
        cg_bot_choose_running(bot, s, &rng, &move);
        cg_state_apply_legal(s, move);
    }
}

void cg_batch_bots_free(cg_batch *batch)
{
    if (!batch->bots)
        return;
    size_t n = (size_t)batch->game->shape.num_players * batch->bot_parts;
    for (size_t k = 0; k < n; k++)
        cg_bot_free(batch->bots[k]);
    free(batch->bots);
    batch->bots = NULL;
    batch->bot_parts = 0;
}

/* A new bot like `model` (its name and parameters). */
static cg_status bot_like(const cg_game *game, const cg_bot *model, const char *caller,
                          cg_bot **out)
{
    size_t n = cg_bot_params(model, NULL, 0);
    char *params = malloc(n + 1);
    if (!params)
        return cg_error(CG_ENOMEM, "%s: out of memory", caller);
    cg_bot_params(model, params, n + 1);
    cg_status st = cg_bot_new(game, cg_bot_name(model), params, out);
    free(params);
    return st;
}

/* Frees a table of bots of `parts` threads (NULL entries allowed). */
static void bots_table_free(cg_bot **table, size_t seats, unsigned parts)
{
    if (!table)
        return;
    for (size_t k = 0; k < seats * parts; k++)
        cg_bot_free(table[k]);
    free(table);
}

cg_status cg_batch_bots_resize(cg_batch *batch, unsigned parts, const char *caller)
{
    if (!batch->bots || parts == batch->bot_parts)
        return CG_OK;
    size_t seats = (size_t)batch->game->shape.num_players;
    cg_bot **table = calloc(seats * parts, sizeof *table);
    if (!table)
        return cg_error(CG_ENOMEM, "%s: out of memory (bots for %u threads)", caller, parts);
    unsigned kept = parts < batch->bot_parts ? parts : batch->bot_parts;
    for (size_t seat = 0; seat < seats; seat++) {
        cg_bot *model = batch->bots[seat * batch->bot_parts];
        for (unsigned part = kept; model && part < parts; part++) {
            cg_status st = bot_like(batch->game, model, caller, &table[seat * parts + part]);
            if (st != CG_OK) {
                bots_table_free(table, seats, parts);
                return st;
            }
        }
    }
    /* everything made: move the kept bots over, free the others */
    for (size_t seat = 0; seat < seats; seat++)
        for (unsigned part = 0; part < batch->bot_parts; part++) {
            cg_bot **old = &batch->bots[seat * batch->bot_parts + part];
            if (part < kept)
                table[seat * parts + part] = *old;
            else
                cg_bot_free(*old);
        }
    free(batch->bots);
    batch->bots = table;
    batch->bot_parts = parts;
    return CG_OK;
}

cg_status cg_batch_set_bot(cg_batch *batch, int player, const char *name, const char *params)
{
    if (!batch)
        return cg_error(CG_EINVAL, "%s: batch is NULL", __func__);
    int seats = batch->game->shape.num_players;
    if (player < 0 || player >= seats)
        return cg_error(CG_EINVAL, "%s: player %d is no seat of %s (0..%d)", __func__,
                        player, batch->game->impl->name, seats - 1);
    unsigned parts = cg_batch_parts(batch);
    cg_bot **table = calloc((size_t)seats * parts, sizeof *table);
    if (!table)
        return cg_error(CG_ENOMEM, "%s: out of memory", __func__);
    for (unsigned part = 0; name && part < parts; part++) {
        cg_status st = cg_bot_new(batch->game, name, params,
                                  &table[(size_t)player * parts + part]);
        if (st != CG_OK) {
            char why[512];
            snprintf(why, sizeof why, "%s", cg_last_error());
            bots_table_free(table, (size_t)seats, parts);
            return cg_error(st, "%s: %s", __func__, why);
        }
    }
    if (name) {
        int free_seats = 0;
        for (int p = 0; p < seats; p++)
            free_seats += p != player && !(batch->bots && batch->bots[(size_t)p * parts]);
        if (free_seats == 0) {
            bots_table_free(table, (size_t)seats, parts);
            return cg_error(CG_EINVAL,
                            "%s: seat %d is the last of %s without a bot "
                            "(a step needs a seat for the caller)", __func__,
                            player, batch->game->impl->name);
        }
    }
    bool any = name != NULL;
    for (int p = 0; p < seats; p++)
        for (unsigned part = 0; part < parts && batch->bots; part++) {
            cg_bot **old = &batch->bots[(size_t)p * parts + part];
            if (p == player)
                cg_bot_free(*old);
            else
                table[(size_t)p * parts + part] = *old;
            any = any || (p != player && *old);
            *old = NULL;
        }
    free(batch->bots);
    batch->bots = any ? table : NULL;
    batch->bot_parts = any ? parts : 0;
    if (!any)
        free(table);
    for (size_t i = 0; i < batch->size; i++)
        if (!batch->ended[i])
            cg_batch_play_bots(batch, i, 0);
    return CG_OK;
}
