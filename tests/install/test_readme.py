"""The README's examples, run as the README shows them: the C program of
"Using it from C" saved as prog.c and built and run by the command under it,
inside this build's `meson devenv -w .` (which points pkg-config, the loader and
Python at the build tree); the Python snippet of "Using it from Python" run by
python3 in the same environment."""
import os
import re
import subprocess
import tempfile
import unittest

from nested_build import BUILD_ROOT, SOURCE, SYSTEM_PYTHON, clean_env


def section(readme, title):
    start = readme.index("\n## " + title + "\n")
    end = readme.find("\n## ", start + 1)
    return readme[start:end if end >= 0 else len(readme)]


def blocks(text, language):
    return re.findall(r"^```%s\n(.*?)^```$" % language, text, re.M | re.S)


def devenv(args, cwd):
    """args run inside `meson devenv -C BUILD -w cwd`; (exit code, stdout, stderr)."""
    done = subprocess.run(["meson", "devenv", "-C", BUILD_ROOT, "-w", cwd] + args, cwd=cwd,
                          capture_output=True, text=True, env=clean_env(preload=True),
                          timeout=240)
    return done.returncode, done.stdout, done.stderr


class ReadmeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(os.path.join(SOURCE, "README.md"), encoding="utf-8") as f:
            cls.readme = f.read()
        cls.dir = tempfile.TemporaryDirectory(prefix="cardgames-readme-")

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def test_the_c_example_builds_and_runs_as_shown(self):
        using = section(self.readme, "Using it from C")
        program = blocks(using, "c")[0]
        self.assertIn("int main(", program)
        self.assertIn("cg_game_max_moves", program)
        commands = [b.strip() for b in blocks(using, "sh") if "prog.c" in b]
        self.assertEqual(len(commands), 1, commands)
        self.assertNotIn("\n", commands[0])
        with open(os.path.join(self.dir.name, "prog.c"), "w", encoding="utf-8") as f:
            f.write(program)
        code, out, err = devenv(["sh", "-c", commands[0]], self.dir.name)
        self.assertEqual(code, 0, err)
        self.assertRegex(out, r'^war: \d+ moves, the last "collect", winner [01]\n$')
        # what the README says it prints
        self.assertEqual(out, re.search(r"It prints `(war: [^`]*)`", using).group(1) + "\n")
        # the figures of Battleship the README's comments quote are the library's
        code, out, err = devenv(["python3", "-c", "import cardgames; g = cardgames.Game("
                                 "'battleship'); print(g.max_moves, "
                                 "len(g.new_state(seed=42).legal_moves()))"], self.dir.name)
        self.assertEqual(code, 0, err)
        most, at_start = out.split()
        self.assertIn("(%s in Battleship) */" % most, program)
        self.assertIn("(Battleship has %s legal moves at the start)" % at_start,
                      " ".join(using.split()))
        # every game, Battleship's legal moves at the start included, in the buffer it sizes
        for game, last in (("battleship", r"fire [A-J]\d+"), ("shephy", r"[^\"]+"),
                           ("slugdungeon", r"\w+"), ("weiss_schwarz", r"[^\"]+")):
            code, out, err = devenv(["./prog", game], self.dir.name)
            self.assertEqual(code, 0, err)
            self.assertRegex(out, r'^%s: \d+ moves, the last "%s", winner -?[01]\n$' % (game, last))
        # a status that is not CG_OK: its name and the library's message, exit 1
        code, out, err = devenv(["./prog", "war", "facedown=4"], self.dir.name)
        self.assertEqual((code, out), (1, ""))
        self.assertEqual(err, "CG_EINVAL: war: parameter 'facedown' must be from 1 to 3, "
                              "not 4\n")
        code, out, err = devenv(["./prog", "chess"], self.dir.name)
        self.assertEqual((code, out), (1, ""))
        self.assertTrue(err.startswith("CG_ENOGAME: cg_game_new: no game named 'chess'"), err)

    def test_the_python_snippet_runs_in_the_build_tree(self):
        using = section(self.readme, "Using it from Python")
        snippet = blocks(using, "python")[0]
        self.assertIn("meson devenv", using)
        code, out, err = devenv(["python3", "-c", snippet], self.dir.name)
        self.assertEqual(code, 0, err)

    def test_the_war_snippet_runs_from_the_source_tree_as_its_comment_says(self):
        """It loaded a deck file that does not exist."""
        war = section(self.readme, "War")
        snippet = [b for b in blocks(war, "python") if "deck_load" in b][0]
        printed = re.search(r"^# (.*)\n\Z", snippet, re.M).group(1)
        code, out, err = devenv(["python3", "-c", snippet], SOURCE)
        self.assertEqual((code, out), (0, printed + "\n"), err)
        # the message the README quotes for a missing file is the one raised
        quoted = re.search(r"`(CG_EIO: Incorrect filename[^`]*'(\w+\.txt)')`", war)
        script = ("from cardgames import war\ntry:\n    war.deck_load(%r)\n"
                  "except OSError as e:\n    print(e, e.filename)\n" % quoted.group(2))
        code, out, err = devenv(["python3", "-c", script], self.dir.name)
        self.assertEqual((code, out), (0, "%s %s\n" % quoted.groups()), err)

    def test_the_typed_modules_example_runs_as_its_comments_say(self):
        snippet = blocks(section(self.readme, "Using it from Python"), "python")[1]
        checks = "\nassert war.hand_count(cardgames.Game('war').new_state(seed=1), 0) == 26\n"
        script = snippet.replace("war.hand_count(s, 0), war.table_text(s)",
                                 "assert (war.hand_count(s, 0), war.table_text(s)) == "
                                 "(25, '[8C | 4C]')")
        script = script.replace('battleship.ships_placed(s, 0), battleship.coord_parse("J10")',
                                'assert (battleship.ships_placed(s, 0), '
                                'battleship.coord_parse("J10")) == (0, (9, 9))')
        self.assertNotEqual(script, snippet)
        code, out, err = devenv(["python3", "-c", script + checks], self.dir.name)
        self.assertEqual(code, 0, err)


class ReadmePythonTest(unittest.TestCase):
    """The Python of the sections on hidden information and learning code."""

    @classmethod
    def setUpClass(cls):
        with open(os.path.join(SOURCE, "README.md"), encoding="utf-8") as f:
            cls.readme = f.read()
        cls.dir = tempfile.TemporaryDirectory(prefix="cardgames-readme-")

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def test_the_monte_carlo_player_plays_legal_moves(self):
        player = blocks(section(self.readme, "Hidden information: reseed and resample"),
                        "python")[0]
        self.assertLessEqual(len(player.strip().splitlines()), 11)
        script = player + (
            "\nimport cardgames\n"
            "for name in ('shephy', 'battleship'):\n"
            "    s = cardgames.Game(name).new_state(seed=3)\n"
            "    for _ in range(3):\n"
            "        move = monte_carlo(s, playouts=2)\n"
            "        assert move in s.legal_moves()\n"
            "        s.apply(move)\n"
            "print('ok')\n")
        code, out, err = devenv(["python3", "-c", script], self.dir.name)
        self.assertEqual((code, out), (0, "ok\n"), err)

    def test_the_training_loop_skeleton_runs(self):
        loop = blocks(section(self.readme, "For learning code: actions, masks, observations, "
                                           "batches"), "python")[0]
        self.assertLessEqual(len(loop.strip().splitlines()), 16)
        probe = subprocess.run([SYSTEM_PYTHON, "-c", "import numpy"], capture_output=True)
        if probe.returncode != 0:
            self.skipTest("numpy is not installed for %s" % SYSTEM_PYTHON)
        code, out, err = devenv([SYSTEM_PYTHON, "-c", loop.replace("range(1000)", "range(50)")],
                                self.dir.name)
        self.assertEqual(code, 0, err)
        self.assertRegex(out, r"^\d+ games, mean return -?[\d.]+\n$")


if __name__ == "__main__":
    unittest.main()
