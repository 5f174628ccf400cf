/* Shephy as text: move texts both ways, the saved form (and every way a
   typed position can be refused), the render. */
#include <check.h>

#include "check_quiet.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shephy_positions.h"

#define M(kind, arg) CG_SHEPHY_MOVE(CG_SHEPHY_##kind, arg)

/* ---- Move texts ---- */

static const struct {
    cg_move move;
    const char *text;
} move_texts[] = {
    {M(DRAW_CARD, 0), "Draw a card"},
    {M(DRAW_CARDS, 0), "Draw cards"},
    {M(REMAKE, 0), "Remake Deck then fill Hand"},
    {M(PLAY, CG_SHEPHY_ALL_PURPOSE_SHEEP), "Play All-purpose Sheep"},
    {M(PLAY, CG_SHEPHY_WOLVES), "Play Wolves"},
    {M(COPY_CARD, CG_SHEPHY_FILL_THE_EARTH), "Copy Fill the Earth"},
    {M(NOTHING, CG_SHEPHY_NOTHING_HAPPENED), "Nothing happened"},
    {M(NOTHING, CG_SHEPHY_GAIN_NOTHING), "Gain nothing"},
    {M(NOTHING, CG_SHEPHY_TOO_FEW_SHEEP), "Too few sheep - nothing happened"},
    {M(NOTHING, CG_SHEPHY_NO_CARD_IN_HAND), "No card in hand - nothing happened"},
    {M(NOTHING, CG_SHEPHY_NO_CARD_IN_DECK), "No card in deck - nothing happened"},
    {M(NOTHING, CG_SHEPHY_NO_CARD_TO_EXILE), "No card to exile - nothing happened"},
    {M(NOTHING, CG_SHEPHY_NO_CARD_TO_DISCARD), "No card to discard - nothing happened"},
    {M(NOTHING, CG_SHEPHY_NO_SHEEP_TO_RELEASE), "No sheep to release - nothing happened"},
    {M(COPY_SHEEP, 0), "Copy 1 Sheep card"},
    {M(GAIN, CG_SHEPHY_GAIN_ARG(1, 3)), "Gain a 30 Sheep card"},
    {M(GAIN, CG_SHEPHY_GAIN_ARG(2, 5)), "Gain 2 cards of 300 Sheep"},
    {M(GAIN, CG_SHEPHY_GAIN_ARG(3, 0)), "Gain 3 cards of 1 Sheep"},
    {M(CHOOSE, 6), "Choose 1000 Sheep card"},
    {M(COMBINE, 0), "Combine chosen Sheep cards"},
    {M(RAISE, 0), "Raise ranks of chosen Sheep cards"},
    {M(CANCEL, 0), "Cancel"},
    {M(RELEASE, 2), "Release 10 Sheep card"},
    {M(RELEASE_RANK, 4), "Release all 100 Sheep cards"},
    {M(RELEASE_ALL, 0), "Release all Sheep cards"},
    {M(REDUCE, 5), "Reduce the rank of 300 Sheep card"},
    {M(PUT, CG_SHEPHY_GOLDEN_HOOVES), "Put Golden Hooves into your hand"},
    {M(SHUFFLE, 0), "Shuffle the deck"},
    {M(EXILE, CG_SHEPHY_PLANNING_SHEEP), "Exile Planning Sheep"},
    {M(DISCARD, CG_SHEPHY_SHEEP_DOG), "Discard Sheep Dog"},
};

START_TEST(each_move_kind_has_its_text)
{
    cg_state *s = load_pos((pos){0});
    for (size_t i = 0; i < sizeof move_texts / sizeof move_texts[0]; i++) {
        char text[128];
        ck_assert_uint_eq(cg_move_to_string(s, move_texts[i].move, text, sizeof text),
                          strlen(move_texts[i].text));
        ck_assert_str_eq(text, move_texts[i].text);
    }
    cg_state_free(s);
}
END_TEST

static int compare_texts(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

START_TEST(every_move_code_has_one_distinct_text_that_reads_back)
{
    /* 3 draws and remake, 5 x 19 card moves, 8 nothing texts, 5 x 7 rank
       moves, 7 x 3 gains, 5 moves without argument */
    cg_state *s = load_pos((pos){0});
    static char texts[400][64];
    const char *sorted[400];
    int n = 0;
    for (int kind = 0; kind < 32; kind++) {
        for (int arg = 0; arg < 256; arg++) {
            cg_move m = CG_SHEPHY_MOVE(kind, arg);
            if (cg_move_to_string(s, m, texts[n], sizeof texts[n]) == 0)
                continue;
            cg_move back = 12345;
            cg_status st = cg_move_from_string(s, texts[n], &back);
            ck_assert_msg(st == CG_EILLEGAL || (st == CG_OK && back == m), "'%s': %s", texts[n],
                          cg_last_error());
            sorted[n] = texts[n];
            n++;
        }
    }
    ck_assert_int_eq(n, 167);
    qsort(sorted, (size_t)n, sizeof sorted[0], compare_texts);
    for (int i = 1; i < n; i++)
        ck_assert_str_ne(sorted[i - 1], sorted[i]);
    cg_state_free(s);
}
END_TEST

/* The text with its letters' case changed: all lower (0), all upper (1), or
   alternating from upper (2). */
static void recase(const char *text, int how, char *out)
{
    size_t i = 0;
    for (; text[i]; i++) {
        int upper = how == 1 || (how == 2 && i % 2 == 0);
        out[i] = (char)(upper ? toupper((unsigned char)text[i]) : tolower((unsigned char)text[i]));
    }
    out[i] = '\0';
}

START_TEST(move_texts_read_in_any_ascii_case_and_write_canonically)
{
    /* each code, legal in some typed position, and its text in three cases */
    static const struct {
        pos p;
        const char *text;
    } cases[] = {
        {{.deck = "*", .discard = "-"}, "Draw cards"},
        {{.hand = "Storm, Wolves, Be Fruitful, Plague, Sheep Dog"}, "Play Be Fruitful"},
        {{.hand = "Storm, Wolves, Be Fruitful, Plague, Sheep Dog"}, "Play Sheep Dog"},
        {{.field = "1 3", .hand = "Storm", .discard = "*, Falling Rock", .effect = "Falling Rock"},
         "Release 3 Sheep card"},
        {{.field = "1 3", .hand = "Storm", .discard = "*, Plague", .effect = "Plague"},
         "Release all 1 Sheep cards"},
        {{.field = "1 3", .hand = "Storm", .discard = "*, Be Fruitful", .effect = "Be Fruitful"},
         "Copy 3 Sheep card"},
        {{.field = "1 3", .hand = "Storm", .discard = "*, Multiply", .effect = "Multiply"},
         "Gain a 3 Sheep card"},
        {{.field = "1 30",
          .hand = "Storm",
          .discard = "*, Flourish",
          .effect = "Flourish: rank 30"},
         "Gain 3 cards of 10 Sheep"},
        {{.hand = "Storm", .discard = "*, Sheep Dog", .effect = "Sheep Dog"}, "Discard Storm"},
        {{.field = "1 1", .hand = "Storm", .discard = "*, Crowding", .effect = "Crowding"},
         "Too few sheep - nothing happened"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_state *s = load_pos(cases[i].p);
        cg_move want, got;
        ck_assert_int_eq(cg_move_from_string(s, cases[i].text, &want), CG_OK);
        for (int how = 0; how < 3; how++) {
            char text[64], written[64];
            recase(cases[i].text, how, text);
            ck_assert_msg(cg_move_from_string(s, text, &got) == CG_OK, "'%s': %s", text,
                          cg_last_error());
            ck_assert_uint_eq(got, want);
            cg_move_to_string(s, got, written, sizeof written);
            ck_assert_str_eq(written, cases[i].text);
        }
        cg_state_free(s);
    }
}
END_TEST

START_TEST(a_code_that_is_no_move_has_no_text)
{
    cg_state *s = load_pos((pos){0});
    static const cg_move bad[] = {M(PLAY, 19),
                                  M(GAIN, CG_SHEPHY_GAIN_ARG(4, 0)),
                                  M(GAIN, CG_SHEPHY_GAIN_ARG(0, 0)),
                                  M(RELEASE, 7),
                                  M(NOTHING, 8),
                                  M(CANCEL, 1),
                                  CG_SHEPHY_MOVE(20, 0),
                                  0x10000u};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[64] = "x";
        ck_assert_uint_eq(cg_move_to_string(s, bad[i], text, sizeof text), 0);
        ck_assert_str_eq(text, "");
        char want[128];
        snprintf(want, sizeof want, "cg_move_to_string: %u is not a move of this shephy state",
                 (unsigned)bad[i]);
        ck_assert_str_eq(cg_last_error(), want);
    }
    cg_state_free(s);
}
END_TEST

START_TEST(malformed_move_text_is_a_parse_error)
{
    cg_state *s = load_pos((pos){0});
    static const char *const bad[] = {
        "Play Storms",
        "PLAY STORMS",
        "Release 2 Sheep card",
        "Release 03 Sheep card",
        "Gain 1 cards of 3 Sheep",
        "Gain 4 cards of 1 Sheep",
        "Copy Sheep card",
        "Draw",
        "",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cg_move m = 77;
        ck_assert_int_eq(cg_move_from_string(s, bad[i], &m), CG_EPARSE);
        ck_assert_uint_eq(m, 77);
        char want[256];
        snprintf(want, sizeof want,
                 "shephy: '%s' is not a move (moves read like 'Draw cards', 'Play Be Fruitful', "
                 "'Release 3 Sheep card')",
                 bad[i]);
        ck_assert_str_eq(cg_last_error(), want);
    }
    cg_state_free(s);
}
END_TEST

START_TEST(a_move_not_legal_now_is_refused_with_the_legal_ones)
{
    cg_state *s = load_pos((pos){.hand = "Storm, Wolves", .deck = "*", .discard = "-"});
    cg_move m = 77;
    ck_assert_int_eq(cg_move_from_string(s, "Play Plague", &m), CG_EILLEGAL);
    ck_assert_uint_eq(m, 77);
    ck_assert_str_eq(cg_last_error(),
                     "shephy: 'Play Plague' is not legal now (legal: 'Draw cards')");
    ck_assert_int_eq(cg_state_apply(s, M(PLAY, CG_SHEPHY_STORM)), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(),
                     "shephy: 'Play Storm' is not legal now (legal: 'Draw cards')");
    ck_assert_int_eq(cg_state_apply(s, 0xffffu), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "shephy: 65535 is not a move code (see shephy.h)");
    expect_pos(s, (pos){.hand = "Storm, Wolves", .deck = "*", .discard = "-"});
    ck_assert_uint_eq(cg_state_move_number(s), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(move_text_may_have_spaces_around_it)
{
    cg_state *s = load_pos((pos){.deck = "*", .discard = "-"});
    cg_move m;
    ck_assert_int_eq(cg_move_from_string(s, "  Draw cards ", &m), CG_OK);
    ck_assert_uint_eq(m, M(DRAW_CARDS, 0));
    cg_state_free(s);
}
END_TEST

/* ---- The saved form ---- */

START_TEST(a_new_game_saves_its_position_in_the_documented_lines)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(shephy_game, 3, &s), CG_OK);
    char body[BODY_CAP];
    state_body(s, body);
    const char *deck = strstr(body, "deck ");
    ck_assert_ptr_nonnull(deck);
    ck_assert_int_eq(strncmp(body, "field 1\nstock 6 7 7 7 7 7 7\nenemy 1\nhand -\ndeck ", 48), 0);
    ck_assert_str_eq(strstr(body, "\ndiscard"), "\ndiscard -\nexile -\neffect none\n");
    cg_state_free(s);
}
END_TEST

START_TEST(a_position_typed_by_hand_loads_and_saves_back_unchanged)
{
    const char *body = "field 1 3 3 30\n"
                       "stock 6 5 7 6 7 7 7\n"
                       "enemy 10\n"
                       "hand Plague, Be Fruitful\n"
                       "deck Wolves, Lightning, Be Fruitful, Inspiration\n"
                       "discard All-purpose Sheep, Be Fruitful, Crowding, Dominion, Falling Rock, "
                       "Fill the Earth, Flourish, Golden Hooves, Multiply, Planning Sheep, "
                       "Sheep Dog, Shephion, Slump, Dominion, Storm\n"
                       "exile Meteor\n"
                       "effect Storm: rest 1\n";
    cg_state *s = load_body(body);
    char again[BODY_CAP];
    state_body(s, again);
    ck_assert_str_eq(again, body);
    uint8_t field[7], hand[5], deck[4], top;
    cg_shephy_field(s, field);
    static const uint8_t want_field[7] = {1, 2, 0, 1, 0, 0, 0};
    ck_assert_mem_eq(field, want_field, 7);
    ck_assert_int_eq(cg_shephy_enemy_sheep(s), 10);
    ck_assert_int_eq(cg_shephy_hand(s, hand, 5), 2);
    ck_assert_int_eq(hand[0], CG_SHEPHY_PLAGUE);
    ck_assert_int_eq(hand[1], CG_SHEPHY_BE_FRUITFUL);
    ck_assert_int_eq(cg_shephy_deck(s, deck, 4), 4);
    ck_assert_int_eq(deck[3], CG_SHEPHY_INSPIRATION);
    ck_assert_int_eq(cg_shephy_discard(s, &top, 1), 15);
    ck_assert_int_eq(cg_shephy_exile(s, &top, 1), 1);
    ck_assert_int_eq(top, CG_SHEPHY_METEOR);
    expect_moves(s, "Release 1 Sheep card|Release 3 Sheep card|Release 30 Sheep card");
    cg_state_free(s);
}
END_TEST

START_TEST(field_ranks_load_in_any_order_and_save_ascending)
{
    cg_state *s = load_pos((pos){.field = "30 1 3 1"});
    expect_pos(s, (pos){.field = "1 1 3 30"});
    cg_state_free(s);
}
END_TEST

void add_text_tests(Suite *suite)
{
    TCase *tc = tcase_create("text");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, each_move_kind_has_its_text);
    tcase_add_test(tc, every_move_code_has_one_distinct_text_that_reads_back);
    tcase_add_test(tc, a_code_that_is_no_move_has_no_text);
    tcase_add_test(tc, malformed_move_text_is_a_parse_error);
    tcase_add_test(tc, a_move_not_legal_now_is_refused_with_the_legal_ones);
    tcase_add_test(tc, move_text_may_have_spaces_around_it);
    tcase_add_test(tc, move_texts_read_in_any_ascii_case_and_write_canonically);
    tcase_add_test(tc, a_new_game_saves_its_position_in_the_documented_lines);
    tcase_add_test(tc, a_position_typed_by_hand_loads_and_saves_back_unchanged);
    tcase_add_test(tc, field_ranks_load_in_any_order_and_save_ascending);
    suite_add_tcase(suite, tc);
}
