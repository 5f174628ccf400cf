/* Weiss-Fiuba-Schwarz: hidden information. What each player sees and keeps
   track of (the stock, A2's deck tops, the bounds on the opponent's hand and
   deck and every rule that changes them), their render and saved form, and
   resampling: what stays, what is redrawn, uniform orders, every completion the
   bounds allow, conservation of the 100 cards, reseeding. */
#include <check.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "ws_fixture.h"

static bool render_has(const cg_state *s, int viewer, const char *text)
{
    return strstr(ws_render_for(s, viewer), text) != NULL;
}

/* The saved text without its generator line, to compare positions. */
static char *saved_without_rng(const cg_state *s)
{
    char *text = ws_saved(s);
    char *rng = strstr(text, "\nrng ");
    char *end = strchr(rng + 1, '\n');
    memmove(rng, end, strlen(end) + 1);
    return text;
}

static cg_state *resampled(const cg_state *s, int viewer, uint64_t seed)
{
    cg_state *r = NULL;
    ck_assert_int_eq(cg_state_clone(s, &r), CG_OK);
    ck_assert_int_eq(cg_state_resample(r, viewer, seed), CG_OK);
    return r;
}

/* How many cards named `name` a zone holds. */
static int named(const cg_state *s, int player, int zone, const char *name)
{
    int cards[CG_WEISS_SCHWARZ_DECK_SIZE], count = 0;
    int n = cg_weiss_schwarz_zone_cards(s, player, zone, cards, CG_WEISS_SCHWARZ_DECK_SIZE);
    for (int i = 0; i < n; i++) {
        cg_weiss_schwarz_card card;
        cg_weiss_schwarz_card_info(cg_state_game(s), cards[i], &card);
        count += strcmp(card.name, name) == 0;
    }
    return count;
}

/* The first copy of a card's name (copies are numbered again by
   resampling: the name is what stays). */
static int first_copy(const cg_state *s, int id)
{
    cg_weiss_schwarz_card card, before;
    cg_weiss_schwarz_card_info(cg_state_game(s), id, &card);
    while (id % 50 > 0 && cg_weiss_schwarz_card_info(cg_state_game(s), id - 1, &before) == CG_OK &&
           strcmp(before.name, card.name) == 0)
        id--;
    return id;
}

/* Weiss's A2 on Schwarz's deck, whose top is (top first) Champion, Veteran,
   Apprentice, Guard, Squire; Weiss puts back Squire, Guard, Apprentice,
   Veteran, then Champion goes back by itself. */
static cg_state *after_weiss_reorders_schwarz_top(void)
{
    cg_state *s = ws_position(game, "weiss hand 21\nschwarz deck 0 4 8 12 16");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose opponent deck");
    ws_do(s, "choose Squire");
    ws_do(s, "choose Guard");
    ws_do(s, "choose Apprentice");
    ws_do(s, "choose Veteran");
    return s;
}

/* ---- what each player sees and keeps track of ---- */

START_TEST(test_both_players_see_the_stock_top_first)
{
    cg_state *s = ws_position(game, "weiss stock 0 4\nschwarz stock 41");
    for (int viewer = W; viewer <= S; viewer++) {
        ck_assert(render_has(s, viewer, "  stock:    Guard, Squire\n"));
        ck_assert(render_has(s, viewer, "  stock:    Footman\n"));
    }
    cg_state_free(s);
}
END_TEST

START_TEST(test_a2_shows_its_chooser_the_order_it_put_back)
{
    cg_state *s = after_weiss_reorders_schwarz_top();
    ck_assert(render_has(s, W,
                         "  known to player 0: top of deck Champion, Veteran, Apprentice, "
                         "Guard, Squire\n"));
    /* The other player knows how many, not which. */
    ck_assert(render_has(s, S, "  known to player 0: the top 5 cards of the deck\n"));
    ck_assert(!render_has(s, S, "Champion, Veteran"));
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "pending none\nweiss knows top 0 5 hand deck\nend\n"));
    free(text);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a_known_top_card_the_opponent_draws_is_known_in_its_hand)
{
    cg_state *s = after_weiss_reorders_schwarz_top();
    ws_do(s, "end main");
    ws_do(s, "end battle");
    ws_do(s, "end main"); /* Schwarz draws Champion */
    ck_assert(render_has(s, W,
                         "  known to player 0: top of deck Veteran, Apprentice, Guard, Squire; "
                         "in hand Champion\n"));
    /* Clocking it lowers the bound; the two cards drawn were known tops. */
    ws_do(s, "clock Champion");
    ck_assert(render_has(s, W,
                         "  known to player 0: top of deck Guard, Squire; in hand Apprentice, "
                         "Veteran\n"));
    cg_state_free(s);
}
END_TEST

/* Schwarz's deck is empty with Squire x3 in hand and Squire, Guard x4,
   Apprentice x2 in the waiting room; the rest is removed from the game. */
static const char *const refresh_position =
    "phase main2\nschwarz hand 0 1 2\nschwarz waiting 3 4 5 6 7 8 9\nschwarz removed "
    "10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 "
    "41 42 43 44 45 46 47 48 49";

START_TEST(test_a_refresh_shows_the_hand_and_the_new_deck)
{
    cg_state *s = ws_position(game, refresh_position);
    ws_do(s, "end main"); /* the end of turn refreshes Schwarz's deck, then Schwarz draws */
    /* Before the draw Weiss knew the whole deck by name: Squire, Guard x4,
       Apprentice x2; the card drawn may be any of them. */
    ck_assert(render_has(s, W,
                         "  known to player 0: in hand Squire, Squire, Squire; in deck Guard, "
                         "Guard, Guard, Apprentice\n"));
    ck_assert_int_eq(ws_zone_count(s, S, HAND), 4);
    cg_state_free(s);
}
END_TEST

START_TEST(test_an_unseen_draw_lowers_every_deck_bound)
{
    cg_state *s = ws_position(game, "turn 2\nphase clock\nschwarz hand 0\n"
                                    "weiss knows top 0 0 hand deck 4 8");
    ck_assert(render_has(s, W, "  known to player 0: in deck Guard, Apprentice\n"));
    ws_do(s, "clock Squire"); /* two draws from a deck Weiss knows in part */
    ck_assert(!render_has(s, W, "known to player 0"));
    char *text = ws_saved(s);
    ck_assert_ptr_null(strstr(text, "weiss knows"));
    free(text);
    cg_state_free(s);
}
END_TEST

START_TEST(test_a1_puts_the_unseen_cards_of_its_color_in_the_hand)
{
    /* Schwarz's top card is a Guard (red): every red card leaves its deck, so
       its Guard in hand is known; its Squire (yellow) is not. */
    cg_state *s = ws_position(game, "weiss hand 20\nschwarz hand 1 5\nschwarz deck 6");
    ws_do(s, "play Spell A1");
    ws_do(s, "choose opponent deck");
    ck_assert_int_eq(named(s, S, DECK, "Guard") + named(s, S, DECK, "Banner"), 0);
    ck_assert(render_has(s, W, "  known to player 0: in hand Guard\n"));
    for (uint64_t seed = 1; seed <= 50; seed++) {
        cg_state *r = resampled(s, W, seed);
        ck_assert_int_eq(named(r, S, HAND, "Guard"), 1);
        cg_state_free(r);
    }
    cg_state_free(s);
}
END_TEST

START_TEST(test_a3_cards_are_known_to_be_in_the_deck)
{
    cg_state *s = ws_position(game, "turn 2\nschwarz hand 22\nschwarz clock 41\nschwarz stock 45\n"
                                    "schwarz stage 0 - - - -\nschwarz knows top 0 2 hand deck");
    ws_do(s, "play Spell A3");
    ck_assert(render_has(s, W, "  known to player 0: in deck Squire, Footman, Archer\n"));
    /* The shuffle ends what Schwarz knew of its own top. */
    ck_assert(!render_has(s, S, "known to player 1"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_cards_revealed_from_the_top_leave_the_known_run)
{
    /* Weiss knows Schwarz's top two (Guard, then Squire) and one Guard in the
       deck; a direct attack with Squire deals 1: the Guard is revealed. */
    cg_state *s = ws_position(game, "phase battle\nweiss stage 0 - - - -\nweiss deck 1\n"
                                    "schwarz deck 3 5\nweiss knows top 0 2 hand deck 4");
    ws_do(s, "attack front-left");
    ck_assert_str_eq(ws_zone_text(s, S, CLOCK), "5");
    ck_assert(render_has(s, W, "  known to player 0: top of deck Squire\n"));
    ck_assert(render_has(s, S, "  known to player 0: the top card of the deck\n"));
    char *text = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(text, "weiss knows top 0 1 hand deck\n"));
    free(text);
    cg_state_free(s);
}
END_TEST

START_TEST(test_the_other_players_a2_ends_a_known_top_but_not_the_cards)
{
    cg_state *s = ws_position(game, "turn 2\nschwarz hand 21\nschwarz deck 3 5\n"
                                    "weiss knows top 0 2 hand deck");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose own deck");
    ck_assert(render_has(s, W, "  known to player 0: in deck Squire, Guard\n"));
    ck_assert(!render_has(s, W, "top of deck"));
    cg_state_free(s);
}
END_TEST

START_TEST(test_a_card_leaving_the_hand_face_up_lowers_its_bound)
{
    cg_state *s =
        ws_position(game, "turn 2\nschwarz hand 0 4 5\nweiss knows top 0 0 hand 4 4 deck");
    ws_do(s, "play Guard front-left");
    ck_assert(render_has(s, W, "  known to player 0: in hand Guard\n"));
    cg_state_free(s);
}
END_TEST

/* ---- the saved form of knowledge ---- */

START_TEST(test_knows_lines_round_trip)
{
    char *text = ws_position_text(game,
                                  "schwarz hand 5\nweiss knows top 0 2 hand 4 deck 8 8\n"
                                  "schwarz knows top 1 0 hand deck",
                                  WS_RNG_DEFAULT);
    cg_state *s = NULL;
    ck_assert_msg(cg_state_load(game, text, &s) == CG_OK, "%s", cg_last_error());
    char *again = ws_saved(s);
    ck_assert_ptr_nonnull(strstr(again, "pending none\nweiss knows top 0 2 hand 4 deck 8 8\n"
                                        "schwarz knows top 1 0 hand deck\nend\n"));
    cg_state *loaded = NULL;
    ck_assert_int_eq(cg_state_load(game, again, &loaded), CG_OK);
    ck_assert(cg_state_equal(s, loaded));
    cg_state_free(loaded);
    ck_assert(render_has(s, W, "in hand Guard; in deck Apprentice, Apprentice\n"));
    ck_assert(render_has(s, S, "  known to player 1: top of deck "));
    free(again);
    free(text);
    cg_state_free(s);
}
END_TEST

static const struct {
    const char *spec;
    const char *reason;
} bad_knowledge[] = {
    {"weiss knows top 0 6 hand deck", "'6' is not a number of known top cards (0..5)"},
    {"schwarz removed 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 "
     "29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49\n"
     "weiss knows top 0 3 hand deck",
     "Weiss knows the top 3 cards of Schwarz's deck, which holds 2"},
    {"weiss knows top 0 0 hand 4 deck", "Weiss knows of 1 Guard in Schwarz's hand, which holds 0"},
    {"schwarz removed 4 5 6 7\nweiss knows top 0 0 hand deck 4",
     "Weiss knows of 1 Guard in Schwarz's deck, which holds 0"},
    {"schwarz hand 4 5 6 7\nweiss knows top 0 0 hand 4 4 4 4 4 deck",
     "more than 4 cards of one name in the hand"},
    {"weiss knows top 0 0 hand x deck", "'x' is not a card index of Schwarz's (0..49)"},
    {"weiss knows 0 0", "a knows line goes on with 'top W S'"},
    {"weiss knows top 0 0 deck", "a knows line goes on with 'hand'"},
    {"weiss knows top 0 0 hand", "a knows line goes on with 'deck'"},
    {"weiss knows top 0 0 hand deck", "a knows line that knows nothing is left out"},
    {"turn 2\npending A2 schwarz:21 waiting order schwarz 0 1\nweiss knows top 0 1 hand deck",
     "Weiss knows no top card of Schwarz's deck while Schwarz puts cards back onto it"},
};

START_TEST(test_load_refuses_knowledge_the_position_contradicts)
{
    for (size_t i = 0; i < sizeof bad_knowledge / sizeof bad_knowledge[0]; i++) {
        char *text = ws_position_text(game, bad_knowledge[i].spec, WS_RNG_DEFAULT);
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_load(game, text, &s), CG_EPARSE);
        const char *message = cg_last_error();
        ck_assert_msg(strstr(message, bad_knowledge[i].reason) != NULL, "'%s' gave '%s', not '%s'",
                      bad_knowledge[i].spec, message, bad_knowledge[i].reason);
        /* The message names the knows line, the last before "end". */
        char *line = strstr(text, "\nweiss knows");
        int number = 1;
        for (const char *p = text; p <= line; p++)
            number += *p == '\n';
        char expected[64];
        snprintf(expected, sizeof expected, "saved state, line %d: ", number);
        ck_assert_msg(strncmp(message, expected, strlen(expected)) == 0, "%s", message);
        free(text);
    }
}
END_TEST

START_TEST(test_knows_lines_come_once_each_weiss_first)
{
    char *text = ws_position_text(game, "", WS_RNG_DEFAULT);
    const char *lines[] = {"schwarz knows top 0 1 hand deck\nweiss knows top 0 1 hand deck\n",
                           "weiss knows top 0 1 hand deck\nweiss knows top 0 1 hand deck\n"};
    for (size_t i = 0; i < 2; i++) {
        char edited[16384];
        char *end = strstr(text, "end\n");
        snprintf(edited, sizeof edited, "%.*s%send\n", (int)(end - text), text, lines[i]);
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_load(game, edited, &s), CG_EPARSE);
        ck_assert_ptr_nonnull(strstr(cg_last_error(), "one knows line per player, weiss's first"));
    }
    free(text);
}
END_TEST

/* Mutated knows lines never crash the loader, and what loads is sound: it
   saves and loads back equal, and resamples for both players into positions
   that load. */
START_TEST(test_load_survives_mutated_knows_lines)
{
    static const char alphabet[] = " \n0123456789abcdehknoprstw";
    char *valid = ws_position_text(game,
                                   "schwarz hand 5 9\nweiss knows top 1 2 hand 4 8 deck 8 12\n"
                                   "schwarz knows top 0 3 hand deck 0 45",
                                   WS_RNG_DEFAULT);
    size_t valid_len = strlen(valid), from = (size_t)(strstr(valid, "weiss knows") - valid);
    static char text[32768];
    uint64_t r = 777;
    int loaded = 0;
    for (int round = 0; round < 5000; round++) {
        memcpy(text, valid, valid_len + 1);
        for (int m = 0; m < 1 + round % 3; m++) {
            r = r * 6364136223846793005u + 1442695040888963407u;
            text[from + (size_t)(r >> 33) % (valid_len - 4 - from)] =
                alphabet[(r >> 16) % (sizeof alphabet - 1)];
        }
        cg_state *s = NULL;
        cg_status st = cg_state_load(game, text, &s);
        ck_assert_msg(st == CG_OK || st == CG_EPARSE, "load returned %d", st);
        if (st != CG_OK)
            continue;
        loaded++;
        char *again = ws_saved(s);
        cg_state *back = NULL;
        ck_assert_msg(cg_state_load(game, again, &back) == CG_OK, "%s", cg_last_error());
        ck_assert(cg_state_equal(s, back));
        for (int viewer = W; viewer <= S; viewer++) {
            cg_state *rs = resampled(s, viewer, (uint64_t)round);
            char *saved = ws_saved(rs);
            cg_state *reloaded = NULL;
            ck_assert_msg(cg_state_load(game, saved, &reloaded) == CG_OK, "%s", cg_last_error());
            free(saved);
            cg_state_free(reloaded);
            cg_state_free(rs);
        }
        free(again);
        cg_state_free(back);
        cg_state_free(s);
    }
    ck_assert_int_gt(loaded, 0);
    free(valid);
}
END_TEST

/* ---- resampling ---- */

static double chi_square(const int *counts, int cells, int total)
{
    double expected = (double)total / cells, sum = 0.0;
    for (int i = 0; i < cells; i++)
        sum += (counts[i] - expected) * (counts[i] - expected) / expected;
    return sum;
}

/* The rank of an order of the values 0..n-1 among the n! orders. */
static int permutation_rank(const int *order, int n)
{
    int rank = 0;
    for (int i = 0; i < n; i++) {
        int smaller = 0;
        for (int j = i + 1; j < n; j++)
            smaller += order[j] < order[i];
        rank = rank * (n - i) + smaller;
    }
    return rank;
}

START_TEST(test_resample_orders_the_viewers_deck_uniformly)
{
    /* Weiss's deck holds a Squire, a Guard, an Apprentice and a Veteran (cards
       0, 4, 8, 12): 24 orders of the four names. */
    cg_state *s = ws_position(game, "weiss removed 1 2 3 5 6 7 9 10 11 13 14 15 16 17 18 19 20 21 "
                                    "22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 "
                                    "42 43 44 45 46 47 48 49");
    int counts[24] = {0}, total = 2400;
    for (int seed = 1; seed <= total; seed++) {
        cg_state *r = resampled(s, W, (uint64_t)seed);
        int deck[4];
        ck_assert_int_eq(cg_weiss_schwarz_zone_cards(r, W, DECK, deck, 4), 4);
        for (int i = 0; i < 4; i++)
            deck[i] = first_copy(r, deck[i]) / 4;
        counts[permutation_rank(deck, 4)]++;
        cg_state_free(r);
    }
    /* The 99.9% point of chi-square with 23 degrees of freedom. */
    ck_assert_msg(chi_square(counts, 24, total) < 49.73, "chi-square %g",
                  chi_square(counts, 24, total));
    cg_state_free(s);
}
END_TEST

START_TEST(test_resample_draws_the_opponents_hand_and_deck_uniformly)
{
    /* Schwarz's hidden cards are a Squire, a Guard, an Apprentice, a Veteran
       and a Champion (cards 0, 4, 8, 12, 16): 2 in hand, 3 in the deck,
       5!/2! = 60 outcomes by name (the hand as a set, the deck in order). */
    cg_state *s = ws_position(game, "schwarz hand 0 4\nschwarz removed 1 2 3 5 6 7 9 10 11 13 14 15 "
                                    "17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 "
                                    "36 37 38 39 40 41 42 43 44 45 46 47 48 49");
    static int counts[5 * 5 * 5 * 5 * 5];
    memset(counts, 0, sizeof counts);
    int total = 6000;
    for (int seed = 1; seed <= total; seed++) {
        cg_state *r = resampled(s, W, (uint64_t)seed);
        int hand[2], deck[3];
        ck_assert_int_eq(cg_weiss_schwarz_zone_cards(r, S, HAND, hand, 2), 2);
        ck_assert_int_eq(cg_weiss_schwarz_zone_cards(r, S, DECK, deck, 3), 3);
        for (int i = 0; i < 2; i++)
            hand[i] = 50 + (first_copy(r, hand[i]) - 50) / 4;
        for (int i = 0; i < 3; i++)
            deck[i] = 50 + (first_copy(r, deck[i]) - 50) / 4;
        int lo = hand[0] < hand[1] ? hand[0] : hand[1], hi = hand[0] + hand[1] - lo;
        int key = lo - 50;
        int rest[4] = {hi, deck[0], deck[1], deck[2]};
        for (int i = 0; i < 4; i++)
            key = key * 5 + rest[i] - 50;
        counts[key]++;
        cg_state_free(r);
    }
    int cells[60], n = 0;
    for (size_t key = 0; key < sizeof counts / sizeof counts[0]; key++) {
        if (!counts[key])
            continue;
        ck_assert_int_lt(n, 60);
        cells[n++] = counts[key];
    }
    ck_assert_int_eq(n, 60); /* every outcome came out, and no other */
    /* The 99.9% point of chi-square with 59 degrees of freedom. */
    ck_assert_msg(chi_square(cells, 60, total) < 98.3, "chi-square %g",
                  chi_square(cells, 60, total));
    cg_state_free(s);
}
END_TEST

START_TEST(test_resample_gives_every_split_the_bounds_allow_and_no_other)
{
    cg_state *s = ws_position(game, refresh_position);
    ws_do(s, "end main");
    /* Schwarz's hand: Squire x3 and one of Squire, Guard, Apprentice; its deck
       at least Guard x3 and an Apprentice. */
    int fourth[3] = {0, 0, 0};
    for (uint64_t seed = 1; seed <= 300; seed++) {
        cg_state *r = resampled(s, W, seed);
        int squires = named(r, S, HAND, "Squire"), guards = named(r, S, HAND, "Guard");
        int apprentices = named(r, S, HAND, "Apprentice");
        ck_assert_int_ge(squires, 3);
        ck_assert_int_eq(squires + guards + apprentices, 4);
        ck_assert_int_ge(named(r, S, DECK, "Guard"), 3);
        ck_assert_int_ge(named(r, S, DECK, "Apprentice"), 1);
        fourth[squires == 4 ? 0 : guards ? 1 : 2]++;
        ws_assert_every_card_once(r);
        cg_state_free(r);
    }
    for (int i = 0; i < 3; i++)
        ck_assert_int_gt(fourth[i], 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_resample_keeps_known_tops_and_what_the_opponent_knows)
{
    cg_state *s = after_weiss_reorders_schwarz_top();
    ck_assert_int_eq(cg_state_apply(s, ws_move(s, "end main")), CG_OK);
    char *before = ws_saved(s);
    int changed = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        cg_state *r = resampled(s, W, seed);
        int top[50], n = cg_weiss_schwarz_zone_cards(r, S, DECK, top, 50);
        /* Champion, Veteran, Apprentice, Guard, Squire stay on top. */
        ck_assert_int_eq(first_copy(r, top[n - 1]) % 50, 16);
        ck_assert_int_eq(first_copy(r, top[n - 2]) % 50, 12);
        ck_assert_int_eq(first_copy(r, top[n - 3]) % 50, 8);
        ck_assert_int_eq(first_copy(r, top[n - 4]) % 50, 4);
        ck_assert_int_eq(first_copy(r, top[n - 5]) % 50, 0);
        char *text = ws_saved(r);
        ck_assert_ptr_nonnull(strstr(text, "weiss knows top 0 5 hand deck\n"));
        changed += strcmp(strstr(text, "schwarz deck"), strstr(before, "schwarz deck")) != 0;
        free(text);
        cg_state_free(r);
    }
    ck_assert_int_gt(changed, 0); /* the rest of Schwarz's deck is redrawn */
    /* Schwarz resamples Weiss's knowledge of its deck as it is: Weiss knows
       the top five, so they move, but Weiss keeps knowing five. */
    cg_state *r = resampled(s, S, 7);
    char *text = ws_saved(r);
    ck_assert_ptr_nonnull(strstr(text, "weiss knows top 0 5 hand deck\n"));
    free(text);
    cg_state_free(r);
    free(before);
    cg_state_free(s);
}
END_TEST

START_TEST(test_resample_drops_the_opponents_bounds_and_keeps_its_tops)
{
    /* Weiss knows a Guard in Schwarz's hand, an Apprentice in its deck and
       Schwarz's top card; Schwarz knows Weiss's top two. */
    cg_state *s = ws_position(game, "schwarz hand 4 0\nweiss knows top 0 1 hand 4 deck 8\n"
                                    "schwarz knows top 2 0 hand deck");
    for (uint64_t seed = 1; seed <= 10; seed++) {
        cg_state *r = resampled(s, S, seed);
        char *text = ws_saved(r);
        ck_assert_ptr_nonnull(strstr(text, "weiss knows top 0 1 hand deck\n"));
        ck_assert_ptr_nonnull(strstr(text, "schwarz knows top 2 0 hand deck\n"));
        free(text);
        cg_state_free(r);
        r = resampled(s, W, seed);
        text = ws_saved(r);
        ck_assert_ptr_nonnull(strstr(text, "weiss knows top 0 1 hand 4 deck 8\n"));
        ck_assert_ptr_nonnull(strstr(text, "schwarz knows top 2 0 hand deck\n"));
        free(text);
        cg_state_free(r);
    }
    cg_state_free(s);
}
END_TEST

START_TEST(test_resample_redraws_the_cards_an_opponents_a2_holds)
{
    cg_state *s = ws_position(game, "turn 2\nschwarz hand 21");
    ws_do(s, "play Spell A2");
    ws_do(s, "choose own deck");
    cg_weiss_schwarz_choice before, after;
    cg_weiss_schwarz_pending_choice(s, &before);
    char seen[8192];
    snprintf(seen, sizeof seen, "%s", ws_render_for(s, W));
    int changed = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        cg_state *r = resampled(s, W, seed);
        cg_weiss_schwarz_pending_choice(r, &after);
        ck_assert_int_eq(after.looked_count, 5);
        changed += memcmp(after.looked, before.looked, sizeof after.looked) != 0;
        ck_assert_str_eq(ws_render_for(r, W), seen);
        ws_assert_every_card_once(r);
        cg_state_free(r);
        /* The chooser sees them: they stay (by name). */
        r = resampled(s, S, seed);
        cg_weiss_schwarz_pending_choice(r, &after);
        for (int i = 0; i < before.looked_count; i++)
            ck_assert_int_eq(first_copy(r, after.looked[i]), first_copy(s, before.looked[i]));
        cg_state_free(r);
    }
    ck_assert_int_gt(changed, 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_resample_reads_nothing_the_viewer_cannot_see)
{
    /* The same face-up cards, Schwarz's hidden cards and Weiss's deck
       arranged otherwise: Weiss resamples both to the same state. */
    cg_state *a =
        ws_position(game, "schwarz hand 0 4\nweiss deck 7 8\nweiss hand 1\nweiss clock 2");
    cg_state *b = ws_position(game, "schwarz hand 5 1\nschwarz deck 4 0\nweiss deck 8 7\n"
                                    "weiss hand 1\nweiss clock 2");
    for (uint64_t seed = 1; seed <= 10; seed++) {
        cg_state *ra = resampled(a, W, seed), *rb = resampled(b, W, seed);
        ck_assert(cg_state_equal(ra, rb));
        cg_state_free(ra);
        cg_state_free(rb);
    }
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(test_resample_depends_on_names_not_on_copies)
{
    /* Which Squire is face up and which hidden, Weiss cannot tell: the
       resampled positions are equal, copies numbered as they lie. */
    cg_state *a = ws_position(game, "schwarz waiting 0\nschwarz hand 1 4");
    cg_state *b = ws_position(game, "schwarz waiting 1\nschwarz hand 0 4");
    ck_assert_str_eq(ws_render_for(a, W), ws_render_for(b, W));
    for (uint64_t seed = 1; seed <= 10; seed++) {
        cg_state *ra = resampled(a, W, seed), *rb = resampled(b, W, seed);
        char all_a[16384];
        snprintf(all_a, sizeof all_a, "%s", ws_render_for(ra, CG_PLAYER_NONE));
        ck_assert_str_eq(all_a, ws_render_for(rb, CG_PLAYER_NONE));
        ck_assert(cg_state_equal(ra, rb));
        cg_state_free(ra);
        cg_state_free(rb);
    }
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

/* The cards of a zone by name, compared between two states. */
static bool same_zone(const cg_state *a, const cg_state *b, int player, int zone)
{
    int x[50], y[50];
    int n = cg_weiss_schwarz_zone_cards(a, player, zone, x, 50);
    if (n != cg_weiss_schwarz_zone_cards(b, player, zone, y, 50))
        return false;
    for (int i = 0; i < n; i++)
        if (first_copy(a, x[i]) != first_copy(b, y[i]))
            return false;
    return true;
}

/* The cards in a slot or climax area by name, -1 for none. */
static int copy_or_none(const cg_state *s, int id)
{
    return id < 0 ? -1 : first_copy(s, id);
}

static void check_resample_keeps_the_viewers_world(const cg_state *s, int viewer, uint64_t seed,
                                                   int *hand_changed)
{
    cg_state *r = resampled(s, viewer, seed);
    ws_assert_every_card_once(r);
    int zones[] = {CLOCK, LEVEL, STOCK, WAITING, REMOVED};
    for (int p = 0; p < 2; p++) {
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            ck_assert(same_zone(s, r, p, zones[z]));
        for (int slot = 0; slot < CG_WEISS_SCHWARZ_SLOTS; slot++)
            ck_assert_int_eq(copy_or_none(s, cg_weiss_schwarz_stage_card(s, p, slot)),
                             copy_or_none(r, cg_weiss_schwarz_stage_card(r, p, slot)));
        ck_assert_int_eq(copy_or_none(s, cg_weiss_schwarz_climax_card(s, p)),
                         copy_or_none(r, cg_weiss_schwarz_climax_card(r, p)));
    }
    ck_assert(same_zone(s, r, viewer, HAND));
    *hand_changed += !same_zone(s, r, 1 - viewer, HAND);
    char seen[16384];
    snprintf(seen, sizeof seen, "%s", ws_render_for(s, viewer));
    ck_assert_str_eq(ws_render_for(r, viewer), seen);
    char *text = ws_saved(r);
    cg_state *loaded = NULL;
    ck_assert_msg(cg_state_load(game, text, &loaded) == CG_OK, "%s", cg_last_error());
    ck_assert(cg_state_equal(r, loaded));
    free(text);
    cg_state_free(loaded);
    cg_state_free(r);
}

START_TEST(test_resample_conserves_every_card_and_keeps_what_the_viewer_sees)
{
    int hand_changed = 0, checks = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        cg_state *s = NULL;
        cg_state_new(game, seed, &s);
        for (int step = 0; step < 10 && !cg_state_is_terminal(s); step++) {
            cg_state_playout(s, seed * 97 + (uint64_t)step, 17, NULL);
            for (int viewer = W; viewer <= S; viewer++, checks++)
                check_resample_keeps_the_viewers_world(s, viewer, seed + (uint64_t)step,
                                                       &hand_changed);
        }
        cg_state_free(s);
    }
    /* The opponent's hand is redrawn (it changes in most positions). */
    ck_assert_int_gt(hand_changed * 2, checks);
}
END_TEST

START_TEST(test_reseeded_clones_diverge_at_the_first_chance_event)
{
    /* Weiss's deck is empty and its waiting room holds ten cards: the end of
       its turn shuffles them in, the first chance event from here. */
    cg_state *a =
        ws_position(game, "weiss hand 10\nweiss waiting 0 1 2 3 4 5 6 7 8 9\nweiss removed "
                          "11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 "
                          "32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49");
    cg_state *b = NULL;
    ck_assert_int_eq(cg_state_clone(a, &b), CG_OK);
    ck_assert_int_eq(cg_state_reseed(a, 1), CG_OK);
    ck_assert_int_eq(cg_state_reseed(b, 2), CG_OK);
    ck_assert(!cg_state_equal(a, b));
    const char *moves[] = {NULL, "end main", "end battle"};
    for (int i = 0; i < 3; i++) {
        if (moves[i]) {
            ws_do(a, moves[i]);
            ws_do(b, moves[i]);
        }
        char *ta = saved_without_rng(a), *tb = saved_without_rng(b);
        ck_assert_str_eq(ta, tb); /* nothing but the generator differs yet */
        free(ta);
        free(tb);
    }
    ws_do(a, "end main");
    ws_do(b, "end main");
    char deck_a[512];
    snprintf(deck_a, sizeof deck_a, "%s", ws_zone_text(a, W, DECK));
    ck_assert_str_ne(deck_a, ws_zone_text(b, W, DECK));
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

static Suite *information_suite(void)
{
    Suite *suite = suite_create("weiss_schwarz information");
    TCase *tc = tcase_create("knowledge");
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_both_players_see_the_stock_top_first);
    tcase_add_test(tc, test_a2_shows_its_chooser_the_order_it_put_back);
    tcase_add_test(tc, test_a_known_top_card_the_opponent_draws_is_known_in_its_hand);
    tcase_add_test(tc, test_a_refresh_shows_the_hand_and_the_new_deck);
    tcase_add_test(tc, test_an_unseen_draw_lowers_every_deck_bound);
    tcase_add_test(tc, test_a1_puts_the_unseen_cards_of_its_color_in_the_hand);
    tcase_add_test(tc, test_a3_cards_are_known_to_be_in_the_deck);
    tcase_add_test(tc, test_cards_revealed_from_the_top_leave_the_known_run);
    tcase_add_test(tc, test_the_other_players_a2_ends_a_known_top_but_not_the_cards);
    tcase_add_test(tc, test_a_card_leaving_the_hand_face_up_lowers_its_bound);
    tcase_add_test(tc, test_knows_lines_round_trip);
    tcase_add_test(tc, test_load_refuses_knowledge_the_position_contradicts);
    tcase_add_test(tc, test_knows_lines_come_once_each_weiss_first);
    tcase_add_test(tc, test_load_survives_mutated_knows_lines);
    suite_add_tcase(suite, tc);

    tc = tcase_create("resample");
    tcase_set_timeout(tc, 300);
    tcase_add_checked_fixture(tc, ws_setup, ws_teardown);
    tcase_add_test(tc, test_resample_orders_the_viewers_deck_uniformly);
    tcase_add_test(tc, test_resample_draws_the_opponents_hand_and_deck_uniformly);
    tcase_add_test(tc, test_resample_gives_every_split_the_bounds_allow_and_no_other);
    tcase_add_test(tc, test_resample_keeps_known_tops_and_what_the_opponent_knows);
    tcase_add_test(tc, test_resample_drops_the_opponents_bounds_and_keeps_its_tops);
    tcase_add_test(tc, test_resample_redraws_the_cards_an_opponents_a2_holds);
    tcase_add_test(tc, test_resample_reads_nothing_the_viewer_cannot_see);
    tcase_add_test(tc, test_resample_depends_on_names_not_on_copies);
    tcase_add_test(tc, test_resample_conserves_every_card_and_keeps_what_the_viewer_sees);
    tcase_add_test(tc, test_reseeded_clones_diverge_at_the_first_chance_event);
    suite_add_tcase(suite, tc);
    return suite;
}

int main(void)
{
    return check_run(information_suite());
}
