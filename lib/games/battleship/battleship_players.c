/* The built-in players: "random" (the framework's Jugador1) and "hunter"
   (the seed's marking of water around hits and sunk ships, then targeting and
   a density hunt). Both place a random legal fleet. */
#include <stdlib.h>
#include <string.h>

#include "battleship_internal.h"

typedef struct bot {
    int hunter;
    const bs_config *c;
    cg_rng rng;
    bs_fleet fleet;
    uint8_t known[BS_SIDE][BS_SIDE]; /* the enemy board: FREE (unknown), WATER, HIT, SUNK */
    int afloat[BS_SIDE + 1];         /* enemy ships of each length not sunk yet */
} bot;

static void bot_new_game(void *user, const cg_game *game, uint64_t seed)
{
    bot *b = user;
    b->c = cg_game_config_of(game, &cg_battleship_impl, "battleship player new_game");
    cg_rng_seed(&b->rng, seed);
    memset(&b->fleet, 0, sizeof b->fleet);
    memset(b->known, 0, sizeof b->known);
    memset(b->afloat, 0, sizeof b->afloat);
    if (!b->c)
        return;
    for (int i = 0; i < b->c->ship_count; i++)
        b->afloat[b->c->lengths[i]]++;
    bs_fleet_complete_random(b->c, &b->fleet, &b->rng);
}

static void bot_place_ship(void *user, int n, int *x, int *y, int *dir)
{
    const bot *b = user;
    if (!b->c || n < 0 || n >= b->fleet.placed)
        return;
    *x = b->fleet.ships[n].x;
    *y = b->fleet.ships[n].y;
    *dir = b->fleet.ships[n].dir;
}

static bool unknown(const bot *b, int x, int y)
{
    return x >= 0 && y >= 0 && x < b->c->width && y < b->c->height &&
           b->known[y][x] == CG_BATTLESHIP_FREE;
}

/* Jugador1: a random cell not fired at yet. */
static bool random_unknown(bot *b, int *x, int *y)
{
    uint32_t open = 0;
    for (int cy = 0; cy < b->c->height; cy++)
        for (int cx = 0; cx < b->c->width; cx++)
            open += unknown(b, cx, cy);
    if (open == 0)
        return false;
    uint32_t pick = cg_rng_below(&b->rng, open);
    for (int cy = 0; cy < b->c->height; cy++)
        for (int cx = 0; cx < b->c->width; cx++)
            if (unknown(b, cx, cy) && pick-- == 0) {
                *x = cx;
                *y = cy;
                return true;
            }
    return false;
}

/* Target mode: the cells that continue the first hit ship still afloat —
   both ends of its line, or its four neighbours while it has one hit. */
static int target_cells(const bot *b, int xs[4], int ys[4])
{
    const bs_config *c = b->c;
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++) {
            if (b->known[y][x] != CG_BATTLESHIP_HIT)
                continue;
            int x1 = x, y1 = y;
            while (x1 + 1 < c->width && b->known[y][x1 + 1] == CG_BATTLESHIP_HIT)
                x1++;
            while (y1 + 1 < c->height && b->known[y1 + 1][x] == CG_BATTLESHIP_HIT)
                y1++;
            int n = 0;
            bool across = x1 > x, along = y1 > y, single = !across && !along;
            int cand[4][2] = {{x - 1, y}, {x1 + 1, y}, {x, y - 1}, {x, y1 + 1}};
            for (int k = 0; k < 4; k++) {
                bool wanted = single || (k < 2 ? across : along);
                if (wanted && unknown(b, cand[k][0], cand[k][1])) {
                    xs[n] = cand[k][0];
                    ys[n++] = cand[k][1];
                }
            }
            return n;
        }
    return 0;
}

/* How many placements of the ships afloat, over unknown cells only, cover
   each cell. */
static void density(const bot *b, int score[BS_SIDE][BS_SIDE])
{
    const bs_config *c = b->c;
    memset(score, 0, sizeof(int) * BS_SIDE * BS_SIDE);
    for (int L = 1; L <= BS_SIDE; L++) {
        if (!b->afloat[L])
            continue;
        for (int y = 0; y < c->height; y++)
            for (int x = 0; x < c->width; x++)
                for (int o = 0; o < (L > 1 ? 2 : 1); o++) {
                    int k = 0;
                    while (k < L && unknown(b, x + (o ? 0 : k), y + (o ? k : 0)))
                        k++;
                    if (k < L)
                        continue;
                    for (k = 0; k < L; k++)
                        score[y + (o ? k : 0)][x + (o ? 0 : k)] += b->afloat[L];
                }
    }
}

/* The best of the candidate cells by density, ties drawn at random. */
static void best_of(bot *b, const int xs[], const int ys[], int n, int *x, int *y)
{
    int score[BS_SIDE][BS_SIDE];
    density(b, score);
    int best = -1;
    uint32_t ties = 0;
    for (int i = 0; i < n; i++) {
        int s = score[ys[i]][xs[i]];
        if (s < best)
            continue;
        ties = s > best ? 1 : ties + 1;
        best = s;
        if (cg_rng_below(&b->rng, ties) == 0) {
            *x = xs[i];
            *y = ys[i];
        }
    }
}

static void hunter_shot(bot *b, int *x, int *y)
{
    int xs[BS_CELLS], ys[BS_CELLS];
    int n = target_cells(b, xs, ys);
    if (n == 0) {
        for (int cy = 0; cy < b->c->height; cy++)
            for (int cx = 0; cx < b->c->width; cx++)
                if (unknown(b, cx, cy)) {
                    xs[n] = cx;
                    ys[n++] = cy;
                }
    }
    if (n > 0)
        best_of(b, xs, ys, n, x, y);
}

static void bot_choose_shot(void *user, int *x, int *y)
{
    bot *b = user;
    if (!b->c)
        return;
    if (b->hunter)
        hunter_shot(b, x, y);
    else
        random_unknown(b, x, y);
}

static void bot_inform(void *user, int x, int y)
{
    (void)user;
    (void)x;
    (void)y;
}

static void mark_water(bot *b, int x, int y)
{
    if (unknown(b, x, y))
        b->known[y][x] = CG_BATTLESHIP_WATER;
}

/* The seed's Humano::Responder: no ship lies diagonally next to a hit, and
   every cell around a sunk ship is water. */
static void sink(bot *b, int x, int y)
{
    int x0 = x, x1 = x, y0 = y, y1 = y;
    while (x0 > 0 && b->known[y][x0 - 1] == CG_BATTLESHIP_HIT)
        x0--;
    while (x1 + 1 < b->c->width && b->known[y][x1 + 1] == CG_BATTLESHIP_HIT)
        x1++;
    while (y0 > 0 && b->known[y0 - 1][x] == CG_BATTLESHIP_HIT)
        y0--;
    while (y1 + 1 < b->c->height && b->known[y1 + 1][x] == CG_BATTLESHIP_HIT)
        y1++;
    if (x1 - x0 < y1 - y0)
        x0 = x1 = x;
    else
        y0 = y1 = y;
    for (int cy = y0; cy <= y1; cy++)
        for (int cx = x0; cx <= x1; cx++)
            b->known[cy][cx] = CG_BATTLESHIP_SUNK;
    for (int cy = y0 - 1; cy <= y1 + 1; cy++)
        for (int cx = x0 - 1; cx <= x1 + 1; cx++)
            mark_water(b, cx, cy);
    int length = (x1 - x0) + (y1 - y0) + 1;
    if (b->afloat[length] > 0)
        b->afloat[length]--;
}

static void bot_respond(void *user, int x, int y, int answer)
{
    bot *b = user;
    if (!b->c || x < 0 || y < 0 || x >= b->c->width || y >= b->c->height)
        return;
    if (answer == CG_BATTLESHIP_WATER) {
        b->known[y][x] = CG_BATTLESHIP_WATER;
    } else if (answer == CG_BATTLESHIP_HIT || answer == CG_BATTLESHIP_SUNK) {
        b->known[y][x] = CG_BATTLESHIP_HIT;
        if (b->hunter)
            for (int d = 0; d < 4; d++)
                mark_water(b, x + (d & 1 ? 1 : -1), y + (d & 2 ? 1 : -1));
        if (answer == CG_BATTLESHIP_SUNK && b->hunter)
            sink(b, x, y);
        else if (answer == CG_BATTLESHIP_SUNK)
            b->known[y][x] = CG_BATTLESHIP_SUNK;
    }
}

cg_status cg_battleship_player_new(const char *name, cg_battleship_player *out)
{
    if (!name || !out)
        return cg_error(CG_EINVAL, "cg_battleship_player_new: %s is NULL", name ? "out" : "name");
    bool hunter = strcmp(name, "hunter") == 0;
    if (!hunter && strcmp(name, "random") != 0) {
        char shown[32];
        return cg_error(CG_EINVAL,
                        "cg_battleship_player_new: no built-in player '%s' (random, hunter)",
                        cg_span_show(cg_span_of(name), shown, sizeof shown));
    }
    bot *b = calloc(1, sizeof *b);
    if (!b)
        return cg_error(CG_ENOMEM, "cg_battleship_player_new: out of memory");
    b->hunter = hunter;
    *out = (cg_battleship_player){b,          bot_new_game, bot_place_ship, bot_choose_shot,
                                  bot_inform, bot_respond};
    return CG_OK;
}

void cg_battleship_player_free(cg_battleship_player *player)
{
    if (!player)
        return;
    free(player->user);
    memset(player, 0, sizeof *player);
}
