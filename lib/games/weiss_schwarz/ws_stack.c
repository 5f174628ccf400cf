/* The ability stack: the lasting uses (A5, AB, registered abilities) in the
   order they were applied, the power they give, the ends of turns, and the
   seed's board operations as public functions. */
#include <string.h>

#include "ws_internal.h"

cg_weiss_schwarz_use ws_use_of_entry(const ws_config *c, const ws_state *s, int i)
{
    const ws_active *e = &s->active[i];
    cg_weiss_schwarz_use u = {c->cards[e->source].ability,
                              e->player,
                              e->source,
                              e->continuity,
                              CG_WEISS_SCHWARZ_ON_APPLY,
                              e->target == WS_NONE ? -1 : e->target,
                              1,
                              e->value};
    return u;
}

static const cg_weiss_schwarz_ability_ops *table_of(const ws_config *c, const ws_active *e)
{
    return ws_ability(c, c->cards[e->source].ability);
}

/* Rule: printed power, then every use acting on the character in order
   (A5 adds to its subtype, AB sets its target to 0), but those reverted on
   it; every step is kept within 0..POWER_MAX (a power is never below 0). */
int32_t ws_power(const ws_config *c, const ws_state *s, int player, int slot)
{
    const ws_player *pl = &s->player[player];
    if (pl->stage[slot] == WS_NONE)
        return -1;
    int card = ws_id(player, pl->stage[slot]);
    int32_t power = c->cards[card].power;
    for (int i = pl->reverted_below[slot]; i < s->n_active; i++) {
        const ws_active *e = &s->active[i];
        int code = c->cards[e->source].ability;
        int64_t p;
        /* A5 and AB as their tables' apply_to_card compute them. */
        if (code == CG_WEISS_SCHWARZ_A5) {
            bool raised = c->a5_targets[e->source][card / 64] >> (card % 64) & 1;
            p = raised ? (int64_t)power + c->cards[e->source].amount : power;
        } else if (code == CG_WEISS_SCHWARZ_AB) {
            p = e->target == card ? 0 : power;
        } else {
            const cg_weiss_schwarz_ability_ops *t = ws_ability(c, code);
            if (!t->apply_to_card)
                continue;
            cg_weiss_schwarz_use u = ws_use_of_entry(c, s, i);
            p = t->apply_to_card(t->user, cg_state_of_block(s), &u, card, power);
        }
        power = (int32_t)(p < 0 ? 0 : p > WS_POWER_MAX ? WS_POWER_MAX : p);
    }
    return power;
}

bool ws_stack_push(ws_state *s, int player, uint8_t source, uint8_t target, int continuity,
                   int32_t value)
{
    if (s->n_active == WS_ACTIVE_MAX)
        return false;
    ws_active *e = &s->active[s->n_active++];
    e->player = (uint8_t)player;
    e->source = source;
    e->target = target;
    e->continuity = (uint8_t)continuity;
    e->value = value;
    return true;
}

/* revertir_en_carta: use i stops acting on the character in the slot. */
static void notify(const ws_config *c, const ws_state *s, int i, int player, int slot)
{
    const cg_weiss_schwarz_ability_ops *t = table_of(c, &s->active[i]);
    const ws_player *pl = &s->player[player];
    if (!t->revert_on_card || pl->stage[slot] == WS_NONE || i < pl->reverted_below[slot])
        return;
    cg_weiss_schwarz_use u = ws_use_of_entry(c, s, i);
    t->revert_on_card(t->user, cg_state_of_block(s), &u, ws_id(player, pl->stage[slot]));
}

static void notify_all_cards(const ws_config *c, const ws_state *s, int i)
{
    if (!table_of(c, &s->active[i])->revert_on_card)
        return;
    for (int p = 0; p < 2; p++)
        for (int slot = 0; slot < WS_SLOTS; slot++)
            notify(c, s, i, p, slot);
}

void ws_stack_leaving(const ws_config *c, const ws_state *s, int player, int slot)
{
    for (int i = s->n_active - 1; i >= 0; i--)
        if (table_of(c, &s->active[i])->revert_on_card)
            notify(c, s, i, player, slot);
}

/* The use stops acting everywhere and leaves; the entries above it move
   down, and so do the reverted counts. */
static void remove_entry(const ws_config *c, ws_state *s, int i)
{
    notify_all_cards(c, s, i);
    for (int p = 0; p < 2; p++)
        for (int slot = 0; slot < WS_SLOTS; slot++)
            if (s->player[p].reverted_below[slot] > i)
                s->player[p].reverted_below[slot]--;
    memmove(&s->active[i], &s->active[i + 1], (size_t)(s->n_active - i - 1) * sizeof s->active[0]);
    s->n_active--;
    memset(&s->active[s->n_active], 0, sizeof s->active[0]);
}

/* Sets a slot's reverted count: the entries below `below` do not act on it. */
static void revert_below(ws_state *s, int player, int slot, uint8_t below)
{
    ws_player *pl = &s->player[player];
    pl->reverted_below[slot] = pl->stage[slot] == WS_NONE ? 0 : below;
}

static bool same_entry(const ws_active *a, const ws_active *b)
{
    return a->player == b->player && a->source == b->source && a->target == b->target &&
           a->continuity == b->continuity;
}

/* Runs revert_on_board (apply false) or apply_to_board at a turn's start for
   entry i, with the busy mark set; the entry keeps the value it leaves. */
static cg_status run_entry(const ws_config *c, ws_state *s, int i, bool apply)
{
    int code = c->cards[s->active[i].source].ability;
    const cg_weiss_schwarz_ability_ops *t = ws_ability(c, code);
    /* The built-in lasting uses (A5, AB) only mark themselves lasting again
       at a turn's start, and have nothing to revert. */
    if (code <= WS_BUILTIN || (apply ? !t->apply_to_board : !t->revert_on_board))
        return CG_OK;
    ws_active before = s->active[i];
    cg_weiss_schwarz_use u = ws_use_of_entry(c, s, i);
    u.occasion = CG_WEISS_SCHWARZ_ON_TURN_START;
    uint8_t busy = s->busy;
    s->busy = WS_BUSY_OTHER;
    cg_state *state = cg_state_of_block(s);
    cg_status st =
        apply ? t->apply_to_board(t->user, state, &u) : t->revert_on_board(t->user, state, &u);
    s->busy = busy;
    if (apply && i < s->n_active && same_entry(&s->active[i], &before))
        s->active[i].value = u.value;
    return st;
}

/* Entry e again after a callback that may have ended others (callbacks
   cannot add any): its index at or below i, -1 when it ended too. */
static int find_again(const ws_state *s, const ws_active *e, int i)
{
    int j = i < s->n_active ? i : s->n_active - 1;
    while (j >= 0 && !same_entry(&s->active[j], e))
        j--;
    return j;
}

/* Rule: a use ends when its source or its target leaves the stage (the seed:
   an effect lasts while its card is on the field): newest first, each one's
   revert_on_board undoes its board effect, then it stops acting on every
   character and leaves. Returns the first failing callback's status (the
   others still run). */
cg_status ws_stack_forget_card(const ws_config *c, ws_state *s, uint8_t id)
{
    cg_status first = CG_OK;
    for (int i = s->n_active - 1; i >= 0; i--) {
        if (i >= s->n_active || (s->active[i].source != id && s->active[i].target != id))
            continue;
        ws_active e = s->active[i];
        cg_status st = run_entry(c, s, i, false);
        first = first != CG_OK ? first : st;
        int j = find_again(s, &e, i);
        if (j >= 0)
            remove_entry(c, s, j);
    }
    return first;
}

/* Rule: at the end of turn the uses are reverted newest first (on the board,
   then on every character); temporary ones end, continuous ones wait for the
   next turn. Uses applied later act. Returns the first failing callback's
   status (the others still run). */
cg_status ws_stack_end_turn(const ws_config *c, ws_state *s)
{
    cg_status first = CG_OK;
    if (s->n_active == 0) {
        ws_stack_act_again(s);
        return CG_OK;
    }
    /* The built-in abilities have no callback to run here. */
    for (int i = c->user_count ? s->n_active - 1 : -1; i >= 0; i--) {
        if (i >= s->n_active)
            continue;
        ws_active e = s->active[i];
        cg_status st = run_entry(c, s, i, false);
        first = first != CG_OK ? first : st;
        if (i < s->n_active && same_entry(&s->active[i], &e))
            notify_all_cards(c, s, i);
    }
    for (int p = 0; p < 2; p++)
        for (int slot = 0; slot < WS_SLOTS; slot++)
            revert_below(s, p, slot, s->n_active);
    for (int i = s->n_active - 1; i >= 0; i--)
        if (s->active[i].continuity == CG_WEISS_SCHWARZ_TEMPORARY)
            remove_entry(c, s, i);
    return first;
}

void ws_stack_act_again(ws_state *s)
{
    memset(s->player[0].reverted_below, 0, sizeof s->player[0].reverted_below);
    memset(s->player[1].reverted_below, 0, sizeof s->player[1].reverted_below);
}

/* Rule: at the start of turn the remaining uses act again, in order, and
   each one's apply_to_board runs (uses that end meanwhile are skipped). */
cg_status ws_stack_start_turn(const ws_config *c, ws_state *s)
{
    cg_status first = CG_OK;
    ws_stack_act_again(s);
    if (s->n_active == 0)
        return CG_OK;
    for (int i = 0; i < s->n_active && s->phase != CG_WEISS_SCHWARZ_PHASE_OVER;) {
        ws_active e = s->active[i];
        cg_status st = run_entry(c, s, i, true);
        first = first != CG_OK ? first : st;
        if (i < s->n_active && same_entry(&s->active[i], &e))
            i++;
    }
    return first;
}

/* ---- weiss_schwarz.h ---- */

static const ws_state *ws_of(const cg_state *state, const char *caller)
{
    return cg_state_block_of(state, &cg_weiss_schwarz_impl, caller);
}

int cg_weiss_schwarz_ability_count(const cg_state *state)
{
    const ws_state *s = ws_of(state, __func__);
    return s ? s->n_active : -1;
}

static const ws_state *entry_state(const cg_state *state, int i, const void *out, const char *fn)
{
    const ws_state *s = ws_of(state, fn);
    if (!s)
        return NULL;
    if (!out) {
        cg_error(CG_EINVAL, "%s: out is NULL", fn);
        return NULL;
    }
    if (i < 0 || i >= s->n_active) {
        cg_error(CG_EINVAL, "%s: no active ability %d (%d active)", fn, i, s->n_active);
        return NULL;
    }
    return s;
}

cg_status cg_weiss_schwarz_ability_at(const cg_state *state, int i, cg_weiss_schwarz_active *out)
{
    const ws_state *s = entry_state(state, i, out, __func__);
    if (!s)
        return CG_EINVAL;
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

cg_status cg_weiss_schwarz_use_at(const cg_state *state, int i, cg_weiss_schwarz_use *out)
{
    const ws_state *s = entry_state(state, i, out, __func__);
    if (!s)
        return CG_EINVAL;
    *out = ws_use_of_entry(cg_state_config(state), s, i);
    return CG_OK;
}

static cg_status check_card_id(int card, const char *caller, const char *what)
{
    if (card < 0 || card >= WS_CARDS)
        return cg_error(CG_EINVAL, "%s: %s %d is not a card id (0..99)", caller, what, card);
    return CG_OK;
}

/* The state of a stack operation: of this game, not over (CG_EOVER, as for a
   move), not inside a callback. NULL with *status set otherwise. */
static ws_state *stack_state(cg_state *state, const char *fn, cg_status *status)
{
    ws_state *s = cg_state_block_mut(state, &cg_weiss_schwarz_impl, fn);
    *status = CG_EINVAL;
    if (s && cg_state_is_terminal(state)) {
        *status = cg_error(CG_EOVER, "%s: the game is over", fn);
        return NULL;
    }
    if (s && s->busy) {
        cg_error(CG_EINVAL, "%s: not inside an ability's callback", fn);
        return NULL;
    }
    return s;
}

/* What the seed allows: an owner's card with an ability, a continuous use
   from a character on the stage only, a target for an ability that may ask
   for a character. */
static cg_status check_apply(const cg_state *state, const ws_state *s, int player, int source,
                             int continuity, int target)
{
    static const char fn[] = "cg_weiss_schwarz_apply_ability";
    const ws_config *c = cg_state_config(state);
    if (cg_check_player(state, player, fn) != CG_OK || check_card_id(source, fn, "source"))
        return CG_EINVAL;
    const ws_card *card = &c->cards[source];
    const char *name = ws_card_name(c, (uint8_t)source);
    if (ws_owner((uint8_t)source) != player)
        return cg_error(CG_EINVAL, "%s: card %d (%s) belongs to %s, not %s", fn, source, name,
                        ws_player_names[ws_owner((uint8_t)source)], ws_player_names[player]);
    if (!card->ability)
        return cg_error(CG_EINVAL, "%s: card %d (%s) has no ability", fn, source, name);
    if (continuity != CG_WEISS_SCHWARZ_CONTINUOUS && continuity != CG_WEISS_SCHWARZ_TEMPORARY)
        return cg_error(CG_EINVAL, "%s: continuity %d is not 0 (continuous) or 1 (temporary)", fn,
                        continuity);
    bool is_character = card->type == CG_WEISS_SCHWARZ_CHARACTER;
    if (continuity == CG_WEISS_SCHWARZ_CONTINUOUS && !is_character)
        return cg_error(CG_EINVAL, "%s: card %d (%s) is %s: its uses are temporary", fn, source,
                        name, card->type == CG_WEISS_SCHWARZ_EVENT ? "an event" : "a climax");
    if (continuity == CG_WEISS_SCHWARZ_CONTINUOUS && ws_stage_slot(s, source) < 0)
        return cg_error(CG_EINVAL, "%s: character %d (%s) is not on the stage", fn, source, name);
    bool takes_target = ws_ability(c, card->ability)->choices &
                        CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE);
    if (target != -1 && !takes_target)
        return cg_error(CG_EINVAL, "%s: %s takes no target (-1), not %d", fn,
                        ws_ability_word(c, card->ability), target);
    if (target != -1 && ws_stage_slot(s, target) < 0)
        return cg_error(CG_EINVAL, "%s: target %d is not a character on a stage", fn, target);
    if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE)
        return cg_error(CG_EINVAL, "%s: a choice is pending: it is made first", fn);
    return CG_OK;
}

/* Runs an operation that calls back; on failure the state and its generator
   are as they were. */
typedef cg_status (*ws_operation)(const ws_config *c, ws_state *s, const void *args);

static cg_status with_rollback(cg_state *state, ws_state *s, ws_operation op, const void *args)
{
    ws_state before = *s;
    cg_rng *rng = cg_state_rng(state);
    cg_rng rng_before = *rng;
    cg_status st = op(cg_state_config(state), s, args);
    if (st != CG_OK) {
        *s = before;
        *rng = rng_before;
    }
    return st;
}

typedef struct apply_args {
    int source, continuity, target;
} apply_args;

static cg_status apply_op(const ws_config *c, ws_state *s, const void *args)
{
    const apply_args *a = args;
    return ws_resolve(c, s, (uint8_t)a->source, WS_DEST_NONE, a->continuity,
                      a->target < 0 ? WS_NONE : (uint8_t)a->target,
                      "cg_weiss_schwarz_apply_ability");
}

cg_status cg_weiss_schwarz_apply_ability(cg_state *state, int player, int source, int continuity,
                                         int target)
{
    cg_status st;
    ws_state *s = stack_state(state, __func__, &st);
    if (!s)
        return st;
    st = check_apply(state, s, player, source, continuity, target);
    if (st != CG_OK)
        return st;
    apply_args args = {source, continuity, target};
    return with_rollback(state, s, apply_op, &args);
}

typedef struct remove_args {
    int player, source;
} remove_args;

/* The newest entry below `bound` that `player` applied from `source`, -1. */
static int newest_of(const ws_state *s, const remove_args *a, int bound)
{
    for (int i = bound - 1; i >= 0; i--)
        if (s->active[i].player == a->player && s->active[i].source == a->source)
            return i;
    return -1;
}

static cg_status remove_op(const ws_config *c, ws_state *s, const void *args)
{
    const remove_args *a = args;
    int bound = s->n_active, removed = 0;
    for (int i; (i = newest_of(s, a, bound)) >= 0;) {
        ws_active e = s->active[i];
        cg_status st = run_entry(c, s, i, false);
        if (st != CG_OK)
            return st;
        int j = find_again(s, &e, i);
        if (j >= 0) {
            remove_entry(c, s, j);
            removed++;
        }
        bound = j >= 0 ? j : (i < s->n_active ? i : s->n_active);
    }
    if (!removed)
        return cg_error(CG_EINVAL,
                        "cg_weiss_schwarz_remove_ability: %s applied no ability of card %d",
                        ws_player_names[a->player], a->source);
    return CG_OK;
}

cg_status cg_weiss_schwarz_remove_ability(cg_state *state, int player, int source)
{
    cg_status st;
    ws_state *s = stack_state(state, __func__, &st);
    if (!s)
        return st;
    if (cg_check_player(state, player, __func__) != CG_OK ||
        check_card_id(source, __func__, "source"))
        return CG_EINVAL;
    remove_args args = {player, source};
    return with_rollback(state, s, remove_op, &args);
}

/* Rule: a revert covers the uses active now; apply lets them all act. */
static cg_status set_reverted(cg_state *state, int card, bool revert, const char *fn)
{
    cg_status st;
    ws_state *s = stack_state(state, fn, &st);
    if (!s)
        return st;
    if (check_card_id(card, fn, "card"))
        return CG_EINVAL;
    int slot = ws_stage_slot(s, card);
    if (slot < 0)
        return cg_error(CG_EINVAL, "%s: card %d is not a character on a stage", fn, card);
    int player = ws_owner((uint8_t)card);
    if (revert)
        ws_stack_leaving(cg_state_config(state), s, player, slot);
    revert_below(s, player, slot, revert ? s->n_active : 0);
    return CG_OK;
}

cg_status cg_weiss_schwarz_apply_abilities_to_card(cg_state *state, int card)
{
    return set_reverted(state, card, false, __func__);
}

cg_status cg_weiss_schwarz_revert_abilities_on_card(cg_state *state, int card)
{
    return set_reverted(state, card, true, __func__);
}

static cg_status end_op(const ws_config *c, ws_state *s, const void *args)
{
    (void)args;
    return ws_stack_end_turn(c, s);
}

static cg_status start_op(const ws_config *c, ws_state *s, const void *args)
{
    (void)args;
    return ws_stack_start_turn(c, s);
}

cg_status cg_weiss_schwarz_end_turn(cg_state *state)
{
    cg_status st;
    ws_state *s = stack_state(state, __func__, &st);
    return s ? with_rollback(state, s, end_op, NULL) : st;
}

cg_status cg_weiss_schwarz_start_turn(cg_state *state)
{
    cg_status st;
    ws_state *s = stack_state(state, __func__, &st);
    return s ? with_rollback(state, s, start_op, NULL) : st;
}
