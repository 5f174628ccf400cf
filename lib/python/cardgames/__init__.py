"""libcardgames from Python: the generic C API through ctypes (standard library only).

    import cardgames
    cardgames.games()                        # ['war', 'battleship', ...]
    g = cardgames.Game('war', facedown=2)    # keyword arguments become parameters
    s = g.new_state(seed=7)                  # None draws a seed from the OS
    s.legal_moves(); s.move_text(code); s.parse_move('play')
    s.apply('play')                          # a move code or a move text
    s.is_terminal, s.current_player, s.winner, s.returns(), s.move_number
    s.render(viewer=-1); t = s.save(); s2 = g.load(t); s.clone(); s == s2; hash(s)
    s.resample(viewer=0, seed=3)             # what player 0 cannot know, drawn anew
    s.playout(seed=1)                        # reseeds first: an independent sample
    s.legal_mask(); s.observation(0)         # numpy arrays when numpy is installed
    pickle.dumps(s); copy.deepcopy(s)        # through the saved form

One typed submodule per game covers its header: cardgames.war, .battleship,
.shephy, .slugdungeon, .weiss_schwarz. cardgames.VectorEnv steps batches of
states at C speed (cardgames.vector); cardgames.Bot plays the library's bots
(cardgames.bots); cardgames.arena runs tournaments, on threads or a Dask cluster.

Safe by construction: no call of the package can make the library read freed
memory or write past a buffer.
- Integers go through operator.index (numpy integers work everywhere) and are
  checked against the argument's range before the library sees them; text is a
  str (bytes too where the library reads bytes: Game.load, war.deck_parse)
  without NUL characters.
- Every out= buffer must be of the exact element type, C-contiguous, writable
  and of the exact size; nothing is written when it is not.
- A State handed out by a VectorEnv raises InvalidArgumentError once the
  VectorEnv is reset or closed (so does a state given to a Python ability once
  the ability returns); the memory stays valid while such a state exists.
- A VectorEnv serialises its calls: a second thread waits for the first. Any
  other object (a State, a Bot) belongs to one thread at a time.

Errors raise cardgames.Error: .status is the cg_status name (from the library's
cg_status_name), .code its value, .message the library's cg_last_error() or the
package's own message naming the function, the argument and its range. Each
status has its subclass, which also subclasses the builtin exception a Python
caller expects: InvalidArgumentError and IllegalMoveError, ParseError and
GameOverError (ValueError), FileError (OSError), NoMemoryError (MemoryError),
NoGameError (LookupError). A wrong Python type raises TypeError.

The library is found through the CARDGAMES_LIBRARY environment variable (a path),
then where meson installed it, then beside the package (a wheel), then by the
system loader.
"""

from __future__ import annotations

import ctypes
from typing import (TYPE_CHECKING, Any, Dict, List, NamedTuple, Optional, Tuple, TypeVar, Union,
                    overload)

from ._errors import (Error, FileError, GameOverError, IllegalMoveError, InvalidArgumentError,
                      NoGameError, NoMemoryError, ParseError, status_code)
from ._native import constants as _C  # noqa: E402
from ._native import (API_VERSION, INT_LIMIT, PLAYER_NONE, STATUS_NAMES, check, fast,
                      last_error, library, read_text, speedups)
from ._args import (EINVAL, SEED_LIMIT, UINT32_MAX, integer, invalid, out_buffer, ranged,
                    seed_of, text)

__all__ = [
    "Error", "InvalidArgumentError", "IllegalMoveError", "ParseError", "FileError",
    "NoMemoryError", "GameOverError", "NoGameError", "STATUS_NAMES",
    "Game", "State", "games", "version", "PLAYER_NONE", "library", "API_VERSION",
    "VectorEnv", "check", "read_text", "last_error", "seed_derive", "Move", "Bot", "bot_names",
    "arena", "GameInfo",
]

#: A move: its code or its text.
Move = Union[int, str]
#: A buffer given as out= (returned filled).
_Out = TypeVar("_Out")

_c = ctypes
_lib = library
_EILLEGAL = status_code("CG_EILLEGAL")
# The per-move path: cardgames._speedups when it is built for this Python,
# ctypes otherwise (_native.py). States and games are passed to these calls as
# _ptr: the int of the address for _speedups, a c_void_p for ctypes.
if speedups is not None:
    _fast_new = speedups.new_state
    _fast_free = speedups.free_state
    _fast_is_terminal = speedups.is_terminal
    _fast_current_player = speedups.current_player
    _fast_apply = speedups.apply
    _speedy_legal_moves = speedups.legal_moves
else:
    def _fast_new(game: Any, seed: int) -> int:
        """A new state's address, or -status (as speedups.new_state)."""
        ptr = _c.c_void_p()
        status = fast.cg_state_new(game, _c.c_uint64(seed), _c.byref(ptr))
        return -int(status) if status else ptr.value or 0

    _fast_free = fast.cg_state_free
    _fast_is_terminal = fast.cg_state_is_terminal
    _fast_current_player = fast.cg_state_current_player
    _fast_apply = fast.cg_state_apply
    _speedy_legal_moves = None
_fast_legal_moves = fast.cg_state_legal_moves

_np: Any
try:  # numpy is optional: arrays when it is there, array.array otherwise
    import numpy as _np
except ImportError:  # pragma: no cover - exercised by the tests that hide numpy
    _np = None

if TYPE_CHECKING:
    import array

    import numpy
    from numpy.typing import NDArray

    #: Floats the library writes: a numpy array, or array.array('f') without numpy.
    FloatArray = Union[NDArray[numpy.float32], "array.array[float]"]
    #: Bytes the library writes: a numpy array, or array.array('B') without numpy.
    ByteArray = Union[NDArray[numpy.uint8], "array.array[int]"]


def version() -> str:
    """The loaded library's version string, e.g. '1.2.0'."""
    return str(_lib.cg_version_string().decode())


def games() -> List[str]:
    """The names of the games in the loaded library's catalogue."""
    return [_lib.cg_game_name_at(i).decode() for i in range(_lib.cg_game_count())]


def seed_derive(seed: int, index: int) -> int:
    """cg_seed_derive: the seed of the index-th member of a family seeded by seed
    (the states of a batch, the games of an arena); both are 0..2**64-1."""
    return int(_lib.cg_seed_derive(ranged(seed, "seed", "seed_derive", 0, SEED_LIMIT - 1),
                                   ranged(index, "index", "seed_derive", 0, SEED_LIMIT - 1)))


_KEY_FORBIDDEN = set(";=\"\\\0") | set(" \t\r\n\v\f")


def _encode_params(params: Dict[str, Any], where: str = "Game") -> str:
    """Keyword parameters as the library's "key=value;..." text: bools as 0/1,
    sequences joined by commas, values quoted when they hold a ';', a quote or
    white space at an end."""
    parts = []
    for key, value in params.items():
        if not key or _KEY_FORBIDDEN & set(key):
            raise invalid("%s: parameter name %r is not a key" % (where, key))
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        value = str(value)
        if ";" in value or value != value.strip() or value.startswith('"'):
            value = '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"')
        parts.append("%s=%s" % (key, value))
    return ";".join(parts)


def _float_array(n: int) -> Any:
    return _np.zeros(n, dtype=_np.float32) if _np is not None else _array("f", n)


def _byte_array(n: int) -> Any:
    return _np.zeros(n, dtype=_np.uint8) if _np is not None else _array("B", n)


def _array(code: str, n: int) -> Any:
    import array
    return array.array(code, bytes(n * array.array(code).itemsize))


class _CGameInfo(ctypes.Structure):
    """struct cg_game_info."""
    _fields_ = [("size", ctypes.c_uint32), ("name", ctypes.c_char_p),
                ("title", ctypes.c_char_p), ("num_players", ctypes.c_int32),
                ("flags", ctypes.c_uint32), ("min_return", ctypes.c_float),
                ("max_return", ctypes.c_float), ("max_moves", ctypes.c_uint32)]


class GameInfo(NamedTuple):
    """What kind of game a Game is (cg_game_info_get), from the game's own
    descriptor: what the adapters (Gymnasium, PettingZoo, OpenSpiel) need."""

    #: The name in the catalogue ("battleship").
    name: str
    #: The name for people ("Battleship (Hundir la flota)").
    title: str
    #: Players of the game.
    num_players: int
    #: CG_GAME_* flags.
    flags: int
    #: Chance outcomes, drawn inside from the state's generator (CG_GAME_CHANCE).
    chance: bool
    #: Imperfect information (CG_GAME_HIDDEN).
    hidden: bool
    #: Returns sum to 0 at the end (CG_GAME_ZERO_SUM).
    zero_sum: bool
    #: Returns sum to a constant at the end (CG_GAME_CONSTANT_SUM).
    constant_sum: bool
    #: Returns only at the end (CG_GAME_TERMINAL_ONLY).
    terminal_only: bool
    #: The least return of any player.
    min_return: float
    #: The greatest return of any player.
    max_return: float
    #: An upper bound on the moves of a game, 0 when the rules give none.
    max_moves: int


class Game:
    """A game of the catalogue with its parameters (immutable). Games compare equal,
    and hash alike, when they have the same name and effective parameters.

    Game(name, params) takes the parameters as text ("key=value;key=value"),
    Game(name, **params) as keywords; CG_ENOGAME (NoGameError) for a name the
    catalogue does not have, CG_EINVAL or CG_EPARSE for bad parameters."""

    __slots__ = ("_handle", "_ptr", "_moves_cap", "_name", "_params", "num_players",
                 "max_moves", "__weakref__")

    def __init__(self, name: str, params: Optional[str] = None, **kwargs: Any) -> None:
        """cg_game_new(name, params)."""
        if not isinstance(name, str):
            raise TypeError("Game: the game name must be a str, not %s" % type(name).__name__)
        if params is not None and kwargs:
            raise TypeError("Game: give parameters as text or as keyword arguments, not both")
        if params is not None and not isinstance(params, str):
            raise TypeError("Game: params must be a str, not %s" % type(params).__name__)
        params_text = params if params is not None else _encode_params(kwargs)
        handle = _c.c_void_p()
        check(_lib.cg_game_new(text(name, "name", "Game"),
                               text(params_text, "params", "Game") if params_text else None,
                               _c.byref(handle)))
        self._adopt(handle, name)

    def _adopt(self, handle: _c.c_void_p, name: str) -> None:
        """Takes the cg_game just made (handle) and reads what it says of itself."""
        self._handle = handle.value
        self._ptr = handle.value if speedups is not None else handle  # for the fast calls
        self._name = name
        self._params = read_text(_lib.cg_game_params, self._handle)
        #: Players of the game (1 or 2).
        self.num_players: int = _lib.cg_game_num_players(self._handle)
        #: An upper bound on the number of legal moves in any state.
        self.max_moves: int = _lib.cg_game_max_moves(self._handle)
        cap = max(1, self.max_moves)  # a state's move buffer
        self._moves_cap = cap if speedups is not None else _c.c_size_t(cap)

    def __del__(self) -> None:
        """cg_game_free, once nothing (no state, batch or bot) uses the game."""
        handle = getattr(self, "_handle", None)
        if handle:
            _lib.cg_game_free(handle)
            self._handle = None

    @property
    def handle(self) -> int:
        """The cg_game pointer, for the typed functions of a game's header."""
        return self._handle  # type: ignore[return-value]

    @property
    def name(self) -> str:
        """The game's name in the catalogue ("war")."""
        return self._name

    @property
    def params(self) -> str:
        """The effective parameters as text, every key with its value."""
        return self._params

    @property
    def info(self) -> GameInfo:
        """The game's traits (cg_game_info_get): title, players, chance, hidden
        information, zero- or constant-sum, bounds of returns and of moves."""
        raw = _CGameInfo(size=ctypes.sizeof(_CGameInfo))
        check(_lib.cg_game_info_get(self._handle, ctypes.byref(raw)))
        flags = int(raw.flags)
        return GameInfo(
            name=raw.name.decode(), title=raw.title.decode("utf-8", "replace"),
            num_players=int(raw.num_players), flags=flags,
            chance=bool(flags & _C.CG_GAME_CHANCE), hidden=bool(flags & _C.CG_GAME_HIDDEN),
            zero_sum=bool(flags & _C.CG_GAME_ZERO_SUM),
            constant_sum=bool(flags & _C.CG_GAME_CONSTANT_SUM),
            terminal_only=bool(flags & _C.CG_GAME_TERMINAL_ONLY),
            min_return=float(raw.min_return), max_return=float(raw.max_return),
            max_moves=int(raw.max_moves))

    # ---- 1.1: dense actions and observations ----
    @property
    def action_count(self) -> int:
        """Actions are 0..action_count-1, one per move code that can be legal."""
        return int(_lib.cg_game_action_count(self._handle))

    @property
    def observation_shape(self) -> Tuple[int, ...]:
        """The shape of an observation, outermost dimension first."""
        rank = _lib.cg_game_observation_shape(self._handle, None, 0)
        dims = (_c.c_size_t * max(1, rank))()
        _lib.cg_game_observation_shape(self._handle, dims, rank)
        return tuple(int(d) for d in dims[:rank])

    @property
    def observation_size(self) -> int:
        """The number of floats of an observation (the product of its shape)."""
        return int(_lib.cg_game_observation_size(self._handle))

    def action_of(self, move: int) -> int:
        """The dense action of a move code; CG_EINVAL for a code that is no action."""
        move = ranged(move, "move", "Game.action_of", 0, UINT32_MAX)
        action = _c.c_uint32()
        check(_lib.cg_game_action_of(self._handle, move, _c.byref(action)))
        return action.value

    def move_of(self, action: int) -> int:
        """The move code of a dense action (0..action_count-1)."""
        action = ranged(action, "action", "Game.move_of", 0, self.action_count - 1)
        move = _c.c_uint32()
        check(_lib.cg_game_move_of(self._handle, action, _c.byref(move)))
        return move.value

    # ---- states ----
    def new_state(self, seed: Optional[int] = 0) -> "State":
        """A new match, its chance drawn from seed (0..2**64-1; None: from the OS)."""
        if type(seed) is not int or not 0 <= seed < SEED_LIMIT:  # the common case first
            seed = seed_of(seed, "seed", "Game.new_state")
        handle = _fast_new(self._ptr, seed)
        if handle < 0:
            raise Error(-handle, last_error())
        return _state_of(self, handle)

    def load(self, saved: Union[str, bytes]) -> "State":
        """A state from its saved form (State.save), as str or bytes."""
        data = text(saved, "saved", "Game.load", allow_bytes=True)
        handle = _c.c_void_p()
        check(_lib.cg_state_load(self._handle, data, _c.byref(handle)))
        return _state_of(self, handle.value or 0)

    # ---- equality, pickling ----
    def __eq__(self, other: object) -> bool:
        """Same name and same effective parameters."""
        if not isinstance(other, Game):
            return NotImplemented
        return self._name == other._name and self._params == other._params

    def __hash__(self) -> int:
        """The hash of (name, params)."""
        return hash((self._name, self._params))

    def __reduce__(self) -> Tuple[Any, ...]:
        """Pickles by name and parameters."""
        return (Game, (self._name, self._params))

    def __repr__(self) -> str:
        """Game('war', 'facedown=3;...')."""
        return "Game(%r, %r)" % (self._name, self._params)


def _load_state(game: Game, saved: str) -> "State":
    """Unpickles a state: game.load(saved)."""
    return game.load(saved)


_new_object = object.__new__


def _state_of(game: Game, handle: int, owner: Any = None) -> "State":
    """The State over a cg_state: its own (freed with it) when owner is None,
    else owner's (a batch, or a running ability), which keeps the memory."""
    state: State = _new_object(State)
    state.game = game
    state._handle = handle
    state._ptr = handle if speedups is not None else _c.c_void_p(handle)  # the fast calls'
    state._moves = None  # a move buffer, made at the first listing
    state._owner = owner
    return state


class State:
    """One match of a game, made by Game.new_state, Game.load or State.clone (or
    handed out by a VectorEnv). Holds a reference to its Game so that it outlives
    it. A state belongs to one thread at a time."""

    __slots__ = ("game", "_handle", "_ptr", "_moves", "_owner", "__weakref__")

    game: Game
    _handle: int
    _ptr: Any      # what the fast calls take: an int for _speedups, a c_void_p for ctypes
    _moves: Any    # a move buffer (ctypes), or why a released state was released
    _owner: Any    # a batch or a running ability that owns the memory, or None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """States are not made from handles: see Game.new_state."""
        raise TypeError("cardgames.State is not made directly: use Game.new_state, "
                        "Game.load or State.clone")

    def __del__(self) -> None:
        """cg_state_free of a state of its own."""
        try:
            if self._owner is None:
                _fast_free(self._ptr)
        except AttributeError:  # a State that was never made
            return

    def _release(self, reason: str) -> None:
        """Makes this state (owned by a batch or an ability) unusable: every later use
        raises InvalidArgumentError saying why; its owner's memory stays."""
        if type(self) is State:
            self.__class__ = _ReleasedState
            self._moves = reason

    @property
    def handle(self) -> int:
        """The cg_state pointer, for the typed functions of a game's header."""
        return self._handle

    # ---- queries ----
    @property
    def current_player(self) -> int:
        """The player to move, PLAYER_NONE once the game is over."""
        return _fast_current_player(self._ptr)  # type: ignore[no-any-return]

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return _fast_is_terminal(self._ptr)  # type: ignore[no-any-return]

    @property
    def winner(self) -> int:
        """The winner, PLAYER_NONE while the game runs, for a draw or a lost solo game."""
        return int(_lib.cg_state_winner(self._handle))

    @property
    def move_number(self) -> int:
        """Moves applied since the state was made (it stops at 2**32-1)."""
        return int(_lib.cg_state_move_number(self._handle))

    @overload
    def returns(self, player: None = None) -> List[float]: ...

    @overload
    def returns(self, player: int) -> float: ...

    def returns(self, player: Optional[int] = None) -> Union[float, List[float]]:
        """+1 win, -1 loss, 0 otherwise; a list over every player when player is None."""
        if player is None:
            handle = self._handle
            return [float(_lib.cg_state_returns(handle, p)) for p in range(self.game.num_players)]
        player = ranged(player, "player", "State.returns", 0, self.game.num_players - 1)
        return float(_lib.cg_state_returns(self._handle, player))

    # ---- moves ----
    def legal_moves(self) -> List[int]:
        """The codes of the legal moves, ascending; [] once the game is over."""
        if _speedy_legal_moves is not None:
            return _speedy_legal_moves(self._ptr, self.game._moves_cap)  # type: ignore
        moves = self._moves
        if moves is None:
            moves = self._moves = (_c.c_uint32 * max(1, self.game.max_moves))()
        return moves[:_fast_legal_moves(self._ptr, moves, self.game._moves_cap)]  # type: ignore

    def is_legal(self, move: Move) -> bool:
        """Whether move (a code or a text) is legal now: False for a code out of
        0..2**32-1 and for text that names no move."""
        if isinstance(move, str):
            try:
                data = text(move, "move", "State.is_legal")
            except InvalidArgumentError:  # a NUL, or no Unicode: no move
                return False
            code = _c.c_uint32()
            return bool(_lib.cg_move_from_string(self._handle, data, _c.byref(code)) == 0)
        number = integer(move, "move", "State.is_legal")
        if not 0 <= number <= UINT32_MAX:
            return False  # no move has that code
        return bool(_lib.cg_state_is_legal(self._handle, number))

    def move_text(self, move: int) -> str:
        """The text of a move code of this state."""
        moved = read_text(_lib.cg_move_to_string, self._handle, self._code(move, "State.move_text"))
        if not moved:
            raise Error(EINVAL, last_error())
        return moved

    def parse_move(self, move_text: str) -> int:
        """The code of a move given as text: ParseError for text that names no move,
        IllegalMoveError for a move that is not legal now."""
        data = text(move_text, "text", "State.parse_move")
        code = _c.c_uint32()
        check(_lib.cg_move_from_string(self._handle, data, _c.byref(code)))
        return code.value

    def _code(self, move: Move, where: str) -> int:
        """A move's code: its text parsed, or an int that a cg_move holds (a wider
        one would be cut to 32 bits by ctypes and name another move)."""
        if isinstance(move, str):
            return self.parse_move(move)
        try:
            number = integer(move, "move", where)
        except TypeError:
            raise TypeError("%s: a move is an int or a str, not %s"
                            % (where, type(move).__name__)) from None
        if not 0 <= number <= UINT32_MAX:
            raise Error(_EILLEGAL, "%s: %d is not a move (codes are 0..%d)"
                        % (where, number, UINT32_MAX))
        return number

    def apply(self, move: Move) -> None:
        """Applies a move given as a code or as its text: IllegalMoveError when it is
        not legal, GameOverError once the game is over; the state is then unchanged."""
        if type(move) is int and 0 <= move < INT_LIMIT:
            status = _fast_apply(self._ptr, move)
        else:
            status = _lib.cg_state_apply(self._handle, self._code(move, "State.apply"))
        if status:
            raise Error(status, last_error())

    def playout(self, seed: Optional[int] = 0, max_moves: int = UINT32_MAX,
                reseed: bool = True) -> int:
        """Random legal moves until the end (or max_moves, 0..2**32-1); returns the
        number made. With reseed (the default) the state's generator is first
        reseeded from a seed derived from seed, so that the chance of the playout is
        a fresh sample rather than the future the state's generator already holds."""
        seed = seed_of(seed, "seed", "State.playout")
        max_moves = ranged(max_moves, "max_moves", "State.playout", 0, UINT32_MAX)
        if reseed:
            check(_lib.cg_state_reseed(self._handle, _lib.cg_seed_derive(seed, 1)))
        made = _c.c_uint32()
        check(_lib.cg_state_playout(self._handle, seed, max_moves, _c.byref(made)))
        return made.value

    # ---- 1.1: information and chance ----
    def reseed(self, seed: Optional[int]) -> None:
        """Replaces the state's generator: later chance follows the new seed."""
        check(_lib.cg_state_reseed(self._handle, seed_of(seed, "seed", "State.reseed")))

    def resample(self, viewer: int, seed: Optional[int]) -> None:
        """Replaces what viewer cannot know with a random completion consistent with
        what viewer has observed, then reseeds (PLAYER_NONE only reseeds)."""
        viewer = ranged(viewer, "viewer", "State.resample", PLAYER_NONE,
                        self.game.num_players - 1)
        check(_lib.cg_state_resample(self._handle, viewer,
                                     seed_of(seed, "seed", "State.resample")))

    # ---- 1.1: masks and observations ----
    @overload
    def legal_mask(self, out: None = None) -> "ByteArray": ...

    @overload
    def legal_mask(self, out: _Out) -> _Out: ...

    def legal_mask(self, out: Any = None) -> Any:
        """One byte per action, 1 when legal (numpy uint8 array, or array.array('B')
        without numpy); out, when given, is filled instead and returned: a buffer of
        exactly action_count uint8, C-contiguous and writable."""
        n = _lib.cg_game_action_count(self.game._handle)
        mask = out if out is not None else _byte_array(n)
        _lib.cg_state_legal_mask(self._handle,
                                 out_buffer(mask, "B", n, "out", "State.legal_mask"), n)
        return mask

    @overload
    def observation(self, player: Optional[int] = None, out: None = None) -> "FloatArray": ...

    @overload
    def observation(self, player: Optional[int], out: _Out) -> _Out: ...

    def observation(self, player: Optional[int] = None, out: Any = None) -> Any:
        """What player (default: the player to move) may know, as floats in [0, 1]
        shaped as game.observation_shape (numpy) or flat (array.array('f')); out,
        when given, is filled instead and returned: a buffer of exactly
        observation_size float32, C-contiguous and writable (any shape)."""
        if player is None:
            player = self.current_player
        player = ranged(player, "player", "State.observation", 0, self.game.num_players - 1)
        size = _lib.cg_game_observation_size(self.game._handle)
        obs = out if out is not None else _float_array(size)
        check(_lib.cg_state_observation(
            self._handle, player, out_buffer(obs, "f", size, "out", "State.observation"), size))
        if out is None and _np is not None:
            return obs.reshape(self.game.observation_shape)
        return obs

    # ---- text and copies ----
    def render(self, viewer: int = PLAYER_NONE) -> str:
        """The state as text for viewer (PLAYER_NONE sees everything, a player what
        that player may know)."""
        viewer = ranged(viewer, "viewer", "State.render", PLAYER_NONE, self.game.num_players - 1)
        rendered = read_text(_lib.cg_state_render, self._handle, viewer)
        if not rendered:
            raise Error(EINVAL, last_error())
        return rendered

    def save(self) -> str:
        """The versioned text form of the whole state (Game.load reads it)."""
        return read_text(_lib.cg_state_save, self._handle)

    def clone(self) -> "State":
        """An independent copy (a state of its own, even of a VectorEnv's state)."""
        handle = _c.c_void_p()
        check(_lib.cg_state_clone(self._handle, _c.byref(handle)))
        return _state_of(self.game, handle.value or 0)

    def copy_from(self, other: "State") -> None:
        """Makes this state equal to other (a state of an equal game), without
        allocating."""
        if not isinstance(other, State):
            raise TypeError("State.copy_from: other must be a cardgames.State, not %s"
                            % type(other).__name__)
        check(_lib.cg_state_copy(self._handle, other._handle))

    def __copy__(self) -> "State":
        """clone()."""
        return self.clone()

    def __deepcopy__(self, memo: Dict[int, Any]) -> "State":
        """clone()."""
        return self.clone()

    def __reduce__(self) -> Tuple[Any, ...]:
        """Pickles through the saved form: the copy is a state of its own."""
        return (_load_state, (self.game, self.save()))

    def __eq__(self, other: object) -> bool:
        """Whether both states are the same position (cg_state_equal)."""
        if not isinstance(other, State):
            return NotImplemented
        return bool(_lib.cg_state_equal(self._handle, other._handle))

    def __hash__(self) -> int:
        """cg_state_hash: equal states hash alike."""
        return int(_lib.cg_state_hash(self._handle))

    def __str__(self) -> str:
        """render(): the whole state."""
        return self.render()

    def __repr__(self) -> str:
        """<cardgames.State war move 12>."""
        return "<cardgames.State %s move %d>" % (self.game.name, self.move_number)


class _ReleasedState(State):
    """A State whose owner (a VectorEnv reset or closed, an ability that returned)
    took its memory back: every use raises InvalidArgumentError. _moves keeps why."""

    __slots__ = ()

    def __getattribute__(self, name: str) -> Any:
        """Only what collection and repr need; anything else raises."""
        if name in ("__class__", "_owner", "_moves", "_release"):
            return object.__getattribute__(self, name)
        raise invalid("cardgames.State: %s" % object.__getattribute__(self, "_moves"))

    def __del__(self) -> None:
        """Its owner frees the memory."""

    def __repr__(self) -> str:
        """<cardgames.State (released: why)>."""
        return "<cardgames.State (released: %s)>" % object.__getattribute__(self, "_moves")


from .vector import VectorEnv  # noqa: E402  (needs Game)
from .bots import Bot, bot_names  # noqa: E402
from . import arena  # noqa: E402
