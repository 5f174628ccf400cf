/* Shephy positions for the tests, typed in the saved form: loading them,
   comparing a state with one, listing legal move texts, playing texts. */
#ifndef CG_TESTS_SHEPHY_POSITIONS_H
#define CG_TESTS_SHEPHY_POSITIONS_H

#include <check.h>

#include "cardgames/shephy.h"

/* The game of every test (made by shephy_setup, freed by shephy_teardown). */
extern cg_game *shephy_game;
void shephy_setup(void);
void shephy_teardown(void);

/* A position: the lines of the saved form. NULL takes the default: field
   "1", enemy "1", hand, deck and exile "-", discard "*", effect "none". In a
   card list "*" stands for every event card no list names, in card order
   ("-" when there is none). The stock line is 7 minus the field's count of
   each rank. */
typedef struct pos {
    const char *field, *enemy, *hand, *deck, *discard, *exile, *effect;
} pos;

#define BODY_CAP 4096

/* The game's lines of the saved form of a position, and of a state. */
void pos_body(pos p, char *body);
void state_body(const cg_state *s, char *body);
/* The whole saved form around the game's lines (generator words 1 2 3 4, move 0). */
const char *saved_form(const char *body);

/* The cards of a list of names (no "*"), in that order, then shuffled by the
   core's generator from the words of saved_form (1 2 3 4), as a loaded
   position's first shuffle shuffles them; returns how many (at most 32). */
int shuffled_by_saved_generator(const char *list, uint8_t cards[32]);
/* The card list of cards[0..n), in that order ("-" when n is 0). */
void card_list(const uint8_t *cards, int n, char *out, size_t cap);

cg_state *load_body(const char *body);
cg_state *load_pos(pos p);
/* Loading must fail with CG_EPARSE and exactly this message. */
void expect_load_error(const char *body, const char *message);

/* The whole position equals p. */
void expect_pos(const cg_state *s, pos p);
/* The legal moves' texts, in order, joined by "|". */
void expect_moves(const cg_state *s, const char *texts);
/* Parses and applies a move text. */
void play(cg_state *s, const char *text);
void expect_over(const cg_state *s, cg_shephy_outcome outcome);
void expect_running(const cg_state *s);

void add_between_cards_tests(Suite *suite);
void add_growth_card_tests(Suite *suite);
void add_utility_card_tests(Suite *suite);
void add_disaster_card_tests(Suite *suite);
void add_text_tests(Suite *suite);
void add_load_tests(Suite *suite);
void add_api_tests(Suite *suite);
void add_action_tests(Suite *suite);
void add_observation_tests(Suite *suite);
void add_information_tests(Suite *suite);
void add_bot_tests(Suite *suite);

#endif
