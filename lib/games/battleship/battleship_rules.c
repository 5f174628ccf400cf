/* Battleship's rules: placing the fleets, firing in turn, sinking, the end;
   the legal moves, their fast test and random draw. */
#include <string.h>

#include "battleship_internal.h"

int bs_current(const bs_config *c, const bs_state *s)
{
    if (s->phase == CG_BATTLESHIP_PLACING)
        return s->fleet[0].placed < c->ship_count ? 0 : 1;
    return s->first ^ (s->shot_count & 1);
}

/* ---- Placing ---- */

/* The first shooter is drawn now: the draw is public. */
void bs_init(const void *config, void *state, cg_rng *rng)
{
    (void)config;
    bs_state *s = state;
    s->phase = CG_BATTLESHIP_PLACING;
    s->first = (uint8_t)cg_rng_below(rng, 2);
    s->winner = BS_NONE;
}

static void after_placing(const bs_config *c, bs_state *s)
{
    if (s->fleet[1].placed == c->ship_count)
        s->phase = CG_BATTLESHIP_FIRING;
}

/* ---- Firing ---- */

void bs_fire(const bs_config *c, bs_state *s, int x, int y)
{
    int shooter = s->first ^ (s->shot_count & 1);
    bs_fleet *target = &s->fleet[1 - shooter];
    int cell = bs_cell(x, y);
    CG_ASSERT(x < c->width && y < c->height && !bs_bit(target->shot_at, cell)); /* a new shot */
    bs_set(target->shot_at, cell);
    s->shots[s->shot_count++] = (uint16_t)cell;
    if (!bs_bit(target->ship_cells, cell))
        return;
    bs_ship *ship = &target->ships[bs_ship_on(c, target, x, y)];
    if (--ship->intact == 0 && ++target->sunk == c->ship_count) {
        s->phase = CG_BATTLESHIP_OVER;
        s->winner = (uint8_t)shooter;
    }
}

/* ---- The function table's rules ---- */

int bs_current_player(const void *config, const void *state)
{
    return bs_current(config, state);
}

void bs_decode_place(cg_move move, int *x, int *y, int *dir)
{
    CG_ASSERT(move < BS_CODE_PLACE_END);
    *dir = (int)(move % 4);
    *x = (int)(move / 4 % BS_SIDE);
    *y = (int)(move / 4 / BS_SIDE);
}

bool bs_fire_cell(const bs_config *c, cg_move move, int *x, int *y)
{
    *x = *y = -1;
    if (move < CG_BATTLESHIP_FIRE_BASE || move >= CG_BATTLESHIP_FIRE_BASE + BS_CELLS)
        return false;
    *x = (int)((move - CG_BATTLESHIP_FIRE_BASE) % BS_SIDE);
    *y = (int)((move - CG_BATTLESHIP_FIRE_BASE) / BS_SIDE);
    return *x < c->width && *y < c->height;
}

/* The legal placements of the next ship as codes, ascending: by cell, then
   right, down, left, up. A ship of length L lying right (down) from (x, y)
   is also the one lying left (up) from its other end. */
static void push_placements(const bs_config *c, const bs_fleet *fleet, cg_moves *out)
{
    uint32_t h[BS_SIDE], v[BS_SIDE];
    bs_legal_placements(c, fleet, h, v);
    int L = c->lengths[fleet->placed];
    cg_move *list = out->out;
    size_t n = out->count, cap = out->cap;
    for (int y = 0; y < c->height; y++) {
        uint32_t d[4];
        bs_placement_dirs(h, v, L, y, d);
        for (uint32_t m = d[0] | d[1] | d[2] | d[3]; m; m &= m - 1) {
            int x = cg_ctz64(m);
            uint32_t dirs = (d[0] >> x & 1) | (d[1] >> x & 1) << 1 | (d[2] >> x & 1) << 2 |
                            (d[3] >> x & 1) << 3;
            for (; dirs; dirs &= dirs - 1, n++)
                if (n < cap)
                    list[n] = CG_BATTLESHIP_PLACE_MOVE(x, y, cg_ctz64(dirs));
        }
    }
    out->count = n;
}

void bs_legal_moves(const void *config, const void *state, cg_moves *out)
{
    const bs_config *c = config;
    const bs_state *s = state;
    if (s->phase == CG_BATTLESHIP_PLACING) {
        push_placements(c, &s->fleet[bs_current(c, s)], out);
        cg_moves_push(out, CG_BATTLESHIP_PLACE_RANDOM);
        return;
    }
    const bs_fleet *target = &s->fleet[1 - bs_current(c, s)];
    uint32_t board = (1u << c->width) - 1;
    cg_move *list = out->out;
    size_t n = out->count, cap = out->cap;
    for (int y = 0; y < c->height; y++)
        for (uint32_t m = board & ~bs_row_of(target->shot_at, y); m; m &= m - 1, n++)
            if (n < cap)
                list[n] = CG_BATTLESHIP_FIRE_MOVE(cg_ctz64(m), y);
    out->count = n;
}

bool bs_is_legal(const void *config, const void *state, cg_move move)
{
    const bs_config *c = config;
    const bs_state *s = state;
    int x, y, dir;
    if (s->phase == CG_BATTLESHIP_PLACING) {
        if (move == CG_BATTLESHIP_PLACE_RANDOM)
            return true;
        if (move >= BS_CODE_PLACE_END)
            return false;
        bs_decode_place(move, &x, &y, &dir);
        bs_placer p;
        bs_placer_init(&p, c, &s->fleet[bs_current(c, s)]);
        return bs_placer_check(&p, x, y, dir) == BS_PLACE_OK;
    }
    if (!bs_fire_cell(c, move, &x, &y))
        return false;
    return !bs_bit(s->fleet[1 - bs_current(c, s)].shot_at, bs_cell(x, y));
}

void bs_apply(const void *config, void *state, cg_move move, cg_rng *rng)
{
    const bs_config *c = config;
    bs_state *s = state;
    int x, y, dir;
    if (s->phase == CG_BATTLESHIP_PLACING) {
        bs_fleet *fleet = &s->fleet[bs_current(c, s)];
        if (move == CG_BATTLESHIP_PLACE_RANDOM) {
            bs_fleet_complete_random(c, fleet, rng);
        } else {
            bs_decode_place(move, &x, &y, &dir);
            bs_fleet_add(c, fleet, x, y, dir);
        }
        after_placing(c, s);
        return;
    }
    bs_fire_cell(c, move, &x, &y);
    bs_fire(c, s, x, y);
}

static cg_move random_placement(const bs_config *c, const bs_state *s, cg_rng *rng)
{
    bs_placer p;
    bs_placer_init(&p, c, &s->fleet[bs_current(c, s)]);
    uint32_t codes = (uint32_t)(c->width * c->height * 4) + 1; /* the last: place random */
    for (int t = 0; t < 64; t++) {
        uint32_t r = cg_rng_below(rng, codes);
        if (r == codes - 1)
            return CG_BATTLESHIP_PLACE_RANDOM;
        int x = (int)(r / 4 % (uint32_t)c->width), y = (int)(r / 4 / (uint32_t)c->width);
        if (bs_placer_check(&p, x, y, (int)(r % 4)) == BS_PLACE_OK)
            return CG_BATTLESHIP_PLACE_MOVE(x, y, (int)(r % 4));
    }
    /* A crowded board: draw from the list. */
    cg_move list[CG_MOVES_MAX];
    cg_moves moves = {list, CG_MOVES_MAX, 0};
    bs_legal_moves(c, s, &moves);
    CG_ASSERT(moves.count <= CG_MOVES_MAX);
    return list[cg_rng_below(rng, (uint32_t)moves.count)];
}

/* The r-th cell (in cell order) the shooter has not fired at. */
static cg_move random_shot(const bs_config *c, const bs_state *s, cg_rng *rng)
{
    int shooter = bs_current(c, s);
    const bs_fleet *target = &s->fleet[1 - shooter];
    int fired = (s->shot_count + (shooter == s->first)) / 2;
    uint32_t r = cg_rng_below(rng, (uint32_t)(c->width * c->height - fired));
    for (int w = 0;; w++) {
        uint64_t open = c->board_mask[w] & ~target->shot_at[w];
        uint32_t here = (uint32_t)cg_popcount64(open);
        if (r >= here) {
            r -= here;
            continue;
        }
        for (int b = 0;; b += 8) {
            here = (uint32_t)cg_popcount64(open >> b & 0xff);
            if (r >= here) {
                r -= here;
                continue;
            }
            uint64_t bits = open >> b;
            while (r--)
                bits &= bits - 1;
            return CG_BATTLESHIP_FIRE_BASE + (cg_move)(w * 64 + b + cg_ctz64(bits));
        }
    }
}

cg_move bs_random_move(const void *config, const void *state, cg_rng *rng)
{
    const bs_state *s = state;
    if (s->phase == CG_BATTLESHIP_PLACING)
        return random_placement(config, s, rng);
    return random_shot(config, s, rng);
}

bool bs_is_terminal(const void *config, const void *state)
{
    (void)config;
    return ((const bs_state *)state)->phase == CG_BATTLESHIP_OVER;
}

int bs_winner(const void *config, const void *state)
{
    (void)config;
    const bs_state *s = state;
    return s->winner == BS_NONE ? CG_PLAYER_NONE : s->winner;
}

double bs_returns(const void *config, const void *state, int player)
{
    int winner = bs_winner(config, state);
    if (winner == CG_PLAYER_NONE)
        return 0.0;
    return winner == player ? 1.0 : -1.0;
}
