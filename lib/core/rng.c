#include "rng.h"

#include "cardgames/cardgames.h"
#include "check.h"

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

void cg_rng_seed(cg_rng *rng, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&seed);
}

uint64_t cg_seed_derive(uint64_t seed, uint64_t index)
{
    uint64_t x = seed;
    uint64_t mixed = splitmix64(&x) ^ index;
    return splitmix64(&mixed);
}

void cg_rng_seed_stream(cg_rng *rng, uint64_t seed, uint64_t stream)
{
    /* Streams are numbered from the top of the index range, which batches and
       arenas (counting games from 0) never reach. */
    cg_rng_seed(rng, cg_seed_derive(seed, ~stream));
}

uint64_t cg_rng_next(cg_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t cg_rng_below(cg_rng *rng, uint32_t bound)
{
    /* Lemire's multiply-shift with rejection of the biased low range. */
    CG_ASSERT(bound > 0);
    uint64_t m = (cg_rng_next(rng) >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (cg_rng_next(rng) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

int cg_rng_coin(cg_rng *rng)
{
    return (int)(cg_rng_next(rng) >> 63);
}

void cg_rng_shuffle_bytes(cg_rng *rng, uint8_t *items, size_t n)
{
    CG_ASSERT(n <= UINT32_MAX && (n == 0 || items));
    if (n == 2) {
        /* The loop's one step, cg_rng_below(rng, 2), is the top bit of a draw
           (a power of two is never rejected): the same result, cheaper for the
           pairs War collects at almost every round. */
        if (!(cg_rng_next(rng) >> 63)) {
            uint8_t t = items[1];
            items[1] = items[0];
            items[0] = t;
        }
        return;
    }
    for (size_t i = n; i > 1; i--) {
        size_t j = cg_rng_below(rng, (uint32_t)i);
        uint8_t t = items[i - 1];
        items[i - 1] = items[j];
        items[j] = t;
    }
}

int cg_rng_is_valid(const cg_rng *rng)
{
    return (rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) != 0;
}
