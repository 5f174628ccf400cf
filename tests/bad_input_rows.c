/*
 * The rows of the generic API (see bad_input.h), run once or for every game
 * of the catalogue, and the list of every game's rows (bad_input_<game>.c:
 * its parameters, move texts, saved lines, data files and typed functions).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"

/* ---- the rows ---- */


static const bad_row generic_rows[] = {
    /* Games: names and parameters. */
    {ONCE, "NULL game name", call_game_new_name, "NULL", CG_EINVAL, "cg_game_new: name is NULL"},
    {ONCE, "empty game name", call_game_new_name, "", CG_ENOGAME, "no game named ''"},
    {ONCE, "unknown game", call_game_new_name, "chess", CG_ENOGAME, "no game named 'chess' (the catalogue has: "},
    {ONCE, "game name of 1 MB", call_game_new_name, "huge", CG_ENOGAME, "no game named 'wwwww"},
    {ONCE, "game name with a control byte", call_game_new_name, "war\x01", CG_ENOGAME, "no game named 'war?'"},
    {EVERY, "game name with a trailing space", call_game_new_name, "{game} ", CG_ENOGAME, "no game named '{game} '"},
    {EVERY, "NULL out of cg_game_new", call_game_new_out_null, "", CG_EINVAL, "cg_game_new: out is NULL"},
    {EVERY, "unknown parameter", call_game_params, "no_such_key=1", CG_EINVAL, "{game}: unknown parameter 'no_such_key' (known: "},
    {EVERY, "parameter without a key", call_game_params, "=1", CG_EPARSE, "{game}: parameter '=1' has no key before '='"},
    {EVERY, "parameter without '='", call_game_params, "{key}", CG_EPARSE, "{game}: parameter '{key}' has no '=' (write key=value)"},
    {EVERY, "parameter given twice", call_game_params, "{key}={value};{key}={value}", CG_EINVAL, "{game}: parameter '{key}' is given twice"},
    {EVERY, "parameter key in upper case", call_game_params, "{KEY}={value}", CG_EINVAL, "{game}: unknown parameter '{KEY}'"},
    {EVERY, "parameter with a control byte", call_game_params, "{key}\x02={value}", CG_EINVAL, "unknown parameter '{key}?'"},
    {EVERY, "parameters of only separators", call_game_params, " ; ;;  ;", CG_OK, NULL},
    {EVERY, "canonical parameters with spaces", call_game_params, " {key} = {value} ;", CG_OK, NULL},
    {ONCE, "cg_game_name(NULL)", call_game_queries_null, "name", CG_EINVAL, "cg_game_name: game is NULL"},
    {ONCE, "cg_game_num_players(NULL)", call_game_queries_null, "num_players", CG_EINVAL, "cg_game_num_players: game is NULL"},
    {ONCE, "cg_game_max_moves(NULL)", call_game_queries_null, "max_moves", CG_EINVAL, "cg_game_max_moves: game is NULL"},
    {ONCE, "cg_game_params(NULL)", call_game_queries_null, "params", CG_EINVAL, "cg_game_params: game is NULL"},
    {ONCE, "cg_game_free(NULL)", call_game_queries_null, "free", CG_OK, NULL},

    /* States: NULL everywhere. */
    {ONCE, "cg_state_new(NULL game)", call_state_new, "NULL game", CG_EINVAL, "cg_state_new: game is NULL"},
    {EVERY, "cg_state_new(NULL out)", call_state_new, "NULL out", CG_EINVAL, "cg_state_new: out is NULL"},
    {EVERY, "cg_state_new with the largest seed", call_state_new, "0xffffffffffffffff", CG_OK, NULL},
    {EVERY, "cg_state_new with seed 0", call_state_new, "0", CG_OK, NULL},
    {ONCE, "cg_state_clone(NULL state)", call_state_clone, "NULL state", CG_EINVAL, "cg_state_clone: state is NULL"},
    {EVERY, "cg_state_clone(NULL out)", call_state_clone, "NULL out", CG_EINVAL, "cg_state_clone: out is NULL"},
    {EVERY, "cg_state_copy(NULL dst)", call_state_copy, "NULL dst", CG_EINVAL, "cg_state_copy: dst is NULL"},
    {EVERY, "cg_state_copy(NULL src)", call_state_copy, "NULL src", CG_EINVAL, "cg_state_copy: src is NULL"},
    {EVERY, "cg_state_copy of another game's state", call_state_copy, "foreign into state", CG_EINVAL, "cg_state_copy: states of different games ('{game}'"},
    {EVERY, "cg_state_copy into another game's state", call_state_copy, "state into foreign", CG_EINVAL, "cg_state_copy: states of different games ('{other}'"},
    {ONCE, "cg_state_game(NULL)", call_state_queries_null, "game", CG_EINVAL, "cg_state_game: state is NULL"},
    {ONCE, "cg_state_current_player(NULL)", call_state_queries_null, "current_player", CG_EINVAL, "cg_state_current_player: state is NULL"},
    {ONCE, "cg_state_is_terminal(NULL)", call_state_queries_null, "is_terminal", CG_EINVAL, "cg_state_is_terminal: state is NULL"},
    {ONCE, "cg_state_winner(NULL)", call_state_queries_null, "winner", CG_EINVAL, "cg_state_winner: state is NULL"},
    {ONCE, "cg_state_returns(NULL)", call_state_queries_null, "returns", CG_EINVAL, "cg_state_returns: state is NULL"},
    {ONCE, "cg_state_move_number(NULL)", call_state_queries_null, "move_number", CG_EINVAL, "cg_state_move_number: state is NULL"},
    {ONCE, "cg_state_legal_moves(NULL)", call_state_queries_null, "legal_moves", CG_EINVAL, "cg_state_legal_moves: state is NULL"},
    {ONCE, "cg_state_is_legal(NULL)", call_state_queries_null, "is_legal", CG_EINVAL, "cg_state_is_legal: state is NULL"},
    {ONCE, "cg_move_to_string(NULL)", call_state_queries_null, "move_to_string", CG_EINVAL, "cg_move_to_string: state is NULL"},
    {ONCE, "cg_state_render(NULL)", call_state_queries_null, "render", CG_EINVAL, "cg_state_render: state is NULL"},
    {ONCE, "cg_state_save(NULL)", call_state_queries_null, "save", CG_EINVAL, "cg_state_save: state is NULL"},
    {ONCE, "cg_state_hash(NULL)", call_state_queries_null, "hash", CG_EINVAL, "cg_state_hash: state is NULL"},
    {ONCE, "cg_state_equal(NULL, s)", call_state_queries_null, "equal a", CG_EINVAL, "cg_state_equal: a is NULL"},
    {ONCE, "cg_state_equal(s, NULL)", call_state_queries_null, "equal b", CG_EINVAL, "cg_state_equal: b is NULL"},
    {ONCE, "cg_state_free(NULL)", call_state_queries_null, "free", CG_OK, NULL},
    {ONCE, "cg_state_apply(NULL)", call_apply_null, "", CG_EINVAL, "cg_state_apply: state is NULL"},
    {ONCE, "cg_state_playout(NULL)", call_playout_null, "", CG_EINVAL, "cg_state_playout: state is NULL"},

    /* Sizes 0 and huge. */
    {EVERY, "render into a buffer of size 0", call_zero_sizes, "render", CG_OK, NULL},
    {EVERY, "save into a buffer of size 0", call_zero_sizes, "save", CG_OK, NULL},
    {EVERY, "parameters into a buffer of size 0", call_zero_sizes, "params", CG_OK, NULL},
    {EVERY, "legal moves into a buffer of size 0 (and NULL of size 1000)", call_zero_sizes, "legal_moves", CG_OK, NULL},
    {EVERY, "move text into a buffer of size 0", call_zero_sizes, "move text", CG_OK, NULL},
    {EVERY, "playout of 0 moves", call_playout_sizes, "0", CG_OK, NULL},
    {EVERY, "playout of 0 moves on a finished game", call_playout_sizes, "0 on over", CG_OK, NULL},
    {EVERY, "playout of UINT32_MAX moves", call_playout_sizes, "huge", CG_OK, NULL},

    /* Moves. */
    {EVERY, "move code UINT32_MAX", call_apply, "0xffffffff", CG_EILLEGAL, "4294967295||0xffffffff"},
    {EVERY, "move code 0x80000000", call_apply, "0x80000000", CG_EILLEGAL, "2147483648||0x80000000"},
    {EVERY, "a move on a finished game", call_apply, "over:0", CG_EOVER, "cg_state_apply: the game of {game} is over"},
    {EVERY, "a legal move of another game's state", call_apply_foreign_move, "", CG_EILLEGAL, "{game}"},
    {EVERY, "empty move text", call_move_from_string, "", CG_EPARSE, "{game}"},
    {EVERY, "move text of blanks", call_move_from_string, " \t ", CG_EPARSE, "{game}"},
    {EVERY, "move text of 1 MB", call_move_from_string, "huge", CG_EPARSE, "{game}"},
    {EVERY, "move text of control bytes", call_move_from_string, "\x01\x02\x7f", CG_EPARSE, "???"},
    {EVERY, "move text with a newline inside", call_move_from_string, "a\nb", CG_EPARSE, "a?b"},
    {EVERY, "move text in UTF-8", call_move_from_string, "\xc3\xa9p\xc3\xa9" "e", CG_EPARSE, "\xc3\xa9p\xc3\xa9" "e"},
    {EVERY, "NULL move text", call_move_from_string, "NULL text", CG_EINVAL, "cg_move_from_string: text is NULL"},
    {EVERY, "NULL move out", call_move_from_string, "NULL out", CG_EINVAL, "cg_move_from_string: out is NULL"},
    {EVERY, "text of move code UINT32_MAX", call_move_to_string, "0xffffffff", CG_EINVAL, "cg_move_to_string: 4294967295 is not a move of this {game} state"},
    {EVERY, "render for viewer -2", call_render, "-2", CG_EINVAL, "cg_state_render: no viewer -2 in {game}"},
    {EVERY, "render for viewer 99", call_render, "99", CG_EINVAL, "cg_state_render: no viewer 99 in {game}"},
    {EVERY, "render for viewer INT_MAX", call_render, "2147483647", CG_EINVAL, "no viewer 2147483647"},
    {EVERY, "render for viewer INT_MIN", call_render, "-2147483648", CG_EINVAL, "no viewer -2147483648"},
    {EVERY, "returns of player -1", call_returns, "-1", CG_EINVAL, "cg_state_returns: no player -1 in {game}"},
    {EVERY, "returns of player 99", call_returns, "99", CG_EINVAL, "cg_state_returns: no player 99 in {game}"},
    {EVERY, "returns of player INT_MIN", call_returns, "-2147483648", CG_EINVAL, "no player -2147483648"},

    /* Saved states. */
    {ONCE, "cg_state_load(NULL game)", call_load, "NULL game", CG_EINVAL, "cg_state_load: game is NULL"},
    {EVERY, "cg_state_load(NULL text)", call_load, "NULL text", CG_EINVAL, "cg_state_load: text is NULL"},
    {EVERY, "cg_state_load(NULL out)", call_load, "NULL out", CG_EINVAL, "cg_state_load: out is NULL"},
    {EVERY, "empty saved state", call_load, "empty", CG_EPARSE, "saved state, line 1: ends early: expected 'cardgames-state'"},
    {EVERY, "binary saved state", call_load, "binary", CG_EPARSE, "saved state, line 1: expected 'cardgames-state'"},
    {EVERY, "saved state of 17 MB", call_load, "huge", CG_EPARSE, "saved state, line 1: expected 'cardgames-state', found 'xxx"},
    {EVERY, "saved state cut by a NUL byte", call_load, "nul", CG_EPARSE, "saved state, line "},
    {EVERY, "saved state with CRLF", call_load, "crlf", CG_OK, NULL},
    {EVERY, "saved state and 17 MB of blank lines", call_load, "huge after end", CG_OK, NULL},
    {EVERY, "saved state of a future version", call_load, "line 1:cardgames-state 2", CG_EPARSE, "saved state, line 1: format version 2, this library reads version 1"},
    {EVERY, "saved state of version 01", call_load, "line 1:cardgames-state 01", CG_EPARSE, "saved state, line 1: bad format version '01'"},
    {EVERY, "saved state without a version", call_load, "line 1:cardgames-state", CG_EPARSE, "saved state, line 1: bad format version ''"},
    {EVERY_OTHER, "saved state of another game", call_load, "other game's state", CG_EPARSE, "saved state, line 2: a state of '{other}', not of '{game}'"},
    {EVERY_OTHER, "saved state loaded into another game", call_load, "into other game", CG_EPARSE, "saved state, line 2: a state of '{game}', not of '{other}'"},
    {EVERY, "saved state of an unknown game", call_load, "line 2:game chess", CG_EPARSE, "saved state, line 2: a state of 'chess', not of '{game}'"},
    {EVERY, "saved state with other parameters", call_load, "line 3:params nonsense", CG_EPARSE, "saved state, line 3: saved with parameters 'nonsense', this game has '"},
    {EVERY, "saved state with a negative move count", call_load, "line 4:moves -1", CG_EPARSE, "saved state, line 4: bad move count '-1'"},
    {EVERY, "saved state with a move count over 32 bits", call_load, "line 4:moves 4294967296", CG_EPARSE, "saved state, line 4: bad move count '4294967296'"},
    {EVERY, "saved state with a move count of 007", call_load, "line 4:moves 007", CG_EPARSE, "saved state, line 4: bad move count '007'"},
    {EVERY, "saved state with an all-zero generator", call_load, "line 5:rng 0000000000000000 0000000000000000 0000000000000000 0000000000000000", CG_EPARSE, "saved state, line 5: the generator needs four hexadecimal words, not all zero"},
    {EVERY, "saved state with short generator words", call_load, "line 5:rng 1 2 3 4", CG_EPARSE, "saved state, line 5: the generator needs four hexadecimal words"},
    {EVERY, "saved state with upper-case hexadecimal", call_load, "line 5:rng 000000000000000A 0000000000000001 0000000000000001 0000000000000001", CG_EPARSE, "saved state, line 5: the generator needs four hexadecimal words"},
    {EVERY, "saved state with five generator words", call_load, "line 5:rng 0000000000000001 0000000000000001 0000000000000001 0000000000000001 0000000000000001", CG_EPARSE, "saved state, line 5: the generator needs four hexadecimal words, not all zero"},
    {EVERY, "saved state without its generator", call_load, "line 5 removed", CG_EPARSE, "saved state, line 5: expected 'rng', found "},
    {EVERY, "saved state of the frame only", call_load, "first lines:5", CG_EPARSE, "saved state, line 6: "},
    {EVERY, "saved state without 'end'", call_load, "first lines:-1", CG_EPARSE, "expected 'end'"},
    {EVERY, "saved state with text after 'end'", call_load, "after end:more", CG_EPARSE, "text after 'end'"},
    {EVERY, "saved state with the magic in upper case", call_load, "line 1:CARDGAMES-STATE 1", CG_EPARSE, "saved state, line 1: expected 'cardgames-state', found 'CARDGAMES-STATE'"},
    {EVERY, "saved state of one line", call_load, "first lines:1", CG_EPARSE, "saved state, line 2: ends early: expected 'game'"},
    {EVERY, "saved state without its game", call_load, "line 2 removed", CG_EPARSE, "saved state, line 2: expected 'game', found 'params'"},
    {EVERY, "saved state with a parameter without its value", call_load, "line 3:params {key}", CG_EPARSE, "saved state, line 3: saved with parameters '{key}', this game has '"},
    {EVERY, "saved state with a move count of +1", call_load, "line 4:moves +1", CG_EPARSE, "saved state, line 4: bad move count '+1'"},
    {EVERY, "saved state with two move counts", call_load, "line 4:moves 1 2", CG_EPARSE, "saved state, line 4: bad move count '1 2'"},
    {EVERY, "saved state with a tab after a key", call_load, "line 4:moves\t3", CG_EPARSE, "saved state, line 4: expected 'moves', found 'moves?3'"},
    {EVERY, "saved state with an empty generator", call_load, "line 5:rng", CG_EPARSE, "saved state, line 5: the generator needs four hexadecimal words"},
    {EVERY, "saved state with text on the 'end' line", call_load, "after end:end more", CG_EPARSE, "text after 'end'"},

};

/* Every game's rows (bad_input_<game>.c, built with the game): the build
   defines BAD_INPUT_GAMES(X) as X(game) for each game of its list that has
   such a file, in the catalogue's order. */
#ifndef BAD_INPUT_GAMES
#define BAD_INPUT_GAMES(X)
#endif
#define GAME_ROWS(game)                                                                            \
    extern const bad_row bad_rows_##game[];                                                        \
    extern const size_t bad_rows_##game##_count;
BAD_INPUT_GAMES(GAME_ROWS)
#define GAME_TABLE(game) {bad_rows_##game, &bad_rows_##game##_count},

static const size_t generic_count = sizeof generic_rows / sizeof generic_rows[0];

/* The rows of the 1.1 functions (bad_input_learning.c). */
extern const bad_row bad_rows_learning[];
extern const size_t bad_rows_learning_count;
/* The rows of the arenas' schedule and statistics (bad_input_arena.c). */
extern const bad_row bad_rows_arena[];
extern const size_t bad_rows_arena_count;
/* The rows of the 1.2 traits and batch configuration (bad_input_batch.c). */
extern const bad_row bad_rows_batch[];
extern const size_t bad_rows_batch_count;

const bad_table bad_tables[] = {
    {generic_rows, &generic_count},
    {bad_rows_learning, &bad_rows_learning_count},
    {bad_rows_arena, &bad_rows_arena_count},
    {bad_rows_batch, &bad_rows_batch_count},
    BAD_INPUT_GAMES(GAME_TABLE)
};

const size_t bad_table_count = sizeof bad_tables / sizeof bad_tables[0];
