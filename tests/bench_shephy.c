/*
 * Shephy's speed: whole random games (cg_state_playout from a freshly
 * shuffled start), the time per game and per move on one core, and the
 * allocations made while playing (counted by wrapping malloc, on glibc).
 * Fails when a game takes 10 µs or more, or when a move allocates.
 *
 *   bench_shephy [GAMES]      (default 200000)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cardgames/shephy.h"

#if defined(__SANITIZE_ADDRESS__)
#define COUNT_ALLOCATIONS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define COUNT_ALLOCATIONS 0
#endif
#endif
#if !defined(COUNT_ALLOCATIONS)
#if defined(__GLIBC__)
#define COUNT_ALLOCATIONS 1
#else
#define COUNT_ALLOCATIONS 0
#endif
#endif

static long allocations;

#if COUNT_ALLOCATIONS
/* Every allocation of the program and the library passes here. */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *p, size_t size);
void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *p, size_t size);

void *malloc(size_t size)
{
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size)
{
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *p, size_t size)
{
    allocations++;
    return __libc_realloc(p, size);
}
#endif

static double seconds(void)
{
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    long games = argc > 1 ? atol(argv[1]) : 200000;
    if (games <= 0) {
        fprintf(stderr, "usage: bench_shephy [GAMES]\n");
        return 2;
    }
    cg_game *game = NULL;
    cg_state *start = NULL, *s = NULL;
    if (cg_game_new("shephy", NULL, &game) != CG_OK || cg_state_new(game, 1, &start) != CG_OK ||
        cg_state_clone(start, &s) != CG_OK) {
        fprintf(stderr, "bench_shephy: %s\n", cg_last_error());
        return 1;
    }
    long moves = 0, won = 0;
    long before = allocations;
    double t0 = seconds();
    for (long g = 0; g < games; g++) {
        uint32_t made = 0;
        cg_state_copy(s, start);
        cg_shephy_shuffle_hidden(s, (uint64_t)g); /* a new deck order and generator */
        cg_state_playout(s, (uint64_t)g * 7 + 3, UINT32_MAX, &made);
        moves += made;
        won += cg_shephy_outcome_of(s) == CG_SHEPHY_WON;
    }
    double elapsed = seconds() - t0;
    long allocated = allocations - before;
    double per_game = elapsed / (double)games * 1e6;
    printf("shephy: %ld random games, %.1f moves each, %ld won\n", games,
           (double)moves / (double)games, won);
    printf("  %.3f us per game, %.1f ns per move (target: under 10 us per game)\n", per_game,
           elapsed / (double)moves * 1e9);
    if (COUNT_ALLOCATIONS)
        printf("  %ld allocations while playing (target: 0)\n", allocated);
    else
        printf("  allocations not counted in this build\n");
    cg_state_free(s);
    cg_state_free(start);
    cg_game_free(game);
    return per_game < 10.0 && allocated == 0 ? 0 : 1;
}
