/* The resolution of an ability's use: its callbacks run with the use kept in
   the state (the pending record), the choices it asks become legal moves, and
   when it ends the card goes to its place and a lasting use enters the stack. */
#include <string.h>

#include "ws_internal.h"

ws_ctx ws_ctx_of(cg_state *state)
{
    ws_ctx x;
    x.state = state;
    x.c = cg_state_config(state);
    x.s = cg_state_block_mut(state, &cg_weiss_schwarz_impl, "weiss_schwarz");
    x.rng = cg_state_rng(state);
    return x;
}

static int occasion_of(const ws_pending *pd)
{
    return pd->dest == WS_DEST_NONE ? CG_WEISS_SCHWARZ_ON_APPLY : CG_WEISS_SCHWARZ_ON_PLAY;
}

/* The use resolving, as its callbacks see it. */
static cg_weiss_schwarz_use use_of(const ws_config *c, const ws_pending *pd)
{
    cg_weiss_schwarz_use u = {c->cards[pd->source].ability,
                              ws_owner(pd->source),
                              pd->source,
                              pd->continuity,
                              occasion_of(pd),
                              pd->target == WS_NONE ? -1 : pd->target,
                              pd->lasting,
                              pd->value};
    return u;
}

static cg_weiss_schwarz_use use_of_pending(const ws_config *c, const ws_state *s)
{
    return use_of(c, &s->pending);
}

/* What a callback may change of the use: its target, lasting and value. */
static void keep_use(ws_state *s, const cg_weiss_schwarz_use *u)
{
    ws_pending *pd = &s->pending;
    pd->target = u->target >= 0 && u->target < WS_CARDS ? (uint8_t)u->target : WS_NONE;
    pd->lasting = u->lasting != 0;
    pd->value = u->value;
}

/* Runs apply_to_board (answer NULL) or choose with the busy mark set. */
static cg_status run(const ws_config *c, ws_state *s, const cg_weiss_schwarz_answer *answer)
{
    const cg_weiss_schwarz_ability_ops *t = ws_ability(c, c->cards[s->pending.source].ability);
    cg_weiss_schwarz_use u = use_of_pending(c, s);
    uint8_t busy = s->busy;
    s->busy = WS_BUSY_RESOLVING;
    cg_state *state = cg_state_of_block(s);
    cg_status st =
        answer ? t->choose(t->user, state, &u, answer) : t->apply_to_board(t->user, state, &u);
    s->busy = busy;
    keep_use(s, &u);
    return st;
}

/* Rule: a character goes to its slot, a climax to the climax area, an event to
   the waiting room, once its ability has resolved. */
void ws_finish_play(ws_state *s)
{
    uint8_t id = s->pending.source, dest = s->pending.dest;
    memset(&s->pending, 0, sizeof s->pending);
    ws_player *pl = &s->player[ws_owner(id)];
    uint8_t local = ws_local(id);
    if (dest < WS_SLOTS) {
        pl->stage[dest] = local;
        pl->reverted_below[dest] = 0;
    } else if (dest == WS_DEST_CLIMAX) {
        pl->climax = local;
    } else if (dest == WS_DEST_WAITING) {
        ws_push(pl->waiting, &pl->n_waiting, local);
    }
}

/* The cards an A2 holds go back in the order they were taken. */
static void cancel_choice(ws_state *s)
{
    ws_pending *pd = &s->pending;
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_ORDER) {
        ws_player *pl = &s->player[pd->side];
        while (pd->n_looked > 0)
            ws_push(pl->deck, &pl->n_deck, ws_pop(pd->looked, &pd->n_looked));
    }
    pd->kind = CG_WEISS_SCHWARZ_CHOICE_NONE;
    pd->side = 0;
}

void ws_resolution_abort(ws_state *s)
{
    cancel_choice(s);
    ws_finish_play(s);
}

/* A lasting use that cannot last ends at once: revert_on_board undoes its
   board effect, as when its card leaves the stage. */
static void end_unlasting(const ws_config *c, ws_state *s, const ws_pending *pd)
{
    const cg_weiss_schwarz_ability_ops *t = ws_ability(c, c->cards[pd->source].ability);
    if (!t->revert_on_board)
        return;
    cg_weiss_schwarz_use u = use_of(c, pd);
    uint8_t busy = s->busy;
    s->busy = WS_BUSY_OTHER;
    (void)t->revert_on_board(t->user, cg_state_of_block(s), &u);
    s->busy = busy;
}

/* Rule: the card goes to its place, then a lasting use enters the stack if
   what it is about is still there. */
static cg_status finish(const ws_config *c, ws_state *s, const char *caller)
{
    ws_pending pd = s->pending;
    ws_finish_play(s);
    bool character = c->cards[pd.source].type == CG_WEISS_SCHWARZ_CHARACTER;
    cg_status st = CG_OK;
    if (!pd.lasting)
        return CG_OK;
    if (character && ws_stage_slot(s, pd.source) < 0)
        st = cg_error(CG_EINVAL, "%s: character %d (%s) is not on the stage: its use cannot last",
                      caller, pd.source, ws_card_name(c, pd.source));
    else if (pd.target != WS_NONE && ws_stage_slot(s, pd.target) < 0)
        st = cg_error(CG_EINVAL, "%s: the use's target %d is not a character on a stage", caller,
                      pd.target);
    else if (!ws_stack_push(s, ws_owner(pd.source), pd.source, pd.target, pd.continuity,
                            pd.value))
        st = cg_error(CG_EINVAL, "%s: the stack already holds %d modifiers", caller,
                      WS_ACTIVE_MAX);
    if (st != CG_OK)
        end_unlasting(c, s, &pd);
    return st;
}

/* After a callback: wait for the choice it asked, or end the resolution (at
   once when the callback failed or the game ended). */
static cg_status go_on(const ws_config *c, ws_state *s, cg_status st, const char *caller)
{
    bool over = s->phase == CG_WEISS_SCHWARZ_PHASE_OVER;
    if (st == CG_OK && !over && s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE)
        return CG_OK;
    cancel_choice(s);
    cg_status done = finish(c, s, caller);
    return st != CG_OK ? st : done;
}

cg_status ws_resolve(const ws_config *c, ws_state *s, uint8_t id, int dest, int continuity,
                     uint8_t target, const char *caller)
{
    ws_pending *pd = &s->pending;
    memset(pd, 0, sizeof *pd);
    pd->source = id;
    pd->dest = (uint8_t)dest;
    pd->continuity = (uint8_t)continuity;
    pd->target = target;
    const cg_weiss_schwarz_ability_ops *t = ws_ability(c, c->cards[id].ability);
    if (t->reset) {
        cg_weiss_schwarz_use u = use_of_pending(c, s);
        t->reset(t->user, &u);
        pd->value = u.value;
    }
    cg_status st = t->apply_to_board ? run(c, s, NULL) : CG_OK;
    return go_on(c, s, st, caller);
}

/* Puts back the looked-at card at position i (on top of the deck), then the
   last one when a single card is left. Returns whether all are back. */
static bool put_back(ws_state *s, int i)
{
    ws_pending *pd = &s->pending;
    ws_player *pl = &s->player[pd->side];
    ws_push(pl->deck, &pl->n_deck, pd->looked[i]);
    ws_remove_at(pd->looked, &pd->n_looked, i);
    ws_know_put_back(s, s->current, pd->side);
    if (pd->n_looked > 1)
        return false;
    if (pd->n_looked == 1) {
        ws_push(pl->deck, &pl->n_deck, ws_pop(pd->looked, &pd->n_looked));
        ws_know_put_back(s, s->current, pd->side);
    }
    return true;
}

/* The answer a choice move gives; false while an A2 still puts cards back. */
static bool answer_of(const ws_config *c, ws_state *s, cg_move move, cg_weiss_schwarz_answer *a)
{
    ws_pending *pd = &s->pending;
    int me = s->current;
    unsigned arg = WS_ARG(move);
    *a = (cg_weiss_schwarz_answer){pd->kind, me, -1, 0};
    switch (WS_ACTION(move)) {
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK: a->player = arg ? 1 - me : me; return true;
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD: {
        int i = 0;
        while (c->cards[ws_index(pd->side, pd->looked[i])].name != arg) {
            CG_ASSERT(i + 1 < pd->n_looked); /* a legal choice names a card looked at */
            i++;
        }
        a->player = pd->side;
        return put_back(s, i);
    }
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE:
        a->player = arg >> 3 & 1 ? 1 - me : me;
        a->card = ws_id(a->player, s->player[a->player].stage[arg & 7]);
        return true;
    default:
        a->player = arg ? 1 - me : me;
        a->hand = 1;
        return true;
    }
}

void ws_choose(const ws_config *c, ws_state *s, cg_move move)
{
    cg_weiss_schwarz_answer answer;
    if (!answer_of(c, s, move, &answer))
        return;
    s->pending.kind = CG_WEISS_SCHWARZ_CHOICE_NONE;
    s->pending.side = 0;
    go_on(c, s, run(c, s, &answer), "weiss_schwarz");
}

/* ---- asking, from a callback ---- */

static const char *const kind_names[5] = {"no", "deck", "order", "stage", "side"};

/* The resolving use of a state asked from a callback, or NULL (and the error). */
static ws_state *asking_state(cg_state *state, int kind, const char *fn, cg_status *st)
{
    ws_state *s = cg_state_block_mut(state, &cg_weiss_schwarz_impl, fn);
    *st = CG_EINVAL;
    if (!s)
        return NULL;
    const ws_config *c = cg_state_config(state);
    const ws_pending *pd = &s->pending;
    if (s->phase == CG_WEISS_SCHWARZ_PHASE_OVER)
        *st = cg_error(CG_EOVER, "%s: the game is over", fn);
    else if (s->busy != WS_BUSY_RESOLVING)
        cg_error(CG_EINVAL, "%s: only while an ability resolves (its apply_to_board or choose)",
                 fn);
    else if (pd->kind != CG_WEISS_SCHWARZ_CHOICE_NONE)
        cg_error(CG_EINVAL, "%s: a choice is already asked", fn);
    else if (!(ws_ability(c, c->cards[pd->source].ability)->choices & CG_WEISS_SCHWARZ_ASKS(kind)))
        cg_error(CG_EINVAL, "%s: '%s' asks for no %s choice (see its choices)", fn,
                 ws_ability_name(c, c->cards[pd->source].ability), kind_names[kind]);
    else if (s->phase != CG_WEISS_SCHWARZ_PHASE_MAIN1 && s->phase != CG_WEISS_SCHWARZ_PHASE_MAIN2)
        cg_error(CG_EINVAL, "%s: choices are made in the main phases", fn);
    else if (ws_owner(pd->source) != s->current)
        cg_error(CG_EINVAL, "%s: only the player to move answers a choice, and %s is not to move",
                 fn, ws_player_names[ws_owner(pd->source)]);
    else
        return s;
    return NULL;
}

cg_status cg_weiss_schwarz_ask(cg_state *state, int kind, int side)
{
    bool sided = kind == CG_WEISS_SCHWARZ_CHOICE_SIDE;
    if (kind != CG_WEISS_SCHWARZ_CHOICE_DECK && kind != CG_WEISS_SCHWARZ_CHOICE_STAGE && !sided)
        return cg_error(CG_EINVAL,
                        "%s: kind %d is not DECK (1), STAGE (3) or SIDE (4) (ORDER: "
                        "cg_weiss_schwarz_look_at_top)",
                        __func__, kind);
    if (sided ? side != 0 && side != 1 : side != -1)
        return cg_error(CG_EINVAL, "%s: side %d: a player (0, 1) for SIDE, -1 for the others",
                        __func__, side);
    cg_status st;
    ws_state *s = asking_state(state, kind, __func__, &st);
    if (!s)
        return st;
    if (kind == CG_WEISS_SCHWARZ_CHOICE_STAGE && !ws_stage_has_character(s))
        return cg_error(CG_EINVAL, "%s: no character on either stage to choose", __func__);
    if (sided && !ws_side_has_option(s, side))
        return cg_error(CG_EINVAL, "%s: %s has no character and no card in hand to choose",
                        __func__, ws_player_names[side]);
    s->pending.kind = (uint8_t)kind;
    s->pending.side = sided ? (uint8_t)side : 0;
    return CG_OK;
}

/* Rule: the top 5 cards (fewer when the deck is shorter) are taken to be put
   back one at a time; the player chooses while two or more are left. */
cg_status cg_weiss_schwarz_look_at_top(cg_state *state, int owner, int *count)
{
    cg_status st;
    ws_state *s = asking_state(state, CG_WEISS_SCHWARZ_CHOICE_ORDER, __func__, &st);
    if (!s)
        return st;
    if (cg_check_player(state, owner, __func__) != CG_OK)
        return CG_EINVAL;
    const ws_config *c = cg_state_config(state);
    ws_player *pl = &s->player[owner];
    ws_pending *pd = &s->pending;
    int n = pl->n_deck < WS_LOOK_MAX ? pl->n_deck : WS_LOOK_MAX;
    ws_know_look(c, s, s->current, owner);
    for (int i = 0; i < n; i++)
        pd->looked[i] = ws_pop(pl->deck, &pl->n_deck);
    pd->n_looked = (uint8_t)n;
    pd->side = (uint8_t)owner;
    if (n >= 2)
        pd->kind = CG_WEISS_SCHWARZ_CHOICE_ORDER;
    else if (n == 1)
        put_back(s, 0);
    if (count)
        *count = n;
    return CG_OK;
}
