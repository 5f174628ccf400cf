/*
 * Shephy's rules, one behaviour per test: the setup and the between-cards
 * rules here, the event cards, texts and typed API in the other
 * test_shephy_*.c files. Positions are typed in the saved form (through
 * cg_state_load); after each move the whole position (field, stock, enemy
 * count, hand, deck, discard pile, exile, effect in progress) is compared
 * with the expected one.
 */
#include <check.h>

#include "check_quiet.h"
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "shephy_positions.h"

/* ---- Setup ---- */

START_TEST(setup_has_one_sheep_enemy_one_and_the_22_cards_in_the_deck)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(shephy_game, 7, &s), CG_OK);
    uint8_t field[7], stock[7], deck[22];
    ck_assert_int_eq(cg_shephy_field(s, field), CG_OK);
    ck_assert_int_eq(cg_shephy_stock(s, stock), CG_OK);
    static const uint8_t want_field[7] = {1, 0, 0, 0, 0, 0, 0};
    static const uint8_t want_stock[7] = {6, 7, 7, 7, 7, 7, 7};
    ck_assert_mem_eq(field, want_field, 7);
    ck_assert_mem_eq(stock, want_stock, 7);
    ck_assert_int_eq(cg_shephy_enemy_sheep(s), 1);
    ck_assert_int_eq(cg_shephy_hand(s, NULL, 0), 0);
    ck_assert_int_eq(cg_shephy_discard(s, NULL, 0), 0);
    ck_assert_int_eq(cg_shephy_exile(s, NULL, 0), 0);
    ck_assert_int_eq(cg_shephy_deck(s, deck, 22), 22);
    int copies[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < 22; i++)
        copies[deck[i]]++;
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        ck_assert_int_eq(copies[c], cg_shephy_card_copies(c));
    cg_shephy_effect effect;
    ck_assert_int_eq(cg_shephy_effect_of(s, &effect), CG_OK);
    ck_assert_int_eq(effect.card, -1);
    expect_running(s);
    expect_moves(s, "Draw cards");
    cg_state_free(s);
}
END_TEST

START_TEST(setup_shuffles_the_deck_by_the_seed)
{
    cg_state *a = NULL, *b = NULL, *c = NULL;
    ck_assert_int_eq(cg_state_new(shephy_game, 1, &a), CG_OK);
    ck_assert_int_eq(cg_state_new(shephy_game, 1, &b), CG_OK);
    ck_assert_int_eq(cg_state_new(shephy_game, 2, &c), CG_OK);
    uint8_t da[22], db[22], dc[22];
    cg_shephy_deck(a, da, 22);
    cg_shephy_deck(b, db, 22);
    cg_shephy_deck(c, dc, 22);
    ck_assert_mem_eq(da, db, 22);
    ck_assert(memcmp(da, dc, 22) != 0);
    cg_state_free(a);
    cg_state_free(b);
    cg_state_free(c);
}
END_TEST

/* ---- Drawing ---- */

START_TEST(draw_cards_fills_the_hand_from_the_top_of_the_deck)
{
    cg_state *s = load_pos(
        (pos){.deck = "*, Slump, Be Fruitful, Dominion, Wolves, Plague, Storm", .discard = "-"});
    expect_moves(s, "Draw cards");
    play(s, "Draw cards");
    expect_pos(s, (pos){.hand = "Storm, Plague, Wolves, Dominion, Be Fruitful",
                        .deck = "*, Slump",
                        .discard = "-"});
    expect_moves(s, "Play Be Fruitful|Play Dominion|Play Plague|Play Storm|Play Wolves");
    cg_state_free(s);
}
END_TEST

START_TEST(draw_a_card_when_one_card_is_missing)
{
    cg_state *s = load_pos(
        (pos){.hand = "Storm, Plague, Wolves, Dominion", .deck = "*, Slump", .discard = "-"});
    expect_moves(s, "Draw a card");
    play(s, "Draw a card");
    expect_pos(
        s, (pos){.hand = "Storm, Plague, Wolves, Dominion, Slump", .deck = "*", .discard = "-"});
    cg_state_free(s);
}
END_TEST

START_TEST(draw_cards_names_the_missing_cards_not_the_deck)
{
    /* two cards missing, one left in the deck: "Draw cards" draws it */
    cg_state *s = load_pos((pos){.hand = "Storm, Plague, Wolves", .deck = "Slump"});
    expect_moves(s, "Draw cards");
    play(s, "Draw cards");
    expect_pos(s, (pos){.hand = "Storm, Plague, Wolves, Slump"});
    expect_moves(s, "Play Plague|Play Slump|Play Storm|Play Wolves");
    cg_state_free(s);
}
END_TEST

START_TEST(drawing_comes_before_playing)
{
    cg_state *s = load_pos((pos){.hand = "Storm", .deck = "Slump"});
    expect_moves(s, "Draw cards");
    cg_state_free(s);
}
END_TEST

/* ---- Playing ---- */

START_TEST(play_is_offered_once_per_distinct_card_in_card_order)
{
    cg_state *s = load_pos((pos){.hand = "Storm, Be Fruitful, Dominion, Be Fruitful, Dominion",
                                 .deck = "*",
                                 .discard = "-"});
    expect_moves(s, "Play Be Fruitful|Play Dominion|Play Storm");
    cg_state_free(s);
}
END_TEST

START_TEST(play_discards_the_oldest_copy_and_starts_its_effect)
{
    cg_state *s = load_pos((pos){
        .hand = "Storm, Be Fruitful, Plague, Be Fruitful, Wolves", .deck = "*", .discard = "-"});
    play(s, "Play Be Fruitful");
    expect_pos(s, (pos){.hand = "Storm, Plague, Be Fruitful, Wolves",
                        .deck = "*",
                        .discard = "Be Fruitful",
                        .effect = "Be Fruitful"});
    expect_running(s);
    cg_state_free(s);
}
END_TEST

START_TEST(a_short_hand_plays_when_the_deck_is_empty)
{
    cg_state *s = load_pos((pos){.hand = "Wolves, Storm"});
    expect_moves(s, "Play Storm|Play Wolves");
    cg_state_free(s);
}
END_TEST

/* ---- Remaking the deck ---- */

START_TEST(remake_shuffles_the_discard_pile_fills_the_hand_and_multiplies_the_enemy)
{
    cg_state *s = load_pos((pos){.field = "3 10"});
    expect_moves(s, "Remake Deck then fill Hand");
    play(s, "Remake Deck then fill Hand");
    ck_assert_int_eq(cg_shephy_enemy_sheep(s), 10);
    uint8_t hand[5], deck[22];
    ck_assert_int_eq(cg_shephy_hand(s, hand, 5), 5);
    ck_assert_int_eq(cg_shephy_deck(s, deck, 22), 17);
    ck_assert_int_eq(cg_shephy_discard(s, NULL, 0), 0);
    int copies[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < 5; i++)
        copies[hand[i]]++;
    for (int i = 0; i < 17; i++)
        copies[deck[i]]++;
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        ck_assert_int_eq(copies[c], cg_shephy_card_copies(c));
    uint8_t field[7];
    cg_shephy_field(s, field);
    ck_assert_int_eq(field[1] + field[2], 2);
    expect_running(s);
    cg_state_free(s);
}
END_TEST

START_TEST(remake_deals_the_pile_in_the_order_the_generator_shuffles_it)
{
    /* The expected order is the core generator's shuffle of the pile as
       saved (bottom first), from the position's generator words: it becomes
       the deck, and the hand draws its top five, top first. The cards are
       distinct, so no shuffle, or the pile taken in another order, gives
       another hand or deck. */
    const char *pile = "Storm, Wolves, Slump, Plague, Lightning, Meteor, Multiply, Shephion";
    uint8_t cards[32], top[5];
    int n = shuffled_by_saved_generator(pile, cards);
    char shuffled[512], hand[512], deck[512];
    card_list(cards, n, shuffled, sizeof shuffled);
    ck_assert_str_ne(shuffled, pile);
    for (int i = 0; i < 5; i++)
        top[i] = cards[n - 1 - i];
    card_list(top, 5, hand, sizeof hand);
    card_list(cards, n - 5, deck, sizeof deck);

    cg_state *s = load_pos((pos){.discard = pile, .exile = "*"});
    play(s, "Remake Deck then fill Hand");
    expect_pos(s, (pos){.enemy = "10", .hand = hand, .deck = deck, .discard = "-", .exile = "*"});
    cg_state_free(s);
}
END_TEST

START_TEST(remake_draws_the_top_of_the_shuffled_pile)
{
    /* one card in the discard pile: it becomes the deck and is drawn */
    cg_state *s = load_pos((pos){.enemy = "10", .discard = "Storm", .exile = "*"});
    play(s, "Remake Deck then fill Hand");
    expect_pos(s, (pos){.enemy = "100", .hand = "Storm", .discard = "-", .exile = "*"});
    expect_moves(s, "Play Storm");
    cg_state_free(s);
}
END_TEST

START_TEST(remake_with_an_empty_discard_pile_only_multiplies_the_enemy)
{
    cg_state *s = load_pos((pos){.discard = "-", .exile = "*"});
    play(s, "Remake Deck then fill Hand");
    expect_pos(s, (pos){.enemy = "10", .discard = "-", .exile = "*"});
    expect_moves(s, "Remake Deck then fill Hand");
    cg_state_free(s);
}
END_TEST

START_TEST(the_third_remake_brings_1000_enemies_and_loses)
{
    cg_state *s = load_pos((pos){.enemy = "100", .field = "300 300"});
    play(s, "Remake Deck then fill Hand");
    ck_assert_int_eq(cg_shephy_enemy_sheep(s), 1000);
    ck_assert_int_eq(cg_shephy_hand(s, NULL, 0), 5);
    expect_over(s, CG_SHEPHY_LOST_TO_ENEMY);
    cg_state_free(s);
}
END_TEST

/* ---- The end and its order ---- */

START_TEST(a_1000_sheep_card_in_the_field_wins)
{
    cg_state *s =
        load_pos((pos){.field = "1 1000", .hand = "Storm", .deck = "*", .discard = "Dominion"});
    expect_over(s, CG_SHEPHY_WON);
    cg_state_free(s);
}
END_TEST

START_TEST(enemy_sheep_reaching_1000_lose)
{
    /* the remake from 100 filled the hand from the discard pile */
    cg_state *s = load_pos((pos){.enemy = "1000",
                                 .field = "300",
                                 .hand = "Storm, Wolves, Plague, Slump, Meteor",
                                 .deck = "*",
                                 .discard = "-"});
    expect_over(s, CG_SHEPHY_LOST_TO_ENEMY);
    cg_state_free(s);
}
END_TEST

START_TEST(an_empty_field_loses)
{
    cg_state *s =
        load_pos((pos){.field = "-", .hand = "Storm", .deck = "*", .discard = "Falling Rock"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

START_TEST(the_win_is_checked_before_remaking)
{
    /* hand and deck empty at 100 enemies: a remake would lose */
    cg_state *s = load_pos((pos){.field = "100 300 300 300",
                                 .enemy = "100",
                                 .discard = "*, Dominion",
                                 .effect = "Dominion: chosen 100 300 300 300"});
    play(s, "Combine chosen Sheep cards");
    expect_over(s, CG_SHEPHY_WON);
    expect_pos(s, (pos){.field = "1000", .enemy = "100", .discard = "*, Dominion"});
    cg_state_free(s);
}
END_TEST

START_TEST(the_empty_field_is_checked_before_remaking)
{
    cg_state *s = load_pos((pos){.field = "-"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

START_TEST(enemy_sheep_of_1000_lose_before_remaking)
{
    /* every card exiled: the last remake dealt nothing, and none follows */
    cg_state *s = load_pos((pos){.enemy = "1000", .discard = "-", .exile = "*"});
    expect_over(s, CG_SHEPHY_LOST_TO_ENEMY);
    cg_state_free(s);
}
END_TEST

START_TEST(a_finished_game_refuses_moves)
{
    cg_state *s = load_pos((pos){.field = "-", .hand = "Storm"});
    cg_move m = CG_SHEPHY_MOVE(CG_SHEPHY_PLAY, CG_SHEPHY_STORM);
    ck_assert_int_eq(cg_state_apply(s, m), CG_EOVER);
    ck_assert_int_eq(cg_move_from_string(s, "Play Storm", &m), CG_EOVER);
    expect_pos(s, (pos){.field = "-", .hand = "Storm"});
    cg_state_free(s);
}
END_TEST

START_TEST(a_game_ends_only_between_cards)
{
    /* Storm's first release leaves the game running while Storm resolves */
    cg_state *s = load_pos((pos){.field = "1 3", .discard = "*, Storm", .effect = "Storm"});
    play(s, "Release 1 Sheep card");
    expect_running(s);
    play(s, "Release 3 Sheep card");
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

void add_between_cards_tests(Suite *suite)
{
    TCase *tc = tcase_create("between cards");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, setup_has_one_sheep_enemy_one_and_the_22_cards_in_the_deck);
    tcase_add_test(tc, setup_shuffles_the_deck_by_the_seed);
    tcase_add_test(tc, draw_cards_fills_the_hand_from_the_top_of_the_deck);
    tcase_add_test(tc, draw_a_card_when_one_card_is_missing);
    tcase_add_test(tc, draw_cards_names_the_missing_cards_not_the_deck);
    tcase_add_test(tc, drawing_comes_before_playing);
    tcase_add_test(tc, play_is_offered_once_per_distinct_card_in_card_order);
    tcase_add_test(tc, play_discards_the_oldest_copy_and_starts_its_effect);
    tcase_add_test(tc, a_short_hand_plays_when_the_deck_is_empty);
    tcase_add_test(tc, remake_shuffles_the_discard_pile_fills_the_hand_and_multiplies_the_enemy);
    tcase_add_test(tc, remake_deals_the_pile_in_the_order_the_generator_shuffles_it);
    tcase_add_test(tc, remake_draws_the_top_of_the_shuffled_pile);
    tcase_add_test(tc, remake_with_an_empty_discard_pile_only_multiplies_the_enemy);
    tcase_add_test(tc, the_third_remake_brings_1000_enemies_and_loses);
    tcase_add_test(tc, a_1000_sheep_card_in_the_field_wins);
    tcase_add_test(tc, enemy_sheep_reaching_1000_lose);
    tcase_add_test(tc, an_empty_field_loses);
    tcase_add_test(tc, the_win_is_checked_before_remaking);
    tcase_add_test(tc, the_empty_field_is_checked_before_remaking);
    tcase_add_test(tc, enemy_sheep_of_1000_lose_before_remaking);
    tcase_add_test(tc, a_finished_game_refuses_moves);
    tcase_add_test(tc, a_game_ends_only_between_cards);
    suite_add_tcase(suite, tc);
}

int main(void)
{
    Suite *suite = suite_create("shephy");
    add_between_cards_tests(suite);
    add_growth_card_tests(suite);
    add_utility_card_tests(suite);
    add_disaster_card_tests(suite);
    add_text_tests(suite);
    add_load_tests(suite);
    add_api_tests(suite);
    add_action_tests(suite);
    add_observation_tests(suite);
    add_information_tests(suite);
    add_bot_tests(suite);
    return check_run(suite);
}
