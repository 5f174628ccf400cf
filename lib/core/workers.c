/* Workers: a few threads that run the parts of a job together with the caller.

   A job is announced by incrementing `generation`; each worker runs its part
   and decrements `pending`, and the caller, having run the last part, waits
   for `pending` to reach 0. Both kinds of wait spin before sleeping on a
   condition variable: a batch step takes microseconds, and waking a sleeping
   thread can cost more than the step itself (hundreds of microseconds on a
   virtual machine whose idle processor has halted). A sleeper is woken only
   when it has said so (`sleeping`), so the common path takes no lock.

   A process forked from the one that started the threads has none of them: it
   runs every part itself, and frees without stopping threads it does not
   have. */
#define _POSIX_C_SOURCE 200809L /* threads, sched_yield */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>

#include "error.h"
#include "workers.h"

/* A wait looks SPINS times, yielding the processor between looks (some tens of
   milliseconds in all), then sleeps. A processor pause instead of the yield
   does worse: on a machine with more runnable threads than processors the
   spinner keeps the processor from the thread it waits for, and virtual
   machines deschedule a processor that pauses in a loop. */
enum { SPINS = 1 << 15 };

struct cg_workers {
    unsigned parts;
    pid_t process; /* the process whose threads these are */
    pthread_t *threads; /* parts - 1 */
    pthread_mutex_t lock;
    pthread_cond_t wake;     /* workers sleep here, waiting for a job */
    pthread_cond_t finished; /* the caller sleeps here, waiting for the parts */
    atomic_uint generation;  /* jobs announced so far */
    atomic_uint pending;     /* parts of the current job still running */
    atomic_uint sleeping;    /* threads asleep (or about to be) on wake or finished */
    atomic_bool stopping;
    cg_work *work;
    void *job;
};

typedef struct {
    cg_workers *workers;
    unsigned part;
} worker_start;

/* Waits until generation differs from seen; returns the new value. */
static unsigned wait_for_job(cg_workers *w, unsigned seen)
{
    for (unsigned i = 0; i < SPINS; i++) {
        unsigned g = atomic_load_explicit(&w->generation, memory_order_acquire);
        if (g != seen)
            return g;
        sched_yield();
    }
    pthread_mutex_lock(&w->lock);
    atomic_fetch_add(&w->sleeping, 1);
    unsigned g;
    while ((g = atomic_load(&w->generation)) == seen)
        pthread_cond_wait(&w->wake, &w->lock);
    atomic_fetch_sub(&w->sleeping, 1);
    pthread_mutex_unlock(&w->lock);
    return g;
}

/* Waits until every worker's part of the current job has finished. */
static void wait_for_parts(cg_workers *w)
{
    for (unsigned i = 0; i < SPINS; i++) {
        if (atomic_load_explicit(&w->pending, memory_order_acquire) == 0)
            return;
        sched_yield();
    }
    pthread_mutex_lock(&w->lock);
    atomic_fetch_add(&w->sleeping, 1);
    while (atomic_load(&w->pending) != 0)
        pthread_cond_wait(&w->finished, &w->lock);
    atomic_fetch_sub(&w->sleeping, 1);
    pthread_mutex_unlock(&w->lock);
}

/* Wakes every sleeper when there is one (the caller has just changed what
   they wait for, with a sequentially consistent write). */
static void wake_sleepers(cg_workers *w, pthread_cond_t *cond)
{
    if (atomic_load(&w->sleeping) == 0)
        return;
    pthread_mutex_lock(&w->lock);
    pthread_cond_broadcast(cond);
    pthread_mutex_unlock(&w->lock);
}

static void *worker_main(void *arg)
{
    worker_start start = *(worker_start *)arg;
    free(arg);
    cg_workers *w = start.workers;
    unsigned seen = 0;
    for (;;) {
        seen = wait_for_job(w, seen);
        if (atomic_load(&w->stopping))
            return NULL;
        w->work(w->job, start.part);
        if (atomic_fetch_sub(&w->pending, 1) == 1)
            wake_sleepers(w, &w->finished);
    }
}

/* Stops and joins the first `started` threads. */
static void stop(cg_workers *w, unsigned started)
{
    atomic_store(&w->stopping, true);
    atomic_fetch_add(&w->generation, 1);
    pthread_mutex_lock(&w->lock);
    pthread_cond_broadcast(&w->wake);
    pthread_mutex_unlock(&w->lock);
    for (unsigned i = 0; i < started; i++)
        pthread_join(w->threads[i], NULL);
}

/* Whether this process is a fork of the one that started the threads. */
static bool forked(const cg_workers *w)
{
    return getpid() != w->process;
}

/* Frees what cg_workers_new allocated, the threads being stopped (in a fork,
   the lock and conditions may be as a thread of the parent left them: they
   are not destroyed). */
static void destroy(cg_workers *w)
{
    if (!forked(w)) {
        pthread_cond_destroy(&w->finished);
        pthread_cond_destroy(&w->wake);
        pthread_mutex_destroy(&w->lock);
    }
    free(w->threads);
    free(w);
}

cg_status cg_workers_new(unsigned parts, const char *caller, cg_workers **out)
{
    cg_workers *w = calloc(1, sizeof *w);
    pthread_t *threads = calloc(parts - 1, sizeof *threads);
    if (!w || !threads) {
        free(w);
        free(threads);
        return cg_error(CG_ENOMEM, "%s: out of memory (%u threads)", caller, parts - 1);
    }
    w->parts = parts;
    w->process = getpid();
    w->threads = threads;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->wake, NULL);
    pthread_cond_init(&w->finished, NULL);
    for (unsigned i = 0; i + 1 < parts; i++) {
        worker_start *start = malloc(sizeof *start);
        int failure = ENOMEM;
        if (start) {
            *start = (worker_start){w, i};
            failure = pthread_create(&w->threads[i], NULL, worker_main, start);
        }
        if (failure) {
            free(start);
            stop(w, i);
            destroy(w);
            return cg_error(failure == ENOMEM ? CG_ENOMEM : CG_EINVAL,
                            "%s: the system refused thread %u of %u (error %d)", caller,
                            i + 1, parts - 1, failure);
        }
    }
    *out = w;
    return CG_OK;
}

void cg_workers_free(cg_workers *workers)
{
    if (!workers)
        return;
    if (!forked(workers))
        stop(workers, workers->parts - 1);
    destroy(workers);
}

unsigned cg_workers_parts(const cg_workers *workers)
{
    return workers->parts;
}

void cg_workers_run(cg_workers *workers, cg_work *work, void *job)
{
    cg_workers *w = workers;
    if (forked(w)) {
        for (unsigned part = 0; part < w->parts; part++)
            work(job, part);
        return;
    }
    w->work = work;
    w->job = job;
    atomic_store(&w->pending, w->parts - 1);
    atomic_fetch_add(&w->generation, 1); /* publishes work, job and pending */
    wake_sleepers(w, &w->wake);
    work(job, w->parts - 1);
    wait_for_parts(w);
}
