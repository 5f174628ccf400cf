"""libcardgames from Python: the generic C API through ctypes (standard library only).

    import cardgames
    cardgames.games()                        # ['war', ...]
    g = cardgames.Game('war', facedown=2)    # keyword arguments become parameters
    s = g.new_state(seed=7)
    s.legal_moves(); s.move_text(code); s.parse_move('play')
    s.apply('play')                          # a move code or a move text
    s.is_terminal, s.current_player, s.winner, s.returns(0), s.move_number
    s.render(viewer=-1); t = s.save(); s2 = g.load(t); s.clone(); s == s2; hash(s)
    s.playout(seed=1)                        # the number of moves made

Failures raise cardgames.Error, whose .status is the cg_status name and whose
message is cg_last_error().

The library is found through the CARDGAMES_LIBRARY environment variable (a path),
then next to this file, then by the system loader.
"""

import ctypes
import ctypes.util
import os

__all__ = ["Error", "Game", "State", "games", "version", "PLAYER_NONE", "library"]

#: The library version this module was written for (CG_VERSION_NUMBER).
API_VERSION = 10000
PLAYER_NONE = -1

_STATUS_NAMES = [
    "CG_OK", "CG_EINVAL", "CG_EILLEGAL", "CG_EPARSE", "CG_EIO", "CG_ENOMEM", "CG_EOVER",
    "CG_ENOGAME",
]


class Error(Exception):
    """A failing call: .status is the cg_status name ("CG_EPARSE"), .code its value."""

    def __init__(self, code, message):
        self.code = code
        self.status = _STATUS_NAMES[code] if 0 <= code < len(_STATUS_NAMES) else "CG_UNKNOWN"
        self.message = message
        super().__init__("%s: %s" % (self.status, message))


def _candidates():
    env = os.environ.get("CARDGAMES_LIBRARY")
    if env:
        yield env
        return
    here = os.path.dirname(os.path.abspath(__file__))
    for name in ("libcardgames.so.1", "libcardgames.so", "libcardgames.dylib"):
        yield os.path.join(here, name)
    for up in ("..", os.path.join("..", ".."), os.path.join("..", "..", "..")):
        for name in ("libcardgames.so.1", "libcardgames.so"):
            yield os.path.normpath(os.path.join(here, up, name))
    found = ctypes.util.find_library("cardgames")
    yield found or "libcardgames.so.1"


def _load():
    errors = []
    for path in _candidates():
        if os.path.sep in path and not os.path.exists(path):
            continue
        try:
            return ctypes.CDLL(path)
        except OSError as e:
            errors.append("%s: %s" % (path, e))
    raise ImportError("libcardgames not found (set CARDGAMES_LIBRARY): " + "; ".join(errors))


library = _load()

_c = ctypes
_size = _c.c_size_t
_state_p = _c.c_void_p
_game_p = _c.c_void_p

_PROTOTYPES = {
    "cg_version_number": (_c.c_uint, []),
    "cg_version_string": (_c.c_char_p, []),
    "cg_status_name": (_c.c_char_p, [_c.c_int]),
    "cg_last_error": (_c.c_char_p, []),
    "cg_game_count": (_size, []),
    "cg_game_name_at": (_c.c_char_p, [_size]),
    "cg_game_new": (_c.c_int, [_c.c_char_p, _c.c_char_p, _c.POINTER(_game_p)]),
    "cg_game_free": (None, [_game_p]),
    "cg_game_name": (_c.c_char_p, [_game_p]),
    "cg_game_num_players": (_c.c_int, [_game_p]),
    "cg_game_max_moves": (_size, [_game_p]),
    "cg_game_params": (_size, [_game_p, _c.c_char_p, _size]),
    "cg_state_new": (_c.c_int, [_game_p, _c.c_uint64, _c.POINTER(_state_p)]),
    "cg_state_clone": (_c.c_int, [_state_p, _c.POINTER(_state_p)]),
    "cg_state_copy": (_c.c_int, [_state_p, _state_p]),
    "cg_state_free": (None, [_state_p]),
    "cg_state_current_player": (_c.c_int, [_state_p]),
    "cg_state_is_terminal": (_c.c_bool, [_state_p]),
    "cg_state_winner": (_c.c_int, [_state_p]),
    "cg_state_returns": (_c.c_double, [_state_p, _c.c_int]),
    "cg_state_move_number": (_c.c_uint32, [_state_p]),
    "cg_state_legal_moves": (_size, [_state_p, _c.POINTER(_c.c_uint32), _size]),
    "cg_state_is_legal": (_c.c_bool, [_state_p, _c.c_uint32]),
    "cg_state_apply": (_c.c_int, [_state_p, _c.c_uint32]),
    "cg_move_to_string": (_size, [_state_p, _c.c_uint32, _c.c_char_p, _size]),
    "cg_move_from_string": (_c.c_int, [_state_p, _c.c_char_p, _c.POINTER(_c.c_uint32)]),
    "cg_state_render": (_size, [_state_p, _c.c_int, _c.c_char_p, _size]),
    "cg_state_save": (_size, [_state_p, _c.c_char_p, _size]),
    "cg_state_load": (_c.c_int, [_game_p, _c.c_char_p, _c.POINTER(_state_p)]),
    "cg_state_hash": (_c.c_uint64, [_state_p]),
    "cg_state_equal": (_c.c_bool, [_state_p, _state_p]),
    "cg_state_playout": (_c.c_int, [_state_p, _c.c_uint64, _c.c_uint32, _c.POINTER(_c.c_uint32)]),
}

for _name, (_restype, _argtypes) in _PROTOTYPES.items():
    _fn = getattr(library, _name)
    _fn.restype = _restype
    _fn.argtypes = _argtypes

if library.cg_version_number() // 10000 != API_VERSION // 10000:
    raise ImportError("libcardgames %s is not compatible with this module (written for %d.x)"
                      % (library.cg_version_string().decode(), API_VERSION // 10000))


def version():
    """The loaded library's version string, e.g. '1.0.0'."""
    return library.cg_version_string().decode()


def last_error():
    """cg_last_error() of this thread."""
    return library.cg_last_error().decode("utf-8", "replace")


def check(code):
    """Raises Error for a failing cg_status code; returns None for CG_OK."""
    if code != 0:
        raise Error(code, last_error())


def read_text(fn, *args):
    """Calls an snprintf-style C function (args..., buf, cap) and returns its text."""
    n = fn(*args, None, 0)
    buf = ctypes.create_string_buffer(n + 1)
    fn(*args, buf, n + 1)
    return buf.value.decode("utf-8", "replace")


def games():
    """The names of the games in the catalogue."""
    return [library.cg_game_name_at(i).decode() for i in range(library.cg_game_count())]


def _encode_params(params):
    parts = []
    for key, value in params.items():
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        value = str(value)
        if ";" in value or value != value.strip():
            raise Error(1, "parameter %s: the value '%s' holds a ';' or white space at an end, "
                        "which the parameter text cannot carry" % (key, value))
        parts.append("%s=%s" % (key, value))
    return ";".join(parts)


class Game:
    """A game of the catalogue with its parameters (immutable)."""

    def __init__(self, name, params=None, **kwargs):
        text = params if params is not None else _encode_params(kwargs)
        if params is not None and kwargs:
            raise TypeError("give parameters as text or as keyword arguments, not both")
        handle = _game_p()
        check(library.cg_game_new(name.encode(), text.encode() if text else None,
                                  ctypes.byref(handle)))
        self._handle = handle

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle:
            library.cg_game_free(handle)
            self._handle = None

    @property
    def name(self):
        return library.cg_game_name(self._handle).decode()

    @property
    def num_players(self):
        return library.cg_game_num_players(self._handle)

    @property
    def max_moves(self):
        return library.cg_game_max_moves(self._handle)

    @property
    def params(self):
        """The effective parameters as text, every key with its value."""
        return read_text(library.cg_game_params, self._handle)

    def new_state(self, seed=0):
        handle = _state_p()
        check(library.cg_state_new(self._handle, seed, ctypes.byref(handle)))
        return State(self, handle)

    def load(self, text):
        """A state from its saved form."""
        handle = _state_p()
        check(library.cg_state_load(self._handle, text.encode(), ctypes.byref(handle)))
        return State(self, handle)

    def __repr__(self):
        return "Game(%r, %r)" % (self.name, self.params)


class State:
    """One match of a game. Holds a reference to its Game so that it outlives it."""

    def __init__(self, game, handle):
        self.game = game
        self._handle = handle
        self._moves = (ctypes.c_uint32 * max(1, game.max_moves))()

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle:
            library.cg_state_free(handle)
            self._handle = None

    @property
    def handle(self):
        """The cg_state pointer, for the typed functions of a game's header."""
        return self._handle

    # ---- queries ----
    @property
    def current_player(self):
        return library.cg_state_current_player(self._handle)

    @property
    def is_terminal(self):
        return bool(library.cg_state_is_terminal(self._handle))

    @property
    def winner(self):
        return library.cg_state_winner(self._handle)

    @property
    def move_number(self):
        return library.cg_state_move_number(self._handle)

    def returns(self, player):
        return library.cg_state_returns(self._handle, player)

    # ---- moves ----
    def legal_moves(self):
        n = library.cg_state_legal_moves(self._handle, self._moves, len(self._moves))
        return list(self._moves[:n])

    def is_legal(self, move):
        return bool(library.cg_state_is_legal(self._handle, self._code(move)))

    def move_text(self, move):
        text = read_text(library.cg_move_to_string, self._handle, move)
        if not text:
            raise Error(1, last_error())
        return text

    def parse_move(self, text):
        code = ctypes.c_uint32()
        check(library.cg_move_from_string(self._handle, text.encode(), ctypes.byref(code)))
        return code.value

    def _code(self, move):
        return self.parse_move(move) if isinstance(move, str) else move

    def apply(self, move):
        """Applies a move given as a code or as its text."""
        check(library.cg_state_apply(self._handle, self._code(move)))

    def playout(self, seed=0, max_moves=2 ** 32 - 1):
        """Random legal moves until the end (or max_moves); returns the number made."""
        made = ctypes.c_uint32()
        check(library.cg_state_playout(self._handle, seed, max_moves, ctypes.byref(made)))
        return made.value

    # ---- text and copies ----
    def render(self, viewer=PLAYER_NONE):
        text = read_text(library.cg_state_render, self._handle, viewer)
        if not text:
            raise Error(1, last_error())
        return text

    def save(self):
        return read_text(library.cg_state_save, self._handle)

    def clone(self):
        handle = _state_p()
        check(library.cg_state_clone(self._handle, ctypes.byref(handle)))
        return State(self.game, handle)

    def copy_from(self, other):
        """Makes this state equal to other (same game), without allocating."""
        check(library.cg_state_copy(self._handle, other._handle))

    def __eq__(self, other):
        if not isinstance(other, State):
            return NotImplemented
        return bool(library.cg_state_equal(self._handle, other._handle))

    def __hash__(self):
        return library.cg_state_hash(self._handle)

    def __str__(self):
        return self.render()

    def __repr__(self):
        return "<cardgames.State %s move %d>" % (self.game.name, self.move_number)
