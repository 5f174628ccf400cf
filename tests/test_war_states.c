/*
 * War's states as text and as saved: move texts in any case, renders that
 * name players by their index, and a loader that refuses the finished games
 * the rules cannot reach while the counters never wrap.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "war_positions.h"

/* The game's lines of a position: hand 1 holds the first `n1` cards that the
   table does not name (in card order), hand 2 the others. */
static const char *body_of(const char *next, const char *rounds, const char *wars, int n1,
                           const char *table)
{
    static char body[WAR_TEXT_CAP];
    char rest[512], h1[512] = "", h2[512] = "";
    war_unused_cards(table, rest, sizeof rest);
    int k = 0;
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " "), k++) {
        char *h = k < n1 ? h1 : h2;
        strcat(h, " ");
        strcat(h, p);
    }
    snprintf(body, sizeof body, "next %s\nrounds %s\nwars %s\nhand1%s\nhand2%s\ntable %s\n", next,
             rounds, wars, h1, h2, table);
    return body;
}

static cg_move parsed(const cg_state *s, const char *text, cg_status expected)
{
    cg_move m = 99;
    cg_status st = cg_move_from_string(s, text, &m);
    ck_assert_msg(st == expected, "'%s': %s (%s)", text, cg_status_name(st), cg_last_error());
    return m;
}

static const char *render(const cg_state *s, int viewer)
{
    static char text[2048];
    ck_assert_uint_lt(cg_state_render(s, viewer, text, sizeof text), sizeof text);
    return text;
}

static void assert_saves_and_loads_back(const cg_state *s)
{
    char text[WAR_TEXT_CAP];
    ck_assert_uint_lt(cg_state_save(s, text, sizeof text), sizeof text);
    cg_state *back = NULL;
    ck_assert_msg(cg_state_load(cg_state_game(s), text, &back) == CG_OK, "%s\n%s", cg_last_error(),
                  text);
    ck_assert(cg_state_equal(s, back));
    cg_state_free(back);
}

/* ---- move texts ---- */

START_TEST(test_move_texts_are_read_in_any_case)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "7H", "7S", 25, "|");
    ck_assert_uint_eq(parsed(s, "PLAY", CG_OK), CG_WAR_PLAY);
    ck_assert_uint_eq(parsed(s, "Play", CG_OK), CG_WAR_PLAY);
    ck_assert_uint_eq(parsed(s, "  pLaY\t", CG_OK), CG_WAR_PLAY);
    /* Well-formed in any case, but not the next step. */
    parsed(s, "War", CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "war: the next step is 'play', not 'war'");
    parsed(s, " collect ", CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "war: the next step is 'play', not 'collect'");
    parsed(s, "PLAYS", CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "war: 'PLAYS' is not a move (the moves are play, war, collect)");
    war_apply_text(s, "PLAY"); /* 7H ties 7S */
    ck_assert_uint_eq(parsed(s, "War", CG_OK), CG_WAR_WAR);
    war_apply_text(s, "wAR");
    ck_assert_int_eq(cg_war_next_step(s), CG_WAR_COLLECT);
    ck_assert_uint_eq(parsed(s, " collect ", CG_OK), CG_WAR_COLLECT);
    ck_assert_uint_eq(parsed(s, "COLLECT", CG_OK), CG_WAR_COLLECT);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_texts_are_written_in_lower_case)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "7H", "7S", 25, "|");
    const char *expected[] = {"play", "war", "collect"};
    for (cg_move m = CG_WAR_PLAY; m <= CG_WAR_COLLECT; m++) {
        char text[16];
        cg_move_to_string(s, m, text, sizeof text);
        ck_assert_str_eq(text, expected[m]);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- renders ---- */

START_TEST(test_render_names_players_by_their_index)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "7H", "9S", 27, "|");
    const char *expected = "Round 0, 0 wars so far\n"
                           "Table: [ | ]\n"
                           "Player 0: 28 cards\n"
                           "Player 1: 24 cards\n"
                           "Next: play\n";
    ck_assert_str_eq(render(s, 0), expected);
    ck_assert_str_eq(render(s, 1), expected);
    ck_assert_ptr_nonnull(strstr(render(s, CG_PLAYER_NONE), "Player 0: 28 cards 7H "));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_render_names_the_winner_by_index)
{
    cg_game *g = war_new_game(NULL);
    /* Player 1's ace takes player 0's last card. */
    cg_state *s = war_position(g, "play", "2S", "AS", 0, "|");
    war_apply_text(s, "play");
    war_apply_text(s, "collect");
    ck_assert_int_eq(cg_state_winner(s), 1);
    ck_assert_ptr_nonnull(strstr(render(s, 0), "Player 0: 0 cards\nPlayer 1: 52 cards\n"
                                               "Game over: player 1 wins with all 52 cards\n"));
    cg_state_free(s);
    /* And player 0's ace takes player 1's last card. */
    s = war_position(g, "play", "AS", "2S", 50, "|");
    war_apply_text(s, "play");
    war_apply_text(s, "collect");
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert_ptr_nonnull(strstr(render(s, 1), "Game over: player 0 wins with all 52 cards\n"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- finished games the loader refuses ---- */

START_TEST(test_load_refuses_a_draw_without_the_round_limit_or_want_of_cards)
{
    cg_game *g = war_new_game(NULL);
    ck_assert_int_eq(war_try_body(g, body_of("over", "0", "0", 30, "|")), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 11: a finished game has played a round, not 0");
    ck_assert_int_eq(war_try_body(g, body_of("over", "12", "0", 30, "|")), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 11: nobody holds 52 cards, so the game is a draw, which "
                     "needs the round limit or a war that both players are short for (26 cards "
                     "each), not hands of 30 and 22");
    /* Wars do not help hands of 30 and 22: equal hands go short together. */
    ck_assert_int_eq(war_try_body(g, body_of("over", "12", "4", 30, "|")), CG_EPARSE);
    /* Hands of 26 without a war: no war was short of cards. */
    ck_assert_int_eq(war_try_body(g, body_of("over", "12", "0", 26, "|")), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "not hands of 26 and 26"));
    cg_game_free(g);
}
END_TEST

START_TEST(test_load_refuses_a_round_limit_not_reached)
{
    cg_game *g = war_new_game("max_rounds=12");
    ck_assert_int_eq(war_try_body(g, body_of("over", "11", "0", 30, "|")), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "not hands of 30 and 22"));
    cg_state *s = war_load_body(g, body_of("over", "12", "0", 30, "|"));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_load_accepts_every_end_the_rules_reach)
{
    cg_game *g = war_new_game(NULL);
    /* A winner, however many rounds it took. */
    cg_state *s = war_load_body(g, body_of("over", "1", "0", 52, "|"));
    ck_assert_int_eq(cg_state_winner(s), 0);
    cg_state_free(s);
    s = war_load_body(g, body_of("over", "4294967295", "4294967295", 0, "|"));
    ck_assert_int_eq(cg_state_winner(s), 1);
    cg_state_free(s);
    /* A draw for want of cards: 26 each after a war. */
    s = war_load_body(g, body_of("over", "9", "1", 26, "|"));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* The ends that play reaches save and load back. */
START_TEST(test_ends_reached_by_play_load_back)
{
    cg_game *g = war_new_game("facedown=1");
    /* Both short for a war: hands of 0 and 2 (player 1 wins), 1 and 1 (a
       draw, 26 cards each), 2 and 0 (player 0 wins). */
    for (int extra1 = 0; extra1 <= 2; extra1++) {
        cg_state *s = war_both_short(g, extra1);
        war_apply_text(s, "war");
        ck_assert(cg_state_is_terminal(s));
        ck_assert_int_eq(cg_state_winner(s), extra1 == 1 ? CG_PLAYER_NONE : extra1 == 0);
        assert_saves_and_loads_back(s);
        cg_state_free(s);
    }
    cg_game_free(g);
    g = war_new_game("max_rounds=3");
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 11, &s), CG_OK);
    ck_assert_int_eq(cg_state_playout(s, 1, 1000, NULL), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    assert_saves_and_loads_back(s);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- counters ---- */

START_TEST(test_round_counter_stops_at_its_largest_value)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_load_body(g, body_of("play", "4294967294", "0", 26, "|"));
    ck_assert_int_eq(cg_state_apply(s, CG_WAR_PLAY), CG_OK);
    ck_assert_uint_eq(cg_war_rounds(s), 4294967295u);
    while (cg_war_next_step(s) != CG_WAR_PLAY)
        ck_assert_int_eq(cg_state_apply(s, (cg_move)cg_war_next_step(s)), CG_OK);
    ck_assert_int_eq(cg_state_apply(s, CG_WAR_PLAY), CG_OK);
    ck_assert_uint_eq(cg_war_rounds(s), 4294967295u);
    ck_assert_ptr_nonnull(strstr(render(s, 0), "Round 4294967295, "));
    assert_saves_and_loads_back(s);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_war_counter_stops_at_its_largest_value)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_load_body(g, body_of("war", "5", "4294967295", 25, "7H | 7S"));
    ck_assert_int_eq(cg_state_apply(s, CG_WAR_WAR), CG_OK);
    ck_assert_uint_eq(cg_war_wars(s), 4294967295u);
    assert_saves_and_loads_back(s);
    float obs[142];
    ck_assert_int_eq(cg_state_observation(s, 0, obs, 142), CG_OK);
    for (int i = 0; i < 142; i++)
        ck_assert(obs[i] >= 0.0f && obs[i] <= 1.0f);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_counters_over_32_bits_are_refused)
{
    cg_game *g = war_new_game(NULL);
    ck_assert_int_eq(war_try_body(g, body_of("play", "4294967296", "0", 26, "|")), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "saved state, line 7: 'rounds' needs a count");
    ck_assert_int_eq(war_try_body(g, body_of("play", "1", "4294967296", 26, "|")), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "saved state, line 8: 'wars' needs a count");
    cg_game_free(g);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("war_states");
    struct {
        const char *name;
        const TTest *tests[8];
    } groups[] = {
        {"move texts",
         {test_move_texts_are_read_in_any_case, test_move_texts_are_written_in_lower_case}},
        {"renders",
         {test_render_names_players_by_their_index, test_render_names_the_winner_by_index}},
        {"finished games",
         {test_load_refuses_a_draw_without_the_round_limit_or_want_of_cards,
          test_load_refuses_a_round_limit_not_reached, test_load_accepts_every_end_the_rules_reach,
          test_ends_reached_by_play_load_back}},
        {"counters",
         {test_round_counter_stops_at_its_largest_value,
          test_war_counter_stops_at_its_largest_value, test_counters_over_32_bits_are_refused}},
    };
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        TCase *tc = tcase_create(groups[i].name);
        for (int k = 0; groups[i].tests[k]; k++)
            _tcase_add_test(tc, groups[i].tests[k], 0, 0, 0, 1);
        suite_add_tcase(suite, tc);
    }
    return check_run(suite);
}
