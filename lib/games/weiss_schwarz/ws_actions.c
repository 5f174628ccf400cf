/* Dense actions: the move codes that some state of the configured game can
   make legal, in ascending order (weiss_schwarz.h gives the layout). */
#include "ws_internal.h"

/* What the two decks make possible, as weiss_schwarz.h lists it. */
typedef struct deck_facts {
    bool character[2];            /* the deck holds a character */
    unsigned asks[2];             /* CG_WEISS_SCHWARZ_ASKS(kind): the deck's abilities may ask */
    bool play_slot[WS_NAMES_MAX]; /* name k of a deck is a character that can be played */
    bool play_none[WS_NAMES_MAX]; /* name k of a deck is an event or climax that can be */
} deck_facts;

/* Rule: a card needs the player's level (below max_level while the game runs),
   a stock of its cost (at most the deck's 49 other cards) and, unless it is
   a level 0 character or event, another card of its color in the clock or
   level zone. */
static bool can_be_played(const ws_config *c, int player, const ws_card *card)
{
    int same_color = 0;
    for (int i = 0; i < WS_DECK; i++)
        same_color += c->cards[ws_index(player, (uint8_t)i)].color == card->color;
    if (card->type == CG_WEISS_SCHWARZ_CLIMAX)
        return same_color >= 2;
    return card->level < c->max_level && card->cost < WS_DECK &&
           (card->level == 0 || same_color >= 2);
}

static void facts_of(const ws_config *c, deck_facts *f)
{
    *f = (deck_facts){0};
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < WS_DECK; i++) {
            const ws_card *card = &c->cards[ws_index(p, (uint8_t)i)];
            f->character[p] |= card->type == CG_WEISS_SCHWARZ_CHARACTER;
            f->asks[p] |= ws_ability(c, card->ability)->choices;
        }
        for (int k = 0; k < c->name_count[p]; k++) {
            const ws_card *card = &c->cards[ws_index(p, c->name_card[p][k])];
            if (!can_be_played(c, p, card))
                continue;
            if (card->type == CG_WEISS_SCHWARZ_CHARACTER)
                f->play_slot[k] = true;
            else
                f->play_none[k] = true;
        }
    }
}

/* Whether either deck has an ability that may ask a choice of that kind
   (A1, A2: deck; A2: order; AA, AB: stage; AC: side). */
static bool either(const deck_facts *f, int kind)
{
    return ((f->asks[0] | f->asks[1]) & CG_WEISS_SCHWARZ_ASKS(kind)) != 0;
}

/* A chooser's stage or side choice (AA, AB, AC) can point at a character of
   its own side (side 0) or of the other player's (side 1). */
static bool stage_side_possible(const deck_facts *f, int side)
{
    const unsigned kinds = CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE) |
                           CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_SIDE);
    for (int p = 0; p < 2; p++)
        if ((f->asks[p] & kinds) && f->character[side ? 1 - p : p])
            return true;
    return false;
}

static void add(ws_config *c, unsigned move)
{
    c->action_move[c->action_count++] = (uint16_t)move;
}

void ws_actions_build(ws_config *c)
{
    deck_facts f;
    facts_of(c, &f);
    int m = c->names_max;
    c->action_count = 0;
    add(c, CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS);
    for (int k = 0; k < m; k++)
        add(c, CG_WEISS_SCHWARZ_MOVE_CLOCK + (unsigned)k);
    for (unsigned k = 0; k < (unsigned)m; k++) {
        for (unsigned slot = 0; f.play_slot[k] && slot < WS_SLOTS; slot++)
            add(c, CG_WEISS_SCHWARZ_MOVE_PLAY + k * 8 + slot);
        if (f.play_none[k])
            add(c, CG_WEISS_SCHWARZ_MOVE_PLAY + k * 8 + CG_WEISS_SCHWARZ_NO_SLOT);
    }
    add(c, CG_WEISS_SCHWARZ_MOVE_END_MAIN);
    for (unsigned slot = 0; (f.character[0] || f.character[1]) && slot < WS_FRONT; slot++)
        add(c, CG_WEISS_SCHWARZ_MOVE_ATTACK + slot);
    add(c, CG_WEISS_SCHWARZ_MOVE_END_BATTLE);
    for (unsigned side = 0; either(&f, CG_WEISS_SCHWARZ_CHOICE_DECK) && side < 2; side++)
        add(c, CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK + side);
    for (unsigned k = 0; either(&f, CG_WEISS_SCHWARZ_CHOICE_ORDER) && k < (unsigned)m; k++)
        add(c, CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD + k);
    for (unsigned side = 0; side < 2; side++)
        for (unsigned slot = 0; stage_side_possible(&f, (int)side) && slot < WS_SLOTS; slot++)
            add(c, CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + side * 8 + slot);
    for (unsigned side = 0; either(&f, CG_WEISS_SCHWARZ_CHOICE_SIDE) && side < 2; side++)
        add(c, CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + side);
}

bool ws_action_of(const void *config, cg_move move, uint32_t *action)
{
    const ws_config *c = config;
    uint32_t lo = 0, hi = c->action_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c->action_move[mid] < move)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == c->action_count || c->action_move[lo] != move)
        return false;
    *action = lo;
    return true;
}

cg_move ws_move_of(const void *config, uint32_t action)
{
    return ((const ws_config *)config)->action_move[action];
}
