/* Weiss-Fiuba-Schwarz: deck files in the seed's format. Games read every deck
   that obeys the seed's three rules (50 cards, at most 4 copies, at most 8
   climaxes) within the documented memory limits; release 1.0's fixed struct
   holds only the cards of the 1.0 format and says why it refuses the others. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
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

/* The valid deck with line `at` (from 1) replaced (a static buffer). */
static const char *deck_with(int at, const char *line)
{
    static char text[200000];
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

/* ---- the seed's three rules ---- */

START_TEST(test_deck_reads_the_three_line_shapes)
{
    static cg_weiss_schwarz_deck deck;
    const char *text = deck_with(
        1,
        "CHARACTER|Bride Saber|green|2|A5:1500:Mage|Decorativo$Y que|1|2|20000|3| Tipo1 , Tipo2");
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
    ck_assert_int_eq(deck.cards[49].type, CG_WEISS_SCHWARZ_EVENT);
    ck_assert_int_eq(deck.cards[49].ability, CG_WEISS_SCHWARZ_A1);
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

START_TEST(test_deck_has_at_most_4_copies_of_a_card)
{
    static cg_weiss_schwarz_deck deck;
    const char *text = deck_with(49, "CHARACTER|Card 1|yellow|0| |Flavor.|0|0|1000|1|Kind");
    ck_assert_int_eq(parse(text, &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "deck, line 49: a 5th copy of 'Card 1': at most 4 copies of a card");
    /* Names are compared as move texts read them: case and runs of blanks. */
    text = deck_with(49, "CHARACTER| card   1 |yellow|0| |Flavor.|0|0|1000|1|Kind");
    ck_assert_int_eq(parse(text, &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "deck, line 49: a 5th copy of 'card   1': at most 4 copies of a card");
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

START_TEST(test_deck_copies_of_a_name_are_one_card)
{
    static cg_weiss_schwarz_deck deck;
    ck_assert_int_eq(
        parse(deck_with(3, "CHARACTER|Card 1|yellow|0| |Other.|0|0|1000|1|Kind"), &deck),
        CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 3: 'Card 1' differs from the card of the same "
                                      "name on line 1 (copies of a name are one card; names "
                                      "ignore case and runs of blanks)");
    /* The same card: colours ignore case, subtypes their parentheses. */
    ck_assert_int_eq(
        parse(deck_with(3, "character|card 1|YELLOW|0||Flavor.|0|0|1000|1|(Kind)"), &deck),
        CG_OK);
}
END_TEST

/* ---- what games read: the seed's format ---- */

/* A deck that obeys the seed's rules and none of 1.0's: lower-case types,
   any colour word, the seed's parenthesized subtypes, numbers 1.0 refused, a
   card named like a move word, a long name, an ability given by name. */
static const char seed_format_deck[] =
    "character|Hero|Rojo|3| |A hero.|4|10|100000|0|(Knight,Hero)\n"
    "character|Hero|Rojo|3| |A hero.|4|10|100000|0|(Knight,Hero)\n"
    "CHARACTER|Zealot|rojo|0| |Same colour.|0|0|1000|4|(a,b,c,d,e)\n"
    "CHARACTER|A knight whose name runs to sixty characters and then a few.|purple|0| |x|0|0|"
    "500|1|Knight\n"
    "EVENT|Pass|blue|0|Power to a subtype:500:Knight|Named like a word of the moves.|0|0\n"
    "EVENT|Banner|Red|0|A5:1000:Knight|Knights, forward.|0|0\n";

/* The seed's deck padded with 44 plain characters to 50 cards. */
static const char *seed_deck_text(void)
{
    static char text[8192];
    size_t len = (size_t)snprintf(text, sizeof text, "%s", seed_format_deck);
    for (int i = 0; i < 44; i++)
        len += (size_t)snprintf(text + len, sizeof text - len,
                                "CHARACTER|Filler %d|yellow|0| |x|0|0|1000|1|Soldier\n", i / 4);
    return text;
}

START_TEST(test_games_read_the_seeds_format)
{
    cg_game *g = ws_game_of_deck_text(seed_deck_text(), NULL, 0);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    cg_weiss_schwarz_card_view v;
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 0, &v), CG_OK);
    ck_assert_str_eq(v.name, "Hero");
    ck_assert_int_eq(v.type, CG_WEISS_SCHWARZ_CHARACTER);
    ck_assert_str_eq(v.color, "Rojo");
    ck_assert_int_eq(v.color_index, 4);
    ck_assert_int_eq(v.trigger, 3);
    ck_assert_int_eq(v.level, 4);
    ck_assert_int_eq(v.cost, 10);
    ck_assert_int_eq(v.power, 100000);
    ck_assert_int_eq(v.soul, 0);
    ck_assert_int_eq(v.subtype_count, 2);
    ck_assert_int_eq(v.line, 1);
    const char *sub = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_card_subtype(g, 0, 0, &sub), CG_OK);
    ck_assert_str_eq(sub, "Knight");
    ck_assert_int_eq(cg_weiss_schwarz_card_subtype(g, 0, 1, &sub), CG_OK);
    ck_assert_str_eq(sub, "Hero");
    int has = -1;
    ck_assert_int_eq(cg_weiss_schwarz_card_has_subtype(g, 0, "knight", &has), CG_OK);
    ck_assert_int_eq(has, 1);
    ck_assert_int_eq(cg_weiss_schwarz_card_has_subtype(g, 0, "(Knight", &has), CG_OK);
    ck_assert_int_eq(has, 0);
    /* Colours are words compared ignoring case: Rojo and rojo are one. */
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 2, &v), CG_OK);
    ck_assert_int_eq(v.color_index, 4);
    ck_assert_int_eq(v.soul, 4);
    ck_assert_int_eq(v.subtype_count, 5);
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 3, &v), CG_OK);
    ck_assert_int_eq((int)strlen(v.name), 60);
    ck_assert_str_eq(v.color, "purple");
    ck_assert_int_eq(v.color_index, 5);
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 4, &v), CG_OK);
    ck_assert_str_eq(v.name, "Pass");
    ck_assert_str_eq(v.ability, "Power to a subtype");
    ck_assert_int_eq(v.ability_code, CG_WEISS_SCHWARZ_A5);
    ck_assert_int_eq(v.amount, 500);
    ck_assert_str_eq(v.ability_args, "500:Knight");
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 5, &v), CG_OK);
    ck_assert_int_eq(v.color_index, CG_WEISS_SCHWARZ_RED);
    ck_assert_str_eq(v.color, "red");
    ck_assert_int_eq(cg_weiss_schwarz_color_count(g), 6);
    const char *color = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_color_name(g, 4, &color), CG_OK);
    ck_assert_str_eq(color, "Rojo");
    cg_game_free(g);
}
END_TEST

/* Rule: A5 raises the characters of its subtype: "(Knight,Hero)" is the
   subtypes Knight and Hero, so Banner's +1000 reaches Hero. */
START_TEST(test_parenthesized_subtypes_take_a5)
{
    cg_game *g = ws_game_of_deck_text(seed_deck_text(), NULL, 0);
    ck_assert_ptr_nonnull(g);
    cg_state *s = ws_position(g, "weiss stage 0 - - - -\nweiss hand 5");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 100000);
    ws_do(s, "play Banner");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 101000);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Rule: a level above max_level or a cost above any stock makes a card
   unplayable, not unreadable. */
START_TEST(test_levels_and_costs_out_of_reach_make_cards_unplayable)
{
    cg_game *g = ws_game_of_deck_texts(seed_deck_text(), seed_deck_text(), NULL, 0);
    ck_assert_ptr_nonnull(g);
    cg_state *s = ws_position(g, "weiss hand 0\nweiss level 1 2 3\nweiss stock 6 7 8 9 10 11 12 "
                                 "13 14 15 16");
    ck_assert(!ws_offers(s, "play Hero front-left"));
    ck_assert_int_eq(cg_state_legal_moves(s, NULL, 0), 1); /* end main */
    uint32_t action;
    ck_assert_int_eq(cg_game_action_of(g, CG_WEISS_SCHWARZ_MOVE_PLAY + 0 * 8 + 0, &action),
                     CG_EINVAL);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* A line that a game reads but release 1.0's struct cannot hold, and why. */
static const struct {
    const char *line;
    const char *reason;
} beyond_v1[] = {
    {"CLIMAX|X|purple|0| |f", "colour 'purple' is not yellow, green, red or blue"},
    {"CLIMAX|X|red|3| |f", "trigger above 2"},
    {"EVENT|X|red|0| |f|4|0", "level above 3"},
    {"EVENT|X|red|0| |f|0|10", "cost above 9"},
    {"CHARACTER|X|red|0| |f|0|0|100000|1|K", "power above 99999"},
    {"CHARACTER|X|red|0| |f|0|0|1000|0|K", "soul outside 1..3"},
    {"CHARACTER|X|red|0| |f|0|0|1000|4|K", "soul outside 1..3"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1|(a,b,c,d,e)", "more than 4 subtypes"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1|abcdefghijklmnopqrstuvwxyz0123456789",
     "subtype 'abcdefghijklmnopqrstuvwxyz0123456789' is longer than 31 bytes"},
    {"CLIMAX|A name that is far too long for any card of ours|red|0| |f",
     "its name is longer than 47 bytes"},
    {"CLIMAX|X|red|0|Destroy by die|f", ""},
    {"CLIMAX|X|red|0|A5:100000:Mage|f", "A5's amount above 99999"},
};

START_TEST(test_the_v1_struct_says_which_card_it_cannot_hold)
{
    static cg_weiss_schwarz_deck deck;
    for (size_t i = 0; i < sizeof beyond_v1 / sizeof beyond_v1[0]; i++) {
        const char *text = deck_with(5, beyond_v1[i].line);
        cg_game *g = ws_game_of_deck_text(text, NULL, 0);
        ck_assert_msg(g != NULL, "'%s': %s", beyond_v1[i].line, cg_last_error());
        cg_weiss_schwarz_card card;
        cg_status st = cg_weiss_schwarz_card_info(g, 4, &card);
        cg_game_free(g);
        if (!beyond_v1[i].reason[0]) { /* A6 by its name: the struct holds its code */
            ck_assert_int_eq(st, CG_OK);
            ck_assert_int_eq(card.ability, CG_WEISS_SCHWARZ_A6);
            continue;
        }
        ck_assert_int_eq(st, CG_EINVAL);
        ck_assert_msg(strstr(cg_last_error(), beyond_v1[i].reason) != NULL, "%s",
                      cg_last_error());
        char expected[512];
        snprintf(expected, sizeof expected,
                 "weiss.csv, line 5: %s, which cg_weiss_schwarz_card cannot hold (a game reads "
                 "it: cg_weiss_schwarz_card_view_of)",
                 beyond_v1[i].reason);
        memset(&deck, 0x5a, sizeof deck);
        ck_assert_int_eq(cg_weiss_schwarz_deck_parse(text, strlen(text), "weiss.csv", &deck),
                         CG_EPARSE);
        ck_assert_str_eq(cg_last_error(), expected);
        ck_assert_int_eq(((unsigned char *)&deck)[0], 0x5a); /* untouched */
    }
}
END_TEST

/* Lines both readers refuse, alone on line 5, and the reason given. */
static const struct {
    const char *line;
    const char *reason;
} malformed[] = {
    {"MONSTER|X|red|0| |f", "card type 'MONSTER' is not CHARACTER, EVENT or CLIMAX"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1",
     "a CHARACTER line has 11 fields separated by '|', this one has 10"},
    {"EVENT|X|red|0| |f|0", "a EVENT line has 8 fields separated by '|', this one has 7"},
    {"CLIMAX|X|red|0| |f|1", "a CLIMAX line has 6 fields separated by '|', this one has 7"},
    {"CLIMAX||red|0| |f", "the card has no name"},
    {"CLIMAX|   |red|0| |f", "the card has no name"},
    {"CLIMAX|X||0| |f", "the card has no colour"},
    {"CLIMAX|X|red|x| |f", "trigger 'x' is not a number from 0 to 255"},
    {"CLIMAX|X|red|-1| |f", "trigger '-1' is not a number from 0 to 255"},
    {"CLIMAX|X|red|| |f", "trigger '' is not a number from 0 to 255"},
    {"CLIMAX|X|red|256| |f", "trigger '256' is not a number from 0 to 255"},
    {"CLIMAX|X|red|0|A0|f",
     "no ability 'A0' (a code A1..AC, or the name of a built-in or registered ability)"},
    {"CLIMAX|X|red|0|Destruir carta por dado|f",
     "no ability 'Destruir carta por dado' (a code A1..AC, or the name of a built-in or "
     "registered ability)"},
    {"CLIMAX|X|red|0|A1:2|f", "ability A1 takes no arguments"},
    {"CLIMAX|X|red|0|A5|f", "ability A5 needs its arguments: A5:amount:subtype"},
    {"CLIMAX|X|red|0|A5:lots:Mage|f", "A5's amount 'lots' is not a number from 0 to 1000000000"},
    {"CLIMAX|X|red|0|A5:1000000001:Mage|f",
     "A5's amount '1000000001' is not a number from 0 to 1000000000"},
    {"CLIMAX|X|red|0|A5:100|f", "ability A5 needs its arguments: A5:amount:subtype"},
    {"CLIMAX|X|red|0|A5:100: |f", "ability A5 needs a subtype: A5:amount:subtype"},
    {"CLIMAX|X|red|0|A5:100:a:b|f", "ability A5 takes two arguments: A5:amount:subtype"},
    {"EVENT|X|red|0| |f|256|0", "level '256' is not a number from 0 to 255"},
    {"EVENT|X|red|0| |f|0|", "cost '' is not a number from 0 to 255"},
    {"CHARACTER|X|red|0| |f|0|0|1.5|1|K", "power '1.5' is not a number from 0 to 1000000000"},
    {"CHARACTER|X|red|0| |f|0|0|1000000001|1|K",
     "power '1000000001' is not a number from 0 to 1000000000"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1|(a,b", "the subtypes '(' and ')' do not pair"},
    {"CHARACTER|X|red|0| |f|0|0|1000|1|(", "the subtypes '(' and ')' do not pair"},
};

START_TEST(test_malformed_lines_are_refused_with_a_reason)
{
    static cg_weiss_schwarz_deck deck;
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        char expected[512];
        snprintf(expected, sizeof expected, "weiss.csv, line 5: %s", malformed[i].reason);
        const char *text = deck_with(5, malformed[i].line);
        ck_assert_msg(cg_weiss_schwarz_deck_parse(text, strlen(text), "weiss.csv", &deck) ==
                          CG_EPARSE,
                      "'%s' was accepted", malformed[i].line);
        ck_assert_str_eq(cg_last_error(), expected);
        ck_assert_ptr_null(ws_game_of_deck_text(text, NULL, 0));
        ck_assert_msg(strstr(cg_last_error(), malformed[i].reason) != NULL, "%s",
                      cg_last_error());
    }
}
END_TEST

/* Rule: what both readers accept that 1.0 refused: blank abilities, empty
   subtypes between commas, blanks and any byte in names and flavor texts. */
START_TEST(test_lines_the_seed_accepts_are_read)
{
    static cg_weiss_schwarz_deck deck;
    static const char *const lines[] = {
        "CLIMAX|X|red|0|   |f",
        "CHARACTER|X|red|0| |f|0|0|1000|1|a,,b",
        "CLIMAX| X|red|0| |f",
        "CLIMAX|A  B|red|0| |f",
        "CLIMAX|Bell\x01|red|0| |f",
        "CLIMAX|X|red|0| |tab\there",
        "CLIMAX|X|red| 2 | |f",
        "CLIMAX|X|red|02| |f",
        "CLIMAX|opponent hand|red|0| |f",
        "CLIMAX|Guard front-left|red|0| |f",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        const char *text = deck_with(5, lines[i]);
        ck_assert_msg(parse(text, &deck) == CG_OK, "'%s': %s", lines[i], cg_last_error());
    }
    ck_assert_int_eq(parse(deck_with(5, lines[1]), &deck), CG_OK);
    ck_assert_int_eq(deck.cards[4].subtype_count, 2);
    ck_assert_int_eq(parse(deck_with(5, lines[2]), &deck), CG_OK);
    ck_assert_str_eq(deck.cards[4].name, "X");
    ck_assert_int_eq(parse(deck_with(5, lines[5]), &deck), CG_OK);
    ck_assert_str_eq(deck.cards[4].flavor, "tab\there");
    ck_assert_int_eq(parse(deck_with(5, lines[7]), &deck), CG_OK);
    ck_assert_int_eq(deck.cards[4].trigger, 2);
}
END_TEST

/* The limits that bound memory, each refused with its line. */
START_TEST(test_memory_limits_are_refused_with_a_reason)
{
    static cg_weiss_schwarz_deck deck;
    static char line[70000];
    memcpy(line, "CLIMAX|", 7);
    memset(line + 7, 'n', 256);
    snprintf(line + 7 + 256, sizeof line - 263, "|red|0| |f");
    ck_assert_int_eq(parse(deck_with(5, line), &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 5: the name is longer than 255 bytes");
    memset(line, 'f', sizeof line);
    memcpy(line, "CLIMAX|X|red|0| |", 17);
    line[65536] = '\0';
    ck_assert_int_eq(parse(deck_with(5, line), &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 5: the line holds 65536 bytes, more than 65535");
    line[65535] = '\0';
    cg_game *g = ws_game_of_deck_text(deck_with(5, line), NULL, 0);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    cg_weiss_schwarz_card_view v;
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 4, &v), CG_OK);
    ck_assert_uint_eq(strlen(v.flavor), 65535 - 17);
    cg_game_free(g);
}
END_TEST

/* A deck of 50 characters of 50 colours named prefix0..prefix49. */
static const char *rainbow(const char *prefix)
{
    static char text[2][8192];
    static int which;
    which = !which;
    size_t len = 0;
    for (int i = 0; i < 50; i++)
        len += (size_t)snprintf(text[which] + len, sizeof text[which] - len,
                                "CHARACTER|Card %d|%s%d|0| |x|0|0|1000|1|K\n", i, prefix, i);
    return text[which];
}

/* Rule: two decks hold at most 64 colours; the 65th is refused on its line. */
START_TEST(test_a_game_holds_at_most_64_colours)
{
    /* The four of the seed, Weiss's 50, then Schwarz's first 10 make 64. */
    const char *weiss = rainbow("colour"), *schwarz = rainbow("hue");
    cg_game *g = ws_game_of_deck_texts(weiss, schwarz, NULL, 0);
    ck_assert_ptr_null(g);
    ck_assert_msg(strstr(cg_last_error(), ", line 11: colour 'hue10' is one more than the 64 "
                                          "colours two decks may hold") != NULL,
                  "%s", cg_last_error());
    g = ws_game_of_deck_texts(weiss, NULL, NULL, 0);
    ck_assert_int_eq(cg_weiss_schwarz_color_count(g), 54);
    cg_game_free(g);
}
END_TEST

START_TEST(test_deck_refuses_a_nul_byte)
{
    static cg_weiss_schwarz_deck deck;
    char lines[50][128];
    char text[50 * 128];
    snprintf(text, sizeof text, "%s", valid_deck_lines(lines));
    size_t len = strlen(text);
    text[200] = '\0'; /* on line 4 */
    ck_assert_int_eq(cg_weiss_schwarz_deck_parse(text, len, "deck", &deck), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "deck, line 4: the text holds a NUL byte");
}
END_TEST

START_TEST(test_deck_of_the_course_skeleton_is_too_short)
{
    static cg_weiss_schwarz_deck deck;
    FILE *f = fopen(ws_test_path("skeleton_2015.csv"), "rb");
    ck_assert_ptr_nonnull(f);
    char text[4096];
    size_t len = fread(text, 1, sizeof text, f);
    fclose(f);
    ck_assert_int_eq(cg_weiss_schwarz_deck_parse(text, len, "weiss.csv", &deck), CG_EPARSE);
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
             "%s, line 2: a CHARACTER line has 11 fields separated by '|', this one has 10",
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

/* A parsed deck obeys every rule of the 1.0 struct. */
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
    static const char alphabet[] = "|:,$ ()\n\r\t\0A5ABCEHLMRTXaz019-";
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
    }
    for (int a = 1; a <= 12; a++)
        ck_assert_msg(ability_used[a], "ability %d is in neither default deck", a);
    ck_assert_int_eq(cg_weiss_schwarz_color_count(g), 4);
    cg_game_free(g);
}
END_TEST

/* ---- card names like move words ---- */

/* Characters named Pass, "own deck", Guard and like a stage choice, an
   event named "Guard front-left", a name that begins with a double quote and
   one with two blanks in a row; events with A2 and AA. */
static const char move_word_deck[] = "CHARACTER|Pass|yellow|0| |x|0|0|1000|1|K\n"
                                     "CHARACTER|own deck|yellow|0| |x|0|0|1000|1|K\n"
                                     "CHARACTER|own deck|yellow|0| |x|0|0|1000|1|K\n"
                                     "CHARACTER|Guard|yellow|0| |x|0|0|1000|1|K\n"
                                     "EVENT|Guard front-left|yellow|0| |x|0|0\n"
                                     "CHARACTER|Squire at own front-left|yellow|0| |x|0|0|1000|1|K\n"
                                     "CHARACTER|Squire at own front-left|yellow|0| |x|0|0|1000|1|K\n"
                                     "CHARACTER|\"Quoted\" \\ knight|yellow|0| |x|0|0|1000|1|K\n"
                                     "CHARACTER|Two  spaces|yellow|0| |x|0|0|1000|1|K\n"
                                     "EVENT|Look|yellow|0|A2|x|0|0\n"
                                     "EVENT|Pick|yellow|0|AA|x|0|0\n";

static const char *move_word_deck_text(void)
{
    static char text[8192];
    size_t len = (size_t)snprintf(text, sizeof text, "%s", move_word_deck);
    for (int i = 0; i < 39; i++)
        len += (size_t)snprintf(text + len, sizeof text - len,
                                "CHARACTER|Filler %d|yellow|0| |x|0|0|1000|1|K\n", i / 4);
    return text;
}

/* Every legal move's text is distinct and reads back as that move. */
static void assert_texts_read_back(const cg_state *s)
{
    cg_move moves[256];
    size_t n = cg_state_legal_moves(s, moves, 256);
    static char texts[256][300];
    for (size_t i = 0; i < n; i++) {
        ck_assert_uint_lt(cg_move_to_string(s, moves[i], texts[i], sizeof texts[i]),
                          sizeof texts[i]);
        cg_move back;
        ck_assert_msg(cg_move_from_string(s, texts[i], &back) == CG_OK, "'%s': %s", texts[i],
                      cg_last_error());
        ck_assert_msg(back == moves[i], "'%s' reads as 0x%x, not 0x%x", texts[i], back, moves[i]);
        for (size_t j = 0; j < i; j++)
            ck_assert_str_ne(texts[i], texts[j]);
    }
}

START_TEST(test_cards_named_like_move_words_give_unambiguous_texts)
{
    cg_game *g = ws_game_of_deck_text(move_word_deck_text(), NULL, 0);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    cg_state *s = ws_position(g, "phase clock\nweiss hand 0 1 3 4 5 7 8");
    assert_texts_read_back(s);
    ck_assert(ws_offers(s, "clock pass"));
    ck_assert(ws_offers(s, "clock \"Pass\""));
    ck_assert(ws_offers(s, "clock own deck"));
    ck_assert(ws_offers(s, "clock \"\\\"Quoted\\\" \\\\ knight\""));
    ck_assert(ws_offers(s, "clock Two spaces"));
    ws_do(s, "clock pass");
    assert_texts_read_back(s);
    ck_assert(ws_offers(s, "play Guard front-left")); /* the event */
    ck_assert(ws_offers(s, "play \"Guard\" front-left"));
    ck_assert(ws_offers(s, "play Pass front-left"));
    ck_assert_int_eq(ws_move(s, "play Guard front-left"),
                     CG_WEISS_SCHWARZ_MOVE_PLAY + 3 * 8 + CG_WEISS_SCHWARZ_NO_SLOT);
    ck_assert_int_eq(ws_move(s, "play \"guard\"   front-left"), CG_WEISS_SCHWARZ_MOVE_PLAY + 2 * 8);
    ck_assert_int_eq(ws_move(s, "PLAY TWO   SPACES BACK-LEFT"),
                     CG_WEISS_SCHWARZ_MOVE_PLAY + 6 * 8 + 3);
    cg_move move;
    ck_assert_int_eq(cg_move_from_string(s, "play \"Guard", &move), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "weiss_schwarz: a quoted card name does not end with '\"'");
    cg_state_free(s);
    /* Characters named like choices on the stage, then an A2 looking at cards
       named like choices (the deck's top 5: Filler 0, Guard, Pass, Squire at
       own front-left, own deck). */
    s = ws_position(g, "weiss stage 6 2 - - -\nweiss hand 9 10\nweiss deck 1 5 0 3 11");
    ws_do(s, "play Pick");
    assert_texts_read_back(s);
    ck_assert(ws_offers(s, "choose Squire at own front-left at own front-left"));
    ck_assert(ws_offers(s, "choose own deck at own front-center"));
    ws_do(s, "choose own deck at own front-center");
    ws_do(s, "play Look");
    ws_do(s, "choose own deck");
    assert_texts_read_back(s);
    ck_assert(ws_offers(s, "choose \"own deck\""));
    ck_assert(ws_offers(s, "choose \"Squire at own front-left\""));
    ck_assert(ws_offers(s, "choose Pass"));
    ws_do(s, "choose \"own deck\"");
    ck_assert_int_eq(ws_move_count(s), 4);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

static Suite *decks_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz decks");
    TCase *tc = tcase_create("the seed's rules");
    tcase_add_test(tc, test_deck_reads_the_three_line_shapes);
    tcase_add_test(tc, test_deck_skips_blank_lines_and_reads_crlf);
    tcase_add_test(tc, test_deck_has_exactly_50_cards);
    tcase_add_test(tc, test_deck_has_at_most_4_copies_of_a_card);
    tcase_add_test(tc, test_deck_has_at_most_8_climaxes);
    tcase_add_test(tc, test_deck_copies_of_a_name_are_one_card);
    suite_add_tcase(suite, tc);

    tc = tcase_create("the seed's format");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_games_read_the_seeds_format);
    tcase_add_test(tc, test_parenthesized_subtypes_take_a5);
    tcase_add_test(tc, test_levels_and_costs_out_of_reach_make_cards_unplayable);
    tcase_add_test(tc, test_the_v1_struct_says_which_card_it_cannot_hold);
    tcase_add_test(tc, test_malformed_lines_are_refused_with_a_reason);
    tcase_add_test(tc, test_lines_the_seed_accepts_are_read);
    tcase_add_test(tc, test_memory_limits_are_refused_with_a_reason);
    tcase_add_test(tc, test_a_game_holds_at_most_64_colours);
    tcase_add_test(tc, test_deck_refuses_a_nul_byte);
    tcase_add_test(tc, test_deck_of_the_course_skeleton_is_too_short);
    tcase_add_test(tc, test_deck_load_reads_a_file_and_names_it);
    tcase_add_test(tc, test_deck_functions_refuse_null);
    tcase_add_test(tc, test_deck_loader_survives_hostile_input);
    tcase_add_test(tc, test_default_decks_follow_the_deck_rules);
    tcase_add_test(tc, test_cards_named_like_move_words_give_unambiguous_texts);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(decks_suite());
}
