/* War for learning code: the legal mask and the observation (the README lists
   every slice). The observation holds what the render shows a player, seen
   from that player: "own" is the observer, "other" the opponent. */
#include <string.h>

#include "war_internal.h"

/* Offsets of the slices. */
enum {
    OBS_FACE_UP = 0,     /* 2 x 52: face-up cards on the table, own then other's */
    OBS_NEWEST = 104,    /* 2 x 13: rank of the newest face-up card, own then other's */
    OBS_HAND = 130,      /* 2: cards in hand / 52, own then other's */
    OBS_ON_TABLE = 132,  /* cards each player has on the table / 26 */
    OBS_FACE_DOWN = 133, /* of them face down / 26 */
    OBS_STEP = 134,      /* 4: the next step, play war collect over */
    OBS_ROUNDS = 138,    /* rounds r as r / (r + 100) */
    OBS_WARS = 139,      /* wars w as w / (w + 10) */
    OBS_LIMIT = 140,     /* rounds / max_rounds, 0 without a limit */
    OBS_FACEDOWN = 141,  /* the facedown parameter / 3 */
    OBS_END = WAR_OBSERVATION_SIZE
};
_Static_assert(OBS_FACEDOWN + 1 == OBS_END, "the slices fill the observation");

void war_legal_mask(const void *config, const void *state, uint8_t *mask)
{
    (void)config;
    mask[((const war_state *)state)->next] = 1; /* the one step, never 'over' here */
}

static void observe_pile(const war_pile *pile, float *face_up, float *newest)
{
    for (int i = 0; i < pile->count; i++)
        if (war_pile_is_up(pile, i))
            face_up[pile->cards[i]] = 1.0f;
    if (pile->count > 0) /* the newest card of a pile is face up */
        newest[war_rank(pile->cards[pile->count - 1])] = 1.0f;
}

static float saturating(uint32_t n, float half)
{
    return (float)n / ((float)n + half);
}

void war_observe(const void *config, const void *state, int player, float *out)
{
    const war_config *c = config;
    const war_state *s = state;
    memset(out, 0, WAR_OBSERVATION_SIZE * sizeof *out);
    for (int k = 0; k < 2; k++) {
        int p = k == 0 ? player : 1 - player;
        observe_pile(&s->table[p], out + OBS_FACE_UP + k * CG_WAR_DECK_SIZE,
                     out + OBS_NEWEST + k * WAR_RANKS);
        out[OBS_HAND + k] = (float)s->hand[p].count / CG_WAR_DECK_SIZE;
    }
    const war_pile *pile = &s->table[0]; /* both players have as many cards there */
    int face_down = 0;
    for (int i = 0; i < pile->count; i++)
        face_down += !war_pile_is_up(pile, i);
    out[OBS_ON_TABLE] = (float)pile->count / (CG_WAR_DECK_SIZE / 2);
    out[OBS_FACE_DOWN] = (float)face_down / (CG_WAR_DECK_SIZE / 2);
    out[OBS_STEP + s->next] = 1.0f;
    out[OBS_ROUNDS] = saturating(s->rounds, 100.0f);
    out[OBS_WARS] = saturating(s->wars, 10.0f);
    if (c->max_rounds)
        out[OBS_LIMIT] = (float)s->rounds / (float)c->max_rounds;
    out[OBS_FACEDOWN] = (float)c->facedown / 3.0f;
}
