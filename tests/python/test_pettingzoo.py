"""cardgames.pettingzoo on every game: PettingZoo's own api_test and seed_test,
and the semantics of section 5 of the 1.2 contract: each agent observes its
own view (cg_state_observation, unchanged by resampling what it cannot see)
with its legal mask, rewards are the returns at the end, terminations by the
rules vs truncations by max_moves, seeds reproduce episodes.
CG_ADAPTER_GAMES sizes the runs (small by default; CI raises it)."""
import os
import unittest

try:
    import numpy as np
    from pettingzoo.test import api_test, seed_test
    from cardgames.pettingzoo import env, raw_env
except ImportError:  # pragma: no cover - the frameworks are optional
    api_test = None

import cardgames

GAMES = int(os.environ.get("CG_ADAPTER_GAMES", "3"))


@unittest.skipIf(api_test is None, "pettingzoo is not installed")
class PettingZooTest(unittest.TestCase):
    def test_api_test_on_every_game(self):
        for name in cardgames.games():
            with self.subTest(game=name):
                api_test(env(name), num_cycles=100 * GAMES, verbose_progress=False)

    def test_seed_test_on_every_game(self):
        for name in cardgames.games():
            with self.subTest(game=name):
                seed_test(lambda: env(name), num_cycles=20 * GAMES)

    def play(self, e, seed, rng, check=True):
        """One game by random legal actions: the (agent, reward, terminated,
        truncated) seen by every agent at its turn, checking observations."""
        e.reset(seed=seed)
        raw = e.unwrapped
        seen = []
        for agent in e.agent_iter():
            obs, reward, terminated, truncated, _ = e.last()
            seen.append((agent, reward, terminated, truncated, obs["observation"].tobytes()))
            if check:
                state = raw.state
                for other in e.agents:
                    p = raw.possible_agents.index(other)
                    view = raw.observe(other)
                    np.testing.assert_array_equal(view["observation"].reshape(-1),
                                                  np.asarray(state.observation(p)).reshape(-1))
                    if not (terminated or truncated) and state.current_player == p:
                        np.testing.assert_array_equal(view["action_mask"],
                                                      np.asarray(state.legal_mask()))
                    else:
                        self.assertFalse(view["action_mask"].any())
                    clone = state.clone()
                    clone.resample(p, int(rng.integers(2 ** 32)))
                    np.testing.assert_array_equal(
                        np.asarray(clone.observation(p)), np.asarray(state.observation(p)))
            if terminated or truncated:
                e.step(None)
            else:
                e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        return seen

    def test_observations_rewards_and_ends(self):
        rng = np.random.default_rng(4)
        for name in cardgames.games():
            for cap in (None, 5):
                with self.subTest(game=name, max_moves=cap):
                    e = env(name, max_moves=cap)
                    for g in range(GAMES):
                        seen = self.play(e, g, rng)
                        state = e.unwrapped.state
                        last = {a: (r, te, tr) for a, r, te, tr, _ in seen}
                        for agent, (reward, terminated, truncated) in last.items():
                            p = e.unwrapped.possible_agents.index(agent)
                            if state.is_terminal:
                                self.assertEqual((terminated, truncated), (True, False))
                                self.assertEqual(reward, state.returns(p))
                            else:
                                self.assertEqual((terminated, truncated), (False, True))
                                self.assertEqual(state.move_number, cap)
                                self.assertEqual(reward, 0.0)

    def test_seeds_reproduce_games(self):
        for name in cardgames.games():
            with self.subTest(game=name):
                a = self.play(env(name), 9, np.random.default_rng(1), check=False)
                b = self.play(env(name), 9, np.random.default_rng(1), check=False)
                self.assertEqual(a, b)

    def test_spaces_and_agents(self):
        for name in cardgames.games():
            with self.subTest(game=name):
                raw = raw_env(name)
                game = cardgames.Game(name)
                self.assertEqual(raw.possible_agents,
                                 ["player_%d" % p for p in range(game.num_players)])
                space = raw.observation_space("player_0")
                self.assertEqual(space["observation"].shape, game.observation_shape)
                self.assertEqual(space["action_mask"].dtype, np.int8)
                self.assertEqual(raw.action_space("player_0").n, game.action_count)
                with self.assertRaises(ValueError):
                    raw_env(name, max_moves=0)


if __name__ == "__main__":
    unittest.main()
