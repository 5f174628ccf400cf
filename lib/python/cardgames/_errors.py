"""The exceptions of the package: cardgames.Error and one subclass per cg_status,
each also a subclass of the builtin exception a Python caller expects.

The codes and names of the statuses are the loaded library's (cg_status_name):
_native.py hands them to learn_statuses() once the library is loaded. A class
is tied to its status by name; a status the library adds later raises Error.
"""

from __future__ import annotations

from typing import Any, Dict, Tuple, Type


class Error(Exception):
    """A call the library (or the package, before calling it) refused.

    .status is the cg_status name ("CG_EPARSE"), .code its value in the loaded
    library, .message the library's cg_last_error() or the package's message.
    Error(code, message) makes the subclass of that status, so that
    ``except cardgames.ParseError`` and ``except ValueError`` both catch a
    CG_EPARSE, and ``except cardgames.Error`` catches every status."""

    #: The cg_status name of the class ("" for Error itself: any status).
    STATUS = ""

    code: int
    status: str
    message: str

    def __new__(cls, code: int, message: str) -> "Error":
        """The instance of the class of code's status (cls when it is a subclass)."""
        if cls is Error:
            cls = _CLASSES.get(code, Error)
        # The first base made in C gives the instance its layout (OSError's,
        # or BaseException's); its __new__ is the one to call.
        base: Any = cls
        while base.__new__ is Error.__new__:
            base = base.__base__
        return base.__new__(cls)  # type: ignore[no-any-return]

    def __init__(self, code: int, message: str) -> None:
        """Keeps code, its name and the message."""
        self.code = code
        self.status = _NAMES.get(code, "CG_UNKNOWN")
        self.message = message
        super().__init__(str(self))
        self.args = (str(self),)

    def __str__(self) -> str:
        """"CG_EPARSE: the message"."""
        return "%s: %s" % (self.status, self.message)

    def __reduce__(self) -> Tuple[Any, ...]:
        """Pickles by code and message (the subclass follows from the code)."""
        return (Error, (self.code, self.message))


class InvalidArgumentError(Error, ValueError):
    """CG_EINVAL: an argument out of its range, a state of another game, a closed
    owner (a VectorEnv's state after its reset or close)."""
    STATUS = "CG_EINVAL"


class IllegalMoveError(Error, ValueError):
    """CG_EILLEGAL: a move (or action) that is not legal in this state, or a code
    that is no move."""
    STATUS = "CG_EILLEGAL"


class ParseError(Error, ValueError):
    """CG_EPARSE: malformed text (parameters, move text, saved state, data file)."""
    STATUS = "CG_EPARSE"


class FileError(Error, OSError):
    """CG_EIO: a file could not be opened or read."""
    STATUS = "CG_EIO"


class NoMemoryError(Error, MemoryError):
    """CG_ENOMEM: an allocation failed; nothing was changed."""
    STATUS = "CG_ENOMEM"


class GameOverError(Error, ValueError):
    """CG_EOVER: the game is over, no move can be applied."""
    STATUS = "CG_EOVER"


class NoGameError(Error, LookupError):
    """CG_ENOGAME: the catalogue has no game of that name."""
    STATUS = "CG_ENOGAME"


#: Every class of a status, in the order of the header.
STATUS_CLASSES: Tuple[Type[Error], ...] = (
    InvalidArgumentError, IllegalMoveError, ParseError, FileError, NoMemoryError,
    GameOverError, NoGameError)

_NAMES: Dict[int, str] = {}
_CLASSES: Dict[int, Type[Error]] = {}


def learn_statuses(names: Dict[int, str]) -> None:
    """Takes the library's statuses (code -> name) and ties each class to its code."""
    _NAMES.update(names)
    by_name = {cls.STATUS: cls for cls in STATUS_CLASSES}
    for code, name in names.items():
        if name in by_name:
            _CLASSES[code] = by_name[name]


def status_code(name: str) -> int:
    """The code of a status name in the loaded library ("CG_EINVAL" -> 1)."""
    for code, known in _NAMES.items():
        if known == name:
            return code
    raise LookupError("the library has no status %s" % name)
