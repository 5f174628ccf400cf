/*
 * libFuzzer target for Battleship's text readers. The first byte chooses the
 * reader: 0, the rest is the game's lines of a saved state (cg_state_load,
 * inside a valid frame), and whatever loads must save, load back equal and
 * play on; 1, a move text on a state of the firing phase; 2, a coordinate and
 * a fleet; 3, the parameters of a game.
 *
 *   meson setup build-fuzz -Dfuzz=true (with CC=clang)
 *   build-fuzz/tests/fuzz/fuzz_battleship
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/battleship.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const cg_game *game(void)
{
    static cg_game *g;
    if (!g && cg_game_new("battleship", "width=6;height=5;fleet=3,2,2,1", &g) != CG_OK)
        abort();
    return g;
}

/* The input as a NUL-terminated string, with `before` and `after` around it. */
static char *text_of(const uint8_t *data, size_t size, const char *before, const char *after)
{
    size_t a = strlen(before), b = strlen(after);
    char *text = malloc(a + size + b + 1);
    if (!text)
        return NULL;
    memcpy(text, before, a);
    memcpy(text + a, data, size);
    memcpy(text + a + size, after, b + 1);
    return text;
}

static void check_round_trip(cg_state *s, const uint8_t *moves, size_t n)
{
    size_t len = cg_state_save(s, NULL, 0);
    char *saved = malloc(len + 1);
    cg_state *again = NULL;
    if (!saved)
        return;
    cg_state_save(s, saved, len + 1);
    if (cg_state_load(game(), saved, &again) != CG_OK || !cg_state_equal(s, again))
        abort();
    for (size_t i = 0; i < n && i < 40 && !cg_state_is_terminal(again); i++) {
        cg_move legal[121];
        size_t count = cg_state_legal_moves(again, legal, 121);
        if (count == 0 || cg_state_apply(again, legal[moves[i] % count]) != CG_OK)
            abort();
    }
    char render[1 << 13];
    for (int viewer = CG_PLAYER_NONE; viewer < 2; viewer++)
        cg_state_render(again, viewer, render, sizeof render);
    cg_state_free(again);
    free(saved);
}

static void fuzz_saved_state(const uint8_t *data, size_t size)
{
    char *text = text_of(data, size,
                         "cardgames-state 1\ngame battleship\n"
                         "params width=6;height=5;fleet=3,2,2,1;wins=10\nmoves 0\n"
                         "rng 0000000000000001 0 0 0\n",
                         "end\n");
    cg_state *s = NULL;
    if (text && cg_state_load(game(), text, &s) == CG_OK) {
        check_round_trip(s, data, size);
        cg_state_free(s);
    }
    free(text);
}

static void fuzz_move_text(const uint8_t *data, size_t size)
{
    static cg_state *firing;
    if (!firing) {
        if (cg_state_new(game(), 1, &firing) != CG_OK)
            abort();
        cg_state_playout(firing, 1, 2, NULL); /* two "place random" or placements */
        while (cg_battleship_state_phase(firing) == CG_BATTLESHIP_PLACING)
            cg_state_apply(firing, CG_BATTLESHIP_PLACE_RANDOM);
    }
    char *text = text_of(data, size, "", "");
    cg_move m;
    if (text && cg_move_from_string(firing, text, &m) == CG_OK && !cg_state_is_legal(firing, m))
        abort();
    free(text);
}

static void fuzz_coordinate_and_fleet(const uint8_t *data, size_t size)
{
    char *text = text_of(data, size, "", "");
    cg_battleship_coord c;
    uint8_t lengths[8];
    size_t count;
    if (text && cg_battleship_coord_parse(text, &c) == CG_OK && (c.x > 25 || c.y > 25))
        abort();
    if (text && cg_battleship_fleet_parse(text, lengths, 8, &count) == CG_OK && count == 0)
        abort();
    free(text);
}

static void fuzz_params(const uint8_t *data, size_t size)
{
    char *text = text_of(data, size, "", "");
    cg_game *g = NULL;
    if (text && cg_game_new("battleship", text, &g) == CG_OK) {
        cg_state *s = NULL;
        if (cg_state_new(g, 1, &s) == CG_OK)
            cg_state_playout(s, 2, 30, NULL);
        cg_state_free(s);
    }
    cg_game_free(g);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    switch (data[0] % 4) {
    case 0: fuzz_saved_state(data + 1, size - 1); break;
    case 1: fuzz_move_text(data + 1, size - 1); break;
    case 2: fuzz_coordinate_and_fleet(data + 1, size - 1); break;
    default: fuzz_params(data + 1, size - 1); break;
    }
    return 0;
}
