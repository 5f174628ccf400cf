/*
 * SlugDungeon's saved-state loader against states the rules cannot make:
 * counters that a turn would push past their bounds, and finished games
 * that no play reaches. Each refusal comes with the state next to it that
 * play does reach, which loads.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "slugdungeon_test_util.h"

/* A game with these parameters (kept for the test process). */
static cg_game *game_with(const char *params)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("slugdungeon", params, &g), CG_OK);
    return g;
}

/* Loads a saved state of game g from its game lines (the frame added). */
static cg_status load_lines(const cg_game *g, const char *lines, cg_state **out)
{
    static char text[4096];
    char params[256];
    cg_game_params(g, params, sizeof params);
    snprintf(text, sizeof text,
             "cardgames-state 1\ngame slugdungeon\nparams %s\nmoves 0\n"
             "rng 0000000000000001 0000000000000002 0000000000000003 0000000000000004\n%send\n",
             params, lines);
    return cg_state_load(g, text, out);
}

/* The player at (1, 1) and, when `slug_health` >= 0, an AngrySlug of that
   health at (1, 3), on a 3 x 5 board; `turns` and the previous square given. */
static const char *corridor(unsigned turns, const char *previous, int slug_health)
{
    static char lines[1024];
    char slug[128] = "slugs 0\n";
    if (slug_health >= 0)
        snprintf(slug, sizeof slug,
                 "slugs 1\nslug AngrySlug health %d poison 0 weapon PoisonSword at 1 3 moves no\n",
                 slug_health);
    snprintf(lines, sizeof lines,
             "turns %u\nboard 3 5\nrow |#####|\nrow |#   #|\nrow |#####|\nblocking 0\n"
             "weapons 0\nplayer health 10 max 10 poison 0 weapon PoisonSword at 1 1 previous %s\n"
             "%s",
             turns, previous, slug);
    return lines;
}

static void assert_refused(const cg_game *g, const char *lines, const char *message)
{
    cg_state *s = NULL;
    ck_assert_int_eq(load_lines(g, lines, &s), CG_EPARSE);
    ck_assert_ptr_null(s);
    ck_assert_str_eq(cg_last_error(), message);
}

static cg_state *assert_loads(const cg_game *g, const char *lines)
{
    cg_state *s = NULL;
    ck_assert_msg(load_lines(g, lines, &s) == CG_OK, "%s", cg_last_error());
    return s;
}

/* ---- counters ---- */

/* The turn counter never passes max_turns (at most 100000000): a game at
   its last turn is over, so no turn can push the counter further. */
START_TEST(test_turns_stop_at_max_turns_and_more_are_refused)
{
    cg_game *g = game_with("max_turns=100000000");
    cg_state *s = assert_loads(g, corridor(100000000, "1 2", -1));
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_apply(s, CG_SLUGDUNGEON_STAY), CG_EOVER);
    ck_assert_int_eq(cg_slugdungeon_end_turn(s), CG_EOVER);
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(s, POS(0, 0)), CG_EOVER);
    ck_assert_uint_eq(cg_slugdungeon_turns(s), 100000000);
    cg_state_free(s);
    assert_refused(g, corridor(100000001, "1 2", -1),
                   "saved state, line 6: turns must be a number from 0 to 100000000, not "
                   "'100000001'");
    cg_game_free(g);
}
END_TEST

/* Poison saturates at CG_SLUGDUNGEON_STAT_MAX: a turn that adds more keeps
   it there, and the state it makes saves and loads. */
START_TEST(test_poison_saturates_so_that_every_turn_saves_and_loads)
{
    cg_state *s = NULL;
    ck_assert_int_eq(
        sdt_load_lines("turns 0\nboard 3 6\nrow |######|\nrow |#    #|\nrow |######|\n"
                       "blocking 0\nweapons 0\n"
                       "player health 10 max 10 poison 999999999 weapon none at 1 1 previous 1 1\n"
                       "slugs 2\n"
                       "slug AngrySlug health 5 poison 0 weapon PoisonSword at 1 2 moves no\n"
                       "slug ScaredSlug health 3 poison 0 weapon PoisonDart at 1 3 moves no\n",
                       &s),
        CG_OK);
    /* the player's poison ticks to 999999998, the sword adds 1 and the dart 2 */
    sdt_play(s, "stay");
    ck_assert_int_eq(sdt_player(s).poison, CG_SLUGDUNGEON_STAT_MAX);
    ck_assert_int_eq(cg_slugdungeon_has_lost(s), 1);
    cg_state *again = NULL;
    ck_assert_int_eq(cg_state_load(sdt_game(), sdt_save(s), &again), CG_OK);
    ck_assert(cg_state_equal(s, again));
    cg_state_free(again);
    cg_state_free(s);
}
END_TEST

/* ---- finished games no play reaches ---- */

/* A slug brought to 0 health by perform_attack stays until the end of the
   turn, which removes it; a game out of turns has ended its last turn and
   takes no attack after it, so it holds no slug at 0 health. */
START_TEST(test_dead_slug_after_the_last_turn_is_refused)
{
    cg_game *g = game_with("max_turns=1");
    /* reached: the player's sword brings the slug to 0 before the turn ends */
    cg_state *s = assert_loads(g, corridor(0, "1 1", 2));
    ck_assert_int_eq(cg_slugdungeon_perform_attack(s, CG_SLUGDUNGEON_BY_PLAYER, POS(1, 2)), CG_OK);
    ck_assert_int_eq(sdt_slug(s, 0).health, 0);
    cg_state *again = NULL;
    ck_assert_int_eq(cg_state_load(g, sdt_save(s), &again), CG_OK);
    ck_assert(cg_state_equal(s, again));
    cg_state_free(again);
    /* and the end of the turn, the game's last, removes it */
    ck_assert_int_eq(cg_slugdungeon_end_turn(s), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_slugdungeon_slug_count(s), 0);
    cg_state_free(s);
    /* not reached: a slug at 0 once the last turn has ended */
    assert_refused(g, corridor(1, "1 2", 0),
                   "saved state, line 15: the AngrySlug at (1, 3) has 0 health after the last "
                   "turn (1), whose end removes every dead slug");
    cg_state *alive = assert_loads(g, corridor(1, "1 2", 1));
    ck_assert(cg_state_is_terminal(alive));
    cg_state_free(alive);
    cg_game_free(g);
}
END_TEST

/* Only a turn moves the player, so before the first one its previous square
   is its own: a finished game at turn 0 (a caller's model that starts on a
   goal, say) has not moved either. */
START_TEST(test_player_moved_before_the_first_turn_is_refused)
{
    cg_state *s = assert_loads(sdt_game(), corridor(0, "1 1", -1));
    cg_state_free(s);
    s = assert_loads(sdt_game(), corridor(1, "1 2", -1));
    cg_state_free(s);
    assert_refused(sdt_game(), corridor(0, "1 2", -1),
                   "saved state, line 13: no turn has been played: the player's previous "
                   "position is its own, (1, 1), not (1, 2)");
    /* a game won before any turn: the player put on a goal with no slug */
    cg_slugdungeon_tile tiles[2];
    cg_slugdungeon_create_tile("G", &tiles[0]);
    cg_slugdungeon_create_tile(" ", &tiles[1]);
    cg_slugdungeon_entity player;
    cg_slugdungeon_entity_init(&player, CG_SLUGDUNGEON_PLAYER, 5);
    ck_assert_int_eq(
        cg_slugdungeon_model_new(sdt_game(), tiles, 1, 2, NULL, NULL, 0, &player, POS(0, 0), &s),
        CG_OK);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    cg_state *again = NULL;
    ck_assert_int_eq(cg_state_load(sdt_game(), sdt_save(s), &again), CG_OK);
    ck_assert(cg_state_equal(s, again));
    cg_state_free(again);
    cg_state_free(s);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("slugdungeon load");
    TCase *counters = tcase_create("counters");
    tcase_add_test(counters, test_turns_stop_at_max_turns_and_more_are_refused);
    tcase_add_test(counters, test_poison_saturates_so_that_every_turn_saves_and_loads);
    suite_add_tcase(suite, counters);
    TCase *finished = tcase_create("finished games");
    tcase_add_test(finished, test_dead_slug_after_the_last_turn_is_refused);
    tcase_add_test(finished, test_player_moved_before_the_first_turn_is_refused);
    suite_add_tcase(suite, finished);
    return check_run(suite);
}
