/*
 * Saved states: the input is the text given to cg_state_load. Its "game" and
 * "params" lines choose the game (the defaults when those parameters make
 * none or name a path; else the first byte). A state loaded must keep every
 * promise (fuzz_check_state), save back to the same text up to blanks and
 * line endings (both texts compared alike), and play on; a text refused
 * must give CG_EPARSE naming the line. No game but the one saved accepts it.
 * After a few random moves the state still keeps every promise: it saves to a
 * text that loads back equal (counters that the moves would overflow, or a
 * finished state the rules cannot reach, must have been refused).
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "test_support.h"

/* The value of the first line that starts with key and a space. */
static char *line_value(const char *text, const char *key)
{
    size_t k = strlen(key);
    for (const char *line = text; line && *line;
         line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        if (strncmp(line, key, k) == 0 && line[k] == ' ') {
            const char *end = line + k + 1;
            while (*end && *end != '\n' && *end != '\r')
                end++;
            size_t n = (size_t)(end - (line + k + 1));
            char *value = malloc(n + 1);
            memcpy(value, line + k + 1, n);
            value[n] = '\0';
            return value;
        }
    }
    return NULL;
}

/* The text without what readers forgive: blanks (spaces and tabs, which the
   games' readers skip around words and separators), '\r' before '\n', blank
   lines after "end". What is left must be what the library writes. */
static char *normalised(const char *text)
{
    size_t n = strlen(text);
    char *out = malloc(n + 2);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (c == ' ' || c == '\t' || (c == '\r' && text[i + 1] == '\n'))
            continue;
        out[k++] = c;
    }
    while (k > 0 && out[k - 1] == '\n')
        k--;
    out[k++] = '\n';
    out[k] = '\0';
    return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    char *text = fuzz_rest(&in);
    char *name = line_value(text, "game");
    char *params = line_value(text, "params");
    size_t index = name ? test_game_index(name) : (size_t)-1;
    cg_game *own = NULL;
    if (index != (size_t)-1 && params && !strchr(params, '/'))
        if (cg_game_new(name, params, &own) != CG_OK)
            own = NULL;
    if (index == (size_t)-1)
        index = size ? data[0] % cg_game_count() : 0;
    const cg_game *g = own ? own : fuzz_game(index);

    cg_state *sentinel = (cg_state *)&in, *s = sentinel;
    cg_status st = cg_state_load(g, text, &s);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_state_load");
        FUZZ_CHECK(st == CG_EPARSE, "cg_state_load gave %s", cg_status_name(st));
        FUZZ_CHECK(strncmp(cg_last_error(), "saved state, line ", 18) == 0,
                   "the message does not name the line: %s", cg_last_error());
        FUZZ_CHECK(s == sentinel, "cg_state_load wrote *out on failure");
    } else {
        fuzz_check_state(s);
        char *saved = fuzz_save(s), *again = normalised(saved), *read = normalised(text);
        FUZZ_CHECK(strcmp(again, read) == 0, "loaded then saved, the text changed:\n%s\n----\n%s",
                   read, again);
        free(saved);
        free(again);
        free(read);
        for (size_t i = 0; i < cg_game_count(); i++) {
            if (i == test_game_index(cg_game_name(g)))
                continue;
            cg_state *other = NULL;
            FUZZ_CHECK(cg_state_load(fuzz_game(i), text, &other) == CG_EPARSE,
                       "a state of %s loads as one of %s", cg_game_name(g), cg_game_name_at(i));
        }
        for (int round = 0; round < 4 && !cg_state_is_terminal(s); round++) {
            FUZZ_CHECK(cg_state_playout(s, (uint64_t)round, 16, NULL) == CG_OK, "playout");
            fuzz_check_state(s);
        }
        cg_state_free(s);
    }
    cg_game_free(own);
    free(params);
    free(name);
    free(text);
    return 0;
}
