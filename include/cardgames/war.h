/*
 * War — typed access to the game "war" of libcardgames.
 *
 * Parameters (cg_game_new("war", params)):
 *   facedown=1|2|3   cards each player puts face down in a war (default 3)
 *   deck=PATH        a deck file, dealt in file order (default: empty, a
 *                    standard deck shuffled by the state's seed)
 *   max_rounds=N     0 for no limit (default), else the game is a draw after N rounds
 *   cards=C,C,...    the deal itself, 52 cards separated by commas in the order
 *                    a deck file lists them ("cards=AS,2d,..."; blanks around
 *                    each ignored), checked as a deck file is, with CG_EINVAL:
 *                    "war: parameter 'cards' wants 52 cards, not 51",
 *                    "... names cards more than once: QH,9D",
 *                    "... has cards not formatted correctly: 1S"; not with
 *                    deck=. cg_game_params writes it (canonical: upper case, no
 *                    blanks) only when it was given, so that the parameters of
 *                    a game without it, and its saved states, read as in 1.0.
 *
 * Moves: every state has exactly one legal move, the next step of the game:
 *   CG_WAR_PLAY (0, "play"), CG_WAR_WAR (1, "war"), CG_WAR_COLLECT (2, "collect").
 * Move texts are read in any ASCII case ("PLAY", "War", " collect ") and
 * written in lower case.
 *
 * Actions (cg_game_action_of): the move codes, action = code, 3 actions in
 * every configuration. The legal mask holds the next step alone.
 *
 * Observation (cg_state_observation): 142 floats, shape {142}, what the render
 * shows a player, seen from that player (own slices first, then the
 * opponent's): face-up cards on the table by card (2 x 52), the rank of each
 * newest face-up card (2 x 13, one-hot), hand sizes / 52 (2), cards a side on
 * the table and of them face down / 26 (2), the next step (4, one-hot: play,
 * war, collect, over), rounds r as r / (r + 100), wars w as w / (w + 10), the
 * share of max_rounds used (0 without a limit), facedown / 3. The README lists
 * the offsets.
 *
 * Hidden information (cg_state_resample): both players see the same, so
 * resampling does not depend on the viewer. The order of the hands, of the
 * cards a collect puts at the bottom, and the face-down cards are hidden;
 * what the players remember is kept as pools (groups of hidden places, each
 * made by a collect, holding the face-up cards it took and every pool the
 * table held whole; a war that draws part of a pool forgets it). Resampling
 * keeps every remembered card in its pool, deals the others uniformly over the
 * hidden places left and orders each pool uniformly. With deck=, the deal is
 * known card by card. The README tells the whole model and its saved form.
 *
 * Players: index 0 is the seed's "player 1" (left end of the table), index 1
 * its "player 2" (right end). Renders name them by index ("Player 0: 26
 * cards", "Game over: player 1 wins with all 52 cards").
 *
 * Saved states: the loader refuses positions play cannot make, among them
 * finished games the rules cannot end: an end comes after a round, and
 * without a player holding 52 cards it is a draw at the round limit or for
 * want of cards in a war, with 26 cards each.
 */
#ifndef CARDGAMES_WAR_H
#define CARDGAMES_WAR_H

#include "cardgames.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CG_WAR_DECK_SIZE 52

/* A card: rank * 4 + suit. Ranks 0..12 are 2 3 4 5 6 7 8 9 0(ten) J Q K A, suits
   0..3 are D C H S. Its text is two characters, rank then suit ("0H"). */
typedef uint8_t cg_war_card;

/* The steps of the game; the first three are also the move codes. */
typedef enum cg_war_step {
    CG_WAR_PLAY = 0,
    CG_WAR_WAR = 1,
    CG_WAR_COLLECT = 2,
    CG_WAR_OVER = 3
} cg_war_step;

/* The seed's compare_cards: 0 for equal ranks, 1 when card1 ranks higher, 2
   when card2 does; -1 when either is not a well-formed card ("QS", "0h"). */
CG_API int cg_war_compare_cards(const char *card1, const char *card2);

/* A card from its text: rank character then suit, the suit in either case. */
CG_API cg_status cg_war_card_parse(const char *text, cg_war_card *out);
/* The two-character text of a card ("" and 0 for a value over 51). */
CG_API size_t cg_war_card_name(cg_war_card card, char *buf, size_t cap);

/* Validates a deck file's text (len bytes) and stores its 52 cards in file
   order. Failures are CG_EPARSE with the exact messages of the rules:
     "Error : Number of cards in the file is 42."
     "Error:Duplicates found in the input file:QH,9D"
     "Error:Following cards not formatted correctly:2B,1QD,17C,100Z"
   Entries are listed as written (a control character shown as '?'), whole
   when the list fits in a message (cg_last_error holds 4095 characters);
   otherwise each entry longer than 64 bytes is shown by its first 40 bytes
   (never cutting a UTF-8 character), "..." and its length:
   "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA...(100 bytes)". */
CG_API cg_status cg_war_deck_parse(const char *text, size_t len,
                                   cg_war_card deck[CG_WAR_DECK_SIZE]);
/* The same from a file. A missing or unreadable file is CG_EIO with
   "Incorrect filename or file does not exist"; a file over 16 MiB, which is
   not read, CG_EIO with
   "Error : The file is larger than the 16 MiB limit (16777216 bytes)." */
CG_API cg_status cg_war_deck_load(const char *path, cg_war_card deck[CG_WAR_DECK_SIZE]);

/* The table as the seed's onTable prints it: "[QS, XX, XX, XX, AS | AD, XX, XX, XX, 8S]",
   face-down cards as XX, "[ | ]" when empty. */
CG_API size_t cg_war_table_text(const cg_state *state, char *buf, size_t cap);
/* The cards on the table, left to right (the seed's cards_list), and for each
   1 when face up, 0 when face down (faceUp_list); either buffer may be NULL.
   Returns the number of cards on the table (-1 for a bad state). */
CG_API int cg_war_table_cards(const cg_state *state, cg_war_card *cards, uint8_t *face_up,
                              size_t cap);
/* How many of the table's cards a player put there (player 0's are the leftmost). */
CG_API int cg_war_table_count(const cg_state *state, int player);

/* Cards in a player's hand (-1 for a bad state or player). */
CG_API int cg_war_hand_count(const cg_state *state, int player);
/* A player's hand in play order (the front card first); returns the count. */
CG_API int cg_war_hand(const cg_state *state, int player, cg_war_card *out, size_t cap);

/* The step that comes next (CG_WAR_OVER at the end; -1 for a bad state). */
CG_API int cg_war_next_step(const cg_state *state);
/* Rounds begun (each `play`) and wars fought (each `war`) so far. Both stop
   at 4294967295 (UINT32_MAX) instead of wrapping to 0, and stay there. */
CG_API uint32_t cg_war_rounds(const cg_state *state);
CG_API uint32_t cg_war_wars(const cg_state *state);

#ifdef __cplusplus
}
#endif

#endif /* CARDGAMES_WAR_H */
