/*
 * Battleship's figures (run by `meson test --benchmark`): a whole random game
 * (placement and firing) in microseconds of processor time, listing the
 * legal placements of a new game, the legal moves at every placement state
 * of random games (median, mean, worst), random games played step by step
 * through the API against cg_state_playout, the resampler over 1000
 * positions of random games at every stage (median, 90th percentile and
 * worst, by stage), and the built-in players over 1000 seeded games: how
 * often "hunter" beats "random", and the average number of shots each needs
 * to sink the classic fleet alone. It prints figures; it never fails on
 * speed.
 *
 *   bench_battleship [games for the players, default 1000]
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "battleship_solo.h"
#include "bench_support.h"

/* For one short call: reading a processor-time clock costs some 0.3 us here,
   the monotonic clock a tenth of that. */
static double wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Whole random games from fresh states, copied rather than allocated. */
static void random_games(const cg_game *g, const char *label)
{
    enum { FRESH = 64 };
    cg_state *fresh[FRESH], *s = NULL;
    for (int i = 0; i < FRESH; i++)
        cg_state_new(g, (uint64_t)i + 1, &fresh[i]);
    cg_state_new(g, 1, &s);
    long games = 0, moves = 0;
    double start = bench_now(), elapsed;
    do {
        for (int i = 0; i < FRESH; i++, games++) {
            uint32_t made = 0;
            cg_state_copy(s, fresh[i]);
            cg_state_playout(s, (uint64_t)games, UINT32_MAX, &made);
            moves += made;
        }
        elapsed = bench_now() - start;
    } while (elapsed < 0.5);
    printf("%-34s %8.2f us/game %7.1f moves/game\n", label, elapsed * 1e6 / (double)games,
           (double)moves / (double)games);
    for (int i = 0; i < FRESH; i++)
        cg_state_free(fresh[i]);
    cg_state_free(s);
}

/* The listing of a new game's placements, the median of many, each of a
   position new to the library: it remembers the last listing made on a
   thread, so another game's position is listed between two timed ones. */
static void placement_listing(const cg_game *g, const char *label)
{
    enum { TIMES = 2001 };
    cg_game *tiny = NULL;
    cg_state *s = NULL, *other = NULL;
    cg_game_new("battleship", "width=2;height=2;fleet=1", &tiny);
    cg_state_new(tiny, 1, &other);
    cg_state_new(g, 1, &s);
    cg_move *moves = malloc(cg_game_max_moves(g) * sizeof *moves);
    cg_move *spare = malloc(cg_game_max_moves(tiny) * sizeof *spare);
    double *cost = malloc(TIMES * sizeof *cost);
    size_t n = 0;
    for (int i = 0; i < TIMES; i++) {
        cg_state_legal_moves(other, spare, cg_game_max_moves(tiny));
        double start = wall_seconds();
        n = cg_state_legal_moves(s, moves, cg_game_max_moves(g));
        cost[i] = (wall_seconds() - start) * 1e6;
    }
    bench_median(cost, TIMES);
    printf("%-34s %8.2f us/list %7zu moves (median of %d)\n", label, cost[TIMES / 2], n, TIMES);
    free(cost);
    free(spare);
    free(moves);
    cg_state_free(other);
    cg_state_free(s);
    cg_game_free(tiny);
}

/* ---- The resampler over positions of random games ---- */

enum { POSITIONS = 1000, DRAWS = 16, BARELY_FITTING_GAMES = 20 };

static const char *const stage_names[4] = {"placement", "early firing", "middle firing",
                                           "late firing"};

/* A position of stage `stage` (0 placing, 1..3 the thirds of the firing) of
   the random game of `seed`. */
static cg_state *position(const cg_game *g, uint64_t seed, int stage, uint64_t pick)
{
    cg_state *s = NULL, *whole = NULL;
    cg_state_new(g, seed, &s);
    cg_state_clone(s, &whole);
    uint32_t total = 0, placing = 0;
    cg_state_playout(whole, seed, UINT32_MAX, &total);
    cg_state_free(whole);
    cg_state_clone(s, &whole);
    while (cg_battleship_state_phase(whole) == CG_BATTLESHIP_PLACING) {
        cg_state_playout(whole, seed, placing + 1, NULL);
        placing++;
        cg_state_free(whole);
        cg_state_clone(s, &whole);
        cg_state_playout(whole, seed, placing, NULL);
    }
    cg_state_free(whole);
    uint32_t firing = total - placing, target;
    if (stage == 0)
        target = (uint32_t)(pick % placing);
    else
        target = placing + (uint32_t)((uint64_t)(stage - 1) * firing / 3 + pick % (firing / 3));
    cg_state_playout(s, seed, target, NULL);
    return s;
}

/* Microseconds of processor time per resample, the mean of DRAWS seeds,
   for each position and viewer. */
static void resampling(const cg_game *g, const char *label)
{
    static double cost[2 * POSITIONS], by_stage[4][2 * POSITIONS / 4 + 1];
    int n_stage[4] = {0};
    double worst_single = 0;
    cg_state *copy = NULL;
    for (int i = 0; i < POSITIONS; i++) {
        int stage = i % 4;
        cg_state *s = position(g, (uint64_t)i + 1, stage, (uint64_t)i * 2654435761u);
        if (!copy)
            cg_state_clone(s, &copy);
        for (int viewer = 0; viewer < 2; viewer++) {
            double sum = 0;
            for (int k = 0; k < DRAWS; k++) {
                cg_state_copy(copy, s);
                double start = bench_now();
                cg_state_resample(copy, viewer, (uint64_t)k * 7919u + (uint64_t)i);
                double t = (bench_now() - start) * 1e6;
                sum += t;
                worst_single = t > worst_single ? t : worst_single;
            }
            cost[2 * i + viewer] = sum / DRAWS;
            by_stage[stage][n_stage[stage]++] = sum / DRAWS;
        }
        cg_state_free(s);
    }
    cg_state_free(copy);
    bench_median(cost, 2 * POSITIONS);
    printf("%s: resample over %d positions x 2 viewers (mean of %d seeds each)\n", label, POSITIONS,
           DRAWS);
    printf("  median %.2f us, 90%% %.2f us, worst position %.2f us, worst single draw %.2f us\n",
           cost[POSITIONS], cost[2 * POSITIONS * 9 / 10], cost[2 * POSITIONS - 1], worst_single);
    for (int st = 0; st < 4; st++) {
        bench_median(by_stage[st], (size_t)n_stage[st]);
        printf("  %-14s median %8.2f us, worst %9.2f us\n", stage_names[st],
               by_stage[st][n_stage[st] / 2], by_stage[st][n_stage[st] - 1]);
    }
}

/* Milliseconds of processor time per resample along the first moves of
   `games` random games (every placement, then four shots) with a fleet that
   barely fits its board: while the hidden fleet is being placed (where a draw
   turns to placing the ships one by one after 4096 refused attempts) and once
   it is placed (where the search helps after 2^16). */
static void barely_fitting_resamples(int games)
{
    static const char params[] = "width=10;height=10;fleet=5,3,3,2,3,2,1,9,9,1";
    cg_game *g = NULL;
    if (cg_game_new("battleship", params, &g) != CG_OK)
        return;
    enum { DRAWS_MAX = 4096 };
    static double placing[DRAWS_MAX], placed[DRAWS_MAX];
    int n_placing = 0, n_placed = 0;
    cg_state *copy = NULL;
    for (int game = 1; game <= games; game++) {
        cg_state *s = NULL;
        cg_state_new(g, (uint64_t)game, &s);
        if (!copy)
            cg_state_clone(s, &copy);
        for (int shots = 0; shots <= 4 && !cg_state_is_terminal(s);) {
            bool is_placing = cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING;
            for (int viewer = 0; viewer < 2 && n_placing < DRAWS_MAX && n_placed < DRAWS_MAX;
                 viewer++) {
                cg_state_copy(copy, s);
                double start = bench_now();
                cg_state_resample(copy, viewer, (uint64_t)(game * 1000 + shots * 2 + viewer));
                double ms = (bench_now() - start) * 1e3;
                if (is_placing)
                    placing[n_placing++] = ms;
                else
                    placed[n_placed++] = ms;
            }
            shots += !is_placing;
            cg_state_playout(s, (uint64_t)game * 7919u + (uint64_t)shots, 1, NULL);
        }
        cg_state_free(s);
    }
    cg_state_free(copy);
    cg_game_free(g);
    bench_median(placing, (size_t)n_placing);
    bench_median(placed, (size_t)n_placed);
    printf("%s: resample along the first moves of %d random games, both viewers\n", params,
           games);
    if (n_placing)
        printf("  while placing   %5d draws, median %8.3f ms, worst %8.1f ms\n", n_placing,
               placing[n_placing / 2], placing[n_placing - 1]);
    if (n_placed)
        printf("  placed, 4 shots %5d draws, median %8.3f ms, worst %8.1f ms\n", n_placed,
               placed[n_placed / 2], placed[n_placed - 1]);
}

/* ---- Legal moves while placing, and stepwise games ---- */

/* Microseconds per listing of the legal moves over every placement state of
   `games` random games: median, mean, worst. The library remembers the last
   listing made on a thread, so each state's first listing (a new position)
   is timed alone (on the monotonic clock), and asking again (count, moves,
   mask) apart. */
static void placement_listings(const cg_game *g, const char *label, int games)
{
    enum { REPS = 20 };
    size_t cap = cg_game_max_moves(g);
    cg_move *moves = malloc(cap * sizeof *moves);
    size_t states = (size_t)games * 2 * (size_t)cg_battleship_ship_count(g);
    double *cost = malloc(states * sizeof *cost), *again = malloc(states * sizeof *again);
    int n = 0;
    long listed = 0;
    for (int i = 0; i < games; i++) {
        cg_state *s = NULL;
        cg_state_new(g, (uint64_t)i + 1, &s);
        uint64_t pick = (uint64_t)i * 0x9e3779b97f4a7c15u + 1;
        while (cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING) {
            double start = wall_seconds();
            size_t count = cg_state_legal_moves(s, moves, cap);
            cost[n] = (wall_seconds() - start) * 1e6;
            start = bench_now();
            for (int r = 0; r < REPS; r++)
                cg_state_legal_moves(s, moves, cap);
            again[n++] = (bench_now() - start) * 1e6 / REPS;
            listed += (long)count;
            pick = pick * 6364136223846793005u + 1442695040888963407u;
            /* A placement, never "place random", so every ship is listed. */
            cg_state_apply(s, moves[(pick >> 33) % (count > 1 ? count - 1 : 1)]);
        }
        cg_state_free(s);
    }
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += cost[i];
    bench_median(cost, (size_t)n);
    bench_median(again, (size_t)n);
    printf("%s: legal moves while placing, %d states of %d random games (%.0f moves each)\n", label,
           n, games, (double)listed / n);
    printf(
        "  median %.2f us, mean %.2f us, worst %.2f us per listing; asked again: median %.2f us\n",
        cost[n / 2], sum / n, cost[n - 1], again[n / 2]);
    free(again);
    free(cost);
    free(moves);
}

/* Random games played step by step through the API (listing the legal
   moves at every step, applying one), against cg_state_playout. */
static void stepwise_games(const cg_game *g, const char *label)
{
    size_t cap = cg_game_max_moves(g);
    cg_move *moves = malloc(cap * sizeof *moves);
    cg_state *s = NULL;
    cg_state_new(g, 1, &s);
    long games = 0, steps = 0;
    uint64_t pick = 1;
    double start = bench_now(), stepwise, playout;
    do {
        cg_state *fresh = NULL;
        cg_state_new(g, (uint64_t)games + 1, &fresh);
        cg_state_copy(s, fresh);
        cg_state_free(fresh);
        for (;;) {
            size_t count = cg_state_legal_moves(s, moves, cap);
            if (count == 0)
                break;
            pick = pick * 6364136223846793005u + 1442695040888963407u;
            cg_state_apply(s, moves[(pick >> 33) % count]);
            steps++;
        }
        games++;
    } while (bench_now() - start < 0.5);
    stepwise = (bench_now() - start) * 1e6 / (double)games;
    long playouts = 0;
    start = bench_now();
    do {
        cg_state *fresh = NULL;
        cg_state_new(g, (uint64_t)playouts + 1, &fresh);
        cg_state_copy(s, fresh);
        cg_state_free(fresh);
        cg_state_playout(s, (uint64_t)playouts, UINT32_MAX, NULL);
        playouts++;
    } while (bench_now() - start < 0.5);
    playout = (bench_now() - start) * 1e6 / (double)playouts;
    printf("%s: stepwise random game %.2f us (%.1f steps), cg_state_playout %.2f us: %.2fx\n",
           label, stepwise, (double)steps / (double)games, playout, stepwise / playout);
    cg_state_free(s);
    free(moves);
}

/* ---- The slowest fleets ---- */

/* 13 ships whose footprints take every cell of the 16 x 6 footprint grid. */
#define NEAR_TILING "width=15;height=5;fleet=1,7,3,2,2,6,1,3,2,4,2,1,1"

/* A fleet that nearly fills its board: every first listing (as a new
   position) along one game's placements, their total and the worst. */
static void crowded_listings(const char *params)
{
    cg_game *g = NULL;
    cg_state *s = NULL;
    cg_game_new("battleship", params, &g);
    cg_state_new(g, 1, &s);
    size_t cap = cg_game_max_moves(g);
    cg_move *moves = malloc(cap * sizeof *moves);
    double total = 0, worst = 0;
    int lists = 0;
    while (cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING) {
        double start = bench_now();
        size_t n = cg_state_legal_moves(s, moves, cap);
        double t = bench_now() - start;
        total += t;
        worst = t > worst ? t : worst;
        lists++;
        cg_state_apply(s, moves[n > 1 ? n / 2 : 0]);
    }
    printf("%s: %d first listings, total %.3f s, worst %.3f s\n", params, lists, total, worst);
    free(moves);
    cg_state_free(s);
    cg_game_free(g);
}

/* A crowded fleet fired at, after 64 random moves: the exact sampler gives
   up, the fallback's search draws. */
static void crowded_fleet_resamples(const char *params, uint64_t seed, int draws)
{
    cg_game *g = NULL;
    cg_state *s = NULL, *r = NULL;
    cg_game_new("battleship", params, &g);
    cg_state_new(g, seed, &s);
    cg_state_playout(s, 1, 64, NULL);
    double *cost = malloc((size_t)draws * sizeof *cost);
    for (int i = 0; i < draws; i++) {
        cg_state_clone(s, &r);
        double start = bench_now();
        cg_state_resample(r, 0, (uint64_t)i + 7);
        cost[i] = bench_now() - start;
        cg_state_free(r);
    }
    bench_median(cost, (size_t)draws);
    printf("%s after 64 moves: %d resamples for player 0, median %.3f s, worst %.3f s\n", params,
           draws, cost[draws / 2], cost[draws - 1]);
    free(cost);
    cg_state_free(s);
    cg_game_free(g);
}

static void players(const cg_game *g, int games)
{
    cg_battleship_player hunter, random, placer;
    cg_battleship_player_new("hunter", &hunter);
    cg_battleship_player_new("random", &random);
    cg_battleship_player_new("random", &placer);
    cg_battleship_player both[2] = {hunter, random};
    int hunter_wins = 0;
    for (int i = 0; i < games; i++) {
        cg_battleship_match_result r;
        cg_battleship_match(g, both, i % 2, (uint64_t)i, &r);
        hunter_wins += r.winner == 0;
    }
    long hunter_shots = 0, random_shots = 0;
    for (int i = 0; i < games; i++) {
        hunter_shots += battleship_shots_to_sink(g, &hunter, &placer, (uint64_t)i, 10000);
        random_shots += battleship_shots_to_sink(g, &random, &placer, (uint64_t)i, 10000);
    }
    printf("hunter against random, %d games:   hunter wins %.1f%%\n", games,
           100.0 * hunter_wins / games);
    printf("shots to sink the classic fleet:   hunter %.1f, random %.1f (average of %d)\n",
           (double)hunter_shots / games, (double)random_shots / games, games);
    cg_battleship_player_free(&hunter);
    cg_battleship_player_free(&random);
    cg_battleship_player_free(&placer);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 1000;
    cg_game *classic = NULL, *crowded = NULL, *large = NULL, *tiling = NULL;
    if (cg_game_new("battleship", NULL, &classic) != CG_OK ||
        cg_game_new("battleship", "width=8;height=8", &crowded) != CG_OK ||
        cg_game_new("battleship", NEAR_TILING, &tiling) != CG_OK ||
        cg_game_new("battleship", "width=26;height=26;fleet=5,4,4,3,3,3,2,2,2,2,1,1,1,1,1",
                    &large) != CG_OK) {
        fprintf(stderr, "bench_battleship: %s\n", cg_last_error());
        return 1;
    }
    printf("battleship, processor time of one core\n");
    random_games(classic, "random game, classic 10x10");
    random_games(crowded, "random game, classic fleet on 8x8");
    random_games(large, "random game, 15 ships on 26x26");
    placement_listing(classic, "placements of a new game, 10x10");
    placement_listing(crowded, "placements of a new game, 8x8");
    placement_listing(large, "placements of a new game, 26x26");
    placement_listing(tiling, "placements, 13 ships tiling 15x5");
    placement_listings(classic, "classic 10x10", 200);
    placement_listings(crowded, "classic fleet on 8x8", 50);
    stepwise_games(classic, "classic 10x10");
    resampling(classic, "classic 10x10");
    barely_fitting_resamples(BARELY_FITTING_GAMES);
    crowded_listings("width=11;height=10;fleet=5,5,5,5,5,5,4,4,4,3,2,2,1,1");
    crowded_fleet_resamples("width=15;height=10;fleet=4,6,3,2,2,2,1,3,2,2,2,1,11,2,2,1,11,1", 124,
                            9);
    players(classic, games > 0 ? games : 1000);
    cg_game_free(classic);
    cg_game_free(crowded);
    cg_game_free(large);
    cg_game_free(tiling);
    return 0;
}
