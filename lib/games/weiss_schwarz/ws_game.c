/* Weiss-Fiuba-Schwarz in the catalogue: parameters, the decks (from files or
   compiled in), the tables derived from them, and the function table. */
#include <stdlib.h>
#include <string.h>

#include "ws_internal.h"

/* The default decks, compiled in from data/decks/ by embed.py. */
extern const char ws_default_weiss[];
extern const unsigned long ws_default_weiss_len;
extern const char ws_default_schwarz[];
extern const unsigned long ws_default_schwarz_len;

static const char *const ws_keys[] = {"abilities",           "weiss_deck",  "schwarz_deck",
                                      "max_level",           "front_slots", "back_slots",
                                      "direct_attack_bonus", "max_turns",   NULL};

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
    if (cg_span_eq(key, "abilities")) {
        c->abilities_given = true;
        return cg_param_string(game, key, value, c->abilities_param, sizeof c->abilities_param);
    }
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

static cg_status load_deck(ws_config *c, int p, ws_deck *deck)
{
    static const char *const sources[2] = {"weiss.csv", "schwarz.csv"};
    ws_known_abilities known = {c->users, c->user_count};
    const char *text = p == 0 ? ws_default_weiss : ws_default_schwarz;
    size_t len = p == 0 ? ws_default_weiss_len : ws_default_schwarz_len;
    if (!c->deck_path[p][0])
        return ws_deck_read(text, len, sources[p], &known, &c->pool, deck);
    char *file;
    cg_status st = cg_file_read(c->deck_path[p], &file, &len);
    if (st != CG_OK)
        return st;
    st = ws_deck_read(file, len, c->deck_path[p], &known, &c->pool, deck);
    free(file);
    return st;
}

/* Rule: colours are words compared ignoring case; the four of the seed's
   decks come first, the others in order of first appearance. */
static cg_status number_colors(ws_config *c, const char *source, unsigned line, ws_card *card,
                               uint32_t word)
{
    for (int i = 0; i < c->color_count; i++) {
        if (cg_span_eq_nocase(cg_span_of(ws_text(c, word)), ws_color_name(c, i))) {
            card->color = (uint8_t)i;
            return CG_OK;
        }
    }
    if (c->color_count == WS_COLORS_MAX)
        return cg_error(CG_EPARSE,
                        "%s, line %u: colour '%s' is one more than the %d colours two "
                        "decks may hold",
                        source, line, ws_text(c, word), WS_COLORS_MAX);
    c->color_name[c->color_count] = word;
    card->color = (uint8_t)c->color_count++;
    return CG_OK;
}

static cg_status load_decks(ws_config *c)
{
    ws_deck *decks = malloc(2 * sizeof *decks);
    if (!decks)
        return cg_error(CG_ENOMEM, "weiss_schwarz: out of memory");
    cg_status st = CG_OK;
    for (int i = 0; i < 4 && st == CG_OK; i++)
        if ((c->color_name[i] =
                 ws_pool_add(&c->pool, ws_color_words[i], strlen(ws_color_words[i]))) == UINT32_MAX)
            st = cg_error(CG_ENOMEM, "weiss_schwarz: out of memory");
    c->color_count = 4;
    for (int p = 0; p < 2 && st == CG_OK; p++)
        st = load_deck(c, p, &decks[p]);
    for (int p = 0; p < 2 && st == CG_OK; p++) {
        const char *source = c->deck_path[p][0] ? c->deck_path[p] : p ? "schwarz.csv" : "weiss.csv";
        for (int i = 0; i < WS_DECK && st == CG_OK; i++) {
            uint8_t id = ws_id(p, (uint8_t)i);
            c->cards[id] = decks[p].cards[i];
            c->text[id] = decks[p].text[i];
            st = number_colors(c, source, c->text[id].line, &c->cards[id], c->text[id].color);
        }
    }
    free(decks);
    return st;
}

/* Name indices and A5's targets. */
static void derive_tables(ws_config *c)
{
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < WS_DECK; i++) {
            uint8_t id = ws_id(p, (uint8_t)i);
            int name = -1;
            for (int k = 0; k < c->name_count[p] && name < 0; k++) {
                uint8_t first = ws_id(p, c->name_card[p][k]);
                if (c->text[first].name_key == c->text[id].name_key &&
                    ws_name_eq(cg_span_of(ws_card_name(c, id)), ws_card_name(c, first)))
                    name = k;
            }
            if (name < 0) {
                name = c->name_count[p]++;
                c->name_card[p][name] = (uint8_t)i;
            }
            c->cards[id].name = (uint8_t)name;
        }
    }
    for (int id = 0; id < WS_CARDS; id++) {
        if (c->cards[id].ability != CG_WEISS_SCHWARZ_A5)
            continue;
        const char *subtype = ws_text(c, c->text[id].a5_subtype);
        int same = 0; /* an earlier A5 card of the same subtype has the targets */
        while (same < id &&
               (c->cards[same].ability != CG_WEISS_SCHWARZ_A5 ||
                !cg_span_eq_nocase(cg_span_of(ws_text(c, c->text[same].a5_subtype)), subtype)))
            same++;
        if (same < id) {
            memcpy(c->a5_targets[id], c->a5_targets[same], sizeof c->a5_targets[id]);
            continue;
        }
        for (int t = 0; t < WS_CARDS; t++)
            if (ws_has_subtype(c, t, subtype))
                c->a5_targets[id][t / 64] |= (uint64_t)1 << (t % 64);
    }
}

static cg_status ws_finish(void *config, cg_game_shape *shape)
{
    ws_config *c = config;
    cg_status st = ws_abilities_check(c);
    if (st == CG_OK)
        st = load_decks(c);
    if (st != CG_OK)
        return st;
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
    if (c->user_count) {
        char names[CG_PARAM_VALUE_CAP];
        cg_text list = cg_text_over(names, sizeof names);
        ws_abilities_write(c, &list);
        cg_text_puts(out, "abilities=");
        cg_text_param_value(out, names);
        cg_text_putc(out, ';');
    }
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
_Static_assert(sizeof(ws_pending) == 20, "ws_pending has no padding");
_Static_assert(sizeof(ws_active) == 8, "ws_active has no padding");

const cg_game_impl cg_weiss_schwarz_impl = {
    .name = "weiss_schwarz",
    .param_keys = ws_keys,
    .config_size = sizeof(ws_config),
    .config_defaults = ws_defaults,
    .config_set = ws_set,
    .config_finish = ws_finish,
    .config_write = ws_write_params,
    .config_free = ws_config_free,
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
