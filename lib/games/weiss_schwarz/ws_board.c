/* Board operations for abilities (the seed's TableroJuego and Mazo methods):
   dice and coins from the state's generator, destroying, moving, drawing and
   shuffling cards, each keeping the rules that follow the change. */
#include "ws_internal.h"

/* A running state of this game, or NULL with *status set. */
static ws_state *board_state(cg_state *state, const char *fn, cg_status *status)
{
    ws_state *s = cg_state_block_mut(state, &cg_weiss_schwarz_impl, fn);
    *status = CG_EINVAL;
    if (s && s->phase == CG_WEISS_SCHWARZ_PHASE_OVER) {
        *status = cg_error(CG_EOVER, "%s: the game is over", fn);
        return NULL;
    }
    return s;
}

/* A running state of this game and a player of it, or NULL with *status set. */
static ws_state *player_state(cg_state *state, int player, const char *fn, cg_status *status)
{
    ws_state *s = board_state(state, fn, status);
    if (s && cg_check_player(state, player, fn) != CG_OK)
        return NULL; /* *status is CG_EINVAL */
    return s;
}

cg_status cg_weiss_schwarz_roll_die(cg_state *state, int *face)
{
    cg_status st;
    if (!board_state(state, __func__, &st))
        return st;
    if (!face)
        return cg_error(CG_EINVAL, "%s: face is NULL", __func__);
    *face = (int)cg_rng_below(cg_state_rng(state), 6) + 1;
    return CG_OK;
}

cg_status cg_weiss_schwarz_flip_coin(cg_state *state, int *heads)
{
    cg_status st;
    if (!board_state(state, __func__, &st))
        return st;
    if (!heads)
        return cg_error(CG_EINVAL, "%s: heads is NULL", __func__);
    *heads = cg_rng_coin(cg_state_rng(state)) ? 1 : 0;
    return CG_OK;
}

cg_status cg_weiss_schwarz_destroy(cg_state *state, int player, int slot)
{
    cg_status st;
    ws_state *s = player_state(state, player, __func__, &st);
    if (!s)
        return st;
    if (slot < 0 || slot >= WS_SLOTS)
        return cg_error(CG_EINVAL, "%s: no slot %d (0..4)", __func__, slot);
    ws_player *pl = &s->player[player];
    if (pl->stage[slot] == WS_NONE)
        return cg_error(CG_EINVAL, "%s: %s's %s is empty", __func__, ws_player_names[player],
                        ws_slot_words[slot]);
    return ws_leave_stage(cg_state_config(state), s, player, slot, pl->waiting, &pl->n_waiting);
}

cg_status cg_weiss_schwarz_draw(cg_state *state, int player, int *card)
{
    cg_status st;
    ws_state *s = player_state(state, player, __func__, &st);
    if (!s)
        return st;
    const ws_player *pl = &s->player[player];
    bool drawn = ws_draw(cg_state_config(state), s, player, cg_state_rng(state));
    if (card)
        *card = drawn ? ws_id(player, pl->hand[pl->n_hand - 1]) : -1;
    return CG_OK;
}

cg_status cg_weiss_schwarz_shuffle_deck(cg_state *state, int player)
{
    cg_status st;
    ws_state *s = player_state(state, player, __func__, &st);
    if (!s)
        return st;
    ws_player *pl = &s->player[player];
    ws_know_shuffle(cg_state_config(state), s, player);
    cg_rng_shuffle_bytes(cg_state_rng(state), pl->deck, pl->n_deck);
    return CG_OK;
}

/* ---- moving a card ---- */

/* Takes a card out of the deck at position i, face up. */
static void take_from_deck(const ws_config *c, ws_state *s, int player, int i)
{
    ws_player *pl = &s->player[player];
    ws_know_taken(c, s, player, i);
    ws_remove_at(pl->deck, &pl->n_deck, i);
}

/* Takes the card out of its zone or the climax area; false when it is in
   neither (the card resolving, or one an A2 holds). */
static bool take(const ws_config *c, ws_state *s, int player, uint8_t local)
{
    ws_player *pl = &s->player[player];
    if (pl->climax == local) {
        pl->climax = WS_NONE;
        return true;
    }
    for (int from = 0; from <= CG_WEISS_SCHWARZ_REMOVED; from++) {
        const uint8_t *cards;
        int n = ws_zone_of(pl, from, &cards);
        int i = ws_find(cards, n, local);
        if (i < 0)
            continue;
        if (from == CG_WEISS_SCHWARZ_DECK) {
            take_from_deck(c, s, player, i);
            return true;
        }
        if (from == CG_WEISS_SCHWARZ_HAND)
            ws_know_leaves_hand(c, s, player, local);
        ws_remove_at((uint8_t *)cards, ws_zone_counter(pl, from), i);
        return true;
    }
    return false;
}

/* What follows a card's arrival: what the players know, a clock of 7 levels
   up, a level of max_level ends the game. */
static void arrived(const ws_config *c, ws_state *s, int player, uint8_t local, int zone,
                    cg_rng *rng)
{
    ws_know_arrives(c, s, player, local, zone);
    if (zone == CG_WEISS_SCHWARZ_CLOCK)
        ws_check_level_up(c, s, player, rng);
    if (zone == CG_WEISS_SCHWARZ_LEVEL && s->player[player].n_level >= c->max_level) {
        s->phase = CG_WEISS_SCHWARZ_PHASE_OVER;
        s->result = (uint8_t)(player == 0 ? WS_RESULT_SCHWARZ : WS_RESULT_WEISS);
    }
    /* A game that ends outside a resolution ends the choice pending. */
    if (s->phase == CG_WEISS_SCHWARZ_PHASE_OVER && !s->busy &&
        s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE)
        ws_resolution_abort(s);
}

cg_status cg_weiss_schwarz_move_card(cg_state *state, int card, int zone)
{
    cg_status st;
    ws_state *s = board_state(state, __func__, &st);
    if (!s)
        return st;
    if (card < 0 || card >= WS_CARDS)
        return cg_error(CG_EINVAL, "%s: %d is not a card id (0..99)", __func__, card);
    if (zone < 0 || zone > CG_WEISS_SCHWARZ_REMOVED)
        return cg_error(CG_EINVAL,
                        "%s: no zone %d (0 deck, 1 hand, 2 clock, 3 level, 4 stock, 5 waiting "
                        "room, 6 removed)",
                        __func__, zone);
    const ws_config *c = cg_state_config(state);
    int player = ws_owner((uint8_t)card);
    uint8_t local = ws_local((uint8_t)card);
    ws_player *pl = &s->player[player];
    const uint8_t *to;
    ws_zone_of(pl, zone, &to);
    int slot = ws_find(pl->stage, WS_SLOTS, local);
    st = CG_OK;
    if (slot >= 0) {
        st = ws_leave_stage(c, s, player, slot, (uint8_t *)to, ws_zone_counter(pl, zone));
    } else if (take(c, s, player, local)) {
        ws_push((uint8_t *)to, ws_zone_counter(pl, zone), local);
    } else {
        return cg_error(CG_EINVAL,
                        "%s: card %d (%s) is in no zone: it is resolving its ability or held by "
                        "an A2",
                        __func__, card, ws_card_name(c, (uint8_t)card));
    }
    arrived(c, s, player, local, zone, cg_state_rng(state));
    return st;
}
