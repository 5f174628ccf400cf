/*
 * battleship_human — play Battleship against the built-in "hunter" in the
 * terminal, as the framework's Humano did: your fleet is placed for you, the
 * two boards are shown side by side before each of your shots (the enemy's
 * waters as you know them, '.' a miss and 'X' a hit; your fleet, 'O' a ship,
 * 'X' a hit, '.' the enemy's misses), and you type coordinates like A8, C1 or
 * J10. Bad input is asked again; end of input resigns.
 *
 *   battleship_human [--seed N] [--hunter-first] [--params TEXT]
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/battleship.h"
#include "cli.h"

typedef struct human {
    int width, height;
    cg_battleship_player placer; /* places our fleet, as Humano placed its own */
    cg_battleship_board *own;    /* our fleet and the hunter's shots */
    int known[CG_BATTLESHIP_SIDE_MAX][CG_BATTLESHIP_SIDE_MAX]; /* the hunter's board */
    /* Water the rules imply, not fired at: around hits and sunk ships. */
    int implied[CG_BATTLESHIP_SIDE_MAX][CG_BATTLESHIP_SIDE_MAX];
    int shots;
    int resigned;
} human;

static char cell_char(int cell)
{
    switch (cell) {
    case CG_BATTLESHIP_WATER: return '.';
    case CG_BATTLESHIP_SHIP: return 'O';
    case CG_BATTLESHIP_HIT:
    case CG_BATTLESHIP_SUNK: return 'X';
    default: return ' ';
    }
}

static void print_row(const human *h, int y, char *line)
{
    size_t n = 0;
    for (int b = 0; b < 2; b++) {
        n += (size_t)sprintf(line + n, b ? "   " : "");
        n += (size_t)(y < 0 ? sprintf(line + n, "   ") : sprintf(line + n, "%2d ", y + 1));
        for (int x = 0; x < h->width; x++) {
            int cell = b == 0 ? h->known[y < 0 ? 0 : y][x]
                              : cg_battleship_board_read(h->own, (cg_battleship_coord){x, y});
            line[n++] = y < 0 ? (char)('A' + x) : cell_char(cell);
        }
    }
    while (n > 0 && line[n - 1] == ' ')
        n--;
    line[n] = '\0';
    puts(line);
}

static void print_boards(const human *h)
{
    char line[128];
    printf("\nEnemy waters (left) and your fleet (right):\n");
    for (int y = -1; y < h->height; y++)
        print_row(h, y, line);
}

static const char *answer_name(int answer)
{
    switch (answer) {
    case CG_BATTLESHIP_WATER: return "water (agua)";
    case CG_BATTLESHIP_HIT: return "hit (tocado)";
    case CG_BATTLESHIP_SUNK: return "sunk (hundido)";
    default: return "not valid (novalido)";
    }
}

static void h_new_game(void *user, const cg_game *game, uint64_t seed)
{
    human *h = user;
    h->placer.new_game(h->placer.user, game, seed);
    cg_battleship_board_clear(h->own);
    for (int n = 0; n < cg_battleship_ship_count(game); n++) {
        int x, y, dir;
        h->placer.place_ship(h->placer.user, n, &x, &y, &dir);
        cg_battleship_board_place_ship(h->own, n, (cg_battleship_coord){x, y},
                                       cg_battleship_ship_length(game, n), dir);
    }
    memset(h->known, 0, sizeof h->known);
    memset(h->implied, 0, sizeof h->implied);
}

static void h_place_ship(void *user, int n, int *x, int *y, int *dir)
{
    human *h = user;
    h->placer.place_ship(h->placer.user, n, x, y, dir);
}

/* Reads a line; 0 at the end of input. */
static int read_line(char *line, size_t cap)
{
    if (!fgets(line, (int)cap, stdin))
        return 0;
    line[strcspn(line, "\r\n")] = '\0';
    return 1;
}

/* Humano::PedirCoordenada: forbidden coordinates (off the board, or a cell
   already known, fired at or water by the rules) are asked again. */
static void h_choose_shot(void *user, int *x, int *y)
{
    human *h = user;
    print_boards(h);
    char line[128], word[128];
    for (;;) {
        printf("Enter coordinates (e.g. A8, C1, J10): ");
        fflush(stdout);
        if (!read_line(line, sizeof line)) {
            printf("\nEnd of input: you resign.\n");
            h->resigned = 1;
            return;
        }
        /* The first word, its letter in upper case. */
        char *text = word;
        strcpy(word, line + strspn(line, " "));
        text[strcspn(text, " ")] = '\0';
        text[0] = (char)toupper((unsigned char)text[0]);
        cg_battleship_coord c;
        if (cg_battleship_coord_parse(text, &c) != CG_OK) {
            printf("'%s' is not a coordinate.\n", line);
        } else if (c.x >= h->width || c.y >= h->height) {
            printf("%s is off the board.\n", text);
        } else if (h->implied[c.y][c.x]) {
            printf("You already know %s is water: no ship touches a hit or a sunk ship.\n",
                   text);
        } else if (h->known[c.y][c.x] != CG_BATTLESHIP_FREE) {
            printf("You already know what is at %s.\n", text);
        } else {
            *x = c.x;
            *y = c.y;
            return;
        }
    }
}

static void h_inform(void *user, int x, int y)
{
    human *h = user;
    cg_battleship_coord c = {x, y};
    char at[8];
    cg_battleship_coord_text(c, at, sizeof at);
    printf("The hunter fires at %s: %s\n", at, answer_name(cg_battleship_board_fire(h->own, c)));
}

/* Water by the rules at (x, y), when nothing is known there yet. */
static void mark_water(human *h, int x, int y)
{
    if (x >= 0 && y >= 0 && x < h->width && y < h->height &&
        h->known[y][x] == CG_BATTLESHIP_FREE) {
        h->known[y][x] = CG_BATTLESHIP_WATER;
        h->implied[y][x] = 1;
    }
}

/* Humano::Responder: the four corners of a hit are water; a sunk ship's
   cells all read sunk, and every cell around it is water. */
static void h_respond(void *user, int x, int y, int answer)
{
    human *h = user;
    char at[8];
    if (cg_battleship_coord_text((cg_battleship_coord){x, y}, at, sizeof at) == 0)
        return;
    h->shots++;
    printf("You fire at %s: %s\n", at, answer_name(answer));
    h->known[y][x] = answer;
    h->implied[y][x] = 0;
    if (answer != CG_BATTLESHIP_HIT && answer != CG_BATTLESHIP_SUNK)
        return;
    for (int d = 0; d < 4; d++)
        mark_water(h, x + (d & 1 ? 1 : -1), y + (d & 2 ? 1 : -1));
    if (answer != CG_BATTLESHIP_SUNK)
        return;
    int x0 = x, x1 = x, y0 = y, y1 = y;
    for (int d = 0; d < 4; d++) {
        int dx = (d == 0) - (d == 1), dy = (d == 2) - (d == 3);
        for (int cx = x + dx, cy = y + dy; cx >= 0 && cy >= 0 && cx < h->width && cy < h->height &&
                                           h->known[cy][cx] == CG_BATTLESHIP_HIT;
             cx += dx, cy += dy) {
            h->known[cy][cx] = CG_BATTLESHIP_SUNK;
            x0 = cx < x0 ? cx : x0;
            x1 = cx > x1 ? cx : x1;
            y0 = cy < y0 ? cy : y0;
            y1 = cy > y1 ? cy : y1;
        }
    }
    for (int cy = y0 - 1; cy <= y1 + 1; cy++)
        for (int cx = x0 - 1; cx <= x1 + 1; cx++)
            mark_water(h, cx, cy);
}

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    int starter = 0;
    const char *params = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (!cli_number("battleship_human", argv[i], argv[i + 1], 0, UINT64_MAX, &seed))
                return 2;
            i++;
        } else if (strcmp(argv[i], "--params") == 0 && i + 1 < argc) {
            params = argv[++i];
        } else if (strcmp(argv[i], "--hunter-first") == 0) {
            starter = 1;
        } else {
            fprintf(stderr, "usage: %s [--seed N] [--hunter-first] [--params TEXT]\n", argv[0]);
            return 2;
        }
    }
    cg_game *game = NULL;
    human h = {0};
    cg_battleship_player hunter = {0};
    int status = 1;
    if (cg_game_new("battleship", params, &game) != CG_OK ||
        cg_battleship_player_new("random", &h.placer) != CG_OK ||
        cg_battleship_player_new("hunter", &hunter) != CG_OK ||
        cg_battleship_board_new(game, &h.own) != CG_OK) {
        fprintf(stderr, "battleship_human: %s\n", cg_last_error());
        goto done;
    }
    h.width = cg_battleship_width(game);
    h.height = cg_battleship_height(game);
    cg_battleship_player players[2] = {
        {&h, h_new_game, h_place_ship, h_choose_shot, h_inform, h_respond}, hunter};
    printf("Battleship against the hunter, %dx%d board, %d ships. %s first.\n", h.width, h.height,
           cg_battleship_ship_count(game), starter ? "The hunter fires" : "You fire");
    cg_battleship_match_result r;
    if (cg_battleship_match(game, players, starter, seed, &r) != CG_OK) {
        fprintf(stderr, "battleship_human: %s\n", cg_last_error());
        goto done;
    }
    print_boards(&h);
    if (h.resigned)
        printf("You resigned after %d shots. The hunter wins.\n", h.shots);
    else if (r.winner == 0)
        printf("You sank the whole fleet in %d shots. You win!\n", r.shots[0]);
    else
        printf("The hunter sank your whole fleet in %d shots. You lose.\n", r.shots[1]);
    status = 0;
done:
    cg_battleship_board_free(h.own);
    cg_battleship_player_free(&h.placer);
    cg_battleship_player_free(&hunter);
    cg_game_free(game);
    return status;
}
