/*
 * A script of API calls: each byte picks an operation, the bytes after it its
 * arguments, over four state slots (an empty slot passes NULL) of any game of
 * the catalogue. Operations: new state, apply an arbitrary code, apply a legal
 * move, clone, copy, save and load (into every game), load a saved form with
 * one byte changed, render for any viewer and buffer size, move text of any
 * code, playout, queries, free; and the 1.1 calls: resample for any viewer,
 * the legal mask and an observation into buffers of any size, a bot's move.
 * After every operation the API's promises must hold; every failure must
 * have its status, a message, and change nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "test_support.h"

/* An input runs at most OPS_MAX operations, and of the costly ones (a bot's
   move, the full check of a state, a load into every game, a changed load
   with its check) at most HEAVY_MAX: the rest of the script still runs, each
   costly operation past the bound on no state (NULL, refused cheaply). Deep
   states come from playouts (up to 599 moves each), not from long scripts;
   the bounds keep an input near a millisecond under the sanitizers. */
enum { SLOTS = 4, OPS_MAX = 32, HEAVY_MAX = 4 };

typedef enum op {
    OP_NEW,
    OP_APPLY_CODE,
    OP_APPLY_LEGAL,
    OP_CLONE,
    OP_COPY,
    OP_SAVE_LOAD,
    OP_LOAD_CHANGED,
    OP_RENDER,
    OP_MOVE_TEXT,
    OP_PLAYOUT,
    OP_QUERIES,
    OP_FREE,
    OP_CHECK,
    OP_RESAMPLE,
    OP_MASK,
    OP_OBSERVE,
    OP_BOT,
    OP_COUNT
} op;

static size_t game_of(const cg_state *s)
{
    return test_game_index(cg_game_name(cg_state_game(s)));
}

static void apply_code(cg_state *s, cg_move code)
{
    cg_state *before = NULL;
    if (s)
        FUZZ_CHECK(cg_state_clone(s, &before) == CG_OK, "clone");
    bool legal = s && cg_state_is_legal(s, code);
    cg_status st = cg_state_apply(s, code);
    if (!s) {
        FUZZ_CHECK(st == CG_EINVAL, "apply on NULL gave %s", cg_status_name(st));
        return;
    }
    if (st == CG_OK) {
        FUZZ_CHECK(legal, "move %u applied although not legal", (unsigned)code);
        FUZZ_CHECK(cg_state_move_number(s) == cg_state_move_number(before) + 1,
                   "the move number did not grow by one");
    } else {
        fuzz_check_failure(st, "cg_state_apply");
        FUZZ_CHECK(!legal, "legal move %u refused (%s)", (unsigned)code, cg_status_name(st));
        FUZZ_CHECK(st == (cg_state_is_terminal(s) ? CG_EOVER : CG_EILLEGAL),
                   "cg_state_apply gave %s", cg_status_name(st));
        FUZZ_CHECK(cg_state_equal(s, before), "a refused move changed the state");
    }
    cg_state_free(before);
}

static void apply_legal(cg_state *s, uint32_t pick)
{
    if (!s)
        return;
    size_t n = cg_state_legal_moves(s, NULL, 0);
    if (n == 0)
        return;
    cg_move *moves = malloc(n * sizeof *moves);
    cg_state_legal_moves(s, moves, n);
    cg_move m = moves[pick % n];
    FUZZ_CHECK(cg_state_apply(s, m) == CG_OK, "legal move %u refused", (unsigned)m);
    free(moves);
}

static void copy(cg_state *dst, const cg_state *src)
{
    cg_state *before = NULL;
    if (dst)
        cg_state_clone(dst, &before);
    cg_status st = cg_state_copy(dst, src);
    if (!dst || !src) {
        FUZZ_CHECK(st == CG_EINVAL, "copy with NULL gave %s", cg_status_name(st));
    } else if (game_of(dst) == game_of(src)) {
        FUZZ_CHECK(st == CG_OK, "copy between states of one game failed");
        FUZZ_CHECK(cg_state_equal(dst, src), "the copy differs");
    } else {
        FUZZ_CHECK(st == CG_EINVAL, "copy across games gave %s", cg_status_name(st));
        FUZZ_CHECK(cg_state_equal(dst, before), "a refused copy changed the state");
    }
    cg_state_free(before);
}

static void save_load(const cg_state *s)
{
    if (!s) {
        cg_state *out = NULL;
        FUZZ_CHECK(cg_state_load(fuzz_game(0), NULL, &out) == CG_EINVAL, "load of NULL text");
        FUZZ_CHECK(cg_state_save(NULL, NULL, 0) == 0, "save of NULL");
        return;
    }
    char *text = fuzz_save(s);
    size_t own = game_of(s);
    for (size_t i = 0; i < cg_game_count(); i++) {
        cg_state *loaded = NULL;
        cg_status st = cg_state_load(fuzz_game(i), text, &loaded);
        if (i == own) {
            FUZZ_CHECK(st == CG_OK, "a saved state does not load:\n%s", text);
            FUZZ_CHECK(cg_state_equal(loaded, s), "the loaded state differs");
        } else {
            FUZZ_CHECK(st == CG_EPARSE, "a state of %s loads into %s (%s)", cg_game_name_at(own),
                       cg_game_name_at(i), cg_status_name(st));
            FUZZ_CHECK(strstr(cg_last_error(), "line 2") != NULL,
                       "loading a state of another game: %s", cg_last_error());
        }
        cg_state_free(loaded);
    }
    free(text);
}

static void load_changed(const cg_state *s, uint32_t where, uint8_t byte)
{
    if (!s)
        return;
    char *text = fuzz_save(s);
    size_t n = strlen(text);
    text[where % n] = byte ? (char)byte : ' ';
    cg_state *loaded = NULL;
    cg_status st = cg_state_load(cg_state_game(s), text, &loaded);
    if (st == CG_OK) {
        fuzz_check_state(loaded);
        cg_state_free(loaded);
    } else {
        fuzz_check_failure(st, "cg_state_load");
        FUZZ_CHECK(st == CG_EPARSE, "a changed saved form gave %s", cg_status_name(st));
        FUZZ_CHECK(loaded == NULL, "cg_state_load wrote *out on failure");
    }
    free(text);
}

static void render(const cg_state *s, int viewer, size_t cap)
{
    char buf[300];
    memset(buf, 'z', sizeof buf);
    size_t n = cg_state_render(s, viewer, buf, cap);
    bool valid = s && (viewer == CG_PLAYER_NONE ||
                       (viewer >= 0 && viewer < cg_game_num_players(cg_state_game(s))));
    if (!valid) {
        FUZZ_CHECK(n == 0, "render for viewer %d wrote %zu bytes", viewer, n);
        FUZZ_CHECK(cap == 0 || buf[0] == '\0', "render for a bad viewer left text");
        FUZZ_CHECK(cg_last_error()[0] != '\0', "render for a bad viewer without a message");
        return;
    }
    FUZZ_CHECK(n == cg_state_render(s, viewer, NULL, 0), "render lengths differ");
    if (cap > 0)
        FUZZ_CHECK(strlen(buf) == (n < cap - 1 ? n : cap - 1), "render wrote past its cap");
    FUZZ_CHECK(cap >= sizeof buf || buf[cap] == 'z', "render wrote past its cap");
}

static void move_text(const cg_state *s, cg_move code)
{
    char buf[1024] = "x";
    size_t n = cg_move_to_string(s, code, buf, sizeof buf);
    FUZZ_CHECK(n < sizeof buf && strlen(buf) == n, "cg_move_to_string wrote %zu bytes", n);
    if (s && cg_state_is_legal(s, code)) {
        cg_move back = 0;
        FUZZ_CHECK(cg_move_from_string(s, buf, &back) == CG_OK && back == code,
                   "legal move %u: '%s' does not read back", (unsigned)code, buf);
    }
}

static void playout(cg_state *s, uint64_t seed, uint32_t max)
{
    uint32_t made = 12345;
    cg_status st = cg_state_playout(s, seed, max, &made);
    if (!s) {
        FUZZ_CHECK(st == CG_EINVAL && made == 12345, "playout of NULL");
        return;
    }
    FUZZ_CHECK(st == CG_OK, "playout failed");
    FUZZ_CHECK(made <= max, "playout made %u moves, asked at most %u", made, max);
    FUZZ_CHECK(made == max || cg_state_is_terminal(s), "playout stopped early");
}

static void queries(const cg_state *s, const cg_state *other, int player, size_t cap)
{
    int current = cg_state_current_player(s);
    bool terminal = cg_state_is_terminal(s);
    int winner = cg_state_winner(s);
    double r = cg_state_returns(s, player);
    FUZZ_CHECK(r == -1.0 || r == 0.0 || r == 1.0, "returns %g", r);
    cg_move moves[8] = {0};
    size_t n = cg_state_legal_moves(s, cap ? moves : NULL, cap);
    if (!s) {
        FUZZ_CHECK(current == CG_PLAYER_NONE && !terminal && winner == CG_PLAYER_NONE && n == 0,
                   "queries of NULL");
        FUZZ_CHECK(cg_state_game(NULL) == NULL && cg_state_hash(NULL) == 0, "queries of NULL");
        return;
    }
    int players = cg_game_num_players(cg_state_game(s));
    FUZZ_CHECK(terminal ? current == CG_PLAYER_NONE : current >= 0 && current < players,
               "current player %d", current);
    FUZZ_CHECK(winner == CG_PLAYER_NONE || (terminal && winner >= 0 && winner < players),
               "winner %d", winner);
    if (player < 0 || player >= players || !terminal)
        FUZZ_CHECK(r == 0.0, "returns %g for player %d", r, player);
    if (other && cg_state_equal(s, other))
        FUZZ_CHECK(cg_state_hash(s) == cg_state_hash(other), "equal states, other hashes");
    if (other)
        FUZZ_CHECK(cg_state_equal(s, other) == cg_state_equal(other, s), "equal not symmetric");
    (void)n;
}

/* Resample for any viewer: a player keeps its render; NULL and viewers that
   are no player are refused and change nothing. */
static void resample(cg_state *s, int viewer, uint64_t seed)
{
    char *before = s ? fuzz_save(s) : NULL;
    cg_status st = cg_state_resample(s, viewer, seed);
    bool valid = s && viewer >= CG_PLAYER_NONE && viewer < cg_game_num_players(cg_state_game(s));
    if (!valid) {
        FUZZ_CHECK(st == CG_EINVAL, "resample for viewer %d gave %s", viewer, cg_status_name(st));
        if (s) {
            char *after = fuzz_save(s);
            FUZZ_CHECK(strcmp(before, after) == 0, "a refused resample changed the state");
            free(after);
        }
    } else {
        FUZZ_CHECK(st == CG_OK, "resample failed: %s", cg_last_error());
    }
    free(before);
}

/* The mask into a buffer of any size: the count returned, nothing past cap. */
static void mask(const cg_state *s, size_t cap)
{
    uint8_t buf[96]; /* caps below 80: room to see a write past any */
    memset(buf, 0xee, sizeof buf);
    size_t n = cg_state_legal_mask(s, cap ? buf : NULL, cap);
    if (!s) {
        FUZZ_CHECK(n == 0 && buf[0] == 0xee, "mask of NULL");
        return;
    }
    FUZZ_CHECK(n == cg_game_action_count(cg_state_game(s)), "the mask's size");
    for (size_t i = 0; i < sizeof buf; i++)
        FUZZ_CHECK(i < cap && i < n ? buf[i] <= 1 : buf[i] == 0xee, "mask byte %zu is %u", i,
                   buf[i]);
}

static void observe(const cg_state *s, int player, size_t cap)
{
    enum { ROOM = 1 << 16 };
    static float buf[ROOM + 1];
    size_t given = cap < ROOM ? cap : ROOM;
    buf[given] = -9.0f;
    cg_status st = cg_state_observation(s, player, buf, given);
    bool valid = s && player >= 0 && player < cg_game_num_players(cg_state_game(s)) &&
                 given >= cg_game_observation_size(cg_state_game(s));
    FUZZ_CHECK(valid ? st == CG_OK : st == CG_EINVAL, "observation gave %s", cg_status_name(st));
    FUZZ_CHECK(buf[given] == -9.0f, "the observation wrote past its cap");
}

/* The bots' parameters that make a move cheap (a few rollouts, shallow
   lookahead); NULL: the defaults. */
static const char *cheap_params(const char *bot)
{
    static const char *const cheap[][2] = {{"mcts", "iterations=4;rollout_depth=1"},
                                          {"search", "rollouts=2;width=2;choices=greedy"},
                                          {"path", "depth=1"}};
    for (size_t i = 0; i < sizeof cheap / sizeof *cheap; i++)
        if (strcmp(bot, cheap[i][0]) == 0)
            return cheap[i][1];
    return NULL;
}

/* A bot's move is legal and leaves the state as it was. */
static void bot_move(const cg_state *s, size_t which, uint64_t seed)
{
    static cg_bot *bots[64][8];
    if (!s) {
        cg_move m = 5;
        FUZZ_CHECK(cg_bot_choose(NULL, NULL, seed, &m) == CG_EINVAL && m == 5, "bot of NULL");
        return;
    }
    const cg_game *g = cg_state_game(s);
    size_t game = test_game_index(cg_game_name(g)) % 64;
    which %= cg_bot_count(g) < 8 ? cg_bot_count(g) : 8;
    if (!bots[game][which]) {
        const char *name = cg_bot_name_at(g, which);
        FUZZ_CHECK(cg_bot_new(fuzz_game(game), name, cheap_params(name),
                              &bots[game][which]) == CG_OK,
                   "bot %s: %s", name, cg_last_error());
    }
    cg_state *before = NULL;
    FUZZ_CHECK(cg_state_clone(s, &before) == CG_OK, "clone failed");
    cg_move m = 0;
    cg_status st = cg_bot_choose(bots[game][which], s, seed, &m);
    if (cg_state_is_terminal(s))
        FUZZ_CHECK(st == CG_EOVER, "a bot's move on a finished game gave %s", cg_status_name(st));
    else
        FUZZ_CHECK(st == CG_OK && cg_state_is_legal(s, m), "a bot chose %u (%s)", (unsigned)m,
                   cg_status_name(st));
    FUZZ_CHECK(cg_state_equal(before, s), "a bot changed the state");
    cg_state_free(before);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    cg_state *slots[SLOTS] = {NULL};
    int heavy = 0;
    for (int step = 0; step < OPS_MAX && in.size > 0; step++) {
        op o = (op)(fuzz_u8(&in) % OP_COUNT);
        size_t a = fuzz_u8(&in) % SLOTS;
        bool costly = o == OP_SAVE_LOAD || o == OP_LOAD_CHANGED || o == OP_CHECK || o == OP_BOT;
        cg_state *s = costly && heavy++ >= HEAVY_MAX ? NULL : slots[a];
        switch (o) {
        case OP_NEW: {
            size_t game = fuzz_u8(&in) % cg_game_count();
            cg_state_free(slots[a]);
            slots[a] = NULL;
            FUZZ_CHECK(cg_state_new(fuzz_game(game), fuzz_u64(&in), &slots[a]) == CG_OK,
                       "cg_state_new");
            break;
        }
        case OP_APPLY_CODE: apply_code(s, fuzz_u32(&in)); break;
        case OP_APPLY_LEGAL: apply_legal(s, fuzz_u32(&in)); break;
        case OP_CLONE: {
            size_t b = fuzz_u8(&in) % SLOTS;
            cg_state *c = NULL;
            cg_status st = cg_state_clone(s, &c);
            FUZZ_CHECK(s ? st == CG_OK && cg_state_equal(c, s) : st == CG_EINVAL, "clone");
            if (s) {
                cg_state_free(slots[b]);
                slots[b] = c;
            }
            break;
        }
        case OP_COPY: copy(s, slots[fuzz_u8(&in) % SLOTS]); break;
        case OP_SAVE_LOAD: save_load(s); break;
        case OP_LOAD_CHANGED: {
            uint32_t where = fuzz_u32(&in);
            load_changed(s, where, fuzz_u8(&in));
            break;
        }
        case OP_RENDER: {
            int viewer = (int8_t)fuzz_u8(&in);
            render(s, viewer, fuzz_u8(&in) % 300);
            break;
        }
        case OP_MOVE_TEXT: move_text(s, fuzz_u32(&in)); break;
        case OP_PLAYOUT: {
            uint64_t seed = fuzz_u64(&in);
            playout(s, seed, fuzz_u32(&in) % 600);
            break;
        }
        case OP_QUERIES: {
            int player = (int8_t)fuzz_u8(&in);
            queries(s, slots[fuzz_u8(&in) % SLOTS], player, fuzz_u8(&in) % 9);
            break;
        }
        case OP_FREE:
            cg_state_free(s);
            slots[a] = NULL;
            break;
        case OP_CHECK:
            if (s)
                fuzz_check_state(s);
            break;
        case OP_RESAMPLE: {
            int viewer = (int8_t)fuzz_u8(&in);
            resample(s, viewer, fuzz_u64(&in));
            break;
        }
        case OP_MASK: mask(s, fuzz_u8(&in) % 80); break;
        case OP_OBSERVE: {
            int player = (int8_t)fuzz_u8(&in);
            observe(s, player, fuzz_u32(&in) % (1 << 17));
            break;
        }
        case OP_BOT: {
            size_t which = fuzz_u8(&in);
            bot_move(s, which, fuzz_u64(&in));
            break;
        }
        case OP_COUNT: break;
        }
    }
    for (size_t i = 0; i < SLOTS; i++)
        cg_state_free(slots[i]);
    return 0;
}
