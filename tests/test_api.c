/* The generic API with bad input: every public function of cardgames.h given
   NULL handles, NULL buffers, unknown names, malformed parameters, moves of
   another state, garbage move text, truncated and tampered saved states. Each
   gets its status and message and changes nothing. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"

static cg_game *war(void)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("war", NULL, &g), CG_OK);
    return g;
}

static cg_state *state_of(const cg_game *g, uint64_t seed)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
    return s;
}

static char *saved(const cg_state *s)
{
    size_t n = cg_state_save(s, NULL, 0);
    char *text = malloc(n + 1);
    ck_assert_ptr_nonnull(text);
    cg_state_save(s, text, n + 1);
    return text;
}

START_TEST(test_versions_and_status_names)
{
    ck_assert_uint_eq(cg_version_number(), CG_VERSION_NUMBER);
    ck_assert_str_eq(cg_version_string(), "1.2.0");
    ck_assert_str_eq(cg_status_name(CG_OK), "CG_OK");
    ck_assert_str_eq(cg_status_name(CG_EPARSE), "CG_EPARSE");
    ck_assert_str_eq(cg_status_name(CG_ENOGAME), "CG_ENOGAME");
    ck_assert_str_eq(cg_status_name((cg_status)99), "CG_UNKNOWN");
    ck_assert_str_eq(cg_status_name((cg_status)-1), "CG_UNKNOWN");
}
END_TEST

START_TEST(test_last_error_is_empty_before_any_failure)
{
    /* Check forks each test: this thread has made no failing call. */
    ck_assert_ptr_nonnull(cg_last_error());
    ck_assert_str_eq(cg_last_error(), "");
}
END_TEST

START_TEST(test_catalogue)
{
    ck_assert_uint_ge(cg_game_count(), 1);
    for (size_t i = 0; i < cg_game_count(); i++)
        ck_assert_ptr_nonnull(cg_game_name_at(i));
    ck_assert_ptr_null(cg_game_name_at(cg_game_count()));
    ck_assert_ptr_null(cg_game_name_at((size_t)-1));
}
END_TEST

START_TEST(test_game_new_bad_arguments)
{
    cg_game *g = (cg_game *)0x1;
    ck_assert_int_eq(cg_game_new(NULL, NULL, &g), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_game_new: name is NULL");
    ck_assert_int_eq(cg_game_new("war", NULL, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_game_new: out is NULL");
    ck_assert_int_eq(cg_game_new("chess", NULL, &g), CG_ENOGAME);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "cg_game_new: no game named 'chess' (the catalogue has: war"));
    ck_assert_int_eq(cg_game_new("", NULL, &g), CG_ENOGAME);
    ck_assert_int_eq(cg_game_new("WAR", NULL, &g), CG_ENOGAME);
    ck_assert_ptr_eq(g, (cg_game *)0x1); /* untouched on failure */
}
END_TEST

START_TEST(test_game_new_malformed_parameters)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("war", "=3", &g), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "war: parameter '=3' has no key before '='");
    ck_assert_int_eq(cg_game_new("war", "facedown 3", &g), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "war: parameter 'facedown 3' has no '=' (write key=value)");
    ck_assert_int_eq(cg_game_new("war", "facedown=", &g), CG_EINVAL);
    ck_assert_int_eq(cg_game_new("war", "facedown=3x", &g), CG_EINVAL);
    ck_assert_int_eq(cg_game_new("war", "facedown=99999999999999999999", &g), CG_EINVAL);
    ck_assert_int_eq(cg_game_new("war", "max_rounds=1000000001", &g), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "war: parameter 'max_rounds' must be from 0 to 1000000000, not 1000000001");
    ck_assert_ptr_null(g);
    /* Empty items and white space are fine. */
    ck_assert_int_eq(cg_game_new("war", " ; ;facedown = 2 ;", &g), CG_OK);
    cg_game_free(g);
    ck_assert_int_eq(cg_game_new("war", "", &g), CG_OK);
    cg_game_free(g);
}
END_TEST

START_TEST(test_huge_parameter_values)
{
    size_t n = 100000;
    char *params = malloc(n + 16);
    strcpy(params, "deck=");
    memset(params + 5, 'a', n);
    params[n + 5] = '\0';
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("war", params, &g), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "war: parameter 'deck' is longer than 4095 characters");
    ck_assert_ptr_null(g);
    free(params);
}
END_TEST

START_TEST(test_game_queries_on_null)
{
    ck_assert_str_eq(cg_game_name(NULL), "");
    ck_assert_str_eq(cg_last_error(), "cg_game_name: game is NULL");
    ck_assert_int_eq(cg_game_num_players(NULL), 0);
    ck_assert_uint_eq(cg_game_max_moves(NULL), 0);
    char buf[4] = "x";
    ck_assert_uint_eq(cg_game_params(NULL, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    cg_game_free(NULL);
}
END_TEST

START_TEST(test_text_functions_follow_snprintf)
{
    cg_game *g = war();
    ck_assert_uint_eq(cg_game_params(g, NULL, 0), strlen("facedown=3;deck=;max_rounds=0"));
    char small[5] = "zzzz";
    ck_assert_uint_eq(cg_game_params(g, small, sizeof small), 29);
    ck_assert_str_eq(small, "face");
    char one[1] = {'z'};
    ck_assert_uint_eq(cg_game_params(g, one, 1), 29);
    ck_assert_int_eq(one[0], '\0');
    char untouched[1] = {'z'};
    ck_assert_uint_eq(cg_game_params(g, untouched, 0), 29);
    ck_assert_int_eq(untouched[0], 'z');
    cg_state *s = state_of(g, 1);
    size_t n = cg_state_save(s, NULL, 0);
    ck_assert_uint_gt(n, 100);
    char *cut = malloc(n / 2);
    ck_assert_uint_eq(cg_state_save(s, cut, n / 2), n);
    ck_assert_uint_eq(strlen(cut), n / 2 - 1);
    free(cut);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_state_functions_on_null)
{
    cg_state *out = (cg_state *)0x1;
    ck_assert_int_eq(cg_state_new(NULL, 1, &out), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_state_new: game is NULL");
    cg_game *g = war();
    ck_assert_int_eq(cg_state_new(g, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_state_clone(NULL, &out), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_state_clone: state is NULL");
    ck_assert_ptr_eq(out, (cg_state *)0x1);
    cg_state *s = state_of(g, 1);
    ck_assert_int_eq(cg_state_clone(s, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_state_copy(NULL, s), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_state_copy: dst is NULL");
    ck_assert_int_eq(cg_state_copy(s, NULL), CG_EINVAL);
    ck_assert_ptr_null(cg_state_game(NULL));
    ck_assert_int_eq(cg_state_current_player(NULL), CG_PLAYER_NONE);
    ck_assert(!cg_state_is_terminal(NULL));
    ck_assert_int_eq(cg_state_winner(NULL), CG_PLAYER_NONE);
    ck_assert(cg_state_returns(NULL, 0) == 0.0);
    ck_assert_uint_eq(cg_state_move_number(NULL), 0);
    ck_assert_uint_eq(cg_state_legal_moves(NULL, NULL, 0), 0);
    ck_assert(!cg_state_is_legal(NULL, 0));
    ck_assert_int_eq(cg_state_apply(NULL, 0), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_state_apply: state is NULL");
    char buf[8] = "x";
    ck_assert_uint_eq(cg_move_to_string(NULL, 0, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    cg_move m = 5;
    ck_assert_int_eq(cg_move_from_string(NULL, "play", &m), CG_EINVAL);
    ck_assert_int_eq(cg_move_from_string(s, NULL, &m), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_move_from_string: text is NULL");
    ck_assert_int_eq(cg_move_from_string(s, "play", NULL), CG_EINVAL);
    ck_assert_uint_eq(m, 5);
    ck_assert_uint_eq(cg_state_render(NULL, -1, buf, sizeof buf), 0);
    ck_assert_uint_eq(cg_state_save(NULL, buf, sizeof buf), 0);
    ck_assert_int_eq(cg_state_load(NULL, "x", &out), CG_EINVAL);
    ck_assert_int_eq(cg_state_load(g, NULL, &out), CG_EINVAL);
    ck_assert_int_eq(cg_state_load(g, "x", NULL), CG_EINVAL);
    ck_assert_uint_eq(cg_state_hash(NULL), 0);
    ck_assert(!cg_state_equal(NULL, s));
    ck_assert(!cg_state_equal(s, NULL));
    ck_assert_int_eq(cg_state_playout(NULL, 1, 10, NULL), CG_EINVAL);
    cg_state_free(NULL);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_legal_moves_with_null_buffer_counts_only)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 1);
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 1);
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 100), 1); /* NULL with a capacity */
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_returns_and_render_of_players_that_do_not_exist)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 1);
    ck_assert(cg_state_returns(s, 2) == 0.0);
    ck_assert_str_eq(cg_last_error(), "cg_state_returns: no player 2 in war (players 0..1)");
    ck_assert(cg_state_returns(s, -1) == 0.0);
    char buf[64] = "x";
    ck_assert_uint_eq(cg_state_render(s, 7, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    ck_assert_str_eq(cg_last_error(),
                     "cg_state_render: no viewer 7 in war (CG_PLAYER_NONE or 0..1)");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_copy_between_games_with_other_parameters_is_refused)
{
    cg_game *a = war(), *b = NULL;
    ck_assert_int_eq(cg_game_new("war", "facedown=1", &b), CG_OK);
    cg_state *x = state_of(a, 1), *y = state_of(b, 2), *y0 = NULL;
    ck_assert_int_eq(cg_state_clone(y, &y0), CG_OK);
    ck_assert_int_eq(cg_state_copy(y, x), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_state_copy: states of different games ('war' with "
                     "'facedown=1;deck=;max_rounds=0', 'war' with 'facedown=3;deck=;max_rounds=0')");
    ck_assert(cg_state_equal(y, y0));
    ck_assert(!cg_state_equal(x, y));
    /* An equivalent game made separately accepts the state. */
    cg_game *a2 = war();
    cg_state *z = state_of(a2, 9);
    ck_assert_int_eq(cg_state_copy(z, x), CG_OK);
    ck_assert(cg_state_equal(z, x));
    ck_assert_int_eq(cg_state_copy(x, x), CG_OK);
    cg_state_free(x);
    cg_state_free(y);
    cg_state_free(y0);
    cg_state_free(z);
    cg_game_free(a);
    cg_game_free(a2);
    cg_game_free(b);
}
END_TEST

START_TEST(test_moves_of_another_state_and_garbage_codes)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 1), *before = NULL;
    ck_assert_int_eq(cg_state_clone(s, &before), CG_OK);
    const cg_move bad[] = {1, 2, 3, 1000, 0x7fffffffu, 0xffffffffu};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert(!cg_state_is_legal(s, bad[i]));
        ck_assert_int_eq(cg_state_apply(s, bad[i]), CG_EILLEGAL);
        ck_assert(cg_state_equal(s, before));
        ck_assert_uint_eq(cg_state_move_number(s), 0);
    }
    cg_state_free(s);
    cg_state_free(before);
    cg_game_free(g);
}
END_TEST

START_TEST(test_garbage_move_text)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 1);
    const char *garbage[] = {"", " ", "PLAYS", "play play", "pla", "\xff\xfe", "play\n2",
                             "0", "-1", "\t"};
    for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
        cg_move m = 77;
        ck_assert_int_eq(cg_move_from_string(s, garbage[i], &m), CG_EPARSE);
        ck_assert_uint_eq(m, 77);
        ck_assert_ptr_nonnull(strstr(cg_last_error(), "is not a move"));
    }
    char huge[5000];
    memset(huge, 'p', sizeof huge - 1);
    huge[sizeof huge - 1] = '\0';
    cg_move m;
    ck_assert_int_eq(cg_move_from_string(s, huge, &m), CG_EPARSE);
    ck_assert_uint_lt(strlen(cg_last_error()), 512);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_truncated_saved_states_never_load)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 4);
    ck_assert_int_eq(cg_state_playout(s, 1, 31, NULL), CG_OK);
    char *text = saved(s);
    size_t n = strlen(text);
    for (size_t cut = 0; cut < n - 1; cut++) {
        char saved_char = text[cut];
        text[cut] = '\0';
        cg_state *out = NULL;
        ck_assert_int_eq(cg_state_load(g, text, &out), CG_EPARSE);
        ck_assert_ptr_null(out);
        ck_assert_ptr_nonnull(strstr(cg_last_error(), "saved state, line "));
        text[cut] = saved_char;
    }
    cg_state *back = NULL;
    ck_assert_int_eq(cg_state_load(g, text, &back), CG_OK);
    ck_assert(cg_state_equal(back, s));
    cg_state_free(back);
    free(text);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Text with runs of spaces folded, spaces at line ends and the final newline
   dropped: what a loader may leniently accept. */
static void normalize(const char *in, char *out)
{
    size_t n = 0;
    for (; *in; in++) {
        if (*in == ' ' && (in[1] == ' ' || in[1] == '\n' || in[1] == '\0'))
            continue;
        out[n++] = *in;
    }
    while (n > 0 && out[n - 1] == '\n')
        n--;
    out[n] = '\0';
}

/* Every single-byte change of a saved state either fails to load or loads a
   state that saves back to the changed text (up to white space): a different
   but valid state. */
START_TEST(test_tampered_saved_states_load_only_when_valid)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 4);
    ck_assert_int_eq(cg_state_playout(s, 1, 31, NULL), CG_OK);
    char *text = saved(s);
    size_t n = strlen(text);
    const char replacements[] = {'X', '0', ' ', '\n', '(', '|', '9', 'S', '-'};
    int loaded = 0, refused = 0;
    for (size_t i = 0; i < n; i++) {
        for (size_t k = 0; k < sizeof replacements; k++) {
            char old = text[i];
            if (old == replacements[k])
                continue;
            text[i] = replacements[k];
            cg_state *out = NULL;
            cg_status st = cg_state_load(g, text, &out);
            if (st == CG_OK) {
                char *again = saved(out);
                char a[4096], b[4096];
                normalize(again, a);
                normalize(text, b);
                ck_assert_str_eq(a, b);
                free(again);
                cg_state_free(out);
                loaded++;
            } else {
                ck_assert_int_eq(st, CG_EPARSE);
                refused++;
            }
            text[i] = old;
        }
    }
    ck_assert_int_gt(refused, 0);
    ck_assert_int_gt(loaded, 0); /* e.g. another move count or generator word */
    free(text);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_saved_frame_errors)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 4);
    char *text = saved(s);
    struct {
        const char *from, *to, *message;
    } edits[] = {
        {"cardgames-state 1", "cardgames-state x", "saved state, line 1: bad format version 'x'"},
        {"cardgames-state 1", "cardgames-state 9", "saved state, line 1: format version 9, this library reads version 1"},
        {"cardgames-state 1", "cardgame-state 1", "saved state, line 1: expected 'cardgames-state', found 'cardgame-state'"},
        {"game war", "game shephy", "saved state, line 2: a state of 'shephy', not of 'war'"},
        {"moves 0", "moves -3", "saved state, line 4: bad move count '-3'"},
        {"rng ", "rng 0 ", "saved state, line 5: the generator needs four hexadecimal words"},
        {"\nend\n", "\nend\nmore\n", "saved state, line 13: text after 'end'"},
    };
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
        char edited[4096];
        const char *at = strstr(text, edits[i].from);
        ck_assert_ptr_nonnull(at);
        snprintf(edited, sizeof edited, "%.*s%s%s", (int)(at - text), text, edits[i].to,
                 at + strlen(edits[i].from));
        cg_state *out = NULL;
        ck_assert_int_eq(cg_state_load(g, edited, &out), CG_EPARSE);
        ck_assert_str_eq(cg_last_error(), edits[i].message);
    }
    char zero[4096];
    const char *rng = strstr(text, "rng ");
    snprintf(zero, sizeof zero,
             "%.*srng 0000000000000000 0000000000000000 0000000000000000 0000000000000000%s",
             (int)(rng - text), text, strchr(rng, '\n'));
    cg_state *out = NULL;
    ck_assert_int_eq(cg_state_load(g, zero, &out), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 5: the generator needs four hexadecimal words, not all zero");
    free(text);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_playout_stops_at_the_bound_and_counts)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 4);
    uint32_t made = 99;
    ck_assert_int_eq(cg_state_playout(s, 1, 0, &made), CG_OK);
    ck_assert_uint_eq(made, 0);
    ck_assert_int_eq(cg_state_playout(s, 1, 10, &made), CG_OK);
    ck_assert_uint_eq(made, 10);
    ck_assert_uint_eq(cg_state_move_number(s), 10);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_count_saturates_and_saves_back)
{
    cg_game *g = war();
    cg_state *s = state_of(g, 4);
    char *text = saved(s);
    char *at = strstr(text, "moves 0\n");
    ck_assert_ptr_nonnull(at);
    size_t head = (size_t)(at - text), n = strlen(text);
    char *edited = malloc(n + 16);
    ck_assert_ptr_nonnull(edited);
    snprintf(edited, n + 16, "%.*smoves 4294967295\n%s", (int)head, text, at + strlen("moves 0\n"));
    cg_state *t = NULL;
    ck_assert_int_eq(cg_state_load(g, edited, &t), CG_OK);
    ck_assert_int_eq(cg_state_apply(t, 0), CG_OK);
    ck_assert_uint_eq(cg_state_move_number(t), UINT32_MAX);
    char *again = saved(t);
    cg_state *u = NULL;
    ck_assert_int_eq(cg_state_load(g, again, &u), CG_OK);
    ck_assert(cg_state_equal(t, u));
    cg_state_free(u);
    cg_state_free(t);
    free(again);
    free(edited);
    free(text);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("api");
    TCase *tc = tcase_create("bad input");
    tcase_add_test(tc, test_versions_and_status_names);
    tcase_add_test(tc, test_move_count_saturates_and_saves_back);
    tcase_add_test(tc, test_last_error_is_empty_before_any_failure);
    tcase_add_test(tc, test_catalogue);
    tcase_add_test(tc, test_game_new_bad_arguments);
    tcase_add_test(tc, test_game_new_malformed_parameters);
    tcase_add_test(tc, test_huge_parameter_values);
    tcase_add_test(tc, test_game_queries_on_null);
    tcase_add_test(tc, test_text_functions_follow_snprintf);
    tcase_add_test(tc, test_state_functions_on_null);
    tcase_add_test(tc, test_legal_moves_with_null_buffer_counts_only);
    tcase_add_test(tc, test_returns_and_render_of_players_that_do_not_exist);
    tcase_add_test(tc, test_copy_between_games_with_other_parameters_is_refused);
    tcase_add_test(tc, test_moves_of_another_state_and_garbage_codes);
    tcase_add_test(tc, test_garbage_move_text);
    tcase_add_test(tc, test_truncated_saved_states_never_load);
    tcase_add_test(tc, test_tampered_saved_states_load_only_when_valid);
    tcase_add_test(tc, test_saved_frame_errors);
    tcase_add_test(tc, test_playout_stops_at_the_bound_and_counts);
    tcase_set_timeout(tc, 120);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
