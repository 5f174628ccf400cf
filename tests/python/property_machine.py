"""Random call sequences through the package (run by test_properties.py in a child
interpreter): Hypothesis's rule-based state machine makes games, states,
VectorEnvs and their states, bots and boards, and calls their members with good
and hostile arguments (numbers far out of range, wrong types, buffers of every
wrong kind), interleaved with close, reset, del and collection, pickling and
copies, and threads driving one VectorEnv at once. A call may raise the
exceptions the package documents (cardgames.Error, TypeError, ValueError,
IndexError); anything else fails, and a crash kills the child.

    property_machine.py EXAMPLES    the number of sequences (of up to 40 calls)
"""
import copy
import faulthandler
import gc
import os
import pickle
import sys
import threading

if os.environ.get("CARDGAMES_TEST_WITHOUT_NUMPY"):
    import importlib.abc

    class _HiddenNumpy(importlib.abc.MetaPathFinder):
        """numpy cannot be imported (and, unlike sys.modules["numpy"] = None, is not
        seen as imported by Hypothesis)."""

        def find_spec(self, name, path, target=None):
            if name.split(".")[0] == "numpy":
                raise ModuleNotFoundError("numpy is hidden", name=name)
            return None

    sys.meta_path.insert(0, _HiddenNumpy())

from hypothesis import HealthCheck, settings, strategies as st  # noqa: E402
from hypothesis.stateful import Bundle, RuleBasedStateMachine, consumes, rule  # noqa: E402

import cardgames  # noqa: E402
from cardgames import battleship, shephy, slugdungeon, war, weiss_schwarz  # noqa: E402

try:
    import numpy
except ImportError:
    numpy = None

#: What a call may raise: the package's documented refusals.
EXPECTED = (cardgames.Error, TypeError, ValueError, IndexError)
TYPED = {"war": war, "battleship": battleship, "shephy": shephy, "slugdungeon": slugdungeon,
         "weiss_schwarz": weiss_schwarz}

# Integers near every edge the package checks: C ints, 32 and 64 bits.
EDGES = [0, 1, 2, -1, -2, 25, 26, 51, 52, 2 ** 31 - 1, 2 ** 31, -2 ** 31, -2 ** 31 - 1,
         2 ** 32 - 1, 2 ** 32, 2 ** 63, 2 ** 64 - 1, 2 ** 64, -2 ** 64, 10 ** 30]
integers = st.one_of(st.sampled_from(EDGES), st.integers(-300, 5000),
                     st.integers(-2 ** 70, 2 ** 70))
junk = st.one_of(st.none(), st.floats(allow_nan=True), st.text(max_size=8), st.binary(max_size=8),
                 st.booleans(), st.lists(st.integers(0, 3), max_size=3))
anything = st.one_of(integers, integers, junk)
texts = st.one_of(st.sampled_from(["play", "war", "collect", "fire A1", "place random", "up",
                                   "stay", "Draw cards", "pass", ""]),
                  st.text(max_size=12))


def attempt(call):
    """Calls call; an expected refusal is an answer too (None)."""
    try:
        return call()
    except EXPECTED:
        return None


def made(call, fallback):
    """What call makes, or (when it is refused) what fallback makes."""
    value = attempt(call)
    return fallback() if value is None else value


def numpy_integer(value):
    """value as some numpy integer type when numpy is there and it fits."""
    if numpy is None:
        return value
    for kind in (numpy.int64, numpy.uint64, numpy.int32, numpy.uint8):
        try:
            return kind(value)
        except (OverflowError, ValueError, TypeError):
            continue
    return value


def buffer(kind, count, strided):
    """A buffer the library might be asked to fill: of the right or a wrong
    element type, size and layout."""
    import array
    if kind == "list":
        return [0] * count
    if kind == "bytes":
        return bytes(count)
    if numpy is not None and kind.startswith("np"):
        dtype = {"np_f4": numpy.float32, "np_u1": numpy.uint8, "np_f8": numpy.float64,
                 "np_i4": numpy.int32}[kind]
        a = numpy.zeros(max(0, count) * (2 if strided else 1), dtype)
        return a[::2] if strided else a
    code = {"f": "f", "B": "B", "d": "d", "i": "i"}.get(kind, "B")
    a = array.array(code, bytes(max(0, count) * array.array(code).itemsize * (2 if strided
                                                                              else 1)))
    return memoryview(a)[::2] if strided else a


buffers = st.tuples(st.sampled_from(["f", "B", "d", "i", "list", "bytes", "np_f4", "np_u1",
                                     "np_f8", "np_i4"]),
                    st.integers(-1, 2), st.booleans())


class PackageMachine(RuleBasedStateMachine):
    """The objects made so far, and every call on them."""

    games = Bundle("games")
    states = Bundle("states")
    envs = Bundle("envs")
    bots = Bundle("bots")

    @rule(target=games, name=st.sampled_from(cardgames.games()), params=st.sampled_from(
        [None, "", "max_turns=3", "facedown=1", "width=5;height=5;fleet=2,1"]))
    def make_game(self, name, params):
        return made(lambda: cardgames.Game(name, params), lambda: cardgames.Game(name))

    @rule(target=states, game=games, seed=st.one_of(st.none(), integers, junk))
    def new_state(self, game, seed):
        return made(lambda: game.new_state(seed), lambda: game.new_state(1))

    @rule(target=states, game=games, source=states, cut=st.integers(0, 200), raw=st.booleans())
    def load(self, game, source, cut, raw):
        text = attempt(lambda: source.save()) or ""
        text = text[:cut] if cut < 200 else text
        return made(lambda: game.load(text.encode() if raw else text), lambda: game.new_state(2))

    @rule(state=states, move=st.one_of(integers, texts, junk), pick=st.integers(0, 1000),
          legal=st.booleans(), as_numpy=st.booleans())
    def apply(self, state, move, pick, legal, as_numpy):
        moves = attempt(lambda: state.legal_moves())
        if legal and moves:
            move = moves[pick % len(moves)]
        if as_numpy and isinstance(move, int):
            move = numpy_integer(move)
        attempt(lambda: state.apply(move))

    @rule(state=states, move=st.one_of(integers, texts, junk))
    def queries(self, state, move):
        for call in (lambda: state.is_legal(move), lambda: state.move_text(move),
                     lambda: state.parse_move(move), lambda: state.current_player,
                     lambda: state.is_terminal, lambda: state.winner, lambda: state.move_number,
                     lambda: state.returns(), lambda: state.returns(move), lambda: hash(state),
                     lambda: state == state, lambda: str(state), lambda: repr(state)):
            attempt(call)

    @rule(state=states, viewer=anything, seed=anything, bound=anything)
    def chance(self, state, viewer, seed, bound):
        attempt(lambda: state.render(viewer))
        attempt(lambda: state.resample(viewer, seed))
        attempt(lambda: state.reseed(seed))
        attempt(lambda: state.clone().playout(seed=seed, max_moves=bound))

    @rule(state=states, player=st.one_of(st.none(), integers), out=buffers)
    def arrays(self, state, player, out):
        kind, delta, strided = out
        game = attempt(lambda: state.game)
        if game is None:
            return
        attempt(lambda: state.observation(player, out=buffer(
            kind, game.observation_size + delta, strided)))
        attempt(lambda: state.legal_mask(out=buffer(kind, game.action_count + delta, strided)))
        attempt(lambda: state.observation(player))
        attempt(lambda: state.legal_mask())

    @rule(target=states, state=states, other=states)
    def copies(self, state, other):
        attempt(lambda: state.copy_from(other))
        copies = [attempt(lambda: pickle.loads(pickle.dumps(state))),
                  attempt(lambda: state.clone()), attempt(lambda: copy.copy(state)),
                  attempt(lambda: copy.deepcopy(state))]
        return next((s for s in copies if s is not None), other)

    @rule(target=envs, game=games, size=st.integers(0, 5), seed=anything,
          threads=st.one_of(st.integers(1, 3), anything))
    def make_env(self, game, size, seed, threads):
        return made(lambda: cardgames.VectorEnv(game, size, seed=seed, num_threads=threads),
                    lambda: cardgames.VectorEnv(game, size))

    @rule(env=envs, pick=st.integers(0, 10 ** 6), hostile=st.one_of(st.none(), anything),
          as_array=st.booleans())
    def step(self, env, pick, hostile, as_array):
        masks = env.masks
        actions = []
        for i in range(env.size):
            legal = [a for a in range(env.num_actions) if masks[i][a]]
            actions.append(legal[(pick + i) % len(legal)] if legal else 0)
        if hostile is not None and env.size:
            actions[pick % env.size] = hostile
        if as_array and numpy is not None:
            actions = attempt(lambda: numpy.asarray(actions)) if hostile is None else actions
        attempt(lambda: env.step(actions))

    @rule(target=states, env=envs, index=anything)
    def env_state(self, env, index):
        return made(lambda: env.state(index), lambda: env.game.new_state(3))

    @rule(env=envs, seed=anything, close=st.booleans())
    def reset_or_close(self, env, seed, close):
        attempt(env.close if close else lambda: env.reset(seed))

    @rule(env=envs, seed=st.integers(0, 9))
    def threads(self, env, seed):
        """Three threads on one VectorEnv: steps, resets and a close at once."""
        def work(k):
            for i in range(20):
                masks = env.masks
                actions = [max(range(env.num_actions), key=lambda a, s=s: masks[s][a])
                           for s in range(env.size)]
                attempt(lambda: env.step(actions))
                if k == 0 and i % 7 == 6:
                    attempt(lambda: env.reset(seed + i))
            if k == 2 and seed % 3 == 0:
                env.close()
        workers = [threading.Thread(target=work, args=(k,)) for k in range(3)]
        for t in workers:
            t.start()
        for t in workers:
            t.join()

    @rule(target=bots, game=games, name=st.sampled_from(["random", "mcts", "nobody"]))
    def make_bot(self, game, name):
        params = "iterations=5" if name == "mcts" else None
        return made(lambda: cardgames.Bot(game, name, params),
                    lambda: cardgames.Bot(game, "random"))

    @rule(bot=bots, state=states, seed=anything, copied=st.booleans())
    def choose(self, bot, state, seed, copied):
        if copied:
            bot = made(lambda: pickle.loads(pickle.dumps(bot)), lambda: bot)
        attempt(lambda: bot.choose(state, seed))

    @rule(state=states, game_name=st.sampled_from(sorted(TYPED)), pick=st.integers(0, 10 ** 6),
          values=st.lists(anything, min_size=6, max_size=6))
    def typed_call(self, state, game_name, pick, values):
        """A typed function of any game, given this state or its game and arbitrary
        values."""
        module = TYPED[game_name]
        functions = [getattr(module, n) for n in module.__all__
                     if callable(getattr(module, n)) and not isinstance(getattr(module, n), type)]
        fn = functions[pick % len(functions)]
        import inspect
        try:
            params = list(inspect.signature(fn).parameters)
        except (TypeError, ValueError):
            return
        game = attempt(lambda: state.game)
        args = [state if p == "state" else game if p == "game" else values[k % 6]
                for k, p in enumerate(params) if p not in ("report",)]
        attempt(lambda: fn(*args))

    @rule(victim=st.one_of(consumes(states), consumes(envs), consumes(bots)))
    def drop(self, victim):
        """An object let go, and the collector run."""
        del victim
        gc.collect()


def main(examples):
    faulthandler.enable()
    test = PackageMachine.TestCase
    test.settings = settings(max_examples=examples, stateful_step_count=40, deadline=None,
                             database=None, print_blob=True,
                             suppress_health_check=list(HealthCheck))
    import unittest
    result = unittest.TextTestRunner(verbosity=1).run(
        unittest.defaultTestLoader.loadTestsFromTestCase(test))
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
