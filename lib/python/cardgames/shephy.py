"""Shephy from Python: the typed functions of shephy.h through ctypes (standard
library only).

    import cardgames
    from cardgames import shephy

    state = cardgames.Game("shephy").new_state(seed=1)
    state.apply("Draw cards")
    shephy.hand(state)                  # [Card.STORM, Card.BE_FRUITFUL, ...]
    shephy.card_name(shephy.Card.BE_FRUITFUL), shephy.card_name_ja(1)
    shephy.field(state)                 # sheep cards per rank index (1 to 1000)
    shephy.effect_of(state)             # Effect(card=None, ...) between cards
    shephy.outcome_of(state)            # Outcome.RUNNING
    state.apply(shephy.move(shephy.MoveKind.PLAY, shephy.Card.STORM))

Ranks are rank *values* (1, 3, ..., 1000) where a function says value, and
rank *indices* 0..6 in counts per rank. Every function raises
cardgames.Error (status CG_EINVAL, the library's message) for a value the
library refuses (a foreign state, a card or rank that does not exist), and
TypeError for an argument of the wrong type.
"""

from __future__ import annotations

import ctypes
import enum
from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple

from ._args import EINVAL, UINT32_MAX, c_int, ranged, seed_of, state_handle, text
from ._errors import Error
from ._native import check, constants as C, declare, last_error, library

__all__ = [
    "Card", "MoveKind", "Nothing", "Outcome", "Observation", "Effect", "RANKS", "RANK_VALUES",
    "RANK_COPIES", "FIELD_MAX", "HAND_MAX", "CARD_KINDS", "EVENT_CARDS", "ENEMY_LIMIT",
    "MOVE_KINDS", "NOTHING_VARIANTS", "ACTIONS", "OBSERVATION_SIZE", "move", "move_kind",
    "move_arg", "gain_arg", "card_name", "card_name_ja", "card_from_name", "card_copies",
    "rank_value", "rank_index", "drop_rank", "raise_rank", "composite_ranks", "field", "stock",
    "field_size", "enemy_sheep", "hand", "deck", "discard", "exile", "effect_of", "outcome_of",
    "shuffle_hidden",
]

#: CG_SHEPHY_RANKS: 1 3 10 30 100 300 1000
RANKS: int = C.CG_SHEPHY_RANKS
#: CG_SHEPHY_RANK_COPIES: sheep cards of each rank
RANK_COPIES: int = C.CG_SHEPHY_RANK_COPIES
#: CG_SHEPHY_FIELD_MAX
FIELD_MAX: int = C.CG_SHEPHY_FIELD_MAX
#: CG_SHEPHY_HAND_MAX
HAND_MAX: int = C.CG_SHEPHY_HAND_MAX
#: CG_SHEPHY_CARD_KINDS
CARD_KINDS: int = C.CG_SHEPHY_CARD_KINDS
#: CG_SHEPHY_EVENT_CARDS
EVENT_CARDS: int = C.CG_SHEPHY_EVENT_CARDS
#: CG_SHEPHY_ENEMY_LIMIT
ENEMY_LIMIT: int = C.CG_SHEPHY_ENEMY_LIMIT
#: CG_SHEPHY_MOVE_KINDS
MOVE_KINDS: int = C.CG_SHEPHY_MOVE_KINDS
#: CG_SHEPHY_NOTHING_VARIANTS
NOTHING_VARIANTS: int = C.CG_SHEPHY_NOTHING_VARIANTS
#: CG_SHEPHY_ACTIONS
ACTIONS: int = C.CG_SHEPHY_ACTIONS
#: CG_SHEPHY_OBSERVATION_SIZE
OBSERVATION_SIZE: int = C.CG_SHEPHY_OBSERVATION_SIZE


class Card(enum.IntEnum):
    """enum cg_shephy_card: the event cards, in the order of their English names."""
    ALL_PURPOSE_SHEEP = C.CG_SHEPHY_ALL_PURPOSE_SHEEP
    BE_FRUITFUL = C.CG_SHEPHY_BE_FRUITFUL  # three copies
    CROWDING = C.CG_SHEPHY_CROWDING
    DOMINION = C.CG_SHEPHY_DOMINION  # two copies
    FALLING_ROCK = C.CG_SHEPHY_FALLING_ROCK
    FILL_THE_EARTH = C.CG_SHEPHY_FILL_THE_EARTH
    FLOURISH = C.CG_SHEPHY_FLOURISH
    GOLDEN_HOOVES = C.CG_SHEPHY_GOLDEN_HOOVES
    INSPIRATION = C.CG_SHEPHY_INSPIRATION
    LIGHTNING = C.CG_SHEPHY_LIGHTNING
    METEOR = C.CG_SHEPHY_METEOR
    MULTIPLY = C.CG_SHEPHY_MULTIPLY
    PLAGUE = C.CG_SHEPHY_PLAGUE
    PLANNING_SHEEP = C.CG_SHEPHY_PLANNING_SHEEP
    SHEEP_DOG = C.CG_SHEPHY_SHEEP_DOG
    SHEPHION = C.CG_SHEPHY_SHEPHION
    SLUMP = C.CG_SHEPHY_SLUMP
    STORM = C.CG_SHEPHY_STORM
    WOLVES = C.CG_SHEPHY_WOLVES


class MoveKind(enum.IntEnum):
    """enum cg_shephy_move_kind: the kind of a move code (its high bits)."""
    DRAW_CARD = C.CG_SHEPHY_DRAW_CARD
    DRAW_CARDS = C.CG_SHEPHY_DRAW_CARDS
    REMAKE = C.CG_SHEPHY_REMAKE
    PLAY = C.CG_SHEPHY_PLAY
    COPY_CARD = C.CG_SHEPHY_COPY_CARD
    NOTHING = C.CG_SHEPHY_NOTHING
    COPY_SHEEP = C.CG_SHEPHY_COPY_SHEEP
    GAIN = C.CG_SHEPHY_GAIN
    CHOOSE = C.CG_SHEPHY_CHOOSE
    COMBINE = C.CG_SHEPHY_COMBINE
    RAISE = C.CG_SHEPHY_RAISE
    CANCEL = C.CG_SHEPHY_CANCEL
    RELEASE = C.CG_SHEPHY_RELEASE
    RELEASE_RANK = C.CG_SHEPHY_RELEASE_RANK
    RELEASE_ALL = C.CG_SHEPHY_RELEASE_ALL
    REDUCE = C.CG_SHEPHY_REDUCE
    PUT = C.CG_SHEPHY_PUT
    SHUFFLE = C.CG_SHEPHY_SHUFFLE
    EXILE = C.CG_SHEPHY_EXILE
    DISCARD = C.CG_SHEPHY_DISCARD


class Nothing(enum.IntEnum):
    """enum cg_shephy_nothing: the argument of a NOTHING move (which text)."""
    NOTHING_HAPPENED = C.CG_SHEPHY_NOTHING_HAPPENED
    GAIN_NOTHING = C.CG_SHEPHY_GAIN_NOTHING
    TOO_FEW_SHEEP = C.CG_SHEPHY_TOO_FEW_SHEEP
    NO_CARD_IN_HAND = C.CG_SHEPHY_NO_CARD_IN_HAND
    NO_CARD_IN_DECK = C.CG_SHEPHY_NO_CARD_IN_DECK
    NO_CARD_TO_EXILE = C.CG_SHEPHY_NO_CARD_TO_EXILE
    NO_CARD_TO_DISCARD = C.CG_SHEPHY_NO_CARD_TO_DISCARD
    NO_SHEEP_TO_RELEASE = C.CG_SHEPHY_NO_SHEEP_TO_RELEASE


class Outcome(enum.IntEnum):
    """enum cg_shephy_outcome: how the game stands."""
    RUNNING = C.CG_SHEPHY_RUNNING
    WON = C.CG_SHEPHY_WON  # a 1000 Sheep card in the field
    LOST_TO_ENEMY = C.CG_SHEPHY_LOST_TO_ENEMY  # the enemy sheep count reached 1000
    LOST_ALL_SHEEP = C.CG_SHEPHY_LOST_ALL_SHEEP  # the field is empty


class Observation(enum.IntEnum):
    """enum cg_shephy_observation: the offsets of the observation's slices."""
    FIELD = C.CG_SHEPHY_OBS_FIELD
    FIELD_SIZE = C.CG_SHEPHY_OBS_FIELD_SIZE
    ENEMY = C.CG_SHEPHY_OBS_ENEMY
    HAND = C.CG_SHEPHY_OBS_HAND
    HAND_SIZE = C.CG_SHEPHY_OBS_HAND_SIZE
    DECK = C.CG_SHEPHY_OBS_DECK
    DECK_SIZE = C.CG_SHEPHY_OBS_DECK_SIZE
    DISCARD = C.CG_SHEPHY_OBS_DISCARD
    DISCARD_SIZE = C.CG_SHEPHY_OBS_DISCARD_SIZE
    DISCARD_TOP = C.CG_SHEPHY_OBS_DISCARD_TOP
    EXILE = C.CG_SHEPHY_OBS_EXILE
    EXILE_SIZE = C.CG_SHEPHY_OBS_EXILE_SIZE
    EFFECT = C.CG_SHEPHY_OBS_EFFECT
    EFFECT_COPIED = C.CG_SHEPHY_OBS_EFFECT_COPIED
    CHOSEN_RANK = C.CG_SHEPHY_OBS_CHOSEN_RANK
    CHOSEN = C.CG_SHEPHY_OBS_CHOSEN
    REST = C.CG_SHEPHY_OBS_REST
    SLUMP_INITIAL = C.CG_SHEPHY_OBS_SLUMP_INITIAL
    SEARCHED = C.CG_SHEPHY_OBS_SEARCHED
    SIZE = C.CG_SHEPHY_OBSERVATION_SIZE


@dataclass(frozen=True)
class Effect:
    """cg_shephy_effect: the card being resolved (None between cards) and its
    choices so far; the fields a card does not use are 0."""
    card: Optional[Card]
    rank: int            # Be Fruitful, Flourish: the chosen sheep card's value
    rest: int            # Storm, Meteor: releases left once the first is made
    initial_count: int   # Slump: the field size when the card was played
    searched: bool       # Inspiration: a card was put into the hand
    chosen: Tuple[int, ...]  # Dominion, Golden Hooves: chosen cards per rank index


class _EffectStruct(ctypes.Structure):
    _fields_ = [("card", ctypes.c_int), ("rank", ctypes.c_int), ("rest", ctypes.c_int),
                ("initial_count", ctypes.c_int), ("searched", ctypes.c_int),
                ("chosen", ctypes.c_uint8 * RANKS), ("unused", ctypes.c_uint8)]


_c = ctypes
_state_p = _c.c_void_p
_u8_p = _c.POINTER(_c.c_uint8)
declare({
    "cg_shephy_card_name": (_c.c_char_p, [_c.c_int]),
    "cg_shephy_card_name_ja": (_c.c_char_p, [_c.c_int]),
    "cg_shephy_card_from_name": (_c.c_int, [_c.c_char_p]),
    "cg_shephy_card_copies": (_c.c_int, [_c.c_int]),
    "cg_shephy_rank_value": (_c.c_int, [_c.c_int]),
    "cg_shephy_rank_index": (_c.c_int, [_c.c_int]),
    "cg_shephy_drop_rank": (_c.c_int, [_c.c_int]),
    "cg_shephy_raise_rank": (_c.c_int, [_c.c_int]),
    "cg_shephy_composite_ranks": (_c.c_int, [_c.POINTER(_c.c_int), _c.c_size_t]),
    "cg_shephy_field": (_c.c_int, [_state_p, _u8_p]),
    "cg_shephy_stock": (_c.c_int, [_state_p, _u8_p]),
    "cg_shephy_field_size": (_c.c_int, [_state_p]),
    "cg_shephy_enemy_sheep": (_c.c_int, [_state_p]),
    "cg_shephy_hand": (_c.c_int, [_state_p, _u8_p, _c.c_size_t]),
    "cg_shephy_deck": (_c.c_int, [_state_p, _u8_p, _c.c_size_t]),
    "cg_shephy_discard": (_c.c_int, [_state_p, _u8_p, _c.c_size_t]),
    "cg_shephy_exile": (_c.c_int, [_state_p, _u8_p, _c.c_size_t]),
    "cg_shephy_effect_of": (_c.c_int, [_state_p, _c.POINTER(_EffectStruct)]),
    "cg_shephy_outcome_of": (_c.c_int, [_state_p]),
    "cg_shephy_shuffle_hidden": (_c.c_int, [_state_p, _c.c_uint64]),
})
_lib: Any = library


def _refused(value: int, bad: int) -> int:
    """The typed functions answer a sentinel (with a message) for bad arguments."""
    if value == bad:
        raise Error(EINVAL, last_error())
    return value


def _c_int(value: Any, what: str, where: str) -> int:
    """An int argument that fits a C int (the library checks its meaning)."""
    return c_int(value, what, "shephy." + where)


def _handle(state: Any, where: str) -> int:
    """The cg_state pointer of a cardgames.State (the library checks its game)."""
    return state_handle(state, "shephy." + where)


# ---- move codes (the header's macros) ----

def move(kind: int, arg: int = 0) -> int:
    """CG_SHEPHY_MOVE: the move code (kind << 8) | arg; ValueError outside the layout's
    ranges (kind 0..19, arg 0..255)."""
    kind = ranged(kind, "kind", "shephy.move", 0, MOVE_KINDS - 1)
    arg = ranged(arg, "arg", "shephy.move", 0, 255)
    return (kind << 8) | arg


def move_kind(code: int) -> int:
    """CG_SHEPHY_MOVE_KIND: the kind of a move code."""
    return ranged(code, "code", "shephy.move_kind", 0, UINT32_MAX) >> 8


def move_arg(code: int) -> int:
    """CG_SHEPHY_MOVE_ARG: the argument of a move code."""
    return ranged(code, "code", "shephy.move_arg", 0, UINT32_MAX) & 0xFF


def gain_arg(count: int, rank_index: int) -> int:
    """CG_SHEPHY_GAIN_ARG: the argument of a GAIN of count (1..3) cards of a rank index."""
    count = ranged(count, "count", "shephy.gain_arg", 1, 3)
    rank_index = ranged(rank_index, "rank_index", "shephy.gain_arg", 0, RANKS - 1)
    return (count << 4) | rank_index


# ---- cards and ranks ----

def card_name(card: int) -> str:
    """The English name of a card ("Be Fruitful")."""
    name = _lib.cg_shephy_card_name(_c_int(card, "card", "card_name"))
    if name is None:
        raise Error(EINVAL, last_error())
    return str(name.decode())


def card_name_ja(card: int) -> str:
    """The Japanese name of a card ("産めよ")."""
    name = _lib.cg_shephy_card_name_ja(_c_int(card, "card", "card_name_ja"))
    if name is None:
        raise Error(EINVAL, last_error())
    return str(name.decode("utf-8"))


def card_from_name(name: str) -> Card:
    """The card of an English or Japanese name, exactly as written."""
    data = text(name, "name", "shephy.card_from_name")
    return Card(_refused(_lib.cg_shephy_card_from_name(data), -1))


def card_copies(card: int) -> int:
    """Copies of a card in the game: 3 for Be Fruitful, 2 for Dominion, else 1."""
    return int(_refused(_lib.cg_shephy_card_copies(_c_int(card, "card", "card_copies")), 0))


def rank_value(rank_index: int) -> int:
    """The value of a rank index (0 -> 1, 6 -> 1000)."""
    rank_index = _c_int(rank_index, "rank_index", "rank_value")
    return int(_refused(_lib.cg_shephy_rank_value(rank_index), 0))


#: The value of each rank index (cg_shephy_rank_value): 1, 3, 10, ..., 1000.
RANK_VALUES = tuple(rank_value(index) for index in range(RANKS))


def rank_index(value: int) -> int:
    """The index of a rank value (1000 -> 6)."""
    return int(_refused(_lib.cg_shephy_rank_index(_c_int(value, "value", "rank_index")), -1))


def drop_rank(value: int) -> int:
    """The original's dropRank: the rank value one lower (0 below 1)."""
    return int(_refused(_lib.cg_shephy_drop_rank(_c_int(value, "value", "drop_rank")), -1))


def raise_rank(value: int) -> int:
    """The original's raiseRank: the rank value one higher (0 above 1000)."""
    return int(_refused(_lib.cg_shephy_raise_rank(_c_int(value, "value", "raise_rank")), -1))


def composite_ranks(values: Sequence[int]) -> int:
    """The original's compositeRanks: the largest rank value not above the sum."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__"):
        raise TypeError("shephy.composite_ranks: values must be a sequence of ints, not %s"
                        % type(values).__name__)
    items = [_c_int(v, "a value", "composite_ranks") for v in values]
    array = (_c.c_int * max(1, len(items)))(*items)
    return int(_refused(_lib.cg_shephy_composite_ranks(array, len(items)), -1))


# ---- a state ----

def _counts(fn: Any, state: Any, where: str) -> List[int]:
    """The seven counts per rank index fn writes."""
    counts = (_c.c_uint8 * RANKS)()
    check(fn(_handle(state, where), counts))
    return list(counts)


def field(state: Any) -> List[int]:
    """Sheep cards in the field per rank index (7 counts, 1 to 1000)."""
    return _counts(_lib.cg_shephy_field, state, "field")


def stock(state: Any) -> List[int]:
    """Sheep cards left in the stock per rank index (7 minus the field's count)."""
    return _counts(_lib.cg_shephy_stock, state, "stock")


def field_size(state: Any) -> int:
    """Sheep cards in the field."""
    return int(_refused(_lib.cg_shephy_field_size(_handle(state, "field_size")), -1))


def enemy_sheep(state: Any) -> int:
    """The enemy sheep count: 1, 10, 100 or 1000."""
    return int(_refused(_lib.cg_shephy_enemy_sheep(_handle(state, "enemy_sheep")), -1))


def _pile(fn: Any, state: Any, where: str) -> List[Card]:
    """The cards of a pile fn lists."""
    cards = (_c.c_uint8 * EVENT_CARDS)()
    n = _refused(fn(_handle(state, where), cards, EVENT_CARDS), -1)
    return [Card(c) for c in cards[:n]]


def hand(state: Any) -> List[Card]:
    """The cards in hand, oldest first."""
    return _pile(_lib.cg_shephy_hand, state, "hand")


def deck(state: Any) -> List[Card]:
    """The deck, bottom first, the top (drawn next) last. Its order is hidden from the
    player: a fair program reads only its contents (or resamples first)."""
    return _pile(_lib.cg_shephy_deck, state, "deck")


def discard(state: Any) -> List[Card]:
    """The discard pile, bottom first, top last."""
    return _pile(_lib.cg_shephy_discard, state, "discard")


def exile(state: Any) -> List[Card]:
    """The exiled cards, in the order they went there."""
    return _pile(_lib.cg_shephy_exile, state, "exile")


def effect_of(state: Any) -> Effect:
    """The card being resolved and the choices made so far."""
    e = _EffectStruct()
    check(_lib.cg_shephy_effect_of(_handle(state, "effect_of"), _c.byref(e)))
    return Effect(card=None if e.card < 0 else Card(e.card), rank=e.rank, rest=e.rest,
                  initial_count=e.initial_count, searched=bool(e.searched),
                  chosen=tuple(e.chosen))


def outcome_of(state: Any) -> Outcome:
    """RUNNING, WON or which loss."""
    return Outcome(_refused(_lib.cg_shephy_outcome_of(_handle(state, "outcome_of")), -1))


def shuffle_hidden(state: Any, seed: Optional[int]) -> None:
    """cg_state_resample(state, 0, seed): a new deck order drawn from the deck's contents
    alone, and the state's generator reseeded (for players that sample deck orders on a
    clone). None draws a seed from the OS."""
    seed = seed_of(seed, "seed", "shephy.shuffle_hidden")
    check(_lib.cg_shephy_shuffle_hidden(_handle(state, "shuffle_hidden"), seed))
