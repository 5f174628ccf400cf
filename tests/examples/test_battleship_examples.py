"""The Battleship examples: the tournament prints each game and the table of
the original Torneo, and a person playing in the terminal sees the two boards
side by side, is asked again after bad input, and reaches the end of a game."""
import re
import unittest

from example_runner import SEED_RANGE, program, refused, run

GAME = re.compile(r"^Game (\d+): player ([12]) \((\w+)\) starts; player ([12]) \((\w+)\) "
                  r"(sank the whole fleet|won: .*), shots (\d+)-(\d+), ships sunk (\d+)-(\d+)$")
HEADER = "   ABCDEFGHIJ      ABCDEFGHIJ"
ROW = re.compile(r"^(?:[ 1]\d) [ .XO]{0,10}(?: *(?:[ 1]\d)(?: [ .XO]{1,10})?)?$")
PROMPT = "Enter coordinates (e.g. A8, C1, J10): "


def every_cell():
    return ["%s%d" % (column, row) for row in range(1, 11) for column in "ABCDEFGHIJ"]


class TournamentExampleTest(unittest.TestCase):
    def test_random_against_hunter_first_to_10(self):
        code, out, err = run([program("BATTLESHIP_TOURNAMENT"), "--seed", "5"])
        self.assertEqual(code, 0, err)
        lines = out.splitlines()
        self.assertEqual(lines[0], "Tournament random (player 1) against hunter (player 2), "
                                   "first to 10 wins, seed 5")
        self.assertEqual(lines[1], "Game: width=10;height=10;fleet=4,3,3,2,2,2,1,1,1,1;wins=10")
        games = [GAME.match(line) for line in lines if line.startswith("Game ")]
        self.assertTrue(all(games), lines)
        wins = {"1": 0, "2": 0}
        for number, game in enumerate(games, start=1):
            self.assertEqual(int(game.group(1)), number)
            self.assertEqual(game.group(2), "1" if number % 2 else "2")  # starters alternate
            wins[game.group(4)] += 1
            shots = (int(game.group(7)), int(game.group(8)))
            winner = int(game.group(4)) - 1
            # The winner fired last: as many shots as the loser, or one more if it started.
            self.assertIn(shots[winner] - shots[1 - winner], (0, 1))
            self.assertEqual(int(game.group(9 + winner)), 10)
        self.assertEqual(max(wins.values()), 10)
        self.assertIn("\nGames won\n  Player 1 (random): %d (infractions: 0)\n"
                      "  Player 2 (hunter): %d (infractions: 0)\n" % (wins["1"], wins["2"]), out)
        winner = "1 (random)" if wins["1"] == 10 else "2 (hunter)"
        self.assertTrue(out.endswith("Player %s wins the tournament after %d games.\n"
                                     % (winner, len(games))))

    def test_same_seed_same_tournament(self):
        first = run([program("BATTLESHIP_TOURNAMENT"), "--seed", "8", "--wins", "3"])
        again = run([program("BATTLESHIP_TOURNAMENT"), "--seed", "8", "--wins", "3"])
        self.assertEqual(first, again)

    def test_a_player_against_itself_on_another_board(self):
        code, out, err = run([program("BATTLESHIP_TOURNAMENT"), "--players", "hunter,hunter",
                              "--wins", "2", "--params", "width=7;height=6;fleet=3,2,1"])
        self.assertEqual(code, 0, err)
        self.assertIn("Game: width=7;height=6;fleet=3,2,1;wins=10\n", out)
        self.assertRegex(out, r"Player [12] \(hunter\) wins the tournament after [23] games.\n$")

    def test_bad_arguments(self):
        code, _, err = run([program("BATTLESHIP_TOURNAMENT"), "--players", "random,clever"])
        self.assertEqual(code, 1)
        self.assertEqual(err, "battleship_tournament: cg_battleship_player_new: no built-in "
                              "player 'clever' (random, hunter)\n")
        code, _, err = run([program("BATTLESHIP_TOURNAMENT"), "--params", "width=2;height=2;fleet=3"])
        self.assertEqual(code, 1)
        self.assertIn("cannot be placed on a 2x2 board", err)

    def test_numbers_out_of_range_or_not_numbers_are_refused(self):
        tournament = [program("BATTLESHIP_TOURNAMENT")]
        for value in ("0", "1001", "ten", "-1"):
            refused(self, tournament, "battleship_tournament", "--wins", value, 1, 1000)
        for value in ("18446744073709551616", "-1", "0x10"):
            refused(self, tournament, "battleship_tournament", "--seed", value, *SEED_RANGE)


class HumanExampleTest(unittest.TestCase):
    def test_bad_input_is_asked_again(self):
        code, out, err = run([program("BATTLESHIP_HUMAN"), "--seed", "2"],
                             stdin="hello\nK1\nA0\n\nA1\nA1\n c3 \n")
        self.assertEqual(code, 0, err)
        self.assertIn(PROMPT + "'hello' is not a coordinate.\n", out)
        self.assertIn(PROMPT + "K1 is off the board.\n", out)
        self.assertIn(PROMPT + "'A0' is not a coordinate.\n", out)
        self.assertIn(PROMPT + "'' is not a coordinate.\n", out)
        self.assertIn(PROMPT + "You fire at A1: ", out)
        self.assertIn(PROMPT + "You already know what is at A1.\n", out)
        self.assertIn(PROMPT + "You fire at C3: ", out)  # read in any case
        self.assertIn("End of input: you resign.\n", out)
        self.assertTrue(out.endswith("You resigned after 2 shots. The hunter wins.\n"))

    def test_water_the_rules_imply_is_refused_as_the_seeds_humano(self):
        # Seed 4: the hunter's ship of three lies at A1-C1. After the hit at A1 its
        # corner B2 is water; once the ship sinks, every cell around it is.
        code, out, err = run([program("BATTLESHIP_HUMAN"), "--seed", "4"],
                             stdin="A1\nB2\nB1\nC1\nD1\nd2\nA2\nE1\n")
        self.assertEqual(code, 0, err)
        self.assertIn(PROMPT + "You fire at A1: hit (tocado)\n", out)
        self.assertIn(PROMPT + "You already know B2 is water: no ship touches a hit or a sunk "
                               "ship.\n", out)
        self.assertIn(PROMPT + "You fire at B1: hit (tocado)\n", out)
        self.assertIn(PROMPT + "You fire at C1: sunk (hundido)\n", out)
        for cell in ("D1", "D2", "A2"):
            self.assertIn(PROMPT + "You already know %s is water" % cell, out)
            self.assertNotIn("You fire at %s" % cell, out)
        self.assertIn(PROMPT + "You fire at E1: ", out)
        self.assertTrue(out.endswith("You resigned after 4 shots. The hunter wins.\n"))
        # The implied water is drawn as water on the enemy board.
        last = out.split("Enemy waters (left) and your fleet (right):\n")[-1].splitlines()
        self.assertEqual(last[1][3:8], "XXX.X")  # the sunk ship, D1, the hit at E1
        self.assertEqual(last[2][3:7], "....")

    def test_the_boards_are_shown_side_by_side_as_the_seed(self):
        code, out, _ = run([program("BATTLESHIP_HUMAN"), "--seed", "4"], stdin="C3\n")
        self.assertEqual(code, 0)
        boards = out.split("Enemy waters (left) and your fleet (right):\n")[1:]
        self.assertEqual(len(boards), 3)  # before each shot, and at the end
        for board in boards:
            lines = board.splitlines()
            self.assertEqual(lines[0], HEADER)
            for y, line in enumerate(lines[1:11], start=1):
                self.assertTrue(line.startswith("%2d " % y), line)
                self.assertRegex(line, ROW)
        first = boards[0].splitlines()[1:11]
        # Before any shot the enemy waters are blank and the fleet has 20 ship cells.
        self.assertEqual(sum(line[17:].count("O") for line in first), 20)
        self.assertTrue(all(line[3:13].strip() == "" for line in first))
        second = boards[1].splitlines()
        self.assertIn(second[3][5], ".X")  # C3 fired at

    def test_a_whole_game_ends_with_a_winner(self):
        shots = "\n".join(every_cell()) + "\n"
        for seed, hunter_first in ((1, False), (9, True)):
            args = [program("BATTLESHIP_HUMAN"), "--seed", str(seed)]
            code, out, err = run(args + (["--hunter-first"] if hunter_first else []),
                                 stdin=shots)
            self.assertEqual(code, 0, err)
            last = out.splitlines()[-1]
            self.assertRegex(last, r"^(You sank the whole fleet in \d+ shots\. You win!|"
                                   r"The hunter sank your whole fleet in \d+ shots\. You lose\.)$")
            self.assertEqual(out.count("The hunter fires at"),
                             out.count("You fire at") + (1 if hunter_first else 0)
                             - (1 if last.startswith("You sank") else 0))
            self.assertNotIn("resign", out)

    def test_numbers_out_of_range_or_not_numbers_are_refused(self):
        for value in ("18446744073709551616", "-1", "abc", ""):
            refused(self, [program("BATTLESHIP_HUMAN")], "battleship_human", "--seed", value,
                    *SEED_RANGE)


if __name__ == "__main__":
    unittest.main()
