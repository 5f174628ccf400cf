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
int32 (the player to move in each state; -1 never occurs, since a state whose
game ends starts the next game at once).

A step is one call of the library (cg_batch_step_observe: the actions applied,
then the observations, masks and players to move of the states they leave, in
one pass), made without the interpreter lock.

num_threads=N steps N ranges of the batch on N threads inside the library
(cg_batch_set_threads: the calling thread and N - 1 of the batch's own, which
wait between steps by spinning some tens of milliseconds, then sleep); every state
follows its own seed sequence, so the results are those of one thread for the
same seed.
"""

from __future__ import annotations

import ctypes
from typing import Any, List, Optional, Sequence, Tuple, Union

from ._native import Error, check, last_error, library, seed_of

try:
    import numpy as _np
except ImportError:  # pragma: no cover - exercised by the tests that hide numpy
    _np = None

__all__ = ["Rows", "VectorEnv"]

_c = ctypes
_lib = library
_EILLEGAL = 2
_THREADS_MAX = 256  # CG_BATCH_THREADS_MAX


class Rows:
    """The rows of a C buffer without numpy: rows[i] is row i as a flat memoryview
    (rows[i][j] or rows[i, j] one element), len(rows) the number of rows, shape
    and format those of the whole, tolist() a copy as nested lists."""

    def __init__(self, flat: memoryview, shape: Sequence[int]) -> None:
        self._flat = flat
        self.shape: Tuple[int, ...] = tuple(shape)
        self.format = flat.format
        self._width = 1
        for n in self.shape[1:]:
            self._width *= n

    def __len__(self) -> int:
        return self.shape[0]

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, tuple):
            row, column = index
            return self._row(row)[column]
        return self._row(index)

    def _row(self, i: int) -> memoryview:
        if not -len(self) <= i < len(self):
            raise IndexError("row %d of %d" % (i, len(self)))
        i %= len(self)
        return self._flat[i * self._width:(i + 1) * self._width]

    def __iter__(self) -> Any:
        return (self._row(i) for i in range(len(self)))

    def tolist(self) -> List[List[Any]]:
        return [row.tolist() for row in self]


def _view(raw: Any, fmt: str, shape: Sequence[int], dtype: Any) -> Any:
    """A numpy array over the first elements of the ctypes buffer raw, or without
    numpy a memoryview (one dimension) or Rows (more), without copying."""
    count = 1
    for n in shape:
        count *= n
    if _np is not None:
        return _np.frombuffer(raw, dtype=dtype)[:count].reshape(shape)
    flat = memoryview(raw).cast("B").cast(fmt)[:count]
    return Rows(flat, shape) if len(shape) > 1 else flat


class VectorEnv:
    """size states of a game, observed and stepped together by dense actions; a
    state whose game ends starts the next game of its seed sequence at once."""

    def __init__(self, game: Union[str, Any], size: int, seed: Optional[int] = 0,
                 num_threads: int = 1, **params: Any) -> None:
        from . import Game
        if isinstance(game, str):
            game = Game(game, **params)
        elif params:
            raise TypeError("parameters are given with the game's name, not with a Game")
        if not isinstance(game, Game):
            raise TypeError("game must be a name or a cardgames.Game, not %s"
                            % type(game).__name__)
        if isinstance(size, bool) or not isinstance(size, int) or size < 0:
            raise ValueError("size must be an int >= 0, not %r" % (size,))
        if isinstance(num_threads, bool) or not isinstance(num_threads, int) \
                or not 1 <= num_threads <= _THREADS_MAX:
            raise ValueError("num_threads must be an int in 1..%d, not %r"
                             % (_THREADS_MAX, num_threads))
        self.game = game
        self.size = size
        self.num_threads = min(num_threads, max(1, size))
        self.num_actions = game.action_count
        self.observation_shape: Tuple[int, ...] = game.observation_shape
        self.observation_size = game.observation_size
        self.num_players = game.num_players
        self._batch: Optional[int] = None
        n = max(1, size)
        self._obs_raw = (_c.c_float * (n * self.observation_size))()
        self._masks_raw = (_c.c_uint8 * (n * self.num_actions))()
        self._returns_raw = (_c.c_float * (n * self.num_players))()
        self._done_raw = (_c.c_uint8 * n)()
        self._players_raw = (_c.c_int32 * n)()
        self._actions_raw = (_c.c_uint32 * n)()
        self.observations = _view(self._obs_raw, "f", (size,) + self.observation_shape,
                                  _np.float32 if _np is not None else None)
        self.masks = _view(self._masks_raw, "B", (size, self.num_actions),
                           _np.uint8 if _np is not None else None)
        self.returns = _view(self._returns_raw, "f", (size, self.num_players),
                             _np.float32 if _np is not None else None)
        self.done = _view(self._done_raw, "B", (size,), _np.uint8 if _np is not None else None)
        self.players = _view(self._players_raw, "i", (size,),
                             _np.int32 if _np is not None else None)
        self._actions = _view(self._actions_raw, "I", (size,),
                              _np.uint32 if _np is not None else None)
        self.reset(seed)

    # ---- life cycle ----
    def reset(self, seed: Optional[int] = None) -> Tuple[Any, Any, Any]:
        """Starts every state anew (state i from cg_seed_derive(seed, i)); None draws a
        seed from the OS. Returns observations, masks, players."""
        seed = seed_of(seed)
        handle = _c.c_void_p()
        check(_lib.cg_batch_new(self.game.handle, self.size, seed, _c.byref(handle)))
        if self.num_threads > 1:
            status = _lib.cg_batch_set_threads(handle, self.num_threads)
            if status != 0:
                error = Error(status, last_error())
                _lib.cg_batch_free(handle)
                raise error
        self._free_batch()
        self._batch = handle.value
        self.seed = seed
        self._observe()
        return self.observations, self.masks, self.players

    def close(self) -> None:
        """Frees the states and stops the threads (also done when collected)."""
        self._free_batch()

    def _free_batch(self) -> None:
        if self._batch:
            _lib.cg_batch_free(self._batch)
            self._batch = None

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # pragma: no cover - interpreter shutdown
            pass

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ---- stepping ----
    def step(self, actions: Any) -> Tuple[Any, Any, Any, Any, Any]:
        """Applies actions[i] (an action of state i's player to move) to every state.
        An action that is not legal raises cardgames.Error (CG_EILLEGAL, naming its
        index) and changes nothing. Returns observations, masks, returns, done,
        players."""
        if self._batch is None:
            raise Error(1, "step: the environment is closed")
        self._set_actions(actions)
        check(_lib.cg_batch_step_observe(self._batch, self._actions_raw, self._returns_raw,
                                         self._done_raw, self._obs_raw, self._masks_raw,
                                         self._players_raw))
        return self.observations, self.masks, self.returns, self.done, self.players

    def _set_actions(self, actions: Any) -> None:
        if len(actions) != self.size:
            raise ValueError("step: %d actions for %d states" % (len(actions), self.size))
        if _np is not None:
            chosen = _np.asarray(actions)
            if chosen.dtype.kind not in "iu" and self.size:
                raise TypeError("step: actions must be integers, not %s" % chosen.dtype)
            # The library checks every action's range and legality; checked here
            # is only what the copy into uint32 would hide (negative values, values
            # past 32 bits): nothing for unsigned types of 32 bits or fewer.
            hides = chosen.dtype.kind == "i" or chosen.dtype.itemsize > 4
            if self.size and hides and (chosen.min() < 0 or chosen.max() >= self.num_actions):
                bad = int(_np.argmax((chosen < 0) | (chosen >= self.num_actions)))
                raise Error(_EILLEGAL, "step: action %d for state %d is out of range "
                            "(0..%d)" % (int(chosen[bad]), bad, self.num_actions - 1))
            self._actions[:] = chosen
            return
        for i, a in enumerate(actions):
            if isinstance(a, bool) or not isinstance(a, int):
                raise TypeError("step: actions must be integers, not %s" % type(a).__name__)
            if not 0 <= a < self.num_actions:
                raise Error(_EILLEGAL, "step: action %d for state %d is out of range (0..%d)"
                            % (a, i, self.num_actions - 1))
            self._actions_raw[i] = a

    def _observe(self) -> None:
        check(_lib.cg_batch_observe(self._batch, self._obs_raw, self._masks_raw,
                                    self._players_raw))

    # ---- the states ----
    def state(self, index: int) -> Any:
        """The index-th state, owned by the environment (valid until the next reset or
        close): read it, or apply moves to it."""
        from . import State
        if self._batch is None:
            raise Error(1, "state: the environment is closed")
        if not 0 <= index < self.size:
            raise IndexError("state %d of %d" % (index, self.size))
        return State(self.game, _lib.cg_batch_state(self._batch, index), owner=self)

    def __len__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return "VectorEnv(%r, %d, num_threads=%d)" % (self.game, self.size, self.num_threads)
