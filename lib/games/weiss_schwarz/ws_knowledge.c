/* Knowledge: what each player knows of the cards it cannot see, kept up to
   date where the rules move cards (the README's "Hidden information").

   A player always sees its own hand and every face-up zone, the stock
   included (each stock card was revealed as a trigger on its way in, and the
   stock changes only at its top, face up). Beyond that, knower k keeps:
   - top[k][d]: how many top cards of d's deck k knows in order (A2 shows them
     to its chooser). Cards leave that run from the top; a shuffle, or an A2
     of the other player on that deck, ends it. Cards taken from inside it
     (A1, a card moved by name) shorten it only where the other player can
     tell by how much; otherwise it ends (every count a player sees is one it
     could work out from what it saw).
   - for the opponent o's cards, per name, lower bounds: hand[k][N] cards of
     name N are in o's hand, deck[k][N] in o's deck. They come from cards k saw
     go there: known top cards o draws, the waiting room shuffled into o's
     empty deck (o's hand is then exactly the rest), A3's cards, and A1 (no
     card of the milled color is left in o's deck, so o's unseen cards of that
     color are in the hand).
   A card of name N leaving a zone face up lowers that zone's bound for N by
   one: it may have been the one k knew of. */
#include <string.h>

#include "ws_internal.h"

static void lower(uint8_t *bound)
{
    if (*bound > 0)
        (*bound)--;
}

void ws_count_hand(const ws_config *c, const ws_state *s, int player, uint8_t *counts)
{
    const ws_player *pl = &s->player[player];
    memset(counts, 0, WS_NAMES_MAX);
    for (int i = 0; i < pl->n_hand; i++)
        counts[ws_name_of(c, player, pl->hand[i])]++;
}

/* Whether an A2 holds cards taken from player's deck. */
static bool looking_at(const ws_state *s, int player)
{
    return s->pending.kind == CG_WEISS_SCHWARZ_CHOICE_ORDER && s->pending.side == player;
}

bool ws_looked_hidden(const ws_state *s, int knower, int player)
{
    return looking_at(s, player) && s->current != knower;
}

void ws_count_deck(const ws_config *c, const ws_state *s, int player, uint8_t *counts)
{
    const ws_player *pl = &s->player[player];
    memset(counts, 0, WS_NAMES_MAX);
    for (int i = 0; i < pl->n_deck; i++)
        counts[ws_name_of(c, player, pl->deck[i])]++;
    for (int i = 0; looking_at(s, player) && i < s->pending.n_looked; i++)
        counts[ws_name_of(c, player, s->pending.looked[i])]++;
}

void ws_count_seen(const ws_config *c, const ws_state *s, int knower, int player, uint8_t *counts)
{
    const ws_player *pl = &s->player[player];
    memset(counts, 0, WS_NAMES_MAX);
    for (int i = 0; i < s->know.top[knower][player]; i++)
        counts[ws_name_of(c, player, pl->deck[pl->n_deck - 1 - i])]++;
    for (int i = 0; looking_at(s, player) && s->current == knower && i < s->pending.n_looked; i++)
        counts[ws_name_of(c, player, s->pending.looked[i])]++;
}

/* Knower k stops knowing the order of the top cards of o's deck; they stay
   known to be in the deck. */
static void fold_top(const ws_config *c, ws_state *s, int k, int o)
{
    uint8_t seen[WS_NAMES_MAX];
    ws_count_seen(c, s, k, o, seen);
    for (int n = 0; n < c->name_count[o]; n++)
        if (seen[n] > s->know.deck[k][n])
            s->know.deck[k][n] = seen[n];
    s->know.top[k][o] = 0;
}

/* Bytes as words: a knower's WS_NAMES_MAX bounds, zero-padded. */
enum { BOUND_WORDS = (WS_NAMES_MAX + 7) / 8 };
#define BYTES_LOW 0x0101010101010101u
#define BYTES_LOW7 0x7f7f7f7f7f7f7f7fu
#define BYTES_HIGH 0x8080808080808080u

/* Rule of inference: a card drawn unseen may be any card of the deck under
   the known top, so every deck bound drops by one; when k knows the whole deck
   by name, every other card of o's that k cannot place is in the hand. The
   bounds are worked on eight at a time (each is at most 4). */
static void drawn_unseen(const ws_config *c, ws_state *s, int k, int o)
{
    ws_knowledge *kn = &s->know;
    if (ws_no_bound(kn->deck[k]))
        return;
    uint64_t w[BOUND_WORDS], known = 0;
    w[BOUND_WORDS - 1] = 0;
    memcpy(w, kn->deck[k], WS_NAMES_MAX);
    for (int i = 0; i < BOUND_WORDS; i++)
        known += (w[i] * BYTES_LOW) >> 56; /* the sum of its bytes */
    if (known == s->player[o].n_deck) {
        /* The hand's content is then what k cannot place outside the deck. */
        ws_count_hand(c, s, o, kn->hand[k]);
    }
    for (int i = 0; i < BOUND_WORDS; i++) {
        uint64_t nonzero = ((((w[i] & BYTES_LOW7) + BYTES_LOW7) | w[i]) & BYTES_HIGH) >> 7;
        w[i] -= nonzero;
    }
    memcpy(kn->deck[k], w, WS_NAMES_MAX);
}

void ws_know_draw(const ws_config *c, ws_state *s, int player)
{
    ws_knowledge *kn = &s->know;
    int k = 1 - player;
    if (kn->top[player][player] > 0)
        kn->top[player][player]--;
    if (kn->top[k][player] == 0) {
        drawn_unseen(c, s, k, player);
        return;
    }
    /* The opponent knew that card: it is in the hand now. */
    const ws_player *pl = &s->player[player];
    int name = ws_name_of(c, player, pl->deck[pl->n_deck - 1]);
    kn->top[k][player]--;
    kn->hand[k][name]++;
    lower(&kn->deck[k][name]);
}

void ws_know_reveal(const ws_config *c, ws_state *s, int player)
{
    ws_knowledge *kn = &s->know;
    const ws_player *pl = &s->player[player];
    for (int k = 0; k < 2; k++)
        if (kn->top[k][player] > 0)
            kn->top[k][player]--;
    lower(&kn->deck[1 - player][ws_name_of(c, player, pl->deck[pl->n_deck - 1])]);
}

/* Rule of inference: the deck was empty, so the opponent's hand held every
   card the other player could not place; the new deck is the waiting room,
   which was face up. */
void ws_know_refresh(const ws_config *c, ws_state *s, int player)
{
    int k = 1 - player;
    s->know.top[0][player] = s->know.top[1][player] = 0;
    ws_count_hand(c, s, player, s->know.hand[k]);
    ws_count_deck(c, s, player, s->know.deck[k]);
}

void ws_know_shuffle(const ws_config *c, ws_state *s, int player)
{
    fold_top(c, s, 1 - player, player);
    s->know.top[player][player] = 0;
}

void ws_know_joins_deck(const ws_config *c, ws_state *s, int player, uint8_t local)
{
    s->know.deck[1 - player][ws_name_of(c, player, local)]++;
}

/* Ends knower k's run on player's deck; an opponent keeps its cards as in
   the deck. */
static void end_run(const ws_config *c, ws_state *s, int k, int player)
{
    if (k != player)
        fold_top(c, s, k, player);
    s->know.top[k][player] = 0;
}

/* Rule of honesty: a knower's run shrinks by the known cards that leave it
   only where the other player can tell which left: its own run reaches as
   deep (it sees the same cards), or every card taken lies in the top it
   knows. Otherwise the run ends, as after a shuffle, so that no count either
   player sees depends on cards that player never saw. `left[k]` is the run
   that would remain, `followed[k]` whether the other player can tell. */
static void shrink_runs(const ws_config *c, ws_state *s, int player, const int *left,
                        const bool *followed)
{
    for (int k = 0; k < 2; k++) {
        if (followed[k])
            s->know.top[k][player] = (uint8_t)left[k];
        else
            end_run(c, s, k, player);
    }
}

/* The known top cards of that color leave; those left are still the top.
   The other player can tell how many left when its run is as long. */
void ws_know_mill_before(const ws_config *c, ws_state *s, int player, int color)
{
    const ws_player *pl = &s->player[player];
    int left[2];
    bool followed[2];
    for (int k = 0; k < 2; k++) {
        int top = s->know.top[k][player];
        left[k] = top;
        for (int i = 0; i < top; i++)
            if (c->cards[ws_index(player, pl->deck[pl->n_deck - 1 - i])].color == color)
                left[k]--;
        followed[k] = top <= s->know.top[1 - k][player];
    }
    shrink_runs(c, s, player, left, followed);
}

void ws_know_taken(const ws_config *c, ws_state *s, int player, int i)
{
    const ws_player *pl = &s->player[player];
    int depth = pl->n_deck - 1 - i, left[2];
    bool followed[2];
    for (int k = 0; k < 2; k++) {
        int top = s->know.top[k][player], other = s->know.top[1 - k][player];
        left[k] = top - (depth < top);
        followed[k] = top <= other || depth < other;
    }
    shrink_runs(c, s, player, left, followed);
    lower(&s->know.deck[1 - player][ws_name_of(c, player, pl->deck[i])]);
}

/* Rule of inference: no card of that color is left in the deck, so the
   opponent's unseen cards of that color are all in the hand. */
void ws_know_mill_after(const ws_config *c, ws_state *s, int player, int color)
{
    int k = 1 - player;
    uint8_t hand[WS_NAMES_MAX];
    ws_count_hand(c, s, player, hand);
    for (int n = 0; n < c->name_count[player]; n++) {
        if (c->cards[ws_index(player, c->name_card[player][n])].color != color)
            continue;
        s->know.deck[k][n] = 0;
        s->know.hand[k][n] = hand[n];
    }
}

/* The chooser sees the cards taken; the other player loses the order of what
   it knew of that deck's top (a card it knew is still in the deck). */
void ws_know_look(const ws_config *c, ws_state *s, int chooser, int owner)
{
    for (int k = 0; k < 2; k++) {
        if (k != chooser && k != owner)
            fold_top(c, s, k, owner);
        s->know.top[k][owner] = 0;
    }
}

void ws_know_put_back(ws_state *s, int chooser, int owner)
{
    if (s->know.top[chooser][owner] < WS_LOOK_MAX)
        s->know.top[chooser][owner]++;
}

void ws_know_leaves_hand(const ws_config *c, ws_state *s, int player, uint8_t local)
{
    lower(&s->know.hand[1 - player][ws_name_of(c, player, local)]);
}

/* A card put face up onto a zone: on top of the deck it is the known top
   card for both (unless an A2 is putting cards back onto that deck: the
   other player then knows no top), and known to be in the deck; in the hand,
   known to be there. */
void ws_know_arrives(const ws_config *c, ws_state *s, int player, uint8_t local, int zone)
{
    ws_knowledge *kn = &s->know;
    uint8_t *bound =
        zone == CG_WEISS_SCHWARZ_DECK   ? &kn->deck[1 - player][ws_name_of(c, player, local)]
        : zone == CG_WEISS_SCHWARZ_HAND ? &kn->hand[1 - player][ws_name_of(c, player, local)]
                                        : NULL;
    if (bound && *bound < CG_WEISS_SCHWARZ_MAX_COPIES)
        (*bound)++;
    if (zone != CG_WEISS_SCHWARZ_DECK || looking_at(s, player))
        return;
    for (int k = 0; k < 2; k++)
        if (kn->top[k][player] < WS_LOOK_MAX)
            kn->top[k][player]++;
}
