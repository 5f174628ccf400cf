"""War from Python: the typed functions of war.h through ctypes (standard library only).

    import cardgames
    from cardgames import war

    cards = war.deck_load("shuffledDeck.txt")      # the seed's read_and_validate_cards
    game = war.game(facedown=2, cards=cards)       # or deck="shuffledDeck.txt", or neither
    state = game.new_state(seed=1)                 # dealt alternately from a random player
    war.compare_cards("QS", "AD")                  # 2: the second card ranks higher
    state.apply("play")                            # each player turns up a card
    war.table_text(state)                          # "[7H | 9S]", the seed's onTable.__str__
    war.table_cards(state)                         # ([cards_list], [faceUp_list])
    war.hand(state, 0)                             # player 0's hand, front first
    war.next_step(state)                           # war.COLLECT
    war.rounds(state), war.wars(state), war.hand_count(state, 1), war.table_count(state, 0)

A card is an int, rank * 4 + suit (war.card_parse("0H") == 34, war.card_name(34) ==
"0H"): ranks 2 3 4 5 6 7 8 9 0(ten) J Q K A (war.RANKS), suits D C H S (war.SUITS).
Players are 0 (the seed's player 1, left end of the table) and 1 (its player 2).

Failures raise cardgames.Error with the library's status and message (CG_EINVAL
for a state of another game or a player that does not exist, CG_EPARSE for a
bad card or deck text, CG_EIO for a deck file that cannot be read); arguments of
the wrong Python type raise TypeError.
"""

from __future__ import annotations

import ctypes
import enum
import os
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import Game, State
from ._args import (EINVAL, c_int, integer, path as path_arg, ranged, state_handle,
                    text as _text_arg)
from ._errors import Error, FileError, status_code
from ._native import check, constants as C, declare, last_error, library, read_text

__all__ = [
    "DECK_SIZE", "RANKS", "SUITS", "Step", "PLAY", "WAR", "COLLECT", "OVER", "STEP_NAMES",
    "Card", "game", "compare_cards", "card_parse", "card_name", "card_names", "deck_parse",
    "deck_load", "table_text", "table_cards", "table_count", "hand_count", "hand",
    "next_step", "rounds", "wars",
]

#: CG_WAR_DECK_SIZE: cards in a deck, and the capacity of a hand.
DECK_SIZE: int = C.CG_WAR_DECK_SIZE

#: A card: rank * 4 + suit, 0..51 (cg_war_card).
Card = int


class Step(enum.IntEnum):
    """cg_war_step: the next step of a game; the first three are the move codes."""
    PLAY = C.CG_WAR_PLAY
    WAR = C.CG_WAR_WAR
    COLLECT = C.CG_WAR_COLLECT
    OVER = C.CG_WAR_OVER


PLAY, WAR, COLLECT, OVER = Step.PLAY, Step.WAR, Step.COLLECT, Step.OVER
#: The move texts of the steps (and "over").
STEP_NAMES = ("play", "war", "collect", "over")

_c = ctypes
_card_p = _c.POINTER(_c.c_uint8)
_state_p = _c.c_void_p

declare({
    "cg_war_compare_cards": (_c.c_int, [_c.c_char_p, _c.c_char_p]),
    "cg_war_card_parse": (_c.c_int, [_c.c_char_p, _card_p]),
    "cg_war_card_name": (_c.c_size_t, [_c.c_uint8, _c.c_char_p, _c.c_size_t]),
    "cg_war_deck_parse": (_c.c_int, [_c.c_char_p, _c.c_size_t, _card_p]),
    "cg_war_deck_load": (_c.c_int, [_c.c_char_p, _card_p]),
    "cg_war_table_text": (_c.c_size_t, [_state_p, _c.c_char_p, _c.c_size_t]),
    "cg_war_table_cards": (_c.c_int, [_state_p, _card_p, _card_p, _c.c_size_t]),
    "cg_war_table_count": (_c.c_int, [_state_p, _c.c_int]),
    "cg_war_hand_count": (_c.c_int, [_state_p, _c.c_int]),
    "cg_war_hand": (_c.c_int, [_state_p, _c.c_int, _card_p, _c.c_size_t]),
    "cg_war_next_step": (_c.c_int, [_state_p]),
    "cg_war_rounds": (_c.c_uint32, [_state_p]),
    "cg_war_wars": (_c.c_uint32, [_state_p]),
})

_lib = library


def _text(value: Any, what: str, where: str) -> bytes:
    """A str argument as NUL-free UTF-8 bytes."""
    return _text_arg(value, what, where)


def _state(state: State, function: str) -> int:
    """The handle of a state of War; Error (CG_EINVAL) for another game's."""
    handle = state_handle(state, function)
    if state.game.name != "war":
        raise Error(EINVAL, "%s: state of '%s', not 'war'" % (function, state.game.name))
    return handle


def _answer(value: int) -> int:
    """The typed functions answer -1 (with a message) for bad arguments."""
    if value == -1:
        raise Error(EINVAL, last_error())
    return value


# ---- the configuration ----

def game(facedown: int = 3, deck: Optional[Union[str, "os.PathLike[str]"]] = None,
         cards: Optional[Sequence[Union[Card, str]]] = None, max_rounds: int = 0) -> Game:
    """A War cardgames.Game: `facedown` cards face down in a war (1, 2 or 3), dealt
    from a deck file, from `cards` (52 cards, ints or texts, in deal order: the
    cards= parameter), or, with neither, from a standard deck shuffled by each
    state's seed; `max_rounds` > 0 ends the game as a draw after that many rounds."""
    params: Dict[str, Any] = {"facedown": integer(facedown, "facedown", "war.game"),
                              "max_rounds": integer(max_rounds, "max_rounds", "war.game")}
    if deck is not None:
        params["deck"] = os.fspath(deck)
    if cards is not None:
        params["cards"] = [c if isinstance(c, str) else card_name(c) for c in cards]
    return Game("war", **params)


# ---- cards ----

def compare_cards(card1: str, card2: str) -> int:
    """The seed's compare_cards: 0 for equal ranks, 1 when card1 ranks higher, 2 when
    card2 does ("QS", "0h": the suit in either case)."""
    answer = _lib.cg_war_compare_cards(_text(card1, "card1", "war.compare_cards"),
                                       _text(card2, "card2", "war.compare_cards"))
    return _answer(int(answer))


def card_parse(text: str) -> Card:
    """A card from its two characters, rank then suit ("0H" -> 34); the suit may be
    lower case."""
    card = _c.c_uint8()
    check(_lib.cg_war_card_parse(_text(text, "text", "war.card_parse"), _c.byref(card)))
    return card.value


def card_name(card: Card) -> str:
    """The two characters of a card (34 -> "0H")."""
    card = ranged(card, "card", "war.card_name", 0, DECK_SIZE - 1)
    return read_text(_lib.cg_war_card_name, card)


#: Rank characters, low to high ("0" is ten); a card's rank is card // 4.
RANKS = "".join(dict.fromkeys(card_name(card)[0] for card in range(DECK_SIZE)))
#: Suit characters; a card's suit is card % 4.
SUITS = "".join(dict.fromkeys(card_name(card)[1] for card in range(DECK_SIZE)))


def card_names(cards: Sequence[Card]) -> List[str]:
    """The texts of several cards."""
    return [card_name(c) for c in cards]


def _deck(array: Any) -> List[Card]:
    return [int(c) for c in array]


def deck_parse(text: Union[str, bytes]) -> List[Card]:
    """Validates a deck file's text as the seed does (the number of cards, then
    duplicates, then the format, with the seed's messages: cardgames.Error with
    CG_EPARSE) and returns its 52 cards in order."""
    if isinstance(text, str):
        data = text.encode()
    elif isinstance(text, (bytes, bytearray)):
        data = bytes(text)
    else:
        raise TypeError("war.deck_parse: text must be a str or bytes, not %s"
                        % type(text).__name__)
    deck = (_c.c_uint8 * DECK_SIZE)()
    check(_lib.cg_war_deck_parse(data, len(data), deck))
    return _deck(deck)


def deck_load(path: Union[str, "os.PathLike[str]"]) -> List[Card]:
    """The seed's read_and_validate_cards: a deck file's 52 cards, or cardgames.Error
    (CG_EPARSE for its content; cardgames.FileError, CG_EIO, for a file that
    cannot be read: the library's message, the seed's "Incorrect filename or
    file does not exist", followed by the path; as OSError's, its strerror is
    the seed's words and its filename the path)."""
    name = path_arg(path, "path", "war.deck_load")
    deck = (_c.c_uint8 * DECK_SIZE)()
    code = _lib.cg_war_deck_load(name, deck)
    if code == status_code("CG_EIO"):
        error = FileError(code, "%s: %r" % (last_error(), os.fsdecode(name)))
        error.strerror, error.filename = last_error(), os.fsdecode(name)
        raise error
    check(code)
    return _deck(deck)


# ---- a state ----

def table_text(state: State) -> str:
    """The table as the seed's onTable prints it: "[QS, XX, XX, XX, AS | AD, XX, XX,
    XX, 8S]", face-down cards as XX, "[ | ]" when empty."""
    text = read_text(_lib.cg_war_table_text, _state(state, "cg_war_table_text"))
    if not text:
        raise Error(EINVAL, last_error())
    return text


def table_cards(state: State) -> Tuple[List[Card], List[bool]]:
    """The table left to right (the seed's cards_list) and for each card whether it
    is face up (faceUp_list)."""
    handle = _state(state, "cg_war_table_cards")
    cards = (_c.c_uint8 * DECK_SIZE)()
    face_up = (_c.c_uint8 * DECK_SIZE)()
    n = _answer(int(_lib.cg_war_table_cards(handle, cards, face_up, DECK_SIZE)))
    return _deck(cards[:n]), [bool(f) for f in face_up[:n]]


def table_count(state: State, player: int) -> int:
    """How many of the table's cards a player put there."""
    handle = _state(state, "cg_war_table_count")
    return _answer(int(_lib.cg_war_table_count(handle, c_int(player, "player", "war.table_count"))))


def hand_count(state: State, player: int) -> int:
    """Cards in a player's hand."""
    handle = _state(state, "cg_war_hand_count")
    return _answer(int(_lib.cg_war_hand_count(handle, c_int(player, "player", "war.hand_count"))))


def hand(state: State, player: int) -> List[Card]:
    """A player's hand in play order, the front card (the next played) first."""
    handle = _state(state, "cg_war_hand")
    cards = (_c.c_uint8 * DECK_SIZE)()
    player = c_int(player, "player", "war.hand")
    n = _answer(int(_lib.cg_war_hand(handle, player, cards, DECK_SIZE)))
    return _deck(cards[:n])


def next_step(state: State) -> Step:
    """The step that comes next: PLAY, WAR, COLLECT, or OVER at the end."""
    return Step(_answer(int(_lib.cg_war_next_step(_state(state, "cg_war_next_step")))))


def rounds(state: State) -> int:
    """Rounds begun (each `play`) so far; it stops at 2**32 - 1."""
    return int(_lib.cg_war_rounds(_state(state, "cg_war_rounds")))


def wars(state: State) -> int:
    """Wars fought (each `war`) so far; it stops at 2**32 - 1."""
    return int(_lib.cg_war_wars(_state(state, "cg_war_wars")))
