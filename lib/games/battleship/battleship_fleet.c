/* A fleet: its ships on the board, their cells as they are and as each player
   knows them, and the fleet's text; the placement rule for the fleet being
   placed (a placement is legal only when the search places the rest of the
   fleet), random placements, and the check of a configuration's fleet. */
#include <string.h>

#include "battleship_internal.h"

/* ---- Ships and cells ---- */

const int bs_dx[4] = {1, 0, -1, 0};
const int bs_dy[4] = {0, 1, 0, -1};

bool bs_on_board(const bs_config *c, int x, int y, int dir, int length)
{
    if (x < 0 || y < 0 || x >= c->width || y >= c->height)
        return false; /* checked first: the end is then computed without overflow */
    int ex = x + bs_dx[dir] * (length - 1), ey = y + bs_dy[dir] * (length - 1);
    return ex >= 0 && ey >= 0 && ex < c->width && ey < c->height;
}

int bs_ship_on(const bs_config *c, const bs_fleet *fleet, int x, int y)
{
    for (int i = 0; i < fleet->placed; i++) {
        const bs_ship *ship = &fleet->ships[i];
        int along = ship->dir == CG_BATTLESHIP_RIGHT || ship->dir == CG_BATTLESHIP_LEFT
                        ? (x - ship->x) * bs_dx[ship->dir]
                        : (y - ship->y) * bs_dy[ship->dir];
        int across = ship->dir == CG_BATTLESHIP_RIGHT || ship->dir == CG_BATTLESHIP_LEFT
                         ? y - ship->y
                         : x - ship->x;
        if (across == 0 && along >= 0 && along < c->lengths[i])
            return i;
    }
    return -1;
}

void bs_fleet_add(const bs_config *c, bs_fleet *fleet, int x, int y, int dir)
{
    CG_ASSERT(fleet->placed < c->ship_count);
    CG_ASSERT(bs_on_board(c, x, y, dir, c->lengths[fleet->placed]));
    int length = c->lengths[fleet->placed];
    bs_ship *ship = &fleet->ships[fleet->placed++];
    ship->x = (uint8_t)x;
    ship->y = (uint8_t)y;
    ship->dir = (uint8_t)dir;
    ship->intact = (uint8_t)length;
    for (int k = 0; k < length; k++)
        bs_set(fleet->ship_cells, bs_cell(x + bs_dx[dir] * k, y + bs_dy[dir] * k));
}

cg_battleship_cell bs_cell_actual(const bs_config *c, const bs_state *s, int player, int x, int y)
{
    if (x < 0 || y < 0 || x >= c->width || y >= c->height)
        return CG_BATTLESHIP_INVALID;
    const bs_fleet *fleet = &s->fleet[player];
    int cell = bs_cell(x, y);
    bool shot = bs_bit(fleet->shot_at, cell);
    if (!bs_bit(fleet->ship_cells, cell))
        return shot ? CG_BATTLESHIP_WATER : CG_BATTLESHIP_FREE;
    if (!shot)
        return CG_BATTLESHIP_SHIP;
    return fleet->ships[bs_ship_on(c, fleet, x, y)].intact ? CG_BATTLESHIP_HIT : CG_BATTLESHIP_SUNK;
}

/* The opponent knows only the cells it fired at. */
cg_battleship_cell bs_cell_known(const bs_config *c, const bs_state *s, int viewer, int player,
                                 int x, int y)
{
    cg_battleship_cell cell = bs_cell_actual(c, s, player, x, y);
    if (viewer == CG_PLAYER_NONE || viewer == player || cell == CG_BATTLESHIP_INVALID)
        return cell;
    return bs_bit(s->fleet[player].shot_at, bs_cell(x, y)) ? cell : CG_BATTLESHIP_FREE;
}

void bs_fleet_text(const bs_config *c, cg_text *out)
{
    for (int i = 0; i < c->ship_count; i++)
        cg_text_printf(out, i ? ",%d" : "%d", c->lengths[i]);
}

/* ---- The fleet being placed ---- */

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
    if (!bs_grid_fits(&p->grid, spot))
        return BS_PLACE_TOUCHES;
    const uint8_t *rest = rest_after(c, p->placed, &n);
    bs_grid_toggle(&p->grid, spot);
    bool fits = bs_rest_fits(c, &p->grid, rest, n);
    bs_grid_toggle(&p->grid, spot);
    return fits ? BS_PLACE_OK : BS_PLACE_STRANDS_REST;
}

void bs_placer_add(bs_placer *p, int x, int y, int dir)
{
    bs_grid_toggle(&p->grid, bs_spot_of(x, y, dir, p->c->lengths[p->placed]));
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

/* Places the next ships, up to `ships`, as the search does from here. The
   fleet was reached by legal placements, so the search succeeds: it is the
   one that made the last placement legal. */
static void place_as_searched(const bs_config *c, bs_fleet *fleet, const bs_placer *p, int ships)
{
    bs_spot found[BS_MAX_SHIPS];
    int n = c->ship_count - fleet->placed;
    uint8_t used[BS_MAX_SHIPS] = {0};
    if (bs_fleet_fits(c, &p->grid, c->rest_sorted[fleet->placed], n, found) != BS_FITS)
        return;
    while (fleet->placed < ships) {
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
    bs_fleet_place_random(c, fleet, c->ship_count, rng);
}

void bs_fleet_place_random(const bs_config *c, bs_fleet *fleet, int ships, cg_rng *rng)
{
    bs_placer p;
    bs_placer_init(&p, c, fleet);
    while (fleet->placed < ships) {
        int x, y, dir;
        if (!random_legal_placement(&p, rng, &x, &y, &dir)) {
            place_as_searched(c, fleet, &p, ships);
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
