/* Command-line numbers for the example programs. */
#include "cli.h"

#include <inttypes.h>
#include <stdio.h>

bool cli_number(const char *program, const char *option, const char *text, uint64_t min,
                uint64_t max, uint64_t *out)
{
    uint64_t n = 0;
    bool ok = text && *text;
    for (const char *p = text; ok && *p; p++) {
        unsigned digit = (unsigned)(*p - '0');
        ok = digit <= 9 && n <= (UINT64_MAX - digit) / 10;
        n = n * 10 + digit;
    }
    if (!ok || n < min || n > max) {
        fprintf(stderr, "%s: %s wants a whole number from %" PRIu64 " to %" PRIu64 ", not '%s'\n",
                program, option, min, max, text ? text : "");
        return false;
    }
    *out = n;
    return true;
}
