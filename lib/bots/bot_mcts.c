/*
 * The mcts bot: UCT over one tree for the player to move. Every iteration
 * starts from a determinisation of the position (cg_state_resample for that
 * player, which on games without hidden information only reseeds), so the
 * search never reads what the player cannot know: single-observer
 * information-set MCTS. A child's value is the mean reward of the player who
 * made its move; UCB1 counts a child's chances from the iterations in which
 * its move was legal (availability), since determinisations differ in what
 * they allow deeper in the tree.
 *
 * Parameters: iterations, exploration (the UCB constant), rollout (a bot of
 * the game's catalogue that plays the rollouts, random by default),
 * rollout_depth (moves per rollout, 0 to the end), value (returns: the
 * game's result, 0 when a rollout stops early; heuristic: the game's own
 * evaluation where a rollout stops), backup (mean: a child is worth the mean
 * of its iterations; max: the best of them, each move of a line costing a
 * hair, so that of equal lines the shorter wins: for a game with one player,
 * no chance and nothing hidden, where a move is worth its best line, not the
 * average of the lines the search tried after it), discount (in (0, 1]:
 * a value reached k moves after a node's move counts discount^k to it, so
 * that of two wins the sooner and of two losses the later is preferred; 1,
 * the generic default, counts every line alike), prior (a bot of the
 * catalogue whose choice is the first move tried at each new node and
 * counts `prior_weight` extra visits of the best value there: the game's own
 * heuristic steering the search before the iterations do; none by default),
 * root_prior (a bot asked at the root alone, in place of `prior`, its move
 * counting `root_prior_weight` extra visits: asked once a move, so it may
 * be a bot too dear to ask at every new node; none by default, the root
 * then taking `prior` like any node).
 *
 * Of moves the search finds equal (the same visits, or the same best line),
 * one is chosen at random from the call's seed, never by move code.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "core/handles.h"

#define NO_NODE UINT32_MAX
#define ITERATIONS_MAX 10000000L
#define PLAYERS_MAX 8
/* With backup=max, what a move of a line takes from its value: far below
   any difference of value that matters, so it only breaks ties. */
#define MOVE_COST 1e-9

typedef struct mcts_node {
    cg_move move; /* the move into this node */
    int32_t player; /* who made it */
    uint32_t parent, first_child, next_sibling;
    uint32_t visits, available;
    uint32_t favoured; /* 1: the prior's move, expanded first */
    double reward; /* sum, for `player` */
    double best;   /* the best, for `player` (backup=max) */
} mcts_node;

/* A prior: NAME, or NAME:KEY=VALUE,KEY=VALUE (the bot's own parameters,
   commas where its text has semicolons, which separate mcts's own). */
#define PRIOR_SPEC_MAX 128

typedef struct mcts_bot {
    const cg_game *game;
    long iterations;
    double exploration;
    long rollout_depth;
    int heuristic;
    int max_backup;
    const cg_bot_impl *rollout_impl; /* NULL: uniformly random moves */
    cg_bot *rollout;
    char rollout_name[32];
    mcts_node *nodes; /* iterations + 1 */
    uint32_t used;
    cg_state *scratch;
    cg_move *moves;     /* max_moves */
    uint8_t *has_child; /* max_moves: marks the listed moves that have a node */
    double discount;
    const cg_bot_impl *prior_impl; /* NULL: no prior */
    cg_bot *prior;
    char prior_name[PRIOR_SPEC_MAX];
    double prior_weight;
    const cg_bot_impl *root_prior_impl; /* NULL: the root takes `prior` */
    cg_bot *root_prior;
    char root_prior_name[PRIOR_SPEC_MAX];
    double root_prior_weight;
    double value[PLAYERS_MAX];
} mcts_bot;

/* rollout: a bot of the game's catalogue other than mcts itself. */
static cg_status rollout_read(void *target, const char *owner, cg_span key, cg_span value)
{
    mcts_bot *b = target;
    if (cg_span_eq(value, "mcts"))
        return cg_error(CG_EINVAL, "mcts bot: parameter 'rollout' names a bot of the "
                                   "catalogue other than mcts, not 'mcts'");
    cg_status st = cg_bot_find(b->game, value, "mcts bot: parameter 'rollout'", &b->rollout_impl);
    if (st == CG_OK)
        st = cg_param_string(owner, key, value, b->rollout_name, sizeof b->rollout_name);
    return st;
}

static void rollout_write(const void *target, cg_text *out)
{
    cg_text_puts(out, ((const mcts_bot *)target)->rollout_name);
}

/* A prior's bot, made from its spec (PRIOR_SPEC_MAX): the name before ':',
   the parameters after it with their commas made semicolons. */
static cg_status prior_bot_new(const cg_game *game, const char *spec, cg_bot **out)
{
    char name[PRIOR_SPEC_MAX], params[PRIOR_SPEC_MAX];
    const char *colon = strchr(spec, ':');
    size_t n = colon ? (size_t)(colon - spec) : strlen(spec);
    memcpy(name, spec, n);
    name[n] = '\0';
    if (!colon)
        return cg_bot_new(game, name, NULL, out);
    size_t k = 0;
    for (const char *p = colon + 1; *p; p++)
        params[k++] = *p == ',' ? ';' : *p;
    params[k] = '\0';
    return cg_bot_new(game, name, params, out);
}

/* prior or root_prior: a bot of the game's catalogue other than mcts
   itself, with its parameters (PRIOR_SPEC_MAX), or none (*impl NULL). The
   bot is made once here, so that its parameters are checked. */
static cg_status prior_bot_read(const mcts_bot *b, const char *owner, cg_span key, cg_span value,
                                const cg_bot_impl **impl, char *name, size_t size)
{
    char what[64];
    snprintf(what, sizeof what, "mcts bot: parameter '%.*s'", (int)key.n, key.p);
    *impl = NULL;
    const char *colon = value.n ? memchr(value.p, ':', value.n) : NULL;
    cg_span bot_name = {value.p, colon ? (size_t)(colon - value.p) : value.n};
    if (cg_span_eq(bot_name, "mcts"))
        return cg_error(CG_EINVAL, "%s names a bot of the catalogue other than mcts, or none, "
                                   "not 'mcts'",
                        what);
    if (colon && cg_span_eq(bot_name, "none"))
        return cg_error(CG_EINVAL, "%s: 'none' takes no parameters", what);
    if (cg_span_eq(bot_name, "none"))
        return cg_param_string(owner, key, value, name, size);
    cg_status st = cg_bot_find(b->game, bot_name, what, impl);
    if (st == CG_OK)
        st = cg_param_string(owner, key, value, name, size);
    cg_bot *check = NULL;
    if (st == CG_OK && colon && (st = prior_bot_new(b->game, name, &check)) != CG_OK) {
        char why[256];
        snprintf(why, sizeof why, "%s", cg_last_error());
        *impl = NULL;
        return cg_error(st, "%s: %s", what, why);
    }
    cg_bot_free(check);
    return st;
}

static cg_status prior_read(void *target, const char *owner, cg_span key, cg_span value)
{
    mcts_bot *b = target;
    return prior_bot_read(b, owner, key, value, &b->prior_impl, b->prior_name,
                          sizeof b->prior_name);
}

static void prior_write(const void *target, cg_text *out)
{
    cg_text_puts(out, ((const mcts_bot *)target)->prior_name);
}

static cg_status root_prior_read(void *target, const char *owner, cg_span key, cg_span value)
{
    mcts_bot *b = target;
    return prior_bot_read(b, owner, key, value, &b->root_prior_impl, b->root_prior_name,
                          sizeof b->root_prior_name);
}

static void root_prior_write(const void *target, cg_text *out)
{
    cg_text_puts(out, ((const mcts_bot *)target)->root_prior_name);
}

static const cg_param mcts_params[] = {
    {.key = "iterations", .type = CG_PARAM_INT, CG_PARAM_FIELD(mcts_bot, iterations), .min = 1,
     .max = ITERATIONS_MAX, .fallback = "1000", .doc = "iterations of the search per move"},
    {.key = "exploration", .type = CG_PARAM_NUMBER, CG_PARAM_FIELD(mcts_bot, exploration),
     .min = 0.0, .max = 100.0, .fallback = "1", .doc = "the UCB1 constant"},
    {.key = "rollout", .type = CG_PARAM_CUSTOM, .parse = rollout_read, .write = rollout_write,
     .fallback = "random", .doc = "the bot of the game's catalogue that plays the rollouts"},
    {.key = "rollout_depth", .type = CG_PARAM_INT, CG_PARAM_FIELD(mcts_bot, rollout_depth),
     .min = 0, .max = 1000000, .fallback = "0", .doc = "moves per rollout; 0: to the end"},
    {.key = "value", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(mcts_bot, heuristic),
     .choices = "returns|heuristic", .fallback = "returns",
     .doc = "a stopped rollout's worth: the returns, or the game's evaluation"},
    {.key = "backup", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(mcts_bot, max_backup),
     .choices = "mean|max", .fallback = "mean",
     .doc = "a child's worth: the mean of its iterations, or the best line"},
    {.key = "discount", .type = CG_PARAM_NUMBER, CG_PARAM_FIELD(mcts_bot, discount),
     .min = 1e-9, .max = 1.0, .fallback = "1",
     .doc = "a value reached k moves later counts discount^k: sooner wins, later losses"},
    {.key = "prior", .type = CG_PARAM_CUSTOM, .parse = prior_read, .write = prior_write,
     .fallback = "none",
     .doc = "a bot of the game's catalogue whose move is tried first at each new node "
            "(NAME, or NAME:KEY=VALUE,KEY=VALUE with its parameters)"},
    {.key = "prior_weight", .type = CG_PARAM_NUMBER, CG_PARAM_FIELD(mcts_bot, prior_weight),
     .min = 0.0, .max = 1000000.0, .fallback = "0",
     .doc = "extra visits, each worth a win, of the prior's move"},
    {.key = "root_prior", .type = CG_PARAM_CUSTOM, .parse = root_prior_read,
     .write = root_prior_write, .fallback = "none",
     .doc = "a bot asked at the root alone, in place of prior (none: the root takes prior)"},
    {.key = "root_prior_weight", .type = CG_PARAM_NUMBER,
     CG_PARAM_FIELD(mcts_bot, root_prior_weight), .min = 0.0, .max = 1000000.0,
     .fallback = "0", .doc = "extra visits, each worth a win, of the root prior's move"},
};

static void mcts_destroy(void *self)
{
    mcts_bot *b = self;
    if (!b)
        return;
    cg_bot_free(b->rollout);
    cg_bot_free(b->prior);
    cg_bot_free(b->root_prior);
    cg_state_free(b->scratch);
    free(b->nodes);
    free(b->moves);
    free(b->has_child);
    free(b);
}

static cg_status mcts_create(const cg_game *game, const char *params, void **self)
{
    if (game->shape.num_players > PLAYERS_MAX)
        return cg_error(CG_EINVAL, "mcts bot: %s has more than %d players", game->impl->name,
                        PLAYERS_MAX);
    mcts_bot *b = calloc(1, sizeof *b);
    if (!b)
        return cg_error(CG_ENOMEM, "cg_bot_new: out of memory");
    b->game = game;
    cg_status st = cg_bot_params_read(&cg_bot_mcts_impl, game->impl->mcts_defaults, params, b);
    if (st == CG_OK && b->heuristic && !game->impl->evaluate)
        st = cg_error(CG_EINVAL,
                      "mcts bot: parameter 'value' of %s must be 'returns' (the game has no "
                      "heuristic)",
                      game->impl->name);
    if (st != CG_OK) {
        free(b);
        return st;
    }
    if (b->rollout_impl == &cg_bot_random_impl)
        b->rollout_impl = NULL;
    if (b->rollout_impl)
        st = cg_bot_new(game, b->rollout_name, NULL, &b->rollout);
    if (st == CG_OK && b->prior_impl)
        st = prior_bot_new(game, b->prior_name, &b->prior);
    if (st == CG_OK && b->root_prior_impl)
        st = prior_bot_new(game, b->root_prior_name, &b->root_prior);
    if (st == CG_OK)
        st = cg_state_new(game, 0, &b->scratch);
    if (st != CG_OK) {
        mcts_destroy(b);
        return st;
    }
    b->nodes = malloc(((size_t)b->iterations + 1) * sizeof *b->nodes);
    b->moves = malloc(game->shape.max_moves * sizeof *b->moves);
    b->has_child = malloc(game->shape.max_moves);
    if (!b->nodes || !b->moves || !b->has_child) {
        long iterations = b->iterations;
        mcts_destroy(b);
        return cg_error(CG_ENOMEM, "cg_bot_new: out of memory (mcts with %ld iterations)",
                        iterations);
    }
    *self = b;
    return CG_OK;
}

static uint32_t add_node(mcts_bot *b, uint32_t parent, cg_move move, int player)
{
    CG_ASSERT(b->used <= (uint32_t)b->iterations); /* nodes holds iterations + 1 */
    uint32_t i = b->used++;
    mcts_node *n = &b->nodes[i];
    n->move = move;
    n->player = player;
    n->parent = parent;
    n->first_child = NO_NODE;
    n->next_sibling = parent == NO_NODE ? NO_NODE : b->nodes[parent].first_child;
    n->visits = 0;
    n->available = 0;
    n->favoured = 0;
    n->reward = 0;
    n->best = -INFINITY;
    if (parent != NO_NODE)
        b->nodes[parent].first_child = i;
    return i;
}

/* Index of move in the sorted list, or -1. */
static long find_move(const cg_move *list, size_t n, cg_move move)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (list[mid] < move)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && list[lo] == move ? (long)lo : -1;
}

/* One step down the tree from `node` in the determinised state: a child for a
   legal move never tried here (expanded, when the tree has room), or the legal
   child with the best UCB1. Applies the move; returns the child, or NO_NODE
   when the move was played without a node (the tree is full). */
static uint32_t descend(mcts_bot *b, uint32_t node, cg_rng *rng, bool *expanded)
{
    cg_state *s = b->scratch;
    const cg_game_impl *impl = b->game->impl;
    const void *config = b->game->config;
    cg_moves list = {b->moves, b->game->shape.max_moves, 0};
    impl->legal_moves(config, s->block, &list);
    size_t n = list.count;
    memset(b->has_child, 0, n);
    size_t untried = n;
    for (uint32_t c = b->nodes[node].first_child; c != NO_NODE; c = b->nodes[c].next_sibling) {
        long k = find_move(b->moves, n, b->nodes[c].move);
        if (k >= 0) {
            b->has_child[k] = 1;
            untried--;
            b->nodes[c].available++;
        }
    }
    int player = impl->current_player(config, s->block);
    /* The root (node 0) asks root_prior when there is one. */
    cg_bot *prior = node == 0 && b->root_prior ? b->root_prior : b->prior;
    double weight = node == 0 && b->root_prior ? b->root_prior_weight : b->prior_weight;
    if (untried > 0) {
        long k = -1;
        bool favoured = false;
        if (prior && untried == n) {
            /* The node's first expansion: the prior's move first. */
            cg_move wish;
            cg_bot_choose_running(prior, s, rng, &wish);
            k = find_move(b->moves, n, wish);
            favoured = k >= 0;
        }
        if (k < 0) {
            size_t pick = cg_rng_below(rng, (uint32_t)untried);
            k = 0;
            while (b->has_child[k] || pick-- > 0)
                k++;
        }
        cg_move move = b->moves[k];
        uint32_t child = NO_NODE;
        if (b->used < (uint32_t)b->iterations + 1) {
            child = add_node(b, node, move, player);
            b->nodes[child].available = 1;
            b->nodes[child].favoured = favoured;
        }
        cg_state_apply_legal(s, move);
        *expanded = true;
        return child;
    }
    uint32_t best = NO_NODE, ties = 0;
    double best_score = -INFINITY;
    for (uint32_t c = b->nodes[node].first_child; c != NO_NODE; c = b->nodes[c].next_sibling) {
        const mcts_node *ch = &b->nodes[c];
        if (find_move(b->moves, n, ch->move) < 0)
            continue;
        /* The prior's move counts `weight` more visits, each worth the
           best value (1). */
        double extra = ch->favoured ? weight : 0.0, visits = ch->visits + extra;
        double worth = b->max_backup ? ch->best : (ch->reward + extra) / visits;
        double score = worth + b->exploration * sqrt(log((double)ch->available) / visits);
        if (score > best_score) {
            best_score = score;
            best = c;
            ties = 1;
        } else if (score == best_score && cg_rng_below(rng, ++ties) == 0) {
            best = c;
        }
    }
    cg_state_apply_legal(s, b->nodes[best].move);
    return best;
}

/* Plays the determinised state on; fills value[] for every player. The
   moves played. */
static long rollout(mcts_bot *b, cg_rng *rng)
{
    cg_state *s = b->scratch;
    const cg_game_impl *impl = b->game->impl;
    const void *config = b->game->config;
    long depth = 0;
    for (; !impl->is_terminal(config, s->block); depth++) {
        if (b->rollout_depth > 0 && depth >= b->rollout_depth)
            break;
        cg_move move;
        if (b->rollout) {
            cg_bot_choose_running(b->rollout, s, rng, &move);
        } else if (impl->random_move) {
            move = impl->random_move(config, s->block, rng);
        } else {
            cg_moves list = {b->moves, b->game->shape.max_moves, 0};
            impl->legal_moves(config, s->block, &list);
            CG_ASSERT(list.count <= list.cap);
            move = b->moves[cg_rng_below(rng, (uint32_t)list.count)];
        }
        cg_state_apply_legal(s, move);
    }
    bool over = impl->is_terminal(config, s->block);
    for (int p = 0; p < b->game->shape.num_players; p++)
        b->value[p] = over             ? impl->returns(config, s->block, p)
                      : b->heuristic ? impl->evaluate(config, s->block, p)
                                     : 0.0;
    return depth;
}

/* Adds the rollout's value to the nodes from `node` up; `played` moves were
   made in the rollout after it. */
static void backpropagate(mcts_bot *b, uint32_t node, long played)
{
    /* The moves from node to the end of the line (rollout included), backup=max. */
    double cost = (double)played * MOVE_COST;
    /* What the value counts to the node whose move is k moves before the
       end: discount^k, the node's own move included. */
    double weight = b->discount < 1.0 ? pow(b->discount, (double)played) : 1.0;
    for (; node != NO_NODE && b->nodes[node].parent != NO_NODE; node = b->nodes[node].parent) {
        mcts_node *n = &b->nodes[node];
        double value = b->value[n->player] * weight;
        n->visits++;
        n->reward += value;
        cost += MOVE_COST;
        if (value - cost > n->best)
            n->best = value - cost;
        weight *= b->discount;
    }
}

/* How child a compares as a choice with b: above 0 when better (more
   visits, backup=mean; a better line, then the prior's move, then more
   visits, backup=max: of equal lines, the prior's keeps the bot on one way
   instead of wandering among equals), 0 when equal. */
static int compare_choices(const mcts_bot *b, const mcts_node *a, const mcts_node *than)
{
    if (b->max_backup && a->best != than->best)
        return a->best > than->best ? 1 : -1;
    if (b->max_backup && a->favoured != than->favoured)
        return a->favoured ? 1 : -1;
    if (a->visits != than->visits)
        return a->visits > than->visits ? 1 : -1;
    return 0;
}

static void mcts_choose(void *self, const cg_state *root, cg_rng *rng, cg_move *out)
{
    mcts_bot *b = self;
    const cg_game_impl *impl = b->game->impl;
    size_t n = cg_state_legal_moves(root, b->moves, b->game->shape.max_moves);
    if (n == 1) {
        *out = b->moves[0];
        return;
    }
    int me = cg_state_current_player(root);
    b->used = 0;
    uint32_t top = add_node(b, NO_NODE, 0, me);
    for (long it = 0; it < b->iterations; it++) {
        cg_state_copy(b->scratch, root);
        cg_state_resample(b->scratch, me, cg_rng_next(rng));
        uint32_t node = top, last = top;
        bool expanded = false;
        while (!expanded && node != NO_NODE &&
               !impl->is_terminal(b->game->config, b->scratch->block)) {
            node = descend(b, node, rng, &expanded);
            if (node != NO_NODE)
                last = node;
        }
        long played = rollout(b, rng);
        backpropagate(b, last, played);
    }
    /* The best child; of equal ones, one at random (reservoir sampling). */
    const mcts_node *best = NULL;
    uint32_t ties = 0;
    for (uint32_t c = b->nodes[top].first_child; c != NO_NODE; c = b->nodes[c].next_sibling) {
        int order = best ? compare_choices(b, &b->nodes[c], best) : 1;
        if (order > 0) {
            best = &b->nodes[c];
            ties = 1;
        } else if (order == 0 && cg_rng_below(rng, ++ties) == 0) {
            best = &b->nodes[c];
        }
    }
    *out = best->move;
}

const cg_bot_impl cg_bot_mcts_impl = {
    .name = "mcts",
    .params = mcts_params,
    .param_count = CG_COUNT(mcts_params),
    .create = mcts_create,
    .destroy = mcts_destroy,
    .choose = mcts_choose,
};
