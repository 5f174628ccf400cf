/* The seed's SlugDungeonModel on a cg_state: building one (from level text, a
   level file or the caller's tiles and entities), reading it, and its
   operations (slugdungeon.h). */
#include <stdio.h>
#include <string.h>

#include "slugdungeon_internal.h"

static const sd_state *model_of(const cg_state *state, const char *caller)
{
    return cg_state_block_of(state, &cg_slugdungeon_impl, caller);
}

/* The model of a running game, for the operations that change it: NULL with
 *st set (CG_EINVAL for a bad handle, CG_EOVER once the game is over). */
static sd_state *running_model(cg_state *state, const char *caller, cg_status *st)
{
    sd_state *s = cg_state_block_mut(state, &cg_slugdungeon_impl, caller);
    *st = CG_EINVAL;
    if (s && sd_is_over(cg_state_config(state), s)) {
        *st = cg_error(CG_EOVER, "%s: the game is over", caller);
        return NULL;
    }
    return s;
}

static bool check_out(const void *out, const char *caller)
{
    if (out)
        return true;
    cg_error(CG_EINVAL, "%s: out is NULL", caller);
    return false;
}

/* A new state of game holding model s. */
static cg_status state_with(const cg_game *game, const sd_state *s, cg_state **out)
{
    cg_state *state = NULL;
    cg_status st = cg_state_new(game, 0, &state);
    if (st != CG_OK)
        return st;
    memcpy(cg_state_block_mut(state, &cg_slugdungeon_impl, "cg_state_new"), s, sizeof *s);
    *out = state;
    return CG_OK;
}

static bool check_new(const cg_game *game, cg_state **out, const char *caller)
{
    return check_out(out, caller) && cg_game_config_of(game, &cg_slugdungeon_impl, caller);
}

cg_status cg_slugdungeon_state_from_level(const cg_game *game, const char *text, size_t len,
                                          cg_state **out)
{
    if (!check_new(game, out, __func__))
        return CG_EINVAL;
    if (!text)
        return cg_error(CG_EINVAL, "%s: text is NULL", __func__);
    sd_state s;
    cg_status st = sd_level_parse(text, len, "level text", &s);
    return st == CG_OK ? state_with(game, &s, out) : st;
}

cg_status cg_slugdungeon_state_from_file(const cg_game *game, const char *path, cg_state **out)
{
    if (!check_new(game, out, __func__))
        return CG_EINVAL;
    if (!path)
        return cg_error(CG_EINVAL, "%s: path is NULL", __func__);
    sd_state s;
    cg_status st = sd_level_read(path, &s);
    return st == CG_OK ? state_with(game, &s, out) : st;
}

static cg_status model_tiles(sd_state *s, const cg_slugdungeon_tile *tiles, const char *caller)
{
    for (int row = 0; row < s->rows; row++) {
        for (int col = 0; col < s->cols; col++) {
            const cg_slugdungeon_tile *tile = &tiles[row * s->cols + col];
            if (!sd_check_tile(tile, caller))
                return CG_EINVAL;
            uint8_t c = (uint8_t)tile->symbol[0];
            if (c < 0x20 || c > 0x7e || tile->symbol[1] != '\0')
                return cg_error(CG_EINVAL,
                                "%s: the tile at (%d, %d) needs a symbol of one printable "
                                "character",
                                caller, row, col);
            int cell = sd_cell(row, col);
            if (!sd_set_symbol(s, cell, c))
                return cg_error(CG_EINVAL, "%s: the tiles have more than %d different symbols",
                                caller, SD_PALETTE);
            s->info[cell] |= (uint8_t)((tile->blocking ? SD_BLOCKING : 0) | tile->weapon);
        }
    }
    return CG_OK;
}

/* Entities may be placed on the board only (the rest is checked afterwards). */
static bool place(cg_slugdungeon_position p, const sd_state *s, uint8_t *row, uint8_t *col,
                  const char *what, const char *caller)
{
    if (!sd_on_board(s, p.row, p.col)) {
        cg_error(CG_EINVAL, "%s: %s at (%ld, %ld) is off the %d x %d board", caller, what,
                 (long)p.row, (long)p.col, s->rows, s->cols);
        return false;
    }
    *row = (uint8_t)p.row;
    *col = (uint8_t)p.col;
    return true;
}

static cg_status model_slugs(sd_state *s, const cg_slugdungeon_entity *slugs,
                             const cg_slugdungeon_position *positions, size_t count,
                             const char *caller)
{
    for (size_t i = 0; i < count; i++) {
        const cg_slugdungeon_entity *e = &slugs[i];
        if (!sd_check_entity(e, caller))
            return CG_EINVAL;
        if (!sd_is_concrete_slug(e->kind))
            return cg_error(CG_EINVAL,
                            "%s: slug %zu is %s, not a NiceSlug, AngrySlug or "
                            "ScaredSlug",
                            caller, i, sd_kind_with_article(e->kind));
        sd_slug *slug = &s->slugs[i];
        if (!place(positions[i], s, &slug->row, &slug->col, "a slug", caller))
            return CG_EINVAL;
        slug->kind = (uint8_t)e->kind;
        slug->health = e->health;
        slug->poison = e->poison;
        slug->weapon = (uint8_t)e->weapon;
        slug->can_move = (uint8_t)e->can_move;
        s->slug_count = (uint8_t)(i + 1);
    }
    return CG_OK;
}

static cg_status model_player(sd_state *s, const cg_slugdungeon_entity *player,
                              cg_slugdungeon_position at, const char *caller)
{
    if (!sd_check_entity(player, caller))
        return CG_EINVAL;
    if (player->kind != CG_SLUGDUNGEON_PLAYER)
        return cg_error(CG_EINVAL, "%s: the player is %s, not a Player", caller,
                        sd_kind_with_article(player->kind));
    if (!place(at, s, &s->player_row, &s->player_col, "the player", caller))
        return CG_EINVAL;
    s->previous_row = s->player_row;
    s->previous_col = s->player_col;
    s->player_max_health = player->max_health;
    s->player_health = player->health;
    s->player_poison = player->poison;
    s->player_weapon = (uint8_t)player->weapon;
    return CG_OK;
}

cg_status cg_slugdungeon_model_new(const cg_game *game, const cg_slugdungeon_tile *tiles, int rows,
                                   int cols, const cg_slugdungeon_entity *slugs,
                                   const cg_slugdungeon_position *slug_positions, size_t slug_count,
                                   const cg_slugdungeon_entity *player,
                                   cg_slugdungeon_position player_position, cg_state **out)
{
    if (!check_new(game, out, __func__))
        return CG_EINVAL;
    if (!tiles || !player || (slug_count > 0 && (!slugs || !slug_positions)))
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__,
                        !tiles    ? "tiles"
                        : !player ? "player"
                        : !slugs  ? "slugs"
                                  : "slug_positions");
    if (rows < 1 || rows > SD_SIDE || cols < 1 || cols > SD_SIDE)
        return cg_error(CG_EINVAL, "%s: a board of %d x %d tiles (1..%d each way)", __func__, rows,
                        cols, SD_SIDE);
    if (slug_count > CG_SLUGDUNGEON_MAX_SLUGS)
        return cg_error(CG_EINVAL, "%s: %zu slugs, at most %d", __func__, slug_count,
                        CG_SLUGDUNGEON_MAX_SLUGS);
    static const sd_state empty;
    sd_state s = empty;
    s.rows = (uint8_t)rows;
    s.cols = (uint8_t)cols;
    cg_status st = model_tiles(&s, tiles, __func__);
    if (st == CG_OK)
        st = model_slugs(&s, slugs, slug_positions, slug_count, __func__);
    if (st == CG_OK)
        st = model_player(&s, player, player_position, __func__);
    if (st != CG_OK)
        return st;
    char why[160];
    bool fits = sd_player_fits(&s, why, sizeof why);
    for (int i = 0; fits && i < s.slug_count; i++)
        fits = sd_slug_fits(&s, i, why, sizeof why);
    if (!fits)
        return cg_error(CG_EINVAL, "%s: %s", __func__, why);
    return state_with(game, &s, out);
}

/* ---- reading the model ---- */

cg_status cg_slugdungeon_dimensions(const cg_state *state, int *rows, int *cols)
{
    const sd_state *s = model_of(state, __func__);
    if (!s)
        return CG_EINVAL;
    if (!rows || !cols)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, rows ? "cols" : "rows");
    *rows = s->rows;
    *cols = s->cols;
    return CG_OK;
}

static void tile_of(const sd_state *s, int row, int col, cg_slugdungeon_tile *out)
{
    int cell = sd_cell(row, col);
    memset(out, 0, sizeof *out);
    out->symbol[0] = (char)sd_symbol(s, cell);
    out->blocking = (s->info[cell] & SD_BLOCKING) != 0;
    out->weapon = s->info[cell] & SD_WEAPON_MASK;
}

static bool check_on_board(const sd_state *s, cg_slugdungeon_position at, const char *caller)
{
    if (sd_on_board(s, at.row, at.col))
        return true;
    cg_error(CG_EINVAL, "%s: (%ld, %ld) is off the %d x %d board", caller, (long)at.row,
             (long)at.col, s->rows, s->cols);
    return false;
}

cg_status cg_slugdungeon_tile_at(const cg_state *state, cg_slugdungeon_position at,
                                 cg_slugdungeon_tile *out)
{
    const sd_state *s = model_of(state, __func__);
    if (!s || !check_out(out, __func__) || !check_on_board(s, at, __func__))
        return CG_EINVAL;
    tile_of(s, at.row, at.col, out);
    return CG_OK;
}

int cg_slugdungeon_tiles(const cg_state *state, cg_slugdungeon_tile *out, size_t cap)
{
    const sd_state *s = model_of(state, __func__);
    if (!s)
        return -1;
    size_t n = 0;
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++, n++)
            if (out && n < cap)
                tile_of(s, row, col, &out[n]);
    return (int)n;
}

size_t cg_slugdungeon_tiles_text(const cg_state *state, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    const sd_state *s = model_of(state, __func__);
    if (!s)
        return 0;
    cg_text_putc(&out, '[');
    for (int row = 0; row < s->rows; row++) {
        cg_text_puts(&out, row ? ", [" : "[");
        for (int col = 0; col < s->cols; col++) {
            cg_slugdungeon_tile tile;
            tile_of(s, row, col, &tile);
            if (col)
                cg_text_puts(&out, ", ");
            sd_tile_repr_write(tile.symbol, tile.blocking, &out);
        }
        cg_text_putc(&out, ']');
    }
    cg_text_putc(&out, ']');
    return out.len;
}

int cg_slugdungeon_slug_count(const cg_state *state)
{
    const sd_state *s = model_of(state, __func__);
    return s ? s->slug_count : -1;
}

static bool check_slug_index(const sd_state *s, int index, const char *caller)
{
    if (index >= 0 && index < s->slug_count)
        return true;
    cg_error(CG_EINVAL, "%s: no slug %d (%d slug%s left)", caller, index, s->slug_count,
             s->slug_count == 1 ? "" : "s");
    return false;
}

cg_status cg_slugdungeon_slug(const cg_state *state, int index, cg_slugdungeon_entity *slug,
                              cg_slugdungeon_position *position)
{
    const sd_state *s = model_of(state, __func__);
    if (!s || !check_slug_index(s, index, __func__))
        return CG_EINVAL;
    const sd_slug *in = &s->slugs[index];
    if (slug) {
        slug->kind = in->kind;
        slug->max_health = sd_kinds[in->kind].max_health;
        slug->health = in->health;
        slug->poison = in->poison;
        slug->weapon = in->weapon;
        slug->can_move = in->can_move;
    }
    if (position)
        *position = (cg_slugdungeon_position){in->row, in->col};
    return CG_OK;
}

cg_status cg_slugdungeon_slug_index_at(const cg_state *state, cg_slugdungeon_position at,
                                       int *index)
{
    const sd_state *s = model_of(state, __func__);
    if (!s || !check_out(index, __func__))
        return CG_EINVAL;
    *index = sd_on_board(s, at.row, at.col) ? sd_slug_at(s, at.row, at.col) : -1;
    return CG_OK;
}

size_t cg_slugdungeon_slugs_text(const cg_state *state, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    const sd_state *s = model_of(state, __func__);
    if (!s)
        return 0;
    cg_text_putc(&out, '{');
    for (int i = 0; i < s->slug_count; i++) {
        const sd_slug *slug = &s->slugs[i];
        cg_text_printf(&out, "%s(%d, %d): ", i ? ", " : "", slug->row, slug->col);
        sd_entity_repr_write(slug->kind, sd_kinds[slug->kind].max_health, &out);
    }
    cg_text_putc(&out, '}');
    return out.len;
}

cg_status cg_slugdungeon_player(const cg_state *state, cg_slugdungeon_entity *out)
{
    const sd_state *s = model_of(state, __func__);
    if (!s || !check_out(out, __func__))
        return CG_EINVAL;
    memset(out, 0, sizeof *out);
    out->kind = CG_SLUGDUNGEON_PLAYER;
    out->max_health = s->player_max_health;
    out->health = s->player_health;
    out->poison = s->player_poison;
    out->weapon = s->player_weapon;
    return CG_OK;
}

cg_status cg_slugdungeon_player_position(const cg_state *state, cg_slugdungeon_position *out)
{
    const sd_state *s = model_of(state, __func__);
    if (!s || !check_out(out, __func__))
        return CG_EINVAL;
    *out = (cg_slugdungeon_position){s->player_row, s->player_col};
    return CG_OK;
}

cg_status cg_slugdungeon_previous_position(const cg_state *state, cg_slugdungeon_position *out)
{
    const sd_state *s = model_of(state, __func__);
    if (!s || !check_out(out, __func__))
        return CG_EINVAL;
    *out = (cg_slugdungeon_position){s->previous_row, s->previous_col};
    return CG_OK;
}

int cg_slugdungeon_valid_slug_positions(const cg_state *state, int index,
                                        cg_slugdungeon_position *out, size_t cap)
{
    const sd_state *s = model_of(state, __func__);
    if (!s || !check_slug_index(s, index, __func__))
        return -1;
    cg_slugdungeon_position all[5];
    int n = sd_valid_positions(s, index, all);
    for (int i = 0; i < n && (size_t)i < cap && out; i++)
        out[i] = all[i];
    return n;
}

/* ---- operations ---- */

cg_status cg_slugdungeon_perform_attack(cg_state *state, int attacker, cg_slugdungeon_position from)
{
    cg_status st;
    sd_state *s = running_model(state, __func__, &st);
    if (!s)
        return st;
    if (attacker != CG_SLUGDUNGEON_BY_PLAYER && !check_slug_index(s, attacker, __func__))
        return CG_EINVAL;
    if (from.row < -CG_SLUGDUNGEON_STAT_MAX || from.row > CG_SLUGDUNGEON_STAT_MAX ||
        from.col < -CG_SLUGDUNGEON_STAT_MAX || from.col > CG_SLUGDUNGEON_STAT_MAX)
        return cg_error(CG_EINVAL, "%s: (%ld, %ld) is beyond +-%d", __func__, (long)from.row,
                        (long)from.col, CG_SLUGDUNGEON_STAT_MAX);
    sd_perform_attack(s, attacker, from.row, from.col);
    return CG_OK;
}

cg_status cg_slugdungeon_end_turn(cg_state *state)
{
    cg_status st;
    sd_state *s = running_model(state, __func__, &st);
    if (!s)
        return st;
    sd_end_turn(s);
    return CG_OK;
}

cg_status cg_slugdungeon_handle_player_move(cg_state *state, cg_slugdungeon_position delta)
{
    cg_status st;
    sd_state *s = running_model(state, __func__, &st);
    if (!s)
        return st;
    if (delta.row < -1 || delta.row > 1 || delta.col < -1 || delta.col > 1 ||
        (delta.row != 0 && delta.col != 0))
        return cg_error(CG_EINVAL,
                        "%s: delta (%ld, %ld) is not one square up, left, down, right or none",
                        __func__, (long)delta.row, (long)delta.col);
    int row = s->player_row + delta.row, col = s->player_col + delta.col;
    if (!sd_player_may_enter(s, row, col))
        return cg_error(CG_EILLEGAL, "%s: the player cannot move to (%d, %d): %s", __func__, row,
                        col,
                        !sd_on_board(s, row, col)                  ? "off the board"
                        : s->info[sd_cell(row, col)] & SD_BLOCKING ? "a blocking tile"
                                                                   : "a slug is there");
    sd_player_turn(s, row, col);
    return CG_OK;
}

int cg_slugdungeon_has_won(const cg_state *state)
{
    const sd_state *s = model_of(state, __func__);
    return s ? sd_has_won(s) : -1;
}

int cg_slugdungeon_has_lost(const cg_state *state)
{
    const sd_state *s = model_of(state, __func__);
    return s ? sd_has_lost(s) : -1;
}

uint32_t cg_slugdungeon_turns(const cg_state *state)
{
    const sd_state *s = model_of(state, __func__);
    return s ? s->turns : 0;
}

uint32_t cg_slugdungeon_max_turns(const cg_game *game)
{
    const sd_config *c = cg_game_config_of(game, &cg_slugdungeon_impl, __func__);
    return c ? c->max_turns : 0;
}
