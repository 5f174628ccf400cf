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

Failures raise cardgames.Error, whose .status is the cg_status name and whose
.message is cg_last_error(). Wrong Python types raise TypeError, seeds out of
0..2**64-1 ValueError.

The library is found through the CARDGAMES_LIBRARY environment variable (a path),
then where meson installed it, then beside the package (a wheel), then by the
system loader.
"""

from __future__ import annotations

import ctypes
from typing import Any, Dict, List, Optional, Tuple, Union

from ._native import (API_VERSION, INT_LIMIT, PLAYER_NONE, SEED_LIMIT, Error, check, fast,
                      last_error, library, read_text, seed_derive, seed_of, speedups)

__all__ = [
    "Error", "Game", "State", "games", "version", "PLAYER_NONE", "library", "API_VERSION",
    "VectorEnv", "check", "read_text", "last_error", "seed_derive", "Move", "Bot", "bot_names",
    "arena",
]

#: A move: its code or its text.
Move = Union[int, str]

_c = ctypes
_lib = library
_EILLEGAL = 2
_MOVE_MAX = 2 ** 32 - 1  # a cg_move is a uint32_t
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
        return -status if status else ptr.value  # type: ignore[no-any-return]

    _fast_free = fast.cg_state_free
    _fast_is_terminal = fast.cg_state_is_terminal
    _fast_current_player = fast.cg_state_current_player
    _fast_apply = fast.cg_state_apply
    _speedy_legal_moves = None
_fast_legal_moves = fast.cg_state_legal_moves

try:  # numpy is optional: arrays when it is there, array.array otherwise
    import numpy as _np
except ImportError:  # pragma: no cover - exercised by the tests that hide numpy
    _np = None


def version() -> str:
    """The loaded library's version string, e.g. '1.1.0'."""
    return str(_lib.cg_version_string().decode())


def games() -> List[str]:
    """The names of the games in the catalogue."""
    return [_lib.cg_game_name_at(i).decode() for i in range(_lib.cg_game_count())]


def _encode_params(params: Dict[str, Any]) -> str:
    parts = []
    for key, value in params.items():
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


def _address(buffer: Any) -> int:
    """The address of a numpy array's or array.array's first element."""
    if _np is not None and isinstance(buffer, _np.ndarray):
        return int(buffer.ctypes.data)
    return int(buffer.buffer_info()[0])


class Game:
    """A game of the catalogue with its parameters (immutable). Games compare equal,
    and hash alike, when they have the same name and effective parameters."""

    __slots__ = ("_handle", "_ptr", "_moves_cap", "_name", "_params", "num_players",
                 "max_moves", "__weakref__")

    def __init__(self, name: str, params: Optional[str] = None, **kwargs: Any) -> None:
        if not isinstance(name, str):
            raise TypeError("the game name must be a str, not %s" % type(name).__name__)
        if params is not None and kwargs:
            raise TypeError("give parameters as text or as keyword arguments, not both")
        if params is not None and not isinstance(params, str):
            raise TypeError("params must be a str, not %s" % type(params).__name__)
        text = params if params is not None else _encode_params(kwargs)
        handle = _c.c_void_p()
        check(_lib.cg_game_new(name.encode(), text.encode() if text else None,
                               _c.byref(handle)))
        self._adopt(handle, name)

    def _adopt(self, handle: _c.c_void_p, name: str) -> None:
        """Takes the cg_game just made (handle) and reads what it says of itself."""
        self._handle = handle.value
        self._ptr = handle.value if speedups is not None else handle  # for the fast calls
        self._name = name
        self._params = read_text(_lib.cg_game_params, self._handle)
        self.num_players: int = _lib.cg_game_num_players(self._handle)
        self.max_moves: int = _lib.cg_game_max_moves(self._handle)
        cap = max(1, self.max_moves)  # a state's move buffer
        self._moves_cap = cap if speedups is not None else _c.c_size_t(cap)

    def __del__(self) -> None:
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
        return self._name

    @property
    def params(self) -> str:
        """The effective parameters as text, every key with its value."""
        return self._params

    # ---- 1.1: dense actions and observations ----
    @property
    def action_count(self) -> int:
        """Actions are 0..action_count-1, one per move code that can be legal."""
        return int(_lib.cg_game_action_count(self._handle))

    @property
    def observation_shape(self) -> Tuple[int, ...]:
        dims = (_c.c_size_t * 8)()
        rank = _lib.cg_game_observation_shape(self._handle, dims, 8)
        return tuple(int(d) for d in dims[:rank])

    @property
    def observation_size(self) -> int:
        return int(_lib.cg_game_observation_size(self._handle))

    def action_of(self, move: int) -> int:
        action = _c.c_uint32()
        check(_lib.cg_game_action_of(self._handle, move, _c.byref(action)))
        return action.value

    def move_of(self, action: int) -> int:
        move = _c.c_uint32()
        check(_lib.cg_game_move_of(self._handle, action, _c.byref(move)))
        return move.value

    # ---- states ----
    def new_state(self, seed: Optional[int] = 0) -> "State":
        if type(seed) is not int or not 0 <= seed < SEED_LIMIT:  # the common case first
            seed = seed_of(seed)
        handle = _fast_new(self._ptr, seed)
        if handle < 0:
            raise Error(-handle, last_error())
        return State(self, handle)

    def load(self, text: str) -> "State":
        """A state from its saved form."""
        handle = _c.c_void_p()
        check(_lib.cg_state_load(self._handle, text.encode(), _c.byref(handle)))
        return State(self, handle.value)

    # ---- equality, pickling ----
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._name == other._name and self._params == other._params

    def __hash__(self) -> int:
        return hash((self._name, self._params))

    def __reduce__(self) -> Tuple[Any, ...]:
        return (Game, (self._name, self._params))

    def __repr__(self) -> str:
        return "Game(%r, %r)" % (self._name, self._params)


def _load_state(game: Game, text: str) -> "State":
    return game.load(text)


class State:
    """One match of a game. Holds a reference to its Game so that it outlives it.
    A state belongs to one thread at a time."""

    __slots__ = ("game", "_handle", "_ptr", "_moves", "_owner")

    def __init__(self, game: Game, handle: int, owner: Any = None) -> None:
        self.game = game
        self._handle = handle
        self._ptr = handle if speedups is not None else _c.c_void_p(handle)  # the fast calls'
        self._moves: Any = None  # a move buffer, made at the first listing
        self._owner = owner      # a batch that owns the state, which then is not freed here

    def __del__(self) -> None:
        try:
            if self._handle and self._owner is None:
                _fast_free(self._ptr)
        except AttributeError:  # __init__ did not finish
            return
        self._handle = None

    @property
    def handle(self) -> int:
        """The cg_state pointer, for the typed functions of a game's header."""
        return self._handle  # type: ignore[return-value]

    # ---- queries ----
    @property
    def current_player(self) -> int:
        return _fast_current_player(self._ptr)  # type: ignore[no-any-return]

    @property
    def is_terminal(self) -> bool:
        return _fast_is_terminal(self._ptr)  # type: ignore[no-any-return]

    @property
    def winner(self) -> int:
        return int(_lib.cg_state_winner(self._handle))

    @property
    def move_number(self) -> int:
        return int(_lib.cg_state_move_number(self._handle))

    def returns(self, player: Optional[int] = None) -> Any:
        """+1 win, -1 loss, 0 otherwise; a list over every player when player is None."""
        if player is None:
            return [_lib.cg_state_returns(self._handle, p) for p in range(self.game.num_players)]
        if not 0 <= player < self.game.num_players:
            raise Error(1, "returns: no player %d in %s (players 0..%d)"
                        % (player, self.game.name, self.game.num_players - 1))
        return float(_lib.cg_state_returns(self._handle, player))

    # ---- moves ----
    def legal_moves(self) -> List[int]:
        if _speedy_legal_moves is not None:
            return _speedy_legal_moves(self._ptr, self.game._moves_cap)  # type: ignore
        moves = self._moves
        if moves is None:
            moves = self._moves = (_c.c_uint32 * max(1, self.game.max_moves))()
        return moves[:_fast_legal_moves(self._ptr, moves, self.game._moves_cap)]  # type: ignore

    def is_legal(self, move: Move) -> bool:
        if type(move) is int and not 0 <= move <= _MOVE_MAX:
            return False  # no move has that code
        return bool(_lib.cg_state_is_legal(self._handle, self._code(move)))

    def move_text(self, move: int) -> str:
        text = read_text(_lib.cg_move_to_string, self._handle, self._code(move))
        if not text:
            raise Error(1, last_error())
        return text

    def parse_move(self, text: str) -> int:
        code = _c.c_uint32()
        check(_lib.cg_move_from_string(self._handle, text.encode(), _c.byref(code)))
        return code.value

    def _code(self, move: Move) -> int:
        """A move's code: its text parsed, or an int that a cg_move holds (a wider
        one would be cut to 32 bits by ctypes and name another move)."""
        if isinstance(move, str):
            return self.parse_move(move)
        if isinstance(move, bool) or not isinstance(move, int):
            raise TypeError("a move is an int or a str, not %s" % type(move).__name__)
        if not 0 <= move <= _MOVE_MAX:
            raise Error(_EILLEGAL, "%s: %d is not a move (codes are 0..%d)"
                        % (self.game.name, move, _MOVE_MAX))
        return move

    def apply(self, move: Move) -> None:
        """Applies a move given as a code or as its text."""
        if type(move) is int and 0 <= move < INT_LIMIT:
            status = _fast_apply(self._ptr, move)
        else:
            status = _lib.cg_state_apply(self._handle, self._code(move))
        if status:
            raise Error(status, last_error())

    def playout(self, seed: Optional[int] = 0, max_moves: int = 2 ** 32 - 1,
                reseed: bool = True) -> int:
        """Random legal moves until the end (or max_moves); returns the number made.
        With reseed (the default) the state's generator is first reseeded from a seed
        derived from seed, so that the chance of the playout is a fresh sample rather
        than the future the state's generator already holds."""
        seed = seed_of(seed)
        if reseed:
            check(_lib.cg_state_reseed(self._handle, _lib.cg_seed_derive(seed, 1)))
        made = _c.c_uint32()
        check(_lib.cg_state_playout(self._handle, seed, max_moves, _c.byref(made)))
        return made.value

    # ---- 1.1: information and chance ----
    def reseed(self, seed: Optional[int]) -> None:
        """Replaces the state's generator: later chance follows the new seed."""
        check(_lib.cg_state_reseed(self._handle, seed_of(seed)))

    def resample(self, viewer: int, seed: Optional[int]) -> None:
        """Replaces what viewer cannot know with a random completion consistent with
        what viewer has observed, then reseeds (PLAYER_NONE only reseeds)."""
        check(_lib.cg_state_resample(self._handle, viewer, seed_of(seed)))

    # ---- 1.1: masks and observations ----
    def legal_mask(self, out: Any = None) -> Any:
        """One byte per action, 1 when legal (numpy uint8 array, or array.array('B')
        without numpy); out, when given, is filled instead."""
        n = _lib.cg_game_action_count(self.game._handle)
        mask = out if out is not None else _byte_array(n)
        if len(mask) < n:
            raise Error(1, "legal_mask: a buffer of %d is smaller than %d" % (len(mask), n))
        _lib.cg_state_legal_mask(self._handle, _address(mask), n)
        return mask

    def observation(self, player: Optional[int] = None, out: Any = None) -> Any:
        """What player (default: the player to move) may know, as floats in [0, 1]
        shaped as game.observation_shape (numpy) or flat (array.array('f'))."""
        if player is None:
            player = self.current_player
        size = _lib.cg_game_observation_size(self.game._handle)
        obs = out if out is not None else _float_array(size)
        check(_lib.cg_state_observation(self._handle, player, _address(obs), len(obs)))
        if out is None and _np is not None:
            return obs.reshape(self.game.observation_shape)
        return obs

    # ---- text and copies ----
    def render(self, viewer: int = PLAYER_NONE) -> str:
        text = read_text(_lib.cg_state_render, self._handle, viewer)
        if not text:
            raise Error(1, last_error())
        return text

    def save(self) -> str:
        return read_text(_lib.cg_state_save, self._handle)

    def clone(self) -> "State":
        handle = _c.c_void_p()
        check(_lib.cg_state_clone(self._handle, _c.byref(handle)))
        return State(self.game, handle.value)

    def copy_from(self, other: "State") -> None:
        """Makes this state equal to other (same game), without allocating."""
        check(_lib.cg_state_copy(self._handle, other._handle))

    def __copy__(self) -> "State":
        return self.clone()

    def __deepcopy__(self, memo: Dict[int, Any]) -> "State":
        return self.clone()

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_load_state, (self.game, self.save()))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return bool(_lib.cg_state_equal(self._handle, other._handle))

    def __hash__(self) -> int:
        return int(_lib.cg_state_hash(self._handle))

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return "<cardgames.State %s move %d>" % (self.game.name, self.move_number)


from .vector import VectorEnv  # noqa: E402  (needs Game)
from .bots import Bot, bot_names  # noqa: E402
from . import arena  # noqa: E402
