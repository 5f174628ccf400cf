/* Weiss-Fiuba-Schwarz's bots: the catalogue (random, mcts, heuristic), the
   heuristic bot as cg_weiss_schwarz_bot_move, the mcts defaults of the game,
   and the evaluation behind mcts's value=heuristic. The evaluation is read
   from the game's table, so this suite links the library's internals. */
#include <check.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "games/weiss_schwarz/ws_internal.h"
#include "ws_fixture.h"

/* The game's mcts parameters over the generic defaults (ws_game.c). */
#define WS_MCTS_DEFAULTS                                                                           \
    "iterations=400;exploration=1;rollout=heuristic;rollout_depth=40;value=heuristic;backup=mean;" \
    "discount=1;prior=heuristic;prior_weight=3;root_prior=none;root_prior_weight=0"

static double evaluate(const cg_state *s, int player)
{
    const void *block = cg_state_block_of(s, &cg_weiss_schwarz_impl, "test");
    ck_assert_ptr_nonnull(block);
    return cg_weiss_schwarz_impl.evaluate(cg_state_config(s), block, player);
}

static cg_bot *new_bot(const cg_game *g, const char *name, const char *params)
{
    cg_bot *bot = NULL;
    ck_assert_msg(cg_bot_new(g, name, params, &bot) == CG_OK, "%s: %s", name, cg_last_error());
    return bot;
}

START_TEST(test_the_catalogue_adds_the_heuristic_bot)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    ck_assert_uint_eq(cg_bot_count(g), 3);
    ck_assert_str_eq(cg_bot_name_at(g, 0), "random");
    ck_assert_str_eq(cg_bot_name_at(g, 1), "mcts");
    ck_assert_str_eq(cg_bot_name_at(g, 2), "heuristic");
    ck_assert_ptr_null(cg_bot_name_at(g, 3));
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(g, "oracle", NULL, &bot), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_bot_new: no bot named 'oracle' for weiss_schwarz (the "
                                      "catalogue has: random, mcts, heuristic)");
    cg_game_free(g);
}
END_TEST

/* The bot of the catalogue is the 1.0 function: the same move everywhere,
   whatever the seed (it draws nothing). */
START_TEST(test_the_heuristic_bot_plays_the_1_0_bots_moves)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    cg_bot *bot = new_bot(g, "heuristic", NULL);
    int positions = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        while (!cg_state_is_terminal(s)) {
            cg_move old = 0, mine = 1, other = 2;
            ck_assert_int_eq(cg_weiss_schwarz_bot_move(s, &old), CG_OK);
            ck_assert_int_eq(cg_bot_choose(bot, s, seed, &mine), CG_OK);
            ck_assert_int_eq(cg_bot_choose(bot, s, ~seed, &other), CG_OK);
            ck_assert_uint_eq(mine, old);
            ck_assert_uint_eq(other, old);
            /* Half the moves random, so that the bot meets every kind of position. */
            uint32_t made;
            if (positions++ % 2)
                ck_assert_int_eq(cg_state_apply(s, old), CG_OK);
            else
                ck_assert_int_eq(cg_state_playout(s, seed * 1000 + (uint64_t)positions, 1, &made),
                                 CG_OK);
        }
        cg_state_free(s);
    }
    ck_assert_int_gt(positions, 500);
    cg_bot_free(bot);
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_heuristic_bot_takes_no_parameters)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    cg_bot *bot = new_bot(g, "heuristic", " ; ");
    char text[64] = "x";
    ck_assert_uint_eq(cg_bot_params(bot, text, sizeof text), 0);
    ck_assert_str_eq(text, "");
    cg_bot_free(bot);
    cg_bot *kept = (cg_bot *)g;
    bot = kept;
    ck_assert_int_eq(cg_bot_new(g, "heuristic", "depth=2", &bot), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "heuristic bot") &&
                      strstr(cg_last_error(), "unknown parameter 'depth'"),
                  "%s", cg_last_error());
    ck_assert_ptr_eq(bot, kept);
    cg_game_free(g);
}
END_TEST

/* The game's defaults: the heuristic's move tried first at each node (worth
   3 extra visits), heuristic rollouts of 40 moves, then the evaluation. */
START_TEST(test_mcts_plays_with_the_games_defaults)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    cg_bot *bot = new_bot(g, "mcts", NULL);
    char text[256];
    cg_bot_params(bot, text, sizeof text);
    ck_assert_str_eq(text, WS_MCTS_DEFAULTS);
    cg_bot_free(bot);
    /* A caller's parameters go over them, key by key. */
    bot = new_bot(g, "mcts", "iterations=50;rollout=random");
    cg_bot_params(bot, text, sizeof text);
    ck_assert_str_eq(text,
                     "iterations=50;exploration=1;rollout=random;rollout_depth=40;value=heuristic;"
                     "backup=mean;discount=1;prior=heuristic;prior_weight=3;"
                     "root_prior=none;root_prior_weight=0");
    cg_bot_free(bot);
    bot = new_bot(g, "mcts", "value=returns;rollout_depth=0");
    cg_bot_params(bot, text, sizeof text);
    ck_assert_str_eq(text, "iterations=400;exploration=1;rollout=heuristic;rollout_depth=0;"
                           "value=returns;backup=mean;discount=1;prior=heuristic;"
                           "prior_weight=3;root_prior=none;root_prior_weight=0");
    cg_bot_free(bot);
    cg_game_free(g);
}
END_TEST

/* A small search already plays better than chance: it wins most games against
   random play (the strength goals measure the default budget). */
START_TEST(test_a_small_search_beats_random_play)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    cg_bot *bots[2] = {new_bot(g, "mcts", "iterations=30"), new_bot(g, "random", NULL)};
    int wins = 0, games = 6;
    for (int i = 0; i < games; i++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, (uint64_t)i + 100, &s), CG_OK);
        int seat = i % 2; /* mcts plays player `seat` */
        for (uint64_t k = 0; !cg_state_is_terminal(s); k++) {
            int p = cg_state_current_player(s);
            cg_move m;
            ck_assert_int_eq(cg_bot_choose(bots[p == seat ? 0 : 1], s, k, &m), CG_OK);
            ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
        }
        wins += cg_state_winner(s) == seat;
        cg_state_free(s);
    }
    ck_assert_msg(wins >= games - 1, "mcts won %d of %d games against random play", wins, games);
    cg_bot_free(bots[0]);
    cg_bot_free(bots[1]);
    cg_game_free(g);
}
END_TEST

/* ---- the evaluation ---- */

START_TEST(test_an_even_position_is_worth_nothing)
{
    cg_state *s = ws_position(game, "");
    ck_assert(evaluate(s, W) == 0.0);
    ck_assert(evaluate(s, S) == 0.0);
    cg_state_free(s);
}
END_TEST

/* Damage taken is the first thing: a fuller clock or a higher level is worse. */
START_TEST(test_damage_taken_lowers_the_evaluation)
{
    cg_state *clock = ws_position(game, "weiss clock 0 1 2");
    cg_state *fuller = ws_position(game, "weiss clock 0 1 2 3 4 5");
    cg_state *level = ws_position(game, "weiss level 0\nweiss clock 1 2 3 4 5 6");
    ck_assert(evaluate(clock, W) < 0.0);
    ck_assert(evaluate(fuller, W) < evaluate(clock, W));
    ck_assert(evaluate(level, W) < evaluate(fuller, W));
    ck_assert(evaluate(level, S) > 0.0);
    cg_state_free(clock);
    cg_state_free(fuller);
    cg_state_free(level);
}
END_TEST

/* Then the stage: more power is better, the front more than the back. */
START_TEST(test_power_on_the_stage_raises_the_evaluation)
{
    cg_state *back = ws_position(game, "weiss stage - - - 16 -");
    cg_state *front = ws_position(game, "weiss stage 16 - - - -");
    cg_state *weak = ws_position(game, "weiss stage 0 - - - -");
    ck_assert(evaluate(back, W) > 0.0);
    ck_assert(evaluate(front, W) > evaluate(back, W));
    ck_assert(evaluate(front, W) > evaluate(weak, W));
    ck_assert(evaluate(weak, W) > 0.0);
    cg_state_free(back);
    cg_state_free(front);
    cg_state_free(weak);
}
END_TEST

/* Then cards in hand and stock, a card in hand more than one in stock (it
   can still be played: the fitted weights make it five times as much). */
START_TEST(test_cards_in_hand_and_stock_raise_the_evaluation)
{
    cg_state *hand = ws_position(game, "weiss hand 0 1");
    cg_state *stock = ws_position(game, "weiss stock 0 1");
    ck_assert(evaluate(hand, W) > 0.0);
    ck_assert(evaluate(stock, W) > 0.0);
    ck_assert(evaluate(hand, W) > evaluate(stock, W));
    cg_state_free(hand);
    cg_state_free(stock);
}
END_TEST

/* Over played games: in [-1, 1], one player's gain is the other's loss, and
   it reads nothing hidden (every resample for either player keeps it). */
START_TEST(test_the_evaluation_is_zero_sum_and_reads_only_face_up_cards)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    int positions = 0;
    bool moved = false;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        cg_state *s = NULL, *r = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
        uint32_t made = 1;
        while (made == 1 && !cg_state_is_terminal(s)) {
            double v = evaluate(s, W);
            ck_assert(v >= -1.0 && v <= 1.0);
            ck_assert(evaluate(s, S) == -v);
            moved = moved || v != 0.0;
            for (int viewer = 0; viewer < 2; viewer++) {
                ck_assert_int_eq(cg_state_copy(r, s), CG_OK);
                ck_assert_int_eq(cg_state_resample(r, viewer, seed + (uint64_t)positions), CG_OK);
                ck_assert(evaluate(r, W) == v);
            }
            positions++;
            ck_assert_int_eq(cg_state_playout(s, seed + (uint64_t)positions, 1, &made), CG_OK);
        }
        cg_state_free(r);
        cg_state_free(s);
    }
    ck_assert(moved);
    ck_assert_int_gt(positions, 200);
    cg_game_free(g);
}
END_TEST

static void terms_of(const cg_state *s, int player, double *terms)
{
    const void *block = cg_state_block_of(s, &cg_weiss_schwarz_impl, "test");
    ck_assert(ws_evaluation_terms(cg_state_config(s), block, player, terms));
}

/* The terms the fit (tests/ws_fit.py) weighs are the evaluation's: each one
   player's minus the other's, and the evaluation is the tanh of their sum
   with its weights. */
START_TEST(test_the_evaluation_weighs_its_terms)
{
    double even[WS_EVALUATION_TERMS], more[WS_EVALUATION_TERMS];
    cg_state *s = ws_position(game, "");
    cg_state *hand = ws_position(game, "weiss hand 0 1\nweiss stock 2 3 4");
    terms_of(s, W, even);
    terms_of(hand, W, more);
    ck_assert(more[WS_TERM_HAND] == even[WS_TERM_HAND] + 2);
    ck_assert(more[WS_TERM_STOCK] == even[WS_TERM_STOCK] + 3);
    ck_assert(more[WS_TERM_RACE] == even[WS_TERM_RACE]);
    cg_state_free(hand);
    cg_state_free(s);
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    ck_assert_int_eq(cg_state_new(g, 5, &s), CG_OK);
    int positions = 0;
    for (uint32_t made = 1; made == 1 && !cg_state_is_terminal(s); positions++) {
        double t[WS_EVALUATION_TERMS], other[WS_EVALUATION_TERMS];
        terms_of(s, W, t);
        terms_of(s, S, other);
        for (int k = 0; k < WS_EVALUATION_TERMS; k++)
            ck_assert(other[k] == -t[k]);
        double x = 1.5 * t[WS_TERM_RACE] +
                   0.6 * (t[WS_TERM_FRONT] + 0.5 * t[WS_TERM_BACK]) / 20000.0 +
                   0.15 * t[WS_TERM_HAND] + 0.03 * t[WS_TERM_STOCK];
        ck_assert(fabs(evaluate(s, W) - tanh(x)) < 1e-12);
        ck_assert_int_eq(cg_state_playout(s, 5 + (uint64_t)positions, 1, &made), CG_OK);
    }
    ck_assert_int_gt(positions, 50);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

static Suite *bots_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz bots");
    TCase *tc = tcase_create("catalogue");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_the_catalogue_adds_the_heuristic_bot);
    tcase_add_test(tc, test_the_heuristic_bot_plays_the_1_0_bots_moves);
    tcase_add_test(tc, test_the_heuristic_bot_takes_no_parameters);
    tcase_add_test(tc, test_mcts_plays_with_the_games_defaults);
    tcase_add_test(tc, test_a_small_search_beats_random_play);
    suite_add_tcase(suite, tc);
    tc = tcase_create("evaluation");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_an_even_position_is_worth_nothing);
    tcase_add_test(tc, test_damage_taken_lowers_the_evaluation);
    tcase_add_test(tc, test_power_on_the_stage_raises_the_evaluation);
    tcase_add_test(tc, test_cards_in_hand_and_stock_raise_the_evaluation);
    tcase_add_test(tc, test_the_evaluation_is_zero_sum_and_reads_only_face_up_cards);
    tcase_add_test(tc, test_the_evaluation_weighs_its_terms);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(bots_suite());
}
