/*
 * war — the card game War, as the original assignment's program played it:
 * each round prints the table, both hand counts, "WAR STARTS!!!" when a war
 * begins and who takes the cards, then a line of 60 dashes.
 *
 *   war [--deck FILE] [--facedown 1|2|3] [--seed N] [--interactive]
 *
 * The deck file comes from --deck or, as the original program did, from a
 * prompt when standard input is a terminal (an empty answer shuffles a
 * standard deck by the seed, as does input that is not a terminal). A bad
 * deck file prints the validation message and exits with 1. --interactive
 * asks for the number of face-down cards (when not given) and waits for Enter
 * after each round. Players are numbered from 1 on the screen, as in the
 * original; the library's player 0 is "Player 1".
 */
#define _POSIX_C_SOURCE 200809L /* isatty */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cardgames/war.h"
#include "cli.h"

/* A line of standard input without its "\n" or "\r\n"; false at the end of
   input. A line longer than the buffer is read to its end and reported. */
static bool read_line(char *line, size_t cap, bool *too_long)
{
    if (!fgets(line, (int)cap, stdin))
        return false;
    size_t n = strcspn(line, "\n");
    *too_long = line[n] != '\n' && !feof(stdin);
    for (int c = *too_long ? getchar() : '\n'; c != '\n' && c != EOF;)
        c = getchar();
    line[n] = '\0';
    if (n > 0 && line[n - 1] == '\r')
        line[--n] = '\0';
    return true;
}

static void end_of_input(const char *what)
{
    fprintf(stderr, "\nwar: the input ended before %s\n", what);
    exit(2);
}

/* The line without the blanks around it. */
static char *trim_blanks(char *line)
{
    line += strspn(line, " \t");
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t'))
        line[--n] = '\0';
    return line;
}

/* The seed's get_user_input: asks until the answer is 1, 2 or 3, saying what
   was wrong with any other. */
static int ask_facedown(void)
{
    char line[64];
    for (;;) {
        printf("How many cards face down in a war (1, 2 or 3)? ");
        fflush(stdout);
        bool too_long;
        if (!read_line(line, sizeof line, &too_long))
            end_of_input("the number of face-down cards was given");
        char *answer = trim_blanks(line);
        size_t n = strlen(answer);
        if (!too_long && n == 1 && answer[0] >= '1' && answer[0] <= '3')
            return answer[0] - '0';
        if (too_long)
            printf("That line is too long: enter 1, 2 or 3.\n");
        else if (n > 0 && strspn(answer, "0123456789") == n)
            printf("%s is out of range: enter 1, 2 or 3.\n", answer);
        else
            printf("'%s' is not a number: enter 1, 2 or 3.\n", answer);
    }
}

/* The seed's read_and_validate_cards asks for the file name; an empty answer
   means a shuffled deck. Returns the name in `path` ("" for none). */
static void ask_deck(char *path, size_t cap)
{
    printf("Name of the deck file (Enter for a shuffled deck): ");
    fflush(stdout);
    bool too_long;
    if (!read_line(path, cap, &too_long))
        end_of_input("a deck file was named");
    if (too_long) {
        printf("Incorrect filename or file does not exist\n");
        exit(1);
    }
}

static void print_table(const cg_state *s)
{
    char table[512];
    cg_war_table_text(s, table, sizeof table);
    printf("%s\n", table);
}

static void wait_for_enter(void)
{
    char line[64];
    bool too_long;
    printf("Press Enter for the next round...");
    fflush(stdout);
    read_line(line, sizeof line, &too_long);
}

/* Applies the next step, which is always the only legal move. */
static void step(cg_state *s)
{
    cg_move move;
    cg_state_legal_moves(s, &move, 1);
    cg_state_apply(s, move);
}

static void play_round(cg_state *s)
{
    printf("Round %u\n", cg_war_rounds(s) + 1);
    step(s); /* play */
    if (!cg_state_is_terminal(s))
        print_table(s);
    while (cg_war_next_step(s) == CG_WAR_WAR) {
        printf("WAR STARTS!!!\n");
        step(s);
        if (!cg_state_is_terminal(s))
            print_table(s);
    }
    if (cg_war_next_step(s) == CG_WAR_COLLECT) {
        int on_table = cg_war_table_cards(s, NULL, NULL, 0);
        int before = cg_war_hand_count(s, 0);
        step(s);
        printf("Player %d takes the %d cards\n", cg_war_hand_count(s, 0) > before ? 1 : 2,
               on_table);
    } else if (cg_state_is_terminal(s) && cg_state_winner(s) != CG_PLAYER_NONE) {
        printf("Player %d cannot go on and loses all their cards\n", 2 - cg_state_winner(s));
    }
    int a = cg_war_hand_count(s, 0), b = cg_war_hand_count(s, 1);
    printf("Player 1: %d card%s, Player 2: %d card%s\n", a, a == 1 ? "" : "s", b,
           b == 1 ? "" : "s");
    for (int i = 0; i < 60; i++)
        putchar('-');
    putchar('\n');
}

/* The parameters, the deck's path quoted so that it may hold anything. */
static void write_params(char *params, size_t cap, int facedown, const char *deck)
{
    int len = snprintf(params, cap, "facedown=%d;deck=\"", facedown);
    for (const char *p = deck; *p && len < (int)cap - 3; p++) {
        if (*p == '"' || *p == '\\')
            params[len++] = '\\';
        params[len++] = *p;
    }
    snprintf(params + len, cap - (size_t)len, "\"");
}

static void play_game(cg_state *s, bool interactive)
{
    while (!cg_state_is_terminal(s)) {
        play_round(s);
        if (interactive && !cg_state_is_terminal(s))
            wait_for_enter();
    }
    int winner = cg_state_winner(s);
    if (winner == CG_PLAYER_NONE)
        printf("The game is a draw after %u rounds\n", cg_war_rounds(s));
    else
        printf("Player %d wins after %u rounds and %u wars!\n", winner + 1, cg_war_rounds(s),
               cg_war_wars(s));
}

int main(int argc, char **argv)
{
    static char deck[4096];
    int facedown = 0;
    bool interactive = false, deck_given = false;
    uint64_t seed = 1, n;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--deck") == 0 && i + 1 < argc) {
            snprintf(deck, sizeof deck, "%s", argv[++i]);
            deck_given = true;
        } else if (strcmp(argv[i], "--facedown") == 0 && i + 1 < argc) {
            if (!cli_number("war", argv[i], argv[i + 1], 1, 3, &n))
                return 2;
            facedown = (int)n;
            i++;
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (!cli_number("war", argv[i], argv[i + 1], 0, UINT64_MAX, &seed))
                return 2;
            i++;
        } else if (strcmp(argv[i], "--interactive") == 0) {
            interactive = true;
        } else {
            fprintf(stderr,
                    "usage: war [--deck FILE] [--facedown 1|2|3] [--seed N] [--interactive]\n");
            return 2;
        }
    }
    if (!deck_given && isatty(STDIN_FILENO))
        ask_deck(deck, sizeof deck);

    /* The deck file first, as the original program: its own messages. */
    cg_war_card cards[CG_WAR_DECK_SIZE];
    if (deck[0] && cg_war_deck_load(deck, cards) != CG_OK) {
        printf("%s\n", cg_last_error());
        return 1;
    }
    if (facedown == 0)
        facedown = interactive ? ask_facedown() : 3;
    char params[8300];
    write_params(params, sizeof params, facedown, deck);
    cg_game *game = NULL;
    cg_state *s = NULL;
    if (cg_game_new("war", params, &game) != CG_OK || cg_state_new(game, seed, &s) != CG_OK) {
        printf("%s\n", cg_last_error());
        cg_game_free(game);
        return 1;
    }
    play_game(s, interactive);
    cg_state_free(s);
    cg_game_free(game);
    return 0;
}
