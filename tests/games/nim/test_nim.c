/* Nim's rules, through the generic API of the test library. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"

static cg_state *new_state(const char *params)
{
    cg_game *game;
    cg_state *state;
    ck_assert_int_eq(cg_game_new("nim", params, &game), CG_OK);
    ck_assert_int_eq(cg_state_new(game, 1, &state), CG_OK);
    return state;
}

static void free_state(cg_state *state)
{
    const cg_game *game = cg_state_game(state);
    cg_state_free(state);
    cg_game_free((cg_game *)game);
}

static void play(cg_state *state, const char *text)
{
    cg_move move;
    ck_assert_int_eq(cg_move_from_string(state, text, &move), CG_OK);
    ck_assert_int_eq(cg_state_apply(state, move), CG_OK);
}

START_TEST(test_heaps_start_full_and_every_take_is_a_move)
{
    cg_state *s = new_state("heaps=2;stones=3");
    cg_move moves[16];
    ck_assert_uint_eq(cg_state_legal_moves(s, moves, 16), 6);
    char text[32];
    cg_move_to_string(s, moves[5], text, sizeof text);
    ck_assert_str_eq(text, "take 3 from 2");
    cg_move move;
    ck_assert_int_eq(cg_move_from_string(s, "take 4 from 1", &move), CG_EILLEGAL);
    ck_assert_int_eq(cg_move_from_string(s, "take 1 from 3", &move), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "nim: 'take 1 from 3' is not a move (write take S from H, H from 1 to 2)");
    free_state(s);
}
END_TEST

START_TEST(test_who_takes_the_last_stone_wins)
{
    cg_state *s = new_state("heaps=2;stones=2");
    play(s, "take 2 from 1");
    ck_assert_int_eq(cg_state_current_player(s), 1);
    play(s, "take 1 from 2");
    ck_assert(!cg_state_is_terminal(s));
    play(s, "take 1 from 2");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert(cg_state_returns(s, 1) == -1.0);
    free_state(s);
}
END_TEST

START_TEST(test_misere_the_last_stone_loses)
{
    cg_state *s = new_state("heaps=1;stones=2;play=misere");
    play(s, "take 2 from 1");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), 1);
    free_state(s);
}
END_TEST

START_TEST(test_parameters_come_from_the_table)
{
    cg_game *game;
    ck_assert_int_eq(cg_game_new("nim", "play=last", &game), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "nim: parameter 'play' must be 'normal' or 'misere', not 'last'");
    ck_assert_int_eq(cg_game_new("nim", "heaps=9", &game), CG_EINVAL);
    ck_assert_int_eq(cg_game_new("nim", NULL, &game), CG_OK);
    char params[64];
    cg_game_params(game, params, sizeof params);
    ck_assert_str_eq(params, "heaps=3;stones=5;play=normal");
    cg_game_free(game);
}
END_TEST

/* A saved state of heaps=2;stones=3 with its game lines replaced. */
static cg_status load(const char *lines, char *message, size_t cap)
{
    cg_state *s = new_state("heaps=2;stones=3");
    char text[512];
    cg_state_save(s, text, sizeof text);
    char *heaps = strstr(text, "heaps 3 3\ncurrent 0\n");
    ck_assert_ptr_nonnull(heaps);
    char tail[256];
    strcpy(tail, heaps + strlen("heaps 3 3\ncurrent 0\n"));
    strcpy(heaps, lines);
    strcat(heaps, tail);
    cg_state *loaded = NULL;
    cg_status st = cg_state_load(cg_state_game(s), text, &loaded);
    strncpy(message, st == CG_OK ? "" : cg_last_error(), cap - 1);
    message[cap - 1] = '\0';
    cg_state_free(loaded);
    free_state(s);
    return st;
}

START_TEST(test_load_refuses_what_play_cannot_reach)
{
    char message[256];
    ck_assert_int_eq(load("heaps 1 3\ncurrent 1\n", message, sizeof message), CG_OK);
    ck_assert_int_eq(load("heaps 3 3\ncurrent 1\n", message, sizeof message), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(message, "player 1 cannot be to move after 0 stones taken"));
    ck_assert_int_eq(load("heaps 2 3\ncurrent 0\n", message, sizeof message), CG_EPARSE);
    ck_assert_int_eq(load("heaps 4 3\ncurrent 0\n", message, sizeof message), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(message, "heap 1 needs a count of 0 to 3 stones"));
    ck_assert_int_eq(load("heaps 1 1 1\ncurrent 0\n", message, sizeof message), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(message, "the game has 2 heaps"));
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("nim");
    TCase *tc = tcase_create("rules");
    tcase_add_test(tc, test_heaps_start_full_and_every_take_is_a_move);
    tcase_add_test(tc, test_who_takes_the_last_stone_wins);
    tcase_add_test(tc, test_misere_the_last_stone_loses);
    tcase_add_test(tc, test_parameters_come_from_the_table);
    tcase_add_test(tc, test_load_refuses_what_play_cannot_reach);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
