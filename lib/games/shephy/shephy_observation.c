/* Shephy's observation: what the player sees (everything but the deck
   order) as one flat vector of counts and indicators in [0, 1], the slices
   of enum cg_shephy_observation (shephy.h, README). */
#include <string.h>

#include "shephy_internal.h"

/* Cards of each kind in a pile, each over its copies in the game, then the
   pile's size over `most`. */
static void pile(const uint8_t *cards, int count, int most, float *kinds, float *size)
{
    int seen[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < count; i++)
        seen[cards[i]]++;
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        kinds[c] = (float)seen[c] / (float)shephy_card_copies[c];
    *size = (float)count / (float)most;
}

/* Counts per rank index, over the seven cards of a rank. */
static void ranks(const uint8_t counts[CG_SHEPHY_RANKS], float *out)
{
    for (int r = 0; r < CG_SHEPHY_RANKS; r++)
        out[r] = (float)counts[r] / (float)CG_SHEPHY_RANK_COPIES;
}

/* The enemy count 1, 10, 100 or 1000 as 0..3. */
static int enemy_index(int enemy)
{
    int index = 0;
    for (int e = 1; e < enemy; e *= 10)
        index++;
    return index;
}

/* The card that went to a pile when the effect started: the top of the
   discard pile, or of the exile once Meteor has exiled it. */
static int played_card(const shephy_state *s)
{
    if (s->effect == CG_SHEPHY_METEOR && s->rest)
        return s->exile[s->exile_count - 1];
    return s->discard_count ? s->discard[s->discard_count - 1] : -1;
}

/* The card being resolved and its choices; all zero between cards. A card
   All-purpose Sheep copies stays in hand while All-purpose Sheep tops the
   pile (and is the card Meteor exiles). */
static void effect(const shephy_state *s, float *out)
{
    if (s->effect == SHEPHY_NO_EFFECT)
        return;
    out[CG_SHEPHY_OBS_EFFECT + s->effect] = 1.0f;
    out[CG_SHEPHY_OBS_EFFECT_COPIED] = played_card(s) != s->effect ? 1.0f : 0.0f;
    if (s->chosen_rank)
        out[CG_SHEPHY_OBS_CHOSEN_RANK + s->chosen_rank - 1] = 1.0f;
    ranks(s->chosen, out + CG_SHEPHY_OBS_CHOSEN);
    out[CG_SHEPHY_OBS_REST] = (float)s->rest / 2.0f;
    out[CG_SHEPHY_OBS_SLUMP_INITIAL] = (float)s->initial_count / (float)CG_SHEPHY_FIELD_MAX;
    out[CG_SHEPHY_OBS_SEARCHED] = (float)s->searched;
}

void shephy_observe(const void *config, const void *state, int player, float *out)
{
    (void)config;
    (void)player;
    const shephy_state *s = state;
    memset(out, 0, CG_SHEPHY_OBSERVATION_SIZE * sizeof *out);
    ranks(s->field, out + CG_SHEPHY_OBS_FIELD);
    out[CG_SHEPHY_OBS_FIELD_SIZE] = (float)s->field_size / (float)CG_SHEPHY_FIELD_MAX;
    out[CG_SHEPHY_OBS_ENEMY + enemy_index(s->enemy)] = 1.0f;
    pile(s->hand, s->hand_count, CG_SHEPHY_HAND_MAX, out + CG_SHEPHY_OBS_HAND,
         out + CG_SHEPHY_OBS_HAND_SIZE);
    pile(s->deck, s->deck_count, CG_SHEPHY_EVENT_CARDS, out + CG_SHEPHY_OBS_DECK,
         out + CG_SHEPHY_OBS_DECK_SIZE);
    pile(s->discard, s->discard_count, CG_SHEPHY_EVENT_CARDS, out + CG_SHEPHY_OBS_DISCARD,
         out + CG_SHEPHY_OBS_DISCARD_SIZE);
    if (s->discard_count)
        out[CG_SHEPHY_OBS_DISCARD_TOP + s->discard[s->discard_count - 1]] = 1.0f;
    pile(s->exile, s->exile_count, CG_SHEPHY_EVENT_CARDS, out + CG_SHEPHY_OBS_EXILE,
         out + CG_SHEPHY_OBS_EXILE_SIZE);
    effect(s, out);
}
