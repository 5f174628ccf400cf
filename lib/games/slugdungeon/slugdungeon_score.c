/* The score of a position for the player, the measure that the path bot
   and the mcts bot's heuristic look ahead with (README, "Bots"): the
   player's health, the slugs' health, the harm the slugs may do next turn
   and the shortest way to where the player is wanted. It reads the board as
   it stands: nothing in the game is hidden. */
#include <stdlib.h>
#include <string.h>

#include "slugdungeon_internal.h"

/* The weights of the score, in points. */
enum {
    HEALTH_POINT = 100,  /* a point of the player's health after its poison */
    DOOMED = 5000,       /* the player's poison will kill it */
    SLUG_ALIVE = 300,    /* a slug that its poison will not kill */
    SLUG_POINT = 60,     /* a point of a slug's health after its poison */
    STEP = 10,           /* a step on the way to where the player is wanted */
    THREAT_POINT = 50,   /* a point of harm the slugs may do next turn */
    NO_SLUG_LEFT = 2000, /* every slug is dead: only the way to a goal is left */
};

#define FAR 0xffffu
/* A node of the way: a square and the weapon the player would hold there,
   cell | weapon << WEAPON_SHIFT (cells are below SD_CELLS = 1 << 12). */
#define WEAPON_SHIFT 12
#define NODE_BITS (SD_CELLS << 3)
/* Most nodes a search meets: every square with each weapon value, none
   included. */
#define NODES_MAX (SD_CELLS * (CG_SLUGDUNGEON_HEALING_ROCK + 1))

/* The health that poison p takes in the turns to come: p + (p - 1) + ... + 1. */
static int64_t poison_toll(int32_t poison)
{
    return (int64_t)poison * (poison + 1) / 2;
}

/* What a slug's health will be once its poison has run out (0: it dies). */
static int64_t slug_left(const sd_slug *slug)
{
    int64_t left = slug->health - poison_toll(slug->poison);
    return left > 0 ? left : 0;
}

/* Weapons that hurt the slugs they hit (an AbstractWeapon does nothing, a
   HealingRock heals). */
static bool hurts(int weapon)
{
    return weapon == CG_SLUGDUNGEON_POISON_DART || weapon == CG_SLUGDUNGEON_POISON_SWORD;
}

/* The health a weapon's hit takes, its poison counted in full. */
static int64_t harm(int weapon)
{
    const cg_slugdungeon_effect *e = &sd_weapons[weapon].effect;
    return e->damage + poison_toll(e->poison);
}

static bool walkable(const sd_state *s, int row, int col)
{
    return sd_on_board(s, row, col) && !sd_is_blocking(s, row, col);
}

/* ---- the way ---- */

/* Whether the player is wanted on square `cell` holding `weapon`. */
typedef bool (*wanted_fn)(const sd_state *s, int cell, int weapon);

static void visit(uint8_t *seen, uint16_t *queue, size_t *tail, unsigned node)
{
    if (seen[node / 8] & (1u << node % 8))
        return;
    seen[node / 8] |= (uint8_t)(1u << node % 8);
    queue[(*tail)++] = (uint16_t)node;
}

/* The steps from the player to the nearest square where it is wanted, over
   tiles that do not block, taking up every weapon it steps on as it would;
   slugs are no obstacle (they move). FAR when no way leads there. */
static unsigned steps_to(const sd_state *s, wanted_fn wanted)
{
    uint16_t queue[NODES_MAX];
    uint8_t seen[NODE_BITS / 8];
    memset(seen, 0, sizeof seen);
    size_t head = 0, tail = 0;
    visit(seen, queue, &tail,
          (unsigned)sd_cell(s->player_row, s->player_col) | (unsigned)s->player_weapon
                                                                << WEAPON_SHIFT);
    for (unsigned steps = 0; head < tail; steps++) {
        for (size_t end = tail; head < end; head++) {
            int cell = queue[head] & (SD_CELLS - 1), weapon = queue[head] >> WEAPON_SHIFT;
            if (wanted(s, cell, weapon))
                return steps;
            for (unsigned m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_RIGHT; m++) {
                int row = cell / SD_SIDE + sd_move_dr[m], col = cell % SD_SIDE + sd_move_dc[m];
                if (!walkable(s, row, col))
                    continue;
                int lying = s->info[sd_cell(row, col)] & SD_WEAPON_MASK;
                visit(seen, queue, &tail,
                      (unsigned)sd_cell(row, col) | (unsigned)(lying ? lying : weapon)
                                                        << WEAPON_SHIFT);
            }
        }
    }
    return FAR;
}

/* A free square from which a weapon that hurts reaches a slug that its
   poison will not kill (the targets are symmetric: the slug is a target from
   the square when the square is a target from the slug). */
static bool attacks(const sd_state *s, int cell, int weapon)
{
    int row = cell / SD_SIDE, col = cell % SD_SIDE;
    if (!hurts(weapon) || sd_slug_at(s, row, col) >= 0)
        return false;
    for (int i = 0; i < s->slug_count; i++) {
        const sd_slug *slug = &s->slugs[i];
        int dr = abs(slug->row - row), dc = abs(slug->col - col);
        if ((dr == 0 || dc == 0) && dr + dc <= sd_weapons[weapon].range && slug_left(slug) > 0)
            return true;
    }
    return false;
}

static bool on_goal(const sd_state *s, int cell, int weapon)
{
    (void)weapon;
    return sd_symbol(s, cell) == 'G';
}

/* The steps to a square where the player hits a slug (by way of a weapon
   that hurts when it holds none), or to a goal once no slug is left or none
   can be hit; 0 when neither can be reached. */
static int64_t way_to_go(const sd_state *s)
{
    unsigned steps = s->slug_count ? steps_to(s, attacks) : FAR;
    if (steps == FAR)
        steps = steps_to(s, on_goal);
    return steps == FAR ? 0 : steps;
}

/* ---- the harm to come ---- */

/* Whether a slug may step on (row, col) while the others stand at `at` (the
   first `moved` of them already moved) and the player stays. */
static bool free_for_slug(const sd_state *s, const cg_slugdungeon_position *at, int self, int row,
                          int col)
{
    if (!walkable(s, row, col) || (row == s->player_row && col == s->player_col))
        return false;
    for (int j = 0; j < s->slug_count; j++)
        if (j != self && at[j].row == row && at[j].col == col)
            return false;
    return true;
}

/* Where slug i moves next turn against the player standing still: its kind's
   choice among its square and the free squares next to it, seen after the
   earlier slugs' moves (as the rules order them). */
static cg_slugdungeon_position next_square(const sd_state *s, const cg_slugdungeon_position *at,
                                           int i)
{
    const sd_slug *slug = &s->slugs[i];
    if (!slug->can_move)
        return at[i];
    cg_slugdungeon_position candidates[5];
    size_t n = 0;
    candidates[n++] = at[i];
    for (unsigned m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_RIGHT; m++) {
        int row = at[i].row + sd_move_dr[m], col = at[i].col + sd_move_dc[m];
        if (free_for_slug(s, at, i, row, col))
            candidates[n++] = (cg_slugdungeon_position){row, col};
    }
    cg_slugdungeon_position player = {s->player_row, s->player_col};
    return sd_choose_move(slug->kind, candidates, n, at[i], player);
}

/* The harm each square may take next turn: every slug that lives through
   its poison moves as it would against the player standing still and
   strikes each target of its weapon. Healing is left out: it helps only a
   player who lost health, and the turns played out in the search count it. */
static void harm_map(const sd_state *s, int16_t *harm_at)
{
    cg_slugdungeon_position at[CG_SLUGDUNGEON_MAX_SLUGS], targets[8];
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++)
            harm_at[sd_cell(row, col)] = 0;
    for (int i = 0; i < s->slug_count; i++)
        at[i] = (cg_slugdungeon_position){s->slugs[i].row, s->slugs[i].col};
    for (int i = 0; i < s->slug_count; i++) {
        const sd_slug *slug = &s->slugs[i];
        if (slug->health <= slug->poison || harm(slug->weapon) == 0)
            continue;
        at[i] = next_square(s, at, i);
        int n = sd_weapon_targets(slug->weapon, at[i].row, at[i].col, targets);
        for (int k = 0; k < n; k++)
            if (sd_on_board(s, targets[k].row, targets[k].col))
                harm_at[sd_cell(targets[k].row, targets[k].col)] += (int16_t)harm(slug->weapon);
    }
}

/* The least harm the player can come to next turn: on its square, or on a
   square next to it that it may enter (the bot avoids the squares the slugs
   can reach or strike next turn, when it can). */
static int64_t threat(const sd_state *s)
{
    int16_t harm_at[SD_CELLS];
    harm_map(s, harm_at);
    int64_t least = harm_at[sd_cell(s->player_row, s->player_col)];
    for (unsigned m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_RIGHT; m++) {
        int row = s->player_row + sd_move_dr[m], col = s->player_col + sd_move_dc[m];
        if (sd_player_may_enter(s, row, col) && harm_at[sd_cell(row, col)] < least)
            least = harm_at[sd_cell(row, col)];
    }
    return least;
}

int64_t sd_score(const sd_state *s)
{
    int64_t health = s->player_health - poison_toll(s->player_poison);
    int64_t score = health > 0 ? HEALTH_POINT * health : -DOOMED;
    for (int i = 0; i < s->slug_count; i++) {
        int64_t left = slug_left(&s->slugs[i]);
        score -= SLUG_POINT * left + (left > 0 ? SLUG_ALIVE : 0);
    }
    if (s->slug_count == 0)
        score += NO_SLUG_LEFT;
    return score - THREAT_POINT * threat(s) - STEP * way_to_go(s);
}
