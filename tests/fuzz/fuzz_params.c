/*
 * Parameters text: the first line picks the game (else the first byte), the
 * rest is the parameters given to cg_game_new. A game made must report
 * canonical parameters that make an equivalent game, and play; a failure
 * must have its status and message and leave *out alone.
 *
 * Values naming files could reach any path of the machine (a FIFO would
 * block): every '/' becomes '_', so files are looked up in the working
 * folder only.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    size_t index = fuzz_pick_game(&in);
    const char *name = cg_game_name_at(index);
    char *params = fuzz_rest(&in);
    for (char *p = params; *p; p++)
        if (*p == '/')
            *p = '_';

    cg_game *sentinel = (cg_game *)&in, *g = sentinel;
    cg_status st = cg_game_new(name, params, &g);
    if (st != CG_OK) {
        fuzz_check_failure(st, "cg_game_new");
        FUZZ_CHECK(st != CG_ENOGAME && st != CG_EILLEGAL && st != CG_EOVER,
                   "cg_game_new(%s, ...) gave %s", name, cg_status_name(st));
        FUZZ_CHECK(g == sentinel, "cg_game_new wrote *out on failure");
        free(params);
        return 0;
    }
    FUZZ_CHECK(strcmp(cg_game_name(g), name) == 0, "the game is named %s", cg_game_name(g));
    size_t n = cg_game_params(g, NULL, 0);
    char *canonical = malloc(n + 1);
    cg_game_params(g, canonical, n + 1);
    cg_game *again = NULL;
    FUZZ_CHECK(cg_game_new(name, canonical, &again) == CG_OK,
               "the canonical parameters '%s' (from '%s') make no game", canonical, params);
    char *twice = malloc(n + 1);
    FUZZ_CHECK(cg_game_params(again, twice, n + 1) == n && strcmp(twice, canonical) == 0,
               "canonical parameters '%s' are not stable", canonical);
    FUZZ_CHECK(cg_game_num_players(g) >= 1 && cg_game_max_moves(g) >= 1,
               "a game without players or moves");

    cg_state *s = NULL, *t = NULL;
    FUZZ_CHECK(cg_state_new(g, size, &s) == CG_OK, "no state of the game made");
    FUZZ_CHECK(cg_state_new(again, size, &t) == CG_OK, "no state of the game made again");
    FUZZ_CHECK(cg_state_equal(s, t), "equivalent games start differently");
    fuzz_check_state(s);
    FUZZ_CHECK(cg_state_playout(s, 1, 64, NULL) == CG_OK, "playout failed");
    FUZZ_CHECK(cg_state_copy(t, s) == CG_OK, "copy between equivalent games failed");
    fuzz_check_state(t);
    cg_state_free(s);
    cg_state_free(t);
    cg_game_free(again);
    cg_game_free(g);
    free(twice);
    free(canonical);
    free(params);
    return 0;
}
