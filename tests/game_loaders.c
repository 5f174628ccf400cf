/* One line per data loader of each game (see game_loaders.h). */
#include "game_loaders.h"

#include "cardgames/war.h"

static cg_status war_deck_parse(const cg_game *game, const char *text, size_t len, void *result)
{
    (void)game;
    return cg_war_deck_parse(text, len, result);
}

static cg_status war_deck_load(const cg_game *game, const char *path, void *result)
{
    (void)game;
    return cg_war_deck_load(path, result);
}

const game_loader game_loaders[] = {
    {"war", "cg_war_deck_parse", "cg_war_deck_load", "deck", "war/deck_plain.txt",
     CG_WAR_DECK_SIZE, war_deck_parse, war_deck_load, NULL, NULL},
};

const size_t game_loader_count = sizeof game_loaders / sizeof game_loaders[0];
