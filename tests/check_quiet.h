/* Check's assertions record every passing check (a write to its log); suites
   that check millions of invariants include this after <check.h> so that a
   passing assertion costs nothing and a failing one reports as usual. */
#ifndef CG_TESTS_CHECK_QUIET_H
#define CG_TESTS_CHECK_QUIET_H

#include <check.h>

#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                                                                   \
    ((expr) ? (void)0                                                                              \
            : _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", __VA_ARGS__))

#endif
