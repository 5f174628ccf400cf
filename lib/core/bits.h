/*
 * Bit tricks and the count of an array, in one place. Every caller uses these
 * wrappers, never a compiler's builtin: the builtin where the compiler has one
 * that compiles to an instruction, a portable version elsewhere (both are
 * always defined, so that the tests check the portable ones on every machine).
 */
#ifndef CG_CORE_BITS_H
#define CG_CORE_BITS_H

#include <stdint.h>

/* The number of entries of a static array (not of a pointer). */
#define CG_COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Index of the lowest bit set, by a De Bruijn sequence (x != 0). */
static inline int cg_ctz64_portable(uint64_t x)
{
    static const uint8_t index[64] = {
        0,  1,  56, 2,  57, 49, 28, 3,  61, 58, 42, 50, 38, 29, 17, 4,
        62, 47, 59, 36, 45, 43, 51, 22, 53, 39, 33, 30, 24, 18, 12, 5,
        63, 55, 48, 27, 60, 41, 37, 16, 46, 35, 44, 21, 52, 32, 23, 11,
        54, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9,  13, 8,  7,  6,
    };
    return index[((x & (0 - x)) * 0x03f79d71b4ca8b09u) >> 58];
}

/* Bits set, by adding neighbouring fields. */
static inline int cg_popcount64_portable(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555u);
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (int)((x * 0x0101010101010101u) >> 56);
}

/* Index of the lowest bit set (x != 0). */
static inline int cg_ctz64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    return cg_ctz64_portable(x);
#endif
}

/* Bits set. GCC's builtin is a library call where the target has no popcount
   instruction, so it is used only where there is one. */
static inline int cg_popcount64(uint64_t x)
{
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__POPCNT__) || defined(__aarch64__))
    return __builtin_popcountll(x);
#else
    return cg_popcount64_portable(x);
#endif
}

#endif
