/*
 * shephy — play the solo sheep card game Shephy in the terminal, or watch a
 * computer player, or measure one over many games.
 *
 *   shephy [--seed N]                     you play: pick a move by its number
 *                                         (or type its text); q quits
 *   shephy --bot BOT [--seed N]           the bot plays one game, every move shown
 *   shephy --bot BOT --games N [--seed N] [--rollouts K]
 *                                         N games (seeds N, N+1, ...), only the tally
 *
 * BOT is a bot of Shephy's catalogue (random, mcts, greedy, search), with
 * parameters after a colon if any (mcts:iterations=200). --rollouts K gives the
 * search bot K playouts per candidate move (by default its own, 144). The bot chooses move m of
 * game s with the seed s * 0x9e3779b97f4a7c15 + m (modulo 2^64). Exit status:
 * 0, or 2 for a bad command line.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cardgames/shephy.h"

typedef struct options {
    uint64_t seed;
    const char *bot; /* NAME or NAME:params, NULL for a person */
    long games;
    int rollouts; /* 0: the search bot's own */
} options;

/* The seed of the bot's choice of move m in game s. */
static uint64_t choice_seed(uint64_t game_seed, uint32_t move_number)
{
    return game_seed * 0x9e3779b97f4a7c15u + move_number;
}

/* Whether name (up to a colon) is a bot of the catalogue. */
static int known_bot(const cg_game *game, const char *name)
{
    size_t len = strcspn(name, ":");
    for (size_t i = 0; i < cg_bot_count(game); i++) {
        const char *known = cg_bot_name_at(game, i);
        if (strlen(known) == len && strncmp(known, name, len) == 0)
            return 1;
    }
    return 0;
}

/* The bot of the options: its parameters after the colon, and the search
   bot's rollouts unless they are given there. */
static cg_status new_bot(const cg_game *game, const options *o, cg_bot **out)
{
    char name[64], params[256];
    size_t len = strcspn(o->bot, ":");
    snprintf(name, sizeof name, "%.*s", (int)len, o->bot);
    const char *given = o->bot[len] ? o->bot + len + 1 : "";
    if (strcmp(name, "search") == 0 && o->rollouts && !strstr(given, "rollouts"))
        snprintf(params, sizeof params, "rollouts=%d;%s", o->rollouts, given);
    else
        snprintf(params, sizeof params, "%s", given);
    return cg_bot_new(game, name, params, out);
}

static void print_position(const cg_state *s)
{
    char text[4096];
    cg_state_render(s, 0, text, sizeof text); /* the player's view: deck order hidden */
    fputs(text, stdout);
}

static void print_moves(const cg_state *s, const cg_move *moves, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char text[128];
        cg_move_to_string(s, moves[i], text, sizeof text);
        printf("  %zu) %s\n", i + 1, text);
    }
}

/* A person's move: its number or its text. Returns 0 at the end of input or on q. */
static int ask_move(const cg_state *s, const cg_move *moves, size_t n, cg_move *out)
{
    char line[256];
    for (;;) {
        print_moves(s, moves, n);
        printf("Your move: ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin))
            return 0;
        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "q") == 0)
            return 0;
        char *end;
        unsigned long k = strtoul(line, &end, 10);
        if (end != line && *end == '\0' && k >= 1 && k <= n) {
            *out = moves[k - 1];
            return 1;
        }
        if (cg_move_from_string(s, line, out) == CG_OK)
            return 1;
        printf("Not a move here (%s)\n", cg_last_error());
    }
}

static const char *result_text(const cg_state *s)
{
    switch (cg_shephy_outcome_of(s)) {
    case CG_SHEPHY_WON: return "You win! A 1000 Sheep card is in the field.";
    case CG_SHEPHY_LOST_TO_ENEMY: return "You lose: the enemy sheep reached 1000.";
    case CG_SHEPHY_LOST_ALL_SHEEP: return "You lose: no sheep are left in the field.";
    default: return "The game goes on.";
    }
}

/* One game, every position and move shown; a person plays unless a bot is given. */
static int play_one(const cg_game *game, const options *o)
{
    cg_state *s = NULL;
    cg_bot *bot = NULL;
    if (cg_state_new(game, o->seed, &s) != CG_OK || (o->bot && new_bot(game, o, &bot) != CG_OK)) {
        fprintf(stderr, "shephy: %s\n", cg_last_error());
        cg_state_free(s);
        return 1;
    }
    printf("Shephy, game %" PRIu64 ": grow your flock to a 1000 Sheep card before the enemy "
           "sheep reach 1000.\n",
           o->seed);
    cg_move moves[32];
    while (!cg_state_is_terminal(s)) {
        size_t n = cg_state_legal_moves(s, moves, 32);
        cg_move move = moves[0];
        if (n > 1 || !bot) {
            printf("\n");
            print_position(s);
        }
        if (!bot) {
            if (!ask_move(s, moves, n, &move)) {
                printf("Bye.\n");
                break;
            }
        } else {
            cg_bot_choose(bot, s, choice_seed(o->seed, cg_state_move_number(s)), &move);
        }
        char text[128];
        cg_move_to_string(s, move, text, sizeof text);
        printf("> %s\n", text);
        cg_state_apply(s, move);
    }
    if (cg_state_is_terminal(s)) {
        printf("\n");
        print_position(s);
        printf("%s (%" PRIu32 " moves)\n", result_text(s), cg_state_move_number(s));
    }
    cg_bot_free(bot);
    cg_state_free(s);
    return 0;
}

/* Many games by a bot: only the tally. */
static int play_many(const cg_game *game, const options *o)
{
    cg_bot *bot = NULL;
    cg_state *s = NULL;
    if (new_bot(game, o, &bot) != CG_OK || cg_state_new(game, o->seed, &s) != CG_OK) {
        fprintf(stderr, "shephy: %s\n", cg_last_error());
        cg_bot_free(bot);
        return 1;
    }
    long won = 0;
    for (long g = 0; g < o->games; g++) {
        cg_state_free(s);
        s = NULL;
        if (cg_state_new(game, o->seed + (uint64_t)g, &s) != CG_OK)
            break;
        uint64_t game_seed = o->seed + (uint64_t)g;
        while (!cg_state_is_terminal(s)) {
            cg_move move;
            cg_bot_choose(bot, s, choice_seed(game_seed, cg_state_move_number(s)), &move);
            cg_state_apply(s, move);
        }
        won += cg_shephy_outcome_of(s) == CG_SHEPHY_WON;
    }
    printf("%s: won %ld of %ld games (%.2f%%)\n", o->bot, won, o->games,
           o->games ? 100.0 * (double)won / (double)o->games : 0.0);
    cg_state_free(s);
    cg_bot_free(bot);
    return 0;
}

static int usage(void)
{
    fputs("usage: shephy [--seed N] [--bot random|mcts|greedy|search[:params]] [--games N] "
          "[--rollouts K]\n",
          stderr);
    return 2;
}

int main(int argc, char **argv)
{
    options o = {1, NULL, 0, 0};
    for (int i = 1; i < argc; i += 2) { /* options come with a value each */
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t n;
        if (strcmp(arg, "--seed") == 0 && value) {
            if (!cli_number("shephy", arg, value, 0, UINT64_MAX, &o.seed))
                return 2;
        } else if (strcmp(arg, "--games") == 0 && value) {
            if (!cli_number("shephy", arg, value, 1, 100000000, &n))
                return 2;
            o.games = (long)n;
        } else if (strcmp(arg, "--rollouts") == 0 && value) {
            if (!cli_number("shephy", arg, value, 1, 100000, &n))
                return 2;
            o.rollouts = (int)n;
        } else if (strcmp(arg, "--bot") == 0 && value) {
            o.bot = value;
        } else {
            return usage();
        }
    }
    if (o.games && !o.bot)
        return usage();
    cg_game *game = NULL;
    if (cg_game_new("shephy", NULL, &game) != CG_OK) {
        fprintf(stderr, "shephy: %s\n", cg_last_error());
        return 1;
    }
    if (o.bot && !known_bot(game, o.bot)) {
        cg_game_free(game);
        return usage();
    }
    int status = o.games ? play_many(game, &o) : play_one(game, &o);
    cg_game_free(game);
    return status;
}
