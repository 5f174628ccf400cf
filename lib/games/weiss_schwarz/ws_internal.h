/* Weiss-Fiuba-Schwarz: the configuration, the state block and the functions
   the files of this folder share. */
#ifndef CG_WS_INTERNAL_H
#define CG_WS_INTERNAL_H

#include "cardgames/weiss_schwarz.h"
#include "core/game.h"

#define WS_DECK CG_WEISS_SCHWARZ_DECK_SIZE
#define WS_CARDS CG_WEISS_SCHWARZ_CARDS
#define WS_SLOTS CG_WEISS_SCHWARZ_SLOTS
#define WS_FRONT CG_WEISS_SCHWARZ_FRONT_SLOTS
#define WS_ACTIVE_MAX CG_WEISS_SCHWARZ_ACTIVE_MAX
#define WS_LOOK_MAX CG_WEISS_SCHWARZ_LOOK_MAX
#define WS_CLOCK_CAP 24 /* 6 at rest, plus one hit of at most 3 + 2 + 9 */
#define WS_LEVEL_CAP 10 /* max_level <= 9 */
#define WS_MAX_LEVEL 9
#define WS_MAX_BONUS 9
#define WS_LEVEL_UP 7 /* clock cards that make a level */
#define WS_NONE 0xFFu /* an empty slot or no card */
#define WS_PATH_CAP 4096
#define WS_MAX_MOVES 256 /* 50 names x 5 slots + "end main" is the most */
#define WS_NAMES_MAX WS_DECK
/* clock pass, end main, end battle, 3 attacks, 2 deck, 10 stage and 2 hand
   choices, and per name: clock, 6 plays and a put-back. */
#define WS_ACTIONS_MAX (20 + 8 * WS_NAMES_MAX)

/* A move code's action (bits 12 and up, so that stray high bits match no
   action) and its argument. */
#define WS_ACTION(move) ((move) & ~(cg_move)0xfffu)
#define WS_ARG(move) ((move)&0xfffu)

/* Where a card goes once its ability has resolved (besides slots 0..4). */
#define WS_DEST_CLIMAX 5
#define WS_DEST_WAITING 6

/* What the hot paths need of a card, by card id. */
typedef struct ws_card {
    int32_t power;
    int32_t amount; /* A5 */
    uint8_t type, color, level, cost, soul, trigger, ability;
    uint8_t name; /* index in its owner's name table */
} ws_card;

typedef struct ws_config {
    cg_weiss_schwarz_deck decks[2];
    ws_card cards[WS_CARDS];
    /* Characters each A5 card raises: bit (id % 64) of word id / 64. */
    uint64_t a5_targets[WS_CARDS][2];
    /* Distinct names of each deck, in order of first appearance: the first
       card of each name. */
    uint8_t name_card[2][WS_NAMES_MAX];
    uint8_t name_count[2];
    int max_level;
    int direct_attack_bonus;
    uint32_t max_turns;
    char deck_path[2][WS_PATH_CAP];
    /* Dense actions: the move codes that can ever be legal, ascending
       (ws_actions.c), and the width of the per-name slices of the observation. */
    uint16_t action_move[WS_ACTIONS_MAX];
    uint32_t action_count;
    int names_max; /* the larger name count of the two decks */
} ws_config;

/* One player's zones: local card indices 0..49 (every card stays in its
   owner's zones), counts, unused tails zeroed. */
typedef struct ws_player {
    uint8_t deck[WS_DECK]; /* top is last */
    uint8_t hand[WS_DECK];
    uint8_t stock[WS_DECK]; /* top is last */
    uint8_t waiting[WS_DECK];
    uint8_t removed[WS_DECK];
    uint8_t clock[WS_CLOCK_CAP];
    uint8_t level[WS_LEVEL_CAP];
    uint8_t stage[WS_SLOTS]; /* WS_NONE when empty */
    uint8_t climax;          /* WS_NONE when empty */
    uint8_t n_deck, n_hand, n_stock, n_waiting, n_removed, n_clock, n_level;
    /* The stack entries below this index do not act on the character in slot
       s (they were reverted on it); 0 for an empty slot. */
    uint8_t reverted_below[WS_SLOTS];
} ws_player;

/* An active power modifier: card ids, WS_NONE for no target. */
typedef struct ws_active {
    uint8_t player, source, target, continuity;
} ws_active;

typedef struct ws_pending {
    uint8_t kind;   /* cg_weiss_schwarz_choice_kind */
    uint8_t source; /* card id resolving its ability, WS_NONE when none */
    uint8_t dest;   /* slot 0..4, WS_DEST_CLIMAX or WS_DEST_WAITING */
    uint8_t side;   /* ORDER: deck owner; SIDE: whose cards; else 0 */
    uint8_t n_looked;
    uint8_t looked[WS_LOOK_MAX]; /* local indices of side's cards, top first */
    uint8_t unused[2];
} ws_pending;

/* What each player knows of the cards it cannot see (ws_knowledge.c). Knower
   k, about player d's deck or k's opponent o's cards:
   top[k][d]: k knows the top top[k][d] cards of d's deck, in order (0..5);
   hand[k][N]: at least that many cards of o's name N are in o's hand;
   deck[k][N]: at least that many are in o's deck (with the cards an A2 has
   taken from it and not yet put back). */
typedef struct ws_knowledge {
    uint8_t top[2][2];
    uint8_t hand[2][WS_NAMES_MAX];
    uint8_t deck[2][WS_NAMES_MAX];
} ws_knowledge;

enum { WS_RESULT_NONE = 0, WS_RESULT_WEISS = 1, WS_RESULT_SCHWARZ = 2, WS_RESULT_DRAW = 3 };

typedef struct ws_state {
    uint32_t turn;
    ws_player player[2];
    ws_active active[WS_ACTIVE_MAX];
    ws_pending pending;
    uint8_t n_active;
    uint8_t first, current, phase, result;
    uint8_t attacked; /* bit s: front slot s attacked this turn */
    uint8_t unused[2];
    ws_knowledge know;
} ws_state;

extern const cg_game_impl cg_weiss_schwarz_impl;
extern const char *const ws_player_names[2]; /* "Weiss", "Schwarz" */
extern const char *const ws_player_words[2]; /* "weiss", "schwarz" */
extern const char *const ws_slot_words[WS_SLOTS];
extern const char *const ws_color_words[4];
extern const char *const ws_type_words[3];
extern const char *const ws_phase_words[5]; /* of the saved form: "clock", "main1", ... */
extern const char *const ws_phase_names[5]; /* for people: "clock phase", ... */
extern const char *const ws_ability_words[13];

static inline int ws_owner(uint8_t id)
{
    return id >= WS_DECK;
}
static inline uint8_t ws_local(uint8_t id)
{
    return (uint8_t)(id % WS_DECK);
}
static inline uint8_t ws_id(int player, uint8_t local)
{
    return (uint8_t)(player * WS_DECK + local);
}
static inline const cg_weiss_schwarz_card *ws_full_card(const ws_config *c, uint8_t id)
{
    return &c->decks[ws_owner(id)].cards[ws_local(id)];
}

/* Decks (ws_deck.c): the parser behind cg_weiss_schwarz_deck_parse. */
cg_status ws_deck_read(const char *text, size_t len, const char *source,
                       cg_weiss_schwarz_deck *out);
/* Compares names as move texts read them: ASCII case ignored. */
bool ws_name_eq(cg_span a, const char *name);
bool ws_word_eq(cg_span a, const char *word);

/* Zones (ws_zones.c). Removal keeps the zone's order and zeroes the tail. */
void ws_push(uint8_t *zone, uint8_t *count, uint8_t card);
uint8_t ws_pop(uint8_t *zone, uint8_t *count);
void ws_remove_at(uint8_t *zone, uint8_t *count, int i);
int ws_find(const uint8_t *zone, int count, uint8_t card);
/* The waiting room shuffled into an empty deck; false when both are empty. */
bool ws_refresh_if_empty(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* Draws one card into the hand, unseen by the opponent (refreshing first);
   false when none is left. */
bool ws_draw(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* Takes the top card of the deck face up (refreshing first); WS_NONE when none. */
uint8_t ws_reveal_top(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* Level up when the clock holds 7 or more; ends the game at max_level. */
void ws_check_level_up(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* A character leaves its slot for a zone (its modifiers end). */
void ws_leave_stage(ws_state *s, int player, int slot, uint8_t *zone, uint8_t *count);
int ws_level_of(const ws_player *pl);
/* Bit k: a card of color k is in the player's clock or level zone. */
unsigned ws_colors(const ws_config *c, const ws_player *pl, int player);

/* The name index of one of a player's cards. */
static inline int ws_name_of(const ws_config *c, int player, uint8_t local)
{
    return c->cards[ws_id(player, local)].name;
}

/* Knowledge (ws_knowledge.c): the rules call these where cards move out of
   sight or into view. */
/* Before the top card of player's deck goes to their hand unseen. */
void ws_know_draw(const ws_config *c, ws_state *s, int player);
/* Before the top card of player's deck leaves it face up. */
void ws_know_reveal(const ws_config *c, ws_state *s, int player);
/* After the waiting room was shuffled into player's empty deck. */
void ws_know_refresh(const ws_config *c, ws_state *s, int player);
/* A3: before face-up cards join player's deck and it is shuffled; then once
   per card that joins it. */
void ws_know_shuffle(const ws_config *c, ws_state *s, int player);
void ws_know_joins_deck(const ws_config *c, ws_state *s, int player, uint8_t local);
/* A1: before and after every card of that color leaves player's deck. */
void ws_know_mill_before(const ws_config *c, ws_state *s, int player, int color);
void ws_know_mill_after(const ws_config *c, ws_state *s, int player, int color);
/* A2: before chooser takes the top cards of owner's deck, and for each card
   put back on top. */
void ws_know_look(const ws_config *c, ws_state *s, int chooser, int owner);
void ws_know_put_back(ws_state *s, int chooser, int owner);
/* A card leaves player's hand face up (clocked, played, removed). */
void ws_know_leaves_hand(const ws_config *c, ws_state *s, int player, uint8_t local);
/* Per name of player's cards: how many are in their hand, in their deck (with
   the cards an A2 took from it), and, for knower k, among the deck's top
   cards k knows and the taken cards k sees. */
void ws_count_hand(const ws_config *c, const ws_state *s, int player, uint8_t *counts);
void ws_count_deck(const ws_config *c, const ws_state *s, int player, uint8_t *counts);
void ws_count_seen(const ws_config *c, const ws_state *s, int knower, int player, uint8_t *counts);
/* Whether the A2 cards taken from player's deck are out of knower's sight. */
bool ws_looked_hidden(const ws_state *s, int knower, int player);

/* Information, actions, observations (ws_information.c, ws_actions.c,
   ws_observation.c). */
void ws_resample(const void *config, void *state, int viewer, cg_rng *rng);
void ws_actions_build(ws_config *c);
bool ws_action_of(const void *config, cg_move move, uint32_t *action);
cg_move ws_move_of(const void *config, uint32_t action);
size_t ws_observation_size(const ws_config *c);
void ws_observe(const void *config, const void *state, int player, float *out);

/* The ability stack (ws_stack.c). */
int32_t ws_power(const ws_config *c, const ws_state *s, int player, int slot);
/* Appends a modifier; false when the stack is full. */
bool ws_stack_push(ws_state *s, int player, uint8_t source, uint8_t target, int continuity);
/* Drops every modifier whose source or target is that card. */
void ws_stack_forget_card(ws_state *s, uint8_t id);
void ws_stack_end_turn(ws_state *s);
void ws_stack_start_turn(ws_state *s);

/* The rules (ws_turn.c). */
void ws_init(const void *config, void *state, cg_rng *rng);
void ws_apply(const void *config, void *state, cg_move move, cg_rng *rng);
int ws_winner(const void *config, const void *state);
/* The first card in hand of that name (local index position in the hand), -1 when none. */
int ws_hand_pos_of_name(const ws_config *c, const ws_player *pl, int player, int name);
/* Whether the player to move may play card `id` to `dest` (a slot or
   CG_WEISS_SCHWARZ_NO_SLOT) now; when not, why (to `why` unless NULL). */
bool ws_play_allowed(const ws_config *c, const ws_state *s, uint8_t id, int dest, cg_text *why);
/* The same, given ws_colors() of the player to move. */
bool ws_play_allowed_with(const ws_config *c, const ws_state *s, uint8_t id, int dest,
                          unsigned colors, cg_text *why);
/* After the last choice of an ability: the card goes where it was played. */
void ws_finish_play(ws_state *s);

/* Bots (ws_bot.c, ws_bots.c, ws_evaluate.c). */
/* The heuristic bot's move for the player to move in a running state. */
cg_move ws_bot_best(const ws_config *c, const ws_state *s);
/* How good a running game is for player, in [-1, 1], from face-up things. */
double ws_evaluate(const void *config, const void *state, int player);
/* The game's bots of the catalogue, NULL-terminated. */
extern const struct cg_bot_impl *const ws_bots[];

/* Battle (ws_battle.c). */
void ws_attack(const ws_config *c, ws_state *s, int slot, cg_rng *rng);

/* Abilities (ws_abilities.c). */
void ws_resolve(const ws_config *c, ws_state *s, uint8_t id, int dest, cg_rng *rng);
void ws_choose(const ws_config *c, ws_state *s, cg_move move, cg_rng *rng);
/* Whether a choice of kind STAGE / SIDE has any option now. */
bool ws_stage_has_character(const ws_state *s);
bool ws_side_has_option(const ws_state *s, int side);

/* Moves (ws_moves.c). */
void ws_legal_moves(const void *config, const void *state, cg_moves *out);
bool ws_is_legal(const void *config, const void *state, cg_move move);
cg_status ws_explain_illegal(const void *config, const void *state, cg_move move);
cg_move ws_random_move(const void *config, const void *state, cg_rng *rng);
bool ws_move_text(const void *config, const void *state, cg_move move, cg_text *out);
cg_status ws_move_parse(const void *config, const void *state, cg_span text, cg_move *out);

/* Text (ws_render.c, ws_save.c, ws_load.c). */
extern const char *const ws_zone_words[7];
extern const char *const ws_result_words[4];
extern const char *const ws_continuity_words[2];
extern const char *const ws_choice_words[5];
extern const char *const ws_dest_words[7];
/* A zone by cg_weiss_schwarz_zone: its cards and count. */
int ws_zone_of(const ws_player *pl, int zone, const uint8_t **cards);
/* "weiss:12" */
void ws_card_ref_write(uint8_t id, cg_text *out);
void ws_render(const void *config, const void *state, int viewer, cg_text *out);
void ws_save(const void *config, const void *state, cg_text *out);
cg_status ws_load(const void *config, void *state, cg_reader *in);
/* The rules a loaded state must obey (ws_load.c). */
cg_status ws_check_state(const ws_config *c, const ws_state *s, cg_reader *in);

#endif
