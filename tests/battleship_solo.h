/* A built-in (or any) player firing alone at a fleet another player placed:
   the shots it needs to sink it all. Used by the players' tests and the
   benchmark. */
#ifndef CG_TESTS_BATTLESHIP_SOLO_H
#define CG_TESTS_BATTLESHIP_SOLO_H

#include "cardgames/battleship.h"

/* At most `limit` shots; -1 when a board cannot be made. */
int battleship_shots_to_sink(const cg_game *g, cg_battleship_player *shooter,
                             cg_battleship_player *placer, uint64_t seed, int limit);

#endif
