/* The evaluation of a running game for the mcts bot's value=heuristic: how
   far each player is from losing, and what stands on the stage. It reads only
   face-up things and counts (levels, clocks, stages, how many cards are in
   hand and stock), which every player sees. */
#include <math.h>

#include "ws_internal.h"

/* Damage a player can still take before reaching max_level. */
static int life(const ws_config *c, const ws_player *pl)
{
    return c->max_level * WS_LEVEL_UP - (pl->n_level * WS_LEVEL_UP + pl->n_clock);
}

/* Power on the front stage, and a little for the back stage. */
static double stage_strength(const ws_config *c, const ws_state *s, int player)
{
    double sum = 0;
    for (int slot = 0; slot < WS_SLOTS; slot++)
        if (s->player[player].stage[slot] != WS_NONE)
            sum += (slot < WS_FRONT ? 1.0 : 0.25) * (ws_power(c, s, player, slot) + 1000);
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
    double cards = (me->n_hand - them->n_hand) / 10.0 + (me->n_stock - them->n_stock) / 20.0;
    return tanh(2.0 * race + 0.5 * board + 0.3 * cards);
}
