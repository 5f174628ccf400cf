/* The referee of the original competition (Torneo): one game between two
   players given as callbacks, and a tournament of games. Every loop is
   bounded, so a broken player cannot hang it. */
#include <string.h>

#include "battleship_internal.h"

/* The game's configuration when the game and both players are usable. */
static cg_status check_players(const cg_game *game, const cg_battleship_player players[2],
                               const char *caller, const bs_config **config)
{
    *config = cg_game_config_of(game, &cg_battleship_impl, caller);
    if (!*config)
        return CG_EINVAL;
    if (!players)
        return cg_error(CG_EINVAL, "%s: players is NULL", caller);
    for (int p = 0; p < 2; p++) {
        const cg_battleship_player *pl = &players[p];
        const char *missing = !pl->new_game      ? "new_game"
                              : !pl->place_ship  ? "place_ship"
                              : !pl->choose_shot ? "choose_shot"
                              : !pl->inform      ? "inform"
                              : !pl->respond     ? "respond"
                                                 : NULL;
        if (missing)
            return cg_error(CG_EINVAL, "%s: player %d has no %s callback", caller, p, missing);
    }
    return CG_OK;
}

/* Torneo::Iniciar for one player: every ship asked once, then the fleet
   checked as a whole. Returns whether the fleet is an infraction. */
static bool ask_fleet(const bs_config *c, const cg_battleship_player *player,
                      cg_battleship_board *board)
{
    bool infraction = false;
    for (int n = 0; n < c->ship_count; n++) {
        int x = -1, y = -1, dir = -1;
        player->place_ship(player->user, n, &x, &y, &dir);
        if (cg_battleship_board_place_ship(board, n, (cg_battleship_coord){x, y}, c->lengths[n],
                                           dir) != CG_OK)
            infraction = true;
    }
    return infraction || cg_battleship_board_collision(board) != 0;
}

/* Torneo::Partida: shots in turn until a fleet is sunk or a shot loses. */
static void fire_until_the_end(const bs_config *c, const cg_battleship_player players[2],
                               cg_battleship_board *boards[2], int starter,
                               cg_battleship_match_result *r)
{
    const int limit = 4 * c->width * c->height;
    for (int turn = starter;; turn ^= 1) {
        const cg_battleship_player *shooter = &players[turn], *target = &players[1 - turn];
        cg_battleship_board *board = boards[1 - turn];
        int x = -1, y = -1;
        shooter->choose_shot(shooter->user, &x, &y);
        r->shots[turn]++;
        cg_battleship_coord at = {x, y};
        int before = cg_battleship_board_read(board, at);
        if (before == CG_BATTLESHIP_INVALID || before == CG_BATTLESHIP_HIT ||
            before == CG_BATTLESHIP_SUNK) {
            shooter->respond(shooter->user, x, y, CG_BATTLESHIP_INVALID);
            r->winner = 1 - turn;
            r->end = before == CG_BATTLESHIP_INVALID ? CG_BATTLESHIP_END_OFF_BOARD
                                                     : CG_BATTLESHIP_END_REPEATED_HIT;
            return;
        }
        int answer = cg_battleship_board_fire(board, at);
        shooter->respond(shooter->user, x, y, answer);
        target->inform(target->user, x, y);
        if (answer == CG_BATTLESHIP_SUNK && ++r->sunk[turn] == c->ship_count) {
            r->winner = turn;
            r->end = CG_BATTLESHIP_END_FLEET_SUNK;
            return;
        }
        if (r->shots[turn] >= limit) {
            r->winner = 1 - turn;
            r->end = CG_BATTLESHIP_END_SHOT_LIMIT;
            return;
        }
    }
}

static cg_status play_match(const cg_game *game, const bs_config *c,
                            const cg_battleship_player players[2], int starter, uint64_t seed,
                            cg_battleship_match_result *result)
{
    cg_battleship_board *boards[2] = {NULL, NULL};
    cg_status st = cg_battleship_board_new(game, &boards[0]);
    if (st == CG_OK)
        st = cg_battleship_board_new(game, &boards[1]);
    if (st != CG_OK) {
        cg_battleship_board_free(boards[0]);
        return st;
    }
    cg_battleship_match_result r;
    memset(&r, 0, sizeof r);
    r.winner = CG_PLAYER_NONE;
    r.starter = starter;
    cg_rng rng;
    cg_rng_seed(&rng, seed);
    for (int p = 0; p < 2; p++)
        players[p].new_game(players[p].user, game, cg_rng_next(&rng));
    for (int p = 0; p < 2; p++)
        r.infraction[p] = ask_fleet(c, &players[p], boards[p]);
    if (r.infraction[0] || r.infraction[1])
        r.end = CG_BATTLESHIP_END_INFRACTION;
    else
        fire_until_the_end(c, players, boards, starter, &r);
    cg_battleship_board_free(boards[0]);
    cg_battleship_board_free(boards[1]);
    *result = r;
    return CG_OK;
}

cg_status cg_battleship_match(const cg_game *game, const cg_battleship_player players[2],
                              int starter, uint64_t seed, cg_battleship_match_result *result)
{
    const bs_config *c;
    cg_status st = check_players(game, players, __func__, &c);
    if (st != CG_OK)
        return st;
    if (starter != 0 && starter != 1)
        return cg_error(CG_EINVAL, "%s: starter %d is not player 0 or 1", __func__, starter);
    if (!result)
        return cg_error(CG_EINVAL, "%s: result is NULL", __func__);
    return play_match(game, c, players, starter, seed, result);
}

/* Unplayed games in a row after which a tournament ends even though neither
   player broke the rules `wins` times in a row (they took turns): this many
   times `wins`. */
enum { UNPLAYED_RUN_FACTOR = 4 };

/* The winner of a tournament ended by infractions: the player who did not
   reach the end of the run (streak) or had fewer infractions in it (run);
   neither on a tie. */
static int infraction_winner(const int counts[2])
{
    if (counts[0] == counts[1])
        return CG_PLAYER_NONE;
    return counts[0] < counts[1] ? 0 : 1;
}

cg_status cg_battleship_tournament(const cg_game *game, const cg_battleship_player players[2],
                                   int wins, uint64_t seed, cg_battleship_report report,
                                   void *report_user, cg_battleship_tournament_result *result)
{
    const bs_config *c;
    cg_status st = check_players(game, players, __func__, &c);
    if (st != CG_OK)
        return st;
    if (wins < 0 || wins > 1000)
        return cg_error(CG_EINVAL,
                        "%s: wins %d is not 1..1000 (or 0 for the game's)", __func__,
                        wins);
    if (!result)
        return cg_error(CG_EINVAL, "%s: result is NULL", __func__);
    if (wins == 0)
        wins = c->wins;
    cg_battleship_tournament_result t;
    memset(&t, 0, sizeof t);
    t.winner = CG_PLAYER_NONE;
    cg_rng rng;
    cg_rng_seed(&rng, seed);
    /* streak: this player's fleet was an infraction in each of the last
       attempts; run: infractions since the last game played. */
    int starter = 0, unplayed = 0, streak[2] = {0, 0}, run[2] = {0, 0};
    while (t.wins[0] < wins && t.wins[1] < wins) {
        cg_battleship_match_result r;
        st = play_match(game, c, players, starter, cg_rng_next(&rng), &r);
        if (st != CG_OK)
            return st;
        if (report)
            report(report_user, t.attempts, &r);
        t.attempts++;
        if (r.end == CG_BATTLESHIP_END_INFRACTION) {
            unplayed++;
            for (int p = 0; p < 2; p++) {
                t.infractions[p] += r.infraction[p];
                run[p] += r.infraction[p];
                streak[p] = r.infraction[p] ? streak[p] + 1 : 0;
            }
            int reached[2] = {streak[0] >= wins, streak[1] >= wins};
            if (reached[0] || reached[1]) {
                t.winner = infraction_winner(reached);
            } else if (unplayed >= UNPLAYED_RUN_FACTOR * wins) {
                t.winner = infraction_winner(run);
            } else {
                continue;
            }
            *result = t;
            return CG_OK;
        }
        unplayed = streak[0] = streak[1] = run[0] = run[1] = 0;
        t.wins[r.winner]++;
        t.games++;
        starter ^= 1;
    }
    t.winner = t.wins[0] >= wins ? 0 : 1;
    *result = t;
    return CG_OK;
}
