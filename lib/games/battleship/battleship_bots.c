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
    int count; /* a bs_count, the index of its word */
} bs_bot;

/* What a draw adds to the cells for each ship afloat: its places given the
   rest of the draw (the prior's conditional), or its own cells. */
typedef enum bs_count { BS_COUNT_PLACES, BS_COUNT_CELLS } bs_count;

/* What the density shooter assumes of how the hidden fleet was placed. */
typedef enum bs_prior {
    BS_PRIOR_SHIPS, /* ship by ship, each uniformly among its legal placements */
    BS_PRIOR_UNIFORM, /* uniformly among the whole fleets */
    BS_PRIOR_EDGES,   /* ship by ship as placement=edges places them */
    BS_PRIOR_MIXED    /* one of the three, each with probability 1/3 */
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
   leaves the rest of the fleet room), as bit rows of their top-left cells
   (h: horizontal, v: vertical; rows from `height` on are 0), and their
   count. */
static int place_rows(const bs_config *c, const bs_grid *g, int length, uint32_t *h, uint32_t *v)
{
    uint32_t all = (1u << (c->width + 1)) - 1, n = 0;
    uint32_t starts_h = length <= c->width ? (1u << (c->width - length + 1)) - 1 : 0;
    uint32_t starts_v = (1u << c->width) - 1;
    for (int y = 0; y < BS_SIDE; y++)
        h[y] = v[y] = 0;
    for (int y = 0; y < c->height; y++) {
        uint32_t a = ~g->row[y] & ~g->row[y + 1] & all, run = a;
        for (int k = 1; k <= length; k++)
            run &= a >> k;
        h[y] = run & starts_h;
        n += (uint32_t)cg_popcount64(h[y]);
        if (length > 1 && y + length <= c->height) {
            uint32_t col = all;
            for (int k = 0; k <= length; k++)
                col &= ~g->row[y + k];
            v[y] = col & col >> 1 & starts_v;
            n += (uint32_t)cg_popcount64(v[y]);
        }
    }
    return (int)n;
}

static int clear_places(const bs_config *c, const bs_grid *g, int length)
{
    uint32_t h[BS_SIDE], v[BS_SIDE];
    return place_rows(c, g, length, h, v);
}

/* The places of h and v (place_rows, ships of `length`) whose footprints
   meet the footprint of s (of its own length): those a ship at s takes from
   ships of that length placed after it. */
static int places_met(const bs_config *c, const uint32_t *h, const uint32_t *v, int length,
                      bs_spot s)
{
    int x1 = s.vertical ? s.x + 1 : s.x + s.length, y1 = s.vertical ? s.y + s.length : s.y + 1;
    if (y1 > c->height - 1)
        y1 = c->height - 1;
    uint32_t upto = (1u << (x1 + 1)) - 1;
    int xh = s.x - length < 0 ? 0 : s.x - length, yh = s.y - 1 < 0 ? 0 : s.y - 1;
    uint32_t mh = upto & ~((1u << xh) - 1);
    int n = 0;
    for (int y = yh; y <= y1; y++)
        n += cg_popcount64(h[y] & mh);
    if (length > 1) {
        int xv = s.x - 1 < 0 ? 0 : s.x - 1, yv = s.y - length < 0 ? 0 : s.y - length;
        uint32_t mv = upto & ~((1u << xv) - 1);
        for (int y = yv; y <= y1; y++)
            n += cg_popcount64(v[y] & mv);
    }
    return n;
}

/* The fleet's runs of equal lengths in fleet order. */
typedef struct bs_runs {
    int count;
    bool exact; /* each length in one run, of at most BS_RUN_MAX ships */
    uint8_t first[BS_MAX_SHIPS], size[BS_MAX_SHIPS];
} bs_runs;

static void runs_of(const bs_config *c, bs_runs *r)
{
    r->count = 0;
    r->exact = true;
    for (int i = 0; i < c->ship_count; i++) {
        if (i > 0 && c->lengths[i] == c->lengths[i - 1]) {
            r->size[r->count - 1]++;
            continue;
        }
        for (int k = 0; k < r->count; k++)
            if (c->lengths[r->first[k]] == c->lengths[i])
                r->exact = false;
        r->first[r->count] = (uint8_t)i;
        r->size[r->count++] = 1;
    }
    for (int k = 0; k < r->count; k++)
        if (r->size[k] > BS_RUN_MAX)
            r->exact = false;
}

bool bs_prior_exact(const bs_config *c)
{
    bs_runs r;
    runs_of(c, &r);
    return r.exact;
}

/* The sum over the orders of m equal ships of the product of one over the
   places each finds clear: d[set] sums the orders of a subset of them, the
   sums of its subsets with one ship less each over the places that subset
   leaves, places[set] (every subset but the whole). */
static double orders_sum(int m, const int *places)
{
    double d[1 << BS_RUN_MAX];
    d[0] = 1.0;
    for (int set = 1; set < 1 << m; set++) {
        d[set] = 0.0;
        for (int rest = set; rest; rest &= rest - 1) {
            int without = set & ~(rest & -rest);
            d[set] += d[without] / (places[without] > 0 ? places[without] : 1);
        }
    }
    return d[(1 << m) - 1];
}

/* The spot of ship i of f. */
static bs_spot ship_spot(const bs_config *c, const bs_fleet *f, int i)
{
    return bs_spot_of(f->ships[i].x, f->ships[i].y, f->ships[i].dir, c->lengths[i]);
}

double bs_prior_log(const bs_config *c, const bs_fleet *f)
{
    bs_runs r;
    runs_of(c, &r);
    CG_ASSERT(r.exact);
    bs_grid g = {{0}};
    double lw = 0.0;
    for (int k = 0; k < r.count; k++) {
        int m = r.size[k], first = r.first[k], places[1 << BS_RUN_MAX];
        for (int set = 0; set < (1 << m) - 1; set++) {
            bs_grid sub = g;
            for (int j = 0; j < m; j++)
                if (set >> j & 1)
                    bs_grid_toggle(&sub, ship_spot(c, f, first + j));
            places[set] = clear_places(c, &sub, c->lengths[first]);
        }
        lw += log(orders_sum(m, places));
        for (int j = 0; j < m; j++)
            bs_grid_toggle(&g, ship_spot(c, f, first + j));
    }
    return lw;
}

int bs_prior_places(const bs_config *c, const bs_fleet *f, int ship, const uint32_t *allowed,
                    const uint32_t *must, bs_spot *spot, double *p)
{
    bs_runs r;
    runs_of(c, &r);
    CG_ASSERT(r.exact);
    int run = 0;
    while (run + 1 < r.count && r.first[run + 1] <= ship)
        run++;
    int length = c->lengths[ship], subsets = 1 << (r.size[run] - 1);
    for (int k = run + 1; k < r.count; k++)
        subsets += 1 << r.size[k];
    if (subsets > BS_SUBSETS_MAX)
        return -1;
    /* For the ship's run (its other ships, subsets o of them) and each run
       after it (every subset but the whole): the places each subset leaves
       beside the runs before, without the ship. */
    _Static_assert(BS_SUBSETS_MAX >= 1 << (BS_RUN_MAX - 1), "a run's subsets fit");
    uint32_t h[BS_SUBSETS_MAX][BS_SIDE], v[BS_SUBSETS_MAX][BS_SIDE];
    int n[BS_SUBSETS_MAX], start[BS_MAX_SHIPS + 1], at = 0;
    bs_grid before = {{0}}, rest;
    for (int i = 0; i < r.first[run]; i++)
        bs_grid_toggle(&before, ship_spot(c, f, i));
    bs_spot other[BS_RUN_MAX];
    int o = 0;
    for (int i = r.first[run]; i < r.first[run] + r.size[run]; i++)
        if (i != ship)
            other[o++] = ship_spot(c, f, i);
    start[run] = 0;
    for (int set = 0; set < 1 << o; set++, at++) {
        bs_grid sub = before;
        for (int k = 0; k < o; k++)
            if (set >> k & 1)
                bs_grid_toggle(&sub, other[k]);
        n[at] = place_rows(c, &sub, length, h[at], v[at]);
        if (set == (1 << o) - 1)
            before = sub;
    }
    for (int k = run + 1; k < r.count; k++) {
        start[k] = at;
        int m = r.size[k], first = r.first[k];
        for (int set = 0; set < 1 << m; set++, at++) {
            bs_grid sub = before;
            for (int j = 0; j < m; j++)
                if (set >> j & 1)
                    bs_grid_toggle(&sub, ship_spot(c, f, first + j));
            n[at] = place_rows(c, &sub, c->lengths[first], h[at], v[at]);
            if (set == (1 << m) - 1)
                before = sub;
        }
    }
    /* The ship's places given the rest: clear of the rest, on allowed cells,
       over every cell of `must`. */
    uint32_t ch[BS_SIDE], cv[BS_SIDE];
    rest = before;
    place_rows(c, &rest, length, ch, cv);
    int places = 0, need = 0;
    for (int y = 0; y < c->height; y++)
        need += cg_popcount64(must[y]);
    for (int y = 0; y < c->height; y++)
        for (int vertical = 0; vertical < 2; vertical++) {
            uint32_t ok = vertical ? cv[y] : ch[y];
            for (int k = 0; k < length && ok; k++)
                ok &= vertical ? allowed[y + k] : allowed[y] >> k;
            for (; ok; ok &= ok - 1) {
                bs_spot s = {(uint8_t)cg_ctz64(ok), (uint8_t)y, (uint8_t)vertical,
                             (uint8_t)length};
                int covered = 0;
                for (int k = 0; k < length && need; k++)
                    covered += vertical ? (int)(must[y + k] >> s.x & 1)
                                        : (int)(must[y] >> (s.x + k) & 1);
                if (covered < need)
                    continue;
                /* Each run from the ship's on, its orders' sum with the ship
                   at s: a subset with the ship at s leaves the places the
                   subset leaves without it but those its footprint meets. */
                double weight = 1.0;
                int sub[1 << BS_RUN_MAX];
                for (int set = 0; set < 1 << o; set++) {
                    sub[set] = n[set];
                    sub[set | 1 << o] = n[set] - places_met(c, h[set], v[set], length, s);
                }
                weight *= orders_sum(o + 1, sub);
                for (int k = run + 1; k < r.count; k++) {
                    int m = r.size[k], l = c->lengths[r.first[k]];
                    for (int set = 0; set < (1 << m) - 1; set++)
                        sub[set] = n[start[k] + set] -
                                   places_met(c, h[start[k] + set], v[start[k] + set], l, s);
                    weight *= orders_sum(m, sub);
                }
                p[places] = weight;
                spot[places++] = s;
            }
        }
    return places;
}

/* Rao-Blackwellised counts: for each ship of a draw still afloat, its
   probability under the prior of lying at each of its places given the
   rest of the draw (bs_prior_places: clear of the rest, on the cells not
   fired at or hit, over its own hits) is added to their cells not fired at,
   `weight` times, instead of its own cells (marked in `counted`). Averaged
   over the draws, this is the mean of the counts it replaces, with much less
   noise. */
static void count_conditional(const bs_config *c, const bs_fleet *f, const uint32_t *unshot,
                              const uint32_t *allowed, const int *slot, double weight,
                              double *count, uint64_t *counted)
{
    for (int j = 0; j < c->ship_count; j++) {
        bs_spot sj = ship_spot(c, f, j);
        int length = c->lengths[j], open = 0;
        uint32_t must[BS_SIDE] = {0};
        for (int k = 0; k < length; k++) {
            int x = sj.x + (sj.vertical ? 0 : k), y = sj.y + (sj.vertical ? k : 0);
            if (unshot[y] >> x & 1)
                open++;
            else
                must[y] |= 1u << x;
        }
        if (open == 0)
            continue; /* sunk */
        _Static_assert(2 * BS_CELLS <= 4096, "places fit");
        bs_spot spot[2 * BS_CELLS];
        double p[2 * BS_CELLS], z = 0.0;
        int places = bs_prior_places(c, f, j, allowed, must, spot, p);
        if (places <= 0)
            continue;
        for (int q = 0; q < places; q++)
            z += p[q];
        for (int k = 0; k < length; k++)
            bs_set(counted, bs_cell(sj.x + (sj.vertical ? 0 : k), sj.y + (sj.vertical ? k : 0)));
        for (int q = 0; q < places; q++)
            for (int k = 0; k < length; k++) {
                int x = spot[q].x + (spot[q].vertical ? 0 : k);
                int y = spot[q].y + (spot[q].vertical ? k : 0);
                if (unshot[y] >> x & 1)
                    count[slot[bs_cell(x, y)]] += weight * p[q] / z;
            }
    }
}

/* Orders of a fleet's equal ships that weigh each draw (see below). */
#define BS_PRIOR_ORDERS 8

/* Of the n places clear beside `placed`, placement=edges takes the one of
   least heat among K = BS_PLACEMENT_CANDIDATES drawn with replacement, the
   first drawn among equals. With a places of less heat than s and e of its
   heat (s among them), the least heat drawn is s's with probability
   ((n - a)^K - (n - a - e)^K) / n^K, and s is then the first drawn of the e
   with probability 1 / e. */
double bs_edges_place_log(const bs_config *c, const bs_grid *placed, bs_spot s,
                          const bs_heat *cover)
{
    uint32_t h[BS_SIDE], v[BS_SIDE];
    int n = place_rows(c, placed, s.length, h, v), a = 0, e = 0;
    int own = bs_heat_of(cover, s);
    for (int y = 0; y < c->height; y++)
        for (int o = 0; o < 2; o++)
            for (uint32_t m = o ? v[y] : h[y]; m; m &= m - 1) {
                int heat = bs_heat_of(cover, (bs_spot){(uint8_t)cg_ctz64(m), (uint8_t)y,
                                                       (uint8_t)o, s.length});
                a += heat < own;
                e += heat == own;
            }
    if (n == 0 || e == 0)
        return 0.0; /* s is not a clear place: no fleet the rules allow gets here */
    double above = (double)(n - a) / n, beyond = (double)(n - a - e) / n;
    return log((pow(above, BS_PLACEMENT_CANDIDATES) - pow(beyond, BS_PLACEMENT_CANDIDATES)) / e);
}

/* The log of the probability of fleet `f` placed ship by ship, in one order
   of its equal ships drawn at random (the mean over the orders is the
   fleet's own probability, whatever order the resampler numbered its ships
   in): each ship uniformly among its clear placements, or, given the heat
   `cover`, as placement=edges places it. */
static double log_order(const bs_config *c, const bs_fleet *f, const bs_heat *cover,
                        cg_rng *rng)
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
        bs_spot s = bs_spot_of(ship->x, ship->y, ship->dir, c->lengths[i]);
        if (cover) {
            lw += bs_edges_place_log(c, &g, s, cover);
        } else {
            int places = clear_places(c, &g, c->lengths[i]);
            lw -= log(places > 0 ? places : 1);
        }
        bs_grid_toggle(&g, s);
    }
    return lw;
}

/* The log of the mean of BS_PRIOR_ORDERS such probabilities. */
static double log_prior(const bs_config *c, const bs_fleet *f, const bs_heat *cover,
                        cg_rng *rng)
{
    double lw[BS_PRIOR_ORDERS], top = -INFINITY, sum = 0.0;
    for (int r = 0; r < BS_PRIOR_ORDERS; r++) {
        lw[r] = log_order(c, f, cover, rng);
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
   really placed is what finds it soonest. prior=edges weighs a draw by its
   probability as placement=edges places it, and prior=mixed by the mean of
   the three priors, which the shots soon tell apart. It places its own fleet
   like the hunter, by the placement policy. */
static const cg_param density_params[] = {
    {.key = "samples", .type = CG_PARAM_INT, CG_PARAM_FIELD(bs_bot, samples), .min = 1,
     .max = 100000, .fallback = "512", .doc = "fleets drawn from the posterior per shot"},
    {.key = "prior", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(bs_bot, prior),
     .choices = "ships|uniform|edges|mixed", .fallback = "ships",
     .doc = "how the enemy fleet is assumed placed: ship by ship uniformly among the legal "
            "placements (as the move place random and the random bot do), uniformly among "
            "fleets, ship by ship as placement=edges places them (the hunter, density and mcts "
            "bots' default), or any of the three with probability 1/3 (the draws learn which)"},
    {.key = "count", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(bs_bot, count),
     .choices = "places|cells", .fallback = "places",
     .doc = "what a draw adds for each ship afloat (prior=ships): its places given the rest of "
            "the draw, weighed by the prior, or its own cells"},
    BS_PLACEMENT_PARAM,
};

static const cg_bot_impl density_bot_impl;

/* The log of a fleet's probability placed ship by ship: exact, or the mean
   over orders of its equal ships drawn at random. */
static double ships_log(const bs_config *c, const bs_fleet *f, bool exact, cg_rng *rng)
{
    return exact ? bs_prior_log(c, f) : log_prior(c, f, NULL, rng);
}

/* Kept per thread: the same for every state of a board and fleet, drawn
   from its own seed (a bot's draws never depend on whether it was known). */
typedef struct fleet_count_memo {
    bool valid;
    int width, height, ship_count;
    uint8_t lengths[BS_MAX_SHIPS];
    double log_count;
} fleet_count_memo;

static _Thread_local fleet_count_memo fleet_count;

double bs_log_fleet_count(const bs_config *c, const bs_state *s, int player)
{
    if (fleet_count.valid && fleet_count.width == c->width && fleet_count.height == c->height &&
        fleet_count.ship_count == c->ship_count &&
        memcmp(fleet_count.lengths, c->lengths, (size_t)c->ship_count) == 0)
        return fleet_count.log_count;
    bs_state empty = *s;
    bs_fleet *hidden = &empty.fleet[1 - player];
    memset(hidden->shot_at, 0, sizeof hidden->shot_at);
    for (int i = 0; i < hidden->placed; i++)
        hidden->ships[i].intact = c->lengths[i];
    hidden->sunk = 0;
    bool exact = bs_prior_exact(c);
    cg_rng rng;
    cg_rng_seed(&rng, BS_COUNT_SEED);
    double top = 0.0, sum = 0.0;
    for (int i = 0; i < BS_COUNT_DRAWS; i++) {
        bs_state draw = empty;
        bs_resample(c, &draw, player, &rng);
        double lp = ships_log(c, &draw.fleet[1 - player], exact, &rng);
        if (i > 0 && lp > top)
            sum *= exp(top - lp);
        if (i == 0 || lp > top)
            top = lp;
        sum += exp(lp - top);
    }
    fleet_count.valid = true;
    fleet_count.width = c->width;
    fleet_count.height = c->height;
    fleet_count.ship_count = c->ship_count;
    memcpy(fleet_count.lengths, c->lengths, (size_t)c->ship_count);
    fleet_count.log_count = -(top + log(sum / BS_COUNT_DRAWS));
    return fleet_count.log_count;
}

/* log(exp(a) + exp(b)). */
static double log_add(double a, double b)
{
    return a > b ? a + log1p(exp(b - a)) : b + log1p(exp(a - b));
}

/* The log-weight of a uniform draw `f` (up to a constant): its probability
   under the prior; with prior=mixed, the mean of the three priors' over one
   over the number of fleets M: 1 + M P_ships(f) + M P_edges(f), a third. */
static double draw_log_weight(const bs_bot *b, const bs_config *c, const bs_fleet *f, bool exact,
                              double log_count, const bs_heat *cover, cg_rng *rng)
{
    if (b->prior == BS_PRIOR_EDGES)
        return log_prior(c, f, cover, rng);
    double lp = ships_log(c, f, exact, rng);
    if (b->prior == BS_PRIOR_MIXED)
        return log_add(log_add(0.0, lp + log_count), log_prior(c, f, cover, rng) + log_count);
    return lp;
}

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
    uint32_t certain[BS_CELLS] = {0}, unshot[BS_SIDE];
    for (int y = 0; y < BS_SIDE; y++)
        unshot[y] = y < c->height ? ~bs_row_of(enemy->shot_at, y) & ((1u << c->width) - 1) : 0;
    bs_runs runs;
    runs_of(c, &runs);
    bool exact = b->prior == BS_PRIOR_SHIPS && runs.exact;
    double log_count = b->prior == BS_PRIOR_MIXED ? bs_log_fleet_count(c, s, player) : 0.0;
    bs_heat cover;
    if (b->prior == BS_PRIOR_EDGES || b->prior == BS_PRIOR_MIXED)
        bs_empty_board_cover(c, &cover);
    bs_state draw;
    for (long i = 0; i < b->samples; i++) {
        draw = *s;
        bs_resample(c, &draw, player, rng);
        const bs_fleet *f = &draw.fleet[1 - player];
        double weight = 1.0;
        if (b->prior != BS_PRIOR_UNIFORM) {
            /* Weighted by the fleet's probability under the prior over its
               probability under the resampler's (uniform): log-weights, the
               sums rescaled whenever a draw outweighs the largest so far. */
            double lw = draw_log_weight(b, c, f, runs.exact, log_count, &cover, rng);
            if (i > 0 && lw > scale)
                for (int k = 0; k < n; k++)
                    count[k] *= exp(scale - lw);
            if (i == 0 || lw > scale)
                scale = lw;
            weight = exp(lw - scale);
        }
        uint64_t counted[BS_WORDS] = {0};
        /* Where a ship afloat may lie: cells not fired at, or hit (the hits
           are every draw's; those of sunk ships are under their footprints,
           which the places given the rest avoid). */
        uint32_t allowed[BS_SIDE];
        for (int y = 0; y < BS_SIDE; y++)
            allowed[y] = y < c->height ? unshot[y] | (bs_row_of(enemy->shot_at, y) &
                                                      bs_row_of(f->ship_cells, y))
                                       : 0;
        if (exact && b->count == BS_COUNT_PLACES)
            count_conditional(c, f, unshot, allowed, slot, weight, count, counted);
        for (int w = 0; w < BS_WORDS; w++) {
            uint64_t bits = f->ship_cells[w] & ~enemy->shot_at[w] & c->board_mask[w];
            for (; bits; bits &= bits - 1) {
                int k = slot[w * 64 + cg_ctz64(bits)];
                if (!(counted[w] >> cg_ctz64(bits) & 1))
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

/* mcts's defaults for Battleship: the hunter's shot tried first at every new
   node, the density shooter's (prior=mixed) at the root, where its
   placement=random also places the fleet: a fleet at the edges loses to a
   shooter that knows them. */
const char bs_mcts_defaults[] =
    "iterations=1000;exploration=0.5;rollout=hunter;rollout_depth=1;value=heuristic;"
    "discount=0.95;prior=hunter;prior_weight=1;"
    "root_prior=density:prior=mixed,placement=random;root_prior_weight=5";
