/*
 * Threads: thousands of seeded games of every game in the catalogue, played
 * from 8 threads at once that share one cg_game per game, give exactly the
 * results (final hash, moves made, winner, a digest of every move text, saved
 * form and render along the way) of the same seeds played on one thread; and
 * cg_last_error stays per thread while other threads fail at the same time.
 * CI builds it with ThreadSanitizer, which must report nothing.
 *
 * CG_THREADS_GAMES sets the number of games per game of the catalogue
 * (default 2000).
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"

enum { THREADS = 8, MAX_GAMES = 64, TEXT_CAP = 1 << 16, MOVE_LIMIT = 200000 };

typedef struct result {
    uint64_t hash;   /* of the final state */
    uint64_t digest; /* of every text seen along the way */
    uint32_t moves;
    int winner;
    int terminal;
    char failure[160]; /* "" unless a call failed */
} result;

typedef struct job_set {
    const cg_game *games[MAX_GAMES];
    size_t game_count;
    size_t games_each;
    result *results; /* game_count * games_each, job j is game j % game_count */
    atomic_size_t next;
} job_set;

static uint64_t fnv(uint64_t h, const char *text)
{
    for (; *text; text++)
        h = (h ^ (unsigned char)*text) * 0x100000001b3u;
    return h;
}

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void record_failure(result *r, const char *what)
{
    if (!r->failure[0])
        snprintf(r->failure, sizeof r->failure, "%s: %s", what, cg_last_error());
}

/* Saves, loads back, clones and renders for every viewer: the texts feed the
   digest, and the copies must equal the state. */
static void check_texts(const cg_state *s, char *text, result *r)
{
    const cg_game *g = cg_state_game(s);
    size_t n = cg_state_save(s, text, TEXT_CAP);
    if (n >= TEXT_CAP) {
        record_failure(r, "saved form longer than the test's buffer");
        return;
    }
    r->digest = fnv(r->digest, text);
    cg_state *loaded = NULL, *cloned = NULL;
    if (cg_state_load(g, text, &loaded) != CG_OK)
        record_failure(r, "cg_state_load");
    else if (!cg_state_equal(loaded, s) || cg_state_hash(loaded) != cg_state_hash(s))
        record_failure(r, "the loaded state differs");
    if (cg_state_clone(s, &cloned) != CG_OK)
        record_failure(r, "cg_state_clone");
    else if (!cg_state_equal(cloned, s))
        record_failure(r, "the clone differs");
    cg_state_free(loaded);
    cg_state_free(cloned);
    for (int viewer = CG_PLAYER_NONE; viewer < cg_game_num_players(g); viewer++) {
        cg_state_render(s, viewer, text, TEXT_CAP);
        r->digest = fnv(r->digest, text);
    }
}

/* One game: odd seeds run cg_state_playout, even seeds pick moves themselves
   through the whole API (move texts both ways, texts every 16 moves). */
static void play(const cg_game *g, uint64_t seed, cg_move *moves, char *text, result *r)
{
    memset(r, 0, sizeof *r);
    r->digest = 0xcbf29ce484222325u;
    cg_state *s = NULL;
    if (cg_state_new(g, seed, &s) != CG_OK) {
        record_failure(r, "cg_state_new");
        return;
    }
    if (seed % 2 == 1) {
        uint32_t made = 0;
        if (cg_state_playout(s, seed * 31 + 7, MOVE_LIMIT, &made) != CG_OK)
            record_failure(r, "cg_state_playout");
        check_texts(s, text, r);
    } else {
        uint64_t chooser = seed;
        size_t max = cg_game_max_moves(g);
        while (!cg_state_is_terminal(s) && cg_state_move_number(s) < MOVE_LIMIT && !r->failure[0]) {
            if (cg_state_move_number(s) % 16 == 0)
                check_texts(s, text, r);
            size_t n = cg_state_legal_moves(s, moves, max);
            if (n == 0 || n > max) {
                record_failure(r, "cg_state_legal_moves");
                break;
            }
            cg_move move = moves[splitmix(&chooser) % n], parsed = 0;
            cg_move_to_string(s, move, text, TEXT_CAP);
            r->digest = fnv(r->digest, text);
            if (cg_move_from_string(s, text, &parsed) != CG_OK || parsed != move)
                record_failure(r, "cg_move_from_string");
            if (cg_state_apply(s, move) != CG_OK)
                record_failure(r, "cg_state_apply");
        }
        check_texts(s, text, r);
    }
    r->hash = cg_state_hash(s);
    r->moves = cg_state_move_number(s);
    r->winner = cg_state_winner(s);
    r->terminal = cg_state_is_terminal(s);
    cg_state_free(s);
}

static void *worker(void *arg)
{
    job_set *jobs = arg;
    size_t max = 1;
    for (size_t i = 0; i < jobs->game_count; i++)
        if (cg_game_max_moves(jobs->games[i]) > max)
            max = cg_game_max_moves(jobs->games[i]);
    cg_move *moves = malloc(max * sizeof *moves);
    char *text = malloc(TEXT_CAP);
    size_t total = jobs->game_count * jobs->games_each;
    for (;;) {
        size_t j = atomic_fetch_add(&jobs->next, 1);
        if (j >= total)
            break;
        size_t game = j % jobs->game_count;
        play(jobs->games[game], j / jobs->game_count, moves, text, &jobs->results[j]);
    }
    free(moves);
    free(text);
    return NULL;
}

static size_t games_each(void)
{
    const char *env = getenv("CG_THREADS_GAMES");
    long n = env ? atol(env) : 2000;
    return n > 0 ? (size_t)n : 2000;
}

static void make_games(job_set *jobs)
{
    jobs->game_count = cg_game_count();
    ck_assert_uint_le(jobs->game_count, MAX_GAMES);
    for (size_t i = 0; i < jobs->game_count; i++) {
        cg_game *g = NULL;
        ck_assert_msg(cg_game_new(cg_game_name_at(i), NULL, &g) == CG_OK, "%s: %s",
                      cg_game_name_at(i), cg_last_error());
        jobs->games[i] = g;
    }
    jobs->games_each = games_each();
    size_t total = jobs->game_count * jobs->games_each;
    jobs->results = calloc(total, sizeof(result));
    ck_assert_ptr_nonnull(jobs->results);
    atomic_init(&jobs->next, 0);
}

static void free_games(job_set *jobs)
{
    for (size_t i = 0; i < jobs->game_count; i++)
        cg_game_free((cg_game *)jobs->games[i]);
    free(jobs->results);
}

START_TEST(test_eight_threads_sharing_games_play_as_one_thread_does)
{
    job_set serial, parallel;
    make_games(&serial);
    make_games(&parallel);
    worker(&serial);
    pthread_t threads[THREADS];
    for (int t = 0; t < THREADS; t++)
        ck_assert_int_eq(pthread_create(&threads[t], NULL, worker, &parallel), 0);
    for (int t = 0; t < THREADS; t++)
        ck_assert_int_eq(pthread_join(threads[t], NULL), 0);

    size_t total = serial.game_count * serial.games_each;
    for (size_t j = 0; j < total; j++) {
        const char *name = cg_game_name_at(j % serial.game_count);
        uint64_t seed = j / serial.game_count;
        const result *a = &serial.results[j], *b = &parallel.results[j];
        ck_assert_msg(a->failure[0] == '\0', "%s seed %llu, one thread: %s", name,
                      (unsigned long long)seed, a->failure);
        ck_assert_msg(b->failure[0] == '\0', "%s seed %llu, 8 threads: %s", name,
                      (unsigned long long)seed, b->failure);
        ck_assert_msg(a->terminal, "%s seed %llu did not end within %d moves", name,
                      (unsigned long long)seed, MOVE_LIMIT);
        ck_assert_msg(a->hash == b->hash && a->digest == b->digest && a->moves == b->moves &&
                          a->winner == b->winner && a->terminal == b->terminal,
                      "%s seed %llu: 8 threads gave another game than one thread", name,
                      (unsigned long long)seed);
    }
    free_games(&serial);
    free_games(&parallel);
}
END_TEST

/* ---- cg_last_error per thread ---- */

enum { ROUNDS = 500 };

typedef struct error_job {
    pthread_barrier_t *barrier;
    int id;
    int mixups; /* rounds in which this thread read another's message */
} error_job;

static void *fail_and_read_back(void *arg)
{
    error_job *job = arg;
    char name[64], expected[160];
    for (int round = 0; round < ROUNDS; round++) {
        snprintf(name, sizeof name, "no-game-%d-%d", job->id, round);
        snprintf(expected, sizeof expected, "cg_game_new: no game named '%s'", name);
        cg_game *g = NULL;
        cg_status st = cg_game_new(name, NULL, &g);
        /* Every thread has failed with its own message before any reads. */
        pthread_barrier_wait(job->barrier);
        if (st != CG_ENOGAME || strncmp(cg_last_error(), expected, strlen(expected)) != 0)
            job->mixups++;
        pthread_barrier_wait(job->barrier);
    }
    return NULL;
}

START_TEST(test_last_error_is_per_thread)
{
    pthread_barrier_t barrier;
    ck_assert_int_eq(pthread_barrier_init(&barrier, NULL, THREADS), 0);
    pthread_t threads[THREADS];
    error_job jobs[THREADS];
    for (int t = 0; t < THREADS; t++) {
        jobs[t] = (error_job){&barrier, t, 0};
        ck_assert_int_eq(pthread_create(&threads[t], NULL, fail_and_read_back, &jobs[t]), 0);
    }
    for (int t = 0; t < THREADS; t++) {
        ck_assert_int_eq(pthread_join(threads[t], NULL), 0);
        ck_assert_msg(jobs[t].mixups == 0, "thread %d read another thread's message %d times",
                      t, jobs[t].mixups);
    }
    pthread_barrier_destroy(&barrier);
    /* This thread made no failing call: its message is still empty. */
    ck_assert_str_eq(cg_last_error(), "");
}
END_TEST

/* Games made, queried and freed by every thread at once. */
static void *make_and_free(void *arg)
{
    int *failures = arg;
    char params[512], first[512];
    for (int round = 0; round < 50; round++)
        for (size_t i = 0; i < cg_game_count(); i++) {
            cg_game *g = NULL, *again = NULL;
            cg_state *s = NULL;
            if (cg_game_new(cg_game_name_at(i), NULL, &g) != CG_OK ||
                cg_game_params(g, first, sizeof first) >= sizeof first ||
                cg_game_new(cg_game_name_at(i), first, &again) != CG_OK ||
                cg_game_params(again, params, sizeof params) >= sizeof params ||
                strcmp(params, first) != 0 || cg_state_new(again, (uint64_t)round, &s) != CG_OK ||
                cg_state_playout(s, 1, 100, NULL) != CG_OK)
                (*failures)++;
            cg_state_free(s);
            cg_game_free(again);
            cg_game_free(g);
        }
    return NULL;
}

START_TEST(test_games_are_made_and_freed_from_many_threads)
{
    pthread_t threads[THREADS];
    int failures[THREADS] = {0};
    for (int t = 0; t < THREADS; t++)
        ck_assert_int_eq(pthread_create(&threads[t], NULL, make_and_free, &failures[t]), 0);
    for (int t = 0; t < THREADS; t++) {
        ck_assert_int_eq(pthread_join(threads[t], NULL), 0);
        ck_assert_msg(failures[t] == 0, "thread %d: %d failures", t, failures[t]);
    }
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("threads");
    TCase *tc = tcase_create("threads");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, test_eight_threads_sharing_games_play_as_one_thread_does);
    tcase_add_test(tc, test_last_error_is_per_thread);
    tcase_add_test(tc, test_games_are_made_and_freed_from_many_threads);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    /* In this process, not a forked child: ThreadSanitizer watches forked
       children of its multi-threaded runtime poorly. */
    srunner_set_fork_status(runner, CK_NOFORK);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
