/* The random generator every game draws from: xoshiro256** seeded through
   splitmix64, with unbiased bounded draws (Lemire's method) and Fisher–Yates
   shuffles. The same seed gives the same numbers on every platform. */
#ifndef CG_CORE_RNG_H
#define CG_CORE_RNG_H

#include <stddef.h>
#include <stdint.h>

typedef struct cg_rng {
    uint64_t s[4];
} cg_rng;

void cg_rng_seed(cg_rng *rng, uint64_t seed);
/* A generator for the `stream`-th purpose of one seed (resampling, bots'
   playouts...), unrelated to cg_rng_seed(seed) and to other streams. */
void cg_rng_seed_stream(cg_rng *rng, uint64_t seed, uint64_t stream);
enum { CG_STREAM_RESAMPLE = 1, CG_STREAM_BOT = 2 };
uint64_t cg_rng_next(cg_rng *rng);
/* A uniform integer in [0, bound); bound must be > 0. */
uint32_t cg_rng_below(cg_rng *rng, uint32_t bound);
/* A fair coin. */
int cg_rng_coin(cg_rng *rng);
/* Uniform permutation of n bytes in place. */
void cg_rng_shuffle_bytes(cg_rng *rng, uint8_t *items, size_t n);
/* A state that xoshiro cannot leave: all four words zero. */
int cg_rng_is_valid(const cg_rng *rng);

#endif
