"""Every game of the catalogue as a PettingZoo AEC environment (optional
dependency ``pettingzoo>=1.24``: ``pip install cardgames[pettingzoo]``)::

    from cardgames.pettingzoo import env
    e = env("battleship")
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        mask = obs["action_mask"]
        e.step(None if terminated or truncated else int(mask.nonzero()[0][0]))

``env(game, render_mode=None, max_moves=None, **game_parameters)`` returns the
AEC environment wrapped as PettingZoo's classic environments are
(TerminateIllegalWrapper with the game's least return, AssertOutOfBoundsWrapper,
OrderEnforcingWrapper); ``raw_env`` is the unwrapped class. Agents are
``player_0`` .. ``player_{n-1}``; the agent selected is the player to move.

- ``observation_space(agent) = Dict(observation=Box(0, 1, shape, float32),
  action_mask=Box(0, 1, (A,), int8))``; ``observe(agent)`` is that agent's own
  view (``cg_state_observation(state, agent)``), never the hidden parts, and its
  legal mask (all zeros when it is not to move).
- Rewards at the end (the game's returns), ``terminations`` when the game ends by
  its rules; ``truncations`` when ``max_moves`` moves were made without an end
  (rewards 0).
- ``render_mode="ansi"``: ``render()`` returns a spectator's view (everything:
  a render is for people watching, never given to an agent); ``"human"`` prints
  it.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from . import PLAYER_NONE, Game, State

__all__ = ["env", "raw_env"]


def env(game: str, render_mode: Optional[str] = None, max_moves: Optional[int] = None,
        **params: Any) -> AECEnv[str, Dict[str, NDArray[Any]], Optional[int]]:
    """The AEC environment of game, wrapped as PettingZoo's classic environments are."""
    raw = raw_env(game, render_mode=render_mode, max_moves=max_moves, **params)
    wrapped: Any = wrappers.TerminateIllegalWrapper(raw, illegal_reward=raw.least_return)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    result: AECEnv[str, Dict[str, NDArray[Any]], Optional[int]] = \
        wrappers.OrderEnforcingWrapper(wrapped)
    return result


class raw_env(AECEnv[str, Dict[str, NDArray[Any]], Optional[int]]):  # type: ignore[misc]
    """One game of the catalogue as an AEC environment (unwrapped)."""

    metadata: Dict[str, Any] = {"render_modes": ["ansi", "human"], "name": "cardgames_v0",
                "is_parallelizable": False, "render_fps": 4}

    def __init__(self, game: str, render_mode: Optional[str] = None,
                 max_moves: Optional[int] = None, **params: Any) -> None:
        """The environment of game (a name of the catalogue) with its parameters."""
        super().__init__()
        self.game = Game(game, **params)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError("raw_env: render_mode must be None, 'ansi' or 'human', not %r"
                             % (render_mode,))
        if max_moves is not None and (isinstance(max_moves, bool) or
                                      not isinstance(max_moves, (int, np.integer)) or
                                      not 1 <= int(max_moves) < 2 ** 32):
            raise ValueError("raw_env: max_moves must be None or 1..2**32-1, not %r"
                             % (max_moves,))
        self.metadata = dict(self.metadata, name="cardgames_%s_v0" % self.game.name)
        self.render_mode = render_mode
        self.max_moves = max_moves
        info = self.game.info
        #: The reward of an illegal move under TerminateIllegalWrapper.
        self.least_return = float(info.min_return)
        self.possible_agents = ["player_%d" % p for p in range(self.game.num_players)]
        self.agents = self.possible_agents[:]
        count = self.game.action_count
        self.observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(0.0, 1.0, self.game.observation_shape, np.float32),
                "action_mask": spaces.Box(0, 1, (count,), np.int8),
            }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(count) for a in self.possible_agents}
        self._seeds = np.random.default_rng()
        self.state: Optional[State] = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """Dict(observation=Box(0, 1, shape, float32), action_mask=Box(0, 1, (A,), int8))."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """Discrete(action_count)."""
        return self.action_spaces[agent]

    def _index(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def observe(self, agent: str) -> Dict[str, NDArray[Any]]:
        """agent's own view and legal mask (zeros when it is not to move)."""
        assert self.state is not None, "call reset first"
        player = self._index(agent)
        obs = np.asarray(self.state.observation(player), dtype=np.float32)
        obs = obs.reshape(self.game.observation_shape)
        if self.state.current_player == player and not self._ended():
            mask = np.asarray(self.state.legal_mask(), dtype=np.int8)
        else:
            mask = np.zeros(self.game.action_count, np.int8)
        return {"observation": obs, "action_mask": mask}

    def _ended(self) -> bool:
        return any(self.terminations.values()) or any(self.truncations.values())

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
              ) -> None:
        """A new game: from seed when given, else from the environment's generator
        (seeded by the last seed given)."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
            game_seed = int(seed) % 2 ** 64
        else:
            game_seed = int(self._seeds.integers(2 ** 63))
        self.state = self.game.new_state(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        """The agent to move (the first agent when the game is over)."""
        assert self.state is not None
        player = self.state.current_player
        self.agent_selection = self.possible_agents[player if player != PLAYER_NONE else 0]

    def step(self, action: Optional[int]) -> None:
        """The selected agent's action (None once it is terminated or truncated)."""
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        assert self.state is not None and action is not None
        agent = self.agent_selection
        self._cumulative_rewards[agent] = 0.0
        self.state.apply(self.game.move_of(int(action)))
        self.rewards = {a: 0.0 for a in self.agents}
        if self.state.is_terminal:
            returns = self.state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._index(a)])
                self.terminations[a] = True
        elif self.max_moves is not None and self.state.move_number >= self.max_moves:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        """A spectator's view of the game: returned for "ansi", printed for "human"."""
        if self.render_mode is None or self.state is None:
            return None
        text = self.state.render(PLAYER_NONE)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Lets the state go."""
        self.state = None
