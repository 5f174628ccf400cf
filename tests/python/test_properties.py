"""Property-based tests: random call sequences through the whole package
(property_machine.py, Hypothesis's rule-based state machine) in a child
interpreter, with numpy and without, failing on any unexpected exception and on
the child's death by a signal. CG_PROPERTY_EXAMPLES sets the number of
sequences (20 by default, so that `meson test` stays quick; CI raises it). In a
sanitized build meson's environment preloads the sanitizers' runtimes, which
the child inherits."""
import os
import subprocess
import sys
import unittest

try:
    import hypothesis  # noqa: F401
except ImportError:
    hypothesis = None

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = int(os.environ.get("CG_PROPERTY_EXAMPLES", "20"))


@unittest.skipIf(hypothesis is None, "Hypothesis is not installed")
class RandomCallsTest(unittest.TestCase):
    def run_machine(self, **env):
        done = subprocess.run([sys.executable, os.path.join(HERE, "property_machine.py"),
                               str(EXAMPLES)], env=dict(os.environ, **env), capture_output=True,
                              text=True, timeout=3600)
        self.assertGreaterEqual(done.returncode, 0, "killed by signal %d:\n%s"
                                % (-done.returncode, done.stderr[-6000:]))
        self.assertEqual(done.returncode, 0, done.stderr[-6000:])

    def test_random_calls_with_numpy(self):
        self.run_machine()

    def test_random_calls_without_numpy(self):
        self.run_machine(CARDGAMES_TEST_WITHOUT_NUMPY="1")


if __name__ == "__main__":
    unittest.main()
