"""pip and meson-python build a wheel from a copy of the source tree (no
build tree of the project used): the package with libcardgames.so.1 inside
it (and cardgames._speedups, built where Python's headers are) and nothing else; installed into a fresh virtual environment, it imports
and plays a game with no CARDGAMES_LIBRARY, LD_LIBRARY_PATH or PYTHONPATH.
Skipped, saying why, without Debian's python3-mesonpy or python3-venv."""
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
import zipfile

from nested_build import SOURCE, SYSTEM_PYTHON, VERSION, clean_env, python_headers, sh


def missing():
    """What the test lacks, or None."""
    for module, package in (("mesonpy", "python3-mesonpy"), ("venv", "python3-venv"),
                            ("ensurepip", "python3-venv")):
        probe = subprocess.run([SYSTEM_PYTHON, "-c", "import " + module], capture_output=True)
        if probe.returncode != 0:
            return "%s cannot import %s (apt-get install %s)" % (SYSTEM_PYTHON, module, package)
    return None


class WheelTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.mkdtemp(prefix="cardgames-wheel-")
        try:
            cls.build_and_install()
        except BaseException:
            shutil.rmtree(cls.root, ignore_errors=True)
            raise

    @classmethod
    def build_and_install(cls):
        # meson-python writes into the tree it builds: a copy, without build trees.
        cls.source = os.path.join(cls.root, "source")
        shutil.copytree(SOURCE, cls.source, symlinks=True, ignore=shutil.ignore_patterns(
            "build*", ".git", "__pycache__", ".mesonpy*", "*.pyc"))
        cls.venv = os.path.join(cls.root, "venv")
        sh([SYSTEM_PYTHON, "-m", "venv", "--system-site-packages", cls.venv])
        cls.python = os.path.join(cls.venv, "bin", "python")
        cls.wheels = os.path.join(cls.root, "wheels")
        sh([cls.python, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "--no-index",
            "-w", cls.wheels, cls.source], cwd=cls.root)
        found = glob.glob(os.path.join(cls.wheels, "*.whl"))
        assert len(found) == 1, found
        cls.wheel = found[0]
        sh([cls.python, "-m", "pip", "install", "--no-deps", "--no-index", cls.wheel],
           cwd=cls.root)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.root, ignore_errors=True)

    def test_the_wheel_holds_the_package_and_the_library_only(self):
        self.assertTrue(os.path.basename(self.wheel).startswith("cardgames-%s-" % VERSION))
        with zipfile.ZipFile(self.wheel) as z:
            names = sorted(n for n in z.namelist() if ".dist-info/" not in n)
        self.assertIn("cardgames/libcardgames.so.1", names)
        self.assertIn("cardgames/__init__.py", names)
        self.assertNotIn("cardgames/_install.py", names)
        # the per-move path in C, built with the wheel's Python's headers
        speedups = [n for n in names if n.startswith("cardgames/_speedups.")]
        self.assertEqual(len(speedups), 1 if python_headers(SYSTEM_PYTHON) else 0, speedups)
        self.assertEqual([n for n in names if not n.startswith("cardgames/")], [])

    def test_a_game_is_played_from_the_virtual_environment(self):
        code = ("import cardgames, cardgames._native as n\n"
                "g = cardgames.Game('battleship')\n"
                "s = g.new_state(seed=3)\n"
                "moves = s.playout(seed=4)\n"
                "print(cardgames.version(), s.is_terminal, moves > 0, s.winner in (0, 1))\n"
                "print(cardgames.__file__)\n"
                "print(n.library._name)\n"
                "print(n.speedups is not None)\n")
        out = sh([self.python, "-B", "-c", code], env=clean_env(), cwd=self.root).stdout
        lines = out.splitlines()
        self.assertEqual(lines[0], "%s True True True" % VERSION)
        package = os.path.dirname(lines[1])
        self.assertTrue(package.startswith(self.venv + os.sep), package)
        self.assertEqual(lines[2], os.path.join(package, "libcardgames.so.1"))
        self.assertEqual(lines[3], str(python_headers(SYSTEM_PYTHON)))


if __name__ == "__main__":
    reason = missing()
    if reason:
        print("skipped: " + reason)
        sys.exit(77)  # meson's code for a skipped test
    unittest.main()
