"""Run by `meson install` (never under DESTDIR): when installing as root into a
folder the dynamic loader searches, refreshes the loader's cache with
ldconfig, as a system library's package does, so that programs find
libcardgames.so.1 at once. Anywhere else there is nothing to refresh: the
installed programs carry a run path and the Python package records the
library's path."""
import glob
import os
import shutil
import subprocess
import sys


def loader_folders(conf="/etc/ld.so.conf", seen=None):
    """The folders of ld.so.conf and the files it includes, and the trusted ones."""
    seen = set() if seen is None else seen
    folders = ["/lib", "/usr/lib", "/lib64", "/usr/lib64"]
    if conf in seen:
        return folders
    seen.add(conf)
    try:
        with open(conf, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return folders
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if line.startswith("include "):
            pattern = line[len("include "):].strip()
            if not os.path.isabs(pattern):
                pattern = os.path.join(os.path.dirname(conf), pattern)
            for included in sorted(glob.glob(pattern)):
                folders += loader_folders(included, seen)
        elif line.startswith("/"):
            folders.append(line.split()[0])
    return folders


def main():
    libdir = os.path.realpath(sys.argv[1])
    if os.environ.get("DESTDIR") or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return 0
    ldconfig = shutil.which("ldconfig") or next(
        (p for p in ("/sbin/ldconfig", "/usr/sbin/ldconfig") if os.path.exists(p)), None)
    if ldconfig is None:
        return 0
    if libdir not in {os.path.realpath(f) for f in loader_folders()}:
        print("%s is not searched by the dynamic loader: no ldconfig (the installed "
              "programs find the library through their run path)" % libdir)
        return 0
    print("Running ldconfig (%s is searched by the dynamic loader)" % libdir)
    return subprocess.call([ldconfig])


if __name__ == "__main__":
    sys.exit(main())
