/* State handles: life cycle, queries, moves, text, hashing, playouts. Every
   argument is checked here once, so that games can trust theirs. */
#include <stdlib.h>
#include <string.h>

#include "handles.h"

#define IMPL(state) ((state)->game->impl)
#define CONFIG(state) ((state)->game->config)

size_t cg_state_alloc_size(const cg_game *game)
{
    return sizeof(cg_state) + game->shape.state_size;
}

cg_status cg_check_state(const cg_state *state, const char *caller)
{
    if (!state)
        return cg_error(CG_EINVAL, "%s: state is NULL", caller);
    return CG_OK;
}

cg_status cg_state_new(const cg_game *game, uint64_t seed, cg_state **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (!game)
        return cg_error(CG_EINVAL, "%s: game is NULL", __func__);
    cg_state *state = malloc(cg_state_alloc_size(game));
    if (!state)
        return cg_error(CG_ENOMEM, "%s: out of memory", __func__);
    cg_state_start(state, game, seed);
    *out = state;
    return CG_OK;
}

void cg_state_start(cg_state *state, const cg_game *game, uint64_t seed)
{
    memset(state, 0, cg_state_alloc_size(game));
    state->game = game;
    cg_rng_seed(&state->rng, seed);
    game->impl->state_init(game->config, state->block, &state->rng);
}

cg_status cg_state_clone(const cg_state *state, cg_state **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (!state)
        return cg_error(CG_EINVAL, "%s: state is NULL", __func__);
    size_t size = cg_state_alloc_size(state->game);
    cg_state *copy = malloc(size);
    if (!copy)
        return cg_error(CG_ENOMEM, "%s: out of memory", __func__);
    memcpy(copy, state, size);
    *out = copy;
    return CG_OK;
}

cg_status cg_state_copy(cg_state *dst, const cg_state *src)
{
    if (!dst || !src)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, dst ? "src" : "dst");
    if (dst == src)
        return CG_OK;
    if (!cg_games_equivalent(dst->game, src->game))
        return cg_error(CG_EINVAL,
                        "%s: states of different games ('%s' with '%s', '%s' with '%s')", __func__,
                        dst->game->impl->name, dst->game->params, src->game->impl->name,
                        src->game->params);
    dst->move_number = src->move_number;
    dst->rng = src->rng;
    memcpy(dst->block, src->block, dst->game->shape.state_size);
    return CG_OK;
}

void cg_state_free(cg_state *state)
{
    free(state);
}

const cg_game *cg_state_game(const cg_state *state)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return NULL;
    return state->game;
}

int cg_state_current_player(const cg_state *state)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return CG_PLAYER_NONE;
    if (IMPL(state)->is_terminal(CONFIG(state), state->block))
        return CG_PLAYER_NONE;
    return IMPL(state)->current_player(CONFIG(state), state->block);
}

bool cg_state_is_terminal(const cg_state *state)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return false;
    return IMPL(state)->is_terminal(CONFIG(state), state->block);
}

int cg_state_winner(const cg_state *state)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return CG_PLAYER_NONE;
    if (!IMPL(state)->is_terminal(CONFIG(state), state->block))
        return CG_PLAYER_NONE;
    return IMPL(state)->winner(CONFIG(state), state->block);
}

static bool valid_player(const cg_state *state, int player)
{
    return player >= 0 && player < state->game->shape.num_players;
}

double cg_state_returns(const cg_state *state, int player)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return 0.0;
    if (cg_check_player(state, player, __func__) != CG_OK)
        return 0.0;
    if (!IMPL(state)->is_terminal(CONFIG(state), state->block))
        return 0.0;
    return IMPL(state)->returns(CONFIG(state), state->block, player);
}

uint32_t cg_state_move_number(const cg_state *state)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return 0;
    return state->move_number;
}

size_t cg_state_legal_moves(const cg_state *state, cg_move *out, size_t cap)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return 0;
    if (!out)
        cap = 0;
    if (IMPL(state)->is_terminal(CONFIG(state), state->block))
        return 0;
    cg_moves moves = {out, cap, 0};
    IMPL(state)->legal_moves(CONFIG(state), state->block, &moves);
    return moves.count;
}

/* Legality on a running state, by the game's fast test or by a binary search
   of the sorted list. */
bool cg_state_move_legal(const cg_state *state, cg_move move)
{
    const cg_game_impl *impl = IMPL(state);
    if (impl->is_legal)
        return impl->is_legal(CONFIG(state), state->block, move);
    cg_move list[CG_MOVES_MAX];
    cg_moves moves = {list, CG_MOVES_MAX, 0};
    impl->legal_moves(CONFIG(state), state->block, &moves);
    CG_ASSERT(moves.count <= CG_MOVES_MAX);
    size_t lo = 0, hi = moves.count < CG_MOVES_MAX ? moves.count : CG_MOVES_MAX;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (list[mid] < move)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < moves.count && list[lo] == move;
}

bool cg_state_is_legal(const cg_state *state, cg_move move)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return false;
    if (IMPL(state)->is_terminal(CONFIG(state), state->block))
        return false;
    return cg_state_move_legal(state, move);
}

cg_status cg_state_apply(cg_state *state, cg_move move)
{
    cg_status st = cg_check_state(state, __func__);
    if (st != CG_OK)
        return st;
    const cg_game_impl *impl = IMPL(state);
    if (impl->is_terminal(CONFIG(state), state->block))
        return cg_error(CG_EOVER, "%s: the game of %s is over", __func__, impl->name);
    if (!cg_state_move_legal(state, move)) {
        if (impl->explain_illegal)
            return impl->explain_illegal(CONFIG(state), state->block, move);
        return cg_error(CG_EILLEGAL, "%s: move %u is not legal in this %s state", __func__,
                        (unsigned)move, impl->name);
    }
    cg_state_apply_legal(state, move);
    return CG_OK;
}

void cg_state_apply_legal(cg_state *state, cg_move move)
{
    IMPL(state)->apply(CONFIG(state), state->block, move, &state->rng);
    if (state->move_number < UINT32_MAX) /* the count saturates: a saved state loads back */
        state->move_number++;
}

size_t cg_move_to_string(const cg_state *state, cg_move move, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (cg_check_state(state, __func__) != CG_OK)
        return 0;
    if (!IMPL(state)->move_text(CONFIG(state), state->block, move, &out)) {
        cg_text_clear(&out);
        cg_error(CG_EINVAL, "%s: %u is not a move of this %s state", __func__,
                 (unsigned)move, IMPL(state)->name);
        return 0;
    }
    return out.len;
}

cg_status cg_move_from_string(const cg_state *state, const char *text, cg_move *out)
{
    cg_status st = cg_check_state(state, __func__);
    if (st != CG_OK)
        return st;
    if (!text || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, text ? "out" : "text");
    const cg_game_impl *impl = IMPL(state);
    /* Every game reads move texts with runs of blanks as one space (and
       ignores ASCII case itself); a text too long for any move is read as is,
       for the game to refuse. */
    char squeezed[512];
    cg_span given = cg_span_trim(cg_span_of(text));
    if (given.n < sizeof squeezed)
        given = (cg_span){squeezed, cg_span_squeeze(given, squeezed, sizeof squeezed)};
    cg_move move;
    st = impl->move_parse(CONFIG(state), state->block, given, &move);
    if (st != CG_OK)
        return st;
    if (impl->is_terminal(CONFIG(state), state->block))
        return cg_error(CG_EOVER, "%s: the game of %s is over", __func__, impl->name);
    if (!cg_state_move_legal(state, move)) {
        char shown[64];
        if (impl->explain_illegal)
            return impl->explain_illegal(CONFIG(state), state->block, move);
        return cg_error(CG_EILLEGAL, "%s: '%s' is not legal now", __func__,
                        cg_span_show(cg_span_of(text), shown, sizeof shown));
    }
    *out = move;
    return CG_OK;
}

size_t cg_state_render(const cg_state *state, int viewer, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (cg_check_state(state, __func__) != CG_OK)
        return 0;
    if (viewer != CG_PLAYER_NONE && !valid_player(state, viewer)) {
        cg_error(CG_EINVAL, "%s: no viewer %d in %s (CG_PLAYER_NONE or 0..%d)", __func__,
                 viewer, IMPL(state)->name, state->game->shape.num_players - 1);
        return 0;
    }
    IMPL(state)->render(CONFIG(state), state->block, viewer, &out);
    return out.len;
}

uint64_t cg_state_hash(const cg_state *state)
{
    if (cg_check_state(state, __func__) != CG_OK)
        return 0;
    const cg_game_impl *impl = IMPL(state);
    uint64_t h = cg_hash_bytes(CG_HASH_SEED, &state->move_number, sizeof state->move_number);
    h = cg_hash_bytes(h, state->rng.s, sizeof state->rng.s);
    if (impl->hash)
        return h ^ impl->hash(CONFIG(state), state->block);
    return cg_hash_bytes(h, state->block, state->game->shape.state_size);
}

bool cg_state_equal(const cg_state *a, const cg_state *b)
{
    if (!a || !b) {
        cg_error(CG_EINVAL, "%s: %s is NULL", __func__, a ? "b" : "a");
        return false;
    }
    if (a == b)
        return true;
    if (!cg_games_equivalent(a->game, b->game))
        return false;
    if (a->move_number != b->move_number || memcmp(&a->rng, &b->rng, sizeof a->rng) != 0)
        return false;
    const cg_game_impl *impl = IMPL(a);
    if (impl->equal)
        return impl->equal(CONFIG(a), a->block, b->block);
    return memcmp(a->block, b->block, a->game->shape.state_size) == 0;
}

/* Up to max_moves random moves from chooser, each applied as
   cg_state_apply_legal does (the move number counted at every move: an
   ability's callback may read it), without looking up the game again; the
   move number grows only when `count`, and moves are drawn by the game's
   random_move when `own` (inlined with constants: one loop for each case).
   Returns the number made. */
static inline uint32_t random_moves(cg_state *state, cg_rng *chooser, cg_move *list,
                                    uint32_t max_moves, bool count, bool own)
{
    const cg_game_impl *impl = IMPL(state);
    const void *config = CONFIG(state);
    void *block = state->block;
    uint32_t made = 0;
    while (made < max_moves && !impl->is_terminal(config, block)) {
        cg_move move;
        if (own) {
            move = impl->random_move(config, block, chooser);
        } else {
            cg_moves moves = {list, CG_MOVES_MAX, 0};
            impl->legal_moves(config, block, &moves);
            CG_ASSERT(moves.count <= CG_MOVES_MAX);
            move = list[cg_rng_below(chooser, (uint32_t)moves.count)];
        }
        impl->apply(config, block, move, &state->rng);
        if (count)
            state->move_number++;
        made++;
    }
    return made;
}

cg_status cg_state_playout(cg_state *state, uint64_t seed, uint32_t max_moves,
                           uint32_t *moves_made)
{
    cg_status st = cg_check_state(state, __func__);
    if (st != CG_OK)
        return st;
    cg_rng chooser;
    cg_rng_seed(&chooser, seed);
    cg_move list[CG_MOVES_MAX];
    /* The moves the move number can count, then the rest with the number
       saturated (a saved state loads back). */
    uint32_t room = UINT32_MAX - state->move_number, made;
    uint32_t counted = room < max_moves ? room : max_moves;
    if (IMPL(state)->random_move)
        made = random_moves(state, &chooser, list, counted, true, true);
    else
        made = random_moves(state, &chooser, list, counted, true, false);
    if (made == room && room < max_moves)
        made += random_moves(state, &chooser, list, max_moves - made, false,
                             IMPL(state)->random_move != NULL);
    if (moves_made)
        *moves_made = made;
    return CG_OK;
}

const void *cg_state_block_of(const cg_state *state, const cg_game_impl *impl,
                              const char *caller)
{
    if (!state) {
        cg_error(CG_EINVAL, "%s: state is NULL", caller);
        return NULL;
    }
    if (IMPL(state) != impl) {
        cg_error(CG_EINVAL, "%s: state of '%s', not '%s'", caller, IMPL(state)->name, impl->name);
        return NULL;
    }
    return state->block;
}

void *cg_state_block_mut(cg_state *state, const cg_game_impl *impl, const char *caller)
{
    return (void *)cg_state_block_of(state, impl, caller);
}

cg_status cg_check_player(const cg_state *state, int player, const char *caller)
{
    if (valid_player(state, player))
        return CG_OK;
    return cg_error(CG_EINVAL, "%s: no player %d in %s (players 0..%d)", caller, player,
                    IMPL(state)->name, state->game->shape.num_players - 1);
}

const void *cg_state_config(const cg_state *state)
{
    return CONFIG(state);
}

cg_rng *cg_state_rng(cg_state *state)
{
    return &state->rng;
}

cg_state *cg_state_of_block(const void *block)
{
    return (cg_state *)(void *)((char *)(uintptr_t)block - offsetof(cg_state, block));
}
