/* Shephy's move texts: each code has one text, whatever the state, and
   each text one code (see shephy.h). */
#include <string.h>

#include "shephy_internal.h"

static const char *const nothing_texts[CG_SHEPHY_NOTHING_VARIANTS] = {
    "Nothing happened",
    "Gain nothing",
    "Too few sheep - nothing happened",
    "No card in hand - nothing happened",
    "No card in deck - nothing happened",
    "No card to exile - nothing happened",
    "No card to discard - nothing happened",
    "No sheep to release - nothing happened",
};

/* Kinds without argument and their texts. */
static const struct {
    int kind;
    const char *text;
} fixed_moves[] = {
    {CG_SHEPHY_DRAW_CARD, "Draw a card"},
    {CG_SHEPHY_DRAW_CARDS, "Draw cards"},
    {CG_SHEPHY_REMAKE, "Remake Deck then fill Hand"},
    {CG_SHEPHY_COMBINE, "Combine chosen Sheep cards"},
    {CG_SHEPHY_RAISE, "Raise ranks of chosen Sheep cards"},
    {CG_SHEPHY_CANCEL, "Cancel"},
    {CG_SHEPHY_RELEASE_ALL, "Release all Sheep cards"},
    {CG_SHEPHY_SHUFFLE, "Shuffle the deck"},
};

/* Kinds whose argument is a card: the text around its name. */
static const struct {
    int kind;
    const char *before;
    const char *after;
} card_moves[] = {
    {CG_SHEPHY_PLAY, "Play ", ""},
    {CG_SHEPHY_COPY_CARD, "Copy ", ""},
    {CG_SHEPHY_PUT, "Put ", " into your hand"},
    {CG_SHEPHY_EXILE, "Exile ", ""},
    {CG_SHEPHY_DISCARD, "Discard ", ""},
};

/* Kinds whose argument is a rank index: the text around its value. */
static const struct {
    int kind;
    const char *before;
    const char *after;
} rank_moves[] = {
    {CG_SHEPHY_COPY_SHEEP, "Copy ", " Sheep card"},
    {CG_SHEPHY_CHOOSE, "Choose ", " Sheep card"},
    {CG_SHEPHY_RELEASE, "Release ", " Sheep card"},
    {CG_SHEPHY_RELEASE_RANK, "Release all ", " Sheep cards"},
    {CG_SHEPHY_REDUCE, "Reduce the rank of ", " Sheep card"},
    /* GAIN of one card; its argument also holds the count */
    {CG_SHEPHY_GAIN, "Gain a ", " Sheep card"},
};

static bool write_gain(int arg, cg_text *out)
{
    int count = arg >> 4, rank = arg & 15;
    if (rank >= CG_SHEPHY_RANKS || count < 1 || count > 3)
        return false;
    if (count == 1)
        cg_text_printf(out, "Gain a %d Sheep card", shephy_rank_values[rank]);
    else
        cg_text_printf(out, "Gain %d cards of %d Sheep", count, shephy_rank_values[rank]);
    return true;
}

bool shephy_move_text(const void *config, const void *state, cg_move move, cg_text *out)
{
    (void)config;
    (void)state;
    int kind = CG_SHEPHY_MOVE_KIND(move), arg = CG_SHEPHY_MOVE_ARG(move);
    if (move > 0xffffu)
        return false;
    if (kind == CG_SHEPHY_GAIN)
        return write_gain(arg, out);
    if (kind == CG_SHEPHY_NOTHING) {
        if (arg >= CG_SHEPHY_NOTHING_VARIANTS)
            return false;
        cg_text_puts(out, nothing_texts[arg]);
        return true;
    }
    for (size_t i = 0; i < CG_COUNT(fixed_moves); i++) {
        if (fixed_moves[i].kind == kind && arg == 0) {
            cg_text_puts(out, fixed_moves[i].text);
            return true;
        }
    }
    for (size_t i = 0; i < CG_COUNT(card_moves); i++) {
        if (card_moves[i].kind == kind && arg < CG_SHEPHY_CARD_KINDS) {
            cg_text_printf(out, "%s%s%s", card_moves[i].before, shephy_card_names[arg],
                           card_moves[i].after);
            return true;
        }
    }
    for (size_t i = 0; i < CG_COUNT(rank_moves); i++) {
        if (rank_moves[i].kind == kind && arg < CG_SHEPHY_RANKS) {
            cg_text_printf(out, "%s%d%s", rank_moves[i].before, shephy_rank_values[arg],
                           rank_moves[i].after);
            return true;
        }
    }
    return false;
}

/* The span between a prefix and a suffix, when text has both (in any ASCII
   case). */
static bool strip(cg_span text, const char *before, const char *after, cg_span *middle)
{
    size_t nb = strlen(before), na = strlen(after);
    if (text.n < nb + na || !cg_span_starts_nocase(text, before) ||
        !cg_span_eq_nocase((cg_span){text.p + text.n - na, na}, after))
        return false;
    middle->p = text.p + nb;
    middle->n = text.n - nb - na;
    return true;
}

/* "Gain n cards of L Sheep", n 2 or 3 (one card reads "Gain a L Sheep card"). */
static bool gain_from_text(cg_span text, cg_move *out)
{
    static const char *const prefixes[] = {"Gain 2 cards of ", "Gain 3 cards of "};
    cg_span middle;
    for (int k = 0; k < 2; k++) {
        int rank;
        if (strip(text, prefixes[k], " Sheep", &middle) &&
            (rank = shephy_rank_from_span(middle)) >= 0) {
            *out = CG_SHEPHY_MOVE(CG_SHEPHY_GAIN, CG_SHEPHY_GAIN_ARG(k + 2, rank));
            return true;
        }
    }
    return false;
}

/* Move texts are read in any ASCII case. */
static bool shephy_move_from_text(cg_span text, cg_move *out)
{
    for (int v = 0; v < CG_SHEPHY_NOTHING_VARIANTS; v++) {
        if (cg_span_eq_nocase(text, nothing_texts[v])) {
            *out = CG_SHEPHY_MOVE(CG_SHEPHY_NOTHING, v);
            return true;
        }
    }
    for (size_t i = 0; i < CG_COUNT(fixed_moves); i++) {
        if (cg_span_eq_nocase(text, fixed_moves[i].text)) {
            *out = CG_SHEPHY_MOVE(fixed_moves[i].kind, 0);
            return true;
        }
    }
    cg_span middle;
    for (size_t i = 0; i < CG_COUNT(card_moves); i++) {
        int card;
        if (strip(text, card_moves[i].before, card_moves[i].after, &middle) &&
            (card = shephy_card_from_span_nocase(middle)) >= 0) {
            *out = CG_SHEPHY_MOVE(card_moves[i].kind, card);
            return true;
        }
    }
    for (size_t i = 0; i < CG_COUNT(rank_moves); i++) {
        int rank;
        if (strip(text, rank_moves[i].before, rank_moves[i].after, &middle) &&
            (rank = shephy_rank_from_span(middle)) >= 0) {
            int arg = rank_moves[i].kind == CG_SHEPHY_GAIN ? CG_SHEPHY_GAIN_ARG(1, rank) : rank;
            *out = CG_SHEPHY_MOVE(rank_moves[i].kind, arg);
            return true;
        }
    }
    return gain_from_text(text, out);
}

cg_status shephy_move_parse(const void *config, const void *state, cg_span text, cg_move *out)
{
    (void)config;
    (void)state;
    if (shephy_move_from_text(text, out))
        return CG_OK;
    char shown[80];
    return cg_error(CG_EPARSE,
                    "shephy: '%s' is not a move (moves read like 'Draw cards', 'Play Be "
                    "Fruitful', 'Release 3 Sheep card')",
                    cg_span_show(text, shown, sizeof shown));
}
