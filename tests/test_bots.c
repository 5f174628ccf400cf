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
#include "check_run.h"

/* Small budgets, so that every bot plays many positions quickly. */
static const char *params_for(const char *bot)
{
    return strcmp(bot, "mcts") == 0 ? "iterations=40;rollout_depth=30" : NULL;
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
        ck_assert_msg(cg_bot_new(g, bot_name, params_for(bot_name), &bot) == CG_OK, "%s: %s",
                      bot_name, cg_last_error());
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
                                " iterations = 77 ;exploration=0.5;rollout=random;rollout_depth=9",
                                &bot),
                     CG_OK);
    char text[256];
    cg_bot_params(bot, text, sizeof text);
    ck_assert_msg(strstr(text, "iterations=77;exploration=0.5;rollout=random;rollout_depth=9;") ==
                      text,
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

int main(void)
{
    Suite *suite = suite_create("bots");
    int games = (int)cg_game_count();
    TCase *tc = tcase_create("bots");
    tcase_set_timeout(tc, 900);
    tcase_add_loop_test(tc, test_bots_choose_legal_moves_honestly_and_change_nothing, 0, games);
    tcase_add_loop_test(tc, test_bad_arguments, 0, games);
    tcase_add_loop_test(tc, test_mcts_parameters_read_back, 0, games);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
