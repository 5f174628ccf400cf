/* Deck files: the three line shapes, every field checked, and the deck rules
   (50 cards, at most 4 copies of a name, at most 8 climaxes). */
#include <stdlib.h>
#include <string.h>

#include "ws_internal.h"

const char *const ws_color_words[4] = {"yellow", "green", "red", "blue"};
const char *const ws_type_words[3] = {"CHARACTER", "EVENT", "CLIMAX"};
const char *const ws_ability_words[13] = {"",   "A1", "A2", "A3", "A4", "A5", "A6",
                                          "A7", "A8", "A9", "AA", "AB", "AC"};
const char *const ws_slot_words[WS_SLOTS] = {"front-left", "front-center", "front-right",
                                             "back-left", "back-right"};

/* Names that would make a move text mean two things. */
static const char *const reserved_names[] = {"pass",     "own deck",      "opponent deck",
                                             "own hand", "opponent hand", NULL};

enum { FIELDS_MAX = 12 };
static const int field_counts[3] = {11, 8, 6};

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

bool ws_name_eq(cg_span a, const char *name)
{
    size_t n = strlen(name);
    if (a.n != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (lower(a.p[i]) != lower(name[i]))
            return false;
    return true;
}

bool ws_word_eq(cg_span a, const char *word)
{
    return ws_name_eq(a, word);
}

static bool has_control(cg_span s)
{
    for (size_t i = 0; i < s.n; i++) {
        unsigned char ch = (unsigned char)s.p[i];
        if (ch < 0x20 || ch == 0x7f)
            return true;
    }
    return false;
}

/* Copies a checked span into a NUL-terminated field. */
static void copy_text(char *dst, cg_span s)
{
    memcpy(dst, s.p, s.n);
    dst[s.n] = '\0';
}

static cg_status check_name(cg_reader *in, cg_span name)
{
    char shown[64];
    if (name.n == 0)
        return cg_reader_fail(in, "the card has no name");
    if (name.n >= CG_WEISS_SCHWARZ_NAME_CAP)
        return cg_reader_fail(in, "the name is longer than %d bytes",
                              CG_WEISS_SCHWARZ_NAME_CAP - 1);
    if (has_control(name))
        return cg_reader_fail(in, "the name holds a control character");
    cg_span_show(name, shown, sizeof shown);
    if (name.p[0] == ' ' || name.p[name.n - 1] == ' ')
        return cg_reader_fail(in, "the name '%s' begins or ends with a space", shown);
    for (size_t i = 0; i + 1 < name.n; i++)
        if (name.p[i] == ' ' && name.p[i + 1] == ' ')
            return cg_reader_fail(in, "the name '%s' holds two spaces in a row", shown);
    for (int i = 0; reserved_names[i]; i++)
        if (ws_name_eq(name, reserved_names[i]))
            return cg_reader_fail(in, "'%s' cannot be a card name (it is a word of the moves)",
                                  shown);
    cg_span last = name;
    const char *space = NULL;
    for (size_t i = 0; i < name.n; i++)
        if (name.p[i] == ' ')
            space = name.p + i;
    if (space) {
        last.p = space + 1;
        last.n = name.n - (size_t)(last.p - name.p);
    }
    for (int s = 0; s < WS_SLOTS; s++)
        if (ws_word_eq(last, ws_slot_words[s]))
            return cg_reader_fail(in, "the name '%s' cannot end with a slot name", shown);
    return CG_OK;
}

static cg_status read_number(cg_reader *in, cg_span field, const char *what, uint32_t min,
                             uint32_t max, uint32_t *out)
{
    char shown[32];
    if (!cg_span_to_u32(field, max, out) || *out < min)
        return cg_reader_fail(in, "%s '%s' is not a number from %u to %u", what,
                              cg_span_show(field, shown, sizeof shown), min, max);
    return CG_OK;
}

static cg_status read_color(cg_reader *in, cg_span field, cg_weiss_schwarz_card *card)
{
    for (int i = 0; i < 4; i++) {
        if (cg_span_eq(field, ws_color_words[i])) {
            card->color = (uint8_t)i;
            return CG_OK;
        }
    }
    char shown[32];
    return cg_reader_fail(in, "color '%s' is not yellow, green, red or blue",
                          cg_span_show(field, shown, sizeof shown));
}

static cg_status read_subtype(cg_reader *in, cg_span field, const char *what, char *out)
{
    cg_span s = cg_span_trim(field);
    if (s.n == 0)
        return cg_reader_fail(in, "an empty %s", what);
    if (s.n >= CG_WEISS_SCHWARZ_SUBTYPE_CAP)
        return cg_reader_fail(in, "a %s longer than %d bytes", what,
                              CG_WEISS_SCHWARZ_SUBTYPE_CAP - 1);
    if (has_control(s))
        return cg_reader_fail(in, "a %s holds a control character", what);
    copy_text(out, s);
    return CG_OK;
}

/* Empty or a single space: none; A1..AC; A5:amount:subtype. */
static cg_status read_ability(cg_reader *in, cg_span field, cg_weiss_schwarz_card *card)
{
    char shown[64];
    if (field.n == 0 || cg_span_eq(field, " "))
        return CG_OK;
    cg_span rest = field;
    cg_span code = cg_span_split(&rest, ':');
    for (int a = 1; a <= 12; a++) {
        if (!cg_span_eq(code, ws_ability_words[a]))
            continue;
        card->ability = (uint8_t)a;
        if (a != CG_WEISS_SCHWARZ_A5) {
            if (code.n != field.n)
                return cg_reader_fail(in, "ability %s takes no arguments", ws_ability_words[a]);
            return CG_OK;
        }
        if (code.n == field.n)
            return cg_reader_fail(in, "ability A5 needs its arguments: A5:amount:subtype");
        bool has_subtype = memchr(rest.p, ':', rest.n) != NULL;
        cg_span amount = cg_span_split(&rest, ':');
        uint32_t n;
        cg_status st = read_number(in, amount, "A5's amount", 1, 99999, &n);
        if (st != CG_OK)
            return st;
        card->ability_amount = (int32_t)n;
        if (!has_subtype)
            return cg_reader_fail(in, "ability A5 needs a subtype: A5:amount:subtype");
        if (memchr(rest.p, ':', rest.n))
            return cg_reader_fail(in, "ability A5 takes two arguments: A5:amount:subtype");
        return read_subtype(in, rest, "A5 subtype", card->ability_subtype);
    }
    return cg_reader_fail(in, "ability '%s' is not empty, A1..A9, AA, AB, AC or A5:amount:subtype",
                          cg_span_show(field, shown, sizeof shown));
}

static cg_status read_subtypes(cg_reader *in, cg_span field, cg_weiss_schwarz_card *card)
{
    if (cg_span_trim(field).n == 0)
        return CG_OK;
    cg_span rest = field;
    for (;;) {
        bool last = !memchr(rest.p, ',', rest.n);
        cg_span one = cg_span_split(&rest, ',');
        if (card->subtype_count == CG_WEISS_SCHWARZ_SUBTYPES_MAX)
            return cg_reader_fail(in, "more than %d subtypes", CG_WEISS_SCHWARZ_SUBTYPES_MAX);
        cg_status st = read_subtype(in, one, "subtype", card->subtypes[card->subtype_count]);
        if (st != CG_OK)
            return st;
        card->subtype_count++;
        if (last)
            return CG_OK;
    }
}

/* The fields after type and name, as the type's line shape has them. */
static cg_status read_fields(cg_reader *in, const cg_span *f, cg_weiss_schwarz_card *card)
{
    uint32_t n;
    cg_status st = read_color(in, f[2], card);
    if (st == CG_OK)
        st = read_number(in, f[3], "trigger", 0, 2, &n);
    if (st != CG_OK)
        return st;
    card->trigger = (uint8_t)n;
    if ((st = read_ability(in, f[4], card)) != CG_OK)
        return st;
    if (f[5].n >= CG_WEISS_SCHWARZ_FLAVOR_CAP)
        return cg_reader_fail(in, "the flavor text is longer than %d bytes",
                              CG_WEISS_SCHWARZ_FLAVOR_CAP - 1);
    if (has_control(f[5]))
        return cg_reader_fail(in, "the flavor text holds a control character");
    copy_text(card->flavor, f[5]);
    if (card->type == CG_WEISS_SCHWARZ_CLIMAX)
        return CG_OK;
    if ((st = read_number(in, f[6], "level", 0, 3, &n)) != CG_OK)
        return st;
    card->level = (uint8_t)n;
    if ((st = read_number(in, f[7], "cost", 0, 9, &n)) != CG_OK)
        return st;
    card->cost = (uint8_t)n;
    if (card->type == CG_WEISS_SCHWARZ_EVENT)
        return CG_OK;
    if ((st = read_number(in, f[8], "power", 0, 99999, &n)) != CG_OK)
        return st;
    card->power = (int32_t)n;
    if ((st = read_number(in, f[9], "soul", 1, 3, &n)) != CG_OK)
        return st;
    card->soul = (uint8_t)n;
    return read_subtypes(in, f[10], card);
}

static cg_status read_card(cg_reader *in, cg_span line, cg_weiss_schwarz_card *card)
{
    cg_span f[FIELDS_MAX];
    int count = 0;
    cg_span rest = line;
    for (;;) {
        bool last = !memchr(rest.p, '|', rest.n);
        cg_span field = cg_span_split(&rest, '|');
        if (count < FIELDS_MAX)
            f[count] = field;
        count++;
        if (last)
            break;
    }
    char shown[32];
    int type = -1;
    for (int t = 0; t < 3; t++)
        if (cg_span_eq(f[0], ws_type_words[t]))
            type = t;
    if (type < 0)
        return cg_reader_fail(in, "card type '%s' is not CHARACTER, EVENT or CLIMAX",
                              cg_span_show(f[0], shown, sizeof shown));
    if (count != field_counts[type])
        return cg_reader_fail(in, "a %s line has %d fields separated by '|', this one has %d",
                              ws_type_words[type], field_counts[type], count);
    memset(card, 0, sizeof *card);
    card->type = (uint8_t)type;
    cg_status st = check_name(in, f[1]);
    if (st != CG_OK)
        return st;
    copy_text(card->name, f[1]);
    return read_fields(in, f, card);
}

/* The deck rules for the card just read as deck[count]. */
static cg_status check_rules(cg_reader *in, const cg_weiss_schwarz_deck *deck,
                             const unsigned *lines, int count, int climaxes)
{
    const cg_weiss_schwarz_card *card = &deck->cards[count];
    int copies = 1;
    for (int i = 0; i < count; i++) {
        const cg_weiss_schwarz_card *other = &deck->cards[i];
        if (!ws_name_eq(cg_span_of(card->name), other->name))
            continue;
        if (memcmp(card, other, sizeof *card) != 0)
            return cg_reader_fail(in,
                                  "'%s' differs from the card of the same name on line %u "
                                  "(copies of a name are one card; names ignore case)",
                                  card->name, lines[i]);
        copies++;
    }
    if (copies > CG_WEISS_SCHWARZ_MAX_COPIES)
        return cg_reader_fail(in, "a %dth copy of '%s': at most %d copies of a card", copies,
                              card->name, CG_WEISS_SCHWARZ_MAX_COPIES);
    if (climaxes > CG_WEISS_SCHWARZ_MAX_CLIMAXES)
        return cg_reader_fail(in, "a %dth climax card: at most %d climaxes in a deck", climaxes,
                              CG_WEISS_SCHWARZ_MAX_CLIMAXES);
    return CG_OK;
}

cg_status ws_deck_read(const char *text, size_t len, const char *source, cg_weiss_schwarz_deck *out)
{
    cg_weiss_schwarz_deck *deck = malloc(sizeof *deck);
    if (!deck)
        return cg_error(CG_ENOMEM, "%s: out of memory", source);
    unsigned lines[WS_DECK];
    int count = 0, climaxes = 0;
    cg_reader in;
    cg_reader_init(&in, text, len, source);
    cg_span line;
    cg_status st = CG_OK;
    while (st == CG_OK && cg_reader_next(&in, &line)) {
        if (cg_span_trim(line).n == 0)
            continue;
        if (count == WS_DECK) {
            st = cg_reader_fail(&in, "a 51st card: a deck has exactly %d cards", WS_DECK);
            break;
        }
        st = read_card(&in, line, &deck->cards[count]);
        if (st != CG_OK)
            break;
        lines[count] = in.line;
        climaxes += deck->cards[count].type == CG_WEISS_SCHWARZ_CLIMAX;
        st = check_rules(&in, deck, lines, count, climaxes);
        count++;
    }
    if (st == CG_OK && count < WS_DECK) {
        in.line++; /* the line where the next card was due */
        st = cg_reader_fail(&in, "the deck ends with %d card%s; a deck has exactly %d", count,
                            count == 1 ? "" : "s", WS_DECK);
    }
    if (st == CG_OK)
        memcpy(out, deck, sizeof *deck);
    free(deck);
    return st;
}

cg_status cg_weiss_schwarz_deck_parse(const char *text, size_t len, const char *source,
                                      cg_weiss_schwarz_deck *out)
{
    if (!text || !out)
        return cg_error(CG_EINVAL, "cg_weiss_schwarz_deck_parse: %s is NULL",
                        text ? "out" : "text");
    return ws_deck_read(text, len, source ? source : "deck", out);
}

cg_status cg_weiss_schwarz_deck_load(const char *path, cg_weiss_schwarz_deck *out)
{
    if (!path || !out)
        return cg_error(CG_EINVAL, "cg_weiss_schwarz_deck_load: %s is NULL", path ? "out" : "path");
    char *text;
    size_t len;
    cg_status st = cg_file_read(path, &text, &len);
    if (st != CG_OK)
        return st;
    st = ws_deck_read(text, len, path, out);
    free(text);
    return st;
}
