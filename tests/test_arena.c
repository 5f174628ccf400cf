/*
 * The arenas' schedule and statistics (cg_arena_*): the order of pairings and
 * seats, the seeds of the games, the Wilson interval and the Elo difference on
 * values worked out by hand.
 */
#include <check.h>
#include <math.h>
#include <stdint.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"

/* The seats of game index of a tournament (seats[1] is -1 alone). */
static void seats_of(int players, size_t bots, uint64_t games, uint64_t index, int32_t seats[2],
                     uint64_t *seed)
{
    seats[1] = -1;
    ck_assert_int_eq(cg_arena_game(players, bots, games, 11, index, seats, seed), CG_OK);
}

START_TEST(test_pairings_in_order_with_seats_swapped_every_game)
{
    uint64_t count = 0;
    ck_assert_int_eq(cg_arena_game_count(2, 3, 4, &count), CG_OK);
    ck_assert_uint_eq(count, 12);
    static const int32_t expected[12][2] = {{0, 1}, {1, 0}, {0, 1}, {1, 0}, {0, 2}, {2, 0},
                                            {0, 2}, {2, 0}, {1, 2}, {2, 1}, {1, 2}, {2, 1}};
    for (uint64_t j = 0; j < count; j++) {
        int32_t seats[2];
        uint64_t seed = 0;
        seats_of(2, 3, 4, j, seats, &seed);
        ck_assert_int_eq(seats[0], expected[j][0]);
        ck_assert_int_eq(seats[1], expected[j][1]);
        ck_assert_uint_eq(seed, cg_seed_derive(11, j % 4)); /* every pairing, the same seeds */
    }
}
END_TEST

START_TEST(test_a_bot_may_meet_itself_by_index)
{
    int32_t seats[2];
    seats_of(2, 2, 2, 1, seats, NULL); /* game_seed may be NULL */
    ck_assert_int_eq(seats[0], 1);
    ck_assert_int_eq(seats[1], 0);
}
END_TEST

START_TEST(test_one_player_games_give_each_bot_the_same_seeds)
{
    uint64_t count = 0;
    ck_assert_int_eq(cg_arena_game_count(1, 2, 3, &count), CG_OK);
    ck_assert_uint_eq(count, 6);
    for (uint64_t j = 0; j < count; j++) {
        int32_t seats[2];
        uint64_t seed = 0;
        seats_of(1, 2, 3, j, seats, &seed);
        ck_assert_int_eq(seats[0], (int32_t)(j / 3));
        ck_assert_int_eq(seats[1], -1); /* one seat written */
        ck_assert_uint_eq(seed, cg_seed_derive(11, j % 3));
    }
}
END_TEST

START_TEST(test_the_pairings_of_many_bots)
{
    uint64_t count = 0;
    ck_assert_int_eq(cg_arena_game_count(2, 100, 1, &count), CG_OK);
    ck_assert_uint_eq(count, 4950);
    int32_t seats[2];
    seats_of(2, 100, 1, 4949, seats, NULL);
    ck_assert_int_eq(seats[0], 98);
    ck_assert_int_eq(seats[1], 99);
    seats_of(2, 100, 1, 99, seats, NULL); /* after (0,1)..(0,99): (1,2) */
    ck_assert_int_eq(seats[0], 1);
    ck_assert_int_eq(seats[1], 2);
}
END_TEST

START_TEST(test_wilson_interval)
{
    double low, high;
    ck_assert_int_eq(cg_arena_wilson(7, 10, &low, &high), CG_OK);
    ck_assert_double_eq_tol(low, 0.3967781, 1e-6);
    ck_assert_double_eq_tol(high, 0.8922087, 1e-6);
    ck_assert_int_eq(cg_arena_wilson(0, 0, &low, &high), CG_OK);
    ck_assert(low == 0 && high == 1);
    ck_assert_int_eq(cg_arena_wilson(20, 20, &low, &high), CG_OK);
    ck_assert_double_eq_tol(low, 0.8388748, 1e-6);
    ck_assert(high == 1);
    ck_assert_int_eq(cg_arena_wilson(0, 20, &low, &high), CG_OK);
    ck_assert(low == 0);
    ck_assert_double_eq_tol(high, 0.1611252, 1e-6);
}
END_TEST

START_TEST(test_elo_difference)
{
    double elo;
    ck_assert_int_eq(cg_arena_elo(0.75, &elo), CG_OK);
    ck_assert_double_eq_tol(elo, -400 * log10(1 / 0.75 - 1), 1e-9); /* +190.8 */
    ck_assert_int_eq(cg_arena_elo(0.5, &elo), CG_OK);
    ck_assert(elo == 0);
    ck_assert_int_eq(cg_arena_elo(1, &elo), CG_OK);
    ck_assert(isinf(elo) && elo > 0);
    ck_assert_int_eq(cg_arena_elo(0, &elo), CG_OK);
    ck_assert(isinf(elo) && elo < 0);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("arena");
    TCase *tc = tcase_create("arena");
    tcase_add_test(tc, test_pairings_in_order_with_seats_swapped_every_game);
    tcase_add_test(tc, test_a_bot_may_meet_itself_by_index);
    tcase_add_test(tc, test_one_player_games_give_each_bot_the_same_seeds);
    tcase_add_test(tc, test_the_pairings_of_many_bots);
    tcase_add_test(tc, test_wilson_interval);
    tcase_add_test(tc, test_elo_difference);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
