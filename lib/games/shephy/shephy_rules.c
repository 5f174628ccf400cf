/* Shephy's rules: setup, the between-cards rules, the legal moves of each
   event card and their effects. */
#include <string.h>

#include "shephy_internal.h"

#define MOVE(kind, arg) CG_SHEPHY_MOVE(CG_SHEPHY_##kind, arg)

/* ---- Zones ---- */

/* Gaining a sheep when the field is full or the stock of that rank is empty
   does nothing. */
static void gain(shephy_state *s, int rank)
{
    if (s->field_size >= CG_SHEPHY_FIELD_MAX || s->field[rank] >= CG_SHEPHY_RANK_COPIES)
        return;
    s->field[rank]++;
    s->field_size++;
}

/* Releasing returns a sheep card to its stock. */
static void release(shephy_state *s, int rank)
{
    s->field[rank]--;
    s->field_size--;
}

/* Removes pile[i], keeping the order of the others. */
static uint8_t take_at(uint8_t *pile, uint8_t *count, int i)
{
    CG_ASSERT(i >= 0 && i < *count);
    uint8_t card = pile[i];
    memmove(pile + i, pile + i + 1, (size_t)(*count - i - 1));
    (*count)--;
    pile[*count] = 0;
    return card;
}

/* Removes the oldest copy of a card from the hand. */
static uint8_t take_from_hand(shephy_state *s, int card)
{
    int i = 0;
    while (s->hand[i] != card) {
        CG_ASSERT(i + 1 < s->hand_count); /* the card is in the hand */
        i++;
    }
    return take_at(s->hand, &s->hand_count, i);
}

static void draw_until_full(shephy_state *s)
{
    while (s->hand_count < CG_SHEPHY_HAND_MAX && s->deck_count > 0) {
        s->deck_count--;
        s->hand[s->hand_count++] = s->deck[s->deck_count];
        s->deck[s->deck_count] = 0;
    }
}

static void end_effect(shephy_state *s)
{
    s->effect = SHEPHY_NO_EFFECT;
    s->chosen_rank = 0;
    memset(s->chosen, 0, sizeof s->chosen);
    s->rest = 0;
    s->initial_count = 0;
    s->searched = 0;
}

/* ---- Setup ---- */

void shephy_init(const void *config, void *state, cg_rng *rng)
{
    (void)config;
    shephy_state *s = state;
    s->enemy = 1;
    s->field[0] = 1;
    s->field_size = 1;
    for (int card = 0; card < CG_SHEPHY_CARD_KINDS; card++)
        for (int k = 0; k < shephy_card_copies[card]; k++)
            s->deck[s->deck_count++] = (uint8_t)card;
    cg_rng_shuffle_bytes(rng, s->deck, s->deck_count);
    end_effect(s);
}

cg_shephy_outcome shephy_outcome(const shephy_state *s)
{
    if (s->effect != SHEPHY_NO_EFFECT)
        return CG_SHEPHY_RUNNING;
    if (s->field[SHEPHY_TOP_RANK])
        return CG_SHEPHY_WON;
    if (s->enemy >= CG_SHEPHY_ENEMY_LIMIT)
        return CG_SHEPHY_LOST_TO_ENEMY;
    if (s->field_size == 0)
        return CG_SHEPHY_LOST_ALL_SHEEP;
    return CG_SHEPHY_RUNNING;
}

/* ---- Legal moves ---- */

/* One move per rank index in [from, to) present in the field, ascending. */
static void push_ranks(const shephy_state *s, cg_moves *out, int kind, int from, int to)
{
    for (int r = from; r < to; r++)
        if (s->field[r])
            cg_moves_push(out, CG_SHEPHY_MOVE(kind, r));
}

/* One move per distinct card of a pile, in card order. */
static void push_cards(const uint8_t *cards, int count, cg_moves *out, int kind)
{
    uint32_t present = 0;
    for (int i = 0; i < count; i++)
        present |= 1u << cards[i];
    for (int card = 0; present; card++, present >>= 1)
        if (present & 1u)
            cg_moves_push(out, CG_SHEPHY_MOVE(kind, card));
}

static void push_nothing(cg_moves *out, cg_shephy_nothing why)
{
    cg_moves_push(out, MOVE(NOTHING, why));
}

/* A move per distinct card in hand, or the card's "nothing happened". */
static void push_hand_or_nothing(const shephy_state *s, cg_moves *out, int kind,
                                 cg_shephy_nothing why)
{
    if (s->hand_count == 0)
        push_nothing(out, why);
    else
        push_cards(s->hand, s->hand_count, out, kind);
}

static void between_cards_moves(const shephy_state *s, cg_moves *out)
{
    if (s->hand_count == 0 && s->deck_count == 0)
        cg_moves_push(out, MOVE(REMAKE, 0));
    else if (s->hand_count < CG_SHEPHY_HAND_MAX && s->deck_count > 0)
        cg_moves_push(out, s->hand_count == CG_SHEPHY_HAND_MAX - 1 ? MOVE(DRAW_CARD, 0)
                                                                   : MOVE(DRAW_CARDS, 0));
    else
        push_cards(s->hand, s->hand_count, out, CG_SHEPHY_PLAY);
}

/* Dominion and Golden Hooves: a choice per rank below `limit` with an
   unchosen card. */
static int push_choices(const shephy_state *s, cg_moves *out, int limit)
{
    int chosen = 0;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        chosen += s->chosen[r];
        if (r < limit && s->field[r] > s->chosen[r])
            cg_moves_push(out, MOVE(CHOOSE, r));
    }
    return chosen;
}

static void flourish_moves(const shephy_state *s, cg_moves *out)
{
    if (s->chosen_rank == 0) {
        if (s->field_size >= CG_SHEPHY_FIELD_MAX)
            push_nothing(out, CG_SHEPHY_NOTHING_HAPPENED);
        else
            push_ranks(s, out, CG_SHEPHY_CHOOSE, 0, CG_SHEPHY_RANKS);
        return;
    }
    int lower = s->chosen_rank - 2;
    if (lower < 0) {
        push_nothing(out, CG_SHEPHY_GAIN_NOTHING);
        return;
    }
    int n = CG_SHEPHY_FIELD_MAX - s->field_size;
    cg_moves_push(out, MOVE(GAIN, CG_SHEPHY_GAIN_ARG(n < 3 ? n : 3, lower)));
}

static void effect_moves(const shephy_state *s, cg_moves *out)
{
    int highest = shephy_highest_rank(s);
    switch (s->effect) {
    case CG_SHEPHY_ALL_PURPOSE_SHEEP:
        push_hand_or_nothing(s, out, CG_SHEPHY_COPY_CARD, CG_SHEPHY_NO_CARD_IN_HAND);
        break;
    case CG_SHEPHY_BE_FRUITFUL:
        if (s->chosen_rank)
            cg_moves_push(out, MOVE(GAIN, CG_SHEPHY_GAIN_ARG(1, s->chosen_rank - 1)));
        else if (s->field_size >= CG_SHEPHY_FIELD_MAX)
            push_nothing(out, CG_SHEPHY_NOTHING_HAPPENED);
        else
            push_ranks(s, out, CG_SHEPHY_COPY_SHEEP, 0, CG_SHEPHY_RANKS);
        break;
    case CG_SHEPHY_CROWDING:
        if (s->field_size <= 2)
            push_nothing(out, CG_SHEPHY_TOO_FEW_SHEEP);
        else
            push_ranks(s, out, CG_SHEPHY_RELEASE, 0, CG_SHEPHY_RANKS);
        break;
    case CG_SHEPHY_DOMINION:
        if (push_choices(s, out, CG_SHEPHY_RANKS))
            cg_moves_push(out, MOVE(COMBINE, 0));
        break;
    case CG_SHEPHY_FILL_THE_EARTH:
        if (s->field_size < CG_SHEPHY_FIELD_MAX)
            cg_moves_push(out, MOVE(GAIN, CG_SHEPHY_GAIN_ARG(1, 0)));
        cg_moves_push(out, MOVE(CANCEL, 0));
        break;
    case CG_SHEPHY_FLOURISH: flourish_moves(s, out); break;
    case CG_SHEPHY_GOLDEN_HOOVES:
        cg_moves_push(out, push_choices(s, out, highest) ? MOVE(RAISE, 0) : MOVE(CANCEL, 0));
        break;
    case CG_SHEPHY_INSPIRATION:
        if (s->deck_count == 0)
            push_nothing(out, CG_SHEPHY_NO_CARD_IN_DECK);
        else if (!s->searched)
            push_cards(s->deck, s->deck_count, out, CG_SHEPHY_PUT);
        else
            cg_moves_push(out, MOVE(SHUFFLE, 0));
        break;
    case CG_SHEPHY_LIGHTNING: cg_moves_push(out, MOVE(RELEASE, highest)); break;
    case CG_SHEPHY_MULTIPLY:
        if (s->field_size < CG_SHEPHY_FIELD_MAX && s->field[1] < CG_SHEPHY_RANK_COPIES)
            cg_moves_push(out, MOVE(GAIN, CG_SHEPHY_GAIN_ARG(1, 1)));
        else
            push_nothing(out, CG_SHEPHY_NOTHING_HAPPENED);
        break;
    case CG_SHEPHY_PLAGUE: push_ranks(s, out, CG_SHEPHY_RELEASE_RANK, 0, CG_SHEPHY_RANKS); break;
    case CG_SHEPHY_PLANNING_SHEEP:
        push_hand_or_nothing(s, out, CG_SHEPHY_EXILE, CG_SHEPHY_NO_CARD_TO_EXILE);
        break;
    case CG_SHEPHY_SHEEP_DOG:
        push_hand_or_nothing(s, out, CG_SHEPHY_DISCARD, CG_SHEPHY_NO_CARD_TO_DISCARD);
        break;
    case CG_SHEPHY_SHEPHION: cg_moves_push(out, MOVE(RELEASE_ALL, 0)); break;
    case CG_SHEPHY_SLUMP:
        if (s->field_size == 1)
            push_nothing(out, CG_SHEPHY_NO_SHEEP_TO_RELEASE);
        else
            push_ranks(s, out, CG_SHEPHY_RELEASE, 0, CG_SHEPHY_RANKS);
        break;
    case CG_SHEPHY_WOLVES:
        cg_moves_push(out, highest == 0 ? MOVE(RELEASE, 0) : MOVE(REDUCE, highest));
        break;
    default: /* Falling Rock, Meteor, Storm */
        push_ranks(s, out, CG_SHEPHY_RELEASE, 0, CG_SHEPHY_RANKS);
        break;
    }
}

void shephy_legal_moves(const void *config, const void *state, cg_moves *out)
{
    (void)config;
    const shephy_state *s = state;
    if (s->effect != SHEPHY_NO_EFFECT)
        effect_moves(s, out);
    else if (shephy_outcome(s) == CG_SHEPHY_RUNNING)
        between_cards_moves(s, out);
}

/* ---- Effects ---- */

/* Hand and deck empty: the discard pile becomes the deck, shuffled, the
   hand is filled and the enemy sheep multiply by ten. */
static void remake(shephy_state *s, cg_rng *rng)
{
    memcpy(s->deck, s->discard, s->discard_count);
    s->deck_count = s->discard_count;
    memset(s->discard, 0, sizeof s->discard);
    s->discard_count = 0;
    cg_rng_shuffle_bytes(rng, s->deck, s->deck_count);
    draw_until_full(s);
    s->enemy = (uint16_t)(s->enemy * 10);
}

static void play(shephy_state *s, int card)
{
    s->discard[s->discard_count++] = take_from_hand(s, card);
    s->effect = (uint8_t)card;
}

/* Releases of Storm (up to 2) and Meteor (up to 3, exiling the card on
   the first release), the field size re-checked at each step. */
static void release_some(shephy_state *s, int rank, int total)
{
    int n = s->rest ? s->rest : total;
    if (n > s->field_size)
        n = s->field_size;
    if (s->effect == CG_SHEPHY_METEOR && s->rest == 0) {
        s->discard_count--;
        s->exile[s->exile_count++] = s->discard[s->discard_count];
        s->discard[s->discard_count] = 0;
    }
    release(s, rank);
    if (n == 1)
        end_effect(s);
    else
        s->rest = (uint8_t)(n - 1);
}

/* Slump: release until ceil(n / 2) remain, n the field size when played. */
static void slump_release(shephy_state *s, int rank)
{
    int n = s->initial_count ? s->initial_count : s->field_size;
    release(s, rank);
    if (s->field_size == (n + 1) / 2)
        end_effect(s);
    else
        s->initial_count = (uint8_t)n;
}

static void release_move(shephy_state *s, int rank)
{
    switch (s->effect) {
    case CG_SHEPHY_CROWDING:
        release(s, rank);
        if (s->field_size <= 2)
            end_effect(s);
        break;
    case CG_SHEPHY_METEOR: release_some(s, rank, 3); break;
    case CG_SHEPHY_STORM: release_some(s, rank, 2); break;
    case CG_SHEPHY_SLUMP: slump_release(s, rank); break;
    default: /* Falling Rock, Lightning, Wolves on a 1 */
        release(s, rank);
        end_effect(s);
        break;
    }
}

/* Dominion: the chosen cards become one card of the largest rank not above
   their sum. */
static void combine(shephy_state *s)
{
    int sum = 0;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        sum += s->chosen[r] * shephy_rank_values[r];
        s->field[r] = (uint8_t)(s->field[r] - s->chosen[r]);
        s->field_size = (uint8_t)(s->field_size - s->chosen[r]);
    }
    gain(s, shephy_composite_index(sum));
}

/* Golden Hooves: each chosen card becomes one of the next rank up, the
   highest chosen rank first (so that a card released here can be regained
   by the next lower one). */
static void raise_chosen(shephy_state *s)
{
    for (int r = SHEPHY_TOP_RANK - 1; r >= 0; r--) {
        for (int k = 0; k < s->chosen[r]; k++) {
            release(s, r);
            gain(s, r + 1);
        }
    }
}

/* Inspiration takes the copy nearest the top of the deck. */
static void put_into_hand(shephy_state *s, int card)
{
    int i = s->deck_count - 1;
    while (s->deck[i] != card) {
        CG_ASSERT(i > 0); /* the card is in the deck */
        i--;
    }
    s->hand[s->hand_count++] = take_at(s->deck, &s->deck_count, i);
    s->searched = 1;
}

static void gain_move(shephy_state *s, int arg)
{
    int count = arg >> 4, rank = arg & 15;
    for (int k = 0; k < count; k++)
        gain(s, rank);
    if (s->effect != CG_SHEPHY_FILL_THE_EARTH) /* Fill the Earth stays in effect */
        end_effect(s);
}

void shephy_apply(const void *config, void *state, cg_move move, cg_rng *rng)
{
    (void)config;
    shephy_state *s = state;
    int arg = CG_SHEPHY_MOVE_ARG(move);
    switch (CG_SHEPHY_MOVE_KIND(move)) {
    case CG_SHEPHY_DRAW_CARD:
    case CG_SHEPHY_DRAW_CARDS: draw_until_full(s); break;
    case CG_SHEPHY_REMAKE: remake(s, rng); break;
    case CG_SHEPHY_PLAY: play(s, arg); break;
    case CG_SHEPHY_COPY_CARD: s->effect = (uint8_t)arg; break;
    case CG_SHEPHY_COPY_SHEEP: s->chosen_rank = (uint8_t)(arg + 1); break;
    case CG_SHEPHY_GAIN: gain_move(s, arg); break;
    case CG_SHEPHY_CHOOSE:
        if (s->effect == CG_SHEPHY_FLOURISH)
            s->chosen_rank = (uint8_t)(arg + 1);
        else
            s->chosen[arg]++;
        break;
    case CG_SHEPHY_COMBINE:
        combine(s);
        end_effect(s);
        break;
    case CG_SHEPHY_RAISE:
        raise_chosen(s);
        end_effect(s);
        break;
    case CG_SHEPHY_RELEASE: release_move(s, arg); break;
    case CG_SHEPHY_RELEASE_RANK:
        s->field_size = (uint8_t)(s->field_size - s->field[arg]);
        s->field[arg] = 0;
        end_effect(s);
        break;
    case CG_SHEPHY_RELEASE_ALL:
        memset(s->field, 0, sizeof s->field);
        s->field_size = 0;
        end_effect(s);
        break;
    case CG_SHEPHY_REDUCE:
        release(s, arg);
        gain(s, arg - 1);
        end_effect(s);
        break;
    case CG_SHEPHY_PUT: put_into_hand(s, arg); break;
    case CG_SHEPHY_SHUFFLE:
        cg_rng_shuffle_bytes(rng, s->deck, s->deck_count);
        end_effect(s);
        break;
    case CG_SHEPHY_EXILE:
        s->exile[s->exile_count++] = take_from_hand(s, arg);
        end_effect(s);
        break;
    case CG_SHEPHY_DISCARD:
        s->discard[s->discard_count++] = take_from_hand(s, arg);
        end_effect(s);
        break;
    default: /* NOTHING and CANCEL */ end_effect(s); break;
    }
}
