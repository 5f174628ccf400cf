/*
 * A catalogue of hostile input across the public API, one row each: NULL
 * everywhere, sizes 0 and huge, every parameter key with wrong values, data
 * files that are empty, binary, huge, truncated, with CRLF or a NUL byte, or
 * folders; moves and saved states of another game; saved states of a future
 * version. Each row asserts the exact status, a part of the message that names
 * the problem, and that nothing changed (the saved text and hash of the
 * states, the game's parameters, the caller's output).
 *
 * The rows are in bad_input_rows.c (the generic API) and bad_input_<game>.c,
 * the calls they make in bad_input_calls.c and with the game's rows; this file
 * makes the states every row starts from and the data files, and runs the
 * rows (see bad_input.h for where a row runs and what its texts may name).
 * CG_BAD_INPUT_VERBOSE=1 prints every row's status and message.
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bad_input.h"
#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"
#include "test_support.h"

#ifndef PROJECT_ROOT
#error "PROJECT_ROOT must name the project's root folder"
#endif

/* ---- the states every row starts from ---- */

char bad_data_dir[256];

/* The saved form or parameters, never NULL. */
static char *save_text(const cg_state *s)
{
    char *text = test_saved_text(s);
    ck_assert_ptr_nonnull(text);
    return text;
}

static char *params_text(const cg_game *g)
{
    char *text = test_params_text(g);
    ck_assert_ptr_nonnull(text);
    return text;
}

static cg_state *new_state(const cg_game *g, uint64_t seed, uint32_t moves)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
    ck_assert_int_eq(cg_state_playout(s, seed, moves, NULL), CG_OK);
    return s;
}

static void fixture_make(fixture *f, size_t game)
{
    memset(f, 0, sizeof *f);
    size_t count = cg_game_count();
    f->name = cg_game_name_at(game);
    f->other = cg_game_name_at((game + 1) % count);
    ck_assert_int_eq(cg_game_new(f->name, NULL, &f->game), CG_OK);
    /* War alone in the catalogue: its other parameters stand for another game. */
    const char *other_params = count == 1 ? "facedown=1" : NULL;
    ck_assert_int_eq(cg_game_new(f->other, other_params, &f->other_game), CG_OK);
    f->state = new_state(f->game, 7, 3);
    f->over = new_state(f->game, 8, UINT32_MAX);
    ck_assert(cg_state_is_terminal(f->over));
    f->foreign = new_state(f->other_game, 9, 1);
    f->saved = save_text(f->state);
    f->over_saved = save_text(f->over);
    f->foreign_saved = save_text(f->foreign);
    f->params = params_text(f->game);
    for (size_t i = 0; i < game_loader_count && !f->loader; i++)
        if (strcmp(game_loaders[i].game, f->name) == 0)
            f->loader = &game_loaders[i];
}

static void fixture_free(fixture *f)
{
    cg_state_free(f->state);
    cg_state_free(f->over);
    cg_state_free(f->foreign);
    cg_game_free(f->game);
    cg_game_free(f->other_game);
    free(f->saved);
    free(f->over_saved);
    free(f->foreign_saved);
    free(f->params);
}

/* Nothing the row was given has changed. */
static void assert_unchanged(const fixture *f, const char *input)
{
    char *now = save_text(f->state), *over = save_text(f->over),
         *foreign = save_text(f->foreign), *params = params_text(f->game);
    ck_assert_msg(strcmp(now, f->saved) == 0, "%s changed the state", input);
    ck_assert_msg(strcmp(over, f->over_saved) == 0, "%s changed the finished state", input);
    ck_assert_msg(strcmp(foreign, f->foreign_saved) == 0, "%s changed the other state", input);
    ck_assert_msg(strcmp(params, f->params) == 0, "%s changed the game", input);
    free(now);
    free(over);
    free(foreign);
    free(params);
}

/* The game's first parameter key, in upper case when upper, or its value. */
static void first_param(const fixture *f, int want_value, int upper, char *out, size_t cap)
{
    const char *p = f->params, *eq = strchr(p, '='), *end = strchr(p, ';');
    if (!eq)
        eq = p + strlen(p);
    if (!end)
        end = p + strlen(p);
    const char *from = want_value ? (*eq ? eq + 1 : eq) : p;
    const char *to = want_value ? end : eq;
    size_t n = (size_t)(to - from) < cap - 1 ? (size_t)(to - from) : cap - 1;
    for (size_t i = 0; i < n; i++)
        out[i] = upper && from[i] >= 'a' && from[i] <= 'z' ? (char)(from[i] - 'a' + 'A') : from[i];
    out[n] = '\0';
}

void bad_expand(const fixture *f, const char *in, char *out, size_t cap)
{
    char key[128], upper[128], value[128];
    first_param(f, 0, 0, key, sizeof key);
    first_param(f, 0, 1, upper, sizeof upper);
    first_param(f, 1, 0, value, sizeof value);
    static const char *const names[] = {"{game}", "{other}", "{dir}", "{key}", "{KEY}", "{value}"};
    const char *values[] = {f->name, f->other, bad_data_dir, key, upper, value};
    size_t k = 0;
    while (*in && k + 1 < cap) {
        size_t which = 0;
        while (which < 6 && strncmp(in, names[which], strlen(names[which])) != 0)
            which++;
        if (which < 6) {
            size_t n = strlen(values[which]);
            if (k + n >= cap)
                break;
            memcpy(out + k, values[which], n);
            k += n;
            in += strlen(names[which]);
        } else {
            out[k++] = *in++;
        }
    }
    out[k] = '\0';
}

/* ---- the data files, made from each loader's sample ---- */

static void write_file(const char *game, const char *kind, const char *data, size_t n)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s-%s", bad_data_dir, game, kind);
    FILE *file = fopen(path, "wb");
    if (!file || fwrite(data, 1, n, file) != n) {
        perror(path);
        exit(EXIT_FAILURE);
    }
    fclose(file);
}

static void make_data_files(void)
{
    for (size_t i = 0; i < game_loader_count; i++) {
        const char *game = game_loaders[i].game;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", PROJECT_ROOT, game_loaders[i].sample);
        FILE *file = fopen(path, "rb");
        if (!file) {
            perror(path);
            exit(EXIT_FAILURE);
        }
        char sample[1 << 16];
        size_t n = fread(sample, 1, sizeof sample, file);
        fclose(file);
        write_file(game, "valid", sample, n);
        write_file(game, "empty", "", 0);
        write_file(game, "truncated", sample, n / 2);
        char *crlf = malloc(2 * n), *nul = malloc(n + 1), binary[512];
        size_t k = 0;
        for (size_t j = 0; j < n; j++) {
            if (sample[j] == '\n')
                crlf[k++] = '\r';
            crlf[k++] = sample[j];
        }
        write_file(game, "crlf", crlf, k);
        /* A NUL byte in place of the first line's first character. */
        memcpy(nul, sample, n);
        nul[0] = '\0';
        write_file(game, "nul", nul, n);
        for (size_t j = 0; j < sizeof binary; j++)
            binary[j] = (char)(j * 131 % 256);
        write_file(game, "binary", binary, sizeof binary);
        size_t huge = ((size_t)16 << 20) + 1;
        char *big = malloc(huge);
        for (size_t j = 0; j < huge; j++)
            big[j] = sample[j % n];
        write_file(game, "huge", big, huge);
        snprintf(path, sizeof path, "%s/%s-folder", bad_data_dir, game);
        mkdir(path, 0700);
        free(big);
        free(crlf);
        free(nul);
    }
}

static void remove_data_files(void)
{
    static const char *const kinds[] = {"valid", "empty", "truncated", "crlf", "nul", "binary",
                                        "huge"};
    char path[512];
    for (size_t i = 0; i < game_loader_count; i++) {
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
            snprintf(path, sizeof path, "%s/%s-%s", bad_data_dir, game_loaders[i].game, kinds[k]);
            unlink(path);
        }
        snprintf(path, sizeof path, "%s/%s-folder", bad_data_dir, game_loaders[i].game);
        rmdir(path);
    }
    rmdir(bad_data_dir);
}

/* ---- running the rows ---- */

typedef struct bad_case {
    const bad_row *row;
    size_t game;
} bad_case;

enum { CASES_MAX = 2048 };
static bad_case cases[CASES_MAX];
static int case_count;

/* Rows about the first parameter ({key}) run for games that have one. */
static int row_fits(const bad_row *row, size_t game)
{
    if (!strstr(row->arg, "{key}") && !strstr(row->arg, "{KEY}"))
        return 1;
    cg_game *g = NULL;
    if (cg_game_new(cg_game_name_at(game), NULL, &g) != CG_OK)
        return 1;
    int has_params = cg_game_params(g, NULL, 0) > 0;
    cg_game_free(g);
    return has_params;
}

static void collect_row(const bad_row *row)
{
    if (row->game == NULL || (strcmp(row->game, "+") == 0 && cg_game_count() > 1)) {
        for (size_t g = 0; g < cg_game_count(); g++)
            if (case_count < CASES_MAX && row_fits(row, g))
                cases[case_count++] = (bad_case){row, g};
        return;
    }
    char name[64];
    snprintf(name, sizeof name, "%s", row->game);
    size_t n = strlen(name);
    int needs_other = n > 0 && name[n - 1] == '+';
    if (needs_other)
        name[n - 1] = '\0';
    if (needs_other && cg_game_count() < 2)
        return;
    if (!name[0])
        return; /* "+" of a catalogue of one game */
    size_t g = strcmp(name, "*") == 0 ? 0 : test_game_index(name);
    if (g != (size_t)-1 && case_count < CASES_MAX)
        cases[case_count++] = (bad_case){row, g};
}

static void collect_cases(void)
{
    for (size_t t = 0; t < bad_table_count; t++)
        for (size_t r = 0; r < *bad_tables[t].count; r++)
            collect_row(&bad_tables[t].rows[r]);
}

/* Whether message contains one of the parts (separated by "||"). */
static int message_has(const char *message, const char *parts)
{
    for (;;) {
        const char *end = strstr(parts, "||");
        size_t n = end ? (size_t)(end - parts) : strlen(parts);
        char part[512];
        snprintf(part, sizeof part, "%.*s", (int)n, parts);
        if (strstr(message, part))
            return 1;
        if (!end)
            return 0;
        parts = end + 2;
    }
}

START_TEST(test_hostile_input)
{
    const bad_case *c = &cases[_i];
    fixture f;
    fixture_make(&f, c->game);
    char input[512], message[512];
    bad_expand(&f, c->row->input, input, sizeof input);
    snprintf(input + strlen(input), sizeof input - strlen(input), " [%s]", f.name);
    /* A known message first, so that a call that sets none is caught. */
    cg_game *none = NULL;
    cg_game_new("-no-such-game-", NULL, &none);
    char arg[4096];
    bad_expand(&f, c->row->arg, arg, sizeof arg);
    cg_status st = c->row->call(&f, arg);
    if (getenv("CG_BAD_INPUT_VERBOSE"))
        printf("%-60s %-11s %s\n", input, cg_status_name(st), cg_last_error());
    ck_assert_msg(st == c->row->status, "%s: %s, expected %s (%s)", input, cg_status_name(st),
                  cg_status_name(c->row->status), cg_last_error());
    if (c->row->message) {
        bad_expand(&f, c->row->message, message, sizeof message);
        ck_assert_msg(message_has(cg_last_error(), message),
                      "%s: the message '%s' does not contain '%s'", input, cg_last_error(), message);
    }
    assert_unchanged(&f, input);
    fixture_free(&f);
}
END_TEST

START_TEST(test_the_catalogue_holds_200_rows)
{
    ck_assert_int_ge(case_count, 200);
}
END_TEST

int main(void)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(bad_data_dir, sizeof bad_data_dir, "%s/cardgames-bad-input-XXXXXX", tmp ? tmp : "/tmp");
    if (!mkdtemp(bad_data_dir)) {
        perror(bad_data_dir);
        return EXIT_FAILURE;
    }
    make_data_files();
    collect_cases();
    Suite *suite = suite_create("bad_input");
    TCase *tc = tcase_create("bad_input");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_hostile_input, 0, case_count);
    tcase_add_test(tc, test_the_catalogue_holds_200_rows);
    suite_add_tcase(suite, tc);
    int status = check_run(suite);
    remove_data_files();
    return status;
}
