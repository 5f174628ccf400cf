"""Bots of the library from Python:

    bot = cardgames.Bot(game, "mcts", iterations=200)   # or a params text
    move = bot.choose(state, seed=3)                    # a legal move's code
    cardgames.bot_names(game)                           # ['random', 'mcts', ...]

A bot uses only what the player to move may know, never changes the state, and
chooses the same move for the same seed. A bot belongs to one thread at a time.
"""

from __future__ import annotations

import ctypes
from typing import Any, List, Optional

from ._native import check, declare, library, read_text, seed_of

__all__ = ["Bot", "bot_names"]

_c = ctypes
_lib = library

declare({
    "cg_bot_count": (_c.c_size_t, [_c.c_void_p]),
    "cg_bot_name_at": (_c.c_char_p, [_c.c_void_p, _c.c_size_t]),
    "cg_bot_new": (_c.c_int, [_c.c_void_p, _c.c_char_p, _c.c_char_p, _c.POINTER(_c.c_void_p)]),
    "cg_bot_free": (None, [_c.c_void_p]),
    "cg_bot_name": (_c.c_char_p, [_c.c_void_p]),
    "cg_bot_params": (_c.c_size_t, [_c.c_void_p, _c.c_char_p, _c.c_size_t]),
    "cg_bot_choose": (_c.c_int, [_c.c_void_p, _c.c_void_p, _c.c_uint64,
                                 _c.POINTER(_c.c_uint32)]),
})


def bot_names(game: Any) -> List[str]:
    """The names of the bots of a game's catalogue."""
    return [_lib.cg_bot_name_at(game.handle, i).decode()
            for i in range(_lib.cg_bot_count(game.handle))]


class Bot:
    """A bot of a game's catalogue, with its parameters as text or keywords."""

    def __init__(self, game: Any, name: str, params: Optional[str] = None,
                 **kwargs: Any) -> None:
        from . import Game, _encode_params
        if isinstance(game, str):
            game = Game(game)
        if not isinstance(name, str):
            raise TypeError("the bot name must be a str, not %s" % type(name).__name__)
        if params is not None and kwargs:
            raise TypeError("give parameters as text or as keyword arguments, not both")
        text = params if params is not None else _encode_params(kwargs)
        handle = _c.c_void_p()
        check(_lib.cg_bot_new(game.handle, name.encode(), text.encode() if text else None,
                              _c.byref(handle)))
        self._handle = handle.value
        self.game = game
        self._move = _c.c_uint32()

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            _lib.cg_bot_free(handle)
            self._handle = None

    @property
    def name(self) -> str:
        return str(_lib.cg_bot_name(self._handle).decode())

    @property
    def params(self) -> str:
        """The effective parameters, every key with its value."""
        return read_text(_lib.cg_bot_params, self._handle)

    def choose(self, state: Any, seed: Optional[int] = 0) -> int:
        """A legal move (its code) for the player to move in state."""
        check(_lib.cg_bot_choose(self._handle, state.handle, seed_of(seed),
                                 _c.byref(self._move)))
        return self._move.value

    def __repr__(self) -> str:
        return "Bot(%r, %r, %r)" % (self.game.name, self.name, self.params)
