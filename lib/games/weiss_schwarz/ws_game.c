/* Weiss-Fiuba-Schwarz in the catalogue: parameters, the decks (from files or
   compiled in), the tables derived from them, and the function table. */
#include <string.h>

#include "ws_internal.h"

/* The default decks, compiled in from data/decks/ by embed.py. */
extern const char ws_default_weiss[];
extern const unsigned long ws_default_weiss_len;
extern const char ws_default_schwarz[];
extern const unsigned long ws_default_schwarz_len;

static const char *const ws_keys[] = {
    "weiss_deck", "schwarz_deck",        "max_level", "front_slots",
    "back_slots", "direct_attack_bonus", "max_turns", NULL};

#define WS_DEFAULT_MAX_TURNS 1000u

static void ws_defaults(void *config)
{
    ws_config *c = config;
    c->max_level = 4;
    c->direct_attack_bonus = 0;
    c->max_turns = WS_DEFAULT_MAX_TURNS;
}

static cg_status ws_set(void *config, cg_span key, cg_span value)
{
    ws_config *c = config;
    static const char game[] = "weiss_schwarz";
    long n;
    cg_status st;
    if (cg_span_eq(key, "weiss_deck") || cg_span_eq(key, "schwarz_deck")) {
        char *path = c->deck_path[cg_span_eq(key, "schwarz_deck")];
        return cg_param_string(game, key, value, path, WS_PATH_CAP);
    }
    if (cg_span_eq(key, "max_level")) {
        if ((st = cg_param_int(game, key, value, 1, WS_MAX_LEVEL, &n)) == CG_OK)
            c->max_level = (int)n;
        return st;
    }
    if (cg_span_eq(key, "front_slots"))
        return cg_param_int(game, key, value, WS_FRONT, WS_FRONT, &n);
    if (cg_span_eq(key, "back_slots"))
        return cg_param_int(game, key, value, WS_SLOTS - WS_FRONT, WS_SLOTS - WS_FRONT, &n);
    if (cg_span_eq(key, "direct_attack_bonus")) {
        if ((st = cg_param_int(game, key, value, 0, WS_MAX_BONUS, &n)) == CG_OK)
            c->direct_attack_bonus = (int)n;
        return st;
    }
    if ((st = cg_param_int(game, key, value, 0, 1000000, &n)) == CG_OK)
        c->max_turns = (uint32_t)n;
    return st;
}

static cg_status load_deck(ws_config *c, int p)
{
    static const char *const sources[2] = {"weiss.csv", "schwarz.csv"};
    if (c->deck_path[p][0])
        return cg_weiss_schwarz_deck_load(c->deck_path[p], &c->decks[p]);
    const char *text = p == 0 ? ws_default_weiss : ws_default_schwarz;
    size_t len = p == 0 ? ws_default_weiss_len : ws_default_schwarz_len;
    return ws_deck_read(text, len, sources[p], &c->decks[p]);
}

static bool has_subtype(const cg_weiss_schwarz_card *card, const char *subtype)
{
    for (int i = 0; i < card->subtype_count; i++)
        if (ws_name_eq(cg_span_of(card->subtypes[i]), subtype))
            return true;
    return false;
}

/* Name indices, the compact card table and A5's targets. */
static void derive_tables(ws_config *c)
{
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < WS_DECK; i++) {
            const cg_weiss_schwarz_card *full = &c->decks[p].cards[i];
            ws_card *card = &c->cards[ws_id(p, (uint8_t)i)];
            int name = -1;
            for (int k = 0; k < c->name_count[p] && name < 0; k++)
                if (ws_name_eq(cg_span_of(full->name), c->decks[p].cards[c->name_card[p][k]].name))
                    name = k;
            if (name < 0) {
                name = c->name_count[p]++;
                c->name_card[p][name] = (uint8_t)i;
            }
            *card = (ws_card){full->power,   full->ability_amount, full->type, full->color,
                              full->level,   full->cost,           full->soul, full->trigger,
                              full->ability, (uint8_t)name};
        }
    }
    for (int id = 0; id < WS_CARDS; id++) {
        const cg_weiss_schwarz_card *src = ws_full_card(c, (uint8_t)id);
        if (src->ability != CG_WEISS_SCHWARZ_A5)
            continue;
        for (int t = 0; t < WS_CARDS; t++)
            if (has_subtype(ws_full_card(c, (uint8_t)t), src->ability_subtype))
                c->a5_targets[id][t / 64] |= (uint64_t)1 << (t % 64);
    }
}

static cg_status ws_finish(void *config, cg_game_shape *shape)
{
    ws_config *c = config;
    for (int p = 0; p < 2; p++) {
        cg_status st = load_deck(c, p);
        if (st != CG_OK)
            return st;
    }
    derive_tables(c);
    c->names_max = c->name_count[0] > c->name_count[1] ? c->name_count[0] : c->name_count[1];
    ws_actions_build(c);
    shape->num_players = 2;
    shape->max_moves = WS_MAX_MOVES;
    shape->state_size = sizeof(ws_state);
    shape->action_count = c->action_count;
    shape->observation_rank = 1;
    shape->observation_dims[0] = ws_observation_size(c);
    return CG_OK;
}

static void ws_write_params(const void *config, cg_text *out)
{
    const ws_config *c = config;
    cg_text_puts(out, "weiss_deck=");
    cg_text_param_value(out, c->deck_path[0]);
    cg_text_puts(out, ";schwarz_deck=");
    cg_text_param_value(out, c->deck_path[1]);
    cg_text_putc(out, ';');
    cg_text_printf(out, "max_level=%d;front_slots=%d;back_slots=%d;direct_attack_bonus=%d;",
                   c->max_level, WS_FRONT, WS_SLOTS - WS_FRONT, c->direct_attack_bonus);
    cg_text_printf(out, "max_turns=%u", c->max_turns);
}

static int ws_current_player(const void *config, const void *state)
{
    (void)config;
    return ((const ws_state *)state)->current;
}

static bool ws_is_terminal(const void *config, const void *state)
{
    (void)config;
    return ((const ws_state *)state)->phase == CG_WEISS_SCHWARZ_PHASE_OVER;
}

static double ws_returns(const void *config, const void *state, int player)
{
    int winner = ws_winner(config, state);
    if (winner == CG_PLAYER_NONE)
        return 0.0;
    return winner == player ? 1.0 : -1.0;
}

_Static_assert(sizeof(ws_state) == 4 + 2 * sizeof(ws_player) + sizeof(ws_active) * WS_ACTIVE_MAX +
                                       sizeof(ws_pending) + 8 + sizeof(ws_knowledge),
               "ws_state has no padding");
_Static_assert(sizeof(ws_knowledge) == 4 + 4 * WS_NAMES_MAX, "ws_knowledge has no padding");
_Static_assert(sizeof(ws_pending) == 12, "ws_pending has no padding");

const cg_game_impl cg_weiss_schwarz_impl = {
    .name = "weiss_schwarz",
    .param_keys = ws_keys,
    .config_size = sizeof(ws_config),
    .config_defaults = ws_defaults,
    .config_set = ws_set,
    .config_finish = ws_finish,
    .config_write = ws_write_params,
    .state_init = ws_init,
    .current_player = ws_current_player,
    .is_terminal = ws_is_terminal,
    .winner = ws_winner,
    .returns = ws_returns,
    .legal_moves = ws_legal_moves,
    .is_legal = ws_is_legal,
    .explain_illegal = ws_explain_illegal,
    .apply = ws_apply,
    .random_move = ws_random_move,
    .move_text = ws_move_text,
    .move_parse = ws_move_parse,
    .render = ws_render,
    .save = ws_save,
    .load = ws_load,
    .resample = ws_resample,
    .action_of = ws_action_of,
    .move_of = ws_move_of,
    .observe = ws_observe,
    .bots = ws_bots,
    .evaluate = ws_evaluate,
    /* Rollouts by the heuristic bot, cut after 40 moves by the evaluation:
       the strength goals' figures are in the README. */
    .mcts_defaults = "iterations=400;rollout=heuristic;rollout_depth=40;value=heuristic",
};
