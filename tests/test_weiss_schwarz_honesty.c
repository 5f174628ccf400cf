/* Weiss-Fiuba-Schwarz: honest knowledge. Two positions that differ only in
   cards one player never saw must look the same to that player after the
   same moves (render, observation, legal moves with their texts) and must
   resample to the same state for it with the same seed; what the other
   player saw never shows through what it knows. The two leaks of release
   1.1 are kept as regressions (an A2 look followed by the owner's A3, and an
   A1 mill or a card moved by name out of a deck whose top the other player
   knew), then directed branches: a card only the opponent has seen changes,
   the same moves are replayed, and everything the viewer sees is compared
   after each move. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

enum { VIEW_CAP = 1 << 16 };

/* Everything viewer sees of s, as one text: the render, the observation, the
   player to move, the end of the game, and the legal moves with their texts
   when viewer is to move. */
static char *view_of(const cg_state *s, int viewer)
{
    char *out = malloc(VIEW_CAP);
    ck_assert_ptr_nonnull(out);
    size_t len = cg_state_render(s, viewer, out, VIEW_CAP);
    ck_assert_uint_lt(len, VIEW_CAP / 2);
    len += (size_t)snprintf(out + len, VIEW_CAP - len, "to move %d over %d winner %d\nobs",
                            cg_state_current_player(s), cg_state_is_terminal(s),
                            cg_state_winner(s));
    size_t size = cg_game_observation_size(cg_state_game(s));
    float *obs = malloc(size * sizeof *obs);
    ck_assert_ptr_nonnull(obs);
    ck_assert_int_eq(cg_state_observation(s, viewer, obs, size), CG_OK);
    for (size_t i = 0; i < size && len < VIEW_CAP - 16; i++)
        if (obs[i] != 0.0f)
            len += (size_t)snprintf(out + len, VIEW_CAP - len, " %zu:%g", i, (double)obs[i]);
    free(obs);
    if (cg_state_current_player(s) == viewer) {
        cg_move moves[1024];
        size_t n = cg_state_legal_moves(s, moves, 1024);
        for (size_t i = 0; i < n && len < VIEW_CAP - 128; i++) {
            char text[96];
            cg_move_to_string(s, moves[i], text, sizeof text);
            len += (size_t)snprintf(out + len, VIEW_CAP - len, "\n%x %s", (unsigned)moves[i], text);
        }
    }
    return out;
}

static cg_state *resampled(const cg_state *s, int viewer, uint64_t seed)
{
    cg_state *r = NULL;
    ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
    ck_assert_int_eq(cg_state_resample(r, viewer, seed), CG_OK);
    return r;
}

/* a and b look the same to viewer, and resample for it to equal states
   (whose renders, for either player, are then equal too). */
static void assert_indistinguishable(const cg_state *a, const cg_state *b, int viewer,
                                     const char *when)
{
    char *x = view_of(a, viewer), *y = view_of(b, viewer);
    ck_assert_msg(strcmp(x, y) == 0, "%s: player %d sees\n%s\n---- and ----\n%s", when, viewer, x,
                  y);
    free(x);
    free(y);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        cg_state *ra = resampled(a, viewer, seed), *rb = resampled(b, viewer, seed);
        char *sa = ws_saved(ra), *sb = ws_saved(rb);
        ck_assert_msg(strcmp(sa, sb) == 0, "%s: player %d resamples\n%s\n---- and ----\n%s", when,
                      viewer, sa, sb);
        ck_assert(cg_state_equal(ra, rb));
        free(sa);
        free(sb);
        cg_state_free(ra);
        cg_state_free(rb);
    }
}

/* Plays the same moves from both positions, comparing what viewer sees
   before and after each; returns how many moves were played. */
static int replay_both(cg_state *a, cg_state *b, int viewer, const char *const *moves)
{
    assert_indistinguishable(a, b, viewer, "at the start");
    int played = 0;
    for (; moves[played]; played++) {
        ws_do(a, moves[played]);
        ws_do(b, moves[played]);
        assert_indistinguishable(a, b, viewer, moves[played]);
    }
    return played;
}

/* The two positions of g that spec (one %d, the card that differs) makes
   with card_a and with card_b. */
static void positions_apart(const cg_game *g, const char *spec, int card_a, int card_b,
                            cg_state **a, cg_state **b)
{
    char sa[256], sb[256];
    snprintf(sa, sizeof sa, spec, card_a);
    snprintf(sb, sizeof sb, spec, card_b);
    *a = ws_position(g, sa);
    *b = ws_position(g, sb);
}

/* A directed branch: spec holds one %d, the card that differs (card_a or
   card_b, the other one lying elsewhere unseen); both positions play the
   same moves, all of which must be legal, and the viewer must see the same. */
static void branch(const char *spec, int card_a, int card_b, int viewer,
                   const char *const *moves, int count)
{
    cg_state *a, *b;
    positions_apart(game, spec, card_a, card_b, &a, &b);
    ck_assert_int_eq(replay_both(a, b, viewer, moves), count);
    cg_state_free(a);
    cg_state_free(b);
}

/* The two positions of the first construction differ in the card
   Weiss's A2 puts back first: Squire (card 0) or Footman (card 41), both
   yellow. */
static cg_state *after_weiss_looks(int first, const char *first_name)
{
    char spec[256];
    snprintf(spec, sizeof spec, "weiss hand 21\nschwarz hand 22\nschwarz deck %d 4 8 12 16",
             first);
    cg_state *s = ws_position(game, spec);
    char choose[64];
    snprintf(choose, sizeof choose, "choose %s", first_name);
    const char *const moves[] = {"play Spell A2", "choose opponent deck", choose, "choose Guard",
                                 "choose Apprentice", "choose Veteran"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        ws_do(s, moves[i]);
    return s;
}

/* ---- the regressions ---- */

START_TEST(test_what_weiss_saw_before_schwarz_shuffled_stays_weiss_own)
{
    cg_state *a = after_weiss_looks(0, "Squire"), *b = after_weiss_looks(41, "Footman");
    /* Weiss's turn ends, Schwarz draws the Champion on top, then its A3
       shuffles the deck: Weiss still knows which cards are in it. */
    const char *const moves[] = {"end main", "end battle", "end main",
                                 "clock pass", "play Spell A3", NULL};
    replay_both(a, b, S, moves);
    ck_assert_ptr_nonnull(strstr(ws_render_for(a, W), "Squire"));
    ck_assert_ptr_null(strstr(ws_render_for(b, W), "in deck Squire"));
    /* What Weiss knows of Schwarz's deck is Weiss's own: the resampled state
       shows no trace of it to anyone. */
    cg_state *r = resampled(a, S, 5);
    ck_assert_ptr_null(strstr(ws_render_for(r, W), "in deck"));
    ck_assert_ptr_null(strstr(ws_render_for(r, CG_PLAYER_NONE), "in deck"));
    cg_state_free(r);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

/* Weiss knows Schwarz's top five (the top first: Guard 4, Squire 0,
   Apprentice 8, Veteran 12, then Guard 5 or Archer 45); in the second
   position the Guard lies just under the five. The milled cards reach the
   waiting room in the same order either way. */
static const char *const mill_a = "weiss hand 20\nschwarz deck 5 12 8 0 4\n"
                                  "weiss knows top 0 5 hand deck";
static const char *const mill_b = "weiss hand 20\nschwarz deck 5 45 12 8 0 4\n"
                                  "weiss knows top 0 5 hand deck";

START_TEST(test_an_a1_mill_shows_the_owner_nothing_it_did_not_see)
{
    cg_state *a = ws_position(game, mill_a), *b = ws_position(game, mill_b);
    const char *const moves[] = {"play Spell A1", "choose opponent deck", NULL};
    replay_both(a, b, S, moves);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(test_an_a1_mill_shows_the_other_player_nothing_the_owner_saw)
{
    /* Schwarz knows its own top two (Guard, then Guard or Archer, the second
       Guard then just under them); Weiss mills the reds. */
    cg_state *a =
        ws_position(game, "weiss hand 20\nschwarz deck 5 4\nschwarz knows top 0 2 hand deck");
    cg_state *b =
        ws_position(game, "weiss hand 20\nschwarz deck 5 45 4\nschwarz knows top 0 2 hand deck");
    const char *const moves[] = {"play Spell A1", "choose opponent deck", NULL};
    replay_both(a, b, W, moves);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(test_a_run_both_players_know_follows_a_mill)
{
    /* Both know Schwarz's top three (Guard, Squire, Guard): each sees the two
       Guards go, and both still know the Squire on top. */
    cg_state *s = ws_position(game, "weiss hand 20\nschwarz deck 5 0 4\n"
                                    "weiss knows top 0 3 hand deck\nschwarz knows top 0 3 hand deck");
    ws_do(s, "play Spell A1");
    ws_do(s, "choose opponent deck");
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, W), "known to player 0: top of deck Squire\n"));
    ck_assert_ptr_nonnull(strstr(ws_render_for(s, S), "known to player 1: top of deck Squire\n"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_a_longer_run_ends_at_a_mill_and_its_cards_stay_known)
{
    cg_state *s = ws_position(game, mill_a);
    ws_do(s, "play Spell A1");
    ws_do(s, "choose opponent deck");
    /* The run ends; the cards that stayed are known to be in the deck. */
    ck_assert_ptr_null(strstr(ws_render_for(s, S), "known to player 0"));
    ck_assert_ptr_nonnull(
        strstr(ws_render_for(s, W), "known to player 0: in deck Squire, Apprentice, Veteran\n"));
    cg_state_free(s);
}
END_TEST

/* A card moved by name out of the deck: card 55 (Schwarz's second Guard) is
   inside the five Weiss knows in mill_a, under them in mill_b. */
START_TEST(test_a_card_moved_by_name_shows_the_owner_nothing_it_did_not_see)
{
    cg_state *a = ws_position(game, mill_a), *b = ws_position(game, mill_b);
    assert_indistinguishable(a, b, S, "before the move");
    ck_assert_int_eq(cg_weiss_schwarz_move_card(a, 55, WAITING), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_move_card(b, 55, WAITING), CG_OK);
    assert_indistinguishable(a, b, S, "after the move");
    ck_assert_ptr_null(strstr(ws_render_for(a, S), "known to player 0"));
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(test_a_card_moved_from_a_top_both_know_shortens_it)
{
    cg_state *s = ws_position(game, "schwarz deck 0 4 8\n"
                                    "weiss knows top 0 3 hand deck\nschwarz knows top 0 2 hand deck");
    /* The Apprentice on top: inside both runs. */
    ck_assert_int_eq(cg_weiss_schwarz_move_card(s, 58, WAITING), CG_OK);
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "weiss knows top 0 2 hand deck\n"));
    ck_assert_ptr_nonnull(strstr(text, "schwarz knows top 0 1 hand deck\n"));
    free(text);
    /* The Squire, under Schwarz's run but inside Weiss's: Weiss's run ends
       (Schwarz could not tell by how much it shrinks), its Guard stays known
       in the deck; Schwarz's run stays. */
    ck_assert_int_eq(cg_weiss_schwarz_move_card(s, 50, WAITING), CG_OK);
    text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "weiss knows top 0 0 hand deck 4\n"));
    ck_assert_ptr_nonnull(strstr(text, "schwarz knows top 0 1 hand deck\n"));
    free(text);
    cg_state_free(s);
}
END_TEST

/* ---- directed branches ---- */

START_TEST(test_a_card_only_weiss_saw_on_schwarz_deck_never_shows_to_schwarz)
{
    /* Weiss knows Schwarz's top five; the fourth is a Squire (card 0) or a
       Footman (41, both yellow), the other one lies deeper. */
    const char *spec = "weiss hand 20 22 26\nschwarz hand 22 1\nschwarz deck %d 12 40 8 4\n"
                       "weiss knows top 0 5 hand deck";
    const char *const moves[] = {/* Weiss mills Schwarz's reds and plays A7 (coins) */
                                 "play Spell A1", "choose opponent deck", "play Spell A7",
                                 "end main", "end battle", "play Spell A3", "end main",
                                 /* Schwarz draws, clocks, plays and shuffles */
                                 "clock pass", "play Squire front-left", "play Spell A3",
                                 "end main", "end battle", "end main", NULL};
    branch(spec, 0, 41, S, moves, 13);
}
END_TEST

START_TEST(test_a_card_only_schwarz_holds_never_shows_to_weiss)
{
    /* Schwarz holds a Squire (card 0) or a Footman (41); the other lies deep
       in its deck. Weiss looks at and mills Schwarz's deck, Schwarz plays. */
    const char *spec = "weiss hand 20 21 23\nschwarz hand %d 22 42\nschwarz deck 4 8 12 16 5 6\n"
                       "schwarz knows top 0 3 hand deck";
    const char *const moves[] = {"play Spell A2", "choose opponent deck", "choose Guard",
                                 "choose Champion", "choose Veteran", "choose Apprentice",
                                 "play Spell A1", "choose opponent deck", "play Spell A4",
                                 "end main", "end battle", "end main",
                                 /* Schwarz's turn */
                                 "clock pass", "play Footman front-center", "play Spell A3",
                                 "end main", "end battle", "end main", NULL};
    branch(spec, 0, 41, W, moves, 18);
}
END_TEST

START_TEST(test_a_top_only_schwarz_knows_of_weiss_deck_never_shows_to_weiss)
{
    /* Schwarz knows Weiss's top four; the third is an Archer (card 45) or a
       Veteran (12, both green), the other one lies deeper. A card is moved
       out of Weiss's deck by name, then Weiss mills its own deck. */
    const char *spec = "turn 2\nfirst schwarz\nweiss hand 1 20\nweiss deck %d 4 8 5\n"
                       "schwarz knows top 4 0 hand deck";
    cg_state *a, *b;
    positions_apart(game, spec, 45, 12, &a, &b);
    assert_indistinguishable(a, b, W, "at the start");
    ck_assert_int_eq(cg_weiss_schwarz_move_card(a, 4, HAND), CG_OK);
    ck_assert_int_eq(cg_weiss_schwarz_move_card(b, 4, HAND), CG_OK);
    assert_indistinguishable(a, b, W, "after a card moved by name");
    const char *const moves[] = {"play Spell A1", "choose own deck", "end main", "end battle",
                                 "end main", NULL};
    replay_both(a, b, W, moves);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

/* ---- resampling a resample ---- */

/* Resampling s for viewer and resampling for it a state resampled from s
   give equal states with the same seed (the resample is a state the viewer
   cannot tell from s). */
static void assert_resamples_alike(const cg_state *s, int viewer)
{
    for (uint64_t seed = 1; seed <= 8; seed++) {
        cg_state *once = resampled(s, viewer, seed), *first = resampled(s, viewer, seed + 100);
        cg_state *twice = resampled(first, viewer, seed);
        char *x = ws_saved(once), *y = ws_saved(twice);
        ck_assert_msg(strcmp(x, y) == 0, "player %d, seed %d: resamples\n%s\n---- and ----\n%s",
                      viewer, (int)seed, x, y);
        free(x);
        free(y);
        cg_state_free(once);
        cg_state_free(first);
        cg_state_free(twice);
    }
}

START_TEST(test_a_use_whose_card_went_back_to_the_deck_resamples_alike)
{
    /* Schwarz's Overclock (card 35 or 36) is used, then its waiting room is
       refreshed into the deck: the use stays on the stack while its card lies
       in the deck among the other copy, and which copy it is no one can
       tell. */
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("weiss_schwarz", "", &g), CG_OK);
    const char *spec = "turn 2\nfirst schwarz\nphase battle\nweiss hand 1 2\n"
                       "schwarz hand 3 4\nability schwarz schwarz:%d temporary";
    cg_state *a, *b;
    positions_apart(g, spec, 35, 36, &a, &b);
    for (int viewer = 0; viewer < 2; viewer++) {
        assert_resamples_alike(a, viewer);
        assert_resamples_alike(b, viewer);
        assert_indistinguishable(a, b, viewer, "a use from the deck");
    }
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

/* The test deck with Squire 1 spelt in capitals: a copy the
   render tells from the other Squires. */
static char *deck_with_a_capital_squire(void)
{
    FILE *f = fopen(ws_test_path("test_deck.csv"), "r");
    ck_assert_ptr_nonnull(f);
    char *text = calloc(1, 1 << 14);
    ck_assert_ptr_nonnull(text);
    size_t len = fread(text, 1, (1 << 14) - 1, f);
    fclose(f);
    text[len] = '\0';
    char *second = strstr(strstr(text, "|Squire|") + 1, "|Squire|");
    ck_assert_ptr_nonnull(second);
    memcpy(second, "|SQUIRE|", 8);
    return text;
}

START_TEST(test_copies_spelt_apart_resample_alike_wherever_their_twins_lie)
{
    /* Squire 0 on Schwarz's stage, Squires 2 and 3 and the SQUIRE in its
       deck: after a resample the deck's Squires take the smallest numbers,
       which must not change where the SQUIRE goes. */
    char *deck = deck_with_a_capital_squire();
    cg_game *g = ws_game_of_deck_texts(deck, deck, NULL, 0);
    ck_assert_msg(g != NULL, "%s", cg_last_error());
    cg_state *s = ws_position(g, "weiss hand 20\nschwarz stage 0 - - - -");
    assert_resamples_alike(s, W);
    assert_resamples_alike(s, S);
    cg_state_free(s);
    cg_game_free(g);
    free(deck);
}
END_TEST

static Suite *honesty_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz honesty");
    TCase *tc = tcase_create("regressions");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_what_weiss_saw_before_schwarz_shuffled_stays_weiss_own);
    tcase_add_test(tc, test_an_a1_mill_shows_the_owner_nothing_it_did_not_see);
    tcase_add_test(tc, test_an_a1_mill_shows_the_other_player_nothing_the_owner_saw);
    tcase_add_test(tc, test_a_run_both_players_know_follows_a_mill);
    tcase_add_test(tc, test_a_longer_run_ends_at_a_mill_and_its_cards_stay_known);
    tcase_add_test(tc, test_a_card_moved_by_name_shows_the_owner_nothing_it_did_not_see);
    tcase_add_test(tc, test_a_card_moved_from_a_top_both_know_shortens_it);
    suite_add_tcase(suite, tc);
    tc = tcase_create("branches");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_a_card_only_weiss_saw_on_schwarz_deck_never_shows_to_schwarz);
    tcase_add_test(tc, test_a_card_only_schwarz_holds_never_shows_to_weiss);
    tcase_add_test(tc, test_a_top_only_schwarz_knows_of_weiss_deck_never_shows_to_weiss);
    suite_add_tcase(suite, tc);
    tc = tcase_create("resampling a resample");
    tcase_add_test(tc, test_a_use_whose_card_went_back_to_the_deck_resamples_alike);
    tcase_add_test(tc, test_copies_spelt_apart_resample_alike_wherever_their_twins_lie);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(honesty_suite());
}
