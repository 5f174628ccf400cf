/* The hunter: one policy for the catalogue's bot (from a state) and for the
   referee's built-in player (from the answers to its shots). What a shooter
   knows of the enemy board is a sight; the hunter marks as water what the
   rules make water (the seed's Humano::Responder: the four corners of a hit,
   every cell around a sunk ship), fires next to its hits along their line,
   and elsewhere at the unknown cell that the most placements of the ships
   still afloat would cover. It places its own fleet ship by ship, each at the
   least covered of a few legal placements drawn at random. */
#include <string.h>

#include "battleship_internal.h"

/* ---- The sight ---- */

void bs_sight_clear(bs_sight *v, const bs_config *c, bool marks)
{
    memset(v, 0, sizeof *v);
    v->c = c;
    v->marks = marks;
    for (int i = 0; i < c->ship_count; i++)
        v->afloat[c->lengths[i]]++;
}

bool bs_sight_unknown(const bs_sight *v, int x, int y)
{
    return x >= 0 && y >= 0 && x < v->c->width && y < v->c->height &&
           v->known[y][x] == CG_BATTLESHIP_FREE;
}

static void mark_water(bs_sight *v, int x, int y)
{
    if (bs_sight_unknown(v, x, y))
        v->known[y][x] = CG_BATTLESHIP_WATER;
}

/* Rule: no ship lies diagonally next to a hit. */
static void mark_corners(bs_sight *v, int x, int y)
{
    for (int d = 0; d < 4; d++)
        mark_water(v, x + (d & 1 ? 1 : -1), y + (d & 2 ? 1 : -1));
}

/* The ship sunk at (x, y): the run of hits through it (hits of two ships
   never touch), which becomes SUNK, with every cell around it water. */
static void sink(bs_sight *v, int x, int y)
{
    const bs_config *c = v->c;
    int x0 = x, x1 = x, y0 = y, y1 = y;
    while (x0 > 0 && v->known[y][x0 - 1] == CG_BATTLESHIP_HIT)
        x0--;
    while (x1 + 1 < c->width && v->known[y][x1 + 1] == CG_BATTLESHIP_HIT)
        x1++;
    while (y0 > 0 && v->known[y0 - 1][x] == CG_BATTLESHIP_HIT)
        y0--;
    while (y1 + 1 < c->height && v->known[y1 + 1][x] == CG_BATTLESHIP_HIT)
        y1++;
    if (x1 - x0 < y1 - y0)
        x0 = x1 = x;
    else
        y0 = y1 = y;
    for (int cy = y0; cy <= y1; cy++)
        for (int cx = x0; cx <= x1; cx++)
            v->known[cy][cx] = CG_BATTLESHIP_SUNK;
    if (v->marks)
        for (int cy = y0 - 1; cy <= y1 + 1; cy++)
            for (int cx = x0 - 1; cx <= x1 + 1; cx++)
                mark_water(v, cx, cy);
    int length = (x1 - x0) + (y1 - y0) + 1;
    if (length <= BS_SIDE && v->afloat[length] > 0)
        v->afloat[length]--;
}

void bs_sight_answer(bs_sight *v, int x, int y, int answer)
{
    const bs_config *c = v->c;
    if (x < 0 || y < 0 || x >= c->width || y >= c->height)
        return;
    if (answer == CG_BATTLESHIP_WATER) {
        v->known[y][x] = CG_BATTLESHIP_WATER;
    } else if (answer == CG_BATTLESHIP_HIT || answer == CG_BATTLESHIP_SUNK) {
        v->known[y][x] = CG_BATTLESHIP_HIT;
        if (v->marks)
            mark_corners(v, x, y);
        if (answer == CG_BATTLESHIP_SUNK)
            sink(v, x, y);
    }
}

/* From a state: the cells `player` fired at and their answers, as the
   answers to its shots would have told them (a shot that sank a ship is a
   hit of it; then the whole ship sinks). Only what the player knows is read:
   its shots, and the cells of the enemy ships it hit or sank. */
void bs_sight_of_state(bs_sight *v, const bs_config *c, const bs_state *s, int player, bool marks)
{
    uint8_t answer[BS_SIDE][BS_SIDE];
    bs_sight_clear(v, c, marks);
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++) {
            answer[y][x] = (uint8_t)bs_cell_known(c, s, player, 1 - player, x, y);
            if (answer[y][x] != CG_BATTLESHIP_FREE)
                bs_sight_answer(v, x, y,
                                answer[y][x] == CG_BATTLESHIP_WATER ? CG_BATTLESHIP_WATER
                                                                    : CG_BATTLESHIP_HIT);
        }
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++)
            if (answer[y][x] == CG_BATTLESHIP_SUNK && v->known[y][x] == CG_BATTLESHIP_HIT)
                sink(v, x, y);
}

/* ---- Shots ---- */

bool bs_sight_random_shot(const bs_sight *v, cg_rng *rng, int *x, int *y)
{
    const bs_config *c = v->c;
    uint32_t open = 0;
    for (int cy = 0; cy < c->height; cy++)
        for (int cx = 0; cx < c->width; cx++)
            open += bs_sight_unknown(v, cx, cy);
    if (open == 0)
        return false;
    uint32_t pick = cg_rng_below(rng, open);
    for (int cy = 0; cy < c->height; cy++)
        for (int cx = 0; cx < c->width; cx++)
            if (bs_sight_unknown(v, cx, cy) && pick-- == 0) {
                *x = cx;
                *y = cy;
                return true;
            }
    return false;
}

/* Target mode: the cells that continue the first hit ship still afloat (in
   reading order): both ends of its line, or its four neighbours while it
   has one hit. */
static int target_cells(const bs_sight *v, int xs[4], int ys[4])
{
    const bs_config *c = v->c;
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++) {
            if (v->known[y][x] != CG_BATTLESHIP_HIT)
                continue;
            int x1 = x, y1 = y;
            while (x1 + 1 < c->width && v->known[y][x1 + 1] == CG_BATTLESHIP_HIT)
                x1++;
            while (y1 + 1 < c->height && v->known[y1 + 1][x] == CG_BATTLESHIP_HIT)
                y1++;
            int n = 0;
            bool across = x1 > x, along = y1 > y, single = !across && !along;
            int cand[4][2] = {{x - 1, y}, {x1 + 1, y}, {x, y - 1}, {x, y1 + 1}};
            for (int k = 0; k < 4; k++) {
                bool wanted = single || (k < 2 ? across : along);
                if (wanted && bs_sight_unknown(v, cand[k][0], cand[k][1])) {
                    xs[n] = cand[k][0];
                    ys[n++] = cand[k][1];
                }
            }
            return n;
        }
    return 0;
}

/* How many placements of the ships afloat, over unknown cells only, cover
   each cell (each length counted once per ship of it afloat). */
static void density(const bs_sight *v, int score[BS_SIDE][BS_SIDE])
{
    const bs_config *c = v->c;
    memset(score, 0, sizeof(int) * BS_SIDE * BS_SIDE);
    for (int d = 0; d < c->distinct_count; d++) {
        int L = c->distinct[d];
        if (!v->afloat[L])
            continue;
        for (int y = 0; y < c->height; y++)
            for (int x = 0; x < c->width; x++)
                for (int o = 0; o < (L > 1 ? 2 : 1); o++) {
                    int k = 0;
                    while (k < L && bs_sight_unknown(v, x + (o ? 0 : k), y + (o ? k : 0)))
                        k++;
                    if (k < L)
                        continue;
                    for (k = 0; k < L; k++)
                        score[y + (o ? k : 0)][x + (o ? 0 : k)] += v->afloat[L];
                }
    }
}

/* The best of the candidate cells by density, ties drawn at random. */
static void best_of(const bs_sight *v, const int xs[], const int ys[], int n, cg_rng *rng, int *x,
                    int *y)
{
    int score[BS_SIDE][BS_SIDE];
    density(v, score);
    int best = -1;
    uint32_t ties = 0;
    for (int i = 0; i < n; i++) {
        int s = score[ys[i]][xs[i]];
        if (s < best)
            continue;
        ties = s > best ? 1 : ties + 1;
        best = s;
        if (cg_rng_below(rng, ties) == 0) {
            *x = xs[i];
            *y = ys[i];
        }
    }
}

bool bs_sight_hunter_shot(const bs_sight *v, cg_rng *rng, int *x, int *y)
{
    int xs[BS_CELLS], ys[BS_CELLS];
    int n = target_cells(v, xs, ys);
    if (n == 0)
        for (int cy = 0; cy < v->c->height; cy++)
            for (int cx = 0; cx < v->c->width; cx++)
                if (bs_sight_unknown(v, cx, cy)) {
                    xs[n] = cx;
                    ys[n++] = cy;
                }
    if (n == 0)
        return false;
    best_of(v, xs, ys, n, rng, x, y);
    return true;
}

/* ---- Placing the fleet ---- */

/* Where a hunter that counts them fires first. */
void bs_empty_board_cover(const bs_config *c, bs_heat *cover)
{
    bs_sight empty;
    bs_sight_clear(&empty, c, false);
    density(&empty, cover->cell);
    for (int i = 0; i < BS_SIDE; i++)
        cover->row_sum[i][0] = cover->col_sum[i][0] = 0;
    for (int i = 0; i < BS_SIDE; i++)
        for (int k = 0; k < BS_SIDE; k++) {
            cover->row_sum[i][k + 1] = cover->row_sum[i][k] + cover->cell[i][k];
            cover->col_sum[i][k + 1] = cover->col_sum[i][k] + cover->cell[k][i];
        }
}

bool bs_hunter_placement(const bs_config *c, const bs_fleet *fleet, bs_placement policy,
                         cg_rng *rng, int *x, int *y, int *dir)
{
    uint32_t h[BS_SIDE], vert[BS_SIDE], count = 0;
    bs_legal_placements(c, fleet, h, vert);
    for (int r = 0; r < c->height; r++)
        count += (uint32_t)(cg_popcount64(h[r]) + cg_popcount64(vert[r]));
    if (count == 0)
        return false;
    bs_heat cover;
    if (policy == BS_PLACE_EDGES)
        bs_empty_board_cover(c, &cover);
    int length = c->lengths[fleet->placed];
    long best = -1;
    int tries = policy == BS_PLACE_EDGES ? BS_PLACEMENT_CANDIDATES : 1;
    for (int t = 0; t < tries; t++) {
        uint32_t r = cg_rng_below(rng, count);
        for (int row = 0;; row++) {
            int o = 0;
            uint32_t m = h[row], n = (uint32_t)cg_popcount64(m);
            if (r >= n) {
                r -= n;
                o = 1;
                m = vert[row];
                n = (uint32_t)cg_popcount64(m);
                if (r >= n) {
                    r -= n;
                    continue;
                }
            }
            while (r--)
                m &= m - 1;
            int cx = cg_ctz64(m);
            bs_spot at = {(uint8_t)cx, (uint8_t)row, (uint8_t)o, (uint8_t)length};
            long heat = policy == BS_PLACE_EDGES ? bs_heat_of(&cover, at) : 0;
            if (best < 0 || heat < best) {
                best = heat;
                *x = cx;
                *y = row;
                *dir = o ? CG_BATTLESHIP_DOWN : CG_BATTLESHIP_RIGHT;
            }
            break;
        }
    }
    return true;
}

void bs_hunter_fleet(const bs_config *c, bs_fleet *fleet, bs_placement policy, cg_rng *rng)
{
    while (fleet->placed < c->ship_count) {
        int x, y, dir;
        if (!bs_hunter_placement(c, fleet, policy, rng, &x, &y, &dir)) {
            bs_fleet_complete_random(c, fleet, rng); /* as `place random` does */
            return;
        }
        bs_fleet_add(c, fleet, x, y, dir);
    }
}
