/* The evaluation of a running game for the mcts bot's value=heuristic: how
   far each player is from losing, what stands on the stage, and the cards in
   hand and stock. It reads only face-up things and counts (levels, clocks,
   stages, how many cards are in hand and stock), which every player sees.
   The weights are a logistic regression's (halved, as tanh(x / 2) is the
   expected return of a win probability 1 / (1 + exp(-x))), fitted to the
   results of 30,000 games of the heuristic bot against itself, a position
   every seven moves: what the mcts bot's heuristic rollouts would make of
   the position if they were played to the end (tests/ws_fit.py fits them
   again). The README has the figures.
   */
#include <math.h>

#include "ws_internal.h"

/* Damage a player can still take before reaching max_level. */
static int life(const ws_config *c, const ws_player *pl)
{
    return c->max_level * WS_LEVEL_UP - (pl->n_level * WS_LEVEL_UP + pl->n_clock);
}

/* Power on one part of the stage (front or back), each character counting
   its current power + 1000. */
static double stage_power(const ws_config *c, const ws_state *s, int player, bool front)
{
    double sum = 0;
    for (int slot = front ? 0 : WS_FRONT; slot < (front ? WS_FRONT : WS_SLOTS); slot++)
        if (s->player[player].stage[slot] != WS_NONE)
            sum += ws_power(c, s, player, slot) + 1000;
    return sum;
}

bool ws_evaluation_terms(const ws_config *c, const ws_state *s, int player,
                         double terms[WS_EVALUATION_TERMS])
{
    int opp = 1 - player;
    const ws_player *me = &s->player[player], *them = &s->player[opp];
    int mine = life(c, me), theirs = life(c, them);
    if (mine + theirs <= 0)
        return false;
    terms[WS_TERM_RACE] = (double)(mine - theirs) / (mine + theirs);
    terms[WS_TERM_FRONT] = stage_power(c, s, player, true) - stage_power(c, s, opp, true);
    terms[WS_TERM_BACK] = stage_power(c, s, player, false) - stage_power(c, s, opp, false);
    terms[WS_TERM_HAND] = me->n_hand - them->n_hand;
    terms[WS_TERM_STOCK] = me->n_stock - them->n_stock;
    return true;
}

double ws_evaluate(const void *config, const void *state, int player)
{
    double t[WS_EVALUATION_TERMS];
    if (!ws_evaluation_terms(config, state, player, t))
        return 0.0;
    /* The back stage counts half the front; 20,000 power is a unit. */
    double board = (t[WS_TERM_FRONT] + 0.5 * t[WS_TERM_BACK]) / 20000.0;
    /* A card in hand is worth five in stock, or 5,000 power on the front. */
    double cards = 0.15 * t[WS_TERM_HAND] + 0.03 * t[WS_TERM_STOCK];
    return tanh(1.5 * t[WS_TERM_RACE] + 0.6 * board + cards);
}
