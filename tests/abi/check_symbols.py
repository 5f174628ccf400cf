"""The shared library exports exactly the cg_* functions that the public
headers declare with CG_API: no internal symbol leaks, none is missing."""
import os
import re
import subprocess
import sys
import unittest

LIBRARY = os.environ["CARDGAMES_LIBRARY"]
INCLUDE = os.environ["CARDGAMES_INCLUDE"]
DECLARATION = re.compile(r"CG_API\b[^;{]*?\b(cg_\w+)\s*\(", re.S)


def declared():
    names = set()
    folder = os.path.join(INCLUDE, "cardgames")
    for header in os.listdir(folder):
        with open(os.path.join(folder, header)) as f:
            names |= set(DECLARATION.findall(f.read()))
    return names


def exported():
    out = subprocess.run(["nm", "-D", "--defined-only", LIBRARY], capture_output=True,
                         text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TDBRWV":
            names.add(parts[2].split("@")[0])
    return names


class SymbolsTest(unittest.TestCase):
    def test_exports_are_the_public_functions(self):
        public, actual = declared(), exported()
        self.assertGreater(len(public), 30)
        self.assertEqual(sorted(actual - public), [], "exported but not public")
        self.assertEqual(sorted(public - actual), [], "public but not exported")

    def test_every_export_has_the_version_node(self):
        out = subprocess.run(["nm", "-D", "--defined-only", LIBRARY], capture_output=True,
                             text=True, check=True).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[2].startswith("cg_"):
                self.assertTrue(parts[2].endswith("@@CARDGAMES_1.0"), parts[2])


if __name__ == "__main__":
    unittest.main()
