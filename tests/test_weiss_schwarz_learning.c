/* Weiss-Fiuba-Schwarz: the interface for learning code. Dense actions (the
   header's layout and formula, which codes the decks make possible), legal
   masks, and the observation's slices as the README lists them. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

static cg_game *game_of(const char *weiss, const char *schwarz, const char *extra)
{
    return ws_test_game_decks(weiss, schwarz, extra);
}

static bool has_action(const cg_game *g, cg_move move)
{
    uint32_t action;
    return cg_game_action_of(g, move, &action) == CG_OK;
}

static cg_move play(unsigned name, unsigned slot)
{
    return CG_WEISS_SCHWARZ_MOVE_PLAY + name * 8 + slot;
}

/* ---- actions ---- */

START_TEST(test_action_count_follows_the_header_formula)
{
    /* 3 + M + P + 3c + 2d + aM + 5s + 5t + 2h. The default decks: M = 19,
       names 0..11 characters in both (60 plays), 12..18 events or climaxes
       (7), every condition met: 3 + 19 + 67 + 3 + 2 + 19 + 10 + 2. */
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    ck_assert_uint_eq(cg_game_action_count(g), 125);
    cg_game_free(g);
    /* The test deck: M = 27, 10 character names and 17 others. */
    g = game_of("test_deck.csv", "test_deck.csv", NULL);
    ck_assert_uint_eq(cg_game_action_count(g), 3 + 27 + 67 + 3 + 2 + 27 + 10 + 2);
    cg_game_free(g);
    /* The course's cards: M = 13, 11 characters, an event and a climax, no
       ability: no choice at all. */
    g = game_of("bride.csv", "bride.csv", NULL);
    ck_assert_uint_eq(cg_game_action_count(g), 3 + 13 + 57 + 3);
    cg_game_free(g);
    /* Events only (an AA among them, a blue level 1 card with no other blue)
       against the course's characters: M = 14. Name k plays: 0 both kinds (6),
       1 and 2 no slot, 3..9 both (42), 10 the character only (Lone Star can
       never be played), 11 and 12 both, 13 a climax; AA reaches only the
       characters of the other deck. */
    g = game_of("events.csv", "bride.csv", NULL);
    ck_assert_uint_eq(cg_game_action_count(g), 3 + 14 + 68 + 3 + 5);
    cg_game_free(g);
    /* Below max_level 2, Breeze (level 2) and Storm (level 3) cannot be played. */
    g = game_of("events.csv", "bride.csv", "max_level=2");
    ck_assert_uint_eq(cg_game_action_count(g), 3 + 14 + 66 + 3 + 5);
    cg_game_free(g);
}
END_TEST

START_TEST(test_actions_ascend_with_the_codes_and_invert)
{
    cg_game *g = game_of("test_deck.csv", "events.csv", NULL);
    uint32_t count = cg_game_action_count(g);
    cg_move previous = 0;
    for (uint32_t a = 0; a < count; a++) {
        cg_move move = 0;
        ck_assert_int_eq(cg_game_move_of(g, a, &move), CG_OK);
        ck_assert(a == 0 || move > previous);
        uint32_t back = 0;
        ck_assert_int_eq(cg_game_action_of(g, move, &back), CG_OK);
        ck_assert_uint_eq(back, a);
        previous = move;
    }
    cg_move move;
    ck_assert_int_eq(cg_game_move_of(g, count, &move), CG_EINVAL);
    /* Codes no state can make legal have no action. */
    ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_ATTACK + 3));
    ck_assert(!has_action(g, play(0, 5)));
    ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 2));
    ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_CLOCK + 27));
    ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_END_MAIN + 1));
    cg_game_free(g);
}
END_TEST

START_TEST(test_play_actions_follow_card_types_and_what_can_be_played)
{
    cg_game *g = game_of("events.csv", "bride.csv", NULL);
    /* Name 1: Jolt and Heroine rush, both events: no slot only. */
    ck_assert(has_action(g, play(1, CG_WEISS_SCHWARZ_NO_SLOT)));
    for (unsigned slot = 0; slot < 5; slot++)
        ck_assert(!has_action(g, play(1, slot)));
    /* Name 3: Ember (event) and Page (character): both kinds. */
    ck_assert(has_action(g, play(3, CG_WEISS_SCHWARZ_NO_SLOT)));
    ck_assert(has_action(g, play(3, 4)));
    /* Name 10: Lone Star, the only blue card, needs a blue card in clock or
       level: never; Minstrel can. */
    ck_assert(!has_action(g, play(10, CG_WEISS_SCHWARZ_NO_SLOT)));
    ck_assert(has_action(g, play(10, 0)));
    /* Name 13: Flare, a climax of Weiss's only (Schwarz has 13 names). */
    ck_assert(has_action(g, play(13, CG_WEISS_SCHWARZ_NO_SLOT)));
    ck_assert(!has_action(g, play(13, 0)));
    cg_game_free(g);
    g = game_of("events.csv", "bride.csv", "max_level=2");
    ck_assert(!has_action(g, play(5, CG_WEISS_SCHWARZ_NO_SLOT))); /* Breeze, level 2 */
    ck_assert(!has_action(g, play(6, CG_WEISS_SCHWARZ_NO_SLOT))); /* Storm, level 3 */
    ck_assert(has_action(g, play(7, CG_WEISS_SCHWARZ_NO_SLOT)));  /* Drizzle, level 1 */
    ck_assert(has_action(g, play(5, 2)));                         /* Porter */
    cg_game_free(g);
}
END_TEST

START_TEST(test_choice_actions_follow_the_abilities_in_the_decks)
{
    cg_game *g = game_of("events.csv", "bride.csv", NULL);
    ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK));
    ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD));
    ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 1));
    /* Banish (AA) is Weiss's, the characters Schwarz's: only "at opponent". */
    for (unsigned slot = 0; slot < 5; slot++) {
        ck_assert(!has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + slot));
        ck_assert(has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 8 + slot));
    }
    ck_assert(has_action(g, CG_WEISS_SCHWARZ_MOVE_ATTACK + 2));
    cg_game_free(g);
    g = game_of("test_deck.csv", "test_deck.csv", NULL);
    ck_assert(has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK + 1));
    ck_assert(has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD + 26));
    ck_assert(has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + 4));
    ck_assert(has_action(g, CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND));
    cg_game_free(g);
}
END_TEST

static void check_mask(const cg_state *s)
{
    const cg_game *g = cg_state_game(s);
    uint32_t count = cg_game_action_count(g);
    uint8_t *mask = malloc(count);
    cg_move moves[256];
    ck_assert_uint_eq(cg_state_legal_mask(s, mask, count), count);
    size_t n = cg_state_legal_moves(s, moves, 256), ones = 0;
    for (uint32_t a = 0; a < count; a++)
        ones += mask[a];
    ck_assert_uint_eq(ones, n);
    for (size_t i = 0; i < n; i++) {
        uint32_t a;
        ck_assert_int_eq(cg_game_action_of(g, moves[i], &a), CG_OK);
        ck_assert_uint_eq(mask[a], 1);
    }
    free(mask);
}

START_TEST(test_the_mask_marks_exactly_the_legal_moves)
{
    const char *positions[] = {
        "phase clock\nweiss hand 0 4 20",
        "weiss hand 0 12 20 34\nweiss clock 45\nweiss stage - 4 - - -",
        "phase battle\nweiss stage 0 4 - 8 -\nattacked front-left",
        "weiss hand 29\nschwarz stage 0 - 4 - -",
        "phase over\nresult schwarz\nweiss level 0 1 2 3",
    };
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        cg_state *s = ws_position(game, positions[i]);
        check_mask(s);
        if (i == 3) {
            ws_do(s, "play Spell AA"); /* a choice among the characters */
            check_mask(s);
        }
        cg_state_free(s);
    }
    cg_state *s = ws_position(game, "weiss hand 21");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose own deck");
    check_mask(s); /* which looked-at card goes back */
    cg_state_free(s);
}
END_TEST

/* ---- observations ---- */

/* Where each slice starts, after the README's table. */
typedef struct layout {
    size_t m, size;
    size_t status, phase, counts[2], zones[2], tops[2], stage[2], choice, stack;
} layout;

static layout layout_of(const cg_game *g)
{
    layout l;
    l.size = cg_game_observation_size(g);
    l.m = (l.size - 195) / 74;
    ck_assert_uint_eq(195 + 74 * l.m, l.size);
    l.status = 0;
    l.phase = 8;
    l.counts[0] = 13;
    l.counts[1] = 27;
    l.zones[0] = 41;
    l.zones[1] = l.zones[0] + 11 * l.m;
    l.tops[0] = l.zones[1] + 11 * l.m;
    l.tops[1] = l.tops[0] + 5 * l.m;
    l.stage[0] = l.tops[1] + 5 * l.m;
    l.stage[1] = l.stage[0] + 5 * (3 + l.m);
    l.choice = l.stage[1] + 5 * (3 + l.m);
    l.stack = l.choice + 27;
    ck_assert_uint_eq(l.stack + 1 + 16 * (6 + 2 * l.m), l.size);
    return l;
}

enum {
    Z_HAND,
    Z_DECK,
    Z_CLOCK,
    Z_LEVEL,
    Z_STOCK,
    Z_WAITING,
    Z_REMOVED,
    Z_STAGE,
    Z_CLIMAX,
    Z_RESOLVING,
    Z_LOOKED
};

/* Test-deck name indices. */
enum { N_SQUIRE = 0, N_GUARD, N_APPRENTICE, N_VETERAN, N_CHAMPION, N_SPELL_A2 = 8, N_ARCHER = 25 };

static float *observe(const cg_state *s, int player)
{
    size_t size = cg_game_observation_size(cg_state_game(s));
    float *out = malloc(size * sizeof *out);
    ck_assert_int_eq(cg_state_observation(s, player, out, size), CG_OK);
    return out;
}

static float zone_at(const float *o, const layout *l, int side, int zone, int name)
{
    return o[l->zones[side] + (size_t)zone * l->m + (size_t)name];
}

START_TEST(test_observation_shape)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &g), CG_OK);
    size_t dims[4];
    ck_assert_uint_eq(cg_game_observation_shape(g, dims, 4), 1);
    ck_assert_uint_eq(dims[0], 1601);
    ck_assert_uint_eq(layout_of(g).m, 19);
    cg_game_free(g);
    ck_assert_uint_eq(layout_of(game).m, 27);
}
END_TEST

START_TEST(test_observation_slices_of_a_battle)
{
    cg_state *s =
        ws_position(game, "turn 3\nphase battle\nweiss hand 1 2 4\nweiss clock 12\n"
                          "weiss level 45\nweiss stock 5 6\nweiss waiting 7\n"
                          "weiss stage 16 8 - 0 -\nweiss climax 38\nattacked front-center\n"
                          "schwarz hand 9 10\nschwarz stage - 17 - - -\n"
                          "ability weiss weiss:8 continuous\n"
                          "weiss knows top 0 0 hand 9 deck");
    layout l = layout_of(game);
    float *o = observe(s, W);
    const float status[8] = {1, 0, 1, 1, 3.0f / 1000, 0, 0, 0};
    for (int i = 0; i < 8; i++)
        ck_assert_float_eq(o[l.status + (size_t)i], status[i]);
    for (int i = 0; i < 5; i++)
        ck_assert_float_eq(o[l.phase + (size_t)i], i == CG_WEISS_SCHWARZ_PHASE_BATTLE);
    /* My counts: level 1 of 4, clock 1 of 7, stock 2, deck 38, hand 3, waiting
       1 of 50, climax taken, green in clock and level, no known top. */
    const float mine[14] = {0.25f, 1.0f / 7, 2.0f / 50, 38.0f / 50, 3.0f / 50, 1.0f / 50, 0,
                            1,     0,        1,         0,          0,         0,         0};
    for (int i = 0; i < 14; i++)
        ck_assert_float_eq_tol(o[l.counts[0] + (size_t)i], mine[i], 1e-6f);
    ck_assert_float_eq(o[l.counts[1] + 4], 2.0f / 50); /* their hand */
    /* My hand by name; their hand as far as I know it (one Apprentice of two). */
    ck_assert_float_eq(zone_at(o, &l, 0, Z_HAND, N_SQUIRE), 0.5f);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_HAND, N_GUARD), 0.25f);
    ck_assert_float_eq(zone_at(o, &l, 1, Z_HAND, N_APPRENTICE), 0.25f);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_DECK, N_SQUIRE), 0.25f); /* Squire 3 */
    ck_assert_float_eq(zone_at(o, &l, 0, Z_CLOCK, N_VETERAN), 0.25f);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_LEVEL, N_ARCHER), 0.25f);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_STOCK, N_GUARD), 0.5f);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_STAGE, N_CHAMPION), 0.25f);
    ck_assert_float_eq(zone_at(o, &l, 1, Z_STAGE, N_CHAMPION), 0.25f);
    /* Slots: Champion 9000 + 1000 (a Knight under Apprentice's A5) at
       front-left; Apprentice 1500, attacked, at front-center; Squire 2000 at
       back-left. */
    size_t slot = 3 + l.m;
    ck_assert_float_eq(o[l.stage[0]], 1);
    ck_assert_float_eq(o[l.stage[0] + 1], 0.5f);
    ck_assert_float_eq(o[l.stage[0] + 2], 0);
    ck_assert_float_eq(o[l.stage[0] + 3 + N_CHAMPION], 1);
    ck_assert_float_eq_tol(o[l.stage[0] + slot + 1], 1500.0f / 20000, 1e-6f);
    ck_assert_float_eq(o[l.stage[0] + slot + 2], 1);
    ck_assert_float_eq(o[l.stage[0] + 2 * slot], 0); /* front-right empty */
    ck_assert_float_eq_tol(o[l.stage[0] + 3 * slot + 1], 2000.0f / 20000, 1e-6f);
    ck_assert_float_eq(o[l.stage[1] + slot + 3 + N_CHAMPION], 1);
    /* No choice; one modifier, Weiss's continuous A5 from Apprentice. */
    ck_assert_float_eq(o[l.choice], 1);
    ck_assert_float_eq(o[l.stack], 1.0f / 64);
    const float entry[6] = {1, 1, 0, 0, 0, 0};
    for (int i = 0; i < 6; i++)
        ck_assert_float_eq(o[l.stack + 1 + (size_t)i], entry[i]);
    ck_assert_float_eq(o[l.stack + 1 + 6 + N_APPRENTICE], 1);
    ck_assert_float_eq(o[l.stack + 1 + (6 + 2 * l.m)], 0); /* no second entry */
    free(o);
    /* Schwarz: seat, not to move, did not go first, and nothing known of
       Weiss's hand. */
    o = observe(s, S);
    ck_assert_float_eq(o[0], 0);
    ck_assert_float_eq(o[1], 1);
    ck_assert_float_eq(o[2], 0);
    ck_assert_float_eq(o[3], 0);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_HAND, N_APPRENTICE), 0.5f);
    ck_assert_float_eq(zone_at(o, &l, 1, Z_HAND, N_SQUIRE), 0);
    ck_assert_float_eq(o[l.stack + 1 + 1], 0); /* applied by the opponent */
    free(o);
    cg_state_free(s);
}
END_TEST

START_TEST(test_observation_hides_the_opponents_hand)
{
    cg_state *a = ws_position(game, "weiss hand 0\nschwarz hand 4 8");
    cg_state *b = ws_position(game, "weiss hand 0\nschwarz hand 12 20");
    size_t size = cg_game_observation_size(game);
    float *oa = observe(a, W), *ob = observe(b, W);
    ck_assert_int_eq(memcmp(oa, ob, size * sizeof *oa), 0);
    free(oa);
    free(ob);
    oa = observe(a, S);
    ob = observe(b, S);
    ck_assert_int_ne(memcmp(oa, ob, size * sizeof *oa), 0);
    free(oa);
    free(ob);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(test_observation_shows_a2_knowledge_and_the_choice)
{
    cg_state *s = ws_position(game, "weiss hand 21\nschwarz deck 0 4 8 12 16");
    layout l = layout_of(game);
    ws_do(s, "play Spell A2");
    ws_do(s, "choose opponent deck");
    float *o = observe(s, W);
    /* An order choice, of Spell A2 (A2) going to the waiting room, onto their
       deck, 5 cards left; I see them (Champion on top). */
    ck_assert_float_eq(o[l.choice + CG_WEISS_SCHWARZ_CHOICE_ORDER], 1);
    ck_assert_float_eq(o[l.choice + 5 + 1], 1);
    ck_assert_float_eq(o[l.choice + 5 + 12 + 6], 1);
    ck_assert_float_eq(o[l.choice + 5 + 12 + 7 + 1], 1);
    ck_assert_float_eq(o[l.choice + 26], 1);
    ck_assert_float_eq(zone_at(o, &l, 1, Z_LOOKED, N_CHAMPION), 0.25f);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_RESOLVING, N_SPELL_A2), 0.25f);
    free(o);
    o = observe(s, S);
    ck_assert_float_eq(zone_at(o, &l, 0, Z_LOOKED, N_CHAMPION), 0); /* not shown to Schwarz */
    free(o);
    ws_do(s, "choose Squire");
    ws_do(s, "choose Guard");
    ws_do(s, "choose Apprentice");
    ws_do(s, "choose Veteran");
    o = observe(s, W);
    /* Their deck's top, as I know it: Champion, Veteran, Apprentice, Guard, Squire. */
    const int order[5] = {N_CHAMPION, N_VETERAN, N_APPRENTICE, N_GUARD, N_SQUIRE};
    for (size_t i = 0; i < 5; i++)
        ck_assert_float_eq(o[l.tops[1] + i * l.m + (size_t)order[i]], 1);
    ck_assert_float_eq(o[l.counts[1] + 12], 1); /* I know 5 of 5 top cards */
    free(o);
    o = observe(s, S);
    ck_assert_float_eq(o[l.counts[0] + 13], 1); /* the other player knows 5 of mine */
    ck_assert_float_eq(o[l.tops[0]], 0);
    free(o);
    cg_state_free(s);
}
END_TEST

static Suite *learning_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz learning");
    TCase *tc = tcase_create("actions");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_action_count_follows_the_header_formula);
    tcase_add_test(tc, test_actions_ascend_with_the_codes_and_invert);
    tcase_add_test(tc, test_play_actions_follow_card_types_and_what_can_be_played);
    tcase_add_test(tc, test_choice_actions_follow_the_abilities_in_the_decks);
    tcase_add_test(tc, test_the_mask_marks_exactly_the_legal_moves);
    suite_add_tcase(suite, tc);

    tc = tcase_create("observations");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_observation_shape);
    tcase_add_test(tc, test_observation_slices_of_a_battle);
    tcase_add_test(tc, test_observation_hides_the_opponents_hand);
    tcase_add_test(tc, test_observation_shows_a2_knowledge_and_the_choice);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(learning_suite());
}
