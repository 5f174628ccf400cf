/* Battleship's own bots (the hunter, from what the player to move knows), and
   what the mcts bot plays it with: a heuristic and its defaults. */
#include <math.h>
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
    int prior; /* a bs_prior, the index of its word */
} bs_bot;

/* What the density shooter assumes of how the hidden fleet was placed. */
typedef enum bs_prior {
    BS_PRIOR_SHIPS, /* ship by ship, each uniformly among its legal placements */
    BS_PRIOR_UNIFORM /* uniformly among the whole fleets */
} bs_prior;

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

/* Placements of a ship of `length` whose footprints are clear of `g`'s
   (the touching rule only: on a roomy board nearly every such placement
   leaves the rest of the fleet room). */
static int clear_places(const bs_config *c, const bs_grid *g, int length)
{
    uint32_t all = (1u << (c->width + 1)) - 1, n = 0;
    uint32_t starts_h = length <= c->width ? (1u << (c->width - length + 1)) - 1 : 0;
    uint32_t starts_v = (1u << c->width) - 1;
    for (int y = 0; y < c->height; y++) {
        uint32_t a = ~g->row[y] & ~g->row[y + 1] & all, run = a;
        for (int k = 1; k <= length; k++)
            run &= a >> k;
        n += (uint32_t)cg_popcount64(run & starts_h);
        if (length > 1 && y + length <= c->height) {
            uint32_t v = all;
            for (int k = 0; k <= length; k++)
                v &= ~g->row[y + k];
            n += (uint32_t)cg_popcount64(v & v >> 1 & starts_v);
        }
    }
    return (int)n;
}

/* Orders of a fleet's equal ships that weigh each draw (see below). */
#define BS_PRIOR_ORDERS 8

/* The log of the probability of fleet `f` placed ship by ship, each
   uniformly among its clear placements, in one order of its equal ships
   drawn at random (the mean over the orders is the fleet's own probability,
   whatever order the resampler numbered its ships in). */
static double log_ships_order(const bs_config *c, const bs_fleet *f, cg_rng *rng)
{
    uint8_t order[BS_MAX_SHIPS];
    for (int i = 0; i < c->ship_count; i++) {
        /* Ship i takes the place of a ship of its length among 0..i drawn
           at random: a uniform order within every length. */
        order[i] = (uint8_t)i;
        uint32_t same = 0;
        for (int j = 0; j <= i; j++)
            same += c->lengths[j] == c->lengths[i];
        uint32_t r = cg_rng_below(rng, same);
        for (int j = 0; j < i; j++)
            if (c->lengths[j] == c->lengths[i] && r-- == 0) {
                order[i] = order[j];
                order[j] = (uint8_t)i;
                break;
            }
    }
    bs_grid g = {{0}};
    double lw = 0.0;
    for (int i = 0; i < c->ship_count; i++) {
        const bs_ship *ship = &f->ships[order[i]];
        int places = clear_places(c, &g, c->lengths[i]);
        lw -= log(places > 0 ? places : 1);
        bs_grid_toggle(&g, bs_spot_of(ship->x, ship->y, ship->dir, c->lengths[i]));
    }
    return lw;
}

/* The log of the mean of BS_PRIOR_ORDERS such probabilities. */
static double log_ships_prior(const bs_config *c, const bs_fleet *f, cg_rng *rng)
{
    double lw[BS_PRIOR_ORDERS], top = -INFINITY, sum = 0.0;
    for (int r = 0; r < BS_PRIOR_ORDERS; r++) {
        lw[r] = log_ships_order(c, f, rng);
        if (lw[r] > top)
            top = lw[r];
    }
    for (int r = 0; r < BS_PRIOR_ORDERS; r++)
        sum += exp(lw[r] - top);
    return top + log(sum / BS_PRIOR_ORDERS);
}

/* The density shooter: draws `samples` fleets from the posterior of the
   enemy fleet given what the player knows, counts on how many of them each
   cell it has not fired at holds a ship, and fires at the cell most of them
   cover: the shot most likely to hit (ties drawn at random), a cell every
   draw covers first. bs_resample draws uniformly among the fleets the
   player's shots allow; with prior=ships (the default) each draw is weighed
   by its probability when placed ship by ship, each ship uniformly among its
   legal placements, as `place random` and the random bot place a fleet
   (over the uniform draw's probability, the same for every draw): such a
   fleet is not uniform among fleets, and the posterior of the fleet that was
   really placed is what finds it soonest. It places its own fleet like the
   hunter, by the placement policy. */
static const cg_param density_params[] = {
    {.key = "samples", .type = CG_PARAM_INT, CG_PARAM_FIELD(bs_bot, samples), .min = 1,
     .max = 100000, .fallback = "512", .doc = "fleets drawn from the posterior per shot"},
    {.key = "prior", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(bs_bot, prior),
     .choices = "ships|uniform", .fallback = "ships",
     .doc = "how the enemy fleet is assumed placed: ship by ship uniformly among the legal "
            "placements (as the move place random and the random bot do), or uniformly among fleets"},
    BS_PLACEMENT_PARAM,
};

static const cg_bot_impl density_bot_impl;

static cg_status density_create(const cg_game *game, const char *params, void **self)
{
    (void)game;
    return bot_create(&density_bot_impl, params, self);
}

/* The shot among the cells not fired at (idx[0..n)) with the most of
   `value`, ties drawn at random. */
static int best_of(const double *value, const int *idx, int n, cg_rng *rng)
{
    int best = 0;
    uint32_t ties = 1;
    for (int k = 1; k < n; k++) {
        if (value[k] > value[best]) {
            best = k;
            ties = 1;
        } else if (value[k] == value[best] && cg_rng_below(rng, ++ties) == 0) {
            best = k;
        }
    }
    return idx[best];
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
    /* The cells not fired at, numbered in reading order. */
    int idx[BS_CELLS], slot[BS_CELLS], n = 0;
    for (int cy = 0; cy < c->height; cy++)
        for (int cx = 0; cx < c->width; cx++) {
            int cell = bs_cell(cx, cy);
            slot[cell] = -1;
            if (!bs_bit(enemy->shot_at, cell)) {
                slot[cell] = n;
                idx[n++] = cell;
            }
        }
    /* count[k]: the draws' weight on idx[k]. */
    double count[BS_CELLS] = {0}, scale = 0.0;
    uint32_t certain[BS_CELLS] = {0};
    bs_state draw;
    for (long i = 0; i < b->samples; i++) {
        draw = *s;
        bs_resample(c, &draw, player, rng);
        const bs_fleet *f = &draw.fleet[1 - player];
        double weight = 1.0;
        if (b->prior == BS_PRIOR_SHIPS) {
            /* Weighted by the fleet's probability under the prior over its
               probability under the resampler's (uniform): log-weights, the
               sums rescaled whenever a draw outweighs the largest so far. */
            double lw = log_ships_prior(c, f, rng);
            if (i > 0 && lw > scale)
                for (int k = 0; k < n; k++)
                    count[k] *= exp(scale - lw);
            if (i == 0 || lw > scale)
                scale = lw;
            weight = exp(lw - scale);
        }
        for (int w = 0; w < BS_WORDS; w++) {
            uint64_t bits = f->ship_cells[w] & ~enemy->shot_at[w] & c->board_mask[w];
            for (; bits; bits &= bits - 1) {
                int k = slot[w * 64 + cg_ctz64(bits)];
                count[k] += weight;
                certain[k]++;
            }
        }
    }
    /* A cell every draw covers first: a sure hit tells the most for free. */
    for (int k = 0; k < n; k++)
        if (certain[k] == (uint32_t)b->samples) {
            *out = CG_BATTLESHIP_FIRE_MOVE(idx[k] % BS_SIDE, idx[k] / BS_SIDE);
            return;
        }
    /* The most covered cell; ties at random. */
    int best = best_of(count, idx, n, rng);
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
