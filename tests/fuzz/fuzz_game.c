/* The part every game's own fuzz target shares (see fuzz_game.h). */
#include "fuzz_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MOVES_AFTER_LOAD = 64 };

const cg_game *fuzz_target_game(void)
{
    static cg_game *game;
    if (!game) {
        cg_status st = cg_game_new(fuzz_game_name, fuzz_game_params, &game);
        FUZZ_CHECK(st == CG_OK, "%s with '%s' does not make a game", fuzz_game_name,
                   fuzz_game_params ? fuzz_game_params : "");
    }
    return game;
}

void fuzz_game_play(cg_state *s, fuzz_input *in, size_t max)
{
    fuzz_check_state(s);
    size_t bound = cg_game_max_moves(cg_state_game(s));
    cg_move *legal = malloc(bound * sizeof *legal);
    FUZZ_CHECK(legal != NULL, "out of memory");
    for (size_t i = 0; i < max && !cg_state_is_terminal(s); i++) {
        size_t count = cg_state_legal_moves(s, legal, bound);
        FUZZ_CHECK(count > 0, "no legal move in a state that is not over");
        cg_move m = legal[fuzz_u8(in) % count];
        FUZZ_CHECK(cg_state_apply(s, m) == CG_OK, "legal move %u does not apply", (unsigned)m);
    }
    free(legal);
    fuzz_check_state(s);
}

/* The input inside the frame of a saved state of the target's game. */
static void read_saved_lines(fuzz_input *in)
{
    const cg_game *game = fuzz_target_game();
    size_t params_len = cg_game_params(game, NULL, 0);
    static const char rng[] = "rng 0000000000000001 0000000000000002 0000000000000003 "
                              "0000000000000004\n";
    size_t cap = 64 + strlen(fuzz_game_name) + params_len + sizeof rng + in->size;
    char *text = malloc(cap);
    FUZZ_CHECK(text != NULL, "out of memory");
    size_t n = (size_t)snprintf(text, cap, "cardgames-state 1\ngame %s\nparams ", fuzz_game_name);
    n += cg_game_params(game, text + n, cap - n);
    n += (size_t)snprintf(text + n, cap - n, "\nmoves 0\n%s", rng);
    const uint8_t *nul = memchr(in->data, '\0', in->size);
    size_t lines = nul ? (size_t)(nul - in->data) : in->size;
    memcpy(text + n, in->data, lines);
    in->data += lines;
    in->size -= lines;
    snprintf(text + n + lines, cap - n - lines, "end\n");
    cg_state *s = NULL;
    cg_status st = cg_state_load(game, text, &s);
    free(text);
    if (st != CG_OK) {
        fuzz_check_failure(st, "loading a saved state");
        return;
    }
    fuzz_game_play(s, in, MOVES_AFTER_LOAD);
    cg_state_free(s);
}

/* A move text read on a game after a few random moves. */
static void read_move_text(fuzz_input *in)
{
    cg_state *s = NULL;
    FUZZ_CHECK(cg_state_new(fuzz_target_game(), 1, &s) == CG_OK, "a new state");
    cg_state_playout(s, 2, fuzz_u8(in), NULL);
    char *text = fuzz_rest(in);
    cg_move m;
    cg_status st = cg_move_from_string(s, text, &m);
    if (st == CG_OK) {
        FUZZ_CHECK(cg_state_is_legal(s, m), "'%s' reads as move %u, not legal", text, (unsigned)m);
        FUZZ_CHECK(cg_state_apply(s, m) == CG_OK, "'%s' does not apply", text);
    } else {
        fuzz_check_failure(st, "reading a move text");
    }
    free(text);
    cg_state_free(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    switch (fuzz_u8(&in) % 3) {
    case 0: read_saved_lines(&in); break;
    case 1: read_move_text(&in); break;
    default: fuzz_game_reader(&in); break;
    }
    return 0;
}
