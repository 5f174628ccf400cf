/* Computer players for Shephy (see shephy_bots.h). */
#include "shephy_bots.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DEPTH_MAX 24 /* moves inside one card: Dominion choosing 7 cards, ... */
#define MOVES_MAX 32
#define SEARCH_WIDTH 4  /* candidates the search plays out, the greedy's best */
#define CACHE_SIZE 4096 /* flock scores remembered, by field */

/* The score of a position between cards (weights found by trying variations
   over thousands of seeded games). */
#define WIN_SCORE 1000.0
#define LOSS_SCORE (-1000.0)
#define SLOT_PROMISE 0.5 /* a free place may receive half the best card */
#define SIZE_WEIGHT 0.24 /* each of the first six cards shields the flock */
#define SIZE_CAP 6
#define DOMINION_READY 1.4       /* a total of 1000: one Dominion from winning */
#define HAND_WEIGHT 0.5          /* cards in hand will be played, but maybe later */
#define EMPTY_FIELD_SCORE (-5.1) /* a card that would empty the field now */
#define SHEPHION_HARM (-62.5)    /* fatal whenever played: keep it, exile it */

struct shephy_bot {
    shephy_bot_kind kind;
    int rollouts;
    uint64_t rng;
    cg_state *scratch[DEPTH_MAX]; /* one state per level of the greedy search */
    cg_state *sim;                /* the search bot's simulated game */
    uint32_t cache_key[CACHE_SIZE];
    double cache_score[CACHE_SIZE];
};

static uint64_t next_random(uint64_t *rng)
{
    /* splitmix64 */
    uint64_t z = (*rng += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* ---- The score of a position between cards ---- */

static const int rank_value[CG_SHEPHY_RANKS] = {1, 3, 10, 30, 100, 300, 1000};

static int field_size(const uint8_t *field)
{
    int n = 0;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++)
        n += field[r];
    return n;
}

/* The flock's promise: its total (what Dominion combines) plus what its
   free places can still receive, which grows with its best card (what Be
   Fruitful copies and Flourish divides); and its size, which disasters must
   get through. */
static double flock_score_of(const uint8_t *field)
{
    int total = 0, best = 0, n = 0;
    for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
        total += field[r] * rank_value[r];
        n += field[r];
        if (field[r])
            best = rank_value[r];
    }
    if (n == 0)
        return EMPTY_FIELD_SCORE;
    double promise = total + SLOT_PROMISE * (CG_SHEPHY_FIELD_MAX - n) * best;
    return log2(1.0 + promise) + SIZE_WEIGHT * (n < SIZE_CAP ? n : SIZE_CAP) +
           (total >= 1000 ? DOMINION_READY : 0.0);
}

static double flock_score(shephy_bot *bot, const uint8_t *field)
{
    uint32_t key = 1; /* 3 bits per rank, and a leading 1 so that no key is 0 */
    for (int r = 0; r < CG_SHEPHY_RANKS; r++)
        key = key << 3 | field[r];
    uint32_t slot = (key * 2654435761u) >> 20;
    if (bot->cache_key[slot] != key) {
        bot->cache_key[slot] = key;
        bot->cache_score[slot] = flock_score_of(field);
    }
    return bot->cache_score[slot];
}

static void remove_lowest(uint8_t *field, int count)
{
    for (int r = 0; r < CG_SHEPHY_RANKS && count > 0; r++) {
        while (field[r] && count > 0) {
            field[r]--;
            count--;
        }
    }
}

static int highest_rank(const uint8_t *field)
{
    for (int r = CG_SHEPHY_RANKS - 1; r >= 0; r--)
        if (field[r])
            return r;
    return -1;
}

/* What the other cards are worth kept in hand, roughly. */
static const double card_worth[CG_SHEPHY_CARD_KINDS] = {
    [CG_SHEPHY_ALL_PURPOSE_SHEEP] = 0.96, [CG_SHEPHY_BE_FRUITFUL] = 1.09,
    [CG_SHEPHY_DOMINION] = 0.91,          [CG_SHEPHY_FILL_THE_EARTH] = 0.78,
    [CG_SHEPHY_FLOURISH] = 1.37,          [CG_SHEPHY_GOLDEN_HOOVES] = 1.02,
    [CG_SHEPHY_INSPIRATION] = 0.20,       [CG_SHEPHY_MULTIPLY] = 0.49,
    [CG_SHEPHY_PLANNING_SHEEP] = 0.62,    [CG_SHEPHY_SHEEP_DOG] = 0.73,
};

/* What a card in hand is worth: for a disaster, the score it would cost if
   played now at best (so a Crowding on two sheep costs nothing); for the
   others, what they may bring later. */
static double hand_card_score(shephy_bot *bot, int card, const uint8_t *field, double now)
{
    uint8_t after[CG_SHEPHY_RANKS];
    memcpy(after, field, sizeof after);
    int n = field_size(field), top = highest_rank(field);
    switch (card) {
    case CG_SHEPHY_FALLING_ROCK: remove_lowest(after, 1); break;
    case CG_SHEPHY_STORM: remove_lowest(after, 2); break;
    case CG_SHEPHY_METEOR: remove_lowest(after, 3); break;
    case CG_SHEPHY_CROWDING: remove_lowest(after, n > 2 ? n - 2 : 0); break;
    case CG_SHEPHY_SLUMP: remove_lowest(after, n / 2); break;
    case CG_SHEPHY_LIGHTNING: after[top]--; break;
    case CG_SHEPHY_WOLVES:
        after[top]--;
        if (top > 0)
            after[top - 1]++;
        break;
    case CG_SHEPHY_PLAGUE: {
        double best = -INFINITY;
        for (int r = 0; r < CG_SHEPHY_RANKS; r++) {
            if (!field[r])
                continue;
            memcpy(after, field, sizeof after);
            after[r] = 0;
            double score = flock_score(bot, after);
            if (score > best)
                best = score;
        }
        return best - now;
    }
    case CG_SHEPHY_SHEPHION: return SHEPHION_HARM;
    default: return card_worth[card];
    }
    return flock_score(bot, after) - now;
}

static double score(shephy_bot *bot, const cg_state *s)
{
    int outcome = cg_shephy_outcome_of(s);
    if (outcome == CG_SHEPHY_WON)
        return WIN_SCORE;
    if (outcome != CG_SHEPHY_RUNNING)
        return LOSS_SCORE;
    uint8_t field[CG_SHEPHY_RANKS], hand[CG_SHEPHY_HAND_MAX];
    cg_shephy_field(s, field);
    int n = cg_shephy_hand(s, hand, CG_SHEPHY_HAND_MAX);
    double now = flock_score(bot, field), total = now;
    for (int i = 0; i < n; i++)
        total += HAND_WEIGHT * hand_card_score(bot, hand[i], field, now);
    return total;
}

/* ---- Greedy: every way to finish the current card ---- */

static int kind_of(cg_move m)
{
    return CG_SHEPHY_MOVE_KIND(m);
}

/* Choices and releases commute: trying them in rank order once is enough. */
static bool ordered_kind(int kind)
{
    return kind == CG_SHEPHY_CHOOSE || kind == CG_SHEPHY_RELEASE;
}

static bool card_in_progress(const cg_state *s)
{
    cg_shephy_effect e;
    cg_shephy_effect_of(s, &e);
    return e.card >= 0;
}

/* The best score reachable from s (a copy the search may change) by the end
   of the card being resolved; min_arg keeps choices in rank order. */
static double best_finish(shephy_bot *bot, cg_state *s, int depth, int min_arg)
{
    if (cg_state_is_terminal(s) || !card_in_progress(s) || depth >= DEPTH_MAX)
        return score(bot, s);
    cg_move moves[MOVES_MAX];
    size_t n = cg_state_legal_moves(s, moves, MOVES_MAX);
    if (n == 1) {
        cg_state_apply(s, moves[0]);
        return best_finish(bot, s, depth, 0);
    }
    double best = -INFINITY;
    cg_state *next = bot->scratch[depth];
    for (size_t i = 0; i < n; i++) {
        int kind = kind_of(moves[i]), arg = CG_SHEPHY_MOVE_ARG(moves[i]);
        if (ordered_kind(kind) && arg < min_arg)
            continue;
        cg_state_copy(next, s);
        cg_state_apply(next, moves[i]);
        double value = best_finish(bot, next, depth + 1, ordered_kind(kind) ? arg : 0);
        if (value > best)
            best = value;
    }
    return best;
}

/* The greedy score of a move: the best its card can end with. */
static double greedy_value(shephy_bot *bot, const cg_state *state, cg_move move)
{
    cg_state *s = bot->scratch[0];
    cg_state_copy(s, state);
    cg_state_apply(s, move);
    int kind = kind_of(move);
    return best_finish(bot, s, 1, ordered_kind(kind) ? CG_SHEPHY_MOVE_ARG(move) : 0);
}

static cg_move choose_greedy(shephy_bot *bot, const cg_state *state, const cg_move *moves, size_t n)
{
    cg_move best_move = moves[0];
    double best = -INFINITY;
    for (size_t i = 0; i < n; i++) {
        double value = greedy_value(bot, state, moves[i]);
        if (value > best) {
            best = value;
            best_move = moves[i];
        }
    }
    return best_move;
}

/* ---- Search: greedy playouts on reshuffled decks ---- */

static cg_move legal_greedy(shephy_bot *bot, const cg_state *s)
{
    cg_move moves[MOVES_MAX];
    size_t n = cg_state_legal_moves(s, moves, MOVES_MAX);
    return n == 1 ? moves[0] : choose_greedy(bot, s, moves, n);
}

static int playout_wins(shephy_bot *bot, const cg_state *state, cg_move first, uint64_t seed)
{
    cg_state *sim = bot->sim;
    cg_state_copy(sim, state);
    cg_shephy_shuffle_hidden(sim, seed);
    cg_state_apply(sim, first);
    while (!cg_state_is_terminal(sim))
        cg_state_apply(sim, legal_greedy(bot, sim));
    return cg_shephy_outcome_of(sim) == CG_SHEPHY_WON;
}

/* Decisions about which card to play, copy, take, exile or discard; the
   choices inside a card's effect follow the greedy search. */
static bool card_decision(cg_move move)
{
    switch (kind_of(move)) {
    case CG_SHEPHY_PLAY:
    case CG_SHEPHY_COPY_CARD:
    case CG_SHEPHY_PUT:
    case CG_SHEPHY_EXILE:
    case CG_SHEPHY_DISCARD: return true;
    default: return false;
    }
}

static cg_move choose_search(shephy_bot *bot, const cg_state *state, const cg_move *moves, size_t n)
{
    if (!card_decision(moves[0]))
        return choose_greedy(bot, state, moves, n);
    /* the candidates, best greedy score first; sure losses only when nothing else */
    cg_move order[MOVES_MAX];
    double value[MOVES_MAX];
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        double v = greedy_value(bot, state, moves[i]);
        size_t j = kept++;
        while (j > 0 && value[j - 1] < v) {
            order[j] = order[j - 1];
            value[j] = value[j - 1];
            j--;
        }
        order[j] = moves[i];
        value[j] = v;
    }
    while (kept > 1 && value[kept - 1] <= LOSS_SCORE)
        kept--;
    if (kept > SEARCH_WIDTH)
        kept = SEARCH_WIDTH;
    /* successive halving: with more than two candidates each gets rollouts / 2
       playouts, the better half as many again, and so on (two get rollouts
       each); the same sampled decks for every candidate, a fairer comparison */
    int wins[MOVES_MAX] = {0}, played = 0;
    int step = kept > 2 && bot->rollouts > 1 ? bot->rollouts / 2 : bot->rollouts;
    uint64_t base = next_random(&bot->rng);
    while (kept > 1) {
        for (size_t i = 0; i < kept; i++)
            for (int k = played; k < played + step; k++)
                wins[i] += playout_wins(bot, state, order[i], base + (uint64_t)k);
        played += step;
        /* stable: among equal counts the greedy's order stands */
        for (size_t i = 1; i < kept; i++) {
            for (size_t j = i; j > 0 && wins[j - 1] < wins[j]; j--) {
                int w = wins[j];
                wins[j] = wins[j - 1];
                wins[j - 1] = w;
                cg_move m = order[j];
                order[j] = order[j - 1];
                order[j - 1] = m;
            }
        }
        kept = (kept + 1) / 2;
    }
    return order[0];
}

/* ---- The bot ---- */

shephy_bot *shephy_bot_new(const cg_game *game, shephy_bot_kind kind, uint64_t seed, int rollouts)
{
    shephy_bot *bot = calloc(1, sizeof *bot);
    if (!bot)
        return NULL;
    bot->kind = kind;
    bot->rollouts = rollouts > 0 ? rollouts : 1;
    bot->rng = seed;
    bool ok = cg_state_new(game, seed, &bot->sim) == CG_OK;
    for (int d = 0; d < DEPTH_MAX && ok; d++)
        ok = cg_state_new(game, seed, &bot->scratch[d]) == CG_OK;
    if (!ok) {
        shephy_bot_free(bot);
        return NULL;
    }
    return bot;
}

void shephy_bot_free(shephy_bot *bot)
{
    if (!bot)
        return;
    for (int d = 0; d < DEPTH_MAX; d++)
        cg_state_free(bot->scratch[d]);
    cg_state_free(bot->sim);
    free(bot);
}

cg_move shephy_bot_choose(shephy_bot *bot, const cg_state *state)
{
    cg_move moves[MOVES_MAX];
    size_t n = cg_state_legal_moves(state, moves, MOVES_MAX);
    if (n <= 1)
        return moves[0];
    switch (bot->kind) {
    case SHEPHY_BOT_RANDOM: return moves[next_random(&bot->rng) % n];
    case SHEPHY_BOT_GREEDY: return choose_greedy(bot, state, moves, n);
    default: return choose_search(bot, state, moves, n);
    }
}

int shephy_bot_kind_from_name(const char *name)
{
    static const char *const names[] = {"random", "greedy", "search"};
    for (int k = 0; k < 3; k++)
        if (strcmp(name, names[k]) == 0)
            return k;
    return -1;
}
