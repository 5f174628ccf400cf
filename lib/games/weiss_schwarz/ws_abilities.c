/* The twelve abilities A1..AC: what each does when its card is played, and the
   choices they ask of the player who played the card. */
#include <string.h>

#include "ws_internal.h"

static int continuity_of(const ws_card *card)
{
    return card->type == CG_WEISS_SCHWARZ_CHARACTER ? CG_WEISS_SCHWARZ_CONTINUOUS
                                                    : CG_WEISS_SCHWARZ_TEMPORARY;
}

static void to_waiting(ws_state *s, int player, int slot)
{
    ws_player *pl = &s->player[player];
    ws_leave_stage(s, player, slot, pl->waiting, &pl->n_waiting);
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

/* A1: every card of the deck of the top card's color (the top card included)
   goes to the owner's waiting room, top first; an empty deck loses nothing. */
static void mill_color(const ws_config *c, ws_state *s, int owner)
{
    ws_player *pl = &s->player[owner];
    if (pl->n_deck == 0)
        return;
    int color = c->cards[ws_id(owner, pl->deck[pl->n_deck - 1])].color;
    ws_know_mill_before(c, s, owner, color);
    for (int i = pl->n_deck - 1; i >= 0; i--) {
        if (c->cards[ws_id(owner, pl->deck[i])].color != color)
            continue;
        ws_push(pl->waiting, &pl->n_waiting, pl->deck[i]);
        ws_remove_at(pl->deck, &pl->n_deck, i);
    }
    ws_know_mill_after(c, s, owner, color);
}

/* A2: the top 5 cards (fewer when the deck is shorter) are taken to be put
   back one at a time; the player chooses while two or more are left. */
static void look_at_top(const ws_config *c, ws_state *s, int owner)
{
    ws_player *pl = &s->player[owner];
    ws_pending *pd = &s->pending;
    int n = pl->n_deck < WS_LOOK_MAX ? pl->n_deck : WS_LOOK_MAX;
    ws_know_look(c, s, s->current, owner);
    for (int i = 0; i < n; i++)
        pd->looked[i] = ws_pop(pl->deck, &pl->n_deck);
    pd->n_looked = (uint8_t)n;
    pd->side = (uint8_t)owner;
    pd->kind = CG_WEISS_SCHWARZ_CHOICE_ORDER;
}

/* Puts back the looked-at card at position i (on top of the deck), then the
   last one when a single card is left. Returns whether the choice is over. */
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

/* A3: own clock, stock and characters go to the deck, which is shuffled. */
static void back_to_deck(const ws_config *c, ws_state *s, int me, cg_rng *rng)
{
    ws_player *pl = &s->player[me];
    int before = pl->n_deck;
    ws_know_shuffle(c, s, me);
    for (int i = 0; i < pl->n_clock; i++)
        ws_push(pl->deck, &pl->n_deck, pl->clock[i]);
    memset(pl->clock, 0, pl->n_clock);
    pl->n_clock = 0;
    for (int i = 0; i < pl->n_stock; i++)
        ws_push(pl->deck, &pl->n_deck, pl->stock[i]);
    memset(pl->stock, 0, pl->n_stock);
    pl->n_stock = 0;
    for (int slot = 0; slot < WS_SLOTS; slot++)
        if (pl->stage[slot] != WS_NONE)
            ws_leave_stage(s, me, slot, pl->deck, &pl->n_deck);
    for (int i = before; i < pl->n_deck; i++)
        ws_know_joins_deck(c, s, me, pl->deck[i]);
    cg_rng_shuffle_bytes(rng, pl->deck, pl->n_deck);
}

/* A4 (both players, the player to move first) and A9 (own characters only). */
static void clear_stage(ws_state *s, int player)
{
    for (int slot = 0; slot < WS_SLOTS; slot++)
        if (s->player[player].stage[slot] != WS_NONE)
            to_waiting(s, player, slot);
}

/* A6: a die; 1..3 destroy the own front left, center, right character, 4..6
   the opponent's. */
static void die_destroys(ws_state *s, int me, cg_rng *rng)
{
    int roll = (int)cg_rng_below(rng, 6) + 1;
    int player = roll <= 3 ? me : 1 - me;
    int slot = (roll - 1) % 3;
    if (s->player[player].stage[slot] != WS_NONE)
        to_waiting(s, player, slot);
}

/* A7: while the opponent's deck is not empty and a coin shows heads, its top
   card goes to their waiting room. */
static void coins_mill(const ws_config *c, ws_state *s, int opp, cg_rng *rng)
{
    ws_player *pl = &s->player[opp];
    while (pl->n_deck > 0 && cg_rng_coin(rng)) {
        ws_know_reveal(c, s, opp);
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->deck, &pl->n_deck));
    }
}

/* A8: while the stock holds 2 or more and the clock is not empty, the top 2
   stock cards and the newest clock card go to the waiting room. */
static void stock_heals_clock(ws_state *s, int me)
{
    ws_player *pl = &s->player[me];
    while (pl->n_stock >= 2 && pl->n_clock > 0) {
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->stock, &pl->n_stock));
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->stock, &pl->n_stock));
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->clock, &pl->n_clock));
    }
}

/* A9: the newest level card goes to the waiting room (none at level 0), and
   every own character too. */
static void level_down(ws_state *s, int me)
{
    ws_player *pl = &s->player[me];
    if (pl->n_level > 0)
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->level, &pl->n_level));
    clear_stage(s, me);
}

/* Rule: one-shot abilities resolve once when their card is played; A5 and AB
   become modifiers, continuous from a character, temporary otherwise. */
void ws_resolve(const ws_config *c, ws_state *s, uint8_t id, int dest, cg_rng *rng)
{
    const ws_card *card = &c->cards[id];
    int me = s->current, opp = 1 - me;
    ws_pending *pd = &s->pending;
    pd->source = id;
    pd->dest = (uint8_t)dest;
    switch (card->ability) {
    case CG_WEISS_SCHWARZ_A1:
    case CG_WEISS_SCHWARZ_A2: pd->kind = CG_WEISS_SCHWARZ_CHOICE_DECK; return;
    case CG_WEISS_SCHWARZ_A3: back_to_deck(c, s, me, rng); break;
    case CG_WEISS_SCHWARZ_A4:
        clear_stage(s, me);
        clear_stage(s, opp);
        break;
    case CG_WEISS_SCHWARZ_A5: ws_stack_push(s, me, id, WS_NONE, continuity_of(card)); break;
    case CG_WEISS_SCHWARZ_A6: die_destroys(s, me, rng); break;
    case CG_WEISS_SCHWARZ_A7: coins_mill(c, s, opp, rng); break;
    case CG_WEISS_SCHWARZ_A8: stock_heals_clock(s, me); break;
    case CG_WEISS_SCHWARZ_A9: level_down(s, me); break;
    case CG_WEISS_SCHWARZ_AA:
    case CG_WEISS_SCHWARZ_AB:
        if (ws_stage_has_character(s)) {
            pd->kind = CG_WEISS_SCHWARZ_CHOICE_STAGE;
            return;
        }
        break;
    case CG_WEISS_SCHWARZ_AC: {
        /* Heads: the opponent's cards; tails: one's own. */
        int side = cg_rng_coin(rng) ? opp : me;
        if (ws_side_has_option(s, side)) {
            pd->kind = CG_WEISS_SCHWARZ_CHOICE_SIDE;
            pd->side = (uint8_t)side;
            return;
        }
        break;
    }
    default: break;
    }
    ws_finish_play(s);
}

/* The character chosen for AA, AB or AC. */
static void choose_character(const ws_config *c, ws_state *s, int player, int slot)
{
    const ws_card *card = &c->cards[s->pending.source];
    ws_player *pl = &s->player[player];
    if (card->ability == CG_WEISS_SCHWARZ_AA)
        to_waiting(s, player, slot);
    else if (card->ability == CG_WEISS_SCHWARZ_AB)
        ws_stack_push(s, s->current, s->pending.source, ws_id(player, pl->stage[slot]),
                      continuity_of(card));
    else
        ws_leave_stage(s, player, slot, pl->removed, &pl->n_removed);
}

void ws_choose(const ws_config *c, ws_state *s, cg_move move, cg_rng *rng)
{
    int me = s->current;
    unsigned arg = move & 0xfffu;
    int side = (int)(arg >> 3 & 1);
    switch (move & 0xf000u) {
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK: {
        int owner = arg ? 1 - me : me;
        if (c->cards[s->pending.source].ability == CG_WEISS_SCHWARZ_A1) {
            mill_color(c, s, owner);
            break;
        }
        look_at_top(c, s, owner);
        if (s->pending.n_looked >= 2)
            return;
        if (s->pending.n_looked == 1)
            put_back(s, 0);
        break;
    }
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD: {
        ws_pending *pd = &s->pending;
        int i = 0;
        while (c->cards[ws_id(pd->side, pd->looked[i])].name != arg)
            i++;
        if (!put_back(s, i))
            return;
        break;
    }
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE:
        choose_character(c, s, side ? 1 - me : me, (int)(arg & 7));
        break;
    default: {
        /* AC: a random card of that hand is removed from the game. */
        int player = arg ? 1 - me : me;
        ws_player *pl = &s->player[player];
        int pick = (int)cg_rng_below(rng, pl->n_hand);
        ws_know_leaves_hand(c, s, player, pl->hand[pick]);
        ws_push(pl->removed, &pl->n_removed, pl->hand[pick]);
        ws_remove_at(pl->hand, &pl->n_hand, pick);
        break;
    }
    }
    ws_finish_play(s);
}
