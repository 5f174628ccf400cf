/*
 * War's decks beyond the seed's examples: the cards= parameter (a deal given
 * in memory), entries of any length in the messages, and deck files over the
 * 16 MiB that the library reads.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_quiet.h"
#include "check_run.h"
#include "war_positions.h"

#define DATA TEST_DATA_DIR "/war/"
#define ERROR_CAP 4096 /* the longest message, with its NUL */

/* The deck of a file as "cards=C1,C2,...", suits in the case given. */
static const char *cards_param(const char *file, bool lower_suits)
{
    static char text[256];
    cg_war_card deck[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(cg_war_deck_load(file, deck), CG_OK);
    strcpy(text, "cards=");
    for (int i = 0; i < CG_WAR_DECK_SIZE; i++) {
        char name[4];
        cg_war_card_name(deck[i], name, sizeof name);
        if (lower_suits)
            name[1] = (char)(name[1] - 'A' + 'a');
        strcat(text, i ? (i % 2 ? " , " : ",") : " ");
        strcat(text, name);
    }
    return text;
}

static cg_status game_status(const char *params)
{
    cg_game *g = NULL;
    cg_status st = cg_game_new("war", params, &g);
    cg_game_free(g);
    return st;
}

/* A file holding `len` bytes of text; its path (free it, unlink it). */
static char *temporary_file(const char *text, size_t len)
{
    char *path = strdup("/tmp/war_deck_XXXXXX");
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    FILE *f = fdopen(fd, "wb");
    ck_assert_uint_eq(fwrite(text, 1, len, f), len);
    fclose(f);
    return path;
}

/* ---- the cards= parameter ---- */

START_TEST(test_cards_parameter_deals_as_the_same_deck_file)
{
    cg_game *from_file = war_new_game("deck=" DATA "deck_plain.txt");
    cg_game *from_cards = war_new_game(cards_param(DATA "deck_plain.txt", true));
    for (uint64_t seed = 0; seed < 8; seed++) {
        cg_state *a = NULL, *b = NULL;
        ck_assert_int_eq(cg_state_new(from_file, seed, &a), CG_OK);
        ck_assert_int_eq(cg_state_new(from_cards, seed, &b), CG_OK);
        for (int p = 0; p < 2; p++) {
            cg_war_card x[CG_WAR_DECK_SIZE], y[CG_WAR_DECK_SIZE];
            ck_assert_int_eq(war_hand_of(a, p, x), 26);
            ck_assert_int_eq(war_hand_of(b, p, y), 26);
            ck_assert_mem_eq(x, y, 26);
        }
        /* The deal is a parameter, known card by card: resampling keeps it. */
        ck_assert_int_eq(cg_state_resample(b, 0, seed + 100), CG_OK);
        ck_assert_str_eq(war_saved_line(a, "hand1"), war_saved_line(b, "hand1"));
        cg_state_free(a);
        cg_state_free(b);
    }
    cg_game_free(from_file);
    cg_game_free(from_cards);
}
END_TEST

START_TEST(test_cards_parameter_is_written_back_canonical)
{
    cg_game *g = war_new_game(cards_param(DATA "deck_plain.txt", true));
    char params[512], expected[512];
    cg_game_params(g, params, sizeof params);
    /* Upper-case suits, no blanks, after the other keys. */
    const char *plain = cards_param(DATA "deck_plain.txt", false);
    snprintf(expected, sizeof expected, "facedown=3;deck=;max_rounds=0;cards=");
    for (const char *p = plain + strlen("cards="); *p; p++)
        if (*p != ' ')
            strncat(expected, p, 1);
    ck_assert_str_eq(params, expected);
    cg_game *again = war_new_game(params);
    char params_again[512];
    cg_game_params(again, params_again, sizeof params_again);
    ck_assert_str_eq(params_again, params);
    /* A state saved in one loads in the other. */
    cg_state *s = NULL, *back = NULL;
    ck_assert_int_eq(cg_state_new(g, 5, &s), CG_OK);
    char text[WAR_TEXT_CAP];
    cg_state_save(s, text, sizeof text);
    ck_assert_int_eq(cg_state_load(again, text, &back), CG_OK);
    ck_assert(cg_state_equal(s, back));
    cg_state_free(s);
    cg_state_free(back);
    cg_game_free(again);
    cg_game_free(g);
}
END_TEST

START_TEST(test_games_without_cards_keep_the_parameter_text_of_1_0)
{
    cg_game *g = war_new_game("cards=");
    char params[256];
    cg_game_params(g, params, sizeof params);
    ck_assert_str_eq(params, "facedown=3;deck=;max_rounds=0");
    cg_game_free(g);
}
END_TEST

START_TEST(test_cards_parameter_is_checked_as_a_deck_is)
{
    /* The number of cards first. */
    ck_assert_int_eq(game_status("cards=AS,KS"), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "war: parameter 'cards' wants 52 cards, not 2");
    char text[512];
    snprintf(text, sizeof text, "%s,2D", cards_param(DATA "deck_plain.txt", false));
    ck_assert_int_eq(game_status(text), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "war: parameter 'cards' wants 52 cards, not 53");
    /* Then duplicates, after upper-casing suits, each once in order of first
       appearance, before malformed cards. */
    snprintf(text, sizeof text, "cards=QH,9D,1X,9d,Qh");
    for (int i = 5; i < 52; i++)
        strcat(text, i == 50 ? ",9D" : ",2C");
    ck_assert_int_eq(game_status(text), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "war: parameter 'cards' names cards more than once: QH,9D,2C");
    /* Then malformed entries, as written, in order. */
    strcpy(text, cards_param(DATA "deck_plain.txt", false));
    char *ace = strstr(text, "AS"), *king = strstr(text, "KD");
    memcpy(ace, "1S", 2);
    memcpy(king, "Kx", 2);
    ck_assert_int_eq(game_status(text), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), ace < king ? "war: parameter 'cards' has cards not formatted "
                                                   "correctly: 1S,Kx"
                                                 : "war: parameter 'cards' has cards not formatted "
                                                   "correctly: Kx,1S");
    /* Empty items are no entries, as blank lines of a file. */
    snprintf(text, sizeof text, "%s,,", cards_param(DATA "deck_plain.txt", false));
    ck_assert_int_eq(game_status(text), CG_OK);
}
END_TEST

START_TEST(test_cards_and_deck_together_are_refused)
{
    char text[512];
    snprintf(text, sizeof text, "deck=%s;%s", DATA "deck_plain.txt",
             cards_param(DATA "deck_plain.txt", false));
    ck_assert_int_eq(game_status(text), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "war: parameters 'deck' and 'cards' both give the deal; give one of them");
}
END_TEST

/* ---- long entries in messages ---- */

/* A deck text of 51 good cards and the given last entry. */
static char *deck_with_last_entry(const char *last)
{
    char good[512];
    war_unused_cards("AS", good, sizeof good);
    for (char *p = good; *p; p++)
        if (*p == ' ')
            *p = '\n';
    char *text = malloc(strlen(good) + strlen(last) + 3);
    sprintf(text, "%s\n%s\n", good, last);
    return text;
}

START_TEST(test_long_malformed_entry_is_quoted_whole)
{
    char entry[1001];
    for (int i = 0; i < 1000; i++)
        entry[i] = (char)('a' + i % 26);
    entry[1000] = '\0';
    char *text = deck_with_last_entry(entry);
    cg_war_card deck[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    char expected[1100];
    snprintf(expected, sizeof expected, "Error:Following cards not formatted correctly:%s", entry);
    ck_assert_str_eq(cg_last_error(), expected);
    free(text);
}
END_TEST

START_TEST(test_malformed_entries_too_long_for_a_message_show_their_start_and_length)
{
    /* 52 entries of 100 characters each: 5,200 characters would not fit. */
    char text[52 * 101 + 1] = "", entry[101];
    for (int i = 0; i < 52; i++) {
        memset(entry, 'a' + i % 26, 100);
        entry[0] = (char)('0' + i / 26);
        entry[100] = '\0';
        strcat(text, entry);
        strcat(text, "\n");
    }
    cg_war_card deck[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    const char *message = cg_last_error();
    ck_assert_uint_lt(strlen(message), ERROR_CAP);
    char first[80];
    snprintf(first, sizeof first, "0%.39s...(100 bytes),0b", text + 1);
    ck_assert_ptr_nonnull(strstr(message, first));
    int listed = 0;
    for (const char *p = message; (p = strstr(p, "...(100 bytes)")) != NULL; p++)
        listed++;
    ck_assert_int_eq(listed, 52);
    char last[64] = "1"; /* the last entry, and nothing after it */
    memset(last + 1, 'z', 39);
    strcpy(last + 40, "...(100 bytes)");
    ck_assert_str_eq(message + strlen(message) - strlen(last), last);
}
END_TEST

START_TEST(test_short_entries_stay_whole_beside_long_ones)
{
    /* 51 entries of 90 characters and one of 3 ("1QD"). */
    char text[52 * 91 + 8] = "1QD\n", entry[91];
    for (int i = 0; i < 51; i++) {
        memset(entry, 'A' + i % 26, 90);
        entry[0] = (char)('0' + i / 26);
        entry[90] = '\0';
        strcat(text, entry);
        strcat(text, "\n");
    }
    cg_war_card deck[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "correctly:1QD,0AAAA"));
    ck_assert_uint_lt(strlen(cg_last_error()), ERROR_CAP);
}
END_TEST

START_TEST(test_an_entry_is_never_cut_inside_a_utf8_character)
{
    /* Three ASCII characters, then 60 two-byte characters: byte 40 is the
       second byte of one. */
    char text[52 * 124 + 1] = "";
    for (int i = 0; i < 52; i++) {
        char entry[124] = {(char)('A' + i % 26), (char)('0' + i / 26), 'z', '\0'};
        for (int k = 0; k < 60; k++)
            strcat(entry, "\xc3\xa9");
        strcat(text, entry);
        strcat(text, "\n");
    }
    cg_war_card deck[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    /* The three, then 18 whole characters (39 bytes). */
    char expected[128] = "correctly:A0z";
    for (int i = 0; i < 18; i++)
        strcat(expected, "\xc3\xa9");
    strcat(expected, "...(123 bytes),B0z");
    ck_assert_ptr_nonnull(strstr(cg_last_error(), expected));
}
END_TEST

START_TEST(test_long_duplicates_are_listed_within_a_message)
{
    /* 26 entries of 200 characters, each twice. */
    char *text = malloc(52 * 201 + 1), entry[201];
    text[0] = '\0';
    for (int i = 0; i < 52; i++) {
        memset(entry, 'a' + i % 26, 200);
        entry[200] = '\0';
        strcat(text, entry);
        strcat(text, "\n");
    }
    cg_war_card deck[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(cg_war_deck_parse(text, strlen(text), deck), CG_EPARSE);
    ck_assert_uint_lt(strlen(cg_last_error()), ERROR_CAP);
    ck_assert_ptr_nonnull(strstr(cg_last_error(),
                                 "input file:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                                 "...(200 bytes),bbbb"));
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "zzzz...(200 bytes)"));
    free(text);
}
END_TEST

START_TEST(test_cards_parameter_quotes_long_entries_the_same_way)
{
    char text[300] = "cards=";
    for (int i = 0; i < 100; i++)
        strcat(text, "7");
    for (int i = 1; i < 52; i++)
        strcat(text, ",2C");
    ck_assert_int_eq(game_status(text), CG_EINVAL); /* duplicates come first */
    ck_assert_str_eq(cg_last_error(), "war: parameter 'cards' names cards more than once: 2C");
    char *many = malloc(52 * 101 + 16);
    strcpy(many, "cards=");
    for (int i = 0; i < 52; i++) {
        char entry[102];
        memset(entry, 'a' + i % 26, 100);
        entry[0] = (char)('0' + i / 26);
        entry[100] = i < 51 ? ',' : '\0';
        entry[101] = '\0';
        strcat(many, entry);
    }
    ck_assert_int_eq(game_status(many), CG_EINVAL);
    ck_assert_uint_lt(strlen(cg_last_error()), ERROR_CAP);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "correctly: 0aaaa"));
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "...(100 bytes),1zzzz"));
    free(many);
}
END_TEST

/* ---- file sizes ---- */

START_TEST(test_deck_file_over_16_mib_has_its_own_message)
{
    size_t size = ((size_t)16 << 20) + 1;
    char *big = malloc(size);
    memset(big, '\n', size);
    memcpy(big, "AS", 2);
    char *path = temporary_file(big, size);
    cg_war_card deck[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(cg_war_deck_load(path, deck), CG_EIO);
    ck_assert_str_eq(cg_last_error(),
                     "Error : The file is larger than the 16 MiB limit (16777216 bytes).");
    char params[64];
    snprintf(params, sizeof params, "deck=%s", path);
    ck_assert_int_eq(game_status(params), CG_EIO);
    ck_assert_str_eq(cg_last_error(),
                     "Error : The file is larger than the 16 MiB limit (16777216 bytes).");
    /* 16 MiB exactly is read, and counted. */
    ck_assert_int_eq(truncate(path, (off_t)(size - 1)), 0);
    ck_assert_int_eq(cg_war_deck_load(path, deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "Error : Number of cards in the file is 1.");
    unlink(path);
    free(path);
    free(big);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("war_decks");
    struct {
        const char *name;
        const TTest *tests[8];
    } groups[] = {
        {"cards parameter",
         {test_cards_parameter_deals_as_the_same_deck_file,
          test_cards_parameter_is_written_back_canonical,
          test_games_without_cards_keep_the_parameter_text_of_1_0,
          test_cards_parameter_is_checked_as_a_deck_is, test_cards_and_deck_together_are_refused}},
        {"long entries",
         {test_long_malformed_entry_is_quoted_whole,
          test_malformed_entries_too_long_for_a_message_show_their_start_and_length,
          test_short_entries_stay_whole_beside_long_ones,
          test_an_entry_is_never_cut_inside_a_utf8_character,
          test_long_duplicates_are_listed_within_a_message,
          test_cards_parameter_quotes_long_entries_the_same_way}},
        {"file sizes", {test_deck_file_over_16_mib_has_its_own_message}},
    };
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        TCase *tc = tcase_create(groups[i].name);
        for (int k = 0; groups[i].tests[k]; k++)
            _tcase_add_test(tc, groups[i].tests[k], 0, 0, 0, 1);
        suite_add_tcase(suite, tc);
    }
    return check_run(suite);
}
