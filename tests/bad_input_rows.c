/*
 * The rows of the bad-input catalogue (see bad_input.h): first those of the
 * generic API, run once or for every game of the catalogue, then each game's
 * (its parameters, move texts, saved lines, data files and typed functions).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "cardgames/war.h"

/* ---- War's typed functions ---- */

static const cg_state *war_state_arg(fixture *f, const char *which)
{
    return bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->foreign : f->state;
}

/* "FUNCTION STATE [PLAYER]": STATE is NULL, foreign or state. */
static cg_status call_war_state_query(fixture *f, const char *arg)
{
    char function[32], which[16];
    int player = 0;
    if (sscanf(arg, "%31s %15s %d", function, which, &player) < 2)
        return CG_OK;
    const cg_state *s = war_state_arg(f, which);
    char buf[16] = "x";
    cg_war_card cards[64];
    uint8_t up[64];
    memset(cards, 0xee, sizeof cards);
    int neutral = 0;
    if (bad_is(function, "table_text"))
        neutral = cg_war_table_text(s, buf, sizeof buf) == 0 && buf[0] == '\0';
    else if (bad_is(function, "table_cards"))
        neutral = cg_war_table_cards(s, cards, up, 64) == -1 && cards[0] == 0xee;
    else if (bad_is(function, "table_count"))
        neutral = cg_war_table_count(s, player) == -1;
    else if (bad_is(function, "hand_count"))
        neutral = cg_war_hand_count(s, player) == -1;
    else if (bad_is(function, "hand"))
        neutral = cg_war_hand(s, player, cards, 64) == -1 && cards[0] == 0xee;
    else if (bad_is(function, "next_step"))
        neutral = cg_war_next_step(s) == -1;
    else if (bad_is(function, "rounds"))
        neutral = cg_war_rounds(s) == 0;
    else if (bad_is(function, "wars"))
        neutral = cg_war_wars(s) == 0;
    return neutral ? CG_EINVAL : CG_OK;
}

/* "a b": cg_war_compare_cards (NULL for NULL). */
static cg_status call_war_compare(fixture *f, const char *arg)
{
    (void)f;
    char a[16], b[16];
    sscanf(arg, "%15s %15s", a, b);
    int r = cg_war_compare_cards(bad_is(a, "NULL") ? NULL : a, bad_is(b, "NULL") ? NULL : b);
    return r == -1 ? CG_EINVAL : CG_OK;
}

/* cg_war_card_parse(arg) ("NULL", "NULL out"). */
static cg_status call_war_card_parse(fixture *f, const char *arg)
{
    (void)f;
    cg_war_card card = 0xee;
    cg_status st = bad_is(arg, "NULL out") ? cg_war_card_parse("2S", NULL)
                   : bad_is(arg, "NULL")   ? cg_war_card_parse(NULL, &card)
                                           : cg_war_card_parse(arg, &card);
    if (st != CG_OK && card != 0xee)
        return CG_OK; /* wrote its output on failure: the row fails */
    return st;
}

static cg_status call_war_card_name(fixture *f, const char *arg)
{
    (void)f;
    char buf[8] = "x";
    size_t n = cg_war_card_name((cg_war_card)atoi(arg), buf, sizeof buf);
    return n == 0 && buf[0] == '\0' ? CG_EINVAL : CG_OK;
}

/* The deck loaders given NULL: "load path", "load deck", "parse deck". */
static cg_status call_war_deck_null(fixture *f, const char *arg)
{
    (void)f;
    cg_war_card deck[CG_WAR_DECK_SIZE];
    if (bad_is(arg, "load path"))
        return cg_war_deck_load(NULL, deck);
    if (bad_is(arg, "load deck"))
        return cg_war_deck_load("deck.txt", NULL);
    return cg_war_deck_parse("2S\n", 3, NULL);
}

/* ---- the rows ---- */

#define EVERY NULL
#define ONCE "*"
#define EVERY_OTHER "+"

const bad_row bad_rows[] = {
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
    {EVERY, "move code UINT32_MAX", call_apply, "0xffffffff", CG_EILLEGAL, "4294967295"},
    {EVERY, "move code 0x80000000", call_apply, "0x80000000", CG_EILLEGAL, "2147483648"},
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
    {EVERY, "saved state with empty parameters", call_load, "line 3:params", CG_EPARSE, "saved state, line 3: saved with parameters '', this game has '"},
    {EVERY, "saved state with a move count of +1", call_load, "line 4:moves +1", CG_EPARSE, "saved state, line 4: bad move count '+1'"},
    {EVERY, "saved state with two move counts", call_load, "line 4:moves 1 2", CG_EPARSE, "saved state, line 4: bad move count '1 2'"},
    {EVERY, "saved state with a tab after a key", call_load, "line 4:moves\t3", CG_EPARSE, "saved state, line 4: expected 'moves', found 'moves?3'"},
    {EVERY, "saved state with an empty generator", call_load, "line 5:rng", CG_EPARSE, "saved state, line 5: the generator needs four hexadecimal words"},
    {EVERY, "saved state with text on the 'end' line", call_load, "after end:end more", CG_EPARSE, "text after 'end'"},

    /* ---- war ---- */
    {"war", "game name in upper case", call_game_new_name, "WAR", CG_ENOGAME, "no game named 'WAR'"},
    {"war", "facedown empty", call_game_params, "facedown=", CG_EINVAL, "war: parameter 'facedown' wants an integer from 1 to 3, not ''"},
    {"war", "facedown 0", call_game_params, "facedown=0", CG_EINVAL, "war: parameter 'facedown' must be from 1 to 3, not 0"},
    {"war", "facedown 4", call_game_params, "facedown=4", CG_EINVAL, "war: parameter 'facedown' must be from 1 to 3, not 4"},
    {"war", "facedown -1", call_game_params, "facedown=-1", CG_EINVAL, "must be from 1 to 3, not -1"},
    {"war", "facedown x", call_game_params, "facedown=x", CG_EINVAL, "wants an integer from 1 to 3, not 'x'"},
    {"war", "facedown 1.5", call_game_params, "facedown=1.5", CG_EINVAL, "wants an integer from 1 to 3, not '1.5'"},
    {"war", "facedown 3 3", call_game_params, "facedown=3 3", CG_EINVAL, "wants an integer from 1 to 3, not '3 3'"},
    {"war", "facedown 0x2", call_game_params, "facedown=0x2", CG_EINVAL, "not '0x2'"},
    {"war", "facedown +", call_game_params, "facedown=+", CG_EINVAL, "not '+'"},
    {"war", "facedown of 20 digits", call_game_params, "facedown=99999999999999999999", CG_EINVAL, "not '99999999999999999999'"},
    {"war", "facedown of 100000 digits", call_game_params, "facedown=huge:100000", CG_EINVAL, "war: parameter 'facedown' wants an integer from 1 to 3, not '777"},
    {"war", "max_rounds -1", call_game_params, "max_rounds=-1", CG_EINVAL, "war: parameter 'max_rounds' must be from 0 to 1000000000, not -1"},
    {"war", "max_rounds 1000000001", call_game_params, "max_rounds=1000000001", CG_EINVAL, "must be from 0 to 1000000000, not 1000000001"},
    {"war", "max_rounds abc", call_game_params, "max_rounds=abc", CG_EINVAL, "war: parameter 'max_rounds' wants an integer from 0 to 1000000000, not 'abc'"},
    {"war", "max_rounds 1e9", call_game_params, "max_rounds=1e9", CG_EINVAL, "not '1e9'"},
    {"war", "max_rounds empty", call_game_params, "max_rounds=", CG_EINVAL, "not ''"},
    {"war", "max_rounds 2^64", call_game_params, "max_rounds=18446744073709551616", CG_EINVAL, "not '18446744073709551616'"},
    {"war", "deck of a missing file", call_game_params, "deck={dir}/missing", CG_EIO, "Incorrect filename or file does not exist"},
    {"war", "deck path of 100000 characters", call_game_params, "deck=huge:100000", CG_EINVAL, "war: parameter 'deck' is longer than 4095 characters"},
    {"war", "facedown in upper case", call_game_params, "Facedown=2", CG_EINVAL, "war: unknown parameter 'Facedown' (known: facedown, deck, max_rounds)"},
    {"war", "move text in upper case", call_move_from_string, "COLLECT", CG_EPARSE, "war: 'COLLECT' is not a move (the moves are play, war, collect)"},
    {"war", "move text with a word after it", call_move_from_string, "collect now", CG_EPARSE, "war: 'collect now' is not a move"},
    {"war", "move 'play' when the step is collect", call_move_from_string, "play", CG_EILLEGAL, "war: the next step is 'collect', not 'play'"},
    {"war", "move 'war' when the step is collect", call_move_from_string, "war", CG_EILLEGAL, "war: the next step is 'collect', not 'war'"},
    {"war", "move 'play' on a finished game", call_move_from_string, "over:play", CG_EOVER, "cg_move_from_string: the game of war is over"},
    {"war", "move code 0 when the step is collect", call_apply, "0", CG_EILLEGAL, "war: the next step is 'collect', not 'play'"},
    {"war", "move code 1 when the step is collect", call_apply, "1", CG_EILLEGAL, "war: the next step is 'collect', not 'war'"},
    {"war", "move code 2 on a finished game", call_apply, "over:2", CG_EOVER, "cg_state_apply: the game of war is over"},
    {"war", "move text with blanks around it", call_move_from_string, " \tcollect\t ", CG_OK, NULL},
    {"war", "move text in title case", call_move_from_string, "Collect", CG_EPARSE, "war: 'Collect' is not a move"},
    {"war", "text of move code 3", call_move_to_string, "3", CG_EINVAL, "cg_move_to_string: 3 is not a move of this war state"},
    {"war", "render for viewer 2", call_render, "2", CG_EINVAL, "cg_state_render: no viewer 2 in war (CG_PLAYER_NONE or 0..1)"},
    {"war", "returns of player 2", call_returns, "2", CG_EINVAL, "cg_state_returns: no player 2 in war (players 0..1)"},
    {"war", "facedown as an Arabic-Indic digit", call_game_params, "facedown=\xd9\xa3", CG_EINVAL, "war: parameter 'facedown' wants an integer from 1 to 3, not '\xd9\xa3'"},
    {"war", "deck of blanks (the standard deck)", call_game_params, "deck=  ", CG_OK, NULL},
    {"war", "max_rounds with blanks around it", call_game_params, "max_rounds = 5 ", CG_OK, NULL},
    {"war", "move code 3", call_apply, "3", CG_EILLEGAL, "war: 3 is not a move (0 play, 1 war, 2 collect)"},
    {"war", "saved state with an unknown step", call_load, "line 6:next fight", CG_EPARSE, "saved state, line 6: the next step is play, war, collect or over"},
    {"war", "saved state with a step that the table forbids", call_load, "line 6:next play", CG_EPARSE, "saved state, line 11: 'play' needs an empty table"},
    {"war", "saved state with a war count of x", call_load, "line 8:wars x", CG_EPARSE, "saved state, line 8: 'wars' needs a count"},
    {"war", "saved state with an empty second hand", call_load, "line 10:hand2", CG_EPARSE, "saved state, line 11: the hands and the table hold 26 cards, not 52"},
    {"war", "saved state that says over with cards on the table", call_load, "line 6:next over", CG_EPARSE, "saved state, line 11: a finished game has an empty table"},
    {"war", "saved state with a negative round count", call_load, "line 7:rounds -1", CG_EPARSE, "saved state, line 7: 'rounds' needs a count"},
    {"war", "saved state with a card that does not exist", call_load, "line 9:hand1 1S 0S 5S 8D 5D 9S 6S JH 8C 0D 2C 9C QD 0C 3C 4C QS JC 7H 6C 2H KS QC JD", CG_EPARSE, "saved state, line 9: '1S' is not a card"},
    {"war", "saved state with a card twice", call_load, "line 9:hand1 7S 7S 5S 8D 5D 9S 6S JH 8C 0D 2C 9C QD 0C 3C 4C QS JC 7H 6C 2H KS QC JD", CG_EPARSE, "saved state, line 9: card 7S appears twice"},
    {"war", "saved state with a card missing", call_load, "line 9:hand1 0S 5S 8D 5D 9S 6S JH 8C 0D 2C 9C QD 0C 3C 4C QS JC 7H 6C 2H KS QC JD", CG_EPARSE, "saved state, line 11: the hands and the table hold 51 cards, not 52"},
    {"war", "saved state with a lower-case card", call_load, "line 9:hand1 7s 0S 5S 8D 5D 9S 6S JH 8C 0D 2C 9C QD 0C 3C 4C QS JC 7H 6C 2H KS QC JD", CG_EPARSE, "saved state, line 9: '7s' is not a card"},
    {"war", "saved state with a table without '|'", call_load, "line 11:table 8H KH", CG_EPARSE, "saved state, line 11: the table needs a '|' between the players"},
    {"war", "saved state with two '|' on the table", call_load, "line 11:table 8H | | KH", CG_EPARSE, "saved state, line 11: the table has one '|' between the players"},
    {"war", "saved state with uneven table sides", call_load, "line 11:table 8H (KH) | ", CG_EPARSE, "saved state, line 11: the players have 2 and 0 cards on the table"},
    {"war", "saved state of War with facedown=1", call_load, "line 3:params facedown=1;deck=;max_rounds=0", CG_EPARSE, "saved state, line 3: saved with parameters 'facedown=1;deck=;max_rounds=0', this game has 'facedown=3;deck=;max_rounds=0'"},
    {"war", "saved state loaded into War with facedown=1", call_load, "into facedown=1", CG_EPARSE, "saved state, line 3: saved with parameters 'facedown=3;deck=;max_rounds=0', this game has 'facedown=1;deck=;max_rounds=0'"},
    {"war", "saved state without its hands", call_load, "line 9 removed", CG_EPARSE, "saved state, line 9: expected 'hand1', found 'hand2'"},
    {"war", "empty deck file (parameter)", call_data, "param:empty", CG_EPARSE, "Error : Number of cards in the file is 0."},
    {"war", "empty deck file", call_data, "file:empty", CG_EPARSE, "Error : Number of cards in the file is 0."},
    {"war", "empty deck text", call_data, "text:empty", CG_EPARSE, "Error : Number of cards in the file is 0."},
    {"war", "binary deck file (parameter)", call_data, "param:binary", CG_EPARSE, "Error : Number of cards in the file is 3."},
    {"war", "binary deck file", call_data, "file:binary", CG_EPARSE, "Error : Number of cards in the file is 3."},
    {"war", "binary deck text", call_data, "text:binary", CG_EPARSE, "Error : Number of cards in the file is 3."},
    {"war", "deck file over 16 MiB (parameter)", call_data, "param:huge", CG_EIO, "Incorrect filename or file does not exist"},
    {"war", "deck file over 16 MiB", call_data, "file:huge", CG_EIO, "Incorrect filename or file does not exist"},
    {"war", "deck text over 16 MiB", call_data, "text:huge", CG_EPARSE, "Error : Number of cards in the file is 5592406."},
    {"war", "truncated deck file (parameter)", call_data, "param:truncated", CG_EPARSE, "Error : Number of cards in the file is 26."},
    {"war", "truncated deck file", call_data, "file:truncated", CG_EPARSE, "Error : Number of cards in the file is 26."},
    {"war", "truncated deck text", call_data, "text:truncated", CG_EPARSE, "Error : Number of cards in the file is 26."},
    {"war", "deck file with CRLF (parameter)", call_data, "param:crlf", CG_OK, NULL},
    {"war", "deck file with CRLF", call_data, "file:crlf", CG_OK, NULL},
    {"war", "deck text with CRLF", call_data, "text:crlf", CG_OK, NULL},
    {"war", "deck file with a NUL byte (parameter)", call_data, "param:nul", CG_EPARSE, "Error:Following cards not formatted correctly:?H"},
    {"war", "deck file with a NUL byte", call_data, "file:nul", CG_EPARSE, "Error:Following cards not formatted correctly:?H"},
    {"war", "deck text with a NUL byte", call_data, "text:nul", CG_EPARSE, "Error:Following cards not formatted correctly:?H"},
    {"war", "deck that is a folder (parameter)", call_data, "param:folder", CG_EIO, "Incorrect filename or file does not exist"},
    {"war", "deck that is a folder", call_data, "file:folder", CG_EIO, "Incorrect filename or file does not exist"},
    {"war", "missing deck file (parameter)", call_data, "param:missing", CG_EIO, "Incorrect filename or file does not exist"},
    {"war", "missing deck file", call_data, "file:missing", CG_EIO, "Incorrect filename or file does not exist"},
    {"war", "valid deck file (parameter)", call_data, "param:valid", CG_OK, NULL},
    {"war", "NULL deck text", call_data, "text:NULL", CG_EINVAL, "cg_war_deck_parse: text is NULL"},
    {"war", "cg_war_deck_parse(NULL deck)", call_war_deck_null, "parse deck", CG_EINVAL, "cg_war_deck_parse: deck is NULL"},
    {"war", "cg_war_deck_load(NULL path)", call_war_deck_null, "load path", CG_EINVAL, "cg_war_deck_load: path is NULL"},
    {"war", "cg_war_deck_load(NULL deck)", call_war_deck_null, "load deck", CG_EINVAL, "cg_war_deck_load: deck is NULL"},
    {"war", "cg_war_compare_cards(NULL, 2S)", call_war_compare, "NULL 2S", CG_EINVAL, "cg_war_compare_cards: both arguments must be cards like 'QS'"},
    {"war", "cg_war_compare_cards(2S, NULL)", call_war_compare, "2S NULL", CG_EINVAL, "cg_war_compare_cards: both arguments must be cards like 'QS'"},
    {"war", "cg_war_compare_cards(10H, 2S)", call_war_compare, "10H 2S", CG_EINVAL, "cg_war_compare_cards: both arguments must be cards like 'QS'"},
    {"war", "cg_war_compare_cards(2s, 0h): lower-case rank order", call_war_compare, "2s 0h", CG_OK, NULL},
    {"war", "cg_war_card_parse(NULL)", call_war_card_parse, "NULL", CG_EINVAL, "cg_war_card_parse: text is NULL"},
    {"war", "cg_war_card_parse(NULL out)", call_war_card_parse, "NULL out", CG_EINVAL, "cg_war_card_parse: out is NULL"},
    {"war", "cg_war_card_parse(\"\")", call_war_card_parse, "", CG_EPARSE, "cg_war_card_parse: '' is not a card"},
    {"war", "cg_war_card_parse(\"10H\")", call_war_card_parse, "10H", CG_EPARSE, "cg_war_card_parse: '10H' is not a card"},
    {"war", "cg_war_card_parse(\"1S\")", call_war_card_parse, "1S", CG_EPARSE, "'1S' is not a card"},
    {"war", "cg_war_card_parse(\"qs\")", call_war_card_parse, "qs", CG_EPARSE, "'qs' is not a card"},
    {"war", "cg_war_card_name(52)", call_war_card_name, "52", CG_EINVAL, "cg_war_card_name: 52 is not a card (0..51)"},
    {"war", "cg_war_card_name(255)", call_war_card_name, "255", CG_EINVAL, "cg_war_card_name: 255 is not a card (0..51)"},
    {"war", "cg_war_table_text(NULL)", call_war_state_query, "table_text NULL", CG_EINVAL, "cg_war_table_text: state is NULL"},
    {"war", "cg_war_table_cards(NULL)", call_war_state_query, "table_cards NULL", CG_EINVAL, "cg_war_table_cards: state is NULL"},
    {"war", "cg_war_table_count(NULL)", call_war_state_query, "table_count NULL 0", CG_EINVAL, "cg_war_table_count: state is NULL"},
    {"war", "cg_war_table_count(player 2)", call_war_state_query, "table_count state 2", CG_EINVAL, "cg_war_table_count: no player 2 in war (0 or 1)"},
    {"war", "cg_war_hand_count(NULL)", call_war_state_query, "hand_count NULL 0", CG_EINVAL, "cg_war_hand_count: state is NULL"},
    {"war", "cg_war_hand_count(player -1)", call_war_state_query, "hand_count state -1", CG_EINVAL, "cg_war_hand_count: no player -1 in war (0 or 1)"},
    {"war", "cg_war_hand(NULL)", call_war_state_query, "hand NULL 0", CG_EINVAL, "cg_war_hand: state is NULL"},
    {"war", "cg_war_hand(player 2)", call_war_state_query, "hand state 2", CG_EINVAL, "cg_war_hand: no player 2 in war (0 or 1)"},
    {"war", "cg_war_next_step(NULL)", call_war_state_query, "next_step NULL", CG_EINVAL, "cg_war_next_step: state is NULL"},
    {"war", "cg_war_rounds(NULL)", call_war_state_query, "rounds NULL", CG_EINVAL, "cg_war_rounds: state is NULL"},
    {"war", "cg_war_wars(NULL)", call_war_state_query, "wars NULL", CG_EINVAL, "cg_war_wars: state is NULL"},
    {"war+", "cg_war_table_text of another game's state", call_war_state_query, "table_text foreign", CG_EINVAL, "cg_war_table_text: state of '{other}', not 'war'"},
    {"war+", "cg_war_table_cards of another game's state", call_war_state_query, "table_cards foreign", CG_EINVAL, "cg_war_table_cards: state of '{other}', not 'war'"},
    {"war+", "cg_war_hand_count of another game's state", call_war_state_query, "hand_count foreign 0", CG_EINVAL, "cg_war_hand_count: state of '{other}', not 'war'"},
    {"war+", "cg_war_hand of another game's state", call_war_state_query, "hand foreign 0", CG_EINVAL, "cg_war_hand: state of '{other}', not 'war'"},
    {"war+", "cg_war_next_step of another game's state", call_war_state_query, "next_step foreign", CG_EINVAL, "cg_war_next_step: state of '{other}', not 'war'"},
    {"war+", "cg_war_rounds of another game's state", call_war_state_query, "rounds foreign", CG_EINVAL, "cg_war_rounds: state of '{other}', not 'war'"},
};

const size_t bad_row_count = sizeof bad_rows / sizeof bad_rows[0];
