/*
 * war — the card game War, as the original assignment's program played it:
 * each round prints the table, both hand counts, "WAR STARTS!!!" when a war
 * begins and who takes the cards, then a line of 60 dashes.
 *
 *   war [--deck FILE] [--facedown 1|2|3] [--seed N] [--interactive]
 *
 * Without --deck a standard deck is shuffled by the seed. --interactive asks
 * for the number of face-down cards (when not given) and waits for Enter after
 * each round. A bad deck file prints the validation message and exits with 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/war.h"
#include "cli.h"

static int ask_facedown(void)
{
    char line[64];
    for (;;) {
        printf("How many cards face down in a war (1, 2 or 3)? ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin))
            return 3;
        if ((line[0] == '1' || line[0] == '2' || line[0] == '3') &&
            (line[1] == '\n' || line[1] == '\0'))
            return line[0] - '0';
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
    printf("Press Enter for the next round...");
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin))
        return;
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
        printf("Player %d cannot go on and loses all their cards\n",
               2 - cg_state_winner(s));
    }
    int a = cg_war_hand_count(s, 0), b = cg_war_hand_count(s, 1);
    printf("Player 1: %d card%s, Player 2: %d card%s\n", a, a == 1 ? "" : "s", b,
           b == 1 ? "" : "s");
    for (int i = 0; i < 60; i++)
        putchar('-');
    putchar('\n');
}

int main(int argc, char **argv)
{
    const char *deck = NULL;
    int facedown = 0, interactive = 0;
    uint64_t seed = 1, n;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--deck") == 0 && i + 1 < argc) {
            deck = argv[++i];
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
            interactive = 1;
        } else {
            fprintf(stderr, "usage: war [--deck FILE] [--facedown 1|2|3] [--seed N] [--interactive]\n");
            return 2;
        }
    }
    if (facedown == 0)
        facedown = interactive ? ask_facedown() : 3;

    /* The deck file first: its own messages, whatever its path holds. */
    cg_war_card cards[CG_WAR_DECK_SIZE];
    if (deck && cg_war_deck_load(deck, cards) != CG_OK) {
        printf("%s\n", cg_last_error());
        return 1;
    }
    /* The path goes quoted into the parameters, so that it may hold anything. */
    char params[8300];
    int len = snprintf(params, sizeof params, "facedown=%d;deck=\"", facedown);
    for (const char *p = deck ? deck : ""; *p && len < (int)sizeof params - 3; p++) {
        if (*p == '"' || *p == '\\')
            params[len++] = '\\';
        params[len++] = *p;
    }
    snprintf(params + len, sizeof params - (size_t)len, "\"");
    cg_game *game = NULL;
    cg_state *s = NULL;
    if (cg_game_new("war", params, &game) != CG_OK || cg_state_new(game, seed, &s) != CG_OK) {
        printf("%s\n", cg_last_error());
        cg_game_free(game);
        return 1;
    }
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
    cg_state_free(s);
    cg_game_free(game);
    return 0;
}
