"""cgplay drives every game of the catalogue through the generic API."""
import os
import re
import tempfile
import unittest

import cardgames
from example_runner import program, run


class CgplayTest(unittest.TestCase):
    def test_list_names_every_game_with_its_parameters(self):
        code, out, _ = run([program("CGPLAY"), "--list"])
        self.assertEqual(code, 0)
        lines = out.splitlines()
        self.assertEqual([l.split()[0] for l in lines], cardgames.games())
        for name, line in zip(cardgames.games(), lines):
            self.assertIn(cardgames.Game(name).params, line)

    def test_plays_a_seeded_game_printing_each_position_and_the_result(self):
        code, out, _ = run([program("CGPLAY"), "war", "--seed", "7"])
        self.assertEqual(code, 0)
        state = cardgames.Game("war").new_state(seed=7)
        moves = 0
        while not state.is_terminal:
            state.apply(state.legal_moves()[0])
            moves += 1
        self.assertEqual(out.count("--- move "), moves)
        self.assertIn("\n--- final position ---\n" + state.render(), out)
        self.assertTrue(out.endswith("Result: player index %d wins after %d moves.\n"
                                     % (state.winner, moves)))

    def test_same_seed_same_output(self):
        first = run([program("CGPLAY"), "war", "--seed", "7", "--quiet"])
        second = run([program("CGPLAY"), "war", "--seed", "7", "--quiet"])
        self.assertEqual(first, second)
        self.assertRegex(first[1], r"^Result: player index [01] wins after \d+ moves\.\n$")

    def test_human_picks_by_number_or_text_and_is_reasked(self):
        code, out, _ = run([program("CGPLAY"), "war", "--human", "0", "--max-moves", "3"],
                           stdin="play\nnonsense\n9\n1\n1\n")
        self.assertEqual(code, 0)
        self.assertIn("  1) play\nYour move (number or text): ", out)
        self.assertIn("You play: play", out)
        self.assertIn("Not a move: war: 'nonsense' is not a move", out)
        self.assertEqual(out.count("You play: "), 3)
        self.assertIn("Stopped after 3 moves, the game goes on.", out)

    def test_human_leaves_at_end_of_input(self):
        code, out, _ = run([program("CGPLAY"), "war", "--human", "0"], stdin="")
        self.assertEqual(code, 0)
        self.assertIn("Bye.", out)

    def test_demo_plays_one_game_of_every_game(self):
        code, out, err = run([program("CGPLAY"), "--demo"], timeout=600)
        self.assertEqual(code, 0, err)
        for name in cardgames.games():
            self.assertIn("================ %s ================" % name, out)
        self.assertEqual(len(re.findall(r"^Result: ", out, re.M)), len(cardgames.games()))

    def test_version(self):
        code, out, _ = run([program("CGPLAY"), "--version"])
        self.assertEqual((code, out), (0, "cgplay (libcardgames) %s\n" % cardgames.version()))

    def test_bots_of_the_catalogue_play(self):
        code, out, _ = run([program("CGPLAY"), "battleship", "--bots"])
        self.assertEqual(code, 0)
        self.assertEqual([line.split()[0] for line in out.splitlines()],
                         cardgames.bot_names(cardgames.Game("battleship")))
        code, out, err = run([program("CGPLAY"), "battleship", "--params",
                              "width=5;height=5;fleet=2,1", "--seed", "3", "--quiet",
                              "--bot", "mcts:iterations=30", "--bot", "random"])
        self.assertEqual(code, 0, err)
        self.assertRegex(out, r"^Result: player index [01] wins after \d+ moves\.\n$")
        code, _, err = run([program("CGPLAY"), "war", "--bot", "nobody"])
        self.assertEqual(code, 1)
        self.assertIn("no bot named 'nobody'", err)

    def test_save_then_load_goes_on_from_the_position(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "war.txt")
            code, out, _ = run([program("CGPLAY"), "war", "--seed", "5", "--quiet",
                                "--max-moves", "40", "--save", path])
            self.assertEqual(code, 0)
            self.assertIn("Stopped after 40 moves", out)
            with open(path) as f:
                saved = cardgames.Game("war").load(f.read())
            self.assertEqual(saved.move_number, 40)
            code, out, _ = run([program("CGPLAY"), "war", "--quiet", "--load", path])
            self.assertEqual(code, 0)
            saved.playout(seed=0, reseed=False)
            self.assertIn("after %d moves" % saved.move_number, out)
            code, _, err = run([program("CGPLAY"), "shephy", "--load", path])
            self.assertEqual(code, 1)
            self.assertIn("saved state, line", err)

    def test_numbers_out_of_range_are_errors(self):
        for option, value in (("--seed", "18446744073709551616"), ("--seed", "-1"),
                              ("--max-moves", "4294967296"), ("--human", "x")):
            code, _, err = run([program("CGPLAY"), "war", option, value])
            self.assertEqual(code, 2, (option, value))
            self.assertIn("cgplay: %s wants a whole number" % option, err)

    def test_bad_arguments(self):
        code, _, err = run([program("CGPLAY"), "chess"])
        self.assertEqual(code, 1)
        self.assertIn("no game named 'chess'", err)
        code, _, err = run([program("CGPLAY"), "war", "--human", "5"])
        self.assertEqual(code, 2)
        code, _, err = run([program("CGPLAY"), "--seed"])
        self.assertEqual(code, 2)
        self.assertIn("usage:", err)
        code, _, err = run([program("CGPLAY"), "war", "--params", "facedown=9"])
        self.assertEqual(code, 1)
        self.assertIn("parameter 'facedown' must be from 1 to 3, not 9", err)


if __name__ == "__main__":
    unittest.main()
