"""The library's speed seen from Python (run by `meson test --benchmark`; it never
fails on speed, it reports).

For every game, a batch of 1,024 states stepped by random legal actions drawn
from the masks: the C calls alone (cg_batch_step and cg_batch_observe over the
whole batch on one thread, through ctypes), VectorEnv.step
on one thread and on two, in states stepped per second of wall time; the time
to choose the actions is not counted. Goals: one thread at least half of the C
calls' throughput, two threads at least 1.6x one. Then the per-move path of
the generic API on Shephy: new_state, and a move driven from Python
(legal_moves, then apply), goals under 1 us each.

    bench_python.py [SECONDS]     seconds per figure (default 0.5)
"""
import os
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
    with cardgames.VectorEnv(name, SIZE, seed=1) as env:
        c_rate, c_steps = steps_per_second(env, c_calls(env), seconds)
        env.reset(seed=1)
        one, one_steps = steps_per_second(env, env.step, seconds)
    with cardgames.VectorEnv(name, SIZE, seed=1, num_threads=2) as env:
        two, two_steps = steps_per_second(env, env.step, seconds)
    return c_rate, one, two, (c_steps, one_steps, two_steps)


def per_move_figures(seconds):
    """Shephy: new_state, and legal_moves + apply per move over whole random games."""
    game = cardgames.Game("shephy")
    made, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for seed in range(made, made + 1000):
            game.new_state(seed=seed)
        made += 1000
    new_state = (time.perf_counter() - start) / made
    moves, games, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = game.new_state(seed=games)
        while not s.is_terminal:
            legal = s.legal_moves()
            s.apply(legal[(games + moves) % len(legal)])
            moves += 1
        games += 1
    per_move = (time.perf_counter() - start) / moves
    return new_state, made, per_move, moves, games


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
    print("libcardgames %s from Python %d.%d, batches of %d, %.2f s per figure, "
          "states stepped per second of wall time" % (cardgames.version(), *sys.version_info[:2],
                                                      SIZE, seconds))
    if numpy is None:
        print("numpy is not installed: the batch figures are skipped")
    else:
        print()
        print("%-14s %12s %12s %12s %10s %10s   %s" % ("game", "C calls", "1 thread",
                                                        "2 threads", "1t / C", "2t / 1t",
                                                        "steps timed (C, 1t, 2t)"))
        for name in cardgames.games():
            c_rate, one, two, steps = batch_figures(name, seconds)
            print("%-14s %12.0f %12.0f %12.0f %9.2fx %9.2fx   %s" % (
                name, c_rate, one, two, one / c_rate, two / one, steps))
        print("goals: 1t / C at least 0.5x, 2t / 1t at least 1.6x")
    new_state, made, per_move, moves, games = per_move_figures(seconds)
    print()
    print("shephy from Python: new_state %.2f us (%d states), a move (legal_moves + apply) "
          "%.2f us (%d moves, %d games); goals under 1 us each"
          % (new_state * 1e6, made, per_move * 1e6, moves, games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
