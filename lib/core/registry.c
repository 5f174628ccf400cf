/* The catalogue: one line per game, in the order cg_game_name_at lists them. */
#include "game.h"

extern const cg_game_impl cg_war_impl;
extern const cg_game_impl cg_battleship_impl;
extern const cg_game_impl cg_shephy_impl;
extern const cg_game_impl cg_slugdungeon_impl;
extern const cg_game_impl cg_weiss_schwarz_impl;

const cg_game_impl *const cg_registry[] = {
    &cg_war_impl,
    &cg_battleship_impl,
    &cg_shephy_impl,
    &cg_slugdungeon_impl,
    &cg_weiss_schwarz_impl,
};

const size_t cg_registry_count = sizeof cg_registry / sizeof cg_registry[0];
