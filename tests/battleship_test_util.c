/* Helpers shared by the Battleship suites. */
#include "battleship_test_util.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"

cg_game *new_game(const char *params)
{
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new("battleship", params, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

cg_state *new_state(const cg_game *g, uint64_t seed)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
    return s;
}

/* A saved form around the game's lines. */
char *frame(const cg_game *g, const char *body)
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

cg_status try_load(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    cg_status st = cg_state_load(g, frame(g, body), &s);
    cg_state_free(s);
    return st;
}

cg_state *load_state(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    ck_assert_msg(cg_state_load(g, frame(g, body), &s) == CG_OK, "%s\n%s", cg_last_error(), body);
    return s;
}

void apply_text(cg_state *s, const char *move)
{
    cg_move m;
    ck_assert_msg(cg_move_from_string(s, move, &m) == CG_OK, "'%s': %s", move, cg_last_error());
    ck_assert_msg(cg_state_apply(s, m) == CG_OK, "'%s': %s", move, cg_last_error());
}

cg_status try_move(cg_state *s, const char *move)
{
    cg_move m;
    cg_status st = cg_move_from_string(s, move, &m);
    return st != CG_OK ? st : cg_state_apply(s, m);
}

cg_battleship_coord at(const char *text)
{
    cg_battleship_coord c = {-1, -1};
    ck_assert_int_eq(cg_battleship_coord_parse(text, &c), CG_OK);
    return c;
}

char *render(const cg_state *s, int viewer)
{
    static char text[2][8192];
    static int which;
    which ^= 1;
    cg_state_render(s, viewer, text[which], sizeof text[which]);
    return text[which];
}

/* A classic game in the firing phase, player 1 first, after `count` shots. */
cg_state *firing_after(const cg_game *g, const char *shots, int count)
{
    char body[4096];
    snprintf(body, sizeof body, "first 1\n" FLEET1 FLEET2 "shots %s\nturn %d\n", shots,
             count % 2 + 1);
    return load_state(g, body);
}

cg_battleship_board *new_board(const cg_game *g)
{
    cg_battleship_board *b = NULL;
    ck_assert_int_eq(cg_battleship_board_new(g, &b), CG_OK);
    return b;
}

int run_test_groups(const char *name, const test_group *groups, size_t count)
{
    Suite *suite = suite_create(name);
    for (size_t i = 0; i < count; i++) {
        TCase *tc = tcase_create(groups[i].name);
        tcase_set_timeout(tc, 300);
        for (int k = 0; groups[i].tests[k]; k++)
            _tcase_add_test(tc, groups[i].tests[k], 0, 0, 0, 1);
        suite_add_tcase(suite, tc);
    }
    return check_run(suite);
}
