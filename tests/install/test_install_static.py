"""A static build (-Ddefault_library=static) installed into a temporary
prefix: libcardgames.a and no shared object, a .pc whose --static libraries
link a program (the library's own needs in Libs.private), that program
carrying no dependency on libcardgames at run time, and the installed
programs linked statically too."""
import os
import re
import unittest

from nested_build import (HERE, SANITIZE, VERSION, NestedBuild, clean_env, needed, runpath, sh)


class StaticTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.b = NestedBuild("static", "-Ddefault_library=static")

    @classmethod
    def tearDownClass(cls):
        cls.b.remove()

    def test_only_the_archive_is_installed(self):
        names = [os.path.basename(f) for f in self.b.files()]
        self.assertIn("libcardgames.a", names)
        self.assertEqual([n for n in names if n.startswith("libcardgames.so")], [])
        # the Python package needs the shared library: not installed
        self.assertEqual([f for f in self.b.files() if os.sep + "cardgames" + os.sep in f
                          and f.endswith(".py") and "site-packages" in f], [])

    def test_pkg_config_static_names_what_the_archive_needs(self):
        self.assertEqual(self.b.pkg_config("--static", "--libs").split(),
                         ["-L" + self.b.libdir, "-lcardgames", "-lm", "-pthread"])

    def test_program_links_the_archive_through_pkg_config_static(self):
        b = self.b
        exe = os.path.join(b.root, "consumer")
        flags = b.pkg_config("--static", "--cflags", "--libs").split()
        if SANITIZE != "none":  # the archive's objects call the sanitizers' runtimes
            flags.append("-fsanitize=" + SANITIZE)
        b.compile(os.path.join(HERE, "consumer.c"), exe, flags)
        self.assertEqual([n for n in needed(exe) if "cardgames" in n], [])
        out = sh([exe], env=clean_env()).stdout
        self.assertRegex(out, r"^libcardgames %s, \d+ games, war over: 1, winner holds 52 "
                              r"cards\n$" % re.escape(VERSION))

    def test_installed_programs_need_no_shared_library(self):
        cgplay = os.path.join(self.b.prefix, "bin", "cgplay")
        self.assertEqual([n for n in needed(cgplay) if "cardgames" in n], [])
        self.assertEqual(runpath(cgplay), "")
        out = sh([cgplay, "war", "--seed", "7"], env=clean_env()).stdout
        self.assertRegex(out.splitlines()[-1], r"^Result: player index [01] wins after \d+ moves")


if __name__ == "__main__":
    unittest.main()
