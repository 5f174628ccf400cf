/* War as text: the table in the seed's form, the render, the saved form. */
#include <string.h>

#include "war_internal.h"

const char *const war_step_names[4] = {"play", "war", "collect", "over"};

static void pile_card_write(const war_pile *pile, int i, bool reveal, cg_text *out)
{
    if (!reveal && !(pile->face_up >> i & 1))
        cg_text_puts(out, "XX");
    else
        war_card_write(pile->cards[i], out);
}

/* "[QS, XX, XX, XX, AS | AD, XX, XX, XX, 8S]": player 0's newest card at the far
   left, player 1's newest at the far right. */
void war_table_write(const war_state *s, bool reveal, cg_text *out)
{
    const war_pile *left = &s->table[0], *right = &s->table[1];
    cg_text_putc(out, '[');
    for (int i = left->count - 1; i >= 0; i--) {
        pile_card_write(left, i, reveal, out);
        if (i > 0)
            cg_text_puts(out, ", ");
    }
    cg_text_puts(out, " | ");
    for (int i = 0; i < right->count; i++) {
        if (i > 0)
            cg_text_puts(out, ", ");
        pile_card_write(right, i, reveal, out);
    }
    cg_text_putc(out, ']');
}

static void hand_write(const war_hand *hand, cg_text *out)
{
    for (int i = 0; i < hand->count; i++) {
        cg_text_putc(out, ' ');
        war_card_write(war_hand_at(hand, i), out);
    }
}

void war_render(const void *config, const void *state, int viewer, cg_text *out)
{
    (void)config;
    const war_state *s = state;
    bool all = viewer == CG_PLAYER_NONE;
    cg_text_printf(out, "Round %u, %u war%s so far\nTable: ", s->rounds, s->wars,
                   s->wars == 1 ? "" : "s");
    war_table_write(s, all, out);
    cg_text_putc(out, '\n');
    for (int p = 0; p < 2; p++) {
        cg_text_printf(out, "Player %d: %d card%s", p, s->hand[p].count,
                       s->hand[p].count == 1 ? "" : "s");
        if (all)
            hand_write(&s->hand[p], out);
        cg_text_putc(out, '\n');
    }
    if (s->next != CG_WAR_OVER) {
        cg_text_printf(out, "Next: %s\n", war_step_names[s->next]);
        return;
    }
    int winner = war_winner(config, state);
    if (winner == CG_PLAYER_NONE)
        cg_text_puts(out, "Game over: a draw\n");
    else
        cg_text_printf(out, "Game over: player %d wins with all 52 cards\n", winner);
}

/* What the saved form writes after a hidden card: "@q" when it is remembered
   in pool q, ":q" when it is in pool q but nobody remembers it, nothing when
   it is in no pool (war_memory_canonical numbers the pools). */
static void memory_write(const war_memory_view *memory, int place, cg_war_card card, cg_text *out)
{
    uint8_t q = memory->pools[place];
    if (q != 0) {
        cg_text_putc(out, (memory->remembered >> card & 1) ? '@' : ':');
        cg_text_put_uint(out, q);
    }
}

/* Saved form:
     next play|war|collect|over
     rounds N
     wars N
     hand1 <cards in play order>
     hand2 <cards in play order>
     table <the table left to right, face-down cards in parentheses, " | " between players>
   each hidden card followed by its memory (memory_write). */
void war_save(const void *config, const void *state, cg_text *out)
{
    (void)config;
    const war_state *s = state;
    war_memory_view memory;
    war_memory_canonical(s, &memory);
    int place = 0; /* hidden places in the order war_hidden_read gives them */
    cg_text_printf(out, "next %s\nrounds %u\nwars %u\n", war_step_names[s->next], s->rounds,
                   s->wars);
    for (int p = 0; p < 2; p++) {
        cg_text_printf(out, "hand%d", p + 1);
        for (int i = 0; i < s->hand[p].count; i++, place++) {
            cg_war_card card = war_hand_at(&s->hand[p], i);
            cg_text_putc(out, ' ');
            war_card_write(card, out);
            memory_write(&memory, place, card, out);
        }
        cg_text_putc(out, '\n');
    }
    cg_text_puts(out, "table");
    for (int p = 0; p < 2; p++) {
        const war_pile *pile = &s->table[p];
        if (p == 1)
            cg_text_puts(out, " |");
        for (int k = 0; k < pile->count; k++) {
            int i = p == 0 ? pile->count - 1 - k : k;
            bool up = war_pile_is_up(pile, i);
            cg_text_puts(out, up ? " " : " (");
            war_card_write(pile->cards[i], out);
            if (!up) {
                cg_text_putc(out, ')');
                memory_write(&memory, place++, pile->cards[i], out);
            }
        }
    }
    cg_text_putc(out, '\n');
}

static cg_status load_step(cg_reader *in, uint8_t *next)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "next", &rest);
    if (st != CG_OK)
        return st;
    for (int i = 0; i < 4; i++) {
        if (cg_span_eq(rest, war_step_names[i])) {
            *next = (uint8_t)i;
            return CG_OK;
        }
    }
    return cg_reader_fail(in, "the next step is play, war, collect or over");
}

static cg_status load_counter(cg_reader *in, const char *key, uint32_t *out)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, key, &rest);
    if (st != CG_OK)
        return st;
    if (!cg_span_to_u32(rest, UINT32_MAX, out))
        return cg_reader_fail(in, "'%s' needs a count", key);
    return CG_OK;
}

/* A card token; marks it in `seen`, refusing a card seen before. */
static cg_status load_card(cg_reader *in, cg_span word, uint64_t *seen, cg_war_card *card)
{
    char shown[32];
    if (!war_card_from(word, card) || (word.p[1] >= 'a' && word.p[1] <= 'z'))
        return cg_reader_fail(in, "'%s' is not a card", cg_span_show(word, shown, sizeof shown));
    if (*seen >> *card & 1)
        return cg_reader_fail(in, "card %s appears twice", cg_span_show(word, shown, sizeof shown));
    *seen |= (uint64_t)1 << *card;
    return CG_OK;
}

/* A card of a hand or of the table: the card, in parentheses when face down
   on the table, then its memory, "@q" or ":q" (memory_write). */
typedef struct war_token {
    cg_war_card card;
    bool face_up;
    uint8_t pool;
    bool remembered;
} war_token;

static cg_status load_memory(cg_reader *in, cg_span word, cg_span mark, war_token *token)
{
    char shown[32];
    uint32_t q;
    if (token->face_up)
        return cg_reader_fail(in, "'%s' is face up: everybody sees it, so it is in no pool",
                              cg_span_show(word, shown, sizeof shown));
    cg_span number = {mark.p + 1, mark.n - 1};
    if (!cg_span_to_u32(number, CG_WAR_DECK_SIZE, &q) || q == 0)
        return cg_reader_fail(in, "'%s': a pool is a number from 1 to %d",
                              cg_span_show(word, shown, sizeof shown), CG_WAR_DECK_SIZE);
    token->pool = (uint8_t)q;
    token->remembered = mark.p[0] == '@';
    return CG_OK;
}

static cg_status load_token(cg_reader *in, cg_span word, bool on_table, uint64_t *seen,
                            war_token *token)
{
    cg_span card = word, mark = {word.p + word.n, 0};
    for (size_t i = 0; i < word.n; i++) {
        if (word.p[i] == '@' || word.p[i] == ':') {
            card.n = i;
            mark = (cg_span){word.p + i, word.n - i};
            break;
        }
    }
    *token = (war_token){0, true, WAR_NO_POOL, false};
    if (on_table && card.n == 4 && card.p[0] == '(' && card.p[3] == ')') {
        token->face_up = false;
        card.p++;
        card.n = 2;
    } else if (!on_table) {
        token->face_up = false; /* a hand's cards are hidden */
    }
    cg_status st = load_card(in, card, seen, &token->card);
    if (st == CG_OK && mark.n > 0)
        st = load_memory(in, word, mark, token);
    return st;
}

/* A face-up card is seen, so always remembered (war_memory_see). */
static void remember(war_state *s, const war_token *token)
{
    if (token->remembered || token->face_up)
        war_memory_see(s, token->card);
}

static cg_status load_hand(cg_reader *in, const char *key, war_state *s, war_hand *hand,
                           uint64_t *seen)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, key, &rest);
    while (st == CG_OK && rest.n > 0) {
        cg_span word = cg_span_word(&rest);
        if (word.n == 0)
            break;
        war_token token;
        st = load_token(in, word, false, seen, &token);
        if (st == CG_OK) {
            war_hand_push(hand, token.card, token.pool);
            remember(s, &token);
        }
    }
    return st;
}

/* The table line, left to right: player 0's cards newest first, "|", player 1's
   oldest first. */
static cg_status load_table(cg_reader *in, war_state *s, uint64_t *seen)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "table", &rest);
    war_token left[CG_WAR_DECK_SIZE];
    int side = 0, n_left = 0;
    while (st == CG_OK) {
        cg_span word = cg_span_word(&rest);
        if (word.n == 0)
            break;
        if (cg_span_eq(word, "|")) {
            if (side == 1)
                return cg_reader_fail(in, "the table has one '|' between the players");
            side = 1;
            continue;
        }
        war_token token;
        st = load_token(in, word, true, seen, &token);
        if (st != CG_OK)
            break;
        remember(s, &token);
        if (side == 0)
            left[n_left++] = token;
        else
            war_pile_put(&s->table[1], token.card, token.pool, token.face_up);
    }
    if (st != CG_OK)
        return st;
    if (side == 0)
        return cg_reader_fail(in, "the table needs a '|' between the players");
    for (int i = n_left - 1; i >= 0; i--)
        war_pile_put(&s->table[0], left[i].card, left[i].pool, left[i].face_up);
    return CG_OK;
}

/* The player whose hand or pile holds the i-th hidden place (war_hidden_read's
   order: hand 1, hand 2, the table left to right). */
static int place_owner(const war_state *s, int i)
{
    int hands = s->hand[0].count + s->hand[1].count;
    if (i < hands)
        return i < s->hand[0].count ? 0 : 1;
    int left_down = 0;
    for (int k = 0; k < s->table[0].count; k++)
        left_down += !war_pile_is_up(&s->table[0], k);
    return i - hands < left_down ? 0 : 1;
}

/* How many cards at the front of a hand share the first one's pool. */
static int front_run(const war_hand *hand)
{
    int n = 0;
    while (n < hand->count && war_hand_pool_at(hand, n) == war_hand_pool_at(hand, 0))
        n++;
    return n;
}

/* A pool with face-down cards on the table was being drawn from when they
   were put down: its cards left in hand are the front of the owner's hand. */
static cg_status check_pools_on_table(const war_state *s, const uint8_t *owner,
                                      const uint8_t *on_table, cg_reader *in)
{
    for (int p = 0; p < 2; p++) {
        const war_hand *hand = &s->hand[p];
        for (int i = front_run(hand); i < hand->count; i++) {
            uint8_t q = war_hand_pool_at(hand, i);
            if (q != WAR_NO_POOL && on_table[q] && owner[q] == p + 1)
                return cg_reader_fail(in,
                                      "pool %d has cards on the table, so those in hand %d "
                                      "come first, together",
                                      q, p + 1);
        }
    }
    return CG_OK;
}

/* Pools are numbered 1, 2, ... by first appearance, each holds a remembered
   card (a pool nobody remembers a card of is no pool) and belongs to one
   player, as play makes them. */
static cg_status check_memory(war_state *s, cg_reader *in)
{
    cg_war_card cards[CG_WAR_DECK_SIZE];
    uint8_t pools[CG_WAR_DECK_SIZE], owner[CG_WAR_DECK_SIZE + 1], remembered[CG_WAR_DECK_SIZE + 1],
        on_table[CG_WAR_DECK_SIZE + 1];
    memset(owner, 0, sizeof owner);
    memset(remembered, 0, sizeof remembered);
    memset(on_table, 0, sizeof on_table);
    int n = war_hidden_read(s, cards, pools), count = 0;
    int in_hands = s->hand[0].count + s->hand[1].count;
    for (int i = 0; i < n; i++) {
        int q = pools[i];
        if (q == WAR_NO_POOL)
            continue;
        if (q > count + 1)
            return cg_reader_fail(in,
                                  "pool %d appears before pool %d: pools are numbered 1, 2, "
                                  "... in order of first appearance",
                                  q, count + 1);
        count = q > count ? q : count;
        uint8_t who = (uint8_t)(place_owner(s, i) + 1);
        if (owner[q] != 0 && owner[q] != who)
            return cg_reader_fail(in, "pool %d has cards of both players", q);
        owner[q] = who;
        remembered[q] |= (uint8_t)(s->remembered >> cards[i] & 1);
        on_table[q] |= i >= in_hands;
    }
    for (int q = 1; q <= count; q++)
        if (!remembered[q])
            return cg_reader_fail(in, "pool %d holds no remembered card ('@')", q);
    s->new_pool = (uint8_t)(count + 1);
    return check_pools_on_table(s, owner, on_table, in);
}

/* A pile is its first face-up card, then for each war `facedown` face-down
   cards and one face-up card. */
static bool pile_well_formed(const war_pile *pile, int facedown)
{
    if (pile->count == 0)
        return true;
    if ((pile->count - 1) % (facedown + 1) != 0)
        return false;
    for (int i = 0; i < pile->count; i++)
        if (war_pile_is_up(pile, i) != (i % (facedown + 1) == 0))
            return false;
    return true;
}

/* A game ends after a round: when a player holds all 52 cards, or as a draw
   at the round limit or for want of cards in a war, where both players were
   short with equal hands and took their table cards back (26 each). */
static cg_status check_finished(const war_config *c, const war_state *s, cg_reader *in)
{
    int a = s->hand[0].count, b = s->hand[1].count;
    if (s->rounds == 0)
        return cg_reader_fail(in, "a finished game has played a round, not 0");
    if (a == CG_WAR_DECK_SIZE || b == CG_WAR_DECK_SIZE)
        return CG_OK;
    if (c->max_rounds && s->rounds == c->max_rounds)
        return CG_OK;
    if (a == b && s->wars > 0)
        return CG_OK;
    return cg_reader_fail(in,
                          "nobody holds 52 cards, so the game is a draw, which needs the round "
                          "limit or a war that both players are short for (26 cards each), "
                          "not hands of %d and %d",
                          a, b);
}

static cg_status check_consistent(const war_config *c, const war_state *s, cg_reader *in)
{
    int on_table = s->table[0].count;
    bool someone_holds_all =
        s->hand[0].count == CG_WAR_DECK_SIZE || s->hand[1].count == CG_WAR_DECK_SIZE;
    if (s->table[1].count != on_table)
        return cg_reader_fail(in, "the players have %d and %d cards on the table", on_table,
                              s->table[1].count);
    for (int p = 0; p < 2; p++)
        if (!pile_well_formed(&s->table[p], c->facedown))
            return cg_reader_fail(in,
                                  "player %d's table cards are not one face-up card and "
                                  "wars of %d face-down and one face-up",
                                  p, c->facedown);
    if (c->max_rounds && s->rounds > c->max_rounds)
        return cg_reader_fail(in, "%u rounds played, the limit is %u", s->rounds, c->max_rounds);
    switch (s->next) {
    case CG_WAR_PLAY:
        if (on_table)
            return cg_reader_fail(in, "'play' needs an empty table");
        if (someone_holds_all)
            return cg_reader_fail(in, "a player holds all 52 cards: the game is over");
        if (c->max_rounds && s->rounds >= c->max_rounds)
            return cg_reader_fail(in, "the round limit is reached: the game is over");
        break;
    case CG_WAR_WAR:
    case CG_WAR_COLLECT:
        if (!on_table || s->rounds == 0)
            return cg_reader_fail(in, "'%s' needs cards on the table", war_step_names[s->next]);
        if (war_step_after_face_up(s) != s->next)
            return cg_reader_fail(in, "the face-up cards %s, so the next step is '%s'",
                                  s->next == CG_WAR_WAR ? "differ" : "tie",
                                  war_step_names[war_step_after_face_up(s)]);
        if (s->wars < (uint32_t)((on_table - 1) / (c->facedown + 1)))
            return cg_reader_fail(in, "the table holds more wars than the war counter");
        break;
    default:
        if (on_table)
            return cg_reader_fail(in, "a finished game has an empty table");
        return check_finished(c, s, in);
    }
    return CG_OK;
}

cg_status war_load(const void *config, void *state, cg_reader *in)
{
    war_state *s = state;
    uint64_t seen = 0;
    cg_status st = load_step(in, &s->next);
    if (st == CG_OK)
        st = load_counter(in, "rounds", &s->rounds);
    if (st == CG_OK)
        st = load_counter(in, "wars", &s->wars);
    if (st == CG_OK)
        st = load_hand(in, "hand1", s, &s->hand[0], &seen);
    if (st == CG_OK)
        st = load_hand(in, "hand2", s, &s->hand[1], &seen);
    if (st == CG_OK)
        st = load_table(in, s, &seen);
    if (st != CG_OK)
        return st;
    if (seen != ((uint64_t)1 << CG_WAR_DECK_SIZE) - 1)
        return cg_reader_fail(in, "the hands and the table hold %d cards, not 52",
                              cg_popcount64(seen));
    st = check_consistent(config, s, in);
    return st == CG_OK ? check_memory(s, in) : st;
}
