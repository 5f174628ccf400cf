"""The Shephy example: a bot's game shows every move by its text and ends with
the result, a person types moves by number or text, the tally of many games
shows the search bot far ahead of a random player, any bot of the catalogue
plays with its parameters, a bad command line prints the usage."""
import re
import unittest

from example_runner import SEED_RANGE, program, python_example, refused, run

RESULT = re.compile(r"^You (win! A 1000 Sheep card is in the field\."
                    r"|lose: the enemy sheep reached 1000\."
                    r"|lose: no sheep are left in the field\.) \(\d+ moves\)$")
TALLY = re.compile(r"^(random|greedy|search|mcts\S*): won (\d+) of (\d+) games \((\d+\.\d\d)%\)\n$")
MOVE = re.compile(r"^> (Draw a card|Draw cards|Remake Deck then fill Hand|Play .+|Copy .+"
                  r"|.*[Nn]othing happened|Gain .+|Choose \d+ Sheep card"
                  r"|Combine chosen Sheep cards|Raise ranks of chosen Sheep cards|Cancel"
                  r"|Release .+|Reduce the rank of \d+ Sheep card|Put .+ into your hand"
                  r"|Shuffle the deck|Exile .+|Discard .+)$")


def shephy(*args, stdin=""):
    return run([program("SHEPHY_EXAMPLE")] + list(args), stdin=stdin, timeout=600)


class ShephyExampleTest(unittest.TestCase):
    def test_a_bot_game_shows_each_move_and_the_result(self):
        code, out, err = shephy("--bot", "greedy", "--seed", "3")
        self.assertEqual((code, err), (0, ""))
        lines = out.splitlines()
        self.assertTrue(lines[0].startswith("Shephy, game 3: grow your flock"), lines[0])
        moves = [line for line in lines if line.startswith("> ")]
        self.assertEqual(moves[0], "> Draw cards")
        for move in moves:
            self.assertRegex(move, MOVE)
        self.assertRegex(lines[-1], RESULT)

    def test_the_player_never_sees_the_deck_order(self):
        _, out, _ = shephy("--bot", "greedy", "--seed", "3")
        self.assertIn("Deck: 17 cards\n", out)
        self.assertNotIn("top last", out)

    def test_same_seed_same_game(self):
        self.assertEqual(shephy("--bot", "search", "--seed", "4", "--rollouts", "2"),
                         shephy("--bot", "search", "--seed", "4", "--rollouts", "2"))

    def test_python_example_prints_the_same_random_game(self):
        for seed in ("1", "2", "5"):
            _, c_out, _ = shephy("--bot", "random", "--seed", seed)
            code, py_out, err = run(python_example("shephy.py") + ["--seed", seed])
            self.assertEqual(code, 0, err)
            self.assertEqual(py_out, c_out)

    def test_a_person_plays_by_number_until_the_end(self):
        code, out, _ = shephy("--seed", "2", stdin="1\n" * 3000)
        self.assertEqual(code, 0)
        self.assertIn("  1) Draw cards\nYour move: > Draw cards\n", out)
        self.assertRegex(out.splitlines()[-1], RESULT)

    def test_a_person_types_a_move_is_reasked_and_quits(self):
        code, out, _ = shephy("--seed", "2", stdin="Draw cards\nPlay Nothing\nq\n")
        self.assertEqual(code, 0)
        self.assertIn("Your move: > Draw cards\n", out)
        self.assertIn("Not a move here (shephy: 'Play Nothing' is not a move", out)
        self.assertTrue(out.endswith("Bye.\n"))

    def test_the_search_bot_is_far_better_than_random(self):
        code, out, _ = shephy("--bot", "random", "--games", "300")
        self.assertEqual(code, 0)
        random_won = int(TALLY.match(out).group(2))
        code, out, _ = shephy("--bot", "search", "--games", "30", "--rollouts", "4")
        self.assertEqual(code, 0)
        tally = TALLY.match(out)
        self.assertEqual(tally.group(3), "30")
        search_won = int(tally.group(2))
        # at least 15% of the games against at most 1%
        self.assertLessEqual(random_won, 3)
        self.assertGreaterEqual(search_won * 100, 15 * 30)

    def test_any_bot_of_the_catalogue_plays_with_its_parameters(self):
        code, out, err = shephy("--bot", "mcts:iterations=20", "--games", "2")
        self.assertEqual((code, err), (0, ""))
        self.assertRegex(out, r"^mcts:iterations=20: won [0-2] of 2 games ")
        code, out, err = shephy("--bot", "search:width=20", "--games", "1")
        self.assertEqual((code, out), (1, ""))
        self.assertEqual(err, "shephy: search bot: parameter 'width' must be from 1 to 19, "
                              "not 20\n")

    def test_a_bad_command_line_prints_the_usage(self):
        for args in (["--bot", "clever"], ["--bot", "clever:x=1"], ["--games", "10"], ["--seed"], ["--rollouts"]):
            code, out, err = shephy(*args)
            self.assertEqual((code, out), (2, ""), args)
            self.assertTrue(err.startswith("usage: shephy"), args)

    def test_numbers_out_of_range_or_not_numbers_are_refused(self):
        bot = [program("SHEPHY_EXAMPLE"), "--bot", "random"]
        for value in ("18446744073709551616", "-1", "one"):
            refused(self, bot, "shephy", "--seed", value, *SEED_RANGE)
        for value in ("0", "100000001", "ten", "1.5"):
            refused(self, bot, "shephy", "--games", value, 1, 100000000)
        for value in ("0", "100001", "many"):
            refused(self, bot + ["--games", "1"], "shephy", "--rollouts", value, 1, 100000)


if __name__ == "__main__":
    unittest.main()
