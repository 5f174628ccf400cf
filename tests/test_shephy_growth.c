/* Shephy: the event cards that grow the flock — Be Fruitful, Dominion, Fill
   the Earth, Flourish, Golden Hooves, Multiply. Each position has the card
   on top of the discard pile, as just played, and two cards left in hand. */
#include <check.h>

#include "check_quiet.h"

#include "shephy_positions.h"

#define HAND "Storm, Plague"
#define PLAY_HAND "Play Plague|Play Storm"

/* ---- Be Fruitful ---- */

START_TEST(be_fruitful_copies_a_chosen_rank)
{
    cg_state *s = load_pos((pos){.field = "1 3 30 30 100",
                                 .hand = HAND,
                                 .discard = "*, Be Fruitful",
                                 .effect = "Be Fruitful"});
    expect_moves(s, "Copy 1 Sheep card|Copy 3 Sheep card|Copy 30 Sheep card|Copy 100 Sheep card");
    play(s, "Copy 30 Sheep card");
    expect_pos(s, (pos){.field = "1 3 30 30 100",
                        .hand = HAND,
                        .discard = "*, Be Fruitful",
                        .effect = "Be Fruitful: rank 30"});
    expect_moves(s, "Gain a 30 Sheep card");
    play(s, "Gain a 30 Sheep card");
    expect_pos(s, (pos){.field = "1 3 30 30 30 100", .hand = HAND, .discard = "*, Be Fruitful"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(be_fruitful_with_one_sheep_copies_it)
{
    cg_state *s =
        load_pos((pos){.hand = HAND, .discard = "*, Be Fruitful", .effect = "Be Fruitful"});
    expect_moves(s, "Copy 1 Sheep card");
    play(s, "Copy 1 Sheep card");
    play(s, "Gain a 1 Sheep card");
    expect_pos(s, (pos){.field = "1 1", .hand = HAND, .discard = "*, Be Fruitful"});
    cg_state_free(s);
}
END_TEST

START_TEST(be_fruitful_on_a_full_field_does_nothing)
{
    cg_state *s = load_pos((pos){.field = "1 1 1 3 3 3 10",
                                 .hand = HAND,
                                 .discard = "*, Be Fruitful",
                                 .effect = "Be Fruitful"});
    expect_moves(s, "Nothing happened");
    play(s, "Nothing happened");
    expect_pos(s, (pos){.field = "1 1 1 3 3 3 10", .hand = HAND, .discard = "*, Be Fruitful"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

/* ---- Dominion ---- */

START_TEST(dominion_combines_chosen_cards_into_the_largest_rank_not_above_their_sum)
{
    cg_state *s = load_pos((pos){
        .field = "1 3 3 3 3 30", .hand = HAND, .discard = "*, Dominion", .effect = "Dominion"});
    expect_moves(s, "Choose 1 Sheep card|Choose 3 Sheep card|Choose 30 Sheep card");
    play(s, "Choose 3 Sheep card");
    expect_pos(s, (pos){.field = "1 3 3 3 3 30",
                        .hand = HAND,
                        .discard = "*, Dominion",
                        .effect = "Dominion: chosen 3"});
    expect_moves(s, "Choose 1 Sheep card|Choose 3 Sheep card|Choose 30 Sheep card|"
                    "Combine chosen Sheep cards");
    play(s, "Choose 3 Sheep card");
    play(s, "Choose 3 Sheep card");
    play(s, "Choose 3 Sheep card");
    expect_pos(s, (pos){.field = "1 3 3 3 3 30",
                        .hand = HAND,
                        .discard = "*, Dominion",
                        .effect = "Dominion: chosen 3 3 3 3"});
    expect_moves(s, "Choose 1 Sheep card|Choose 30 Sheep card|Combine chosen Sheep cards");
    play(s, "Combine chosen Sheep cards"); /* 3+3+3+3 = 12: a 10 */
    expect_pos(s, (pos){.field = "1 10 30", .hand = HAND, .discard = "*, Dominion"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(dominion_rules_example_300_100_30_30_10_gives_300)
{
    cg_state *s = load_pos((pos){.field = "3 10 30 30 100 300",
                                 .hand = HAND,
                                 .discard = "*, Dominion",
                                 .effect = "Dominion: chosen 10 30 30 100 300"});
    play(s, "Combine chosen Sheep cards");
    expect_pos(s, (pos){.field = "3 300", .hand = HAND, .discard = "*, Dominion"});
    cg_state_free(s);
}
END_TEST

START_TEST(dominion_with_everything_chosen_only_combines)
{
    cg_state *s = load_pos((pos){
        .field = "1 1", .hand = HAND, .discard = "*, Dominion", .effect = "Dominion: chosen 1"});
    expect_moves(s, "Choose 1 Sheep card|Combine chosen Sheep cards");
    play(s, "Choose 1 Sheep card");
    expect_moves(s, "Combine chosen Sheep cards");
    play(s, "Combine chosen Sheep cards"); /* 1+1 = 2: a 1 */
    expect_pos(s, (pos){.field = "1", .hand = HAND, .discard = "*, Dominion"});
    cg_state_free(s);
}
END_TEST

START_TEST(dominion_with_one_sheep_gives_it_back)
{
    cg_state *s = load_pos(
        (pos){.field = "10", .hand = HAND, .discard = "*, Dominion", .effect = "Dominion"});
    expect_moves(s, "Choose 10 Sheep card");
    play(s, "Choose 10 Sheep card");
    expect_moves(s, "Combine chosen Sheep cards");
    play(s, "Combine chosen Sheep cards");
    expect_pos(s, (pos){.field = "10", .hand = HAND, .discard = "*, Dominion"});
    cg_state_free(s);
}
END_TEST

START_TEST(dominion_reaching_1000_wins)
{
    cg_state *s = load_pos((pos){.field = "1 100 300 300 300",
                                 .hand = HAND,
                                 .discard = "*, Dominion",
                                 .effect = "Dominion: chosen 100 300 300 300"});
    play(s, "Combine chosen Sheep cards");
    expect_pos(s, (pos){.field = "1 1000", .hand = HAND, .discard = "*, Dominion"});
    expect_over(s, CG_SHEPHY_WON);
    cg_state_free(s);
}
END_TEST

/* ---- Fill the Earth ---- */

START_TEST(fill_the_earth_gains_1s_until_cancelled)
{
    cg_state *s =
        load_pos((pos){.hand = HAND, .discard = "*, Fill the Earth", .effect = "Fill the Earth"});
    expect_moves(s, "Gain a 1 Sheep card|Cancel");
    play(s, "Gain a 1 Sheep card");
    expect_pos(s, (pos){.field = "1 1",
                        .hand = HAND,
                        .discard = "*, Fill the Earth",
                        .effect = "Fill the Earth"});
    expect_moves(s, "Gain a 1 Sheep card|Cancel");
    play(s, "Gain a 1 Sheep card");
    expect_pos(s, (pos){.field = "1 1 1",
                        .hand = HAND,
                        .discard = "*, Fill the Earth",
                        .effect = "Fill the Earth"});
    play(s, "Cancel");
    expect_pos(s, (pos){.field = "1 1 1", .hand = HAND, .discard = "*, Fill the Earth"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(fill_the_earth_only_cancels_once_the_field_is_full)
{
    cg_state *s = load_pos((pos){.field = "1 3 3 3 3 3",
                                 .hand = HAND,
                                 .discard = "*, Fill the Earth",
                                 .effect = "Fill the Earth"});
    play(s, "Gain a 1 Sheep card");
    expect_pos(s, (pos){.field = "1 1 3 3 3 3 3",
                        .hand = HAND,
                        .discard = "*, Fill the Earth",
                        .effect = "Fill the Earth"});
    expect_moves(s, "Cancel");
    play(s, "Cancel");
    expect_pos(s, (pos){.field = "1 1 3 3 3 3 3", .hand = HAND, .discard = "*, Fill the Earth"});
    cg_state_free(s);
}
END_TEST

START_TEST(fill_the_earth_with_the_1_stock_empty_only_cancels)
{
    cg_state *s = load_pos((pos){.field = "1 1 1 1 1 1 1",
                                 .hand = HAND,
                                 .discard = "*, Fill the Earth",
                                 .effect = "Fill the Earth"});
    expect_moves(s, "Cancel");
    cg_state_free(s);
}
END_TEST

/* ---- Flourish ---- */

START_TEST(flourish_gains_three_cards_one_rank_lower)
{
    cg_state *s = load_pos(
        (pos){.field = "1 3 30 100", .hand = HAND, .discard = "*, Flourish", .effect = "Flourish"});
    expect_moves(s, "Choose 1 Sheep card|Choose 3 Sheep card|Choose 30 Sheep card|"
                    "Choose 100 Sheep card");
    play(s, "Choose 3 Sheep card");
    expect_pos(s, (pos){.field = "1 3 30 100",
                        .hand = HAND,
                        .discard = "*, Flourish",
                        .effect = "Flourish: rank 3"});
    expect_moves(s, "Gain 3 cards of 1 Sheep");
    play(s, "Gain 3 cards of 1 Sheep");
    expect_pos(s, (pos){.field = "1 1 1 1 3 30 100", .hand = HAND, .discard = "*, Flourish"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(flourish_gains_two_cards_when_two_places_are_left)
{
    cg_state *s = load_pos((pos){
        .field = "1 3 30 100 100", .hand = HAND, .discard = "*, Flourish", .effect = "Flourish"});
    play(s, "Choose 100 Sheep card");
    expect_moves(s, "Gain 2 cards of 30 Sheep");
    play(s, "Gain 2 cards of 30 Sheep");
    expect_pos(s, (pos){.field = "1 3 30 30 30 100 100", .hand = HAND, .discard = "*, Flourish"});
    cg_state_free(s);
}
END_TEST

START_TEST(flourish_gains_a_card_when_one_place_is_left)
{
    cg_state *s = load_pos((pos){.field = "1 3 30 100 100 100",
                                 .hand = HAND,
                                 .discard = "*, Flourish",
                                 .effect = "Flourish"});
    play(s, "Choose 3 Sheep card");
    expect_moves(s, "Gain a 1 Sheep card");
    play(s, "Gain a 1 Sheep card");
    expect_pos(s, (pos){.field = "1 1 3 30 100 100 100", .hand = HAND, .discard = "*, Flourish"});
    cg_state_free(s);
}
END_TEST

START_TEST(flourish_on_a_1_gains_nothing)
{
    cg_state *s = load_pos(
        (pos){.field = "1 3 30 100", .hand = HAND, .discard = "*, Flourish", .effect = "Flourish"});
    play(s, "Choose 1 Sheep card");
    expect_pos(s, (pos){.field = "1 3 30 100",
                        .hand = HAND,
                        .discard = "*, Flourish",
                        .effect = "Flourish: rank 1"});
    expect_moves(s, "Gain nothing");
    play(s, "Gain nothing");
    expect_pos(s, (pos){.field = "1 3 30 100", .hand = HAND, .discard = "*, Flourish"});
    cg_state_free(s);
}
END_TEST

START_TEST(flourish_with_one_sheep_chooses_it)
{
    cg_state *s = load_pos(
        (pos){.field = "10", .hand = HAND, .discard = "*, Flourish", .effect = "Flourish"});
    expect_moves(s, "Choose 10 Sheep card");
    play(s, "Choose 10 Sheep card");
    play(s, "Gain 3 cards of 3 Sheep");
    expect_pos(s, (pos){.field = "3 3 3 10", .hand = HAND, .discard = "*, Flourish"});
    cg_state_free(s);
}
END_TEST

START_TEST(flourish_on_a_full_field_does_nothing)
{
    cg_state *s = load_pos((pos){
        .field = "1 1 1 1 1 1 3", .hand = HAND, .discard = "*, Flourish", .effect = "Flourish"});
    expect_moves(s, "Nothing happened");
    play(s, "Nothing happened");
    expect_pos(s, (pos){.field = "1 1 1 1 1 1 3", .hand = HAND, .discard = "*, Flourish"});
    cg_state_free(s);
}
END_TEST

/* ---- Golden Hooves ---- */

START_TEST(golden_hooves_raises_chosen_cards_below_the_highest)
{
    cg_state *s = load_pos((pos){.field = "1 3 30 100",
                                 .hand = HAND,
                                 .discard = "*, Golden Hooves",
                                 .effect = "Golden Hooves"});
    expect_moves(s, "Choose 1 Sheep card|Choose 3 Sheep card|Choose 30 Sheep card|Cancel");
    play(s, "Choose 1 Sheep card");
    expect_pos(s, (pos){.field = "1 3 30 100",
                        .hand = HAND,
                        .discard = "*, Golden Hooves",
                        .effect = "Golden Hooves: chosen 1"});
    expect_moves(s, "Choose 3 Sheep card|Choose 30 Sheep card|Raise ranks of chosen Sheep cards");
    play(s, "Choose 3 Sheep card");
    expect_moves(s, "Choose 30 Sheep card|Raise ranks of chosen Sheep cards");
    play(s, "Raise ranks of chosen Sheep cards");
    expect_pos(s, (pos){.field = "3 10 30 100", .hand = HAND, .discard = "*, Golden Hooves"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(golden_hooves_with_everything_chosen_only_raises)
{
    cg_state *s = load_pos((pos){.field = "1 1 3 30",
                                 .hand = HAND,
                                 .discard = "*, Golden Hooves",
                                 .effect = "Golden Hooves: chosen 1 1"});
    expect_moves(s, "Choose 3 Sheep card|Raise ranks of chosen Sheep cards");
    play(s, "Choose 3 Sheep card");
    expect_moves(s, "Raise ranks of chosen Sheep cards");
    play(s, "Raise ranks of chosen Sheep cards");
    expect_pos(s, (pos){.field = "3 3 10 30", .hand = HAND, .discard = "*, Golden Hooves"});
    cg_state_free(s);
}
END_TEST

START_TEST(golden_hooves_cancelled_changes_nothing)
{
    cg_state *s = load_pos((pos){
        .field = "1 3", .hand = HAND, .discard = "*, Golden Hooves", .effect = "Golden Hooves"});
    play(s, "Cancel");
    expect_pos(s, (pos){.field = "1 3", .hand = HAND, .discard = "*, Golden Hooves"});
    cg_state_free(s);
}
END_TEST

START_TEST(golden_hooves_never_chooses_the_highest_rank)
{
    cg_state *s = load_pos((pos){.field = "10 30 30",
                                 .hand = HAND,
                                 .discard = "*, Golden Hooves",
                                 .effect = "Golden Hooves"});
    expect_moves(s, "Choose 10 Sheep card|Cancel");
    cg_state_free(s);
}
END_TEST

START_TEST(golden_hooves_on_a_field_of_one_rank_only_cancels)
{
    cg_state *s = load_pos((pos){.field = "1 1 1 1 1 1 1",
                                 .hand = HAND,
                                 .discard = "*, Golden Hooves",
                                 .effect = "Golden Hooves"});
    expect_moves(s, "Cancel");
    cg_state_free(s);
}
END_TEST

START_TEST(golden_hooves_with_one_sheep_only_cancels)
{
    cg_state *s = load_pos((pos){
        .field = "30", .hand = HAND, .discard = "*, Golden Hooves", .effect = "Golden Hooves"});
    expect_moves(s, "Cancel");
    play(s, "Cancel");
    expect_pos(s, (pos){.field = "30", .hand = HAND, .discard = "*, Golden Hooves"});
    cg_state_free(s);
}
END_TEST

/* ---- Multiply ---- */

START_TEST(multiply_gains_a_3)
{
    cg_state *s = load_pos((pos){.hand = HAND, .discard = "*, Multiply", .effect = "Multiply"});
    expect_moves(s, "Gain a 3 Sheep card");
    play(s, "Gain a 3 Sheep card");
    expect_pos(s, (pos){.field = "1 3", .hand = HAND, .discard = "*, Multiply"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(multiply_on_a_full_field_does_nothing)
{
    cg_state *s = load_pos((pos){
        .field = "1 1 1 1 1 1 1", .hand = HAND, .discard = "*, Multiply", .effect = "Multiply"});
    expect_moves(s, "Nothing happened");
    play(s, "Nothing happened");
    expect_pos(s, (pos){.field = "1 1 1 1 1 1 1", .hand = HAND, .discard = "*, Multiply"});
    cg_state_free(s);
}
END_TEST

START_TEST(multiply_with_the_3_stock_empty_does_nothing)
{
    cg_state *s = load_pos((pos){
        .field = "3 3 3 3 3 3 3", .hand = HAND, .discard = "*, Multiply", .effect = "Multiply"});
    expect_moves(s, "Nothing happened");
    cg_state_free(s);
}
END_TEST

void add_growth_card_tests(Suite *suite)
{
    TCase *tc = tcase_create("growth cards");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, be_fruitful_copies_a_chosen_rank);
    tcase_add_test(tc, be_fruitful_with_one_sheep_copies_it);
    tcase_add_test(tc, be_fruitful_on_a_full_field_does_nothing);
    tcase_add_test(tc, dominion_combines_chosen_cards_into_the_largest_rank_not_above_their_sum);
    tcase_add_test(tc, dominion_rules_example_300_100_30_30_10_gives_300);
    tcase_add_test(tc, dominion_with_everything_chosen_only_combines);
    tcase_add_test(tc, dominion_with_one_sheep_gives_it_back);
    tcase_add_test(tc, dominion_reaching_1000_wins);
    tcase_add_test(tc, fill_the_earth_gains_1s_until_cancelled);
    tcase_add_test(tc, fill_the_earth_only_cancels_once_the_field_is_full);
    tcase_add_test(tc, fill_the_earth_with_the_1_stock_empty_only_cancels);
    tcase_add_test(tc, flourish_gains_three_cards_one_rank_lower);
    tcase_add_test(tc, flourish_gains_two_cards_when_two_places_are_left);
    tcase_add_test(tc, flourish_gains_a_card_when_one_place_is_left);
    tcase_add_test(tc, flourish_on_a_1_gains_nothing);
    tcase_add_test(tc, flourish_with_one_sheep_chooses_it);
    tcase_add_test(tc, flourish_on_a_full_field_does_nothing);
    tcase_add_test(tc, golden_hooves_raises_chosen_cards_below_the_highest);
    tcase_add_test(tc, golden_hooves_with_everything_chosen_only_raises);
    tcase_add_test(tc, golden_hooves_cancelled_changes_nothing);
    tcase_add_test(tc, golden_hooves_never_chooses_the_highest_rank);
    tcase_add_test(tc, golden_hooves_on_a_field_of_one_rank_only_cancels);
    tcase_add_test(tc, golden_hooves_with_one_sheep_only_cancels);
    tcase_add_test(tc, multiply_gains_a_3);
    tcase_add_test(tc, multiply_on_a_full_field_does_nothing);
    tcase_add_test(tc, multiply_with_the_3_stock_empty_does_nothing);
    suite_add_tcase(suite, tc);
}
