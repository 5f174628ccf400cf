/*
 * Bots, for every game of the catalogue and every bot of its catalogue (mcts
 * with a small budget): a chosen move is legal; the state is unchanged; the
 * same seed gives the same move; honesty: for b = resample(a, player to move,
 * s2), choose(a, seed) == choose(b, seed); bad arguments get their status and
 * message.
 */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"

/* Small budgets, so that every bot plays many positions quickly (Battleship's
   mcts keeps its root prior, with the density's draws cut as for `density`). */
static const char *params_for(const char *game, const char *bot)
{
    if (strcmp(bot, "density") == 0)
        return "samples=32";
    if (strcmp(bot, "mcts") != 0)
        return NULL;
    if (strcmp(game, "battleship") == 0)
        return "iterations=40;rollout_depth=30;"
               "root_prior=density:samples=32,prior=mixed,placement=random";
    return "iterations=40;rollout_depth=30";
}

static char *saved(const cg_state *s)
{
    size_t n = cg_state_save(s, NULL, 0);
    char *text = malloc(n + 1);
    ck_assert_ptr_nonnull(text);
    cg_state_save(s, text, n + 1);
    return text;
}

/* Positions along a few random games, each checked with every bot. */
START_TEST(test_bots_choose_legal_moves_honestly_and_change_nothing)
{
    const char *name = cg_game_name_at((size_t)_i);
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new(name, NULL, &g), CG_OK);
    size_t bots = cg_bot_count(g);
    ck_assert_uint_ge(bots, 2);
    ck_assert_str_eq(cg_bot_name_at(g, 0), "random");
    ck_assert_str_eq(cg_bot_name_at(g, 1), "mcts");
    ck_assert_ptr_null(cg_bot_name_at(g, bots));
    for (size_t k = 0; k < bots; k++) {
        const char *bot_name = cg_bot_name_at(g, k);
        cg_bot *bot = NULL;
        ck_assert_msg(cg_bot_new(g, bot_name, params_for(name, bot_name), &bot) == CG_OK,
                      "%s: %s", bot_name, cg_last_error());
        ck_assert_str_eq(cg_bot_name(bot), bot_name);
        int checked = 0;
        for (uint64_t seed = 1; seed <= 3; seed++) {
            cg_state *s = NULL;
            ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
            for (int step = 0; !cg_state_is_terminal(s) && step < 400; step++) {
                bool check = step % 7 == 0;
                cg_move m = 0;
                char *before = check ? saved(s) : NULL;
                uint64_t hash = cg_state_hash(s);
                ck_assert_msg(cg_bot_choose(bot, s, seed * 1000 + (uint64_t)step, &m) == CG_OK,
                              "%s %s: %s", name, bot_name, cg_last_error());
                ck_assert_msg(cg_state_is_legal(s, m), "%s %s chose an illegal move %u", name,
                              bot_name, m);
                ck_assert_uint_eq(cg_state_hash(s), hash);
                if (check) {
                    char *after = saved(s);
                    ck_assert_str_eq(before, after);
                    free(after);
                    free(before);
                    cg_move again = 0, honest = 0;
                    ck_assert_int_eq(cg_bot_choose(bot, s, seed * 1000 + (uint64_t)step, &again),
                                     CG_OK);
                    ck_assert_msg(again == m, "%s %s: the same seed chose %u then %u", name,
                                  bot_name, m, again);
                    cg_state *b = NULL;
                    ck_assert_int_eq(cg_state_clone(s, &b), CG_OK);
                    ck_assert_int_eq(cg_state_resample(b, cg_state_current_player(s), seed + 77),
                                     CG_OK);
                    ck_assert_int_eq(cg_bot_choose(bot, b, seed * 1000 + (uint64_t)step, &honest),
                                     CG_OK);
                    ck_assert_msg(honest == m,
                                  "%s %s chose %u, and %u in a state its player cannot tell "
                                  "apart: it reads hidden information",
                                  name, bot_name, m, honest);
                    cg_state_free(b);
                    checked++;
                }
                ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
            }
            cg_state_free(s);
        }
        ck_assert_int_gt(checked, 0);
        cg_bot_free(bot);
    }
    cg_game_free(g);
}
END_TEST

START_TEST(test_bad_arguments)
{
    const char *name = cg_game_name_at((size_t)_i);
    cg_game *g = NULL, *other = NULL;
    ck_assert_int_eq(cg_game_new(name, NULL, &g), CG_OK);
    ck_assert_int_eq(cg_game_new(strcmp(name, "war") ? "war" : "shephy", NULL, &other), CG_OK);
    cg_bot *bot = (cg_bot *)g, *kept = bot;
    ck_assert_int_eq(cg_bot_new(g, "nobody", NULL, &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "no bot named 'nobody'") &&
                      strstr(cg_last_error(), "the catalogue has: random, mcts"),
                  "%s", cg_last_error());
    ck_assert_ptr_eq(bot, kept);
    ck_assert_int_eq(cg_bot_new(g, "mcts", "iterations=0", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'iterations'") &&
                      strstr(cg_last_error(), "from 1 to 10000000"),
                  "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "depth=3", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "unknown parameter 'depth'") &&
                      strstr(cg_last_error(), "iterations, exploration, rollout"),
                  "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "rollout=mcts", &bot), CG_EINVAL);
    ck_assert_int_eq(cg_bot_new(g, "mcts", "rollout=nobody", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "parameter 'rollout': no bot named 'nobody'"), "%s",
                  cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "value=best", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'returns' or 'heuristic'"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "backup=median", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "parameter 'backup' must be 'mean' or 'max', not "
                                          "'median'"),
                  "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "discount=0", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'discount'"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "discount=1.5", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'discount'"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "prior=mcts", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'prior' names a bot"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "prior=nobody", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "parameter 'prior': no bot named 'nobody'"), "%s",
                  cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "prior_weight=-1", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'prior_weight'"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "root_prior=mcts", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'root_prior' names a bot"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "root_prior=nobody", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "parameter 'root_prior': no bot named 'nobody'"), "%s",
                  cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "root_prior=random:x=1", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "mcts bot: parameter 'root_prior': random bot: ") &&
                      strstr(cg_last_error(), "'x'"),
                  "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "prior=none:x=1", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "parameter 'prior': 'none' takes no parameters"), "%s",
                  cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "prior=mcts:iterations=5", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'prior' names a bot"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "root_prior_weight=-1", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'root_prior_weight'"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "mcts", "root_prior_weight=x", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "'root_prior_weight'"), "%s", cg_last_error());
    ck_assert_int_eq(cg_bot_new(g, "random", "x=1", &bot), CG_EINVAL);
    ck_assert_int_eq(cg_bot_new(NULL, "random", NULL, &bot), CG_EINVAL);
    ck_assert_int_eq(cg_bot_new(g, NULL, NULL, &bot), CG_EINVAL);
    ck_assert_int_eq(cg_bot_new(g, "random", NULL, NULL), CG_EINVAL);
    ck_assert_ptr_eq(bot, kept);
    ck_assert_uint_eq(cg_bot_count(NULL), 0);
    ck_assert_ptr_null(cg_bot_name_at(NULL, 0));
    ck_assert_str_eq(cg_bot_name(NULL), "");
    ck_assert_uint_eq(cg_bot_params(NULL, NULL, 0), 0);
    cg_bot_free(NULL);

    ck_assert_int_eq(cg_bot_new(g, "random", NULL, &bot), CG_OK);
    cg_state *s = NULL, *foreign = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
    ck_assert_int_eq(cg_state_new(other, 1, &foreign), CG_OK);
    cg_move m = 12345;
    ck_assert_int_eq(cg_bot_choose(NULL, s, 1, &m), CG_EINVAL);
    ck_assert_int_eq(cg_bot_choose(bot, NULL, 1, &m), CG_EINVAL);
    ck_assert_int_eq(cg_bot_choose(bot, s, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_bot_choose(bot, foreign, 1, &m), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "a state of"), "%s", cg_last_error());
    ck_assert_int_eq(cg_state_playout(s, 1, UINT32_MAX, NULL), CG_OK);
    ck_assert_int_eq(cg_bot_choose(bot, s, 1, &m), CG_EOVER);
    ck_assert_uint_eq(m, 12345);
    cg_state_free(s);
    cg_state_free(foreign);
    cg_bot_free(bot);
    cg_game_free(other);
    cg_game_free(g);
}
END_TEST

START_TEST(test_mcts_parameters_read_back)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new(cg_game_name_at((size_t)_i), NULL, &g), CG_OK);
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, "mcts",
                                " iterations = 77 ;exploration=0.5;rollout=random;rollout_depth=9;"
                                "discount=0.75;prior=random;prior_weight=3;root_prior=random;"
                                "root_prior_weight=2.5",
                                &bot),
                     CG_OK);
    char text[256];
    cg_bot_params(bot, text, sizeof text);
    ck_assert_msg(strstr(text, "iterations=77;exploration=0.5;rollout=random;rollout_depth=9;") ==
                          text &&
                      strstr(text, ";discount=0.75;prior=random;prior_weight=3;root_prior=random;"
                                   "root_prior_weight=2.5"),
                  "%s", text);
    cg_bot *again = NULL;
    ck_assert_int_eq(cg_bot_new(g, "mcts", text, &again), CG_OK);
    char text2[256];
    cg_bot_params(again, text2, sizeof text2);
    ck_assert_str_eq(text, text2);
    cg_bot_free(bot);
    cg_bot_free(again);
    cg_game_free(g);
}
END_TEST

/* mcts chooses among equal moves at random from the seed, never by move
   code: placing Battleship's first ship, every placement is worth the same
   (nothing was fired at), and with twice as many iterations as placements
   each gets two visits, so all of them tie. */
START_TEST(test_mcts_breaks_ties_at_random)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("battleship", NULL, &g), CG_OK);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
    cg_move moves[1024];
    size_t n = cg_state_legal_moves(s, moves, 1024);
    ck_assert_uint_gt(n, 2);
    char params[128];
    snprintf(params, sizeof params, "iterations=%zu;prior=none", 2 * n);
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, "mcts", params, &bot), CG_OK);
    int distinct = 0, lowest = 0;
    cg_move first = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        cg_move m;
        ck_assert_int_eq(cg_bot_choose(bot, s, seed, &m), CG_OK);
        lowest += m == moves[0];
        if (seed == 1)
            first = m;
        distinct += m != first;
    }
    ck_assert_msg(distinct > 0 && lowest < 5, "20 seeds: %d other than the first, %d lowest",
                  distinct, lowest);
    cg_bot_free(bot);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Battleship on a 6 x 1 board, one ship of 2 each: player 0 fired A1
   (water) and B1 (hit), so its last cell is C1: firing there wins now, and
   any other shot wins a shot later (the opponent cannot sink a ship of 2
   first). */
static const char endgame_text[] = "cardgames-state 1\ngame battleship\n"
                                   "params width=6;height=1;fleet=2;wins=10\nmoves 6\n"
                                   "rng bcea1f95c62befab 32a693c870d0fb65 5ef40b41584352ec "
                                   "4c08d43c216e23a5\nfirst 1\nfleet1 E1 right\n"
                                   "fleet2 B1 right\nshots A1 A1 B1 B1\nturn 1\nend\n";

/* How many of 30 seeds the bot makes `move` in the position `text`. */
static int fires_at(const char *text, const char *move, const char *bot_name, const char *params)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("battleship", "width=6;height=1;fleet=2", &g), CG_OK);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_load(g, text, &s), CG_OK);
    cg_move c1;
    ck_assert_int_eq(cg_move_from_string(s, move, &c1), CG_OK);
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, bot_name, params, &bot), CG_OK);
    int now = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        cg_move m;
        ck_assert_int_eq(cg_bot_choose(bot, s, seed, &m), CG_OK);
        now += m == c1;
    }
    cg_bot_free(bot);
    cg_state_free(s);
    cg_game_free(g);
    return now;
}

/* How many of 30 seeds the bot fires at C1 in the end game above. */
static int endgame_wins_now(const char *bot_name, const char *params)
{
    return fires_at(endgame_text, "fire C1", bot_name, params);
}

/* With a discount, mcts takes the win now; without one, every line wins and
   the shot is a draw among equals: the stall a discount cures. */
START_TEST(test_mcts_discount_prefers_sooner_wins)
{
    const char *search =
        "value=returns;rollout=hunter;rollout_depth=0;iterations=12;prior=none;root_prior=none";
    char params[160];
    snprintf(params, sizeof params, "%s;discount=0.9", search);
    ck_assert_int_eq(endgame_wins_now("mcts", params), 30);
    snprintf(params, sizeof params, "%s;discount=1", search);
    ck_assert_int_lt(endgame_wins_now("mcts", params), 30);
}
END_TEST

/* The same board, nothing to win: player 0 fired A1, B1 and F1 (water), so
   the last ship of 2 lies on C1 D1 or D1 E1 and D1 is sure, but no shot
   sinks it now; player 1 hit E1 and missed D1 and A1, so its next shot
   (F1) sinks player 0's ship. Every shot loses alike. */
static const char lost_text[] = "cardgames-state 1\ngame battleship\n"
                                "params width=6;height=1;fleet=2;wins=10\nmoves 8\n"
                                "rng bcea1f95c62befab 32a693c870d0fb65 5ef40b41584352ec "
                                "4c08d43c216e23a5\nfirst 1\nfleet1 E1 right\n"
                                "fleet2 D1 right\nshots A1 D1 B1 E1 F1 A1\nturn 1\nend\n";

/* root_prior is asked at the root in place of prior, its move weighed by
   root_prior_weight: where every shot loses alike, only the root prior's
   weight makes the search keep to the density shooter's sure cell (D1);
   no root prior, or the root prior at no weight, leave it a draw, and
   a root prior in place of a heavy prior takes the prior's pull away. */
START_TEST(test_mcts_root_prior_steers_the_root)
{
    const char *search = "value=returns;rollout=hunter;rollout_depth=0;iterations=12;discount=0.9";
    char params[256];
    snprintf(params, sizeof params, "%s;prior=none;root_prior=density;root_prior_weight=100",
             search);
    ck_assert_int_eq(fires_at(lost_text, "fire D1", "mcts", params), 30);
    snprintf(params, sizeof params, "%s;prior=none;root_prior=none", search);
    ck_assert_int_lt(fires_at(lost_text, "fire D1", "mcts", params), 30);
    snprintf(params, sizeof params, "%s;prior=none;root_prior=density;root_prior_weight=0",
             search);
    ck_assert_int_lt(fires_at(lost_text, "fire D1", "mcts", params), 30);
    snprintf(params, sizeof params, "%s;prior=density;prior_weight=100;root_prior=none", search);
    ck_assert_int_eq(fires_at(lost_text, "fire D1", "mcts", params), 30);
    snprintf(params, sizeof params,
             "%s;prior=density;prior_weight=100;root_prior=random;root_prior_weight=0", search);
    ck_assert_int_lt(fires_at(lost_text, "fire D1", "mcts", params), 30);
    /* A prior with its own parameters (commas for its semicolons): they reach
       it, and are written back as given. */
    snprintf(params, sizeof params,
             "%s;prior=none;root_prior=density:samples=64,prior=mixed;root_prior_weight=100",
             search);
    ck_assert_int_eq(fires_at(lost_text, "fire D1", "mcts", params), 30);
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("battleship", NULL, &g), CG_OK);
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, "mcts", params, &bot), CG_OK);
    char text[512];
    cg_bot_params(bot, text, sizeof text);
    ck_assert_msg(strstr(text, ";root_prior=density:samples=64,prior=mixed;"), "%s", text);
    cg_bot_free(bot);
    bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, "mcts", "root_prior=density:prior=flat", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "mcts bot: parameter 'root_prior': density bot: "
                                          "parameter 'prior' must be"),
                  "%s", cg_last_error());
    ck_assert_ptr_null(bot);
    cg_game_free(g);
}
END_TEST

/* The density shooter fires where every fleet its shots allow has a ship. */
START_TEST(test_battleship_density_fires_at_the_sure_cell)
{
    ck_assert_int_eq(endgame_wins_now("density", "samples=8"), 30);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("bots");
    int games = (int)cg_game_count();
    TCase *tc = tcase_create("bots");
    tcase_set_timeout(tc, 900);
    tcase_add_loop_test(tc, test_bots_choose_legal_moves_honestly_and_change_nothing, 0, games);
    tcase_add_loop_test(tc, test_bad_arguments, 0, games);
    tcase_add_loop_test(tc, test_mcts_parameters_read_back, 0, games);
    tcase_add_test(tc, test_mcts_breaks_ties_at_random);
    tcase_add_test(tc, test_mcts_discount_prefers_sooner_wins);
    tcase_add_test(tc, test_mcts_root_prior_steers_the_root);
    tcase_add_test(tc, test_battleship_density_fires_at_the_sure_cell);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
