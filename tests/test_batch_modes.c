/*
 * Batches of 1.2, for every game of the catalogue: the autoreset modes
 * (SAME_STEP, NEXT_STEP, DISABLED), the move cap and its truncation, resets
 * and bots, each state against a single state driven by the same rules
 * written out here; a batch on two threads with bots gives what one thread
 * gives; and the game traits of cg_game_info_get hold on random games.
 */
#include <check.h>

#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"

enum { SIZE = 16, STEPS = 600, CAP_STEPS = 120, CAP = 7 };
enum { RUNNING, TERMINATED, TRUNCATED };

typedef struct fixture {
    cg_game *g;
    size_t actions, obs_size;
    int players;
    float *obs, *returns;
    uint8_t *masks, *done, *truncated;
    int32_t *to_move;
    uint32_t *chosen;
} fixture;

static fixture make(const char *name, size_t size)
{
    fixture f = {0};
    ck_assert_int_eq(cg_game_new(name, NULL, &f.g), CG_OK);
    f.actions = cg_game_action_count(f.g);
    f.obs_size = cg_game_observation_size(f.g);
    f.players = cg_game_num_players(f.g);
    f.obs = malloc(size * f.obs_size * sizeof(float));
    f.returns = malloc(size * (size_t)f.players * sizeof(float));
    f.masks = malloc(size * f.actions);
    f.done = malloc(size);
    f.truncated = malloc(size);
    f.to_move = malloc(size * sizeof(int32_t));
    f.chosen = malloc(size * sizeof(uint32_t));
    ck_assert(f.obs && f.returns && f.masks && f.done && f.truncated && f.to_move && f.chosen);
    return f;
}

static void unmake(fixture *f)
{
    free(f->obs);
    free(f->returns);
    free(f->masks);
    free(f->done);
    free(f->truncated);
    free(f->to_move);
    free(f->chosen);
    cg_game_free(f->g);
}

static uint64_t next(uint64_t *rng)
{
    *rng = *rng * 6364136223846793005u + 1442695040888963407u;
    return *rng >> 33;
}

/* A random legal action of each mask; an out-of-range one where the mask is
   empty (the state's game ended: its action is not read). */
static void choose(fixture *f, size_t size, uint64_t *rng)
{
    for (size_t i = 0; i < size; i++) {
        const uint8_t *m = f->masks + i * f->actions;
        size_t n = 0;
        for (size_t a = 0; a < f->actions; a++)
            n += m[a];
        f->chosen[i] = UINT32_MAX;
        if (n == 0)
            continue;
        size_t k = next(rng) % n;
        for (size_t a = 0; a < f->actions; a++)
            if (m[a] && k-- == 0)
                f->chosen[i] = (uint32_t)a;
    }
}

/* One slot's expected life: a single state, how its last game ended while it
   waits for the next one, and the games started. */
typedef struct slot {
    cg_state *s;
    int waiting;
    uint64_t seed, started;
} slot;

static void slot_start(slot *sl, const cg_game *g, uint64_t seed)
{
    cg_state_free(sl->s);
    sl->seed = seed;
    sl->started = 1;
    sl->waiting = RUNNING;
    ck_assert_int_eq(cg_state_new(g, seed, &sl->s), CG_OK);
}

static void slot_next_game(slot *sl, const cg_game *g)
{
    cg_state_free(sl->s);
    sl->waiting = RUNNING;
    ck_assert_int_eq(cg_state_new(g, cg_seed_derive(sl->seed, sl->started++), &sl->s), CG_OK);
}

/* The step of one slot as section 2 of the contract says, checked against
   the batch's outputs for it; counts how games ended. */
static void expect_step(fixture *f, slot *sl, size_t i, cg_autoreset mode, uint32_t cap,
                        uint64_t counts[3])
{
    int ended;
    if (sl->waiting && mode != CG_AUTORESET_DISABLED) {
        slot_next_game(sl, f->g);
        ended = RUNNING;
    } else if (sl->waiting) {
        ended = sl->waiting;
    } else {
        bool capped = cap && cg_state_move_number(sl->s) >= cap;
        if (!cg_state_is_terminal(sl->s) && !capped) {
            cg_move m;
            ck_assert_int_eq(cg_game_move_of(f->g, f->chosen[i], &m), CG_OK);
            ck_assert_int_eq(cg_state_apply(sl->s, m), CG_OK);
        }
        ended = cg_state_is_terminal(sl->s)                     ? TERMINATED
                : cap && cg_state_move_number(sl->s) >= cap ? TRUNCATED
                                                                : RUNNING;
        counts[ended]++;
    }
    ck_assert_int_eq(f->done[i], ended != RUNNING);
    ck_assert_int_eq(f->truncated[i], ended == TRUNCATED);
    for (int p = 0; p < f->players; p++)
        ck_assert(f->returns[i * (size_t)f->players + (size_t)p] ==
                  (ended == TERMINATED ? (float)cg_state_returns(sl->s, p) : 0.0f));
    if (ended != RUNNING && !sl->waiting) {
        if (mode == CG_AUTORESET_SAME_STEP)
            slot_next_game(sl, f->g);
        else
            sl->waiting = ended;
    }
}

/* A batch in `mode` with `cap`, stepped `steps` times by random legal
   actions, against single states. */
static void run_mode(const char *name, cg_autoreset mode, uint32_t cap, int steps,
                     uint64_t counts[3])
{
    fixture f = make(name, SIZE);
    cg_batch *b;
    ck_assert_int_eq(cg_batch_new(f.g, SIZE, 11, &b), CG_OK);
    ck_assert_int_eq(cg_batch_autoreset(b), CG_AUTORESET_SAME_STEP);
    ck_assert_uint_eq(cg_batch_max_moves(b), 0);
    ck_assert_int_eq(cg_batch_set_autoreset(b, mode), CG_OK);
    ck_assert_int_eq(cg_batch_set_max_moves(b, cap), CG_OK);
    ck_assert_int_eq(cg_batch_autoreset(b), mode);
    ck_assert_uint_eq(cg_batch_max_moves(b), cap);
    slot slots[SIZE] = {{0}};
    for (size_t i = 0; i < SIZE; i++)
        slot_start(&slots[i], f.g, cg_seed_derive(11, i));
    uint64_t rng = 3;
    for (int step = 0; step < steps; step++) {
        ck_assert_int_eq(cg_batch_observe(b, f.obs, f.masks, f.to_move), CG_OK);
        for (size_t i = 0; i < SIZE; i++) {
            ck_assert(cg_state_equal(cg_batch_state(b, i), slots[i].s));
            /* a state waiting for its next game is observed as finished */
            if (slots[i].waiting)
                ck_assert_int_eq(f.to_move[i], CG_PLAYER_NONE);
            else
                ck_assert_int_eq(f.to_move[i], cg_state_current_player(slots[i].s));
        }
        choose(&f, SIZE, &rng);
        ck_assert_int_eq(cg_batch_step(b, f.chosen, f.returns, f.done), CG_OK);
        ck_assert_int_eq(cg_batch_truncated(b, f.truncated), CG_OK);
        for (size_t i = 0; i < SIZE; i++)
            expect_step(&f, &slots[i], i, mode, cap, counts);
    }
    /* cg_batch_reset of every other state: those start from the new seed,
       the others are untouched */
    uint8_t which[SIZE];
    for (size_t i = 0; i < SIZE; i++)
        which[i] = i % 2 == 0;
    ck_assert_int_eq(cg_batch_reset(b, which, 99), CG_OK);
    ck_assert_int_eq(cg_batch_truncated(b, f.truncated), CG_OK);
    for (size_t i = 0; i < SIZE; i++) {
        if (which[i]) {
            slot_start(&slots[i], f.g, cg_seed_derive(99, i));
            ck_assert_int_eq(f.truncated[i], 0);
        }
        ck_assert(cg_state_equal(cg_batch_state(b, i), slots[i].s));
    }
    /* and their later games follow the new seed */
    for (int step = 0; step < steps / 4; step++) {
        ck_assert_int_eq(cg_batch_observe(b, NULL, f.masks, NULL), CG_OK);
        choose(&f, SIZE, &rng);
        ck_assert_int_eq(cg_batch_step(b, f.chosen, f.returns, f.done), CG_OK);
        ck_assert_int_eq(cg_batch_truncated(b, f.truncated), CG_OK);
        for (size_t i = 0; i < SIZE; i++) {
            expect_step(&f, &slots[i], i, mode, cap, counts);
            ck_assert(cg_state_equal(cg_batch_state(b, i), slots[i].s));
        }
    }
    for (size_t i = 0; i < SIZE; i++)
        cg_state_free(slots[i].s);
    cg_batch_free(b);
    unmake(&f);
}

START_TEST(test_modes_without_cap)
{
    const char *name = cg_game_name_at((size_t)_i);
    cg_autoreset modes[] = {CG_AUTORESET_SAME_STEP, CG_AUTORESET_NEXT_STEP,
                            CG_AUTORESET_DISABLED};
    for (size_t k = 0; k < 3; k++) {
        uint64_t counts[3] = {0};
        run_mode(name, modes[k], 0, STEPS, counts);
        ck_assert_msg(counts[TERMINATED] > 0, "%s: no game ended in mode %d", name, (int)k);
        ck_assert_uint_eq(counts[TRUNCATED], 0);
    }
}
END_TEST

START_TEST(test_modes_with_cap)
{
    const char *name = cg_game_name_at((size_t)_i);
    cg_autoreset modes[] = {CG_AUTORESET_SAME_STEP, CG_AUTORESET_NEXT_STEP,
                            CG_AUTORESET_DISABLED};
    for (size_t k = 0; k < 3; k++) {
        uint64_t counts[3] = {0};
        run_mode(name, modes[k], CAP, CAP_STEPS, counts);
        ck_assert_msg(counts[TRUNCATED] > 0, "%s: no game truncated in mode %d", name, (int)k);
    }
}
END_TEST

/* The final state of a game is observable after the step that ended it
   under NEXT_STEP: a truncated game has exactly the cap's moves. */
START_TEST(test_next_step_keeps_the_final_state)
{
    const char *name = cg_game_name_at((size_t)_i);
    fixture f = make(name, 1);
    cg_batch *b;
    ck_assert_int_eq(cg_batch_new(f.g, 1, 5, &b), CG_OK);
    ck_assert_int_eq(cg_batch_set_autoreset(b, CG_AUTORESET_NEXT_STEP), CG_OK);
    ck_assert_int_eq(cg_batch_set_max_moves(b, 3), CG_OK);
    uint64_t rng = 9;
    for (int step = 0; step < 3; step++) {
        ck_assert_int_eq(cg_batch_observe(b, NULL, f.masks, NULL), CG_OK);
        choose(&f, 1, &rng);
        ck_assert_int_eq(cg_batch_step(b, f.chosen, f.returns, f.done), CG_OK);
    }
    ck_assert_int_eq(cg_batch_truncated(b, f.truncated), CG_OK);
    const cg_state *s = cg_batch_state(b, 0);
    ck_assert_int_eq(f.done[0], 1);
    ck_assert_int_eq(f.truncated[0], !cg_state_is_terminal(s));
    ck_assert_uint_eq(cg_state_move_number(s), 3);
    /* the next step starts the next game whatever its action */
    uint32_t any = UINT32_MAX;
    ck_assert_int_eq(cg_batch_step(b, &any, f.returns, f.done), CG_OK);
    ck_assert_int_eq(f.done[0], 0);
    ck_assert_uint_eq(cg_state_move_number(cg_batch_state(b, 0)), 0);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

enum { BIG = 80, THREAD_STEPS = 300 };

/* Two threads with a bot, a cap and NEXT_STEP give one thread's results. */
START_TEST(test_threads_and_bots_equal_one_thread)
{
    const char *name = cg_game_name_at((size_t)_i);
    fixture f = make(name, BIG);
    float *returns2 = malloc(BIG * (size_t)f.players * sizeof(float));
    uint8_t *done2 = malloc(BIG), *truncated2 = malloc(BIG);
    cg_batch *one, *two;
    ck_assert_int_eq(cg_batch_new(f.g, BIG, 21, &one), CG_OK);
    ck_assert_int_eq(cg_batch_new(f.g, BIG, 21, &two), CG_OK);
    ck_assert_int_eq(cg_batch_set_threads(two, 2), CG_OK);
    int bot_seat = f.players - 1;
    for (int k = 0; k < 2; k++) {
        cg_batch *b = k ? two : one;
        ck_assert_int_eq(cg_batch_set_autoreset(b, CG_AUTORESET_NEXT_STEP), CG_OK);
        ck_assert_int_eq(cg_batch_set_max_moves(b, 60), CG_OK);
        if (f.players > 1)
            ck_assert_int_eq(cg_batch_set_bot(b, bot_seat, "random", NULL), CG_OK);
    }
    uint64_t rng = 5, ended = 0;
    for (int step = 0; step < THREAD_STEPS; step++) {
        if (step == THREAD_STEPS / 2) /* threads changed with bots set */
            ck_assert_int_eq(cg_batch_set_threads(two, 3), CG_OK);
        ck_assert_int_eq(cg_batch_observe(one, NULL, f.masks, f.to_move), CG_OK);
        for (size_t i = 0; i < BIG; i++) {
            ck_assert(cg_state_equal(cg_batch_state(one, i), cg_batch_state(two, i)));
            if (f.players > 1 && f.to_move[i] != CG_PLAYER_NONE)
                ck_assert_int_ne(f.to_move[i], bot_seat); /* bots moved already */
        }
        choose(&f, BIG, &rng);
        ck_assert_int_eq(cg_batch_step(one, f.chosen, f.returns, f.done), CG_OK);
        ck_assert_int_eq(cg_batch_step(two, f.chosen, returns2, done2), CG_OK);
        ck_assert_int_eq(cg_batch_truncated(one, f.truncated), CG_OK);
        ck_assert_int_eq(cg_batch_truncated(two, truncated2), CG_OK);
        ck_assert(memcmp(f.done, done2, BIG) == 0);
        ck_assert(memcmp(f.truncated, truncated2, BIG) == 0);
        ck_assert(memcmp(f.returns, returns2, BIG * (size_t)f.players * sizeof(float)) == 0);
        for (size_t i = 0; i < BIG; i++)
            ended += f.done[i];
    }
    ck_assert_uint_gt(ended, 0);
    /* the bot taken away: the seat is the caller's again */
    if (f.players > 1)
        ck_assert_int_eq(cg_batch_set_bot(two, bot_seat, NULL, NULL), CG_OK);
    free(returns2);
    free(done2);
    free(truncated2);
    cg_batch_free(one);
    cg_batch_free(two);
    unmake(&f);
}
END_TEST

/* The traits hold on random games: returns within their bounds and summing
   as the flags say, given only at the end; games within max_moves; chance
   only where CG_GAME_CHANCE; hidden information only where CG_GAME_HIDDEN. */
START_TEST(test_game_info_traits)
{
    const char *name = cg_game_name_at((size_t)_i);
    cg_game *g;
    ck_assert_int_eq(cg_game_new(name, NULL, &g), CG_OK);
    cg_game_info info = {.size = sizeof info};
    ck_assert_int_eq(cg_game_info_get(g, &info), CG_OK);
    ck_assert_str_eq(info.name, name);
    ck_assert(info.title && info.title[0]);
    ck_assert_int_eq(info.num_players, cg_game_num_players(g));
    ck_assert(info.min_return <= info.max_return);
    bool chance_seen = false, hidden_seen = false;
    char a[8192], b[8192];
    for (uint64_t seed = 0; seed < 12; seed++) {
        cg_state *s, *t;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        ck_assert_int_eq(cg_state_new(g, seed + 1000, &t), CG_OK);
        uint64_t rng = seed + 1;
        uint32_t moves = 0;
        while (!cg_state_is_terminal(s) && moves < 20000) {
            for (int p = 0; p < info.num_players; p++) {
                if (info.flags & CG_GAME_TERMINAL_ONLY)
                    ck_assert(cg_state_returns(s, p) == 0.0);
                cg_state_render(s, CG_PLAYER_NONE, a, sizeof a);
                cg_state_render(s, p, b, sizeof b);
                hidden_seen = hidden_seen || strcmp(a, b) != 0;
            }
            cg_move legal[4096];
            size_t n = cg_state_legal_moves(s, legal, 4096);
            cg_move m = legal[next(&rng) % (n < 4096 ? n : 4096)];
            ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
            /* the same moves from another seed: a difference is chance */
            if (!cg_state_is_terminal(t) && cg_state_is_legal(t, m)) {
                cg_state_apply(t, m);
                cg_state_render(s, CG_PLAYER_NONE, a, sizeof a);
                cg_state_render(t, CG_PLAYER_NONE, b, sizeof b);
                chance_seen = chance_seen || strcmp(a, b) != 0;
            } else
                chance_seen = true;
            moves++;
        }
        ck_assert(cg_state_is_terminal(s));
        if (info.max_moves)
            ck_assert_uint_le(moves, info.max_moves);
        double sum = 0;
        for (int p = 0; p < info.num_players; p++) {
            double r = cg_state_returns(s, p);
            ck_assert(r >= info.min_return && r <= info.max_return);
            sum += r;
        }
        if (info.flags & CG_GAME_ZERO_SUM)
            ck_assert(sum == 0.0);
        cg_state_free(s);
        cg_state_free(t);
    }
    ck_assert_int_eq(chance_seen, (info.flags & CG_GAME_CHANCE) != 0);
    ck_assert_int_eq(hidden_seen, (info.flags & CG_GAME_HIDDEN) != 0);
    /* an older, shorter struct gets its own fields only */
    unsigned char older[sizeof(cg_game_info) + 8];
    memset(older, 0x77, sizeof older);
    cg_game_info *short_info = (cg_game_info *)(void *)older;
    size_t least = offsetof(cg_game_info, max_moves) + sizeof(uint32_t);
    short_info->size = (uint32_t)least;
    ck_assert_int_eq(cg_game_info_get(g, short_info), CG_OK);
    for (size_t k = least; k < sizeof older; k++)
        ck_assert_uint_eq(older[k], 0x77);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("batch_modes");
    TCase *tc = tcase_create("batch_modes");
    tcase_set_timeout(tc, 600);
    int games = (int)cg_game_count();
    tcase_add_loop_test(tc, test_game_info_traits, 0, games);
    tcase_add_loop_test(tc, test_modes_without_cap, 0, games);
    tcase_add_loop_test(tc, test_modes_with_cap, 0, games);
    tcase_add_loop_test(tc, test_next_step_keeps_the_final_state, 0, games);
    tcase_add_loop_test(tc, test_threads_and_bots_equal_one_thread, 0, games);
    suite_add_tcase(s, tc);
    return check_run(s);
}
