/* What the example programs share on their command lines: numbers read
   strictly (a number out of its range is an error, never clamped) and specs
   "NAME[:KEY=VALUE;...]" of games and bots. */
#ifndef CG_EXAMPLES_CLI_H
#define CG_EXAMPLES_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cardgames/cardgames.h"

/* A decimal number in [min, max] written with digits only; false (and a
   message on standard error naming the program, the option and the range)
   otherwise. */
bool cli_number(const char *program, const char *option, const char *text, uint64_t min,
                uint64_t max, uint64_t *out);

/* Splits a spec "NAME[:PARAMS]": NAME into `name` (of `size` bytes), *params
   to what follows the first colon (NULL without one). False when NAME is
   empty or does not fit. */
bool cli_split_spec(const char *spec, char *name, size_t size, const char **params);

/* The bot of the catalogue of `game` that `spec` names, made with its
   parameters; NULL, and a message naming the program on `errors`, when the
   name is too long or the library refuses (an unknown bot, a bad parameter). */
cg_bot *cli_bot_new(const char *program, const cg_game *game, const char *spec, FILE *errors);

#endif
