/*
 * Battleship's own fuzz target (the shared part: fuzz_game.h). Its reader,
 * chosen by the next byte: a coordinate, a fleet, or a game's parameters,
 * whose game plays a few random moves.
 */
#include <stdlib.h>
#include <string.h>

#include "cardgames/battleship.h"
#include "fuzz_game.h"

const char fuzz_game_name[] = "battleship";
const char *const fuzz_game_params = "width=6;height=5;fleet=3,2,2,1";

static void read_coordinate(const char *text)
{
    cg_battleship_coord c;
    cg_status st = cg_battleship_coord_parse(text, &c);
    if (st != CG_OK) {
        fuzz_check_failure(st, "reading a coordinate");
        return;
    }
    FUZZ_CHECK(c.x >= 0 && c.x <= 25 && c.y >= 0 && c.y <= 25, "'%s' reads as %d,%d", text, c.x,
               c.y);
    char shown[8];
    cg_battleship_coord back;
    FUZZ_CHECK(cg_battleship_coord_text(c, shown, sizeof shown) > 0 &&
                   cg_battleship_coord_parse(shown, &back) == CG_OK && back.x == c.x &&
                   back.y == c.y,
               "'%s' does not read back as it is printed ('%s')", text, shown);
}

static void read_fleet(const char *text)
{
    uint8_t lengths[CG_BATTLESHIP_SHIPS_MAX];
    size_t count;
    cg_status st = cg_battleship_fleet_parse(text, lengths, CG_BATTLESHIP_SHIPS_MAX, &count);
    if (st != CG_OK) {
        fuzz_check_failure(st, "reading a fleet");
        return;
    }
    FUZZ_CHECK(count >= 1 && count <= CG_BATTLESHIP_SHIPS_MAX, "'%s': %zu ships", text, count);
    for (size_t i = 0; i < count; i++)
        FUZZ_CHECK(lengths[i] >= 1 && lengths[i] <= 26, "'%s': a ship of %u", text, lengths[i]);
}

static void read_params(const char *text)
{
    cg_game *g = NULL;
    cg_status st = cg_game_new("battleship", text, &g);
    if (st != CG_OK) {
        fuzz_check_failure(st, "making a game");
        return;
    }
    cg_state *s = NULL;
    FUZZ_CHECK(cg_state_new(g, 1, &s) == CG_OK, "a new state of '%s'", text);
    FUZZ_CHECK(cg_state_playout(s, 2, 30, NULL) == CG_OK, "playing a game of '%s'", text);
    cg_state_free(s);
    cg_game_free(g);
}

void fuzz_game_reader(fuzz_input *in)
{
    uint8_t which = fuzz_u8(in) % 3;
    char *text = fuzz_rest(in);
    if (which == 0)
        read_coordinate(text);
    else if (which == 1)
        read_fleet(text);
    else
        read_params(text);
    free(text);
}
