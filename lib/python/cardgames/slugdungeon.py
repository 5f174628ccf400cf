"""SlugDungeon from Python: the typed functions of slugdungeon.h through ctypes
(standard library only). The seed's classes become plain values: weapons are
ints (Weapon), tiles and entities small structures (Tile, Entity) that the
functions read and change, positions (row, col) tuples, effects Effect tuples;
the model is a cardgames.State of a slugdungeon game.

    import cardgames
    from cardgames import slugdungeon as sd

    game = cardgames.Game("slugdungeon")
    state = sd.state_from_level(game, "10\\n#####\\n#PSL#\\n#####\\n")
    sd.player(state).health, sd.slug_count(state)           # 10, 1
    sd.handle_player_move(state, (0, 1))                     # a whole turn
    sd.weapon_targets(sd.POISON_DART, (1, 1))                # [(1, 2), (1, 0), ...]
    slug = sd.slug_init(sd.ANGRY_SLUG)
    sd.choose_move(slug, [(1, 2), (2, 1)], (1, 1), (3, 3))  # (1, 2)

A function given a value of the wrong Python type raises TypeError; one the
library refuses raises cardgames.Error with its status (CG_EINVAL, CG_EILLEGAL,
CG_EOVER, CG_EPARSE, CG_EIO) and the library's message.
"""

from __future__ import annotations

import ctypes
import enum
from typing import Any, Callable, List, NamedTuple, Optional, Sequence, Tuple

from ._args import EINVAL, c_int, game_handle, path as path_arg, state_handle, text as text_arg
from ._errors import Error
from ._native import check, constants as C, last_error, library, read_text

__all__ = [
    "Weapon", "Kind", "Plane", "Position", "Effect", "Tile", "Entity",
    "NO_WEAPON", "WEAPON", "POISON_DART", "POISON_SWORD", "HEALING_ROCK",
    "ENTITY", "PLAYER", "SLUG", "NICE_SLUG", "ANGRY_SLUG", "SCARED_SLUG",
    "UP", "LEFT", "DOWN", "RIGHT", "STAY", "MOVES", "DELTAS",
    "MAX_SIDE", "MAX_SLUGS", "HEALTH_MAX", "STAT_MAX", "MAX_TURNS_DEFAULT", "SYMBOL_CAP",
    "BY_PLAYER", "PLANES",
    "weapon_name", "weapon_symbol", "weapon_effect", "weapon_range", "weapon_targets",
    "weapon_repr", "effect_text",
    "tile_init", "create_tile", "tile_is_blocking", "tile_weapon", "tile_set_weapon",
    "tile_remove_weapon", "tile_text", "tile_repr",
    "entity_init", "slug_init", "entity_name", "entity_symbol", "entity_health",
    "entity_max_health", "entity_poison", "entity_weapon", "entity_is_alive", "entity_repr",
    "entity_equip", "entity_weapon_targets", "entity_weapon_effect", "apply_effects",
    "apply_poison", "choose_move", "slug_can_move", "slug_end_turn",
    "state_from_level", "state_from_file", "model_new", "dimensions", "tile_at", "tiles",
    "tiles_text", "slug_count", "slug", "slug_index_at", "slugs_text", "player",
    "player_position", "previous_position", "valid_slug_positions", "perform_attack",
    "end_turn", "handle_player_move", "has_won", "has_lost", "turns", "max_turns",
]

_c = ctypes
_lib = library

# ---- constants (slugdungeon.h) ----

#: Largest board side (rows and columns) and most slugs in a level.
MAX_SIDE: int = C.CG_SLUGDUNGEON_MAX_SIDE
MAX_SLUGS: int = C.CG_SLUGDUNGEON_MAX_SLUGS
#: Largest maximum health of a player or an abstract entity.
HEALTH_MAX: int = C.CG_SLUGDUNGEON_HEALTH_MAX
#: Health, poison and effect values never exceed this (poison saturates).
STAT_MAX: int = C.CG_SLUGDUNGEON_STAT_MAX
#: The default of the max_turns parameter.
MAX_TURNS_DEFAULT: int = C.CG_SLUGDUNGEON_MAX_TURNS_DEFAULT
#: Room for a tile symbol and its NUL.
SYMBOL_CAP: int = C.CG_SLUGDUNGEON_SYMBOL_CAP
#: The attacker index of the player in perform_attack.
BY_PLAYER: int = C.CG_SLUGDUNGEON_BY_PLAYER

#: Move codes (and action indices): up, left, down, right, stay.
UP: int = C.CG_SLUGDUNGEON_UP
LEFT: int = C.CG_SLUGDUNGEON_LEFT
DOWN: int = C.CG_SLUGDUNGEON_DOWN
RIGHT: int = C.CG_SLUGDUNGEON_RIGHT
STAY: int = C.CG_SLUGDUNGEON_STAY
MOVES = ("up", "left", "down", "right", "stay")
#: The (row, col) step of each move code, as handle_player_move takes it.
DELTAS = ((-1, 0), (0, -1), (1, 0), (0, 1), (0, 0))


class Weapon(enum.IntEnum):
    """cg_slugdungeon_weapon: NO_WEAPON is the seed's None."""
    NO_WEAPON = C.CG_SLUGDUNGEON_NO_WEAPON
    WEAPON = C.CG_SLUGDUNGEON_WEAPON
    POISON_DART = C.CG_SLUGDUNGEON_POISON_DART
    POISON_SWORD = C.CG_SLUGDUNGEON_POISON_SWORD
    HEALING_ROCK = C.CG_SLUGDUNGEON_HEALING_ROCK


class Kind(enum.IntEnum):
    """cg_slugdungeon_kind: the seed's entity classes."""
    ENTITY = C.CG_SLUGDUNGEON_ENTITY
    PLAYER = C.CG_SLUGDUNGEON_PLAYER
    SLUG = C.CG_SLUGDUNGEON_SLUG
    NICE_SLUG = C.CG_SLUGDUNGEON_NICE_SLUG
    ANGRY_SLUG = C.CG_SLUGDUNGEON_ANGRY_SLUG
    SCARED_SLUG = C.CG_SLUGDUNGEON_SCARED_SLUG


class Plane(enum.IntEnum):
    """cg_slugdungeon_plane: the first plane of each part of the observation
    (shape (PLANES, rows, cols); the game's README gives every plane)."""
    BOARD = C.CG_SLUGDUNGEON_PLANE_BOARD
    BLOCKING = C.CG_SLUGDUNGEON_PLANE_BLOCKING
    GOAL = C.CG_SLUGDUNGEON_PLANE_GOAL
    TILE_WEAPON = C.CG_SLUGDUNGEON_PLANE_TILE_WEAPON
    PLAYER = C.CG_SLUGDUNGEON_PLANE_PLAYER
    SLUG = C.CG_SLUGDUNGEON_PLANE_SLUG
    SLUG_HEALTH = C.CG_SLUGDUNGEON_PLANE_SLUG_HEALTH
    SLUG_POISON = C.CG_SLUGDUNGEON_PLANE_SLUG_POISON
    SLUG_MOVES = C.CG_SLUGDUNGEON_PLANE_SLUG_MOVES
    SLUG_WEAPON = C.CG_SLUGDUNGEON_PLANE_SLUG_WEAPON
    HEALTH = C.CG_SLUGDUNGEON_PLANE_HEALTH
    POISON = C.CG_SLUGDUNGEON_PLANE_POISON
    WEAPON = C.CG_SLUGDUNGEON_PLANE_WEAPON
    TURNS_LEFT = C.CG_SLUGDUNGEON_PLANE_TURNS_LEFT
    LEGAL = C.CG_SLUGDUNGEON_PLANE_LEGAL


#: The number of observation planes (CG_SLUGDUNGEON_PLANES).
PLANES: int = C.CG_SLUGDUNGEON_PLANES

NO_WEAPON, WEAPON, POISON_DART, POISON_SWORD, HEALING_ROCK = (
    Weapon.NO_WEAPON, Weapon.WEAPON, Weapon.POISON_DART, Weapon.POISON_SWORD,
    Weapon.HEALING_ROCK)
ENTITY, PLAYER, SLUG, NICE_SLUG, ANGRY_SLUG, SCARED_SLUG = (
    Kind.ENTITY, Kind.PLAYER, Kind.SLUG, Kind.NICE_SLUG, Kind.ANGRY_SLUG, Kind.SCARED_SLUG)


# ---- values ----

class Position(NamedTuple):
    """A board position: rows grow downward, columns to the right."""
    row: int
    col: int


class Effect(NamedTuple):
    """An effect: the seed's dictionary {'damage': d, 'healing': h, 'poison': p}."""
    damage: int = 0
    healing: int = 0
    poison: int = 0


class _Position(_c.Structure):
    _fields_ = [("row", _c.c_int32), ("col", _c.c_int32)]


class _Effect(_c.Structure):
    _fields_ = [("damage", _c.c_int32), ("healing", _c.c_int32), ("poison", _c.c_int32)]


class Tile(_c.Structure):
    """cg_slugdungeon_tile: a symbol (bytes, at most SYMBOL_CAP - 1), whether it
    blocks (0 or 1) and the weapon lying on it. Make one with tile_init or
    create_tile; str() and repr() are the seed's."""
    _fields_ = [("symbol", _c.c_char * SYMBOL_CAP), ("blocking", _c.c_int32),
                ("weapon", _c.c_int32)]

    def __str__(self) -> str:
        return tile_text(self)

    def __repr__(self) -> str:
        return tile_repr(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return bytes(self) == bytes(other)

    __hash__ = None  # type: ignore[assignment]  # mutable


class Entity(_c.Structure):
    """cg_slugdungeon_entity: kind (Kind), max_health, health, poison, weapon and,
    for slugs, can_move. Make one with entity_init or slug_init; repr() is the
    seed's."""
    _fields_ = [("kind", _c.c_int32), ("max_health", _c.c_int32), ("health", _c.c_int32),
                ("poison", _c.c_int32), ("weapon", _c.c_int32), ("can_move", _c.c_int32)]

    def __str__(self) -> str:
        return entity_name(self)

    def __repr__(self) -> str:
        return entity_repr(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Entity):
            return NotImplemented
        return bytes(self) == bytes(other)

    __hash__ = None  # type: ignore[assignment]  # mutable


_game_p = _c.c_void_p
_state_p = _c.c_void_p
_tile_p = _c.POINTER(Tile)
_entity_p = _c.POINTER(Entity)
_position_p = _c.POINTER(_Position)
_effect_p = _c.POINTER(_Effect)
_int_p = _c.POINTER(_c.c_int)
_size = _c.c_size_t

_PROTOTYPES = {
    "cg_slugdungeon_weapon_name": (_c.c_char_p, [_c.c_int]),
    "cg_slugdungeon_weapon_symbol": (_c.c_char, [_c.c_int]),
    "cg_slugdungeon_weapon_effect": (_c.c_int, [_c.c_int, _effect_p]),
    "cg_slugdungeon_weapon_range": (_c.c_int, [_c.c_int]),
    "cg_slugdungeon_weapon_targets": (_c.c_int, [_c.c_int, _Position, _position_p, _size]),
    "cg_slugdungeon_weapon_repr": (_size, [_c.c_int, _c.c_char_p, _size]),
    "cg_slugdungeon_effect_text": (_size, [_effect_p, _c.c_char_p, _size]),
    "cg_slugdungeon_tile_init": (_c.c_int, [_tile_p, _c.c_char_p, _c.c_int]),
    "cg_slugdungeon_create_tile": (_c.c_int, [_c.c_char_p, _tile_p]),
    "cg_slugdungeon_tile_is_blocking": (_c.c_int, [_tile_p]),
    "cg_slugdungeon_tile_weapon": (_c.c_int, [_tile_p]),
    "cg_slugdungeon_tile_set_weapon": (_c.c_int, [_tile_p, _c.c_int]),
    "cg_slugdungeon_tile_remove_weapon": (_c.c_int, [_tile_p]),
    "cg_slugdungeon_tile_text": (_size, [_tile_p, _c.c_char_p, _size]),
    "cg_slugdungeon_tile_repr": (_size, [_tile_p, _c.c_char_p, _size]),
    "cg_slugdungeon_entity_init": (_c.c_int, [_entity_p, _c.c_int, _c.c_int]),
    "cg_slugdungeon_slug_init": (_c.c_int, [_entity_p, _c.c_int]),
    "cg_slugdungeon_entity_name": (_c.c_char_p, [_entity_p]),
    "cg_slugdungeon_entity_symbol": (_c.c_char, [_entity_p]),
    "cg_slugdungeon_entity_health": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_entity_max_health": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_entity_poison": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_entity_weapon": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_entity_is_alive": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_entity_repr": (_size, [_entity_p, _c.c_char_p, _size]),
    "cg_slugdungeon_entity_equip": (_c.c_int, [_entity_p, _c.c_int]),
    "cg_slugdungeon_entity_weapon_targets": (_c.c_int, [_entity_p, _Position, _position_p,
                                                        _size]),
    "cg_slugdungeon_entity_weapon_effect": (_c.c_int, [_entity_p, _effect_p]),
    "cg_slugdungeon_apply_effects": (_c.c_int, [_entity_p, _effect_p]),
    "cg_slugdungeon_apply_poison": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_choose_move": (_c.c_int, [_entity_p, _position_p, _size, _Position,
                                              _Position, _position_p]),
    "cg_slugdungeon_slug_can_move": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_slug_end_turn": (_c.c_int, [_entity_p]),
    "cg_slugdungeon_state_from_level": (_c.c_int, [_game_p, _c.c_char_p, _size,
                                                   _c.POINTER(_state_p)]),
    "cg_slugdungeon_state_from_file": (_c.c_int, [_game_p, _c.c_char_p, _c.POINTER(_state_p)]),
    "cg_slugdungeon_model_new": (_c.c_int, [_game_p, _tile_p, _c.c_int, _c.c_int, _entity_p,
                                            _position_p, _size, _entity_p, _Position,
                                            _c.POINTER(_state_p)]),
    "cg_slugdungeon_dimensions": (_c.c_int, [_state_p, _int_p, _int_p]),
    "cg_slugdungeon_tile_at": (_c.c_int, [_state_p, _Position, _tile_p]),
    "cg_slugdungeon_tiles": (_c.c_int, [_state_p, _tile_p, _size]),
    "cg_slugdungeon_tiles_text": (_size, [_state_p, _c.c_char_p, _size]),
    "cg_slugdungeon_slug_count": (_c.c_int, [_state_p]),
    "cg_slugdungeon_slug": (_c.c_int, [_state_p, _c.c_int, _entity_p, _position_p]),
    "cg_slugdungeon_slug_index_at": (_c.c_int, [_state_p, _Position, _int_p]),
    "cg_slugdungeon_slugs_text": (_size, [_state_p, _c.c_char_p, _size]),
    "cg_slugdungeon_player": (_c.c_int, [_state_p, _entity_p]),
    "cg_slugdungeon_player_position": (_c.c_int, [_state_p, _position_p]),
    "cg_slugdungeon_previous_position": (_c.c_int, [_state_p, _position_p]),
    "cg_slugdungeon_valid_slug_positions": (_c.c_int, [_state_p, _c.c_int, _position_p, _size]),
    "cg_slugdungeon_perform_attack": (_c.c_int, [_state_p, _c.c_int, _Position]),
    "cg_slugdungeon_end_turn": (_c.c_int, [_state_p]),
    "cg_slugdungeon_handle_player_move": (_c.c_int, [_state_p, _Position]),
    "cg_slugdungeon_has_won": (_c.c_int, [_state_p]),
    "cg_slugdungeon_has_lost": (_c.c_int, [_state_p]),
    "cg_slugdungeon_turns": (_c.c_uint32, [_state_p]),
    "cg_slugdungeon_max_turns": (_c.c_uint32, [_game_p]),
}

for _name, (_restype, _argtypes) in _PROTOTYPES.items():
    _fn = getattr(_lib, _name)
    _fn.restype = _restype
    _fn.argtypes = _argtypes


# ---- argument checks ----

def _refused() -> Error:
    """The library's refusal of the last call (a typed function's neutral value)."""
    return Error(EINVAL, last_error())


def _unless(value: int, bad: int = -1) -> int:
    """value, unless it is the neutral value bad (the library refused the call)."""
    if value == bad:
        raise _refused()
    return value


def _position(value: Any, where: str, what: str = "position") -> _Position:
    """(row, col) of ints, as the library takes it."""
    try:
        row, col = value
    except (TypeError, ValueError):
        raise TypeError("slugdungeon.%s: %s must be a (row, col) pair of ints, not %r"
                        % (where, what, value)) from None
    return _Position(_int32(row, where, what + " row"), _int32(col, where, what + " col"))


def _int32(value: Any, where: str, what: str) -> int:
    """An int that an int32_t holds (the library checks its meaning)."""
    return c_int(value, what, "slugdungeon." + where)


def _tile(value: Any, where: str, what: str = "tile") -> Tile:
    """value, a Tile."""
    if not isinstance(value, Tile):
        raise TypeError("slugdungeon.%s: %s must be a slugdungeon.Tile, not %s"
                        % (where, what, type(value).__name__))
    return value


def _entity(value: Any, where: str, what: str = "entity") -> Entity:
    """value, an Entity."""
    if not isinstance(value, Entity):
        raise TypeError("slugdungeon.%s: %s must be a slugdungeon.Entity, not %s"
                        % (where, what, type(value).__name__))
    return value


def _effect(value: Any, where: str) -> _Effect:
    """An Effect, or any (damage, healing, poison) triple of ints."""
    try:
        damage, healing, poison = value
    except (TypeError, ValueError):
        raise TypeError("slugdungeon.%s: effect must be a (damage, healing, poison) triple of "
                        "ints, not %r" % (where, value)) from None
    return _Effect(_int32(damage, where, "damage"), _int32(healing, where, "healing"),
                   _int32(poison, where, "poison"))


def _text(value: Any, where: str, what: str) -> bytes:
    """A str argument as NUL-free UTF-8 bytes."""
    return text_arg(value, what, "slugdungeon." + where)


def _state(state: Any, where: str) -> int:
    """The handle of a cardgames.State (the library checks its game)."""
    return state_handle(state, "slugdungeon." + where)


def _game(game: Any, where: str) -> int:
    """The handle of a cardgames.Game (the library checks it is slugdungeon)."""
    return game_handle(game, "slugdungeon." + where)


def _entity_ref(value: Any, where: str, what: str = "entity") -> Any:
    """A pointer to an Entity argument."""
    return _c.byref(_entity(value, where, what))


def _tile_ref(value: Any, where: str) -> Any:
    """A pointer to a Tile argument."""
    return _c.byref(_tile(value, where))


def _effect_ref(value: Any, where: str) -> Any:
    """A pointer to an effect argument, as the library takes it."""
    return _c.byref(_effect(value, where))


def _listed(call: Callable[[Any, int], int]) -> List[Position]:
    """The positions a function lists into (out, cap): their count asked first."""
    n = _unless(call(None, 0))
    out = (_Position * max(1, n))()
    n = min(n, _unless(call(out, n)))
    return [Position(out[i].row, out[i].col) for i in range(n)]


def _new_state(game: Any, handle: int) -> Any:
    """The State over a cg_state just made."""
    from . import _state_of
    return _state_of(game, handle)


# ---- weapons ----

def weapon_name(weapon: int) -> str:
    """get_name: "AbstractWeapon", "PoisonDart", "PoisonSword" or "HealingRock"."""
    name = _lib.cg_slugdungeon_weapon_name(_int32(weapon, "weapon_name", "weapon"))
    if not name:
        raise _refused()
    return str(name.decode())


def weapon_symbol(weapon: int) -> str:
    """get_symbol: "W", "D", "S" or "H"."""
    symbol = _lib.cg_slugdungeon_weapon_symbol(_int32(weapon, "weapon_symbol", "weapon"))
    if symbol == b"\0":
        raise _refused()
    return str(symbol.decode())


def weapon_effect(weapon: int) -> Effect:
    """get_effect: the weapon's Effect."""
    out = _Effect()
    weapon = _int32(weapon, "weapon_effect", "weapon")
    check(_lib.cg_slugdungeon_weapon_effect(weapon, _c.byref(out)))
    return Effect(out.damage, out.healing, out.poison)


def weapon_range(weapon: int) -> int:
    """The weapon's range: 0, 2, 1, 2."""
    return _unless(_lib.cg_slugdungeon_weapon_range(_int32(weapon, "weapon_range", "weapon")))


def weapon_targets(weapon: int, position: Sequence[int]) -> List[Position]:
    """get_targets: for i = 1..range, (r, c+i), (r, c-i), (r+i, c), (r-i, c), in that
    order and without bounds checks."""
    weapon = _int32(weapon, "weapon_targets", "weapon")
    at = _position(position, "weapon_targets")
    return _listed(lambda out, cap: _lib.cg_slugdungeon_weapon_targets(weapon, at, out, cap))


def weapon_repr(weapon: int) -> str:
    """repr: "PoisonDart()", "Weapon()" for the abstract weapon, "None" for NO_WEAPON."""
    text = read_text(_lib.cg_slugdungeon_weapon_repr, _int32(weapon, "weapon_repr", "weapon"))
    if not text:
        raise _refused()
    return text


def effect_text(effect: Sequence[int]) -> str:
    """An effect as the seed prints its dictionary: "{'damage': 2, 'poison': 1}"."""
    return read_text(_lib.cg_slugdungeon_effect_text, _effect_ref(effect, "effect_text"))


# ---- tiles ----

def tile_init(symbol: str, is_blocking: bool) -> Tile:
    """Tile(symbol, is_blocking): no weapon on it."""
    tile = Tile()
    if not isinstance(is_blocking, (bool, int)):
        raise TypeError("slugdungeon.tile_init: is_blocking must be a bool, not %s"
                        % type(is_blocking).__name__)
    check(_lib.cg_slugdungeon_tile_init(_c.byref(tile), _text(symbol, "tile_init", "symbol"),
                                        int(bool(is_blocking))))
    return tile


def create_tile(symbol: str) -> Tile:
    """create_tile: "#" a wall, " " floor, "G" a goal, "D" "S" "H" a floor tile holding
    that weapon, anything else floor " "."""
    tile = Tile()
    check(_lib.cg_slugdungeon_create_tile(_text(symbol, "create_tile", "symbol"), _c.byref(tile)))
    return tile


def tile_is_blocking(tile: Tile) -> bool:
    """is_blocking."""
    return bool(_unless(_lib.cg_slugdungeon_tile_is_blocking(_tile_ref(tile, "tile_is_blocking"))))


def tile_weapon(tile: Tile) -> Weapon:
    """get_weapon: the weapon on the tile (NO_WEAPON for none)."""
    return Weapon(_unless(_lib.cg_slugdungeon_tile_weapon(_tile_ref(tile, "tile_weapon"))))


def tile_set_weapon(tile: Tile, weapon: int) -> None:
    """set_weapon: replaces any weapon on the tile (NO_WEAPON removes it)."""
    weapon = _int32(weapon, "tile_set_weapon", "weapon")
    check(_lib.cg_slugdungeon_tile_set_weapon(_tile_ref(tile, "tile_set_weapon"), weapon))


def tile_remove_weapon(tile: Tile) -> None:
    """remove_weapon."""
    check(_lib.cg_slugdungeon_tile_remove_weapon(_tile_ref(tile, "tile_remove_weapon")))


def tile_text(tile: Tile) -> str:
    """str: the symbol."""
    text = read_text(_lib.cg_slugdungeon_tile_text, _tile_ref(tile, "tile_text"))
    if not text:  # an empty symbol, or a tile the library refuses
        refusal = _refused()
        if not read_text(_lib.cg_slugdungeon_tile_repr, _c.byref(tile)):
            raise refusal
    return text


def tile_repr(tile: Tile) -> str:
    """repr: "Tile('#', True)"."""
    text = read_text(_lib.cg_slugdungeon_tile_repr, _tile_ref(tile, "tile_repr"))
    if not text:
        raise _refused()
    return text


# ---- entities ----

def entity_init(kind: int, max_health: int) -> Entity:
    """Entity(max_health), Player(max_health) or Slug(max_health) by kind (ENTITY,
    PLAYER, SLUG): full health, no poison, no weapon."""
    entity = Entity()
    check(_lib.cg_slugdungeon_entity_init(_c.byref(entity), _int32(kind, "entity_init", "kind"),
                                          _int32(max_health, "entity_init", "max_health")))
    return entity


def slug_init(kind: int) -> Entity:
    """NiceSlug() (10 health, HealingRock), AngrySlug() (5, PoisonSword) or
    ScaredSlug() (3, PoisonDart) by kind."""
    entity = Entity()
    check(_lib.cg_slugdungeon_slug_init(_c.byref(entity), _int32(kind, "slug_init", "kind")))
    return entity


def entity_name(entity: Entity) -> str:
    """get_name / str: "Player", "AngrySlug", ..."""
    name = _lib.cg_slugdungeon_entity_name(_entity_ref(entity, "entity_name"))
    if not name:
        raise _refused()
    return str(name.decode())


def entity_symbol(entity: Entity) -> str:
    """get_symbol: "E", "P", "N", "A", "L"."""
    symbol = _lib.cg_slugdungeon_entity_symbol(_entity_ref(entity, "entity_symbol"))
    if symbol == b"\0":
        raise _refused()
    return str(symbol.decode())


def entity_health(entity: Entity) -> int:
    """get_health."""
    return _unless(_lib.cg_slugdungeon_entity_health(_entity_ref(entity, "entity_health")))


def entity_max_health(entity: Entity) -> int:
    """The maximum health."""
    return _unless(_lib.cg_slugdungeon_entity_max_health(_entity_ref(entity, "entity_max_health")))


def entity_poison(entity: Entity) -> int:
    """get_poison."""
    return _unless(_lib.cg_slugdungeon_entity_poison(_entity_ref(entity, "entity_poison")))


def entity_weapon(entity: Entity) -> Weapon:
    """get_weapon: the weapon held (NO_WEAPON for none)."""
    return Weapon(_unless(_lib.cg_slugdungeon_entity_weapon(_entity_ref(entity, "entity_weapon"))))


def entity_is_alive(entity: Entity) -> bool:
    """is_alive: health above 0."""
    alive = _lib.cg_slugdungeon_entity_is_alive(_entity_ref(entity, "entity_is_alive"))
    return bool(_unless(alive))


def entity_repr(entity: Entity) -> str:
    """repr: "Entity(10)", "Player(20)", "Slug(5)", "NiceSlug()"."""
    text = read_text(_lib.cg_slugdungeon_entity_repr, _entity_ref(entity, "entity_repr"))
    if not text:
        raise _refused()
    return text


def entity_equip(entity: Entity, weapon: int) -> None:
    """equip: replaces the weapon held (NO_WEAPON drops it)."""
    weapon = _int32(weapon, "entity_equip", "weapon")
    check(_lib.cg_slugdungeon_entity_equip(_entity_ref(entity, "entity_equip"), weapon))


def entity_weapon_targets(entity: Entity, position: Sequence[int]) -> List[Position]:
    """get_weapon_targets: the held weapon's targets from position ([] without one)."""
    holder = _entity_ref(entity, "entity_weapon_targets")
    at = _position(position, "entity_weapon_targets")
    return _listed(lambda out, cap: _lib.cg_slugdungeon_entity_weapon_targets(holder, at, out,
                                                                              cap))


def entity_weapon_effect(entity: Entity) -> Effect:
    """get_weapon_effect: the held weapon's Effect (all 0 without one)."""
    out = _Effect()
    holder = _entity_ref(entity, "entity_weapon_effect")
    check(_lib.cg_slugdungeon_entity_weapon_effect(holder, _c.byref(out)))
    return Effect(out.damage, out.healing, out.poison)


def apply_effects(entity: Entity, effect: Sequence[int]) -> None:
    """apply_effects: health += healing, then -= damage (kept in [0, max_health] each
    time); poison += poison (at most STAT_MAX). Values 0..STAT_MAX."""
    check(_lib.cg_slugdungeon_apply_effects(_entity_ref(entity, "apply_effects"),
                                            _effect_ref(effect, "apply_effects")))


def apply_poison(entity: Entity) -> None:
    """apply_poison: when poison > 0, health -= poison (not below 0), then poison -= 1."""
    check(_lib.cg_slugdungeon_apply_poison(_entity_ref(entity, "apply_poison")))


def choose_move(slug: Entity, candidates: Sequence[Sequence[int]], current: Sequence[int],
                player: Sequence[int]) -> Position:
    """choose_move: where the slug goes among the candidates and its current position:
    a NiceSlug stays, an AngrySlug takes the one closest to the player (ties to the
    lowest (row, col)), a ScaredSlug the furthest (ties to the highest). The abstract
    Slug refuses (the seed's NotImplementedError)."""
    array = (_Position * max(1, len(candidates)))(
        *(_position(c, "choose_move", "candidate") for c in candidates))
    out = _Position()
    here = _position(current, "choose_move", "current")
    chased = _position(player, "choose_move", "player")
    check(_lib.cg_slugdungeon_choose_move(_entity_ref(slug, "choose_move", "slug"), array,
                                          len(candidates), here, chased, _c.byref(out)))
    return Position(out.row, out.col)


def slug_can_move(slug: Entity) -> bool:
    """can_move: whether the slug may move this turn."""
    can = _lib.cg_slugdungeon_slug_can_move(_entity_ref(slug, "slug_can_move", "slug"))
    return bool(_unless(can))


def slug_end_turn(slug: Entity) -> None:
    """end_turn of a slug: toggles whether it may move."""
    check(_lib.cg_slugdungeon_slug_end_turn(_entity_ref(slug, "slug_end_turn", "slug")))


# ---- the model: a state of a slugdungeon game ----

def state_from_level(game: Any, text: str) -> Any:
    """A new cardgames.State of game on the level given as text (CG_EPARSE naming
    the line for a bad level)."""
    data = _text(text, "state_from_level", "text")
    handle = _c.c_void_p()
    check(_lib.cg_slugdungeon_state_from_level(_game(game, "state_from_level"), data, len(data),
                                               _c.byref(handle)))
    return _new_state(game, handle.value or 0)


def state_from_file(game: Any, path: str) -> Any:
    """A new cardgames.State of game on the level read from a file (CG_EIO when it
    cannot be read)."""
    handle = _c.c_void_p()
    name = path_arg(path, "path", "slugdungeon.state_from_file")
    check(_lib.cg_slugdungeon_state_from_file(_game(game, "state_from_file"), name,
                                              _c.byref(handle)))
    return _new_state(game, handle.value or 0)


def model_new(game: Any, tiles: Sequence[Sequence[Tile]],
              slugs: Sequence[Tuple[Entity, Sequence[int]]], player: Entity,
              player_position: Sequence[int]) -> Any:
    """SlugDungeonModel(tiles, slugs, player, player_position): tiles as rows of
    Tiles, slugs as (Entity, position) pairs in the order every "for all slugs"
    step follows, the player (kind PLAYER) at player_position."""
    rows = list(tiles)
    cols = len(rows[0]) if rows and isinstance(rows[0], Sequence) else 0
    if any(not isinstance(row, Sequence) or len(row) != cols for row in rows):
        raise TypeError("slugdungeon.model_new: tiles must be rows of Tiles of the same length")
    cells = [_tile(t, "model_new") for row in rows for t in row]
    flat = (Tile * max(1, len(cells)))(*cells)
    pairs = list(slugs)
    if any(not isinstance(p, tuple) or len(p) != 2 for p in pairs):
        raise TypeError("slugdungeon.model_new: slugs must be (Entity, position) pairs")
    entities = (Entity * max(1, len(pairs)))(*(_entity(e, "model_new", "slug") for e, _ in pairs))
    positions = (_Position * max(1, len(pairs)))(*(_position(p, "model_new", "slug position")
                                                   for _, p in pairs))
    handle = _c.c_void_p()
    check(_lib.cg_slugdungeon_model_new(_game(game, "model_new"), flat, len(rows), cols, entities,
                                        positions, len(pairs),
                                        _entity_ref(player, "model_new", "player"),
                                        _position(player_position, "model_new", "player_position"),
                                        _c.byref(handle)))
    return _new_state(game, handle.value or 0)


def dimensions(state: Any) -> Tuple[int, int]:
    """get_dimensions: (#rows, #columns)."""
    rows, cols = _c.c_int(), _c.c_int()
    check(_lib.cg_slugdungeon_dimensions(_state(state, "dimensions"), _c.byref(rows),
                                         _c.byref(cols)))
    return (rows.value, cols.value)


def tile_at(state: Any, position: Sequence[int]) -> Tile:
    """get_tile: a copy of the tile at a position on the board."""
    out = Tile()
    check(_lib.cg_slugdungeon_tile_at(_state(state, "tile_at"), _position(position, "tile_at"),
                                      _c.byref(out)))
    return out


def tiles(state: Any) -> List[List[Tile]]:
    """get_tiles: copies of every tile, row by row."""
    handle = _state(state, "tiles")
    n = _unless(_lib.cg_slugdungeon_tiles(handle, None, 0))
    out = (Tile * max(1, n))()
    _lib.cg_slugdungeon_tiles(handle, out, n)
    rows, cols = dimensions(state)
    return [[out[r * cols + c] for c in range(cols)] for r in range(rows)]


def tiles_text(state: Any) -> str:
    """get_tiles as the seed prints it: "[[Tile('#', True), ...], ...]"."""
    handle = _state(state, "tiles_text")
    text = read_text(_lib.cg_slugdungeon_tiles_text, handle)
    if not text:
        raise _refused()
    return text


def slug_count(state: Any) -> int:
    """How many slugs are left."""
    return _unless(_lib.cg_slugdungeon_slug_count(_state(state, "slug_count")))


def slug(state: Any, index: int) -> Tuple[Entity, Position]:
    """Slug `index` (0 is the first in order) and its position."""
    entity, at = Entity(), _Position()
    check(_lib.cg_slugdungeon_slug(_state(state, "slug"), _int32(index, "slug", "index"),
                                   _c.byref(entity), _c.byref(at)))
    return (entity, Position(at.row, at.col))


def slug_index_at(state: Any, position: Sequence[int]) -> Optional[int]:
    """The index of the slug at a position, None when there is none."""
    index = _c.c_int()
    at = _position(position, "slug_index_at")
    check(_lib.cg_slugdungeon_slug_index_at(_state(state, "slug_index_at"), at,
                                            _c.byref(index)))
    return None if index.value < 0 else index.value


def slugs_text(state: Any) -> str:
    """get_slugs as the seed prints it: "{(1, 1): AngrySlug()}"."""
    text = read_text(_lib.cg_slugdungeon_slugs_text, _state(state, "slugs_text"))
    if not text:
        raise _refused()
    return text


def player(state: Any) -> Entity:
    """get_player: a copy of the player."""
    out = Entity()
    check(_lib.cg_slugdungeon_player(_state(state, "player"), _c.byref(out)))
    return out


def player_position(state: Any) -> Position:
    """get_player_position."""
    out = _Position()
    check(_lib.cg_slugdungeon_player_position(_state(state, "player_position"), _c.byref(out)))
    return Position(out.row, out.col)


def previous_position(state: Any) -> Position:
    """The position the player held before its last move (the one the slugs chase)."""
    out = _Position()
    check(_lib.cg_slugdungeon_previous_position(_state(state, "previous_position"), _c.byref(out)))
    return Position(out.row, out.col)


def valid_slug_positions(state: Any, index: int) -> List[Position]:
    """get_valid_slug_positions: when slug `index` may move this turn, its own position
    then each free square up, left, down, right; [] when it may not move."""
    handle = _state(state, "valid_slug_positions")
    index = _int32(index, "valid_slug_positions", "index")
    return _listed(lambda out, cap: _lib.cg_slugdungeon_valid_slug_positions(handle, index, out,
                                                                             cap))


def perform_attack(state: Any, attacker: int, position: Sequence[int]) -> None:
    """perform_attack: the attacker (BY_PLAYER or a slug index) applies its weapon's
    effect from position (CG_EOVER once the game is over)."""
    attacker = _int32(attacker, "perform_attack", "attacker")
    at = _position(position, "perform_attack")
    check(_lib.cg_slugdungeon_perform_attack(_state(state, "perform_attack"), attacker, at))


def end_turn(state: Any) -> None:
    """end_turn: poison, dead slugs removed, the slugs' moves and attacks; one turn."""
    check(_lib.cg_slugdungeon_end_turn(_state(state, "end_turn")))


def handle_player_move(state: Any, delta: Sequence[int]) -> None:
    """handle_player_move: delta one of DELTAS; the whole turn (CG_EILLEGAL off the
    board, into a wall or onto a slug)."""
    check(_lib.cg_slugdungeon_handle_player_move(_state(state, "handle_player_move"),
                                                 _position(delta, "handle_player_move", "delta")))


def has_won(state: Any) -> bool:
    """has_won: no slug left and the player on a goal."""
    return bool(_unless(_lib.cg_slugdungeon_has_won(_state(state, "has_won"))))


def has_lost(state: Any) -> bool:
    """has_lost: the player's health is 0."""
    return bool(_unless(_lib.cg_slugdungeon_has_lost(_state(state, "has_lost"))))


def turns(state: Any) -> int:
    """Turns ended so far (the game's counter, which end_turn also counts)."""
    n = int(_lib.cg_slugdungeon_turns(_state(state, "turns")))
    if n == 0 and state.game.name != "slugdungeon":  # 0 is also the answer for a bad state
        raise _refused()
    return n


def max_turns(game: Any) -> int:
    """The game's turn bound (its max_turns parameter)."""
    return _unless(int(_lib.cg_slugdungeon_max_turns(_game(game, "max_turns"))), 0)
