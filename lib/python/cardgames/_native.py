"""The loaded libcardgames and what every module of the package shares: finding the
library, declaring prototypes, turning statuses into exceptions, reading
snprintf-style text."""

from __future__ import annotations

import ctypes
import ctypes.util
import importlib.machinery
import importlib.util
import os
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

from ._errors import Error, learn_statuses

_NAMES = ("libcardgames.so.1", "libcardgames.so", "libcardgames.dylib")


def _beside_library(name: str, path: str) -> Any:
    """The module cardgames.<name> from a file beside the library (in a build
    tree), or None."""
    if not os.path.exists(path):
        return None
    spec = importlib.util.spec_from_file_location("%s.%s" % (__package__, name), path)
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except ImportError:  # built for another Python, or damaged
        return None
    return module


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
    # 1.2: traits, autoreset modes, caps, truncation, resets, bots
    "cg_game_info_get": (c.c_int, [game_p, c.c_void_p]),
    "cg_batch_set_autoreset": (c.c_int, [c.c_void_p, c.c_int]),
    "cg_batch_autoreset": (c.c_int, [c.c_void_p]),
    "cg_batch_set_max_moves": (c.c_int, [c.c_void_p, c.c_uint32]),
    "cg_batch_max_moves": (c.c_uint32, [c.c_void_p]),
    "cg_batch_truncated": (c.c_int, [c.c_void_p, c.c_void_p]),
    "cg_batch_reset": (c.c_int, [c.c_void_p, c.c_void_p, c.c_uint64]),
    "cg_batch_set_bot": (c.c_int, [c.c_void_p, c.c_int, c.c_char_p, c.c_char_p]),
    "cg_batch_threads": (c.c_uint, [c.c_void_p]),
})



def _statuses() -> Dict[int, str]:
    """The library's cg_status codes and names: CG_OK, then each until cg_status_name
    answers CG_UNKNOWN."""
    names: Dict[int, str] = {}
    for code in range(256):
        name = library.cg_status_name(code).decode()
        if name == "CG_UNKNOWN":
            break
        names[code] = name
    return names


#: The library's status names by code: {0: "CG_OK", 1: "CG_EINVAL", ...}.
STATUS_NAMES = _statuses()
learn_statuses(STATUS_NAMES)



def _find_constants() -> Any:
    """cardgames._constants, the headers' constants made by the build
    (make_constants.py): installed in the package, or beside the library in a
    build tree."""
    try:
        from . import _constants as module  # type: ignore[attr-defined]
        return module
    except ImportError:
        pass
    if os.path.sep in library._name:
        module = _beside_library("_constants",
                                 os.path.join(os.path.dirname(library._name), "_constants.py"))
        if module is not None:
            return module
    raise ImportError("cardgames._constants, made from the headers by the build, is missing "
                      "(build the library with meson, and set CARDGAMES_LIBRARY to the built "
                      "library when the package is used from its source)")


#: The public headers' constants and enumerators (cardgames/_constants.py).
constants: Any = _find_constants()
#: The headers' version (CG_VERSION_NUMBER): the package needs a library at
#: least as new, of the same major version.
API_VERSION: int = constants.CG_VERSION_NUMBER
#: CG_PLAYER_NONE: no player (a finished game's player to move, a draw's winner).
PLAYER_NONE: int = constants.CG_PLAYER_NONE

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
                module = _beside_library("_speedups", path)
                break
    if module is not None:
        module.bind(*(c.cast(getattr(library, name), c.c_void_p).value for name in (
            "cg_state_new", "cg_state_free", "cg_state_is_terminal", "cg_state_current_player",
            "cg_state_legal_moves", "cg_state_apply")))
    return module


speedups = _find_speedups()


def last_error() -> str:
    """cg_last_error() of this thread."""
    return str(library.cg_last_error().decode("utf-8", "replace"))


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


__all__: Sequence[str] = [
    "Error", "library", "declare", "check", "read_text", "last_error", "PLAYER_NONE",
    "API_VERSION", "STATUS_NAMES", "constants",
]
