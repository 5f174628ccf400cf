/* War's rows of the bad-input catalogue (see bad_input.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "cardgames/war.h"

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

const bad_row bad_rows_war[] = {
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
    {"war", "facedown in upper case", call_game_params, "Facedown=2", CG_EINVAL, "war: unknown parameter 'Facedown' (known: facedown, deck, max_rounds, cards)"},
    {"war", "move text in upper case", call_move_from_string, "COLLECT", CG_OK, NULL},
    {"war", "move text in upper case, not the next step", call_move_from_string, "PLAY", CG_EILLEGAL, "war: the next step is 'collect', not 'play'"},
    {"war", "move text in mixed case with blanks around it", call_move_from_string, "  cOlLeCt ", CG_OK, NULL},
    {"war", "upper-case move text that names no move", call_move_from_string, "COLLECTS", CG_EPARSE, "war: 'COLLECTS' is not a move (the moves are play, war, collect)"},
    {"war", "move text with a word after it", call_move_from_string, "collect now", CG_EPARSE, "war: 'collect now' is not a move"},
    {"war", "move 'play' when the step is collect", call_move_from_string, "play", CG_EILLEGAL, "war: the next step is 'collect', not 'play'"},
    {"war", "move 'war' when the step is collect", call_move_from_string, "war", CG_EILLEGAL, "war: the next step is 'collect', not 'war'"},
    {"war", "move 'play' on a finished game", call_move_from_string, "over:play", CG_EOVER, "cg_move_from_string: the game of war is over"},
    {"war", "move code 0 when the step is collect", call_apply, "0", CG_EILLEGAL, "war: the next step is 'collect', not 'play'"},
    {"war", "move code 1 when the step is collect", call_apply, "1", CG_EILLEGAL, "war: the next step is 'collect', not 'war'"},
    {"war", "move code 2 on a finished game", call_apply, "over:2", CG_EOVER, "cg_state_apply: the game of war is over"},
    {"war", "move text with blanks around it", call_move_from_string, " \tcollect\t ", CG_OK, NULL},
    {"war", "move text in title case", call_move_from_string, "Collect", CG_OK, NULL},
    {"war", "move text with blanks inside it", call_move_from_string, "col lect", CG_EPARSE, "war: 'col lect' is not a move"},
    {"war", "text of move code 3", call_move_to_string, "3", CG_EINVAL, "cg_move_to_string: 3 is not a move of this war state"},
    {"war", "render for viewer 2", call_render, "2", CG_EINVAL, "cg_state_render: no viewer 2 in war (CG_PLAYER_NONE or 0..1)"},
    {"war", "returns of player 2", call_returns, "2", CG_EINVAL, "cg_state_returns: no player 2 in war (players 0..1)"},
    {"war", "facedown as an Arabic-Indic digit", call_game_params, "facedown=\xd9\xa3", CG_EINVAL, "war: parameter 'facedown' wants an integer from 1 to 3, not '\xd9\xa3'"},
    {"war", "deck of blanks (the standard deck)", call_game_params, "deck=  ", CG_OK, NULL},
    {"war", "max_rounds with blanks around it", call_game_params, "max_rounds = 5 ", CG_OK, NULL},
    {"war", "cards of one card", call_game_params, "cards=AS", CG_EINVAL, "war: parameter 'cards' wants 52 cards, not 1"},
    {"war", "cards of commas", call_game_params, "cards=,,,", CG_EINVAL, "war: parameter 'cards' wants 52 cards, not 0"},
    {"war", "cards of 100000 characters", call_game_params, "cards=huge:100000", CG_EINVAL, "war: parameter 'cards' wants 52 cards, not 1"},
    {"war", "cards with a duplicate", call_game_params, "cards=2D,2D,4D,5D,6D,7D,8D,9D,0D,JD,QD,KD,AD,2C,3C,4C,5C,6C,7C,8C,9C,0C,JC,QC,KC,AC,2H,3H,4H,5H,6H,7H,8H,9H,0H,JH,QH,KH,AH,2S,3S,4S,5S,6S,7S,8S,9S,0S,JS,QS,KS,AS", CG_EINVAL, "war: parameter 'cards' names cards more than once: 2D"},
    {"war", "cards with a malformed card", call_game_params, "cards=1D,3D,4D,5D,6D,7D,8D,9D,0D,JD,QD,KD,AD,2C,3C,4C,5C,6C,7C,8C,9C,0C,JC,QC,KC,AC,2H,3H,4H,5H,6H,7H,8H,9H,0H,JH,QH,KH,AH,2S,3S,4S,5S,6S,7S,8S,9S,0S,JS,QS,KS,AS", CG_EINVAL, "war: parameter 'cards' has cards not formatted correctly: 1D"},
    {"war", "cards and deck both", call_game_params, "cards=2D,3D,4D,5D,6D,7D,8D,9D,0D,JD,QD,KD,AD,2C,3C,4C,5C,6C,7C,8C,9C,0C,JC,QC,KC,AC,2H,3H,4H,5H,6H,7H,8H,9H,0H,JH,QH,KH,AH,2S,3S,4S,5S,6S,7S,8S,9S,0S,JS,QS,KS,AS;deck={dir}/valid", CG_EINVAL, "war: parameters 'deck' and 'cards' both give the deal; give one of them"},
    {"war", "cards of blanks (the standard deck)", call_game_params, "cards=  ", CG_OK, NULL},
    {"war", "cards in lower case with blanks", call_game_params, "cards= 2d , 3d,4d,5d,6d,7d,8d,9d,0d,JD,QD,KD,AD,2C,3C,4C,5C,6C,7C,8C,9C,0C,JC,QC,KC,AC,2H,3H,4H,5H,6H,7H,8H,9H,0H,JH,QH,KH,AH,2S,3S,4S,5S,6S,7S,8S,9S,0S,JS,QS,KS,AS ", CG_OK, NULL},
    {"war", "move code 3", call_apply, "3", CG_EILLEGAL, "war: 3 is not a move (0 play, 1 war, 2 collect)"},
    {"war", "saved state with an unknown step", call_load, "line 6:next fight", CG_EPARSE, "saved state, line 6: the next step is play, war, collect or over"},
    {"war", "saved state with a step that the table forbids", call_load, "line 6:next play", CG_EPARSE, "saved state, line 11: 'play' needs an empty table"},
    {"war", "saved state with a war count of x", call_load, "line 8:wars x", CG_EPARSE, "saved state, line 8: 'wars' needs a count"},
    {"war", "saved state with an empty second hand", call_load, "line 10:hand2", CG_EPARSE, "saved state, line 11: the hands and the table hold 26 cards, not 52"},
    {"war", "saved state that says over with cards on the table", call_load, "line 6:next over", CG_EPARSE, "saved state, line 11: a finished game has an empty table"},
    {"war", "saved state with a negative round count", call_load, "line 7:rounds -1", CG_EPARSE, "saved state, line 7: 'rounds' needs a count"},
    {"war", "saved state with a round count over 2^32 - 1", call_load, "line 7:rounds 4294967296", CG_EPARSE, "saved state, line 7: 'rounds' needs a count"},
    {"war", "saved state with a war count over 2^32 - 1", call_load, "line 8:wars 4294967296", CG_EPARSE, "saved state, line 8: 'wars' needs a count"},
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
    {"war", "deck file over 16 MiB (parameter)", call_data, "param:huge", CG_EIO, "Error : The file is larger than the 16 MiB limit (16777216 bytes)."},
    {"war", "deck file over 16 MiB", call_data, "file:huge", CG_EIO, "Error : The file is larger than the 16 MiB limit (16777216 bytes)."},
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
    {"war", "cg_war_table_count(player 2)", call_war_state_query, "table_count state 2", CG_EINVAL, "cg_war_table_count: no player 2 in war (players 0..1)"},
    {"war", "cg_war_hand_count(NULL)", call_war_state_query, "hand_count NULL 0", CG_EINVAL, "cg_war_hand_count: state is NULL"},
    {"war", "cg_war_hand_count(player -1)", call_war_state_query, "hand_count state -1", CG_EINVAL, "cg_war_hand_count: no player -1 in war (players 0..1)"},
    {"war", "cg_war_hand(NULL)", call_war_state_query, "hand NULL 0", CG_EINVAL, "cg_war_hand: state is NULL"},
    {"war", "cg_war_hand(player 2)", call_war_state_query, "hand state 2", CG_EINVAL, "cg_war_hand: no player 2 in war (players 0..1)"},
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

const size_t bad_rows_war_count = sizeof bad_rows_war / sizeof bad_rows_war[0];
