/* Reading Shephy's saved form (written by shephy_save): every token, every
   count, and the consistency of the position with the rules. */
#include <string.h>

#include "shephy_internal.h"

static cg_status fail_word(cg_reader *in, const char *what, cg_span word)
{
    char shown[64];
    return cg_reader_fail(in, "'%s' is not %s", cg_span_show(word, shown, sizeof shown), what);
}

/* A rank value token ("30"): its index, or -1 after a failure. */
static int read_rank(cg_reader *in, cg_span word, cg_status *st)
{
    int r = shephy_rank_from_span(word);
    if (r < 0)
        *st = fail_word(in, "a rank (1, 3, 10, 30, 100, 300 or 1000)", word);
    return r;
}

/* "-" or rank values separated by spaces, into counts per rank index. */
static cg_status read_ranks(cg_reader *in, cg_span rest, uint8_t counts[CG_SHEPHY_RANKS],
                            int *total)
{
    cg_status st = CG_OK;
    *total = 0;
    if (cg_span_eq(cg_span_trim(rest), "-"))
        return CG_OK;
    for (cg_span word = cg_span_word(&rest); word.n > 0; word = cg_span_word(&rest)) {
        int r = read_rank(in, word, &st);
        if (r < 0)
            return st;
        if (++*total > CG_SHEPHY_FIELD_MAX)
            return cg_reader_fail(in, "more than %d sheep cards", CG_SHEPHY_FIELD_MAX);
        counts[r]++;
    }
    if (*total == 0)
        return cg_reader_fail(in, "write '-' for no sheep cards");
    return CG_OK;
}

static cg_status load_field(cg_reader *in, shephy_state *s)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "field", &rest);
    int total = 0;
    if (st == CG_OK)
        st = read_ranks(in, rest, s->field, &total);
    s->field_size = (uint8_t)total;
    return st;
}

/* Seven counts that must be what the field leaves in the stock. */
static cg_status load_stock(cg_reader *in, const shephy_state *s)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "stock", &rest);
    if (st != CG_OK)
        return st;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        cg_span word = cg_span_word(&rest);
        uint32_t n;
        if (!cg_span_to_u32(word, CG_SHEPHY_RANK_COPIES, &n))
            return cg_reader_fail(in, "the stock needs 7 counts of 0..7 (ranks 1 to 1000)");
        int expected = CG_SHEPHY_RANK_COPIES - s->field[r];
        if ((int)n != expected)
            return cg_reader_fail(in,
                                  "the stock of %d holds %u cards, but 7 minus the %d in "
                                  "the field is %d",
                                  shephy_rank_values[r], n, s->field[r], expected);
    }
    if (cg_span_trim(rest).n > 0)
        return cg_reader_fail(in, "the stock needs exactly 7 counts");
    return CG_OK;
}

static cg_status load_enemy(cg_reader *in, shephy_state *s)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "enemy", &rest);
    if (st != CG_OK)
        return st;
    uint32_t n;
    if (!cg_span_to_u32(rest, CG_SHEPHY_ENEMY_LIMIT, &n) ||
        (n != 1 && n != 10 && n != 100 && n != 1000))
        return fail_word(in, "an enemy sheep count (1, 10, 100 or 1000)", rest);
    s->enemy = (uint16_t)n;
    return CG_OK;
}

/* "-" or card names separated by ", ", at most cap of them. */
static cg_status load_cards(cg_reader *in, const char *key, uint8_t *cards, uint8_t *count, int cap)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, key, &rest);
    if (st != CG_OK)
        return st;
    rest = cg_span_trim(rest);
    if (cg_span_eq(rest, "-"))
        return CG_OK;
    if (rest.n == 0)
        return cg_reader_fail(in, "write '-' for no cards");
    if (rest.p[rest.n - 1] == ',')
        return cg_reader_fail(in, "no card after the last ',' in %s", key);
    while (rest.n > 0) {
        cg_span name = cg_span_trim(cg_span_split(&rest, ','));
        int card = shephy_card_from_span(name);
        if (card < 0)
            return fail_word(in, "an event card name", name);
        if (*count >= cap)
            return cg_reader_fail(in, "more than %d cards in %s", cap, key);
        cards[(*count)++] = (uint8_t)card;
    }
    return CG_OK;
}

/* Each event card once among hand, deck, discard pile and exile. */
static cg_status check_cards(cg_reader *in, const shephy_state *s)
{
    int seen[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < s->hand_count; i++)
        seen[s->hand[i]]++;
    for (int i = 0; i < s->deck_count; i++)
        seen[s->deck[i]]++;
    for (int i = 0; i < s->discard_count; i++)
        seen[s->discard[i]]++;
    for (int i = 0; i < s->exile_count; i++)
        seen[s->exile[i]]++;
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        if (seen[c] != shephy_card_copies[c])
            return cg_reader_fail(in,
                                  "%s appears %d time%s among hand, deck, discard and "
                                  "exile; the game has %d",
                                  shephy_card_names[c], seen[c], seen[c] == 1 ? "" : "s",
                                  shephy_card_copies[c]);
    return CG_OK;
}

/* The effect's choices after the ':' ("rank 3", "chosen 1 3", ...). */
static cg_status load_choices(cg_reader *in, shephy_state *s, cg_span rest)
{
    cg_span key = cg_span_word(&rest);
    cg_status st = CG_OK;
    int card = s->effect;
    uint32_t n;
    if (cg_span_eq(key, "rank") && (card == CG_SHEPHY_BE_FRUITFUL || card == CG_SHEPHY_FLOURISH)) {
        int r = read_rank(in, cg_span_trim(rest), &st);
        s->chosen_rank = (uint8_t)(r + 1);
        return st;
    }
    if (cg_span_eq(key, "chosen") &&
        (card == CG_SHEPHY_DOMINION || card == CG_SHEPHY_GOLDEN_HOOVES)) {
        int total = 0;
        st = read_ranks(in, rest, s->chosen, &total);
        if (st == CG_OK && total == 0)
            return cg_reader_fail(in, "'chosen' needs at least one rank");
        return st;
    }
    if (cg_span_eq(key, "rest") && (card == CG_SHEPHY_STORM || card == CG_SHEPHY_METEOR)) {
        int most = card == CG_SHEPHY_STORM ? 1 : 2;
        if (!cg_span_to_u32(cg_span_trim(rest), (uint32_t)most, &n) || n == 0)
            return cg_reader_fail(in, "%s leaves %s after its first", shephy_card_names[card],
                                  most == 1 ? "1 release" : "1 or 2 releases");
        s->rest = (uint8_t)n;
        return CG_OK;
    }
    if (cg_span_eq(key, "initial") && card == CG_SHEPHY_SLUMP) {
        if (!cg_span_to_u32(cg_span_trim(rest), CG_SHEPHY_FIELD_MAX, &n) || n < 4)
            return cg_reader_fail(in, "Slump goes on only from an initial field of 4 to 7");
        s->initial_count = (uint8_t)n;
        return CG_OK;
    }
    if (cg_span_eq(key, "searched") && card == CG_SHEPHY_INSPIRATION && cg_span_trim(rest).n == 0) {
        s->searched = 1;
        return CG_OK;
    }
    return fail_word(in, "a choice of this card", key);
}

static cg_status load_effect(cg_reader *in, shephy_state *s)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "effect", &rest);
    if (st != CG_OK)
        return st;
    s->effect = SHEPHY_NO_EFFECT;
    if (cg_span_eq(cg_span_trim(rest), "none"))
        return CG_OK;
    bool has_choices = rest.n > 0 && memchr(rest.p, ':', rest.n) != NULL;
    cg_span name = cg_span_trim(cg_span_split(&rest, ':'));
    if (cg_span_eq(name, "none"))
        return cg_reader_fail(in, "'none' has no choices");
    int card = shephy_card_from_span(name);
    if (card < 0)
        return fail_word(in, "'none' or an event card name", name);
    s->effect = (uint8_t)card;
    return has_choices ? load_choices(in, s, rest) : CG_OK;
}

/* A card played last went to the discard pile (Meteor then exiles it), or
   stays in the hand when All-purpose Sheep copied it. */
static bool played_card_in_place(const shephy_state *s, int card, bool exiled)
{
    const uint8_t *pile = exiled ? s->exile : s->discard;
    int count = exiled ? s->exile_count : s->discard_count;
    if (count == 0)
        return false;
    int top = pile[count - 1];
    if (top == card)
        return true;
    if (top != CG_SHEPHY_ALL_PURPOSE_SHEEP)
        return false;
    for (int i = 0; i < s->hand_count; i++)
        if (s->hand[i] == card)
            return true;
    return false;
}

static bool effect_card_in_place(const shephy_state *s)
{
    return played_card_in_place(s, s->effect, s->effect == CG_SHEPHY_METEOR && s->rest);
}

static cg_status check_choices(cg_reader *in, const shephy_state *s)
{
    int highest = shephy_highest_rank(s);
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        if (s->chosen[r] > s->field[r])
            return cg_reader_fail(in, "%d chosen %d Sheep cards, the field has %d", s->chosen[r],
                                  shephy_rank_values[r], s->field[r]);
        if (s->chosen[r] && s->effect == CG_SHEPHY_GOLDEN_HOOVES && r >= highest)
            return cg_reader_fail(in, "Golden Hooves cannot choose the highest rank");
    }
    if (s->chosen_rank && !s->field[s->chosen_rank - 1])
        return cg_reader_fail(in, "no %d Sheep card in the field to choose",
                              shephy_rank_values[s->chosen_rank - 1]);
    if (s->chosen_rank && s->field_size >= CG_SHEPHY_FIELD_MAX)
        return cg_reader_fail(in, "%s chooses only when the field is not full",
                              shephy_card_names[s->effect]);
    if (s->rest > s->field_size)
        return cg_reader_fail(in, "%d releases left with %d sheep in the field", s->rest,
                              s->field_size);
    int keep = (s->initial_count + 1) / 2;
    if (s->initial_count && (s->field_size <= keep || s->field_size >= s->initial_count))
        return cg_reader_fail(in, "Slump from %d sheep stops at %d; the field has %d",
                              s->initial_count, keep, s->field_size);
    return CG_OK;
}

/* A card is resolved only in a game that goes on, from a hand it left. */
static cg_status check_effect(cg_reader *in, const shephy_state *s)
{
    if (s->effect == SHEPHY_NO_EFFECT)
        return CG_OK;
    if (s->field[SHEPHY_TOP_RANK] || s->enemy >= CG_SHEPHY_ENEMY_LIMIT || s->field_size == 0)
        return cg_reader_fail(in, "a card is being resolved, but the game is over");
    int hand_max = s->searched ? CG_SHEPHY_HAND_MAX : CG_SHEPHY_HAND_MAX - 1;
    if (s->hand_count > hand_max)
        return cg_reader_fail(in, "the hand holds %d cards while %s is resolved, at most %d",
                              s->hand_count, shephy_card_names[s->effect], hand_max);
    if (!effect_card_in_place(s))
        return cg_reader_fail(in,
                              "%s is resolved, so it tops the %s (or All-purpose Sheep "
                              "does, %s in hand)",
                              shephy_card_names[s->effect],
                              s->effect == CG_SHEPHY_METEOR && s->rest ? "exile" : "discard pile",
                              shephy_card_names[s->effect]);
    return check_choices(in, s);
}

/* Only Dominion brings a 1000 into the field (Golden Hooves raises ranks
   below the field's highest, Flourish gains at most 100s, Be Fruitful copies
   a rank in the field): one 1000, combined from at least four cards (three
   300s make 900), and the game is won at once. */
static cg_status check_won(cg_reader *in, const shephy_state *s)
{
    if (s->field[SHEPHY_TOP_RANK] != 1)
        return cg_reader_fail(in,
                              "a won field holds one 1000 Sheep card (Dominion gains one and "
                              "the game ends), not %d",
                              s->field[SHEPHY_TOP_RANK]);
    if (s->field_size > 4)
        return cg_reader_fail(in,
                              "Dominion combines at least four sheep into the 1000, so a won "
                              "field holds at most 4, not %d",
                              s->field_size);
    if (s->enemy >= CG_SHEPHY_ENEMY_LIMIT)
        return cg_reader_fail(in, "the enemy reaches 1000 only by a remake, never once won");
    if (!played_card_in_place(s, CG_SHEPHY_DOMINION, false))
        return cg_reader_fail(in, "the game was won by Dominion, so it tops the discard pile "
                                  "(or All-purpose Sheep does, Dominion in hand)");
    return CG_OK;
}

/* The remake from 100 enemy sheep ends the game: the discard pile became the
   deck and the hand was filled from it; the field was not empty, as an empty
   field ends the game before any remake. */
static cg_status check_lost_to_enemy(cg_reader *in, const shephy_state *s)
{
    int dealt = s->hand_count + s->deck_count;
    int filled = dealt < CG_SHEPHY_HAND_MAX ? dealt : CG_SHEPHY_HAND_MAX;
    if (s->field_size == 0)
        return cg_reader_fail(in, "an empty field ends the game before the remake that brings "
                                  "1000 enemy sheep");
    if (s->discard_count > 0)
        return cg_reader_fail(in,
                              "the remake that brings 1000 enemy sheep empties the discard "
                              "pile, which holds %d cards",
                              s->discard_count);
    if (s->hand_count != filled)
        return cg_reader_fail(in,
                              "the remake that brings 1000 enemy sheep fills the hand to %d, "
                              "not %d",
                              filled, s->hand_count);
    return CG_OK;
}

/* The cards that can release the last sheep: Falling Rock, Storm, Lightning,
   Wolves (on a 1), Plague and Shephion from the discard pile, Meteor from the
   exile (Crowding keeps 2, Slump half, Dominion gains one). */
static cg_status check_lost_all_sheep(cg_reader *in, const shephy_state *s)
{
    static const uint8_t emptying[] = {CG_SHEPHY_FALLING_ROCK, CG_SHEPHY_STORM,
                                       CG_SHEPHY_LIGHTNING,    CG_SHEPHY_WOLVES,
                                       CG_SHEPHY_PLAGUE,       CG_SHEPHY_SHEPHION};
    if (played_card_in_place(s, CG_SHEPHY_METEOR, true))
        return CG_OK;
    for (size_t i = 0; i < sizeof emptying; i++)
        if (played_card_in_place(s, emptying[i], false))
            return CG_OK;
    return cg_reader_fail(in, "the field was emptied by the last card played, which tops the "
                              "discard pile (Meteor the exile; or All-purpose Sheep does, the "
                              "card in hand): Falling Rock, Storm, Meteor, Lightning, Wolves, "
                              "Plague or Shephion");
}

/* A finished game is one the rules can end: by the card played last (its
   hand then holds at most 4 cards), or by the remake from 100 enemies. */
static cg_status check_finished(cg_reader *in, const shephy_state *s)
{
    cg_shephy_outcome outcome = shephy_outcome(s);
    if (outcome == CG_SHEPHY_RUNNING || s->effect != SHEPHY_NO_EFFECT)
        return CG_OK;
    if (outcome == CG_SHEPHY_LOST_TO_ENEMY)
        return check_lost_to_enemy(in, s);
    if (s->hand_count > CG_SHEPHY_HAND_MAX - 1)
        return cg_reader_fail(in,
                              "the hand holds %d cards after the card that ended the game, "
                              "at most 4",
                              s->hand_count);
    return outcome == CG_SHEPHY_WON ? check_won(in, s) : check_lost_all_sheep(in, s);
}

cg_status shephy_load(const void *config, void *state, cg_reader *in)
{
    (void)config;
    shephy_state *s = state;
    cg_status st = load_field(in, s);
    if (st == CG_OK)
        st = load_stock(in, s);
    if (st == CG_OK)
        st = load_enemy(in, s);
    if (st == CG_OK)
        st = load_cards(in, "hand", s->hand, &s->hand_count, CG_SHEPHY_HAND_MAX);
    if (st == CG_OK)
        st = load_cards(in, "deck", s->deck, &s->deck_count, CG_SHEPHY_EVENT_CARDS);
    if (st == CG_OK)
        st = load_cards(in, "discard", s->discard, &s->discard_count, CG_SHEPHY_EVENT_CARDS);
    if (st == CG_OK)
        st = load_cards(in, "exile", s->exile, &s->exile_count, CG_SHEPHY_EVENT_CARDS);
    if (st == CG_OK)
        st = check_cards(in, s);
    if (st == CG_OK)
        st = load_effect(in, s);
    if (st == CG_OK)
        st = check_effect(in, s);
    if (st == CG_OK)
        st = check_finished(in, s);
    return st;
}
