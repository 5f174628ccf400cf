/* Legal moves: which codes are legal now (one predicate shared by the list,
   the legality test and the explanations), and a random legal move. */
#include "core/bits.h"
#include "ws_internal.h"

/* Bit k: the player holds a card of name k. */
static uint64_t hand_names(const ws_config *c, const ws_player *pl, int player)
{
    uint64_t mask = 0;
    for (int i = 0; i < pl->n_hand; i++)
        mask |= (uint64_t)1 << c->cards[ws_index(player, pl->hand[i])].name;
    return mask;
}

static int side_player(const ws_state *s, unsigned side)
{
    return side ? 1 - s->current : s->current;
}

/* Bit k: a looked-at card (A2) has name k. */
static uint64_t looked_names(const ws_config *c, const ws_state *s)
{
    const ws_pending *pd = &s->pending;
    uint64_t mask = 0;
    for (int i = 0; i < pd->n_looked; i++)
        mask |= (uint64_t)1 << c->cards[ws_index(pd->side, pd->looked[i])].name;
    return mask;
}

/* A stage choice: side bit 3, slot 0..4, an occupied slot. */
static bool stage_choice_legal(const ws_state *s, unsigned arg, int only_player)
{
    if (arg & ~0xfu || (arg & 7) >= WS_SLOTS)
        return false;
    int player = side_player(s, arg >> 3);
    if (only_player >= 0 && player != only_player)
        return false;
    return s->player[player].stage[arg & 7] != WS_NONE;
}

static bool choice_legal(const ws_config *c, const ws_state *s, cg_move move)
{
    const ws_pending *pd = &s->pending;
    unsigned arg = WS_ARG(move);
    switch (pd->kind) {
    case CG_WEISS_SCHWARZ_CHOICE_DECK:
        return WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK && arg < 2;
    case CG_WEISS_SCHWARZ_CHOICE_ORDER:
        return WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD && arg < 64 &&
               (looked_names(c, s) >> arg & 1);
    case CG_WEISS_SCHWARZ_CHOICE_STAGE:
        return WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE &&
               stage_choice_legal(s, arg, -1);
    default:
        if (WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE)
            return stage_choice_legal(s, arg, pd->side);
        return WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND && arg < 2 &&
               side_player(s, arg) == pd->side && s->player[pd->side].n_hand > 0;
    }
}

/* What a play needs of the player to move, read once for every card: the
   rule of ws_play_allowed_with, which also says why a play is refused. The
   colours of the clock and level are read when a card first needs them. */
typedef struct play_room {
    const ws_config *c;
    const ws_state *s;
    int level, stock;
    bool climax_free, colors_read;
    uint64_t colors;
} play_room;

static play_room room_of(const ws_config *c, const ws_state *s)
{
    const ws_player *pl = &s->player[s->current];
    play_room r = {c, s, pl->n_level, pl->n_stock, pl->climax == WS_NONE, false, 0};
    return r;
}

static inline bool has_color(play_room *r, int color)
{
    if (!r->colors_read) {
        r->colors = ws_colors(r->c, &r->s->player[r->s->current], r->s->current);
        r->colors_read = true;
    }
    return r->colors >> color & 1;
}

/* Everything but the slot: a climax needs its colour and a free climax area;
   a character or event its level, its cost and, above level 0, its colour. */
static inline bool card_playable(const ws_card *card, play_room *r)
{
    if (card->type == CG_WEISS_SCHWARZ_CLIMAX)
        return r->climax_free && has_color(r, card->color);
    return card->level <= r->level && card->cost <= r->stock &&
           (card->level == 0 || has_color(r, card->color));
}

/* Whether the player holds a card of that name. */
static bool holds_name(const ws_config *c, const ws_player *pl, int player, unsigned name)
{
    for (int i = 0; i < pl->n_hand; i++)
        if (c->cards[ws_index(player, pl->hand[i])].name == name)
            return true;
    return false;
}

WS_NOINLINE static bool play_legal(const ws_config *c, const ws_state *s, unsigned arg)
{
    unsigned name = arg >> 3, dest = arg & 7;
    int me = s->current;
    if (name >= c->name_count[me])
        return false;
    if (!holds_name(c, &s->player[me], me, name))
        return false;
    const ws_card *card = &c->cards[ws_index(me, c->name_card[me][name])];
    if (card->type == CG_WEISS_SCHWARZ_CHARACTER
            ? dest >= WS_SLOTS || s->player[me].stage[dest] != WS_NONE
            : dest != CG_WEISS_SCHWARZ_NO_SLOT)
        return false;
    play_room r = room_of(c, s);
    return card_playable(card, &r);
}

static bool phase_legal(const ws_config *c, const ws_state *s, cg_move move)
{
    unsigned arg = WS_ARG(move);
    const ws_player *pl = &s->player[s->current];
    switch (s->phase) {
    case CG_WEISS_SCHWARZ_PHASE_CLOCK:
        if (move == CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS)
            return true;
        return WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_CLOCK && arg < 64 &&
               holds_name(c, pl, s->current, arg);
    case CG_WEISS_SCHWARZ_PHASE_MAIN1:
    case CG_WEISS_SCHWARZ_PHASE_MAIN2:
        if (move == CG_WEISS_SCHWARZ_MOVE_END_MAIN)
            return true;
        return WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_PLAY && play_legal(c, s, arg);
    case CG_WEISS_SCHWARZ_PHASE_BATTLE:
        if (move == CG_WEISS_SCHWARZ_MOVE_END_BATTLE)
            return true;
        return WS_ACTION(move) == CG_WEISS_SCHWARZ_MOVE_ATTACK && arg < WS_FRONT &&
               pl->stage[arg] != WS_NONE && !(s->attacked >> arg & 1);
    default: return false;
    }
}

bool ws_is_legal(const void *config, const void *state, cg_move move)
{
    const ws_state *s = state;
    /* No move while an ability's callback runs (it would cut into the move
       being applied). */
    if (s->phase == CG_WEISS_SCHWARZ_PHASE_OVER || s->busy)
        return false;
    if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE)
        return choice_legal(config, s, move);
    return phase_legal(config, s, move);
}

WS_NOINLINE static void choice_moves(const ws_config *c, const ws_state *s, cg_moves *out)
{
    const ws_pending *pd = &s->pending;
    switch (pd->kind) {
    case CG_WEISS_SCHWARZ_CHOICE_DECK:
        cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK);
        cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK + 1);
        return;
    case CG_WEISS_SCHWARZ_CHOICE_ORDER: {
        for (uint64_t names = looked_names(c, s); names; names &= names - 1)
            cg_moves_push(out,
                          CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD + (unsigned)cg_ctz64(names));
        return;
    }
    default:
        /* STAGE: every character; SIDE: those of the coin's side, then its hand. */
        for (unsigned side = 0; side < 2; side++) {
            int player = side_player(s, side);
            if (pd->kind == CG_WEISS_SCHWARZ_CHOICE_SIDE && player != pd->side)
                continue;
            for (unsigned slot = 0; slot < WS_SLOTS; slot++)
                if (s->player[player].stage[slot] != WS_NONE)
                    cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE + side * 8 + slot);
        }
        for (unsigned side = 0; pd->kind == CG_WEISS_SCHWARZ_CHOICE_SIDE && side < 2; side++)
            if (side_player(s, side) == pd->side && s->player[pd->side].n_hand > 0)
                cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + side);
        return;
    }
}

/* A character's only condition that depends on the slot is that the slot is
   empty, so one test per name covers every empty slot. */
WS_NOINLINE static void play_moves(const ws_config *c, const ws_state *s, cg_moves *out)
{
    int me = s->current;
    const ws_player *pl = &s->player[me];
    uint64_t names = hand_names(c, pl, me);
    /* Bit s: slot s is empty. */
    unsigned empty = (unsigned)(pl->stage[0] == WS_NONE) | (unsigned)(pl->stage[1] == WS_NONE) << 1 |
                     (unsigned)(pl->stage[2] == WS_NONE) << 2 |
                     (unsigned)(pl->stage[3] == WS_NONE) << 3 |
                     (unsigned)(pl->stage[4] == WS_NONE) << 4;
    _Static_assert(WS_SLOTS == 5, "five slots");
    play_room r = room_of(c, s);
    for (; names; names &= names - 1) {
        unsigned k = (unsigned)cg_ctz64(names);
        const ws_card *card = &c->cards[ws_index(me, c->name_card[me][k])];
        if (card->type != CG_WEISS_SCHWARZ_CHARACTER) {
            if (card_playable(card, &r))
                cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_PLAY + k * 8 + CG_WEISS_SCHWARZ_NO_SLOT);
            continue;
        }
        if (!empty || !card_playable(card, &r))
            continue;
        for (unsigned slots = empty; slots; slots &= slots - 1)
            cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_PLAY + k * 8 + (unsigned)cg_ctz64(slots));
    }
    cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_END_MAIN);
}

void ws_legal_moves(const void *config, const void *state, cg_moves *out)
{
    const ws_config *c = config;
    const ws_state *s = state;
    const ws_player *pl = &s->player[s->current];
    if (s->phase == CG_WEISS_SCHWARZ_PHASE_OVER || s->busy)
        return;
    if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE) {
        choice_moves(c, s, out);
        return;
    }
    switch (s->phase) {
    case CG_WEISS_SCHWARZ_PHASE_CLOCK: {
        cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS);
        for (uint64_t names = hand_names(c, pl, s->current); names; names &= names - 1)
            cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_CLOCK + (unsigned)cg_ctz64(names));
        return;
    }
    case CG_WEISS_SCHWARZ_PHASE_BATTLE:
        for (unsigned slot = 0; slot < WS_FRONT; slot++)
            if (pl->stage[slot] != WS_NONE && !(s->attacked >> slot & 1))
                cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_ATTACK + slot);
        cg_moves_push(out, CG_WEISS_SCHWARZ_MOVE_END_BATTLE);
        return;
    default: play_moves(c, s, out); return;
    }
}

cg_move ws_random_move(const void *config, const void *state, cg_rng *rng)
{
    cg_move list[WS_MAX_MOVES];
    cg_moves moves = {list, WS_MAX_MOVES, 0};
    ws_legal_moves(config, state, &moves);
    return list[cg_rng_below(rng, (uint32_t)moves.count)];
}

/* ---- why a move is not legal ---- */

static const char *const phase_of_action[] = {
    "the clock phase", "the clock phase",  "a main phase",
    "a main phase",    "the battle phase", "the battle phase",
};

static cg_status explain_choice(const ws_config *c, const ws_state *s, cg_move move)
{
    const ws_pending *pd = &s->pending;
    const char *card = ws_card_name(c, pd->source);
    const char *ability = ws_ability_word(c, c->cards[pd->source].ability);
    if (WS_ACTION(move) < CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: %s must first make the choice of %s's %s",
                        ws_player_names[s->current], card, ability);
    switch (pd->kind) {
    case CG_WEISS_SCHWARZ_CHOICE_DECK:
        return cg_error(CG_EILLEGAL, "weiss_schwarz: %s's %s asks for a deck (own or opponent)",
                        card, ability);
    case CG_WEISS_SCHWARZ_CHOICE_ORDER:
        return cg_error(CG_EILLEGAL,
                        "weiss_schwarz: %s's %s asks which looked-at card goes back next, and "
                        "that card is not among them",
                        card, ability);
    case CG_WEISS_SCHWARZ_CHOICE_STAGE:
        return cg_error(CG_EILLEGAL,
                        "weiss_schwarz: %s's %s asks for a character on a stage, and there is "
                        "none there",
                        card, ability);
    default:
        return cg_error(CG_EILLEGAL,
                        "weiss_schwarz: %s's %s (the coin chose %s) asks for one of %s's "
                        "characters or its hand, and that is not one",
                        card, ability, ws_player_names[pd->side], ws_player_names[pd->side]);
    }
}

static cg_status explain_play(const ws_config *c, const ws_state *s, unsigned arg)
{
    unsigned name = arg >> 3, dest = arg & 7;
    int me = s->current;
    if (name >= c->name_count[me] || (dest >= WS_SLOTS && dest != CG_WEISS_SCHWARZ_NO_SLOT))
        return cg_error(CG_EILLEGAL, "weiss_schwarz: %u is not a play of a card of %s's deck",
                        CG_WEISS_SCHWARZ_MOVE_PLAY + arg, ws_player_names[me]);
    uint8_t id = ws_id(me, c->name_card[me][name]);
    const char *card = ws_card_name(c, id);
    if (!(hand_names(c, &s->player[me], me) >> name & 1))
        return cg_error(CG_EILLEGAL, "weiss_schwarz: %s holds no %s", ws_player_names[me], card);
    char why[200];
    cg_text text = cg_text_over(why, sizeof why);
    ws_play_allowed(c, s, id, (int)dest, &text);
    return cg_error(CG_EILLEGAL, "weiss_schwarz: %s cannot play %s: %s", ws_player_names[me], card,
                    why);
}

cg_status ws_explain_illegal(const void *config, const void *state, cg_move move)
{
    const ws_config *c = config;
    const ws_state *s = state;
    unsigned action = WS_ACTION(move) >> 12, arg = WS_ARG(move);
    if (move > CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND + 0xfffu)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: %u is not a move code", (unsigned)move);
    if (s->busy)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: no move while an ability's callback runs");
    if (s->pending.kind != CG_WEISS_SCHWARZ_CHOICE_NONE)
        return explain_choice(c, s, move);
    if (action >= 6)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: there is no choice to make now");
    bool main =
        s->phase == CG_WEISS_SCHWARZ_PHASE_MAIN1 || s->phase == CG_WEISS_SCHWARZ_PHASE_MAIN2;
    bool right_phase = (action <= 1 && s->phase == CG_WEISS_SCHWARZ_PHASE_CLOCK) ||
                       ((action == 2 || action == 3) && main) ||
                       (action >= 4 && s->phase == CG_WEISS_SCHWARZ_PHASE_BATTLE);
    if (!right_phase)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: that move belongs to %s, and this is the %s",
                        phase_of_action[action], ws_phase_names[s->phase]);
    if (action == 2)
        return explain_play(c, s, arg);
    if (action == 4 && arg < WS_SLOTS && arg >= WS_FRONT)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: back-stage characters do not attack");
    if (action == 4 && arg < WS_FRONT && s->player[s->current].stage[arg] == WS_NONE)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: no character of %s at %s",
                        ws_player_names[s->current], ws_slot_words[arg]);
    if (action == 4 && arg < WS_FRONT)
        return cg_error(CG_EILLEGAL, "weiss_schwarz: the character at %s attacked this turn",
                        ws_slot_words[arg]);
    if (action == 1 && arg < c->name_count[s->current])
        return cg_error(CG_EILLEGAL, "weiss_schwarz: %s holds no %s", ws_player_names[s->current],
                        ws_card_name(c, ws_id(s->current, c->name_card[s->current][arg])));
    return cg_error(CG_EILLEGAL, "weiss_schwarz: %u is not a move of this state", (unsigned)move);
}
