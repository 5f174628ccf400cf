/*
 * Batches, for every game of the catalogue: each state of a batch is the
 * single state started from the derived seed and given the same actions;
 * a game that ends writes its returns and starts the next game of the
 * batch's sequence; observe writes what the single-state functions give; an
 * illegal action anywhere changes nothing and names its index; NULL outputs
 * are skipped; sizes 0 and 1 work; bad arguments are refused;
 * cg_batch_step_observe writes what cg_batch_step then cg_batch_observe write.
 */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"

enum { SIZE = 16, STEPS = 600 };

typedef struct fixture {
    cg_game *g;
    size_t actions, obs_size;
    int players;
    float *obs, *one_obs, *returns;
    uint8_t *masks, *one_mask, *done;
    int32_t *players_to_move;
    uint32_t *chosen;
} fixture;

static fixture make(const char *name, size_t size)
{
    fixture f = {0};
    ck_assert_int_eq(cg_game_new(name, NULL, &f.g), CG_OK);
    f.actions = cg_game_action_count(f.g);
    f.obs_size = cg_game_observation_size(f.g);
    f.players = cg_game_num_players(f.g);
    size_t n = size ? size : 1;
    f.obs = malloc(n * f.obs_size * sizeof(float));
    f.one_obs = malloc(f.obs_size * sizeof(float));
    f.returns = malloc(n * (size_t)f.players * sizeof(float));
    f.masks = malloc(n * f.actions);
    f.one_mask = malloc(f.actions);
    f.done = malloc(n);
    f.players_to_move = malloc(n * sizeof(int32_t));
    f.chosen = malloc(n * sizeof(uint32_t));
    ck_assert(f.obs && f.one_obs && f.returns && f.masks && f.one_mask && f.done &&
              f.players_to_move && f.chosen);
    return f;
}

static void unmake(fixture *f)
{
    free(f->obs);
    free(f->one_obs);
    free(f->returns);
    free(f->masks);
    free(f->one_mask);
    free(f->done);
    free(f->players_to_move);
    free(f->chosen);
    cg_game_free(f->g);
}

/* A random legal action of each mask. */
static void choose(fixture *f, size_t size, uint64_t *rng)
{
    for (size_t i = 0; i < size; i++) {
        const uint8_t *m = f->masks + i * f->actions;
        uint32_t legal[8192];
        size_t n = 0;
        for (size_t a = 0; a < f->actions && n < 8192; a++)
            if (m[a])
                legal[n++] = (uint32_t)a;
        ck_assert_uint_gt(n, 0);
        *rng = *rng * 6364136223846793005u + 1442695040888963407u;
        f->chosen[i] = legal[(*rng >> 33) % n];
    }
}

static char *saved(const cg_state *s)
{
    size_t n = cg_state_save(s, NULL, 0);
    char *text = malloc(n + 1);
    ck_assert_ptr_nonnull(text);
    cg_state_save(s, text, n + 1);
    return text;
}

/* Every state of the batch against a single state driven alike. */
START_TEST(test_batch_states_are_the_single_states)
{
    const char *name = cg_game_name_at((size_t)_i);
    fixture f = make(name, SIZE);
    cg_batch *b = NULL;
    ck_assert_int_eq(cg_batch_new(f.g, SIZE, 42, &b), CG_OK);
    ck_assert_uint_eq(cg_batch_size(b), SIZE);
    cg_state *single[SIZE];
    for (size_t i = 0; i < SIZE; i++)
        ck_assert_int_eq(cg_state_new(f.g, cg_seed_derive(42, i), &single[i]), CG_OK);
    uint64_t games_started[SIZE], rng = 1, ended = 0;
    for (size_t i = 0; i < SIZE; i++)
        games_started[i] = 1;
    for (int step = 0; step < STEPS; step++) {
        ck_assert_int_eq(cg_batch_observe(b, f.obs, f.masks, f.players_to_move), CG_OK);
        for (size_t i = 0; i < SIZE; i++) {
            ck_assert(cg_state_equal(cg_batch_state(b, i), single[i]));
            int p = cg_state_current_player(single[i]);
            ck_assert_int_eq(f.players_to_move[i], p);
            ck_assert_int_eq(cg_state_observation(single[i], p, f.one_obs, f.obs_size), CG_OK);
            ck_assert(memcmp(f.obs + i * f.obs_size, f.one_obs, f.obs_size * sizeof(float)) == 0);
            cg_state_legal_mask(single[i], f.one_mask, f.actions);
            ck_assert(memcmp(f.masks + i * f.actions, f.one_mask, f.actions) == 0);
        }
        choose(&f, SIZE, &rng);
        ck_assert_int_eq(cg_batch_step(b, f.chosen, f.returns, f.done), CG_OK);
        for (size_t i = 0; i < SIZE; i++) {
            cg_move m;
            ck_assert_int_eq(cg_game_move_of(f.g, f.chosen[i], &m), CG_OK);
            ck_assert_int_eq(cg_state_apply(single[i], m), CG_OK);
            bool over = cg_state_is_terminal(single[i]);
            ck_assert_int_eq(f.done[i], over);
            for (int p = 0; p < f.players; p++)
                ck_assert(f.returns[i * (size_t)f.players + (size_t)p] ==
                          (over ? (float)cg_state_returns(single[i], p) : 0.0f));
            if (over) {
                /* Auto-reset: the next game of the state's sequence. */
                cg_state_free(single[i]);
                uint64_t seed = cg_seed_derive(cg_seed_derive(42, i), games_started[i]++);
                ck_assert_int_eq(cg_state_new(f.g, seed, &single[i]), CG_OK);
                ended++;
            }
        }
    }
    for (size_t i = 0; i < SIZE; i++) {
        ck_assert(cg_state_equal(cg_batch_state(b, i), single[i]));
        cg_state_free(single[i]);
    }
    ck_assert_msg(ended > 0, "%s: no game ended in %d steps of %d states", name, STEPS, SIZE);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

START_TEST(test_an_illegal_action_changes_nothing_and_names_its_index)
{
    fixture f = make(cg_game_name_at((size_t)_i), SIZE);
    cg_batch *b = NULL;
    ck_assert_int_eq(cg_batch_new(f.g, SIZE, 9, &b), CG_OK);
    ck_assert_int_eq(cg_batch_observe(b, NULL, f.masks, NULL), CG_OK);
    uint64_t rng = 5;
    choose(&f, SIZE, &rng);
    char *before[SIZE];
    for (size_t i = 0; i < SIZE; i++)
        before[i] = saved(cg_batch_state(b, i));
    const size_t bad = 11;
    uint32_t illegal = (uint32_t)f.actions; /* out of range */
    for (uint32_t a = 0; a < f.actions; a++)
        if (!f.masks[bad * f.actions + a]) {
            illegal = a;
            break;
        }
    uint32_t tries[2] = {illegal, (uint32_t)f.actions + 5};
    for (int t = 0; t < 2; t++) {
        f.chosen[bad] = tries[t];
        memset(f.done, 7, SIZE);
        ck_assert_int_eq(cg_batch_step(b, f.chosen, f.returns, f.done), CG_EILLEGAL);
        ck_assert_msg(strstr(cg_last_error(), "state 11") != NULL, "%s", cg_last_error());
        ck_assert_uint_eq(f.done[0], 7);
        for (size_t i = 0; i < SIZE; i++) {
            char *now = saved(cg_batch_state(b, i));
            ck_assert_str_eq(now, before[i]);
            free(now);
        }
    }
    for (size_t i = 0; i < SIZE; i++)
        free(before[i]);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

START_TEST(test_null_outputs_are_skipped)
{
    fixture f = make(cg_game_name_at((size_t)_i), 4);
    cg_batch *a = NULL, *b = NULL;
    ck_assert_int_eq(cg_batch_new(f.g, 4, 3, &a), CG_OK);
    ck_assert_int_eq(cg_batch_new(f.g, 4, 3, &b), CG_OK);
    uint64_t rng = 8;
    for (int step = 0; step < 200; step++) {
        ck_assert_int_eq(cg_batch_observe(a, NULL, f.masks, NULL), CG_OK);
        ck_assert_int_eq(cg_batch_observe(b, NULL, NULL, NULL), CG_OK);
        choose(&f, 4, &rng);
        ck_assert_int_eq(cg_batch_step(a, f.chosen, NULL, NULL), CG_OK);
        ck_assert_int_eq(cg_batch_step(b, f.chosen, f.returns, NULL), CG_OK);
        for (size_t i = 0; i < 4; i++)
            ck_assert(cg_state_equal(cg_batch_state(a, i), cg_batch_state(b, i)));
    }
    cg_batch_free(a);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

/* Ranges stepped separately play the games of the whole batch. */
START_TEST(test_ranges_play_the_whole_batch)
{
    fixture f = make(cg_game_name_at((size_t)_i), SIZE);
    cg_batch *whole = NULL, *parts = NULL;
    ck_assert_int_eq(cg_batch_new(f.g, SIZE, 77, &whole), CG_OK);
    ck_assert_int_eq(cg_batch_new(f.g, SIZE, 77, &parts), CG_OK);
    uint64_t rng = 4;
    const size_t cut = 5;
    for (int step = 0; step < 300; step++) {
        ck_assert_int_eq(cg_batch_observe(whole, NULL, f.masks, NULL), CG_OK);
        choose(&f, SIZE, &rng);
        ck_assert_int_eq(cg_batch_step(whole, f.chosen, NULL, NULL), CG_OK);
        ck_assert_int_eq(cg_batch_step_range(parts, cut, SIZE, f.chosen + cut, NULL, NULL), CG_OK);
        ck_assert_int_eq(cg_batch_step_range(parts, 0, cut, f.chosen, NULL, NULL), CG_OK);
        for (size_t i = 0; i < SIZE; i++)
            ck_assert(cg_state_equal(cg_batch_state(whole, i), cg_batch_state(parts, i)));
    }
    ck_assert_int_eq(cg_batch_observe_range(parts, 3, 2, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_batch_step_range(parts, 0, SIZE + 1, f.chosen, NULL, NULL), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "not a range") != NULL, "%s", cg_last_error());
    ck_assert_int_eq(cg_batch_step_range(parts, 4, 4, NULL, NULL, NULL), CG_OK);
    cg_batch_free(whole);
    cg_batch_free(parts);
    unmake(&f);
}
END_TEST

START_TEST(test_sizes_zero_and_one)
{
    fixture f = make(cg_game_name_at((size_t)_i), 1);
    cg_batch *empty = NULL, *one = NULL;
    ck_assert_int_eq(cg_batch_new(f.g, 0, 1, &empty), CG_OK);
    ck_assert_uint_eq(cg_batch_size(empty), 0);
    ck_assert_ptr_null(cg_batch_state(empty, 0));
    ck_assert_int_eq(cg_batch_observe(empty, f.obs, f.masks, f.players_to_move), CG_OK);
    ck_assert_int_eq(cg_batch_step(empty, NULL, NULL, NULL), CG_OK);
    ck_assert_int_eq(cg_batch_new(f.g, 1, 1, &one), CG_OK);
    cg_state *single = NULL;
    ck_assert_int_eq(cg_state_new(f.g, cg_seed_derive(1, 0), &single), CG_OK);
    ck_assert(cg_state_equal(cg_batch_state(one, 0), single));
    ck_assert_ptr_null(cg_batch_state(one, 1));
    cg_state_free(single);
    cg_batch_free(empty);
    cg_batch_free(one);
    unmake(&f);
}
END_TEST

START_TEST(test_bad_arguments)
{
    fixture f = make(cg_game_name_at((size_t)_i), 2);
    cg_batch *b = (cg_batch *)&f, *kept = b;
    ck_assert_int_eq(cg_batch_new(NULL, 2, 1, &b), CG_EINVAL);
    ck_assert_ptr_eq(b, kept);
    ck_assert_int_eq(cg_batch_new(f.g, 2, 1, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_batch_new(f.g, SIZE_MAX / 2, 1, &b), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "too many") != NULL, "%s", cg_last_error());
    ck_assert_ptr_eq(b, kept);
    ck_assert_int_eq(cg_batch_observe(NULL, f.obs, f.masks, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_batch_step(NULL, f.chosen, NULL, NULL), CG_EINVAL);
    ck_assert_uint_eq(cg_batch_size(NULL), 0);
    ck_assert_ptr_null(cg_batch_state(NULL, 0));
    cg_batch_free(NULL);
    ck_assert_int_eq(cg_batch_new(f.g, 2, 1, &b), CG_OK);
    ck_assert_int_eq(cg_batch_step(b, NULL, NULL, NULL), CG_EINVAL);
    ck_assert_msg(strstr(cg_last_error(), "actions is NULL") != NULL, "%s", cg_last_error());
    /* A batch's states belong to its game: another game's state is not copied in. */
    const char *other_name = strcmp(cg_game_name(f.g), "war") ? "war" : "shephy";
    cg_game *other = NULL;
    cg_state *foreign = NULL;
    ck_assert_int_eq(cg_game_new(other_name, NULL, &other), CG_OK);
    ck_assert_int_eq(cg_state_new(other, 1, &foreign), CG_OK);
    char *before = saved(cg_batch_state(b, 0));
    ck_assert_int_eq(cg_state_copy(cg_batch_state(b, 0), foreign), CG_EINVAL);
    char *after = saved(cg_batch_state(b, 0));
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    cg_state_free(foreign);
    cg_game_free(other);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

/* cg_batch_step_observe writes what cg_batch_step then cg_batch_observe write,
   any of its outputs may be NULL, and a refused action writes nothing. */
START_TEST(test_step_observe_is_step_then_observe)
{
    const char *name = cg_game_name_at((size_t)_i);
    fixture a = make(name, SIZE), b = make(name, SIZE);
    cg_batch *apart = NULL, *fused = NULL;
    ck_assert_int_eq(cg_batch_new(a.g, SIZE, 31, &apart), CG_OK);
    ck_assert_int_eq(cg_batch_new(b.g, SIZE, 31, &fused), CG_OK);
    ck_assert_int_eq(cg_batch_observe(apart, a.obs, a.masks, a.players_to_move), CG_OK);
    uint64_t rng = 12, ended = 0;
    for (int step = 0; step < STEPS; step++) {
        choose(&a, SIZE, &rng);
        ck_assert_int_eq(cg_batch_step(apart, a.chosen, a.returns, a.done), CG_OK);
        ck_assert_int_eq(cg_batch_observe(apart, a.obs, a.masks, a.players_to_move), CG_OK);
        bool all = step % 3 == 0; /* the other steps leave one output out in turn */
        ck_assert_int_eq(cg_batch_step_observe(fused, a.chosen,
                                               all || step % 3 == 1 ? b.returns : NULL,
                                               all || step % 3 == 2 ? b.done : NULL,
                                               all || step % 3 == 1 ? b.obs : NULL,
                                               all || step % 3 == 2 ? b.masks : NULL,
                                               all ? b.players_to_move : NULL),
                         CG_OK);
        for (size_t i = 0; i < SIZE; i++) {
            ck_assert(cg_state_equal(cg_batch_state(apart, i), cg_batch_state(fused, i)));
            ended += a.done[i];
        }
        if (!all)
            continue;
        ck_assert(memcmp(a.obs, b.obs, SIZE * a.obs_size * sizeof(float)) == 0);
        ck_assert(memcmp(a.masks, b.masks, SIZE * a.actions) == 0);
        ck_assert(memcmp(a.players_to_move, b.players_to_move, SIZE * sizeof(int32_t)) == 0);
        ck_assert(memcmp(a.returns, b.returns, SIZE * (size_t)a.players * sizeof(float)) == 0);
        ck_assert(memcmp(a.done, b.done, SIZE) == 0);
    }
    ck_assert_uint_gt(ended, 0);
    /* A refused action: CG_EILLEGAL naming it, nothing written, nothing changed. */
    choose(&a, SIZE, &rng);
    a.chosen[5] = (uint32_t)a.actions;
    char *before = saved(cg_batch_state(fused, 5));
    memset(b.masks, 9, SIZE * a.actions);
    memset(b.done, 9, SIZE);
    ck_assert_int_eq(cg_batch_step_observe(fused, a.chosen, b.returns, b.done, b.obs, b.masks,
                                           b.players_to_move),
                     CG_EILLEGAL);
    char expected[160];
    snprintf(expected, sizeof expected,
             "cg_batch_step_observe: action %zu for state 5 is out of range (%s has 0..%zu)",
             a.actions, cg_game_name(a.g), a.actions - 1);
    ck_assert_str_eq(cg_last_error(), expected);
    char *after = saved(cg_batch_state(fused, 5));
    ck_assert_str_eq(before, after);
    for (size_t i = 0; i < SIZE; i++)
        ck_assert(b.done[i] == 9 && b.masks[i * a.actions] == 9);
    free(before);
    free(after);
    /* NULL batch, NULL actions, an empty batch. */
    ck_assert_int_eq(cg_batch_step_observe(NULL, a.chosen, NULL, NULL, NULL, NULL, NULL),
                     CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_batch_step_observe: batch is NULL");
    ck_assert_int_eq(cg_batch_step_observe(fused, NULL, NULL, NULL, b.obs, NULL, NULL),
                     CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_batch_step_observe: actions is NULL");
    cg_batch *empty = NULL;
    ck_assert_int_eq(cg_batch_new(a.g, 0, 1, &empty), CG_OK);
    ck_assert_int_eq(cg_batch_step_observe(empty, NULL, NULL, NULL, b.obs, b.masks, NULL), CG_OK);
    cg_batch_free(empty);
    cg_batch_free(apart);
    cg_batch_free(fused);
    unmake(&a);
    unmake(&b);
}
END_TEST

/* A state the caller finishes through cg_batch_state observes as over; the
   next step reports it done with its returns, without reading its action, and
   starts the next game of the sequence. */
START_TEST(test_a_state_finished_by_the_caller)
{
    fixture f = make(cg_game_name_at((size_t)_i), 2);
    cg_batch *b = NULL;
    ck_assert_int_eq(cg_batch_new(f.g, 2, 5, &b), CG_OK);
    cg_state *s = cg_batch_state(b, 1);
    ck_assert_int_eq(cg_state_playout(s, 1, UINT32_MAX, NULL), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    float expected[8];
    for (int p = 0; p < f.players && p < 8; p++)
        expected[p] = (float)cg_state_returns(s, p);
    for (size_t k = 0; k < f.obs_size; k++)
        f.obs[f.obs_size + k] = 0.5f;
    ck_assert_int_eq(cg_batch_observe(b, f.obs, f.masks, f.players_to_move), CG_OK);
    ck_assert_int_eq(f.players_to_move[1], CG_PLAYER_NONE);
    for (size_t k = 0; k < f.obs_size; k++)
        ck_assert(f.obs[f.obs_size + k] == 0.0f);
    for (size_t a = 0; a < f.actions; a++)
        ck_assert_uint_eq(f.masks[f.actions + a], 0);
    uint64_t rng = 2;
    choose(&f, 1, &rng);
    f.chosen[1] = 0xffffffffu; /* not read */
    ck_assert_int_eq(cg_batch_step(b, f.chosen, f.returns, f.done), CG_OK);
    ck_assert_uint_eq(f.done[1], 1);
    for (int p = 0; p < f.players && p < 8; p++)
        ck_assert(f.returns[(size_t)f.players + (size_t)p] == expected[p]);
    cg_state *next = NULL;
    ck_assert_int_eq(cg_state_new(f.g, cg_seed_derive(cg_seed_derive(5, 1), 1), &next), CG_OK);
    ck_assert(cg_state_equal(cg_batch_state(b, 1), next));
    cg_state_free(next);
    cg_batch_free(b);
    unmake(&f);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("batch");
    int games = (int)cg_game_count();
    TCase *tc = tcase_create("batch");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_batch_states_are_the_single_states, 0, games);
    tcase_add_loop_test(tc, test_an_illegal_action_changes_nothing_and_names_its_index, 0, games);
    tcase_add_loop_test(tc, test_null_outputs_are_skipped, 0, games);
    tcase_add_loop_test(tc, test_ranges_play_the_whole_batch, 0, games);
    tcase_add_loop_test(tc, test_sizes_zero_and_one, 0, games);
    tcase_add_loop_test(tc, test_bad_arguments, 0, games);
    tcase_add_loop_test(tc, test_a_state_finished_by_the_caller, 0, games);
    tcase_add_loop_test(tc, test_step_observe_is_step_then_observe, 0, games);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
