/*
 * Benchmark of every game in the catalogue (run by `meson test --benchmark`):
 * random playouts per second, nanoseconds per apply, per legal-move listing,
 * per clone and per copy, bytes per state, and heap bench_allocations per move
 * (counted by wrapping malloc). It prints figures; it never fails on speed.
 *
 *   bench [seconds per figure, default 0.3] [game ...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_support.h"
#include "cardgames/cardgames.h"

#define SNAPSHOTS 512

typedef struct figures {
    double playouts_per_s, us_per_game, moves_per_game;
    double ns_apply, ns_legal, ns_clone, ns_copy;
    size_t bytes;
    double allocs_per_move;
} figures;

/* States met along random games, to time single operations on. */
static int take_snapshots(const cg_game *g, cg_state **snaps, cg_move *moves)
{
    int n = 0;
    uint64_t rng = 99;
    for (uint64_t seed = 1; n < SNAPSHOTS && seed < 10000; seed++) {
        cg_state *s = NULL;
        cg_state_new(g, seed, &s);
        while (!cg_state_is_terminal(s) && n < SNAPSHOTS) {
            size_t count = cg_state_legal_moves(s, moves, cg_game_max_moves(g));
            if (bench_random(&rng) % 4 == 0)
                cg_state_clone(s, &snaps[n++]);
            cg_state_apply(s, moves[bench_random(&rng) % count]);
        }
        cg_state_free(s);
    }
    return n;
}

static void measure(const char *name, double budget, figures *f)
{
    cg_game *g = NULL;
    if (cg_game_new(name, NULL, &g) != CG_OK) {
        fprintf(stderr, "bench: %s: %s\n", name, cg_last_error());
        return;
    }
    cg_move *moves = malloc(cg_game_max_moves(g) * sizeof *moves);
    cg_state *s = NULL, *scratch = NULL;
    cg_state_new(g, 1, &s);
    cg_state_new(g, 1, &scratch);
    cg_state *probe = NULL;
    cg_state_clone(s, &probe);
    f->bytes = bench_last_allocation_size;
    cg_state_free(probe);

    /* Whole random games, from a fresh state each time (copied, not allocated). */
    cg_state *fresh[64];
    for (int i = 0; i < 64; i++)
        cg_state_new(g, (uint64_t)i + 1, &fresh[i]);
    unsigned long long games = 0, moves_made = 0, allocs_before = bench_allocations;
    double start = bench_now(), elapsed;
    do {
        for (int i = 0; i < 64; i++) {
            uint32_t made = 0;
            cg_state_copy(s, fresh[i]);
            cg_state_playout(s, games, UINT32_MAX, &made);
            moves_made += made;
            games++;
        }
        elapsed = bench_now() - start;
    } while (elapsed < budget);
    f->allocs_per_move = (double)(bench_allocations - allocs_before) / (double)moves_made;
    f->playouts_per_s = (double)games / elapsed;
    f->us_per_game = elapsed * 1e6 / (double)games;
    f->moves_per_game = (double)moves_made / (double)games;

    cg_state **snaps = malloc(SNAPSHOTS * sizeof *snaps);
    int n = take_snapshots(g, snaps, moves);
    cg_move *chosen = malloc((size_t)n * sizeof *chosen);
    uint64_t rng = 5;
    for (int i = 0; i < n; i++) {
        size_t count = cg_state_legal_moves(snaps[i], moves, cg_game_max_moves(g));
        chosen[i] = moves[bench_random(&rng) % count];
    }

    unsigned long long ops = 0;
    size_t sink = 0;
    start = bench_now();
    do {
        for (int i = 0; i < n; i++)
            sink += cg_state_legal_moves(snaps[i], moves, cg_game_max_moves(g));
        ops += (unsigned long long)n;
    } while ((elapsed = bench_now() - start) < budget);
    f->ns_legal = elapsed * 1e9 / (double)ops;

    ops = 0;
    start = bench_now();
    do {
        for (int i = 0; i < n; i++)
            cg_state_copy(scratch, snaps[i]);
        ops += (unsigned long long)n;
    } while ((elapsed = bench_now() - start) < budget);
    f->ns_copy = elapsed * 1e9 / (double)ops;

    /* Apply, less the copy that restores the state before each apply. */
    ops = 0;
    start = bench_now();
    do {
        for (int i = 0; i < n; i++) {
            cg_state_copy(scratch, snaps[i]);
            sink += (size_t)cg_state_apply(scratch, chosen[i]);
        }
        ops += (unsigned long long)n;
    } while ((elapsed = bench_now() - start) < budget);
    f->ns_apply = elapsed * 1e9 / (double)ops - f->ns_copy;

    ops = 0;
    start = bench_now();
    do {
        for (int i = 0; i < n; i++) {
            cg_state *c = NULL;
            cg_state_clone(snaps[i], &c);
            cg_state_free(c);
        }
        ops += (unsigned long long)n;
    } while ((elapsed = bench_now() - start) < budget);
    f->ns_clone = elapsed * 1e9 / (double)ops;
    if (sink == 42)
        putchar(' ');

    for (int i = 0; i < n; i++)
        cg_state_free(snaps[i]);
    for (int i = 0; i < 64; i++)
        cg_state_free(fresh[i]);
    free(snaps);
    free(chosen);
    free(moves);
    cg_state_free(s);
    cg_state_free(scratch);
    cg_game_free(g);
}

/* Whether the command line asks for the game (all when it names none). */
static bool wanted(int argc, char **argv, const char *name)
{
    bool all = argc <= 2;
    for (int a = 2; a < argc; a++)
        all |= strcmp(argv[a], name) == 0;
    return all;
}

/* Microseconds to make a game with its default parameters and free it
   (Weiss-Fiuba-Schwarz reads its two compiled-in decks each time). */
static double us_per_game_made(const char *name, double budget)
{
    unsigned long long made = 0;
    double start = bench_now(), elapsed;
    do {
        cg_game *g = NULL;
        if (cg_game_new(name, NULL, &g) != CG_OK)
            return 0.0;
        cg_game_free(g);
        made++;
    } while ((elapsed = bench_now() - start) < budget);
    return elapsed * 1e6 / (double)made;
}

int main(int argc, char **argv)
{
    double budget = argc > 1 ? atof(argv[1]) : 0.3;
    if (budget <= 0)
        budget = 0.3;
    printf("libcardgames %s benchmark, %.2f s per figure, one core\n\n", cg_version_string(),
           budget);
    printf("%-14s %12s %10s %11s %9s %9s %9s %8s %8s %11s\n", "game", "playouts/s", "us/game",
           "moves/game", "ns/apply", "ns/legal", "ns/clone", "ns/copy", "bytes", "allocs/move");
    for (size_t i = 0; i < cg_game_count(); i++) {
        const char *name = cg_game_name_at(i);
        if (!wanted(argc, argv, name))
            continue;
        figures f = {0};
        measure(name, budget, &f);
        printf("%-14s %12.0f %10.2f %11.1f %9.1f %9.1f %9.1f %8.1f %8zu %11.3f\n", name,
               f.playouts_per_s, f.us_per_game, f.moves_per_game, f.ns_apply, f.ns_legal,
               f.ns_clone, f.ns_copy, f.bytes, f.allocs_per_move);
        fflush(stdout);
    }
    printf("\n%-14s %10s\n", "game", "us/new");
    for (size_t i = 0; i < cg_game_count(); i++) {
        const char *name = cg_game_name_at(i);
        if (wanted(argc, argv, name))
            printf("%-14s %10.2f\n", name, us_per_game_made(name, budget));
    }
    return 0;
}
