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
/* Weapon values a square may be wanted with, one bit each (none included). */
#define WEAPON_VALUES (CG_SLUGDUNGEON_HEALING_ROCK + 1)
#define ANY_WEAPON ((1u << WEAPON_VALUES) - 1)

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

/* For each square of the board (index row * cols + col), the weapons with
   which the player is wanted there, one bit per weapon value. */
typedef uint8_t wanted_map[SD_CELLS];

/* The steps from the player to the nearest square where it is wanted with
   the weapon it would hold there, over tiles that do not block, taking up
   every weapon it steps on as it would; slugs are no obstacle (they move).
   A node of the search is a square and that weapon. FAR when no way leads
   there. */
static unsigned steps_to(const sd_state *s, const uint8_t *wanted)
{
    uint16_t queue[SD_CELLS * WEAPON_VALUES];
    uint8_t seen[SD_CELLS * WEAPON_VALUES];
    int cols = s->cols;
    memset(seen, 0, (size_t)s->rows * (size_t)cols * WEAPON_VALUES);
    size_t head = 0, tail = 0;
    unsigned start = (unsigned)(s->player_row * cols + s->player_col) * WEAPON_VALUES;
    queue[tail++] = (uint16_t)(start + s->player_weapon);
    seen[start + s->player_weapon] = 1;
    for (unsigned steps = 0; head < tail; steps++) {
        for (size_t end = tail; head < end; head++) {
            int square = queue[head] / WEAPON_VALUES, weapon = queue[head] % WEAPON_VALUES;
            if (wanted[square] & (1u << weapon))
                return steps;
            for (unsigned m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_RIGHT; m++) {
                int row = square / cols + sd_move_dr[m], col = square % cols + sd_move_dc[m];
                if (!walkable(s, row, col))
                    continue;
                int lying = s->info[sd_cell(row, col)] & SD_WEAPON_MASK;
                unsigned node = (unsigned)(row * cols + col) * WEAPON_VALUES +
                                (unsigned)(lying ? lying : weapon);
                if (!seen[node]) {
                    seen[node] = 1;
                    queue[tail++] = (uint16_t)node;
                }
            }
        }
    }
    return FAR;
}

/* Marks the free squares from which a weapon that hurts reaches a slug that
   its poison will not kill (the targets are symmetric: the slug is a target
   from the square when the square is a target from the slug); returns
   whether there is one. */
static bool mark_attacks(const sd_state *s, uint8_t *wanted)
{
    static const int hurting[2] = {CG_SLUGDUNGEON_POISON_DART, CG_SLUGDUNGEON_POISON_SWORD};
    cg_slugdungeon_position targets[8];
    bool any = false;
    memset(wanted, 0, (size_t)s->rows * (size_t)s->cols);
    for (int i = 0; i < s->slug_count; i++) {
        if (slug_left(&s->slugs[i]) == 0)
            continue;
        for (int w = 0; w < 2; w++) {
            int n = sd_weapon_targets(hurting[w], s->slugs[i].row, s->slugs[i].col, targets);
            for (int k = 0; k < n; k++) {
                int row = targets[k].row, col = targets[k].col;
                if (walkable(s, row, col) && sd_slug_at(s, row, col) < 0) {
                    wanted[row * s->cols + col] |= (uint8_t)(1u << hurting[w]);
                    any = true;
                }
            }
        }
    }
    return any;
}

static bool mark_goals(const sd_state *s, uint8_t *wanted)
{
    bool any = false;
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++) {
            bool goal = sd_symbol(s, sd_cell(row, col)) == 'G';
            wanted[row * s->cols + col] = goal ? ANY_WEAPON : 0;
            any |= goal;
        }
    return any;
}

/* The steps to a square where the player hits a slug (by way of a weapon
   that hurts when it holds none), or to a goal once no slug is left or none
   can be hit; 0 when neither can be reached. */
static int64_t way_to_go(const sd_state *s)
{
    wanted_map wanted;
    unsigned steps = FAR;
    if (s->slug_count && mark_attacks(s, wanted))
        steps = steps_to(s, wanted);
    if (steps == FAR && mark_goals(s, wanted))
        steps = steps_to(s, wanted);
    return steps == FAR ? 0 : steps;
}

/* ---- the harm to come ---- */

/* Whether slug `self` may step on (row, col) while the slugs stand at `at`
   and the player stays. */
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

/* The least harm the player can come to next turn, on its square or on a
   square next to it that it may enter (the bot keeps off the squares the
   slugs can strike next turn, when it can): every slug that lives through
   its poison moves as it would against the player standing still and
   strikes each target of its weapon. Healing is left out: it helps only a
   player who lost health, and the turns played out in the search count it. */
static int64_t threat(const sd_state *s)
{
    cg_slugdungeon_position at[CG_SLUGDUNGEON_MAX_SLUGS], options[5];
    int64_t harm_at[5] = {0};
    int n = 0;
    for (unsigned m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++) {
        int row = s->player_row + sd_move_dr[m], col = s->player_col + sd_move_dc[m];
        if (sd_player_may_enter(s, row, col))
            options[n++] = (cg_slugdungeon_position){row, col};
    }
    for (int i = 0; i < s->slug_count; i++)
        at[i] = (cg_slugdungeon_position){s->slugs[i].row, s->slugs[i].col};
    for (int i = 0; i < s->slug_count; i++) {
        const sd_slug *slug = &s->slugs[i];
        int64_t hit = harm(slug->weapon);
        if (slug->health <= slug->poison || hit == 0)
            continue;
        at[i] = next_square(s, at, i);
        for (int k = 0; k < n; k++) {
            int dr = abs(options[k].row - at[i].row), dc = abs(options[k].col - at[i].col);
            if ((dr == 0) != (dc == 0) && dr + dc <= sd_weapons[slug->weapon].range)
                harm_at[k] += hit;
        }
    }
    int64_t least = harm_at[0];
    for (int k = 1; k < n; k++)
        if (harm_at[k] < least)
            least = harm_at[k];
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
    int64_t step = STEP + (s->turns < 1000 ? s->turns : 1000);
    return score - THREAT_POINT * threat(s) - step * way_to_go(s);
}
