/* Resampling War (determinisation): nobody sees the order of a pool's cards
   or where the cards nobody remembers lie, so a completion keeps every
   remembered card in its pool, deals the others uniformly over the hidden
   places left, and orders each pool uniformly (war_internal.h, README). */
#include "war_internal.h"

/* The cards of a set, in card order; returns how many. */
static int cards_of(uint64_t set, cg_war_card *out)
{
    int n = 0;
    for (int c = 0; c < CG_WAR_DECK_SIZE; c++)
        if (set >> c & 1)
            out[n++] = (cg_war_card)c;
    return n;
}

/* Pool q's places get its remembered cards and as many of the shuffled
   unknown cards as it has places left, in a uniform order. */
static void fill_pool(const war_memory_view *view, const cg_war_card *cards, int q,
                      const cg_war_card *unknown, int *taken, cg_war_card *out, cg_rng *rng)
{
    uint64_t members = 0;
    int places = 0;
    for (int i = 0; i < view->places; i++) {
        if (view->pools[i] != q)
            continue;
        places++;
        members |= view->remembered & (uint64_t)1 << cards[i];
    }
    cg_war_card drawn[CG_WAR_DECK_SIZE];
    int n = cards_of(members, drawn);
    while (n < places)
        drawn[n++] = unknown[(*taken)++];
    cg_rng_shuffle_bytes(rng, drawn, (size_t)n);
    for (int i = 0, k = 0; i < view->places; i++)
        if (view->pools[i] == q)
            out[i] = drawn[k++];
}

/* Reads only what both players know: which places are hidden and their pools,
   which cards are remembered in which pool, and (by elimination) which cards
   nobody remembers; each is taken in an order that shows nothing hidden. */
void war_resample(const void *config, void *state, int viewer, cg_rng *rng)
{
    (void)config;
    (void)viewer; /* both players see and remember the same */
    war_state *s = state;
    war_memory_view view;
    int pools = war_memory_canonical(s, &view);
    cg_war_card cards[CG_WAR_DECK_SIZE], unknown[CG_WAR_DECK_SIZE], out[CG_WAR_DECK_SIZE];
    war_hidden_read(s, cards, NULL);
    uint64_t hidden = 0;
    for (int i = 0; i < view.places; i++)
        hidden |= (uint64_t)1 << cards[i];
    int unknowns = cards_of(hidden & ~view.remembered, unknown);
    cg_rng_shuffle_bytes(rng, unknown, (size_t)unknowns);
    int taken = 0;
    for (int q = 1; q <= pools; q++)
        fill_pool(&view, cards, q, unknown, &taken, out, rng);
    for (int i = 0; i < view.places; i++)
        if (view.pools[i] == 0)
            out[i] = unknown[taken++];
    war_hidden_write(s, out);
}
