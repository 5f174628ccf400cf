"""cardgames.VectorEnv for every game: shapes and types (numpy arrays, or
memoryviews without numpy), random games from the masks, auto-reset, all-or-nothing
steps, and the same results on one thread and on two."""
import os
import sys
import unittest

if os.environ.get("CARDGAMES_TEST_WITHOUT_NUMPY"):
    sys.modules["numpy"] = None

import cardgames

try:
    import numpy
except ImportError:
    numpy = None


def legal_actions(masks, size, actions, step):
    """A legal action of each state, chosen by a fixed rule."""
    chosen = []
    for i in range(size):
        row = [a for a in range(actions) if masks[i][a]] if numpy is None else \
            numpy.flatnonzero(masks[i]).tolist()
        chosen.append(row[(i * 31 + step * 17) % len(row)])
    return chosen


def count_of_ones(row):
    """The legal actions of a mask row, counted as Python ints (a sum of uint8 in numpy
    would wrap past 255)."""
    return sum(int(v) for v in row)


def flat(array):
    return array.tolist() if numpy is not None else array.tolist()


class VectorEnvTest(unittest.TestCase):
    def test_shapes_and_types(self):
        for name in cardgames.games():
            with cardgames.VectorEnv(name, 5, seed=1) as env:
                obs, masks, players = env.reset(seed=2)
                self.assertEqual(env.size, 5)
                self.assertEqual(len(env), 5)
                self.assertEqual(env.num_actions, cardgames.Game(name).action_count)
                if numpy is not None:
                    self.assertEqual(obs.shape, (5,) + env.observation_shape)
                    self.assertEqual(obs.dtype, numpy.float32)
                    self.assertEqual(masks.shape, (5, env.num_actions))
                    self.assertEqual(players.dtype, numpy.int32)
                else:
                    self.assertIsInstance(obs, cardgames.vector.Rows)
                    self.assertEqual(obs.format, "f")
                    self.assertEqual(obs.shape, (5,) + env.observation_shape)
                    self.assertIsInstance(players, memoryview)
                    self.assertEqual(masks.shape, (5, env.num_actions))
                for i in range(5):
                    s = env.state(i)
                    self.assertEqual(players[i], s.current_player)
                    self.assertEqual(count_of_ones(masks[i]), len(s.legal_moves()))

    def test_random_games_end_and_start_again(self):
        # SlugDungeon's default of 1,000 turns outlasts 400 steps of a fixed walk.
        params = {"slugdungeon": {"max_turns": 100}}
        for name in cardgames.games():
            env = cardgames.VectorEnv(name, 8, seed=3, **params.get(name, {}))
            _, masks, _ = env.reset(seed=3)
            ended = 0
            for step in range(400):
                actions = legal_actions(masks, 8, env.num_actions, step)
                _, masks, returns, done, players = env.step(actions)
                for i in range(8):
                    if done[i]:
                        ended += 1
                        self.assertEqual(env.state(i).move_number, 0)
                    else:
                        self.assertEqual(flat(returns[i]), [0.0] * env.num_players)
            self.assertGreater(ended, 0, name)
            env.close()

    def test_an_illegal_action_raises_and_changes_nothing(self):
        env = cardgames.VectorEnv("battleship", 4, seed=5)
        _, masks, _ = env.reset(seed=5)
        before = [env.state(i).save() for i in range(4)]
        actions = legal_actions(masks, 4, env.num_actions, 0)
        actions[2] = next(a for a in range(env.num_actions) if not masks[2][a])
        with self.assertRaises(cardgames.Error) as caught:
            env.step(actions)
        self.assertEqual(caught.exception.status, "CG_EILLEGAL")
        self.assertIn("state 2", caught.exception.message)
        actions[2] = env.num_actions
        with self.assertRaises(cardgames.Error) as caught:
            env.step(actions)
        self.assertIn("out of range", caught.exception.message)
        self.assertEqual([env.state(i).save() for i in range(4)], before)
        with self.assertRaises(ValueError):
            env.step(actions[:3])
        with self.assertRaises(TypeError):
            env.step(["a"] * 4)
        if numpy is not None:
            # Unsigned 32-bit actions go to the library as they are; wider ones are
            # checked first, since the copy would cut 2**32 + a down to a.
            legal = legal_actions(masks, 4, env.num_actions, 0)
            for dtype, bad in ((numpy.uint32, env.num_actions), (numpy.int64, 2 ** 32 + legal[2]),
                               (numpy.int64, -1), (numpy.uint64, 2 ** 32 + legal[2])):
                chosen = numpy.array(legal, dtype=dtype)
                chosen[2] = bad
                with self.assertRaises(cardgames.Error) as caught:
                    env.step(chosen)
                self.assertEqual(caught.exception.status, "CG_EILLEGAL")
                self.assertIn("state 2", caught.exception.message)
                self.assertIn("out of range", caught.exception.message)
        self.assertEqual([env.state(i).save() for i in range(4)], before)
        env.close()
        with self.assertRaises(cardgames.Error):
            env.step(actions)

    def test_two_threads_play_the_games_of_one(self):
        for name in cardgames.games():
            results = []
            for threads in (1, 2, 3):
                env = cardgames.VectorEnv(name, 9, seed=7, num_threads=threads)
                self.assertEqual(cardgames.library.cg_batch_threads(env._batch), threads)
                _, masks, _ = env.reset(seed=7)
                trace = []
                for step in range(150):
                    actions = legal_actions(masks, 9, env.num_actions, step)
                    obs, masks, returns, done, players = env.step(actions)
                    trace.append((flat(done), flat(players), flat(returns)))
                trace.append([env.state(i).save() for i in range(9)])
                results.append(trace)
                env.close()
            self.assertEqual(results[0], results[1], name)
            self.assertEqual(results[0], results[2], name)

    def test_two_threads_refuse_an_illegal_action_everywhere(self):
        env = cardgames.VectorEnv("shephy", 6, seed=1, num_threads=2)
        _, masks, _ = env.reset(seed=1)
        before = [env.state(i).save() for i in range(6)]
        actions = legal_actions(masks, 6, env.num_actions, 0)
        actions[5] = next(a for a in range(env.num_actions) if not masks[5][a])
        with self.assertRaises(cardgames.Error) as caught:
            env.step(actions)
        self.assertIn("state 5", caught.exception.message)
        self.assertEqual([env.state(i).save() for i in range(6)], before)
        env.close()

    def test_bad_arguments(self):
        with self.assertRaises(ValueError):
            cardgames.VectorEnv("war", -1)
        with self.assertRaises(ValueError):
            cardgames.VectorEnv("war", 2, num_threads=0)
        with self.assertRaises(ValueError):
            cardgames.VectorEnv("war", 2, num_threads=257)
        with self.assertRaises(TypeError):
            cardgames.VectorEnv(cardgames.Game("war"), 2, facedown=2)
        with self.assertRaises(ValueError):
            cardgames.VectorEnv("war", 2, seed=-1)
        empty = cardgames.VectorEnv("war", 0)
        obs, masks, returns, done, players = empty.step([])
        self.assertEqual(len(done), 0)


@unittest.skipIf(numpy is None, "numpy is not installed")
class WithoutNumpyTest(unittest.TestCase):
    def test_the_package_works_without_numpy(self):
        """The same tests again in an interpreter where numpy cannot be imported."""
        import subprocess
        here = os.path.dirname(os.path.abspath(__file__))
        env = dict(os.environ, CARDGAMES_TEST_WITHOUT_NUMPY="1")
        for script in ("test_vector.py", "test_package.py", "test_regressions.py",
                       "test_bad_input.py"):
            done = subprocess.run([sys.executable, os.path.join(here, script)], env=env,
                                  capture_output=True, text=True)
            self.assertEqual(done.returncode, 0, done.stderr[-3000:])


if __name__ == "__main__":
    unittest.main()
