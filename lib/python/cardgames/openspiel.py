"""Every game of the catalogue as an OpenSpiel game (optional dependency
``open_spiel``: ``pip install cardgames[openspiel]``).

Importing this module registers every game with ``pyspiel.register_game`` as
``cardgames_<name>``::

    import pyspiel, cardgames.openspiel
    game = pyspiel.load_game("cardgames_battleship")
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])

- ``GameType`` from the game's traits (``cg_game_info_get``): sequential;
  sampled-stochastic chance where the game has chance (outcomes are drawn inside
  ``apply_action`` from the state's generator: there are no chance nodes), else
  deterministic; imperfect information where something is hidden; zero-,
  constant- or general-sum utility; terminal rewards.
- The game's parameters are OpenSpiel parameters with the library's defaults
  (integers, or strings): ``pyspiel.load_game("cardgames_war", {"max_rounds": 50})``.
  ``pyspiel.load_game("cardgames_war(max_rounds=50)")`` works too.
- Actions are the library's dense actions; ``observation_string`` and
  ``information_state_string`` are the player's render, ``observation_tensor``
  and ``information_state_tensor`` its observation (``cg_state_observation``):
  what the player knows now, which the library keeps unchanged by resampling.
- ``resample_from_infostate(player, sampler)`` is ``cg_state_resample`` on a
  clone, seeded from the sampler: OpenSpiel's Python IS-MCTS
  (``open_spiel.python.algorithms.ismcts.ISMCTSBot``) runs on our games.
  OpenSpiel's C++ ``ISMCTSBot`` cannot call a resampler written in Python.
- ``serialize()`` is the saved form (``cg_state_save``) and
  ``game.deserialize_state(text)`` loads it back.
- ``max_game_length`` is the game's bound on moves, or 100000
  for the games whose rules give none (War without ``max_rounds``, Battleship,
  Shephy, Weiss-Fiuba-Schwarz): a figure for OpenSpiel's algorithms that size
  buffers by it, not a limit the games obey.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

import numpy as np
import pyspiel

from . import Game, State, games

__all__ = ["short_name", "CardGame", "CardGameState"]

# max_game_length of the games whose rules bound no game.
_UNBOUNDED_LENGTH = 100000


def short_name(name: str) -> str:
    """The OpenSpiel name of a game of the catalogue: "cardgames_war"."""
    return "cardgames_" + name


def _param_value(text: str) -> Any:
    """A parameter's default as OpenSpiel takes it: an int, else a string."""
    try:
        return int(text)
    except ValueError:
        return text


def _defaults(name: str) -> Dict[str, Any]:
    """The game's parameters with the library's defaults."""
    params: Dict[str, Any] = {}
    for item in Game(name).params.split(";"):
        if item:
            key, _, value = item.partition("=")
            params[key.strip()] = _param_value(value.strip())
    return params


def _game_type(name: str) -> Any:
    info = Game(name).info
    GT = pyspiel.GameType
    if info.zero_sum:
        utility = GT.Utility.ZERO_SUM
    elif info.constant_sum:
        utility = GT.Utility.CONSTANT_SUM
    else:
        utility = GT.Utility.GENERAL_SUM
    return GT(
        short_name=short_name(name), long_name=info.title,
        dynamics=GT.Dynamics.SEQUENTIAL,
        chance_mode=(GT.ChanceMode.SAMPLED_STOCHASTIC if info.chance
                     else GT.ChanceMode.DETERMINISTIC),
        information=(GT.Information.IMPERFECT_INFORMATION if info.hidden
                     else GT.Information.PERFECT_INFORMATION),
        utility=utility,
        reward_model=GT.RewardModel.TERMINAL,
        max_num_players=info.num_players, min_num_players=info.num_players,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=_defaults(name))


class CardGame(pyspiel.Game):  # type: ignore[misc]
    """A game of the catalogue as a pyspiel.Game (one subclass per game)."""

    #: The catalogue's name (set by each registered subclass).
    name = ""

    def __init__(self, params: Optional[Dict[str, Any]] = None) -> None:
        """The game with params over the library's defaults."""
        merged = dict(_defaults(self.name))
        merged.update(params or {})
        text = ";".join("%s=%s" % (k, v) for k, v in merged.items())
        self.cg = Game(self.name, text)
        #: The move code of every action (Game.move_of, read once).
        self.moves = [self.cg.move_of(a) for a in range(self.cg.action_count)]
        info = self.cg.info
        game_info = pyspiel.GameInfo(
            num_distinct_actions=self.cg.action_count, max_chance_outcomes=0,
            num_players=info.num_players, min_utility=info.min_return,
            max_utility=info.max_return,
            utility_sum=0.0 if info.zero_sum else None,
            max_game_length=info.max_moves or _UNBOUNDED_LENGTH)
        super().__init__(_game_type(self.name), game_info, merged)

    def new_initial_state(self, seed: Optional[int] = None) -> "CardGameState":
        """A new match; its chance from seed (None: from the OS)."""
        return CardGameState(self, self.cg.new_state(seed))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "_Observer":
        """The observer of both the observation and the information state: a
        player's render and observation."""
        if params:
            raise ValueError("cardgames observers take no parameters, not %r" % (params,))
        return _Observer(self.cg)

    def deserialize_state(self, text: str) -> "CardGameState":
        """A state from serialize()'s text (the saved form)."""
        return CardGameState(self, self.cg.load(text))


class CardGameState(pyspiel.State):  # type: ignore[misc]
    """A state of a game of the catalogue as a pyspiel.State."""

    def __init__(self, game: CardGame, state: State) -> None:
        """Wraps state (a cardgames.State of game's Game)."""
        super().__init__(game)
        self.cg = state
        self._cg_game = game.cg
        self._moves = game.moves

    def current_player(self) -> int:
        """The player to move; pyspiel.PlayerId.TERMINAL at the end."""
        if self.cg.is_terminal:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.cg.current_player

    def _legal_actions(self, player: int) -> List[int]:
        actions: List[int] = np.flatnonzero(self.cg.legal_mask()).tolist()
        return actions

    def _apply_action(self, action: int) -> None:
        self.cg.apply(self._moves[action])

    def _action_to_string(self, player: int, action: int) -> str:
        move = self._moves[action]
        if not self.cg.is_terminal and self.cg.is_legal(move):
            return self.cg.move_text(move)
        return "action %d" % action

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.cg.is_terminal

    def returns(self) -> List[float]:
        """Every player's return (0 before the end)."""
        return [float(r) for r in self.cg.returns()]

    def rewards(self) -> List[float]:
        """The returns at the end, 0 before (terminal rewards)."""
        return self.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> \
            "CardGameState":
        """A clone with what player_id cannot know redrawn (cg_state_resample),
        seeded from probability_sampler (a callable giving floats in [0, 1))."""
        try:
            u = float(probability_sampler())
        except TypeError:
            u = float(np.random.random())
        clone = self.cg.clone()
        clone.resample(player_id, int(u * 2 ** 53))
        return CardGameState(self.get_game(), clone)

    def serialize(self) -> str:
        """The saved form (cg_state_save)."""
        return self.cg.save()

    def __deepcopy__(self, memo: Dict[int, Any]) -> "CardGameState":
        """A clone of the state (OpenSpiel clones Python states by deepcopy)."""
        return CardGameState(self.get_game(), self.cg.clone())

    def __str__(self) -> str:
        """A spectator's render."""
        return self.cg.render()


class _Observer:
    """A player's view: tensor its observation, string its render."""

    def __init__(self, game: Game) -> None:
        self.tensor = np.zeros(game.observation_size, np.float32)
        self.dict = {"observation": self.tensor.reshape(game.observation_shape)}

    def set_from(self, state: CardGameState, player: int) -> None:
        """tensor := the observation of player."""
        state.cg.observation(player, out=self.tensor)

    def string_from(self, state: CardGameState, player: int) -> str:
        """player's render."""
        return state.cg.render(player)


def _register() -> None:
    """Registers every game of the catalogue (once)."""
    registered = set(pyspiel.registered_names())
    for name in games():
        if short_name(name) in registered:
            continue
        cls = type("CardGame_" + name, (CardGame,), {"name": name})
        pyspiel.register_game(_game_type(name), cls)


_register()
