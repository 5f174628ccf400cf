/* Battleship's resampler (cg_state_resample): what a viewer cannot see, the
   opponent's ships not sunk, is replaced by a fleet drawn uniformly among
   those consistent with every shot and answer the viewer has seen. On small
   positions the suite enumerates every consistent fleet by brute force and
   checks the draws against uniform (chi-square), for each of the sampler's
   methods; it also checks what resampling keeps (the viewer's view, every
   ship, shot and answer), that it reads nothing hidden (directions, anchors
   and indexes of equal ships the viewer cannot tell apart), and that
   reseeded clones diverge at the first chance event. The sampler's methods
   are internal, so the suite links the internals. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battleship_test_util.h"
#include "check_quiet.h"
#include "check_run.h"
#include "games/battleship/battleship_sampler.h"

/* ---- Fleets by brute force ---- */

enum { SHIPS = 8, SIDE = 8, FLEETS_MAX = 20000 };

/* What the viewer knows of the hidden fleet. */
typedef struct knowledge {
    int w, h, ships, lengths[SHIPS];
    int hidden;            /* ships of the opponent placed (all of them once firing) */
    int placing;           /* the rest of the fleet must still fit after each ship */
    int known[SIDE][SIDE]; /* cg_battleship_cell_known of the viewer */
} knowledge;

typedef struct ship_at {
    int x, y, vertical;
} ship_at;

/* A fleet as a number: 7 bits a ship. */
static uint64_t fleet_key(const ship_at *f, int n)
{
    uint64_t key = 0;
    for (int i = 0; i < n; i++)
        key = key << 7 | (uint64_t)(f[i].y * SIDE + f[i].x) << 1 | (uint64_t)f[i].vertical;
    return key;
}

static bool on_ship(ship_at s, int length, int x, int y)
{
    return s.vertical ? x == s.x && y >= s.y && y < s.y + length
                      : y == s.y && x >= s.x && x < s.x + length;
}

static bool touch(ship_at a, int la, ship_at b, int lb)
{
    int ax1 = a.x + (a.vertical ? 0 : la - 1), ay1 = a.y + (a.vertical ? la - 1 : 0);
    int bx1 = b.x + (b.vertical ? 0 : lb - 1), by1 = b.y + (b.vertical ? lb - 1 : 0);
    return a.x <= bx1 + 1 && b.x <= ax1 + 1 && a.y <= by1 + 1 && b.y <= ay1 + 1;
}

static bool fits(const knowledge *k, ship_at s, int length)
{
    return s.x >= 0 && s.y >= 0 && s.x + (s.vertical ? 1 : length) <= k->w &&
           s.y + (s.vertical ? length : 1) <= k->h;
}

/* Whether ships from..ships-1 can still be placed beside f[0..placed). */
static bool rest_fits(const knowledge *k, ship_at *f, int placed, int from)
{
    if (from == k->ships)
        return true;
    int L = k->lengths[from];
    for (int y = 0; y < k->h; y++)
        for (int x = 0; x < k->w; x++)
            for (int v = 0; v < (L > 1 ? 2 : 1); v++) {
                ship_at s = {x, y, v};
                bool ok = fits(k, s, L);
                for (int j = 0; ok && j < placed; j++)
                    ok = !touch(s, L, f[j], k->lengths[j]);
                if (!ok)
                    continue;
                f[placed] = s;
                if (rest_fits(k, f, placed + 1, from + 1))
                    return true;
            }
    return false;
}

/* The answers a fleet would have given to the viewer's shots are those it
   knows. */
static bool answers_match(const knowledge *k, const ship_at *f)
{
    for (int y = 0; y < k->h; y++)
        for (int x = 0; x < k->w; x++) {
            int ship = -1;
            for (int i = 0; i < k->hidden && ship < 0; i++)
                if (on_ship(f[i], k->lengths[i], x, y))
                    ship = i;
            int known = k->known[y][x];
            if (ship < 0) {
                if (known != CG_BATTLESHIP_FREE && known != CG_BATTLESHIP_WATER)
                    return false;
                continue;
            }
            bool all_shot = true;
            for (int j = 0; j < k->lengths[ship]; j++) {
                ship_at s = f[ship];
                int cx = s.x + (s.vertical ? 0 : j), cy = s.y + (s.vertical ? j : 0);
                all_shot = all_shot && k->known[cy][cx] != CG_BATTLESHIP_FREE;
            }
            if (known != CG_BATTLESHIP_FREE &&
                known != (all_shot ? CG_BATTLESHIP_SUNK : CG_BATTLESHIP_HIT))
                return false;
        }
    return true;
}

typedef struct fleets {
    int count;
    uint64_t key[FLEETS_MAX];
} fleets;

static void enumerate_from(const knowledge *k, ship_at *f, int i, fleets *out)
{
    if (i == k->hidden) {
        if (!answers_match(k, f))
            return;
        if (k->placing) {
            ship_at scratch[SHIPS];
            for (int j = 0; j < k->hidden; j++) {
                memcpy(scratch, f, sizeof scratch);
                if (!rest_fits(k, scratch, j + 1, j + 1))
                    return;
            }
        }
        ck_assert_int_lt(out->count, FLEETS_MAX);
        out->key[out->count++] = fleet_key(f, k->hidden);
        return;
    }
    int L = k->lengths[i];
    for (int y = 0; y < k->h; y++)
        for (int x = 0; x < k->w; x++)
            for (int v = 0; v < (L > 1 ? 2 : 1); v++) {
                ship_at s = {x, y, v};
                bool ok = fits(k, s, L);
                for (int j = 0; ok && j < i; j++)
                    ok = !touch(s, L, f[j], k->lengths[j]);
                if (ok) {
                    f[i] = s;
                    enumerate_from(k, f, i + 1, out);
                }
            }
}

static int compare_keys(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* What viewer knows of its opponent's fleet in s. */
static knowledge knowledge_of(const cg_state *s, int viewer)
{
    const cg_game *g = cg_state_game(s);
    knowledge k;
    memset(&k, 0, sizeof k);
    k.w = cg_battleship_width(g);
    k.h = cg_battleship_height(g);
    k.ships = cg_battleship_ship_count(g);
    ck_assert(k.w <= SIDE && k.h <= SIDE && k.ships <= SHIPS);
    for (int i = 0; i < k.ships; i++)
        k.lengths[i] = cg_battleship_ship_length(g, i);
    k.hidden = cg_battleship_ships_placed(s, 1 - viewer);
    k.placing = cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING;
    for (int y = 0; y < k.h; y++)
        for (int x = 0; x < k.w; x++)
            k.known[y][x] =
                cg_battleship_cell_known(s, viewer, 1 - viewer, (cg_battleship_coord){x, y});
    return k;
}

static fleets *consistent_fleets(const cg_state *s, int viewer)
{
    knowledge k = knowledge_of(s, viewer);
    fleets *out = malloc(sizeof *out);
    ck_assert_ptr_nonnull(out);
    out->count = 0;
    ship_at f[SHIPS];
    enumerate_from(&k, f, 0, out);
    qsort(out->key, (size_t)out->count, sizeof out->key[0], compare_keys);
    return out;
}

/* ---- The sampler's draws ---- */

/* The opponent's fleet in s, each ship as its top-left cell; the sampler
   writes every ship that way (right, or down when upright). */
static uint64_t drawn_key(const cg_state *s, int viewer)
{
    ship_at f[SHIPS];
    int n = cg_battleship_ships_placed(s, 1 - viewer);
    for (int i = 0; i < n; i++) {
        cg_battleship_coord start;
        int dir, length;
        ck_assert_int_eq(cg_battleship_ship(s, 1 - viewer, i, &start, &dir, &length, NULL), CG_OK);
        ck_assert_msg(dir == CG_BATTLESHIP_RIGHT || (dir == CG_BATTLESHIP_DOWN && length > 1),
                      "ship %d is written towards %d", i, dir);
        f[i] = (ship_at){start.x, start.y, dir == CG_BATTLESHIP_DOWN};
    }
    return fleet_key(f, n);
}

/* Resamples a copy of s for viewer with one of the sampler's methods. */
static bs_draw_report resample_by(cg_state *copy, const cg_state *s, int viewer, uint64_t seed,
                                  bs_method method)
{
    ck_assert_int_eq(cg_state_copy(copy, s), CG_OK);
    cg_rng rng;
    cg_rng_seed_stream(&rng, seed, CG_STREAM_RESAMPLE);
    return bs_resample_by(cg_state_config(copy),
                          cg_state_block_mut(copy, &cg_battleship_impl, "resample"), viewer, &rng,
                          method);
}

/* Resamples a copy of s for viewer: through the public API (method -1) or
   with one of the sampler's methods. */
static void resample(cg_state *copy, const cg_state *s, int viewer, uint64_t seed, int method)
{
    if (method >= 0) {
        resample_by(copy, s, viewer, seed, (bs_method)method);
        return;
    }
    ck_assert_int_eq(cg_state_copy(copy, s), CG_OK);
    ck_assert_int_eq(cg_state_resample(copy, viewer, seed), CG_OK);
}

/* The chi-square statistic's value that uniform draws exceed with
   probability 1e-4 (Wilson-Hilferty). */
static double chi_square_limit(int df)
{
    double z = 3.719, t = 2.0 / (9.0 * df);
    return df * pow(1.0 - t + z * sqrt(t), 3);
}

/* Draws `per_fleet` times as many fleets as there are consistent ones: each
   is consistent, every one is drawn, and, when `uniform`, the counts pass a
   chi-square test against uniform. Returns the number of consistent fleets. */
static int check_draws(const cg_state *s, int viewer, int method, int per_fleet, bool uniform)
{
    fleets *all = consistent_fleets(s, viewer);
    ck_assert_int_gt(all->count, 0);
    int *seen = calloc((size_t)all->count, sizeof(int));
    cg_state *copy = NULL;
    ck_assert_int_eq(cg_state_clone(s, &copy), CG_OK);
    long draws = (long)all->count * per_fleet;
    for (long i = 0; i < draws; i++) {
        resample(copy, s, viewer, (uint64_t)i * 0x9e3779b97f4a7c15u + 17, method);
        uint64_t key = drawn_key(copy, viewer);
        uint64_t *found = bsearch(&key, all->key, (size_t)all->count, sizeof key, compare_keys);
        ck_assert_msg(found != NULL, "method %d drew a fleet that is not consistent", method);
        seen[found - all->key]++;
    }
    double chi = 0, expected = per_fleet;
    for (int i = 0; i < all->count; i++) {
        ck_assert_msg(seen[i] > 0, "method %d never drew consistent fleet %d of %d", method, i,
                      all->count);
        chi += (seen[i] - expected) * (seen[i] - expected) / expected;
    }
    if (uniform && all->count > 1)
        ck_assert_msg(chi < chi_square_limit(all->count - 1),
                      "method %d: chi-square %.1f over %d fleets (limit %.1f)", method, chi,
                      all->count, chi_square_limit(all->count - 1));
    int count = all->count;
    free(seen);
    free(all);
    cg_state_free(copy);
    return count;
}

/* The public resample and every method are uniform; the fallback's search
   (not uniform) draws every consistent fleet and no other. */
static int check_every_method(const cg_state *s, int viewer, int per_fleet)
{
    int count = check_draws(s, viewer, -1, per_fleet, true);
    for (int method = BS_METHOD_AUTO; method <= BS_METHOD_PLAIN; method++)
        ck_assert_int_eq(check_draws(s, viewer, method, per_fleet, true), count);
    ck_assert_int_eq(check_draws(s, viewer, BS_METHOD_SEARCH, per_fleet, false), count);
    return count;
}

/* ---- Positions ---- */

/* A 5 x 4 game, fleet 3,2,1,1: player 2's fleet is A1-C1, E1-E2, A3, E4;
   player 1 has fired at A1 and C1 (hits, B1 unknown: one ship of three may
   cover both), E4 (a 1-ship sunk) and B3, D3 (water); player 2 has fired
   into water at A2, B2, C2, D2. */
#define SMALL "width=5;height=4;fleet=3,2,1,1"
#define SMALL_FLEET1 "fleet1 A4 right E3 down A1 right C1 right\n"
#define SMALL_FLEETS "first 1\n" SMALL_FLEET1 "fleet2 A1 right E1 down A3 right E4 right\n"

static cg_state *small_firing(const cg_game *g)
{
    return load_state(g, SMALL_FLEETS "shots A1 A2 C1 B2 E4 C2 B3 D2 D3\nturn 2\n");
}

START_TEST(test_draws_are_uniform_over_the_fleets_consistent_with_hits_water_and_sunk_ships)
{
    cg_game *g = new_game(SMALL);
    cg_state *s = small_firing(g);
    int count = check_every_method(s, 0, 200);
    ck_assert_int_gt(count, 20); /* a position with a real choice */
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_draws_are_uniform_for_the_player_hit_too)
{
    /* Player 2 sees player 1's fleet only through water shots. */
    cg_game *g = new_game(SMALL);
    cg_state *s = small_firing(g);
    check_every_method(s, 1, 40);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_sunk_ships_of_one_length_take_either_index)
{
    /* Both 1-ships of player 2 sunk (A3 and E4): which is ship 3 and which
       ship 4 is not told, and each way is drawn half the time. */
    cg_game *g = new_game(SMALL);
    cg_state *s = load_state(g, SMALL_FLEETS "shots A1 A2 C1 B2 E4 C2 A3 D2 B1 A4\nturn 1\n");
    ck_assert_int_eq(cg_battleship_ships_sunk(s, 1), 3);
    int count = check_every_method(s, 0, 300);
    ck_assert_int_gt(count, 2);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_finished_game_is_resampled_like_a_running_one)
{
    cg_game *g = new_game("width=4;height=4;fleet=2,1,1");
    cg_state *s = load_state(g, "first 1\nfleet1 A1 right D1 right A4 right\n"
                                "fleet2 A1 right D1 right B3 right\n"
                                "shots A1 A2 B1 B2 D1 C2 B3\nwinner 1\n");
    ck_assert(cg_state_is_terminal(s));
    /* The winner knows the whole fleet but not which 1-ship is which. */
    ck_assert_int_eq(check_every_method(s, 0, 500), 2);
    /* The loser saw water only: every fleet of player 1 avoiding its shots. */
    ck_assert_int_gt(check_every_method(s, 1, 20), 10);
    cg_state *copy = NULL;
    ck_assert_int_eq(cg_state_clone(s, &copy), CG_OK);
    ck_assert_int_eq(cg_state_resample(copy, 1, 5), CG_OK);
    ck_assert(cg_state_is_terminal(copy));
    ck_assert_int_eq(cg_state_winner(copy), 0);
    cg_state_free(copy);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_ships_placed_so_far_are_drawn_among_those_that_leave_room_for_the_rest)
{
    /* Player 1 has placed its 3-ship and 2-ship on 4 x 4; player 2 sees
       neither. Some pairs leave no room for the 1-ship: never drawn. */
    cg_game *g = new_game("width=4;height=4;fleet=3,2,1");
    cg_state *s = load_state(g, "first 2\nfleet1 A1 right A3 right\nfleet2\nshots\nturn 1\n");
    knowledge k = knowledge_of(s, 1);
    ck_assert(k.placing && k.hidden == 2);
    int count = check_every_method(s, 1, 100);
    /* Fewer than the pairs that merely do not touch. */
    k.placing = 0;
    fleets *loose = malloc(sizeof *loose);
    loose->count = 0;
    ship_at f[SHIPS];
    enumerate_from(&k, f, 0, loose);
    ck_assert_int_lt(count, loose->count);
    free(loose);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_whole_fleet_unseen_while_placing_is_uniform)
{
    /* Player 2 places its second ship: player 1's whole fleet is hidden. */
    cg_game *g = new_game("width=4;height=4;fleet=2,1,1");
    cg_state *s = load_state(g, "first 1\nfleet1 A1 right D1 right A3 right\n"
                                "fleet2 A1 right\nshots\nturn 2\n");
    check_every_method(s, 1, 20);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_bounded_draws_are_exercised_and_uniform)
{
    /* On 6 x 5 with fleet 3,2,2,1 the draws of the short ships are bounded
       by the room the longer ones leave (see battleship_information.c). */
    cg_game *g = new_game("width=6;height=5;fleet=3,2,2,1");
    cg_state *s = load_state(g, "first 1\nfleet1 A1 right E1 down A3 right F5 right\n"
                                "fleet2 A1 right E1 down A4 right F4 right\n"
                                "shots A1 A5 B1 B5 F1 C5 B3 D5 C3 E5 D4 A2\nturn 1\n");
    bs_view *v = malloc(sizeof *v);
    bs_view_build(v, cg_state_config(s), cg_state_block_of(s, &cg_battleship_impl, "test"), 0,
                  BS_METHOD_AUTO);
    bool bounded = false;
    for (int i = 0; i < v->steps; i++)
        bounded = bounded || v->step[i].bounded;
    ck_assert_msg(bounded, "no bounded draw in this position");
    ck_assert(v->usage_exact && v->clusters > 0);
    free(v);
    check_every_method(s, 0, 60);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_two_groups_of_hits_may_be_two_ships_of_one_length)
{
    /* Hits at E1 and A4, far apart: each may be one of the two 2-ships, so
       the draw must weigh the ways the coverings share the fleet's ships. */
    cg_game *g = new_game("width=6;height=5;fleet=3,2,2,1");
    cg_state *s = load_state(g, "first 1\nfleet1 A1 right E1 down A3 right F5 right\n"
                                "fleet2 A1 right E1 down A4 right F4 right\n"
                                "shots E1 A5 A4 B5 C3 C5 D4 D5\nturn 1\n");
    check_every_method(s, 0, 40);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- What resampling keeps ---- */

/* Every ship of both fleets as (cells, hits), the shots with their
   answers, phase, turn and winner. */
static void assert_same_game(const cg_state *a, const cg_state *b, int viewer)
{
    const cg_game *g = cg_state_game(a);
    int w = cg_battleship_width(g), h = cg_battleship_height(g);
    for (int p = 0; p < 2; p++) {
        ck_assert_int_eq(cg_battleship_ships_placed(a, p), cg_battleship_ships_placed(b, p));
        ck_assert_int_eq(cg_battleship_ships_sunk(a, p), cg_battleship_ships_sunk(b, p));
        int ship_cells[2] = {0, 0}, hit_cells[2] = {0, 0};
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                cg_battleship_coord c = {x, y};
                for (int side = 0; side < 2; side++) {
                    int cell = cg_battleship_cell_at(side ? b : a, p, c);
                    ship_cells[side] += cell >= CG_BATTLESHIP_SHIP && cell <= CG_BATTLESHIP_SUNK;
                    hit_cells[side] += cell == CG_BATTLESHIP_HIT || cell == CG_BATTLESHIP_SUNK;
                }
                ck_assert_int_eq(cg_battleship_cell_known(a, viewer, p, c),
                                 cg_battleship_cell_known(b, viewer, p, c));
            }
        ck_assert_int_eq(ship_cells[0], ship_cells[1]);
        ck_assert_int_eq(hit_cells[0], hit_cells[1]);
        /* Own ships keep their hits; the opponent's ships may swap indexes
           with ships of their length, so its sunk ships are counted by
           length. */
        int sunk[2][CG_BATTLESHIP_SIDE_MAX + 1] = {{0}}; /* by ship length */
        for (int i = 0; i < cg_battleship_ships_placed(a, p); i++) {
            int la, lb, ha, hb;
            cg_battleship_ship(a, p, i, NULL, NULL, &la, &ha);
            cg_battleship_ship(b, p, i, NULL, NULL, &lb, &hb);
            ck_assert_int_eq(la, lb);
            if (p == viewer)
                ck_assert_int_eq(ha, hb);
            sunk[0][la] += ha == la;
            sunk[1][lb] += hb == lb;
        }
        ck_assert(memcmp(sunk[0], sunk[1], sizeof sunk[0]) == 0);
    }
    ck_assert_int_eq(cg_battleship_shot_count(a), cg_battleship_shot_count(b));
    for (int i = 0; i < cg_battleship_shot_count(a); i++) {
        int sa, sb, ansa, ansb;
        cg_battleship_coord ca, cb;
        cg_battleship_shot(a, i, &sa, &ca, &ansa);
        cg_battleship_shot(b, i, &sb, &cb, &ansb);
        ck_assert(sa == sb && ca.x == cb.x && ca.y == cb.y);
        if (sa == viewer)
            ck_assert_int_eq(ansa, ansb); /* the answers the viewer was given */
    }
    ck_assert_int_eq(cg_battleship_state_phase(a), cg_battleship_state_phase(b));
    ck_assert_int_eq(cg_state_current_player(a), cg_state_current_player(b));
    ck_assert_int_eq(cg_state_winner(a), cg_state_winner(b));
    ck_assert_uint_eq(cg_state_move_number(a), cg_state_move_number(b));
}

/* The viewer's own fleet exactly as it was placed. */
static void assert_own_fleet_kept(const cg_state *a, const cg_state *b, int viewer)
{
    for (int i = 0; i < cg_battleship_ships_placed(a, viewer); i++) {
        cg_battleship_coord sa, sb;
        int da, db;
        cg_battleship_ship(a, viewer, i, &sa, &da, NULL, NULL);
        cg_battleship_ship(b, viewer, i, &sb, &db, NULL, NULL);
        ck_assert(sa.x == sb.x && sa.y == sb.y && da == db);
    }
}

START_TEST(test_resampling_conserves_every_ship_shot_and_answer)
{
    cg_game *g = new_game(NULL);
    for (uint64_t seed = 1; seed <= 60; seed++) {
        cg_state *s = new_state(g, seed);
        uint32_t made;
        cg_state_playout(s, seed, (uint32_t)(seed * 37 % 230), &made);
        for (int viewer = 0; viewer < 2; viewer++) {
            cg_state *r = NULL;
            ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
            ck_assert_int_eq(cg_state_resample(r, viewer, seed * 3 + (uint64_t)viewer), CG_OK);
            assert_same_game(s, r, viewer);
            assert_own_fleet_kept(s, r, viewer);
            ck_assert_str_eq(render(s, viewer), render(r, viewer));
            cg_state_free(r);
        }
        cg_state_free(s);
    }
    cg_game_free(g);
}
END_TEST

START_TEST(test_resampling_reads_no_direction_anchor_or_index_the_viewer_cannot_see)
{
    /* Player 2's fleet written four ways player 1 cannot tell apart: its
       3-ship and 2-ship (hit) from either end, its 1-ships (one sunk, one
       not found) swapped and turned, the one not found elsewhere. */
    cg_game *g = new_game(SMALL);
    const char *fleet2[] = {
        "fleet2 A1 right E1 down A3 right E4 right\n",
        "fleet2 C1 left E2 up A3 up E4 left\n",
        "fleet2 A1 right E2 up E4 down A3 right\n",
        "fleet2 C1 left E1 down E4 right C3 left\n",
    };
    cg_state *s[4];
    for (int i = 0; i < 4; i++) {
        char body[512];
        snprintf(body, sizeof body,
                 "first 1\n" SMALL_FLEET1 "%sshots A1 A2 E2 B2 E4 C2 B3 D2\nturn 1\n", fleet2[i]);
        s[i] = load_state(g, body);
        ck_assert_str_eq(render(s[i], 0), render(s[0], 0));
        for (int j = 0; j < i; j++)
            ck_assert(!cg_state_equal(s[i], s[j]));
    }
    for (uint64_t seed = 1; seed <= 20; seed++) {
        cg_state *first = NULL;
        for (int i = 0; i < 4; i++) {
            cg_state *r = NULL;
            ck_assert_int_eq(cg_state_clone(s[i], &r), CG_OK);
            ck_assert_int_eq(cg_state_resample(r, 0, seed), CG_OK);
            if (!first) {
                first = r;
                continue;
            }
            ck_assert_msg(cg_state_equal(first, r), "fleet %d resampled differently", i);
            cg_state_free(r);
        }
        cg_state_free(first);
    }
    for (int i = 0; i < 4; i++)
        cg_state_free(s[i]);
    cg_game_free(g);
}
END_TEST

/* A clone of s (player 1 placing) resampled for player 2: the `placed`
   ships of player 1 drawn again, player 2's view unchanged. */
static cg_state *resampled_while_placing(const cg_state *s, uint64_t seed, int placed)
{
    cg_state *r = NULL;
    ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
    ck_assert_int_eq(cg_state_resample(r, 1, seed), CG_OK);
    ck_assert_int_eq(cg_battleship_ships_placed(r, 0), placed);
    ck_assert_str_eq(render(s, 1), render(r, 1));
    return r;
}

START_TEST(test_resampling_while_placing_keeps_the_placer_s_progress)
{
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 4);
    apply_text(s, "place A1 right");
    apply_text(s, "place A3 down");
    apply_text(s, "place J1 down");
    /* Player 2 sees three ships of player 1 without knowing where. */
    for (uint64_t seed = 0; seed < 50; seed++) {
        cg_state *r = resampled_while_placing(s, seed, 3);
        /* Player 1 may go on placing from the resampled state. */
        uint32_t made;
        ck_assert_int_eq(cg_state_playout(r, seed, 1000, &made), CG_OK);
        ck_assert(cg_state_is_terminal(r));
        cg_state_free(r);
    }
    /* For player 1 itself nothing is hidden: only the generator changes. */
    cg_state *r = NULL;
    ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
    ck_assert_int_eq(cg_state_resample(r, 0, 3), CG_OK);
    assert_own_fleet_kept(s, r, 0);
    cg_state_free(r);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_fleet_that_barely_fits_is_drawn_ship_by_ship_while_placing)
{
    /* Two ships of 9 on 10 x 10: nearly every proposal breaks the placement
       rule, so after BS_UNSEEN_REFUSALS_MAX refusals the placed ships are
       drawn one by one among their legal placements. The fleets drawn keep
       the count, load back (the loader checks the rule) and play on. */
    cg_game *g = new_game("width=10;height=10;fleet=5,3,3,2,3,2,1,9,9,1");
    cg_state *s = new_state(g, 0);
    const char *const placed[] = {"place A1 right", "place G1 down", "place I2 down",
                                  "place B3 down", "place D5 right"};
    for (int i = 0; i < 5; i++)
        apply_text(s, placed[i]);
    for (uint64_t seed = 0; seed < 20; seed++) {
        cg_state *r = resampled_while_placing(s, seed, 5);
        char text[4096];
        ck_assert_uint_lt(cg_state_save(r, text, sizeof text), sizeof text);
        cg_state *loaded = NULL;
        ck_assert_msg(cg_state_load(g, text, &loaded) == CG_OK, "%s", cg_last_error());
        uint32_t made;
        ck_assert_int_eq(cg_state_playout(loaded, seed, 100000, &made), CG_OK);
        ck_assert(cg_state_is_terminal(loaded));
        cg_state_free(loaded);
        cg_state_free(r);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- The fallback ---- */

START_TEST(test_the_fallback_search_by_cells_draws_every_consistent_fleet)
{
    /* The cell-by-cell search (the fallback's second kind) alone draws every
       consistent fleet and no other: a whole fleet unseen while placing on
       3 x 3, and the known fleet of a finished game on 4 x 4 (two ways to
       number its 1-ships). */
    cg_game *g = new_game("width=3;height=3;fleet=2,1");
    cg_state *s = load_state(g, "first 1\nfleet1 A1 right C3 right\nfleet2\nshots\nturn 2\n");
    ck_assert_int_gt(check_draws(s, 1, BS_METHOD_CELLS, 3000, false), 10);
    cg_state_free(s);
    cg_game_free(g);
    g = new_game("width=4;height=4;fleet=2,1,1");
    s = load_state(g, "first 1\nfleet1 A1 right D1 right A4 right\n"
                      "fleet2 A1 right D1 right B3 right\n"
                      "shots A1 A2 B1 B2 D1 C2 B3\nwinner 1\n");
    ck_assert_int_eq(check_draws(s, 0, BS_METHOD_CELLS, 200, false), 2);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* 169 ships of length 1 on 26 x 26: each in its own 2 x 2 square, the
   fullest board there is. */
static cg_game *full_board(void)
{
    char params[512] = "width=26;height=26;fleet=1";
    for (int i = 1; i < 169; i++)
        strcat(params, ",1");
    return new_game(params);
}

static void assert_resampled_alike(const cg_state *s, int viewer, uint64_t seed)
{
    cg_state *r = NULL;
    ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
    ck_assert_int_eq(cg_state_resample(r, viewer, seed), CG_OK);
    assert_same_game(s, r, viewer);
    assert_own_fleet_kept(s, r, viewer);
    ck_assert_str_eq(render(s, viewer), render(r, viewer));
    /* The fleet drawn obeys every rule: it loads back. */
    char *text = malloc(65536);
    ck_assert_uint_gt(cg_state_save(r, text, 65536), 0);
    cg_state *back = NULL;
    ck_assert_int_eq(cg_state_load(cg_state_game(s), text, &back), CG_OK);
    ck_assert(cg_state_equal(r, back));
    cg_state_free(back);
    free(text);
    cg_state_free(r);
}

START_TEST(test_a_nearly_full_board_is_resampled_by_the_fallback)
{
    /* The rejection sampler all but never gets a whole hidden fleet of 169
       ships right: after its budget of refusals the search finds one. */
    cg_game *g = full_board();
    cg_state *s = new_state(g, 5);
    apply_text(s, "place random");
    apply_text(s, "place random");
    ck_assert_int_eq(cg_battleship_state_phase(s), CG_BATTLESHIP_FIRING);
    cg_move moves[1024];
    for (int i = 0; i < 6; i++) { /* a few shots each */
        size_t n = cg_state_legal_moves(s, moves, 1024);
        ck_assert_int_eq(cg_state_apply(s, moves[(size_t)(i * 97) % n]), CG_OK);
    }
    for (int viewer = 0; viewer < 2; viewer++)
        assert_resampled_alike(s, viewer, 11 + (uint64_t)viewer);
    cg_state_free(s);
    /* While placing: 100 ships of player 0 hidden from player 1, with room
       left for the other 69. */
    s = new_state(g, 6);
    for (int i = 0; i < 100; i++) {
        cg_state_legal_moves(s, moves, 1024);
        ck_assert_int_eq(cg_state_apply(s, moves[0]), CG_OK);
    }
    assert_resampled_alike(s, 1, 3);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* The fallback's runs: steps times the Luby sequence (many short runs, ever
   longer ones). */
START_TEST(test_the_fallback_runs_follow_the_luby_sequence)
{
    const long terms[] = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
    for (long i = 1; i <= (long)(sizeof terms / sizeof *terms); i++)
        ck_assert_int_eq(bs_luby(i), terms[i - 1]);
    ck_assert_int_eq(bs_luby((1L << 40) - 1), 1L << 39);
    ck_assert_int_eq(bs_luby(1L << 40), 1);
}
END_TEST

/* 18 ships, two of them of length 11, on 15 x 10, after 64 random moves:
   the rejection sampler gives up on the hidden fleet, the search finds it
   (this position took the search millions of steps when its runs only grew). */
START_TEST(test_a_crowded_fleet_fired_at_is_resampled_by_the_fallback)
{
    cg_game *g = new_game("width=15;height=10;fleet=4,6,3,2,2,2,1,3,2,2,2,1,11,2,2,1,11,1");
    cg_state *s = new_state(g, 124);
    ck_assert_int_eq(cg_state_playout(s, 1, 64, NULL), CG_OK);
    ck_assert_int_eq(cg_battleship_state_phase(s), CG_BATTLESHIP_FIRING);
    for (int viewer = 0; viewer < 2; viewer++)
        assert_resampled_alike(s, viewer, 11);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_each_draw_says_how_it_was_made)
{
    /* The classic board is drawn exactly; the crowded fleet above by the
       search after the whole budget of refusals (or by the search at once,
       when told); the fleet of two 9s while it is being placed unseen either
       exactly or ship by ship after BS_UNSEEN_REFUSALS_MAX refusals. */
    cg_game *g = new_game(NULL);
    cg_state *s = new_state(g, 3), *copy = NULL;
    ck_assert_int_eq(cg_state_playout(s, 1, 40, NULL), CG_OK);
    ck_assert_int_eq(cg_state_clone(s, &copy), CG_OK);
    for (int viewer = 0; viewer < 2; viewer++) {
        bs_draw_report r = resample_by(copy, s, viewer, 5, BS_METHOD_AUTO);
        ck_assert_int_eq(r.by, BS_DRAWN_EXACTLY);
        ck_assert_int_lt(r.refused, BS_REJECTIONS_MAX);
        r = resample_by(copy, s, viewer, 5, BS_METHOD_SEARCH);
        ck_assert_int_eq(r.by, BS_DRAWN_BY_SEARCH);
        ck_assert_int_eq(r.refused, 0);
    }
    cg_state_free(copy);
    cg_state_free(s);
    cg_game_free(g);

    g = new_game("width=15;height=10;fleet=4,6,3,2,2,2,1,3,2,2,2,1,11,2,2,1,11,1");
    s = new_state(g, 124);
    ck_assert_int_eq(cg_state_playout(s, 1, 64, NULL), CG_OK);
    ck_assert_int_eq(cg_state_clone(s, &copy), CG_OK);
    bs_draw_report r = resample_by(copy, s, 0, 1, BS_METHOD_AUTO);
    ck_assert_int_eq(r.by, BS_DRAWN_BY_SEARCH);
    ck_assert_int_ge(r.refused, BS_REJECTIONS_MAX);
    cg_state_free(copy);
    cg_state_free(s);
    cg_game_free(g);

    g = new_game("width=10;height=10;fleet=5,3,3,2,3,2,1,9,9,1");
    s = new_state(g, 2);
    ck_assert_int_eq(cg_state_playout(s, 2 * 7919, 8, NULL), CG_OK);
    ck_assert_int_eq(cg_battleship_state_phase(s), CG_BATTLESHIP_PLACING);
    ck_assert_int_eq(cg_state_clone(s, &copy), CG_OK);
    int by[3] = {0};
    for (uint64_t seed = 0; seed < 10; seed++) {
        r = resample_by(copy, s, 1, seed, BS_METHOD_AUTO);
        ck_assert_int_ne(r.by, BS_DRAWN_BY_SEARCH);
        if (r.by == BS_DRAWN_SHIP_BY_SHIP)
            ck_assert_int_eq(r.refused, BS_UNSEEN_REFUSALS_MAX);
        else
            ck_assert_int_lt(r.refused, BS_UNSEEN_REFUSALS_MAX);
        by[r.by]++;
    }
    ck_assert_int_gt(by[BS_DRAWN_EXACTLY], 0);
    ck_assert_int_gt(by[BS_DRAWN_SHIP_BY_SHIP], 0);
    cg_state_free(copy);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- Reseeding ---- */

START_TEST(test_reseeded_clones_diverge_at_the_first_chance_event)
{
    /* The only chance during play is "place random": clones reseeded
       differently agree on every placement until then, and differ after;
       clones reseeded alike stay equal. */
    cg_game *g = new_game(NULL);
    cg_state *a = new_state(g, 8), *b = NULL, *c = NULL;
    apply_text(a, "place A1 right");
    ck_assert_int_eq(cg_state_clone(a, &b), CG_OK);
    ck_assert_int_eq(cg_state_clone(a, &c), CG_OK);
    ck_assert_int_eq(cg_state_reseed(a, 1), CG_OK);
    ck_assert_int_eq(cg_state_reseed(b, 2), CG_OK);
    ck_assert_int_eq(cg_state_reseed(c, 2), CG_OK);
    cg_state *all[3] = {a, b, c};
    for (int i = 0; i < 3; i++)
        apply_text(all[i], "place A3 right");
    ck_assert_str_eq(render(a, CG_PLAYER_NONE), render(b, CG_PLAYER_NONE));
    for (int i = 0; i < 3; i++)
        apply_text(all[i], "place random");
    ck_assert_str_ne(render(a, CG_PLAYER_NONE), render(b, CG_PLAYER_NONE));
    ck_assert(cg_state_equal(b, c));
    for (int i = 0; i < 3; i++)
        cg_state_free(all[i]);
    cg_game_free(g);
}
END_TEST

/* ---- The density shooter's prior ---- */

/* Whether spot s lies on the board touching none of placed[0..n). */
static bool clear_of(const bs_config *c, bs_spot s, const bs_spot *placed, int n)
{
    bool fits = s.vertical ? s.y + s.length <= c->height : s.x + s.length <= c->width;
    for (int k = 0; k < n && fits; k++)
        fits = !bs_spots_touch(s, placed[k]);
    return fits;
}

/* Places of a ship of `length` touching none of placed[0..n), counted
   spot by spot. */
static int naive_places(const bs_config *c, const bs_spot *placed, int n, int length)
{
    int count = 0;
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++)
            for (int vertical = 0; vertical < (length > 1 ? 2 : 1); vertical++) {
                bs_spot s = {(uint8_t)x, (uint8_t)y, (uint8_t)vertical, (uint8_t)length};
                count += clear_of(c, s, placed, n);
            }
    return count;
}

/* The sum, over every order of the equal ships of f, of the product of one
   over the places each ship finds when the fleet is placed in that order. */
static double naive_orders(const bs_config *c, const bs_fleet *f, bs_spot *placed, int i,
                           unsigned used)
{
    if (i == c->ship_count)
        return 1.0;
    double sum = 0.0, share = 1.0 / naive_places(c, placed, i, c->lengths[i]);
    for (int k = 0; k < c->ship_count; k++)
        if (!(used >> k & 1) && c->lengths[k] == c->lengths[i]) {
            placed[i] = bs_spot_of(f->ships[k].x, f->ships[k].y, f->ships[k].dir, c->lengths[k]);
            sum += share * naive_orders(c, f, placed, i + 1, used | 1u << k);
        }
    return sum;
}

/* A state whose fleets are placed at random. */
static cg_state *placed_at_random(const cg_game *g, uint64_t seed)
{
    cg_state *s = new_state(g, seed);
    while (cg_battleship_state_phase(s) == CG_BATTLESHIP_PLACING)
        apply_text(s, "place random");
    return s;
}

static const char *const prior_configs[] = {NULL, "width=6;height=6;fleet=3,2,2,1,1,1",
                                            "width=7;height=5;fleet=2,2,2"};

/* The density shooter's prior of a fleet is the sum over the orders of its
   equal ships of the probability of placing it ship by ship, each uniformly
   among the places clear of the ships before it: against that sum made
   order by order, place by place. A fleet with a length in two runs is not
   computed this way. */
START_TEST(test_the_density_prior_sums_every_order_of_equal_ships)
{
    for (size_t k = 0; k < sizeof prior_configs / sizeof prior_configs[0]; k++) {
        cg_game *g = new_game(prior_configs[k]);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            cg_state *s = placed_at_random(g, seed);
            const bs_config *c = cg_state_config(s);
            const bs_state *b = cg_state_block_of(s, &cg_battleship_impl, "test");
            ck_assert(bs_prior_exact(c));
            bs_spot placed[BS_MAX_SHIPS];
            for (int player = 0; player < 2; player++) {
                double want = log(naive_orders(c, &b->fleet[player], placed, 0, 0));
                double got = bs_prior_log(c, &b->fleet[player]);
                ck_assert_msg(fabs(got - want) < 1e-9, "%s seed %d: %.12f, not %.12f",
                              prior_configs[k] ? prior_configs[k] : "default", (int)seed, got,
                              want);
            }
            cg_state_free(s);
        }
        cg_game_free(g);
    }
    cg_game *g = new_game("fleet=2,1,2");
    cg_state *s = placed_at_random(g, 1);
    ck_assert(!bs_prior_exact(cg_state_config(s)));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* prior=mixed weighs each uniform draw by 1 + M P(f), M the number of fleets
   (bs_log_fleet_count, estimated from uniform draws): over every fleet of a
   small board, enumerated, M P(f) must have a mean of 1, so that the two
   priors weigh alike, within four standard errors of the estimate (the
   spread of M P(f) over the square root of the draws). Fleets with equal
   ships are enumerated in each order of them, which leaves the mean as it
   is. */
START_TEST(test_the_mixed_prior_s_fleet_count_balances_the_two_priors)
{
    const char *configs[] = {"width=4;height=4;fleet=3,2,1", "width=5;height=4;fleet=2,2,1"};
    double first = 0.0;
    for (int k = 0; k < 2; k++) {
        cg_game *g = new_game(configs[k]);
        cg_state *s = placed_at_random(g, 1);
        const bs_config *c = cg_state_config(s);
        const bs_state *b = cg_state_block_of(s, &cg_battleship_impl, "test");
        double log_count = bs_log_fleet_count(c, b, 0);
        ck_assert(bs_log_fleet_count(c, b, 1) == log_count);
        if (k == 0)
            first = log_count;
        fleets *all = consistent_fleets(s, 0);
        ck_assert_int_gt(all->count, 100);
        double sum = 0.0, squares = 0.0;
        for (int n = 0; n < all->count; n++) {
            bs_fleet f;
            memset(&f, 0, sizeof f);
            f.placed = (uint8_t)c->ship_count;
            uint64_t key = all->key[n];
            for (int i = c->ship_count - 1; i >= 0; i--, key >>= 7) {
                int at = (int)(key & 127) >> 1;
                f.ships[i] = (bs_ship){(uint8_t)(at % SIDE), (uint8_t)(at / SIDE),
                                       key & 1 ? CG_BATTLESHIP_DOWN : CG_BATTLESHIP_RIGHT,
                                       c->lengths[i]};
            }
            double r = exp(bs_prior_log(c, &f) + log_count);
            sum += r;
            squares += r * r;
        }
        double mean = sum / all->count, spread = sqrt(squares / all->count - mean * mean);
        double limit = 4.0 * spread / sqrt(BS_COUNT_DRAWS);
        ck_assert_msg(fabs(mean - 1.0) < limit,
                      "%s: M P(f) has a mean of %.4f over %d fleets, not 1 within %.4f",
                      configs[k], mean, all->count, limit);
        free(all);
        cg_state_free(s);
        cg_game_free(g);
    }
    cg_game *g = new_game(configs[0]);
    cg_state *s = placed_at_random(g, 2);
    ck_assert(bs_log_fleet_count(cg_state_config(s),
                                 cg_state_block_of(s, &cg_battleship_impl, "test"), 0) == first);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* placement=edges's model of itself (bs_edges_place_log): over the places
   clear of the ships placed, its probabilities sum to 1, and they are how
   often bs_hunter_placement(placement=edges) takes each place, within four
   and a half standard errors of 40000 placements, for each ship of a fleet
   placed one after the other. */
START_TEST(test_the_edges_prior_is_how_placement_edges_places)
{
    enum { DRAWS = 40000 };
    cg_game *g = new_game("width=6;height=6;fleet=3,2,1");
    cg_state *s = new_state(g, 1);
    const bs_config *c = cg_state_config(s);
    bs_heat cover;
    bs_empty_board_cover(c, &cover);
    bs_fleet fleet;
    memset(&fleet, 0, sizeof fleet);
    cg_rng rng;
    cg_rng_seed(&rng, 11);
    for (int ship = 0; ship < c->ship_count; ship++) {
        bs_grid grid = {{0}};
        bs_spot placed[BS_MAX_SHIPS];
        for (int i = 0; i < ship; i++) {
            placed[i] = bs_spot_of(fleet.ships[i].x, fleet.ships[i].y, fleet.ships[i].dir,
                                   c->lengths[i]);
            bs_grid_toggle(&grid, placed[i]);
        }
        static int taken[SIDE][SIDE][2];
        memset(taken, 0, sizeof taken);
        int x = 0, y = 0, dir = 0;
        for (int t = 0; t < DRAWS; t++) {
            ck_assert(bs_hunter_placement(c, &fleet, BS_PLACE_EDGES, &rng, &x, &y, &dir));
            taken[y][x][dir == CG_BATTLESHIP_DOWN]++;
        }
        int length = c->lengths[ship], places = 0;
        double sum = 0.0;
        for (int py = 0; py < c->height; py++)
            for (int px = 0; px < c->width; px++)
                for (int vertical = 0; vertical < (length > 1 ? 2 : 1); vertical++) {
                    bs_spot at = {(uint8_t)px, (uint8_t)py, (uint8_t)vertical, (uint8_t)length};
                    if (!clear_of(c, at, placed, ship)) {
                        ck_assert_int_eq(taken[py][px][vertical], 0);
                        continue;
                    }
                    double p = exp(bs_edges_place_log(c, &grid, at, &cover));
                    double seen = (double)taken[py][px][vertical] / DRAWS;
                    double limit = 4.5 * sqrt(p * (1 - p) / DRAWS);
                    ck_assert_msg(fabs(seen - p) <= limit,
                                  "ship %d at (%d, %d)%s: taken %.5f of the time, not %.5f "
                                  "within %.5f",
                                  ship, px, py, vertical ? " down" : "", seen, p, limit);
                    sum += p;
                    places++;
                }
        ck_assert_int_gt(places, 10);
        ck_assert_msg(fabs(sum - 1.0) < 1e-9, "ship %d: the places sum to %.12f", ship, sum);
        bs_fleet_add(c, &fleet, x, y, dir); /* the last place taken */
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* The places of a ship given the rest of the fleet: exactly the spots clear
   of the other ships, on cells not fired at or hit by the shots at it, over
   all its hits; each weighed as the prior weighs the fleet with the ship
   there. */
START_TEST(test_a_ships_places_given_the_rest_follow_the_prior)
{
    for (size_t k = 0; k < sizeof prior_configs / sizeof prior_configs[0]; k++) {
        cg_game *g = new_game(prior_configs[k]);
        cg_state *s = placed_at_random(g, 5 + k);
        const bs_config *c = cg_state_config(s);
        bs_fleet f = ((const bs_state *)cg_state_block_of(s, &cg_battleship_impl, "test"))->fleet[1];
        /* Every fifth cell fired at. */
        uint32_t unshot[BS_SIDE] = {0};
        for (int y = 0; y < c->height; y++)
            for (int x = 0; x < c->width; x++)
                if ((x + 2 * y) % 5 != 0)
                    unshot[y] |= 1u << x;
        int checked = 0;
        for (int ship = 0; ship < c->ship_count; ship++) {
            int length = c->lengths[ship];
            bs_spot own = bs_spot_of(f.ships[ship].x, f.ships[ship].y, f.ships[ship].dir, length);
            /* Its hits: its cells fired at; the ship may lie on them and on
               cells not fired at, and must cover them. */
            uint32_t must[BS_SIDE] = {0}, allowed[BS_SIDE];
            int open = 0;
            for (int i = 0; i < length; i++) {
                int x = own.x + (own.vertical ? 0 : i), y = own.y + (own.vertical ? i : 0);
                if (unshot[y] >> x & 1)
                    open++;
                else
                    must[y] |= 1u << x;
            }
            if (open == 0)
                continue;
            for (int y = 0; y < BS_SIDE; y++)
                allowed[y] = unshot[y] | must[y];
            static bs_spot spot[2 * BS_CELLS];
            static double p[2 * BS_CELLS];
            int places = bs_prior_places(c, &f, ship, allowed, must, spot, p);
            /* The spots, one by one. */
            bs_spot others[BS_MAX_SHIPS];
            int n = 0, want = 0;
            for (int i = 0; i < c->ship_count; i++)
                if (i != ship)
                    others[n++] = bs_spot_of(f.ships[i].x, f.ships[i].y, f.ships[i].dir,
                                             c->lengths[i]);
            for (int y = 0; y < c->height; y++)
                for (int x = 0; x < c->width; x++)
                    for (int vertical = 0; vertical < (length > 1 ? 2 : 1); vertical++) {
                        bs_spot t = {(uint8_t)x, (uint8_t)y, (uint8_t)vertical, (uint8_t)length};
                        bool ok = vertical ? y + length <= c->height : x + length <= c->width;
                        uint32_t covered[BS_SIDE] = {0};
                        for (int i = 0; i < length && ok; i++) {
                            int cx = x + (vertical ? 0 : i), cy = y + (vertical ? i : 0);
                            ok = allowed[cy] >> cx & 1;
                            covered[cy] |= 1u << cx;
                        }
                        for (int i = 0; i < c->height && ok; i++)
                            ok = (must[i] & ~covered[i]) == 0;
                        for (int i = 0; i < n && ok; i++)
                            ok = !bs_spots_touch(t, others[i]);
                        want += ok;
                    }
            ck_assert_int_eq(places, want);
            ck_assert_int_ge(places, 1);
            /* The weights, against the prior of the fleet moved there. */
            double ref = 0.0;
            for (int q = 0; q < places; q++) {
                bs_fleet moved = f;
                moved.ships[ship].x = spot[q].x;
                moved.ships[ship].y = spot[q].y;
                moved.ships[ship].dir =
                    spot[q].vertical ? CG_BATTLESHIP_DOWN : CG_BATTLESHIP_RIGHT;
                for (int i = 0; i < n; i++)
                    ck_assert(!bs_spots_touch(spot[q], others[i]));
                double lw = bs_prior_log(c, &moved);
                if (q == 0)
                    ref = lw - log(p[0]);
                ck_assert_msg(fabs(log(p[q]) + ref - lw) < 1e-9, "ship %d spot %d: %.12f, not %.12f",
                              ship, q, log(p[q]) + ref, lw);
            }
            checked += places > 1 && length > 1;
        }
        ck_assert_int_gt(checked, 0);
        cg_state_free(s);
        cg_game_free(g);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("battleship_information");
    TCase *uniform = tcase_create("uniform");
    tcase_set_timeout(uniform, 600);
    tcase_add_test(
        uniform, test_draws_are_uniform_over_the_fleets_consistent_with_hits_water_and_sunk_ships);
    tcase_add_test(uniform, test_draws_are_uniform_for_the_player_hit_too);
    tcase_add_test(uniform, test_sunk_ships_of_one_length_take_either_index);
    tcase_add_test(uniform, test_a_finished_game_is_resampled_like_a_running_one);
    tcase_add_test(uniform,
                   test_ships_placed_so_far_are_drawn_among_those_that_leave_room_for_the_rest);
    tcase_add_test(uniform, test_a_whole_fleet_unseen_while_placing_is_uniform);
    tcase_add_test(uniform, test_the_bounded_draws_are_exercised_and_uniform);
    tcase_add_test(uniform, test_two_groups_of_hits_may_be_two_ships_of_one_length);
    suite_add_tcase(s, uniform);
    TCase *kept = tcase_create("kept");
    tcase_set_timeout(kept, 300);
    tcase_add_test(kept, test_resampling_conserves_every_ship_shot_and_answer);
    tcase_add_test(kept, test_resampling_reads_no_direction_anchor_or_index_the_viewer_cannot_see);
    tcase_add_test(kept, test_resampling_while_placing_keeps_the_placer_s_progress);
    tcase_add_test(kept, test_a_fleet_that_barely_fits_is_drawn_ship_by_ship_while_placing);
    tcase_add_test(kept, test_reseeded_clones_diverge_at_the_first_chance_event);
    suite_add_tcase(s, kept);
    TCase *fallback = tcase_create("fallback");
    tcase_set_timeout(fallback, 300);
    tcase_add_test(fallback, test_the_fallback_search_by_cells_draws_every_consistent_fleet);
    tcase_add_test(fallback, test_a_nearly_full_board_is_resampled_by_the_fallback);
    tcase_add_test(fallback, test_the_fallback_runs_follow_the_luby_sequence);
    tcase_add_test(fallback, test_a_crowded_fleet_fired_at_is_resampled_by_the_fallback);
    tcase_add_test(fallback, test_each_draw_says_how_it_was_made);
    suite_add_tcase(s, fallback);
    TCase *prior = tcase_create("prior");
    tcase_set_timeout(prior, 300);
    tcase_add_test(prior, test_the_density_prior_sums_every_order_of_equal_ships);
    tcase_add_test(prior, test_a_ships_places_given_the_rest_follow_the_prior);
    tcase_add_test(prior, test_the_mixed_prior_s_fleet_count_balances_the_two_priors);
    tcase_add_test(prior, test_the_edges_prior_is_how_placement_edges_places);
    suite_add_tcase(s, prior);
    return check_run(s);
}
