/*
 * SlugDungeon's bots: `path` (its parameter, the ways it takes, when it
 * waits and how it fights, every project level won), the mcts bot's
 * parameters for the game, and the score and heuristic both look ahead
 * with (read through the game's internals). The generic properties of every
 * bot (legal, honest, deterministic, the state unchanged) are in test_bots.c.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "games/slugdungeon/slugdungeon_internal.h"
#include "slugdungeon_test_util.h"

static const char *const project_levels[] = {"1_tutorial", "2_sword", "3_healer", "4_crossroads",
                                             "5_gauntlet"};
enum { LEVELS = sizeof project_levels / sizeof project_levels[0] };

static cg_bot *bot(const cg_game *g, const char *name, const char *params)
{
    cg_bot *b = NULL;
    ck_assert_msg(cg_bot_new(g, name, params, &b) == CG_OK, "%s", cg_last_error());
    return b;
}

/* Plays s to its end (at most max turns) with the bot; the moves' texts. */
static const char *play(cg_bot *b, cg_state *s, int max)
{
    static char moves[8192];
    size_t n = 0;
    moves[0] = '\0';
    for (int i = 0; i < max && !cg_state_is_terminal(s); i++) {
        cg_move m = 99;
        ck_assert_int_eq(cg_bot_choose(b, s, (uint64_t)i, &m), CG_OK);
        n += cg_move_to_string(s, m, moves + n, sizeof moves - n);
        if (n + 1 < sizeof moves)
            moves[n++] = ' ', moves[n] = '\0';
        ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
    }
    return moves;
}

static cg_state *loaded(const char *lines)
{
    cg_state *s = NULL;
    ck_assert_msg(sdt_load_lines(lines, &s) == CG_OK, "%s", cg_last_error());
    return s;
}

/* ---- the catalogue and the path bot's parameter ---- */

START_TEST(test_catalogue_is_random_mcts_then_path)
{
    ck_assert_uint_eq(cg_bot_count(sdt_game()), 3);
    ck_assert_str_eq(cg_bot_name_at(sdt_game(), 2), "path");
    ck_assert_ptr_null(cg_bot_name_at(sdt_game(), 3));
}
END_TEST

START_TEST(test_path_looks_1_to_6_turns_ahead_3_by_default)
{
    char text[64];
    cg_bot *b = bot(sdt_game(), "path", NULL);
    cg_bot_params(b, text, sizeof text);
    ck_assert_str_eq(text, "depth=3");
    cg_bot_free(b);
    b = bot(sdt_game(), "path", " depth = 6 ");
    cg_bot_params(b, text, sizeof text);
    ck_assert_str_eq(text, "depth=6");
    cg_bot_free(b);
    cg_bot *kept = (cg_bot *)text, *refused = kept;
    ck_assert_int_eq(cg_bot_new(sdt_game(), "path", "depth=0", &refused), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "path bot: parameter 'depth' must be from 1 to 6, not 0");
    ck_assert_int_eq(cg_bot_new(sdt_game(), "path", "depth=7", &refused), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "path bot: parameter 'depth' must be from 1 to 6, not 7");
    ck_assert_int_eq(cg_bot_new(sdt_game(), "path", "depth=deep", &refused), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "path bot: parameter 'depth' wants an integer from 1 to 6, not 'deep'");
    ck_assert_int_eq(cg_bot_new(sdt_game(), "path", "speed=1", &refused), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "path bot: unknown parameter 'speed' (known: depth)");
    ck_assert_ptr_eq(refused, kept);
}
END_TEST

START_TEST(test_path_ignores_the_seed)
{
    cg_bot *b = bot(sdt_game(), "path", NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(sdt_game(), 1, &s), CG_OK);
    cg_move first = 99;
    ck_assert_int_eq(cg_bot_choose(b, s, 0, &first), CG_OK);
    for (uint64_t seed = 1; seed < 50; seed++) {
        cg_move m = 99;
        ck_assert_int_eq(cg_bot_choose(b, s, seed * 0x9e3779b97f4a7c15u, &m), CG_OK);
        ck_assert_uint_eq(m, first);
    }
    cg_state_free(s);
    cg_bot_free(b);
}
END_TEST

/* ---- the ways path takes ---- */

START_TEST(test_path_walks_a_shortest_way_to_the_goal)
{
    cg_bot *b = bot(sdt_game(), "path", NULL);
    cg_state *s = sdt_level("10\n#######\n#P    #\n# ### #\n#    G#\n#######\n");
    play(b, s, 50);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    ck_assert_uint_eq(cg_slugdungeon_turns(s), 6); /* 4 across and 2 down, either way */
    cg_state_free(s);
    cg_bot_free(b);
}
END_TEST

START_TEST(test_path_takes_up_a_weapon_before_it_fights)
{
    cg_bot *b = bot(sdt_game(), "path", NULL);
    cg_state *s = sdt_level("10\n###########\n#S  P  A G#\n###########\n");
    const char *moves = play(b, s, 100);
    ck_assert_msg(strncmp(moves, "left left left ", 15) == 0, "%s", moves);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    cg_state_free(s);
    cg_bot_free(b);
}
END_TEST

/* A dart reaches two squares, an AngrySlug's sword one, and the slug moves
   every other turn: path hits it from afar and steps back in time. */
START_TEST(test_path_fights_an_angry_slug_with_a_dart_unhurt)
{
    cg_bot *b = bot(sdt_game(), "path", NULL);
    cg_state *s = sdt_level("10\n############\n#PD     A G#\n############\n");
    play(b, s, 100);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    ck_assert_int_eq(sdt_player(s).health, 10);
    ck_assert_int_eq(sdt_player(s).poison, 0);
    cg_state_free(s);
    cg_bot_free(b);
}
END_TEST

/* The slug's poison kills it at the end of the next turn, but this turn it
   still strikes the squares next to it, which the shortest way to the goal
   crosses: path waits a turn instead of taking that step (the goal is too
   far for a win within its lookahead, which would be worth the wound). */
START_TEST(test_path_waits_while_a_dying_slug_can_still_strike)
{
    cg_bot *b = bot(sdt_game(), "path", NULL);
    cg_state *s = loaded("turns 0\nboard 4 12\nrow |############|\nrow |#         G#|\n"
                         "row |#          #|\nrow |############|\nblocking 0\nweapons 0\n"
                         "player health 10 max 10 poison 0 weapon none at 1 3 previous 1 3\n"
                         "slugs 1\n"
                         "slug AngrySlug health 3 poison 2 weapon PoisonSword at 2 4 moves no\n");
    cg_move first = 99;
    ck_assert_int_eq(cg_bot_choose(b, s, 1, &first), CG_OK);
    ck_assert_msg(first == CG_SLUGDUNGEON_STAY || first == CG_SLUGDUNGEON_LEFT,
                  "path moved %u, next to the slug", first);
    play(b, s, 20);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    ck_assert_int_eq(sdt_player(s).health, 10);
    cg_state_free(s);
    cg_bot_free(b);
}
END_TEST

static cg_game *level_game(const char *name, const char *more)
{
    char params[4300];
    snprintf(params, sizeof params, "level=%s/%s.txt%s", SD_LEVELS_DIR, name, more);
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new("slugdungeon", params, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

START_TEST(test_path_wins_every_project_level)
{
    cg_game *g = level_game(project_levels[_i], "");
    cg_bot *b = bot(g, "path", NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
    const char *moves = play(b, s, 200);
    ck_assert_msg(cg_slugdungeon_has_won(s) == 1, "%s: %s", project_levels[_i], moves);
    cg_state_free(s);
    cg_bot_free(b);
    cg_game_free(g);
}
END_TEST

/* ---- the mcts bot on this game ---- */

START_TEST(test_mcts_searches_greedily_with_path_and_the_heuristic)
{
    char text[192];
    cg_bot *b = bot(sdt_game(), "mcts", NULL);
    cg_bot_params(b, text, sizeof text);
    ck_assert_str_eq(
        text, "iterations=400;exploration=0.001;rollout=path;rollout_depth=1;value=heuristic;"
              "backup=max;discount=1;prior=path;prior_weight=0.1;root_prior=none;"
              "root_prior_weight=0");
    cg_bot_free(b);
    b = bot(sdt_game(), "mcts", "iterations=50;value=returns;backup=mean");
    cg_bot_params(b, text, sizeof text);
    ck_assert_str_eq(text, "iterations=50;exploration=0.001;rollout=path;rollout_depth=1;"
                           "value=returns;backup=mean;discount=1;prior=path;prior_weight=0.1;"
                           "root_prior=none;root_prior_weight=0");
    cg_bot_free(b);
}
END_TEST

/* backup=max: of two lines to the same result the shorter wins, rollout
   moves counted (staying first, then stepping onto the goal, ties with
   stepping onto it at once unless the rollout's move counts). */
START_TEST(test_mcts_takes_a_win_at_hand)
{
    static const char *const params[] = {NULL, "rollout=random;rollout_depth=0;backup=max",
                                         "iterations=50;value=returns;backup=max"};
    for (size_t k = 0; k < sizeof params / sizeof *params; k++) {
        cg_bot *b = bot(sdt_game(), "mcts", params[k]);
        cg_state *s = sdt_level("20\n#######\n#G  PG#\n#######\n");
        for (uint64_t seed = 1; seed <= 20; seed++) {
            cg_move m = 99;
            ck_assert_int_eq(cg_bot_choose(b, s, seed, &m), CG_OK);
            ck_assert_msg(m == CG_SLUGDUNGEON_RIGHT, "mcts %s, seed %llu: move %u",
                          params[k] ? params[k] : "(defaults)", (unsigned long long)seed, m);
        }
        cg_state_free(s);
        cg_bot_free(b);
    }
}
END_TEST

START_TEST(test_mcts_wins_every_level)
{
    for (int i = 0; i < LEVELS; i++) {
        cg_game *g = level_game(project_levels[i], "");
        cg_bot *b = bot(g, "mcts", NULL);
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
        const char *moves = play(b, s, 100);
        ck_assert_msg(cg_slugdungeon_has_won(s) == 1, "%s: %s", project_levels[i], moves);
        cg_state_free(s);
        cg_bot_free(b);
        cg_game_free(g);
    }
}
END_TEST

/* ---- the score and the heuristic ---- */

static const sd_state *model(const cg_state *s)
{
    return cg_state_block_of(s, &cg_slugdungeon_impl, "test");
}

static int64_t score_of(const char *level)
{
    cg_state *s = sdt_level(level);
    int64_t v = sd_score(model(s));
    cg_state_free(s);
    return v;
}

/* The player with a sword at (1, col) and a ScaredSlug at (1, 7). */
static cg_state *armed(int col)
{
    char lines[512];
    snprintf(lines, sizeof lines,
             "turns 0\nboard 3 9\nrow |#########|\nrow |#       #|\nrow |#########|\n"
             "blocking 0\nweapons 0\n"
             "player health 10 max 10 poison 0 weapon PoisonSword at 1 %d previous 1 %d\n"
             "slugs 1\nslug ScaredSlug health 3 poison 0 weapon PoisonDart at 1 7 moves no\n",
             col, col);
    return loaded(lines);
}

START_TEST(test_score_grows_with_health_and_shrinks_with_slugs_health)
{
    cg_state *s = sdt_level("10\n#######\n#P   L#\n#    G#\n#######\n");
    int64_t before = sd_score(model(s));
    /* the ScaredSlug's dart, thrown from (1, 3), poisons the player */
    ck_assert_int_eq(cg_slugdungeon_perform_attack(s, 0, POS(1, 3)), CG_OK);
    ck_assert_int_lt(sd_score(model(s)), before);
    cg_state_free(s);
    s = armed(2);
    before = sd_score(model(s));
    /* the player's sword, from (1, 6), wounds the slug */
    ck_assert_int_eq(cg_slugdungeon_perform_attack(s, CG_SLUGDUNGEON_BY_PLAYER, POS(1, 6)), CG_OK);
    ck_assert_int_gt(sd_score(model(s)), before);
    cg_state_free(s);
}
END_TEST

START_TEST(test_score_is_higher_nearer_where_the_player_is_wanted)
{
    /* no slug: nearer the goal */
    ck_assert_int_gt(score_of("10\n######\n#  PG#\n######\n"),
                     score_of("10\n######\n#P  G#\n######\n"));
    /* holding nothing: nearer the sword, and from it the slug */
    ck_assert_int_gt(score_of("10\n########\n#  PS A#\n########\n"),
                     score_of("10\n########\n#P  S A#\n########\n"));
    /* a sword in hand: nearer a square it strikes the slug from */
    cg_state *near = armed(4), *far = armed(2);
    ck_assert_int_gt(sd_score(model(near)), sd_score(model(far)));
    cg_state_free(near);
    cg_state_free(far);
}
END_TEST

START_TEST(test_score_counts_the_harm_the_slugs_may_do_next_turn)
{
    /* next to the AngrySlug with no square to step away to, the player takes
       its sword next turn; three squares away it need not */
    ck_assert_int_gt(score_of("10\n######\n#P  A#\n######\n"),
                     score_of("10\n######\n#PA  #\n######\n"));
}
END_TEST

START_TEST(test_heuristic_is_095_for_a_win_at_hand_and_within_09_otherwise)
{
    cg_state *s = sdt_level("10\n####\n#PG#\n####\n");
    ck_assert(sd_evaluate(cg_state_config(s), model(s), 0) == 0.95);
    cg_state_free(s);
    /* poison that kills at the end of the turn, whatever the player does */
    s = loaded("turns 0\nboard 3 5\nrow |#####|\nrow |#  G#|\nrow |#####|\nblocking 0\n"
               "weapons 0\nplayer health 3 max 10 poison 5 weapon none at 1 1 previous 1 1\n"
               "slugs 1\nslug AngrySlug health 5 poison 0 weapon PoisonSword at 1 2 moves no\n");
    ck_assert(sd_evaluate(cg_state_config(s), model(s), 0) == -0.95);
    cg_state_free(s);
    for (int i = 0; i < LEVELS; i++) {
        cg_game *g = level_game(project_levels[i], "");
        cg_state *start = NULL;
        ck_assert_int_eq(cg_state_new(g, 1, &start), CG_OK);
        double v = sd_evaluate(cg_state_config(start), model(start), 0);
        ck_assert_msg(v > -0.9 && v < 0.9, "%s: %f", project_levels[i], v);
        cg_state_free(start);
        cg_game_free(g);
    }
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("slugdungeon bots");
    TCase *path = tcase_create("path");
    tcase_set_timeout(path, 120);
    tcase_add_test(path, test_catalogue_is_random_mcts_then_path);
    tcase_add_test(path, test_path_looks_1_to_6_turns_ahead_3_by_default);
    tcase_add_test(path, test_path_ignores_the_seed);
    tcase_add_test(path, test_path_walks_a_shortest_way_to_the_goal);
    tcase_add_test(path, test_path_takes_up_a_weapon_before_it_fights);
    tcase_add_test(path, test_path_fights_an_angry_slug_with_a_dart_unhurt);
    tcase_add_test(path, test_path_waits_while_a_dying_slug_can_still_strike);
    tcase_add_loop_test(path, test_path_wins_every_project_level, 0, LEVELS);
    suite_add_tcase(suite, path);
    TCase *mcts = tcase_create("mcts");
    tcase_set_timeout(mcts, 300);
    tcase_add_test(mcts, test_mcts_searches_greedily_with_path_and_the_heuristic);
    tcase_add_test(mcts, test_mcts_takes_a_win_at_hand);
    tcase_add_test(mcts, test_mcts_wins_every_level);
    suite_add_tcase(suite, mcts);
    TCase *score = tcase_create("score");
    tcase_add_test(score, test_score_grows_with_health_and_shrinks_with_slugs_health);
    tcase_add_test(score, test_score_is_higher_nearer_where_the_player_is_wanted);
    tcase_add_test(score, test_score_counts_the_harm_the_slugs_may_do_next_turn);
    tcase_add_test(score, test_heuristic_is_095_for_a_win_at_hand_and_within_09_otherwise);
    suite_add_tcase(suite, score);
    return check_run(suite);
}
