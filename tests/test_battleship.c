/* Battleship: every rule of the rules file, the seed's examples, the
   referee's rules with scripted players, and bad input for every function of
   battleship.h. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"

#include "cardgames/battleship.h"

#define CLASSIC "width=10;height=10;fleet=4,3,3,2,2,2,1,1,1,1;wins=10"

/* ---- helpers ---- */

static cg_game *new_game(const char *params)
{
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new("battleship", params, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

static cg_state *new_state(const cg_game *g, uint64_t seed)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
    return s;
}

/* A saved form around the game's lines. */
static char *frame(const cg_game *g, const char *body)
{
    static char text[16384];
    char params[1024];
    cg_game_params(g, params, sizeof params);
    snprintf(text, sizeof text,
             "cardgames-state 1\ngame battleship\nparams %s\nmoves 0\n"
             "rng 0000000000000001 0000000000000002 0000000000000003 0000000000000004\n%send\n",
             params, body);
    return text;
}

static cg_status try_load(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    cg_status st = cg_state_load(g, frame(g, body), &s);
    cg_state_free(s);
    return st;
}

static cg_state *load_state(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    ck_assert_msg(cg_state_load(g, frame(g, body), &s) == CG_OK, "%s\n%s", cg_last_error(), body);
    return s;
}

static void apply_text(cg_state *s, const char *move)
{
    cg_move m;
    ck_assert_msg(cg_move_from_string(s, move, &m) == CG_OK, "'%s': %s", move, cg_last_error());
    ck_assert_msg(cg_state_apply(s, m) == CG_OK, "'%s': %s", move, cg_last_error());
}

static cg_status try_move(cg_state *s, const char *move)
{
    cg_move m;
    cg_status st = cg_move_from_string(s, move, &m);
    return st != CG_OK ? st : cg_state_apply(s, m);
}

static cg_battleship_coord at(const char *text)
{
    cg_battleship_coord c = {-1, -1};
    ck_assert_int_eq(cg_battleship_coord_parse(text, &c), CG_OK);
    return c;
}

static char *render(const cg_state *s, int viewer)
{
    static char text[2][8192];
    static int which;
    which ^= 1;
    cg_state_render(s, viewer, text[which], sizeof text[which]);
    return text[which];
}

/* Two classic fleets: player 1's lie in rows 1, 3 and 5; player 2's mostly
   stand upright. */
#define FLEET1 "fleet1 A1 right F1 right A3 right E3 right H3 right A5 right D5 right F5 right H5 right J5 right\n"
#define FLEET2 "fleet2 A1 down C1 down E1 down G1 down I1 down C5 down E5 right G4 right I4 right J9 right\n"

/* A classic game in the firing phase, player 1 first, after `count` shots. */
static cg_state *firing_after(const cg_game *g, const char *shots, int count)
{
    char body[4096];
    snprintf(body, sizeof body, "first 1\n" FLEET1 FLEET2 "shots %s\nturn %d\n", shots,
             count % 2 + 1);
    return load_state(g, body);
}

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
    assert_refused("width=0", CG_EINVAL, "battleship: parameter 'width' must be from 1 to 26, not 0");
    assert_refused("height=27", CG_EINVAL,
                   "battleship: parameter 'height' must be from 1 to 26, not 27");
    assert_refused("width=ten", CG_EINVAL,
                   "battleship: parameter 'width' wants an integer from 1 to 26, not 'ten'");
    assert_refused("wins=0", CG_EINVAL, "battleship: parameter 'wins' must be from 1 to 1000, not 0");
    assert_refused("fleet=", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''");
    assert_refused("fleet=4,,3", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''");
    assert_refused("fleet=4,3,", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''");
    assert_refused("fleet=0", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not '0'");
    assert_refused("fleet=27", CG_EINVAL,
                   "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not '27'");
    assert_refused("fleet=4 3", CG_EINVAL,
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
    assert_refused("width=4;height=4;fleet=5", CG_EINVAL,
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
    char text[8];
    ck_assert_uint_eq(cg_battleship_coord_text((cg_battleship_coord){9, 9}, text, sizeof text), 3);
    ck_assert_str_eq(text, "J10");
    ck_assert_uint_eq(cg_battleship_coord_text((cg_battleship_coord){0, 7}, text, 2), 2);
    ck_assert_str_eq(text, "A");
}
END_TEST

START_TEST(test_malformed_coordinates_are_refused)
{
    const char *bad[] = {"", "A", "8", "A0", "A01", "A27", "a8", "8A", "AA1", " A8", "A8 ",
                         "A-1", "A+1", "[1", "A1x", "A100", "A\x01"};
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
    const char *cells[4][3] = {{"A1", "B1", "C1"}, {"G1", "G2", "G3"}, {"C7", "B7", "A7"},
                               {"G7", "G6", "G5"}};
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
    apply_text(s, "place A1 right"); /* A1..D1 */
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
                                      "player 1's fleet cannot be placed");
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
    small_board base = {cg_battleship_width(g), cg_battleship_height(g),
                        cg_battleship_ship_count(g), {0}, {{0}}};
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

START_TEST(test_malformed_move_texts_are_parse_errors)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 3);
    const char *bad[] = {"",          "place",           "place A1",       "place A1 sideways",
                         "place random now", "place A1 right up", "fire",  "fire A1 A2",
                         "shoot A1",  "fire a1",         "PLACE A1 right", "place A0 right",
                         "fire AA1",  "place\tA1 right", "random"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cg_move m = 77;
        ck_assert_msg(cg_move_from_string(s, bad[i], &m) == CG_EPARSE, "'%s'", bad[i]);
        ck_assert_uint_eq(m, 77);
    }
    cg_move m;
    cg_move_from_string(s, "fire a1", &m);
    ck_assert_str_eq(cg_last_error(), "battleship: 'fire a1' is not a move (place <A1..Z26> "
                                      "<right|down|left|up>, place random, fire <A1..Z26>)");
    /* Extra spaces between the words are fine. */
    ck_assert_int_eq(cg_move_from_string(s, "  place   A1   right ", &m), CG_OK);
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
    ck_assert_str_eq(cg_last_error(), "battleship: player 2 has already fired at A1");
    apply_text(s, "fire B7");
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 98);
    ck_assert_int_eq(try_move(s, "fire B7"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: player 1 has already fired at B7");
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
    ck_assert_str_eq(cg_last_error(), "battleship: player 1 is placing ships; no shots yet");
    cg_state_free(s);
    s = firing_after(g, "", 0);
    ck_assert_int_eq(try_move(s, "place random"), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "battleship: the fleets are placed; player 1 fires");
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
    ck_assert_ptr_nonnull(strstr(render(s, 1), "Game over: player 1 sank the whole fleet\n"));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- what each player sees ---- */

START_TEST(test_render_shows_the_two_boards_side_by_side_as_the_seed)
{
    /* The seed's Humano shows the enemy board as we know it ('.' a miss, 'X' a
       hit) beside our own ('O' a ship, 'X' a hit, '.' the enemy's misses), under
       the header ABCDEFGHIJ, with row numbers. */
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "A1 J10 J9 A1", 4);
    ck_assert_str_eq(render(s, 0), "Battleship 10x10, fleet 4,3,3,2,2,2,1,1,1,1\n"
                                   "Last shot: player 2 at A1, tocado\n"
                                   "Player 1 has sunk 1 of 10 ships\n"
                                   "Player 2 has sunk 0 of 10 ships\n"
                                   "Player 1 fires (shot 5)\n"
                                   "Left: player 2's board as player 1 knows it. Right: player "
                                   "1's board.\n"
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
                                                "Last shot: player 2 at A1, tocado\n"
                                                "Player 1 has sunk 1 of 10 ships\n"
                                                "Player 2 has sunk 0 of 10 ships\n"
                                                "Player 1 fires (shot 5)\n"
                                                "Left: player 1's board. Right: player 2's "
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
             "Player 1 places ship 2 of 3 (length 2)\n"
             "Player %d fires first\n"
             "Left: player 2's board as player 1 knows it. Right: player 1's board.\n"
             "   ABCDEF      ABCDEF\n"
             " 1           1 OOO\n"
             " 2           2\n"
             " 3           3\n"
             " 4           4\n",
             cg_battleship_first_shooter(a) + 1);
    ck_assert_str_eq(render(a, 0), expected);
    ck_assert_ptr_nonnull(strstr(render(a, 1), "Player 1 is placing the fleet\n"));
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
                      "saved state, line 6: 'first' needs player 1 or 2, not '3'");
    assert_load_fails(g, "first 1\nfleet2\nfleet1\nshots\nturn 1\n",
                      "saved state, line 7: expected 'fleet1', found 'fleet2'");
    assert_load_fails(g, "first 1\nfleet1 A1\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: ship 1 needs a direction after its coordinate");
    assert_load_fails(g, "first 1\nfleet1 A1 sideways\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: 'sideways' is not a direction (right, down, left, "
                      "up)");
    assert_load_fails(g, "first 1\nfleet1 a1 right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: 'a1' is not a coordinate (A1..Z26)");
    assert_load_fails(g, "first 1\nfleet1 K1 right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: K1 is off the 10x10 board");
    assert_load_fails(g, "first 1\nfleet1 H1 right\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: ship 1 (length 4) leaves the board");
    assert_load_fails(g, "first 1\nfleet1 A1 right E2 down\nfleet2\nshots\nturn 1\n",
                      "saved state, line 7: ship 2 touches an earlier ship");
    assert_load_fails(g, "first 1\nfleet1\nfleet2 A1 right\nshots\nturn 1\n",
                      "saved state, line 8: player 2 places ships before player 1's fleet is "
                      "complete");
    assert_load_fails(g,
                      "first 1\n" FLEET1 "fleet2\nshots A1\nturn 2\n",
                      "saved state, line 9: a shot before both fleets are placed");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots A1 B1 A1\nturn 2\n",
                      "saved state, line 9: player 1 fires at A1 twice");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots A1 K1\nturn 1\n",
                      "saved state, line 9: K1 is off the 10x10 board");
    assert_load_fails(g, "first 1\n" FLEET1 FLEET2 "shots A1 B1\nturn 2\n",
                      "saved state, line 10: the turn is player 1, not 2");
    assert_load_fails(g, "first 1\n" FLEET1 "fleet2\nshots\nturn 1\n",
                      "saved state, line 10: the turn is player 2, not 1");
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
                      "saved state, line 10: the winner is player 2, not 1");
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

/* ---- boards: the framework's Tablero ---- */

static cg_battleship_board *new_board(const cg_game *g)
{
    cg_battleship_board *b = NULL;
    ck_assert_int_eq(cg_battleship_board_new(g, &b), CG_OK);
    return b;
}

START_TEST(test_board_pertenece_gives_the_section_of_the_ship)
{
    /* "si llamamos a Pertenece con las coordenadas "D3", (3,2), tendremos como
       resultado el valor 2": a ship from B3 to the right. */
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("B3"), 4, CG_BATTLESHIP_RIGHT), CG_OK);
    int section = -1;
    ck_assert_int_eq(cg_battleship_board_ship_at(b, at("D3"), &section), 0);
    ck_assert_int_eq(section, 2);
    ck_assert_int_eq(cg_battleship_board_ship_at(b, at("B3"), &section), 0);
    ck_assert_int_eq(section, 0);
    ck_assert_int_eq(cg_battleship_board_ship_at(b, at("F3"), NULL), -1);
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_read_and_write_cells)
{
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    ck_assert_int_eq(cg_battleship_board_read(b, at("A1")), CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_board_write(b, at("A1"), CG_BATTLESHIP_WATER),
                     CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_board_write(b, at("A1"), CG_BATTLESHIP_HIT), CG_BATTLESHIP_WATER);
    ck_assert_int_eq(cg_battleship_board_read(b, at("A1")), CG_BATTLESHIP_HIT);
    ck_assert_int_eq(cg_battleship_board_read(b, at("K1")), CG_BATTLESHIP_INVALID);
    ck_assert_int_eq(cg_battleship_board_read(b, (cg_battleship_coord){-1, 0}),
                     CG_BATTLESHIP_INVALID);
    ck_assert_int_eq(cg_battleship_board_write(b, at("A11"), CG_BATTLESHIP_WATER),
                     CG_BATTLESHIP_INVALID);
    ck_assert_int_eq(cg_battleship_board_write(b, at("A2"), CG_BATTLESHIP_INVALID), -1);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_write: 5 is not a cell content (0..4)");
    ck_assert_int_eq(cg_battleship_board_read(b, at("A2")), CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_board_clear(b), CG_OK);
    ck_assert_int_eq(cg_battleship_board_read(b, at("A1")), CG_BATTLESHIP_FREE);
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_a_ship_off_the_board_is_barco_fuera_de_tablero)
{
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("H1"), 4, CG_BATTLESHIP_RIGHT),
                     CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "Barco fuera de tablero");
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("A2"), 4, CG_BATTLESHIP_UP), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "Barco fuera de tablero");
    ck_assert_int_eq(cg_battleship_board_ships_placed(b), 0);
    ck_assert_int_eq(cg_battleship_board_read(b, at("H1")), CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 10, at("A1"), 1, 0), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_place_ship: no ship 10 in a fleet of 10");
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("A1"), 0, 0), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_place_ship: length 0 is not 1..26");
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("A1"), 1, 4), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_board_place_ship: 4 is not a direction (0..3)");
    /* Placing ship n again moves it. */
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("A1"), 2, CG_BATTLESHIP_DOWN), CG_OK);
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("C1"), 2, CG_BATTLESHIP_DOWN), CG_OK);
    ck_assert_int_eq(cg_battleship_board_read(b, at("A1")), CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_board_read(b, at("C2")), CG_BATTLESHIP_SHIP);
    ck_assert_int_eq(cg_battleship_board_ships_placed(b), 1);
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_colision_finds_ships_that_overlap_or_touch)
{
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    cg_battleship_board_place_ship(b, 0, at("A1"), 4, CG_BATTLESHIP_RIGHT);
    cg_battleship_board_place_ship(b, 1, at("F1"), 3, CG_BATTLESHIP_RIGHT);
    ck_assert_int_eq(cg_battleship_board_collision(b), 0);
    cg_battleship_board_place_ship(b, 2, at("E2"), 3, CG_BATTLESHIP_DOWN); /* diagonal to D1 */
    ck_assert_int_eq(cg_battleship_board_collision(b), 1);
    cg_battleship_board_place_ship(b, 2, at("E3"), 3, CG_BATTLESHIP_DOWN);
    ck_assert_int_eq(cg_battleship_board_collision(b), 0);
    cg_battleship_board_place_ship(b, 3, at("B1"), 2, CG_BATTLESHIP_DOWN); /* across A1..D1 */
    ck_assert_int_eq(cg_battleship_board_collision(b), 1);
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_comprobar_barco_says_when_a_ship_sinks)
{
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    cg_battleship_board_place_ship(b, 3, at("C5"), 2, CG_BATTLESHIP_DOWN);
    ck_assert_int_eq(cg_battleship_board_check_ship(b, at("A1")), 0); /* no ship */
    ck_assert_int_eq(cg_battleship_board_check_ship(b, at("C6")), 0); /* only hit */
    ck_assert_int_eq(cg_battleship_board_check_ship(b, at("C6")), 0); /* hit before */
    ck_assert_int_eq(cg_battleship_board_ships_sunk(b), 0);
    ck_assert_int_eq(cg_battleship_board_check_ship(b, at("C5")), 1); /* sunk */
    ck_assert_int_eq(cg_battleship_board_check_ship(b, at("C5")), 0);
    ck_assert_int_eq(cg_battleship_board_ships_sunk(b), 1);
    /* Cells are the caller's (the referee's) business. */
    ck_assert_int_eq(cg_battleship_board_read(b, at("C5")), CG_BATTLESHIP_SHIP);
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_fire_answers_as_the_referee)
{
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    cg_battleship_board_place_ship(b, 0, at("A1"), 2, CG_BATTLESHIP_RIGHT);
    ck_assert_int_eq(cg_battleship_board_fire(b, at("C3")), CG_BATTLESHIP_WATER);
    ck_assert_int_eq(cg_battleship_board_read(b, at("C3")), CG_BATTLESHIP_WATER);
    ck_assert_int_eq(cg_battleship_board_fire(b, at("C3")), CG_BATTLESHIP_WATER);
    ck_assert_int_eq(cg_battleship_board_fire(b, at("A1")), CG_BATTLESHIP_HIT);
    ck_assert_int_eq(cg_battleship_board_fire(b, at("A1")), CG_BATTLESHIP_HIT);
    ck_assert_int_eq(cg_battleship_board_fire(b, at("B1")), CG_BATTLESHIP_SUNK);
    ck_assert_int_eq(cg_battleship_board_read(b, at("A1")), CG_BATTLESHIP_SUNK);
    ck_assert_int_eq(cg_battleship_board_fire(b, at("B1")), CG_BATTLESHIP_SUNK);
    ck_assert_int_eq(cg_battleship_board_fire(b, at("K1")), CG_BATTLESHIP_INVALID);
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_from_a_state_holds_its_fleet_and_the_shots_received)
{
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "A3 J10 A1 I10 A4 H10 A2 A1", 8);
    cg_battleship_board *b = new_board(g);
    for (int p = 0; p < 2; p++) {
        ck_assert_int_eq(cg_battleship_board_from_state(b, s, p), CG_OK);
        ck_assert_int_eq(cg_battleship_board_ships_placed(b), 10);
        ck_assert_int_eq(cg_battleship_board_ships_sunk(b), cg_battleship_ships_sunk(s, p));
        ck_assert_int_eq(cg_battleship_board_collision(b), 0);
        for (int y = 0; y < 10; y++)
            for (int x = 0; x < 10; x++) {
                cg_battleship_coord c = {x, y};
                ck_assert_int_eq(cg_battleship_board_read(b, c), cg_battleship_cell_at(s, p, c));
            }
    }
    cg_game *small = new_game("width=9");
    cg_battleship_board *other = new_board(small);
    ck_assert_int_eq(cg_battleship_board_from_state(other, s, 0), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_from_state: a 9x10 board of 10 ships "
                                      "cannot hold a state of a 10x10 game of 10 ships");
    ck_assert_int_eq(cg_battleship_board_from_state(b, s, 2), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_from_state: no player 2 (0 or 1)");
    cg_battleship_board_free(other);
    cg_game_free(small);
    cg_battleship_board_free(b);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_functions_reject_null_and_other_games)
{
    cg_battleship_board *b = (cg_battleship_board *)1;
    cg_game *war = NULL;
    ck_assert_int_eq(cg_game_new("war", NULL, &war), CG_OK);
    ck_assert_int_eq(cg_battleship_board_new(war, &b), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_new: game is 'war', not 'battleship'");
    ck_assert_int_eq(cg_battleship_board_new(NULL, &b), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_new: game is NULL");
    ck_assert_int_eq(cg_battleship_board_new(war, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_new: out is NULL");
    cg_battleship_board_free(NULL);
    ck_assert_int_eq(cg_battleship_board_clear(NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_clear: board is NULL");
    ck_assert_int_eq(cg_battleship_board_read(NULL, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_board_write(NULL, (cg_battleship_coord){0, 0}, 1), -1);
    ck_assert_int_eq(cg_battleship_board_place_ship(NULL, 0, (cg_battleship_coord){0, 0}, 1, 0),
                     CG_EINVAL);
    ck_assert_int_eq(cg_battleship_board_collision(NULL), -1);
    ck_assert_int_eq(cg_battleship_board_check_ship(NULL, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_board_ship_at(NULL, (cg_battleship_coord){0, 0}, NULL), -1);
    ck_assert_int_eq(cg_battleship_board_fire(NULL, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_board_ships_placed(NULL), -1);
    ck_assert_int_eq(cg_battleship_board_ships_sunk(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_ships_sunk: board is NULL");
    cg_game *g = new_game(NULL);
    cg_battleship_board *real = new_board(g);
    cg_state *ws = NULL;
    cg_state_new(war, 1, &ws);
    ck_assert_int_eq(cg_battleship_board_from_state(real, ws, 0), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_board_from_state: state of 'war', not 'battleship'");
    ck_assert_int_eq(cg_battleship_board_from_state(NULL, ws, 0), CG_EINVAL);
    ck_assert_int_eq(cg_battleship_board_from_state(real, NULL, 0), CG_EINVAL);
    cg_state_free(ws);
    cg_battleship_board_free(real);
    cg_game_free(g);
    cg_game_free(war);
}
END_TEST

/* ---- the referee, with scripted players ---- */

/* A player that places a given fleet and fires given shots, repeating the
   last one when they run out, and records what it is told. */
typedef struct scripted {
    int fleet[8][3]; /* x, y, direction; -9 leaves the outputs unwritten */
    int ships;
    int shots[64][2];
    int shot_count, next_shot;
    int break_every, break_when; /* from game 1: games where game % every == when
                                    place ship 0 off the board */
    int games, asked_ships, answers[256], answered, informed[256][2], informs;
} scripted;

static void s_new_game(void *user, const cg_game *game, uint64_t seed)
{
    (void)game;
    (void)seed;
    scripted *p = user;
    p->games++;
    p->next_shot = 0;
}

static void s_place_ship(void *user, int n, int *x, int *y, int *dir)
{
    scripted *p = user;
    p->asked_ships++;
    if (n >= p->ships || p->fleet[n][0] == -9)
        return;
    *x = p->fleet[n][0];
    *y = p->fleet[n][1];
    *dir = p->fleet[n][2];
    if (n == 0 && p->break_every && p->games % p->break_every == p->break_when)
        *x = 25;
}

static void s_choose_shot(void *user, int *x, int *y)
{
    scripted *p = user;
    int i = p->next_shot < p->shot_count ? p->next_shot++ : p->shot_count - 1;
    *x = p->shots[i][0];
    *y = p->shots[i][1];
}

static void s_inform(void *user, int x, int y)
{
    scripted *p = user;
    if (p->informs < 256) {
        p->informed[p->informs][0] = x;
        p->informed[p->informs][1] = y;
    }
    p->informs++;
}

static void s_respond(void *user, int x, int y, int answer)
{
    (void)x;
    (void)y;
    scripted *p = user;
    if (p->answered < 256)
        p->answers[p->answered] = answer;
    p->answered++;
}

static cg_battleship_player as_player(scripted *p)
{
    return (cg_battleship_player){p, s_new_game, s_place_ship, s_choose_shot, s_inform, s_respond};
}

/* On 4 x 3 with ships of 2 and 1: fleet A is A1-B1 and D3, fleet B is A3-B3
   and D1. Each sinks the other's fleet in three shots. */
#define REFEREE_GAME "width=4;height=3;fleet=2,1"
static scripted fleet_a(void)
{
    return (scripted){.fleet = {{0, 0, 0}, {3, 2, 0}},
                      .ships = 2,
                      .shots = {{0, 2}, {1, 2}, {3, 0}},
                      .shot_count = 3};
}
static scripted fleet_b(void)
{
    return (scripted){.fleet = {{0, 2, 0}, {3, 0, 0}},
                      .ships = 2,
                      .shots = {{0, 0}, {1, 0}, {3, 2}},
                      .shot_count = 3};
}

static cg_battleship_match_result match(const cg_game *g, scripted *a, scripted *b, int starter)
{
    cg_battleship_player players[2] = {as_player(a), as_player(b)};
    cg_battleship_match_result r;
    ck_assert_int_eq(cg_battleship_match(g, players, starter, 7, &r), CG_OK);
    return r;
}

START_TEST(test_referee_plays_until_a_fleet_is_sunk)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    b.shots[0][0] = 2; /* C1, C2: water */
    b.shots[1][0] = 2;
    b.shots[1][1] = 1;
    cg_battleship_match_result r = match(g, &a, &b, 0);
    ck_assert_int_eq(r.winner, 0);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_FLEET_SUNK);
    ck_assert(r.shots[0] == 3 && r.shots[1] == 2);
    ck_assert(r.sunk[0] == 2 && r.sunk[1] == 0);
    ck_assert(r.infraction[0] == 0 && r.infraction[1] == 0);
    ck_assert(a.games == 1 && b.games == 1 && a.asked_ships == 2 && b.asked_ships == 2);
    /* Responder: the answers to our shots; Informar: where the opponent fired. */
    ck_assert_int_eq(a.answered, 3);
    ck_assert(a.answers[0] == CG_BATTLESHIP_HIT && a.answers[1] == CG_BATTLESHIP_SUNK &&
              a.answers[2] == CG_BATTLESHIP_SUNK);
    ck_assert(b.answered == 2 && b.answers[0] == CG_BATTLESHIP_WATER);
    ck_assert_int_eq(b.informs, 3);
    ck_assert(b.informed[2][0] == 3 && b.informed[2][1] == 0);
    ck_assert_int_eq(a.informs, 2);
    ck_assert(a.informed[1][0] == 2 && a.informed[1][1] == 1);
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_lets_the_starter_fire_first)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    cg_battleship_match_result r = match(g, &a, &b, 1);
    ck_assert_int_eq(r.starter, 1);
    ck_assert_int_eq(r.winner, 1);
    ck_assert(r.shots[0] == 2 && r.shots[1] == 3);
    a = fleet_a();
    b = fleet_b();
    r = match(g, &a, &b, 0);
    ck_assert_int_eq(r.winner, 0);
    ck_assert(r.shots[0] == 3 && r.shots[1] == 2);
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_a_fleet_off_the_board_is_an_infraction)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.fleet[0][0] = 3; /* D1 to the right: off the board */
    cg_battleship_match_result r = match(g, &a, &b, 0);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_INFRACTION);
    ck_assert_int_eq(r.winner, CG_PLAYER_NONE);
    ck_assert(r.infraction[0] == 1 && r.infraction[1] == 0);
    ck_assert(r.shots[0] == 0 && r.shots[1] == 0);
    /* Every ship is still asked for, and no shot. */
    ck_assert(a.asked_ships == 2 && b.asked_ships == 2);
    ck_assert(a.answered == 0 && b.answered == 0);
    /* Outputs left unwritten, or a direction that is none, are off the board too. */
    a = fleet_a();
    b = fleet_b();
    a.fleet[1][0] = -9;
    b.fleet[0][2] = 7;
    r = match(g, &a, &b, 0);
    ck_assert(r.infraction[0] == 1 && r.infraction[1] == 1);
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_a_fleet_touching_itself_is_an_infraction)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    b.fleet[1][0] = 2; /* C2, diagonal to B3 */
    b.fleet[1][1] = 1;
    cg_battleship_match_result r = match(g, &a, &b, 1);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_INFRACTION);
    ck_assert(r.infraction[0] == 0 && r.infraction[1] == 1);
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_a_shot_off_the_board_loses_the_game)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.shots[1][0] = 4; /* E3 */
    cg_battleship_match_result r = match(g, &a, &b, 0);
    ck_assert_int_eq(r.winner, 1);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_OFF_BOARD);
    ck_assert(r.shots[0] == 2 && r.shots[1] == 1);
    ck_assert_int_eq(a.answers[1], CG_BATTLESHIP_INVALID); /* novalido */
    ck_assert_int_eq(b.informs, 1);                        /* the losing shot is not reported */
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_a_shot_at_a_ship_already_hit_loses_the_game)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.shots[1][0] = 0; /* A3 again */
    cg_battleship_match_result r = match(g, &a, &b, 0);
    ck_assert_int_eq(r.winner, 1);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_REPEATED_HIT);
    ck_assert_int_eq(a.answers[0], CG_BATTLESHIP_HIT);
    ck_assert_int_eq(a.answers[1], CG_BATTLESHIP_INVALID);
    /* A sunk cell counts as hit. */
    a = fleet_a();
    b = fleet_b();
    a.shots[0][0] = 3; /* D1 sinks the ship of 1, then D1 again */
    a.shots[0][1] = 0;
    a.shots[1][0] = 3;
    a.shots[1][1] = 0;
    r = match(g, &a, &b, 0);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_REPEATED_HIT);
    ck_assert_int_eq(r.winner, 1);
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_a_repeated_shot_into_water_is_answered_agua_again)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.shots[0][0] = 2; /* C1 twice, then the three winning shots */
    a.shots[0][1] = 0;
    a.shots[1][0] = 2;
    a.shots[1][1] = 0;
    a.shots[2][0] = 0;
    a.shots[2][1] = 2;
    a.shots[3][0] = 1;
    a.shots[3][1] = 2;
    a.shots[4][0] = 3;
    a.shots[4][1] = 0;
    a.shot_count = 5;
    b.shots[0][0] = 2; /* C3 forever: water */
    b.shots[0][1] = 2;
    b.shot_count = 1;
    cg_battleship_match_result r = match(g, &a, &b, 0);
    ck_assert(a.answers[0] == CG_BATTLESHIP_WATER && a.answers[1] == CG_BATTLESHIP_WATER);
    ck_assert_int_eq(r.winner, 0);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_FLEET_SUNK);
    ck_assert(r.shots[0] == 5 && r.shots[1] == 4);
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_never_hangs_on_players_that_only_fire_into_water)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.shots[0][0] = 2; /* C1 forever */
    a.shots[0][1] = 0;
    a.shot_count = 1;
    b.shots[0][0] = 2; /* C3 forever */
    b.shots[0][1] = 2;
    b.shot_count = 1;
    cg_battleship_match_result r = match(g, &a, &b, 0);
    /* The starter reaches 4 x width x height shots first. */
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_SHOT_LIMIT);
    ck_assert_int_eq(r.winner, 1);
    ck_assert(r.shots[0] == 48 && r.shots[1] == 47);
    cg_game_free(g);
}
END_TEST

START_TEST(test_referee_rejects_bad_arguments)
{
    cg_game *g = new_game(REFEREE_GAME), *war = NULL;
    cg_game_new("war", NULL, &war);
    scripted a = fleet_a(), b = fleet_b();
    cg_battleship_player players[2] = {as_player(&a), as_player(&b)};
    cg_battleship_match_result r = {.winner = 42};
    ck_assert_int_eq(cg_battleship_match(NULL, players, 0, 1, &r), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_match: game is NULL");
    ck_assert_int_eq(cg_battleship_match(war, players, 0, 1, &r), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_match: game is 'war', not 'battleship'");
    ck_assert_int_eq(cg_battleship_match(g, NULL, 0, 1, &r), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_match: players is NULL");
    ck_assert_int_eq(cg_battleship_match(g, players, 2, 1, &r), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_match: starter 2 is not player 0 or 1");
    ck_assert_int_eq(cg_battleship_match(g, players, 0, 1, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_match: result is NULL");
    players[1].respond = NULL;
    ck_assert_int_eq(cg_battleship_match(g, players, 0, 1, &r), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_match: player 1 has no respond callback");
    players[0].new_game = NULL;
    ck_assert_int_eq(cg_battleship_match(g, players, 0, 1, &r), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_match: player 0 has no new_game callback");
    ck_assert_int_eq(r.winner, 42);
    ck_assert_int_eq(a.games + b.games, 0);
    cg_game_free(war);
    cg_game_free(g);
}
END_TEST

/* ---- tournaments ---- */

typedef struct report_log {
    int count;
    int winners[64];
    int ends[64];
    int starters[64];
} report_log;

static void log_game(void *user, int index, const cg_battleship_match_result *r)
{
    report_log *log = user;
    ck_assert_int_eq(index, log->count);
    if (log->count < 64) {
        log->winners[log->count] = r->winner;
        log->ends[log->count] = r->end;
        log->starters[log->count] = r->starter;
    }
    log->count++;
}

static cg_battleship_tournament_result tournament(const cg_game *g, scripted *a, scripted *b,
                                                  int wins, report_log *log)
{
    cg_battleship_player players[2] = {as_player(a), as_player(b)};
    cg_battleship_tournament_result t;
    ck_assert_int_eq(cg_battleship_tournament(g, players, wins, 3, log ? log_game : NULL, log, &t),
                     CG_OK);
    return t;
}

START_TEST(test_tournament_goes_to_the_first_with_wins_games_starters_alternating)
{
    /* Each player wins the games it starts: 1-0, 1-1, 2-1, 2-2, 3-2. */
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    report_log log = {0};
    cg_battleship_tournament_result t = tournament(g, &a, &b, 3, &log);
    ck_assert_int_eq(t.winner, 0);
    ck_assert(t.wins[0] == 3 && t.wins[1] == 2);
    ck_assert(t.games == 5 && t.attempts == 5);
    ck_assert(t.infractions[0] == 0 && t.infractions[1] == 0);
    ck_assert_int_eq(log.count, 5);
    for (int i = 0; i < 5; i++) {
        ck_assert_int_eq(log.starters[i], i % 2);
        ck_assert_int_eq(log.winners[i], i % 2);
    }
    ck_assert_int_eq(a.games, 5);
    cg_game_free(g);
}
END_TEST

START_TEST(test_tournament_wins_zero_uses_the_game_parameter)
{
    cg_game *g = new_game(REFEREE_GAME ";wins=2");
    scripted a = fleet_a(), b = fleet_b();
    cg_battleship_tournament_result t = tournament(g, &a, &b, 0, NULL);
    ck_assert(t.wins[0] == 2 && t.wins[1] == 1 && t.winner == 0);
    cg_game_free(g);
}
END_TEST

START_TEST(test_tournament_an_infraction_replays_the_game)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.break_every = 100; /* only game 1 */
    a.break_when = 1;
    report_log log = {0};
    cg_battleship_tournament_result t = tournament(g, &a, &b, 3, &log);
    ck_assert_int_eq(log.ends[0], CG_BATTLESHIP_END_INFRACTION);
    ck_assert(t.infractions[0] == 1 && t.infractions[1] == 0);
    ck_assert(t.games == 5 && t.attempts == 6);
    /* The unplayed game does not count as a start: player 0 starts the next. */
    ck_assert(log.starters[0] == 0 && log.starters[1] == 0 && log.starters[2] == 1);
    ck_assert_int_eq(log.winners[1], 0);
    ck_assert_int_eq(t.winner, 0);
    cg_game_free(g);
}
END_TEST

START_TEST(test_tournament_a_player_breaking_the_rules_wins_times_in_a_row_loses)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.break_every = 1; /* every game */
    cg_battleship_tournament_result t = tournament(g, &a, &b, 4, NULL);
    ck_assert_int_eq(t.winner, 1);
    ck_assert(t.infractions[0] == 4 && t.infractions[1] == 0);
    ck_assert(t.games == 0 && t.attempts == 4);
    /* Both, every time: neither wins. */
    a = fleet_a();
    b = fleet_b();
    a.break_every = b.break_every = 1;
    t = tournament(g, &a, &b, 4, NULL);
    ck_assert_int_eq(t.winner, CG_PLAYER_NONE);
    ck_assert(t.infractions[0] == 4 && t.infractions[1] == 4 && t.attempts == 4);
    cg_game_free(g);
}
END_TEST

START_TEST(test_tournament_ends_when_players_take_turns_breaking_the_rules)
{
    /* Player 0 breaks them in games 1 and 3, player 1 in game 2: three games
       unplayed in a row, player 1 with fewer infractions wins. */
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.break_every = b.break_every = 2;
    a.break_when = 1;
    b.break_when = 0;
    cg_battleship_tournament_result t = tournament(g, &a, &b, 3, NULL);
    ck_assert_int_eq(t.attempts, 3);
    ck_assert(t.infractions[0] == 2 && t.infractions[1] == 1);
    ck_assert_int_eq(t.winner, 1);
    cg_game_free(g);
}
END_TEST

START_TEST(test_tournament_rejects_bad_arguments)
{
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    cg_battleship_player players[2] = {as_player(&a), as_player(&b)};
    cg_battleship_tournament_result t = {.winner = 42};
    ck_assert_int_eq(cg_battleship_tournament(g, players, -1, 1, NULL, NULL, &t), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_tournament: wins -1 is not 1..1000 (or 0 for the game's)");
    ck_assert_int_eq(cg_battleship_tournament(g, players, 1001, 1, NULL, NULL, &t), CG_EINVAL);
    ck_assert_int_eq(cg_battleship_tournament(g, players, 3, 1, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_tournament: result is NULL");
    ck_assert_int_eq(cg_battleship_tournament(NULL, players, 3, 1, NULL, NULL, &t), CG_EINVAL);
    ck_assert_int_eq(cg_battleship_tournament(g, NULL, 3, 1, NULL, NULL, &t), CG_EINVAL);
    players[0].choose_shot = NULL;
    ck_assert_int_eq(cg_battleship_tournament(g, players, 3, 1, NULL, NULL, &t), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_tournament: player 0 has no choose_shot callback");
    ck_assert_int_eq(t.winner, 42);
    cg_game_free(g);
}
END_TEST

/* ---- built-in players ---- */

static cg_battleship_player builtin(const char *name)
{
    cg_battleship_player p;
    ck_assert_int_eq(cg_battleship_player_new(name, &p), CG_OK);
    return p;
}

START_TEST(test_builtin_players_place_a_legal_fleet)
{
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    const char *names[2] = {"random", "hunter"};
    for (int k = 0; k < 2; k++) {
        cg_battleship_player p = builtin(names[k]);
        for (uint64_t seed = 0; seed < 30; seed++) {
            p.new_game(p.user, g, seed);
            cg_battleship_board_clear(b);
            for (int n = 0; n < 10; n++) {
                int x = -1, y = -1, dir = -1;
                p.place_ship(p.user, n, &x, &y, &dir);
                ck_assert_int_eq(cg_battleship_board_place_ship(b, n, (cg_battleship_coord){x, y},
                                                                cg_battleship_ship_length(g, n),
                                                                dir),
                                 CG_OK);
            }
            ck_assert_int_eq(cg_battleship_board_collision(b), 0);
        }
        cg_battleship_player_free(&p);
        ck_assert_ptr_null(p.user);
    }
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_random_player_fires_at_each_cell_once)
{
    cg_game *g = new_game(NULL);
    cg_battleship_player p = builtin("random");
    p.new_game(p.user, g, 5);
    int seen[10][10] = {{0}};
    for (int i = 0; i < 100; i++) {
        int x = -1, y = -1;
        p.choose_shot(p.user, &x, &y);
        ck_assert(x >= 0 && x < 10 && y >= 0 && y < 10);
        ck_assert_int_eq(seen[y][x]++, 0);
        p.respond(p.user, x, y, CG_BATTLESHIP_WATER);
    }
    int x = -1, y = -1;
    p.choose_shot(p.user, &x, &y); /* nothing left: nothing written */
    ck_assert(x == -1 && y == -1);
    cg_battleship_player_free(&p);
    cg_game_free(g);
}
END_TEST

/* The hunter's next shots, all answered with water, never at `forbidden`. */
static void assert_never_fires_at(cg_battleship_player *p, const char *const *forbidden, int n,
                                  int shots)
{
    for (int i = 0; i < shots; i++) {
        int x = -1, y = -1;
        p->choose_shot(p->user, &x, &y);
        for (int k = 0; k < n; k++) {
            cg_battleship_coord c = at(forbidden[k]);
            ck_assert_msg(!(c.x == x && c.y == y), "fired at %s", forbidden[k]);
        }
        p->respond(p->user, x, y, CG_BATTLESHIP_WATER);
    }
}

START_TEST(test_hunter_marks_the_corners_of_a_hit_as_water)
{
    /* "cuando tocamos un barco por primera vez, podemos estar seguros de que no
       existirán casillas con barco en ninguna de las diagonales" */
    cg_game *g = new_game(NULL);
    cg_battleship_player p = builtin("hunter");
    p.new_game(p.user, g, 5);
    p.respond(p.user, 4, 4, CG_BATTLESHIP_HIT); /* E5 */
    int x, y;
    p.choose_shot(p.user, &x, &y); /* next to the hit */
    ck_assert_int_eq(abs(x - 4) + abs(y - 4), 1);
    const char *corners[4] = {"D4", "F4", "D6", "F6"};
    assert_never_fires_at(&p, corners, 4, 95);
    cg_battleship_player_free(&p);
    cg_game_free(g);
}
END_TEST

START_TEST(test_hunter_marks_the_cells_around_a_sunk_ship_as_water)
{
    /* "En el caso de hundido, marcaremos como agua las casillas alrededor" */
    cg_game *g = new_game(NULL);
    cg_battleship_player p = builtin("hunter");
    p.new_game(p.user, g, 6);
    p.respond(p.user, 4, 4, CG_BATTLESHIP_HIT);  /* E5 */
    p.respond(p.user, 5, 4, CG_BATTLESHIP_SUNK); /* F5: a ship E5-F5 sunk */
    const char *around[10] = {"D4", "E4", "F4", "G4", "D5", "G5", "D6", "E6", "F6", "G6"};
    assert_never_fires_at(&p, around, 10, 88);
    cg_battleship_player_free(&p);
    cg_game_free(g);
}
END_TEST

START_TEST(test_hunter_fires_along_the_line_of_its_hits)
{
    cg_game *g = new_game(NULL);
    cg_battleship_player p = builtin("hunter");
    for (uint64_t seed = 0; seed < 20; seed++) {
        p.new_game(p.user, g, seed);
        p.respond(p.user, 4, 4, CG_BATTLESHIP_HIT); /* E5 */
        p.respond(p.user, 4, 5, CG_BATTLESHIP_HIT); /* E6 */
        int x, y;
        p.choose_shot(p.user, &x, &y);
        ck_assert(x == 4 && (y == 3 || y == 6)); /* E4 or E7 */
    }
    cg_battleship_player_free(&p);
    cg_game_free(g);
}
END_TEST

/* Shots a built-in player needs to sink a random classic fleet alone. */
static int shots_to_sink(const cg_game *g, cg_battleship_player *shooter,
                         cg_battleship_player *placer, uint64_t seed)
{
    cg_battleship_board *b = new_board(g);
    placer->new_game(placer->user, g, seed * 2 + 1);
    shooter->new_game(shooter->user, g, seed * 2);
    for (int n = 0; n < cg_battleship_ship_count(g); n++) {
        int x, y, dir;
        placer->place_ship(placer->user, n, &x, &y, &dir);
        cg_battleship_board_place_ship(b, n, (cg_battleship_coord){x, y},
                                       cg_battleship_ship_length(g, n), dir);
    }
    int shots = 0;
    while (cg_battleship_board_ships_sunk(b) < cg_battleship_ship_count(g) && shots < 1000) {
        int x = -1, y = -1;
        shooter->choose_shot(shooter->user, &x, &y);
        shooter->respond(shooter->user, x, y, cg_battleship_board_fire(b, (cg_battleship_coord){x, y}));
        shots++;
    }
    cg_battleship_board_free(b);
    return shots;
}

START_TEST(test_hunter_beats_random_in_at_least_90_percent_of_1000_games)
{
    cg_game *g = new_game(NULL);
    cg_battleship_player players[2] = {builtin("hunter"), builtin("random")};
    int hunter_wins = 0;
    for (int i = 0; i < 1000; i++) {
        cg_battleship_match_result r;
        ck_assert_int_eq(cg_battleship_match(g, players, i % 2, (uint64_t)i, &r), CG_OK);
        ck_assert_int_eq(r.end, CG_BATTLESHIP_END_FLEET_SUNK);
        hunter_wins += r.winner == 0;
    }
    ck_assert_int_ge(hunter_wins, 900);
    cg_battleship_player_free(&players[0]);
    cg_battleship_player_free(&players[1]);
    cg_game_free(g);
}
END_TEST

START_TEST(test_hunter_sinks_the_classic_fleet_in_fewer_shots_than_random)
{
    cg_game *g = new_game(NULL);
    cg_battleship_player hunter = builtin("hunter"), random = builtin("random");
    cg_battleship_player placer = builtin("random");
    long hunter_shots = 0, random_shots = 0;
    for (uint64_t seed = 0; seed < 1000; seed++) {
        int h = shots_to_sink(g, &hunter, &placer, seed);
        int r = shots_to_sink(g, &random, &placer, seed);
        ck_assert(h >= 20 && h <= 100 && r >= 20 && r <= 100);
        hunter_shots += h;
        random_shots += r;
    }
    ck_assert_int_lt(hunter_shots, random_shots);
    cg_battleship_player_free(&hunter);
    cg_battleship_player_free(&random);
    cg_battleship_player_free(&placer);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_player_can_face_itself)
{
    /* "Torneo torneo(new Jugador1, new Jugador1);" */
    cg_game *g = new_game(NULL);
    cg_battleship_player players[2] = {builtin("random"), builtin("random")};
    cg_battleship_tournament_result t;
    ck_assert_int_eq(cg_battleship_tournament(g, players, 0, 99, NULL, NULL, &t), CG_OK);
    ck_assert(t.winner == 0 || t.winner == 1);
    ck_assert_int_eq(t.wins[t.winner], 10);
    ck_assert_int_lt(t.wins[1 - t.winner], 10);
    ck_assert_int_eq(t.games, t.wins[0] + t.wins[1]);
    ck_assert_int_eq(t.attempts, t.games);
    cg_battleship_player_free(&players[0]);
    cg_battleship_player_free(&players[1]);
    cg_game_free(g);
}
END_TEST

START_TEST(test_builtin_player_names)
{
    cg_battleship_player p = {0};
    ck_assert_int_eq(cg_battleship_player_new("clever", &p), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_player_new: no built-in player 'clever' (random, hunter)");
    ck_assert_ptr_null(p.user);
    ck_assert_int_eq(cg_battleship_player_new(NULL, &p), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_player_new: name is NULL");
    ck_assert_int_eq(cg_battleship_player_new("random", NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_player_new: out is NULL");
    cg_battleship_player_free(NULL);
    cg_battleship_player_free(&p);
    p = builtin("hunter");
    cg_battleship_player_free(&p);
    cg_battleship_player_free(&p); /* zeroed: a second free is harmless */
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
    ck_assert_str_eq(cg_last_error(), "cg_battleship_state_phase: state of 'war', not 'battleship'");
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
    ck_assert_str_eq(cg_last_error(), "cg_battleship_ship_length: no ship 10 in a fleet of 10 (0..9)");
    ck_assert_int_eq(cg_battleship_ship_length(g, -1), -1);
    cg_state *s = firing_after(g, "A1", 1);
    ck_assert_int_eq(cg_battleship_ships_placed(s, 2), -1);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_ships_placed: no player 2 in battleship (0 or 1)");
    ck_assert_int_eq(cg_battleship_ships_sunk(s, -1), -1);
    ck_assert_int_eq(cg_battleship_cell_at(s, 2, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_cell_known(s, 0, 2, (cg_battleship_coord){0, 0}), -1);
    ck_assert_int_eq(cg_battleship_cell_known(s, 5, 0, (cg_battleship_coord){0, 0}), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_cell_known: no viewer 5 (CG_PLAYER_NONE, 0 or 1)");
    ck_assert_int_eq(cg_battleship_ship(s, 0, 10, NULL, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_battleship_ship: player 0 has placed 10 ships, no ship 10");
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
    Suite *suite = suite_create("battleship");
    struct {
        const char *name;
        const TTest *tests[16];
    } groups[] = {
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
        {"boards",
         {test_board_pertenece_gives_the_section_of_the_ship, test_board_read_and_write_cells,
          test_board_a_ship_off_the_board_is_barco_fuera_de_tablero,
          test_board_colision_finds_ships_that_overlap_or_touch,
          test_board_comprobar_barco_says_when_a_ship_sinks, test_board_fire_answers_as_the_referee,
          test_board_from_a_state_holds_its_fleet_and_the_shots_received,
          test_board_functions_reject_null_and_other_games}},
        {"referee",
         {test_referee_plays_until_a_fleet_is_sunk, test_referee_lets_the_starter_fire_first,
          test_referee_a_fleet_off_the_board_is_an_infraction,
          test_referee_a_fleet_touching_itself_is_an_infraction,
          test_referee_a_shot_off_the_board_loses_the_game,
          test_referee_a_shot_at_a_ship_already_hit_loses_the_game,
          test_referee_a_repeated_shot_into_water_is_answered_agua_again,
          test_referee_never_hangs_on_players_that_only_fire_into_water,
          test_referee_rejects_bad_arguments}},
        {"tournament",
         {test_tournament_goes_to_the_first_with_wins_games_starters_alternating,
          test_tournament_wins_zero_uses_the_game_parameter,
          test_tournament_an_infraction_replays_the_game,
          test_tournament_a_player_breaking_the_rules_wins_times_in_a_row_loses,
          test_tournament_ends_when_players_take_turns_breaking_the_rules,
          test_tournament_rejects_bad_arguments, test_a_player_can_face_itself}},
        {"players",
         {test_builtin_players_place_a_legal_fleet, test_random_player_fires_at_each_cell_once,
          test_hunter_marks_the_corners_of_a_hit_as_water,
          test_hunter_marks_the_cells_around_a_sunk_ship_as_water,
          test_hunter_fires_along_the_line_of_its_hits,
          test_hunter_beats_random_in_at_least_90_percent_of_1000_games,
          test_hunter_sinks_the_classic_fleet_in_fewer_shots_than_random,
          test_builtin_player_names}},
        {"typed api", {test_typed_functions_reject_null_and_other_games_states_and_players}},
    };
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        TCase *tc = tcase_create(groups[i].name);
        tcase_set_timeout(tc, 300);
        for (int k = 0; groups[i].tests[k]; k++)
            _tcase_add_test(tc, groups[i].tests[k], 0, 0, 0, 1);
        suite_add_tcase(suite, tc);
    }
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
