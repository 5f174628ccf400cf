/*
 * The bad-input rows of the 1.2 game traits and batch configuration
 * (cg_game_info_get, autoreset modes, move caps, truncation flags, resets,
 * bots), for every game: a failing call leaves its outputs and the batch as
 * they were (every state's hash, the mode, the cap, the truncation flags).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "check_quiet.h"

enum { BATCH = 3 };

/* arg: "NULL game", "NULL out", "size N" (N: sizeof, or a number). */
static cg_status call_game_info(fixture *f, const char *arg)
{
    cg_game_info info, before;
    memset(&info, 0x5e, sizeof info);
    info.size = sizeof info;
    if (bad_is(arg, "NULL game"))
        return cg_game_info_get(NULL, &info);
    if (bad_is(arg, "NULL out"))
        return cg_game_info_get(f->game, NULL);
    if (strncmp(arg, "size ", 5) == 0)
        info.size = bad_is(arg + 5, "sizeof") ? (uint32_t)sizeof info
                                              : (uint32_t)strtoul(arg + 5, NULL, 0);
    before = info;
    cg_status st = cg_game_info_get(f->game, &info);
    if (st != CG_OK)
        ck_assert_msg(memcmp(&info, &before, sizeof info) == 0, "a failing call wrote its output");
    else
        ck_assert_str_eq(info.name, cg_game_name(f->game));
    return st;
}

/* Everything a failing call must leave as it was. */
typedef struct batch_print {
    uint64_t hash[BATCH];
    cg_autoreset mode;
    uint32_t cap;
    uint8_t truncated[BATCH];
} batch_print;

static batch_print print_of(cg_batch *b)
{
    batch_print p;
    memset(&p, 0, sizeof p);
    for (size_t i = 0; i < BATCH; i++)
        p.hash[i] = cg_state_hash(cg_batch_state(b, i));
    p.mode = cg_batch_autoreset(b);
    p.cap = cg_batch_max_moves(b);
    ck_assert_int_eq(cg_batch_truncated(b, p.truncated), CG_OK);
    return p;
}

/* arg names the call; calls on a batch of BATCH states check it unchanged
   when they fail. */
static cg_status call_batch_config(fixture *f, const char *arg)
{
    if (bad_is(arg, "autoreset NULL"))
        return cg_batch_set_autoreset(NULL, CG_AUTORESET_NEXT_STEP);
    if (bad_is(arg, "get autoreset NULL"))
        return cg_batch_autoreset(NULL) == CG_AUTORESET_SAME_STEP ? CG_EINVAL : CG_OK;
    if (bad_is(arg, "max_moves NULL"))
        return cg_batch_set_max_moves(NULL, 5);
    if (bad_is(arg, "get max_moves NULL"))
        return cg_batch_max_moves(NULL) == 0 ? CG_EINVAL : CG_OK;
    if (bad_is(arg, "truncated NULL")) {
        uint8_t out[1] = {7};
        cg_status st = cg_batch_truncated(NULL, out);
        ck_assert_int_eq(out[0], 7);
        return st;
    }
    if (bad_is(arg, "reset NULL"))
        return cg_batch_reset(NULL, NULL, 1);
    if (bad_is(arg, "bot NULL"))
        return cg_batch_set_bot(NULL, 0, "random", NULL);
    cg_batch *b;
    ck_assert_int_eq(cg_batch_new(f->game, BATCH, 7, &b), CG_OK);
    ck_assert_int_eq(cg_batch_set_max_moves(b, 1000), CG_OK);
    int players = cg_game_num_players(f->game);
    if (bad_is(arg, "bot last seat") && players > 1)
        ck_assert_int_eq(cg_batch_set_bot(b, 1, "random", NULL), CG_OK);
    batch_print before = print_of(b);
    cg_status st;
    if (bad_is(arg, "autoreset 3"))
        st = cg_batch_set_autoreset(b, (cg_autoreset)3);
    else if (bad_is(arg, "autoreset -1"))
        st = cg_batch_set_autoreset(b, (cg_autoreset)-1);
    else if (bad_is(arg, "truncated out NULL"))
        st = cg_batch_truncated(b, NULL);
    else if (bad_is(arg, "bot seat -1"))
        st = cg_batch_set_bot(b, -1, "random", NULL);
    else if (bad_is(arg, "bot seat past"))
        st = cg_batch_set_bot(b, players, "random", NULL);
    else if (bad_is(arg, "bot unknown"))
        st = cg_batch_set_bot(b, 0, "no-such-bot", NULL);
    else if (bad_is(arg, "bot params"))
        st = cg_batch_set_bot(b, 0, "mcts", "iterations=-3");
    else if (bad_is(arg, "bot last seat"))
        st = cg_batch_set_bot(b, 0, "random", NULL);
    else if (bad_is(arg, "bot none"))
        st = cg_batch_set_bot(b, 0, NULL, NULL); /* taking away no bot is no error */
    else
        ck_abort_msg("unknown arg %s", arg);
    if (st != CG_OK) {
        batch_print after = print_of(b);
        ck_assert_msg(memcmp(&before, &after, sizeof before) == 0,
                      "a failing call changed the batch");
    }
    cg_batch_free(b);
    return st;
}

const bad_row bad_rows_batch[] = {
    {ONCE, "cg_game_info_get(NULL game)", call_game_info, "NULL game", CG_EINVAL, "cg_game_info_get: game is NULL"},
    {EVERY, "cg_game_info_get(NULL out)", call_game_info, "NULL out", CG_EINVAL, "cg_game_info_get: out is NULL"},
    {EVERY, "a cg_game_info of size 0", call_game_info, "size 0", CG_EINVAL, "out->size is 0 (set it to sizeof(cg_game_info)"},
    {EVERY, "a cg_game_info shorter than 1.2's", call_game_info, "size 8", CG_EINVAL, "out->size is 8"},
    {EVERY, "a cg_game_info larger than the library's", call_game_info, "size 4096", CG_EINVAL, "out->size is 4096"},
    {EVERY, "a cg_game_info of the right size", call_game_info, "size sizeof", CG_OK, NULL},
    {ONCE, "cg_batch_set_autoreset(NULL)", call_batch_config, "autoreset NULL", CG_EINVAL, "cg_batch_set_autoreset: batch is NULL"},
    {ONCE, "cg_batch_autoreset(NULL)", call_batch_config, "get autoreset NULL", CG_EINVAL, "cg_batch_autoreset: batch is NULL"},
    {EVERY, "autoreset mode 3", call_batch_config, "autoreset 3", CG_EINVAL, "cg_batch_set_autoreset: mode 3 is none of"},
    {EVERY, "autoreset mode -1", call_batch_config, "autoreset -1", CG_EINVAL, "mode -1 is none of"},
    {ONCE, "cg_batch_set_max_moves(NULL)", call_batch_config, "max_moves NULL", CG_EINVAL, "cg_batch_set_max_moves: batch is NULL"},
    {ONCE, "cg_batch_max_moves(NULL)", call_batch_config, "get max_moves NULL", CG_EINVAL, "cg_batch_max_moves: batch is NULL"},
    {ONCE, "cg_batch_truncated(NULL batch)", call_batch_config, "truncated NULL", CG_EINVAL, "cg_batch_truncated: batch is NULL"},
    {EVERY, "cg_batch_truncated(NULL out)", call_batch_config, "truncated out NULL", CG_EINVAL, "cg_batch_truncated: out is NULL"},
    {ONCE, "cg_batch_reset(NULL)", call_batch_config, "reset NULL", CG_EINVAL, "cg_batch_reset: batch is NULL"},
    {ONCE, "cg_batch_set_bot(NULL)", call_batch_config, "bot NULL", CG_EINVAL, "cg_batch_set_bot: batch is NULL"},
    {EVERY, "a bot for seat -1", call_batch_config, "bot seat -1", CG_EINVAL, "cg_batch_set_bot: player -1 is no seat of"},
    {EVERY, "a bot for a seat past the players", call_batch_config, "bot seat past", CG_EINVAL, "is no seat of"},
    {EVERY, "a bot that is not in the catalogue", call_batch_config, "bot unknown", CG_EINVAL, "cg_batch_set_bot: cg_bot_new: no bot named 'no-such-bot'"},
    {EVERY, "a bot with a bad parameter", call_batch_config, "bot params", CG_EINVAL, "cg_batch_set_bot: "},
    {EVERY, "a bot on the last seat without one", call_batch_config, "bot last seat", CG_EINVAL, "cg_batch_set_bot: seat 0 is the last of"},
    {EVERY, "taking away a bot a seat does not have", call_batch_config, "bot none", CG_OK, NULL},
};

const size_t bad_rows_batch_count = sizeof bad_rows_batch / sizeof bad_rows_batch[0];
