/*
 * libcardgames — headless rules engines for card and board games.
 *
 * The generic C API: a catalogue of games, immutable game handles (rules plus
 * configuration) and state handles (one match each), legal moves, moves as
 * text, rendering per viewer, save/load, hashing, cloning and playouts.
 *
 * Conventions (every function follows them):
 *  - functions that can fail return a cg_status and leave every object they were
 *    given unchanged on failure; cg_last_error() then names the problem;
 *  - functions never abort, exit, print or read the clock;
 *  - text is written snprintf-style into caller buffers: the full length is
 *    returned, at most cap - 1 characters and a NUL are written when cap > 0,
 *    and buf may be NULL when cap is 0;
 *  - free functions accept NULL.
 *
 * Typed access to each game lives in its own header (war.h, battleship.h, ...).
 */
#ifndef CARDGAMES_H
#define CARDGAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4
#define CG_API __attribute__((visibility("default")))
#else
#define CG_API
#endif

/* ---- Versions ---------------------------------------------------------- */

#define CG_VERSION_MAJOR 1
#define CG_VERSION_MINOR 2
#define CG_VERSION_PATCH 0
#define CG_VERSION_NUMBER (CG_VERSION_MAJOR * 10000 + CG_VERSION_MINOR * 100 + CG_VERSION_PATCH)

/* CG_VERSION_NUMBER of the library actually loaded. */
CG_API unsigned cg_version_number(void);
/* "1.2.0" */
CG_API const char *cg_version_string(void);

/* ---- Status codes and errors ------------------------------------------- */

typedef enum cg_status {
    CG_OK = 0,
    CG_EINVAL = 1,   /* bad argument: NULL handle, unknown parameter key,
                        out-of-range value, state of another game */
    CG_EILLEGAL = 2, /* the move is not legal in this state; the state is unchanged */
    CG_EPARSE = 3,   /* malformed text: data file, parameters, move text, saved state */
    CG_EIO = 4,      /* a file could not be opened or read */
    CG_ENOMEM = 5,   /* allocation failed; nothing was changed */
    CG_EOVER = 6,    /* the game is over: no move can be applied */
    CG_ENOGAME = 7   /* no game of that name */
} cg_status;

/* "CG_EPARSE"; "CG_UNKNOWN" for a value that is not a cg_status. */
CG_API const char *cg_status_name(cg_status s);

/* The message of the last failing call made on this thread; never NULL, "" when
   no call has failed yet. Owned by the library, valid until the next call that
   fails on this thread. */
CG_API const char *cg_last_error(void);

/* ---- Handles ----------------------------------------------------------- */

typedef struct cg_game cg_game;   /* rules + configuration; immutable, shareable
                                     between threads */
typedef struct cg_state cg_state; /* one match; independent states may be used
                                     from different threads */
typedef uint32_t cg_move;         /* a move, encoded by its game (see its header) */

#define CG_PLAYER_NONE (-1)

/* ---- Catalogue and games ----------------------------------------------- */

CG_API size_t cg_game_count(void);
/* Name of the i-th game of the catalogue; NULL past the end. */
CG_API const char *cg_game_name_at(size_t i);

/* params: NULL or "key=value;key=value" (white space around keys and values is
   ignored, so a value holds no ';' and neither begins nor ends with white
   space). Keys naming files load them here. */
CG_API cg_status cg_game_new(const char *name, const char *params, cg_game **out);
CG_API void cg_game_free(cg_game *game);
CG_API const char *cg_game_name(const cg_game *game);
CG_API int cg_game_num_players(const cg_game *game);
/* An upper bound on the number of legal moves in any state of this game. */
CG_API size_t cg_game_max_moves(const cg_game *game);
/* The effective parameters, every key with its value; cg_game_new(name, text)
   makes an equivalent game. */
CG_API size_t cg_game_params(const cg_game *game, char *buf, size_t cap);

/* ---- Game traits (1.2) ------------------------------------------------- */

/* What kind of game a handle is, from the game's own descriptor. */
typedef struct cg_game_info {
    uint32_t size;          /* set by the caller to sizeof(cg_game_info): the struct may grow */
    const char *name;       /* "battleship" (owned by the library, valid for ever) */
    const char *title;      /* "Battleship (Hundir la flota)" */
    int32_t num_players;
    uint32_t flags;         /* CG_GAME_* below */
    float min_return, max_return; /* bounds of cg_state_returns for every player */
    uint32_t max_moves;     /* an upper bound on the moves of any game under these
                               parameters, or 0 when the rules do not bound it */
} cg_game_info;

#define CG_GAME_CHANCE (1u << 0)        /* chance outcomes, drawn inside from the state's generator */
#define CG_GAME_HIDDEN (1u << 1)        /* imperfect information: some player cannot see everything */
#define CG_GAME_ZERO_SUM (1u << 2)      /* returns sum to 0 in every terminal state */
#define CG_GAME_CONSTANT_SUM (1u << 3)  /* returns sum to one constant in every terminal state */
#define CG_GAME_TERMINAL_ONLY (1u << 4) /* returns are only given at the end */

/* Fills the first out->size bytes of *out (a caller built against an older,
   shorter cg_game_info gets its fields only). CG_EINVAL, writing nothing, for
   a NULL game or out, or a size smaller than the fields of 1.2 (offsetof
   max_moves + 4) or larger than sizeof(cg_game_info). */
CG_API cg_status cg_game_info_get(const cg_game *game, cg_game_info *out);

/* ---- States ------------------------------------------------------------ */

CG_API cg_status cg_state_new(const cg_game *game, uint64_t seed, cg_state **out);
CG_API cg_status cg_state_clone(const cg_state *state, cg_state **out);
/* dst becomes equal to src; both must be states of equivalent games (the same
   name and parameters). Does not allocate. */
CG_API cg_status cg_state_copy(cg_state *dst, const cg_state *src);
CG_API void cg_state_free(cg_state *state);
CG_API const cg_game *cg_state_game(const cg_state *state);

/* CG_PLAYER_NONE when the game is over. */
CG_API int cg_state_current_player(const cg_state *state);
CG_API bool cg_state_is_terminal(const cg_state *state);
/* CG_PLAYER_NONE while the game runs, and for a draw or a lost solo game. */
CG_API int cg_state_winner(const cg_state *state);
/* +1 for a win, -1 for a loss, 0 otherwise (running game, draw, bad argument). */
CG_API double cg_state_returns(const cg_state *state, int player);
/* Moves applied since the state was made; it stays at UINT32_MAX once there. */
CG_API uint32_t cg_state_move_number(const cg_state *state);

/* Writes the first min(count, cap) legal moves, ascending and distinct, and
   returns count; out may be NULL when cap is 0. Does not allocate. */
CG_API size_t cg_state_legal_moves(const cg_state *state, cg_move *out, size_t cap);
CG_API bool cg_state_is_legal(const cg_state *state, cg_move move);
/* CG_EILLEGAL for a move that is not legal, CG_EOVER on a finished game; the
   state is then unchanged. Does not allocate. */
CG_API cg_status cg_state_apply(cg_state *state, cg_move move);

/* The text of a move of this state. A code the game cannot read as a move of
   this state writes "" (and sets cg_last_error). */
CG_API size_t cg_move_to_string(const cg_state *state, cg_move move, char *buf, size_t cap);
/* CG_EPARSE for text that names no move, CG_EILLEGAL for a well-formed move that
   is not legal now. */
CG_API cg_status cg_move_from_string(const cg_state *state, const char *text, cg_move *out);

/* viewer: CG_PLAYER_NONE sees everything, a player index sees what that player
   may know. Any other viewer writes "" (and sets cg_last_error). */
CG_API size_t cg_state_render(const cg_state *state, int viewer, char *buf, size_t cap);
/* The versioned, line-oriented text form of the whole state (see the game's
   rules in the README). */
CG_API size_t cg_state_save(const cg_state *state, char *buf, size_t cap);
CG_API cg_status cg_state_load(const cg_game *game, const char *text, cg_state **out);
CG_API uint64_t cg_state_hash(const cg_state *state);
CG_API bool cg_state_equal(const cg_state *a, const cg_state *b);

/* Applies uniformly random legal moves drawn from a generator seeded by seed
   until the game ends or max_moves moves were made; stores the number made in
   *moves_made when it is not NULL. Does not allocate. */
CG_API cg_status cg_state_playout(cg_state *state, uint64_t seed, uint32_t max_moves,
                                  uint32_t *moves_made);

/* ---- Information and chance (1.1) -------------------------------------- */

/* Replaces the state's generator with one seeded from seed, as cg_state_new
   seeds it: every later chance outcome (shuffle, die, coin, random pick)
   follows the new seed; nothing already decided changes. */
CG_API cg_status cg_state_reseed(cg_state *state, uint64_t seed);

/* Determinisation: replaces everything viewer cannot know (card orders, the
   other player's hand, ships not yet found: each game's README says what)
   with a random completion consistent with everything viewer has observed,
   drawn from seed, then reseeds the state from seed (cg_state_reseed).
   The completion depends only on what viewer knows, so two states viewer
   cannot tell apart give equal states for the same seed. viewer's render,
   observation and (when viewer is to move) legal moves are unchanged.
   CG_PLAYER_NONE only reseeds. A finished game is resampled like a running
   one. CG_EINVAL for a viewer that is no player; the state is then unchanged.
   Does not allocate. */
CG_API cg_status cg_state_resample(cg_state *state, int viewer, uint64_t seed);

/* The seed of the index-th member of a family seeded by seed (the states of a
   batch, the games of an arena): a splitmix64 mix of both, so that nearby
   seeds and indices give unrelated generators. */
CG_API uint64_t cg_seed_derive(uint64_t seed, uint64_t index);

/* ---- Actions and observations for learning code (1.1) ------------------ */

/* Dense actions: every move code that can be legal in some state of this
   game maps to one action in [0, cg_game_action_count), ascending with the
   code. Each game's header gives its layout. 0 for a NULL game. */
CG_API uint32_t cg_game_action_count(const cg_game *game);
/* CG_EINVAL (writing nothing) for a code that is no action of this game. */
CG_API cg_status cg_game_action_of(const cg_game *game, cg_move move, uint32_t *action);
/* CG_EINVAL (writing nothing) for action >= cg_game_action_count(game). */
CG_API cg_status cg_game_move_of(const cg_game *game, uint32_t action, cg_move *move);
/* One byte per action, 1 when its move is legal now and 0 otherwise, for the
   first cap actions; returns cg_game_action_count (mask may be NULL when cap
   is 0). A finished game has an all-zero mask. Does not allocate. */
CG_API size_t cg_state_legal_mask(const cg_state *state, uint8_t *mask, size_t cap);

/* The number of floats of an observation: the product of its shape. */
CG_API size_t cg_game_observation_size(const cg_game *game);
/* Writes the first min(rank, cap) dimensions of the observation's shape
   (outermost first: planes x rows x columns for boards, one dimension for
   card games) and returns the rank. */
CG_API size_t cg_game_observation_shape(const cg_game *game, size_t *dims, size_t cap);
/* What player may know now, as cg_game_observation_size floats in [0, 1]
   (each game's README documents every slice). States player cannot tell
   apart give equal observations; equal observations give equal legal masks
   when player is to move. CG_EINVAL (writing nothing) when out is NULL, cap is
   smaller than the size, or player is no player (CG_PLAYER_NONE included).
   Does not allocate. */
CG_API cg_status cg_state_observation(const cg_state *state, int player, float *out,
                                      size_t cap);

/* ---- Batches (1.1) ------------------------------------------------------ */

/* size states of one game in one contiguous allocation, stepped together by
   dense actions: the interface for callers in slow languages and for
   learning code. State i starts from the seed cg_seed_derive(seed, i); when
   its game ends, state i starts its k-th game (k = 1, 2, ...) from
   cg_seed_derive(cg_seed_derive(seed, i), k). Each state's sequence is its
   own, so ranges of states stepped separately (on several threads) play the
   same games as the whole batch stepped at once. */
typedef struct cg_batch cg_batch;

/* size may be 0. CG_EINVAL for a size whose states do not fit in memory's
   address space, CG_ENOMEM when the allocation fails. */
CG_API cg_status cg_batch_new(const cg_game *game, size_t size, uint64_t seed, cg_batch **out);
CG_API void cg_batch_free(cg_batch *batch);
CG_API size_t cg_batch_size(const cg_batch *batch);
/* The index-th state, owned by the batch (NULL past the end). A caller may
   read it and apply moves to it; a game it finishes stays finished until the
   next cg_batch_step, which reports it done (its action is not read) and
   starts the next game. */
CG_API cg_state *cg_batch_state(cg_batch *batch, size_t index);
/* For each state i, writes the observation of its current player
   (observations + i * observation_size), its legal mask (masks + i *
   action_count) and its current player (players[i]); any output may be NULL.
   A finished state writes zeros and CG_PLAYER_NONE. Does not allocate. */
CG_API cg_status cg_batch_observe(const cg_batch *batch, float *observations, uint8_t *masks,
                                  int32_t *players);
/* actions[i] is an action for state i's current player. All are checked
   first: one that is not legal fails the whole call with
   CG_EILLEGAL naming its index, and nothing changes. Then each is applied; a
   state whose game ends writes its returns (returns + i * num_players, 0 for
   states that did not end) and done[i] = 1 (0 otherwise), and starts a new
   game. returns and done may be NULL. Does not allocate. */
CG_API cg_status cg_batch_step(cg_batch *batch, const uint32_t *actions, float *returns,
                               uint8_t *done);
/* cg_batch_step, then cg_batch_observe of the states it leaves (a state
   whose game ended is observed in its new game), in one pass: each state is
   stepped and observed while it is in the processor's cache, and a batch
   with threads hands its ranges over once instead of twice. Any output but
   actions may be NULL; when the call fails, nothing is written. */
CG_API cg_status cg_batch_step_observe(cg_batch *batch, const uint32_t *actions, float *returns,
                                       uint8_t *done, float *observations, uint8_t *masks,
                                       int32_t *players);
/* The same for the states [begin, end) only, the arrays holding end - begin
   entries (the first for state begin). Ranges that do not overlap may be
   observed and stepped from different threads at once. CG_EINVAL for a range
   that is not within the batch. */
CG_API cg_status cg_batch_observe_range(const cg_batch *batch, size_t begin, size_t end,
                                        float *observations, uint8_t *masks, int32_t *players);
CG_API cg_status cg_batch_step_range(cg_batch *batch, size_t begin, size_t end,
                                     const uint32_t *actions, float *returns, uint8_t *done);
/* Observes and steps the whole batch on `threads` threads: cg_batch_observe
   and cg_batch_step split the states into `threads` ranges, one run by the
   caller and the others by threads - 1 threads the batch starts now and stops
   when freed or set back to 1 (the default). The results are those of one
   thread (cg_batch_step_observe too); a thread done with its range helps
   with what is left of the others. Between calls the threads wait for work by spinning (yielding the
   processor) some tens of milliseconds, then sleep: a step takes
   microseconds, and waking a sleeping thread may take longer. Call from one
   thread at a time; the _range functions stay on the caller's thread. A
   process forked from the one that set the threads has none of them: it
   steps the batch on its own thread. CG_EINVAL for 0 or more than
   CG_BATCH_THREADS_MAX threads, CG_ENOMEM (or CG_EINVAL naming the system's
   error) when a thread cannot be started, the batch then unchanged. */
#define CG_BATCH_THREADS_MAX 256
CG_API cg_status cg_batch_set_threads(cg_batch *batch, unsigned threads);
/* The batch's threads (1 when it has none of its own); 0 for NULL. */
CG_API unsigned cg_batch_threads(const cg_batch *batch);

/* ---- Batches: autoreset, move caps, truncation, bots (1.2) ------------- */

/* What a step does with a game that ends in it (by its rules: terminated, or
   by the batch's move cap: truncated). */
typedef enum cg_autoreset {
    CG_AUTORESET_SAME_STEP = 0, /* 1.1's behaviour and the default: the step that ends a game
                                   starts the next one */
    CG_AUTORESET_NEXT_STEP = 1, /* the step that ends a game leaves its final state
                                   observable; the next step of that state starts the next
                                   game, ignores its action and reports it not done
                                   (Gymnasium 1.x's default) */
    CG_AUTORESET_DISABLED = 2   /* an ended state stays as it ended until cg_batch_reset: every
                                   later step ignores its action and reports it done again
                                   (with its returns, or zeros when truncated) */
} cg_autoreset;

/* CG_EINVAL for a mode that is none of the above. A state that ended before
   the change and waits for its next game starts it at the next step under
   NEXT_STEP and SAME_STEP alike. */
CG_API cg_status cg_batch_set_autoreset(cg_batch *batch, cg_autoreset mode);
/* The batch's mode; CG_AUTORESET_SAME_STEP for NULL (and sets the error). */
CG_API cg_autoreset cg_batch_autoreset(const cg_batch *batch);
/* A step that leaves a running game with max_moves or more moves
   (cg_state_move_number: the bots' and the caller's) stops it: the game is
   truncated, reported done with zero returns, and treated by the autoreset
   mode as an ended game. 0 (the default) caps nothing. A game that ends by its
   rules is terminated, never truncated. A state at the cap that waits for its
   next step is observed as finished; when a new cap frees one on a bot's
   turn, the bots move at once. With bots, the _range functions use the
   first thread's bots: step ranges of such a batch from one thread at a time. */
CG_API cg_status cg_batch_set_max_moves(cg_batch *batch, uint32_t max_moves);
/* The batch's cap (0: none); 0 for NULL (and sets the error). */
CG_API uint32_t cg_batch_max_moves(const cg_batch *batch);
/* out[i] = 1 when state i's game was truncated by the last step (done[i] was
   then 1 and its returns 0), else 0: cg_batch_size bytes. All zero before any
   step and after cg_batch_reset. */
CG_API cg_status cg_batch_truncated(const cg_batch *batch, uint8_t *out);
/* Starts a new game in each state i with which[i] != 0 (every state when
   which is NULL) from the seed cg_seed_derive(seed, i), its later games from
   cg_seed_derive(cg_seed_derive(seed, i), k), k = 1, 2, ..., as cg_batch_new
   seeds them; the bots then move until a seat without a bot is to move. The
   states not chosen are unchanged. */
CG_API cg_status cg_batch_reset(cg_batch *batch, const uint8_t *which, uint64_t seed);
/* Seat `player` is played inside the batch by the catalogue's bot `name`
   (cg_bot_new's parameters; one bot per thread of the batch): after every
   move and every new game, the bots move until a seat without a bot is to
   move, the game ends or the cap is reached, choosing with seeds derived from
   the state's slot, game and move number (the same moves on any number of
   threads). The states waiting for that seat are moved at once. name NULL
   takes the bot away. CG_EINVAL for a player out of range, a bot on the last
   seat without one, or what cg_bot_new refuses; the batch is then unchanged. */
CG_API cg_status cg_batch_set_bot(cg_batch *batch, int player, const char *name,
                                  const char *params);

/* ---- Bots (1.1) --------------------------------------------------------- */

/* Players written with the library. Every game offers "random" and "mcts"
   (UCT; on games with hidden information, information-set MCTS over
   cg_state_resample); each game adds its own heuristic bots. */
typedef struct cg_bot cg_bot;

/* The bots of a game's catalogue ("random", "mcts", then the game's own). */
CG_API size_t cg_bot_count(const cg_game *game);
/* NULL past the end. */
CG_API const char *cg_bot_name_at(const cg_game *game, size_t index);
/* params: NULL or "key=value;..." (each bot's keys in the README; mcts:
   iterations, exploration, rollout, rollout_depth, value, backup). CG_EINVAL for an
   unknown name (the message lists the catalogue) or a bad parameter (naming
   the key and the allowed values). The bot reserves here all the memory it
   will use. */
CG_API cg_status cg_bot_new(const cg_game *game, const char *name, const char *params,
                            cg_bot **out);
CG_API void cg_bot_free(cg_bot *bot);
/* The bot's name and its effective parameters, every key with its value. */
CG_API const char *cg_bot_name(const cg_bot *bot);
CG_API size_t cg_bot_params(const cg_bot *bot, char *buf, size_t cap);
/* A legal move for the player to move, chosen from what that player may know
   only (two states the player cannot tell apart get the same move for the same
   seed); deterministic for a seed; the state is not changed. CG_EOVER on a
   finished game, CG_EINVAL for a state of another game. Does not allocate. */
CG_API cg_status cg_bot_choose(cg_bot *bot, const cg_state *state, uint64_t seed,
                               cg_move *out);

/* ---- Arenas: tournaments between bots (1.2) ------------------------------ */

/* The schedule and statistics of a tournament, as cgarena and the Python
   package's arena play and score it. bot_count bots play `games` games per
   pairing of a two-player game, the pairings in the order (0,1), (0,2), ...,
   (1,2), ..., with seats swapped every game (the pairing's first bot at seat 0
   in its even games); on a one-player game each bot plays `games` games alone,
   bot 0's first. Game g of each pairing (or bot) starts from the seed
   cg_seed_derive(seed, g), and the bot to move at move m chooses with
   cg_seed_derive(that seed, m): the same games on any number of threads. */

/* The number of games of a tournament. CG_EINVAL for num_players other than 1
   and 2, fewer bots than players or more than INT32_MAX, or games 0. */
CG_API cg_status cg_arena_game_count(int num_players, size_t bot_count, uint64_t games,
                                     uint64_t *count);
/* Game `index` of a tournament (0..count-1, pairing by pairing): the bot at
   each seat (seats holds num_players entries) and, when game_seed is not NULL,
   the game's seed. CG_EINVAL for an index past the end, or as above; nothing is
   written then. */
CG_API cg_status cg_arena_game(int num_players, size_t bot_count, uint64_t games, uint64_t seed,
                               uint64_t index, int32_t *seats, uint64_t *game_seed);
/* The 95% Wilson score interval [*low, *high] of `successes` in n trials (draws
   may count as halves): [0, 1] when n is 0. CG_EINVAL unless 0 <= successes <= n
   (NaN included). */
CG_API cg_status cg_arena_wilson(double successes, double n, double *low, double *high);
/* The Elo difference that expects a score (the share of points, 0..1):
   -400 log10(1 / score - 1), -INFINITY at 0, +INFINITY at 1. CG_EINVAL for a
   score outside 0..1 (NaN included). */
CG_API cg_status cg_arena_elo(double score, double *elo);

#ifdef __cplusplus
}
#endif

#endif /* CARDGAMES_H */
