/* The twelve abilities A1..AC as tables of the ability interface (the seed's
   Habilidad): what each does when it resolves, the choices it asks of the
   player who applied it, and the power A5 and AB give while they last; and
   every ability's table, name and word by code, and its code by name. */
#include <string.h>

#include "ws_internal.h"

#define ASKS CG_WEISS_SCHWARZ_ASKS

static void to_waiting(const ws_config *c, ws_state *s, int player, int slot)
{
    ws_player *pl = &s->player[player];
    ws_leave_stage(c, s, player, slot, pl->waiting, &pl->n_waiting);
}

/* Asks, when there is something to choose; else the ability does nothing. */
static cg_status ask_if_any(ws_ctx x, int kind, int side)
{
    bool any = kind == CG_WEISS_SCHWARZ_CHOICE_STAGE ? ws_stage_has_character(x.s)
                                                     : ws_side_has_option(x.s, side);
    return any ? cg_weiss_schwarz_ask(x.state, kind, side) : CG_OK;
}

/* ---- A1 ---- */

/* Every card of the deck of the top card's color (the top card included)
   goes to the owner's waiting room, top first; an empty deck loses nothing. */
static void mill_color(const ws_config *c, ws_state *s, int owner)
{
    ws_player *pl = &s->player[owner];
    if (pl->n_deck == 0)
        return;
    int color = c->cards[ws_index(owner, pl->deck[pl->n_deck - 1])].color;
    ws_know_mill_before(c, s, owner, color);
    for (int i = pl->n_deck - 1; i >= 0; i--) {
        if (c->cards[ws_index(owner, pl->deck[i])].color != color)
            continue;
        ws_push(pl->waiting, &pl->n_waiting, pl->deck[i]);
        ws_remove_at(pl->deck, &pl->n_deck, i);
    }
    ws_know_mill_after(c, s, owner, color);
}

static cg_status ask_deck(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    (void)use;
    return cg_weiss_schwarz_ask(state, CG_WEISS_SCHWARZ_CHOICE_DECK, -1);
}

static cg_status a1_choose(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                           const cg_weiss_schwarz_answer *answer)
{
    (void)user;
    (void)use;
    ws_ctx x = ws_ctx_of(state);
    mill_color(x.c, x.s, answer->player);
    return CG_OK;
}

/* ---- A2: the chosen deck's top 5 go back in the order the player chooses ---- */

static cg_status a2_choose(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                           const cg_weiss_schwarz_answer *answer)
{
    (void)user;
    (void)use;
    if (answer->kind != CG_WEISS_SCHWARZ_CHOICE_DECK)
        return CG_OK;
    return cg_weiss_schwarz_look_at_top(state, answer->player, NULL);
}

/* ---- A3: own clock, stock and characters go to the deck, which is shuffled ---- */

static cg_status a3_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    int me = use->player;
    ws_player *pl = &x.s->player[me];
    int before = pl->n_deck;
    ws_know_shuffle(x.c, x.s, me);
    for (int i = 0; i < pl->n_clock; i++)
        ws_push(pl->deck, &pl->n_deck, pl->clock[i]);
    memset(pl->clock, 0, pl->n_clock);
    pl->n_clock = 0;
    for (int i = 0; i < pl->n_stock; i++)
        ws_push(pl->deck, &pl->n_deck, pl->stock[i]);
    memset(pl->stock, 0, pl->n_stock);
    pl->n_stock = 0;
    for (int slot = 0; slot < WS_SLOTS; slot++)
        ws_leave_stage(x.c, x.s, me, slot, pl->deck, &pl->n_deck);
    for (int i = before; i < pl->n_deck; i++)
        ws_know_joins_deck(x.c, x.s, me, pl->deck[i]);
    cg_rng_shuffle_bytes(x.rng, pl->deck, pl->n_deck);
    return CG_OK;
}

/* ---- A4 (both players, the one who applied it first) and A9 (own only) ---- */

static void clear_stage(const ws_config *c, ws_state *s, int player)
{
    for (int slot = 0; slot < WS_SLOTS; slot++)
        to_waiting(c, s, player, slot);
}

static cg_status a4_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    clear_stage(x.c, x.s, use->player);
    clear_stage(x.c, x.s, 1 - use->player);
    return CG_OK;
}

/* ---- A5: +amount to every character of its subtype, while it lasts ---- */

static cg_status lasts(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    (void)state;
    use->lasting = 1;
    return CG_OK;
}

static int32_t a5_power(void *user, const cg_state *state, const cg_weiss_schwarz_use *use,
                        int card, int32_t power)
{
    (void)user;
    const ws_config *c = cg_state_config(state);
    if (c->a5_targets[use->source][card / 64] >> (card % 64) & 1)
        return power + c->cards[use->source].amount;
    return power;
}

/* ---- A6: a die; 1..3 destroy the own front left, center, right, 4..6 the opponent's ---- */

static cg_status a6_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    int roll = (int)cg_rng_below(x.rng, 6) + 1;
    int player = roll <= 3 ? use->player : 1 - use->player;
    to_waiting(x.c, x.s, player, (roll - 1) % 3);
    return CG_OK;
}

/* ---- A7: while the opponent's deck is not empty and a coin shows heads, its
   top card goes to their waiting room ---- */

static cg_status a7_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    int opp = 1 - use->player;
    ws_player *pl = &x.s->player[opp];
    while (pl->n_deck > 0 && cg_rng_coin(x.rng)) {
        ws_know_reveal(x.c, x.s, opp);
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->deck, &pl->n_deck));
    }
    return CG_OK;
}

/* ---- A8: while the stock holds 2 or more and the clock is not empty, the
   top 2 stock cards and the newest clock card go to the waiting room ---- */

static cg_status a8_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    ws_player *pl = &x.s->player[use->player];
    while (pl->n_stock >= 2 && pl->n_clock > 0) {
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->stock, &pl->n_stock));
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->stock, &pl->n_stock));
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->clock, &pl->n_clock));
    }
    return CG_OK;
}

/* ---- A9: the newest level card goes to the waiting room (none at level 0),
   and every own character too ---- */

static cg_status a9_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    ws_player *pl = &x.s->player[use->player];
    if (pl->n_level > 0)
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->level, &pl->n_level));
    clear_stage(x.c, x.s, use->player);
    return CG_OK;
}

/* ---- AA: a chosen character goes to its owner's waiting room ---- */

static void aa_remove(ws_ctx x, int card)
{
    to_waiting(x.c, x.s, ws_owner((uint8_t)card), ws_stage_slot(x.s, card));
}

static cg_status aa_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    if (use->target >= 0) {
        aa_remove(x, use->target);
        return CG_OK;
    }
    return ask_if_any(x, CG_WEISS_SCHWARZ_CHOICE_STAGE, -1);
}

static cg_status aa_choose(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                           const cg_weiss_schwarz_answer *answer)
{
    (void)user;
    (void)use;
    aa_remove(ws_ctx_of(state), answer->card);
    return CG_OK;
}

/* ---- AB: a chosen character's power becomes 0, while it lasts ---- */

static cg_status ab_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    if (use->target >= 0) {
        use->lasting = 1;
        return CG_OK;
    }
    return ask_if_any(ws_ctx_of(state), CG_WEISS_SCHWARZ_CHOICE_STAGE, -1);
}

static cg_status ab_choose(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                           const cg_weiss_schwarz_answer *answer)
{
    (void)user;
    (void)state;
    use->target = answer->card;
    use->lasting = 1;
    return CG_OK;
}

static int32_t ab_power(void *user, const cg_state *state, const cg_weiss_schwarz_use *use,
                        int card, int32_t power)
{
    (void)user;
    (void)state;
    return card == use->target ? 0 : power;
}

/* ---- AC: a coin (heads: the opponent's cards, tails: one's own), then the
   chosen character or a random card of that hand leaves the game ---- */

static cg_status ac_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    ws_ctx x = ws_ctx_of(state);
    int side = cg_rng_coin(x.rng) ? 1 - use->player : use->player;
    return ask_if_any(x, CG_WEISS_SCHWARZ_CHOICE_SIDE, side);
}

static cg_status ac_choose(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                           const cg_weiss_schwarz_answer *answer)
{
    (void)user;
    (void)use;
    ws_ctx x = ws_ctx_of(state);
    int player = answer->player;
    ws_player *pl = &x.s->player[player];
    if (!answer->hand) {
        ws_leave_stage(x.c, x.s, player, ws_stage_slot(x.s, answer->card), pl->removed,
                       &pl->n_removed);
        return CG_OK;
    }
    int pick = (int)cg_rng_below(x.rng, pl->n_hand);
    ws_know_leaves_hand(x.c, x.s, player, pl->hand[pick]);
    ws_push(pl->removed, &pl->n_removed, pl->hand[pick]);
    ws_remove_at(pl->hand, &pl->n_hand, pick);
    return CG_OK;
}

/* ---- the tables ---- */

#define BUILTIN(name_, text_, choices_, apply_, choose_, power_)                                   \
    {                                                                                              \
        CG_WEISS_SCHWARZ_ABILITY_VERSION, name_, text_, NULL, choices_, apply_, choose_, power_,   \
            NULL, NULL, NULL, NULL                                                                 \
    }

const cg_weiss_schwarz_ability_ops ws_builtin[WS_BUILTIN + 1] = {
    BUILTIN("", "", 0u, NULL, NULL, NULL),
    BUILTIN("Mill a colour",
            "Choose your deck or the opponent's: every card in it of the top card's colour, the "
            "top card included, goes to that deck owner's waiting room.",
            ASKS(CG_WEISS_SCHWARZ_CHOICE_DECK), ask_deck, a1_choose, NULL),
    BUILTIN("Reorder the top five",
            "Choose your deck or the opponent's: look at its top 5 cards and put them back in "
            "the order you choose, one at a time, each on top.",
            ASKS(CG_WEISS_SCHWARZ_CHOICE_DECK) | ASKS(CG_WEISS_SCHWARZ_CHOICE_ORDER), ask_deck,
            a2_choose, NULL),
    BUILTIN("Back to the deck",
            "Your clock, stock and characters go to your deck, which is then shuffled.", 0u,
            a3_apply, NULL, NULL),
    BUILTIN("Clear the stages", "Every character on both stages goes to its owner's waiting room.",
            0u, a4_apply, NULL, NULL),
    BUILTIN("Power to a subtype",
            "A5:amount:subtype. Every character of that subtype, on both stages, has +amount "
            "power while this lasts: while its character stays on the stage, or until the end "
            "of the turn for an event or a climax.",
            0u, lasts, NULL, a5_power),
    BUILTIN("Destroy by die",
            "Roll a die: 1, 2, 3 destroy your front left, center, right character; 4, 5, 6 the "
            "opponent's.",
            0u, a6_apply, NULL, NULL),
    BUILTIN("Mill by coins",
            "Flip coins: while heads and the opponent's deck is not empty, its top card goes to "
            "their waiting room.",
            0u, a7_apply, NULL, NULL),
    BUILTIN("Stock heals the clock",
            "While your stock holds 2 or more cards and your clock is not empty, the top 2 stock "
            "cards and the newest clock card go to your waiting room.",
            0u, a8_apply, NULL, NULL),
    BUILTIN("Level down",
            "Your level drops by one (the newest level card goes to your waiting room), and "
            "every one of your characters goes to your waiting room.",
            0u, a9_apply, NULL, NULL),
    BUILTIN("Remove a character",
            "Choose a character on either stage: it goes to its owner's waiting room.",
            ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE), aa_apply, aa_choose, NULL),
    BUILTIN("Power to zero", "Choose a character on either stage: its power is 0 while this lasts.",
            ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE), ab_apply, ab_choose, ab_power),
    BUILTIN("Coin removes a card",
            "Flip a coin: heads, choose one of the opponent's characters or a random card of "
            "their hand; tails, the same of your own. That card is removed from the game.",
            ASKS(CG_WEISS_SCHWARZ_CHOICE_SIDE), ac_apply, ac_choose, NULL),
};

/* ---- the abilities by code and name ---- */

const char *ws_ability_name(const ws_config *c, int code)
{
    return code ? ws_ability(c, code)->name : "";
}

const char *ws_ability_word(const ws_config *c, int code)
{
    return code <= WS_BUILTIN ? ws_ability_words[code] : ws_ability_name(c, code);
}

int ws_ability_lookup(const ws_known_abilities *known, cg_span word)
{
    for (int code = 1; code <= WS_BUILTIN; code++)
        if (cg_span_eq(word, ws_ability_words[code]) || cg_span_eq(word, ws_builtin[code].name))
            return code;
    for (int i = 0; known && i < known->user_count; i++)
        if (cg_span_eq(word, known->users[i].name))
            return WS_BUILTIN + 1 + i;
    return -1;
}
