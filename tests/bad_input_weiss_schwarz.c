/* Weiss-Fiuba-Schwarz's rows of the bad-input catalogue (see bad_input.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "cardgames/weiss_schwarz.h"

/* The deck readers given NULL: "parse text", "parse out", "load path", "load out". */
static cg_status call_ws_deck_null(fixture *f, const char *arg)
{
    (void)f;
    static cg_weiss_schwarz_deck deck;
    if (bad_is(arg, "parse text"))
        return cg_weiss_schwarz_deck_parse(NULL, 0, NULL, &deck);
    if (bad_is(arg, "parse out"))
        return cg_weiss_schwarz_deck_parse("x", 1, NULL, NULL);
    if (bad_is(arg, "load path"))
        return cg_weiss_schwarz_deck_load(NULL, &deck);
    return cg_weiss_schwarz_deck_load("deck.csv", NULL);
}

/* "GAME CARD": cg_weiss_schwarz_card_info of the game (NULL, foreign, game). */
static cg_status call_ws_card_info(fixture *f, const char *arg)
{
    char which[16];
    int card = 0;
    sscanf(arg, "%15s %d", which, &card);
    const cg_game *g = bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->other_game : f->game;
    cg_weiss_schwarz_card info;
    memset(&info, 0x77, sizeof info);
    cg_status st = cg_weiss_schwarz_card_info(g, card, &info);
    return st != CG_OK && info.power != 0x77777777 ? CG_OK : st;
}

static const cg_state *ws_state_arg(fixture *f, const char *which)
{
    return bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->foreign : f->state;
}

/* "FUNCTION STATE [A [B]]": the table's queries; STATE is NULL, foreign or state. */
static cg_status call_ws_query(fixture *f, const char *arg)
{
    char function[32], which[16];
    int a = 0, b = 0;
    if (sscanf(arg, "%31s %15s %d %d", function, which, &a, &b) < 2)
        return CG_OK;
    const cg_state *s = ws_state_arg(f, which);
    int cards[128];
    cards[0] = 7777;
    if (bad_is(function, "zone_cards"))
        return cg_weiss_schwarz_zone_cards(s, a, b, cards, 128) == -1 && cards[0] == 7777 ? CG_EINVAL
                                                                                          : CG_OK;
    if (bad_is(function, "stage_card"))
        return cg_weiss_schwarz_stage_card(s, a, b) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "power"))
        return cg_weiss_schwarz_power(s, a, b) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "climax_card"))
        return cg_weiss_schwarz_climax_card(s, a) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "level"))
        return cg_weiss_schwarz_level(s, a) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "current_phase"))
        return cg_weiss_schwarz_current_phase(s) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "first_player"))
        return cg_weiss_schwarz_first_player(s) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "ability_count"))
        return cg_weiss_schwarz_ability_count(s) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "ability_at")) {
        cg_weiss_schwarz_active active = {77, 77, 77, 77, 77, 77};
        cg_status st = cg_weiss_schwarz_ability_at(s, a, &active);
        return st != CG_OK && active.player != 77 ? CG_OK : st;
    }
    if (bad_is(function, "pending")) {
        cg_weiss_schwarz_choice choice;
        memset(&choice, 0x77, sizeof choice);
        cg_status st = cg_weiss_schwarz_pending_choice(s, bad_is(which, "state") && a ? NULL : &choice);
        return st != CG_OK && choice.kind != 0x77777777 ? CG_OK : st;
    }
    cg_move move = 0x5e5e;
    cg_status st = cg_weiss_schwarz_bot_move(s, bad_is(which, "over") ? NULL : &move);
    return st != CG_OK && move != 0x5e5e ? CG_OK : st;
}

/* The stack's operations, on the running state ("over ..." on the finished
   one, "NULL ..." on NULL): "apply P SOURCE CONTINUITY TARGET",
   "remove P SOURCE", "apply_to CARD", "revert CARD", "end_turn", "start_turn". */
static cg_status call_ws_stack(fixture *f, const char *arg)
{
    cg_state *s = f->state;
    if (strncmp(arg, "over ", 5) == 0) {
        s = f->over;
        arg += 5;
    } else if (strncmp(arg, "NULL ", 5) == 0) {
        s = NULL;
        arg += 5;
    }
    int a = 0, b = 0, c = 0, d = 0;
    if (sscanf(arg, "apply %d %d %d %d", &a, &b, &c, &d) == 4)
        return cg_weiss_schwarz_apply_ability(s, a, b, c, d);
    if (sscanf(arg, "remove %d %d", &a, &b) == 2)
        return cg_weiss_schwarz_remove_ability(s, a, b);
    if (sscanf(arg, "apply_to %d", &a) == 1)
        return cg_weiss_schwarz_apply_abilities_to_card(s, a);
    if (sscanf(arg, "revert %d", &a) == 1)
        return cg_weiss_schwarz_revert_abilities_on_card(s, a);
    if (bad_is(arg, "end_turn"))
        return cg_weiss_schwarz_end_turn(s);
    return cg_weiss_schwarz_start_turn(s);
}

static cg_status do_nothing(void *user, cg_state *state, cg_weiss_schwarz_use *use)
{
    (void)user;
    (void)state;
    (void)use;
    return CG_OK;
}

/* A table that registers well unless `arg` spoils one member. */
static cg_status call_ws_game_new(fixture *f, const char *arg)
{
    (void)f;
    static cg_weiss_schwarz_ability_ops tables[65];
    for (int i = 0; i < 65; i++) {
        tables[i] = (cg_weiss_schwarz_ability_ops)CG_WEISS_SCHWARZ_ABILITY_INIT;
        tables[i].name = "Wave";
        tables[i].apply_to_board = NULL;
    }
    cg_weiss_schwarz_ability_ops *t = &tables[0];
    t->apply_to_board = do_nothing;
    size_t count = 1;
    if (bad_is(arg, "version"))
        t->version = 0;
    else if (bad_is(arg, "no name"))
        t->name = NULL;
    else if (bad_is(arg, "bar"))
        t->name = "Wave|Tide";
    else if (bad_is(arg, "code"))
        t->name = "a6";
    else if (bad_is(arg, "builtin"))
        t->name = "destroy by DIE";
    else if (bad_is(arg, "apply"))
        t->apply_to_board = NULL;
    else if (bad_is(arg, "choose"))
        t->choices = CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE);
    else if (bad_is(arg, "kinds"))
        t->choices = 1u;
    else if (bad_is(arg, "twice"))
        count = 2, tables[1] = tables[0], tables[1].name = "WAVE";
    else if (bad_is(arg, "65"))
        count = 65;
    cg_game *g = (cg_game *)f;
    cg_status st = cg_weiss_schwarz_game_new(NULL, bad_is(arg, "NULL") ? NULL : tables,
                                             bad_is(arg, "NULL") ? 1 : count, &g);
    return st != CG_OK && g != (cg_game *)f ? CG_OK : st;
}

/* "FUNCTION GAME [A]": the 1.1 card and ability queries of a game. */
static cg_status call_ws_game_query(fixture *f, const char *arg)
{
    char function[32], which[16], text[32] = "";
    int a = 0;
    if (sscanf(arg, "%31s %15s %d", function, which, &a) < 2)
        return CG_OK;
    sscanf(arg, "%*s %*s %31s", text);
    const cg_game *g = bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->other_game : f->game;
    const char *out = "untouched";
    int n = 7777;
    cg_status st = CG_OK;
    if (bad_is(function, "view")) {
        cg_weiss_schwarz_card_view v;
        v.name = "untouched";
        st = cg_weiss_schwarz_card_view_of(g, a, &v);
        out = v.name;
    } else if (bad_is(function, "subtype")) {
        st = cg_weiss_schwarz_card_subtype(g, a, 5, &out);
    } else if (bad_is(function, "has_subtype")) {
        st = cg_weiss_schwarz_card_has_subtype(g, a, NULL, &n);
    } else if (bad_is(function, "color_count")) {
        return cg_weiss_schwarz_color_count(g) == -1 ? CG_EINVAL : CG_OK;
    } else if (bad_is(function, "color_name")) {
        st = cg_weiss_schwarz_color_name(g, a, &out);
    } else if (bad_is(function, "ability_total")) {
        return cg_weiss_schwarz_ability_total(g) == -1 ? CG_EINVAL : CG_OK;
    } else if (bad_is(function, "ability_name")) {
        st = cg_weiss_schwarz_ability_name(g, a, &out);
    } else if (bad_is(function, "ability_text")) {
        st = cg_weiss_schwarz_ability_text(g, a, &out);
    } else {
        st = cg_weiss_schwarz_ability_find(g, text, &n);
    }
    return st != CG_OK && (strcmp(out, "untouched") != 0 || n != 7777) ? CG_OK : st;
}

/* "FUNCTION [over|NULL] A B": the board operations. */
static cg_status call_ws_board(fixture *f, const char *arg)
{
    char function[32], which[16] = "state";
    int a = 0, b = 0;
    if (sscanf(arg, "%31s %15s %d %d", function, which, &a, &b) < 2)
        return CG_OK;
    cg_state *s = bad_is(which, "NULL") ? NULL : bad_is(which, "over") ? f->over : f->state;
    int out = 7777;
    cg_status st;
    if (bad_is(function, "roll"))
        st = cg_weiss_schwarz_roll_die(s, a ? &out : NULL);
    else if (bad_is(function, "flip"))
        st = cg_weiss_schwarz_flip_coin(s, a ? &out : NULL);
    else if (bad_is(function, "destroy"))
        st = cg_weiss_schwarz_destroy(s, a, b);
    else if (bad_is(function, "move"))
        st = cg_weiss_schwarz_move_card(s, a, b);
    else if (bad_is(function, "draw"))
        st = cg_weiss_schwarz_draw(s, a, &out);
    else if (bad_is(function, "shuffle"))
        st = cg_weiss_schwarz_shuffle_deck(s, a);
    else if (bad_is(function, "ask"))
        st = cg_weiss_schwarz_ask(s, a, b);
    else if (bad_is(function, "look"))
        st = cg_weiss_schwarz_look_at_top(s, a, &out);
    else {
        cg_weiss_schwarz_use use;
        use.value = 7777;
        st = cg_weiss_schwarz_use_at(s, a, &use);
        out = use.value;
    }
    return st != CG_OK && out != 7777 ? CG_OK : st;
}

#define WS "weiss_schwarz"

const bad_row bad_rows_weiss_schwarz[] = {
    {WS, "max_level 0", call_game_params, "max_level=0", CG_EINVAL, "weiss_schwarz: parameter 'max_level' must be from 1 to 9, not 0"},
    {WS, "max_level 10", call_game_params, "max_level=10", CG_EINVAL, "must be from 1 to 9, not 10"},
    {WS, "max_level x", call_game_params, "max_level=x", CG_EINVAL, "weiss_schwarz: parameter 'max_level' wants an integer from 1 to 9, not 'x'"},
    {WS, "front_slots 4", call_game_params, "front_slots=4", CG_EINVAL, "weiss_schwarz: parameter 'front_slots' must be from 3 to 3, not 4"},
    {WS, "back_slots 1", call_game_params, "back_slots=1", CG_EINVAL, "weiss_schwarz: parameter 'back_slots' must be from 2 to 2, not 1"},
    {WS, "direct_attack_bonus 10", call_game_params, "direct_attack_bonus=10", CG_EINVAL, "must be from 0 to 9, not 10"},
    {WS, "direct_attack_bonus -1", call_game_params, "direct_attack_bonus=-1", CG_EINVAL, "must be from 0 to 9, not -1"},
    {WS, "max_turns 1000001", call_game_params, "max_turns=1000001", CG_EINVAL, "weiss_schwarz: parameter 'max_turns' must be from 0 to 1000000, not 1000001"},
    {WS, "max_turns empty", call_game_params, "max_turns=", CG_EINVAL, "wants an integer from 0 to 1000000, not ''"},
    {WS, "weiss_deck of a missing file", call_game_params, "weiss_deck={dir}/missing", CG_EIO, "cannot open '{dir}/missing': No such file or directory"},
    {WS, "schwarz_deck of a missing file", call_game_params, "schwarz_deck={dir}/missing", CG_EIO, "cannot open '{dir}/missing': No such file or directory"},
    {WS, "weiss_deck path of 100000 characters", call_game_params, "weiss_deck=huge:100000", CG_EINVAL, "weiss_schwarz: parameter 'weiss_deck' is longer than"},
    {WS, "schwarz_deck that is a folder", call_game_params, "schwarz_deck={dir}", CG_EIO, "cannot read '{dir}': Is a directory"},
    {WS, "move text of a card that does not exist", call_move_from_string, "play Nobody", CG_EPARSE, "weiss_schwarz: no card named 'Nobody' in Schwarz's deck"},
    {WS, "move text without a card", call_move_from_string, "play", CG_EPARSE, "weiss_schwarz: 'play' is not a move (clock NAME|pass, play NAME [SLOT]"},
    {WS, "move text of an unknown word", call_move_from_string, "dance", CG_EPARSE, "weiss_schwarz: 'dance' is not a move"},
    {WS, "move text with a word after it", call_move_from_string, "end main now", CG_EPARSE, "weiss_schwarz: 'end main now' is not a move"},
    {WS, "move text in another case", call_move_from_string, "END MAIN", CG_OK, NULL},
    {WS, "move text in another case naming no card", call_move_from_string, "PLAY NOBODY Front-Left", CG_EPARSE, "weiss_schwarz: no card named 'NOBODY' in Schwarz's deck"},
    {WS, "move text in another case, not legal now", call_move_from_string, "ATTACK FRONT-LEFT", CG_EILLEGAL, "weiss_schwarz: that move belongs to the battle phase"},
    {WS, "an attack in the main phase", call_move_from_string, "attack front-left", CG_EILLEGAL, "weiss_schwarz: that move belongs to the battle phase, and this is the first main phase"},
    {WS, "a clock move in the main phase", call_move_from_string, "clock pass", CG_EILLEGAL, "weiss_schwarz: that move belongs to the clock phase, and this is the first main phase"},
    {WS, "move code 0xf000", call_apply, "0xf000", CG_EILLEGAL, "weiss_schwarz: 61440 is not a move code"},
    {WS, "move code of an attack in the main phase", call_apply, "0x4000", CG_EILLEGAL, "weiss_schwarz: that move belongs to the battle phase"},
    {WS, "move on a finished game", call_move_from_string, "over:end main", CG_EOVER, "the game of weiss_schwarz is over"},
    {WS, "saved state at turn 0", call_load, "line 6:turn 0", CG_EPARSE, "saved state, line 6: the turn is a number from 1"},
    {WS, "saved state with an unknown first player", call_load, "line 7:first nobody", CG_EPARSE, "saved state, line 7: 'nobody' after 'first' is not weiss or schwarz"},
    {WS, "saved state with an unknown phase", call_load, "line 8:phase lunch", CG_EPARSE, "saved state, line 8: 'lunch' after 'phase' is not clock, main1, battle, main2 or over"},
    {WS, "saved state with an unknown result", call_load, "line 9:result maybe", CG_EPARSE, "saved state, line 9: 'maybe' after 'result' is not none, weiss, schwarz or draw"},
    {WS, "saved state with a card twice", call_load, "line 11:weiss hand 35 13 40 45 35", CG_EPARSE, "saved state, line 11: Weiss's card 35 appears twice"},
    {WS, "saved state with a card index of 50", call_load, "line 11:weiss hand 35 13 40 45 50", CG_EPARSE, "saved state, line 11: '50' is not a card index (0..49)"},
    {WS, "saved state with a card missing", call_load, "line 11:weiss hand 35 13 40", CG_EPARSE, "saved state, line 31: Weiss's 50 cards are not all placed (49 are)"},
    {WS, "saved state with six stage slots", call_load, "line 17:weiss stage - - - - - -", CG_EPARSE, "saved state, line 17: the stage has 5 slots"},
    {WS, "saved state with zones out of order", call_load, "line 10 removed", CG_EPARSE, "saved state, line 10: expected 'weiss deck', found 'weiss hand'"},
    {WS, "saved state with an ability announced and missing", call_load, "line 30:abilities 1", CG_EPARSE, "saved state, line 31: expected 'ability', found 'pending'"},
    {WS, "saved state with an unknown pending choice", call_load, "line 31:pending maybe", CG_EPARSE, "saved state, line 31: 'pending' is followed by none or an ability of the game"},
    {WS, "saved state with a registered ability this game lacks", call_load, "line 31:pending \"Wave\" weiss:0 waiting deck", CG_EPARSE, "saved state, line 31: 'pending' is followed by none or an ability of the game"},
    {WS, "saved state with a negative ability count", call_load, "line 30:abilities -1", CG_EPARSE, "saved state, line 30: the number of active abilities is 0..64"},
    {WS, "empty deck file (parameter)", call_data, "param:empty", CG_EPARSE, "weiss_schwarz-empty, line 1: the deck ends with 0 cards; a deck has exactly 50"},
    {WS, "empty deck file", call_data, "file:empty", CG_EPARSE, "weiss_schwarz-empty, line 1: the deck ends with 0 cards; a deck has exactly 50"},
    {WS, "empty deck text", call_data, "text:empty", CG_EPARSE, "deck, line 1: the deck ends with 0 cards; a deck has exactly 50"},
    {WS, "binary deck file (parameter)", call_data, "param:binary", CG_EPARSE, "weiss_schwarz-binary, line 1: the text holds a NUL byte"},
    {WS, "binary deck file", call_data, "file:binary", CG_EPARSE, "weiss_schwarz-binary, line 1: the text holds a NUL byte"},
    {WS, "binary deck text", call_data, "text:binary", CG_EPARSE, "deck, line 1: the text holds a NUL byte"},
    {WS, "deck file over 16 MiB (parameter)", call_data, "param:huge", CG_EIO, "is larger than 16777216 bytes"},
    {WS, "deck file over 16 MiB", call_data, "file:huge", CG_EIO, "is larger than 16777216 bytes"},
    {WS, "deck text over 16 MiB", call_data, "text:huge", CG_EPARSE, "deck, line 51: a 51st card: a deck has exactly 50 cards"},
    {WS, "truncated deck file (parameter)", call_data, "param:truncated", CG_EPARSE, "weiss_schwarz-truncated, line 24: a CHARACTER line has 11 fields separated by '|', this one has 10"},
    {WS, "truncated deck file", call_data, "file:truncated", CG_EPARSE, "weiss_schwarz-truncated, line 24: a CHARACTER line has 11 fields"},
    {WS, "truncated deck text", call_data, "text:truncated", CG_EPARSE, "deck, line 24: a CHARACTER line has 11 fields"},
    {WS, "deck file with CRLF (parameter)", call_data, "param:crlf", CG_OK, NULL},
    {WS, "deck file with CRLF", call_data, "file:crlf", CG_OK, NULL},
    {WS, "deck text with CRLF", call_data, "text:crlf", CG_OK, NULL},
    {WS, "deck file with a NUL byte (parameter)", call_data, "param:nul", CG_EPARSE, "weiss_schwarz-nul, line 1: the text holds a NUL byte"},
    {WS, "deck file with a NUL byte", call_data, "file:nul", CG_EPARSE, "weiss_schwarz-nul, line 1: the text holds a NUL byte"},
    {WS, "deck text with a NUL byte", call_data, "text:nul", CG_EPARSE, "deck, line 1: the text holds a NUL byte"},
    {WS, "deck that is a folder (parameter)", call_data, "param:folder", CG_EIO, "cannot read '"},
    {WS, "deck that is a folder", call_data, "file:folder", CG_EIO, "cannot read '"},
    {WS, "missing deck file (parameter)", call_data, "param:missing", CG_EIO, "cannot open '"},
    {WS, "missing deck file", call_data, "file:missing", CG_EIO, "cannot open '"},
    {WS, "valid deck file (parameter)", call_data, "param:valid", CG_OK, NULL},
    {WS, "NULL deck text", call_ws_deck_null, "parse text", CG_EINVAL, "cg_weiss_schwarz_deck_parse: text is NULL"},
    {WS, "cg_weiss_schwarz_deck_parse(NULL out)", call_ws_deck_null, "parse out", CG_EINVAL, "cg_weiss_schwarz_deck_parse: out is NULL"},
    {WS, "cg_weiss_schwarz_deck_load(NULL path)", call_ws_deck_null, "load path", CG_EINVAL, "cg_weiss_schwarz_deck_load: path is NULL"},
    {WS, "cg_weiss_schwarz_deck_load(NULL out)", call_ws_deck_null, "load out", CG_EINVAL, "cg_weiss_schwarz_deck_load: out is NULL"},
    {WS, "cg_weiss_schwarz_card_info(NULL game)", call_ws_card_info, "NULL 0", CG_EINVAL, "cg_weiss_schwarz_card_info: game is NULL"},
    {WS, "cg_weiss_schwarz_card_info(card 100)", call_ws_card_info, "game 100", CG_EINVAL, "cg_weiss_schwarz_card_info: 100 is not a card id (0..99)"},
    {WS, "cg_weiss_schwarz_card_info(card -1)", call_ws_card_info, "game -1", CG_EINVAL, "cg_weiss_schwarz_card_info: -1 is not a card id (0..99)"},
    {WS "+", "cg_weiss_schwarz_card_info of another game", call_ws_card_info, "foreign 0", CG_EINVAL, "cg_weiss_schwarz_card_info: game is '{other}', not 'weiss_schwarz'"},
    {WS, "cg_weiss_schwarz_zone_cards(NULL)", call_ws_query, "zone_cards NULL 0 0", CG_EINVAL, "cg_weiss_schwarz_zone_cards: state is NULL"},
    {WS, "cg_weiss_schwarz_zone_cards(player 2)", call_ws_query, "zone_cards state 2 0", CG_EINVAL, "cg_weiss_schwarz_zone_cards: no player 2 in weiss_schwarz (players 0..1)"},
    {WS, "cg_weiss_schwarz_zone_cards(zone 7)", call_ws_query, "zone_cards state 0 7", CG_EINVAL, "cg_weiss_schwarz_zone_cards: no zone 7"},
    {WS, "cg_weiss_schwarz_stage_card(slot 5)", call_ws_query, "stage_card state 0 5", CG_EINVAL, "cg_weiss_schwarz_stage_card: no slot 5"},
    {WS, "cg_weiss_schwarz_power(player -1)", call_ws_query, "power state -1 0", CG_EINVAL, "cg_weiss_schwarz_power: no player -1 in weiss_schwarz (players 0..1)"},
    {WS, "cg_weiss_schwarz_climax_card(player 2)", call_ws_query, "climax_card state 2", CG_EINVAL, "cg_weiss_schwarz_climax_card: no player 2 in weiss_schwarz (players 0..1)"},
    {WS, "cg_weiss_schwarz_level(NULL)", call_ws_query, "level NULL 0", CG_EINVAL, "cg_weiss_schwarz_level: state is NULL"},
    {WS, "cg_weiss_schwarz_current_phase(NULL)", call_ws_query, "current_phase NULL", CG_EINVAL, "cg_weiss_schwarz_current_phase: state is NULL"},
    {WS, "cg_weiss_schwarz_first_player(NULL)", call_ws_query, "first_player NULL", CG_EINVAL, "cg_weiss_schwarz_first_player: state is NULL"},
    {WS, "cg_weiss_schwarz_ability_count(NULL)", call_ws_query, "ability_count NULL", CG_EINVAL, "cg_weiss_schwarz_ability_count: state is NULL"},
    {WS, "cg_weiss_schwarz_ability_at(0) of an empty stack", call_ws_query, "ability_at state 0", CG_EINVAL, "cg_weiss_schwarz_ability_at: no active ability 0 (0 active)"},
    {WS, "cg_weiss_schwarz_pending_choice(NULL)", call_ws_query, "pending NULL", CG_EINVAL, "cg_weiss_schwarz_pending_choice: state is NULL"},
    {WS, "cg_weiss_schwarz_pending_choice(NULL out)", call_ws_query, "pending state 1", CG_EINVAL, "cg_weiss_schwarz_pending_choice: out is NULL"},
    {WS, "cg_weiss_schwarz_bot_move(NULL)", call_ws_query, "bot NULL", CG_EINVAL, "cg_weiss_schwarz_bot_move: state is NULL"},
    {WS "+", "cg_weiss_schwarz_current_phase of another game's state", call_ws_query, "current_phase foreign", CG_EINVAL, "cg_weiss_schwarz_current_phase: state of '{other}', not 'weiss_schwarz'"},
    {WS "+", "cg_weiss_schwarz_zone_cards of another game's state", call_ws_query, "zone_cards foreign 0 0", CG_EINVAL, "cg_weiss_schwarz_zone_cards: state of '{other}', not 'weiss_schwarz'"},
    {WS, "an ability of card 100", call_ws_stack, "apply 0 100 0 -1", CG_EINVAL, "cg_weiss_schwarz_apply_ability: source 100 is not a card id (0..99)"},
    {WS, "an ability of player 2", call_ws_stack, "apply 2 0 0 -1", CG_EINVAL, "cg_weiss_schwarz_apply_ability: no player 2 in weiss_schwarz (players 0..1)"},
    {WS, "a continuous use of a character off the stage", call_ws_stack, "apply 0 35 0 -1", CG_EINVAL, "cg_weiss_schwarz_apply_ability: character 35 (Headmistress of Tides) is not on the stage"},
    {WS, "an ability with continuity 7", call_ws_stack, "apply 1 62 7 -1", CG_EINVAL, "cg_weiss_schwarz_apply_ability: continuity 7 is not 0 (continuous) or 1 (temporary)"},
    {WS, "a target for an ability that asks for none", call_ws_stack, "apply 0 37 1 5", CG_EINVAL, "cg_weiss_schwarz_apply_ability: A3 takes no target (-1), not 5"},
    {WS, "the ability of a card without one", call_ws_stack, "apply 0 0 1 -1", CG_EINVAL, "cg_weiss_schwarz_apply_ability: card 0 (Harbor Apprentice) has no ability"},
    {WS, "a temporary use of a character off the stage", call_ws_stack, "apply 0 4 1 -1", CG_EINVAL, "cg_weiss_schwarz_apply_ability: character 4 (Tide Caller) is not on the stage: its use cannot last"},
    {WS, "abilities with a version of 0", call_ws_game_new, "version", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0]: version 0, this library reads version 1"},
    {WS, "an ability without a name", call_ws_game_new, "no name", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0]: name is NULL"},
    {WS, "an ability name holding '|'", call_ws_game_new, "bar", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0]: the name 'Wave|Tide' holds '|', ':', '\"' or a control character"},
    {WS, "an ability named like a code", call_ws_game_new, "code", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0]: the name 'a6' is another ability's"},
    {WS, "an ability named like a built-in one", call_ws_game_new, "builtin", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0]: the name 'destroy by DIE' is another ability's"},
    {WS, "an ability named twice", call_ws_game_new, "twice", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[1]: the name 'WAVE' is another ability's"},
    {WS, "an ability without apply_to_board", call_ws_game_new, "apply", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0] ('Wave'): apply_to_board is NULL"},
    {WS, "an ability that asks without choose", call_ws_game_new, "choose", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0] ('Wave'): choose is NULL, but it asks choices"},
    {WS, "an ability asking the choice NONE", call_ws_game_new, "kinds", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities[0] ('Wave'): choices 0x1 has bits of no choice kind"},
    {WS, "65 abilities", call_ws_game_new, "65", CG_EINVAL, "cg_weiss_schwarz_game_new: 65 abilities, at most 64"},
    {WS, "abilities NULL with a count", call_ws_game_new, "NULL", CG_EINVAL, "cg_weiss_schwarz_game_new: abilities is NULL and count is 1"},
    {WS, "abilities named by a parameter of cg_game_new", call_game_params, "abilities=Wave", CG_EINVAL, "weiss_schwarz: parameter abilities names 'Wave', which this game does not register"},
    {WS, "cg_weiss_schwarz_card_view_of(card 100)", call_ws_game_query, "view game 100", CG_EINVAL, "cg_weiss_schwarz_card_view_of: 100 is not a card id (0..99)"},
    {WS, "cg_weiss_schwarz_card_view_of(NULL game)", call_ws_game_query, "view NULL 0", CG_EINVAL, "cg_weiss_schwarz_card_view_of: game is NULL"},
    {WS "+", "cg_weiss_schwarz_card_view_of of another game", call_ws_game_query, "view foreign 0", CG_EINVAL, "cg_weiss_schwarz_card_view_of: game is '{other}', not 'weiss_schwarz'"},
    {WS, "cg_weiss_schwarz_card_subtype(5) of a card with one", call_ws_game_query, "subtype game 0", CG_EINVAL, "cg_weiss_schwarz_card_subtype: card 0 (Harbor Apprentice) has no subtype 5"},
    {WS, "cg_weiss_schwarz_card_has_subtype(NULL subtype)", call_ws_game_query, "has_subtype game 0", CG_EINVAL, "cg_weiss_schwarz_card_has_subtype: subtype is NULL"},
    {WS, "cg_weiss_schwarz_color_count(NULL)", call_ws_game_query, "color_count NULL", CG_EINVAL, "cg_weiss_schwarz_color_count: game is NULL"},
    {WS, "cg_weiss_schwarz_color_name(4) of four colours", call_ws_game_query, "color_name game 4", CG_EINVAL, "cg_weiss_schwarz_color_name: no colour 4 (the game has 4)"},
    {WS, "cg_weiss_schwarz_ability_total(NULL)", call_ws_game_query, "ability_total NULL", CG_EINVAL, "cg_weiss_schwarz_ability_total: game is NULL"},
    {WS, "cg_weiss_schwarz_ability_name(13) of the built-in twelve", call_ws_game_query, "ability_name game 13", CG_EINVAL, "cg_weiss_schwarz_ability_name: no ability 13 (the game's are 1..12)"},
    {WS, "cg_weiss_schwarz_ability_text(0)", call_ws_game_query, "ability_text game 0", CG_EINVAL, "cg_weiss_schwarz_ability_text: no ability 0 (the game's are 1..12)"},
    {WS, "cg_weiss_schwarz_ability_find of an unknown name", call_ws_game_query, "find game Wave", CG_EINVAL, "cg_weiss_schwarz_ability_find: no ability 'Wave' in this game"},
    {WS, "cg_weiss_schwarz_roll_die(NULL face)", call_ws_board, "roll state 0", CG_EINVAL, "cg_weiss_schwarz_roll_die: face is NULL"},
    {WS, "cg_weiss_schwarz_roll_die on a finished game", call_ws_board, "roll over 1", CG_EOVER, "cg_weiss_schwarz_roll_die: the game is over"},
    {WS, "cg_weiss_schwarz_flip_coin(NULL)", call_ws_board, "flip NULL 1", CG_EINVAL, "cg_weiss_schwarz_flip_coin: state is NULL"},
    {WS, "cg_weiss_schwarz_destroy(player 2)", call_ws_board, "destroy state 2 0", CG_EINVAL, "cg_weiss_schwarz_destroy: no player 2 in weiss_schwarz (players 0..1)"},
    {WS, "cg_weiss_schwarz_destroy(slot 5)", call_ws_board, "destroy state 0 5", CG_EINVAL, "cg_weiss_schwarz_destroy: no slot 5 (0..4)"},
    {WS, "cg_weiss_schwarz_move_card(card 100)", call_ws_board, "move state 100 0", CG_EINVAL, "cg_weiss_schwarz_move_card: 100 is not a card id (0..99)"},
    {WS, "cg_weiss_schwarz_move_card(zone 7)", call_ws_board, "move state 0 7", CG_EINVAL, "cg_weiss_schwarz_move_card: no zone 7"},
    {WS, "cg_weiss_schwarz_draw(player -1)", call_ws_board, "draw state -1", CG_EINVAL, "cg_weiss_schwarz_draw: no player -1 in weiss_schwarz (players 0..1)"},
    {WS, "cg_weiss_schwarz_shuffle_deck on a finished game", call_ws_board, "shuffle over 0", CG_EOVER, "cg_weiss_schwarz_shuffle_deck: the game is over"},
    {WS, "cg_weiss_schwarz_ask outside an ability", call_ws_board, "ask state 1 -1", CG_EINVAL, "cg_weiss_schwarz_ask: only while an ability resolves"},
    {WS, "cg_weiss_schwarz_ask of the choice ORDER", call_ws_board, "ask state 2 -1", CG_EINVAL, "cg_weiss_schwarz_ask: kind 2 is not DECK (1), STAGE (3) or SIDE (4)"},
    {WS, "cg_weiss_schwarz_ask for a side of player 2", call_ws_board, "ask state 4 2", CG_EINVAL, "cg_weiss_schwarz_ask: side 2: a player (0, 1) for SIDE, -1 for the others"},
    {WS, "cg_weiss_schwarz_look_at_top outside an ability", call_ws_board, "look state 0", CG_EINVAL, "cg_weiss_schwarz_look_at_top: only while an ability resolves"},
    {WS, "cg_weiss_schwarz_use_at(64)", call_ws_board, "use state 64", CG_EINVAL, "cg_weiss_schwarz_use_at: no active ability 64"},
    {WS, "removing an ability never applied", call_ws_stack, "remove 0 3", CG_EINVAL, "cg_weiss_schwarz_remove_ability: Weiss applied no ability of card 3"},
    {WS, "abilities on card 100", call_ws_stack, "apply_to 100", CG_EINVAL, "cg_weiss_schwarz_apply_abilities_to_card: card 100 is not a card id (0..99)"},
    {WS, "reverting card -1", call_ws_stack, "revert -1", CG_EINVAL, "cg_weiss_schwarz_revert_abilities_on_card: card -1 is not a card id (0..99)"},
    {WS, "end_turn(NULL)", call_ws_stack, "NULL end_turn", CG_EINVAL, "cg_weiss_schwarz_end_turn: state is NULL"},
    {WS, "start_turn(NULL)", call_ws_stack, "NULL start_turn", CG_EINVAL, "cg_weiss_schwarz_start_turn: state is NULL"},
};

const size_t bad_rows_weiss_schwarz_count =
    sizeof bad_rows_weiss_schwarz / sizeof bad_rows_weiss_schwarz[0];
