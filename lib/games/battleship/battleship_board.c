/* Boards: the framework's Tablero (cells and a fleet of Barco) as a handle,
   used by the referee and open to players and tools. */
#include <stdlib.h>
#include <string.h>

#include "battleship_internal.h"

typedef struct board_ship {
    uint8_t placed;
    uint8_t x, y, dir, length;
    uint8_t unused[3];
    uint32_t hit; /* bit k: section k is hit */
} board_ship;

struct cg_battleship_board {
    int width, height, ship_count;
    uint8_t lengths[BS_MAX_SHIPS];
    uint8_t cell[BS_SIDE][BS_SIDE]; /* [y][x] */
    board_ship ships[BS_MAX_SHIPS];
};

static bool on_board(const cg_battleship_board *b, cg_battleship_coord c)
{
    return c.x >= 0 && c.y >= 0 && c.x < b->width && c.y < b->height;
}

static bool board_ok(const cg_battleship_board *b, const char *caller)
{
    if (b)
        return true;
    cg_error(CG_EINVAL, "%s: board is NULL", caller);
    return false;
}

cg_status cg_battleship_board_new(const cg_game *game, cg_battleship_board **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    const bs_config *c = cg_game_config_of(game, &cg_battleship_impl, __func__);
    if (!c)
        return CG_EINVAL;
    cg_battleship_board *b = calloc(1, sizeof *b);
    if (!b)
        return cg_error(CG_ENOMEM, "%s: out of memory", __func__);
    b->width = c->width;
    b->height = c->height;
    b->ship_count = c->ship_count;
    memcpy(b->lengths, c->lengths, sizeof b->lengths);
    *out = b;
    return CG_OK;
}

void cg_battleship_board_free(cg_battleship_board *board)
{
    free(board);
}

cg_status cg_battleship_board_clear(cg_battleship_board *board)
{
    if (!board_ok(board, __func__))
        return CG_EINVAL;
    memset(board->cell, 0, sizeof board->cell);
    memset(board->ships, 0, sizeof board->ships);
    return CG_OK;
}

int cg_battleship_board_read(const cg_battleship_board *board, cg_battleship_coord c)
{
    if (!board_ok(board, __func__))
        return -1;
    return on_board(board, c) ? board->cell[c.y][c.x] : CG_BATTLESHIP_INVALID;
}

int cg_battleship_board_write(cg_battleship_board *board, cg_battleship_coord c, int content)
{
    if (!board_ok(board, __func__))
        return -1;
    if (content < CG_BATTLESHIP_FREE || content > CG_BATTLESHIP_SUNK) {
        cg_error(CG_EINVAL, "%s: %d is not a cell content (0..4)", __func__, content);
        return -1;
    }
    if (!on_board(board, c))
        return CG_BATTLESHIP_INVALID;
    int before = board->cell[c.y][c.x];
    board->cell[c.y][c.x] = (uint8_t)content;
    return before;
}

static cg_battleship_coord section_at(const board_ship *s, int k)
{
    return (cg_battleship_coord){s->x + bs_dx[s->dir] * k, s->y + bs_dy[s->dir] * k};
}

static void mark_ship(cg_battleship_board *b, int n, uint8_t content)
{
    for (int k = 0; k < b->ships[n].length; k++) {
        cg_battleship_coord at = section_at(&b->ships[n], k);
        b->cell[at.y][at.x] = content;
    }
}

int cg_battleship_board_ship_at(const cg_battleship_board *board, cg_battleship_coord c,
                                int *section)
{
    if (!board_ok(board, __func__))
        return -1;
    for (int i = 0; i < board->ship_count; i++) {
        const board_ship *s = &board->ships[i];
        for (int k = 0; s->placed && k < s->length; k++) {
            cg_battleship_coord at = section_at(s, k);
            if (at.x == c.x && at.y == c.y) {
                if (section)
                    *section = k;
                return i;
            }
        }
    }
    return -1;
}

/* A ship that moves frees its old cells that no other ship holds. */
static void lift_ship(cg_battleship_board *b, int n)
{
    board_ship old = b->ships[n];
    b->ships[n].placed = 0;
    for (int k = 0; k < old.length; k++) {
        cg_battleship_coord at = section_at(&old, k);
        if (b->cell[at.y][at.x] == CG_BATTLESHIP_SHIP &&
            cg_battleship_board_ship_at(b, at, NULL) < 0)
            b->cell[at.y][at.x] = CG_BATTLESHIP_FREE;
    }
}

cg_status cg_battleship_board_place_ship(cg_battleship_board *board, int n,
                                         cg_battleship_coord start, int length, int direction)
{
    if (!board_ok(board, __func__))
        return CG_EINVAL;
    if (n < 0 || n >= board->ship_count)
        return cg_error(CG_EINVAL, "%s: no ship %d in a fleet of %d", __func__, n,
                        board->ship_count);
    if (length < 1 || length > BS_SIDE)
        return cg_error(CG_EINVAL, "%s: length %d is not 1..%d", __func__, length,
                        BS_SIDE);
    if (direction < 0 || direction > 3)
        return cg_error(CG_EINVAL, "%s: %d is not a direction (0..3)", __func__,
                        direction);
    /* The start is checked first, so that the end is computed from a cell of
       the board (no overflow whatever the caller's coordinates). */
    if (!on_board(board, start))
        return cg_error(CG_EINVAL, "Barco fuera de tablero");
    cg_battleship_coord end = {start.x + bs_dx[direction] * (length - 1),
                               start.y + bs_dy[direction] * (length - 1)};
    if (!on_board(board, end))
        return cg_error(CG_EINVAL, "Barco fuera de tablero");
    if (board->ships[n].placed)
        lift_ship(board, n);
    board->ships[n] = (board_ship){
        1, (uint8_t)start.x, (uint8_t)start.y, (uint8_t)direction, (uint8_t)length, {0}, 0};
    mark_ship(board, n, CG_BATTLESHIP_SHIP);
    return CG_OK;
}

int cg_battleship_board_collision(const cg_battleship_board *board)
{
    if (!board_ok(board, __func__))
        return -1;
    for (int i = 0; i < board->ship_count; i++) {
        const board_ship *a = &board->ships[i];
        for (int j = i + 1; a->placed && j < board->ship_count; j++) {
            const board_ship *b = &board->ships[j];
            if (b->placed && bs_spots_touch(bs_spot_of(a->x, a->y, a->dir, a->length),
                                            bs_spot_of(b->x, b->y, b->dir, b->length)))
                return 1;
        }
    }
    return 0;
}

static bool ship_sunk(const board_ship *s)
{
    return s->placed && s->hit == (1u << s->length) - 1;
}

int cg_battleship_board_check_ship(cg_battleship_board *board, cg_battleship_coord c)
{
    if (!board_ok(board, __func__))
        return -1;
    int section, n = cg_battleship_board_ship_at(board, c, &section);
    if (n < 0 || board->ships[n].hit >> section & 1)
        return 0;
    board->ships[n].hit |= 1u << section;
    return ship_sunk(&board->ships[n]);
}

int cg_battleship_board_fire(cg_battleship_board *board, cg_battleship_coord c)
{
    if (!board_ok(board, __func__))
        return -1;
    if (!on_board(board, c))
        return CG_BATTLESHIP_INVALID;
    uint8_t *cell = &board->cell[c.y][c.x];
    if (*cell == CG_BATTLESHIP_HIT || *cell == CG_BATTLESHIP_SUNK)
        return *cell;
    if (*cell != CG_BATTLESHIP_SHIP) {
        *cell = CG_BATTLESHIP_WATER;
        return CG_BATTLESHIP_WATER;
    }
    int n = cg_battleship_board_ship_at(board, c, NULL);
    if (!cg_battleship_board_check_ship(board, c)) {
        *cell = CG_BATTLESHIP_HIT;
        return CG_BATTLESHIP_HIT;
    }
    mark_ship(board, n, CG_BATTLESHIP_SUNK);
    return CG_BATTLESHIP_SUNK;
}

int cg_battleship_board_ships_placed(const cg_battleship_board *board)
{
    if (!board_ok(board, __func__))
        return -1;
    int n = 0;
    for (int i = 0; i < board->ship_count; i++)
        n += board->ships[i].placed;
    return n;
}

int cg_battleship_board_ships_sunk(const cg_battleship_board *board)
{
    if (!board_ok(board, __func__))
        return -1;
    int n = 0;
    for (int i = 0; i < board->ship_count; i++)
        n += ship_sunk(&board->ships[i]);
    return n;
}

cg_status cg_battleship_board_from_state(cg_battleship_board *board, const cg_state *state,
                                         int player)
{
    if (!board_ok(board, __func__))
        return CG_EINVAL;
    const bs_state *s =
        cg_state_block_of(state, &cg_battleship_impl, __func__);
    if (!s)
        return CG_EINVAL;
    if (cg_check_player(state, player, __func__) != CG_OK)
        return CG_EINVAL;
    const bs_config *c = cg_state_config(state);
    if (c->width != board->width || c->height != board->height ||
        c->ship_count != board->ship_count ||
        memcmp(c->lengths, board->lengths, (size_t)c->ship_count) != 0)
        return cg_error(CG_EINVAL,
                        "%s: a %dx%d board of %d ships cannot hold "
                        "a state of a %dx%d game of %d ships", __func__,
                        board->width, board->height, board->ship_count, c->width, c->height,
                        c->ship_count);
    cg_battleship_board_clear(board);
    const bs_fleet *fleet = &s->fleet[player];
    for (int i = 0; i < fleet->placed; i++)
        cg_battleship_board_place_ship(board, i,
                                       (cg_battleship_coord){fleet->ships[i].x, fleet->ships[i].y},
                                       c->lengths[i], fleet->ships[i].dir);
    for (int i = s->first ^ (1 - player); i < s->shot_count; i += 2)
        cg_battleship_board_fire(
            board, (cg_battleship_coord){s->shots[i] % BS_SIDE, s->shots[i] / BS_SIDE});
    return CG_OK;
}
