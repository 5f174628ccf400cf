/* Weiss-Fiuba-Schwarz: parameters, move texts, the render's hidden
   information (deck files: test_weiss_schwarz_decks.c). */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

/* ---- parameters ---- */

START_TEST(test_params_are_written_in_full)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", "max_level=3; direct_attack_bonus = 1", &g),
                     CG_OK);
    char text[256];
    cg_game_params(g, text, sizeof text);
    ck_assert_str_eq(text, "weiss_deck=;schwarz_deck=;max_level=3;front_slots=3;back_slots=2;"
                           "direct_attack_bonus=1;max_turns=1000");
    ck_assert_int_eq(cg_game_num_players(g), 2);
    ck_assert_uint_le(cg_game_max_moves(g), 4096);
    cg_game_free(g);
}
END_TEST

START_TEST(test_params_refuse_bad_values)
{
    static const struct {
        const char *params;
        cg_status status;
        const char *message;
    } cases[] = {
        {"max_level=0", CG_EINVAL,
         "weiss_schwarz: parameter 'max_level' must be from 1 to 9, not 0"},
        {"front_slots=4", CG_EINVAL,
         "weiss_schwarz: parameter 'front_slots' must be from 3 to 3, not 4"},
        {"back_slots=1", CG_EINVAL,
         "weiss_schwarz: parameter 'back_slots' must be from 2 to 2, not 1"},
        {"direct_attack_bonus=x", CG_EINVAL,
         "weiss_schwarz: parameter 'direct_attack_bonus' wants an integer from 0 to 9, not 'x'"},
        {"max_turns=-1", CG_EINVAL,
         "weiss_schwarz: parameter 'max_turns' must be from 0 to 1000000, not -1"},
        {"hand_size=5", CG_EINVAL,
         "weiss_schwarz: unknown parameter 'hand_size' (known: abilities, weiss_deck, "
         "schwarz_deck, max_level, front_slots, back_slots, direct_attack_bonus, max_turns)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_game *g = NULL;
        ck_assert_int_eq(cg_game_new("weiss_schwarz", cases[i].params, &g), cases[i].status);
        ck_assert_str_eq(cg_last_error(), cases[i].message);
        ck_assert_ptr_null(g);
    }
}
END_TEST

START_TEST(test_params_load_deck_files)
{
    char params[9000];
    snprintf(params, sizeof params, "schwarz_deck=%s", ws_test_path("bad_deck.csv"));
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", params, &g), CG_EPARSE);
    snprintf(params, sizeof params, "weiss_deck=%s", ws_test_path("missing.csv"));
    ck_assert_int_eq(cg_game_new("weiss_schwarz", params, &g), CG_EIO);
    g = ws_test_game_decks("bride.csv", "test_deck.csv", NULL);
    cg_weiss_schwarz_card c;
    ck_assert_int_eq(cg_weiss_schwarz_card_info(g, 0, &c), CG_OK);
    ck_assert_str_eq(c.name, "Bride Saber");
    ck_assert_int_eq(cg_weiss_schwarz_card_info(g, 50, &c), CG_OK);
    ck_assert_str_eq(c.name, "Squire");
    cg_game_free(g);
}
END_TEST

/* ---- move texts ---- */

START_TEST(test_move_texts_of_the_rules_file)
{
    cg_game *g = ws_test_game_decks("bride.csv", "test_deck.csv", NULL);
    cg_state *s = ws_position(g, "phase clock\nweiss hand 0 4");
    ck_assert(ws_offers(s, "clock Bride Saber"));
    ck_assert(ws_offers(s, "clock pass"));
    ws_do(s, "clock pass");
    ck_assert(ws_offers(s, "play Bride Saber front-left"));
    ws_move(s, "play Heroine Rush"); /* names ignore case: the deck says "Heroine rush" */
    ws_do(s, "play Bride Saber front-center");
    ws_do(s, "end main");
    ck_assert(ws_offers(s, "attack front-center"));
    ck_assert(ws_offers(s, "end battle"));
    cg_state_free(s);
    cg_game_free(g);

    g = ws_test_game_decks("test_deck.csv", "bride.csv", NULL);
    s = ws_position(g, "weiss hand 20 29\nschwarz stage - - 0 - -");
    ws_do(s, "play Spell AA");
    ck_assert(ws_offers(s, "choose Bride Saber at opponent front-right"));
    cg_state_free(s);
    s = ws_position(g, "weiss hand 20");
    ws_do(s, "play Spell A1");
    ck_assert(ws_offers(s, "choose opponent deck"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_codes_follow_the_header)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "phase clock\nweiss hand 0 4");
    ck_assert_uint_eq(ws_move(s, "clock pass"), CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS);
    ck_assert_uint_eq(ws_move(s, "clock Guard"), CG_WEISS_SCHWARZ_MOVE_CLOCK + 1);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 4 33\nweiss level 8");
    ck_assert_uint_eq(ws_move(s, "play Guard back-right"), CG_WEISS_SCHWARZ_MOVE_PLAY + 1 * 8 + 4);
    ck_assert_uint_eq(ws_move(s, "end main"), CG_WEISS_SCHWARZ_MOVE_END_MAIN);
    cg_state_free(s);
    s = ws_position(g, "phase battle\nweiss stage - 4 - - -");
    ck_assert_uint_eq(ws_move(s, "attack front-center"), CG_WEISS_SCHWARZ_MOVE_ATTACK + 1);
    ck_assert_uint_eq(ws_move(s, "end battle"), CG_WEISS_SCHWARZ_MOVE_END_BATTLE);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 31\nweiss stage 0 - - - -\nschwarz stage - - - - 4\n"
                       "schwarz hand 1");
    ws_do(s, "play Spell AC");
    cg_weiss_schwarz_choice c;
    cg_weiss_schwarz_pending_choice(s, &c);
    if (c.side == S) {
        ck_assert_uint_eq(ws_move(s, "choose Guard at opponent back-right"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 8 + 4);
        ck_assert_uint_eq(ws_move(s, "choose opponent hand"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 1);
    } else {
        ck_assert_uint_eq(ws_move(s, "choose Squire at own front-left"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 0);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Every kind of move text reads in any ASCII case, with runs of blanks as
   one; the text written stays canonical. */
START_TEST(test_move_parse_reads_any_case)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "phase clock\nweiss hand 41");
    ck_assert_uint_eq(ws_move(s, "CLOCK Pass"), CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS);
    ck_assert_uint_eq(ws_move(s, "clock FOOTMAN"), ws_move(s, "clock Footman"));
    cg_state_free(s);
    s = ws_position(g, "weiss hand 41");
    ck_assert_uint_eq(ws_move(s, "PLAY footman Front-Left"), ws_move(s, "play Footman front-left"));
    ck_assert_uint_eq(ws_move(s, "  End   Main "), CG_WEISS_SCHWARZ_MOVE_END_MAIN);
    char text[64];
    cg_move_to_string(s, ws_move(s, "pLaY FoOtMaN BACK-right"), text, sizeof text);
    ck_assert_str_eq(text, "play Footman back-right");
    cg_state_free(s);
    s = ws_position(g, "phase battle\nweiss stage - 4 - - -");
    ck_assert_uint_eq(ws_move(s, "Attack FRONT-center"), CG_WEISS_SCHWARZ_MOVE_ATTACK + 1);
    ck_assert_uint_eq(ws_move(s, "END battle"), CG_WEISS_SCHWARZ_MOVE_END_BATTLE);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 21");
    ws_do(s, "PLAY spell a2");
    ck_assert_uint_eq(ws_move(s, "Choose OPPONENT Deck"), CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK + 1);
    ws_do(s, "choose OWN deck");
    cg_move first;
    cg_state_legal_moves(s, &first, 1);
    cg_move_to_string(s, first, text, sizeof text);
    for (char *c = text; *c; c++)
        *c = (char)(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c);
    ck_assert_uint_eq(ws_move(s, text), first);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 31 30\nschwarz stage 4 - - - -\nschwarz hand 1\n"
                       "weiss stage 0 - - - -");
    ws_do(s, "play Spell AC");
    cg_weiss_schwarz_choice c;
    cg_weiss_schwarz_pending_choice(s, &c);
    if (c.side == S) {
        ck_assert_uint_eq(ws_move(s, "CHOOSE guard AT Opponent FRONT-LEFT"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 8 + 0);
        ck_assert_uint_eq(ws_move(s, "choose OPPONENT HAND"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 1);
    } else {
        ck_assert_uint_eq(ws_move(s, "choose SQUIRE at OWN front-LEFT"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 0);
        ck_assert_uint_eq(ws_move(s, "Choose Own Hand"), CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 0);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_parse_errors_name_the_problem)
{
    static const struct {
        const char *text;
        cg_status status;
        const char *message;
    } cases[] = {
        {"dance", CG_EPARSE,
         "weiss_schwarz: 'dance' is not a move (clock NAME|pass, play NAME [SLOT], end main, "
         "attack SLOT, end battle, choose ...)"},
        {"play Nobody front-left", CG_EPARSE,
         "weiss_schwarz: no card named 'Nobody' in Weiss's deck"},
        {"play Squire middle", CG_EPARSE,
         "weiss_schwarz: no card named 'Squire middle' in Weiss's deck"},
        {"clock Nobody", CG_EPARSE, "weiss_schwarz: no card named 'Nobody' in Weiss's deck"},
        {"attack middle", CG_EPARSE,
         "weiss_schwarz: 'attack middle' is not a move (clock NAME|pass, play NAME [SLOT], end "
         "main, attack SLOT, end battle, choose ...)"},
        {"choose Nobody", CG_EPARSE,
         "weiss_schwarz: 'choose Nobody' names no deck, hand, character or card"},
        {"choose Squire at opponent front-left", CG_EILLEGAL,
         "weiss_schwarz: there is no Squire at opponent front-left"},
        {"choose Squire", CG_EILLEGAL, "weiss_schwarz: Squire is not among cards being put back"},
        {"play Squire front-left", CG_EILLEGAL, "weiss_schwarz: Weiss holds no Squire"},
        {"attack front-left", CG_EILLEGAL,
         "weiss_schwarz: that move belongs to the battle phase, and this is the first main phase"},
        {"choose own deck", CG_EILLEGAL, "weiss_schwarz: there is no choice to make now"},
    };
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "weiss hand 41");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_move m = 12345;
        ck_assert_int_eq(cg_move_from_string(s, cases[i].text, &m), cases[i].status);
        ck_assert_str_eq(cg_last_error(), cases[i].message);
        ck_assert_uint_eq(m, 12345);
    }
    char buf[64] = "x";
    ck_assert_uint_eq(cg_move_to_string(s, 0xffff, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- render ---- */

START_TEST(test_render_shows_both_boards_with_current_power)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "weiss hand 24 5\nweiss stage 0 - - - -\nschwarz stage 4 - - - -\n"
                                 "weiss clock 45\nschwarz level 12\nweiss climax 34\n"
                                 "weiss stock 1 2\nschwarz stock 7\nschwarz hand 3 9");
    ws_do(s, "play Spell A5");
    const char *text = ws_render_for(s, W);
    ck_assert_ptr_nonnull(strstr(text, "Player 0 (Weiss): level 0, clock 1, stock 2, deck 43, "
                                       "hand 1, waiting room 1, removed 0"));
    ck_assert_ptr_nonnull(strstr(text, "Player 1 (Schwarz): level 1, clock 0, stock 1, deck 45, "
                                       "hand 2, waiting room 0, removed 0"));
    /* Schwarz's side comes first: its climax area is empty, Weiss's holds Banner. */
    const char *weiss_side = strstr(text, "Player 0 (Weiss): level");
    const char *schwarz_climax = strstr(text, "climax:   -");
    ck_assert_ptr_nonnull(schwarz_climax);
    ck_assert(schwarz_climax < weiss_side);
    ck_assert_ptr_nonnull(strstr(weiss_side, "climax:   Banner"));
    ck_assert_ptr_nonnull(
        strstr(text, "Turn 1: player 0 (Weiss) to play, first main phase (player 0 went first)"));
    ck_assert_ptr_nonnull(strstr(text, "front-left: Squire (3000)"));
    ck_assert_ptr_nonnull(strstr(text, "front-left: Guard (4000)"));
    ck_assert_ptr_nonnull(strstr(text, "clock:    Archer"));
    ck_assert_ptr_nonnull(strstr(text, "level:    Veteran"));
    ck_assert_ptr_nonnull(strstr(text, "1. player 0's Spell A5: A5 +2000 to Knight (temporary)"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_render_hides_the_opponents_hand_and_every_deck_order)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *a = ws_position(g, "weiss hand 0 1\nschwarz hand 5 6\nschwarz deck 0 8");
    cg_state *b = ws_position(g, "weiss hand 0 1\nschwarz hand 0 6\nschwarz deck 8 5\n"
                                 "weiss deck 3 2");
    char seen_a[8192];
    snprintf(seen_a, sizeof seen_a, "%s", ws_render_for(a, W));
    ck_assert_str_eq(seen_a, ws_render_for(b, W));
    ck_assert_ptr_nonnull(strstr(seen_a, "hand:     Squire, Squire"));
    snprintf(seen_a, sizeof seen_a, "%s", ws_render_for(a, S));
    ck_assert_str_ne(seen_a, ws_render_for(b, S)); /* Schwarz sees its own hand */
    snprintf(seen_a, sizeof seen_a, "%s", ws_render_for(a, CG_PLAYER_NONE));
    ck_assert_str_ne(seen_a, ws_render_for(b, CG_PLAYER_NONE));
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_render_tells_the_result)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "phase over\nresult schwarz\nweiss level 0 1 2 3");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "Game over on turn 1: player 1 (Schwarz) "
                                                      "wins, player 0 (Weiss) reached level 4"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Players are named by index, as results name them: the status lines add the
   side's name, the other lines say "player N". */
START_TEST(test_render_names_players_by_index)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "turn 2\nschwarz hand 21 29\nweiss stage 4 - - - -");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "Turn 2: player 1 (Schwarz) to play, first "
                                                      "main phase (player 0 went first)\n"));
    ws_do(s, "play Spell A2");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, S), "Resolving: player 1's Spell A2 (A2), then "
                                                      "to the waiting room\n"));
    ck_assert_ptr_nonnull(
        strstr(ws_render_for(s, S), "Choice: player 1 chooses a deck (own or opponent)\n"));
    ws_do(s, "choose opponent deck");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "Choice: player 1 puts back, one at a time "
                                                      "onto player 0's deck, 5 looked-at cards\n"));
    while (strstr(ws_render_for(s, S), "Choice:")) { /* the cards go back in any order */
        cg_move m;
        cg_state_legal_moves(s, &m, 1);
        cg_state_apply(s, m);
    }
    ws_do(s, "play Spell AA");
    ck_assert_ptr_nonnull(
        strstr(ws_render_for(s, W), "Choice: player 1 chooses a character on either stage\n"));
    cg_state_free(s);

    s = ws_position(g, "weiss hand 31 30\nschwarz stage 4 - - - -\nschwarz hand 1");
    ws_do(s, "play Spell AC");
    const char *text = ws_render_for(s, CG_PLAYER_NONE);
    ck_assert_msg(strstr(text, "Choice: the coin chose heads: player 0 chooses one of player 1's "
                               "characters or a random card of player 1's hand\n") ||
                      strstr(text, "Choice: the coin chose tails: player 0 chooses one of player "
                                   "0's characters or a random card of player 0's hand\n"),
                  "%s", text);
    cg_state_free(s);

    s = ws_position(g, "weiss hand 30\nschwarz stage 4 - - - -");
    ws_do(s, "play Spell AB");
    ws_do(s, "choose Guard at opponent front-left");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, S), "  1. player 0's Spell AB: AB power 0 "
                                                      "for player 1's Guard (temporary)\n"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Over whole games, for every viewer, a side's name only ever follows its
   index: "player 0 (Weiss)" (the default decks name no card after a side). */
START_TEST(test_render_never_names_a_side_without_its_index)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        uint32_t made = 0;
        do {
            for (int viewer = -1; viewer < 2; viewer++) {
                const char *text = ws_render_for(s, viewer);
                static const char *const side[2] = {"Weiss", "Schwarz"};
                static const char *const indexed[2] = {"player 0 (Weiss)", "player 1 (Schwarz)"};
                for (int p = 0; p < 2; p++) {
                    int named = 0, with_index = 0;
                    for (const char *at = text; (at = strstr(at, side[p])) != NULL; at++)
                        named++;
                    for (const char *at = text; (at = strstr(at, indexed[p])) != NULL; at++)
                        with_index++;
                    const char *header =
                        p ? "Player 1 (Schwarz): level " : "Player 0 (Weiss): level ";
                    ck_assert_ptr_nonnull(strstr(text, header));
                    ck_assert_msg(named == with_index + 1, "%s", text);
                }
            }
            ck_assert_int_eq(cg_state_playout(s, seed, 1, &made), CG_OK);
        } while (made == 1);
        cg_state_free(s);
    }
    cg_game_free(g);
}
END_TEST

static Suite *text_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz texts");
    TCase *tc = tcase_create("parameters and moves");
    tcase_add_test(tc, test_params_are_written_in_full);
    tcase_add_test(tc, test_params_refuse_bad_values);
    tcase_add_test(tc, test_params_load_deck_files);
    tcase_add_test(tc, test_move_texts_of_the_rules_file);
    tcase_add_test(tc, test_move_codes_follow_the_header);
    tcase_add_test(tc, test_move_parse_reads_any_case);
    tcase_add_test(tc, test_move_parse_errors_name_the_problem);
    tcase_add_test(tc, test_render_shows_both_boards_with_current_power);
    tcase_add_test(tc, test_render_hides_the_opponents_hand_and_every_deck_order);
    tcase_add_test(tc, test_render_tells_the_result);
    tcase_add_test(tc, test_render_names_players_by_index);
    tcase_add_test(tc, test_render_never_names_a_side_without_its_index);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(text_suite());
}
