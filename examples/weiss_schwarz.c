/*
 * A duel of Weiss-Fiuba-Schwarz in the terminal: two bots, or a person against
 * a bot.
 *
 *   weiss_schwarz [--seed N] [--play weiss|schwarz] [--params "key=value;..."]
 *                 [--bot NAME[:key=value;...]]
 *
 * The bots come from the library's catalogue (`cgarena weiss_schwarz --list`):
 * "heuristic" by default, or "mcts:iterations=100", "random". Each turn shows
 * both boards as the player to move sees them, then every move. A person types
 * a move's text ("play Tide Caller front-left", in any case) or its number in
 * the list; "help" lists the moves again, "quit" leaves. The person sees only
 * what their player may: their own render, and the bot's moves but the cards
 * it puts back on its deck (A2's order).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "cardgames/weiss_schwarz.h"
#include "cli.h"

enum { TEXT_CAP = 1 << 16, MOVES_CAP = 4096 };

/* Players are named by index, as the render names them. */
static const char *const names[2] = {"player 0 (Weiss)", "player 1 (Schwarz)"};

static void show_board(const cg_state *s, int viewer)
{
    static char text[TEXT_CAP];
    cg_state_render(s, viewer, text, sizeof text);
    fputs(text, stdout);
}

static void list_moves(const cg_state *s, const cg_move *moves, size_t n)
{
    char text[256];
    puts("Legal moves:");
    for (size_t i = 0; i < n; i++) {
        cg_move_to_string(s, moves[i], text, sizeof text);
        printf("  %2zu. %s\n", i + 1, text);
    }
}

/* A move typed by the person: a number of the list or a move text. Returns
   false when the input ends or the person quits. */
static bool ask_move(const cg_state *s, cg_move *out)
{
    static cg_move moves[MOVES_CAP];
    size_t n = cg_state_legal_moves(s, moves, MOVES_CAP);
    show_board(s, cg_state_current_player(s));
    list_moves(s, moves, n);
    char line[256];
    for (;;) {
        printf("%s> ", names[cg_state_current_player(s)]);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin))
            return false;
        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "quit") == 0)
            return false;
        if (strcmp(line, "help") == 0) {
            list_moves(s, moves, n);
            continue;
        }
        char *end;
        long k = strtol(line, &end, 10);
        if (end != line && *end == '\0') {
            if (k >= 1 && (size_t)k <= n) {
                *out = moves[k - 1];
                return true;
            }
            printf("No move %ld: choose 1 to %zu.\n", k, n);
            continue;
        }
        if (cg_move_from_string(s, line, out) == CG_OK)
            return true;
        printf("%s\n", cg_last_error());
    }
}

/* Whether the person may not read this move of another player: "choose NAME"
   puts back a card of the deck's top that only its player looked at (A2). */
static bool hidden_from(int person, int player, cg_move move)
{
    return person >= 0 && player != person &&
           (move & 0xf000u) == CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD;
}

static int usage(void)
{
    fputs("usage: weiss_schwarz [--seed N] [--play weiss|schwarz] [--params TEXT] "
          "[--bot NAME[:PARAMS]]\n",
          stderr);
    return 2;
}


int main(int argc, char **argv)
{
    uint64_t seed = 1;
    int person = -1;
    const char *params = NULL, *bot_spec = "heuristic";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (!cli_number("weiss_schwarz", argv[i], argv[i + 1], 0, UINT64_MAX, &seed))
                return 2;
            i++;
        } else if (strcmp(argv[i], "--play") == 0 && i + 1 < argc) {
            i++;
            person = strcmp(argv[i], "weiss") == 0 ? 0 : strcmp(argv[i], "schwarz") == 0 ? 1 : -2;
            if (person == -2)
                return usage();
        } else if (strcmp(argv[i], "--params") == 0 && i + 1 < argc) {
            params = argv[++i];
        } else if (strcmp(argv[i], "--bot") == 0 && i + 1 < argc) {
            bot_spec = argv[++i];
        } else {
            return usage();
        }
    }
    cg_game *game = NULL;
    cg_state *s = NULL;
    if (cg_game_new("weiss_schwarz", params, &game) != CG_OK ||
        cg_state_new(game, seed, &s) != CG_OK) {
        fprintf(stderr, "weiss_schwarz: %s\n", cg_last_error());
        cg_game_free(game);
        return 1;
    }
    cg_bot *bot = cli_bot_new("weiss_schwarz", game, bot_spec, stderr);
    if (!bot) {
        cg_state_free(s);
        cg_game_free(game);
        return 1;
    }
    uint64_t choice = 0; /* the bot's seed for its next move */
    uint32_t turn = 0;
    while (!cg_state_is_terminal(s)) {
        int player = cg_state_current_player(s);
        if (cg_weiss_schwarz_turn(s) != turn && player != person) {
            turn = cg_weiss_schwarz_turn(s);
            printf("\n");
            show_board(s, person >= 0 ? person : player);
        }
        cg_move move;
        if (player == person) {
            if (!ask_move(s, &move)) {
                puts("\nThe duel is left unfinished.");
                break;
            }
        } else {
            cg_bot_choose(bot, s, seed ^ choice++, &move);
        }
        char text[256];
        cg_move_to_string(s, move, text, sizeof text);
        if (hidden_from(person, player, move))
            printf("%s: puts a card it looked at back on its deck\n", names[player]);
        else
            printf("%s: %s\n", names[player], text);
        cg_state_apply(s, move);
    }
    if (cg_state_is_terminal(s)) {
        printf("\n");
        show_board(s, person >= 0 ? person : CG_PLAYER_NONE);
    }
    cg_bot_free(bot);
    cg_state_free(s);
    cg_game_free(game);
    return 0;
}
