/*
 * Computer players for Shephy, written on the public API only (cardgames.h
 * and shephy.h):
 *
 *   random  a uniformly random legal move;
 *   greedy  resolves each candidate move to the end of the card it belongs
 *           to (trying every choice, in canonical order) and keeps the one
 *           whose position scores best: the flock's size and value, minus
 *           the harm the cards still in hand would do to it;
 *   search  determinized Monte Carlo: at each real choice, plays every
 *           candidate out many times with the greedy player, on clones whose
 *           deck was reshuffled (cg_shephy_shuffle_hidden), and keeps the
 *           move that won most often.
 *
 * None of them reads the deck order: the greedy player looks at the deck's
 * contents only (which the player can work out from the other zones), and the
 * search bot's simulations draw from reshuffled decks.
 */
#ifndef SHEPHY_BOTS_H
#define SHEPHY_BOTS_H

#include "cardgames/shephy.h"

typedef enum shephy_bot_kind {
    SHEPHY_BOT_RANDOM,
    SHEPHY_BOT_GREEDY,
    SHEPHY_BOT_SEARCH
} shephy_bot_kind;

typedef struct shephy_bot shephy_bot;

/* A bot for states of `game`; seed drives its own choices and samples;
   rollouts is the number of simulations per candidate move of the search bot.
   NULL when out of memory. */
shephy_bot *shephy_bot_new(const cg_game *game, shephy_bot_kind kind, uint64_t seed, int rollouts);
void shephy_bot_free(shephy_bot *bot);
/* The bot's move in a running state. Allocates nothing. */
cg_move shephy_bot_choose(shephy_bot *bot, const cg_state *state);
/* "random", "greedy" or "search" to a kind; -1 for other text. */
int shephy_bot_kind_from_name(const char *name);

#endif
