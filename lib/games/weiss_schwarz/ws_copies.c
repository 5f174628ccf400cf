/* Copies of a name are one card in every rule, and no player can tell them
   apart (when they are spelt alike): after resampling, each player's copies
   are numbered in the order they lie (deck bottom first, hand, clock, level, stock, waiting room,
   removed, stage slots, climax, the cards an A2 holds, the card resolving),
   so that two states a viewer cannot tell apart resample to equal states
   even when they hold different copies in the same places. Every reference
   to a card (the stack, the choice pending) follows its card. */
#include <string.h>

#include "ws_internal.h"

/* The places of one player's cards in the order above. */
typedef struct walk {
    uint8_t *at[WS_DECK];
    int n;
    bool seen[WS_DECK];
} walk;

static void walk_add(walk *w, uint8_t *card)
{
    if (*card == WS_NONE || w->seen[*card] || w->n == WS_DECK)
        return;
    w->seen[*card] = true;
    w->at[w->n++] = card;
}

static void walk_zone(walk *w, uint8_t *zone, int count)
{
    for (int i = 0; i < count; i++)
        walk_add(w, &zone[i]);
}

static void walk_player(ws_state *s, int p, walk *w)
{
    ws_player *pl = &s->player[p];
    w->n = 0;
    for (int i = 0; i < WS_DECK; i++)
        w->seen[i] = false;
    walk_zone(w, pl->deck, pl->n_deck);
    walk_zone(w, pl->hand, pl->n_hand);
    walk_zone(w, pl->clock, pl->n_clock);
    walk_zone(w, pl->level, pl->n_level);
    walk_zone(w, pl->stock, pl->n_stock);
    walk_zone(w, pl->waiting, pl->n_waiting);
    walk_zone(w, pl->removed, pl->n_removed);
    walk_zone(w, pl->stage, WS_SLOTS);
    walk_add(w, &pl->climax);
    if (s->pending.kind == CG_WEISS_SCHWARZ_CHOICE_ORDER && s->pending.side == p)
        walk_zone(w, s->pending.looked, s->pending.n_looked);
}

/* The copies no player can tell apart: same name, spelt the same (names
   compare ignoring case and blanks, and the render writes each card's own
   spelling). copy_class[p][local] is the first such card; computed once with
   the decks, since resampling reads it for every determinisation. */
void ws_copy_classes(ws_config *c)
{
    for (int p = 0; p < 2; p++) {
        uint8_t *class = c->copy_class[p];
        for (int local = 0; local < WS_DECK; local++) {
            uint8_t id = ws_id(p, (uint8_t)local);
            class[local] = (uint8_t)local;
            for (int m = 0; m < local; m++) {
                uint8_t other = ws_id(p, (uint8_t)m);
                if (class[m] == m && c->cards[other].name == c->cards[id].name &&
                    strcmp(ws_card_name(c, other), ws_card_name(c, id)) == 0) {
                    class[local] = (uint8_t)m;
                    break;
                }
            }
        }
        /* By (name, class, index): an insertion sort, once per game. */
        uint8_t *order = c->canonical[p];
        for (int local = 0; local < WS_DECK; local++) {
            uint32_t key = (uint32_t)ws_name_of(c, p, (uint8_t)local) * WS_DECK + class[local];
            int j = local;
            for (; j > 0 && (uint32_t)ws_name_of(c, p, order[j - 1]) * WS_DECK +
                                    class[order[j - 1]] > key;
                 j--)
                order[j] = order[j - 1];
            order[j] = (uint8_t)local;
        }
    }
}

/* new_local[old]: the k-th copy of a class met on the walk takes the k-th
   smallest index of that class. Cards in no place (the card resolving) come
   last, in index order. */
static void numbering(const ws_config *c, const walk *w, int p, uint8_t *new_local)
{
    const uint8_t *class = c->copy_class[p];
    uint8_t copies[WS_DECK][CG_WEISS_SCHWARZ_MAX_COPIES], used[WS_DECK] = {0};
    for (int local = 0; local < WS_DECK; local++)
        copies[class[local]][used[class[local]]++] = (uint8_t)local;
    for (int local = 0; local < WS_DECK; local++)
        used[local] = 0;
    for (int i = 0; i < w->n; i++) {
        int k = class[*w->at[i]];
        new_local[*w->at[i]] = copies[k][used[k]++];
    }
    for (int local = 0; local < WS_DECK; local++) {
        int k = class[local];
        if (!w->seen[local])
            new_local[local] = copies[k][used[k]++];
    }
}

/* A card id of player p's, or WS_NONE, renumbered. */
static void renumber_id(uint8_t *id, int p, const uint8_t *new_local)
{
    if (*id != WS_NONE && ws_owner(*id) == p)
        *id = ws_id(p, new_local[ws_local(*id)]);
}

void ws_renumber_copies(const ws_config *c, ws_state *s)
{
    for (int p = 0; p < 2; p++) {
        walk w;
        uint8_t new_local[WS_DECK];
        walk_player(s, p, &w);
        numbering(c, &w, p, new_local);
        for (int i = 0; i < w.n; i++)
            *w.at[i] = new_local[*w.at[i]];
        if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE) {
            renumber_id(&s->pending.source, p, new_local);
            renumber_id(&s->pending.target, p, new_local);
        }
        for (int i = 0; i < s->n_active; i++) {
            renumber_id(&s->active[i].source, p, new_local);
            renumber_id(&s->active[i].target, p, new_local);
        }
    }
}
