/* Arenas: the schedule of a tournament between bots, and the statistics of its
   results (Wilson intervals, Elo differences), shared by cgarena and the Python
   package's arena so that both play and score the same games. */
#include <inttypes.h>
#include <math.h>
#include <stdint.h>

#include "error.h"

/* The 95% two-sided normal quantile. */
#define Z95 1.959963984540054

/* The games of a tournament: *pairs pairings (or bots alone) of `games` each. */
static cg_status tournament_size(const char *caller, int num_players, size_t bot_count,
                                 uint64_t games, uint64_t *pairs, uint64_t *count)
{
    *pairs = *count = 0;
    if (num_players != 1 && num_players != 2)
        return cg_error(CG_EINVAL, "%s: games of %d players are not supported (1 or 2)", caller,
                        num_players);
    if (bot_count < (size_t)num_players)
        return cg_error(CG_EINVAL, "%s: %zu bots for a game of %d players (at least %d)",
                        caller, bot_count, num_players, num_players);
    if (bot_count > INT32_MAX)
        return cg_error(CG_EINVAL, "%s: %zu bots (at most %d)", caller, bot_count, INT32_MAX);
    if (games == 0)
        return cg_error(CG_EINVAL, "%s: 0 games per pairing (at least 1)", caller);
    uint64_t b = bot_count;
    /* b (b - 1) / 2 pairings: half of the even factor times the other. */
    uint64_t half = b / 2, other = b % 2 == 0 ? b - 1 : b;
    *pairs = num_players == 1 ? b : half * other;
    if (*pairs > UINT64_MAX / games)
        return cg_error(CG_EINVAL, "%s: %" PRIu64 " games per pairing make too many games",
                        caller, games);
    *count = *pairs * games;
    return CG_OK;
}

cg_status cg_arena_game_count(int num_players, size_t bot_count, uint64_t games, uint64_t *count)
{
    if (!count)
        return cg_error(CG_EINVAL, "%s: count is NULL", __func__);
    uint64_t pairs, n;
    cg_status st = tournament_size(__func__, num_players, bot_count, games, &pairs, &n);
    if (st == CG_OK)
        *count = n;
    return st;
}

/* The k-th pairing (i, j), i < j, in the order (0,1), (0,2), ..., (1,2), ... */
static void pairing(uint64_t bot_count, uint64_t k, uint64_t *i, uint64_t *j)
{
    uint64_t first = 0;
    while (k >= bot_count - 1 - first) {
        k -= bot_count - 1 - first;
        first++;
    }
    *i = first;
    *j = first + 1 + k;
}

cg_status cg_arena_game(int num_players, size_t bot_count, uint64_t games, uint64_t seed,
                        uint64_t index, int32_t *seats, uint64_t *game_seed)
{
    if (!seats)
        return cg_error(CG_EINVAL, "%s: seats is NULL", __func__);
    uint64_t pairs, count;
    cg_status st = tournament_size(__func__, num_players, bot_count, games, &pairs, &count);
    if (st != CG_OK)
        return st;
    if (index >= count)
        return cg_error(CG_EINVAL, "%s: game %" PRIu64 " is out of range (0..%" PRIu64 ")",
                        __func__, index, count - 1);
    uint64_t g = index % games, k = index / games;
    if (num_players == 1) {
        seats[0] = (int32_t)k;
    } else {
        uint64_t i, j;
        pairing(bot_count, k, &i, &j);
        seats[g % 2] = (int32_t)i; /* the pairing's first bot at seat 0 in even games */
        seats[1 - g % 2] = (int32_t)j;
    }
    if (game_seed)
        *game_seed = cg_seed_derive(seed, g);
    return CG_OK;
}

cg_status cg_arena_wilson(double successes, double n, double *low, double *high)
{
    if (!low || !high)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, low ? "high" : "low");
    if (!(n >= 0 && n <= 1e18) || !(successes >= 0 && successes <= n))
        return cg_error(CG_EINVAL, "%s: %g successes in %g trials (0 <= successes <= trials)",
                        __func__, successes, n);
    if (n == 0) {
        *low = 0;
        *high = 1;
        return CG_OK;
    }
    double p = successes / n, z2n = Z95 * Z95 / n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = Z95 * sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n);
    *low = centre - half < 0 ? 0 : centre - half;
    *high = centre + half > 1 ? 1 : centre + half;
    return CG_OK;
}

cg_status cg_arena_elo(double score, double *elo)
{
    if (!elo)
        return cg_error(CG_EINVAL, "%s: elo is NULL", __func__);
    if (!(score >= 0 && score <= 1))
        return cg_error(CG_EINVAL, "%s: a score of %g (0..1)", __func__, score);
    if (score == 0)
        *elo = -INFINITY;
    else if (score == 1)
        *elo = INFINITY;
    else
        *elo = -400.0 * log10(1.0 / score - 1.0);
    return CG_OK;
}
