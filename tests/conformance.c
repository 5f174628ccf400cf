/*
 * The generic conformance suite: for every game of the catalogue (and a few
 * parameter sets of each), thousands of seeded random games in which every
 * invariant of the API contract is checked at every step.
 *
 * CG_CONFORMANCE_GAMES sets the number of games per configuration: 100 by
 * default, so that `meson test` stays quick; CI plays 2000 (.ci/run), and
 * only then are the actions that random play never reached counted against
 * the allowance of conformance_learning.c.
 * `conformance K N` plays the configurations whose index is K modulo N, so that
 * several processes share the work; CG_CONFORMANCE_ONLY=name plays one game.
 */
#include <check.h>

#include "check_quiet.h"
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_run.h"
#include "conformance.h"

/* Parameter sets played besides the defaults. A game added to the catalogue is
   played with its defaults without any line here. */
static const struct {
    const char *game;
    const char *params;
} extra_configs[] = {
    {"war", "facedown=1"},
    {"war", "facedown=2; max_rounds=40"},
    {"battleship", "width=6;height=5;fleet=3,2,2,1"},
    {"battleship", "width=1;height=1;fleet=1"},
    {"battleship", "width=8;height=8"},
    {"battleship", "width=26;height=2;fleet=6,3,1,1;wins=1"},
    {"slugdungeon", "max_turns=1"},
    {"slugdungeon", "max_turns=60"},
    {"weiss_schwarz", "max_level=2; direct_attack_bonus=3"},
    {"weiss_schwarz", "max_turns=6"},
    {"weiss_schwarz", "max_level=9; max_turns=0"},
};

/* Moves after which a game must be over (a random game that has not ended by
   then is a bug in its rules). */
#define MAX_GAME_MOVES 200000u

/* One game in LEARNING_EVERY has its masks and observations checked at every
   state, and every other one of those its reseed and resample. */
#define LEARNING_EVERY 4

typedef struct config_case {
    const char *game;
    const char *params;
} config_case;

static config_case cases[64];
static int case_count;

/* CG_CONFORMANCE_ONLY=name plays one game's configurations only. */
static bool selected(const char *game)
{
    const char *only = getenv("CG_CONFORMANCE_ONLY");
    return !only || !*only || strcmp(only, game) == 0;
}

static void collect_cases(void)
{
    for (size_t i = 0; i < cg_game_count() && case_count < 64; i++)
        if (selected(cg_game_name_at(i)))
            cases[case_count++] = (config_case){cg_game_name_at(i), NULL};
    for (size_t k = 0; k < sizeof extra_configs / sizeof extra_configs[0]; k++)
        for (size_t i = 0; i < cg_game_count(); i++)
            if (strcmp(cg_game_name_at(i), extra_configs[k].game) == 0 && case_count < 64 &&
                selected(extra_configs[k].game))
                cases[case_count++] = (config_case){extra_configs[k].game, extra_configs[k].params};
}

#define GAMES_DEFAULT 100
/* From this many games per configuration, every action is expected to be
   reached but those conformance_learning.c lists. */
#define GAMES_DEEP 2000

static int games_per_config(void)
{
    const char *env = getenv("CG_CONFORMANCE_GAMES");
    int n = env ? atoi(env) : GAMES_DEFAULT;
    return n > 0 ? n : GAMES_DEFAULT;
}

/* ---- helpers ---- */

char *save_text(const cg_state *s)
{
    size_t n = cg_state_save(s, NULL, 0);
    char *buf = malloc(n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(cg_state_save(s, buf, n + 1), n);
    ck_assert_uint_eq(strlen(buf), n);
    return buf;
}

/* Everything observable is unchanged: equality, hash and saved text. */
static void assert_unchanged(const cg_state *s, const cg_state *before, const char *what)
{
    ck_assert_msg(cg_state_equal(s, before), "%s changed the state", what);
    ck_assert_msg(cg_state_hash(s) == cg_state_hash(before), "%s changed the hash", what);
}

static bool contains(const cg_move *moves, size_t n, cg_move m)
{
    for (size_t i = 0; i < n; i++)
        if (moves[i] == m)
            return true;
    return false;
}

/* snprintf semantics of a text function: the length asked with (NULL, 0)
   equals the full length, a short buffer gets a NUL-terminated prefix. */
typedef size_t (*render_fn)(const cg_state *, int, char *, size_t);

static void check_snprintf(const char *full, size_t len, const char *cut, size_t cut_len,
                           size_t cap, const char *what)
{
    ck_assert_msg(cut_len == len, "%s: short buffer changed the returned length", what);
    size_t kept = cap == 0 ? 0 : (len < cap - 1 ? len : cap - 1);
    if (cap > 0) {
        ck_assert_msg(strlen(cut) == kept, "%s: a buffer of %zu kept %zu characters", what, cap,
                      strlen(cut));
        ck_assert_msg(strncmp(full, cut, kept) == 0, "%s: short buffer is not a prefix", what);
    }
}

/* ---- the invariants of one state ---- */

static void check_legal_moves(const cg_state *s, cg_move *moves, size_t *count_out)
{
    const cg_game *g = cg_state_game(s);
    size_t n = cg_state_legal_moves(s, NULL, 0);
    size_t max = cg_game_max_moves(g);
    ck_assert_msg(n <= max, "%zu legal moves, more than max_moves %zu", n, max);
    ck_assert_uint_eq(cg_state_legal_moves(s, moves, max), n);
    bool terminal = cg_state_is_terminal(s);
    ck_assert_msg(terminal == (n == 0), "terminal %d but %zu legal moves", terminal, n);
    for (size_t i = 1; i < n; i++)
        ck_assert_msg(moves[i - 1] < moves[i], "legal moves not ascending and distinct at %zu", i);
    /* A short buffer receives exactly the first cap moves, nothing more. */
    if (n > 1) {
        cg_move few[3] = {0xdeadbeef, 0xdeadbeef, 0xdeadbeef};
        ck_assert_uint_eq(cg_state_legal_moves(s, few, 1), n);
        ck_assert_uint_eq(few[0], moves[0]);
        ck_assert_uint_eq(few[1], 0xdeadbeef);
    }
    for (size_t i = 0; i < n; i++)
        ck_assert_msg(cg_state_is_legal(s, moves[i]), "listed move %u is not legal", moves[i]);
    *count_out = n;
}

static void check_players(const cg_state *s)
{
    const cg_game *g = cg_state_game(s);
    int players = cg_game_num_players(g);
    int current = cg_state_current_player(s);
    int winner = cg_state_winner(s);
    if (!cg_state_is_terminal(s)) {
        ck_assert_msg(current >= 0 && current < players, "current player %d", current);
        ck_assert_int_eq(winner, CG_PLAYER_NONE);
        for (int p = 0; p < players; p++)
            ck_assert(cg_state_returns(s, p) == 0.0);
        return;
    }
    ck_assert_int_eq(current, CG_PLAYER_NONE);
    ck_assert(winner == CG_PLAYER_NONE || (winner >= 0 && winner < players));
    double sum = 0;
    for (int p = 0; p < players; p++) {
        double r = cg_state_returns(s, p);
        ck_assert(r == -1.0 || r == 0.0 || r == 1.0);
        if (winner != CG_PLAYER_NONE)
            ck_assert(r == (p == winner ? 1.0 : -1.0));
        sum += r;
    }
    if (players == 2)
        ck_assert_msg(sum == 0.0, "returns of a two-player game sum to %g", sum);
    if (players == 1 && winner == 0)
        ck_assert(cg_state_returns(s, 0) == 1.0);
}

static void check_copies(const cg_state *s, cg_state *scratch)
{
    cg_state *c = NULL;
    ck_assert_int_eq(cg_state_clone(s, &c), CG_OK);
    ck_assert(cg_state_equal(s, c) && cg_state_equal(c, s));
    ck_assert(cg_state_hash(s) == cg_state_hash(c));
    cg_state_free(c);
    ck_assert_int_eq(cg_state_copy(scratch, s), CG_OK);
    ck_assert(cg_state_equal(scratch, s));
    ck_assert(cg_state_hash(scratch) == cg_state_hash(s));
}

cg_state *check_save_load(const cg_state *s)
{
    char *text = save_text(s);
    cg_state *loaded = NULL;
    cg_status st = cg_state_load(cg_state_game(s), text, &loaded);
    ck_assert_msg(st == CG_OK, "load of a saved state failed: %s\n%s", cg_last_error(), text);
    ck_assert_msg(cg_state_equal(s, loaded), "loaded state differs from the saved one:\n%s",
                  text);
    ck_assert(cg_state_hash(s) == cg_state_hash(loaded));
    char *again = save_text(loaded);
    ck_assert_str_eq(text, again);
    /* A truncated text never loads (the last line "end" is missing). */
    size_t len = strlen(text);
    text[len > 4 ? len - 4 : 0] = '\0';
    cg_state *broken = NULL;
    ck_assert_int_eq(cg_state_load(cg_state_game(s), text, &broken), CG_EPARSE);
    ck_assert_ptr_null(broken);
    free(text);
    free(again);
    return loaded;
}

static void check_render(const cg_state *s, char *buf, char *cut)
{
    int players = cg_game_num_players(cg_state_game(s));
    for (int v = CG_PLAYER_NONE; v < players; v++) {
        size_t n = cg_state_render(s, v, NULL, 0);
        ck_assert_msg(n > 0 && n < TEXT_CAP, "render for %d has length %zu", v, n);
        ck_assert_uint_eq(cg_state_render(s, v, buf, TEXT_CAP), n);
        size_t cap = n / 2 + 1;
        check_snprintf(buf, n, cut, cg_state_render(s, v, cut, cap), cap, "render");
    }
    ck_assert_uint_eq(cg_state_render(s, players, buf, TEXT_CAP), 0);
    ck_assert_str_eq(buf, "");
}

static void check_move_texts(const cg_state *s, const cg_move *moves, size_t n, char *buf)
{
    char other[256];
    for (size_t i = 0; i < n; i++) {
        size_t len = cg_move_to_string(s, moves[i], buf, TEXT_CAP);
        ck_assert_msg(len > 0 && len == strlen(buf), "move %u has no text", moves[i]);
        cg_move back = 0xffffffffu;
        cg_status st = cg_move_from_string(s, buf, &back);
        ck_assert_msg(st == CG_OK && back == moves[i], "text '%s' of move %u reads back as %u (%s)",
                      buf, moves[i], back, cg_last_error());
        /* Distinct texts: the text of the next move differs. */
        if (i + 1 < n) {
            cg_move_to_string(s, moves[i + 1], other, sizeof other);
            ck_assert_msg(strcmp(buf, other) != 0, "moves %u and %u share the text '%s'",
                          moves[i], moves[i + 1], buf);
        }
    }
    cg_move out = 7;
    ck_assert_int_eq(cg_move_from_string(s, "\x01 no such move \x7f", &out), CG_EPARSE);
    ck_assert_uint_eq(out, 7);
}

/* A few codes that are not legal: apply refuses each and changes nothing. */
static void check_illegal_moves(cg_state *s, const cg_move *moves, size_t n, uint64_t salt)
{
    cg_state *before = NULL;
    ck_assert_int_eq(cg_state_clone(s, &before), CG_OK);
    cg_move candidates[6] = {
        0, 1, n ? moves[n - 1] + 1 : 0, 0xffffffffu, (cg_move)(salt * 2654435761u),
        (cg_move)(salt % 4096),
    };
    for (int k = 0; k < 6; k++) {
        cg_move m = candidates[k];
        if (contains(moves, n, m))
            continue;
        ck_assert(!cg_state_is_legal(s, m));
        cg_status st = cg_state_apply(s, m);
        ck_assert_int_eq(st, cg_state_is_terminal(s) ? CG_EOVER : CG_EILLEGAL);
        ck_assert_msg(cg_last_error()[0] != '\0', "refused move without a message");
        assert_unchanged(s, before, "an illegal move");
    }
    cg_state_free(before);
}

/* Every invariant of one state; returns its legal move count. */
size_t check_state(cg_state *s, buffers *b, uint64_t salt, cg_state **loaded)
{
    size_t n;
    check_legal_moves(s, b->moves, &n);
    check_players(s);
    check_copies(s, b->scratch);
    *loaded = check_save_load(s);
    check_render(s, b->text, b->cut);
    check_move_texts(s, b->moves, n, b->text);
    check_illegal_moves(s, b->moves, n, salt);
    return n;
}

static void check_over(cg_state *s)
{
    cg_state *before = NULL;
    ck_assert_int_eq(cg_state_clone(s, &before), CG_OK);
    ck_assert_int_eq(cg_state_apply(s, 0), CG_EOVER);
    uint32_t made = 99;
    ck_assert_int_eq(cg_state_playout(s, 1, 100, &made), CG_OK);
    ck_assert_uint_eq(made, 0);
    assert_unchanged(s, before, "a move after the end");
    cg_state_free(before);
}

/* One seeded random game, played in lock step with a twin (determinism) and
   with a state reloaded from each saved form (continuation). With `learn`,
   the masks and observations of every state are checked, and in every other
   such game reseed and resample too. */
static void play_checked_game(const cg_game *g, uint64_t seed, buffers *b, learning *learn,
                              bool resample)
{
    cg_state *s = NULL, *twin = NULL;
    ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
    ck_assert_int_eq(cg_state_new(g, seed, &twin), CG_OK);
    ck_assert_int_eq(cg_state_new(g, seed ^ 0x5555, &b->scratch), CG_OK);
    uint64_t chooser = seed * 0x9e3779b97f4a7c15u + 1;
    uint32_t steps = 0;
    for (;;) {
        ck_assert(cg_state_equal(s, twin));
        ck_assert_uint_eq(cg_state_move_number(s), steps);
        cg_state *loaded = NULL;
        size_t n = check_state(s, b, chooser, &loaded);
        if (learn)
            learning_check(learn, s, b->moves, n);
        if (resample)
            information_check(s, b->moves, n, chooser, chooser % 64 == 0, b);
        if (n == 0) {
            cg_state_free(loaded);
            check_over(s);
            break;
        }
        chooser = chooser * 6364136223846793005u + 1442695040888963407u;
        cg_move m = b->moves[(chooser >> 33) % n];
        ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
        ck_assert_int_eq(cg_state_apply(twin, m), CG_OK);
        ck_assert_int_eq(cg_state_apply(loaded, m), CG_OK);
        ck_assert_msg(cg_state_equal(s, loaded), "a reloaded state continued differently");
        cg_state_free(loaded);
        ck_assert_msg(++steps < MAX_GAME_MOVES, "game did not end within %u moves",
                      MAX_GAME_MOVES);
    }
    cg_state_free(s);
    cg_state_free(twin);
    cg_state_free(b->scratch);
    b->scratch = NULL;
}

/* Playouts: deterministic per seed, end the game or stop at the bound. */
static void check_playouts(const cg_game *g, uint64_t seed)
{
    cg_state *a = NULL, *b = NULL;
    ck_assert_int_eq(cg_state_new(g, seed, &a), CG_OK);
    ck_assert_int_eq(cg_state_clone(a, &b), CG_OK);
    uint32_t made_a = 0, made_b = 0;
    ck_assert_int_eq(cg_state_playout(a, seed + 1, 7, &made_a), CG_OK);
    ck_assert(made_a == 7 || cg_state_is_terminal(a));
    ck_assert_uint_eq(cg_state_move_number(a), made_a);
    ck_assert_int_eq(cg_state_playout(a, seed + 2, MAX_GAME_MOVES, &made_a), CG_OK);
    ck_assert(cg_state_is_terminal(a));
    ck_assert_int_eq(cg_state_playout(b, seed + 1, 7, &made_b), CG_OK);
    ck_assert_int_eq(cg_state_playout(b, seed + 2, MAX_GAME_MOVES, NULL), CG_OK);
    ck_assert(cg_state_equal(a, b));
    cg_state_free(a);
    cg_state_free(b);
}

/* The effective parameters make an equivalent game: states move between them. */
static void check_params_round_trip(const cg_game *g)
{
    size_t n = cg_game_params(g, NULL, 0);
    char *params = malloc(n + 1);
    ck_assert_ptr_nonnull(params);
    ck_assert_uint_eq(cg_game_params(g, params, n + 1), n);
    cg_game *again = NULL;
    ck_assert_msg(cg_game_new(cg_game_name(g), params, &again) == CG_OK, "params '%s': %s", params,
                  cg_last_error());
    cg_state *a = NULL, *b = NULL;
    ck_assert_int_eq(cg_state_new(g, 5, &a), CG_OK);
    ck_assert_int_eq(cg_state_new(again, 5, &b), CG_OK);
    ck_assert(cg_state_equal(a, b));
    ck_assert_int_eq(cg_state_copy(b, a), CG_OK);
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(again);
    free(params);
}

START_TEST(test_config_conforms)
{
    const config_case *c = &cases[_i];
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new(c->game, c->params, &g) == CG_OK, "%s with '%s': %s", c->game,
                  c->params ? c->params : "", cg_last_error());
    ck_assert_str_eq(cg_game_name(g), c->game);
    ck_assert_int_ge(cg_game_num_players(g), 1);
    ck_assert_uint_ge(cg_game_max_moves(g), 1);
    check_params_round_trip(g);

    buffers b = {malloc(cg_game_max_moves(g) * sizeof(cg_move)), malloc(TEXT_CAP),
                 malloc(TEXT_CAP), NULL};
    ck_assert(b.moves && b.text && b.cut);
    int games = games_per_config();
    learning *learn = learning_new(g);
    for (int i = 0; i < games; i++) {
        play_checked_game(g, (uint64_t)i * 7919u + 1, &b, i % LEARNING_EVERY == 0 ? learn : NULL,
                          i % (2 * LEARNING_EVERY) == 0);
        if (i % 50 == 0)
            check_playouts(g, (uint64_t)i + 100);
    }
    learning_finish(learn, c->game, c->params, games >= GAMES_DEEP);
    free(b.moves);
    free(b.text);
    free(b.cut);
    cg_game_free(g);
}
END_TEST

int main(int argc, char **argv)
{
    int shard = argc == 3 ? atoi(argv[1]) : 0, shards = argc == 3 ? atoi(argv[2]) : 1;
    if (shards < 1 || shard < 0 || shard >= shards) {
        fprintf(stderr, "usage: conformance [K N]\n");
        return EXIT_FAILURE;
    }
    collect_cases();
    Suite *suite = suite_create("conformance");
    static char names[64][160];
    for (int i = shard; i < case_count; i += shards) {
        char *name = names[i];
        snprintf(name, sizeof names[i], "%s%s%s", cases[i].game, cases[i].params ? " " : "",
                 cases[i].params ? cases[i].params : "");
        TCase *tc = tcase_create(name);
        tcase_set_timeout(tc, 3600);
        tcase_add_loop_test(tc, test_config_conforms, i, i + 1);
        suite_add_tcase(suite, tc);
    }
    return check_run(suite);
}
