/* Resampling: everything a viewer cannot see is drawn again, consistently with
   what it knows (ws_knowledge.c; the README's "Hidden information").

   Hidden from viewer v: the order of its own deck under the top cards it
   knows, with the cards the opponent's A2 holds of it; the opponent's hand,
   the opponent's deck under the top cards v knows, and the cards the
   opponent's A2 holds of its own deck. Everything else stays: v's knowledge,
   and of the opponent's only what v can know of it (how many top cards of
   each deck it knows). The draw depends only on what v knows: the cards to
   place are first put in order of name, spelling and the use referring to
   them (sort_canonical), then shuffled, and the copies of a
   name are numbered again in the order they lie (ws_copies.c). */
#include <string.h>

#include "ws_internal.h"

enum {
    WS_HIDDEN_MAX = WS_DECK + WS_LOOK_MAX,
    /* reference_of's values: none, a use's source or target, the pending's. */
    WS_REFERENCES = 3 + 2 * WS_ACTIVE_MAX
};

/* The places of one player's cards that the viewer cannot see. */
typedef struct places {
    uint8_t *at[WS_HIDDEN_MAX];
    int n;
} places;

/* The deck under the top cards the viewer knows (bottom first), then the
   cards an A2 took from it when the viewer does not see them. */
static void deck_places(ws_state *s, int viewer, int player, places *out)
{
    ws_player *pl = &s->player[player];
    out->n = 0;
    for (int i = 0; i < pl->n_deck - s->know.top[viewer][player]; i++)
        out->at[out->n++] = &pl->deck[i];
    if (ws_looked_hidden(s, viewer, player))
        for (int i = 0; i < s->pending.n_looked; i++)
            out->at[out->n++] = &s->pending.looked[i];
}

static void gather(const places *from, uint8_t *cards)
{
    for (int i = 0; i < from->n; i++)
        cards[i] = *from->at[i];
}

static void scatter(const uint8_t *cards, const places *to)
{
    for (int i = 0; i < to->n; i++)
        *to->at[i] = cards[i];
}

/* Which use refers to player's card `local`: 0 for none, else the first
   reference met (each use's source, then its target, oldest first, then
   the choice pending's). The viewer sees every use and its cards' names,
   not which copy of a name lies where. */
static uint32_t reference_of(const ws_state *s, int player, uint8_t local)
{
    uint8_t id = ws_id(player, local);
    for (int i = 0; i < s->n_active; i++) {
        if (s->active[i].source == id)
            return (uint32_t)(1 + 2 * i);
        if (s->active[i].target == id)
            return (uint32_t)(2 + 2 * i);
    }
    if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE) {
        if (s->pending.source == id)
            return 1 + 2 * WS_ACTIVE_MAX;
        if (s->pending.target == id)
            return 2 + 2 * WS_ACTIVE_MAX;
    }
    return 0;
}

/* Whether a use or the choice pending refers to one of player's cards in
   `present` (bit local). */
static bool any_referenced(const ws_state *s, int player, uint64_t present)
{
    uint8_t ids[2 * WS_ACTIVE_MAX + 2];
    int n = 0;
    for (int i = 0; i < s->n_active; i++) {
        ids[n++] = s->active[i].source;
        ids[n++] = s->active[i].target;
    }
    if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE) {
        ids[n++] = s->pending.source;
        ids[n++] = s->pending.target;
    }
    for (int i = 0; i < n; i++)
        if (ids[i] != WS_NONE && ws_owner(ids[i]) == player &&
            (present >> ws_local(ids[i]) & 1))
            return true;
    return false;
}

/* By name, spelling, the use referring to the card, then card index: an
   order that does not say which copy of a name was where. Copies alike in
   all but their index are numbered again after the draw (ws_copies.c); a
   copy a use refers to keeps its place in the order whatever its index, so
   the draw puts it in the same place. When no use refers to these cards the
   order is the deck's canonical one (computed with the game) restricted to
   them. */
static void sort_canonical(const ws_config *c, const ws_state *s, int player, uint8_t *cards,
                           int n)
{
    uint64_t present = 0;
    for (int i = 0; i < n; i++)
        present |= (uint64_t)1 << cards[i];
    if (!any_referenced(s, player, present)) {
        int k = 0;
        for (int i = 0; i < WS_DECK && k < n; i++)
            if (present >> c->canonical[player][i] & 1)
                cards[k++] = c->canonical[player][i];
        return;
    }
    const uint8_t *class = c->copy_class[player];
    uint32_t key[WS_DECK];
    for (int i = 0; i < n; i++) {
        uint8_t card = cards[i];
        uint32_t alike = (uint32_t)ws_name_of(c, player, card) * WS_DECK + class[card];
        uint32_t use = alike * WS_REFERENCES + reference_of(s, player, card);
        key[card] = use * WS_DECK + card;
    }
    for (int i = 1; i < n; i++) {
        uint8_t card = cards[i];
        int j = i;
        for (; j > 0 && key[cards[j - 1]] > key[card]; j--)
            cards[j] = cards[j - 1];
        cards[j] = card;
    }
}

/* The viewer knows what its deck holds, not in which order. */
static void resample_own(const ws_config *c, ws_state *s, int viewer, cg_rng *rng)
{
    places deck;
    uint8_t cards[WS_HIDDEN_MAX];
    deck_places(s, viewer, viewer, &deck);
    gather(&deck, cards);
    sort_canonical(c, s, viewer, cards, deck.n);
    cg_rng_shuffle_bytes(rng, cards, (size_t)deck.n);
    scatter(cards, &deck);
}

/* The opponent's unseen cards, shuffled, are dealt in that order: the first
   cards of each name go where the viewer knows that many are (hand first,
   then deck), the rest fill the hand's other places, then the deck's. Every
   split the viewer's bounds allow can come out; with no bounds the hand is a
   uniform draw. Then each pile is shuffled. */
static void resample_opponent(const ws_config *c, ws_state *s, int viewer, cg_rng *rng)
{
    int o = 1 - viewer;
    ws_player *pl = &s->player[o];
    places deck, hand = {.n = pl->n_hand};
    for (int i = 0; i < pl->n_hand; i++)
        hand.at[i] = &pl->hand[i];
    deck_places(s, viewer, o, &deck);
    uint8_t pool[2 * WS_HIDDEN_MAX], to_hand[WS_HIDDEN_MAX], to_deck[WS_HIDDEN_MAX];
    uint8_t rest[2 * WS_HIDDEN_MAX], need_hand[WS_NAMES_MAX], need_deck[WS_NAMES_MAX];
    int n = hand.n + deck.n, nh = 0, nd = 0, nr = 0;
    gather(&hand, pool);
    gather(&deck, pool + hand.n);
    sort_canonical(c, s, o, pool, n);
    cg_rng_shuffle_bytes(rng, pool, (size_t)n);
    ws_count_seen(c, s, viewer, o, need_deck);
    for (int k = 0; k < WS_NAMES_MAX; k++) {
        int known = s->know.deck[viewer][k];
        need_deck[k] = (uint8_t)(known > need_deck[k] ? known - need_deck[k] : 0);
        need_hand[k] = s->know.hand[viewer][k];
    }
    for (int i = 0; i < n; i++) {
        int k = ws_name_of(c, o, pool[i]);
        if (need_hand[k] > 0 && nh < hand.n) {
            need_hand[k]--;
            to_hand[nh++] = pool[i];
        } else if (need_deck[k] > 0 && nd < deck.n) {
            need_deck[k]--;
            to_deck[nd++] = pool[i];
        } else {
            rest[nr++] = pool[i];
        }
    }
    for (int i = 0; i < nr; i++) {
        if (nh < hand.n)
            to_hand[nh++] = rest[i];
        else
            to_deck[nd++] = rest[i];
    }
    cg_rng_shuffle_bytes(rng, to_hand, (size_t)nh);
    cg_rng_shuffle_bytes(rng, to_deck, (size_t)nd);
    scatter(to_hand, &hand);
    scatter(to_deck, &deck);
}

/* Of the opponent's knowledge the viewer can know how many top cards of
   each deck it knows (both renders show it), not its bounds on the viewer's
   hand and deck: those come from cards only the opponent saw, so they are
   dropped (the resampled opponent knows no more than its known tops). */
static void forget_unknowable(ws_state *s, int viewer)
{
    int o = 1 - viewer;
    memset(s->know.hand[o], 0, sizeof s->know.hand[o]);
    memset(s->know.deck[o], 0, sizeof s->know.deck[o]);
}

void ws_resample(const void *config, void *state, int viewer, cg_rng *rng)
{
    const ws_config *c = config;
    ws_state *s = state;
    resample_own(c, s, viewer, rng);
    resample_opponent(c, s, viewer, rng);
    forget_unknowable(s, viewer);
    ws_renumber_copies(c, s);
}
