/*
 * slugdungeon — play a SlugDungeon level in the terminal.
 *
 *   slugdungeon [--level FILE] [--max-turns N] [--bot NAME[:k=v;...]] [--seed S]
 *
 * Keys: w up, a left, s down, d right, space to stay (and attack again), q to
 * quit (in either case). When stdin is a terminal each key acts at once; otherwise one key per
 * line (a line holding one space, or the word "space", is the space key).
 * Any other key, and a move into a wall or a slug, is ignored and is no turn.
 * The board is drawn again after each turn; at the end the program says
 * whether you won or lost and asks whether to play again (y reloads the
 * level; anything else quits).
 *
 * With --bot, a bot of the game's catalogue plays instead ("path", or "mcts",
 * "random", with its parameters after a colon), its draws seeded by --seed
 * (default 0): the board after each of its turns, then how the game ended.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "cardgames/slugdungeon.h"
#include "cli.h"

static struct termios saved_terminal;
static int raw_keys;

static void restore_terminal(void)
{
    tcsetattr(STDIN_FILENO, TCSANOW, &saved_terminal);
}

/* On a terminal, keys arrive one by one without Enter and without echo. */
static void start_raw_keys(void)
{
    if (!isatty(STDIN_FILENO) || tcgetattr(STDIN_FILENO, &saved_terminal) != 0)
        return;
    struct termios raw = saved_terminal;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0) {
        raw_keys = 1;
        atexit(restore_terminal);
    }
}

/* The next key, or EOF. Without a terminal a line is one key. */
static int read_key(void)
{
    if (raw_keys)
        return getchar();
    char line[256];
    if (!fgets(line, sizeof line, stdin))
        return EOF;
    line[strcspn(line, "\r\n")] = '\0';
    if (strcmp(line, "space") == 0)
        return ' ';
    return strlen(line) == 1 ? line[0] : 0;
}

static int move_of_key(int key, cg_move *move)
{
    static const char keys[] = "wasd ";
    const char *at = key > 0 ? strchr(keys, tolower(key)) : NULL;
    if (!at)
        return 0;
    *move = (cg_move)(at - keys); /* CG_SLUGDUNGEON_UP .. CG_SLUGDUNGEON_STAY */
    return 1;
}

static void draw(const cg_state *s)
{
    char text[16384];
    cg_state_render(s, CG_PLAYER_NONE, text, sizeof text);
    fputs(text, stdout);
    fflush(stdout);
}

static void say_result(const cg_state *s)
{
    if (cg_slugdungeon_has_won(s))
        printf("You won! Every slug is dead and you stand on the goal.\n");
    else if (cg_slugdungeon_has_lost(s))
        printf("You lost: the slugs got you.\n");
    else
        printf("Out of turns: the dungeon keeps you.\n");
}

/* A game played by a bot of the catalogue; 1 when the bot cannot be made. */
static int play_bot(cg_state *s, const char *spec, uint64_t seed)
{
    cg_bot *bot = cli_bot_new("slugdungeon", cg_state_game(s), spec, stdout);
    if (!bot)
        return 1;
    const char *name = cg_bot_name(bot);
    draw(s);
    while (!cg_state_is_terminal(s)) {
        cg_move move;
        char text[16];
        cg_bot_choose(bot, s, seed + cg_state_move_number(s), &move);
        cg_move_to_string(s, move, text, sizeof text);
        printf("\n%s: %s\n", name, text);
        cg_state_apply(s, move);
        draw(s);
    }
    printf("The %s bot %s after %u turns.\n", name,
           cg_slugdungeon_has_won(s)    ? "won"
           : cg_slugdungeon_has_lost(s) ? "lost"
                                        : "ran out of turns",
           (unsigned)cg_slugdungeon_turns(s));
    cg_bot_free(bot);
    return 0;
}

/* One game; returns 1 when the player asks to play again. */
static int play(cg_state *s)
{
    draw(s);
    for (;;) {
        int key = read_key();
        if (key == EOF || key == 'q' || key == 'Q')
            return 0;
        cg_move move;
        if (!move_of_key(key, &move) || !cg_state_is_legal(s, move))
            continue;
        cg_state_apply(s, move);
        printf("\n");
        draw(s);
        if (cg_state_is_terminal(s))
            break;
    }
    say_result(s);
    printf("Play again? (y/n)\n");
    fflush(stdout);
    return tolower(read_key()) == 'y';
}

int main(int argc, char **argv)
{
    const char *level = "", *bot = NULL;
    uint64_t max_turns = CG_SLUGDUNGEON_MAX_TURNS_DEFAULT, seed = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--level") == 0 && i + 1 < argc) {
            level = argv[++i];
        } else if (strcmp(argv[i], "--max-turns") == 0 && i + 1 < argc) {
            /* the game's max_turns parameter: 1..100000000 */
            if (!cli_number("slugdungeon", argv[i], argv[i + 1], 1, 100000000, &max_turns))
                return 2;
            i++;
        } else if (strcmp(argv[i], "--bot") == 0 && i + 1 < argc) {
            bot = argv[++i];
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (!cli_number("slugdungeon", argv[i], argv[i + 1], 0, UINT64_MAX, &seed))
                return 2;
            i++;
        } else {
            fprintf(stderr, "usage: slugdungeon [--level FILE] [--max-turns N] "
                            "[--bot NAME[:k=v;...]] [--seed S]\n");
            return 2;
        }
    }
    /* The path goes quoted into the parameters, so that it may hold anything. */
    char params[8400];
    int len = snprintf(params, sizeof params, "max_turns=%" PRIu64 ";level=\"", max_turns);
    for (const char *p = level; *p && len < (int)sizeof params - 3; p++) {
        if (*p == '"' || *p == '\\')
            params[len++] = '\\';
        params[len++] = *p;
    }
    snprintf(params + len, sizeof params - (size_t)len, "\"");
    if (!bot)
        start_raw_keys();
    int again = 1;
    while (again) {
        /* (re)load the level from its file each game */
        cg_game *game = NULL;
        cg_state *s = NULL;
        if (cg_game_new("slugdungeon", params, &game) != CG_OK ||
            cg_state_new(game, 0, &s) != CG_OK) {
            printf("%s\n", cg_last_error());
            cg_game_free(game);
            return 1;
        }
        int failed = 0;
        if (bot)
            failed = play_bot(s, bot, seed);
        again = bot ? 0 : play(s);
        cg_state_free(s);
        cg_game_free(game);
        if (failed)
            return 1;
    }
    return 0;
}
