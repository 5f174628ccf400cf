"""The shared library exports exactly the cg_* functions that the public
headers declare with CG_API: no internal symbol leaks, none is missing. Its
versions agree: the project's version, the header's macros, what the library
reports at run time, its soname and the version script's nodes."""
import ctypes
import os
import re
import subprocess
import unittest

LIBRARY = os.environ["CARDGAMES_LIBRARY"]
INCLUDE = os.environ["CARDGAMES_INCLUDE"]
SYMBOL_MAP = os.environ["CARDGAMES_SYMBOL_MAP"]
PROJECT_VERSION = os.environ["CARDGAMES_PROJECT_VERSION"]
DECLARATION = re.compile(r"CG_API\b[^;{]*?\b(cg_\w+)\s*\(", re.S)


def declared():
    names = set()
    folder = os.path.join(INCLUDE, "cardgames")
    for header in os.listdir(folder):
        with open(os.path.join(folder, header)) as f:
            names |= set(DECLARATION.findall(f.read()))
    return names


def dynamic_symbols():
    out = subprocess.run(["nm", "-D", "--defined-only", LIBRARY], capture_output=True,
                         text=True, check=True).stdout
    return [line.split() for line in out.splitlines() if len(line.split()) == 3]


def exported():
    return {name.split("@")[0] for _, kind, name in dynamic_symbols() if kind in "TDBRWV"}


def header_version():
    with open(os.path.join(INCLUDE, "cardgames", "cardgames.h")) as f:
        text = f.read()
    parts = [int(re.search(r"#define CG_VERSION_%s (\d+)" % part, text).group(1))
             for part in ("MAJOR", "MINOR", "PATCH")]
    number = re.search(r"#define CG_VERSION_NUMBER \((.*)\)", text).group(1)
    return parts, number


def baseline_functions():
    """The functions of release 1.0, from its abidw description."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libcardgames-1.0.abi")
    with open(path) as f:
        return set(re.findall(r"elf-symbol name='(cg_\w+)'", f.read()))


def map_nodes():
    with open(SYMBOL_MAP) as f:
        text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    return re.findall(r"^\s*([\w.]+)\s*\{", text, re.M)


class SymbolsTest(unittest.TestCase):
    def test_exports_are_the_public_functions(self):
        public, actual = declared(), exported()
        self.assertGreater(len(public), 30)
        self.assertEqual(sorted(actual - public), [], "exported but not public")
        self.assertEqual(sorted(public - actual), [], "public but not exported")

    def test_every_export_has_a_node_of_the_version_script(self):
        nodes = map_nodes()
        for _, _, name in dynamic_symbols():
            if name.startswith("cg_"):
                self.assertIn("@@", name, name)
                self.assertIn(name.split("@@")[1], nodes, name)

    def test_release_nodes_keep_their_functions(self):
        """A released node never changes: the functions versioned 1.0 are exactly
        those of release 1.0, and every later function has a later node."""
        by_node = {}
        for _, _, name in dynamic_symbols():
            if name.startswith("cg_") and "@@" in name:
                symbol, node = name.split("@@")
                by_node.setdefault(node, set()).add(symbol)
        self.assertEqual(sorted(by_node.get("CARDGAMES_1.0", set()) ^ baseline_functions()), [])


class VersionsTest(unittest.TestCase):
    def setUp(self):
        self.major, self.minor, self.patch = (int(p) for p in PROJECT_VERSION.split("."))

    def test_header_macros_are_the_project_version(self):
        parts, number = header_version()
        self.assertEqual(parts, [self.major, self.minor, self.patch])
        self.assertEqual(number.replace(" ", ""),
                         "CG_VERSION_MAJOR*10000+CG_VERSION_MINOR*100+CG_VERSION_PATCH")

    def test_runtime_version_number_equals_the_header_macro(self):
        lib = ctypes.CDLL(LIBRARY)
        lib.cg_version_number.restype = ctypes.c_uint
        lib.cg_version_string.restype = ctypes.c_char_p
        (major, minor, patch), _ = header_version()
        self.assertEqual(lib.cg_version_number(), major * 10000 + minor * 100 + patch)
        self.assertEqual(lib.cg_version_string().decode(), PROJECT_VERSION)

    def test_soname_is_the_major_version(self):
        out = subprocess.run(["objdump", "-p", LIBRARY], capture_output=True, text=True,
                             check=True).stdout
        sonames = re.findall(r"^\s*SONAME\s+(\S+)", out, re.M)
        self.assertEqual(sonames, ["libcardgames.so.%d" % self.major])

    def test_version_script_ends_with_this_release(self):
        nodes = map_nodes()
        self.assertGreaterEqual(len(nodes), 1)
        self.assertEqual(nodes[-1], "CARDGAMES_%d.%d" % (self.major, self.minor))
        for node in nodes:
            self.assertRegex(node, r"^CARDGAMES_%d\.\d+$" % self.major)


if __name__ == "__main__":
    unittest.main()
