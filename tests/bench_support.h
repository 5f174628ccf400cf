/* What the benchmarks share: a thread CPU clock, a small generator, and a
   count of heap allocations (malloc and friends wrapped, glibc). */
#ifndef CG_TESTS_BENCH_SUPPORT_H
#define CG_TESTS_BENCH_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* Allocations made by the whole program so far, and the size of the last. */
extern unsigned long long bench_allocations;
extern size_t bench_last_allocation_size;

/* CPU time of this thread, in seconds: steadier than the wall clock on a
   shared machine. */
double bench_now(void);
/* A 31-bit pseudo-random number from the state *x. */
uint64_t bench_random(uint64_t *x);
/* The median of n values (sorts them). */
double bench_median(double *values, size_t n);

#endif
