"""The Python bad-input catalogue, like the C one (tests/bad_input*.c): one row per
public callable of the package and each way to misuse it (wrong type, out of
range, a closed owner, another game's object, a wrong buffer), with the exact
exception class, a part of its message, and proof that nothing changed
(bad_input.check_row). The generic API's rows are written out below; the typed
submodules' rows are made from their signatures (typed_rows: each parameter's
misuses by its kind), plus the rows written out for what the rules do not
cover. A test checks that every public callable has rows."""
import array
import inspect
import math
import unittest

from bad_input import MODULES, Fixture, Row, check_row, public_callables

import cardgames
from cardgames import arena, battleship, slugdungeon, war, weiss_schwarz

try:
    import numpy
except ImportError:
    numpy = None

E, T, I, P, G, N = (cardgames.InvalidArgumentError, TypeError, cardgames.IllegalMoveError,
                    cardgames.ParseError, cardgames.GameOverError, cardgames.NoGameError)
U32 = 2 ** 32
CLOSED = "its VectorEnv was closed"


def generic_rows():
    """The rows of the generic API: cardgames, Game, State, VectorEnv, Bot, arena."""
    w = lambda f: f.states["war"]  # noqa: E731
    rows = [
        Row("Game", "a name that is not a str", lambda f: cardgames.Game(5), T,
            "Game: the game name must be a str, not int"),
        Row("Game", "no game of that name", lambda f: cardgames.Game("chess"), N,
            "no game named 'chess'"),
        Row("Game", "a name with a NUL", lambda f: cardgames.Game("war\0x"), E,
            "Game: name holds a NUL character"),
        Row("Game", "params that are not a str", lambda f: cardgames.Game("war", 3), T,
            "Game: params must be a str, not int"),
        Row("Game", "params as text and as keywords", lambda f: cardgames.Game(
            "war", "facedown=2", facedown=2), T, "not both"),
        Row("Game", "a keyword that is not a key", lambda f: cardgames.Game(
            "war", **{"facedown=1;deck": 2}), E, "parameter name 'facedown=1;deck' is not a key"),
        Row("Game", "a parameter out of range", lambda f: cardgames.Game("war", facedown=9), E,
            "war: parameter 'facedown' must be from 1 to 3, not 9"),
        Row("Game.action_of", "a move past 32 bits", lambda f: f.games["war"].action_of(U32), E,
            "Game.action_of: move 4294967296 is out of range (0..4294967295)"),
        Row("Game.action_of", "a move that is a str", lambda f: f.games["war"].action_of("play"),
            T, "Game.action_of: move must be an int, not str"),
        Row("Game.action_of", "a code that is no action", lambda f: f.games["war"].action_of(
            U32 - 1), E, "cg_game_action_of: 4294967295 is no move of war"),
        Row("Game.move_of", "the action count", lambda f: f.games["war"].move_of(3), E,
            "Game.move_of: action 3 is out of range (0..2)"),
        Row("Game.move_of", "a negative action", lambda f: f.games["war"].move_of(-1), E,
            "action -1 is out of range"),
        Row("Game.move_of", "a float", lambda f: f.games["war"].move_of(1.0), T,
            "action must be an int, not float"),
        Row("Game.new_state", "a seed past 64 bits", lambda f: f.games["war"].new_state(2 ** 64),
            E, "Game.new_state: seed 18446744073709551616 is out of range "
            "(0..18446744073709551615)"),
        Row("Game.new_state", "a negative seed", lambda f: f.games["war"].new_state(-1), E,
            "seed -1 is out of range"),
        Row("Game.new_state", "a seed that is a str", lambda f: f.games["war"].new_state("1"), T,
            "Game.new_state: seed must be an int, not str"),
        Row("Game.new_state", "a bool seed", lambda f: f.games["war"].new_state(True), T,
            "seed must be an int, not bool"),
        Row("Game.load", "a saved form cut in half", lambda f: f.games["war"].load(
            w(f).save()[:40]), P, "saved state"),
        Row("Game.load", "another game's saved form", lambda f: f.games["war"].load(
            f.states["shephy"].save()), P, ""),
        Row("Game.load", "an int", lambda f: f.games["war"].load(5), T,
            "Game.load: saved must be a str or bytes, not int"),
        Row("Game.load", "a NUL inside", lambda f: f.games["war"].load(w(f).save() + "\0x"), E,
            "Game.load: saved holds a NUL character"),
        Row("State", "a raw handle", lambda f: cardgames.State(f.games["war"], 1), T,
            "cardgames.State is not made directly"),
        Row("State.returns", "player 2 of two", lambda f: w(f).returns(2), E,
            "State.returns: player 2 is out of range (0..1)"),
        Row("State.returns", "a str player", lambda f: w(f).returns("0"), T,
            "player must be an int, not str"),
        Row("State.is_legal", "a float", lambda f: w(f).is_legal(1.0), T,
            "State.is_legal: move must be an int, not float"),
        Row("State.move_text", "a code past 32 bits", lambda f: w(f).move_text(U32), I,
            "State.move_text: 4294967296 is not a move (codes are 0..4294967295)"),
        Row("State.move_text", "a code the game cannot read", lambda f: w(f).move_text(99), E,
            "99"),
        Row("State.move_text", "None", lambda f: w(f).move_text(None), T,
            "State.move_text: a move is an int or a str, not NoneType"),
        Row("State.parse_move", "text that names no move", lambda f: w(f).parse_move("dance"), P,
            "'dance'"),
        Row("State.parse_move", "bytes", lambda f: w(f).parse_move(b"play"), T,
            "State.parse_move: text must be a str, not bytes"),
        Row("State.parse_move", "a NUL inside", lambda f: w(f).parse_move("play\0"), E,
            "text holds a NUL character"),
        Row("State.apply", "a move that is not legal", lambda f: w(f).apply(
            next(m for m in range(3) if m not in w(f).legal_moves())), I, "war: the next step is"),
        Row("State.apply", "a negative code", lambda f: w(f).apply(-1), I,
            "State.apply: -1 is not a move (codes are 0..4294967295)"),
        Row("State.apply", "a code that is legal once cut to 32 bits", lambda f: w(f).apply(
            U32 + w(f).legal_moves()[0]), I, "is not a move"),
        Row("State.apply", "a move on a finished game", lambda f: f.over["war"].apply(0), G,
            "is over"),
        Row("State.apply", "a list", lambda f: w(f).apply([0]), T,
            "a move is an int or a str, not list"),
        Row("State.playout", "a negative bound", lambda f: w(f).playout(max_moves=-1), E,
            "State.playout: max_moves -1 is out of range (0..4294967295)"),
        Row("State.playout", "a seed past 64 bits", lambda f: w(f).playout(seed=2 ** 64), E,
            "State.playout: seed 18446744073709551616 is out of range"),
        Row("State.reseed", "a float seed", lambda f: w(f).reseed(1.5), T,
            "State.reseed: seed must be an int, not float"),
        Row("State.reseed", "a negative seed", lambda f: w(f).reseed(-1), E,
            "State.reseed: seed -1 is out of range"),
        Row("State.resample", "viewer 2 of two", lambda f: w(f).resample(2, 1), E,
            "State.resample: viewer 2 is out of range (-1..1)"),
        Row("State.resample", "viewer -2", lambda f: w(f).resample(-2, 1), E,
            "viewer -2 is out of range"),
        Row("State.legal_mask", "out of floats", lambda f: w(f).legal_mask(
            out=array.array("f", bytes(12))), T, "State.legal_mask: out must hold uint8"),
        Row("State.legal_mask", "out one byte short", lambda f: w(f).legal_mask(
            out=bytearray(2)), E, "State.legal_mask: out holds 2 uint8, not 3"),
        Row("State.legal_mask", "out read-only", lambda f: w(f).legal_mask(out=bytes(3)), E,
            "State.legal_mask: out is read-only"),
        Row("State.legal_mask", "out a list", lambda f: w(f).legal_mask(out=[0, 0, 0]), T,
            "State.legal_mask: out must be a buffer of 3 uint8"),
        Row("State.observation", "out of bytes", lambda f: w(f).observation(
            0, out=bytearray(4 * f.games["war"].observation_size)), T,
            "State.observation: out must hold float32"),
        Row("State.observation", "out strided", lambda f: w(f).observation(
            0, out=memoryview(array.array("f", bytes(8 * f.games["war"].observation_size)))[::2]),
            E, "State.observation: out is not C-contiguous"),
        Row("State.observation", "player 2 of two", lambda f: w(f).observation(2), E,
            "State.observation: player 2 is out of range (0..1)"),
        Row("State.observation", "the player to move of a finished game", lambda f: f.over[
            "war"].observation(), E, "State.observation: player -1 is out of range (0..1)"),
        Row("State.render", "viewer 2**32", lambda f: w(f).render(U32), E,
            "State.render: viewer 4294967296 is out of range (-1..1)"),
        Row("State.render", "a str viewer", lambda f: w(f).render("0"), T,
            "State.render: viewer must be an int, not str"),
        Row("State.copy_from", "not a state", lambda f: w(f).copy_from(f.games["war"]), T,
            "State.copy_from: other must be a cardgames.State, not Game"),
        Row("State.copy_from", "another game's state", lambda f: w(f).copy_from(
            f.states["shephy"]), E, "cg_state_copy: states of different games"),
        Row("VectorEnv", "an autoreset mode that is none", lambda f: cardgames.VectorEnv(
            "war", 2, autoreset="later"), E, "VectorEnv: autoreset must be one of same_step"),
        Row("VectorEnv", "a negative max_moves", lambda f: cardgames.VectorEnv(
            "war", 2, max_moves=-1), E, "VectorEnv: max_moves -1 is out of range (0..4294967295)"),
        Row("VectorEnv", "bots that are no dict", lambda f: cardgames.VectorEnv(
            "war", 2, bots=["random"]), T, "VectorEnv: bots must be a dict"),
        Row("VectorEnv", "a bot on a seat past the players", lambda f: cardgames.VectorEnv(
            "war", 2, bots={2: "random"}), E, "VectorEnv: a bot's seat 2 is out of range (0..1)"),
        Row("VectorEnv", "a bot the catalogue lacks", lambda f: cardgames.VectorEnv(
            "war", 2, bots={1: "nobody"}), E, "cg_batch_set_bot: cg_bot_new: no bot named 'nobody'"),
        Row("VectorEnv", "a bot on every seat", lambda f: cardgames.VectorEnv(
            "war", 2, bots={0: "random", 1: "random"}), E, "seat 1 is the last of war without a bot"),
        Row("VectorEnv", "a negative size", lambda f: cardgames.VectorEnv("war", -1), E,
            "VectorEnv: size -1 is out of range (0..2147483647)"),
        Row("VectorEnv", "0 threads", lambda f: cardgames.VectorEnv("war", 2, num_threads=0), E,
            "VectorEnv: num_threads 0 is out of range (1..256)"),
        Row("VectorEnv", "a float size", lambda f: cardgames.VectorEnv("war", 2.0), T,
            "VectorEnv: size must be an int, not float"),
        Row("VectorEnv", "parameters with a Game", lambda f: cardgames.VectorEnv(
            f.games["war"], 2, facedown=2), T, "parameters are given with the game's name"),
        Row("VectorEnv", "a game that is no game", lambda f: cardgames.VectorEnv(5, 2), T,
            "VectorEnv: game must be a name or a cardgames.Game, not int"),
        Row("VectorEnv.reset", "a negative seed", lambda f: f.env.reset(seed=-1), E,
            "VectorEnv.reset: seed -1 is out of range"),
        Row("VectorEnv.step", "too few actions", lambda f: f.env.step([0, 0]), E,
            "VectorEnv.step: 2 actions for 3 states"),
        Row("VectorEnv.step", "an action out of range", lambda f: f.env.step([0, 0, 3]), I,
            "VectorEnv.step: action 3 for state 2 is out of range (0..2)"),
        Row("VectorEnv.step", "a negative action", lambda f: f.env.step([0, -1, 0]), I,
            "action -1 for state 1 is out of range"),
        Row("VectorEnv.step", "an illegal action", lambda f: f.env.step([1, 0, 0]), I,
            "cg_batch_step_observe: action 1 is not legal in state 0"),
        Row("VectorEnv.step", "text actions", lambda f: f.env.step(["a", "b", "c"]), T,
            "VectorEnv.step: action"),
        Row("VectorEnv.step", "an int", lambda f: f.env.step(3), T,
            "VectorEnv.step: actions must be a sequence of 3 ints, not int"),
        Row("VectorEnv.step", "a closed environment", lambda f: _closed_env().step([0]), E,
            "VectorEnv.step: the VectorEnv is closed"),
        Row("VectorEnv.state", "index 3 of 3", lambda f: f.env.state(3), IndexError,
            "VectorEnv.state: index 3 is out of range (0..2)"),
        Row("VectorEnv.state", "a str index", lambda f: f.env.state("0"), T,
            "VectorEnv.state: index must be an int, not str"),
        Row("VectorEnv.state", "a closed environment", lambda f: _closed_env().state(0), E,
            "VectorEnv.state: the VectorEnv is closed"),
        Row("Bot", "no bot of that name", lambda f: cardgames.Bot(f.games["war"], "nobody"), E,
            "no bot named 'nobody'"),
        Row("Bot", "a parameter out of range", lambda f: cardgames.Bot(
            f.games["war"], "mcts", iterations=0), E, "'iterations'"),
        Row("Bot", "a game that is no game", lambda f: cardgames.Bot(5, "random"), T,
            "Bot: game must be a cardgames.Game or a name, not int"),
        Row("Bot", "a name that is not a str", lambda f: cardgames.Bot(f.games["war"], None), T,
            "Bot: the bot name must be a str, not NoneType"),
        Row("Bot.choose", "a finished game", lambda f: f.bot.choose(f.over["war"]), G, "is over"),
        Row("Bot.choose", "another game's state", lambda f: f.bot.choose(f.states["shephy"]), E,
            "a war bot given a state of 'shephy'"),
        Row("Bot.choose", "not a state", lambda f: f.bot.choose("state"), T,
            "Bot.choose: state must be a cardgames.State, not str"),
        Row("Bot.choose", "a seed past 64 bits", lambda f: f.bot.choose(w(f), seed=2 ** 64), E,
            "Bot.choose: seed 18446744073709551616 is out of range"),
        Row("Bot.choose", "a state of a closed VectorEnv", lambda f: f.bot.choose(
            f.released["war"]), E, CLOSED),
        Row("bot_names", "an int", lambda f: cardgames.bot_names(5), T,
            "bot_names: game must be a cardgames.Game or a name, not int"),
        Row("seed_derive", "a negative index", lambda f: cardgames.seed_derive(1, -1), E,
            "seed_derive: index -1 is out of range"),
        Row("seed_derive", "a seed past 64 bits", lambda f: cardgames.seed_derive(2 ** 64, 1), E,
            "seed_derive: seed 18446744073709551616 is out of range"),
        Row("seed_derive", "None", lambda f: cardgames.seed_derive(None, 1), T,
            "seed_derive: seed must be an int, not NoneType"),
        Row("games", "an argument it does not take", lambda f: cardgames.games(1), T,
            "positional argument"),
        Row("version", "an argument it does not take", lambda f: cardgames.version(1), T,
            "positional argument"),
    ]
    if numpy is not None:
        rows += [
            Row("State.observation", "out of uint8", lambda f: w(f).observation(
                0, out=numpy.zeros(f.games["war"].observation_size, numpy.uint8)), T,
                "must hold float32, not elements of format 'B'"),
            Row("State.legal_mask", "out of float32", lambda f: w(f).legal_mask(
                out=numpy.zeros(3, numpy.float32)), T, "must hold uint8, not elements of format"),
            Row("State.legal_mask", "out read-only", lambda f: w(f).legal_mask(
                out=_read_only(numpy.zeros(3, numpy.uint8))), E, "out is read-only"),
            Row("VectorEnv.step", "float actions", lambda f: f.env.step(
                numpy.zeros(3, numpy.float32)), T, "actions must be integers, not float32"),
            Row("VectorEnv.step", "actions past 32 bits", lambda f: f.env.step(
                numpy.array([0, 0, U32], numpy.int64)), I, "action 4294967296 for state 2"),
            Row("VectorEnv.step", "two-dimensional actions", lambda f: f.env.step(
                numpy.zeros((3, 1), numpy.int32)), E, "actions must be one-dimensional"),
        ]
    return rows + released_rows() + arena_rows()


def _closed_env():
    env = cardgames.VectorEnv("war", 1, seed=1)
    env.close()
    return env


def _read_only(a):
    a.flags.writeable = False
    return a


def released_rows():
    """Every member of State on a state of a closed VectorEnv."""
    calls = {
        "current_player": lambda s: s.current_player, "is_terminal": lambda s: s.is_terminal,
        "winner": lambda s: s.winner, "move_number": lambda s: s.move_number,
        "handle": lambda s: s.handle, "returns": lambda s: s.returns(),
        "legal_moves": lambda s: s.legal_moves(), "is_legal": lambda s: s.is_legal(0),
        "move_text": lambda s: s.move_text(0), "parse_move": lambda s: s.parse_move("play"),
        "apply": lambda s: s.apply(0), "playout": lambda s: s.playout(),
        "reseed": lambda s: s.reseed(1), "resample": lambda s: s.resample(0, 1),
        "legal_mask": lambda s: s.legal_mask(), "observation": lambda s: s.observation(0),
        "render": lambda s: s.render(), "save": lambda s: s.save(), "clone": lambda s: s.clone(),
        "copy_from": lambda s: s.copy_from(s),
    }
    return [Row("State." + name, "a state of a closed VectorEnv",
                lambda f, call=call: call(f.released["war"]), E, CLOSED)
            for name, call in calls.items()]


def arena_rows():
    """cardgames.arena's functions."""
    return [
        Row("arena.play", "one bot for a two-player game", lambda f: arena.play(
            "war", ["random"], games=2), E,
            "arena.play: a two-player game needs at least two bots"),
        Row("arena.play", "0 games", lambda f: arena.play("war", ["random", "random"], games=0),
            E, "arena.play: games 0 is out of range"),
        Row("arena.play", "a bot spec that is not a str", lambda f: arena.play(
            "war", ["random", 3], games=1), T, "arena: a game or bot is a str"),
        Row("arena.play", "bots as one str", lambda f: arena.play("war", "random"), T,
            "arena.play: bots must be a list of bot specs, not str"),
        Row("arena.play", "an unknown bot", lambda f: arena.play("war", ["random", "x"], games=1),
            E, "no bot named 'x'"),
        Row("arena.play", "0 workers", lambda f: arena.play("war", ["random", "random"], games=1,
                                                             workers=0), E,
            "arena.play: workers 0 is out of range (1..1024)"),
        Row("arena.play", "an empty game name", lambda f: arena.play(":x", ["random"]), E,
            "names no game or bot"),
        Row("arena.play_shard", "an unknown game", lambda f: arena.play_shard(
            "chess", ["random"], 1, 0, 0, 1), N, "no game named 'chess'"),
        Row("arena.schedule", "three players", lambda f: arena.schedule(3, 4, 1, 0), E,
            "arena.schedule: players 3 is out of range (1..2)"),
        Row("arena.schedule", "one bot for two players", lambda f: arena.schedule(2, 1, 1, 0), E,
            "cg_arena_game_count: 1 bots for a game of 2 players (at least 2)"),
        Row("arena.wilson", "more successes than trials", lambda f: arena.wilson(3, 2), E,
            "cg_arena_wilson: 3 successes in 2 trials"),
        Row("arena.wilson", "a str", lambda f: arena.wilson("3", 2), T,
            "arena.wilson: successes must be a number, not str"),
        Row("arena.elo", "a score of NaN", lambda f: arena.elo(math.nan), E,
            "cg_arena_elo: a score of nan (0..1)"),
        Row("arena.summary", "a record without seats", lambda f: arena.summary([{"winner": None}]),
            E, "arena.summary: record 0 has no 'seats'"),
        Row("arena.table", "records that are not records", lambda f: arena.table([5]), T,
            "arena.table: record 0 must be a dict, not int"),
        Row("arena.plot", "a path that is not a str", lambda f: arena.plot([], 5), T,
            "arena.plot: path must be a str or a path, not int"),
    ]


# ---- the typed submodules: rows made from the signatures ----

#: Functions whose arguments become a game's parameters: the library checks them.
WRITTEN_ONLY = {"war.game"}

#: Good values of the parameters a rule does not misuse, by name (else by kind).
GOOD = {"count": 1, "kind": 1, "side": -1, "cell": 1, "direction": 0, "content": 1, "length": 2,
        "text": "A1", "symbol": " ", "path": "nowhere.txt", "name": "random", "message": "m"}


def _kind(module, name, parameter):
    """What a parameter takes: state, game, int, seed, str, tile, entity, position
    (or None: its rows are written out)."""
    annotation = str(parameter.annotation)
    if name in ("state", "game"):
        return name
    if name == "seed":
        return "seed"
    if annotation in ("int", "Card") and name != "is_blocking":
        return "int"
    if annotation == "str":
        return "str"
    if annotation in ("Tile", "Entity"):
        return annotation.lower()
    if annotation == "Sequence[int]" and module is slugdungeon and name != "effect":
        return "position"
    return None


def _good(f, game, kind, name):
    """A value of a parameter that passes every check made before the library."""
    if name in GOOD:
        return GOOD[name]
    return {"state": f.states.get(game), "game": f.games.get(game), "int": 0, "seed": 1,
            "str": "x", "tile": f.tile, "entity": f.entity, "position": (1, 1),
            None: None}[kind]


def _misuses(f, game, kind, name):
    """(what is hostile, the value, the exception, a part of its message) of a kind."""
    other = f.other(game)
    return {
        "state": [("not a state", 5, T, "state must be a cardgames.State, not int"),
                  ("a state of a closed VectorEnv", f.released[game], E, CLOSED),
                  ("another game's state", f.states[other], E,
                   "state of '%s', not '%s'" % (other, game))],
        "game": [("not a game", 5, T, "game must be a cardgames.Game, not int"),
                 ("another game", f.games[other], E, "'%s', not '%s'" % (other, game))],
        "int": [("a str", "1", T, "%s must be an int, not str" % name),
                ("past 32 bits", 2 ** 32, E, "%s 4294967296 is out of range" % name),
                ("below a C int", -2 ** 31 - 1, E, "%s -2147483649 is out of range" % name)],
        "seed": [("a negative seed", -1, E, "seed -1 is out of range (0..18446744073709551615)"),
                 ("a float seed", 1.5, T, "seed must be an int, not float")],
        "str": [("not a str", 5, T, "%s must be a str" % name),
                ("a NUL inside", "a\0b", E, "%s holds a NUL character" % name)],
        "tile": [("not a tile", 5, T, "must be a slugdungeon.Tile, not int")],
        "entity": [("not an entity", 5, T, "must be a slugdungeon.Entity, not int")],
        "position": [("not a pair", 5, T, "must be a (row, col) pair of ints, not 5"),
                     ("a row past 32 bits", (2 ** 31, 0), E, "row 2147483648 is out of range")],
    }[kind]


def typed_rows(f):
    """For every function of every typed submodule, each misuse of each parameter
    whose kind is known, the others good."""
    rows = []
    for game, module in MODULES.items():
        for fname in module.__all__:
            fn = getattr(module, fname)
            if not inspect.isfunction(fn) or "%s.%s" % (game, fname) in WRITTEN_ONLY:
                continue
            params = inspect.signature(fn).parameters
            kinds = {n: _kind(module, n, p) for n, p in params.items()}
            if any(k is None and p.default is p.empty for n, p in params.items()
                   for k in [kinds[n]]):
                continue  # a parameter no rule covers: its rows are written out
            for name, kind in kinds.items():
                if kind is None:
                    continue
                for misuse, value, error, fragment in _misuses(f, game, kind, name):
                    args = {n: (value if n == name else _good(f, game, k, n))
                            for n, k in kinds.items() if k is not None}
                    rows.append(Row("%s.%s" % (game, fname), "%s: %s" % (name, misuse),
                                    lambda f, fn=fn, args=args: fn(**args), error, fragment))
    return rows


def written_typed_rows():
    """The typed submodules' rows that the rules do not make: sequences, unions,
    players, boards, games with abilities."""
    bs = lambda f: f.games["battleship"]  # noqa: E731
    ws = lambda f: f.games["weiss_schwarz"]  # noqa: E731
    sd = slugdungeon
    return [
        Row("war.game", "facedown 4", lambda f: war.game(facedown=4), E,
            "war: parameter 'facedown' must be from 1 to 3, not 4"),
        Row("war.game", "a float facedown", lambda f: war.game(facedown=2.0), T,
            "war.game: facedown must be an int, not float"),
        Row("war.card_names", "a card past the deck", lambda f: war.card_names([0, 52]), E,
            "war.card_name: card 52 is out of range (0..51)"),
        Row("war.card_name", "card 52", lambda f: war.card_name(52), E,
            "war.card_name: card 52 is out of range (0..51)"),
        Row("war.deck_parse", "an int", lambda f: war.deck_parse(5), T,
            "war.deck_parse: text must be a str or bytes, not int"),
        Row("war.deck_parse", "one card", lambda f: war.deck_parse(b"QS\n"), P,
            "Number of cards in the file is 1"),
        Row("war.deck_load", "a path with a NUL", lambda f: war.deck_load("deck\0.txt"), E,
            "war.deck_load: path holds a NUL character"),
        Row("war.deck_load", "an int", lambda f: war.deck_load(5), T,
            "war.deck_load: path must be a str, bytes or a path, not int"),
        Row("war.deck_load", "a file that is not there", lambda f: war.deck_load(
            "/nonexistent/deck.txt"), cardgames.FileError, "Incorrect filename"),
        Row("war.hand", "player 2 of two", lambda f: war.hand(f.states["war"], 2), E,
            "cg_war_hand: no player 2 in war (players 0..1)"),
        Row("battleship.fire_move", "x 26", lambda f: battleship.fire_move(26, 0), E,
            "battleship.fire_move: x 26 is out of range (0..25)"),
        Row("battleship.place_move", "y -1", lambda f: battleship.place_move(0, -1, "up"), E,
            "battleship.place_move: y -1 is out of range (0..25)"),
        Row("battleship.place_move", "direction 4", lambda f: battleship.place_move(0, 0, 4), E,
            "battleship.direction_of: direction 4 is out of range (0..3)"),
        Row("battleship.direction_of", "a word that is no direction", lambda f:
            battleship.direction_of("north"), E, "'north' is not a direction"),
        Row("battleship.direction_of", "a float", lambda f: battleship.direction_of(1.0), T,
            "direction must be an int, not float"),
        Row("battleship.match", "one player", lambda f: battleship.match(
            bs(f), [battleship.builtin("random")]), E, "a match needs two players, not 1"),
        Row("battleship.match", "a player that is not a Player", lambda f: battleship.match(
            bs(f), [battleship.builtin("random"), 5]), T,
            "a player is a battleship.Player or Builtin, not int"),
        Row("battleship.match", "another game", lambda f: battleship.match(
            f.games["war"], [battleship.builtin("random")] * 2), E, "game 'war', not 'battleship'"),
        Row("battleship.tournament", "starter past a C int", lambda f: battleship.tournament(
            bs(f), [battleship.builtin("random")] * 2, wins=2 ** 31), E,
            "battleship.tournament: wins 2147483648 is out of range"),
        Row("battleship.tournament", "one player", lambda f: battleship.tournament(
            bs(f), [battleship.builtin("random")]), E, "a match needs two players"),
        Row("battleship.Builtin", "no player of that name", lambda f: battleship.Builtin("x"), E,
            "'x'"),
        Row("battleship.Builtin", "an int name", lambda f: battleship.Builtin(3), T,
            "battleship.Builtin: name must be a str, not int"),
        Row("battleship.Board", "another game", lambda f: battleship.Board(f.games["war"]), E,
            "game 'war', not 'battleship'"),
        Row("battleship.Board.read", "a coordinate past a C int", lambda f: f.board.read(
            (2 ** 31, 0)), E, "battleship.Board.read: x 2147483648 is out of range"),
        Row("battleship.Board.read", "text that is no coordinate", lambda f: f.board.read("Z99"),
            P, "'Z99' is not a coordinate"),
        Row("battleship.Board.write", "content 5", lambda f: f.board.write("A1", 5), E,
            "5 is not a cell content"),
        Row("battleship.Board.write", "a coordinate of three", lambda f: f.board.write(
            (1, 2, 3), 1), T, "battleship.Board.write: a coordinate is text like 'A8' or (x, y)"),
        Row("battleship.Board.place_ship", "off the board", lambda f: f.board.place_ship(
            1, "I1", 3, "right"), E, "Barco fuera de tablero"),
        Row("battleship.Board.place_ship", "length past a C int", lambda f: f.board.place_ship(
            1, "A3", 2 ** 31, "right"), E, "length 2147483648 is out of range"),
        Row("battleship.Board.check_ship", "a float coordinate", lambda f: f.board.check_ship(
            (1.0, 0)), T, "battleship.Board.check_ship: x must be an int, not float"),
        Row("battleship.Board.ship_at", "None", lambda f: f.board.ship_at(None), T,
            "a coordinate is text like 'A8' or (x, y), not None"),
        Row("battleship.Board.fire", "a coordinate past a C int", lambda f: f.board.fire(
            (0, -2 ** 31 - 1)), E, "battleship.Board.fire: y -2147483649 is out of range"),
        Row("battleship.Board.from_state", "another game's state", lambda f:
            f.board.from_state(f.states["war"], 0), E, "state of 'war', not 'battleship'"),
        Row("battleship.Board.from_state", "a state of a closed VectorEnv", lambda f:
            f.board.from_state(f.released["battleship"], 0), E, CLOSED),
        Row("battleship.Board.of_state", "player 2", lambda f: battleship.Board.of_state(
            f.states["battleship"], 2), E, "no player 2"),
        Row("shephy.composite_ranks", "a str", lambda f: cardgames.shephy.composite_ranks("13"),
            T, "shephy.composite_ranks: values must be a sequence of ints, not str"),
        Row("shephy.composite_ranks", "a value past a C int", lambda f:
            cardgames.shephy.composite_ranks([1, 2 ** 31]), E,
            "a value 2147483648 is out of range"),
        Row("shephy.card_from_name", "no card of that name", lambda f:
            cardgames.shephy.card_from_name("Joker"), E, "Joker"),
        Row("slugdungeon.effect_text", "a pair", lambda f: sd.effect_text((1, 2)), T,
            "slugdungeon.effect_text: effect must be a (damage, healing, poison) triple"),
        Row("slugdungeon.effect_text", "poison past a C int", lambda f: sd.effect_text(
            (0, 0, 2 ** 33)), E, "poison 8589934592 is out of range"),
        Row("slugdungeon.apply_effects", "an effect of text", lambda f: sd.apply_effects(
            f.entity, "abc"), T, "slugdungeon.apply_effects: damage must be an int, not str"),
        Row("slugdungeon.apply_effects", "not an entity", lambda f: sd.apply_effects(
            5, (0, 0, 0)), T, "must be a slugdungeon.Entity, not int"),
        Row("slugdungeon.tile_init", "a blocking that is a str", lambda f: sd.tile_init(
            "#", "yes"), T, "slugdungeon.tile_init: is_blocking must be a bool, not str"),
        Row("slugdungeon.tile_init", "a symbol of 16 bytes", lambda f: sd.tile_init(
            "x" * 16, True), E, ""),
        Row("slugdungeon.choose_move", "a candidate of three", lambda f: sd.choose_move(
            sd.slug_init(sd.ANGRY_SLUG), [(1, 2, 3)], (1, 1), (2, 2)), T,
            "slugdungeon.choose_move: candidate must be a (row, col) pair"),
        Row("slugdungeon.choose_move", "a current position past 32 bits", lambda f:
            sd.choose_move(sd.slug_init(sd.ANGRY_SLUG), [(1, 2)], (1, 2 ** 32), (2, 2)), E,
            "current col 4294967296 is out of range"),
        Row("slugdungeon.model_new", "ragged tiles", lambda f: sd.model_new(
            f.games["slugdungeon"], [[f.tile], [f.tile, f.tile]], [], f.entity, (0, 0)), T,
            "slugdungeon.model_new: tiles must be rows of Tiles of the same length"),
        Row("slugdungeon.model_new", "slugs that are not pairs", lambda f: sd.model_new(
            f.games["slugdungeon"], [[f.tile]], [f.entity], f.entity, (0, 0)), T,
            "slugdungeon.model_new: slugs must be (Entity, position) pairs"),
        Row("slugdungeon.state_from_level", "a level of one line", lambda f:
            sd.state_from_level(f.games["slugdungeon"], "10\n"), P, ""),
        Row("slugdungeon.state_from_file", "a file that is not there", lambda f:
            sd.state_from_file(f.games["slugdungeon"], "/nonexistent/level.txt"),
            cardgames.FileError, ""),
        Row("weiss_schwarz.Game", "an ability that is not an Ability", lambda f:
            weiss_schwarz.Game(abilities=[5]), T,
            "weiss_schwarz.Game: abilities must be weiss_schwarz.Ability objects, not int"),
        Row("weiss_schwarz.Game", "params that are not a str", lambda f:
            weiss_schwarz.Game(5), T, "weiss_schwarz.Game: params must be a str, not int"),
        Row("weiss_schwarz.Game", "params as text and as keywords", lambda f:
            weiss_schwarz.Game("x=1", y=2), T, "not both"),
        Row("weiss_schwarz.card_info", "card 100", lambda f: weiss_schwarz.card_info(ws(f), 100),
            E, "cg_weiss_schwarz_card_info: 100 is not a card id"),
        Row("weiss_schwarz.ability_fail", "status past a C int", lambda f:
            weiss_schwarz.ability_fail(2 ** 31, "m"), E, "status 2147483648 is out of range"),
    ]


#: Callables with nothing to misuse: members without arguments of objects that
#: stay valid as long as they exist (a Game, a Bot, a Board, a VectorEnv's
#: close, which may be called any number of times).
NO_MISUSE = {"Game.handle", "Game.name", "Game.params", "Game.action_count", "Game.info",
             "VectorEnv.autoreset", "VectorEnv.max_moves",
             "Game.observation_shape", "Game.observation_size", "Bot.name", "Bot.params",
             "VectorEnv.close", "battleship.Board.clear", "battleship.Board.collision",
             "battleship.Board.ships_placed", "battleship.Board.ships_sunk"}


class CatalogueTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.fixture = Fixture()
        cls.rows = generic_rows() + typed_rows(cls.fixture) + written_typed_rows()

    def test_every_row_raises_its_exception_and_changes_nothing(self):
        for row in self.rows:
            check_row(self, self.fixture, row)

    def test_every_public_callable_has_rows(self):
        covered = {row.name for row in self.rows}
        missing = sorted(set(public_callables()) - covered - NO_MISUSE)
        self.assertEqual(missing, [])
        self.assertGreater(len(self.rows), 400)


if __name__ == "__main__":
    unittest.main()
