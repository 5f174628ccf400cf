"""The Python bad-input catalogue's fixture and runner (test_bad_input.py holds
the rows): every row calls one public callable with one misuse and names the
exact exception class and a part of its message; the runner checks both, and
that every object of the fixture is unchanged afterwards."""
import inspect
import os
import sys
from typing import Any, Callable, Dict, List, NamedTuple, Tuple

if os.environ.get("CARDGAMES_TEST_WITHOUT_NUMPY"):
    sys.modules["numpy"] = None

import cardgames
from cardgames import battleship, shephy, slugdungeon, war, weiss_schwarz

#: The typed submodules, each with its game's name.
MODULES = {"war": war, "battleship": battleship, "shephy": shephy,
           "slugdungeon": slugdungeon, "weiss_schwarz": weiss_schwarz}


class Row(NamedTuple):
    """One misuse of one callable."""
    name: str                     # "State.render", "war.hand"
    misuse: str                   # what is hostile, shown when the row fails
    call: Callable[["Fixture"], Any]
    error: type                   # the exact class of the exception
    fragment: str                 # a part of its message


def played(game: cardgames.Game, seed: int, moves: int) -> cardgames.State:
    """A state a few moves into a game, each move chosen by a fixed rule."""
    s = game.new_state(seed=seed)
    for _ in range(moves):
        if s.is_terminal:
            break
        legal = s.legal_moves()
        s.apply(legal[(seed + s.move_number) % len(legal)])
    return s


class Fixture:
    """What the rows misuse: a game, a running and a finished state of every game,
    a state of a closed VectorEnv, an open VectorEnv, a bot, a board, a tile and
    an entity."""

    def __init__(self) -> None:
        names = cardgames.games()
        self.games = {name: cardgames.Game(name) for name in names}
        self.states = {name: played(g, 7, 5) for name, g in self.games.items()}
        self.over = {}
        for name, g in self.games.items():
            s = g.new_state(seed=3)
            s.playout(seed=3)
            self.over[name] = s
        closed = {name: cardgames.VectorEnv(g, 1, seed=1) for name, g in self.games.items()}
        self.released = {name: env.state(0) for name, env in closed.items()}
        for env in closed.values():
            env.close()
        self.env = cardgames.VectorEnv("war", 3, seed=1)
        self.bot = cardgames.Bot(self.games["war"], "random")
        self.board = battleship.Board(self.games["battleship"])
        self.board.place_ship(0, "A1", 4, "right")
        self.tile = slugdungeon.create_tile("D")
        self.entity = slugdungeon.entity_init(slugdungeon.PLAYER, 10)

    def other(self, name: str) -> str:
        """Another game of the catalogue than name."""
        return "war" if name != "war" else "battleship"

    def snapshot(self) -> Tuple[Any, ...]:
        """Everything a failing call must leave as it was."""
        saved = [s.save() for group in (self.states, self.over) for s in group.values()]
        env = [self.env.state(i).save() for i in range(self.env.size)]
        arrays = [bytes(raw) for raw in (self.env._obs_raw, self.env._masks_raw,
                                          self.env._players_raw, self.env._done_raw)]
        cells = [self.board.read((x, y)) for x in range(10) for y in range(10)]
        return (saved, env, arrays, cells, bytes(self.tile), bytes(self.entity))


def check_row(test: Any, fixture: Fixture, row: Row) -> None:
    """Runs a row: the exact exception, its message, nothing changed."""
    before = fixture.snapshot()
    with test.subTest(callable=row.name, misuse=row.misuse):
        with test.assertRaises(Exception) as caught:
            row.call(fixture)
        test.assertIs(type(caught.exception), row.error, repr(caught.exception))
        test.assertIn(row.fragment, str(caught.exception))
        test.assertEqual(fixture.snapshot(), before, "the failing call changed something")


# ---- the public callables (every one needs a row) ----

def _is_data(cls: type) -> bool:
    """Classes whose members are data: enums, named tuples, results, the ctypes
    values and the classes a user subclasses (their methods are the user's)."""
    import ctypes
    import enum
    return (issubclass(cls, (enum.Enum, tuple, ctypes.Structure, BaseException))
            or cls in (battleship.Player, battleship.MatchResult, battleship.TournamentResult,
                       weiss_schwarz.Ability, weiss_schwarz.Use, shephy.Effect))


def _members(prefix: str, cls: type) -> List[str]:
    """The public methods and properties a class defines (its constructor as prefix)."""
    names = [prefix]
    for name, member in vars(cls).items():
        if name.startswith("_"):
            continue
        if inspect.isfunction(member) or isinstance(member, (property, classmethod)):
            names.append("%s.%s" % (prefix, name))
    return names


#: The raw binding: the ctypes library and its helpers, outside the guarantees.
RAW = {"library", "check", "read_text", "last_error"}


def public_callables() -> List[str]:
    """Every public function, class and class member of the package, by name."""
    names: List[str] = []
    modules: Dict[str, Any] = {"": cardgames, "arena.": cardgames.arena}
    modules.update({name + ".": module for name, module in MODULES.items()})
    for prefix, module in modules.items():
        for name in module.__all__:
            value = getattr(module, name)
            if name in RAW or not callable(value) or \
                    not getattr(value, "__module__", "").startswith("cardgames"):
                continue  # the raw binding, constants, aliases of builtins (war.Card)
            if inspect.isclass(value):
                if not _is_data(value):
                    names += _members(prefix + name, value)
            elif inspect.isfunction(value):
                names.append(prefix + name)
    return names
