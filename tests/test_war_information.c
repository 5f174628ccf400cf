/*
 * War's hidden information. Both players see the same table, so both know and
 * remember the same: the cards face up, every count, and which pool each
 * hidden card they saw went to (a pool: the places one collect filled, whose
 * order nobody saw). Resampling keeps all of that and draws the rest: the
 * order inside each pool, and where the cards nobody remembers lie, uniformly.
 * Then: what the players remember, rule by rule; the memory in the saved
 * form; reseeding.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "war_positions.h"

#define DATA TEST_DATA_DIR "/war/"

/* ---- helpers ---- */

static cg_state *clone_of(const cg_state *s)
{
    cg_state *c = NULL;
    ck_assert_int_eq(cg_state_clone(s, &c), CG_OK);
    return c;
}

static cg_state *resampled(const cg_state *s, int viewer, uint64_t seed)
{
    cg_state *c = clone_of(s);
    ck_assert_int_eq(cg_state_resample(c, viewer, seed), CG_OK);
    return c;
}

/* Pearson's statistic of counts against the uniform law over `cells`. */
static double chi_square(const long *counts, int cells)
{
    long total = 0;
    for (int i = 0; i < cells; i++)
        total += counts[i];
    double expected = (double)total / cells, x = 0;
    for (int i = 0; i < cells; i++)
        x += ((double)counts[i] - expected) * ((double)counts[i] - expected) / expected;
    return x;
}

/* What everybody knows of a saved line: each place's pool (the hidden cards
   blanked, face-up ones kept), then the remembered cards of each pool in
   card order; which place of its pool a remembered card is in is hidden. */
static const char *public_part(const char *line)
{
    static char out[WAR_TEXT_CAP];
    char places[WAR_TEXT_CAP] = "", remembered[64][8];
    int n = 0;
    bool table = strncmp(line, "table", 5) == 0;
    for (const char *p = strchr(line, ' '); p; p = strchr(p + 1, ' ')) {
        const char *token = p + 1, *mark = strpbrk(token, "@: ");
        char shown[16];
        bool hidden = !table || *token == '(';
        if (mark && *mark == ' ')
            mark = NULL;
        snprintf(shown, sizeof shown, " %.*s%s", hidden ? 0 : 2, token, hidden ? "?" : "");
        strcat(places, shown);
        if (mark) {
            snprintf(shown, sizeof shown, "%.*s", (int)strcspn(mark + 1, " "), mark + 1);
            strcat(places, shown);
            if (*mark == '@')
                snprintf(remembered[n++], sizeof remembered[0], "%.2s%.*s", token + (*token == '('),
                         (int)strcspn(mark, " "), mark);
        }
    }
    qsort(remembered, (size_t)n, sizeof remembered[0], (int (*)(const void *, const void *))strcmp);
    snprintf(out, sizeof out, "%s |", places);
    for (int i = 0; i < n; i++) {
        strcat(out, " ");
        strcat(out, remembered[i]);
    }
    return out;
}

/* The saved lines of the position without the generator, as everybody knows
   them: equal for two states the players cannot tell apart. */
static void assert_same_public_part(const cg_state *a, const cg_state *b)
{
    static const char *const keys[] = {"next", "rounds", "wars", "hand1", "hand2", "table"};
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        char first[WAR_TEXT_CAP];
        snprintf(first, sizeof first, "%s", public_part(war_saved_line(a, keys[k])));
        ck_assert_str_eq(first, public_part(war_saved_line(b, keys[k])));
    }
}

static void assert_same_view(const cg_state *a, const cg_state *b, int viewer)
{
    char x[WAR_TEXT_CAP], y[WAR_TEXT_CAP];
    cg_state_render(a, viewer, x, sizeof x);
    cg_state_render(b, viewer, y, sizeof y);
    ck_assert_str_eq(x, y);
    size_t size = cg_game_observation_size(cg_state_game(a));
    float *p = malloc(size * sizeof *p), *q = malloc(size * sizeof *q);
    ck_assert(p && q);
    ck_assert_int_eq(cg_state_observation(a, viewer, p, size), CG_OK);
    ck_assert_int_eq(cg_state_observation(b, viewer, q, size), CG_OK);
    ck_assert(memcmp(p, q, size * sizeof *p) == 0);
    free(p);
    free(q);
}

/* Where a card is: player * 100 + index in hand, or 200 + table index. */
static int where(const cg_state *s, cg_war_card card)
{
    cg_war_card cards[CG_WAR_DECK_SIZE];
    for (int p = 0; p < 2; p++) {
        int n = war_hand_of(s, p, cards);
        for (int i = 0; i < n; i++)
            if (cards[i] == card)
                return p * 100 + i;
    }
    int n = war_table_of(s, cards, NULL);
    for (int i = 0; i < n; i++)
        if (cards[i] == card)
            return 200 + i;
    ck_abort_msg("card %u is nowhere", card);
    return -1;
}

/* A state `moves` moves into a game still running, with more than five
   cards in each hand: the game of `seed`, or of the first seed after it. */
static cg_state *mid_game(const cg_game *g, uint64_t seed, uint32_t moves)
{
    for (;; seed++) {
        cg_state *s = NULL;
        ck_assert_int_eq(cg_state_new(g, seed, &s), CG_OK);
        ck_assert_int_eq(cg_state_playout(s, 1, moves, NULL), CG_OK);
        if (!cg_state_is_terminal(s) && cg_war_hand_count(s, 0) > 5 && cg_war_hand_count(s, 1) > 5)
            return s;
        cg_state_free(s);
    }
}

/* ---- what resampling keeps ---- */

START_TEST(test_resample_keeps_what_the_players_see_and_remember)
{
    cg_game *g = war_new_game(NULL);
    for (uint64_t game = 1; game <= 6; game++) {
        cg_state *s = mid_game(g, game, (uint32_t)(40 * game + 1));
        for (int viewer = 0; viewer < 2; viewer++) {
            for (uint64_t seed = 1; seed <= 10; seed++) {
                cg_state *r = resampled(s, viewer, seed);
                assert_same_view(s, r, viewer);
                assert_same_view(s, r, 1 - viewer);
                assert_same_public_part(s, r);
                ck_assert_int_eq(cg_war_next_step(r), cg_war_next_step(s));
                ck_assert_uint_eq(cg_state_move_number(r), cg_state_move_number(s));
                cg_state_free(r);
            }
        }
        cg_state_free(s);
    }
    cg_game_free(g);
}
END_TEST

START_TEST(test_resample_conserves_the_52_cards)
{
    const char *params[] = {NULL, "facedown=1", "facedown=2"};
    for (size_t k = 0; k < 3; k++) {
        cg_game *g = war_new_game(params[k]);
        for (uint64_t game = 1; game <= 10; game++) {
            cg_state *s = NULL;
            ck_assert_int_eq(cg_state_new(g, game, &s), CG_OK);
            for (uint32_t step = 0; !cg_state_is_terminal(s); step++) {
                if (step % 7 == 0) {
                    cg_state *r = resampled(s, (int)(step % 2), step);
                    war_assert_52_cards(r);
                    for (int p = 0; p < 2; p++) {
                        ck_assert_int_eq(cg_war_hand_count(r, p), cg_war_hand_count(s, p));
                        ck_assert_int_eq(cg_war_table_count(r, p), cg_war_table_count(s, p));
                    }
                    cg_state_free(r);
                }
                ck_assert_int_eq(cg_state_playout(s, step, 1, NULL), CG_OK);
            }
            cg_state *r = resampled(s, 0, 5); /* a finished game too */
            war_assert_52_cards(r);
            cg_state_free(r);
            cg_state_free(s);
        }
        cg_game_free(g);
    }
}
END_TEST

/* Both players know the same, so a completion does not depend on the viewer. */
START_TEST(test_resample_is_the_same_for_both_players)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = mid_game(g, 3, 150);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        cg_state *a = resampled(s, 0, seed), *b = resampled(s, 1, seed);
        ck_assert(cg_state_equal(a, b));
        cg_state_free(a);
        cg_state_free(b);
    }
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Two positions alike in all the players know (counts, pools, the remembered
   cards of each pool) but with the hidden cards elsewhere give one state. */
START_TEST(test_resample_reads_nothing_hidden)
{
    cg_game *g = war_new_game(NULL);
    cg_state *a = war_position(g, "play", "3C@1 4C@1 9H", "2S", 24, "|");
    cg_state *b = war_position(g, "play", "4C@1 3C@1 2S", "9H", 24, "|");
    ck_assert(!cg_state_equal(a, b));
    for (uint64_t seed = 1; seed <= 5; seed++) {
        cg_state *x = resampled(a, 0, seed), *y = resampled(b, 0, seed);
        ck_assert(cg_state_equal(x, y));
        cg_state_free(x);
        cg_state_free(y);
    }
    cg_state_free(a);
    cg_state_free(b);
    cg_game_free(g);
}
END_TEST

/* ---- how it draws ---- */

static int permutation_index(const cg_war_card *cards, const cg_war_card *of, int n)
{
    /* The rank of the order of cards[] among the orders of of[] (Lehmer code). */
    int index = 0;
    int pos[8];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++)
            if (cards[i] == of[k])
                pos[i] = k;
    for (int i = 0; i < n; i++) {
        int smaller = 0;
        for (int k = i + 1; k < n; k++)
            smaller += pos[k] < pos[i];
        index = index * (n - i) + smaller;
    }
    return index;
}

/* A hand of four remembered cards, all in one pool: each of the 24 orders
   comes up as often (chi-square, 23 degrees of freedom, p = 0.001). */
START_TEST(test_resample_orders_a_pool_uniformly)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "", "2C@1 3C@1 4C@1 5C@1", 48, "|");
    const cg_war_card four[] = {war_card("2C"), war_card("3C"), war_card("4C"), war_card("5C")};
    long counts[24] = {0};
    for (uint64_t seed = 0; seed < 24 * 400; seed++) {
        cg_state *r = resampled(s, (int)(seed % 2), seed);
        cg_war_card hand[CG_WAR_DECK_SIZE];
        ck_assert_int_eq(war_hand_of(r, 1, hand), 4);
        counts[permutation_index(hand, four, 4)]++;
        cg_state_free(r);
    }
    for (int i = 0; i < 24; i++)
        ck_assert_int_gt(counts[i], 0);
    ck_assert_double_lt(chi_square(counts, 24), 49.728);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* At the start of a shuffled game nobody knows anything: the front card of
   hand 1 is any of the 52 alike (51 degrees of freedom, p = 0.001). */
START_TEST(test_resample_deals_unknown_cards_uniformly)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 8, &s), CG_OK);
    long counts[CG_WAR_DECK_SIZE] = {0};
    for (uint64_t seed = 0; seed < 52 * 200; seed++) {
        cg_state *r = resampled(s, 0, seed);
        cg_war_card hand[CG_WAR_DECK_SIZE];
        war_hand_of(r, 0, hand);
        counts[hand[0]]++;
        cg_state_free(r);
    }
    for (int c = 0; c < CG_WAR_DECK_SIZE; c++)
        ck_assert_int_gt(counts[c], 0);
    ck_assert_double_lt(chi_square(counts, CG_WAR_DECK_SIZE), 87.968);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* All but four cards are remembered each in a pool of its own place. 2S is
   remembered in a pool of two places, the other holding a card nobody
   remembers; 2D, 2C, 2H are remembered nowhere. The completions: 2S in either
   place of its pool, the three others in any order over the three places
   left: 12, each as likely (11 degrees of freedom, p = 0.001). */
static cg_state *small_memory_position(const cg_game *g)
{
    char rest[512], hand1[1024] = "2D 2C", hand2[1024] = "", body[3072];
    war_unused_cards("2D 2C 2H 2S", rest, sizeof rest); /* 48 cards */
    int pool = 0, k = 0;
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " "), k++) {
        char *h = k < 24 ? hand1 : hand2;
        if (k == 24) {
            pool++;
            snprintf(hand2, sizeof hand2, "2H:%d 2S@%d", pool, pool);
        }
        char token[16];
        snprintf(token, sizeof token, " %s@%d", p, ++pool);
        strcat(h, token);
    }
    snprintf(body, sizeof body, "next play\nrounds 5\nwars 0\nhand1 %s\nhand2 %s\ntable |\n", hand1,
             hand2);
    return war_load_body(g, body);
}

START_TEST(test_every_completion_of_what_is_remembered_is_as_likely)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = small_memory_position(g);
    const cg_war_card free_cards[] = {war_card("2D"), war_card("2C"), war_card("2H")};
    cg_war_card pinned1[CG_WAR_DECK_SIZE], pinned2[CG_WAR_DECK_SIZE];
    war_hand_of(s, 0, pinned1);
    war_hand_of(s, 1, pinned2);
    long counts[12] = {0};
    for (uint64_t seed = 0; seed < 12 * 500; seed++) {
        cg_state *r = resampled(s, (int)(seed % 2), seed);
        cg_war_card h1[CG_WAR_DECK_SIZE], h2[CG_WAR_DECK_SIZE];
        war_hand_of(r, 0, h1);
        war_hand_of(r, 1, h2);
        /* The cards pinned to their places never move. */
        ck_assert(memcmp(h1 + 2, pinned1 + 2, 24) == 0);
        ck_assert(memcmp(h2 + 2, pinned2 + 2, 24) == 0);
        int spade_second = h2[1] == war_card("2S");
        ck_assert(spade_second || h2[0] == war_card("2S"));
        cg_war_card order[3] = {h1[0], h1[1], h2[spade_second ? 0 : 1]};
        counts[spade_second * 6 + permutation_index(order, free_cards, 3)]++;
        cg_state_free(r);
    }
    for (int i = 0; i < 12; i++)
        ck_assert_int_gt(counts[i], 0);
    ck_assert_double_lt(chi_square(counts, 12), 31.264);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- what the players remember ---- */

/* 9C beats 2D: both go, shuffled, to the bottom of player 0's hand. Everybody
   saw them go there: they stay the last two cards of that hand, in either
   order, while the 25 cards above them, which nobody has seen, go anywhere. */
START_TEST(test_a_collect_is_remembered_at_the_bottom_of_the_takers_hand)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "9C", "2D", 25, "|");
    cg_war_card before[CG_WAR_DECK_SIZE];
    war_hand_of(s, 0, before);
    war_apply_text(s, "play");
    war_apply_text(s, "collect");
    ck_assert_int_eq(cg_war_hand_count(s, 0), 27);
    const char *hand1 = war_saved_line(s, "hand1");
    ck_assert_str_eq(war_mark_of(hand1, "9C"), "@1");
    ck_assert_str_eq(war_mark_of(hand1, "2D"), "@1");
    int orders[2] = {0, 0}, moved_across = 0;
    for (uint64_t seed = 0; seed < 200; seed++) {
        cg_state *r = resampled(s, (int)(seed % 2), seed);
        cg_war_card hand[CG_WAR_DECK_SIZE];
        ck_assert_int_eq(war_hand_of(r, 0, hand), 27);
        bool nine_last = hand[26] == war_card("9C");
        ck_assert(nine_last ? hand[25] == war_card("2D") : hand[25] == war_card("9C"));
        ck_assert(nine_last || hand[26] == war_card("2D"));
        orders[nine_last]++;
        moved_across += where(r, before[1]) / 100 == 1; /* an unseen card of hand 1 */
        cg_state_free(r);
    }
    ck_assert(orders[0] > 0 && orders[1] > 0);
    ck_assert_int_gt(moved_across, 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* 2D ties 2H. Player 0's war cards come from pool 1 (3C to 8C, remembered):
   3C 4C 5C face down and 6C face up, so 7C and 8C stay in hand; KD wins. The
   taker's new pool may hold 7C and 8C's fellows, and hand 1 may hold 3C, 4C,
   5C: nobody knows which of pool 1 is where, so its cards are forgotten. */
START_TEST(test_a_war_that_splits_a_pool_forgets_its_cards)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s =
        war_position(g, "play", "2D 3C@1 4C@1 5C@1 6C@1 7C@1 8C@1", "2H 9D JD QD KD", 19, "|");
    war_apply_text(s, "play");
    war_apply_text(s, "war");
    ck_assert_str_eq(war_saved_line(s, "table"),
                     "table 6C (5C)@1 (4C)@1 (3C)@1 2D | 2H (9D) (JD) (QD) KD");
    ck_assert_str_eq(war_mark_of(war_saved_line(s, "hand1"), "7C"), "@1");
    war_apply_text(s, "collect");
    const char *hand1 = war_saved_line(s, "hand1");
    ck_assert_str_eq(war_mark_of(hand1, "7C"), "");
    ck_assert_str_eq(war_mark_of(hand1, "8C"), "");
    char hand2[WAR_TEXT_CAP], pool[8];
    snprintf(hand2, sizeof hand2, "%s", war_saved_line(s, "hand2"));
    snprintf(pool, sizeof pool, "%s", war_mark_of(hand2, "KD") + 1); /* the new pool */
    const char *seen[] = {"2D", "2H", "6C", "KD"}, *unseen[] = {"3C", "4C", "5C", "9D", "JD", "QD"};
    for (int i = 0; i < 4; i++)
        ck_assert_str_eq(war_mark_of(hand2, seen[i]) + 1, pool);
    for (int i = 0; i < 6; i++) {
        ck_assert_str_eq(war_mark_of(hand2, unseen[i]) + 1, pool);
        ck_assert_int_eq(war_mark_of(hand2, unseen[i])[0], ':');
    }
    int seven_moved = 0, three_moved = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        cg_state *r = resampled(s, 0, seed);
        seven_moved += where(r, war_card("7C")) / 100 == 1;
        three_moved += where(r, war_card("3C")) / 100 == 0;
        cg_state_free(r);
    }
    ck_assert(seven_moved > 0 && three_moved > 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Pool 1 is 3C 4C 5C, all three put down face down in the war: they are on
   the table, in player 0's face-down places in some order, and after the
   collect they are remembered in the taker's new pool. Player 1's face-down
   cards were never seen: any unseen cards may be there. */
START_TEST(test_a_pool_put_down_whole_stays_remembered)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "2D 3C@1 4C@1 5C@1 6C", "2H 9D JD QD KD", 21, "|");
    war_apply_text(s, "play");
    war_apply_text(s, "war");
    const uint64_t pool1 = (uint64_t)1 << war_card("3C") | (uint64_t)1 << war_card("4C") |
                           (uint64_t)1 << war_card("5C");
    int orders = 0, other_down_changed = 0;
    cg_war_card first[CG_WAR_DECK_SIZE], table[CG_WAR_DECK_SIZE], mine[CG_WAR_DECK_SIZE];
    war_table_of(s, mine, NULL);
    for (uint64_t seed = 0; seed < 60; seed++) {
        cg_state *r = resampled(s, 1, seed);
        ck_assert_int_eq(war_table_of(r, table, NULL), 10);
        uint64_t down = 0;
        for (int i = 1; i <= 3; i++) /* "6C (.) (.) (.) 2D | 2H (.) (.) (.) KD" */
            down |= (uint64_t)1 << table[i];
        ck_assert(down == pool1);
        if (seed == 0)
            memcpy(first, table, 10);
        orders += memcmp(first + 1, table + 1, 3) != 0;
        other_down_changed += memcmp(mine + 6, table + 6, 3) != 0;
        cg_state_free(r);
    }
    ck_assert(orders > 0 && other_down_changed > 0);
    war_apply_text(s, "collect");
    const char *hand2 = war_saved_line(s, "hand2");
    char pool[8];
    snprintf(pool, sizeof pool, "%s", war_mark_of(hand2, "KD"));
    ck_assert_int_eq(pool[0], '@');
    ck_assert_str_eq(war_mark_of(hand2, "3C"), pool);
    ck_assert_str_eq(war_mark_of(hand2, "4C"), pool);
    ck_assert_str_eq(war_mark_of(hand2, "5C"), pool);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* A deck file is part of the game's parameters and everybody watches the
   deal: the hands are known card by card, so a resample changes nothing of
   them; only the orders collects give are drawn. */
START_TEST(test_a_deck_files_deal_is_known)
{
    cg_game *g = war_new_game("deck=" DATA "deck_plain.txt");
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 4, &s), CG_OK);
    for (uint64_t seed = 0; seed < 10; seed++) {
        cg_state *r = resampled(s, (int)(seed % 2), seed);
        cg_state *again = clone_of(s);
        ck_assert_int_eq(cg_state_reseed(again, seed), CG_OK);
        ck_assert(cg_state_equal(r, again));
        cg_state_free(r);
        cg_state_free(again);
    }
    while (cg_war_rounds(s) == 0 || cg_war_next_step(s) != CG_WAR_PLAY)
        ck_assert_int_eq(cg_state_playout(s, 1, 1, NULL), CG_OK);
    int taker = cg_war_hand_count(s, 0) > cg_war_hand_count(s, 1) ? 0 : 1;
    /* Both played as many cards: the taker's hand is as many dealt cards as
       the other holds, then the cards taken, in a pool. */
    cg_war_card before[CG_WAR_DECK_SIZE], other[CG_WAR_DECK_SIZE], after[CG_WAR_DECK_SIZE];
    int n = war_hand_of(s, taker, before), m = war_hand_of(s, 1 - taker, other);
    ck_assert_int_ge(n - m, 2);
    int reordered = 0;
    for (uint64_t seed = 0; seed < 40; seed++) {
        cg_state *r = resampled(s, 0, seed);
        ck_assert_int_eq(war_hand_of(r, 1 - taker, after), m);
        ck_assert(memcmp(other, after, (size_t)m) == 0); /* the dealt cards left */
        war_hand_of(r, taker, after);
        ck_assert(memcmp(before, after, (size_t)m) == 0);
        reordered += memcmp(before + m, after + m, (size_t)(n - m)) != 0;
        cg_state_free(r);
    }
    ck_assert_int_gt(reordered, 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* facedown=1: 25 cards on each side of the table, the newest face up ones
   tie, and each hand holds one card: neither can fight the war, so each takes
   back their own table cards in order. The face-up ones were seen: each stays
   in its very place; the others, never seen, go anywhere hidden. */
static cg_state *both_short_position(const cg_game *g)
{
    char rest[512], left[512] = "KD", right[512] = "", table[1100];
    war_unused_cards("KD KS 2C 2D", rest, sizeof rest);
    char *cards[48];
    int n = 0;
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " "))
        cards[n++] = p;
    for (int i = 0; i < 24; i++) { /* newest first: (down) up (down) up ... */
        strcat(left, i % 2 ? " " : " (");
        strcat(left, cards[i]);
        strcat(left, i % 2 ? "" : ")");
    }
    for (int i = 0; i < 24; i++) { /* oldest first: up (down) up (down) ... */
        strcat(right, i % 2 ? "(" : "");
        strcat(right, cards[24 + i]);
        strcat(right, i % 2 ? ") " : " ");
    }
    strcat(right, "KS");
    snprintf(table, sizeof table, "%s | %s", left, right);
    return war_position(g, "war", "2C", "2D", 0, table);
}

START_TEST(test_a_drawn_game_keeps_its_face_up_cards_in_place)
{
    cg_game *g = war_new_game("facedown=1");
    cg_state *s = both_short_position(g);
    cg_war_card table[CG_WAR_DECK_SIZE];
    uint8_t up[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(war_table_of(s, table, up), 50);
    war_apply_text(s, "war");
    ck_assert(cg_state_is_terminal(s) && cg_state_winner(s) == CG_PLAYER_NONE);
    int face_down_moved = 0;
    for (uint64_t seed = 0; seed < 50; seed++) {
        cg_state *r = resampled(s, 0, seed);
        for (int i = 0; i < 50; i++) {
            if (up[i])
                ck_assert_int_eq(where(r, table[i]), where(s, table[i]));
            else
                face_down_moved += where(r, table[i]) != where(s, table[i]);
        }
        cg_state_free(r);
    }
    ck_assert_int_gt(face_down_moved, 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* A game that has ended is resampled as a running one: the winner holds the
   52 cards still, in orders nobody saw. */
START_TEST(test_a_finished_game_is_resampled_like_a_running_one)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = NULL;
    ck_assert_int_eq(cg_state_new(g, 21, &s), CG_OK);
    ck_assert_int_eq(cg_state_playout(s, 1, UINT32_MAX, NULL), CG_OK);
    ck_assert(cg_state_is_terminal(s));
    int winner = cg_state_winner(s);
    ck_assert_int_ne(winner, CG_PLAYER_NONE);
    cg_state *r = resampled(s, 0, 3);
    ck_assert(cg_state_is_terminal(r));
    ck_assert_int_eq(cg_state_winner(r), winner);
    ck_assert_int_eq(cg_war_hand_count(r, winner), 52);
    ck_assert(!cg_state_equal(r, s));
    assert_same_public_part(s, r);
    cg_state_free(r);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* ---- the memory in the saved form ---- */

START_TEST(test_the_saved_memory_reads_back)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "collect", "7C:1 8C@1", "2C@2 3C:2 4C@3", 20,
                               "6C (5C)@4 (4D):4 (3D) 2D | 2H (9D) (JD) (QD) KD");
    char text[WAR_TEXT_CAP];
    cg_state_save(s, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "\nhand1 7C:1 8C@1 "));
    ck_assert_ptr_nonnull(strstr(text, "\nhand2 2C@2 3C:2 4C@3 "));
    ck_assert_ptr_nonnull(
        strstr(text, "\ntable 6C (5C)@4 (4D):4 (3D) 2D | 2H (9D) (JD) (QD) KD\n"));
    cg_state *back = NULL;
    ck_assert_int_eq(cg_state_load(g, text, &back), CG_OK);
    ck_assert(cg_state_equal(s, back));
    cg_state_free(back);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* Pool numbers are names: a position written with other numbers, or one whose
   pools were renamed by play, saves with pools numbered by first appearance. */
START_TEST(test_pools_are_numbered_by_first_appearance)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "9C", "2D", 25, "|");
    while (cg_war_rounds(s) < 6 || cg_war_next_step(s) != CG_WAR_PLAY)
        ck_assert_int_eq(cg_state_playout(s, 1, 1, NULL), CG_OK);
    char text[WAR_TEXT_CAP];
    cg_state_save(s, text, sizeof text);
    int expected = 1;
    for (const char *p = text; (p = strpbrk(p, "@:")) != NULL; p++) {
        int q = atoi(p + 1);
        ck_assert_int_le(q, expected);
        if (q == expected)
            expected++;
    }
    ck_assert_int_gt(expected, 1);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* A position saved before the players' memory was written (no marks) loads
   with nothing remembered: every hidden card may be anywhere hidden. */
START_TEST(test_a_position_without_marks_remembers_nothing)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "AS 2C 3C 4C QS", "AD 5C 6C 7C 8S", 21, "|");
    char text[WAR_TEXT_CAP];
    cg_state_save(s, text, sizeof text);
    ck_assert_ptr_null(strpbrk(text, "@:"));
    int ace_moved = 0;
    for (uint64_t seed = 0; seed < 40; seed++) {
        cg_state *r = resampled(s, 0, seed);
        ace_moved += where(r, war_card("AS")) / 100 == 1;
        cg_state_free(r);
    }
    ck_assert_int_gt(ace_moved, 0);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

START_TEST(test_load_refuses_inconsistent_memory)
{
    cg_game *g = war_new_game(NULL);
    struct {
        const char *next, *hand1, *hand2, *table, *message;
    } cases[] = {
        {"play", "3C@2 4C@2", "", "|",
         "line 11: pool 2 appears before pool 1: pools are numbered 1, 2, ... in order of first "
         "appearance"},
        {"play", "3C:1 4C", "", "|", "line 11: pool 1 holds no remembered card ('@')"},
        {"play", "3C@1", "4C@1", "|", "line 11: pool 1 has cards of both players"},
        {"collect", "9H 8H@1", "", "7H (2C)@1 (3C) (4C) 5H | 6S (2S) (3S) (4S) 9S",
         "line 11: pool 1 has cards on the table, so those in hand 1 come first, together"},
        {"collect", "", "", "7H | 9C@1",
         "line 11: '9C@1' is face up: everybody sees it, so it is "
         "in no pool"},
        {"play", "3C@0", "", "|", "line 9: '3C@0': a pool is a number from 1 to 52"},
        {"play", "3C@53", "", "|", "line 9: '3C@53': a pool is a number from 1 to 52"},
        {"play", "3C@x", "", "|", "line 9: '3C@x': a pool is a number from 1 to 52"},
        {"play", "3C:", "", "|", "line 9: '3C:': a pool is a number from 1 to 52"},
        {"play", "3X@1", "", "|", "line 9: '3X' is not a card"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char used[512], rest[512], hand1[1024], body[3072];
        const char *hand2 = cases[i].hand2[0] ? cases[i].hand2 : "AS"; /* nobody holds 52 */
        snprintf(used, sizeof used, "%s %s %s", cases[i].hand1, hand2, cases[i].table);
        war_unused_cards(used, rest, sizeof rest);
        snprintf(hand1, sizeof hand1, "%s %s", cases[i].hand1, rest);
        snprintf(body, sizeof body, "next %s\nrounds 1\nwars 1\nhand1 %s\nhand2 %s\ntable %s\n",
                 cases[i].next, hand1, hand2, cases[i].table);
        ck_assert_int_eq(war_try_body(g, body), CG_EPARSE);
        char expected[512];
        snprintf(expected, sizeof expected, "saved state, %s", cases[i].message);
        ck_assert_str_eq(cg_last_error(), expected);
    }
    cg_game_free(g);
}
END_TEST

/* ---- reseeding ---- */

static const char *position_text(const cg_state *s)
{
    static char text[WAR_TEXT_CAP];
    cg_state_save(s, text, sizeof text);
    return strstr(text, "\nnext ");
}

/* AS ties AD, then a war that QS wins: play and war decide nothing by chance,
   the collect's shuffle does. Clones reseeded differently stay equal but for
   their generators until the collect, and part there. */
START_TEST(test_reseeded_clones_part_at_the_first_collect)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = war_position(g, "play", "AS 2C 3C 4C QS", "AD 5C 6C 7C 8S", 21, "|");
    cg_state *a = clone_of(s), *b = clone_of(s);
    ck_assert_int_eq(cg_state_reseed(a, 1), CG_OK);
    ck_assert_int_eq(cg_state_reseed(b, 2), CG_OK);
    const char *steps[] = {"play", "war"};
    for (int i = 0; i < 2; i++) {
        war_apply_text(a, steps[i]);
        war_apply_text(b, steps[i]);
        char first[WAR_TEXT_CAP];
        snprintf(first, sizeof first, "%s", position_text(a));
        ck_assert_str_eq(first, position_text(b));
    }
    war_apply_text(a, "collect");
    war_apply_text(b, "collect");
    cg_war_card x[CG_WAR_DECK_SIZE], y[CG_WAR_DECK_SIZE];
    ck_assert_int_eq(war_hand_of(a, 0, x), 31);
    ck_assert_int_eq(war_hand_of(b, 0, y), 31);
    ck_assert(memcmp(x + 21, y + 21, 10) != 0); /* the ten cards taken */
    cg_state_free(a);
    cg_state_free(b);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

/* War has no choice: playouts of clones follow the state's generator, so 20
   of them reach one end whatever the playout's seed; reseeded, they reach
   several. That is why playouts for estimates reseed or resample first. */
START_TEST(test_reseeded_playouts_reach_more_than_one_outcome)
{
    cg_game *g = war_new_game(NULL);
    cg_state *s = mid_game(g, 12, 120);
    uint32_t plain[20], reseeded[20];
    int plain_outcomes = 0, reseeded_outcomes = 0;
    for (int i = 0; i < 20; i++) {
        cg_state *c = clone_of(s);
        ck_assert_int_eq(cg_state_playout(c, (uint64_t)i, UINT32_MAX, NULL), CG_OK);
        plain[i] = cg_state_move_number(c) * 4 + (uint32_t)(cg_state_winner(c) + 1);
        cg_state_free(c);
        c = clone_of(s);
        ck_assert_int_eq(cg_state_reseed(c, (uint64_t)i + 1000), CG_OK);
        ck_assert_int_eq(cg_state_playout(c, (uint64_t)i, UINT32_MAX, NULL), CG_OK);
        reseeded[i] = cg_state_move_number(c) * 4 + (uint32_t)(cg_state_winner(c) + 1);
        cg_state_free(c);
        bool new_plain = true, new_reseeded = true;
        for (int k = 0; k < i; k++) {
            new_plain &= plain[k] != plain[i];
            new_reseeded &= reseeded[k] != reseeded[i];
        }
        plain_outcomes += new_plain;
        reseeded_outcomes += new_reseeded;
    }
    ck_assert_int_eq(plain_outcomes, 1);
    ck_assert_int_gt(reseeded_outcomes, 1);
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("war_information");
    struct {
        const char *name;
        const TTest *tests[8];
    } groups[] = {
        {"resample keeps",
         {test_resample_keeps_what_the_players_see_and_remember,
          test_resample_conserves_the_52_cards, test_resample_is_the_same_for_both_players,
          test_resample_reads_nothing_hidden}},
        {"resample draws",
         {test_resample_orders_a_pool_uniformly, test_resample_deals_unknown_cards_uniformly,
          test_every_completion_of_what_is_remembered_is_as_likely}},
        {"memory",
         {test_a_collect_is_remembered_at_the_bottom_of_the_takers_hand,
          test_a_war_that_splits_a_pool_forgets_its_cards,
          test_a_pool_put_down_whole_stays_remembered, test_a_deck_files_deal_is_known,
          test_a_drawn_game_keeps_its_face_up_cards_in_place,
          test_a_finished_game_is_resampled_like_a_running_one}},
        {"saved memory",
         {test_the_saved_memory_reads_back, test_pools_are_numbered_by_first_appearance,
          test_a_position_without_marks_remembers_nothing, test_load_refuses_inconsistent_memory}},
        {"reseed",
         {test_reseeded_clones_part_at_the_first_collect,
          test_reseeded_playouts_reach_more_than_one_outcome}},
    };
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        TCase *tc = tcase_create(groups[i].name);
        tcase_set_timeout(tc, 120);
        for (int k = 0; groups[i].tests[k]; k++)
            _tcase_add_test(tc, groups[i].tests[k], 0, 0, 0, 1);
        suite_add_tcase(suite, tc);
    }
    return check_run(suite);
}
