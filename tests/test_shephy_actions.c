/* Shephy's dense actions (the layout of shephy.h) and legal masks: the
   actions are exactly the move codes some position can make legal, numbered
   in code order by the header's formula; the mask marks the legal moves. */
#include <check.h>

#include "check_quiet.h"
#include <stdio.h>
#include <string.h>

#include "shephy_positions.h"

#define MOVE(kind, arg) CG_SHEPHY_MOVE(CG_SHEPHY_##kind, arg)

static const int rank_values[CG_SHEPHY_RANKS] = {1, 3, 10, 30, 100, 300, 1000};

/* ---- The layout ---- */

/* The header's table: codes of `kind` with arguments first..last (GAIN:
   rank indices of `count` cards) are actions from `action` on. */
static const struct {
    int kind, count, first, last;
    uint32_t action;
} layout[] = {
    {CG_SHEPHY_DRAW_CARD, 0, 0, 0, 0},     /* Draw a card */
    {CG_SHEPHY_DRAW_CARDS, 0, 0, 0, 1},    /* Draw cards */
    {CG_SHEPHY_REMAKE, 0, 0, 0, 2},        /* Remake Deck then fill Hand */
    {CG_SHEPHY_PLAY, 0, 0, 18, 3},         /* Play X */
    {CG_SHEPHY_COPY_CARD, 0, 1, 18, 22},   /* Copy X, not All-purpose Sheep */
    {CG_SHEPHY_NOTHING, 0, 0, 7, 40},      /* the nothing-happened texts */
    {CG_SHEPHY_COPY_SHEEP, 0, 0, 5, 48},   /* Copy R Sheep card */
    {CG_SHEPHY_GAIN, 1, 0, 5, 54},         /* Gain a R Sheep card */
    {CG_SHEPHY_GAIN, 2, 0, 4, 60},         /* Gain 2 cards of R Sheep */
    {CG_SHEPHY_GAIN, 3, 0, 4, 65},         /* Gain 3 cards of R Sheep */
    {CG_SHEPHY_CHOOSE, 0, 0, 5, 70},       /* Choose R Sheep card */
    {CG_SHEPHY_COMBINE, 0, 0, 0, 76},      /* Combine chosen Sheep cards */
    {CG_SHEPHY_RAISE, 0, 0, 0, 77},        /* Raise ranks of chosen Sheep cards */
    {CG_SHEPHY_CANCEL, 0, 0, 0, 78},       /* Cancel */
    {CG_SHEPHY_RELEASE, 0, 0, 5, 79},      /* Release R Sheep card */
    {CG_SHEPHY_RELEASE_RANK, 0, 0, 5, 85}, /* Release all R Sheep cards */
    {CG_SHEPHY_RELEASE_ALL, 0, 0, 0, 91},  /* Release all Sheep cards */
    {CG_SHEPHY_REDUCE, 0, 1, 5, 92},       /* Reduce the rank of R Sheep card, R above 1 */
    {CG_SHEPHY_PUT, 0, 0, 7, 97},          /* Put X into your hand, X before Inspiration */
    {CG_SHEPHY_PUT, 0, 9, 18, 105},        /* Put X into your hand, X after Inspiration */
    {CG_SHEPHY_SHUFFLE, 0, 0, 0, 115},     /* Shuffle the deck */
    {CG_SHEPHY_EXILE, 0, 0, 18, 116},      /* Exile X */
    {CG_SHEPHY_DISCARD, 0, 0, 18, 135},    /* Discard X */
};

#define LAYOUT_ROWS (sizeof layout / sizeof layout[0])

static cg_move row_move(size_t row, int arg)
{
    int a = layout[row].kind == CG_SHEPHY_GAIN ? CG_SHEPHY_GAIN_ARG(layout[row].count, arg) : arg;
    return CG_SHEPHY_MOVE(layout[row].kind, a);
}

START_TEST(there_are_154_actions)
{
    ck_assert_uint_eq(cg_game_action_count(shephy_game), CG_SHEPHY_ACTIONS);
    ck_assert_uint_eq(CG_SHEPHY_ACTIONS, 154);
}
END_TEST

START_TEST(actions_follow_the_headers_table)
{
    uint32_t next = 0;
    for (size_t row = 0; row < LAYOUT_ROWS; row++) {
        ck_assert_uint_eq(layout[row].action, next);
        for (int arg = layout[row].first; arg <= layout[row].last; arg++) {
            cg_move m = row_move(row, arg), back = 0;
            uint32_t a = 0;
            ck_assert_int_eq(cg_game_action_of(shephy_game, m, &a), CG_OK);
            ck_assert_uint_eq(a, layout[row].action + (uint32_t)(arg - layout[row].first));
            ck_assert_int_eq(cg_game_move_of(shephy_game, a, &back), CG_OK);
            ck_assert_uint_eq(back, m);
            next++;
        }
    }
    ck_assert_uint_eq(next, CG_SHEPHY_ACTIONS);
}
END_TEST

START_TEST(actions_ascend_with_the_codes)
{
    cg_move previous = 0;
    for (uint32_t a = 0; a < CG_SHEPHY_ACTIONS; a++) {
        cg_move m = 0;
        uint32_t back = 0;
        ck_assert_int_eq(cg_game_move_of(shephy_game, a, &m), CG_OK);
        ck_assert(a == 0 || m > previous);
        ck_assert_int_eq(cg_game_action_of(shephy_game, m, &back), CG_OK);
        ck_assert_uint_eq(back, a);
        previous = m;
    }
}
END_TEST

/* The codes the header names as never legal. */
static bool never_legal(cg_move m)
{
    int kind = CG_SHEPHY_MOVE_KIND(m), arg = CG_SHEPHY_MOVE_ARG(m);
    int rank_kinds[] = {CG_SHEPHY_COPY_SHEEP, CG_SHEPHY_CHOOSE, CG_SHEPHY_RELEASE,
                        CG_SHEPHY_RELEASE_RANK, CG_SHEPHY_REDUCE};
    for (size_t i = 0; i < sizeof rank_kinds / sizeof rank_kinds[0]; i++)
        if (kind == rank_kinds[i] && arg == 6) /* a 1000 while a card is resolved */
            return true;
    if (kind == CG_SHEPHY_GAIN)
        return (arg & 15) == 6 || ((arg >> 4) > 1 && (arg & 15) == 5);
    return m == MOVE(REDUCE, 0) || m == MOVE(COPY_CARD, CG_SHEPHY_ALL_PURPOSE_SHEEP) ||
           m == MOVE(PUT, CG_SHEPHY_INSPIRATION);
}

START_TEST(every_move_code_is_an_action_but_those_never_legal)
{
    cg_state *s = load_pos((pos){0});
    int moves = 0, holes = 0;
    for (cg_move m = 0; m < 0x10000u; m++) {
        if (cg_move_to_string(s, m, NULL, 0) == 0)
            continue;
        moves++;
        uint32_t a = 12345;
        if (!never_legal(m)) {
            ck_assert_msg(cg_game_action_of(shephy_game, m, &a) == CG_OK, "code %u", m);
            continue;
        }
        holes++;
        ck_assert_int_eq(cg_game_action_of(shephy_game, m, &a), CG_EINVAL);
        ck_assert_uint_eq(a, 12345);
        char want[96];
        snprintf(want, sizeof want, "cg_game_action_of: %u is no move of shephy", (unsigned)m);
        ck_assert_str_eq(cg_last_error(), want);
    }
    /* 5 kinds of a rank, 3 gains of a 1000, 2 of a 300, and 3 more */
    ck_assert_int_eq(holes, 5 + 3 + 2 + 3);
    ck_assert_int_eq(moves, CG_SHEPHY_ACTIONS + holes);
    cg_state_free(s);
}
END_TEST

START_TEST(action_of_and_move_of_refuse_what_is_out_of_range)
{
    uint32_t a = 7;
    cg_move m = 9;
    ck_assert_int_eq(cg_game_action_of(shephy_game, MOVE(DISCARD, 19), &a), CG_EINVAL);
    ck_assert_int_eq(cg_game_action_of(shephy_game, 0x10000u, &a), CG_EINVAL);
    ck_assert_int_eq(cg_game_action_of(shephy_game, 0xffffffffu, &a), CG_EINVAL);
    ck_assert_uint_eq(a, 7);
    ck_assert_int_eq(cg_game_move_of(shephy_game, CG_SHEPHY_ACTIONS, &m), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_game_move_of: action 154 is out of range (shephy has 0..153)");
    ck_assert_uint_eq(m, 9);
}
END_TEST

/* ---- Every action is legal somewhere ---- */

/* A position in which a move is legal, typed in the saved form. */
typedef struct where {
    char field[32], hand[64], deck[64], discard[64], effect[64];
} where;

static pos where_pos(const where *w)
{
    return (pos){.field = w->field[0] ? w->field : NULL,
                 .hand = w->hand[0] ? w->hand : NULL,
                 .deck = w->deck[0] ? w->deck : NULL,
                 .discard = w->discard[0] ? w->discard : NULL,
                 .effect = w->effect[0] ? w->effect : NULL};
}

/* The card `card` resolving, played from the hand onto the discard pile. */
static void resolving(where *w, int card)
{
    snprintf(w->discard, sizeof w->discard, "*, %s", cg_shephy_card_name(card));
    snprintf(w->effect, sizeof w->effect, "%s", cg_shephy_card_name(card));
}

/* Planning Sheep or Sheep Dog taking `card` from the hand; itself only as
   All-purpose Sheep's copy. */
static void taking(where *w, int effect_card, int card)
{
    resolving(w, card == effect_card ? CG_SHEPHY_ALL_PURPOSE_SHEEP : effect_card);
    snprintf(w->effect, sizeof w->effect, "%s", cg_shephy_card_name(effect_card));
    snprintf(w->hand, sizeof w->hand, "%s", cg_shephy_card_name(card));
}

static void nothing_position(where *w, int variant)
{
    static const int cards[CG_SHEPHY_NOTHING_VARIANTS] = {
        CG_SHEPHY_BE_FRUITFUL,       CG_SHEPHY_FLOURISH,    CG_SHEPHY_CROWDING,
        CG_SHEPHY_ALL_PURPOSE_SHEEP, CG_SHEPHY_INSPIRATION, CG_SHEPHY_PLANNING_SHEEP,
        CG_SHEPHY_SHEEP_DOG,         CG_SHEPHY_SLUMP,
    };
    resolving(w, cards[variant]);
    if (variant == CG_SHEPHY_NOTHING_HAPPENED)
        strcpy(w->field, "1 1 1 1 1 1 1");
    if (variant == CG_SHEPHY_GAIN_NOTHING)
        strcpy(w->effect, "Flourish: rank 1");
}

static void gain_position(where *w, int count, int rank)
{
    if (count == 1) {
        resolving(w, CG_SHEPHY_BE_FRUITFUL);
        snprintf(w->field, sizeof w->field, "%d", rank_values[rank]);
        snprintf(w->effect, sizeof w->effect, "Be Fruitful: rank %d", rank_values[rank]);
        return;
    }
    /* Flourish on the rank above, with 5 sheep for two cards */
    resolving(w, CG_SHEPHY_FLOURISH);
    snprintf(w->field, sizeof w->field, "%d%s", rank_values[rank + 1],
             count == 2 ? " 1 1 1 1" : "");
    snprintf(w->effect, sizeof w->effect, "Flourish: rank %d", rank_values[rank + 1]);
}

/* A rank move: the card that offers it, on a field of that rank. */
static void rank_position(where *w, int kind, int rank)
{
    int card = kind == CG_SHEPHY_COPY_SHEEP     ? CG_SHEPHY_BE_FRUITFUL
               : kind == CG_SHEPHY_CHOOSE       ? CG_SHEPHY_DOMINION
               : kind == CG_SHEPHY_RELEASE      ? CG_SHEPHY_FALLING_ROCK
               : kind == CG_SHEPHY_RELEASE_RANK ? CG_SHEPHY_PLAGUE
                                                : CG_SHEPHY_WOLVES;
    resolving(w, card);
    snprintf(w->field, sizeof w->field, "%d", rank_values[rank]);
}

static void where_legal(cg_move m, where *w)
{
    int kind = CG_SHEPHY_MOVE_KIND(m), arg = CG_SHEPHY_MOVE_ARG(m);
    memset(w, 0, sizeof *w);
    const char *name = arg < CG_SHEPHY_CARD_KINDS ? cg_shephy_card_name(arg) : "";
    switch (kind) {
    case CG_SHEPHY_DRAW_CARD:
        strcpy(w->hand, "Storm, Plague, Slump, Wolves");
        strcpy(w->deck, "*");
        strcpy(w->discard, "-");
        break;
    case CG_SHEPHY_DRAW_CARDS:
        strcpy(w->deck, "*");
        strcpy(w->discard, "-");
        break;
    case CG_SHEPHY_REMAKE: break;
    case CG_SHEPHY_PLAY: snprintf(w->hand, sizeof w->hand, "%s", name); break;
    case CG_SHEPHY_COPY_CARD:
        resolving(w, CG_SHEPHY_ALL_PURPOSE_SHEEP);
        snprintf(w->hand, sizeof w->hand, "%s", name);
        break;
    case CG_SHEPHY_NOTHING: nothing_position(w, arg); break;
    case CG_SHEPHY_GAIN: gain_position(w, arg >> 4, arg & 15); break;
    case CG_SHEPHY_COMBINE:
        resolving(w, CG_SHEPHY_DOMINION);
        strcpy(w->effect, "Dominion: chosen 1");
        break;
    case CG_SHEPHY_RAISE:
        resolving(w, CG_SHEPHY_GOLDEN_HOOVES);
        strcpy(w->field, "1 3");
        strcpy(w->effect, "Golden Hooves: chosen 1");
        break;
    case CG_SHEPHY_CANCEL: resolving(w, CG_SHEPHY_FILL_THE_EARTH); break;
    case CG_SHEPHY_RELEASE_ALL: resolving(w, CG_SHEPHY_SHEPHION); break;
    case CG_SHEPHY_PUT:
        resolving(w, CG_SHEPHY_INSPIRATION);
        snprintf(w->deck, sizeof w->deck, "%s", name);
        break;
    case CG_SHEPHY_SHUFFLE:
        resolving(w, CG_SHEPHY_INSPIRATION);
        strcpy(w->deck, "Storm, Plague");
        strcpy(w->hand, "Wolves");
        strcpy(w->effect, "Inspiration: searched");
        break;
    case CG_SHEPHY_EXILE: taking(w, CG_SHEPHY_PLANNING_SHEEP, arg); break;
    case CG_SHEPHY_DISCARD: taking(w, CG_SHEPHY_SHEEP_DOG, arg); break;
    default: rank_position(w, kind, arg); break;
    }
}

/* The mask's ones are exactly the legal moves' actions. */
static void expect_mask_of_legal_moves(const cg_state *s)
{
    uint8_t mask[CG_SHEPHY_ACTIONS];
    cg_move moves[64];
    size_t n = cg_state_legal_moves(s, moves, 64);
    ck_assert_uint_eq(cg_state_legal_mask(s, mask, sizeof mask), CG_SHEPHY_ACTIONS);
    size_t ones = 0;
    for (uint32_t a = 0; a < CG_SHEPHY_ACTIONS; a++) {
        cg_move m = 0;
        cg_game_move_of(shephy_game, a, &m);
        ck_assert_uint_eq(mask[a], cg_state_is_legal(s, m));
        ones += mask[a];
    }
    ck_assert_uint_eq(ones, n);
}

START_TEST(every_action_is_legal_in_some_position)
{
    for (uint32_t a = 0; a < CG_SHEPHY_ACTIONS; a++) {
        cg_move m = 0;
        ck_assert_int_eq(cg_game_move_of(shephy_game, a, &m), CG_OK);
        where w;
        where_legal(m, &w);
        cg_state *s = load_pos(where_pos(&w));
        char text[96];
        cg_move_to_string(s, m, text, sizeof text);
        ck_assert_msg(cg_state_is_legal(s, m), "action %u '%s' is not legal", a, text);
        expect_mask_of_legal_moves(s);
        cg_state_free(s);
    }
}
END_TEST

/* ---- Masks ---- */

START_TEST(the_mask_marks_each_legal_move)
{
    cg_state *s = load_pos((pos){.field = "1 3 3 30",
                                 .hand = "Storm, Be Fruitful",
                                 .discard = "*, Dominion",
                                 .effect = "Dominion: chosen 3"});
    expect_moves(s, "Choose 1 Sheep card|Choose 3 Sheep card|Choose 30 Sheep card|Combine "
                    "chosen Sheep cards");
    uint8_t mask[CG_SHEPHY_ACTIONS];
    ck_assert_uint_eq(cg_state_legal_mask(s, mask, sizeof mask), CG_SHEPHY_ACTIONS);
    uint8_t want[CG_SHEPHY_ACTIONS] = {0};
    want[70] = want[71] = want[73] = want[76] = 1; /* CHOOSE 70 + rank, COMBINE 76 */
    ck_assert_mem_eq(mask, want, sizeof want);
    cg_state_free(s);
}
END_TEST

START_TEST(a_finished_game_has_an_empty_mask)
{
    cg_state *s = load_pos((pos){.field = "-", .hand = "Storm"});
    uint8_t mask[CG_SHEPHY_ACTIONS], zero[CG_SHEPHY_ACTIONS] = {0};
    memset(mask, 1, sizeof mask);
    ck_assert_uint_eq(cg_state_legal_mask(s, mask, sizeof mask), CG_SHEPHY_ACTIONS);
    ck_assert_mem_eq(mask, zero, sizeof zero);
    cg_state_free(s);
}
END_TEST

/* ---- Played games from varied fields ---- */

static uint64_t next_random(uint64_t *x)
{
    *x = *x * 6364136223846793005u + 1442695040888963407u;
    return *x >> 33;
}

/* A position between cards: 1 to 7 sheep below 1000, the enemy at 1, 10
   or 100, the cards dealt at random among hand, deck and discard pile. */
static cg_state *varied_position(uint64_t *x)
{
    char field[64] = "";
    int sheep = 1 + (int)(next_random(x) % 7);
    for (int i = 0; i < sheep; i++)
        snprintf(field + strlen(field), sizeof field - strlen(field), "%s%d", i ? " " : "",
                 rank_values[next_random(x) % 6]);
    uint8_t cards[CG_SHEPHY_EVENT_CARDS];
    int n = 0;
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        for (int k = 0; k < cg_shephy_card_copies(c); k++)
            cards[n++] = (uint8_t)c;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)(next_random(x) % (uint64_t)(i + 1));
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    int hand = (int)(next_random(x) % 6), deck = (int)(next_random(x) % (uint64_t)(n - hand + 1));
    char lists[3][1024];
    card_list(cards, hand, lists[0], sizeof lists[0]);
    card_list(cards + hand, deck, lists[1], sizeof lists[1]);
    card_list(cards + hand + deck, n - hand - deck, lists[2], sizeof lists[2]);
    static const char *const enemies[] = {"1", "10", "100"};
    return load_pos((pos){.field = field,
                          .enemy = enemies[next_random(x) % 3],
                          .hand = lists[0],
                          .deck = lists[1],
                          .discard = lists[2]});
}

START_TEST(games_from_varied_fields_meet_every_action_and_no_other_move)
{
    uint8_t met[CG_SHEPHY_ACTIONS] = {0};
    uint64_t x = 2024;
    for (int game = 0; game < 3000; game++) {
        cg_state *s = varied_position(&x);
        cg_move moves[64];
        size_t n;
        while ((n = cg_state_legal_moves(s, moves, 64)) > 0) {
            for (size_t i = 0; i < n; i++) {
                uint32_t a = 0;
                ck_assert_msg(cg_game_action_of(shephy_game, moves[i], &a) == CG_OK,
                              "legal move %u is no action", moves[i]);
                met[a] = 1;
            }
            if (game % 10 == 0)
                expect_mask_of_legal_moves(s);
            ck_assert_int_eq(cg_state_apply(s, moves[next_random(&x) % n]), CG_OK);
        }
        cg_state_free(s);
    }
    for (uint32_t a = 0; a < CG_SHEPHY_ACTIONS; a++)
        ck_assert_msg(met[a], "action %u never met", a);
}
END_TEST

void add_action_tests(Suite *suite)
{
    TCase *tc = tcase_create("actions");
    tcase_add_checked_fixture(tc, shephy_setup, shephy_teardown);
    tcase_add_test(tc, there_are_154_actions);
    tcase_add_test(tc, actions_follow_the_headers_table);
    tcase_add_test(tc, actions_ascend_with_the_codes);
    tcase_add_test(tc, every_move_code_is_an_action_but_those_never_legal);
    tcase_add_test(tc, action_of_and_move_of_refuse_what_is_out_of_range);
    tcase_add_test(tc, every_action_is_legal_in_some_position);
    tcase_add_test(tc, the_mask_marks_each_legal_move);
    tcase_add_test(tc, a_finished_game_has_an_empty_mask);
    tcase_add_test(tc, games_from_varied_fields_meet_every_action_and_no_other_move);
    suite_add_tcase(suite, tc);
}
