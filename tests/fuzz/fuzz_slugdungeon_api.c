/*
 * SlugDungeon's typed functions (slugdungeon.h) fed hostile arguments: the
 * input is a script, each step a byte choosing a group of functions and then
 * the bytes of their arguments: any integers as weapons, kinds, indices,
 * positions, deltas and sizes, tiles and entities made of any bytes, NULL
 * pointers, level text, and states that are running, finished, of another
 * game or NULL. Every call either succeeds with a result that keeps the
 * header's promises or fails with an allowed status and a message, leaving
 * its outputs untouched; every state a change makes keeps every promise of a
 * state (fuzz_check_state: legal moves, texts, save and load, clone).
 */
#include <stdlib.h>
#include <string.h>

#include "cardgames/slugdungeon.h"
#include "fuzz.h"

#define FILL 0x5a /* the bytes of an output before a call */
#define STEPS_MAX 48

typedef cg_slugdungeon_position pos;

static const cg_game *slug_game(void)
{
    static cg_game *g;
    if (!g)
        FUZZ_CHECK(cg_game_new("slugdungeon", "max_turns=30", &g) == CG_OK, "no game");
    return g;
}

static const cg_game *war_game(void)
{
    static cg_game *g;
    if (!g)
        FUZZ_CHECK(cg_game_new("war", NULL, &g) == CG_OK, "no game");
    return g;
}

/* The states a script works on. */
enum { RUNNING, FINISHED, FOREIGN, BUILT, STATES };

typedef struct script {
    fuzz_input in;
    cg_state *states[STATES];
} script;

static int32_t any_int(fuzz_input *in)
{
    return (int32_t)fuzz_u32(in);
}

/* Small values most of the time, so that the interesting ones come up. */
static int32_t some_int(fuzz_input *in)
{
    uint8_t b = fuzz_u8(in);
    return b < 0xf0 ? (int32_t)(b % 16) - 4 : any_int(in);
}

/* some_int + k, without overflow (the largest values stay as they are). */
static int32_t some_int_plus(fuzz_input *in, int32_t k)
{
    int32_t v = some_int(in);
    return v > INT32_MAX - k ? v : v + k;
}

static pos some_pos(fuzz_input *in)
{
    pos p;
    p.row = some_int(in);
    p.col = some_int(in);
    return p;
}

static size_t some_cap(fuzz_input *in)
{
    return fuzz_u8(in) % 12;
}

/* A state argument: one of the script's states, or NULL. */
static cg_state *some_state(script *sc)
{
    uint8_t b = fuzz_u8(&sc->in) % (STATES + 1);
    return b < STATES ? sc->states[b] : NULL;
}

static void raw(fuzz_input *in, void *out, size_t n)
{
    unsigned char *p = out;
    for (size_t i = 0; i < n; i++)
        p[i] = fuzz_u8(in);
}

static int untouched(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != FILL)
            return 0;
    return 1;
}

/* An snprintf-style call: its length asked with NULL, then given a short
   buffer, which gets the prefix and a NUL. */
typedef size_t (*text_fn)(const void *arg, int extra, char *buf, size_t cap);

/* An empty text is a failure, with its message, unless it may be empty (a
   tile's symbol may). */
enum { NEVER_EMPTY, MAY_BE_EMPTY };

static void check_text(text_fn fn, const void *arg, int extra, size_t cap, const char *what,
                       int empty)
{
    size_t n = fn(arg, extra, NULL, 0);
    char *full = malloc(n + 1), cut[12];
    FUZZ_CHECK(full != NULL, "out of memory");
    FUZZ_CHECK(fn(arg, extra, full, n + 1) == n && strlen(full) == n, "%s: length", what);
    memset(cut, FILL, sizeof cut);
    FUZZ_CHECK(fn(arg, extra, cut, cap) == n, "%s: length with %zu bytes", what, cap);
    if (cap > 0)
        FUZZ_CHECK(strlen(cut) == (n < cap ? n : cap - 1) && strncmp(cut, full, strlen(cut)) == 0,
                   "%s: a short buffer gets no prefix", what);
    else
        FUZZ_CHECK(untouched(cut, sizeof cut), "%s: a buffer of 0 was written", what);
    if (n == 0 && empty == NEVER_EMPTY)
        FUZZ_CHECK(cg_last_error()[0] != '\0', "%s: empty without a message", what);
    free(full);
}

static size_t weapon_repr(const void *arg, int weapon, char *buf, size_t cap)
{
    (void)arg;
    return cg_slugdungeon_weapon_repr(weapon, buf, cap);
}

static size_t effect_text(const void *arg, int extra, char *buf, size_t cap)
{
    (void)extra;
    return cg_slugdungeon_effect_text(arg, buf, cap);
}

static size_t tile_text(const void *arg, int repr, char *buf, size_t cap)
{
    return repr ? cg_slugdungeon_tile_repr(arg, buf, cap) : cg_slugdungeon_tile_text(arg, buf, cap);
}

static size_t entity_repr(const void *arg, int extra, char *buf, size_t cap)
{
    (void)extra;
    return cg_slugdungeon_entity_repr(arg, buf, cap);
}

static size_t model_text(const void *arg, int slugs, char *buf, size_t cap)
{
    return slugs ? cg_slugdungeon_slugs_text(arg, buf, cap)
                 : cg_slugdungeon_tiles_text(arg, buf, cap);
}

/* A value the header says a failure returns, with its message. */
static void check_neutral(int failed, const char *what)
{
    if (failed)
        FUZZ_CHECK(cg_last_error()[0] != '\0', "%s failed without a message", what);
}

/* ---- weapons and effects ---- */

static void weapons(script *sc)
{
    fuzz_input *in = &sc->in;
    int weapon = some_int(in);
    int valid = weapon >= CG_SLUGDUNGEON_WEAPON && weapon <= CG_SLUGDUNGEON_HEALING_ROCK;
    const char *name = cg_slugdungeon_weapon_name(weapon);
    FUZZ_CHECK(name && (name[0] != '\0') == valid, "weapon_name(%d)", weapon);
    check_neutral(!valid, "weapon_name");
    FUZZ_CHECK((cg_slugdungeon_weapon_symbol(weapon) != '\0') == valid, "weapon_symbol(%d)",
               weapon);
    int range = cg_slugdungeon_weapon_range(weapon);
    FUZZ_CHECK(valid ? range >= 0 && range <= 2 : range == -1, "weapon_range(%d)", weapon);
    cg_slugdungeon_effect effect;
    memset(&effect, FILL, sizeof effect);
    cg_status st = cg_slugdungeon_weapon_effect(weapon, fuzz_u8(in) & 1 ? &effect : NULL);
    if (st != CG_OK) {
        fuzz_check_failure(st, "weapon_effect");
        FUZZ_CHECK(untouched(&effect, sizeof effect), "weapon_effect wrote on failure");
    }
    pos targets[10], from = some_pos(in);
    size_t cap = some_cap(in) % 9;
    memset(targets, FILL, sizeof targets);
    pos *out = fuzz_u8(in) & 1 ? targets : NULL;
    int n = cg_slugdungeon_weapon_targets(weapon, from, out, cap);
    check_neutral(n == -1, "weapon_targets");
    FUZZ_CHECK(n == -1 || (valid && n == 4 * range), "weapon_targets(%d): %d", weapon, n);
    FUZZ_CHECK(untouched(targets + cap, sizeof targets - cap * sizeof *targets),
               "weapon_targets wrote past %zu", cap);
    check_text(weapon_repr, NULL, weapon, some_cap(in), "weapon_repr", NEVER_EMPTY);
    cg_slugdungeon_effect hostile;
    raw(in, &hostile, sizeof hostile);
    const cg_slugdungeon_effect *effect_in = fuzz_u8(in) & 1 ? &hostile : NULL;
    check_text(effect_text, effect_in, 0, some_cap(in), "effect_text", NEVER_EMPTY);
}

/* ---- tiles ---- */

static void tile_of(fuzz_input *in, cg_slugdungeon_tile *tile)
{
    char symbol[20];
    size_t n = fuzz_u8(in) % sizeof symbol;
    raw(in, symbol, n);
    symbol[n < sizeof symbol ? n : sizeof symbol - 1] = '\0';
    cg_status st;
    switch (fuzz_u8(in) % 4) {
    case 0: st = cg_slugdungeon_tile_init(tile, symbol, some_int(in)); break;
    case 1: st = cg_slugdungeon_create_tile(symbol, tile); break;
    case 2: st = cg_slugdungeon_tile_init(tile, NULL, 0); break;
    default: raw(in, tile, sizeof *tile); return;
    }
    if (st != CG_OK) {
        fuzz_check_failure(st, "making a tile");
        raw(in, tile, sizeof *tile);
    }
}

static void tiles(script *sc)
{
    fuzz_input *in = &sc->in;
    cg_slugdungeon_tile tile;
    tile_of(in, &tile);
    const cg_slugdungeon_tile *t = fuzz_u8(in) % 8 ? &tile : NULL;
    int blocking = cg_slugdungeon_tile_is_blocking(t);
    FUZZ_CHECK(blocking >= -1 && blocking <= 1, "tile_is_blocking %d", blocking);
    check_neutral(blocking < 0, "tile_is_blocking");
    int weapon = cg_slugdungeon_tile_weapon(t);
    FUZZ_CHECK((weapon < 0) == (blocking < 0) && weapon <= CG_SLUGDUNGEON_HEALING_ROCK,
               "tile_weapon %d", weapon);
    check_text(tile_text, t, 0, some_cap(in), "tile_text", MAY_BE_EMPTY);
    check_text(tile_text, t, 1, some_cap(in), "tile_repr", NEVER_EMPTY);
    cg_slugdungeon_tile before = tile;
    int w = some_int(in);
    cg_status st = cg_slugdungeon_tile_set_weapon(fuzz_u8(in) % 8 ? &tile : NULL, w);
    if (st != CG_OK) {
        fuzz_check_failure(st, "tile_set_weapon");
        FUZZ_CHECK(memcmp(&before, &tile, sizeof tile) == 0, "tile_set_weapon changed a tile");
    } else {
        FUZZ_CHECK(cg_slugdungeon_tile_weapon(&tile) == w, "tile_set_weapon(%d)", w);
    }
    st = cg_slugdungeon_tile_remove_weapon(fuzz_u8(in) % 8 ? &tile : NULL);
    if (st != CG_OK)
        fuzz_check_failure(st, "tile_remove_weapon");
    else
        FUZZ_CHECK(cg_slugdungeon_tile_weapon(&tile) == 0, "tile_remove_weapon");
}

/* ---- entities ---- */

static void entity_of(fuzz_input *in, cg_slugdungeon_entity *e)
{
    cg_status st;
    int kind, max_health;
    switch (fuzz_u8(in) % 4) {
    case 0:
        kind = some_int(in);
        max_health = some_int_plus(in, 8);
        st = cg_slugdungeon_entity_init(e, kind, max_health);
        break;
    case 1: st = cg_slugdungeon_slug_init(e, some_int_plus(in, 4)); break;
    case 2: st = cg_slugdungeon_entity_init(NULL, CG_SLUGDUNGEON_PLAYER, 5); break;
    default: raw(in, e, sizeof *e); return;
    }
    if (st != CG_OK) {
        fuzz_check_failure(st, "making an entity");
        raw(in, e, sizeof *e);
    }
}

static void entity_reads(fuzz_input *in, const cg_slugdungeon_entity *e)
{
    int health = cg_slugdungeon_entity_health(e);
    int bad = health < 0;
    check_neutral(bad, "entity_health");
    FUZZ_CHECK((cg_slugdungeon_entity_name(e)[0] == '\0') == bad, "entity_name");
    FUZZ_CHECK((cg_slugdungeon_entity_symbol(e) == '\0') == bad, "entity_symbol");
    int max = cg_slugdungeon_entity_max_health(e);
    FUZZ_CHECK(bad ? max == -1 : health <= max && max >= 1, "health %d of %d", health, max);
    FUZZ_CHECK((cg_slugdungeon_entity_poison(e) < 0) == bad, "entity_poison");
    FUZZ_CHECK((cg_slugdungeon_entity_weapon(e) < 0) == bad, "entity_weapon");
    FUZZ_CHECK((cg_slugdungeon_entity_is_alive(e) < 0) == bad, "entity_is_alive");
    check_text(entity_repr, e, 0, some_cap(in), "entity_repr", NEVER_EMPTY);
    pos targets[8];
    int n = cg_slugdungeon_entity_weapon_targets(e, some_pos(in), targets, 8);
    FUZZ_CHECK(n <= 8 && (n >= 0 || cg_last_error()[0]), "entity_weapon_targets %d", n);
    cg_slugdungeon_effect effect;
    cg_status st = cg_slugdungeon_entity_weapon_effect(e, fuzz_u8(in) % 8 ? &effect : NULL);
    if (st != CG_OK)
        fuzz_check_failure(st, "entity_weapon_effect");
}

static void entity_changes(fuzz_input *in, cg_slugdungeon_entity *e)
{
    cg_slugdungeon_entity before = *e;
    cg_status st = cg_slugdungeon_entity_equip(e, some_int(in));
    if (st != CG_OK)
        FUZZ_CHECK(memcmp(&before, e, sizeof *e) == 0, "equip changed a refused entity");
    cg_slugdungeon_effect effect;
    effect.damage = some_int(in);
    effect.healing = some_int(in);
    effect.poison = some_int(in);
    before = *e;
    st = cg_slugdungeon_apply_effects(e, fuzz_u8(in) % 8 ? &effect : NULL);
    if (st != CG_OK) {
        fuzz_check_failure(st, "apply_effects");
        FUZZ_CHECK(memcmp(&before, e, sizeof *e) == 0, "apply_effects changed an entity");
    } else {
        FUZZ_CHECK(e->health >= 0 && e->health <= e->max_health && e->poison >= 0 &&
                       e->poison <= CG_SLUGDUNGEON_STAT_MAX,
                   "apply_effects left health %d of %d, poison %d", (int)e->health,
                   (int)e->max_health, (int)e->poison);
    }
    st = cg_slugdungeon_apply_poison(e);
    if (st == CG_OK)
        FUZZ_CHECK(e->health >= 0 && e->poison >= 0, "apply_poison went below 0");
    int can = cg_slugdungeon_slug_can_move(e);
    st = cg_slugdungeon_slug_end_turn(e);
    FUZZ_CHECK((can < 0) == (st != CG_OK), "slug_can_move %d, slug_end_turn %d", can, (int)st);
    if (st == CG_OK)
        FUZZ_CHECK(cg_slugdungeon_slug_can_move(e) == !can, "slug_end_turn did not toggle");
}

static void choose(fuzz_input *in, const cg_slugdungeon_entity *e)
{
    pos candidates[6];
    size_t count = fuzz_u8(in) % 7;
    for (size_t i = 0; i < count; i++)
        candidates[i] = some_pos(in);
    pos current = some_pos(in), player = some_pos(in), out;
    memset(&out, FILL, sizeof out);
    int hostile = fuzz_u8(in);
    cg_status st = cg_slugdungeon_choose_move(e, hostile % 8 ? candidates : NULL, count, current,
                                              player, hostile % 8 == 7 ? NULL : &out);
    if (st != CG_OK) {
        fuzz_check_failure(st, "choose_move");
        FUZZ_CHECK(untouched(&out, sizeof out), "choose_move wrote on failure");
        return;
    }
    int among = out.row == current.row && out.col == current.col;
    for (size_t i = 0; i < count; i++)
        among |= out.row == candidates[i].row && out.col == candidates[i].col;
    FUZZ_CHECK(among, "choose_move chose (%d, %d), not a candidate", (int)out.row, (int)out.col);
}

static void entities(script *sc)
{
    fuzz_input *in = &sc->in;
    cg_slugdungeon_entity e;
    entity_of(in, &e);
    entity_reads(in, fuzz_u8(in) % 8 ? &e : NULL);
    choose(in, fuzz_u8(in) % 8 ? &e : NULL);
    entity_changes(in, &e);
}

/* ---- the model's readers ---- */

static void model_reads(script *sc)
{
    fuzz_input *in = &sc->in;
    const cg_state *s = some_state(sc);
    int model = s && cg_state_game(s) == slug_game();
    int rows = FILL, cols = FILL, *rows_out = fuzz_u8(in) % 8 ? &rows : NULL;
    cg_status st = cg_slugdungeon_dimensions(s, rows_out, &cols);
    FUZZ_CHECK((st == CG_OK) == (model && rows_out), "dimensions gave %s", cg_status_name(st));
    if (st != CG_OK)
        fuzz_check_failure(st, "dimensions");
    else
        FUZZ_CHECK(rows >= 1 && rows <= 64 && cols >= 1 && cols <= 64, "%d x %d", rows, cols);
    cg_slugdungeon_tile tile;
    memset(&tile, FILL, sizeof tile);
    st = cg_slugdungeon_tile_at(s, some_pos(in), &tile);
    if (st != CG_OK)
        FUZZ_CHECK(untouched(&tile, sizeof tile), "tile_at wrote on failure");
    else
        FUZZ_CHECK(cg_slugdungeon_tile_is_blocking(&tile) >= 0, "tile_at gave a bad tile");
    cg_slugdungeon_tile some[12];
    size_t cap = some_cap(in);
    memset(some, FILL, sizeof some);
    int n = cg_slugdungeon_tiles(s, fuzz_u8(in) % 4 ? some : NULL, cap);
    FUZZ_CHECK(model ? n >= 1 : n == -1, "tiles %d", n);
    FUZZ_CHECK(untouched(some + cap, sizeof some - cap * sizeof *some), "tiles wrote past cap");
    check_text(model_text, s, 0, some_cap(in), "tiles_text", NEVER_EMPTY);
    check_text(model_text, s, 1, some_cap(in), "slugs_text", NEVER_EMPTY);
    int count = cg_slugdungeon_slug_count(s);
    FUZZ_CHECK(model ? count >= 0 && count <= 64 : count == -1, "slug_count %d", count);
    int index = some_int(in);
    cg_slugdungeon_entity e;
    pos at;
    memset(&e, FILL, sizeof e);
    st = cg_slugdungeon_slug(s, index, fuzz_u8(in) % 4 ? &e : NULL, &at);
    FUZZ_CHECK((st == CG_OK) == (model && index >= 0 && index < count), "slug(%d)", index);
    if (st != CG_OK)
        FUZZ_CHECK(untouched(&e, sizeof e), "slug wrote on failure");
    int found = FILL;
    pos where = some_pos(in);
    st = cg_slugdungeon_slug_index_at(s, where, fuzz_u8(in) % 8 ? &found : NULL);
    FUZZ_CHECK(st != CG_OK || (found >= -1 && found < count), "slug_index_at %d", found);
    pos positions[6];
    index = some_int(in);
    n = cg_slugdungeon_valid_slug_positions(s, index, positions, some_cap(in) % 6);
    FUZZ_CHECK(n >= -1 && n <= 5, "valid_slug_positions %d", n);
    cg_slugdungeon_entity player;
    st = cg_slugdungeon_player(s, fuzz_u8(in) % 8 ? &player : NULL);
    if (st == CG_OK)
        FUZZ_CHECK(cg_slugdungeon_entity_health(&player) >= 0, "player gave a bad entity");
    pos p;
    if ((st = cg_slugdungeon_player_position(s, &p)) != CG_OK)
        fuzz_check_failure(st, "player_position");
    if ((st = cg_slugdungeon_previous_position(s, fuzz_u8(in) % 8 ? &p : NULL)) != CG_OK)
        fuzz_check_failure(st, "previous_position");
    FUZZ_CHECK((cg_slugdungeon_has_won(s) < 0) == !model, "has_won");
    FUZZ_CHECK((cg_slugdungeon_has_lost(s) < 0) == !model, "has_lost");
    FUZZ_CHECK(model || cg_slugdungeon_turns(s) == 0, "turns of no model");
    const cg_game *g = fuzz_u8(in) % 3 == 0 ? war_game() : fuzz_u8(in) % 2 ? slug_game() : NULL;
    FUZZ_CHECK((cg_slugdungeon_max_turns(g) == 30) == (g == slug_game()), "max_turns");
}

/* ---- the model's changes ---- */

static void model_changes(script *sc)
{
    fuzz_input *in = &sc->in;
    int which = fuzz_u8(in) % (STATES + 1);
    cg_state *s = which < STATES ? sc->states[which] : NULL;
    int over = s && cg_state_game(s) == slug_game() && cg_state_is_terminal(s);
    char *before = s && cg_state_game(s) == slug_game() ? fuzz_save(s) : NULL;
    cg_status st;
    int attacker;
    switch (fuzz_u8(in) % 3) {
    case 0:
        attacker = some_int(in);
        st = cg_slugdungeon_perform_attack(s, attacker, some_pos(in));
        break;
    case 1: st = cg_slugdungeon_end_turn(s); break;
    default: st = cg_slugdungeon_handle_player_move(s, some_pos(in)); break;
    }
    if (st != CG_OK) {
        fuzz_check_failure(st, "a change of the model");
        FUZZ_CHECK(!over || st == CG_EOVER || st == CG_EINVAL, "a finished game gave %s",
                   cg_status_name(st));
        if (before) {
            char *after = fuzz_save(s);
            FUZZ_CHECK(strcmp(before, after) == 0, "a refused change changed the state");
            free(after);
        }
    } else {
        FUZZ_CHECK(!over, "a finished game changed");
        fuzz_check_state(s);
    }
    free(before);
}

/* ---- making models ---- */

static void replace(script *sc, int which, cg_state *s)
{
    cg_state_free(sc->states[which]);
    sc->states[which] = s;
    fuzz_check_state(s);
}

static void from_level(script *sc)
{
    fuzz_input *in = &sc->in;
    char *text = fuzz_line(in);
    for (char *p = text; *p; p++)
        if (*p == '|')
            *p = '\n'; /* a level on one line of the script */
    static const char missing[] = "/nonexistent/slugdungeon/level.txt";
    cg_state *s = (cg_state *)sc, *kept = s;
    uint8_t bits = fuzz_u8(in), how = bits % 8;
    const cg_game *g = how == 1 ? NULL : how == 2 ? war_game() : slug_game();
    cg_status st = how == 3   ? cg_slugdungeon_state_from_level(g, NULL, 4, &s)
                   : how == 4 ? cg_slugdungeon_state_from_level(g, text, strlen(text), NULL)
                   : how == 5 ? cg_slugdungeon_state_from_file(g, bits & 8 ? NULL : missing, &s)
                              : cg_slugdungeon_state_from_level(g, text, strlen(text), &s);
    free(text);
    if (st != CG_OK) {
        fuzz_check_failure(st, "reading a level");
        FUZZ_CHECK(s == kept, "a refused level wrote *out");
        return;
    }
    replace(sc, RUNNING, s);
}

static void model_new(script *sc)
{
    fuzz_input *in = &sc->in;
    enum { CELLS = 16, SLUGS = 4 };
    cg_slugdungeon_tile board[CELLS];
    cg_slugdungeon_entity slugs[SLUGS], player;
    pos at[SLUGS];
    int rows = some_int(in), cols = some_int(in);
    for (int i = 0; i < CELLS; i++)
        tile_of(in, &board[i]);
    size_t count = fuzz_u8(in) % (SLUGS + 1);
    for (size_t i = 0; i < count; i++) {
        entity_of(in, &slugs[i]);
        at[i] = some_pos(in);
    }
    entity_of(in, &player);
    pos start = some_pos(in);
    uint8_t how = fuzz_u8(in);
    /* the board the arrays hold: at most 4 x 4 */
    if (rows > 0 && cols > 0 && (how & 1) && (int64_t)rows * cols > CELLS)
        rows = 1, cols = CELLS;
    if (!(how & 1) && (rows < 0 || cols < 0 || (int64_t)rows * cols > CELLS))
        rows = 4, cols = 4;
    cg_state *s = (cg_state *)sc, *kept = s;
    cg_status st = cg_slugdungeon_model_new(
        how % 16 == 2 ? war_game() : slug_game(), how % 16 == 3 ? NULL : board, rows, cols,
        how % 16 == 4 ? NULL : slugs, how % 16 == 5 ? NULL : at, how % 16 == 6 ? (size_t)65 : count,
        how % 16 == 7 ? NULL : &player, start, how % 16 == 8 ? NULL : &s);
    if (st != CG_OK) {
        fuzz_check_failure(st, "model_new");
        FUZZ_CHECK(s == kept, "a refused model wrote *out");
        return;
    }
    replace(sc, BUILT, s);
}

/* ---- the script ---- */

static cg_state *level_state(const char *level, const char *moves)
{
    cg_state *s = NULL;
    FUZZ_CHECK(cg_slugdungeon_state_from_level(slug_game(), level, strlen(level), &s) == CG_OK,
               "a level does not read");
    for (const char *m = moves; *m; m++) {
        cg_move move;
        char text[2] = {*m, '\0'};
        FUZZ_CHECK(cg_move_from_string(s, text, &move) == CG_OK && cg_state_apply(s, move) == CG_OK,
                   "move %s", text);
    }
    return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    script sc = {{data, size}, {NULL}};
    FUZZ_CHECK(cg_state_new(slug_game(), 1, &sc.states[RUNNING]) == CG_OK, "no state");
    sc.states[FINISHED] = level_state("1\n####\n#PG#\n####\n", "d");
    FUZZ_CHECK(cg_state_new(war_game(), 2, &sc.states[FOREIGN]) == CG_OK, "no state");
    sc.states[BUILT] = level_state("5\n######\n#PA S#\n#  LG#\n######\n", "");
    for (int step = 0; step < STEPS_MAX && sc.in.size > 0; step++) {
        switch (fuzz_u8(&sc.in) % 7) {
        case 0: weapons(&sc); break;
        case 1: tiles(&sc); break;
        case 2: entities(&sc); break;
        case 3: model_reads(&sc); break;
        case 4: model_changes(&sc); break;
        case 5: from_level(&sc); break;
        default: model_new(&sc); break;
        }
    }
    for (int i = 0; i < STATES; i++)
        cg_state_free(sc.states[i]);
    return 0;
}
