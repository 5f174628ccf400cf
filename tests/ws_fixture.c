#define _POSIX_C_SOURCE 200809L /* mkstemp */

#include "ws_fixture.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_quiet.h"

#define SPEC_LINES 64
#define LINE_CAP 512
#define TEXT_CAP 65536

static const char *const players[2] = {"weiss", "schwarz"};
static const char *const zones[9] = {"deck",    "hand",    "clock", "level", "stock",
                                     "waiting", "removed", "stage", "climax"};

const char *ws_test_path(const char *file)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/%s", WS_TEST_DATA, file);
    return path;
}

cg_game *ws_test_game_decks(const char *weiss, const char *schwarz, const char *extra)
{
    char params[12000];
    char w[4096];
    snprintf(w, sizeof w, "%s", ws_test_path(weiss));
    snprintf(params, sizeof params, "weiss_deck=%s;schwarz_deck=%s;%s", w, ws_test_path(schwarz),
             extra ? extra : "");
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new("weiss_schwarz", params, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

char *ws_temp_file(const char *text)
{
    const char *dir = getenv("TMPDIR");
    char *path = malloc(4200);
    ck_assert_ptr_nonnull(path);
    snprintf(path, 4200, "%s/ws_test_XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    FILE *f = fdopen(fd, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
    return path;
}

cg_game *ws_game_of_deck_texts(const char *weiss_text, const char *schwarz_text,
                               const cg_weiss_schwarz_ability_ops *abilities, size_t count)
{
    char *weiss = ws_temp_file(weiss_text);
    char *schwarz = schwarz_text ? ws_temp_file(schwarz_text) : NULL;
    char params[12000];
    snprintf(params, sizeof params, "weiss_deck=%s;schwarz_deck=%s", weiss,
             schwarz ? schwarz : ws_test_path("test_deck.csv"));
    cg_game *g = NULL;
    cg_status st = cg_weiss_schwarz_game_new(params, abilities, count, &g);
    remove(weiss);
    free(weiss);
    if (schwarz)
        remove(schwarz);
    free(schwarz);
    return st == CG_OK ? g : NULL;
}

cg_game *ws_game_of_deck_text(const char *weiss_text, const cg_weiss_schwarz_ability_ops *abilities,
                              size_t count)
{
    return ws_game_of_deck_texts(weiss_text, NULL, abilities, count);
}

cg_game *ws_test_game(const char *extra)
{
    return ws_test_game_decks("test_deck.csv", "test_deck.csv", extra);
}

cg_game *game;

void ws_setup(void)
{
    game = ws_test_game(NULL);
}

void ws_teardown(void)
{
    cg_game_free(game);
    game = NULL;
}

typedef struct spec_line {
    char key[32];
    char rest[LINE_CAP];
} spec_line;

typedef struct spec {
    spec_line lines[SPEC_LINES];
    int count;
    bool used[2][CG_WEISS_SCHWARZ_DECK_SIZE];
} spec;

static void spec_read(spec *sp, const char *text)
{
    const char *p = text;
    while (*p) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char line[LINE_CAP];
        ck_assert_uint_lt(n, sizeof line);
        memcpy(line, p, n);
        line[n] = '\0';
        p += end ? n + 1 : n;
        if (n == 0)
            continue;
        ck_assert_int_lt(sp->count, SPEC_LINES);
        spec_line *l = &sp->lines[sp->count++];
        char first[32] = "", second[32] = "";
        int used = 0;
        sscanf(line, "%31s%n", first, &used);
        const char *rest = line + used;
        if (strcmp(first, "weiss") == 0 || strcmp(first, "schwarz") == 0) {
            int more = 0;
            sscanf(rest, "%31s%n", second, &more);
            rest += more;
            snprintf(l->key, sizeof l->key, "%s %s", first, second);
        } else {
            snprintf(l->key, sizeof l->key, "%s", first);
        }
        while (*rest == ' ')
            rest++;
        snprintf(l->rest, sizeof l->rest, "%s", rest);
    }
}

static const char *spec_get(const spec *sp, const char *key, const char *fallback)
{
    for (int i = 0; i < sp->count; i++)
        if (strcmp(sp->lines[i].key, key) == 0)
            return sp->lines[i].rest;
    return fallback;
}

/* Marks one token, a card index of `player` or "player:index", as placed. */
static void mark_token(spec *sp, int player, const char *tok)
{
    int p = player, n;
    char who[16];
    if (sscanf(tok, "%15[a-z]:%d", who, &n) == 2)
        p = strcmp(who, "schwarz") == 0;
    else if (sscanf(tok, "%d", &n) != 1)
        return;
    if (p >= 0 && n >= 0 && n < CG_WEISS_SCHWARZ_DECK_SIZE)
        sp->used[p][n] = true;
}

/* Calls mark_token on each space-separated token; a player's name makes the
   following plain numbers that player's when `follow` is set. */
static void mark_tokens(spec *sp, int player, const char *rest, bool follow)
{
    char tok[64];
    const char *p = rest;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t n = 0;
        while (p[n] && p[n] != ' ')
            n++;
        if (n == 0)
            break;
        snprintf(tok, sizeof tok, "%.*s", (int)(n < 63 ? n : 63), p);
        p += n;
        if (follow && (strcmp(tok, "weiss") == 0 || strcmp(tok, "schwarz") == 0))
            player = strcmp(tok, "schwarz") == 0;
        else
            mark_token(sp, player, tok);
    }
}

char *ws_position_text(const cg_game *g, const char *text, const char *rng)
{
    spec *sp = calloc(1, sizeof *sp);
    ck_assert_ptr_nonnull(sp);
    spec_read(sp, text);
    for (int p = 0; p < 2; p++) {
        for (int z = 0; z < 9; z++) {
            char key[32];
            snprintf(key, sizeof key, "%s %s", players[p], zones[z]);
            mark_tokens(sp, p, spec_get(sp, key, ""), false);
        }
    }
    mark_tokens(sp, -1, spec_get(sp, "pending", ""), true);
    char *out = malloc(TEXT_CAP);
    ck_assert_ptr_nonnull(out);
    char params[12000];
    cg_game_params(g, params, sizeof params);
    int n = snprintf(out, TEXT_CAP,
                     "cardgames-state 1\ngame weiss_schwarz\nparams %s\nmoves 0\nrng %s\n"
                     "turn %s\nfirst %s\nphase %s\nresult %s\n",
                     params, rng, spec_get(sp, "turn", "1"), spec_get(sp, "first", "weiss"),
                     spec_get(sp, "phase", "main1"), spec_get(sp, "result", "none"));
    for (int p = 0; p < 2; p++) {
        for (int z = 0; z < 9; z++) {
            char key[32];
            snprintf(key, sizeof key, "%s %s", players[p], zones[z]);
            const char *fallback = z == 7 ? "- - - - -" : z == 8 ? "-" : "";
            n += snprintf(out + n, (size_t)(TEXT_CAP - n), "%s", key);
            if (z == 0)
                for (int i = 0; i < CG_WEISS_SCHWARZ_DECK_SIZE; i++)
                    if (!sp->used[p][i])
                        n += snprintf(out + n, (size_t)(TEXT_CAP - n), " %d", i);
            const char *rest = spec_get(sp, key, fallback);
            n += snprintf(out + n, (size_t)(TEXT_CAP - n), "%s%s\n", rest[0] ? " " : "", rest);
        }
    }
    n += snprintf(out + n, (size_t)(TEXT_CAP - n), "attacked %s\nreverted %s\n",
                  spec_get(sp, "attacked", ""), spec_get(sp, "reverted", ""));
    int abilities = 0;
    for (int i = 0; i < sp->count; i++)
        abilities += strcmp(sp->lines[i].key, "ability") == 0;
    n += snprintf(out + n, (size_t)(TEXT_CAP - n), "abilities %d\n", abilities);
    for (int i = 0; i < sp->count; i++)
        if (strcmp(sp->lines[i].key, "ability") == 0)
            n += snprintf(out + n, (size_t)(TEXT_CAP - n), "ability %s\n", sp->lines[i].rest);
    n += snprintf(out + n, (size_t)(TEXT_CAP - n), "pending %s\n", spec_get(sp, "pending", "none"));
    for (int p = 0; p < 2; p++) {
        char key[32];
        snprintf(key, sizeof key, "%s knows", players[p]);
        const char *knows = spec_get(sp, key, NULL);
        if (knows)
            n += snprintf(out + n, (size_t)(TEXT_CAP - n), "%s %s\n", key, knows);
    }
    snprintf(out + n, (size_t)(TEXT_CAP - n), "end\n");
    free(sp);
    return out;
}

cg_state *ws_position_rng(const cg_game *g, const char *text, const char *rng)
{
    char *saved = ws_position_text(g, text, rng);
    cg_state *s = NULL;
    cg_status st = cg_state_load(g, saved, &s);
    ck_assert_msg(st == CG_OK, "position does not load: %s\n%s", cg_last_error(), saved);
    free(saved);
    return s;
}

cg_state *ws_position(const cg_game *g, const char *text)
{
    return ws_position_rng(g, text, WS_RNG_DEFAULT);
}

void ws_assert_every_card_once(const cg_state *state)
{
    int seen[CG_WEISS_SCHWARZ_CARDS] = {0};
    int cards[CG_WEISS_SCHWARZ_DECK_SIZE];
    for (int p = 0; p < 2; p++) {
        for (int zone = DECK; zone <= REMOVED; zone++) {
            int n = cg_weiss_schwarz_zone_cards(state, p, zone, cards, CG_WEISS_SCHWARZ_DECK_SIZE);
            for (int i = 0; i < n; i++)
                seen[cards[i]]++;
        }
        for (int slot = 0; slot < CG_WEISS_SCHWARZ_SLOTS; slot++)
            if (cg_weiss_schwarz_stage_card(state, p, slot) >= 0)
                seen[cg_weiss_schwarz_stage_card(state, p, slot)]++;
        if (cg_weiss_schwarz_climax_card(state, p) >= 0)
            seen[cg_weiss_schwarz_climax_card(state, p)]++;
    }
    cg_weiss_schwarz_choice choice;
    ck_assert_int_eq(cg_weiss_schwarz_pending_choice(state, &choice), CG_OK);
    /* The card resolving is between hand and place, unless it was applied
       where it is (slot 7). */
    if (choice.kind != CG_WEISS_SCHWARZ_CHOICE_NONE && choice.slot != 7)
        seen[choice.source]++;
    for (int i = 0; i < choice.looked_count; i++)
        seen[choice.looked[i]]++;
    for (int id = 0; id < CG_WEISS_SCHWARZ_CARDS; id++)
        ck_assert_msg(seen[id] == 1, "card %d is in %d places", id, seen[id]);
}

cg_move ws_move(const cg_state *state, const char *text)
{
    cg_move m = 0;
    cg_status st = cg_move_from_string(state, text, &m);
    ck_assert_msg(st == CG_OK, "move '%s': %s", text, cg_last_error());
    return m;
}

void ws_do(cg_state *state, const char *text)
{
    cg_move m = ws_move(state, text);
    ck_assert_msg(cg_state_apply(state, m) == CG_OK, "apply '%s': %s", text, cg_last_error());
}

bool ws_offers(const cg_state *state, const char *text)
{
    cg_move moves[256];
    size_t n = cg_state_legal_moves(state, moves, 256);
    char buf[256];
    for (size_t i = 0; i < n; i++) {
        cg_move_to_string(state, moves[i], buf, sizeof buf);
        if (strcmp(buf, text) == 0)
            return true;
    }
    return false;
}

int ws_move_count(const cg_state *state)
{
    return (int)cg_state_legal_moves(state, NULL, 0);
}

const char *ws_zone_text(const cg_state *state, int player, int zone)
{
    static char text[512];
    int cards[CG_WEISS_SCHWARZ_DECK_SIZE];
    int n = cg_weiss_schwarz_zone_cards(state, player, zone, cards, CG_WEISS_SCHWARZ_DECK_SIZE);
    ck_assert_int_ge(n, 0);
    size_t len = 0;
    text[0] = '\0';
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? " " : "",
                                cards[i] % CG_WEISS_SCHWARZ_DECK_SIZE);
    return text;
}

int ws_zone_count(const cg_state *state, int player, int zone)
{
    return cg_weiss_schwarz_zone_cards(state, player, zone, NULL, 0);
}

int ws_slot(const cg_state *state, int player, int slot)
{
    int card = cg_weiss_schwarz_stage_card(state, player, slot);
    return card < 0 ? -1 : card % CG_WEISS_SCHWARZ_DECK_SIZE;
}

char *ws_saved(const cg_state *state)
{
    size_t n = cg_state_save(state, NULL, 0);
    char *text = malloc(n + 1);
    ck_assert_ptr_nonnull(text);
    cg_state_save(state, text, n + 1);
    return text;
}

const char *ws_render_for(const cg_state *state, int viewer)
{
    static char text[TEXT_CAP];
    cg_state_render(state, viewer, text, sizeof text);
    return text;
}

const char *ws_range(int from, int to)
{
    static char buffers[4][256];
    static int next;
    char *text = buffers[next++ % 4];
    size_t len = 0;
    text[0] = '\0';
    for (int i = from; i <= to; i++)
        len += (size_t)snprintf(text + len, 256 - len, "%s%d", i > from ? " " : "", i);
    return text;
}

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

const char *ws_rng_words(int seed)
{
    static char text[80];
    uint64_t x = (uint64_t)seed;
    uint64_t w[4];
    for (int i = 0; i < 4; i++)
        w[i] = splitmix64(&x);
    snprintf(text, sizeof text, "%016llx %016llx %016llx %016llx", (unsigned long long)w[0],
             (unsigned long long)w[1], (unsigned long long)w[2], (unsigned long long)w[3]);
    return text;
}
