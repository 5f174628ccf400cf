/* Zones: moving cards between a player's piles, drawing with the refresh of an
   empty deck, level up, and characters leaving the stage. */
#include <string.h>

#include "ws_internal.h"

/* Rule: whenever a card must be drawn or revealed from an empty deck, the
   waiting room is shuffled in first. */
bool ws_refresh(const ws_config *c, ws_state *s, int player, cg_rng *rng)
{
    ws_player *pl = &s->player[player];
    if (pl->n_waiting == 0)
        return false;
    memcpy(pl->deck, pl->waiting, pl->n_waiting);
    pl->n_deck = pl->n_waiting;
    memset(pl->waiting, 0, pl->n_waiting);
    pl->n_waiting = 0;
    cg_rng_shuffle_bytes(rng, pl->deck, pl->n_deck);
    ws_know_refresh(c, s, player);
    return true;
}

uint8_t ws_reveal_top(const ws_config *c, ws_state *s, int player, cg_rng *rng)
{
    if (!ws_refresh_if_empty(c, s, player, rng))
        return WS_NONE;
    if (!ws_know_nothing_to_draw(s, player))
        ws_know_reveal(c, s, player);
    ws_player *pl = &s->player[player];
    return ws_pop(pl->deck, &pl->n_deck);
}

bool ws_draw(const ws_config *c, ws_state *s, int player, cg_rng *rng)
{
    if (!ws_refresh_if_empty(c, s, player, rng))
        return false;
    if (!ws_know_nothing_to_draw(s, player))
        ws_know_draw(c, s, player);
    ws_player *pl = &s->player[player];
    ws_push(pl->hand, &pl->n_hand, ws_pop(pl->deck, &pl->n_deck));
    return true;
}

int ws_level_of(const ws_player *pl)
{
    return pl->n_level;
}

uint64_t ws_colors(const ws_config *c, const ws_player *pl, int player)
{
    uint64_t colors = 0;
    for (int i = 0; i < pl->n_clock; i++)
        colors |= (uint64_t)1 << c->cards[ws_index(player, pl->clock[i])].color;
    for (int i = 0; i < pl->n_level; i++)
        colors |= (uint64_t)1 << c->cards[ws_index(player, pl->level[i])].color;
    return colors;
}

/* Rule: with 7 or more cards in the clock, one drawn at random goes to the level
   zone and the rest to the waiting room; reaching max_level loses at once. */
void ws_check_level_up(const ws_config *c, ws_state *s, int player, cg_rng *rng)
{
    ws_player *pl = &s->player[player];
    if (pl->n_clock < WS_LEVEL_UP)
        return;
    int pick = (int)cg_rng_below(rng, pl->n_clock);
    ws_push(pl->level, &pl->n_level, pl->clock[pick]);
    ws_remove_at(pl->clock, &pl->n_clock, pick);
    for (int i = 0; i < pl->n_clock; i++)
        ws_push(pl->waiting, &pl->n_waiting, pl->clock[i]);
    memset(pl->clock, 0, pl->n_clock);
    pl->n_clock = 0;
    if (pl->n_level >= c->max_level) {
        s->phase = CG_WEISS_SCHWARZ_PHASE_OVER;
        s->result = (uint8_t)(player == 0 ? WS_RESULT_SCHWARZ : WS_RESULT_WEISS);
    }
}

/* Rule: a use stops acting on a card that leaves the stage; a use about
   that card (its source or its target) ends. */
cg_status ws_leave_stage(const ws_config *c, ws_state *s, int player, int slot, uint8_t *zone,
                         uint8_t *count)
{
    ws_player *pl = &s->player[player];
    uint8_t card = pl->stage[slot];
    if (card == WS_NONE)
        return CG_OK;
    if (s->n_active)
        ws_stack_leaving(c, s, player, slot);
    pl->stage[slot] = WS_NONE;
    pl->reverted_below[slot] = 0;
    ws_push(zone, count, card);
    return s->n_active ? ws_stack_forget_card(c, s, ws_id(player, card)) : CG_OK;
}

bool ws_stage_has_character(const ws_state *s)
{
    for (int p = 0; p < 2; p++)
        for (int slot = 0; slot < WS_SLOTS; slot++)
            if (s->player[p].stage[slot] != WS_NONE)
                return true;
    return false;
}

bool ws_side_has_option(const ws_state *s, int side)
{
    const ws_player *pl = &s->player[side];
    for (int slot = 0; slot < WS_SLOTS; slot++)
        if (pl->stage[slot] != WS_NONE)
            return true;
    return pl->n_hand > 0;
}

/* The slot of a card on its owner's stage, -1 when it is not there. */
int ws_stage_slot(const ws_state *s, int card)
{
    if (card < 0 || card >= WS_CARDS)
        return -1;
    const ws_player *pl = &s->player[ws_owner((uint8_t)card)];
    return ws_find(pl->stage, WS_SLOTS, ws_local((uint8_t)card));
}
