/* Battleship's competition: boards (the framework's Tablero), the referee's
   rules with scripted players, tournaments, and the built-in players. */
#include <check.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battleship_solo.h"
#include "battleship_test_util.h"
#include "check_quiet.h"

/* ---- boards: the framework's Tablero ---- */

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
    ck_assert_int_eq(cg_battleship_board_write(b, at("A1"), CG_BATTLESHIP_HIT),
                     CG_BATTLESHIP_WATER);
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
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, at("A2"), 4, CG_BATTLESHIP_UP),
                     CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "Barco fuera de tablero");
    ck_assert_int_eq(cg_battleship_board_ships_placed(b), 0);
    ck_assert_int_eq(cg_battleship_board_read(b, at("H1")), CG_BATTLESHIP_FREE);
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 10, at("A1"), 1, 0), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_battleship_board_place_ship: no ship 10 in a fleet of 10");
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
    ck_assert_str_eq(cg_last_error(), "cg_battleship_board_from_state: no player 2 in battleship (players 0..1)");
    cg_battleship_board_free(other);
    cg_game_free(small);
    cg_battleship_board_free(b);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_board_functions_take_any_int_without_overflow)
{
    /* Coordinates, lengths, directions and indexes at the ends of int are
       refused or read as off the board; nothing is computed from them first
       (the sanitizer build checks that no arithmetic overflows). */
    cg_game *g = new_game(NULL);
    cg_battleship_board *b = new_board(g);
    const int extreme[] = {INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1, -1, 26};
    for (size_t i = 0; i < sizeof extreme / sizeof extreme[0]; i++) {
        int e = extreme[i];
        cg_battleship_coord cs[] = {{e, 0}, {0, e}, {e, e}};
        for (size_t k = 0; k < 3; k++) {
            cg_battleship_coord c = cs[k];
            ck_assert_int_eq(cg_battleship_board_read(b, c), CG_BATTLESHIP_INVALID);
            ck_assert_int_eq(cg_battleship_board_write(b, c, CG_BATTLESHIP_SHIP),
                             CG_BATTLESHIP_INVALID);
            ck_assert_int_eq(cg_battleship_board_fire(b, c), CG_BATTLESHIP_INVALID);
            ck_assert_int_eq(cg_battleship_board_ship_at(b, c, NULL), -1);
            ck_assert_int_eq(cg_battleship_board_check_ship(b, c), 0);
            for (int dir = 0; dir < 4; dir++) {
                ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, c, 4, dir), CG_EINVAL);
                ck_assert_str_eq(cg_last_error(), "Barco fuera de tablero");
            }
            char text[8] = "x";
            ck_assert_uint_eq(cg_battleship_coord_text(c, text, sizeof text), 0);
            ck_assert_str_eq(text, "");
        }
        /* The seed's example: ship 0 of length 4 from {INT_MAX, 0} to the right. */
        ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, (cg_battleship_coord){e, 0}, 4,
                                                        CG_BATTLESHIP_RIGHT),
                         CG_EINVAL);
        ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, (cg_battleship_coord){9, 9}, e,
                                                        CG_BATTLESHIP_LEFT),
                         CG_EINVAL);
        ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, (cg_battleship_coord){9, 9}, 4, e),
                         CG_EINVAL);
        ck_assert_int_eq(cg_battleship_board_place_ship(b, e, (cg_battleship_coord){0, 0}, 4, 0),
                         CG_EINVAL);
        ck_assert_int_eq(cg_battleship_board_write(b, (cg_battleship_coord){0, 0}, e), -1);
        ck_assert_ptr_null(cg_battleship_direction_name(e));
        ck_assert_ptr_null(cg_battleship_cell_name(e));
        ck_assert_int_eq(cg_battleship_ship_length(g, e), -1);
    }
    ck_assert_int_eq(cg_battleship_board_ships_placed(b), 0);
    /* A ship from the last cell towards the first still fits. */
    ck_assert_int_eq(cg_battleship_board_place_ship(b, 0, (cg_battleship_coord){9, 9}, 4,
                                                    CG_BATTLESHIP_LEFT),
                     CG_OK);
    cg_battleship_board_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_state_functions_take_any_int_without_overflow)
{
    cg_game *g = new_game(NULL);
    cg_state *s = firing_after(g, "A1 J10", 2);
    const int extreme[] = {INT_MAX, INT_MIN, -1, 26};
    for (size_t i = 0; i < sizeof extreme / sizeof extreme[0]; i++) {
        int e = extreme[i];
        cg_battleship_coord cs[] = {{e, 0}, {0, e}, {e, e}};
        for (size_t k = 0; k < 3; k++) {
            ck_assert_int_eq(cg_battleship_cell_at(s, 0, cs[k]), CG_BATTLESHIP_INVALID);
            ck_assert_int_eq(cg_battleship_cell_known(s, 0, 1, cs[k]), CG_BATTLESHIP_INVALID);
        }
        ck_assert_int_eq(cg_battleship_cell_at(s, e, (cg_battleship_coord){0, 0}), -1);
        if (e != CG_PLAYER_NONE) /* -1: the viewer who sees everything */
            ck_assert_int_eq(cg_battleship_cell_known(s, e, 1, (cg_battleship_coord){0, 0}), -1);
        ck_assert_int_eq(cg_battleship_ships_placed(s, e), -1);
        ck_assert_int_eq(cg_battleship_ships_sunk(s, e), -1);
        ck_assert_int_eq(cg_battleship_ship(s, 0, e, NULL, NULL, NULL, NULL), CG_EINVAL);
        ck_assert_int_eq(cg_battleship_ship(s, e, 0, NULL, NULL, NULL, NULL), CG_EINVAL);
        ck_assert_int_eq(cg_battleship_shot(s, e, NULL, NULL, NULL), CG_EINVAL);
    }
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
    /* Games (from 1) where ship 0 goes off the board: game % every == when,
       and games break_from..break_to. */
    int break_every, break_when, break_from, break_to;
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
    bool periodic = p->break_every && p->games % p->break_every == p->break_when;
    bool in_range = p->games >= p->break_from && p->games <= p->break_to;
    if (n == 0 && (periodic || in_range))
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

START_TEST(test_referee_a_fleet_at_the_ends_of_int_is_an_infraction)
{
    /* A player's placement at {INT_MAX, 0} (or any extreme) is off the board,
       found without overflow. */
    cg_game *g = new_game(REFEREE_GAME);
    const int extreme[][3] = {{INT_MAX, 0, 0}, {0, INT_MAX, 1}, {INT_MIN, 0, 2},
                              {0, INT_MIN, 3}, {INT_MAX, INT_MAX, INT_MAX}};
    for (size_t i = 0; i < sizeof extreme / sizeof extreme[0]; i++) {
        scripted a = fleet_a(), b = fleet_b();
        a.fleet[0][0] = extreme[i][0];
        a.fleet[0][1] = extreme[i][1];
        a.fleet[0][2] = extreme[i][2];
        b.shots[0][0] = INT_MAX;
        cg_battleship_match_result r = match(g, &a, &b, 1);
        ck_assert_int_eq(r.end, CG_BATTLESHIP_END_INFRACTION);
        ck_assert(r.infraction[0] == 1 && r.infraction[1] == 0);
    }
    /* And a shot at {INT_MAX, INT_MIN} is off the board: it loses. */
    scripted a = fleet_a(), b = fleet_b();
    a.shots[0][0] = INT_MAX;
    a.shots[0][1] = INT_MIN;
    cg_battleship_match_result r = match(g, &a, &b, 0);
    ck_assert_int_eq(r.end, CG_BATTLESHIP_END_OFF_BOARD);
    ck_assert_int_eq(r.winner, 1);
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

START_TEST(test_tournament_counts_each_players_infractions_in_a_row_alone)
{
    /* wins 3: player 0 breaks the rules in games 1 and 2, player 1 in game 3.
       Neither did it 3 times in a row: the tournament goes on to 3 wins. */
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.break_from = 1;
    a.break_to = 2;
    b.break_from = b.break_to = 3;
    report_log log = {0};
    cg_battleship_tournament_result t = tournament(g, &a, &b, 3, &log);
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(log.ends[i], CG_BATTLESHIP_END_INFRACTION);
    ck_assert(t.infractions[0] == 2 && t.infractions[1] == 1);
    ck_assert_int_eq(t.attempts, t.games + 3);
    ck_assert(t.winner == 0 || t.winner == 1);
    ck_assert_int_eq(t.wins[t.winner], 3);
    /* Player 1 then breaks them in games 3 to 5: 3 in a row, player 0 wins. */
    a = fleet_a();
    b = fleet_b();
    a.break_from = 1;
    a.break_to = 2;
    b.break_from = 3;
    b.break_to = 5;
    t = tournament(g, &a, &b, 3, NULL);
    ck_assert(t.attempts == 5 && t.games == 0);
    ck_assert(t.infractions[0] == 2 && t.infractions[1] == 3);
    ck_assert_int_eq(t.winner, 0);
    cg_game_free(g);
}
END_TEST

START_TEST(test_tournament_ends_when_players_take_turns_breaking_the_rules)
{
    /* wins 3: player 0 breaks them in the odd games, player 1 in game 1 and
       the even ones, so neither does it 3 times in a row. After 4 x 3 games
       unplayed in a row player 0, with fewer infractions (6 to 7), wins. */
    cg_game *g = new_game(REFEREE_GAME);
    scripted a = fleet_a(), b = fleet_b();
    a.break_every = b.break_every = 2;
    a.break_when = 1;
    b.break_when = 0;
    b.break_from = b.break_to = 1;
    cg_battleship_tournament_result t = tournament(g, &a, &b, 3, NULL);
    ck_assert_int_eq(t.attempts, 12);
    ck_assert(t.infractions[0] == 6 && t.infractions[1] == 7);
    ck_assert_int_eq(t.winner, 0);
    /* The same counts: neither wins. */
    a = fleet_a();
    b = fleet_b();
    a.break_every = b.break_every = 2;
    a.break_when = 1;
    b.break_when = 0;
    t = tournament(g, &a, &b, 3, NULL);
    ck_assert(t.attempts == 12 && t.infractions[0] == 6 && t.infractions[1] == 6);
    ck_assert_int_eq(t.winner, CG_PLAYER_NONE);
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

/* The catalogue's hunter bot: the same policy, from a state. */
static cg_move bot_choice(cg_bot *bot, const cg_state *s, uint64_t seed)
{
    cg_move m = 0;
    ck_assert_int_eq(cg_bot_choose(bot, s, seed, &m), CG_OK);
    return m;
}

START_TEST(test_hunter_bot_fires_next_to_its_hits_along_their_line)
{
    /* Player 0 hits A1 (player 1's ship A1-A4): B2 is water by the rules, so
       the bot fires at B1 or A2; after A2 hits too, at A3. */
    cg_game *g = new_game(NULL);
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, "hunter", NULL, &bot), CG_OK);
    cg_state *s = firing_after(g, "A1 J10", 2);
    bool seen[2] = {false, false};
    for (uint64_t seed = 0; seed < 40; seed++) {
        cg_move m = bot_choice(bot, s, seed);
        ck_assert(m == CG_BATTLESHIP_FIRE_MOVE(1, 0) || m == CG_BATTLESHIP_FIRE_MOVE(0, 1));
        seen[m == CG_BATTLESHIP_FIRE_MOVE(0, 1)] = true;
    }
    ck_assert(seen[0] && seen[1]); /* ties are drawn at random */
    cg_state_free(s);
    s = firing_after(g, "A1 J10 A2 J9", 4);
    for (uint64_t seed = 0; seed < 20; seed++)
        ck_assert_uint_eq(bot_choice(bot, s, seed), CG_BATTLESHIP_FIRE_MOVE(0, 2));
    cg_state_free(s);
    cg_bot_free(bot);
    cg_game_free(g);
}
END_TEST

START_TEST(test_hunter_bot_never_fires_at_water_the_rules_imply)
{
    /* Player 0 sinks player 1's ship at J9 (length 1): every cell around it
       is water, and so are the corners of the hit at A1. */
    cg_game *g = new_game(NULL);
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, "hunter", "placement=random", &bot), CG_OK);
    cg_state *s = firing_after(g, "J9 A1", 2);
    const char *around[5] = {"I8", "J8", "I9", "I10", "J10"};
    for (uint64_t seed = 0; seed < 100; seed++) {
        cg_move m = bot_choice(bot, s, seed);
        for (int k = 0; k < 5; k++) {
            cg_battleship_coord c = at(around[k]);
            ck_assert_msg(m != CG_BATTLESHIP_FIRE_MOVE(c.x, c.y), "fired at %s", around[k]);
        }
    }
    cg_state_free(s);
    cg_bot_free(bot);
    cg_game_free(g);
}
END_TEST

/* A bot of the game writes `defaults` back when made without parameters, and
   refuses `bad` with `message`, leaving its out pointer NULL. */
static void check_bot_params(const cg_game *g, const char *name, const char *defaults,
                             const char *bad, const char *message)
{
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, name, NULL, &bot), CG_OK);
    char text[128];
    cg_bot_params(bot, text, sizeof text);
    ck_assert_str_eq(text, defaults);
    cg_bot_free(bot);
    bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, name, bad, &bot), CG_EINVAL);
    ck_assert_ptr_null(bot);
    ck_assert_str_eq(cg_last_error(), message);
}

START_TEST(test_hunter_bot_parameters)
{
    cg_game *g = new_game(NULL);
    cg_bot *bot = NULL;
    check_bot_params(g, "hunter", "placement=edges", "placement=corners",
                     "hunter bot: parameter 'placement' must be 'edges' or 'random', not "
                     "'corners'");
    ck_assert_int_eq(cg_bot_new(g, "hunter", "aim=1", &bot), CG_EINVAL);
    /* Placing, each placement move of the bot is legal, whatever the policy. */
    const char *policies[2] = {"placement=edges", "placement=random"};
    for (int k = 0; k < 2; k++) {
        ck_assert_int_eq(cg_bot_new(g, "hunter", policies[k], &bot), CG_OK);
        cg_state *s = new_state(g, (uint64_t)k);
        while (cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING) {
            cg_move m = bot_choice(bot, s, 9);
            ck_assert(m < CG_BATTLESHIP_PLACE_RANDOM);
            ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
        }
        cg_state_free(s);
        cg_bot_free(bot);
    }
    cg_game_free(g);
}
END_TEST

/* The density shooter's parameters read back and bad values are refused;
   each variant, along random games, chooses the same shot from the same seed,
   and the same shot in a state its player cannot tell apart (the hidden fleet
   resampled): it reads only what its player knows. */
START_TEST(test_density_bot_parameters_and_honesty)
{
    cg_game *g = new_game(NULL);
    cg_bot *bot = NULL;
    check_bot_params(g, "density", "samples=512;prior=ships;count=places;placement=edges",
                     "prior=flat",
                     "density bot: parameter 'prior' must be 'ships', 'uniform', 'edges' or 'mixed', "
                     "not 'flat'");
    const char *bad[] = {"samples=0", "samples=100001", "samples=x", "prior=", "count=cell"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        ck_assert_int_eq(cg_bot_new(g, "density", bad[k], &bot), CG_EINVAL);
        ck_assert_ptr_null(bot);
        char key[16];
        snprintf(key, sizeof key, "'%.*s'", (int)(strchr(bad[k], '=') - bad[k]), bad[k]);
        ck_assert_msg(strstr(cg_last_error(), key), "%s: %s", bad[k], cg_last_error());
    }
    const char *variants[] = {"samples=16;prior=uniform", "samples=16;prior=ships",
                              "samples=16;prior=edges", "samples=16;prior=mixed",
                              "samples=16;count=cells",
                              "samples=40;placement=random"};
    cg_bot *mover = NULL;
    ck_assert_int_eq(cg_bot_new(g, "random", NULL, &mover), CG_OK);
    for (size_t k = 0; k < sizeof variants / sizeof variants[0]; k++) {
        ck_assert_int_eq(cg_bot_new(g, "density", variants[k], &bot), CG_OK);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            cg_state *s = new_state(g, seed);
            for (int step = 0; !cg_state_is_terminal(s) && step < 120; step++) {
                if (cg_battleship_state_phase(s) == CG_BATTLESHIP_FIRING && step % 9 == 0) {
                    uint64_t draw = seed * 100 + (uint64_t)step;
                    cg_move m = bot_choice(bot, s, draw);
                    ck_assert(cg_state_is_legal(s, m));
                    ck_assert_uint_eq(bot_choice(bot, s, draw), m);
                    cg_state *other = NULL;
                    ck_assert_int_eq(cg_state_clone(s, &other), CG_OK);
                    ck_assert_int_eq(cg_state_resample(other, cg_state_current_player(s), draw + 7),
                                     CG_OK);
                    ck_assert_msg(bot_choice(bot, other, draw) == m,
                                  "%s: another shot once the hidden fleet moved", variants[k]);
                    cg_state_free(other);
                }
                ck_assert_int_eq(cg_state_apply(s, bot_choice(mover, s, seed * 7 + (uint64_t)step)),
                                 CG_OK);
            }
            cg_state_free(s);
        }
        cg_bot_free(bot);
        bot = NULL;
    }
    cg_bot_free(mover);
    cg_game_free(g);
}
END_TEST

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
        int h = battleship_shots_to_sink(g, &hunter, &placer, seed, 1000);
        int r = battleship_shots_to_sink(g, &random, &placer, seed, 1000);
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

int main(void)
{
    const test_group groups[] = {
        {"boards",
         {test_board_pertenece_gives_the_section_of_the_ship, test_board_read_and_write_cells,
          test_board_a_ship_off_the_board_is_barco_fuera_de_tablero,
          test_board_colision_finds_ships_that_overlap_or_touch,
          test_board_comprobar_barco_says_when_a_ship_sinks, test_board_fire_answers_as_the_referee,
          test_board_from_a_state_holds_its_fleet_and_the_shots_received,
          test_board_functions_reject_null_and_other_games,
          test_board_functions_take_any_int_without_overflow,
          test_state_functions_take_any_int_without_overflow}},
        {"referee",
         {test_referee_plays_until_a_fleet_is_sunk, test_referee_lets_the_starter_fire_first,
          test_referee_a_fleet_off_the_board_is_an_infraction,
          test_referee_a_fleet_touching_itself_is_an_infraction,
          test_referee_a_shot_off_the_board_loses_the_game,
          test_referee_a_fleet_at_the_ends_of_int_is_an_infraction,
          test_referee_a_shot_at_a_ship_already_hit_loses_the_game,
          test_referee_a_repeated_shot_into_water_is_answered_agua_again,
          test_referee_never_hangs_on_players_that_only_fire_into_water,
          test_referee_rejects_bad_arguments}},
        {"tournament",
         {test_tournament_goes_to_the_first_with_wins_games_starters_alternating,
          test_tournament_wins_zero_uses_the_game_parameter,
          test_tournament_an_infraction_replays_the_game,
          test_tournament_a_player_breaking_the_rules_wins_times_in_a_row_loses,
          test_tournament_counts_each_players_infractions_in_a_row_alone,
          test_tournament_ends_when_players_take_turns_breaking_the_rules,
          test_tournament_rejects_bad_arguments, test_a_player_can_face_itself}},
        {"players",
         {test_builtin_players_place_a_legal_fleet, test_random_player_fires_at_each_cell_once,
          test_hunter_marks_the_corners_of_a_hit_as_water,
          test_hunter_marks_the_cells_around_a_sunk_ship_as_water,
          test_hunter_fires_along_the_line_of_its_hits,
          test_hunter_bot_fires_next_to_its_hits_along_their_line,
          test_hunter_bot_never_fires_at_water_the_rules_imply, test_hunter_bot_parameters,
          test_density_bot_parameters_and_honesty,
          test_hunter_beats_random_in_at_least_90_percent_of_1000_games,
          test_hunter_sinks_the_classic_fleet_in_fewer_shots_than_random,
          test_builtin_player_names}},
    };
    return run_test_groups("battleship_competition", groups, sizeof groups / sizeof groups[0]);
}
