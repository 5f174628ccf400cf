/*
 * SlugDungeon: every doctest of the seed, line by line, through the C API.
 * Each `>>> expression` is one call and each printed value one assertion
 * (a line that prints nothing is the seed's None: "None" or no output).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "slugdungeon_test_util.h"

static cg_slugdungeon_effect effect_of(int weapon)
{
    cg_slugdungeon_effect e;
    ck_assert_int_eq(cg_slugdungeon_weapon_effect(weapon, &e), CG_OK);
    return e;
}

static const char *targets_of(int weapon, int row, int col)
{
    cg_slugdungeon_position out[8];
    int n = cg_slugdungeon_weapon_targets(weapon, POS(row, col), out, 8);
    ck_assert_int_ge(n, 0);
    return sdt_positions(out, n);
}

static const char *entity_targets(const cg_slugdungeon_entity *e, int row, int col)
{
    cg_slugdungeon_position out[8];
    int n = cg_slugdungeon_entity_weapon_targets(e, POS(row, col), out, 8);
    ck_assert_int_ge(n, 0);
    return sdt_positions(out, n);
}

static const char *entity_effect(const cg_slugdungeon_entity *e)
{
    cg_slugdungeon_effect effect;
    ck_assert_int_eq(cg_slugdungeon_entity_weapon_effect(e, &effect), CG_OK);
    return sdt_effect(effect);
}

static const char *tile_text(const cg_slugdungeon_tile *t)
{
    static char buf[32];
    cg_slugdungeon_tile_text(t, buf, sizeof buf);
    return buf;
}

/* ---- 4.1.1 Weapon ---- */

START_TEST(test_seed_weapon)
{
    int weapon = CG_SLUGDUNGEON_WEAPON; /* weapon = Weapon() */
    ck_assert_str_eq(cg_slugdungeon_weapon_name(weapon), "AbstractWeapon");
    ck_assert_int_eq(cg_slugdungeon_weapon_symbol(weapon), 'W');
    ck_assert_str_eq(sdt_effect(effect_of(weapon)), "{}");
    ck_assert_str_eq(targets_of(weapon, 1, 1), "[]");
    ck_assert_str_eq(cg_slugdungeon_weapon_name(weapon), "AbstractWeapon"); /* str(weapon) */
    ck_assert_str_eq(sdt_weapon(weapon), "Weapon()");
}
END_TEST

/* ---- 4.1.2 PoisonDart ---- */

START_TEST(test_seed_poison_dart)
{
    int poison_dart = CG_SLUGDUNGEON_POISON_DART;
    ck_assert_str_eq(cg_slugdungeon_weapon_name(poison_dart), "PoisonDart");
    ck_assert_int_eq(cg_slugdungeon_weapon_symbol(poison_dart), 'D');
    ck_assert_str_eq(sdt_effect(effect_of(poison_dart)), "{'poison': 2}");
    ck_assert_str_eq(targets_of(poison_dart, 1, 1),
                     "[(1, 2), (1, 0), (2, 1), (0, 1), (1, 3), (1, -1), (3, 1), (-1, 1)]");
    ck_assert_str_eq(targets_of(poison_dart, 8, 8),
                     "[(8, 9), (8, 7), (9, 8), (7, 8), (8, 10), (8, 6), (10, 8), (6, 8)]");
    ck_assert_str_eq(cg_slugdungeon_weapon_name(poison_dart), "PoisonDart");
    ck_assert_str_eq(sdt_weapon(poison_dart), "PoisonDart()");
}
END_TEST

/* ---- 4.1.3 PoisonSword ---- */

START_TEST(test_seed_poison_sword)
{
    int poison_sword = CG_SLUGDUNGEON_POISON_SWORD;
    ck_assert_str_eq(cg_slugdungeon_weapon_name(poison_sword), "PoisonSword");
    ck_assert_int_eq(cg_slugdungeon_weapon_symbol(poison_sword), 'S');
    ck_assert_str_eq(sdt_effect(effect_of(poison_sword)), "{'damage': 2, 'poison': 1}");
    ck_assert_str_eq(targets_of(poison_sword, 1, 1), "[(1, 2), (1, 0), (2, 1), (0, 1)]");
    ck_assert_str_eq(targets_of(poison_sword, 0, 0), "[(0, 1), (0, -1), (1, 0), (-1, 0)]");
    ck_assert_str_eq(cg_slugdungeon_weapon_name(poison_sword), "PoisonSword");
    ck_assert_str_eq(sdt_weapon(poison_sword), "PoisonSword()");
}
END_TEST

/* ---- 4.1.4 HealingRock ---- */

START_TEST(test_seed_healing_rock)
{
    int healing_rock = CG_SLUGDUNGEON_HEALING_ROCK;
    ck_assert_str_eq(cg_slugdungeon_weapon_name(healing_rock), "HealingRock");
    ck_assert_int_eq(cg_slugdungeon_weapon_symbol(healing_rock), 'H');
    ck_assert_str_eq(sdt_effect(effect_of(healing_rock)), "{'healing': 2}");
    ck_assert_str_eq(targets_of(healing_rock, 1, 1),
                     "[(1, 2), (1, 0), (2, 1), (0, 1), (1, 3), (1, -1), (3, 1), (-1, 1)]");
    ck_assert_str_eq(cg_slugdungeon_weapon_name(healing_rock), "HealingRock");
    ck_assert_str_eq(sdt_weapon(healing_rock), "HealingRock()");
}
END_TEST

/* ---- 4.1.5 Tile ---- */

START_TEST(test_seed_tile)
{
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_tile_init(&tile, "#", 1), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_tile_is_blocking(&tile), 1);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_tile_weapon(&tile)), "None");
    int healing_rock = CG_SLUGDUNGEON_HEALING_ROCK;
    ck_assert_int_eq(cg_slugdungeon_tile_set_weapon(&tile, healing_rock), CG_OK);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_tile_weapon(&tile)), "HealingRock()");
    ck_assert_str_eq(sdt_effect(effect_of(cg_slugdungeon_tile_weapon(&tile))), "{'healing': 2}");
    ck_assert_int_eq(cg_slugdungeon_tile_remove_weapon(&tile), CG_OK);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_tile_weapon(&tile)), "None");
    ck_assert_str_eq(tile_text(&tile), "#");
    ck_assert_str_eq(sdt_tile(&tile), "Tile('#', True)");
    ck_assert_int_eq(cg_slugdungeon_tile_init(&tile, "hello", 0), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile('hello', False)");
    ck_assert_int_eq(cg_slugdungeon_tile_is_blocking(&tile), 0);
}
END_TEST

/* ---- 4.1.6 create_tile ---- */

START_TEST(test_seed_create_tile)
{
    cg_slugdungeon_tile wall, tile, weapon_tile;
    ck_assert_int_eq(cg_slugdungeon_create_tile("#", &wall), CG_OK);
    ck_assert_str_eq(sdt_tile(&wall), "Tile('#', True)");
    ck_assert_int_eq(cg_slugdungeon_tile_is_blocking(&wall), 1);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_tile_weapon(&wall)), "None");
    ck_assert_int_eq(cg_slugdungeon_create_tile(" ", &tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile(' ', False)");
    ck_assert_int_eq(cg_slugdungeon_create_tile("hello", &tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile(' ', False)");
    ck_assert_int_eq(cg_slugdungeon_create_tile("D", &weapon_tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&weapon_tile), "Tile(' ', False)");
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_tile_weapon(&weapon_tile)), "PoisonDart()");
}
END_TEST

/* The rest of the seed's table: G a goal, S and H weapons on floor. */
START_TEST(test_create_tile_goal_and_weapons)
{
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_create_tile("G", &tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile('G', False)");
    ck_assert_int_eq(cg_slugdungeon_create_tile("S", &tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile(' ', False)");
    ck_assert_int_eq(cg_slugdungeon_tile_weapon(&tile), CG_SLUGDUNGEON_POISON_SWORD);
    ck_assert_int_eq(cg_slugdungeon_create_tile("H", &tile), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_tile_weapon(&tile), CG_SLUGDUNGEON_HEALING_ROCK);
    ck_assert_int_eq(cg_slugdungeon_create_tile("DD", &tile), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_tile_weapon(&tile), CG_SLUGDUNGEON_NO_WEAPON);
}
END_TEST

/* ---- 4.1.7 Entity ---- */

START_TEST(test_seed_entity)
{
    cg_slugdungeon_entity entity;
    ck_assert_int_eq(cg_slugdungeon_entity_init(&entity, CG_SLUGDUNGEON_ENTITY, 10), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_symbol(&entity), 'E');
    ck_assert_str_eq(cg_slugdungeon_entity_name(&entity), "Entity");
    ck_assert_int_eq(cg_slugdungeon_entity_health(&entity), 10);
    ck_assert_int_eq(cg_slugdungeon_entity_poison(&entity), 0);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_entity_weapon(&entity)), "None");
    ck_assert_str_eq(entity_targets(&entity, 1, 1), "[]");
    ck_assert_str_eq(entity_effect(&entity), "{}");
    ck_assert_int_eq(cg_slugdungeon_entity_equip(&entity, CG_SLUGDUNGEON_POISON_SWORD), CG_OK);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_entity_weapon(&entity)), "PoisonSword()");
    ck_assert_str_eq(entity_targets(&entity, 0, 0), "[(0, 1), (0, -1), (1, 0), (-1, 0)]");
    ck_assert_str_eq(entity_effect(&entity), "{'damage': 2, 'poison': 1}");
    cg_slugdungeon_effect poison_and_damage = {.poison = 4, .damage = 3};
    ck_assert_int_eq(cg_slugdungeon_apply_effects(&entity, &poison_and_damage), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_health(&entity), 7);
    ck_assert_int_eq(cg_slugdungeon_entity_poison(&entity), 4);
    ck_assert_int_eq(cg_slugdungeon_apply_poison(&entity), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_health(&entity), 3);
    ck_assert_int_eq(cg_slugdungeon_entity_poison(&entity), 3);
    cg_slugdungeon_effect healing = {.healing = 20};
    ck_assert_int_eq(cg_slugdungeon_apply_effects(&entity, &healing), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_health(&entity), 10);
    ck_assert_str_eq(cg_slugdungeon_entity_name(&entity), "Entity"); /* str(entity) */
    ck_assert_str_eq(sdt_entity(&entity), "Entity(10)");
}
END_TEST

/* ---- 4.1.8 Player ---- */

START_TEST(test_seed_player)
{
    cg_slugdungeon_entity player;
    ck_assert_int_eq(cg_slugdungeon_entity_init(&player, CG_SLUGDUNGEON_PLAYER, 20), CG_OK);
    ck_assert_str_eq(cg_slugdungeon_entity_name(&player), "Player");
    ck_assert_str_eq(sdt_entity(&player), "Player(20)");
    ck_assert_int_eq(cg_slugdungeon_entity_equip(&player, CG_SLUGDUNGEON_POISON_DART), CG_OK);
    ck_assert_str_eq(entity_effect(&player), "{'poison': 2}");
    cg_slugdungeon_effect damage = {.damage = 25};
    ck_assert_int_eq(cg_slugdungeon_apply_effects(&player, &damage), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_health(&player), 0);
    ck_assert_str_eq(sdt_entity(&player), "Player(20)");
    /* and the player's symbol */
    ck_assert_int_eq(cg_slugdungeon_entity_symbol(&player), 'P');
}
END_TEST

/* ---- 4.1.9 Slug ---- */

START_TEST(test_seed_slug)
{
    cg_slugdungeon_entity slug;
    ck_assert_int_eq(cg_slugdungeon_entity_init(&slug, CG_SLUGDUNGEON_SLUG, 5), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_equip(&slug, CG_SLUGDUNGEON_HEALING_ROCK), CG_OK);
    ck_assert_str_eq(entity_effect(&slug), "{'healing': 2}");
    ck_assert_int_eq(cg_slugdungeon_slug_can_move(&slug), 1);
    ck_assert_int_eq(cg_slugdungeon_slug_end_turn(&slug), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_slug_can_move(&slug), 0);
    ck_assert_int_eq(cg_slugdungeon_slug_can_move(&slug), 0);
    ck_assert_int_eq(cg_slugdungeon_slug_end_turn(&slug), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_slug_can_move(&slug), 1);
    cg_slugdungeon_position candidates[2] = {POS(0, 0), POS(1, 1)}, chosen = POS(7, 7);
    ck_assert_int_eq(
        cg_slugdungeon_choose_move(&slug, candidates, 2, POS(1, 0), POS(2, 4), &chosen), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_choose_move: Slug subclasses must "
                                      "implement a choose_move method.");
    ck_assert_str_eq(sdt_position(chosen), "(7, 7)");
    ck_assert_str_eq(cg_slugdungeon_entity_name(&slug), "Slug");
    ck_assert_str_eq(sdt_entity(&slug), "Slug(5)");
}
END_TEST

static const cg_slugdungeon_position four_candidates[4] = {{0, 1}, {1, 0}, {1, 2}, {2, 1}};

static const char *chosen_by(const cg_slugdungeon_entity *slug)
{
    cg_slugdungeon_position to;
    ck_assert_int_eq(
        cg_slugdungeon_choose_move(slug, four_candidates, 4, POS(1, 1), POS(2, 4), &to), CG_OK);
    return sdt_position(to);
}

/* ---- 4.1.10 NiceSlug ---- */

START_TEST(test_seed_nice_slug)
{
    cg_slugdungeon_entity nice_slug;
    ck_assert_int_eq(cg_slugdungeon_slug_init(&nice_slug, CG_SLUGDUNGEON_NICE_SLUG), CG_OK);
    ck_assert_str_eq(sdt_entity(&nice_slug), "NiceSlug()");
    ck_assert_str_eq(cg_slugdungeon_entity_name(&nice_slug), "NiceSlug");
    ck_assert_int_eq(cg_slugdungeon_entity_health(&nice_slug), 10);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_entity_weapon(&nice_slug)), "HealingRock()");
    ck_assert_str_eq(entity_effect(&nice_slug), "{'healing': 2}");
    ck_assert_str_eq(chosen_by(&nice_slug), "(1, 1)");
}
END_TEST

/* ---- 4.1.11 AngrySlug ---- */

START_TEST(test_seed_angry_slug)
{
    cg_slugdungeon_entity angry_slug;
    ck_assert_int_eq(cg_slugdungeon_slug_init(&angry_slug, CG_SLUGDUNGEON_ANGRY_SLUG), CG_OK);
    ck_assert_str_eq(sdt_entity(&angry_slug), "AngrySlug()");
    ck_assert_str_eq(cg_slugdungeon_entity_name(&angry_slug), "AngrySlug");
    ck_assert_int_eq(cg_slugdungeon_entity_health(&angry_slug), 5);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_entity_weapon(&angry_slug)), "PoisonSword()");
    ck_assert_str_eq(entity_effect(&angry_slug), "{'damage': 2, 'poison': 1}");
    ck_assert_str_eq(chosen_by(&angry_slug), "(1, 2)");
}
END_TEST

/* ---- 4.1.12 ScaredSlug ---- */

START_TEST(test_seed_scared_slug)
{
    cg_slugdungeon_entity scared_slug;
    ck_assert_int_eq(cg_slugdungeon_slug_init(&scared_slug, CG_SLUGDUNGEON_SCARED_SLUG), CG_OK);
    ck_assert_str_eq(sdt_entity(&scared_slug), "ScaredSlug()");
    ck_assert_str_eq(cg_slugdungeon_entity_name(&scared_slug), "ScaredSlug");
    ck_assert_int_eq(cg_slugdungeon_entity_health(&scared_slug), 3);
    ck_assert_str_eq(sdt_weapon(cg_slugdungeon_entity_weapon(&scared_slug)), "PoisonDart()");
    ck_assert_str_eq(entity_effect(&scared_slug), "{'poison': 2}");
    ck_assert_str_eq(chosen_by(&scared_slug), "(1, 0)");
}
END_TEST

/* ---- 4.1.13 SlugDungeonModel ---- */

/* The seed's tiles: a 5 x 4 room with a sword at (3, 1) and the goal at (3, 2). */
static cg_state *seed_model(void)
{
    static const char *symbols[5][4] = {
        {"#", "#", "#", "#"}, {"#", " ", " ", "#"}, {"#", " ", " ", "#"},
        {"#", "S", "G", "#"}, {"#", "#", "#", "#"},
    };
    cg_slugdungeon_tile tiles[20];
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 4; c++)
            ck_assert_int_eq(cg_slugdungeon_create_tile(symbols[r][c], &tiles[r * 4 + c]), CG_OK);
    cg_slugdungeon_entity slugs[1], player;
    cg_slugdungeon_position slug_positions[1] = {POS(1, 1)};
    ck_assert_int_eq(cg_slugdungeon_slug_init(&slugs[0], CG_SLUGDUNGEON_ANGRY_SLUG), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_entity_init(&player, CG_SLUGDUNGEON_PLAYER, 20), CG_OK);
    cg_state *model = NULL;
    ck_assert_int_eq(cg_slugdungeon_model_new(sdt_game(), tiles, 5, 4, slugs, slug_positions, 1,
                                              &player, POS(2, 1), &model),
                     CG_OK);
    return model;
}

static const char *tile_at(const cg_state *model, int row, int col)
{
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_tile_at(model, POS(row, col), &tile), CG_OK);
    return sdt_tile(&tile);
}

START_TEST(test_seed_model)
{
    cg_state *model = seed_model();
    ck_assert_str_eq(sdt_tiles(model),
                     "[[Tile('#', True), Tile('#', True), Tile('#', True), Tile('#', True)], "
                     "[Tile('#', True), Tile(' ', False), Tile(' ', False), Tile('#', True)], "
                     "[Tile('#', True), Tile(' ', False), Tile(' ', False), Tile('#', True)], "
                     "[Tile('#', True), Tile(' ', False), Tile('G', False), Tile('#', True)], "
                     "[Tile('#', True), Tile('#', True), Tile('#', True), Tile('#', True)]]");
    ck_assert_str_eq(sdt_slugs(model), "{(1, 1): AngrySlug()}");
    cg_slugdungeon_entity player = sdt_player(model);
    ck_assert_str_eq(sdt_entity(&player), "Player(20)");
    ck_assert_str_eq(sdt_position(sdt_player_position(model)), "(2, 1)");
    ck_assert_str_eq(tile_at(model, 0, 0), "Tile('#', True)");
    ck_assert_str_eq(tile_at(model, 2, 1), "Tile(' ', False)");
    int rows, cols;
    ck_assert_int_eq(cg_slugdungeon_dimensions(model, &rows, &cols), CG_OK);
    ck_assert_str_eq(sdt_position(POS(rows, cols)), "(5, 4)");

    /* angry_slug = model.get_slugs().get((1, 1)) */
    int angry_slug;
    ck_assert_int_eq(cg_slugdungeon_slug_index_at(model, POS(1, 1), &angry_slug), CG_OK);
    ck_assert_int_eq(angry_slug, 0);
    cg_slugdungeon_entity slug = sdt_slug(model, angry_slug);
    ck_assert_int_eq(cg_slugdungeon_entity_health(&slug), 5);
    ck_assert_str_eq(entity_effect(&slug), "{'damage': 2, 'poison': 1}");
    ck_assert_int_eq(sdt_player(model).health, 20);
    ck_assert_int_eq(sdt_slug(model, angry_slug).poison, 0);
    ck_assert_int_eq(sdt_player(model).poison, 0);
    player = sdt_player(model);
    ck_assert_str_eq(entity_effect(&player), "{}");
    cg_slugdungeon_position valid[5];
    int n = cg_slugdungeon_valid_slug_positions(model, angry_slug, valid, 5);
    ck_assert_str_eq(sdt_positions(valid, n), "[(1, 1), (1, 2)]");

    ck_assert_int_eq(cg_slugdungeon_perform_attack(model, angry_slug, POS(1, 1)), CG_OK);
    ck_assert_int_eq(sdt_player(model).health, 18);
    ck_assert_int_eq(sdt_player(model).poison, 1);
    ck_assert_int_eq(
        cg_slugdungeon_perform_attack(model, CG_SLUGDUNGEON_BY_PLAYER, sdt_player_position(model)),
        CG_OK);
    ck_assert_int_eq(sdt_slug(model, angry_slug).health, 5);
    ck_assert_int_eq(sdt_slug(model, angry_slug).poison, 0);

    ck_assert_int_eq(cg_slugdungeon_handle_player_move(model, POS(1, 0)), CG_OK);
    ck_assert_int_eq(sdt_player(model).health, 15);
    ck_assert_int_eq(sdt_player(model).poison, 1);
    player = sdt_player(model); /* the player picked up a weapon when it moved */
    ck_assert_str_eq(sdt_weapon(player.weapon), "PoisonSword()");
    ck_assert_str_eq(entity_effect(&player), "{'damage': 2, 'poison': 1}");
    ck_assert_str_eq(
        entity_targets(&player, sdt_player_position(model).row, sdt_player_position(model).col),
        "[(3, 2), (3, 0), (4, 1), (2, 1)]");
    /* the slug's original position was not among the targets, so its health
       and poison are unchanged by this attack */
    ck_assert_int_eq(sdt_slug(model, angry_slug).health, 5);
    ck_assert_int_eq(sdt_slug(model, angry_slug).poison, 0);
    /* even though the slug moved to a target position after the attack; the
       seed's printed dictionary ends the text at "{(2, 1)" */
    ck_assert_str_eq(sdt_slugs(model), "{(2, 1): AngrySlug()}");
    cg_state_free(model);
}
END_TEST

static Suite *seed_suite(void)
{
    Suite *s = suite_create("slugdungeon seed");
    TCase *weapons = tcase_create("weapons");
    tcase_add_test(weapons, test_seed_weapon);
    tcase_add_test(weapons, test_seed_poison_dart);
    tcase_add_test(weapons, test_seed_poison_sword);
    tcase_add_test(weapons, test_seed_healing_rock);
    suite_add_tcase(s, weapons);
    TCase *tiles = tcase_create("tiles");
    tcase_add_test(tiles, test_seed_tile);
    tcase_add_test(tiles, test_seed_create_tile);
    tcase_add_test(tiles, test_create_tile_goal_and_weapons);
    suite_add_tcase(s, tiles);
    TCase *entities = tcase_create("entities");
    tcase_add_test(entities, test_seed_entity);
    tcase_add_test(entities, test_seed_player);
    tcase_add_test(entities, test_seed_slug);
    tcase_add_test(entities, test_seed_nice_slug);
    tcase_add_test(entities, test_seed_angry_slug);
    tcase_add_test(entities, test_seed_scared_slug);
    suite_add_tcase(s, entities);
    TCase *model = tcase_create("model");
    tcase_add_test(model, test_seed_model);
    suite_add_tcase(s, model);
    return s;
}

int main(void)
{
    return check_run(seed_suite());
}
