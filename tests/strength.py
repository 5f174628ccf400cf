"""The strength goals of the library's bots, measured with cgarena and printed with
the numbers they rest on (run by `meson test --benchmark`; it never fails on
strength, it reports). CG_STRENGTH=full plays the sizes the README quotes; by
default a tenth of them (at least 20 games), so that CI stays short.

    strength.py CGARENA GAME     the goals of one game (see GOALS; the build runs it
                                 for every game of its list)
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib",
                                "python"))
from cardgames import arena  # noqa: E402  (statistics only)

LEVELS = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data",
                                      "levels"))


def slugdungeon_level(name):
    """SlugDungeon on one of the project's levels (data/levels/NAME.txt)."""
    return "slugdungeon:level=" + os.path.join(LEVELS, name + ".txt")


# game -> runs: (game spec, bots, games in the full run, claims); a claim is
# (bot, opponent or None for a one-player game, the win rate it must reach).
GOALS = {
    # Battleship on the default 10 x 10 board with the classic fleet: mcts at its
    # default budget against random and against the game's hunter.
    "battleship": [
        ("battleship", ["mcts", "random"], 400, [("mcts", "random", 0.95)]),
        ("battleship", ["mcts", "hunter"], 400, [("mcts", "hunter", 0.55)]),
    ],
    # SlugDungeon has one player and no chance: each bot plays every level alone
    # over the same seeds (which vary only mcts's own draws) and must win them all:
    # the default level (the crossroads, compiled in) and every file of data/levels.
    "slugdungeon": [
        (spec, ["path", "mcts"], 100, [("path", None, 1.0), ("mcts", None, 1.0)])
        for spec in ["slugdungeon"] + [slugdungeon_level(name) for name in (
            "1_tutorial", "2_sword", "3_healer", "4_crossroads", "5_gauntlet")]
    ],
    # mcts at the game's defaults (ws_game.c: heuristic rollouts of 40 moves,
    # then the evaluation); the heuristic bot is cg_weiss_schwarz_bot_move.
    "weiss_schwarz": [
        ("weiss_schwarz", ["mcts", "heuristic", "random"], 200,
         [("mcts", "random", 0.95), ("mcts", "heuristic", 0.60), ("heuristic", "random", 0.95)]),
    ],
    # Shephy is played alone: each bot plays the same seeded games. mcts (its Shephy
    # defaults: greedy rollouts) against the 75% goal; search's row records its rate.
    "shephy": [
        ("shephy", ["mcts", "search"], 1000, [("mcts", None, 0.75), ("search", None, 0.65)]),
    ],
}


def games_for(full):
    if os.environ.get("CG_STRENGTH") == "full":
        return full
    return max(20, full // 10)


def measure(cgarena, spec, bots, games):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "records.json")
        done = subprocess.run([cgarena, spec, *bots, "--games", str(games), "--seed", "1",
                               "--threads", str(os.cpu_count() or 1), "--json", path],
                              capture_output=True, text=True)
        print(done.stdout)
        if done.returncode != 0:
            print(done.stderr)
            return None
        with open(path) as f:
            return [json.loads(line) for line in f]


def report(records, bot, opponent, goal, full):
    mine = [r for r in records if bot in r["seats"] and
            (opponent is None or opponent in r["seats"])]
    wins = sum(r["winner"] == bot for r in mine)
    lo, hi = arena.wilson(wins, len(mine))
    against = "against %s" % opponent if opponent else "alone"
    verdict = "met" if wins / max(1, len(mine)) >= goal else "NOT met"
    print("goal: %s wins at least %.0f%% %s (the full run: %d games); measured: %d of %d = "
          "%.1f%% [95%%: %.1f%%, %.1f%%]: %s at this size"
          % (bot, 100 * goal, against, full, wins, len(mine), 100 * wins / max(1, len(mine)),
             100 * lo, 100 * hi, verdict))


def main():
    cgarena, game = sys.argv[1], sys.argv[2]
    if game not in GOALS:
        print("%s: no strength goals (GOALS in tests/strength.py has none)" % game)
    for spec, bots, full, claims in GOALS.get(game, []):
        games = games_for(full)
        print("== %s: %s, %d games per pairing" % (spec, " ".join(bots), games))
        records = measure(cgarena, spec, bots, games)
        if records is None:
            return 1
        for bot, opponent, goal in claims:
            report(records, bot, opponent, goal, full)
    return 0


if __name__ == "__main__":
    sys.exit(main())
