/* The score of a position between cards, shared by the greedy and search
   bots and the mcts bot's heuristic (value=heuristic): it reads the field,
   the hand, the enemy count and the sizes of the piles, all of which the
   player sees. Weights found by trying variations over thousands of seeded
   games. */
#include <math.h>
#include <string.h>

#include "shephy_score.h"

#define SLOT_PROMISE 0.5 /* a free place may receive half the best card */
#define SIZE_WEIGHT 0.24 /* each of the first six cards shields the flock */
#define SIZE_CAP 6
#define DOMINION_READY 1.4       /* a total of 1000: one Dominion from winning */
#define HAND_WEIGHT 0.5          /* cards in hand will be played, but maybe later */
#define EMPTY_FIELD_SCORE (-5.1) /* a card that would empty the field now */
#define SHEPHION_HARM (-62.5)    /* fatal whenever played: keep it, exile it */

/* The flock's promise: its total (what Dominion combines) plus what its free
   places can still receive, which grows with its best card (what Be Fruitful
   copies and Flourish divides); and its size, which disasters must get
   through. */
static double flock_score(const uint8_t *field)
{
    int total = 0, best = 0, n = 0;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        total += field[r] * shephy_rank_values[r];
        n += field[r];
        if (field[r])
            best = shephy_rank_values[r];
    }
    if (n == 0)
        return EMPTY_FIELD_SCORE;
    double promise = total + SLOT_PROMISE * (CG_SHEPHY_FIELD_MAX - n) * best;
    return log2(1.0 + promise) + SIZE_WEIGHT * (n < SIZE_CAP ? n : SIZE_CAP) +
           (total >= 1000 ? DOMINION_READY : 0.0);
}

static int field_size(const uint8_t *field)
{
    int n = 0;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++)
        n += field[r];
    return n;
}

static void remove_lowest(uint8_t *field, int count)
{
    for (int r = 0; r < CG_SHEPHY_RANKS && count > 0; r++) {
        while (field[r] && count > 0) {
            field[r]--;
            count--;
        }
    }
}

static int highest_rank(const uint8_t *field)
{
    for (int r = CG_SHEPHY_RANKS - 1; r >= 0; r--)
        if (field[r])
            return r;
    return -1;
}

/* What the cards that are no disaster are worth kept in hand, roughly. */
static const double card_worth[CG_SHEPHY_CARD_KINDS] = {
    [CG_SHEPHY_ALL_PURPOSE_SHEEP] = 0.96, [CG_SHEPHY_BE_FRUITFUL] = 1.09,
    [CG_SHEPHY_DOMINION] = 0.91,          [CG_SHEPHY_FILL_THE_EARTH] = 0.78,
    [CG_SHEPHY_FLOURISH] = 1.37,          [CG_SHEPHY_GOLDEN_HOOVES] = 1.02,
    [CG_SHEPHY_INSPIRATION] = 0.20,       [CG_SHEPHY_MULTIPLY] = 0.49,
    [CG_SHEPHY_PLANNING_SHEEP] = 0.62,    [CG_SHEPHY_SHEEP_DOG] = 0.73,
};

/* The best flock Plague leaves: it takes one rank, the player picks which. */
static double after_plague(const uint8_t *field)
{
    uint8_t after[CG_SHEPHY_RANKS];
    double best = -INFINITY;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        if (!field[r])
            continue;
        memcpy(after, field, sizeof after);
        after[r] = 0;
        double score = flock_score(after);
        if (score > best)
            best = score;
    }
    return best;
}

/* What a card in hand is worth: for a disaster, the score it would cost if
   played now at best (so a Crowding on two sheep costs nothing); for the
   others, what they may bring later. */
static double hand_card_score(int card, const uint8_t *field, double now)
{
    uint8_t after[CG_SHEPHY_RANKS];
    memcpy(after, field, sizeof after);
    int n = field_size(field), top = highest_rank(field);
    switch (card) {
    case CG_SHEPHY_FALLING_ROCK: remove_lowest(after, 1); break;
    case CG_SHEPHY_STORM: remove_lowest(after, 2); break;
    case CG_SHEPHY_METEOR: remove_lowest(after, 3); break;
    case CG_SHEPHY_CROWDING: remove_lowest(after, n > 2 ? n - 2 : 0); break;
    case CG_SHEPHY_SLUMP: remove_lowest(after, n / 2); break;
    case CG_SHEPHY_LIGHTNING: after[top]--; break;
    case CG_SHEPHY_WOLVES:
        after[top]--;
        if (top > 0)
            after[top - 1]++;
        break;
    case CG_SHEPHY_PLAGUE: return after_plague(field) - now;
    case CG_SHEPHY_SHEPHION: return SHEPHION_HARM;
    default: return card_worth[card];
    }
    return flock_score(after) - now;
}

/* The cache's slot for a field, reset when it held another field: the flock's
   score and, computed when first asked, what each card in hand does to it. */
static shephy_score_slot *slot_of(shephy_score_cache *cache, const uint8_t *field)
{
    uint32_t key = 1; /* 3 bits per rank, and a leading 1 so that no key is 0 */
    for (int r = 0; r < CG_SHEPHY_RANKS; r++)
        key = key << 3 | field[r];
    shephy_score_slot *slot = &cache->slot[(key * 2654435761u) >> (32 - SHEPHY_SCORE_CACHE_BITS)];
    if (slot->key != key) {
        slot->key = key;
        slot->known = 0;
        slot->flock = flock_score(field);
    }
    return slot;
}

double shephy_score(shephy_score_cache *cache, const shephy_state *s)
{
    cg_shephy_outcome outcome = shephy_outcome(s);
    if (outcome == CG_SHEPHY_WON)
        return SHEPHY_WIN_SCORE;
    if (outcome != CG_SHEPHY_RUNNING)
        return SHEPHY_LOSS_SCORE;
    if (s->field_size == 0)
        return EMPTY_FIELD_SCORE;
    if (!cache) {
        double now = flock_score(s->field), total = now;
        for (int i = 0; i < s->hand_count; i++)
            total += HAND_WEIGHT * hand_card_score(s->hand[i], s->field, now);
        return total;
    }
    shephy_score_slot *slot = slot_of(cache, s->field);
    double total = slot->flock;
    for (int i = 0; i < s->hand_count; i++) {
        int card = s->hand[i];
        if (!(slot->known >> card & 1)) {
            slot->card[card] = hand_card_score(card, s->field, slot->flock);
            slot->known |= 1u << card;
        }
        total += HAND_WEIGHT * slot->card[card];
    }
    return total;
}
