/*
 * The table of functions a game provides, and the few core services a game may
 * use. This is the only core header a game includes (it brings the others).
 *
 * The generic layer (api_*.c) checks every argument before it calls a game:
 * handles are non-NULL and of this game, the state is not over before apply,
 * the move is legal before apply, the viewer is CG_PLAYER_NONE or a player.
 * Games therefore trust their arguments.
 */
#ifndef CG_CORE_GAME_H
#define CG_CORE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cardgames/cardgames.h"
#include "bits.h"
#include "check.h"
#include "error.h"
#include "file.h"
#include "params.h"
#include "reader.h"
#include "rng.h"
#include "text.h"

/* Every game's bound on legal moves must fit in this (the generic layer keeps
   move lists of this size on the stack). */
#define CG_MOVES_MAX 4096

/* Where a game writes its legal moves: the first `cap` go to `out`, all are
   counted. Moves must be pushed in ascending order, each once. */
typedef struct cg_moves {
    cg_move *out;
    size_t cap;
    size_t count;
} cg_moves;

static inline void cg_moves_push(cg_moves *m, cg_move move)
{
    CG_ASSERT(m->count == 0 || m->count > m->cap || move > m->out[m->count - 1]);
    if (m->count < m->cap)
        m->out[m->count] = move;
    m->count++;
}

/* The most dimensions an observation's shape has. */
#define CG_OBSERVATION_RANK_MAX 4

/* What a configured game tells the generic layer. */
typedef struct cg_game_shape {
    int num_players;
    size_t max_moves;  /* <= CG_MOVES_MAX */
    size_t state_size; /* bytes of the game's state block */
    uint32_t action_count;
    size_t observation_rank; /* 1..CG_OBSERVATION_RANK_MAX */
    size_t observation_dims[CG_OBSERVATION_RANK_MAX];
} cg_game_shape;

typedef struct cg_game_impl {
    const char *name;
    /* The parameters (params.h), in the order of the canonical text: the core
       reads them into the configuration block and writes them back. */
    const cg_param *params;
    size_t param_count;

    /* Configuration: a block of config_size bytes, zeroed, then the
       parameters' defaults and the given parameters, then finish() (which
       validates, loads files and fills the shape). free() releases what
       finish() or a parameter's parse allocated; it may be NULL when nothing
       is ever allocated. */
    size_t config_size;
    cg_status (*config_finish)(void *config, cg_game_shape *shape);
    void (*config_free)(void *config);

    /* A new match: the state block is zeroed first. */
    void (*state_init)(const void *config, void *state, cg_rng *rng);

    int (*current_player)(const void *config, const void *state);
    bool (*is_terminal)(const void *config, const void *state);
    int (*winner)(const void *config, const void *state);
    double (*returns)(const void *config, const void *state, int player);

    void (*legal_moves)(const void *config, const void *state, cg_moves *out);
    /* Optional: a faster test than listing the moves. */
    bool (*is_legal)(const void *config, const void *state, cg_move move);
    /* Optional: why a move is not legal (a CG_EILLEGAL cg_error); the generic
       message is used when NULL. */
    cg_status (*explain_illegal)(const void *config, const void *state, cg_move move);
    /* Called only with a legal move on a running game. Never fails. */
    void (*apply)(const void *config, void *state, cg_move move, cg_rng *rng);
    /* Optional: a legal move drawn uniformly from rng, faster than listing. */
    cg_move (*random_move)(const void *config, const void *state, cg_rng *rng);

    /* Text of a move; returns false (writing nothing) for a code that is no
       move of this state. */
    bool (*move_text)(const void *config, const void *state, cg_move move, cg_text *out);
    /* CG_EPARSE (with a message) for text that names no move; the generic layer
       then checks legality. */
    cg_status (*move_parse)(const void *config, const void *state, cg_span text, cg_move *out);

    void (*render)(const void *config, const void *state, int viewer, cg_text *out);

    /* The game's lines of the saved form (the generic layer writes the header,
       the move counter and the generator). load() reads them back into a zeroed
       block, checking everything; it must leave a state that obeys the rules. */
    void (*save)(const void *config, const void *state, cg_text *out);
    cg_status (*load)(const void *config, void *state, cg_reader *in);

    /* Optional, together: for states whose bytes are not canonical (ring
       buffers, unused slots). By default states compare and hash as bytes, so
       a game without them keeps its state free of padding (explicit `unused`
       fields) and clears whatever it stops using. */
    bool (*equal)(const void *config, const void *a, const void *b);
    uint64_t (*hash)(const void *config, const void *state);

    /* ---- 1.1: information, actions, observations ---- */

    /* Replaces what `viewer` (a player index) cannot know with a completion
       consistent with what viewer observed, drawn from rng only, and reading
       nothing viewer cannot know: the result must depend on viewer's
       information and rng alone. NULL: nothing is hidden (the game says so in
       its README). The generic layer reseeds the state afterwards. */
    void (*resample)(const void *config, void *state, int viewer, cg_rng *rng);

    /* Dense actions: shape.action_count of them (set by config_finish),
       ascending with the codes. NULL, both: the codes are the actions. */
    bool (*action_of)(const void *config, cg_move move, uint32_t *action);
    cg_move (*move_of)(const void *config, uint32_t action); /* action < count */
    /* Optional: writes the whole mask (action_count bytes, zeroed by the caller)
       of a running state faster than listing the moves. */
    void (*legal_mask)(const void *config, const void *state, uint8_t *mask);

    /* The observation of `player` (a player index), shape.observation_dims
       floats in [0, 1]: a function of what player may know, which decides the
       legal moves when player is to move. */
    void (*observe)(const void *config, const void *state, int player, float *out);

    /* ---- 1.1: bots ---- */

    /* The game's own bots, NULL-terminated (NULL: none); see bots/bot.h. */
    const struct cg_bot_impl *const *bots;
    /* Optional: how good a running state is for `player`, in [-1, 1], from what
       the player to move may know (the mcts bot's value=heuristic). */
    double (*evaluate)(const void *config, const void *state, int player);
    /* Optional: the mcts bot's parameters for this game, over the generic
       defaults (the budget and rollouts that play it well). */
    const char *mcts_defaults;

    /* ---- 1.2: traits (cg_game_info_get) ---- */

    const char *title;        /* the game's name for people: "Battleship (Hundir la flota)" */
    uint32_t flags;           /* CG_GAME_* */
    float min_return, max_return; /* bounds of returns() for every player */
    /* Optional: an upper bound on the moves of any game under this
       configuration; NULL (or 0) when the rules do not bound it. */
    uint32_t (*move_bound)(const void *config);
} cg_game_impl;

/* The game registry (registry.c): one line per game. */
extern const cg_game_impl *const cg_registry[];
extern const size_t cg_registry_count;

/* For typed per-game functions: the configuration and state blocks of a public
   handle, or NULL (with a CG_EINVAL error naming `caller`) when the handle is
   NULL or of another game. */
const void *cg_game_config_of(const cg_game *game, const cg_game_impl *impl,
                              const char *caller);
const void *cg_state_block_of(const cg_state *state, const cg_game_impl *impl,
                              const char *caller);
void *cg_state_block_mut(cg_state *state, const cg_game_impl *impl, const char *caller);
/* CG_OK when `player` is one of the state's players (state already checked),
   else a CG_EINVAL error naming `caller`, the player, the game and its
   players. */
cg_status cg_check_player(const cg_state *state, int player, const char *caller);
/* The configuration block behind a state of this game (state already checked). */
const void *cg_state_config(const cg_state *state);
/* The state's own generator, for typed operations that draw from it. */
cg_rng *cg_state_rng(cg_state *state);
/* The public handle around a state block (every block lives in one), for a
   game that hands its state to callbacks while it applies a move. */
cg_state *cg_state_of_block(const void *block);

/* cg_game_new with `prepare` run on the configuration after the parameters
   and before config_finish: a game's typed constructor passes through it what
   parameter text cannot carry (callbacks). The configuration is freed with
   config_free on any failure after prepare ran. */
cg_status cg_game_new_prepared(const char *name, const char *params,
                               cg_status (*prepare)(void *config, void *context), void *context,
                               cg_game **out);

/* 64-bit FNV-1a, for games that hash their own canonical content. */
uint64_t cg_hash_bytes(uint64_t h, const void *data, size_t n);
#define CG_HASH_SEED 0xcbf29ce484222325u

#endif
