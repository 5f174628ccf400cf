/* Move texts: writing the text of a move code and reading it back. */
#include <string.h>

#include "ws_internal.h"

static const char *const side_words[2] = {"own", "opponent"};

static const char *name_of(const ws_config *c, int player, unsigned name)
{
    return ws_full_card(c, ws_id(player, c->name_card[player][name]))->name;
}

static int side_player(const ws_state *s, unsigned side)
{
    return side ? 1 - s->current : s->current;
}

bool ws_move_text(const void *config, const void *state, cg_move move, cg_text *out)
{
    const ws_config *c = config;
    const ws_state *s = state;
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
        cg_text_printf(out, "clock %s", name_of(c, me, arg));
        return true;
    case CG_WEISS_SCHWARZ_MOVE_PLAY: {
        unsigned dest = arg & 7;
        if (arg >> 3 >= c->name_count[me] || (dest >= WS_SLOTS && dest != CG_WEISS_SCHWARZ_NO_SLOT))
            return false;
        cg_text_printf(out, "play %s", name_of(c, me, arg >> 3));
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
        cg_text_printf(out, "choose %s", name_of(c, s->pending.side, arg));
        return true;
    case CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE: {
        if (arg & ~0xfu || (arg & 7) >= WS_SLOTS)
            return false;
        int player = side_player(s, arg >> 3);
        uint8_t card = s->player[player].stage[arg & 7];
        if (card == WS_NONE)
            return false;
        cg_text_printf(out, "choose %s at %s %s", ws_full_card(c, ws_id(player, card))->name,
                       side_words[arg >> 3], ws_slot_words[arg & 7]);
        return true;
    }
    default: return false;
    }
}

/* ---- reading ---- */

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

static cg_status no_card(int player, cg_span name)
{
    char shown[64];
    return cg_error(CG_EPARSE, "weiss_schwarz: no card named '%s' in %s's deck",
                    cg_span_show(name, shown, sizeof shown), ws_player_names[player]);
}

static cg_status parse_play(const ws_config *c, const ws_state *s, cg_span rest, cg_move *out)
{
    int me = s->current;
    int k = find_name(c, me, rest);
    if (k >= 0) {
        *out = CG_WEISS_SCHWARZ_MOVE_PLAY + (unsigned)k * 8 + CG_WEISS_SCHWARZ_NO_SLOT;
        return CG_OK;
    }
    cg_span name = rest;
    int slot = find_word(last_word(&name), ws_slot_words, WS_SLOTS);
    if (slot < 0 || (k = find_name(c, me, name)) < 0)
        return no_card(me, slot < 0 ? rest : name);
    *out = CG_WEISS_SCHWARZ_MOVE_PLAY + (unsigned)k * 8 + (unsigned)slot;
    return CG_OK;
}

/* "choose NAME at own|opponent SLOT": the slot must hold a card of that name. */
static cg_status parse_stage_choice(const ws_config *c, const ws_state *s, cg_span rest,
                                    cg_move *out, bool *matched)
{
    cg_span name = rest;
    int slot = find_word(last_word(&name), ws_slot_words, WS_SLOTS);
    int side = find_word(last_word(&name), side_words, 2);
    cg_span at = last_word(&name);
    *matched = slot >= 0 && side >= 0 && ws_word_eq(at, "at") && name.n > 0;
    if (!*matched)
        return CG_OK;
    int player = side_player(s, (unsigned)side);
    int k = find_name(c, player, name);
    if (k < 0)
        return no_card(player, name);
    *out = CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + (unsigned)side * 8 + (unsigned)slot;
    uint8_t card = s->player[player].stage[slot];
    if (s->phase != CG_WEISS_SCHWARZ_PHASE_OVER &&
        (card == WS_NONE || c->cards[ws_id(player, card)].name != k)) {
        char shown[64];
        return cg_error(CG_EILLEGAL, "weiss_schwarz: there is no %s at %s %s",
                        cg_span_show(name, shown, sizeof shown), side_words[side],
                        ws_slot_words[slot]);
    }
    return CG_OK;
}

static cg_status parse_choose(const ws_config *c, const ws_state *s, cg_span rest, cg_move *out)
{
    cg_span words = rest;
    cg_span first = cg_span_word(&words);
    cg_span second = cg_span_trim(words);
    int side = find_word(first, side_words, 2);
    if (side >= 0 && (ws_word_eq(second, "deck") || ws_word_eq(second, "hand"))) {
        *out = (ws_word_eq(second, "deck") ? CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK
                                           : CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND) +
               (unsigned)side;
        return CG_OK;
    }
    bool matched;
    cg_status st = parse_stage_choice(c, s, rest, out, &matched);
    if (matched || st != CG_OK)
        return st;
    /* A looked-at card: a name of the deck being reordered. */
    int owner = s->pending.kind == CG_WEISS_SCHWARZ_CHOICE_ORDER ? s->pending.side : -1;
    int k = owner >= 0 ? find_name(c, owner, rest) : -1;
    if (k >= 0) {
        *out = CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD + (unsigned)k;
        return CG_OK;
    }
    char shown[64];
    cg_span_show(rest, shown, sizeof shown);
    if (find_name(c, 0, rest) < 0 && find_name(c, 1, rest) < 0)
        return cg_error(CG_EPARSE,
                        "weiss_schwarz: 'choose %s' names no deck, hand, character "
                        "or card",
                        shown);
    return cg_error(CG_EILLEGAL, "weiss_schwarz: %s is not among cards being put back", shown);
}

cg_status ws_move_parse(const void *config, const void *state, cg_span text, cg_move *out)
{
    const ws_config *c = config;
    const ws_state *s = state;
    cg_span rest = text;
    cg_span verb = cg_span_word(&rest);
    rest = cg_span_trim(rest);
    char shown[64];
    if (ws_word_eq(verb, "clock") && rest.n > 0) {
        int k = find_name(c, s->current, rest);
        if (ws_word_eq(rest, "pass"))
            *out = CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS;
        else if (k >= 0)
            *out = CG_WEISS_SCHWARZ_MOVE_CLOCK + (unsigned)k;
        else
            return no_card(s->current, rest);
        return CG_OK;
    }
    if (ws_word_eq(verb, "play") && rest.n > 0)
        return parse_play(c, s, rest, out);
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
        return parse_choose(c, s, rest, out);
    return cg_error(CG_EPARSE,
                    "weiss_schwarz: '%s' is not a move (clock NAME|pass, play NAME [SLOT], end "
                    "main, attack SLOT, end battle, choose ...)",
                    cg_span_show(text, shown, sizeof shown));
}
