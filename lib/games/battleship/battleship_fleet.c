/* The placement rule: ships may neither overlap nor touch, and a placement is
   legal only when the rest of the fleet can still be placed. Deciding that is
   a packing search over bit rows, cut short by bounds that prove the rest
   cannot fit. */
#include <string.h>

#include "battleship_internal.h"

bs_spot bs_spot_of(int x, int y, int dir, int length)
{
    bs_spot s = {(uint8_t)x, (uint8_t)y, 0, (uint8_t)length};
    if (dir == CG_BATTLESHIP_LEFT)
        s.x = (uint8_t)(x - length + 1);
    else if (dir == CG_BATTLESHIP_UP)
        s.y = (uint8_t)(y - length + 1);
    s.vertical = (uint8_t)(length > 1 && (dir == CG_BATTLESHIP_DOWN || dir == CG_BATTLESHIP_UP));
    return s;
}

/* The footprint: `rows` rows from `top`, each with the bits of `mask`. */
static void footprint(bs_spot s, int *rows, uint32_t *mask)
{
    if (s.vertical) {
        *rows = s.length + 1;
        *mask = 3u << s.x;
    } else {
        *rows = 2;
        *mask = ((1u << (s.length + 1)) - 1) << s.x;
    }
}

static bool grid_fits(const bs_grid *g, bs_spot s)
{
    int rows;
    uint32_t mask;
    footprint(s, &rows, &mask);
    for (int r = 0; r < rows; r++)
        if (g->row[s.y + r] & mask)
            return false;
    return true;
}

/* Adds a footprint that fits, or removes one that is there. */
static void grid_toggle(bs_grid *g, bs_spot s)
{
    int rows;
    uint32_t mask;
    footprint(s, &rows, &mask);
    for (int r = 0; r < rows; r++)
        g->row[s.y + r] ^= mask;
}

bool bs_spots_touch(bs_spot a, bs_spot b)
{
    int aw = a.vertical ? 2 : a.length + 1, ah = a.vertical ? a.length + 1 : 2;
    int bw = b.vertical ? 2 : b.length + 1, bh = b.vertical ? b.length + 1 : 2;
    return a.x < b.x + bw && b.x < a.x + aw && a.y < b.y + bh && b.y < a.y + ah;
}

/* ---- The search ---- */

/* The grid's cells fall in four classes by the parity of x and y. A footprint
   of 2 x (length + 1) cells holds at least (length + 1) / 2 cells of every
   class, which bounds the ships that fit in what is left of each class. */
typedef struct fit_search {
    bs_grid grid;
    uint32_t full; /* the bits of a grid row: width + 1 */
    int width, height;
    const uint8_t *lengths;
    int n;
    int free_total;
    int free_class[4];
    int need_area[BS_MAX_SHIPS + 1];  /* footprint cells of ships i.. */
    int need_class[BS_MAX_SHIPS + 1]; /* cells of each class ships i.. need */
    int group_area[BS_MAX_SHIPS + 1]; /* the same for ships i.. of the length of i */
    int group_class[BS_MAX_SHIPS + 1];
    long budget;
    bs_spot *solution;
} fit_search;

static int evens_between(int a, int b)
{
    return (b >> 1) - ((a + 1) >> 1) + 1;
}

/* Adds (sign 1) or removes (-1) a footprint's cells from the free counts. */
static void count_footprint(fit_search *s, bs_spot spot, int sign)
{
    int span = spot.length + 1;
    int start = spot.vertical ? spot.y : spot.x;
    int even = evens_between(start, start + span - 1), odd = span - even;
    int d[4];
    if (spot.vertical) {
        d[0] = d[1] = even; /* class = (x & 1) | (y & 1) << 1 */
        d[2] = d[3] = odd;
    } else {
        d[0] = d[2] = even;
        d[1] = d[3] = odd;
    }
    for (int k = 0; k < 4; k++)
        s->free_class[k] -= sign * d[k];
    s->free_total -= sign * 2 * span;
}

static bool bounds_allow(const fit_search *s, int i)
{
    if (s->free_total < s->need_area[i])
        return false;
    for (int k = 0; k < 4; k++)
        if (s->free_class[k] < s->need_class[i])
            return false;
    return true;
}

static inline uint32_t free_row(const fit_search *s, int y)
{
    return ~s->grid.row[y] & s->full;
}

/* Columns where a horizontal (vertical) ship of length L starting in row y
   has its whole footprint free. */
static uint32_t horizontal_starts(const fit_search *s, int y, int L)
{
    if (L > s->width)
        return 0;
    uint32_t both = free_row(s, y) & free_row(s, y + 1), run = both;
    for (int k = 1; k <= L; k++)
        run &= both >> k;
    return run & ((1u << (s->width - L + 1)) - 1);
}

static uint32_t vertical_starts(const fit_search *s, int y, int L)
{
    if (L == 1 || y + L > s->height)
        return 0;
    uint32_t all = free_row(s, y);
    for (int k = 1; k <= L && all; k++)
        all &= free_row(s, y + k);
    return all & (all >> 1) & ((1u << s->width) - 1);
}

/* Free cells of row y: [0] in all, [1 + class] of each class. */
static void row_free(const fit_search *s, int y, int counts[5])
{
    uint32_t f = free_row(s, y);
    int even = __builtin_popcount(f & 0x55555555u), odd = __builtin_popcount(f & 0xaaaaaaaau);
    memset(counts, 0, 5 * sizeof(int));
    counts[0] = even + odd;
    counts[1 + ((y & 1) << 1)] = even;
    counts[2 + ((y & 1) << 1)] = odd;
}

/* Free cells of rows >= y. */
static void free_below(const fit_search *s, int y, int live[5])
{
    int row[5];
    live[0] = s->free_total;
    for (int k = 0; k < 4; k++)
        live[1 + k] = s->free_class[k];
    for (int r = 0; r < y; r++) {
        row_free(s, r, row);
        for (int k = 0; k < 5; k++)
            live[k] -= row[k];
    }
}

/* Whether the free cells of rows >= y, `live`, hold what ships i.. of the
   length of ship i need: they all start in row y or below. */
static bool group_fits_below(const fit_search *s, int i, const int live[5])
{
    if (live[0] < s->group_area[i])
        return false;
    for (int k = 0; k < 4; k++)
        if (live[1 + k] < s->group_class[i])
            return false;
    return true;
}

/* Places ships i.. (longest first). Ships of equal length are interchangeable,
   so each goes after the previous one in the order of position indexes (row,
   column, orientation): `after` is the index of ship i - 1. Close to full
   (`tight`), rows whose cells below cannot hold the rest of ship i's group
   end the scan early. */
static bs_fit place_from(fit_search *s, int i, int after)
{
    if (i == s->n)
        return BS_FITS;
    if (!bounds_allow(s, i))
        return BS_NO_FIT;
    int L = s->lengths[i], live[5], row[5];
    int first = i > 0 && s->lengths[i - 1] == L ? after + 1 : 0;
    bool tight = s->free_total - s->need_area[i] < 4 * (s->width + 1);
    if (tight)
        free_below(s, first >> 6, live);
    for (int y = first >> 6; y < s->height; y++) {
        if (tight) {
            if (!group_fits_below(s, i, live))
                return BS_NO_FIT;
            row_free(s, y, row);
            for (int k = 0; k < 5; k++)
                live[k] -= row[k];
        }
        uint32_t starts[2] = {horizontal_starts(s, y, L), vertical_starts(s, y, L)};
        uint32_t any = starts[0] | starts[1];
        while (any) {
            int x = __builtin_ctz(any);
            any &= any - 1;
            for (int o = 0; o < 2; o++) {
                int index = (y * 32 + x) * 2 + o;
                if (!(starts[o] >> x & 1) || index < first)
                    continue;
                if (--s->budget < 0)
                    return BS_UNDECIDED;
                bs_spot spot = {(uint8_t)x, (uint8_t)y, (uint8_t)o, (uint8_t)L};
                grid_toggle(&s->grid, spot);
                count_footprint(s, spot, 1);
                bs_fit fit = place_from(s, i + 1, index);
                grid_toggle(&s->grid, spot);
                count_footprint(s, spot, -1);
                if (fit == BS_FITS && s->solution)
                    s->solution[i] = spot;
                if (fit != BS_NO_FIT)
                    return fit;
            }
        }
    }
    return BS_NO_FIT;
}

bs_fit bs_fleet_fits(const bs_config *c, const bs_grid *grid, const uint8_t *lengths, int n,
                     bs_spot *solution)
{
    fit_search s;
    s.grid = *grid;
    s.width = c->width;
    s.height = c->height;
    s.full = (1u << (c->width + 1)) - 1;
    s.lengths = lengths;
    s.n = n;
    s.budget = BS_SEARCH_BUDGET;
    s.solution = solution;
    s.free_total = 0;
    memset(s.free_class, 0, sizeof s.free_class);
    for (int y = 0; y <= c->height; y++) {
        int row[5];
        row_free(&s, y, row);
        s.free_total += row[0];
        for (int k = 0; k < 4; k++)
            s.free_class[k] += row[1 + k];
    }
    s.need_area[n] = s.need_class[n] = s.group_area[n] = s.group_class[n] = 0;
    for (int i = n - 1; i >= 0; i--) {
        bool same = i + 1 < n && lengths[i + 1] == lengths[i];
        s.need_area[i] = s.need_area[i + 1] + 2 * (lengths[i] + 1);
        s.need_class[i] = s.need_class[i + 1] + (lengths[i] + 1) / 2;
        s.group_area[i] = (same ? s.group_area[i + 1] : 0) + 2 * (lengths[i] + 1);
        s.group_class[i] = (same ? s.group_class[i + 1] : 0) + (lengths[i] + 1) / 2;
    }
    return place_from(&s, 0, -1);
}

/* ---- The fleet being placed ---- */

void bs_placer_init(bs_placer *p, const bs_config *c, const bs_fleet *fleet)
{
    p->c = c;
    memset(&p->grid, 0, sizeof p->grid);
    p->placed = fleet->placed;
    for (int i = 0; i < fleet->placed; i++) {
        const bs_ship *ship = &fleet->ships[i];
        grid_toggle(&p->grid, bs_spot_of(ship->x, ship->y, ship->dir, c->lengths[i]));
    }
}

/* The rest of the fleet after ship k, longest first. */
static const uint8_t *rest_after(const bs_config *c, int k, int *n)
{
    *n = c->ship_count - k - 1;
    return c->rest_sorted[k + 1];
}

bs_verdict bs_placer_check(bs_placer *p, int x, int y, int dir)
{
    const bs_config *c = p->c;
    int length = c->lengths[p->placed], n;
    if (x < 0 || y < 0 || x >= c->width || y >= c->height || !bs_on_board(c, x, y, dir, length))
        return BS_PLACE_OFF_BOARD;
    bs_spot spot = bs_spot_of(x, y, dir, length);
    if (!grid_fits(&p->grid, spot))
        return BS_PLACE_TOUCHES;
    const uint8_t *rest = rest_after(c, p->placed, &n);
    grid_toggle(&p->grid, spot);
    bs_fit fit = bs_fleet_fits(c, &p->grid, rest, n, NULL);
    grid_toggle(&p->grid, spot);
    return fit == BS_FITS ? BS_PLACE_OK : BS_PLACE_STRANDS_REST;
}

void bs_placer_add(bs_placer *p, int x, int y, int dir)
{
    grid_toggle(&p->grid, bs_spot_of(x, y, dir, p->c->lengths[p->placed]));
    p->placed++;
}

/* Tries before listing every candidate: a random candidate is legal often
   enough on all but crowded boards. */
#define RANDOM_TRIES 64

static void placement_at(const bs_config *c, uint32_t r, int *x, int *y, int *dir)
{
    *x = (int)(r / 4 % (uint32_t)c->width);
    *y = (int)(r / 4 / (uint32_t)c->width);
    *dir = (int)(r % 4);
}

/* A legal placement drawn uniformly; false when there is none. */
static bool random_legal_placement(bs_placer *p, cg_rng *rng, int *x, int *y, int *dir)
{
    const bs_config *c = p->c;
    uint32_t codes = (uint32_t)(c->width * c->height * 4);
    for (int t = 0; t < RANDOM_TRIES; t++) {
        placement_at(c, cg_rng_below(rng, codes), x, y, dir);
        if (bs_placer_check(p, *x, *y, *dir) == BS_PLACE_OK)
            return true;
    }
    uint16_t legal[BS_CELLS * 4];
    uint32_t n = 0;
    for (uint32_t r = 0; r < codes; r++) {
        placement_at(c, r, x, y, dir);
        if (bs_placer_check(p, *x, *y, *dir) == BS_PLACE_OK)
            legal[n++] = (uint16_t)r;
    }
    if (n == 0)
        return false;
    placement_at(c, legal[cg_rng_below(rng, n)], x, y, dir);
    return true;
}

/* Places the rest as the search does from here. The fleet was reached by
   legal placements, so the search succeeds: it is the one that made the
   last placement legal. */
static void complete_as_searched(const bs_config *c, bs_fleet *fleet, const bs_placer *p)
{
    bs_spot found[BS_MAX_SHIPS];
    int n = c->ship_count - fleet->placed;
    uint8_t used[BS_MAX_SHIPS] = {0};
    if (bs_fleet_fits(c, &p->grid, c->rest_sorted[fleet->placed], n, found) != BS_FITS)
        return;
    while (fleet->placed < c->ship_count) {
        int j = 0;
        while (used[j] || found[j].length != c->lengths[fleet->placed])
            j++;
        used[j] = 1;
        bs_fleet_add(c, fleet, found[j].x, found[j].y,
                     found[j].vertical ? CG_BATTLESHIP_DOWN : CG_BATTLESHIP_RIGHT);
    }
}

/* Each ship drawn uniformly from its legal placements. Should a ship have
   none (the search gave up on every candidate, which only very crowded
   boards can do), the rest goes where the search found room for it. */
void bs_fleet_complete_random(const bs_config *c, bs_fleet *fleet, cg_rng *rng)
{
    bs_placer p;
    bs_placer_init(&p, c, fleet);
    while (fleet->placed < c->ship_count) {
        int x, y, dir;
        if (!random_legal_placement(&p, rng, &x, &y, &dir)) {
            complete_as_searched(c, fleet, &p);
            return;
        }
        bs_placer_add(&p, x, y, dir);
        bs_fleet_add(c, fleet, x, y, dir);
    }
}

cg_status bs_fleet_check_config(const bs_config *c)
{
    bs_grid empty;
    memset(&empty, 0, sizeof empty);
    bs_fit fit = bs_fleet_fits(c, &empty, c->rest_sorted[0], c->ship_count, NULL);
    if (fit == BS_FITS)
        return CG_OK;
    char fleet[4 * BS_MAX_SHIPS];
    cg_text out = cg_text_over(fleet, sizeof fleet);
    bs_fleet_text(c, &out);
    if (fit == BS_NO_FIT)
        return cg_error(CG_EINVAL,
                        "battleship: the fleet %s cannot be placed on a %dx%d board without "
                        "ships touching",
                        fleet, c->width, c->height);
    return cg_error(CG_EINVAL,
                    "battleship: cannot tell within %ld search steps whether the fleet %s fits "
                    "on a %dx%d board",
                    (long)BS_SEARCH_BUDGET, fleet, c->width, c->height);
}
