#include "slugdungeon_test_util.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"

enum { SLOTS = 8, SLOT_CAP = 1 << 16 };

static char *slot(void)
{
    static char buffers[SLOTS][SLOT_CAP];
    static int next;
    next = (next + 1) % SLOTS;
    return buffers[next];
}

const cg_game *sdt_game(void)
{
    static cg_game *game;
    if (!game)
        ck_assert_int_eq(cg_game_new("slugdungeon", NULL, &game), CG_OK);
    return game;
}

cg_state *sdt_level(const char *text)
{
    cg_state *s = NULL;
    cg_status st = cg_slugdungeon_state_from_level(sdt_game(), text, strlen(text), &s);
    ck_assert_msg(st == CG_OK, "level does not load: %s", cg_last_error());
    return s;
}

cg_status sdt_load_lines(const char *lines, cg_state **out)
{
    char *text = slot();
    char params[256];
    cg_game_params(sdt_game(), params, sizeof params);
    snprintf(text, SLOT_CAP,
             "cardgames-state 1\ngame slugdungeon\nparams %s\nmoves 0\n"
             "rng 0000000000000001 0000000000000002 0000000000000003 0000000000000004\n%send\n",
             params, lines);
    return cg_state_load(sdt_game(), text, out);
}

const char *sdt_weapon(int weapon)
{
    char *buf = slot();
    cg_slugdungeon_weapon_repr(weapon, buf, SLOT_CAP);
    return buf;
}

const char *sdt_effect(cg_slugdungeon_effect effect)
{
    char *buf = slot();
    cg_slugdungeon_effect_text(&effect, buf, SLOT_CAP);
    return buf;
}

const char *sdt_position(cg_slugdungeon_position p)
{
    char *buf = slot();
    snprintf(buf, SLOT_CAP, "(%d, %d)", (int)p.row, (int)p.col);
    return buf;
}

const char *sdt_positions(const cg_slugdungeon_position *p, int n)
{
    char *buf = slot();
    size_t len = 0;
    buf[len++] = '[';
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(buf + len, SLOT_CAP - len, "%s(%d, %d)", i ? ", " : "",
                                (int)p[i].row, (int)p[i].col);
    snprintf(buf + len, SLOT_CAP - len, "]");
    return buf;
}

const char *sdt_entity(const cg_slugdungeon_entity *e)
{
    char *buf = slot();
    cg_slugdungeon_entity_repr(e, buf, SLOT_CAP);
    return buf;
}

const char *sdt_tile(const cg_slugdungeon_tile *t)
{
    char *buf = slot();
    cg_slugdungeon_tile_repr(t, buf, SLOT_CAP);
    return buf;
}

const char *sdt_slugs(const cg_state *s)
{
    char *buf = slot();
    cg_slugdungeon_slugs_text(s, buf, SLOT_CAP);
    return buf;
}

const char *sdt_tiles(const cg_state *s)
{
    char *buf = slot();
    cg_slugdungeon_tiles_text(s, buf, SLOT_CAP);
    return buf;
}

const char *sdt_save(const cg_state *s)
{
    char *buf = slot();
    ck_assert_uint_lt(cg_state_save(s, buf, SLOT_CAP), SLOT_CAP);
    return buf;
}

const char *sdt_render(const cg_state *s)
{
    char *buf = slot();
    ck_assert_uint_lt(cg_state_render(s, CG_PLAYER_NONE, buf, SLOT_CAP), SLOT_CAP);
    return buf;
}

cg_slugdungeon_entity sdt_player(const cg_state *s)
{
    cg_slugdungeon_entity e;
    ck_assert_int_eq(cg_slugdungeon_player(s, &e), CG_OK);
    return e;
}

cg_slugdungeon_entity sdt_slug(const cg_state *s, int i)
{
    cg_slugdungeon_entity e;
    ck_assert_int_eq(cg_slugdungeon_slug(s, i, &e, NULL), CG_OK);
    return e;
}

cg_slugdungeon_position sdt_slug_position(const cg_state *s, int i)
{
    cg_slugdungeon_position p;
    ck_assert_int_eq(cg_slugdungeon_slug(s, i, NULL, &p), CG_OK);
    return p;
}

cg_slugdungeon_position sdt_player_position(const cg_state *s)
{
    cg_slugdungeon_position p;
    ck_assert_int_eq(cg_slugdungeon_player_position(s, &p), CG_OK);
    return p;
}

void sdt_play(cg_state *s, const char *moves)
{
    char copy[1024];
    snprintf(copy, sizeof copy, "%s", moves);
    for (char *word = strtok(copy, " "); word; word = strtok(NULL, " ")) {
        cg_move m;
        ck_assert_msg(cg_move_from_string(s, word, &m) == CG_OK, "move '%s': %s", word,
                      cg_last_error());
        ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
    }
}
