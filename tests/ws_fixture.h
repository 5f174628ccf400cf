/* Helpers of the Weiss-Fiuba-Schwarz suites: games on the test decks, positions
   written in the saved form with defaults, and moves by their text. */
#ifndef CG_TESTS_WS_FIXTURE_H
#define CG_TESTS_WS_FIXTURE_H

#include <stdbool.h>

#include "cardgames/cardgames.h"
#include "cardgames/weiss_schwarz.h"

/* The test deck (tests/data/weiss_schwarz/test_deck.csv) for both players.
   Card indices: */
enum {
    TD_SQUIRE = 0,     /* 0..3   yellow L0 1000 soul 1, Knight */
    TD_GUARD = 4,      /* 4..7   red L0 2000 trigger 1, Knight Soldier */
    TD_APPRENTICE = 8, /* 8..11  blue L0 1500, A5 +1000 Knight, Mage */
    TD_VETERAN = 12,   /* 12..15 green L1 cost 1 5000 soul 2 trigger 2, Knight */
    TD_CHAMPION = 16,  /* 16..17 red L2 cost 2 9000 soul 3, Knight */
    TD_SABOTEUR = 18,  /* yellow L0 500, AB, Rogue */
    TD_HERALD = 19,    /* blue L0 1200, A4, Mage */
    TD_SPELL = 20,     /* 20..31 yellow L0 events "Spell A1".."Spell AC" (A5 +2000 Knight) */
    TD_COSTLY = 32,    /* green L1 cost 2 event */
    TD_TALL = 33,      /* blue L2 event */
    TD_BANNER = 34,    /* 34..37 red climax, trigger 1 */
    TD_RALLY = 38,     /* 38..39 yellow climax, A5 +1000 Knight */
    TD_SMOKE = 40,     /* green climax, AB */
    TD_FOOTMAN = 41,   /* 41..44 yellow L0 1500 trigger 1, Soldier */
    TD_ARCHER = 45,    /* 45..48 green L0 2500, Soldier */
    TD_CAPTAIN = 49    /* blue L1 4000, A5 +500 Soldier, Knight */
};
#define TD_SPELL_OF(a) (TD_SPELL + (a)-1) /* a = 1..12 for A1..AC */

enum { W = CG_WEISS_SCHWARZ_WEISS, S = CG_WEISS_SCHWARZ_SCHWARZ };
enum {
    DECK = CG_WEISS_SCHWARZ_DECK,
    HAND = CG_WEISS_SCHWARZ_HAND,
    CLOCK = CG_WEISS_SCHWARZ_CLOCK,
    LEVEL = CG_WEISS_SCHWARZ_LEVEL,
    STOCK = CG_WEISS_SCHWARZ_STOCK,
    WAITING = CG_WEISS_SCHWARZ_WAITING,
    REMOVED = CG_WEISS_SCHWARZ_REMOVED
};

/* The game of a test case's fixture: ws_setup makes it on the test deck,
   ws_teardown frees it. */
extern cg_game *game;
void ws_setup(void);
void ws_teardown(void);

/* A game on the test deck (both players) with extra parameters (or NULL). */
cg_game *ws_test_game(const char *extra);
/* A game with the given deck files under the test data folder. */
cg_game *ws_test_game_decks(const char *weiss, const char *schwarz, const char *extra);
/* The path of a file of the test data folder (a static buffer). */
const char *ws_test_path(const char *file);
/* A text written to a new temporary file: its path (malloc'd; remove the
   file and free the path when done). */
char *ws_temp_file(const char *text);
/* A game whose Weiss deck is this text (Schwarz: the test deck), with
   `count` abilities registered (cg_weiss_schwarz_game_new); NULL when the
   game is refused (cg_last_error() says why). */
cg_game *ws_game_of_deck_text(const char *weiss_text, const cg_weiss_schwarz_ability_ops *abilities,
                              size_t count);
/* The same with both decks' texts (schwarz_text NULL: the test deck). */
cg_game *ws_game_of_deck_texts(const char *weiss_text, const char *schwarz_text,
                               const cg_weiss_schwarz_ability_ops *abilities, size_t count);

/* Generator words for positions whose chance does not matter. */
#define WS_RNG_DEFAULT "0000000000000001 0000000000000002 0000000000000003 0000000000000004"

/* A position from lines of the saved form; missing lines take defaults
   (turn 1, first weiss, phase main1, empty zones and stages, no abilities,
   no choice) and every card not placed goes to its owner's deck, under the
   cards the spec puts there (in index order). "ability ..." lines are counted;
   "weiss knows ..." and "schwarz knows ..." lines are copied after "pending". */
cg_state *ws_position(const cg_game *game, const char *spec);
/* The same with the generator's four words (16 hexadecimal digits each). */
cg_state *ws_position_rng(const cg_game *game, const char *spec, const char *rng);
/* Generator words that differ from seed to seed (a static buffer). */
const char *ws_rng_words(int seed);
/* The text ws_position would load (malloc'd). */
char *ws_position_text(const cg_game *game, const char *spec, const char *rng);

/* Every one of the 100 cards is in exactly one place (zones, stages, climax
   areas, the card resolving and the cards an A2 holds). */
void ws_assert_every_card_once(const cg_state *state);

/* Moves by text: the move must parse and be legal. */
cg_move ws_move(const cg_state *state, const char *text);
void ws_do(cg_state *state, const char *text);
/* Whether a legal move has exactly this text. */
bool ws_offers(const cg_state *state, const char *text);
/* The number of legal moves. */
int ws_move_count(const cg_state *state);

/* The card indices (of the player's own cards) in a zone, as "1 2 3". */
const char *ws_zone_text(const cg_state *state, int player, int zone);
int ws_zone_count(const cg_state *state, int player, int zone);
/* The card index in a slot, -1 when empty. */
int ws_slot(const cg_state *state, int player, int slot);
/* "from from+1 ... to" (one of four rotating static buffers). */
const char *ws_range(int from, int to);
/* The saved text (malloc'd). */
char *ws_saved(const cg_state *state);
/* The render for a viewer (a static buffer). */
const char *ws_render_for(const cg_state *state, int viewer);

#endif
