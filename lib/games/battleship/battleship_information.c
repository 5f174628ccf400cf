/* Resampling (determinisation): the opponent's ships that a viewer cannot
   see are replaced by a fleet drawn uniformly among those consistent with
   everything the viewer knows (the README says what "uniformly" counts and
   proves the draw uniform).

   The draw is a rejection sampler over a proposal under which every
   consistent fleet (without its numbering) has the same probability:
   - the usage u (how many ships of each length cover the hits) is drawn
     with weight ways(u) * phi(u), then one covering per cluster, uniformly
     among the combinations of usage u (battleship_weights.c counts them);
     coverings of two clusters that touch end the attempt;
   - every other hidden ship is drawn among its Z_L places away from every
     hit, longest first: a plain draw takes one of the Z_L uniformly and
     ends the attempt when it touches a ship drawn before; a bounded draw
     counts the c places still free and takes each with probability 1 / N
     (N >= c in every attempt), ending the attempt otherwise;
   - the ships of each length are then given the fleet's indexes of that
     length in a uniformly shuffled order, sunk ships included, written in
     one canonical way (from the top-left cell, right or down), and the
     fleet must pass the placement rule ship by ship, as loading checks it.
   phi(u) = prod_L a_L! / (a_L - u_L)! * (the normalizers of the draws of
   length L), so a fleet with coverings of usage u is proposed with
   probability proportional to phi(u) * prod_L (a_L - u_L)! / (normalizers),
   the same for all. A refused attempt starts again from the usage.
   Two exact fallbacks serve views the work space cannot hold: the clusters'
   coverings drawn independently, refused in proportion to what that misses
   (draw_coverings_independently), and the plain method (draw_plain).
   After BS_REJECTIONS_MAX refused attempts in one draw, runs of a search
   (battleship_fallback.c) take turns with more attempts, each as many as
   the run before had steps: the first to find a fleet gives it. A fleet the
   attempts find is uniform; one the search finds is not, but every
   consistent fleet keeps a positive probability. While a fleet
   that barely fits is being placed, nearly every attempt is refused: when
   nothing of it has been fired at, after BS_UNSEEN_REFUSALS_MAX refusals
   the placed ships are drawn one by one among their legal placements, as
   `place random` places them (every such fleet can come, not uniformly). */
#include <limits.h>
#include <stdbool.h>
#include <string.h>

#include "battleship_sampler.h"

/* All ones from the highest bit set in x down. */
static uint64_t ones_below(uint64_t x)
{
    for (int k = 1; k < 64; k <<= 1)
        x |= x >> k;
    return x;
}

/* A uniform integer in [0, bound), bound > 0. */
static uint64_t below64(cg_rng *rng, uint64_t bound)
{
    uint64_t mask = ones_below(bound - 1);
    for (;;) {
        uint64_t r = cg_rng_next(rng) & mask;
        if (r < bound)
            return r;
    }
}

/* A uniform integer in [0, bound), bound > 0. */
static bs_u128 below128(cg_rng *rng, bs_u128 bound)
{
    if (bound.hi == 0)
        return bs_u128_of(below64(rng, bound.lo));
    uint64_t mask = ones_below(bound.hi);
    for (;;) {
        bs_u128 r;
        r.hi = cg_rng_next(rng) & mask;
        r.lo = cg_rng_next(rng);
        if (bs_u128_less(r, bound))
            return r;
    }
}

/* The r-th placement of p, in the order of its bit rows. */
static bs_spot place_at(const bs_view *v, const bs_places *p, int length, uint32_t r)
{
    if (p->listed)
        return bs_spot_of_code(v->codes[p->first + r], length);
    for (int y = 0;; y++)
        for (int o = 0; o < 2; o++) {
            uint32_t m = o ? p->v[y] : p->h[y], n = (uint32_t)cg_popcount64(m);
            if (r >= n) {
                r -= n;
                continue;
            }
            while (r--)
                m &= m - 1;
            return (bs_spot){(uint8_t)cg_ctz64(m), (uint8_t)y, (uint8_t)o, (uint8_t)length};
        }
}

/* Columns x where bits x..x+n-1 of m are all set. */
static uint32_t runs_of(uint32_t m, int n)
{
    uint32_t r = m;
    for (int k = 1; k < n; k++)
        r &= m >> k;
    return r;
}

/* A bounded draw: the places of this length whose footprints are clear of
   the grid are counted (c of them), and one of them is taken with
   probability 1 / norm each, the draw failing with probability
   1 - c / norm. norm bounds c in every attempt that reaches this draw. */
static bool draw_bounded(const bs_view *v, int L, uint32_t norm, const uint32_t *grid, bs_spot *out,
                         cg_rng *rng)
{
    const bs_config *c = v->c;
    const bs_places *p = &v->places[L];
    uint32_t h[BS_SIDE], vert[BS_SIDE], count = 0;
    for (int y = 0; y < c->height; y++) {
        h[y] = p->h[y] & runs_of(~(grid[y] | grid[y + 1]), L + 1);
        vert[y] = 0;
        if (p->v[y]) {
            uint32_t f = ~grid[y];
            for (int k = 1; k <= L; k++)
                f &= ~grid[y + k];
            vert[y] = p->v[y] & f & (f >> 1);
        }
        count += (uint32_t)(cg_popcount64(h[y]) + cg_popcount64(vert[y]));
    }
    if (norm == 0)
        return false;
    uint32_t r = cg_rng_below(rng, norm);
    if (r >= count)
        return false;
    for (int y = 0;; y++)
        for (int o = 0; o < 2; o++) {
            uint32_t m = o ? vert[y] : h[y], n = (uint32_t)cg_popcount64(m);
            if (r >= n) {
                r -= n;
                continue;
            }
            while (r--)
                m &= m - 1;
            *out = (bs_spot){(uint8_t)cg_ctz64(m), (uint8_t)y, (uint8_t)o, (uint8_t)L};
            return true;
        }
}

/* The draws of `need` ships of length L away from the hits (or, in the
   plain method, anywhere they may be), with the normalizers `norms` (by
   draw, as bs_view.step); false when one fails or touches a ship drawn
   before. A draw whose normalizer is not the number of places is bounded. */
static bool draw_places(const bs_view *v, int length, int need, const uint32_t *norms,
                        uint32_t *grid, bs_drawn *d, cg_rng *rng)
{
    const bs_places *p = &v->places[length];
    for (int k = 0; k < need; k++) {
        uint32_t norm = norms[v->first_step[length] + k];
        bs_spot s;
        if (norm != p->count) {
            if (!draw_bounded(v, length, norm, grid, &s, rng))
                return false;
        } else {
            if (p->count == 0)
                return false;
            s = place_at(v, p, length, cg_rng_below(rng, p->count));
            if (!bs_rows_fit(grid, s))
                return false;
        }
        bs_rows_add(grid, s);
        d->ship[d->n++] = s;
    }
    return true;
}

/* One covering of cluster k, drawn by the weight of its class. */
static const bs_covering *draw_covering(const bs_view *v, int k, cg_rng *rng)
{
    const bs_cluster *cl = &v->cluster[k];
    uint64_t r = below64(rng, cl->total);
    int i = cl->first_class;
    while (r >= v->cls[i].weight)
        r -= v->cls[i].weight, i++;
    const bs_class *cls = &v->cls[i];
    return &v->covering[v->order[cls->first + cg_rng_below(rng, cls->count)]];
}

/* The covering ships take u_L of the a_L ships of length L: they must be
   distinct ships (probability a (a-1) ... (a-u+1) / a^u), and the draws
   they spare, the last u of that length, are refused in proportion (the
   weights counted each at the last draw's normalizer). */
static bool accept_usage(const bs_view *v, const int *used, cg_rng *rng)
{
    const bs_config *c = v->c;
    for (int i = 0; i < c->distinct_count; i++) {
        int L = c->distinct[i], a = v->hidden[L], u = used[L];
        if (u == 0)
            continue;
        if (u > a)
            return false;
        uint32_t last = v->step[v->first_step[L] + a - 1].norm;
        last = last ? last : 1;
        for (int t = 0; t < u; t++) {
            if ((int)cg_rng_below(rng, (uint32_t)a) >= a - t)
                return false;
            uint32_t norm = v->step[v->first_step[L] + a - 1 - t].norm;
            norm = norm ? norm : 1;
            if (norm != last && cg_rng_below(rng, norm) >= last)
                return false;
        }
    }
    return true;
}

/* Adds the ships of a covering; false when one touches a ship of another
   cluster. */
static bool add_covering(const bs_view *v, const bs_covering *g, uint32_t *grid, int *used,
                         bs_drawn *d)
{
    for (int j = 0; j < g->count; j++) {
        bs_spot s = v->option[v->cover_ref[g->first + j]].spot;
        if (!bs_rows_fit(grid, s))
            return false;
        bs_rows_add(grid, s);
        used[s.length]++;
        d->ship[d->n++] = s;
    }
    return true;
}

/* The clusters' coverings drawn independently, each by its weight. */
static bool draw_coverings_independently(const bs_view *v, uint32_t *grid, int *used, bs_drawn *d,
                                         cg_rng *rng)
{
    for (int k = 0; k < v->clusters; k++)
        if (!add_covering(v, draw_covering(v, k, rng), grid, used, d))
            return false;
    return accept_usage(v, used, rng);
}

/* Whether every digit of usage u is at least the class's. */
static bool usage_holds(const bs_view *v, int u, const bs_class *cls)
{
    const uint8_t *digit = v->digit_of + u * v->digits;
    for (int d = 0; d < v->digits; d++)
        if (digit[d] < cls->used[v->digit_length[d]])
            return false;
    return true;
}

/* The usage first, by its weight ways(u) * phi(u); then, from the last
   cluster back, each cluster's class in proportion to the combinations of
   the clusters before it that complete the usage; then a covering of that
   class, uniformly. Every combination of coverings of usage u is drawn with
   probability proportional to phi(u). */
static bool draw_coverings_exactly(const bs_view *v, uint32_t *grid, int *used, bs_drawn *d,
                                   int *usage, cg_rng *rng)
{
    bs_u128 r = below128(rng, v->cumulative[v->states - 1]);
    int lo = 0, hi = v->states - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (bs_u128_less(r, v->cumulative[mid]))
            hi = mid;
        else
            lo = mid + 1;
    }
    int u = lo;
    *usage = u;
    for (int k = v->clusters - 1; k >= 0; k--) {
        const bs_cluster *cl = &v->cluster[k];
        uint64_t pick = below64(rng, v->ways[(k + 1) * v->states + u]);
        const bs_class *cls = NULL;
        for (int i = cl->first_class; i < cl->first_class + cl->classes; i++) {
            const bs_class *c2 = &v->cls[i];
            if (!c2->fits || c2->offset > u || !usage_holds(v, u, c2))
                continue;
            uint64_t w = c2->count * v->ways[k * v->states + u - c2->offset];
            if (pick < w) {
                cls = c2;
                break;
            }
            pick -= w;
        }
        u -= cls->offset;
        const bs_covering *g = &v->covering[v->order[cls->first + cg_rng_below(rng, cls->count)]];
        if (!add_covering(v, g, grid, used, d))
            return false;
    }
    return true;
}

static bool draw_with_clusters(const bs_view *v, bs_drawn *d, cg_rng *rng)
{
    const bs_config *c = v->c;
    uint32_t grid[BS_SIDE + 1] = {0}, generic[BS_MAX_SHIPS];
    int used[BS_SIDE + 1] = {0}, usage = 0;
    const uint32_t *norms = generic;
    d->n = 0;
    if (v->usage_exact) {
        if (!draw_coverings_exactly(v, grid, used, d, &usage, rng))
            return false;
        norms = v->usage_norm + usage * v->steps;
    } else {
        if (!draw_coverings_independently(v, grid, used, d, rng))
            return false;
        for (int i = 0; i < v->steps; i++)
            generic[i] = v->step[i].norm;
    }
    for (int i = 0; i < c->distinct_count; i++) {
        int L = c->distinct[i];
        if (v->hidden[L] > used[L] &&
            !draw_places(v, L, v->hidden[L] - used[L], norms, grid, d, rng))
            return false;
    }
    return true;
}

/* The plain method: every hidden ship among every place it may take; the
   hits must all be covered. */
static bool draw_plain(const bs_view *v, bs_drawn *d, cg_rng *rng)
{
    const bs_config *c = v->c;
    uint32_t grid[BS_SIDE + 1] = {0}, cover[BS_SIDE] = {0}, norms[BS_MAX_SHIPS];
    d->n = 0;
    for (int i = 0; i < v->steps; i++)
        norms[i] = v->step[i].norm;
    for (int i = 0; i < c->distinct_count; i++) {
        int L = c->distinct[i];
        if (v->hidden[L] > 0 && !draw_places(v, L, v->hidden[L], norms, grid, d, rng))
            return false;
    }
    for (int i = 0; i < d->n; i++) {
        bs_spot s = d->ship[i];
        for (int k = 0; k < s.length; k++)
            cover[s.y + (s.vertical ? k : 0)] |= 1u << (s.x + (s.vertical ? 0 : k));
    }
    for (int y = 0; y < c->height; y++)
        if (v->hit[y] & ~cover[y])
            return false;
    return true;
}

/* The fleet's indexes of each length get the ships of that length (drawn
   and sunk) in a uniformly shuffled order. */
static void assign_indexes(const bs_view *v, const bs_drawn *d, int hidden_ships, bs_spot *at,
                           cg_rng *rng)
{
    const bs_config *c = v->c;
    for (int i = 0; i < c->distinct_count; i++) {
        int L = c->distinct[i], n = 0;
        bs_spot pool[BS_MAX_SHIPS];
        for (int j = 0; j < d->n; j++)
            if (d->ship[j].length == L)
                pool[n++] = d->ship[j];
        for (int j = 0; j < v->sunk_count; j++)
            if (v->sunk_ships[j].length == L)
                pool[n++] = v->sunk_ships[j];
        for (int j = n; j > 1; j--) {
            int r = (int)cg_rng_below(rng, (uint32_t)j);
            bs_spot t = pool[j - 1];
            pool[j - 1] = pool[r];
            pool[r] = t;
        }
        for (int k = 0, j = 0; k < hidden_ships; k++)
            if (c->lengths[k] == L)
                at[k] = pool[j++];
    }
}

/* The fleet of the placed ships at `at`, each written from its top-left
   cell; false when a ship breaks the placement rule (as loading checks). */
static bool build_fleet(const bs_config *c, const bs_fleet *old, const bs_spot *at, int ships,
                        bs_fleet *out)
{
    memset(out, 0, sizeof *out);
    memcpy(out->shot_at, old->shot_at, sizeof out->shot_at);
    bs_placer p;
    bs_placer_init(&p, c, out);
    for (int i = 0; i < ships; i++) {
        int dir = at[i].vertical ? CG_BATTLESHIP_DOWN : CG_BATTLESHIP_RIGHT;
        if (bs_placer_check(&p, at[i].x, at[i].y, dir) != BS_PLACE_OK)
            return false;
        bs_placer_add(&p, at[i].x, at[i].y, dir);
        bs_fleet_add(c, out, at[i].x, at[i].y, dir);
    }
    for (int i = 0; i < ships; i++) {
        bs_ship *b = &out->ships[i];
        for (int k = 0; k < c->lengths[i]; k++)
            if (bs_bit(out->shot_at, bs_cell(b->x + bs_dx[b->dir] * k, b->y + bs_dy[b->dir] * k)))
                b->intact--;
        if (b->intact == 0)
            out->sunk++;
    }
    return true;
}

void bs_resample(const void *config, void *state, int viewer, cg_rng *rng)
{
    bs_resample_by(config, state, viewer, rng, BS_METHOD_AUTO);
}

/* Whether the viewer has fired at none of the fleet's cells. */
static bool never_fired_at(const bs_fleet *f)
{
    for (int w = 0; w < BS_WORDS; w++)
        if (f->shot_at[w])
            return false;
    return true;
}

bs_draw_report bs_resample_by(const bs_config *c, bs_state *s, int viewer, cg_rng *rng,
                              bs_method method)
{
    bs_draw_report report = {BS_DRAWN_EXACTLY, 0};
    bs_fleet *hidden = &s->fleet[1 - viewer];
    if (hidden->placed == 0)
        return report;
    /* Being placed and never fired at: the refusals are bounded (above). */
    long unseen_refusals = method == BS_METHOD_AUTO && hidden->placed < c->ship_count &&
                                   never_fired_at(hidden)
                               ? BS_UNSEEN_REFUSALS_MAX
                               : LONG_MAX;
    bs_view v;
    bool search = method == BS_METHOD_SEARCH || method == BS_METHOD_CELLS;
    bs_view_build(&v, c, s, viewer, search ? BS_METHOD_AUTO : method);
    bs_drawn d;
    bs_spot at[BS_MAX_SHIPS];
    bs_fleet fleet;
    /* Attempts of the exact sampler before the next run of the search. */
    long exact_left = search ? 0 : BS_REJECTIONS_MAX, refused = 0;
    long steps = BS_SEARCH_STEPS, runs = 1;
    bool by_cells = method == BS_METHOD_CELLS;
    for (;; unseen_refusals--) {
        if (unseen_refusals == 0) {
            memset(&fleet, 0, sizeof fleet);
            bs_fleet_place_random(c, &fleet, hidden->placed, rng);
            report.by = BS_DRAWN_SHIP_BY_SHIP;
            break;
        }
        bool by_search = exact_left == 0;
        if (!by_search) {
            exact_left--;
            refused++;
            if (!(v.plain ? draw_plain(&v, &d, rng) : draw_with_clusters(&v, &d, rng)))
                continue;
        } else {
            long budget = steps * bs_luby(runs);
            if (!bs_draw_by_search(&v, hidden, budget, by_cells, &d, rng)) {
                /* The kinds take turns; the runs' steps follow the Luby
                   sequence; between runs, the exact sampler gets as many
                   attempts as the run had steps. */
                if (by_cells && bs_luby(runs + 1) <= LONG_MAX / steps)
                    runs++;
                by_cells = method == BS_METHOD_CELLS || !by_cells;
                exact_left = search ? 0 : budget;
                continue;
            }
        }
        assign_indexes(&v, &d, hidden->placed, at, rng);
        if (build_fleet(c, hidden, at, hidden->placed, &fleet)) {
            if (by_search)
                report.by = BS_DRAWN_BY_SEARCH;
            break;
        }
    }
    report.refused = refused - (report.by == BS_DRAWN_EXACTLY);
    *hidden = fleet;
    return report;
}
