/* Weiss-Fiuba-Schwarz: the rules of the turn, playing cards, battle and damage,
   one behaviour per test, on positions written in the saved form. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

/* The reason given for refusing a move text. */
static const char *refusal(const cg_state *s, const char *text)
{
    cg_move m;
    ck_assert_int_eq(cg_move_from_string(s, text, &m), CG_EILLEGAL);
    return cg_last_error();
}

/* ---- setup ---- */

START_TEST(test_setup_first_player_draws_4_second_5)
{
    for (uint64_t seed = 0; seed < 20; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(game, seed, &s), CG_OK);
        int first = cg_weiss_schwarz_first_player(s);
        /* The first player has also drawn for the first turn. */
        ck_assert_int_eq(ws_zone_count(s, first, HAND), 5);
        ck_assert_int_eq(ws_zone_count(s, 1 - first, HAND), 5);
        ck_assert_int_eq(ws_zone_count(s, first, DECK), 45);
        ck_assert_int_eq(ws_zone_count(s, 1 - first, DECK), 45);
        ck_assert_int_eq(cg_state_current_player(s), first);
        ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_CLOCK);
        ck_assert_uint_eq(cg_weiss_schwarz_turn(s), 1);
        cg_state_free(s);
    }
}
END_TEST

START_TEST(test_setup_first_player_is_drawn_at_random)
{
    int firsts[2] = {0, 0};
    for (uint64_t seed = 0; seed < 40; seed++) {
        cg_state *s = NULL;
        cg_state_new(game, seed, &s);
        firsts[cg_weiss_schwarz_first_player(s)]++;
        cg_state_free(s);
    }
    ck_assert_int_gt(firsts[0], 5);
    ck_assert_int_gt(firsts[1], 5);
}
END_TEST

START_TEST(test_setup_decks_are_shuffled)
{
    cg_state *a = NULL, *b = NULL;
    cg_state_new(game, 1, &a);
    cg_state_new(game, 2, &b);
    char deck_a[512];
    snprintf(deck_a, sizeof deck_a, "%s", ws_zone_text(a, W, DECK));
    ck_assert_str_ne(deck_a, ws_zone_text(b, W, DECK));
    ck_assert_str_ne(deck_a, ws_range(0, 44));
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

/* ---- the turn ---- */

START_TEST(test_turn_phases_follow_in_order)
{
    cg_state *s = ws_position(game, "phase clock\nweiss hand 0");
    ck_assert(ws_offers(s, "clock pass"));
    ws_do(s, "clock pass");
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_MAIN1);
    ws_do(s, "end main");
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_BATTLE);
    ws_do(s, "end battle");
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_MAIN2);
    ws_do(s, "end main");
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_CLOCK);
    ck_assert_int_eq(cg_state_current_player(s), S);
    ck_assert_uint_eq(cg_weiss_schwarz_turn(s), 2);
    cg_state_free(s);
}
END_TEST

START_TEST(test_turn_begins_with_a_draw)
{
    cg_state *s = ws_position(game, "phase main2\nschwarz hand 0\nschwarz deck 7");
    ws_do(s, "end main");
    ck_assert_str_eq(ws_zone_text(s, S, HAND), "0 7");
    ck_assert_int_eq(ws_zone_count(s, S, DECK), 48);
    cg_state_free(s);
}
END_TEST

START_TEST(test_draw_from_empty_deck_shuffles_the_waiting_room_in)
{
    char spec[1024];
    snprintf(spec, sizeof spec, "phase main2\nschwarz waiting 41 42 43\nschwarz removed %s %s",
             ws_range(0, 40), ws_range(44, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "end main");
    ck_assert_int_eq(ws_zone_count(s, S, HAND), 1);
    ck_assert_int_eq(ws_zone_count(s, S, DECK), 2);
    ck_assert_int_eq(ws_zone_count(s, S, WAITING), 0);
    int card = atoi(ws_zone_text(s, S, HAND));
    ck_assert(card >= 41 && card <= 43);
    cg_state_free(s);
}
END_TEST

START_TEST(test_draw_with_deck_and_waiting_room_empty_draws_nothing)
{
    char spec[1024];
    snprintf(spec, sizeof spec, "phase main2\nschwarz removed %s", ws_range(0, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "end main");
    ck_assert_int_eq(ws_zone_count(s, S, HAND), 0);
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_CLOCK);
    cg_state_free(s);
}
END_TEST

START_TEST(test_clock_puts_a_card_in_the_clock_and_draws_two)
{
    cg_state *s = ws_position(game, "phase clock\nweiss hand 0 4 5");
    ws_do(s, "clock Guard");
    ck_assert_str_eq(ws_zone_text(s, W, CLOCK), "4");
    ck_assert_str_eq(ws_zone_text(s, W, HAND), "0 5 49 48");
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_MAIN1);
    cg_state_free(s);
}
END_TEST

START_TEST(test_clock_draws_refresh_an_empty_deck_between_the_two_draws)
{
    char spec[1024];
    snprintf(spec, sizeof spec,
             "phase clock\nweiss hand 0\nweiss deck 41\nweiss waiting 42 43\nweiss removed %s %s",
             ws_range(1, 40), ws_range(44, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "clock Squire");
    ck_assert_int_eq(ws_zone_count(s, W, HAND), 2);
    const char *hand = ws_zone_text(s, W, HAND);
    ck_assert(strcmp(hand, "41 42") == 0 || strcmp(hand, "41 43") == 0);
    ck_assert_int_eq(ws_zone_count(s, W, DECK), 1);
    ck_assert_int_eq(ws_zone_count(s, W, WAITING), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_clock_pass_changes_nothing_but_the_phase)
{
    cg_state *s = ws_position(game, "phase clock\nweiss hand 0 4");
    ws_do(s, "clock pass");
    ck_assert_str_eq(ws_zone_text(s, W, HAND), "0 4");
    ck_assert_int_eq(ws_zone_count(s, W, CLOCK), 0);
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_MAIN1);
    cg_state_free(s);
}
END_TEST

START_TEST(test_clock_cards_of_one_name_are_one_move)
{
    cg_state *s = ws_position(game, "phase clock\nweiss hand 0 1 2 4");
    ck_assert_int_eq(ws_move_count(s), 3); /* pass, Squire, Guard */
    ck_assert(ws_offers(s, "clock Squire"));
    ws_do(s, "clock Squire");
    ck_assert_str_eq(ws_zone_text(s, W, CLOCK), "0");
    cg_state_free(s);
}
END_TEST

START_TEST(test_level_up_at_seven_clock_cards)
{
    cg_state *s = ws_position(game, "phase clock\nweiss hand 4\nweiss clock 0 1 2 3 5 6");
    ws_do(s, "clock Guard");
    ck_assert_int_eq(cg_weiss_schwarz_level(s, W), 1);
    ck_assert_int_eq(ws_zone_count(s, W, CLOCK), 0);
    ck_assert_int_eq(ws_zone_count(s, W, WAITING), 6);
    int level = atoi(ws_zone_text(s, W, LEVEL));
    ck_assert(level <= 6);
    cg_state_free(s);
}
END_TEST

START_TEST(test_level_up_takes_a_random_clock_card)
{
    bool seen[50] = {false};
    int different = 0;
    for (int seed = 1; seed <= 40; seed++) {
        cg_state *s = ws_position_rng(game, "phase clock\nweiss hand 4\nweiss clock 0 1 2 3 5 6",
                                      ws_rng_words(seed));
        ws_do(s, "clock Guard");
        int level = atoi(ws_zone_text(s, W, LEVEL));
        different += !seen[level];
        seen[level] = true;
        cg_state_free(s);
    }
    ck_assert_int_ge(different, 4);
}
END_TEST

START_TEST(test_reaching_max_level_loses_at_once)
{
    cg_state *s = ws_position(game, "phase clock\nweiss hand 4\nweiss clock 0 1 2 3 5 6\n"
                                    "weiss level 45 46 47");
    ws_do(s, "clock Guard");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_weiss_schwarz_level(s, W), 4);
    ck_assert_int_eq(cg_state_winner(s), S);
    ck_assert(cg_state_returns(s, S) == 1.0 && cg_state_returns(s, W) == -1.0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_max_level_parameter_sets_the_losing_level)
{
    cg_game *g = ws_test_game("max_level=2");
    cg_state *s = ws_position(g, "phase clock\nweiss hand 4\nweiss clock 0 1 2 3 5 6\n"
                                 "weiss level 45");
    ws_do(s, "clock Guard");
    ck_assert_int_eq(cg_state_winner(s), S);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_end_of_turn_sends_the_climax_to_the_waiting_room)
{
    cg_state *s = ws_position(game, "phase main2\nweiss climax 34\nweiss clock 4");
    ws_do(s, "end main");
    ck_assert_int_eq(cg_weiss_schwarz_climax_card(s, W), -1);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "34");
    cg_state_free(s);
}
END_TEST

START_TEST(test_end_of_turn_refills_an_empty_deck)
{
    char spec[1024];
    snprintf(spec, sizeof spec, "phase main2\nweiss waiting 0 1 2\nweiss removed %s",
             ws_range(3, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "end main");
    ck_assert_int_eq(ws_zone_count(s, W, DECK), 3);
    ck_assert_int_eq(ws_zone_count(s, W, WAITING), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_max_turns_ends_the_game_in_a_draw)
{
    cg_game *g = ws_test_game("max_turns=2");
    cg_state *s = ws_position(g, "turn 2\nphase main2");
    ws_do(s, "end main");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    ck_assert(cg_state_returns(s, W) == 0.0 && cg_state_returns(s, S) == 0.0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_max_turns_zero_sets_no_limit)
{
    cg_game *g = ws_test_game("max_turns=0");
    cg_state *s = ws_position(g, "turn 5000\nphase main2");
    ws_do(s, "end main");
    ck_assert(!cg_state_is_terminal(s));
    ck_assert_uint_eq(cg_weiss_schwarz_turn(s), 5001);
    ck_assert_int_eq(cg_state_current_player(s), W);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_draw_at_max_turns_keeps_continuous_modifiers_acting)
{
    cg_game *g = ws_test_game("max_turns=1");
    cg_state *s = ws_position(g, "phase main2\nweiss stage 0 - - - -\nweiss hand 8");
    ws_do(s, "play Apprentice back-left"); /* A5 +1000 Knight, continuous */
    ws_do(s, "end main");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2000); /* Squire is a Knight */
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "front-left: Squire (2000)"));
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "\nreverted\n"));
    cg_state *again = NULL;
    ck_assert_msg(cg_state_load(g, text, &again) == CG_OK, "%s", cg_last_error());
    ck_assert(cg_state_equal(s, again));
    ck_assert_int_eq(cg_weiss_schwarz_power(again, W, 0), 2000);
    cg_state_free(again);
    free(text);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- playing cards ---- */

START_TEST(test_play_character_into_any_empty_slot)
{
    cg_state *s = ws_position(game, "weiss hand 0\nweiss stage - 4 - - -");
    ck_assert(ws_offers(s, "play Squire front-left"));
    ck_assert(!ws_offers(s, "play Squire front-center"));
    ck_assert(ws_offers(s, "play Squire front-right"));
    ck_assert(ws_offers(s, "play Squire back-left"));
    ck_assert(ws_offers(s, "play Squire back-right"));
    ck_assert_str_eq(refusal(s, "play Squire front-center"),
                     "weiss_schwarz: Weiss cannot play Squire: front-center is taken");
    ws_do(s, "play Squire back-left");
    ck_assert_int_eq(ws_slot(s, W, 3), 0);
    ck_assert_int_eq(ws_zone_count(s, W, HAND), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_needs_the_level)
{
    cg_state *s = ws_position(game, "weiss hand 12\nweiss clock 45\nweiss stock 1");
    ck_assert(!ws_offers(s, "play Veteran front-left"));
    ck_assert_str_eq(refusal(s, "play Veteran front-left"),
                     "weiss_schwarz: Weiss cannot play Veteran: it is level 1 and the player's "
                     "level is 0");
    cg_state_free(s);
    s = ws_position(game, "weiss hand 12\nweiss level 45\nweiss stock 1");
    ck_assert(ws_offers(s, "play Veteran front-left"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_needs_the_cost_in_stock)
{
    cg_state *s = ws_position(game, "weiss hand 12\nweiss level 45");
    ck_assert(!ws_offers(s, "play Veteran front-left"));
    ck_assert_str_eq(refusal(s, "play Veteran front-left"),
                     "weiss_schwarz: Weiss cannot play Veteran: it costs 1 and the stock holds 0");
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_needs_its_color_in_clock_or_level)
{
    cg_state *s = ws_position(game, "weiss hand 12\nweiss level 0\nweiss stock 1");
    ck_assert(!ws_offers(s, "play Veteran front-left"));
    ck_assert_str_eq(refusal(s, "play Veteran front-left"),
                     "weiss_schwarz: Weiss cannot play Veteran: a level 1 card needs a green card "
                     "in the clock or level");
    cg_state_free(s);
    s = ws_position(game, "weiss hand 12\nweiss level 0\nweiss clock 46\nweiss stock 1");
    ck_assert(ws_offers(s, "play Veteran front-left"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_level_zero_needs_no_color)
{
    cg_state *s = ws_position(game, "weiss hand 8");
    ck_assert(ws_offers(s, "play Apprentice front-left"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_pays_the_cost_from_the_top_of_the_stock)
{
    cg_state *s = ws_position(game, "weiss hand 32\nweiss level 45\nweiss stock 1 2 3");
    ws_do(s, "play Costly Spell");
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), "1");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "3 2 32");
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_event_goes_to_the_waiting_room_after_resolving)
{
    cg_state *s = ws_position(game, "weiss hand 33\nweiss level 45 8");
    ck_assert(ws_offers(s, "play Tall Spell"));
    ck_assert(!ws_offers(s, "play Tall Spell front-left"));
    ck_assert_str_eq(refusal(s, "play Tall Spell front-left"),
                     "weiss_schwarz: Weiss cannot play Tall Spell: an event takes no slot");
    ws_do(s, "play Tall Spell");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "33");
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_climax_needs_its_color_even_at_level_zero)
{
    cg_state *s = ws_position(game, "weiss hand 34");
    ck_assert(!ws_offers(s, "play Banner"));
    ck_assert_str_eq(refusal(s, "play Banner"),
                     "weiss_schwarz: Weiss cannot play Banner: a climax needs a red card in the "
                     "clock or level");
    cg_state_free(s);
    s = ws_position(game, "weiss hand 34\nweiss clock 4");
    ws_do(s, "play Banner");
    ck_assert_int_eq(cg_weiss_schwarz_climax_card(s, W), 34);
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_climax_needs_an_empty_climax_area)
{
    cg_state *s = ws_position(game, "weiss hand 34\nweiss clock 4\nweiss climax 35");
    ck_assert(!ws_offers(s, "play Banner"));
    ck_assert_str_eq(refusal(s, "play Banner"),
                     "weiss_schwarz: Weiss cannot play Banner: the climax area is taken");
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_event_needs_the_level_the_cost_and_its_color)
{
    /* Costly Spell: green, level 1, cost 2. */
    cg_state *s = ws_position(game, "weiss hand 32\nweiss clock 45\nweiss stock 1 2");
    ck_assert(!ws_offers(s, "play Costly Spell"));
    ck_assert_str_eq(refusal(s, "play Costly Spell"),
                     "weiss_schwarz: Weiss cannot play Costly Spell: it is level 1 and the "
                     "player's level is 0");
    cg_state_free(s);
    s = ws_position(game, "weiss hand 32\nweiss level 45\nweiss stock 1");
    ck_assert(!ws_offers(s, "play Costly Spell"));
    ck_assert_str_eq(refusal(s, "play Costly Spell"),
                     "weiss_schwarz: Weiss cannot play Costly Spell: it costs 2 and the stock "
                     "holds 1");
    cg_state_free(s);
    s = ws_position(game, "weiss hand 32\nweiss level 8\nweiss stock 1 2");
    ck_assert(!ws_offers(s, "play Costly Spell"));
    ck_assert_str_eq(refusal(s, "play Costly Spell"),
                     "weiss_schwarz: Weiss cannot play Costly Spell: a level 1 card needs a green "
                     "card in the clock or level");
    cg_state_free(s);
    s = ws_position(game, "weiss hand 32\nweiss level 45\nweiss stock 1 2");
    ck_assert(ws_offers(s, "play Costly Spell"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_in_the_second_main_phase_as_in_the_first)
{
    cg_state *s = ws_position(game, "phase main2\nweiss hand 0");
    ck_assert(ws_offers(s, "play Squire front-left"));
    ws_do(s, "play Squire front-left");
    ck_assert_int_eq(ws_slot(s, W, 0), 0);
    ck_assert_int_eq(ws_zone_count(s, W, HAND), 0);
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_MAIN2);
    ws_do(s, "end main");
    ck_assert_int_eq(cg_state_current_player(s), S);
    ck_assert_uint_eq(cg_weiss_schwarz_turn(s), 2);
    ck_assert_int_eq(ws_slot(s, W, 0), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_cards_of_one_name_are_one_move)
{
    cg_state *s = ws_position(game, "weiss hand 0 1 2");
    ck_assert_int_eq(ws_move_count(s), 6); /* five slots and "end main" */
    ws_do(s, "play Squire front-left");
    ck_assert_str_eq(ws_zone_text(s, W, HAND), "1 2");
    ck_assert_int_eq(ws_slot(s, W, 0), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_play_is_refused_outside_the_main_phases)
{
    cg_state *s = ws_position(game, "phase battle\nweiss hand 0");
    ck_assert_str_eq(refusal(s, "play Squire front-left"),
                     "weiss_schwarz: that move belongs to a main phase, and this is the battle "
                     "phase");
    cg_state_free(s);
}
END_TEST

/* ---- battle ---- */

START_TEST(test_attack_faces_the_mirrored_slot)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage 4 - - - -\n"
                                    "schwarz stage 16 - 0 - -");
    ws_do(s, "attack front-left");
    ck_assert_int_eq(ws_slot(s, S, 2), -1); /* Squire, facing, destroyed */
    ck_assert_int_eq(ws_slot(s, S, 0), 16); /* Champion, not facing, stays */
    ck_assert_int_eq(ws_slot(s, W, 0), 4);
    cg_state_free(s);
}
END_TEST

START_TEST(test_attack_higher_power_wins_and_deals_damage)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 4 - - -\nweiss deck 1\n"
                                    "schwarz stage - 0 - - -\nschwarz deck 5");
    ws_do(s, "attack front-center");
    ck_assert_int_eq(ws_slot(s, S, 1), -1);
    ck_assert_str_eq(ws_zone_text(s, S, WAITING), "0");
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), "1"); /* the trigger */
    ck_assert_str_eq(ws_zone_text(s, S, CLOCK), "5"); /* soul 1, trigger 0 */
    ck_assert_int_eq(cg_weiss_schwarz_attacks(s), 2);
    cg_state_free(s);
}
END_TEST

START_TEST(test_attack_lower_power_loses_the_attacker_without_damage)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 0 - - -\n"
                                    "schwarz stage - 4 - - -");
    ws_do(s, "attack front-center");
    ck_assert_int_eq(ws_slot(s, W, 1), -1);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "0");
    ck_assert_int_eq(ws_slot(s, S, 1), 4);
    ck_assert_int_eq(ws_zone_count(s, W, STOCK), 0);
    ck_assert_int_eq(ws_zone_count(s, S, CLOCK), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_attack_tie_destroys_both_without_damage)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 4 - - -\n"
                                    "schwarz stage - 5 - - -");
    ws_do(s, "attack front-center");
    ck_assert_int_eq(ws_slot(s, W, 1), -1);
    ck_assert_int_eq(ws_slot(s, S, 1), -1);
    ck_assert_int_eq(ws_zone_count(s, W, STOCK), 0);
    ck_assert_int_eq(ws_zone_count(s, S, CLOCK), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_direct_attack_deals_damage)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - - 4 - -\nweiss deck 1\n"
                                    "schwarz stage - - 0 - -\nschwarz deck 41 42 43");
    ws_do(s, "attack front-right"); /* faces Schwarz's front-left: empty */
    ck_assert_int_eq(ws_slot(s, S, 2), 0);
    ck_assert_str_eq(ws_zone_text(s, S, CLOCK), "43");
    cg_state_free(s);
}
END_TEST

START_TEST(test_direct_attack_bonus_adds_damage)
{
    cg_game *g = ws_test_game("direct_attack_bonus=2");
    cg_state *s = ws_position(g, "phase battle\nweiss stage - 4 - - -\nweiss deck 1\n"
                                 "schwarz deck 41 42 43");
    ws_do(s, "attack front-center");
    ck_assert_str_eq(ws_zone_text(s, S, CLOCK), "43 42 41");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_direct_attack_bonus_is_not_added_after_a_won_battle)
{
    cg_game *g = ws_test_game("direct_attack_bonus=2");
    cg_state *s = ws_position(g, "phase battle\nweiss stage - 4 - - -\nweiss deck 1\n"
                                 "schwarz stage - 0 - - -\nschwarz deck 41 42 43");
    ws_do(s, "attack front-center");
    ck_assert_int_eq(ws_slot(s, S, 1), -1);
    ck_assert_str_eq(ws_zone_text(s, S, CLOCK), "43"); /* soul 1, trigger 0, no bonus */
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_character_attacks_once_per_turn)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage 4 0 - - -");
    ws_do(s, "attack front-left");
    ck_assert(!ws_offers(s, "attack front-left"));
    ck_assert(ws_offers(s, "attack front-center"));
    ck_assert_str_eq(refusal(s, "attack front-left"),
                     "weiss_schwarz: the character at front-left attacked this turn");
    cg_state_free(s);
}
END_TEST

START_TEST(test_back_stage_characters_do_not_attack)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - - - 4 0");
    ck_assert_int_eq(ws_move_count(s), 1);
    ck_assert(ws_offers(s, "end battle"));
    ck_assert_str_eq(refusal(s, "attack back-left"),
                     "weiss_schwarz: back-stage characters do not attack");
    cg_state_free(s);
}
END_TEST

START_TEST(test_back_stage_characters_are_not_attacked)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 4 - - -\nweiss deck 1\n"
                                    "schwarz stage - - - 16 17\nschwarz deck 5");
    ws_do(s, "attack front-center");
    ck_assert_str_eq(ws_zone_text(s, S, CLOCK), "5"); /* a direct attack */
    cg_state_free(s);
}
END_TEST

START_TEST(test_damage_adds_the_trigger_value)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 4 - - -\nweiss deck 12\n"
                                    "schwarz deck 41 42 43 44");
    ws_do(s, "attack front-center");
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), "12");
    ck_assert_str_eq(ws_zone_text(s, S, CLOCK), "44 43 42"); /* soul 1 + trigger 2 */
    cg_state_free(s);
}
END_TEST

START_TEST(test_damage_is_cancelled_by_a_climax_in_the_middle_of_the_reveal)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 4 - - -\nweiss deck 12\n"
                                    "schwarz deck 41 34 42");
    ws_do(s, "attack front-center");
    ck_assert_int_eq(ws_zone_count(s, S, CLOCK), 0);
    ck_assert_str_eq(ws_zone_text(s, S, WAITING), "42 34");
    /* The third card of the damage is never revealed. */
    int deck[50];
    int n = cg_weiss_schwarz_zone_cards(s, S, DECK, deck, 50);
    ck_assert_int_eq(deck[n - 1], 50 + 41);
    cg_state_free(s);
}
END_TEST

START_TEST(test_damage_that_levels_up)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 4 - - -\nweiss deck 1\n"
                                    "schwarz clock 0 1 2 3 5 6\nschwarz deck 41");
    ws_do(s, "attack front-center");
    ck_assert_int_eq(cg_weiss_schwarz_level(s, S), 1);
    ck_assert_int_eq(ws_zone_count(s, S, CLOCK), 0);
    ck_assert_int_eq(ws_zone_count(s, S, WAITING), 6);
    ck_assert(!cg_state_is_terminal(s));
    cg_state_free(s);
}
END_TEST

START_TEST(test_damage_to_level_four_ends_the_game)
{
    cg_state *s = ws_position(game, "phase battle\nweiss stage - 4 - - -\nweiss deck 1\n"
                                    "schwarz clock 0 1 2 3 5 6\nschwarz level 45 46 47\n"
                                    "schwarz deck 41");
    ws_do(s, "attack front-center");
    ck_assert_int_eq(cg_weiss_schwarz_level(s, S), 4);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), W);
    ck_assert_int_eq(cg_state_legal_moves(s, NULL, 0), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_damage_refreshes_an_empty_deck_between_reveals)
{
    char spec[1024];
    snprintf(spec, sizeof spec,
             "phase battle\nweiss stage - 4 - - -\nweiss deck 12\n"
             "schwarz deck 41\nschwarz waiting 42 43\nschwarz removed %s %s",
             ws_range(0, 40), ws_range(44, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "attack front-center");
    const char *clock = ws_zone_text(s, S, CLOCK);
    ck_assert(strcmp(clock, "41 42 43") == 0 || strcmp(clock, "41 43 42") == 0);
    ck_assert_int_eq(ws_zone_count(s, S, DECK), 0);
    ck_assert_int_eq(ws_zone_count(s, S, WAITING), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_trigger_refreshes_an_empty_deck)
{
    char spec[1024];
    snprintf(spec, sizeof spec,
             "phase battle\nweiss stage - 4 - - -\nweiss waiting 1\nweiss removed 0 2 3 %s",
             ws_range(5, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "attack front-center");
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), "1");
    ck_assert_int_eq(ws_zone_count(s, W, WAITING), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_no_trigger_when_deck_and_waiting_room_are_empty)
{
    char spec[1024];
    snprintf(spec, sizeof spec, "phase battle\nweiss stage - 4 - - -\nweiss removed %s %s",
             ws_range(0, 3), ws_range(5, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "attack front-center");
    ck_assert_int_eq(ws_zone_count(s, W, STOCK), 0);
    ck_assert_int_eq(ws_zone_count(s, S, CLOCK), 1); /* soul 1 */
    cg_state_free(s);
}
END_TEST

static Suite *rules_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz rules");
    TCase *tc = tcase_create("setup and turn");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_setup_first_player_draws_4_second_5);
    tcase_add_test(tc, test_setup_first_player_is_drawn_at_random);
    tcase_add_test(tc, test_setup_decks_are_shuffled);
    tcase_add_test(tc, test_turn_phases_follow_in_order);
    tcase_add_test(tc, test_turn_begins_with_a_draw);
    tcase_add_test(tc, test_draw_from_empty_deck_shuffles_the_waiting_room_in);
    tcase_add_test(tc, test_draw_with_deck_and_waiting_room_empty_draws_nothing);
    tcase_add_test(tc, test_clock_puts_a_card_in_the_clock_and_draws_two);
    tcase_add_test(tc, test_clock_draws_refresh_an_empty_deck_between_the_two_draws);
    tcase_add_test(tc, test_clock_pass_changes_nothing_but_the_phase);
    tcase_add_test(tc, test_clock_cards_of_one_name_are_one_move);
    tcase_add_test(tc, test_level_up_at_seven_clock_cards);
    tcase_add_test(tc, test_level_up_takes_a_random_clock_card);
    tcase_add_test(tc, test_reaching_max_level_loses_at_once);
    tcase_add_test(tc, test_max_level_parameter_sets_the_losing_level);
    tcase_add_test(tc, test_end_of_turn_sends_the_climax_to_the_waiting_room);
    tcase_add_test(tc, test_end_of_turn_refills_an_empty_deck);
    tcase_add_test(tc, test_max_turns_ends_the_game_in_a_draw);
    tcase_add_test(tc, test_max_turns_zero_sets_no_limit);
    tcase_add_test(tc, test_a_draw_at_max_turns_keeps_continuous_modifiers_acting);
    suite_add_tcase(suite, tc);

    tc = tcase_create("playing cards");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_play_character_into_any_empty_slot);
    tcase_add_test(tc, test_play_needs_the_level);
    tcase_add_test(tc, test_play_needs_the_cost_in_stock);
    tcase_add_test(tc, test_play_needs_its_color_in_clock_or_level);
    tcase_add_test(tc, test_play_level_zero_needs_no_color);
    tcase_add_test(tc, test_play_pays_the_cost_from_the_top_of_the_stock);
    tcase_add_test(tc, test_play_event_goes_to_the_waiting_room_after_resolving);
    tcase_add_test(tc, test_play_climax_needs_its_color_even_at_level_zero);
    tcase_add_test(tc, test_play_climax_needs_an_empty_climax_area);
    tcase_add_test(tc, test_play_event_needs_the_level_the_cost_and_its_color);
    tcase_add_test(tc, test_play_in_the_second_main_phase_as_in_the_first);
    tcase_add_test(tc, test_play_cards_of_one_name_are_one_move);
    tcase_add_test(tc, test_play_is_refused_outside_the_main_phases);
    suite_add_tcase(suite, tc);

    tc = tcase_create("battle and damage");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_attack_faces_the_mirrored_slot);
    tcase_add_test(tc, test_attack_higher_power_wins_and_deals_damage);
    tcase_add_test(tc, test_attack_lower_power_loses_the_attacker_without_damage);
    tcase_add_test(tc, test_attack_tie_destroys_both_without_damage);
    tcase_add_test(tc, test_direct_attack_deals_damage);
    tcase_add_test(tc, test_direct_attack_bonus_adds_damage);
    tcase_add_test(tc, test_direct_attack_bonus_is_not_added_after_a_won_battle);
    tcase_add_test(tc, test_a_character_attacks_once_per_turn);
    tcase_add_test(tc, test_back_stage_characters_do_not_attack);
    tcase_add_test(tc, test_back_stage_characters_are_not_attacked);
    tcase_add_test(tc, test_damage_adds_the_trigger_value);
    tcase_add_test(tc, test_damage_is_cancelled_by_a_climax_in_the_middle_of_the_reveal);
    tcase_add_test(tc, test_damage_that_levels_up);
    tcase_add_test(tc, test_damage_to_level_four_ends_the_game);
    tcase_add_test(tc, test_damage_refreshes_an_empty_deck_between_reveals);
    tcase_add_test(tc, test_trigger_refreshes_an_empty_deck);
    tcase_add_test(tc, test_no_trigger_when_deck_and_waiting_room_are_empty);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(rules_suite());
}
