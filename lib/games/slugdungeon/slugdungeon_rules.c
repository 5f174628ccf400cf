/* SlugDungeon's rules: where entities may stand, attacks, the end of a turn,
   the player's move, and the end of the game. */
#include <string.h>

#include "slugdungeon_internal.h"

/* Move codes 0..4: up, left, down, right, stay. */
const int sd_move_dr[5] = {-1, 0, 1, 0, 0};
const int sd_move_dc[5] = {0, -1, 0, 1, 0};

/* A slug may step where the tile does not block and neither the player nor
   another slug stands now. */
static bool free_for_slug(const sd_state *s, int row, int col)
{
    return sd_on_board(s, row, col) && !sd_is_blocking(s, row, col) &&
           !(row == s->player_row && col == s->player_col) && sd_slug_at(s, row, col) < 0;
}

/* Its own position first, then up, left, down, right. */
int sd_valid_positions(const sd_state *s, int index, cg_slugdungeon_position *out)
{
    const sd_slug *slug = &s->slugs[index];
    if (!slug->can_move)
        return 0;
    int n = 0;
    out[n++] = (cg_slugdungeon_position){slug->row, slug->col};
    for (unsigned m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_RIGHT; m++) {
        int row = slug->row + sd_move_dr[m], col = slug->col + sd_move_dc[m];
        if (free_for_slug(s, row, col))
            out[n++] = (cg_slugdungeon_position){row, col};
    }
    return n;
}

/* Whether (row, col) is one of the weapon's targets from (from_row, from_col):
   up to `range` squares away in a straight line, not the square itself. */
static bool in_range(int weapon, int64_t from_row, int64_t from_col, int row, int col)
{
    int64_t dr = row - from_row, dc = col - from_col, range = sd_weapons[weapon].range;
    if (dr == 0)
        return dc != 0 && dc >= -range && dc <= range;
    return dc == 0 && dr >= -range && dr <= range;
}

/* The player's weapon hits every slug on a target; a slug's weapon hits the
   player when the player is on a target. Effects pass through walls, and
   each target square holds one entity at most, so the order of the targets
   does not matter. */
void sd_perform_attack(sd_state *s, int attacker, int32_t row, int32_t col)
{
    if (attacker != CG_SLUGDUNGEON_BY_PLAYER) {
        int weapon = s->slugs[attacker].weapon;
        if (in_range(weapon, row, col, s->player_row, s->player_col))
            sd_apply_effects(&s->player_health, s->player_max_health, &s->player_poison,
                             &sd_weapons[weapon].effect);
        return;
    }
    int weapon = s->player_weapon;
    for (int i = 0; i < s->slug_count; i++) {
        sd_slug *slug = &s->slugs[i];
        if (in_range(weapon, row, col, slug->row, slug->col))
            sd_apply_effects(&slug->health, sd_kinds[slug->kind].max_health, &slug->poison,
                             &sd_weapons[weapon].effect);
    }
}

/* Each slug's poison; a slug at 0 health leaves the game (the later ones keep
   their order) and its weapon is set on its tile, replacing what lay there. */
static void poison_slugs(sd_state *s)
{
    int kept = 0;
    for (int i = 0; i < s->slug_count; i++) {
        sd_slug slug = s->slugs[i];
        sd_apply_poison(&slug.health, &slug.poison);
        if (slug.health > 0) {
            s->slugs[kept++] = slug;
            continue;
        }
        uint8_t *info = &s->info[sd_cell(slug.row, slug.col)];
        *info = (uint8_t)((*info & ~SD_WEAPON_MASK) | slug.weapon);
    }
    memset(&s->slugs[kept], 0, (size_t)(s->slug_count - kept) * sizeof s->slugs[0]);
    s->slug_count = (uint8_t)kept;
}

/* Slugs that may move choose, one after the other, against the player's
   position before this turn's move. */
static void move_slugs(sd_state *s)
{
    cg_slugdungeon_position chased = {s->previous_row, s->previous_col};
    for (int i = 0; i < s->slug_count; i++) {
        sd_slug *slug = &s->slugs[i];
        if (!slug->can_move)
            continue;
        cg_slugdungeon_position candidates[5];
        int n = sd_valid_positions(s, i, candidates);
        cg_slugdungeon_position current = {slug->row, slug->col};
        cg_slugdungeon_position to =
            sd_choose_move(slug->kind, candidates, (size_t)n, current, chased);
        slug->row = (uint8_t)to.row;
        slug->col = (uint8_t)to.col;
    }
}

void sd_end_turn(sd_state *s)
{
    sd_apply_poison(&s->player_health, &s->player_poison);
    poison_slugs(s);
    move_slugs(s);
    for (int i = 0; i < s->slug_count; i++) {
        sd_perform_attack(s, i, s->slugs[i].row, s->slugs[i].col);
        s->slugs[i].can_move = !s->slugs[i].can_move;
    }
    if (s->turns < UINT32_MAX)
        s->turns++;
}

void sd_player_turn(sd_state *s, int row, int col)
{
    s->previous_row = s->player_row;
    s->previous_col = s->player_col;
    s->player_row = (uint8_t)row;
    s->player_col = (uint8_t)col;
    uint8_t *info = &s->info[sd_cell(row, col)];
    if (*info & SD_WEAPON_MASK) {
        s->player_weapon = (uint8_t)(*info & SD_WEAPON_MASK);
        *info &= (uint8_t)~SD_WEAPON_MASK;
    }
    sd_perform_attack(s, CG_SLUGDUNGEON_BY_PLAYER, row, col);
    sd_end_turn(s);
}

bool sd_has_won(const sd_state *s)
{
    return s->slug_count == 0 && sd_symbol(s, sd_cell(s->player_row, s->player_col)) == 'G';
}

bool sd_has_lost(const sd_state *s)
{
    return s->player_health <= 0;
}

bool sd_is_over(const sd_config *c, const sd_state *s)
{
    return sd_has_won(s) || sd_has_lost(s) || s->turns >= c->max_turns;
}
