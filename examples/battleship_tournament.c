/*
 * battleship_tournament — two built-in players in a tournament refereed with
 * the original competition's rules (the framework's Torneo): each game's
 * result as it ends, then the table of games won.
 *
 *   battleship_tournament [--seed N] [--wins N] [--players random,hunter]
 *                         [--params "width=10;height=10;fleet=4,3,3,2,2,2,1,1,1,1"]
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/battleship.h"
#include "cli.h"

typedef struct options {
    uint64_t seed;
    int wins;
    char names[2][32];
    const char *params;
} options;

static int parse_options(int argc, char **argv, options *o)
{
    *o = (options){1, 10, {"random", "hunter"}, NULL};
    for (int i = 1; i < argc; i += 2) {
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t n;
        if (strcmp(argv[i], "--seed") == 0 && value) {
            if (!cli_number("battleship_tournament", argv[i], value, 0, UINT64_MAX, &o->seed))
                return 0;
        } else if (strcmp(argv[i], "--wins") == 0 && value) {
            /* as the game's wins parameter: 1..1000 */
            if (!cli_number("battleship_tournament", argv[i], value, 1, 1000, &n))
                return 0;
            o->wins = (int)n;
        } else if (strcmp(argv[i], "--params") == 0 && value) {
            o->params = value;
        } else if (strcmp(argv[i], "--players") == 0 && value && strchr(value, ',') &&
                 strlen(value) < sizeof o->names[0]) {
            size_t first = (size_t)(strchr(value, ',') - value);
            memcpy(o->names[0], value, first);
            o->names[0][first] = '\0';
            strcpy(o->names[1], value + first + 1);
        } else {
            fprintf(stderr, "usage: %s [--seed N] [--wins N] [--players A,B] [--params TEXT]\n",
                    argv[0]);
            return 0;
        }
    }
    return 1;
}

static const char *how(const cg_battleship_match_result *r)
{
    switch (r->end) {
    case CG_BATTLESHIP_END_FLEET_SUNK: return "sank the whole fleet";
    case CG_BATTLESHIP_END_OFF_BOARD: return "won: the other fired off the board";
    case CG_BATTLESHIP_END_REPEATED_HIT: return "won: the other fired at a ship already hit";
    default: return "won: the other fired too many shots";
    }
}

/* Torneo::Partida's result, as each game ends. */
static void report_game(void *user, int index, const cg_battleship_match_result *r)
{
    const options *o = user;
    printf("Game %d: ", index + 1);
    if (r->end == CG_BATTLESHIP_END_INFRACTION) {
        printf("not played, the fleet of");
        for (int p = 0; p < 2; p++)
            if (r->infraction[p])
                printf("%s player %d (%s)", p && r->infraction[0] ? " and" : "", p + 1,
                       o->names[p]);
        printf(" is off the board or touching\n");
        return;
    }
    printf("player %d (%s) starts; player %d (%s) %s, shots %d-%d, ships sunk %d-%d\n",
           r->starter + 1, o->names[r->starter], r->winner + 1, o->names[r->winner], how(r),
           r->shots[0], r->shots[1], r->sunk[0], r->sunk[1]);
}

int main(int argc, char **argv)
{
    options o;
    if (!parse_options(argc, argv, &o))
        return 2;
    cg_game *game = NULL;
    cg_battleship_player players[2] = {{0}, {0}};
    int status = 1;
    if (cg_game_new("battleship", o.params, &game) != CG_OK ||
        cg_battleship_player_new(o.names[0], &players[0]) != CG_OK ||
        cg_battleship_player_new(o.names[1], &players[1]) != CG_OK) {
        fprintf(stderr, "battleship_tournament: %s\n", cg_last_error());
        goto done;
    }
    char params[1024];
    cg_game_params(game, params, sizeof params);
    printf("Tournament %s (player 1) against %s (player 2), first to %d wins, seed %" PRIu64 "\n",
           o.names[0], o.names[1], o.wins, o.seed);
    printf("Game: %s\n", params);
    cg_battleship_tournament_result result;
    if (cg_battleship_tournament(game, players, o.wins, o.seed, report_game, &o, &result) !=
        CG_OK) {
        fprintf(stderr, "battleship_tournament: %s\n", cg_last_error());
        goto done;
    }
    /* Torneo::Resultado */
    printf("\nGames won\n");
    for (int p = 0; p < 2; p++)
        printf("  Player %d (%s): %d (infractions: %d)\n", p + 1, o.names[p], result.wins[p],
               result.infractions[p]);
    if (result.winner == CG_PLAYER_NONE)
        printf("No winner after %d games begun.\n", result.attempts);
    else
        printf("Player %d (%s) wins the tournament after %d games.\n", result.winner + 1,
               o.names[result.winner], result.games);
    status = 0;
done:
    cg_battleship_player_free(&players[0]);
    cg_battleship_player_free(&players[1]);
    cg_game_free(game);
    return status;
}
