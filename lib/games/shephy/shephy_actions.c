/* Shephy's dense actions: the move codes some position can make legal, in
   code order, as runs of consecutive codes (the layout is in shephy.h). */
#include "shephy_internal.h"

#define CODE(kind, arg) CG_SHEPHY_MOVE(CG_SHEPHY_##kind, arg)

/* A run of `count` consecutive codes from `first`. A 1000 Sheep card is
   never in the field while a card is resolved (the game is won as soon as
   one is, and the cards that gain one finish with that gain), so no rank
   argument names it; the rest of the holes are listed with their runs. */
static const struct {
    cg_move first;
    uint32_t count;
} runs[] = {
    {CODE(DRAW_CARD, 0), 1},
    {CODE(DRAW_CARDS, 0), 1},
    {CODE(REMAKE, 0), 1},
    {CODE(PLAY, 0), CG_SHEPHY_CARD_KINDS},
    /* All-purpose Sheep is the card being resolved, never one to copy */
    {CODE(COPY_CARD, CG_SHEPHY_BE_FRUITFUL), CG_SHEPHY_CARD_KINDS - 1},
    {CODE(NOTHING, 0), CG_SHEPHY_NOTHING_VARIANTS},
    {CODE(COPY_SHEEP, 0), SHEPHY_TOP_RANK},
    /* one card: Be Fruitful up to a 300; two or three: Flourish, one rank
       below the chosen card, so up to a 100 */
    {CODE(GAIN, CG_SHEPHY_GAIN_ARG(1, 0)), SHEPHY_TOP_RANK},
    {CODE(GAIN, CG_SHEPHY_GAIN_ARG(2, 0)), SHEPHY_TOP_RANK - 1},
    {CODE(GAIN, CG_SHEPHY_GAIN_ARG(3, 0)), SHEPHY_TOP_RANK - 1},
    {CODE(CHOOSE, 0), SHEPHY_TOP_RANK},
    {CODE(COMBINE, 0), 1},
    {CODE(RAISE, 0), 1},
    {CODE(CANCEL, 0), 1},
    {CODE(RELEASE, 0), SHEPHY_TOP_RANK},
    {CODE(RELEASE_RANK, 0), SHEPHY_TOP_RANK},
    {CODE(RELEASE_ALL, 0), 1},
    /* Wolves on a 1 releases it */
    {CODE(REDUCE, 1), SHEPHY_TOP_RANK - 1},
    /* Inspiration is the card being resolved, never in the deck */
    {CODE(PUT, 0), CG_SHEPHY_INSPIRATION},
    {CODE(PUT, CG_SHEPHY_INSPIRATION + 1), CG_SHEPHY_CARD_KINDS - CG_SHEPHY_INSPIRATION - 1},
    {CODE(SHUFFLE, 0), 1},
    /* Planning Sheep and Sheep Dog take any card in hand, themselves too
       when All-purpose Sheep copies them */
    {CODE(EXILE, 0), CG_SHEPHY_CARD_KINDS},
    {CODE(DISCARD, 0), CG_SHEPHY_CARD_KINDS},
};

uint32_t shephy_action_count(void)
{
    uint32_t total = 0;
    for (size_t i = 0; i < CG_COUNT(runs); i++)
        total += runs[i].count;
    return total;
}

bool shephy_action_of(const void *config, cg_move move, uint32_t *action)
{
    (void)config;
    uint32_t base = 0;
    for (size_t i = 0; i < CG_COUNT(runs) && move >= runs[i].first; i++) {
        if (move - runs[i].first < runs[i].count) {
            *action = base + (move - runs[i].first);
            return true;
        }
        base += runs[i].count;
    }
    return false;
}

cg_move shephy_move_of(const void *config, uint32_t action)
{
    (void)config;
    size_t i = 0;
    while (action >= runs[i].count)
        action -= runs[i++].count;
    return runs[i].first + action;
}
