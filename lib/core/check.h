/*
 * CG_ASSERT(expr): an invariant the code relies on, checked where the build
 * asks for checks and compiled out elsewhere.
 *
 * The build defines CG_CHECKS=1 in debug builds (meson's buildtype=debug) and
 * in sanitizer builds (b_sanitize other than none): there a broken invariant
 * stops the program at once (assert's message: file, line and the expression),
 * so that the conformance suite fails inside the faulty function. Everywhere
 * else (release, debugoptimized, minsize, plain), and wherever NDEBUG is
 * defined (b_ndebug), the expression is not evaluated and costs nothing: a
 * release build never aborts on one.
 *
 * Use it for what must hold whatever the caller does (an index within its
 * table, a bound above zero, moves pushed in ascending order), never for a
 * check of a caller's argument: those are statuses and messages (cg_error).
 */
#ifndef CG_CORE_CHECK_H
#define CG_CORE_CHECK_H

#if defined(CG_CHECKS) && CG_CHECKS && !defined(NDEBUG)
#include <assert.h>
#define CG_ASSERT_ENABLED 1
#define CG_ASSERT(expr) assert(expr)
#else
#define CG_ASSERT_ENABLED 0
/* Not evaluated, but still compiled: the expression stays valid code. */
#define CG_ASSERT(expr) ((void)sizeof(!(expr)))
#endif

#endif
