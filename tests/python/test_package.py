"""The package's 1.1 additions, driven as a user drives them, for every game of the
catalogue: games compared and hashed by name and parameters, states pickled and
deep-copied, returns for every player, seeds checked, reseed and resample, legal
masks and observations (numpy arrays, or array.array when numpy is missing)."""
import copy
import multiprocessing
import os
import pickle
import sys
import unittest

if os.environ.get("CARDGAMES_TEST_WITHOUT_NUMPY"):
    sys.modules["numpy"] = None  # import numpy now fails: the package's fallback path

import cardgames

try:
    import numpy
except ImportError:
    numpy = None


def played(game, seed, moves):
    s = game.new_state(seed=seed)
    for _ in range(moves):
        if s.is_terminal:
            break
        legal = s.legal_moves()
        s.apply(legal[(seed * 7 + s.move_number) % len(legal)])
    return s


def final_save(args):
    name, params, text = args
    s = cardgames.Game(name, params).load(text)
    s.playout(seed=3, reseed=False)
    return s.save()


class GameTest(unittest.TestCase):
    def test_games_are_equal_by_name_and_parameters(self):
        self.assertEqual(cardgames.Game("war"), cardgames.Game("war"))
        self.assertEqual(hash(cardgames.Game("war")), hash(cardgames.Game("war", facedown=3)))
        self.assertEqual(cardgames.Game("war", facedown=2), cardgames.Game("war", "facedown=2"))
        self.assertNotEqual(cardgames.Game("war", facedown=2), cardgames.Game("war"))
        self.assertNotEqual(cardgames.Game("war"), cardgames.Game("shephy"))
        self.assertEqual(len({cardgames.Game("war"), cardgames.Game("war")}), 1)

    def test_games_pickle_by_name_and_parameters(self):
        for name in cardgames.games():
            g = cardgames.Game(name)
            self.assertEqual(pickle.loads(pickle.dumps(g)), g)

    def test_wrong_types_raise_type_error(self):
        with self.assertRaises(TypeError):
            cardgames.Game(5)
        with self.assertRaises(TypeError):
            cardgames.Game("war", 3)
        with self.assertRaises(TypeError):
            cardgames.Game("war", "facedown=2", facedown=2)

    def test_action_and_observation_sizes(self):
        for name in cardgames.games():
            g = cardgames.Game(name)
            self.assertGreater(g.action_count, 0)
            size = 1
            for d in g.observation_shape:
                size *= d
            self.assertEqual(size, g.observation_size)
            for action in (0, g.action_count - 1):
                self.assertEqual(g.action_of(g.move_of(action)), action)
            with self.assertRaises(cardgames.Error) as caught:
                g.move_of(g.action_count)
            self.assertEqual(caught.exception.status, "CG_EINVAL")
            self.assertIn("out of range", caught.exception.message)


class SeedTest(unittest.TestCase):
    def setUp(self):
        self.game = cardgames.Game("war")

    def test_seeds_cover_64_bits(self):
        top = self.game.new_state(seed=2 ** 64 - 1)
        self.assertNotEqual(top, self.game.new_state(seed=0))
        self.assertEqual(top, self.game.new_state(seed=2 ** 64 - 1))

    def test_seeds_out_of_range_raise_value_error(self):
        for seed in (2 ** 64, -1, 2 ** 70):
            with self.assertRaises(ValueError):
                self.game.new_state(seed=seed)
            with self.assertRaises(ValueError):
                self.game.new_state(seed=0).reseed(seed)

    def test_seeds_of_other_types_raise_type_error(self):
        for seed in ("1", 1.0, True, [1]):
            with self.assertRaises(TypeError):
                self.game.new_state(seed=seed)

    def test_none_draws_a_seed(self):
        states = [self.game.new_state(seed=None) for _ in range(4)]
        self.assertGreater(len({s.save() for s in states}), 1)

    @unittest.skipIf(numpy is None, "numpy is not installed")
    def test_numpy_integers_are_seeds(self):
        self.assertEqual(self.game.new_state(seed=numpy.uint64(2 ** 63)),
                         self.game.new_state(seed=2 ** 63))


class StateTest(unittest.TestCase):
    def test_returns_of_every_player(self):
        for name in cardgames.games():
            s = cardgames.Game(name).new_state(seed=4)
            s.playout(seed=4)
            returns = s.returns()
            self.assertEqual(len(returns), s.game.num_players)
            self.assertEqual(returns, [s.returns(p) for p in range(s.game.num_players)])
            with self.assertRaises(cardgames.Error):
                s.returns(s.game.num_players)

    def test_pickle_and_deepcopy_round_trip_for_every_game(self):
        for name in cardgames.games():
            s = played(cardgames.Game(name), 11, 30)
            for copied in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s), copy.copy(s)):
                self.assertEqual(copied, s)
                self.assertEqual(copied.save(), s.save())
                self.assertEqual(copied.game, s.game)
                self.assertIsNot(copied.handle, s.handle)

    def test_states_cross_processes(self):
        jobs = [(name, cardgames.Game(name).params, played(cardgames.Game(name), 5, 10).save())
                for name in cardgames.games()]
        with multiprocessing.get_context("spawn").Pool(2) as pool:
            results = pool.map(final_save, jobs)
        self.assertEqual(results, [final_save(job) for job in jobs])

    def test_resample_keeps_what_the_viewer_sees(self):
        for name in cardgames.games():
            g = cardgames.Game(name)
            s = played(g, 9, 40)
            for viewer in range(g.num_players):
                r = s.clone()
                r.resample(viewer, seed=5)
                self.assertEqual(r.render(viewer), s.render(viewer))
                self.assertEqual(list(r.observation(viewer).tolist() if numpy else
                                      r.observation(viewer)),
                                 list(s.observation(viewer).tolist() if numpy else
                                      s.observation(viewer)))
                other = s.clone()
                other.resample(viewer, seed=6)
                other.resample(viewer, seed=5)
                self.assertEqual(other, r)
            with self.assertRaises(cardgames.Error) as caught:
                s.resample(g.num_players, seed=1)
            self.assertEqual(caught.exception.status, "CG_EINVAL")

    def test_resample_for_nobody_only_reseeds(self):
        s = played(cardgames.Game("shephy"), 3, 4)
        a, b = s.clone(), s.clone()
        a.resample(cardgames.PLAYER_NONE, seed=8)
        b.reseed(8)
        self.assertEqual(a, b)

    def test_reseeded_playouts_differ_where_clones_repeat_one_future(self):
        s = played(cardgames.Game("war"), 2, 60)
        plain, fresh = set(), set()
        for seed in range(20):
            c = s.clone()
            c.playout(seed=seed, reseed=False)
            plain.add((c.winner, c.move_number))
            c = s.clone()
            c.playout(seed=seed)
            fresh.add((c.winner, c.move_number))
        self.assertEqual(len(plain), 1)  # War has no choice: one future per generator
        self.assertGreater(len(fresh), 1)

    def test_legal_mask_and_observation(self):
        for name in cardgames.games():
            g = cardgames.Game(name)
            s = played(g, 6, 20)
            mask = s.legal_mask()
            self.assertEqual(len(mask), g.action_count)
            legal = s.legal_moves()
            self.assertEqual(sum(int(v) for v in mask), len(legal))  # no uint8 wrap
            for move in legal:
                self.assertEqual(mask[g.action_of(move)], 1)
            obs = s.observation(0)
            if numpy is not None:
                self.assertIsInstance(obs, numpy.ndarray)
                self.assertEqual(obs.shape, g.observation_shape)
                self.assertEqual(obs.dtype, numpy.float32)
                self.assertTrue(((obs >= 0) & (obs <= 1)).all())
                self.assertIsInstance(mask, numpy.ndarray)
            else:
                self.assertEqual(obs.typecode, "f")
                self.assertEqual(len(obs), g.observation_size)
                self.assertTrue(all(0 <= v <= 1 for v in obs))
                self.assertEqual(mask.typecode, "B")
            with self.assertRaises(cardgames.Error) as caught:
                s.observation(g.num_players)
            self.assertEqual(caught.exception.status, "CG_EINVAL")

    def test_a_finished_game_has_an_empty_mask(self):
        s = cardgames.Game("shephy").new_state(seed=1)
        s.playout(seed=1)
        self.assertEqual(sum(int(v) for v in s.legal_mask()), 0)


if __name__ == "__main__":
    unittest.main()
