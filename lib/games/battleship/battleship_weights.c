/* The resampler's weights: the normalizers of the draws of ships away from
   the hits (bounds on the places still free, from the free area), the exact
   weight of each usage of the coverings (a dynamic program over clusters in
   128-bit integers), and the clusters' own weights for the fallback that
   draws them independently. See battleship_information.c for the draw and
   the README for why it is uniform. */
#include <string.h>

#include "battleship_sampler.h"

/* a * b, or false on overflow (weights stay below 2^62). */
static bool mul_checked(uint64_t a, uint64_t b, uint64_t *out)
{
    if (a != 0 && b > ((uint64_t)1 << 62) / a)
        return false;
    *out = a * b;
    return true;
}

/* The normalizer of the last draw of length L (at least 1). */
static uint64_t last_norm(const bs_view *v, int L)
{
    uint32_t n = v->step[v->first_step[L] + v->hidden[L] - 1].norm;
    return n ? n : 1;
}

/* A covering that uses u_L ships of each length L weighs
   prod a_L^u_L * N_L^-u_L against the others, where a_L is the number of
   hidden ships of length L and N_L the normalizer of the last draw of that
   length (see battleship_information.c). In integers, with U_L the most
   ships of length L a covering of the cluster uses:
   count * prod a_L^u_L * N_L^(U_L - u_L). */
void bs_weigh_cluster(bs_view *v, bs_cluster *k)
{
    const bs_config *c = v->c;
    int most[BS_SIDE + 1] = {0};
    for (int i = k->first_class; i < k->first_class + k->classes; i++)
        for (int L = 1; L <= BS_SIDE; L++)
            most[L] = v->cls[i].used[L] > most[L] ? v->cls[i].used[L] : most[L];
    k->total = 0;
    for (int i = k->first_class; i < k->first_class + k->classes && !v->plain; i++) {
        uint64_t w = v->cls[i].count;
        for (int d = 0; d < c->distinct_count; d++) {
            int L = c->distinct[d], u = v->cls[i].used[L];
            for (int e = 0; e < most[L]; e++)
                if (!mul_checked(w, e < u ? (uint64_t)v->hidden[L] : last_norm(v, L), &w))
                    v->plain = true;
        }
        v->cls[i].weight = w;
        k->total += w;
        if (k->total >= (uint64_t)1 << 62)
            v->plain = true;
    }
}

/* ---- Draws away from the hits ---- */

/* The most placements of `length` along rows of `cells` cells (at most
   `pairs` + 1 rows) in a region of m free cells of the footprint grid: in
   rows y and y + 1 with n_y and n_y+1 free cells a ship needs length + 1
   free cells in both, so at most min(n_y, n_y+1) - length places start in
   row y. With k the fullest row and p the pairs counted, that sum is at
   most p * (k - length), and at most m - k - length * p (the smaller row of
   each pair, summed, is at most m - k). */
static uint32_t row_bound(int m, int length, int cells, int pairs)
{
    int best = 0;
    for (int k = length + 1; k <= cells && k <= m; k++) {
        int cross = (m - k) / k; /* where p * (k - L) meets m - k - L * p */
        for (int p = cross; p <= cross + 1; p++) {
            int q = p < pairs ? p : pairs;
            int a = q * (k - length), b = m - k - length * q;
            int value = a < b ? a : b;
            best = value > best ? value : best;
        }
    }
    return (uint32_t)best;
}

/* An upper bound on the free places of a ship of `length` while m cells of
   the footprint grid are free (horizontal places by rows, vertical ones by
   columns). */
static uint32_t compute_bound(const bs_config *c, int m, int length)
{
    if (m <= 0)
        return 0;
    uint32_t h = row_bound(m, length, c->width + 1, c->height);
    return length == 1 ? h : h + row_bound(m, length, c->height + 1, c->width);
}

void bs_plan_bounds(bs_config *c)
{
    int cells = (c->width + 1) * (c->height + 1);
    for (int d = 0; d < c->distinct_count; d++)
        for (int m = 0; m <= cells; m++)
            c->places_bound[d][m] = (uint16_t)compute_bound(c, m, c->distinct[d]);
}

static uint32_t places_bound(const bs_config *c, int m, int length)
{
    int cells = (c->width + 1) * (c->height + 1);
    return m <= 0 ? 0 : c->places_bound[c->distinct_index[length]][m < cells ? m : cells];
}

/* Cells of the footprint grid that the footprint of a ship away from the
   hits may cover. */
static int usable_cells(const bs_view *v)
{
    const bs_config *c = v->c;
    int n = 0;
    for (int y = 0; y <= c->height; y++) {
        uint32_t m = (y < c->height ? v->free_ok[y] : 0) | (y > 0 ? v->free_ok[y - 1] : 0);
        n += cg_popcount64(m | m << 1);
    }
    return n;
}

/* The normalizers of the draws of the ships away from the hits, longest
   first, when covering[L] ships of each length L cover hits. At the t-th
   draw of length L, the footprints of the ships away from the hits drawn
   before lie in the usable cells: the longer ones (a_l - covering[l] of
   each length l) and the t - 1 of length L. The free cells left bound how
   many places are still free; a draw is bounded when that bound is clearly
   below the places of its length, and its normalizer is then the bound
   (else the number of places). */
static void plan_norms(const bs_view *v, int usable, const int *covering, uint32_t *norm)
{
    const bs_config *c = v->c;
    int before = 0, n = 0;
    for (int d = 0; d < c->distinct_count; d++) {
        int L = c->distinct[d], a = v->hidden[L];
        if (a <= 0)
            continue;
        uint32_t places = v->places[L].count;
        for (int t = 1; t <= a; t++) {
            uint32_t bound = places_bound(c, usable - before - (t - 1) * 2 * (L + 1), L);
            bool bounded = !v->plain && (uint64_t)bound * 8 < (uint64_t)places * 7;
            norm[n++] = bounded ? bound : places;
        }
        before += (a - covering[L]) * 2 * (L + 1);
    }
}

/* The draws, with the normalizers valid whatever the coverings take (as
   many ships of each length as they may). */
void bs_plan_steps(bs_view *v)
{
    const bs_config *c = v->c;
    uint32_t norm[BS_MAX_SHIPS];
    v->usable = usable_cells(v);
    plan_norms(v, v->usable, v->most_used, norm);
    v->steps = 0;
    for (int d = 0; d < c->distinct_count; d++) {
        int L = c->distinct[d], a = v->hidden[L];
        if (a <= 0)
            continue;
        v->first_step[L] = (uint16_t)v->steps;
        for (int t = 1; t <= a; t++, v->steps++)
            v->step[v->steps] =
                (bs_step){(uint8_t)L, (uint8_t)(norm[v->steps] != v->places[L].count), (uint16_t)t,
                          norm[v->steps]};
    }
}

/* ---- The usage of the coverings, exactly ---- */

/* Digit d of usage u. */
static int digit(const bs_view *v, int u, int d)
{
    return v->digit_of[u * v->digits + d];
}

/* The usages: one digit per length some covering uses, 0..most_used. */
static bool plan_digits(bs_view *v)
{
    const bs_config *c = v->c;
    v->digits = 0;
    v->states = 1;
    for (int d = 0; d < c->distinct_count; d++) {
        int L = c->distinct[d];
        if (v->most_used[L] == 0)
            continue;
        if (v->digits == BS_DIGITS_MAX)
            return false;
        v->digit_length[v->digits] = (uint8_t)L;
        v->radix[v->digits] = (uint16_t)(v->most_used[L] + 1);
        v->stride[v->digits++] = (uint16_t)v->states;
        v->states *= v->most_used[L] + 1;
        if (v->states > BS_STATES_MAX)
            return false;
    }
    if ((v->clusters + 1) * v->states > BS_WAYS_MAX)
        return false;
    for (int u = 0; u < v->states; u++)
        for (int d = 0; d < v->digits; d++)
            v->digit_of[u * v->digits + d] = (uint8_t)(u / v->stride[d] % v->radix[d]);
    for (int i = 0; i < v->classes; i++) {
        bs_class *cls = &v->cls[i];
        int offset = 0;
        cls->fits = 1;
        for (int d = 0; d < v->digits; d++) {
            cls->fits = cls->fits && cls->used[v->digit_length[d]] < v->radix[d];
            offset += cls->used[v->digit_length[d]] * v->stride[d];
        }
        cls->offset = (uint16_t)(cls->fits ? offset : 0);
    }
    return true;
}

/* Whether usage u + the class's stays within the usages (no digit carries). */
static bool usage_adds(const bs_view *v, int u, const bs_class *cls)
{
    for (int d = 0; d < v->digits; d++)
        if (digit(v, u, d) + cls->used[v->digit_length[d]] >= v->radix[d])
            return false;
    return true;
}

/* ways[k + 1][u]: the combinations of one covering per cluster 0..k that
   use u, from ways[k]. */
static bool count_ways(bs_view *v)
{
    uint64_t *ways = v->ways;
    memset(ways, 0, sizeof(uint64_t) * (size_t)((v->clusters + 1) * v->states));
    ways[0] = 1;
    for (int k = 0; k < v->clusters; k++) {
        const bs_cluster *cl = &v->cluster[k];
        for (int u = 0; u < v->states; u++) {
            uint64_t before = ways[k * v->states + u];
            for (int i = cl->first_class; before && i < cl->first_class + cl->classes; i++) {
                const bs_class *cls = &v->cls[i];
                if (!cls->fits || !usage_adds(v, u, cls))
                    continue;
                uint64_t *to = &ways[(k + 1) * v->states + u + cls->offset], add;
                if (!mul_checked(before, cls->count, &add) || *to + add >= (uint64_t)1 << 62)
                    return false;
                *to += add;
            }
        }
    }
    return true;
}

/* phi(u): every fleet of usage u has the same probability when the usage is
   drawn with weight ways(u) * phi(u), where (see battleship_information.c)
   phi(u) = prod_L a_L! / (a_L - u_L)! * N_L,1(u) * ... * N_L,(a_L - u_L)(u),
   the N_L,t(u) being the normalizers of the draws of length L away from the
   hits when the coverings take u. */
static bool phi(const bs_view *v, int u, bs_u128 *out)
{
    const bs_config *c = v->c;
    const uint32_t *norm = v->usage_norm + u * v->steps;
    int used[BS_SIDE + 1] = {0};
    for (int d = 0; d < v->digits; d++)
        used[v->digit_length[d]] = digit(v, u, d);
    bs_u128 r = bs_u128_of(1);
    for (int i = 0; i < c->distinct_count; i++) {
        int L = c->distinct[i], a = v->hidden[L];
        if (a <= 0)
            continue;
        for (int t = 0; t < used[L]; t++)
            if (!bs_u128_mul(r, (uint64_t)(a - t), &r))
                return false;
        for (int t = 1; t <= a - used[L]; t++)
            if (!bs_u128_mul(r, norm[v->first_step[L] + t - 1], &r))
                return false;
    }
    *out = r;
    return true;
}

/* The normalizers of the draws away from the hits for each usage. */
static bool plan_usage_norms(bs_view *v)
{
    if (v->states * v->steps > BS_USAGE_NORMS_MAX)
        return false;
    for (int u = 0; u < v->states; u++) {
        int used[BS_SIDE + 1] = {0};
        for (int d = 0; d < v->digits; d++)
            used[v->digit_length[d]] = digit(v, u, d);
        plan_norms(v, v->usable, used, v->usage_norm + u * v->steps);
    }
    return true;
}

/* The exact draw of the usage, when the work space and 128 bits hold it. */
void bs_plan_usage(bs_view *v)
{
    v->usage_exact = false;
    if (!plan_digits(v) || !plan_usage_norms(v) || !count_ways(v))
        return;
    bs_u128 sum = bs_u128_of(0);
    for (int u = 0; u < v->states; u++) {
        bs_u128 w;
        if (!phi(v, u, &w) || !bs_u128_mul(w, v->ways[v->clusters * v->states + u], &w) ||
            !bs_u128_add(sum, w, &sum))
            return;
        v->cumulative[u] = sum;
    }
    v->usage_exact = sum.hi != 0 || sum.lo != 0;
}
