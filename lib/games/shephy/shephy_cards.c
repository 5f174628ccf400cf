/* Shephy's cards and ranks: names in English and Japanese, copies, rank
   values, and the original's rank helpers (dropRank, raiseRank,
   compositeRanks). */
#include <string.h>

#include "shephy_internal.h"

const char *const shephy_card_names[CG_SHEPHY_CARD_KINDS] = {
    "All-purpose Sheep",
    "Be Fruitful",
    "Crowding",
    "Dominion",
    "Falling Rock",
    "Fill the Earth",
    "Flourish",
    "Golden Hooves",
    "Inspiration",
    "Lightning",
    "Meteor",
    "Multiply",
    "Plague",
    "Planning Sheep",
    "Sheep Dog",
    "Shephion",
    "Slump",
    "Storm",
    "Wolves",
};

/* The names printed on the Japanese cards. */
const char *const shephy_card_names_ja[CG_SHEPHY_CARD_KINDS] = {
    "万能ひつじ", "産めよ",       "過密", "統率",   "落石",     "地に満ちよ", "繁栄",
    "黄金の蹄",   "霊感",         "落雷", "メテオ", "増やせよ", "疫病",       "対策ひつじ",
    "牧羊犬",     "シェフィオン", "暴落", "嵐",     "狼",
};

const uint8_t shephy_card_copies[CG_SHEPHY_CARD_KINDS] = {
    1, 3, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
};

const int shephy_rank_values[CG_SHEPHY_RANKS] = {1, 3, 10, 30, 100, 300, 1000};

int shephy_card_from_span(cg_span name)
{
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        if (cg_span_eq(name, shephy_card_names[c]))
            return c;
    return -1;
}

int shephy_card_from_span_nocase(cg_span name)
{
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        if (cg_span_eq_nocase(name, shephy_card_names[c]))
            return c;
    return -1;
}

static int shephy_rank_from_value(int value)
{
    for (int r = 0; r < CG_SHEPHY_RANKS; r++)
        if (shephy_rank_values[r] == value)
            return r;
    return -1;
}

int shephy_rank_from_span(cg_span text)
{
    uint32_t v;
    return cg_span_to_u32(text, 1000, &v) ? shephy_rank_from_value((int)v) : -1;
}

int shephy_composite_index(int sum)
{
    int r = 0;
    while (r < SHEPHY_TOP_RANK && shephy_rank_values[r + 1] <= sum)
        r++;
    return r;
}

int shephy_highest_rank(const shephy_state *s)
{
    for (int r = SHEPHY_TOP_RANK; r >= 0; r--)
        if (s->field[r])
            return r;
    return -1;
}

/* ---- shephy.h ---- */

static bool check_card(int card, const char *caller)
{
    if (card >= 0 && card < CG_SHEPHY_CARD_KINDS)
        return true;
    cg_error(CG_EINVAL, "%s: %d is no card (0..%d)", caller, card, CG_SHEPHY_CARD_KINDS - 1);
    return false;
}

static int rank_of_value(int value, const char *caller)
{
    int r = shephy_rank_from_value(value);
    if (r < 0)
        cg_error(CG_EINVAL, "%s: %d is no rank (1, 3, 10, 30, 100, 300 or 1000)", caller, value);
    return r;
}

const char *cg_shephy_card_name(int card)
{
    return check_card(card, __func__) ? shephy_card_names[card] : NULL;
}

const char *cg_shephy_card_name_ja(int card)
{
    return check_card(card, __func__) ? shephy_card_names_ja[card] : NULL;
}

int cg_shephy_card_from_name(const char *name)
{
    if (!name) {
        cg_error(CG_EINVAL, "%s: name is NULL", __func__);
        return -1;
    }
    for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++)
        if (strcmp(name, shephy_card_names[c]) == 0 || strcmp(name, shephy_card_names_ja[c]) == 0)
            return c;
    char shown[64];
    cg_error(CG_EINVAL, "%s: '%s' is no card name", __func__,
             cg_span_show(cg_span_of(name), shown, sizeof shown));
    return -1;
}

int cg_shephy_card_copies(int card)
{
    return check_card(card, __func__) ? shephy_card_copies[card] : 0;
}

int cg_shephy_rank_value(int rank_index)
{
    if (rank_index >= 0 && rank_index < CG_SHEPHY_RANKS)
        return shephy_rank_values[rank_index];
    cg_error(CG_EINVAL, "%s: %d is no rank index (0..%d)", __func__, rank_index,
             CG_SHEPHY_RANKS - 1);
    return 0;
}

int cg_shephy_rank_index(int value)
{
    return rank_of_value(value, __func__);
}

int cg_shephy_drop_rank(int value)
{
    int r = rank_of_value(value, __func__);
    if (r < 0)
        return -1;
    return r == 0 ? 0 : shephy_rank_values[r - 1];
}

int cg_shephy_raise_rank(int value)
{
    int r = rank_of_value(value, __func__);
    if (r < 0)
        return -1;
    return r == SHEPHY_TOP_RANK ? 0 : shephy_rank_values[r + 1];
}

int cg_shephy_composite_ranks(const int *values, size_t count)
{
    if (!values || count == 0) {
        cg_error(CG_EINVAL, "%s: %s", __func__,
                 values ? "count is 0" : "values is NULL");
        return -1;
    }
    long sum = 0;
    for (size_t i = 0; i < count; i++) {
        if (rank_of_value(values[i], __func__) < 0)
            return -1;
        sum += values[i];
        if (sum > 1000)
            sum = 1000; /* nothing ranks above 1000 */
    }
    return shephy_rank_values[shephy_composite_index((int)sum)];
}
