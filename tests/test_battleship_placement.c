/* Battleship's placement rule, fast (battleship_placement.c): wherever the
   search of release 1.0 decides whether the rest of the fleet still fits,
   the legal placements listed now are exactly those it accepted; a greedy
   packing only ever proves room that exists. The search is internal, so the
   suite links the internals. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battleship_test_util.h"
#include "check_quiet.h"
#include "check_run.h"
#include "games/battleship/battleship_internal.h"

static bool listed(const cg_move *moves, size_t n, cg_move m)
{
    for (size_t i = 0; i < n; i++)
        if (moves[i] == m)
            return true;
    return false;
}

/* Every placement of every state of `games` random games: legal exactly when
   the search says the rest fits, where it decides. Returns the candidates
   it left undecided. */
static long check_against_the_search(const char *params, int games)
{
    cg_game *g = new_game(params);
    const bs_config *c = cg_game_config_of(g, &cg_battleship_impl, "test");
    size_t cap = cg_game_max_moves(g);
    cg_move *moves = malloc(cap * sizeof *moves);
    long undecided = 0, checked = 0;
    for (int i = 0; i < games; i++) {
        cg_state *s = new_state(g, (uint64_t)i + 1);
        uint64_t pick = (uint64_t)i * 0x9e3779b97f4a7c15u + 3;
        while (cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING) {
            const bs_state *b = cg_state_block_of(s, &cg_battleship_impl, "test");
            const bs_fleet *fleet = &b->fleet[cg_state_current_player(s)];
            size_t n = cg_state_legal_moves(s, moves, cap);
            bs_placer p;
            bs_placer_init(&p, c, fleet);
            int k = fleet->placed, L = c->lengths[k];
            for (int y = 0; y < c->height; y++)
                for (int x = 0; x < c->width; x++)
                    for (int dir = 0; dir < 4; dir++) {
                        if (!bs_on_board(c, x, y, dir, L))
                            continue;
                        bs_spot spot = bs_spot_of(x, y, dir, L);
                        bs_fit fit = BS_NO_FIT;
                        if (bs_grid_fits(&p.grid, spot)) {
                            bs_grid_toggle(&p.grid, spot);
                            fit = bs_fleet_fits(c, &p.grid, c->rest_sorted[k + 1],
                                                c->ship_count - k - 1, NULL);
                            bs_grid_toggle(&p.grid, spot);
                        }
                        bool legal = listed(moves, n, CG_BATTLESHIP_PLACE_MOVE(x, y, dir));
                        checked++;
                        if (fit == BS_UNDECIDED)
                            undecided++;
                        else
                            ck_assert_msg(legal == (fit == BS_FITS),
                                          "%s: %c%d dir %d for ship %d: listed %d, search %d",
                                          params, 'A' + x, y + 1, dir, k, legal, fit);
                    }
            pick = pick * 6364136223846793005u + 1442695040888963407u;
            ck_assert_int_eq(cg_state_apply(s, moves[(pick >> 33) % (n > 1 ? n - 1 : 1)]), CG_OK);
        }
        cg_state_free(s);
    }
    ck_assert_int_gt(checked, 0);
    free(moves);
    cg_game_free(g);
    return undecided;
}

START_TEST(test_the_listing_agrees_with_the_search_on_the_classic_board)
{
    ck_assert_int_eq(check_against_the_search(NULL, 40), 0);
}
END_TEST

START_TEST(test_the_listing_agrees_with_the_search_on_crowded_and_odd_boards)
{
    check_against_the_search("width=8;height=8", 12);
    check_against_the_search("width=6;height=5;fleet=3,2,2,1", 40);
    check_against_the_search("width=26;height=2;fleet=6,3,1,1", 20);
    check_against_the_search("width=7;height=4;fleet=4,3,2,1,1", 40);
}
END_TEST

START_TEST(test_the_listing_agrees_with_the_search_on_a_large_board)
{
    ck_assert_int_eq(
        check_against_the_search("width=26;height=26;fleet=5,4,4,3,3,3,2,2,2,2,1,1,1,1,1", 2), 0);
}
END_TEST

/* The moves listed for the player to move are those bs_placer_check accepts. */
static void check_listing_by_the_rule(const cg_state *s)
{
    const bs_config *c = cg_game_config_of(cg_state_game(s), &cg_battleship_impl, "test");
    const bs_state *b = cg_state_block_of(s, &cg_battleship_impl, "test");
    cg_move moves[CG_BATTLESHIP_SIDE_MAX * CG_BATTLESHIP_SIDE_MAX * 4];
    size_t n = cg_state_legal_moves(s, moves, sizeof moves / sizeof *moves);
    bs_placer p;
    bs_placer_init(&p, c, &b->fleet[cg_state_current_player(s)]);
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++)
            for (int dir = 0; dir < 4; dir++) {
                bool legal = bs_placer_check(&p, x, y, dir) == BS_PLACE_OK;
                ck_assert_msg(legal == listed(moves, n, CG_BATTLESHIP_PLACE_MOVE(x, y, dir)),
                              "%c%d dir %d: the rule says %d", 'A' + x, y + 1, dir, legal);
            }
}

/* A listing is remembered (a position's moves are often asked twice); it is
   never given for another position. Each pair differs in one thing the
   listing depends on: the board's width or height, the ship to place (the
   rest of the fleet the same), the rest of the fleet, the ships placed. */
START_TEST(test_a_remembered_listing_serves_only_its_own_position)
{
    const char *pairs[][2] = {
        {"width=6;height=5;fleet=3,2,1", "width=7;height=5;fleet=3,2,1"},
        {"width=6;height=5;fleet=3,2,1", "width=6;height=6;fleet=3,2,1"},
        {"width=6;height=5;fleet=3,2,1", "width=6;height=5;fleet=1,2,1"},
        {"width=4;height=4;fleet=3,2,2", "width=4;height=4;fleet=3,2,1"},
        {"width=6;height=5;fleet=3,2,2,1", "width=6;height=5;fleet=3,2,2,1"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        cg_game *g[2] = {new_game(pairs[i][0]), new_game(pairs[i][1])};
        cg_state *s[2] = {new_state(g[0], 1), new_state(g[1], 1)};
        if (strcmp(pairs[i][0], pairs[i][1]) == 0) { /* the first ship in two places */
            cg_move first = 0, other = 0;
            ck_assert_int_eq(cg_move_from_string(s[0], "place A1 right", &first), CG_OK);
            ck_assert_int_eq(cg_move_from_string(s[1], "place F5 up", &other), CG_OK);
            ck_assert_int_eq(cg_state_apply(s[0], first), CG_OK);
            ck_assert_int_eq(cg_state_apply(s[1], other), CG_OK);
        }
        for (int turn = 0; turn < 4; turn++)
            check_listing_by_the_rule(s[turn & 1]);
        for (int k = 0; k < 2; k++) {
            cg_state_free(s[k]);
            cg_game_free(g[k]);
        }
    }
}
END_TEST

/* ---- The fit search against an exhaustive one ---- */

/* A footprint grid of (w + 1) x (h + 1) cells, a bit per cell; its own
   footprint code, apart from the library's, so the check is independent. */
typedef struct packing {
    int w, h, n;
    uint8_t length[8]; /* longest first */
    uint32_t row[8];
} packing;

static uint32_t footprint_row(bs_spot s, int r)
{
    int rows = s.vertical ? s.length + 1 : 2;
    if (r < s.y || r >= s.y + rows)
        return 0;
    return (s.vertical ? 3u : (1u << (s.length + 1)) - 1) << s.x;
}

static bool footprint_clear(const uint32_t *row, bs_spot s, int w, int h)
{
    int right = s.vertical ? s.x + 1 : s.x + s.length,
        bottom = s.vertical ? s.y + s.length : s.y + 1;
    if (right > w || bottom > h)
        return false;
    for (int r = s.y; r <= bottom; r++)
        if (row[r] & footprint_row(s, r))
            return false;
    return true;
}

static void footprint_toggle(uint32_t *row, bs_spot s)
{
    for (int r = 0; r < 8; r++)
        row[r] ^= footprint_row(s, r);
}

static int free_cells(const packing *p)
{
    int free = 0;
    for (int y = 0; y <= p->h; y++)
        free += p->w + 1 - cg_popcount64(p->row[y] & ((1u << (p->w + 1)) - 1));
    return free;
}

/* Cell by cell in reading order: the first free cell stays empty or is the
   top-left cell of a ship's footprint; no bound but the free cells' count. */
static bool exhaustively_fits(packing *p, int *count, int area)
{
    if (area == 0)
        return true;
    if (free_cells(p) < area)
        return false;
    int y = 0, x = 0;
    while (y <= p->h && (p->row[y] >> x & 1)) {
        if (++x > p->w) {
            x = 0;
            y++;
        }
    }
    if (y > p->h)
        return false;
    for (int L = 1; L <= 7; L++)
        for (int o = 0; count[L] > 0 && o < (L > 1 ? 2 : 1); o++) {
            bs_spot s = {(uint8_t)x, (uint8_t)y, (uint8_t)o, (uint8_t)L};
            if (!footprint_clear(p->row, s, p->w, p->h))
                continue;
            footprint_toggle(p->row, s);
            count[L]--;
            bool fits = exhaustively_fits(p, count, area - 2 * (L + 1));
            count[L]++;
            footprint_toggle(p->row, s);
            if (fits)
                return true;
        }
    p->row[y] |= 1u << x;
    bool fits = exhaustively_fits(p, count, area);
    p->row[y] &= ~(1u << x);
    return fits;
}

static int compare_lengths(const void *a, const void *b)
{
    return *(const uint8_t *)b - *(const uint8_t *)a;
}

/* Random small grids with random cells taken and random fleets, many of them
   tight: wherever bs_fleet_fits decides, it decides as the exhaustive search,
   and the fleet it finds lies on free cells, none touching another. */
START_TEST(test_the_fit_search_agrees_with_an_exhaustive_one)
{
    cg_game *games[4][4];
    for (int w = 3; w <= 6; w++)
        for (int h = 2; h <= 5; h++) {
            char params[64];
            snprintf(params, sizeof params, "width=%d;height=%d;fleet=1", w, h);
            games[w - 3][h - 2] = new_game(params);
        }
    cg_rng rng;
    cg_rng_seed(&rng, 2024);
    int decided[3] = {0};
    for (int trial = 0; trial < 20000; trial++) {
        packing p = {(int)cg_rng_below(&rng, 4) + 3, (int)cg_rng_below(&rng, 4) + 2, 0, {0}, {0}};
        const bs_config *c =
            cg_game_config_of(games[p.w - 3][p.h - 2], &cg_battleship_impl, "test");
        for (int y = 0; y <= p.h; y++)
            for (int x = 0; x <= p.w; x++)
                if (cg_rng_below(&rng, 10) == 0)
                    p.row[y] |= 1u << x;
        int area = 0, count[8] = {0};
        p.n = (int)cg_rng_below(&rng, 5) + 2;
        for (int i = 0; i < p.n; i++) {
            p.length[i] = (uint8_t)(cg_rng_below(&rng, 4) + 1);
            area += 2 * (p.length[i] + 1);
            count[p.length[i]]++;
        }
        if (area > free_cells(&p) + 4) /* hopeless fleets prove little */
            continue;
        qsort(p.length, (size_t)p.n, 1, compare_lengths);
        bs_grid grid;
        memset(&grid, 0, sizeof grid);
        memcpy(grid.row, p.row, sizeof p.row);
        bs_spot found[8];
        bs_fit fit = bs_fleet_fits(c, &grid, p.length, p.n, found);
        decided[fit]++;
        if (fit == BS_UNDECIDED)
            continue;
        bool fits = exhaustively_fits(&p, count, area);
        ck_assert_msg((fit == BS_FITS) == fits,
                      "trial %d: %dx%d, %d ships: the search says %s, the exhaustive one %s", trial,
                      p.w, p.h, p.n, fit == BS_FITS ? "fits" : "no fit", fits ? "fits" : "no fit");
        for (int i = 0; fits && i < p.n; i++) {
            ck_assert_msg(footprint_clear(p.row, found[i], p.w, p.h), "trial %d: ship %d", trial,
                          i);
            footprint_toggle(p.row, found[i]);
            count[found[i].length]--;
        }
        for (int L = 1; fits && L <= 7; L++)
            ck_assert_msg(count[L] == 0, "trial %d: the fleet found has other lengths", trial);
    }
    ck_assert_int_gt(decided[BS_FITS], 1000);
    ck_assert_int_gt(decided[BS_NO_FIT], 1000);
    for (int w = 0; w < 4; w++)
        for (int h = 0; h < 4; h++)
            cg_game_free(games[w][h]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("battleship_placement");
    TCase *tc = tcase_create("rule");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_the_listing_agrees_with_the_search_on_the_classic_board);
    tcase_add_test(tc, test_the_listing_agrees_with_the_search_on_crowded_and_odd_boards);
    tcase_add_test(tc, test_the_listing_agrees_with_the_search_on_a_large_board);
    tcase_add_test(tc, test_a_remembered_listing_serves_only_its_own_position);
    tcase_add_test(tc, test_the_fit_search_agrees_with_an_exhaustive_one);
    suite_add_tcase(s, tc);
    return check_run(s);
}
