/* The generic calls of the bad-input catalogue (see bad_input.h). */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "check_quiet.h"
#include "test_support.h"

/* ---- the calls: each returns the status (or, for functions that return a
   value, CG_EINVAL when they returned their neutral value) ---- */

/* Outputs that a failing call must leave as they were. */
static char sentinels[2];
#define SENTINEL_GAME ((cg_game *)&sentinels[0])
#define SENTINEL_STATE ((cg_state *)&sentinels[1])
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
    snprintf(path, sizeof path, "%s/%s-%s", bad_data_dir, l->game, kind);
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
