/* Shephy: the utility event cards — All-purpose Sheep, Inspiration, Planning
   Sheep, Sheep Dog. Each position has the card on top of the discard pile,
   as just played. */
#include <check.h>

#include "check_quiet.h"
#include <string.h>

#include "shephy_positions.h"

/* ---- All-purpose Sheep ---- */

START_TEST(all_purpose_sheep_with_an_empty_hand_does_nothing)
{
    cg_state *s = load_pos((pos){.discard = "*, All-purpose Sheep", .effect = "All-purpose Sheep"});
    expect_moves(s, "No card in hand - nothing happened");
    play(s, "No card in hand - nothing happened");
    expect_pos(s, (pos){.discard = "*, All-purpose Sheep"});
    expect_moves(s, "Remake Deck then fill Hand");
    cg_state_free(s);
}
END_TEST

START_TEST(all_purpose_sheep_offers_a_copy_of_each_distinct_card_in_hand)
{
    cg_state *s = load_pos((pos){.hand = "Be Fruitful, Storm, Be Fruitful, Multiply",
                                 .discard = "*, All-purpose Sheep",
                                 .effect = "All-purpose Sheep"});
    expect_moves(s, "Copy Be Fruitful|Copy Multiply|Copy Storm");
    cg_state_free(s);
}
END_TEST

START_TEST(all_purpose_sheep_resolves_the_copy_and_keeps_it_in_hand)
{
    cg_state *s = load_pos((pos){.hand = "Multiply, Storm",
                                 .discard = "*, All-purpose Sheep",
                                 .effect = "All-purpose Sheep"});
    play(s, "Copy Multiply");
    expect_pos(
        s,
        (pos){.hand = "Multiply, Storm", .discard = "*, All-purpose Sheep", .effect = "Multiply"});
    expect_moves(s, "Gain a 3 Sheep card");
    play(s, "Gain a 3 Sheep card");
    expect_pos(s,
               (pos){.field = "1 3", .hand = "Multiply, Storm", .discard = "*, All-purpose Sheep"});
    expect_moves(s, "Play Multiply|Play Storm");
    cg_state_free(s);
}
END_TEST

START_TEST(all_purpose_sheep_copying_meteor_is_exiled_in_its_place)
{
    cg_state *s = load_pos((pos){.field = "1 3 10",
                                 .hand = "Meteor, Storm",
                                 .discard = "*, All-purpose Sheep",
                                 .effect = "All-purpose Sheep"});
    play(s, "Copy Meteor");
    play(s, "Release 10 Sheep card");
    expect_pos(s, (pos){.field = "1 3",
                        .hand = "Meteor, Storm",
                        .discard = "*",
                        .exile = "All-purpose Sheep",
                        .effect = "Meteor: rest 2"});
    cg_state_free(s);
}
END_TEST

START_TEST(all_purpose_sheep_copying_planning_sheep_may_exile_it)
{
    cg_state *s = load_pos((pos){.hand = "Planning Sheep, Storm",
                                 .discard = "*, All-purpose Sheep",
                                 .effect = "All-purpose Sheep"});
    play(s, "Copy Planning Sheep");
    expect_moves(s, "Exile Planning Sheep|Exile Storm");
    play(s, "Exile Planning Sheep");
    expect_pos(
        s, (pos){.hand = "Storm", .discard = "*, All-purpose Sheep", .exile = "Planning Sheep"});
    cg_state_free(s);
}
END_TEST

START_TEST(all_purpose_sheep_copying_inspiration_fills_the_hand_to_five)
{
    cg_state *s = load_pos((pos){.hand = "Inspiration, Storm, Plague, Slump",
                                 .deck = "Wolves",
                                 .discard = "*, All-purpose Sheep",
                                 .effect = "All-purpose Sheep"});
    play(s, "Copy Inspiration");
    expect_moves(s, "Put Wolves into your hand");
    play(s, "Put Wolves into your hand");
    expect_pos(s, (pos){.hand = "Inspiration, Storm, Plague, Slump, Wolves",
                        .discard = "*, All-purpose Sheep",
                        .effect = "Inspiration: searched"});
    cg_state_free(s);
}
END_TEST

/* ---- Inspiration ---- */

START_TEST(inspiration_puts_a_chosen_card_into_the_hand_then_shuffles)
{
    cg_state *s = load_pos((pos){.hand = "Storm",
                                 .deck = "Be Fruitful, Wolves, Be Fruitful, Slump",
                                 .discard = "*, Inspiration",
                                 .effect = "Inspiration"});
    expect_moves(s, "Put Be Fruitful into your hand|Put Slump into your hand|"
                    "Put Wolves into your hand");
    play(s, "Put Be Fruitful into your hand");
    /* the copy nearest the top goes */
    expect_pos(s, (pos){.hand = "Storm, Be Fruitful",
                        .deck = "Be Fruitful, Wolves, Slump",
                        .discard = "*, Inspiration",
                        .effect = "Inspiration: searched"});
    expect_moves(s, "Shuffle the deck");
    play(s, "Shuffle the deck");
    uint8_t deck[3];
    ck_assert_int_eq(cg_shephy_deck(s, deck, 3), 3);
    int seen[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < 3; i++)
        seen[deck[i]]++;
    ck_assert_int_eq(seen[CG_SHEPHY_BE_FRUITFUL], 1);
    ck_assert_int_eq(seen[CG_SHEPHY_WOLVES], 1);
    ck_assert_int_eq(seen[CG_SHEPHY_SLUMP], 1);
    cg_shephy_effect effect;
    cg_shephy_effect_of(s, &effect);
    ck_assert_int_eq(effect.card, -1);
    expect_moves(s, "Draw cards");
    cg_state_free(s);
}
END_TEST

START_TEST(inspiration_shuffle_is_determined_by_the_state_generator)
{
    pos p = {.hand = "Storm",
             .deck = "Be Fruitful, Wolves, Slump, Plague, Lightning, Meteor",
             .discard = "*, Inspiration",
             .effect = "Inspiration: searched"};
    cg_state *a = load_pos(p), *b = load_pos(p);
    play(a, "Shuffle the deck");
    play(b, "Shuffle the deck");
    ck_assert(cg_state_equal(a, b));
    char body_a[BODY_CAP], body_b[BODY_CAP];
    state_body(a, body_a);
    state_body(b, body_b);
    ck_assert_str_eq(body_a, body_b);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(inspiration_shuffles_the_deck_in_the_order_the_generator_gives)
{
    /* The expected order is the core generator's shuffle of the deck as
       saved (bottom first), from the position's generator words. The cards
       are distinct and that order differs from the saved one, so a shuffle
       that leaves the deck as it was fails. */
    const char *deck = "Be Fruitful, Wolves, Slump, Plague, Lightning, Meteor";
    uint8_t cards[32];
    int n = shuffled_by_saved_generator(deck, cards);
    char shuffled[512];
    card_list(cards, n, shuffled, sizeof shuffled);
    ck_assert_str_ne(shuffled, deck);

    cg_state *s = load_pos((pos){.hand = "Storm",
                                 .deck = deck,
                                 .discard = "*, Inspiration",
                                 .effect = "Inspiration: searched"});
    play(s, "Shuffle the deck");
    expect_pos(s, (pos){.hand = "Storm", .deck = shuffled, .discard = "*, Inspiration"});
    expect_moves(s, "Draw cards");
    cg_state_free(s);
}
END_TEST

START_TEST(inspiration_with_an_empty_deck_does_nothing)
{
    cg_state *s =
        load_pos((pos){.hand = "Storm", .discard = "*, Inspiration", .effect = "Inspiration"});
    expect_moves(s, "No card in deck - nothing happened");
    play(s, "No card in deck - nothing happened");
    expect_pos(s, (pos){.hand = "Storm", .discard = "*, Inspiration"});
    cg_state_free(s);
}
END_TEST

START_TEST(inspiration_taking_the_last_card_ends_with_nothing_happened)
{
    /* as the original: once the deck is empty its message replaces the shuffle */
    cg_state *s = load_pos((pos){
        .hand = "Storm", .deck = "Wolves", .discard = "*, Inspiration", .effect = "Inspiration"});
    play(s, "Put Wolves into your hand");
    expect_moves(s, "No card in deck - nothing happened");
    play(s, "No card in deck - nothing happened");
    expect_pos(s, (pos){.hand = "Storm, Wolves", .discard = "*, Inspiration"});
    cg_state_free(s);
}
END_TEST

/* ---- Planning Sheep ---- */

START_TEST(planning_sheep_exiles_a_chosen_card_from_hand)
{
    cg_state *s = load_pos((pos){.hand = "Storm, Be Fruitful, Wolves, Be Fruitful",
                                 .discard = "*, Planning Sheep",
                                 .effect = "Planning Sheep"});
    expect_moves(s, "Exile Be Fruitful|Exile Storm|Exile Wolves");
    play(s, "Exile Be Fruitful");
    expect_pos(s, (pos){.hand = "Storm, Wolves, Be Fruitful",
                        .discard = "*, Planning Sheep",
                        .exile = "Be Fruitful"});
    expect_moves(s, "Play Be Fruitful|Play Storm|Play Wolves");
    cg_state_free(s);
}
END_TEST

START_TEST(planning_sheep_with_an_empty_hand_does_nothing)
{
    cg_state *s = load_pos((pos){.discard = "*, Planning Sheep", .effect = "Planning Sheep"});
    expect_moves(s, "No card to exile - nothing happened");
    play(s, "No card to exile - nothing happened");
    expect_pos(s, (pos){.discard = "*, Planning Sheep"});
    expect_moves(s, "Remake Deck then fill Hand");
    cg_state_free(s);
}
END_TEST

/* ---- Sheep Dog ---- */

START_TEST(sheep_dog_discards_a_chosen_card_from_hand)
{
    cg_state *s = load_pos((pos){
        .hand = "Storm, Wolves, Lightning", .discard = "*, Sheep Dog", .effect = "Sheep Dog"});
    expect_moves(s, "Discard Lightning|Discard Storm|Discard Wolves");
    play(s, "Discard Wolves");
    expect_pos(s, (pos){.hand = "Storm, Lightning", .discard = "*, Sheep Dog, Wolves"});
    expect_moves(s, "Play Lightning|Play Storm");
    cg_state_free(s);
}
END_TEST

START_TEST(sheep_dog_with_an_empty_hand_does_nothing)
{
    cg_state *s = load_pos((pos){.discard = "*, Sheep Dog", .effect = "Sheep Dog"});
    expect_moves(s, "No card to discard - nothing happened");
    play(s, "No card to discard - nothing happened");
    expect_pos(s, (pos){.discard = "*, Sheep Dog"});
    cg_state_free(s);
}
END_TEST

void add_utility_card_tests(Suite *suite)
{
    TCase *tc = tcase_create("utility cards");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, all_purpose_sheep_with_an_empty_hand_does_nothing);
    tcase_add_test(tc, all_purpose_sheep_offers_a_copy_of_each_distinct_card_in_hand);
    tcase_add_test(tc, all_purpose_sheep_resolves_the_copy_and_keeps_it_in_hand);
    tcase_add_test(tc, all_purpose_sheep_copying_meteor_is_exiled_in_its_place);
    tcase_add_test(tc, all_purpose_sheep_copying_planning_sheep_may_exile_it);
    tcase_add_test(tc, all_purpose_sheep_copying_inspiration_fills_the_hand_to_five);
    tcase_add_test(tc, inspiration_puts_a_chosen_card_into_the_hand_then_shuffles);
    tcase_add_test(tc, inspiration_shuffle_is_determined_by_the_state_generator);
    tcase_add_test(tc, inspiration_shuffles_the_deck_in_the_order_the_generator_gives);
    tcase_add_test(tc, inspiration_with_an_empty_deck_does_nothing);
    tcase_add_test(tc, inspiration_taking_the_last_card_ends_with_nothing_happened);
    tcase_add_test(tc, planning_sheep_exiles_a_chosen_card_from_hand);
    tcase_add_test(tc, planning_sheep_with_an_empty_hand_does_nothing);
    tcase_add_test(tc, sheep_dog_discards_a_chosen_card_from_hand);
    tcase_add_test(tc, sheep_dog_with_an_empty_hand_does_nothing);
    suite_add_tcase(suite, tc);
}
