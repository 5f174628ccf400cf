"""The checks every argument passes before the library sees it: integers taken
through operator.index (numpy integers work) and kept within the range of the C
type and of the argument, text encoded without NUL characters, buffers of the
exact format, contiguity, writability and size. Every message names the
function, the argument and what it accepts."""

from __future__ import annotations

import ctypes
import operator
import os
import secrets
import sys
from typing import Any, Dict, Optional

from . import _native  # noqa: F401  (loads the library, which names the statuses)
from ._errors import Error, status_code

#: Seeds are 64-bit: 0..SEED_LIMIT-1.
SEED_LIMIT = 2 ** 64
INT_MIN, INT_MAX = -2 ** 31, 2 ** 31 - 1
UINT32_MAX = 2 ** 32 - 1

EINVAL = status_code("CG_EINVAL")


def invalid(message: str) -> Error:
    """An InvalidArgumentError (CG_EINVAL) with this message."""
    return Error(EINVAL, message)


def integer(value: Any, what: str, where: str) -> int:
    """value as an int through operator.index (bools refused): TypeError otherwise."""
    if isinstance(value, bool):
        raise TypeError("%s: %s must be an int, not bool" % (where, what))
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError("%s: %s must be an int, not %s"
                        % (where, what, type(value).__name__)) from None


def ranged(value: Any, what: str, where: str, low: int, high: int) -> int:
    """An int in low..high: InvalidArgumentError (a ValueError) naming the range."""
    number = integer(value, what, where)
    if not low <= number <= high:
        raise invalid("%s: %s %d is out of range (%d..%d)" % (where, what, number, low, high))
    return number


def c_int(value: Any, what: str, where: str) -> int:
    """An int that a C int holds (the library checks its meaning)."""
    return ranged(value, what, where, INT_MIN, INT_MAX)


def size(value: Any, what: str, where: str, high: int = 2 ** 63 - 1) -> int:
    """A count or an index: 0..high."""
    return ranged(value, what, where, 0, high)


def seed_of(seed: Optional[Any], what: str = "seed", where: str = "cardgames") -> int:
    """A seed in 0..2**64-1; None draws one from the operating system."""
    if seed is None:
        return secrets.randbits(64)
    return ranged(seed, what, where, 0, SEED_LIMIT - 1)


def text(value: Any, what: str, where: str, allow_bytes: bool = False) -> bytes:
    """A str (or bytes, where the C function reads bytes) as NUL-free UTF-8 bytes."""
    if isinstance(value, str):
        try:
            data = value.encode("utf-8")
        except UnicodeEncodeError:
            raise invalid("%s: %s is not valid Unicode text" % (where, what)) from None
    elif allow_bytes and isinstance(value, (bytes, bytearray)):
        data = bytes(value)
    else:
        raise TypeError("%s: %s must be a str%s, not %s" % (
            where, what, " or bytes" if allow_bytes else "", type(value).__name__))
    if b"\0" in data:
        raise invalid("%s: %s holds a NUL character" % (where, what))
    return data


def path(value: Any, what: str, where: str) -> bytes:
    """A file's path (str, bytes or os.PathLike) as the bytes the library opens."""
    if not isinstance(value, (str, bytes, os.PathLike)):
        raise TypeError("%s: %s must be a str, bytes or a path, not %s"
                        % (where, what, type(value).__name__))
    data = os.fsencode(value)
    if b"\0" in data:
        raise invalid("%s: %s holds a NUL character" % (where, what))
    return data


def state_handle(state: Any, where: str) -> int:
    """The cg_state pointer of a cardgames.State (TypeError for anything else; a
    released state raises InvalidArgumentError)."""
    from . import State
    if not isinstance(state, State):
        raise TypeError("%s: state must be a cardgames.State, not %s"
                        % (where, type(state).__name__))
    return state.handle


def game_handle(game: Any, where: str) -> int:
    """The cg_game pointer of a cardgames.Game (TypeError for anything else)."""
    from . import Game
    if not isinstance(game, Game):
        raise TypeError("%s: game must be a cardgames.Game, not %s"
                        % (where, type(game).__name__))
    return game.handle


# ---- buffers ----

#: struct formats of the element types the library writes, and their names.
_TYPES = {"f": "float32", "B": "uint8", "i": "int32", "I": "uint32"}
_CTYPES: Dict[str, Any] = {"f": ctypes.c_float, "B": ctypes.c_uint8, "i": ctypes.c_int32,
                           "I": ctypes.c_uint32}
_NATIVE_PREFIXES = ("", "@", "=") + (("<",) if sys.byteorder == "little" else (">",))


def _format_of(view: memoryview) -> str:
    """A buffer's element format without a prefix that means native order."""
    fmt = view.format
    if fmt[:1] in _NATIVE_PREFIXES[1:]:
        fmt = fmt[1:]
    return fmt


def out_buffer(out: Any, fmt: str, count: int, what: str, where: str) -> "ctypes.Array[Any]":
    """A ctypes view of out, a buffer the library may fill with count elements of
    struct format fmt: out must be C-contiguous, writable and of exactly that
    element type and count (any shape). TypeError for a wrong kind of object or
    element type, ValueError for the rest; out is not touched when refused."""
    kind = _TYPES[fmt]
    try:
        view = memoryview(out)
    except TypeError:
        raise TypeError("%s: %s must be a buffer of %d %s (a numpy array or array.array(%r)), "
                        "not %s" % (where, what, count, kind, fmt, type(out).__name__)) from None
    with view:
        if _format_of(view) != fmt or view.itemsize != ctypes.sizeof(_CTYPES[fmt]):
            raise TypeError("%s: %s must hold %s, not elements of format %r"
                            % (where, what, kind, view.format))
        if view.readonly:
            raise invalid("%s: %s is read-only" % (where, what))
        if not view.c_contiguous:
            raise invalid("%s: %s is not C-contiguous" % (where, what))
        held = view.nbytes // view.itemsize
        if held != count:
            raise invalid("%s: %s holds %d %s, not %d" % (where, what, held, kind, count))
    array: "ctypes.Array[Any]" = (_CTYPES[fmt] * count).from_buffer(out)
    return array

