/* Shephy's saved form refused, line by line (each with its exact message),
   and the render. Lines 1-5 of a saved form are the core's frame, so the
   game's lines are 6 (field) to 13 (effect). */
#include <check.h>

#include "check_quiet.h"
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "shephy_positions.h"

/* A body whose line starting with `key ` (or equal to `key`) is replaced. */
static void replace_line(const char *body, const char *key, const char *line, char *out)
{
    out[0] = '\0';
    size_t key_len = strlen(key);
    for (const char *p = body; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = (size_t)(nl - p);
        bool hit = len >= key_len && strncmp(p, key, key_len) == 0 &&
                   (len == key_len || p[key_len] == ' ');
        if (hit) {
            strcat(out, line);
            strcat(out, "\n");
        } else {
            strncat(out, p, len + 1);
        }
        p = nl + 1;
    }
}

static void expect_refused(pos p, const char *message)
{
    char body[BODY_CAP];
    pos_body(p, body);
    expect_load_error(body, message);
}

static void expect_line_refused(pos p, const char *key, const char *line, const char *message)
{
    char body[BODY_CAP], changed[BODY_CAP];
    pos_body(p, body);
    replace_line(body, key, line, changed);
    expect_load_error(changed, message);
}

static const pos base = {.field = "1 3", .hand = "Storm, Wolves", .deck = "Plague"};

/* ---- field, stock, enemy ---- */

START_TEST(load_refuses_a_field_value_that_is_no_rank)
{
    expect_refused((pos){.field = "1 2"},
                   "saved state, line 6: '2' is not a rank (1, 3, 10, 30, 100, 300 or 1000)");
    expect_refused((pos){.field = "01"},
                   "saved state, line 6: '01' is not a rank (1, 3, 10, 30, 100, 300 or 1000)");
}
END_TEST

START_TEST(load_refuses_more_than_seven_sheep)
{
    expect_refused((pos){.field = "1 1 1 1 3 3 3 3"},
                   "saved state, line 6: more than 7 sheep cards");
}
END_TEST

START_TEST(load_needs_a_dash_for_an_empty_field)
{
    expect_line_refused(base, "field", "field",
                        "saved state, line 6: write '-' for no sheep cards");
}
END_TEST

START_TEST(load_refuses_a_stock_that_does_not_match_the_field)
{
    expect_line_refused(base, "stock", "stock 7 6 7 7 7 7 7",
                        "saved state, line 7: the stock of 1 holds 7 cards, but 7 minus the 1 in "
                        "the field is 6");
    expect_line_refused(base, "stock", "stock 6 6 7 7 7 7",
                        "saved state, line 7: the stock needs 7 counts of 0..7 (ranks 1 to 1000)");
    expect_line_refused(base, "stock", "stock 6 6 7 7 7 7 7 7",
                        "saved state, line 7: the stock needs exactly 7 counts");
}
END_TEST

START_TEST(load_refuses_an_enemy_count_that_is_no_power_of_ten_to_1000)
{
    expect_refused((pos){.enemy = "5"},
                   "saved state, line 8: '5' is not an enemy sheep count (1, 10, 100 or 1000)");
    expect_refused((pos){.enemy = "10000"},
                   "saved state, line 8: '10000' is not an enemy sheep count (1, 10, 100 or 1000)");
}
END_TEST

/* ---- card lists ---- */

START_TEST(load_refuses_an_unknown_card_name)
{
    expect_line_refused(base, "hand", "hand Storm, Stormy",
                        "saved state, line 9: 'Stormy' is not an event card name");
    expect_line_refused(base, "deck", "deck plague",
                        "saved state, line 10: 'plague' is not an event card name");
}
END_TEST

START_TEST(load_refuses_more_than_five_cards_in_hand)
{
    expect_refused((pos){.hand = "Storm, Wolves, Plague, Slump, Lightning, Meteor"},
                   "saved state, line 9: more than 5 cards in hand");
}
END_TEST

START_TEST(load_needs_a_dash_for_an_empty_list)
{
    expect_line_refused(base, "exile", "exile", "saved state, line 12: write '-' for no cards");
}
END_TEST

START_TEST(load_needs_each_event_card_exactly_once)
{
    expect_line_refused(base, "deck", "deck Plague, Storm",
                        "saved state, line 12: Storm appears 2 times among hand, deck, discard "
                        "and exile; the game has 1");
    expect_line_refused(base, "deck", "deck -",
                        "saved state, line 12: Plague appears 0 times among hand, deck, discard "
                        "and exile; the game has 1");
}
END_TEST

/* ---- the effect ---- */

START_TEST(load_refuses_an_unknown_effect)
{
    expect_line_refused(base, "effect", "effect Thunder",
                        "saved state, line 13: 'Thunder' is not 'none' or an event card name");
    expect_line_refused(base, "effect", "effect none: rank 3",
                        "saved state, line 13: 'none' has no choices");
}
END_TEST

START_TEST(load_refuses_a_choice_of_another_card)
{
    pos p = {.hand = "Wolves", .discard = "*, Storm", .effect = "Storm: rank 3"};
    expect_refused(p, "saved state, line 13: 'rank' is not a choice of this card");
    p.effect = "Storm:";
    expect_refused(p, "saved state, line 13: '' is not a choice of this card");
    p.effect = "Storm: searched";
    expect_refused(p, "saved state, line 13: 'searched' is not a choice of this card");
}
END_TEST

START_TEST(load_refuses_an_effect_in_a_finished_game)
{
    static const char msg[] =
        "saved state, line 13: a card is being resolved, but the game is over";
    expect_refused((pos){.field = "1000", .discard = "*, Storm", .effect = "Storm"}, msg);
    expect_refused((pos){.enemy = "1000", .discard = "*, Storm", .effect = "Storm"}, msg);
    expect_refused((pos){.field = "-", .discard = "*, Storm", .effect = "Storm"}, msg);
}
END_TEST

START_TEST(load_refuses_a_full_hand_while_a_card_is_resolved)
{
    expect_refused(
        (pos){.hand = "Wolves, Plague, Slump, Lightning, Meteor",
              .discard = "*, Storm",
              .effect = "Storm"},
        "saved state, line 13: the hand holds 5 cards while Storm is resolved, at most 4");
}
END_TEST

START_TEST(load_needs_the_resolved_card_on_top_of_the_discard_pile)
{
    expect_refused((pos){.discard = "Storm, *", .effect = "Storm"},
                   "saved state, line 13: Storm is resolved, so it tops the discard pile (or "
                   "All-purpose Sheep does, Storm in hand)");
    expect_refused((pos){.discard = "*, All-purpose Sheep", .effect = "Storm"},
                   "saved state, line 13: Storm is resolved, so it tops the discard pile (or "
                   "All-purpose Sheep does, Storm in hand)");
    cg_state *copied =
        load_pos((pos){.hand = "Storm", .discard = "*, All-purpose Sheep", .effect = "Storm"});
    cg_state_free(copied);
}
END_TEST

START_TEST(load_needs_a_started_meteor_on_top_of_the_exile)
{
    expect_refused((pos){.field = "1 3", .discard = "*, Meteor", .effect = "Meteor: rest 1"},
                   "saved state, line 13: Meteor is resolved, so it tops the exile (or "
                   "All-purpose Sheep does, Meteor in hand)");
}
END_TEST

START_TEST(load_refuses_choices_the_field_cannot_hold)
{
    expect_refused((pos){.discard = "*, Dominion", .effect = "Dominion: chosen 1 1"},
                   "saved state, line 13: 2 chosen 1 Sheep cards, the field has 1");
    expect_refused((pos){.discard = "*, Dominion", .effect = "Dominion: chosen -"},
                   "saved state, line 13: 'chosen' needs at least one rank");
    expect_refused(
        (pos){.field = "1 3", .discard = "*, Golden Hooves", .effect = "Golden Hooves: chosen 3"},
        "saved state, line 13: Golden Hooves cannot choose the highest rank");
    expect_refused(
        (pos){.field = "1 3", .discard = "*, Be Fruitful", .effect = "Be Fruitful: rank 10"},
        "saved state, line 13: no 10 Sheep card in the field to choose");
    expect_refused(
        (pos){.field = "1 1 1 1 1 1 3", .discard = "*, Flourish", .effect = "Flourish: rank 3"},
        "saved state, line 13: Flourish chooses only when the field is not full");
}
END_TEST

START_TEST(load_refuses_releases_the_card_cannot_have_left)
{
    expect_refused((pos){.field = "1 3 10", .discard = "*, Storm", .effect = "Storm: rest 2"},
                   "saved state, line 13: Storm leaves 1 release after its first");
    expect_refused(
        (pos){.field = "1 3 10", .discard = "*", .exile = "Meteor", .effect = "Meteor: rest 3"},
        "saved state, line 13: Meteor leaves 1 or 2 releases after its first");
    expect_refused(
        (pos){.field = "1", .discard = "*", .exile = "Meteor", .effect = "Meteor: rest 2"},
        "saved state, line 13: 2 releases left with 1 sheep in the field");
}
END_TEST

START_TEST(load_refuses_a_slump_that_would_have_stopped)
{
    expect_refused((pos){.field = "1 3", .discard = "*, Slump", .effect = "Slump: initial 3"},
                   "saved state, line 13: Slump goes on only from an initial field of 4 to 7");
    expect_refused((pos){.field = "1 3 10", .discard = "*, Slump", .effect = "Slump: initial 5"},
                   "saved state, line 13: Slump from 5 sheep stops at 3; the field has 3");
}
END_TEST

START_TEST(load_refuses_a_win_dominion_cannot_have_made)
{
    expect_refused((pos){.field = "1000 1000", .discard = "*, Dominion"},
                   "saved state, line 13: a won field holds one 1000 Sheep card (Dominion "
                   "gains one and the game ends), not 2");
    expect_refused((pos){.field = "1 1 1 3 1000", .discard = "*, Dominion"},
                   "saved state, line 13: Dominion combines at least four sheep into the 1000, "
                   "so a won field holds at most 4, not 5");
    expect_refused((pos){.field = "1000", .enemy = "1000", .discard = "*, Dominion"},
                   "saved state, line 13: the enemy reaches 1000 only by a remake, never once "
                   "won");
    expect_refused((pos){.field = "1000", .discard = "*, Golden Hooves"},
                   "saved state, line 13: the game was won by Dominion, so it tops the discard "
                   "pile (or All-purpose Sheep does, Dominion in hand)");
    expect_refused((pos){.field = "1000",
                         .hand = "Storm, Wolves, Plague, Slump, Meteor",
                         .discard = "*, Dominion"},
                   "saved state, line 13: the hand holds 5 cards after the card that ended the "
                   "game, at most 4");
    /* the largest win: 1 3 3 kept, 300 300 300 100 combined */
    cg_state *s = load_pos((pos){.field = "1 3 3 1000", .discard = "*, Dominion"});
    expect_over(s, CG_SHEPHY_WON);
    cg_state_free(s);
    s = load_pos((pos){.field = "1000", .hand = "Dominion", .discard = "*, All-purpose Sheep"});
    expect_over(s, CG_SHEPHY_WON);
    cg_state_free(s);
}
END_TEST

START_TEST(load_refuses_1000_enemies_no_remake_can_have_brought)
{
    expect_refused((pos){.enemy = "1000", .discard = "*, Storm"},
                   "saved state, line 13: the remake that brings 1000 enemy sheep empties the "
                   "discard pile, which holds 22 cards");
    expect_refused((pos){.enemy = "1000", .hand = "Storm", .deck = "*", .discard = "-"},
                   "saved state, line 13: the remake that brings 1000 enemy sheep fills the hand "
                   "to 5, not 1");
    expect_refused((pos){.field = "-", .enemy = "1000", .discard = "-", .exile = "*"},
                   "saved state, line 13: an empty field ends the game before the remake that "
                   "brings 1000 enemy sheep");
    /* a pile of three cards remade: all of them in hand */
    cg_state *s = load_pos(
        (pos){.enemy = "1000", .hand = "Storm, Wolves, Plague", .discard = "-", .exile = "*"});
    expect_over(s, CG_SHEPHY_LOST_TO_ENEMY);
    cg_state_free(s);
}
END_TEST

START_TEST(load_refuses_an_empty_field_no_card_can_have_left)
{
    static const char msg[] =
        "saved state, line 13: the field was emptied by the last card played, which tops the "
        "discard pile (Meteor the exile; or All-purpose Sheep does, the card in hand): Falling "
        "Rock, Storm, Meteor, Lightning, Wolves, Plague or Shephion";
    expect_refused((pos){.field = "-", .discard = "*, Crowding"}, msg);
    expect_refused((pos){.field = "-", .discard = "*, Slump"}, msg);
    expect_refused((pos){.field = "-", .discard = "*, Meteor"}, msg);
    expect_refused((pos){.field = "-", .discard = "*, All-purpose Sheep"}, msg);
    expect_refused((pos){.field = "-",
                         .hand = "Storm, Wolves, Plague, Slump, Meteor",
                         .discard = "*, Shephion"},
                   "saved state, line 13: the hand holds 5 cards after the card that ended the "
                   "game, at most 4");
    static const char *const last[] = {"Falling Rock", "Storm",  "Lightning",
                                       "Wolves",       "Plague", "Shephion"};
    for (size_t i = 0; i < sizeof last / sizeof last[0]; i++) {
        char discard[64];
        snprintf(discard, sizeof discard, "*, %s", last[i]);
        cg_state *s = load_pos((pos){.field = "-", .discard = discard});
        expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
        cg_state_free(s);
    }
    cg_state *s = load_pos((pos){.field = "-", .discard = "*, Crowding", .exile = "Meteor"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
    s = load_pos((pos){
        .field = "-", .hand = "Meteor", .discard = "*, Crowding", .exile = "All-purpose Sheep"});
    expect_over(s, CG_SHEPHY_LOST_ALL_SHEEP);
    cg_state_free(s);
}
END_TEST

START_TEST(load_refuses_a_missing_line)
{
    char body[BODY_CAP], cut[BODY_CAP];
    pos_body(base, body);
    replace_line(body, "effect", "", cut);
    cut[strlen(cut) - 1] = '\0'; /* drop the emptied line */
    expect_load_error(cut, "saved state, line 13: expected 'effect', found 'end'");
}
END_TEST

/* ---- render ---- */

static const pos shown = {.field = "1 3 3",
                          .enemy = "10",
                          .hand = "Storm, Wolves",
                          .deck = "Plague, Slump",
                          .discard = "Lightning",
                          .exile = "*"};

static const char shown_zones[] = "Field: 1 3 3 (3 of 7)\n"
                                  "Sheep stock: 1:6 3:5 10:7 30:7 100:7 300:7 1000:7\n"
                                  "Enemy sheep: 10\n"
                                  "Hand: Storm, Wolves\n";

static const char shown_rest[] =
    "Discard pile: Lightning\n"
    "Exile: All-purpose Sheep, Be Fruitful, Be Fruitful, Be Fruitful, Crowding, Dominion, "
    "Dominion, Falling Rock, Fill the Earth, Flourish, Golden Hooves, Inspiration, Meteor, "
    "Multiply, Planning Sheep, Sheep Dog, Shephion\n"
    "Between cards\n";

static void expect_render(const cg_state *s, int viewer, const char *want)
{
    char text[BODY_CAP];
    ck_assert_uint_eq(cg_state_render(s, viewer, text, sizeof text), strlen(want));
    ck_assert_str_eq(text, want);
}

START_TEST(render_for_everyone_shows_the_deck_order)
{
    cg_state *s = load_pos(shown);
    char want[BODY_CAP];
    snprintf(want, sizeof want, "%sDeck: 2 cards, top last: Plague, Slump\n%s", shown_zones,
             shown_rest);
    expect_render(s, CG_PLAYER_NONE, want);
    cg_state_free(s);
}
END_TEST

START_TEST(render_for_the_player_hides_the_deck_order)
{
    cg_state *s = load_pos(shown);
    pos swapped = shown;
    swapped.deck = "Slump, Plague";
    cg_state *t = load_pos(swapped);
    char want[BODY_CAP];
    snprintf(want, sizeof want, "%sDeck: 2 cards\n%s", shown_zones, shown_rest);
    expect_render(s, 0, want);
    expect_render(t, 0, want);
    char a[BODY_CAP], b[BODY_CAP];
    cg_state_render(s, CG_PLAYER_NONE, a, sizeof a);
    cg_state_render(t, CG_PLAYER_NONE, b, sizeof b);
    ck_assert_str_ne(a, b);
    cg_state_free(s);
    cg_state_free(t);
}
END_TEST

START_TEST(render_shows_the_card_being_resolved_and_its_choices)
{
    cg_state *s = load_pos(
        (pos){.field = "1 3 30", .discard = "*, Dominion", .effect = "Dominion: chosen 1 3"});
    char text[BODY_CAP];
    cg_state_render(s, 0, text, sizeof text);
    ck_assert_str_eq(strstr(text, "\nResolving"), "\nResolving: Dominion: chosen 1 3\n");
    cg_state_free(s);
}
END_TEST

START_TEST(render_tells_how_the_game_ended)
{
    static const struct {
        pos p;
        const char *end;
    } cases[] = {
        {{.field = "1000", .discard = "*, Dominion"}, "\nGame over: player 0 wins!\n"},
        {{.enemy = "1000", .discard = "-", .exile = "*"},
         "\nGame over: Enemies reached 1000 sheep - player 0 loses.\n"},
        {{.field = "-"}, "\nGame over: player 0 lost all sheep - player 0 loses.\n"},
    };
    for (int i = 0; i < 3; i++) {
        cg_state *s = load_pos(cases[i].p);
        char text[BODY_CAP];
        cg_state_render(s, 0, text, sizeof text);
        ck_assert_str_eq(strstr(text, "\nGame over"), cases[i].end);
        cg_state_free(s);
    }
}
END_TEST

void add_load_tests(Suite *suite)
{
    TCase *tc = tcase_create("load and render");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, load_refuses_a_field_value_that_is_no_rank);
    tcase_add_test(tc, load_refuses_more_than_seven_sheep);
    tcase_add_test(tc, load_needs_a_dash_for_an_empty_field);
    tcase_add_test(tc, load_refuses_a_stock_that_does_not_match_the_field);
    tcase_add_test(tc, load_refuses_an_enemy_count_that_is_no_power_of_ten_to_1000);
    tcase_add_test(tc, load_refuses_an_unknown_card_name);
    tcase_add_test(tc, load_refuses_more_than_five_cards_in_hand);
    tcase_add_test(tc, load_needs_a_dash_for_an_empty_list);
    tcase_add_test(tc, load_needs_each_event_card_exactly_once);
    tcase_add_test(tc, load_refuses_an_unknown_effect);
    tcase_add_test(tc, load_refuses_a_choice_of_another_card);
    tcase_add_test(tc, load_refuses_an_effect_in_a_finished_game);
    tcase_add_test(tc, load_refuses_a_full_hand_while_a_card_is_resolved);
    tcase_add_test(tc, load_needs_the_resolved_card_on_top_of_the_discard_pile);
    tcase_add_test(tc, load_needs_a_started_meteor_on_top_of_the_exile);
    tcase_add_test(tc, load_refuses_choices_the_field_cannot_hold);
    tcase_add_test(tc, load_refuses_releases_the_card_cannot_have_left);
    tcase_add_test(tc, load_refuses_a_slump_that_would_have_stopped);
    tcase_add_test(tc, load_refuses_a_win_dominion_cannot_have_made);
    tcase_add_test(tc, load_refuses_1000_enemies_no_remake_can_have_brought);
    tcase_add_test(tc, load_refuses_an_empty_field_no_card_can_have_left);
    tcase_add_test(tc, load_refuses_a_missing_line);
    tcase_add_test(tc, render_for_everyone_shows_the_deck_order);
    tcase_add_test(tc, render_for_the_player_hides_the_deck_order);
    tcase_add_test(tc, render_shows_the_card_being_resolved_and_its_choices);
    tcase_add_test(tc, render_tells_how_the_game_ended);
    suite_add_tcase(suite, tc);
}
