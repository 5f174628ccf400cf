/* Weiss-Fiuba-Schwarz: lasting registered abilities. The seed keeps a card's
   effect while the card is on the field and undoes temporary effects at the
   end of the turn: a registered use's board effect (what apply_to_board did)
   is undone by revert_on_board whenever the use ends, by the end of the turn,
   by its removal, by its source or target leaving the stage (through a board
   operation, a battle or an ability played as a move), or by its failing to
   enter the stack, and made again at each turn's start while a continuous
   use stays. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

/* "Lookout": while it lasts, its player's top deck card waits in the stock
   (the use's value remembers which); revert_on_board puts it back on top.
   "Warden" does the same about a character it is given or asks for (its
   target). "Rash" takes its target itself, then destroys it: its use cannot
   last. "Grudge" is a Lookout whose revert_on_board fails. */
typedef struct counts {
    int applies, reverts;
} counts;

static counts seen;

static int top_of_deck(const cg_state *state, int player)
{
    int cards[CG_WEISS_SCHWARZ_DECK_SIZE];
    int n = cg_weiss_schwarz_zone_cards(state, player, DECK, cards, CG_WEISS_SCHWARZ_DECK_SIZE);
    return n > 0 ? cards[n - 1] : -1;
}

static cg_status hold_top(cg_state *state, cg_weiss_schwarz_use *use)
{
    int card = top_of_deck(state, use->player);
    seen.applies++;
    use->lasting = 1;
    use->value = card;
    return card < 0 ? CG_OK : cg_weiss_schwarz_move_card(state, card, STOCK);
}

static cg_status lookout_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    return hold_top(state, use);
}

/* The held card goes back on top of the deck if it is still in the stock. */
static cg_status lookout_revert(void *user, cg_state *state, const cg_weiss_schwarz_use *use)
{
    (void)user;
    int cards[CG_WEISS_SCHWARZ_DECK_SIZE];
    int n = cg_weiss_schwarz_zone_cards(state, use->player, STOCK, cards,
                                        CG_WEISS_SCHWARZ_DECK_SIZE);
    seen.reverts++;
    for (int i = 0; i < n; i++)
        if (cards[i] == use->value)
            return cg_weiss_schwarz_move_card(state, use->value, DECK);
    return CG_OK;
}

static cg_status warden_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    if (use->target < 0 && use->occasion != CG_WEISS_SCHWARZ_ON_TURN_START)
        return cg_weiss_schwarz_ask(state, CG_WEISS_SCHWARZ_CHOICE_STAGE, -1);
    return hold_top(state, use);
}

static cg_status warden_choose(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                               const cg_weiss_schwarz_answer *answer)
{
    (void)user;
    use->target = answer->card;
    return hold_top(state, use);
}

static cg_status rash_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    cg_status st = hold_top(state, use);
    int target = cg_weiss_schwarz_stage_card(state, 1 - use->player, 0);
    if (st != CG_OK || target < 0)
        return st;
    use->target = target;
    return cg_weiss_schwarz_destroy(state, 1 - use->player, 0);
}

static cg_status grudge_revert(void *user, cg_state *state, const cg_weiss_schwarz_use *use)
{
    (void)lookout_revert(user, state, use);
    return cg_weiss_schwarz_ability_fail(CG_EINVAL, "Grudge: it will not let go");
}

/* The test deck with Lookout (card 49, a level-0 character), Lookout spell
   (33, an event), Warden (32), Rash (19) and Grudge (18), all level 0. */
static cg_game *lasting_game(void)
{
    static const struct {
        int card;
        const char *line;
    } lines[] = {
        {18, "CHARACTER|Grudger|blue|0|Grudge|Holds on.|0|0|1000|1|Scout"},
        {19, "CHARACTER|Rash one|blue|0|Rash|Hits first.|0|0|1000|1|Scout"},
        {32, "CHARACTER|Warden|blue|0|Warden|Keeps an eye.|0|0|1000|1|Scout"},
        {33, "EVENT|Lookout spell|yellow|0|Lookout|For a turn.|0|0"},
        {49, "CHARACTER|Lookout|blue|0|Lookout|Watches.|0|0|1000|1|Scout"},
    };
    static char text[16384];
    FILE *f = fopen(ws_test_path("test_deck.csv"), "r");
    ck_assert_ptr_nonnull(f);
    char row[512];
    size_t len = 0;
    for (int card = 0; fgets(row, sizeof row, f); card++) {
        const char *line = row;
        for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
            if (lines[i].card == card)
                line = lines[i].line;
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", line,
                                line == row ? "" : "\n");
    }
    fclose(f);
    cg_weiss_schwarz_ability_ops t[4] = {CG_WEISS_SCHWARZ_ABILITY_INIT,
                                         CG_WEISS_SCHWARZ_ABILITY_INIT,
                                         CG_WEISS_SCHWARZ_ABILITY_INIT,
                                         CG_WEISS_SCHWARZ_ABILITY_INIT};
    t[0].name = "Lookout";
    t[0].apply_to_board = lookout_apply;
    t[0].revert_on_board = lookout_revert;
    t[1].name = "Warden";
    t[1].apply_to_board = warden_apply;
    t[1].revert_on_board = lookout_revert;
    t[1].choices = CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE);
    t[1].choose = warden_choose;
    t[2].name = "Rash";
    t[2].apply_to_board = rash_apply;
    t[2].revert_on_board = lookout_revert;
    t[3].name = "Grudge";
    t[3].apply_to_board = lookout_apply;
    t[3].revert_on_board = grudge_revert;
    cg_game *g = ws_game_of_deck_text(text, t, 4);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    seen = (counts){0, 0};
    return g;
}

/* Weiss's deck has card 5 (a Guard) on top: the card a Lookout holds. */
static void assert_held(const cg_state *s, bool held)
{
    ck_assert_str_eq(ws_zone_text(s, W, STOCK), held ? "5" : "");
    ck_assert_int_eq(top_of_deck(s, W), held ? 6 : 5);
}

/* A Lookout played from the position (moves first), then made to leave the
   stage: the card it held is back on top of the deck and its use is gone. */
static void check_lookout_leaves(const char *spec, const char *const *moves,
                                 cg_status (*leave)(cg_state *))
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, spec);
    for (int i = 0; moves[i]; i++)
        ws_do(s, moves[i]);
    assert_held(s, true);
    ck_assert_int_eq(leave(s), CG_OK);
    assert_held(s, false);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    ck_assert_int_eq(seen.reverts, 1);
    ws_assert_every_card_once(s);
    cg_state_free(s);
    cg_game_free(g);
}

static cg_status to_hand(cg_state *s)
{
    return cg_weiss_schwarz_move_card(s, 49, HAND);
}

static cg_status lose_a_battle(cg_state *s)
{
    ws_do(s, "end main");
    ws_do(s, "attack front-left");
    ck_assert_int_eq(cg_weiss_schwarz_stage_card(s, W, 0), -1);
    return CG_OK;
}

static cg_status clear_the_stages(cg_state *s)
{
    ws_do(s, "play Spell A4");
    return CG_OK;
}

START_TEST(test_a_continuous_effect_ends_when_its_character_is_destroyed)
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, "weiss hand 49\nweiss deck 6 5");
    ws_do(s, "play Lookout front-left");
    assert_held(s, true);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, W, 0), CG_OK);
    assert_held(s, false);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    ck_assert_int_eq(seen.reverts, 1);
    /* Nothing is left to undo at the end of the turn. */
    ws_do(s, "end main");
    ws_do(s, "end battle");
    ws_do(s, "end main");
    ck_assert_int_eq(seen.reverts, 1);
    ws_assert_every_card_once(s);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_continuous_effect_ends_when_its_character_moves_off_the_stage)
{
    const char *const moves[] = {"play Lookout back-right", NULL};
    check_lookout_leaves("weiss hand 49\nweiss deck 6 5", moves, to_hand);
}
END_TEST

START_TEST(test_a_continuous_effect_ends_when_its_character_loses_a_battle)
{
    /* Schwarz's Champion (9000) faces Weiss's front-left. */
    const char *const moves[] = {"play Lookout front-left", NULL};
    check_lookout_leaves("weiss hand 49\nweiss deck 6 5\nschwarz stage - - 16 - -", moves,
                         lose_a_battle);
}
END_TEST

START_TEST(test_a_continuous_effect_ends_when_an_ability_clears_the_stage)
{
    const char *const moves[] = {"play Lookout front-center", NULL};
    check_lookout_leaves("weiss hand 49 23\nweiss deck 6 5", moves, clear_the_stages);
}
END_TEST

START_TEST(test_a_continuous_effect_is_undone_each_turn_end_and_made_again)
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, "weiss hand 49\nweiss deck 6 5");
    ws_do(s, "play Lookout front-left");
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(s), CG_OK);
    assert_held(s, false);
    ck_assert_int_eq(cg_weiss_schwarz_start_turn(s), CG_OK);
    assert_held(s, true);
    ck_assert_int_eq(seen.applies, 2);
    ck_assert_int_eq(seen.reverts, 1);
    /* Played on: Weiss's turn ends (undone), Schwarz's starts (made again). */
    ws_do(s, "end main");
    ws_do(s, "end battle");
    ws_do(s, "end main");
    assert_held(s, true);
    ck_assert_int_eq(seen.reverts, 2);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_temporary_effect_is_undone_at_the_end_of_the_turn)
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, "weiss hand 33\nweiss deck 6 5");
    ws_do(s, "play Lookout spell");
    assert_held(s, true);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    ws_do(s, "end main");
    ws_do(s, "end battle");
    ws_do(s, "end main");
    assert_held(s, false);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    ck_assert_int_eq(seen.applies, 1);
    ck_assert_int_eq(seen.reverts, 1);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_temporary_effect_of_a_character_ends_when_it_leaves)
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, "weiss stage 49 - - - -\nweiss deck 6 5");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 49, CG_WEISS_SCHWARZ_TEMPORARY, -1),
                     CG_OK);
    assert_held(s, true);
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, W, 0), CG_OK);
    assert_held(s, false);
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(s), CG_OK);
    ck_assert_int_eq(seen.reverts, 1);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_an_effect_ends_when_its_target_leaves)
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, "weiss hand 32\nweiss deck 6 5\nschwarz stage 4 - - - -");
    ws_do(s, "play Warden back-left");
    ws_do(s, "choose Guard at opponent front-left");
    assert_held(s, true);
    cg_weiss_schwarz_use use;
    ck_assert_int_eq(cg_weiss_schwarz_use_at(s, 0, &use), CG_OK);
    ck_assert_int_eq(use.target, 54);
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, S, 0), CG_OK);
    assert_held(s, false);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    /* The Warden stays on the stage. */
    ck_assert_int_eq(cg_weiss_schwarz_stage_card(s, W, 3), 32);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_use_that_cannot_last_is_undone_at_once)
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, "weiss hand 19\nweiss deck 6 5\nschwarz stage 4 - - - -");
    ws_do(s, "play Rash one front-right");
    ck_assert_int_eq(cg_weiss_schwarz_stage_card(s, S, 0), -1);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    assert_held(s, false);
    ck_assert_int_eq(seen.reverts, 1);
    ws_assert_every_card_once(s);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_a_failing_revert_is_reported_and_the_use_still_ends)
{
    cg_game *g = lasting_game();
    cg_state *s = ws_position(g, "weiss hand 18\nweiss deck 6 5");
    ws_do(s, "play Grudger front-left");
    assert_held(s, true);
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, W, 0), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "Grudge: it will not let go");
    ck_assert_int_eq(cg_weiss_schwarz_stage_card(s, W, 0), -1);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    assert_held(s, false);
    ws_assert_every_card_once(s);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_lasting_effects_survive_random_games)
{
    /* Games on the deck of lasting abilities keep every card once and end. */
    cg_game *g = lasting_game();
    for (uint64_t seed = 1; seed <= 30; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        for (int step = 0; step < 40 && !cg_state_is_terminal(s); step++) {
            ck_assert_int_eq(cg_state_playout(s, seed * 131 + (uint64_t)step, 25, NULL), CG_OK);
            ws_assert_every_card_once(s);
        }
        cg_state_free(s);
    }
    ck_assert_int_gt(seen.reverts, 0);
    cg_game_free(g);
}
END_TEST

static Suite *lasting_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz lasting");
    TCase *tc = tcase_create("lasting");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_a_continuous_effect_ends_when_its_character_is_destroyed);
    tcase_add_test(tc, test_a_continuous_effect_ends_when_its_character_moves_off_the_stage);
    tcase_add_test(tc, test_a_continuous_effect_ends_when_its_character_loses_a_battle);
    tcase_add_test(tc, test_a_continuous_effect_ends_when_an_ability_clears_the_stage);
    tcase_add_test(tc, test_a_continuous_effect_is_undone_each_turn_end_and_made_again);
    tcase_add_test(tc, test_a_temporary_effect_is_undone_at_the_end_of_the_turn);
    tcase_add_test(tc, test_a_temporary_effect_of_a_character_ends_when_it_leaves);
    tcase_add_test(tc, test_an_effect_ends_when_its_target_leaves);
    tcase_add_test(tc, test_a_use_that_cannot_last_is_undone_at_once);
    tcase_add_test(tc, test_a_failing_revert_is_reported_and_the_use_still_ends);
    tcase_add_test(tc, test_lasting_effects_survive_random_games);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(lasting_suite());
}
