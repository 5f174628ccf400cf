/* A program outside the source tree, built only with
   `pkg-config --cflags --libs cardgames` against the installed library. */
#include <cardgames/cardgames.h>
#include <cardgames/war.h>
#include <stdio.h>

int main(void)
{
    cg_game *game = NULL;
    cg_state *state = NULL;
    if (cg_game_new("war", "facedown=2", &game) != CG_OK || cg_state_new(game, 42, &state) != CG_OK) {
        fprintf(stderr, "%s\n", cg_last_error());
        return 1;
    }
    uint32_t moves = 0;
    cg_state_playout(state, 1, 1000000, &moves);
    printf("libcardgames %s, %zu games, war over: %d, winner holds %d cards\n",
           cg_version_string(), cg_game_count(), cg_state_is_terminal(state),
           cg_war_hand_count(state, cg_state_winner(state)));
    cg_state_free(state);
    cg_game_free(game);
    return cg_version_number() == CG_VERSION_NUMBER ? 0 : 1;
}
