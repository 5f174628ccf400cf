/*
 * Out of memory: the library's calls to malloc, calloc and realloc go through
 * a wrapper (the linker's --wrap, over the library linked statically) that
 * fails the Nth allocation. Every public function that allocates is run with
 * N = 1, 2, ... until it succeeds; each failure must be CG_ENOMEM with a
 * message, leave no allocation alive and change nothing it was given. The
 * functions that must not allocate run with the first allocation failing and
 * must succeed all the same.
 *
 * Built only without sanitizers: their allocators would fight the wrapper.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"
#include "game_loaders.h"
#include "test_support.h"

#ifndef PROJECT_ROOT
#error "PROJECT_ROOT must name the project's root folder"
#endif

/* ---- the wrapper ---- */

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t n);
void __wrap_free(void *p);

enum { LIVE_MAX = 4096 };

static int armed;           /* counting and failing */
static long fail_at;        /* the allocation that fails (1 = the first) */
static long attempts;       /* allocations asked for since armed */
static void *live[LIVE_MAX]; /* blocks allocated while armed and not yet freed */
static size_t live_count;

static int live_overflow; /* more blocks than the table holds */

/* No Check assertion here: Check allocates too. */
static void live_add(void *p)
{
    if (live_count < LIVE_MAX)
        live[live_count++] = p;
    else
        live_overflow = 1;
}

static void live_remove(void *p)
{
    for (size_t i = 0; i < live_count; i++)
        if (live[i] == p) {
            live[i] = live[--live_count];
            return;
        }
}

/* True when this allocation must fail. */
static int injected_failure(void)
{
    if (!armed)
        return 0;
    attempts++;
    return attempts == fail_at;
}

void *__wrap_malloc(size_t n)
{
    if (injected_failure())
        return NULL;
    void *p = __real_malloc(n);
    if (p && armed)
        live_add(p);
    return p;
}

void *__wrap_calloc(size_t n, size_t size)
{
    if (injected_failure())
        return NULL;
    void *p = __real_calloc(n, size);
    if (p && armed)
        live_add(p);
    return p;
}

void *__wrap_realloc(void *old, size_t n)
{
    if (injected_failure())
        return NULL;
    void *p = __real_realloc(old, n);
    if (p && armed) {
        if (old)
            live_remove(old);
        live_add(p);
    }
    return p;
}

void __wrap_free(void *p)
{
    if (p && armed)
        live_remove(p);
    __real_free(p);
}

static void arm(long n)
{
    armed = 1;
    fail_at = n;
    attempts = 0;
    live_count = 0;
    live_overflow = 0;
}

/* Stops failing but keeps tracking what is alive. */
static void stop_failing(void)
{
    fail_at = 0;
}

static void disarm(void)
{
    armed = 0;
    ck_assert_msg(!live_overflow, "more than %d live allocations", LIVE_MAX);
}

/* ---- what is run ---- */

typedef enum op_kind {
    OP_GAME_DEFAULT,   /* cg_game_new(name, NULL) */
    OP_GAME_CANONICAL, /* cg_game_new(name, every key with its value) */
    OP_GAME_FILE,      /* cg_game_new(name, "<key>=<data file>") */
    OP_STATE_NEW,
    OP_STATE_CLONE,
    OP_STATE_LOAD,
    OP_LOADER_TEXT, /* a typed loader of text */
    OP_LOADER_FILE, /* a typed loader of a file */
    OP_ALLOCATOR,   /* another typed function that allocates */
    OP_BATCH_NEW,   /* cg_batch_new */
    OP_BOT_NEW,     /* cg_bot_new of one bot of the catalogue */
} op_kind;

static const char *const op_names[] = {
    "cg_game_new(defaults)", "cg_game_new(canonical parameters)", "cg_game_new(data file)",
    "cg_state_new", "cg_state_clone", "cg_state_load", "typed loader of text",
    "typed loader of a file", "typed function", "cg_batch_new", "cg_bot_new",
};

typedef struct oom_case {
    op_kind op;
    size_t game;   /* index in the catalogue */
    size_t loader; /* index in game_loaders (OP_GAME_FILE, OP_LOADER_*) or
                      game_allocators (OP_ALLOCATOR) */
} oom_case;

enum { CASES_MAX = 512 };
static oom_case cases[CASES_MAX];
static int case_count;

static void add_case(op_kind op, size_t game, size_t loader)
{
    if (case_count < CASES_MAX)
        cases[case_count++] = (oom_case){op, game, loader};
}

static void collect_cases(void)
{
    for (size_t g = 0; g < cg_game_count(); g++)
        for (op_kind op = OP_GAME_DEFAULT; op <= OP_STATE_LOAD; op++)
            if (op != OP_GAME_FILE)
                add_case(op, g, 0);
    for (size_t k = 0; k < game_loader_count; k++) {
        size_t g = test_game_index(game_loaders[k].game);
        if (g == (size_t)-1)
            continue;
        add_case(OP_GAME_FILE, g, k);
        add_case(OP_LOADER_TEXT, g, k);
        add_case(OP_LOADER_FILE, g, k);
    }
    for (size_t k = 0; k < game_allocator_count; k++) {
        size_t g = test_game_index(game_allocators[k].game);
        if (g != (size_t)-1)
            add_case(OP_ALLOCATOR, g, k);
    }
    for (size_t g = 0; g < cg_game_count(); g++) {
        add_case(OP_BATCH_NEW, g, 0);
        cg_game *game = NULL;
        if (cg_game_new(cg_game_name_at(g), NULL, &game) != CG_OK)
            continue;
        for (size_t b = 0; b < cg_bot_count(game); b++)
            add_case(OP_BOT_NEW, g, b);
        cg_game_free(game);
    }
}

/* Small budgets: every allocation of the bot is still made. */
static const char *bot_params(const cg_game *g, size_t bot)
{
    return strcmp(cg_bot_name_at(g, bot), "mcts") == 0 ? "iterations=20" : NULL;
}

/* Everything a case needs, made before the failures are armed. */
typedef struct fixture {
    const oom_case *c;
    const char *name;
    cg_game *game;
    cg_state *state;
    char params[8192];
    char path[4096];
    char *saved;     /* the state's saved form */
    char *file_text; /* the loader's sample file */
    size_t file_len;
} fixture;

static char *save_text(const cg_state *s)
{
    char *text = test_saved_text(s);
    ck_assert_ptr_nonnull(text);
    return text;
}

static void fixture_make(fixture *f, const oom_case *c)
{
    memset(f, 0, sizeof *f);
    f->c = c;
    f->name = cg_game_name_at(c->game);
    ck_assert_msg(cg_game_new(f->name, NULL, &f->game) == CG_OK, "%s", cg_last_error());
    ck_assert_msg(cg_state_new(f->game, 7, &f->state) == CG_OK, "%s", cg_last_error());
    ck_assert_int_eq(cg_state_playout(f->state, 3, 5, NULL), CG_OK);
    f->saved = save_text(f->state);
    cg_game_params(f->game, f->params, sizeof f->params);
    if (c->op == OP_GAME_FILE || c->op == OP_LOADER_TEXT || c->op == OP_LOADER_FILE) {
        const game_loader *l = &game_loaders[c->loader];
        snprintf(f->path, sizeof f->path, "%s/%s", PROJECT_ROOT, l->sample);
        snprintf(f->params, sizeof f->params, "%s=%s", l->param_key, f->path);
        f->file_text = test_read_file(f->path, &f->file_len);
        ck_assert_msg(f->file_text != NULL, "cannot read %s", f->path);
    }
}

static void fixture_free(fixture *f)
{
    cg_state_free(f->state);
    cg_game_free(f->game);
    free(f->saved);
    free(f->file_text);
}

/* The call under test; what it makes goes to *made (a handle) or result. */
static cg_status run_case(fixture *f, void **made, unsigned char *result)
{
    const game_loader *l = &game_loaders[f->c->loader];
    switch (f->c->op) {
    case OP_GAME_DEFAULT: return cg_game_new(f->name, NULL, (cg_game **)made);
    case OP_GAME_CANONICAL:
    case OP_GAME_FILE: return cg_game_new(f->name, f->params, (cg_game **)made);
    case OP_STATE_NEW: return cg_state_new(f->game, 11, (cg_state **)made);
    case OP_STATE_CLONE: return cg_state_clone(f->state, (cg_state **)made);
    case OP_STATE_LOAD: return cg_state_load(f->game, f->saved, (cg_state **)made);
    case OP_LOADER_TEXT: return l->parse(f->game, f->file_text, f->file_len, result);
    case OP_LOADER_FILE: return l->load(f->game, f->path, result);
    case OP_ALLOCATOR: return game_allocators[f->c->loader].make(f->game, result);
    case OP_BATCH_NEW: return cg_batch_new(f->game, 3, 1, (cg_batch **)made);
    case OP_BOT_NEW:
        return cg_bot_new(f->game, cg_bot_name_at(f->game, f->c->loader),
                          bot_params(f->game, f->c->loader), (cg_bot **)made);
    }
    return CG_EINVAL;
}

static void release_made(fixture *f, void *made, unsigned char *result)
{
    switch (f->c->op) {
    case OP_GAME_DEFAULT:
    case OP_GAME_CANONICAL:
    case OP_GAME_FILE: cg_game_free(made); break;
    case OP_STATE_NEW:
    case OP_STATE_CLONE:
    case OP_STATE_LOAD: cg_state_free(made); break;
    case OP_LOADER_TEXT:
    case OP_LOADER_FILE:
        if (game_loaders[f->c->loader].release)
            game_loaders[f->c->loader].release(result);
        break;
    case OP_ALLOCATOR:
        if (game_allocators[f->c->loader].release)
            game_allocators[f->c->loader].release(result);
        break;
    case OP_BATCH_NEW: cg_batch_free(made); break;
    case OP_BOT_NEW: cg_bot_free(made); break;
    }
}

static int makes_handle(op_kind op)
{
    return op != OP_LOADER_TEXT && op != OP_LOADER_FILE && op != OP_ALLOCATOR;
}

/* The objects given are as they were: the game's parameters, the state's
   saved form and hash. */
static void assert_unchanged(const fixture *f, uint64_t hash, const char *what)
{
    char params[8192];
    cg_game_params(f->game, params, sizeof params);
    char *now = save_text(f->state);
    ck_assert_msg(strcmp(now, f->saved) == 0, "%s changed the state", what);
    ck_assert_msg(cg_state_hash(f->state) == hash, "%s changed the state's hash", what);
    free(now);
    cg_game *again = NULL;
    ck_assert_int_eq(cg_game_new(f->name, params, &again), CG_OK);
    cg_game_free(again);
}

START_TEST(test_every_allocation_failure_is_reported_and_leaks_nothing)
{
    const oom_case *c = &cases[_i];
    fixture f;
    fixture_make(&f, c);
    char what[256];
    const char *op = c->op == OP_LOADER_TEXT   ? game_loaders[c->loader].name
                     : c->op == OP_LOADER_FILE ? game_loaders[c->loader].file_name
                     : c->op == OP_ALLOCATOR   ? game_allocators[c->loader].name
                                               : op_names[c->op];
    snprintf(what, sizeof what, "%s of %s", op, f.name);
    uint64_t hash = cg_state_hash(f.state);
    unsigned char result[GAME_LOADER_RESULT_MAX], pattern[GAME_LOADER_RESULT_MAX];
    memset(pattern, 0xa5, sizeof pattern);
    size_t result_size = makes_handle(c->op)       ? 0
                         : c->op == OP_ALLOCATOR ? game_allocators[c->loader].result_size
                                                 : game_loaders[c->loader].result_size;
    ck_assert_uint_le(result_size, GAME_LOADER_RESULT_MAX);

    long failures = 0;
    for (long n = 1;; n++) {
        ck_assert_msg(n < 100000, "%s: no success after %ld allocations", what, n);
        void *sentinel = (void *)&f, *made = sentinel;
        memcpy(result, pattern, sizeof result);
        arm(n);
        cg_status st = run_case(&f, &made, result);
        stop_failing();
        long asked = attempts;
        if (st == CG_OK) {
            release_made(&f, made, result);
            size_t left = live_count;
            disarm();
            ck_assert_msg(asked < n, "%s succeeded although allocation %ld failed", what, n);
            ck_assert_msg(left == 0, "%s: %zu blocks alive after the result was freed", what,
                          left);
            break;
        }
        disarm();
        failures++;
        ck_assert_msg(st == CG_ENOMEM, "%s with allocation %ld failing: %s (%s)", what, n,
                      cg_status_name(st), cg_last_error());
        ck_assert_msg(asked >= n, "%s returned CG_ENOMEM without a failed allocation", what);
        ck_assert_msg(strstr(cg_last_error(), "out of memory") != NULL,
                      "%s: the message '%s' does not say 'out of memory'", what, cg_last_error());
        ck_assert_msg(live_count == 0, "%s with allocation %ld failing leaks %zu blocks", what, n,
                      live_count);
        ck_assert_msg(made == sentinel, "%s wrote its output on failure", what);
        ck_assert_msg(memcmp(result, pattern, result_size) == 0,
                      "%s wrote its result on failure", what);
        assert_unchanged(&f, hash, what);
    }
    /* Making a game, a state or a file's text takes memory: each of those
       calls had at least one failure to report. */
    if (c->op != OP_LOADER_TEXT)
        ck_assert_msg(failures > 0, "%s allocated nothing", what);
    if (getenv("CG_OOM_VERBOSE"))
        printf("%s: %ld allocation failures reported\n", what, failures);
    fixture_free(&f);
}
END_TEST

/* Playing, reading and writing text do not allocate: with every allocation
   failing they all succeed. */
START_TEST(test_playing_never_allocates)
{
    const char *name = cg_game_name_at((size_t)_i);
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new(name, NULL, &g), CG_OK);
    cg_state *s = NULL, *other = NULL;
    ck_assert_int_eq(cg_state_new(g, 5, &s), CG_OK);
    ck_assert_int_eq(cg_state_new(g, 6, &other), CG_OK);
    size_t max = cg_game_max_moves(g);
    cg_move *moves = malloc(max * sizeof *moves);
    char *text = malloc(1 << 16);
    size_t obs_size = cg_game_observation_size(g);
    float *obs = malloc(obs_size * sizeof *obs);
    ck_assert_uint_le(cg_game_action_count(g), 1 << 16);
    for (int step = 0; step < 200 && !cg_state_is_terminal(s); step++) {
        /* Check's assertions allocate: results are checked once disarmed. */
        arm(1);
        size_t n = cg_state_legal_moves(s, moves, max);
        bool legal = cg_state_is_legal(s, moves[n - 1]);
        cg_move parsed = 0;
        cg_move_to_string(s, moves[n - 1], text, 1 << 16);
        cg_status parse = cg_move_from_string(s, text, &parsed);
        cg_state_render(s, CG_PLAYER_NONE, text, 1 << 16);
        for (int p = 0; p < cg_game_num_players(g); p++)
            cg_state_render(s, p, text, 1 << 16);
        cg_state_save(s, text, 1 << 16);
        (void)cg_state_hash(s);
        (void)cg_state_equal(s, other);
        (void)cg_state_winner(s);
        (void)cg_state_current_player(s);
        cg_game_params(g, text, 1 << 16);
        cg_status copy = cg_state_copy(other, s);
        size_t mask = cg_state_legal_mask(s, (uint8_t *)text, 1 << 16);
        cg_status observe = cg_state_observation(s, cg_state_current_player(s), obs, obs_size);
        cg_status resample = cg_state_resample(other, cg_state_current_player(s), 9);
        cg_status reseed = cg_state_reseed(other, 8);
        cg_status apply = cg_state_apply(s, moves[(size_t)step % n]);
        cg_status playout = cg_state_playout(other, (uint64_t)step, 3, NULL);
        disarm();
        ck_assert_msg(attempts == 0, "%s: %ld allocations while playing step %d", name,
                      attempts, step);
        ck_assert_uint_gt(n, 0);
        ck_assert(legal);
        ck_assert_int_eq(parse, CG_OK);
        ck_assert_uint_eq(parsed, moves[n - 1]);
        ck_assert_int_eq(copy, CG_OK);
        ck_assert_uint_eq(mask, cg_game_action_count(g));
        ck_assert_int_eq(observe, CG_OK);
        ck_assert_int_eq(resample, CG_OK);
        ck_assert_int_eq(reseed, CG_OK);
        ck_assert_int_eq(apply, CG_OK);
        ck_assert_int_eq(playout, CG_OK);
    }
    free(moves);
    free(text);
    free(obs);
    cg_state_free(s);
    cg_state_free(other);
    cg_game_free(g);
}
END_TEST

/* Batches observe and step, and bots choose, without allocating. */
START_TEST(test_batches_and_bots_never_allocate)
{
    const char *name = cg_game_name_at((size_t)_i);
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new(name, NULL, &g), CG_OK);
    enum { SIZE = 4 };
    cg_batch *batch = NULL;
    ck_assert_int_eq(cg_batch_new(g, SIZE, 2, &batch), CG_OK);
    size_t actions = cg_game_action_count(g), obs_size = cg_game_observation_size(g);
    float *obs = malloc(SIZE * obs_size * sizeof *obs);
    uint8_t *masks = malloc(SIZE * actions);
    float returns[SIZE * 8];
    uint8_t done[SIZE];
    int32_t players[SIZE];
    uint32_t chosen[SIZE];
    cg_bot *bots[16] = {0};
    size_t bot_count = cg_bot_count(g) < 16 ? cg_bot_count(g) : 16;
    for (size_t b = 0; b < bot_count; b++)
        ck_assert_int_eq(cg_bot_new(g, cg_bot_name_at(g, b), bot_params(g, b), &bots[b]), CG_OK);
    for (int step = 0; step < 100; step++) {
        arm(1);
        cg_status observed = cg_batch_observe(batch, obs, masks, players);
        disarm();
        ck_assert_msg(attempts == 0, "%s: cg_batch_observe allocated", name);
        ck_assert_int_eq(observed, CG_OK);
        for (size_t i = 0; i < SIZE; i++) {
            cg_move m = 0;
            const cg_state *s = cg_batch_state(batch, i);
            size_t b = ((size_t)step + i) % bot_count;
            arm(1);
            cg_status st = cg_bot_choose(bots[b], s, (uint64_t)step, &m);
            disarm();
            ck_assert_msg(attempts == 0, "%s: bot %s allocated while choosing", name,
                          cg_bot_name_at(g, b));
            ck_assert_int_eq(st, CG_OK);
            ck_assert_int_eq(cg_game_action_of(g, m, &chosen[i]), CG_OK);
        }
        arm(1);
        cg_status stepped = cg_batch_step(batch, chosen, returns, done);
        disarm();
        ck_assert_msg(attempts == 0, "%s: cg_batch_step allocated", name);
        ck_assert_int_eq(stepped, CG_OK);
    }
    for (size_t b = 0; b < bot_count; b++)
        cg_bot_free(bots[b]);
    cg_batch_free(batch);
    free(obs);
    free(masks);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    collect_cases();
    Suite *suite = suite_create("oom");
    TCase *tc = tcase_create("oom");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_every_allocation_failure_is_reported_and_leaks_nothing, 0,
                        case_count);
    tcase_add_loop_test(tc, test_playing_never_allocates, 0, (int)cg_game_count());
    tcase_add_loop_test(tc, test_batches_and_bots_never_allocate, 0, (int)cg_game_count());
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
