/*
 * SlugDungeon for learning code and search: dense actions, the legal mask,
 * the observation planes (slugdungeon.h, the game's README), the render's
 * notes on what the board drawing covers, and reseed and resample in a game
 * without hidden information or chance.
 * SD_LEVELS_DIR is the folder of the project's levels (set by the build).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "slugdungeon_test_util.h"

enum { PLANES = CG_SLUGDUNGEON_PLANES, OBS_CAP = PLANES * 64 * 64 };

static cg_game *game_with(const char *params)
{
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new("slugdungeon", params, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

/* A game on one of the project's levels. */
static cg_game *level_game(const char *name)
{
    char params[1024];
    snprintf(params, sizeof params, "level=%s/%s.txt", SD_LEVELS_DIR, name);
    return game_with(params);
}

/* The observation of player 0, in a buffer valid until the next call. */
static const float *observe(const cg_state *s)
{
    static float obs[OBS_CAP + 1];
    size_t size = cg_game_observation_size(cg_state_game(s));
    ck_assert_uint_le(size, OBS_CAP);
    ck_assert_msg(cg_state_observation(s, 0, obs, size) == CG_OK, "%s", cg_last_error());
    return obs;
}

/* Plane p at (r, c) of an observation of a state of game g. */
static float at(const cg_game *g, const float *obs, int p, int r, int c)
{
    size_t dims[3];
    ck_assert_uint_eq(cg_game_observation_shape(g, dims, 3), 3);
    ck_assert(r >= 0 && c >= 0 && (size_t)r < dims[1] && (size_t)c < dims[2]);
    return obs[((size_t)p * dims[1] + (size_t)r) * dims[2] + (size_t)c];
}

/* Whether plane p holds `value` on every square of the window. */
static bool plane_is(const cg_game *g, const float *obs, int p, float value)
{
    size_t dims[3];
    cg_game_observation_shape(g, dims, 3);
    for (size_t i = 0; i < dims[1] * dims[2]; i++)
        if (obs[(size_t)p * dims[1] * dims[2] + i] != value)
            return false;
    return true;
}

static void mask_of(const cg_state *s, uint8_t mask[5])
{
    ck_assert_uint_eq(cg_state_legal_mask(s, mask, 5), 5);
}

/* The saved form without the generator's line: everything but the chance to
   come. */
static const char *save_without_rng(const cg_state *s)
{
    static char texts[2][1 << 16];
    static int next;
    char *text = texts[next++ % 2];
    ck_assert_uint_lt(cg_state_save(s, text, sizeof texts[0]), sizeof texts[0]);
    char *rng = strstr(text, "\nrng ");
    ck_assert_ptr_nonnull(rng);
    char *end = strchr(rng + 1, '\n');
    memmove(rng, end, strlen(end) + 1);
    return text;
}

static cg_state *loaded(const char *lines)
{
    cg_state *s = NULL;
    ck_assert_msg(sdt_load_lines(lines, &s) == CG_OK, "%s", cg_last_error());
    return s;
}

static cg_state *clone_of(const cg_state *s)
{
    cg_state *c = NULL;
    ck_assert_int_eq(cg_state_clone(s, &c), CG_OK);
    return c;
}

/* ---- actions ---- */

START_TEST(test_actions_are_the_five_move_codes)
{
    const cg_game *g = sdt_game();
    ck_assert_uint_eq(cg_game_action_count(g), 5);
    for (cg_move code = CG_SLUGDUNGEON_UP; code <= CG_SLUGDUNGEON_STAY; code++) {
        uint32_t action = 99;
        cg_move back = 99;
        ck_assert_int_eq(cg_game_action_of(g, code, &action), CG_OK);
        ck_assert_uint_eq(action, code);
        ck_assert_int_eq(cg_game_move_of(g, action, &back), CG_OK);
        ck_assert_uint_eq(back, code);
    }
    uint32_t action = 99;
    cg_move move = 99;
    ck_assert_int_eq(cg_game_action_of(g, 5, &action), CG_EINVAL);
    ck_assert_int_eq(cg_game_move_of(g, 5, &move), CG_EINVAL);
    ck_assert_uint_eq(action, 99);
    ck_assert_uint_eq(move, 99);
}
END_TEST

START_TEST(test_mask_marks_the_moves_onto_free_squares_and_stay)
{
    /* up and left are walls, right holds a slug, down is floor */
    cg_state *s = sdt_level("10\n#####\n#PA #\n# # #\n#####\n");
    uint8_t mask[5];
    mask_of(s, mask);
    const uint8_t expected[5] = {0, 0, 1, 0, 1};
    ck_assert_mem_eq(mask, expected, 5);
    cg_move moves[5];
    ck_assert_uint_eq(cg_state_legal_moves(s, moves, 5), 2);
    ck_assert_uint_eq(moves[0], CG_SLUGDUNGEON_DOWN);
    ck_assert_uint_eq(moves[1], CG_SLUGDUNGEON_STAY);
    cg_state_free(s);
}
END_TEST

START_TEST(test_mask_of_a_finished_game_is_all_zero)
{
    cg_state *s = sdt_level("10\n####\n#PG#\n####\n");
    sdt_play(s, "right");
    ck_assert(cg_state_is_terminal(s));
    uint8_t mask[5];
    mask_of(s, mask);
    const uint8_t none[5] = {0};
    ck_assert_mem_eq(mask, none, 5);
    cg_state_free(s);
}
END_TEST

/* ---- the observation's shape ---- */

START_TEST(test_observation_is_planes_over_the_configured_levels_board)
{
    size_t dims[4] = {0};
    ck_assert_uint_eq(cg_game_observation_shape(sdt_game(), dims, 4), 3);
    ck_assert_uint_eq(dims[0], PLANES);
    ck_assert_uint_eq(dims[1], 7); /* crossroads, the default level */
    ck_assert_uint_eq(dims[2], 13);
    ck_assert_uint_eq(cg_game_observation_size(sdt_game()), PLANES * 7 * 13);
    cg_game *tutorial = level_game("1_tutorial");
    ck_assert_uint_eq(cg_game_observation_shape(tutorial, dims, 4), 3);
    ck_assert_uint_eq(dims[1], 3);
    ck_assert_uint_eq(dims[2], 8);
    ck_assert_uint_eq(cg_game_observation_size(tutorial), PLANES * 3 * 8);
    cg_game_free(tutorial);
}
END_TEST

START_TEST(test_observation_refuses_other_players_and_short_buffers)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(sdt_game(), 1, &s), CG_OK);
    size_t size = cg_game_observation_size(sdt_game());
    float *obs = malloc(size * sizeof *obs);
    ck_assert_ptr_nonnull(obs);
    ck_assert_int_eq(cg_state_observation(s, 1, obs, size), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, CG_PLAYER_NONE, obs, size), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, 0, obs, size - 1), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, 0, obs, size), CG_OK);
    free(obs);
    cg_state_free(s);
}
END_TEST

/* ---- the planes ---- */

/* The default level's file, row by row (line 1 is the health). */
static int level_rows(char rows[][80])
{
    char path[1024];
    snprintf(path, sizeof path, "%s/4_crossroads.txt", SD_LEVELS_DIR);
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    char line[80];
    int n = -1;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (n >= 0)
            strcpy(rows[n], line);
        n++;
    }
    fclose(f);
    return n;
}

/* Plane index of a weapon symbol, -1 for none. */
static int weapon_plane(int first, char symbol)
{
    const char *symbols = "WDSH";
    const char *found = symbol ? strchr(symbols, symbol) : NULL;
    return found ? first + (int)(found - symbols) : -1;
}

/* What one square of a new game on the default level shows, from the level's
   character there. */
static void check_new_square(const cg_game *g, const float *obs, char ch, int r, int c)
{
    int slug = ch == 'N' ? 0 : ch == 'A' ? 1 : ch == 'L' ? 2 : -1;
    char slug_weapon = ch == 'N' ? 'H' : ch == 'A' ? 'S' : ch == 'L' ? 'D' : 0;
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BOARD, r, c) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BLOCKING, r, c) == (ch == '#'));
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_GOAL, r, c) == (ch == 'G'));
    for (int p = 0; p < 4; p++) {
        ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_TILE_WEAPON + p, r, c) ==
                  (weapon_plane(CG_SLUGDUNGEON_PLANE_TILE_WEAPON, ch) ==
                   CG_SLUGDUNGEON_PLANE_TILE_WEAPON + p));
        ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_WEAPON + p, r, c) ==
                  (weapon_plane(CG_SLUGDUNGEON_PLANE_SLUG_WEAPON, slug_weapon) ==
                   CG_SLUGDUNGEON_PLANE_SLUG_WEAPON + p));
    }
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_PLAYER, r, c) == (ch == 'P'));
    for (int k = 0; k < 3; k++)
        ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG + k, r, c) == (slug == k));
    /* every slug starts at full health, without poison, free to move */
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_HEALTH, r, c) == (slug >= 0));
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_POISON, r, c) == 0.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_MOVES, r, c) == (slug >= 0));
}

START_TEST(test_observation_of_a_new_game_shows_the_level_as_its_file_draws_it)
{
    const cg_game *g = sdt_game();
    char rows[16][80];
    ck_assert_int_eq(level_rows(rows), 7);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 5, &s), CG_OK);
    const float *obs = observe(s);
    for (int r = 0; r < 7; r++)
        for (int c = 0; c < 13; c++)
            check_new_square(g, obs, rows[r][c], r, c);
    /* the player: full health, no poison, no weapon, every turn left; from
       (1, 1) it may go down, right or stay */
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_HEALTH, 1.0f));
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_POISON, 0.0f));
    for (int p = 0; p < 4; p++)
        ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_WEAPON + p, 0.0f));
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_TURNS_LEFT, 1.0f));
    const float legal[5] = {0, 0, 1, 1, 1};
    for (int m = 0; m < 5; m++)
        ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_LEGAL + m, legal[m]));
    cg_state_free(s);
}
END_TEST

/* A 3 x 6 board (in the default game's 7 x 13 window): a hurt AngrySlug and
   a ScaredSlug without its dart, the player with a PoisonDart. */
static const char *const stats_lines = "turns 3\n"
                                       "board 3 6\n"
                                       "row |######|\n"
                                       "row |#    #|\n"
                                       "row |######|\n"
                                       "blocking 0\n"
                                       "weapons 0\n"
                                       "player health 4 max 12 poison 20 weapon PoisonDart "
                                       "at 1 1 previous 1 1\n"
                                       "slugs 2\n"
                                       "slug AngrySlug health 3 poison 2 weapon PoisonSword "
                                       "at 1 2 moves no\n"
                                       "slug ScaredSlug health 1 poison 7 weapon none "
                                       "at 1 4 moves yes\n";

START_TEST(test_slug_planes_scale_health_and_poison_by_the_kinds_maximum)
{
    const cg_game *g = sdt_game();
    cg_state *s = loaded(stats_lines);
    const float *obs = observe(s);
    /* AngrySlug (5 health): 3/5 health, 2/5 poison, resting, a sword */
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG + 1, 1, 2) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_HEALTH, 1, 2) == 0.6f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_POISON, 1, 2) == 0.4f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_MOVES, 1, 2) == 0.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_WEAPON + CG_SLUGDUNGEON_POISON_SWORD - 1, 1,
                 2) == 1.0f);
    /* ScaredSlug (3 health): 1/3 health, poison 7 beyond its maximum reads 1,
       free to move, no weapon */
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG + 2, 1, 4) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_HEALTH, 1, 4) == (float)(1.0 / 3.0));
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_POISON, 1, 4) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_MOVES, 1, 4) == 1.0f);
    for (int p = 0; p < 4; p++)
        ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_WEAPON + p, 1, 4) == 0.0f);
    /* squares without a slug hold no slug values */
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_HEALTH, 1, 3) == 0.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG_MOVES, 1, 3) == 0.0f);
    cg_state_free(s);
}
END_TEST

START_TEST(test_player_planes_scale_health_and_poison_by_its_maximum)
{
    const cg_game *g = sdt_game();
    cg_state *s = loaded(stats_lines);
    const float *obs = observe(s);
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_HEALTH, (float)(4.0 / 12.0)));
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_POISON, 1.0f)); /* 20 > 12 */
    for (int w = CG_SLUGDUNGEON_WEAPON; w <= CG_SLUGDUNGEON_HEALING_ROCK; w++)
        ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_WEAPON + w - 1,
                           w == CG_SLUGDUNGEON_POISON_DART ? 1.0f : 0.0f));
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_PLAYER, 1, 1) == 1.0f);
    /* 3 of the default 1000 turns are played */
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_TURNS_LEFT, 0.997f));
    cg_state_free(s);
}
END_TEST

START_TEST(test_turns_left_count_down_to_zero_at_the_bound)
{
    cg_game *g = game_with("max_turns=4");
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
    const float left[5] = {1.0f, 0.75f, 0.5f, 0.25f, 0.0f};
    for (int turn = 0; turn <= 4; turn++) {
        ck_assert(plane_is(g, observe(s), CG_SLUGDUNGEON_PLANE_TURNS_LEFT, left[turn]));
        if (turn < 4)
            sdt_play(s, "stay");
    }
    /* out of turns: over, so no move is legal */
    ck_assert(cg_state_is_terminal(s));
    for (int m = 0; m < 5; m++)
        ck_assert(plane_is(g, observe(s), CG_SLUGDUNGEON_PLANE_LEGAL + m, 0.0f));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* A slug over a PoisonDart on a goal, a PoisonSword on another goal, a floor
   tile 'x' that blocks and a '#' that does not. */
static const char *const covered_lines = "turns 0\n"
                                         "board 3 7\n"
                                         "row |#######|\n"
                                         "row |#  GGx#|\n"
                                         "row |#######|\n"
                                         "blocking 2\n"
                                         "blocks 1 5 yes\n"
                                         "blocks 2 1 no\n"
                                         "weapons 2\n"
                                         "weapon 1 3 PoisonSword\n"
                                         "weapon 1 4 PoisonDart\n"
                                         "player health 10 max 10 poison 0 weapon none "
                                         "at 1 1 previous 1 1\n"
                                         "slugs 1\n"
                                         "slug NiceSlug health 10 poison 0 weapon HealingRock "
                                         "at 1 4 moves yes\n";

START_TEST(test_goals_weapons_and_blocking_are_observed_under_whatever_covers_them)
{
    const cg_game *g = sdt_game();
    cg_state *s = loaded(covered_lines);
    const float *obs = observe(s);
    int dart = CG_SLUGDUNGEON_PLANE_TILE_WEAPON + CG_SLUGDUNGEON_POISON_DART - 1;
    int sword = CG_SLUGDUNGEON_PLANE_TILE_WEAPON + CG_SLUGDUNGEON_POISON_SWORD - 1;
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_GOAL, 1, 3) == 1.0f);
    ck_assert(at(g, obs, sword, 1, 3) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_GOAL, 1, 4) == 1.0f);
    ck_assert(at(g, obs, dart, 1, 4) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_SLUG, 1, 4) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BLOCKING, 1, 5) == 1.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BLOCKING, 2, 1) == 0.0f);
    ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BLOCKING, 2, 2) == 1.0f);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a_board_smaller_than_the_level_fills_the_window_from_the_top_left)
{
    const cg_game *g = sdt_game(); /* a 7 x 13 window */
    cg_state *s = loaded(stats_lines);
    const float *obs = observe(s);
    for (int r = 0; r < 7; r++)
        for (int c = 0; c < 13; c++) {
            bool on = r < 3 && c < 6;
            ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BOARD, r, c) == on);
            ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BLOCKING, r, c) ==
                      (on && (r != 1 || c == 0 || c == 5)));
            /* planes of one value cover the whole window */
            ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_LEGAL + CG_SLUGDUNGEON_STAY, r, c) == 1.0f);
        }
    cg_state_free(s);
}
END_TEST

START_TEST(test_a_board_larger_than_the_level_is_cut_but_its_legal_moves_are_observed)
{
    cg_game *g = level_game("1_tutorial"); /* a 3 x 8 window */
    cg_state *s = NULL;
    const char *level = "10\n##########\n#        #\n#  #     #\n#  #    P#\n##########\n";
    ck_assert_int_eq(cg_slugdungeon_state_from_level(g, level, strlen(level), &s), CG_OK);
    const float *obs = observe(s);
    /* the player at (3, 8) lies outside the window */
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_PLAYER, 0.0f));
    ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_BOARD, 1.0f));
    /* the window shows the top-left 3 x 8 squares, nothing of the rest */
    const char *window[3] = {"########", "#       ", "#  #    "};
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 8; c++)
            ck_assert(at(g, obs, CG_SLUGDUNGEON_PLANE_BLOCKING, r, c) == (window[r][c] == '#'));
    uint8_t mask[5];
    mask_of(s, mask);
    for (int m = 0; m < 5; m++)
        ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_LEGAL + m, mask[m]));
    ck_assert_uint_eq(mask[CG_SLUGDUNGEON_UP] + mask[CG_SLUGDUNGEON_LEFT], 2);
    ck_assert_uint_eq(mask[CG_SLUGDUNGEON_DOWN] + mask[CG_SLUGDUNGEON_RIGHT], 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_legal_planes_follow_the_mask_through_a_game)
{
    const cg_game *g = sdt_game();
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
    const char *path[] = {"right", "right", "right", "down", "down", "left", "stay", "right"};
    for (size_t i = 0; i < sizeof path / sizeof path[0]; i++) {
        uint8_t mask[5];
        mask_of(s, mask);
        const float *obs = observe(s);
        for (int m = 0; m < 5; m++)
            ck_assert(plane_is(g, obs, CG_SLUGDUNGEON_PLANE_LEGAL + m, mask[m]));
        sdt_play(s, path[i]);
    }
    cg_state_free(s);
}
END_TEST

/* The slugs of a turn chase the square the player leaves, which is where it
   stands when it chooses: the square it came from before (kept for the
   seed's end_turn) decides nothing that a move does, and is not observed. */
START_TEST(test_the_previous_square_is_not_observed_and_decides_no_move)
{
    const char *rows = "turns 1\nboard 3 6\nrow |######|\nrow |#    #|\nrow |######|\n"
                       "blocking 0\nweapons 0\n";
    const char *slugs = "slugs 1\nslug AngrySlug health 5 poison 0 weapon PoisonSword "
                        "at 1 4 moves yes\n";
    char here[512], came[512];
    snprintf(here, sizeof here,
             "%splayer health 10 max 10 poison 0 weapon none at 1 2 previous 1 2\n%s", rows, slugs);
    snprintf(came, sizeof came,
             "%splayer health 10 max 10 poison 0 weapon none at 1 2 previous 1 1\n%s", rows, slugs);
    for (cg_move m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++) {
        cg_state *a = loaded(here), *b = loaded(came);
        ck_assert(!cg_state_equal(a, b));
        ck_assert_mem_eq(observe(a), observe(b), cg_game_observation_size(sdt_game()));
        if (cg_state_is_legal(a, m)) {
            ck_assert_int_eq(cg_state_apply(a, m), CG_OK);
            ck_assert_int_eq(cg_state_apply(b, m), CG_OK);
            ck_assert(cg_state_equal(a, b));
        }
        cg_state_free(a);
        cg_state_free(b);
    }
}
END_TEST

/* ---- the render shows what the observation holds ---- */

START_TEST(test_render_names_what_the_board_drawing_covers)
{
    cg_state *s = loaded(covered_lines);
    const char *render = sdt_render(s);
    ck_assert_str_eq(render, "#######\n"
                             "#P SNx#\n"
                             "#######\n"
                             "PoisonSword at (1, 3): on tile 'G'\n"
                             "Tile at (1, 5): 'x', blocking\n"
                             "Tile at (2, 1): '#', not blocking\n"
                             "Player 0 at (1, 1): health 10/10, poison 0, weapon none\n"
                             "NiceSlug at (1, 4): health 10/10, poison 0, weapon HealingRock, "
                             "moves this turn, over PoisonDart on tile 'G'\n"
                             "Turn 1 of at most 1000\n");
    char for_player[1024];
    cg_state_render(s, 0, for_player, sizeof for_player);
    ck_assert_str_eq(for_player, render);
    cg_state_free(s);
}
END_TEST

START_TEST(test_render_names_tiles_whose_symbol_is_drawn_for_pieces)
{
    /* a floor tile 'D' without a dart, next to a PoisonDart on floor */
    cg_state *s = loaded("turns 0\nboard 3 5\nrow |#####|\nrow |# D #|\nrow |#####|\n"
                         "blocking 0\nweapons 1\nweapon 1 3 PoisonDart\n"
                         "player health 10 max 10 poison 0 weapon none at 1 1 previous 1 1\n"
                         "slugs 0\n");
    ck_assert_str_eq(sdt_render(s), "#####\n"
                                    "#PDD#\n"
                                    "#####\n"
                                    "Tile at (1, 2): 'D', not blocking\n"
                                    "Player 0 at (1, 1): health 10/10, poison 0, weapon none\n"
                                    "Turn 1 of at most 1000\n");
    const float *obs = observe(s);
    int dart = CG_SLUGDUNGEON_PLANE_TILE_WEAPON + CG_SLUGDUNGEON_POISON_DART - 1;
    ck_assert(at(sdt_game(), obs, dart, 1, 2) == 0.0f);
    ck_assert(at(sdt_game(), obs, dart, 1, 3) == 1.0f);
    cg_state_free(s);
}
END_TEST

START_TEST(test_render_names_the_goal_under_the_player_until_the_game_is_won)
{
    cg_state *s = sdt_level("10\n########\n#PG   L#\n########\n");
    sdt_play(s, "right");
    ck_assert(strstr(sdt_render(s), "Player 0 at (1, 2): health 10/10, poison 0, weapon none, "
                                    "over tile 'G'\n") != NULL);
    cg_state_free(s);
    /* once won, the last line says it */
    s = sdt_level("10\n####\n#PG#\n####\n");
    sdt_play(s, "right");
    ck_assert(strstr(sdt_render(s), "weapon none\nWon after 1 turn") != NULL);
    cg_state_free(s);
}
END_TEST

START_TEST(test_render_names_a_weapon_a_slug_walks_over)
{
    /* the AngrySlug steps onto the sword while chasing the player */
    cg_state *s = sdt_level("10\n#######\n#P SA #\n#######\n");
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_render(s), "#######\n"
                                    "#P A  #\n"
                                    "#######\n"
                                    "Player 0 at (1, 1): health 10/10, poison 0, weapon none\n"
                                    "AngrySlug at (1, 3): health 5/5, poison 0, weapon "
                                    "PoisonSword, rests this turn, over PoisonSword\n"
                                    "Turn 2 of at most 1000\n");
    const float *obs = observe(s);
    ck_assert(at(sdt_game(), obs, CG_SLUGDUNGEON_PLANE_TILE_WEAPON + 2, 1, 3) == 1.0f);
    cg_state_free(s);
}
END_TEST

/* ---- information and chance ---- */

START_TEST(test_reseed_changes_nothing_but_the_generator)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(sdt_game(), 7, &s), CG_OK);
    cg_state *r = clone_of(s);
    ck_assert_int_eq(cg_state_reseed(r, 12345), CG_OK);
    ck_assert(!cg_state_equal(r, s));
    ck_assert_str_eq(save_without_rng(r), save_without_rng(s));
    cg_state_free(r);
    cg_state_free(s);
}
END_TEST

/* No chance event ever comes: clones reseeded differently and played with the
   same moves never diverge. */
START_TEST(test_reseeded_clones_never_diverge)
{
    cg_state *a = NULL;
    ck_assert_int_eq(cg_state_new(sdt_game(), 3, &a), CG_OK);
    cg_state *b = clone_of(a);
    ck_assert_int_eq(cg_state_reseed(a, 1), CG_OK);
    ck_assert_int_eq(cg_state_reseed(b, 2), CG_OK);
    uint64_t chooser = 99;
    cg_move moves[5];
    for (int step = 0; step < 300 && !cg_state_is_terminal(a); step++) {
        ck_assert_str_eq(save_without_rng(a), save_without_rng(b));
        size_t n = cg_state_legal_moves(a, moves, 5);
        chooser = chooser * 6364136223846793005u + 1442695040888963407u;
        cg_move m = moves[(chooser >> 33) % n];
        ck_assert_int_eq(cg_state_apply(a, m), CG_OK);
        ck_assert_int_eq(cg_state_apply(b, m), CG_OK);
    }
    ck_assert_str_eq(save_without_rng(a), save_without_rng(b));
    /* playouts draw their moves from their own seed: the same on both */
    ck_assert_int_eq(cg_state_playout(a, 5, 200, NULL), CG_OK);
    ck_assert_int_eq(cg_state_playout(b, 5, 200, NULL), CG_OK);
    ck_assert_str_eq(save_without_rng(a), save_without_rng(b));
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

/* Nothing is hidden: resampling for the player is a reseed, which keeps the
   board, every weapon, the player and every slug. */
START_TEST(test_resample_for_the_player_only_reseeds)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(sdt_game(), 11, &s), CG_OK);
    sdt_play(s, "right");
    sdt_play(s, "right");
    for (int finished = 0; finished < 2; finished++) {
        cg_state *resampled = clone_of(s), *reseeded = clone_of(s);
        ck_assert_int_eq(cg_state_resample(resampled, 0, 77), CG_OK);
        ck_assert_int_eq(cg_state_reseed(reseeded, 77), CG_OK);
        ck_assert(cg_state_equal(resampled, reseeded));
        ck_assert_str_eq(save_without_rng(resampled), save_without_rng(s));
        ck_assert_str_eq(sdt_render(resampled), sdt_render(s));
        cg_state_free(resampled);
        cg_state_free(reseeded);
        /* a finished game is resampled the same way */
        ck_assert_int_eq(cg_state_playout(s, 1, 100000, NULL), CG_OK);
        ck_assert(cg_state_is_terminal(s));
    }
    cg_state_free(s);
}
END_TEST

static Suite *learning_suite(void)
{
    Suite *s = suite_create("slugdungeon learning");
    TCase *actions = tcase_create("actions");
    tcase_add_test(actions, test_actions_are_the_five_move_codes);
    tcase_add_test(actions, test_mask_marks_the_moves_onto_free_squares_and_stay);
    tcase_add_test(actions, test_mask_of_a_finished_game_is_all_zero);
    suite_add_tcase(s, actions);
    TCase *obs = tcase_create("observation");
    tcase_add_test(obs, test_observation_is_planes_over_the_configured_levels_board);
    tcase_add_test(obs, test_observation_refuses_other_players_and_short_buffers);
    tcase_add_test(obs, test_observation_of_a_new_game_shows_the_level_as_its_file_draws_it);
    tcase_add_test(obs, test_slug_planes_scale_health_and_poison_by_the_kinds_maximum);
    tcase_add_test(obs, test_player_planes_scale_health_and_poison_by_its_maximum);
    tcase_add_test(obs, test_turns_left_count_down_to_zero_at_the_bound);
    tcase_add_test(obs, test_goals_weapons_and_blocking_are_observed_under_whatever_covers_them);
    tcase_add_test(obs, test_a_board_smaller_than_the_level_fills_the_window_from_the_top_left);
    tcase_add_test(obs, test_a_board_larger_than_the_level_is_cut_but_its_legal_moves_are_observed);
    tcase_add_test(obs, test_legal_planes_follow_the_mask_through_a_game);
    tcase_add_test(obs, test_the_previous_square_is_not_observed_and_decides_no_move);
    suite_add_tcase(s, obs);
    TCase *render = tcase_create("render");
    tcase_add_test(render, test_render_names_what_the_board_drawing_covers);
    tcase_add_test(render, test_render_names_tiles_whose_symbol_is_drawn_for_pieces);
    tcase_add_test(render, test_render_names_the_goal_under_the_player_until_the_game_is_won);
    tcase_add_test(render, test_render_names_a_weapon_a_slug_walks_over);
    suite_add_tcase(s, render);
    TCase *info = tcase_create("information");
    tcase_add_test(info, test_reseed_changes_nothing_but_the_generator);
    tcase_add_test(info, test_reseeded_clones_never_diverge);
    tcase_add_test(info, test_resample_for_the_player_only_reseeds);
    suite_add_tcase(s, info);
    return s;
}

int main(void)
{
    return check_run(learning_suite());
}
