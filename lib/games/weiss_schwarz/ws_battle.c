/* Battle: an attack against the facing slot, the trigger, and damage with its
   cancellation by a revealed climax. */
#include "ws_internal.h"

static void destroy(const ws_config *c, ws_state *s, int player, int slot)
{
    ws_player *pl = &s->player[player];
    (void)ws_leave_stage(c, s, player, slot, pl->waiting, &pl->n_waiting);
}

/* Rule: the attacker moves its top deck card to its stock (the trigger);
   damage is its soul plus that card's trigger (plus the direct attack bonus).
   The defender reveals that many cards one at a time: a climax cancels the
   damage at once and the revealed cards go to the waiting room; otherwise they
   all go to the clock. */
static void damage(const ws_config *c, ws_state *s, uint8_t attacker, bool direct, cg_rng *rng)
{
    int me = s->current, opp = 1 - me;
    ws_player *atk = &s->player[me], *def = &s->player[opp];
    int amount = c->cards[attacker].soul + (direct ? c->direct_attack_bonus : 0);
    uint8_t trigger = ws_reveal_top(c, s, me, rng);
    if (trigger != WS_NONE) {
        ws_push(atk->stock, &atk->n_stock, trigger);
        amount += c->cards[ws_index(me, trigger)].trigger;
    }
    uint8_t revealed[WS_CLOCK_CAP];
    int n = 0;
    bool cancelled = false;
    while (n < amount && !cancelled) {
        uint8_t card = ws_reveal_top(c, s, opp, rng);
        if (card == WS_NONE)
            break;
        revealed[n++] = card;
        cancelled = c->cards[ws_index(opp, card)].type == CG_WEISS_SCHWARZ_CLIMAX;
    }
    for (int i = 0; i < n; i++) {
        if (cancelled)
            ws_push(def->waiting, &def->n_waiting, revealed[i]);
        else
            ws_push(def->clock, &def->n_clock, revealed[i]);
    }
    ws_check_level_up(c, s, opp, rng);
}

/* Rule: front slots face the opponent's mirrored slot (left faces right). The
   higher power wins and destroys the other, a tie destroys both, and only a
   winning attacker deals damage; an empty facing slot is a direct attack. */
void ws_attack(const ws_config *c, ws_state *s, int slot, cg_rng *rng)
{
    int me = s->current, opp = 1 - me;
    int facing = WS_FRONT - 1 - slot;
    uint8_t attacker = ws_id(me, s->player[me].stage[slot]);
    s->attacked = (uint8_t)(s->attacked | 1u << slot);
    if (s->player[opp].stage[facing] == WS_NONE) {
        damage(c, s, attacker, true, rng);
        return;
    }
    int32_t mine = ws_power(c, s, me, slot), theirs = ws_power(c, s, opp, facing);
    /* A registered ability's revert_on_board may end the game meanwhile. */
    if (mine >= theirs)
        destroy(c, s, opp, facing);
    if (mine <= theirs && s->phase != CG_WEISS_SCHWARZ_PHASE_OVER)
        destroy(c, s, me, slot);
    if (mine > theirs && s->phase != CG_WEISS_SCHWARZ_PHASE_OVER)
        damage(c, s, attacker, false, rng);
}
