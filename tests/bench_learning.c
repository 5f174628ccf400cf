/*
 * Benchmark of the 1.1 interfaces of every game (run by `meson test
 * --benchmark`): a random game driven step by step (listing the legal moves at
 * every step) next to the same game in cg_state_playout; the legal mask, the
 * observation and resample per call; and batches of 1,024 states stepped by
 * cg_batch_observe + cg_batch_step next to single states doing the same work,
 * and cg_batch_step_observe on one thread and on two.
 * It prints figures and the counts they rest on; it never fails on speed.
 *
 *   bench_learning [seconds per figure, default 0.3] [game ...]
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_support.h"
#include "cardgames/cardgames.h"

#define SNAPSHOTS 1000
#define BATCH 1024

typedef struct game_bench {
    const cg_game *g;
    cg_move *moves;
    uint8_t *mask;
    float *obs;
    size_t max_moves, actions, obs_size;
    double budget;
} game_bench;

/* States met along random games at every stage. */
static size_t take_snapshots(game_bench *b, cg_state **snaps)
{
    size_t n = 0;
    uint64_t rng = 99;
    for (uint64_t seed = 1; n < SNAPSHOTS && seed < 100000; seed++) {
        cg_state *s = NULL;
        cg_state_new(b->g, seed, &s);
        while (!cg_state_is_terminal(s) && n < SNAPSHOTS) {
            size_t count = cg_state_legal_moves(s, b->moves, b->max_moves);
            if (bench_random(&rng) % 8 == 0)
                cg_state_clone(s, &snaps[n++]);
            cg_state_apply(s, b->moves[bench_random(&rng) % count]);
        }
        cg_state_free(s);
    }
    return n;
}

/* Microseconds per whole random game, step by step or by playout. */
static double game_us(game_bench *b, bool stepwise, unsigned long long *games_out)
{
    cg_state *s = NULL, *fresh = NULL;
    cg_state_new(b->g, 1, &s);
    cg_state_new(b->g, 1, &fresh);
    unsigned long long games = 0;
    uint64_t rng = 7;
    double start = bench_now(), elapsed;
    do {
        cg_state_copy(s, fresh);
        cg_state_reseed(s, games);
        if (stepwise) {
            size_t n;
            while ((n = cg_state_legal_moves(s, b->moves, b->max_moves)) > 0)
                cg_state_apply(s, b->moves[bench_random(&rng) % n]);
        } else {
            cg_state_playout(s, games, UINT32_MAX, NULL);
        }
        games++;
    } while ((elapsed = bench_now() - start) < b->budget);
    cg_state_free(s);
    cg_state_free(fresh);
    *games_out = games;
    return elapsed * 1e6 / (double)games;
}

typedef enum { OP_MASK, OP_OBSERVE } op_kind;

static double ns_per_op(game_bench *b, cg_state **snaps, size_t n, op_kind op)
{
    unsigned long long ops = 0;
    size_t sink = 0;
    double start = bench_now(), elapsed;
    do {
        for (size_t i = 0; i < n; i++) {
            if (op == OP_MASK) {
                sink += cg_state_legal_mask(snaps[i], b->mask, b->actions);
            } else {
                int p = cg_state_current_player(snaps[i]);
                sink += (size_t)cg_state_observation(snaps[i], p < 0 ? 0 : p, b->obs, b->obs_size);
            }
        }
        ops += n;
    } while ((elapsed = bench_now() - start) < b->budget);
    if (sink == 42)
        putchar(' ');
    return elapsed * 1e9 / (double)ops;
}

/* Median and worst microseconds of one resample of each snapshot, for the
   player to move (player 0 at the end). */
static void resample_us(cg_state **snaps, size_t n, double *median, double *worst)
{
    double *each = malloc(n * sizeof *each);
    cg_state *scratch = NULL;
    cg_state_clone(snaps[0], &scratch);
    *worst = 0;
    for (size_t i = 0; i < n; i++) {
        int p = cg_state_current_player(snaps[i]);
        enum { REPEAT = 20 };
        double best = 1e9;
        for (int r = 0; r < REPEAT; r++) {
            cg_state_copy(scratch, snaps[i]);
            double start = bench_now();
            cg_state_resample(scratch, p < 0 ? 0 : p, (uint64_t)r);
            double t = (bench_now() - start) * 1e6;
            best = t < best ? t : best;
        }
        each[i] = best;
        *worst = best > *worst ? best : *worst;
    }
    *median = bench_median(each, n);
    cg_state_free(scratch);
    free(each);
}

/* A random legal action from each mask. */
static void choose_actions(const uint8_t *masks, size_t size, size_t actions, uint32_t *chosen,
                           uint64_t *rng)
{
    for (size_t i = 0; i < size; i++) {
        const uint8_t *m = masks + i * actions;
        size_t legal = 0;
        for (size_t a = 0; a < actions; a++)
            legal += m[a];
        size_t k = legal ? bench_random(rng) % legal : 0;
        for (size_t a = 0; a < actions; a++)
            if (m[a] && k-- == 0) {
                chosen[i] = (uint32_t)a;
                break;
            }
    }
}

/* The buffers of a batch's calls. */
typedef struct batch_buffers {
    float *obs, *returns;
    uint8_t *masks, *done;
    int32_t *players;
    uint32_t *chosen;
} batch_buffers;

/* Steps per second of a batch on `threads` threads for about `seconds` (the
   choice of actions not counted): cg_batch_step then cg_batch_observe, or
   cg_batch_step_observe when fused. Adds the allocations made by the batch
   calls to *allocs. */
static double batch_rate(const game_bench *b, batch_buffers *buf, unsigned threads, bool fused,
                         double seconds, unsigned long long *allocs)
{
    cg_batch *batch = NULL;
    if (cg_batch_new(b->g, BATCH, 1, &batch) != CG_OK ||
        cg_batch_set_threads(batch, threads) != CG_OK) {
        cg_batch_free(batch);
        return 0;
    }
    uint64_t rng = 3;
    unsigned long long steps = 0, allocs_before = bench_allocations;
    double timed = 0, start_all = bench_now();
    cg_batch_observe(batch, buf->obs, buf->masks, buf->players);
    do {
        choose_actions(buf->masks, BATCH, b->actions, buf->chosen, &rng);
        double start = bench_now();
        if (fused) {
            cg_batch_step_observe(batch, buf->chosen, buf->returns, buf->done, buf->obs,
                                  buf->masks, buf->players);
        } else {
            cg_batch_step(batch, buf->chosen, buf->returns, buf->done);
            cg_batch_observe(batch, buf->obs, buf->masks, buf->players);
        }
        timed += bench_now() - start;
        steps += BATCH;
    } while (bench_now() - start_all < seconds);
    *allocs += bench_allocations - allocs_before;
    cg_batch_free(batch);
    return (double)steps / timed;
}

/* Steps per second of single states doing a batch's work (observation, mask,
   apply), one state at a time. */
static double single_rate(const game_bench *b, uint32_t *chosen, double seconds)
{
    cg_state *s = NULL;
    cg_state_new(b->g, 1, &s);
    uint64_t rng = 3;
    unsigned long long steps = 0;
    double timed = 0, start_all = bench_now();
    do {
        double start = bench_now();
        int p = cg_state_current_player(s);
        cg_state_observation(s, p, b->obs, b->obs_size);
        cg_state_legal_mask(s, b->mask, b->actions);
        timed += bench_now() - start;
        choose_actions(b->mask, 1, b->actions, chosen, &rng);
        start = bench_now();
        cg_move m = 0;
        cg_game_move_of(b->g, chosen[0], &m);
        cg_state_apply(s, m);
        if (cg_state_is_terminal(s)) {
            cg_state_free(s);
            cg_state_new(b->g, steps, &s);
        }
        timed += bench_now() - start;
        steps++;
    } while (bench_now() - start_all < seconds);
    cg_state_free(s);
    return (double)steps / timed;
}

enum { ROUNDS = 5 };

/* The batch figures of a game (steps per second): step + observe on one
   thread, step_observe on one thread and on two; ROUNDS interleaved rounds,
   their medians and the median of each round's two-to-one ratio. Single
   states doing the same work; allocations over all the batch calls. */
typedef struct batch_result {
    double apart, fused, two, two_to_one, single;
    unsigned long long allocs;
} batch_result;

static batch_result batch_figures(const game_bench *b)
{
    batch_result r = {0};
    int np = cg_game_num_players(b->g);
    batch_buffers buf = {malloc(BATCH * b->obs_size * sizeof(float)),
                         malloc(BATCH * (size_t)np * sizeof(float)), malloc(BATCH * b->actions),
                         malloc(BATCH), malloc(BATCH * sizeof(int32_t)),
                         malloc(BATCH * sizeof(uint32_t))};
    if (buf.obs && buf.returns && buf.masks && buf.done && buf.players && buf.chosen) {
        double apart[ROUNDS], fused[ROUNDS], two[ROUNDS], ratio[ROUNDS];
        double seconds = b->budget * 3 / ROUNDS;
        for (int k = 0; k < ROUNDS; k++) {
            apart[k] = batch_rate(b, &buf, 1, false, seconds, &r.allocs);
            fused[k] = batch_rate(b, &buf, 1, true, seconds, &r.allocs);
            two[k] = batch_rate(b, &buf, 2, true, seconds, &r.allocs);
            ratio[k] = two[k] / fused[k];
        }
        r.apart = bench_median(apart, ROUNDS);
        r.fused = bench_median(fused, ROUNDS);
        r.two = bench_median(two, ROUNDS);
        r.two_to_one = bench_median(ratio, ROUNDS);
        r.single = single_rate(b, buf.chosen, b->budget * 3);
    }
    free(buf.obs);
    free(buf.returns);
    free(buf.masks);
    free(buf.done);
    free(buf.players);
    free(buf.chosen);
    return r;
}

static void measure(const char *name, double budget)
{
    cg_game *g = NULL;
    if (cg_game_new(name, NULL, &g) != CG_OK) {
        fprintf(stderr, "bench_learning: %s: %s\n", name, cg_last_error());
        return;
    }
    game_bench b = {g, NULL, NULL, NULL, cg_game_max_moves(g), cg_game_action_count(g),
                    cg_game_observation_size(g), budget};
    b.moves = malloc(b.max_moves * sizeof *b.moves);
    b.mask = malloc(b.actions);
    b.obs = malloc(b.obs_size * sizeof *b.obs);
    cg_state **snaps = malloc(SNAPSHOTS * sizeof *snaps);
    size_t n = take_snapshots(&b, snaps);

    unsigned long long step_games, playout_games;
    double stepwise = game_us(&b, true, &step_games);
    double playout = game_us(&b, false, &playout_games);
    double mask_ns = ns_per_op(&b, snaps, n, OP_MASK);
    double obs_ns = ns_per_op(&b, snaps, n, OP_OBSERVE);
    double rs_median, rs_worst;
    resample_us(snaps, n, &rs_median, &rs_worst);
    batch_result r = batch_figures(&b);

    printf("%-14s %8u %9zu %11.2f %11.2f %6.1fx %9.0f %9.0f %9.2f %9.2f %12.0f %12.0f %6.1fx "
           "%7llu\n",
           name, (unsigned)b.actions, b.obs_size, stepwise, playout, stepwise / playout, mask_ns,
           obs_ns, rs_median, rs_worst, r.apart, r.single, r.apart / r.single, r.allocs);
    printf("%-14s (%llu stepwise and %llu playout games; mask, observation and resample over "
           "%zu positions; batches of %d)\n",
           "", step_games, playout_games, n, BATCH);
    printf("%-14s cg_batch_step_observe: %.0f st/s on 1 thread (%.2fx step + observe), %.0f "
           "st/s on 2 (%.2fx; medians of %d rounds)\n",
           "", r.fused, r.fused / r.apart, r.two, r.two_to_one, ROUNDS);
    fflush(stdout);
    for (size_t i = 0; i < n; i++)
        cg_state_free(snaps[i]);
    free(snaps);
    free(b.moves);
    free(b.mask);
    free(b.obs);
    cg_game_free(g);
}

int main(int argc, char **argv)
{
    double budget = argc > 1 ? atof(argv[1]) : 0.3;
    if (budget <= 0)
        budget = 0.3;
    printf("libcardgames %s: actions, masks, observations, resample and batches, %.2f s per "
           "figure, one core (batches also on two)\n\n",
           cg_version_string(), budget);
    printf("%-14s %8s %9s %11s %11s %7s %9s %9s %9s %9s %12s %12s %7s %7s\n", "game", "actions",
           "obs size", "us/stepwise", "us/playout", "ratio", "ns/mask", "ns/observe",
           "us/resample", "worst", "batch st/s", "single st/s", "gain", "allocs");
    printf("%-14s %8s %9s %11s %11s %7s %9s %9s %9s %9s %12s %12s %7s %7s\n", "", "", "",
           "game", "game", "", "", "", "median", "", "", "", "", "batch");
    for (size_t i = 0; i < cg_game_count(); i++) {
        const char *name = cg_game_name_at(i);
        bool wanted = argc <= 2;
        for (int a = 2; a < argc; a++)
            wanted |= strcmp(argv[a], name) == 0;
        if (wanted)
            measure(name, budget);
    }
    return 0;
}
