/* Check's assertions record every passing check (a system call writing to its
   log: some ten microseconds, a minute of the suite in all); every suite
   includes this after <check.h> so that a passing assertion costs nothing and
   a failing one reports as usual. A test that crashes is then reported at its
   start instead of its last passing check. (Every use passes a message:
   ck_assert(x) is ck_assert_msg(x, NULL).) */
#ifndef CG_TESTS_CHECK_QUIET_H
#define CG_TESTS_CHECK_QUIET_H

#include <check.h>

#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                                                                   \
    ((expr) ? (void)0                                                                              \
            : _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", __VA_ARGS__))

#endif
