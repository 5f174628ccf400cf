"""Weiss-Fiuba-Schwarz from Python: the typed functions of weiss_schwarz.h, and
abilities written in Python (the seed's Habilidad as a class), through ctypes.

    import cardgames
    from cardgames import weiss_schwarz as ws

    class DieDestroys(ws.Ability):             # the seed's Habilidad
        NAME = "Destruir carta por dado"      # NOMBRE_HABILIDAD: what deck files write
        TEXT = "Lanza un dado; destruye un personaje de la zona frontal."
        def apply_to_board(self, state, use):  # aplicar_en_tablero
            face = ws.roll_die(state)
            player = use.player if face <= 3 else 1 - use.player
            if ws.stage_card(state, player, (face - 1) % 3) is not None:
                ws.destroy(state, player, (face - 1) % 3)

    game = ws.Game(weiss_deck="course.csv", abilities=[DieDestroys(), ...])
    state = game.new_state(seed=1)
    ws.zone_cards(state, ws.WEISS, ws.HAND); ws.power(state, ws.SCHWARZ, 0)
    ws.card_view(game, 40).ability             # 'Destruir carta por dado'

An ability's methods are the seed's eight operations: name() and text()
(obtener_nombre, obtener_texto, from NAME and TEXT), apply_to_board,
revert_on_board, apply_to_card, revert_on_card, reset (resetear_habilidad),
and choose for the choices it asks (CHOICES, the kinds it may ask). Only the
methods a class overrides are registered. They receive the state being played
(a cardgames.State that the library owns: keep no reference to it) and a Use,
whose target, lasting and value they may change. They act on the board only
through this module's operations (roll_die, flip_coin, destroy, move_card,
draw, shuffle_deck, ask, look_at_top), so that states stay flat: clone, save
and load keep everything.

An exception raised by an ability's method ends that resolution. The
operations of this module that run abilities (apply_ability, remove_ability,
end_turn, start_turn) raise it again, the state left as it was; during a move
(State.apply, which cannot fail) the move goes on, and the exception is kept
in game.callback_errors.

Functions take a cardgames.Game or cardgames.State of weiss_schwarz; wrong
types raise TypeError, bad values cardgames.Error (CG_EINVAL) with the
library's message.
"""

from __future__ import annotations

import ctypes
import weakref
from typing import Any, Callable, List, NamedTuple, Optional, Sequence, Tuple

from . import Game as _Game, State as _State, _encode_params
from ._args import EINVAL as _EINVAL, c_int, game_handle, state_handle, text as _text_arg
from ._errors import Error
from ._native import check, constants as C, declare, last_error, library

__all__ = [
    "Game", "Ability", "Use", "Answer", "Card", "CardView", "Choice", "Active",
    "deck_parse", "deck_load", "card_info", "card_view", "card_subtype", "card_has_subtype",
    "color_count", "color_name", "zone_cards", "stage_card", "power", "climax_card", "level",
    "current_phase", "turn", "first_player", "attacks", "pending_choice", "ability_count",
    "ability_at", "use_at", "apply_ability", "remove_ability", "apply_abilities_to_card",
    "revert_abilities_on_card", "end_turn", "start_turn", "bot_move", "ability_total",
    "ability_name", "ability_text", "ability_find", "ability_fail", "roll_die", "flip_coin",
    "destroy", "move_card", "draw", "shuffle_deck", "ask", "look_at_top", "asks",
    "WEISS", "SCHWARZ", "DECK_SIZE", "CARDS", "MAX_COPIES", "MAX_CLIMAXES", "SLOTS",
    "FRONT_SLOTS", "NAME_CAP", "FLAVOR_CAP", "SUBTYPE_CAP", "SUBTYPES_MAX", "ACTIVE_MAX",
    "LOOK_MAX", "LINE_MAX", "NAME_MAX", "POWER_MAX", "COLORS_MAX", "ABILITY_VERSION",
    "ABILITIES_MAX", "ABILITY_NAME_CAP", "MOVE_CLOCK_PASS", "MOVE_CLOCK", "MOVE_PLAY",
    "MOVE_END_MAIN", "MOVE_ATTACK", "MOVE_END_BATTLE", "MOVE_CHOOSE_DECK", "MOVE_CHOOSE_CARD",
    "MOVE_CHOOSE_STAGE", "MOVE_CHOOSE_HAND", "NO_SLOT", "CHARACTER", "EVENT", "CLIMAX",
    "YELLOW", "GREEN", "RED", "BLUE", "NO_ABILITY", "A1", "A2", "A3", "A4", "A5", "A6", "A7",
    "A8", "A9", "AA", "AB", "AC", "DECK", "HAND", "CLOCK", "LEVEL", "STOCK", "WAITING",
    "REMOVED", "PHASE_CLOCK", "PHASE_MAIN1", "PHASE_BATTLE", "PHASE_MAIN2", "PHASE_OVER",
    "CHOICE_NONE", "CHOICE_DECK", "CHOICE_ORDER", "CHOICE_STAGE", "CHOICE_SIDE", "CONTINUOUS",
    "TEMPORARY", "ON_PLAY", "ON_APPLY", "ON_TURN_START",
]

# ---- constants of weiss_schwarz.h ----

WEISS: int = C.CG_WEISS_SCHWARZ_WEISS
SCHWARZ: int = C.CG_WEISS_SCHWARZ_SCHWARZ
DECK_SIZE: int = C.CG_WEISS_SCHWARZ_DECK_SIZE
#: card ids 0..99: player * 50 + index in the deck file
CARDS: int = C.CG_WEISS_SCHWARZ_CARDS
MAX_COPIES: int = C.CG_WEISS_SCHWARZ_MAX_COPIES
MAX_CLIMAXES: int = C.CG_WEISS_SCHWARZ_MAX_CLIMAXES
#: 0 front-left, 1 front-center, 2 front-right, 3 back-left, 4 back-right
SLOTS: int = C.CG_WEISS_SCHWARZ_SLOTS
FRONT_SLOTS: int = C.CG_WEISS_SCHWARZ_FRONT_SLOTS
#: of the 1.0 Card's name
NAME_CAP: int = C.CG_WEISS_SCHWARZ_NAME_CAP
FLAVOR_CAP: int = C.CG_WEISS_SCHWARZ_FLAVOR_CAP
SUBTYPE_CAP: int = C.CG_WEISS_SCHWARZ_SUBTYPE_CAP
SUBTYPES_MAX: int = C.CG_WEISS_SCHWARZ_SUBTYPES_MAX
ACTIVE_MAX: int = C.CG_WEISS_SCHWARZ_ACTIVE_MAX
LOOK_MAX: int = C.CG_WEISS_SCHWARZ_LOOK_MAX
#: bytes of a deck line
LINE_MAX: int = C.CG_WEISS_SCHWARZ_LINE_MAX
#: bytes of a card name
NAME_MAX: int = C.CG_WEISS_SCHWARZ_NAME_MAX
POWER_MAX: int = C.CG_WEISS_SCHWARZ_POWER_MAX
COLORS_MAX: int = C.CG_WEISS_SCHWARZ_COLORS_MAX
ABILITY_VERSION: int = C.CG_WEISS_SCHWARZ_ABILITY_VERSION
#: registered abilities of a game
ABILITIES_MAX: int = C.CG_WEISS_SCHWARZ_ABILITIES_MAX
ABILITY_NAME_CAP: int = C.CG_WEISS_SCHWARZ_ABILITY_NAME_CAP

MOVE_CLOCK_PASS: int = C.CG_WEISS_SCHWARZ_MOVE_CLOCK_PASS
MOVE_CLOCK: int = C.CG_WEISS_SCHWARZ_MOVE_CLOCK
MOVE_PLAY: int = C.CG_WEISS_SCHWARZ_MOVE_PLAY
MOVE_END_MAIN: int = C.CG_WEISS_SCHWARZ_MOVE_END_MAIN
MOVE_ATTACK: int = C.CG_WEISS_SCHWARZ_MOVE_ATTACK
MOVE_END_BATTLE: int = C.CG_WEISS_SCHWARZ_MOVE_END_BATTLE
MOVE_CHOOSE_DECK: int = C.CG_WEISS_SCHWARZ_MOVE_CHOOSE_DECK
MOVE_CHOOSE_CARD: int = C.CG_WEISS_SCHWARZ_MOVE_CHOOSE_CARD
MOVE_CHOOSE_STAGE: int = C.CG_WEISS_SCHWARZ_MOVE_CHOOSE_STAGE
MOVE_CHOOSE_HAND: int = C.CG_WEISS_SCHWARZ_MOVE_CHOOSE_HAND
NO_SLOT: int = C.CG_WEISS_SCHWARZ_NO_SLOT

CHARACTER: int = C.CG_WEISS_SCHWARZ_CHARACTER
EVENT: int = C.CG_WEISS_SCHWARZ_EVENT
CLIMAX: int = C.CG_WEISS_SCHWARZ_CLIMAX
YELLOW: int = C.CG_WEISS_SCHWARZ_YELLOW
GREEN: int = C.CG_WEISS_SCHWARZ_GREEN
RED: int = C.CG_WEISS_SCHWARZ_RED
BLUE: int = C.CG_WEISS_SCHWARZ_BLUE
NO_ABILITY: int = C.CG_WEISS_SCHWARZ_NO_ABILITY
A1: int = C.CG_WEISS_SCHWARZ_A1
A2: int = C.CG_WEISS_SCHWARZ_A2
A3: int = C.CG_WEISS_SCHWARZ_A3
A4: int = C.CG_WEISS_SCHWARZ_A4
A5: int = C.CG_WEISS_SCHWARZ_A5
A6: int = C.CG_WEISS_SCHWARZ_A6
A7: int = C.CG_WEISS_SCHWARZ_A7
A8: int = C.CG_WEISS_SCHWARZ_A8
A9: int = C.CG_WEISS_SCHWARZ_A9
AA: int = C.CG_WEISS_SCHWARZ_AA
AB: int = C.CG_WEISS_SCHWARZ_AB
AC: int = C.CG_WEISS_SCHWARZ_AC
DECK: int = C.CG_WEISS_SCHWARZ_DECK
HAND: int = C.CG_WEISS_SCHWARZ_HAND
CLOCK: int = C.CG_WEISS_SCHWARZ_CLOCK
LEVEL: int = C.CG_WEISS_SCHWARZ_LEVEL
STOCK: int = C.CG_WEISS_SCHWARZ_STOCK
WAITING: int = C.CG_WEISS_SCHWARZ_WAITING
REMOVED: int = C.CG_WEISS_SCHWARZ_REMOVED
PHASE_CLOCK: int = C.CG_WEISS_SCHWARZ_PHASE_CLOCK
PHASE_MAIN1: int = C.CG_WEISS_SCHWARZ_PHASE_MAIN1
PHASE_BATTLE: int = C.CG_WEISS_SCHWARZ_PHASE_BATTLE
PHASE_MAIN2: int = C.CG_WEISS_SCHWARZ_PHASE_MAIN2
PHASE_OVER: int = C.CG_WEISS_SCHWARZ_PHASE_OVER
CHOICE_NONE: int = C.CG_WEISS_SCHWARZ_CHOICE_NONE
CHOICE_DECK: int = C.CG_WEISS_SCHWARZ_CHOICE_DECK
CHOICE_ORDER: int = C.CG_WEISS_SCHWARZ_CHOICE_ORDER
CHOICE_STAGE: int = C.CG_WEISS_SCHWARZ_CHOICE_STAGE
CHOICE_SIDE: int = C.CG_WEISS_SCHWARZ_CHOICE_SIDE
CONTINUOUS: int = C.CG_WEISS_SCHWARZ_CONTINUOUS
TEMPORARY: int = C.CG_WEISS_SCHWARZ_TEMPORARY
ON_PLAY: int = C.CG_WEISS_SCHWARZ_ON_PLAY
ON_APPLY: int = C.CG_WEISS_SCHWARZ_ON_APPLY
ON_TURN_START: int = C.CG_WEISS_SCHWARZ_ON_TURN_START

_ERRORS_KEPT = 100  #: the exceptions of abilities a game keeps, the first ones


def asks(kind: int) -> int:
    """CG_WEISS_SCHWARZ_ASKS: the bit of a choice kind in an ability's choices."""
    return 1 << int_arg(kind, "kind", "asks")


# ---- the C structs ----

_c = ctypes


class _CardStruct(_c.Structure):
    _fields_ = [("name", _c.c_char * NAME_CAP), ("flavor", _c.c_char * FLAVOR_CAP),
                ("subtypes", (_c.c_char * SUBTYPE_CAP) * SUBTYPES_MAX),
                ("ability_subtype", _c.c_char * SUBTYPE_CAP), ("power", _c.c_int32),
                ("ability_amount", _c.c_int32), ("type", _c.c_uint8), ("color", _c.c_uint8),
                ("trigger", _c.c_uint8), ("ability", _c.c_uint8), ("level", _c.c_uint8),
                ("cost", _c.c_uint8), ("soul", _c.c_uint8), ("subtype_count", _c.c_uint8)]


class _DeckStruct(_c.Structure):
    _fields_ = [("cards", _CardStruct * DECK_SIZE)]


class _CardViewStruct(_c.Structure):
    _fields_ = [("name", _c.c_char_p), ("color", _c.c_char_p), ("flavor", _c.c_char_p),
                ("ability", _c.c_char_p), ("ability_args", _c.c_char_p)] + [
        (field, _c.c_int32) for field in (
            "type", "color_index", "trigger", "level", "cost", "power", "soul", "ability_code",
            "amount", "subtype_count", "name_index", "line")]


class _ChoiceStruct(_c.Structure):
    _fields_ = [(field, _c.c_int32) for field in
                ("kind", "ability", "source", "slot", "side", "looked_count")] + [
        ("looked", _c.c_int32 * LOOK_MAX)]


class _ActiveStruct(_c.Structure):
    _fields_ = [(field, _c.c_int32) for field in
                ("player", "source", "ability", "continuity", "target", "amount")]


class _UseStruct(_c.Structure):
    _fields_ = [(field, _c.c_int32) for field in
                ("ability", "player", "source", "continuity", "occasion", "target", "lasting",
                 "value")]


class _AnswerStruct(_c.Structure):
    _fields_ = [(field, _c.c_int32) for field in ("kind", "player", "card", "hand")]


_USE_P = _c.POINTER(_UseStruct)
_APPLY = _c.CFUNCTYPE(_c.c_int, _c.c_void_p, _c.c_void_p, _USE_P)
_CHOOSE = _c.CFUNCTYPE(_c.c_int, _c.c_void_p, _c.c_void_p, _USE_P, _c.POINTER(_AnswerStruct))
_APPLY_CARD = _c.CFUNCTYPE(_c.c_int32, _c.c_void_p, _c.c_void_p, _USE_P, _c.c_int, _c.c_int32)
_REVERT_CARD = _c.CFUNCTYPE(None, _c.c_void_p, _c.c_void_p, _USE_P, _c.c_int)
_REVERT_BOARD = _c.CFUNCTYPE(_c.c_int, _c.c_void_p, _c.c_void_p, _USE_P)
_RESET = _c.CFUNCTYPE(None, _c.c_void_p, _USE_P)
_RELEASE = _c.CFUNCTYPE(None, _c.c_void_p)


class _OpsStruct(_c.Structure):
    _fields_ = [("version", _c.c_uint), ("name", _c.c_char_p), ("text", _c.c_char_p),
                ("user", _c.c_void_p), ("choices", _c.c_uint), ("apply_to_board", _APPLY),
                ("choose", _CHOOSE), ("apply_to_card", _APPLY_CARD),
                ("revert_on_card", _REVERT_CARD), ("revert_on_board", _REVERT_BOARD),
                ("reset", _RESET), ("release", _RELEASE)]


_game_p = _c.c_void_p
_state_p = _c.c_void_p
_int_p = _c.POINTER(_c.c_int)
_str_p = _c.POINTER(_c.c_char_p)
declare({
    "cg_weiss_schwarz_deck_parse": (_c.c_int, [_c.c_char_p, _c.c_size_t, _c.c_char_p,
                                               _c.POINTER(_DeckStruct)]),
    "cg_weiss_schwarz_deck_load": (_c.c_int, [_c.c_char_p, _c.POINTER(_DeckStruct)]),
    "cg_weiss_schwarz_card_info": (_c.c_int, [_game_p, _c.c_int, _c.POINTER(_CardStruct)]),
    "cg_weiss_schwarz_card_view_of": (_c.c_int, [_game_p, _c.c_int,
                                                 _c.POINTER(_CardViewStruct)]),
    "cg_weiss_schwarz_card_subtype": (_c.c_int, [_game_p, _c.c_int, _c.c_int, _str_p]),
    "cg_weiss_schwarz_card_has_subtype": (_c.c_int, [_game_p, _c.c_int, _c.c_char_p, _int_p]),
    "cg_weiss_schwarz_color_count": (_c.c_int, [_game_p]),
    "cg_weiss_schwarz_color_name": (_c.c_int, [_game_p, _c.c_int, _str_p]),
    "cg_weiss_schwarz_zone_cards": (_c.c_int, [_state_p, _c.c_int, _c.c_int, _int_p,
                                               _c.c_size_t]),
    "cg_weiss_schwarz_stage_card": (_c.c_int, [_state_p, _c.c_int, _c.c_int]),
    "cg_weiss_schwarz_power": (_c.c_int32, [_state_p, _c.c_int, _c.c_int]),
    "cg_weiss_schwarz_climax_card": (_c.c_int, [_state_p, _c.c_int]),
    "cg_weiss_schwarz_level": (_c.c_int, [_state_p, _c.c_int]),
    "cg_weiss_schwarz_current_phase": (_c.c_int, [_state_p]),
    "cg_weiss_schwarz_turn": (_c.c_uint32, [_state_p]),
    "cg_weiss_schwarz_first_player": (_c.c_int, [_state_p]),
    "cg_weiss_schwarz_attacks": (_c.c_int, [_state_p]),
    "cg_weiss_schwarz_pending_choice": (_c.c_int, [_state_p, _c.POINTER(_ChoiceStruct)]),
    "cg_weiss_schwarz_ability_count": (_c.c_int, [_state_p]),
    "cg_weiss_schwarz_ability_at": (_c.c_int, [_state_p, _c.c_int, _c.POINTER(_ActiveStruct)]),
    "cg_weiss_schwarz_use_at": (_c.c_int, [_state_p, _c.c_int, _USE_P]),
    "cg_weiss_schwarz_apply_ability": (_c.c_int, [_state_p, _c.c_int, _c.c_int, _c.c_int,
                                                  _c.c_int]),
    "cg_weiss_schwarz_remove_ability": (_c.c_int, [_state_p, _c.c_int, _c.c_int]),
    "cg_weiss_schwarz_apply_abilities_to_card": (_c.c_int, [_state_p, _c.c_int]),
    "cg_weiss_schwarz_revert_abilities_on_card": (_c.c_int, [_state_p, _c.c_int]),
    "cg_weiss_schwarz_end_turn": (_c.c_int, [_state_p]),
    "cg_weiss_schwarz_start_turn": (_c.c_int, [_state_p]),
    "cg_weiss_schwarz_bot_move": (_c.c_int, [_state_p, _c.POINTER(_c.c_uint32)]),
    "cg_weiss_schwarz_game_new": (_c.c_int, [_c.c_char_p, _c.POINTER(_OpsStruct), _c.c_size_t,
                                             _c.POINTER(_game_p)]),
    "cg_weiss_schwarz_ability_fail": (_c.c_int, [_c.c_int, _c.c_char_p]),
    "cg_weiss_schwarz_ability_total": (_c.c_int, [_game_p]),
    "cg_weiss_schwarz_ability_name": (_c.c_int, [_game_p, _c.c_int, _str_p]),
    "cg_weiss_schwarz_ability_text": (_c.c_int, [_game_p, _c.c_int, _str_p]),
    "cg_weiss_schwarz_ability_find": (_c.c_int, [_game_p, _c.c_char_p, _int_p]),
    "cg_weiss_schwarz_roll_die": (_c.c_int, [_state_p, _int_p]),
    "cg_weiss_schwarz_flip_coin": (_c.c_int, [_state_p, _int_p]),
    "cg_weiss_schwarz_destroy": (_c.c_int, [_state_p, _c.c_int, _c.c_int]),
    "cg_weiss_schwarz_move_card": (_c.c_int, [_state_p, _c.c_int, _c.c_int]),
    "cg_weiss_schwarz_draw": (_c.c_int, [_state_p, _c.c_int, _int_p]),
    "cg_weiss_schwarz_shuffle_deck": (_c.c_int, [_state_p, _c.c_int]),
    "cg_weiss_schwarz_ask": (_c.c_int, [_state_p, _c.c_int, _c.c_int]),
    "cg_weiss_schwarz_look_at_top": (_c.c_int, [_state_p, _c.c_int, _int_p]),
})


def _text(raw: Optional[bytes]) -> str:
    return (raw or b"").decode("utf-8", "replace")


def _fail() -> Error:
    return Error(_EINVAL, last_error())


# ---- arguments ----

def _game(game: Any, where: str) -> int:
    """The handle of a cardgames.Game (the library checks it is weiss_schwarz)."""
    return game_handle(game, "weiss_schwarz." + where)


def _state(state: Any, where: str) -> int:
    """The handle of a cardgames.State (the library checks its game)."""
    return state_handle(state, "weiss_schwarz." + where)


def _str(value: Any, what: str, where: str) -> bytes:
    """A str argument as NUL-free UTF-8 bytes."""
    return _text_arg(value, what, "weiss_schwarz." + where)


def int_arg(value: Any, what: str, where: str) -> int:
    """An int argument that a C int holds (the library checks its meaning)."""
    return c_int(value, what, "weiss_schwarz." + where)


def _of_weiss(state: Any) -> bool:
    return isinstance(state, _State) and state.game.name == "weiss_schwarz"


# ---- cards and decks ----

class Card(NamedTuple):
    """A card in the fixed struct of release 1.0 (cg_weiss_schwarz_card)."""
    name: str
    flavor: str
    subtypes: Tuple[str, ...]
    ability_subtype: str
    power: int
    ability_amount: int
    type: int
    color: int
    trigger: int
    ability: int
    level: int
    cost: int
    soul: int


def _card(s: _CardStruct) -> Card:
    return Card(_text(s.name), _text(s.flavor),
                tuple(_text(s.subtypes[i].value) for i in range(s.subtype_count)),
                _text(s.ability_subtype), s.power, s.ability_amount, s.type, s.color, s.trigger,
                s.ability, s.level, s.cost, s.soul)


def deck_parse(text: str, source: Optional[str] = None) -> List[Card]:
    """cg_weiss_schwarz_deck_parse: a deck file's text as 50 Cards of release 1.0;
    cardgames.Error (CG_EPARSE, "SOURCE, line N: reason") for a deck it refuses."""
    data = _str(text, "text", "deck_parse")
    deck = _DeckStruct()
    check(library.cg_weiss_schwarz_deck_parse(
        data, len(data), None if source is None else _str(source, "source", "deck_parse"),
        _c.byref(deck)))
    return [_card(c) for c in deck.cards]


def deck_load(path: str) -> List[Card]:
    """cg_weiss_schwarz_deck_load: the same from a file (CG_EIO when unreadable)."""
    deck = _DeckStruct()
    check(library.cg_weiss_schwarz_deck_load(_str(path, "path", "deck_load"), _c.byref(deck)))
    return [_card(c) for c in deck.cards]


def card_info(game: _Game, card: int) -> Card:
    """cg_weiss_schwarz_card_info: a card of a game (0..99) in the 1.0 struct; CG_EINVAL
    for a card it cannot hold (card_view shows every card)."""
    out = _CardStruct()
    handle, card = _game(game, "card_info"), int_arg(card, "card", "card_info")
    check(library.cg_weiss_schwarz_card_info(handle, card, _c.byref(out)))
    return _card(out)


class CardView(NamedTuple):
    """A card as its deck file writes it (cg_weiss_schwarz_card_view_of)."""
    name: str
    color: str
    flavor: str
    ability: str
    ability_args: str
    type: int
    color_index: int
    trigger: int
    level: int
    cost: int
    power: int
    soul: int
    ability_code: int
    amount: int
    subtypes: Tuple[str, ...]
    name_index: int
    line: int


def card_view(game: _Game, card: int) -> CardView:
    """cg_weiss_schwarz_card_view_of, with the subtypes (cg_weiss_schwarz_card_subtype)."""
    v = _CardViewStruct()
    handle, card = _game(game, "card_view"), int_arg(card, "card", "card_view")
    check(library.cg_weiss_schwarz_card_view_of(handle, card, _c.byref(v)))
    subtypes = tuple(card_subtype(game, card, i) for i in range(v.subtype_count))
    return CardView(_text(v.name), _text(v.color), _text(v.flavor), _text(v.ability),
                    _text(v.ability_args), v.type, v.color_index, v.trigger, v.level, v.cost,
                    v.power, v.soul, v.ability_code, v.amount, subtypes, v.name_index, v.line)


def card_subtype(game: _Game, card: int, i: int) -> str:
    """cg_weiss_schwarz_card_subtype: the i-th subtype of a character."""
    out = _c.c_char_p()
    handle = _game(game, "card_subtype")
    card, i = int_arg(card, "card", "card_subtype"), int_arg(i, "i", "card_subtype")
    check(library.cg_weiss_schwarz_card_subtype(handle, card, i, _c.byref(out)))
    return _text(out.value)


def card_has_subtype(game: _Game, card: int, subtype: str) -> bool:
    """cg_weiss_schwarz_card_has_subtype: A5's test (ASCII case ignored)."""
    out = _c.c_int(-1)
    handle, card = _game(game, "card_has_subtype"), int_arg(card, "card", "card_has_subtype")
    word = _str(subtype, "subtype", "card_has_subtype")
    check(library.cg_weiss_schwarz_card_has_subtype(handle, card, word, _c.byref(out)))
    return bool(out.value)


def color_count(game: _Game) -> int:
    """cg_weiss_schwarz_color_count: the colours of a game's decks (4 or more)."""
    n = int(library.cg_weiss_schwarz_color_count(_game(game, "color_count")))
    if n < 0:
        raise _fail()
    return n


def color_name(game: _Game, color: int) -> str:
    """cg_weiss_schwarz_color_name: the word of colour index `color`."""
    out = _c.c_char_p()
    handle, color = _game(game, "color_name"), int_arg(color, "color", "color_name")
    check(library.cg_weiss_schwarz_color_name(handle, color, _c.byref(out)))
    return _text(out.value)


# ---- the table ----

def zone_cards(state: _State, player: int, zone: int) -> List[int]:
    """cg_weiss_schwarz_zone_cards: card ids of a zone in its order (DECK bottom first)."""
    cards = (_c.c_int * DECK_SIZE)()
    handle = _state(state, "zone_cards")
    player, zone = int_arg(player, "player", "zone_cards"), int_arg(zone, "zone", "zone_cards")
    n = library.cg_weiss_schwarz_zone_cards(handle, player, zone, cards, DECK_SIZE)
    if n < 0:
        raise _fail()
    return list(cards[:n])


def _card_or_none(value: int, args_ok: bool, state: _State) -> Optional[int]:
    """-1 is an empty place for good arguments, a refusal for bad ones."""
    if value == -1 and not (args_ok and _of_weiss(state)):
        raise _fail()
    return None if value == -1 else value


def _player_ok(player: int) -> bool:
    return player in (0, 1)


def stage_card(state: _State, player: int, slot: int) -> Optional[int]:
    """cg_weiss_schwarz_stage_card: the character in a slot, None when empty."""
    handle = _state(state, "stage_card")
    player, slot = int_arg(player, "player", "stage_card"), int_arg(slot, "slot", "stage_card")
    value = library.cg_weiss_schwarz_stage_card(handle, player, slot)
    return _card_or_none(value, _player_ok(player) and 0 <= slot < SLOTS, state)


def power(state: _State, player: int, slot: int) -> Optional[int]:
    """cg_weiss_schwarz_power: a character's current power, None for an empty slot."""
    handle = _state(state, "power")
    player, slot = int_arg(player, "player", "power"), int_arg(slot, "slot", "power")
    value = library.cg_weiss_schwarz_power(handle, player, slot)
    return _card_or_none(value, _player_ok(player) and 0 <= slot < SLOTS, state)


def climax_card(state: _State, player: int) -> Optional[int]:
    """cg_weiss_schwarz_climax_card: the card in the climax area, None when empty."""
    handle, player = _state(state, "climax_card"), int_arg(player, "player", "climax_card")
    value = library.cg_weiss_schwarz_climax_card(handle, player)
    return _card_or_none(value, _player_ok(player), state)


def _nonnegative(value: int) -> int:
    if value < 0:
        raise _fail()
    return int(value)


def level(state: _State, player: int) -> int:
    """cg_weiss_schwarz_level: the cards in a player's level zone."""
    handle, player = _state(state, "level"), int_arg(player, "player", "level")
    return _nonnegative(library.cg_weiss_schwarz_level(handle, player))


def current_phase(state: _State) -> int:
    """cg_weiss_schwarz_current_phase: PHASE_CLOCK .. PHASE_OVER."""
    return _nonnegative(library.cg_weiss_schwarz_current_phase(_state(state, "current_phase")))


def turn(state: _State) -> int:
    """cg_weiss_schwarz_turn: the turn number, from 1."""
    value = int(library.cg_weiss_schwarz_turn(_state(state, "turn")))
    if value == 0:
        raise _fail()
    return value


def first_player(state: _State) -> int:
    """cg_weiss_schwarz_first_player: who took the first turn."""
    return _nonnegative(library.cg_weiss_schwarz_first_player(_state(state, "first_player")))


def attacks(state: _State) -> int:
    """cg_weiss_schwarz_attacks: bit s set when front slot s attacked this turn."""
    return _nonnegative(library.cg_weiss_schwarz_attacks(_state(state, "attacks")))


class Choice(NamedTuple):
    """The pending choice (cg_weiss_schwarz_choice); kind CHOICE_NONE when none."""
    kind: int
    ability: int
    source: int
    slot: int
    side: int
    looked: Tuple[int, ...]


def pending_choice(state: _State) -> Choice:
    """cg_weiss_schwarz_pending_choice."""
    c = _ChoiceStruct()
    check(library.cg_weiss_schwarz_pending_choice(_state(state, "pending_choice"), _c.byref(c)))
    return Choice(c.kind, c.ability, c.source, c.slot, c.side, tuple(c.looked[:c.looked_count]))


# ---- the ability stack (the seed's board operations) ----

class Active(NamedTuple):
    """A use on the ability stack (cg_weiss_schwarz_active)."""
    player: int
    source: int
    ability: int
    continuity: int
    target: int
    amount: int


class Use:
    """One use of an ability (cg_weiss_schwarz_use). Abilities may change target
    (a character on a stage, -1 none), lasting (1: the use enters the stack when
    its resolution ends) and value (the use's memory)."""

    __slots__ = ("ability", "player", "source", "continuity", "occasion", "target", "lasting",
                 "value")

    def __init__(self, ability: int = 0, player: int = 0, source: int = 0, continuity: int = 0,
                 occasion: int = 0, target: int = -1, lasting: int = 0, value: int = 0) -> None:
        self.ability, self.player, self.source = ability, player, source
        self.continuity, self.occasion, self.target = continuity, occasion, target
        self.lasting, self.value = lasting, value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Use) and self._fields() == other._fields()

    def _fields(self) -> Tuple[int, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __repr__(self) -> str:
        return "Use(%s)" % ", ".join("%s=%d" % (n, getattr(self, n)) for n in self.__slots__)


def _use(s: _UseStruct) -> Use:
    return Use(s.ability, s.player, s.source, s.continuity, s.occasion, s.target, s.lasting,
               s.value)


def ability_count(state: _State) -> int:
    """cg_weiss_schwarz_ability_count: the uses on the stack."""
    return _nonnegative(library.cg_weiss_schwarz_ability_count(_state(state, "ability_count")))


def ability_at(state: _State, i: int) -> Active:
    """cg_weiss_schwarz_ability_at: the i-th use on the stack, oldest first."""
    a = _ActiveStruct()
    handle, i = _state(state, "ability_at"), int_arg(i, "i", "ability_at")
    check(library.cg_weiss_schwarz_ability_at(handle, i, _c.byref(a)))
    return Active(a.player, a.source, a.ability, a.continuity, a.target, a.amount)


def use_at(state: _State, i: int) -> Use:
    """cg_weiss_schwarz_use_at: the i-th use on the stack whole, its value included."""
    u = _UseStruct()
    handle, i = _state(state, "use_at"), int_arg(i, "i", "use_at")
    check(library.cg_weiss_schwarz_use_at(handle, i, _c.byref(u)))
    return _use(u)


def _with_abilities(state: _State, call: Callable[[], int]) -> None:
    """Runs an operation that may call abilities: their first exception, or the
    library's error."""
    errors = getattr(state.game, "callback_errors", None)
    before = len(errors) if errors is not None else 0
    status = call()
    if errors is not None and len(errors) > before:
        raise errors[before]
    check(status)


def apply_ability(state: _State, player: int, source: int, continuity: int,
                  target: int = -1) -> None:
    """cg_weiss_schwarz_apply_ability (aplicar_habilidad_sobre_tablero): the ability of
    card `source`, applied for `player` (its owner) now."""
    handle = _state(state, "apply_ability")
    args = [int_arg(v, w, "apply_ability") for v, w in ((player, "player"), (source, "source"),
                                       (continuity, "continuity"), (target, "target"))]
    _with_abilities(state, lambda: library.cg_weiss_schwarz_apply_ability(handle, *args))


def remove_ability(state: _State, player: int, source: int) -> None:
    """cg_weiss_schwarz_remove_ability (remover_habilidad)."""
    handle = _state(state, "remove_ability")
    p = int_arg(player, "player", "remove_ability")
    s = int_arg(source, "source", "remove_ability")
    _with_abilities(state, lambda: library.cg_weiss_schwarz_remove_ability(handle, p, s))


def apply_abilities_to_card(state: _State, card: int) -> None:
    """cg_weiss_schwarz_apply_abilities_to_card (aplicar_habilidades_en_carta)."""
    handle = _state(state, "apply_abilities_to_card")
    c = int_arg(card, "card", "apply_abilities_to_card")
    _with_abilities(state, lambda: library.cg_weiss_schwarz_apply_abilities_to_card(handle, c))


def revert_abilities_on_card(state: _State, card: int) -> None:
    """cg_weiss_schwarz_revert_abilities_on_card (revertir_habilidades_sobre_carta)."""
    handle = _state(state, "revert_abilities_on_card")
    c = int_arg(card, "card", "revert_abilities_on_card")
    _with_abilities(state, lambda: library.cg_weiss_schwarz_revert_abilities_on_card(handle, c))


def end_turn(state: _State) -> None:
    """cg_weiss_schwarz_end_turn (terminar_turno)."""
    handle = _state(state, "end_turn")
    _with_abilities(state, lambda: library.cg_weiss_schwarz_end_turn(handle))


def start_turn(state: _State) -> None:
    """cg_weiss_schwarz_start_turn (iniciar_turno)."""
    handle = _state(state, "start_turn")
    _with_abilities(state, lambda: library.cg_weiss_schwarz_start_turn(handle))


def bot_move(state: _State) -> int:
    """cg_weiss_schwarz_bot_move: the move of the heuristic bot of release 1.0."""
    move = _c.c_uint32()
    check(library.cg_weiss_schwarz_bot_move(_state(state, "bot_move"), _c.byref(move)))
    return move.value


# ---- abilities of a game ----

def ability_total(game: _Game) -> int:
    """cg_weiss_schwarz_ability_total: 12 built in plus those registered."""
    return _nonnegative(library.cg_weiss_schwarz_ability_total(_game(game, "ability_total")))


def ability_name(game: _Game, ability: int) -> str:
    """cg_weiss_schwarz_ability_name (obtener_nombre) of an ability's code."""
    out = _c.c_char_p()
    handle, ability = _game(game, "ability_name"), int_arg(ability, "ability", "ability_name")
    check(library.cg_weiss_schwarz_ability_name(handle, ability, _c.byref(out)))
    return _text(out.value)


def ability_text(game: _Game, ability: int) -> str:
    """cg_weiss_schwarz_ability_text (obtener_texto) of an ability's code."""
    out = _c.c_char_p()
    handle, ability = _game(game, "ability_text"), int_arg(ability, "ability", "ability_text")
    check(library.cg_weiss_schwarz_ability_text(handle, ability, _c.byref(out)))
    return _text(out.value)


def ability_find(game: _Game, name: str) -> int:
    """cg_weiss_schwarz_ability_find: the code of an ability by code ("A5") or name."""
    out = _c.c_int()
    handle, word = _game(game, "ability_find"), _str(name, "name", "ability_find")
    check(library.cg_weiss_schwarz_ability_find(handle, word, _c.byref(out)))
    return out.value


def ability_fail(status: int, message: str) -> int:
    """cg_weiss_schwarz_ability_fail: sets cardgames.last_error() and returns the status
    (what a failing C callback returns; Python abilities raise instead)."""
    return int(library.cg_weiss_schwarz_ability_fail(int_arg(status, "status", "ability_fail"),
                                                     _str(message, "message", "ability_fail")))


# ---- board operations, for abilities ----

def roll_die(state: _State) -> int:
    """cg_weiss_schwarz_roll_die (lanza un dado): 1..6 from the state's generator."""
    face = _c.c_int()
    check(library.cg_weiss_schwarz_roll_die(_state(state, "roll_die"), _c.byref(face)))
    return face.value


def flip_coin(state: _State) -> bool:
    """cg_weiss_schwarz_flip_coin (lanza una moneda): True for heads."""
    heads = _c.c_int()
    check(library.cg_weiss_schwarz_flip_coin(_state(state, "flip_coin"), _c.byref(heads)))
    return bool(heads.value)


def destroy(state: _State, player: int, slot: int) -> None:
    """cg_weiss_schwarz_destroy (remover_carta): the character to its waiting room."""
    handle = _state(state, "destroy")
    player, slot = int_arg(player, "player", "destroy"), int_arg(slot, "slot", "destroy")
    check(library.cg_weiss_schwarz_destroy(handle, player, slot))


def move_card(state: _State, card: int, zone: int) -> None:
    """cg_weiss_schwarz_move_card: a card, face up, onto one of its owner's zones."""
    handle = _state(state, "move_card")
    card, zone = int_arg(card, "card", "move_card"), int_arg(zone, "zone", "move_card")
    check(library.cg_weiss_schwarz_move_card(handle, card, zone))


def draw(state: _State, player: int) -> Optional[int]:
    """cg_weiss_schwarz_draw (robar_cartas): the card drawn, None when none was left."""
    card = _c.c_int(-1)
    check(library.cg_weiss_schwarz_draw(_state(state, "draw"), int_arg(player, "player", "draw"),
                                        _c.byref(card)))
    return None if card.value < 0 else card.value


def shuffle_deck(state: _State, player: int) -> None:
    """cg_weiss_schwarz_shuffle_deck (Mazo.mezclar)."""
    handle, player = _state(state, "shuffle_deck"), int_arg(player, "player", "shuffle_deck")
    check(library.cg_weiss_schwarz_shuffle_deck(handle, player))


def ask(state: _State, kind: int, side: int = -1) -> None:
    """cg_weiss_schwarz_ask: in an ability's apply_to_board or choose, asks the player
    to move for a choice (CHOICE_DECK, CHOICE_STAGE, or CHOICE_SIDE of player `side`)."""
    check(library.cg_weiss_schwarz_ask(_state(state, "ask"), int_arg(kind, "kind", "ask"),
                                       int_arg(side, "side", "ask")))


def look_at_top(state: _State, owner: int) -> int:
    """cg_weiss_schwarz_look_at_top: in an ability, takes the top 5 cards of `owner`'s
    deck to be put back in the order the player chooses; the number taken."""
    count = _c.c_int()
    handle, owner = _state(state, "look_at_top"), int_arg(owner, "owner", "look_at_top")
    check(library.cg_weiss_schwarz_look_at_top(handle, owner, _c.byref(count)))
    return count.value


# ---- abilities written in Python ----

class Answer(NamedTuple):
    """A player's answer to a choice (cg_weiss_schwarz_answer)."""
    kind: int
    player: int
    card: int
    hand: int


class Ability:
    """The seed's Habilidad: subclass it, set NAME (NOMBRE_HABILIDAD, what deck files
    write) and TEXT, and define apply_to_board; the other methods as needed. CHOICES
    lists the choice kinds it may ask (ask, look_at_top), which choose answers."""

    NAME: str = ""
    TEXT: str = ""
    CHOICES: Sequence[int] = ()

    def name(self) -> str:
        """obtener_nombre."""
        return self.NAME

    def text(self) -> str:
        """obtener_texto."""
        return self.TEXT

    def apply_to_board(self, state: _State, use: Use) -> None:
        """aplicar_en_tablero: resolves a use (use.occasion: ON_PLAY, ON_APPLY, or
        ON_TURN_START for a continuous use at the start of a turn)."""
        raise NotImplementedError

    def choose(self, state: _State, use: Use, answer: Answer) -> None:
        """The answer to a choice it asked."""
        raise NotImplementedError

    def apply_to_card(self, state: _State, use: Use, card: int, power: int) -> int:
        """aplicar_en_carta: the power of `card` with this use acting on it (registered
        only when overridden; it must give the same answer for the same arguments)."""
        return power

    def revert_on_card(self, state: _State, use: Use, card: int) -> None:
        """revertir_en_carta: the use stopped acting on `card`."""

    def revert_on_board(self, state: _State, use: Use) -> None:
        """revertir_en_tablero: the end of a turn, the use's removal, or its end when its
        source or target leaves the stage (undo what apply_to_board did)."""

    def reset(self, use: Use) -> None:
        """resetear_habilidad: the value of a new use (0 unless set)."""


def _overrides(ability: Ability, method: str) -> bool:
    return getattr(type(ability), method) is not getattr(Ability, method)


class _Bridge:
    """The C table of one Python ability; exceptions go to the game's list."""

    def __init__(self, ability: Ability, game: "Game") -> None:
        self.ability = ability
        self.game = weakref.ref(game)
        self.name = ability.name()
        self.keep: List[Any] = []
        self.lent: List[_State] = []
        self.table = _OpsStruct()
        self.table.version = ABILITY_VERSION
        self.table.name = _str(self.name, "an ability's NAME", "Game")
        self.table.text = _str(ability.text(), "an ability's TEXT", "Game")
        self.keep += [self.table.name, self.table.text]
        self.table.choices = 0
        for kind in ability.CHOICES:
            self.table.choices |= asks(kind)
        hooks = (("apply_to_board", _APPLY, self._apply_to_board),
                 ("choose", _CHOOSE, self._choose),
                 ("apply_to_card", _APPLY_CARD, self._apply_to_card),
                 ("revert_on_card", _REVERT_CARD, self._revert_on_card),
                 ("revert_on_board", _REVERT_BOARD, self._revert_on_board),
                 ("reset", _RESET, self._reset))
        for member, prototype, method in hooks:
            if member == "apply_to_board" or _overrides(ability, member):
                pointer = prototype(self._lending(method))
                self.keep.append(pointer)
                setattr(self.table, member, pointer)

    def _state(self, handle: int) -> _State:
        """The State an ability's method receives; released when the method returns."""
        from . import _state_of
        game = self.game()
        if game is None:  # the game is being freed: no ability runs then
            raise RuntimeError("weiss_schwarz: an ability ran for a game that is gone")
        state = _state_of(game, handle, self)
        self.lent.append(state)
        return state

    def _lending(self, method: Callable[..., Any]) -> Callable[..., Any]:
        """method as a C callback: the states it lends are released when it returns."""
        def callback(*args: Any) -> Any:
            mark = len(self.lent)
            try:
                return method(*args)
            finally:
                while len(self.lent) > mark:
                    self.lent.pop()._release("an ability's state is used only while its "
                                             "method runs")
        return callback

    def _failed(self, error: BaseException) -> int:
        game = self.game()
        if game is not None and len(game.callback_errors) < _ERRORS_KEPT:
            game.callback_errors.append(error)
        message = "Python ability '%s' raised %s: %s" % (self.name, type(error).__name__, error)
        return ability_fail(_EINVAL, message)

    def _run(self, use_p: Any, call: Callable[[Use], None]) -> int:
        """Calls a method with a Use, then writes back what it may change (each an
        int32: InvalidArgumentError, the method's failure, otherwise)."""
        use = _use(use_p.contents)
        try:
            call(use)
            changed = [int_arg(getattr(use, name), "use." + name, "Ability")
                       for name in ("target", "lasting", "value")]
        except Exception as e:  # noqa: BLE001 - handed back to the caller
            return self._failed(e)
        use_p.contents.target, use_p.contents.lasting, use_p.contents.value = changed
        return 0

    def _apply_to_board(self, user: int, state: int, use_p: Any) -> int:
        return self._run(use_p, lambda use: self.ability.apply_to_board(self._state(state), use))

    def _choose(self, user: int, state: int, use_p: Any, answer_p: Any) -> int:
        a = answer_p.contents
        answer = Answer(a.kind, a.player, a.card, a.hand)
        return self._run(use_p,
                         lambda use: self.ability.choose(self._state(state), use, answer))

    def _apply_to_card(self, user: int, state: int, use_p: Any, card: int, power: int) -> int:
        try:
            changed = self.ability.apply_to_card(self._state(state), _use(use_p.contents), card,
                                                 power)
            return int_arg(changed, "apply_to_card's power", "Ability")
        except Exception as e:  # noqa: BLE001
            self._failed(e)
            return power

    def _revert_on_card(self, user: int, state: int, use_p: Any, card: int) -> None:
        try:
            self.ability.revert_on_card(self._state(state), _use(use_p.contents), card)
        except Exception as e:  # noqa: BLE001
            self._failed(e)

    def _revert_on_board(self, user: int, state: int, use_p: Any) -> int:
        try:
            self.ability.revert_on_board(self._state(state), _use(use_p.contents))
        except Exception as e:  # noqa: BLE001
            return self._failed(e)
        return 0

    def _reset(self, user: int, use_p: Any) -> None:
        self._run(use_p, self.ability.reset)


class Game(_Game):
    """A weiss_schwarz game with abilities written in Python registered
    (cg_weiss_schwarz_game_new); keyword arguments are its parameters, as for
    cardgames.Game. callback_errors keeps the exceptions its abilities raised."""

    __slots__ = ("abilities", "callback_errors", "_bridges")

    def __init__(self, params: Optional[str] = None, abilities: Sequence[Ability] = (),
                 **kwargs: Any) -> None:
        """cg_weiss_schwarz_game_new(params, the abilities' tables)."""
        if params is not None and kwargs:
            raise TypeError("weiss_schwarz.Game: give parameters as text or as keyword "
                            "arguments, not both")
        if params is not None and not isinstance(params, str):
            raise TypeError("weiss_schwarz.Game: params must be a str, not %s"
                            % type(params).__name__)
        for ability in abilities:
            if not isinstance(ability, Ability):
                raise TypeError("weiss_schwarz.Game: abilities must be weiss_schwarz.Ability "
                                "objects, not %s" % type(ability).__name__)
        self.abilities: Tuple[Ability, ...] = tuple(abilities)
        self.callback_errors: List[BaseException] = []
        self._bridges = [_Bridge(a, self) for a in self.abilities]
        tables = (_OpsStruct * max(1, len(self._bridges)))()
        for i, bridge in enumerate(self._bridges):
            tables[i] = bridge.table
        text = params if params is not None else _encode_params(kwargs, "weiss_schwarz.Game")
        handle = _c.c_void_p()
        check(library.cg_weiss_schwarz_game_new(_str(text, "params", "Game") if text else None,
                                                tables, len(self._bridges), _c.byref(handle)))
        self._adopt(handle, "weiss_schwarz")

    def __reduce__(self) -> Tuple[Any, ...]:
        """Pickles by parameters and abilities (which must pickle)."""
        return (Game, (self._params, self.abilities))

    def __repr__(self) -> str:
        """weiss_schwarz.Game('...', abilities=[...])."""
        return "weiss_schwarz.Game(%r, abilities=%r)" % (self._params, list(self.abilities))
