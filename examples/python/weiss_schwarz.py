#!/usr/bin/env python3
"""Weiss-Fiuba-Schwarz with abilities written in Python: a deck of the 2015
course, whose cards name the three abilities its authors programmed, played
to the end by two bots of the library's catalogue.

    weiss_schwarz.py DECK [--seed N] [--bot NAME]

The abilities are the seed's Habilidad, here subclasses of
cardgames.weiss_schwarz.Ability registered with the game; deck files name
them by NOMBRE_HABILIDAD. Each move is printed as its player makes it, then
the result and how often each ability acted.
"""
import argparse
import sys
from typing import Callable, List

import cardgames
from cardgames import weiss_schwarz as ws

SEED_LIMIT = 2 ** 64 - 1


class DieDestroys(ws.Ability):
    NAME = "Destruir carta por dado"
    TEXT = ("Lanza un dado. Si se obtiene 1, 2 o 3 destruye carta de su campo; 4, 5 o 6 del "
            "campo enemigo.")

    def __init__(self) -> None:
        self.acted = 0

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        face = ws.roll_die(state)
        player = use.player if face <= 3 else 1 - use.player
        slot = (face - 1) % 3
        if ws.stage_card(state, player, slot) is not None:
            ws.destroy(state, player, slot)
        self.acted += 1


class CoinsMill(ws.Ability):
    NAME = "Robar carta lanzando una moneda"
    TEXT = ("Lanza una moneda. Si sale cara roba una carta del mazo del oponente y la tira a su "
            "zona de descarte. Se detiene cuando sale cruz o el mazo del oponente esta vacio.")

    def __init__(self) -> None:
        self.acted = 0

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        opponent = 1 - use.player
        while ws.zone_cards(state, opponent, ws.DECK) and ws.flip_coin(state):
            ws.move_card(state, ws.zone_cards(state, opponent, ws.DECK)[-1], ws.WAITING)
        self.acted += 1


class RaiseLuchador(ws.Ability):
    NAME = "Aumento poder a subtipo"
    TEXT = ("Aumenta los puntos de poder de las cartas del subtipo Luchador en 1500 puntos "
            "mientras la carta permanezca en el campo.")

    def __init__(self) -> None:
        self.acted = 0

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        if use.occasion != ws.ON_TURN_START:
            self.acted += 1
        use.lasting = 1

    def apply_to_card(self, state: cardgames.State, use: ws.Use, card: int, power: int) -> int:
        return power + 1500 if ws.card_has_subtype(state.game, card, "Luchador") else power


def whole_number(name: str, low: int, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        if not text.isdigit() or not low <= int(text) <= high:
            print("%s: %s wants a whole number from %d to %d, not '%s'" % (
                "weiss_schwarz.py", name, low, high, text), file=sys.stderr)
            sys.exit(2)
        return int(text)
    return parse


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deck", help="a deck file (the same for both players)")
    parser.add_argument("--seed", type=whole_number("--seed", 0, SEED_LIMIT), default=1)
    parser.add_argument("--bot", default="random", help="a bot of the catalogue (random, mcts...)")
    args = parser.parse_args(argv)
    abilities = [DieDestroys(), CoinsMill(), RaiseLuchador()]
    try:
        game = ws.Game(weiss_deck=args.deck, schwarz_deck=args.deck, abilities=abilities)
        bot = cardgames.Bot(game, args.bot)
    except cardgames.Error as e:
        print(e.message, file=sys.stderr)
        return 1
    state = game.new_state(seed=args.seed)
    names = ("Weiss", "Schwarz")
    turn = 0
    while not state.is_terminal:
        if ws.turn(state) != turn:
            turn = ws.turn(state)
            print("Turn %d: %s" % (turn, names[state.current_player]))
        move = bot.choose(state, seed=cardgames.seed_derive(args.seed, state.move_number))
        print("  %s: %s" % (names[state.current_player], state.move_text(move)))
        state.apply(move)
    print(state.render().splitlines()[0])
    for ability in abilities:
        print("%s: %d times" % (ability.NAME, ability.acted))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
