/* The typed read access of weiss_schwarz.h: cards, zones, stage, phase and the
   pending choice. */
#include "ws_internal.h"

static const ws_state *ws_of(const cg_state *state, const char *caller)
{
    return cg_state_block_of(state, &cg_weiss_schwarz_impl, caller);
}

static bool check_slot(int slot, const char *caller)
{
    if (slot >= 0 && slot < WS_SLOTS)
        return true;
    cg_error(CG_EINVAL,
             "%s: no slot %d (0..4: front-left, front-center, front-right, "
             "back-left, back-right)",
             caller, slot);
    return false;
}

int cg_weiss_schwarz_zone_cards(const cg_state *state, int player, int zone, int *cards, size_t cap)
{
    const ws_state *s = ws_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    if (zone < 0 || zone > CG_WEISS_SCHWARZ_REMOVED) {
        cg_error(CG_EINVAL,
                 "%s: no zone %d (0 deck, 1 hand, 2 clock, 3 level, 4 stock, "
                 "5 waiting room, 6 removed)",
                 __func__, zone);
        return -1;
    }
    const uint8_t *zone_cards;
    int n = ws_zone_of(&s->player[player], zone, &zone_cards);
    for (int i = 0; i < n && (size_t)i < cap && cards; i++)
        cards[i] = ws_id(player, zone_cards[i]);
    return n;
}

int cg_weiss_schwarz_stage_card(const cg_state *state, int player, int slot)
{
    const ws_state *s = ws_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK || !check_slot(slot, __func__))
        return -1;
    uint8_t card = s->player[player].stage[slot];
    return card == WS_NONE ? -1 : ws_id(player, card);
}

int32_t cg_weiss_schwarz_power(const cg_state *state, int player, int slot)
{
    const ws_state *s = ws_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK || !check_slot(slot, __func__))
        return -1;
    return ws_power(cg_state_config(state), s, player, slot);
}

int cg_weiss_schwarz_climax_card(const cg_state *state, int player)
{
    const ws_state *s = ws_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    uint8_t card = s->player[player].climax;
    return card == WS_NONE ? -1 : ws_id(player, card);
}

int cg_weiss_schwarz_level(const cg_state *state, int player)
{
    const ws_state *s = ws_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    return ws_level_of(&s->player[player]);
}

int cg_weiss_schwarz_current_phase(const cg_state *state)
{
    const ws_state *s = ws_of(state, __func__);
    return s ? s->phase : -1;
}

uint32_t cg_weiss_schwarz_turn(const cg_state *state)
{
    const ws_state *s = ws_of(state, __func__);
    return s ? s->turn : 0;
}

int cg_weiss_schwarz_first_player(const cg_state *state)
{
    const ws_state *s = ws_of(state, __func__);
    return s ? s->first : -1;
}

int cg_weiss_schwarz_attacks(const cg_state *state)
{
    const ws_state *s = ws_of(state, __func__);
    return s ? s->attacked : -1;
}

cg_status cg_weiss_schwarz_pending_choice(const cg_state *state, cg_weiss_schwarz_choice *out)
{
    const ws_state *s = ws_of(state, __func__);
    if (!s)
        return CG_EINVAL;
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    const ws_pending *pd = &s->pending;
    cg_weiss_schwarz_choice choice = {CG_WEISS_SCHWARZ_CHOICE_NONE, 0, -1, -1, -1, 0, {0}};
    if (pd->kind != CG_WEISS_SCHWARZ_CHOICE_NONE) {
        const ws_config *c = cg_state_config(state);
        choice.kind = pd->kind;
        choice.ability = c->cards[pd->source].ability;
        choice.source = pd->source;
        choice.slot = pd->dest;
        bool sided =
            pd->kind == CG_WEISS_SCHWARZ_CHOICE_ORDER || pd->kind == CG_WEISS_SCHWARZ_CHOICE_SIDE;
        choice.side = sided ? pd->side : -1;
        choice.looked_count = pd->n_looked;
        for (int i = 0; i < pd->n_looked; i++)
            choice.looked[i] = ws_id(pd->side, pd->looked[i]);
    }
    *out = choice;
    return CG_OK;
}
