/* Battleship: every rule of the rules file and the seed's examples about the
   game itself (parameters, coordinates, placing, firing, what each player sees,
   the saved form), and bad input for the typed functions of battleship.h. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battleship_test_util.h"
#include "check_quiet.h"

#define CLASSIC "width=10;height=10;fleet=4,3,3,2,2,2,1,1,1,1;wins=10"

/* ---- parameters ---- */

START_TEST(test_defaults_are_the_seeds_constants)
{
    /* cte: alto = 10, ancho = 10, nBarcos = 10, lBarco = {4, 3, 3, 2, 2, 2, 1, 1, 1, 1},
       nPartidas = 10 */
    cg_game *g = new_game(NULL);
    char params[256];
    cg_game_params(g, params, sizeof params);
    ck_assert_str_eq(params, CLASSIC);
    ck_assert_int_eq(cg_battleship_width(g), 10);
    ck_assert_int_eq(cg_battleship_height(g), 10);
    ck_assert_int_eq(cg_battleship_ship_count(g), 10);
    const int lengths[10] = {4, 3, 3, 2, 2, 2, 1, 1, 1, 1};
    for (int i = 0; i < 10; i++)
        ck_assert_int_eq(cg_battleship_ship_length(g, i), lengths[i]);
    ck_assert_int_eq(cg_battleship_wins(g), 10);
    ck_assert_int_eq(cg_game_num_players(g), 2);
    cg_game_free(g);
}
END_TEST

START_TEST(test_parameters_set_board_fleet_and_wins)
{
    cg_game *g = new_game(" width = 26 ; height=3; fleet = 5, 1 ,2 ; wins=1");
    char params[256];
    cg_game_params(g, params, sizeof params);
    ck_assert_str_eq(params, "width=26;height=3;fleet=5,1,2;wins=1");
    ck_assert_int_eq(cg_battleship_ship_count(g), 3);
    ck_assert_int_eq(cg_battleship_ship_length(g, 0), 5);
    ck_assert_int_eq(cg_battleship_ship_length(g, 2), 2);
    /* Placements are cells x 4 directions, and "place random". */
    ck_assert_uint_eq(cg_game_max_moves(g), 26 * 3 * 4 + 1);
    cg_game_free(g);
}
END_TEST

static void assert_refused(const char *params, cg_status status, const char *message)
{
    cg_game *g = (cg_game *)1;
    ck_assert_int_eq(cg_game_new("battleship", params, &g), status);
    ck_assert_str_eq(cg_last_error(), message);
}

START_TEST(test_bad_parameters_are_refused_with_the_key_named)
{
    assert_refused("width=0", CG_EINVAL,
                   "battleship: parameter 'width' must be from 1 to 26, not 0");
    assert_refused("height=27", CG_EINVAL,
                   "battleship: parameter 'height' must be from 1 to 26, not 27");
    assert_refused("width=ten", CG_EINVAL,
                   "battleship: parameter 'width' wants an integer from 1 to 26, not 'ten'");
    assert_refused("wins=0", CG_EINVAL,
                   "battleship: parameter 'wins' must be from 1 to 1000, not 0");
    assert_refused("fleet=", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''");
    assert_refused("fleet=4,,3", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''");
    assert_refused("fleet=4,3,", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''");
    assert_refused(
        "fleet=0", CG_EINVAL,
        "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not '0'");
    assert_refused(
        "fleet=27", CG_EINVAL,
        "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not '27'");
    assert_refused(
        "fleet=4 3", CG_EINVAL,
        "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not '4 3'");
    char many[1024] = "width=26;height=26;fleet=1";
    for (int i = 1; i < 170; i++)
        strcat(many, ",1");
    assert_refused(many, CG_EINVAL, "battleship: parameter 'fleet' wants at most 169 ships");
}
END_TEST

START_TEST(test_a_fleet_that_cannot_be_placed_is_refused)
{
    assert_refused("width=3;height=3;fleet=2,2,2", CG_EINVAL,
                   "battleship: the fleet 2,2,2 cannot be placed on a 3x3 board without ships "
                   "touching");
    assert_refused(
        "width=4;height=4;fleet=5", CG_EINVAL,
        "battleship: the fleet 5 cannot be placed on a 4x4 board without ships touching");
    assert_refused("width=1;height=1;fleet=1,1", CG_EINVAL,
                   "battleship: the fleet 1,1 cannot be placed on a 1x1 board without ships "
                   "touching");
    /* The most ships of length 1 that fit on 26 x 26: every other cell of every other row. */
    char full[1024] = "width=26;height=26;fleet=1";
    for (int i = 1; i < 169; i++)
        strcat(full, ",1");
    cg_game *g = new_game(full);
    cg_game_free(g);
    /* A fleet that fits only when ships lie across the board's corners. */
    g = new_game("width=3;height=3;fleet=1,1,1,1");
    cg_game_free(g);
    assert_refused("width=3;height=3;fleet=1,1,1,1,1", CG_EINVAL,
                   "battleship: the fleet 1,1,1,1,1 cannot be placed on a 3x3 board without "
                   "ships touching");
}
END_TEST

START_TEST(test_fleet_parse)
{
    uint8_t lengths[4] = {9, 9, 9, 9};
    size_t count = 0;
    ck_assert_int_eq(cg_battleship_fleet_parse(" 4, 3 ,3,2", lengths, 4, &count), CG_OK);
    ck_assert_uint_eq(count, 4);
    ck_assert(lengths[0] == 4 && lengths[1] == 3 && lengths[2] == 3 && lengths[3] == 2);
    /* Longer fleets are counted, only the first `cap` lengths stored. */
    ck_assert_int_eq(cg_battleship_fleet_parse("1,2,3,4,5,6", lengths, 2, &count), CG_OK);
    ck_assert_uint_eq(count, 6);
    ck_assert(lengths[0] == 1 && lengths[1] == 2 && lengths[2] == 3);
    ck_assert_int_eq(cg_battleship_fleet_parse("1,2", NULL, 0, &count), CG_OK);
    ck_assert_uint_eq(count, 2);
    count = 77;
    ck_assert_int_eq(cg_battleship_fleet_parse("1;2", lengths, 4, &count), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_fleet_parse: a fleet is lengths 1..26 "
                                      "separated by commas, not '1;2'");
    ck_assert_uint_eq(count, 77);
    ck_assert(lengths[0] == 1);
    ck_assert_int_eq(cg_battleship_fleet_parse(NULL, lengths, 4, &count), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_fleet_parse: text is NULL");
    ck_assert_int_eq(cg_battleship_fleet_parse("1", lengths, 4, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_fleet_parse: count is NULL");
    ck_assert_int_eq(cg_battleship_fleet_parse("1", NULL, 4, &count), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_fleet_parse: lengths is NULL");
}
END_TEST

/* ---- coordinates and names ---- */

START_TEST(test_coordinates_are_a_column_letter_and_a_row_number)
{
    /* "Introduce coordendas (Ejemplo A8, C1, J10)"; the letter is x, the number y. */
    cg_battleship_coord c;
    ck_assert_int_eq(cg_battleship_coord_parse("A8", &c), CG_OK);
    ck_assert(c.x == 0 && c.y == 7);
    ck_assert_int_eq(cg_battleship_coord_parse("C1", &c), CG_OK);
    ck_assert(c.x == 2 && c.y == 0);
    ck_assert_int_eq(cg_battleship_coord_parse("J10", &c), CG_OK);
    ck_assert(c.x == 9 && c.y == 9);
    /* Pertenece's example: "D3" is (3, 2). */
    ck_assert_int_eq(cg_battleship_coord_parse("D3", &c), CG_OK);
    ck_assert(c.x == 3 && c.y == 2);
    ck_assert_int_eq(cg_battleship_coord_parse("Z26", &c), CG_OK);
    ck_assert(c.x == 25 && c.y == 25);
    /* The column letter is read in either case. */
    ck_assert_int_eq(cg_battleship_coord_parse("a8", &c), CG_OK);
    ck_assert(c.x == 0 && c.y == 7);
    char text[8];
    ck_assert_uint_eq(cg_battleship_coord_text((cg_battleship_coord){9, 9}, text, sizeof text), 3);
    ck_assert_str_eq(text, "J10");
    ck_assert_uint_eq(cg_battleship_coord_text((cg_battleship_coord){0, 7}, text, 2), 2);
    ck_assert_str_eq(text, "A");
}
END_TEST

START_TEST(test_malformed_coordinates_are_refused)
{
    const char *bad[] = {"",    "A",   "8",   "A0",  "A01", "A27", "8A",   "AA1",
                         " A8", "A8 ", "A-1", "A+1", "[1",  "A1x", "A100", "A\x01"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cg_battleship_coord c = {42, 43};
        ck_assert_msg(cg_battleship_coord_parse(bad[i], &c) == CG_EPARSE, "'%s' parsed", bad[i]);
        ck_assert(c.x == 42 && c.y == 43);
    }
    cg_battleship_coord c;
    cg_battleship_coord_parse("K0", &c);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_coord_parse: 'K0' is not a coordinate (a "
                                      "column A..Z and a row 1..26, like A8)");
    ck_assert_int_eq(cg_battleship_coord_parse(NULL, &c), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_coord_parse: text is NULL");
    ck_assert_int_eq(cg_battleship_coord_parse("A1", NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_coord_parse: out is NULL");
    char text[8] = "keep";
    ck_assert_uint_eq(cg_battleship_coord_text((cg_battleship_coord){26, 0}, text, sizeof text), 0);
    ck_assert_str_eq(text, "");
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_coord_text: (26, 0) is not a coordinate (0..25 each)");
    ck_assert_uint_eq(cg_battleship_coord_text((cg_battleship_coord){0, -1}, NULL, 0), 0);
}
END_TEST

START_TEST(test_directions_and_contents_are_the_frameworks_enums)
{
    /* enum direccion {derecha=0, abajo, izquierda, arriba}; */
    ck_assert_int_eq(CG_BATTLESHIP_RIGHT, 0);
    ck_assert_int_eq(CG_BATTLESHIP_DOWN, 1);
    ck_assert_int_eq(CG_BATTLESHIP_LEFT, 2);
    ck_assert_int_eq(CG_BATTLESHIP_UP, 3);
    ck_assert_str_eq(cg_battleship_direction_name(0), "right");
    ck_assert_str_eq(cg_battleship_direction_name(3), "up");
    ck_assert_ptr_null(cg_battleship_direction_name(4));
    ck_assert_str_eq(cg_last_error(), "cg_battleship_direction_name: 4 is not a direction (0..3)");
    /* enum contenido {libre=0, agua, buque, tocado, hundido, novalido}; */
    const char *names[6] = {"libre", "agua", "buque", "tocado", "hundido", "novalido"};
    const int cells[6] = {CG_BATTLESHIP_FREE, CG_BATTLESHIP_WATER, CG_BATTLESHIP_SHIP,
                          CG_BATTLESHIP_HIT,  CG_BATTLESHIP_SUNK,  CG_BATTLESHIP_INVALID};
    for (int i = 0; i < 6; i++) {
        ck_assert_int_eq(cells[i], i);
        ck_assert_str_eq(cg_battleship_cell_name(i), names[i]);
    }
    ck_assert_ptr_null(cg_battleship_cell_name(-1));
    ck_assert_str_eq(cg_last_error(), "cg_battleship_cell_name: -1 is not a cell content (0..5)");
}
END_TEST

/* ---- placing the fleets ---- */

START_TEST(test_player_1_places_the_whole_fleet_ship_by_ship_then_player_2)
{
    cg_game *g = new_game("width=6;height=5;fleet=3,2,1");
    cg_state *s = new_state(g, 1);
    ck_assert_int_eq(cg_battleship_state_phase(s), CG_BATTLESHIP_PLACING);
    const char *moves[6] = {"place A1 right", "place A3 right", "place A5 right",
                            "place F1 down",  "place D3 left",  "place F5 up"};
    for (int i = 0; i < 6; i++) {
        ck_assert_int_eq(cg_state_current_player(s), i < 3 ? 0 : 1);
        ck_assert_int_eq(cg_battleship_ships_placed(s, i < 3 ? 0 : 1), i % 3);
        apply_text(s, moves[i]);
    }
    ck_assert_int_eq(cg_battleship_ships_placed(s, 0), 3);
    ck_assert_int_eq(cg_battleship_ships_placed(s, 1), 3);
    ck_assert_int_eq(cg_battleship_state_phase(s), CG_BATTLESHIP_FIRING);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_ship_starts_at_its_coordinate_and_extends_towards_its_direction)
{
    cg_game *g = new_game("width=7;height=7;fleet=3,3,3,3");
    cg_state *s = new_state(g, 1);
    /* right from A1, down from G1, left from C7, up from G7 */
    const char *moves[4] = {"place A1 right", "place G1 down", "place C7 left", "place G7 up"};
    const char *cells[4][3] = {
        {"A1", "B1", "C1"}, {"G1", "G2", "G3"}, {"C7", "B7", "A7"}, {"G7", "G6", "G5"}};
    for (int i = 0; i < 4; i++) {
        apply_text(s, moves[i]);
        cg_battleship_coord start;
        int dir, length, hits;
        ck_assert_int_eq(cg_battleship_ship(s, 0, i, &start, &dir, &length, &hits), CG_OK);
        ck_assert(start.x == at(cells[i][0]).x && start.y == at(cells[i][0]).y);
        ck_assert_int_eq(dir, i);
        ck_assert_int_eq(length, 3);
        ck_assert_int_eq(hits, 0);
        for (int k = 0; k < 3; k++)
            ck_assert_int_eq(cg_battleship_cell_at(s, 0, at(cells[i][k])), CG_BATTLESHIP_SHIP);
    }
    ck_assert_int_eq(cg_battleship_cell_at(s, 0, at("D1")), CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_cell_at(s, 0, at("H1")), CG_BATTLESHIP_INVALID);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_ship_that_leaves_the_board_is_illegal)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 1);
    ck_assert_int_eq(try_move(s, "place H1 right"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: ship 1 (length 4) from H1 right leaves the "
                                      "board (Barco fuera de tablero)");
    ck_assert_int_eq(try_move(s, "place A3 up"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: ship 1 (length 4) from A3 up leaves the board "
                                      "(Barco fuera de tablero)");
    ck_assert_int_eq(try_move(s, "place K1 right"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: K1 is off the 10x10 board");
    ck_assert_int_eq(try_move(s, "place G1 right"), CG_OK); /* G1..J1 */
    ck_assert_int_eq(try_move(s, "place A10 up"), CG_OK);   /* A10..A8 */
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_ships_may_not_overlap)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 1);
    apply_text(s, "place A1 right");
    cg_state *before = NULL;
    cg_state_clone(s, &before);
    ck_assert_int_eq(try_move(s, "place B1 down"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: ship 2 (length 3) at B1 down touches ship 1");
    ck_assert_int_eq(try_move(s, "place D1 left"), CG_EILLEGAL);
    ck_assert(cg_state_equal(s, before));
    cg_state_free(before);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_ships_may_not_touch_not_even_diagonally)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 1);
    apply_text(s, "place A1 right");                              /* A1..D1 */
    ck_assert_int_eq(try_move(s, "place E2 right"), CG_EILLEGAL); /* diagonal to D1 */
    ck_assert_str_eq(cg_last_error(), "battleship: ship 2 (length 3) at E2 right touches ship 1");
    ck_assert_int_eq(try_move(s, "place E1 right"), CG_EILLEGAL); /* beside D1 */
    ck_assert_int_eq(try_move(s, "place A2 right"), CG_EILLEGAL); /* below A1..C1 */
    ck_assert_int_eq(try_move(s, "place F2 down"), CG_OK);        /* one cell apart */
    ck_assert_int_eq(try_move(s, "place A3 right"), CG_OK);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_placement_after_which_the_rest_cannot_be_placed_is_illegal)
{
    /* Five cells in a row and two ships of 2: the first must take an end. */
    cg_game *g = new_game("width=5;height=1;fleet=2,2");
    cg_state *s = new_state(g, 1);
    cg_move moves[32];
    size_t n = cg_state_legal_moves(s, moves, 32);
    const cg_move expected[5] = {
        CG_BATTLESHIP_PLACE_MOVE(0, 0, CG_BATTLESHIP_RIGHT),
        CG_BATTLESHIP_PLACE_MOVE(1, 0, CG_BATTLESHIP_LEFT),
        CG_BATTLESHIP_PLACE_MOVE(3, 0, CG_BATTLESHIP_RIGHT),
        CG_BATTLESHIP_PLACE_MOVE(4, 0, CG_BATTLESHIP_LEFT),
        CG_BATTLESHIP_PLACE_RANDOM,
    };
    ck_assert_uint_eq(n, 5);
    for (size_t i = 0; i < n; i++)
        ck_assert_uint_eq(moves[i], expected[i]);
    ck_assert_int_eq(try_move(s, "place B1 right"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: with ship 1 (length 2) at B1 right the rest of "
                                      "player 0's fleet cannot be placed");
    apply_text(s, "place E1 left");
    n = cg_state_legal_moves(s, moves, 32);
    ck_assert_uint_eq(n, 3); /* A1 right, B1 left, place random */
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* An independent check of the placement rule on small boards: every cell of
   a ship on the board, no two ships within one cell of each other, and the
   rest placeable (by exhaustive search). */
typedef struct small_board {
    int w, h, n;
    int length[8];
    int near[8][8]; /* cells within one of a placed ship */
} small_board;

static bool small_fits(const small_board *b, int x, int y, int dir, int length)
{
    static const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
    for (int k = 0; k < length; k++) {
        int cx = x + dx[dir] * k, cy = y + dy[dir] * k;
        if (cx < 0 || cy < 0 || cx >= b->w || cy >= b->h || b->near[cy][cx])
            return false;
    }
    return true;
}

static void small_mark(small_board *b, int x, int y, int dir, int length, int sign)
{
    static const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
    for (int k = 0; k < length; k++)
        for (int ny = -1; ny <= 1; ny++)
            for (int nx = -1; nx <= 1; nx++) {
                int cx = x + dx[dir] * k + nx, cy = y + dy[dir] * k + ny;
                if (cx >= 0 && cy >= 0 && cx < b->w && cy < b->h)
                    b->near[cy][cx] += sign;
            }
}

static bool small_rest_fits(small_board *b, int k)
{
    if (k == b->n)
        return true;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++)
            for (int dir = 0; dir < 2; dir++) {
                if (!small_fits(b, x, y, dir, b->length[k]))
                    continue;
                small_mark(b, x, y, dir, b->length[k], 1);
                bool ok = small_rest_fits(b, k + 1);
                small_mark(b, x, y, dir, b->length[k], -1);
                if (ok)
                    return true;
            }
    return false;
}

static void check_placements_against_brute_force(const char *params, int games)
{
    cg_game *g = new_game(params);
    small_board base = {
        cg_battleship_width(g), cg_battleship_height(g), cg_battleship_ship_count(g), {0}, {{0}}};
    for (int i = 0; i < base.n; i++)
        base.length[i] = cg_battleship_ship_length(g, i);
    cg_move moves[512];
    for (int seed = 0; seed < games; seed++) {
        cg_state *s = new_state(g, (uint64_t)seed);
        unsigned pick = (unsigned)seed * 7919u + 13u;
        while (cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING) {
            int p = cg_state_current_player(s);
            small_board b = base;
            int placed = cg_battleship_ships_placed(s, p);
            for (int i = 0; i < placed; i++) {
                cg_battleship_coord c;
                int dir;
                cg_battleship_ship(s, p, i, &c, &dir, NULL, NULL);
                small_mark(&b, c.x, c.y, dir, b.length[i], 1);
            }
            size_t n = cg_state_legal_moves(s, moves, 512), listed = 0;
            for (int y = 0; y < b.h; y++)
                for (int x = 0; x < b.w; x++)
                    for (int dir = 0; dir < 4; dir++) {
                        bool legal = small_fits(&b, x, y, dir, b.length[placed]);
                        if (legal) {
                            small_mark(&b, x, y, dir, b.length[placed], 1);
                            b.n = base.n;
                            legal = small_rest_fits(&b, placed + 1);
                            small_mark(&b, x, y, dir, b.length[placed], -1);
                        }
                        cg_move m = CG_BATTLESHIP_PLACE_MOVE(x, y, dir);
                        ck_assert_msg(legal == cg_state_is_legal(s, m),
                                      "%s: seed %d, ship %d at (%d, %d) dir %d: rule says %d",
                                      params, seed, placed, x, y, dir, legal);
                        if (legal) {
                            ck_assert_uint_eq(moves[listed], m);
                            listed++;
                        }
                    }
            ck_assert_uint_eq(n, listed + 1); /* and "place random" */
            pick = pick * 1103515245u + 12345u;
            ck_assert_int_eq(cg_state_apply(s, moves[(pick >> 8) % (n - 1)]), CG_OK);
        }
        cg_state_free(s);
    }
    cg_game_free(g);
}

START_TEST(test_legal_placements_are_exactly_those_that_keep_the_fleet_placeable)
{
    check_placements_against_brute_force("width=5;height=4;fleet=3,2,2,1", 60);
    check_placements_against_brute_force("width=4;height=4;fleet=2,2,1,1", 60);
    check_placements_against_brute_force("width=6;height=3;fleet=1,3,1,2", 60);
    check_placements_against_brute_force("width=3;height=7;fleet=2,1,1,1,1", 60);
}
END_TEST

static int fleet_collides(const cg_game *g, const cg_state *s, int player)
{
    cg_battleship_board *b = NULL;
    ck_assert_int_eq(cg_battleship_board_new(g, &b), CG_OK);
    ck_assert_int_eq(cg_battleship_board_from_state(b, s, player), CG_OK);
    int collides = cg_battleship_board_collision(b);
    ck_assert_int_eq(cg_battleship_board_ships_placed(b), cg_battleship_ships_placed(s, player));
    cg_battleship_board_free(b);
    return collides;
}

START_TEST(test_place_random_completes_the_players_remaining_fleet)
{
    cg_game *g = new_game(NULL);
    for (uint64_t seed = 0; seed < 50; seed++) {
        cg_state *s = new_state(g, seed);
        apply_text(s, "place A1 right");
        apply_text(s, "place random");
        ck_assert_int_eq(cg_battleship_ships_placed(s, 0), 10);
        ck_assert_int_eq(cg_battleship_ships_placed(s, 1), 0);
        ck_assert_int_eq(cg_state_current_player(s), 1);
        apply_text(s, "place random");
        ck_assert_int_eq(cg_battleship_ships_placed(s, 1), 10);
        ck_assert_int_eq(cg_battleship_state_phase(s), CG_BATTLESHIP_FIRING);
        ck_assert_int_eq(fleet_collides(g, s, 0), 0);
        ck_assert_int_eq(fleet_collides(g, s, 1), 0);
        cg_battleship_coord c;
        int dir;
        cg_battleship_ship(s, 0, 0, &c, &dir, NULL, NULL);
        ck_assert(c.x == 0 && c.y == 0 && dir == CG_BATTLESHIP_RIGHT);
        cg_state_free(s);
    }
    /* A crowded board: the fleet fills it as tightly as it can be filled. */
    g = (cg_game_free(g), new_game("width=3;height=3;fleet=1,1,1,1"));
    for (uint64_t seed = 0; seed < 20; seed++) {
        cg_state *s = new_state(g, seed);
        apply_text(s, "place random");
        for (int k = 0; k < 4; k++) {
            const char *corner[4] = {"A1", "C1", "A3", "C3"};
            ck_assert_int_eq(cg_battleship_cell_at(s, 0, at(corner[k])), CG_BATTLESHIP_SHIP);
        }
        cg_state_free(s);
    }
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_codes_follow_the_documented_layout)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 3);
    cg_move moves[4096];
    size_t n = cg_state_legal_moves(s, moves, 4096);
    ck_assert_uint_eq(moves[0], 0); /* place A1 right */
    ck_assert_uint_eq(moves[1], 1); /* place A1 down */
    ck_assert_uint_eq(moves[n - 1], CG_BATTLESHIP_PLACE_RANDOM);
    ck_assert_uint_eq(CG_BATTLESHIP_PLACE_RANDOM, 2704);
    char text[64];
    cg_move_to_string(s, CG_BATTLESHIP_PLACE_MOVE(1, 1, CG_BATTLESHIP_DOWN), text, sizeof text);
    ck_assert_str_eq(text, "place B2 down");
    ck_assert_uint_eq(CG_BATTLESHIP_PLACE_MOVE(1, 1, CG_BATTLESHIP_DOWN), (26 + 1) * 4 + 1);
    cg_move_to_string(s, CG_BATTLESHIP_PLACE_RANDOM, text, sizeof text);
    ck_assert_str_eq(text, "place random");
    apply_text(s, "place random");
    apply_text(s, "place random");
    n = cg_state_legal_moves(s, moves, 4096);
    ck_assert_uint_eq(n, 100);
    for (int y = 0, i = 0; y < 10; y++)
        for (int x = 0; x < 10; x++, i++)
            ck_assert_uint_eq(moves[i], CG_BATTLESHIP_FIRE_BASE + (cg_move)(y * 26 + x));
    cg_move_to_string(s, CG_BATTLESHIP_FIRE_MOVE(9, 9), text, sizeof text);
    ck_assert_str_eq(text, "fire J10");
    /* A code names no move off this board. */
    ck_assert_uint_eq(cg_move_to_string(s, CG_BATTLESHIP_FIRE_MOVE(10, 0), text, sizeof text), 0);
    ck_assert_uint_eq(cg_move_to_string(s, CG_BATTLESHIP_PLACE_MOVE(0, 10, 0), text, 64), 0);
    ck_assert_uint_eq(cg_move_to_string(s, 3000, text, 64), 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_spanish_directions_are_aliases)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 3);
    const char *es[4] = {"place A1 derecha", "place A1 abajo", "place D1 izquierda",
                         "place A4 arriba"};
    const char *en[4] = {"place A1 right", "place A1 down", "place D1 left", "place A4 up"};
    for (int d = 0; d < 4; d++) {
        cg_move a, b;
        ck_assert_int_eq(cg_move_from_string(s, es[d], &a), CG_OK);
        ck_assert_int_eq(cg_move_from_string(s, en[d], &b), CG_OK);
        ck_assert_uint_eq(a, b);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_texts_are_read_in_any_case_and_written_canonical)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 3);
    const char *any[] = {"PLACE a1 RIGHT", "Place B2 Derecha", "place RANDOM", "pLaCe   c4   uP"};
    const cg_move codes[] = {CG_BATTLESHIP_PLACE_MOVE(0, 0, CG_BATTLESHIP_RIGHT),
                             CG_BATTLESHIP_PLACE_MOVE(1, 1, CG_BATTLESHIP_RIGHT),
                             CG_BATTLESHIP_PLACE_RANDOM,
                             CG_BATTLESHIP_PLACE_MOVE(2, 3, CG_BATTLESHIP_UP)};
    const char *canonical[] = {"place A1 right", "place B2 right", "place random", "place C4 up"};
    char text[64];
    for (size_t i = 0; i < sizeof any / sizeof any[0]; i++) {
        cg_move m = 0;
        ck_assert_msg(cg_move_from_string(s, any[i], &m) == CG_OK, "'%s': %s", any[i],
                      cg_last_error());
        ck_assert_uint_eq(m, codes[i]);
        cg_move_to_string(s, m, text, sizeof text);
        ck_assert_str_eq(text, canonical[i]);
    }
    cg_state_free(s);
    s = firing_after(g, "", 0);
    cg_move m = 0;
    ck_assert_int_eq(cg_move_from_string(s, "fire a3", &m), CG_OK);
    ck_assert_uint_eq(m, CG_BATTLESHIP_FIRE_MOVE(0, 2));
    ck_assert_int_eq(cg_move_from_string(s, "FIRE j10", &m), CG_OK);
    ck_assert_uint_eq(m, CG_BATTLESHIP_FIRE_MOVE(9, 9));
    cg_move_to_string(s, m, text, sizeof text);
    ck_assert_str_eq(text, "fire J10");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_malformed_move_texts_are_parse_errors)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 3);
    const char *bad[] = {"",
                         "place",
                         "place A1",
                         "place A1 sideways",
                         "place random now",
                         "place A1 right up",
                         "fire",
                         "fire A1 A2",
                         "shoot A1",
                         "fire a",
                         "fire a01",
                         "place A0 right",
                         "fire AA1",
                         "random"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cg_move m = 77;
        ck_assert_msg(cg_move_from_string(s, bad[i], &m) == CG_EPARSE, "'%s'", bad[i]);
        ck_assert_uint_eq(m, 77);
    }
    cg_move m;
    cg_move_from_string(s, "fire a01", &m);
    ck_assert_str_eq(cg_last_error(), "battleship: 'fire a01' is not a move (place <A1..Z26> "
                                      "<right|down|left|up>, place random, fire <A1..Z26>)");
    /* Extra spaces and tabs between the words are fine. */
    ck_assert_int_eq(cg_move_from_string(s, "  place \t A1\tright ", &m), CG_OK);
    ck_assert_uint_eq(m, 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- firing ---- */

START_TEST(test_who_fires_first_is_drawn_at_random)
{
    cg_game *g = new_game("width=3;height=1;fleet=1");
    int first[2] = {0, 0};
    for (uint64_t seed = 0; seed < 64; seed++) {
        cg_state *s = new_state(g, seed);
        int f = cg_battleship_first_shooter(s);
        ck_assert(f == 0 || f == 1);
        first[f]++;
        apply_text(s, "place A1 right");
        apply_text(s, "place C1 right");
        ck_assert_int_eq(cg_state_current_player(s), f);
        cg_state_free(s);
    }
    ck_assert_int_gt(first[0], 16);
    ck_assert_int_gt(first[1], 16);
    cg_game_free(g);
}
END_TEST

START_TEST(test_players_alternate_one_shot_per_turn_whatever_the_answer)
{
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "", 0);
    ck_assert_int_eq(cg_state_current_player(s), 0);
    apply_text(s, "fire A1"); /* a hit on player 2's A1..A4 */
    ck_assert_int_eq(cg_state_current_player(s), 1);
    apply_text(s, "fire J10"); /* water */
    ck_assert_int_eq(cg_state_current_player(s), 0);
    apply_text(s, "fire J9"); /* sinks a ship of 1 */
    ck_assert_int_eq(cg_state_current_player(s), 1);
    apply_text(s, "fire A1"); /* a hit on player 1's A1..D1 */
    ck_assert_int_eq(cg_state_current_player(s), 0);
    ck_assert_int_eq(cg_battleship_shot_count(s), 4);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_fire_moves_are_the_cells_the_player_has_not_fired_at)
{
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "A1 A1 B7", 3);
    /* Player 2 fired at A1 only: 99 cells left; player 1 at A1 and B7. */
    ck_assert_int_eq(cg_state_current_player(s), 1);
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 99);
    ck_assert_int_eq(try_move(s, "fire A1"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: player 1 has already fired at A1");
    apply_text(s, "fire B7");
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 98);
    ck_assert_int_eq(try_move(s, "fire B7"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: player 0 has already fired at B7");
    ck_assert_int_eq(try_move(s, "fire K1"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: K1 is off the 10x10 board");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_no_shot_while_placing_and_no_placement_while_firing)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 1);
    ck_assert_int_eq(try_move(s, "fire A1"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: player 0 is placing ships; no shots yet");
    cg_state_free(s);
    s = firing_after(g, "", 0);
    ck_assert_int_eq(try_move(s, "place random"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: the fleets are placed; player 0 fires");
    ck_assert_int_eq(cg_state_apply(s, 3000), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: 3000 is not a move code");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_each_shot_is_answered_agua_tocado_or_hundido)
{
    cg_game *g = new_game(NULL);
    /* Player 1 fires B1 (water), A1 (hit), J9 (sunk); player 2 fires J10, A1, E5. */
    cg_state *s = firing_after(g, "B1 J10 A1 A1 J9 E5", 6);
    const int answers[6] = {CG_BATTLESHIP_WATER, CG_BATTLESHIP_WATER, CG_BATTLESHIP_HIT,
                            CG_BATTLESHIP_HIT,   CG_BATTLESHIP_SUNK,  CG_BATTLESHIP_WATER};
    for (int i = 0; i < 6; i++) {
        int shooter, answer;
        cg_battleship_coord c;
        ck_assert_int_eq(cg_battleship_shot(s, i, &shooter, &c, &answer), CG_OK);
        ck_assert_int_eq(shooter, i % 2);
        ck_assert_msg(answer == answers[i], "shot %d answered %s", i,
                      cg_battleship_cell_name(answer));
    }
    ck_assert_int_eq(cg_battleship_cell_at(s, 1, at("B1")), CG_BATTLESHIP_WATER);
    ck_assert_int_eq(cg_battleship_cell_at(s, 1, at("A1")), CG_BATTLESHIP_HIT);
    ck_assert_int_eq(cg_battleship_cell_at(s, 1, at("A2")), CG_BATTLESHIP_SHIP);
    ck_assert_int_eq(cg_battleship_cell_at(s, 1, at("J9")), CG_BATTLESHIP_SUNK);
    ck_assert_int_eq(cg_battleship_cell_at(s, 1, at("J8")), CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_cell_at(s, 0, at("A1")), CG_BATTLESHIP_HIT);
    ck_assert_int_eq(cg_battleship_cell_at(s, 0, at("E5")), CG_BATTLESHIP_WATER);
    ck_assert_int_eq(cg_battleship_ships_sunk(s, 1), 1);
    ck_assert_int_eq(cg_battleship_ships_sunk(s, 0), 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_shot_at_the_last_intact_cell_sinks_the_ship)
{
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "A3 J10 A1 I10 A4 H10", 6);
    apply_text(s, "fire A2"); /* the last intact cell of A1..A4 */
    int answer, hits;
    ck_assert_int_eq(cg_battleship_shot(s, 6, NULL, NULL, &answer), CG_OK);
    ck_assert_int_eq(answer, CG_BATTLESHIP_SUNK);
    ck_assert_int_eq(cg_battleship_shot(s, 4, NULL, NULL, &answer), CG_OK);
    ck_assert_int_eq(answer, CG_BATTLESHIP_HIT);
    const char *cells[4] = {"A1", "A2", "A3", "A4"};
    for (int k = 0; k < 4; k++) {
        ck_assert_int_eq(cg_battleship_cell_at(s, 1, at(cells[k])), CG_BATTLESHIP_SUNK);
        ck_assert_int_eq(cg_battleship_cell_known(s, 0, 1, at(cells[k])), CG_BATTLESHIP_SUNK);
    }
    ck_assert_int_eq(cg_battleship_ship(s, 1, 0, NULL, NULL, NULL, &hits), CG_OK);
    ck_assert_int_eq(hits, 4);
    ck_assert_int_eq(cg_battleship_ships_sunk(s, 1), 1);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Player 2's twenty ship cells, and twenty cells of water on player 1's board. */
static const char *const fleet2_cells[20] = {"A1", "A2", "A3", "A4", "C1", "C2", "C3",
                                             "E1", "E2", "E3", "G1", "G2", "I1", "I2",
                                             "C5", "C6", "E5", "G4", "I4", "J9"};
static const char *const water1_cells[20] = {"A10", "B10", "C10", "D10", "E10", "F10", "G10",
                                             "H10", "I10", "J10", "A9",  "B9",  "C9",  "D9",
                                             "E9",  "F9",  "G9",  "H9",  "I9",  "J9"};

START_TEST(test_sinking_the_whole_fleet_ends_the_game_and_the_shooter_wins)
{
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "", 0);
    for (int i = 0; i < 20; i++) {
        char move[16];
        ck_assert(!cg_state_is_terminal(s));
        snprintf(move, sizeof move, "fire %s", fleet2_cells[i]);
        apply_text(s, move);
        if (i == 19)
            break;
        snprintf(move, sizeof move, "fire %s", water1_cells[i]);
        apply_text(s, move);
    }
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_battleship_state_phase(s), CG_BATTLESHIP_OVER);
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert(cg_state_returns(s, 0) == 1.0 && cg_state_returns(s, 1) == -1.0);
    ck_assert_int_eq(cg_state_current_player(s), CG_PLAYER_NONE);
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 0);
    ck_assert_int_eq(try_move(s, "fire J10"), CG_EOVER);
    ck_assert_int_eq(cg_battleship_ships_sunk(s, 1), 10);
    ck_assert_ptr_nonnull(strstr(render(s, 1), "Game over: player 0 sank the whole fleet\n"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- what each player sees ---- */

START_TEST(test_render_shows_the_two_boards_side_by_side_as_the_seed)
{
    /* The seed's Humano shows the enemy board as we know it ('.' a miss, 'X' a
       hit) beside our own ('O' a ship, 'X' a hit, '.' the enemy's misses), under
       the header ABCDEFGHIJ, with row numbers; a sunk ship's cells are hits 'X'
       too, and the status lines list them, so that the render tells sunk
       ships from hits. */
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "A1 J10 J9 A1", 4);
    ck_assert_str_eq(render(s, 0), "Battleship 10x10, fleet 4,3,3,2,2,2,1,1,1,1\n"
                                   "Last shot: player 1 at A1, tocado\n"
                                   "Player 0 has sunk 1 of 10 ships: J9\n"
                                   "Player 1 has sunk 0 of 10 ships\n"
                                   "Player 0 fires (shot 5)\n"
                                   "Left: player 1's board as player 0 knows it. Right: player "
                                   "0's board.\n"
                                   "   ABCDEFGHIJ      ABCDEFGHIJ\n"
                                   " 1 X             1 XOOO OOO\n"
                                   " 2               2\n"
                                   " 3               3 OOO OO OO\n"
                                   " 4               4\n"
                                   " 5               5 OO O O O O\n"
                                   " 6               6\n"
                                   " 7               7\n"
                                   " 8               8\n"
                                   " 9          X    9\n"
                                   "10              10          .\n");
    ck_assert_str_eq(render(s, CG_PLAYER_NONE), "Battleship 10x10, fleet 4,3,3,2,2,2,1,1,1,1\n"
                                                "Last shot: player 1 at A1, tocado\n"
                                                "Player 0 has sunk 1 of 10 ships: J9\n"
                                                "Player 1 has sunk 0 of 10 ships\n"
                                                "Player 0 fires (shot 5)\n"
                                                "Left: player 0's board. Right: player 1's "
                                                "board.\n"
                                                "   ABCDEFGHIJ      ABCDEFGHIJ\n"
                                                " 1 XOOO OOO      1 X O O O O\n"
                                                " 2               2 O O O O O\n"
                                                " 3 OOO OO OO     3 O O O\n"
                                                " 4               4 O     O O\n"
                                                " 5 OO O O O O    5   O O\n"
                                                " 6               6   O\n"
                                                " 7               7\n"
                                                " 8               8\n"
                                                " 9               9          X\n"
                                                "10          .   10\n");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_render_for_a_player_never_shows_enemy_ship_cells_not_hit)
{
    cg_game *g = new_game(NULL);
    /* Player 2's fleet moved, where player 1 has not fired: player 1 sees the same. */
    const char *other2 =
        "fleet2 A1 down C1 down E1 down G1 down I1 down C5 down E5 right G4 right I4 right "
        "J7 right\n";
    char body[2048];
    snprintf(body, sizeof body, "first 1\n" FLEET1 "%sshots A1 J10 C1 A1\nturn 1\n", other2);
    cg_state *a = firing_after(g, "A1 J10 C1 A1", 4);
    cg_state *b = load_state(g, body);
    ck_assert(!cg_state_equal(a, b));
    ck_assert_str_eq(render(a, 0), render(b, 0));
    ck_assert_str_ne(render(a, 1), render(b, 1));
    ck_assert_str_ne(render(a, CG_PLAYER_NONE), render(b, CG_PLAYER_NONE));
    /* The enemy board shows only the cells fired at. */
    ck_assert_ptr_null(strstr(render(a, 0), " 2 O"));
    for (int y = 0; y < 10; y++)
        for (int x = 0; x < 10; x++) {
            cg_battleship_coord c = {x, y};
            int known = cg_battleship_cell_known(a, 0, 1, c);
            bool fired = (x == 0 && y == 0) || (x == 2 && y == 0);
            ck_assert_int_eq(known, fired ? CG_BATTLESHIP_HIT : CG_BATTLESHIP_FREE);
            ck_assert_int_eq(cg_battleship_cell_known(a, 1, 1, c), cg_battleship_cell_at(a, 1, c));
            ck_assert_int_eq(cg_battleship_cell_known(a, CG_PLAYER_NONE, 1, c),
                             cg_battleship_cell_at(a, 1, c));
        }
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_render_while_placing_hides_the_other_fleet_and_its_progress)
{
    cg_game *g = new_game("width=6;height=4;fleet=3,2,1");
    cg_state *a = new_state(g, 2), *b = new_state(g, 2);
    apply_text(a, "place A1 right");
    apply_text(b, "place A4 right");
    apply_text(b, "place F1 down");
    ck_assert_str_eq(render(a, 1), render(b, 1));
    char expected[512];
    snprintf(expected, sizeof expected,
             "Battleship 6x4, fleet 3,2,1\n"
             "Player 0 places ship 2 of 3 (length 2)\n"
             "Player %d fires first\n"
             "Left: player 1's board as player 0 knows it. Right: player 0's board.\n"
             "   ABCDEF      ABCDEF\n"
             " 1           1 OOO\n"
             " 2           2\n"
             " 3           3\n"
             " 4           4\n",
             cg_battleship_first_shooter(a));
    ck_assert_str_eq(render(a, 0), expected);
    ck_assert_ptr_nonnull(strstr(render(a, 1), "Player 0 is placing the fleet\n"));
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

/* ---- the saved form ---- */

START_TEST(test_saved_form_is_the_documented_text)
{
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "A1 J10 J9 A1", 4);
    char text[4096];
    cg_state_save(s, text, sizeof text);
    const char *body = strstr(text, "first ");
    ck_assert_ptr_nonnull(body);
    ck_assert_str_eq(body, "first 1\n" FLEET1 FLEET2 "shots A1 J10 J9 A1\nturn 1\nend\n");
    cg_state_free(s);
    /* Before any ship, and at the end. */
    s = load_state(g, "first 2\nfleet1\nfleet2\nshots\nturn 1\n");
    ck_assert_int_eq(cg_battleship_first_shooter(s), 1);
    ck_assert_int_eq(cg_state_current_player(s), 0);
    cg_state_save(s, text, sizeof text);
    ck_assert_str_eq(strstr(text, "first "), "first 2\nfleet1\nfleet2\nshots\nturn 1\nend\n");
    cg_state_free(s);
    char shots[512] = "", body2[2048];
    for (int i = 0; i < 20; i++) {
        strcat(shots, i ? " " : "");
        strcat(shots, fleet2_cells[i]);
        if (i < 19) {
            strcat(shots, " ");
            strcat(shots, water1_cells[i]);
        }
    }
    snprintf(body2, sizeof body2, "first 1\n" FLEET1 FLEET2 "shots %s\nwinner 1\n", shots);
    s = load_state(g, body2);
    ck_assert_int_eq(cg_state_winner(s), 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

static void assert_load_fails(const cg_game *g, const char *body, const char *message)
{
    ck_assert_msg(try_load(g, body) == CG_EPARSE, "loaded:\n%s", body);
    ck_assert_str_eq(cg_last_error(), message);
}

START_TEST(test_load_checks_every_line)
{
    cg_game *g = new_game(NULL);
    assert_load_fails(g, "first 3\nfleet1\nfleet2\nshots\nturn 1\n",
                      "saved state, line 6: 'first' needs 1 or 2 (player 0 or 1), not '3'");
    assert_load_fails(g, "first 1\nfleet2\nfleet1\nshots\nturn 1\n",
                      "saved state, line 7: expected 'fleet1', found 'fleet2'");
    assert_load_fails(g, "first 1\nfleet1 A1\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: ship 1 needs a direction after its coordinate");
    assert_load_fails(g, "first 1\nfleet1 A1 sideways\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: 'sideways' is not a direction (right, down, left, "
                      "up)");
    /* The saved form writes directions in English and in lower case: the
       Spanish names and other cases belong to move texts. */
    assert_load_fails(g, "first 1\nfleet1 I9 abajo\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: 'abajo' is a direction of move texts only: the "
                      "saved form writes right, down, left or up");
    assert_load_fails(g, "first 1\nfleet1 A1 Right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: 'Right' is a direction of move texts only: the "
                      "saved form writes right, down, left or up");
    assert_load_fails(g, "first 1\nfleet1 a1 right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: 'a1' is not a coordinate (A1..Z26)");
    assert_load_fails(g, "first 1\nfleet1 K1 right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: K1 is off the 10x10 board");
    assert_load_fails(g, "first 1\nfleet1 H1 right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: ship 1 (length 4) leaves the board");
    assert_load_fails(g, "first 1\nfleet1 A1 right E2 down\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: ship 2 touches an earlier ship");
    assert_load_fails(g, "first 1\nfleet1\nfleet2 A1 right\nshots\nturn 1\n",
                      "saved state, line 8: player 1 places ships ('fleet2') before player 0's "
                      "fleet ('fleet1') is complete");
    assert_load_fails(g, "first 1\n" FLEET1 "fleet2\nshots A1\nturn 2\n",
                      "saved state, line 9: a shot before both fleets are placed");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots A1 B1 A1\nturn 2\n",
                      "saved state, line 9: player 0 fires at A1 twice");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots A1 K1\nturn 1\n",
                      "saved state, line 9: K1 is off the 10x10 board");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots A1 B1\nturn 2\n",
                      "saved state, line 10: the turn is player 0 ('turn 1'), not player 1");
    assert_load_fails(g, "first 1\n" FLEET1 "fleet2\nshots\nturn 1\n",
                      "saved state, line 10: the turn is player 1 ('turn 2'), not player 0");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots\nwinner 1\n",
                      "saved state, line 10: expected 'turn', found 'winner'");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "turn 1\n",
                      "saved state, line 9: expected 'shots', found 'turn'");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots\n",
                      "saved state, line 10: expected 'turn', found 'end'");
    char eleven[512];
    snprintf(eleven, sizeof eleven, "first 1\n%.*s A10 right\nfleet2\nshots\nturn 1\n",
             (int)strlen(FLEET1) - 1, FLEET1);
    assert_load_fails(g, eleven, "saved state, line 7: more ships than the fleet's 10");
    cg_game_free(g);
}
END_TEST

START_TEST(test_load_refuses_a_fleet_whose_rest_cannot_be_placed)
{
    cg_game *g = new_game("width=5;height=1;fleet=2,2");
    assert_load_fails(g, "first 1\nfleet1 B1 right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: after ship 1 the rest of the fleet cannot be placed");
    cg_state *s = load_state(g, "first 1\nfleet1 A1 right\nfleet2\nshots\nturn 1\n");
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_load_refuses_shots_after_the_end)
{
    cg_game *g = new_game("width=3;height=1;fleet=1");
    cg_state *s = load_state(g, "first 2\nfleet1 A1 right\nfleet2 C1 left\nshots A1\nwinner 2\n");
    ck_assert_int_eq(cg_state_winner(s), 1);
    cg_state_free(s);
    assert_load_fails(g, "first 2\nfleet1 A1 right\nfleet2 C1 left\nshots A1 B1\nwinner 2\n",
                      "saved state, line 9: shot 2 comes after a whole fleet was sunk");
    assert_load_fails(g, "first 2\nfleet1 A1 right\nfleet2 C1 left\nshots A1\nwinner 1\n",
                      "saved state, line 10: the winner is player 1 ('winner 2'), not player 0");
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_loaded_game_continues_as_the_saved_one)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 11);
    uint32_t made;
    cg_state_playout(s, 5, 60, &made);
    char text[8192];
    cg_state_save(s, text, sizeof text);
    cg_state *t = NULL;
    ck_assert_int_eq(cg_state_load(g, text, &t), CG_OK);
    ck_assert(cg_state_equal(s, t));
    cg_state_playout(s, 9, 1000, NULL);
    cg_state_playout(t, 9, 1000, NULL);
    ck_assert(cg_state_is_terminal(s));
    ck_assert(cg_state_equal(s, t));
    cg_state_free(s);
    cg_state_free(t);
    cg_game_free(g);
}
END_TEST

/* ---- bad input for the typed functions ---- */

START_TEST(test_typed_functions_reject_null_and_other_games_states_and_players)
{
    cg_game *war = NULL;
    cg_game_new("war", NULL, &war);
    cg_state *ws = NULL;
    cg_state_new(war, 1, &ws);
    ck_assert_int_eq(cg_battleship_width(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_width: game is NULL");
    ck_assert_int_eq(cg_battleship_height(war), -1);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_height: game is 'war', not 'battleship'");
    ck_assert_int_eq(cg_battleship_ship_count(war), -1);
    ck_assert_int_eq(cg_battleship_wins(war), -1);
    ck_assert_int_eq(cg_battleship_ship_length(war, 0), -1);
    ck_assert_int_eq(cg_battleship_state_phase(ws), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_state_phase: state of 'war', not 'battleship'");
    ck_assert_int_eq(cg_battleship_first_shooter(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_first_shooter: state is NULL");
    ck_assert_int_eq(cg_battleship_shot_count(ws), -1);
    ck_assert_int_eq(cg_battleship_ships_placed(ws, 0), -1);
    ck_assert_int_eq(cg_battleship_ships_sunk(ws, 0), -1);
    ck_assert_int_eq(cg_battleship_cell_at(ws, 0, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_cell_known(ws, 0, 0, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_ship(ws, 0, 0, NULL, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_battleship_shot(ws, 0, NULL, NULL, NULL), CG_EINVAL);

    cg_game *g = new_game(NULL);
    ck_assert_int_eq(cg_battleship_ship_length(g, 10), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_ship_length: no ship 10 in a fleet of 10 (0..9)");
    ck_assert_int_eq(cg_battleship_ship_length(g, -1), -1);
    cg_state *s = firing_after(g, "A1", 1);
    ck_assert_int_eq(cg_battleship_ships_placed(s, 2), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_ships_placed: no player 2 in battleship (players 0..1)");
    ck_assert_int_eq(cg_battleship_ships_sunk(s, -1), -1);
    ck_assert_int_eq(cg_battleship_cell_at(s, 2, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_cell_known(s, 0, 2, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_cell_known(s, 5, 0, (cg_battleship_coord){0, 0}), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_cell_known: no viewer 5 (CG_PLAYER_NONE, 0 or 1)");
    ck_assert_int_eq(cg_battleship_ship(s, 0, 10, NULL, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_ship: player 0 has placed 10 ships, no ship 10");
    ck_assert_int_eq(cg_battleship_ship(s, 2, 0, NULL, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_battleship_shot(s, 1, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_shot: no shot 1 (1 fired so far)");
    ck_assert_int_eq(cg_battleship_shot(s, -1, NULL, NULL, NULL), CG_EINVAL);
    cg_battleship_coord c = {7, 7};
    int dir = 9;
    ck_assert_int_eq(cg_battleship_ship(s, 1, 0, &c, &dir, NULL, NULL), CG_OK);
    ck_assert(c.x == 0 && c.y == 0 && dir == CG_BATTLESHIP_DOWN);
    cg_state_free(s);
    cg_game_free(g);
    cg_state_free(ws);
    cg_game_free(war);
}
END_TEST

/* ---- fuzz-safe parsing ---- */

static uint64_t next_random(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

START_TEST(test_parsers_survive_random_and_mutated_text)
{
    static const char alphabet[] = "AJZaz01269 ,;=-+\n\tplacefirdowntuhsgbmx";
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 4);
    uint64_t seed = 0x9e3779b97f4a7c15u;
    for (int i = 0; i < 20000; i++) {
        char text[24];
        size_t n = next_random(&seed) % sizeof text;
        for (size_t k = 0; k < n; k++)
            text[k] = alphabet[next_random(&seed) % (sizeof alphabet - 1)];
        text[n] = '\0';
        cg_battleship_coord c;
        cg_status st = cg_battleship_coord_parse(text, &c);
        ck_assert(st == CG_OK || st == CG_EPARSE);
        uint8_t lengths[4];
        size_t count;
        st = cg_battleship_fleet_parse(text, lengths, 4, &count);
        ck_assert(st == CG_OK || st == CG_EPARSE);
        cg_move m;
        st = cg_move_from_string(s, text, &m);
        ck_assert(st == CG_OK || st == CG_EPARSE || st == CG_EILLEGAL);
    }
    /* Saved forms with one byte changed, a line dropped or doubled. */
    uint32_t made;
    cg_state_playout(s, 3, 40, &made);
    char saved[8192];
    size_t len = cg_state_save(s, saved, sizeof saved);
    for (int i = 0; i < 5000; i++) {
        char text[8300];
        memcpy(text, saved, len + 1);
        size_t pos = next_random(&seed) % len;
        int how = (int)(next_random(&seed) % 3);
        if (how == 0) {
            text[pos] = alphabet[next_random(&seed) % (sizeof alphabet - 1)];
        } else {
            char *line = text + pos;
            while (line > text && line[-1] != '\n')
                line--;
            char *end = strchr(line, '\n');
            size_t line_len = end ? (size_t)(end - line) + 1 : strlen(line);
            if (how == 1)
                memmove(line, line + line_len, strlen(line + line_len) + 1);
            else if (len + line_len < sizeof text) {
                memmove(line + line_len, line, strlen(line) + 1);
            }
        }
        cg_state *t = NULL;
        cg_status st = cg_state_load(g, text, &t);
        ck_assert(st == CG_OK || st == CG_EPARSE);
        if (st == CG_OK) {
            /* Whatever loads obeys the rules and saves back as read. */
            char again[8300];
            cg_state_save(t, again, sizeof again);
            cg_state *u = NULL;
            ck_assert_int_eq(cg_state_load(g, again, &u), CG_OK);
            ck_assert(cg_state_equal(t, u));
            ck_assert(cg_state_is_terminal(t) || cg_state_legal_moves(t, NULL, 0) > 0);
            cg_state_free(u);
        }
        cg_state_free(t);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    const test_group groups[] = {
        {"parameters",
         {test_defaults_are_the_seeds_constants, test_parameters_set_board_fleet_and_wins,
          test_bad_parameters_are_refused_with_the_key_named,
          test_a_fleet_that_cannot_be_placed_is_refused, test_fleet_parse}},
        {"coordinates",
         {test_coordinates_are_a_column_letter_and_a_row_number,
          test_malformed_coordinates_are_refused,
          test_directions_and_contents_are_the_frameworks_enums}},
        {"placing",
         {test_player_1_places_the_whole_fleet_ship_by_ship_then_player_2,
          test_a_ship_starts_at_its_coordinate_and_extends_towards_its_direction,
          test_a_ship_that_leaves_the_board_is_illegal, test_ships_may_not_overlap,
          test_ships_may_not_touch_not_even_diagonally,
          test_a_placement_after_which_the_rest_cannot_be_placed_is_illegal,
          test_legal_placements_are_exactly_those_that_keep_the_fleet_placeable,
          test_place_random_completes_the_players_remaining_fleet,
          test_move_codes_follow_the_documented_layout, test_spanish_directions_are_aliases,
          test_move_texts_are_read_in_any_case_and_written_canonical,
          test_malformed_move_texts_are_parse_errors}},
        {"firing",
         {test_who_fires_first_is_drawn_at_random,
          test_players_alternate_one_shot_per_turn_whatever_the_answer,
          test_fire_moves_are_the_cells_the_player_has_not_fired_at,
          test_no_shot_while_placing_and_no_placement_while_firing,
          test_each_shot_is_answered_agua_tocado_or_hundido,
          test_the_shot_at_the_last_intact_cell_sinks_the_ship,
          test_sinking_the_whole_fleet_ends_the_game_and_the_shooter_wins}},
        {"text",
         {test_render_shows_the_two_boards_side_by_side_as_the_seed,
          test_render_for_a_player_never_shows_enemy_ship_cells_not_hit,
          test_render_while_placing_hides_the_other_fleet_and_its_progress,
          test_saved_form_is_the_documented_text, test_load_checks_every_line,
          test_load_refuses_a_fleet_whose_rest_cannot_be_placed,
          test_load_refuses_shots_after_the_end, test_a_loaded_game_continues_as_the_saved_one,
          test_parsers_survive_random_and_mutated_text}},
        {"typed api", {test_typed_functions_reject_null_and_other_games_states_and_players}},
    };
    return run_test_groups("battleship", groups, sizeof groups / sizeof groups[0]);
}
