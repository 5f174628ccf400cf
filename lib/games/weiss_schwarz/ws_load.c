/* Loading the saved form (see ws_save.c): every token, count and card is
   checked, and the position must obey the rules. */
#include <string.h>

#include "ws_internal.h"

typedef struct loader {
    cg_reader *in;
    const ws_config *c;
    ws_state *s;
    uint64_t seen[2]; /* bit i: card i of that player is placed */
} loader;

static int word_index(cg_span word, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (cg_span_eq(word, words[i]))
            return i;
    return -1;
}

/* A line "key word" where word is one of `words` (listed in `what`). */
static cg_status load_choice(loader *ld, const char *key, const char *const *words, int n,
                             const char *what, uint8_t *out)
{
    cg_span rest;
    cg_status st = cg_reader_expect(ld->in, key, &rest);
    if (st != CG_OK)
        return st;
    int i = word_index(rest, words, n);
    if (i < 0) {
        char shown[40];
        return cg_reader_fail(ld->in, "'%s' after '%s' is not %s",
                              cg_span_show(rest, shown, sizeof shown), key, what);
    }
    *out = (uint8_t)i;
    return CG_OK;
}

/* A card index of `player`, placed for the first time. */
static cg_status load_index(loader *ld, int player, cg_span word, uint8_t *out)
{
    char shown[40];
    uint32_t i;
    if (!cg_span_to_u32(word, WS_DECK - 1, &i))
        return cg_reader_fail(ld->in, "'%s' is not a card index (0..49)",
                              cg_span_show(word, shown, sizeof shown));
    if (ld->seen[player] >> i & 1)
        return cg_reader_fail(ld->in, "%s's card %u appears twice", ws_player_names[player], i);
    ld->seen[player] |= (uint64_t)1 << i;
    *out = (uint8_t)i;
    return CG_OK;
}

/* "weiss:12"; the card must already be placed (refs point at the table). */
static cg_status load_ref(loader *ld, cg_span word, uint8_t *out)
{
    char shown[40];
    cg_span rest = word;
    cg_span player = cg_span_split(&rest, ':');
    int p = word_index(player, ws_player_words, 2);
    uint32_t i;
    if (p < 0 || rest.p == player.p + player.n || !cg_span_to_u32(rest, WS_DECK - 1, &i))
        return cg_reader_fail(ld->in, "'%s' is not a card (weiss:0..49 or schwarz:0..49)",
                              cg_span_show(word, shown, sizeof shown));
    *out = ws_id(p, (uint8_t)i);
    return CG_OK;
}

static cg_status load_header(loader *ld)
{
    cg_span rest;
    ws_state *s = ld->s;
    cg_status st = cg_reader_expect(ld->in, "turn", &rest);
    if (st != CG_OK)
        return st;
    if (!cg_span_to_u32(rest, UINT32_MAX, &s->turn) || s->turn == 0)
        return cg_reader_fail(ld->in, "the turn is a number from 1");
    if (ld->c->max_turns && s->turn > ld->c->max_turns)
        return cg_reader_fail(ld->in, "turn %u is past max_turns %u", s->turn, ld->c->max_turns);
    /* Rule: with no limit, the game is a draw when the last turn the counter
       holds ends (the end of a turn counts the next one). */
    if (s->turn > ws_last_turn(ld->c))
        return cg_reader_fail(ld->in,
                              "turn %u is past the last turn the counter holds (%u; the game is a "
                              "draw when it ends)",
                              s->turn, ws_last_turn(ld->c));
    if ((st = load_choice(ld, "first", ws_player_words, 2, "weiss or schwarz", &s->first)) != CG_OK)
        return st;
    s->current = (uint8_t)(s->turn % 2 ? s->first : 1 - s->first);
    if ((st = load_choice(ld, "phase", ws_phase_words, 5, "clock, main1, battle, main2 or over",
                          &s->phase)) != CG_OK)
        return st;
    return load_choice(ld, "result", ws_result_words, 4, "none, weiss, schwarz or draw",
                       &s->result);
}

/* "<player> <zone> ..." */
static cg_status expect_zone_line(loader *ld, int p, const char *zone, cg_span *rest)
{
    cg_status st = cg_reader_expect(ld->in, ws_player_words[p], rest);
    if (st != CG_OK)
        return st;
    cg_span word = cg_span_word(rest);
    if (!cg_span_eq(word, zone)) {
        char shown[40];
        return cg_reader_fail(ld->in, "expected '%s %s', found '%s %s'", ws_player_words[p], zone,
                              ws_player_words[p], cg_span_show(word, shown, sizeof shown));
    }
    return CG_OK;
}

static int zone_cap(const ws_config *c, int zone)
{
    if (zone == CG_WEISS_SCHWARZ_CLOCK)
        return WS_LEVEL_UP - 1;
    if (zone == CG_WEISS_SCHWARZ_LEVEL)
        return c->max_level;
    return WS_DECK;
}

static cg_status load_zone(loader *ld, int p, int zone)
{
    cg_span rest;
    cg_status st = expect_zone_line(ld, p, ws_zone_words[zone], &rest);
    if (st != CG_OK)
        return st;
    const uint8_t *cards;
    ws_player *pl = &ld->s->player[p];
    int count = ws_zone_of(pl, zone, &cards);
    uint8_t *place = (uint8_t *)cards;
    for (cg_span word = cg_span_word(&rest); word.n > 0; word = cg_span_word(&rest)) {
        if (count == zone_cap(ld->c, zone))
            return cg_reader_fail(ld->in, "the %s holds at most %d cards%s", ws_zone_words[zone],
                                  zone_cap(ld->c, zone),
                                  zone == CG_WEISS_SCHWARZ_CLOCK ? " (7 make a level)" : "");
        if ((st = load_index(ld, p, word, &place[count])) != CG_OK)
            return st;
        count++;
    }
    uint8_t *counts[7] = {&pl->n_deck,  &pl->n_hand,    &pl->n_clock,  &pl->n_level,
                          &pl->n_stock, &pl->n_waiting, &pl->n_removed};
    *counts[zone] = (uint8_t)count;
    return CG_OK;
}

/* A slot's entry: "-" or a card index of the given type. */
static cg_status load_slot(loader *ld, int p, cg_span word, int type, uint8_t *out)
{
    if (cg_span_eq(word, "-")) {
        *out = WS_NONE;
        return CG_OK;
    }
    cg_status st = load_index(ld, p, word, out);
    if (st == CG_OK && ld->c->cards[ws_index(p, *out)].type != type)
        return cg_reader_fail(ld->in, "%s's card %d (%s) is not a %s", ws_player_names[p], *out,
                              ws_card_name(ld->c, ws_id(p, *out)),
                              type == CG_WEISS_SCHWARZ_CLIMAX ? "climax" : "character");
    return st;
}

static cg_status load_player(loader *ld, int p)
{
    ws_player *pl = &ld->s->player[p];
    cg_status st = CG_OK;
    for (int zone = 0; zone < 7 && st == CG_OK; zone++)
        st = load_zone(ld, p, zone);
    cg_span rest;
    if (st == CG_OK)
        st = expect_zone_line(ld, p, "stage", &rest);
    for (int slot = 0; slot < WS_SLOTS && st == CG_OK; slot++) {
        cg_span word = cg_span_word(&rest);
        if (word.n == 0)
            return cg_reader_fail(ld->in, "the stage has 5 slots, '-' when empty");
        st = load_slot(ld, p, word, CG_WEISS_SCHWARZ_CHARACTER, &pl->stage[slot]);
    }
    if (st == CG_OK && cg_span_word(&rest).n > 0)
        return cg_reader_fail(ld->in, "the stage has 5 slots");
    if (st == CG_OK)
        st = expect_zone_line(ld, p, "climax", &rest);
    if (st == CG_OK) {
        cg_span word = cg_span_word(&rest);
        if (word.n == 0 || cg_span_word(&rest).n > 0)
            return cg_reader_fail(ld->in, "the climax area holds one card or '-'");
        st = load_slot(ld, p, word, CG_WEISS_SCHWARZ_CLIMAX, &pl->climax);
    }
    return st;
}

/* The slot of a card on its owner's stage, -1 when it is not there. */
static int slot_of(const ws_state *s, uint8_t id)
{
    return ws_find(s->player[ws_owner(id)].stage, WS_SLOTS, ws_local(id));
}

static cg_status load_attacked(loader *ld)
{
    ws_state *s = ld->s;
    cg_span rest;
    char shown[40];
    cg_status st = cg_reader_expect(ld->in, "attacked", &rest);
    if (st != CG_OK)
        return st;
    for (cg_span w = cg_span_word(&rest); w.n > 0; w = cg_span_word(&rest)) {
        int slot = word_index(w, ws_slot_words, WS_FRONT);
        if (slot < 0 || (s->attacked >> slot & 1))
            return cg_reader_fail(ld->in, "'%s' is not a front slot listed once",
                                  cg_span_show(w, shown, sizeof shown));
        s->attacked = (uint8_t)(s->attacked | 1u << slot);
    }
    return CG_OK;
}

/* One word of the reverted line: CARD (no modifier present acts on it) or
   CARD/K (the K oldest do not, 0 < K < the number active). */
static cg_status load_reverted_card(loader *ld, cg_span w, uint8_t listed[2])
{
    ws_state *s = ld->s;
    char shown[40];
    cg_span k = w;
    cg_span card = cg_span_split(&k, '/');
    bool partial = k.p != card.p + card.n;
    uint8_t id;
    cg_status st = load_ref(ld, card, &id);
    if (st != CG_OK)
        return st;
    int slot = slot_of(s, id);
    ws_player *pl = &s->player[ws_owner(id)];
    if (slot < 0 || (listed[ws_owner(id)] >> slot & 1))
        return cg_reader_fail(ld->in, "'%s' is not a stage card listed once",
                              cg_span_show(card, shown, sizeof shown));
    listed[ws_owner(id)] = (uint8_t)(listed[ws_owner(id)] | 1u << slot);
    if (!partial) {
        if (s->n_active == 0)
            return cg_reader_fail(ld->in, "'%s' is reverted, but no modifier is active",
                                  cg_span_show(w, shown, sizeof shown));
        pl->reverted_below[slot] = s->n_active;
        return CG_OK;
    }
    uint32_t below;
    if (!cg_span_to_u32(k, UINT32_MAX, &below))
        return cg_reader_fail(ld->in, "'%s' is not CARD/K with K a number",
                              cg_span_show(w, shown, sizeof shown));
    if (s->n_active < 2)
        return cg_reader_fail(ld->in, "'%s' reverts part of the modifiers, but %d %s active",
                              cg_span_show(w, shown, sizeof shown), s->n_active,
                              s->n_active == 1 ? "is" : "are");
    if (below == 0 || below >= s->n_active)
        return cg_reader_fail(ld->in,
                              "'%s': K is 1..%d, fewer than the %d active modifiers (all of "
                              "them: the card alone)",
                              cg_span_show(w, shown, sizeof shown), s->n_active - 1, s->n_active);
    pl->reverted_below[slot] = (uint8_t)below;
    return CG_OK;
}

/* The reverted line, read once the abilities are known (at is the reader as
   it was on that line, so that messages name it). */
static cg_status load_reverted(loader *ld, cg_reader *at, cg_span rest)
{
    cg_reader *in = ld->in;
    uint8_t listed[2] = {0, 0};
    cg_status st = CG_OK;
    ld->in = at;
    for (cg_span w = cg_span_word(&rest); w.n > 0 && st == CG_OK; w = cg_span_word(&rest))
        st = load_reverted_card(ld, w, listed);
    ld->in = in;
    return st;
}

/* " value V" at the end of an ability line: any int32. */
static cg_status load_value(loader *ld, cg_span word, int32_t *out)
{
    char shown[40];
    bool negative = word.n > 0 && word.p[0] == '-';
    cg_span digits = negative ? (cg_span){word.p + 1, word.n - 1} : word;
    uint32_t v;
    if (!cg_span_to_u32(digits, negative ? (uint32_t)INT32_MAX + 1 : INT32_MAX, &v) ||
        (negative && v == 0))
        return cg_reader_fail(ld->in, "'%s' is not a value (a 32-bit integer, not 0 written -0)",
                              cg_span_show(word, shown, sizeof shown));
    *out = negative ? (int32_t)(-(int64_t)v) : (int32_t)v;
    return CG_OK;
}

/* Rule: the stack holds lasting uses: A5, AB or a registered ability's. A
   continuous one comes from a character on its owner's stage, a temporary one
   from an event, a climax or such a character; a target is a character on a
   stage (AB has one, A5 none). */
static cg_status check_active(loader *ld, const ws_active *e, int player)
{
    const ws_card *src = &ld->c->cards[e->source];
    const char *name = ws_card_name(ld->c, e->source);
    bool builtin = src->ability <= WS_BUILTIN;
    if (builtin && src->ability != CG_WEISS_SCHWARZ_A5 && src->ability != CG_WEISS_SCHWARZ_AB)
        return cg_reader_fail(ld->in, "%s has no lasting ability (A5, AB, or a registered one)",
                              name);
    if (ws_owner(e->source) != player)
        return cg_reader_fail(ld->in, "%s belongs to %s", name,
                              ws_player_names[ws_owner(e->source)]);
    bool character = src->type == CG_WEISS_SCHWARZ_CHARACTER;
    if (e->continuity == CG_WEISS_SCHWARZ_CONTINUOUS && !character)
        return cg_reader_fail(ld->in, "%s is no character: its modifier is temporary", name);
    if (character && slot_of(ld->s, e->source) < 0)
        return cg_reader_fail(ld->in, "%s is not on the stage, so its modifier has ended", name);
    if (src->ability == CG_WEISS_SCHWARZ_A5 && e->target != WS_NONE)
        return cg_reader_fail(ld->in, "A5 has no target");
    if (src->ability == CG_WEISS_SCHWARZ_AB && e->target == WS_NONE)
        return cg_reader_fail(ld->in, "AB's target must be a character on a stage");
    if (e->target != WS_NONE && slot_of(ld->s, e->target) < 0)
        return cg_reader_fail(ld->in, "%s's target must be a character on a stage",
                              ws_ability_word(ld->c, src->ability));
    if (builtin && e->value != 0)
        return cg_reader_fail(ld->in, "%s keeps no value", ws_ability_words[src->ability]);
    return CG_OK;
}

static cg_status load_active(loader *ld, ws_active *e)
{
    cg_span rest;
    cg_status st = cg_reader_expect(ld->in, "ability", &rest);
    if (st != CG_OK)
        return st;
    int player = word_index(cg_span_word(&rest), ws_player_words, 2);
    if (player < 0)
        return cg_reader_fail(ld->in, "an ability line begins with weiss or schwarz");
    e->player = (uint8_t)player;
    if ((st = load_ref(ld, cg_span_word(&rest), &e->source)) != CG_OK)
        return st;
    int continuity = word_index(cg_span_word(&rest), ws_continuity_words, 2);
    if (continuity < 0)
        return cg_reader_fail(ld->in, "a modifier is continuous or temporary");
    e->continuity = (uint8_t)continuity;
    cg_span word = cg_span_word(&rest);
    e->target = WS_NONE;
    e->value = 0;
    if (word.n > 0 && !cg_span_eq(word, "value")) {
        if ((st = load_ref(ld, word, &e->target)) != CG_OK)
            return st;
        word = cg_span_word(&rest);
    }
    if (cg_span_eq(word, "value")) {
        if ((st = load_value(ld, cg_span_word(&rest), &e->value)) != CG_OK)
            return st;
        if (e->value == 0)
            return cg_reader_fail(ld->in, "a value of 0 is left out");
        word = cg_span_word(&rest);
    }
    if (word.n > 0 || cg_span_word(&rest).n > 0)
        return cg_reader_fail(ld->in, "text after the ability's target and value");
    return check_active(ld, e, player);
}

static cg_status load_abilities(loader *ld)
{
    cg_span rest;
    uint32_t n;
    cg_status st = cg_reader_expect(ld->in, "abilities", &rest);
    if (st != CG_OK)
        return st;
    if (!cg_span_to_u32(rest, WS_ACTIVE_MAX, &n))
        return cg_reader_fail(ld->in, "the number of active abilities is 0..%d", WS_ACTIVE_MAX);
    for (uint32_t i = 0; i < n && st == CG_OK; i++)
        st = load_active(ld, &ld->s->active[i]);
    ld->s->n_active = (uint8_t)n;
    return st;
}

/* A built-in ability's code, or a registered one's name in double quotes;
   the word is cut off *rest. -1 when it names none of the game's. */
static int load_ability_ref(loader *ld, cg_span *rest)
{
    cg_span t = cg_span_trim(*rest);
    ws_known_abilities known = {ld->c->users, ld->c->user_count};
    if (t.n > 0 && t.p[0] == '"') {
        const char *end = memchr(t.p + 1, '"', t.n - 1);
        if (!end)
            return -1;
        cg_span name = {t.p + 1, (size_t)(end - t.p - 1)};
        *rest = (cg_span){end + 1, t.n - (size_t)(end + 1 - t.p)};
        int code = ws_ability_lookup(&known, name);
        return code > WS_BUILTIN ? code : -1;
    }
    cg_span word = cg_span_word(rest);
    int code = word_index(word, ws_ability_words, WS_BUILTIN + 1);
    return code > 0 ? code : -1;
}

/* The optional use line after a pending choice (see ws_save.c). */
static cg_status load_use(loader *ld)
{
    ws_pending *pd = &ld->s->pending;
    pd->continuity = (uint8_t)ws_default_continuity(pd->dest);
    pd->target = WS_NONE;
    cg_reader at = *ld->in;
    cg_span line, rest;
    if (!cg_reader_next(ld->in, &line) || !cg_span_eq(cg_span_word(&line), "use")) {
        *ld->in = at;
        return CG_OK;
    }
    rest = line;
    int continuity = word_index(cg_span_word(&rest), ws_continuity_words, 2);
    if (continuity < 0)
        return cg_reader_fail(ld->in, "a use line is: use continuous|temporary TARGET|- "
                                      "lasting|once VALUE");
    pd->continuity = (uint8_t)continuity;
    cg_span target = cg_span_word(&rest);
    cg_status st = CG_OK;
    if (!cg_span_eq(target, "-") && (st = load_ref(ld, target, &pd->target)) != CG_OK)
        return st;
    static const char *const lasting_words[2] = {"once", "lasting"};
    int lasting = word_index(cg_span_word(&rest), lasting_words, 2);
    if (lasting < 0)
        return cg_reader_fail(ld->in, "a use is lasting or once");
    pd->lasting = (uint8_t)lasting;
    if ((st = load_value(ld, cg_span_word(&rest), &pd->value)) != CG_OK)
        return st;
    if (cg_span_word(&rest).n > 0)
        return cg_reader_fail(ld->in, "text after the use's value");
    if (continuity == ws_default_continuity(pd->dest) && pd->target == WS_NONE && !lasting &&
        pd->value == 0)
        return cg_reader_fail(ld->in, "a use line that says nothing new is left out");
    return CG_OK;
}

/* The card a choice resolves: between its owner's hand and its place, or,
   applied by cg_weiss_schwarz_apply_ability (destination none), where it is. */
static cg_status place_resolving(loader *ld, uint8_t source, int dest)
{
    bool placed = ld->seen[ws_owner(source)] >> ws_local(source) & 1;
    if (dest == WS_DEST_NONE)
        return placed ? CG_OK
                      : cg_reader_fail(ld->in, "the card applied where it is must be in a zone");
    if (placed)
        return cg_reader_fail(ld->in, "the resolving card is also in a zone");
    ld->seen[ws_owner(source)] |= (uint64_t)1 << ws_local(source);
    return CG_OK;
}

static cg_status load_pending(loader *ld)
{
    ws_pending *pd = &ld->s->pending;
    cg_span rest;
    cg_status st = cg_reader_expect(ld->in, "pending", &rest);
    if (st != CG_OK || cg_span_eq(rest, "none"))
        return st;
    int ability = load_ability_ref(ld, &rest);
    uint8_t source;
    if (ability <= 0)
        return cg_reader_fail(ld->in, "'pending' is followed by none or an ability of the game "
                                      "(A1..AC, or a registered one's name in quotes)");
    if ((st = load_ref(ld, cg_span_word(&rest), &source)) != CG_OK)
        return st;
    pd->source = source;
    int dest = word_index(cg_span_word(&rest), ws_dest_words, 8);
    int kind = word_index(cg_span_word(&rest), ws_choice_words, 5);
    if (dest < 0 || kind <= 0)
        return cg_reader_fail(ld->in, "a pending choice is: ability card destination kind");
    pd->dest = (uint8_t)dest;
    pd->kind = (uint8_t)kind;
    if ((st = place_resolving(ld, source, dest)) != CG_OK)
        return st;
    if (ld->c->cards[source].ability != ability)
        return cg_reader_fail(ld->in, "the resolving card's ability is not %s",
                              ws_ability_word(ld->c, ability));
    if (kind == CG_WEISS_SCHWARZ_CHOICE_ORDER || kind == CG_WEISS_SCHWARZ_CHOICE_SIDE) {
        int side = word_index(cg_span_word(&rest), ws_player_words, 2);
        if (side < 0)
            return cg_reader_fail(ld->in, "the choice names weiss or schwarz");
        pd->side = (uint8_t)side;
    }
    for (cg_span w = cg_span_word(&rest); w.n > 0; w = cg_span_word(&rest)) {
        if (kind != CG_WEISS_SCHWARZ_CHOICE_ORDER || pd->n_looked == WS_LOOK_MAX)
            return cg_reader_fail(ld->in,
                                  "A2 puts back at most %d cards; no other choice lists "
                                  "cards",
                                  WS_LOOK_MAX);
        if ((st = load_index(ld, pd->side, w, &pd->looked[pd->n_looked])) != CG_OK)
            return st;
        pd->n_looked++;
    }
    return load_use(ld);
}

/* ---- what the players know (ws_knowledge.c) ---- */

/* "top W S": how many top cards of each deck the knower knows in order. */
static cg_status load_known_top(loader *ld, int k, cg_span *rest)
{
    char shown[40];
    if (!cg_span_eq(cg_span_word(rest), "top"))
        return cg_reader_fail(ld->in, "a knows line goes on with 'top W S'");
    for (int d = 0; d < 2; d++) {
        cg_span word = cg_span_word(rest);
        uint32_t top;
        const ws_player *pl = &ld->s->player[d];
        if (!cg_span_to_u32(word, WS_LOOK_MAX, &top))
            return cg_reader_fail(ld->in, "'%s' is not a number of known top cards (0..%d)",
                                  cg_span_show(word, shown, sizeof shown), WS_LOOK_MAX);
        if (top > pl->n_deck)
            return cg_reader_fail(ld->in, "%s knows the top %u cards of %s's deck, which holds %d",
                                  ws_player_names[k], top, ws_player_names[d], pl->n_deck);
        ld->s->know.top[k][d] = (uint8_t)top;
    }
    return CG_OK;
}

/* "hand I..." or "deck I...": a card index of the opponent's per card of that
   name known to be there; the list ends at the next keyword or the line. */
static cg_status load_bounds(loader *ld, int k, const char *zone, const char *next, cg_span *rest,
                             uint8_t *bounds)
{
    char shown[40];
    int o = 1 - k;
    if (!cg_span_eq(cg_span_word(rest), zone))
        return cg_reader_fail(ld->in, "a knows line goes on with '%s'", zone);
    for (;;) {
        cg_span before = *rest;
        cg_span word = cg_span_word(rest);
        if (word.n == 0)
            return CG_OK;
        if (next && cg_span_eq(word, next)) {
            *rest = before;
            return CG_OK;
        }
        uint32_t i;
        if (!cg_span_to_u32(word, WS_DECK - 1, &i))
            return cg_reader_fail(ld->in, "'%s' is not a card index of %s's (0..49)",
                                  cg_span_show(word, shown, sizeof shown), ws_player_names[o]);
        uint8_t *bound = &bounds[ws_name_of(ld->c, o, (uint8_t)i)];
        if (*bound == CG_WEISS_SCHWARZ_MAX_COPIES)
            return cg_reader_fail(ld->in, "more than %d cards of one name in the %s",
                                  CG_WEISS_SCHWARZ_MAX_COPIES, zone);
        (*bound)++;
    }
}

/* Rule: a knower's bounds hold in the position: at least that many cards of a
   name are in the opponent's hand and deck (with an A2's cards), and while an
   A2 puts cards back only its chooser knows that deck's top. */
static cg_status check_knowledge(loader *ld, int k)
{
    const ws_config *c = ld->c;
    const ws_state *s = ld->s;
    int o = 1 - k;
    uint8_t hand[WS_NAMES_MAX], deck[WS_NAMES_MAX];
    ws_count_hand(c, s, o, hand);
    ws_count_deck(c, s, o, deck);
    for (int d = 0; d < 2; d++)
        if (s->know.top[k][d] && s->pending.kind == CG_WEISS_SCHWARZ_CHOICE_ORDER &&
            s->pending.side == d && s->current != k)
            return cg_reader_fail(ld->in,
                                  "%s knows no top card of %s's deck while %s puts cards "
                                  "back onto it",
                                  ws_player_names[k], ws_player_names[d],
                                  ws_player_names[s->current]);
    for (int n = 0; n < c->name_count[o]; n++) {
        const char *name = ws_card_name(c, ws_id(o, c->name_card[o][n]));
        if (s->know.hand[k][n] > hand[n])
            return cg_reader_fail(ld->in, "%s knows of %d %s in %s's hand, which holds %d",
                                  ws_player_names[k], s->know.hand[k][n], name, ws_player_names[o],
                                  hand[n]);
        if (s->know.deck[k][n] > deck[n])
            return cg_reader_fail(ld->in, "%s knows of %d %s in %s's deck, which holds %d",
                                  ws_player_names[k], s->know.deck[k][n], name, ws_player_names[o],
                                  deck[n]);
    }
    return CG_OK;
}

static bool knows_nothing(const ws_knowledge *kn, int k)
{
    bool nothing = !kn->top[k][0] && !kn->top[k][1];
    for (int n = 0; n < WS_NAMES_MAX; n++)
        nothing = nothing && !kn->hand[k][n] && !kn->deck[k][n];
    return nothing;
}

static cg_status load_knowledge(loader *ld, int k, cg_span rest)
{
    ws_knowledge *kn = &ld->s->know;
    cg_status st = load_known_top(ld, k, &rest);
    if (st == CG_OK)
        st = load_bounds(ld, k, "hand", "deck", &rest, kn->hand[k]);
    if (st == CG_OK)
        st = load_bounds(ld, k, "deck", NULL, &rest, kn->deck[k]);
    if (st == CG_OK && knows_nothing(kn, k))
        return cg_reader_fail(ld->in, "a knows line that knows nothing is left out");
    return st == CG_OK ? check_knowledge(ld, k) : st;
}

/* The optional "knows" lines, at most one per player, Weiss's first. */
static cg_status load_knows(loader *ld)
{
    for (int next = 0;;) {
        cg_reader at = *ld->in;
        cg_span line, rest;
        if (!cg_reader_next(ld->in, &line)) {
            *ld->in = at;
            return CG_OK;
        }
        rest = line;
        int k = word_index(cg_span_word(&rest), ws_player_words, 2);
        if (k < 0 || !cg_span_eq(cg_span_word(&rest), "knows")) {
            *ld->in = at;
            return CG_OK;
        }
        if (k < next)
            return cg_reader_fail(ld->in, "one knows line per player, weiss's first");
        next = k + 1;
        cg_status st = load_knowledge(ld, k, rest);
        if (st != CG_OK)
            return st;
    }
}

cg_status ws_load(const void *config, void *state, cg_reader *in)
{
    loader ld = {in, config, state, {0, 0}};
    cg_status st = load_header(&ld);
    for (int p = 0; p < 2 && st == CG_OK; p++)
        st = load_player(&ld, p);
    if (st == CG_OK)
        st = load_attacked(&ld);
    /* The reverted line comes before the abilities, and is checked against them. */
    cg_span reverted = {0};
    cg_reader reverted_at = *in;
    if (st == CG_OK && (st = cg_reader_expect(in, "reverted", &reverted)) == CG_OK)
        reverted_at = *in;
    if (st == CG_OK)
        st = load_abilities(&ld);
    if (st == CG_OK)
        st = load_reverted(&ld, &reverted_at, reverted);
    if (st == CG_OK)
        st = load_pending(&ld);
    if (st != CG_OK)
        return st;
    const uint64_t all = ((uint64_t)1 << WS_DECK) - 1;
    for (int p = 0; p < 2; p++)
        if (ld.seen[p] != all)
            return cg_reader_fail(in, "%s's 50 cards are not all placed (%d are)",
                                  ws_player_names[p], cg_popcount64(ld.seen[p]));
    if ((st = ws_check_state(config, state, in)) != CG_OK)
        return st;
    return load_knows(&ld);
}

/* ---- the rules a position obeys ---- */

/* Rule: a draw comes when turn max_turns ends: the end of turn has taken the
   climaxes and the temporary uses away, every use acts again, and a deck
   emptied then took its waiting room. */
static cg_status check_draw(const ws_config *c, const ws_state *s, cg_reader *in)
{
    if (s->turn != ws_last_turn(c))
        return cg_reader_fail(in, "a draw comes only when turn max_turns ends");
    if (s->attacked)
        return cg_reader_fail(in, "a draw comes at the end of a turn: no attack is left");
    for (int p = 0; p < 2; p++) {
        const ws_player *pl = &s->player[p];
        if (pl->climax != WS_NONE)
            return cg_reader_fail(in, "a draw comes at the end of a turn: %s's climax is gone",
                                  ws_player_names[p]);
        if (pl->n_deck == 0 && pl->n_waiting > 0)
            return cg_reader_fail(in,
                                  "a draw comes at the end of a turn: %s's empty deck took the "
                                  "waiting room",
                                  ws_player_names[p]);
        for (int slot = 0; slot < WS_SLOTS; slot++)
            if (pl->reverted_below[slot])
                return cg_reader_fail(in, "a draw comes at the end of a turn: every modifier acts");
    }
    for (int i = 0; i < s->n_active; i++)
        if (s->active[i].continuity == CG_WEISS_SCHWARZ_TEMPORARY)
            return cg_reader_fail(in, "a draw comes at the end of a turn: no temporary modifier "
                                      "is left");
    return CG_OK;
}

/* Rule: with the built-in abilities only, a level up ends a game: it takes
   the loser's whole clock; the player to move loses it in the clock phase
   (before any climax or attack), the other in a battle. */
static cg_status check_win(const ws_state *s, int loser, cg_reader *in)
{
    if (s->player[loser].n_clock)
        return cg_reader_fail(in, "%s lost by a level up, which took its whole clock",
                              ws_player_names[loser]);
    if (loser == s->current && (s->attacked || s->player[loser].climax != WS_NONE))
        return cg_reader_fail(in,
                              "%s, to move, lost in its clock phase: no climax or attack came "
                              "before",
                              ws_player_names[loser]);
    return CG_OK;
}

static cg_status check_result(const ws_config *c, const ws_state *s, cg_reader *in)
{
    int levels[2] = {s->player[0].n_level, s->player[1].n_level};
    bool over = s->phase == CG_WEISS_SCHWARZ_PHASE_OVER;
    if (over != (s->result != WS_RESULT_NONE))
        return cg_reader_fail(in, "the phase is over exactly when there is a result");
    if (s->result == WS_RESULT_WEISS || s->result == WS_RESULT_SCHWARZ) {
        int loser = s->result == WS_RESULT_WEISS ? 1 : 0;
        if (levels[loser] != c->max_level || levels[1 - loser] >= c->max_level)
            return cg_reader_fail(in, "%s wins when %s alone reaches level %d",
                                  ws_player_names[1 - loser], ws_player_names[loser], c->max_level);
        return c->user_count ? CG_OK : check_win(s, loser, in);
    }
    for (int p = 0; p < 2; p++)
        if (levels[p] >= c->max_level)
            return cg_reader_fail(in, "%s is at level %d, so the game is over", ws_player_names[p],
                                  levels[p]);
    return s->result == WS_RESULT_DRAW ? check_draw(c, s, in) : CG_OK;
}

/* Rule: an ability asks only for the kinds of choice its table lists (A2's
   order comes after its deck choice). */
static bool kind_fits(const ws_config *c, int ability, int kind)
{
    return ws_ability(c, ability)->choices & CG_WEISS_SCHWARZ_ASKS(kind);
}

/* Rule: the resolving card goes afterwards to an empty slot (a character),
   an empty climax area (a climax) or the waiting room (an event); applied
   where it is (none), a continuous use needs its character on the stage. */
static bool dest_fits(const ws_config *c, const ws_state *s, const ws_pending *pd)
{
    const ws_card *card = &c->cards[pd->source];
    const ws_player *pl = &s->player[ws_owner(pd->source)];
    if (pd->dest == WS_DEST_NONE)
        return pd->continuity == CG_WEISS_SCHWARZ_TEMPORARY || ws_stage_slot(s, pd->source) >= 0;
    if (card->type == CG_WEISS_SCHWARZ_CHARACTER)
        return pd->dest < WS_SLOTS && pl->stage[pd->dest] == WS_NONE &&
               pd->continuity == CG_WEISS_SCHWARZ_CONTINUOUS;
    if (pd->continuity != CG_WEISS_SCHWARZ_TEMPORARY)
        return false;
    if (card->type == CG_WEISS_SCHWARZ_CLIMAX)
        return pd->dest == WS_DEST_CLIMAX && pl->climax == WS_NONE;
    return pd->dest == WS_DEST_WAITING;
}

static cg_status check_pending(const ws_config *c, const ws_state *s, cg_reader *in)
{
    const ws_pending *pd = &s->pending;
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_NONE)
        return CG_OK;
    bool main =
        s->phase == CG_WEISS_SCHWARZ_PHASE_MAIN1 || s->phase == CG_WEISS_SCHWARZ_PHASE_MAIN2;
    if (!main)
        return cg_reader_fail(in, "choices are made in the main phases");
    const ws_card *card = &c->cards[pd->source];
    if (ws_owner(pd->source) != s->current)
        return cg_reader_fail(in, "the resolving card belongs to the player to move");
    if (!kind_fits(c, card->ability, pd->kind))
        return cg_reader_fail(in, "%s asks for no %s choice", ws_ability_word(c, card->ability),
                              ws_choice_words[pd->kind]);
    if (!dest_fits(c, s, pd))
        return cg_reader_fail(in, "the resolving card cannot go to %s (%s)",
                              ws_dest_words[pd->dest], ws_continuity_words[pd->continuity]);
    if (pd->target != WS_NONE && ws_stage_slot(s, pd->target) < 0)
        return cg_reader_fail(in, "the use's target must be a character on a stage");
    if (card->ability <= WS_BUILTIN && (pd->lasting || pd->value || pd->target != WS_NONE))
        return cg_reader_fail(in, "%s is lasting, has a target or a value only once chosen",
                              ws_ability_words[card->ability]);
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_ORDER && pd->n_looked < 2)
        return cg_reader_fail(in, "A2 asks while two or more cards are left to put back");
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_STAGE && !ws_stage_has_character(s))
        return cg_reader_fail(in, "no character to choose");
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_SIDE && !ws_side_has_option(s, pd->side))
        return cg_reader_fail(in, "%s has no character and no card in hand to choose",
                              ws_player_names[pd->side]);
    return CG_OK;
}

cg_status ws_check_state(const ws_config *c, const ws_state *s, cg_reader *in)
{
    cg_status st = check_result(c, s, in);
    if (st != CG_OK)
        return st;
    if (s->player[1 - s->current].climax != WS_NONE)
        return cg_reader_fail(in, "%s's climax left at the end of its turn",
                              ws_player_names[1 - s->current]);
    if (s->phase == CG_WEISS_SCHWARZ_PHASE_CLOCK && s->player[s->current].climax != WS_NONE)
        return cg_reader_fail(in, "no climax is played before the main phase");
    if (s->attacked &&
        (s->phase == CG_WEISS_SCHWARZ_PHASE_CLOCK || s->phase == CG_WEISS_SCHWARZ_PHASE_MAIN1))
        return cg_reader_fail(in, "no attack comes before the battle phase");
    return check_pending(c, s, in);
}
