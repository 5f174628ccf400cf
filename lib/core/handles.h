/* The layout of the public handles, shared by the generic API files only. */
#ifndef CG_CORE_HANDLES_H
#define CG_CORE_HANDLES_H

#include <stdalign.h>
#include <stddef.h>

#include "game.h"

struct cg_game {
    const cg_game_impl *impl;
    cg_game_shape shape;
    char *params; /* canonical "key=value;..." text */
    void *config; /* impl->config_size bytes */
};

/* One flat block: clone is one allocation and a memcpy, copy is a memcpy. */
struct cg_state {
    const cg_game *game;
    uint32_t move_number;
    cg_rng rng;
    alignas(max_align_t) unsigned char block[];
};

/* Bytes to allocate for a state of this game. */
size_t cg_state_alloc_size(const cg_game *game);
/* Makes the cg_state_alloc_size(game) bytes at state a new match of game. */
void cg_state_start(cg_state *state, const cg_game *game, uint64_t seed);
/* Whether a move is legal in a running state. */
bool cg_state_move_legal(const cg_state *state, cg_move move);
/* Applies a move known to be legal in a running state. */
void cg_state_apply_legal(cg_state *state, cg_move move);
/* Games made with the same rules and parameters accept each other's states. */
bool cg_games_equivalent(const cg_game *a, const cg_game *b);
/* Floats of an observation of this shape. */
size_t cg_observation_size(const cg_game_shape *shape);
/* The move of an action below shape.action_count. */
cg_move cg_action_move(const cg_game *game, uint32_t action);
/* The whole legal mask of a state (shape.action_count bytes). */
void cg_state_mask_write(const cg_state *state, uint8_t *mask);
/* Checks a state argument of a public function; CG_EINVAL when NULL. */
cg_status cg_check_state(const cg_state *state, const char *caller);

#endif
