"""The loaded libcardgames and what every module of the package shares: finding the
library, declaring prototypes, turning statuses into exceptions, reading
snprintf-style text, checking seeds."""

from __future__ import annotations

import ctypes
import ctypes.util
import importlib.machinery
import importlib.util
import os
import secrets
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

#: The library version this package was written for (CG_VERSION_NUMBER).
API_VERSION = 10100
PLAYER_NONE = -1
SEED_LIMIT = 2 ** 64

_STATUS_NAMES = [
    "CG_OK", "CG_EINVAL", "CG_EILLEGAL", "CG_EPARSE", "CG_EIO", "CG_ENOMEM", "CG_EOVER",
    "CG_ENOGAME",
]
EINVAL = 1


class Error(Exception):
    """A failing call: .status is the cg_status name ("CG_EPARSE"), .code its value,
    .message the library's cg_last_error()."""

    def __init__(self, code: int, message: str) -> None:
        self.code = code
        self.status = _STATUS_NAMES[code] if 0 <= code < len(_STATUS_NAMES) else "CG_UNKNOWN"
        self.message = message
        super().__init__("%s: %s" % (self.status, message))

    def __reduce__(self) -> Tuple[Any, ...]:
        return (Error, (self.code, self.message))


_NAMES = ("libcardgames.so.1", "libcardgames.so", "libcardgames.dylib")


def _installed_library() -> Optional[str]:
    """The path meson recorded when it installed the package, if it did."""
    try:
        from . import _install  # type: ignore[attr-defined]
    except ImportError:
        return None
    return getattr(_install, "LIBRARY", None)


def _candidates() -> Iterator[str]:
    env = os.environ.get("CARDGAMES_LIBRARY")
    if env:
        yield env
        return
    here = os.path.dirname(os.path.abspath(__file__))
    installed = _installed_library()
    if installed:
        yield installed
    # A wheel bundles the library beside the package (or in a .libs folder).
    for folder in (here, os.path.join(os.path.dirname(here), "cardgames.libs")):
        for name in _NAMES:
            yield os.path.join(folder, name)
    found = ctypes.util.find_library("cardgames")
    yield found or "libcardgames.so.1"


def _load() -> ctypes.CDLL:
    errors = []
    for path in _candidates():
        if os.path.sep in path and not os.path.exists(path):
            continue
        try:
            return ctypes.CDLL(path)
        except OSError as e:
            errors.append("%s: %s" % (path, e))
    raise ImportError("libcardgames not found (set CARDGAMES_LIBRARY to its path): "
                      + "; ".join(errors))


library = _load()

c = ctypes
size_t = c.c_size_t
game_p = c.c_void_p
state_p = c.c_void_p


def declare(prototypes: Dict[str, Tuple[Any, List[Any]]]) -> None:
    """Sets restype and argtypes of the library's functions."""
    for name, (restype, argtypes) in prototypes.items():
        fn = getattr(library, name)
        fn.restype = restype
        fn.argtypes = argtypes


declare({
    "cg_version_number": (c.c_uint, []),
    "cg_version_string": (c.c_char_p, []),
    "cg_status_name": (c.c_char_p, [c.c_int]),
    "cg_last_error": (c.c_char_p, []),
    "cg_game_count": (size_t, []),
    "cg_game_name_at": (c.c_char_p, [size_t]),
    "cg_game_new": (c.c_int, [c.c_char_p, c.c_char_p, c.POINTER(game_p)]),
    "cg_game_free": (None, [game_p]),
    "cg_game_name": (c.c_char_p, [game_p]),
    "cg_game_num_players": (c.c_int, [game_p]),
    "cg_game_max_moves": (size_t, [game_p]),
    "cg_game_params": (size_t, [game_p, c.c_char_p, size_t]),
    "cg_state_new": (c.c_int, [game_p, c.c_uint64, c.POINTER(state_p)]),
    "cg_state_clone": (c.c_int, [state_p, c.POINTER(state_p)]),
    "cg_state_copy": (c.c_int, [state_p, state_p]),
    "cg_state_free": (None, [state_p]),
    "cg_state_current_player": (c.c_int, [state_p]),
    "cg_state_is_terminal": (c.c_bool, [state_p]),
    "cg_state_winner": (c.c_int, [state_p]),
    "cg_state_returns": (c.c_double, [state_p, c.c_int]),
    "cg_state_move_number": (c.c_uint32, [state_p]),
    "cg_state_legal_moves": (size_t, [state_p, c.POINTER(c.c_uint32), size_t]),
    "cg_state_is_legal": (c.c_bool, [state_p, c.c_uint32]),
    "cg_state_apply": (c.c_int, [state_p, c.c_uint32]),
    "cg_move_to_string": (size_t, [state_p, c.c_uint32, c.c_char_p, size_t]),
    "cg_move_from_string": (c.c_int, [state_p, c.c_char_p, c.POINTER(c.c_uint32)]),
    "cg_state_render": (size_t, [state_p, c.c_int, c.c_char_p, size_t]),
    "cg_state_save": (size_t, [state_p, c.c_char_p, size_t]),
    "cg_state_load": (c.c_int, [game_p, c.c_char_p, c.POINTER(state_p)]),
    "cg_state_hash": (c.c_uint64, [state_p]),
    "cg_state_equal": (c.c_bool, [state_p, state_p]),
    "cg_state_playout": (c.c_int, [state_p, c.c_uint64, c.c_uint32, c.POINTER(c.c_uint32)]),
    # 1.1: information and chance
    "cg_state_reseed": (c.c_int, [state_p, c.c_uint64]),
    "cg_state_resample": (c.c_int, [state_p, c.c_int, c.c_uint64]),
    "cg_seed_derive": (c.c_uint64, [c.c_uint64, c.c_uint64]),
    # 1.1: actions and observations
    "cg_game_action_count": (c.c_uint32, [game_p]),
    "cg_game_action_of": (c.c_int, [game_p, c.c_uint32, c.POINTER(c.c_uint32)]),
    "cg_game_move_of": (c.c_int, [game_p, c.c_uint32, c.POINTER(c.c_uint32)]),
    "cg_state_legal_mask": (size_t, [state_p, c.c_void_p, size_t]),
    "cg_game_observation_size": (size_t, [game_p]),
    "cg_game_observation_shape": (size_t, [game_p, c.POINTER(size_t), size_t]),
    "cg_state_observation": (c.c_int, [state_p, c.c_int, c.c_void_p, size_t]),
    # 1.1: batches
    "cg_batch_new": (c.c_int, [game_p, size_t, c.c_uint64, c.POINTER(c.c_void_p)]),
    "cg_batch_free": (None, [c.c_void_p]),
    "cg_batch_size": (size_t, [c.c_void_p]),
    "cg_batch_state": (state_p, [c.c_void_p, size_t]),
    "cg_batch_observe_range": (c.c_int, [c.c_void_p, size_t, size_t, c.c_void_p, c.c_void_p,
                                         c.c_void_p]),
    "cg_batch_step_range": (c.c_int, [c.c_void_p, size_t, size_t, c.c_void_p, c.c_void_p,
                                      c.c_void_p]),
    "cg_batch_observe": (c.c_int, [c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p]),
    "cg_batch_step": (c.c_int, [c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p]),
    "cg_batch_step_observe": (c.c_int, [c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p,
                                        c.c_void_p, c.c_void_p, c.c_void_p]),
    "cg_batch_set_threads": (c.c_int, [c.c_void_p, c.c_uint]),
    "cg_batch_threads": (c.c_uint, [c.c_void_p]),
})

if library.cg_version_number() // 10000 != API_VERSION // 10000 or \
        library.cg_version_number() < API_VERSION:
    raise ImportError("libcardgames %s is not compatible with this package (written for %d.%d)"
                      % (library.cg_version_string().decode(), API_VERSION // 10000,
                         API_VERSION // 100 % 100))


# The per-move path (State.is_terminal, legal_moves, apply, a new state and its
# end) calls these without ctypes' per-argument conversion, which is most of a
# call's cost: their arguments are ctypes objects (a state's c_void_p, a buffer, a
# c_size_t) or ints in 0..2**31-1, which ctypes passes as C ints.
fast = ctypes.CDLL(library._name, handle=library._handle)
for _name, _restype in (("cg_state_is_terminal", c.c_bool), ("cg_state_legal_moves", size_t),
                        ("cg_state_apply", c.c_int), ("cg_state_new", c.c_int),
                        ("cg_state_free", None), ("cg_state_current_player", c.c_int)):
    getattr(fast, _name).restype = _restype
INT_LIMIT = 2 ** 31  # ints below it pass to the fast calls as they are


def _find_speedups() -> Any:
    """cardgames._speedups (speedups.c), bound to the loaded library: installed in
    the package, or beside the library in a build tree; None when it is not built
    for this Python, or when CARDGAMES_SPEEDUPS=0 asks for ctypes alone."""
    if os.environ.get("CARDGAMES_SPEEDUPS") == "0":
        return None
    try:
        from . import _speedups as module  # type: ignore[attr-defined]
    except ImportError:
        module = None
    if module is None and os.path.sep in library._name:
        folder = os.path.dirname(library._name)
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = os.path.join(folder, "_speedups" + suffix)
            if os.path.exists(path):
                spec = importlib.util.spec_from_file_location(__package__ + "._speedups", path)
                if spec is None or spec.loader is None:
                    continue
                try:
                    module = importlib.util.module_from_spec(spec)
                    spec.loader.exec_module(module)
                except ImportError:  # built for another Python, or damaged
                    module = None
                break
    if module is not None:
        module.bind(*(c.cast(getattr(library, name), c.c_void_p).value for name in (
            "cg_state_new", "cg_state_free", "cg_state_is_terminal", "cg_state_current_player",
            "cg_state_legal_moves", "cg_state_apply")))
    return module


speedups = _find_speedups()


def last_error() -> str:
    """cg_last_error() of this thread."""
    return library.cg_last_error().decode("utf-8", "replace")


def check(code: int) -> None:
    """Raises Error for a failing cg_status code; returns None for CG_OK."""
    if code != 0:
        raise Error(code, last_error())


def read_text(fn: Callable[..., int], *args: Any) -> str:
    """Calls an snprintf-style C function (args..., buf, cap) and returns its text."""
    n = fn(*args, None, 0)
    buf = c.create_string_buffer(n + 1)
    fn(*args, buf, n + 1)
    return buf.value.decode("utf-8", "replace")


def seed_of(seed: Optional[int], what: str = "seed") -> int:
    """A seed checked to be an int in 0..2**64-1; None draws one from the OS."""
    if seed is None:
        return secrets.randbits(64)
    if isinstance(seed, bool) or not isinstance(seed, int):
        try:
            import numbers
            if isinstance(seed, numbers.Integral) and not isinstance(seed, bool):
                seed = int(seed)
            else:
                raise TypeError
        except TypeError:
            raise TypeError("%s must be an int in 0..2**64-1 or None, not %s"
                            % (what, type(seed).__name__)) from None
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError("%s %d is out of range: seeds are 0..2**64-1" % (what, seed))
    return seed


def int_arg(value: Any, what: str) -> int:
    """An int argument (bools refused), for the typed functions."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__))
    return value


def seed_derive(seed: int, index: int) -> int:
    """cg_seed_derive: the seed of the index-th member of a family seeded by seed."""
    return int(library.cg_seed_derive(seed_of(seed), seed_of(index, "index")))


__all__: Sequence[str] = [
    "Error", "library", "declare", "check", "read_text", "last_error", "seed_of", "int_arg",
    "seed_derive", "PLAYER_NONE", "API_VERSION",
]
