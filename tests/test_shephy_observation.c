/* Shephy's observation: each slice of enum cg_shephy_observation from a
   typed position, what it leaves out (the deck order), and what it refuses. */
#include <check.h>

#include "check_quiet.h"
#include <string.h>

#include "shephy_positions.h"

typedef float observation[CG_SHEPHY_OBSERVATION_SIZE];

static void observe(const cg_state *s, float *out)
{
    ck_assert_msg(cg_state_observation(s, 0, out, CG_SHEPHY_OBSERVATION_SIZE) == CG_OK, "%s",
                  cg_last_error());
}

/* The slice [from, from + n) is `want`. */
static void expect_slice(const float *obs, int from, const float *want, int n)
{
    for (int i = 0; i < n; i++)
        ck_assert_msg(obs[from + i] == want[i], "observation[%d] is %g, expected %g", from + i,
                      (double)obs[from + i], (double)want[i]);
}

START_TEST(the_observation_is_a_vector_of_148)
{
    size_t dims[4] = {0};
    ck_assert_uint_eq(cg_game_observation_shape(shephy_game, dims, 4), 1);
    ck_assert_uint_eq(dims[0], CG_SHEPHY_OBSERVATION_SIZE);
    ck_assert_uint_eq(cg_game_observation_size(shephy_game), 148);
}
END_TEST

START_TEST(the_field_counts_each_rank_over_seven)
{
    cg_state *s = load_pos((pos){.field = "1 3 3 30 300"});
    observation obs;
    observe(s, obs);
    float field[7] = {1 / 7.0f, 2 / 7.0f, 0, 1 / 7.0f, 0, 1 / 7.0f, 0};
    expect_slice(obs, CG_SHEPHY_OBS_FIELD, field, 7);
    ck_assert(obs[CG_SHEPHY_OBS_FIELD_SIZE] == 5 / 7.0f);
    cg_state_free(s);
}
END_TEST

START_TEST(the_enemy_count_is_one_of_four)
{
    static const char *const enemies[] = {"1", "10", "100", "1000"};
    for (int e = 0; e < 4; e++) {
        /* 1000 enemies: the remake from an empty discard pile (all exiled) */
        cg_state *s = load_pos(e < 3 ? (pos){.enemy = enemies[e]}
                                     : (pos){.enemy = enemies[e], .discard = "-", .exile = "*"});
        observation obs;
        observe(s, obs);
        float want[4] = {0};
        want[e] = 1;
        expect_slice(obs, CG_SHEPHY_OBS_ENEMY, want, 4);
        cg_state_free(s);
    }
}
END_TEST

START_TEST(each_zone_counts_a_cards_copies_over_those_in_the_game)
{
    cg_state *s = load_pos((pos){.hand = "Be Fruitful, Storm, Be Fruitful",
                                 .deck = "Dominion, Wolves",
                                 .discard = "*, Lightning",
                                 .exile = "Meteor, Dominion"});
    observation obs;
    observe(s, obs);
    float hand[19] = {0}, deck[19] = {0}, exile[19] = {0}, discard[19];
    for (int c = 0; c < 19; c++)
        discard[c] = 1;
    discard[CG_SHEPHY_BE_FRUITFUL] = 1 / 3.0f;
    discard[CG_SHEPHY_STORM] = discard[CG_SHEPHY_DOMINION] = 0;
    discard[CG_SHEPHY_WOLVES] = discard[CG_SHEPHY_METEOR] = 0;
    hand[CG_SHEPHY_BE_FRUITFUL] = 2 / 3.0f;
    hand[CG_SHEPHY_STORM] = 1;
    deck[CG_SHEPHY_DOMINION] = 0.5f;
    deck[CG_SHEPHY_WOLVES] = 1;
    exile[CG_SHEPHY_METEOR] = 1;
    exile[CG_SHEPHY_DOMINION] = 0.5f;
    expect_slice(obs, CG_SHEPHY_OBS_HAND, hand, 19);
    expect_slice(obs, CG_SHEPHY_OBS_DECK, deck, 19);
    expect_slice(obs, CG_SHEPHY_OBS_DISCARD, discard, 19);
    expect_slice(obs, CG_SHEPHY_OBS_EXILE, exile, 19);
    ck_assert(obs[CG_SHEPHY_OBS_HAND_SIZE] == 3 / 5.0f);
    ck_assert(obs[CG_SHEPHY_OBS_DECK_SIZE] == 2 / 22.0f);
    ck_assert(obs[CG_SHEPHY_OBS_DISCARD_SIZE] == 15 / 22.0f);
    ck_assert(obs[CG_SHEPHY_OBS_EXILE_SIZE] == 2 / 22.0f);
    float top[19] = {0};
    top[CG_SHEPHY_LIGHTNING] = 1;
    expect_slice(obs, CG_SHEPHY_OBS_DISCARD_TOP, top, 19);
    cg_state_free(s);
}
END_TEST

START_TEST(an_empty_discard_pile_has_no_top)
{
    cg_state *s = load_pos((pos){.deck = "*", .discard = "-"});
    observation obs;
    observe(s, obs);
    float none[19] = {0};
    expect_slice(obs, CG_SHEPHY_OBS_DISCARD_TOP, none, 19);
    ck_assert(obs[CG_SHEPHY_OBS_DISCARD_SIZE] == 0);
    cg_state_free(s);
}
END_TEST

/* The effect slices: from CG_SHEPHY_OBS_EFFECT to the end. */
enum { EFFECT_SLICES = CG_SHEPHY_OBSERVATION_SIZE - CG_SHEPHY_OBS_EFFECT };

static void expect_effect(pos p, const float want[EFFECT_SLICES])
{
    cg_state *s = load_pos(p);
    observation obs;
    observe(s, obs);
    expect_slice(obs, CG_SHEPHY_OBS_EFFECT, want, EFFECT_SLICES);
    cg_state_free(s);
}

/* Offsets within the effect slices. */
#define AT(slice) ((slice)-CG_SHEPHY_OBS_EFFECT)

START_TEST(between_cards_the_effect_slices_are_zero)
{
    float want[EFFECT_SLICES] = {0};
    expect_effect((pos){.hand = "Storm"}, want);
}
END_TEST

START_TEST(the_card_being_resolved_and_dominions_choices)
{
    float want[EFFECT_SLICES] = {0};
    want[AT(CG_SHEPHY_OBS_EFFECT) + CG_SHEPHY_DOMINION] = 1;
    want[AT(CG_SHEPHY_OBS_CHOSEN) + 0] = 1 / 7.0f;
    want[AT(CG_SHEPHY_OBS_CHOSEN) + 1] = 2 / 7.0f;
    expect_effect(
        (pos){.field = "1 3 3 30", .discard = "*, Dominion", .effect = "Dominion: chosen 1 3 3"},
        want);
}
END_TEST

START_TEST(a_card_all_purpose_sheep_copies_is_marked)
{
    float want[EFFECT_SLICES] = {0};
    want[AT(CG_SHEPHY_OBS_EFFECT) + CG_SHEPHY_GOLDEN_HOOVES] = 1;
    want[AT(CG_SHEPHY_OBS_EFFECT_COPIED)] = 1;
    want[AT(CG_SHEPHY_OBS_CHOSEN) + 0] = 1 / 7.0f;
    expect_effect((pos){.field = "1 3",
                        .hand = "Golden Hooves",
                        .discard = "*, All-purpose Sheep",
                        .effect = "Golden Hooves: chosen 1"},
                  want);
}
END_TEST

START_TEST(be_fruitfuls_chosen_rank_is_one_of_seven)
{
    float want[EFFECT_SLICES] = {0};
    want[AT(CG_SHEPHY_OBS_EFFECT) + CG_SHEPHY_BE_FRUITFUL] = 1;
    want[AT(CG_SHEPHY_OBS_CHOSEN_RANK) + 3] = 1;
    expect_effect(
        (pos){.field = "1 30", .discard = "*, Be Fruitful", .effect = "Be Fruitful: rank 30"},
        want);
}
END_TEST

START_TEST(meteors_releases_left_are_over_two_and_its_copy_stays_marked_once_exiled)
{
    float want[EFFECT_SLICES] = {0};
    want[AT(CG_SHEPHY_OBS_EFFECT) + CG_SHEPHY_METEOR] = 1;
    want[AT(CG_SHEPHY_OBS_EFFECT_COPIED)] = 1;
    want[AT(CG_SHEPHY_OBS_REST)] = 1;
    /* All-purpose Sheep copied Meteor and was exiled by its first release */
    expect_effect((pos){.field = "1 3 10",
                        .hand = "Meteor",
                        .exile = "All-purpose Sheep",
                        .effect = "Meteor: rest 2"},
                  want);
    want[AT(CG_SHEPHY_OBS_EFFECT_COPIED)] = 0;
    want[AT(CG_SHEPHY_OBS_REST)] = 0.5f;
    expect_effect((pos){.field = "1 3", .exile = "Meteor", .effect = "Meteor: rest 1"}, want);
}
END_TEST

START_TEST(slumps_initial_field_is_over_seven)
{
    float want[EFFECT_SLICES] = {0};
    want[AT(CG_SHEPHY_OBS_EFFECT) + CG_SHEPHY_SLUMP] = 1;
    want[AT(CG_SHEPHY_OBS_SLUMP_INITIAL)] = 5 / 7.0f;
    expect_effect((pos){.field = "1 1 3 3", .discard = "*, Slump", .effect = "Slump: initial 5"},
                  want);
}
END_TEST

START_TEST(inspirations_search_is_marked)
{
    float want[EFFECT_SLICES] = {0};
    want[AT(CG_SHEPHY_OBS_EFFECT) + CG_SHEPHY_INSPIRATION] = 1;
    want[AT(CG_SHEPHY_OBS_SEARCHED)] = 1;
    expect_effect((pos){.hand = "Storm",
                        .deck = "Wolves, Plague",
                        .discard = "*, Inspiration",
                        .effect = "Inspiration: searched"},
                  want);
}
END_TEST

START_TEST(the_observation_leaves_out_the_deck_order)
{
    cg_state *a = load_pos((pos){.hand = "Storm", .deck = "Wolves, Plague, Be Fruitful"});
    cg_state *b = load_pos((pos){.hand = "Storm", .deck = "Be Fruitful, Wolves, Plague"});
    observation oa, ob;
    observe(a, oa);
    observe(b, ob);
    ck_assert_mem_eq(oa, ob, sizeof oa);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(the_observation_is_of_player_0_only)
{
    cg_state *s = load_pos((pos){0});
    observation obs;
    ck_assert_int_eq(cg_state_observation(s, 1, obs, CG_SHEPHY_OBSERVATION_SIZE), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, CG_PLAYER_NONE, obs, CG_SHEPHY_OBSERVATION_SIZE),
                     CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, 0, obs, CG_SHEPHY_OBSERVATION_SIZE - 1), CG_EINVAL);
    cg_state_free(s);
}
END_TEST

START_TEST(observations_of_played_games_stay_in_the_unit_interval_and_sum_each_card_to_one)
{
    for (uint64_t seed = 1; seed <= 200; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(shephy_game, seed, &s), CG_OK);
        for (uint64_t k = 0;; k++) {
            observation obs;
            observe(s, obs);
            for (int i = 0; i < CG_SHEPHY_OBSERVATION_SIZE; i++)
                ck_assert(obs[i] >= 0 && obs[i] <= 1);
            for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++) {
                float sum = obs[CG_SHEPHY_OBS_HAND + c] + obs[CG_SHEPHY_OBS_DECK + c] +
                            obs[CG_SHEPHY_OBS_DISCARD + c] + obs[CG_SHEPHY_OBS_EXILE + c];
                ck_assert_msg(sum > 0.999f && sum < 1.001f, "card %d sums to %g", c, (double)sum);
            }
            cg_move moves[64];
            size_t n = cg_state_legal_moves(s, moves, 64);
            if (n == 0)
                break;
            ck_assert_int_eq(cg_state_apply(s, moves[(seed * 31 + k * 17) % n]), CG_OK);
        }
        cg_state_free(s);
    }
}
END_TEST

void add_observation_tests(Suite *suite)
{
    TCase *tc = tcase_create("observation");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, the_observation_is_a_vector_of_148);
    tcase_add_test(tc, the_field_counts_each_rank_over_seven);
    tcase_add_test(tc, the_enemy_count_is_one_of_four);
    tcase_add_test(tc, each_zone_counts_a_cards_copies_over_those_in_the_game);
    tcase_add_test(tc, an_empty_discard_pile_has_no_top);
    tcase_add_test(tc, between_cards_the_effect_slices_are_zero);
    tcase_add_test(tc, the_card_being_resolved_and_dominions_choices);
    tcase_add_test(tc, a_card_all_purpose_sheep_copies_is_marked);
    tcase_add_test(tc, be_fruitfuls_chosen_rank_is_one_of_seven);
    tcase_add_test(tc, meteors_releases_left_are_over_two_and_its_copy_stays_marked_once_exiled);
    tcase_add_test(tc, slumps_initial_field_is_over_seven);
    tcase_add_test(tc, inspirations_search_is_marked);
    tcase_add_test(tc, the_observation_leaves_out_the_deck_order);
    tcase_add_test(tc, the_observation_is_of_player_0_only);
    tcase_add_test(tc,
                   observations_of_played_games_stay_in_the_unit_interval_and_sum_each_card_to_one);
    suite_add_tcase(suite, tc);
}
