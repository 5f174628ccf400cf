/*
 * Weiss-Fiuba-Schwarz — typed access to the game "weiss_schwarz" of libcardgames:
 * a reduced Weiss Schwarz card game with an ability stack and twelve abilities.
 *
 * Players: 0 is Weiss, 1 is Schwarz. Each plays a 50-card deck; a card is named
 * by a card id, player * 50 + its index among the deck file's cards (0..49,
 * in file order), so ids 0..49 are Weiss's cards and 50..99 Schwarz's.
 *
 * Parameters (cg_game_new("weiss_schwarz", params)):
 *   weiss_deck=PATH          Weiss's deck file (default: empty, the deck compiled in)
 *   schwarz_deck=PATH        Schwarz's deck file (default: empty, the deck compiled in)
 *   max_level=1..9           the level at which a player loses (default 4)
 *   front_slots=3            fixed in this version
 *   back_slots=2             fixed in this version
 *   direct_attack_bonus=0..9 damage added to a direct attack (default 0)
 *   max_turns=0..1000000     0: no limit; otherwise the game is a draw once that
 *                            many turns have ended (default 1000)
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
 * Words are read in any case and card names ignoring ASCII case. Cards of the
 * same name in hand are one move (the one held longest is used).
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
 *   choose own/opponent deck                     2 if either deck has an A1 or A2 card
 *   choose NAME                                  M if either deck has an A2 card
 *   choose at own SLOT 0..4                      5 if a deck has an AA, AB or AC card
 *                                                  and a character
 *   choose at opponent SLOT 0..4                 5 if a deck has an AA, AB or AC card
 *                                                  and the other deck a character
 *   choose own/opponent hand                     2 if either deck has an AC card
 * so that action_count = 3 + M + P + 3c + 2d + aM + 5s + 5t + 2h, P the play
 * actions, c d a s t h the conditions (0 or 1). A card can be played when its
 * level is below max_level and, unless it is a level 0 character or event, its
 * deck holds another card of its color (the clock or level must show one).
 * The default decks give M = 19 and 125 actions.
 *
 * Observation (cg_state_observation): one dimension, a flat vector whose
 * slices (status, phase, counts, per-name zones, known deck tops, stage slots,
 * the pending choice, the ability stack) are listed in
 * lib/games/weiss_schwarz/README.md; its size depends on M:
 * 195 + 74M floats (1601 by default).
 *
 * Hidden information (cg_state_resample): a player sees its own hand and every
 * face-up zone, the stock included (each stock card was revealed as a
 * trigger), and knows the deck tops its A2s showed it and, of the opponent's
 * cards, lower bounds on how many of a name are in its hand and in its deck;
 * the render shows all of it. Resampling for a viewer redraws the order of its
 * own deck under the top it knows, and the opponent's hand and deck within
 * those bounds; the README says exactly how.
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
 *   ability P CARD continuous|temporary [TARGET]
 *   pending none | ABILITY CARD DEST deck|stage | A2 CARD DEST order P INDEX...
 *           | AC CARD DEST side P
 *   P knows top W S hand INDEX... deck INDEX...     optional, at most once per player
 *                               (weiss first): P knows the top W cards of Weiss's deck
 *                               and S of Schwarz's in order, and that the opponent's
 *                               hand and deck hold at least a card of each INDEX's name
 *                               per time it is listed (INDEX: the opponent's cards)
 * where CARD is P:INDEX ("weiss:12") and DEST a slot word, climax or waiting.
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

/* Reads a deck file's text (len bytes; NUL bytes in it are refused): one card
   per line, fields separated by '|', no header; blank lines are skipped.
     CHARACTER|name|color|trigger|ability|flavor|level|cost|power|soul|subtype1,subtype2
     EVENT|name|color|trigger|ability|flavor|level|cost
     CLIMAX|name|color|trigger|ability|flavor
   ability is empty, a space, A1..A9, AA, AB, AC, or A5:amount:subtype.
   The deck has exactly 50 cards, at most 4 of one name (copies of a name must
   be identical lines up to spaces around subtypes), at most 8 climaxes.
   Any violation is CG_EPARSE with "SOURCE, line N: reason"; source names the
   text in messages (NULL: "deck"). *out is written only on success. */
CG_API cg_status cg_weiss_schwarz_deck_parse(const char *text, size_t len, const char *source,
                                             cg_weiss_schwarz_deck *out);
/* The same from a file (CG_EIO when it cannot be read); messages name the path. */
CG_API cg_status cg_weiss_schwarz_deck_load(const char *path, cg_weiss_schwarz_deck *out);

/* A card of a game's decks by id (0..99). */
CG_API cg_status cg_weiss_schwarz_card_info(const cg_game *game, int card,
                                            cg_weiss_schwarz_card *out);

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
                        area, 6 the waiting room */
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

/* An active power modifier (A5 or AB), in the order they were applied. */
typedef struct cg_weiss_schwarz_active {
    int32_t player;     /* who applied it (the source card's owner) */
    int32_t source;     /* the card whose ability it is */
    int32_t ability;    /* CG_WEISS_SCHWARZ_A5 or CG_WEISS_SCHWARZ_AB */
    int32_t continuity; /* cg_weiss_schwarz_continuity */
    int32_t target;     /* AB: the character whose power becomes 0; A5: -1 */
    int32_t amount;     /* A5: the power added; AB: 0 */
} cg_weiss_schwarz_active;

/* The number of active abilities (-1 for a bad state) and the i-th of them. */
CG_API int cg_weiss_schwarz_ability_count(const cg_state *state);
CG_API cg_status cg_weiss_schwarz_ability_at(const cg_state *state, int i,
                                             cg_weiss_schwarz_active *out);

/* aplicar_habilidad_sobre_tablero(jugador, habilidad, continuidad): puts the
   power modifier of card `source` (an A5 or AB) on top of the stack for
   `player` (its owner) and applies it to the board. A continuous one needs a
   character source on its owner's stage; events and climaxes only give
   temporary ones. AB needs `target`, a character on either stage; A5 takes -1.
   One-shot abilities enter no stack: they resolve when their card is played.
   These six operations change a running game only: on a finished one they
   return CG_EOVER and change nothing. */
CG_API cg_status cg_weiss_schwarz_apply_ability(cg_state *state, int player, int source,
                                                int continuity, int target);
/* remover_habilidad(jugador, habilidad): every modifier that `player` applied
   from card `source` leaves the stack (and stops acting); CG_EINVAL when none. */
CG_API cg_status cg_weiss_schwarz_remove_ability(cg_state *state, int player, int source);
/* aplicar_habilidades_en_carta(carta): the active modifiers act on that
   character (on a stage) again, in the order they were applied. */
CG_API cg_status cg_weiss_schwarz_apply_abilities_to_card(cg_state *state, int card);
/* revertir_habilidades_sobre_carta(carta): the modifiers on the stack now stop
   acting on that character, newest first, until they are applied to it again
   (by the function above or the start of a turn); modifiers applied later act
   on it. */
CG_API cg_status cg_weiss_schwarz_revert_abilities_on_card(cg_state *state, int card);
/* terminar_turno: every modifier is reverted on every character, newest first;
   temporary ones leave the stack, continuous ones stay for the next turn in
   their order. Modifiers applied after it act. */
CG_API cg_status cg_weiss_schwarz_end_turn(cg_state *state);
/* iniciar_turno: the modifiers left on the stack act on every character again,
   in their original order. */
CG_API cg_status cg_weiss_schwarz_start_turn(cg_state *state);

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
