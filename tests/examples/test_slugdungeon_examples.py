"""The SlugDungeon examples: the terminal game driven by scripted keys (one
per line), and the Python bot whose breadth-first search wins a level, its
moves winning again when typed into the terminal game."""
import os
import tempfile
import unittest

from example_runner import program, python_example, refused, run

KEYS = {"up": "w", "left": "a", "down": "s", "right": "d", "stay": "space"}


def level(name):
    return os.path.join(program("SLUGDUNGEON_LEVELS"), name + ".txt")


def play(keys, *args):
    return run([program("SLUGDUNGEON_EXAMPLE")] + list(args), stdin="".join(k + "\n" for k in keys))


class SlugDungeonExampleTest(unittest.TestCase):
    def test_scripted_keys_win_twice_with_a_replay(self):
        # x, "up" and "s" are ignored (no such key, a wall below): the first
        # game takes six turns, the replay five.
        keys = ["x", "w", "d", "up", "space", "s", "d", "d", "d", "d", "y",
                "d", "d", "d", "d", "d", "n"]
        code, out, err = play(keys, "--level", level("1_tutorial"))
        self.assertEqual(code, 0, err)
        self.assertEqual(out.count("You won!"), 2)
        self.assertEqual(out.count("Play again? (y/n)"), 2)
        self.assertEqual(out.count("Won after 6 turns"), 1)
        self.assertEqual(out.count("Won after 5 turns"), 1)

    def test_board_is_drawn_at_the_start_and_after_each_turn(self):
        code, out, err = play(["d", "d", "q"], "--level", level("1_tutorial"))
        self.assertEqual(code, 0, err)
        self.assertEqual(out.count("########\n#"), 3)
        self.assertIn("Turn 3 of at most 1000", out)
        self.assertNotIn("Turn 4", out)

    def test_losing_says_so_and_asks_again(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("2\n#####\n#PA #\n#####\n")
        try:
            code, out, err = play(["space", "n"], "--level", f.name)
        finally:
            os.unlink(f.name)
        self.assertEqual(code, 0, err)
        self.assertIn("Lost after 1 turn", out)
        self.assertIn("You lost", out)
        self.assertIn("Play again? (y/n)", out)

    def test_running_out_of_turns_ends_the_game(self):
        code, out, err = play(["space", "space", "n"], "--level", level("1_tutorial"),
                              "--max-turns", "2")
        self.assertEqual(code, 0, err)
        self.assertIn("Out of turns", out)

    def test_bad_level_prints_the_error_and_exits_1(self):
        code, out, _ = play([], "--level", level("no_such_level"))
        self.assertEqual(code, 1)
        self.assertIn("no_such_level.txt", out)

    def test_bot_finds_the_shortest_win_of_the_tutorial(self):
        # the goal is five squares from the start: no win is shorter
        code, out, err = run(python_example("slugdungeon.py") + ["--level", level("1_tutorial")])
        self.assertEqual(code, 0, err)
        self.assertIn("A shortest win takes 5 moves: right right right right right", out)
        self.assertTrue(out.endswith("Won: yes\n"))

    def test_bot_wins_the_default_level_and_its_moves_win_the_c_game(self):
        code, out, err = run(python_example("slugdungeon.py") + ["--quiet"])
        self.assertEqual(code, 0, err)
        first = out.splitlines()[0]
        self.assertTrue(first.startswith("A shortest win takes "), first)
        moves = first.split(": ", 1)[1].split()
        self.assertEqual(len(moves), int(first.split()[4]))
        code, played, err = play([KEYS[m] for m in moves] + ["n"])
        self.assertEqual(code, 0, err)
        self.assertIn("You won!", played)

    def test_bot_reports_a_bad_level(self):
        code, out, _ = run(python_example("slugdungeon.py") + ["--level", level("no_such_level")])
        self.assertEqual(code, 1)
        self.assertIn("no_such_level.txt", out)

    def test_keys_in_upper_case_play_too(self):
        code, out, err = play(["D", "D", "D", "D", "D", "N"], "--level", level("1_tutorial"))
        self.assertEqual(code, 0, err)
        self.assertIn("Won after 5 turns", out)
        self.assertIn("You won!", out)

    def test_a_bot_of_the_catalogue_plays_the_level(self):
        code, out, err = run([program("SLUGDUNGEON_EXAMPLE"), "--bot", "path", "--level",
                              level("1_tutorial")])
        self.assertEqual(code, 0, err)
        self.assertEqual(out.count("path: right\n"), 5)
        self.assertIn("Won after 5 turns: every slug is dead and player 0 is on a goal", out)
        self.assertTrue(out.endswith("The path bot won after 5 turns.\n"), out)

    def test_the_mcts_bot_plays_with_its_parameters_and_seed(self):
        code, out, err = run([program("SLUGDUNGEON_EXAMPLE"), "--bot", "mcts:iterations=50",
                              "--seed", "3", "--level", level("1_tutorial")])
        self.assertEqual(code, 0, err)
        self.assertIn("The mcts bot won after", out)

    def test_an_unknown_bot_is_named_with_the_catalogue(self):
        code, out, _ = run([program("SLUGDUNGEON_EXAMPLE"), "--bot", "nobody"])
        self.assertEqual(code, 1)
        self.assertIn("no bot named 'nobody' for slugdungeon (the catalogue has: random, mcts, "
                      "path)", out)

    def test_a_level_path_may_hold_any_character(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'a;b "c".txt')
            with open(level("1_tutorial")) as src, open(path, "w") as dst:
                dst.write(src.read())
            code, out, err = run([program("SLUGDUNGEON_EXAMPLE"), "--bot", "path", "--level",
                                  path])
        self.assertEqual(code, 0, err)
        self.assertIn("The path bot won after 5 turns.", out)

    def test_python_example_lets_a_library_bot_play(self):
        code, out, err = run(python_example("slugdungeon.py") + ["--bot", "path", "--quiet",
                                                                 "--level", level("5_gauntlet")])
        self.assertEqual(code, 0, err)
        self.assertTrue(out.startswith("path: down "), out)
        self.assertTrue(out.endswith("health 4 of 4\n"), out)
        self.assertIn("Won after ", out)
        code, out, _ = run(python_example("slugdungeon.py") + ["--bot", "nobody"])
        self.assertEqual(code, 1)
        self.assertIn("no bot named 'nobody'", out)

    def test_numbers_out_of_range_or_not_numbers_are_refused(self):
        for value in ("0", "100000001", "-5", "ten", "12abc"):
            refused(self, [program("SLUGDUNGEON_EXAMPLE")], "slugdungeon", "--max-turns", value,
                    1, 100000000)
        for value in ("-1", "18446744073709551616", "x"):
            refused(self, [program("SLUGDUNGEON_EXAMPLE")], "slugdungeon", "--seed", value,
                    0, 18446744073709551615)


if __name__ == "__main__":
    unittest.main()
