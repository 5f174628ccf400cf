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

Coordinates are 0-based (x the column, y the row) or text like "A8". A player
whose method raises loses that game (its answer counts as off the board); the
first exception is raised again when the match or tournament is over.
"""

import ctypes

from ._native import check, library, read_text
from . import _native as cardgames

__all__ = [
    "Player", "Builtin", "builtin", "match", "tournament", "random_fleet", "MatchResult",
    "TournamentResult", "coord_parse", "coord_text", "direction_of", "place_move", "fire_move",
    "PLACE_RANDOM", "FIRE_BASE", "board_size", "ship_lengths", "wins", "phase",
    "first_shooter", "ships_placed", "ships_sunk", "ship", "cell_at", "cell_known", "shots",
    "FREE", "WATER", "SHIP", "HIT", "SUNK", "INVALID", "CELL_NAMES", "RIGHT", "DOWN", "LEFT",
    "UP", "DIRECTIONS", "PLACING", "FIRING", "OVER", "ENDS",
]

# cg_battleship_cell: the framework's contenido
FREE, WATER, SHIP, HIT, SUNK, INVALID = range(6)
CELL_NAMES = ("libre", "agua", "buque", "tocado", "hundido", "novalido")
# cg_battleship_direction: the framework's direccion
RIGHT, DOWN, LEFT, UP = range(4)
DIRECTIONS = ("right", "down", "left", "up")
_DIRECTIONS_ES = ("derecha", "abajo", "izquierda", "arriba")
# cg_battleship_phase
PLACING, FIRING, OVER = range(3)
# cg_battleship_end, by name
ENDS = ("fleet_sunk", "off_board", "repeated_hit", "shot_limit", "infraction")

SIDE_MAX = 26
PLACE_RANDOM = 2704
FIRE_BASE = 4096

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
_PROTOTYPES = {
    "cg_battleship_coord_parse": (_c.c_int, [_c.c_char_p, _c.POINTER(_Coord)]),
    "cg_battleship_coord_text": (_c.c_size_t, [_Coord, _c.c_char_p, _c.c_size_t]),
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
    "cg_battleship_match": (_c.c_int, [_game_p, _c.POINTER(_PlayerStruct), _c.c_int, _c.c_uint64,
                                       _c.POINTER(_MatchStruct)]),
    "cg_battleship_tournament": (_c.c_int, [_game_p, _c.POINTER(_PlayerStruct), _c.c_int,
                                            _c.c_uint64, _REPORT, _c.c_void_p,
                                            _c.POINTER(_TournamentStruct)]),
    "cg_battleship_player_new": (_c.c_int, [_c.c_char_p, _c.POINTER(_PlayerStruct)]),
    "cg_battleship_player_free": (None, [_c.POINTER(_PlayerStruct)]),
}

for _name, (_restype, _argtypes) in _PROTOTYPES.items():
    _fn = getattr(library, _name)
    _fn.restype = _restype
    _fn.argtypes = _argtypes


def _fail_unless(value, bad=-1):
    """The typed functions answer -1 (with an error message) for bad arguments."""
    if value == bad:
        raise cardgames.Error(1, cardgames.last_error())
    return value


# ---- coordinates and moves ----

def coord_parse(text):
    """"A8" -> (0, 7); cardgames.Error (CG_EPARSE) for anything else."""
    c = _Coord()
    check(library.cg_battleship_coord_parse(text.encode(), _c.byref(c)))
    return (c.x, c.y)


def coord_text(x, y):
    """(0, 7) -> "A8"."""
    text = read_text(library.cg_battleship_coord_text, _Coord(x, y))
    if not text:
        raise cardgames.Error(1, cardgames.last_error())
    return text


def _coord(value):
    if isinstance(value, str):
        return coord_parse(value)
    x, y = value
    return (int(x), int(y))


def direction_of(value):
    """A direction code from 0..3 or a name (English or Spanish)."""
    if isinstance(value, str):
        for names in (DIRECTIONS, _DIRECTIONS_ES):
            if value in names:
                return names.index(value)
        raise ValueError("not a direction: %r" % value)
    return int(value)


def place_move(x, y, direction):
    """The move code of placing the next ship at (x, y) towards `direction`."""
    return (y * SIDE_MAX + x) * 4 + direction_of(direction)


def fire_move(x, y):
    return FIRE_BASE + y * SIDE_MAX + x


# ---- the configuration and a state ----

def board_size(game):
    """(width, height) of a battleship cardgames.Game."""
    return (_fail_unless(library.cg_battleship_width(game._handle)),
            _fail_unless(library.cg_battleship_height(game._handle)))


def ship_lengths(game):
    n = _fail_unless(library.cg_battleship_ship_count(game._handle))
    return [library.cg_battleship_ship_length(game._handle, i) for i in range(n)]


def wins(game):
    return _fail_unless(library.cg_battleship_wins(game._handle))


def phase(state):
    return _fail_unless(library.cg_battleship_state_phase(state.handle))


def first_shooter(state):
    return _fail_unless(library.cg_battleship_first_shooter(state.handle))


def ships_placed(state, player):
    return _fail_unless(library.cg_battleship_ships_placed(state.handle, player))


def ships_sunk(state, player):
    return _fail_unless(library.cg_battleship_ships_sunk(state.handle, player))


def ship(state, player, i):
    """((x, y), direction, length, hits) of ship i of a player's fleet."""
    start, direction, length, hits = _Coord(), _c.c_int(), _c.c_int(), _c.c_int()
    check(library.cg_battleship_ship(state.handle, player, i, _c.byref(start),
                                     _c.byref(direction), _c.byref(length), _c.byref(hits)))
    return ((start.x, start.y), direction.value, length.value, hits.value)


def cell_at(state, player, x, y):
    """A cell of a player's board as it is (FREE, WATER, SHIP, HIT, SUNK or INVALID)."""
    return _fail_unless(library.cg_battleship_cell_at(state.handle, player, _Coord(x, y)))


def cell_known(state, viewer, player, x, y):
    """A cell of a player's board as `viewer` knows it (cardgames.PLAYER_NONE: as it is)."""
    return _fail_unless(library.cg_battleship_cell_known(state.handle, viewer, player,
                                                          _Coord(x, y)))


def shots(state):
    """Every shot so far: [(shooter, (x, y), answer), ...]."""
    out = []
    for i in range(_fail_unless(library.cg_battleship_shot_count(state.handle))):
        shooter, at, answer = _c.c_int(), _Coord(), _c.c_int()
        check(library.cg_battleship_shot(state.handle, i, _c.byref(shooter), _c.byref(at),
                                         _c.byref(answer)))
        out.append((shooter.value, (at.x, at.y), answer.value))
    return out


def random_fleet(game, seed=0):
    """A random legal fleet for `game`: [((x, y), direction), ...] in fleet order, as
    the built-in players place theirs."""
    state = game.new_state(seed)
    state.apply("place random")
    return [ship(state, 0, i)[:2] for i in range(ships_placed(state, 0))]


# ---- players ----

class Player:
    """The framework's Jugador: subclass it and define the five methods."""

    def new_game(self, game, seed):
        """NuevaPartida: a new game of `game` (a cardgames.Game) begins."""

    def place_ship(self, n):
        """PedirBarco: where ship n goes, as (coordinate, direction)."""
        raise NotImplementedError

    def choose_shot(self):
        """PedirCoordenada: the next shot, a coordinate."""
        raise NotImplementedError

    def inform(self, x, y):
        """Informar: the opponent fired at (x, y)."""

    def respond(self, x, y, answer):
        """Responder: the answer to our shot at (x, y): WATER, HIT, SUNK or INVALID."""


class Builtin:
    """A built-in player of the library: "random" or "hunter"."""

    def __init__(self, name):
        self.name = name
        self._struct = _PlayerStruct()
        check(library.cg_battleship_player_new(name.encode(), _c.byref(self._struct)))

    def __del__(self):
        struct = getattr(self, "_struct", None)
        if struct is not None and struct.user:
            library.cg_battleship_player_free(_c.byref(struct))

    def __repr__(self):
        return "Builtin(%r)" % self.name


def builtin(name):
    return Builtin(name)


class _Bridge:
    """C callbacks calling a Python player; the first exception is kept."""

    def __init__(self, player, game):
        self.player = player
        self.game = game
        self.error = None
        self.struct = _PlayerStruct(None, _NEW_GAME(self._new_game),
                                    _PLACE_SHIP(self._place_ship),
                                    _CHOOSE_SHOT(self._choose_shot), _INFORM(self._inform),
                                    _RESPOND(self._respond))

    def _guard(self, call):
        try:
            call()
        except Exception as e:  # noqa: BLE001 - handed back after the game
            if self.error is None:
                self.error = e

    def _new_game(self, user, game, seed):
        self._guard(lambda: self.player.new_game(self.game, seed))

    def _place_ship(self, user, n, x, y, direction):
        def call():
            at, toward = self.player.place_ship(n)
            x[0], y[0] = _coord(at)
            direction[0] = direction_of(toward)
        self._guard(call)

    def _choose_shot(self, user, x, y):
        def call():
            x[0], y[0] = _coord(self.player.choose_shot())
        self._guard(call)

    def _inform(self, user, x, y):
        self._guard(lambda: self.player.inform(x, y))

    def _respond(self, user, x, y, answer):
        self._guard(lambda: self.player.respond(x, y, answer))


def _players_array(game, players):
    if len(players) != 2:
        raise ValueError("a match needs two players")
    bridges = [p if isinstance(p, Builtin) else _Bridge(p, game) for p in players]
    array = (_PlayerStruct * 2)(*(b._struct if isinstance(b, Builtin) else b.struct
                                  for b in bridges))
    return bridges, array


def _raise_player_error(bridges):
    for b in bridges:
        if isinstance(b, _Bridge) and b.error is not None:
            raise b.error


class MatchResult:
    """How a refereed game ended: winner (0, 1 or cardgames.PLAYER_NONE), end (a name of
    ENDS), starter, and per player: infraction, shots, sunk."""

    def __init__(self, s):
        self.winner = s.winner
        self.end = ENDS[s.end]
        self.starter = s.starter
        self.infraction = tuple(s.infraction)
        self.shots = tuple(s.shots)
        self.sunk = tuple(s.sunk)

    def __repr__(self):
        return ("MatchResult(winner=%d, end=%r, starter=%d, infraction=%r, shots=%r, sunk=%r)"
                % (self.winner, self.end, self.starter, self.infraction, self.shots, self.sunk))


class TournamentResult:
    """winner (0, 1 or cardgames.PLAYER_NONE), wins, infractions, games, attempts."""

    def __init__(self, s):
        self.winner = s.winner
        self.wins = tuple(s.wins)
        self.infractions = tuple(s.infractions)
        self.games = s.games
        self.attempts = s.attempts

    def __repr__(self):
        return ("TournamentResult(winner=%d, wins=%r, infractions=%r, games=%d, attempts=%d)"
                % (self.winner, self.wins, self.infractions, self.games, self.attempts))


def match(game, players, starter=0, seed=0):
    """One game refereed with the original rules (cg_battleship_match)."""
    bridges, array = _players_array(game, players)
    result = _MatchStruct()
    check(library.cg_battleship_match(game._handle, array, starter, seed, _c.byref(result)))
    _raise_player_error(bridges)
    return MatchResult(result)


def tournament(game, players, wins=0, seed=0, report=None):
    """Games until a player has `wins` wins (0: the game's parameter); report(index,
    MatchResult) after each game (cg_battleship_tournament)."""
    bridges, array = _players_array(game, players)
    errors = []

    def on_game(user, index, result):
        try:
            report(index, MatchResult(result.contents))
        except Exception as e:  # noqa: BLE001 - handed back after the tournament
            errors.append(e)

    callback = _REPORT(on_game) if report else _REPORT()
    result = _TournamentStruct()
    check(library.cg_battleship_tournament(game._handle, array, wins, seed, callback, None,
                                           _c.byref(result)))
    _raise_player_error(bridges)
    if errors:
        raise errors[0]
    return TournamentResult(result)
