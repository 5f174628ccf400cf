/* Shephy's hidden information: resampling draws the deck order, the only
   thing the player cannot see, uniformly and from the deck's contents
   alone, and leaves every other card where it is; reseeding changes the
   chance to come and nothing already decided. */
#include <check.h>

#include "check_quiet.h"
#include <string.h>

#include "shephy_positions.h"

static cg_state *clone_of(const cg_state *s)
{
    cg_state *c = NULL;
    ck_assert_int_eq(cg_state_clone(s, &c), CG_OK);
    return c;
}

static cg_state *resampled(const cg_state *s, uint64_t seed)
{
    cg_state *c = clone_of(s);
    ck_assert_int_eq(cg_state_resample(c, 0, seed), CG_OK);
    return c;
}

static int deck_of(const cg_state *s, uint8_t deck[CG_SHEPHY_EVENT_CARDS])
{
    return cg_shephy_deck(s, deck, CG_SHEPHY_EVENT_CARDS);
}

/* ---- Uniform deck orders ---- */

/* Chi-square of the counts of `cells` equally likely outcomes. */
static double chi_square(const int *counts, int cells, int samples)
{
    double expected = (double)samples / cells, sum = 0;
    for (int i = 0; i < cells; i++)
        sum += (counts[i] - expected) * (counts[i] - expected) / expected;
    return sum;
}

/* Resamples the position `samples` times and counts each distinct deck
   order; returns how many distinct orders were seen. */
static int count_orders(const cg_state *s, int samples, int counts[32])
{
    uint64_t keys[32];
    int distinct = 0;
    for (int k = 0; k < samples; k++) {
        cg_state *r = resampled(s, (uint64_t)k + 1);
        uint8_t deck[CG_SHEPHY_EVENT_CARDS];
        int n = deck_of(r, deck);
        uint64_t key = 0;
        for (int i = 0; i < n; i++)
            key = key * CG_SHEPHY_CARD_KINDS + deck[i];
        int i = 0;
        while (i < distinct && keys[i] != key)
            i++;
        if (i == distinct) {
            ck_assert_int_lt(distinct, 32);
            keys[distinct] = key;
            counts[distinct++] = 0;
        }
        counts[i]++;
        cg_state_free(r);
    }
    return distinct;
}

START_TEST(resample_draws_each_order_of_a_small_deck_equally_often)
{
    cg_state *s = load_pos((pos){.hand = "Storm", .deck = "Wolves, Plague, Slump, Meteor"});
    int counts[32];
    enum { SAMPLES = 24 * 500 };
    /* 4! orders, each drawn; chi-square of 23 degrees below its 0.1% point */
    ck_assert_int_eq(count_orders(s, SAMPLES, counts), 24);
    double chi = chi_square(counts, 24, SAMPLES);
    ck_assert_msg(chi < 49.73, "chi-square %g over 24 orders", chi);
    cg_state_free(s);
}
END_TEST

START_TEST(resample_draws_each_arrangement_of_repeated_cards_equally_often)
{
    cg_state *s = load_pos((pos){
        .hand = "Storm", .deck = "Be Fruitful, Dominion, Be Fruitful, Dominion, Be Fruitful"});
    int counts[32];
    enum { SAMPLES = 10 * 1000 };
    /* 5! / (3! 2!) arrangements; chi-square of 9 degrees below its 0.1% point */
    ck_assert_int_eq(count_orders(s, SAMPLES, counts), 10);
    double chi = chi_square(counts, 10, SAMPLES);
    ck_assert_msg(chi < 27.88, "chi-square %g over 10 arrangements", chi);
    cg_state_free(s);
}
END_TEST

/* ---- What resample keeps ---- */

/* A game in progress: Storm has made its first release; cards in every zone. */
static const pos storm_midway = {
    .field = "1 3 3 30",
    .enemy = "10",
    .hand = "Be Fruitful, Wolves, Plague",
    .deck = "Inspiration, Dominion, Slump, Be Fruitful, Lightning, Multiply, Crowding, "
            "Flourish, Golden Hooves",
    .discard = "*, Storm",
    .exile = "Meteor, Shephion",
    .effect = "Storm: rest 1",
};

/* The saved form's lines but the deck's. */
static void body_without_deck(const cg_state *s, char *body)
{
    state_body(s, body);
    char *deck = strstr(body, "deck ");
    ck_assert_ptr_nonnull(deck);
    char *end = strchr(deck, '\n') + 1;
    memmove(deck, end, strlen(end) + 1);
}

static void sorted_deck(const cg_state *s, uint8_t counts[CG_SHEPHY_CARD_KINDS])
{
    uint8_t deck[CG_SHEPHY_EVENT_CARDS];
    int n = deck_of(s, deck);
    memset(counts, 0, CG_SHEPHY_CARD_KINDS);
    for (int i = 0; i < n; i++)
        counts[deck[i]]++;
}

START_TEST(resample_keeps_every_card_but_the_decks_order)
{
    cg_state *s = load_pos(storm_midway);
    uint8_t before[CG_SHEPHY_EVENT_CARDS], after[CG_SHEPHY_EVENT_CARDS];
    int n = deck_of(s, before);
    for (uint64_t seed = 1; seed <= 50; seed++) {
        cg_state *r = resampled(s, seed);
        char body_s[BODY_CAP], body_r[BODY_CAP];
        body_without_deck(s, body_s);
        body_without_deck(r, body_r);
        /* field, stock, enemy, hand, discard pile and exile in their order,
           the effect and its choices */
        ck_assert_str_eq(body_r, body_s);
        uint8_t kinds_s[CG_SHEPHY_CARD_KINDS], kinds_r[CG_SHEPHY_CARD_KINDS];
        sorted_deck(s, kinds_s);
        sorted_deck(r, kinds_r);
        ck_assert_mem_eq(kinds_r, kinds_s, sizeof kinds_s);
        ck_assert_int_eq(deck_of(r, after), n);
        ck_assert_uint_eq(cg_state_move_number(r), cg_state_move_number(s));
        cg_state_free(r);
    }
    cg_state_free(s);
}
END_TEST

START_TEST(resample_reorders_the_deck)
{
    cg_state *s = load_pos(storm_midway);
    uint8_t before[CG_SHEPHY_EVENT_CARDS], after[CG_SHEPHY_EVENT_CARDS];
    int n = deck_of(s, before), moved = 0;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        cg_state *r = resampled(s, seed);
        deck_of(r, after);
        moved += memcmp(before, after, (size_t)n) != 0;
        cg_state_free(r);
    }
    /* 9 different cards have 362,880 orders */
    ck_assert_int_eq(moved, 50);
    cg_state_free(s);
}
END_TEST

START_TEST(resample_keeps_what_the_player_sees)
{
    cg_state *s = load_pos(storm_midway);
    cg_state *r = resampled(s, 77);
    char seen_s[BODY_CAP], seen_r[BODY_CAP];
    cg_state_render(s, 0, seen_s, sizeof seen_s);
    cg_state_render(r, 0, seen_r, sizeof seen_r);
    ck_assert_str_eq(seen_r, seen_s);
    float obs_s[CG_SHEPHY_OBSERVATION_SIZE], obs_r[CG_SHEPHY_OBSERVATION_SIZE];
    ck_assert_int_eq(cg_state_observation(s, 0, obs_s, CG_SHEPHY_OBSERVATION_SIZE), CG_OK);
    ck_assert_int_eq(cg_state_observation(r, 0, obs_r, CG_SHEPHY_OBSERVATION_SIZE), CG_OK);
    ck_assert_mem_eq(obs_r, obs_s, sizeof obs_s);
    expect_moves(r, "Release 1 Sheep card|Release 3 Sheep card|Release 30 Sheep card");
    expect_moves(s, "Release 1 Sheep card|Release 3 Sheep card|Release 30 Sheep card");
    cg_state_free(s);
    cg_state_free(r);
}
END_TEST

START_TEST(resample_does_not_depend_on_the_order_it_replaces)
{
    cg_state *a = load_pos((pos){.hand = "Storm", .deck = "Wolves, Plague, Be Fruitful, Slump"});
    cg_state *b = load_pos((pos){.hand = "Storm", .deck = "Slump, Be Fruitful, Wolves, Plague"});
    for (uint64_t seed = 1; seed <= 20; seed++) {
        cg_state *ra = resampled(a, seed), *rb = resampled(b, seed);
        ck_assert(cg_state_equal(ra, rb));
        cg_state_free(ra);
        cg_state_free(rb);
    }
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(resample_follows_its_seed)
{
    cg_state *s = load_pos(storm_midway);
    cg_state *a = resampled(s, 5), *b = resampled(s, 5), *c = resampled(s, 6);
    ck_assert(cg_state_equal(a, b));
    ck_assert(!cg_state_equal(a, c));
    cg_state_free(s);
    cg_state_free(a);
    cg_state_free(b);
    cg_state_free(c);
}
END_TEST

START_TEST(a_finished_game_is_resampled_like_a_running_one)
{
    /* the same deck's cards, in other orders, in a lost and a running game */
    cg_state *lost = load_pos((pos){.field = "-", .deck = "Wolves, Plague, Slump, Storm"});
    cg_state *running = load_pos((pos){.field = "1", .deck = "Storm, Slump, Plague, Wolves"});
    expect_over(lost, CG_SHEPHY_LOST_ALL_SHEEP);
    uint8_t deck_lost[CG_SHEPHY_EVENT_CARDS], deck_running[CG_SHEPHY_EVENT_CARDS];
    for (uint64_t seed = 1; seed <= 20; seed++) {
        cg_state *rl = resampled(lost, seed), *rr = resampled(running, seed);
        ck_assert_int_eq(deck_of(rl, deck_lost), 4);
        ck_assert_int_eq(deck_of(rr, deck_running), 4);
        ck_assert_mem_eq(deck_lost, deck_running, 4);
        expect_over(rl, CG_SHEPHY_LOST_ALL_SHEEP);
        cg_state_free(rl);
        cg_state_free(rr);
    }
    cg_state_free(lost);
    cg_state_free(running);
}
END_TEST

START_TEST(resample_during_inspirations_search_leaves_the_shuffle_to_come)
{
    cg_state *s = load_pos((pos){.hand = "Storm",
                                 .deck = "Wolves, Plague, Slump",
                                 .discard = "*, Inspiration",
                                 .effect = "Inspiration: searched"});
    cg_state *r = resampled(s, 3);
    expect_moves(r, "Shuffle the deck");
    cg_shephy_effect e;
    ck_assert_int_eq(cg_shephy_effect_of(r, &e), CG_OK);
    ck_assert_int_eq(e.card, CG_SHEPHY_INSPIRATION);
    ck_assert_int_eq(e.searched, 1);
    cg_state_free(s);
    cg_state_free(r);
}
END_TEST

START_TEST(resample_for_no_player_only_reseeds)
{
    cg_state *s = load_pos(storm_midway);
    cg_state *none = clone_of(s), *reseeded = clone_of(s);
    ck_assert_int_eq(cg_state_resample(none, CG_PLAYER_NONE, 9), CG_OK);
    ck_assert_int_eq(cg_state_reseed(reseeded, 9), CG_OK);
    ck_assert(cg_state_equal(none, reseeded));
    expect_pos(none, storm_midway);
    cg_state_free(s);
    cg_state_free(none);
    cg_state_free(reseeded);
}
END_TEST

START_TEST(shuffle_hidden_draws_as_resample_does)
{
    cg_state *s = load_pos(storm_midway);
    for (uint64_t seed = 1; seed <= 10; seed++) {
        cg_state *h = clone_of(s), *r = resampled(s, seed);
        ck_assert_int_eq(cg_shephy_shuffle_hidden(h, seed), CG_OK);
        ck_assert(cg_state_equal(h, r));
        cg_state_free(h);
        cg_state_free(r);
    }
    cg_state_free(s);
}
END_TEST

/* ---- Reseed ---- */

START_TEST(reseed_leaves_every_card_where_it_is)
{
    cg_state *s = load_pos(storm_midway);
    ck_assert_int_eq(cg_state_reseed(s, 12), CG_OK);
    expect_pos(s, storm_midway);
    cg_state_free(s);
}
END_TEST

/* Two clones of p reseeded with seeds a and b, equal but for the generator,
   after the move `text`. */
static void after_reseeded_move(pos p, uint64_t a, uint64_t b, const char *text, cg_state **out_a,
                                cg_state **out_b)
{
    cg_state *s = load_pos(p);
    *out_a = clone_of(s);
    *out_b = clone_of(s);
    ck_assert_int_eq(cg_state_reseed(*out_a, a), CG_OK);
    ck_assert_int_eq(cg_state_reseed(*out_b, b), CG_OK);
    play(*out_a, text);
    play(*out_b, text);
    cg_state_free(s);
}

static bool same_position(const cg_state *a, const cg_state *b)
{
    char body_a[BODY_CAP], body_b[BODY_CAP];
    state_body(a, body_a);
    state_body(b, body_b);
    return strcmp(body_a, body_b) == 0;
}

START_TEST(clones_reseeded_apart_remake_different_decks)
{
    cg_state *a, *b, *c, *d;
    pos before_remake = {.hand = "-", .deck = "-", .discard = "*"};
    after_reseeded_move(before_remake, 1, 2, "Remake Deck then fill Hand", &a, &b);
    ck_assert(!same_position(a, b));
    after_reseeded_move(before_remake, 1, 1, "Remake Deck then fill Hand", &c, &d);
    ck_assert(cg_state_equal(c, d));
    ck_assert(same_position(a, c));
    cg_state_free(a);
    cg_state_free(b);
    cg_state_free(c);
    cg_state_free(d);
}
END_TEST

START_TEST(clones_reseeded_apart_shuffle_inspirations_deck_differently)
{
    cg_state *a, *b;
    pos searched = {.hand = "Storm",
                    .deck =
                        "Wolves, Plague, Slump, Lightning, Meteor, Multiply, Crowding, Flourish",
                    .discard = "*, Inspiration",
                    .effect = "Inspiration: searched"};
    after_reseeded_move(searched, 1, 2, "Shuffle the deck", &a, &b);
    ck_assert(!same_position(a, b));
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

static bool is_chance(cg_move m)
{
    return CG_SHEPHY_MOVE_KIND(m) == CG_SHEPHY_REMAKE ||
           CG_SHEPHY_MOVE_KIND(m) == CG_SHEPHY_SHUFFLE;
}

START_TEST(played_clones_reseeded_apart_stay_equal_until_the_first_shuffle)
{
    int diverged = 0;
    for (uint64_t seed = 1; seed <= 2000; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(shephy_game, seed, &s), CG_OK);
        cg_state *a = clone_of(s), *b = clone_of(s);
        ck_assert_int_eq(cg_state_reseed(a, seed * 2), CG_OK);
        ck_assert_int_eq(cg_state_reseed(b, seed * 2 + 1), CG_OK);
        cg_move moves[64];
        size_t n;
        for (uint64_t k = 0; (n = cg_state_legal_moves(a, moves, 64)) > 0; k++) {
            ck_assert(same_position(a, b));
            cg_move m = moves[(seed * 7 + k * 13) % n];
            /* a shuffle of 8 cards or more (40,320 orders) tells them apart */
            uint8_t pile[CG_SHEPHY_EVENT_CARDS];
            int shuffled = CG_SHEPHY_MOVE_KIND(m) == CG_SHEPHY_REMAKE
                               ? cg_shephy_discard(a, pile, sizeof pile)
                               : cg_shephy_deck(a, pile, sizeof pile);
            ck_assert_int_eq(cg_state_apply(a, m), CG_OK);
            ck_assert_int_eq(cg_state_apply(b, m), CG_OK);
            if (is_chance(m)) {
                if (shuffled >= 8) {
                    ck_assert(!same_position(a, b));
                    diverged++;
                }
                break;
            }
        }
        cg_state_free(s);
        cg_state_free(a);
        cg_state_free(b);
    }
    ck_assert_int_gt(diverged, 0);
}
END_TEST

void add_information_tests(Suite *suite)
{
    TCase *tc = tcase_create("information");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, resample_draws_each_order_of_a_small_deck_equally_often);
    tcase_add_test(tc, resample_draws_each_arrangement_of_repeated_cards_equally_often);
    tcase_add_test(tc, resample_keeps_every_card_but_the_decks_order);
    tcase_add_test(tc, resample_reorders_the_deck);
    tcase_add_test(tc, resample_keeps_what_the_player_sees);
    tcase_add_test(tc, resample_does_not_depend_on_the_order_it_replaces);
    tcase_add_test(tc, resample_follows_its_seed);
    tcase_add_test(tc, a_finished_game_is_resampled_like_a_running_one);
    tcase_add_test(tc, resample_during_inspirations_search_leaves_the_shuffle_to_come);
    tcase_add_test(tc, resample_for_no_player_only_reseeds);
    tcase_add_test(tc, shuffle_hidden_draws_as_resample_does);
    tcase_add_test(tc, reseed_leaves_every_card_where_it_is);
    tcase_add_test(tc, clones_reseeded_apart_remake_different_decks);
    tcase_add_test(tc, clones_reseeded_apart_shuffle_inspirations_deck_differently);
    tcase_add_test(tc, played_clones_reseeded_apart_stay_equal_until_the_first_shuffle);
    suite_add_tcase(suite, tc);
}
