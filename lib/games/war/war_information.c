/* Resampling War (determinisation): nobody sees the order of a pool's cards
   or where the cards nobody remembers lie, so a completion keeps every
   remembered card in its pool, deals the others uniformly over the hidden
   places left and orders each pool uniformly (war_internal.h, README). */
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

/* The cards of each pool, laid out pool after pool (pool q from start[q],
   as many as its places): its remembered cards in card order, then as many of
   the shuffled unknown cards as it has places left, all in a uniform order;
   the places in no pool (0) last, with the unknown cards left. */
static void deal_pools(const war_memory_view *view, int pools, const cg_war_card *unknown,
                       cg_war_card *dealt, int *start, cg_rng *rng)
{
    int size[CG_WAR_DECK_SIZE + 1] = {0}, filled[CG_WAR_DECK_SIZE + 1] = {0};
    for (int i = 0; i < view->places; i++)
        size[view->pools[i]]++;
    start[1] = 0;
    for (int q = 1; q <= pools; q++)
        start[q + 1] = start[q] + size[q];
    start[0] = start[pools + 1];
    uint8_t pool_of[CG_WAR_DECK_SIZE] = {0}; /* of each remembered card */
    for (int i = 0; i < view->places; i++)
        pool_of[view->cards[i]] = view->pools[i];
    for (int c = 0; c < CG_WAR_DECK_SIZE; c++) {
        if (view->remembered >> c & 1) {
            int q = pool_of[c];
            dealt[start[q] + filled[q]++] = (cg_war_card)c;
        }
    }
    int taken = 0;
    for (int q = 1; q <= pools; q++) {
        while (filled[q] < size[q])
            dealt[start[q] + filled[q]++] = unknown[taken++];
        cg_rng_shuffle_bytes(rng, dealt + start[q], (size_t)size[q]);
    }
    while (filled[0] < size[0])
        dealt[start[0] + filled[0]++] = unknown[taken++];
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
    cg_war_card unknown[CG_WAR_DECK_SIZE], dealt[CG_WAR_DECK_SIZE];
    uint64_t hidden = 0;
    for (int i = 0; i < view.places; i++)
        hidden |= (uint64_t)1 << view.cards[i];
    int unknowns = cards_of(hidden & ~view.remembered, unknown);
    cg_rng_shuffle_bytes(rng, unknown, (size_t)unknowns);
    int start[CG_WAR_DECK_SIZE + 2];
    deal_pools(&view, pools, unknown, dealt, start, rng);
    for (int i = 0; i < view.places; i++) /* each pool's cards to its places in order */
        view.cards[i] = dealt[start[view.pools[i]]++];
    war_hidden_write(s, view.cards);
}
