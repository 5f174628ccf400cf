/* The heuristic bot: scores every legal move with simple heuristics (board
   power, damage dealt and taken, what each ability does now) and plays the
   best one. It reads only what the player to move sees. */
#include "ws_internal.h"

typedef struct bot_view {
    const ws_config *c;
    const ws_state *s;
    int me, opp;
} bot_view;

static int32_t power_at(const bot_view *v, int player, int slot)
{
    return ws_power(v->c, v->s, player, slot);
}

static int32_t stage_power(const bot_view *v, int player)
{
    int32_t sum = 0;
    for (int slot = 0; slot < WS_SLOTS; slot++)
        if (v->s->player[player].stage[slot] != WS_NONE)
            sum += power_at(v, player, slot) + 1000;
    return sum;
}

/* The strongest (or weakest) character of a player: slot, -1 when none. */
static int extreme_slot(const bot_view *v, int player, bool strongest)
{
    int best = -1;
    for (int slot = 0; slot < WS_SLOTS; slot++) {
        if (v->s->player[player].stage[slot] == WS_NONE)
            continue;
        if (best < 0 || (strongest ? power_at(v, player, slot) > power_at(v, player, best)
                                   : power_at(v, player, slot) < power_at(v, player, best)))
            best = slot;
    }
    return best;
}

/* How much the ability of card `id` is worth if it resolved now. */
static int32_t ability_value(const bot_view *v, uint8_t id)
{
    const ws_card *card = &v->c->cards[id];
    const ws_player *mine = &v->s->player[v->me];
    switch (card->ability) {
    case CG_WEISS_SCHWARZ_A1: return 300;
    case CG_WEISS_SCHWARZ_A2: return 200;
    case CG_WEISS_SCHWARZ_A3: return mine->n_clock >= 4 ? 1500 * (mine->n_clock - 3) : -3000;
    case CG_WEISS_SCHWARZ_A4: return stage_power(v, v->opp) - stage_power(v, v->me) - 500;
    case CG_WEISS_SCHWARZ_A5: {
        int32_t gain = 0;
        for (int p = 0; p < 2; p++)
            for (int slot = 0; slot < WS_SLOTS; slot++) {
                uint8_t local = v->s->player[p].stage[slot];
                uint8_t t = ws_id(p, local);
                if (local != WS_NONE && (v->c->a5_targets[id][t / 64] >> (t % 64) & 1))
                    gain += p == v->me ? card->amount : -card->amount;
            }
        if (v->c->a5_targets[id][id / 64] >> (id % 64) & 1)
            gain += card->amount;
        return gain;
    }
    case CG_WEISS_SCHWARZ_A6: {
        int32_t value = 0;
        for (int slot = 0; slot < WS_FRONT; slot++) {
            if (v->s->player[v->opp].stage[slot] != WS_NONE)
                value += (power_at(v, v->opp, slot) + 1000) / 6;
            if (mine->stage[slot] != WS_NONE)
                value -= (power_at(v, v->me, slot) + 1000) / 6;
        }
        return value;
    }
    case CG_WEISS_SCHWARZ_A7: return 300;
    case CG_WEISS_SCHWARZ_A8: return mine->n_clock > 0 && mine->n_stock >= 2 ? 800 : -100;
    case CG_WEISS_SCHWARZ_A9: return (mine->n_level > 0 ? 6000 : 0) - stage_power(v, v->me) - 500;
    case CG_WEISS_SCHWARZ_AA:
    case CG_WEISS_SCHWARZ_AB: {
        int target = extreme_slot(v, v->opp, true);
        if (target >= 0)
            return power_at(v, v->opp, target) + 1000;
        return extreme_slot(v, v->me, false) >= 0 ? -1500 : 0;
    }
    case CG_WEISS_SCHWARZ_AC: return 400;
    default: return 0;
    }
}

/* A character in a slot: front slots that win (or attack directly) are best. */
static int32_t slot_value(const bot_view *v, uint8_t id, int slot)
{
    int32_t power = v->c->cards[id].power;
    if (slot >= WS_FRONT)
        return power / 4 - 500;
    int facing = WS_FRONT - 1 - slot;
    if (v->s->player[v->opp].stage[facing] == WS_NONE)
        return 1500 + power;
    int32_t theirs = power_at(v, v->opp, facing);
    return power > theirs ? 2500 + power : power - theirs;
}

static int32_t play_value(const bot_view *v, unsigned arg)
{
    uint8_t id = ws_id(v->me, v->c->name_card[v->me][arg >> 3]);
    const ws_card *card = &v->c->cards[id];
    int32_t value = ability_value(v, id) - 300 * card->cost;
    if (card->type == CG_WEISS_SCHWARZ_CHARACTER)
        value += slot_value(v, id, (int)(arg & 7));
    else
        value += 100;
    return value;
}

static int32_t attack_value(const bot_view *v, int slot)
{
    int facing = WS_FRONT - 1 - slot;
    if (v->s->player[v->opp].stage[facing] == WS_NONE)
        return 3000;
    int32_t mine = power_at(v, v->me, slot), theirs = power_at(v, v->opp, facing);
    if (mine > theirs)
        return 2500;
    return mine == theirs ? 100 : -1000;
}

/* Clocking helps when it brings a missing color and the clock is low. */
static int32_t clock_value(const bot_view *v, unsigned name)
{
    const ws_player *mine = &v->s->player[v->me];
    uint8_t id = ws_id(v->me, v->c->name_card[v->me][name]);
    if (mine->n_clock >= 4 || mine->n_hand < 2)
        return -1;
    int32_t value = ws_colors(v->c, mine, v->me) >> v->c->cards[id].color & 1 ? 50 : 400;
    return value - v->c->cards[id].power / 100 - 300 * v->c->cards[id].level;
}

/* A2: the last card put back ends on top. The opponent's deck gets its
   climaxes deep (our damage is not cancelled); our own keeps them on top. */
static int32_t order_value(const bot_view *v, unsigned name)
{
    int owner = v->s->pending.side;
    uint8_t id = ws_id(owner, v->c->name_card[owner][name]);
    bool climax = v->c->cards[id].type == CG_WEISS_SCHWARZ_CLIMAX;
    return (owner == v->opp) == climax ? 100 : 0;
}

static int32_t choice_value(const bot_view *v, cg_move move)
{
    unsigned arg = WS_ARG(move);
    switch (WS_ACTION(move)) {
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK: return arg == 1 ? 100 : 0;
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD: return order_value(v, arg);
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE: {
        int player = arg >> 3 ? v->opp : v->me;
        int32_t power = power_at(v, player, (int)(arg & 7)) + 1000;
        return player == v->opp ? power : -power;
    }
    default: /* a random card of a hand */
        return arg ? 800 : -(int32_t)(8000 / (v->s->player[v->me].n_hand + 1));
    }
}

static int32_t move_value(const bot_view *v, cg_move move)
{
    switch (WS_ACTION(move)) {
    case CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS:
    case CG_WEISS_SCHWARZ_MOVE_END_MAIN:
    case CG_WEISS_SCHWARZ_MOVE_END_BATTLE: return 0;
    case CG_WEISS_SCHWARZ_MOVE_CLOCK: return clock_value(v, WS_ARG(move));
    case CG_WEISS_SCHWARZ_MOVE_PLAY: return play_value(v, WS_ARG(move));
    case CG_WEISS_SCHWARZ_MOVE_ATTACK: return attack_value(v, (int)WS_ARG(move));
    default: return choice_value(v, move);
    }
}

cg_move ws_bot_best(const ws_config *c, const ws_state *s)
{
    bot_view v = {c, s, s->current, 1 - s->current};
    cg_move list[WS_MAX_MOVES];
    cg_moves moves = {list, WS_MAX_MOVES, 0};
    ws_legal_moves(c, s, &moves);
    /* Ties go to passing (the clock pass, the end of a phase) or the first move. */
    cg_move best = list[0];
    for (size_t i = 0; i < moves.count; i++)
        if (list[i] == CG_WEISS_SCHWARZ_MOVE_END_MAIN ||
            list[i] == CG_WEISS_SCHWARZ_MOVE_END_BATTLE)
            best = list[i];
    int32_t best_value = move_value(&v, best);
    for (size_t i = 0; i < moves.count; i++) {
        int32_t value = move_value(&v, list[i]);
        if (value > best_value) {
            best = list[i];
            best_value = value;
        }
    }
    return best;
}

cg_status cg_weiss_schwarz_bot_move(const cg_state *state, cg_move *out)
{
    const ws_state *s = cg_state_block_of(state, &cg_weiss_schwarz_impl, __func__);
    if (!s)
        return CG_EINVAL;
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (s->phase == CG_WEISS_SCHWARZ_PHASE_OVER)
        return cg_error(CG_EOVER, "%s: the game is over", __func__);
    *out = ws_bot_best(cg_state_config(state), s);
    return CG_OK;
}
