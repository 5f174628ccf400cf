/*
 * Weiss-Fiuba-Schwarz — typed access to the game "weiss_schwarz" of libcardgames:
 * a reduced Weiss Schwarz card game with an ability stack, twelve abilities built
 * in and more registered by the caller (the seed's Habilidad, below).
 *
 * Players: 0 is Weiss, 1 is Schwarz. Each plays a 50-card deck; a card is named
 * by a card id, player * 50 + its index among the deck file's cards (0..49,
 * in file order), so ids 0..49 are Weiss's cards and 50..99 Schwarz's.
 *
 * Parameters (cg_game_new("weiss_schwarz", params)):
 *   abilities=NAME|NAME      the abilities cg_weiss_schwarz_game_new registered, in
 *                            order (written only when there are some; cg_game_new
 *                            refuses names it does not register)
 *   weiss_deck=PATH          Weiss's deck file (default: empty, the deck compiled in)
 *   schwarz_deck=PATH        Schwarz's deck file (default: empty, the deck compiled in)
 *   max_level=1..9           the level at which a player loses (default 4)
 *   front_slots=3            fixed in this version
 *   back_slots=2             fixed in this version
 *   direct_attack_bonus=0..9 damage added to a direct attack (default 0)
 *   max_turns=0..1000000     0: no limit but the turn counter's (a draw when turn
 *                            4294967294 ends); otherwise the game is a draw once
 *                            that many turns have ended (default 1000)
 *
 * Move codes (cg_move): action in bits 12..15, arguments below. A NAME is the
 * card name's index in the deck of the player it belongs to (the order in which
 * names first appear in the deck file); a SLOT is 0 front-left, 1 front-center,
 * 2 front-right, 3 back-left, 4 back-right; a SIDE is 0 own, 1 opponent (seen
 * from the player to move).
 *   0x0000                    "clock pass"
 *   0x1000 + NAME             "clock NAME"             put one card of that name into the clock
 *   0x2000 + NAME * 8 + SLOT  "play NAME front-left"   a character into an empty slot
 *   0x2000 + NAME * 8 + 7     "play NAME"              an event or a climax
 *   0x3000                    "end main"
 *   0x4000 + SLOT (0..2)      "attack front-left"      a front character attacks
 *   0x5000                    "end battle"
 *   0x6000 + SIDE             "choose own deck", "choose opponent deck"        (A1, A2)
 *   0x7000 + NAME             "choose NAME"            put that looked-at card back
 *                                                      on top of the deck (A2)
 *   0x8000 + SIDE * 8 + SLOT  "choose NAME at own front-left",
 *                             "choose NAME at opponent back-right"          (AA, AB, AC)
 *   0x9000 + SIDE             "choose own hand", "choose opponent hand"     (AC)
 * Words are read in any case and card names ignoring ASCII case and runs of
 * blanks. A name is written in double quotes, \" and \\ standing for " and \
 * inside, when the text without them would read as another move ("clock
 * \"Pass\"", "play \"Guard\" front-left" beside an event "Guard front-left");
 * quoted names are read everywhere. Cards of the same name in hand are one move
 * (the one held longest is used).
 *
 * Dense actions (cg_game_action_of, cg_state_legal_mask): the move codes above
 * that some state of the configured game can make legal, in ascending order.
 * With M the larger name count of the two decks (NAME = 0..M-1), they are, in
 * this order:
 *   clock pass                                   1
 *   clock NAME                                   M
 *   play NAME SLOT, for each NAME: SLOT 0..4     5 if NAME is, in either deck, a
 *                                                  character that can be played
 *                  and SLOT 7                    1 if it is an event or climax that can
 *   end main                                     1
 *   attack 0..2                                  3 if either deck has a character
 *   end battle                                   1
 *   choose own/opponent deck                     2 if either deck has an ability that
 *                                                  may ask for a deck (A1, A2)
 *   choose NAME                                  M if one may ask for an order (A2)
 *   choose at own SLOT 0..4                      5 if a deck has an ability that may ask
 *                                                  for a stage or side choice (AA, AB,
 *                                                  AC) and a character
 *   choose at opponent SLOT 0..4                 5 if a deck has one and the other
 *                                                  deck a character
 *   choose own/opponent hand                     2 if one may ask for a side (AC)
 * so that action_count = 3 + M + P + 3c + 2d + aM + 5s + 5t + 2h, P the play
 * actions, c d a s t h the conditions (0 or 1). A card can be played when its
 * level is below max_level, its cost below 50 and, unless it is a level 0
 * character or event, its deck holds another card of its color (the clock or
 * level must show one).
 * The default decks give M = 19 and 125 actions.
 *
 * Observation (cg_state_observation): one dimension, a flat vector whose
 * slices (status, phase, counts, per-name zones, known deck tops, stage slots,
 * the pending choice, the ability stack) are listed in
 * lib/games/weiss_schwarz/README.md; its size depends on M, on the colours C
 * of the decks and on the registered abilities U:
 * 195 + 74M + 2(C - 4) + U floats (1601 by default).
 *
 * Hidden information (cg_state_resample): a player sees its own hand and every
 * face-up zone, the stock included (each stock card was revealed as a
 * trigger), and knows the deck tops its A2s showed it and, of the opponent's
 * cards, lower bounds on how many of a name are in its hand and in its deck;
 * the render shows all of it. Resampling for a viewer redraws the order of its
 * own deck under the top it knows, and the opponent's hand and deck within
 * those bounds; of the opponent's knowledge it keeps only how many top cards
 * the opponent knows, and it numbers each name's copies in the order they lie;
 * the README says exactly how.
 *
 * The saved form: the game's lines, between the frame's "rng" and "end" (in
 * full, with an example, in lib/games/weiss_schwarz/README.md):
 *   turn N                      from 1; the player to move is `first` on odd turns
 *   first weiss|schwarz
 *   phase clock|main1|battle|main2|over
 *   result none|weiss|schwarz|draw
 *   P deck|hand|clock|level|stock|waiting|removed INDEX...   for P = weiss, then schwarz:
 *   P stage E E E E E           card indices 0..49 of P's cards; deck and stock
 *   P climax E                  bottom first, the others oldest first; E an index or -
 *   attacked SLOT...            front slots that attacked this turn
 *   reverted CARD[/K]...        stage characters reverted: CARD, no modifier present
 *                               acts on it; CARD/K, the K oldest do not (0 < K < N)
 *   abilities N                 then N lines, oldest first:
 *   ability P CARD continuous|temporary [TARGET] [value V]     (V: the use's value, not 0)
 *   pending none | ABILITY CARD DEST deck|stage | ABILITY CARD DEST order P INDEX...
 *           | ABILITY CARD DEST side P
 *   use continuous|temporary TARGET|- lasting|once V   optional, after pending: the use
 *                               resolving when it is not fresh (a continuity other than
 *                               its destination's, a target, lasting or a value)
 *   P knows top W S hand INDEX... deck INDEX...     optional, at most once per player
 *                               (weiss first): P knows the top W cards of Weiss's deck
 *                               and S of Schwarz's in order, and that the opponent's
 *                               hand and deck hold at least a card of each INDEX's name
 *                               per time it is listed (INDEX: the opponent's cards)
 * where CARD is P:INDEX ("weiss:12"), DEST a slot word, climax, waiting or none
 * (applied where it is), ABILITY a code A1..AC or a registered ability's name
 * in double quotes.
 */
#ifndef CARDGAMES_WEISS_SCHWARZ_H
#define CARDGAMES_WEISS_SCHWARZ_H

#include "cardgames.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CG_WEISS_SCHWARZ_WEISS 0
#define CG_WEISS_SCHWARZ_SCHWARZ 1
#define CG_WEISS_SCHWARZ_DECK_SIZE 50
#define CG_WEISS_SCHWARZ_CARDS 100      /* card ids 0..99 */
#define CG_WEISS_SCHWARZ_MAX_COPIES 4   /* of one card name in a deck */
#define CG_WEISS_SCHWARZ_MAX_CLIMAXES 8 /* in a deck */
#define CG_WEISS_SCHWARZ_SLOTS 5
#define CG_WEISS_SCHWARZ_FRONT_SLOTS 3
#define CG_WEISS_SCHWARZ_NAME_CAP 48    /* names have 1..47 bytes */
#define CG_WEISS_SCHWARZ_FLAVOR_CAP 256 /* flavor texts 0..255 bytes */
#define CG_WEISS_SCHWARZ_SUBTYPE_CAP 32 /* subtypes 1..31 bytes */
#define CG_WEISS_SCHWARZ_SUBTYPES_MAX 4 /* subtypes of one character */
#define CG_WEISS_SCHWARZ_ACTIVE_MAX 64  /* active abilities at once */
#define CG_WEISS_SCHWARZ_LOOK_MAX 5     /* cards A2 looks at */

/* Move actions (bits 12..15 of a move code). */
#define CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS 0x0000u
#define CG_WEISS_SCHWARZ_MOVE_CLOCK 0x1000u
#define CG_WEISS_SCHWARZ_MOVE_PLAY 0x2000u
#define CG_WEISS_SCHWARZ_MOVE_END_MAIN 0x3000u
#define CG_WEISS_SCHWARZ_MOVE_ATTACK 0x4000u
#define CG_WEISS_SCHWARZ_MOVE_END_BATTLE 0x5000u
#define CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK 0x6000u
#define CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD 0x7000u
#define CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE 0x8000u
#define CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND 0x9000u
#define CG_WEISS_SCHWARZ_NO_SLOT 7u /* the SLOT of "play NAME" */

typedef enum cg_weiss_schwarz_type {
    CG_WEISS_SCHWARZ_CHARACTER = 0,
    CG_WEISS_SCHWARZ_EVENT = 1,
    CG_WEISS_SCHWARZ_CLIMAX = 2
} cg_weiss_schwarz_type;

typedef enum cg_weiss_schwarz_color {
    CG_WEISS_SCHWARZ_YELLOW = 0,
    CG_WEISS_SCHWARZ_GREEN = 1,
    CG_WEISS_SCHWARZ_RED = 2,
    CG_WEISS_SCHWARZ_BLUE = 3
} cg_weiss_schwarz_color;

/* Abilities: 0 none, then A1..A9, AA, AB, AC as 1..12. */
typedef enum cg_weiss_schwarz_ability {
    CG_WEISS_SCHWARZ_NO_ABILITY = 0,
    CG_WEISS_SCHWARZ_A1 = 1,  /* mill every card of the top card's color from a deck */
    CG_WEISS_SCHWARZ_A2 = 2,  /* reorder the top 5 cards of a deck */
    CG_WEISS_SCHWARZ_A3 = 3,  /* own clock, stock and characters back into the deck */
    CG_WEISS_SCHWARZ_A4 = 4,  /* every character to the waiting room */
    CG_WEISS_SCHWARZ_A5 = 5,  /* +amount power to every character of a subtype */
    CG_WEISS_SCHWARZ_A6 = 6,  /* a die destroys a front character */
    CG_WEISS_SCHWARZ_A7 = 7,  /* coins mill the opponent's deck */
    CG_WEISS_SCHWARZ_A8 = 8,  /* 2 stock and 1 clock card to the waiting room, repeatedly */
    CG_WEISS_SCHWARZ_A9 = 9,  /* level down, own characters to the waiting room */
    CG_WEISS_SCHWARZ_AA = 10, /* a chosen character to the waiting room */
    CG_WEISS_SCHWARZ_AB = 11, /* a chosen character's power becomes 0 */
    CG_WEISS_SCHWARZ_AC = 12  /* a coin, then a chosen card is removed from the game */
} cg_weiss_schwarz_ability;

/* A card as its deck file describes it. Strings are NUL-terminated; flavor keeps
   '$' (a line break) as written. */
typedef struct cg_weiss_schwarz_card {
    char name[CG_WEISS_SCHWARZ_NAME_CAP];
    char flavor[CG_WEISS_SCHWARZ_FLAVOR_CAP];
    char subtypes[CG_WEISS_SCHWARZ_SUBTYPES_MAX][CG_WEISS_SCHWARZ_SUBTYPE_CAP];
    char ability_subtype[CG_WEISS_SCHWARZ_SUBTYPE_CAP]; /* A5's subtype, else "" */
    int32_t power;                                      /* printed power (characters), else 0 */
    int32_t ability_amount;                             /* A5's amount, else 0 */
    uint8_t type;                                       /* cg_weiss_schwarz_type */
    uint8_t color;                                      /* cg_weiss_schwarz_color */
    uint8_t trigger;       /* 0..2, added to damage when revealed as the trigger */
    uint8_t ability;       /* cg_weiss_schwarz_ability */
    uint8_t level;         /* 0..3 (characters and events) */
    uint8_t cost;          /* 0..9 (characters and events) */
    uint8_t soul;          /* 1..3 (characters) */
    uint8_t subtype_count; /* 0..4 (characters) */
} cg_weiss_schwarz_card;

typedef struct cg_weiss_schwarz_deck {
    cg_weiss_schwarz_card cards[CG_WEISS_SCHWARZ_DECK_SIZE];
} cg_weiss_schwarz_deck;

/* Deck files (the seed's format): one card per line, fields separated by '|',
   no header; blank lines are skipped.
     CHARACTER|name|color|trigger|ability|flavor|level|cost|power|soul|(subtype1,subtype2)
     EVENT|name|color|trigger|ability|flavor|level|cost
     CLIMAX|name|color|trigger|ability|flavor
   The type is read ignoring case; the colour is any word (compared ignoring
   case); the subtypes are separated by commas, with or without the seed's
   parentheses around them; ability is empty or blank (none), an ability's
   code (A1..AC) or name, then, after a ':', its arguments (A5:1500:Mage).
   The deck rules are the seed's three: exactly 50 cards, at most 4 copies of a
   card (by name, names compared ignoring case and runs of blanks; the copies
   of a name are one card, so they must be the same card), at most 8 climaxes.
   Besides, to bound memory: a line holds at most CG_WEISS_SCHWARZ_LINE_MAX
   bytes, a name at most CG_WEISS_SCHWARZ_NAME_MAX, level, cost, trigger and
   soul are 0..255, power and A5's amount
   0..CG_WEISS_SCHWARZ_POWER_MAX, and the two decks of a game hold at most
   CG_WEISS_SCHWARZ_COLORS_MAX colours. A card whose level is above max_level
   or whose cost no stock can pay is simply never playable.
   Every refusal is CG_EPARSE with "SOURCE, line N: reason".

   cg_weiss_schwarz_deck_parse (release 1.0) reads a deck into the fixed
   struct above: the format is the same, but a card that the struct cannot
   hold (a colour other than yellow, green, red, blue; a name of 48 bytes or
   more; trigger above 2, level above 3, cost above 9, power above 99999, soul
   outside 1..3, more than 4 subtypes, a flavor of 256 bytes or more, an ability
   given by name) is refused with its line and the reason; games read such
   decks (cg_game_new, cg_weiss_schwarz_game_new) and show their cards through
   cg_weiss_schwarz_card_view_of. Reads len bytes (NUL bytes in it are
   refused); source names the text in messages (NULL: "deck"). *out is
   written only on success. */
CG_API cg_status cg_weiss_schwarz_deck_parse(const char *text, size_t len, const char *source,
                                             cg_weiss_schwarz_deck *out);
/* The same from a file (CG_EIO when it cannot be read); messages name the path. */
CG_API cg_status cg_weiss_schwarz_deck_load(const char *path, cg_weiss_schwarz_deck *out);

/* A card of a game's decks by id (0..99), in the struct of release 1.0;
   CG_EINVAL, naming the field, for a card the struct cannot hold (see
   cg_weiss_schwarz_deck_parse). */
CG_API cg_status cg_weiss_schwarz_card_info(const cg_game *game, int card,
                                            cg_weiss_schwarz_card *out);

/* ---- 1.1: cards as the deck files write them ---------------------------- */

#define CG_WEISS_SCHWARZ_LINE_MAX 65535       /* bytes of a deck line */
#define CG_WEISS_SCHWARZ_NAME_MAX 255         /* bytes of a card name (trimmed) */
#define CG_WEISS_SCHWARZ_POWER_MAX 1000000000 /* powers and A5 amounts */
#define CG_WEISS_SCHWARZ_COLORS_MAX 64        /* colours of a game's decks */

/* A card of a game, every text as its deck file writes it (trimmed of
   surrounding blanks), owned by the game: the pointers stay valid while the
   game lives. */
typedef struct cg_weiss_schwarz_card_view {
    const char *name;
    const char *color;        /* the colour word as the game's decks first write it */
    const char *flavor;       /* '$' is a line break, kept as written */
    const char *ability;      /* the ability's name (cg_weiss_schwarz_ability_name), "" none */
    const char *ability_args; /* what follows the ability and a ':' ("1500:Mage"), or "" */
    int32_t type;             /* cg_weiss_schwarz_type */
    int32_t color_index;      /* 0 yellow, 1 green, 2 red, 3 blue, then the game's other
                                 colours in order of first appearance (Weiss's deck first) */
    int32_t trigger;          /* 0..255 */
    int32_t level;            /* 0..255 (characters and events, else 0) */
    int32_t cost;             /* 0..255 (characters and events, else 0) */
    int32_t power;            /* printed power (characters, else 0) */
    int32_t soul;             /* 0..255 (characters, else 0) */
    int32_t ability_code;     /* 0 none, 1..12 A1..AC, 13.. the game's registered abilities */
    int32_t amount;           /* A5's amount, else 0 */
    int32_t subtype_count;    /* characters' subtypes (cg_weiss_schwarz_card_subtype) */
    int32_t name_index;       /* NAME of the move codes: its name among its deck's names */
    int32_t line;             /* its line in the deck file */
} cg_weiss_schwarz_card_view;

CG_API cg_status cg_weiss_schwarz_card_view_of(const cg_game *game, int card,
                                               cg_weiss_schwarz_card_view *out);
/* The i-th subtype of a character (0 <= i < subtype_count), owned by the game. */
CG_API cg_status cg_weiss_schwarz_card_subtype(const cg_game *game, int card, int i,
                                               const char **out);
/* *out = 1 when the card is a character with that subtype (ASCII case
   ignored, as A5 compares), else 0. */
CG_API cg_status cg_weiss_schwarz_card_has_subtype(const cg_game *game, int card,
                                                   const char *subtype, int *out);
/* The colours of a game: their number (4..CG_WEISS_SCHWARZ_COLORS_MAX, -1
   for a bad game), and the word of colour index i, owned by the game. */
CG_API int cg_weiss_schwarz_color_count(const cg_game *game);
CG_API cg_status cg_weiss_schwarz_color_name(const cg_game *game, int color, const char **out);

/* ---- The table ---------------------------------------------------------- */

typedef enum cg_weiss_schwarz_zone {
    CG_WEISS_SCHWARZ_DECK = 0,    /* bottom first, top last */
    CG_WEISS_SCHWARZ_HAND = 1,    /* in the order the cards arrived */
    CG_WEISS_SCHWARZ_CLOCK = 2,   /* oldest first */
    CG_WEISS_SCHWARZ_LEVEL = 3,   /* oldest first */
    CG_WEISS_SCHWARZ_STOCK = 4,   /* bottom first, top last */
    CG_WEISS_SCHWARZ_WAITING = 5, /* the waiting room, oldest first */
    CG_WEISS_SCHWARZ_REMOVED = 6  /* removed from the game, oldest first */
} cg_weiss_schwarz_zone;

typedef enum cg_weiss_schwarz_phase {
    CG_WEISS_SCHWARZ_PHASE_CLOCK = 0,
    CG_WEISS_SCHWARZ_PHASE_MAIN1 = 1,
    CG_WEISS_SCHWARZ_PHASE_BATTLE = 2,
    CG_WEISS_SCHWARZ_PHASE_MAIN2 = 3,
    CG_WEISS_SCHWARZ_PHASE_OVER = 4
} cg_weiss_schwarz_phase;

/* The cards of a zone as card ids, in the zone's order; returns the count
   (-1 for a bad argument). cards may be NULL when cap is 0. Decks and hands
   are given whole: this is the referee's view, not a player's. */
CG_API int cg_weiss_schwarz_zone_cards(const cg_state *state, int player, int zone, int *cards,
                                       size_t cap);
/* The character in a stage slot (0..4), -1 when empty (or a bad argument). */
CG_API int cg_weiss_schwarz_stage_card(const cg_state *state, int player, int slot);
/* Current power of the character in a slot: printed power with the active
   abilities applied in order; -1 for an empty slot or a bad argument. */
CG_API int32_t cg_weiss_schwarz_power(const cg_state *state, int player, int slot);
/* The card in the climax area, -1 when empty. */
CG_API int cg_weiss_schwarz_climax_card(const cg_state *state, int player);
/* A player's level: the cards in the level zone (-1 for a bad argument). */
CG_API int cg_weiss_schwarz_level(const cg_state *state, int player);
/* The phase (cg_weiss_schwarz_phase), -1 for a bad state. */
CG_API int cg_weiss_schwarz_current_phase(const cg_state *state);
/* The turn number, from 1. */
CG_API uint32_t cg_weiss_schwarz_turn(const cg_state *state);
/* Who took the first turn (drawn at random), -1 for a bad state. */
CG_API int cg_weiss_schwarz_first_player(const cg_state *state);
/* The front slots whose characters attacked this turn: bit s for slot s. */
CG_API int cg_weiss_schwarz_attacks(const cg_state *state);

/* A choice the player to move must make before anything else. */
typedef enum cg_weiss_schwarz_choice_kind {
    CG_WEISS_SCHWARZ_CHOICE_NONE = 0,
    CG_WEISS_SCHWARZ_CHOICE_DECK = 1,  /* A1, A2: own or opponent's deck */
    CG_WEISS_SCHWARZ_CHOICE_ORDER = 2, /* A2: the next looked-at card to put back */
    CG_WEISS_SCHWARZ_CHOICE_STAGE = 3, /* AA, AB: a character on either stage */
    CG_WEISS_SCHWARZ_CHOICE_SIDE = 4   /* AC: a character of `side` or a random card
                                          of its hand */
} cg_weiss_schwarz_choice_kind;

typedef struct cg_weiss_schwarz_choice {
    int32_t kind;    /* cg_weiss_schwarz_choice_kind */
    int32_t ability; /* the ability being resolved */
    int32_t source;  /* the card whose ability it is (between hand and its place) */
    int32_t slot;    /* where that card goes afterwards: 0..4 a slot, 5 the climax
                        area, 6 the waiting room, 7 nowhere (it stays where it
                        is: cg_weiss_schwarz_apply_ability) */
    int32_t side;    /* ORDER: the deck's owner; SIDE: the player whose cards may be
                        chosen; else -1 */
    int32_t looked_count;
    int32_t looked[CG_WEISS_SCHWARZ_LOOK_MAX]; /* ORDER: cards still to put back, in
                                                  the order they were taken (top first) */
} cg_weiss_schwarz_choice;

/* The pending choice (kind CHOICE_NONE when there is none). */
CG_API cg_status cg_weiss_schwarz_pending_choice(const cg_state *state,
                                                 cg_weiss_schwarz_choice *out);

/* ---- The ability stack (the seed's board operations) --------------------- */

typedef enum cg_weiss_schwarz_continuity {
    CG_WEISS_SCHWARZ_CONTINUOUS = 0, /* the seed's EFECTO_CONTINUO: while the source
                                        stays on the stage */
    CG_WEISS_SCHWARZ_TEMPORARY = 1   /* the seed's EFECTO_TEMPORAL: until end of turn */
} cg_weiss_schwarz_continuity;

/* One use of an ability (defined with the abilities, below). */
typedef struct cg_weiss_schwarz_use cg_weiss_schwarz_use;

/* A use on the ability stack (a power modifier: A5, AB, or a registered
   ability's lasting use), in the order they were applied. */
typedef struct cg_weiss_schwarz_active {
    int32_t player;     /* who applied it (the source card's owner) */
    int32_t source;     /* the card whose ability it is */
    int32_t ability;    /* its code: CG_WEISS_SCHWARZ_A5, CG_WEISS_SCHWARZ_AB, 13.. */
    int32_t continuity; /* cg_weiss_schwarz_continuity */
    int32_t target;     /* AB: the character whose power becomes 0; A5: -1 */
    int32_t amount;     /* A5: the power added; AB: 0 */
} cg_weiss_schwarz_active;

/* The number of active abilities (-1 for a bad state) and the i-th of them. */
CG_API int cg_weiss_schwarz_ability_count(const cg_state *state);
CG_API cg_status cg_weiss_schwarz_ability_at(const cg_state *state, int i,
                                             cg_weiss_schwarz_active *out);
/* 1.1: the i-th use on the stack whole, its value included (occasion
   ON_APPLY, lasting 1). */
CG_API cg_status cg_weiss_schwarz_use_at(const cg_state *state, int i, cg_weiss_schwarz_use *out);

/* aplicar_habilidad_sobre_tablero(jugador, habilidad, continuidad): applies
   the ability of card `source` (any ability) for `player`, its owner, with a
   continuity: its apply_to_board runs now (occasion ON_APPLY); a use that
   lasts (A5, AB, and what a registered ability marks lasting) then enters
   the stack. A continuous use needs a character source on its owner's stage;
   events and climaxes give temporary ones only. `target` is -1, or a
   character on a stage for an ability that may ask for a character (AA, AB,
   or one registered with CHOICE_STAGE in its choices): it then acts on that
   character without asking. An ability that asks for a choice (A1, A2, AA,
   AB without a target, AC) needs `player` to be the player to move in a main
   phase; the choice is then pending, as after playing the card, and the
   source stays where it is. Refused (CG_EINVAL, state unchanged) while a
   choice is pending; a failing callback's status is returned with the state
   as it was before the call.
   These six operations change a running game only: on a finished one they
   return CG_EOVER and change nothing; inside an ability's callback they
   return CG_EINVAL. */
CG_API cg_status cg_weiss_schwarz_apply_ability(cg_state *state, int player, int source,
                                                int continuity, int target);
/* remover_habilidad(jugador, habilidad): every use that `player` applied
   from card `source` leaves the stack, newest first, each after its
   revert_on_board; CG_EINVAL when none. */
CG_API cg_status cg_weiss_schwarz_remove_ability(cg_state *state, int player, int source);
/* aplicar_habilidades_en_carta(carta): the active modifiers act on that
   character (on a stage) again, in the order they were applied. */
CG_API cg_status cg_weiss_schwarz_apply_abilities_to_card(cg_state *state, int card);
/* revertir_habilidades_sobre_carta(carta): the modifiers on the stack now stop
   acting on that character, newest first, until they are applied to it again
   (by the function above or the start of a turn); modifiers applied later act
   on it. */
CG_API cg_status cg_weiss_schwarz_revert_abilities_on_card(cg_state *state, int card);
/* terminar_turno: every use on the stack is reverted, newest first (its
   revert_on_board, then it stops acting on every character); temporary ones
   leave the stack, continuous ones stay for the next turn in their order.
   Uses applied after it act. */
CG_API cg_status cg_weiss_schwarz_end_turn(cg_state *state);
/* iniciar_turno: the uses left on the stack act on every character again,
   and each one's apply_to_board runs (occasion ON_TURN_START), in their
   original order. */
CG_API cg_status cg_weiss_schwarz_start_turn(cg_state *state);

/* ---- 1.1: abilities (the seed's Habilidad) -------------------------------

   An ability is a table of callbacks with a name and a text: the seed's eight
   operations. The twelve abilities A1..AC are twelve such tables built in
   (codes 1..12); cg_weiss_schwarz_game_new registers more (codes 13.. in the
   order given), which deck files then name by name.

     the seed (habilidades/habilidad.py)   here
     NOMBRE_HABILIDAD, obtener_nombre()    name      (cg_weiss_schwarz_ability_name)
     obtener_texto()                       text      (cg_weiss_schwarz_ability_text)
     aplicar_en_tablero(tablero, jugador)  apply_to_board
     revertir_en_tablero(tablero, jugador) revert_on_board
     aplicar_en_carta(carta)               apply_to_card
     revertir_en_carta(carta)              revert_on_card
     resetear_habilidad()                  reset
     (the seed's dialogs for choices)      choices, choose

   Each time an ability is applied (its card played, or
   cg_weiss_schwarz_apply_ability) it makes a *use*: who applied it, its
   card, its continuity, and a value, the use's own memory (the seed's
   internal state of a Habilidad object, here kept in the state so that states
   stay flat: clone, save and load keep it). reset gives a new use its value.
   apply_to_board resolves the use; it acts on the board only through the
   operations of this header (the stack's and the board operations below)
   and draws chance only from the state's generator (roll_die, flip_coin), so
   games replay exactly. It may ask the player to move for a choice
   (cg_weiss_schwarz_ask, cg_weiss_schwarz_look_at_top); the answer comes back
   to choose, which may ask again. When the resolution ends, a use marked
   lasting enters the ability stack: while it is there (and not reverted on a
   character) apply_to_card gives the power of each stage character with the
   use acting on it, in the order the uses were applied. The library calls
   revert_on_card when the use stops acting on a character (reverted on it,
   the character leaves the stage, or the use ends: a character's power needs
   no undoing, it is computed from the uses that act). revert_on_board undoes
   what apply_to_board did to the board: it runs at the end of each turn for
   every use on the stack, newest first, when cg_weiss_schwarz_remove_ability
   removes it, when its source or its target leaves the stage (the seed's
   effects last while their card is on the field: the use then ends), and
   when a lasting use cannot enter the stack (what it is about left the stage
   meanwhile, or the stack is full); apply_to_board runs again, in order, at
   the start of each turn for the continuous uses left (occasion
   ON_TURN_START).

   Callbacks run on the thread that applies the move or calls the operation;
   a game is shared between threads, so callbacks on different states may run
   at once. They must not apply moves, save, load, copy into or free the state
   they are given (moves are refused while they run: the state has no legal
   move), nor call the six stack operations (CG_EINVAL). A callback's non-OK
   status ends that resolution at once: cg_weiss_schwarz_apply_ability returns
   it with the state unchanged; during a move (which cannot fail) the move
   goes on as if the resolution had ended there. */

#define CG_WEISS_SCHWARZ_ABILITY_VERSION 1u
#define CG_WEISS_SCHWARZ_ABILITIES_MAX 64    /* registered abilities of a game */
#define CG_WEISS_SCHWARZ_ABILITY_NAME_CAP 64 /* names have 1..63 bytes */

/* When apply_to_board runs. */
typedef enum cg_weiss_schwarz_occasion {
    CG_WEISS_SCHWARZ_ON_PLAY = 0,      /* its card was played (before it goes to its place) */
    CG_WEISS_SCHWARZ_ON_APPLY = 1,     /* cg_weiss_schwarz_apply_ability */
    CG_WEISS_SCHWARZ_ON_TURN_START = 2 /* a continuous use at the start of a turn: no choice */
} cg_weiss_schwarz_occasion;

/* One use of an ability. Callbacks that receive it non-const may set target,
   lasting and value (the rest is read only). */
struct cg_weiss_schwarz_use {
    int32_t ability;    /* its code */
    int32_t player;     /* who applied it: the source card's owner */
    int32_t source;     /* the card whose ability it is */
    int32_t continuity; /* cg_weiss_schwarz_continuity */
    int32_t occasion;   /* cg_weiss_schwarz_occasion */
    int32_t target;     /* a character on a stage the use is about (AB's), -1 none;
                           a lasting use ends when its target leaves the stage */
    int32_t lasting;    /* set to 1: the use enters the stack when its resolution ends */
    int32_t value;      /* the use's memory: from reset, then as the callbacks leave it */
};

/* The player's answer to a choice (the move that made it). */
typedef struct cg_weiss_schwarz_answer {
    int32_t kind;   /* cg_weiss_schwarz_choice_kind */
    int32_t player; /* DECK, ORDER: the deck's owner; STAGE, SIDE: whose card or hand */
    int32_t card;   /* STAGE, SIDE: the chosen character; -1 otherwise (a hand, a deck) */
    int32_t hand;   /* SIDE: 1 when "a random card of that hand" was chosen, else 0 */
} cg_weiss_schwarz_answer;

/* Bits of cg_weiss_schwarz_ability_ops.choices: the choices an ability may ask. */
#define CG_WEISS_SCHWARZ_ASKS(kind) (1u << (kind))

typedef struct cg_weiss_schwarz_ability_ops {
    unsigned version; /* CG_WEISS_SCHWARZ_ABILITY_VERSION; members are only ever appended */
    const char *name; /* NOMBRE_HABILIDAD: 1..63 bytes, unique in the game, not a code
                         A1..AC nor a built-in name, no '|', ':', '"' or control
                         character, no blank at either end; copied */
    const char *text; /* obtener_texto: what it does, for people; copied (NULL: "") */
    void *user;       /* the first argument of every callback */
    unsigned choices; /* CG_WEISS_SCHWARZ_ASKS(kind) for each kind it may ask
                         (DECK, ORDER, STAGE, SIDE); 0: it asks nothing */
    /* aplicar_en_tablero: resolves a use (required). */
    cg_status (*apply_to_board)(void *user, cg_state *state, cg_weiss_schwarz_use *use);
    /* A choice was answered (required when choices is not 0). */
    cg_status (*choose)(void *user, cg_state *state, cg_weiss_schwarz_use *use,
                        const cg_weiss_schwarz_answer *answer);
    /* aplicar_en_carta: the power of `card`, a stage character, with this use
       acting on it, given its power before. Called whenever a power is
       computed, so it must give the same answer for the same arguments. The
       result is kept within 0..CG_WEISS_SCHWARZ_POWER_MAX. NULL: it acts on no
       character's power. */
    int32_t (*apply_to_card)(void *user, const cg_state *state, const cg_weiss_schwarz_use *use,
                             int card, int32_t power);
    /* revertir_en_carta: the use stopped acting on `card` (may be NULL). */
    void (*revert_on_card)(void *user, const cg_state *state, const cg_weiss_schwarz_use *use,
                           int card);
    /* revertir_en_tablero: the end of a turn, or the use's removal (may be NULL). */
    cg_status (*revert_on_board)(void *user, cg_state *state, const cg_weiss_schwarz_use *use);
    /* resetear_habilidad: sets a new use's value (NULL: 0). */
    void (*reset)(void *user, cg_weiss_schwarz_use *use);
    /* Releases user when the game is freed, or at once when registering fails
       (may be NULL); it runs once per table. */
    void (*release)(void *user);
} cg_weiss_schwarz_ability_ops;

#define CG_WEISS_SCHWARZ_ABILITY_INIT                                                              \
    {                                                                                              \
        CG_WEISS_SCHWARZ_ABILITY_VERSION, NULL, NULL, NULL, 0u, NULL, NULL, NULL, NULL, NULL,      \
            NULL, NULL                                                                             \
    }

/* cg_game_new("weiss_schwarz", params) with `count` abilities registered
   (copied; abilities may be NULL when count is 0): the decks may then name
   them. The game's parameters gain "abilities=NAME|NAME..." (their names in
   order), so that states saved by it load only into a game that registers
   the same ones; cg_game_new refuses that key with names it does not know.
   CG_EINVAL names the table and the member that is wrong (version, name,
   apply_to_board, choose, choices). */
CG_API cg_status cg_weiss_schwarz_game_new(const char *params,
                                           const cg_weiss_schwarz_ability_ops *abilities,
                                           size_t count, cg_game **out);
/* For a callback that fails: sets cg_last_error() to "message" and returns
   status (a status other than CG_OK; CG_EINVAL for CG_OK or one out of range;
   a NULL message is ""). */
CG_API cg_status cg_weiss_schwarz_ability_fail(cg_status status, const char *message);
/* The number of abilities of a game (12 built in plus those registered; the
   codes are 1..that), -1 for a bad game. */
CG_API int cg_weiss_schwarz_ability_total(const cg_game *game);
/* An ability by code: its name and its text (owned by the game). */
CG_API cg_status cg_weiss_schwarz_ability_name(const cg_game *game, int ability, const char **out);
CG_API cg_status cg_weiss_schwarz_ability_text(const cg_game *game, int ability, const char **out);
/* The code of an ability given by code ("A5") or name, as deck files give it. */
CG_API cg_status cg_weiss_schwarz_ability_find(const cg_game *game, const char *name, int *out);

/* ---- 1.1: board operations (the seed's TableroJuego, for abilities) ------

   On a running game; CG_EOVER on a finished one, CG_EINVAL for bad arguments,
   the state unchanged on failure. They keep every rule that follows a change:
   a clock of 7 levels up, a level of max_level ends the game, a character
   that leaves the stage ends the uses about it (each after its
   revert_on_board: destroy and move_card then return the first failing
   callback's status, the card moved all the same), what each player knows. */

/* Lanza un dado: 1..6 from the state's generator. */
CG_API cg_status cg_weiss_schwarz_roll_die(cg_state *state, int *face);
/* Lanza una moneda: 1 heads, 0 tails, from the state's generator. */
CG_API cg_status cg_weiss_schwarz_flip_coin(cg_state *state, int *heads);
/* remover_carta: the character in `player`'s slot (0..4) goes to its waiting room. */
CG_API cg_status cg_weiss_schwarz_destroy(cg_state *state, int player, int slot);
/* Moves a card, face up, from wherever it is (a zone, the stage, the climax
   area) onto one of its owner's zones: the top of the deck or the stock, the
   end of the others. Not the card resolving nor those an A2 holds. */
CG_API cg_status cg_weiss_schwarz_move_card(cg_state *state, int card, int zone);
/* robar_cartas(jugador, 1): the top card of `player`'s deck goes to the hand,
   unseen by the opponent (an empty deck first takes the shuffled waiting
   room); *card is the card drawn, -1 when there was none. card may be NULL. */
CG_API cg_status cg_weiss_schwarz_draw(cg_state *state, int player, int *card);
/* Mazo.mezclar: shuffles `player`'s deck. */
CG_API cg_status cg_weiss_schwarz_shuffle_deck(cg_state *state, int player);
/* Only while a use resolves (in apply_to_board or choose, occasion ON_PLAY or
   ON_APPLY), in a main phase, for an ability whose choices include the kind:
   asks the player to move for a choice of kind DECK (own or opponent's deck),
   STAGE (a character on either stage) or SIDE (a character of `side`, a
   player, or a random card of its hand); side is -1 for DECK and STAGE.
   CG_EINVAL when nothing could be chosen (no character; no character and no
   card in hand) or the applying player is not to move. */
CG_API cg_status cg_weiss_schwarz_ask(cg_state *state, int kind, int side);
/* The same for ORDER: takes the top 5 cards of `owner`'s deck (fewer when it
   is shorter), which the player puts back one at a time, each on top; one
   card goes back by itself. *count is the number taken (may be NULL); choose
   is called with kind ORDER when all are back. */
CG_API cg_status cg_weiss_schwarz_look_at_top(cg_state *state, int owner, int *count);

/* ---- A bot ------------------------------------------------------------- */

/* A move for the player to move, chosen by simple heuristics (it beats random
   play; see the README). Deterministic. CG_EOVER on a finished game. The bot
   catalogue has it as "heuristic" (cg_bot_new(game, "heuristic", NULL, &bot)),
   next to "random" and "mcts". */
CG_API cg_status cg_weiss_schwarz_bot_move(const cg_state *state, cg_move *out);

#ifdef __cplusplus
}
#endif

#endif /* CARDGAMES_WEISS_SCHWARZ_H */
