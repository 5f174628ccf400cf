/*
 * Move text: the first line picks the game (else the first byte); the next
 * eight bytes seed a state and say how many random moves to play first; the
 * rest is a move text for cg_move_from_string and four bytes of it a move code
 * for cg_move_to_string. A move read must be legal, apply, and read back from
 * its own text; a refusal must change nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    const cg_game *g = fuzz_game(fuzz_pick_game(&in));
    uint32_t seed = fuzz_u32(&in);
    uint32_t before = fuzz_u32(&in) % 1024;
    fuzz_input code_bytes = in;
    cg_move code = fuzz_u32(&code_bytes);
    char *text = fuzz_rest(&in);

    cg_state *s = NULL, *snapshot = NULL;
    FUZZ_CHECK(cg_state_new(g, seed, &s) == CG_OK, "cg_state_new");
    FUZZ_CHECK(cg_state_playout(s, seed ^ 0x5eed, before, NULL) == CG_OK, "playout");
    FUZZ_CHECK(cg_state_clone(s, &snapshot) == CG_OK, "clone");

    cg_move move = 0xdeadbeef;
    cg_status st = cg_move_from_string(s, text, &move);
    FUZZ_CHECK(cg_state_equal(s, snapshot), "cg_move_from_string changed the state");
    if (st == CG_OK) {
        FUZZ_CHECK(cg_state_is_legal(s, move), "'%s' read as move %u, which is not legal", text,
                   (unsigned)move);
        char back[1024];
        size_t n = cg_move_to_string(s, move, back, sizeof back);
        FUZZ_CHECK(n > 0 && n < sizeof back, "move %u has no text", (unsigned)move);
        cg_move again = 0;
        FUZZ_CHECK(cg_move_from_string(s, back, &again) == CG_OK && again == move,
                   "'%s' does not read back as move %u", back, (unsigned)move);
        FUZZ_CHECK(cg_state_apply(s, move) == CG_OK, "move '%s' read but not applied", text);
        fuzz_check_state(s);
    } else {
        fuzz_check_failure(st, "cg_move_from_string");
        FUZZ_CHECK(st == CG_EPARSE || st == CG_EILLEGAL || st == CG_EOVER,
                   "cg_move_from_string('%s') gave %s", text, cg_status_name(st));
        FUZZ_CHECK(move == 0xdeadbeef, "cg_move_from_string wrote *out on failure");
        FUZZ_CHECK(st != CG_EOVER || cg_state_is_terminal(s), "CG_EOVER on a running game");
    }

    /* Any code: a text for the moves of this state, "" for the others. */
    char buf[1024] = "x";
    size_t n = cg_move_to_string(snapshot, code, buf, sizeof buf);
    FUZZ_CHECK(n < sizeof buf && strlen(buf) == n, "cg_move_to_string wrote %zu bytes", n);
    if (cg_state_is_legal(snapshot, code)) {
        cg_move back = 0;
        FUZZ_CHECK(n > 0 && cg_move_from_string(snapshot, buf, &back) == CG_OK && back == code,
                   "legal move %u has the text '%s' that does not read back", (unsigned)code, buf);
    }
    cg_status applied = cg_state_apply(snapshot, code);
    if (applied != CG_OK) {
        fuzz_check_failure(applied, "cg_state_apply");
        FUZZ_CHECK(applied == CG_EILLEGAL || applied == CG_EOVER, "cg_state_apply gave %s",
                   cg_status_name(applied));
    }
    cg_state_free(snapshot);
    cg_state_free(s);
    free(text);
    return 0;
}
