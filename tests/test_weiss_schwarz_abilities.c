/* Weiss-Fiuba-Schwarz: the twelve abilities, their choices and edge cases, and
   the ability stack (power modifiers in order, continuous and temporary). */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "core/rng.h"
#include "ws_fixture.h"

static cg_weiss_schwarz_choice pending(const cg_state *s)
{
    cg_weiss_schwarz_choice choice;
    ck_assert_int_eq(cg_weiss_schwarz_pending_choice(s, &choice), CG_OK);
    return choice;
}

static int color_of(int player, int card)
{
    cg_weiss_schwarz_card info;
    ck_assert_int_eq(cg_weiss_schwarz_card_info(game, player * 50 + card, &info), CG_OK);
    return info.color;
}

static cg_weiss_schwarz_active active(const cg_state *s, int i)
{
    cg_weiss_schwarz_active a;
    ck_assert_int_eq(cg_weiss_schwarz_ability_at(s, i, &a), CG_OK);
    return a;
}

/* The generator of a position, read from its saved form. */
static cg_rng saved_rng(const cg_state *s)
{
    char *text = ws_saved(s);
    const char *p = strstr(text, "\nrng ");
    ck_assert_ptr_nonnull(p);
    p += 5;
    cg_rng rng;
    for (int i = 0; i < 4; i++) {
        char *end;
        rng.s[i] = strtoull(p, &end, 16);
        ck_assert_ptr_ne(end, p);
        p = end;
    }
    free(text);
    return rng;
}

/* Ends Weiss's turn from its first main phase; Schwarz is then in its clock phase. */
static void to_schwarz_turn(cg_state *s)
{
    ws_do(s, "end main");
    ws_do(s, "end battle");
    ws_do(s, "end main");
}

/* ---- A1 ---- */

START_TEST(test_a1_asks_for_own_or_opponent_deck)
{
    cg_state *s = ws_position(game, "weiss hand 20");
    ws_do(s, "play Spell A1");
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_DECK);
    ck_assert_int_eq(pending(s).ability, CG_WEISS_SCHWARZ_A1);
    ck_assert_int_eq(ws_move_count(s), 2);
    ck_assert(ws_offers(s, "choose own deck"));
    ck_assert(ws_offers(s, "choose opponent deck"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_a1_sends_every_card_of_the_top_cards_color_to_the_waiting_room)
{
    cg_state *s = ws_position(game, "weiss hand 20\nschwarz deck 4 0 5 1");
    int before = ws_zone_count(s, S, DECK), yellow = 0;
    int cards[50];
    int n = cg_weiss_schwarz_zone_cards(s, S, DECK, cards, 50);
    for (int i = 0; i < n; i++)
        yellow += color_of(S, cards[i] % 50) == CG_WEISS_SCHWARZ_YELLOW;
    ws_do(s, "play Spell A1");
    ws_do(s, "choose opponent deck");
    n = cg_weiss_schwarz_zone_cards(s, S, DECK, cards, 50);
    ck_assert_int_eq(n, before - yellow);
    for (int i = 0; i < n; i++)
        ck_assert_int_ne(color_of(S, cards[i] % 50), CG_WEISS_SCHWARZ_YELLOW);
    ck_assert_int_eq(ws_zone_count(s, S, WAITING), yellow);
    ck_assert_int_eq(atoi(ws_zone_text(s, S, WAITING)), 1); /* the top card first */
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "20");
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_NONE);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a1_on_an_empty_deck_does_nothing)
{
    char spec[512];
    snprintf(spec, sizeof spec, "weiss hand 20\nweiss removed %s %s", ws_range(0, 19),
             ws_range(21, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "play Spell A1");
    ws_do(s, "choose own deck");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "20");
    ck_assert_int_eq(ws_zone_count(s, W, DECK), 0);
    cg_state_free(s);
}
END_TEST

/* ---- A2 ---- */

START_TEST(test_a2_puts_the_top_five_back_in_the_chosen_order)
{
    cg_state *s = ws_position(game, "weiss hand 21\nschwarz deck 41 45 0 4 12 8");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose opponent deck");
    cg_weiss_schwarz_choice c = pending(s);
    ck_assert_int_eq(c.kind, CG_WEISS_SCHWARZ_CHOICE_ORDER);
    ck_assert_int_eq(c.side, S);
    ck_assert_int_eq(c.looked_count, 5);
    ck_assert_int_eq(c.looked[0], 50 + 8);
    ck_assert_int_eq(c.looked[4], 50 + 45);
    ck_assert_int_eq(ws_move_count(s), 5);
    ws_do(s, "choose Veteran");
    ws_do(s, "choose Squire");
    ws_do(s, "choose Archer");
    ck_assert_int_eq(pending(s).looked_count, 2);
    ws_do(s, "choose Apprentice"); /* the last card, Guard, goes back by itself */
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_NONE);
    const char *deck = ws_zone_text(s, S, DECK);
    ck_assert_str_eq(deck + strlen(deck) - strlen("41 12 0 45 8 4"), "41 12 0 45 8 4");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "21");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a2_cards_of_one_name_are_one_choice)
{
    cg_state *s = ws_position(game, "weiss hand 21\nweiss deck 45 0 1 2 4");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose own deck");
    ck_assert_int_eq(ws_move_count(s), 3); /* Squire, Guard, Archer */
    cg_state_free(s);
}
END_TEST

START_TEST(test_a2_on_a_short_deck_looks_at_fewer_cards)
{
    char spec[512];
    snprintf(spec, sizeof spec, "weiss hand 21\nweiss deck 0 4\nweiss removed %s %s %s",
             ws_range(1, 3), ws_range(5, 20), ws_range(22, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "play Spell A2");
    ws_do(s, "choose own deck");
    ck_assert_int_eq(pending(s).looked_count, 2);
    ws_do(s, "choose Guard");
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_NONE);
    ck_assert_str_eq(ws_zone_text(s, W, DECK), "4 0");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a2_with_one_card_or_none_asks_nothing)
{
    char spec[512];
    snprintf(spec, sizeof spec, "weiss hand 21\nweiss deck 0\nweiss removed %s %s", ws_range(1, 20),
             ws_range(22, 49));
    cg_state *s = ws_position(game, spec);
    ws_do(s, "play Spell A2");
    ws_do(s, "choose own deck");
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_NONE);
    ck_assert_str_eq(ws_zone_text(s, W, DECK), "0");
    cg_state_free(s);
    snprintf(spec, sizeof spec, "weiss hand 21\nweiss removed %s %s", ws_range(0, 20),
             ws_range(22, 49));
    s = ws_position(game, spec);
    ws_do(s, "play Spell A2");
    ws_do(s, "choose own deck");
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_NONE);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "21");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a2_looked_at_cards_are_seen_by_the_chooser_only)
{
    cg_state *s = ws_position(game, "weiss hand 21\nschwarz deck 41 45 0 4 12 8");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose opponent deck");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "5 looked-at cards: Apprentice, Veteran"));
    ck_assert_ptr_null(strstr(ws_render_for(s, S), "looked-at cards:"));
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, S), "5 looked-at cards\n"));
    cg_state_free(s);
}
END_TEST

/* ---- A3, A4 ---- */

START_TEST(test_a3_returns_clock_stock_and_characters_to_the_deck)
{
    cg_state *s = ws_position(game, "weiss hand 22\nweiss clock 0 1\nweiss stock 2 3\n"
                                    "weiss stage 4 - 5 - -\nschwarz stage 6 - - - -");
    ws_do(s, "play Spell A3");
    ck_assert_int_eq(ws_zone_count(s, W, DECK), 49);
    ck_assert_int_eq(ws_zone_count(s, W, CLOCK), 0);
    ck_assert_int_eq(ws_zone_count(s, W, STOCK), 0);
    ck_assert_int_eq(ws_slot(s, W, 0), -1);
    ck_assert_int_eq(ws_slot(s, W, 2), -1);
    ck_assert_int_eq(ws_slot(s, S, 0), 6);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "22");
    /* Shuffled: not the deck followed by the returned cards. */
    char plain[512];
    snprintf(plain, sizeof plain, "%s %s %s 0 1 2 3 4 5", ws_range(6, 19), ws_range(20, 20),
             ws_range(23, 49));
    ck_assert_str_ne(ws_zone_text(s, W, DECK), plain);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a3_with_nothing_to_return_shuffles_the_deck)
{
    cg_state *s = ws_position(game, "weiss hand 22");
    char before[512];
    snprintf(before, sizeof before, "%s", ws_zone_text(s, W, DECK));
    ws_do(s, "play Spell A3");
    ck_assert_int_eq(ws_zone_count(s, W, DECK), 49);
    ck_assert_str_ne(ws_zone_text(s, W, DECK), before);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "22");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a4_on_empty_stages_does_nothing)
{
    cg_state *s = ws_position(game, "weiss hand 23");
    ws_do(s, "play Spell A4");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "23");
    ck_assert_int_eq(ws_zone_count(s, S, WAITING), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a4_sends_every_character_of_both_stages_to_the_waiting_room)
{
    cg_state *s = ws_position(game, "weiss hand 23\nweiss stage 0 - 4 - 5\n"
                                    "schwarz stage 1 2 - 3 -");
    ws_do(s, "play Spell A4");
    for (int slot = 0; slot < 5; slot++) {
        ck_assert_int_eq(ws_slot(s, W, slot), -1);
        ck_assert_int_eq(ws_slot(s, S, slot), -1);
    }
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "0 4 5 23");
    ck_assert_str_eq(ws_zone_text(s, S, WAITING), "1 2 3");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a_character_enters_its_slot_after_its_ability_resolves)
{
    cg_state *s = ws_position(game, "weiss hand 19\nweiss stage - 4 - - -\n"
                                    "schwarz stage 1 - - - -");
    ws_do(s, "play Herald front-left");
    ck_assert_int_eq(ws_slot(s, W, 0), 19);
    ck_assert_int_eq(ws_slot(s, W, 1), -1);
    ck_assert_int_eq(ws_slot(s, S, 0), -1);
    cg_state_free(s);
}
END_TEST

/* ---- A5 ---- */

START_TEST(test_a5_raises_every_character_of_its_subtype_on_both_stages)
{
    cg_state *s = ws_position(game, "weiss hand 24\nweiss stage 0 41 - - -\n"
                                    "schwarz stage 4 45 - - -");
    ws_do(s, "play Spell A5");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 3000);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 1), 1500);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 4000);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 1), 2500);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    cg_weiss_schwarz_active a = active(s, 0);
    ck_assert_int_eq(a.player, W);
    ck_assert_int_eq(a.source, 24);
    ck_assert_int_eq(a.ability, CG_WEISS_SCHWARZ_A5);
    ck_assert_int_eq(a.continuity, CG_WEISS_SCHWARZ_TEMPORARY);
    ck_assert_int_eq(a.target, -1);
    ck_assert_int_eq(a.amount, 2000);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a5_without_a_character_of_its_subtype_changes_no_power)
{
    cg_state *s = ws_position(game, "weiss hand 24\nweiss stage 41 - - - -");
    ws_do(s, "play Spell A5");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1500);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a5_applies_to_a_character_entering_later)
{
    cg_state *s = ws_position(game, "weiss hand 24 1");
    ws_do(s, "play Spell A5");
    ws_do(s, "play Squire front-center");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 1), 3000);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a5_temporary_modifier_ends_at_the_end_of_turn)
{
    cg_state *s = ws_position(game, "weiss hand 24\nweiss stage 0 - - - -");
    ws_do(s, "play Spell A5");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 3000);
    to_schwarz_turn(s);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a5_from_a_character_is_continuous_until_it_leaves)
{
    cg_state *s = ws_position(game, "weiss hand 8\nweiss stage 0 - - - -\nschwarz hand 29");
    ws_do(s, "play Apprentice back-left");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2000);
    ck_assert_int_eq(active(s, 0).continuity, CG_WEISS_SCHWARZ_CONTINUOUS);
    to_schwarz_turn(s);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2000);
    ws_do(s, "clock pass");
    ws_do(s, "play Spell AA");
    ws_do(s, "choose Apprentice at opponent back-left");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a5_from_a_climax_lasts_until_the_end_of_turn)
{
    cg_state *s = ws_position(game, "weiss hand 38\nweiss clock 1\nweiss stage 0 - - - -");
    ws_do(s, "play Rally");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2000);
    ck_assert_int_eq(active(s, 0).continuity, CG_WEISS_SCHWARZ_TEMPORARY);
    to_schwarz_turn(s);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    cg_state_free(s);
}
END_TEST

/* ---- A6, A7, A8, A9 ---- */

START_TEST(test_a6_a_die_destroys_the_front_character_it_names)
{
    bool seen[6] = {false};
    for (int seed = 1; seed <= 80; seed++) {
        cg_state *s = ws_position_rng(game,
                                      "weiss hand 25\nweiss stage 0 1 2 3 -\n"
                                      "schwarz stage 4 5 6 7 -",
                                      ws_rng_words(seed));
        ws_do(s, "play Spell A6");
        int destroyed = 0, face = -1;
        for (int p = 0; p < 2; p++)
            for (int slot = 0; slot < 3; slot++)
                if (ws_slot(s, p, slot) < 0) {
                    destroyed++;
                    face = p * 3 + slot; /* 1..3 own, 4..6 the opponent's */
                }
        ck_assert_int_eq(destroyed, 1);
        ck_assert_int_eq(ws_slot(s, W, 3), 3); /* back slots are never hit */
        ck_assert_int_eq(ws_slot(s, S, 3), 7);
        seen[face] = true;
        cg_state_free(s);
    }
    for (int face = 0; face < 6; face++)
        ck_assert_msg(seen[face], "die face %d never came up", face + 1);
}
END_TEST

START_TEST(test_a6_die_faces_map_to_own_then_opponents_left_center_right)
{
    bool seen[7] = {false};
    for (int seed = 1; seed <= 60; seed++) {
        cg_state *s = ws_position_rng(game,
                                      "weiss hand 25\nweiss stage 0 1 2 3 -\n"
                                      "schwarz stage 4 5 6 7 -",
                                      ws_rng_words(seed));
        /* The die is the move's first draw from the state's generator. */
        cg_rng rng = saved_rng(s);
        int roll = (int)cg_rng_below(&rng, 6) + 1;
        seen[roll] = true;
        ws_do(s, "play Spell A6");
        int player = roll <= 3 ? W : S, slot = (roll - 1) % 3;
        for (int p = 0; p < 2; p++)
            for (int k = 0; k < 3; k++)
                ck_assert_msg((ws_slot(s, p, k) < 0) == (p == player && k == slot),
                              "die %d: player %d slot %d", roll, p, k);
        cg_state_free(s);
    }
    for (int face = 1; face <= 6; face++)
        ck_assert_msg(seen[face], "die face %d never came up", face);
}
END_TEST

START_TEST(test_a6_on_an_empty_slot_does_nothing)
{
    for (int seed = 1; seed <= 12; seed++) {
        cg_state *s =
            ws_position_rng(game, "weiss hand 25\nweiss stage - - - 3 -", ws_rng_words(seed));
        ws_do(s, "play Spell A6");
        ck_assert_int_eq(ws_slot(s, W, 3), 3);
        ck_assert_str_eq(ws_zone_text(s, W, WAITING), "25");
        cg_state_free(s);
    }
}
END_TEST

START_TEST(test_a7_coins_mill_the_opponents_deck_until_tails)
{
    int most = 0, none = 0;
    for (int seed = 1; seed <= 40; seed++) {
        cg_state *s = ws_position_rng(game, "weiss hand 26\nschwarz deck 0 1 2 3 4 5 6 7",
                                      ws_rng_words(seed));
        ws_do(s, "play Spell A7");
        int milled = ws_zone_count(s, S, WAITING);
        ck_assert_int_eq(ws_zone_count(s, S, DECK), 50 - milled);
        if (milled >= 1 && milled <= 8) {
            /* The top cards, top first. */
            const char *expected = "7 6 5 4 3 2 1 0";
            ck_assert_int_eq(
                strncmp(ws_zone_text(s, S, WAITING), expected, strlen(ws_zone_text(s, S, WAITING))),
                0);
        }
        most = milled > most ? milled : most;
        none += milled == 0;
        cg_state_free(s);
    }
    ck_assert_int_gt(none, 0);
    ck_assert_int_ge(most, 3);
}
END_TEST

START_TEST(test_a7_stops_at_an_empty_deck)
{
    char spec[512];
    snprintf(spec, sizeof spec, "weiss hand 26\nschwarz deck 0\nschwarz removed %s",
             ws_range(1, 49));
    for (int seed = 1; seed <= 20; seed++) {
        cg_state *s = ws_position_rng(game, spec, ws_rng_words(seed));
        ws_do(s, "play Spell A7");
        ck_assert_int_le(ws_zone_count(s, S, WAITING), 1);
        ck_assert_int_eq(ws_zone_count(s, S, WAITING) + ws_zone_count(s, S, DECK), 1);
        cg_state_free(s);
    }
}
END_TEST

START_TEST(test_a8_trades_two_stock_cards_for_a_clock_card_while_it_can)
{
    cg_state *s = ws_position(game, "weiss hand 27\nweiss stock 0 1 2 3 4\nweiss clock 5 6 7");
    ws_do(s, "play Spell A8");
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), "0");
    ck_assert_str_eq(ws_zone_text(s, W, CLOCK), "5");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "4 3 7 2 1 6 27");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a8_with_an_odd_stock_leaves_one_card)
{
    cg_state *s = ws_position(game, "weiss hand 27\nweiss stock 0 1 2\nweiss clock 5 6 7");
    ws_do(s, "play Spell A8");
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), "0");
    ck_assert_str_eq(ws_zone_text(s, W, CLOCK), "5 6");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a8_with_an_empty_clock_does_nothing)
{
    cg_state *s = ws_position(game, "weiss hand 27\nweiss stock 0 1 2");
    ws_do(s, "play Spell A8");
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), "0 1 2");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "27");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a9_drops_a_level_and_sends_own_characters_away)
{
    cg_state *s = ws_position(game, "weiss hand 28\nweiss level 45 46\nweiss stage 0 1 - - -\n"
                                    "schwarz stage 4 - - - -");
    ws_do(s, "play Spell A9");
    ck_assert_int_eq(cg_weiss_schwarz_level(s, W), 1);
    ck_assert_str_eq(ws_zone_text(s, W, LEVEL), "45");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "46 0 1 28");
    ck_assert_int_eq(ws_slot(s, S, 0), 4);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a9_at_level_zero_only_clears_the_own_stage)
{
    cg_state *s = ws_position(game, "weiss hand 28\nweiss stage 0 - - - -");
    ws_do(s, "play Spell A9");
    ck_assert_int_eq(cg_weiss_schwarz_level(s, W), 0);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "0 28");
    cg_state_free(s);
}
END_TEST

/* ---- AA, AB, AC ---- */

START_TEST(test_aa_offers_every_character_on_both_stages)
{
    cg_state *s = ws_position(game, "weiss hand 29\nweiss stage 0 - - 4 -\n"
                                    "schwarz stage - 5 - - 6");
    ws_do(s, "play Spell AA");
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_STAGE);
    ck_assert_int_eq(ws_move_count(s), 4);
    ck_assert(ws_offers(s, "choose Squire at own front-left"));
    ck_assert(ws_offers(s, "choose Guard at own back-left"));
    ck_assert(ws_offers(s, "choose Guard at opponent front-center"));
    ck_assert(ws_offers(s, "choose Guard at opponent back-right"));
    ws_do(s, "choose Guard at opponent back-right");
    ck_assert_int_eq(ws_slot(s, S, 4), -1);
    ck_assert_str_eq(ws_zone_text(s, S, WAITING), "6");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "29");
    cg_state_free(s);
}
END_TEST

START_TEST(test_aa_with_empty_stages_asks_nothing)
{
    cg_state *s = ws_position(game, "weiss hand 29");
    ws_do(s, "play Spell AA");
    ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_NONE);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "29");
    cg_state_free(s);
}
END_TEST

START_TEST(test_ab_sets_the_chosen_characters_power_to_zero)
{
    cg_state *s = ws_position(game, "weiss hand 30\nschwarz stage 16 - - - -");
    ws_do(s, "play Spell AB");
    ws_do(s, "choose Champion at opponent front-left");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 0);
    cg_weiss_schwarz_active a = active(s, 0);
    ck_assert_int_eq(a.ability, CG_WEISS_SCHWARZ_AB);
    ck_assert_int_eq(a.target, 50 + 16);
    ck_assert_int_eq(a.continuity, CG_WEISS_SCHWARZ_TEMPORARY);
    to_schwarz_turn(s);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 9000);
    cg_state_free(s);
}
END_TEST

START_TEST(test_ab_from_a_character_is_continuous)
{
    cg_state *s = ws_position(game, "weiss hand 18\nschwarz stage 16 - - - -");
    ws_do(s, "play Saboteur back-right");
    ck_assert_int_eq(pending(s).slot, 4);
    ws_do(s, "choose Champion at opponent front-left");
    ck_assert_int_eq(ws_slot(s, W, 4), 18);
    ck_assert_int_eq(active(s, 0).continuity, CG_WEISS_SCHWARZ_CONTINUOUS);
    to_schwarz_turn(s);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_ab_ends_when_its_target_leaves)
{
    cg_state *s = ws_position(game, "weiss hand 30\nweiss stage 4 - - - -\n"
                                    "schwarz stage - - 16 - -");
    ws_do(s, "play Spell AB");
    ws_do(s, "choose Guard at own front-left");
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    ws_do(s, "end main");
    ws_do(s, "attack front-left"); /* 0 against 9000: the Guard is destroyed */
    ck_assert_int_eq(ws_slot(s, W, 0), -1);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_ab_from_a_climax)
{
    cg_state *s = ws_position(game, "weiss hand 40\nweiss clock 45\nschwarz stage - 4 - - -");
    ws_do(s, "play Smoke");
    ws_do(s, "choose Guard at opponent front-center");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 1), 0);
    ck_assert_int_eq(cg_weiss_schwarz_climax_card(s, W), 40);
    cg_state_free(s);
}
END_TEST

START_TEST(test_ac_coin_chooses_whose_card_is_removed)
{
    int heads = 0, tails = 0;
    for (int seed = 1; seed <= 30; seed++) {
        cg_state *s = ws_position_rng(game,
                                      "weiss hand 31 45\nweiss stage 0 - - - -\n"
                                      "schwarz hand 3\nschwarz stage - - 4 - -",
                                      ws_rng_words(seed));
        ws_do(s, "play Spell AC");
        cg_weiss_schwarz_choice c = pending(s);
        ck_assert_int_eq(c.kind, CG_WEISS_SCHWARZ_CHOICE_SIDE);
        ck_assert_int_eq(ws_move_count(s), 2);
        if (c.side == S) {
            heads++;
            ck_assert(ws_offers(s, "choose Guard at opponent front-right"));
            ck_assert(ws_offers(s, "choose opponent hand"));
            ws_do(s, "choose Guard at opponent front-right");
            ck_assert_str_eq(ws_zone_text(s, S, REMOVED), "4");
        } else {
            tails++;
            ck_assert(ws_offers(s, "choose Squire at own front-left"));
            ck_assert(ws_offers(s, "choose own hand"));
            ws_do(s, "choose own hand");
            ck_assert_str_eq(ws_zone_text(s, W, REMOVED), "45");
            ck_assert_int_eq(ws_zone_count(s, W, HAND), 0);
        }
        cg_state_free(s);
    }
    ck_assert_int_gt(heads, 0);
    ck_assert_int_gt(tails, 0);
}
END_TEST

START_TEST(test_ac_heads_is_the_opponents_side_tails_ones_own)
{
    for (int seed = 1; seed <= 30; seed++) {
        cg_state *s = ws_position_rng(game,
                                      "weiss hand 31 45\nweiss stage 0 - - - -\n"
                                      "schwarz hand 3\nschwarz stage - - 4 - -",
                                      ws_rng_words(seed));
        /* The coin is the move's first draw from the state's generator. */
        cg_rng rng = saved_rng(s);
        int heads = cg_rng_coin(&rng);
        ws_do(s, "play Spell AC");
        ck_assert_int_eq(pending(s).side, heads ? S : W);
        cg_state_free(s);
    }
}
END_TEST

START_TEST(test_ac_hand_choice_removes_a_random_card)
{
    bool removed[50] = {false};
    int kinds = 0;
    for (int seed = 1; seed <= 60; seed++) {
        cg_state *s =
            ws_position_rng(game, "weiss hand 31\nschwarz hand 0 4 8 12", ws_rng_words(seed));
        ws_do(s, "play Spell AC");
        if (pending(s).kind == CG_WEISS_SCHWARZ_CHOICE_SIDE) {
            ws_do(s, "choose opponent hand");
            int card = atoi(ws_zone_text(s, S, REMOVED));
            ck_assert_int_eq(ws_zone_count(s, S, HAND), 3);
            kinds += !removed[card];
            removed[card] = true;
        }
        cg_state_free(s);
    }
    ck_assert_int_ge(kinds, 3);
}
END_TEST

START_TEST(test_ac_without_a_card_to_choose_does_nothing)
{
    for (int seed = 1; seed <= 10; seed++) {
        cg_state *s = ws_position_rng(game, "weiss hand 31", ws_rng_words(seed));
        ws_do(s, "play Spell AC");
        ck_assert_int_eq(pending(s).kind, CG_WEISS_SCHWARZ_CHOICE_NONE);
        ck_assert_str_eq(ws_zone_text(s, W, WAITING), "31");
        cg_state_free(s);
    }
}
END_TEST

/* ---- the stack ---- */

START_TEST(test_stack_a5_then_ab_then_a5_then_the_ab_source_leaves)
{
    cg_state *s = ws_position(game, "weiss hand 8 18 9\nweiss stage 0 - - - -\nschwarz hand 29");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    ws_do(s, "play Apprentice back-left"); /* +1000 Knight */
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2000);
    ws_do(s, "play Saboteur back-right"); /* power 0 */
    ws_do(s, "choose Squire at own front-left");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 0);
    ws_do(s, "play Apprentice front-right"); /* +1000 after the 0 */
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 3);
    ck_assert_int_eq(active(s, 0).source, 8);
    ck_assert_int_eq(active(s, 1).source, 18);
    ck_assert_int_eq(active(s, 2).source, 9);
    to_schwarz_turn(s);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000); /* re-applied in order */
    ws_do(s, "clock pass");
    ws_do(s, "play Spell AA");
    ws_do(s, "choose Saboteur at opponent back-right");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 3000);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 2);
    cg_state_free(s);
}
END_TEST

START_TEST(test_stack_operations_of_the_seed)
{
    cg_state *s = ws_position(game, "weiss stage 0 8 - 18 -\nschwarz stage 4 - - - -");
    /* aplicar_habilidad_sobre_tablero */
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 18, CG_WEISS_SCHWARZ_TEMPORARY, 54),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 0);
    /* revertir_habilidades_sobre_carta, aplicar_habilidades_en_carta */
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2000);
    ck_assert_int_eq(cg_weiss_schwarz_apply_abilities_to_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 0);
    /* terminar_turno, iniciar_turno */
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(s), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    ck_assert_int_eq(cg_weiss_schwarz_start_turn(s), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000);
    /* remover_habilidad */
    ck_assert_int_eq(cg_weiss_schwarz_remove_ability(s, W, 8), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    /* The state still saves and loads as it is. */
    char *text = ws_saved(s);
    cg_state *again = NULL;
    ck_assert_int_eq(cg_state_load(game, text, &again), CG_OK);
    ck_assert(cg_state_equal(s, again));
    free(text);
    cg_state_free(again);
    cg_state_free(s);
}
END_TEST

/* The saved text loads back to an equal state that saves to the same text. */
static void check_round_trip(const cg_state *s, const char *reverted_line)
{
    char *text = ws_saved(s);
    ck_assert_msg(strstr(text, reverted_line) != NULL, "no '%s' in\n%s", reverted_line, text);
    cg_state *again = NULL;
    ck_assert_msg(cg_state_load(game, text, &again) == CG_OK, "%s", cg_last_error());
    ck_assert(cg_state_equal(s, again));
    char *text_again = ws_saved(again);
    ck_assert_str_eq(text, text_again);
    free(text_again);
    free(text);
    cg_state_free(again);
}

START_TEST(test_a_revert_leaves_later_modifiers_acting)
{
    cg_state *s = ws_position(game, "weiss stage 0 8 - - -\nschwarz stage 4 - - - -");
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000); /* Guard + Apprentice's A5 */
    check_round_trip(s, "\nreverted\n");
    cg_state_free(s);

    s = ws_position(game, "weiss stage 0 8 - - -\nschwarz stage 4 - - - -");
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(s), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2000); /* Squire + A5 */
    cg_state_free(s);
}
END_TEST

START_TEST(test_end_turn_reverts_only_the_modifiers_present)
{
    cg_state *s = ws_position(game, "weiss stage 0 8 - - -\nschwarz stage 4 - - - -");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(s), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    check_round_trip(s, "\nreverted weiss:0 weiss:8 schwarz:4\n");
    /* Spell A5's +2000 comes after the end of turn: it acts. */
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 24, CG_WEISS_SCHWARZ_TEMPORARY, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 3000);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 4000);
    check_round_trip(s, "\nreverted weiss:0/1 weiss:8/1 schwarz:4/1\n");
    ck_assert_int_eq(cg_weiss_schwarz_start_turn(s), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 4000);
    check_round_trip(s, "\nreverted\n");
    cg_state_free(s);
}
END_TEST

START_TEST(test_a_removal_below_a_revert_keeps_the_newer_modifiers_acting)
{
    cg_state *s = ws_position(game, "weiss stage 0 8 9 - -\nschwarz stage 4 - - - -");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 24, CG_WEISS_SCHWARZ_TEMPORARY, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 5000);
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    check_round_trip(s, "\nreverted schwarz:4\n");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 9, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000); /* only the newest acts */
    check_round_trip(s, "\nreverted schwarz:4/2\n");
    /* The oldest leaves: the reverted ones below the newest are one fewer. */
    ck_assert_int_eq(cg_weiss_schwarz_remove_ability(s, W, 8), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 4000); /* Squire + 2000 + 1000 */
    check_round_trip(s, "\nreverted schwarz:4/1\n");
    ck_assert_int_eq(cg_weiss_schwarz_remove_ability(s, W, 24), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000);
    check_round_trip(s, "\nreverted\n");
    /* Applying the modifiers to the card again undoes the revert. */
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    ck_assert_int_eq(cg_weiss_schwarz_apply_abilities_to_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000);
    cg_state_free(s);
}
END_TEST

START_TEST(test_equal_reverts_give_equal_states)
{
    static const char spec[] = "weiss stage 0 8 - - -\nschwarz stage 4 - - - -";
    cg_state *fresh = ws_position(game, spec);
    cg_state *s = ws_position(game, spec);
    /* With no modifier present, a revert changes nothing. */
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 0), CG_OK);
    ck_assert(cg_state_equal(s, fresh));
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(fresh, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert(cg_state_equal(s, fresh));
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 0), CG_OK);
    ck_assert(!cg_state_equal(s, fresh));
    ck_assert_int_eq(cg_weiss_schwarz_apply_abilities_to_card(s, 0), CG_OK);
    ck_assert(cg_state_equal(s, fresh));
    cg_state_free(fresh);
    cg_state_free(s);
}
END_TEST

START_TEST(test_stack_operations_refuse_bad_arguments)
{
    cg_state *s = ws_position(game, "weiss stage 0 8 - 18 -\nweiss hand 9\n"
                                    "schwarz stage 4 - - - -");
    char *before = ws_saved(s);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 0, 0, -1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_apply_ability: card 0 (Squire) has no "
                                      "ability");
    /* A1 asks for a deck, which only the player to move (Weiss) chooses. */
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, S, 70, 1, -1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_ask: only the player to move answers a "
                                      "choice, and Schwarz is not to move");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, S, 8, 0, -1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_apply_ability: card 8 (Apprentice) "
                                      "belongs to Weiss, not Schwarz");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 9, 0, -1), CG_EINVAL);
    ck_assert_str_eq(
        cg_last_error(),
        "cg_weiss_schwarz_apply_ability: character 9 (Apprentice) is not on the stage");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 24, 0, -1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_apply_ability: card 24 (Spell A5) is an "
                                      "event: its uses are temporary");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 18, 0, 60), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_apply_ability: target 60 is not a "
                                      "character on a stage");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, 2, -1), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, 0, 54), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, 2, 8, 0, -1), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 100, 0, -1), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_remove_ability(s, W, 8), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_weiss_schwarz_remove_ability: Weiss applied no ability of card 8");
    ck_assert_int_eq(cg_weiss_schwarz_apply_abilities_to_card(s, 9), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_apply_abilities_to_card: card 9 is not a "
                                      "character on a stage");
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, -1), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(NULL, W, 8, 0, -1), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(NULL), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_start_turn(NULL), CG_EINVAL);
    char *after = ws_saved(s);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    cg_state_free(s);
}
END_TEST

START_TEST(test_stack_operations_refuse_a_finished_game)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(game, 5, &s), CG_OK);
    ck_assert_int_eq(cg_state_playout(s, 5, UINT32_MAX, NULL), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    char *before = ws_saved(s);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, 0, -1), CG_EOVER);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_apply_ability: the game is over");
    ck_assert_int_eq(cg_weiss_schwarz_remove_ability(s, W, 8), CG_EOVER);
    ck_assert_int_eq(cg_weiss_schwarz_apply_abilities_to_card(s, 8), CG_EOVER);
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 8), CG_EOVER);
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(s), CG_EOVER);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_end_turn: the game is over");
    ck_assert_int_eq(cg_weiss_schwarz_start_turn(s), CG_EOVER);
    char *after = ws_saved(s);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    cg_state_free(s);
}
END_TEST

START_TEST(test_stack_holds_at_most_64_modifiers)
{
    cg_state *s = ws_position(game, "weiss stage 0 8 - - -");
    for (int i = 0; i < 64; i++)
        ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, 0, -1), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, 0, -1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_weiss_schwarz_apply_ability: the stack already holds 64 modifiers");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000 + 64 * 1000);
    cg_state_free(s);
}
END_TEST

static Suite *abilities_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz abilities");
    TCase *tc = tcase_create("one-shot abilities");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_a1_asks_for_own_or_opponent_deck);
    tcase_add_test(tc, test_a1_sends_every_card_of_the_top_cards_color_to_the_waiting_room);
    tcase_add_test(tc, test_a1_on_an_empty_deck_does_nothing);
    tcase_add_test(tc, test_a2_puts_the_top_five_back_in_the_chosen_order);
    tcase_add_test(tc, test_a2_cards_of_one_name_are_one_choice);
    tcase_add_test(tc, test_a2_on_a_short_deck_looks_at_fewer_cards);
    tcase_add_test(tc, test_a2_with_one_card_or_none_asks_nothing);
    tcase_add_test(tc, test_a2_looked_at_cards_are_seen_by_the_chooser_only);
    tcase_add_test(tc, test_a3_returns_clock_stock_and_characters_to_the_deck);
    tcase_add_test(tc, test_a3_with_nothing_to_return_shuffles_the_deck);
    tcase_add_test(tc, test_a4_on_empty_stages_does_nothing);
    tcase_add_test(tc, test_a4_sends_every_character_of_both_stages_to_the_waiting_room);
    tcase_add_test(tc, test_a_character_enters_its_slot_after_its_ability_resolves);
    tcase_add_test(tc, test_a6_a_die_destroys_the_front_character_it_names);
    tcase_add_test(tc, test_a6_die_faces_map_to_own_then_opponents_left_center_right);
    tcase_add_test(tc, test_a6_on_an_empty_slot_does_nothing);
    tcase_add_test(tc, test_a7_coins_mill_the_opponents_deck_until_tails);
    tcase_add_test(tc, test_a7_stops_at_an_empty_deck);
    tcase_add_test(tc, test_a8_trades_two_stock_cards_for_a_clock_card_while_it_can);
    tcase_add_test(tc, test_a8_with_an_odd_stock_leaves_one_card);
    tcase_add_test(tc, test_a8_with_an_empty_clock_does_nothing);
    tcase_add_test(tc, test_a9_drops_a_level_and_sends_own_characters_away);
    tcase_add_test(tc, test_a9_at_level_zero_only_clears_the_own_stage);
    tcase_add_test(tc, test_aa_offers_every_character_on_both_stages);
    tcase_add_test(tc, test_aa_with_empty_stages_asks_nothing);
    tcase_add_test(tc, test_ac_coin_chooses_whose_card_is_removed);
    tcase_add_test(tc, test_ac_heads_is_the_opponents_side_tails_ones_own);
    tcase_add_test(tc, test_ac_hand_choice_removes_a_random_card);
    tcase_add_test(tc, test_ac_without_a_card_to_choose_does_nothing);
    suite_add_tcase(suite, tc);

    tc = tcase_create("power modifiers and the stack");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_a5_raises_every_character_of_its_subtype_on_both_stages);
    tcase_add_test(tc, test_a5_without_a_character_of_its_subtype_changes_no_power);
    tcase_add_test(tc, test_a5_applies_to_a_character_entering_later);
    tcase_add_test(tc, test_a5_temporary_modifier_ends_at_the_end_of_turn);
    tcase_add_test(tc, test_a5_from_a_character_is_continuous_until_it_leaves);
    tcase_add_test(tc, test_a5_from_a_climax_lasts_until_the_end_of_turn);
    tcase_add_test(tc, test_ab_sets_the_chosen_characters_power_to_zero);
    tcase_add_test(tc, test_ab_from_a_character_is_continuous);
    tcase_add_test(tc, test_ab_ends_when_its_target_leaves);
    tcase_add_test(tc, test_ab_from_a_climax);
    tcase_add_test(tc, test_stack_a5_then_ab_then_a5_then_the_ab_source_leaves);
    tcase_add_test(tc, test_stack_operations_of_the_seed);
    tcase_add_test(tc, test_a_revert_leaves_later_modifiers_acting);
    tcase_add_test(tc, test_end_turn_reverts_only_the_modifiers_present);
    tcase_add_test(tc, test_a_removal_below_a_revert_keeps_the_newer_modifiers_acting);
    tcase_add_test(tc, test_equal_reverts_give_equal_states);
    tcase_add_test(tc, test_stack_operations_refuse_bad_arguments);
    tcase_add_test(tc, test_stack_holds_at_most_64_modifiers);
    tcase_add_test(tc, test_stack_operations_refuse_a_finished_game);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(abilities_suite());
}
