/* War's state and configuration, shared by the files of this folder. */
#ifndef CG_WAR_INTERNAL_H
#define CG_WAR_INTERNAL_H

#include "cardgames/war.h"
#include "core/game.h"

#define WAR_PATH_CAP 4096
#define WAR_RANKS 13

typedef struct war_config {
    int facedown;         /* 1..3 */
    uint32_t max_rounds;  /* 0: no limit */
    int has_deck;         /* deal `deck` instead of a shuffled deck */
    cg_war_card deck[CG_WAR_DECK_SIZE];
    char deck_path[WAR_PATH_CAP];
} war_config;

/* A hand is a circular queue of capacity 52: cards leave at head, join at the back. */
typedef struct war_hand {
    cg_war_card cards[CG_WAR_DECK_SIZE];
    uint8_t head;
    uint8_t count;
} war_hand;

/* Each player's cards on the table in the order they were put down: player 0's
   grow to the left, player 1's to the right. */
typedef struct war_pile {
    uint64_t face_up; /* bit i: cards[i] is face up */
    cg_war_card cards[CG_WAR_DECK_SIZE];
    uint8_t count;
    uint8_t unused[3]; /* explicit, so that the struct has no padding */
} war_pile;

typedef struct war_state {
    war_pile table[2];
    war_hand hand[2];
    uint8_t next; /* cg_war_step */
    uint8_t unused[3];
    uint32_t rounds;
    uint32_t wars;
} war_state;

extern const cg_game_impl cg_war_impl;

/* Cards (war_cards.c). */
int war_rank(cg_war_card card);
bool war_card_from(cg_span text, cg_war_card *out);
void war_card_write(cg_war_card card, cg_text *out);

/* Hands (war_rules.c). */
void war_hand_push(war_hand *hand, cg_war_card card);
cg_war_card war_hand_at(const war_hand *hand, int i);
void war_pile_put(war_pile *pile, cg_war_card card, bool face_up);

/* The rules (war_rules.c). */
void war_init(const void *config, void *state, cg_rng *rng);
void war_apply(const void *config, void *state, cg_move move, cg_rng *rng);
int war_winner(const void *config, const void *state);
/* The step after the face-up cards now on the table. */
cg_war_step war_step_after_face_up(const war_state *s);

/* Text (war_text.c). */
void war_table_write(const war_state *s, bool reveal, cg_text *out);
void war_render(const void *config, const void *state, int viewer, cg_text *out);
void war_save(const void *config, const void *state, cg_text *out);
cg_status war_load(const void *config, void *state, cg_reader *in);
extern const char *const war_step_names[4];

#endif
