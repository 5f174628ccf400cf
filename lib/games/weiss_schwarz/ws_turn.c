/* The turn: setup, draw and start of turn, the clock phase, playing cards in
   the main phases, the end of turn, and the dispatch of every move. */
#include <string.h>

#include "ws_internal.h"


/* Rule: each turn begins with a draw, then the continuous abilities act again
   (an ability's failing callback ends only its own part). */
static void begin_turn(const ws_config *c, ws_state *s, cg_rng *rng)
{
    s->phase = CG_WEISS_SCHWARZ_PHASE_CLOCK;
    ws_draw(c, s, s->current, rng);
    (void)ws_stack_start_turn(c, s);
}

/* Rule: decks are shuffled, the first player drawn at random; the first player
   draws 4 cards, the second 5. */
void ws_init(const void *config, void *state, cg_rng *rng)
{
    const ws_config *c = config;
    ws_state *s = state;
    for (int p = 0; p < 2; p++) {
        ws_player *pl = &s->player[p];
        for (int i = 0; i < WS_DECK; i++)
            pl->deck[i] = (uint8_t)i;
        pl->n_deck = WS_DECK;
        cg_rng_shuffle_bytes(rng, pl->deck, WS_DECK);
        memset(pl->stage, WS_NONE, sizeof pl->stage);
        pl->climax = WS_NONE;
    }
    s->first = (uint8_t)cg_rng_below(rng, 2);
    for (int i = 0; i < 4; i++)
        ws_draw(c, s, s->first, rng);
    for (int i = 0; i < 5; i++)
        ws_draw(c, s, 1 - s->first, rng);
    s->turn = 1;
    s->current = s->first;
    begin_turn(c, s, rng);
}

int ws_winner(const void *config, const void *state)
{
    (void)config;
    const ws_state *s = state;
    if (s->result == WS_RESULT_WEISS)
        return 0;
    if (s->result == WS_RESULT_SCHWARZ)
        return 1;
    return CG_PLAYER_NONE;
}

int ws_hand_pos_of_name(const ws_config *c, const ws_player *pl, int player, int name)
{
    for (int i = 0; i < pl->n_hand; i++)
        if (c->cards[ws_index(player, pl->hand[i])].name == name)
            return i;
    return -1;
}

/* Rule: the clock phase puts one card from hand into the clock and draws two,
   or passes; a full clock then levels up. */
WS_NOINLINE static void clock_card(const ws_config *c, ws_state *s, int name, cg_rng *rng)
{
    ws_player *pl = &s->player[s->current];
    int pos = ws_hand_pos_of_name(c, pl, s->current, name);
    ws_know_leaves_hand(c, s, s->current, pl->hand[pos]);
    ws_push(pl->clock, &pl->n_clock, pl->hand[pos]);
    ws_remove_at(pl->hand, &pl->n_hand, pos);
    ws_draw(c, s, s->current, rng);
    ws_draw(c, s, s->current, rng);
    ws_check_level_up(c, s, s->current, rng);
    if (s->phase != CG_WEISS_SCHWARZ_PHASE_OVER)
        s->phase = CG_WEISS_SCHWARZ_PHASE_MAIN1;
}

/* Writes why a play is refused (when asked) and refuses it. */
#define REFUSE(...)                                                                                \
    do {                                                                                           \
        if (why)                                                                                   \
            cg_text_printf(why, __VA_ARGS__);                                                      \
        return false;                                                                              \
    } while (0)

/* Rule: a character or event needs level >= its level, stock >= its cost and,
   unless level 0, a card of its color in clock or level; a character needs an
   empty slot; a climax needs its color (always) and an empty climax area. */
bool ws_play_allowed_with(const ws_config *c, const ws_state *s, uint8_t id, int dest,
                          uint64_t colors, cg_text *why)
{
    const ws_card *card = &c->cards[id];
    const ws_player *pl = &s->player[s->current];
    if (card->type == CG_WEISS_SCHWARZ_CLIMAX) {
        if (dest != (int)CG_WEISS_SCHWARZ_NO_SLOT)
            REFUSE("a climax takes no slot");
        if (pl->climax != WS_NONE)
            REFUSE("the climax area is taken");
        if (!(colors >> card->color & 1))
            REFUSE("a climax needs a %s card in the clock or level", ws_color_name(c, card->color));
        return true;
    }
    if (card->type == CG_WEISS_SCHWARZ_CHARACTER) {
        if (dest < 0 || dest >= WS_SLOTS)
            REFUSE("a character needs a slot");
        if (pl->stage[dest] != WS_NONE)
            REFUSE("%s is taken", ws_slot_words[dest]);
    } else if (dest != (int)CG_WEISS_SCHWARZ_NO_SLOT) {
        REFUSE("an event takes no slot");
    }
    if (card->level > ws_level_of(pl))
        REFUSE("it is level %d and the player's level is %d", card->level, ws_level_of(pl));
    if (card->cost > pl->n_stock)
        REFUSE("it costs %d and the stock holds %d", card->cost, pl->n_stock);
    if (card->level > 0 && !(colors >> card->color & 1))
        REFUSE("a level %d card needs a %s card in the clock or level", card->level,
               ws_color_name(c, card->color));
    return true;
}

#undef REFUSE

bool ws_play_allowed(const ws_config *c, const ws_state *s, uint8_t id, int dest, cg_text *why)
{
    return ws_play_allowed_with(c, s, id, dest, ws_colors(c, &s->player[s->current], s->current),
                                why);
}

/* The card leaves the hand, its cost is paid, its ability resolves:
   continuous from a character, temporary from an event or a climax. */
WS_NOINLINE static void play_card(const ws_config *c, ws_state *s, int name, int dest)
{
    ws_player *pl = &s->player[s->current];
    int pos = ws_hand_pos_of_name(c, pl, s->current, name);
    uint8_t id = ws_id(s->current, pl->hand[pos]);
    ws_know_leaves_hand(c, s, s->current, pl->hand[pos]);
    ws_remove_at(pl->hand, &pl->n_hand, pos);
    for (int i = 0; i < c->cards[id].cost; i++)
        ws_push(pl->waiting, &pl->n_waiting, ws_pop(pl->stock, &pl->n_stock));
    bool character = c->cards[id].type == CG_WEISS_SCHWARZ_CHARACTER;
    if (!character)
        dest = c->cards[id].type == CG_WEISS_SCHWARZ_CLIMAX ? WS_DEST_CLIMAX : WS_DEST_WAITING;
    (void)ws_resolve(c, s, id, dest,
                     character ? CG_WEISS_SCHWARZ_CONTINUOUS : CG_WEISS_SCHWARZ_TEMPORARY, WS_NONE,
                     "weiss_schwarz");
}

/* Rule: at the end of turn temporary effects are undone, the climax goes to
   the waiting room and an empty deck takes the waiting room. */
WS_NOINLINE static void end_turn(const ws_config *c, ws_state *s, cg_rng *rng)
{
    (void)ws_stack_end_turn(c, s);
    if (s->phase == CG_WEISS_SCHWARZ_PHASE_OVER)
        return;
    for (int p = 0; p < 2; p++) {
        ws_player *pl = &s->player[p == 0 ? s->current : 1 - s->current];
        if (pl->climax != WS_NONE) {
            ws_push(pl->waiting, &pl->n_waiting, pl->climax);
            pl->climax = WS_NONE;
        }
    }
    for (int p = 0; p < 2; p++)
        ws_refresh_if_empty(c, s, p == 0 ? s->current : 1 - s->current, rng);
    s->attacked = 0;
    if (s->turn >= ws_last_turn(c)) {
        /* Rule: continuous modifiers stay active while their source is on the
           stage, so they act on the final position as a start of turn would. */
        ws_stack_act_again(s);
        s->phase = CG_WEISS_SCHWARZ_PHASE_OVER;
        s->result = WS_RESULT_DRAW;
        return;
    }
    s->turn++;
    s->current = (uint8_t)(1 - s->current);
    begin_turn(c, s, rng);
}

void ws_apply(const void *config, void *state, cg_move move, cg_rng *rng)
{
    const ws_config *c = config;
    ws_state *s = state;
    unsigned arg = WS_ARG(move);
    switch (WS_ACTION(move)) {
    case CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS: s->phase = CG_WEISS_SCHWARZ_PHASE_MAIN1; break;
    case CG_WEISS_SCHWARZ_MOVE_CLOCK: clock_card(c, s, (int)arg, rng); break;
    case CG_WEISS_SCHWARZ_MOVE_PLAY: play_card(c, s, (int)(arg >> 3), (int)(arg & 7)); break;
    case CG_WEISS_SCHWARZ_MOVE_END_MAIN:
        if (s->phase == CG_WEISS_SCHWARZ_PHASE_MAIN1)
            s->phase = CG_WEISS_SCHWARZ_PHASE_BATTLE;
        else
            end_turn(c, s, rng);
        break;
    case CG_WEISS_SCHWARZ_MOVE_ATTACK: ws_attack(c, s, (int)arg, rng); break;
    case CG_WEISS_SCHWARZ_MOVE_END_BATTLE: s->phase = CG_WEISS_SCHWARZ_PHASE_MAIN2; break;
    default: ws_choose(c, s, move); break;
    }
}
