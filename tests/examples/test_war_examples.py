"""The War example in C and in Python: the output of a whole game follows the
rules (every round's counts add up to 52, wars show face-down cards, the winner
holds everything), both programs print the same game, and bad decks print the
exact messages."""
import os
import pty
import re
import shutil
import subprocess
import tempfile
import unittest

from example_runner import SEED_RANGE, program, python_example, refused, run

DASHES = "-" * 60
TABLE = re.compile(r"^\[((?:[0-9JQKA][DCHS]|XX)(?:, (?:[0-9JQKA][DCHS]|XX))*)? \| "
                   r"((?:[0-9JQKA][DCHS]|XX)(?:, (?:[0-9JQKA][DCHS]|XX))*)?\]$")
COUNTS = re.compile(r"^Player 1: (\d+) cards?, Player 2: (\d+) cards?$")


DECK_PROMPT = "Name of the deck file (Enter for a shuffled deck): "
FACEDOWN_PROMPT = "How many cards face down in a war (1, 2 or 3)? "


def on_a_terminal(args, typed):
    """Runs a command whose standard input is a terminal on which `typed` is
    typed (standard output and error are pipes); returns (code, out, err)."""
    master, slave = pty.openpty()
    try:
        process = subprocess.Popen(args, stdin=slave, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        os.close(slave)
        slave = None
        os.write(master, typed.encode())
        out, err = process.communicate(timeout=120)
    finally:
        os.close(master)
        if slave is not None:
            os.close(slave)
    return process.returncode, out, err


def rounds_of(output):
    blocks = output.split(DASHES + "\n")
    return blocks[:-1], blocks[-1]


class WarExampleTest(unittest.TestCase):
    def check_game(self, output, facedown):
        rounds, ending = rounds_of(output)
        self.assertGreater(len(rounds), 0)
        for number, block in enumerate(rounds, start=1):
            lines = block.splitlines()
            self.assertEqual(lines[0], "Round %d" % number)
            counts = COUNTS.match(lines[-1])
            self.assertIsNotNone(counts, lines[-1])
            self.assertEqual(int(counts.group(1)) + int(counts.group(2)), 52)
            for i, line in enumerate(lines[1:-1], start=1):
                if line == "WAR STARTS!!!":
                    table = lines[i + 1] if i + 1 < len(lines) - 1 else ""
                    if TABLE.match(table):
                        self.assertIn(", " + ", ".join(["XX"] * facedown) + ", ", table)
                elif line.startswith("["):
                    self.assertRegex(line, TABLE)
                else:
                    self.assertRegex(line, r"^Player [12] (takes the \d+ cards|cannot go on)")
        last = COUNTS.match(rounds[-1].splitlines()[-1])
        winner = 1 if int(last.group(1)) == 52 else 2
        self.assertIn(52, (int(last.group(1)), int(last.group(2))))
        self.assertEqual(ending, "Player %d wins after %d rounds and %s wars!\n"
                         % (winner, len(rounds), ending.split(" and ")[1].split()[0]))

    def test_c_example_plays_a_whole_game(self):
        for facedown in (1, 2, 3):
            code, out, err = run([program("WAR_EXAMPLE"), "--seed", "3", "--facedown",
                                  str(facedown)])
            self.assertEqual(code, 0, err)
            self.check_game(out, facedown)

    def test_a_war_shows_the_seeds_table_shape(self):
        code, out, _ = run([program("WAR_EXAMPLE"), "--seed", "3"])
        self.assertIn("WAR STARTS!!!\n[", out)
        self.assertRegex(out, r"\[.., XX, XX, XX, .. \| .., XX, XX, XX, ..\]")

    def test_python_example_prints_the_same_game(self):
        _, c_out, _ = run([program("WAR_EXAMPLE"), "--seed", "11"])
        code, py_out, err = run(python_example("war.py") + ["--seed", "11"])
        self.assertEqual(code, 0, err)
        self.assertEqual(py_out, c_out)

    def test_deck_file_is_dealt_in_file_order(self):
        deck = os.path.join(program("TEST_DATA_DIR"), "war", "deck_crlf_lower.txt")
        code, out, err = run([program("WAR_EXAMPLE"), "--deck", deck, "--seed", "1"])
        self.assertEqual(code, 0, err)
        self.check_game(out, 3)

    def test_bad_decks_print_the_exact_message_and_exit_1(self):
        data = os.path.join(program("TEST_DATA_DIR"), "war")
        cases = {
            "no_such_file.txt": "Incorrect filename or file does not exist\n",
            "deck_42.txt": "Error : Number of cards in the file is 42.\n",
            "deck_duplicates.txt": "Error:Duplicates found in the input file:QH,9D\n",
            "deck_malformed.txt":
                "Error:Following cards not formatted correctly:2B,1QD,17C,100Z\n",
        }
        for name, message in cases.items():
            for command in ([program("WAR_EXAMPLE")], python_example("war.py")):
                code, out, _ = run(command + ["--deck", os.path.join(data, name)])
                self.assertEqual(code, 1, name)
                self.assertEqual(out, message)

    def test_a_deck_path_with_a_semicolon(self):
        # The path goes quoted into the parameters: any path can be given.
        with tempfile.TemporaryDirectory() as folder:
            good = os.path.join(folder, "a;b.txt")
            shutil.copy(os.path.join(program("TEST_DATA_DIR"), "war", "deck_plain.txt"), good)
            short = os.path.join(folder, "c;d.txt")
            with open(short, "w") as f:
                f.write("AS\n")
            for command in ([program("WAR_EXAMPLE")], python_example("war.py")):
                code, out, _ = run(command + ["--deck", short])
                self.assertEqual((code, out), (1, "Error : Number of cards in the file is 1.\n"))
                code, out, _ = run(command + ["--deck", good, "--seed", "1"])
                self.assertEqual(code, 0)
                self.assertRegex(out, r"(wins after|a draw after) \d+ rounds")

    def test_interactive_asks_until_a_valid_number_and_waits_for_enter(self):
        code, out, _ = run([program("WAR_EXAMPLE"), "--interactive", "--seed", "3"],
                           stdin="0\nfour\n2\n\n\n\n")
        self.assertEqual(code, 0)
        self.assertEqual(out.count(FACEDOWN_PROMPT), 3)
        # After every round but the last.
        rounds = int(re.search(r"after (\d+) rounds", out).group(1))
        self.assertEqual(out.count("Press Enter for the next round..."), rounds - 1)

    def test_interactive_says_what_is_wrong_with_an_answer(self):
        typed = "0\r\n7\n12\ntwo\n\n2.0\n" + "9" * 200 + "\n 2 \r\n"
        code, out, _ = run([program("WAR_EXAMPLE"), "--interactive", "--seed", "3"],
                           stdin=typed)
        self.assertEqual(code, 0)
        self.assertTrue(out.startswith(
            FACEDOWN_PROMPT + "0 is out of range: enter 1, 2 or 3.\n"
            + FACEDOWN_PROMPT + "7 is out of range: enter 1, 2 or 3.\n"
            + FACEDOWN_PROMPT + "12 is out of range: enter 1, 2 or 3.\n"
            + FACEDOWN_PROMPT + "'two' is not a number: enter 1, 2 or 3.\n"
            + FACEDOWN_PROMPT + "'' is not a number: enter 1, 2 or 3.\n"
            + FACEDOWN_PROMPT + "'2.0' is not a number: enter 1, 2 or 3.\n"
            + FACEDOWN_PROMPT + "That line is too long: enter 1, 2 or 3.\n"
            + FACEDOWN_PROMPT + "Round 1\n"), out[:800])
        _, same, _ = run([program("WAR_EXAMPLE"), "--facedown", "2", "--seed", "3"])
        self.assertEqual(out.split("Round 1\n", 1)[1].replace(
            "Press Enter for the next round...", ""), same.split("Round 1\n", 1)[1])

    def test_interactive_answer_with_crlf_is_read(self):
        code, out, _ = run([program("WAR_EXAMPLE"), "--interactive", "--seed", "3"],
                           stdin="2\r\n")
        self.assertEqual(code, 0)
        self.assertEqual(out.count(FACEDOWN_PROMPT), 1)
        self.assertRegex(out, r"Player [12] wins after \d+ rounds")

    def test_interactive_input_that_ends_without_an_answer(self):
        code, out, err = run([program("WAR_EXAMPLE"), "--interactive"], stdin="5\n")
        self.assertEqual(code, 2)
        self.assertEqual(out, FACEDOWN_PROMPT + "5 is out of range: enter 1, 2 or 3.\n"
                         + FACEDOWN_PROMPT)
        self.assertEqual(err, "\nwar: the input ended before the number of face-down cards "
                         "was given\n")

    def test_input_that_is_no_terminal_gets_no_deck_question(self):
        for command in ([program("WAR_EXAMPLE")], python_example("war.py")):
            code, out, _ = run(command + ["--seed", "5"], stdin="deck.txt\n")
            self.assertEqual(code, 0)
            self.assertNotIn(DECK_PROMPT, out)

    def test_deck_file_asked_for_on_a_terminal(self):
        deck = os.path.join(program("TEST_DATA_DIR"), "war", "deck_plain.txt")
        for command in ([program("WAR_EXAMPLE")], python_example("war.py")):
            _, given, _ = run(command + ["--deck", deck, "--seed", "2"])
            code, out, _ = on_a_terminal(command + ["--seed", "2"], deck + "\n")
            self.assertEqual((code, out), (0, DECK_PROMPT + given), command)
            # Enter: a shuffled deck, as without a terminal.
            _, shuffled, _ = run(command + ["--seed", "2"])
            code, out, _ = on_a_terminal(command + ["--seed", "2"], "\n")
            self.assertEqual((code, out), (0, DECK_PROMPT + shuffled), command)

    def test_deck_file_asked_for_is_validated(self):
        data = os.path.join(program("TEST_DATA_DIR"), "war")
        for command in ([program("WAR_EXAMPLE")], python_example("war.py")):
            for name, message in (("no_such_file.txt",
                                   "Incorrect filename or file does not exist\n"),
                                  ("deck_42.txt", "Error : Number of cards in the file is 42.\n")):
                code, out, _ = on_a_terminal(command, os.path.join(data, name) + "\n")
                self.assertEqual((code, out), (1, DECK_PROMPT + message), (command, name))

    def test_deck_question_and_the_end_of_input(self):
        for command in ([program("WAR_EXAMPLE")], python_example("war.py")):
            code, out, err = on_a_terminal(command, "\x04")  # Ctrl-D
            self.assertEqual((code, out), (2, DECK_PROMPT), command)
            self.assertEqual(err, "\nwar: the input ended before a deck file was named\n")

    def test_interactive_asks_for_the_deck_then_the_face_down_cards(self):
        deck = os.path.join(program("TEST_DATA_DIR"), "war", "deck_plain.txt")
        code, out, _ = on_a_terminal([program("WAR_EXAMPLE"), "--interactive", "--seed", "4"],
                                     deck + "\n1\n" + "\n" * 400 + "\x04")
        self.assertEqual(code, 0)
        self.assertTrue(out.startswith(DECK_PROMPT + FACEDOWN_PROMPT + "Round 1\n"))

    def test_numbers_out_of_range_or_not_numbers_are_refused(self):
        war = [program("WAR_EXAMPLE")]
        for value in ("0", "4", "two", "-1", "", "3 "):
            refused(self, war, "war", "--facedown", value, 1, 3)
        for value in ("18446744073709551616", "-1", "seven", "1e3"):
            refused(self, war, "war", "--seed", value, *SEED_RANGE)


if __name__ == "__main__":
    unittest.main()
