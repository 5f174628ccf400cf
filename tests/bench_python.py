"""The library's speed seen from Python (run by `meson test --benchmark`; it never
fails on speed, it reports).

For every game, a batch of 1,024 states stepped by random legal actions drawn
from the masks: the C calls alone (cg_batch_step and cg_batch_observe over the
whole batch on one thread, through ctypes), VectorEnv.step
on one thread and on two, in states stepped per second of wall time; the time
to choose the actions is not counted. Goals: one thread at least half of the C
calls' throughput, two threads at least 1.6x one. Then the per-move path of
the generic API on Shephy: new_state, and a move driven from Python
(is_terminal, legal_moves, then apply), goals under 1 us each; through
cardgames._speedups when it is built, and again through ctypes alone.

    bench_python.py [SECONDS]               seconds per figure (default 0.5)
    bench_python.py SECONDS --per-move      the per-move figures only
"""
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib",
                                "python"))
import cardgames  # noqa: E402

try:
    import numpy
except ImportError:
    numpy = None

SIZE = 1024
ROUNDS = 5


def steps_per_second(env, step, seconds):
    """Steps step(actions) for about `seconds` of its own time; states per second."""
    rng = numpy.random.default_rng(1)
    masks = env.masks
    spent, steps = 0.0, 0
    while spent < seconds:
        actions = (rng.random(masks.shape) * masks).argmax(axis=1).astype(numpy.uint32)
        start = time.perf_counter()
        step(actions)
        spent += time.perf_counter() - start
        steps += 1
    return steps * env.size / spent, steps


def c_calls(env):
    """The C calls of a step over the whole batch, without VectorEnv's checks."""
    lib = cardgames.library

    def step(actions):
        env._actions[:] = actions
        lib.cg_batch_step(env._batch, env._actions_raw, env._returns_raw, env._done_raw)
        lib.cg_batch_observe(env._batch, env._obs_raw, env._masks_raw, env._players_raw)
    return step


def batch_figures(name, seconds):
    """The three figures of a game, measured in ROUNDS interleaved rounds (so that a
    slow spell of the machine weighs on all three alike); their medians, and the
    medians of each round's ratios (1t / C, 2t / 1t: figures measured one after the
    other)."""
    with cardgames.VectorEnv(name, SIZE, seed=1) as c_env, \
            cardgames.VectorEnv(name, SIZE, seed=1) as one_env, \
            cardgames.VectorEnv(name, SIZE, seed=1, num_threads=2) as two_env:
        runs = [(c_env, c_calls(c_env)), (one_env, one_env.step), (two_env, two_env.step)]
        rates = [[], [], []]
        steps = [0, 0, 0]
        for _ in range(ROUNDS):
            for k, (env, step) in enumerate(runs):
                rate, made = steps_per_second(env, step, seconds / ROUNDS)
                rates[k].append(rate)
                steps[k] += made
    c_rate, one, two = (statistics.median(r) for r in rates)
    one_to_c = statistics.median(o / c for c, o in zip(rates[0], rates[1]))
    two_to_one = statistics.median(t / o for o, t in zip(rates[1], rates[2]))
    return c_rate, one, two, one_to_c, two_to_one, tuple(steps)


def new_state_time(game, seconds, first_seed):
    """Seconds per game.new_state (the state made and dropped) over about `seconds`."""
    made, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for seed in range(first_seed + made, first_seed + made + 1000):
            game.new_state(seed=seed)
        made += 1000
    return (time.perf_counter() - start) / made, made


def move_time(game, seconds, first_seed):
    """Seconds per move of whole games driven from Python (is_terminal, legal_moves,
    apply) over about `seconds`; also the moves and games played."""
    moves, games, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = game.new_state(seed=first_seed + games)
        while not s.is_terminal:
            legal = s.legal_moves()
            s.apply(legal[(games + moves) % len(legal)])
            moves += 1
        games += 1
    return (time.perf_counter() - start) / moves, moves, games


def per_move_figures(seconds):
    """Shephy: new_state, and a move; medians of ROUNDS interleaved rounds."""
    game = cardgames.Game("shephy")
    new_times, move_times, made, moves, games = [], [], 0, 0, 0
    for _ in range(ROUNDS):
        t, n = new_state_time(game, seconds / ROUNDS, made)
        new_times.append(t)
        made += n
        t, m, g = move_time(game, seconds / ROUNDS, games)
        move_times.append(t)
        moves, games = moves + m, games + g
    return statistics.median(new_times), made, statistics.median(move_times), moves, games


def print_per_move(seconds):
    path = "cardgames._speedups" if cardgames._native.speedups is not None else "ctypes"
    new_state, made, per_move, moves, games = per_move_figures(seconds)
    print("shephy from Python (%s): new_state %.2f us (%d states), a move (is_terminal, "
          "legal_moves, apply) %.2f us (%d moves, %d games); goals under 1 us each"
          % (path, new_state * 1e6, made, per_move * 1e6, moves, games))


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
    if sys.argv[2:] == ["--per-move"]:
        print_per_move(seconds)
        return 0
    print("libcardgames %s from Python %d.%d, batches of %d, %.2f s per figure, "
          "states stepped per second of wall time (medians of %d interleaved rounds)"
          % (cardgames.version(), *sys.version_info[:2], SIZE, seconds, ROUNDS))
    if numpy is None:
        print("numpy is not installed: the batch figures are skipped")
    else:
        print()
        print("%-14s %12s %12s %12s %10s %10s   %s" % ("game", "C calls", "1 thread",
                                                        "2 threads", "1t / C", "2t / 1t",
                                                        "steps timed (C, 1t, 2t)"))
        for name in cardgames.games():
            c_rate, one, two, one_to_c, two_to_one, steps = batch_figures(name, seconds)
            print("%-14s %12.0f %12.0f %12.0f %9.2fx %9.2fx   %s" % (
                name, c_rate, one, two, one_to_c, two_to_one, steps))
        print("ratios: medians of each round's; goals: 1t / C at least 0.5x, 2t / 1t at least "
              "1.6x")
    print()
    print_per_move(seconds)
    if cardgames._native.speedups is not None:  # and the path without it
        sys.stdout.flush()
        subprocess.run([sys.executable, __file__, str(seconds), "--per-move"], check=True,
                       env=dict(os.environ, CARDGAMES_SPEEDUPS="0"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
