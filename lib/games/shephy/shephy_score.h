/* The score of a Shephy position for its player (shephy_score.c). */
#ifndef CG_SHEPHY_SCORE_H
#define CG_SHEPHY_SCORE_H

#include "shephy_internal.h"

#define SHEPHY_WIN_SCORE 1000.0
#define SHEPHY_LOSS_SCORE (-1000.0)
#define SHEPHY_SCORE_CACHE_BITS 11

/* What the score of a field is made of: the flock's score and each card's
   change to it in hand, the latter computed when first needed. */
typedef struct shephy_score_slot {
    uint32_t key;   /* the field; 0: empty slot */
    uint32_t known; /* bit k: card[k] computed */
    double flock;
    double card[CG_SHEPHY_CARD_KINDS];
} shephy_score_slot;

/* Scores remembered by field, so that a search scores each field and each
   card in hand on it once; the same values as without the cache. */
typedef struct shephy_score_cache {
    shephy_score_slot slot[1u << SHEPHY_SCORE_CACHE_BITS];
} shephy_score_cache;

/* How promising a position is: SHEPHY_WIN_SCORE once won, SHEPHY_LOSS_SCORE
   once lost, else the flock's promise plus what the cards in hand will do to
   it (a few units, higher is better). Reads only what the player sees; the
   cache may be NULL. */
double shephy_score(shephy_score_cache *cache, const shephy_state *s);

#endif
