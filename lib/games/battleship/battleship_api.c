/* The typed functions of battleship.h over games and states: the
   configuration, the fleets, every cell as it is and as each player knows it,
   the shot history, and the text of coordinates. */
#include <string.h>

#include "battleship_internal.h"

/* ---- Text ---- */

cg_status cg_battleship_coord_parse(const char *text, cg_battleship_coord *out)
{
    if (!text || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, text ? "out" : "text");
    int x, y;
    if (!bs_coord_from_any_case(cg_span_of(text), &x, &y)) {
        char shown[32];
        return cg_error(CG_EPARSE,
                        "%s: '%s' is not a coordinate (a column A..Z "
                        "and a row 1..26, like A8)", __func__,
                        cg_span_show(cg_span_of(text), shown, sizeof shown));
    }
    out->x = x;
    out->y = y;
    return CG_OK;
}

size_t cg_battleship_coord_text(cg_battleship_coord c, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (c.x < 0 || c.y < 0 || c.x >= BS_SIDE || c.y >= BS_SIDE) {
        cg_error(CG_EINVAL, "%s: (%d, %d) is not a coordinate (0..25 each)", __func__,
                 c.x, c.y);
        return 0;
    }
    bs_coord_write(c.x, c.y, &out);
    return out.len;
}

const char *cg_battleship_direction_name(int direction)
{
    if (direction < 0 || direction > 3) {
        cg_error(CG_EINVAL, "%s: %d is not a direction (0..3)", __func__,
                 direction);
        return NULL;
    }
    return bs_dir_names[direction];
}

const char *cg_battleship_cell_name(int cell)
{
    if (cell < 0 || cell > 5) {
        cg_error(CG_EINVAL, "%s: %d is not a cell content (0..5)", __func__, cell);
        return NULL;
    }
    return bs_cell_names[cell];
}

/* ---- The configuration ---- */

static const bs_config *config_of(const cg_game *game, const char *caller)
{
    return cg_game_config_of(game, &cg_battleship_impl, caller);
}

int cg_battleship_width(const cg_game *game)
{
    const bs_config *c = config_of(game, __func__);
    return c ? c->width : -1;
}

int cg_battleship_height(const cg_game *game)
{
    const bs_config *c = config_of(game, __func__);
    return c ? c->height : -1;
}

int cg_battleship_ship_count(const cg_game *game)
{
    const bs_config *c = config_of(game, __func__);
    return c ? c->ship_count : -1;
}

int cg_battleship_ship_length(const cg_game *game, int ship)
{
    const bs_config *c = config_of(game, __func__);
    if (!c)
        return -1;
    if (ship < 0 || ship >= c->ship_count) {
        cg_error(CG_EINVAL, "%s: no ship %d in a fleet of %d (0..%d)", __func__, ship,
                 c->ship_count, c->ship_count - 1);
        return -1;
    }
    return c->lengths[ship];
}

int cg_battleship_wins(const cg_game *game)
{
    const bs_config *c = config_of(game, __func__);
    return c ? c->wins : -1;
}

/* ---- States ---- */

static const bs_state *state_of(const cg_state *state, const char *caller)
{
    return cg_state_block_of(state, &cg_battleship_impl, caller);
}

int cg_battleship_state_phase(const cg_state *state)
{
    const bs_state *s = state_of(state, __func__);
    return s ? s->phase : -1;
}

int cg_battleship_first_shooter(const cg_state *state)
{
    const bs_state *s = state_of(state, __func__);
    return s ? s->first : -1;
}

int cg_battleship_ships_placed(const cg_state *state, int player)
{
    const bs_state *s = state_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    return s->fleet[player].placed;
}

int cg_battleship_ships_sunk(const cg_state *state, int player)
{
    const bs_state *s = state_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    return s->fleet[player].sunk;
}

cg_status cg_battleship_ship(const cg_state *state, int player, int ship,
                             cg_battleship_coord *start, int *direction, int *length, int *hits)
{
    const bs_state *s = state_of(state, __func__);
    if (!s)
        return CG_EINVAL;
    if (cg_check_player(state, player, __func__) != CG_OK)
        return CG_EINVAL;
    const bs_fleet *fleet = &s->fleet[player];
    if (ship < 0 || ship >= fleet->placed)
        return cg_error(CG_EINVAL, "%s: player %d has placed %d ships, no ship %d", __func__,
                        player, fleet->placed, ship);
    const bs_config *c = cg_state_config(state);
    const bs_ship *b = &fleet->ships[ship];
    if (start)
        *start = (cg_battleship_coord){b->x, b->y};
    if (direction)
        *direction = b->dir;
    if (length)
        *length = c->lengths[ship];
    if (hits)
        *hits = c->lengths[ship] - b->intact;
    return CG_OK;
}

int cg_battleship_cell_at(const cg_state *state, int player, cg_battleship_coord c)
{
    const bs_state *s = state_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    return (int)bs_cell_actual(cg_state_config(state), s, player, c.x, c.y);
}

int cg_battleship_cell_known(const cg_state *state, int viewer, int player, cg_battleship_coord c)
{
    const bs_state *s = state_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    if (viewer != CG_PLAYER_NONE && viewer != 0 && viewer != 1) {
        cg_error(CG_EINVAL, "%s: no viewer %d (CG_PLAYER_NONE, 0 or 1)", __func__,
                 viewer);
        return -1;
    }
    return (int)bs_cell_known(cg_state_config(state), s, viewer, player, c.x, c.y);
}

int cg_battleship_shot_count(const cg_state *state)
{
    const bs_state *s = state_of(state, __func__);
    return s ? s->shot_count : -1;
}

/* A hit sank its ship when every other cell of the ship was hit before it. */
static int shot_answer(const bs_config *c, const bs_state *s, int i)
{
    int shooter = s->first ^ (i & 1), cell = s->shots[i];
    const bs_fleet *target = &s->fleet[1 - shooter];
    int x = cell % BS_SIDE, y = cell / BS_SIDE;
    if (!bs_bit(target->ship_cells, cell))
        return CG_BATTLESHIP_WATER;
    int ship = bs_ship_on(c, target, x, y);
    const bs_ship *b = &target->ships[ship];
    int earlier = 0;
    for (int k = 0; k < c->lengths[ship]; k++) {
        int part = bs_cell(b->x + bs_dx[b->dir] * k, b->y + bs_dy[b->dir] * k);
        for (int j = s->first ^ shooter; j < i; j += 2) /* the shooter's shots */
            earlier += s->shots[j] == part;
    }
    return earlier == c->lengths[ship] - 1 ? CG_BATTLESHIP_SUNK : CG_BATTLESHIP_HIT;
}

cg_status cg_battleship_shot(const cg_state *state, int i, int *shooter, cg_battleship_coord *at,
                             int *answer)
{
    const bs_state *s = state_of(state, __func__);
    if (!s)
        return CG_EINVAL;
    if (i < 0 || i >= s->shot_count)
        return cg_error(CG_EINVAL, "%s: no shot %d (%d fired so far)", __func__, i,
                        s->shot_count);
    if (shooter)
        *shooter = s->first ^ (i & 1);
    if (at)
        *at = (cg_battleship_coord){s->shots[i] % BS_SIDE, s->shots[i] / BS_SIDE};
    if (answer)
        *answer = shot_answer(cg_state_config(state), s, i);
    return CG_OK;
}
