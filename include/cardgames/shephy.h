/*
 * Shephy — typed access to the game "shephy" of libcardgames: the solo sheep
 * card game, with all 19 kinds of event card.
 *
 * One player (index 0). cg_state_returns gives +1 when a 1000 Sheep card
 * reaches the field, -1 when the enemy sheep reach 1000 or the field is empty.
 * The game takes no parameters (params is "" and any key is refused).
 *
 * Ranks. Sheep cards come in seven ranks, 1 3 10 30 100 300 1000. Functions
 * that take or return a rank *value* say "value" (1..1000, as the original
 * JavaScript does); counts per rank are arrays indexed by the rank *index*
 * 0..6 (index 0 is the 1 Sheep card, index 6 the 1000).
 *
 * Event cards are numbered 0..18 (enum cg_shephy_card), in the alphabetical
 * order of their English names.
 *
 * Moves. A move code is (kind << 8) | argument, kinds in enum
 * cg_shephy_move_kind; CG_SHEPHY_MOVE(kind, arg) builds one. Each code has one
 * text, whatever the state, and each text one code:
 *
 *   kind               argument            text
 *   DRAW_CARD          0                   "Draw a card"
 *   DRAW_CARDS         0                   "Draw cards"
 *   REMAKE             0                   "Remake Deck then fill Hand"
 *   PLAY               card                "Play Be Fruitful"
 *   COPY_CARD          card                "Copy Be Fruitful"
 *   NOTHING            variant (below)     "Nothing happened", ...
 *   COPY_SHEEP         rank index          "Copy 3 Sheep card"
 *   GAIN               count << 4 | rank   "Gain a 3 Sheep card" (count 1),
 *                                          "Gain 2 cards of 3 Sheep" (count 2 or 3)
 *   CHOOSE             rank index          "Choose 3 Sheep card"
 *   COMBINE            0                   "Combine chosen Sheep cards"
 *   RAISE              0                   "Raise ranks of chosen Sheep cards"
 *   CANCEL             0                   "Cancel"
 *   RELEASE            rank index          "Release 3 Sheep card"
 *   RELEASE_RANK       rank index          "Release all 3 Sheep cards"
 *   RELEASE_ALL        0                   "Release all Sheep cards"
 *   REDUCE             rank index          "Reduce the rank of 3 Sheep card"
 *   PUT                card                "Put Be Fruitful into your hand"
 *   SHUFFLE            0                   "Shuffle the deck"
 *   EXILE              card                "Exile Be Fruitful"
 *   DISCARD            card                "Discard Be Fruitful"
 *
 * NOTHING variants: 0 "Nothing happened", 1 "Gain nothing",
 * 2 "Too few sheep - nothing happened", 3 "No card in hand - nothing happened",
 * 4 "No card in deck - nothing happened", 5 "No card to exile - nothing happened",
 * 6 "No card to discard - nothing happened", 7 "No sheep to release - nothing happened".
 *
 * Legal moves are listed in ascending code order, so ranks come lowest first
 * and cards in enum order. Identical cards give one move (one "Play Be
 * Fruitful" for two copies in hand, one "Release 3 Sheep card" for three 3s).
 *
 * Actions (cg_game_action_of, cg_game_move_of, cg_state_legal_mask). The
 * CG_SHEPHY_ACTIONS (154) actions are the move codes that some position can
 * make legal, numbered in code order. They come in runs of consecutive
 * codes, and a code's action is the first action of its run plus the code's
 * distance from the first code of the run:
 *
 *   actions   codes                           action
 *   0         DRAW_CARD 0                     0
 *   1         DRAW_CARDS 0                    1
 *   2         REMAKE 0                        2
 *   3..21     PLAY, card 0..18                3 + card
 *   22..39    COPY_CARD, card 1..18           21 + card
 *   40..47    NOTHING, variant 0..7           40 + variant
 *   48..53    COPY_SHEEP, rank index 0..5     48 + rank
 *   54..59    GAIN 1 card, rank index 0..5    54 + rank
 *   60..64    GAIN 2 cards, rank index 0..4   60 + rank
 *   65..69    GAIN 3 cards, rank index 0..4   65 + rank
 *   70..75    CHOOSE, rank index 0..5         70 + rank
 *   76        COMBINE 0                       76
 *   77        RAISE 0                         77
 *   78        CANCEL 0                        78
 *   79..84    RELEASE, rank index 0..5        79 + rank
 *   85..90    RELEASE_RANK, rank index 0..5   85 + rank
 *   91        RELEASE_ALL 0                   91
 *   92..96    REDUCE, rank index 1..5         91 + rank
 *   97..104   PUT, card 0..7                  97 + card
 *   105..114  PUT, card 9..18                 96 + card
 *   115       SHUFFLE 0                       115
 *   116..134  EXILE, card 0..18               116 + card
 *   135..153  DISCARD, card 0..18             135 + card
 *
 * The codes left out can never be legal: a 1000 Sheep card (rank index 6)
 * is never in the field while a card is resolved (the game is won once one
 * is there between cards, and a card that gains one ends with that gain);
 * Flourish gains two or three cards one rank below the chosen one, so at
 * most 100s; Wolves on a 1 releases it rather than reduce it; All-purpose
 * Sheep never copies itself, and Inspiration never finds itself in the deck,
 * as the one copy of each is the card being resolved.
 *
 * Observation (cg_state_observation, player 0): CG_SHEPHY_OBSERVATION_SIZE
 * floats in one dimension, the slices of enum cg_shephy_observation from
 * their offsets (the README gives each slice's meaning and scaling). It
 * holds everything the render shows player 0, that is everything but the
 * deck order.
 *
 * Saved form: the lines the core writes (cardgames-state, game, params,
 * moves, rng), then these, then "end". Card lists are names separated by
 * ", ", "-" for an empty list; piles are written bottom first, top last.
 *
 *   field 1 3 3 30          sheep cards in the field, rank values (saved
 *                           ascending, read in any order), "-" when empty
 *   stock 6 5 7 7 7 6 7     cards left in the stock of each rank, 1 to 1000
 *                           (always 7 minus the field's count of that rank)
 *   enemy 1                 enemy sheep count: 1, 10, 100 or 1000
 *   hand Storm, Be Fruitful cards in hand, oldest first
 *   deck Wolves, Plague     the deck, bottom first, top (next drawn) last
 *   discard -               the discard pile, bottom first, top last
 *   exile -                 the exile, in the order the cards went there
 *   effect none             or the card being resolved and its choices so far:
 *                           "effect Storm", "effect Be Fruitful: rank 3",
 *                           "effect Flourish: rank 10", "effect Dominion: chosen 1 3 3",
 *                           "effect Golden Hooves: chosen 1 3", "effect Storm: rest 1",
 *                           "effect Meteor: rest 2", "effect Slump: initial 5",
 *                           "effect Inspiration: searched"
 *
 * The 22 event cards must all appear exactly once among hand, deck, discard
 * and exile, and the position must be one the rules can reach (see the README).
 */
#ifndef CARDGAMES_SHEPHY_H
#define CARDGAMES_SHEPHY_H

#include "cardgames.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CG_SHEPHY_RANKS 7        /* 1 3 10 30 100 300 1000 */
#define CG_SHEPHY_RANK_COPIES 7  /* sheep cards of each rank */
#define CG_SHEPHY_FIELD_MAX 7    /* sheep cards the field holds */
#define CG_SHEPHY_HAND_MAX 5     /* event cards the hand holds */
#define CG_SHEPHY_CARD_KINDS 19  /* kinds of event card */
#define CG_SHEPHY_EVENT_CARDS 22 /* event cards in the game */
#define CG_SHEPHY_ENEMY_LIMIT 1000

/* The event cards, in alphabetical order of their English names. */
typedef enum cg_shephy_card {
    CG_SHEPHY_ALL_PURPOSE_SHEEP = 0,
    CG_SHEPHY_BE_FRUITFUL = 1, /* three copies */
    CG_SHEPHY_CROWDING = 2,
    CG_SHEPHY_DOMINION = 3, /* two copies */
    CG_SHEPHY_FALLING_ROCK = 4,
    CG_SHEPHY_FILL_THE_EARTH = 5,
    CG_SHEPHY_FLOURISH = 6,
    CG_SHEPHY_GOLDEN_HOOVES = 7,
    CG_SHEPHY_INSPIRATION = 8,
    CG_SHEPHY_LIGHTNING = 9,
    CG_SHEPHY_METEOR = 10,
    CG_SHEPHY_MULTIPLY = 11,
    CG_SHEPHY_PLAGUE = 12,
    CG_SHEPHY_PLANNING_SHEEP = 13,
    CG_SHEPHY_SHEEP_DOG = 14,
    CG_SHEPHY_SHEPHION = 15,
    CG_SHEPHY_SLUMP = 16,
    CG_SHEPHY_STORM = 17,
    CG_SHEPHY_WOLVES = 18
} cg_shephy_card;

typedef enum cg_shephy_move_kind {
    CG_SHEPHY_DRAW_CARD = 0,
    CG_SHEPHY_DRAW_CARDS = 1,
    CG_SHEPHY_REMAKE = 2,
    CG_SHEPHY_PLAY = 3,
    CG_SHEPHY_COPY_CARD = 4,
    CG_SHEPHY_NOTHING = 5,
    CG_SHEPHY_COPY_SHEEP = 6,
    CG_SHEPHY_GAIN = 7,
    CG_SHEPHY_CHOOSE = 8,
    CG_SHEPHY_COMBINE = 9,
    CG_SHEPHY_RAISE = 10,
    CG_SHEPHY_CANCEL = 11,
    CG_SHEPHY_RELEASE = 12,
    CG_SHEPHY_RELEASE_RANK = 13,
    CG_SHEPHY_RELEASE_ALL = 14,
    CG_SHEPHY_REDUCE = 15,
    CG_SHEPHY_PUT = 16,
    CG_SHEPHY_SHUFFLE = 17,
    CG_SHEPHY_EXILE = 18,
    CG_SHEPHY_DISCARD = 19
} cg_shephy_move_kind;

#define CG_SHEPHY_MOVE_KINDS 20

/* The argument of a NOTHING move: which "nothing happened" text. */
typedef enum cg_shephy_nothing {
    CG_SHEPHY_NOTHING_HAPPENED = 0,
    CG_SHEPHY_GAIN_NOTHING = 1,
    CG_SHEPHY_TOO_FEW_SHEEP = 2,
    CG_SHEPHY_NO_CARD_IN_HAND = 3,
    CG_SHEPHY_NO_CARD_IN_DECK = 4,
    CG_SHEPHY_NO_CARD_TO_EXILE = 5,
    CG_SHEPHY_NO_CARD_TO_DISCARD = 6,
    CG_SHEPHY_NO_SHEEP_TO_RELEASE = 7
} cg_shephy_nothing;

#define CG_SHEPHY_NOTHING_VARIANTS 8

/* Dense actions: the move codes some position can make legal (see above). */
#define CG_SHEPHY_ACTIONS 154

/* Offsets of the observation's slices; each comment gives the slice's
   length and its scaling. Counts of cards per kind are over the copies of
   that kind in the game (Be Fruitful 3, Dominion 2, others 1), so each
   kind's hand, deck, discard and exile entries add up to 1. */
typedef enum cg_shephy_observation {
    CG_SHEPHY_OBS_FIELD = 0,           /* 7: sheep cards of each rank / 7 */
    CG_SHEPHY_OBS_FIELD_SIZE = 7,      /* 1: sheep cards in the field / 7 */
    CG_SHEPHY_OBS_ENEMY = 8,           /* 4: enemy count 1, 10, 100, 1000 (one-hot) */
    CG_SHEPHY_OBS_HAND = 12,           /* 19: cards of each kind in hand / copies */
    CG_SHEPHY_OBS_HAND_SIZE = 31,      /* 1: cards in hand / 5 */
    CG_SHEPHY_OBS_DECK = 32,           /* 19: cards of each kind in the deck / copies */
    CG_SHEPHY_OBS_DECK_SIZE = 51,      /* 1: cards in the deck / 22 */
    CG_SHEPHY_OBS_DISCARD = 52,        /* 19: cards of each kind discarded / copies */
    CG_SHEPHY_OBS_DISCARD_SIZE = 71,   /* 1: cards in the discard pile / 22 */
    CG_SHEPHY_OBS_DISCARD_TOP = 72,    /* 19: the top of the discard pile (one-hot) */
    CG_SHEPHY_OBS_EXILE = 91,          /* 19: cards of each kind exiled / copies */
    CG_SHEPHY_OBS_EXILE_SIZE = 110,    /* 1: cards in the exile / 22 */
    CG_SHEPHY_OBS_EFFECT = 111,        /* 19: the card being resolved (one-hot) */
    CG_SHEPHY_OBS_EFFECT_COPIED = 130, /* 1: 1 when All-purpose Sheep copied it */
    CG_SHEPHY_OBS_CHOSEN_RANK = 131,   /* 7: Be Fruitful's, Flourish's choice (one-hot) */
    CG_SHEPHY_OBS_CHOSEN = 138,        /* 7: Dominion's, Golden Hooves' choices / 7 */
    CG_SHEPHY_OBS_REST = 145,          /* 1: Storm's, Meteor's releases left / 2 */
    CG_SHEPHY_OBS_SLUMP_INITIAL = 146, /* 1: Slump's initial field size / 7 */
    CG_SHEPHY_OBS_SEARCHED = 147,      /* 1: 1 once Inspiration put a card in hand */
    CG_SHEPHY_OBSERVATION_SIZE = 148
} cg_shephy_observation;

#define CG_SHEPHY_MOVE(kind, arg) ((cg_move)(((uint32_t)(kind) << 8) | (uint32_t)(arg)))
#define CG_SHEPHY_MOVE_KIND(move) ((int)((move) >> 8))
#define CG_SHEPHY_MOVE_ARG(move) ((int)((move)&0xffu))
/* The argument of a GAIN move: count 1..3 cards of a rank index. */
#define CG_SHEPHY_GAIN_ARG(count, rank_index) (((count) << 4) | (rank_index))

/* How the game stands. */
typedef enum cg_shephy_outcome {
    CG_SHEPHY_RUNNING = 0,
    CG_SHEPHY_WON = 1,           /* a 1000 Sheep card in the field */
    CG_SHEPHY_LOST_TO_ENEMY = 2, /* the enemy sheep count reached 1000 */
    CG_SHEPHY_LOST_ALL_SHEEP = 3 /* the field is empty */
} cg_shephy_outcome;

/* The card being resolved and the choices made so far. Fields a card does
   not use are 0. */
typedef struct cg_shephy_effect {
    int card;          /* cg_shephy_card, or -1 between cards */
    int rank;          /* Be Fruitful, Flourish: the value of the chosen sheep card, 0 before */
    int rest;          /* Storm, Meteor: releases still to make once the first is made, 0 before */
    int initial_count; /* Slump: the field size when the card was played, 0 before */
    int searched;      /* Inspiration: 1 once a card was put into the hand */
    uint8_t chosen[CG_SHEPHY_RANKS]; /* Dominion, Golden Hooves: chosen cards per rank index */
    uint8_t unused;
} cg_shephy_effect;

/* ---- Cards and ranks (no state needed) ---- */

/* English and Japanese names of a card ("Be Fruitful", "産めよ", UTF-8);
   NULL (with a CG_EINVAL error) for a value that is no card. */
CG_API const char *cg_shephy_card_name(int card);
CG_API const char *cg_shephy_card_name_ja(int card);
/* The card of an English or Japanese name, exactly as written above; -1
   (with a CG_EINVAL error) for any other text. */
CG_API int cg_shephy_card_from_name(const char *name);
/* Copies of a card in the game: 3 for Be Fruitful, 2 for Dominion, else 1;
   0 (with an error) for a value that is no card. */
CG_API int cg_shephy_card_copies(int card);

/* The value of a rank index (0 -> 1, ..., 6 -> 1000); 0 with an error for an
   index outside 0..6. */
CG_API int cg_shephy_rank_value(int rank_index);
/* The index of a rank value (1000 -> 6); -1 with an error for a value that
   is no rank. */
CG_API int cg_shephy_rank_index(int value);
/* The original's dropRank and raiseRank on values: the rank one lower (1000
   -> 300) or higher (1 -> 3); 0 when there is none (below 1, above 1000);
   -1 with an error for a value that is no rank. */
CG_API int cg_shephy_drop_rank(int value);
CG_API int cg_shephy_raise_rank(int value);
/* The original's compositeRanks: the largest rank value not above the sum
   of the given values (1 1 1 -> 3; 300 30 30 100 10 -> 300). -1 with an
   error when values is NULL, count is 0 or a value is no rank. */
CG_API int cg_shephy_composite_ranks(const int *values, size_t count);

/* ---- A state ---- */

/* Sheep cards in the field, and in the stock, per rank index (arrays of
   CG_SHEPHY_RANKS). CG_EINVAL for a NULL or foreign state or a NULL array. */
CG_API cg_status cg_shephy_field(const cg_state *state, uint8_t counts[CG_SHEPHY_RANKS]);
CG_API cg_status cg_shephy_stock(const cg_state *state, uint8_t counts[CG_SHEPHY_RANKS]);
/* Sheep cards in the field (-1 for a bad state). */
CG_API int cg_shephy_field_size(const cg_state *state);
/* The enemy sheep count: 1, 10, 100 or 1000 (-1 for a bad state). */
CG_API int cg_shephy_enemy_sheep(const cg_state *state);

/* The cards of a zone (cg_shephy_card values), the first min(count, cap)
   written to cards (which may be NULL); returns the count, -1 for a bad
   state. Hand: oldest first. Deck: bottom first, the top (next drawn) last;
   its order is hidden from the player. Discard pile: bottom first. Exile: in
   the order the cards arrived. */
CG_API int cg_shephy_hand(const cg_state *state, uint8_t *cards, size_t cap);
CG_API int cg_shephy_deck(const cg_state *state, uint8_t *cards, size_t cap);
CG_API int cg_shephy_discard(const cg_state *state, uint8_t *cards, size_t cap);
CG_API int cg_shephy_exile(const cg_state *state, uint8_t *cards, size_t cap);

/* The card being resolved and its choices (card -1 between cards). */
CG_API cg_status cg_shephy_effect_of(const cg_state *state, cg_shephy_effect *out);
/* CG_SHEPHY_RUNNING, WON or one of the losses (-1 for a bad state). The
   between-cards checks apply in the rules' order: a 1000 in the field wins
   even when the enemy count is 1000. */
CG_API int cg_shephy_outcome_of(const cg_state *state);

/* For players that must not know the deck order (bots sampling possible
   orders): shuffles the deck and reseeds the state's generator from seed, so
   that neither the present order nor a later shuffle is the real one. Use
   it on a clone; the move counter is kept. The same as
   cg_state_resample(state, 0, seed): the deck order is the only thing the
   player cannot see, and the new order is drawn uniformly from the deck's
   contents and seed alone, whatever the order it replaces. */
CG_API cg_status cg_shephy_shuffle_hidden(cg_state *state, uint64_t seed);

#ifdef __cplusplus
}
#endif

#endif /* CARDGAMES_SHEPHY_H */
