"""The adapters' speed (run by `meson test --benchmark`; it never fails on
speed, it reports): for every game, steps per second of the Gymnasium vector
environment (make_vec over one cg_batch of 256 states, random opponents inside
the library, random legal actions from the masks) and of the PettingZoo AEC
environment (one game, random legal actions); then a random Battleship game
played move by move from Python through pyspiel (legal_actions, apply_action)
on our adapter and on OpenSpiel's own battleship with the same board and fleet
(one game of the tournament: wins=1), in microseconds per move. Goal: ours at
least 2x faster per move. A framework that is not installed is skipped.

    bench_adapters.py [SECONDS]      seconds per figure (default 0.5)
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib",
                                "python"))
import cardgames  # noqa: E402

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5


def timed(run):
    """run(deadline) -> steps done; returns steps per second."""
    start = time.perf_counter()
    steps = run(start + SECONDS)
    return steps / (time.perf_counter() - start)


def bench_gymnasium():
    import gymnasium
    import numpy as np
    import cardgames.gymnasium as cg_gym
    print("Gymnasium make_vec, 256 environments, random opponents (env steps/s):")
    rng = np.random.default_rng(0)
    for name in cardgames.games():
        env = gymnasium.make_vec(cg_gym.env_id(name), num_envs=256,
                                 vectorization_mode="vector_entry_point", opponent="random")
        _, info = env.reset(seed=1)

        def run(deadline):
            nonlocal info
            steps = 0
            while time.perf_counter() < deadline:
                masks = info["action_mask"]
                actions = np.argmax(masks * rng.random(masks.shape), axis=1)
                _, _, _, _, info = env.step(actions)
                steps += 256
            return steps
        print("  %-14s %12.0f" % (name, timed(run)))
        env.close()


def bench_pettingzoo():
    import numpy as np
    from cardgames.pettingzoo import env as make
    print("PettingZoo AEC env, random legal actions (steps/s):")
    rng = np.random.default_rng(0)
    for name in cardgames.games():
        e = make(name)

        def run(deadline):
            steps = 0
            while time.perf_counter() < deadline:
                e.reset(seed=steps)
                for agent in e.agent_iter():
                    obs, _, terminated, truncated, _ = e.last()
                    if terminated or truncated:
                        e.step(None)
                    else:
                        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
                    steps += 1
            return steps
        print("  %-14s %12.0f" % (name, timed(run)))


def per_move(game):
    """Microseconds per move of random games of a pyspiel game, move by move."""
    import random
    rnd = random.Random(1)
    moves = 0
    start = time.perf_counter()
    while time.perf_counter() < start + SECONDS:
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rnd.randrange(len(legal))])
            moves += 1
    return (time.perf_counter() - start) / moves * 1e6


def bench_openspiel():
    import pyspiel
    import cardgames.openspiel  # noqa: F401
    fleet = [4, 3, 3, 2, 2, 2, 1, 1, 1, 1]
    ours = pyspiel.load_game("cardgames_battleship", {
        "width": 10, "height": 10, "fleet": ",".join(map(str, fleet)), "wins": 1})
    theirs = pyspiel.load_game("battleship", {
        "board_width": 10, "board_height": 10,
        "ship_sizes": "[%s]" % ";".join(map(str, fleet)),
        "ship_values": "[%s]" % ";".join("1" for _ in fleet),
        "num_shots": 100, "allow_repeated_shots": False})
    a, b = per_move(ours), per_move(theirs)
    print("Battleship 10x10, fleet %s, random game through pyspiel (us per move):"
          % ",".join(map(str, fleet)))
    print("  cardgames_battleship %8.1f" % a)
    print("  OpenSpiel battleship %8.1f" % b)
    print("  ours %.1fx faster (goal: at least 2x): %s" % (b / a, "met" if b >= 2 * a else
                                                            "NOT MET"))


for bench in (bench_gymnasium, bench_pettingzoo, bench_openspiel):
    try:
        bench()
    except ImportError as e:
        print("%s skipped: %s" % (bench.__name__, e))
