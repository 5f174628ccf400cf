/* War positions for the suites of resampling and of learning code: typed in
   the saved form (the game's lines, which may carry the memory marks "@q" and
   ":q"), loaded, and read back. */
#ifndef CG_TESTS_WAR_POSITIONS_H
#define CG_TESTS_WAR_POSITIONS_H

#include <check.h>

#include "cardgames/war.h"

#define WAR_TEXT_CAP 8192

cg_game *war_new_game(const char *params);
/* Loads the game's lines of a saved form (generator words 1 2 3 4, move 0). */
cg_state *war_load_body(const cg_game *g, const char *body);
/* The status of loading them; the state is freed. */
cg_status war_try_body(const cg_game *g, const char *body);
/* The cards no text of `used` names, in card order, space-separated. */
void war_unused_cards(const char *used, char *out, size_t cap);
/* A position to play `next` from: each hand begins with the cards given, the
   table is as given, then every card they do not name goes to the back of
   hand 1 (the first `extra1`, in card order) or of hand 2 (the rest), in no
   pool. Rounds are 1 but for 'play', wars 20 when the table has a war. */
cg_state *war_position(const cg_game *g, const char *next, const char *hand1, const char *hand2,
                       int extra1, const char *table);
/* facedown=1, next 'war': 25 cards on each side of the table (a face-up card
   and twelve wars, the newest face-up cards KD and KS tie), the first
   `extra1` of the other two cards in hand 1, the rest in hand 2. */
cg_state *war_both_short(const cg_game *g, int extra1);

void war_apply_text(cg_state *s, const char *text);
/* A line of the state's saved form that begins with `key` (to the newline,
   in a static buffer), "" when there is none. */
const char *war_saved_line(const cg_state *s, const char *key);
/* The memory mark of a card in a saved line ("@3", ":3", "" for none). */
const char *war_mark_of(const char *line, const char *card);
/* A player's hand, and the table left to right with its face-up flags. */
int war_hand_of(const cg_state *s, int player, cg_war_card *out);
int war_table_of(const cg_state *s, cg_war_card *cards, uint8_t *face_up);
cg_war_card war_card(const char *text);
/* Every one of the 52 cards is in exactly one hand or table place. */
void war_assert_52_cards(const cg_state *s);

#endif
