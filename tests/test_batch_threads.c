/*
 * Batches on threads of their own (cg_batch_set_threads), for every game of
 * the catalogue: a batch stepped and observed on 2, 3, 7 or more threads than
 * states writes exactly what the same batch writes on one thread and holds the
 * same states (cg_batch_step_observe too); an illegal action anywhere changes nothing and names the lowest
 * illegal index, whichever thread found it; the threads survive waits longer
 * than their spin (they sleep and are woken); a forked process steps the
 * batch alone and frees it; bad arguments are refused and leave the batch as
 * it was. CI also runs this under ThreadSanitizer.
 */
#define _POSIX_C_SOURCE 200809L /* nanosleep, fork */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"
#include "test_support.h"

enum { SIZE = 70, STEPS = 300 }; /* ranges of several chunks on 2 and 3 threads */

/* What a step and an observation write, for one batch. */
typedef struct outputs {
    float *obs, *returns;
    uint8_t *masks, *done;
    int32_t *players;
} outputs;

typedef struct fixture {
    cg_game *g;
    size_t actions, obs_size, num_players;
    outputs one, many;
    uint32_t *chosen;
} fixture;

static outputs make_outputs(const fixture *f)
{
    outputs o = {
        .obs = calloc(SIZE * f->obs_size, sizeof(float)),
        .returns = calloc(SIZE * f->num_players, sizeof(float)),
        .masks = calloc(SIZE * f->actions, 1),
        .done = calloc(SIZE, 1),
        .players = calloc(SIZE, sizeof(int32_t)),
    };
    ck_assert(o.obs && o.returns && o.masks && o.done && o.players);
    return o;
}

static void free_outputs(outputs *o)
{
    free(o->obs);
    free(o->returns);
    free(o->masks);
    free(o->done);
    free(o->players);
}

static fixture make(int game)
{
    fixture f = {0};
    ck_assert_int_eq(cg_game_new(cg_game_name_at((size_t)game), NULL, &f.g), CG_OK);
    f.actions = cg_game_action_count(f.g);
    f.obs_size = cg_game_observation_size(f.g);
    f.num_players = (size_t)cg_game_num_players(f.g);
    f.one = make_outputs(&f);
    f.many = make_outputs(&f);
    f.chosen = calloc(SIZE, sizeof(uint32_t));
    ck_assert_ptr_nonnull(f.chosen);
    return f;
}

static void unmake(fixture *f)
{
    free_outputs(&f->one);
    free_outputs(&f->many);
    free(f->chosen);
    cg_game_free(f->g);
}

/* A random legal action of each of the masks. */
static void choose(fixture *f, const uint8_t *masks, uint64_t *rng)
{
    for (size_t i = 0; i < SIZE; i++) {
        const uint8_t *m = masks + i * f->actions;
        size_t n = 0;
        for (size_t a = 0; a < f->actions; a++)
            n += m[a];
        ck_assert_uint_gt(n, 0);
        *rng = *rng * 6364136223846793005u + 1442695040888963407u;
        size_t pick = (*rng >> 33) % n;
        for (size_t a = 0; a < f->actions; a++)
            if (m[a] && pick-- == 0) {
                f->chosen[i] = (uint32_t)a;
                break;
            }
    }
}

static void assert_same_outputs(const fixture *f, bool stepped)
{
    const outputs *a = &f->one, *b = &f->many;
    ck_assert(memcmp(a->obs, b->obs, SIZE * f->obs_size * sizeof(float)) == 0);
    ck_assert(memcmp(a->masks, b->masks, SIZE * f->actions) == 0);
    ck_assert(memcmp(a->players, b->players, SIZE * sizeof(int32_t)) == 0);
    if (!stepped)
        return;
    ck_assert(memcmp(a->returns, b->returns, SIZE * f->num_players * sizeof(float)) == 0);
    ck_assert(memcmp(a->done, b->done, SIZE) == 0);
}

static void assert_same_states(cg_batch *a, cg_batch *b)
{
    for (size_t i = 0; i < SIZE; i++)
        ck_assert(cg_state_equal(cg_batch_state(a, i), cg_batch_state(b, i)));
}

static char *saved(const cg_state *s)
{
    char *text = test_saved_text(s);
    ck_assert_ptr_nonnull(text);
    return text;
}

/* Two batches of the same states: *one on the caller's thread, *many on
   `threads` threads. */
static void make_pair(const fixture *f, uint64_t seed, unsigned threads, cg_batch **one,
                      cg_batch **many)
{
    ck_assert_int_eq(cg_batch_new(f->g, SIZE, seed, one), CG_OK);
    ck_assert_int_eq(cg_batch_new(f->g, SIZE, seed, many), CG_OK);
    ck_assert_int_eq(cg_batch_set_threads(*many, threads), CG_OK);
}

static const unsigned thread_counts[] = {2, 3, 7, SIZE + 3};

START_TEST(test_threads_write_what_one_thread_writes)
{
    fixture f = make(_i);
    for (size_t t = 0; t < sizeof thread_counts / sizeof *thread_counts; t++) {
        cg_batch *one = NULL, *many = NULL;
        make_pair(&f, 21, thread_counts[t], &one, &many);
        ck_assert_uint_eq(cg_batch_threads(many), thread_counts[t]);
        ck_assert_uint_eq(cg_batch_threads(one), 1);
        outputs *o = &f.one, *m = &f.many;
        ck_assert_int_eq(cg_batch_observe(one, o->obs, o->masks, o->players), CG_OK);
        ck_assert_int_eq(cg_batch_observe(many, m->obs, m->masks, m->players), CG_OK);
        assert_same_outputs(&f, false);
        uint64_t rng = 3 + t, ended = 0;
        for (int step = 0; step < STEPS; step++) {
            choose(&f, o->masks, &rng);
            ck_assert_int_eq(cg_batch_step(one, f.chosen, o->returns, o->done), CG_OK);
            ck_assert_int_eq(cg_batch_observe(one, o->obs, o->masks, o->players), CG_OK);
            if (step % 2) {
                ck_assert_int_eq(cg_batch_step_observe(many, f.chosen, m->returns, m->done,
                                                       m->obs, m->masks, m->players),
                                 CG_OK);
            } else {
                ck_assert_int_eq(cg_batch_step(many, f.chosen, m->returns, m->done), CG_OK);
                ck_assert_int_eq(cg_batch_observe(many, m->obs, m->masks, m->players), CG_OK);
            }
            assert_same_outputs(&f, true);
            assert_same_states(one, many);
            for (size_t i = 0; i < SIZE; i++)
                ended += o->done[i];
        }
        ck_assert_uint_gt(ended, 0);
        cg_batch_free(one);
        cg_batch_free(many);
    }
    unmake(&f);
}
END_TEST

START_TEST(test_the_lowest_illegal_index_is_named_and_nothing_changes)
{
    fixture f = make(_i);
    cg_batch *b = NULL;
    ck_assert_int_eq(cg_batch_new(f.g, SIZE, 8, &b), CG_OK);
    ck_assert_int_eq(cg_batch_set_threads(b, 3), CG_OK);
    ck_assert_int_eq(cg_batch_observe(b, NULL, f.many.masks, NULL), CG_OK);
    uint64_t rng = 11;
    choose(&f, f.many.masks, &rng);
    char *before[SIZE];
    for (size_t i = 0; i < SIZE; i++)
        before[i] = saved(cg_batch_state(b, i));
    /* State 60 is in the last range (the caller's), state 30 in the middle one. */
    f.chosen[60] = (uint32_t)f.actions;
    f.chosen[30] = (uint32_t)f.actions + 9;
    for (int call = 0; call < 2; call++) {
        memset(f.many.done, 7, SIZE);
        memset(f.many.masks, 7, SIZE * f.actions);
        cg_status st = call ? cg_batch_step_observe(b, f.chosen, f.many.returns, f.many.done,
                                                    f.many.obs, f.many.masks, f.many.players)
                            : cg_batch_step(b, f.chosen, f.many.returns, f.many.done);
        ck_assert_int_eq(st, CG_EILLEGAL);
        ck_assert_msg(strstr(cg_last_error(), "state 30 ") != NULL, "%s", cg_last_error());
        ck_assert_msg(strstr(cg_last_error(), call ? "cg_batch_step_observe: " : "cg_batch_step: ")
                          == cg_last_error(), "%s", cg_last_error());
        for (size_t i = 0; i < SIZE; i++) {
            ck_assert_uint_eq(f.many.done[i], 7);
            ck_assert_uint_eq(f.many.masks[i * f.actions], 7);
            char *now = saved(cg_batch_state(b, i));
            ck_assert_str_eq(now, before[i]);
            free(now);
        }
    }
    for (size_t i = 0; i < SIZE; i++)
        free(before[i]);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

/* Waits longer than a worker spins, so that it sleeps and must be woken. */
static void pause_a_while(void)
{
    struct timespec t = {0, 30 * 1000 * 1000};
    nanosleep(&t, NULL);
}

START_TEST(test_sleeping_threads_are_woken)
{
    fixture f = make(_i);
    cg_batch *one = NULL, *many = NULL;
    make_pair(&f, 4, 2, &one, &many);
    uint64_t rng = 1;
    for (int step = 0; step < 5; step++) {
        pause_a_while();
        ck_assert_int_eq(cg_batch_observe(many, NULL, f.many.masks, NULL), CG_OK);
        choose(&f, f.many.masks, &rng);
        pause_a_while();
        ck_assert_int_eq(cg_batch_step(many, f.chosen, NULL, NULL), CG_OK);
        ck_assert_int_eq(cg_batch_step(one, f.chosen, NULL, NULL), CG_OK);
        assert_same_states(one, many);
    }
    cg_batch_free(one);
    cg_batch_free(many);
    unmake(&f);
}
END_TEST

/* Steps a and b alike `steps` times; whether their states stayed equal. */
static bool step_alike(fixture *f, cg_batch *a, cg_batch *b, int steps, uint64_t *rng)
{
    for (int step = 0; step < steps; step++) {
        if (cg_batch_observe(a, NULL, f->one.masks, NULL) != CG_OK)
            return false;
        choose(f, f->one.masks, rng);
        if (cg_batch_step(a, f->chosen, NULL, NULL) != CG_OK ||
            cg_batch_step(b, f->chosen, NULL, NULL) != CG_OK)
            return false;
        for (size_t i = 0; i < SIZE; i++)
            if (!cg_state_equal(cg_batch_state(a, i), cg_batch_state(b, i)))
                return false;
    }
    return true;
}

/* The child of a fork has none of the batch's threads: it steps the batch on
   its own thread and frees it; the parent's threads go on. */
START_TEST(test_a_forked_process_steps_the_batch_alone)
{
    fixture f = make(_i);
    cg_batch *one = NULL, *many = NULL;
    make_pair(&f, 12, 3, &one, &many);
    uint64_t rng = 6;
    ck_assert(step_alike(&f, one, many, 20, &rng));
    pid_t child = fork();
    ck_assert_int_ge(child, 0);
    if (child == 0) {
        bool alike = step_alike(&f, one, many, 40, &rng) && cg_batch_threads(many) == 3;
        cg_batch_free(many);
        _exit(alike ? 0 : 1);
    }
    int status = 0;
    ck_assert_int_eq(waitpid(child, &status, 0), child);
    ck_assert(WIFEXITED(status));
    ck_assert_int_eq(WEXITSTATUS(status), 0);
    ck_assert(step_alike(&f, one, many, 20, &rng));
    cg_batch_free(one);
    cg_batch_free(many);
    unmake(&f);
}
END_TEST

START_TEST(test_bad_thread_counts_are_refused)
{
    fixture f = make(_i);
    cg_batch *b = NULL, *empty = NULL;
    ck_assert_int_eq(cg_batch_set_threads(NULL, 2), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "batch is NULL") != NULL, "%s", cg_last_error());
    ck_assert_uint_eq(cg_batch_threads(NULL), 0);
    ck_assert_int_eq(cg_batch_new(f.g, SIZE, 1, &b), CG_OK);
    ck_assert_int_eq(cg_batch_set_threads(b, 4), CG_OK);
    unsigned bad[] = {0, CG_BATCH_THREADS_MAX + 1, 0xffffffffu};
    for (size_t k = 0; k < 3; k++) {
        ck_assert_int_eq(cg_batch_set_threads(b, bad[k]), CG_EINVAL);
        ck_assert_msg(strstr(cg_last_error(), "threads (1..256)") != NULL, "%s",
                      cg_last_error());
        ck_assert_uint_eq(cg_batch_threads(b), 4);
    }
    /* Back to one thread, to as many as the limit, and again. */
    ck_assert_int_eq(cg_batch_set_threads(b, 1), CG_OK);
    ck_assert_uint_eq(cg_batch_threads(b), 1);
    ck_assert_int_eq(cg_batch_set_threads(b, 2), CG_OK);
    ck_assert_int_eq(cg_batch_set_threads(b, 2), CG_OK);
    ck_assert_uint_eq(cg_batch_threads(b), 2);
    ck_assert_int_eq(cg_batch_step(b, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "actions is NULL") != NULL, "%s", cg_last_error());
    /* An empty batch on threads: every part is empty. */
    ck_assert_int_eq(cg_batch_new(f.g, 0, 1, &empty), CG_OK);
    ck_assert_int_eq(cg_batch_set_threads(empty, 3), CG_OK);
    ck_assert_int_eq(cg_batch_observe(empty, f.many.obs, f.many.masks, NULL), CG_OK);
    ck_assert_int_eq(cg_batch_step(empty, NULL, NULL, NULL), CG_OK);
    cg_batch_free(empty);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("batch_threads");
    int games = (int)cg_game_count();
    TCase *tc = tcase_create("batch_threads");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_threads_write_what_one_thread_writes, 0, games);
    tcase_add_loop_test(tc, test_the_lowest_illegal_index_is_named_and_nothing_changes, 0,
                        games);
    tcase_add_loop_test(tc, test_sleeping_threads_are_woken, 0, games);
    tcase_add_loop_test(tc, test_a_forked_process_steps_the_batch_alone, 0, games);
    tcase_add_loop_test(tc, test_bad_thread_counts_are_refused, 0, games);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
