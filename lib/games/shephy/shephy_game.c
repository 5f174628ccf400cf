/* Shephy in the catalogue: the function table, and the typed functions of
   shephy.h that read or change a state. */
#include <string.h>

#include "shephy_bots.h"
#include "shephy_internal.h"

static cg_status shephy_finish(void *config, cg_game_shape *shape)
{
    (void)config;
    shape->num_players = 1;
    shape->max_moves = SHEPHY_MAX_MOVES;
    shape->state_size = sizeof(shephy_state);
    shape->action_count = shephy_action_count();
    shape->observation_rank = 1;
    shape->observation_dims[0] = CG_SHEPHY_OBSERVATION_SIZE;
    return CG_OK;
}

static int shephy_current_player(const void *config, const void *state)
{
    (void)config;
    (void)state;
    return 0;
}

static bool shephy_is_terminal(const void *config, const void *state)
{
    (void)config;
    return shephy_outcome(state) != CG_SHEPHY_RUNNING;
}

static int shephy_winner(const void *config, const void *state)
{
    (void)config;
    return shephy_outcome(state) == CG_SHEPHY_WON ? 0 : CG_PLAYER_NONE;
}

static double shephy_returns(const void *config, const void *state, int player)
{
    (void)config;
    (void)player;
    cg_shephy_outcome outcome = shephy_outcome(state);
    if (outcome == CG_SHEPHY_RUNNING)
        return 0.0;
    return outcome == CG_SHEPHY_WON ? 1.0 : -1.0;
}

static cg_status shephy_explain_illegal(const void *config, const void *state, cg_move move)
{
    char text[64], legal[400];
    cg_text out = cg_text_over(text, sizeof text);
    if (!shephy_move_text(config, state, move, &out))
        return cg_error(CG_EILLEGAL, "shephy: %u is not a move code (see shephy.h)",
                        (unsigned)move);
    cg_move moves[SHEPHY_MAX_MOVES];
    cg_moves list = {moves, SHEPHY_MAX_MOVES, 0};
    shephy_legal_moves(config, state, &list);
    cg_text options = cg_text_over(legal, sizeof legal);
    for (size_t i = 0; i < list.count; i++) {
        cg_text_puts(&options, i ? "', '" : "'");
        shephy_move_text(config, state, moves[i], &options);
    }
    cg_text_putc(&options, '\'');
    return cg_error(CG_EILLEGAL, "shephy: '%s' is not legal now (legal: %s)", text, legal);
}

static bool shephy_is_legal(const void *config, const void *state, cg_move move)
{
    cg_move moves[SHEPHY_MAX_MOVES];
    cg_moves list = {moves, SHEPHY_MAX_MOVES, 0};
    shephy_legal_moves(config, state, &list);
    for (size_t i = 0; i < list.count; i++)
        if (moves[i] == move)
            return true;
    return false;
}

static cg_move shephy_random_move(const void *config, const void *state, cg_rng *rng)
{
    cg_move moves[SHEPHY_MAX_MOVES];
    cg_moves list = {moves, SHEPHY_MAX_MOVES, 0};
    shephy_legal_moves(config, state, &list);
    CG_ASSERT(list.count <= SHEPHY_MAX_MOVES);
    return list.count == 1 ? moves[0] : moves[cg_rng_below(rng, (uint32_t)list.count)];
}

const cg_game_impl cg_shephy_impl = {
    .name = "shephy",
    .config_size = sizeof(shephy_config),
    .config_finish = shephy_finish,
    .state_init = shephy_init,
    .current_player = shephy_current_player,
    .is_terminal = shephy_is_terminal,
    .winner = shephy_winner,
    .returns = shephy_returns,
    .legal_moves = shephy_legal_moves,
    .is_legal = shephy_is_legal,
    .explain_illegal = shephy_explain_illegal,
    .apply = shephy_apply,
    .random_move = shephy_random_move,
    .move_text = shephy_move_text,
    .move_parse = shephy_move_parse,
    .render = shephy_render,
    .save = shephy_save,
    .load = shephy_load,
    .resample = shephy_resample,
    .action_of = shephy_action_of,
    .move_of = shephy_move_of,
    .observe = shephy_observe,
    .bots = shephy_bots,
    .evaluate = shephy_evaluate,
    .mcts_defaults = SHEPHY_MCTS_DEFAULTS,
    /* 1.2: traits */
    .title = "Shephy (シェフィ)",
    .flags = CG_GAME_CHANCE | CG_GAME_HIDDEN | CG_GAME_TERMINAL_ONLY,
    .min_return = -1.0f,
    .max_return = 1.0f,
};

/* ---- shephy.h ---- */

static const shephy_state *shephy_of(const cg_state *state, const char *caller)
{
    return cg_state_block_of(state, &cg_shephy_impl, caller);
}

static cg_status rank_counts(const cg_state *state, uint8_t *counts, bool stock, const char *caller)
{
    const shephy_state *s = shephy_of(state, caller);
    if (!s)
        return CG_EINVAL;
    if (!counts)
        return cg_error(CG_EINVAL, "%s: counts is NULL", caller);
    for (int r = 0; r < CG_SHEPHY_RANKS; r++)
        counts[r] = stock ? (uint8_t)(CG_SHEPHY_RANK_COPIES - s->field[r]) : s->field[r];
    return CG_OK;
}

cg_status cg_shephy_field(const cg_state *state, uint8_t counts[CG_SHEPHY_RANKS])
{
    return rank_counts(state, counts, false, __func__);
}

cg_status cg_shephy_stock(const cg_state *state, uint8_t counts[CG_SHEPHY_RANKS])
{
    return rank_counts(state, counts, true, __func__);
}

int cg_shephy_field_size(const cg_state *state)
{
    const shephy_state *s = shephy_of(state, __func__);
    return s ? s->field_size : -1;
}

int cg_shephy_enemy_sheep(const cg_state *state)
{
    const shephy_state *s = shephy_of(state, __func__);
    return s ? s->enemy : -1;
}

static int copy_pile(const uint8_t *pile, int count, uint8_t *cards, size_t cap)
{
    for (int i = 0; cards && i < count && (size_t)i < cap; i++)
        cards[i] = pile[i];
    return count;
}

int cg_shephy_hand(const cg_state *state, uint8_t *cards, size_t cap)
{
    const shephy_state *s = shephy_of(state, __func__);
    return s ? copy_pile(s->hand, s->hand_count, cards, cap) : -1;
}

int cg_shephy_deck(const cg_state *state, uint8_t *cards, size_t cap)
{
    const shephy_state *s = shephy_of(state, __func__);
    return s ? copy_pile(s->deck, s->deck_count, cards, cap) : -1;
}

int cg_shephy_discard(const cg_state *state, uint8_t *cards, size_t cap)
{
    const shephy_state *s = shephy_of(state, __func__);
    return s ? copy_pile(s->discard, s->discard_count, cards, cap) : -1;
}

int cg_shephy_exile(const cg_state *state, uint8_t *cards, size_t cap)
{
    const shephy_state *s = shephy_of(state, __func__);
    return s ? copy_pile(s->exile, s->exile_count, cards, cap) : -1;
}

cg_status cg_shephy_effect_of(const cg_state *state, cg_shephy_effect *out)
{
    const shephy_state *s = shephy_of(state, __func__);
    if (!s)
        return CG_EINVAL;
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    memset(out, 0, sizeof *out);
    out->card = s->effect == SHEPHY_NO_EFFECT ? -1 : s->effect;
    out->rank = s->chosen_rank ? shephy_rank_values[s->chosen_rank - 1] : 0;
    out->rest = s->rest;
    out->initial_count = s->initial_count;
    out->searched = s->searched;
    memcpy(out->chosen, s->chosen, sizeof out->chosen);
    return CG_OK;
}

int cg_shephy_outcome_of(const cg_state *state)
{
    const shephy_state *s = shephy_of(state, __func__);
    return s ? (int)shephy_outcome(s) : -1;
}

/* The deck order drawn as cg_state_resample draws it for the player, then
   the generator reseeded. */
cg_status cg_shephy_shuffle_hidden(cg_state *state, uint64_t seed)
{
    if (!cg_state_block_mut(state, &cg_shephy_impl, __func__))
        return CG_EINVAL;
    return cg_state_resample(state, 0, seed);
}
