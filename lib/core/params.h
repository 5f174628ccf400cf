/* Parameter text "key=value;key=value": splitting, and value parsing with
   messages that name the key and the value. */
#ifndef CG_CORE_PARAMS_H
#define CG_CORE_PARAMS_H

#include <stdint.h>

#include "reader.h"

/* Parses an integer value of `key` in [min, max]; CG_EINVAL naming both. */
cg_status cg_param_int(const char *game, cg_span key, cg_span value, long min, long max,
                       long *out);
/* Copies a value into a NUL-terminated buffer of cap bytes; CG_EINVAL when it
   does not fit or holds a NUL. */
cg_status cg_param_string(const char *game, cg_span key, cg_span value, char *out,
                          size_t cap);

#endif
