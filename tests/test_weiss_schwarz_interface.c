/* Weiss-Fiuba-Schwarz: abilities as the seed's interface. The built-in
   abilities' names and texts, registering abilities (their callbacks called
   when the seed calls them, their uses kept in the state), applying any
   ability through the stack's operation, the board operations abilities act
   through, and the 2015 course deck played with its three abilities. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

/* The test deck's text with line `at` (from 1) replaced, and line `at2`
   when it is not 0 (a static buffer). */
static const char *test_deck_with2(int at, const char *line, int at2, const char *line2)
{
    static char text[16384];
    FILE *f = fopen(ws_test_path("test_deck.csv"), "r");
    ck_assert_ptr_nonnull(f);
    char row[512];
    size_t len = 0;
    for (int n = 1; fgets(row, sizeof row, f); n++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s",
                                n == at ? line : n == at2 ? line2 : row);
    fclose(f);
    return text;
}

static const char *test_deck_with(int at, const char *line)
{
    return test_deck_with2(at, line, 0, NULL);
}

static const char *name_of(const cg_game *g, int code)
{
    const char *name = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_ability_name(g, code, &name), CG_OK);
    return name;
}

/* ---- the built-in abilities ---- */

START_TEST(test_builtin_abilities_have_names_and_texts)
{
    cg_game *g = ws_test_game(NULL);
    ck_assert_int_eq(cg_weiss_schwarz_ability_total(g), 12);
    for (int code = 1; code <= 12; code++) {
        const char *text = NULL;
        ck_assert_int_eq(cg_weiss_schwarz_ability_text(g, code, &text), CG_OK);
        ck_assert_uint_gt(strlen(text), 20);
        ck_assert_uint_gt(strlen(name_of(g, code)), 5);
        int found = 0;
        ck_assert_int_eq(cg_weiss_schwarz_ability_find(g, name_of(g, code), &found), CG_OK);
        ck_assert_int_eq(found, code);
    }
    ck_assert_str_eq(name_of(g, CG_WEISS_SCHWARZ_A6), "Destroy by die");
    int code = 0;
    ck_assert_int_eq(cg_weiss_schwarz_ability_find(g, "AC", &code), CG_OK);
    ck_assert_int_eq(code, CG_WEISS_SCHWARZ_AC);
    ck_assert_int_eq(cg_weiss_schwarz_ability_find(g, "ac", &code), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_ability_find: no ability 'ac' in this game");
    cg_game_free(g);
}
END_TEST

/* Rule: decks name an ability by code or by name. */
START_TEST(test_decks_name_abilities_by_code_or_name)
{
    cg_game *g = ws_game_of_deck_text(
        test_deck_with(21, "EVENT|Spell A1|yellow|0|Mill a colour|A test spell.|0|0\n"), NULL, 0);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    cg_weiss_schwarz_card_view v;
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 20, &v), CG_OK);
    ck_assert_int_eq(v.ability_code, CG_WEISS_SCHWARZ_A1);
    ck_assert_str_eq(v.ability, "Mill a colour");
    cg_game_free(g);
}
END_TEST

/* ---- registering abilities ---- */

/* What a recording ability saw: its calls in order, and its releases. */
typedef struct recorder {
    char log[4096];
    int releases;
    bool ask; /* whether apply_to_board asks for a character */
} recorder;

static void note(recorder *r, const char *fmt, int a, int b)
{
    size_t len = strlen(r->log);
    snprintf(r->log + len, sizeof r->log - len, len ? " " : "");
    len = strlen(r->log);
    snprintf(r->log + len, sizeof r->log - len, fmt, a, b);
}

static void echo_reset(void *user, cg_weiss_schwarz_use *use)
{
    note(user, "reset", 0, 0);
    use->value = 7;
}

static cg_status echo_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    recorder *r = user;
    note(r, "apply:%d:%d", use->occasion, use->value);
    if (use->occasion == CG_WEISS_SCHWARZ_ON_TURN_START || use->target >= 0 || !r->ask) {
        use->lasting = 1;
        return CG_OK;
    }
    return cg_weiss_schwarz_ask(state, CG_WEISS_SCHWARZ_CHOICE_STAGE, -1);
}

static cg_status echo_choose(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                             const cg_weiss_schwarz_answer *answer)
{
    (void)state;
    note(user, "choose:%d:%d", answer->kind, answer->card);
    use->target = answer->card;
    use->lasting = 1;
    use->value++;
    return CG_OK;
}

/* +100 power per point of value to its target. */
static int32_t echo_power(void *user, const cg_state *state, const cg_weiss_schwarz_use *use,
                          int card, int32_t power)
{
    (void)user;
    (void)state;
    return card == use->target ? power + 100 * use->value : power;
}

static void echo_revert_card(void *user, const cg_state *state, const cg_weiss_schwarz_use *use,
                             int card)
{
    (void)state;
    (void)use;
    note(user, "revert_card:%d", card, 0);
}

static cg_status echo_revert_board(void *user, cg_state *state, const cg_weiss_schwarz_use *use)
{
    (void)state;
    note(user, "revert_board:%d", use->value, 0);
    return CG_OK;
}

static void echo_release(void *user)
{
    ((recorder *)user)->releases++;
}

static cg_weiss_schwarz_ability_ops echo_table(recorder *r)
{
    cg_weiss_schwarz_ability_ops t = CG_WEISS_SCHWARZ_ABILITY_INIT;
    t.name = "Echo";
    t.text = "Asks for a character, which gains 100 power per point of its value.";
    t.user = r;
    t.choices = CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE);
    t.apply_to_board = echo_apply;
    t.choose = echo_choose;
    t.apply_to_card = echo_power;
    t.revert_on_card = echo_revert_card;
    t.revert_on_board = echo_revert_board;
    t.reset = echo_reset;
    t.release = echo_release;
    return t;
}

/* The test deck whose Costly Spell (card 32) is a character with Echo. */
static cg_game *echo_game(recorder *r)
{
    cg_weiss_schwarz_ability_ops t = echo_table(r);
    cg_game *g = ws_game_of_deck_text(
        test_deck_with(33, "CHARACTER|Echo|yellow|0|Echo|Repeats.|0|0|1000|1|Mage\n"), &t, 1);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    return g;
}

START_TEST(test_registered_abilities_take_the_codes_after_the_builtin_ones)
{
    recorder r = {.ask = true};
    char text[64] = "A text that changes after registering.";
    cg_weiss_schwarz_ability_ops t = echo_table(&r);
    t.text = text;
    cg_weiss_schwarz_ability_ops second = echo_table(&r);
    second.name = "Second echo";
    cg_weiss_schwarz_ability_ops tables[2] = {t, second};
    cg_game *g = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_game_new(NULL, tables, 2, &g), CG_OK);
    snprintf(text, sizeof text, "Changed.");
    ck_assert_int_eq(cg_weiss_schwarz_ability_total(g), 14);
    ck_assert_str_eq(name_of(g, 13), "Echo");
    ck_assert_str_eq(name_of(g, 14), "Second echo");
    const char *copied = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_ability_text(g, 13, &copied), CG_OK);
    ck_assert_str_eq(copied, "A text that changes after registering.");
    int code = 0;
    ck_assert_int_eq(cg_weiss_schwarz_ability_find(g, "Second echo", &code), CG_OK);
    ck_assert_int_eq(code, 14);
    char params[512];
    cg_game_params(g, params, sizeof params);
    ck_assert_str_eq(params, "abilities=Echo|Second echo;weiss_deck=;schwarz_deck=;max_level=4;"
                             "front_slots=3;back_slots=2;direct_attack_bonus=0;max_turns=1000");
    /* The parameters make the same game with the same abilities only. */
    cg_game *again = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_game_new(params, tables, 2, &again), CG_OK);
    cg_game_free(again);
    ck_assert_int_eq(cg_game_new("weiss_schwarz", params, &again), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "weiss_schwarz: parameter abilities names 'Echo|Second echo', which this "
                     "game does not register (cg_weiss_schwarz_game_new registers abilities)");
    ck_assert_int_eq(cg_weiss_schwarz_game_new(params, tables, 1, &again), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "weiss_schwarz: parameter abilities is 'Echo|Second echo', "
                                      "but the abilities registered are 'Echo'");
    cg_game_free(g);
    ck_assert_int_eq(r.releases, 2 + 2 + 1);
}
END_TEST

START_TEST(test_release_runs_once_even_when_registering_fails)
{
    recorder r = {.ask = true};
    cg_weiss_schwarz_ability_ops t = echo_table(&r);
    cg_game *g = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_game_new("max_level=10", &t, 1, &g), CG_EINVAL);
    ck_assert_int_eq(r.releases, 1);
    t.apply_to_board = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_game_new(NULL, &t, 1, &g), CG_EINVAL);
    ck_assert_int_eq(r.releases, 2);
    t = echo_table(&r);
    ck_assert_int_eq(cg_weiss_schwarz_game_new("weiss_deck=/nonexistent", &t, 1, &g), CG_EIO);
    ck_assert_int_eq(r.releases, 3);
    ck_assert_ptr_null(g);
    g = echo_game(&r);
    ck_assert_int_eq(r.releases, 3);
    cg_game_free(g);
    ck_assert_int_eq(r.releases, 4);
}
END_TEST

/* The saved form loads back to an equal state that saves the same. */
static void assert_round_trip(const cg_state *s)
{
    char *text = ws_saved(s);
    cg_state *again = NULL;
    ck_assert_msg(cg_state_load(cg_state_game(s), text, &again) == CG_OK, "%s\n%s",
                  cg_last_error(), text);
    ck_assert(cg_state_equal(s, again));
    char *text_again = ws_saved(again);
    ck_assert_str_eq(text, text_again);
    free(text_again);
    free(text);
    cg_state_free(again);
}

/* Rule: the seed's operations, each called where the seed calls it. */
START_TEST(test_a_registered_ability_is_called_as_the_seed_calls_it)
{
    recorder r = {.ask = true};
    cg_game *g = echo_game(&r);
    cg_state *s = ws_position(g, "weiss stage 0 - - - -\nweiss hand 32\nschwarz stage 4 - - - -");
    ws_do(s, "play Echo back-left");
    ck_assert_str_eq(r.log, "reset apply:0:7");
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "\npending \"Echo\" weiss:32 back-left stage\n"
                                       "use continuous - once 7\n"));
    free(text);
    assert_round_trip(s);
    ws_do(s, "choose Guard at opponent front-left");
    ck_assert_str_eq(r.log, "reset apply:0:7 choose:3:54");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000 + 800);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 1000);
    cg_weiss_schwarz_use use;
    ck_assert_int_eq(cg_weiss_schwarz_use_at(s, 0, &use), CG_OK);
    ck_assert_int_eq(use.ability, 13);
    ck_assert_int_eq(use.source, 32);
    ck_assert_int_eq(use.target, 54);
    ck_assert_int_eq(use.value, 8);
    ck_assert_int_eq(use.continuity, CG_WEISS_SCHWARZ_CONTINUOUS);
    text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "\nability weiss weiss:32 continuous schwarz:4 value 8\n"));
    free(text);
    assert_round_trip(s);
    /* terminar_turno, iniciar_turno */
    r.log[0] = '\0';
    ck_assert_int_eq(cg_weiss_schwarz_end_turn(s), CG_OK);
    ck_assert_str_eq(r.log, "revert_board:8 revert_card:0 revert_card:32 revert_card:54");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    ck_assert_int_eq(cg_weiss_schwarz_start_turn(s), CG_OK);
    ck_assert_str_eq(r.log, "revert_board:8 revert_card:0 revert_card:32 revert_card:54 "
                            "apply:2:8");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2800);
    /* revertir_habilidades_sobre_carta, aplicar_habilidades_en_carta */
    r.log[0] = '\0';
    ck_assert_int_eq(cg_weiss_schwarz_revert_abilities_on_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    ck_assert_int_eq(cg_weiss_schwarz_apply_abilities_to_card(s, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2800);
    ck_assert_str_eq(r.log, "revert_card:54");
    /* remover_habilidad */
    r.log[0] = '\0';
    ck_assert_int_eq(cg_weiss_schwarz_remove_ability(s, W, 32), CG_OK);
    ck_assert_str_eq(r.log, "revert_board:8 revert_card:0 revert_card:32 revert_card:54");
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    /* aplicar_habilidad_sobre_tablero with the character given: no choice. */
    r.log[0] = '\0';
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 32, CG_WEISS_SCHWARZ_CONTINUOUS, 54),
                     CG_OK);
    ck_assert_str_eq(r.log, "reset apply:1:7");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2700);
    /* Its target leaves the stage: the use stops acting on it, its board
       effect is undone, then it stops acting on the others and ends. */
    r.log[0] = '\0';
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, S, 0), CG_OK);
    ck_assert_str_eq(r.log, "revert_card:54 revert_board:7 revert_card:0 revert_card:32");
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    ws_assert_every_card_once(s);
    cg_state_free(s);
    cg_game_free(g);
    ck_assert_int_eq(r.releases, 1);
}
END_TEST

/* Rule: a continuous use from a character ends when it leaves the stage. */
START_TEST(test_a_registered_use_ends_with_its_source)
{
    recorder r = {.ask = false};
    cg_game *g = echo_game(&r);
    cg_state *s = ws_position(g, "weiss stage 0 - - - -\nweiss hand 32\nschwarz hand 24");
    ws_do(s, "play Echo front-right");
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, W, 2), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

static cg_status refusing_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    (void)use;
    int face;
    cg_weiss_schwarz_roll_die(state, &face); /* chance drawn, then undone */
    cg_weiss_schwarz_destroy(state, 1, 0);
    return cg_weiss_schwarz_ability_fail(CG_EINVAL, "Refusal: not today");
}

/* What a callback may not do: apply moves, call the stack's operations. */
static cg_status meddling_apply(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    recorder *r = user;
    (void)use;
    cg_status move = cg_state_apply(state, CG_WEISS_SCHWARZ_MOVE_END_MAIN);
    note(r, "apply:%d", move, 0);
    note(r, "%d", (int)cg_state_legal_moves(state, NULL, 0), 0);
    cg_status stack = cg_weiss_schwarz_end_turn(state);
    note(r, "end_turn:%d", stack, 0);
    snprintf(r->log + strlen(r->log), sizeof r->log - strlen(r->log), " %s", cg_last_error());
    return CG_OK;
}

START_TEST(test_a_failing_callback_leaves_apply_ability_without_effect)
{
    recorder r = {0};
    cg_weiss_schwarz_ability_ops t[2] = {CG_WEISS_SCHWARZ_ABILITY_INIT,
                                         CG_WEISS_SCHWARZ_ABILITY_INIT};
    t[0].name = "Refusal";
    t[0].apply_to_board = refusing_apply;
    t[1].name = "Meddling";
    t[1].apply_to_board = meddling_apply;
    t[1].user = &r;
    const char *deck = test_deck_with2(33, "EVENT|Refusal spell|yellow|0|Refusal|No.|0|0\n", 34,
                                       "EVENT|Meddle spell|yellow|0|Meddling|x.|0|0\n");
    cg_game *g = ws_game_of_deck_text(deck, t, 2);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    cg_state *s = ws_position(g, "weiss hand 32 33\nschwarz stage 4 - - - -");
    char *before = ws_saved(s);
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 32, CG_WEISS_SCHWARZ_TEMPORARY, -1),
                     CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "Refusal: not today");
    char *after = ws_saved(s);
    ck_assert_str_eq(before, after); /* the generator too */
    free(after);
    /* During a move, which cannot fail, the resolution ends there. */
    ws_do(s, "play Refusal spell");
    ck_assert_int_eq(ws_slot(s, S, 0), -1);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "32");
    ws_do(s, "play Meddle spell");
    ck_assert_str_eq(r.log, "apply:2 0 end_turn:1 cg_weiss_schwarz_end_turn: not inside an "
                            "ability's callback");
    ck_assert_int_eq(cg_weiss_schwarz_current_phase(s), CG_WEISS_SCHWARZ_PHASE_MAIN1);
    free(before);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- applying any ability (aplicar_habilidad_sobre_tablero) ---- */

static cg_status apply_spell(cg_state *s, int ability, int target)
{
    return cg_weiss_schwarz_apply_ability(s, W, TD_SPELL_OF(ability), CG_WEISS_SCHWARZ_TEMPORARY,
                                          target);
}

START_TEST(test_apply_ability_resolves_one_shot_abilities)
{
    /* A4, an event in the hand: every character goes, the event stays. */
    cg_state *s = ws_position(game, "weiss hand 23\nweiss stage 0 1 - - -\nschwarz stage 4 - - - -");
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_A4, -1), CG_OK);
    ck_assert_int_eq(ws_slot(s, W, 0), -1);
    ck_assert_int_eq(ws_slot(s, S, 0), -1);
    ck_assert_str_eq(ws_zone_text(s, W, HAND), "23");
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "0 1");
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    ws_assert_every_card_once(s);
    assert_round_trip(s);
    cg_state_free(s);
    /* A3 for Schwarz, who is not to move: it asks nothing. */
    s = ws_position(game, "schwarz clock 0 1\nschwarz stock 2");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, S, 50 + TD_SPELL_OF(3),
                                                    CG_WEISS_SCHWARZ_TEMPORARY, -1),
                     CG_OK);
    ck_assert_int_eq(ws_zone_count(s, S, CLOCK) + ws_zone_count(s, S, STOCK), 0);
    cg_state_free(s);
    /* A6 and A7 draw from the state's generator as the card would. */
    static const char spec[] = "weiss stage 0 1 2 - -\nschwarz stage 4 5 6 - -\nweiss hand 25 26";
    cg_state *played = ws_position(game, spec);
    s = ws_position(game, spec);
    ws_do(played, "play Spell A6");
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_A6, -1), CG_OK);
    ws_do(played, "play Spell A7");
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_A7, -1), CG_OK);
    for (int p = 0; p < 2; p++) {
        for (int slot = 0; slot < 3; slot++)
            ck_assert_int_eq(ws_slot(s, p, slot), ws_slot(played, p, slot));
        ck_assert_str_eq(ws_zone_text(s, p, DECK), ws_zone_text(played, p, DECK));
    }
    cg_state_free(played);
    cg_state_free(s);
}
END_TEST

START_TEST(test_apply_ability_asks_the_choices_of_the_card)
{
    cg_state *s = ws_position(game, "weiss hand 20 21\nweiss stage 0 - - - -");
    /* A1: the deck choice is pending; the event stays in the hand. */
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_A1, -1), CG_OK);
    cg_weiss_schwarz_choice choice;
    ck_assert_int_eq(cg_weiss_schwarz_pending_choice(s, &choice), CG_OK);
    ck_assert_int_eq(choice.kind, CG_WEISS_SCHWARZ_CHOICE_DECK);
    ck_assert_int_eq(choice.slot, 7);
    ck_assert(ws_offers(s, "choose opponent deck"));
    ws_assert_every_card_once(s);
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "\npending A1 weiss:20 none deck\n"));
    free(text);
    assert_round_trip(s);
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_A4, -1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_weiss_schwarz_apply_ability: a choice is pending: it is made first");
    ws_do(s, "choose opponent deck");
    ck_assert_str_eq(ws_zone_text(s, W, HAND), "20 21");
    ck_assert(ws_offers(s, "end main"));
    /* A2: the deck, then the order of the top cards. */
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_A2, -1), CG_OK);
    ws_do(s, "choose own deck");
    ck_assert_int_eq(cg_weiss_schwarz_pending_choice(s, &choice), CG_OK);
    ck_assert_int_eq(choice.kind, CG_WEISS_SCHWARZ_CHOICE_ORDER);
    ws_assert_every_card_once(s);
    assert_round_trip(s);
    cg_state_free(s);
    /* AA with the character given chooses nothing; without, it asks. */
    s = ws_position(game, "weiss stage 0 - - - -\nschwarz stage 4 - - - -");
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_AA, 54), CG_OK);
    ck_assert_int_eq(ws_slot(s, S, 0), -1);
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_AA, -1), CG_OK);
    ck_assert(ws_offers(s, "choose Squire at own front-left"));
    cg_state_free(s);
    /* AB lasts, from an event until the end of turn. */
    s = ws_position(game, "schwarz stage 4 - - - -");
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_AB, 54), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 0);
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 1);
    cg_state_free(s);
}
END_TEST

START_TEST(test_apply_ability_refuses_a_choice_only_the_other_player_could_make)
{
    cg_state *s = ws_position(game, "schwarz stage 4 - - - -\nphase battle");
    char *before = ws_saved(s);
    /* A choice is made in a main phase, by the player to move. */
    ck_assert_int_eq(apply_spell(s, CG_WEISS_SCHWARZ_AA, -1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_ask: choices are made in the main phases");
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, S, 50 + TD_SPELL_OF(CG_WEISS_SCHWARZ_A1),
                                                    CG_WEISS_SCHWARZ_TEMPORARY, -1),
                     CG_EINVAL);
    char *after = ws_saved(s);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    cg_state_free(s);
}
END_TEST

/* ---- board operations ---- */

START_TEST(test_dice_and_coins_come_from_the_states_generator)
{
    cg_state *a = ws_position_rng(game, "", ws_rng_words(3));
    cg_state *b = NULL;
    ck_assert_int_eq(cg_state_clone(a, &b), CG_OK);
    int faces[6] = {0}, heads = 0;
    for (int i = 0; i < 600; i++) {
        int face = 0, x = 0, coin = -1;
        ck_assert_int_eq(cg_weiss_schwarz_roll_die(a, &face), CG_OK);
        ck_assert_int_eq(cg_weiss_schwarz_roll_die(b, &x), CG_OK);
        ck_assert_int_eq(face, x);
        ck_assert(face >= 1 && face <= 6);
        faces[face - 1]++;
        ck_assert_int_eq(cg_weiss_schwarz_flip_coin(a, &coin), CG_OK);
        ck_assert_int_eq(cg_weiss_schwarz_flip_coin(b, &x), CG_OK);
        ck_assert_int_eq(coin, x);
        heads += coin;
    }
    for (int f = 0; f < 6; f++)
        ck_assert_int_gt(faces[f], 50);
    ck_assert(heads > 240 && heads < 360);
    ck_assert(cg_state_equal(a, b));
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(test_move_card_keeps_the_rules_that_follow)
{
    cg_state *s = ws_position(game, "weiss clock 0 1 2 3 4 5\nweiss stage 8 - - - -\n"
                                    "weiss hand 6\nschwarz stage 4 - - - -");
    /* A character leaving the stage ends its uses. */
    ck_assert_int_eq(cg_weiss_schwarz_apply_ability(s, W, 8, CG_WEISS_SCHWARZ_CONTINUOUS, -1),
                     CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 3000);
    ck_assert_int_eq(cg_weiss_schwarz_move_card(s, 8, HAND), CG_OK);
    ck_assert_int_eq(ws_slot(s, W, 0), -1);
    ck_assert_str_eq(ws_zone_text(s, W, HAND), "6 8");
    ck_assert_int_eq(cg_weiss_schwarz_ability_count(s), 0);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 2000);
    /* A 7th clock card levels up. */
    ck_assert_int_eq(cg_weiss_schwarz_move_card(s, 6, CLOCK), CG_OK);
    ck_assert_int_eq(ws_zone_count(s, W, CLOCK), 0);
    ck_assert_int_eq(cg_weiss_schwarz_level(s, W), 1);
    /* The top of a deck and the stock. */
    ck_assert_int_eq(cg_weiss_schwarz_move_card(s, 54, DECK), CG_OK);
    int top[50];
    int n = cg_weiss_schwarz_zone_cards(s, S, DECK, top, 50);
    ck_assert_int_eq(top[n - 1], 54);
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "known to player 0: top of deck Guard"));
    ck_assert_int_eq(cg_weiss_schwarz_move_card(s, 54, STOCK), CG_OK);
    ck_assert_str_eq(ws_zone_text(s, S, STOCK), "4");
    ws_assert_every_card_once(s);
    assert_round_trip(s);
    /* Three more levels end the game. */
    for (int card = 20; card < 23; card++)
        ck_assert_int_eq(cg_weiss_schwarz_move_card(s, card, LEVEL), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), S);
    ck_assert_int_eq(cg_weiss_schwarz_move_card(s, 30, HAND), CG_EOVER);
    assert_round_trip(s);
    cg_state_free(s);
}
END_TEST

START_TEST(test_draw_destroy_and_shuffle)
{
    cg_state *s = ws_position(game, "weiss deck 40\nweiss stage - 1 - - -");
    int card = -2;
    ck_assert_int_eq(cg_weiss_schwarz_draw(s, W, &card), CG_OK);
    ck_assert_int_eq(card, 40);
    ck_assert_str_eq(ws_zone_text(s, W, HAND), "40");
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, W, 1), CG_OK);
    ck_assert_str_eq(ws_zone_text(s, W, WAITING), "1");
    ck_assert_int_eq(cg_weiss_schwarz_destroy(s, W, 1), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_weiss_schwarz_destroy: Weiss's front-center is empty");
    char *before = ws_saved(s);
    ck_assert_int_eq(cg_weiss_schwarz_shuffle_deck(s, S), CG_OK);
    char *after = ws_saved(s);
    ck_assert_str_ne(before, after);
    free(before);
    free(after);
    ws_assert_every_card_once(s);
    cg_state_free(s);
}
END_TEST

/* ---- the 2015 course deck and its three abilities ---- */

/* How often each of the three abilities acted. */
typedef struct course_counts {
    int dice, coins, raises;
} course_counts;

/* "Destruir carta por dado": a die; 1, 2, 3 destroy the own front left,
   center, right character; 4, 5, 6 the opponent's. */
static cg_status die_destroys(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    course_counts *n = user;
    int face = 0;
    cg_status st = cg_weiss_schwarz_roll_die(state, &face);
    if (st != CG_OK)
        return st;
    n->dice++;
    int player = face <= 3 ? use->player : 1 - use->player;
    int slot = (face - 1) % 3;
    if (cg_weiss_schwarz_stage_card(state, player, slot) < 0)
        return CG_OK;
    return cg_weiss_schwarz_destroy(state, player, slot);
}

/* "Robar carta lanzando una moneda": while heads and the opponent's deck is
   not empty, its top card goes to its waiting room. */
static cg_status coins_mill(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    course_counts *n = user;
    int opponent = 1 - use->player, heads = 0, deck[50];
    for (;;) {
        int size = cg_weiss_schwarz_zone_cards(state, opponent, DECK, deck, 50);
        if (size <= 0)
            return CG_OK;
        cg_status st = cg_weiss_schwarz_flip_coin(state, &heads);
        if (st != CG_OK || !heads)
            return st;
        n->coins++;
        if ((st = cg_weiss_schwarz_move_card(state, deck[size - 1], WAITING)) != CG_OK)
            return st;
    }
}

/* "Aumento poder a subtipo": +1500 to every "Luchador" on both stages while
   it lasts (a climax's: until the end of the turn). */
static cg_status raise_lasts(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    (void)state;
    use->lasting = 1;
    return CG_OK;
}

static int32_t raise_luchador(void *user, const cg_state *state, const cg_weiss_schwarz_use *use,
                              int card, int32_t power)
{
    (void)use;
    course_counts *n = user;
    int has = 0;
    cg_weiss_schwarz_card_has_subtype(cg_state_game(state), card, "Luchador", &has);
    n->raises += has;
    return has ? power + 1500 : power;
}

static void course_tables(course_counts *n, cg_weiss_schwarz_ability_ops t[3])
{
    for (int i = 0; i < 3; i++) {
        t[i] = (cg_weiss_schwarz_ability_ops)CG_WEISS_SCHWARZ_ABILITY_INIT;
        t[i].user = n;
    }
    t[0].name = "Destruir carta por dado";
    t[0].text = "Lanza un dado. Si se obtiene 1, 2 o 3 destruye carta de su campo; 4, 5 o 6 del "
                "campo enemigo.";
    t[0].apply_to_board = die_destroys;
    t[1].name = "Robar carta lanzando una moneda";
    t[1].text = "Lanza una moneda. Si sale cara roba una carta del mazo del oponente y la tira a "
                "su zona de descarte. Se detiene cuando sale cruz o el mazo del oponente esta "
                "vacio";
    t[1].apply_to_board = coins_mill;
    t[2].name = "Aumento poder a subtipo";
    t[2].text = "Aumenta los puntos de poder de las cartas del subtipo Luchador en 1500 puntos "
                "mientras la carta permanezca en el campo";
    t[2].apply_to_board = raise_lasts;
    t[2].apply_to_card = raise_luchador;
}

static cg_game *course_game(course_counts *n)
{
    cg_weiss_schwarz_ability_ops t[3];
    course_tables(n, t);
    char params[9000], path[4200];
    snprintf(path, sizeof path, "%s", ws_test_path("course_2015.csv"));
    snprintf(params, sizeof params, "weiss_deck=%s;schwarz_deck=%s", path, path);
    cg_game *g = NULL;
    ck_assert_msg(cg_weiss_schwarz_game_new(params, t, 3, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

START_TEST(test_the_course_deck_needs_its_three_abilities)
{
    char params[9000], path[4200];
    snprintf(path, sizeof path, "%s", ws_test_path("course_2015.csv"));
    snprintf(params, sizeof params, "weiss_deck=%s", path);
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", params, &g), CG_EPARSE);
    char expected[4600];
    snprintf(expected, sizeof expected,
             "%s, line 41: no ability 'Destruir carta por dado' (a code A1..AC, or the name of a "
             "built-in or registered ability)",
             path);
    ck_assert_str_eq(cg_last_error(), expected);
    course_counts n = {0};
    g = course_game(&n);
    cg_weiss_schwarz_card_view v;
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 40, &v), CG_OK);
    ck_assert_str_eq(v.name, "Genkidama");
    ck_assert_str_eq(v.ability, "Destruir carta por dado");
    ck_assert_int_eq(v.ability_code, 13);
    ck_assert_int_eq(cg_weiss_schwarz_card_view_of(g, 2, &v), CG_OK);
    const char *sub = NULL;
    ck_assert_int_eq(cg_weiss_schwarz_card_subtype(g, 2, 1, &sub), CG_OK);
    ck_assert_str_eq(sub, "Maligno"); /* "Changlong, Maligno" */
    cg_game_free(g);
}
END_TEST

START_TEST(test_the_course_deck_abilities_act_on_the_board)
{
    course_counts n = {0};
    cg_game *g = course_game(&n);
    /* Destruir carta por dado: the face the state's generator gives. */
    static const char stages[] = "weiss stage 5 6 7 - -\nschwarz stage 5 6 7 - -\n";
    for (int seed = 1; seed <= 12; seed++) {
        char spec[256];
        snprintf(spec, sizeof spec, "%sweiss hand 40", stages);
        cg_state *s = ws_position_rng(g, spec, ws_rng_words(seed));
        cg_state *probe = NULL;
        ck_assert_int_eq(cg_state_clone(s, &probe), CG_OK);
        int face = 0;
        cg_weiss_schwarz_roll_die(probe, &face);
        ws_do(s, "play Genkidama");
        int player = face <= 3 ? W : S;
        ck_assert_int_eq(ws_slot(s, player, (face - 1) % 3), -1);
        ck_assert_int_eq(ws_zone_count(s, W, WAITING) + ws_zone_count(s, S, WAITING), 2);
        cg_state_free(probe);
        cg_state_free(s);
    }
    ck_assert_int_eq(n.dice, 12);
    /* Robar carta lanzando una moneda: coins until tails. */
    int milled = 0;
    for (int seed = 1; seed <= 12; seed++) {
        cg_state *s = ws_position_rng(g, "weiss hand 44", ws_rng_words(seed));
        cg_state *probe = NULL;
        ck_assert_int_eq(cg_state_clone(s, &probe), CG_OK);
        int heads = 0, expected = 0;
        while (cg_weiss_schwarz_flip_coin(probe, &heads) == CG_OK && heads)
            expected++;
        ws_do(s, "play Pilaf y su pandilla");
        ck_assert_int_eq(ws_zone_count(s, S, WAITING), expected);
        ck_assert_int_eq(ws_zone_count(s, S, DECK), 50 - expected);
        milled += expected;
        cg_state_free(probe);
        cg_state_free(s);
    }
    ck_assert_int_eq(n.coins, milled);
    ck_assert_int_gt(milled, 0);
    /* Aumento poder a subtipo: +1500 to each Luchador until the end of turn. */
    cg_state *s = ws_position(g, "weiss stage 0 2 - - -\nschwarz stage 5 - - - -\n"
                                 "weiss clock 3\nweiss hand 46");
    ws_do(s, "play Ring de Cell");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2750 + 1500); /* Gohan SSJ2 */
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 1), 4000);        /* Freezer */
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 1500 + 1500); /* Vegeta */
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "\nability weiss weiss:46 temporary\n"));
    assert_round_trip(s);
    /* The saved state names its abilities: a game without them refuses it. */
    cg_game *plain = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", NULL, &plain), CG_OK);
    cg_state *loaded = NULL;
    ck_assert_int_eq(cg_state_load(plain, text, &loaded), CG_EPARSE);
    ck_assert_ptr_nonnull(
        strstr(cg_last_error(), "saved state, line 3: saved with parameters 'abilities=Destruir "
                                "carta por dado|Robar carta lanzando una moneda|Aumento"));
    cg_game_free(plain);
    free(text);
    ws_do(s, "end main");
    ws_do(s, "end battle");
    ws_do(s, "end main");
    ck_assert_int_eq(cg_weiss_schwarz_power(s, W, 0), 2750);
    ck_assert_int_eq(cg_weiss_schwarz_power(s, S, 0), 1500);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Rule (resampling): what the player to move sees stays, and the state
   drawn is one the rules allow. */
static void assert_resample_keeps_the_view(const cg_state *s, uint64_t seed)
{
    int viewer = cg_state_current_player(s);
    if (viewer == CG_PLAYER_NONE)
        return;
    cg_state *r = NULL;
    ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
    ck_assert_int_eq(cg_state_resample(r, viewer, seed), CG_OK);
    char before[16384];
    snprintf(before, sizeof before, "%s", ws_render_for(s, viewer));
    ck_assert_str_eq(before, ws_render_for(r, viewer));
    ws_assert_every_card_once(r);
    assert_round_trip(r);
    cg_state_free(r);
}

/* Whole games of random moves on the course deck: every rule holds, the
   saved form round-trips, resampling keeps the view, and every one of the
   three abilities acts. */
START_TEST(test_the_course_deck_plays_whole_games)
{
    course_counts n = {0};
    cg_game *g = course_game(&n);
    uint64_t r = 12345;
    int finished = 0;
    for (int game_seed = 0; game_seed < 60; game_seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, (uint64_t)game_seed, &s), CG_OK);
        for (int step = 0; step < 3000 && !cg_state_is_terminal(s); step++) {
            cg_move moves[256];
            size_t count = cg_state_legal_moves(s, moves, 256);
            ck_assert_uint_gt(count, 0);
            r = r * 6364136223846793005u + 1442695040888963407u;
            ck_assert_int_eq(cg_state_apply(s, moves[(r >> 33) % count]), CG_OK);
            if (step % 25 == 0) {
                ws_assert_every_card_once(s);
                assert_round_trip(s);
                assert_resample_keeps_the_view(s, (uint64_t)step);
            }
        }
        finished += cg_state_is_terminal(s);
        ws_assert_every_card_once(s);
        assert_round_trip(s);
        cg_state_free(s);
    }
    ck_assert_int_eq(finished, 60);
    ck_assert_int_gt(n.dice, 0);
    ck_assert_int_gt(n.coins, 0);
    ck_assert_int_gt(n.raises, 0);
    cg_game_free(g);
}
END_TEST

static Suite *interface_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz abilities as the seed's interface");
    TCase *tc = tcase_create("tables");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_builtin_abilities_have_names_and_texts);
    tcase_add_test(tc, test_decks_name_abilities_by_code_or_name);
    tcase_add_test(tc, test_registered_abilities_take_the_codes_after_the_builtin_ones);
    tcase_add_test(tc, test_release_runs_once_even_when_registering_fails);
    tcase_add_test(tc, test_a_registered_ability_is_called_as_the_seed_calls_it);
    tcase_add_test(tc, test_a_registered_use_ends_with_its_source);
    tcase_add_test(tc, test_a_failing_callback_leaves_apply_ability_without_effect);
    suite_add_tcase(suite, tc);

    tc = tcase_create("applying abilities and the board");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_apply_ability_resolves_one_shot_abilities);
    tcase_add_test(tc, test_apply_ability_asks_the_choices_of_the_card);
    tcase_add_test(tc, test_apply_ability_refuses_a_choice_only_the_other_player_could_make);
    tcase_add_test(tc, test_dice_and_coins_come_from_the_states_generator);
    tcase_add_test(tc, test_move_card_keeps_the_rules_that_follow);
    tcase_add_test(tc, test_draw_destroy_and_shuffle);
    suite_add_tcase(suite, tc);

    tc = tcase_create("the 2015 course deck");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_the_course_deck_needs_its_three_abilities);
    tcase_add_test(tc, test_the_course_deck_abilities_act_on_the_board);
    tcase_add_test(tc, test_the_course_deck_plays_whole_games);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(interface_suite());
}
