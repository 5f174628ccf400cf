"""Many states of one game stepped together at C speed, the way learning code
expects (Gymnasium's vector API, EnvPool, pgx):

    env = cardgames.VectorEnv("shephy", 1024, seed=1, num_threads=2)
    observations, masks, players = env.reset(seed=1)
    observations, masks, returns, done, players = env.step(actions)

Arrays are numpy arrays over the C buffers, without copies, when numpy is
installed, and otherwise memoryviews (one dimension) or Rows (rows[i] a flat
memoryview of row i); both are overwritten by the next call, so
copy what you keep. observations has the shape (size, *observation_shape) as
float32, masks (size, num_actions) as uint8, returns (size, num_players) as
float32 (non-zero only where done), done (size,) as uint8, players (size,) as
int32 (the player to move in each state; -1 only for a state whose game ended
and waits for its next one, under autoreset="next_step" or "disabled").

1.2: VectorEnv(..., autoreset="same_step" | "next_step" | "disabled",
max_moves=0, bots={seat: "name" or ("name", "params")}) sets the batch's
autoreset mode (cg_batch_set_autoreset: "same_step", the default, starts the
next game in the step that ended one; "next_step" leaves the final state for
one step, as Gymnasium 1.x's vector environments do), its move cap
(cg_batch_set_max_moves: a game stopped by it is done with zero returns and
flagged in env.truncated) and the catalogue's bots that play seats inside
the library (cg_batch_set_bot). env.autoreset and env.max_moves read them back.

A step is one call of the library (cg_batch_step_observe: the actions applied,
then the observations, masks and players to move of the states they leave, in
one pass), made without the interpreter lock.

num_threads=N steps N ranges of the batch on N threads inside the library
(cg_batch_set_threads: the calling thread and N - 1 of the batch's own, which
wait between steps by spinning some tens of milliseconds, then sleep); every state
follows its own seed sequence, so the results are those of one thread for the
same seed.

Threads and lifetimes: a VectorEnv serialises its calls (reset, step, state,
close) with a lock, so that a second thread entering one waits for the first
to leave; it never crashes. A state it hands out (env.state(i)) is one of its
states: it changes with every step, and raises cardgames.InvalidArgumentError
once the VectorEnv is reset or closed (the memory behind it stays valid as long
as such a state exists, whatever the order of reset, close and collection).
A VectorEnv cannot be pickled or copied (TypeError): make a new one.
"""

from __future__ import annotations

import ctypes
import threading
import weakref
from typing import (TYPE_CHECKING, Any, Dict, Iterator, List, Optional, Sequence, Tuple, Union,
                    cast)

from ._args import invalid, integer, ranged, seed_of
from ._errors import Error, status_code
from ._native import check, constants as C, library

_np: Any
try:
    import numpy as _np
except ImportError:  # pragma: no cover - exercised by the tests that hide numpy
    _np = None

__all__ = ["Rows", "VectorEnv", "AUTORESET_MODES"]

if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

    from . import State

    #: observations and returns: numpy arrays, or Rows without numpy.
    FloatRows = Union[NDArray[numpy.float32], "Rows"]
    #: masks: a numpy array, or Rows without numpy.
    ByteRows = Union[NDArray[numpy.uint8], "Rows"]
    #: done: a numpy array, or a memoryview without numpy.
    ByteColumn = Union[NDArray[numpy.uint8], memoryview]
    #: players: a numpy array, or a memoryview without numpy.
    IntColumn = Union[NDArray[numpy.int32], memoryview]
    #: actions: a numpy array of integers, or a sequence of ints.
    Actions = Union[NDArray[numpy.integer[Any]], Sequence[int]]

_c = ctypes
_lib = library
_EILLEGAL = status_code("CG_EILLEGAL")
_THREADS_MAX: int = C.CG_BATCH_THREADS_MAX
_SIZE_MAX = 2 ** 31 - 1  # far beyond memory for any game; the library checks the rest


#: The autoreset modes (cg_autoreset) by name.
AUTORESET_MODES: Dict[str, int] = {"same_step": C.CG_AUTORESET_SAME_STEP,
                                   "next_step": C.CG_AUTORESET_NEXT_STEP,
                                   "disabled": C.CG_AUTORESET_DISABLED}
_MODE_NAMES = {v: k for k, v in AUTORESET_MODES.items()}


def _bots_of(bots: Any, players: int) -> List[Tuple[int, bytes, Optional[bytes]]]:
    """VectorEnv's bots= as (seat, name, params) for cg_batch_set_bot."""
    from ._args import text
    if bots is None:
        return []
    if not isinstance(bots, dict):
        raise TypeError("VectorEnv: bots must be a dict {seat: name or (name, params)}, not %s"
                        % type(bots).__name__)
    out = []
    for seat, bot in bots.items():
        seat = ranged(seat, "a bot's seat", "VectorEnv", 0, players - 1)
        name, params = (bot, None) if isinstance(bot, str) else tuple(bot)
        out.append((seat, text(name, "a bot's name", "VectorEnv"),
                    None if params is None else text(params, "a bot's params", "VectorEnv")))
    return out


class Rows:
    """The rows of a C buffer without numpy: rows[i] is row i as a flat memoryview
    (rows[i][j] or rows[i, j] one element), len(rows) the number of rows, shape
    and format those of the whole, tolist() a copy as nested lists."""

    def __init__(self, flat: memoryview, shape: Sequence[int]) -> None:
        """Rows of flat (a one-dimensional memoryview) in shape."""
        self._flat = flat
        #: The shape of the whole, rows first.
        self.shape: Tuple[int, ...] = tuple(shape)
        #: The struct format of an element ("f", "B", "i").
        self.format = flat.format
        self._width = 1
        for n in self.shape[1:]:
            self._width *= n

    def __len__(self) -> int:
        """The number of rows."""
        return self.shape[0]

    def __getitem__(self, index: Any) -> Any:
        """rows[i]: row i (a flat memoryview); rows[i, j]: element j of row i."""
        if isinstance(index, tuple):
            row, column = index
            return self._row(row)[column]
        return self._row(index)

    def _row(self, i: Any) -> memoryview:
        i = integer(i, "row", "Rows")
        if not -len(self) <= i < len(self):
            raise IndexError("row %d of %d" % (i, len(self)))
        i %= len(self)
        return self._flat[i * self._width:(i + 1) * self._width]

    def __iter__(self) -> Iterator[memoryview]:
        """The rows in order."""
        return (self._row(i) for i in range(len(self)))

    def tolist(self) -> List[List[Any]]:
        """A copy as a list of lists."""
        return [row.tolist() for row in self]


def _view(raw: Any, fmt: str, shape: Sequence[int], dtype: Any) -> Any:
    """A numpy array over the first elements of the ctypes buffer raw, or without
    numpy a memoryview (one dimension) or Rows (more), without copying."""
    count = 1
    for n in shape:
        count *= n
    if _np is not None:
        return _np.frombuffer(raw, dtype=dtype)[:count].reshape(shape)
    flat = cast(Any, memoryview(raw).cast("B")).cast(fmt)[:count]
    return Rows(flat, shape) if len(shape) > 1 else flat


def _as_array(actions: Any) -> Any:
    """actions as a numpy array (None without numpy, or for a ragged sequence)."""
    if _np is None:
        return None
    try:
        return _np.asarray(actions)
    except ValueError:
        return None


class _Batch:
    """A cg_batch and the Game it was made from, freed when neither its VectorEnv
    nor any state it handed out holds it any longer."""

    __slots__ = ("handle", "game", "__weakref__")

    def __init__(self, game: Any, size: int, seed: int, threads: int, autoreset: int = 0,
                 max_moves: int = 0, bots: Sequence[Tuple[int, bytes, Optional[bytes]]] = ()
                 ) -> None:
        """cg_batch_new, then cg_batch_set_threads when threads > 1, the autoreset
        mode, the cap and the bots."""
        self.handle: Optional[int] = None
        self.game = game
        handle = _c.c_void_p()
        check(_lib.cg_batch_new(game.handle, size, seed, _c.byref(handle)))
        self.handle = handle.value
        if threads > 1:
            check(_lib.cg_batch_set_threads(self.handle, threads))
        check(_lib.cg_batch_set_autoreset(self.handle, autoreset))
        check(_lib.cg_batch_set_max_moves(self.handle, max_moves))
        for seat, name, params in bots:
            check(_lib.cg_batch_set_bot(self.handle, seat, name, params))

    def stop_threads(self) -> None:
        """The batch's threads stopped (its states stay)."""
        if self.handle and _lib.cg_batch_threads(self.handle) > 1:
            _lib.cg_batch_set_threads(self.handle, 1)

    def __del__(self) -> None:
        """cg_batch_free."""
        handle = getattr(self, "handle", None)
        if handle:
            _lib.cg_batch_free(handle)
            self.handle = None

    def __reduce__(self) -> Tuple[Any, ...]:
        """Refused: a batch is memory of this process."""
        raise TypeError("a cardgames batch cannot be pickled or copied")


class VectorEnv:
    """size states of a game, observed and stepped together by dense actions; a
    state whose game ends starts the next game of its seed sequence at once.

    VectorEnv(game, size, seed=0, num_threads=1, autoreset="same_step",
    max_moves=0, bots=None, **params): game is a name (with its parameters as
    keywords) or a cardgames.Game; size 0..2**31-1; seed 0..2**64-1 (None: from
    the OS); num_threads 1..256; autoreset one of AUTORESET_MODES; max_moves
    0..2**32-1 (0: no cap); bots a dict {seat: name or (name, params)} of the
    catalogue's bots playing those seats inside the library."""

    def __init__(self, game: Union[str, Any], size: int, seed: Optional[int] = 0,
                 num_threads: int = 1, autoreset: str = "same_step", max_moves: int = 0,
                 bots: Optional[Dict[int, Union[str, Tuple[str, Optional[str]]]]] = None,
                 **params: Any) -> None:
        """Makes the batch and observes it (reset(seed))."""
        from . import Game
        if isinstance(game, str):
            game = Game(game, **params)
        elif params:
            raise TypeError("VectorEnv: parameters are given with the game's name, not with "
                            "a Game")
        if not isinstance(game, Game):
            raise TypeError("VectorEnv: game must be a name or a cardgames.Game, not %s"
                            % type(game).__name__)
        size = ranged(size, "size", "VectorEnv", 0, _SIZE_MAX)
        num_threads = ranged(num_threads, "num_threads", "VectorEnv", 1, _THREADS_MAX)
        if not isinstance(autoreset, str) or autoreset not in AUTORESET_MODES:
            raise invalid("VectorEnv: autoreset must be one of %s, not %r"
                          % (", ".join(AUTORESET_MODES), autoreset))
        self._autoreset = AUTORESET_MODES[autoreset]
        self._max_moves = ranged(max_moves, "max_moves", "VectorEnv", 0, 2 ** 32 - 1)
        self._bots = _bots_of(bots, game.num_players)
        self._lock = threading.Lock()
        self._owner: Optional[_Batch] = None
        self._batch: Optional[int] = None  # the cg_batch pointer while open
        self._views: "weakref.WeakSet[Any]" = weakref.WeakSet()
        #: The game of every state.
        self.game = game
        #: The number of states.
        self.size = size
        #: Threads stepping the batch (at most one per state).
        self.num_threads = min(num_threads, max(1, size))
        #: Actions per state: 0..num_actions-1.
        self.num_actions = game.action_count
        #: The shape of one state's observation.
        self.observation_shape: Tuple[int, ...] = game.observation_shape
        #: Floats of one state's observation.
        self.observation_size = game.observation_size
        #: Players of the game.
        self.num_players = game.num_players
        #: The seed of the last reset.
        self.seed = 0
        self._make_buffers()
        self.reset(seed)

    def _make_buffers(self) -> None:
        """The C buffers every call fills, and the arrays over them."""
        size, n = self.size, max(1, self.size)
        self._obs_raw = (_c.c_float * (n * self.observation_size))()
        self._masks_raw = (_c.c_uint8 * (n * self.num_actions))()
        self._returns_raw = (_c.c_float * (n * self.num_players))()
        self._done_raw = (_c.c_uint8 * n)()
        self._players_raw = (_c.c_int32 * n)()
        self._actions_raw = (_c.c_uint32 * n)()
        self._truncated_raw = (_c.c_uint8 * n)()
        numpy = _np is not None
        #: Observations of the player to move in each state, (size, *observation_shape).
        self.observations: FloatRows = _view(self._obs_raw, "f", (size,) + self.observation_shape,
                                  _np.float32 if numpy else None)
        #: Legal masks, (size, num_actions) uint8.
        self.masks: ByteRows = _view(self._masks_raw, "B", (size, self.num_actions),
                           _np.uint8 if numpy else None)
        #: Returns of the games the last step ended, (size, num_players) float32.
        self.returns: FloatRows = _view(self._returns_raw, "f", (size, self.num_players),
                             _np.float32 if numpy else None)
        #: 1 where the last step ended a game, (size,) uint8.
        self.done: ByteColumn = _view(self._done_raw, "B", (size,), _np.uint8 if numpy else None)
        #: The player to move in each state, (size,) int32.
        self.players: IntColumn = _view(self._players_raw, "i", (size,), _np.int32 if numpy else None)
        self._actions = _view(self._actions_raw, "I", (size,), _np.uint32 if numpy else None)
        #: 1 where the last step stopped a game at max_moves (done too), (size,) uint8.
        self.truncated: ByteColumn = _view(self._truncated_raw, "B", (size,),
                                           _np.uint8 if numpy else None)

    # ---- life cycle ----
    def reset(self, seed: Optional[int] = None) -> "Tuple[FloatRows, ByteRows, IntColumn]":
        """Starts every state anew (state i from cg_seed_derive(seed, i)); None draws a
        seed from the OS. The states handed out before are released. Returns
        observations, masks, players."""
        seed = seed_of(seed, "seed", "VectorEnv.reset")
        with self._lock:
            batch = _Batch(self.game, self.size, seed, self.num_threads, self._autoreset,
                           self._max_moves, self._bots)
            _c.memset(self._truncated_raw, 0, _c.sizeof(self._truncated_raw))
            self._let_go("its VectorEnv was reset: take env.state(i) again")
            self._owner, self._batch = batch, batch.handle
            self.seed = seed
            check(_lib.cg_batch_observe(self._batch, self._obs_raw, self._masks_raw,
                                        self._players_raw))
        return self.observations, self.masks, self.players

    def close(self) -> None:
        """Releases the states handed out, stops the threads and lets the batch go
        (also done when collected). A closed VectorEnv refuses step and state."""
        with self._lock:
            self._let_go("its VectorEnv was closed")

    def _let_go(self, reason: str) -> None:
        """Releases the states handed out and drops the batch (the lock is held)."""
        for view in list(self._views):
            view._release(reason)
        self._views = weakref.WeakSet()
        if self._owner is not None:
            self._owner.stop_threads()
        self._owner, self._batch = None, None

    def __del__(self) -> None:
        """close()."""
        if getattr(self, "_lock", None) is not None:
            self.close()

    def __enter__(self) -> "VectorEnv":
        """The VectorEnv itself; closed on leaving."""
        return self

    def __exit__(self, *exc: Any) -> None:
        """close()."""
        self.close()

    def __reduce__(self) -> Tuple[Any, ...]:
        """Refused: a VectorEnv is memory and threads of this process."""
        raise TypeError("a VectorEnv cannot be pickled or copied: make a new one from its "
                        "game, size and seed")

    # ---- stepping ----
    def step(self, actions: "Actions") -> \
            "Tuple[FloatRows, ByteRows, FloatRows, ByteColumn, IntColumn]":
        """Applies actions[i] (an action of state i's player to move) to every state.
        An action that is not legal raises IllegalMoveError (CG_EILLEGAL, naming
        its index) and changes nothing. Returns observations, masks, returns, done,
        players."""
        with self._lock:
            if self._batch is None:
                raise invalid("VectorEnv.step: the VectorEnv is closed")
            self._set_actions(actions)
            check(_lib.cg_batch_step_observe(self._batch, self._actions_raw, self._returns_raw,
                                             self._done_raw, self._obs_raw, self._masks_raw,
                                             self._players_raw))
            check(_lib.cg_batch_truncated(self._batch, self._truncated_raw))
        return self.observations, self.masks, self.returns, self.done, self.players

    def _set_actions(self, actions: Any) -> None:
        """Copies actions into the C buffer, each checked to be an int of 0..num_actions-1."""
        try:
            count = len(actions)
        except TypeError:
            raise TypeError("VectorEnv.step: actions must be a sequence of %d ints, not %s"
                            % (self.size, type(actions).__name__)) from None
        if count != self.size:
            raise invalid("VectorEnv.step: %d actions for %d states" % (count, self.size))
        chosen = _as_array(actions) if self.size else None
        if chosen is not None and chosen.dtype.kind in "iu":
            if chosen.ndim != 1:
                raise invalid("VectorEnv.step: actions must be one-dimensional, not of shape "
                              "%s" % (chosen.shape,))
            self._set_array(chosen)
            return
        if chosen is not None and chosen.dtype.kind != "O":
            raise TypeError("VectorEnv.step: actions must be integers, not %s" % chosen.dtype)
        for i, a in enumerate(actions):
            self._actions_raw[i] = self._action(integer(a, "action %d" % i, "VectorEnv.step"), i)

    def _set_array(self, chosen: Any) -> None:
        """The numpy path: the library checks every action's range and legality;
        checked here is only what the copy into uint32 would hide (negative values,
        values past 32 bits): nothing for unsigned types of 32 bits or fewer."""
        hides = chosen.dtype.kind == "i" or chosen.dtype.itemsize > 4
        if hides and (chosen.min() < 0 or chosen.max() >= self.num_actions):
            bad = int(_np.argmax((chosen < 0) | (chosen >= self.num_actions)))
            self._action(int(chosen[bad]), bad)
        self._actions[:] = chosen

    def _action(self, action: int, i: int) -> int:
        """action when it is one: IllegalMoveError naming state i otherwise."""
        if not 0 <= action < self.num_actions:
            raise Error(_EILLEGAL, "VectorEnv.step: action %d for state %d is out of range "
                        "(0..%d)" % (action, i, self.num_actions - 1))
        return action

    @property
    def autoreset(self) -> str:
        """The batch's autoreset mode (cg_batch_autoreset): a key of AUTORESET_MODES."""
        return _MODE_NAMES[self._autoreset]

    @property
    def max_moves(self) -> int:
        """The batch's move cap (cg_batch_max_moves); 0: none."""
        return self._max_moves

    # ---- the states ----
    def state(self, index: int) -> "State":
        """The index-th state (0..size-1), one of the environment's: read it, or apply
        moves to it; it raises InvalidArgumentError after the next reset or close."""
        from . import _state_of
        index = integer(index, "index", "VectorEnv.state")
        with self._lock:
            if self._batch is None:
                raise invalid("VectorEnv.state: the VectorEnv is closed")
            if not 0 <= index < self.size:
                raise IndexError("VectorEnv.state: index %d is out of range (0..%d)"
                                 % (index, self.size - 1))
            view = _state_of(self.game, _lib.cg_batch_state(self._batch, index), self._owner)
            self._views.add(view)
        return view

    def __len__(self) -> int:
        """size."""
        return self.size

    def __repr__(self) -> str:
        """VectorEnv(Game(...), size, num_threads=n)."""
        return "VectorEnv(%r, %d, num_threads=%d)" % (self.game, self.size, self.num_threads)
