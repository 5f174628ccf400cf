/*
 * ws_fit_positions GAMES FIRST_SEED — the positions Weiss-Fiuba-Schwarz's
 * evaluation is fitted to (tests/ws_fit.py fits it).
 *
 * Plays GAMES games of the heuristic bot (cg_weiss_schwarz_bot_move) against
 * itself, game g from cg_state_new(FIRST_SEED + g) on the default decks, and
 * prints one line per position at moves 3, 10, 17, ... (a position every seven
 * moves): the result for the player to move (1 won, -1 lost, 0 drawn) and the
 * terms ws_evaluate weighs from that player's side (ws_evaluation_terms: race,
 * front power, back power, hand, stock).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "cardgames/weiss_schwarz.h"
#include "core/game.h"
#include "games/weiss_schwarz/ws_internal.h"

#define SAMPLE_EVERY 7
#define SAMPLE_AT 3
/* Positions kept of one game, at most (a game is far shorter). */
#define GAME_POSITIONS_MAX 4000

typedef struct position {
    int player;
    double terms[WS_EVALUATION_TERMS];
} position;

static position positions[GAME_POSITIONS_MAX];

/* One game's positions, printed once its result is known; 0 on failure. */
static int play(const cg_game *game, uint64_t seed)
{
    cg_state *s = NULL;
    if (cg_state_new(game, seed, &s) != CG_OK)
        return 0;
    int kept = 0;
    for (uint64_t move_number = 0; !cg_state_is_terminal(s); move_number++) {
        const ws_state *ws = cg_state_block_of(s, &cg_weiss_schwarz_impl, "ws_fit_positions");
        if (move_number % SAMPLE_EVERY == SAMPLE_AT && kept < GAME_POSITIONS_MAX) {
            position *p = &positions[kept];
            p->player = cg_state_current_player(s);
            kept += ws_evaluation_terms(cg_state_config(s), ws, p->player, p->terms);
        }
        cg_move move;
        if (cg_weiss_schwarz_bot_move(s, &move) != CG_OK || cg_state_apply(s, move) != CG_OK) {
            cg_state_free(s);
            return 0;
        }
    }
    int winner = cg_state_winner(s);
    for (int i = 0; i < kept; i++) {
        const position *p = &positions[i];
        printf("%d", winner == CG_PLAYER_NONE ? 0 : winner == p->player ? 1 : -1);
        for (int t = 0; t < WS_EVALUATION_TERMS; t++)
            printf(" %.17g", p->terms[t]);
        printf("\n");
    }
    cg_state_free(s);
    return 1;
}

int main(int argc, char **argv)
{
    char *end1 = NULL, *end2 = NULL;
    unsigned long long games = argc == 3 ? strtoull(argv[1], &end1, 10) : 0;
    unsigned long long first = argc == 3 ? strtoull(argv[2], &end2, 10) : 0;
    if (argc != 3 || *end1 || *end2 || games == 0) {
        fprintf(stderr, "usage: ws_fit_positions GAMES FIRST_SEED\n");
        return 2;
    }
    cg_game *game = NULL;
    if (cg_game_new("weiss_schwarz", NULL, &game) != CG_OK) {
        fprintf(stderr, "ws_fit_positions: %s\n", cg_last_error());
        return 1;
    }
    int ok = 1;
    for (unsigned long long g = 0; ok && g < games; g++)
        ok = play(game, first + g);
    if (!ok)
        fprintf(stderr, "ws_fit_positions: %s\n", cg_last_error());
    cg_game_free(game);
    return ok ? 0 : 1;
}
