"""Prints where `meson install` puts the Python package for the prefix given as
the argument: where the interpreter running this script (Debian's python3)
looks. Debian's interpreter reads /usr/local/lib/python3.X/dist-packages and
/usr/lib/python3/dist-packages; any other prefix gets its own site-packages
path as the posix_prefix scheme computes it (prefix/lib/python3.X/site-packages),
which is also the answer of an interpreter without Debian's schemes."""
import os
import sys
import sysconfig

prefix = os.path.normpath(sys.argv[1])
debian = "deb_system" in sysconfig.get_scheme_names()
if debian and prefix == "/usr":
    print("/usr/lib/python3/dist-packages")
elif debian and prefix == "/usr/local":
    print("/usr/local/lib/python%d.%d/dist-packages" % sys.version_info[:2])
else:
    base = {"base": prefix, "platbase": prefix, "installed_base": prefix,
            "installed_platbase": prefix}
    print(sysconfig.get_path("purelib", "posix_prefix", vars=base))
