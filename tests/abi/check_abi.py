"""The built library keeps the ABI of every release: abidiff compares it with
each baseline (abidw output, libcardgames-<release>.abi) in this folder. Added
functions are allowed and listed against the newest release; any other change
(a removed function, a changed type or parameter) fails. Skipped (exit 77)
where abigail-tools is missing."""
import os
import shutil
import subprocess
import sys

LIBRARY = os.environ["CARDGAMES_LIBRARY"]
HEADERS = os.path.join(os.environ["CARDGAMES_INCLUDE"], "cardgames")
HERE = os.path.dirname(os.path.abspath(__file__))


def release_of(name):
    return tuple(int(part) for part in name[len("libcardgames-"):-len(".abi")].split("."))


BASELINES = sorted((f for f in os.listdir(HERE)
                    if f.startswith("libcardgames-") and f.endswith(".abi")), key=release_of)

ABIDIFF_ERROR, ABIDIFF_USAGE, ABIDIFF_CHANGE, ABIDIFF_INCOMPATIBLE = 1, 2, 4, 8


def abidiff(baseline, *options):
    return subprocess.run(["abidiff", "--headers-dir2", HEADERS, *options,
                           os.path.join(HERE, baseline), LIBRARY],
                          capture_output=True, text=True)


def main():
    if not shutil.which("abidiff"):
        print("abidiff not found (Debian package abigail-tools): skipped")
        return 77
    for baseline in BASELINES:
        release = ".".join(map(str, release_of(baseline)))
        changes = abidiff(baseline, "--no-added-syms")
        if changes.returncode & (ABIDIFF_ERROR | ABIDIFF_USAGE):
            print(changes.stdout, changes.stderr, "abidiff could not compare the libraries",
                  sep="")
            return 1
        if changes.returncode & (ABIDIFF_CHANGE | ABIDIFF_INCOMPATIBLE):
            print(changes.stdout, "ABI CHANGED against release " + release, sep="")
            return 1
        print("the ABI of release %s is kept" % release)
    added = abidiff(BASELINES[-1])
    print(added.stdout or "nothing added since the newest release")
    return 0


if __name__ == "__main__":
    sys.exit(main())
