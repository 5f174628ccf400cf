/* What the players remember of War: each collect makes a new pool of the
   table's cards, remembering the face-up ones and every pool the table holds
   whole; the canonical form of that memory, for equality, hashing and the
   saved form. */
#include <string.h>

#include "war_internal.h"

/* A set of pool labels. */
typedef struct pool_set {
    uint64_t words[4];
} pool_set;

static void pool_set_add(pool_set *set, uint8_t pool)
{
    set->words[pool >> 6] |= (uint64_t)1 << (pool & 63);
}

static bool pool_set_has(const pool_set *set, uint8_t pool)
{
    return set->words[pool >> 6] >> (pool & 63) & 1;
}

static void forget(war_state *s, cg_war_card card)
{
    s->remembered &= ~((uint64_t)1 << card);
}

/* A pool with places both on the table and in a hand is split by a collect:
   each of its remembered cards may then be in that hand or in the new pool,
   so nobody knows where; it is forgotten, and the pool's places left in the
   hand hold only cards nobody remembers. Such a pool is the one at the front
   of its owner's hand, the cards taken from it being the last ones put down. */
static void forget_pool(war_state *s, int player, uint8_t pool)
{
    war_hand *hand = &s->hand[player];
    for (int i = 0; i < hand->count; i++) {
        war_place *place = &hand->places[war_hand_slot(hand, i)];
        if (place->pool != pool)
            break;
        forget(s, place->card);
        place->pool = WAR_NO_POOL;
    }
    const war_pile *pile = &s->table[player];
    for (int i = 0; i < pile->count; i++)
        if (pile->pools[i] == pool)
            forget(s, pile->cards[i]);
}

/* The table is about to become one new pool at the bottom of a hand, with
   every card remembered in it that is remembered now (the face-up ones were
   remembered when turned up): that holds for the pools lying wholly on the
   table, but a pool with cards on the table and in a hand is split. A
   player's face-down cards come from the front of their own hand, so only the
   pool at the front can be split (war_load checks that positions keep to
   this). */
void war_memory_collect(war_state *s)
{
    for (int p = 0; p < 2; p++) {
        const war_pile *pile = &s->table[p];
        const war_hand *hand = &s->hand[p];
        if (hand->count == 0)
            continue;
        uint8_t front = war_hand_pool_at(hand, 0);
        if (front == WAR_NO_POOL)
            continue;
        for (int i = 0; i < pile->count; i++) {
            if (!war_pile_is_up(pile, i) && pile->pools[i] == front) {
                forget_pool(s, p, front);
                break;
            }
        }
    }
}

int war_hidden_read(const war_state *s, cg_war_card *cards, uint8_t *pools)
{
    int n = 0;
    for (int p = 0; p < 2; p++) {
        const war_hand *hand = &s->hand[p];
        for (int i = 0; i < hand->count; i++, n++) {
            if (cards)
                cards[n] = war_hand_at(hand, i);
            if (pools)
                pools[n] = war_hand_pool_at(hand, i);
        }
    }
    for (int p = 0; p < 2; p++) {
        const war_pile *pile = &s->table[p];
        for (int k = 0; k < pile->count; k++) {
            int i = p == 0 ? pile->count - 1 - k : k; /* left to right */
            if (war_pile_is_up(pile, i))
                continue;
            if (cards)
                cards[n] = pile->cards[i];
            if (pools)
                pools[n] = pile->pools[i];
            n++;
        }
    }
    return n;
}

void war_hidden_write(war_state *s, const cg_war_card *cards)
{
    int n = 0;
    for (int p = 0; p < 2; p++) {
        war_hand *hand = &s->hand[p];
        for (int i = 0; i < hand->count; i++)
            hand->places[war_hand_slot(hand, i)].card = cards[n++];
    }
    for (int p = 0; p < 2; p++) {
        war_pile *pile = &s->table[p];
        for (int k = 0; k < pile->count; k++) {
            int i = p == 0 ? pile->count - 1 - k : k;
            if (!war_pile_is_up(pile, i))
                pile->cards[i] = cards[n++];
        }
    }
}

int war_memory_canonical(const war_state *s, war_memory_view *out)
{
    cg_war_card *cards = out->cards;
    uint8_t pools[CG_WAR_DECK_SIZE];
    int n = war_hidden_read(s, cards, pools);
    pool_set live = {{0}};
    uint64_t remembered = 0;
    for (int i = 0; i < n; i++) {
        if (pools[i] != WAR_NO_POOL && (s->remembered >> cards[i] & 1)) {
            remembered |= (uint64_t)1 << cards[i];
            pool_set_add(&live, pools[i]);
        }
    }
    uint8_t number[256];
    memset(number, 0, sizeof number);
    int count = 0;
    for (int i = 0; i < n; i++) {
        uint8_t q = pools[i];
        if (q != WAR_NO_POOL && pool_set_has(&live, q) && number[q] == 0)
            number[q] = (uint8_t)++count;
        out->pools[i] = q == WAR_NO_POOL ? 0 : number[q];
    }
    out->places = n;
    out->remembered = remembered;
    return count;
}
