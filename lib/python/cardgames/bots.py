"""Bots of the library from Python:

    bot = cardgames.Bot(game, "mcts", iterations=200)   # or a params text
    move = bot.choose(state, seed=3)                    # a legal move's code
    cardgames.bot_names(game)                           # ['random', 'mcts', ...]

A bot uses only what the player to move may know, never changes the state, and
chooses the same move for the same seed. A bot belongs to one thread at a time.
A bot pickles and copies as a new bot of the same game, name and parameters.
"""

from __future__ import annotations

import ctypes
from typing import Any, List, Optional, Tuple

from ._args import seed_of, state_handle, text
from ._native import check, declare, library, read_text

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


def _game_of(game: Any, where: str) -> Any:
    """A cardgames.Game (a name makes one with the default parameters)."""
    from . import Game
    if isinstance(game, str):
        return Game(game)
    if not isinstance(game, Game):
        raise TypeError("%s: game must be a cardgames.Game or a name, not %s"
                        % (where, type(game).__name__))
    return game


def bot_names(game: Any) -> List[str]:
    """The names of the bots of a game's catalogue (a Game, or a game's name)."""
    game = _game_of(game, "bot_names")
    return [_lib.cg_bot_name_at(game.handle, i).decode()
            for i in range(_lib.cg_bot_count(game.handle))]


class Bot:
    """A bot of a game's catalogue, with its parameters as text or keywords:
    Bot(game, name, params) or Bot(game, name, **params); CG_EINVAL
    (InvalidArgumentError) for a name the catalogue lacks or a bad parameter."""

    def __init__(self, game: Any, name: str, params: Optional[str] = None,
                 **kwargs: Any) -> None:
        """cg_bot_new(game, name, params)."""
        from . import _encode_params
        self._handle: Optional[int] = None
        game = _game_of(game, "Bot")
        if not isinstance(name, str):
            raise TypeError("Bot: the bot name must be a str, not %s" % type(name).__name__)
        if params is not None and kwargs:
            raise TypeError("Bot: give parameters as text or as keyword arguments, not both")
        if params is not None and not isinstance(params, str):
            raise TypeError("Bot: params must be a str, not %s" % type(params).__name__)
        params_text = params if params is not None else _encode_params(kwargs, "Bot")
        handle = _c.c_void_p()
        check(_lib.cg_bot_new(game.handle, text(name, "name", "Bot"),
                              text(params_text, "params", "Bot") if params_text else None,
                              _c.byref(handle)))
        self._handle = handle.value
        #: The game the bot plays.
        self.game = game
        self._move = _c.c_uint32()

    def __del__(self) -> None:
        """cg_bot_free."""
        handle = getattr(self, "_handle", None)
        if handle:
            _lib.cg_bot_free(handle)
            self._handle = None

    @property
    def name(self) -> str:
        """The bot's name in the catalogue ("mcts")."""
        return str(_lib.cg_bot_name(self._handle).decode())

    @property
    def params(self) -> str:
        """The effective parameters, every key with its value."""
        return read_text(_lib.cg_bot_params, self._handle)

    def choose(self, state: Any, seed: Optional[int] = 0) -> int:
        """A legal move (its code) for the player to move in state, a state of the
        bot's game; the same for the same seed (0..2**64-1; None: from the OS).
        GameOverError on a finished game."""
        handle = state_handle(state, "Bot.choose")
        check(_lib.cg_bot_choose(self._handle, handle, seed_of(seed, "seed", "Bot.choose"),
                                 _c.byref(self._move)))
        return self._move.value

    def __reduce__(self) -> Tuple[Any, ...]:
        """Pickles (and copies) as a new bot: game, name and parameters."""
        return (Bot, (self.game, self.name, self.params))

    def __repr__(self) -> str:
        """Bot('war', 'mcts', 'iterations=...')."""
        return "Bot(%r, %r, %r)" % (self.game.name, self.name, self.params)
