/* Helpers shared by the Battleship suites: games, states from saved forms,
   moves by text, coordinates, renders. Each fails the running test on error. */
#ifndef CG_TESTS_BATTLESHIP_TEST_UTIL_H
#define CG_TESTS_BATTLESHIP_TEST_UTIL_H

#include <check.h>

#include "cardgames/battleship.h"

/* Two classic fleets: player 1's lie in rows 1, 3 and 5; player 2's mostly
   stand upright. */
#define FLEET1                                                                                     \
    "fleet1 A1 right F1 right A3 right E3 right H3 right A5 right D5 right F5 right H5 right J5 "  \
    "right\n"
#define FLEET2                                                                                     \
    "fleet2 A1 down C1 down E1 down G1 down I1 down C5 down E5 right G4 right I4 right J9 right\n"

cg_game *new_game(const char *params);
cg_state *new_state(const cg_game *g, uint64_t seed);
/* A saved form of `g` around the game's lines `body`. */
char *frame(const cg_game *g, const char *body);
cg_status try_load(const cg_game *g, const char *body);
cg_state *load_state(const cg_game *g, const char *body);
void apply_text(cg_state *s, const char *move);
cg_status try_move(cg_state *s, const char *move);
cg_battleship_coord at(const char *text);
/* The render for a viewer (two buffers, used in turn). */
char *render(const cg_state *s, int viewer);
/* A classic game in the firing phase, player 1 first, after `count` shots. */
cg_state *firing_after(const cg_game *g, const char *shots, int count);
cg_battleship_board *new_board(const cg_game *g);

/* A suite's tests in named groups (NULL after the last test of a group). */
typedef struct test_group {
    const char *name;
    const TTest *tests[16];
} test_group;
/* Runs the groups as the suite `name`; the exit status of the test program. */
int run_test_groups(const char *name, const test_group *groups, size_t count);

#endif
