/*
 * SlugDungeon's own fuzz target (the shared part: fuzz_game.h). Its reader:
 * a level file (cg_slugdungeon_state_from_level); a level that reads makes a
 * state that keeps every promise and plays.
 */
#include "cardgames/slugdungeon.h"
#include "fuzz_game.h"

const char fuzz_game_name[] = "slugdungeon";
const char *const fuzz_game_params = "max_turns=40";

void fuzz_game_reader(fuzz_input *in)
{
    cg_state *s = NULL;
    cg_status st =
        cg_slugdungeon_state_from_level(fuzz_target_game(), (const char *)in->data, in->size, &s);
    if (st != CG_OK) {
        fuzz_check_failure(st, "reading a level");
        return;
    }
    in->data += in->size;
    in->size = 0;
    fuzz_game_play(s, in, 40);
    cg_state_free(s);
}
