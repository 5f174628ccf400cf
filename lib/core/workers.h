/* Workers: a few threads that run the parts of a job together with the caller,
   waiting for the next job by spinning a short while, then sleeping. */
#ifndef CG_CORE_WORKERS_H
#define CG_CORE_WORKERS_H

#include "cardgames/cardgames.h"

typedef struct cg_workers cg_workers;

/* Runs part `part` (0..parts - 1) of the job; parts run at the same time. */
typedef void cg_work(void *job, unsigned part);

/* parts - 1 threads (parts >= 2); the caller runs the last part. Errors name
   caller. */
cg_status cg_workers_new(unsigned parts, const char *caller, cg_workers **out);
void cg_workers_free(cg_workers *workers);
unsigned cg_workers_parts(const cg_workers *workers);
/* work(job, k) for every part k; returns when all have finished. One caller at
   a time. */
void cg_workers_run(cg_workers *workers, cg_work *work, void *job);

#endif
