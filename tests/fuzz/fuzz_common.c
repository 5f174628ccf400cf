/* Helpers shared by the fuzz targets (see fuzz.h). */
#include "fuzz.h"
#include "test_support.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fuzz_fail(const char *file, int line, const char *cond, const char *fmt, ...)
{
    fprintf(stderr, "%s:%d: check failed: %s\n  ", file, line, cond);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n  last error: %s\n", cg_last_error());
    abort();
}

uint8_t fuzz_u8(fuzz_input *in)
{
    if (in->size == 0)
        return 0;
    uint8_t b = in->data[0];
    in->data++;
    in->size--;
    return b;
}

uint32_t fuzz_u32(fuzz_input *in)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v = v << 8 | fuzz_u8(in);
    return v;
}

uint64_t fuzz_u64(fuzz_input *in)
{
    return (uint64_t)fuzz_u32(in) << 32 | fuzz_u32(in);
}

static char *copy_text(const uint8_t *p, size_t n)
{
    char *s = malloc(n + 1);
    FUZZ_CHECK(s != NULL, "out of memory");
    if (n)
        memcpy(s, p, n);
    s[n] = '\0';
    return s;
}

char *fuzz_line(fuzz_input *in)
{
    const uint8_t *nl = in->size ? memchr(in->data, '\n', in->size) : NULL;
    size_t n = nl ? (size_t)(nl - in->data) : in->size;
    char *line = copy_text(in->data, n);
    size_t used = nl ? n + 1 : n;
    in->data += used;
    in->size -= used;
    return line;
}

char *fuzz_rest(fuzz_input *in)
{
    char *rest = copy_text(in->data, in->size);
    in->data += in->size;
    in->size = 0;
    return rest;
}

size_t fuzz_pick_game(fuzz_input *in)
{
    const uint8_t *nl = in->size ? memchr(in->data, '\n', in->size) : NULL;
    if (nl && nl - in->data < 64) {
        fuzz_input probe = *in;
        char *name = fuzz_line(&probe);
        size_t index = test_game_index(name);
        free(name);
        if (index != (size_t)-1) {
            *in = probe;
            return index;
        }
    }
    return fuzz_u8(in) % cg_game_count();
}

enum { GAMES_MAX = 64 };
static cg_game *games[GAMES_MAX];

static void free_games(void)
{
    for (size_t i = 0; i < GAMES_MAX; i++)
        cg_game_free(games[i]);
}

const cg_game *fuzz_game(size_t index)
{
    FUZZ_CHECK(index < cg_game_count() && index < GAMES_MAX, "no game %zu", index);
    if (!games[index]) {
        static int registered;
        if (!registered++)
            atexit(free_games);
        cg_status st = cg_game_new(cg_game_name_at(index), NULL, &games[index]);
        FUZZ_CHECK(st == CG_OK, "the default %s does not make a game", cg_game_name_at(index));
    }
    return games[index];
}

char *fuzz_save(const cg_state *s)
{
    size_t n = cg_state_save(s, NULL, 0);
    FUZZ_CHECK(n > 0, "empty saved form");
    char *text = malloc(n + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    FUZZ_CHECK(cg_state_save(s, text, n + 1) == n, "the saved form's length changed");
    FUZZ_CHECK(strlen(text) == n, "the saved form holds a NUL byte");
    return text;
}

void fuzz_check_failure(cg_status st, const char *what)
{
    FUZZ_CHECK(st == CG_EINVAL || st == CG_EILLEGAL || st == CG_EPARSE || st == CG_EIO ||
                   st == CG_EOVER || st == CG_ENOGAME,
               "%s: status %d", what, (int)st);
    FUZZ_CHECK(cg_last_error()[0] != '\0', "%s failed (%s) without a message", what,
               cg_status_name(st));
}

/* The legal moves (their count in *count), in a new buffer to free(); the
   count asked alone and the moves listed must agree. Listed once per check:
   on crowded boards (Battleship's placements) a listing is costly. */
static cg_move *legal_moves(const cg_state *s, size_t *count)
{
    size_t n = cg_state_legal_moves(s, NULL, 0);
    cg_move *moves = malloc((n ? n : 1) * sizeof *moves);
    FUZZ_CHECK(moves != NULL, "out of memory");
    FUZZ_CHECK(cg_state_legal_moves(s, moves, n) == n, "the count of legal moves changed");
    *count = n;
    return moves;
}

static void check_moves(const cg_state *s, const cg_move *moves, size_t n)
{
    const cg_game *g = cg_state_game(s);
    size_t max = cg_game_max_moves(g);
    FUZZ_CHECK(n <= max, "%zu legal moves, the bound is %zu", n, max);
    FUZZ_CHECK((n == 0) == cg_state_is_terminal(s), "%zu legal moves, terminal %d", n,
               cg_state_is_terminal(s));
    FUZZ_CHECK(cg_state_is_terminal(s) == (cg_state_current_player(s) == CG_PLAYER_NONE),
               "current player %d of a state terminal %d", cg_state_current_player(s),
               cg_state_is_terminal(s));
    char text[1024];
    for (size_t i = 0; i < n; i++) {
        FUZZ_CHECK(i == 0 || moves[i - 1] < moves[i], "legal moves not ascending at %zu", i);
        if (i >= 64 && i != n - 1)
            continue;
        FUZZ_CHECK(cg_state_is_legal(s, moves[i]), "listed move %u is not legal",
                   (unsigned)moves[i]);
        size_t len = cg_move_to_string(s, moves[i], text, sizeof text);
        FUZZ_CHECK(len > 0 && len < sizeof text, "legal move %u has a text of %zu bytes",
                   (unsigned)moves[i], len);
        cg_move back = 0;
        cg_status st = cg_move_from_string(s, text, &back);
        FUZZ_CHECK(st == CG_OK && back == moves[i], "'%s' (move %u) reads back as %u (%s)", text,
                   (unsigned)moves[i], (unsigned)back, cg_status_name(st));
    }
}

static void check_render(const cg_state *s)
{
    int players = cg_game_num_players(cg_state_game(s));
    for (int viewer = CG_PLAYER_NONE; viewer < players; viewer++) {
        size_t n = cg_state_render(s, viewer, NULL, 0);
        char *full = malloc(n + 1), cut[8];
        FUZZ_CHECK(full != NULL, "out of memory");
        FUZZ_CHECK(cg_state_render(s, viewer, full, n + 1) == n, "render length changed");
        FUZZ_CHECK(cg_state_render(s, viewer, cut, sizeof cut) == n, "render length changed");
        FUZZ_CHECK(strncmp(full, cut, strlen(cut)) == 0 && strlen(cut) == (n < 7 ? n : 7),
                   "a short buffer does not get the render's prefix");
        free(full);
    }
}

/* The mask's ones are the legal moves; observations are in [0, 1]. */
static void check_mask_and_observations(const cg_state *s, const cg_move *moves, size_t n)
{
    const cg_game *g = cg_state_game(s);
    size_t actions = cg_game_action_count(g), size = cg_game_observation_size(g);
    uint8_t *mask = malloc(actions);
    float *obs = malloc(size * sizeof *obs);
    FUZZ_CHECK(mask && obs, "out of memory");
    FUZZ_CHECK(cg_state_legal_mask(s, mask, actions) == actions, "the mask's size changed");
    size_t ones = 0;
    for (size_t a = 0; a < actions; a++)
        ones += mask[a];
    FUZZ_CHECK(ones == n, "%zu ones in the mask for %zu legal moves", ones, n);
    for (size_t i = 0; i < n; i++) {
        uint32_t a = 0;
        FUZZ_CHECK(cg_game_action_of(g, moves[i], &a) == CG_OK && a < actions && mask[a],
                   "legal move %u is not in the mask", (unsigned)moves[i]);
    }
    for (int p = 0; p < cg_game_num_players(g); p++) {
        FUZZ_CHECK(cg_state_observation(s, p, obs, size) == CG_OK, "observation: %s",
                   cg_last_error());
        for (size_t i = 0; i < size; i++)
            FUZZ_CHECK(obs[i] >= 0.0f && obs[i] <= 1.0f, "observation[%zu] of %d is %g", i, p,
                       (double)obs[i]);
    }
    free(mask);
    free(obs);
}

/* Resampling for each player keeps what that player sees and gives a valid
   state (it saves and loads back). */
static void check_resample(const cg_state *s)
{
    int players = cg_game_num_players(cg_state_game(s));
    for (int viewer = 0; viewer < players; viewer++) {
        cg_state *r = NULL;
        FUZZ_CHECK(cg_state_clone(s, &r) == CG_OK, "clone failed");
        FUZZ_CHECK(cg_state_resample(r, viewer, 7) == CG_OK, "resample: %s", cg_last_error());
        size_t n = cg_state_render(s, viewer, NULL, 0);
        char *before = malloc(n + 1), *after = malloc(n + 1);
        FUZZ_CHECK(before && after, "out of memory");
        cg_state_render(s, viewer, before, n + 1);
        FUZZ_CHECK(cg_state_render(r, viewer, after, n + 1) == n && strcmp(before, after) == 0,
                   "resample changed what player %d sees", viewer);
        char *text = fuzz_save(r);
        cg_state *loaded = NULL;
        FUZZ_CHECK(cg_state_load(cg_state_game(r), text, &loaded) == CG_OK,
                   "a resampled state does not load (%s):\n%s", cg_last_error(), text);
        FUZZ_CHECK(cg_state_equal(loaded, r), "a resampled state loads as another");
        cg_state_free(loaded);
        cg_state_free(r);
        free(text);
        free(before);
        free(after);
    }
}

void fuzz_check_state(const cg_state *s)
{
    size_t n = 0;
    cg_move *moves = legal_moves(s, &n);
    check_moves(s, moves, n);
    check_render(s);
    check_mask_and_observations(s, moves, n);
    free(moves);
    check_resample(s);
    const cg_game *g = cg_state_game(s);
    char *text = fuzz_save(s);
    cg_state *loaded = NULL;
    cg_status st = cg_state_load(g, text, &loaded);
    FUZZ_CHECK(st == CG_OK, "a saved state does not load:\n%s", text);
    FUZZ_CHECK(cg_state_equal(loaded, s) && cg_state_equal(s, loaded),
               "the loaded state differs:\n%s", text);
    FUZZ_CHECK(cg_state_hash(loaded) == cg_state_hash(s), "the loaded state's hash differs");
    char *again = fuzz_save(loaded);
    FUZZ_CHECK(strcmp(text, again) == 0, "saved again, the text differs:\n%s\n----\n%s", text,
               again);
    cg_state *cloned = NULL;
    FUZZ_CHECK(cg_state_clone(s, &cloned) == CG_OK, "clone failed");
    FUZZ_CHECK(cg_state_equal(cloned, s), "the clone differs");
    cg_state_free(cloned);
    cg_state_free(loaded);
    free(again);
    free(text);
}
