/* SlugDungeon as text: the render and the saved form. */
#include <string.h>

#include "slugdungeon_internal.h"

/* ---- render ---- */

static char cell_char(const sd_state *s, int row, int col)
{
    int slug = sd_slug_at(s, row, col);
    if (slug >= 0)
        return sd_kinds[s->slugs[slug].kind].symbol;
    if (row == s->player_row && col == s->player_col)
        return 'P';
    int cell = sd_cell(row, col);
    int weapon = s->info[cell] & SD_WEAPON_MASK;
    return weapon ? sd_weapons[weapon].symbol : (char)sd_symbol(s, cell);
}

static void render_status(const sd_config *c, const sd_state *s, cg_text *out)
{
    const char *turns = s->turns == 1 ? "turn" : "turns";
    if (sd_has_won(s))
        cg_text_printf(out, "Won after %u %s: every slug is dead and player 0 is on a goal\n",
                       s->turns, turns);
    else if (sd_has_lost(s))
        cg_text_printf(out, "Lost after %u %s: player 0 has died\n", s->turns, turns);
    else if (s->turns >= c->max_turns)
        cg_text_printf(out, "Out of turns: %u %s played, player 0 neither won nor lost\n", s->turns,
                       turns);
    else
        cg_text_printf(out, "Turn %u of at most %u\n", s->turns + 1, c->max_turns);
}

static bool default_blocking(uint8_t symbol);

static bool entity_at(const sd_state *s, int row, int col)
{
    return sd_slug_at(s, row, col) >= 0 || (row == s->player_row && col == s->player_col);
}

/* A tile symbol that the drawing also uses for a weapon or an entity. */
static bool symbol_of_a_piece(uint8_t symbol)
{
    return strchr("WDSHPNAL", symbol) != NULL;
}

/* What the drawing hides on a square: a tile that blocks against its
   symbol's default ('#' blocks) or whose symbol could be read as a piece, and
   the symbol under a weapon when it is not floor ' '. One line each, in
   reading order. */
static void render_tile_notes(const sd_state *s, cg_text *out)
{
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++) {
            int cell = sd_cell(row, col);
            uint8_t symbol = sd_symbol(s, cell);
            bool blocks = s->info[cell] & SD_BLOCKING;
            if (blocks != default_blocking(symbol) || symbol_of_a_piece(symbol))
                cg_text_printf(out, "Tile at (%d, %d): '%c', %s\n", row, col, symbol,
                               blocks ? "blocking" : "not blocking");
            int weapon = s->info[cell] & SD_WEAPON_MASK;
            if (weapon && symbol != ' ' && !entity_at(s, row, col))
                cg_text_printf(out, "%s at (%d, %d): on tile '%c'\n", sd_weapons[weapon].name, row,
                               col, symbol);
        }
}

/* What an entity covers, at the end of its line: a weapon lying there and
   the tile's symbol when it is not floor ' ' (unless the line after says it). */
static void render_beneath(const sd_state *s, int row, int col, bool symbol_said, cg_text *out)
{
    int cell = sd_cell(row, col);
    int weapon = s->info[cell] & SD_WEAPON_MASK;
    uint8_t symbol = sd_symbol(s, cell);
    bool show_symbol = symbol != ' ' && !symbol_said;
    if (weapon)
        cg_text_printf(out, ", over %s", sd_weapons[weapon].name);
    if (show_symbol)
        cg_text_printf(out, "%s tile '%c'", weapon ? " on" : ", over", symbol);
}

void sd_render(const void *config, const void *state, int viewer, cg_text *out)
{
    (void)viewer; /* nothing is hidden */
    const sd_state *s = state;
    for (int row = 0; row < s->rows; row++) {
        for (int col = 0; col < s->cols; col++)
            cg_text_putc(out, cell_char(s, row, col));
        cg_text_putc(out, '\n');
    }
    render_tile_notes(s, out);
    cg_text_printf(out, "Player 0 at (%d, %d): health %ld/%ld, poison %ld, weapon %s",
                   s->player_row, s->player_col, (long)s->player_health, (long)s->player_max_health,
                   (long)s->player_poison, sd_weapon_label(s->player_weapon));
    /* a won game's last line says that the player stands on a goal */
    render_beneath(s, s->player_row, s->player_col, sd_has_won(s), out);
    cg_text_putc(out, '\n');
    for (int i = 0; i < s->slug_count; i++) {
        const sd_slug *slug = &s->slugs[i];
        cg_text_printf(out, "%s at (%d, %d): health %ld/%ld, poison %ld, weapon %s, %s",
                       sd_kinds[slug->kind].name, slug->row, slug->col, (long)slug->health,
                       (long)sd_kinds[slug->kind].max_health, (long)slug->poison,
                       sd_weapon_label(slug->weapon),
                       slug->can_move ? "moves this turn" : "rests this turn");
        render_beneath(s, slug->row, slug->col, false, out);
        cg_text_putc(out, '\n');
    }
    render_status(config, s, out);
}

/* ---- saved form (documented in slugdungeon.h) ---- */

static bool default_blocking(uint8_t symbol)
{
    return symbol == '#';
}

static void save_board(const sd_state *s, cg_text *out)
{
    int exceptions = 0, weapons = 0;
    cg_text_printf(out, "board %d %d\n", s->rows, s->cols);
    for (int row = 0; row < s->rows; row++) {
        cg_text_puts(out, "row |");
        for (int col = 0; col < s->cols; col++) {
            int cell = sd_cell(row, col);
            cg_text_putc(out, (char)sd_symbol(s, cell));
            exceptions +=
                default_blocking(sd_symbol(s, cell)) != (bool)(s->info[cell] & SD_BLOCKING);
            weapons += (s->info[cell] & SD_WEAPON_MASK) != 0;
        }
        cg_text_puts(out, "|\n");
    }
    cg_text_printf(out, "blocking %d\n", exceptions);
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++) {
            int cell = sd_cell(row, col);
            bool blocks = s->info[cell] & SD_BLOCKING;
            if (default_blocking(sd_symbol(s, cell)) != blocks)
                cg_text_printf(out, "blocks %d %d %s\n", row, col, blocks ? "yes" : "no");
        }
    cg_text_printf(out, "weapons %d\n", weapons);
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++) {
            int weapon = s->info[sd_cell(row, col)] & SD_WEAPON_MASK;
            if (weapon)
                cg_text_printf(out, "weapon %d %d %s\n", row, col, sd_weapon_label(weapon));
        }
}

void sd_save(const void *config, const void *state, cg_text *out)
{
    (void)config;
    const sd_state *s = state;
    cg_text_printf(out, "turns %u\n", s->turns);
    save_board(s, out);
    cg_text_printf(out, "player health %ld max %ld poison %ld weapon %s at %d %d previous %d %d\n",
                   (long)s->player_health, (long)s->player_max_health, (long)s->player_poison,
                   sd_weapon_label(s->player_weapon), s->player_row, s->player_col, s->previous_row,
                   s->previous_col);
    cg_text_printf(out, "slugs %d\n", s->slug_count);
    for (int i = 0; i < s->slug_count; i++) {
        const sd_slug *slug = &s->slugs[i];
        cg_text_printf(out, "slug %s health %ld poison %ld weapon %s at %d %d moves %s\n",
                       sd_kinds[slug->kind].name, (long)slug->health, (long)slug->poison,
                       sd_weapon_label(slug->weapon), slug->row, slug->col,
                       slug->can_move ? "yes" : "no");
    }
}

/* Reading "label value label value ..." fields of one line. */
typedef struct fields {
    cg_reader *in;
    cg_span rest;
    cg_status st;
} fields;

static bool field_word(fields *f, const char *label, cg_span *value)
{
    if (f->st != CG_OK)
        return false;
    char shown[40];
    if (label) {
        cg_span word = cg_span_word(&f->rest);
        if (!cg_span_eq(word, label)) {
            f->st = cg_reader_fail(f->in, "expected '%s', found '%s'", label,
                                   cg_span_show(word, shown, sizeof shown));
            return false;
        }
    }
    *value = cg_span_word(&f->rest);
    if (value->n == 0) {
        f->st = cg_reader_fail(f->in, "'%s' needs a value", label ? label : "the line");
        return false;
    }
    return true;
}

/* A number after `label` (or the next word when label is NULL), named `what`
   in messages. */
static bool field_u32(fields *f, const char *label, const char *what, uint32_t max, uint32_t *out)
{
    cg_span value;
    if (!field_word(f, label, &value))
        return false;
    if (cg_span_to_u32(value, max, out))
        return true;
    char shown[40];
    f->st = cg_reader_fail(f->in, "%s must be a number from 0 to %u, not '%s'", what, max,
                           cg_span_show(value, shown, sizeof shown));
    return false;
}

static bool field_stat(fields *f, const char *label, int32_t max, int32_t *out)
{
    uint32_t v;
    if (!field_u32(f, label, label, (uint32_t)max, &v))
        return false;
    *out = (int32_t)v;
    return true;
}

static bool field_yes_no(fields *f, const char *label, const char *what, bool *out)
{
    cg_span value;
    if (!field_word(f, label, &value))
        return false;
    if (cg_span_eq(value, "yes") || cg_span_eq(value, "no")) {
        *out = cg_span_eq(value, "yes");
        return true;
    }
    char shown[40];
    f->st = cg_reader_fail(f->in, "%s must be yes or no, not '%s'", what,
                           cg_span_show(value, shown, sizeof shown));
    return false;
}

static bool field_weapon(fields *f, bool allow_none, uint8_t *out)
{
    cg_span value;
    if (!field_word(f, allow_none ? "weapon" : NULL, &value))
        return false;
    int weapon = sd_weapon_by_name(value);
    if (weapon > 0 || (weapon == 0 && allow_none)) {
        *out = (uint8_t)weapon;
        return true;
    }
    char shown[40];
    f->st = cg_reader_fail(f->in,
                           "'%s' is no weapon (PoisonDart, PoisonSword, HealingRock, "
                           "AbstractWeapon%s)",
                           cg_span_show(value, shown, sizeof shown), allow_none ? " or none" : "");
    return false;
}

/* A position "R C" on the board (after `label` when given). */
static bool field_position(fields *f, const sd_state *s, const char *label, uint8_t *row,
                           uint8_t *col)
{
    uint32_t r, c;
    if (!field_u32(f, label, "a row", SD_SIDE - 1, &r) ||
        !field_u32(f, NULL, "a column", SD_SIDE - 1, &c))
        return false;
    if (r >= s->rows || c >= s->cols) {
        f->st = cg_reader_fail(f->in, "(%u, %u) is off the %d x %d board", r, c, s->rows, s->cols);
        return false;
    }
    *row = (uint8_t)r;
    *col = (uint8_t)c;
    return true;
}

/* The line is over: nothing may follow the last field. */
static cg_status fields_end(fields *f)
{
    if (f->st == CG_OK && cg_span_trim(f->rest).n > 0)
        f->st = cg_reader_fail(f->in, "unexpected text at the end of the line");
    return f->st;
}

static cg_status load_line(cg_reader *in, const char *key, fields *f)
{
    f->in = in;
    f->st = cg_reader_expect(in, key, &f->rest);
    return f->st;
}

static cg_status load_count(cg_reader *in, const char *key, uint32_t max, uint32_t *out)
{
    fields f;
    if (load_line(in, key, &f) != CG_OK)
        return f.st;
    field_u32(&f, NULL, key, max, out);
    return fields_end(&f);
}

static cg_status load_rows(cg_reader *in, sd_state *s)
{
    fields f;
    uint32_t rows, cols;
    if (load_line(in, "board", &f) != CG_OK)
        return f.st;
    if (field_u32(&f, NULL, "rows", SD_SIDE, &rows) &&
        field_u32(&f, NULL, "columns", SD_SIDE, &cols) && (rows == 0 || cols == 0))
        f.st = cg_reader_fail(in, "a board has at least one row and one column");
    if (fields_end(&f) != CG_OK)
        return f.st;
    s->rows = (uint8_t)rows;
    s->cols = (uint8_t)cols;
    for (int row = 0; row < s->rows; row++) {
        cg_span rest;
        cg_status st = cg_reader_expect(in, "row", &rest);
        if (st != CG_OK)
            return st;
        if (rest.n != cols + 2 || rest.p[0] != '|' || rest.p[rest.n - 1] != '|')
            return cg_reader_fail(in, "a row is '|', %u tile symbols, '|'", cols);
        for (int col = 0; col < s->cols; col++) {
            uint8_t c = (uint8_t)rest.p[col + 1];
            if (c < 0x20 || c > 0x7e)
                return cg_reader_fail(in, "tile symbols are printable ASCII characters");
            if (!sd_set_symbol(s, sd_cell(row, col), c))
                return cg_reader_fail(in, "a board has at most %d different tile symbols",
                                      SD_PALETTE);
            if (default_blocking(c))
                s->info[sd_cell(row, col)] |= SD_BLOCKING;
        }
    }
    return CG_OK;
}

/* Lines "KEY R C ..." in reading order, each square at most once. */
static bool reading_order(fields *f, int cell, int *last)
{
    if (f->st != CG_OK)
        return false;
    if (cell <= *last) {
        f->st = cg_reader_fail(f->in, "squares must come in reading order, each once");
        return false;
    }
    *last = cell;
    return true;
}

static cg_status load_tile_lines(cg_reader *in, sd_state *s)
{
    uint32_t count;
    int last = -1;
    cg_status st = load_count(in, "blocking", (uint32_t)s->rows * s->cols, &count);
    for (uint32_t i = 0; st == CG_OK && i < count; i++) {
        fields f;
        uint8_t row, col;
        bool blocks;
        if (load_line(in, "blocks", &f) == CG_OK && field_position(&f, s, NULL, &row, &col) &&
            reading_order(&f, sd_cell(row, col), &last) &&
            field_yes_no(&f, NULL, "blocks", &blocks)) {
            int cell = sd_cell(row, col);
            if (blocks == default_blocking(sd_symbol(s, cell)))
                f.st = cg_reader_fail(in, "tile '%c' %s by default: no line needed",
                                      sd_symbol(s, cell), blocks ? "blocks" : "does not block");
            else
                s->info[cell] ^= SD_BLOCKING;
        }
        st = fields_end(&f);
    }
    last = -1;
    if (st == CG_OK)
        st = load_count(in, "weapons", (uint32_t)s->rows * s->cols, &count);
    for (uint32_t i = 0; st == CG_OK && i < count; i++) {
        fields f;
        uint8_t row, col, weapon;
        if (load_line(in, "weapon", &f) == CG_OK && field_position(&f, s, NULL, &row, &col) &&
            reading_order(&f, sd_cell(row, col), &last) && field_weapon(&f, false, &weapon))
            s->info[sd_cell(row, col)] |= weapon;
        st = fields_end(&f);
    }
    return st;
}

static cg_status load_player(cg_reader *in, sd_state *s)
{
    fields f;
    if (load_line(in, "player", &f) != CG_OK)
        return f.st;
    if (field_stat(&f, "health", CG_SLUGDUNGEON_HEALTH_MAX, &s->player_health) &&
        field_stat(&f, "max", CG_SLUGDUNGEON_HEALTH_MAX, &s->player_max_health) &&
        field_stat(&f, "poison", CG_SLUGDUNGEON_STAT_MAX, &s->player_poison) &&
        field_weapon(&f, true, &s->player_weapon) &&
        field_position(&f, s, "at", &s->player_row, &s->player_col) &&
        field_position(&f, s, "previous", &s->previous_row, &s->previous_col)) {
        char why[160];
        bool moved = s->previous_row != s->player_row || s->previous_col != s->player_col;
        if (s->player_max_health == 0 || s->player_health > s->player_max_health)
            f.st = cg_reader_fail(in,
                                  "the player's health %ld is not in 0..%ld with a maximum "
                                  "of at least 1",
                                  (long)s->player_health, (long)s->player_max_health);
        else if (!sd_player_fits(s, why, sizeof why))
            f.st = cg_reader_fail(in, "%s", why);
        else if (s->turns == 0 && moved)
            /* Rule: only a turn moves the player */
            f.st = cg_reader_fail(in,
                                  "no turn has been played: the player's previous position is "
                                  "its own, (%d, %d), not (%d, %d)",
                                  s->player_row, s->player_col, s->previous_row, s->previous_col);
    }
    return fields_end(&f);
}

static bool field_kind(fields *f, uint8_t *kind)
{
    cg_span value;
    if (!field_word(f, NULL, &value))
        return false;
    for (int k = CG_SLUGDUNGEON_NICE_SLUG; k <= CG_SLUGDUNGEON_SCARED_SLUG; k++) {
        if (cg_span_eq(value, sd_kinds[k].name)) {
            *kind = (uint8_t)k;
            return true;
        }
    }
    char shown[40];
    f->st = cg_reader_fail(f->in, "'%s' is not NiceSlug, AngrySlug or ScaredSlug",
                           cg_span_show(value, shown, sizeof shown));
    return false;
}

/* Rule: a slug at 0 health stays only until the next end of a turn, which
   removes it; a game out of turns has ended its last turn and can take no
   attack since, so none of its slugs is at 0. */
static bool dead_slug_fits(const sd_config *c, const sd_state *s, const sd_slug *slug)
{
    return slug->health > 0 || s->turns < c->max_turns;
}

static cg_status load_slug(const sd_config *c, cg_reader *in, sd_state *s, sd_slug *slug)
{
    fields f;
    bool moves;
    if (load_line(in, "slug", &f) != CG_OK)
        return f.st;
    if (field_kind(&f, &slug->kind) &&
        field_stat(&f, "health", sd_kinds[slug->kind].max_health, &slug->health) &&
        field_stat(&f, "poison", CG_SLUGDUNGEON_STAT_MAX, &slug->poison) &&
        field_weapon(&f, true, &slug->weapon) &&
        field_position(&f, s, "at", &slug->row, &slug->col) &&
        field_yes_no(&f, "moves", "moves", &moves)) {
        slug->can_move = moves;
        if (!dead_slug_fits(c, s, slug))
            f.st = cg_reader_fail(in,
                                  "the %s at (%d, %d) has 0 health after the last turn (%u), "
                                  "whose end removes every dead slug",
                                  sd_kinds[slug->kind].name, slug->row, slug->col, s->turns);
    }
    return fields_end(&f);
}

cg_status sd_load(const void *config, void *state, cg_reader *in)
{
    const sd_config *c = config;
    sd_state *s = state;
    uint32_t count;
    cg_status st = load_count(in, "turns", c->max_turns, &s->turns);
    if (st == CG_OK)
        st = load_rows(in, s);
    if (st == CG_OK)
        st = load_tile_lines(in, s);
    if (st == CG_OK)
        st = load_player(in, s);
    if (st == CG_OK)
        st = load_count(in, "slugs", CG_SLUGDUNGEON_MAX_SLUGS, &count);
    for (uint32_t i = 0; st == CG_OK && i < count; i++) {
        st = load_slug(c, in, s, &s->slugs[i]);
        s->slug_count = (uint8_t)(i + 1);
        char why[160];
        if (st == CG_OK && !sd_slug_fits(s, (int)i, why, sizeof why))
            st = cg_reader_fail(in, "%s", why);
    }
    return st;
}
