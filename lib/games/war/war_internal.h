/* War's state and configuration, shared by the files of this folder. */
#ifndef CG_WAR_INTERNAL_H
#define CG_WAR_INTERNAL_H

#include "cardgames/war.h"
#include "core/game.h"

#define WAR_PATH_CAP 4096
#define WAR_RANKS 13

typedef struct war_config {
    int facedown;        /* 1..3 */
    uint32_t max_rounds; /* 0: no limit */
    int has_deck;        /* deal `deck` instead of a shuffled deck */
    int from_cards;      /* `deck` came from the cards= parameter */
    cg_war_card deck[CG_WAR_DECK_SIZE];
    char deck_path[WAR_PATH_CAP];
} war_config;

/*
 * What the players remember (both see the same table, so both remember the
 * same). Every hidden place of a card (a hand slot, a face-down table slot)
 * belongs to a pool: 0 for none, else a group of places whose cards nobody
 * can tell apart, such as the cards one collect put at the bottom of a hand.
 * A remembered card is known to lie in its pool, in one of its places;
 * resampling keeps every remembered card in its pool and deals the cards
 * nobody remembers over all the other hidden places (war_information.c).
 * Pool numbers are labels: only which places share one counts.
 */
#define WAR_NO_POOL 0

/* A place of a hand: its card, and its pool. */
typedef struct war_place {
    cg_war_card card;
    uint8_t pool;
} war_place;

/* A hand is a circular queue of capacity 52: cards leave at head, join at the
   back. */
typedef struct war_hand {
    war_place places[CG_WAR_DECK_SIZE];
    uint8_t head;
    uint8_t count;
} war_hand;

/* Each player's cards on the table in the order they were put down: player 0's
   grow to the left, player 1's to the right. A face-down card keeps the pool
   of the hand place it came from; a face-up card is seen and has none. */
typedef struct war_pile {
    uint64_t face_up; /* bit i: cards[i] is face up */
    cg_war_card cards[CG_WAR_DECK_SIZE];
    uint8_t pools[CG_WAR_DECK_SIZE];
    uint8_t count;
    uint8_t unused[7]; /* explicit, so that the struct has no padding */
} war_pile;

typedef struct war_state {
    uint64_t remembered; /* bit c: card c is remembered in its place's pool; set for
                            every face-up card, which everybody sees */
    war_pile table[2];
    war_hand hand[2];
    uint8_t next;      /* cg_war_step */
    uint8_t new_pool;  /* the label the next pool gets (never WAR_NO_POOL) */
    uint8_t unused[2]; /* explicit, so that the struct has no padding */
    uint32_t rounds;
    uint32_t wars;
} war_state;

extern const cg_game_impl cg_war_impl;

/* Cards (war_cards.c). A card's rank, 0 (a two) to 12 (an ace). */
static inline int war_rank(cg_war_card card)
{
    return card / 4;
}
bool war_card_from(cg_span text, cg_war_card *out);
void war_card_write(cg_war_card card, cg_text *out);

/* The cards= parameter (war_deck.c): 52 cards separated by commas, checked
   as a deck file is; CG_EINVAL naming the parameter. */
cg_status war_cards_param(cg_span value, cg_war_card deck[CG_WAR_DECK_SIZE]);

/* Hands and piles (war_rules.c). */
void war_hand_push(war_hand *hand, cg_war_card card, uint8_t pool);
void war_pile_put(war_pile *pile, cg_war_card card, uint8_t pool, bool face_up);

/* The slot of a hand's i-th card from the front (i < 52). */
static inline int war_hand_slot(const war_hand *hand, int i)
{
    CG_ASSERT(i >= 0 && i < CG_WAR_DECK_SIZE);
    int slot = hand->head + i;
    return slot >= CG_WAR_DECK_SIZE ? slot - CG_WAR_DECK_SIZE : slot;
}

static inline cg_war_card war_hand_at(const war_hand *hand, int i)
{
    CG_ASSERT(i < hand->count);
    return hand->places[war_hand_slot(hand, i)].card;
}

static inline uint8_t war_hand_pool_at(const war_hand *hand, int i)
{
    CG_ASSERT(i < hand->count);
    return hand->places[war_hand_slot(hand, i)].pool;
}

static inline bool war_pile_is_up(const war_pile *pile, int i)
{
    return pile->face_up >> i & 1;
}

/* The rules (war_rules.c). */
void war_init(const void *config, void *state, cg_rng *rng);
void war_apply(const void *config, void *state, cg_move move, cg_rng *rng);
int war_winner(const void *config, const void *state);
/* The step after the face-up cards now on the table. */
cg_war_step war_step_after_face_up(const war_state *s);

/* Memory (war_memory.c). */

/* A label for a new pool. Labels come round again after 255 pools, but no two
   live pools share one: a pool lives at most 52 rounds (every round takes the
   front card of each hand, and a hand holds at most 52 cards), and a round
   makes one pool, or a few when it ends the game; a dealt deck file's 52 pools
   and a loaded state's (at most 52) are gone within 52 rounds too. */
static inline uint8_t war_memory_new_pool(war_state *s)
{
    uint8_t pool = s->new_pool;
    s->new_pool = (uint8_t)(pool == UINT8_MAX ? 1 : pool + 1);
    return pool;
}

/* A card turned face up is seen: remembered wherever it goes next. */
static inline void war_memory_see(war_state *s, cg_war_card card)
{
    s->remembered |= (uint64_t)1 << card;
}

/* Before a collect: the table becomes one new pool in the taker's hand. */
void war_memory_collect(war_state *s);
/* The hidden places (hand places, face-down table places) in an order that
   shows nothing hidden: hand 1 front to back, hand 2, then the table left to
   right, as the saved form writes them. read() copies each place's card and
   pool (either buffer may be NULL) and returns how many there are; write()
   puts cards[i] in the i-th place. */
int war_hidden_read(const war_state *s, cg_war_card *cards, uint8_t *pools);
void war_hidden_write(war_state *s, const cg_war_card *cards);
/* The memory in canonical form: each hidden place's pool renumbered 1, 2, ...
   by first appearance in the order of war_hidden_read, 0 for a pool that holds
   no remembered card; and the remembered cards among the hidden ones.
   Returns the number of pools. */
typedef struct war_memory_view {
    cg_war_card cards[CG_WAR_DECK_SIZE]; /* the hidden places' cards */
    uint8_t pools[CG_WAR_DECK_SIZE];
    int places;
    uint64_t remembered;
} war_memory_view;
int war_memory_canonical(const war_state *s, war_memory_view *out);

/* Information, actions and observations (war_information.c, war_observation.c). */
void war_resample(const void *config, void *state, int viewer, cg_rng *rng);
void war_legal_mask(const void *config, const void *state, uint8_t *mask);
void war_observe(const void *config, const void *state, int player, float *out);
#define WAR_OBSERVATION_SIZE 142

/* Text (war_text.c). */
void war_table_write(const war_state *s, bool reveal, cg_text *out);
void war_render(const void *config, const void *state, int viewer, cg_text *out);
void war_save(const void *config, const void *state, cg_text *out);
cg_status war_load(const void *config, void *state, cg_reader *in);
extern const char *const war_step_names[4];

#endif
