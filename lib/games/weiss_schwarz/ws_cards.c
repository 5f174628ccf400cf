/* Cards through the typed API: the views of 1.1 and the colours of a game
   (release 1.0's fixed struct and its deck readers are in ws_deck.c). */
#include <stdlib.h>
#include <string.h>

#include "ws_internal.h"

/* ---- release 1.0's struct of a card ---- */

/* The classic colour of a word, -1 for another. */
static int classic_color(const char *word)
{
    for (int i = 0; i < 4; i++)
        if (cg_span_eq_nocase(cg_span_of(word), ws_color_words[i]))
            return i;
    return -1;
}

/* Copies s into a field of cap bytes; false when it does not fit. */
static bool copy_field(char *dst, size_t cap, const char *s)
{
    size_t n = strlen(s);
    if (n >= cap)
        return false;
    memcpy(dst, s, n + 1);
    return true;
}

/* Fills the 1.0 struct; when a field does not fit, writes why to `why`. */
bool ws_card_to_v1(const char *pool, const ws_card *card, const ws_card_text *text,
                   cg_weiss_schwarz_card *out, cg_text *why)
{
    memset(out, 0, sizeof *out);
    int color = classic_color(pool + text->color);
    if (color < 0) {
        cg_text_printf(why, "colour '%s' is not yellow, green, red or blue", pool + text->color);
        return false;
    }
    if (!copy_field(out->name, sizeof out->name, pool + text->name) ||
        !copy_field(out->flavor, sizeof out->flavor, pool + text->flavor)) {
        cg_text_printf(why, "its %s is longer than %zu bytes",
                       strlen(pool + text->name) >= sizeof out->name ? "name" : "flavor text",
                       (strlen(pool + text->name) >= sizeof out->name ? sizeof out->name
                                                                      : sizeof out->flavor) -
                           1);
        return false;
    }
    bool character = card->type == CG_WEISS_SCHWARZ_CHARACTER;
    const char *bad = card->trigger > 2                                 ? "trigger above 2"
                      : card->level > 3                                 ? "level above 3"
                      : card->cost > 9                                  ? "cost above 9"
                      : card->power > 99999                             ? "power above 99999"
                      : card->amount > 99999                            ? "A5's amount above 99999"
                      : character && (card->soul < 1 || card->soul > 3) ? "soul outside 1..3"
                      : text->subtype_count > CG_WEISS_SCHWARZ_SUBTYPES_MAX ? "more than 4 subtypes"
                      : card->ability > WS_BUILTIN ? "an ability given by name"
                                                   : NULL;
    if (bad) {
        cg_text_printf(why, "%s", bad);
        return false;
    }
    const char *sub = pool + text->subtypes;
    for (uint32_t i = 0; i < text->subtype_count; i++, sub += strlen(sub) + 1) {
        if (!copy_field(out->subtypes[i], sizeof out->subtypes[i], sub)) {
            cg_text_printf(why, "subtype '%s' is longer than 31 bytes", sub);
            return false;
        }
    }
    if (!copy_field(out->ability_subtype, sizeof out->ability_subtype, pool + text->a5_subtype)) {
        cg_text_printf(why, "A5's subtype is longer than 31 bytes");
        return false;
    }
    out->power = card->power;
    out->ability_amount = card->amount;
    out->type = card->type;
    out->color = (uint8_t)color;
    out->trigger = card->trigger;
    out->ability = card->ability;
    out->level = card->level;
    out->cost = card->cost;
    out->soul = card->soul;
    out->subtype_count = (uint8_t)text->subtype_count;
    return true;
}

/* ---- a game's cards ---- */

static const ws_config *game_config(const cg_game *game, const char *fn)
{
    return cg_game_config_of(game, &cg_weiss_schwarz_impl, fn);
}

/* The checks of a call about one card of a game, answering into out: the
   game's config, or NULL with the error set. */
static const ws_config *card_call(const cg_game *game, int card, const void *out, const char *fn)
{
    const ws_config *c = game_config(game, fn);
    if (!c)
        return NULL;
    if (!out) {
        cg_error(CG_EINVAL, "%s: out is NULL", fn);
        return NULL;
    }
    if (card < 0 || card >= WS_CARDS) {
        cg_error(CG_EINVAL, "%s: %d is not a card id (0..99)", fn, card);
        return NULL;
    }
    return c;
}

cg_status cg_weiss_schwarz_card_info(const cg_game *game, int card, cg_weiss_schwarz_card *out)
{
    const ws_config *c = card_call(game, card, out, __func__);
    if (!c)
        return CG_EINVAL;
    cg_weiss_schwarz_card v1;
    char why[160];
    cg_text reason = cg_text_over(why, sizeof why);
    if (!ws_card_to_v1(c->pool.text, &c->cards[card], &c->text[card], &v1, &reason))
        return cg_error(CG_EINVAL,
                        "%s: card %d (%s): %s, which cg_weiss_schwarz_card cannot hold (see "
                        "cg_weiss_schwarz_card_view_of)",
                        __func__, card, ws_card_name(c, (uint8_t)card), why);
    *out = v1;
    return CG_OK;
}

cg_status cg_weiss_schwarz_card_view_of(const cg_game *game, int card,
                                        cg_weiss_schwarz_card_view *out)
{
    const ws_config *c = card_call(game, card, out, __func__);
    if (!c)
        return CG_EINVAL;
    const ws_card *k = &c->cards[card];
    const ws_card_text *t = &c->text[card];
    *out = (cg_weiss_schwarz_card_view){
        .name = ws_text(c, t->name),
        .color = ws_color_name(c, k->color),
        .flavor = ws_text(c, t->flavor),
        .ability = k->ability ? ws_ability_name(c, k->ability) : "",
        .ability_args = ws_text(c, t->ability_args),
        .type = k->type,
        .color_index = k->color,
        .trigger = k->trigger,
        .level = k->level,
        .cost = k->cost,
        .power = k->power,
        .soul = k->soul,
        .ability_code = k->ability,
        .amount = k->amount,
        .subtype_count = (int32_t)t->subtype_count,
        .name_index = k->name,
        .line = (int32_t)t->line,
    };
    return CG_OK;
}

/* The i-th subtype of a card's list in the pool. */
static const char *subtype_at(const ws_config *c, int card, uint32_t i)
{
    const char *s = ws_text(c, c->text[card].subtypes);
    while (i-- > 0)
        s += strlen(s) + 1;
    return s;
}

bool ws_has_subtype(const ws_config *c, int card, const char *subtype)
{
    for (uint32_t i = 0; i < c->text[card].subtype_count; i++)
        if (cg_span_eq_nocase(cg_span_of(subtype_at(c, card, i)), subtype))
            return true;
    return false;
}

cg_status cg_weiss_schwarz_card_subtype(const cg_game *game, int card, int i, const char **out)
{
    const ws_config *c = card_call(game, card, out, __func__);
    if (!c)
        return CG_EINVAL;
    uint32_t n = c->text[card].subtype_count;
    if (i < 0 || (uint32_t)i >= n)
        return cg_error(CG_EINVAL, "%s: card %d (%s) has no subtype %d (it has %u)", __func__, card,
                        ws_card_name(c, (uint8_t)card), i, n);
    *out = subtype_at(c, card, (uint32_t)i);
    return CG_OK;
}

cg_status cg_weiss_schwarz_card_has_subtype(const cg_game *game, int card, const char *subtype,
                                            int *out)
{
    const ws_config *c = card_call(game, card, out, __func__);
    if (!c)
        return CG_EINVAL;
    if (!subtype)
        return cg_error(CG_EINVAL, "%s: subtype is NULL", __func__);
    *out = ws_has_subtype(c, card, subtype);
    return CG_OK;
}

int cg_weiss_schwarz_color_count(const cg_game *game)
{
    const ws_config *c = game_config(game, __func__);
    return c ? c->color_count : -1;
}

cg_status cg_weiss_schwarz_color_name(const cg_game *game, int color, const char **out)
{
    const ws_config *c = game_config(game, __func__);
    if (!c)
        return CG_EINVAL;
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (color < 0 || color >= c->color_count)
        return cg_error(CG_EINVAL, "%s: no colour %d (the game has %d)", __func__, color,
                        c->color_count);
    *out = ws_color_name(c, color);
    return CG_OK;
}
