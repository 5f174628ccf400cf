"""Checks that no cycle of references joins the files of one folder of lib/
(the core, the bots, each game): check_cycles.py NM LIBRARY LIBDIR.

A file refers to another when its object uses a symbol the other defines (a
function or a table), as nm lists them in the static library. References to
a descriptor (a name ending in _impl: a game's or a bot's table, which names
every part and which parts name to tell their own handles) are left out.
Files of one folder must then form layers: a helper lives beside its
concept, and lower files never call back into higher ones. A cycle named in
ALLOWED (every one of its files in the set) passes; the others fail, each
printed with the symbols that close it.
"""
import collections
import os
import subprocess
import sys

# Folders whose cycles are not checked yet, with the reason.
NOT_YET = {}
# Cycles that are the rules' own recursion, by folder: an ability's
# resolution plays abilities, which enter the stack and resolve.
ALLOWED = {
    "games/weiss_schwarz": [{"ws_abilities.c", "ws_resolve.c", "ws_stack.c", "ws_zones.c"}],
}


def members(libdir):
    """Object member name -> (folder, file) for every C file below libdir."""
    out = {}
    for root, _, files in os.walk(libdir):
        for f in files:
            if f.endswith(".c"):
                rel = os.path.relpath(os.path.join(root, f), libdir)
                folder = os.path.dirname(rel).replace(os.sep, "/")
                out[rel.replace(os.sep, "_") + ".o"] = (folder, f)
    return out


def read_symbols(nm, library):
    defined, used = {}, collections.defaultdict(set)
    text = subprocess.run([nm, "-A", library], check=True, capture_output=True,
                          text=True).stdout
    for line in text.splitlines():
        # LIBRARY:MEMBER:VALUE TYPE NAME (a thin archive's member is a path)
        fields = line.split(":")
        if len(fields) < 3:
            continue
        member = os.path.basename(fields[1])
        parts = ":".join(fields[2:]).split()
        if len(parts) == 2 and parts[0] == "U":
            used[member].add(parts[1])
        elif len(parts) == 3 and parts[1] in "TDRBVWG":
            defined[parts[2]] = member
    return defined, used


def strongly_connected(graph):
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main(nm, library, libdir):
    names = members(libdir)
    defined, used = read_symbols(nm, library)
    graph = collections.defaultdict(set)
    why = collections.defaultdict(set)
    seen = set()
    for member, symbols in used.items():
        if member not in names:
            continue
        seen.add(member)
        for sym in symbols:
            other = defined.get(sym)
            if (other is None or other == member or other not in names or
                    sym.endswith("_impl") or names[other][0] != names[member][0]):
                continue
            a, b = names[member][1], names[other][1]
            graph[(names[member][0], a)].add((names[member][0], b))
            graph[(names[member][0], b)]
            why[(a, b)].add(sym)
    if len(seen) < 10:
        sys.exit("check_cycles: only %d objects of %s found in %s" % (len(seen), libdir, library))
    failed = False
    for comp in strongly_connected(graph):
        folder = next(iter(comp))[0]
        files = {f for _, f in comp}
        if folder in NOT_YET:
            print("not checked yet: %s (%s): %s" % (folder, NOT_YET[folder],
                                                     " ".join(sorted(files))))
            continue
        if any(files <= allowed for allowed in ALLOWED.get(folder, [])):
            print("allowed: %s: %s" % (folder, " ".join(sorted(files))))
            continue
        failed = True
        print("cycle in %s:" % folder)
        for a in sorted(files):
            for b in sorted(files):
                if (a, b) in why:
                    print("  %s -> %s (%s)" % (a, b, ", ".join(sorted(why[(a, b)]))))
    print("%d files in %d folders checked" %
          (len(seen), len({names[m][0] for m in seen})))
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: check_cycles.py NM LIBRARY LIBDIR")
    sys.exit(main(*sys.argv[1:]))
