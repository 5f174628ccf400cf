/*
 * A catalogue of hostile input across the public API, one row each: NULL
 * everywhere, sizes 0 and huge, every parameter key with wrong values, data
 * files that are empty, binary, huge, truncated, with CRLF or a NUL byte, or
 * folders; moves and saved states of another game; saved states of a future
 * version. Each row asserts the exact status, a part of the message that names
 * the problem, and that nothing changed (the saved text and hash of the
 * states, the game's parameters, the caller's output).
 *
 * Rows whose game is NULL run for every game of the catalogue; rows of a game
 * run when that game is built in. In messages and arguments, {game} stands
 * for the game's name, {other} for another game's (the next in the
 * catalogue), {dir} for the folder of the data files made at run time.
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cardgames/cardgames.h"
#include "bad_input.h"
#include "test_support.h"

#ifndef PROJECT_ROOT
#error "PROJECT_ROOT must name the project's root folder"
#endif

/* ---- the states every row starts from ---- */


static char data_dir[256];

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
    const char *values[] = {f->name, f->other, data_dir, key, upper, value};
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

/* ---- the calls: each returns the status (or, for functions that return a
   value, CG_EINVAL when they returned their neutral value) ---- */

#define SENTINEL_GAME ((cg_game *)&data_dir[1])
#define SENTINEL_STATE ((cg_state *)&data_dir[2])
#define SENTINEL_MOVE 0x5e5e5e5eu

int bad_is(const char *arg, const char *word)
{
    return strcmp(arg, word) == 0;
}

static cg_status game_new(const char *name, const char *params)
{
    cg_game *g = SENTINEL_GAME;
    cg_status st = cg_game_new(name, params, &g);
    if (st == CG_OK)
        cg_game_free(g);
    else
        ck_assert_msg(g == SENTINEL_GAME, "cg_game_new wrote *out on failure");
    return st;
}

/* cg_game_new(arg, NULL); "NULL" for a NULL name, "huge" for a name of 1 MB. */
cg_status call_game_new_name(fixture *f, const char *arg)
{
    (void)f;
    if (bad_is(arg, "NULL"))
        return game_new(NULL, NULL);
    if (bad_is(arg, "huge")) {
        char *name = malloc(1 << 20);
        memset(name, 'w', (1 << 20) - 1);
        name[(1 << 20) - 1] = '\0';
        cg_status st = game_new(name, NULL);
        free(name);
        return st;
    }
    return game_new(arg, NULL);
}

cg_status call_game_new_out_null(fixture *f, const char *arg)
{
    (void)arg;
    return cg_game_new(f->name, NULL, NULL);
}

/* cg_game_new(game, arg); "huge=N" for a value of N characters. */
cg_status call_game_params(fixture *f, const char *arg)
{
    char params[4096];
    bad_expand(f, arg, params, sizeof params);
    const char *eq = strchr(params, '=');
    char *huge = strstr(params, "=huge:");
    if (huge && eq == huge) {
        size_t n = strtoul(huge + 6, NULL, 10);
        char *big = malloc(n + (size_t)(huge - params) + 2);
        memcpy(big, params, (size_t)(huge - params) + 1);
        memset(big + (huge - params) + 1, '7', n);
        big[(size_t)(huge - params) + 1 + n] = '\0';
        cg_status st = game_new(f->name, big);
        free(big);
        return st;
    }
    return game_new(f->name, params);
}

cg_status call_game_queries_null(fixture *f, const char *arg)
{
    (void)f;
    char buf[8] = "x";
    if (bad_is(arg, "name"))
        return cg_game_name(NULL)[0] == '\0' ? CG_EINVAL : CG_OK;
    if (bad_is(arg, "num_players"))
        return cg_game_num_players(NULL) == 0 ? CG_EINVAL : CG_OK;
    if (bad_is(arg, "max_moves"))
        return cg_game_max_moves(NULL) == 0 ? CG_EINVAL : CG_OK;
    if (bad_is(arg, "params"))
        return cg_game_params(NULL, buf, sizeof buf) == 0 && buf[0] == '\0' ? CG_EINVAL : CG_OK;
    cg_game_free(NULL);
    return CG_OK;
}

cg_status call_state_new(fixture *f, const char *arg)
{
    cg_state *s = SENTINEL_STATE;
    cg_status st = bad_is(arg, "NULL game")  ? cg_state_new(NULL, 1, &s)
                   : bad_is(arg, "NULL out") ? cg_state_new(f->game, 1, NULL)
                                         : cg_state_new(f->game, strtoull(arg, NULL, 0), &s);
    if (st == CG_OK)
        cg_state_free(s);
    else
        ck_assert_msg(s == SENTINEL_STATE, "cg_state_new wrote *out on failure");
    return st;
}

cg_status call_state_clone(fixture *f, const char *arg)
{
    cg_state *s = SENTINEL_STATE;
    cg_status st = bad_is(arg, "NULL state") ? cg_state_clone(NULL, &s) : cg_state_clone(f->state, NULL);
    ck_assert_msg(s == SENTINEL_STATE, "cg_state_clone wrote *out on failure");
    return st;
}

cg_status call_state_copy(fixture *f, const char *arg)
{
    if (bad_is(arg, "NULL dst"))
        return cg_state_copy(NULL, f->state);
    if (bad_is(arg, "NULL src"))
        return cg_state_copy(f->state, NULL);
    if (bad_is(arg, "foreign into state"))
        return cg_state_copy(f->state, f->foreign);
    return cg_state_copy(f->foreign, f->state);
}

/* Functions of a state that return a value, given NULL. */
cg_status call_state_queries_null(fixture *f, const char *arg)
{
    (void)f;
    char buf[8] = "x";
    int neutral = 0;
    if (bad_is(arg, "game"))
        neutral = cg_state_game(NULL) == NULL;
    else if (bad_is(arg, "current_player"))
        neutral = cg_state_current_player(NULL) == CG_PLAYER_NONE;
    else if (bad_is(arg, "is_terminal"))
        neutral = !cg_state_is_terminal(NULL);
    else if (bad_is(arg, "winner"))
        neutral = cg_state_winner(NULL) == CG_PLAYER_NONE;
    else if (bad_is(arg, "returns"))
        neutral = cg_state_returns(NULL, 0) == 0.0;
    else if (bad_is(arg, "move_number"))
        neutral = cg_state_move_number(NULL) == 0;
    else if (bad_is(arg, "legal_moves")) {
        cg_move moves[4] = {SENTINEL_MOVE};
        neutral = cg_state_legal_moves(NULL, moves, 4) == 0 && moves[0] == SENTINEL_MOVE;
    } else if (bad_is(arg, "is_legal"))
        neutral = !cg_state_is_legal(NULL, 0);
    else if (bad_is(arg, "move_to_string"))
        neutral = cg_move_to_string(NULL, 0, buf, sizeof buf) == 0 && buf[0] == '\0';
    else if (bad_is(arg, "render"))
        neutral = cg_state_render(NULL, CG_PLAYER_NONE, buf, sizeof buf) == 0 && buf[0] == '\0';
    else if (bad_is(arg, "save"))
        neutral = cg_state_save(NULL, buf, sizeof buf) == 0 && buf[0] == '\0';
    else if (bad_is(arg, "hash"))
        neutral = cg_state_hash(NULL) == 0;
    else if (bad_is(arg, "equal a"))
        neutral = !cg_state_equal(NULL, f->state);
    else if (bad_is(arg, "equal b"))
        neutral = !cg_state_equal(f->state, NULL);
    else if (bad_is(arg, "free")) {
        cg_state_free(NULL);
        return CG_OK;
    }
    return neutral ? CG_EINVAL : CG_OK;
}

cg_status call_apply_null(fixture *f, const char *arg)
{
    (void)f;
    (void)arg;
    return cg_state_apply(NULL, 0);
}

cg_status call_playout_null(fixture *f, const char *arg)
{
    (void)f;
    (void)arg;
    uint32_t made = 77;
    cg_status st = cg_state_playout(NULL, 1, 10, &made);
    ck_assert_uint_eq(made, 77);
    return st;
}

/* cg_state_apply of a code on the running state ("over:" on the finished one). */
cg_status call_apply(fixture *f, const char *arg)
{
    int over = strncmp(arg, "over:", 5) == 0;
    cg_move code = (cg_move)strtoull(over ? arg + 5 : arg, NULL, 0);
    return cg_state_apply(over ? f->over : f->state, code);
}

/* A legal move of the other state that is not legal in this one. */
cg_status call_apply_foreign_move(fixture *f, const char *arg)
{
    (void)arg;
    cg_move moves[4096];
    cg_state *probe = NULL;
    ck_assert_int_eq(cg_state_clone(f->foreign, &probe), CG_OK);
    for (int step = 0; step < 100 && !cg_state_is_terminal(probe); step++) {
        size_t n = cg_state_legal_moves(probe, moves, 4096);
        for (size_t i = 0; i < n && i < 4096; i++)
            if (!cg_state_is_legal(f->state, moves[i])) {
                cg_state_free(probe);
                return cg_state_apply(f->state, moves[i]);
            }
        cg_state_apply(probe, moves[0]);
    }
    cg_state_free(probe);
    ck_abort_msg("no move of the other state is illegal in this one");
    return CG_OK;
}

/* cg_move_from_string on the running state ("over:" on the finished one,
   "huge" for 1 MB of text, "NULL text", "NULL out"). */
cg_status call_move_from_string(fixture *f, const char *arg)
{
    cg_move out = SENTINEL_MOVE;
    cg_status st;
    if (bad_is(arg, "NULL text"))
        st = cg_move_from_string(f->state, NULL, &out);
    else if (bad_is(arg, "NULL out"))
        st = cg_move_from_string(f->state, "x", NULL);
    else if (bad_is(arg, "huge")) {
        char *text = malloc(1 << 20);
        memset(text, 'p', (1 << 20) - 1);
        text[(1 << 20) - 1] = '\0';
        st = cg_move_from_string(f->state, text, &out);
        free(text);
    } else if (strncmp(arg, "over:", 5) == 0)
        st = cg_move_from_string(f->over, arg + 5, &out);
    else
        st = cg_move_from_string(f->state, arg, &out);
    if (st != CG_OK)
        ck_assert_msg(out == SENTINEL_MOVE, "cg_move_from_string wrote *out on failure");
    return st;
}

cg_status call_move_to_string(fixture *f, const char *arg)
{
    char buf[64] = "x";
    size_t n = cg_move_to_string(f->state, (cg_move)strtoull(arg, NULL, 0), buf, sizeof buf);
    return n == 0 && buf[0] == '\0' ? CG_EINVAL : CG_OK;
}

cg_status call_render(fixture *f, const char *arg)
{
    char buf[64] = "x";
    size_t n = cg_state_render(f->state, (int)strtol(arg, NULL, 0), buf, sizeof buf);
    return n == 0 && buf[0] == '\0' ? CG_EINVAL : CG_OK;
}

cg_status call_returns(fixture *f, const char *arg)
{
    return cg_state_returns(f->over, (int)strtol(arg, NULL, 0)) == 0.0 ? CG_EINVAL : CG_OK;
}

/* Text functions given a size of 0, with or without a buffer: they report the
   length and write nothing. */
cg_status call_zero_sizes(fixture *f, const char *arg)
{
    char buf[4] = "zzz";
    size_t full, got;
    if (bad_is(arg, "render")) {
        full = cg_state_render(f->state, CG_PLAYER_NONE, NULL, 0);
        got = cg_state_render(f->state, CG_PLAYER_NONE, buf, 0);
    } else if (bad_is(arg, "save")) {
        full = cg_state_save(f->state, NULL, 0);
        got = cg_state_save(f->state, buf, 0);
    } else if (bad_is(arg, "params")) {
        full = cg_game_params(f->game, NULL, 0);
        got = cg_game_params(f->game, buf, 0);
    } else if (bad_is(arg, "legal_moves")) {
        cg_move moves[2] = {SENTINEL_MOVE, SENTINEL_MOVE};
        full = cg_state_legal_moves(f->state, NULL, 0);
        got = cg_state_legal_moves(f->state, moves, 0);
        ck_assert_uint_eq(cg_state_legal_moves(f->state, NULL, 1000), full);
        ck_assert_uint_eq(moves[0], SENTINEL_MOVE);
    } else {
        cg_move first;
        ck_assert_uint_ge(cg_state_legal_moves(f->state, &first, 1), 1);
        full = cg_move_to_string(f->state, first, NULL, 0);
        got = cg_move_to_string(f->state, first, buf, 0);
    }
    if (!bad_is(arg, "params")) /* a game without parameters has "" */
        ck_assert_uint_gt(full, 0);
    ck_assert_uint_eq(got, full);
    ck_assert_str_eq(buf, "zzz");
    return CG_OK;
}

/* Playouts of 0 moves and of as many as a uint32_t holds. */
cg_status call_playout_sizes(fixture *f, const char *arg)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_clone(bad_is(arg, "0 on over") ? f->over : f->state, &s), CG_OK);
    uint32_t made = 77;
    cg_status st = cg_state_playout(s, 1, bad_is(arg, "huge") ? UINT32_MAX : 0, &made);
    if (bad_is(arg, "huge"))
        ck_assert(cg_state_is_terminal(s));
    else
        ck_assert_uint_eq(made, 0);
    cg_state_free(s);
    return st;
}

/* ---- saved states ---- */

/* The saved form with line `line` (1-based) replaced by `with` (NULL: removed). */
static char *replace_line(const char *text, int line, const char *with)
{
    size_t n = strlen(text);
    char *out = malloc(n + (with ? strlen(with) : 0) + 2);
    size_t k = 0;
    int at = 1;
    for (const char *p = text; *p;) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) + 1 : strlen(p);
        if (at == line) {
            if (with) {
                memcpy(out + k, with, strlen(with));
                k += strlen(with);
                out[k++] = '\n';
            }
        } else {
            memcpy(out + k, p, len);
            k += len;
        }
        p += len;
        at++;
    }
    out[k] = '\0';
    return out;
}

static cg_status load(fixture *f, const cg_game *g, const char *text)
{
    cg_state *s = SENTINEL_STATE;
    cg_status st = cg_state_load(g, text, &s);
    if (st == CG_OK) {
        ck_assert_msg(cg_state_equal(s, f->state) || cg_state_equal(s, f->over) ||
                          cg_state_equal(s, f->foreign),
                      "an accepted saved form loads another state");
        cg_state_free(s);
    } else {
        ck_assert_msg(s == SENTINEL_STATE, "cg_state_load wrote *out on failure");
    }
    return st;
}

/* The running state's saved form, changed as arg says, loaded into the game. */
cg_status call_load(fixture *f, const char *arg)
{
    char *text = NULL;
    const cg_game *into = f->game;
    if (bad_is(arg, "NULL game") || bad_is(arg, "NULL text") || bad_is(arg, "NULL out")) {
        cg_state *s = SENTINEL_STATE;
        cg_status st = bad_is(arg, "NULL game")   ? cg_state_load(NULL, f->saved, &s)
                       : bad_is(arg, "NULL text") ? cg_state_load(f->game, NULL, &s)
                                              : cg_state_load(f->game, f->saved, NULL);
        ck_assert_msg(s == SENTINEL_STATE, "cg_state_load wrote *out on failure");
        return st;
    }
    cg_game *made = NULL;
    if (bad_is(arg, "into other game")) {
        into = f->other_game;
        text = strdup(f->saved);
    } else if (strncmp(arg, "into ", 5) == 0) {
        ck_assert_int_eq(cg_game_new(f->name, arg + 5, &made), CG_OK);
        into = made;
        text = strdup(f->saved);
    } else if (bad_is(arg, "other game's state")) {
        text = strdup(f->foreign_saved);
    } else if (bad_is(arg, "empty")) {
        text = strdup("");
    } else if (bad_is(arg, "crlf")) {
        text = malloc(2 * strlen(f->saved) + 1);
        size_t k = 0;
        for (const char *p = f->saved; *p; p++) {
            if (*p == '\n')
                text[k++] = '\r';
            text[k++] = *p;
        }
        text[k] = '\0';
    } else if (bad_is(arg, "nul")) {
        /* A NUL byte ends a C string: the text is cut in the middle. */
        text = strdup(f->saved);
        text[strlen(text) / 2] = '\0';
    } else if (bad_is(arg, "binary")) {
        text = malloc(257);
        for (int i = 0; i < 256; i++)
            text[i] = (char)(i * 37 % 255 + 1);
        text[256] = '\0';
    } else if (bad_is(arg, "huge")) {
        size_t n = (size_t)17 << 20;
        text = malloc(n + 1);
        memset(text, 'x', n);
        text[n] = '\0';
    } else if (bad_is(arg, "huge after end")) {
        size_t n = strlen(f->saved), extra = (size_t)17 << 20;
        text = malloc(n + extra + 1);
        memcpy(text, f->saved, n);
        memset(text + n, '\n', extra);
        text[n + extra] = '\0';
    } else if (strncmp(arg, "first lines:", 12) == 0) {
        int keep = atoi(arg + 12);
        text = strdup(f->saved);
        if (keep < 0) {
            int lines = 0;
            for (const char *p = text; *p; p++)
                lines += *p == '\n';
            keep += lines;
        }
        char *p = text;
        for (int i = 0; i < keep && p; i++)
            p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL;
        if (p)
            *p = '\0';
    } else if (strncmp(arg, "after end:", 10) == 0) {
        text = malloc(strlen(f->saved) + strlen(arg) + 2);
        sprintf(text, "%s%s\n", f->saved, arg + 10);
    } else if (strncmp(arg, "line ", 5) == 0) {
        /* "line N:replacement" or "line N removed" */
        int line = atoi(arg + 5);
        const char *colon = strchr(arg, ':');
        char with[512];
        if (colon)
            bad_expand(f, colon + 1, with, sizeof with);
        text = replace_line(f->saved, line, colon ? with : NULL);
    } else {
        ck_abort_msg("unknown change %s", arg);
    }
    cg_status st = load(f, into, text);
    free(text);
    cg_game_free(made);
    return st;
}

/* ---- data files, through the game's first loader ---- */

/* "param:KIND", "file:KIND", "text:KIND": the data file of that kind (made by
   make_data_files) given as the parameter, to the typed file loader, or as
   text to the typed text loader. */
cg_status call_data(fixture *f, const char *arg)
{
    const game_loader *l = f->loader;
    ck_assert_ptr_nonnull(l);
    const char *kind = strchr(arg, ':') + 1;
    char path[512];
    snprintf(path, sizeof path, "%s/%s-%s", data_dir, l->game, kind);
    if (strncmp(arg, "param:", 6) == 0) {
        char params[600];
        snprintf(params, sizeof params, "%s=%s", l->param_key, path);
        return game_new(f->name, params);
    }
    unsigned char result[GAME_LOADER_RESULT_MAX], pattern[GAME_LOADER_RESULT_MAX];
    memset(pattern, 0x3c, sizeof pattern);
    memcpy(result, pattern, sizeof result);
    cg_status st;
    if (strncmp(arg, "file:", 5) == 0) {
        st = l->load(f->game, path, result);
    } else if (bad_is(kind, "NULL")) {
        st = l->parse(f->game, NULL, 0, result);
    } else {
        size_t len;
        char *text = test_read_file(path, &len);
        ck_assert_msg(text != NULL, "cannot read %s", path);
        st = l->parse(f->game, text, len, result);
        free(text);
    }
    if (st == CG_OK) {
        if (l->release)
            l->release(result);
    } else {
        ck_assert_msg(memcmp(result, pattern, l->result_size) == 0,
                      "%s wrote its result on failure", l->name);
    }
    return st;
}

/* The data files of every loader, made from its sample. */
static void write_file(const char *game, const char *kind, const char *data, size_t n)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s-%s", data_dir, game, kind);
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
        snprintf(path, sizeof path, "%s/%s-folder", data_dir, game);
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
            snprintf(path, sizeof path, "%s/%s-%s", data_dir, game_loaders[i].game, kinds[k]);
            unlink(path);
        }
        snprintf(path, sizeof path, "%s/%s-folder", data_dir, game_loaders[i].game);
        rmdir(path);
    }
    rmdir(data_dir);
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
    snprintf(data_dir, sizeof data_dir, "%s/cardgames-bad-input-XXXXXX", tmp ? tmp : "/tmp");
    if (!mkdtemp(data_dir)) {
        perror(data_dir);
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
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    remove_data_files();
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
