/* Deck files in the seed's format: the three line shapes, each field read as
   the seed's loader reads it, the seed's three deck rules (50 cards, at most
   4 copies of a card, at most 8 climaxes), and the limits that bound memory;
   and release 1.0's fixed struct of a deck with the readers that fill it. */
#include <stdlib.h>
#include <string.h>

#include "ws_internal.h"


enum { FIELDS_MAX = 12, BYTE_MAX = 255 };
static const int field_counts[3] = {11, 8, 6};

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

static bool blank(char c)
{
    return c == ' ' || c == '\t';
}

/* The next character of a name as move texts compare it: runs of blanks are
   one space, blanks at either end are none, case is ignored. *i walks the
   text; returns 0 at its end. */
static char name_char(const char *p, size_t n, size_t *i)
{
    if (*i == 0)
        while (*i < n && blank(p[*i]))
            (*i)++;
    if (*i >= n)
        return 0;
    if (!blank(p[*i]))
        return lower(p[(*i)++]);
    while (*i < n && blank(p[*i]))
        (*i)++;
    return *i < n ? ' ' : 0;
}

bool ws_name_eq(cg_span a, const char *name)
{
    size_t n = strlen(name), i = 0, j = 0;
    if (a.n == n && memcmp(a.p, name, n) == 0)
        return true;
    for (;;) {
        char x = name_char(a.p, a.n, &i), y = name_char(name, n, &j);
        if (x != y)
            return false;
        if (!x)
            return true;
    }
}

uint32_t ws_name_key(cg_span name)
{
    uint32_t key = 2166136261u; /* FNV-1a over the characters name_char gives */
    size_t i = 0;
    for (char x; (x = name_char(name.p, name.n, &i)) != 0;)
        key = (key ^ (uint8_t)x) * 16777619u;
    return key;
}

bool ws_word_eq(cg_span a, const char *word)
{
    return cg_span_eq_nocase(a, word);
}

/* ---- the string pool ---- */

uint32_t ws_pool_add(ws_pool *pool, const char *p, size_t n)
{
    if (pool->len + n + 1 > pool->cap) {
        size_t cap = pool->cap ? pool->cap : 4096;
        while (cap < pool->len + n + 1)
            cap *= 2;
        if (cap > UINT32_MAX)
            return UINT32_MAX;
        char *text = realloc(pool->text, cap);
        if (!text)
            return UINT32_MAX;
        pool->text = text;
        pool->cap = cap;
    }
    uint32_t at = (uint32_t)pool->len;
    if (n)
        memcpy(pool->text + at, p, n);
    pool->text[at + n] = '\0';
    pool->len += n + 1;
    return at;
}

/* ---- one line ---- */

typedef struct line_reader {
    cg_reader *in;
    const ws_known_abilities *known;
    ws_pool *pool;
} line_reader;

static cg_status no_memory(line_reader *lr)
{
    return cg_error(CG_ENOMEM, "%s: out of memory", lr->in->source);
}

/* A trimmed text into the pool at *at. */
static cg_status keep(line_reader *lr, cg_span s, uint32_t *at)
{
    cg_span t = cg_span_trim(s);
    *at = ws_pool_add(lr->pool, t.p, t.n);
    return *at == UINT32_MAX ? no_memory(lr) : CG_OK;
}

/* The seed's int(): digits with blanks around them, here 0..max. */
static cg_status read_number(line_reader *lr, cg_span field, const char *what, uint32_t max,
                             uint32_t *out)
{
    cg_span t = cg_span_trim(field);
    char shown[32];
    uint64_t value = 0;
    *out = 0;
    bool ok = t.n > 0;
    for (size_t i = 0; ok && i < t.n; i++) {
        ok = t.p[i] >= '0' && t.p[i] <= '9';
        value = value * 10 + (uint64_t)(t.p[i] - '0');
        ok = ok && value <= max;
    }
    if (!ok)
        return cg_reader_fail(lr->in, "%s '%s' is not a number from 0 to %u", what,
                              cg_span_show(field, shown, sizeof shown), max);
    *out = (uint32_t)value;
    return CG_OK;
}

static cg_status read_name(line_reader *lr, cg_span name, ws_card_text *text)
{
    if (cg_span_trim(name).n == 0)
        return cg_reader_fail(lr->in, "the card has no name");
    if (cg_span_trim(name).n > CG_WEISS_SCHWARZ_NAME_MAX)
        return cg_reader_fail(lr->in, "the name is longer than %d bytes",
                              CG_WEISS_SCHWARZ_NAME_MAX);
    text->name_key = ws_name_key(name);
    return keep(lr, name, &text->name);
}

static cg_status read_color(line_reader *lr, cg_span field, ws_card_text *text)
{
    if (cg_span_trim(field).n == 0)
        return cg_reader_fail(lr->in, "the card has no colour");
    return keep(lr, field, &text->color);
}

/* A5's arguments: amount:subtype. */
static cg_status read_a5(line_reader *lr, cg_span args, ws_card *card, ws_card_text *text)
{
    if (!memchr(args.p, ':', args.n))
        return cg_reader_fail(lr->in, "ability A5 needs its arguments: A5:amount:subtype");
    cg_span rest = args;
    cg_span amount = cg_span_split(&rest, ':');
    uint32_t n;
    cg_status st = read_number(lr, amount, "A5's amount", WS_POWER_MAX, &n);
    if (st != CG_OK)
        return st;
    if (memchr(rest.p, ':', rest.n))
        return cg_reader_fail(lr->in, "ability A5 takes two arguments: A5:amount:subtype");
    if (cg_span_trim(rest).n == 0)
        return cg_reader_fail(lr->in, "ability A5 needs a subtype: A5:amount:subtype");
    card->amount = (int32_t)n;
    return keep(lr, rest, &text->a5_subtype);
}

/* Blank: none; else an ability's code or name, then ':' and its arguments. */
static cg_status read_ability(line_reader *lr, cg_span field, ws_card *card, ws_card_text *text)
{
    char shown[80];
    cg_span t = cg_span_trim(field);
    cg_status st = keep(lr, cg_span_of(""), &text->ability_args);
    if (st == CG_OK)
        st = keep(lr, cg_span_of(""), &text->a5_subtype);
    if (st != CG_OK || t.n == 0)
        return st;
    cg_span args = t;
    cg_span head = cg_span_trim(cg_span_split(&args, ':'));
    bool has_args = head.p + head.n < t.p + t.n;
    int code = ws_ability_lookup(lr->known, head);
    if (code < 0)
        return cg_reader_fail(lr->in,
                              "no ability '%s' (a code A1..AC, or the name of a built-in or "
                              "registered ability)",
                              cg_span_show(head, shown, sizeof shown));
    card->ability = (uint8_t)code;
    if (code == CG_WEISS_SCHWARZ_A5 && !has_args)
        return cg_reader_fail(lr->in, "ability A5 needs its arguments: A5:amount:subtype");
    if (code != CG_WEISS_SCHWARZ_A5 && code <= WS_BUILTIN && has_args)
        return cg_reader_fail(lr->in, "ability %s takes no arguments", ws_ability_words[code]);
    if (has_args && (st = keep(lr, args, &text->ability_args)) != CG_OK)
        return st;
    return code == CG_WEISS_SCHWARZ_A5 ? read_a5(lr, args, card, text) : CG_OK;
}

/* Subtypes separated by commas, with or without the seed's parentheses
   around the list; blanks around each are trimmed, empty ones skipped. */
static cg_status read_subtypes(line_reader *lr, cg_span field, ws_card_text *text)
{
    cg_span t = cg_span_trim(field);
    bool open = t.n > 0 && t.p[0] == '(', close = t.n > 0 && t.p[t.n - 1] == ')';
    if (open != close || (open && t.n == 1))
        return cg_reader_fail(lr->in, "the subtypes '(' and ')' do not pair");
    if (open)
        t = (cg_span){t.p + 1, t.n - 2};
    text->subtypes = (uint32_t)lr->pool->len;
    cg_span rest = t;
    while (rest.n > 0) {
        cg_span one = cg_span_trim(cg_span_split(&rest, ','));
        uint32_t at;
        if (one.n == 0)
            continue;
        if ((at = ws_pool_add(lr->pool, one.p, one.n)) == UINT32_MAX)
            return no_memory(lr);
        if (text->subtype_count == 0)
            text->subtypes = at;
        text->subtype_count++;
    }
    return CG_OK;
}

/* The fields after type and name, as the type's line shape has them. */
static cg_status read_fields(line_reader *lr, const cg_span *f, ws_card *card, ws_card_text *text)
{
    uint32_t n;
    cg_status st = read_color(lr, f[2], text);
    if (st == CG_OK)
        st = read_number(lr, f[3], "trigger", BYTE_MAX, &n);
    if (st != CG_OK)
        return st;
    card->trigger = (uint8_t)n;
    if ((st = read_ability(lr, f[4], card, text)) != CG_OK)
        return st;
    /* The flavor text stays as written. */
    if ((text->flavor = ws_pool_add(lr->pool, f[5].p, f[5].n)) == UINT32_MAX)
        return no_memory(lr);
    if (card->type == CG_WEISS_SCHWARZ_CLIMAX)
        return CG_OK;
    if ((st = read_number(lr, f[6], "level", BYTE_MAX, &n)) != CG_OK)
        return st;
    card->level = (uint8_t)n;
    if ((st = read_number(lr, f[7], "cost", BYTE_MAX, &n)) != CG_OK)
        return st;
    card->cost = (uint8_t)n;
    if (card->type == CG_WEISS_SCHWARZ_EVENT)
        return CG_OK;
    if ((st = read_number(lr, f[8], "power", WS_POWER_MAX, &n)) != CG_OK)
        return st;
    card->power = (int32_t)n;
    if ((st = read_number(lr, f[9], "soul", BYTE_MAX, &n)) != CG_OK)
        return st;
    card->soul = (uint8_t)n;
    return read_subtypes(lr, f[10], text);
}

static cg_status read_card(line_reader *lr, cg_span line, ws_card *card, ws_card_text *text)
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
        if (cg_span_eq_nocase(cg_span_trim(f[0]), ws_type_words[t]))
            type = t;
    if (type < 0)
        return cg_reader_fail(lr->in, "card type '%s' is not CHARACTER, EVENT or CLIMAX",
                              cg_span_show(f[0], shown, sizeof shown));
    if (count != field_counts[type])
        return cg_reader_fail(lr->in, "a %s line has %d fields separated by '|', this one has %d",
                              ws_type_words[type], field_counts[type], count);
    memset(card, 0, sizeof *card);
    memset(text, 0, sizeof *text);
    card->type = (uint8_t)type;
    text->line = lr->in->line;
    cg_status st = read_name(lr, f[1], text);
    return st == CG_OK ? read_fields(lr, f, card, text) : st;
}

/* ---- the deck rules ---- */

static bool same_subtypes(const ws_pool *pool, const ws_card_text *a, const ws_card_text *b)
{
    if (a->subtype_count != b->subtype_count)
        return false;
    const char *x = pool->text + a->subtypes, *y = pool->text + b->subtypes;
    for (uint32_t i = 0; i < a->subtype_count; i++) {
        if (strcmp(x, y) != 0)
            return false;
        x += strlen(x) + 1;
        y += strlen(y) + 1;
    }
    return true;
}

/* Copies of a name are one card: every field the same (the colour ignoring
   case, the name as move texts compare it). */
static bool same_card(const ws_pool *pool, const ws_deck *d, int i, int j)
{
    const ws_card *a = &d->cards[i], *b = &d->cards[j];
    const ws_card_text *x = &d->text[i], *y = &d->text[j];
    const char *t = pool->text;
    return a->power == b->power && a->amount == b->amount && a->type == b->type &&
           a->level == b->level && a->cost == b->cost && a->soul == b->soul &&
           a->trigger == b->trigger && a->ability == b->ability &&
           cg_span_eq_nocase(cg_span_of(t + x->color), t + y->color) &&
           strcmp(t + x->flavor, t + y->flavor) == 0 &&
           strcmp(t + x->ability_args, t + y->ability_args) == 0 &&
           strcmp(t + x->a5_subtype, t + y->a5_subtype) == 0 && same_subtypes(pool, x, y);
}

/* The deck rules for the card just read as deck[count]. */
static cg_status check_rules(line_reader *lr, const ws_deck *deck, int count, int climaxes)
{
    const char *t = lr->pool->text;
    const char *name = t + deck->text[count].name;
    uint32_t key = deck->text[count].name_key;
    int copies = 1;
    for (int i = 0; i < count; i++) {
        if (deck->text[i].name_key != key || !ws_name_eq(cg_span_of(name), t + deck->text[i].name))
            continue;
        if (!same_card(lr->pool, deck, i, count))
            return cg_reader_fail(lr->in,
                                  "'%s' differs from the card of the same name on line %u "
                                  "(copies of a name are one card; names ignore case and runs "
                                  "of blanks)",
                                  name, deck->text[i].line);
        copies++;
    }
    if (copies > CG_WEISS_SCHWARZ_MAX_COPIES)
        return cg_reader_fail(lr->in, "a %dth copy of '%s': at most %d copies of a card", copies,
                              name, CG_WEISS_SCHWARZ_MAX_COPIES);
    if (climaxes > CG_WEISS_SCHWARZ_MAX_CLIMAXES)
        return cg_reader_fail(lr->in, "a %dth climax card: at most %d climaxes in a deck", climaxes,
                              CG_WEISS_SCHWARZ_MAX_CLIMAXES);
    return CG_OK;
}

static cg_status check_text(cg_reader *in, const char *text, size_t len)
{
    if (memchr(text, '\0', len)) {
        size_t at = (size_t)((const char *)memchr(text, '\0', len) - text);
        unsigned line = 1;
        for (size_t i = 0; i < at; i++)
            line += text[i] == '\n';
        in->line = line;
        return cg_reader_fail(in, "the text holds a NUL byte");
    }
    return CG_OK;
}

cg_status ws_deck_read(const char *text, size_t len, const char *source,
                       const ws_known_abilities *known, ws_pool *pool, ws_deck *out)
{
    ws_deck *deck = malloc(sizeof *deck);
    if (!deck)
        return cg_error(CG_ENOMEM, "%s: out of memory", source);
    cg_reader in;
    cg_reader_init(&in, text, len, source);
    line_reader lr = {&in, known, pool};
    int count = 0, climaxes = 0;
    cg_span line;
    cg_status st = check_text(&in, text, len);
    while (st == CG_OK && cg_reader_next(&in, &line)) {
        if (cg_span_trim(line).n == 0)
            continue;
        if (line.n > CG_WEISS_SCHWARZ_LINE_MAX) {
            st = cg_reader_fail(&in, "the line holds %zu bytes, more than %d", line.n,
                                CG_WEISS_SCHWARZ_LINE_MAX);
            break;
        }
        if (count == WS_DECK) {
            st = cg_reader_fail(&in, "a 51st card: a deck has exactly %d cards", WS_DECK);
            break;
        }
        st = read_card(&lr, line, &deck->cards[count], &deck->text[count]);
        if (st != CG_OK)
            break;
        climaxes += deck->cards[count].type == CG_WEISS_SCHWARZ_CLIMAX;
        st = check_rules(&lr, deck, count, climaxes);
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

/* ---- release 1.0's struct of a deck ---- */

/* The deck's cards in the 1.0 struct. */
static cg_status parse_v1(const char *text, size_t len, const char *source,
                          cg_weiss_schwarz_deck *out)
{
    ws_pool pool = {0};
    ws_known_abilities builtin = {NULL, 0};
    ws_deck *deck = malloc(sizeof *deck);
    cg_weiss_schwarz_deck *v1 = malloc(sizeof *v1);
    cg_status st = deck && v1 ? ws_deck_read(text, len, source, &builtin, &pool, deck)
                              : cg_error(CG_ENOMEM, "%s: out of memory", source);
    for (int i = 0; st == CG_OK && i < WS_DECK; i++) {
        char why[160];
        cg_text reason = cg_text_over(why, sizeof why);
        if (ws_card_to_v1(pool.text, &deck->cards[i], &deck->text[i], &v1->cards[i], &reason))
            continue;
        cg_reader at;
        cg_reader_init(&at, text, len, source);
        at.line = deck->text[i].line;
        st = cg_reader_fail(&at,
                            "%s, which cg_weiss_schwarz_card cannot hold (a game reads it: "
                            "cg_weiss_schwarz_card_view_of)",
                            why);
    }
    if (st == CG_OK)
        memcpy(out, v1, sizeof *v1);
    free(pool.text);
    free(deck);
    free(v1);
    return st;
}

cg_status cg_weiss_schwarz_deck_parse(const char *text, size_t len, const char *source,
                                      cg_weiss_schwarz_deck *out)
{
    if (!text || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__,
                        text ? "out" : "text");
    return parse_v1(text, len, source ? source : "deck", out);
}

cg_status cg_weiss_schwarz_deck_load(const char *path, cg_weiss_schwarz_deck *out)
{
    if (!path || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, path ? "out" : "path");
    char *text;
    size_t len;
    cg_status st = cg_file_read(path, &text, &len);
    if (st != CG_OK)
        return st;
    st = parse_v1(text, len, path, out);
    free(text);
    return st;
}
