/* Shephy as text: the render and the saved form (read back in shephy_load.c). */
#include "shephy_internal.h"

/* Card names separated by ", "; "-" for none. */
static void shephy_cards_write(const uint8_t *cards, int count, cg_text *out)
{
    if (count == 0)
        cg_text_putc(out, '-');
    for (int i = 0; i < count; i++) {
        if (i)
            cg_text_puts(out, ", ");
        cg_text_puts(out, shephy_card_names[cards[i]]);
    }
}

/* A label, then card names. */
static void pile_write(cg_text *out, const char *label, const uint8_t *cards, int count)
{
    cg_text_puts(out, label);
    shephy_cards_write(cards, count, out);
}

/* A number of the texts (they are written often: no format). */
static void number_write(int n, cg_text *out)
{
    cg_text_put_uint(out, (unsigned)n);
}

/* Rank values of the field, ascending; "-" when empty. */
static void shephy_field_write(const shephy_state *s, cg_text *out)
{
    if (s->field_size == 0)
        cg_text_putc(out, '-');
    bool first = true;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        for (int k = 0; k < s->field[r]; k++) {
            if (!first)
                cg_text_putc(out, ' ');
            number_write(shephy_rank_values[r], out);
            first = false;
        }
    }
}

static void stock_write(const shephy_state *s, cg_text *out)
{
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        if (r)
            cg_text_putc(out, ' ');
        number_write(CG_SHEPHY_RANK_COPIES - s->field[r], out);
    }
}

/* "none", or the card being resolved and its choices: "Dominion: chosen 1 3". */
static void shephy_effect_write(const shephy_state *s, cg_text *out)
{
    if (s->effect == SHEPHY_NO_EFFECT) {
        cg_text_puts(out, "none");
        return;
    }
    cg_text_puts(out, shephy_card_names[s->effect]);
    if (s->chosen_rank)
        cg_text_printf(out, ": rank %d", shephy_rank_values[s->chosen_rank - 1]);
    if (s->rest)
        cg_text_printf(out, ": rest %d", s->rest);
    if (s->initial_count)
        cg_text_printf(out, ": initial %d", s->initial_count);
    if (s->searched)
        cg_text_puts(out, ": searched");
    const char *sep = ": chosen";
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        for (int k = 0; k < s->chosen[r]; k++) {
            cg_text_puts(out, sep);
            cg_text_putc(out, ' ');
            number_write(shephy_rank_values[r], out);
            sep = "";
        }
    }
}

static const char *const outcome_texts[] = {
    "",
    "player 0 wins!",
    "Enemies reached 1000 sheep - player 0 loses.",
    "player 0 lost all sheep - player 0 loses.",
};

void shephy_render(const void *config, const void *state, int viewer, cg_text *out)
{
    (void)config;
    const shephy_state *s = state;
    cg_text_puts(out, "Field: ");
    shephy_field_write(s, out);
    cg_text_printf(out, " (%d of %d)\nSheep stock:", s->field_size, CG_SHEPHY_FIELD_MAX);
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        cg_text_putc(out, ' ');
        number_write(shephy_rank_values[r], out);
        cg_text_putc(out, ':');
        number_write(CG_SHEPHY_RANK_COPIES - s->field[r], out);
    }
    cg_text_printf(out, "\nEnemy sheep: %d", s->enemy);
    pile_write(out, "\nHand: ", s->hand, s->hand_count);
    cg_text_printf(out, "\nDeck: %d card%s", s->deck_count, s->deck_count == 1 ? "" : "s");
    if (viewer == CG_PLAYER_NONE && s->deck_count > 0)
        pile_write(out, ", top last: ", s->deck, s->deck_count);
    pile_write(out, "\nDiscard pile: ", s->discard, s->discard_count);
    pile_write(out, "\nExile: ", s->exile, s->exile_count);
    cg_shephy_outcome outcome = shephy_outcome(s);
    if (outcome != CG_SHEPHY_RUNNING)
        cg_text_printf(out, "\nGame over: %s\n", outcome_texts[outcome]);
    else if (s->effect == SHEPHY_NO_EFFECT)
        cg_text_puts(out, "\nBetween cards\n");
    else {
        cg_text_puts(out, "\nResolving: ");
        shephy_effect_write(s, out);
        cg_text_putc(out, '\n');
    }
}

void shephy_save(const void *config, const void *state, cg_text *out)
{
    (void)config;
    const shephy_state *s = state;
    cg_text_puts(out, "field ");
    shephy_field_write(s, out);
    cg_text_puts(out, "\nstock ");
    stock_write(s, out);
    cg_text_puts(out, "\nenemy ");
    number_write(s->enemy, out);
    pile_write(out, "\nhand ", s->hand, s->hand_count);
    pile_write(out, "\ndeck ", s->deck, s->deck_count);
    pile_write(out, "\ndiscard ", s->discard, s->discard_count);
    pile_write(out, "\nexile ", s->exile, s->exile_count);
    cg_text_puts(out, "\neffect ");
    shephy_effect_write(s, out);
    cg_text_putc(out, '\n');
}
