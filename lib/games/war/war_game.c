/* War in the catalogue: parameters, the function table, moves, and the typed
   functions of war.h. */
#include <string.h>

#include "war_internal.h"

/* cards: the deal itself, or empty for a shuffled standard deck (or the
   deck file's) */
static cg_status war_cards_read(void *config, const char *owner, cg_span key, cg_span value)
{
    (void)owner;
    (void)key;
    war_config *c = config;
    c->from_cards = value.n > 0;
    return value.n > 0 ? war_cards_param(value, c->deck) : CG_OK;
}

static void war_cards_write(const void *config, cg_text *out)
{
    const war_config *c = config;
    for (int i = 0; i < CG_WAR_DECK_SIZE; i++) {
        if (i)
            cg_text_putc(out, ',');
        war_card_write(c->deck[i], out);
    }
}

/* Only when given: games without it keep the parameter text (and saved
   states) of release 1.0. */
static bool war_cards_shown(const void *config)
{
    return ((const war_config *)config)->from_cards;
}

static const cg_param war_params[] = {
    {.key = "facedown", .type = CG_PARAM_INT, CG_PARAM_FIELD(war_config, facedown), .min = 1,
     .max = 3, .fallback = "3", .doc = "cards laid face down in a war"},
    {.key = "deck", .type = CG_PARAM_TEXT, CG_PARAM_FIELD(war_config, deck_path),
     .fallback = "",
     .doc = "a deck file dealt in file order, or empty for a shuffled standard deck"},
    {.key = "max_rounds", .type = CG_PARAM_INT, CG_PARAM_FIELD(war_config, max_rounds),
     .min = 0, .max = 1000000000, .fallback = "0",
     .doc = "rounds after which the game is a draw; 0: no limit"},
    {.key = "cards", .type = CG_PARAM_CUSTOM, .parse = war_cards_read,
     .write = war_cards_write, .shown = war_cards_shown, .fallback = "",
     .doc = "the deal itself, 52 comma-separated cards, or empty"},
};

static cg_status war_finish(void *config, cg_game_shape *shape)
{
    war_config *c = config;
    if (c->deck_path[0] && c->from_cards)
        return cg_error(CG_EINVAL, "war: parameters 'deck' and 'cards' both give the deal; "
                                   "give one of them");
    c->has_deck = c->from_cards;
    if (c->deck_path[0]) {
        cg_status st = cg_war_deck_load(c->deck_path, c->deck);
        if (st != CG_OK)
            return st;
        c->has_deck = 1;
    }
    shape->num_players = 2;
    shape->max_moves = 1;
    shape->state_size = sizeof(war_state);
    shape->action_count = 3; /* the move codes play, war, collect */
    shape->observation_rank = 1;
    shape->observation_dims[0] = WAR_OBSERVATION_SIZE;
    return CG_OK;
}

static int war_current_player(const void *config, const void *state)
{
    (void)config;
    (void)state;
    return 0; /* the steps offer no choice; player 0 applies them */
}

static bool war_is_terminal(const void *config, const void *state)
{
    (void)config;
    return ((const war_state *)state)->next == CG_WAR_OVER;
}

static double war_returns(const void *config, const void *state, int player)
{
    int winner = war_winner(config, state);
    if (winner == CG_PLAYER_NONE)
        return 0.0;
    return winner == player ? 1.0 : -1.0;
}

static void war_legal_moves(const void *config, const void *state, cg_moves *out)
{
    (void)config;
    cg_moves_push(out, ((const war_state *)state)->next);
}

static bool war_is_legal(const void *config, const void *state, cg_move move)
{
    (void)config;
    return move == ((const war_state *)state)->next;
}

static cg_status war_explain_illegal(const void *config, const void *state, cg_move move)
{
    (void)config;
    const war_state *s = state;
    if (move > CG_WAR_COLLECT)
        return cg_error(CG_EILLEGAL, "war: %u is not a move (0 play, 1 war, 2 collect)",
                        (unsigned)move);
    return cg_error(CG_EILLEGAL, "war: the next step is '%s', not '%s'", war_step_names[s->next],
                    war_step_names[move]);
}

static cg_move war_random_move(const void *config, const void *state, cg_rng *rng)
{
    (void)config;
    (void)rng;
    return ((const war_state *)state)->next;
}

static bool war_move_text(const void *config, const void *state, cg_move move, cg_text *out)
{
    (void)config;
    (void)state;
    if (move > CG_WAR_COLLECT)
        return false;
    cg_text_puts(out, war_step_names[move]);
    return true;
}

static cg_status war_move_parse(const void *config, const void *state, cg_span text, cg_move *out)
{
    (void)config;
    (void)state;
    for (cg_move m = CG_WAR_PLAY; m <= CG_WAR_COLLECT; m++) {
        if (cg_span_eq_nocase(text, war_step_names[m])) {
            *out = m;
            return CG_OK;
        }
    }
    char shown[64];
    return cg_error(CG_EPARSE, "war: '%s' is not a move (the moves are play, war, collect)",
                    cg_span_show(text, shown, sizeof shown));
}

/* Hands are ring buffers: compare and hash what they hold, not where. */
static bool hands_equal(const war_hand *a, const war_hand *b)
{
    if (a->count != b->count)
        return false;
    for (int i = 0; i < a->count; i++)
        if (war_hand_at(a, i) != war_hand_at(b, i))
            return false;
    return true;
}

static bool piles_equal(const war_pile *a, const war_pile *b)
{
    return a->count == b->count && a->face_up == b->face_up &&
           memcmp(a->cards, b->cards, a->count) == 0;
}

/* Pool labels are names: memories compare in canonical form. */
static bool memories_equal(const war_state *x, const war_state *y)
{
    war_memory_view a, b;
    war_memory_canonical(x, &a);
    war_memory_canonical(y, &b);
    return a.places == b.places && a.remembered == b.remembered &&
           memcmp(a.pools, b.pools, (size_t)a.places) == 0;
}

static bool war_equal(const void *config, const void *a, const void *b)
{
    (void)config;
    const war_state *x = a, *y = b;
    return x->next == y->next && x->rounds == y->rounds && x->wars == y->wars &&
           hands_equal(&x->hand[0], &y->hand[0]) && hands_equal(&x->hand[1], &y->hand[1]) &&
           piles_equal(&x->table[0], &y->table[0]) && piles_equal(&x->table[1], &y->table[1]) &&
           memories_equal(x, y);
}

static uint64_t war_hash(const void *config, const void *state)
{
    (void)config;
    const war_state *s = state;
    uint8_t flat[4 * CG_WAR_DECK_SIZE + 4];
    size_t n = 0;
    for (int p = 0; p < 2; p++) {
        flat[n++] = s->hand[p].count;
        for (int i = 0; i < s->hand[p].count; i++)
            flat[n++] = war_hand_at(&s->hand[p], i);
    }
    for (int p = 0; p < 2; p++) {
        flat[n++] = s->table[p].count;
        memcpy(flat + n, s->table[p].cards, s->table[p].count);
        n += s->table[p].count;
    }
    uint64_t h = cg_hash_bytes(CG_HASH_SEED, flat, n);
    for (int p = 0; p < 2; p++)
        h = cg_hash_bytes(h, &s->table[p].face_up, sizeof s->table[p].face_up);
    war_memory_view memory;
    war_memory_canonical(s, &memory);
    h = cg_hash_bytes(h, memory.pools, (size_t)memory.places);
    h = cg_hash_bytes(h, &memory.remembered, sizeof memory.remembered);
    h = cg_hash_bytes(h, &s->next, sizeof s->next);
    h = cg_hash_bytes(h, &s->rounds, sizeof s->rounds);
    return cg_hash_bytes(h, &s->wars, sizeof s->wars);
}

const cg_game_impl cg_war_impl = {
    .name = "war",
    .params = war_params,
    .param_count = CG_COUNT(war_params),
    .config_size = sizeof(war_config),
    .config_finish = war_finish,
    .state_init = war_init,
    .current_player = war_current_player,
    .is_terminal = war_is_terminal,
    .winner = war_winner,
    .returns = war_returns,
    .legal_moves = war_legal_moves,
    .is_legal = war_is_legal,
    .explain_illegal = war_explain_illegal,
    .apply = war_apply,
    .random_move = war_random_move,
    .move_text = war_move_text,
    .move_parse = war_move_parse,
    .render = war_render,
    .save = war_save,
    .load = war_load,
    .equal = war_equal,
    .hash = war_hash,
    .resample = war_resample,
    .legal_mask = war_legal_mask,
    .observe = war_observe,
    /* 1.2: traits */
    .title = "War",
    .flags = CG_GAME_CHANCE | CG_GAME_HIDDEN | CG_GAME_ZERO_SUM | CG_GAME_CONSTANT_SUM | CG_GAME_TERMINAL_ONLY,
    .min_return = -1.0f,
    .max_return = 1.0f,
};

/* ---- war.h ---- */

static const war_state *war_of(const cg_state *state, const char *caller)
{
    return cg_state_block_of(state, &cg_war_impl, caller);
}

size_t cg_war_table_text(const cg_state *state, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    const war_state *s = war_of(state, __func__);
    if (!s)
        return 0;
    war_table_write(s, false, &out);
    return out.len;
}

int cg_war_table_cards(const cg_state *state, cg_war_card *cards, uint8_t *face_up, size_t cap)
{
    const war_state *s = war_of(state, __func__);
    if (!s)
        return -1;
    size_t n = 0;
    for (int p = 0; p < 2; p++) {
        const war_pile *pile = &s->table[p];
        for (int k = 0; k < pile->count; k++, n++) {
            int i = p == 0 ? pile->count - 1 - k : k;
            if (n < cap && cards)
                cards[n] = pile->cards[i];
            if (n < cap && face_up)
                face_up[n] = (uint8_t)(pile->face_up >> i & 1);
        }
    }
    return (int)n;
}

int cg_war_table_count(const cg_state *state, int player)
{
    const war_state *s = war_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    return s->table[player].count;
}

int cg_war_hand_count(const cg_state *state, int player)
{
    const war_state *s = war_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    return s->hand[player].count;
}

int cg_war_hand(const cg_state *state, int player, cg_war_card *out, size_t cap)
{
    const war_state *s = war_of(state, __func__);
    if (!s || cg_check_player(state, player, __func__) != CG_OK)
        return -1;
    const war_hand *hand = &s->hand[player];
    for (int i = 0; i < hand->count && (size_t)i < cap && out; i++)
        out[i] = war_hand_at(hand, i);
    return hand->count;
}

int cg_war_next_step(const cg_state *state)
{
    const war_state *s = war_of(state, __func__);
    return s ? s->next : -1;
}

uint32_t cg_war_rounds(const cg_state *state)
{
    const war_state *s = war_of(state, __func__);
    return s ? s->rounds : 0;
}

uint32_t cg_war_wars(const cg_state *state)
{
    const war_state *s = war_of(state, __func__);
    return s ? s->wars : 0;
}
