/*
 * War's typed functions (war.h) fed hostile arguments: a script where each
 * byte picks a function and the bytes after it its arguments. States are
 * NULL, a running game, a finished one, another game's state, or a game
 * dealt from cards=; players and card values are any integers; buffers are
 * NULL or of any size up to their real one, with canaries past the size
 * given; texts, decks and the cards= parameter come from the input. Every
 * answer must keep war.h's promises: a failure has its sentinel, a message
 * naming the function, and writes nothing; a success agrees with the other
 * functions (52 cards in all, counts that add up, the next step the legal
 * move, counters that never go down).
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cardgames/war.h"
#include "fuzz.h"
#include "test_support.h"

enum { OPS_MAX = 64, CANARY = 0xa5, BUF = 64, ERROR_CAP = 4096 };

typedef enum op {
    OP_COMPARE,
    OP_CARD_PARSE,
    OP_CARD_NAME,
    OP_DECK_PARSE,
    OP_DECK_LOAD,
    OP_TABLE_TEXT,
    OP_TABLE_CARDS,
    OP_COUNTS,
    OP_HAND,
    OP_STEP_AND_COUNTERS,
    OP_ADVANCE,
    OP_LOAD_COUNTERS,
    OP_CARDS_PARAM,
    OP_COUNT
} op;

/* The states a call may be given (NULL first). */
enum { S_NULL, S_RUNNING, S_OVER, S_FOREIGN, S_DEALT, S_COUNT };

typedef struct world {
    cg_state *states[S_COUNT];
    uint32_t rounds, wars; /* the running state's counters, which never go down */
} world;

static const cg_game *war_game(void)
{
    return fuzz_game(test_game_index("war"));
}

/* A game of the catalogue that is not War (War itself when it is alone). */
static const cg_game *other_game(void)
{
    return fuzz_game(cg_game_count() > 1 && test_game_index("war") == 0 ? 1 : 0);
}

static const cg_game *dealt_game(void)
{
    static cg_game *g;
    if (!g) {
        char params[256] = "cards=";
        for (int c = CG_WAR_DECK_SIZE - 1; c >= 0; c--) {
            char name[4];
            cg_war_card_name((cg_war_card)c, name, sizeof name);
            strcat(params, name);
            strcat(params, c ? "," : "");
        }
        FUZZ_CHECK(cg_game_new("war", params, &g) == CG_OK, "cards= of a whole deck");
    }
    return g;
}

static cg_state *new_state(const cg_game *g, uint64_t seed, uint32_t moves)
{
    cg_state *s = NULL;
    FUZZ_CHECK(cg_state_new(g, seed, &s) == CG_OK, "cg_state_new");
    FUZZ_CHECK(cg_state_playout(s, seed, moves, NULL) == CG_OK, "cg_state_playout");
    return s;
}

static void world_make(world *w, fuzz_input *in)
{
    uint64_t seed = fuzz_u64(in);
    w->states[S_NULL] = NULL;
    w->states[S_RUNNING] = new_state(war_game(), seed, fuzz_u8(in));
    w->states[S_OVER] = new_state(war_game(), seed + 1, UINT32_MAX);
    w->states[S_FOREIGN] = new_state(other_game(), seed, 3);
    w->states[S_DEALT] = new_state(dealt_game(), seed, fuzz_u8(in) % 8);
    w->rounds = cg_war_rounds(w->states[S_RUNNING]);
    w->wars = cg_war_wars(w->states[S_RUNNING]);
}

static void world_free(world *w)
{
    for (int i = 0; i < S_COUNT; i++)
        cg_state_free(w->states[i]);
}

static bool is_war(const cg_state *s)
{
    return s && strcmp(cg_game_name(cg_state_game(s)), "war") == 0;
}

/* A player: 0, 1, or a hostile integer. */
static int pick_player(fuzz_input *in)
{
    static const int players[] = {0, 1, -1, 2, INT_MIN, INT_MAX, 52};
    uint8_t b = fuzz_u8(in);
    if (b < 224)
        return players[b % (sizeof players / sizeof players[0])];
    return (int)fuzz_u32(in);
}

/* A failure of `function`: its message is fresh (it names the function) and
   fits the message buffer. */
static void check_refused(const char *function)
{
    FUZZ_CHECK(strstr(cg_last_error(), function) != NULL, "%s failed with the message '%s'",
               function, cg_last_error());
}

static void check_message_fits(void)
{
    FUZZ_CHECK(strlen(cg_last_error()) < ERROR_CAP, "a message of %zu bytes",
               strlen(cg_last_error()));
}

/* A short text from the input, or NULL. */
static char *pick_text(fuzz_input *in)
{
    uint8_t n = fuzz_u8(in);
    if (n == 255)
        return NULL;
    char *text = malloc((size_t)n % 8 + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    size_t k = 0;
    for (; k < (size_t)n % 8 && in->size > 0; k++)
        text[k] = (char)fuzz_u8(in);
    text[k] = '\0';
    return text;
}

/* ---- cards ---- */

static void op_compare(fuzz_input *in)
{
    char *a = pick_text(in), *b = pick_text(in);
    cg_war_card x, y;
    bool cards = a && b && cg_war_card_parse(a, &x) == CG_OK && cg_war_card_parse(b, &y) == CG_OK;
    int r = cg_war_compare_cards(a, b);
    if (!cards) {
        FUZZ_CHECK(r == -1, "compare_cards of '%s' and '%s' gave %d", a ? a : "NULL",
                   b ? b : "NULL", r);
        check_refused("cg_war_compare_cards");
    } else {
        int expected = x / 4 == y / 4 ? 0 : x / 4 > y / 4 ? 1 : 2;
        FUZZ_CHECK(r == expected, "compare_cards('%s', '%s') = %d, not %d", a, b, r, expected);
    }
    free(a);
    free(b);
}

static void op_card_parse(fuzz_input *in)
{
    char *text = pick_text(in);
    bool null_out = fuzz_u8(in) % 8 == 0;
    cg_war_card card = CANARY;
    cg_status st = cg_war_card_parse(text, null_out ? NULL : &card);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_war_card_parse");
        check_refused("cg_war_card_parse");
        FUZZ_CHECK(card == CANARY, "a failing cg_war_card_parse wrote its output");
    } else if (!null_out) {
        char name[4];
        FUZZ_CHECK(card < CG_WAR_DECK_SIZE && cg_war_card_name(card, name, sizeof name) == 2,
                   "'%s' read as %u", text, (unsigned)card);
        FUZZ_CHECK(strlen(text) == 2 && name[0] == text[0] &&
                       (name[1] == text[1] || name[1] == text[1] - 'a' + 'A'),
                   "'%s' read as %s", text, name);
    }
    free(text);
}

static void op_card_name(fuzz_input *in)
{
    cg_war_card card = fuzz_u8(in);
    size_t cap = fuzz_u8(in) % 5;
    char buf[5];
    memset(buf, CANARY, sizeof buf);
    size_t n = cg_war_card_name(card, cap ? buf : NULL, cap);
    FUZZ_CHECK(n == (card < CG_WAR_DECK_SIZE ? 2u : 0u), "the name of %u has %zu bytes",
               (unsigned)card, n);
    if (n == 0)
        check_refused("cg_war_card_name");
    if (cap > 0)
        FUZZ_CHECK(strlen(buf) == (n < cap ? n : cap - 1), "a name cut wrongly");
    for (size_t i = cap; i < sizeof buf; i++)
        FUZZ_CHECK((uint8_t)buf[i] == CANARY, "cg_war_card_name wrote past its buffer");
}

/* ---- decks ---- */

static void check_deck(cg_status st, const cg_war_card *deck, const char *function)
{
    check_message_fits();
    if (st != CG_OK) {
        fuzz_check_failure(st, function);
        for (int i = 0; i < CG_WAR_DECK_SIZE; i++)
            FUZZ_CHECK(deck[i] == CANARY, "a failing %s wrote the deck", function);
        return;
    }
    uint64_t seen = 0;
    for (int i = 0; i < CG_WAR_DECK_SIZE; i++) {
        FUZZ_CHECK(deck[i] < CG_WAR_DECK_SIZE && !(seen >> deck[i] & 1), "card %d of %s: %u", i,
                   function, (unsigned)deck[i]);
        seen |= (uint64_t)1 << deck[i];
    }
}

/* The rest of the input, as deck text (it may hold NUL bytes). */
static void op_deck_parse(fuzz_input *in)
{
    bool null_deck = fuzz_u8(in) % 16 == 0;
    size_t len = in->size;
    uint8_t *text = malloc(len + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    memcpy(text, in->data, len);
    in->data += len;
    in->size = 0;
    cg_war_card deck[CG_WAR_DECK_SIZE];
    memset(deck, CANARY, sizeof deck);
    cg_status st = cg_war_deck_parse((const char *)text, len, null_deck ? NULL : deck);
    check_deck(st, deck, "cg_war_deck_parse");
    free(text);
}

/* A file holding the rest of the input reads as its text does. */
static void op_deck_load(fuzz_input *in)
{
    uint8_t which = fuzz_u8(in) % 4;
    cg_war_card deck[CG_WAR_DECK_SIZE], parsed[CG_WAR_DECK_SIZE];
    memset(deck, CANARY, sizeof deck);
    if (which < 3) {
        const char *paths[] = {NULL, "/nonexistent/deck.txt", "."};
        cg_status st = cg_war_deck_load(paths[which], deck);
        FUZZ_CHECK(st == (which ? CG_EIO : CG_EINVAL), "cg_war_deck_load(%s) gave %s",
                   paths[which] ? paths[which] : "NULL", cg_status_name(st));
        check_deck(st, deck, "cg_war_deck_load");
        return;
    }
    char path[] = "/tmp/fuzz_war_deck_XXXXXX";
    int fd = mkstemp(path);
    FUZZ_CHECK(fd >= 0, "mkstemp");
    FUZZ_CHECK(write(fd, in->data, in->size) == (ssize_t)in->size, "writing the deck");
    close(fd);
    memset(parsed, CANARY, sizeof parsed);
    cg_status expected = cg_war_deck_parse((const char *)in->data, in->size, parsed);
    char message[ERROR_CAP];
    snprintf(message, sizeof message, "%s", cg_last_error());
    cg_status st = cg_war_deck_load(path, deck);
    unlink(path);
    in->data += in->size;
    in->size = 0;
    FUZZ_CHECK(st == expected && (st == CG_OK ? memcmp(deck, parsed, sizeof deck) == 0
                                              : strcmp(cg_last_error(), message) == 0),
               "the file reads as %s, its text as %s", cg_status_name(st),
               cg_status_name(expected));
    check_deck(st, deck, "cg_war_deck_load");
}

static void op_cards_param(fuzz_input *in)
{
    char *value = fuzz_line(in);
    size_t n = strlen(value);
    for (size_t i = 0; i < n; i++)
        if (value[i] == ';')
            value[i] = ','; /* the cards= key alone: no other key (no file) */
    char *params = malloc(n + 8);
    FUZZ_CHECK(params != NULL, "out of memory");
    snprintf(params, n + 8, "cards=%s", value);
    cg_game *g = NULL;
    cg_status st = cg_game_new("war", params, &g);
    check_message_fits();
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_game_new with cards=");
    } else {
        char *canonical = test_params_text(g);
        cg_game *again = NULL;
        FUZZ_CHECK(cg_game_new("war", canonical, &again) == CG_OK, "'%s' does not read back",
                   canonical);
        char *back = test_params_text(again);
        FUZZ_CHECK(strcmp(back, canonical) == 0, "'%s' reads back as '%s'", canonical, back);
        cg_state *s = new_state(g, n, 0);
        cg_war_card hand[CG_WAR_DECK_SIZE];
        FUZZ_CHECK(cg_war_hand(s, 0, hand, CG_WAR_DECK_SIZE) == 26, "a deal of cards=");
        cg_state_free(s);
        free(back);
        free(canonical);
        cg_game_free(again);
        cg_game_free(g);
    }
    free(params);
    free(value);
}

/* ---- a state ---- */

static const cg_state *pick_state(world *w, fuzz_input *in)
{
    return w->states[fuzz_u8(in) % S_COUNT];
}

static void op_table_text(world *w, fuzz_input *in)
{
    const cg_state *s = pick_state(w, in);
    size_t cap = fuzz_u8(in) % (BUF + 1);
    char buf[BUF], full[256];
    memset(buf, CANARY, sizeof buf);
    size_t n = cg_war_table_text(s, cap ? buf : NULL, cap);
    if (!is_war(s)) {
        FUZZ_CHECK(n == 0 && (cap == 0 || buf[0] == '\0'), "table text of a bad state");
        check_refused("cg_war_table_text");
        return;
    }
    FUZZ_CHECK(cg_war_table_text(s, full, sizeof full) == n && n >= 5 && n < sizeof full &&
                   full[0] == '[' && full[n - 1] == ']' && strstr(full, " | "),
               "the table text '%s'", full);
    if (cap > 0)
        FUZZ_CHECK(strlen(buf) == (n < cap ? n : cap - 1) && strncmp(buf, full, strlen(buf)) == 0,
                   "a short buffer does not get the table's prefix");
    for (size_t i = cap; i < sizeof buf; i++)
        FUZZ_CHECK((uint8_t)buf[i] == CANARY, "cg_war_table_text wrote past its buffer");
}

/* Buffers of cards with canaries past `cap`. */
typedef struct cards_buffer {
    cg_war_card cards[BUF];
    uint8_t flags[BUF];
    size_t cap;
    bool null_cards, null_flags;
} cards_buffer;

static void buffer_pick(cards_buffer *b, fuzz_input *in)
{
    memset(b->cards, CANARY, sizeof b->cards);
    memset(b->flags, CANARY, sizeof b->flags);
    uint8_t how = fuzz_u8(in);
    b->cap = how % (BUF + 1);
    b->null_cards = how >> 6 == 1;
    b->null_flags = how >> 6 == 2;
}

static void buffer_check(const cards_buffer *b, int n, const char *function)
{
    size_t written = n < 0 ? 0 : (size_t)n < b->cap ? (size_t)n : b->cap;
    for (size_t i = 0; i < BUF; i++) {
        if (i < written && !b->null_cards)
            FUZZ_CHECK(b->cards[i] < CG_WAR_DECK_SIZE, "%s wrote card %u", function,
                       (unsigned)b->cards[i]);
        else
            FUZZ_CHECK(b->cards[i] == CANARY, "%s wrote card %zu of %zu", function, i, written);
        if (i < written && !b->null_flags)
            FUZZ_CHECK(b->flags[i] <= 1, "%s wrote flag %u", function, (unsigned)b->flags[i]);
        else
            FUZZ_CHECK(b->flags[i] == CANARY, "%s wrote flag %zu of %zu", function, i, written);
    }
}

static void op_table_cards(world *w, fuzz_input *in)
{
    const cg_state *s = pick_state(w, in);
    cards_buffer b;
    buffer_pick(&b, in);
    int n =
        cg_war_table_cards(s, b.null_cards ? NULL : b.cards, b.null_flags ? NULL : b.flags, b.cap);
    buffer_check(&b, n, "cg_war_table_cards");
    if (!is_war(s)) {
        FUZZ_CHECK(n == -1, "table cards of a bad state: %d", n);
        check_refused("cg_war_table_cards");
        return;
    }
    FUZZ_CHECK(n == cg_war_table_count(s, 0) + cg_war_table_count(s, 1) && n % 2 == 0,
               "%d cards on the table, %d and %d a side", n, cg_war_table_count(s, 0),
               cg_war_table_count(s, 1));
}

/* Hands and table hold the 52 cards, each once. */
static void check_all_cards(const cg_state *s)
{
    cg_war_card cards[CG_WAR_DECK_SIZE];
    uint64_t seen = 0;
    int total = 0;
    for (int p = 0; p < 3; p++) {
        int n = p < 2 ? cg_war_hand(s, p, cards, CG_WAR_DECK_SIZE)
                      : cg_war_table_cards(s, cards, NULL, CG_WAR_DECK_SIZE);
        FUZZ_CHECK(n >= 0 && total + n <= CG_WAR_DECK_SIZE, "%d cards in place %d", n, p);
        for (int i = 0; i < n; i++) {
            FUZZ_CHECK(!(seen >> cards[i] & 1), "card %u twice", (unsigned)cards[i]);
            seen |= (uint64_t)1 << cards[i];
        }
        total += n;
    }
    FUZZ_CHECK(total == CG_WAR_DECK_SIZE, "%d cards in all", total);
}

static void op_counts(world *w, fuzz_input *in)
{
    const cg_state *s = pick_state(w, in);
    int player = pick_player(in);
    bool on_table = fuzz_u8(in) & 1;
    int n = on_table ? cg_war_table_count(s, player) : cg_war_hand_count(s, player);
    const char *function = on_table ? "cg_war_table_count" : "cg_war_hand_count";
    if (!is_war(s) || (player != 0 && player != 1)) {
        FUZZ_CHECK(n == -1, "%s gave %d", function, n);
        check_refused(function);
        return;
    }
    FUZZ_CHECK(n >= 0 && n <= (on_table ? CG_WAR_DECK_SIZE / 2 : CG_WAR_DECK_SIZE), "%s gave %d",
               function, n);
    check_all_cards(s);
}

static void op_hand(world *w, fuzz_input *in)
{
    const cg_state *s = pick_state(w, in);
    int player = pick_player(in);
    cards_buffer b;
    buffer_pick(&b, in);
    b.null_flags = true;
    int n = cg_war_hand(s, player, b.null_cards ? NULL : b.cards, b.cap);
    buffer_check(&b, n, "cg_war_hand");
    if (!is_war(s) || (player != 0 && player != 1)) {
        FUZZ_CHECK(n == -1, "cg_war_hand gave %d", n);
        check_refused("cg_war_hand");
        return;
    }
    FUZZ_CHECK(n == cg_war_hand_count(s, player), "cg_war_hand gave %d cards", n);
}

static void op_step_and_counters(world *w, fuzz_input *in)
{
    const cg_state *s = pick_state(w, in);
    int step = cg_war_next_step(s);
    uint32_t rounds = cg_war_rounds(s), wars = cg_war_wars(s);
    if (!is_war(s)) {
        FUZZ_CHECK(step == -1 && rounds == 0 && wars == 0, "a bad state's step and counters");
        check_refused("cg_war_wars");
        return;
    }
    cg_move move;
    size_t n = cg_state_legal_moves(s, &move, 1);
    FUZZ_CHECK(step == CG_WAR_OVER ? n == 0 && cg_state_is_terminal(s)
                                   : n == 1 && move == (cg_move)step,
               "next step %d, %zu legal moves", step, n);
    FUZZ_CHECK(rounds > 0 || step == CG_WAR_PLAY, "step %d in round 0", step);
}

/* Plays the running state on: its counters never go down. */
static void op_advance(world *w, fuzz_input *in)
{
    cg_state *s = w->states[S_RUNNING];
    uint32_t moves = fuzz_u8(in);
    FUZZ_CHECK(cg_state_playout(s, moves, moves, NULL) == CG_OK, "cg_state_playout");
    uint32_t rounds = cg_war_rounds(s), wars = cg_war_wars(s);
    FUZZ_CHECK(rounds >= w->rounds && wars >= w->wars, "counters went from %u, %u to %u, %u",
               w->rounds, w->wars, rounds, wars);
    w->rounds = rounds;
    w->wars = wars;
}

/* The running state's saved form with hostile counters: what loads plays on
   without a counter going down, and saves as it loads. */
static void op_load_counters(world *w, fuzz_input *in)
{
    char *text = fuzz_save(w->states[S_RUNNING]);
    uint32_t rounds = fuzz_u8(in) < 128 ? UINT32_MAX - fuzz_u8(in) % 4 : fuzz_u32(in);
    uint32_t wars = fuzz_u8(in) < 128 ? UINT32_MAX - fuzz_u8(in) % 4 : fuzz_u32(in);
    char *at = strstr(text, "\nrounds "), *end = strstr(text, "\nhand1");
    FUZZ_CHECK(at && end, "the saved form has its counters");
    char *changed = malloc(strlen(text) + 64);
    FUZZ_CHECK(changed != NULL, "out of memory");
    sprintf(changed, "%.*s\nrounds %u\nwars %u%s", (int)(at - text), text, rounds, wars, end);
    cg_state *s = NULL;
    cg_status st = cg_state_load(war_game(), changed, &s);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_state_load with other counters");
    } else {
        for (int i = 0; i < 4 && !cg_state_is_terminal(s); i++) {
            uint32_t r = cg_war_rounds(s), k = cg_war_wars(s);
            FUZZ_CHECK(cg_state_apply(s, (cg_move)cg_war_next_step(s)) == CG_OK, "apply");
            FUZZ_CHECK(cg_war_rounds(s) >= r && cg_war_wars(s) >= k, "a counter wrapped");
            fuzz_check_state(s);
        }
    }
    cg_state_free(s);
    free(changed);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    world w;
    world_make(&w, &in);
    for (int ops = 0; ops < OPS_MAX && in.size > 0; ops++) {
        switch ((op)(fuzz_u8(&in) % OP_COUNT)) {
        case OP_COMPARE: op_compare(&in); break;
        case OP_CARD_PARSE: op_card_parse(&in); break;
        case OP_CARD_NAME: op_card_name(&in); break;
        case OP_DECK_PARSE: op_deck_parse(&in); break;
        case OP_DECK_LOAD: op_deck_load(&in); break;
        case OP_TABLE_TEXT: op_table_text(&w, &in); break;
        case OP_TABLE_CARDS: op_table_cards(&w, &in); break;
        case OP_COUNTS: op_counts(&w, &in); break;
        case OP_HAND: op_hand(&w, &in); break;
        case OP_STEP_AND_COUNTERS: op_step_and_counters(&w, &in); break;
        case OP_ADVANCE: op_advance(&w, &in); break;
        case OP_LOAD_COUNTERS: op_load_counters(&w, &in); break;
        case OP_CARDS_PARAM: op_cards_param(&in); break;
        case OP_COUNT: break;
        }
    }
    world_free(&w);
    return 0;
}
