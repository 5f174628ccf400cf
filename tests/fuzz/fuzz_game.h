/*
 * A game's own fuzz target: fuzz_<game>.c names its game (and the parameters
 * of the game the target plays) and gives the reader only that game has;
 * fuzz_game.c gives LLVMFuzzerTestOneInput, where the first byte of the input
 * chooses (modulo 3) what the rest is:
 *
 *   0  the game's own lines of a saved state, inside a valid frame: whatever
 *      loads keeps every promise of a state and plays on, each move chosen by
 *      the next byte;
 *   1  a byte (how many random moves to play from a new game) and a move
 *      text: a text that reads names a legal move, which applies;
 *   2  the input of the game's own reader (fuzz_game_reader).
 */
#ifndef CG_FUZZ_GAME_H
#define CG_FUZZ_GAME_H

#include "fuzz.h"

/* The game's name in the catalogue and the parameters of its target's game
   (NULL: the defaults). */
extern const char fuzz_game_name[];
extern const char *const fuzz_game_params;

/* The game of the target, made once. */
const cg_game *fuzz_target_game(void);

/* Reads the input with the game's own reader and checks what it promises. */
void fuzz_game_reader(fuzz_input *in);

/* Checks every promise of s, plays on by the input's bytes (at most max
   moves, the first legal move once the input is used up) and checks again. */
void fuzz_game_play(cg_state *s, fuzz_input *in, size_t max);

#endif
