"""The strength goals of the library's bots, measured with cgarena and printed with
the numbers they rest on (run by `meson test --benchmark`; it never fails on
strength, it reports). CG_STRENGTH=full plays the sizes the README quotes; by
default a tenth of them (at least 20 games), so that CI stays short.
CG_STRENGTH_SEED (default 1) seeds every run: a figure is quoted once another
seed reproduces it.

For Battleship it also prints, for every bot of the catalogue, the shots it
needs to sink a fleet alone (SHOTS): mean with its 95% interval, median, 90th
percentile, and where the shots go (misses and hits while searching and while
sinking a ship found); and the head-to-head two bots' counts predict.

    strength.py CGARENA GAME     the goals of one game (see GOALS; the build runs it
                                 for every game of its list)
"""
import concurrent.futures
import json
import multiprocessing
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


# Battleship's density shooter as a user writes it on cg_state_resample alone.
OUTSIDER = "density:samples=128;prior=uniform;placement=random"
# Battleship's mcts placing its fleet at the edges, as its root prior's default
# does, instead of at random.
MCTS_EDGES = "mcts:root_prior=density:prior=mixed"

# game -> runs: (game spec, bots, games in the full run, claims); a claim is
# (bot, opponent or None for a one-player game, the win rate it must reach).
GOALS = {
    # Battleship on the default 10 x 10 board with the classic fleet: mcts at its
    # default budget against random and against the game's hunter.
    "battleship": [
        ("battleship", ["mcts", "random"], 400, [("mcts", "random", 0.95)]),
        ("battleship", ["mcts", "hunter"], 400, [("mcts", "hunter", 0.55)]),
        # The edges lose to a shooter that knows them: the default mcts, which
        # places at random, against mcts placing at the edges (the README's
        # placement figures; not a goal).
        ("battleship", ["mcts", MCTS_EDGES], 200, [("mcts", MCTS_EDGES, 0.55)]),
        # Both fleets placed at random: the strongest shooter against the density
        # shooter a user writes on cg_state_resample alone (128 draws, uniform
        # among the fleets).
        ("battleship", ["density:placement=random", OUTSIDER], 400,
         [("density:placement=random", OUTSIDER, 0.55)]),
    ],
    # SlugDungeon has one player and no chance: each bot plays every level alone
    # over the same seeds (which vary only mcts's own draws) and must win them all:
    # the default level (the crossroads, compiled in) and every file of data/levels.
    "slugdungeon": [
        (spec, ["path", "mcts"], 100, [("path", None, 1.0), ("mcts", None, 1.0)])
        for spec in ["slugdungeon"] + [slugdungeon_level(name) for name in (
            "1_tutorial", "2_sword", "3_healer", "4_crossroads", "5_gauntlet")]
    ],
    # mcts at the game's defaults (ws_game.c: the heuristic's move tried first
    # at each node, heuristic rollouts of 40 moves, then the fitted evaluation); the
    # heuristic bot is cg_weiss_schwarz_bot_move.
    "weiss_schwarz": [
        ("weiss_schwarz", ["mcts", "heuristic", "random"], 400,
         [("mcts", "random", 0.95), ("mcts", "heuristic", 0.90), ("heuristic", "random", 0.95)]),
    ],
    # Shephy is played alone: each bot plays the same seeded games. search, the
    # strongest (its defaults: 144 greedy playouts per candidate, choices searched),
    # must win 90% at most 15 ms a move (cgarena's us/move column); mcts (its Shephy
    # defaults: greedy rollouts) 75%.
    "shephy": [
        ("shephy", ["search", "mcts"], 1000, [("search", None, 0.90), ("mcts", None, 0.75)]),
    ],
}


# game -> (game spec, fleets in the full run, the mean each bot must reach or None,
# the bot that places the fleets, the races to predict): each bot fires at fleets
# that bot places, whose shots (the `random` bot's) are the only threat it meets;
# its shots are counted until the fleet is sunk. The `random` bot places ship by
# ship, uniformly among the legal placements, as `mcts` places too; `hunter` at its
# default `placement=edges`, as `density` places too: the fleets a bot of the
# catalogue meets. A race (bot, opponent) prints the head-to-head share the two
# bots' counts predict (see race()).
SHOTS = {
    "battleship": [
        ("battleship", 200, {"random": None, "hunter": None, "density": 54.0, OUTSIDER: None,
                             "density:prior=mixed": None, "mcts": None}, "random",
         [("density", OUTSIDER)]),
        ("battleship:fleet=5,4,3,3,2", 200, {"hunter": None, "density": 38.0, OUTSIDER: None,
                                             "density:samples=2048": None},
         "random", []),
        ("battleship", 200, {"hunter": None, "density": None, "density:prior=uniform": None,
                             "density:prior=edges": None, "density:prior=mixed": None,
                             OUTSIDER: None, "mcts": None},
         "hunter", []),
    ],
}


def seed():
    return int(os.environ.get("CG_STRENGTH_SEED", "1"))


def games_for(full):
    if os.environ.get("CG_STRENGTH") == "full":
        return full
    return max(20, full // 10)


def measure(cgarena, spec, bots, games):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "records.json")
        done = subprocess.run([cgarena, spec, *bots, "--games", str(games), "--seed", str(seed()),
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


def shots_alone(spec, bot, games, placer="random"):
    """What `bot` (seat 0) fires to sink fleets placed by `placer` (seat 1), one a
    game, whose shots are the `random` bot's: a Shots for each game, None for a game
    the other side won first. The games are shared among the cores; each game's
    seeds depend on its number alone, so the result does not depend on how many."""
    workers = min(games, os.cpu_count() or 1)
    chunks = [range(k, games, workers) for k in range(workers)]
    with concurrent.futures.ProcessPoolExecutor(
            workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        done = list(pool.map(shoot_games, [spec] * workers, [bot] * workers,
                             [placer] * workers, chunks))
    return [done[i % workers][i // workers] for i in range(games)]


def shoot_games(spec, bot, placer, numbers):
    """shots_alone for the games of the given numbers, in their order."""
    import cardgames
    from cardgames.bots import Bot

    def make(name_params):
        bot_name, _, bot_params = name_params.partition(":")
        return Bot(game, bot_name, bot_params or None)

    name, _, params = spec.partition(":")
    game = cardgames.Game(name, params or None)
    shooter, target, placing = make(bot), make("random"), make(placer)
    games_shot = []
    for i in numbers:
        state = game.new_state(seed() * 1000003 + i)
        shots = Shots()
        while not state.is_terminal:
            mine = state.current_player == 0
            move_seed = seed() * 7919 + i * 4099 + state.move_number
            move = (shooter if mine else placing).choose(state, move_seed)
            if not mine and not state.move_text(move).startswith("place"):
                move = target.choose(state, move_seed)
            state.apply(move)
            if mine and not state.move_text(move).startswith("place"):
                shots.count(state)
        games_shot.append(shots if state.winner == 0 else None)
    return games_shot


class Shots:
    """Player 0's shots in one game, split by what it knew when it fired: no ship
    found and afloat (searching) or a hit on a ship still afloat (sinking)."""
    KINDS = ("misses searching", "hits finding a ship", "misses sinking", "hits sinking")

    def __init__(self):
        self.total = 0
        self.hits = 0
        self.sunk_cells = 0
        self.by_kind = [0, 0, 0, 0]

    def count(self, state):
        """Counts the shot just fired, read from player 0's render: its answer, and
        the cells of the ships player 0 has sunk (which hits are not afloat)."""
        lines = state.render(0).splitlines()
        answer = next(line for line in lines if line.startswith("Last shot:")).rsplit(" ", 1)[1]
        sunk = next(line for line in lines if line.startswith("Player 0 has sunk"))
        sinking = self.hits > self.sunk_cells
        hit = answer != "agua"
        self.by_kind[2 * sinking + hit] += 1
        self.total += 1
        self.hits += hit
        self.sunk_cells = len(sunk.partition(":")[2].split())


def race(mine, theirs):
    """How often the first shooter's fleet-sinking count beats the second's, every
    count of one against every count of the other (ties split: the side that fires
    first wins them, each side half the time): the head-to-head the two solo runs
    predict (over the fleets each sank), as if each fleet were sunk independently of
    the other side's shots."""
    a = [s.total for s in mine if s is not None]
    b = [s.total for s in theirs if s is not None]
    wins = sum((x < y) + 0.5 * (x == y) for x in a for y in b)
    return wins / max(1, len(a) * len(b))


def report_shots(spec, bot, games_shot, goal, full):
    sunk = sorted(s.total for s in games_shot if s is not None)
    n = len(sunk)
    if n == 0:
        print("%s %s: sank no fleet of %d" % (spec, bot, len(games_shot)))
        return
    mean = sum(sunk) / n
    sd = (sum((c - mean) ** 2 for c in sunk) / max(1, n - 1)) ** 0.5
    half = 1.96 * sd / n ** 0.5
    median = sunk[n // 2] if n % 2 else (sunk[n // 2 - 1] + sunk[n // 2]) / 2
    p90 = sunk[min(n - 1, (9 * n + 9) // 10 - 1)]
    line = ("%s %s: sank %d of %d fleets (seed %d): mean %.2f shots [95%%: %.2f, %.2f], "
            "median %g, p90 %d" % (spec, bot, n, len(games_shot), seed(), mean, mean - half,
                                   mean + half, median, p90))
    if goal is not None:
        line += "; goal: a mean of at most %g (the full run: %d fleets): %s at this size" % (
            goal, full, "met" if mean <= goal and n == len(games_shot) else "NOT met")
    split = [sum(s.by_kind[k] for s in games_shot if s is not None) / n for k in range(4)]
    line += "\n    a game's mean: " + ", ".join(
        "%.1f %s" % (v, kind) for v, kind in zip(split, Shots.KINDS))
    print(line, flush=True)


def main():
    cgarena, game = sys.argv[1], sys.argv[2]
    for spec, full, bots, placer, races in SHOTS.get(game, []):
        games = games_for(full)
        print("== %s: shots to sink a fleet alone, %d fleets per bot, placed by %s"
              % (spec, games, placer))
        shot = {}
        for bot, goal in bots.items():
            shot[bot] = shots_alone(spec, bot, games, placer)
            report_shots(spec, bot, shot[bot], goal, full)
        for bot, opponent in races:
            print("%s against %s, racing these counts (each fleet of one against each of "
                  "the other's, ties halved): %.1f%%" % (bot, opponent,
                                                        100 * race(shot[bot], shot[opponent])))
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
