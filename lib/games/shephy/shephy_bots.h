/* Shephy's own bots and the mcts bot's heuristic (shephy_bots.c). */
#ifndef CG_SHEPHY_BOTS_H
#define CG_SHEPHY_BOTS_H

#include "shephy_internal.h"

struct cg_bot_impl;

/* greedy and search, NULL-terminated: cg_shephy_impl.bots. */
extern const struct cg_bot_impl *const shephy_bots[];

/* The mcts bot's parameters for Shephy: random rollouts never win, greedy
   ones win about a quarter of the games and tell good moves from bad. */
#define SHEPHY_MCTS_DEFAULTS "iterations=300;rollout=greedy"

/* How good a running state looks to the player, in (-1, 1). */
double shephy_evaluate(const void *config, const void *state, int player);

#endif
