/*
 * The bad-input rows of the 1.1 functions (reseed and resample, actions,
 * masks and observations, batches, bots), run for every game; the runner
 * checks that no state changed. Each call checks that its outputs were left
 * as they were on failure.
 */
#include <check.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "check_quiet.h"

#define SENTINEL 0x5e5e5e5eu

static cg_status call_resample(fixture *f, const char *arg)
{
    if (bad_is(arg, "NULL"))
        return cg_state_resample(NULL, 0, 1);
    if (bad_is(arg, "reseed NULL"))
        return cg_state_reseed(NULL, 1);
    cg_state *s = strncmp(arg, "over:", 5) == 0 ? f->over : f->state;
    int viewer = (int)strtol(strchr(arg, ':') ? strchr(arg, ':') + 1 : arg, NULL, 0);
    /* A failure must change nothing: resample the fixture's own state. */
    cg_status st = cg_state_resample(s, viewer, 5);
    if (st == CG_OK) { /* allowed: put the state back for the runner's check */
        cg_state *back = NULL;
        ck_assert_int_eq(cg_state_load(cg_state_game(s), s == f->over ? f->over_saved : f->saved,
                                       &back),
                         CG_OK);
        ck_assert_int_eq(cg_state_copy(s, back), CG_OK);
        cg_state_free(back);
    }
    return st;
}

static cg_status call_actions(fixture *f, const char *arg)
{
    uint32_t action = SENTINEL;
    cg_move move = SENTINEL;
    cg_status st;
    if (bad_is(arg, "count NULL"))
        return cg_game_action_count(NULL) == 0 ? CG_EINVAL : CG_OK;
    if (bad_is(arg, "action_of NULL game"))
        st = cg_game_action_of(NULL, 0, &action);
    else if (bad_is(arg, "action_of NULL out"))
        st = cg_game_action_of(f->game, 0, NULL);
    else if (bad_is(arg, "action_of UINT32_MAX"))
        st = cg_game_action_of(f->game, UINT32_MAX, &action);
    else if (bad_is(arg, "move_of NULL game"))
        st = cg_game_move_of(NULL, 0, &move);
    else if (bad_is(arg, "move_of NULL out"))
        st = cg_game_move_of(f->game, 0, NULL);
    else if (bad_is(arg, "move_of count"))
        st = cg_game_move_of(f->game, cg_game_action_count(f->game), &move);
    else
        st = cg_game_move_of(f->game, UINT32_MAX, &move);
    if (st != CG_OK)
        ck_assert_msg(action == SENTINEL && move == SENTINEL, "a failing call wrote its output");
    return st;
}

static cg_status call_mask(fixture *f, const char *arg)
{
    uint8_t few[2] = {7, 7};
    if (bad_is(arg, "NULL"))
        return cg_state_legal_mask(NULL, few, 2) == 0 && few[0] == 7 ? CG_EINVAL : CG_OK;
    /* Size asked with NULL and 0; a buffer of 1 gets one byte. */
    size_t n = cg_state_legal_mask(f->state, NULL, 0);
    ck_assert_uint_eq(n, cg_game_action_count(f->game));
    ck_assert_uint_eq(cg_state_legal_mask(f->state, NULL, 99), n);
    ck_assert_uint_eq(cg_state_legal_mask(f->state, few, 1), n);
    ck_assert_msg(few[0] <= 1 && few[1] == 7, "a mask of size 1 wrote %u %u", few[0], few[1]);
    return CG_OK;
}

static cg_status call_observation(fixture *f, const char *arg)
{
    size_t size = cg_game_observation_size(f->game);
    float *out = malloc((size + 1) * sizeof *out);
    ck_assert_ptr_nonnull(out);
    for (size_t i = 0; i <= size; i++)
        out[i] = -3.0f;
    cg_status st;
    if (bad_is(arg, "NULL state"))
        st = cg_state_observation(NULL, 0, out, size);
    else if (bad_is(arg, "NULL out"))
        st = cg_state_observation(f->state, 0, NULL, size);
    else if (bad_is(arg, "small"))
        st = cg_state_observation(f->state, 0, out, size - 1);
    else if (bad_is(arg, "size NULL"))
        st = cg_game_observation_size(NULL) == 0 && cg_game_observation_shape(NULL, NULL, 0) == 0
                 ? CG_EINVAL
                 : CG_OK;
    else
        st = cg_state_observation(f->state, (int)strtol(arg, NULL, 0), out, size);
    if (st != CG_OK)
        for (size_t i = 0; i <= size; i++)
            ck_assert_msg(out[i] == -3.0f, "a failing observation wrote out[%zu]", i);
    free(out);
    return st;
}

static cg_status call_batch(fixture *f, const char *arg)
{
    cg_batch *b = (cg_batch *)f, *kept = b;
    cg_status st;
    if (bad_is(arg, "NULL game"))
        st = cg_batch_new(NULL, 2, 1, &b);
    else if (bad_is(arg, "NULL out"))
        st = cg_batch_new(f->game, 2, 1, NULL);
    else if (bad_is(arg, "huge"))
        st = cg_batch_new(f->game, SIZE_MAX / 4, 1, &b);
    else if (bad_is(arg, "step NULL"))
        st = cg_batch_step(NULL, NULL, NULL, NULL);
    else if (bad_is(arg, "observe NULL"))
        st = cg_batch_observe(NULL, NULL, NULL, NULL);
    else if (bad_is(arg, "step observe NULL"))
        st = cg_batch_step_observe(NULL, NULL, NULL, NULL, NULL, NULL, NULL);
    else if (bad_is(arg, "threads NULL"))
        st = cg_batch_set_threads(NULL, 2);
    else {
        ck_assert_int_eq(cg_batch_new(f->game, 3, 1, &b), CG_OK);
        uint32_t actions[3] = {UINT32_MAX, UINT32_MAX, UINT32_MAX};
        if (bad_is(arg, "range"))
            st = cg_batch_step_range(b, 2, 4, actions, NULL, NULL);
        else if (bad_is(arg, "range actions NULL"))
            st = cg_batch_step_range(b, 1, 3, NULL, NULL, NULL);
        else if (bad_is(arg, "range actions"))
            st = cg_batch_step_range(b, 1, 3, actions, NULL, NULL);
        else if (bad_is(arg, "threads 0"))
            st = cg_batch_set_threads(b, 0);
        else if (bad_is(arg, "threads huge"))
            st = cg_batch_set_threads(b, UINT_MAX);
        else if (bad_is(arg, "threaded actions")) {
            ck_assert_int_eq(cg_batch_set_threads(b, 2), CG_OK);
            st = cg_batch_step(b, actions, NULL, NULL);
        } else if (bad_is(arg, "step observe actions")) {
            uint8_t masks[3] = {7, 7, 7};
            st = cg_batch_step_observe(b, actions, NULL, NULL, NULL, masks, NULL);
            ck_assert(masks[0] == 7 && masks[2] == 7); /* nothing written */
        } else
            st = cg_batch_step(b, actions, NULL, NULL);
        if (st != CG_OK && bad_is(arg, "threads huge"))
            ck_assert_uint_eq(cg_batch_threads(b), 1); /* unchanged */
        cg_batch_free(b);
        return st;
    }
    ck_assert_msg(b == kept, "a failing cg_batch_new wrote *out");
    return st;
}

static cg_status call_bot(fixture *f, const char *arg)
{
    cg_bot *bot = (cg_bot *)f, *kept = bot;
    cg_status st;
    if (bad_is(arg, "unknown"))
        st = cg_bot_new(f->game, "nobody", NULL, &bot);
    else if (bad_is(arg, "bad parameter"))
        st = cg_bot_new(f->game, "mcts", "iterations=-5", &bot);
    else if (bad_is(arg, "NULL game"))
        st = cg_bot_new(NULL, "random", NULL, &bot);
    else {
        ck_assert_int_eq(cg_bot_new(f->game, "random", NULL, &bot), CG_OK);
        cg_move move = SENTINEL;
        const cg_state *s = bad_is(arg, "over") ? f->over : bad_is(arg, "foreign") ? f->foreign
                                                                                   : NULL;
        st = cg_bot_choose(bot, s, 1, &move);
        ck_assert_uint_eq(move, SENTINEL);
        cg_bot_free(bot);
        return st;
    }
    ck_assert_msg(bot == kept, "a failing cg_bot_new wrote *out");
    return st;
}

const bad_row bad_rows_learning[] = {
    {ONCE, "cg_state_reseed(NULL)", call_resample, "reseed NULL", CG_EINVAL, "cg_state_reseed: state is NULL"},
    {ONCE, "cg_state_resample(NULL)", call_resample, "NULL", CG_EINVAL, "cg_state_resample: state is NULL"},
    {EVERY, "resample for viewer -2", call_resample, "-2", CG_EINVAL, "cg_state_resample: no viewer -2 in {game}"},
    {EVERY, "resample for viewer 99", call_resample, "99", CG_EINVAL, "cg_state_resample: no viewer 99 in {game}"},
    {EVERY, "resample for viewer INT_MIN", call_resample, "-2147483648", CG_EINVAL, "no viewer -2147483648"},
    {EVERY, "resample of a finished game", call_resample, "over:0", CG_OK, NULL},
    {EVERY, "resample for nobody (a reseed)", call_resample, "-1", CG_OK, NULL},
    {ONCE, "cg_game_action_count(NULL)", call_actions, "count NULL", CG_EINVAL, "cg_game_action_count: game is NULL"},
    {ONCE, "cg_game_action_of(NULL game)", call_actions, "action_of NULL game", CG_EINVAL, "cg_game_action_of: game is NULL"},
    {EVERY, "cg_game_action_of(NULL out)", call_actions, "action_of NULL out", CG_EINVAL, "cg_game_action_of: action is NULL"},
    {EVERY, "action of move code UINT32_MAX", call_actions, "action_of UINT32_MAX", CG_EINVAL, "cg_game_action_of: 4294967295 is no move of {game}"},
    {ONCE, "cg_game_move_of(NULL game)", call_actions, "move_of NULL game", CG_EINVAL, "cg_game_move_of: game is NULL"},
    {EVERY, "cg_game_move_of(NULL out)", call_actions, "move_of NULL out", CG_EINVAL, "cg_game_move_of: move is NULL"},
    {EVERY, "move of the action count", call_actions, "move_of count", CG_EINVAL, "is out of range ({game} has 0.."},
    {EVERY, "move of action UINT32_MAX", call_actions, "move_of huge", CG_EINVAL, "cg_game_move_of: action 4294967295 is out of range"},
    {ONCE, "cg_state_legal_mask(NULL)", call_mask, "NULL", CG_EINVAL, "cg_state_legal_mask: state is NULL"},
    {EVERY, "legal mask into buffers of sizes 0 and 1", call_mask, "sizes", CG_OK, NULL},
    {ONCE, "observation size and shape of NULL", call_observation, "size NULL", CG_EINVAL, "cg_game_observation_shape: game is NULL"},
    {ONCE, "cg_state_observation(NULL)", call_observation, "NULL state", CG_EINVAL, "cg_state_observation: state is NULL"},
    {EVERY, "observation into NULL", call_observation, "NULL out", CG_EINVAL, "cg_state_observation: out is NULL"},
    {EVERY, "observation into a buffer one float short", call_observation, "small", CG_EINVAL, "is too small ({game} needs"},
    {EVERY, "observation of player -1 (no omniscient view)", call_observation, "-1", CG_EINVAL, "cg_state_observation: no player -1 in {game}"},
    {EVERY, "observation of player 99", call_observation, "99", CG_EINVAL, "cg_state_observation: no player 99 in {game}"},
    {ONCE, "cg_batch_new(NULL game)", call_batch, "NULL game", CG_EINVAL, "cg_batch_new: game is NULL"},
    {EVERY, "cg_batch_new(NULL out)", call_batch, "NULL out", CG_EINVAL, "cg_batch_new: out is NULL"},
    {EVERY, "a batch too large for memory", call_batch, "huge", CG_EINVAL, "are too many"},
    {ONCE, "cg_batch_step(NULL)", call_batch, "step NULL", CG_EINVAL, "cg_batch_step: batch is NULL"},
    {ONCE, "cg_batch_step_observe(NULL)", call_batch, "step observe NULL", CG_EINVAL, "cg_batch_step_observe: batch is NULL"},
    {EVERY, "a batch step and observation with actions UINT32_MAX", call_batch, "step observe actions", CG_EILLEGAL, "cg_batch_step_observe: action 4294967295 for state 0 is out of range"},
    {ONCE, "cg_batch_observe(NULL)", call_batch, "observe NULL", CG_EINVAL, "cg_batch_observe: batch is NULL"},
    {EVERY, "a batch step with actions UINT32_MAX", call_batch, "actions", CG_EILLEGAL, "cg_batch_step: action 4294967295 for state 0 is out of range"},
    {EVERY, "a batch range past its end", call_batch, "range", CG_EINVAL, "[2, 4) is not a range of the batch's 3 states"},
    {EVERY, "a batch range step with actions NULL", call_batch, "range actions NULL", CG_EINVAL, "cg_batch_step_range: actions is NULL"},
    {EVERY, "a batch range step with actions UINT32_MAX", call_batch, "range actions", CG_EILLEGAL, "cg_batch_step_range: action 4294967295 for state 1 is out of range"},
    {ONCE, "cg_batch_set_threads(NULL)", call_batch, "threads NULL", CG_EINVAL, "cg_batch_set_threads: batch is NULL"},
    {EVERY, "a batch on 0 threads", call_batch, "threads 0", CG_EINVAL, "cg_batch_set_threads: 0 threads (1..256)"},
    {EVERY, "a batch on UINT_MAX threads", call_batch, "threads huge", CG_EINVAL, "cg_batch_set_threads: 4294967295 threads (1..256)"},
    {EVERY, "a threaded batch step with actions UINT32_MAX", call_batch, "threaded actions", CG_EILLEGAL, "cg_batch_step: action 4294967295 for state 0 is out of range"},
    {EVERY, "an unknown bot", call_bot, "unknown", CG_EINVAL, "cg_bot_new: no bot named 'nobody' for {game} (the catalogue has: random, mcts"},
    {EVERY, "a bot parameter out of range", call_bot, "bad parameter", CG_EINVAL, "mcts bot: parameter 'iterations' must be from 1 to 10000000, not -5"},
    {ONCE, "cg_bot_new(NULL game)", call_bot, "NULL game", CG_EINVAL, "cg_bot_new: game is NULL"},
    {EVERY, "a bot's move on a finished game", call_bot, "over", CG_EOVER, "cg_bot_choose: the game of {game} is over"},
    {EVERY_OTHER, "a bot given another game's state", call_bot, "foreign", CG_EINVAL, "cg_bot_choose: a {game} bot given a state of '{other}'"},
    {EVERY, "a bot given no state", call_bot, "NULL state", CG_EINVAL, "cg_bot_choose: state is NULL"},
};

const size_t bad_rows_learning_count = sizeof bad_rows_learning / sizeof bad_rows_learning[0];
