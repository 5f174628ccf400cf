/*
 * libFuzzer target for Shephy's text readers. The first byte chooses the
 * reader: even, the rest is the game's lines of a saved state (cg_state_load,
 * inside a valid frame); odd, it is a move text read on a few positions.
 * Whatever loads must save, load back equal and play legal moves to the end
 * (at most 400), every legal move having a text that reads back.
 *
 *   meson setup build-fuzz -Dfuzz=true (with CC=clang)
 *   build-fuzz/tests/fuzz/fuzz_shephy
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/shephy.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const cg_game *game(void)
{
    static cg_game *g;
    if (!g && cg_game_new("shephy", NULL, &g) != CG_OK)
        abort();
    return g;
}

static cg_state *load_lines(const uint8_t *data, size_t size)
{
    static const char frame[] = "cardgames-state 1\ngame shephy\nparams \nmoves 0\n"
                                "rng 0000000000000001 0000000000000000 0000000000000000 "
                                "0000000000000000\n";
    char *text = malloc(sizeof frame + size + 5);
    if (!text)
        return NULL;
    memcpy(text, frame, sizeof frame - 1);
    memcpy(text + sizeof frame - 1, data, size);
    memcpy(text + sizeof frame - 1 + size, "end\n", 5);
    cg_state *s = NULL;
    if (memchr(text, '\0', sizeof frame - 1 + size) || cg_state_load(game(), text, &s) != CG_OK)
        s = NULL;
    free(text);
    return s;
}

static void check_move_texts(const cg_state *s)
{
    cg_move legal[32];
    size_t count = cg_state_legal_moves(s, legal, 32);
    if (count > cg_game_max_moves(game()))
        abort();
    for (size_t i = 0; i < count; i++) {
        char text[128];
        cg_move back;
        if (cg_move_to_string(s, legal[i], text, sizeof text) == 0 ||
            cg_move_from_string(s, text, &back) != CG_OK || back != legal[i])
            abort();
    }
}

static void check_round_trip(cg_state *s, const uint8_t *choices, size_t n)
{
    size_t len = cg_state_save(s, NULL, 0);
    char *saved = malloc(len + 1);
    cg_state *again = NULL;
    if (!saved)
        return;
    cg_state_save(s, saved, len + 1);
    if (cg_state_load(game(), saved, &again) != CG_OK || !cg_state_equal(s, again))
        abort();
    for (size_t i = 0; i < 400 && !cg_state_is_terminal(again); i++) {
        check_move_texts(again);
        cg_move legal[32];
        size_t count = cg_state_legal_moves(again, legal, 32);
        if (count == 0 || cg_state_apply(again, legal[n ? choices[i % n] % count : 0]) != CG_OK)
            abort();
    }
    char render[1 << 13];
    cg_state_render(again, CG_PLAYER_NONE, render, sizeof render);
    cg_state_free(again);
    free(saved);
}

/* A move text read on a new game and on the same game after a few moves. */
static void read_move(const uint8_t *data, size_t size)
{
    char text[256];
    size_t n = size < sizeof text - 1 ? size : sizeof text - 1;
    memcpy(text, data, n);
    text[n] = '\0';
    cg_state *s = NULL;
    if (cg_state_new(game(), 1, &s) != CG_OK)
        abort();
    for (int step = 0; step < 3 && !cg_state_is_terminal(s); step++) {
        cg_move m;
        if (cg_move_from_string(s, text, &m) == CG_OK && cg_state_apply(s, m) != CG_OK)
            abort();
        cg_move first;
        if (!cg_state_is_terminal(s) && cg_state_legal_moves(s, &first, 1) > 0)
            cg_state_apply(s, first);
    }
    cg_state_free(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    if (data[0] % 2 == 1) {
        read_move(data + 1, size - 1);
        return 0;
    }
    cg_state *s = load_lines(data + 1, size - 1);
    if (s) {
        check_round_trip(s, data, size);
        cg_state_free(s);
    }
    return 0;
}
