/*
 * Shephy's typed functions (shephy.h) under a script of hostile calls: each
 * byte picks an operation, the bytes after it its arguments, over four slots
 * (a Shephy state, a War state, or empty: NULL). Operations: a new Shephy
 * state, a legal move, play to the end, a War state, every state accessor
 * with any cap and NULL arrays, the card and rank functions with any
 * integers and names, compositeRanks over any values and counts, the hidden
 * shuffle with any seed. Each call must keep its promise: the documented
 * value, or the documented failure with a message and nothing changed.
 */
#include <stdlib.h>
#include <string.h>

#include "cardgames/shephy.h"
#include "fuzz.h"

enum { SLOTS = 4, OPS_MAX = 256, VALUES_MAX = 40 };

typedef enum op {
    OP_NEW,
    OP_MOVE,
    OP_FINISH,
    OP_FOREIGN,
    OP_ACCESSORS,
    OP_PILE_CAP,
    OP_CARDS,
    OP_RANKS,
    OP_COMPOSITE,
    OP_SHUFFLE,
    OP_FREE,
    OP_COUNT
} op;

static const cg_game *game_named(const char *name)
{
    static const cg_game *games[2];
    int i = strcmp(name, "shephy") == 0 ? 0 : 1;
    if (!games[i]) {
        cg_game *g = NULL;
        FUZZ_CHECK(cg_game_new(name, NULL, &g) == CG_OK, "%s: %s", name, cg_last_error());
        games[i] = g;
    }
    return games[i];
}

static bool is_shephy(const cg_state *s)
{
    return s && cg_state_game(s) == game_named("shephy");
}

static void check_refused(const char *what)
{
    FUZZ_CHECK(strstr(cg_last_error(), what) != NULL, "failure of %s without its name: '%s'", what,
               cg_last_error());
}

/* The piles of a Shephy state: every event card once, hand at most 5. */
static void check_piles(const cg_state *s)
{
    uint8_t cards[CG_SHEPHY_EVENT_CARDS];
    int seen[CG_SHEPHY_CARD_KINDS] = {0}, total = 0;
    int (*const piles[])(const cg_state *, uint8_t *, size_t) = {
        cg_shephy_hand, cg_shephy_deck, cg_shephy_discard, cg_shephy_exile};
    for (size_t p = 0; p < 4; p++) {
        int n = piles[p](s, cards, sizeof cards);
        FUZZ_CHECK(n >= 0 && n <= CG_SHEPHY_EVENT_CARDS, "pile %zu of %d cards", p, n);
        for (int i = 0; i < n; i++) {
            FUZZ_CHECK(cards[i] < CG_SHEPHY_CARD_KINDS, "card %u", cards[i]);
            seen[cards[i]]++;
        }
        total += n;
    }
    FUZZ_CHECK(total == CG_SHEPHY_EVENT_CARDS, "%d event cards", total);
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        FUZZ_CHECK(seen[c] == cg_shephy_card_copies(c), "card %d seen %d times", c, seen[c]);
    FUZZ_CHECK(cg_shephy_hand(s, NULL, 0) <= CG_SHEPHY_HAND_MAX, "a hand above 5");
}

static void check_shephy_accessors(const cg_state *s)
{
    uint8_t field[CG_SHEPHY_RANKS], stock[CG_SHEPHY_RANKS];
    FUZZ_CHECK(cg_shephy_field(s, field) == CG_OK && cg_shephy_stock(s, stock) == CG_OK,
               "field or stock of a Shephy state");
    int size = 0;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        FUZZ_CHECK(field[r] + stock[r] == CG_SHEPHY_RANK_COPIES, "rank %d: %u + %u", r, field[r],
                   stock[r]);
        size += field[r];
    }
    FUZZ_CHECK(size == cg_shephy_field_size(s) && size <= CG_SHEPHY_FIELD_MAX, "field of %d", size);
    int enemy = cg_shephy_enemy_sheep(s);
    FUZZ_CHECK(enemy == 1 || enemy == 10 || enemy == 100 || enemy == 1000, "enemy %d", enemy);
    check_piles(s);
    cg_shephy_effect e;
    FUZZ_CHECK(cg_shephy_effect_of(s, &e) == CG_OK, "effect_of");
    FUZZ_CHECK(e.card >= -1 && e.card < CG_SHEPHY_CARD_KINDS, "effect card %d", e.card);
    int outcome = cg_shephy_outcome_of(s);
    FUZZ_CHECK(outcome >= CG_SHEPHY_RUNNING && outcome <= CG_SHEPHY_LOST_ALL_SHEEP, "outcome %d",
               outcome);
    FUZZ_CHECK((outcome != CG_SHEPHY_RUNNING) == cg_state_is_terminal(s), "outcome %d, terminal %d",
               outcome, cg_state_is_terminal(s));
    FUZZ_CHECK(outcome == CG_SHEPHY_RUNNING || e.card == -1, "a finished game resolves a card");
}

/* A War state or NULL: every accessor refuses it, naming itself. */
static void check_other_accessors(const cg_state *s)
{
    uint8_t counts[CG_SHEPHY_RANKS] = {9, 9, 9, 9, 9, 9, 9}, cards[4] = {9, 9, 9, 9};
    cg_shephy_effect e;
    memset(&e, 0x5a, sizeof e);
    FUZZ_CHECK(cg_shephy_field(s, counts) == CG_EINVAL, "field");
    check_refused("cg_shephy_field");
    FUZZ_CHECK(cg_shephy_stock(s, counts) == CG_EINVAL, "stock");
    check_refused("cg_shephy_stock");
    FUZZ_CHECK(counts[0] == 9 && counts[6] == 9, "counts written on failure");
    FUZZ_CHECK(cg_shephy_field_size(s) == -1, "field_size");
    check_refused("cg_shephy_field_size");
    FUZZ_CHECK(cg_shephy_enemy_sheep(s) == -1, "enemy_sheep");
    check_refused("cg_shephy_enemy_sheep");
    FUZZ_CHECK(cg_shephy_hand(s, cards, 4) == -1, "hand");
    check_refused("cg_shephy_hand");
    FUZZ_CHECK(cg_shephy_deck(s, cards, 4) == -1, "deck");
    check_refused("cg_shephy_deck");
    FUZZ_CHECK(cg_shephy_discard(s, cards, 4) == -1, "discard");
    check_refused("cg_shephy_discard");
    FUZZ_CHECK(cg_shephy_exile(s, cards, 4) == -1, "exile");
    check_refused("cg_shephy_exile");
    FUZZ_CHECK(cards[0] == 9 && cards[3] == 9, "cards written on failure");
    FUZZ_CHECK(cg_shephy_effect_of(s, &e) == CG_EINVAL, "effect_of");
    check_refused("cg_shephy_effect_of");
    FUZZ_CHECK(cg_shephy_outcome_of(s) == -1, "outcome_of");
    check_refused("cg_shephy_outcome_of");
}

static void accessors(const cg_state *s)
{
    if (is_shephy(s)) {
        check_shephy_accessors(s);
        FUZZ_CHECK(cg_shephy_field(s, NULL) == CG_EINVAL, "field into NULL");
        FUZZ_CHECK(cg_shephy_stock(s, NULL) == CG_EINVAL, "stock into NULL");
        FUZZ_CHECK(cg_shephy_effect_of(s, NULL) == CG_EINVAL, "effect_of into NULL");
        fuzz_check_state(s);
    } else {
        check_other_accessors(s);
    }
}

/* A pile read with any cap: the count, and no byte written past min(count, cap). */
static void pile_cap(const cg_state *s, fuzz_input *in)
{
    int (*const piles[])(const cg_state *, uint8_t *, size_t) = {
        cg_shephy_hand, cg_shephy_deck, cg_shephy_discard, cg_shephy_exile};
    int (*pile)(const cg_state *, uint8_t *, size_t) = piles[fuzz_u8(in) % 4];
    size_t cap = fuzz_u8(in) % 32;
    uint8_t cards[32];
    memset(cards, 0xee, sizeof cards);
    int n = pile(s, fuzz_u8(in) & 1 ? NULL : cards, cap);
    if (!is_shephy(s)) {
        FUZZ_CHECK(n == -1, "a pile of a foreign state: %d", n);
        return;
    }
    int all = pile(s, NULL, 0);
    FUZZ_CHECK(n == all && n >= 0, "count %d with cap %zu, %d without", n, cap, all);
    size_t written = (size_t)n < cap ? (size_t)n : cap;
    for (size_t i = written; i < sizeof cards; i++)
        FUZZ_CHECK(cards[i] == 0xee, "byte %zu written with cap %zu, count %d", i, cap, n);
}

/* The card functions on any integer and any name. */
static void cards(fuzz_input *in)
{
    int card = (int)fuzz_u32(in);
    bool valid = card >= 0 && card < CG_SHEPHY_CARD_KINDS;
    const char *en = cg_shephy_card_name(card), *ja = cg_shephy_card_name_ja(card);
    int copies = cg_shephy_card_copies(card);
    FUZZ_CHECK((en != NULL) == valid && (ja != NULL) == valid, "names of %d", card);
    FUZZ_CHECK(valid ? copies >= 1 && copies <= 3 : copies == 0, "%d copies of %d", copies, card);
    if (valid)
        FUZZ_CHECK(cg_shephy_card_from_name(en) == card && cg_shephy_card_from_name(ja) == card,
                   "names of %d read back", card);
    else
        check_refused("cg_shephy_card_copies");
    char *name = fuzz_line(in);
    int read = cg_shephy_card_from_name(name);
    if (read < 0)
        check_refused("cg_shephy_card_from_name");
    else
        FUZZ_CHECK(strcmp(cg_shephy_card_name(read), name) == 0 ||
                       strcmp(cg_shephy_card_name_ja(read), name) == 0,
                   "'%s' read as %d", name, read);
    free(name);
    FUZZ_CHECK(cg_shephy_card_from_name(NULL) == -1, "a NULL name");
}

/* The rank functions on any integer. */
static void ranks(fuzz_input *in)
{
    int x = (int)fuzz_u32(in);
    int value = cg_shephy_rank_value(x);
    FUZZ_CHECK((x >= 0 && x < CG_SHEPHY_RANKS) ? value >= 1 && cg_shephy_rank_index(value) == x
                                               : value == 0,
               "rank index %d: %d", x, value);
    int index = cg_shephy_rank_index(x), drop = cg_shephy_drop_rank(x),
        raise = cg_shephy_raise_rank(x);
    if (index < 0) {
        FUZZ_CHECK(drop == -1 && raise == -1, "no rank %d drops to %d, raises to %d", x, drop,
                   raise);
        check_refused("cg_shephy_raise_rank");
        return;
    }
    FUZZ_CHECK(drop == (index ? cg_shephy_rank_value(index - 1) : 0), "drop of %d: %d", x, drop);
    FUZZ_CHECK(raise == (index < CG_SHEPHY_RANKS - 1 ? cg_shephy_rank_value(index + 1) : 0),
               "raise of %d: %d", x, raise);
}

/* compositeRanks over any values and counts, NULL included. */
static void composite(fuzz_input *in)
{
    int values[VALUES_MAX];
    size_t count = fuzz_u8(in) % (VALUES_MAX + 1);
    bool all_ranks = true;
    long sum = 0;
    for (size_t i = 0; i < count; i++) {
        uint8_t b = fuzz_u8(in);
        values[i] = b < 224 ? cg_shephy_rank_value(b % CG_SHEPHY_RANKS) : (int)fuzz_u32(in);
        all_ranks = all_ranks && cg_shephy_rank_index(values[i]) >= 0;
        sum += all_ranks ? values[i] : 0;
    }
    int got = cg_shephy_composite_ranks(fuzz_u8(in) == 0 ? NULL : values, count);
    if (got < 0) {
        check_refused("cg_shephy_composite_ranks");
        return;
    }
    FUZZ_CHECK(count > 0 && all_ranks, "composite %d of %zu values", got, count);
    FUZZ_CHECK(cg_shephy_rank_index(got) >= 0 && got <= sum, "composite %d of a sum %ld", got, sum);
    int up = cg_shephy_raise_rank(got);
    FUZZ_CHECK(up == 0 || up > sum, "composite %d below the sum %ld leaves out %d", got, sum, up);
}

/* The hidden shuffle: the deck's contents and what player 0 sees stay. */
static void shuffle(cg_state *s, fuzz_input *in)
{
    uint64_t seed = fuzz_u64(in);
    if (!is_shephy(s)) {
        FUZZ_CHECK(cg_shephy_shuffle_hidden(s, seed) == CG_EINVAL, "shuffle of a foreign state");
        check_refused("cg_shephy_shuffle_hidden");
        return;
    }
    char before[4096], after[4096];
    uint8_t deck[CG_SHEPHY_EVENT_CARDS], shuffled[CG_SHEPHY_EVENT_CARDS];
    int seen[CG_SHEPHY_CARD_KINDS] = {0};
    cg_state_render(s, 0, before, sizeof before);
    int n = cg_shephy_deck(s, deck, sizeof deck);
    FUZZ_CHECK(cg_shephy_shuffle_hidden(s, seed) == CG_OK, "shuffle: %s", cg_last_error());
    cg_state_render(s, 0, after, sizeof after);
    FUZZ_CHECK(strcmp(before, after) == 0, "the player's view changed");
    FUZZ_CHECK(cg_shephy_deck(s, shuffled, sizeof shuffled) == n, "the deck's size changed");
    for (int i = 0; i < n; i++) {
        seen[deck[i]]++;
        seen[shuffled[i]]--;
    }
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        FUZZ_CHECK(seen[c] == 0, "the deck's contents changed (card %d)", c);
    fuzz_check_state(s);
}

static void legal_move(cg_state *s, uint8_t pick)
{
    if (!is_shephy(s) || cg_state_is_terminal(s))
        return;
    cg_move moves[CG_SHEPHY_CARD_KINDS];
    size_t n = cg_state_legal_moves(s, moves, CG_SHEPHY_CARD_KINDS);
    FUZZ_CHECK(n >= 1 && n <= CG_SHEPHY_CARD_KINDS, "%zu legal moves", n);
    FUZZ_CHECK(cg_state_apply(s, moves[pick % n]) == CG_OK, "a legal move: %s", cg_last_error());
}

static void run_op(op o, cg_state **slot, fuzz_input *in)
{
    switch (o) {
    case OP_NEW:
        cg_state_free(*slot);
        *slot = NULL;
        FUZZ_CHECK(cg_state_new(game_named("shephy"), fuzz_u64(in), slot) == CG_OK, "new");
        break;
    case OP_MOVE: legal_move(*slot, fuzz_u8(in)); break;
    case OP_FINISH: {
        uint8_t pick = fuzz_u8(in);
        for (int k = 0; k < 400 && is_shephy(*slot) && !cg_state_is_terminal(*slot); k++)
            legal_move(*slot, (uint8_t)(pick + k * 7));
        break;
    }
    case OP_FOREIGN:
        cg_state_free(*slot);
        *slot = NULL;
        FUZZ_CHECK(cg_state_new(game_named("war"), fuzz_u64(in), slot) == CG_OK, "war");
        break;
    case OP_ACCESSORS: accessors(*slot); break;
    case OP_PILE_CAP: pile_cap(*slot, in); break;
    case OP_CARDS: cards(in); break;
    case OP_RANKS: ranks(in); break;
    case OP_COMPOSITE: composite(in); break;
    case OP_SHUFFLE: shuffle(*slot, in); break;
    default: cg_state_free(*slot); *slot = NULL;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    cg_state *slots[SLOTS] = {NULL};
    for (int n = 0; n < OPS_MAX && in.size > 0; n++) {
        uint8_t b = fuzz_u8(&in);
        run_op((op)(b % OP_COUNT), &slots[(b / OP_COUNT) % SLOTS], &in);
    }
    for (int i = 0; i < SLOTS; i++)
        cg_state_free(slots[i]);
    return 0;
}
