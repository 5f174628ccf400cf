/* What the example programs share on their command lines: numbers read
   strictly (a number out of its range is an error, never clamped). */
#ifndef CG_EXAMPLES_CLI_H
#define CG_EXAMPLES_CLI_H

#include <stdbool.h>
#include <stdint.h>

/* A decimal number in [min, max] written with digits only; false (and a
   message on standard error naming the program, the option and the range)
   otherwise. */
bool cli_number(const char *program, const char *option, const char *text, uint64_t min,
                uint64_t max, uint64_t *out);

#endif
