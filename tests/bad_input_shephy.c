/* Shephy's rows of the bad-input catalogue (see bad_input.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "cardgames/shephy.h"

/* "FUNCTION N": the card and rank functions given values that are none. */
static cg_status call_shephy_value(fixture *f, const char *arg)
{
    (void)f;
    char function[32], text[64] = "";
    int n = 0;
    if (sscanf(arg, "%31s %d", function, &n) < 1)
        return CG_OK;
    if (bad_is(function, "card_name"))
        return cg_shephy_card_name(n) == NULL ? CG_EINVAL : CG_OK;
    if (bad_is(function, "card_name_ja"))
        return cg_shephy_card_name_ja(n) == NULL ? CG_EINVAL : CG_OK;
    if (bad_is(function, "card_copies"))
        return cg_shephy_card_copies(n) == 0 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "rank_value"))
        return cg_shephy_rank_value(n) == 0 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "rank_index"))
        return cg_shephy_rank_index(n) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "drop_rank"))
        return cg_shephy_drop_rank(n) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "raise_rank"))
        return cg_shephy_raise_rank(n) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "composite_NULL"))
        return cg_shephy_composite_ranks(NULL, 3) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "composite_empty")) {
        int values[1] = {1};
        return cg_shephy_composite_ranks(values, 0) == -1 ? CG_EINVAL : CG_OK;
    }
    if (bad_is(function, "composite")) {
        int values[3] = {1, n, 3};
        return cg_shephy_composite_ranks(values, 3) == -1 ? CG_EINVAL : CG_OK;
    }
    /* card_from_name: the rest of arg is the name ("NULL" for NULL). */
    snprintf(text, sizeof text, "%s", arg + strlen(function) + (arg[strlen(function)] ? 1 : 0));
    return cg_shephy_card_from_name(bad_is(text, "NULL") ? NULL : text) == -1 ? CG_EINVAL : CG_OK;
}

static const cg_state *shephy_state_arg(fixture *f, const char *which)
{
    return bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->foreign : f->state;
}

/* "FUNCTION STATE [NULL]": the state's queries; STATE is NULL, foreign or
   state; a trailing NULL passes NULL for the output. */
static cg_status call_shephy_query(fixture *f, const char *arg)
{
    char function[32], which[16], out[16] = "";
    if (sscanf(arg, "%31s %15s %15s", function, which, out) < 2)
        return CG_OK;
    const cg_state *s = shephy_state_arg(f, which);
    int null_out = bad_is(out, "NULL");
    uint8_t counts[CG_SHEPHY_RANKS], cards[32];
    memset(counts, 0xee, sizeof counts);
    memset(cards, 0xee, sizeof cards);
    if (bad_is(function, "field") || bad_is(function, "stock")) {
        cg_status st = bad_is(function, "field") ? cg_shephy_field(s, null_out ? NULL : counts)
                                                  : cg_shephy_stock(s, null_out ? NULL : counts);
        return st != CG_OK && counts[0] != 0xee ? CG_OK : st;
    }
    if (bad_is(function, "field_size"))
        return cg_shephy_field_size(s) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "enemy_sheep"))
        return cg_shephy_enemy_sheep(s) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "hand"))
        return cg_shephy_hand(s, cards, sizeof cards) == -1 && cards[0] == 0xee ? CG_EINVAL : CG_OK;
    if (bad_is(function, "deck"))
        return cg_shephy_deck(s, cards, sizeof cards) == -1 && cards[0] == 0xee ? CG_EINVAL : CG_OK;
    if (bad_is(function, "discard"))
        return cg_shephy_discard(s, cards, sizeof cards) == -1 && cards[0] == 0xee ? CG_EINVAL
                                                                                   : CG_OK;
    if (bad_is(function, "exile"))
        return cg_shephy_exile(s, cards, sizeof cards) == -1 && cards[0] == 0xee ? CG_EINVAL : CG_OK;
    if (bad_is(function, "effect_of")) {
        cg_shephy_effect effect;
        memset(&effect, 0xee, sizeof effect);
        cg_status st = cg_shephy_effect_of(s, null_out ? NULL : &effect);
        unsigned char first;
        memcpy(&first, &effect, 1);
        return st != CG_OK && first != 0xee ? CG_OK : st;
    }
    if (bad_is(function, "outcome_of"))
        return cg_shephy_outcome_of(s) == -1 ? CG_EINVAL : CG_OK;
    return cg_shephy_shuffle_hidden((cg_state *)s, 1);
}

#define SH "shephy"

const bad_row bad_rows_shephy[] = {
    {SH, "a parameter of a game without any", call_game_params, "max_turns=5", CG_EINVAL, "shephy: unknown parameter 'max_turns' (known: none)"},
    {SH, "a parameter without a value", call_game_params, "seed=", CG_EINVAL, "shephy: unknown parameter 'seed' (known: none)"},
    {SH, "move text in lower case (read in any ASCII case)", call_move_from_string, "draw cards", CG_OK, NULL},
    {SH, "move text in upper case, not legal now (named canonically)", call_move_from_string, "PLAY BE FRUITFUL", CG_EILLEGAL, "shephy: 'Play Be Fruitful' is not legal now (legal: 'Draw cards')"},
    {SH, "move text of a misspelt card in another case", call_move_from_string, "play be fruitfull", CG_EPARSE, "shephy: 'play be fruitfull' is not a move (moves read like 'Draw cards', 'Play Be Fruitful', 'Release 3 Sheep card')"},
    {SH, "move text of a card that does not exist", call_move_from_string, "Play Unicorn", CG_EPARSE, "shephy: 'Play Unicorn' is not a move"},
    {SH, "move text of four cards", call_move_from_string, "Gain 4 cards of 3 Sheep", CG_EPARSE, "shephy: 'Gain 4 cards of 3 Sheep' is not a move"},
    {SH, "move text of a rank that does not exist", call_move_from_string, "Copy 2 Sheep card", CG_EPARSE, "shephy: 'Copy 2 Sheep card' is not a move"},
    {SH, "move text with a word after it", call_move_from_string, "Draw cards now", CG_EPARSE, "shephy: 'Draw cards now' is not a move"},
    {SH, "move text with blanks around it", call_move_from_string, "  Draw cards\t", CG_OK, NULL},
    {SH, "drawing a card when the hand must be filled", call_move_from_string, "Draw a card", CG_EILLEGAL, "shephy: 'Draw a card' is not legal now (legal: 'Draw cards')"},
    {SH, "playing a card that is not in hand", call_move_from_string, "Play Be Fruitful", CG_EILLEGAL, "shephy: 'Play Be Fruitful' is not legal now (legal: 'Draw cards')"},
    {SH, "move code of kind 99", call_apply, "0x6300", CG_EILLEGAL, "shephy: 25344 is not a move code"},
    {SH, "move on a finished game", call_move_from_string, "over:Draw cards", CG_EOVER, "the game of shephy is over"},
    {SH, "saved state with a rank that does not exist", call_load, "line 6:field 2", CG_EPARSE, "saved state, line 6: '2' is not a rank (1, 3, 10, 30, 100, 300 or 1000)"},
    {SH, "saved state with a stock that does not match the field", call_load, "line 7:stock 7 7 7 7 7 7 7", CG_EPARSE, "saved state, line 7: the stock of 1 holds 7 cards, but 7 minus the 1 in the field is 6"},
    {SH, "saved state with 5 enemy sheep", call_load, "line 8:enemy 5", CG_EPARSE, "saved state, line 8: '5' is not an enemy sheep count (1, 10, 100 or 1000)"},
    {SH, "saved state with a card that does not exist", call_load, "line 9:hand Unicorn", CG_EPARSE, "saved state, line 9: 'Unicorn' is not an event card name"},
    {SH, "saved state with a card twice", call_load, "line 12:exile Sheep Dog", CG_EPARSE, "saved state, line 12: Sheep Dog appears 2 times among hand, deck, discard and exile; the game has 1"},
    {SH, "saved state with a card missing", call_load, "line 11:discard Sheep Dog", CG_EPARSE, "saved state, line 12: Plague appears 0 times among hand, deck, discard and exile; the game has 1"},
    {SH, "saved state with a comma after the last card", call_load, "line 11:discard Sheep Dog,", CG_EPARSE, "saved state, line 11: no card after the last ',' in discard"},
    {SH, "saved state without a comma between cards", call_load, "line 11:discard Sheep Dog Plague", CG_EPARSE, "saved state, line 11: 'Sheep Dog Plague' is not an event card name"},
    {SH, "saved state with an effect of an unknown card", call_load, "line 13:effect Unicorn", CG_EPARSE, "saved state, line 13: 'Unicorn' is not 'none' or an event card name"},
    {SH, "saved state with an effect that the hand forbids", call_load, "line 13:effect Storm: rest 9", CG_EPARSE, "saved state, line 13: Storm leaves 1 release after its first"},
    {SH, "saved state with an empty field and no loss", call_load, "line 6:field -", CG_EPARSE, "saved state, line 7: the stock of 1 holds 6 cards, but 7 minus the 0 in the field is 7"},
    {SH, "cg_shephy_card_name(19)", call_shephy_value, "card_name 19", CG_EINVAL, "cg_shephy_card_name: 19 is no card (0..18)"},
    {SH, "cg_shephy_card_name(-1)", call_shephy_value, "card_name -1", CG_EINVAL, "cg_shephy_card_name: -1 is no card (0..18)"},
    {SH, "cg_shephy_card_name_ja(99)", call_shephy_value, "card_name_ja 99", CG_EINVAL, "cg_shephy_card_name_ja: 99 is no card (0..18)"},
    {SH, "cg_shephy_card_copies(19)", call_shephy_value, "card_copies 19", CG_EINVAL, "cg_shephy_card_copies: 19 is no card (0..18)"},
    {SH, "cg_shephy_rank_value(7)", call_shephy_value, "rank_value 7", CG_EINVAL, "cg_shephy_rank_value: 7 is no rank index (0..6)"},
    {SH, "cg_shephy_rank_index(2)", call_shephy_value, "rank_index 2", CG_EINVAL, "cg_shephy_rank_index: 2 is no rank (1, 3, 10, 30, 100, 300 or 1000)"},
    {SH, "cg_shephy_drop_rank(5)", call_shephy_value, "drop_rank 5", CG_EINVAL, "cg_shephy_drop_rank: 5 is no rank"},
    {SH, "cg_shephy_raise_rank(0)", call_shephy_value, "raise_rank 0", CG_EINVAL, "cg_shephy_raise_rank: 0 is no rank"},
    {SH, "cg_shephy_composite_ranks(NULL)", call_shephy_value, "composite_NULL", CG_EINVAL, "cg_shephy_composite_ranks: values is NULL"},
    {SH, "cg_shephy_composite_ranks of no value", call_shephy_value, "composite_empty", CG_EINVAL, "cg_shephy_composite_ranks: count is 0"},
    {SH, "cg_shephy_composite_ranks with a 2", call_shephy_value, "composite 2", CG_EINVAL, "cg_shephy_composite_ranks: 2 is no rank"},
    {SH, "cg_shephy_card_from_name(NULL)", call_shephy_value, "from_name NULL", CG_EINVAL, "cg_shephy_card_from_name: name is NULL"},
    {SH, "cg_shephy_card_from_name in lower case", call_shephy_value, "from_name be fruitful", CG_EINVAL, "cg_shephy_card_from_name: 'be fruitful' is no card name"},
    {SH, "cg_shephy_card_from_name(\"\")", call_shephy_value, "from_name", CG_EINVAL, "cg_shephy_card_from_name: '' is no card name"},
    {SH, "cg_shephy_field(NULL)", call_shephy_query, "field NULL", CG_EINVAL, "cg_shephy_field: state is NULL"},
    {SH, "cg_shephy_field(NULL counts)", call_shephy_query, "field state NULL", CG_EINVAL, "cg_shephy_field: counts is NULL"},
    {SH, "cg_shephy_stock(NULL counts)", call_shephy_query, "stock state NULL", CG_EINVAL, "cg_shephy_stock: counts is NULL"},
    {SH, "cg_shephy_field_size(NULL)", call_shephy_query, "field_size NULL", CG_EINVAL, "cg_shephy_field_size: state is NULL"},
    {SH, "cg_shephy_enemy_sheep(NULL)", call_shephy_query, "enemy_sheep NULL", CG_EINVAL, "cg_shephy_enemy_sheep: state is NULL"},
    {SH, "cg_shephy_hand(NULL)", call_shephy_query, "hand NULL", CG_EINVAL, "cg_shephy_hand: state is NULL"},
    {SH, "cg_shephy_deck(NULL)", call_shephy_query, "deck NULL", CG_EINVAL, "cg_shephy_deck: state is NULL"},
    {SH, "cg_shephy_discard(NULL)", call_shephy_query, "discard NULL", CG_EINVAL, "cg_shephy_discard: state is NULL"},
    {SH, "cg_shephy_exile(NULL)", call_shephy_query, "exile NULL", CG_EINVAL, "cg_shephy_exile: state is NULL"},
    {SH, "cg_shephy_effect_of(NULL)", call_shephy_query, "effect_of NULL", CG_EINVAL, "cg_shephy_effect_of: state is NULL"},
    {SH, "cg_shephy_effect_of(NULL out)", call_shephy_query, "effect_of state NULL", CG_EINVAL, "cg_shephy_effect_of: out is NULL"},
    {SH, "cg_shephy_outcome_of(NULL)", call_shephy_query, "outcome_of NULL", CG_EINVAL, "cg_shephy_outcome_of: state is NULL"},
    {SH, "cg_shephy_shuffle_hidden(NULL)", call_shephy_query, "shuffle_hidden NULL", CG_EINVAL, "cg_shephy_shuffle_hidden: state is NULL"},
    {SH "+", "cg_shephy_hand of another game's state", call_shephy_query, "hand foreign", CG_EINVAL, "cg_shephy_hand: state of '{other}', not 'shephy'"},
    {SH "+", "cg_shephy_field of another game's state", call_shephy_query, "field foreign", CG_EINVAL, "cg_shephy_field: state of '{other}', not 'shephy'"},
    {SH "+", "cg_shephy_shuffle_hidden of another game's state", call_shephy_query, "shuffle_hidden foreign", CG_EINVAL, "cg_shephy_shuffle_hidden: state of '{other}', not 'shephy'"},
};

const size_t bad_rows_shephy_count = sizeof bad_rows_shephy / sizeof bad_rows_shephy[0];
