"""What users of a Debian system see after `sudo meson install` with the
default prefix, checked without changing the machine: in a private mount
namespace (unshare), /usr/local becomes an empty tmpfs and /etc a copy, then
this build is installed there (ldconfig refreshing the copy's cache) and, with
no CARDGAMES_LIBRARY, LD_LIBRARY_PATH or PYTHONPATH: a program compiled with
`cc prog.c $(pkg-config --cflags --libs cardgames)` and no run path runs
(the loader's cache), Debian's /usr/bin/python3 imports the package from
/usr/local/lib/python3.X/dist-packages, cgplay runs, man finds the pages;
`ninja uninstall` then leaves no file. Skipped (exit 77, saying why) unless
root, with unshare and mount, for a build whose prefix is /usr/local and
whose tools are not under /usr/local."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from nested_build import BUILD_ROOT, HERE, SYSTEM_PYTHON, VERSION, clean_env

PREFIX = os.environ.get("CARDGAMES_PREFIX", "")
SKIP = 77


def skip_reason():
    if PREFIX != "/usr/local":
        return "the build's prefix is %s, not /usr/local" % PREFIX
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "not root"
    if sys.platform != "linux":
        return "not Linux"
    for tool in ("unshare", "mount", "meson", "ninja", "cc", "pkg-config", "ldconfig"):
        path = shutil.which(tool)
        if not path:
            return "no %s" % tool
        if os.path.realpath(path).startswith("/usr/local/"):
            return "%s is under /usr/local, which the test hides" % tool
    if os.path.realpath(sys.executable).startswith("/usr/local/"):
        return "the interpreter is under /usr/local, which the test hides"
    probe = subprocess.run(["unshare", "--mount", "--propagation", "private", "mount", "-t",
                            "tmpfs", "none", "/mnt"], capture_output=True, text=True)
    if probe.returncode != 0:
        return "this machine refuses private mount namespaces (%s)" % probe.stderr.strip()
    return None


def run(args, **kw):
    done = subprocess.run(args, capture_output=True, text=True, **kw)
    return {"args": " ".join(args), "code": done.returncode, "out": done.stdout,
            "err": done.stderr[-3000:]}


def mount_points():
    """The mount points of this namespace (a bind mount is not seen by ismount)."""
    with open("/proc/self/mountinfo", encoding="utf-8") as f:
        return {line.split()[4] for line in f}


def inside(scratch):
    """Runs in the private mount namespace: hides /usr/local and /etc first,
    and stops before installing anything unless both are hidden."""
    etc = os.path.join(scratch, "etc")
    subprocess.run(["mount", "--make-rprivate", "/"], check=True)
    subprocess.run(["mount", "-t", "tmpfs", "tmpfs", "/usr/local"], check=True)
    subprocess.run(["cp", "-a", "/etc", etc], check=True)
    subprocess.run(["mount", "--bind", etc, "/etc"], check=True)
    if not (mount_points() >= {"/usr/local", "/etc"} and os.listdir("/usr/local") == []):
        raise SystemExit("the namespace's mounts are not in place: nothing installed")
    env = clean_env(preload=True)
    env.pop("DESTDIR", None)
    steps = {"install": run(["meson", "install", "-C", BUILD_ROOT, "--no-rebuild"],
                            env=clean_env())}
    steps["cache"] = run(["ldconfig", "-p"])
    prog = os.path.join(scratch, "prog")
    steps["compile"] = run(["sh", "-c", 'cc "$1" $(pkg-config --cflags --libs cardgames) -o "$2"',
                            "sh", os.path.join(HERE, "consumer.c"), prog], env=clean_env())
    steps["readelf"] = run(["readelf", "-d", prog])
    steps["prog"] = run([prog], env=env)
    steps["python"] = run([SYSTEM_PYTHON, "-B", "-c",
                           "import cardgames, cardgames._native as n; "
                           "print(cardgames.__file__); print(n.library._name); "
                           "print(cardgames.version())"], env=env, cwd=scratch)
    steps["cgplay"] = run(["/usr/local/bin/cgplay", "--version"], env=env)
    steps["man"] = run(["sh", "-c", "command -v man >/dev/null && man -w libcardgames cgplay "
                        "cgarena || echo no man"], env=clean_env())
    steps["uninstall"] = run(["ninja", "-C", BUILD_ROOT, "uninstall"], env=clean_env())
    steps["left"] = sorted(os.path.join(d, n) for d, _, names in os.walk("/usr/local")
                           for n in names)
    print(json.dumps(steps))


class SystemInstallTest(unittest.TestCase):
    def test_default_prefix_as_root(self):
        scratch = tempfile.mkdtemp(prefix="cardgames-system-")
        try:
            done = subprocess.run(["unshare", "--mount", "--propagation", "private",
                                   sys.executable, os.path.abspath(__file__), "--inside",
                                   scratch], capture_output=True, text=True, timeout=600)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        self.assertEqual(done.returncode, 0, done.stderr)
        s = json.loads(done.stdout.splitlines()[-1])
        for step in ("install", "compile", "prog", "python", "cgplay", "uninstall"):
            self.assertEqual(s[step]["code"], 0, s[step])
        self.assertIn("/usr/local/lib/", s["cache"]["out"].split("libcardgames.so.1 ")[1]
                      .splitlines()[0])
        self.assertNotIn("RUNPATH", s["readelf"]["out"])
        self.assertRegex(s["prog"]["out"], r"^libcardgames %s, " % VERSION.replace(".", r"\."))
        module, library, version = s["python"]["out"].split()
        self.assertRegex(module, r"^/usr/local/lib/python3\.\d+/dist-packages/cardgames/"
                                 r"__init__\.py$")
        self.assertRegex(library, r"^/usr/local/lib/.*libcardgames\.so\.1$")
        self.assertEqual(version, VERSION)
        self.assertEqual(s["cgplay"]["out"], "cgplay (libcardgames) %s\n" % VERSION)
        if s["man"]["out"].strip() != "no man":
            self.assertEqual(len(s["man"]["out"].split()), 3, s["man"])
        self.assertEqual(s["left"], [])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--inside"]:
        inside(sys.argv[2])
    else:
        reason = skip_reason()
        if reason:
            print("skipped: " + reason)
            sys.exit(SKIP)
        unittest.main()
