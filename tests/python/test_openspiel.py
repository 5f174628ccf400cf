"""cardgames.openspiel on every game: OpenSpiel's own random_sim_test, a whole
game of every two-player game between OpenSpiel's IS-MCTS and the library's
mcts, and the semantics of section 6 of the 1.2 contract: GameType from the
traits, parameters with the library's defaults, observations and information
states equal the player's render and cg_state_observation and are unchanged by
resample_from_infostate, serialisation through save/load, seeds reproduce.

OpenSpiel's C++ ISMCTSBot (pyspiel.ISMCTSBot) cannot call a resampler written in
Python: the games are played by its Python IS-MCTS,
open_spiel.python.algorithms.ismcts.ISMCTSBot, which calls the state's
resample_from_infostate. random_sim_test runs without its serialisation pass:
for sampled-stochastic games it asks the game for a generator state
(GetRNGState) that a game written in Python cannot provide; our states carry
their generator, and serialize/deserialize_state are tested here instead.
CG_ADAPTER_GAMES sizes the runs (small by default; CI raises it)."""
import os
import unittest

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
    import cardgames.openspiel as cg_spiel
except ImportError:  # pragma: no cover - the frameworks are optional
    pyspiel = None

import cardgames

GAMES = int(os.environ.get("CG_ADAPTER_GAMES", "3"))
# pyspiel is a C++ extension built without the sanitizers: under a sanitizer's
# runtime (LD_PRELOAD in the sanitized builds) it is not tested.
SANITIZED = "san" in os.environ.get("LD_PRELOAD", "")


@unittest.skipIf(pyspiel is None, "open_spiel is not installed")
@unittest.skipIf(SANITIZED, "pyspiel is not built for a sanitizer's runtime")
class OpenSpielTest(unittest.TestCase):
    def test_every_game_is_registered_with_its_traits(self):
        names = set(pyspiel.registered_names())
        GT = pyspiel.GameType
        for name in cardgames.games():
            with self.subTest(game=name):
                self.assertIn("cardgames_" + name, names)
                game = pyspiel.load_game("cardgames_" + name)
                info = cardgames.Game(name).info
                t = game.get_type()
                self.assertEqual(t.dynamics, GT.Dynamics.SEQUENTIAL)
                self.assertEqual(t.chance_mode == GT.ChanceMode.SAMPLED_STOCHASTIC, info.chance)
                self.assertEqual(t.information == GT.Information.IMPERFECT_INFORMATION,
                                 info.hidden)
                self.assertEqual(t.utility == GT.Utility.ZERO_SUM, info.zero_sum)
                self.assertEqual(t.reward_model, GT.RewardModel.TERMINAL)
                self.assertEqual(game.num_players(), info.num_players)
                self.assertEqual(game.num_distinct_actions(), cardgames.Game(name).action_count)
                self.assertEqual(game.min_utility(), info.min_return)
                self.assertEqual(game.max_utility(), info.max_return)

    def test_parameters_are_the_library_defaults(self):
        game = pyspiel.load_game("cardgames_war")
        self.assertEqual(game.get_parameters()["facedown"], 3)
        capped = pyspiel.load_game("cardgames_war", {"max_rounds": 5})
        self.assertIn("max_rounds=5", capped.cg.params)
        self.assertIn("max_rounds=7",
                      pyspiel.load_game("cardgames_war(max_rounds=7)").cg.params)

    def test_random_sim_test_on_every_game(self):
        for name in cardgames.games():
            with self.subTest(game=name):
                pyspiel.random_sim_test(pyspiel.load_game("cardgames_" + name),
                                        num_sims=GAMES, serialize=False, verbose=False)

    def test_views_serialisation_and_resampling(self):
        rng = np.random.default_rng(3)
        for name in cardgames.games():
            with self.subTest(game=name):
                game = pyspiel.load_game("cardgames_" + name)
                state = game.new_initial_state(5)
                while not state.is_terminal():
                    p = state.current_player()
                    self.assertEqual(state.observation_string(p), state.cg.render(p))
                    self.assertEqual(state.information_state_string(p), state.cg.render(p))
                    own = np.asarray(state.cg.observation(p)).reshape(-1)
                    np.testing.assert_array_equal(state.observation_tensor(p), own)
                    np.testing.assert_array_equal(state.information_state_tensor(p), own)
                    other = state.resample_from_infostate(p, lambda: rng.random())
                    self.assertEqual(other.information_state_string(p),
                                     state.information_state_string(p))
                    np.testing.assert_array_equal(other.information_state_tensor(p),
                                                  state.information_state_tensor(p))
                    self.assertEqual(other.legal_actions(), state.legal_actions())
                    back = game.deserialize_state(state.serialize())
                    self.assertEqual(back.cg, state.cg)
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rng.integers(len(legal)))])
                    if state.cg.move_number > 60:
                        break

    def test_seeds_reproduce(self):
        for name in cardgames.games():
            with self.subTest(game=name):
                runs = []
                for _ in range(2):
                    state = pyspiel.load_game("cardgames_" + name).new_initial_state(9)
                    while not state.is_terminal() and state.cg.move_number < 200:
                        legal = state.legal_actions()
                        state.apply_action(legal[(state.cg.move_number * 7) % len(legal)])
                    runs.append(state.serialize())
                self.assertEqual(runs[0], runs[1])

    def test_ismcts_plays_a_whole_game_against_our_mcts(self):
        for name in cardgames.games():
            game = pyspiel.load_game("cardgames_" + name)
            if game.num_players() != 2:
                continue
            with self.subTest(game=name):
                evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1,
                                                        random_state=np.random.RandomState(1))
                theirs = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=8,
                                          random_state=np.random.RandomState(2))
                ours = cardgames.Bot(game.cg, "mcts", "iterations=50")
                state = game.new_initial_state(1)
                moves = 0
                while not state.is_terminal():
                    if state.current_player() == 0:
                        action = theirs.step(state)
                    else:
                        action = game.cg.action_of(ours.choose(state.cg, seed=moves))
                    self.assertIn(action, state.legal_actions())
                    state.apply_action(action)
                    moves += 1
                returns = state.returns()
                self.assertEqual(sum(returns), 0.0)
                self.assertGreater(moves, 0)


if __name__ == "__main__":
    unittest.main()
