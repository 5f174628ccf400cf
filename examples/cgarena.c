/*
 * cgarena — bots of the library against each other, on any game.
 *
 *   cgarena GAME[:k=v;k=v] BOT[:k=v;k=v] BOT[:...] ... [--games N] [--seed S]
 *           [--threads T] [--json FILE]
 *
 * Every pairing of the bots plays N games (seats swapped every game); on a
 * one-player game each bot plays the N games alone. Game g of every pairing
 * starts from the seed cg_seed_derive(S, g), and the bot to move at move m
 * chooses with the seed cg_seed_derive(that seed, m): the same records
 * whatever the number of threads (and the same as cardgames.arena in Python:
 * the schedule, the Wilson intervals and the Elo differences are the library's
 * cg_arena_* functions). It prints each pairing's wins, draws and losses, the
 * win rate with its 95% Wilson interval and the Elo difference, then each bot's
 * totals (scored by seats: a bot may meet itself); --json
 * writes one JSON object per game. A progress line goes to a terminal.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cardgames/cardgames.h"
#include "cli.h"

#define BOTS_MAX 16

typedef struct spec {
    const char *text; /* as given: "mcts:iterations=200" */
    char name[64];
    const char *params; /* after the ':', or NULL */
} spec;

typedef struct record {
    uint64_t seed;
    int32_t seats[2]; /* bot indices by player */
    int winner;   /* player index, or CG_PLAYER_NONE */
    double returns[2];
    uint32_t moves;
    uint32_t choices[2];  /* moves each seat chose */
    double think_time[2]; /* seconds of processor time each seat spent choosing */
    int failed;
} record;

typedef struct arena {
    cg_game *game;
    spec game_spec;
    spec bots[BOTS_MAX];
    int bot_count, players;
    uint64_t games, seed;
    record *records; /* one per game of the schedule (cg_arena_game) */
    uint64_t jobs, next_job, done;
    int progress;
    pthread_mutex_t lock;
} arena;

static int split_spec(const char *text, spec *out)
{
    out->text = text;
    return cli_split_spec(text, out->name, sizeof out->name, &out->params);
}

/* Processor time of this thread, in seconds. */
static double thread_time(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int play_job(arena *a, cg_bot **bots, uint64_t j, record *r)
{
    r->seats[1] = -1;
    if (cg_arena_game(a->players, (size_t)a->bot_count, a->games, a->seed, j, r->seats, &r->seed) !=
        CG_OK)
        return 0;
    cg_state *s = NULL;
    if (cg_state_new(a->game, r->seed, &s) != CG_OK)
        return 0;
    while (!cg_state_is_terminal(s)) {
        int player = cg_state_current_player(s);
        cg_move move;
        uint64_t seed = cg_seed_derive(r->seed, cg_state_move_number(s));
        double start = thread_time();
        cg_status st = cg_bot_choose(bots[r->seats[player]], s, seed, &move);
        r->think_time[player] += thread_time() - start;
        r->choices[player]++;
        if (st != CG_OK || cg_state_apply(s, move) != CG_OK) {
            cg_state_free(s);
            return 0;
        }
    }
    r->winner = cg_state_winner(s);
    for (int p = 0; p < a->players; p++)
        r->returns[p] = cg_state_returns(s, p);
    r->moves = cg_state_move_number(s);
    cg_state_free(s);
    return 1;
}

static void show_progress(arena *a)
{
    if (!a->progress)
        return;
    fprintf(stderr, "\r%" PRIu64 " of %" PRIu64 " games", a->done, a->jobs);
    if (a->done == a->jobs)
        fputc('\n', stderr);
    fflush(stderr);
}

static void *worker(void *arg)
{
    arena *a = arg;
    cg_bot *bots[BOTS_MAX] = {0};
    int ok = 1;
    for (int b = 0; b < a->bot_count && ok; b++)
        ok = cg_bot_new(a->game, a->bots[b].name, a->bots[b].params, &bots[b]) == CG_OK;
    for (;;) {
        pthread_mutex_lock(&a->lock);
        uint64_t j = a->next_job++;
        pthread_mutex_unlock(&a->lock);
        if (j >= a->jobs)
            break;
        record *r = &a->records[j];
        if (!ok || !play_job(a, bots, j, r)) {
            r->failed = 1;
            fprintf(stderr, "cgarena: game %" PRIu64 ": %s\n", j, cg_last_error());
        }
        pthread_mutex_lock(&a->lock);
        a->done++;
        if (a->done == a->jobs || a->done % 10 == 0)
            show_progress(a);
        pthread_mutex_unlock(&a->lock);
    }
    for (int b = 0; b < a->bot_count; b++)
        cg_bot_free(bots[b]);
    return NULL;
}

/* ---- statistics ---- */

/* The 95% Wilson score interval of k successes in n (the library's). */
static void wilson(double k, double n, double *lo, double *hi)
{
    if (cg_arena_wilson(k, n, lo, hi) != CG_OK) {
        *lo = 0;
        *hi = 1;
    }
}

/* The Elo difference that expects this score; +-inf at 1 and 0 (the library's). */
static double elo_of(double score)
{
    double elo = 0;
    cg_arena_elo(score, &elo);
    return elo;
}

static void print_elo(double elo)
{
    if (isinf(elo))
        printf(" %7s", elo > 0 ? "+inf" : "-inf");
    else
        printf(" %+7.0f", elo);
}

typedef struct tally {
    double wins, draws, losses;
    double think_time, choices;
} tally;

static void print_row(const char *label, tally t, int with_elo, int with_time)
{
    double n = t.wins + t.draws + t.losses, lo, hi;
    wilson(t.wins, n, &lo, &hi);
    printf("%-40s %6.0f %6.0f %6.0f %6.0f %7.1f%%  [%5.1f%%, %5.1f%%]", label, n, t.wins, t.draws,
           t.losses, n > 0 ? 100 * t.wins / n : 0.0, 100 * lo, 100 * hi);
    if (with_elo) {
        double score = n > 0 ? (t.wins + t.draws / 2) / n : 0.5, slo, shi;
        wilson(t.wins + t.draws / 2, n, &slo, &shi);
        print_elo(elo_of(score));
        printf("  [");
        print_elo(elo_of(slo));
        printf(",");
        print_elo(elo_of(shi));
        printf(" ]");
    }
    if (with_time)
        printf(" %10.1f", t.choices > 0 ? 1e6 * t.think_time / t.choices : 0.0);
    putchar('\n');
}

/* The outcome of record r for bot b (which sits in it). */
static void count(tally *t, const record *r, int b, int players)
{
    int seat = r->seats[0] == b ? 0 : 1;
    t->think_time += r->think_time[seat];
    t->choices += r->choices[seat];
    if (players == 1 ? r->winner == 0 : r->winner == seat)
        t->wins++;
    else if (players > 1 && r->winner == CG_PLAYER_NONE)
        t->draws++;
    else
        t->losses++;
}

static void print_table(const arena *a)
{
    int elo = a->players > 1;
    printf("\n%-40s %6s %6s %6s %6s %8s  %16s%s%s\n", elo ? "pairing (first bot's results)" : "bot",
           "games", "wins", "draws", "losses", "win rate", "95% interval",
           elo ? "      Elo   95% interval" : "", elo ? "" : "    us/move");
    tally total[BOTS_MAX] = {{0}};
    for (uint64_t j = 0; j < a->jobs; j++) {
        const record *r = &a->records[j];
        if (r->failed)
            continue;
        for (int p = 0; p < a->players; p++)
            count(&total[r->seats[p]], r, r->seats[p], a->players);
    }
    if (elo) {
        for (uint64_t k = 0; k < a->jobs / a->games; k++) {
            tally t = {0};
            int32_t pair[2]; /* the seats of the pairing's game 0: its bots in order */
            cg_arena_game(a->players, (size_t)a->bot_count, a->games, a->seed, k * a->games, pair,
                          NULL);
            for (uint64_t g = 0; g < a->games; g++)
                if (!a->records[k * a->games + g].failed)
                    count(&t, &a->records[k * a->games + g], pair[0], a->players);
            char label[160];
            snprintf(label, sizeof label, "%s vs %s", a->bots[pair[0]].text,
                     a->bots[pair[1]].text);
            print_row(label, t, 1, 0);
        }
        printf("\n%-40s %6s %6s %6s %6s %8s  %16s%s %10s\n", "each bot against all the others",
               "games", "wins", "draws", "losses", "win rate", "95% interval",
               elo ? "      Elo   95% interval" : "", "us/move");
    }
    for (int b = 0; b < a->bot_count; b++)
        print_row(a->bots[b].text, total[b], elo, 1);
}

/* ---- JSON records ---- */

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            fprintf(f, "\\%c", ch);
        else if (ch < 0x20)
            fprintf(f, "\\u%04x", ch);
        else
            fputc(ch, f);
    }
    fputc('"', f);
}

/* The records into f, opened on path before anything was played; closes f. */
static int write_json(const arena *a, FILE *f, const char *path)
{
    for (uint64_t j = 0; j < a->jobs; j++) {
        const record *r = &a->records[j];
        if (r->failed)
            continue;
        fputs("{\"game\": ", f);
        json_string(f, a->game_spec.text);
        fprintf(f, ", \"seed\": %" PRIu64 ", \"seats\": [", r->seed);
        for (int p = 0; p < a->players; p++) {
            fputs(p ? ", " : "", f);
            json_string(f, a->bots[r->seats[p]].text);
        }
        fputs("], \"winner\": ", f);
        if (r->winner == CG_PLAYER_NONE)
            fputs("null", f);
        else
            json_string(f, a->bots[r->seats[r->winner]].text);
        fputs(", \"returns\": [", f);
        for (int p = 0; p < a->players; p++)
            fprintf(f, "%s%.1f", p ? ", " : "", r->returns[p]);
        fprintf(f, "], \"moves\": %" PRIu32 ", \"seat_bots\": [", r->moves);
        for (int p = 0; p < a->players; p++)
            fprintf(f, "%s%" PRId32, p ? ", " : "", r->seats[p]);
        if (r->winner == CG_PLAYER_NONE)
            fputs("], \"winner_seat\": null}\n", f);
        else
            fprintf(f, "], \"winner_seat\": %d}\n", r->winner);
    }
    int ok = !ferror(f);
    if (fclose(f) != 0)
        ok = 0;
    if (!ok)
        fprintf(stderr, "cgarena: cannot write %s: %s\n", path, strerror(errno));
    return ok;
}

/* ---- the command line ---- */

static void usage(FILE *to)
{
    fputs("usage: cgarena GAME[:k=v;k=v] BOT[:k=v;k=v] BOT[:...] ... [--games N] [--seed S]\n"
          "               [--threads T] [--json FILE]\n"
          "       cgarena GAME --list    the bots of GAME's catalogue\n",
          to);
}

static int list_bots(const cg_game *g)
{
    for (size_t i = 0; i < cg_bot_count(g); i++) {
        cg_bot *bot = NULL;
        if (cg_bot_new(g, cg_bot_name_at(g, i), NULL, &bot) != CG_OK) {
            printf("%-10s (cannot be made: %s)\n", cg_bot_name_at(g, i), cg_last_error());
            continue;
        }
        char params[512];
        cg_bot_params(bot, params, sizeof params);
        printf("%-10s %s\n", cg_bot_name(bot), params);
        cg_bot_free(bot);
    }
    return 0;
}

int main(int argc, char **argv)
{
    arena a = {0};
    a.games = 100;
    uint64_t threads = 1, n;
    const char *json = NULL;
    int list = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--games") == 0 || strcmp(arg, "--seed") == 0 ||
            strcmp(arg, "--threads") == 0) {
            uint64_t max = arg[2] == 'g' ? 100000000 : arg[2] == 't' ? 256 : UINT64_MAX;
            if (!cli_number("cgarena", arg, next, arg[2] == 's' ? 0 : 1, max, &n))
                return 2;
            *(arg[2] == 'g' ? &a.games : arg[2] == 's' ? &a.seed : &threads) = n;
            i++;
        } else if (strcmp(arg, "--json") == 0 && next) {
            json = argv[++i];
        } else if (strcmp(arg, "--list") == 0) {
            list = 1;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (arg[0] != '-' && !a.game_spec.text) {
            if (!split_spec(arg, &a.game_spec)) {
                fprintf(stderr, "cgarena: '%s' names no game\n", arg);
                return 2;
            }
        } else if (arg[0] != '-' && a.bot_count < BOTS_MAX) {
            if (!split_spec(arg, &a.bots[a.bot_count++])) {
                fprintf(stderr, "cgarena: '%s' names no bot\n", arg);
                return 2;
            }
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (!a.game_spec.text || (!list && a.bot_count < 1)) {
        usage(stderr);
        return 2;
    }
    if (cg_game_new(a.game_spec.name, a.game_spec.params, &a.game) != CG_OK) {
        fprintf(stderr, "cgarena: %s\n", cg_last_error());
        return 1;
    }
    if (list) {
        list_bots(a.game);
        cg_game_free(a.game);
        return 0;
    }
    for (int b = 0; b < a.bot_count; b++) { /* every bot can be made before anything is played */
        cg_bot *bot = NULL;
        if (cg_bot_new(a.game, a.bots[b].name, a.bots[b].params, &bot) != CG_OK) {
            fprintf(stderr, "cgarena: %s\n", cg_last_error());
            cg_game_free(a.game);
            return 1;
        }
        cg_bot_free(bot);
    }
    a.players = cg_game_num_players(a.game);
    if (a.players > 2) {
        fprintf(stderr, "cgarena: games of more than two players are not supported\n");
        cg_game_free(a.game);
        return 1;
    }
    if (a.players == 2 && a.bot_count < 2) {
        fprintf(stderr, "cgarena: a two-player game needs at least two bots\n");
        cg_game_free(a.game);
        return 2;
    }
    if (cg_arena_game_count(a.players, (size_t)a.bot_count, a.games, &a.jobs) != CG_OK) {
        fprintf(stderr, "cgarena: %s\n", cg_last_error());
        cg_game_free(a.game);
        return 2;
    }
    /* The records' file is opened before anything is played: a path that
       cannot be written loses no tournament. */
    FILE *json_file = json ? fopen(json, "w") : NULL;
    if (json && !json_file) {
        fprintf(stderr, "cgarena: cannot write %s: %s\n", json, strerror(errno));
        cg_game_free(a.game);
        return 1;
    }
    a.records = calloc(a.jobs, sizeof *a.records);
    if (!a.records) {
        fprintf(stderr, "cgarena: out of memory for %" PRIu64 " games\n", a.jobs);
        if (json_file)
            fclose(json_file);
        cg_game_free(a.game);
        return 1;
    }
    a.progress = isatty(fileno(stderr));
    pthread_mutex_init(&a.lock, NULL);
    pthread_t tids[256];
    uint64_t started = 0;
    for (; started < threads; started++)
        if (pthread_create(&tids[started], NULL, worker, &a) != 0)
            break;
    if (started == 0)
        worker(&a);
    for (uint64_t t = 0; t < started; t++)
        pthread_join(tids[t], NULL);
    pthread_mutex_destroy(&a.lock);

    printf("%s: %" PRIu64 " games%s, seed %" PRIu64 "\n", a.game_spec.text, a.games,
           a.players > 1 ? " per pairing, seats swapped every game" : " per bot, the same seeds",
           a.seed);
    print_table(&a);
    int failed = 0;
    for (uint64_t j = 0; j < a.jobs; j++)
        failed |= a.records[j].failed;
    if (json_file && !write_json(&a, json_file, json))
        failed = 1;
    free(a.records);
    cg_game_free(a.game);
    return failed ? 1 : 0;
}
