/* The built-in players of the referee: "random" (the framework's Jugador1)
   and "hunter", which plays the policy of the catalogue's hunter bot
   (battleship_hunter.c) from the answers the referee gives it. */
#include <stdlib.h>
#include <string.h>

#include "battleship_internal.h"

typedef struct bot {
    int hunter;
    const bs_config *c;
    cg_rng rng;
    bs_fleet fleet;
    bs_sight sight; /* the enemy board as the answers told it */
} bot;

static void bot_new_game(void *user, const cg_game *game, uint64_t seed)
{
    bot *b = user;
    b->c = cg_game_config_of(game, &cg_battleship_impl, "battleship player new_game");
    cg_rng_seed(&b->rng, seed);
    memset(&b->fleet, 0, sizeof b->fleet);
    if (!b->c)
        return;
    bs_sight_clear(&b->sight, b->c, b->hunter);
    if (b->hunter)
        bs_hunter_fleet(b->c, &b->fleet, BS_PLACE_EDGES, &b->rng);
    else
        bs_fleet_complete_random(b->c, &b->fleet, &b->rng);
}

static void bot_place_ship(void *user, int n, int *x, int *y, int *dir)
{
    const bot *b = user;
    if (!b->c || n < 0 || n >= b->fleet.placed)
        return;
    *x = b->fleet.ships[n].x;
    *y = b->fleet.ships[n].y;
    *dir = b->fleet.ships[n].dir;
}

static void bot_choose_shot(void *user, int *x, int *y)
{
    bot *b = user;
    if (!b->c)
        return;
    if (b->hunter)
        bs_sight_hunter_shot(&b->sight, &b->rng, x, y);
    else
        bs_sight_random_shot(&b->sight, &b->rng, x, y);
}

static void bot_inform(void *user, int x, int y)
{
    (void)user;
    (void)x;
    (void)y;
}

static void bot_respond(void *user, int x, int y, int answer)
{
    bot *b = user;
    if (b->c)
        bs_sight_answer(&b->sight, x, y, answer);
}

cg_status cg_battleship_player_new(const char *name, cg_battleship_player *out)
{
    if (!name || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, name ? "out" : "name");
    bool hunter = strcmp(name, "hunter") == 0;
    if (!hunter && strcmp(name, "random") != 0) {
        char shown[32];
        return cg_error(CG_EINVAL,
                        "%s: no built-in player '%s' (random, hunter)", __func__,
                        cg_span_show(cg_span_of(name), shown, sizeof shown));
    }
    bot *b = calloc(1, sizeof *b);
    if (!b)
        return cg_error(CG_ENOMEM, "%s: out of memory", __func__);
    b->hunter = hunter;
    *out = (cg_battleship_player){b,          bot_new_game, bot_place_ship, bot_choose_shot,
                                  bot_inform, bot_respond};
    return CG_OK;
}

void cg_battleship_player_free(cg_battleship_player *player)
{
    if (!player)
        return;
    free(player->user);
    memset(player, 0, sizeof *player);
}
