"""The built library keeps the ABI of release 1.0: abidiff compares it with the
baseline (abidw output) in this folder. Added functions are allowed and listed;
any other change (a removed function, a changed type or parameter) fails.
Skipped (exit 77) where abigail-tools is missing."""
import os
import shutil
import subprocess
import sys

LIBRARY = os.environ["CARDGAMES_LIBRARY"]
HEADERS = os.path.join(os.environ["CARDGAMES_INCLUDE"], "cardgames")
BASELINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libcardgames-1.0.abi")

ABIDIFF_ERROR, ABIDIFF_USAGE, ABIDIFF_CHANGE, ABIDIFF_INCOMPATIBLE = 1, 2, 4, 8


def abidiff(*options):
    return subprocess.run(["abidiff", "--headers-dir2", HEADERS, *options, BASELINE, LIBRARY],
                          capture_output=True, text=True)


def main():
    if not shutil.which("abidiff"):
        print("abidiff not found (Debian package abigail-tools): skipped")
        return 77
    changes = abidiff("--no-added-syms")
    if changes.returncode & (ABIDIFF_ERROR | ABIDIFF_USAGE):
        print(changes.stdout, changes.stderr, "abidiff could not compare the libraries", sep="")
        return 1
    if changes.returncode & (ABIDIFF_CHANGE | ABIDIFF_INCOMPATIBLE):
        print(changes.stdout, "ABI CHANGED against release 1.0", sep="")
        return 1
    added = abidiff()
    print(added.stdout or "the ABI is that of release 1.0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
