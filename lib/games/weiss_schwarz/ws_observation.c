/* The observation: what a player may know now, as a flat vector of floats in
   [0, 1], every slice a function of that player's render (the README's
   "Observation" lists the slices). "Me" is the observing player, "them" the
   opponent; per-side slices come in that order. M is the larger name count of
   the two decks: per-name slices list a deck's names in order, the rest 0. */
#include <string.h>

#include "ws_internal.h"

enum {
    OBS_STATUS = 8,
    OBS_PHASES = 5,
    OBS_COUNTS = 10,     /* per side, and one per colour */
    OBS_ZONES = 11,      /* per side, times M */
    OBS_STACK_SHOWN = 16 /* modifiers shown, oldest first */
};
enum { ZONE_HAND, ZONE_DECK, ZONE_CLOCK, ZONE_LEVEL, ZONE_STOCK, ZONE_WAITING, ZONE_REMOVED };
enum { ZONE_STAGE = 7, ZONE_CLIMAX, ZONE_RESOLVING, ZONE_LOOKED };

#define WS_POWER_SCALE 20000

size_t ws_observation_size(const ws_config *c)
{
    size_t m = (size_t)c->names_max, colors = (size_t)c->color_count;
    size_t abilities = (size_t)ws_ability_code_count(c);
    return OBS_STATUS + OBS_PHASES + 2 * (OBS_COUNTS + colors) + 2 * OBS_ZONES * m +
           2 * WS_LOOK_MAX * m + 2 * WS_SLOTS * (3 + m) + (5 + abilities + 7 + 2 + 1) + 1 +
           OBS_STACK_SHOWN * (6 + 2 * m);
}

typedef struct obs {
    const ws_config *c;
    const ws_state *s;
    int me;
    float *at;
} obs;

static void put(obs *o, float v)
{
    *o->at++ = v;
}

/* A count over its scale, at most 1. */
static void put_scaled(obs *o, int count, int scale)
{
    put(o, count >= scale ? 1.0f : (float)count / (float)scale);
}

static void put_flag(obs *o, bool flag)
{
    put(o, flag ? 1.0f : 0.0f);
}

/* n zeroed floats, for one-hot slices. */
static float *take(obs *o, size_t n)
{
    float *slice = o->at;
    memset(slice, 0, n * sizeof *slice);
    o->at += n;
    return slice;
}

static void status(obs *o)
{
    const ws_state *s = o->s;
    bool over = s->phase == CG_WEISS_SCHWARZ_PHASE_OVER;
    uint32_t limit = o->c->max_turns ? o->c->max_turns : 1000;
    put_flag(o, o->me == 0);
    put_flag(o, o->me == 1);
    put_flag(o, !over && s->current == o->me);
    put_flag(o, !over && s->first == o->me); /* the render's last line omits it */
    put(o, s->turn >= limit ? 1.0f : (float)s->turn / (float)limit);
    put_flag(o, ws_winner(o->c, s) == o->me);
    put_flag(o, ws_winner(o->c, s) == 1 - o->me);
    put_flag(o, s->result == WS_RESULT_DRAW);
    take(o, OBS_PHASES)[s->phase] = 1.0f;
}

static void counts(obs *o, int side)
{
    const ws_player *pl = &o->s->player[side];
    put_scaled(o, pl->n_level, o->c->max_level);
    put_scaled(o, pl->n_clock, WS_LEVEL_UP);
    put_scaled(o, pl->n_stock, WS_DECK);
    put_scaled(o, pl->n_deck, WS_DECK);
    put_scaled(o, pl->n_hand, WS_DECK);
    put_scaled(o, pl->n_waiting, WS_DECK);
    put_scaled(o, pl->n_removed, WS_DECK);
    put_flag(o, pl->climax != WS_NONE);
    uint64_t colors = ws_colors(o->c, pl, side);
    for (int color = 0; color < o->c->color_count; color++)
        put_flag(o, colors >> color & 1);
    put_scaled(o, o->s->know.top[o->me][side], WS_LOOK_MAX);
    put_scaled(o, o->s->know.top[1 - o->me][side], WS_LOOK_MAX);
}

static void count_zone(const ws_config *c, int side, const uint8_t *cards, int n, uint8_t *into)
{
    for (int i = 0; i < n; i++)
        into[ws_name_of(c, side, cards[i])]++;
}

/* Per zone, per name: how many of side's cards me knows to be there. Of the
   opponent's hand and deck, the lower bounds me keeps. */
static void zones(obs *o, int side)
{
    const ws_config *c = o->c;
    const ws_state *s = o->s;
    const ws_player *pl = &s->player[side];
    uint8_t n[OBS_ZONES][WS_NAMES_MAX] = {{0}};
    if (side == o->me) {
        ws_count_hand(c, s, side, n[ZONE_HAND]);
        ws_count_deck(c, s, side, n[ZONE_DECK]);
    } else {
        memcpy(n[ZONE_HAND], s->know.hand[o->me], WS_NAMES_MAX);
        memcpy(n[ZONE_DECK], s->know.deck[o->me], WS_NAMES_MAX);
    }
    for (int zone = ZONE_CLOCK; zone <= ZONE_REMOVED; zone++) {
        const uint8_t *cards;
        int count = ws_zone_of(pl, zone, &cards);
        count_zone(c, side, cards, count, n[zone]);
    }
    for (int slot = 0; slot < WS_SLOTS; slot++)
        if (pl->stage[slot] != WS_NONE)
            n[ZONE_STAGE][ws_name_of(c, side, pl->stage[slot])]++;
    if (pl->climax != WS_NONE)
        n[ZONE_CLIMAX][ws_name_of(c, side, pl->climax)]++;
    const ws_pending *pd = &s->pending;
    if (pd->kind != CG_WEISS_SCHWARZ_CHOICE_NONE && ws_owner(pd->source) == side)
        n[ZONE_RESOLVING][c->cards[pd->source].name]++;
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_ORDER && pd->side == side && s->current == o->me)
        count_zone(c, side, pd->looked, pd->n_looked, n[ZONE_LOOKED]);
    for (int zone = 0; zone < OBS_ZONES; zone++)
        for (int k = 0; k < c->names_max; k++)
            put_scaled(o, n[zone][k], CG_WEISS_SCHWARZ_MAX_COPIES);
}

/* The top cards of side's deck that me knows, top first, one-hot by name. */
static void known_top(obs *o, int side)
{
    const ws_player *pl = &o->s->player[side];
    size_t m = (size_t)o->c->names_max;
    float *rows = take(o, WS_LOOK_MAX * m);
    for (int i = 0; i < o->s->know.top[o->me][side]; i++)
        rows[(size_t)i * m + (size_t)ws_name_of(o->c, side, pl->deck[pl->n_deck - 1 - i])] = 1.0f;
}

static void stage(obs *o, int side)
{
    const ws_state *s = o->s;
    for (int slot = 0; slot < WS_SLOTS; slot++) {
        uint8_t card = s->player[side].stage[slot];
        put_flag(o, card != WS_NONE);
        put_scaled(o, card == WS_NONE ? 0 : ws_power(o->c, s, side, slot), WS_POWER_SCALE);
        put_flag(o, side == s->current && slot < WS_FRONT && (s->attacked >> slot & 1));
        float *name = take(o, (size_t)o->c->names_max);
        if (card != WS_NONE)
            name[ws_name_of(o->c, side, card)] = 1.0f;
    }
}

static void choice(obs *o)
{
    const ws_pending *pd = &o->s->pending;
    float *kind = take(o, 5), *ability = take(o, (size_t)ws_ability_code_count(o->c));
    float *dest = take(o, 7), *side = take(o, 2); /* dest none (applied where it is): 0s */
    kind[pd->kind] = 1.0f;
    if (pd->kind != CG_WEISS_SCHWARZ_CHOICE_NONE) {
        ability[o->c->cards[pd->source].ability - 1] = 1.0f;
        if (pd->dest != WS_DEST_NONE)
            dest[pd->dest] = 1.0f;
    }
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_ORDER || pd->kind == CG_WEISS_SCHWARZ_CHOICE_SIDE)
        side[pd->side != o->me] = 1.0f;
    put_scaled(o, pd->n_looked, WS_LOOK_MAX);
}

static void stack(obs *o)
{
    const ws_state *s = o->s;
    size_t m = (size_t)o->c->names_max;
    put_scaled(o, s->n_active, WS_ACTIVE_MAX);
    for (int i = 0; i < OBS_STACK_SHOWN; i++) {
        float *entry = take(o, 6 + 2 * m);
        if (i >= s->n_active)
            continue;
        const ws_active *e = &s->active[i];
        bool ab = e->target != WS_NONE;
        entry[0] = 1.0f;
        entry[1] = e->player == o->me ? 1.0f : 0.0f;
        entry[2] = e->continuity == CG_WEISS_SCHWARZ_TEMPORARY ? 1.0f : 0.0f;
        entry[3] = ab ? 1.0f : 0.0f;
        entry[4] = ab && ws_owner(e->target) == o->me ? 1.0f : 0.0f;
        entry[5] = ab && ws_owner(e->target) != o->me ? 1.0f : 0.0f;
        entry[6 + o->c->cards[e->source].name] = 1.0f;
        if (ab)
            entry[6 + m + o->c->cards[e->target].name] = 1.0f;
    }
}

void ws_observe(const void *config, const void *state, int player, float *out)
{
    obs o = {config, state, player, out};
    int sides[2] = {player, 1 - player};
    status(&o);
    for (int i = 0; i < 2; i++)
        counts(&o, sides[i]);
    for (int i = 0; i < 2; i++)
        zones(&o, sides[i]);
    for (int i = 0; i < 2; i++)
        known_top(&o, sides[i]);
    for (int i = 0; i < 2; i++)
        stage(&o, sides[i]);
    choice(&o);
    stack(&o);
}
