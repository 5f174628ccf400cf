/* Runs a Check suite the same way for every test program. */
#ifndef CG_TESTS_CHECK_RUN_H
#define CG_TESTS_CHECK_RUN_H

#include <check.h>

/* Runs every test of the suite (each in a forked child, as Check does by
   default), frees the runner and returns EXIT_SUCCESS when none failed,
   EXIT_FAILURE otherwise: main's return value. */
int check_run(Suite *suite);

#endif
