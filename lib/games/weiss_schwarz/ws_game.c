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

/* abilities: the users' abilities that cards may name (given through
   cg_weiss_schwarz_game_new); read in ws_registry.c. */
static cg_status ws_abilities_read(void *config, const char *owner, cg_span key, cg_span value)
{
    ws_config *c = config;
    c->abilities_given = true;
    return cg_param_string(owner, key, value, c->abilities_param, sizeof c->abilities_param);
}

static void ws_abilities_value(const void *config, cg_text *out)
{
    char names[CG_PARAM_VALUE_CAP];
    cg_text list = cg_text_over(names, sizeof names);
    ws_abilities_write(config, &list);
    cg_text_param_value(out, names);
}

static bool ws_abilities_shown(const void *config)
{
    return ((const ws_config *)config)->user_count > 0;
}

static const cg_param ws_params[] = {
    {.key = "abilities", .type = CG_PARAM_CUSTOM, .parse = ws_abilities_read,
     .write = ws_abilities_value, .shown = ws_abilities_shown,
     .doc = "the abilities cg_weiss_schwarz_game_new registered, separated by |"},
    {.key = "weiss_deck", .type = CG_PARAM_TEXT, CG_PARAM_FIELD(ws_config, deck_path[0]),
     .fallback = "", .doc = "Weiss's deck file, or empty for the deck compiled in"},
    {.key = "schwarz_deck", .type = CG_PARAM_TEXT, CG_PARAM_FIELD(ws_config, deck_path[1]),
     .fallback = "", .doc = "Schwarz's deck file, or empty for the deck compiled in"},
    {.key = "max_level", .type = CG_PARAM_INT, CG_PARAM_FIELD(ws_config, max_level), .min = 1,
     .max = WS_MAX_LEVEL, .fallback = "4", .doc = "the level at which a player loses"},
    {.key = "front_slots", .type = CG_PARAM_INT, .min = WS_FRONT, .max = WS_FRONT,
     .fallback = "3", .doc = "slots of the front stage (fixed)"},
    {.key = "back_slots", .type = CG_PARAM_INT, .min = WS_SLOTS - WS_FRONT,
     .max = WS_SLOTS - WS_FRONT, .fallback = "2",
     .doc = "slots of the back stage (fixed)"},
    {.key = "direct_attack_bonus", .type = CG_PARAM_INT,
     CG_PARAM_FIELD(ws_config, direct_attack_bonus), .min = 0, .max = WS_MAX_BONUS,
     .fallback = "0", .doc = "damage a direct attack adds"},
    {.key = "max_turns", .type = CG_PARAM_INT, CG_PARAM_FIELD(ws_config, max_turns), .min = 0,
     .max = 1000000, .fallback = "1000",
     .doc = "turns after which the game is a draw; 0: no limit"},
};

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
    ws_copy_classes(c);
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
    .params = ws_params,
    .param_count = CG_COUNT(ws_params),
    .config_size = sizeof(ws_config),
    .config_finish = ws_finish,
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
    /* The heuristic bot's move tried first at each node (3 extra visits),
       rollouts by the heuristic bot cut after 40 moves by the evaluation:
       the strength goals' figures and how they were chosen are in the README. */
    .mcts_defaults = "iterations=400;rollout=heuristic;rollout_depth=40;value=heuristic;"
                     "prior=heuristic;prior_weight=3",
    /* 1.2: traits */
    .title = "Weiss-Fiuba-Schwarz",
    .flags = CG_GAME_CHANCE | CG_GAME_HIDDEN | CG_GAME_ZERO_SUM | CG_GAME_CONSTANT_SUM | CG_GAME_TERMINAL_ONLY,
    .min_return = -1.0f,
    .max_return = 1.0f,
};
