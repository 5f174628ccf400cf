"""Every game of the catalogue as a Gymnasium environment (optional dependency
``gymnasium>=1.0``: ``pip install cardgames[gymnasium]``).

Importing this module registers one id per game: ``cardgames/War-v0``,
``cardgames/Battleship-v0``, ``cardgames/Shephy-v0``, ``cardgames/SlugDungeon-v0``,
``cardgames/WeissSchwarz-v0``::

    import gymnasium, cardgames.gymnasium
    env = gymnasium.make("cardgames/Battleship-v0", seat=0, opponent="random")
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(info["action_mask"].argmax())

``gymnasium.make(id, seat=0, opponent="mcts", max_moves=None, render_mode=None,
illegal_action="raise", **game_parameters)``: the learner plays ``seat``; every
other seat is played inside the library by the catalogue's bot ``opponent`` (a
name, or ``(name, params)``), which sees only its own view. A one-player game
has no opponent.

- ``action_space = Discrete(action_count)``; ``observation_space = Box(0, 1,
  observation_shape, float32)``, the learner's own observation
  (``cg_state_observation``); ``info["action_mask"]`` (int8) is the learner's
  legal mask after ``reset`` and every ``step``.
- An illegal action raises ``ValueError`` (``illegal_action="raise"``, the
  default), rather than being replaced. ``illegal_action="lose"`` ends the game
  instead, terminated with the game's least return as reward: Gymnasium's own
  ``check_env`` steps sampled actions that may be illegal, and runs with it.
- Reward: the learner's return when the game ends by its rules, 0 before;
  ``terminated`` then. ``truncated`` when ``max_moves`` moves (the bots'
  included) were made without an end; the reward is then 0.
- ``render_mode="ansi"``: ``render()`` returns the learner's view
  (``cg_state_render``); ``"human"`` prints it.

``gymnasium.make_vec(id, num_envs=N, vectorization_mode="vector_entry_point")``
returns a :class:`CardGamesVectorEnv`: one ``cg_batch`` of N states stepped in
one call, the opponents' moves made inside the library, in Gymnasium 1.x's
``NEXT_STEP`` autoreset mode (``metadata["autoreset_mode"]``): the step that
ends a game returns its final observation and reward; the next step of that
environment starts a new game and ignores its action.
"""

from __future__ import annotations

import ctypes
import re
from typing import Any, Dict, List, Optional, Tuple, Union

import gymnasium
import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from . import Game, State, VectorEnv, games
from ._native import check, library as _lib

__all__ = ["CardGamesEnv", "CardGamesVectorEnv", "env_id", "ILLEGAL_ACTIONS"]

#: What an illegal action does: "raise" (ValueError) or "lose" (the game ends,
#: terminated, with the game's least return).
ILLEGAL_ACTIONS = ("raise", "lose")

Opponent = Union[str, Tuple[str, Optional[str]]]


def env_id(name: str) -> str:
    """The Gymnasium id of a game of the catalogue: "cardgames/SlugDungeon-v0"."""
    title = re.sub(r"\(.*\)", "", Game(name).info.title)
    camel = re.sub(r"[^A-Za-z0-9]", "", title)
    if camel.lower() != name.replace("_", ""):
        camel = "".join(part.capitalize() for part in name.split("_"))
    return "cardgames/%s-v0" % camel


def _check_options(game: Game, seat: Any, illegal_action: Any, max_moves: Any,
                   where: str) -> Tuple[int, int]:
    """seat and max_moves (0: none) checked: ValueError naming what is accepted."""
    if isinstance(seat, bool) or not isinstance(seat, (int, np.integer)) or \
            not 0 <= int(seat) < game.num_players:
        raise ValueError("%s: seat must be a player of %s (0..%d), not %r"
                         % (where, game.name, game.num_players - 1, seat))
    if illegal_action not in ILLEGAL_ACTIONS:
        raise ValueError("%s: illegal_action must be one of %s, not %r"
                         % (where, ILLEGAL_ACTIONS, illegal_action))
    if max_moves is None:
        return int(seat), 0
    if isinstance(max_moves, bool) or not isinstance(max_moves, (int, np.integer)) or \
            not 1 <= int(max_moves) < 2 ** 32:
        raise ValueError("%s: max_moves must be None or 1..2**32-1, not %r"
                         % (where, max_moves))
    return int(seat), int(max_moves)


def _bots(game: Game, seat: int, opponent: Opponent) -> Dict[int, Opponent]:
    """The opponent on every seat but the learner's."""
    return {p: opponent for p in range(game.num_players) if p != seat}


def _observation_into(batch: int, index: int, seat: int, row: NDArray[np.float32]) -> None:
    """cg_state_observation of state index of the batch for seat, into row."""
    state = _lib.cg_batch_state(batch, index)
    check(_lib.cg_state_observation(state, seat, row.ctypes.data_as(ctypes.c_void_p),
                                    row.size))


class CardGamesEnv(gymnasium.Env[NDArray[np.float32], np.int64]):
    """One game of the catalogue as a single-agent Gymnasium environment: the
    learner plays ``seat``, the catalogue's bot ``opponent`` the other seats
    (inside the library: a one-state cg_batch with its bots and its cap)."""

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(self, game: str, seat: int = 0, opponent: Opponent = "mcts",
                 max_moves: Optional[int] = None, render_mode: Optional[str] = None,
                 illegal_action: str = "raise", **params: Any) -> None:
        """The environment of game (a name of the catalogue) with its parameters."""
        self.game = Game(game, **params)
        self.seat, cap = _check_options(self.game, seat, illegal_action, max_moves,
                                        "CardGamesEnv")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError("CardGamesEnv: render_mode must be None, 'ansi' or 'human', not %r"
                             % (render_mode,))
        self.render_mode = render_mode
        self.illegal_action = illegal_action
        self.max_moves = max_moves
        info = self.game.info
        self.opponent = opponent if self.game.num_players > 1 else None
        self.action_space = spaces.Discrete(self.game.action_count)
        self.observation_space = spaces.Box(0.0, 1.0, self.game.observation_shape, np.float32)
        self.reward_range = (info.min_return, info.max_return)
        self._env = VectorEnv(self.game, 1, seed=0, autoreset="disabled", max_moves=cap,
                              bots=_bots(self.game, self.seat, opponent))
        self._lost = False

    # ---- what the learner sees ----
    @property
    def state(self) -> State:
        """The running match (one of the environment's: valid until the next reset)."""
        return self._env.state(0)

    def _observation(self) -> NDArray[np.float32]:
        obs = np.zeros(self.game.observation_shape, np.float32)
        _observation_into(self._env._batch or 0, 0, self.seat, obs.reshape(-1))
        return obs

    def _mask(self) -> NDArray[np.int8]:
        state = self._env.state(0)
        if self._lost or state.current_player != self.seat:
            return np.zeros(self.game.action_count, np.int8)
        return np.asarray(state.legal_mask(), dtype=np.int8)

    def _info(self) -> Dict[str, Any]:
        return {"action_mask": self._mask()}

    # ---- the Gymnasium API ----
    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
              ) -> Tuple[NDArray[np.float32], Dict[str, Any]]:
        """A new game: from seed when given, else from the environment's generator
        (seeded by the last seed given)."""
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2 ** 63))
        self._env.reset(game_seed)
        self._lost = False
        if self.render_mode == "human":
            self.render()
        return self._observation(), self._info()

    def step(self, action: Any) -> Tuple[NDArray[np.float32], float, bool, bool, Dict[str, Any]]:
        """The learner's action (0..action_count-1, legal), then the opponents' moves."""
        if self._lost:
            raise ValueError("CardGamesEnv.step: the game is over: call reset")
        mask = self._mask()
        over = not mask.any()
        legal = isinstance(action, (int, np.integer)) and not isinstance(action, bool) and \
            0 <= int(action) < self.game.action_count and bool(mask[int(action)])
        if not over and not legal:
            if self.illegal_action == "raise":
                raise ValueError("CardGamesEnv.step: action %r is not legal (the legal ones: "
                                 "%s)" % (action, np.flatnonzero(mask).tolist()[:20]))
            self._lost = True
            return (self._observation(), float(self.game.info.min_return), True, False,
                    self._info())
        self._env.step([int(action) if legal else 0])
        done = bool(self._env.done[0])
        truncated = bool(self._env.truncated[0])
        reward = float(self._env.returns[0][self.seat]) if done else 0.0
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, done and not truncated, truncated, self._info()

    def render(self) -> Optional[str]:
        """The learner's view (cg_state_render): returned for "ansi", printed for
        "human"."""
        if self.render_mode is None:
            gymnasium.logger.warn("CardGamesEnv.render: no render_mode was given")
            return None
        text = self._env.state(0).render(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Releases the library's states."""
        self._env.close()


class CardGamesVectorEnv(gymnasium.vector.VectorEnv[NDArray[np.float32], NDArray[np.int64],
                                                    NDArray[Any]]):
    """num_envs games in one cg_batch, stepped in one call of the library, the
    opponents' moves made inside it, in NEXT_STEP autoreset mode."""

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.NEXT_STEP,
                "render_modes": []}

    def __init__(self, game: str, num_envs: int = 1, seat: int = 0,
                 opponent: Opponent = "mcts", max_moves: Optional[int] = None,
                 num_threads: int = 1, render_mode: Optional[str] = None,
                 **params: Any) -> None:
        """num_envs environments of game; num_threads threads step the batch."""
        self.game = Game(game, **params)
        self.seat, cap = _check_options(self.game, seat, "raise", max_moves,
                                        "CardGamesVectorEnv")
        if render_mode is not None:
            raise ValueError("CardGamesVectorEnv: no render mode (render the single "
                             "environment)")
        self.render_mode = None
        self.num_envs = num_envs
        self.single_action_space = spaces.Discrete(self.game.action_count)
        self.single_observation_space = spaces.Box(0.0, 1.0, self.game.observation_shape,
                                                   np.float32)
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space,
                                                               num_envs)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, num_envs)
        self._env = VectorEnv(self.game, num_envs, seed=0, num_threads=num_threads,
                              autoreset="next_step", max_moves=cap,
                              bots=_bots(self.game, self.seat, opponent))

    @property
    def env(self) -> VectorEnv:
        """The cardgames.VectorEnv underneath."""
        return self._env

    def _outputs(self) -> Tuple[NDArray[np.float32], Dict[str, Any]]:
        """The learner's observations (its own view also where its game just
        ended or where it is not to move) and masks."""
        obs = np.array(self._env.observations, dtype=np.float32)
        players = np.asarray(self._env.players)
        flat = obs.reshape(self.num_envs, -1)
        for i in np.flatnonzero(players != self.seat):
            _observation_into(self._env._batch or 0, int(i), self.seat, flat[i])
        masks = np.array(self._env.masks, dtype=np.int8)
        masks[players != self.seat] = 0
        return obs, {"action_mask": masks}

    def reset(self, *, seed: Optional[Union[int, List[int]]] = None,
              options: Optional[Dict[str, Any]] = None
              ) -> Tuple[NDArray[np.float32], Dict[str, Any]]:
        """Every environment starts a new game: environment i from
        cg_seed_derive(seed, i) (seed: an int, else drawn from the generator)."""
        if isinstance(seed, list):
            seed = seed[0] if seed else None
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2 ** 63))
        self._env.reset(game_seed)
        return self._outputs()

    def step(self, actions: Any) -> Tuple[NDArray[np.float32], NDArray[np.float32],
                                          NDArray[np.bool_], NDArray[np.bool_], Dict[str, Any]]:
        """Each environment's action; an illegal one raises ValueError naming its
        index, and nothing changes. The action of an environment whose game
        ended in the last step is not read (NEXT_STEP: it starts a new game)."""
        actions = np.asarray(actions).reshape(-1)
        if actions.shape != (self.num_envs,):
            raise ValueError("CardGamesVectorEnv.step: %d actions for %d environments"
                             % (actions.size, self.num_envs))
        masks = np.asarray(self._env.masks)
        players = np.asarray(self._env.players)
        running = players == self.seat
        in_range = (actions >= 0) & (actions < self.game.action_count)
        legal = in_range.copy()
        legal[in_range] = masks[np.flatnonzero(in_range), actions[in_range]] != 0
        bad = running & ~legal
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise ValueError("CardGamesVectorEnv.step: action %r of environment %d is not "
                             "legal" % (actions[i], i))
        safe = np.where(legal, actions, 0).astype(np.uint32)
        self._env.step(safe)
        done = np.asarray(self._env.done).astype(bool)
        truncated = np.asarray(self._env.truncated).astype(bool)
        rewards = np.where(done, np.asarray(self._env.returns)[:, self.seat], 0.0)
        obs, info = self._outputs()
        return obs, rewards.astype(np.float32), done & ~truncated, truncated, info

    def close_extras(self, **kwargs: Any) -> None:
        """Releases the library's states."""
        self._env.close()


def _register() -> None:
    """One id per game of the catalogue (idempotent)."""
    for name in games():
        gid = env_id(name)
        if gid in gymnasium.registry:
            continue
        gymnasium.register(id=gid, entry_point="cardgames.gymnasium:CardGamesEnv",
                           vector_entry_point="cardgames.gymnasium:CardGamesVectorEnv",
                           kwargs={"game": name}, disable_env_checker=False)


_register()
