/* Weiss-Fiuba-Schwarz: the saved form (round trips, a hand-typed position,
   every inconsistency refused), bad arguments to the typed API, and the bot. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

/* ---- the saved form ---- */

START_TEST(test_saved_form_round_trips_through_played_games)
{
    for (uint64_t seed = 1; seed <= 30; seed++) {
        cg_state *s = NULL;
        cg_state_new(game, seed, &s);
        for (int step = 0; step < 12 && !cg_state_is_terminal(s); step++) {
            cg_state_playout(s, seed * 31 + (uint64_t)step, 15, NULL);
            char *text = ws_saved(s);
            cg_state *loaded = NULL;
            ck_assert_msg(cg_state_load(game, text, &loaded) == CG_OK, "%s\n%s", cg_last_error(),
                          text);
            ck_assert(cg_state_equal(s, loaded));
            char *again = ws_saved(loaded);
            ck_assert_str_eq(text, again);
            free(text);
            free(again);
            cg_state_free(loaded);
        }
        cg_state_free(s);
    }
}
END_TEST

START_TEST(test_a_hand_typed_position_loads_and_plays_on)
{
    char params[8192];
    cg_game_params(game, params, sizeof params);
    static char text[16384];
    snprintf(text, sizeof text,
             "cardgames-state 1\ngame weiss_schwarz\nparams %s\nmoves 0\nrng " WS_RNG_DEFAULT "\n"
             "turn 3\nfirst weiss\nphase battle\nresult none\n"
             "weiss deck %s\nweiss hand 30 31\nweiss clock 45\nweiss level\n"
             "weiss stock 46\nweiss waiting 47\nweiss removed\nweiss stage 16 8 - - -\n"
             "weiss climax -\n"
             "schwarz deck %s\nschwarz hand\nschwarz clock\nschwarz level\nschwarz stock\n"
             "schwarz waiting\nschwarz removed\nschwarz stage - 4 0 - -\nschwarz climax -\n"
             "attacked front-center\nreverted\nabilities 1\nability weiss weiss:8 continuous\n"
             "pending none\nend\n",
             params,
             "0 1 2 3 4 5 6 7 9 10 11 12 13 14 15 17 18 19 20 21 22 23 24 25 26 27 28 29 "
             "32 33 34 35 36 37 38 39 40 41 42 43 44 48 49",
             "1 2 3 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 "
             "32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49");
    cg_state *s = NULL;
    ck_assert_msg(cg_state_load(game, text, &s) == CG_OK, "%s", cg_last_error());
    ck_assert_int_eq(cg_state_current_player(s), W);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 10000); /* Champion + Apprentice's A5 */
    ck_assert(!ws_offers(s, "attack front-center"));
    ws_do(s, "attack front-left"); /* faces Schwarz's front-right: Squire */
    ck_assert_int_eq(ws_slot(s, S, 2), -1);
    ck_assert_int_eq(ws_zone_count(s, S, CG_WEISS_SCHWARZ_CLOCK), 3); /* soul 3 */
    cg_state_free(s);
}
END_TEST

/* Positions that break a rule of the game, and the reason given. */
static const struct {
    const char *spec;
    const char *reason;
} inconsistent[] = {
    {"weiss hand 0 0", "Weiss's card 0 appears twice"},
    {"weiss hand 0 x", "'x' is not a card index (0..49)"},
    {"weiss hand 50", "'50' is not a card index (0..49)"},
    {"weiss clock 0 1 2 3 4 5 6", "the clock holds at most 6 cards (7 make a level)"},
    {"weiss level 0 1 2 3", "Weiss is at level 4, so the game is over"},
    {"weiss level 0 1 2 3 4", "the level holds at most 4 cards"},
    {"weiss stage 20 - - - -", "Weiss's card 20 (Spell A1) is not a character"},
    {"weiss stage - - - -", "the stage has 5 slots, '-' when empty"},
    {"weiss stage - - - - - -", "the stage has 5 slots"},
    {"weiss climax 0", "Weiss's card 0 (Squire) is not a climax"},
    {"weiss climax 34 35", "the climax area holds one card or '-'"},
    {"schwarz climax 34", "Schwarz's climax left at the end of its turn"},
    {"phase clock\nweiss climax 34", "no climax is played before the main phase"},
    {"attacked front-left", "no attack comes before the battle phase"},
    {"phase battle\nattacked back-left", "'back-left' is not a front slot listed once"},
    {"phase battle\nattacked front-left front-left",
     "'front-left' is not a front slot listed once"},
    {"turn 0", "the turn is a number from 1"},
    {"first nobody", "'nobody' after 'first' is not weiss or schwarz"},
    {"phase lunch", "'lunch' after 'phase' is not clock, main1, battle, main2 or over"},
    {"result weiss", "the phase is over exactly when there is a result"},
    {"phase over", "the phase is over exactly when there is a result"},
    {"phase over\nresult weiss", "Weiss wins when Schwarz alone reaches level 4"},
    {"phase over\nresult draw", "a draw comes only when turn max_turns ends"},
    /* Finished positions the rules cannot reach. */
    {"phase over\nresult schwarz\nweiss level 0 1 2 3\nweiss clock 4",
     "Weiss lost by a level up, which took its whole clock"},
    {"phase over\nresult schwarz\nweiss level 0 1 2 3\nattacked front-left",
     "Weiss, to move, lost in its clock phase: no climax or attack came before"},
    {"phase over\nresult schwarz\nweiss level 0 1 2 3\nweiss climax 34",
     "Weiss, to move, lost in its clock phase: no climax or attack came before"},
    {"turn 1000\nphase over\nresult draw\nschwarz climax 34",
     "a draw comes at the end of a turn: Schwarz's climax is gone"},
    {"turn 1000\nphase over\nresult draw\nattacked front-left",
     "a draw comes at the end of a turn: no attack is left"},
    {"turn 1000\nphase over\nresult draw\nweiss stage 8 - - - -\n"
     "ability weiss weiss:8 temporary",
     "a draw comes at the end of a turn: no temporary modifier is left"},
    {"turn 1000\nphase over\nresult draw\nweiss stage 0 8 - - -\nreverted weiss:0\n"
     "ability weiss weiss:8 continuous",
     "a draw comes at the end of a turn: every modifier acts"},
    {"reverted weiss:0", "'weiss:0' is not a stage card listed once"},
    {"reverted weiss:x", "'weiss:x' is not a card (weiss:0..49 or schwarz:0..49)"},
    {"weiss stage 0 - - - -\nreverted weiss:0", "'weiss:0' is reverted, but no modifier is active"},
    {"weiss stage 0 8 - - -\nreverted weiss:0 weiss:0/1\nability weiss weiss:8 continuous",
     "'weiss:0' is not a stage card listed once"},
    {"weiss stage 0 8 - - -\nreverted weiss:0/1\nability weiss weiss:8 continuous",
     "'weiss:0/1' reverts part of the modifiers, but 1 is active"},
    {"weiss stage 0 8 9 - -\nreverted weiss:0/2\nability weiss weiss:8 continuous\n"
     "ability weiss weiss:9 continuous",
     "'weiss:0/2': K is 1..1, fewer than the 2 active modifiers (all of them: the card alone)"},
    {"weiss stage 0 8 9 - -\nreverted weiss:0/0\nability weiss weiss:8 continuous\n"
     "ability weiss weiss:9 continuous",
     "'weiss:0/0': K is 1..1"},
    {"weiss stage 0 8 9 - -\nreverted weiss:0/\nability weiss weiss:8 continuous\n"
     "ability weiss weiss:9 continuous",
     "'weiss:0/' is not CARD/K with K a number"},
    {"weiss stage 0 8 9 - -\nreverted weiss:0/01\nability weiss weiss:8 continuous\n"
     "ability weiss weiss:9 continuous",
     "'weiss:0/01' is not CARD/K with K a number"},
    {"weiss stage 0 8 9 - -\nreverted weiss:1/1\nability weiss weiss:8 continuous\n"
     "ability weiss weiss:9 continuous",
     "'weiss:1' is not a stage card listed once"},
    {"weiss stage 0 - - - -\nability weiss weiss:0 continuous",
     "Squire has no lasting ability (A5, AB, or a registered one)"},
    {"ability weiss weiss:24 continuous", "Spell A5 is no character: its modifier is temporary"},
    {"ability weiss weiss:8 continuous",
     "Apprentice is not on the stage, so its modifier has ended"},
    {"weiss stage 8 - - - -\nability schwarz weiss:8 continuous", "Apprentice belongs to Weiss"},
    {"ability weiss weiss:30 temporary", "AB's target must be a character on a stage"},
    {"weiss stage 0 - - - -\nability weiss weiss:24 temporary weiss:0", "A5 has no target"},
    {"weiss stage 8 - - - -\nability weiss weiss:8 forever",
     "a modifier is continuous or temporary"},
    {"phase battle\npending A1 weiss:20 waiting deck", "choices are made in the main phases"},
    {"pending A2 weiss:20 waiting deck", "the resolving card's ability is not A2"},
    {"pending A1 weiss:20 waiting stage", "A1 asks for no stage choice"},
    {"pending A1 schwarz:20 waiting deck", "the resolving card belongs to the player to move"},
    {"pending A1 weiss:20 front-left deck", "the resolving card cannot go to front-left"},
    {"pending AA weiss:29 waiting stage", "no character to choose"},
    {"pending A2 weiss:21 waiting order schwarz 5", "A2 asks while two or more cards are left to "
                                                    "put back"},
    {"pending AC weiss:31 waiting side schwarz", "Schwarz has no character and no card in hand to "
                                                 "choose"},
    {"weiss hand 0\npending AB weiss:18 front-left stage\nweiss stage 4 - - - -",
     "the resolving card cannot go to front-left"},
    {"pending A1 weiss:20 waiting deck 5", "A2 puts back at most 5 cards; no other choice lists "
                                           "cards"},
    {"pending A9 weiss:28 waiting deck", "A9 asks for no deck choice"},
    {"pending ZZ weiss:28 waiting deck", "'pending' is followed by none or an ability of the game"},
};

START_TEST(test_load_refuses_positions_that_break_the_rules)
{
    for (size_t i = 0; i < sizeof inconsistent / sizeof inconsistent[0]; i++) {
        char *text = ws_position_text(game, inconsistent[i].spec, WS_RNG_DEFAULT);
        cg_state *s = (cg_state *)&text; /* must be left alone */
        cg_state *before = s;
        ck_assert_int_eq(cg_state_load(game, text, &s), CG_EPARSE);
        ck_assert_ptr_eq(s, before);
        const char *message = cg_last_error();
        ck_assert_msg(strncmp(message, "saved state, line ", 18) == 0, "%s", message);
        ck_assert_msg(strstr(message, inconsistent[i].reason) != NULL, "'%s' gave '%s', not '%s'",
                      inconsistent[i].spec, message, inconsistent[i].reason);
        free(text);
    }
}
END_TEST

/* The reverted line is checked once the abilities after it are read, and a
   refusal names it. */
START_TEST(test_a_bad_revert_count_names_the_reverted_line)
{
    char *text = ws_position_text(game,
                                  "weiss stage 0 8 - - -\nreverted weiss:0/1\n"
                                  "ability weiss weiss:8 continuous",
                                  WS_RNG_DEFAULT);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_load(game, text, &s), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "saved state, line 29: 'weiss:0/1' reverts part of the "
                                      "modifiers, but 1 is active");
    ck_assert(strstr(text, "\nattacked \nreverted weiss:0/1\n") != NULL);
    free(text);
}
END_TEST

START_TEST(test_load_refuses_a_missing_card_and_a_late_turn)
{
    char *text = ws_position_text(game, "", WS_RNG_DEFAULT);
    char *deck = strstr(text, " 49\nweiss hand");
    ck_assert_ptr_nonnull(deck);
    memmove(deck, deck + 3, strlen(deck + 3) + 1);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_load(game, text, &s), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "Weiss's 50 cards are not all placed (49 are)"));
    free(text);
    cg_game *short_game = ws_test_game("max_turns=5");
    text = ws_position_text(short_game, "turn 6", WS_RNG_DEFAULT);
    ck_assert_int_eq(cg_state_load(short_game, text, &s), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "turn 6 is past max_turns 5"));
    free(text);
    cg_game_free(short_game);
}
END_TEST

/* Rule: the finished positions the rules reach load. */
START_TEST(test_load_reads_the_finished_positions_the_rules_reach)
{
    static const char *const reachable[] = {
        /* Weiss, to move, clocked its way to level 4. */
        "phase over\nresult schwarz\nweiss level 0 1 2 3",
        /* Schwarz took Weiss's last level in a battle. */
        "turn 2\nphase over\nresult schwarz\nweiss level 0 1 2 3\nschwarz climax 34\n"
        "attacked front-left",
        /* Turn max_turns ended. */
        "turn 1000\nphase over\nresult draw\nweiss stage 8 - - - -\n"
        "ability weiss weiss:8 continuous",
    };
    for (size_t i = 0; i < sizeof reachable / sizeof reachable[0]; i++) {
        cg_state *s = ws_position(game, reachable[i]);
        ck_assert(cg_state_is_terminal(s));
        cg_state_free(s);
    }
    /* A deck emptied at the end of the turn took its waiting room. */
    char spec[512];
    snprintf(spec, sizeof spec, "turn 1000\nphase over\nresult draw\nweiss waiting %s",
             ws_range(0, 49));
    char *text = ws_position_text(game, spec, WS_RNG_DEFAULT);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_load(game, text, &s), CG_EPARSE);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "a draw comes at the end of a turn: Weiss's empty "
                                                  "deck took the waiting room"));
    free(text);
}
END_TEST

/* Rule: with no turn limit (max_turns=0) the counter's last turn ends the
   game as a draw, so that no end of turn overflows it. */
START_TEST(test_the_turn_counter_never_overflows)
{
    cg_game *unlimited = ws_test_game("max_turns=0");
    char *text = ws_position_text(unlimited, "turn 4294967295", WS_RNG_DEFAULT);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_load(unlimited, text, &s), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(),
                     "saved state, line 6: turn 4294967295 is past the last turn the counter "
                     "holds (4294967294; the game is a draw when it ends)");
    free(text);
    s = ws_position(unlimited, "turn 4294967293\nphase main2");
    ws_do(s, "end main");
    ck_assert_int_eq(cg_weiss_schwarz_turn(s), 4294967294u);
    ck_assert(!cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_playout(s, 1, 12, NULL), CG_OK);
    while (!cg_state_is_terminal(s))
        ws_do(s, ws_offers(s, "end battle") ? "end battle"
                 : ws_offers(s, "clock pass") ? "clock pass"
                                              : "end main");
    ck_assert_int_eq(cg_weiss_schwarz_turn(s), 4294967294u);
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    text = ws_saved(s);
    cg_state *again = NULL;
    ck_assert_msg(cg_state_load(unlimited, text, &again) == CG_OK, "%s", cg_last_error());
    ck_assert(cg_state_equal(s, again));
    free(text);
    cg_state_free(again);
    cg_state_free(s);
    cg_game_free(unlimited);
}
END_TEST

START_TEST(test_saved_form_keeps_a_pending_choice)
{
    cg_state *s = ws_position(game, "weiss hand 21\nschwarz deck 41 45 0 4 12 8");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose opponent deck");
    ws_do(s, "choose Guard");
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "pending A2 weiss:21 waiting order schwarz 8 12 0 45\n"));
    cg_state *loaded = NULL;
    ck_assert_int_eq(cg_state_load(game, text, &loaded), CG_OK);
    ck_assert(cg_state_equal(s, loaded));
    free(text);
    cg_state_free(loaded);
    cg_state_free(s);
}
END_TEST

/* A state loaded from mutated text obeys the rules: it saves back to the same
   text and, unless over, has legal moves that apply. */
static void assert_sound(cg_state *s)
{
    char *text = ws_saved(s);
    cg_state *again = NULL;
    if (cg_state_load(game, text, &again) != CG_OK || !cg_state_equal(s, again))
        ck_abort_msg("a loaded state does not round trip:\n%s", text);
    cg_state_free(again);
    free(text);
    cg_move moves[256];
    size_t n = cg_state_legal_moves(s, moves, 256);
    if (cg_state_is_terminal(s) != (n == 0))
        ck_abort_msg("a loaded state has %zu moves", n);
    if (n > 0 && cg_state_apply(s, moves[n - 1]) != CG_OK)
        ck_abort_msg("a legal move of a loaded state fails: %s", cg_last_error());
}

START_TEST(test_load_and_move_parse_survive_hostile_input)
{
    static const char alphabet[] = " \n:-0123456789abcdefghijklmnopqrstuvwxyz";
    cg_state *base = NULL;
    cg_state_new(game, 5, &base);
    cg_state_playout(base, 9, 40, NULL);
    char *valid = ws_saved(base);
    size_t valid_len = strlen(valid);
    static char text[32768];
    uint64_t r = 12345;
    int loaded = 0;
    for (int round = 0; round < 20000; round++) {
        memcpy(text, valid, valid_len + 1);
        size_t len = valid_len;
        for (int m = 0; m < 1 + round % 3; m++) {
            r = r * 6364136223846793005u + 1442695040888963407u;
            /* Mutate the game's lines, after the frame's first five. */
            size_t at = 200 + (size_t)(r >> 33) % (len - 200);
            char c = alphabet[(r >> 16) % (sizeof alphabet - 1)];
            if (r >> 63 && len + 1 < sizeof text) {
                memmove(text + at + 1, text + at, len - at + 1);
                text[at] = c;
                len++;
            } else {
                text[at] = c;
            }
        }
        cg_state *s = NULL;
        cg_status st = cg_state_load(game, text, &s);
        if (st != CG_OK && st != CG_EPARSE)
            ck_abort_msg("load returned %d", st);
        if (st == CG_OK) {
            loaded++;
            assert_sound(s);
            cg_state_free(s);
        }
        /* Move texts: a random line of the text as a move. */
        char line[128];
        size_t from = (size_t)(r >> 20) % len, k = 0;
        while (from + k < len && text[from + k] != '\n' && k + 1 < sizeof line) {
            line[k] = text[from + k];
            k++;
        }
        line[k] = '\0';
        cg_move move;
        st = cg_move_from_string(base, line, &move);
        if (st != CG_OK && st != CG_EPARSE && st != CG_EILLEGAL)
            ck_abort_msg("move text '%s' gave %d", line, st);
    }
    ck_assert_int_gt(loaded, 0);
    free(valid);
    cg_state_free(base);
}
END_TEST

/* ---- bad arguments to the typed API ---- */

START_TEST(test_typed_functions_refuse_null_and_other_games)
{
    cg_game *war = NULL;
    ck_assert_int_eq(cg_game_new("war", NULL, &war), CG_OK);
    cg_state *other = NULL;
    cg_state_new(war, 1, &other);
    const cg_state *states[2] = {NULL, other};
    const char *why[2] = {"state is NULL", "state of 'war', not 'weiss_schwarz'"};
    char expected[256];
    int cards[4];
    cg_weiss_schwarz_choice choice;
    cg_weiss_schwarz_active a;
    cg_move m;
    for (int k = 0; k < 2; k++) {
        const cg_state *s = states[k];
#define EXPECT(call, fn)                                                                           \
    do {                                                                                           \
        call;                                                                                      \
        snprintf(expected, sizeof expected, "%s: %s", fn, why[k]);                                 \
        ck_assert_str_eq(cg_last_error(), expected);                                               \
    } while (0)
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_zone_cards(s, 0, 0, cards, 4), -1),
               "cg_weiss_schwarz_zone_cards");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_stage_card(s, 0, 0), -1),
               "cg_weiss_schwarz_stage_card");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_power(s, 0, 0), -1), "cg_weiss_schwarz_power");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_climax_card(s, 0), -1),
               "cg_weiss_schwarz_climax_card");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_level(s, 0), -1), "cg_weiss_schwarz_level");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), -1),
               "cg_weiss_schwarz_current_phase");
        EXPECT(ck_assert_uint_eq(cg_weiss_schwarz_turn(s), 0), "cg_weiss_schwarz_turn");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_first_player(s), -1),
               "cg_weiss_schwarz_first_player");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_attacks(s), -1), "cg_weiss_schwarz_attacks");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_pending_choice(s, &choice), CG_EINVAL),
               "cg_weiss_schwarz_pending_choice");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), -1),
               "cg_weiss_schwarz_ability_count");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_ability_at(s, 0, &a), CG_EINVAL),
               "cg_weiss_schwarz_ability_at");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_bot_move(s, &m), CG_EINVAL),
               "cg_weiss_schwarz_bot_move");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_remove_ability((cg_state *)s, 0, 8), CG_EINVAL),
               "cg_weiss_schwarz_remove_ability");
        EXPECT(
            ck_assert_int_eq(cg_weiss_schwarz_apply_abilities_to_card((cg_state *)s, 8), CG_EINVAL),
            "cg_weiss_schwarz_apply_abilities_to_card");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card((cg_state *)s, 8),
                                CG_EINVAL),
               "cg_weiss_schwarz_revert_abilities_on_card");
        EXPECT(
            ck_assert_int_eq(cg_weiss_schwarz_apply_ability((cg_state *)s, 0, 8, 0, -1), CG_EINVAL),
            "cg_weiss_schwarz_apply_ability");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_end_turn((cg_state *)s), CG_EINVAL),
               "cg_weiss_schwarz_end_turn");
        EXPECT(ck_assert_int_eq(cg_weiss_schwarz_start_turn((cg_state *)s), CG_EINVAL),
               "cg_weiss_schwarz_start_turn");
#undef EXPECT
    }
    cg_weiss_schwarz_card card;
    ck_assert_int_eq(cg_weiss_schwarz_card_info(NULL, 0, &card), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_card_info: game is NULL");
    ck_assert_int_eq(cg_weiss_schwarz_card_info(war, 0, &card), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_weiss_schwarz_card_info: game is 'war', not 'weiss_schwarz'");
    /* The state of the other game is untouched. */
    cg_state *fresh = NULL;
    cg_state_new(war, 1, &fresh);
    ck_assert(cg_state_equal(other, fresh));
    cg_state_free(fresh);
    cg_state_free(other);
    cg_game_free(war);
}
END_TEST

START_TEST(test_typed_functions_refuse_bad_values)
{
    cg_state *s = ws_position(game, "weiss stage 8 - - - -\nability weiss weiss:8 continuous");
    int cards[4] = {7, 7, 7, 7};
    ck_assert_int_eq(cg_weiss_schwarz_zone_cards(s, 2, 0, cards, 4), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_weiss_schwarz_zone_cards: no player 2 in weiss_schwarz (players 0..1)");
    ck_assert_int_eq(cg_weiss_schwarz_zone_cards(s, 0, 7, cards, 4), -1);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_zone_cards: no zone 7 (0 deck, 1 hand, "
                                      "2 clock, 3 level, 4 stock, 5 waiting room, 6 removed)");
    ck_assert_int_eq(cards[0], 7);
    ck_assert_int_eq(cg_weiss_schwarz_stage_card(s, 0, 5), -1);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_stage_card: no slot 5 (0..4: front-left, "
                                      "front-center, front-right, back-left, back-right)");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, -1, 0), -1);
    ck_assert_int_eq(cg_weiss_schwarz_climax_card(s, 3), -1);
    ck_assert_int_eq(cg_weiss_schwarz_level(s, 2), -1);
    cg_weiss_schwarz_active a;
    ck_assert_int_eq(cg_weiss_schwarz_ability_at(s, 1, &a), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_weiss_schwarz_ability_at: no active ability 1 (1 active)");
    ck_assert_int_eq(cg_weiss_schwarz_ability_at(s, 0, NULL), CG_EINVAL);
    ck_assert_int_eq(cg_weiss_schwarz_pending_choice(s, NULL), CG_EINVAL);
    cg_move m = 99;
    ck_assert_int_eq(cg_weiss_schwarz_bot_move(s, NULL), CG_EINVAL);
    cg_weiss_schwarz_card card;
    ck_assert_int_eq(cg_weiss_schwarz_card_info(game, 100, &card), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_card_info: 100 is not a card id (0..99)");
    ck_assert_int_eq(cg_weiss_schwarz_card_info(game, 0, NULL), CG_EINVAL);
    /* A zone is written only up to cap, and counted whole. */
    ck_assert_int_eq(cg_weiss_schwarz_zone_cards(s, 0, CG_WEISS_SCHWARZ_DECK, cards, 2), 49);
    ck_assert_int_eq(cards[2], 7);
    cg_state_free(s);
    s = ws_position(game, "phase over\nresult weiss\nschwarz level 0 1 2 3");
    ck_assert_int_eq(cg_weiss_schwarz_bot_move(s, &m), CG_EOVER);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_bot_move: the game is over");
    ck_assert_uint_eq(m, 99);
    cg_state_free(s);
}
END_TEST

/* ---- the bot ---- */

START_TEST(test_bot_plays_legal_moves)
{
    cg_game *g = NULL;
    cg_game_new("weiss_schwarz", NULL, &g);
    for (uint64_t seed = 0; seed < 10; seed++) {
        cg_state *s = NULL;
        cg_state_new(g, seed, &s);
        while (!cg_state_is_terminal(s)) {
            cg_move m;
            ck_assert_int_eq(cg_weiss_schwarz_bot_move(s, &m), CG_OK);
            ck_assert(cg_state_is_legal(s, m));
            cg_state_apply(s, m);
        }
        cg_state_free(s);
    }
    cg_game_free(g);
}
END_TEST

START_TEST(test_bot_beats_random_play)
{
    cg_game *g = NULL;
    cg_game_new("weiss_schwarz", NULL, &g);
    int wins = 0, games = 200;
    cg_move moves[4096];
    for (int i = 0; i < games; i++) {
        cg_state *s = NULL;
        cg_state_new(g, (uint64_t)i + 1000, &s);
        int bot = i % 2;
        uint64_t r = (uint64_t)i * 2654435761u + 17;
        while (!cg_state_is_terminal(s)) {
            cg_move m;
            if (cg_state_current_player(s) == bot) {
                cg_weiss_schwarz_bot_move(s, &m);
            } else {
                size_t n = cg_state_legal_moves(s, moves, 4096);
                r = r * 6364136223846793005u + 1442695040888963407u;
                m = moves[(r >> 33) % n];
            }
            cg_state_apply(s, m);
        }
        wins += cg_state_winner(s) == bot;
        cg_state_free(s);
    }
    ck_assert_msg(wins * 100 >= games * 70, "the bot won %d of %d games", wins, games);
    cg_game_free(g);
}
END_TEST

static Suite *state_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz state");
    TCase *tc = tcase_create("saved form");
    tcase_set_timeout(tc, 120);
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_saved_form_round_trips_through_played_games);
    tcase_add_test(tc, test_a_hand_typed_position_loads_and_plays_on);
    tcase_add_test(tc, test_load_refuses_positions_that_break_the_rules);
    tcase_add_test(tc, test_a_bad_revert_count_names_the_reverted_line);
    tcase_add_test(tc, test_load_refuses_a_missing_card_and_a_late_turn);
    tcase_add_test(tc, test_saved_form_keeps_a_pending_choice);
    tcase_add_test(tc, test_load_reads_the_finished_positions_the_rules_reach);
    tcase_add_test(tc, test_the_turn_counter_never_overflows);
    tcase_add_test(tc, test_load_and_move_parse_survive_hostile_input);
    suite_add_tcase(suite, tc);

    tc = tcase_create("typed API and bot");
    tcase_set_timeout(tc, 120);
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_typed_functions_refuse_null_and_other_games);
    tcase_add_test(tc, test_typed_functions_refuse_bad_values);
    tcase_add_test(tc, test_bot_plays_legal_moves);
    tcase_add_test(tc, test_bot_beats_random_play);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(state_suite());
}
