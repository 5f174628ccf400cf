"""Installs a build of the tree into a temporary prefix (meson install with
--prefix, as a user would), then, with no CARDGAMES_LIBRARY, LD_LIBRARY_PATH
or PYTHONPATH: runs the installed programs (their run path finds the
library), builds a program with nothing but the prefix's pkg-config, imports
the installed Python package through the path Debian's python3 computes for
that prefix (the package finds the library where it was installed), and
finally uninstalls and finds nothing left."""
import os
import re
import unittest

from nested_build import (HERE, SOURCE, SYSTEM_PYTHON, VERSION, NestedBuild, clean_env, needed,
                          runpath, sh, speedups_for)

# The package's folder for a prefix, as Debian's interpreter computes it for
# a prefix other than /usr and /usr/local (the posix_prefix scheme).
PACKAGE_PATH = ("import sysconfig, sys; p = sys.argv[1]; print(sysconfig.get_path("
                "'purelib', 'posix_prefix', vars={'base': p, 'platbase': p}))")
# The build's list of games (lib/meson.build): their headers are installed, and
# the installed package's catalogue is theirs, in that order.
GAMES = os.environ["CARDGAMES_GAMES"].split()


class InstallTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.b = NestedBuild("install")
        cls.soname = "libcardgames.so." + VERSION.split(".")[0]

    @classmethod
    def tearDownClass(cls):
        cls.b.remove()

    def test_headers_library_soname_and_pkg_config(self):
        b = self.b
        for header in ["cardgames.h"] + [g + ".h" for g in GAMES]:
            self.assertTrue(os.path.isfile(os.path.join(b.prefix, "include", "cardgames", header)))
        self.assertTrue(os.path.islink(os.path.join(b.libdir, self.soname)))
        self.assertTrue(os.path.isfile(os.path.join(b.libdir, "libcardgames.so." + VERSION)))
        dynamic = sh(["readelf", "-d", os.path.join(b.libdir, self.soname)]).stdout
        self.assertIn("Library soname: [%s]" % self.soname, dynamic)
        self.assertEqual(b.pkg_config("--modversion").strip(), VERSION)
        self.assertEqual(b.pkg_config("--cflags").split(),
                         ["-I" + os.path.join(b.prefix, "include")])
        self.assertEqual(b.pkg_config("--libs").split(), ["-L" + b.libdir, "-lcardgames"])
        self.assertEqual(b.pkg_config("--static", "--libs").split(),
                         ["-L" + b.libdir, "-lcardgames", "-lm", "-pthread"])

    def test_installed_programs_run_by_their_run_path(self):
        b = self.b
        programs = [os.path.join(b.prefix, "bin", p) for p in ("cgplay", "cgarena")] + [
            os.path.join(b.prefix, "libexec", "cardgames", p) for p in (
                "war", "shephy", "slugdungeon", "weiss_schwarz", "battleship_tournament",
                "battleship_human")]
        for program in programs:
            self.assertEqual(runpath(program), b.libdir, program)
            self.assertIn(self.soname, needed(program), program)
        env = clean_env(preload=True)
        out = sh([programs[0], "--list"], env=env).stdout
        self.assertRegex(out, r"^war +2 players")
        out = sh([programs[0], "war", "--seed", "7"], env=env).stdout
        self.assertRegex(out.splitlines()[-1], r"^Result: player index [01] wins after \d+ moves")
        out = sh([os.path.join(b.prefix, "libexec", "cardgames", "war"), "--seed", "3"],
                 env=env).stdout
        self.assertRegex(out, r"Player [12] wins after \d+ rounds")

    def test_program_builds_with_the_prefix_pkg_config_only(self):
        b = self.b
        exe = os.path.join(b.root, "consumer")
        flags = b.pkg_config("--cflags", "--libs").split()
        b.compile(os.path.join(HERE, "consumer.c"), exe, flags + ["-Wl,-rpath," + b.libdir])
        out = sh([exe], env=clean_env(preload=True)).stdout
        self.assertRegex(out, r"^libcardgames %s, \d+ games, war over: 1, winner holds 52 "
                              r"cards\n$" % re.escape(VERSION))

    def test_python_package_imports_from_the_prefix(self):
        b = self.b
        path = sh([SYSTEM_PYTHON, "-c", PACKAGE_PATH, b.prefix]).stdout.strip()
        self.assertTrue(path.startswith(b.prefix + os.sep), path)
        self.assertTrue(os.path.isfile(os.path.join(path, "cardgames", "__init__.py")))
        code = ("import sys; sys.path.insert(0, sys.argv[1]); import cardgames, cardgames._native"
                " as n; g = cardgames.Game('war'); s = g.new_state(seed=1); s.playout(seed=2);"
                " print(cardgames.version(), ','.join(cardgames.games()), s.is_terminal,"
                " n.library._name, cardgames.__file__, n.speedups is not None)")
        out = sh([SYSTEM_PYTHON, "-B", "-c", code, path], env=clean_env(preload=True),
                 cwd=b.root).stdout.split()
        self.assertEqual(out[:3], [VERSION, ",".join(GAMES), "True"])
        # the library recorded at build time, in the prefix
        self.assertEqual(out[3], os.path.join(b.libdir, self.soname))
        self.assertEqual(out[4], os.path.join(path, "cardgames", "__init__.py"))
        # cardgames._speedups is installed with the package, and used, when the
        # build made it for this Python
        self.assertEqual(out[5], str(speedups_for(SYSTEM_PYTHON, os.path.join(path, "cardgames"))))

    def test_every_python_example_is_installed(self):
        source = os.path.join(SOURCE, "examples", "python")
        installed = os.path.join(self.b.prefix, "share", "cardgames", "examples")
        examples = sorted(f for f in os.listdir(source) if f.endswith(".py"))
        self.assertIn("weiss_schwarz.py", examples)
        for name in examples:
            with open(os.path.join(source, name), "rb") as a, \
                    open(os.path.join(installed, name), "rb") as b:
                self.assertEqual(a.read(), b.read(), name)

    def test_manual_pages_are_installed(self):
        man = os.path.join(self.b.prefix, "share", "man")
        for page in ("man3/libcardgames.3", "man1/cgplay.1", "man1/cgarena.1"):
            self.assertTrue(os.path.isfile(os.path.join(man, page)), page)

    def test_z_uninstall_leaves_nothing(self):
        # (named to run last)
        b = self.b
        self.assertTrue(b.files())
        sh(["meson", "--internal", "uninstall"], cwd=b.build)
        # no file, link or folder: the folders meson made are gone with the prefix
        left = [os.path.join(d, n) for d, dirs, files in os.walk(b.prefix) for n in dirs + files]
        self.assertEqual(left, [])


if __name__ == "__main__":
    unittest.main()
