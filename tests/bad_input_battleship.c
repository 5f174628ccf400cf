/* Battleship's rows of the bad-input catalogue (see bad_input.h). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "cardgames/battleship.h"
#include "check_quiet.h"

/* The text functions: "coord TEXT" ("NULL" for NULL, "NULL out"), "fleet
   TEXT", "fleet NULL", "coord_text X Y", "direction N", "cell N". */
static cg_status call_bs_text(fixture *f, const char *arg)
{
    (void)f;
    char function[16];
    sscanf(arg, "%15s", function);
    const char *rest = arg + strlen(function) + (arg[strlen(function)] ? 1 : 0);
    if (bad_is(function, "coord")) {
        cg_battleship_coord c = {77, 77};
        cg_status st = bad_is(rest, "NULL out") ? cg_battleship_coord_parse("A1", NULL)
                       : bad_is(rest, "NULL")   ? cg_battleship_coord_parse(NULL, &c)
                                                : cg_battleship_coord_parse(rest, &c);
        return st != CG_OK && c.x != 77 ? CG_OK : st;
    }
    if (bad_is(function, "fleet")) {
        uint8_t lengths[4] = {77, 77, 77, 77};
        size_t count = 77;
        cg_status st = cg_battleship_fleet_parse(bad_is(rest, "NULL") ? NULL : rest, lengths, 4,
                                                 &count);
        return st != CG_OK && (lengths[0] != 77 || count != 77) ? CG_OK : st;
    }
    int a = 0, b = 0;
    sscanf(rest, "%d %d", &a, &b);
    if (bad_is(function, "coord_text")) {
        char buf[8] = "x";
        return cg_battleship_coord_text((cg_battleship_coord){a, b}, buf, sizeof buf) == 0 &&
                       buf[0] == '\0'
                   ? CG_EINVAL
                   : CG_OK;
    }
    if (bad_is(function, "direction"))
        return cg_battleship_direction_name(a) == NULL ? CG_EINVAL : CG_OK;
    return cg_battleship_cell_name(a) == NULL ? CG_EINVAL : CG_OK;
}

/* "FUNCTION STATE [A [B [C]]]": the game's and the state's queries; STATE is
   NULL, foreign or state (for the game's queries: its game). */
static cg_status call_bs_query(fixture *f, const char *arg)
{
    char function[32], which[16];
    int a = 0, b = 0, c = 0;
    if (sscanf(arg, "%31s %15s %d %d %d", function, which, &a, &b, &c) < 2)
        return CG_OK;
    const cg_state *s = bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->foreign : f->state;
    const cg_game *g = bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->other_game : f->game;
    if (bad_is(function, "width"))
        return cg_battleship_width(g) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "ship_length"))
        return cg_battleship_ship_length(g, a) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "phase"))
        return cg_battleship_state_phase(s) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "ships_placed"))
        return cg_battleship_ships_placed(s, a) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "cell_at"))
        return cg_battleship_cell_at(s, a, (cg_battleship_coord){b, c}) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "cell_known"))
        return cg_battleship_cell_known(s, a, b, (cg_battleship_coord){0, 0}) == -1 ? CG_EINVAL
                                                                                   : CG_OK;
    if (bad_is(function, "ship")) {
        cg_battleship_coord start = {77, 77};
        cg_status st = cg_battleship_ship(s, a, b, &start, NULL, NULL, NULL);
        return st != CG_OK && start.x != 77 ? CG_OK : st;
    }
    int shooter = 77;
    cg_status st = cg_battleship_shot(s, a, &shooter, NULL, NULL);
    return st != CG_OK && shooter != 77 ? CG_OK : st;
}

/* Boards made of the game: "new NULL out", "new NULL game", "place N X Y L D",
   "write X Y CONTENT", "from_state PLAYER", "from_state foreign", "clear NULL". */
static cg_status call_bs_board(fixture *f, const char *arg)
{
    if (bad_is(arg, "new NULL out"))
        return cg_battleship_board_new(f->game, NULL);
    cg_battleship_board *board = (cg_battleship_board *)f;
    if (bad_is(arg, "new NULL game")) {
        cg_status st = cg_battleship_board_new(NULL, &board);
        return st != CG_OK && board != (cg_battleship_board *)f ? CG_OK : st;
    }
    if (bad_is(arg, "clear NULL"))
        return cg_battleship_board_clear(NULL);
    ck_assert_int_eq(cg_battleship_board_new(f->game, &board), CG_OK);
    int n = 0, x = 0, y = 0, length = 0, direction = 0;
    cg_status st = CG_OK;
    if (sscanf(arg, "place %d %d %d %d %d", &n, &x, &y, &length, &direction) == 5) {
        st = cg_battleship_board_place_ship(board, n, (cg_battleship_coord){x, y}, length,
                                            direction);
        if (st != CG_OK)
            ck_assert_int_eq(cg_battleship_board_ships_placed(board), 0);
    } else if (sscanf(arg, "write %d %d %d", &x, &y, &n) == 3) {
        st = cg_battleship_board_write(board, (cg_battleship_coord){x, y}, n) == -1 ? CG_EINVAL
                                                                                     : CG_OK;
    } else if (bad_is(arg, "from_state foreign")) {
        st = cg_battleship_board_from_state(board, f->foreign, 0);
    } else if (sscanf(arg, "from_state %d", &n) == 1) {
        st = cg_battleship_board_from_state(board, f->state, n);
    }
    cg_battleship_board_free(board);
    return st;
}

/* The referee and the players: "player NAME", "player NULL", "match starter
   N", "match NULL result", "match missing callback", "tournament NULL". */
static cg_status call_bs_referee(fixture *f, const char *arg)
{
    cg_battleship_player out;
    memset(&out, 0x77, sizeof out);
    if (strncmp(arg, "player ", 7) == 0) {
        cg_status st = cg_battleship_player_new(bad_is(arg + 7, "NULL") ? NULL : arg + 7, &out);
        if (st == CG_OK)
            cg_battleship_player_free(&out);
        return st;
    }
    cg_battleship_player players[2];
    ck_assert_int_eq(cg_battleship_player_new("random", &players[0]), CG_OK);
    ck_assert_int_eq(cg_battleship_player_new("random", &players[1]), CG_OK);
    cg_battleship_match_result result;
    cg_battleship_tournament_result tournament;
    int starter = 0;
    cg_status st;
    if (bad_is(arg, "match NULL result"))
        st = cg_battleship_match(f->game, players, 0, 1, NULL);
    else if (bad_is(arg, "match NULL players"))
        st = cg_battleship_match(f->game, NULL, 0, 1, &result);
    else if (bad_is(arg, "match missing callback")) {
        cg_battleship_player broken = players[1];
        broken.choose_shot = NULL;
        cg_battleship_player two[2] = {players[0], broken};
        st = cg_battleship_match(f->game, two, 0, 1, &result);
    } else if (sscanf(arg, "match starter %d", &starter) == 1)
        st = cg_battleship_match(f->game, players, starter, 1, &result);
    else
        st = cg_battleship_tournament(f->game, players, 1, 1, NULL, NULL, NULL);
    (void)tournament;
    cg_battleship_player_free(&players[0]);
    cg_battleship_player_free(&players[1]);
    return st;
}

#define BS "battleship"

const bad_row bad_rows_battleship[] = {
    {BS, "width 0", call_game_params, "width=0", CG_EINVAL, "battleship: parameter 'width' must be from 1 to 26, not 0"},
    {BS, "width 27", call_game_params, "width=27", CG_EINVAL, "must be from 1 to 26, not 27"},
    {BS, "height x", call_game_params, "height=x", CG_EINVAL, "battleship: parameter 'height' wants an integer from 1 to 26, not 'x'"},
    {BS, "wins 0", call_game_params, "wins=0", CG_EINVAL, "battleship: parameter 'wins' must be from 1 to 1000, not 0"},
    {BS, "wins 1001", call_game_params, "wins=1001", CG_EINVAL, "must be from 1 to 1000, not 1001"},
    {BS, "empty fleet", call_game_params, "fleet=", CG_EINVAL, "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''"},
    {BS, "fleet with a ship of length 0", call_game_params, "fleet=3,0,2", CG_EINVAL, "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not '0'"},
    {BS, "fleet with a ship of length 27", call_game_params, "fleet=27", CG_EINVAL, "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not '27'"},
    {BS, "fleet with an empty item", call_game_params, "fleet=3,,2", CG_EINVAL, "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not ''"},
    {BS, "fleet of letters", call_game_params, "fleet=a,b", CG_EINVAL, "battleship: parameter 'fleet' wants lengths 1..26 separated by commas, not 'a'"},
    {BS, "fleet of 170 ships", call_game_params, "fleet=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1", CG_EINVAL, "battleship: parameter 'fleet' wants at most 169 ships"},
    {BS, "a fleet that does not fit the board", call_game_params, "width=3;height=3;fleet=3,3,3", CG_EINVAL, "battleship: the fleet 3,3,3 cannot be placed on a 3x3 board without ships touching"},
    {BS, "move text in upper case is read, then judged", call_move_from_string, "PLACE J10 RIGHT", CG_EILLEGAL, "battleship: ship 4 (length 2) from J10 right leaves the board (Barco fuera de tablero)"},
    {BS, "move text with a lower-case column is read, then judged", call_move_from_string, "place j10 right", CG_EILLEGAL, "battleship: ship 4 (length 2) from J10 right leaves the board"},
    {BS, "move text in Spanish of mixed case is read, then judged", call_move_from_string, "Place A7 Derecha", CG_EILLEGAL, "battleship: ship 4 (length 2) at A7 right touches ship 1"},
    {BS, "move text of an unknown verb", call_move_from_string, "PUT C1 RIGHT", CG_EPARSE, "battleship: 'PUT C1 RIGHT' is not a move (place <A1..Z26> <right|down|left|up>, place random, fire <A1..Z26>)"},
    {BS, "move text of column AA", call_move_from_string, "place AA1 right", CG_EPARSE, "battleship: 'place AA1 right' is not a move"},
    {BS, "move text of row 0", call_move_from_string, "place C0 right", CG_EPARSE, "battleship: 'place C0 right' is not a move"},
    {BS, "move text of row 01", call_move_from_string, "place C01 right", CG_EPARSE, "battleship: 'place C01 right' is not a move"},
    {BS, "move text of a diagonal direction", call_move_from_string, "place C1 northeast", CG_EPARSE, "battleship: 'place C1 northeast' is not a move"},
    {BS, "a shot while ships are placed", call_move_from_string, "fire A1", CG_EILLEGAL, "battleship: player 0 is placing ships; no shots yet"},
    {BS, "a ship off the board", call_move_from_string, "place J10 right", CG_EILLEGAL, "battleship: ship 4 (length 2) from J10 right leaves the board (Barco fuera de tablero)"},
    {BS, "a ship touching another", call_move_from_string, "place A7 right", CG_EILLEGAL, "battleship: ship 4 (length 2) at A7 right touches ship 1"},
    {BS, "a ship beyond the 10 x 10 board", call_move_from_string, "place Z26 up", CG_EILLEGAL, "battleship: Z26 is off the 10x10 board"},
    {BS, "move code 3000", call_apply, "3000", CG_EILLEGAL, "battleship: 3000 is not a move code"},
    {BS, "a shot code during placement", call_apply, "4771", CG_EILLEGAL, "battleship: player 0 is placing ships; no shots yet"},
    {BS, "move on a finished game", call_move_from_string, "over:fire A1", CG_EOVER, "the game of battleship is over"},
    {BS, "saved state with first 3", call_load, "line 6:first 3", CG_EPARSE, "saved state, line 6: 'first' needs 1 or 2 (player 0 or 1), not '3'"},
    {BS, "saved state with a ship off the board", call_load, "line 7:fleet1 J10 right H3 up A2 down", CG_EPARSE, "saved state, line 7: ship 1 (length 4) leaves the board"},
    {BS, "saved state with ships touching", call_load, "line 7:fleet1 A8 right A7 right A2 down", CG_EPARSE, "saved state, line 7: ship 2 touches an earlier ship"},
    {BS, "saved state with a Spanish direction", call_load, "line 7:fleet1 A8 abajo H3 up A2 down", CG_EPARSE, "saved state, line 7: 'abajo' is a direction of move texts only: the saved form writes right, down, left or up"},
    {BS, "saved state with an unknown direction", call_load, "line 7:fleet1 A8 sideways H3 up A2 down", CG_EPARSE, "saved state, line 7: 'sideways' is not a direction (right, down, left, up)"},
    {BS, "saved state with a coordinate without a direction", call_load, "line 7:fleet1 A8 right H3", CG_EPARSE, "saved state, line 7: ship 2 needs a direction after its coordinate"},
    {BS, "saved state with the second fleet before the first", call_load, "line 8:fleet2 A1 right", CG_EPARSE, "saved state, line 8: player 1 places ships ('fleet2') before player 0's fleet ('fleet1') is complete"},
    {BS, "saved state with shots before the fleets", call_load, "line 9:shots A1", CG_EPARSE, "saved state, line 9: a shot before both fleets are placed"},
    {BS, "saved state with the wrong turn", call_load, "line 10:turn 2", CG_EPARSE, "saved state, line 10: the turn is player 0 ('turn 1'), not player 1"},
    {BS, "saved state with a winner too early", call_load, "line 10:winner 1", CG_EPARSE, "saved state, line 10: expected 'turn', found 'winner'"},
    {BS, "cg_battleship_coord_parse(NULL)", call_bs_text, "coord NULL", CG_EINVAL, "cg_battleship_coord_parse: text is NULL"},
    {BS, "cg_battleship_coord_parse(NULL out)", call_bs_text, "coord NULL out", CG_EINVAL, "cg_battleship_coord_parse: out is NULL"},
    {BS, "cg_battleship_coord_parse(\"A27\")", call_bs_text, "coord A27", CG_EPARSE, "cg_battleship_coord_parse: 'A27' is not a coordinate (a column A..Z and a row 1..26, like A8)"},
    {BS, "cg_battleship_coord_parse(\"a01\")", call_bs_text, "coord a01", CG_EPARSE, "cg_battleship_coord_parse: 'a01' is not a coordinate"},
    {BS, "cg_battleship_coord_parse(\"\")", call_bs_text, "coord", CG_EPARSE, "cg_battleship_coord_parse: '' is not a coordinate"},
    {BS, "cg_battleship_fleet_parse(NULL)", call_bs_text, "fleet NULL", CG_EINVAL, "cg_battleship_fleet_parse: text is NULL"},
    {BS, "cg_battleship_fleet_parse(\"4,,3\")", call_bs_text, "fleet 4,,3", CG_EPARSE, "cg_battleship_fleet_parse: a fleet is lengths 1..26 separated by commas, not ''"},
    {BS, "cg_battleship_fleet_parse(\"-1\")", call_bs_text, "fleet -1", CG_EPARSE, "cg_battleship_fleet_parse: a fleet is lengths 1..26 separated by commas, not '-1'"},
    {BS, "cg_battleship_coord_text(26, 0)", call_bs_text, "coord_text 26 0", CG_EINVAL, "cg_battleship_coord_text: (26, 0) is not a coordinate (0..25 each)"},
    {BS, "cg_battleship_direction_name(4)", call_bs_text, "direction 4", CG_EINVAL, "cg_battleship_direction_name: 4 is not a direction (0..3)"},
    {BS, "cg_battleship_cell_name(-1)", call_bs_text, "cell -1", CG_EINVAL, "cg_battleship_cell_name: -1 is not a cell content (0..5)"},
    {BS, "cg_battleship_width(NULL)", call_bs_query, "width NULL", CG_EINVAL, "cg_battleship_width: game is NULL"},
    {BS, "cg_battleship_ship_length(10)", call_bs_query, "ship_length state 10", CG_EINVAL, "cg_battleship_ship_length: no ship 10 in a fleet of 10"},
    {BS, "cg_battleship_state_phase(NULL)", call_bs_query, "phase NULL", CG_EINVAL, "cg_battleship_state_phase: state is NULL"},
    {BS, "cg_battleship_ships_placed(player 2)", call_bs_query, "ships_placed state 2", CG_EINVAL, "cg_battleship_ships_placed: no player 2 in battleship (players 0..1)"},
    {BS, "cg_battleship_cell_at(player -1)", call_bs_query, "cell_at state -1 0 0", CG_EINVAL, "cg_battleship_cell_at: no player -1 in battleship (players 0..1)"},
    {BS, "cg_battleship_cell_known(viewer 2)", call_bs_query, "cell_known state 2 0", CG_EINVAL, "cg_battleship_cell_known: no viewer 2 (CG_PLAYER_NONE, 0 or 1)"},
    {BS, "cg_battleship_ship not placed yet", call_bs_query, "ship state 0 5", CG_EINVAL, "cg_battleship_ship: player 0 has placed 3 ships, no ship 5||cg_battleship_ship: player 1 has placed 3 ships, no ship 5"},
    {BS, "cg_battleship_shot(0) before any shot", call_bs_query, "shot state 0", CG_EINVAL, "cg_battleship_shot: no shot 0 (0 fired so far)"},
    {BS "+", "cg_battleship_state_phase of another game's state", call_bs_query, "phase foreign", CG_EINVAL, "cg_battleship_state_phase: state of '{other}', not 'battleship'"},
    {BS "+", "cg_battleship_width of another game", call_bs_query, "width foreign", CG_EINVAL, "cg_battleship_width: game is '{other}', not 'battleship'"},
    {BS, "cg_battleship_board_new(NULL out)", call_bs_board, "new NULL out", CG_EINVAL, "cg_battleship_board_new: out is NULL"},
    {BS, "cg_battleship_board_new(NULL game)", call_bs_board, "new NULL game", CG_EINVAL, "cg_battleship_board_new: game is NULL"},
    {BS, "cg_battleship_board_clear(NULL)", call_bs_board, "clear NULL", CG_EINVAL, "cg_battleship_board_clear: board is NULL"},
    {BS, "a board's ship off the board", call_bs_board, "place 0 9 9 4 0", CG_EINVAL, "Barco fuera de tablero"},
    {BS, "a board's ship 10", call_bs_board, "place 10 0 0 1 0", CG_EINVAL, "cg_battleship_board_place_ship: no ship 10 in a fleet of 10"},
    {BS, "a board's ship of length 27", call_bs_board, "place 0 0 0 27 0", CG_EINVAL, "cg_battleship_board_place_ship: length 27 is not 1..26"},
    {BS, "a board's ship in direction 4", call_bs_board, "place 0 0 0 2 4", CG_EINVAL, "cg_battleship_board_place_ship: 4 is not a direction (0..3)"},
    {BS, "a board cell of content 5", call_bs_board, "write 0 0 5", CG_EINVAL, "cg_battleship_board_write: 5 is not a cell content (0..4)"},
    {BS, "a board of player 2 of a state", call_bs_board, "from_state 2", CG_EINVAL, "cg_battleship_board_from_state: no player 2 in battleship (players 0..1)"},
    {BS "+", "a board of another game's state", call_bs_board, "from_state foreign", CG_EINVAL, "cg_battleship_board_from_state: state of '{other}', not 'battleship'"},
    {BS, "cg_battleship_player_new(NULL)", call_bs_referee, "player NULL", CG_EINVAL, "cg_battleship_player_new: name is NULL"},
    {BS, "cg_battleship_player_new of an unknown player", call_bs_referee, "player genius", CG_EINVAL, "cg_battleship_player_new: no built-in player 'genius' (random, hunter)"},
    {BS, "cg_battleship_match(starter 2)", call_bs_referee, "match starter 2", CG_EINVAL, "cg_battleship_match: starter 2 is not player 0 or 1"},
    {BS, "cg_battleship_match(NULL result)", call_bs_referee, "match NULL result", CG_EINVAL, "cg_battleship_match: result is NULL"},
    {BS, "cg_battleship_match(NULL players)", call_bs_referee, "match NULL players", CG_EINVAL, "cg_battleship_match: players is NULL"},
    {BS, "cg_battleship_match with a player without choose_shot", call_bs_referee, "match missing callback", CG_EINVAL, "cg_battleship_match: player 1 has no choose_shot callback"},
    {BS, "cg_battleship_tournament(NULL result)", call_bs_referee, "tournament NULL", CG_EINVAL, "cg_battleship_tournament: result is NULL"},
};

const size_t bad_rows_battleship_count = sizeof bad_rows_battleship / sizeof bad_rows_battleship[0];
