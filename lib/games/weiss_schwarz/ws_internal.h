/* Weiss-Fiuba-Schwarz: the configuration, the state block and the functions
   the files of this folder share. */
#ifndef CG_WS_INTERNAL_H
#define CG_WS_INTERNAL_H

#include "cardgames/weiss_schwarz.h"
#include "core/game.h"

#include <string.h>

#define WS_DECK CG_WEISS_SCHWARZ_DECK_SIZE
#define WS_CARDS CG_WEISS_SCHWARZ_CARDS
#define WS_SLOTS CG_WEISS_SCHWARZ_SLOTS
#define WS_FRONT CG_WEISS_SCHWARZ_FRONT_SLOTS
#define WS_ACTIVE_MAX CG_WEISS_SCHWARZ_ACTIVE_MAX
#define WS_LOOK_MAX CG_WEISS_SCHWARZ_LOOK_MAX
#define WS_CLOCK_CAP WS_DECK /* a hit may reveal every card its player has */
#define WS_LEVEL_CAP 10      /* max_level <= 9 */
#define WS_MAX_LEVEL 9
#define WS_MAX_BONUS 9
#define WS_LEVEL_UP 7 /* clock cards that make a level */
#define WS_NONE 0xFFu /* an empty slot or no card */
#define WS_PATH_CAP 4096
#define WS_MAX_MOVES 256 /* 50 names x 5 slots + "end main" is the most */
#define WS_NAMES_MAX WS_DECK
#define WS_COLORS_MAX CG_WEISS_SCHWARZ_COLORS_MAX
#define WS_BUILTIN 12                               /* abilities A1..AC */
#define WS_USERS_MAX CG_WEISS_SCHWARZ_ABILITIES_MAX /* registered abilities */
#define WS_CODES (1 + WS_BUILTIN + WS_USERS_MAX)    /* codes 0 (none) .. */
#define WS_POWER_MAX CG_WEISS_SCHWARZ_POWER_MAX
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
#define WS_DEST_NONE 7 /* it stays where it is (cg_weiss_schwarz_apply_ability) */

/* What the hot paths need of a card, by card id. */
typedef struct ws_card {
    int32_t power;
    int32_t amount; /* A5 */
    uint8_t type, color, level, cost, soul, trigger, ability;
    uint8_t name; /* index in its owner's name table */
} ws_card;

/* Where a card's texts are in the game's string pool, and its line. */
typedef struct ws_card_text {
    uint32_t name, color, flavor, ability_args, a5_subtype;
    uint32_t subtypes; /* subtype_count NUL-terminated strings in a row */
    uint32_t subtype_count;
    uint32_t line;
    uint32_t name_key; /* ws_name_key of the name: equal names, equal keys */
} ws_card_text;

/* A growing buffer of NUL-terminated strings, addressed by offset. */
typedef struct ws_pool {
    char *text;
    size_t len, cap;
} ws_pool;

/* A registered ability: the caller's table, with the name and text copied. */
typedef struct ws_user_ability {
    cg_weiss_schwarz_ability_ops table;
    char name[CG_WEISS_SCHWARZ_ABILITY_NAME_CAP];
    char *text; /* malloc'd */
} ws_user_ability;

/* The abilities a deck may name: built-in ones and the registered ones. */
typedef struct ws_known_abilities {
    const ws_user_ability *users;
    int user_count;
} ws_known_abilities;

/* One deck as read from its file, its texts in a pool. */
typedef struct ws_deck {
    ws_card cards[WS_DECK]; /* color: unset (the game numbers colours) */
    ws_card_text text[WS_DECK];
} ws_deck;

typedef struct ws_config {
    ws_card cards[WS_CARDS];
    ws_card_text text[WS_CARDS];
    ws_pool pool; /* every text of both decks (malloc'd) */
    /* Colours: 0..3 yellow, green, red, blue, then the decks' others. */
    uint32_t color_name[WS_COLORS_MAX]; /* offsets into pool */
    int color_count;
    /* Characters each A5 card raises: bit (id % 64) of word id / 64. */
    uint64_t a5_targets[WS_CARDS][2];
    /* Distinct names of each deck, in order of first appearance: the first
       card of each name. */
    uint8_t name_card[2][WS_NAMES_MAX];
    uint8_t name_count[2];
    /* copy_class[p][local]: the first of player p's cards no player can tell
       from it (ws_copy_classes). */
    uint8_t copy_class[2][WS_DECK];
    /* canonical[p]: player p's cards by name, copy class, then index: the
       order resampling puts the cards it draws in before the shuffle, when
       no use refers to one of them. */
    uint8_t canonical[2][WS_DECK];
    int max_level;
    int direct_attack_bonus;
    uint32_t max_turns;
    char deck_path[2][WS_PATH_CAP];
    /* Registered abilities (codes 13..) and the "abilities" parameter. */
    ws_user_ability users[WS_USERS_MAX];
    int user_count;
    bool abilities_given;
    char abilities_param[CG_PARAM_VALUE_CAP];
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

/* A use on the stack: card ids, WS_NONE for no target; its value. */
typedef struct ws_active {
    uint8_t player, source, target, continuity;
    int32_t value;
} ws_active;

/* The use resolving, and the choice it asks (kind NONE: none yet, or a
   resolution without choices). */
typedef struct ws_pending {
    uint8_t kind;   /* cg_weiss_schwarz_choice_kind */
    uint8_t source; /* card id resolving its ability */
    uint8_t dest;   /* slot 0..4, WS_DEST_CLIMAX, WS_DEST_WAITING or WS_DEST_NONE */
    uint8_t side;   /* ORDER: deck owner; SIDE: whose cards; else 0 */
    uint8_t n_looked;
    uint8_t looked[WS_LOOK_MAX];         /* local indices of side's cards, top first */
    uint8_t continuity, target, lasting; /* of the use: WS_NONE no target */
    uint8_t unused[3];
    int32_t value;
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
    uint8_t busy;     /* WS_BUSY_*: an ability's callback is running */
    uint8_t unused;
    ws_knowledge know;
} ws_state;

/* What runs while ws_state.busy is set: a resolution (choices may be asked),
   or another callback (the start or end of a turn, a removal). */
enum { WS_BUSY_NONE = 0, WS_BUSY_RESOLVING = 1, WS_BUSY_OTHER = 2 };

extern const cg_game_impl cg_weiss_schwarz_impl;
/* Words (ws_words.c, but the phases': ws_save.c). */
extern const char *const ws_player_names[2]; /* "Weiss", "Schwarz" */
extern const char *const ws_player_words[2]; /* "weiss", "schwarz" */
extern const char *const ws_slot_words[WS_SLOTS];
extern const char *const ws_color_words[4];
extern const char *const ws_type_words[3];
extern const char *const ws_phase_words[5]; /* of the saved form: "clock", "main1", ... */
extern const char *const ws_phase_names[5]; /* for people: "clock phase", ... */
extern const char *const ws_ability_words[WS_BUILTIN + 1]; /* codes: "A1".."AC" */

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
/* The same as an index into the cards, in int arithmetic (hot loops). */
static inline int ws_index(int player, int local)
{
    return player * WS_DECK + local;
}
static inline const char *ws_text(const ws_config *c, uint32_t at)
{
    return c->pool.text + at;
}

/* Decks (ws_deck.c): reads a deck file's text into *out, its texts appended
   to pool; `known` are the abilities it may name (NULL: the built-in ones). */
cg_status ws_deck_read(const char *text, size_t len, const char *source,
                       const ws_known_abilities *known, ws_pool *pool, ws_deck *out);
/* Appends a string; its offset, UINT32_MAX when out of memory. */
uint32_t ws_pool_add(ws_pool *pool, const char *p, size_t n);
/* Compares names as move texts read them: runs of blanks are one space,
   blanks at either end none, ASCII case ignored. */
bool ws_name_eq(cg_span a, const char *name);
/* For the rare branches of a hot function: kept out of line, so that the
   hot path saves fewer registers. */
#if defined(__GNUC__) || defined(__clang__)
#define WS_NOINLINE __attribute__((noinline))
#else
#define WS_NOINLINE
#endif

/* A hash of a name as ws_name_eq compares it: names it finds equal have the
   same key, so different keys skip the comparison. */
uint32_t ws_name_key(cg_span name);
/* Compares a word ignoring ASCII case. */
bool ws_word_eq(cg_span a, const char *word);

/* Cards (here and ws_cards.c). */
static inline const char *ws_card_name(const ws_config *c, uint8_t id)
{
    return ws_text(c, c->text[id].name);
}
static inline const char *ws_color_name(const ws_config *c, int color)
{
    return ws_text(c, c->color_name[color]);
}
/* A card as release 1.0's struct holds it; false (why written) for one the
   struct cannot hold. */
bool ws_card_to_v1(const char *pool, const ws_card *card, const ws_card_text *text,
                   cg_weiss_schwarz_card *out, cg_text *why);
/* A5's test: the card has that subtype, ASCII case ignored. */
bool ws_has_subtype(const ws_config *c, int card, const char *subtype);

/* Abilities (ws_abilities.c: the tables by code and name; ws_registry.c: the
   registered ones). */
extern const cg_weiss_schwarz_ability_ops ws_builtin[WS_BUILTIN + 1];
static inline const cg_weiss_schwarz_ability_ops *ws_ability(const ws_config *c, int code)
{
    return code <= WS_BUILTIN ? &ws_builtin[code] : &c->users[code - WS_BUILTIN - 1].table;
}
const char *ws_ability_name(const ws_config *c, int code);
/* The word of the saved form and the render: the code of a built-in ability,
   the name of a registered one. */
const char *ws_ability_word(const ws_config *c, int code);
/* An ability by code or name (exactly as written), -1 when none. */
int ws_ability_lookup(const ws_known_abilities *known, cg_span word);
int ws_ability_code_count(const ws_config *c);
void ws_config_free(void *config);
void ws_abilities_write(const ws_config *c, cg_text *out);
cg_status ws_abilities_check(const ws_config *c);

/* Zones (here and ws_zones.c). Removal keeps the zone's order and zeroes the
   tail. */
static inline void ws_push(uint8_t *zone, uint8_t *count, uint8_t card)
{
    zone[(*count)++] = card;
}
static inline uint8_t ws_pop(uint8_t *zone, uint8_t *count)
{
    uint8_t card = zone[--(*count)];
    zone[*count] = 0;
    return card;
}
static inline void ws_remove_at(uint8_t *zone, uint8_t *count, int i)
{
    int n = *count;
    for (int j = i; j < n - 1; j++)
        zone[j] = zone[j + 1];
    zone[n - 1] = 0;
    *count = (uint8_t)(n - 1);
}
static inline int ws_find(const uint8_t *zone, int count, uint8_t card)
{
    for (int i = 0; i < count; i++)
        if (zone[i] == card)
            return i;
    return -1;
}
/* The waiting room shuffled into the empty deck; false when it is empty too. */
bool ws_refresh(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* The same when the deck is empty; false when both are empty. */
static inline bool ws_refresh_if_empty(const ws_config *c, ws_state *s, int player, cg_rng *rng)
{
    return s->player[player].n_deck > 0 || ws_refresh(c, s, player, rng);
}
/* Draws one card into the hand, unseen by the opponent (refreshing first);
   false when none is left. */
bool ws_draw(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* Takes the top card of the deck face up (refreshing first); WS_NONE when none. */
uint8_t ws_reveal_top(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* Level up when the clock holds 7 or more; ends the game at max_level. */
void ws_check_level_up(const ws_config *c, ws_state *s, int player, cg_rng *rng);
/* A character leaves its slot for the end of a zone (the uses about it
   end, each after its revert_on_board); nothing for an empty slot. The first
   failing callback's status. */
cg_status ws_leave_stage(const ws_config *c, ws_state *s, int player, int slot, uint8_t *zone,
                         uint8_t *count);
int ws_level_of(const ws_player *pl);
/* Bit k: a card of color k is in the player's clock or level zone. */
uint64_t ws_colors(const ws_config *c, const ws_player *pl, int player);
/* The slot of a card on its owner's stage, -1 when it is not there (or not
   a card id). */
int ws_stage_slot(const ws_state *s, int card);
/* Whether a choice of kind STAGE / SIDE has any option now. */
bool ws_stage_has_character(const ws_state *s);
bool ws_side_has_option(const ws_state *s, int side);

/* The name index of one of a player's cards. */
static inline int ws_name_of(const ws_config *c, int player, uint8_t local)
{
    return c->cards[ws_index(player, local)].name;
}

/* Knowledge (ws_knowledge.c): the rules call these where cards move out of
   sight or into view. */
/* Before the top card of player's deck goes to their hand unseen. */
void ws_know_draw(const ws_config *c, ws_state *s, int player);
/* Whether all of a knower's WS_NAMES_MAX bounds are 0 (the common case). */
static inline bool ws_no_bound(const uint8_t *bounds)
{
    _Static_assert(WS_NAMES_MAX == 50, "six words and two bytes");
    uint64_t w0, w1, w2, w3, w4, w5;
    uint16_t tail;
    memcpy(&w0, bounds, 8);
    memcpy(&w1, bounds + 8, 8);
    memcpy(&w2, bounds + 16, 8);
    memcpy(&w3, bounds + 24, 8);
    memcpy(&w4, bounds + 32, 8);
    memcpy(&w5, bounds + 40, 8);
    memcpy(&tail, bounds + 48, 2);
    return (w0 | w1 | w2 | w3 | w4 | w5 | tail) == 0;
}
/* Whether a draw or a reveal from player's deck changes nothing anybody
   knows: no known top card of it, no bound of the opponent's on it. */
static inline bool ws_know_nothing_to_draw(const ws_state *s, int player)
{
    return s->know.top[0][player] == 0 && s->know.top[1][player] == 0 &&
           ws_no_bound(s->know.deck[1 - player]);
}
/* Before the top card of player's deck leaves it face up. */
void ws_know_reveal(const ws_config *c, ws_state *s, int player);
/* After the waiting room was shuffled into player's empty deck. */
void ws_know_refresh(const ws_config *c, ws_state *s, int player);
/* A3: before face-up cards join player's deck and it is shuffled; then once
   per card that joins it. */
void ws_know_shuffle(const ws_config *c, ws_state *s, int player);
void ws_know_joins_deck(const ws_config *c, ws_state *s, int player, uint8_t local);
/* A1: before and after every card of that color leaves player's deck (a
   known run the other player cannot follow ends). */
void ws_know_mill_before(const ws_config *c, ws_state *s, int player, int color);
void ws_know_mill_after(const ws_config *c, ws_state *s, int player, int color);
/* A2: before chooser takes the top cards of owner's deck, and for each card
   put back on top. */
void ws_know_look(const ws_config *c, ws_state *s, int chooser, int owner);
void ws_know_put_back(ws_state *s, int chooser, int owner);
/* A card leaves player's hand face up (clocked, played, removed). */
void ws_know_leaves_hand(const ws_config *c, ws_state *s, int player, uint8_t local);
/* Before the card at position i of player's deck is taken out face up by
   name (a known run the other player cannot follow ends). */
void ws_know_taken(const ws_config *c, ws_state *s, int player, int i);
/* A card arrives face up on one of player's zones (board operations). */
void ws_know_arrives(const ws_config *c, ws_state *s, int player, uint8_t local, int zone);
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
/* Each player's copies of a name numbered in the order they lie, every
   reference following its card (ws_copies.c). */
void ws_renumber_copies(const ws_config *c, ws_state *s);
/* Fills c->copy_class and c->canonical from the decks' names and spellings. */
void ws_copy_classes(ws_config *c);
void ws_actions_build(ws_config *c);
bool ws_action_of(const void *config, cg_move move, uint32_t *action);
cg_move ws_move_of(const void *config, uint32_t action);
size_t ws_observation_size(const ws_config *c);
void ws_observe(const void *config, const void *state, int player, float *out);

/* The ability stack (ws_stack.c). */
int32_t ws_power(const ws_config *c, const ws_state *s, int player, int slot);
cg_weiss_schwarz_use ws_use_of_entry(const ws_config *c, const ws_state *s, int i);
/* Appends a use; false when the stack is full. */
bool ws_stack_push(ws_state *s, int player, uint8_t source, uint8_t target, int continuity,
                   int32_t value);
/* Ends every use whose source or target is that card, newest first, each
   after its revert_on_board; the first failing callback's status. */
cg_status ws_stack_forget_card(const ws_config *c, ws_state *s, uint8_t id);
/* The uses acting on the character in the slot stop (it leaves the stage). */
void ws_stack_leaving(const ws_config *c, const ws_state *s, int player, int slot);
/* terminar_turno and iniciar_turno, callbacks included; the first failing
   callback's status. */
cg_status ws_stack_end_turn(const ws_config *c, ws_state *s);
cg_status ws_stack_start_turn(const ws_config *c, ws_state *s);
/* Every use acts on every character again, no callback. */
void ws_stack_act_again(ws_state *s);

/* The last turn: max_turns, or with no limit (0) the last the counter holds
   (the game is a draw when it ends). */
static inline uint32_t ws_last_turn(const ws_config *c)
{
    return c->max_turns ? c->max_turns : UINT32_MAX - 1;
}

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
                          uint64_t colors, cg_text *why);
/* Bots (ws_bot.c, ws_bots.c, ws_evaluate.c). */
/* The heuristic bot's move for the player to move in a running state. */
cg_move ws_bot_best(const ws_config *c, const ws_state *s);
/* How good a running game is for player, in [-1, 1], from face-up things. */
double ws_evaluate(const void *config, const void *state, int player);
/* The terms ws_evaluate weighs, each player's minus the opponent's: the race
   of the damage each can still take ((mine - theirs) / (mine + theirs)), the
   power (+ 1000 a character) on the front and on the back stage, the cards in
   hand and in stock. False when neither can take damage. */
enum { WS_TERM_RACE, WS_TERM_FRONT, WS_TERM_BACK, WS_TERM_HAND, WS_TERM_STOCK,
       WS_EVALUATION_TERMS };
bool ws_evaluation_terms(const ws_config *c, const ws_state *s, int player,
                         double terms[WS_EVALUATION_TERMS]);
/* The game's bots of the catalogue, NULL-terminated. */
extern const struct cg_bot_impl *const ws_bots[];

/* Battle (ws_battle.c). */
void ws_attack(const ws_config *c, ws_state *s, int slot, cg_rng *rng);

/* Resolution (ws_resolve.c). What built-in callbacks reach from their state. */
typedef struct ws_ctx {
    const ws_config *c;
    ws_state *s;
    cg_rng *rng;
    cg_state *state;
} ws_ctx;
ws_ctx ws_ctx_of(cg_state *state);
/* Resolves the ability of card `id` for its owner: from a play (dest its
   place) or cg_weiss_schwarz_apply_ability (WS_DEST_NONE). Returns the first
   failing callback's status (a full stack for a lasting use names caller). */
cg_status ws_resolve(const ws_config *c, ws_state *s, uint8_t id, int dest, int continuity,
                     uint8_t target, const char *caller);
/* A choice move answers the pending choice. */
void ws_choose(const ws_config *c, ws_state *s, cg_move move);
/* Ends the resolution pending at once (the game ended): the card goes to its place. */
void ws_resolution_abort(ws_state *s);
/* After the last choice of an ability: the card goes where it was played
   (nowhere for WS_DEST_NONE); the pending record is cleared. */
void ws_finish_play(ws_state *s);

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
extern const char *const ws_dest_words[8];
/* A zone by cg_weiss_schwarz_zone: its cards and count. */
int ws_zone_of(const ws_player *pl, int zone, const uint8_t **cards);
uint8_t *ws_zone_counter(ws_player *pl, int zone);
/* "weiss:12" */
void ws_card_ref_write(uint8_t id, cg_text *out);
/* A built-in ability's code, a registered one's name in double quotes. */
void ws_ability_ref_write(const ws_config *c, int code, cg_text *out);
/* The continuity of a fresh use resolving toward dest. */
int ws_default_continuity(int dest);
void ws_render(const void *config, const void *state, int viewer, cg_text *out);
void ws_save(const void *config, const void *state, cg_text *out);
cg_status ws_load(const void *config, void *state, cg_reader *in);
/* The rules a loaded state must obey (ws_load.c). */
cg_status ws_check_state(const ws_config *c, const ws_state *s, cg_reader *in);

#endif
