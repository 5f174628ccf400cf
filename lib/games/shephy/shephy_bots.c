/*
 * Shephy's own bots (in the catalogue after random and mcts):
 *
 *   greedy  resolves each candidate move to the end of the card it belongs to,
 *           trying every choice (choices and releases in rank order only,
 *           since they commute), and keeps the best-scoring position
 *           (shephy_score.c). No parameters.
 *   search  determinized Monte Carlo: at each decision about a card (which to
 *           play, copy, take, exile or discard), the greedy bot's `width` best
 *           candidates are played out to the end of the game by the greedy
 *           bot on copies whose deck order was resampled for the player, the
 *           same sampled decks for every candidate; successive halving gives
 *           the better half more playouts; the candidate that won most is
 *           played. Choices inside a card are searched the same way
 *           (choices=search, the default), or follow the greedy bot
 *           (choices=greedy). Parameters rollouts (playouts per candidate,
 *           default 144), width (default 8), choices. With 8 candidates
 *           the defaults play 1,008 playouts a decision, about 9.5 ms a move
 *           on average over whole games (forced moves included); the
 *           greedy look-ahead scores positions through a cache by field
 *           (shephy_score.h), which is what makes that many fit.
 *
 * Honest: the greedy bot reads the field, the hand and the outcome only; the
 * search bot's playouts start from cg_state_resample(copy, 0, seed), which
 * draws the deck order from the deck's contents and reseeds the generator.
 */
#include <math.h>
#include <stdlib.h>

#include "bots/bot.h"
#include "core/handles.h"
#include "shephy_bots.h"
#include "shephy_score.h"

#define DEPTH_MAX 24 /* moves inside one card: Dominion choosing 7 cards, ... */
#define ROLLOUTS_MAX 100000L
/* The heuristic is tanh((score - 6) / 3): a flock of 1, 3 and 10 with no
   threat in hand scores about 6. A guess, not fitted to win rates (Shephy's
   mcts defaults play full greedy rollouts instead). */
#define SHEPHY_EVALUATE_PIVOT 6.0
#define SHEPHY_EVALUATE_SCALE 3.0

typedef struct shephy_bot {
    long rollouts, width;         /* search only */
    int choices;                  /* search only: 1 searches the choices inside a card too */
    cg_state *scratch[DEPTH_MAX]; /* one state per level of the greedy search */
    cg_state *sim;                /* the search bot's playout */
    shephy_score_cache cache;
} shephy_bot;

static const cg_param search_params[] = {
    {.key = "rollouts", .type = CG_PARAM_INT, CG_PARAM_FIELD(shephy_bot, rollouts), .min = 1,
     .max = ROLLOUTS_MAX, .fallback = "144", .doc = "greedy playouts per candidate move"},
    {.key = "width", .type = CG_PARAM_INT, CG_PARAM_FIELD(shephy_bot, width), .min = 1,
     .max = SHEPHY_MAX_MOVES, .fallback = "8", .doc = "the greedy bot's best moves searched"},
    {.key = "choices", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(shephy_bot, choices),
     .choices = "greedy|search", .fallback = "search",
     .doc = "the choices inside a card: the greedy bot's, or searched like the cards"},
};

static const cg_bot_impl greedy_bot, search_bot;

/* ---- Greedy: every way to finish the current card ---- */

static const shephy_state *block_of(const cg_state *s)
{
    return (const shephy_state *)(const void *)s->block;
}

static size_t legal_moves(const cg_state *s, cg_move *moves)
{
    cg_moves list = {moves, SHEPHY_MAX_MOVES, 0};
    shephy_legal_moves(NULL, s->block, &list);
    return list.count;
}

/* Choices and releases commute: trying them in rank order once is enough. */
static bool ordered_kind(int kind)
{
    return kind == CG_SHEPHY_CHOOSE || kind == CG_SHEPHY_RELEASE;
}

static int min_arg_after(cg_move move)
{
    return ordered_kind(CG_SHEPHY_MOVE_KIND(move)) ? (int)CG_SHEPHY_MOVE_ARG(move) : 0;
}

/* The best score reachable from s (a copy the search may change) by the end
   of the card being resolved; min_arg keeps choices in rank order. */
static double best_finish(shephy_bot *b, cg_state *s, int depth, int min_arg)
{
    const shephy_state *st = block_of(s);
    if (shephy_outcome(st) != CG_SHEPHY_RUNNING || st->effect == SHEPHY_NO_EFFECT ||
        depth >= DEPTH_MAX)
        return shephy_score(&b->cache, st);
    cg_move moves[SHEPHY_MAX_MOVES];
    size_t n = legal_moves(s, moves);
    if (n == 1) {
        cg_state_apply_legal(s, moves[0]);
        return best_finish(b, s, depth, 0);
    }
    double best = -INFINITY;
    cg_state *next = b->scratch[depth];
    for (size_t i = 0; i < n; i++) {
        if (ordered_kind(CG_SHEPHY_MOVE_KIND(moves[i])) &&
            (int)CG_SHEPHY_MOVE_ARG(moves[i]) < min_arg)
            continue;
        cg_state_copy(next, s);
        cg_state_apply_legal(next, moves[i]);
        double value = best_finish(b, next, depth + 1, min_arg_after(moves[i]));
        if (value > best)
            best = value;
    }
    return best;
}

/* The greedy value of a move: the best its card can end with. */
static double greedy_value(shephy_bot *b, const cg_state *state, cg_move move)
{
    cg_state *s = b->scratch[0];
    cg_state_copy(s, state);
    cg_state_apply_legal(s, move);
    return best_finish(b, s, 1, min_arg_after(move));
}

/* The best greedy value among the moves (the first on a tie). */
static cg_move choose_greedy(shephy_bot *b, const cg_state *state, const cg_move *moves, size_t n)
{
    cg_move best_move = moves[0];
    double best = -INFINITY;
    for (size_t i = 0; i < n; i++) {
        double value = greedy_value(b, state, moves[i]);
        if (value > best) {
            best = value;
            best_move = moves[i];
        }
    }
    return best_move;
}

static cg_move greedy_move(shephy_bot *b, const cg_state *s)
{
    cg_move moves[SHEPHY_MAX_MOVES];
    size_t n = legal_moves(s, moves);
    return n == 1 ? moves[0] : choose_greedy(b, s, moves, n);
}

/* ---- Search: greedy playouts on resampled decks ---- */

static int playout_wins(shephy_bot *b, const cg_state *state, cg_move first, uint64_t seed)
{
    cg_state *sim = b->sim;
    cg_state_copy(sim, state);
    cg_state_resample(sim, 0, seed);
    cg_state_apply_legal(sim, first);
    while (shephy_outcome(block_of(sim)) == CG_SHEPHY_RUNNING)
        cg_state_apply_legal(sim, greedy_move(b, sim));
    return shephy_outcome(block_of(sim)) == CG_SHEPHY_WON;
}

/* Decisions about which card to play, copy, take, exile or discard. */
static bool card_decision(cg_move move)
{
    switch (CG_SHEPHY_MOVE_KIND(move)) {
    case CG_SHEPHY_PLAY:
    case CG_SHEPHY_COPY_CARD:
    case CG_SHEPHY_PUT:
    case CG_SHEPHY_EXILE:
    case CG_SHEPHY_DISCARD: return true;
    default: return false;
    }
}

/* The candidates by greedy value, best first (stable); returns how many are
   worth playing out: sure losses only when nothing else is left. */
static size_t rank_candidates(shephy_bot *b, const cg_state *state, const cg_move *moves, size_t n,
                              cg_move *order)
{
    double value[SHEPHY_MAX_MOVES];
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        double v = greedy_value(b, state, moves[i]);
        size_t j = kept++;
        for (; j > 0 && value[j - 1] < v; j--) {
            order[j] = order[j - 1];
            value[j] = value[j - 1];
        }
        order[j] = moves[i];
        value[j] = v;
    }
    while (kept > 1 && value[kept - 1] <= SHEPHY_LOSS_SCORE)
        kept--;
    return kept;
}

/* Sorts candidates by wins, most first; among equal counts the order stands. */
static void sort_by_wins(cg_move *order, long *wins, size_t kept)
{
    for (size_t i = 1; i < kept; i++) {
        for (size_t j = i; j > 0 && wins[j - 1] < wins[j]; j--) {
            long w = wins[j];
            wins[j] = wins[j - 1];
            wins[j - 1] = w;
            cg_move m = order[j];
            order[j] = order[j - 1];
            order[j - 1] = m;
        }
    }
}

/* Successive halving: with more than two candidates each gets rollouts / 2
   playouts, the better half as many again, and so on (two get rollouts
   each); the same sampled decks for every candidate, a fairer comparison. */
static cg_move choose_search(shephy_bot *b, const cg_state *state, const cg_move *moves, size_t n,
                             cg_rng *rng)
{
    if (!b->choices && !card_decision(moves[0]))
        return choose_greedy(b, state, moves, n);
    cg_move order[SHEPHY_MAX_MOVES];
    long wins[SHEPHY_MAX_MOVES] = {0};
    size_t kept = rank_candidates(b, state, moves, n, order);
    if (kept > (size_t)b->width)
        kept = (size_t)b->width;
    long played = 0, step = kept > 2 && b->rollouts > 1 ? b->rollouts / 2 : b->rollouts;
    uint64_t base = cg_rng_next(rng);
    while (kept > 1) {
        for (size_t i = 0; i < kept; i++)
            for (long k = played; k < played + step; k++)
                wins[i] += playout_wins(b, state, order[i], base + (uint64_t)k);
        played += step;
        sort_by_wins(order, wins, kept);
        kept = (kept + 1) / 2;
    }
    return order[0];
}

/* ---- The bots' life cycle ---- */

static void bot_destroy(void *self)
{
    shephy_bot *b = self;
    if (!b)
        return;
    for (int d = 0; d < DEPTH_MAX; d++)
        cg_state_free(b->scratch[d]);
    cg_state_free(b->sim);
    free(b);
}

static cg_status bot_create(const cg_game *game, const char *params, bool search, void **self)
{
    shephy_bot *b = calloc(1, sizeof *b);
    if (!b)
        return cg_error(CG_ENOMEM, "cg_bot_new: out of memory");
    cg_status st = cg_bot_params_read(search ? &search_bot : &greedy_bot, NULL, params, b);
    if (st == CG_OK && search)
        st = cg_state_new(game, 0, &b->sim);
    for (int d = 0; d < DEPTH_MAX && st == CG_OK; d++)
        st = cg_state_new(game, 0, &b->scratch[d]);
    if (st != CG_OK) {
        bot_destroy(b);
        return st;
    }
    *self = b;
    return CG_OK;
}

static cg_status greedy_create(const cg_game *game, const char *params, void **self)
{
    return bot_create(game, params, false, self);
}

static cg_status search_create(const cg_game *game, const char *params, void **self)
{
    return bot_create(game, params, true, self);
}

static void greedy_choose(void *self, const cg_state *state, cg_rng *rng, cg_move *out)
{
    (void)rng;
    *out = greedy_move(self, state);
}

static void search_choose(void *self, const cg_state *state, cg_rng *rng, cg_move *out)
{
    cg_move moves[SHEPHY_MAX_MOVES];
    size_t n = legal_moves(state, moves);
    *out = n == 1 ? moves[0] : choose_search(self, state, moves, n, rng);
}

static const cg_bot_impl greedy_bot = {
    .name = "greedy",
    .create = greedy_create,
    .destroy = bot_destroy,
    .choose = greedy_choose,
};

static const cg_bot_impl search_bot = {
    .name = "search",
    .params = search_params,
    .param_count = CG_COUNT(search_params),
    .create = search_create,
    .destroy = bot_destroy,
    .choose = search_choose,
};

const cg_bot_impl *const shephy_bots[] = {&greedy_bot, &search_bot, NULL};

/* The mcts bot's value=heuristic: the greedy score squashed into (-1, 1);
   a won game is 1, a lost one -1. */
double shephy_evaluate(const void *config, const void *state, int player)
{
    (void)config;
    (void)player;
    double score = shephy_score(NULL, state);
    if (score >= SHEPHY_WIN_SCORE)
        return 1.0;
    if (score <= SHEPHY_LOSS_SCORE)
        return -1.0;
    return tanh((score - SHEPHY_EVALUATE_PIVOT) / SHEPHY_EVALUATE_SCALE);
}
