/* War: every rule and message of the rules, and the seed's examples. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/war.h"
#include "check_quiet.h"
#include "check_run.h"
#include "war_positions.h"

#define DATA TEST_DATA_DIR "/war/"

/* ---- helpers ---- */

static cg_game *new_game(const char *params)
{
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new("war", params, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

static char *frame(const cg_game *g, const char *body)
{
    static char text[8192];
    char params[256];
    cg_game_params(g, params, sizeof params);
    snprintf(text, sizeof text,
             "cardgames-state 1\ngame war\nparams %s\nmoves 0\n"
             "rng 0000000000000001 0000000000000002 0000000000000003 0000000000000004\n%send\n",
             params, body);
    return text;
}

static cg_status try_load(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    cg_status st = cg_state_load(g, frame(g, body), &s);
    cg_state_free(s);
    return st;
}

static cg_state *load_state(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    ck_assert_msg(cg_state_load(g, frame(g, body), &s) == CG_OK, "%s\n%s", cg_last_error(), body);
    return s;
}

/* The cards that `used` does not name, in deck order, space-separated. */
static void unused_cards(const char *used, char *out, size_t cap)
{
    static const char ranks[] = "234567890JQKA", suits[] = "DCHS";
    out[0] = '\0';
    for (int r = 0; r < 13; r++)
        for (int s = 0; s < 4; s++) {
            char c[3] = {ranks[r], suits[s], 0};
            if (strstr(used, c))
                continue;
            if (out[0])
                strncat(out, " ", cap - strlen(out) - 1);
            strncat(out, c, cap - strlen(out) - 1);
        }
}

/* A position to play `next` from: each hand begins with the cards given, the
   table is as given, and every other card goes to the back of hand 1 (the
   first `extra1` of them, in deck order) or hand 2 (the rest). */
static cg_state *position(const cg_game *g, const char *next, const char *hand1, const char *hand2,
                          int extra1, const char *table_text)
{
    char used[1024], rest[512], h1[512], h2[512], body[2048];
    snprintf(used, sizeof used, "%s %s %s", hand1, hand2, table_text);
    unused_cards(used, rest, sizeof rest);
    snprintf(h1, sizeof h1, "%s", hand1);
    snprintf(h2, sizeof h2, "%s", hand2);
    int k = 0;
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " "), k++) {
        char *h = k < extra1 ? h1 : h2;
        if (h[0])
            strcat(h, " ");
        strcat(h, p);
    }
    snprintf(body, sizeof body, "next %s\nrounds %d\nwars %d\nhand1 %s\nhand2 %s\ntable %s\n", next,
             strcmp(next, "play") ? 1 : 0, strchr(table_text, '(') ? 20 : 0, h1, h2, table_text);
    return load_state(g, body);
}

static void apply_text(cg_state *s, const char *text)
{
    cg_move m;
    ck_assert_msg(cg_move_from_string(s, text, &m) == CG_OK, "%s: %s", text, cg_last_error());
    ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
}

static const char *table(const cg_state *s)
{
    static char buf[512];
    cg_war_table_text(s, buf, sizeof buf);
    return buf;
}

static cg_war_card card(const char *text)
{
    cg_war_card c = 0;
    ck_assert_int_eq(cg_war_card_parse(text, &c), CG_OK);
    return c;
}

/* ---- cards and compare_cards ---- */

START_TEST(test_compare_cards_by_rank)
{
    ck_assert_int_eq(cg_war_compare_cards("QS", "AD"), 2);
    ck_assert_int_eq(cg_war_compare_cards("AD", "QS"), 1);
    ck_assert_int_eq(cg_war_compare_cards("8D", "8S"), 0);
    ck_assert_int_eq(cg_war_compare_cards("0H", "9C"), 1); /* 0 is ten */
    ck_assert_int_eq(cg_war_compare_cards("0H", "JC"), 2);
    ck_assert_int_eq(cg_war_compare_cards("2D", "3D"), 2);
    ck_assert_int_eq(cg_war_compare_cards("KD", "QD"), 1);
    ck_assert_int_eq(cg_war_compare_cards("AS", "KS"), 1);
}
END_TEST

START_TEST(test_compare_cards_order_of_all_ranks)
{
    const char *order[] = {"2S", "3S", "4S", "5S", "6S", "7S", "8S",
                           "9S", "0S", "JS", "QS", "KS", "AS"};
    for (int i = 0; i < 13; i++)
        for (int j = 0; j < 13; j++)
            ck_assert_int_eq(cg_war_compare_cards(order[i], order[j]), i == j ? 0 : i > j ? 1 : 2);
}
END_TEST

START_TEST(test_compare_cards_suits_never_matter)
{
    ck_assert_int_eq(cg_war_compare_cards("5D", "5C"), 0);
    ck_assert_int_eq(cg_war_compare_cards("5H", "5S"), 0);
    ck_assert_int_eq(cg_war_compare_cards("5s", "5D"), 0); /* lower-case suit */
}
END_TEST

START_TEST(test_compare_cards_rejects_malformed)
{
    ck_assert_int_eq(cg_war_compare_cards("1B", "AD"), -1);
    ck_assert_int_eq(cg_war_compare_cards("AD", "10H"), -1);
    ck_assert_int_eq(cg_war_compare_cards("qs", "AD"), -1); /* lower-case rank */
    ck_assert_int_eq(cg_war_compare_cards(NULL, "AD"), -1);
    ck_assert_int_eq(cg_war_compare_cards("AD", ""), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_war_compare_cards: both arguments must be cards like 'QS'");
}
END_TEST

START_TEST(test_card_text_round_trip)
{
    for (int c = 0; c < 52; c++) {
        char text[3];
        ck_assert_uint_eq(cg_war_card_name((cg_war_card)c, text, sizeof text), 2);
        ck_assert_int_eq(card(text), c);
    }
    char text[3];
    ck_assert_uint_eq(cg_war_card_name(card("2s"), text, sizeof text), 2);
    ck_assert_str_eq(text, "2S");
    ck_assert_uint_eq(cg_war_card_name(card("0h"), text, sizeof text), 2);
    ck_assert_str_eq(text, "0H");
    ck_assert_uint_eq(cg_war_card_name(52, text, sizeof text), 0);
    ck_assert_str_eq(text, "");
    cg_war_card c = 9;
    ck_assert_int_eq(cg_war_card_parse("1B", &c), CG_EPARSE);
    ck_assert_int_eq(c, 9);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "'1B' is not a card"));
    ck_assert_int_eq(cg_war_card_parse(NULL, &c), CG_EINVAL);
    ck_assert_int_eq(cg_war_card_parse("AS", NULL), CG_EINVAL);
}
END_TEST

/* ---- deck files: validation in order, exact messages ---- */

START_TEST(test_deck_missing_file)
{
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_load(DATA "no_such_deck.txt", deck), CG_EIO);
    ck_assert_str_eq(cg_last_error(), "Incorrect filename or file does not exist");
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("war", "deck=" DATA "no_such_deck.txt", &g), CG_EIO);
    ck_assert_str_eq(cg_last_error(), "Incorrect filename or file does not exist");
    ck_assert_ptr_null(g);
}
END_TEST

START_TEST(test_deck_directory_is_unreadable)
{
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_load(DATA, deck), CG_EIO);
    ck_assert_str_eq(cg_last_error(), "Incorrect filename or file does not exist");
}
END_TEST

START_TEST(test_deck_number_of_cards)
{
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_load(DATA "deck_42.txt", deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error : Number of cards in the file is 42.");
    ck_assert_int_eq(cg_war_deck_parse("", 0, deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error : Number of cards in the file is 0.");
    char text[1024] = "";
    for (int i = 0; i < 53; i++)
        strcat(text, "AS\n");
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error : Number of cards in the file is 53.");
}
END_TEST

START_TEST(test_deck_duplicates_in_order_of_first_appearance)
{
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_load(DATA "deck_duplicates.txt", deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error:Duplicates found in the input file:QH,9D");
}
END_TEST

START_TEST(test_deck_duplicates_after_upper_casing_suits)
{
    char text[1024] = "2s\n2S\n";
    char rest[512];
    unused_cards("2S", rest, sizeof rest);
    /* 2s, 2S and 50 more cards: 51 distinct cards of the 52 would be needed... */
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " ")) {
        strcat(text, p);
        strcat(text, "\n");
    }
    /* 2 + 51 = 53 entries: drop the last one to have 52. */
    text[strlen(text) - 3] = '\0';
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error:Duplicates found in the input file:2S");
}
END_TEST

START_TEST(test_deck_malformed_cards_as_written)
{
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_load(DATA "deck_malformed.txt", deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "Error:Following cards not formatted correctly:2B,1QD,17C,100Z");
}
END_TEST

/* A deck's text: the entries given, one per line, then cards none of them
   names until there are 52 lines. */
static void deck_with(const char *const entries[], int n, char *out, size_t cap)
{
    char used[256] = "", rest[512];
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        strncat(used, entries[i], sizeof used - strlen(used) - 1);
        strncat(out, entries[i], cap - strlen(out) - 1);
        strncat(out, "\n", cap - strlen(out) - 1);
    }
    unused_cards(used, rest, sizeof rest);
    for (char *p = strtok(rest, " "); p && n < 52; p = strtok(NULL, " "), n++) {
        strncat(out, p, cap - strlen(out) - 1);
        strncat(out, "\n", cap - strlen(out) - 1);
    }
}

START_TEST(test_deck_duplicates_listed_once_by_first_appearance)
{
    /* 9D appears first, QH is repeated first; QH three times is listed once. */
    const char *const entries[] = {"9D", "QH", "QH", "9D", "QH"};
    char text[1024];
    deck_with(entries, 5, text, sizeof text);
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error:Duplicates found in the input file:9D,QH");
}
END_TEST

START_TEST(test_deck_the_seeds_malformed_examples)
{
    /* "1B": B is no suit; "3QD": a card is two characters. */
    const char *const entries[] = {"1B", "3QD"};
    char text[1024];
    deck_with(entries, 2, text, sizeof text);
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error:Following cards not formatted correctly:1B,3QD");
}
END_TEST

START_TEST(test_deck_every_malformed_entry_is_listed_however_many)
{
    /* 52 malformed entries of 11 characters: a message of 669 characters. */
    char text[1024] = "", expected[1024] = "Error:Following cards not formatted correctly:";
    for (int i = 0; i < 52; i++) {
        char entry[16];
        snprintf(entry, sizeof entry, "10000000%02dZ", i);
        strcat(text, entry);
        strcat(text, "\n");
        if (i)
            strcat(expected, ",");
        strcat(expected, entry);
    }
    ck_assert_uint_eq(strlen(expected), 669);
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), expected);
}
END_TEST

START_TEST(test_deck_count_is_checked_before_duplicates_and_format)
{
    /* 3 entries, duplicated and malformed: the count is reported. */
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse("1B\n1B\nXX\n", 9, deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error : Number of cards in the file is 3.");
}
END_TEST

START_TEST(test_deck_duplicates_are_checked_before_format)
{
    char text[1024] = "ZZ\nAS\nAS\n";
    char rest[512];
    unused_cards("AS", rest, sizeof rest);
    int n = 3;
    for (char *p = strtok(rest, " "); p && n < 52; p = strtok(NULL, " "), n++) {
        strcat(text, p);
        strcat(text, "\n");
    }
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error:Duplicates found in the input file:AS");
}
END_TEST

START_TEST(test_deck_lower_case_rank_is_malformed)
{
    char text[1024] = "";
    char rest[512];
    unused_cards("QS", rest, sizeof rest);
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " ")) {
        strcat(text, p);
        strcat(text, "\n");
    }
    strcat(text, "qs\n");
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error:Following cards not formatted correctly:qs");
}
END_TEST

START_TEST(test_deck_white_space_crlf_and_lower_case_suits)
{
    cg_war_card a[52], b[52];
    ck_assert_msg(cg_war_deck_load(DATA "deck_crlf_lower.txt", a) == CG_OK, "%s", cg_last_error());
    ck_assert_int_eq(cg_war_deck_load(DATA "deck_plain.txt", b), CG_OK);
    ck_assert_mem_eq(a, b, sizeof a);
}
END_TEST

START_TEST(test_deck_failure_leaves_the_output_unchanged)
{
    cg_war_card deck[52];
    memset(deck, 77, sizeof deck);
    ck_assert_int_eq(cg_war_deck_load(DATA "deck_malformed.txt", deck), CG_EPARSE);
    for (int i = 0; i < 52; i++)
        ck_assert_int_eq(deck[i], 77);
}
END_TEST

START_TEST(test_deck_bad_arguments)
{
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_parse(NULL, 0, deck), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_war_deck_parse: text is NULL");
    ck_assert_int_eq(cg_war_deck_parse("AS", 2, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_war_deck_load(NULL, deck), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_war_deck_load: path is NULL");
    /* A NUL byte inside the text is an ordinary (malformed) character. */
    ck_assert_int_eq(cg_war_deck_parse("A\0S\n", 4, deck), CG_EPARSE);
}
END_TEST

/* ---- parameters ---- */

START_TEST(test_params_defaults_and_effective_text)
{
    cg_game *g = new_game(NULL);
    char params[256];
    cg_game_params(g, params, sizeof params);
    ck_assert_str_eq(params, "facedown=3;deck=;max_rounds=0");
    ck_assert_int_eq(cg_game_num_players(g), 2);
    ck_assert_uint_eq(cg_game_max_moves(g), 1);
    cg_game_free(g);
    g = new_game(" facedown = 1 ; max_rounds=9 ;");
    cg_game_params(g, params, sizeof params);
    ck_assert_str_eq(params, "facedown=1;deck=;max_rounds=9");
    cg_game_free(g);
}
END_TEST

START_TEST(test_params_rejected_with_the_key_named)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("war", "facedown=0", &g), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "war: parameter 'facedown' must be from 1 to 3, not 0");
    ck_assert_int_eq(cg_game_new("war", "facedown=4", &g), CG_EINVAL);
    ck_assert_int_eq(cg_game_new("war", "facedown=two", &g), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "war: parameter 'facedown' wants an integer from 1 to 3, not 'two'");
    ck_assert_int_eq(cg_game_new("war", "max_rounds=-1", &g), CG_EINVAL);
    ck_assert_int_eq(cg_game_new("war", "colour=red", &g), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "war: unknown parameter 'colour' (known: facedown, deck, max_rounds, cards)");
    ck_assert_int_eq(cg_game_new("war", "facedown", &g), CG_EPARSE);
    ck_assert_int_eq(cg_game_new("war", "facedown=1;facedown=2", &g), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "war: parameter 'facedown' is given twice");
    ck_assert_ptr_null(g);
}
END_TEST

/* ---- dealing ---- */

START_TEST(test_deal_alternates_from_a_random_first_receiver)
{
    cg_war_card deck[52];
    ck_assert_int_eq(cg_war_deck_load(DATA "deck_plain.txt", deck), CG_OK);
    cg_game *g = new_game("deck=" DATA "deck_plain.txt");
    int first_receivers[2] = {0, 0};
    for (uint64_t seed = 0; seed < 64; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        cg_war_card h0[52], h1[52];
        ck_assert_int_eq(cg_war_hand(s, 0, h0, 52), 26);
        ck_assert_int_eq(cg_war_hand(s, 1, h1, 52), 26);
        int first = h0[0] == deck[0] ? 0 : 1;
        first_receivers[first]++;
        const cg_war_card *a = first == 0 ? h0 : h1, *b = first == 0 ? h1 : h0;
        for (int i = 0; i < 26; i++) {
            ck_assert_int_eq(a[i], deck[2 * i]);     /* the first card received ... */
            ck_assert_int_eq(b[i], deck[2 * i + 1]); /* ... is the first to be played */
        }
        cg_state_free(s);
    }
    ck_assert_int_gt(first_receivers[0], 10);
    ck_assert_int_gt(first_receivers[1], 10);
    cg_game_free(g);
}
END_TEST

START_TEST(test_deal_without_a_deck_shuffles_a_standard_deck)
{
    cg_game *g = new_game(NULL);
    cg_state *a = NULL, *b = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &a), CG_OK);
    ck_assert_int_eq(cg_state_new(g, 2, &b), CG_OK);
    cg_war_card h[2][52];
    uint64_t seen = 0;
    for (int p = 0; p < 2; p++) {
        ck_assert_int_eq(cg_war_hand(a, p, h[p], 52), 26);
        for (int i = 0; i < 26; i++)
            seen |= (uint64_t)1 << h[p][i];
    }
    ck_assert(seen == ((uint64_t)1 << 52) - 1);
    ck_assert(!cg_state_equal(a, b));
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

/* ---- the steps ---- */

START_TEST(test_play_puts_player_0_left_and_player_1_right)
{
    cg_game *g = new_game(NULL);
    cg_state *s = position(g, "play", "7H", "9C", 25, "|");
    ck_assert_str_eq(table(s), "[ | ]");
    apply_text(s, "play");
    ck_assert_str_eq(table(s), "[7H | 9C]");
    ck_assert_int_eq(cg_war_next_step(s), CG_WAR_COLLECT);
    ck_assert_uint_eq(cg_war_rounds(s), 1);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_higher_rank_collects_the_table_at_the_bottom_of_the_hand)
{
    cg_game *g = new_game(NULL);
    cg_state *s = position(g, "play", "7H", "9C", 25, "|");
    cg_war_card before[52];
    ck_assert_int_eq(cg_war_hand(s, 1, before, 52), 26);
    apply_text(s, "play");
    apply_text(s, "collect");
    cg_war_card after[52];
    ck_assert_int_eq(cg_war_hand(s, 1, after, 52), 27);
    ck_assert_int_eq(cg_war_hand_count(s, 0), 25);
    ck_assert_mem_eq(after, before + 1, 25); /* the rest of the hand is unchanged, in order */
    ck_assert(after[25] == card("7H") || after[25] == card("9C"));
    ck_assert(after[26] == card("7H") || after[26] == card("9C"));
    ck_assert_int_ne(after[25], after[26]);
    ck_assert_str_eq(table(s), "[ | ]");
    ck_assert_int_eq(cg_war_next_step(s), CG_WAR_PLAY);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* A tie on the first cards, then a war: AS/AD, then 2C 3C 4C and 5C 6C 7C
   face down, then QS against 8S, which player 0 wins. */
static cg_state *seed_war_position(const cg_game *g)
{
    return position(g, "play", "AS 2C 3C 4C QS", "AD 5C 6C 7C 8S", 21, "|");
}

START_TEST(test_taken_cards_are_shuffled)
{
    /* The ten cards of a war reach the taker's hand in more than one order
       across generator states. */
    cg_game *g = new_game(NULL);
    int other_orders = 0;
    cg_war_card first[10];
    for (int seed = 1; seed <= 8; seed++) {
        cg_state *s = seed_war_position(g);
        char text[4096];
        cg_state_save(s, text, sizeof text);
        cg_state_free(s);
        char *word = strstr(text, "rng ") + 4;
        word[15] = (char)('0' + seed); /* another generator state */
        ck_assert_int_eq(cg_state_load(g, text, &s), CG_OK);
        apply_text(s, "play");
        apply_text(s, "war");
        apply_text(s, "collect");
        cg_war_card hand[52];
        int n = cg_war_hand(s, 0, hand, 52);
        ck_assert_int_eq(n, 31);
        if (seed == 1)
            memcpy(first, hand + n - 10, 10);
        else if (memcmp(first, hand + n - 10, 10) != 0)
            other_orders++;
        cg_state_free(s);
    }
    ck_assert_int_gt(other_orders, 0);
    cg_game_free(g);
}
END_TEST

/* The seed's table: player 0 (its player 1) played AS, three face down, then
   QS; player 1 (its player 2) played AD, three face down, then 8S. */
START_TEST(test_war_table_text_of_the_seed)
{
    cg_game *g = new_game(NULL);
    cg_state *s = seed_war_position(g);
    apply_text(s, "play");
    ck_assert_str_eq(table(s), "[AS | AD]");
    ck_assert_int_eq(cg_war_next_step(s), CG_WAR_WAR); /* a tie on the first cards */
    apply_text(s, "war");
    ck_assert_str_eq(table(s), "[QS, XX, XX, XX, AS | AD, XX, XX, XX, 8S]");
    ck_assert_uint_eq(cg_war_wars(s), 1);
    ck_assert_int_eq(cg_war_next_step(s), CG_WAR_COLLECT);
    /* The seed's cards_list and faceUp_list. */
    cg_war_card cards[10];
    uint8_t up[10];
    ck_assert_int_eq(cg_war_table_cards(s, cards, up, 10), 10);
    const char *names[10] = {"QS", "4C", "3C", "2C", "AS", "AD", "5C", "6C", "7C", "8S"};
    const uint8_t face_up[10] = {1, 0, 0, 0, 1, 1, 0, 0, 0, 1};
    for (int i = 0; i < 10; i++) {
        ck_assert_int_eq(cards[i], card(names[i]));
        ck_assert_int_eq(up[i], face_up[i]);
    }
    ck_assert_int_eq(cg_war_table_count(s, 0), 5);
    ck_assert_int_eq(cg_war_table_count(s, 1), 5);
    apply_text(s, "collect"); /* QS beats 8S */
    ck_assert_int_eq(cg_war_hand_count(s, 0), 26 - 5 + 10);
    ck_assert_int_eq(cg_war_hand_count(s, 1), 26 - 5);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_war_with_one_and_two_face_down_cards)
{
    cg_game *g = new_game("facedown=1");
    cg_state *s = position(g, "play", "AS 2C 3C", "AD 5C 6C", 23, "|");
    apply_text(s, "play");
    apply_text(s, "war");
    ck_assert_str_eq(table(s), "[3C, XX, AS | AD, XX, 6C]");
    cg_state_free(s);
    cg_game_free(g);
    g = new_game("facedown=2");
    s = position(g, "play", "AS 2C 3C 4C", "AD 5C 6C 7C", 22, "|");
    apply_text(s, "play");
    apply_text(s, "war");
    ck_assert_str_eq(table(s), "[4C, XX, XX, AS | AD, XX, XX, 7C]");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_war_again_after_a_second_tie)
{
    cg_game *g = new_game("facedown=1");
    cg_state *s = position(g, "play", "AS 2C 9C 3C 5C", "AD 2D 9D 3D 6C", 21, "|");
    apply_text(s, "play");
    apply_text(s, "war");
    ck_assert_int_eq(cg_war_next_step(s), CG_WAR_WAR); /* 9C ties 9D */
    apply_text(s, "war");
    ck_assert_str_eq(table(s), "[5C, XX, 9C, XX, AS | AD, XX, 9D, XX, 6C]");
    ck_assert_uint_eq(cg_war_wars(s), 2);
    apply_text(s, "collect");
    ck_assert_int_eq(cg_war_hand_count(s, 1), 26 - 5 + 10); /* 6C beats 5C */
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_player_too_short_for_a_war_loses_everything)
{
    /* Player 1 ties with the first of their last three cards, short of the four
       a war needs. */
    cg_game *g = new_game(NULL);
    cg_state *s = position(g, "play", "KD", "KS 2S 3S", 48, "|");
    ck_assert_int_eq(cg_war_hand_count(s, 1), 3);
    apply_text(s, "play");
    ck_assert_int_eq(cg_war_next_step(s), CG_WAR_WAR);
    apply_text(s, "war");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_war_hand_count(s, 0), 52);
    ck_assert_int_eq(cg_war_hand_count(s, 1), 0);
    ck_assert_str_eq(table(s), "[ | ]");
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert(cg_state_returns(s, 0) == 1.0);
    ck_assert(cg_state_returns(s, 1) == -1.0);
    ck_assert_int_eq(cg_state_current_player(s), CG_PLAYER_NONE);
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 0);
    ck_assert_int_eq(cg_state_apply(s, CG_WAR_PLAY), CG_EOVER);
    ck_assert_str_eq(cg_last_error(), "cg_state_apply: the game of war is over");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_both_too_short_with_equal_hands_is_a_draw)
{
    cg_game *g = new_game("facedown=1");
    cg_state *s = war_both_short(g, 1);
    ck_assert_int_eq(cg_war_hand_count(s, 0), 1);
    ck_assert_int_eq(cg_war_hand_count(s, 1), 1);
    apply_text(s, "war");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    ck_assert(cg_state_returns(s, 0) == 0.0 && cg_state_returns(s, 1) == 0.0);
    ck_assert_int_eq(cg_war_hand_count(s, 0), 26); /* each takes back their own */
    ck_assert_int_eq(cg_war_hand_count(s, 1), 26);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_both_too_short_the_one_with_fewer_cards_loses)
{
    cg_game *g = new_game("facedown=1");
    cg_state *s = war_both_short(g, 2); /* player 0 holds 2, player 1 none */
    ck_assert_int_eq(cg_war_hand_count(s, 0), 2);
    apply_text(s, "war");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert_int_eq(cg_war_hand_count(s, 0), 52);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_round_limit_ends_in_a_draw)
{
    cg_game *g = new_game("max_rounds=3");
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 11, &s), CG_OK);
    uint32_t made;
    ck_assert_int_eq(cg_state_playout(s, 1, 1000, &made), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_uint_eq(cg_war_rounds(s), 3);
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    ck_assert(cg_state_returns(s, 0) == 0.0 && cg_state_returns(s, 1) == 0.0);
    ck_assert_int_eq(cg_war_hand_count(s, 0) + cg_war_hand_count(s, 1), 52);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_game_ends_when_one_player_holds_52)
{
    cg_game *g = new_game(NULL);
    for (uint64_t seed = 0; seed < 50; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        ck_assert_int_eq(cg_state_playout(s, seed, 1000000, NULL), CG_OK);
        ck_assert(cg_state_is_terminal(s));
        int w = cg_state_winner(s);
        ck_assert(w == 0 || w == 1);
        ck_assert_int_eq(cg_war_hand_count(s, w), 52);
        ck_assert_int_eq(cg_war_hand_count(s, 1 - w), 0);
        cg_state_free(s);
    }
    cg_game_free(g);
}
END_TEST

START_TEST(test_current_player_is_0_and_the_single_move_is_the_next_step)
{
    cg_game *g = new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 3, &s), CG_OK);
    for (int i = 0; i < 40 && !cg_state_is_terminal(s); i++) {
        ck_assert_int_eq(cg_state_current_player(s), 0);
        cg_move m[2];
        ck_assert_uint_eq(cg_state_legal_moves(s, m, 2), 1);
        ck_assert_uint_eq(m[0], (cg_move)cg_war_next_step(s));
        ck_assert_int_eq(cg_state_apply(s, m[0]), CG_OK);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- moves as text ---- */

START_TEST(test_move_texts)
{
    cg_game *g = new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 3, &s), CG_OK);
    char text[16];
    ck_assert_uint_eq(cg_move_to_string(s, CG_WAR_PLAY, text, sizeof text), 4);
    ck_assert_str_eq(text, "play");
    cg_move_to_string(s, CG_WAR_WAR, text, sizeof text);
    ck_assert_str_eq(text, "war");
    cg_move_to_string(s, CG_WAR_COLLECT, text, sizeof text);
    ck_assert_str_eq(text, "collect");
    ck_assert_uint_eq(cg_move_to_string(s, 3, text, sizeof text), 0);
    ck_assert_str_eq(text, "");
    cg_move m = 42;
    ck_assert_int_eq(cg_move_from_string(s, "surrender", &m), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "war: 'surrender' is not a move (the moves are play, war, collect)");
    ck_assert_int_eq(cg_move_from_string(s, "war", &m), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "war: the next step is 'play', not 'war'");
    ck_assert_uint_eq(m, 42);
    ck_assert_int_eq(cg_move_from_string(s, "  play ", &m), CG_OK);
    ck_assert_uint_eq(m, CG_WAR_PLAY);
    ck_assert_int_eq(cg_state_apply(s, CG_WAR_COLLECT), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "war: the next step is 'play', not 'collect'");
    ck_assert_int_eq(cg_state_apply(s, 99), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "war: 99 is not a move (0 play, 1 war, 2 collect)");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- render ---- */

START_TEST(test_render_hides_face_down_cards_and_hands_from_players)
{
    cg_game *g = new_game(NULL);
    cg_state *s = seed_war_position(g);
    apply_text(s, "play");
    apply_text(s, "war");
    char text[2048];
    cg_state_render(s, 0, text, sizeof text);
    ck_assert_str_eq(text, "Round 1, 1 war so far\n"
                           "Table: [QS, XX, XX, XX, AS | AD, XX, XX, XX, 8S]\n"
                           "Player 0: 21 cards\n"
                           "Player 1: 21 cards\n"
                           "Next: collect\n");
    char other[2048];
    cg_state_render(s, 1, other, sizeof other);
    ck_assert_str_eq(text, other);
    cg_state_render(s, CG_PLAYER_NONE, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "Table: [QS, 4C, 3C, 2C, AS | AD, 5C, 6C, 7C, 8S]\n"));
    ck_assert_ptr_nonnull(strstr(text, "Player 0: 21 cards "));
    ck_assert_uint_eq(cg_state_render(s, 2, text, sizeof text), 0);
    ck_assert_uint_eq(cg_state_render(s, -2, text, sizeof text), 0);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "no viewer -2"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- saved form ---- */

START_TEST(test_saved_form_is_the_documented_text)
{
    cg_game *g = new_game(NULL);
    cg_state *s = seed_war_position(g);
    apply_text(s, "play");
    apply_text(s, "war");
    char text[4096];
    cg_state_save(s, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "cardgames-state 1\ngame war\n"
                                       "params facedown=3;deck=;max_rounds=0\nmoves 2\n"));
    ck_assert_ptr_nonnull(strstr(text, "next collect\nrounds 1\nwars 1\nhand1 "));
    ck_assert_ptr_nonnull(
        strstr(text, "\ntable QS (4C) (3C) (2C) AS | AD (5C) (6C) (7C) 8S\nend\n"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_load_rejects_inconsistent_positions)
{
    cg_game *g = new_game(NULL);
    char rest[512], half1[512], body[1400];
    unused_cards("7H 9C", rest, sizeof rest);     /* 50 cards */
    snprintf(half1, sizeof half1, "%.74s", rest); /* the first 25 */
    const char *half2 = rest + 75;
    struct {
        const char *next, *hand1, *hand2, *table, *message;
    } cases[] = {
        {"play", half1, "9C", "|", "line 11: the hands and the table hold 26 cards, not 52"},
        {"play", "7H 7H", rest, "|", "line 9: card 7H appears twice"},
        {"play", "7h", rest, "|", "line 9: '7h' is not a card"},
        {"collect", "7H 9C", rest, "|", "line 11: 'collect' needs cards on the table"},
        {"war", half1, half2, "7H | 9C",
         "line 11: the face-up cards differ, so the next step is 'collect'"},
        {"collect", half1, half2, "7H 9C |",
         "line 11: the players have 2 and 0 cards on the table"},
        {"collect", half1, half2, "(7H) | 9C",
         "line 11: player 0's table cards are not one face-up card and wars of 3 face-down and "
         "one face-up"},
        {"play", "7H 9C", rest, "| |", "line 11: the table has one '|' between the players"},
        {"play", "7H 9C", rest, "", "line 11: the table needs a '|' between the players"},
        {"over", half1, half2, "7H | 9C", "line 11: a finished game has an empty table"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(body, sizeof body, "next %s\nrounds 1\nwars 0\nhand1 %s\nhand2 %s\ntable %s\n",
                 cases[i].next, cases[i].hand1, cases[i].hand2, cases[i].table);
        ck_assert_int_eq(try_load(g, body), CG_EPARSE);
        char expected[512];
        snprintf(expected, sizeof expected, "saved state, %s", cases[i].message);
        ck_assert_str_eq(cg_last_error(), expected);
    }
    /* 'play' when a player already holds everything. */
    snprintf(body, sizeof body, "next play\nrounds 1\nwars 0\nhand1 7H 9C %s\nhand2\ntable |\n",
             rest);
    ck_assert_int_eq(try_load(g, body), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 11: a player holds all 52 cards: the game is over");
    /* A bad step and a bad counter. */
    ck_assert_int_eq(try_load(g, "next fight\n"), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 6: the next step is play, war, collect or over");
    ck_assert_int_eq(try_load(g, "next play\nrounds -1\n"), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "saved state, line 7: 'rounds' needs a count");
    cg_game_free(g);
}
END_TEST

START_TEST(test_load_rejects_frames_of_other_games_and_versions)
{
    cg_game *g = new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_load(g, "cardgames-state 2\n", &s), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 1: format version 2, this library reads version 1");
    ck_assert_int_eq(cg_state_load(g, "cardgames-state 1\ngame shephy\n", &s), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "saved state, line 2: a state of 'shephy', not of 'war'");
    ck_assert_int_eq(
        cg_state_load(g, "cardgames-state 1\ngame war\nparams facedown=1;deck=;max_rounds=0\n", &s),
        CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 3: saved with parameters 'facedown=1;deck=;max_rounds=0', "
                     "this game has 'facedown=3;deck=;max_rounds=0'");
    ck_assert_int_eq(cg_state_load(g, "", &s), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 1: ends early: expected 'cardgames-state'");
    ck_assert_ptr_null(s);
    cg_game_free(g);
}
END_TEST

/* ---- typed functions with bad arguments ---- */

START_TEST(test_typed_functions_reject_null_states_and_players)
{
    ck_assert_int_eq(cg_war_hand_count(NULL, 0), -1);
    ck_assert_str_eq(cg_last_error(), "cg_war_hand_count: state is NULL");
    ck_assert_int_eq(cg_war_hand(NULL, 0, NULL, 0), -1);
    ck_assert_int_eq(cg_war_table_cards(NULL, NULL, NULL, 0), -1);
    ck_assert_int_eq(cg_war_table_count(NULL, 0), -1);
    ck_assert_int_eq(cg_war_next_step(NULL), -1);
    ck_assert_uint_eq(cg_war_rounds(NULL), 0);
    ck_assert_uint_eq(cg_war_wars(NULL), 0);
    char buf[8] = "x";
    ck_assert_uint_eq(cg_war_table_text(NULL, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    cg_game *g = new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
    ck_assert_int_eq(cg_war_hand_count(s, 2), -1);
    ck_assert_str_eq(cg_last_error(), "cg_war_hand_count: no player 2 in war (players 0..1)");
    ck_assert_int_eq(cg_war_hand(s, -1, NULL, 0), -1);
    ck_assert_int_eq(cg_war_hand(s, 1, NULL, 0), 26);    /* count only */
    ck_assert_uint_eq(cg_war_table_text(s, NULL, 0), 5); /* "[ | ]" */
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("war");
    struct {
        const char *name;
        const TTest *tests[16];
    } groups[] = {
        {"cards",
         {test_compare_cards_by_rank, test_compare_cards_order_of_all_ranks,
          test_compare_cards_suits_never_matter, test_compare_cards_rejects_malformed,
          test_card_text_round_trip}},
        {"deck files",
         {test_deck_missing_file, test_deck_directory_is_unreadable, test_deck_number_of_cards,
          test_deck_duplicates_in_order_of_first_appearance,
          test_deck_duplicates_after_upper_casing_suits, test_deck_malformed_cards_as_written,
          test_deck_duplicates_listed_once_by_first_appearance,
          test_deck_the_seeds_malformed_examples,
          test_deck_every_malformed_entry_is_listed_however_many,
          test_deck_count_is_checked_before_duplicates_and_format,
          test_deck_duplicates_are_checked_before_format, test_deck_lower_case_rank_is_malformed,
          test_deck_white_space_crlf_and_lower_case_suits,
          test_deck_failure_leaves_the_output_unchanged, test_deck_bad_arguments}},
        {"parameters",
         {test_params_defaults_and_effective_text, test_params_rejected_with_the_key_named}},
        {"dealing",
         {test_deal_alternates_from_a_random_first_receiver,
          test_deal_without_a_deck_shuffles_a_standard_deck}},
        {"steps",
         {test_play_puts_player_0_left_and_player_1_right,
          test_higher_rank_collects_the_table_at_the_bottom_of_the_hand,
          test_taken_cards_are_shuffled, test_war_table_text_of_the_seed,
          test_war_with_one_and_two_face_down_cards, test_war_again_after_a_second_tie,
          test_player_too_short_for_a_war_loses_everything,
          test_both_too_short_the_one_with_fewer_cards_loses,
          test_both_too_short_with_equal_hands_is_a_draw, test_round_limit_ends_in_a_draw,
          test_game_ends_when_one_player_holds_52,
          test_current_player_is_0_and_the_single_move_is_the_next_step}},
        {"text",
         {test_move_texts, test_render_hides_face_down_cards_and_hands_from_players,
          test_saved_form_is_the_documented_text, test_load_rejects_inconsistent_positions,
          test_load_rejects_frames_of_other_games_and_versions,
          test_typed_functions_reject_null_states_and_players}},
    };
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        TCase *tc = tcase_create(groups[i].name);
        for (int k = 0; groups[i].tests[k]; k++)
            _tcase_add_test(tc, groups[i].tests[k], 0, 0, 0, 1);
        suite_add_tcase(suite, tc);
    }
    return check_run(suite);
}
