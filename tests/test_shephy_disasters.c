/* Shephy: the disasters — Crowding, Falling Rock, Lightning, Meteor, Plague,
   Shephion, Slump, Storm, Wolves (the seed's nine cards, its examples
   included). Each position has the card on top of the discard pile, as just
   played, and two cards left in hand. */
#include <check.h>

#include "check_quiet.h"

#include "shephy_positions.h"

#define HAND "Be Fruitful, Dominion"
#define PLAY_HAND "Play Be Fruitful|Play Dominion"

/* ---- Crowding: "Release all but two Sheep cards." ---- */

START_TEST(crowding_releases_one_at_a_time_until_two_remain)
{
    cg_state *s = load_pos((pos){
        .field = "1 1 30 100 100", .hand = HAND, .discard = "*, Crowding", .effect = "Crowding"});
    expect_moves(s, "Release 1 Sheep card|Release 30 Sheep card|Release 100 Sheep card");
    play(s, "Release 1 Sheep card");
    expect_pos(s, (pos){.field = "1 30 100 100",
                        .hand = HAND,
                        .discard = "*, Crowding",
                        .effect = "Crowding"});
    expect_moves(s, "Release 1 Sheep card|Release 30 Sheep card|Release 100 Sheep card");
    play(s, "Release 1 Sheep card");
    expect_pos(
        s,
        (pos){.field = "30 100 100", .hand = HAND, .discard = "*, Crowding", .effect = "Crowding"});
    expect_moves(s, "Release 30 Sheep card|Release 100 Sheep card");
    play(s, "Release 30 Sheep card");
    expect_pos(s, (pos){.field = "100 100", .hand = HAND, .discard = "*, Crowding"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(crowding_with_two_sheep_does_nothing)
{
    /* the seed: played with two or fewer sheep, nothing happens */
    cg_state *s = load_pos(
        (pos){.field = "1 100", .hand = HAND, .discard = "*, Crowding", .effect = "Crowding"});
    expect_moves(s, "Too few sheep - nothing happened");
    play(s, "Too few sheep - nothing happened");
    expect_pos(s, (pos){.field = "1 100", .hand = HAND, .discard = "*, Crowding"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(crowding_with_one_sheep_does_nothing)
{
    cg_state *s = load_pos((pos){.hand = HAND, .discard = "*, Crowding", .effect = "Crowding"});
    expect_moves(s, "Too few sheep - nothing happened");
    cg_state_free(s);
}
END_TEST

/* ---- Falling Rock: "Relase one Sheep card." ---- */

START_TEST(falling_rock_releases_one_chosen_sheep)
{
    cg_state *s = load_pos((pos){.field = "1 3 30 100",
                                 .hand = HAND,
                                 .discard = "*, Falling Rock",
                                 .effect = "Falling Rock"});
    expect_moves(s, "Release 1 Sheep card|Release 3 Sheep card|Release 30 Sheep card|"
                    "Release 100 Sheep card");
    play(s, "Release 30 Sheep card");
    expect_pos(s, (pos){.field = "1 3 100", .hand = HAND, .discard = "*, Falling Rock"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(falling_rock_on_the_last_sheep_loses)
{
    cg_state *s = load_pos(
        (pos){.field = "3", .hand = HAND, .discard = "*, Falling Rock", .effect = "Falling Rock"});
    expect_moves(s, "Release 3 Sheep card");
    play(s, "Release 3 Sheep card");
    expect_pos(s, (pos){.field = "-", .hand = HAND, .discard = "*, Falling Rock"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

/* ---- Lightning: "Release your highest-ranking Sheep card." ---- */

START_TEST(lightning_releases_a_card_of_the_highest_rank)
{
    cg_state *s = load_pos((pos){
        .field = "1 3 30 100 100", .hand = HAND, .discard = "*, Lightning", .effect = "Lightning"});
    expect_moves(s, "Release 100 Sheep card");
    play(s, "Release 100 Sheep card");
    expect_pos(s, (pos){.field = "1 3 30 100", .hand = HAND, .discard = "*, Lightning"});
    cg_state_free(s);
}
END_TEST

START_TEST(lightning_on_the_last_sheep_loses)
{
    cg_state *s = load_pos(
        (pos){.field = "30", .hand = HAND, .discard = "*, Lightning", .effect = "Lightning"});
    play(s, "Release 30 Sheep card");
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

/* ---- Meteor: "Release three Sheep cards, and then remove this card from the game." */

START_TEST(meteor_releases_three_and_is_exiled_on_the_first)
{
    cg_state *s = load_pos(
        (pos){.field = "1 3 10 30", .hand = HAND, .discard = "*, Meteor", .effect = "Meteor"});
    expect_moves(s, "Release 1 Sheep card|Release 3 Sheep card|Release 10 Sheep card|"
                    "Release 30 Sheep card");
    play(s, "Release 3 Sheep card");
    expect_pos(s, (pos){.field = "1 10 30",
                        .hand = HAND,
                        .discard = "*",
                        .exile = "Meteor",
                        .effect = "Meteor: rest 2"});
    play(s, "Release 1 Sheep card");
    expect_pos(s, (pos){.field = "10 30",
                        .hand = HAND,
                        .discard = "*",
                        .exile = "Meteor",
                        .effect = "Meteor: rest 1"});
    expect_moves(s, "Release 10 Sheep card|Release 30 Sheep card");
    play(s, "Release 10 Sheep card");
    expect_pos(s, (pos){.field = "30", .hand = HAND, .discard = "*", .exile = "Meteor"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(meteor_with_two_sheep_releases_both)
{
    cg_state *s =
        load_pos((pos){.field = "1 3", .hand = HAND, .discard = "*, Meteor", .effect = "Meteor"});
    play(s, "Release 1 Sheep card");
    expect_pos(s, (pos){.field = "3",
                        .hand = HAND,
                        .discard = "*",
                        .exile = "Meteor",
                        .effect = "Meteor: rest 1"});
    play(s, "Release 3 Sheep card");
    expect_pos(s, (pos){.field = "-", .hand = HAND, .discard = "*", .exile = "Meteor"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

START_TEST(meteor_with_one_sheep_releases_it_and_is_exiled)
{
    cg_state *s =
        load_pos((pos){.field = "100", .hand = HAND, .discard = "*, Meteor", .effect = "Meteor"});
    play(s, "Release 100 Sheep card");
    expect_pos(s, (pos){.field = "-", .hand = HAND, .discard = "*", .exile = "Meteor"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

/* ---- Plague: "Release all Sheep cards of one rank." ---- */

START_TEST(plague_releases_every_card_of_a_chosen_rank)
{
    cg_state *s = load_pos(
        (pos){.field = "1 1 30 100 100", .hand = HAND, .discard = "*, Plague", .effect = "Plague"});
    expect_moves(s, "Release all 1 Sheep cards|Release all 30 Sheep cards|"
                    "Release all 100 Sheep cards");
    play(s, "Release all 100 Sheep cards");
    expect_pos(s, (pos){.field = "1 1 30", .hand = HAND, .discard = "*, Plague"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(plague_on_a_field_of_one_rank_loses)
{
    cg_state *s =
        load_pos((pos){.field = "3 3 3", .hand = HAND, .discard = "*, Plague", .effect = "Plague"});
    expect_moves(s, "Release all 3 Sheep cards");
    play(s, "Release all 3 Sheep cards");
    expect_pos(s, (pos){.field = "-", .hand = HAND, .discard = "*, Plague"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

/* ---- Shephion: "Release seven Sheep cards." ---- */

START_TEST(shephion_releases_all_sheep_in_one_move)
{
    cg_state *s = load_pos((pos){.field = "1 3 3 100 300 300 300",
                                 .hand = HAND,
                                 .discard = "*, Shephion",
                                 .effect = "Shephion"});
    expect_moves(s, "Release all Sheep cards");
    play(s, "Release all Sheep cards");
    expect_pos(s, (pos){.field = "-", .hand = HAND, .discard = "*, Shephion"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

/* ---- Slump: "Relase half of your Sheep cards (Round down.)" ---- */

START_TEST(slump_with_five_sheep_releases_two)
{
    /* the seed: five sheep, round down half: release only two */
    cg_state *s = load_pos(
        (pos){.field = "1 3 10 30 100", .hand = HAND, .discard = "*, Slump", .effect = "Slump"});
    expect_moves(s, "Release 1 Sheep card|Release 3 Sheep card|Release 10 Sheep card|"
                    "Release 30 Sheep card|Release 100 Sheep card");
    play(s, "Release 1 Sheep card");
    expect_pos(s, (pos){.field = "3 10 30 100",
                        .hand = HAND,
                        .discard = "*, Slump",
                        .effect = "Slump: initial 5"});
    expect_moves(s, "Release 3 Sheep card|Release 10 Sheep card|Release 30 Sheep card|"
                    "Release 100 Sheep card");
    play(s, "Release 3 Sheep card");
    expect_pos(s, (pos){.field = "10 30 100", .hand = HAND, .discard = "*, Slump"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(slump_with_seven_sheep_keeps_four)
{
    cg_state *s = load_pos(
        (pos){.field = "1 1 1 1 3 3 3", .hand = HAND, .discard = "*, Slump", .effect = "Slump"});
    play(s, "Release 1 Sheep card");
    play(s, "Release 1 Sheep card");
    expect_pos(s, (pos){.field = "1 1 3 3 3",
                        .hand = HAND,
                        .discard = "*, Slump",
                        .effect = "Slump: initial 7"});
    play(s, "Release 3 Sheep card");
    expect_pos(s, (pos){.field = "1 1 3 3", .hand = HAND, .discard = "*, Slump"});
    cg_state_free(s);
}
END_TEST

START_TEST(slump_with_two_sheep_releases_one)
{
    cg_state *s =
        load_pos((pos){.field = "1 3", .hand = HAND, .discard = "*, Slump", .effect = "Slump"});
    play(s, "Release 3 Sheep card");
    expect_pos(s, (pos){.field = "1", .hand = HAND, .discard = "*, Slump"});
    cg_state_free(s);
}
END_TEST

START_TEST(slump_with_one_sheep_does_nothing)
{
    /* the seed: with one sheep card nothing needs to be released */
    cg_state *s =
        load_pos((pos){.field = "30", .hand = HAND, .discard = "*, Slump", .effect = "Slump"});
    expect_moves(s, "No sheep to release - nothing happened");
    play(s, "No sheep to release - nothing happened");
    expect_pos(s, (pos){.field = "30", .hand = HAND, .discard = "*, Slump"});
    cg_state_free(s);
}
END_TEST

/* ---- Storm: "Release two Sheep cards." ---- */

START_TEST(storm_releases_two_sheep_one_at_a_time)
{
    cg_state *s = load_pos(
        (pos){.field = "1 3 30 100", .hand = HAND, .discard = "*, Storm", .effect = "Storm"});
    expect_moves(s, "Release 1 Sheep card|Release 3 Sheep card|Release 30 Sheep card|"
                    "Release 100 Sheep card");
    play(s, "Release 1 Sheep card");
    expect_pos(
        s,
        (pos){.field = "3 30 100", .hand = HAND, .discard = "*, Storm", .effect = "Storm: rest 1"});
    expect_moves(s, "Release 3 Sheep card|Release 30 Sheep card|Release 100 Sheep card");
    play(s, "Release 100 Sheep card");
    expect_pos(s, (pos){.field = "3 30", .hand = HAND, .discard = "*, Storm"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(storm_with_one_sheep_releases_it_and_ends)
{
    /* the seed: with one sheep the effect ends after one release */
    cg_state *s = load_pos((pos){.hand = HAND, .discard = "*, Storm", .effect = "Storm"});
    expect_moves(s, "Release 1 Sheep card");
    play(s, "Release 1 Sheep card");
    expect_pos(s, (pos){.field = "-", .hand = HAND, .discard = "*, Storm"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

/* ---- Wolves: "Reduce the rank of your highest-ranking sheep card by one. If your
   highest ranaking Sheep card is 1, release it." ---- */

START_TEST(wolves_reduce_a_card_of_the_highest_rank)
{
    cg_state *s = load_pos(
        (pos){.field = "1 3 30 100 100", .hand = HAND, .discard = "*, Wolves", .effect = "Wolves"});
    expect_moves(s, "Reduce the rank of 100 Sheep card");
    play(s, "Reduce the rank of 100 Sheep card");
    expect_pos(s, (pos){.field = "1 3 30 30 100", .hand = HAND, .discard = "*, Wolves"});
    expect_moves(s, PLAY_HAND);
    cg_state_free(s);
}
END_TEST

START_TEST(wolves_reduce_a_3_to_a_1)
{
    cg_state *s =
        load_pos((pos){.field = "1 3", .hand = HAND, .discard = "*, Wolves", .effect = "Wolves"});
    play(s, "Reduce the rank of 3 Sheep card");
    expect_pos(s, (pos){.field = "1 1", .hand = HAND, .discard = "*, Wolves"});
    cg_state_free(s);
}
END_TEST

START_TEST(wolves_on_1s_release_one)
{
    cg_state *s =
        load_pos((pos){.field = "1 1", .hand = HAND, .discard = "*, Wolves", .effect = "Wolves"});
    expect_moves(s, "Release 1 Sheep card");
    play(s, "Release 1 Sheep card");
    expect_pos(s, (pos){.field = "1", .hand = HAND, .discard = "*, Wolves"});
    cg_state_free(s);
}
END_TEST

START_TEST(wolves_on_a_lone_1_lose)
{
    cg_state *s = load_pos((pos){.hand = HAND, .discard = "*, Wolves", .effect = "Wolves"});
    play(s, "Release 1 Sheep card");
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

void add_disaster_card_tests(Suite *suite)
{
    TCase *tc = tcase_create("disaster cards");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, crowding_releases_one_at_a_time_until_two_remain);
    tcase_add_test(tc, crowding_with_two_sheep_does_nothing);
    tcase_add_test(tc, crowding_with_one_sheep_does_nothing);
    tcase_add_test(tc, falling_rock_releases_one_chosen_sheep);
    tcase_add_test(tc, falling_rock_on_the_last_sheep_loses);
    tcase_add_test(tc, lightning_releases_a_card_of_the_highest_rank);
    tcase_add_test(tc, lightning_on_the_last_sheep_loses);
    tcase_add_test(tc, meteor_releases_three_and_is_exiled_on_the_first);
    tcase_add_test(tc, meteor_with_two_sheep_releases_both);
    tcase_add_test(tc, meteor_with_one_sheep_releases_it_and_is_exiled);
    tcase_add_test(tc, plague_releases_every_card_of_a_chosen_rank);
    tcase_add_test(tc, plague_on_a_field_of_one_rank_loses);
    tcase_add_test(tc, shephion_releases_all_sheep_in_one_move);
    tcase_add_test(tc, slump_with_five_sheep_releases_two);
    tcase_add_test(tc, slump_with_seven_sheep_keeps_four);
    tcase_add_test(tc, slump_with_two_sheep_releases_one);
    tcase_add_test(tc, slump_with_one_sheep_does_nothing);
    tcase_add_test(tc, storm_releases_two_sheep_one_at_a_time);
    tcase_add_test(tc, storm_with_one_sheep_releases_it_and_ends);
    tcase_add_test(tc, wolves_reduce_a_card_of_the_highest_rank);
    tcase_add_test(tc, wolves_reduce_a_3_to_a_1);
    tcase_add_test(tc, wolves_on_1s_release_one);
    tcase_add_test(tc, wolves_on_a_lone_1_lose);
    suite_add_tcase(suite, tc);
}
