"""bench-cost: what a move costs in every game, against release 1.0.

For each game, the driver (tests/bench_cost.c) plays a fixed set of random
games through the generic API (cg_state_playout); where valgrind is present,
callgrind counts the instructions executed inside cg_state_playout and this
prints them per move beside release 1.0's figure for the same games. Then the
processor time per move, measured without valgrind. It prints figures and
never fails on them: it fails only when the driver does.

    bench_cost.py DRIVER

Release 1.0's figures below were measured with this driver built against the
1.0 release (commit a930b442, "ABI baseline of release 1.0") in a worktree of
its own, configured as meson's default (debugoptimized: gcc 12.2 -O2), with
valgrind 3.19:
    meson setup build-v10 -Dtests=false && meson compile -C build-v10
    gcc -O2 -std=c11 -I include tests/bench_cost.c -Lbuild-v10/lib -lcardgames ...
    valgrind --tool=callgrind --toggle-collect=cg_state_playout ./bench_cost GAME GAMES
The move counts equal this release's: the same games are played (the
generators agree).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

# game: (games played, moves they make, release 1.0's instructions per move)
RELEASE_1_0 = {
    "war": (100, 40809, 204.6),
    "battleship": (100, 20745, 703.1),
    "shephy": (1000, 11555, 259.9),
    "slugdungeon": (100, 7103, 1173.7),
    "weiss_schwarz": (100, 25581, 598.6),
}


def run_driver(driver, game, games, prefix=()):
    """(moves, ns per move) printed by the driver, run under prefix."""
    done = subprocess.run(list(prefix) + [driver, game, str(games)], capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        sys.exit("bench-cost: %s %s failed: %s" % (driver, game, done.stderr.strip()))
    name, played, moves, ns = done.stdout.split()
    assert (name, int(played)) == (game, games), done.stdout
    return int(moves), float(ns)


def instructions(driver, game, games, folder):
    """Instructions executed in cg_state_playout (callgrind's total), and the moves."""
    out = os.path.join(folder, "callgrind.%s" % game)
    moves, _ = run_driver(driver, game, games, [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
        "--toggle-collect=cg_state_playout", "--quiet"])
    with open(out, encoding="utf-8") as f:
        text = f.read()
    total = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
    return int(total.group(1)), moves


def main():
    driver = sys.argv[1]
    valgrind = shutil.which("valgrind")
    print("bench-cost: random games played by cg_state_playout; instructions counted by "
          "callgrind inside it, per move, against release 1.0 on the same games")
    if not valgrind:
        print("valgrind not found: no instruction counts (apt-get install valgrind)")
    print("%-14s %6s %8s %12s %12s %8s %10s" % ("game", "games", "moves", "instr/move",
                                                "1.0", "change", "ns/move"))
    with tempfile.TemporaryDirectory(prefix="bench-cost-") as folder:
        for game, (games, moves_1_0, per_move_1_0) in RELEASE_1_0.items():
            moves, ns = run_driver(driver, game, games)
            # the processor time of the fastest of three runs
            for _ in range(2):
                ns = min(ns, run_driver(driver, game, games)[1])
            same = "" if moves == moves_1_0 else "  (not 1.0's games: %d moves)" % moves_1_0
            if valgrind:
                total, counted = instructions(driver, game, games, folder)
                per_move = total / counted
                print("%-14s %6d %8d %12.1f %12.1f %+7.1f%% %10.1f%s" % (
                    game, games, moves, per_move, per_move_1_0,
                    100.0 * (per_move / per_move_1_0 - 1), ns, same))
            else:
                print("%-14s %6d %8d %12s %12.1f %8s %10.1f%s" % (
                    game, games, moves, "-", per_move_1_0, "-", ns, same))


if __name__ == "__main__":
    main()
