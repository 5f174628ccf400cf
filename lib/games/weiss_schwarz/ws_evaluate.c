/* The evaluation of a running game for the mcts bot's value=heuristic: how
   far each player is from losing, what stands on the stage, and the cards in
   hand and stock. It reads only face-up things and counts (levels, clocks,
   stages, how many cards are in hand and stock), which every player sees.
   The weights are a logistic regression's (halved, as tanh(x / 2) is the
   expected return of a win probability 1 / (1 + exp(-x))), fitted to the
   results of 30,000 games of the heuristic bot against itself, a position
   every seven moves: what the mcts bot's heuristic rollouts would make of
   the position if they were played to the end. The README has the figures.
   */
#include <math.h>

#include "ws_internal.h"

/* Damage a player can still take before reaching max_level. */
static int life(const ws_config *c, const ws_player *pl)
{
    return c->max_level * WS_LEVEL_UP - (pl->n_level * WS_LEVEL_UP + pl->n_clock);
}

/* Power on the front stage, and half as much for the back stage. */
static double stage_strength(const ws_config *c, const ws_state *s, int player)
{
    double sum = 0;
    for (int slot = 0; slot < WS_SLOTS; slot++)
        if (s->player[player].stage[slot] != WS_NONE)
            sum += (slot < WS_FRONT ? 1.0 : 0.5) * (ws_power(c, s, player, slot) + 1000);
    return sum;
}

double ws_evaluate(const void *config, const void *state, int player)
{
    const ws_config *c = config;
    const ws_state *s = state;
    int opp = 1 - player;
    const ws_player *me = &s->player[player], *them = &s->player[opp];
    int mine = life(c, me), theirs = life(c, them);
    if (mine + theirs <= 0)
        return 0.0;
    double race = (double)(mine - theirs) / (mine + theirs);
    double board = (stage_strength(c, s, player) - stage_strength(c, s, opp)) / 20000.0;
    /* A card in hand is worth five in stock, or 5,000 power on the front. */
    double cards = 0.15 * (me->n_hand - them->n_hand) + 0.03 * (me->n_stock - them->n_stock);
    return tanh(1.5 * race + 0.6 * board + cards);
}
