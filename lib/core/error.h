/* Errors: the thread-local message behind cg_last_error(). */
#ifndef CG_CORE_ERROR_H
#define CG_CORE_ERROR_H

#include "cardgames/cardgames.h"

#if defined(__GNUC__)
#define CG_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define CG_PRINTF(fmt, args)
#endif

/* Longest message kept (with its NUL); longer ones are cut. Room for War's
   longest list: 52 deck entries shown by up to 63 characters each. */
#define CG_ERROR_CAP 4096

/* Records the message for this thread and returns status, so that a failing
   path reads `return cg_error(CG_EINVAL, "...", ...);`. */
cg_status cg_error(cg_status status, const char *fmt, ...) CG_PRINTF(2, 3);

#endif
