/* Battleship for learning code: dense actions over the configured board and
   the observation planes of one player (the README documents every plane). */
#include <string.h>

#include "battleship_internal.h"

/* ---- Dense actions ----
   (y * W + x) * 4 + dir   placing a ship at (x, y) towards dir
   W * H * 4               place random
   W * H * 4 + 1 + y * W + x   firing at (x, y) */

static uint32_t placements(const bs_config *c)
{
    return (uint32_t)(c->width * c->height * 4);
}

bool bs_action_of(const void *config, cg_move move, uint32_t *action)
{
    const bs_config *c = config;
    int x, y, dir;
    if (move < BS_CODE_PLACE_END) {
        bs_decode_place(move, &x, &y, &dir);
        if (x >= c->width || y >= c->height)
            return false;
        *action = (uint32_t)((y * c->width + x) * 4 + dir);
        return true;
    }
    if (move == CG_BATTLESHIP_PLACE_RANDOM) {
        *action = placements(c);
        return true;
    }
    if (!bs_fire_cell(c, move, &x, &y))
        return false;
    *action = placements(c) + 1 + (uint32_t)(y * c->width + x);
    return true;
}

cg_move bs_move_of(const void *config, uint32_t action)
{
    const bs_config *c = config;
    uint32_t place = placements(c), w = (uint32_t)c->width;
    if (action < place)
        return CG_BATTLESHIP_PLACE_MOVE(action / 4 % w, action / 4 / w, action % 4);
    if (action == place)
        return CG_BATTLESHIP_PLACE_RANDOM;
    action -= place + 1;
    return CG_BATTLESHIP_FIRE_MOVE(action % w, action / w);
}

/* The mask of a running state (zeroed by the caller), from the legal
   placements' bit rows or the cells not fired at. */
void bs_legal_mask(const void *config, const void *state, uint8_t *mask)
{
    const bs_config *c = config;
    const bs_state *s = state;
    int player = bs_current(c, s);
    if (s->phase == CG_BATTLESHIP_PLACING) {
        const bs_fleet *fleet = &s->fleet[player];
        uint32_t h[BS_SIDE], v[BS_SIDE];
        bs_legal_placements(c, fleet, h, v);
        for (int y = 0; y < c->height; y++) {
            uint32_t d[4];
            bs_placement_dirs(h, v, c->lengths[fleet->placed], y, d);
            for (int dir = 0; dir < 4; dir++)
                for (uint32_t m = d[dir]; m; m &= m - 1)
                    mask[(y * c->width + cg_ctz64(m)) * 4 + dir] = 1;
        }
        mask[placements(c)] = 1;
        return;
    }
    uint8_t *fire = mask + placements(c) + 1;
    uint32_t board = (1u << c->width) - 1;
    for (int y = 0; y < c->height; y++)
        for (uint32_t m = board & ~bs_row_of(s->fleet[1 - player].shot_at, y); m; m &= m - 1)
            fire[y * c->width + cg_ctz64(m)] = 1;
}

void bs_shape_learning(const bs_config *c, cg_game_shape *shape)
{
    shape->action_count = (uint32_t)(c->width * c->height * 5 + 1);
    shape->observation_rank = 3;
    shape->observation_dims[0] = (size_t)(BS_OBS_FIXED_PLANES + 2 * c->distinct_count);
    shape->observation_dims[1] = (size_t)c->height;
    shape->observation_dims[2] = (size_t)c->width;
}

/* ---- Observation ---- */

enum {
    OBS_MY_SHIP,    /* my ship cells, whatever their state */
    OBS_MY_HIT,     /* my ship cells hit, of ships afloat */
    OBS_MY_SUNK,    /* my ship cells of sunk ships */
    OBS_MY_WATER,   /* the opponent's shots into water on my board */
    OBS_SHOT_WATER, /* my shots answered agua */
    OBS_SHOT_HIT,   /* my shots at enemy ships still afloat */
    OBS_SHOT_SUNK,  /* the cells of the enemy ships I sank */
    OBS_PLACING,    /* broadcast: the fleets are being placed */
    OBS_FIRING,     /* broadcast: the players are firing */
    OBS_TO_MOVE,    /* broadcast: it is my move */
    OBS_FIRST,      /* broadcast: I fire first */
    OBS_PLACED,     /* broadcast: my ships placed / ship count */
    OBS_NEXT_LENGTH /* broadcast: length of my next ship to place / 26 */
};

static void fill_plane(float *plane, int cells, float value)
{
    for (int i = 0; i < cells; i++)
        plane[i] = value;
}

/* Ships of `fleet` sunk, by length. */
static void sunk_by_length(const bs_config *c, const bs_fleet *fleet, int sunk[BS_SIDE + 1])
{
    memset(sunk, 0, sizeof(int) * (BS_SIDE + 1));
    for (int i = 0; i < fleet->placed; i++)
        if (fleet->ships[i].intact == 0)
            sunk[c->lengths[i]]++;
}

static void board_planes(const bs_config *c, const bs_state *s, int me, float *out)
{
    int cells = c->width * c->height;
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++) {
            int at = y * c->width + x;
            switch (bs_cell_actual(c, s, me, x, y)) {
            case CG_BATTLESHIP_SHIP: out[OBS_MY_SHIP * cells + at] = 1.0f; break;
            case CG_BATTLESHIP_HIT:
                out[OBS_MY_SHIP * cells + at] = out[OBS_MY_HIT * cells + at] = 1.0f;
                break;
            case CG_BATTLESHIP_SUNK:
                out[OBS_MY_SHIP * cells + at] = out[OBS_MY_SUNK * cells + at] = 1.0f;
                break;
            case CG_BATTLESHIP_WATER: out[OBS_MY_WATER * cells + at] = 1.0f; break;
            default: break;
            }
            switch (bs_cell_known(c, s, me, 1 - me, x, y)) {
            case CG_BATTLESHIP_WATER: out[OBS_SHOT_WATER * cells + at] = 1.0f; break;
            case CG_BATTLESHIP_HIT: out[OBS_SHOT_HIT * cells + at] = 1.0f; break;
            case CG_BATTLESHIP_SUNK: out[OBS_SHOT_SUNK * cells + at] = 1.0f; break;
            default: break;
            }
        }
}

/* One plane per distinct length for each fleet: the share of the ships of
   that length still afloat, the enemy's first. */
static void afloat_planes(const bs_config *c, const bs_state *s, int me, float *out)
{
    int cells = c->width * c->height;
    for (int side = 0; side < 2; side++) {
        int sunk[BS_SIDE + 1];
        sunk_by_length(c, &s->fleet[side == 0 ? 1 - me : me], sunk);
        for (int d = 0; d < c->distinct_count; d++) {
            int L = c->distinct[d], plane = BS_OBS_FIXED_PLANES + side * c->distinct_count + d;
            float share = (float)(c->length_count[L] - sunk[L]) / (float)c->length_count[L];
            fill_plane(out + plane * cells, cells, share);
        }
    }
}

void bs_observe(const void *config, const void *state, int player, float *out)
{
    const bs_config *c = config;
    const bs_state *s = state;
    int cells = c->width * c->height;
    memset(out, 0, sizeof(float) * (size_t)(cells * (BS_OBS_FIXED_PLANES + 2 * c->distinct_count)));
    board_planes(c, s, player, out);
    bool over = s->phase == CG_BATTLESHIP_OVER;
    int placed = s->fleet[player].placed;
    fill_plane(out + OBS_PLACING * cells, cells, s->phase == CG_BATTLESHIP_PLACING);
    fill_plane(out + OBS_FIRING * cells, cells, s->phase == CG_BATTLESHIP_FIRING);
    fill_plane(out + OBS_TO_MOVE * cells, cells, !over && bs_current(c, s) == player);
    fill_plane(out + OBS_FIRST * cells, cells, s->first == player);
    fill_plane(out + OBS_PLACED * cells, cells, (float)placed / (float)c->ship_count);
    if (placed < c->ship_count)
        fill_plane(out + OBS_NEXT_LENGTH * cells, cells, (float)c->lengths[placed] / BS_SIDE);
    afloat_planes(c, s, player, out);
}
