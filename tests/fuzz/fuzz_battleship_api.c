/*
 * Battleship's typed functions (battleship.h) fed hostile arguments: a script
 * where each byte picks a function and the bytes after it its arguments.
 * States are NULL, one placing, one firing, a finished one, or another
 * game's; games are NULL, Battleship or another; coordinates, lengths,
 * directions, indexes, players and contents are any integers (INT_MIN and
 * INT_MAX among them); buffers are NULL or of any size, with canaries past
 * the size given; texts come from the input; the referee's players answer
 * with integers from the input. Every answer must keep battleship.h's
 * promises: a failure has its sentinel and a message and writes nothing; a
 * success is in range and agrees with the other functions.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/battleship.h"
#include "fuzz.h"
#include "test_support.h"

enum { OPS_MAX = 48, CANARY = 0xa5, HOSTILE_MAX = 16 };

typedef enum op {
    OP_COORD_PARSE,
    OP_COORD_TEXT,
    OP_NAMES,
    OP_FLEET_PARSE,
    OP_CONFIG,
    OP_STATE,
    OP_SHIP_AND_SHOT,
    OP_BOARD_CELLS,
    OP_BOARD_SHIPS,
    OP_BOARD_STATE,
    OP_BOARD_NEW,
    OP_MATCH,
    OP_TOURNAMENT,
    OP_PLAYER_NEW,
    OP_COUNT
} op;

/* The states a call may be given (NULL first). */
enum { S_NULL, S_PLACING, S_FIRING, S_OVER, S_FOREIGN, S_COUNT };

typedef struct world {
    cg_state *states[S_COUNT];
    cg_battleship_board *board;
} world;

static const cg_game *bs_game(void)
{
    return fuzz_game(test_game_index("battleship"));
}

/* A game of the catalogue that is not Battleship (itself when alone). */
static const cg_game *other_game(void)
{
    size_t me = test_game_index("battleship");
    return fuzz_game(cg_game_count() > 1 && me == 0 ? 1 : 0);
}

static const cg_game *pick_game(fuzz_input *in)
{
    switch (fuzz_u8(in) % 3) {
    case 0: return NULL;
    case 1: return other_game();
    default: return bs_game();
    }
}

static cg_state *new_state(const cg_game *g, uint64_t seed, uint32_t moves)
{
    cg_state *s = NULL;
    FUZZ_CHECK(cg_state_new(g, seed, &s) == CG_OK, "cg_state_new");
    FUZZ_CHECK(cg_state_playout(s, seed, moves, NULL) == CG_OK, "cg_state_playout");
    return s;
}

static void world_make(world *w, fuzz_input *in)
{
    uint64_t seed = fuzz_u64(in);
    w->states[S_NULL] = NULL;
    w->states[S_PLACING] = new_state(bs_game(), seed, fuzz_u8(in) % 20);
    w->states[S_FIRING] = new_state(bs_game(), seed + 1, 20 + fuzz_u8(in));
    w->states[S_OVER] = new_state(bs_game(), seed + 2, UINT32_MAX);
    w->states[S_FOREIGN] = new_state(other_game(), seed, 3);
    FUZZ_CHECK(cg_battleship_board_new(bs_game(), &w->board) == CG_OK, "board_new");
}

static void world_free(world *w)
{
    for (int i = 0; i < S_COUNT; i++)
        cg_state_free(w->states[i]);
    cg_battleship_board_free(w->board);
}

static const cg_state *pick_state(const world *w, fuzz_input *in)
{
    return w->states[fuzz_u8(in) % S_COUNT];
}

static bool is_battleship(const cg_state *s)
{
    return s && strcmp(cg_game_name(cg_state_game(s)), "battleship") == 0;
}

/* An integer: small ones, the ends of int, or any four bytes. */
static int pick_int(fuzz_input *in)
{
    static const int ints[] = {0, 1, 2, 3, 4, 9, 10, 25, 26, -1, -2, INT_MIN, INT_MAX, 169, 170};
    uint8_t b = fuzz_u8(in);
    if (b < 240)
        return ints[b % (sizeof ints / sizeof ints[0])];
    return (int)fuzz_u32(in);
}

static cg_battleship_coord pick_coord(fuzz_input *in)
{
    cg_battleship_coord c;
    c.x = pick_int(in);
    c.y = pick_int(in);
    return c;
}

static bool in_side(cg_battleship_coord c)
{
    return c.x >= 0 && c.y >= 0 && c.x < CG_BATTLESHIP_SIDE_MAX && c.y < CG_BATTLESHIP_SIDE_MAX;
}

/* A short text from the input, or NULL (to free()). */
static char *pick_text(fuzz_input *in)
{
    uint8_t n = fuzz_u8(in);
    if (n == 255)
        return NULL;
    char *text = malloc((size_t)n % 12 + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    size_t k = 0;
    for (; k < (size_t)n % 12 && in->size > 0; k++)
        text[k] = (char)fuzz_u8(in);
    text[k] = '\0';
    return text;
}

/* ---- text ---- */

static void op_coord_parse(fuzz_input *in)
{
    char *text = pick_text(in);
    bool null_out = fuzz_u8(in) % 4 == 0;
    cg_battleship_coord c = {-77, -77};
    cg_status st = cg_battleship_coord_parse(text, null_out ? NULL : &c);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_coord_parse");
        FUZZ_CHECK(c.x == -77 && c.y == -77, "a failing parse wrote its output");
    } else {
        FUZZ_CHECK(text && !null_out && in_side(c), "parsed to (%d, %d)", c.x, c.y);
        char back[8];
        FUZZ_CHECK(cg_battleship_coord_text(c, back, sizeof back) > 0, "no text");
        FUZZ_CHECK(back[0] == (text[0] & ~0x20) && strcmp(back + 1, text + 1) == 0,
                   "'%s' reads back as '%s'", text, back);
    }
    free(text);
}

static void op_coord_text(fuzz_input *in)
{
    cg_battleship_coord c = pick_coord(in);
    size_t cap = fuzz_u8(in) % 6;
    char buf[8];
    memset(buf, CANARY, sizeof buf);
    size_t n = cg_battleship_coord_text(c, fuzz_u8(in) % 8 == 0 ? NULL : buf, cap);
    if (!in_side(c)) {
        FUZZ_CHECK(n == 0, "(%d, %d) has a text", c.x, c.y);
        return;
    }
    FUZZ_CHECK(n == 2 || n == 3, "a coordinate of %zu characters", n);
    for (size_t k = cap; k < sizeof buf; k++)
        FUZZ_CHECK((uint8_t)buf[k] == CANARY, "wrote past %zu bytes", cap);
}

static void op_names(fuzz_input *in)
{
    int d = pick_int(in), cell = pick_int(in);
    const char *dn = cg_battleship_direction_name(d), *cn = cg_battleship_cell_name(cell);
    FUZZ_CHECK((dn != NULL) == (d >= 0 && d <= 3), "direction %d named %s", d, dn);
    FUZZ_CHECK((cn != NULL) == (cell >= 0 && cell <= 5), "cell %d named %s", cell, cn);
}

static void op_fleet_parse(fuzz_input *in)
{
    char *text = pick_text(in);
    size_t cap = fuzz_u8(in) % 6, count = 777;
    uint8_t lengths[8];
    memset(lengths, CANARY, sizeof lengths);
    bool null_lengths = fuzz_u8(in) % 6 == 0;
    cg_status st = cg_battleship_fleet_parse(text, null_lengths ? NULL : lengths, cap, &count);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_fleet_parse");
        FUZZ_CHECK(count == 777 && lengths[0] == CANARY, "a failing parse wrote its output");
    } else {
        FUZZ_CHECK(count >= 1 && count <= CG_BATTLESHIP_SHIPS_MAX, "%zu ships", count);
        for (size_t k = 0; k < (count < cap ? count : cap) && !null_lengths; k++)
            FUZZ_CHECK(lengths[k] >= 1 && lengths[k] <= 26, "a ship of length %u", lengths[k]);
        for (size_t k = cap; k < sizeof lengths; k++)
            FUZZ_CHECK(lengths[k] == CANARY, "wrote past %zu lengths", cap);
    }
    free(text);
}

/* ---- the configuration and a state ---- */

static void op_config(fuzz_input *in)
{
    const cg_game *g = pick_game(in);
    bool mine = g == bs_game();
    int ship = pick_int(in);
    int w = cg_battleship_width(g), h = cg_battleship_height(g);
    int n = cg_battleship_ship_count(g), wins = cg_battleship_wins(g);
    int length = cg_battleship_ship_length(g, ship);
    FUZZ_CHECK(mine ? w == 10 && h == 10 && n == 10 && wins == 10 : w == -1 && h == -1 &&
                                                                          n == -1 && wins == -1,
               "the configuration of %s", g ? cg_game_name(g) : "NULL");
    FUZZ_CHECK((length != -1) == (mine && ship >= 0 && ship < n), "ship %d has length %d", ship,
               length);
}

static void op_state(const world *w, fuzz_input *in)
{
    const cg_state *s = pick_state(w, in);
    int player = pick_int(in), viewer = pick_int(in);
    cg_battleship_coord c = pick_coord(in);
    bool mine = is_battleship(s), good_player = player == 0 || player == 1;
    int phase = cg_battleship_state_phase(s), first = cg_battleship_first_shooter(s);
    FUZZ_CHECK(mine ? phase >= 0 && phase <= 2 && (first == 0 || first == 1)
                    : phase == -1 && first == -1,
               "phase %d, first %d", phase, first);
    int placed = cg_battleship_ships_placed(s, player), sunk = cg_battleship_ships_sunk(s, player);
    FUZZ_CHECK(mine && good_player ? placed >= 0 && placed <= 10 && sunk >= 0 && sunk <= placed
                                   : placed == -1 && sunk == -1,
               "player %d: %d placed, %d sunk", player, placed, sunk);
    int at = cg_battleship_cell_at(s, player, c);
    bool on = c.x >= 0 && c.y >= 0 && c.x < 10 && c.y < 10;
    FUZZ_CHECK(mine && good_player ? (on ? at >= 0 && at <= 4 : at == CG_BATTLESHIP_INVALID)
                                   : at == -1,
               "cell_at (%d, %d) of %d: %d", c.x, c.y, player, at);
    int known = cg_battleship_cell_known(s, viewer, player, c);
    bool good_viewer = viewer == CG_PLAYER_NONE || viewer == 0 || viewer == 1;
    if (!(mine && good_player && good_viewer)) {
        FUZZ_CHECK(known == -1, "cell_known by %d of %d: %d", viewer, player, known);
        return;
    }
    if (!on) {
        FUZZ_CHECK(known == CG_BATTLESHIP_INVALID, "cell_known off the board: %d", known);
    } else if (viewer == player || viewer == CG_PLAYER_NONE) {
        FUZZ_CHECK(known == at, "the owner knows a cell as it is");
    } else {
        /* The opponent never sees a ship cell it has not hit. */
        FUZZ_CHECK(known >= 0 && known <= 4 && known != CG_BATTLESHIP_SHIP,
                   "cell_known (%d, %d) of %d by %d: %d", c.x, c.y, player, viewer, known);
    }
}

static void op_ship_and_shot(const world *w, fuzz_input *in)
{
    const cg_state *s = pick_state(w, in);
    int player = pick_int(in), i = pick_int(in);
    uint8_t nulls = fuzz_u8(in);
    cg_battleship_coord start = {-77, -77};
    int dir = -77, length = -77, hits = -77;
    cg_status st = cg_battleship_ship(s, player, i, nulls & 1 ? NULL : &start,
                                      nulls & 2 ? NULL : &dir, nulls & 4 ? NULL : &length,
                                      nulls & 8 ? NULL : &hits);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_ship");
        FUZZ_CHECK(start.x == -77 && dir == -77 && length == -77 && hits == -77,
                   "a failing cg_battleship_ship wrote its output");
    } else {
        FUZZ_CHECK(i >= 0 && i < cg_battleship_ships_placed(s, player), "ship %d", i);
        FUZZ_CHECK((nulls & 4) || length == cg_battleship_ship_length(bs_game(), i), "length");
        FUZZ_CHECK((nulls & 8) || (nulls & 4) || (hits >= 0 && hits <= length), "hits");
        FUZZ_CHECK((nulls & 2) || (dir >= 0 && dir <= 3), "direction %d", dir);
    }
    int count = cg_battleship_shot_count(s);
    FUZZ_CHECK(is_battleship(s) ? count >= 0 && count <= 200 : count == -1, "%d shots", count);
    int shooter = -77, answer = -77;
    cg_battleship_coord where = {-77, -77};
    st = cg_battleship_shot(s, i, nulls & 16 ? NULL : &shooter, nulls & 32 ? NULL : &where,
                            nulls & 64 ? NULL : &answer);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_shot");
        FUZZ_CHECK(shooter == -77 && where.x == -77 && answer == -77,
                   "a failing cg_battleship_shot wrote its output");
    } else {
        FUZZ_CHECK(i >= 0 && i < count, "shot %d of %d", i, count);
        FUZZ_CHECK((nulls & 16) || shooter == 0 || shooter == 1, "shooter %d", shooter);
        FUZZ_CHECK((nulls & 64) || (answer >= CG_BATTLESHIP_WATER && answer != CG_BATTLESHIP_SHIP &&
                                    answer <= CG_BATTLESHIP_SUNK),
                   "answer %d", answer);
    }
}

/* ---- boards ---- */

static cg_battleship_board *pick_board(const world *w, fuzz_input *in)
{
    return fuzz_u8(in) % 8 == 0 ? NULL : w->board;
}

static void op_board_cells(const world *w, fuzz_input *in)
{
    cg_battleship_board *b = pick_board(w, in);
    cg_battleship_coord c = pick_coord(in);
    int content = pick_int(in);
    bool on = c.x >= 0 && c.y >= 0 && c.x < 10 && c.y < 10;
    int before = cg_battleship_board_read(b, c);
    FUZZ_CHECK(!b ? before == -1 : on ? before >= 0 && before <= 4 : before == 5, "read %d",
               before);
    int old = cg_battleship_board_write(b, c, content);
    bool good = content >= 0 && content <= 4;
    FUZZ_CHECK(!b || !good ? old == -1 : on ? old == before : old == CG_BATTLESHIP_INVALID,
               "write %d over %d: %d", content, before, old);
    int shot = cg_battleship_board_fire(b, c);
    FUZZ_CHECK(!b ? shot == -1 : on ? shot >= 1 && shot <= 4 && shot != 2 : shot == 5,
               "fire: %d", shot);
    bool null_section = fuzz_u8(in) & 1;
    int section = -77, n = cg_battleship_board_ship_at(b, c, null_section ? NULL : &section);
    FUZZ_CHECK(n == -1 || null_section ? section == -77
                                       : n >= 0 && n < 10 && section >= 0 && section < 26,
               "ship_at: %d, section %d", n, section);
    int sunk = cg_battleship_board_check_ship(b, c);
    FUZZ_CHECK(!b ? sunk == -1 : sunk == 0 || sunk == 1, "check_ship: %d", sunk);
}

static void op_board_ships(const world *w, fuzz_input *in)
{
    cg_battleship_board *b = pick_board(w, in);
    int n = pick_int(in), length = pick_int(in), dir = pick_int(in) % 5;
    cg_battleship_coord start = pick_coord(in);
    int placed = cg_battleship_board_ships_placed(b);
    cg_status st = cg_battleship_board_place_ship(b, n, start, length, dir);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_board_place_ship");
        FUZZ_CHECK(cg_battleship_board_ships_placed(b) == placed, "a refused ship was placed");
    } else {
        FUZZ_CHECK(b && n >= 0 && n < 10 && length >= 1 && length <= 26 && dir >= 0 && dir <= 3,
                   "placed ship %d of length %d towards %d", n, length, dir);
        FUZZ_CHECK(cg_battleship_board_read(b, start) == CG_BATTLESHIP_SHIP ||
                       cg_battleship_board_ship_at(b, start, NULL) >= 0,
                   "a ship placed where no ship is");
    }
    int collision = cg_battleship_board_collision(b), sunk = cg_battleship_board_ships_sunk(b);
    placed = cg_battleship_board_ships_placed(b);
    FUZZ_CHECK(!b ? collision == -1 && sunk == -1 && placed == -1
                  : (collision == 0 || collision == 1) && sunk >= 0 && sunk <= placed &&
                        placed <= 10,
               "collision %d, %d sunk of %d", collision, sunk, placed);
    if (b && fuzz_u8(in) % 16 == 0)
        FUZZ_CHECK(cg_battleship_board_clear(b) == CG_OK &&
                       cg_battleship_board_ships_placed(b) == 0,
                   "clear");
}

static void op_board_state(const world *w, fuzz_input *in)
{
    cg_battleship_board *b = pick_board(w, in);
    const cg_state *s = pick_state(w, in);
    int player = pick_int(in);
    cg_status st = cg_battleship_board_from_state(b, s, player);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_board_from_state");
        return;
    }
    FUZZ_CHECK(is_battleship(s) && (player == 0 || player == 1), "a board of player %d", player);
    FUZZ_CHECK(cg_battleship_board_ships_placed(b) == cg_battleship_ships_placed(s, player) &&
                   cg_battleship_board_ships_sunk(b) == cg_battleship_ships_sunk(s, player) &&
                   cg_battleship_board_collision(b) == 0,
               "the board of a state agrees with it");
}

static void op_board_new(fuzz_input *in)
{
    const cg_game *g = pick_game(in);
    bool null_out = fuzz_u8(in) % 4 == 0;
    cg_battleship_board *b = NULL;
    cg_status st = cg_battleship_board_new(g, null_out ? NULL : &b);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_board_new");
        FUZZ_CHECK(b == NULL, "a failing board_new wrote its output");
        return;
    }
    FUZZ_CHECK(g == bs_game() && b, "a board of %s", g ? cg_game_name(g) : "NULL");
    cg_battleship_board_free(b);
}

/* ---- the competition ---- */

/* A player answering with integers from the input, in turn. */
typedef struct hostile {
    int values[HOSTILE_MAX];
    int count, next, games;
} hostile;

static int hostile_next(hostile *h)
{
    return h->values[h->next++ % h->count];
}

static void h_new_game(void *user, const cg_game *game, uint64_t seed)
{
    (void)game;
    (void)seed;
    hostile *h = user;
    h->games++;
}

static void h_place_ship(void *user, int n, int *x, int *y, int *dir)
{
    (void)n;
    hostile *h = user;
    *x = hostile_next(h);
    *y = hostile_next(h);
    *dir = hostile_next(h);
}

static void h_choose_shot(void *user, int *x, int *y)
{
    hostile *h = user;
    *x = hostile_next(h);
    *y = hostile_next(h);
}

static void h_inform(void *user, int x, int y)
{
    FUZZ_CHECK(user && x >= 0 && y >= 0 && x < 10 && y < 10, "informed of (%d, %d)", x, y);
}

static void h_respond(void *user, int x, int y, int answer)
{
    (void)user;
    (void)x;
    (void)y;
    FUZZ_CHECK(answer >= CG_BATTLESHIP_WATER && answer <= CG_BATTLESHIP_INVALID &&
                   answer != CG_BATTLESHIP_SHIP,
               "answered %d", answer);
}

static void pick_players(fuzz_input *in, hostile h[2], cg_battleship_player players[2])
{
    for (int p = 0; p < 2; p++) {
        h[p].count = 1 + fuzz_u8(in) % HOSTILE_MAX;
        h[p].next = h[p].games = 0;
        for (int k = 0; k < h[p].count; k++)
            h[p].values[k] = pick_int(in);
        players[p] = (cg_battleship_player){&h[p],    h_new_game, h_place_ship, h_choose_shot,
                                            h_inform, h_respond};
    }
    if (fuzz_u8(in) % 8 == 0)
        players[fuzz_u8(in) & 1].choose_shot = NULL;
}

static void op_match(fuzz_input *in)
{
    hostile h[2];
    cg_battleship_player players[2];
    const cg_game *g = pick_game(in);
    pick_players(in, h, players);
    int starter = pick_int(in);
    cg_battleship_match_result r;
    memset(&r, CANARY, sizeof r);
    bool no_players = fuzz_u8(in) % 16 == 0;
    cg_status st = cg_battleship_match(g, no_players ? NULL : players, starter, fuzz_u64(in), &r);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_match");
        FUZZ_CHECK(h[0].games == 0 && h[1].games == 0, "a refused match was played");
        return;
    }
    FUZZ_CHECK(starter == 0 || starter == 1, "starter %d", starter);
    FUZZ_CHECK(r.end >= 0 && r.end <= 4 && r.starter == starter, "end %d", r.end);
    FUZZ_CHECK(r.end == CG_BATTLESHIP_END_INFRACTION ? r.winner == CG_PLAYER_NONE
                                                     : r.winner == 0 || r.winner == 1,
               "winner %d after end %d", r.winner, r.end);
    for (int p = 0; p < 2; p++)
        FUZZ_CHECK(r.shots[p] >= 0 && r.shots[p] <= 400 && r.sunk[p] >= 0 && r.sunk[p] <= 10,
                   "player %d: %d shots, %d sunk", p, r.shots[p], r.sunk[p]);
}

static void op_tournament(fuzz_input *in)
{
    hostile h[2];
    cg_battleship_player players[2];
    static const int bad_wins[] = {-1, INT_MIN, INT_MAX, 1001};
    const cg_game *g = pick_game(in);
    pick_players(in, h, players);
    /* Few wins (0: the game's 10), or a count that is refused: a tournament of
       hundreds of games is too long a step for a fuzzer. */
    uint8_t b = fuzz_u8(in);
    int wins = b % 4 == 0 ? bad_wins[b / 4 % 4] : b % 3;
    cg_battleship_tournament_result r;
    cg_status st = cg_battleship_tournament(g, players, wins, fuzz_u64(in), NULL, NULL, &r);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_tournament");
        return;
    }
    int need = wins == 0 ? 10 : wins;
    FUZZ_CHECK(wins >= 0 && wins <= 1000, "a tournament of %d wins", wins);
    FUZZ_CHECK(r.winner == CG_PLAYER_NONE || r.winner == 0 || r.winner == 1, "winner %d",
               r.winner);
    FUZZ_CHECK(r.wins[0] <= need && r.wins[1] <= need && r.games <= r.attempts,
               "wins %d, %d of %d; %d games of %d", r.wins[0], r.wins[1], need, r.games,
               r.attempts);
}

static void op_player_new(fuzz_input *in)
{
    char *name = pick_text(in);
    bool null_out = fuzz_u8(in) % 4 == 0;
    cg_battleship_player p;
    memset(&p, 0, sizeof p);
    cg_status st = cg_battleship_player_new(name, null_out ? NULL : &p);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_battleship_player_new");
        FUZZ_CHECK(p.user == NULL, "a failing player_new wrote its output");
    } else {
        FUZZ_CHECK(name && (strcmp(name, "random") == 0 || strcmp(name, "hunter") == 0),
                   "a built-in player '%s'", name);
        cg_battleship_player_free(&p);
        FUZZ_CHECK(p.user == NULL, "player_free leaves it cleared");
    }
    cg_battleship_player_free(NULL);
    free(name);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    world w;
    world_make(&w, &in);
    for (int ops = 0; ops < OPS_MAX && in.size > 0; ops++) {
        switch ((op)(fuzz_u8(&in) % OP_COUNT)) {
        case OP_COORD_PARSE: op_coord_parse(&in); break;
        case OP_COORD_TEXT: op_coord_text(&in); break;
        case OP_NAMES: op_names(&in); break;
        case OP_FLEET_PARSE: op_fleet_parse(&in); break;
        case OP_CONFIG: op_config(&in); break;
        case OP_STATE: op_state(&w, &in); break;
        case OP_SHIP_AND_SHOT: op_ship_and_shot(&w, &in); break;
        case OP_BOARD_CELLS: op_board_cells(&w, &in); break;
        case OP_BOARD_SHIPS: op_board_ships(&w, &in); break;
        case OP_BOARD_STATE: op_board_state(&w, &in); break;
        case OP_BOARD_NEW: op_board_new(&in); break;
        case OP_MATCH: op_match(&in); break;
        case OP_TOURNAMENT: op_tournament(&in); break;
        case OP_PLAYER_NEW: op_player_new(&in); break;
        case OP_COUNT: break;
        }
    }
    world_free(&w);
    return 0;
}
