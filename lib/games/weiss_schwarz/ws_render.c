/* The render: both boards, the phase, the pending choice and the active
   abilities; a player sees their own hand only, no deck order, and what it
   knows of the cards it cannot see (ws_knowledge.c). */
#include <string.h>

#include "ws_internal.h"

/* Players are named by their index, as results name them; the board's header
   and the status lines add the side's name: "player 0 (Weiss)". */
static const char *const who_words[2] = {"player 0", "player 1"};
static const char *const who_named[2] = {"player 0 (Weiss)", "player 1 (Schwarz)"};

static const char *card_name(const ws_config *c, int player, uint8_t local)
{
    return ws_card_name(c, ws_id(player, local));
}

static void list_write(const ws_config *c, int player, const uint8_t *cards, int n, bool reverse,
                       cg_text *out)
{
    if (n == 0) {
        cg_text_puts(out, "-");
        return;
    }
    for (int k = 0; k < n; k++) {
        if (k)
            cg_text_puts(out, ", ");
        cg_text_puts(out, card_name(c, player, cards[reverse ? n - 1 - k : k]));
    }
}

/* "  label:    ": a line's label, as "  %-10s" (renders are written often:
   the lines of cards go without formats). */
static void label_write(const char *label, cg_text *out)
{
    size_t n = strlen(label);
    cg_text_puts(out, "  ");
    cg_text_put(out, label, n);
    if (n < 10)
        cg_text_repeat(out, ' ', 10 - n);
}

static void slot_write(const ws_config *c, const ws_state *s, int player, int slot, cg_text *out)
{
    uint8_t card = s->player[player].stage[slot];
    cg_text_puts(out, ws_slot_words[slot]);
    if (card == WS_NONE) {
        cg_text_puts(out, ": -");
        return;
    }
    int32_t power = ws_power(c, s, player, slot);
    cg_text_puts(out, ": ");
    cg_text_puts(out, card_name(c, player, card));
    cg_text_puts(out, power < 0 ? " (-" : " (");
    cg_text_put_uint(out, power < 0 ? 0u - (uint32_t)power : (uint32_t)power);
    cg_text_putc(out, ')');
    if (player == s->current && slot < WS_FRONT && (s->attacked >> slot & 1))
        cg_text_puts(out, " attacked");
}

/* Schwarz's rows are written right to left: front slots face their mirror. */
static void row_write(const ws_config *c, const ws_state *s, int player, const char *row, int from,
                      int to, cg_text *out)
{
    label_write(row, out);
    for (int k = 0; k < to - from; k++) {
        if (k)
            cg_text_puts(out, " | ");
        slot_write(c, s, player, player == 0 ? from + k : to - 1 - k, out);
    }
    cg_text_putc(out, '\n');
}

static void zone_line(const ws_config *c, int player, const char *label, const uint8_t *cards,
                      int n, bool reverse, cg_text *out)
{
    label_write(label, out);
    list_write(c, player, cards, n, reverse, out);
    cg_text_putc(out, '\n');
}

/* Names by count, in name order: "Guard, Guard, Squire". */
static void names_write(const ws_config *c, int player, const uint8_t *counts, cg_text *out)
{
    bool first = true;
    for (int k = 0; k < c->name_count[player]; k++) {
        for (int i = 0; i < counts[k]; i++) {
            cg_text_printf(out, "%s%s", first ? "" : ", ",
                           ws_card_name(c, ws_id(player, c->name_card[player][k])));
            first = false;
        }
    }
}

static bool any(const uint8_t *counts)
{
    for (int k = 0; k < WS_NAMES_MAX; k++)
        if (counts[k])
            return true;
    return false;
}

/* What knower k knows of p's cards it cannot see: the top of p's deck and, of
   the opponent's cards, how many of a name are at least in hand and deck. */
static void knowledge_write(const ws_config *c, const ws_state *s, int k, int p, cg_text *out)
{
    const ws_player *pl = &s->player[p];
    int top = s->know.top[k][p];
    bool hand = k != p && any(s->know.hand[k]), deck = k != p && any(s->know.deck[k]);
    if (!top && !hand && !deck)
        return;
    cg_text_printf(out, "  known to %s: ", who_words[k]);
    const char *sep = "";
    if (top) {
        cg_text_puts(out, "top of deck ");
        list_write(c, p, pl->deck + pl->n_deck - top, top, true, out);
        sep = "; ";
    }
    if (hand) {
        cg_text_printf(out, "%sin hand ", sep);
        names_write(c, p, s->know.hand[k], out);
        sep = "; ";
    }
    if (deck) {
        cg_text_printf(out, "%sin deck ", sep);
        names_write(c, p, s->know.deck[k], out);
    }
    cg_text_putc(out, '\n');
}

/* A player sees all it knows, and how many top cards of a deck the other
   player knows (not which). */
static void knowledge_lines(const ws_config *c, const ws_state *s, int p, int viewer, cg_text *out)
{
    for (int k = 0; k < 2; k++) {
        if (viewer == CG_PLAYER_NONE || viewer == k)
            knowledge_write(c, s, k, p, out);
        else if (s->know.top[k][p] == 1)
            cg_text_printf(out, "  known to %s: the top card of the deck\n", who_words[k]);
        else if (s->know.top[k][p])
            cg_text_printf(out, "  known to %s: the top %d cards of the deck\n", who_words[k],
                           s->know.top[k][p]);
    }
}

/* One player's side. The player on top (Schwarz) shows the back row first, so
   that both front rows meet in the middle. */
static void board_write(const ws_config *c, const ws_state *s, int p, int viewer, cg_text *out)
{
    const ws_player *pl = &s->player[p];
    bool all = viewer == CG_PLAYER_NONE;
    cg_text_printf(out,
                   "Player %d (%s): level %d, clock %d, stock %d, deck %d, hand %d, waiting "
                   "room %d, removed %d\n",
                   p, ws_player_names[p], pl->n_level, pl->n_clock, pl->n_stock, pl->n_deck,
                   pl->n_hand, pl->n_waiting, pl->n_removed);
    if (p == 0) {
        row_write(c, s, p, "front:", 0, WS_FRONT, out);
        row_write(c, s, p, "back:", WS_FRONT, WS_SLOTS, out);
    }
    label_write("climax:", out);
    cg_text_puts(out, pl->climax == WS_NONE ? "-" : card_name(c, p, pl->climax));
    cg_text_putc(out, '\n');
    zone_line(c, p, "level:", pl->level, pl->n_level, false, out);
    zone_line(c, p, "clock:", pl->clock, pl->n_clock, false, out);
    zone_line(c, p, "waiting:", pl->waiting, pl->n_waiting, false, out);
    if (pl->n_removed)
        zone_line(c, p, "removed:", pl->removed, pl->n_removed, false, out);
    /* Every stock card was revealed as a trigger on its way in: both know it. */
    zone_line(c, p, "stock:", pl->stock, pl->n_stock, true, out);
    if (all)
        zone_line(c, p, "deck:", pl->deck, pl->n_deck, true, out);
    if (all || viewer == p)
        zone_line(c, p, "hand:", pl->hand, pl->n_hand, false, out);
    knowledge_lines(c, s, p, viewer, out);
    if (p == 1) {
        row_write(c, s, p, "back:", WS_FRONT, WS_SLOTS, out);
        row_write(c, s, p, "front:", 0, WS_FRONT, out);
    }
}

static void pending_write(const ws_config *c, const ws_state *s, int viewer, cg_text *out)
{
    const ws_pending *pd = &s->pending;
    const char *who = who_words[s->current];
    cg_text_printf(out, "Resolving: %s's %s (%s), ", who, ws_card_name(c, pd->source),
                   ws_ability_word(c, c->cards[pd->source].ability));
    if (pd->dest == WS_DEST_NONE)
        cg_text_puts(out, "applied where it is\n");
    else
        cg_text_printf(out, "then to %s\n",
                       pd->dest < WS_SLOTS          ? ws_slot_words[pd->dest]
                       : pd->dest == WS_DEST_CLIMAX ? "the climax area"
                                                    : "the waiting room");
    switch (pd->kind) {
    case CG_WEISS_SCHWARZ_CHOICE_DECK:
        cg_text_printf(out, "Choice: %s chooses a deck (own or opponent)\n", who);
        return;
    case CG_WEISS_SCHWARZ_CHOICE_ORDER:
        cg_text_printf(out,
                       "Choice: %s puts back, one at a time onto %s's deck, %d looked-at cards",
                       who, who_words[pd->side], pd->n_looked);
        if (viewer == CG_PLAYER_NONE || viewer == s->current) {
            cg_text_puts(out, ": ");
            list_write(c, pd->side, pd->looked, pd->n_looked, false, out);
        }
        cg_text_putc(out, '\n');
        return;
    case CG_WEISS_SCHWARZ_CHOICE_STAGE:
        cg_text_printf(out, "Choice: %s chooses a character on either stage\n", who);
        return;
    default:
        cg_text_printf(out,
                       "Choice: the coin chose %s: %s chooses one of %s's characters or a random "
                       "card of %s's hand\n",
                       pd->side == s->current ? "tails" : "heads", who, who_words[pd->side],
                       who_words[pd->side]);
        return;
    }
}

static void abilities_write(const ws_config *c, const ws_state *s, cg_text *out)
{
    if (s->n_active == 0)
        return;
    cg_text_puts(out, "Active abilities, oldest first:\n");
    for (int i = 0; i < s->n_active; i++) {
        const ws_active *e = &s->active[i];
        const ws_card *src = &c->cards[e->source];
        cg_text_printf(out, "  %d. %s's %s: ", i + 1, who_words[e->player],
                       ws_card_name(c, e->source));
        if (src->ability == CG_WEISS_SCHWARZ_A5)
            cg_text_printf(out, "A5 +%d to %s", src->amount,
                           ws_text(c, c->text[e->source].a5_subtype));
        else if (src->ability == CG_WEISS_SCHWARZ_AB)
            cg_text_printf(out, "AB power 0 for %s's %s", who_words[ws_owner(e->target)],
                           ws_card_name(c, e->target));
        else
            cg_text_puts(out, ws_ability_name(c, src->ability));
        if (src->ability > WS_BUILTIN && e->target != WS_NONE)
            cg_text_printf(out, " on %s's %s", who_words[ws_owner(e->target)],
                           ws_card_name(c, e->target));
        cg_text_printf(out, " (%s)\n", ws_continuity_words[e->continuity]);
    }
}

static void status_write(const ws_config *c, const ws_state *s, cg_text *out)
{
    if (s->phase != CG_WEISS_SCHWARZ_PHASE_OVER) {
        cg_text_printf(out, "Turn %u: %s to play, %s (%s went first)\n", s->turn,
                       who_named[s->current], ws_phase_names[s->phase], who_words[s->first]);
        return;
    }
    if (s->result == WS_RESULT_DRAW)
        cg_text_printf(out, "Game over after %u turns: a draw\n", s->turn);
    else
        cg_text_printf(out, "Game over on turn %u: %s wins, %s reached level %d\n", s->turn,
                       who_named[s->result - 1], who_named[2 - s->result], c->max_level);
}

void ws_render(const void *config, const void *state, int viewer, cg_text *out)
{
    const ws_config *c = config;
    const ws_state *s = state;
    status_write(c, s, out);
    board_write(c, s, 1, viewer, out);
    cg_text_puts(out, "  ----------------------------------------\n");
    board_write(c, s, 0, viewer, out);
    if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE)
        pending_write(c, s, viewer, out);
    abilities_write(c, s, out);
}
