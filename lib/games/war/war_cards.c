/* Cards and deck files: the card text, compare_cards, and deck validation with
   the seed's exact messages. */
#include <stdlib.h>
#include <string.h>

#include "war_internal.h"

static const char rank_chars[] = "234567890JQKA";
static const char suit_chars[] = "DCHS";

int war_rank(cg_war_card card)
{
    return card / 4;
}

/* Rank then suit; only the suit may be lower case. */
bool war_card_from(cg_span text, cg_war_card *out)
{
    if (text.n != 2 || text.p[0] == '\0')
        return false;
    const char *r = strchr(rank_chars, text.p[0]);
    char suit = text.p[1];
    if (suit >= 'a' && suit <= 'z')
        suit = (char)(suit - 'a' + 'A');
    const char *s = suit ? strchr(suit_chars, suit) : NULL;
    if (!r || !s)
        return false;
    *out = (cg_war_card)((r - rank_chars) * 4 + (s - suit_chars));
    return true;
}

void war_card_write(cg_war_card card, cg_text *out)
{
    cg_text_putc(out, rank_chars[war_rank(card)]);
    cg_text_putc(out, suit_chars[card % 4]);
}

cg_status cg_war_card_parse(const char *text, cg_war_card *out)
{
    if (!text || !out)
        return cg_error(CG_EINVAL, "cg_war_card_parse: %s is NULL", text ? "out" : "text");
    if (!war_card_from(cg_span_of(text), out)) {
        char shown[32];
        return cg_error(CG_EPARSE, "cg_war_card_parse: '%s' is not a card (rank 2-9, 0, J, Q, K, A; suit D, C, H, S)",
                        cg_span_show(cg_span_of(text), shown, sizeof shown));
    }
    return CG_OK;
}

size_t cg_war_card_name(cg_war_card card, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (card >= CG_WAR_DECK_SIZE) {
        cg_error(CG_EINVAL, "cg_war_card_name: %u is not a card (0..51)", card);
        return 0;
    }
    war_card_write(card, &out);
    return out.len;
}

int cg_war_compare_cards(const char *card1, const char *card2)
{
    cg_war_card a, b;
    if (!card1 || !card2 || !war_card_from(cg_span_of(card1), &a) ||
        !war_card_from(cg_span_of(card2), &b)) {
        cg_error(CG_EINVAL, "cg_war_compare_cards: both arguments must be cards like 'QS'");
        return -1;
    }
    if (war_rank(a) == war_rank(b))
        return 0;
    return war_rank(a) > war_rank(b) ? 1 : 2;
}

/* Deck files: one entry per non-blank line, surrounding white space ignored. */
typedef struct deck_entry {
    cg_span text;
    char normal[2]; /* two-character entries with the suit upper-cased */
} deck_entry;

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

static bool same_entry(const deck_entry *a, const deck_entry *b)
{
    if (a->text.n != b->text.n)
        return false;
    if (a->text.n == 2)
        return a->normal[0] == b->normal[0] && a->normal[1] == b->normal[1];
    return memcmp(a->text.p, b->text.p, a->text.n) == 0;
}

static void entry_write(const deck_entry *e, cg_text *out)
{
    char shown[64];
    if (e->text.n == 2)
        cg_text_put(out, e->normal, 2);
    else
        cg_text_puts(out, cg_span_show(e->text, shown, sizeof shown));
}

/* Each entry that occurs more than once, listed once, in order of first appearance. */
static int list_duplicates(const deck_entry *entries, size_t n, cg_text *out)
{
    int listed = 0;
    for (size_t i = 0; i < n; i++) {
        bool first = true, repeated = false;
        for (size_t j = 0; j < n && first; j++) {
            if (j != i && same_entry(&entries[i], &entries[j])) {
                first = j > i;
                repeated = true;
            }
        }
        if (first && repeated) {
            if (listed++)
                cg_text_putc(out, ',');
            entry_write(&entries[i], out);
        }
    }
    return listed;
}

/* Every malformed entry as written, in file order. */
static int list_malformed(const deck_entry *entries, size_t n, cg_war_card *cards, cg_text *out)
{
    int listed = 0;
    for (size_t i = 0; i < n; i++) {
        if (war_card_from(entries[i].text, &cards[i]))
            continue;
        if (listed++)
            cg_text_putc(out, ',');
        char shown[64];
        cg_text_puts(out, cg_span_show(entries[i].text, shown, sizeof shown));
    }
    return listed;
}

cg_status cg_war_deck_parse(const char *text, size_t len, cg_war_card deck[CG_WAR_DECK_SIZE])
{
    if (!text || !deck)
        return cg_error(CG_EINVAL, "cg_war_deck_parse: %s is NULL", text ? "deck" : "text");
    deck_entry entries[CG_WAR_DECK_SIZE];
    size_t count = 0;
    cg_reader in;
    cg_reader_init(&in, text, len, "deck");
    cg_span line;
    while (cg_reader_next(&in, &line)) {
        cg_span entry = trim_space(line);
        if (entry.n == 0)
            continue;
        if (count < CG_WAR_DECK_SIZE) {
            deck_entry *e = &entries[count];
            e->text = entry;
            e->normal[0] = entry.p[0];
            e->normal[1] = entry.n > 1 ? entry.p[1] : '\0';
            if (entry.n == 2 && e->normal[1] >= 'a' && e->normal[1] <= 'z')
                e->normal[1] = (char)(e->normal[1] - 'a' + 'A');
        }
        count++;
    }
    if (count != CG_WAR_DECK_SIZE)
        return cg_error(CG_EPARSE, "Error : Number of cards in the file is %zu.", count);

    char message[CG_ERROR_CAP];
    cg_text out = cg_text_over(message, sizeof message);
    cg_text_puts(&out, "Error:Duplicates found in the input file:");
    if (list_duplicates(entries, count, &out))
        return cg_error(CG_EPARSE, "%s", message);

    cg_war_card cards[CG_WAR_DECK_SIZE];
    cg_text_clear(&out);
    cg_text_puts(&out, "Error:Following cards not formatted correctly:");
    if (list_malformed(entries, count, cards, &out))
        return cg_error(CG_EPARSE, "%s", message);
    memcpy(deck, cards, sizeof cards);
    return CG_OK;
}

cg_status cg_war_deck_load(const char *path, cg_war_card deck[CG_WAR_DECK_SIZE])
{
    if (!path || !deck)
        return cg_error(CG_EINVAL, "cg_war_deck_load: %s is NULL", path ? "deck" : "path");
    char *text;
    size_t len;
    cg_status st = cg_file_read(path, &text, &len);
    if (st == CG_EIO)
        return cg_error(CG_EIO, "Incorrect filename or file does not exist");
    if (st != CG_OK)
        return st;
    st = cg_war_deck_parse(text, len, deck);
    free(text);
    return st;
}
