/*
 * cgplay — plays any game of the catalogue through the generic API only.
 *
 *   cgplay --list                      the games, their players and parameters
 *   cgplay GAME [options]              computer players, every position printed
 *   cgplay --demo                      one short game of every game
 *
 * Options: --seed N, --params TEXT, --human P (player P is you: pick a move by
 * its number or its text), --max-moves N, --quiet (only the result).
 *
 * Players go by their index in the API, 0 for the first: a game's own render
 * may count them from 1 ("Player 1" of War is index 0).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"

typedef struct options {
    const char *game;
    const char *params;
    uint64_t seed;
    int human;
    uint32_t max_moves;
    int quiet;
    int demo;
} options;

static char *render(const cg_state *s, int viewer)
{
    size_t n = cg_state_render(s, viewer, NULL, 0);
    char *text = malloc(n + 1);
    if (text)
        cg_state_render(s, viewer, text, n + 1);
    return text;
}

static void print_position(const cg_state *s, int viewer)
{
    char *text = render(s, viewer);
    if (text)
        fputs(text, stdout);
    free(text);
}

static void print_move(const cg_state *s, cg_move move, const char *prefix)
{
    char text[256];
    cg_move_to_string(s, move, text, sizeof text);
    printf("%s%s\n", prefix, text);
}

static void print_result(const cg_state *s)
{
    const cg_game *g = cg_state_game(s);
    int winner = cg_state_winner(s);
    if (!cg_state_is_terminal(s))
        printf("Stopped after %" PRIu32 " moves, the game goes on.\n", cg_state_move_number(s));
    else if (winner != CG_PLAYER_NONE)
        printf("Result: player index %d wins after %" PRIu32 " moves.\n", winner,
               cg_state_move_number(s));
    else if (cg_game_num_players(g) == 1 && cg_state_returns(s, 0) < 0)
        printf("Result: lost after %" PRIu32 " moves.\n", cg_state_move_number(s));
    else
        printf("Result: a draw after %" PRIu32 " moves.\n", cg_state_move_number(s));
}

/* A person's move: a number from the list or a move text. */
static int ask_move(const cg_state *s, const cg_move *moves, size_t n, cg_move *out)
{
    char line[512];
    for (;;) {
        for (size_t i = 0; i < n; i++) {
            char text[256];
            cg_move_to_string(s, moves[i], text, sizeof text);
            printf("  %zu) %s\n", i + 1, text);
        }
        printf("Your move (number or text): ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin))
            return 0;
        line[strcspn(line, "\r\n")] = '\0';
        char *end;
        unsigned long k = strtoul(line, &end, 10);
        if (end != line && *end == '\0' && k >= 1 && k <= n) {
            *out = moves[k - 1];
            return 1;
        }
        if (cg_move_from_string(s, line, out) == CG_OK)
            return 1;
        printf("Not a move: %s\n", cg_last_error());
    }
}

/* The computer: a uniformly random legal move from its own generator. */
static cg_move pick_random(uint64_t *rng, const cg_move *moves, size_t n)
{
    *rng = *rng * 6364136223846793005u + 1442695040888963407u;
    return moves[(*rng >> 33) % n];
}

static int play(const options *o)
{
    cg_game *g = NULL;
    if (cg_game_new(o->game, o->params, &g) != CG_OK) {
        fprintf(stderr, "cgplay: %s\n", cg_last_error());
        return 1;
    }
    if (o->human >= cg_game_num_players(g)) {
        fprintf(stderr, "cgplay: %s has players 0 to %d, not %d\n", o->game,
                cg_game_num_players(g) - 1, o->human);
        cg_game_free(g);
        return 2;
    }
    cg_state *s = NULL;
    if (cg_state_new(g, o->seed, &s) != CG_OK) {
        fprintf(stderr, "cgplay: %s\n", cg_last_error());
        cg_game_free(g);
        return 1;
    }
    cg_move *moves = malloc(cg_game_max_moves(g) * sizeof *moves);
    uint64_t rng = o->seed ^ 0x2545f4914f6cdd1du;
    int status = 0;
    while (moves && !cg_state_is_terminal(s) && cg_state_move_number(s) < o->max_moves) {
        int player = cg_state_current_player(s);
        bool human = player == o->human;
        if (human || !o->quiet) {
            printf("\n--- move %" PRIu32 ", player index %d to play ---\n", cg_state_move_number(s),
                   player);
            print_position(s, human ? player : (o->human >= 0 ? o->human : CG_PLAYER_NONE));
        }
        size_t n = cg_state_legal_moves(s, moves, cg_game_max_moves(g));
        cg_move move;
        if (human) {
            if (!ask_move(s, moves, n, &move)) {
                printf("\nBye.\n");
                break;
            }
        } else {
            move = pick_random(&rng, moves, n);
        }
        if (!o->quiet || human)
            print_move(s, move, human ? "You play: " : "Plays: ");
        if (cg_state_apply(s, move) != CG_OK) {
            fprintf(stderr, "cgplay: %s\n", cg_last_error());
            status = 1;
            break;
        }
    }
    if (!o->quiet) {
        printf("\n--- final position ---\n");
        print_position(s, CG_PLAYER_NONE);
    }
    print_result(s);
    free(moves);
    cg_state_free(s);
    cg_game_free(g);
    return status;
}

static int list_games(void)
{
    for (size_t i = 0; i < cg_game_count(); i++) {
        cg_game *g = NULL;
        if (cg_game_new(cg_game_name_at(i), NULL, &g) != CG_OK) {
            printf("%-14s (cannot be made: %s)\n", cg_game_name_at(i), cg_last_error());
            continue;
        }
        char params[1024];
        cg_game_params(g, params, sizeof params);
        printf("%-14s %d player%s  %s\n", cg_game_name(g), cg_game_num_players(g),
               cg_game_num_players(g) == 1 ? " " : "s", params);
        cg_game_free(g);
    }
    return 0;
}

/* One game of each: the first position, then the last one and the result. */
static int demo(uint64_t seed)
{
    printf("libcardgames %s: one game of each of the %zu games, random players.\n",
           cg_version_string(), cg_game_count());
    int status = 0;
    for (size_t i = 0; i < cg_game_count(); i++) {
        const char *name = cg_game_name_at(i);
        printf("\n================ %s ================\n", name);
        cg_game *g = NULL;
        cg_state *s = NULL;
        if (cg_game_new(name, NULL, &g) != CG_OK || cg_state_new(g, seed, &s) != CG_OK) {
            fprintf(stderr, "cgplay: %s\n", cg_last_error());
            cg_game_free(g);
            status = 1;
            continue;
        }
        print_position(s, CG_PLAYER_NONE);
        uint32_t made = 0;
        cg_state_playout(s, seed, 1000000, &made);
        printf("... %" PRIu32 " random moves later ...\n", made);
        print_position(s, CG_PLAYER_NONE);
        print_result(s);
        cg_state_free(s);
        cg_game_free(g);
    }
    return status;
}

static void usage(FILE *to)
{
    fputs("usage: cgplay --list\n"
          "       cgplay --demo [--seed N]\n"
          "       cgplay GAME [--params TEXT] [--seed N] [--human P] [--max-moves N] [--quiet]\n"
          "Players go by their index, 0 for the first (P too).\n",
          to);
}

static int parse_number(const char *text, uint64_t *out)
{
    char *end;
    if (!text || !*text)
        return 0;
    *out = strtoull(text, &end, 10);
    return *end == '\0';
}

int main(int argc, char **argv)
{
    options o = {NULL, NULL, 1, -2, UINT32_MAX, 0, 0};
    uint64_t n;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--list") == 0)
            return list_games();
        if (strcmp(a, "--demo") == 0) {
            o.demo = 1;
        } else if (strcmp(a, "--quiet") == 0) {
            o.quiet = 1;
        } else if (strcmp(a, "--params") == 0 && next) {
            o.params = argv[++i];
        } else if (strcmp(a, "--seed") == 0 && parse_number(next, &n)) {
            o.seed = n;
            i++;
        } else if (strcmp(a, "--human") == 0 && parse_number(next, &n) && n < 64) {
            o.human = (int)n;
            i++;
        } else if (strcmp(a, "--max-moves") == 0 && parse_number(next, &n) && n <= UINT32_MAX) {
            o.max_moves = (uint32_t)n;
            i++;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (a[0] != '-' && !o.game) {
            o.game = a;
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (o.demo)
        return demo(o.seed);
    if (!o.game) {
        usage(stderr);
        return 2;
    }
    return play(&o);
}
