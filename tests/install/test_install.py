"""Installs the build into a temporary root (meson install --destdir), then
builds a program outside the tree with nothing but pkg-config, runs it, and
imports the installed Python module."""
import glob
import os
import subprocess
import sys
import tempfile
import unittest

BUILD = os.environ["MESON_BUILD_ROOT_FOR_TEST"]
HERE = os.path.dirname(os.path.abspath(__file__))


def sh(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, check=True, **kw)


class InstallTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.mkdtemp(prefix="cardgames-install-")
        sh(["meson", "install", "-C", BUILD, "--no-rebuild", "--quiet", "--destdir", cls.root])
        pcs = glob.glob(os.path.join(cls.root, "**", "cardgames.pc"), recursive=True)
        assert len(pcs) == 1, pcs
        cls.pc_dir = os.path.dirname(pcs[0])
        cls.lib_dir = os.path.dirname(cls.pc_dir)
        cls.env = dict(os.environ, PKG_CONFIG_PATH=cls.pc_dir, PKG_CONFIG_SYSROOT_DIR=cls.root,
                       LD_LIBRARY_PATH=cls.lib_dir)
        cls.env.pop("CARDGAMES_LIBRARY", None)
        cls.env.pop("PYTHONPATH", None)

    def test_headers_library_and_soname_are_installed(self):
        for header in ("cardgames.h", "war.h"):
            self.assertEqual(len(glob.glob(os.path.join(
                self.root, "**", "include", "cardgames", header), recursive=True)), 1)
        self.assertTrue(os.path.islink(os.path.join(self.lib_dir, "libcardgames.so.1")))
        soname = sh(["objdump", "-p", os.path.join(self.lib_dir, "libcardgames.so.1")]).stdout
        self.assertIn("SONAME               libcardgames.so.1", soname)

    def test_program_builds_with_pkg_config_only(self):
        flags = sh(["pkg-config", "--cflags", "--libs", "cardgames"], env=self.env).stdout.split()
        exe = os.path.join(self.root, "consumer")
        cc = os.environ.get("CC", "cc")
        sh([cc, "-std=c11", "-Wall", "-Wextra", "-Werror", os.path.join(HERE, "consumer.c"),
            "-o", exe] + flags, env=self.env)
        out = sh([exe], env=self.env).stdout
        self.assertRegex(out, r"^libcardgames 1\.0\.0, \d+ games, war over: 1, winner holds 52 cards\n$")

    def test_installed_python_module_imports(self):
        modules = glob.glob(os.path.join(self.root, "**", "cardgames.py"), recursive=True)
        self.assertEqual(len(modules), 1)
        code = "import cardgames; print(cardgames.version(), cardgames.games()[0])"
        env = dict(self.env, PYTHONPATH=os.path.dirname(modules[0]))
        out = sh([sys.executable, "-c", code], env=env).stdout
        self.assertEqual(out, "1.1.0 war\n")


if __name__ == "__main__":
    unittest.main()
