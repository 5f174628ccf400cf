/* SlugDungeon's bots: `path`, and the heuristic the mcts bot plays with.
   Both look a few turns ahead on copies of the position: the game has no
   chance and hides nothing, so a copy played on is exactly what would
   happen. A line of turns is worth the scores of its positions summed
   (slugdungeon_score.c; a won game above every score, a lost one below), so
   that a gain is worth more the sooner it comes: a bot that only compared
   where its lines end would put off forever what it could do now. */
#include <math.h>
#include <stdlib.h>

#include "bots/bot.h"
#include "slugdungeon_internal.h"

/* The path bot's default and largest lookahead, in turns. */
#define DEPTH_DEFAULT 3
#define DEPTH_MAX 6
/* The turns the heuristic looks ahead. */
#define HEURISTIC_DEPTH 3
/* Above the sum of any running game's scores over DEPTH_MAX + 1 positions. */
#define WIN_SCORE ((int64_t)1 << 40)
/* The average score of a line that the heuristic maps to tanh(1). */
#define SCORE_SCALE 3000.0

/* The score of a position after a turn: a won game is worth more, and a
   lost game less, than any position the game goes on from. */
static int64_t turn_score(const sd_config *c, const sd_state *s)
{
    (void)c;
    if (sd_has_won(s))
        return WIN_SCORE;
    return sd_has_lost(s) ? -WIN_SCORE : sd_score(s);
}

/* The worth of s and the best `depth` turns after it: the sum of their
   positions' scores (a finished game keeps its score to the end). */
static int64_t lookahead(const sd_config *c, const sd_state *s, long depth)
{
    int64_t here = turn_score(c, s);
    if (depth == 0)
        return here;
    if (sd_is_over(c, s))
        return here * (depth + 1);
    int64_t best = INT64_MIN;
    for (cg_move m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++) {
        int row, col;
        sd_move_target(s, m, &row, &col);
        if (!sd_player_may_enter(s, row, col))
            continue;
        sd_state next = *s;
        sd_player_turn(&next, row, col);
        int64_t v = lookahead(c, &next, depth - 1);
        if (v > best)
            best = v;
    }
    return here + best;
}

/* ---- path ---- */

/* The path bot plays the first move of the best line of `depth` turns: it
   follows the shortest way to a slug it can hit (by way of a weapon that
   hurts when it holds none) or to a goal, and keeps off the squares the
   slugs can strike next turn unless waiting or fighting costs it more.
   Ties go to the lower move code; the bot draws nothing from rng. */
typedef struct path_bot {
    long depth; /* turns looked ahead, 1..DEPTH_MAX */
} path_bot;

static const cg_param path_params[] = {
    {.key = "depth", .type = CG_PARAM_INT, CG_PARAM_FIELD(path_bot, depth), .min = 1,
     .max = DEPTH_MAX, .fallback = CG_PARAM_TEXT_OF(DEPTH_DEFAULT), .doc = "turns looked ahead"},
};

static const cg_bot_impl path_bot_impl;

static cg_status path_create(const cg_game *game, const char *params, void **self)
{
    (void)game;
    path_bot *b = malloc(sizeof *b);
    if (!b)
        return cg_error(CG_ENOMEM, "cg_bot_new: out of memory");
    cg_status st = cg_bot_params_read(&path_bot_impl, NULL, params, b);
    if (st != CG_OK) {
        free(b);
        return st;
    }
    *self = b;
    return CG_OK;
}

static void path_destroy(void *self)
{
    free(self);
}

static void path_choose(void *self, const cg_state *state, cg_rng *rng, cg_move *out)
{
    (void)rng;
    const path_bot *b = self;
    const sd_config *c = cg_state_config(state);
    const sd_state *s = cg_state_block_of(state, &cg_slugdungeon_impl, "path bot");
    int64_t best = INT64_MIN;
    for (cg_move m = CG_SLUGDUNGEON_UP; m <= CG_SLUGDUNGEON_STAY; m++) {
        int row, col;
        sd_move_target(s, m, &row, &col);
        if (!sd_player_may_enter(s, row, col))
            continue;
        sd_state next = *s;
        sd_player_turn(&next, row, col);
        int64_t v = lookahead(c, &next, b->depth - 1);
        if (v > best) {
            best = v;
            *out = m;
        }
    }
}

static const cg_bot_impl path_bot_impl = {
    .name = "path",
    .params = path_params,
    .param_count = CG_COUNT(path_params),
    .create = path_create,
    .destroy = path_destroy,
    .choose = path_choose,
};

const cg_bot_impl *const sd_bots[] = {&path_bot_impl, NULL};

/* ---- the mcts bot's heuristic ---- */

/* The best line of HEURISTIC_DEPTH turns from s, its average score mapped
   into (-0.9, 0.9) by tanh; a line that wins is worth 0.95 and one that
   cannot help losing -0.95, short of the returns of a finished game. The
   mcts bot's means favour the safe moves, which have more safe replies;
   valuing each leaf by its best line, and summing over the turns so that
   progress now beats progress later, keeps its search on the way forward. */
double sd_evaluate(const void *config, const void *state, int player)
{
    (void)player; /* the only player */
    int64_t v = lookahead(config, state, HEURISTIC_DEPTH);
    if (v > WIN_SCORE / 2)
        return 0.95;
    if (v < -WIN_SCORE / 2)
        return -0.95;
    return 0.9 * tanh((double)v / (HEURISTIC_DEPTH + 1) / SCORE_SCALE);
}

/* For slugdungeon the mcts bot searches greedily (its values are exact:
   no chance, nothing hidden), lets the path bot play one move past each new
   node, values the position by the heuristic above, and holds a move worth
   its best line (backup=max): the mean of the lines tried after a move
   favoured the moves with more safe replies, and the bot dithered in front
   of the slugs until the turns ran out. The path bot is also its prior: its
   move is expanded first at every new node (0.1 extra visit), which keeps
   the search on the path's way where lines tie (ties are drawn at random). */
const char sd_mcts_defaults[] =
    "iterations=400;exploration=0.001;rollout=path;rollout_depth=1;value=heuristic;backup=max;prior=path;prior_weight=0.1";
