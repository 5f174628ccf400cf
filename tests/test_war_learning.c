/*
 * War for learning code: the actions are the move codes (play 0, war 1,
 * collect 2), the legal mask holds the next step, and the observation is a
 * vector of 142 floats laid out as the README says, seen from the observing
 * player ("own" first, then the opponent's).
 */
#include <stdio.h>
#include <string.h>

#include "check_run.h"
#include "war_positions.h"

/* The observation's slices (README, "Observation"). */
enum {
    FACE_UP = 0,     /* 2 x 52 */
    NEWEST = 104,    /* 2 x 13 */
    HAND = 130,      /* 2 */
    ON_TABLE = 132,  /* 1 */
    FACE_DOWN = 133, /* 1 */
    STEP = 134,      /* 4 */
    ROUNDS = 138,    /* 1 */
    WARS = 139,      /* 1 */
    LIMIT = 140,     /* 1 */
    FACEDOWN = 141,  /* 1 */
    SIZE = 142
};

static void observe(const cg_state *s, int player, float *out)
{
    ck_assert_msg(cg_state_observation(s, player, out, SIZE) == CG_OK, "%s", cg_last_error());
}

static void assert_near(float got, double want)
{
    double off = (double)got - want;
    ck_assert_msg(off < 1e-6 && off > -1e-6, "%g, not %g", (double)got, want);
}

/* The one float set in a one-hot slice, -1 when none is. */
static int hot(const float *slice, int n)
{
    int found = -1;
    for (int i = 0; i < n; i++) {
        ck_assert(slice[i] == 0.0f || slice[i] == 1.0f);
        if (slice[i] == 1.0f) {
            ck_assert_msg(found < 0, "two ones in a one-hot slice");
            found = i;
        }
    }
    return found;
}

/* The cards of an indicator slice of 52, as text "AS QS". */
static const char *cards_of(const float *slice)
{
    static char text[256];
    text[0] = '\0';
    for (int c = 0; c < CG_WAR_DECK_SIZE; c++) {
        ck_assert(slice[c] == 0.0f || slice[c] == 1.0f);
        if (slice[c] == 1.0f) {
            char name[3];
            cg_war_card_name((cg_war_card)c, name, sizeof name);
            if (text[0])
                strcat(text, " ");
            strcat(text, name);
        }
    }
    return text;
}

/* AS ties AD; in the war player 0 shows QS, player 1 8S (the seed's table). */
static cg_state *seed_war_position(const cg_game *g)
{
    return war_position(g, "play", "AS 2C 3C 4C QS", "AD 5C 6C 7C 8S", 21, "|");
}

/* ---- actions and the mask ---- */

START_TEST(test_actions_are_the_move_codes)
{
    const char *params[] = {NULL, "facedown=1", "facedown=2;max_rounds=40"};
    for (size_t k = 0; k < 3; k++) {
        cg_game *g = war_new_game(params[k]);
        ck_assert_uint_eq(cg_game_action_count(g), 3);
        for (uint32_t code = 0; code < 3; code++) {
            uint32_t action = 99;
            cg_move move = 99;
            ck_assert_int_eq(cg_game_action_of(g, code, &action), CG_OK);
            ck_assert_uint_eq(action, code);
            ck_assert_int_eq(cg_game_move_of(g, code, &move), CG_OK);
            ck_assert_uint_eq(move, code);
        }
        uint32_t action = 7;
        cg_move move = 7;
        ck_assert_int_eq(cg_game_action_of(g, 3, &action), CG_EINVAL);
        ck_assert_int_eq(cg_game_move_of(g, 3, &move), CG_EINVAL);
        ck_assert(action == 7 && move == 7);
        cg_game_free(g);
    }
}
END_TEST

static void assert_mask(const cg_state *s, uint8_t play, uint8_t war, uint8_t collect)
{
    uint8_t mask[4] = {9, 9, 9, 9};
    ck_assert_uint_eq(cg_state_legal_mask(s, mask, 3), 3);
    ck_assert_msg(mask[0] == play && mask[1] == war && mask[2] == collect,
                  "mask %u %u %u, not %u %u %u", mask[0], mask[1], mask[2], play, war, collect);
    ck_assert_uint_eq(mask[3], 9);
}

START_TEST(test_the_mask_holds_the_next_step)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = seed_war_position(g);
    assert_mask(s, 1, 0, 0);
    war_apply_text(s, "play");
    assert_mask(s, 0, 1, 0);
    war_apply_text(s, "war");
    assert_mask(s, 0, 0, 1);
    war_apply_text(s, "collect");
    assert_mask(s, 1, 0, 0);
    ck_assert_int_eq(cg_state_playout(s, 1, UINT32_MAX, NULL), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    assert_mask(s, 0, 0, 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- the observation ---- */

START_TEST(test_the_observation_is_a_vector_of_142)
{
    cg_game *g = war_new_game(NULL);
    size_t dims[4] = {0};
    ck_assert_uint_eq(cg_game_observation_shape(g, dims, 4), 1);
    ck_assert_uint_eq(dims[0], SIZE);
    ck_assert_uint_eq(cg_game_observation_size(g), SIZE);
    cg_game_free(g);
}
END_TEST

/* The seed's table "[QS, XX, XX, XX, AS | AD, XX, XX, XX, 8S]", seen by each
   player: the face-up cards and the newest ranks (own first), hands of 21
   (/52), five cards a side on the table (/26) of which three face down, the
   step 'collect', round 1 (1/101) and war 1 (1/11), no round limit, three
   cards face down in a war (3/3). */
START_TEST(test_the_observation_of_the_seeds_war)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = seed_war_position(g);
    war_apply_text(s, "play");
    war_apply_text(s, "war");
    float obs[SIZE];
    for (int player = 0; player < 2; player++) {
        observe(s, player, obs);
        const char *mine = player == 0 ? "QS AS" : "8S AD";
        const char *theirs = player == 0 ? "8S AD" : "QS AS";
        ck_assert_str_eq(cards_of(obs + FACE_UP), mine);
        ck_assert_str_eq(cards_of(obs + FACE_UP + 52), theirs);
        int queen = 10, eight = 6; /* ranks 2 3 4 5 6 7 8 9 0 J Q K A */
        ck_assert_int_eq(hot(obs + NEWEST, 13), player == 0 ? queen : eight);
        ck_assert_int_eq(hot(obs + NEWEST + 13, 13), player == 0 ? eight : queen);
        assert_near(obs[HAND], 21.0 / 52);
        assert_near(obs[HAND + 1], 21.0 / 52);
        assert_near(obs[ON_TABLE], 5.0 / 26);
        assert_near(obs[FACE_DOWN], 3.0 / 26);
        ck_assert_int_eq(hot(obs + STEP, 4), CG_WAR_COLLECT);
        assert_near(obs[ROUNDS], 1.0 / 101);
        assert_near(obs[WARS], 1.0 / 11);
        assert_near(obs[LIMIT], 0.0);
        assert_near(obs[FACEDOWN], 1.0);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Hands are seen from the observer: 27 against 25 after 9C beats 2D. */
START_TEST(test_the_observation_puts_the_observer_first)
{
    cg_game *g = war_new_game("facedown=1");
    cg_state *s = war_position(g, "play", "9C", "2D", 25, "|");
    war_apply_text(s, "play");
    war_apply_text(s, "collect");
    float obs[SIZE];
    observe(s, 0, obs);
    assert_near(obs[HAND], 27.0 / 52);
    assert_near(obs[HAND + 1], 25.0 / 52);
    ck_assert_int_eq(hot(obs + STEP, 4), CG_WAR_PLAY);
    ck_assert_int_eq(hot(obs + NEWEST, 26), -1); /* an empty table */
    ck_assert_str_eq(cards_of(obs + FACE_UP), "");
    ck_assert_str_eq(cards_of(obs + FACE_UP + 52), "");
    assert_near(obs[ON_TABLE], 0.0);
    assert_near(obs[FACEDOWN], 1.0 / 3);
    observe(s, 1, obs);
    assert_near(obs[HAND], 25.0 / 52);
    assert_near(obs[HAND + 1], 27.0 / 52);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Rounds r count as r / (r + 100) and wars w as w / (w + 10); with a round
   limit, the share of it used. */
START_TEST(test_the_observation_scales_the_counters)
{
    cg_game *g = war_new_game("max_rounds=40");
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 2, &s), CG_OK);
    float obs[SIZE];
    for (int k = 0; k < 60 && !cg_state_is_terminal(s); k++) {
        observe(s, 0, obs);
        uint32_t r = cg_war_rounds(s), w = cg_war_wars(s);
        assert_near(obs[ROUNDS], (double)r / (r + 100.0));
        assert_near(obs[WARS], (double)w / (w + 10.0));
        assert_near(obs[LIMIT], r / 40.0);
        ck_assert_int_eq(cg_state_playout(s, 1, 1, NULL), CG_OK);
    }
    ck_assert_int_eq(cg_state_playout(s, 1, UINT32_MAX, NULL), CG_OK);
    observe(s, 1, obs);
    ck_assert_int_eq(hot(obs + STEP, 4), CG_WAR_OVER);
    assert_near(obs[LIMIT], cg_war_rounds(s) / 40.0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* At the end, the winner's hand is the whole deck (1.0) and the step 'over'. */
START_TEST(test_the_observation_of_a_finished_game)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 21, &s), CG_OK);
    ck_assert_int_eq(cg_state_playout(s, 1, UINT32_MAX, NULL), CG_OK);
    int winner = cg_state_winner(s);
    ck_assert_int_ne(winner, CG_PLAYER_NONE);
    float obs[SIZE];
    observe(s, winner, obs);
    assert_near(obs[HAND], 1.0);
    assert_near(obs[HAND + 1], 0.0);
    ck_assert_int_eq(hot(obs + STEP, 4), CG_WAR_OVER);
    observe(s, 1 - winner, obs);
    assert_near(obs[HAND], 0.0);
    assert_near(obs[HAND + 1], 1.0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Nobody sees hidden cards: two positions alike but for them observe alike. */
START_TEST(test_the_observation_shows_no_hidden_card)
{
    cg_game *g = war_new_game(NULL);
    cg_state *a = war_position(g, "play", "AS 2C 3C 4C QS", "AD 5C 6C 7C 8S", 21, "|");
    cg_state *b = war_position(g, "play", "AS 7C 6C 5C QS", "AD 4C 3C 2C 8S", 21, "|");
    war_apply_text(a, "play");
    war_apply_text(b, "play");
    war_apply_text(a, "war");
    war_apply_text(b, "war");
    ck_assert(!cg_state_equal(a, b));
    float x[SIZE], y[SIZE];
    for (int player = 0; player < 2; player++) {
        observe(a, player, x);
        observe(b, player, y);
        ck_assert(memcmp(x, y, sizeof x) == 0);
    }
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_observation_refuses_no_player_and_short_buffers)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 1, &s), CG_OK);
    float obs[SIZE + 1];
    obs[0] = 5.0f;
    ck_assert_int_eq(cg_state_observation(s, CG_PLAYER_NONE, obs, SIZE), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, 2, obs, SIZE), CG_EINVAL);
    ck_assert_int_eq(cg_state_observation(s, 0, obs, SIZE - 1), CG_EINVAL);
    ck_assert(obs[0] == 5.0f);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("war_learning");
    struct {
        const char *name;
        const TTest *tests[10];
    } groups[] = {
        {"actions", {test_actions_are_the_move_codes, test_the_mask_holds_the_next_step}},
        {"observation",
         {test_the_observation_is_a_vector_of_142, test_the_observation_of_the_seeds_war,
          test_the_observation_puts_the_observer_first, test_the_observation_scales_the_counters,
          test_the_observation_of_a_finished_game, test_the_observation_shows_no_hidden_card,
          test_the_observation_refuses_no_player_and_short_buffers}},
    };
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        TCase *tc = tcase_create(groups[i].name);
        for (int k = 0; groups[i].tests[k]; k++)
            _tcase_add_test(tc, groups[i].tests[k], 0, 0, 0, 1);
        suite_add_tcase(suite, tc);
    }
    return check_run(suite);
}
