/* The resampler's fallback: when the rejection sampler has been refused
   BS_REJECTIONS_MAX times in one draw, the hidden ships are looked for by a
   depth-first search too, in runs of two kinds taken in turn (the sampler
   gets more attempts between runs):
   - ship by ship: first a ship over the first hit no ship covers yet (any
     length still needed, any place over it), then, while no hit is left,
     the longest ship still needed anywhere it may lie; the candidates of
     each level are tried from a random one on, with a random stride;
   - cell by cell, in reading order: each cell not yet covered is left empty
     or starts a ship of a length still needed (right or down), in a random
     order (a crowded board, where ship-by-ship draws jam, is packed this
     way at once).
   Both end a branch as soon as the places ahead of some length are fewer
   than its ships left, or the footprint cells those places cover (the room
   left: cells no place can reach are lost to every ship) are fewer than
   the ships left take.
   Whatever fleet is consistent, both kinds try its own choice first at
   every level with a positive probability, and then find that fleet first:
   every consistent fleet can be drawn. The draw is no longer uniform (the
   README says so). A run that spends its steps gives up; the runs' steps
   follow the Luby sequence (bs_luby, in bs_resample_by): many short runs,
   since one unlucky early choice can cost a run millions of steps, and
   ever longer ones, so some run searches its whole tree, and the search
   ends, since the real fleet is consistent. */
#include <string.h>

#include "battleship_sampler.h"

typedef struct search {
    const bs_view *v;
    const bs_config *c;
    int need[BS_SIDE + 1]; /* ships of each length still to place */
    int distinct[BS_SIDE];
    int distinct_count;
    long area;                  /* footprint cells the ships still to place take */
    uint32_t grid[BS_SIDE + 1]; /* footprints of the ships placed */
    uint32_t ship[BS_SIDE];     /* their cells */
    long steps, budget;
    bool gave_up;
    cg_rng *rng;
    bs_drawn *d;
} search;

/* The cells of a ship, row by row from s.y. */
static void ship_rows(bs_spot s, uint32_t *cells, int *rows)
{
    *rows = s.vertical ? s.length : 1;
    uint32_t m = s.vertical ? 1u << s.x : ((1u << s.length) - 1) << s.x;
    for (int r = 0; r < *rows; r++)
        cells[r] = m;
}

/* On the board, on cells a ship may take, touching no ship placed: a ship
   over hits keeps a cell not fired at (else it would be sunk); a ship over
   none lies next to no hit. */
static bool may_place(const search *k, bs_spot s)
{
    const bs_view *v = k->v;
    int rows;
    uint32_t cells[BS_SIDE];
    if ((s.vertical ? s.y + s.length : s.x + s.length) > (s.vertical ? k->c->height : k->c->width))
        return false;
    if (!bs_rows_fit(k->grid, s))
        return false;
    ship_rows(s, cells, &rows);
    uint32_t hits = 0, unshot = 0, outside_cover = 0, outside_free = 0;
    for (int r = 0; r < rows; r++) {
        hits |= cells[r] & v->hit[s.y + r];
        unshot |= cells[r] & v->unshot[s.y + r];
        outside_cover |= cells[r] & ~v->cover_ok[s.y + r];
        outside_free |= cells[r] & ~v->free_ok[s.y + r];
    }
    return hits ? outside_cover == 0 && unshot != 0 : outside_free == 0;
}

static void toggle(search *k, bs_spot s)
{
    int rows, grid_rows;
    uint32_t cells[BS_SIDE];
    ship_rows(s, cells, &rows);
    for (int r = 0; r < rows; r++)
        k->ship[s.y + r] ^= cells[r];
    uint32_t mask = bs_spot_mask(s, &grid_rows);
    for (int r = 0; r < grid_rows; r++)
        k->grid[s.y + r] ^= mask;
}

static bool hits_covered(const search *k)
{
    for (int y = 0; y < k->c->height; y++)
        if (k->v->hit[y] & ~k->ship[y])
            return false;
    return true;
}

/* The choices at a cell, in a random order: each ship that may start there
   (codes 2 L + vertical) in a uniformly shuffled order, and the empty cell
   (code 0) first with the square of the share of the room ahead (see
   room_ahead) that the ships left leave free (a crowded board needs ships
   far more often than gaps), else last. */
static int choices(search *k, int x, int y, long room, bool empty_allowed, uint8_t *out)
{
    int n = 0;
    for (int i = 0; i < k->distinct_count; i++) {
        int L = k->distinct[i];
        for (int o = 0; k->need[L] > 0 && o < (L > 1 ? 2 : 1); o++)
            if (may_place(k, (bs_spot){(uint8_t)x, (uint8_t)y, (uint8_t)o, (uint8_t)L}))
                out[n++] = (uint8_t)(2 * L + o);
    }
    for (int j = n; j > 1; j--) {
        int r = (int)cg_rng_below(k->rng, (uint32_t)j);
        uint8_t t = out[j - 1];
        out[j - 1] = out[r];
        out[r] = t;
    }
    if (empty_allowed) {
        uint32_t slack = (uint32_t)(room - k->area), r = (uint32_t)room;
        if (cg_rng_below(k->rng, r) < slack && cg_rng_below(k->rng, r) < slack) {
            memmove(out + 1, out, (size_t)n);
            out[0] = 0;
        } else {
            out[n] = 0;
        }
        n++;
    }
    return n;
}

/* The room from (x, y) on (in reading order): the footprint cells that the
   places of the lengths still needed cover, places on cells the view allows
   a ship with their footprints clear; -1 when some length has fewer places
   than ships. A bound (the places may overlap): a search with less room
   than its ships take has no fleet ahead. */
static long room_ahead(const search *k, int x, int y)
{
    const bs_config *c = k->c;
    const bs_view *v = k->v;
    uint32_t cover[BS_SIDE + 1] = {0};
    for (int i = 0; i < k->distinct_count; i++) {
        int L = k->distinct[i], places = 0;
        if (k->need[L] == 0)
            continue;
        for (int r = y; r < c->height; r++) {
            uint32_t from = r == y ? ~((1u << x) - 1) : ~0u;
            uint32_t clear = ~(k->grid[r] | k->grid[r + 1]), cells = v->free_ok[r] | v->cover_ok[r];
            uint32_t h = clear, on = cells;
            for (int j = 1; j <= L; j++)
                h &= clear >> j;
            for (int j = 1; j < L; j++)
                on &= cells >> j;
            h = L <= c->width ? h & on & from & ((1u << (c->width - L + 1)) - 1) : 0;
            if (h) {
                uint32_t spread = h;
                for (int j = 1; j <= L; j++)
                    spread |= h << j;
                cover[r] |= spread;
                cover[r + 1] |= spread;
                places += cg_popcount64(h);
            }
            if (L > 1 && r + L <= c->height) {
                uint32_t col = ~k->grid[r], vcells = cells;
                for (int j = 1; j <= L; j++)
                    col &= ~k->grid[r + j];
                for (int j = 1; j < L; j++)
                    vcells &= v->free_ok[r + j] | v->cover_ok[r + j];
                uint32_t vert = col & (col >> 1) & vcells & from & ((1u << c->width) - 1);
                for (int j = 0; vert && j <= L; j++)
                    cover[r + j] |= vert | vert << 1;
                places += cg_popcount64(vert);
            }
        }
        if (places < k->need[L])
            return -1;
    }
    long room = 0;
    for (int r = y; r <= c->height; r++)
        room += cg_popcount64(cover[r]);
    return room;
}

static bool search_from(search *k, int pos)
{
    const bs_config *c = k->c;
    int cells = c->width * c->height;
    while (pos < cells && (k->ship[pos / c->width] >> (pos % c->width) & 1))
        pos++;
    if (k->area == 0)
        return hits_covered(k);
    if (pos == cells || ++k->steps > k->budget) {
        k->gave_up = k->gave_up || pos < cells;
        return false;
    }
    int x = pos % c->width, y = pos / c->width;
    long room = room_ahead(k, x, y);
    if (room < k->area)
        return false;
    bool hit = k->v->hit[y] >> x & 1; /* no earlier ship covers it: one starts here */
    uint8_t order[2 * BS_SIDE + 2];
    int n = choices(k, x, y, room, !hit, order);
    for (int i = 0; i < n && !k->gave_up; i++) {
        if (order[i] == 0) {
            if (search_from(k, pos + 1))
                return true;
            continue;
        }
        int L = order[i] / 2;
        bs_spot s = {(uint8_t)x, (uint8_t)y, (uint8_t)(order[i] & 1), (uint8_t)L};
        toggle(k, s);
        k->need[L]--;
        k->area -= 2 * (L + 1);
        k->d->ship[k->d->n++] = s;
        if (search_from(k, pos + 1))
            return true;
        k->d->n--;
        k->area += 2 * (L + 1);
        k->need[L]++;
        toggle(k, s);
    }
    return false;
}

/* ---- Ship by ship ---- */

static bool ships_from(search *k);

/* A ship at s, then the rest. */
static bool try_ship(search *k, bs_spot s)
{
    toggle(k, s);
    k->need[s.length]--;
    k->area -= 2 * (s.length + 1);
    k->d->ship[k->d->n++] = s;
    if (ships_from(k))
        return true;
    k->d->n--;
    k->area += 2 * (s.length + 1);
    k->need[s.length]++;
    toggle(k, s);
    return false;
}

/* A stride coprime to n (n > 0), drawn among 1..n. */
static uint32_t stride_for(cg_rng *rng, uint32_t n)
{
    for (;;) {
        uint32_t a = 1 + cg_rng_below(rng, n), b = n;
        for (uint32_t x = a; b;) {
            uint32_t t = x % b;
            x = b;
            b = t;
            if (b == 0 && x == 1)
                return a;
        }
    }
}

/* Candidate i of n: (length index, y, x, vertical), with x fastest. */
static bs_spot candidate(const search *k, uint32_t i, const int *lengths)
{
    const bs_config *c = k->c;
    uint32_t cells = (uint32_t)(c->width * c->height);
    uint32_t o = i % 2, cell = i / 2 % cells, li = i / 2 / cells;
    return (bs_spot){(uint8_t)(cell % (uint32_t)c->width), (uint8_t)(cell / (uint32_t)c->width),
                     (uint8_t)o, (uint8_t)lengths[li]};
}

static bool covers(bs_spot s, int x, int y)
{
    return s.vertical ? x == s.x && y >= s.y && y < s.y + s.length
                      : y == s.y && x >= s.x && x < s.x + s.length;
}

static bool ships_from(search *k)
{
    const bs_config *c = k->c;
    if (k->area == 0)
        return hits_covered(k);
    if (room_ahead(k, 0, 0) < k->area)
        return false;
    int hx = -1, hy = -1;
    for (int y = 0; y < c->height && hx < 0; y++)
        if (k->v->hit[y] & ~k->ship[y]) {
            hx = cg_ctz64(k->v->hit[y] & ~k->ship[y]);
            hy = y;
        }
    int lengths[BS_SIDE], n = 0;
    if (hx >= 0) {
        for (int i = 0; i < k->distinct_count; i++)
            if (k->need[k->distinct[i]] > 0)
                lengths[n++] = k->distinct[i];
    } else {
        for (int i = 0; i < k->distinct_count && n == 0; i++)
            if (k->need[k->distinct[i]] > 0)
                lengths[n++] = k->distinct[i]; /* the longest still needed */
    }
    uint32_t count = (uint32_t)(n * c->width * c->height * 2);
    uint32_t start = cg_rng_below(k->rng, count), step = stride_for(k->rng, count);
    for (uint32_t j = 0, i = start; j < count && !k->gave_up; j++, i = (i + step) % count) {
        if (++k->steps > k->budget) { /* each candidate looked at is a step */
            k->gave_up = true;
            return false;
        }
        bs_spot s = candidate(k, i, lengths);
        if ((s.vertical && s.length == 1) || (hx >= 0 && !covers(s, hx, hy)) ||
            !may_place(k, s))
            continue;
        if (try_ship(k, s))
            return true;
    }
    return false;
}

/* ---- The search ---- */

long bs_luby(long i)
{
    for (int k = 1; k < 62; k++) {
        long end = (1L << k) - 1; /* the sequence's first 2^k - 1 terms end with 2^(k-1) */
        if (i == end)
            return 1L << (k - 1);
        if (i < end)
            return bs_luby(i - (1L << (k - 1)) + 1);
    }
    return 1L << 61;
}

bool bs_draw_by_search(const bs_view *v, const bs_fleet *hidden, long budget, bool by_cells,
                       bs_drawn *d, cg_rng *rng)
{
    const bs_config *c = v->c;
    search k;
    memset(&k, 0, sizeof k);
    k.v = v;
    k.c = c;
    k.budget = budget;
    k.rng = rng;
    k.d = d;
    d->n = 0;
    /* The hidden ships afloat, and while placing the ships still to place,
       so that the fleet found leaves them room. */
    for (int L = 1; L <= BS_SIDE; L++)
        k.need[L] = v->hidden[L];
    for (int i = hidden->placed; i < c->ship_count; i++)
        k.need[c->lengths[i]]++;
    for (int i = 0; i < c->distinct_count; i++) {
        int L = c->distinct[i];
        if (k.need[L] > 0)
            k.distinct[k.distinct_count++] = L;
        k.area += (long)k.need[L] * 2 * (L + 1);
    }
    return by_cells ? search_from(&k, 0) : ships_from(&k);
}
