/* War's rules: dealing, the play / war / collect steps, losing for want of
   cards, and the end. */
#include <string.h>

#include "war_internal.h"

void war_hand_push(war_hand *hand, cg_war_card card, uint8_t pool)
{
    CG_ASSERT(hand->count < CG_WAR_DECK_SIZE);
    int slot = war_hand_slot(hand, hand->count);
    hand->places[slot] = (war_place){card, pool};
    hand->count++;
}

static cg_war_card hand_pop(war_hand *hand, uint8_t *pool)
{
    cg_war_card card = hand->places[hand->head].card;
    *pool = hand->places[hand->head].pool;
    hand->head = (uint8_t)war_hand_slot(hand, 1);
    hand->count--;
    return card;
}

void war_pile_put(war_pile *pile, cg_war_card card, uint8_t pool, bool face_up)
{
    CG_ASSERT(pile->count < CG_WAR_DECK_SIZE);
    if (face_up)
        pile->face_up |= (uint64_t)1 << pile->count;
    pile->pools[pile->count] = face_up ? WAR_NO_POOL : pool; /* a face-up card is seen */
    pile->cards[pile->count++] = card;
}

/* Places past a pile's count are never read (states compare and save what
   piles hold), so emptying one is resetting its count. */
static void pile_clear(war_pile *pile)
{
    pile->count = 0;
    pile->face_up = 0;
}

/* Moves the front card of a player's hand to the end of their pile. */
static inline void hand_to_pile(war_state *s, int player, bool face_up)
{
    uint8_t pool;
    cg_war_card card = hand_pop(&s->hand[player], &pool);
    war_pile_put(&s->table[player], card, pool, face_up);
    if (face_up)
        war_memory_see(s, card);
}

/* Cards go one at a time, alternately; a random player receives the first.
   Everybody watches the deal: a shuffled deck tells nothing, but a deck file
   is part of the game's parameters, so each of its cards is remembered in its
   very place (a pool of its own). */
void war_init(const void *config, void *state, cg_rng *rng)
{
    const war_config *c = config;
    war_state *s = state;
    cg_war_card deck[CG_WAR_DECK_SIZE];
    if (c->has_deck) {
        memcpy(deck, c->deck, sizeof deck);
    } else {
        for (int i = 0; i < CG_WAR_DECK_SIZE; i++)
            deck[i] = (cg_war_card)i;
        cg_rng_shuffle_bytes(rng, deck, CG_WAR_DECK_SIZE);
    }
    s->new_pool = 1;
    int receiver = (int)cg_rng_below(rng, 2);
    for (int i = 0; i < CG_WAR_DECK_SIZE; i++) {
        uint8_t pool = c->has_deck ? war_memory_new_pool(s) : WAR_NO_POOL;
        war_hand_push(&s->hand[receiver], deck[i], pool);
        receiver ^= 1;
    }
    if (c->has_deck)
        s->remembered = ((uint64_t)1 << CG_WAR_DECK_SIZE) - 1;
    s->next = CG_WAR_PLAY;
}

static cg_war_card last_card(const war_pile *pile)
{
    return pile->cards[pile->count - 1];
}

cg_war_step war_step_after_face_up(const war_state *s)
{
    int a = war_rank(last_card(&s->table[0]));
    int b = war_rank(last_card(&s->table[1]));
    return a == b ? CG_WAR_WAR : CG_WAR_COLLECT;
}

/* The taker gets the table, player 0's pile then player 1's, shuffled, at the
   bottom of their hand: one new pool, since nobody sees the shuffle. */
static void take_table(war_state *s, int taker, cg_rng *rng)
{
    if (s->table[0].count > 1 || s->table[1].count > 1) /* cards face down */
        war_memory_collect(s);
    uint8_t pool = war_memory_new_pool(s);
    cg_war_card taken[CG_WAR_DECK_SIZE];
    int n = 0;
    for (int p = 0; p < 2; p++) { /* a card each mostly: no call of memcpy */
        const war_pile *pile = &s->table[p];
        if (pile->count == 1)
            taken[n++] = pile->cards[0];
        else
            for (int i = 0; i < pile->count; i++)
                taken[n++] = pile->cards[i];
        pile_clear(&s->table[p]);
    }
    cg_rng_shuffle_bytes(rng, taken, (size_t)n);
    war_hand *hand = &s->hand[taker];
    int slot = war_hand_slot(hand, hand->count);
    for (int i = 0; i < n; i++) {
        hand->places[slot] = (war_place){taken[i], pool};
        slot = slot + 1 == CG_WAR_DECK_SIZE ? 0 : slot + 1;
    }
    hand->count = (uint8_t)(hand->count + n);
}

/* A player who cannot take part loses: the other takes the table and all of
   the loser's cards, and holds 52. */
static void lose_for_want_of_cards(war_state *s, int loser, cg_rng *rng)
{
    int taker = 1 - loser;
    while (s->hand[loser].count > 0)
        hand_to_pile(s, loser, false);
    take_table(s, taker, rng);
    memset(&s->hand[loser], 0, sizeof s->hand[loser]);
    s->next = CG_WAR_OVER;
}

/* Both players short for a war with equally many cards: neither can win, so
   the game is a draw and each takes back their own table cards, in order. A
   face-down card keeps its pool; a face-up one is remembered in its place. */
static void draw_for_want_of_cards(war_state *s)
{
    for (int p = 0; p < 2; p++) {
        const war_pile *pile = &s->table[p];
        for (int i = 0; i < pile->count; i++) {
            uint8_t pool = pile->pools[i];
            if (war_pile_is_up(pile, i))
                pool = war_memory_new_pool(s); /* remembered when turned up */
            war_hand_push(&s->hand[p], pile->cards[i], pool);
        }
        pile_clear(&s->table[p]);
    }
    s->next = CG_WAR_OVER;
}

/* A player short of the `needed` cards: the game ends. */
static void end_for_want_of_cards(war_state *s, int needed, cg_rng *rng)
{
    bool short0 = s->hand[0].count < needed, short1 = s->hand[1].count < needed;
    if (short0 && short1 && s->hand[0].count == s->hand[1].count)
        draw_for_want_of_cards(s);
    else
        lose_for_want_of_cards(
            s, short0 && (!short1 || s->hand[0].count < s->hand[1].count) ? 0 : 1, rng);
}

/* Returns whether both players could put `needed` cards down; otherwise the
   game has ended. (The check inline, the rare end out of line.) */
static inline bool both_can_take_part(war_state *s, int needed, cg_rng *rng)
{
    if (s->hand[0].count >= needed && s->hand[1].count >= needed)
        return true;
    end_for_want_of_cards(s, needed, rng);
    return false;
}

/* The counters stop at UINT32_MAX rather than wrap (a game may run that long). */
static uint32_t count_one_more(uint32_t n)
{
    return n < UINT32_MAX ? n + 1 : n;
}

static void play(war_state *s, cg_rng *rng)
{
    s->rounds = count_one_more(s->rounds);
    if (!both_can_take_part(s, 1, rng))
        return;
    for (int p = 0; p < 2; p++)
        hand_to_pile(s, p, true);
    s->next = (uint8_t)war_step_after_face_up(s);
}

static void war(const war_config *c, war_state *s, cg_rng *rng)
{
    s->wars = count_one_more(s->wars);
    if (!both_can_take_part(s, c->facedown + 1, rng))
        return;
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < c->facedown; i++)
            hand_to_pile(s, p, false);
        hand_to_pile(s, p, true);
    }
    s->next = (uint8_t)war_step_after_face_up(s);
}

static void collect(const war_config *c, war_state *s, cg_rng *rng)
{
    int a = war_rank(last_card(&s->table[0]));
    int b = war_rank(last_card(&s->table[1]));
    take_table(s, a > b ? 0 : 1, rng);
    if (s->hand[0].count == CG_WAR_DECK_SIZE || s->hand[1].count == CG_WAR_DECK_SIZE)
        s->next = CG_WAR_OVER;
    else if (c->max_rounds && s->rounds >= c->max_rounds)
        s->next = CG_WAR_OVER; /* the round limit: a draw */
    else
        s->next = CG_WAR_PLAY;
}

void war_apply(const void *config, void *state, cg_move move, cg_rng *rng)
{
    const war_config *c = config;
    war_state *s = state;
    switch (move) {
    case CG_WAR_PLAY: play(s, rng); break;
    case CG_WAR_WAR: war(c, s, rng); break;
    default: collect(c, s, rng); break;
    }
}

int war_winner(const void *config, const void *state)
{
    (void)config;
    const war_state *s = state;
    for (int p = 0; p < 2; p++)
        if (s->hand[p].count == CG_WAR_DECK_SIZE)
            return p;
    return CG_PLAYER_NONE;
}
