"""cardgames.slugdungeon: every function of slugdungeon.h from Python, each with a
correct argument and with a wrong one (the exception's type, status and
message), the constants against what the library does, and the game's bots."""
import os
import tempfile
import unittest

import cardgames
from cardgames import slugdungeon as sd

LEVEL = "10\n#######\n#P S L#\n#  A G#\n#######\n"


def level_path(name):
    return os.path.join(os.environ["SLUGDUNGEON_LEVELS"], name + ".txt")


class Refusal:
    """assertRaises for cardgames.Error with a status and a message part."""

    def refused(self, status, part, fn, *args, **kwargs):
        with self.assertRaises(cardgames.Error) as caught:
            fn(*args, **kwargs)
        self.assertEqual(caught.exception.status, status)
        self.assertIn(part, caught.exception.message)


class ConstantsTest(Refusal, unittest.TestCase):
    def setUp(self):
        self.game = cardgames.Game("slugdungeon")

    def test_move_codes_are_the_library_move_codes(self):
        state = sd.state_from_level(self.game, "10\n#####\n#   #\n# P #\n#   #\n#####\n")
        for code, text in enumerate(sd.MOVES):
            self.assertEqual(getattr(sd, text.upper()), code)
            self.assertEqual(state.parse_move(text), code)
            self.assertEqual(self.game.move_of(code), code)
        self.assertEqual(self.game.action_count, len(sd.MOVES))

    def test_deltas_are_the_moves_steps(self):
        state = sd.state_from_level(self.game, "10\n#####\n#   #\n# P #\n#   #\n#####\n")
        for code, delta in enumerate(sd.DELTAS):
            moved = state.clone()
            moved.apply(code)
            by_delta = state.clone()
            sd.handle_player_move(by_delta, delta)
            self.assertEqual(sd.player_position(moved), sd.player_position(by_delta))

    def test_weapons_and_kinds_are_the_headers_values(self):
        self.assertEqual([int(w) for w in sd.Weapon], [0, 1, 2, 3, 4])
        self.assertEqual([sd.weapon_name(w) for w in sd.Weapon if w],
                         ["AbstractWeapon", "PoisonDart", "PoisonSword", "HealingRock"])
        self.assertEqual([int(k) for k in sd.Kind], [0, 1, 2, 3, 4, 5])
        self.assertEqual([sd.entity_name(sd.slug_init(k)) for k in sd.Kind if k >= sd.NICE_SLUG],
                         ["NiceSlug", "AngrySlug", "ScaredSlug"])
        self.assertEqual(sd.POISON_SWORD, sd.Weapon.POISON_SWORD)
        self.assertEqual(sd.SCARED_SLUG, sd.Kind.SCARED_SLUG)

    def test_bounds_are_the_librarys(self):
        self.assertEqual(sd.max_turns(self.game), sd.MAX_TURNS_DEFAULT)
        sd.entity_init(sd.PLAYER, sd.HEALTH_MAX)
        self.refused("CG_EINVAL", "maximum health 1000001 is not in 1..1000000",
                     sd.entity_init, sd.PLAYER, sd.HEALTH_MAX + 1)
        sd.tile_init("x" * (sd.SYMBOL_CAP - 1), False)
        self.refused("CG_EINVAL", "is longer than 15 bytes",
                     sd.tile_init, "x" * sd.SYMBOL_CAP, False)
        player = sd.entity_init(sd.PLAYER, 5)
        sd.apply_effects(player, (0, 0, sd.STAT_MAX))
        sd.apply_effects(player, (0, 0, 2))
        self.assertEqual(player.poison, sd.STAT_MAX)
        side = "P" + " " * (sd.MAX_SIDE - 1) + "\n"
        state = sd.state_from_level(self.game, "1\n" + side + (" " * sd.MAX_SIDE + "\n") * 63)
        self.assertEqual(sd.dimensions(state), (sd.MAX_SIDE, sd.MAX_SIDE))
        slugs = "P" + "A" * (sd.MAX_SLUGS - 1) + "\n" + "A" + " " * (sd.MAX_SIDE - 1)
        state = sd.state_from_level(self.game, "1\n" + slugs)
        self.assertEqual(sd.slug_count(state), sd.MAX_SLUGS)
        self.refused("CG_EPARSE", "more than 64 slugs", sd.state_from_level, self.game,
                     "1\n" + slugs.replace(" ", "A", 1))

    def test_planes_index_the_observation(self):
        state = sd.state_from_level(self.game, LEVEL)
        rows, cols = sd.dimensions(state)
        self.assertEqual(cardgames.Game("slugdungeon", level=self._level_file()).observation_shape,
                         (sd.PLANES, rows, cols))
        obs = sd_observation(state)

        def at(plane, r, c):  # the default level's window: 7 x 13
            return obs[(plane * 7 + r) * 13 + c]
        self.assertEqual(at(sd.Plane.BOARD, 1, 1), 1.0)
        self.assertEqual(at(sd.Plane.BLOCKING, 0, 0), 1.0)
        self.assertEqual(at(sd.Plane.GOAL, 2, 5), 1.0)
        self.assertEqual(at(sd.Plane.TILE_WEAPON + sd.POISON_SWORD - 1, 1, 3), 1.0)
        self.assertEqual(at(sd.Plane.PLAYER, 1, 1), 1.0)
        self.assertEqual(at(sd.Plane.SLUG + sd.SCARED_SLUG - sd.NICE_SLUG, 1, 5), 1.0)
        self.assertEqual(at(sd.Plane.SLUG + sd.ANGRY_SLUG - sd.NICE_SLUG, 2, 3), 1.0)
        self.assertEqual(at(sd.Plane.SLUG_HEALTH, 2, 3), 1.0)
        self.assertEqual(at(sd.Plane.SLUG_POISON, 2, 3), 0.0)
        self.assertEqual(at(sd.Plane.SLUG_MOVES, 2, 3), 1.0)
        self.assertEqual(at(sd.Plane.SLUG_WEAPON + sd.POISON_SWORD - 1, 2, 3), 1.0)
        self.assertEqual(at(sd.Plane.HEALTH, 6, 12), 1.0)
        self.assertEqual(at(sd.Plane.POISON, 6, 12), 0.0)
        self.assertEqual(sum(at(sd.Plane.WEAPON + w, 0, 0) for w in range(4)), 0.0)
        self.assertEqual(at(sd.Plane.TURNS_LEFT, 0, 0), 1.0)
        self.assertEqual([at(sd.Plane.LEGAL + m, 0, 0) for m in range(5)],
                         [0.0, 0.0, 1.0, 1.0, 1.0])
        self.assertEqual(sd.Plane.LEGAL + len(sd.MOVES), sd.PLANES)

    def _level_file(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(LEVEL)
        self.addCleanup(os.unlink, f.name)
        return f.name


def sd_observation(state):
    obs = state.observation(0)
    return [float(x) for x in (obs.flatten() if hasattr(obs, "flatten") else obs)]


class WeaponTest(Refusal, unittest.TestCase):
    def test_weapon_name(self):
        self.assertEqual(sd.weapon_name(sd.POISON_DART), "PoisonDart")
        self.refused("CG_EINVAL", "cg_slugdungeon_weapon_name: 0 is not a weapon",
                     sd.weapon_name, sd.NO_WEAPON)
        self.assertRaises(TypeError, sd.weapon_name, "PoisonDart")

    def test_weapon_symbol(self):
        self.assertEqual(sd.weapon_symbol(sd.HEALING_ROCK), "H")
        self.refused("CG_EINVAL", "cg_slugdungeon_weapon_symbol: 9 is not a weapon",
                     sd.weapon_symbol, 9)

    def test_weapon_effect(self):
        self.assertEqual(sd.weapon_effect(sd.POISON_SWORD), sd.Effect(damage=2, poison=1))
        self.refused("CG_EINVAL", "cg_slugdungeon_weapon_effect: -1 is not a weapon",
                     sd.weapon_effect, -1)

    def test_weapon_range(self):
        self.assertEqual([sd.weapon_range(w) for w in sd.Weapon if w], [0, 2, 1, 2])
        self.refused("CG_EINVAL", "cg_slugdungeon_weapon_range: 5 is not a weapon",
                     sd.weapon_range, 5)
        self.refused("CG_EINVAL", "weapon 4294967296 is out of range (-2147483648..2147483647)",
                     sd.weapon_range, 2 ** 32)

    def test_weapon_targets(self):
        self.assertEqual(sd.weapon_targets(sd.POISON_SWORD, (1, 1)),
                         [(1, 2), (1, 0), (2, 1), (0, 1)])
        self.assertEqual(sd.weapon_targets(sd.WEAPON, (1, 1)), [])
        self.refused("CG_EINVAL", "cg_slugdungeon_weapon_targets: 0 is not a weapon",
                     sd.weapon_targets, sd.NO_WEAPON, (1, 1))
        self.refused("CG_EINVAL", "coordinate 2000000000 is beyond",
                     sd.weapon_targets, sd.POISON_DART, (2000000000, 0))
        self.assertRaises(TypeError, sd.weapon_targets, sd.POISON_DART, (1,))

    def test_weapon_repr(self):
        self.assertEqual(sd.weapon_repr(sd.WEAPON), "Weapon()")
        self.assertEqual(sd.weapon_repr(sd.NO_WEAPON), "None")
        self.refused("CG_EINVAL", "cg_slugdungeon_weapon_repr: 7 is not a weapon",
                     sd.weapon_repr, 7)

    def test_effect_text(self):
        self.assertEqual(sd.effect_text(sd.Effect(damage=2, poison=1)),
                         "{'damage': 2, 'poison': 1}")
        self.assertEqual(sd.effect_text((0, 0, 0)), "{}")
        self.assertRaises(TypeError, sd.effect_text, (1, 2))
        self.refused("CG_EINVAL", "poison 8589934592 is out of range", sd.effect_text,
                     (0, 0, 2 ** 33))


class TileTest(Refusal, unittest.TestCase):
    def malformed(self):
        tile = sd.tile_init("#", True)
        tile.blocking = 7
        return tile

    def test_tile_init(self):
        tile = sd.tile_init("#", True)
        self.assertEqual((tile.symbol, tile.blocking, tile.weapon), (b"#", 1, sd.NO_WEAPON))
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_init: symbol 'a symbol far too long'",
                     sd.tile_init, "a symbol far too long", False)
        self.assertRaises(TypeError, sd.tile_init, 35, False)

    def test_create_tile(self):
        self.assertEqual(repr(sd.create_tile("D")), "Tile(' ', False)")
        self.assertEqual(sd.tile_weapon(sd.create_tile("D")), sd.POISON_DART)
        self.assertEqual(repr(sd.create_tile("G")), "Tile('G', False)")
        self.assertRaises(TypeError, sd.create_tile, None)

    def test_tile_is_blocking(self):
        self.assertTrue(sd.tile_is_blocking(sd.create_tile("#")))
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_is_blocking: the tile's blocking is 7",
                     sd.tile_is_blocking, self.malformed())
        self.assertRaises(TypeError, sd.tile_is_blocking, "#")

    def test_tile_weapon(self):
        self.assertEqual(sd.tile_weapon(sd.create_tile(" ")), sd.NO_WEAPON)
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_weapon: the tile's blocking is 7",
                     sd.tile_weapon, self.malformed())

    def test_tile_set_and_remove_weapon(self):
        tile = sd.create_tile(" ")
        sd.tile_set_weapon(tile, sd.HEALING_ROCK)
        self.assertEqual(sd.tile_weapon(tile), sd.HEALING_ROCK)
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_set_weapon: 5 is not a weapon",
                     sd.tile_set_weapon, tile, 5)
        self.assertEqual(sd.tile_weapon(tile), sd.HEALING_ROCK)
        sd.tile_remove_weapon(tile)
        self.assertEqual(sd.tile_weapon(tile), sd.NO_WEAPON)
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_remove_weapon: the tile's blocking is 7",
                     sd.tile_remove_weapon, self.malformed())

    def test_tile_text_and_repr(self):
        tile = sd.tile_init("G", False)
        self.assertEqual((sd.tile_text(tile), str(tile)), ("G", "G"))
        self.assertEqual(sd.tile_text(sd.tile_init("", False)), "")
        self.assertEqual((sd.tile_repr(tile), repr(tile)), ("Tile('G', False)",) * 2)
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_text: the tile's blocking is 7",
                     sd.tile_text, self.malformed())
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_repr: the tile's blocking is 7",
                     sd.tile_repr, self.malformed())


class EntityTest(Refusal, unittest.TestCase):
    def malformed(self):
        entity = sd.entity_init(sd.PLAYER, 10)
        entity.health = 11
        return entity

    def test_entity_init(self):
        self.assertEqual(repr(sd.entity_init(sd.ENTITY, 10)), "Entity(10)")
        self.refused("CG_EINVAL", "cg_slugdungeon_entity_init: kind 3 is not Entity (0)",
                     sd.entity_init, sd.NICE_SLUG, 10)

    def test_slug_init(self):
        slug = sd.slug_init(sd.NICE_SLUG)
        self.assertEqual((slug.health, slug.weapon, slug.can_move), (10, sd.HEALING_ROCK, 1))
        self.refused("CG_EINVAL", "cg_slugdungeon_slug_init: kind 1 is not NiceSlug (3)",
                     sd.slug_init, sd.PLAYER)

    def test_entity_name_and_symbol(self):
        slug = sd.slug_init(sd.SCARED_SLUG)
        self.assertEqual((sd.entity_name(slug), str(slug), sd.entity_symbol(slug)),
                         ("ScaredSlug", "ScaredSlug", "L"))
        self.refused("CG_EINVAL", "cg_slugdungeon_entity_name: health 11 is not in 0..10",
                     sd.entity_name, self.malformed())
        self.refused("CG_EINVAL", "cg_slugdungeon_entity_symbol: health 11",
                     sd.entity_symbol, self.malformed())
        self.assertRaises(TypeError, sd.entity_name, sd.create_tile("#"))

    def test_entity_stats(self):
        player = sd.entity_init(sd.PLAYER, 8)
        self.assertEqual((sd.entity_health(player), sd.entity_max_health(player),
                          sd.entity_poison(player), sd.entity_weapon(player),
                          sd.entity_is_alive(player)), (8, 8, 0, sd.NO_WEAPON, True))
        for fn in (sd.entity_health, sd.entity_max_health, sd.entity_poison, sd.entity_weapon,
                   sd.entity_is_alive):
            self.refused("CG_EINVAL", "cg_slugdungeon_%s: health 11" % fn.__name__, fn,
                         self.malformed())

    def test_entity_repr(self):
        self.assertEqual(sd.entity_repr(sd.slug_init(sd.ANGRY_SLUG)), "AngrySlug()")
        self.assertEqual(repr(sd.entity_init(sd.SLUG, 5)), "Slug(5)")
        self.refused("CG_EINVAL", "cg_slugdungeon_entity_repr: health 11", sd.entity_repr,
                     self.malformed())

    def test_entity_equip(self):
        player = sd.entity_init(sd.PLAYER, 8)
        sd.entity_equip(player, sd.POISON_DART)
        self.assertEqual(player.weapon, sd.POISON_DART)
        self.refused("CG_EINVAL", "cg_slugdungeon_entity_equip: 6 is not a weapon",
                     sd.entity_equip, player, 6)
        self.assertEqual(player.weapon, sd.POISON_DART)

    def test_entity_weapon_targets_and_effect(self):
        slug = sd.slug_init(sd.ANGRY_SLUG)
        self.assertEqual(sd.entity_weapon_targets(slug, (0, 0)),
                         [(0, 1), (0, -1), (1, 0), (-1, 0)])
        self.assertEqual(sd.entity_weapon_effect(slug), (2, 0, 1))
        self.assertEqual(sd.entity_weapon_targets(sd.entity_init(sd.PLAYER, 3), (0, 0)), [])
        self.refused("CG_EINVAL", "cg_slugdungeon_entity_weapon_targets: health 11",
                     sd.entity_weapon_targets, self.malformed(), (0, 0))
        self.refused("CG_EINVAL", "cg_slugdungeon_entity_weapon_effect: health 11",
                     sd.entity_weapon_effect, self.malformed())

    def test_apply_effects_and_poison(self):
        slug = sd.slug_init(sd.ANGRY_SLUG)
        sd.apply_effects(slug, sd.weapon_effect(sd.POISON_SWORD))
        self.assertEqual((slug.health, slug.poison), (3, 1))
        sd.apply_poison(slug)
        self.assertEqual((slug.health, slug.poison), (2, 0))
        self.refused("CG_EINVAL", "cg_slugdungeon_apply_effects: effect value -2 is not in",
                     sd.apply_effects, slug, (-2, 0, 0))
        self.refused("CG_EINVAL", "cg_slugdungeon_apply_poison: health 11", sd.apply_poison,
                     self.malformed())

    def test_choose_move(self):
        angry, scared = sd.slug_init(sd.ANGRY_SLUG), sd.slug_init(sd.SCARED_SLUG)
        candidates = [(1, 2), (2, 1), (0, 1)]
        self.assertEqual(sd.choose_move(angry, candidates, (1, 1), (3, 3)), (1, 2))
        self.assertEqual(sd.choose_move(scared, candidates, (1, 1), (3, 3)), (0, 1))
        self.assertEqual(sd.choose_move(angry, [], (1, 1), (3, 3)), (1, 1))
        self.refused("CG_EINVAL", "Slug subclasses must implement a choose_move method.",
                     sd.choose_move, sd.entity_init(sd.SLUG, 3), candidates, (1, 1), (3, 3))
        self.assertRaises(TypeError, sd.choose_move, angry, [(1, "2")], (1, 1), (3, 3))

    def test_slug_can_move_and_end_turn(self):
        slug = sd.slug_init(sd.NICE_SLUG)
        self.assertTrue(sd.slug_can_move(slug))
        sd.slug_end_turn(slug)
        self.assertFalse(sd.slug_can_move(slug))
        player = sd.entity_init(sd.PLAYER, 3)
        self.refused("CG_EINVAL", "cg_slugdungeon_slug_can_move: a Player is no slug",
                     sd.slug_can_move, player)
        self.refused("CG_EINVAL", "cg_slugdungeon_slug_end_turn: a Player is no slug",
                     sd.slug_end_turn, player)


class ModelTest(Refusal, unittest.TestCase):
    def setUp(self):
        self.game = cardgames.Game("slugdungeon")
        self.state = sd.state_from_level(self.game, LEVEL)
        self.war = cardgames.Game("war").new_state(1)

    def foreign(self, fn, *args):
        """fn given a state of War: CG_EINVAL naming fn."""
        self.refused("CG_EINVAL", "cg_slugdungeon_%s: state of 'war', not 'slugdungeon'"
                     % fn.__name__, fn, self.war, *args)

    def test_state_from_level(self):
        self.assertEqual(sd.slug_count(self.state), 2)
        self.refused("CG_EPARSE", "level text, line 2: the first row of the board is empty",
                     sd.state_from_level, self.game, "10\n\n")
        self.assertRaises(TypeError, sd.state_from_level, "slugdungeon", LEVEL)
        self.refused("CG_EINVAL", "cg_slugdungeon_state_from_level: game is 'war'",
                     sd.state_from_level, cardgames.Game("war"), LEVEL)

    def test_state_from_file(self):
        state = sd.state_from_file(self.game, level_path("1_tutorial"))
        self.assertEqual(sd.dimensions(state), (3, 8))
        self.refused("CG_EIO", "cannot open", sd.state_from_file, self.game,
                     level_path("no_such_level"))

    def test_model_new(self):
        tiles = [[sd.create_tile(c) for c in row] for row in ("#####", "#  G#", "#####")]
        slugs = [(sd.slug_init(sd.SCARED_SLUG), (1, 2))]
        player = sd.entity_init(sd.PLAYER, 7)
        state = sd.model_new(self.game, tiles, slugs, player, (1, 1))
        self.assertEqual(sd.slugs_text(state), "{(1, 2): ScaredSlug()}")
        self.assertEqual(sd.player(state), player)
        self.refused("CG_EINVAL", "cg_slugdungeon_model_new: the ScaredSlug at (1, 1) stands on "
                     "the player", sd.model_new, self.game, tiles,
                     [(sd.slug_init(sd.SCARED_SLUG), (1, 1))], player, (1, 1))
        self.refused("CG_EINVAL", "cg_slugdungeon_model_new: the player is a NiceSlug",
                     sd.model_new, self.game, tiles, [], sd.slug_init(sd.NICE_SLUG), (1, 1))
        self.assertRaises(TypeError, sd.model_new, self.game, [[tiles[0][0]], []], [], player,
                          (1, 1))

    def test_dimensions(self):
        self.assertEqual(sd.dimensions(self.state), (4, 7))
        self.foreign(sd.dimensions)
        self.assertRaises(TypeError, sd.dimensions, self.game)

    def test_tile_at(self):
        self.assertEqual(repr(sd.tile_at(self.state, (2, 5))), "Tile('G', False)")
        self.refused("CG_EINVAL", "cg_slugdungeon_tile_at: (4, 0) is off the 4 x 7 board",
                     sd.tile_at, self.state, (4, 0))

    def test_tiles_and_tiles_text(self):
        rows = sd.tiles(self.state)
        self.assertEqual([len(row) for row in rows], [7] * 4)
        self.assertEqual(sd.tile_weapon(rows[1][3]), sd.POISON_SWORD)
        self.assertTrue(sd.tiles_text(self.state).startswith("[[Tile('#', True), "))
        self.foreign(sd.tiles)
        self.foreign(sd.tiles_text)

    def test_slugs(self):
        self.assertEqual(sd.slug_count(self.state), 2)
        slug, at = sd.slug(self.state, 1)
        self.assertEqual((repr(slug), at), ("AngrySlug()", (2, 3)))
        self.assertEqual(sd.slug_index_at(self.state, (1, 5)), 0)
        self.assertIsNone(sd.slug_index_at(self.state, (1, 1)))
        self.assertEqual(sd.slugs_text(self.state), "{(1, 5): ScaredSlug(), (2, 3): AngrySlug()}")
        self.refused("CG_EINVAL", "cg_slugdungeon_slug: no slug 2 (2 slugs left)", sd.slug,
                     self.state, 2)
        self.foreign(sd.slug_count)
        self.foreign(sd.slug_index_at, (0, 0))
        self.foreign(sd.slugs_text)

    def test_player_and_positions(self):
        self.assertEqual((repr(sd.player(self.state)), sd.player_position(self.state),
                          sd.previous_position(self.state)), ("Player(10)", (1, 1), (1, 1)))
        sd.handle_player_move(self.state, (1, 0))
        self.assertEqual((sd.player_position(self.state), sd.previous_position(self.state)),
                         ((2, 1), (1, 1)))
        self.foreign(sd.player)
        self.foreign(sd.player_position)
        self.foreign(sd.previous_position)

    def test_valid_slug_positions(self):
        self.assertEqual(sd.valid_slug_positions(self.state, 1), [(2, 3), (1, 3), (2, 2),
                                                                  (2, 4)])
        self.refused("CG_EINVAL", "cg_slugdungeon_valid_slug_positions: no slug -1",
                     sd.valid_slug_positions, self.state, -1)

    def test_perform_attack_and_end_turn(self):
        sd.perform_attack(self.state, 1, (1, 1))
        self.assertEqual(sd.player(self.state).health, 10)
        sd.perform_attack(self.state, 1, (1, 2))
        self.assertEqual((sd.player(self.state).health, sd.player(self.state).poison), (8, 1))
        self.refused("CG_EINVAL", "cg_slugdungeon_perform_attack: no slug 5", sd.perform_attack,
                     self.state, 5, (1, 1))
        sd.end_turn(self.state)
        self.assertEqual(sd.turns(self.state), 1)
        self.foreign(sd.end_turn)

    def test_handle_player_move(self):
        sd.handle_player_move(self.state, (0, 1))
        self.assertEqual(sd.player(self.state).weapon, sd.NO_WEAPON)
        self.refused("CG_EILLEGAL", "cg_slugdungeon_handle_player_move: the player cannot move "
                     "to (0, 2): a blocking tile", sd.handle_player_move, self.state, (-1, 0))
        self.refused("CG_EINVAL", "delta (1, 1) is not one square", sd.handle_player_move,
                     self.state, (1, 1))

    def test_results_and_turns(self):
        self.assertEqual((sd.has_won(self.state), sd.has_lost(self.state), sd.turns(self.state)),
                         (False, False, 0))
        won = sd.state_from_level(self.game, "1\n####\n#PG#\n####\n")
        won.apply("right")
        self.assertTrue(sd.has_won(won))
        self.refused("CG_EOVER", "cg_slugdungeon_end_turn: the game is over", sd.end_turn, won)
        self.foreign(sd.has_won)
        self.foreign(sd.has_lost)
        self.foreign(sd.turns)
        self.assertEqual(sd.max_turns(cardgames.Game("slugdungeon", max_turns=7)), 7)
        self.refused("CG_EINVAL", "cg_slugdungeon_max_turns: game is 'war', not 'slugdungeon'",
                     sd.max_turns, cardgames.Game("war"))


class BotsTest(Refusal, unittest.TestCase):
    def test_catalogue_has_path(self):
        game = cardgames.Game("slugdungeon")
        self.assertEqual(cardgames.bot_names(game), ["random", "mcts", "path"])
        self.assertEqual(cardgames.Bot(game, "path").params, "depth=3")
        self.refused("CG_EINVAL", "path bot: parameter 'depth' must be from 1 to 6, not 0",
                     cardgames.Bot, game, "path", depth=0)

    def test_path_wins_the_tutorial_by_the_shortest_way(self):
        game = cardgames.Game("slugdungeon", level=level_path("1_tutorial"))
        state, bot = game.new_state(), cardgames.Bot(game, "path")
        while not state.is_terminal:
            state.apply(bot.choose(state, seed=state.move_number))
        self.assertTrue(sd.has_won(state))
        self.assertEqual(sd.turns(state), 5)


if __name__ == "__main__":
    unittest.main()
