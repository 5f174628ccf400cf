/* Shots to sink a fleet alone (see battleship_solo.h). */
#include "battleship_solo.h"

int battleship_shots_to_sink(const cg_game *g, cg_battleship_player *shooter,
                             cg_battleship_player *placer, uint64_t seed, int limit)
{
    cg_battleship_board *b = NULL;
    if (cg_battleship_board_new(g, &b) != CG_OK)
        return -1;
    placer->new_game(placer->user, g, seed * 2 + 1);
    shooter->new_game(shooter->user, g, seed * 2);
    for (int n = 0; n < cg_battleship_ship_count(g); n++) {
        int x = -1, y = -1, dir = -1;
        placer->place_ship(placer->user, n, &x, &y, &dir);
        cg_battleship_board_place_ship(b, n, (cg_battleship_coord){x, y},
                                       cg_battleship_ship_length(g, n), dir);
    }
    int shots = 0;
    while (cg_battleship_board_ships_sunk(b) < cg_battleship_ship_count(g) && shots < limit) {
        int x = -1, y = -1;
        shooter->choose_shot(shooter->user, &x, &y);
        cg_battleship_coord at = {x, y};
        shooter->respond(shooter->user, x, y, cg_battleship_board_fire(b, at));
        shots++;
    }
    cg_battleship_board_free(b);
    return shots;
}
