"""The Python Weiss-Fiuba-Schwarz example: the 2015 course deck, whose cards
name three abilities written in Python, played to the end by two bots; the
same seed plays the same game; a deck naming an ability nobody registered,
and a seed out of range, are refused."""
import os
import re
import unittest

from example_runner import SEED_RANGE, python_example, refused, run

DECK = os.path.join(os.environ["TEST_DATA_DIR"], "weiss_schwarz", "course_2015.csv")
MOVE = re.compile(r"^  (Weiss|Schwarz): (clock .+|play .+|end main|attack front-(left|center|right)"
                  r"|end battle|choose .+)$")
ABILITIES = ("Destruir carta por dado", "Robar carta lanzando una moneda",
             "Aumento poder a subtipo")


def example(*args):
    return run(python_example("weiss_schwarz.py") + list(args))


class WeissSchwarzPythonExampleTest(unittest.TestCase):
    def test_the_course_deck_plays_to_the_end_with_its_abilities(self):
        code, out, err = example(DECK, "--seed", "3")
        self.assertEqual(code, 0, err)
        lines = out.splitlines()
        turns = [int(m.group(1)) for m in map(re.compile(r"^Turn (\d+): ").match, lines) if m]
        self.assertEqual(turns, list(range(1, len(turns) + 1)))
        self.assertGreater(sum(bool(MOVE.match(line)) for line in lines), len(turns))
        self.assertRegex(out, r"\nGame over (on|after) turn \d+: ")
        counts = {}
        for name in ABILITIES:
            found = re.search(r"^%s: (\d+) times$" % re.escape(name), out, re.M)
            self.assertIsNotNone(found, name)
            counts[name] = int(found.group(1))
        self.assertGreater(sum(counts.values()), 0)

    def test_the_same_seed_plays_the_same_game(self):
        self.assertEqual(example(DECK, "--seed", "11"), example(DECK, "--seed", "11"))
        self.assertNotEqual(example(DECK, "--seed", "11")[1], example(DECK, "--seed", "12")[1])

    def test_a_deck_naming_an_unregistered_ability_is_refused(self):
        with open(DECK) as f:
            text = f.read().replace("Aumento poder a subtipo", "Teletransporte")
        path = os.path.join(os.environ.get("TMPDIR", "/tmp"), "ws_unknown_ability_%d.csv"
                            % os.getpid())
        with open(path, "w") as f:
            f.write(text)
        try:
            code, out, err = example(path)
        finally:
            os.remove(path)
        self.assertEqual((code, out), (1, ""))
        self.assertIn("line 47: no ability 'Teletransporte'", err)

    def test_a_seed_out_of_range_is_refused(self):
        for value in ("-1", "18446744073709551616", "x"):
            refused(self, python_example("weiss_schwarz.py") + [DECK], "weiss_schwarz.py",
                    "--seed", value, *SEED_RANGE)


if __name__ == "__main__":
    unittest.main()
