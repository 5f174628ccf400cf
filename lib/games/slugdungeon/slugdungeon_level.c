/* Level files: the player's health on line 1, then the board, one character
   per cell; and the checks that entities fit their board. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "slugdungeon_internal.h"

static cg_status parse_health(cg_reader *in, sd_state *s)
{
    cg_span line;
    if (!cg_reader_next(in, &line)) {
        in->line = 1;
        return cg_reader_fail(in, "the level is empty: line 1 must hold the player's maximum "
                                  "health");
    }
    uint32_t health;
    cg_span digits = cg_span_trim(line);
    if (!cg_span_to_u32(digits, CG_SLUGDUNGEON_HEALTH_MAX, &health) || health == 0) {
        char shown[40];
        return cg_reader_fail(in,
                              "the player's maximum health must be an integer from 1 to %d, "
                              "not '%s'",
                              CG_SLUGDUNGEON_HEALTH_MAX, cg_span_show(line, shown, sizeof shown));
    }
    s->player_max_health = (int32_t)health;
    s->player_health = (int32_t)health;
    return CG_OK;
}

static cg_status add_slug(cg_reader *in, sd_state *s, int kind, int row, int col)
{
    if (s->slug_count == CG_SLUGDUNGEON_MAX_SLUGS)
        return cg_reader_fail(in, "more than %d slugs", CG_SLUGDUNGEON_MAX_SLUGS);
    sd_slug *slug = &s->slugs[s->slug_count++];
    slug->kind = (uint8_t)kind;
    slug->health = sd_kinds[kind].max_health;
    slug->weapon = (uint8_t)sd_kinds[kind].weapon;
    slug->can_move = 1;
    slug->row = (uint8_t)row;
    slug->col = (uint8_t)col;
    return CG_OK;
}

/* One cell: '#' a wall, 'G' a goal, 'D' 'S' 'H' a weapon on the floor, 'P' the
   player, 'N' 'A' 'L' a slug; any other character is floor. */
static cg_status parse_cell(cg_reader *in, sd_state *s, char c, int row, int col,
                            unsigned *player_line)
{
    int cell = sd_cell(row, col);
    /* three symbols at most: the palette never fills */
    sd_set_symbol(s, cell, c == '#' || c == 'G' ? (uint8_t)c : ' ');
    switch (c) {
    case '#': s->info[cell] |= SD_BLOCKING; break;
    case 'D': s->info[cell] |= CG_SLUGDUNGEON_POISON_DART; break;
    case 'S': s->info[cell] |= CG_SLUGDUNGEON_POISON_SWORD; break;
    case 'H': s->info[cell] |= CG_SLUGDUNGEON_HEALING_ROCK; break;
    case 'N': return add_slug(in, s, CG_SLUGDUNGEON_NICE_SLUG, row, col);
    case 'A': return add_slug(in, s, CG_SLUGDUNGEON_ANGRY_SLUG, row, col);
    case 'L': return add_slug(in, s, CG_SLUGDUNGEON_SCARED_SLUG, row, col);
    case 'P':
        if (*player_line)
            return cg_reader_fail(in, "a second player 'P' (the first is on line %u)",
                                  *player_line);
        *player_line = in->line;
        s->player_row = s->previous_row = (uint8_t)row;
        s->player_col = s->previous_col = (uint8_t)col;
        break;
    default: break;
    }
    return CG_OK;
}

static cg_status parse_row(cg_reader *in, sd_state *s, cg_span line, unsigned *player_line)
{
    if (s->rows == SD_SIDE)
        return cg_reader_fail(in, "the board has more than %d rows", SD_SIDE);
    if (line.n > SD_SIDE)
        return cg_reader_fail(in, "a row of %zu cells, more than %d", line.n, SD_SIDE);
    if (s->rows == 0 && line.n == 0)
        return cg_reader_fail(in, "the first row of the board is empty");
    if (s->rows == 0)
        s->cols = (uint8_t)line.n;
    else if (line.n != s->cols)
        return cg_reader_fail(in,
                              "a row of %zu cells, the first row has %d (the board must be "
                              "rectangular)",
                              line.n, s->cols);
    int row = s->rows++;
    for (int col = 0; col < s->cols; col++) {
        cg_status st = parse_cell(in, s, line.p[col], row, col, player_line);
        if (st != CG_OK)
            return st;
    }
    return CG_OK;
}

cg_status sd_level_parse(const char *text, size_t len, const char *source, sd_state *out)
{
    static const sd_state empty;
    sd_state s = empty;
    cg_reader in;
    cg_reader_init(&in, text, len, source);
    cg_status st = parse_health(&in, &s);
    unsigned player_line = 0;
    cg_span line;
    while (st == CG_OK && cg_reader_next(&in, &line))
        st = parse_row(&in, &s, line, &player_line);
    if (st != CG_OK)
        return st;
    if (s.rows == 0) {
        in.line++;
        return cg_reader_fail(&in, "no board rows after the player's health");
    }
    if (!player_line)
        return cg_reader_fail(&in, "the board has no player 'P'");
    *out = s;
    return CG_OK;
}

cg_status sd_level_read(const char *path, sd_state *out)
{
    char *text;
    size_t len;
    cg_status st = cg_file_read(path, &text, &len);
    if (st != CG_OK)
        return st;
    st = sd_level_parse(text, len, path, out);
    free(text);
    return st;
}

bool sd_set_symbol(sd_state *s, int cell, uint8_t symbol)
{
    int used = 0;
    while (used < SD_PALETTE && s->palette[used] && s->palette[used] != symbol)
        used++;
    if (used == SD_PALETTE)
        return false;
    s->palette[used] = symbol;
    s->info[cell] =
        (uint8_t)((s->info[cell] & ~(0xfu << SD_SYMBOL_SHIFT)) | used << SD_SYMBOL_SHIFT);
    return true;
}

static bool stands_free(const sd_state *s, int row, int col)
{
    return sd_on_board(s, row, col) && !(s->info[sd_cell(row, col)] & SD_BLOCKING);
}

bool sd_player_fits(const sd_state *s, char *why, size_t cap)
{
    if (!stands_free(s, s->player_row, s->player_col)) {
        snprintf(why, cap, "the player at (%d, %d) is off the board or on a blocking tile",
                 s->player_row, s->player_col);
        return false;
    }
    int dr = abs(s->previous_row - s->player_row), dc = abs(s->previous_col - s->player_col);
    if (!stands_free(s, s->previous_row, s->previous_col) || dr + dc > 1) {
        snprintf(why, cap,
                 "the player's previous position (%d, %d) is not a free square next to (%d, %d)",
                 s->previous_row, s->previous_col, s->player_row, s->player_col);
        return false;
    }
    return true;
}

bool sd_slug_fits(const sd_state *s, int index, char *why, size_t cap)
{
    const sd_slug *slug = &s->slugs[index];
    const char *problem = NULL;
    if (!stands_free(s, slug->row, slug->col))
        problem = "is off the board or on a blocking tile";
    else if (slug->row == s->player_row && slug->col == s->player_col)
        problem = "stands on the player";
    else if (sd_slug_at(s, slug->row, slug->col) != index)
        problem = "stands on another slug";
    if (!problem)
        return true;
    snprintf(why, cap, "the %s at (%d, %d) %s", sd_kinds[slug->kind].name, slug->row, slug->col,
             problem);
    return false;
}
