/* The placement rule, fast. "The rest of the fleet can still be placed" is
   decided first by four greedy packings of the rest (first fit from each
   corner of the board), then by the search (battleship_search.c): a packing
   found either way proves that the rest fits, and the search alone can
   prove that it does not. The legal placements of the next ship are listed
   from the four packings of the rest made beside the ships already placed:
   a candidate that touches none of the ships of one of them is legal at once
   (that greedy packing goes through unchanged beside it); only the few that
   touch a ship of every packing are decided one by one. */
#include <string.h>

#include "battleship_internal.h"

/* ---- The fleet being placed ---- */

void bs_placer_init(bs_placer *p, const bs_config *c, const bs_fleet *fleet)
{
    p->c = c;
    memset(&p->grid, 0, sizeof p->grid);
    p->placed = fleet->placed;
    for (int i = 0; i < fleet->placed; i++) {
        const bs_ship *ship = &fleet->ships[i];
        bs_grid_toggle(&p->grid, bs_spot_of(ship->x, ship->y, ship->dir, c->lengths[i]));
    }
}

/* ---- Bit rows of the footprint grid ---- */

/* Columns x where bits x..x+n-1 of m are all set. */
static uint32_t runs(uint32_t m, int n)
{
    uint32_t r = m;
    for (int k = 1; k < n; k++)
        r &= m >> k;
    return r;
}

/* Top-left cells (x in row y) of the horizontal ships of `length` whose
   footprints are clear of g. */
static uint32_t h_starts(const bs_config *c, const uint32_t *g, int y, int length)
{
    if (length > c->width)
        return 0;
    uint32_t both = ~(g[y] | g[y + 1]) & ((1u << (c->width + 1)) - 1);
    return runs(both, length + 1) & ((1u << (c->width - length + 1)) - 1);
}

static uint32_t v_starts(const bs_config *c, const uint32_t *g, int y, int length)
{
    if (length == 1 || y + length > c->height)
        return 0;
    uint32_t all = ~g[y];
    for (int k = 1; k <= length; k++)
        all &= ~g[y + k];
    return all & (all >> 1) & ((1u << c->width) - 1);
}

static void add_footprint(uint32_t *g, int x, int y, int vertical, int length)
{
    bs_spot s = {(uint8_t)x, (uint8_t)y, (uint8_t)vertical, (uint8_t)length};
    bs_grid_toggle((bs_grid *)(void *)g, s);
}

/* ---- Greedy packings ---- */

/* Bits 0..n-1 of m in reverse order. */
static uint32_t reverse_bits(uint32_t m, int n)
{
    m = (m >> 1 & 0x55555555u) | (m & 0x55555555u) << 1;
    m = (m >> 2 & 0x33333333u) | (m & 0x33333333u) << 2;
    m = (m >> 4 & 0x0f0f0f0fu) | (m & 0x0f0f0f0fu) << 4;
    m = (m >> 8 & 0x00ff00ffu) | (m & 0x00ff00ffu) << 8;
    m = m >> 16 | m << 16;
    return m >> (32 - n);
}

/* The grid seen from another corner: turn 1 mirrors the columns, 2 the
   rows, 3 both (a footprint cell x of the (width + 1)-wide grid mirrors to
   width - x, as the ship it belongs to mirrors on the board). */
static void turn_grid(const bs_config *c, const uint32_t *in, int turn, uint32_t *out)
{
    for (int y = 0; y <= c->height; y++) {
        uint32_t row = in[turn & 2 ? c->height - y : y];
        out[y] = turn & 1 ? reverse_bits(row, c->width + 1) : row;
    }
}

/* The first-fit packing of `lengths` (longest first) beside the footprints
   of g: each ship at the first clear place in reading order, horizontal
   before vertical. Its footprints are added to `packed`; false when a ship
   finds no place. */
static bool first_fit(const bs_config *c, uint32_t *g, const uint8_t *lengths, int n,
                      uint32_t *packed)
{
    int from = 0;
    for (int i = 0; i < n; i++) {
        int L = lengths[i];
        if (i == 0 || L != lengths[i - 1])
            from = 0; /* ships of one length: the next one after the last */
        bool placed = false;
        for (int y = from; y < c->height && !placed; y++) {
            uint32_t h = h_starts(c, g, y, L), v = v_starts(c, g, y, L);
            if (!(h | v))
                continue;
            int x = cg_ctz64(h | v), vertical = !(h >> x & 1);
            add_footprint(g, x, y, vertical, L);
            add_footprint(packed, x, y, vertical, L);
            from = y;
            placed = true;
        }
        if (!placed)
            return false;
    }
    return true;
}

/* The greedy packing from corner `turn`, its footprints in `packed` (as
   seen from the first corner); false when it fails. */
static bool packs(const bs_config *c, const bs_grid *grid, const uint8_t *lengths, int n, int turn,
                  uint32_t *packed)
{
    uint32_t g[BS_SIDE + 1], found[BS_SIDE + 1] = {0};
    turn_grid(c, grid->row, turn, g);
    if (!first_fit(c, g, lengths, n, found))
        return false;
    if (packed)
        turn_grid(c, found, turn, packed);
    return true;
}

bool bs_rest_fits(const bs_config *c, const bs_grid *grid, const uint8_t *lengths, int n)
{
    if (n == 0)
        return true;
    for (int turn = 0; turn < 4; turn++)
        if (packs(c, grid, lengths, n, turn, NULL))
            return true;
    return bs_fleet_fits(c, grid, lengths, n, NULL) == BS_FITS;
}

/* ---- The legal placements of the next ship ---- */

/* Leaves in h and v the candidates of `length` for which the rest fits. */
static void decide_one_by_one(const bs_config *c, const bs_grid *grid, int length,
                              const uint8_t *rest, int n, uint32_t *h, uint32_t *v,
                              const uint32_t *sure_h, const uint32_t *sure_v)
{
    for (int y = 0; y < c->height; y++)
        for (int o = 0; o < 2; o++) {
            uint32_t *row = o ? &v[y] : &h[y];
            for (uint32_t m = *row & ~(o ? sure_v[y] : sure_h[y]); m; m &= m - 1) {
                int x = cg_ctz64(m);
                bs_grid g = *grid;
                add_footprint(g.row, x, y, o, length);
                if (!bs_rest_fits(c, &g, rest, n))
                    *row &= ~(1u << x);
            }
        }
}

/* The last listing made on this thread, with what it depends on: a caller
   commonly asks the same position's moves more than once (their count, then
   the moves, then the mask), and a crowded board's listing is costly. */
typedef struct placements_memo {
    bool valid;
    int width, height, length, n;
    uint8_t rest[BS_MAX_SHIPS];
    bs_grid grid;
    uint32_t h[BS_SIDE], v[BS_SIDE];
} placements_memo;

static _Thread_local placements_memo memo;

static bool memo_holds(const bs_config *c, const bs_grid *grid, int length, const uint8_t *rest,
                       int n)
{
    return memo.valid && memo.width == c->width && memo.height == c->height &&
           memo.length == length && memo.n == n && memcmp(memo.rest, rest, (size_t)n) == 0 &&
           memcmp(&memo.grid, grid, sizeof *grid) == 0;
}

static void memo_keep(const bs_config *c, const bs_grid *grid, int length, const uint8_t *rest,
                      int n, const uint32_t *h, const uint32_t *v)
{
    memo.valid = true;
    memo.width = c->width;
    memo.height = c->height;
    memo.length = length;
    memo.n = n;
    memcpy(memo.rest, rest, (size_t)n);
    memo.grid = *grid;
    memcpy(memo.h, h, (size_t)c->height * sizeof *h);
    memcpy(memo.v, v, (size_t)c->height * sizeof *v);
}

/* The candidates on the board, then those that leave room for the rest. */
static void list_placements(const bs_config *c, const bs_grid *grid, int L, const uint8_t *rest,
                            int n, uint32_t *h, uint32_t *v)
{
    const uint32_t *g = grid->row;
    for (int y = 0; y < c->height; y++) {
        h[y] = h_starts(c, g, y, L);
        v[y] = v_starts(c, g, y, L);
    }
    if (n == 0)
        return;
    uint32_t sure_h[BS_SIDE] = {0}, sure_v[BS_SIDE] = {0};
    for (int turn = 0; turn < 4; turn++) {
        uint32_t packed[BS_SIDE + 1] = {0}, beside[BS_SIDE + 1];
        if (!packs(c, grid, rest, n, turn, packed))
            continue;
        for (int y = 0; y <= c->height; y++)
            beside[y] = g[y] | packed[y];
        uint32_t left = 0;
        for (int y = 0; y < c->height; y++) {
            sure_h[y] |= h[y] & h_starts(c, beside, y, L);
            sure_v[y] |= v[y] & v_starts(c, beside, y, L);
            left |= (h[y] & ~sure_h[y]) | (v[y] & ~sure_v[y]);
        }
        if (!left)
            return;
    }
    decide_one_by_one(c, grid, L, rest, n, h, v, sure_h, sure_v);
}

void bs_legal_placements(const bs_config *c, const bs_fleet *fleet, uint32_t *h, uint32_t *v)
{
    bs_placer p;
    bs_placer_init(&p, c, fleet);
    int k = fleet->placed, L = c->lengths[k], n = c->ship_count - k - 1;
    const uint8_t *rest = c->rest_sorted[k + 1];
    if (memo_holds(c, &p.grid, L, rest, n)) {
        memcpy(h, memo.h, (size_t)c->height * sizeof *h);
        memcpy(v, memo.v, (size_t)c->height * sizeof *v);
        return;
    }
    list_placements(c, &p.grid, L, rest, n, h, v);
    memo_keep(c, &p.grid, L, rest, n, h, v);
}
