/*
 * SlugDungeon: bad input for every function of slugdungeon.h — NULL, a state
 * or game of another game, values out of range: the right status, a precise
 * message, and nothing changed.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "slugdungeon_test_util.h"

#define ASSERT_ERROR(call, status, message)                                                        \
    do {                                                                                           \
        ck_assert_int_eq((call), (status));                                                        \
        ck_assert_str_eq(cg_last_error(), (message));                                              \
    } while (0)

static cg_game *war_game;
static cg_state *war_state;

static void make_war(void)
{
    ck_assert_int_eq(cg_game_new("war", NULL, &war_game), CG_OK);
    ck_assert_int_eq(cg_state_new(war_game, 1, &war_state), CG_OK);
}

static void free_war(void)
{
    cg_state_free(war_state);
    cg_game_free(war_game);
}

/* ---- weapons ---- */

START_TEST(test_weapon_functions_refuse_values_that_are_no_weapon)
{
    const char *no_weapon = "cg_slugdungeon_weapon_name: 0 is not a weapon (1 AbstractWeapon .. "
                            "4 HealingRock)";
    ck_assert_str_eq(cg_slugdungeon_weapon_name(0), "");
    ck_assert_str_eq(cg_last_error(), no_weapon);
    ck_assert_str_eq(cg_slugdungeon_weapon_name(5), "");
    ck_assert_int_eq(cg_slugdungeon_weapon_symbol(-1), '\0');
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_weapon_symbol: -1 is not a weapon (1 "
                                      "AbstractWeapon .. 4 HealingRock)");
    ck_assert_int_eq(cg_slugdungeon_weapon_range(0), -1);
    cg_slugdungeon_effect e = {7, 7, 7};
    ASSERT_ERROR(cg_slugdungeon_weapon_effect(9, &e), CG_EINVAL,
                 "cg_slugdungeon_weapon_effect: 9 is not a weapon (1 AbstractWeapon .. 4 "
                 "HealingRock)");
    ck_assert_int_eq(e.damage, 7);
    ASSERT_ERROR(cg_slugdungeon_weapon_effect(2, NULL), CG_EINVAL,
                 "cg_slugdungeon_weapon_effect: out is NULL");
    cg_slugdungeon_position out[8] = {{9, 9}};
    ck_assert_int_eq(cg_slugdungeon_weapon_targets(0, POS(1, 1), out, 8), -1);
    ck_assert_int_eq(cg_slugdungeon_weapon_targets(2, POS(1000000001, 0), out, 8), -1);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_weapon_targets: the weapon's coordinate "
                                      "1000000001 is beyond +-1000000000");
    ck_assert_int_eq(out[0].row, 9);
    char buf[16] = "x";
    ck_assert_uint_eq(cg_slugdungeon_weapon_repr(5, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_weapon_repr: 5 is not a weapon (0 none .. 4 "
                                      "HealingRock)");
    ck_assert_uint_eq(cg_slugdungeon_effect_text(NULL, buf, sizeof buf), 0);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_effect_text: effect is NULL");
}
END_TEST

START_TEST(test_weapon_targets_fill_only_the_room_given)
{
    cg_slugdungeon_position out[3] = {{9, 9}, {9, 9}, {9, 9}};
    ck_assert_int_eq(cg_slugdungeon_weapon_targets(CG_SLUGDUNGEON_POISON_DART, POS(1, 1), out, 2),
                     8);
    ck_assert_str_eq(sdt_positions(out, 3), "[(1, 2), (1, 0), (9, 9)]");
    ck_assert_int_eq(cg_slugdungeon_weapon_targets(CG_SLUGDUNGEON_POISON_DART, POS(1, 1), NULL, 0),
                     8);
    char small[5];
    ck_assert_uint_eq(cg_slugdungeon_weapon_repr(CG_SLUGDUNGEON_POISON_DART, small, sizeof small),
                      12);
    ck_assert_str_eq(small, "Pois");
}
END_TEST

/* ---- tiles ---- */

START_TEST(test_tile_functions_refuse_null_and_malformed_tiles)
{
    cg_slugdungeon_tile tile;
    ASSERT_ERROR(cg_slugdungeon_tile_init(NULL, "#", 1), CG_EINVAL,
                 "cg_slugdungeon_tile_init: tile is NULL");
    ck_assert_int_eq(cg_slugdungeon_tile_init(&tile, "G", 0), CG_OK);
    cg_slugdungeon_tile before = tile;
    ASSERT_ERROR(cg_slugdungeon_tile_init(&tile, NULL, 0), CG_EINVAL,
                 "cg_slugdungeon_tile_init: symbol is NULL");
    ASSERT_ERROR(cg_slugdungeon_tile_init(&tile, "0123456789abcdef", 0), CG_EINVAL,
                 "cg_slugdungeon_tile_init: symbol '0123456789abcdef' is longer than 15 bytes");
    ASSERT_ERROR(cg_slugdungeon_create_tile(NULL, &tile), CG_EINVAL,
                 "cg_slugdungeon_create_tile: symbol is NULL");
    ASSERT_ERROR(cg_slugdungeon_create_tile("#", NULL), CG_EINVAL,
                 "cg_slugdungeon_create_tile: out is NULL");
    ASSERT_ERROR(cg_slugdungeon_tile_set_weapon(&tile, 5), CG_EINVAL,
                 "cg_slugdungeon_tile_set_weapon: 5 is not a weapon (0 none .. 4 HealingRock)");
    ck_assert_mem_eq(&tile, &before, sizeof tile);

    ck_assert_int_eq(cg_slugdungeon_tile_is_blocking(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_tile_is_blocking: tile is NULL");
    ck_assert_int_eq(cg_slugdungeon_tile_weapon(NULL), -1);
    ASSERT_ERROR(cg_slugdungeon_tile_remove_weapon(NULL), CG_EINVAL,
                 "cg_slugdungeon_tile_remove_weapon: tile is NULL");
    char buf[32] = "x";
    ck_assert_uint_eq(cg_slugdungeon_tile_text(NULL, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(cg_slugdungeon_tile_repr(NULL, buf, sizeof buf), 0);

    cg_slugdungeon_tile bad = tile;
    bad.blocking = 7;
    ck_assert_int_eq(cg_slugdungeon_tile_is_blocking(&bad), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_slugdungeon_tile_is_blocking: the tile's blocking is 7, not 0 or 1");
    bad = tile;
    bad.weapon = 8;
    ck_assert_int_eq(cg_slugdungeon_tile_weapon(&bad), -1);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_tile_weapon: the tile holds 8, which is no "
                                      "weapon");
    memset(bad.symbol, 'x', sizeof bad.symbol);
    bad.weapon = 0;
    ck_assert_uint_eq(cg_slugdungeon_tile_repr(&bad, buf, sizeof buf), 0);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_tile_repr: the tile's symbol is not "
                                      "NUL-terminated");
}
END_TEST

START_TEST(test_tile_init_takes_any_true_value_as_blocking)
{
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_tile_init(&tile, "w", 42), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_tile_is_blocking(&tile), 1);
    ck_assert_int_eq(cg_slugdungeon_tile_init(&tile, "", 0), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile('', False)");
}
END_TEST

/* ---- entities ---- */

START_TEST(test_entity_constructors_refuse_bad_kinds_and_health)
{
    cg_slugdungeon_entity e;
    ck_assert_int_eq(cg_slugdungeon_entity_init(&e, CG_SLUGDUNGEON_PLAYER, 3), CG_OK);
    cg_slugdungeon_entity before = e;
    ASSERT_ERROR(cg_slugdungeon_entity_init(NULL, CG_SLUGDUNGEON_PLAYER, 3), CG_EINVAL,
                 "cg_slugdungeon_entity_init: entity is NULL");
    ASSERT_ERROR(cg_slugdungeon_entity_init(&e, CG_SLUGDUNGEON_ANGRY_SLUG, 3), CG_EINVAL,
                 "cg_slugdungeon_entity_init: kind 4 is not Entity (0), Player (1) or Slug (2); "
                 "concrete slugs are made by cg_slugdungeon_slug_init");
    ASSERT_ERROR(cg_slugdungeon_entity_init(&e, CG_SLUGDUNGEON_ENTITY, 0), CG_EINVAL,
                 "cg_slugdungeon_entity_init: maximum health 0 is not in 1..1000000");
    ASSERT_ERROR(cg_slugdungeon_entity_init(&e, CG_SLUGDUNGEON_ENTITY, 1000001), CG_EINVAL,
                 "cg_slugdungeon_entity_init: maximum health 1000001 is not in 1..1000000");
    ASSERT_ERROR(cg_slugdungeon_slug_init(NULL, CG_SLUGDUNGEON_NICE_SLUG), CG_EINVAL,
                 "cg_slugdungeon_slug_init: entity is NULL");
    ASSERT_ERROR(cg_slugdungeon_slug_init(&e, CG_SLUGDUNGEON_SLUG), CG_EINVAL,
                 "cg_slugdungeon_slug_init: kind 2 is not NiceSlug (3), AngrySlug (4) or "
                 "ScaredSlug (5)");
    ck_assert_mem_eq(&e, &before, sizeof e);
}
END_TEST

/* Each field out of its range makes a malformed entity. */
START_TEST(test_entity_functions_refuse_malformed_entities)
{
    static const struct {
        cg_slugdungeon_entity entity;
        const char *why;
    } cases[] = {
        {{9, 10, 10, 0, 0, 0}, "9 is not a kind of entity"},
        {{CG_SLUGDUNGEON_NICE_SLUG, 11, 10, 0, 4, 1},
         "a NiceSlug cannot have a maximum health of 11"},
        {{CG_SLUGDUNGEON_PLAYER, 0, 0, 0, 0, 0}, "a Player cannot have a maximum health of 0"},
        {{CG_SLUGDUNGEON_PLAYER, 10, 11, 0, 0, 0}, "health 11 is not in 0..10"},
        {{CG_SLUGDUNGEON_PLAYER, 10, 10, -1, 0, 0}, "poison -1 is not in 0..1000000000"},
        {{CG_SLUGDUNGEON_PLAYER, 10, 10, 0, 5, 0}, "the entity holds 5, which is no weapon"},
        {{CG_SLUGDUNGEON_SLUG, 10, 10, 0, 0, 2}, "can_move is 2, not 0 or 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cg_slugdungeon_entity e = cases[i].entity;
        char message[256];
        snprintf(message, sizeof message, "cg_slugdungeon_entity_health: %s", cases[i].why);
        ck_assert_int_eq(cg_slugdungeon_entity_health(&e), -1);
        ck_assert_str_eq(cg_last_error(), message);
        snprintf(message, sizeof message, "cg_slugdungeon_apply_poison: %s", cases[i].why);
        ASSERT_ERROR(cg_slugdungeon_apply_poison(&e), CG_EINVAL, message);
        ck_assert_mem_eq(&e, &cases[i].entity, sizeof e);
    }
}
END_TEST

START_TEST(test_entity_functions_refuse_null)
{
    char buf[16] = "x";
    ck_assert_str_eq(cg_slugdungeon_entity_name(NULL), "");
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_entity_name: entity is NULL");
    ck_assert_int_eq(cg_slugdungeon_entity_symbol(NULL), '\0');
    ck_assert_int_eq(cg_slugdungeon_entity_health(NULL), -1);
    ck_assert_int_eq(cg_slugdungeon_entity_max_health(NULL), -1);
    ck_assert_int_eq(cg_slugdungeon_entity_poison(NULL), -1);
    ck_assert_int_eq(cg_slugdungeon_entity_weapon(NULL), -1);
    ck_assert_int_eq(cg_slugdungeon_entity_is_alive(NULL), -1);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_entity_is_alive: entity is NULL");
    ck_assert_uint_eq(cg_slugdungeon_entity_repr(NULL, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    ASSERT_ERROR(cg_slugdungeon_entity_equip(NULL, 1), CG_EINVAL,
                 "cg_slugdungeon_entity_equip: entity is NULL");
    ck_assert_int_eq(cg_slugdungeon_entity_weapon_targets(NULL, POS(0, 0), NULL, 0), -1);
    cg_slugdungeon_effect effect = {0, 0, 0};
    ASSERT_ERROR(cg_slugdungeon_entity_weapon_effect(NULL, &effect), CG_EINVAL,
                 "cg_slugdungeon_entity_weapon_effect: entity is NULL");
    ASSERT_ERROR(cg_slugdungeon_apply_effects(NULL, &effect), CG_EINVAL,
                 "cg_slugdungeon_apply_effects: entity is NULL");
    ASSERT_ERROR(cg_slugdungeon_apply_poison(NULL), CG_EINVAL,
                 "cg_slugdungeon_apply_poison: entity is NULL");
    ck_assert_int_eq(cg_slugdungeon_slug_can_move(NULL), -1);
    ASSERT_ERROR(cg_slugdungeon_slug_end_turn(NULL), CG_EINVAL,
                 "cg_slugdungeon_slug_end_turn: entity is NULL");
}
END_TEST

START_TEST(test_entity_operations_refuse_bad_values_and_change_nothing)
{
    cg_slugdungeon_entity e;
    ck_assert_int_eq(cg_slugdungeon_slug_init(&e, CG_SLUGDUNGEON_ANGRY_SLUG), CG_OK);
    cg_slugdungeon_entity before = e;
    ASSERT_ERROR(cg_slugdungeon_entity_equip(&e, 7), CG_EINVAL,
                 "cg_slugdungeon_entity_equip: 7 is not a weapon (0 none .. 4 HealingRock)");
    ASSERT_ERROR(cg_slugdungeon_apply_effects(&e, NULL), CG_EINVAL,
                 "cg_slugdungeon_apply_effects: effect is NULL");
    cg_slugdungeon_effect negative = {.damage = -2};
    ASSERT_ERROR(cg_slugdungeon_apply_effects(&e, &negative), CG_EINVAL,
                 "cg_slugdungeon_apply_effects: effect value -2 is not in 0..1000000000");
    ASSERT_ERROR(cg_slugdungeon_entity_weapon_effect(&e, NULL), CG_EINVAL,
                 "cg_slugdungeon_entity_weapon_effect: out is NULL");
    ck_assert_int_eq(cg_slugdungeon_entity_weapon_targets(&e, POS(0, -2000000000), NULL, 0), -1);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_entity_weapon_targets: the entity's "
                                      "coordinate -2000000000 is beyond +-1000000000");
    ck_assert_mem_eq(&e, &before, sizeof e);
}
END_TEST

START_TEST(test_effects_saturate_instead_of_overflowing)
{
    cg_slugdungeon_entity e;
    ck_assert_int_eq(cg_slugdungeon_entity_init(&e, CG_SLUGDUNGEON_ENTITY, 1000000), CG_OK);
    cg_slugdungeon_effect huge = {1000000000, 1000000000, 1000000000};
    ck_assert_int_eq(cg_slugdungeon_apply_effects(&e, &huge), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_apply_effects(&e, &huge), CG_OK);
    ck_assert_int_eq(e.health, 0);
    ck_assert_int_eq(e.poison, CG_SLUGDUNGEON_STAT_MAX);
}
END_TEST

START_TEST(test_slug_functions_refuse_entities_that_are_no_slug)
{
    cg_slugdungeon_entity player, slug;
    ck_assert_int_eq(cg_slugdungeon_entity_init(&player, CG_SLUGDUNGEON_PLAYER, 5), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_slug_can_move(&player), -1);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_slug_can_move: a Player is no slug");
    ASSERT_ERROR(cg_slugdungeon_slug_end_turn(&player), CG_EINVAL,
                 "cg_slugdungeon_slug_end_turn: a Player is no slug");
    cg_slugdungeon_position to = POS(5, 5), one = POS(0, 0);
    ASSERT_ERROR(cg_slugdungeon_choose_move(&player, &one, 1, POS(1, 1), POS(2, 2), &to), CG_EINVAL,
                 "cg_slugdungeon_choose_move: a Player is no slug");
    ck_assert_int_eq(cg_slugdungeon_slug_init(&slug, CG_SLUGDUNGEON_ANGRY_SLUG), CG_OK);
    ASSERT_ERROR(cg_slugdungeon_choose_move(&slug, NULL, 1, POS(1, 1), POS(2, 2), &to), CG_EINVAL,
                 "cg_slugdungeon_choose_move: candidates is NULL");
    ASSERT_ERROR(cg_slugdungeon_choose_move(&slug, &one, 1, POS(1, 1), POS(2, 2), NULL), CG_EINVAL,
                 "cg_slugdungeon_choose_move: out is NULL");
    ASSERT_ERROR(cg_slugdungeon_choose_move(&slug, &one, 1, POS(1, 1), POS(2, 2000000000), &to),
                 CG_EINVAL,
                 "cg_slugdungeon_choose_move: the player's coordinate 2000000000 is beyond "
                 "+-1000000000");
    ck_assert_str_eq(sdt_position(to), "(5, 5)");
    /* no candidates: the current position */
    ck_assert_int_eq(cg_slugdungeon_choose_move(&slug, NULL, 0, POS(1, 1), POS(2, 2), &to), CG_OK);
    ck_assert_str_eq(sdt_position(to), "(1, 1)");
}
END_TEST

/* ---- the model ---- */

START_TEST(test_model_constructors_refuse_null_and_other_games)
{
    cg_state *s = (cg_state *)0x1;
    const char *level = "10\nP\n";
    ASSERT_ERROR(cg_slugdungeon_state_from_level(NULL, level, 4, &s), CG_EINVAL,
                 "cg_slugdungeon_state_from_level: game is NULL");
    ASSERT_ERROR(cg_slugdungeon_state_from_level(war_game, level, 4, &s), CG_EINVAL,
                 "cg_slugdungeon_state_from_level: game is 'war', not 'slugdungeon'");
    ASSERT_ERROR(cg_slugdungeon_state_from_level(sdt_game(), NULL, 4, &s), CG_EINVAL,
                 "cg_slugdungeon_state_from_level: text is NULL");
    ASSERT_ERROR(cg_slugdungeon_state_from_level(sdt_game(), level, 4, NULL), CG_EINVAL,
                 "cg_slugdungeon_state_from_level: out is NULL");
    ASSERT_ERROR(cg_slugdungeon_state_from_file(war_game, "x", &s), CG_EINVAL,
                 "cg_slugdungeon_state_from_file: game is 'war', not 'slugdungeon'");
    ASSERT_ERROR(cg_slugdungeon_state_from_file(sdt_game(), NULL, &s), CG_EINVAL,
                 "cg_slugdungeon_state_from_file: path is NULL");
    ck_assert_ptr_eq(s, (cg_state *)0x1);
    /* the length given is the level's length: cut after the health line */
    ASSERT_ERROR(cg_slugdungeon_state_from_level(sdt_game(), level, 3, &s), CG_EPARSE,
                 "level text, line 2: no board rows after the player's health");
    ck_assert_ptr_eq(s, (cg_state *)0x1);
}
END_TEST

/* The seed's constructor: a 3 x 3 room with a slug and the player. */
static cg_slugdungeon_tile room[9];
static cg_slugdungeon_entity room_slug, room_player;
static cg_slugdungeon_position room_slug_at = {1, 1}, room_player_at = {1, 0};

static void make_room(void)
{
    const char *symbols = "#G#   ###";
    for (int i = 0; i < 9; i++) {
        char symbol[2] = {symbols[i], '\0'};
        ck_assert_int_eq(cg_slugdungeon_create_tile(symbol, &room[i]), CG_OK);
    }
    ck_assert_int_eq(cg_slugdungeon_slug_init(&room_slug, CG_SLUGDUNGEON_SCARED_SLUG), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_init(&room_player, CG_SLUGDUNGEON_PLAYER, 9), CG_OK);
}

static cg_status room_model(cg_state **out)
{
    return cg_slugdungeon_model_new(sdt_game(), room, 3, 3, &room_slug, &room_slug_at, 1,
                                    &room_player, room_player_at, out);
}

START_TEST(test_model_new_builds_the_seeds_model)
{
    make_room();
    cg_state *s = NULL;
    ck_assert_int_eq(room_model(&s), CG_OK);
    ck_assert_str_eq(sdt_slugs(s), "{(1, 1): ScaredSlug()}");
    ck_assert_str_eq(sdt_position(sdt_player_position(s)), "(1, 0)");
    ck_assert_uint_eq(cg_state_move_number(s), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_model_new_refuses_what_breaks_the_rules)
{
    make_room();
    cg_state *s = (cg_state *)0x1;
    const char *caller = "cg_slugdungeon_model_new: ";
    static const struct {
        int change;
        const char *message;
    } cases[] = {
        {0, "tiles is NULL"},
        {1, "a board of 0 x 3 tiles (1..64 each way)"},
        {2, "65 slugs, at most 64"},
        {3, "the tile at (0, 1) needs a symbol of one printable character"},
        {4, "the tile's blocking is 2, not 0 or 1"},
        {5, "slug 0 is a Slug, not a NiceSlug, AngrySlug or ScaredSlug"},
        {6, "health 4 is not in 0..3"},
        {7, "a slug at (3, 1) is off the 3 x 3 board"},
        {8, "the player is an Entity, not a Player"},
        {9, "the player at (0, 0) is off the board or on a blocking tile"},
        {10, "the ScaredSlug at (1, 0) stands on the player"},
        {11, "the ScaredSlug at (0, 2) is off the board or on a blocking tile"},
        {12, "player is NULL"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        make_room();
        const cg_slugdungeon_tile *tiles = room;
        int rows = 3;
        size_t count = 1;
        const cg_slugdungeon_entity *player = &room_player;
        cg_slugdungeon_position player_at = room_player_at, slug_at = room_slug_at;
        switch (cases[i].change) {
        case 0: tiles = NULL; break;
        case 1: rows = 0; break;
        case 2: count = 65; break;
        case 3: strcpy(room[1].symbol, "GG"); break;
        case 4: room[4].blocking = 2; break;
        case 5: cg_slugdungeon_entity_init(&room_slug, CG_SLUGDUNGEON_SLUG, 3); break;
        case 6: room_slug.health = 4; break;
        case 7: slug_at = POS(3, 1); break;
        case 8: cg_slugdungeon_entity_init(&room_player, CG_SLUGDUNGEON_ENTITY, 9); break;
        case 9: player_at = POS(0, 0); break;
        case 10: slug_at = room_player_at; break;
        case 11: slug_at = POS(0, 2); break;
        default: player = NULL; break;
        }
        char message[256];
        snprintf(message, sizeof message, "%s%s", caller, cases[i].message);
        ASSERT_ERROR(cg_slugdungeon_model_new(sdt_game(), tiles, rows, 3, &room_slug, &slug_at,
                                              count, player, player_at, &s),
                     CG_EINVAL, message);
        ck_assert_ptr_eq(s, (cg_state *)0x1);
    }
    ASSERT_ERROR(cg_slugdungeon_model_new(war_game, room, 3, 3, NULL, NULL, 0, &room_player,
                                          room_player_at, &s),
                 CG_EINVAL, "cg_slugdungeon_model_new: game is 'war', not 'slugdungeon'");
    ASSERT_ERROR(cg_slugdungeon_model_new(sdt_game(), room, 3, 3, NULL, NULL, 1, &room_player,
                                          room_player_at, &s),
                 CG_EINVAL, "cg_slugdungeon_model_new: slugs is NULL");
    ASSERT_ERROR(room_model(NULL), CG_EINVAL, "cg_slugdungeon_model_new: out is NULL");
}
END_TEST

START_TEST(test_model_new_takes_16_different_tile_symbols_at_most)
{
    cg_slugdungeon_tile tiles[17];
    cg_slugdungeon_entity player;
    ck_assert_int_eq(cg_slugdungeon_entity_init(&player, CG_SLUGDUNGEON_PLAYER, 9), CG_OK);
    for (int i = 0; i < 17; i++) {
        char symbol[2] = {(char)('a' + i), '\0'};
        ck_assert_int_eq(cg_slugdungeon_tile_init(&tiles[i], symbol, 0), CG_OK);
    }
    cg_state *s = NULL;
    ck_assert_int_eq(
        cg_slugdungeon_model_new(sdt_game(), tiles, 1, 16, NULL, NULL, 0, &player, POS(0, 0), &s),
        CG_OK);
    ck_assert(strncmp(sdt_render(s), "Pbcdefghijklmnop\n", 17) == 0);
    cg_state_free(s);
    s = NULL;
    ASSERT_ERROR(
        cg_slugdungeon_model_new(sdt_game(), tiles, 1, 17, NULL, NULL, 0, &player, POS(0, 0), &s),
        CG_EINVAL,
        "cg_slugdungeon_model_new: the tiles have more than 16 different "
        "symbols");
    ck_assert_ptr_null(s);
}
END_TEST

START_TEST(test_model_readers_refuse_null_and_other_games_states)
{
    int rows = 7, cols = 7, index = 7;
    ASSERT_ERROR(cg_slugdungeon_dimensions(NULL, &rows, &cols), CG_EINVAL,
                 "cg_slugdungeon_dimensions: state is NULL");
    ASSERT_ERROR(cg_slugdungeon_dimensions(war_state, &rows, &cols), CG_EINVAL,
                 "cg_slugdungeon_dimensions: state of 'war', not 'slugdungeon'");
    ck_assert_int_eq(rows, 7);
    cg_slugdungeon_tile tile;
    ASSERT_ERROR(cg_slugdungeon_tile_at(war_state, POS(0, 0), &tile), CG_EINVAL,
                 "cg_slugdungeon_tile_at: state of 'war', not 'slugdungeon'");
    ck_assert_int_eq(cg_slugdungeon_tiles(war_state, NULL, 0), -1);
    char buf[16] = "x";
    ck_assert_uint_eq(cg_slugdungeon_tiles_text(war_state, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(cg_slugdungeon_slugs_text(NULL, buf, sizeof buf), 0);
    ck_assert_int_eq(cg_slugdungeon_slug_count(war_state), -1);
    cg_slugdungeon_entity e;
    cg_slugdungeon_position p;
    ASSERT_ERROR(cg_slugdungeon_slug(war_state, 0, &e, &p), CG_EINVAL,
                 "cg_slugdungeon_slug: state of 'war', not 'slugdungeon'");
    ASSERT_ERROR(cg_slugdungeon_slug_index_at(war_state, POS(0, 0), &index), CG_EINVAL,
                 "cg_slugdungeon_slug_index_at: state of 'war', not 'slugdungeon'");
    ck_assert_int_eq(index, 7);
    ASSERT_ERROR(cg_slugdungeon_player(war_state, &e), CG_EINVAL,
                 "cg_slugdungeon_player: state of 'war', not 'slugdungeon'");
    ASSERT_ERROR(cg_slugdungeon_player_position(NULL, &p), CG_EINVAL,
                 "cg_slugdungeon_player_position: state is NULL");
    ASSERT_ERROR(cg_slugdungeon_previous_position(war_state, &p), CG_EINVAL,
                 "cg_slugdungeon_previous_position: state of 'war', not 'slugdungeon'");
    ck_assert_int_eq(cg_slugdungeon_valid_slug_positions(war_state, 0, NULL, 0), -1);
    ck_assert_int_eq(cg_slugdungeon_has_won(NULL), -1);
    ck_assert_int_eq(cg_slugdungeon_has_lost(war_state), -1);
    ck_assert_uint_eq(cg_slugdungeon_turns(war_state), 0);
    ck_assert_uint_eq(cg_slugdungeon_max_turns(war_game), 0);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_max_turns: game is 'war', not 'slugdungeon'");
    ck_assert_uint_eq(cg_slugdungeon_max_turns(NULL), 0);
}
END_TEST

START_TEST(test_model_readers_refuse_bad_indices_positions_and_null_outs)
{
    cg_state *s = sdt_level("10\n###\n#PA\n");
    int rows, index = 7;
    ASSERT_ERROR(cg_slugdungeon_dimensions(s, &rows, NULL), CG_EINVAL,
                 "cg_slugdungeon_dimensions: cols is NULL");
    cg_slugdungeon_tile tile;
    ASSERT_ERROR(cg_slugdungeon_tile_at(s, POS(2, 0), &tile), CG_EINVAL,
                 "cg_slugdungeon_tile_at: (2, 0) is off the 2 x 3 board");
    ASSERT_ERROR(cg_slugdungeon_tile_at(s, POS(0, 0), NULL), CG_EINVAL,
                 "cg_slugdungeon_tile_at: out is NULL");
    ASSERT_ERROR(cg_slugdungeon_slug(s, 1, NULL, NULL), CG_EINVAL,
                 "cg_slugdungeon_slug: no slug 1 (1 slug left)");
    ASSERT_ERROR(cg_slugdungeon_slug(s, -1, NULL, NULL), CG_EINVAL,
                 "cg_slugdungeon_slug: no slug -1 (1 slug left)");
    ASSERT_ERROR(cg_slugdungeon_slug_index_at(s, POS(0, 0), NULL), CG_EINVAL,
                 "cg_slugdungeon_slug_index_at: out is NULL");
    ck_assert_int_eq(cg_slugdungeon_slug_index_at(s, POS(-4, 99), &index), CG_OK);
    ck_assert_int_eq(index, -1);
    ASSERT_ERROR(cg_slugdungeon_player(s, NULL), CG_EINVAL, "cg_slugdungeon_player: out is NULL");
    ck_assert_int_eq(cg_slugdungeon_valid_slug_positions(s, 3, NULL, 0), -1);
    ck_assert_str_eq(cg_last_error(),
                     "cg_slugdungeon_valid_slug_positions: no slug 3 (1 slug left)");
    cg_state_free(s);
}
END_TEST

START_TEST(test_model_operations_refuse_bad_arguments_and_change_nothing)
{
    cg_state *s = sdt_level("10\n####\n#PA#\n####\n");
    cg_state *before = NULL;
    ck_assert_int_eq(cg_state_clone(s, &before), CG_OK);
    ASSERT_ERROR(cg_slugdungeon_perform_attack(NULL, 0, POS(0, 0)), CG_EINVAL,
                 "cg_slugdungeon_perform_attack: state is NULL");
    ASSERT_ERROR(cg_slugdungeon_perform_attack(war_state, 0, POS(0, 0)), CG_EINVAL,
                 "cg_slugdungeon_perform_attack: state of 'war', not 'slugdungeon'");
    ASSERT_ERROR(cg_slugdungeon_perform_attack(s, 1, POS(1, 1)), CG_EINVAL,
                 "cg_slugdungeon_perform_attack: no slug 1 (1 slug left)");
    ASSERT_ERROR(cg_slugdungeon_perform_attack(s, -2, POS(1, 1)), CG_EINVAL,
                 "cg_slugdungeon_perform_attack: no slug -2 (1 slug left)");
    ASSERT_ERROR(cg_slugdungeon_perform_attack(s, 0, POS(1, 1000000001)), CG_EINVAL,
                 "cg_slugdungeon_perform_attack: (1, 1000000001) is beyond +-1000000000");
    ASSERT_ERROR(cg_slugdungeon_end_turn(war_state), CG_EINVAL,
                 "cg_slugdungeon_end_turn: state of 'war', not 'slugdungeon'");
    ASSERT_ERROR(cg_slugdungeon_handle_player_move(NULL, POS(0, 1)), CG_EINVAL,
                 "cg_slugdungeon_handle_player_move: state is NULL");
    ck_assert(cg_state_equal(s, before));
    cg_state_free(s);
    cg_state_free(before);
}
END_TEST

START_TEST(test_game_parameters_refuse_bad_values)
{
    cg_game *g = NULL;
    ASSERT_ERROR(cg_game_new("slugdungeon", "max_turns=0", &g), CG_EINVAL,
                 "slugdungeon: parameter 'max_turns' must be from 1 to 100000000, not 0");
    ASSERT_ERROR(cg_game_new("slugdungeon", "max_turns=lots", &g), CG_EINVAL,
                 "slugdungeon: parameter 'max_turns' wants an integer from 1 to 100000000, not "
                 "'lots'");
    ASSERT_ERROR(cg_game_new("slugdungeon", "levels=x", &g), CG_EINVAL,
                 "slugdungeon: unknown parameter 'levels' (known: level, max_turns)");
    ck_assert_ptr_null(g);
    ck_assert_int_eq(cg_game_new("slugdungeon", NULL, &g), CG_OK);
    char params[64];
    cg_game_params(g, params, sizeof params);
    ck_assert_str_eq(params, "level=;max_turns=1000");
    ck_assert_int_eq(cg_game_num_players(g), 1);
    cg_game_free(g);
}
END_TEST

static Suite *api_suite(void)
{
    Suite *s = suite_create("slugdungeon api");
    TCase *pieces = tcase_create("weapons tiles entities");
    tcase_add_test(pieces, test_weapon_functions_refuse_values_that_are_no_weapon);
    tcase_add_test(pieces, test_weapon_targets_fill_only_the_room_given);
    tcase_add_test(pieces, test_tile_functions_refuse_null_and_malformed_tiles);
    tcase_add_test(pieces, test_tile_init_takes_any_true_value_as_blocking);
    tcase_add_test(pieces, test_entity_constructors_refuse_bad_kinds_and_health);
    tcase_add_test(pieces, test_entity_functions_refuse_malformed_entities);
    tcase_add_test(pieces, test_entity_functions_refuse_null);
    tcase_add_test(pieces, test_entity_operations_refuse_bad_values_and_change_nothing);
    tcase_add_test(pieces, test_effects_saturate_instead_of_overflowing);
    tcase_add_test(pieces, test_slug_functions_refuse_entities_that_are_no_slug);
    suite_add_tcase(s, pieces);
    TCase *model = tcase_create("model");
    tcase_add_checked_fixture(model, make_war, free_war);
    tcase_add_test(model, test_model_constructors_refuse_null_and_other_games);
    tcase_add_test(model, test_model_new_builds_the_seeds_model);
    tcase_add_test(model, test_model_new_refuses_what_breaks_the_rules);
    tcase_add_test(model, test_model_new_takes_16_different_tile_symbols_at_most);
    tcase_add_test(model, test_model_readers_refuse_null_and_other_games_states);
    tcase_add_test(model, test_model_readers_refuse_bad_indices_positions_and_null_outs);
    tcase_add_test(model, test_model_operations_refuse_bad_arguments_and_change_nothing);
    tcase_add_test(model, test_game_parameters_refuse_bad_values);
    suite_add_tcase(s, model);
    return s;
}

int main(void)
{
    return check_run(api_suite());
}
