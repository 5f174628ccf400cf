/* Decks: deck files and the cards= parameter, validated in the order of the
   rules (the number of cards, then duplicates, then the format), deck files
   with the seed's exact messages. */
#include <stdlib.h>
#include <string.h>

#include "war_internal.h"

/* An entry as written and, for a two-character entry, its text with the suit
   upper-cased (duplicates compare that way). */
typedef struct deck_entry {
    cg_span text;
    char normal[2];
} deck_entry;

/* The first 52 entries of a deck, and how many there are in all. */
typedef struct deck_entries {
    deck_entry e[CG_WAR_DECK_SIZE];
    size_t count;
} deck_entries;

/* How a source words its failures. */
typedef struct deck_words {
    cg_status status;
    const char *count_before, *count_after; /* around the number of entries */
    const char *duplicates, *malformed;     /* before each list */
} deck_words;

/* Deck files: the seed's messages. */
static const deck_words file_words = {
    CG_EPARSE, "Error : Number of cards in the file is ", ".",
    "Error:Duplicates found in the input file:", "Error:Following cards not formatted correctly:"};

/* The cards= parameter: a bad value, named as such. */
static const deck_words param_words = {
    CG_EINVAL, "war: parameter 'cards' wants 52 cards, not ", "",
    "war: parameter 'cards' names cards more than once: ",
    "war: parameter 'cards' has cards not formatted correctly: "};

/* Entries are quoted as written (a control character as '?'). When a whole
   list would not fit in a message (CG_ERROR_CAP), each entry longer than
   ENTRY_WHOLE bytes is shown as its first ENTRY_HEAD bytes, "..." and its
   length, which keeps 52 of them within the message. */
#define ENTRY_WHOLE 64
#define ENTRY_HEAD 40

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static cg_span trim_space(cg_span s)
{
    while (s.n > 0 && is_space(s.p[0])) {
        s.p++;
        s.n--;
    }
    while (s.n > 0 && is_space(s.p[s.n - 1]))
        s.n--;
    return s;
}

/* Blank entries (blank lines, empty items) are no entries. */
static void entries_add(deck_entries *d, cg_span text)
{
    text = trim_space(text);
    if (text.n == 0)
        return;
    if (d->count < CG_WAR_DECK_SIZE) {
        deck_entry *e = &d->e[d->count];
        e->text = text;
        e->normal[0] = text.p[0];
        e->normal[1] = text.n > 1 ? text.p[1] : '\0';
        if (text.n == 2 && e->normal[1] >= 'a' && e->normal[1] <= 'z')
            e->normal[1] = (char)(e->normal[1] - 'a' + 'A');
    }
    d->count++;
}

static bool same_entry(const deck_entry *a, const deck_entry *b)
{
    if (a->text.n != b->text.n)
        return false;
    if (a->text.n == 2)
        return a->normal[0] == b->normal[0] && a->normal[1] == b->normal[1];
    return memcmp(a->text.p, b->text.p, a->text.n) == 0;
}

static void put_shown(cg_text *out, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        cg_text_putc(out, (c >= 0x20 && c < 0x7f) || c >= 0x80 ? (char)c : '?');
    }
}

/* A duplicate is shown as it compares (suit upper-cased), a malformed entry
   as written. */
static void entry_write(const deck_entry *e, bool normal, bool abbreviate, cg_text *out)
{
    if (normal && e->text.n == 2) {
        cg_text_put(out, e->normal, 2);
    } else if (!abbreviate || e->text.n <= ENTRY_WHOLE) {
        put_shown(out, e->text.p, e->text.n);
    } else {
        size_t head = ENTRY_HEAD;
        while (head > 0 && ((unsigned char)e->text.p[head] & 0xc0) == 0x80)
            head--; /* not inside a UTF-8 character */
        put_shown(out, e->text.p, head);
        cg_text_printf(out, "...(%zu bytes)", e->text.n);
    }
}

/* The listed entries, comma-separated, whole when `room` characters hold them. */
static void list_write(const deck_entries *d, const uint8_t *listed, size_t k, bool normal,
                       size_t room, cg_text *out)
{
    size_t whole = k - 1;
    for (size_t i = 0; i < k; i++)
        whole += d->e[listed[i]].text.n;
    for (size_t i = 0; i < k; i++) {
        if (i)
            cg_text_putc(out, ',');
        entry_write(&d->e[listed[i]], normal, whole > room, out);
    }
}

static cg_status list_error(const deck_entries *d, const uint8_t *listed, size_t k, bool normal,
                            const char *prefix, cg_status status)
{
    char message[CG_ERROR_CAP];
    cg_text out = cg_text_over(message, sizeof message);
    cg_text_puts(&out, prefix);
    list_write(d, listed, k, normal, sizeof message - 1 - strlen(prefix), &out);
    return cg_error(status, "%s", message);
}

/* Each entry that occurs more than once, listed once, in order of first appearance. */
static size_t find_duplicates(const deck_entries *d, uint8_t *listed)
{
    size_t k = 0;
    for (size_t i = 0; i < d->count; i++) {
        bool first = true, repeated = false;
        for (size_t j = 0; j < d->count && first; j++) {
            if (j != i && same_entry(&d->e[i], &d->e[j])) {
                first = j > i;
                repeated = true;
            }
        }
        if (first && repeated)
            listed[k++] = (uint8_t)i;
    }
    return k;
}

/* Every malformed entry, in order; the others are read into cards. */
static size_t find_malformed(const deck_entries *d, cg_war_card *cards, uint8_t *listed)
{
    size_t k = 0;
    for (size_t i = 0; i < d->count; i++)
        if (!war_card_from(d->e[i].text, &cards[i]))
            listed[k++] = (uint8_t)i;
    return k;
}

static cg_status deck_check(const deck_entries *d, const deck_words *w,
                            cg_war_card deck[CG_WAR_DECK_SIZE])
{
    if (d->count != CG_WAR_DECK_SIZE)
        return cg_error(w->status, "%s%zu%s", w->count_before, d->count, w->count_after);
    uint8_t listed[CG_WAR_DECK_SIZE];
    size_t k = find_duplicates(d, listed);
    if (k)
        return list_error(d, listed, k, true, w->duplicates, w->status);
    cg_war_card cards[CG_WAR_DECK_SIZE];
    k = find_malformed(d, cards, listed);
    if (k)
        return list_error(d, listed, k, false, w->malformed, w->status);
    memcpy(deck, cards, sizeof cards);
    return CG_OK;
}

/* Deck files: one entry per non-blank line, surrounding white space ignored. */
cg_status cg_war_deck_parse(const char *text, size_t len, cg_war_card deck[CG_WAR_DECK_SIZE])
{
    if (!text || !deck)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, text ? "deck" : "text");
    deck_entries d;
    d.count = 0;
    cg_reader in;
    cg_reader_init(&in, text, len, "deck");
    cg_span line;
    while (cg_reader_next(&in, &line))
        entries_add(&d, line);
    return deck_check(&d, &file_words, deck);
}

cg_status cg_war_deck_load(const char *path, cg_war_card deck[CG_WAR_DECK_SIZE])
{
    if (!path || !deck)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, path ? "deck" : "path");
    char *text;
    size_t len;
    bool too_large;
    cg_status st = cg_file_read_bounded(path, &text, &len, &too_large);
    if (st == CG_EIO && too_large)
        return cg_error(CG_EIO, "Error : The file is larger than the %u MiB limit (%u bytes).",
                        CG_FILE_MAX >> 20, CG_FILE_MAX);
    if (st == CG_EIO)
        return cg_error(CG_EIO, "Incorrect filename or file does not exist");
    if (st != CG_OK)
        return st;
    st = cg_war_deck_parse(text, len, deck);
    free(text);
    return st;
}

/* cards=: entries separated by commas, surrounding white space ignored. */
cg_status war_cards_param(cg_span value, cg_war_card deck[CG_WAR_DECK_SIZE])
{
    deck_entries d;
    d.count = 0;
    cg_span rest = value;
    while (rest.n > 0)
        entries_add(&d, cg_span_split(&rest, ','));
    return deck_check(&d, &param_words, deck);
}
