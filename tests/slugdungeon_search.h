/* A breadth-first search for a winning move sequence of a SlugDungeon state,
   through the library's own API (copy + apply). States that differ only in
   their turn counters are one node (the first reached has the fewest turns). */
#ifndef CG_TESTS_SLUGDUNGEON_SEARCH_H
#define CG_TESTS_SLUGDUNGEON_SEARCH_H

#include <stddef.h>
#include <stdint.h>

#include "cardgames/slugdungeon.h"

typedef struct sd_search_result {
    int found;           /* 1 when a winning sequence was found */
    size_t length;       /* its number of moves */
    cg_move moves[1024]; /* the sequence, first move first */
    size_t states_seen;  /* distinct positions reached */
} sd_search_result;

/* Searches from `start` until a win, until every reachable position has been
   seen, or until max_states positions; returns 0 when out of memory. */
int sd_search_win(const cg_state *start, size_t max_states, sd_search_result *result);

/* A 64-bit digest of everything in the model but the turn counters. */
uint64_t sd_search_key(const cg_state *state);

#endif
