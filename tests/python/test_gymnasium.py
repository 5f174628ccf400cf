"""cardgames.gymnasium on every game: Gymnasium's own check_env on every id,
and the semantics of section 4 of the 1.2 contract: terminated (the rules) vs
truncated (max_moves), the learner's observations equal cg_state_observation
and are unchanged by resampling what it cannot see, an illegal action raises
ValueError, seeds reproduce episodes, and make_vec's NEXT_STEP autoreset
returns each finished game's final observation and reward before a new game.
CG_ADAPTER_GAMES sizes the runs (small by default; CI raises it)."""
import os
import unittest
import warnings

try:
    import gymnasium
    import numpy as np
    from gymnasium.utils.env_checker import check_env
    import cardgames.gymnasium as cg_gym
except ImportError as e:  # pragma: no cover - the frameworks are optional
    gymnasium = None
    missing = str(e)

import cardgames

GAMES = int(os.environ.get("CG_ADAPTER_GAMES", "3"))


def ids():
    return [(name, cg_gym.env_id(name)) for name in cardgames.games()]


def own(state, seat):
    """cg_state_observation of seat, flat."""
    return np.asarray(state.observation(seat)).reshape(-1)


def random_legal(mask, rng):
    return int(rng.choice(np.flatnonzero(mask)))


@unittest.skipIf(gymnasium is None, "gymnasium is not installed")
class GymnasiumTest(unittest.TestCase):
    def test_every_game_has_its_id(self):
        registered = {k for k in gymnasium.registry if k.startswith("cardgames/")}
        self.assertEqual(registered, {gid for _, gid in ids()})
        self.assertIn("cardgames/SlugDungeon-v0", registered)
        self.assertIn("cardgames/WeissSchwarz-v0", registered)

    def test_check_env_on_every_id(self):
        for name, gid in ids():
            with self.subTest(game=name), warnings.catch_warnings():
                warnings.simplefilter("error", UserWarning)
                env = gymnasium.make(gid, opponent="random", illegal_action="lose",
                                     render_mode="ansi")
                check_env(env.unwrapped, skip_render_check=False)
                env.close()

    def test_illegal_action_raises_and_changes_nothing(self):
        for name, gid in ids():
            with self.subTest(game=name):
                env = gymnasium.make(gid, opponent="random").unwrapped
                obs, info = env.reset(seed=3)
                illegal = np.flatnonzero(info["action_mask"] == 0)
                if illegal.size == 0:
                    continue
                saved = env.state.save()
                with self.assertRaises(ValueError):
                    env.step(int(illegal[0]))
                with self.assertRaises(ValueError):
                    env.step(env.action_space.n)
                self.assertEqual(env.state.save(), saved)
                # "lose" ends the game with the least return instead
                lose = gymnasium.make(gid, opponent="random", illegal_action="lose").unwrapped
                lose.reset(seed=3)
                _, reward, terminated, truncated, _ = lose.step(int(illegal[0]))
                self.assertEqual((reward, terminated, truncated),
                                 (lose.game.info.min_return, True, False))

    def play(self, env, seed, rng):
        """One episode by random legal actions: the list of (obs, reward,
        terminated, truncated), checking every observation on the way."""
        obs, info = env.reset(seed=seed)
        steps = []
        while True:
            state = env.state
            np.testing.assert_array_equal(
                obs.reshape(-1), own(state, env.seat))
            # resampling what the learner cannot see changes none of its view
            other = state.clone()
            other.resample(env.seat, int(rng.integers(2 ** 32)))
            np.testing.assert_array_equal(own(other, env.seat),
                                          own(state, env.seat))
            self.assertEqual(other.render(env.seat), state.render(env.seat))
            mask = info["action_mask"]
            self.assertEqual(mask.dtype, np.int8)
            if not mask.any():  # the opponents ended the game before the learner moved
                action = 0
            else:
                action = random_legal(mask, rng)
            obs, reward, terminated, truncated, info = env.step(action)
            steps.append((obs.copy(), reward, terminated, truncated))
            if terminated or truncated:
                return steps

    def test_terminated_by_the_rules_truncated_by_max_moves(self):
        rng = np.random.default_rng(1)
        for name, gid in ids():
            for cap in (None, 6):
                with self.subTest(game=name, max_moves=cap):
                    env = gymnasium.make(gid, opponent="random", max_moves=cap).unwrapped
                    seen = set()
                    for g in range(GAMES):
                        steps = self.play(env, g, rng)
                        _, reward, terminated, truncated = steps[-1]
                        state = env.state
                        self.assertNotEqual(terminated, truncated)
                        if terminated:
                            self.assertTrue(state.is_terminal)
                            self.assertEqual(reward, state.returns(env.seat))
                        else:
                            self.assertFalse(state.is_terminal)
                            self.assertEqual(state.move_number, cap)
                            self.assertEqual(reward, 0.0)
                        self.assertTrue(all(r == 0 for _, r, _, _ in steps[:-1]))
                        seen.add("terminated" if terminated else "truncated")
                    self.assertEqual(seen, {"terminated"} if cap is None else seen)
        # SlugDungeon's own turn limit is a rule: terminated, never truncated
        env = gymnasium.make("cardgames/SlugDungeon-v0", max_turns=3).unwrapped
        steps = self.play(env, 0, rng)
        self.assertTrue(steps[-1][2])
        self.assertFalse(steps[-1][3])

    def test_seeds_reproduce_episodes(self):
        for name, gid in ids():
            with self.subTest(game=name):
                runs = []
                for _ in range(2):
                    env = gymnasium.make(gid, opponent="random").unwrapped
                    rng = np.random.default_rng(7)
                    runs.append([self.play(env, 11 + g, rng) for g in range(2)])
                for a, b in zip(runs[0], runs[1]):
                    self.assertEqual(len(a), len(b))
                    for x, y in zip(a, b):
                        np.testing.assert_array_equal(x[0], y[0])
                        self.assertEqual(x[1:], y[1:])

    def test_render_modes(self):
        env = gymnasium.make("cardgames/Battleship-v0", render_mode="ansi",
                             opponent="random").unwrapped
        env.reset(seed=1)
        self.assertEqual(env.render(), env.state.render(0))
        with self.assertRaises(ValueError):
            gymnasium.make("cardgames/War-v0", render_mode="rgb_array")

    def test_vector_next_step_final_observation(self):
        rng = np.random.default_rng(2)
        for name, gid in ids():
            with self.subTest(game=name):
                n = 4
                env = gymnasium.make_vec(gid, num_envs=n, vectorization_mode="vector_entry_point",
                                         opponent="random", max_moves=30)
                self.assertEqual(env.metadata["autoreset_mode"],
                                 gymnasium.vector.AutoresetMode.NEXT_STEP)
                obs, info = env.reset(seed=5)
                self.assertEqual(obs.shape, (n,) + env.single_observation_space.shape)
                self.assertEqual(info["action_mask"].shape, (n, env.single_action_space.n))
                inner = env.unwrapped.env
                ended_before = np.zeros(n, bool)
                ends = 0
                for step in range(60 * GAMES):
                    masks = info["action_mask"]
                    actions = np.array([random_legal(m, rng) if m.any() else 0 for m in masks])
                    obs, rewards, terminated, truncated, info = env.step(actions)
                    for i in range(n):
                        state = inner.state(i)
                        seat = env.unwrapped.seat
                        if ended_before[i]:  # NEXT_STEP: a new game, its action ignored
                            self.assertFalse(terminated[i] or truncated[i])
                            self.assertEqual(rewards[i], 0.0)
                        np.testing.assert_array_equal(obs[i].reshape(-1),
                                                      own(state, seat))
                        if terminated[i]:  # the final state is still there
                            self.assertTrue(state.is_terminal)
                            self.assertEqual(rewards[i], state.returns(seat))
                        if truncated[i]:
                            self.assertEqual(state.move_number, 30)
                            self.assertEqual(rewards[i], 0.0)
                    ended_before = terminated | truncated
                    ends += int(ended_before.sum())
                self.assertGreater(ends, 0)
                with self.assertRaises(ValueError):
                    env.step(np.full(n, env.single_action_space.n))
                env.close()


if __name__ == "__main__":
    unittest.main()
