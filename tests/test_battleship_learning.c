/* Battleship for learning code: the dense actions of battleship.h (W x H x 4
   placements, place random, W x H shots), legal masks, and every plane of
   the observation as the README documents it. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battleship_test_util.h"
#include "check_quiet.h"

#define SMALL "width=5;height=4;fleet=3,2,1,1"
#define SMALL_FLEETS                                                                               \
    "first 1\nfleet1 A4 right E3 down A1 right C1 right\n"                                         \
    "fleet2 A1 right E1 down A3 right E4 right\n"

static uint32_t action_of(const cg_game *g, cg_move m)
{
    uint32_t a = 0xffffffffu;
    ck_assert_msg(cg_game_action_of(g, m, &a) == CG_OK, "%s", cg_last_error());
    return a;
}

/* ---- Actions ---- */

START_TEST(test_actions_are_placements_then_place_random_then_shots_on_the_board)
{
    cg_game *g = new_game(SMALL); /* W = 5, H = 4 */
    ck_assert_uint_eq(cg_game_action_count(g), 5 * 4 * 5 + 1);
    ck_assert_uint_eq(action_of(g, CG_BATTLESHIP_PLACE_MOVE(0, 0, 0)), 0);
    /* (y * W + x) * 4 + dir */
    ck_assert_uint_eq(action_of(g, CG_BATTLESHIP_PLACE_MOVE(2, 1, 3)), (1 * 5 + 2) * 4 + 3);
    ck_assert_uint_eq(action_of(g, CG_BATTLESHIP_PLACE_MOVE(4, 3, 3)), 5 * 4 * 4 - 1);
    ck_assert_uint_eq(action_of(g, CG_BATTLESHIP_PLACE_RANDOM), 5 * 4 * 4);
    /* W * H * 4 + 1 + y * W + x */
    ck_assert_uint_eq(action_of(g, CG_BATTLESHIP_FIRE_MOVE(0, 0)), 81);
    ck_assert_uint_eq(action_of(g, CG_BATTLESHIP_FIRE_MOVE(3, 2)), 81 + 2 * 5 + 3);
    ck_assert_uint_eq(action_of(g, CG_BATTLESHIP_FIRE_MOVE(4, 3)), 100);
    cg_game_free(g);
}
END_TEST

START_TEST(test_codes_off_the_board_have_no_action)
{
    cg_game *g = new_game(SMALL);
    uint32_t a = 7;
    ck_assert_int_eq(cg_game_action_of(g, CG_BATTLESHIP_PLACE_MOVE(5, 0, 0), &a), CG_EINVAL);
    ck_assert_int_eq(cg_game_action_of(g, CG_BATTLESHIP_PLACE_MOVE(0, 4, 1), &a), CG_EINVAL);
    ck_assert_int_eq(cg_game_action_of(g, CG_BATTLESHIP_FIRE_MOVE(0, 4), &a), CG_EINVAL);
    ck_assert_int_eq(cg_game_action_of(g, CG_BATTLESHIP_PLACE_RANDOM + 1, &a), CG_EINVAL);
    ck_assert_int_eq(cg_game_action_of(g, CG_BATTLESHIP_FIRE_BASE + 26 * 26, &a), CG_EINVAL);
    ck_assert_uint_eq(a, 7);
    cg_move m = 9;
    ck_assert_int_eq(cg_game_move_of(g, 101, &m), CG_EINVAL);
    ck_assert_uint_eq(m, 9);
    cg_game_free(g);
}
END_TEST

START_TEST(test_move_of_inverts_action_of_and_actions_ascend_with_the_codes)
{
    const char *params[] = {SMALL, NULL, "width=26;height=2;fleet=6,3,1,1",
                            "width=1;height=1;fleet=1"};
    for (size_t k = 0; k < sizeof params / sizeof params[0]; k++) {
        cg_game *g = new_game(params[k]);
        cg_move previous = 0;
        for (uint32_t a = 0; a < cg_game_action_count(g); a++) {
            cg_move m;
            ck_assert_int_eq(cg_game_move_of(g, a, &m), CG_OK);
            ck_assert_uint_eq(action_of(g, m), a);
            if (a > 0)
                ck_assert_uint_gt(m, previous);
            previous = m;
        }
        cg_game_free(g);
    }
}
END_TEST

/* ---- Masks ---- */

static uint8_t *mask_of(const cg_state *s)
{
    size_t n = cg_state_legal_mask(s, NULL, 0);
    uint8_t *mask = malloc(n);
    ck_assert_uint_eq(cg_state_legal_mask(s, mask, n), n);
    return mask;
}

START_TEST(test_the_mask_of_a_new_game_is_the_first_ships_legal_placements_and_place_random)
{
    cg_game *g = new_game("width=4;height=3;fleet=3,1");
    cg_state *s = new_state(g, 1);
    uint8_t *mask = mask_of(s);
    /* The 3-ship fits from A1 right, A1 down, C1 left, A3 up... */
    ck_assert_uint_eq(mask[(0 * 4 + 0) * 4 + CG_BATTLESHIP_RIGHT], 1);
    ck_assert_uint_eq(mask[(0 * 4 + 0) * 4 + CG_BATTLESHIP_DOWN], 1);
    ck_assert_uint_eq(mask[(0 * 4 + 2) * 4 + CG_BATTLESHIP_LEFT], 1);
    ck_assert_uint_eq(mask[(2 * 4 + 0) * 4 + CG_BATTLESHIP_UP], 1);
    /* ...but not from B2 (it would leave no room for the 1-ship)... */
    ck_assert_uint_eq(mask[(1 * 4 + 1) * 4 + CG_BATTLESHIP_RIGHT], 0);
    /* ...nor off the board. */
    ck_assert_uint_eq(mask[(0 * 4 + 0) * 4 + CG_BATTLESHIP_LEFT], 0);
    ck_assert_uint_eq(mask[4 * 3 * 4], 1); /* place random */
    for (uint32_t a = 4 * 3 * 4 + 1; a < cg_game_action_count(g); a++)
        ck_assert_uint_eq(mask[a], 0); /* no shot yet */
    free(mask);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_mask_while_firing_is_the_cells_not_fired_at)
{
    cg_game *g = new_game(SMALL);
    cg_state *s = load_state(g, SMALL_FLEETS "shots A1 A2 C1\nturn 2\n");
    uint8_t *mask = mask_of(s);
    for (uint32_t a = 0; a <= 80; a++)
        ck_assert_uint_eq(mask[a], 0);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 5; x++)
            ck_assert_uint_eq(mask[81 + y * 5 + x], !(x == 0 && y == 1)); /* player 2 fired at A2 */
    free(mask);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- Observations ---- */

typedef struct obs {
    size_t planes, h, w;
    float *v;
} obs;

static obs observe(const cg_state *s, int player)
{
    const cg_game *g = cg_state_game(s);
    size_t dims[3];
    ck_assert_uint_eq(cg_game_observation_shape(g, dims, 3), 3);
    obs o = {dims[0], dims[1], dims[2], malloc(cg_game_observation_size(g) * sizeof(float))};
    ck_assert_int_eq(cg_state_observation(s, player, o.v, cg_game_observation_size(g)), CG_OK);
    return o;
}

static float at_plane(obs o, size_t plane, const char *cell)
{
    cg_battleship_coord c = at(cell);
    return o.v[(plane * o.h + (size_t)c.y) * o.w + (size_t)c.x];
}

/* A plane of one value everywhere. */
static void assert_broadcast(obs o, size_t plane, float value)
{
    for (size_t i = 0; i < o.h * o.w; i++)
        ck_assert_msg(o.v[plane * o.h * o.w + i] == value, "plane %zu cell %zu is %g, not %g",
                      plane, i, (double)o.v[plane * o.h * o.w + i], (double)value);
}

enum {
    MY_SHIP,
    MY_HIT,
    MY_SUNK,
    MY_WATER,
    SHOT_WATER,
    SHOT_HIT,
    SHOT_SUNK,
    PLACING,
    FIRING,
    TO_MOVE,
    FIRST,
    PLACED,
    NEXT_LENGTH,
    AFLOAT
};

START_TEST(test_the_observation_has_13_planes_and_two_per_distinct_length)
{
    cg_game *g = new_game(SMALL); /* lengths 3, 2, 1 */
    size_t dims[4];
    ck_assert_uint_eq(cg_game_observation_shape(g, dims, 4), 3);
    ck_assert_uint_eq(dims[0], 13 + 2 * 3);
    ck_assert_uint_eq(dims[1], 4);
    ck_assert_uint_eq(dims[2], 5);
    ck_assert_uint_eq(cg_game_observation_size(g), 19 * 4 * 5);
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_board_planes_show_both_boards_as_the_player_knows_them)
{
    cg_game *g = new_game(SMALL);
    /* Player 1 hits A1, sinks E4, misses B3; player 2 hits A4, misses A2. */
    cg_state *s = load_state(g, SMALL_FLEETS "shots A1 A2 E4 A4 B3\nturn 2\n");
    obs o = observe(s, 0);
    ck_assert(at_plane(o, MY_SHIP, "A4") == 1 && at_plane(o, MY_SHIP, "B4") == 1);
    ck_assert(at_plane(o, MY_SHIP, "E3") == 1 && at_plane(o, MY_SHIP, "C1") == 1);
    ck_assert(at_plane(o, MY_SHIP, "B1") == 0 && at_plane(o, MY_SHIP, "A2") == 0);
    ck_assert(at_plane(o, MY_HIT, "A4") == 1 && at_plane(o, MY_HIT, "B4") == 0);
    ck_assert(at_plane(o, MY_SUNK, "A4") == 0);
    ck_assert(at_plane(o, MY_WATER, "A2") == 1 && at_plane(o, MY_WATER, "A3") == 0);
    ck_assert(at_plane(o, SHOT_HIT, "A1") == 1 && at_plane(o, SHOT_SUNK, "A1") == 0);
    ck_assert(at_plane(o, SHOT_SUNK, "E4") == 1 && at_plane(o, SHOT_HIT, "E4") == 0);
    ck_assert(at_plane(o, SHOT_WATER, "B3") == 1);
    /* Player 2's ships it has not hit are unknown. */
    ck_assert(at_plane(o, SHOT_HIT, "B1") == 0 && at_plane(o, SHOT_WATER, "B1") == 0 &&
              at_plane(o, SHOT_SUNK, "B1") == 0);
    /* Player 2's view of the same shots, from the other side. */
    obs p = observe(s, 1);
    ck_assert(at_plane(p, MY_HIT, "A1") == 1 && at_plane(p, MY_SUNK, "E4") == 1);
    ck_assert(at_plane(p, MY_WATER, "B3") == 1 && at_plane(p, SHOT_HIT, "A4") == 1);
    ck_assert(at_plane(p, SHOT_WATER, "A2") == 1);
    free(o.v);
    free(p.v);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_broadcast_planes_give_phase_turn_first_shooter_and_progress)
{
    cg_game *g = new_game(SMALL);
    cg_state *s = load_state(g, "first 2\nfleet1 A4 right\nfleet2\nshots\nturn 1\n");
    obs o = observe(s, 0), p = observe(s, 1);
    assert_broadcast(o, PLACING, 1);
    assert_broadcast(o, FIRING, 0);
    assert_broadcast(o, TO_MOVE, 1);
    assert_broadcast(p, TO_MOVE, 0);
    assert_broadcast(o, FIRST, 0);
    assert_broadcast(p, FIRST, 1);
    assert_broadcast(o, PLACED, 1.0f / 4);       /* one ship of four */
    assert_broadcast(o, NEXT_LENGTH, 2.0f / 26); /* ship 2 is a 2-ship */
    assert_broadcast(p, PLACED, 0);
    assert_broadcast(p, NEXT_LENGTH, 3.0f / 26);
    free(o.v);
    free(p.v);
    cg_state_free(s);
    s = load_state(g, SMALL_FLEETS "shots A1 A2 E4\nturn 2\n");
    o = observe(s, 0);
    assert_broadcast(o, PLACING, 0);
    assert_broadcast(o, FIRING, 1);
    assert_broadcast(o, TO_MOVE, 0);
    assert_broadcast(o, PLACED, 1);
    assert_broadcast(o, NEXT_LENGTH, 0);
    free(o.v);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_afloat_planes_count_the_ships_not_sunk_by_length)
{
    cg_game *g = new_game(SMALL);
    /* Player 1 sank a 1-ship of player 2 (E4) and the 3-ship (A1..C1). */
    cg_state *s = load_state(g, SMALL_FLEETS "shots A1 A2 E4 B2 B1 C2 C1\nturn 2\n");
    obs o = observe(s, 0), p = observe(s, 1);
    /* Lengths 3, 2, 1: the enemy's afloat first, then one's own. */
    assert_broadcast(o, AFLOAT + 0, 0);    /* no 3-ship of player 2 afloat */
    assert_broadcast(o, AFLOAT + 1, 1);    /* its 2-ship */
    assert_broadcast(o, AFLOAT + 2, 0.5f); /* one 1-ship of two */
    assert_broadcast(o, AFLOAT + 3, 1);
    assert_broadcast(o, AFLOAT + 4, 1);
    assert_broadcast(o, AFLOAT + 5, 1);
    assert_broadcast(p, AFLOAT + 3, 0);
    assert_broadcast(p, AFLOAT + 5, 0.5f);
    free(o.v);
    free(p.v);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_states_a_player_cannot_tell_apart_give_equal_observations)
{
    /* Player 2's fleet moved where player 1 has not fired. */
    cg_game *g = new_game(SMALL);
    cg_state *a = load_state(g, SMALL_FLEETS "shots A1 A2 E4 B2\nturn 1\n");
    cg_state *b =
        load_state(g, "first 1\nfleet1 A4 right E3 down A1 right C1 right\n"
                      "fleet2 C1 left E2 up C3 right E4 right\nshots A1 A2 E4 B2\nturn 1\n");
    ck_assert_str_eq(render(a, 0), render(b, 0));
    obs oa = observe(a, 0), ob = observe(b, 0);
    size_t n = cg_game_observation_size(g);
    ck_assert(memcmp(oa.v, ob.v, n * sizeof(float)) == 0);
    obs pa = observe(a, 1), pb = observe(b, 1);
    ck_assert(memcmp(pa.v, pb.v, n * sizeof(float)) != 0); /* player 2 sees its own fleet */
    free(oa.v);
    free(ob.v);
    free(pa.v);
    free(pb.v);
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_observation_of_no_player_is_refused)
{
    cg_game *g = new_game(SMALL);
    cg_state *s = new_state(g, 1);
    float out[19 * 20];
    ck_assert_int_eq(cg_state_observation(s, CG_PLAYER_NONE, out, 19 * 20), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, 2, out, 19 * 20), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, 0, out, 19 * 20 - 1), CG_EINVAL);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    const test_group groups[] = {
        {"actions",
         {test_actions_are_placements_then_place_random_then_shots_on_the_board,
          test_codes_off_the_board_have_no_action,
          test_move_of_inverts_action_of_and_actions_ascend_with_the_codes}},
        {"masks",
         {test_the_mask_of_a_new_game_is_the_first_ships_legal_placements_and_place_random,
          test_the_mask_while_firing_is_the_cells_not_fired_at}},
        {"observations",
         {test_the_observation_has_13_planes_and_two_per_distinct_length,
          test_the_board_planes_show_both_boards_as_the_player_knows_them,
          test_broadcast_planes_give_phase_turn_first_shooter_and_progress,
          test_afloat_planes_count_the_ships_not_sunk_by_length,
          test_states_a_player_cannot_tell_apart_give_equal_observations,
          test_the_observation_of_no_player_is_refused}},
    };
    return run_test_groups("battleship_learning", groups, sizeof groups / sizeof groups[0]);
}
