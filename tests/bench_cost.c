/*
 * The driver of bench-cost (tests/bench_cost.py): plays a fixed set of random
 * games of one game through the generic API of release 1.0 only, so that the
 * same source builds against 1.0 and against this release, and prints
 *
 *   GAME GAMES MOVES NS_PER_MOVE
 *
 * Game i (0 <= i < GAMES) is cg_state_new(seed 1000 + i) played to its end by
 * cg_state_playout(seed 7919 i + 1): the same games in every release whose
 * generators agree (the move counts say so). bench_cost.py counts the
 * instructions of cg_state_playout under callgrind and divides by MOVES.
 * NS_PER_MOVE is the processor time of the playouts per move (meaningless
 * under valgrind).
 *
 *   bench_cost GAME GAMES
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cardgames/cardgames.h"

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench_cost GAME GAMES\n");
        return 2;
    }
    cg_game *g = NULL;
    if (cg_game_new(argv[1], NULL, &g) != CG_OK) {
        fprintf(stderr, "bench_cost: %s\n", cg_last_error());
        return 1;
    }
    long games = atol(argv[2]);
    uint64_t moves = 0;
    double busy = 0;
    for (long i = 0; i < games; i++) {
        cg_state *s = NULL;
        uint32_t made = 0;
        if (cg_state_new(g, 1000 + (uint64_t)i, &s) != CG_OK) {
            fprintf(stderr, "bench_cost: %s\n", cg_last_error());
            return 1;
        }
        double start = seconds();
        cg_status st = cg_state_playout(s, 7919 * (uint64_t)i + 1, 10000000, &made);
        busy += seconds() - start;
        if (st != CG_OK || !cg_state_is_terminal(s)) {
            fprintf(stderr, "bench_cost: game %ld did not end: %s\n", i, cg_last_error());
            return 1;
        }
        moves += made;
        cg_state_free(s);
    }
    printf("%s %ld %" PRIu64 " %.1f\n", argv[1], games, moves,
           moves ? busy * 1e9 / (double)moves : 0.0);
    cg_game_free(g);
    return 0;
}
