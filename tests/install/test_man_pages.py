"""The manual pages: each renders with groff without a warning (when groff is
there), libcardgames(3) names every function of cardgames.h, and the pages
of cgplay(1) and cgarena(1) name every option their --help shows."""
import os
import re
import shutil
import subprocess
import unittest

SOURCE = os.environ["CARDGAMES_SOURCE_ROOT"]
PAGES = {
    "libcardgames.3": os.path.join(SOURCE, "lib", "libcardgames.3"),
    "cgplay.1": os.path.join(SOURCE, "examples", "cgplay.1"),
    "cgarena.1": os.path.join(SOURCE, "examples", "cgarena.1"),
}


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


class ManPagesTest(unittest.TestCase):
    @unittest.skipUnless(shutil.which("groff"), "groff is not installed")
    def test_pages_render_without_warnings(self):
        for name, path in PAGES.items():
            done = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", path],
                                  capture_output=True, text=True,
                                  env=dict({k: v for k, v in os.environ.items()
                                            if k != "LD_PRELOAD"}, LC_ALL="C.UTF-8"))
            self.assertEqual((done.returncode, done.stderr), (0, ""), name)

    def test_the_library_page_names_every_function_of_the_header(self):
        header = read(os.path.join(SOURCE, "include", "cardgames", "cardgames.h"))
        functions = re.findall(r"^CG_API\b[^;(]*?\b(cg_\w+)\(", header, re.M)
        self.assertGreater(len(functions), 50)
        page = read(PAGES["libcardgames.3"])
        self.assertEqual([f for f in functions if f + "(" not in page], [])

    def test_program_pages_name_every_option_of_their_help(self):
        for program, page in (("CGPLAY", "cgplay.1"), ("CGARENA", "cgarena.1")):
            shown = subprocess.run([os.environ[program], "--help"], capture_output=True,
                                   text=True, check=True).stdout
            options = sorted(set(re.findall(r"--[a-z][a-z-]*", shown)))
            self.assertTrue(options, program)
            text = read(PAGES[page]).replace("\\-", "-")
            self.assertEqual([o for o in options if o not in text], [], page)


if __name__ == "__main__":
    unittest.main()
