/*
 * The bad-input rows of the arenas' schedule and statistics (1.2), run once:
 * each call checks that a failing call left its outputs as they were.
 */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "check_quiet.h"

#define UNTOUCHED 0x5e5e5e5e

/* arg: "players bots games index", or "NULL count" / "NULL seats". */
static cg_status call_arena_game(fixture *f, const char *arg)
{
    (void)f;
    uint64_t count = UNTOUCHED, game_seed = UNTOUCHED;
    int32_t seats[2] = {UNTOUCHED, UNTOUCHED};
    if (bad_is(arg, "NULL count"))
        return cg_arena_game_count(2, 2, 1, NULL);
    if (bad_is(arg, "NULL seats"))
        return cg_arena_game(2, 2, 1, 0, 0, NULL, &game_seed);
    char *end;
    int players = (int)strtol(arg, &end, 0);
    size_t bots = (size_t)strtoull(end, &end, 0);
    uint64_t games = strtoull(end, &end, 0), index = strtoull(end, NULL, 0);
    cg_status st = cg_arena_game_count(players, bots, games, &count);
    cg_status game_st = cg_arena_game(players, bots, games, 7, index, seats, &game_seed);
    if (st != CG_OK)
        ck_assert_msg(count == UNTOUCHED, "a failing cg_arena_game_count wrote its count");
    if (game_st != CG_OK)
        ck_assert_msg(seats[0] == (int32_t)UNTOUCHED && seats[1] == (int32_t)UNTOUCHED &&
                          game_seed == UNTOUCHED,
                      "a failing cg_arena_game wrote its outputs");
    return st != CG_OK ? st : game_st;
}

/* arg: "successes n" for the interval, "elo score", or a NULL output. */
static cg_status call_arena_statistics(fixture *f, const char *arg)
{
    (void)f;
    double low = -7, high = -7, elo = -7;
    cg_status st;
    if (bad_is(arg, "NULL low"))
        return cg_arena_wilson(1, 2, NULL, &high);
    if (bad_is(arg, "NULL high"))
        return cg_arena_wilson(1, 2, &low, NULL);
    if (bad_is(arg, "NULL elo"))
        return cg_arena_elo(0.5, NULL);
    if (strncmp(arg, "elo ", 4) == 0)
        st = cg_arena_elo(strtod(arg + 4, NULL), &elo);
    else {
        char *end;
        double successes = strtod(arg, &end);
        st = cg_arena_wilson(successes, strtod(end, NULL), &low, &high);
    }
    if (st != CG_OK)
        ck_assert_msg(low == -7 && high == -7 && elo == -7, "a failing call wrote its output");
    return st;
}

const bad_row bad_rows_arena[] = {
    {ONCE, "cg_arena_game_count(NULL count)", call_arena_game, "NULL count", CG_EINVAL, "cg_arena_game_count: count is NULL"},
    {ONCE, "cg_arena_game(NULL seats)", call_arena_game, "NULL seats", CG_EINVAL, "cg_arena_game: seats is NULL"},
    {ONCE, "a tournament of a three-player game", call_arena_game, "3 4 10 0", CG_EINVAL, "games of 3 players are not supported (1 or 2)"},
    {ONCE, "a tournament of a game of no players", call_arena_game, "0 4 10 0", CG_EINVAL, "games of 0 players are not supported"},
    {ONCE, "one bot for a two-player game", call_arena_game, "2 1 10 0", CG_EINVAL, "1 bots for a game of 2 players (at least 2)"},
    {ONCE, "no bots for a one-player game", call_arena_game, "1 0 10 0", CG_EINVAL, "0 bots for a game of 1 players (at least 1)"},
    {ONCE, "more bots than an int32_t counts", call_arena_game, "2 0x80000000 1 0", CG_EINVAL, "2147483648 bots (at most 2147483647)"},
    {ONCE, "0 games per pairing", call_arena_game, "2 2 0 0", CG_EINVAL, "0 games per pairing (at least 1)"},
    {ONCE, "more games than 64 bits count", call_arena_game, "2 3 0x8000000000000000 0", CG_EINVAL, "games per pairing make too many games"},
    {ONCE, "a game past the end of the schedule", call_arena_game, "2 3 4 12", CG_EINVAL, "cg_arena_game: game 12 is out of range (0..11)"},
    {ONCE, "the last game of the largest schedule", call_arena_game, "2 3 0x5555555555555555 0xfffffffffffffffe", CG_OK, NULL},
    {ONCE, "cg_arena_wilson(NULL low)", call_arena_statistics, "NULL low", CG_EINVAL, "cg_arena_wilson: low is NULL"},
    {ONCE, "cg_arena_wilson(NULL high)", call_arena_statistics, "NULL high", CG_EINVAL, "cg_arena_wilson: high is NULL"},
    {ONCE, "more successes than trials", call_arena_statistics, "3 2", CG_EINVAL, "cg_arena_wilson: 3 successes in 2 trials"},
    {ONCE, "negative trials", call_arena_statistics, "0 -1", CG_EINVAL, "0 successes in -1 trials"},
    {ONCE, "NaN successes", call_arena_statistics, "nan 2", CG_EINVAL, "nan successes in 2 trials"},
    {ONCE, "infinite trials", call_arena_statistics, "1 inf", CG_EINVAL, "1 successes in inf trials"},
    {ONCE, "no trials: the whole interval", call_arena_statistics, "0 0", CG_OK, NULL},
    {ONCE, "cg_arena_elo(NULL)", call_arena_statistics, "NULL elo", CG_EINVAL, "cg_arena_elo: elo is NULL"},
    {ONCE, "an Elo score above 1", call_arena_statistics, "elo 1.5", CG_EINVAL, "cg_arena_elo: a score of 1.5 (0..1)"},
    {ONCE, "a negative Elo score", call_arena_statistics, "elo -0.25", CG_EINVAL, "a score of -0.25 (0..1)"},
    {ONCE, "a NaN Elo score", call_arena_statistics, "elo nan", CG_EINVAL, "a score of nan (0..1)"},
    {ONCE, "a perfect Elo score", call_arena_statistics, "elo 1", CG_OK, NULL},
};

const size_t bad_rows_arena_count = sizeof bad_rows_arena / sizeof bad_rows_arena[0];
