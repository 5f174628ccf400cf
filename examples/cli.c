/* Command-line numbers and specs for the example programs. */
#include "cli.h"

#include <inttypes.h>
#include <string.h>

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

bool cli_split_spec(const char *spec, char *name, size_t size, const char **params)
{
    const char *colon = strchr(spec, ':');
    size_t n = colon ? (size_t)(colon - spec) : strlen(spec);
    if (n == 0 || n >= size)
        return false;
    memcpy(name, spec, n);
    name[n] = '\0';
    *params = colon ? colon + 1 : NULL;
    return true;
}

cg_bot *cli_bot_new(const char *program, const cg_game *game, const char *spec, FILE *errors)
{
    char name[64];
    const char *params;
    cg_bot *bot = NULL;
    if (!cli_split_spec(spec, name, sizeof name, &params))
        fprintf(errors, "%s: '%s' names no bot\n", program, spec);
    else if (cg_bot_new(game, name, params, &bot) != CG_OK)
        fprintf(errors, "%s: %s\n", program, cg_last_error());
    return bot;
}
