/* The saved form: the game's lines between the frame's "rng" and "end".

     turn N
     first weiss|schwarz
     phase clock|main1|battle|main2|over
     result none|weiss|schwarz|draw
     <player> deck|hand|clock|level|stock|waiting|removed <card indices>   (each player,
     <player> stage <5 entries: card index or ->                             weiss first)
     <player> climax <card index or ->
     attacked <front slots that attacked this turn>
     reverted <stage cards the modifiers do not act on>
     abilities N
     ability <player> <card> continuous|temporary [<target card>] [value <V>]  (N lines, in order)
     pending none | <ability> <card> <destination> deck|stage
             | <ability> <card> <destination> order <deck owner> <card indices, top first>
             | <ability> <card> <destination> side <player>
     use continuous|temporary <target card or -> lasting|once <V>     (optional, after pending)
     <player> knows top <W> <S> hand <opponent's card indices> deck <opponent's card indices>
                                         (optional, each player at most once, weiss first)

   <player> is weiss or schwarz; a card index is 0..49 among its owner's cards;
   a <card> that may be either player's is written player:index; an <ability>
   is a built-in code (A1..AC) or a registered ability's name in double
   quotes; a <destination> is a slot word, climax, waiting or none (the card
   stays where it is: cg_weiss_schwarz_apply_ability). The use line is
   written when the use resolving is not a fresh one (its continuity is not
   that of its destination, or it has a target, is lasting or has a value);
   a stack entry's value is written when it is not 0. A "knows" line
   is written only when that player knows something (ws_knowledge.c): how many
   top cards of Weiss's and Schwarz's decks it knows, and for each card of the
   opponent's it knows to be in the hand or deck, a card of that name (the
   first in the deck file), so that texts without the lines still load. */
#include "ws_internal.h"

const char *const ws_phase_words[5] = {"clock", "main1", "battle", "main2", "over"};
const char *const ws_phase_names[5] = {"clock phase", "first main phase", "battle phase",
                                       "second main phase", "end of the game"};
const char *const ws_zone_words[7] = {"deck",  "hand",    "clock",  "level",
                                      "stock", "waiting", "removed"};
const char *const ws_result_words[4] = {"none", "weiss", "schwarz", "draw"};
const char *const ws_continuity_words[2] = {"continuous", "temporary"};
const char *const ws_choice_words[5] = {"none", "deck", "order", "stage", "side"};
const char *const ws_dest_words[8] = {"front-left", "front-center", "front-right", "back-left",
                                      "back-right", "climax",       "waiting",     "none"};

int ws_zone_of(const ws_player *pl, int zone, const uint8_t **cards)
{
    switch (zone) {
    case CG_WEISS_SCHWARZ_DECK: *cards = pl->deck; return pl->n_deck;
    case CG_WEISS_SCHWARZ_HAND: *cards = pl->hand; return pl->n_hand;
    case CG_WEISS_SCHWARZ_CLOCK: *cards = pl->clock; return pl->n_clock;
    case CG_WEISS_SCHWARZ_LEVEL: *cards = pl->level; return pl->n_level;
    case CG_WEISS_SCHWARZ_STOCK: *cards = pl->stock; return pl->n_stock;
    case CG_WEISS_SCHWARZ_WAITING: *cards = pl->waiting; return pl->n_waiting;
    default: *cards = pl->removed; return pl->n_removed;
    }
}

uint8_t *ws_zone_counter(ws_player *pl, int zone)
{
    uint8_t *counts[7] = {&pl->n_deck,  &pl->n_hand,    &pl->n_clock,  &pl->n_level,
                          &pl->n_stock, &pl->n_waiting, &pl->n_removed};
    return counts[zone];
}

void ws_card_ref_write(uint8_t id, cg_text *out)
{
    cg_text_printf(out, "%s:%d", ws_player_words[ws_owner(id)], ws_local(id));
}

/* " id": a card of a list (a saved state writes hundreds, without a format). */
static void card_id_write(uint8_t id, cg_text *out)
{
    cg_text_putc(out, ' ');
    cg_text_put_uint(out, id);
}

static void player_write(const ws_player *pl, int p, cg_text *out)
{
    for (int zone = 0; zone < 7; zone++) {
        const uint8_t *cards;
        int n = ws_zone_of(pl, zone, &cards);
        cg_text_printf(out, "%s %s", ws_player_words[p], ws_zone_words[zone]);
        for (int i = 0; i < n; i++)
            card_id_write(cards[i], out);
        cg_text_putc(out, '\n');
    }
    cg_text_printf(out, "%s stage", ws_player_words[p]);
    for (int slot = 0; slot < WS_SLOTS; slot++) {
        if (pl->stage[slot] == WS_NONE)
            cg_text_puts(out, " -");
        else
            card_id_write(pl->stage[slot], out);
    }
    if (pl->climax == WS_NONE)
        cg_text_printf(out, "\n%s climax -\n", ws_player_words[p]);
    else
        cg_text_printf(out, "\n%s climax %d\n", ws_player_words[p], pl->climax);
}

/* A built-in ability by its code, a registered one by its name in quotes. */
void ws_ability_ref_write(const ws_config *c, int code, cg_text *out)
{
    if (code <= WS_BUILTIN)
        cg_text_puts(out, ws_ability_words[code]);
    else
        cg_text_printf(out, "\"%s\"", ws_ability_name(c, code));
}

/* The continuity a resolution has unless said otherwise: a character played
   to a slot gives a continuous use, anything else a temporary one. */
int ws_default_continuity(int dest)
{
    return dest < WS_SLOTS ? CG_WEISS_SCHWARZ_CONTINUOUS : CG_WEISS_SCHWARZ_TEMPORARY;
}

/* The use line, when the resolving use differs from a fresh one. */
static void use_write(const ws_pending *pd, cg_text *out)
{
    if (pd->continuity == ws_default_continuity(pd->dest) && pd->target == WS_NONE &&
        !pd->lasting && pd->value == 0)
        return;
    cg_text_printf(out, "use %s ", ws_continuity_words[pd->continuity]);
    if (pd->target == WS_NONE)
        cg_text_putc(out, '-');
    else
        ws_card_ref_write(pd->target, out);
    cg_text_printf(out, " %s %d\n", pd->lasting ? "lasting" : "once", (int)pd->value);
}

static void pending_write(const ws_config *c, const ws_pending *pd, cg_text *out)
{
    cg_text_puts(out, "pending");
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_NONE) {
        cg_text_puts(out, " none\n");
        return;
    }
    cg_text_putc(out, ' ');
    ws_ability_ref_write(c, c->cards[pd->source].ability, out);
    cg_text_putc(out, ' ');
    ws_card_ref_write(pd->source, out);
    cg_text_printf(out, " %s %s", ws_dest_words[pd->dest], ws_choice_words[pd->kind]);
    if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_ORDER || pd->kind == CG_WEISS_SCHWARZ_CHOICE_SIDE)
        cg_text_printf(out, " %s", ws_player_words[pd->side]);
    for (int i = 0; i < pd->n_looked; i++)
        card_id_write(pd->looked[i], out);
    cg_text_putc(out, '\n');
    use_write(pd, out);
}

static void bounds_write(const ws_config *c, int opponent, const uint8_t *counts, cg_text *out)
{
    for (int n = 0; n < c->name_count[opponent]; n++)
        for (int i = 0; i < counts[n]; i++)
            card_id_write(c->name_card[opponent][n], out);
}

static void knows_write(const ws_config *c, const ws_state *s, int k, cg_text *out)
{
    const ws_knowledge *kn = &s->know;
    bool any = kn->top[k][0] || kn->top[k][1];
    for (int n = 0; n < WS_NAMES_MAX; n++)
        any = any || kn->hand[k][n] || kn->deck[k][n];
    if (!any)
        return;
    cg_text_printf(out, "%s knows top %d %d hand", ws_player_words[k], kn->top[k][0],
                   kn->top[k][1]);
    bounds_write(c, 1 - k, kn->hand[k], out);
    cg_text_puts(out, " deck");
    bounds_write(c, 1 - k, kn->deck[k], out);
    cg_text_putc(out, '\n');
}

void ws_save(const void *config, const void *state, cg_text *out)
{
    const ws_config *c = config;
    const ws_state *s = state;
    cg_text_printf(out, "turn %u\nfirst %s\nphase %s\nresult %s\n", s->turn,
                   ws_player_words[s->first], ws_phase_words[s->phase], ws_result_words[s->result]);
    for (int p = 0; p < 2; p++)
        player_write(&s->player[p], p, out);
    cg_text_puts(out, "attacked");
    for (int slot = 0; slot < WS_FRONT; slot++)
        if (s->attacked >> slot & 1)
            cg_text_printf(out, " %s", ws_slot_words[slot]);
    cg_text_puts(out, "\nreverted");
    /* CARD: no modifier present acts on it; CARD/K: the K oldest do not. */
    for (int p = 0; p < 2; p++) {
        for (int slot = 0; slot < WS_SLOTS; slot++) {
            int below = s->player[p].reverted_below[slot];
            if (s->player[p].stage[slot] == WS_NONE || below == 0)
                continue;
            cg_text_putc(out, ' ');
            ws_card_ref_write(ws_id(p, s->player[p].stage[slot]), out);
            if (below < s->n_active)
                cg_text_printf(out, "/%d", below);
        }
    }
    cg_text_printf(out, "\nabilities %d\n", s->n_active);
    for (int i = 0; i < s->n_active; i++) {
        const ws_active *e = &s->active[i];
        cg_text_printf(out, "ability %s ", ws_player_words[e->player]);
        ws_card_ref_write(e->source, out);
        cg_text_printf(out, " %s", ws_continuity_words[e->continuity]);
        if (e->target != WS_NONE) {
            cg_text_putc(out, ' ');
            ws_card_ref_write(e->target, out);
        }
        if (e->value != 0)
            cg_text_printf(out, " value %d", (int)e->value);
        cg_text_putc(out, '\n');
    }
    pending_write(c, &s->pending, out);
    for (int k = 0; k < 2; k++)
        knows_write(c, s, k, out);
}
