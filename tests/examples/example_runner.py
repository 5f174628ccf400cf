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
