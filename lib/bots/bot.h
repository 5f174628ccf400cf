/*
 * The table of functions a bot provides, for the generic bots of this folder
 * and the games' own bots (listed in their cg_game_impl.bots). A bot's private
 * block is made by create, from the bot's parameters, with all the memory the
 * bot will ever use; choose never allocates.
 */
#ifndef CG_BOTS_BOT_H
#define CG_BOTS_BOT_H

#include "core/game.h"

typedef struct cg_bot_impl {
    const char *name;
    /* The parameters (core/params.h), in the order of the canonical text,
       fields of the bot's block: create reads them with cg_bot_params_read,
       cg_bot_params writes them back. */
    const cg_param *params;
    size_t param_count;
    /* The bot for game with its parameters (NULL or "key=value;..."); failures
       name the key and the allowed values. */
    cg_status (*create)(const cg_game *game, const char *params, void **self);
    void (*destroy)(void *self);
    /* A legal move of the player to move in a running state of the bot's game,
       from what that player may know only; rng is seeded from the call's seed. */
    void (*choose)(void *self, const cg_state *state, cg_rng *rng, cg_move *out);
} cg_bot_impl;

/* The bots every game has (bot_random.c, bot_mcts.c). */
extern const cg_bot_impl cg_bot_random_impl;
extern const cg_bot_impl cg_bot_mcts_impl;

/* A bot of game's catalogue by name; CG_EINVAL listing the catalogue, its
   message starting with `caller`, when there is none. */
cg_status cg_bot_find(const cg_game *game, cg_span name, const char *caller,
                      const cg_bot_impl **out);
/* The parameters of a bot of impl into its block self: the table's defaults,
   then the text game_defaults (a game's own, NULL: none), then text (the
   caller's, NULL: none); messages start with "<name> bot". */
cg_status cg_bot_params_read(const cg_bot_impl *impl, const char *game_defaults,
                             const char *text, void *self);
/* choose without the argument checks: the state is a running state of the
   bot's game. */
void cg_bot_choose_running(cg_bot *bot, const cg_state *state, cg_rng *rng, cg_move *out);

#endif
