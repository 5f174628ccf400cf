/*
 * How Battleship's resampler makes its draws, along random games of boards
 * from roomy to crowded: how many were drawn exactly (uniformly), how many
 * by the fallback's search after BS_REJECTIONS_MAX refused attempts, how
 * many ship by ship while placing unseen; the refused attempts of a draw and
 * its processor time. Links the internals to learn how each draw was made.
 *
 * Every position of `games` random games (argument, or CG_RESAMPLER_GAMES;
 * 4 by default) is resampled for both viewers.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_support.h"
#include "games/battleship/battleship_sampler.h"

enum { DRAWS_MAX = 1 << 20 };

static double refused[DRAWS_MAX], seconds[DRAWS_MAX];

/* Resamples a copy of s for viewer; returns the processor time it took. */
static double timed_draw(cg_state *copy, const cg_state *s, int viewer, uint64_t seed,
                         bs_draw_report *report)
{
    cg_state_copy(copy, s);
    cg_rng rng;
    cg_rng_seed_stream(&rng, seed, CG_STREAM_RESAMPLE);
    double start = bench_now();
    *report = bs_resample_by(cg_state_config(copy),
                             cg_state_block_mut(copy, &cg_battleship_impl, "bench"), viewer, &rng,
                             BS_METHOD_AUTO);
    return bench_now() - start;
}

static void board(const char *params, int games)
{
    cg_game *g = NULL;
    if (cg_game_new("battleship", params, &g) != CG_OK) {
        fprintf(stderr, "bench_battleship_resampler: %s\n", cg_last_error());
        exit(1);
    }
    int n = 0, by[3] = {0};
    double worst_by[3] = {0};
    cg_state *copy = NULL;
    for (int game = 1; game <= games; game++) {
        cg_state *s = NULL;
        cg_state_new(g, (uint64_t)game, &s);
        if (!copy)
            cg_state_clone(s, &copy);
        for (uint64_t move = 0; !cg_state_is_terminal(s) && n + 2 <= DRAWS_MAX; move++) {
            for (int viewer = 0; viewer < 2; viewer++) {
                bs_draw_report r;
                seconds[n] = timed_draw(
                    copy, s, viewer, (uint64_t)game * 1000003u + move * 2 + (uint64_t)viewer, &r);
                if (seconds[n] > worst_by[r.by])
                    worst_by[r.by] = seconds[n];
                refused[n++] = (double)r.refused;
                by[r.by]++;
            }
            cg_state_playout(s, (uint64_t)game * 7919u + move, 1, NULL);
        }
        cg_state_free(s);
    }
    cg_state_free(copy);
    cg_game_free(g);
    printf("%s: %d games, %d draws\n", params, games, n);
    printf("  exact %d (worst %.1f ms), by search %d (%.1f ms), ship by ship %d (%.1f ms)\n",
           by[BS_DRAWN_EXACTLY], worst_by[BS_DRAWN_EXACTLY] * 1e3, by[BS_DRAWN_BY_SEARCH],
           worst_by[BS_DRAWN_BY_SEARCH] * 1e3, by[BS_DRAWN_SHIP_BY_SHIP],
           worst_by[BS_DRAWN_SHIP_BY_SHIP] * 1e3);
    /* bench_median sorts: the quantiles follow. */
    double median = bench_median(refused, (size_t)n);
    printf("  refused attempts: median %.0f, 99%% %.0f, 99.9%% %.0f, worst %.0f\n", median,
           refused[n * 99 / 100], refused[n * 999 / 1000], refused[n - 1]);
    median = bench_median(seconds, (size_t)n);
    printf("  time: median %.1f us, 99%% %.1f us, worst %.1f ms\n", median * 1e6,
           seconds[n * 99 / 100] * 1e6, seconds[n - 1] * 1e3);
}

/* `draws` resamples of s for viewer: how they were made, their time. */
static void repeated_draws(const char *label, const cg_state *s, int viewer, int draws)
{
    cg_state *copy = NULL;
    cg_state_clone(s, &copy);
    int by[3] = {0};
    double worst = 0;
    for (int k = 0; k < draws; k++) {
        bs_draw_report r;
        seconds[k] = timed_draw(copy, s, viewer, (uint64_t)k, &r);
        worst = seconds[k] > worst ? seconds[k] : worst;
        by[r.by]++;
    }
    printf("%s: %d draws, exact %d, by search %d\n", label, draws, by[BS_DRAWN_EXACTLY],
           by[BS_DRAWN_BY_SEARCH]);
    printf("  time: median %.1f ms, worst %.1f ms\n", bench_median(seconds, (size_t)draws) * 1e3,
           worst * 1e3);
    cg_state_free(copy);
}

/* A state of the game of `params`, `moves` random moves from its start (or
   to the end of the placements, with moves < 0). */
static cg_state *state_of(const char *params, uint64_t seed, int moves, cg_game **g)
{
    cg_state *s = NULL;
    if (cg_game_new("battleship", params, g) != CG_OK || cg_state_new(*g, seed, &s) != CG_OK) {
        fprintf(stderr, "bench_battleship_resampler: %s\n", cg_last_error());
        exit(1);
    }
    if (moves >= 0)
        cg_state_playout(s, 1, (uint32_t)moves, NULL);
    while (moves < 0 && cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING)
        cg_state_playout(s, 1, 1, NULL);
    return s;
}

/* A near tiling: 21 ships with one of 13 on 15 x 10 after 64 random moves
   (the position of a kept params fuzz input), resampled for player 1, whose
   view the search once took tens of seconds to fill; and the most ships of
   length 1 that fit on 26 x 26 (169: every ship in its own 2 x 2 square),
   all placed and none fired at. */
static void packed_boards(int draws)
{
    cg_game *g = NULL;
    cg_state *s = state_of("width=15;height=10;fleet=3,6,7,2,2,2,1,3,2,1,2,1,1,1,13,3,2,2,2,1,5",
                           284, 64, &g);
    repeated_draws("21 ships with one of 13 on 15x10 after 64 moves, player 1", s, 1, draws);
    cg_state_free(s);
    cg_game_free(g);
    char params[1024] = "width=26;height=26;fleet=1";
    for (int i = 1; i < 169; i++)
        strcat(params, ",1");
    s = state_of(params, 1, -1, &g);
    repeated_draws("169 ships of length 1 on 26x26, placed, unseen", s, 0, draws);
    cg_state_free(s);
    cg_game_free(g);
}

int main(int argc, char **argv)
{
    const char *env = getenv("CG_RESAMPLER_GAMES");
    int games = argc > 1 ? atoi(argv[1]) : env ? atoi(env) : 4;
    if (games < 1)
        games = 1;
    printf("battleship resampler, draws along random games (budget: %ld refused attempts)\n",
           (long)BS_REJECTIONS_MAX);
    board("width=10;height=10", games);
    board("width=8;height=8", games);
    board("width=8;height=7", games);
    board("width=10;height=10;fleet=5,3,3,2,3,6,1,1,8,1", games);
    board("width=10;height=10;fleet=5,3,3,2,3,2,1,9,9,1", games);
    packed_boards(9);
    return 0;
}
