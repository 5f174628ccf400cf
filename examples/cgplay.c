/*
 * cgplay — plays any game of the catalogue through the generic API only.
 *
 *   cgplay --list                      the games, their players and parameters
 *   cgplay GAME --bots                 the bots of a game's catalogue
 *   cgplay GAME [options]              computer players, every position printed
 *   cgplay --demo                      one short game of every game
 *   cgplay --version
 *
 * Options: --seed N, --params TEXT, --human P (player P is you: pick a move by
 * its number or its text), --bot NAME[:k=v;...] (the computer's bot, random by
 * default; given twice, the first plays player 0 and the second player 1),
 * --max-moves N, --load FILE (start from a saved position), --save FILE (save
 * the last position: the whole state, so never with --human), --quiet (only
 * the result).
 *
 * Players go by their index in the API, 0 for the first, as every game's render
 * counts them ("Player 0" of War is index 0).
 *
 * With --human, nothing is printed that the human may not see: every position
 * is the human's render, the other players' moves are shown only by what they
 * changed in it (a bot's Battleship placement or the card it drew stays
 * hidden), and so is the final position. --save is refused with --human: a
 * saved position holds every card and ship, the ones the human may not see
 * included.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/cardgames.h"
#include "cli.h"

#define BOT_SPECS 2

typedef struct options {
    const char *game;
    const char *params;
    uint64_t seed;
    int human;
    uint32_t max_moves;
    int quiet;
    int demo;
    const char *bots[BOT_SPECS]; /* "NAME[:params]" by player; NULL: random */
    int bot_count;
    const char *load, *save;
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

/* The lines of a text, in place: each '\n' becomes '\0'; their count, or -1
   without memory. */
static int split_lines(char *text, char ***lines)
{
    int n = 0;
    for (const char *p = text; *p; p++)
        n += *p == '\n' || p[1] == '\0';
    *lines = malloc((size_t)(n ? n : 1) * sizeof **lines);
    if (!*lines)
        return -1;
    int k = 0;
    for (char *p = text; *p;) {
        (*lines)[k++] = p;
        p += strcspn(p, "\n");
        if (*p)
            *p++ = '\0';
    }
    return k;
}

/* What a move changed in a render: the lines of `after` outside a longest
   common subsequence of the lines of both, each indented. */
static void print_changed_lines(char *before, char *after)
{
    char **b = NULL, **a = NULL;
    int nb = split_lines(before, &b), na = split_lines(after, &a);
    /* common[i][j]: the longest common subsequence of b[i..] and a[j..]. */
    int *common = nb >= 0 && na >= 0 ? calloc((size_t)(nb + 1) * (size_t)(na + 1), sizeof *common)
                                      : NULL;
    if (!common) {
        printf("  (out of memory)\n");
    } else {
#define COMMON(i, j) common[(size_t)(i) * (size_t)(na + 1) + (size_t)(j)]
        for (int i = nb - 1; i >= 0; i--)
            for (int j = na - 1; j >= 0; j--)
                COMMON(i, j) = strcmp(b[i], a[j]) == 0 ? COMMON(i + 1, j + 1) + 1
                               : COMMON(i + 1, j) > COMMON(i, j + 1) ? COMMON(i + 1, j)
                                                                    : COMMON(i, j + 1);
        int printed = 0, i = 0;
        for (int j = 0; j < na;) {
            if (i < nb && strcmp(b[i], a[j]) == 0) {
                i++, j++;
            } else if (i < nb && COMMON(i + 1, j) >= COMMON(i, j + 1)) {
                i++;
            } else {
                printf("  | %s\n", a[j++]);
                printed = 1;
            }
        }
#undef COMMON
        if (!printed)
            printf("  (nothing you can see changed)\n");
    }
    free(common);
    free(a);
    free(b);
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

/* The bot of a spec "NAME[:params]", `random` without one. */
static cg_bot *make_bot(const cg_game *g, const char *spec)
{
    return cli_bot_new("cgplay", g, spec ? spec : "random", stderr);
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, len = 0;
    char *text = malloc(cap);
    size_t got;
    while (text && (got = fread(text + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 == cap) {
            char *bigger = realloc(text, cap *= 2);
            if (!bigger)
                free(text);
            text = bigger;
        }
    }
    fclose(f);
    if (text)
        text[len] = '\0';
    return text;
}

static int save_to(const cg_state *s, const char *path)
{
    size_t n = cg_state_save(s, NULL, 0);
    char *text = malloc(n + 1);
    FILE *f = text ? fopen(path, "w") : NULL;
    int ok = f && (cg_state_save(s, text, n + 1), fwrite(text, 1, n, f) == n);
    if (f)
        ok &= fclose(f) == 0;
    free(text);
    if (!ok)
        fprintf(stderr, "cgplay: cannot write %s\n", path);
    return ok;
}

/* The first position: new from the seed, or loaded from a saved one. */
static cg_state *first_state(const cg_game *g, const options *o)
{
    cg_state *s = NULL;
    if (!o->load) {
        if (cg_state_new(g, o->seed, &s) != CG_OK)
            fprintf(stderr, "cgplay: %s\n", cg_last_error());
        return s;
    }
    char *text = read_file(o->load);
    if (!text)
        fprintf(stderr, "cgplay: cannot read %s\n", o->load);
    else if (cg_state_load(g, text, &s) != CG_OK)
        fprintf(stderr, "cgplay: %s: %s\n", o->load, cg_last_error());
    free(text);
    return s;
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
    cg_bot *bots[BOT_SPECS] = {NULL, NULL};
    int status = 0;
    for (int k = 0; k < BOT_SPECS && status == 0; k++)
        if (k < o->bot_count || k == 0)
            status = (bots[k] = make_bot(g, o->bots[k])) ? 0 : 1;
    cg_state *s = status ? NULL : first_state(g, o);
    cg_move *moves = malloc(cg_game_max_moves(g) * sizeof *moves);
    if (!s || !moves)
        status = 1;
    while (status == 0 && !cg_state_is_terminal(s) && cg_state_move_number(s) < o->max_moves) {
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
            cg_bot *bot = bots[player < o->bot_count ? player : 0];
            uint64_t seed = cg_seed_derive(o->seed, cg_state_move_number(s));
            if (cg_bot_choose(bot, s, seed, &move) != CG_OK) {
                fprintf(stderr, "cgplay: %s\n", cg_last_error());
                status = 1;
                break;
            }
        }
        /* Another player's move is shown to a human only through the
           human's render: its text may name what the human may not see. */
        bool hidden = o->human >= 0 && !human;
        char *seen_before = hidden && !o->quiet ? render(s, o->human) : NULL;
        if (human || (!o->quiet && !hidden))
            print_move(s, move, human ? "You play: " : "Plays: ");
        if (cg_state_apply(s, move) != CG_OK) {
            fprintf(stderr, "cgplay: %s\n", cg_last_error());
            status = 1;
        } else if (seen_before) {
            char *seen_after = render(s, o->human);
            if (seen_after) {
                printf("Player index %d has played; what changed in your view:\n", player);
                print_changed_lines(seen_before, seen_after);
            }
            free(seen_after);
        }
        free(seen_before);
    }
    if (s && !o->quiet) {
        printf("\n--- final position ---\n");
        print_position(s, o->human >= 0 ? o->human : CG_PLAYER_NONE);
    }
    if (s)
        print_result(s);
    if (s && o->save && !save_to(s, o->save))
        status = 1;
    free(moves);
    cg_state_free(s);
    for (int k = 0; k < BOT_SPECS; k++)
        cg_bot_free(bots[k]);
    cg_game_free(g);
    return status;
}

static int list_bots(const char *game, const char *params)
{
    cg_game *g = NULL;
    if (cg_game_new(game, params, &g) != CG_OK) {
        fprintf(stderr, "cgplay: %s\n", cg_last_error());
        return 1;
    }
    for (size_t i = 0; i < cg_bot_count(g); i++) {
        cg_bot *bot = make_bot(g, cg_bot_name_at(g, i));
        char text[512] = "";
        if (bot)
            cg_bot_params(bot, text, sizeof text);
        printf("%-10s %s\n", cg_bot_name_at(g, i), text);
        cg_bot_free(bot);
    }
    cg_game_free(g);
    return 0;
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
          "       cgplay --version\n"
          "       cgplay GAME [--params TEXT] --bots\n"
          "       cgplay GAME [--params TEXT] [--seed N] [--human P] [--bot NAME[:k=v;...]]...\n"
          "                   [--max-moves N] [--load FILE] [--save FILE] [--quiet]\n"
          "Players go by their index, 0 for the first (P too). A second --bot plays player 1.\n",
          to);
}

int main(int argc, char **argv)
{
    options o = {NULL, NULL, 1, -2, UINT32_MAX, 0, 0, {NULL, NULL}, 0, NULL, NULL};
    uint64_t n;
    int bots = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--list") == 0)
            return list_games();
        if (strcmp(a, "--version") == 0) {
            printf("cgplay (libcardgames) %s\n", cg_version_string());
            return 0;
        }
        if (strcmp(a, "--demo") == 0) {
            o.demo = 1;
        } else if (strcmp(a, "--quiet") == 0) {
            o.quiet = 1;
        } else if (strcmp(a, "--bots") == 0) {
            bots = 1;
        } else if (strcmp(a, "--params") == 0 && next) {
            o.params = argv[++i];
        } else if (strcmp(a, "--load") == 0 && next) {
            o.load = argv[++i];
        } else if (strcmp(a, "--save") == 0 && next) {
            o.save = argv[++i];
        } else if (strcmp(a, "--bot") == 0 && next && o.bot_count < BOT_SPECS) {
            o.bots[o.bot_count++] = argv[++i];
        } else if (strcmp(a, "--seed") == 0 && next) {
            if (!cli_number("cgplay", a, argv[++i], 0, UINT64_MAX, &o.seed))
                return 2;
        } else if (strcmp(a, "--human") == 0 && next) {
            if (!cli_number("cgplay", a, argv[++i], 0, 63, &n))
                return 2;
            o.human = (int)n;
        } else if (strcmp(a, "--max-moves") == 0 && next) {
            if (!cli_number("cgplay", a, argv[++i], 0, UINT32_MAX, &n))
                return 2;
            o.max_moves = (uint32_t)n;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (a[0] != '-' && !o.game) {
            o.game = a;
        } else {
            /* Why, then how. */
            static const char *const valued[] = {"--params", "--load", "--save", "--bot",
                                                 "--seed", "--human", "--max-moves"};
            const char *why = "unknown option";
            for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++)
                if (strcmp(a, valued[k]) == 0)
                    why = next ? "given more than twice" : "wants a value";
            if (a[0] != '-')
                fprintf(stderr, "cgplay: one game only, not also '%s'\n", a);
            else
                fprintf(stderr, "cgplay: %s: %s\n", a, why);
            usage(stderr);
            return 2;
        }
    }
    if (o.human >= 0 && o.save) {
        /* The saved form is the whole state: hidden cards and ships too. */
        fprintf(stderr, "cgplay: --save writes the whole position, what player %d may not see "
                        "included: not with --human\n", o.human);
        return 2;
    }
    if (o.demo)
        return demo(o.seed);
    if (!o.game) {
        fprintf(stderr, "cgplay: which game? (cgplay --list names them)\n");
        usage(stderr);
        return 2;
    }
    return bots ? list_bots(o.game, o.params) : play(&o);
}
