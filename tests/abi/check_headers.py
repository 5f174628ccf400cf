"""Every public header compiles alone (included twice, so its guard works) as
C11 and as C++17 with -Wall -Wextra -Wpedantic -Werror, and includes nothing
but <stddef.h>, <stdint.h>, <stdbool.h> and cardgames.h."""
import os
import re
import shlex
import subprocess
import tempfile
import unittest

INCLUDE = os.environ["CARDGAMES_INCLUDE"]
CC = shlex.split(os.environ.get("CC", "cc"))
CXX = shlex.split(os.environ.get("CXX", ""))
STRICT = ["-Wall", "-Wextra", "-Wpedantic", "-Werror"]
C_FLAGS = ["-std=c11"] + STRICT + ["-Wshadow", "-Wconversion", "-Wstrict-prototypes",
                                   "-Wmissing-prototypes"]
CXX_FLAGS = ["-std=c++17"] + STRICT + ["-Wshadow", "-Wconversion"]
ALLOWED_INCLUDES = {"<stddef.h>", "<stdint.h>", "<stdbool.h>", '"cardgames.h"'}


def headers():
    folder = os.path.join(INCLUDE, "cardgames")
    return sorted(h for h in os.listdir(folder) if h.endswith(".h"))


class HeadersTest(unittest.TestCase):
    def compile_each(self, compiler, flags, suffix):
        self.assertGreaterEqual(len(headers()), 1)
        with tempfile.TemporaryDirectory(prefix="cardgames-headers-") as tmp:
            for header in headers():
                with self.subTest(header=header):
                    source = os.path.join(tmp, "alone" + suffix)
                    with open(source, "w") as f:
                        f.write('#include "cardgames/%s"\n#include "cardgames/%s"\n'
                                "int main(void) { return 0; }\n"
                                % (header, header))
                    run = subprocess.run(compiler + flags + ["-I", INCLUDE, "-fsyntax-only",
                                                             source],
                                         capture_output=True, text=True)
                    self.assertEqual(run.returncode, 0, "%s as %s:\n%s"
                                     % (header, suffix, run.stderr))
                    self.assertEqual(run.stderr, "", "%s printed warnings" % header)

    def test_each_header_compiles_alone_as_c11(self):
        self.compile_each(CC, C_FLAGS, ".c")

    @unittest.skipUnless(CXX, "no C++ compiler was found by meson")
    def test_each_header_compiles_alone_as_cxx17(self):
        self.compile_each(CXX, CXX_FLAGS, ".cpp")

    def test_headers_include_only_the_allowed_headers(self):
        for header in headers():
            with open(os.path.join(INCLUDE, "cardgames", header)) as f:
                included = set(re.findall(r"^\s*#\s*include\s+(\S+)", f.read(), re.M))
            self.assertEqual(sorted(included - ALLOWED_INCLUDES), [], header)


if __name__ == "__main__":
    unittest.main()
