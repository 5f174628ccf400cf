/* The ability stack: power modifiers (A5, AB) in the order they were applied,
   the power they give, and the seed's board operations as public functions. */
#include <string.h>

#include "ws_internal.h"

/* Rule: printed power, then every active modifier in order (A5 adds to its
   subtype, AB sets its target to 0), but those reverted on it. */
int32_t ws_power(const ws_config *c, const ws_state *s, int player, int slot)
{
    const ws_player *pl = &s->player[player];
    if (pl->stage[slot] == WS_NONE)
        return -1;
    uint8_t id = ws_id(player, pl->stage[slot]);
    int32_t power = c->cards[id].power;
    for (int i = pl->reverted_below[slot]; i < s->n_active; i++) {
        const ws_active *e = &s->active[i];
        const ws_card *src = &c->cards[e->source];
        if (src->ability == CG_WEISS_SCHWARZ_A5) {
            if (c->a5_targets[e->source][id / 64] >> (id % 64) & 1)
                power += src->amount;
        } else if (e->target == id) {
            power = 0;
        }
    }
    return power;
}

bool ws_stack_push(ws_state *s, int player, uint8_t source, uint8_t target, int continuity)
{
    if (s->n_active == WS_ACTIVE_MAX)
        return false;
    ws_active *e = &s->active[s->n_active++];
    e->player = (uint8_t)player;
    e->source = source;
    e->target = target;
    e->continuity = (uint8_t)continuity;
    return true;
}

/* The entries above a removed one move down, and so do the reverted counts. */
static void remove_entry(ws_state *s, int i)
{
    for (int p = 0; p < 2; p++)
        for (int slot = 0; slot < WS_SLOTS; slot++)
            if (s->player[p].reverted_below[slot] > i)
                s->player[p].reverted_below[slot]--;
    memmove(&s->active[i], &s->active[i + 1], (size_t)(s->n_active - i - 1) * sizeof s->active[0]);
    s->n_active--;
    memset(&s->active[s->n_active], 0, sizeof s->active[0]);
}

void ws_stack_forget_card(ws_state *s, uint8_t id)
{
    for (int i = s->n_active - 1; i >= 0; i--)
        if (s->active[i].source == id || s->active[i].target == id)
            remove_entry(s, i);
}

/* Sets a slot's reverted count: the entries below `below` do not act on it. */
static void revert_below(ws_state *s, int player, int slot, uint8_t below)
{
    ws_player *pl = &s->player[player];
    pl->reverted_below[slot] = pl->stage[slot] == WS_NONE ? 0 : below;
}

/* Rule: at the end of turn the modifiers are reverted newest first; temporary
   ones end, continuous ones wait for the next turn. Modifiers applied later act. */
void ws_stack_end_turn(ws_state *s)
{
    for (int i = s->n_active - 1; i >= 0; i--)
        if (s->active[i].continuity == CG_WEISS_SCHWARZ_TEMPORARY)
            remove_entry(s, i);
    for (int p = 0; p < 2; p++)
        for (int slot = 0; slot < WS_SLOTS; slot++)
            revert_below(s, p, slot, s->n_active);
}

/* Rule: at the start of turn the remaining modifiers act again, in order. */
void ws_stack_start_turn(ws_state *s)
{
    memset(s->player[0].reverted_below, 0, sizeof s->player[0].reverted_below);
    memset(s->player[1].reverted_below, 0, sizeof s->player[1].reverted_below);
}

/* ---- weiss_schwarz.h ---- */

static const ws_state *ws_of(const cg_state *state, const char *caller)
{
    return cg_state_block_of(state, &cg_weiss_schwarz_impl, caller);
}

int cg_weiss_schwarz_ability_count(const cg_state *state)
{
    const ws_state *s = ws_of(state, "cg_weiss_schwarz_ability_count");
    return s ? s->n_active : -1;
}

cg_status cg_weiss_schwarz_ability_at(const cg_state *state, int i, cg_weiss_schwarz_active *out)
{
    const ws_state *s = ws_of(state, "cg_weiss_schwarz_ability_at");
    if (!s)
        return CG_EINVAL;
    if (!out)
        return cg_error(CG_EINVAL, "cg_weiss_schwarz_ability_at: out is NULL");
    if (i < 0 || i >= s->n_active)
        return cg_error(CG_EINVAL, "cg_weiss_schwarz_ability_at: no active ability %d (%d active)",
                        i, s->n_active);
    const ws_config *c = cg_state_config(state);
    const ws_active *e = &s->active[i];
    out->player = e->player;
    out->source = e->source;
    out->ability = c->cards[e->source].ability;
    out->continuity = e->continuity;
    out->target = e->target == WS_NONE ? -1 : e->target;
    out->amount = out->ability == CG_WEISS_SCHWARZ_A5 ? c->cards[e->source].amount : 0;
    return CG_OK;
}

/* The slot of a card on its owner's stage, -1 when it is not there. */
static int stage_slot(const ws_state *s, int card)
{
    if (card < 0 || card >= WS_CARDS)
        return -1;
    const ws_player *pl = &s->player[ws_owner((uint8_t)card)];
    return ws_find(pl->stage, WS_SLOTS, ws_local((uint8_t)card));
}

static cg_status check_card_id(int card, const char *caller, const char *what)
{
    if (card < 0 || card >= WS_CARDS)
        return cg_error(CG_EINVAL, "%s: %s %d is not a card id (0..99)", caller, what, card);
    return CG_OK;
}

/* The state of a stack operation: of this game, and not over (CG_EOVER, as
   for a move). NULL with *status set otherwise. */
static ws_state *running_state(cg_state *state, const char *fn, cg_status *status)
{
    ws_state *s = cg_state_block_mut(state, &cg_weiss_schwarz_impl, fn);
    *status = CG_EINVAL;
    if (s && cg_state_is_terminal(state)) {
        *status = cg_error(CG_EOVER, "%s: the game is over", fn);
        return NULL;
    }
    return s;
}

static cg_status check_player(int player, const char *caller)
{
    if (player != 0 && player != 1)
        return cg_error(CG_EINVAL, "%s: no player %d (0 Weiss, 1 Schwarz)", caller, player);
    return CG_OK;
}

static cg_status check_modifier(const ws_config *c, const ws_state *s, int player, int source,
                                int continuity, int target)
{
    static const char fn[] = "cg_weiss_schwarz_apply_ability";
    if (check_player(player, fn) || check_card_id(source, fn, "source"))
        return CG_EINVAL;
    const ws_card *card = &c->cards[source];
    const char *name = ws_full_card(c, (uint8_t)source)->name;
    if (ws_owner((uint8_t)source) != player)
        return cg_error(CG_EINVAL, "%s: card %d (%s) belongs to %s, not %s", fn, source, name,
                        ws_player_names[ws_owner((uint8_t)source)], ws_player_names[player]);
    if (card->ability != CG_WEISS_SCHWARZ_A5 && card->ability != CG_WEISS_SCHWARZ_AB)
        return cg_error(CG_EINVAL, "%s: card %d (%s) has %s%s, not a power modifier (A5, AB)", fn,
                        source, name, card->ability ? "the one-shot ability " : "no ability",
                        ws_ability_words[card->ability]);
    if (continuity != CG_WEISS_SCHWARZ_CONTINUOUS && continuity != CG_WEISS_SCHWARZ_TEMPORARY)
        return cg_error(CG_EINVAL, "%s: continuity %d is not 0 (continuous) or 1 (temporary)", fn,
                        continuity);
    bool is_character = card->type == CG_WEISS_SCHWARZ_CHARACTER;
    if (continuity == CG_WEISS_SCHWARZ_CONTINUOUS && !is_character)
        return cg_error(CG_EINVAL, "%s: card %d (%s) is %s: its modifiers are temporary", fn,
                        source, name,
                        card->type == CG_WEISS_SCHWARZ_EVENT ? "an event" : "a climax");
    if (is_character && stage_slot(s, source) < 0)
        return cg_error(CG_EINVAL, "%s: character %d (%s) is not on the stage", fn, source, name);
    if (card->ability == CG_WEISS_SCHWARZ_A5 && target != -1)
        return cg_error(CG_EINVAL, "%s: A5 takes no target (-1), not %d", fn, target);
    if (card->ability == CG_WEISS_SCHWARZ_AB && stage_slot(s, target) < 0)
        return cg_error(CG_EINVAL, "%s: AB's target %d is not a character on a stage", fn, target);
    if (s->n_active == WS_ACTIVE_MAX)
        return cg_error(CG_EINVAL, "%s: the stack already holds %d modifiers", fn, WS_ACTIVE_MAX);
    return CG_OK;
}

cg_status cg_weiss_schwarz_apply_ability(cg_state *state, int player, int source, int continuity,
                                         int target)
{
    cg_status st;
    ws_state *s = running_state(state, "cg_weiss_schwarz_apply_ability", &st);
    if (!s)
        return st;
    st = check_modifier(cg_state_config(state), s, player, source, continuity, target);
    if (st != CG_OK)
        return st;
    ws_stack_push(s, player, (uint8_t)source, target < 0 ? WS_NONE : (uint8_t)target, continuity);
    return CG_OK;
}

cg_status cg_weiss_schwarz_remove_ability(cg_state *state, int player, int source)
{
    static const char fn[] = "cg_weiss_schwarz_remove_ability";
    cg_status st;
    ws_state *s = running_state(state, fn, &st);
    if (!s)
        return st;
    if (check_player(player, fn) || check_card_id(source, fn, "source"))
        return CG_EINVAL;
    int removed = 0;
    for (int i = s->n_active - 1; i >= 0; i--) {
        if (s->active[i].player == player && s->active[i].source == source) {
            remove_entry(s, i);
            removed++;
        }
    }
    if (!removed)
        return cg_error(CG_EINVAL, "%s: %s applied no ability of card %d", fn,
                        ws_player_names[player], source);
    return CG_OK;
}

/* Rule: a revert covers the modifiers active now; apply lets them all act. */
static cg_status set_reverted(cg_state *state, int card, bool revert, const char *fn)
{
    cg_status st;
    ws_state *s = running_state(state, fn, &st);
    if (!s)
        return st;
    if (check_card_id(card, fn, "card"))
        return CG_EINVAL;
    int slot = stage_slot(s, card);
    if (slot < 0)
        return cg_error(CG_EINVAL, "%s: card %d is not a character on a stage", fn, card);
    revert_below(s, ws_owner((uint8_t)card), slot, revert ? s->n_active : 0);
    return CG_OK;
}

cg_status cg_weiss_schwarz_apply_abilities_to_card(cg_state *state, int card)
{
    return set_reverted(state, card, false, "cg_weiss_schwarz_apply_abilities_to_card");
}

cg_status cg_weiss_schwarz_revert_abilities_on_card(cg_state *state, int card)
{
    return set_reverted(state, card, true, "cg_weiss_schwarz_revert_abilities_on_card");
}

cg_status cg_weiss_schwarz_end_turn(cg_state *state)
{
    cg_status st;
    ws_state *s = running_state(state, "cg_weiss_schwarz_end_turn", &st);
    if (!s)
        return st;
    ws_stack_end_turn(s);
    return CG_OK;
}

cg_status cg_weiss_schwarz_start_turn(cg_state *state)
{
    cg_status st;
    ws_state *s = running_state(state, "cg_weiss_schwarz_start_turn", &st);
    if (!s)
        return st;
    ws_stack_start_turn(s);
    return CG_OK;
}
