/* One line per data loader of each game, and per other allocating function
   (see game_loaders.h). */
#include "game_loaders.h"

#include "cardgames/battleship.h"
#include "cardgames/slugdungeon.h"
#include "cardgames/war.h"
#include "cardgames/weiss_schwarz.h"

/* Results that are new states. */
static int same_state(const void *a, const void *b)
{
    return cg_state_equal(*(cg_state *const *)a, *(cg_state *const *)b);
}

static void free_state(void *result)
{
    cg_state_free(*(cg_state **)result);
}

/* ---- war ---- */

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

/* ---- slugdungeon ---- */

static cg_status slugdungeon_level_parse(const cg_game *game, const char *text, size_t len,
                                         void *result)
{
    return cg_slugdungeon_state_from_level(game, text, len, result);
}

static cg_status slugdungeon_level_load(const cg_game *game, const char *path, void *result)
{
    return cg_slugdungeon_state_from_file(game, path, result);
}

/* A board of 1 x 3 floor tiles, the player left, a nice slug right. */
static cg_status slugdungeon_model(const cg_game *game, void *result)
{
    cg_slugdungeon_tile tiles[3];
    for (int i = 0; i < 3; i++)
        cg_slugdungeon_tile_init(&tiles[i], " ", 0);
    cg_slugdungeon_entity player, slug;
    cg_slugdungeon_entity_init(&player, CG_SLUGDUNGEON_PLAYER, 10);
    cg_slugdungeon_slug_init(&slug, CG_SLUGDUNGEON_NICE_SLUG);
    cg_slugdungeon_position at = {0, 2}, start = {0, 0};
    return cg_slugdungeon_model_new(game, tiles, 1, 3, &slug, &at, 1, &player, start, result);
}

/* ---- weiss_schwarz ---- */

static cg_status weiss_schwarz_deck_parse(const cg_game *game, const char *text, size_t len,
                                          void *result)
{
    (void)game;
    return cg_weiss_schwarz_deck_parse(text, len, NULL, result);
}

static cg_status weiss_schwarz_deck_load(const cg_game *game, const char *path, void *result)
{
    (void)game;
    return cg_weiss_schwarz_deck_load(path, result);
}

/* ---- battleship ---- */

static cg_status battleship_board(const cg_game *game, void *result)
{
    return cg_battleship_board_new(game, result);
}

static void free_board(void *result)
{
    cg_battleship_board_free(*(cg_battleship_board **)result);
}

static cg_status battleship_player(const cg_game *game, void *result)
{
    (void)game;
    return cg_battleship_player_new("hunter", result);
}

static void free_player(void *result)
{
    cg_battleship_player_free(result);
}

/* A match or a tournament of the built-in players, made and freed inside. */
static cg_status battleship_referee(const cg_game *game, void *result, int tournament)
{
    cg_battleship_player players[2];
    cg_status st = cg_battleship_player_new("hunter", &players[0]);
    if (st != CG_OK)
        return st;
    st = cg_battleship_player_new("random", &players[1]);
    if (st == CG_OK) {
        st = tournament ? cg_battleship_tournament(game, players, 1, 7, NULL, NULL, result)
                        : cg_battleship_match(game, players, 0, 7, result);
        cg_battleship_player_free(&players[1]);
    }
    cg_battleship_player_free(&players[0]);
    return st;
}

static cg_status battleship_match(const cg_game *game, void *result)
{
    return battleship_referee(game, result, 0);
}

static cg_status battleship_tournament(const cg_game *game, void *result)
{
    return battleship_referee(game, result, 1);
}

const game_loader game_loaders[] = {
    {"war", "cg_war_deck_parse", "cg_war_deck_load", "deck", "tests/data/war/deck_plain.txt",
     CG_WAR_DECK_SIZE, war_deck_parse, war_deck_load, NULL, NULL},
    {"slugdungeon", "cg_slugdungeon_state_from_level", "cg_slugdungeon_state_from_file", "level",
     "data/levels/2_sword.txt", sizeof(cg_state *), slugdungeon_level_parse,
     slugdungeon_level_load, same_state, free_state},
    {"weiss_schwarz", "cg_weiss_schwarz_deck_parse", "cg_weiss_schwarz_deck_load", "weiss_deck",
     "data/decks/weiss.csv", sizeof(cg_weiss_schwarz_deck), weiss_schwarz_deck_parse,
     weiss_schwarz_deck_load, NULL, NULL},
    {"weiss_schwarz", "cg_weiss_schwarz_deck_parse", "cg_weiss_schwarz_deck_load", "schwarz_deck",
     "data/decks/schwarz.csv", sizeof(cg_weiss_schwarz_deck), weiss_schwarz_deck_parse,
     weiss_schwarz_deck_load, NULL, NULL},
};

const size_t game_loader_count = sizeof game_loaders / sizeof game_loaders[0];

const game_allocator game_allocators[] = {
    {"slugdungeon", "cg_slugdungeon_model_new", sizeof(cg_state *), slugdungeon_model, free_state},
    {"battleship", "cg_battleship_board_new", sizeof(cg_battleship_board *), battleship_board,
     free_board},
    {"battleship", "cg_battleship_player_new", sizeof(cg_battleship_player), battleship_player,
     free_player},
    {"battleship", "cg_battleship_match", sizeof(cg_battleship_match_result), battleship_match,
     NULL},
    {"battleship", "cg_battleship_tournament", sizeof(cg_battleship_tournament_result),
     battleship_tournament, NULL},
};

const size_t game_allocator_count = sizeof game_allocators / sizeof game_allocators[0];
