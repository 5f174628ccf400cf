/*
 * libFuzzer target for SlugDungeon's text readers. The first byte chooses the
 * reader: even, the rest is a level file (cg_slugdungeon_state_from_level);
 * odd, it is the game's lines of a saved state (cg_state_load, inside a valid
 * frame). Whatever loads must save, load back equal and play a few turns.
 *
 *   meson setup build-fuzz -Dfuzz=true (with CC=clang)
 *   build-fuzz/tests/fuzz/fuzz_slugdungeon data/levels
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/slugdungeon.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const cg_game *game(void)
{
    static cg_game *g;
    if (!g && cg_game_new("slugdungeon", "max_turns=40", &g) != CG_OK)
        abort();
    return g;
}

static cg_state *load_lines(const uint8_t *data, size_t size)
{
    static const char frame[] = "cardgames-state 1\ngame slugdungeon\nparams level=;max_turns=40\n"
                                "moves 0\nrng 0000000000000001 0 0 0\n";
    char *text = malloc(sizeof frame + size + 5);
    if (!text)
        return NULL;
    memcpy(text, frame, sizeof frame - 1);
    memcpy(text + sizeof frame - 1, data, size);
    memcpy(text + sizeof frame - 1 + size, "end\n", 5);
    cg_state *s = NULL;
    if (cg_state_load(game(), text, &s) != CG_OK)
        s = NULL;
    free(text);
    return s;
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
        cg_move legal[5];
        size_t count = cg_state_legal_moves(again, legal, 5);
        if (count == 0 || cg_state_apply(again, legal[moves[i] % count]) != CG_OK)
            abort();
    }
    char render[1 << 15];
    cg_state_render(again, CG_PLAYER_NONE, render, sizeof render);
    cg_state_free(again);
    free(saved);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    cg_state *s = NULL;
    if (data[0] % 2 == 0) {
        if (cg_slugdungeon_state_from_level(game(), (const char *)data + 1, size - 1, &s) != CG_OK)
            s = NULL;
    } else {
        s = load_lines(data + 1, size - 1);
    }
    if (s) {
        check_round_trip(s, data, size);
        cg_state_free(s);
    }
    return 0;
}
