/* Cards: the card text and the seed's compare_cards. */
#include <string.h>

#include "war_internal.h"

static const char rank_chars[] = "234567890JQKA";
static const char suit_chars[] = "DCHS";

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
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, text ? "out" : "text");
    if (!war_card_from(cg_span_of(text), out)) {
        char shown[32];
        return cg_error(CG_EPARSE,
                        "%s: '%s' is not a card (rank 2-9, 0, J, Q, K, A; suit D, C, H, S)",
                        __func__, cg_span_show(cg_span_of(text), shown, sizeof shown));
    }
    return CG_OK;
}

size_t cg_war_card_name(cg_war_card card, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (card >= CG_WAR_DECK_SIZE) {
        cg_error(CG_EINVAL, "%s: %u is not a card (0..51)", __func__, card);
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
        cg_error(CG_EINVAL, "%s: both arguments must be cards like 'QS'", __func__);
        return -1;
    }
    if (war_rank(a) == war_rank(b))
        return 0;
    return war_rank(a) > war_rank(b) ? 1 : 2;
}
