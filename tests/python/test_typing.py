"""The package documents and types everything it offers: every public module,
class, function, method and property has a docstring, and the package passes
`mypy --strict` (run when mypy can be found: importable by this interpreter or
a mypy program on PATH; skipped otherwise)."""
import importlib
import inspect
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import cardgames

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(os.path.abspath(cardgames.__file__))
PYPROJECT = os.path.join(HERE, "..", "..", "pyproject.toml")
MODULES = ["cardgames", "cardgames.arena", "cardgames.bots", "cardgames.vector", "cardgames.war",
           "cardgames.battleship", "cardgames.shephy", "cardgames.slugdungeon",
           "cardgames.weiss_schwarz"]


def public_members(module):
    """(name, object) of a module's public names and their classes' public members."""
    for name in getattr(module, "__all__", []):
        value = getattr(module, name)
        if inspect.isclass(value) and value.__module__.startswith("cardgames"):
            yield name, value
            for member, attribute in vars(value).items():
                if not member.startswith("_") and (inspect.isfunction(attribute) or
                                                   isinstance(attribute, property)):
                    yield "%s.%s" % (name, member), attribute
        elif inspect.isfunction(value):
            yield name, value


def mypy_command():
    """How to run mypy here, or None."""
    try:
        import mypy  # noqa: F401
        return [sys.executable, "-m", "mypy"]
    except ImportError:
        program = shutil.which("mypy")
        return [program] if program else None


class DocstringsTest(unittest.TestCase):
    def test_every_public_name_has_a_docstring(self):
        missing = []
        for name in MODULES:
            module = importlib.import_module(name)
            if not (module.__doc__ or "").strip():
                missing.append(name)
            for member, value in public_members(module):
                if not (inspect.getdoc(value) or "").strip():
                    missing.append("%s.%s" % (name, member))
        self.assertEqual(missing, [])


class MypyTest(unittest.TestCase):
    @unittest.skipIf(mypy_command() is None, "mypy is not installed")
    def test_the_package_passes_mypy_strict(self):
        with tempfile.TemporaryDirectory() as cache:
            done = subprocess.run(mypy_command() + [
                "--strict", "--config-file", PYPROJECT, "--cache-dir", cache,
                os.path.join(PACKAGE)], cwd=os.path.dirname(PACKAGE), capture_output=True,
                text=True)
        self.assertEqual(done.returncode, 0, done.stdout[-6000:] + done.stderr[-2000:])


if __name__ == "__main__":
    unittest.main()
