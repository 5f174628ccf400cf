"""Runs the example programs for the example tests: paths come from the
environment that meson sets (CGPLAY, WAR_EXAMPLE, ..., EXAMPLES_DIR, TEST_DATA_DIR)."""
import os
import subprocess
import sys


def program(var):
    path = os.environ.get(var)
    if not path:
        raise RuntimeError("%s is not set (run through meson test)" % var)
    return path


def run(args, stdin="", timeout=120):
    """Runs a command; returns (exit code, stdout, stderr)."""
    done = subprocess.run(args, input=stdin, capture_output=True, text=True, timeout=timeout)
    return done.returncode, done.stdout, done.stderr


def python_example(name):
    return [sys.executable, os.path.join(program("EXAMPLES_DIR"), "python", name)]


SEED_RANGE = (0, 2 ** 64 - 1)


def refused(test, args, name, option, value, low, high):
    """Checks that a number given on the command line out of its range, or not a
    number, is refused: the message naming the program, the option and the
    range on standard error, nothing on standard output, exit status 2."""
    code, out, err = run(args + [option, value])
    test.assertEqual((code, out), (2, ""), (option, value))
    test.assertEqual(err, "%s: %s wants a whole number from %d to %d, not '%s'\n"
                     % (name, option, low, high, value))
