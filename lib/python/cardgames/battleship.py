"""Battleship (Hundir la flota) from Python: the typed functions of battleship.h
and the competition's player interface, through ctypes (standard library only).

    import cardgames
    from cardgames import battleship as bs

    class Diagonal(bs.Player):                 # the framework's Jugador, in Python
        def new_game(self, game, seed):        # NuevaPartida: game is a cardgames.Game
            self.fleet = bs.random_fleet(game, seed)
            cells = [(x, y) for y in range(10) for x in range(10)]
            self.shots = sorted(cells, key=lambda c: (c[0] + c[1]) % 2)
        def place_ship(self, n):               # PedirBarco: (coordinate, direction)
            return self.fleet[n]               # e.g. ("A1", "right") or ((0, 0), 0)
        def choose_shot(self):                 # PedirCoordenada: "B7" or (1, 6)
            return self.shots.pop(0)
        def inform(self, x, y):                # Informar: where the opponent fired
            pass
        def respond(self, x, y, answer):       # Responder: bs.WATER, bs.HIT, bs.SUNK, bs.INVALID
            pass

    game = cardgames.Game("battleship")
    r = bs.match(game, [Diagonal(), bs.builtin("hunter")], starter=0, seed=1)
    t = bs.tournament(game, [Diagonal(), bs.builtin("random")], wins=3, seed=1,
                      report=lambda i, r: print(i, r.winner, r.end))

    board = bs.Board(game)                     # the framework's Tablero
    board.place_ship(0, "A1", 4, bs.RIGHT)     # ColocarBarco
    board.fire("B1")                           # bs.HIT

Coordinates are 0-based (x the column, y the row) or text like "A8" (the letter in
either case). A player whose method raises loses that game (its answer counts as off
the board); the first exception is raised again when the match or tournament is over.

Failures raise cardgames.Error with the library's status and message (CG_EINVAL for
a bad index, player, content or direction, or a state of another game; CG_EPARSE
for bad text); arguments of the wrong Python type raise TypeError.
"""

from __future__ import annotations

import ctypes
import enum
from typing import Any, Callable, List, Optional, Sequence, Tuple, Union

from . import Game, State
from ._args import EINVAL, c_int, game_handle, ranged, seed_of, state_handle, text as _text_arg
from ._errors import Error
from ._native import check, constants as C, declare, last_error, library, read_text

__all__ = [
    "Player", "Builtin", "builtin", "match", "tournament", "random_fleet", "MatchResult",
    "TournamentResult", "coord_parse", "coord_text", "direction_of", "direction_name",
    "cell_name", "fleet_parse", "place_move", "fire_move", "PLACE_RANDOM", "FIRE_BASE",
    "SIDE_MAX", "SHIPS_MAX", "board_size", "width", "height", "ship_count", "ship_length",
    "ship_lengths", "wins", "phase", "first_shooter", "ships_placed", "ships_sunk", "ship",
    "cell_at", "cell_known", "shot_count", "shot", "shots", "Board", "Cell", "Direction",
    "Phase", "End", "FREE", "WATER", "SHIP", "HIT", "SUNK", "INVALID", "CELL_NAMES", "RIGHT",
    "DOWN", "LEFT", "UP", "DIRECTIONS", "PLACING", "FIRING", "OVER", "ENDS", "END_FLEET_SUNK",
    "END_OFF_BOARD", "END_REPEATED_HIT", "END_SHOT_LIMIT", "END_INFRACTION", "Coord",
]


class Cell(enum.IntEnum):
    """cg_battleship_cell: the framework's contenido."""
    FREE = C.CG_BATTLESHIP_FREE  # libre: never fired at, no ship (or unknown)
    WATER = C.CG_BATTLESHIP_WATER  # agua: fired at, no ship
    SHIP = C.CG_BATTLESHIP_SHIP  # buque: a ship cell not hit
    HIT = C.CG_BATTLESHIP_HIT  # tocado: a hit cell of a ship still afloat
    SUNK = C.CG_BATTLESHIP_SUNK  # hundido: a cell of a sunk ship
    INVALID = C.CG_BATTLESHIP_INVALID  # novalido: off the board


class Direction(enum.IntEnum):
    """cg_battleship_direction: the framework's direccion."""
    RIGHT = C.CG_BATTLESHIP_RIGHT  # derecha
    DOWN = C.CG_BATTLESHIP_DOWN  # abajo
    LEFT = C.CG_BATTLESHIP_LEFT  # izquierda
    UP = C.CG_BATTLESHIP_UP  # arriba


class Phase(enum.IntEnum):
    """cg_battleship_phase."""
    PLACING = C.CG_BATTLESHIP_PLACING
    FIRING = C.CG_BATTLESHIP_FIRING
    OVER = C.CG_BATTLESHIP_OVER


class End(enum.IntEnum):
    """cg_battleship_end: how a refereed game ended."""
    FLEET_SUNK = C.CG_BATTLESHIP_END_FLEET_SUNK  # the winner sank the whole enemy fleet
    OFF_BOARD = C.CG_BATTLESHIP_END_OFF_BOARD  # the loser fired off the board
    REPEATED_HIT = C.CG_BATTLESHIP_END_REPEATED_HIT  # the loser fired at a ship cell already hit
    SHOT_LIMIT = C.CG_BATTLESHIP_END_SHOT_LIMIT  # the loser fired 4 * width * height shots
    INFRACTION = C.CG_BATTLESHIP_END_INFRACTION  # a fleet was off the board or touching: not played


FREE, WATER, SHIP, HIT, SUNK, INVALID = (Cell.FREE, Cell.WATER, Cell.SHIP, Cell.HIT, Cell.SUNK,
                                         Cell.INVALID)
RIGHT, DOWN, LEFT, UP = Direction.RIGHT, Direction.DOWN, Direction.LEFT, Direction.UP
#: The Spanish names of the directions, which move texts also read (any case).
_DIRECTIONS_ES = ("derecha", "abajo", "izquierda", "arriba")
PLACING, FIRING, OVER = Phase.PLACING, Phase.FIRING, Phase.OVER
END_FLEET_SUNK, END_OFF_BOARD, END_REPEATED_HIT, END_SHOT_LIMIT, END_INFRACTION = tuple(End)
#: The ends by name, indexed by End (MatchResult.end is one of these).
ENDS = ("fleet_sunk", "off_board", "repeated_hit", "shot_limit", "infraction")

#: CG_BATTLESHIP_SIDE_MAX: the largest width and height.
SIDE_MAX: int = C.CG_BATTLESHIP_SIDE_MAX
#: CG_BATTLESHIP_SHIPS_MAX: the most ships a fleet may have.
SHIPS_MAX: int = C.CG_BATTLESHIP_SHIPS_MAX
#: CG_BATTLESHIP_PLACE_RANDOM: the move code of "place random".
PLACE_RANDOM: int = C.CG_BATTLESHIP_PLACE_RANDOM
#: CG_BATTLESHIP_FIRE_BASE: the first move code of a shot.
FIRE_BASE: int = C.CG_BATTLESHIP_FIRE_BASE

#: A coordinate: (x, y), 0-based, or text like "A8".
Coord = Union[str, Tuple[int, int]]

_c = ctypes
_int_p = _c.POINTER(_c.c_int)


class _Coord(_c.Structure):
    _fields_ = [("x", _c.c_int), ("y", _c.c_int)]


_NEW_GAME = _c.CFUNCTYPE(None, _c.c_void_p, _c.c_void_p, _c.c_uint64)
_PLACE_SHIP = _c.CFUNCTYPE(None, _c.c_void_p, _c.c_int, _int_p, _int_p, _int_p)
_CHOOSE_SHOT = _c.CFUNCTYPE(None, _c.c_void_p, _int_p, _int_p)
_INFORM = _c.CFUNCTYPE(None, _c.c_void_p, _c.c_int, _c.c_int)
_RESPOND = _c.CFUNCTYPE(None, _c.c_void_p, _c.c_int, _c.c_int, _c.c_int)


class _PlayerStruct(_c.Structure):
    _fields_ = [("user", _c.c_void_p), ("new_game", _NEW_GAME), ("place_ship", _PLACE_SHIP),
                ("choose_shot", _CHOOSE_SHOT), ("inform", _INFORM), ("respond", _RESPOND)]


class _MatchStruct(_c.Structure):
    _fields_ = [("winner", _c.c_int), ("end", _c.c_int), ("starter", _c.c_int),
                ("infraction", _c.c_int * 2), ("shots", _c.c_int * 2), ("sunk", _c.c_int * 2)]


class _TournamentStruct(_c.Structure):
    _fields_ = [("winner", _c.c_int), ("wins", _c.c_int * 2), ("infractions", _c.c_int * 2),
                ("games", _c.c_int), ("attempts", _c.c_int)]


_REPORT = _c.CFUNCTYPE(None, _c.c_void_p, _c.c_int, _c.POINTER(_MatchStruct))

_game_p = _c.c_void_p
_state_p = _c.c_void_p
_board_p = _c.c_void_p
declare({
    "cg_battleship_coord_parse": (_c.c_int, [_c.c_char_p, _c.POINTER(_Coord)]),
    "cg_battleship_coord_text": (_c.c_size_t, [_Coord, _c.c_char_p, _c.c_size_t]),
    "cg_battleship_direction_name": (_c.c_char_p, [_c.c_int]),
    "cg_battleship_cell_name": (_c.c_char_p, [_c.c_int]),
    "cg_battleship_fleet_parse": (_c.c_int, [_c.c_char_p, _c.POINTER(_c.c_uint8), _c.c_size_t,
                                             _c.POINTER(_c.c_size_t)]),
    "cg_battleship_width": (_c.c_int, [_game_p]),
    "cg_battleship_height": (_c.c_int, [_game_p]),
    "cg_battleship_ship_count": (_c.c_int, [_game_p]),
    "cg_battleship_ship_length": (_c.c_int, [_game_p, _c.c_int]),
    "cg_battleship_wins": (_c.c_int, [_game_p]),
    "cg_battleship_state_phase": (_c.c_int, [_state_p]),
    "cg_battleship_first_shooter": (_c.c_int, [_state_p]),
    "cg_battleship_ships_placed": (_c.c_int, [_state_p, _c.c_int]),
    "cg_battleship_ships_sunk": (_c.c_int, [_state_p, _c.c_int]),
    "cg_battleship_ship": (_c.c_int, [_state_p, _c.c_int, _c.c_int, _c.POINTER(_Coord), _int_p,
                                      _int_p, _int_p]),
    "cg_battleship_cell_at": (_c.c_int, [_state_p, _c.c_int, _Coord]),
    "cg_battleship_cell_known": (_c.c_int, [_state_p, _c.c_int, _c.c_int, _Coord]),
    "cg_battleship_shot_count": (_c.c_int, [_state_p]),
    "cg_battleship_shot": (_c.c_int, [_state_p, _c.c_int, _int_p, _c.POINTER(_Coord), _int_p]),
    "cg_battleship_board_new": (_c.c_int, [_game_p, _c.POINTER(_board_p)]),
    "cg_battleship_board_free": (None, [_board_p]),
    "cg_battleship_board_clear": (_c.c_int, [_board_p]),
    "cg_battleship_board_read": (_c.c_int, [_board_p, _Coord]),
    "cg_battleship_board_write": (_c.c_int, [_board_p, _Coord, _c.c_int]),
    "cg_battleship_board_place_ship": (_c.c_int, [_board_p, _c.c_int, _Coord, _c.c_int,
                                                  _c.c_int]),
    "cg_battleship_board_collision": (_c.c_int, [_board_p]),
    "cg_battleship_board_check_ship": (_c.c_int, [_board_p, _Coord]),
    "cg_battleship_board_ship_at": (_c.c_int, [_board_p, _Coord, _int_p]),
    "cg_battleship_board_fire": (_c.c_int, [_board_p, _Coord]),
    "cg_battleship_board_ships_placed": (_c.c_int, [_board_p]),
    "cg_battleship_board_ships_sunk": (_c.c_int, [_board_p]),
    "cg_battleship_board_from_state": (_c.c_int, [_board_p, _state_p, _c.c_int]),
    "cg_battleship_match": (_c.c_int, [_game_p, _c.POINTER(_PlayerStruct), _c.c_int, _c.c_uint64,
                                       _c.POINTER(_MatchStruct)]),
    "cg_battleship_tournament": (_c.c_int, [_game_p, _c.POINTER(_PlayerStruct), _c.c_int,
                                            _c.c_uint64, _REPORT, _c.c_void_p,
                                            _c.POINTER(_TournamentStruct)]),
    "cg_battleship_player_new": (_c.c_int, [_c.c_char_p, _c.POINTER(_PlayerStruct)]),
    "cg_battleship_player_free": (None, [_c.POINTER(_PlayerStruct)]),
})

def _answer(value: int) -> int:
    """The typed functions answer -1 (with an error message) for bad arguments."""
    if value == -1:
        raise Error(EINVAL, last_error())
    return value


def _int(value: Any, what: str, where: str) -> int:
    """An int argument that a C int holds (the library checks its meaning)."""
    return c_int(value, what, "battleship." + where)


def _text(value: Any, what: str, where: str) -> bytes:
    """A str argument as NUL-free UTF-8 bytes."""
    return _text_arg(value, what, "battleship." + where)


def _game(game: Game, function: str) -> int:
    """The handle of a Battleship game; Error (CG_EINVAL) for another game's."""
    handle = game_handle(game, function)
    if game.name != "battleship":
        raise Error(EINVAL, "%s: game '%s', not 'battleship'" % (function, game.name))
    return handle


def _state(state: State, function: str) -> int:
    """The handle of a state of Battleship; Error (CG_EINVAL) for another game's."""
    handle = state_handle(state, function)
    if state.game.name != "battleship":
        raise Error(EINVAL, "%s: state of '%s', not 'battleship'" % (function, state.game.name))
    return handle


# ---- coordinates, names and moves ----

def coord_parse(text: str) -> Tuple[int, int]:
    """"A8" (or "a8") -> (0, 7); cardgames.Error (CG_EPARSE) for anything else."""
    c = _Coord()
    check(library.cg_battleship_coord_parse(_text(text, "text", "coord_parse"),
                                            _c.byref(c)))
    return (c.x, c.y)


def coord_text(x: int, y: int) -> str:
    """(0, 7) -> "A8"; cardgames.Error (CG_EINVAL) outside 0..25."""
    at = _Coord(_int(x, "x", "coord_text"), _int(y, "y", "coord_text"))
    text = read_text(library.cg_battleship_coord_text, at)
    if not text:
        raise Error(EINVAL, "cg_battleship_coord_text: (%d, %d) is not a coordinate (0..25 "
                            "each)" % (x, y))
    return text


def _coord(value: Coord, where: str) -> Tuple[int, int]:
    """A coordinate given as text or as (x, y)."""
    if isinstance(value, str):
        return coord_parse(value)
    if not isinstance(value, (tuple, list)) or len(value) != 2:
        raise TypeError("battleship.%s: a coordinate is text like 'A8' or (x, y), not %r"
                        % (where, value))
    return (_int(value[0], "x", where), _int(value[1], "y", where))


def _at(value: Coord, where: str) -> _Coord:
    """A coordinate as the library takes it."""
    return _Coord(*_coord(value, where))


def direction_of(value: Union[str, int]) -> int:
    """A direction code 0..3 from a code or a name (English or Spanish, any case);
    ValueError for anything else."""
    if isinstance(value, str):
        word = value.lower()
        for names in (DIRECTIONS, _DIRECTIONS_ES):
            if word in names:
                return names.index(word)
        raise Error(EINVAL, "battleship.direction_of: %r is not a direction (right, down, "
                            "left, up, or derecha, abajo, izquierda, arriba)" % value)
    return ranged(value, "direction", "battleship.direction_of", 0, 3)


def direction_name(direction: int) -> str:
    """cg_battleship_direction_name: "right", "down", "left" or "up"."""
    name = library.cg_battleship_direction_name(_int(direction, "direction", "direction_name"))
    if name is None:
        raise Error(EINVAL, last_error())
    return str(name.decode())


def cell_name(cell: int) -> str:
    """cg_battleship_cell_name: the framework's name of a content ("agua", ...)."""
    name = library.cg_battleship_cell_name(_int(cell, "cell", "cell_name"))
    if name is None:
        raise Error(EINVAL, last_error())
    return str(name.decode())


#: The framework's names of the contents (cg_battleship_cell_name).
CELL_NAMES = tuple(cell_name(content) for content in Cell)
#: The directions as written (cg_battleship_direction_name).
DIRECTIONS = tuple(direction_name(direction) for direction in Direction)


def fleet_parse(text: str) -> List[int]:
    """cg_battleship_fleet_parse: "4,3,3,2" -> [4, 3, 3, 2]; cardgames.Error (CG_EPARSE)
    for malformed text."""
    lengths = (_c.c_uint8 * SHIPS_MAX)()
    count = _c.c_size_t()
    check(library.cg_battleship_fleet_parse(_text(text, "text", "fleet_parse"), lengths,
                                            SHIPS_MAX, _c.byref(count)))
    return list(lengths[:count.value])


def place_move(x: int, y: int, direction: Union[str, int]) -> int:
    """The move code of placing the next ship at (x, y) towards `direction`
    (CG_BATTLESHIP_PLACE_MOVE)."""
    x, y = _cell(x, y, "place_move")
    return (y * SIDE_MAX + x) * 4 + direction_of(direction)


def fire_move(x: int, y: int) -> int:
    """The move code of a shot at (x, y) (CG_BATTLESHIP_FIRE_MOVE)."""
    x, y = _cell(x, y, "fire_move")
    return FIRE_BASE + y * SIDE_MAX + x


def _cell(x: int, y: int, where: str) -> Tuple[int, int]:
    """A cell of the largest board: x and y in 0..SIDE_MAX-1 (a move code holds no
    other)."""
    return (ranged(x, "x", "battleship." + where, 0, SIDE_MAX - 1),
            ranged(y, "y", "battleship." + where, 0, SIDE_MAX - 1))


# ---- the configuration ----

def width(game: Game) -> int:
    """cg_battleship_width: columns of the board."""
    return _answer(library.cg_battleship_width(_game(game, "cg_battleship_width")))


def height(game: Game) -> int:
    """cg_battleship_height: rows of the board."""
    return _answer(library.cg_battleship_height(_game(game, "cg_battleship_height")))


def board_size(game: Game) -> Tuple[int, int]:
    """(width, height) of a battleship cardgames.Game."""
    return (width(game), height(game))


def ship_count(game: Game) -> int:
    """cg_battleship_ship_count: ships in the fleet."""
    return _answer(library.cg_battleship_ship_count(_game(game, "cg_battleship_ship_count")))


def ship_length(game: Game, ship: int) -> int:
    """cg_battleship_ship_length: the length of ship `ship` of the fleet."""
    handle = _game(game, "cg_battleship_ship_length")
    return _answer(library.cg_battleship_ship_length(handle, _int(ship, "ship", "ship_length")))


def ship_lengths(game: Game) -> List[int]:
    """Every ship's length, in fleet order."""
    return [ship_length(game, i) for i in range(ship_count(game))]


def wins(game: Game) -> int:
    """cg_battleship_wins: the games a tournament needs."""
    return _answer(library.cg_battleship_wins(_game(game, "cg_battleship_wins")))


# ---- a state ----

def phase(state: State) -> Phase:
    """cg_battleship_state_phase: PLACING, FIRING or OVER."""
    handle = _state(state, "cg_battleship_state_phase")
    return Phase(_answer(library.cg_battleship_state_phase(handle)))


def first_shooter(state: State) -> int:
    """cg_battleship_first_shooter: the player who fires first (drawn when the state was
    made)."""
    handle = _state(state, "cg_battleship_first_shooter")
    return _answer(library.cg_battleship_first_shooter(handle))


def ships_placed(state: State, player: int) -> int:
    """cg_battleship_ships_placed: ships `player` has placed."""
    handle = _state(state, "cg_battleship_ships_placed")
    player = _int(player, "player", "ships_placed")
    return _answer(library.cg_battleship_ships_placed(handle, player))


def ships_sunk(state: State, player: int) -> int:
    """cg_battleship_ships_sunk: ships of `player`'s fleet sunk."""
    handle = _state(state, "cg_battleship_ships_sunk")
    player = _int(player, "player", "ships_sunk")
    return _answer(library.cg_battleship_ships_sunk(handle, player))


def ship(state: State, player: int, i: int) -> Tuple[Tuple[int, int], int, int, int]:
    """cg_battleship_ship: ((x, y), direction, length, hits) of ship i of a player's
    fleet (it must be placed)."""
    handle = _state(state, "cg_battleship_ship")
    start, direction, length, hits = _Coord(), _c.c_int(), _c.c_int(), _c.c_int()
    player, i = _int(player, "player", "ship"), _int(i, "i", "ship")
    check(library.cg_battleship_ship(handle, player, i,
                                     _c.byref(start), _c.byref(direction), _c.byref(length),
                                     _c.byref(hits)))
    return ((start.x, start.y), direction.value, length.value, hits.value)


def cell_at(state: State, player: int, x: int, y: int) -> Cell:
    """cg_battleship_cell_at: a cell of a player's board as it is (INVALID off it)."""
    handle = _state(state, "cg_battleship_cell_at")
    player = _int(player, "player", "cell_at")
    at = _Coord(_int(x, "x", "cell_at"), _int(y, "y", "cell_at"))
    return Cell(_answer(library.cg_battleship_cell_at(handle, player, at)))


def cell_known(state: State, viewer: int, player: int, x: int, y: int) -> Cell:
    """cg_battleship_cell_known: a cell of a player's board as `viewer` knows it
    (cardgames.PLAYER_NONE: as it is)."""
    handle = _state(state, "cg_battleship_cell_known")
    viewer, player = _int(viewer, "viewer", "cell_known"), _int(player, "player", "cell_known")
    at = _Coord(_int(x, "x", "cell_known"), _int(y, "y", "cell_known"))
    return Cell(_answer(library.cg_battleship_cell_known(handle, viewer, player, at)))


def shot_count(state: State) -> int:
    """cg_battleship_shot_count: shots fired so far by both players."""
    return _answer(library.cg_battleship_shot_count(_state(state, "cg_battleship_shot_count")))


def shot(state: State, i: int) -> Tuple[int, Tuple[int, int], Cell]:
    """cg_battleship_shot: (shooter, (x, y), answer) of shot i (0 first)."""
    handle = _state(state, "cg_battleship_shot")
    shooter, at, answer = _c.c_int(), _Coord(), _c.c_int()
    i = _int(i, "i", "shot")
    check(library.cg_battleship_shot(handle, i, _c.byref(shooter), _c.byref(at),
                                     _c.byref(answer)))
    return (shooter.value, (at.x, at.y), Cell(answer.value))


def shots(state: State) -> List[Tuple[int, Tuple[int, int], Cell]]:
    """Every shot so far: [(shooter, (x, y), answer), ...]."""
    return [shot(state, i) for i in range(shot_count(state))]


def random_fleet(game: Game, seed: int = 0) -> List[Tuple[Tuple[int, int], int]]:
    """A random legal fleet for `game`: [((x, y), direction), ...] in fleet order."""
    _game(game, "random_fleet")
    state = game.new_state(seed)
    state.apply("place random")
    return [ship(state, 0, i)[:2] for i in range(ships_placed(state, 0))]


# ---- boards: the framework's Tablero ----

class Board:
    """cg_battleship_board: a board of a game's size for one fleet, its cells and
    ships as the framework's referee kept them (Tablero)."""

    def __init__(self, game: Game) -> None:
        """cg_battleship_board_new."""
        self._handle: Optional[int] = None
        handle = _c.c_void_p()
        check(library.cg_battleship_board_new(_game(game, "cg_battleship_board_new"),
                                              _c.byref(handle)))
        self._handle = handle.value
        self.game = game

    def __del__(self) -> None:
        """cg_battleship_board_free."""
        if getattr(self, "_handle", None):
            library.cg_battleship_board_free(self._handle)
            self._handle = None

    def __reduce__(self) -> Tuple[Any, ...]:
        """Refused: a board is memory of the library (Board.of_state copies a state's)."""
        raise TypeError("a battleship.Board cannot be pickled or copied")

    def clear(self) -> None:
        """Iniciar: every cell FREE, no ships."""
        check(library.cg_battleship_board_clear(self._handle))

    def read(self, at: Coord) -> Cell:
        """LeerCelda: the content of a cell, INVALID off the board."""
        return Cell(_answer(library.cg_battleship_board_read(self._handle,
                                                              _at(at, "Board.read"))))

    def write(self, at: Coord, content: int) -> Cell:
        """ModificarCelda: sets a cell; its previous content (INVALID off the board,
        nothing changed); cardgames.Error (CG_EINVAL) for a content not 0..4."""
        return Cell(_answer(library.cg_battleship_board_write(
            self._handle, _at(at, "Board.write"), _int(content, "content", "Board.write"))))

    def place_ship(self, n: int, start: Coord, length: int,
                   direction: Union[str, int]) -> None:
        """ColocarBarco: ship n of `length` from `start` towards `direction`;
        cardgames.Error (CG_EINVAL) "Barco fuera de tablero" when it leaves the board."""
        n, length = _int(n, "n", "Board.place_ship"), _int(length, "length", "Board.place_ship")
        check(library.cg_battleship_board_place_ship(self._handle, n,
                                                     _at(start, "Board.place_ship"), length,
                                                     direction_of(direction)))

    def collision(self) -> bool:
        """Colision: whether two placed ships overlap or touch (diagonals included)."""
        return bool(_answer(library.cg_battleship_board_collision(self._handle)))

    def check_ship(self, at: Coord) -> bool:
        """ComprobarBarco: marks the section at `at` hit; whether that sank its ship."""
        return bool(_answer(library.cg_battleship_board_check_ship(
            self._handle, _at(at, "Board.check_ship"))))

    def ship_at(self, at: Coord) -> Optional[Tuple[int, int]]:
        """Barco::Pertenece: (ship, section) of the first ship lying at `at`, or None."""
        section = _c.c_int()
        n = library.cg_battleship_board_ship_at(self._handle, _at(at, "Board.ship_at"),
                                                _c.byref(section))
        return None if n < 0 else (n, section.value)

    def fire(self, at: Coord) -> Cell:
        """A shot as the referee answers it: WATER, HIT, SUNK, or INVALID off the board."""
        return Cell(_answer(library.cg_battleship_board_fire(self._handle,
                                                              _at(at, "Board.fire"))))

    def ships_placed(self) -> int:
        """Ships of the board's fleet placed."""
        return _answer(library.cg_battleship_board_ships_placed(self._handle))

    def ships_sunk(self) -> int:
        """Ships of the board's fleet sunk."""
        return _answer(library.cg_battleship_board_ships_sunk(self._handle))

    def from_state(self, state: State, player: int) -> None:
        """cg_battleship_board_from_state: `player`'s ships and the shots it received."""
        handle = _state(state, "cg_battleship_board_from_state")
        check(library.cg_battleship_board_from_state(self._handle, handle,
                                                     _int(player, "player", "Board.from_state")))

    @classmethod
    def of_state(cls, state: State, player: int) -> "Board":
        """A new board holding `player`'s board of `state`."""
        board = cls(state.game)
        board.from_state(state, player)
        return board


# ---- players ----

class Player:
    """The framework's Jugador: subclass it and define the five methods."""

    def new_game(self, game: Game, seed: int) -> None:
        """NuevaPartida: a new game of `game` (a cardgames.Game) begins."""

    def place_ship(self, n: int) -> Tuple[Coord, Union[str, int]]:
        """PedirBarco: where ship n goes, as (coordinate, direction)."""
        raise NotImplementedError

    def choose_shot(self) -> Coord:
        """PedirCoordenada: the next shot, a coordinate."""
        raise NotImplementedError

    def inform(self, x: int, y: int) -> None:
        """Informar: the opponent fired at (x, y)."""

    def respond(self, x: int, y: int, answer: int) -> None:
        """Responder: the answer to our shot at (x, y): WATER, HIT, SUNK or INVALID."""


class Builtin:
    """A built-in player of the library (cg_battleship_player_new): "random" or "hunter"
    (the catalogue's hunter bot, from the answers the referee gives it)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._struct = _PlayerStruct()
        check(library.cg_battleship_player_new(_text(name, "name", "Builtin"),
                                               _c.byref(self._struct)))

    def __del__(self) -> None:
        """cg_battleship_player_free."""
        struct = getattr(self, "_struct", None)
        if struct is not None and struct.user:
            library.cg_battleship_player_free(_c.byref(struct))

    def __reduce__(self) -> Tuple[Any, ...]:
        """Pickles (and copies) as a new player of the same name."""
        return (Builtin, (self.name,))

    def __repr__(self) -> str:
        """Builtin('hunter')."""
        return "Builtin(%r)" % self.name


def builtin(name: str) -> Builtin:
    """A built-in player: "random" or "hunter"."""
    return Builtin(name)


class _Bridge:
    """C callbacks calling a Python player; the first exception is kept."""

    def __init__(self, player: Player, game: Game) -> None:
        self.player = player
        self.game = game
        self.error: Optional[BaseException] = None
        self.struct = _PlayerStruct(None, _NEW_GAME(self._new_game),
                                    _PLACE_SHIP(self._place_ship),
                                    _CHOOSE_SHOT(self._choose_shot), _INFORM(self._inform),
                                    _RESPOND(self._respond))

    def _guard(self, call: Callable[[], None]) -> None:
        try:
            call()
        except Exception as e:  # noqa: BLE001 - handed back after the game
            if self.error is None:
                self.error = e

    def _new_game(self, user: Any, game: Any, seed: int) -> None:
        self._guard(lambda: self.player.new_game(self.game, seed))

    def _place_ship(self, user: Any, n: int, x: Any, y: Any, direction: Any) -> None:
        def call() -> None:
            at, toward = self.player.place_ship(n)
            x[0], y[0] = _coord(at, "Player.place_ship")
            direction[0] = direction_of(toward)
        self._guard(call)

    def _choose_shot(self, user: Any, x: Any, y: Any) -> None:
        def call() -> None:
            x[0], y[0] = _coord(self.player.choose_shot(), "Player.choose_shot")
        self._guard(call)

    def _inform(self, user: Any, x: int, y: int) -> None:
        self._guard(lambda: self.player.inform(x, y))

    def _respond(self, user: Any, x: int, y: int, answer: int) -> None:
        self._guard(lambda: self.player.respond(x, y, answer))


_AnyPlayer = Union[Player, Builtin]


def _players_array(game: Game, players: Sequence[_AnyPlayer]) -> Tuple[List[Any], Any]:
    if len(players) != 2:
        raise Error(EINVAL, "battleship: a match needs two players, not %d" % len(players))
    for p in players:
        if not isinstance(p, (Player, Builtin)):
            raise TypeError("battleship: a player is a battleship.Player or Builtin, not %s"
                            % type(p).__name__)
    bridges: List[Any] = [p if isinstance(p, Builtin) else _Bridge(p, game) for p in players]
    array = (_PlayerStruct * 2)(*(b._struct if isinstance(b, Builtin) else b.struct
                                  for b in bridges))
    return bridges, array


def _raise_player_error(bridges: List[Any]) -> None:
    for b in bridges:
        if isinstance(b, _Bridge) and b.error is not None:
            raise b.error


class MatchResult:
    """How a refereed game ended: winner (0, 1 or cardgames.PLAYER_NONE), end (a name of
    ENDS), starter, and per player: infraction, shots, sunk."""

    def __init__(self, s: _MatchStruct) -> None:
        self.winner: int = s.winner
        self.end: str = ENDS[s.end]
        self.starter: int = s.starter
        self.infraction: Tuple[int, int] = (s.infraction[0], s.infraction[1])
        self.shots: Tuple[int, int] = (s.shots[0], s.shots[1])
        self.sunk: Tuple[int, int] = (s.sunk[0], s.sunk[1])

    def __repr__(self) -> str:
        return ("MatchResult(winner=%d, end=%r, starter=%d, infraction=%r, shots=%r, sunk=%r)"
                % (self.winner, self.end, self.starter, self.infraction, self.shots, self.sunk))


class TournamentResult:
    """winner (0, 1 or cardgames.PLAYER_NONE), wins, infractions, games, attempts."""

    def __init__(self, s: _TournamentStruct) -> None:
        self.winner: int = s.winner
        self.wins: Tuple[int, int] = (s.wins[0], s.wins[1])
        self.infractions: Tuple[int, int] = (s.infractions[0], s.infractions[1])
        self.games: int = s.games
        self.attempts: int = s.attempts

    def __repr__(self) -> str:
        return ("TournamentResult(winner=%d, wins=%r, infractions=%r, games=%d, attempts=%d)"
                % (self.winner, self.wins, self.infractions, self.games, self.attempts))


def match(game: Game, players: Sequence[_AnyPlayer], starter: int = 0,
          seed: int = 0) -> MatchResult:
    """One game refereed with the original rules (cg_battleship_match)."""
    handle = _game(game, "cg_battleship_match")
    bridges, array = _players_array(game, players)
    result = _MatchStruct()
    starter, seed = _int(starter, "starter", "match"), seed_of(seed, "seed", "battleship.match")
    check(library.cg_battleship_match(handle, array, starter, seed, _c.byref(result)))
    _raise_player_error(bridges)
    return MatchResult(result)


def tournament(game: Game, players: Sequence[_AnyPlayer], wins: int = 0, seed: int = 0,
               report: Optional[Callable[[int, MatchResult], None]] = None) -> TournamentResult:
    """Games until a player has `wins` wins (0: the game's parameter); report(index,
    MatchResult) after each game (cg_battleship_tournament)."""
    handle = _game(game, "cg_battleship_tournament")
    bridges, array = _players_array(game, players)
    errors: List[BaseException] = []

    def on_game(user: Any, index: int, result: Any) -> None:
        try:
            if report is not None:
                report(index, MatchResult(result.contents))
        except Exception as e:  # noqa: BLE001 - handed back after the tournament
            errors.append(e)

    callback = _REPORT(on_game) if report else _REPORT()
    result = _TournamentStruct()
    wins, seed = _int(wins, "wins", "tournament"), seed_of(seed, "seed", "battleship.tournament")
    check(library.cg_battleship_tournament(handle, array, wins, seed, callback, None,
                                           _c.byref(result)))
    _raise_player_error(bridges)
    if errors:
        raise errors[0]
    return TournamentResult(result)
