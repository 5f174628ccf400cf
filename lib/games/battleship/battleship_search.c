/* The packing search behind the placement rule: can these ships still be
   placed, none touching another? Ships are footprints on a grid of
   (width + 1) x (height + 1) cells held as bit rows; bounds on free cells
   and on the cells the places left can reach prove most dead ends at once. A
   roomy board is searched ship by ship (the first free spot almost always
   works); a crowded one cell by cell, where every free cell is covered or
   left empty within a small allowance. */
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

/* The footprint: `rows` rows from s.y, each with the bits of `mask`. */
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

bool bs_grid_fits(const bs_grid *g, bs_spot s)
{
    int rows;
    uint32_t mask;
    footprint(s, &rows, &mask);
    for (int r = 0; r < rows; r++)
        if (g->row[s.y + r] & mask)
            return false;
    return true;
}

void bs_grid_toggle(bs_grid *g, bs_spot s)
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

/* ---- Counting free cells ---- */

/* The grid's cells fall in four classes by the parity of x and y (class
   (x & 1) | (y & 1) << 1). A footprint of 2 x (length + 1) cells holds at
   least (length + 1) / 2 cells of every class: with the footprint areas, this
   bounds what fits in the free cells. */
typedef struct fit_search {
    bs_grid grid;
    uint32_t full; /* the bits of a grid row: width + 1 */
    int width, height;
    int free_total;
    int free_class[4];
    int need_area;          /* footprint cells of the ships left */
    int need_class;         /* cells of each class they need */
    int left;               /* ships left */
    int count[BS_SIDE + 1]; /* ships left of each length */
    int longest;            /* the longest ship of all (count is 0 beyond) */
    const uint8_t *lengths; /* ship by ship: the lengths, longest first */
    long budget;
    bs_spot *solution;
} fit_search;

static inline uint32_t free_row(const fit_search *s, int y)
{
    return ~s->grid.row[y] & s->full;
}

/* Free cells: `sign` of them, `even` in even columns, from row y. */
static void count_free(fit_search *s, int y, int even, int odd, int sign)
{
    s->free_class[(y & 1) << 1] += sign * even;
    s->free_class[((y & 1) << 1) | 1] += sign * odd;
    s->free_total += sign * (even + odd);
}

/* Marks the free cells of `mask` in row y used (sign -1) or frees them back. */
static void toggle_cells(fit_search *s, int y, uint32_t mask, int sign)
{
    s->grid.row[y] ^= mask;
    count_free(s, y, cg_popcount64(mask & 0x55555555u), cg_popcount64(mask & 0xaaaaaaaau), sign);
}

static int evens_between(int a, int b)
{
    return (b >> 1) - ((a + 1) >> 1) + 1;
}

/* Places a ship (sign 1) or takes it back (-1), keeping the counts of what
   is free and what is left. */
static void toggle_ship(fit_search *s, bs_spot spot, int sign)
{
    int rows;
    uint32_t mask;
    footprint(spot, &rows, &mask);
    for (int r = 0; r < rows; r++)
        s->grid.row[spot.y + r] ^= mask;
    int x_even = evens_between(spot.x, spot.x + (spot.vertical ? 1 : spot.length));
    int x_odd = (spot.vertical ? 2 : spot.length + 1) - x_even;
    for (int r = spot.y; r < spot.y + rows; r++)
        count_free(s, r, x_even, x_odd, -sign);
    s->count[spot.length] -= sign;
    s->left -= sign;
    s->need_area -= sign * 2 * (spot.length + 1);
    s->need_class -= sign * ((spot.length + 1) / 2);
}

static bool bounds_allow(const fit_search *s)
{
    if (s->free_total < s->need_area)
        return false;
    for (int k = 0; k < 4; k++)
        if (s->free_class[k] < s->need_class)
            return false;
    return true;
}

/* ---- Ship by ship ---- */

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

/* Places ships i.. of s->lengths (longest first). Ships of equal length are
   interchangeable, so each goes after the previous one in the order of
   position indexes (row, column, orientation): `after` is the index of ship
   i - 1. */
static bs_fit by_ship(fit_search *s, int i, int after)
{
    if (s->left == 0)
        return BS_FITS;
    if (!bounds_allow(s))
        return BS_NO_FIT;
    int L = s->lengths[i];
    int first = i > 0 && s->lengths[i - 1] == L ? after + 1 : 0;
    for (int y = first >> 6; y < s->height; y++) {
        uint32_t starts[2] = {horizontal_starts(s, y, L), vertical_starts(s, y, L)};
        uint32_t any = starts[0] | starts[1];
        while (any) {
            int x = cg_ctz64(any);
            any &= any - 1;
            for (int o = 0; o < 2; o++) {
                int index = (y * 32 + x) * 2 + o;
                if (!(starts[o] >> x & 1) || index < first)
                    continue;
                if (--s->budget < 0)
                    return BS_UNDECIDED;
                bs_spot spot = {(uint8_t)x, (uint8_t)y, (uint8_t)o, (uint8_t)L};
                toggle_ship(s, spot, 1);
                bs_fit fit = by_ship(s, i + 1, index);
                toggle_ship(s, spot, -1);
                if (fit != BS_NO_FIT) {
                    if (fit == BS_FITS && s->solution)
                        s->solution[s->left - 1] = spot;
                    return fit;
                }
            }
        }
    }
    return BS_NO_FIT;
}

/* ---- Cell by cell ---- */

/* The first free cell at or after (x, y) in reading order; false when none. */
static bool first_free(const fit_search *s, int *x, int *y)
{
    for (int r = *y; r <= s->height; r++) {
        uint32_t f = free_row(s, r) & (r == *y ? ~((1u << *x) - 1) : ~0u);
        if (f) {
            *x = cg_ctz64(f);
            *y = r;
            return true;
        }
    }
    return false;
}

/* Whether every length left has at least as many free spots as ships. One
   pass over the rows: from each row, the runs of free footprint cells grow a
   length at a time (horizontal_starts and vertical_starts, for every length
   at once). */
static bool spots_for_all(const fit_search *s)
{
    int need[BS_SIDE + 1], longest = s->longest, unmet = 0;
    for (int L = 1; L <= longest; L++) {
        need[L] = s->count[L];
        unmet += need[L] > 0;
    }
    uint32_t columns = (1u << s->width) - 1;
    for (int y = 0; y < s->height && unmet; y++) {
        uint32_t both = free_row(s, y) & free_row(s, y + 1), run = both;
        uint32_t down = free_row(s, y);
        for (int L = 1; L <= longest && (run | down); L++) {
            run &= both >> L;
            down = y + L <= s->height ? down & free_row(s, y + L) : 0;
            if (need[L] <= 0)
                continue;
            if (L <= s->width)
                need[L] -= cg_popcount64(run & ((1u << (s->width - L + 1)) - 1));
            if (L > 1)
                need[L] -= cg_popcount64(down & (down >> 1) & columns);
            if (need[L] <= 0)
                unmet--;
        }
    }
    return unmet == 0;
}

/* Whether the places of the lengths left cover, between them, at least the
   cells the ships' footprints take (those lie apart inside them), of every
   class as in bounds_allow. A place's footprint holds the footprint of a
   shorter ship placed the same way at its start, and of a ship of 1 either
   way: the places of the shortest length left cover all the others do. */
static bool room_for_all(const fit_search *s)
{
    int L = 1;
    while (!s->count[L])
        L++;
    uint32_t cover[BS_SIDE + 1] = {0};
    for (int y = 0; y < s->height; y++) {
        uint32_t h = horizontal_starts(s, y, L), v = vertical_starts(s, y, L), spread = h;
        for (int k = 1; h && k <= L; k++)
            spread |= h << k;
        cover[y] |= spread;
        cover[y + 1] |= spread;
        for (int r = 0; v && r <= L; r++)
            cover[y + r] |= v | v << 1;
    }
    int room = 0, room_class[4] = {0};
    for (int y = 0; y <= s->height; y++) {
        room += cg_popcount64(cover[y]);
        room_class[(y & 1) << 1] += cg_popcount64(cover[y] & 0x55555555u);
        room_class[((y & 1) << 1) | 1] += cg_popcount64(cover[y] & 0xaaaaaaaau);
    }
    for (int k = 0; k < 4; k++)
        if (room_class[k] < s->need_class)
            return false;
    return room >= s->need_area;
}

/* Spare free cells under which by_cell checks the room: with a few spare
   cells, cells no place can reach end a branch often and at once; with more,
   checking costs more than it saves (measured on crowded fleets being placed
   and resampled). */
#define ROOM_CHECKED_BELOW 4

/* Every cell before (x, y) is covered or left empty: the first free cell is
   either the top-left corner of a ship's footprint or stays empty, which the
   bounds allow only while the free cells exceed what the ships need. */
static bs_fit by_cell(fit_search *s, int x, int y)
{
    if (s->left == 0)
        return BS_FITS;
    if (!bounds_allow(s) || !first_free(s, &x, &y) || !spots_for_all(s) ||
        (s->free_total - s->need_area < ROOM_CHECKED_BELOW && !room_for_all(s)))
        return BS_NO_FIT;
    for (int L = s->longest; L >= 1; L--) {
        if (!s->count[L])
            continue;
        for (int o = 0; o < (L > 1 ? 2 : 1); o++) {
            bool on_board =
                o ? x < s->width && y + L <= s->height : x + L <= s->width && y < s->height;
            bs_spot spot = {(uint8_t)x, (uint8_t)y, (uint8_t)o, (uint8_t)L};
            if (!on_board || !bs_grid_fits(&s->grid, spot))
                continue;
            if (--s->budget < 0)
                return BS_UNDECIDED;
            toggle_ship(s, spot, 1);
            bs_fit fit = by_cell(s, x, y);
            toggle_ship(s, spot, -1);
            if (fit != BS_NO_FIT) {
                if (fit == BS_FITS && s->solution)
                    s->solution[s->left - 1] = spot;
                return fit;
            }
        }
    }
    if (--s->budget < 0)
        return BS_UNDECIDED;
    toggle_cells(s, y, 1u << x, -1);
    bs_fit fit = by_cell(s, x, y);
    toggle_cells(s, y, 1u << x, 1);
    return fit;
}

/* Free cells beyond what the ships need, under which a board counts as
   crowded. */
static int crowded_below(const fit_search *s)
{
    return 2 * (s->width + s->height + 2);
}

bs_fit bs_fleet_fits(const bs_config *c, const bs_grid *grid, const uint8_t *lengths, int n,
                     bs_spot *solution)
{
    fit_search s;
    memset(&s, 0, sizeof s);
    s.width = c->width;
    s.height = c->height;
    s.full = (1u << (c->width + 1)) - 1;
    s.lengths = lengths;
    s.budget = BS_SEARCH_BUDGET;
    s.solution = solution;
    s.grid = *grid;
    for (int y = 0; y <= c->height; y++) {
        uint32_t f = free_row(&s, y);
        s.grid.row[y] ^= f; /* counted free as it is set back */
        toggle_cells(&s, y, f, 1);
    }
    for (int i = 0; i < n; i++) {
        s.count[lengths[i]]++;
        if (lengths[i] > s.longest)
            s.longest = lengths[i];
        s.need_area += 2 * (lengths[i] + 1);
        s.need_class += (lengths[i] + 1) / 2;
    }
    s.left = n;
    if (s.free_total - s.need_area < crowded_below(&s))
        return by_cell(&s, 0, 0);
    return by_ship(&s, 0, -1);
}
