/* Shephy's state, shared by the files of this folder. */
#ifndef CG_SHEPHY_INTERNAL_H
#define CG_SHEPHY_INTERNAL_H

#include "cardgames/shephy.h"
#include "core/game.h"

#define SHEPHY_NO_EFFECT 0xffu
#define SHEPHY_TOP_RANK (CG_SHEPHY_RANKS - 1) /* the 1000 */
#define SHEPHY_MAX_MOVES CG_SHEPHY_CARD_KINDS /* Inspiration: a card of each kind */

/* The game has no parameters; the block only exists because the core
   allocates one. */
typedef struct shephy_config {
    int unused;
} shephy_config;

/* One flat block without padding: every byte is meaningful or zero, so states
   compare and hash as bytes. Piles are written bottom first, top last. The
   stock is not stored: each rank's stock is 7 minus its count in the field. */
typedef struct shephy_state {
    uint16_t enemy;                   /* 1, 10, 100, 1000 */
    uint8_t field[CG_SHEPHY_RANKS];   /* sheep cards per rank index */
    uint8_t field_size;               /* sum of field[] */
    uint8_t hand[CG_SHEPHY_HAND_MAX]; /* oldest first */
    uint8_t hand_count;
    uint8_t deck[CG_SHEPHY_EVENT_CARDS]; /* top last */
    uint8_t deck_count;
    uint8_t discard[CG_SHEPHY_EVENT_CARDS]; /* top last */
    uint8_t discard_count;
    uint8_t exile[CG_SHEPHY_EVENT_CARDS];
    uint8_t exile_count;
    /* The card being resolved (SHEPHY_NO_EFFECT between cards) and its
       choices so far; all zero when unused. */
    uint8_t effect;
    uint8_t chosen_rank;             /* Be Fruitful, Flourish: index + 1 */
    uint8_t chosen[CG_SHEPHY_RANKS]; /* Dominion, Golden Hooves */
    uint8_t rest;                    /* Storm, Meteor */
    uint8_t initial_count;           /* Slump */
    uint8_t searched;                /* Inspiration */
    uint8_t unused[3];
} shephy_state;

_Static_assert(sizeof(shephy_state) == 100, "shephy_state has no padding");

extern const cg_game_impl cg_shephy_impl;

/* Cards and ranks (shephy_cards.c). */
extern const char *const shephy_card_names[CG_SHEPHY_CARD_KINDS];
extern const char *const shephy_card_names_ja[CG_SHEPHY_CARD_KINDS];
extern const uint8_t shephy_card_copies[CG_SHEPHY_CARD_KINDS];
extern const int shephy_rank_values[CG_SHEPHY_RANKS];
/* The card whose English name is the span, or -1. */
int shephy_card_from_span(cg_span name);
/* The same, ignoring ASCII case (move texts). */
int shephy_card_from_span_nocase(cg_span name);
/* The rank index of a value written in decimal ("30"), or -1. */
int shephy_rank_from_span(cg_span text);
/* The largest rank index whose value is not above sum. */
int shephy_composite_index(int sum);
/* Highest rank index in the field, -1 when it is empty. */
int shephy_highest_rank(const shephy_state *s);

/* The rules (shephy_rules.c). */
void shephy_init(const void *config, void *state, cg_rng *rng);
void shephy_legal_moves(const void *config, const void *state, cg_moves *out);
void shephy_apply(const void *config, void *state, cg_move move, cg_rng *rng);
cg_shephy_outcome shephy_outcome(const shephy_state *s);

/* Move texts (shephy_moves.c). */
bool shephy_move_text(const void *config, const void *state, cg_move move, cg_text *out);
cg_status shephy_move_parse(const void *config, const void *state, cg_span text, cg_move *out);

/* Information, actions and observations (shephy_information.c,
   shephy_actions.c, shephy_observation.c). */
void shephy_resample(const void *config, void *state, int viewer, cg_rng *rng);
uint32_t shephy_action_count(void);
bool shephy_action_of(const void *config, cg_move move, uint32_t *action);
cg_move shephy_move_of(const void *config, uint32_t action);
void shephy_observe(const void *config, const void *state, int player, float *out);

/* Render, save and load (shephy_text.c, shephy_load.c). */
void shephy_render(const void *config, const void *state, int viewer, cg_text *out);
void shephy_save(const void *config, const void *state, cg_text *out);
cg_status shephy_load(const void *config, void *state, cg_reader *in);

#endif
