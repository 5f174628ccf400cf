/* Move texts: writing the text of a move code and reading it back. Card
   names are written with runs of blanks as one space; a name that would read
   as another move ("clock Pass" is "clock pass") is written in double quotes,
   as parameter values are quoted (\" and \\ inside). */
#include <string.h>

#include "ws_internal.h"

static const char *const side_words[2] = {"own", "opponent"};

static const char *name_of(const ws_config *c, int player, unsigned name)
{
    return ws_card_name(c, ws_id(player, c->name_card[player][name]));
}

static int side_player(const ws_state *s, unsigned side)
{
    return side ? 1 - s->current : s->current;
}

static bool is_blank(char ch)
{
    return ch == ' ' || ch == '\t';
}

/* The name with runs of blanks as one space, or in quotes. */
static void put_name(cg_text *out, const char *name, bool quoted)
{
    cg_span t = cg_span_trim(cg_span_of(name));
    if (quoted)
        cg_text_putc(out, '"');
    for (size_t i = 0; i < t.n; i++) {
        if (is_blank(t.p[i])) {
            if (!is_blank(t.p[i - 1]))
                cg_text_putc(out, ' ');
            continue;
        }
        if (quoted && (t.p[i] == '"' || t.p[i] == '\\'))
            cg_text_putc(out, '\\');
        cg_text_putc(out, t.p[i]);
    }
    if (quoted)
        cg_text_putc(out, '"');
}

/* The text of a move whose card name is written plainly or quoted; false
   for a code that is no move of this state. */
static bool write_move(const ws_config *c, const ws_state *s, cg_move move, bool quoted,
                       cg_text *out)
{
    unsigned arg = WS_ARG(move);
    int me = s->current;
    switch (WS_ACTION(move)) {
    case CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS:
        if (arg)
            return false;
        cg_text_puts(out, "clock pass");
        return true;
    case CG_WEISS_SCHWARZ_MOVE_CLOCK:
        if (arg >= c->name_count[me])
            return false;
        cg_text_puts(out, "clock ");
        put_name(out, name_of(c, me, arg), quoted);
        return true;
    case CG_WEISS_SCHWARZ_MOVE_PLAY: {
        unsigned dest = arg & 7;
        if (arg >> 3 >= c->name_count[me] || (dest >= WS_SLOTS && dest != CG_WEISS_SCHWARZ_NO_SLOT))
            return false;
        cg_text_puts(out, "play ");
        put_name(out, name_of(c, me, arg >> 3), quoted);
        if (dest < WS_SLOTS)
            cg_text_printf(out, " %s", ws_slot_words[dest]);
        return true;
    }
    case CG_WEISS_SCHWARZ_MOVE_END_MAIN:
    case CG_WEISS_SCHWARZ_MOVE_END_BATTLE:
        if (arg)
            return false;
        cg_text_puts(out,
                     WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_END_MAIN ? "end main" : "end battle");
        return true;
    case CG_WEISS_SCHWARZ_MOVE_ATTACK:
        if (arg >= WS_SLOTS)
            return false;
        cg_text_printf(out, "attack %s", ws_slot_words[arg]);
        return true;
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK:
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND:
        if (arg >= 2)
            return false;
        cg_text_printf(out, "choose %s %s", side_words[arg],
                       WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK ? "deck" : "hand");
        return true;
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD:
        if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_ORDER ||
            arg >= c->name_count[s->pending.side])
            return false;
        cg_text_puts(out, "choose ");
        put_name(out, name_of(c, s->pending.side, arg), quoted);
        return true;
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE: {
        if (arg & ~0xfu || (arg & 7) >= WS_SLOTS)
            return false;
        int player = side_player(s, arg >> 3);
        uint8_t card = s->player[player].stage[arg & 7];
        if (card == WS_NONE)
            return false;
        cg_text_puts(out, "choose ");
        put_name(out, ws_card_name(c, ws_id(player, card)), quoted);
        cg_text_printf(out, " at %s %s", side_words[arg >> 3], ws_slot_words[arg & 7]);
        return true;
    }
    default: return false;
    }
}

static cg_status parse_move(const ws_config *c, const ws_state *s, cg_span text, cg_move *out,
                            bool quiet);

/* Rule: the plain text when it reads back as this move, else the quoted one. */
bool ws_move_text(const void *config, const void *state, cg_move move, cg_text *out)
{
    const ws_config *c = config;
    const ws_state *s = state;
    char plain[512];
    cg_text probe = cg_text_over(plain, sizeof plain);
    if (!write_move(c, s, move, false, &probe))
        return false;
    cg_move back;
    bool reads_back = probe.len < sizeof plain &&
                      parse_move(c, s, cg_span_of(plain), &back, true) == CG_OK && back == move;
    return write_move(c, s, move, !reads_back, out);
}

/* ---- reading ---- */

/* Errors of the parser; none at all when it only checks a text it wrote. */
#define FAIL(quiet, status, ...) ((quiet) ? (status) : cg_error((status), __VA_ARGS__))

/* The name index of a card name in a player's deck, -1 when none. */
static int find_name(const ws_config *c, int player, cg_span name)
{
    for (unsigned k = 0; k < c->name_count[player]; k++)
        if (ws_name_eq(name, name_of(c, player, k)))
            return (int)k;
    return -1;
}

static int find_word(cg_span word, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (ws_word_eq(word, words[i]))
            return i;
    return -1;
}

/* Splits off the last space-separated word of *rest. */
static cg_span last_word(cg_span *rest)
{
    size_t i = rest->n;
    while (i > 0 && rest->p[i - 1] != ' ')
        i--;
    cg_span word = {rest->p + i, rest->n - i};
    rest->n = i;
    *rest = cg_span_trim(*rest);
    return word;
}

/* A name in double quotes at the start of *rest: its characters (escapes
   undone) into buf, the rest after it left in *rest. 0: no quote there;
   -1: a quote that does not close. */
static int take_quoted(cg_span *rest, char *buf, size_t cap, cg_span *name)
{
    if (rest->n == 0 || rest->p[0] != '"')
        return 0;
    size_t n = 0;
    for (size_t i = 1; i < rest->n; i++) {
        char ch = rest->p[i];
        if (ch == '\\' && i + 1 < rest->n)
            ch = rest->p[++i];
        else if (ch == '"') {
            *name = (cg_span){buf, n};
            *rest = cg_span_trim((cg_span){rest->p + i + 1, rest->n - i - 1});
            return 1;
        }
        if (n + 1 < cap)
            buf[n++] = ch;
    }
    return -1;
}

static cg_status no_card(int player, cg_span name, bool quiet)
{
    char shown[64];
    return FAIL(quiet, CG_EPARSE, "weiss_schwarz: no card named '%s' in %s's deck",
                cg_span_show(name, shown, sizeof shown), ws_player_names[player]);
}

static cg_status unclosed(bool quiet)
{
    return FAIL(quiet, CG_EPARSE, "weiss_schwarz: a quoted card name does not end with '\"'");
}

static cg_status parse_clock(const ws_config *c, const ws_state *s, cg_span rest, cg_move *out,
                             bool quiet)
{
    char buf[256];
    cg_span name = rest;
    int q = take_quoted(&rest, buf, sizeof buf, &name);
    if (q < 0 || (q > 0 && rest.n > 0))
        return q < 0 ? unclosed(quiet) : no_card(s->current, rest, quiet);
    if (!q && ws_word_eq(rest, "pass")) {
        *out = CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS;
        return CG_OK;
    }
    int k = find_name(c, s->current, name);
    if (k < 0)
        return no_card(s->current, name, quiet);
    *out = CG_WEISS_SCHWARZ_MOVE_CLOCK + (unsigned)k;
    return CG_OK;
}

static cg_status parse_play(const ws_config *c, const ws_state *s, cg_span rest, cg_move *out,
                            bool quiet)
{
    int me = s->current;
    char buf[256];
    cg_span name;
    int q = take_quoted(&rest, buf, sizeof buf, &name);
    if (q < 0)
        return unclosed(quiet);
    int k = q ? -1 : find_name(c, me, rest);
    if (k >= 0 || (q && rest.n == 0)) {
        if (q && (k = find_name(c, me, name)) < 0)
            return no_card(me, name, quiet);
        *out = CG_WEISS_SCHWARZ_MOVE_PLAY + (unsigned)k * 8 + CG_WEISS_SCHWARZ_NO_SLOT;
        return CG_OK;
    }
    cg_span slot_word = rest;
    if (!q) {
        name = rest;
        slot_word = last_word(&name);
    }
    int slot = find_word(slot_word, ws_slot_words, WS_SLOTS);
    if (slot < 0 || (k = find_name(c, me, name)) < 0)
        return no_card(me, slot < 0 && !q ? rest : name, quiet);
    *out = CG_WEISS_SCHWARZ_MOVE_PLAY + (unsigned)k * 8 + (unsigned)slot;
    return CG_OK;
}

/* "NAME at own|opponent SLOT" (the name cut off already when quoted): the
   slot must hold a card of that name. */
static cg_status parse_stage_choice(const ws_config *c, const ws_state *s, cg_span name,
                                    cg_span tail, cg_move *out, bool quiet)
{
    int slot = find_word(last_word(&tail), ws_slot_words, WS_SLOTS);
    int side = find_word(last_word(&tail), side_words, 2);
    int player = side_player(s, (unsigned)side);
    int k = find_name(c, player, name);
    if (k < 0)
        return no_card(player, name, quiet);
    *out = CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + (unsigned)side * 8 + (unsigned)slot;
    uint8_t card = s->player[player].stage[slot];
    if (s->phase != CG_WEISS_SCHWARZ_PHASE_OVER &&
        (card == WS_NONE || c->cards[ws_index(player, card)].name != k)) {
        char shown[64];
        return FAIL(quiet, CG_EILLEGAL, "weiss_schwarz: there is no %s at %s %s",
                    cg_span_show(name, shown, sizeof shown), side_words[side], ws_slot_words[slot]);
    }
    return CG_OK;
}

/* Whether a text ends "at own|opponent SLOT": *name is what comes before. */
static bool ends_at_a_slot(cg_span text, cg_span *name)
{
    cg_span rest = text;
    int slot = find_word(last_word(&rest), ws_slot_words, WS_SLOTS);
    int side = find_word(last_word(&rest), side_words, 2);
    bool at = ws_word_eq(last_word(&rest), "at");
    *name = rest;
    return slot >= 0 && side >= 0 && at;
}

/* A looked-at card: a name of the deck being reordered. */
static cg_status parse_looked(const ws_config *c, const ws_state *s, cg_span name, cg_move *out,
                              bool quiet)
{
    int owner = s->pending.kind == CG_WEISS_SCHWARZ_CHOICE_ORDER ? s->pending.side : -1;
    int k = owner >= 0 ? find_name(c, owner, name) : -1;
    if (k >= 0) {
        *out = CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD + (unsigned)k;
        return CG_OK;
    }
    char shown[64];
    cg_span_show(name, shown, sizeof shown);
    if (find_name(c, 0, name) < 0 && find_name(c, 1, name) < 0)
        return FAIL(quiet, CG_EPARSE,
                    "weiss_schwarz: 'choose %s' names no deck, hand, character or card", shown);
    return FAIL(quiet, CG_EILLEGAL, "weiss_schwarz: %s is not among cards being put back", shown);
}

static cg_status parse_choose(const ws_config *c, const ws_state *s, cg_span rest, cg_move *out,
                              bool quiet)
{
    char buf[256];
    cg_span name;
    int q = take_quoted(&rest, buf, sizeof buf, &name);
    if (q < 0)
        return unclosed(quiet);
    if (q) {
        cg_span before;
        if (rest.n == 0)
            return parse_looked(c, s, name, out, quiet);
        cg_span tail = rest;
        if (!ends_at_a_slot(tail, &before) || before.n > 0)
            return no_card(s->current, rest, quiet);
        return parse_stage_choice(c, s, name, tail, out, quiet);
    }
    cg_span words = rest;
    int side = find_word(cg_span_word(&words), side_words, 2);
    cg_span second = cg_span_trim(words);
    if (side >= 0 && (ws_word_eq(second, "deck") || ws_word_eq(second, "hand"))) {
        *out = (ws_word_eq(second, "deck") ? CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK
                                           : CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND) +
               (unsigned)side;
        return CG_OK;
    }
    if (ends_at_a_slot(rest, &name) && name.n > 0)
        return parse_stage_choice(c, s, name, rest, out, quiet);
    return parse_looked(c, s, rest, out, quiet);
}

static cg_status parse_move(const ws_config *c, const ws_state *s, cg_span text, cg_move *out,
                            bool quiet)
{
    cg_span rest = text;
    cg_span verb = cg_span_word(&rest);
    rest = cg_span_trim(rest);
    char shown[64];
    if (ws_word_eq(verb, "clock") && rest.n > 0)
        return parse_clock(c, s, rest, out, quiet);
    if (ws_word_eq(verb, "play") && rest.n > 0)
        return parse_play(c, s, rest, out, quiet);
    if (ws_word_eq(verb, "end") && (ws_word_eq(rest, "main") || ws_word_eq(rest, "battle"))) {
        *out = ws_word_eq(rest, "main") ? CG_WEISS_SCHWARZ_MOVE_END_MAIN
                                        : CG_WEISS_SCHWARZ_MOVE_END_BATTLE;
        return CG_OK;
    }
    if (ws_word_eq(verb, "attack")) {
        int slot = find_word(rest, ws_slot_words, WS_SLOTS);
        if (slot >= 0) {
            *out = CG_WEISS_SCHWARZ_MOVE_ATTACK + (unsigned)slot;
            return CG_OK;
        }
    }
    if (ws_word_eq(verb, "choose") && rest.n > 0)
        return parse_choose(c, s, rest, out, quiet);
    return FAIL(quiet, CG_EPARSE,
                "weiss_schwarz: '%s' is not a move (clock NAME|pass, play NAME [SLOT], end "
                "main, attack SLOT, end battle, choose ...)",
                cg_span_show(text, shown, sizeof shown));
}

cg_status ws_move_parse(const void *config, const void *state, cg_span text, cg_move *out)
{
    return parse_move(config, state, text, out, false);
}
