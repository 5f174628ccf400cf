"""The built library keeps the ABI of release 1.0: abidiff compares it with the
baseline (abidw output) in this folder. Added functions are allowed and listed;
any incompatible change fails. Skipped (exit 77) where abigail-tools is missing."""
import os
import shutil
import subprocess
import sys

LIBRARY = os.environ["CARDGAMES_LIBRARY"]
HEADERS = os.path.join(os.environ["CARDGAMES_INCLUDE"], "cardgames")
BASELINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libcardgames-1.0.abi")

ABIDIFF_ERROR, ABIDIFF_USAGE, ABIDIFF_CHANGE, ABIDIFF_INCOMPATIBLE = 1, 2, 4, 8


def main():
    if not shutil.which("abidiff"):
        print("abidiff not found (Debian package abigail-tools): skipped")
        return 77
    done = subprocess.run(["abidiff", "--headers-dir2", HEADERS, BASELINE, LIBRARY],
                          capture_output=True, text=True)
    print(done.stdout, done.stderr, sep="")
    if done.returncode & (ABIDIFF_ERROR | ABIDIFF_USAGE):
        print("abidiff could not compare the libraries")
        return 1
    if done.returncode & ABIDIFF_INCOMPATIBLE:
        print("INCOMPATIBLE ABI CHANGE against release 1.0")
        return 1
    if done.returncode & ABIDIFF_CHANGE:
        print("compatible changes only (added functions are listed above)")
    else:
        print("the ABI is that of release 1.0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
