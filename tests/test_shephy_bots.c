/* Shephy's own bots in the catalogue (greedy and search): their parameters,
   and the moves they make in typed positions; the mcts bot's defaults and
   heuristic for Shephy. The generic checks (legality, determinism, honesty)
   are tests/test_bots.c's. */
#include <check.h>

#include "check_quiet.h"
#include <string.h>

#include "core/handles.h"
#include "games/shephy/shephy_bots.h"
#include "games/shephy/shephy_score.h"
#include "shephy_positions.h"

static cg_move bot_move(const char *name, const char *params, const cg_state *s)
{
    cg_bot *bot = NULL;
    ck_assert_int_eq(cg_bot_new(shephy_game, name, params, &bot), CG_OK);
    cg_move move = 0;
    ck_assert_int_eq(cg_bot_choose(bot, s, 7, &move), CG_OK);
    cg_bot_free(bot);
    return move;
}

static void expect_bot_move(const char *name, const char *params, pos p, const char *text)
{
    cg_state *s = load_pos(p);
    char written[64];
    cg_move_to_string(s, bot_move(name, params, s), written, sizeof written);
    ck_assert_str_eq(written, text);
    cg_state_free(s);
}

static void expect_refused(const char *name, const char *params, const char *message)
{
    cg_bot *bot = (cg_bot *)&bot;
    ck_assert_int_eq(cg_bot_new(shephy_game, name, params, &bot), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), message);
    ck_assert_ptr_eq(bot, (cg_bot *)&bot);
}

static void expect_params(const char *name, const char *params, const char *written)
{
    cg_bot *bot = NULL;
    char text[256];
    ck_assert_int_eq(cg_bot_new(shephy_game, name, params, &bot), CG_OK);
    cg_bot_params(bot, text, sizeof text);
    ck_assert_str_eq(text, written);
    cg_bot_free(bot);
}

START_TEST(the_catalogue_adds_greedy_and_search)
{
    ck_assert_uint_eq(cg_bot_count(shephy_game), 4);
    const char *names[] = {"random", "mcts", "greedy", "search"};
    for (size_t i = 0; i < 4; i++)
        ck_assert_str_eq(cg_bot_name_at(shephy_game, i), names[i]);
}
END_TEST

START_TEST(greedy_has_no_parameters)
{
    expect_params("greedy", NULL, "");
    expect_params("greedy", "", "");
    expect_refused("greedy", "rollouts=3",
                   "greedy bot: unknown parameter 'rollouts' (known: none)");
}
END_TEST

START_TEST(search_takes_rollouts_and_width)
{
    expect_params("search", NULL, "rollouts=144;width=8;choices=search");
    expect_params("search", "width=19; rollouts=1;choices=search",
                  "rollouts=1;width=19;choices=search");
    expect_refused("search", "choices=all",
                   "search bot: parameter 'choices' must be 'greedy' or 'search', not 'all'");
    expect_refused("search", "rollouts=0",
                   "search bot: parameter 'rollouts' must be from 1 to 100000, not 0");
    expect_refused("search", "width=20",
                   "search bot: parameter 'width' must be from 1 to 19, not 20");
    expect_refused("search", "rollouts=many",
                   "search bot: parameter 'rollouts' wants an integer from 1 to 100000, not "
                   "'many'");
    expect_refused("search", "depth=3",
                   "search bot: unknown parameter 'depth' (known: rollouts, width, choices)");
}
END_TEST

START_TEST(greedy_never_empties_the_field_when_it_can_grow_it)
{
    /* Falling Rock would release the one sheep: a loss */
    expect_bot_move("greedy", NULL,
                    (pos){.hand = "Be Fruitful, Falling Rock, Storm, Lightning, Slump"},
                    "Play Be Fruitful");
}
END_TEST

START_TEST(greedy_exiles_shephion)
{
    expect_bot_move("greedy", NULL,
                    (pos){.field = "1 3",
                          .hand = "Be Fruitful, Shephion, Flourish, Storm",
                          .discard = "*, Planning Sheep",
                          .effect = "Planning Sheep"},
                    "Exile Shephion");
}
END_TEST

START_TEST(greedy_releases_the_lowest_sheep)
{
    expect_bot_move(
        "greedy", NULL,
        (pos){
            .field = "1 3 30 100", .hand = "Be Fruitful", .discard = "*, Storm", .effect = "Storm"},
        "Release 1 Sheep card");
}
END_TEST

START_TEST(greedy_and_search_combine_to_1000_when_they_can)
{
    pos p = {.field = "300 300 300 100 30", .hand = "Dominion, Multiply, Slump, Wolves, Plague"};
    expect_bot_move("greedy", NULL, p, "Play Dominion");
    expect_bot_move("search", "rollouts=2", p, "Play Dominion");
}
END_TEST

START_TEST(search_keeps_shephion_in_hand)
{
    /* playing Shephion releases every sheep; every other card keeps the game going */
    expect_bot_move("search", "rollouts=4",
                    (pos){.field = "1 3", .hand = "Shephion, Multiply, Fill the Earth"},
                    "Play Fill the Earth");
}
END_TEST

START_TEST(mcts_plays_shephy_with_greedy_rollouts)
{
    expect_params("mcts", NULL,
                  "iterations=300;exploration=1;rollout=greedy;rollout_depth=0;value=returns;"
                  "backup=mean;discount=1;prior=none;prior_weight=0;root_prior=none;"
                  "root_prior_weight=0");
    expect_params("mcts", "iterations=20;rollout=random",
                  "iterations=20;exploration=1;rollout=random;rollout_depth=0;value=returns;"
                  "backup=mean;discount=1;prior=none;prior_weight=0;root_prior=none;"
                  "root_prior_weight=0");
    expect_params("mcts", "value=heuristic;rollout_depth=8",
                  "iterations=300;exploration=1;rollout=greedy;rollout_depth=8;value=heuristic;"
                  "backup=mean;discount=1;prior=none;prior_weight=0;root_prior=none;"
                  "root_prior_weight=0");
    pos p = {.field = "300 300 300 100 30", .hand = "Dominion, Multiply, Slump, Wolves, Plague"};
    /* Dominion wins now (300 + 300 + 300 + 100 make the 1000); the others
       win later with greedy rollouts, so a discount is what ranks it first. */
    expect_bot_move("mcts", "iterations=40;discount=0.95", p, "Play Dominion");
    expect_bot_move("mcts", "iterations=40;rollout_depth=4;value=heuristic;discount=0.95", p,
                    "Play Dominion");
}
END_TEST

static double evaluate(pos p)
{
    cg_state *s = load_pos(p);
    double value = shephy_evaluate(NULL, s->block, 0);
    cg_state_free(s);
    return value;
}

START_TEST(the_heuristic_is_the_result_once_over_and_grows_with_the_flock)
{
    ck_assert_double_eq(evaluate((pos){.field = "1000", .discard = "*, Dominion"}), 1.0);
    ck_assert_double_eq(evaluate((pos){.field = "-"}), -1.0);
    double one = evaluate((pos){.field = "1"}), more = evaluate((pos){.field = "1 3 30"}),
           most = evaluate((pos){.field = "1 3 30 100 300"});
    ck_assert(-1.0 < one && one < more && more < most && most < 1.0);
    /* Shephion in hand is a threat; a Be Fruitful a promise */
    double threatened = evaluate((pos){.field = "1 3 30", .hand = "Shephion"});
    double promised = evaluate((pos){.field = "1 3 30", .hand = "Be Fruitful"});
    ck_assert(threatened < more && more < promised);
}
END_TEST

/* The bots' score cache remembers each field's flock score and what each
   card in hand does to it: one cache over the positions of many games (played
   by the greedy bot, every fifth move at random, so that slots change fields
   and fields gain cards) gives exactly the score computed without it, from
   an empty cache (the bots') or one whose slots hold no field of the game. */
START_TEST(the_score_cache_gives_the_score_without_it)
{
    static shephy_score_cache cache;
    memset(&cache, _i ? 0xff : 0, sizeof cache);
    cg_bot *greedy = NULL;
    ck_assert_int_eq(cg_bot_new(shephy_game, "greedy", NULL, &greedy), CG_OK);
    size_t positions = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(shephy_game, seed, &s), CG_OK);
        for (uint64_t m = 0; !cg_state_is_terminal(s); m++) {
            const shephy_state *st = (const shephy_state *)(const void *)s->block;
            ck_assert_double_eq(shephy_score(&cache, st), shephy_score(NULL, st));
            positions++;
            cg_move moves[SHEPHY_MAX_MOVES], move = 0;
            size_t n = cg_state_legal_moves(s, moves, SHEPHY_MAX_MOVES);
            if (m % 5 == 4)
                move = moves[(seed * 7919 + m * 104729) % n];
            else
                ck_assert_int_eq(cg_bot_choose(greedy, s, seed, &move), CG_OK);
            ck_assert_int_eq(cg_state_apply(s, move), CG_OK);
        }
        cg_state_free(s);
    }
    cg_bot_free(greedy);
    ck_assert_uint_gt(positions, 2000);
}
END_TEST

void add_bot_tests(Suite *suite)
{
    TCase *tc = tcase_create("bots");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, the_catalogue_adds_greedy_and_search);
    tcase_add_test(tc, greedy_has_no_parameters);
    tcase_add_test(tc, search_takes_rollouts_and_width);
    tcase_add_test(tc, greedy_never_empties_the_field_when_it_can_grow_it);
    tcase_add_test(tc, greedy_exiles_shephion);
    tcase_add_test(tc, greedy_releases_the_lowest_sheep);
    tcase_add_test(tc, greedy_and_search_combine_to_1000_when_they_can);
    tcase_add_test(tc, search_keeps_shephion_in_hand);
    tcase_add_test(tc, mcts_plays_shephy_with_greedy_rollouts);
    tcase_add_test(tc, the_heuristic_is_the_result_once_over_and_grows_with_the_flock);
    tcase_add_loop_test(tc, the_score_cache_gives_the_score_without_it, 0, 2);
    suite_add_tcase(suite, tc);
}
