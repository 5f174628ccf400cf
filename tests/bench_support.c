/* The benchmarks' clock, generator and allocation count. */
#define _GNU_SOURCE
#include "bench_support.h"

#include <stdlib.h>
#include <time.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

unsigned long long bench_allocations;
size_t bench_last_allocation_size;

void *malloc(size_t n)
{
    bench_allocations++;
    bench_last_allocation_size = n;
    return __libc_malloc(n);
}

void *calloc(size_t n, size_t size)
{
    bench_allocations++;
    bench_last_allocation_size = n * size;
    return __libc_calloc(n, size);
}

void *realloc(void *p, size_t n)
{
    bench_allocations++;
    return __libc_realloc(p, n);
}

void free(void *p)
{
    __libc_free(p);
}

double bench_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

uint64_t bench_random(uint64_t *x)
{
    *x = *x * 6364136223846793005u + 1442695040888963407u;
    return *x >> 33;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(double *values, size_t n)
{
    if (n == 0)
        return 0.0;
    qsort(values, n, sizeof *values, compare_doubles);
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}
