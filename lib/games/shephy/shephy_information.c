/* What the player cannot know in Shephy, and how it is sampled: the order
   of the deck and nothing else. The hand, the field, the stock, the discard
   pile and the exile are in plain sight, and the deck holds every event card
   that is in none of them; only draws reveal its cards, from the top, and
   every shuffle (setup, remake, Inspiration) hides the order again. So every
   order of the deck's cards is as likely as any other to the player. */
#include "shephy_internal.h"

/* The deck's cards in card order: what the player knows of it. */
static void sort_deck(shephy_state *s)
{
    uint8_t copies[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < s->deck_count; i++)
        copies[s->deck[i]]++;
    int n = 0;
    for (int card = 0; card < CG_SHEPHY_CARD_KINDS; card++)
        for (int k = 0; k < copies[card]; k++)
            s->deck[n++] = (uint8_t)card;
}

/* A uniformly drawn order of the deck's cards. Starting from card order, the
   draw depends on the deck's contents and rng alone, never on the order it
   replaces. */
void shephy_resample(const void *config, void *state, int viewer, cg_rng *rng)
{
    (void)config;
    (void)viewer;
    shephy_state *s = state;
    sort_deck(s);
    cg_rng_shuffle_bytes(rng, s->deck, s->deck_count);
}
