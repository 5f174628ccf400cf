/* Battleship as text: coordinates, the two boards side by side, the saved
   form and its strict reading. */
#include <stdio.h>
#include <string.h>

#include "battleship_internal.h"

const char *const bs_dir_names[4] = {"right", "down", "left", "up"};
const char *const bs_dir_names_es[4] = {"derecha", "abajo", "izquierda", "arriba"};
const char *const bs_cell_names[6] = {"libre", "agua", "buque", "tocado", "hundido", "novalido"};

/* A column letter A..Z, then a row 1..26 without leading zeros; the letter
   may be in lower case when `any_case`. */
static bool coord_in(cg_span text, bool any_case, int *x, int *y)
{
    if (text.n < 2 || text.n > 3)
        return false;
    char letter = text.p[0];
    if (any_case && letter >= 'a' && letter <= 'z')
        letter = (char)(letter - 'a' + 'A');
    if (letter < 'A' || letter > 'Z')
        return false;
    cg_span digits = {text.p + 1, text.n - 1};
    uint32_t row;
    if (digits.p[0] == '0' || !cg_span_to_u32(digits, BS_SIDE, &row) || row == 0)
        return false;
    *x = letter - 'A';
    *y = (int)row - 1;
    return true;
}

bool bs_coord_from(cg_span text, int *x, int *y)
{
    return coord_in(text, false, x, y);
}

bool bs_coord_from_any_case(cg_span text, int *x, int *y)
{
    return coord_in(text, true, x, y);
}

void bs_coord_write(int x, int y, cg_text *out)
{
    cg_text_putc(out, (char)('A' + x));
    cg_text_put_uint(out, (unsigned)(y + 1));
}

int bs_dir_from(cg_span word)
{
    for (int d = 0; d < 4; d++)
        if (cg_span_eq(word, bs_dir_names[d]))
            return d;
    return -1;
}

int bs_dir_from_move_text(cg_span word)
{
    for (int d = 0; d < 4; d++)
        if (cg_span_eq_nocase(word, bs_dir_names[d]) || cg_span_eq_nocase(word, bs_dir_names_es[d]))
            return d;
    return -1;
}

/* ---- Render ---- */

static char cell_char(cg_battleship_cell cell)
{
    switch (cell) {
    case CG_BATTLESHIP_WATER: return '.';
    case CG_BATTLESHIP_SHIP: return 'O';
    case CG_BATTLESHIP_HIT: return 'X';
    case CG_BATTLESHIP_SUNK: return 'X'; /* Humano's legend: a hit; the status lines say which sank */
    default: return ' ';
    }
}

/* One line of the two boards, without its trailing spaces. */
static void board_line(const bs_config *c, const bs_state *s, int viewer, const int boards[2],
                       int y, cg_text *out)
{
    char line[2 * (4 + BS_SIDE) + 8];
    size_t n = 0;
    for (int b = 0; b < 2; b++) {
        if (b) {
            memcpy(line + n, "   ", 3);
            n += 3;
        }
        int row = y + 1; /* "%2d " (rows 1..26), blank on the column line */
        line[n++] = (char)(y < 0 || row < 10 ? ' ' : '0' + row / 10);
        line[n++] = (char)(y < 0 ? ' ' : '0' + row % 10);
        line[n++] = ' ';
        for (int x = 0; x < c->width; x++)
            line[n++] =
                y < 0 ? (char)('A' + x) : cell_char(bs_cell_known(c, s, viewer, boards[b], x, y));
    }
    while (n > 0 && line[n - 1] == ' ')
        n--;
    cg_text_put(out, line, n);
    cg_text_putc(out, '\n');
}

static void status_lines(const bs_config *c, const bs_state *s, int viewer, cg_text *out)
{
    int current = bs_current(c, s);
    if (s->phase == CG_BATTLESHIP_PLACING) {
        int placed = s->fleet[current].placed;
        if (viewer == CG_PLAYER_NONE || viewer == current)
            cg_text_printf(out, "Player %d places ship %d of %d (length %d)\n", current,
                           placed + 1, c->ship_count, c->lengths[placed]);
        else
            cg_text_printf(out, "Player %d is placing the fleet\n", current);
        cg_text_printf(out, "Player %d fires first\n", s->first);
        return;
    }
    if (s->shot_count > 0) {
        int last = s->shot_count - 1, shooter = s->first ^ (last & 1);
        int x = s->shots[last] % BS_SIDE, y = s->shots[last] / BS_SIDE;
        cg_battleship_cell answer = bs_cell_actual(c, s, 1 - shooter, x, y);
        cg_text_printf(out, "Last shot: player %d at ", shooter);
        bs_coord_write(x, y, out);
        cg_text_printf(out, ", %s\n", bs_cell_names[answer]);
    }
    /* The cells of the ships each player sank, row by row (not ship by ship:
       how a fleet is numbered stays hidden): the boards draw them 'X' as any
       hit, as Humano did, and the render still holds all the observation does. */
    for (int p = 0; p < 2; p++) {
        cg_text_printf(out, "Player %d has sunk %d of %d ships", p, s->fleet[1 - p].sunk,
                       c->ship_count);
        const char *sep = ":";
        for (int y = 0; y < c->height && s->fleet[1 - p].sunk > 0; y++)
            for (int x = 0; x < c->width; x++)
                if (bs_cell_known(c, s, viewer, 1 - p, x, y) == CG_BATTLESHIP_SUNK) {
                    cg_text_printf(out, "%s ", sep);
                    bs_coord_write(x, y, out);
                    sep = "";
                }
        cg_text_putc(out, '\n');
    }
    if (s->phase == CG_BATTLESHIP_FIRING)
        cg_text_printf(out, "Player %d fires (shot %d)\n", current, s->shot_count + 1);
    else
        cg_text_printf(out, "Game over: player %d sank the whole fleet\n", s->winner);
}

void bs_render(const void *config, const void *state, int viewer, cg_text *out)
{
    const bs_config *c = config;
    const bs_state *s = state;
    int boards[2];
    cg_text_printf(out, "Battleship %dx%d, fleet ", c->width, c->height);
    bs_fleet_text(c, out);
    cg_text_putc(out, '\n');
    status_lines(c, s, viewer, out);
    if (viewer == CG_PLAYER_NONE) {
        boards[0] = 0;
        boards[1] = 1;
        cg_text_puts(out, "Left: player 0's board. Right: player 1's board.\n");
    } else {
        boards[0] = 1 - viewer;
        boards[1] = viewer;
        cg_text_printf(out,
                       "Left: player %d's board as player %d knows it. Right: player %d's "
                       "board.\n",
                       1 - viewer, viewer, viewer);
    }
    for (int y = -1; y < c->height; y++)
        board_line(c, s, viewer, boards, y, out);
}

/* ---- Saved form ---- */

void bs_save(const void *config, const void *state, cg_text *out)
{
    const bs_config *c = config;
    const bs_state *s = state;
    cg_text_printf(out, "first %d\n", s->first + 1);
    for (int p = 0; p < 2; p++) {
        cg_text_printf(out, "fleet%d", p + 1);
        for (int i = 0; i < s->fleet[p].placed; i++) {
            const bs_ship *ship = &s->fleet[p].ships[i];
            cg_text_putc(out, ' ');
            bs_coord_write(ship->x, ship->y, out);
            cg_text_putc(out, ' ');
            cg_text_puts(out, bs_dir_names[ship->dir]);
        }
        cg_text_putc(out, '\n');
    }
    cg_text_puts(out, "shots");
    for (int i = 0; i < s->shot_count; i++) {
        cg_text_putc(out, ' ');
        bs_coord_write(s->shots[i] % BS_SIDE, s->shots[i] / BS_SIDE, out);
    }
    cg_text_putc(out, '\n');
    if (s->phase == CG_BATTLESHIP_OVER)
        cg_text_printf(out, "winner %d\n", s->winner + 1);
    else
        cg_text_printf(out, "turn %d\n", bs_current(c, s) + 1);
}

static cg_status load_player(cg_reader *in, const char *key, uint8_t *player)
{
    cg_span rest;
    *player = 0;
    cg_status st = cg_reader_expect(in, key, &rest);
    if (st != CG_OK)
        return st;
    if (cg_span_eq(rest, "1") || cg_span_eq(rest, "2")) {
        *player = (uint8_t)(rest.p[0] - '1');
        return CG_OK;
    }
    char shown[32];
    return cg_reader_fail(in, "'%s' needs 1 or 2 (player 0 or 1), not '%s'", key,
                          cg_span_show(rest, shown, sizeof shown));
}

/* A coordinate token that must lie on the board. */
static cg_status load_coord(const bs_config *c, cg_reader *in, cg_span word, int *x, int *y)
{
    char shown[32];
    *x = *y = 0;
    if (!bs_coord_from(word, x, y))
        return cg_reader_fail(in, "'%s' is not a coordinate (A1..Z26)",
                              cg_span_show(word, shown, sizeof shown));
    if (*x >= c->width || *y >= c->height)
        return cg_reader_fail(in, "%s is off the %dx%d board",
                              cg_span_show(word, shown, sizeof shown), c->width, c->height);
    return CG_OK;
}

/* A fleet line: ships in fleet order, each legal when it was placed. */
static cg_status load_fleet(const bs_config *c, cg_reader *in, int player, bs_fleet *fleet)
{
    char shown[32];
    const char *key = player == 0 ? "fleet1" : "fleet2";
    cg_span rest;
    cg_status st = cg_reader_expect(in, key, &rest);
    if (st != CG_OK)
        return st;
    bs_placer placer;
    bs_placer_init(&placer, c, fleet);
    for (;;) {
        cg_span at = cg_span_word(&rest);
        if (at.n == 0)
            return CG_OK;
        cg_span toward = cg_span_word(&rest);
        int x, y, dir = bs_dir_from(toward);
        if ((st = load_coord(c, in, at, &x, &y)) != CG_OK)
            return st;
        if (toward.n == 0)
            return cg_reader_fail(in, "ship %d needs a direction after its coordinate",
                                  fleet->placed + 1);
        if (dir < 0 && bs_dir_from_move_text(toward) >= 0)
            return cg_reader_fail(in,
                                  "'%s' is a direction of move texts only: the saved form "
                                  "writes right, down, left or up",
                                  cg_span_show(toward, shown, sizeof shown));
        if (dir < 0)
            return cg_reader_fail(in, "'%s' is not a direction (right, down, left, up)",
                                  cg_span_show(toward, shown, sizeof shown));
        if (fleet->placed == c->ship_count)
            return cg_reader_fail(in, "more ships than the fleet's %d", c->ship_count);
        switch (bs_placer_check(&placer, x, y, dir)) {
        case BS_PLACE_OFF_BOARD:
            return cg_reader_fail(in, "ship %d (length %d) leaves the board", fleet->placed + 1,
                                  c->lengths[fleet->placed]);
        case BS_PLACE_TOUCHES:
            return cg_reader_fail(in, "ship %d touches an earlier ship", fleet->placed + 1);
        case BS_PLACE_STRANDS_REST:
            return cg_reader_fail(in, "after ship %d the rest of the fleet cannot be placed",
                                  fleet->placed + 1);
        default: break;
        }
        bs_placer_add(&placer, x, y, dir);
        bs_fleet_add(c, fleet, x, y, dir);
    }
}

static cg_status load_shots(const bs_config *c, cg_reader *in, bs_state *s)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "shots", &rest);
    if (st != CG_OK)
        return st;
    for (;;) {
        cg_span word = cg_span_word(&rest);
        if (word.n == 0)
            return CG_OK;
        int x, y;
        if ((st = load_coord(c, in, word, &x, &y)) != CG_OK)
            return st;
        int shooter = s->first ^ (s->shot_count & 1);
        if (s->phase == CG_BATTLESHIP_PLACING)
            return cg_reader_fail(in, "a shot before both fleets are placed");
        if (s->phase == CG_BATTLESHIP_OVER)
            return cg_reader_fail(in, "shot %d comes after a whole fleet was sunk",
                                  s->shot_count + 1);
        if (bs_bit(s->fleet[1 - shooter].shot_at, bs_cell(x, y))) {
            char shown[8];
            return cg_reader_fail(in, "player %d fires at %s twice", shooter,
                                  cg_span_show(word, shown, sizeof shown));
        }
        bs_fire(c, s, x, y);
    }
}

static cg_status load_turn(const bs_config *c, cg_reader *in, const bs_state *s)
{
    bool over = s->phase == CG_BATTLESHIP_OVER;
    uint8_t player;
    cg_status st = load_player(in, over ? "winner" : "turn", &player);
    if (st != CG_OK)
        return st;
    int expected = over ? s->winner : bs_current(c, s);
    if (player != expected)
        return cg_reader_fail(in, "%s is player %d ('%s %d'), not player %d",
                              over ? "the winner" : "the turn", expected,
                              over ? "winner" : "turn", expected + 1, player);
    return CG_OK;
}

cg_status bs_load(const void *config, void *state, cg_reader *in)
{
    const bs_config *c = config;
    bs_state *s = state;
    s->phase = CG_BATTLESHIP_PLACING;
    s->winner = BS_NONE;
    cg_status st = load_player(in, "first", &s->first);
    if (st == CG_OK)
        st = load_fleet(c, in, 0, &s->fleet[0]);
    if (st == CG_OK)
        st = load_fleet(c, in, 1, &s->fleet[1]);
    if (st != CG_OK)
        return st;
    if (s->fleet[1].placed > 0 && s->fleet[0].placed < c->ship_count)
        return cg_reader_fail(in, "player 1 places ships ('fleet2') before player 0's fleet "
                                  "('fleet1') is complete");
    if (s->fleet[1].placed == c->ship_count)
        s->phase = CG_BATTLESHIP_FIRING;
    st = load_shots(c, in, s);
    if (st == CG_OK)
        st = load_turn(c, in, s);
    return st;
}
