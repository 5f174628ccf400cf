/* Shephy's typed API (shephy.h): cards and their names, the rank helpers of
   the original, typed access to a state, the hidden-deck shuffle; and bad
   input for each function (right status, precise message, nothing changed). */
#include <check.h>

#include "check_quiet.h"
#include <string.h>

#include "cardgames/war.h"
#include "shephy_positions.h"

/* ---- Cards ---- */

START_TEST(cards_have_english_and_japanese_names)
{
    static const struct {
        int card;
        const char *en, *ja;
    } names[] = {
        {CG_SHEPHY_ALL_PURPOSE_SHEEP, "All-purpose Sheep", "万能ひつじ"},
        {CG_SHEPHY_BE_FRUITFUL, "Be Fruitful", "産めよ"},
        {CG_SHEPHY_CROWDING, "Crowding", "過密"},
        {CG_SHEPHY_DOMINION, "Dominion", "統率"},
        {CG_SHEPHY_FALLING_ROCK, "Falling Rock", "落石"},
        {CG_SHEPHY_FILL_THE_EARTH, "Fill the Earth", "地に満ちよ"},
        {CG_SHEPHY_FLOURISH, "Flourish", "繁栄"},
        {CG_SHEPHY_GOLDEN_HOOVES, "Golden Hooves", "黄金の蹄"},
        {CG_SHEPHY_INSPIRATION, "Inspiration", "霊感"},
        {CG_SHEPHY_LIGHTNING, "Lightning", "落雷"},
        {CG_SHEPHY_METEOR, "Meteor", "メテオ"},
        {CG_SHEPHY_MULTIPLY, "Multiply", "増やせよ"},
        {CG_SHEPHY_PLAGUE, "Plague", "疫病"},
        {CG_SHEPHY_PLANNING_SHEEP, "Planning Sheep", "対策ひつじ"},
        {CG_SHEPHY_SHEEP_DOG, "Sheep Dog", "牧羊犬"},
        {CG_SHEPHY_SHEPHION, "Shephion", "シェフィオン"},
        {CG_SHEPHY_SLUMP, "Slump", "暴落"},
        {CG_SHEPHY_STORM, "Storm", "嵐"},
        {CG_SHEPHY_WOLVES, "Wolves", "狼"},
    };
    ck_assert_int_eq(sizeof names / sizeof names[0], CG_SHEPHY_CARD_KINDS);
    for (int i = 0; i < CG_SHEPHY_CARD_KINDS; i++) {
        ck_assert_int_eq(names[i].card, i);
        ck_assert_str_eq(cg_shephy_card_name(i), names[i].en);
        ck_assert_str_eq(cg_shephy_card_name_ja(i), names[i].ja);
        ck_assert_int_eq(cg_shephy_card_from_name(names[i].en), i);
        ck_assert_int_eq(cg_shephy_card_from_name(names[i].ja), i);
    }
}
END_TEST

START_TEST(the_game_has_22_event_cards_of_19_kinds)
{
    int total = 0;
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        total += cg_shephy_card_copies(c);
    ck_assert_int_eq(total, CG_SHEPHY_EVENT_CARDS);
    ck_assert_int_eq(cg_shephy_card_copies(CG_SHEPHY_BE_FRUITFUL), 3);
    ck_assert_int_eq(cg_shephy_card_copies(CG_SHEPHY_DOMINION), 2);
    ck_assert_int_eq(cg_shephy_card_copies(CG_SHEPHY_STORM), 1);
}
END_TEST

START_TEST(card_functions_refuse_a_value_that_is_no_card)
{
    ck_assert_ptr_null(cg_shephy_card_name(19));
    ck_assert_str_eq(cg_last_error(), "cg_shephy_card_name: 19 is no card (0..18)");
    ck_assert_ptr_null(cg_shephy_card_name_ja(-1));
    ck_assert_str_eq(cg_last_error(), "cg_shephy_card_name_ja: -1 is no card (0..18)");
    ck_assert_int_eq(cg_shephy_card_copies(100), 0);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_card_copies: 100 is no card (0..18)");
    ck_assert_int_eq(cg_shephy_card_from_name("Storms"), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_card_from_name: 'Storms' is no card name");
    ck_assert_int_eq(cg_shephy_card_from_name(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_card_from_name: name is NULL");
}
END_TEST

/* ---- Ranks: the original's dropRank, raiseRank, compositeRanks ---- */

START_TEST(rank_values_and_indices)
{
    static const int values[] = {1, 3, 10, 30, 100, 300, 1000};
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        ck_assert_int_eq(cg_shephy_rank_value(r), values[r]);
        ck_assert_int_eq(cg_shephy_rank_index(values[r]), r);
    }
    ck_assert_int_eq(cg_shephy_rank_value(7), 0);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_rank_value: 7 is no rank index (0..6)");
    ck_assert_int_eq(cg_shephy_rank_index(2), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_shephy_rank_index: 2 is no rank (1, 3, 10, 30, 100, 300 or 1000)");
}
END_TEST

START_TEST(drop_rank_gives_the_rank_below)
{
    ck_assert_int_eq(cg_shephy_drop_rank(1000), 300);
    ck_assert_int_eq(cg_shephy_drop_rank(300), 100);
    ck_assert_int_eq(cg_shephy_drop_rank(100), 30);
    ck_assert_int_eq(cg_shephy_drop_rank(30), 10);
    ck_assert_int_eq(cg_shephy_drop_rank(10), 3);
    ck_assert_int_eq(cg_shephy_drop_rank(3), 1);
    ck_assert_int_eq(cg_shephy_drop_rank(1), 0);
    ck_assert_int_eq(cg_shephy_drop_rank(0), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_shephy_drop_rank: 0 is no rank (1, 3, 10, 30, 100, 300 or 1000)");
}
END_TEST

START_TEST(raise_rank_gives_the_rank_above)
{
    ck_assert_int_eq(cg_shephy_raise_rank(1), 3);
    ck_assert_int_eq(cg_shephy_raise_rank(3), 10);
    ck_assert_int_eq(cg_shephy_raise_rank(10), 30);
    ck_assert_int_eq(cg_shephy_raise_rank(30), 100);
    ck_assert_int_eq(cg_shephy_raise_rank(100), 300);
    ck_assert_int_eq(cg_shephy_raise_rank(300), 1000);
    ck_assert_int_eq(cg_shephy_raise_rank(1000), 0);
    ck_assert_int_eq(cg_shephy_raise_rank(999), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_shephy_raise_rank: 999 is no rank (1, 3, 10, 30, 100, 300 or 1000)");
}
END_TEST

START_TEST(composite_ranks_is_the_largest_rank_not_above_the_sum)
{
    static const int one[] = {1}, two[] = {1, 1}, three[] = {1, 1, 1}, four[] = {1, 1, 1, 1};
    static const int mixed[] = {300, 30, 30, 100, 10}, big[] = {1000, 1000, 1000};
    ck_assert_int_eq(cg_shephy_composite_ranks(one, 1), 1);
    ck_assert_int_eq(cg_shephy_composite_ranks(two, 2), 1);
    ck_assert_int_eq(cg_shephy_composite_ranks(three, 3), 3);
    ck_assert_int_eq(cg_shephy_composite_ranks(four, 4), 3);
    ck_assert_int_eq(cg_shephy_composite_ranks(mixed, 5), 300);
    ck_assert_int_eq(cg_shephy_composite_ranks(big, 3), 1000);
}
END_TEST

START_TEST(composite_ranks_refuses_bad_input)
{
    static const int bad[] = {3, 4};
    ck_assert_int_eq(cg_shephy_composite_ranks(bad, 2), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_shephy_composite_ranks: 4 is no rank (1, 3, 10, 30, 100, 300 or 1000)");
    ck_assert_int_eq(cg_shephy_composite_ranks(NULL, 2), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_composite_ranks: values is NULL");
    ck_assert_int_eq(cg_shephy_composite_ranks(bad, 0), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_composite_ranks: count is 0");
}
END_TEST

/* ---- The game ---- */

START_TEST(the_game_has_one_player_and_no_parameters)
{
    ck_assert_int_eq(cg_game_num_players(shephy_game), 1);
    ck_assert_uint_eq(cg_game_max_moves(shephy_game), 19);
    char params[8] = "x";
    ck_assert_uint_eq(cg_game_params(shephy_game, params, sizeof params), 0);
    ck_assert_str_eq(params, "");
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("shephy", "deck=x", &g), CG_EINVAL);
    ck_assert_ptr_null(g);
    ck_assert_str_eq(cg_last_error(), "shephy: unknown parameter 'deck' (known: none)");
}
END_TEST

/* ---- Typed access to a state ---- */

START_TEST(zones_are_read_in_pile_order)
{
    cg_state *s = load_pos((pos){.field = "1 3 3 1000",
                                 .enemy = "100",
                                 .hand = "Storm, Be Fruitful",
                                 .deck = "Plague, Slump, Wolves",
                                 .discard = "*, Lightning, Dominion",
                                 .exile = "Meteor"});
    uint8_t field[7], stock[7], cards[22];
    static const uint8_t want_field[7] = {1, 2, 0, 0, 0, 0, 1};
    static const uint8_t want_stock[7] = {6, 5, 7, 7, 7, 7, 6};
    ck_assert_int_eq(cg_shephy_field(s, field), CG_OK);
    ck_assert_mem_eq(field, want_field, 7);
    ck_assert_int_eq(cg_shephy_stock(s, stock), CG_OK);
    ck_assert_mem_eq(stock, want_stock, 7);
    ck_assert_int_eq(cg_shephy_field_size(s), 4);
    ck_assert_int_eq(cg_shephy_enemy_sheep(s), 100);
    ck_assert_int_eq(cg_shephy_hand(s, cards, 22), 2);
    ck_assert_int_eq(cards[0], CG_SHEPHY_STORM);
    ck_assert_int_eq(cards[1], CG_SHEPHY_BE_FRUITFUL);
    memset(cards, 0xff, sizeof cards);
    ck_assert_int_eq(cg_shephy_deck(s, cards, 2), 3); /* only two written */
    ck_assert_int_eq(cards[0], CG_SHEPHY_PLAGUE);
    ck_assert_int_eq(cards[1], CG_SHEPHY_SLUMP);
    ck_assert_int_eq(cards[2], 0xff);
    ck_assert_int_eq(cg_shephy_discard(s, cards, 22), 16);
    ck_assert_int_eq(cards[14], CG_SHEPHY_LIGHTNING);
    ck_assert_int_eq(cards[15], CG_SHEPHY_DOMINION);
    ck_assert_int_eq(cg_shephy_exile(s, NULL, 0), 1);
    ck_assert_int_eq(cg_shephy_outcome_of(s), CG_SHEPHY_WON);
    cg_state_free(s);
}
END_TEST

START_TEST(the_effect_in_progress_is_read_with_its_choices)
{
    cg_shephy_effect e;
    cg_state *s = load_pos(
        (pos){.field = "1 3 3 30", .discard = "*, Dominion", .effect = "Dominion: chosen 3 3 30"});
    ck_assert_int_eq(cg_shephy_effect_of(s, &e), CG_OK);
    ck_assert_int_eq(e.card, CG_SHEPHY_DOMINION);
    static const uint8_t chosen[7] = {0, 2, 0, 1, 0, 0, 0};
    ck_assert_mem_eq(e.chosen, chosen, 7);
    ck_assert_int_eq(e.rank + e.rest + e.initial_count + e.searched, 0);
    cg_state_free(s);

    s = load_pos(
        (pos){.field = "1 30", .discard = "*, Be Fruitful", .effect = "Be Fruitful: rank 30"});
    cg_shephy_effect_of(s, &e);
    ck_assert_int_eq(e.card, CG_SHEPHY_BE_FRUITFUL);
    ck_assert_int_eq(e.rank, 30);
    cg_state_free(s);

    s = load_pos((pos){.field = "1 3 30 100", .discard = "*, Slump", .effect = "Slump: initial 5"});
    cg_shephy_effect_of(s, &e);
    ck_assert_int_eq(e.initial_count, 5);
    cg_state_free(s);

    s = load_pos(
        (pos){.field = "1 30", .discard = "*", .exile = "Meteor", .effect = "Meteor: rest 2"});
    cg_shephy_effect_of(s, &e);
    ck_assert_int_eq(e.rest, 2);
    cg_state_free(s);

    s = load_pos(
        (pos){.hand = "Storm", .discard = "*, Inspiration", .effect = "Inspiration: searched"});
    cg_shephy_effect_of(s, &e);
    ck_assert_int_eq(e.searched, 1);
    cg_state_free(s);
}
END_TEST

START_TEST(shuffle_hidden_reorders_only_the_deck_and_reseeds_the_generator)
{
    pos p = {.field = "1 3", .hand = "Storm", .deck = "*", .discard = "Plague, Slump"};
    cg_state *s = load_pos(p);
    cg_state *a = NULL, *b = NULL, *c = NULL;
    ck_assert_int_eq(cg_state_clone(s, &a), CG_OK);
    ck_assert_int_eq(cg_state_clone(s, &b), CG_OK);
    ck_assert_int_eq(cg_state_clone(s, &c), CG_OK);
    ck_assert_int_eq(cg_shephy_shuffle_hidden(a, 11), CG_OK);
    ck_assert_int_eq(cg_shephy_shuffle_hidden(b, 11), CG_OK);
    ck_assert_int_eq(cg_shephy_shuffle_hidden(c, 12), CG_OK);
    ck_assert(cg_state_equal(a, b));
    ck_assert(!cg_state_equal(a, c));
    uint8_t before[22], after[22];
    int n = cg_shephy_deck(s, before, 22);
    ck_assert_int_eq(cg_shephy_deck(a, after, 22), n);
    ck_assert(memcmp(before, after, (size_t)n) != 0);
    int count[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < n; i++) {
        count[before[i]]++;
        count[after[i]]--;
    }
    for (int k = 0; k < CG_SHEPHY_CARD_KINDS; k++)
        ck_assert_int_eq(count[k], 0);
    /* everything the player sees is the same */
    char seen_s[BODY_CAP], seen_a[BODY_CAP];
    cg_state_render(s, 0, seen_s, sizeof seen_s);
    cg_state_render(a, 0, seen_a, sizeof seen_a);
    ck_assert_str_eq(seen_s, seen_a);
    ck_assert_uint_eq(cg_state_move_number(a), cg_state_move_number(s));
    cg_state_free(s);
    cg_state_free(a);
    cg_state_free(b);
    cg_state_free(c);
}
END_TEST

/* ---- Bad states ---- */

START_TEST(typed_functions_refuse_a_null_state)
{
    uint8_t counts[7], cards[5];
    cg_shephy_effect e;
    ck_assert_int_eq(cg_shephy_field(NULL, counts), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_field: state is NULL");
    ck_assert_int_eq(cg_shephy_stock(NULL, counts), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_stock: state is NULL");
    ck_assert_int_eq(cg_shephy_field_size(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_field_size: state is NULL");
    ck_assert_int_eq(cg_shephy_enemy_sheep(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_enemy_sheep: state is NULL");
    ck_assert_int_eq(cg_shephy_hand(NULL, cards, 5), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_hand: state is NULL");
    ck_assert_int_eq(cg_shephy_deck(NULL, cards, 5), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_deck: state is NULL");
    ck_assert_int_eq(cg_shephy_discard(NULL, cards, 5), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_discard: state is NULL");
    ck_assert_int_eq(cg_shephy_exile(NULL, cards, 5), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_exile: state is NULL");
    ck_assert_int_eq(cg_shephy_effect_of(NULL, &e), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_effect_of: state is NULL");
    ck_assert_int_eq(cg_shephy_outcome_of(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_outcome_of: state is NULL");
    ck_assert_int_eq(cg_shephy_shuffle_hidden(NULL, 1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_shuffle_hidden: state is NULL");
}
END_TEST

START_TEST(typed_functions_refuse_a_state_of_another_game)
{
    cg_game *war = NULL;
    cg_state *w = NULL, *before = NULL;
    ck_assert_int_eq(cg_game_new("war", NULL, &war), CG_OK);
    ck_assert_int_eq(cg_state_new(war, 1, &w), CG_OK);
    ck_assert_int_eq(cg_state_clone(w, &before), CG_OK);
    uint8_t counts[7] = {9, 9, 9, 9, 9, 9, 9}, cards[5];
    cg_shephy_effect e;
    ck_assert_int_eq(cg_shephy_field(w, counts), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_field: state of 'war', not 'shephy'");
    ck_assert_int_eq(counts[0], 9);
    ck_assert_int_eq(cg_shephy_stock(w, counts), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_stock: state of 'war', not 'shephy'");
    ck_assert_int_eq(cg_shephy_field_size(w), -1);
    ck_assert_int_eq(cg_shephy_enemy_sheep(w), -1);
    ck_assert_int_eq(cg_shephy_hand(w, cards, 5), -1);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_hand: state of 'war', not 'shephy'");
    ck_assert_int_eq(cg_shephy_deck(w, cards, 5), -1);
    ck_assert_int_eq(cg_shephy_discard(w, cards, 5), -1);
    ck_assert_int_eq(cg_shephy_exile(w, cards, 5), -1);
    e.card = 77;
    ck_assert_int_eq(cg_shephy_effect_of(w, &e), CG_EINVAL);
    ck_assert_int_eq(e.card, 77);
    ck_assert_int_eq(cg_shephy_outcome_of(w), -1);
    ck_assert_int_eq(cg_shephy_shuffle_hidden(w, 1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_shuffle_hidden: state of 'war', not 'shephy'");
    ck_assert(cg_state_equal(w, before));
    cg_state_free(w);
    cg_state_free(before);
    cg_game_free(war);
}
END_TEST

START_TEST(typed_functions_refuse_null_outputs)
{
    cg_state *s = load_pos((pos){0});
    ck_assert_int_eq(cg_shephy_field(s, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_field: counts is NULL");
    ck_assert_int_eq(cg_shephy_stock(s, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_stock: counts is NULL");
    ck_assert_int_eq(cg_shephy_effect_of(s, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_shephy_effect_of: out is NULL");
    /* a NULL card buffer only counts */
    ck_assert_int_eq(cg_shephy_discard(s, NULL, 22), 22);
    cg_state_free(s);
}
END_TEST

void add_api_tests(Suite *suite)
{
    TCase *tc = tcase_create("typed api");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, cards_have_english_and_japanese_names);
    tcase_add_test(tc, the_game_has_22_event_cards_of_19_kinds);
    tcase_add_test(tc, card_functions_refuse_a_value_that_is_no_card);
    tcase_add_test(tc, rank_values_and_indices);
    tcase_add_test(tc, drop_rank_gives_the_rank_below);
    tcase_add_test(tc, raise_rank_gives_the_rank_above);
    tcase_add_test(tc, composite_ranks_is_the_largest_rank_not_above_the_sum);
    tcase_add_test(tc, composite_ranks_refuses_bad_input);
    tcase_add_test(tc, the_game_has_one_player_and_no_parameters);
    tcase_add_test(tc, zones_are_read_in_pile_order);
    tcase_add_test(tc, the_effect_in_progress_is_read_with_its_choices);
    tcase_add_test(tc, shuffle_hidden_reorders_only_the_deck_and_reseeds_the_generator);
    tcase_add_test(tc, typed_functions_refuse_a_null_state);
    tcase_add_test(tc, typed_functions_refuse_a_state_of_another_game);
    tcase_add_test(tc, typed_functions_refuse_null_outputs);
    suite_add_tcase(suite, tc);
}
