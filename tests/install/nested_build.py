"""What the installation tests share: a build of this source tree configured
by the test itself (with the compiler and the sanitizers of the build that
runs the tests, no tests of its own), an environment without the variables
that would hide a missing run path or search path, and small helpers."""
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

SOURCE = os.environ["CARDGAMES_SOURCE_ROOT"]
BUILD_ROOT = os.environ.get("CARDGAMES_BUILD_ROOT", "")
VERSION = os.environ["CARDGAMES_PROJECT_VERSION"]
SETUP_ARGS = [a for a in os.environ.get("CARDGAMES_SETUP_ARGS", "").split("\n") if a]
SANITIZE = os.environ.get("CARDGAMES_SANITIZE", "none")
PRELOAD = os.environ.get("CARDGAMES_SANITIZER_PRELOAD", "")
CC = shlex.split(os.environ.get("CC", "cc"))
HERE = os.path.dirname(os.path.abspath(__file__))
# Debian's interpreter (python3-* packages serve it), else the one running.
SYSTEM_PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable

HIDING = ("CARDGAMES_LIBRARY", "LD_LIBRARY_PATH", "PYTHONPATH", "PKG_CONFIG_PATH",
          "PKG_CONFIG_LIBDIR", "PKG_CONFIG_SYSROOT_DIR", "LD_PRELOAD")


def clean_env(preload=False, **extra):
    """os.environ without what would find the library or the package for a
    program; LD_PRELOAD only the sanitizer runtimes, and only when asked (a
    program that is not instrumented loading the instrumented library)."""
    env = {k: v for k, v in os.environ.items() if k not in HIDING}
    if preload and PRELOAD:
        env["LD_PRELOAD"] = PRELOAD
    env.update(extra)
    return env


def speedups_for(python, folder):
    """Whether folder holds a cardgames._speedups that python can import."""
    code = ("import importlib.machinery, os, sys; print(any(os.path.exists(os.path.join("
            "sys.argv[1], '_speedups' + s)) for s in importlib.machinery.EXTENSION_SUFFIXES))")
    return sh([python, "-c", code, folder]).stdout.strip() == "True"


def python_headers(python):
    """Whether python's headers are installed (python3-dev), which the build of
    cardgames._speedups needs."""
    code = "import os, sysconfig; print(os.path.exists(sysconfig.get_path('include') + '/Python.h'))"
    return sh([python, "-c", code]).stdout.strip() == "True"


def sh(args, **kw):
    """Runs a command; a failure raises with its output."""
    kw.setdefault("env", clean_env())
    done = subprocess.run(args, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        raise AssertionError("%s exited with %d\n--- stdout\n%s\n--- stderr\n%s" % (
            " ".join(args), done.returncode, done.stdout[-6000:], done.stderr[-6000:]))
    return done


class NestedBuild:
    """A build of the source tree into a temporary folder, installed into a
    temporary prefix (a real --prefix, not DESTDIR: what is recorded at build
    time must be the installed paths)."""

    def __init__(self, name, *options):
        self.root = tempfile.mkdtemp(prefix="cardgames-%s-" % name)
        self.build = os.path.join(self.root, "build")
        self.prefix = os.path.join(self.root, "prefix")
        try:
            sh(["meson", "setup", self.build, SOURCE, "--prefix", self.prefix] + SETUP_ARGS
               + list(options))
            sh(["meson", "compile", "-C", self.build])
            self.install_log = sh(["meson", "install", "-C", self.build, "--no-rebuild"]).stdout
            self.pc_dir = self.find_one("cardgames.pc", "pkgconfig")
            self.libdir = self.pkg_config("--variable=libdir").strip()
        except BaseException:
            self.remove()  # a test class whose setUpClass fails is not torn down
            raise

    def find_one(self, name, folder=None):
        found = self.files(name)
        assert len(found) == 1, (name, found)
        if folder:
            assert os.path.basename(os.path.dirname(found[0])) == folder, found
            return os.path.dirname(found[0])
        return found[0]

    def files(self, name=None):
        """Every file and link under the prefix (named name, if given)."""
        out = []
        for folder, _, names in os.walk(self.prefix):
            out += [os.path.join(folder, n) for n in names if name is None or n == name]
        return sorted(out)

    def pkg_config(self, *args):
        """The prefix's pkg-config answer, as its users ask for it."""
        return sh(["pkg-config", "--with-path=" + self.pc_dir] + list(args) + ["cardgames"]).stdout

    def compile(self, source, output, flags):
        sh(CC + ["-std=c11", "-Wall", "-Wextra", "-Werror", source, "-o", output] + flags)

    def remove(self):
        shutil.rmtree(self.root, ignore_errors=True)


def runpath(path):
    """The DT_RUNPATH (or DT_RPATH) of an ELF file, '' when it has none."""
    for line in sh(["readelf", "-d", path]).stdout.splitlines():
        if "(RUNPATH)" in line or "(RPATH)" in line:
            return line.split("[", 1)[1].rstrip("]")
    return ""


def needed(path):
    return [line.split("[", 1)[1].rstrip("]") for line in sh(["readelf", "-d", path]).stdout
            .splitlines() if "(NEEDED)" in line]
