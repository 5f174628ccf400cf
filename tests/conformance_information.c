/*
 * Conformance of reseed and resample, for every viewer of a state:
 *  - resampling keeps the viewer's render and observation, and the legal moves
 *    and their texts when the viewer is to move;
 *  - it reads nothing hidden: resampling a state and a resampled copy of it
 *    with the same seed gives equal states;
 *  - the result saves and loads back equal (loading checks that every card and
 *    piece is there once), and, `deep`, plays on to its end under every check;
 *  - CG_PLAYER_NONE only reseeds; reseeding changes nothing but the generator;
 *  - a viewer that is no player is refused and changes nothing.
 */
#include <check.h>

#include "check_quiet.h"
#include <stdlib.h>
#include <string.h>

#include "conformance.h"

static cg_state *clone_of(const cg_state *s)
{
    cg_state *c = NULL;
    ck_assert_int_eq(cg_state_clone(s, &c), CG_OK);
    return c;
}

/* What `viewer` sees of s: render, observation, and the legal moves with their
   texts when viewer is to move, as one hash. */
static uint64_t view_hash(const cg_state *s, int viewer, buffers *b)
{
    size_t len = cg_state_render(s, viewer, b->text, TEXT_CAP);
    uint64_t h = bytes_hash(0xcbf29ce484222325u, b->text, len);
    size_t size = cg_game_observation_size(cg_state_game(s));
    float *obs = malloc(size * sizeof(float));
    ck_assert_ptr_nonnull(obs);
    ck_assert_int_eq(cg_state_observation(s, viewer, obs, size), CG_OK);
    h = bytes_hash(h, obs, size * sizeof(float));
    free(obs);
    if (cg_state_current_player(s) == viewer) {
        /* A buffer of its own: b->moves holds the moves of the game being played. */
        size_t max = cg_game_max_moves(cg_state_game(s));
        cg_move *moves = malloc(max * sizeof *moves);
        ck_assert_ptr_nonnull(moves);
        size_t n = cg_state_legal_moves(s, moves, max);
        h = bytes_hash(h, moves, n * sizeof(cg_move));
        for (size_t i = 0; i < n; i++) {
            len = cg_move_to_string(s, moves[i], b->cut, TEXT_CAP);
            h = bytes_hash(h, b->cut, len + 1);
        }
        free(moves);
    }
    return h;
}

/* The saved text without its generator line. */
static char *save_without_rng(const cg_state *s)
{
    char *text = save_text(s);
    char *rng = strstr(text, "\nrng ");
    ck_assert_ptr_nonnull(rng);
    char *end = strchr(rng + 1, '\n');
    memmove(rng, end, strlen(end) + 1);
    return text;
}

/* Plays s to its end under every 1.0 check, with buffers of its own (the
   caller's hold the moves of the game it is playing). */
static void play_to_end_checked(cg_state *s, uint64_t salt)
{
    buffers own = {malloc(cg_game_max_moves(cg_state_game(s)) * sizeof(cg_move)),
                   malloc(TEXT_CAP), malloc(TEXT_CAP), clone_of(s)};
    ck_assert(own.moves && own.text && own.cut);
    for (uint32_t steps = 0;; steps++) {
        cg_state *loaded = NULL;
        size_t n = check_state(s, &own, salt + steps, &loaded);
        cg_state_free(loaded);
        if (n == 0)
            break;
        salt = salt * 6364136223846793005u + 1442695040888963407u;
        ck_assert_int_eq(cg_state_apply(s, own.moves[(salt >> 33) % n]), CG_OK);
        ck_assert_msg(steps < 200000u, "a resampled game did not end");
    }
    cg_state_free(own.scratch);
    free(own.moves);
    free(own.text);
    free(own.cut);
}

static void check_reseed(const cg_state *s, uint64_t salt)
{
    cg_state *r = clone_of(s), *none = clone_of(s);
    ck_assert_int_eq(cg_state_reseed(r, salt), CG_OK);
    ck_assert_int_eq(cg_state_resample(none, CG_PLAYER_NONE, salt), CG_OK);
    ck_assert_msg(cg_state_equal(r, none), "resample for CG_PLAYER_NONE is not a reseed");
    char *a = save_without_rng(s), *c = save_without_rng(r);
    ck_assert_msg(strcmp(a, c) == 0, "reseed changed more than the generator");
    free(a);
    free(c);
    cg_state_free(r);
    cg_state_free(none);
}

static void check_bad_viewers(const cg_state *s)
{
    cg_state *c = clone_of(s);
    int players = cg_game_num_players(cg_state_game(s));
    int bad[] = {players, -2, 1 << 30};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        ck_assert_int_eq(cg_state_resample(c, bad[k], 3), CG_EINVAL);
        ck_assert_msg(strstr(cg_last_error(), "cg_state_resample") != NULL, "%s",
                      cg_last_error());
        ck_assert(cg_state_equal(c, s));
    }
    cg_state_free(c);
}

void information_check(const cg_state *s, const cg_move *moves, size_t n, uint64_t salt,
                       bool deep, buffers *b)
{
    (void)moves;
    (void)n;
    check_reseed(s, salt);
    check_bad_viewers(s);
    int players = cg_game_num_players(cg_state_game(s));
    for (int v = 0; v < players; v++) {
        uint64_t seen = view_hash(s, v, b);
        cg_state *a = clone_of(s), *other = clone_of(s);
        ck_assert_int_eq(cg_state_resample(a, v, salt), CG_OK);
        ck_assert_msg(view_hash(a, v, b) == seen, "resample changed what viewer %d sees", v);
        ck_assert_int_eq(cg_state_is_terminal(a), cg_state_is_terminal(s));
        ck_assert_int_eq(cg_state_current_player(a), cg_state_current_player(s));
        ck_assert_uint_eq(cg_state_move_number(a), cg_state_move_number(s));
        cg_state_free(check_save_load(a));
        /* Reads nothing hidden: a state the viewer cannot tell from s resamples
           to the same state. */
        ck_assert_int_eq(cg_state_resample(other, v, salt ^ 0x5bd1e995u), CG_OK);
        ck_assert_int_eq(cg_state_resample(other, v, salt), CG_OK);
        ck_assert_msg(cg_state_equal(a, other),
                      "viewer %d: resampling a resampled state gave another state", v);
        if (deep)
            play_to_end_checked(a, salt);
        cg_state_free(a);
        cg_state_free(other);
    }
}
