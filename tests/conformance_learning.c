/*
 * Conformance of the interface for learning code, over the states of one
 * configuration: dense actions, legal masks, observations.
 *  - the mask's ones are exactly the legal moves mapped through action_of, and
 *    move_of inverts action_of; a short buffer gets a prefix;
 *  - observations have the size of their shape, finite values in [0, 1];
 *  - equal renders for a player give equal observations, and equal
 *    observations give equal masks when that player is to move (pairs are
 *    collected across the sample);
 *  - every action is reached by a legal move somewhere in the sample, or the
 *    configuration documents how many are not, and why.
 */
#include <check.h>

#include "check_quiet.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "conformance.h"

/* Actions that the sampled games of a configuration never make legal, with
   the reason: no state can, or random play within the configuration's bounds
   never gets there (each game's README says the same). */
static const struct {
    const char *game;
    const char *params; /* NULL: the defaults */
    uint32_t unreachable;
    const char *why;
} unreachable_actions[] = {
    {"", NULL, 0, ""},
    {"slugdungeon", "max_turns=1", 2,
     "one move ends the game, and the default level's start square has walls above and to "
     "its left: up and left are never legal"},
    {"weiss_schwarz", "max_turns=6", 15,
     "the plays of the level 2 and 3 characters (names 9, 10 and 11 of both default decks, into "
     "any of the 5 slots) are never made in six turns of random play: a player must first put 14 "
     "cards through its clock"},
    /* Each can be legal (the Shephy suite types a position for every
       action), but the suite's uniformly random games lose their one sheep
       within the first hand: they never remake the deck nor grow a 10. */
    {"shephy", NULL, 39,
     "not reached by uniformly random play in the default 2000 games: the remake, 5 of the "
     "'nothing happened' moves, and every copy, choice, gain, release and reduction of a "
     "10 to 300 Sheep card, with the gains of two or three cards"},
};

/* An open-addressing map from 64-bit keys to 64-bit values; full means no more
   pairs are collected. */
enum { PAIRS_BITS = 20 };
typedef struct pair_map {
    uint64_t *keys; /* 0: empty */
    uint64_t *values;
    size_t used;
} pair_map;

struct learning {
    const cg_game *game;
    uint32_t actions;
    size_t obs_size;
    int players;
    uint8_t *reached; /* one byte per action */
    uint8_t *mask;
    uint8_t *short_mask;
    float *obs;
    char *render;
    pair_map render_to_obs; /* (player, render) -> observation */
    pair_map obs_to_mask;   /* (player, observation) -> mask, player to move */
    size_t states;
};

uint64_t bytes_hash(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3u;
    return h;
}

static void map_init(pair_map *m)
{
    m->keys = calloc((size_t)1 << PAIRS_BITS, sizeof *m->keys);
    m->values = calloc((size_t)1 << PAIRS_BITS, sizeof *m->values);
    m->used = 0;
    ck_assert(m->keys && m->values);
}

/* Records key -> value, or checks it against the value recorded before. */
static void map_check(pair_map *m, uint64_t key, uint64_t value, const char *what)
{
    size_t mask = ((size_t)1 << PAIRS_BITS) - 1;
    key |= 1; /* never the empty key */
    for (size_t i = key & mask;; i = (i + 1) & mask) {
        if (m->keys[i] == key) {
            ck_assert_msg(m->values[i] == value, "%s", what);
            return;
        }
        if (m->keys[i] == 0) {
            if (m->used * 2 > mask)
                return;
            m->keys[i] = key;
            m->values[i] = value;
            m->used++;
            return;
        }
    }
}

learning *learning_new(const cg_game *g)
{
    learning *l = calloc(1, sizeof *l);
    ck_assert_ptr_nonnull(l);
    l->game = g;
    l->actions = cg_game_action_count(g);
    ck_assert_msg(l->actions > 0, "no actions");
    l->obs_size = cg_game_observation_size(g);
    l->players = cg_game_num_players(g);
    size_t dims[8], rank = cg_game_observation_shape(g, dims, 8);
    ck_assert_msg(rank >= 1 && rank <= 4, "observation rank %zu", rank);
    size_t product = 1;
    for (size_t i = 0; i < rank; i++)
        product *= dims[i];
    ck_assert_msg(product == l->obs_size && product > 0, "observation size %zu, shape makes %zu",
                  l->obs_size, product);
    l->reached = calloc(l->actions, 1);
    l->mask = malloc(l->actions + 1);
    l->short_mask = malloc(l->actions + 1);
    l->obs = malloc((l->obs_size + 1) * sizeof(float));
    l->render = malloc(TEXT_CAP);
    ck_assert(l->reached && l->mask && l->short_mask && l->obs && l->render);
    map_init(&l->render_to_obs);
    map_init(&l->obs_to_mask);
    return l;
}

static void check_mask(learning *l, const cg_state *s, const cg_move *moves, size_t n)
{
    ck_assert_uint_eq(cg_state_legal_mask(s, NULL, 0), l->actions);
    l->mask[l->actions] = 0xa5;
    ck_assert_uint_eq(cg_state_legal_mask(s, l->mask, l->actions), l->actions);
    ck_assert_msg(l->mask[l->actions] == 0xa5, "the mask wrote past its count");
    size_t ones = 0;
    for (uint32_t a = 0; a < l->actions; a++) {
        ck_assert_msg(l->mask[a] <= 1, "mask byte %u is %u", a, l->mask[a]);
        ones += l->mask[a];
    }
    ck_assert_msg(ones == n, "%zu ones in the mask, %zu legal moves", ones, n);
    for (size_t i = 0; i < n; i++) {
        uint32_t a = 0xffffffffu;
        ck_assert_msg(cg_game_action_of(l->game, moves[i], &a) == CG_OK,
                      "legal move %u has no action: %s", moves[i], cg_last_error());
        ck_assert_msg(a < l->actions && l->mask[a] == 1, "legal move %u: action %u not set", moves[i],
                      a);
        cg_move back = 0;
        ck_assert_int_eq(cg_game_move_of(l->game, a, &back), CG_OK);
        ck_assert_msg(back == moves[i], "move_of(action_of(%u)) is %u", moves[i], back);
        if (i > 0) {
            uint32_t prev = 0;
            cg_game_action_of(l->game, moves[i - 1], &prev);
            ck_assert_msg(prev < a, "actions do not ascend with the codes");
        }
        l->reached[a] = 1;
    }
    /* A short buffer gets the first cap bytes and nothing past them. */
    size_t cap = l->actions / 2;
    memset(l->short_mask, 0x5a, l->actions + 1);
    ck_assert_uint_eq(cg_state_legal_mask(s, l->short_mask, cap), l->actions);
    ck_assert_msg(memcmp(l->short_mask, l->mask, cap) == 0, "a short mask is not a prefix");
    ck_assert_msg(l->short_mask[cap] == 0x5a, "a short mask wrote past its cap");
}

static void check_observation(learning *l, const cg_state *s, int player, uint64_t mask_hash)
{
    l->obs[l->obs_size] = -7.0f;
    ck_assert_msg(cg_state_observation(s, player, l->obs, l->obs_size) == CG_OK, "%s",
                  cg_last_error());
    ck_assert_msg(l->obs[l->obs_size] == -7.0f, "the observation wrote past its size");
    for (size_t i = 0; i < l->obs_size; i++)
        ck_assert_msg(isfinite(l->obs[i]) && l->obs[i] >= 0.0f && l->obs[i] <= 1.0f,
                      "observation[%zu] of player %d is %g", i, player, (double)l->obs[i]);
    uint64_t obs_hash = bytes_hash(0xcbf29ce484222325u, l->obs, l->obs_size * sizeof(float));
    size_t len = cg_state_render(s, player, l->render, TEXT_CAP);
    ck_assert(len < TEXT_CAP);
    uint64_t render_key = bytes_hash((uint64_t)player * 0x9e3779b97f4a7c15u + 1, l->render, len);
    map_check(&l->render_to_obs, render_key, obs_hash,
              "two states with equal renders give different observations");
    if (cg_state_current_player(s) == player)
        map_check(&l->obs_to_mask, obs_hash ^ ((uint64_t)player << 56), mask_hash,
                  "two states with equal observations have different legal masks");
}

void learning_check(learning *l, const cg_state *s, const cg_move *moves, size_t n)
{
    check_mask(l, s, moves, n);
    uint64_t mask_hash = bytes_hash(0xcbf29ce484222325u, l->mask, l->actions);
    for (int p = 0; p < l->players; p++)
        check_observation(l, s, p, mask_hash);
    l->states++;
}

void learning_finish(learning *l, const char *game, const char *params)
{
    uint32_t unreached = 0, first = 0;
    for (uint32_t a = 0; a < l->actions; a++)
        if (!l->reached[a] && unreached++ == 0)
            first = a;
    uint32_t allowed = 0;
    for (size_t k = 0; k < sizeof unreachable_actions / sizeof unreachable_actions[0]; k++) {
        const char *p = unreachable_actions[k].params;
        if (strcmp(unreachable_actions[k].game, game) == 0 &&
            ((p == NULL && params == NULL) || (p && params && strcmp(p, params) == 0)))
            allowed = unreachable_actions[k].unreachable;
    }
    ck_assert_msg(unreached <= allowed,
                  "%s %s: %u of %u actions never legal over %zu states (the first is %u); "
                  "%u are documented as unreached",
                  game, params ? params : "", unreached, l->actions, l->states, first, allowed);
    free(l->reached);
    free(l->mask);
    free(l->short_mask);
    free(l->obs);
    free(l->render);
    free(l->render_to_obs.keys);
    free(l->render_to_obs.values);
    free(l->obs_to_mask.keys);
    free(l->obs_to_mask.values);
    free(l);
}
