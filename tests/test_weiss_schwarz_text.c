/* Weiss-Fiuba-Schwarz: deck files (and a fuzzed loader), parameters, move
   texts, the render's hidden information, and the saved form. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "ws_fixture.h"

/* A valid deck: "Card 1".."Card 12" four times each, then two A1 events. */
static char *valid_deck_lines(char lines[50][128])
{
    static char text[50 * 128];
    size_t len = 0;
    for (int i = 0; i < 50; i++) {
        if (i < 48)
            snprintf(lines[i], 128, "CHARACTER|Card %d|yellow|0| |Flavor.|0|0|1000|1|Kind",
                     i / 4 + 1);
        else
            snprintf(lines[i], 128, "EVENT|Event|blue|0|A1|Flavor.|0|0");
    }
    text[0] = '\0';
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s\n", lines[i]);
    return text;
}

/* The valid deck with line `at` (from 1) replaced. */
static const char *deck_with(int at, const char *line)
{
    static char text[50 * 160];
    char lines[50][128];
    valid_deck_lines(lines);
    size_t len = 0;
    for (int i = 0; i < 50; i++)
        len +=
            (size_t)snprintf(text + len, sizeof text - len, "%s\n", i == at - 1 ? line : lines[i]);
    return text;
}

static cg_status parse(const char *text, cg_weiss_schwarz_deck *deck)
{
    return cg_weiss_schwarz_deck_parse(text, strlen(text), NULL, deck);
}

/* ---- deck files ---- */

START_TEST(test_deck_reads_the_three_line_shapes)
{
    static cg_weiss_schwarz_deck deck;
    const char *text = deck_with(
        1,
        "CHARACTER|Bride Saber|green|2|A5:1500:Mage|Decorativo$Y que|1|2|20000|3| Tipo1 , Tipo2");
    char lines[50][128];
    valid_deck_lines(lines);
    ck_assert_int_eq(parse(text, &deck), CG_OK);
    const cg_weiss_schwarz_card *c = &deck.cards[0];
    ck_assert_str_eq(c->name, "Bride Saber");
    ck_assert_int_eq(c->type, CG_WEISS_SCHWARZ_CHARACTER);
    ck_assert_int_eq(c->color, CG_WEISS_SCHWARZ_GREEN);
    ck_assert_int_eq(c->trigger, 2);
    ck_assert_int_eq(c->ability, CG_WEISS_SCHWARZ_A5);
    ck_assert_int_eq(c->ability_amount, 1500);
    ck_assert_str_eq(c->ability_subtype, "Mage");
    ck_assert_str_eq(c->flavor, "Decorativo$Y que");
    ck_assert_int_eq(c->level, 1);
    ck_assert_int_eq(c->cost, 2);
    ck_assert_int_eq(c->power, 20000);
    ck_assert_int_eq(c->soul, 3);
    ck_assert_int_eq(c->subtype_count, 2);
    ck_assert_str_eq(c->subtypes[0], "Tipo1");
    ck_assert_str_eq(c->subtypes[1], "Tipo2");
    const cg_weiss_schwarz_card *e = &deck.cards[49];
    ck_assert_int_eq(e->type, CG_WEISS_SCHWARZ_EVENT);
    ck_assert_int_eq(e->ability, CG_WEISS_SCHWARZ_A1);
    text = deck_with(50, "CLIMAX|A fated encounter|red|1| |Y uno ultimo distinto");
    ck_assert_int_eq(parse(text, &deck), CG_OK);
    ck_assert_int_eq(deck.cards[49].type, CG_WEISS_SCHWARZ_CLIMAX);
    ck_assert_int_eq(deck.cards[49].ability, CG_WEISS_SCHWARZ_NO_ABILITY);
    ck_assert_int_eq(deck.cards[49].trigger, 1);
}
END_TEST

START_TEST(test_deck_skips_blank_lines_and_reads_crlf)
{
    static cg_weiss_schwarz_deck deck;
    char lines[50][128];
    valid_deck_lines(lines);
    static char text[50 * 140];
    size_t len = 0;
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s\r\n%s", lines[i],
                                i % 10 == 0 ? "  \r\n\n" : "");
    ck_assert_int_eq(parse(text, &deck), CG_OK);
    ck_assert_str_eq(deck.cards[49].name, "Event");
}
END_TEST

START_TEST(test_deck_has_exactly_50_cards)
{
    static cg_weiss_schwarz_deck deck;
    char lines[50][128];
    const char *text = valid_deck_lines(lines);
    char shorter[50 * 128];
    snprintf(shorter, sizeof shorter, "%s", text);
    shorter[strlen(shorter) - 1] = '\0';
    strrchr(shorter, '\n')[1] = '\0'; /* cut the last line */
    ck_assert_int_eq(parse(shorter, &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 50: the deck ends with 49 cards; a deck has "
                                      "exactly 50");
    char longer[52 * 128];
    snprintf(longer, sizeof longer, "%sEVENT|Event|blue|0|A1|x|0|0\n", text);
    ck_assert_int_eq(parse(longer, &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 51: a 51st card: a deck has exactly 50 cards");
    ck_assert_int_eq(parse("", &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 1: the deck ends with 0 cards; a deck has "
                                      "exactly 50");
}
END_TEST

START_TEST(test_deck_has_at_most_4_copies_of_a_name)
{
    static cg_weiss_schwarz_deck deck;
    const char *text = deck_with(49, "CHARACTER|Card 1|yellow|0| |Flavor.|0|0|1000|1|Kind");
    ck_assert_int_eq(parse(text, &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "deck, line 49: a 5th copy of 'Card 1': at most 4 copies of a card");
}
END_TEST

START_TEST(test_deck_has_at_most_8_climaxes)
{
    static cg_weiss_schwarz_deck deck;
    static char text[60 * 64];
    size_t len = 0;
    for (int i = 0; i < 50; i++)
        len +=
            (size_t)snprintf(text + len, sizeof text - len, "CLIMAX|Climax %d|red|0| |x\n", i / 3);
    ck_assert_int_eq(parse(text, &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "deck, line 9: a 9th climax card: at most 8 climaxes in a deck");
}
END_TEST

START_TEST(test_deck_copies_of_a_name_are_identical)
{
    static cg_weiss_schwarz_deck deck;
    ck_assert_int_eq(
        parse(deck_with(3, "CHARACTER|Card 1|yellow|0| |Other.|0|0|1000|1|Kind"), &deck),
        CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 3: 'Card 1' differs from the card of the same "
                                      "name on line 1 (copies of a name are one card; names "
                                      "ignore case)");
    ck_assert_int_eq(
        parse(deck_with(3, "CHARACTER|card 1|yellow|0| |Flavor.|0|0|1000|1|Kind"), &deck),
        CG_EPARSE);
}
END_TEST

/* Each malformed field, alone on line 5, and the reason given. */
static const struct {
    const char *line;
    const char *reason;
} malformed[] = {
    {"MONSTER|X|red|0| |f", "card type 'MONSTER' is not CHARACTER, EVENT or CLIMAX"},
    {"character|X|red|0| |f|0|0|1|1|K", "card type 'character' is not CHARACTER, EVENT or CLIMAX"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1",
     "a CHARACTER line has 11 fields separated by '|', this one has 10"},
    {"EVENT|X|red|0| |f|0", "a EVENT line has 8 fields separated by '|', this one has 7"},
    {"CLIMAX|X|red|0| |f|1", "a CLIMAX line has 6 fields separated by '|', this one has 7"},
    {"CLIMAX||red|0| |f", "the card has no name"},
    {"CLIMAX| X|red|0| |f", "the name ' X' begins or ends with a space"},
    {"CLIMAX|A  B|red|0| |f", "the name 'A  B' holds two spaces in a row"},
    {"CLIMAX|Pass|red|0| |f", "'Pass' cannot be a card name (it is a word of the moves)"},
    {"CLIMAX|opponent hand|red|0| |f",
     "'opponent hand' cannot be a card name (it is a word of the moves)"},
    {"CLIMAX|Guard front-left|red|0| |f",
     "the name 'Guard front-left' cannot end with a slot name"},
    {"CLIMAX|A name that is far too long for any card of ours|red|0| |f",
     "the name is longer than 47 bytes"},
    {"CLIMAX|Bell\x01|red|0| |f", "the name holds a control character"},
    {"CLIMAX|X|purple|0| |f", "color 'purple' is not yellow, green, red or blue"},
    {"CLIMAX|X|Red|0| |f", "color 'Red' is not yellow, green, red or blue"},
    {"CLIMAX|X|red|3| |f", "trigger '3' is not a number from 0 to 2"},
    {"CLIMAX|X|red|-1| |f", "trigger '-1' is not a number from 0 to 2"},
    {"CLIMAX|X|red|| |f", "trigger '' is not a number from 0 to 2"},
    {"CLIMAX|X|red|0|A0|f", "ability 'A0' is not empty, A1..A9, AA, AB, AC or A5:amount:subtype"},
    {"CLIMAX|X|red|0|  |f", "ability '  ' is not empty, A1..A9, AA, AB, AC or A5:amount:subtype"},
    {"CLIMAX|X|red|0|ab|f", "ability 'ab' is not empty, A1..A9, AA, AB, AC or A5:amount:subtype"},
    {"CLIMAX|X|red|0|A1:2|f", "ability A1 takes no arguments"},
    {"CLIMAX|X|red|0|A5|f", "ability A5 needs its arguments: A5:amount:subtype"},
    {"CLIMAX|X|red|0|A5:0:Mage|f", "A5's amount '0' is not a number from 1 to 99999"},
    {"CLIMAX|X|red|0|A5:lots:Mage|f", "A5's amount 'lots' is not a number from 1 to 99999"},
    {"CLIMAX|X|red|0|A5:100|f", "ability A5 needs a subtype: A5:amount:subtype"},
    {"CLIMAX|X|red|0|A5:100: |f", "an empty A5 subtype"},
    {"CLIMAX|X|red|0|A5:100:a:b|f", "ability A5 takes two arguments: A5:amount:subtype"},
    {"CLIMAX|X|red|0| |tab\there", "the flavor text holds a control character"},
    {"EVENT|X|red|0| |f|4|0", "level '4' is not a number from 0 to 3"},
    {"EVENT|X|red|0| |f|0|10", "cost '10' is not a number from 0 to 9"},
    {"EVENT|X|red|0| |f|0|", "cost '' is not a number from 0 to 9"},
    {"CHARACTER|X|red|0| |f|0|0|100000|1|K", "power '100000' is not a number from 0 to 99999"},
    {"CHARACTER|X|red|0| |f|0|0|1.5|1|K", "power '1.5' is not a number from 0 to 99999"},
    {"CHARACTER|X|red|0| |f|0|0|1000|0|K", "soul '0' is not a number from 1 to 3"},
    {"CHARACTER|X|red|0| |f|0|0|1000|4|K", "soul '4' is not a number from 1 to 3"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1|a,,b", "an empty subtype"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1|a,b,c,d,e", "more than 4 subtypes"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1|abcdefghijklmnopqrstuvwxyz0123456789",
     "a subtype longer than 31 bytes"},
};

START_TEST(test_deck_rejects_each_malformed_field)
{
    static cg_weiss_schwarz_deck deck;
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        char expected[512];
        snprintf(expected, sizeof expected, "weiss.csv, line 5: %s", malformed[i].reason);
        const char *text = deck_with(5, malformed[i].line);
        memset(&deck, 0x5a, sizeof deck);
        ck_assert_msg(cg_weiss_schwarz_deck_parse(text, strlen(text), "weiss.csv", &deck) ==
                          CG_EPARSE,
                      "'%s' was accepted", malformed[i].line);
        ck_assert_str_eq(cg_last_error(), expected);
        ck_assert_int_eq(((unsigned char *)&deck)[0], 0x5a); /* untouched */
    }
}
END_TEST

START_TEST(test_deck_flavor_may_hold_255_bytes_and_no_more)
{
    static cg_weiss_schwarz_deck deck;
    char line[400], flavor[300];
    memset(flavor, 'f', 256);
    flavor[256] = '\0';
    snprintf(line, sizeof line, "CLIMAX|X|red|0| |%s", flavor);
    ck_assert_int_eq(parse(deck_with(5, line), &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 5: the flavor text is longer than 255 bytes");
    flavor[255] = '\0';
    snprintf(line, sizeof line, "CLIMAX|X|red|0| |%s", flavor);
    ck_assert_int_eq(parse(deck_with(5, line), &deck), CG_OK);
    ck_assert_uint_eq(strlen(deck.cards[4].flavor), 255);
}
END_TEST

START_TEST(test_deck_refuses_a_nul_byte)
{
    static cg_weiss_schwarz_deck deck;
    char lines[50][128];
    char text[50 * 128];
    snprintf(text, sizeof text, "%s", valid_deck_lines(lines));
    size_t len = strlen(text);
    text[10] = '\0'; /* inside the name of line 1 */
    ck_assert_int_eq(cg_weiss_schwarz_deck_parse(text, len, "deck", &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 1: the name holds a control character");
}
END_TEST

START_TEST(test_deck_of_the_course_skeleton_is_too_short)
{
    static cg_weiss_schwarz_deck deck;
    /* The skeleton's weiss.csv as handed out: 12 lines, no final newline. */
    const char *skeleton = "CHARACTER|Bride Saber|green|2| |Decorativo$Y que decorativo "
                           "es$No?|0|0|20000|1|Tipo1,Tipo2\n"
                           "CHARACTER|Bride Saber|green|2| |Decorativo$Y que decorativo "
                           "es$No?|0|0|20000|1|Tipo1,Tipo2\n"
                           "CHARACTER|Bride Saber|green|2| |Decorativo$Y que decorativo "
                           "es$No?|0|0|20000|1|Tipo1,Tipo2\n"
                           "CHARACTER|Bride Saber|green|2| |Decorativo$Y que decorativo "
                           "es$No?|0|0|20000|1|Tipo1,Tipo2\n"
                           "EVENT|Heroine rush|blue|0| |Otro diferente|0|0\n"
                           "EVENT|Heroine rush|blue|0| |Otro diferente|0|0\n"
                           "EVENT|Heroine rush|blue|0| |Otro diferente|0|0\n"
                           "EVENT|Heroine rush|blue|0| |Otro diferente|0|0\n"
                           "CLIMAX|A fated encounter|red|1| |Y uno ultimo distinto\n"
                           "CLIMAX|A fated encounter|red|1| |Y uno ultimo distinto\n"
                           "CLIMAX|A fated encounter|red|1| |Y uno ultimo distinto\n"
                           "CLIMAX|A fated encounter|red|1| |Y uno ultimo distinto";
    ck_assert_int_eq(cg_weiss_schwarz_deck_parse(skeleton, strlen(skeleton), "weiss.csv", &deck),
                     CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "weiss.csv, line 13: the deck ends with 12 cards; a deck has exactly 50");
}
END_TEST

START_TEST(test_deck_load_reads_a_file_and_names_it)
{
    static cg_weiss_schwarz_deck deck;
    ck_assert_int_eq(cg_weiss_schwarz_deck_load(ws_test_path("test_deck.csv"), &deck), CG_OK);
    ck_assert_str_eq(deck.cards[49].name, "Knight Captain");
    ck_assert_int_eq(cg_weiss_schwarz_deck_load(ws_test_path("bad_deck.csv"), &deck), CG_EPARSE);
    char expected[4200];
    snprintf(expected, sizeof expected,
             "%s, line 2: color 'purple' is not yellow, green, red or blue",
             ws_test_path("bad_deck.csv"));
    ck_assert_str_eq(cg_last_error(), expected);
    ck_assert_int_eq(cg_weiss_schwarz_deck_load(ws_test_path("no_such_deck.csv"), &deck), CG_EIO);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "no_such_deck.csv"));
}
END_TEST

START_TEST(test_deck_functions_refuse_null)
{
    static cg_weiss_schwarz_deck deck;
    ck_assert_int_eq(cg_weiss_schwarz_deck_parse(NULL, 0, NULL, &deck), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_deck_parse: text is NULL");
    ck_assert_int_eq(cg_weiss_schwarz_deck_parse("", 0, NULL, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_deck_parse: out is NULL");
    ck_assert_int_eq(cg_weiss_schwarz_deck_load(NULL, &deck), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_deck_load: path is NULL");
    ck_assert_int_eq(cg_weiss_schwarz_deck_load("x", NULL), CG_EINVAL);
}
END_TEST

/* A parsed deck obeys every rule. */
static void assert_deck_obeys_the_rules(const cg_weiss_schwarz_deck *deck)
{
    int climaxes = 0;
    for (int i = 0; i < 50; i++) {
        const cg_weiss_schwarz_card *c = &deck->cards[i];
        int copies = 0;
        for (int j = 0; j < 50; j++)
            copies += strcmp(deck->cards[j].name, c->name) == 0;
        ck_assert_int_le(copies, 4);
        ck_assert(c->name[0] != '\0' && c->type <= 2 && c->color <= 3 && c->trigger <= 2);
        ck_assert(c->level <= 3 && c->cost <= 9 && c->power <= 99999 && c->soul <= 3);
        ck_assert(c->ability <= 12 && c->subtype_count <= 4);
        climaxes += c->type == CG_WEISS_SCHWARZ_CLIMAX;
    }
    ck_assert_int_le(climaxes, 8);
}

START_TEST(test_deck_loader_survives_hostile_input)
{
    static cg_weiss_schwarz_deck deck;
    char lines[50][128];
    const char *valid = valid_deck_lines(lines);
    size_t valid_len = strlen(valid);
    static char text[16384];
    static const char alphabet[] = "|:,$ \n\r\t\0A5ABCEHLMRTXaz019-";
    uint64_t r = 0x9e3779b97f4a7c15u;
    int accepted = 0;
    for (int round = 0; round < 20000; round++) {
        size_t len = valid_len;
        memcpy(text, valid, len);
        int mutations = 1 + (int)(r >> 60 & 3);
        for (int m = 0; m < mutations; m++) {
            r = r * 6364136223846793005u + 1442695040888963407u;
            size_t at = (size_t)(r >> 33) % (len + 1);
            char c = alphabet[(r >> 20) % (sizeof alphabet - 1)];
            switch (r >> 62) {
            case 0: /* overwrite */
                if (at < len)
                    text[at] = c;
                break;
            case 1: /* insert */
                if (len + 1 < sizeof text) {
                    memmove(text + at + 1, text + at, len - at);
                    text[at] = c;
                    len++;
                }
                break;
            case 2: /* delete */
                if (at < len) {
                    memmove(text + at, text + at + 1, len - at - 1);
                    len--;
                }
                break;
            default: /* random bytes */
                for (size_t k = at; k < len && k < at + 8; k++)
                    text[k] = (char)(r >> (k % 56));
                break;
            }
        }
        cg_status st = cg_weiss_schwarz_deck_parse(text, len, "fuzz", &deck);
        ck_assert(st == CG_OK || st == CG_EPARSE);
        if (st == CG_OK) {
            accepted++;
            assert_deck_obeys_the_rules(&deck);
        } else {
            ck_assert(strncmp(cg_last_error(), "fuzz, line ", 11) == 0);
        }
    }
    ck_assert_int_gt(accepted, 0);
}
END_TEST

START_TEST(test_default_decks_follow_the_deck_rules)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    bool ability_used[13] = {false};
    for (int p = 0; p < 2; p++) {
        bool colors[4] = {false};
        int n_colors = 0, subtypes_raised = 0;
        for (int i = 0; i < 50; i++) {
            cg_weiss_schwarz_card c;
            ck_assert_int_eq(cg_weiss_schwarz_card_info(g, p * 50 + i, &c), CG_OK);
            n_colors += !colors[c.color];
            colors[c.color] = true;
            ability_used[c.ability] = true;
            if (c.ability != CG_WEISS_SCHWARZ_A5)
                continue;
            /* A5 raises a subtype that characters of the deck have. */
            for (int j = 0; j < 50; j++) {
                cg_weiss_schwarz_card t;
                cg_weiss_schwarz_card_info(g, p * 50 + j, &t);
                for (int k = 0; k < t.subtype_count; k++)
                    subtypes_raised += strcmp(t.subtypes[k], c.ability_subtype) == 0;
            }
        }
        ck_assert_int_ge(n_colors, 3);
        ck_assert_int_gt(subtypes_raised, 0);
        /* Several subtypes: at least three distinct ones among the characters. */
        char seen[50 * CG_WEISS_SCHWARZ_SUBTYPES_MAX][CG_WEISS_SCHWARZ_SUBTYPE_CAP];
        int n_subtypes = 0;
        for (int i = 0; i < 50; i++) {
            cg_weiss_schwarz_card c;
            cg_weiss_schwarz_card_info(g, p * 50 + i, &c);
            for (int k = 0; k < c.subtype_count; k++) {
                int j = 0;
                while (j < n_subtypes && strcmp(seen[j], c.subtypes[k]) != 0)
                    j++;
                if (j == n_subtypes)
                    snprintf(seen[n_subtypes++], sizeof seen[0], "%s", c.subtypes[k]);
            }
        }
        ck_assert_int_ge(n_subtypes, 3);
    }
    for (int a = 1; a <= 12; a++)
        ck_assert_msg(ability_used[a], "ability %d is in neither default deck", a);
    cg_game_free(g);
}
END_TEST

/* ---- parameters ---- */

START_TEST(test_params_are_written_in_full)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", "max_level=3; direct_attack_bonus = 1", &g),
                     CG_OK);
    char text[256];
    cg_game_params(g, text, sizeof text);
    ck_assert_str_eq(text, "weiss_deck=;schwarz_deck=;max_level=3;front_slots=3;back_slots=2;"
                           "direct_attack_bonus=1;max_turns=1000");
    ck_assert_int_eq(cg_game_num_players(g), 2);
    ck_assert_uint_le(cg_game_max_moves(g), 4096);
    cg_game_free(g);
}
END_TEST

START_TEST(test_params_refuse_bad_values)
{
    static const struct {
        const char *params;
        cg_status status;
        const char *message;
    } cases[] = {
        {"max_level=0", CG_EINVAL,
         "weiss_schwarz: parameter 'max_level' must be from 1 to 9, not 0"},
        {"front_slots=4", CG_EINVAL,
         "weiss_schwarz: parameter 'front_slots' must be from 3 to 3, not 4"},
        {"back_slots=1", CG_EINVAL,
         "weiss_schwarz: parameter 'back_slots' must be from 2 to 2, not 1"},
        {"direct_attack_bonus=x", CG_EINVAL,
         "weiss_schwarz: parameter 'direct_attack_bonus' wants an integer from 0 to 9, not 'x'"},
        {"max_turns=-1", CG_EINVAL,
         "weiss_schwarz: parameter 'max_turns' must be from 0 to 1000000, not -1"},
        {"hand_size=5", CG_EINVAL,
         "weiss_schwarz: unknown parameter 'hand_size' (known: weiss_deck, schwarz_deck, "
         "max_level, front_slots, back_slots, direct_attack_bonus, max_turns)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_game *g = NULL;
        ck_assert_int_eq(cg_game_new("weiss_schwarz", cases[i].params, &g), cases[i].status);
        ck_assert_str_eq(cg_last_error(), cases[i].message);
        ck_assert_ptr_null(g);
    }
}
END_TEST

START_TEST(test_params_load_deck_files)
{
    char params[9000];
    snprintf(params, sizeof params, "schwarz_deck=%s", ws_test_path("bad_deck.csv"));
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", params, &g), CG_EPARSE);
    snprintf(params, sizeof params, "weiss_deck=%s", ws_test_path("missing.csv"));
    ck_assert_int_eq(cg_game_new("weiss_schwarz", params, &g), CG_EIO);
    g = ws_test_game_decks("bride.csv", "test_deck.csv", NULL);
    cg_weiss_schwarz_card c;
    ck_assert_int_eq(cg_weiss_schwarz_card_info(g, 0, &c), CG_OK);
    ck_assert_str_eq(c.name, "Bride Saber");
    ck_assert_int_eq(cg_weiss_schwarz_card_info(g, 50, &c), CG_OK);
    ck_assert_str_eq(c.name, "Squire");
    cg_game_free(g);
}
END_TEST

/* ---- move texts ---- */

START_TEST(test_move_texts_of_the_rules_file)
{
    cg_game *g = ws_test_game_decks("bride.csv", "test_deck.csv", NULL);
    cg_state *s = ws_position(g, "phase clock\nweiss hand 0 4");
    ck_assert(ws_offers(s, "clock Bride Saber"));
    ck_assert(ws_offers(s, "clock pass"));
    ws_do(s, "clock pass");
    ck_assert(ws_offers(s, "play Bride Saber front-left"));
    ws_move(s, "play Heroine Rush"); /* names ignore case: the deck says "Heroine rush" */
    ws_do(s, "play Bride Saber front-center");
    ws_do(s, "end main");
    ck_assert(ws_offers(s, "attack front-center"));
    ck_assert(ws_offers(s, "end battle"));
    cg_state_free(s);
    cg_game_free(g);

    g = ws_test_game_decks("test_deck.csv", "bride.csv", NULL);
    s = ws_position(g, "weiss hand 20 29\nschwarz stage - - 0 - -");
    ws_do(s, "play Spell AA");
    ck_assert(ws_offers(s, "choose Bride Saber at opponent front-right"));
    cg_state_free(s);
    s = ws_position(g, "weiss hand 20");
    ws_do(s, "play Spell A1");
    ck_assert(ws_offers(s, "choose opponent deck"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_codes_follow_the_header)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "phase clock\nweiss hand 0 4");
    ck_assert_uint_eq(ws_move(s, "clock pass"), CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS);
    ck_assert_uint_eq(ws_move(s, "clock Guard"), CG_WEISS_SCHWARZ_MOVE_CLOCK + 1);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 4 33\nweiss level 8");
    ck_assert_uint_eq(ws_move(s, "play Guard back-right"), CG_WEISS_SCHWARZ_MOVE_PLAY + 1 * 8 + 4);
    ck_assert_uint_eq(ws_move(s, "end main"), CG_WEISS_SCHWARZ_MOVE_END_MAIN);
    cg_state_free(s);
    s = ws_position(g, "phase battle\nweiss stage - 4 - - -");
    ck_assert_uint_eq(ws_move(s, "attack front-center"), CG_WEISS_SCHWARZ_MOVE_ATTACK + 1);
    ck_assert_uint_eq(ws_move(s, "end battle"), CG_WEISS_SCHWARZ_MOVE_END_BATTLE);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 31\nweiss stage 0 - - - -\nschwarz stage - - - - 4\n"
                       "schwarz hand 1");
    ws_do(s, "play Spell AC");
    cg_weiss_schwarz_choice c;
    cg_weiss_schwarz_pending_choice(s, &c);
    if (c.side == S) {
        ck_assert_uint_eq(ws_move(s, "choose Guard at opponent back-right"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 8 + 4);
        ck_assert_uint_eq(ws_move(s, "choose opponent hand"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 1);
    } else {
        ck_assert_uint_eq(ws_move(s, "choose Squire at own front-left"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 0);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Every kind of move text reads in any ASCII case, with runs of blanks as
   one; the text written stays canonical. */
START_TEST(test_move_parse_reads_any_case)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "phase clock\nweiss hand 41");
    ck_assert_uint_eq(ws_move(s, "CLOCK Pass"), CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS);
    ck_assert_uint_eq(ws_move(s, "clock FOOTMAN"), ws_move(s, "clock Footman"));
    cg_state_free(s);
    s = ws_position(g, "weiss hand 41");
    ck_assert_uint_eq(ws_move(s, "PLAY footman Front-Left"), ws_move(s, "play Footman front-left"));
    ck_assert_uint_eq(ws_move(s, "  End   Main "), CG_WEISS_SCHWARZ_MOVE_END_MAIN);
    char text[64];
    cg_move_to_string(s, ws_move(s, "pLaY FoOtMaN BACK-right"), text, sizeof text);
    ck_assert_str_eq(text, "play Footman back-right");
    cg_state_free(s);
    s = ws_position(g, "phase battle\nweiss stage - 4 - - -");
    ck_assert_uint_eq(ws_move(s, "Attack FRONT-center"), CG_WEISS_SCHWARZ_MOVE_ATTACK + 1);
    ck_assert_uint_eq(ws_move(s, "END battle"), CG_WEISS_SCHWARZ_MOVE_END_BATTLE);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 21");
    ws_do(s, "PLAY spell a2");
    ck_assert_uint_eq(ws_move(s, "Choose OPPONENT Deck"), CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK + 1);
    ws_do(s, "choose OWN deck");
    cg_move first;
    cg_state_legal_moves(s, &first, 1);
    cg_move_to_string(s, first, text, sizeof text);
    for (char *c = text; *c; c++)
        *c = (char)(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c);
    ck_assert_uint_eq(ws_move(s, text), first);
    cg_state_free(s);
    s = ws_position(g, "weiss hand 31 30\nschwarz stage 4 - - - -\nschwarz hand 1\n"
                       "weiss stage 0 - - - -");
    ws_do(s, "play Spell AC");
    cg_weiss_schwarz_choice c;
    cg_weiss_schwarz_pending_choice(s, &c);
    if (c.side == S) {
        ck_assert_uint_eq(ws_move(s, "CHOOSE guard AT Opponent FRONT-LEFT"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 8 + 0);
        ck_assert_uint_eq(ws_move(s, "choose OPPONENT HAND"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 1);
    } else {
        ck_assert_uint_eq(ws_move(s, "choose SQUIRE at OWN front-LEFT"),
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 0);
        ck_assert_uint_eq(ws_move(s, "Choose Own Hand"), CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 0);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_parse_errors_name_the_problem)
{
    static const struct {
        const char *text;
        cg_status status;
        const char *message;
    } cases[] = {
        {"dance", CG_EPARSE,
         "weiss_schwarz: 'dance' is not a move (clock NAME|pass, play NAME [SLOT], end main, "
         "attack SLOT, end battle, choose ...)"},
        {"play Nobody front-left", CG_EPARSE,
         "weiss_schwarz: no card named 'Nobody' in Weiss's deck"},
        {"play Squire middle", CG_EPARSE,
         "weiss_schwarz: no card named 'Squire middle' in Weiss's deck"},
        {"clock Nobody", CG_EPARSE, "weiss_schwarz: no card named 'Nobody' in Weiss's deck"},
        {"attack middle", CG_EPARSE,
         "weiss_schwarz: 'attack middle' is not a move (clock NAME|pass, play NAME [SLOT], end "
         "main, attack SLOT, end battle, choose ...)"},
        {"choose Nobody", CG_EPARSE,
         "weiss_schwarz: 'choose Nobody' names no deck, hand, character or card"},
        {"choose Squire at opponent front-left", CG_EILLEGAL,
         "weiss_schwarz: there is no Squire at opponent front-left"},
        {"choose Squire", CG_EILLEGAL, "weiss_schwarz: Squire is not among cards being put back"},
        {"play Squire front-left", CG_EILLEGAL, "weiss_schwarz: Weiss holds no Squire"},
        {"attack front-left", CG_EILLEGAL,
         "weiss_schwarz: that move belongs to the battle phase, and this is the first main phase"},
        {"choose own deck", CG_EILLEGAL, "weiss_schwarz: there is no choice to make now"},
    };
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "weiss hand 41");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_move m = 12345;
        ck_assert_int_eq(cg_move_from_string(s, cases[i].text, &m), cases[i].status);
        ck_assert_str_eq(cg_last_error(), cases[i].message);
        ck_assert_uint_eq(m, 12345);
    }
    char buf[64] = "x";
    ck_assert_uint_eq(cg_move_to_string(s, 0xffff, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- render ---- */

START_TEST(test_render_shows_both_boards_with_current_power)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "weiss hand 24 5\nweiss stage 0 - - - -\nschwarz stage 4 - - - -\n"
                                 "weiss clock 45\nschwarz level 12\nweiss climax 34\n"
                                 "weiss stock 1 2\nschwarz stock 7\nschwarz hand 3 9");
    ws_do(s, "play Spell A5");
    const char *text = ws_render_for(s, W);
    ck_assert_ptr_nonnull(strstr(text, "Player 0 (Weiss): level 0, clock 1, stock 2, deck 43, "
                                       "hand 1, waiting room 1, removed 0"));
    ck_assert_ptr_nonnull(strstr(text, "Player 1 (Schwarz): level 1, clock 0, stock 1, deck 45, "
                                       "hand 2, waiting room 0, removed 0"));
    /* Schwarz's side comes first: its climax area is empty, Weiss's holds Banner. */
    const char *weiss_side = strstr(text, "Player 0 (Weiss): level");
    const char *schwarz_climax = strstr(text, "climax:   -");
    ck_assert_ptr_nonnull(schwarz_climax);
    ck_assert(schwarz_climax < weiss_side);
    ck_assert_ptr_nonnull(strstr(weiss_side, "climax:   Banner"));
    ck_assert_ptr_nonnull(
        strstr(text, "Turn 1: player 0 (Weiss) to play, first main phase (player 0 went first)"));
    ck_assert_ptr_nonnull(strstr(text, "front-left: Squire (3000)"));
    ck_assert_ptr_nonnull(strstr(text, "front-left: Guard (4000)"));
    ck_assert_ptr_nonnull(strstr(text, "clock:    Archer"));
    ck_assert_ptr_nonnull(strstr(text, "level:    Veteran"));
    ck_assert_ptr_nonnull(strstr(text, "1. player 0's Spell A5: A5 +2000 to Knight (temporary)"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_render_hides_the_opponents_hand_and_every_deck_order)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *a = ws_position(g, "weiss hand 0 1\nschwarz hand 5 6\nschwarz deck 0 8");
    cg_state *b = ws_position(g, "weiss hand 0 1\nschwarz hand 0 6\nschwarz deck 8 5\n"
                                 "weiss deck 3 2");
    char seen_a[8192];
    snprintf(seen_a, sizeof seen_a, "%s", ws_render_for(a, W));
    ck_assert_str_eq(seen_a, ws_render_for(b, W));
    ck_assert_ptr_nonnull(strstr(seen_a, "hand:     Squire, Squire"));
    snprintf(seen_a, sizeof seen_a, "%s", ws_render_for(a, S));
    ck_assert_str_ne(seen_a, ws_render_for(b, S)); /* Schwarz sees its own hand */
    snprintf(seen_a, sizeof seen_a, "%s", ws_render_for(a, CG_PLAYER_NONE));
    ck_assert_str_ne(seen_a, ws_render_for(b, CG_PLAYER_NONE));
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_render_tells_the_result)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "phase over\nresult schwarz\nweiss level 0 1 2 3");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "Game over on turn 1: player 1 (Schwarz) "
                                                      "wins, player 0 (Weiss) reached level 4"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Players are named by index, as results name them: the status lines add the
   side's name, the other lines say "player N". */
START_TEST(test_render_names_players_by_index)
{
    cg_game *g = ws_test_game(NULL);
    cg_state *s = ws_position(g, "turn 2\nschwarz hand 21 29\nweiss stage 4 - - - -");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "Turn 2: player 1 (Schwarz) to play, first "
                                                      "main phase (player 0 went first)\n"));
    ws_do(s, "play Spell A2");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, S), "Resolving: player 1's Spell A2 (A2), then "
                                                      "to the waiting room\n"));
    ck_assert_ptr_nonnull(
        strstr(ws_render_for(s, S), "Choice: player 1 chooses a deck (own or opponent)\n"));
    ws_do(s, "choose opponent deck");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "Choice: player 1 puts back, one at a time "
                                                      "onto player 0's deck, 5 looked-at cards\n"));
    while (strstr(ws_render_for(s, S), "Choice:")) { /* the cards go back in any order */
        cg_move m;
        cg_state_legal_moves(s, &m, 1);
        cg_state_apply(s, m);
    }
    ws_do(s, "play Spell AA");
    ck_assert_ptr_nonnull(
        strstr(ws_render_for(s, W), "Choice: player 1 chooses a character on either stage\n"));
    cg_state_free(s);

    s = ws_position(g, "weiss hand 31 30\nschwarz stage 4 - - - -\nschwarz hand 1");
    ws_do(s, "play Spell AC");
    const char *text = ws_render_for(s, CG_PLAYER_NONE);
    ck_assert_msg(strstr(text, "Choice: the coin chose heads: player 0 chooses one of player 1's "
                               "characters or a random card of player 1's hand\n") ||
                      strstr(text, "Choice: the coin chose tails: player 0 chooses one of player "
                                   "0's characters or a random card of player 0's hand\n"),
                  "%s", text);
    cg_state_free(s);

    s = ws_position(g, "weiss hand 30\nschwarz stage 4 - - - -");
    ws_do(s, "play Spell AB");
    ws_do(s, "choose Guard at opponent front-left");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, S), "  1. player 0's Spell AB: AB power 0 "
                                                      "for player 1's Guard (temporary)\n"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Over whole games, for every viewer, a side's name only ever follows its
   index: "player 0 (Weiss)" (the default decks name no card after a side). */
START_TEST(test_render_never_names_a_side_without_its_index)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        uint32_t made = 0;
        do {
            for (int viewer = -1; viewer < 2; viewer++) {
                const char *text = ws_render_for(s, viewer);
                static const char *const side[2] = {"Weiss", "Schwarz"};
                static const char *const indexed[2] = {"player 0 (Weiss)", "player 1 (Schwarz)"};
                for (int p = 0; p < 2; p++) {
                    int named = 0, with_index = 0;
                    for (const char *at = text; (at = strstr(at, side[p])) != NULL; at++)
                        named++;
                    for (const char *at = text; (at = strstr(at, indexed[p])) != NULL; at++)
                        with_index++;
                    const char *header =
                        p ? "Player 1 (Schwarz): level " : "Player 0 (Weiss): level ";
                    ck_assert_ptr_nonnull(strstr(text, header));
                    ck_assert_msg(named == with_index + 1, "%s", text);
                }
            }
            ck_assert_int_eq(cg_state_playout(s, seed, 1, &made), CG_OK);
        } while (made == 1);
        cg_state_free(s);
    }
    cg_game_free(g);
}
END_TEST

static Suite *text_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz texts");
    TCase *tc = tcase_create("deck files");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_deck_reads_the_three_line_shapes);
    tcase_add_test(tc, test_deck_skips_blank_lines_and_reads_crlf);
    tcase_add_test(tc, test_deck_has_exactly_50_cards);
    tcase_add_test(tc, test_deck_has_at_most_4_copies_of_a_name);
    tcase_add_test(tc, test_deck_has_at_most_8_climaxes);
    tcase_add_test(tc, test_deck_copies_of_a_name_are_identical);
    tcase_add_test(tc, test_deck_rejects_each_malformed_field);
    tcase_add_test(tc, test_deck_flavor_may_hold_255_bytes_and_no_more);
    tcase_add_test(tc, test_deck_refuses_a_nul_byte);
    tcase_add_test(tc, test_deck_of_the_course_skeleton_is_too_short);
    tcase_add_test(tc, test_deck_load_reads_a_file_and_names_it);
    tcase_add_test(tc, test_deck_functions_refuse_null);
    tcase_add_test(tc, test_deck_loader_survives_hostile_input);
    tcase_add_test(tc, test_default_decks_follow_the_deck_rules);
    suite_add_tcase(suite, tc);

    tc = tcase_create("parameters and moves");
    tcase_add_test(tc, test_params_are_written_in_full);
    tcase_add_test(tc, test_params_refuse_bad_values);
    tcase_add_test(tc, test_params_load_deck_files);
    tcase_add_test(tc, test_move_texts_of_the_rules_file);
    tcase_add_test(tc, test_move_codes_follow_the_header);
    tcase_add_test(tc, test_move_parse_reads_any_case);
    tcase_add_test(tc, test_move_parse_errors_name_the_problem);
    tcase_add_test(tc, test_render_shows_both_boards_with_current_power);
    tcase_add_test(tc, test_render_hides_the_opponents_hand_and_every_deck_order);
    tcase_add_test(tc, test_render_tells_the_result);
    tcase_add_test(tc, test_render_names_players_by_index);
    tcase_add_test(tc, test_render_never_names_a_side_without_its_index);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(text_suite());
}
