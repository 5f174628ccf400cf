"""The Weiss-Fiuba-Schwarz duel in the terminal: two bots of the catalogue play
a whole game with both boards shown each turn, players named by index, the same
seed plays the same duel, and a person's side reads moves by number or text (in
any case) and is asked again after a bad one."""
import re
import unittest

from example_runner import SEED_RANGE, program, refused, run

PLAYER = r"player (?:0 \(Weiss\)|1 \(Schwarz\))"
TURN = re.compile(r"^Turn (\d+): " + PLAYER + r" to play, clock phase \(player [01] went first\)$",
                  re.M)
MOVE = re.compile(r"^" + PLAYER + r": (clock .+|play .+|end main|attack front-(left|center|right)"
                  r"|end battle|choose .+)$")


def duel(*args, stdin=""):
    return run([program("WEISS_SCHWARZ_EXAMPLE")] + list(args), stdin=stdin)


class WeissSchwarzExampleTest(unittest.TestCase):
    def test_two_bots_play_a_whole_duel_showing_both_boards(self):
        code, out, err = duel("--seed", "7")
        self.assertEqual(code, 0, err)
        turns = TURN.findall(out)
        self.assertGreater(len(turns), 2)
        self.assertEqual([int(t) for t in turns], list(range(1, len(turns) + 1)))
        blocks = out.split("\n\n")[1:]
        for block in blocks[:-1]:
            lines = block.splitlines()
            self.assertRegex(lines[0], TURN)
            self.assertTrue(any(l.startswith("Player 1 (Schwarz): level ") for l in lines))
            self.assertTrue(any(l.startswith("Player 0 (Weiss): level ") for l in lines))
            self.assertEqual(sum(l.startswith("  front:    front-") for l in lines), 2)
            moves = [l for l in lines if MOVE.match(l)]
            self.assertGreater(len(moves), 0)
        final = blocks[-1]
        self.assertRegex(final, r"^Game over on turn \d+: " + PLAYER + " wins, " + PLAYER +
                         r" reached level 4\n")
        self.assertIn("\nPlayer 0 (Weiss): level ", final)

    def test_the_same_seed_plays_the_same_duel(self):
        self.assertEqual(duel("--seed", "11"), duel("--seed", "11"))
        self.assertNotEqual(duel("--seed", "11")[1], duel("--seed", "12")[1])

    def test_a_person_plays_by_number_or_text(self):
        code, out, _ = duel("--seed", "3", "--play", "weiss",
                            stdin="help\nfly away\n99\n1\nEND Main\nquit\n")
        self.assertEqual(code, 0)
        self.assertIn("Legal moves:\n   1. clock pass\n", out)
        self.assertIn("weiss_schwarz: 'fly away' is not a move", out)
        self.assertIn("No move 99: choose 1 to ", out)
        self.assertIn("player 0 (Weiss): clock pass\n", out)
        self.assertIn("player 0 (Weiss): end main\n", out)
        self.assertTrue(out.endswith("The duel is left unfinished.\n"))

    def test_a_person_sees_their_own_hand_only(self):
        code, out, _ = duel("--seed", "3", "--play", "schwarz", stdin="")
        self.assertEqual(code, 0)
        board = out.split("Legal moves:")[0].split("Turn ")[-1]
        self.assertIn("player 1 (Schwarz) to play", board)
        self.assertEqual(board.count("  hand:     "), 1)
        self.assertNotIn("  deck:     ", board)

    def test_a_person_never_sees_the_bot_s_hidden_cards(self):
        """The bot's turns showed its own render (its hand) and its A2 orders named
        the cards it put back on a deck; the final board showed every zone."""
        code, out, _ = duel("--seed", "3", "--play", "schwarz", stdin="1\n" * 20000)
        self.assertEqual(code, 0)
        boards = re.findall(r"^(?:Turn \d+|Game over).*\n((?:(?:Player|  ).*\n)+)", out, re.M)
        self.assertGreater(len(boards), 10)
        for board in boards:
            weiss = board[board.index("Player 0 (Weiss): "):].split("  ----")[0]
            self.assertNotIn("  hand:     ", weiss)
            self.assertNotIn("  deck:     ", board)
            self.assertIn("  hand:     ", board)
        self.assertRegex(out, r"\nGame over on turn \d+: ")
        puts = out.count("player 0 (Weiss): puts a card it looked at back on its deck\n")
        self.assertGreater(puts, 0)
        for line in re.findall(r"^player 0 \(Weiss\): choose (.*)$", out, re.M):
            self.assertRegex(line, r"^(.* at (own|opponent) \S+|(own|opponent) (deck|hand))$")

    def test_the_bots_come_from_the_catalogue(self):
        code, heuristic, err = duel("--seed", "5")
        self.assertEqual(code, 0, err)
        self.assertEqual(duel("--seed", "5", "--bot", "heuristic"), (code, heuristic, err))
        code, out, err = duel("--seed", "5", "--bot", "mcts:iterations=20;rollout=heuristic")
        self.assertEqual(code, 0, err)
        self.assertRegex(out, r"\nGame over on turn \d+: ")
        self.assertNotEqual(out, heuristic)
        code, _, err = duel("--bot", "oracle")
        self.assertEqual(code, 1)
        self.assertIn("no bot named 'oracle' for weiss_schwarz (the catalogue has: random, mcts, "
                      "heuristic", err)
        code, _, err = duel("--bot", "mcts:iterations=0")
        self.assertEqual(code, 1)
        self.assertIn("parameter 'iterations' must be from 1", err)

    def test_bad_arguments(self):
        code, _, err = duel("--play", "grey")
        self.assertEqual(code, 2)
        self.assertIn("usage: weiss_schwarz", err)
        code, _, err = duel("--params", "max_level=0")
        self.assertEqual(code, 1)
        self.assertIn("parameter 'max_level' must be from 1 to 9, not 0", err)

    def test_numbers_out_of_range_or_not_numbers_are_refused(self):
        for value in ("18446744073709551616", "-3", "1x", "seven"):
            refused(self, [program("WEISS_SCHWARZ_EXAMPLE")], "weiss_schwarz", "--seed", value,
                    *SEED_RANGE)


if __name__ == "__main__":
    unittest.main()
