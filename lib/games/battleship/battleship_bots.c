/* Battleship's own bots (the hunter, from what the player to move knows), and
   what the mcts bot plays it with: a heuristic and its defaults. */
#include <stdlib.h>
#include <string.h>

#include "battleship_internal.h"
#include "bots/bot.h"

/* ---- What the game's bots share ---- */

/* The block of the hunter and of the density shooter (which alone reads
   samples). */
typedef struct bs_bot {
    int placement; /* a bs_placement, the index of its word */
    long samples;
} bs_bot;

#define BS_PLACEMENT_PARAM                                                                        \
    {.key = "placement", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(bs_bot, placement),               \
     .choices = "edges|random", .fallback = "edges",                                               \
     .doc = "where the fleet goes: by the cells the opponent shoots least, or anywhere"}

static cg_status bot_create(const cg_bot_impl *impl, const char *params, void **self)
{
    bs_bot *b = malloc(sizeof *b);
    if (!b)
        return cg_error(CG_ENOMEM, "cg_bot_new: out of memory");
    cg_status st = cg_bot_params_read(impl, NULL, params, b);
    if (st != CG_OK) {
        free(b);
        return st;
    }
    *self = b;
    return CG_OK;
}

static void bot_destroy(void *self)
{
    free(self);
}

/* While placing: the next ship by the placement policy (`place random` when
   no placement is legal, which only a board the fleet nearly fills can
   make). */
static cg_move place_next(const bs_config *c, const bs_state *s, int player, int placement,
                          cg_rng *rng)
{
    int x, y, dir;
    return bs_hunter_placement(c, &s->fleet[player], placement, rng, &x, &y, &dir)
               ? CG_BATTLESHIP_PLACE_MOVE(x, y, dir)
               : CG_BATTLESHIP_PLACE_RANDOM;
}

/* ---- hunter ---- */

static const cg_param hunter_params[] = {BS_PLACEMENT_PARAM};

static const cg_bot_impl hunter_bot_impl;

static cg_status hunter_create(const cg_game *game, const char *params, void **self)
{
    (void)game;
    return bot_create(&hunter_bot_impl, params, self);
}

/* While placing: place_next. While firing: the hunter's shot from what
   the player knows. */
static void hunter_choose(void *self, const cg_state *state, cg_rng *rng, cg_move *out)
{
    const bs_bot *b = self;
    const bs_config *c = cg_state_config(state);
    const bs_state *s = cg_state_block_of(state, &cg_battleship_impl, "hunter bot");
    int player = bs_current(c, s), x, y;
    if (s->phase == CG_BATTLESHIP_PLACING) {
        *out = place_next(c, s, player, b->placement, rng);
        return;
    }
    bs_sight sight;
    bs_sight_of_state(&sight, c, s, player, true);
    if (!bs_sight_hunter_shot(&sight, rng, &x, &y)) {
        /* Every cell is known: only a game the rules have ended gets here,
           and choose is never called on one. The first cell not fired at
           keeps the move legal all the same. */
        for (x = y = 0; bs_bit(s->fleet[1 - player].shot_at, bs_cell(x, y));)
            if (++x == c->width)
                x = 0, y++;
    }
    *out = CG_BATTLESHIP_FIRE_MOVE(x, y);
}

static const cg_bot_impl hunter_bot_impl = {
    .name = "hunter",
    .params = hunter_params,
    .param_count = CG_COUNT(hunter_params),
    .create = hunter_create,
    .destroy = bot_destroy,
    .choose = hunter_choose,
};

/* ---- density ---- */

/* The density shooter: draws `samples` fleets from the posterior of the
   enemy fleet given what the player knows (bs_resample, uniform among the
   fleets its shots allow), counts on how many of them each cell it has not
   fired at holds a ship, and fires at the cell most of them cover: the shot
   most likely to hit (ties drawn at random). It places its own fleet like
   the hunter, by the placement policy. */
static const cg_param density_params[] = {
    {.key = "samples", .type = CG_PARAM_INT, CG_PARAM_FIELD(bs_bot, samples), .min = 1,
     .max = 100000, .fallback = "128", .doc = "fleets drawn from the posterior per shot"},
    BS_PLACEMENT_PARAM,
};

static const cg_bot_impl density_bot_impl;

static cg_status density_create(const cg_game *game, const char *params, void **self)
{
    (void)game;
    return bot_create(&density_bot_impl, params, self);
}

static void density_choose(void *self, const cg_state *state, cg_rng *rng, cg_move *out)
{
    const bs_bot *b = self;
    const bs_config *c = cg_state_config(state);
    const bs_state *s = cg_state_block_of(state, &cg_battleship_impl, "density bot");
    int player = bs_current(c, s);
    if (s->phase == CG_BATTLESHIP_PLACING) {
        *out = place_next(c, s, player, b->placement, rng);
        return;
    }
    const bs_fleet *enemy = &s->fleet[1 - player];
    uint32_t count[BS_CELLS] = {0};
    bs_state draw;
    for (long i = 0; i < b->samples; i++) {
        draw = *s;
        bs_resample(c, &draw, player, rng);
        const bs_fleet *f = &draw.fleet[1 - player];
        for (int w = 0; w < BS_WORDS; w++) {
            uint64_t bits = f->ship_cells[w] & ~enemy->shot_at[w] & c->board_mask[w];
            for (; bits; bits &= bits - 1)
                count[w * 64 + cg_ctz64(bits)]++;
        }
    }
    /* The most covered cell not fired at; ties at random. */
    int best = -1;
    uint32_t ties = 0;
    for (int cy = 0; cy < c->height; cy++)
        for (int cx = 0; cx < c->width; cx++) {
            int cell = bs_cell(cx, cy);
            if (bs_bit(enemy->shot_at, cell))
                continue;
            if (best < 0 || count[cell] > count[best]) {
                best = cell;
                ties = 1;
            } else if (count[cell] == count[best] && cg_rng_below(rng, ++ties) == 0) {
                best = cell;
            }
        }
    *out = CG_BATTLESHIP_FIRE_MOVE(best % BS_SIDE, best / BS_SIDE);
}

static const cg_bot_impl density_bot_impl = {
    .name = "density",
    .params = density_params,
    .param_count = CG_COUNT(density_params),
    .create = density_create,
    .destroy = bot_destroy,
    .choose = density_choose,
};

const cg_bot_impl *const bs_bots[] = {&hunter_bot_impl, &density_bot_impl, NULL};

/* ---- The mcts bot's heuristic ---- */

/* Ship cells of `fleet` hit so far. */
static int hits_on(const bs_config *c, const bs_fleet *fleet)
{
    int n = 0;
    for (int w = 0; w < BS_WORDS; w++)
        n += cg_popcount64(fleet->ship_cells[w] & fleet->shot_at[w] & c->board_mask[w]);
    return n;
}

/* Hits landed minus hits taken, over the fleet's cells: a determinised
   position (cg_state_resample) holds a ship where one most likely is, so
   after a short rollout the mean of this over determinisations rewards the
   shots most likely to hit, and the ones that lead to more hits. */
double bs_evaluate(const void *config, const void *state, int player)
{
    const bs_config *c = config;
    const bs_state *s = state;
    int cells = 0;
    for (int i = 0; i < c->ship_count; i++)
        cells += c->lengths[i];
    int landed = hits_on(c, &s->fleet[1 - player]), taken = hits_on(c, &s->fleet[player]);
    return (double)(landed - taken) / cells;
}

const char bs_mcts_defaults[] =
    "iterations=1000;exploration=0.5;rollout=hunter;rollout_depth=1;value=heuristic;"
    "discount=0.95;prior=hunter;prior_weight=1";
