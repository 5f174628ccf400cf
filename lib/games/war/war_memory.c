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

static bool pool_set_empty(const pool_set *set)
{
    return (set->words[0] | set->words[1] | set->words[2] | set->words[3]) == 0;
}

/* Labels come round again after 255 pools. No two live pools share one: a
   pool lives at most 52 rounds (every round takes the front card of each hand,
   and a hand holds at most 52 cards), and a round makes one pool, or a few
   when it ends the game; a dealt deck file's 52 pools and a loaded state's
   (at most 52) are gone within 52 rounds too. */
uint8_t war_memory_new_pool(war_state *s)
{
    uint8_t pool = s->new_pool;
    s->new_pool = (uint8_t)(pool == UINT8_MAX ? 1 : pool + 1);
    return pool;
}

static int hand_slot(const war_hand *hand, int i)
{
    return (hand->head + i) % CG_WAR_DECK_SIZE;
}

static void forget(war_state *s, cg_war_card card)
{
    s->remembered &= ~((uint64_t)1 << card);
}

/* A pool with places both on the table and in a hand is split by a collect:
   each of its remembered cards may then be in that hand or in the new pool,
   so nobody knows where; it is forgotten, and the pool's places in the hand
   hold only cards nobody remembers. */
static void forget_split_pools(war_state *s, const pool_set *on_table)
{
    pool_set split = {{0}};
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < s->hand[p].count; i++)
            if (pool_set_has(on_table, war_hand_pool_at(&s->hand[p], i)))
                pool_set_add(&split, war_hand_pool_at(&s->hand[p], i));
    if (pool_set_empty(&split))
        return;
    for (int p = 0; p < 2; p++) {
        war_hand *hand = &s->hand[p];
        for (int i = 0; i < hand->count; i++) {
            int slot = hand_slot(hand, i);
            if (pool_set_has(&split, hand->pools[slot])) {
                forget(s, hand->cards[slot]);
                hand->pools[slot] = WAR_NO_POOL;
            }
        }
        const war_pile *pile = &s->table[p];
        for (int i = 0; i < pile->count; i++)
            if (pool_set_has(&split, pile->pools[i]))
                forget(s, pile->cards[i]);
    }
}

/* The table is about to become one new pool at the bottom of a hand: its
   face-up cards are remembered there, and so are the remembered cards of the
   pools that lie wholly on the table; split pools are forgotten. */
void war_memory_collect(war_state *s)
{
    pool_set on_table = {{0}};
    for (int p = 0; p < 2; p++) {
        const war_pile *pile = &s->table[p];
        for (int i = 0; i < pile->count; i++) {
            if (war_pile_is_up(pile, i))
                s->remembered |= (uint64_t)1 << pile->cards[i];
            else if (pile->pools[i] != WAR_NO_POOL)
                pool_set_add(&on_table, pile->pools[i]);
        }
    }
    if (!pool_set_empty(&on_table))
        forget_split_pools(s, &on_table);
}

int war_hidden_read(const war_state *s, cg_war_card *cards, uint8_t *pools)
{
    int n = 0;
    for (int p = 0; p < 2; p++) {
        const war_hand *hand = &s->hand[p];
        for (int i = 0; i < hand->count; i++, n++) {
            if (cards)
                cards[n] = hand->cards[hand_slot(hand, i)];
            if (pools)
                pools[n] = hand->pools[hand_slot(hand, i)];
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
            hand->cards[hand_slot(hand, i)] = cards[n++];
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
    cg_war_card cards[CG_WAR_DECK_SIZE];
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
