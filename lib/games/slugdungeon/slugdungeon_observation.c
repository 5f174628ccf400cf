/* SlugDungeon for learning code: the legal mask and the observation planes
   (layout in slugdungeon.h, every plane in the game's README). Actions are
   the move codes, so the core's identity mapping serves. */
#include <string.h>

#include "slugdungeon_internal.h"

void sd_legal_mask(const void *config, const void *state, uint8_t *mask)
{
    (void)config;
    for (cg_move m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++) {
        int row, col;
        sd_move_target(state, m, &row, &col);
        mask[m] = sd_player_may_enter(state, row, col);
    }
}

/* The planes of one observation: `rows` x `cols` floats each, the window of
   the configured level's size. */
typedef struct sd_planes {
    float *out;
    int rows;
    int cols;
} sd_planes;

static float *plane(const sd_planes *p, int index)
{
    return p->out + (size_t)index * (size_t)p->rows * (size_t)p->cols;
}

/* Sets plane `index` at (row, col) when the square lies in the window. */
static void put(const sd_planes *p, int index, int row, int col, float value)
{
    if (row < p->rows && col < p->cols)
        plane(p, index)[row * p->cols + col] = value;
}

/* A plane of one value over the whole window. */
static void fill(const sd_planes *p, int index, float value)
{
    float *f = plane(p, index);
    for (int i = 0; i < p->rows * p->cols; i++)
        f[i] = value;
}

/* A count in [0, scale] as a fraction of scale (scale > 0); more is 1. */
static float fraction(int64_t count, int64_t scale)
{
    if (count >= scale)
        return 1.0f;
    return count <= 0 ? 0.0f : (float)((double)count / (double)scale);
}

/* Weapon w (1..4) sets plane first + w - 1; no weapon sets nothing. */
static void put_weapon(const sd_planes *p, int first, int weapon, int row, int col)
{
    if (weapon)
        put(p, first + weapon - 1, row, col, 1.0f);
}

/* The board: its squares, blocking tiles, goals and the weapons lying there. */
static void observe_tiles(const sd_planes *p, const sd_state *s)
{
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++) {
            int cell = sd_cell(row, col);
            put(p, CG_SLUGDUNGEON_PLANE_BOARD, row, col, 1.0f);
            if (s->info[cell] & SD_BLOCKING)
                put(p, CG_SLUGDUNGEON_PLANE_BLOCKING, row, col, 1.0f);
            if (sd_symbol(s, cell) == 'G')
                put(p, CG_SLUGDUNGEON_PLANE_GOAL, row, col, 1.0f);
            put_weapon(p, CG_SLUGDUNGEON_PLANE_TILE_WEAPON, s->info[cell] & SD_WEAPON_MASK, row,
                       col);
        }
}

/* Each slug on its square: kind, health and poison against its kind's
   maximum, whether it may move this turn, its weapon. */
static void observe_slugs(const sd_planes *p, const sd_state *s)
{
    for (int i = 0; i < s->slug_count; i++) {
        const sd_slug *slug = &s->slugs[i];
        int32_t max = sd_kinds[slug->kind].max_health;
        put(p, CG_SLUGDUNGEON_PLANE_SLUG + slug->kind - CG_SLUGDUNGEON_NICE_SLUG, slug->row,
            slug->col, 1.0f);
        put(p, CG_SLUGDUNGEON_PLANE_SLUG_HEALTH, slug->row, slug->col, fraction(slug->health, max));
        put(p, CG_SLUGDUNGEON_PLANE_SLUG_POISON, slug->row, slug->col, fraction(slug->poison, max));
        if (slug->can_move)
            put(p, CG_SLUGDUNGEON_PLANE_SLUG_MOVES, slug->row, slug->col, 1.0f);
        put_weapon(p, CG_SLUGDUNGEON_PLANE_SLUG_WEAPON, slug->weapon, slug->row, slug->col);
    }
}

/* The player's square, and its stats, the turns left and the legal moves as
   planes of one value. */
static void observe_player(const sd_planes *p, const sd_config *c, const sd_state *s)
{
    put(p, CG_SLUGDUNGEON_PLANE_PLAYER, s->player_row, s->player_col, 1.0f);
    int32_t max = s->player_max_health;
    fill(p, CG_SLUGDUNGEON_PLANE_HEALTH, fraction(s->player_health, max));
    fill(p, CG_SLUGDUNGEON_PLANE_POISON, fraction(s->player_poison, max));
    if (s->player_weapon)
        fill(p, CG_SLUGDUNGEON_PLANE_WEAPON + s->player_weapon - 1, 1.0f);
    fill(p, CG_SLUGDUNGEON_PLANE_TURNS_LEFT,
         fraction((int64_t)c->max_turns - (int64_t)s->turns, c->max_turns));
    if (sd_is_over(c, s))
        return;
    uint8_t mask[CG_SLUGDUNGEON_STAY + 1];
    sd_legal_mask(c, s, mask);
    for (int m = 0; m <= (int)CG_SLUGDUNGEON_STAY; m++)
        if (mask[m])
            fill(p, CG_SLUGDUNGEON_PLANE_LEGAL + m, 1.0f);
}

void sd_observe(const void *config, const void *state, int player, float *out)
{
    (void)player; /* the only player; nothing is hidden from it */
    const sd_config *c = config;
    sd_planes p = {out, c->start.rows, c->start.cols};
    memset(out, 0, (size_t)CG_SLUGDUNGEON_PLANES * (size_t)p.rows * (size_t)p.cols * sizeof *out);
    observe_tiles(&p, state);
    observe_slugs(&p, state);
    observe_player(&p, c, state);
}
