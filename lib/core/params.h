/* Parameter text "key=value;key=value": splitting, and value parsing with
   messages that name the key and the value. */
#ifndef CG_CORE_PARAMS_H
#define CG_CORE_PARAMS_H

#include <stdint.h>

#include "reader.h"
#include "text.h"

/* Receives one item of a parameter text: the index of its key in the list of
   keys, the key and the value as written (trimmed). */
typedef cg_status (*cg_param_setter)(void *target, int key, cg_span key_text, cg_span value);

/* Longest value, unquoted, that a parameter text carries. */
#define CG_PARAM_VALUE_CAP 8192

/* Walks "key=value;key=value" (empty items skipped, white space around keys
   and values ignored, each key at most once, keys from the NULL-terminated
   list `keys`), calling set for each item; the first failure is returned.
   A value that begins with a double quote is quoted: it ends at the next
   unescaped '"', \" stands for a quote and \\ for a backslash inside, and it
   may hold ';' and white space at its ends (deck="my decks/a;b.txt"). Messages start with `owner` (a game's or a
   bot's name). */
cg_status cg_params_parse(const char *owner, const char *const *keys, const char *text,
                          cg_param_setter set, void *target);

/* Writes a value so that cg_params_parse reads it back: as it is, or quoted
   when it holds ';', begins with '"' or begins or ends with white space. */
void cg_text_param_value(cg_text *out, const char *value);

/* Parses an integer value of `key` in [min, max]; CG_EINVAL naming both. */
cg_status cg_param_int(const char *game, cg_span key, cg_span value, long min, long max,
                       long *out);
/* Parses a decimal number of `key` in [min, max]; CG_EINVAL naming both. */
cg_status cg_param_double(const char *owner, cg_span key, cg_span value, double min, double max,
                          double *out);
/* Copies a value into a NUL-terminated buffer of cap bytes; CG_EINVAL when it
   does not fit or holds a NUL. */
cg_status cg_param_string(const char *game, cg_span key, cg_span value, char *out,
                          size_t cap);

#endif
