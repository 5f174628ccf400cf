#!/usr/bin/env python3
"""War through cardgames.war: the same game and output as the C example.

    war.py [--deck FILE] [--facedown 1|2|3] [--seed N]

Without --deck, asks for the deck file's name when standard input is a
terminal (Enter, or input that is not a terminal: a standard deck shuffled by
the seed).
"""
import argparse
import sys
from typing import Optional

import cardgames
from cardgames import war


def cards(n: int) -> str:
    return "%d card%s" % (n, "" if n == 1 else "s")


def play_round(state: cardgames.State) -> None:
    print("Round %d" % (war.rounds(state) + 1))
    state.apply("play")
    if not state.is_terminal:
        print(war.table_text(state))
    while war.next_step(state) == war.WAR:
        print("WAR STARTS!!!")
        state.apply("war")
        if not state.is_terminal:
            print(war.table_text(state))
    if war.next_step(state) == war.COLLECT:
        on_table = len(war.table_cards(state)[0])
        before = war.hand_count(state, 0)
        state.apply("collect")
        print("Player %d takes the %d cards"
              % (1 if war.hand_count(state, 0) > before else 2, on_table))
    elif state.is_terminal and state.winner != cardgames.PLAYER_NONE:
        print("Player %d cannot go on and loses all their cards" % (2 - state.winner))
    print("Player 1: %s, Player 2: %s"
          % (cards(war.hand_count(state, 0)), cards(war.hand_count(state, 1))))
    print("-" * 60)


def ask_deck() -> Optional[str]:
    """The original program's question for the deck file; None at the end of input."""
    try:
        return input("Name of the deck file (Enter for a shuffled deck): ")
    except EOFError:
        return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck")
    parser.add_argument("--facedown", type=int, default=3, choices=(1, 2, 3))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    deck = args.deck
    if deck is None and sys.stdin.isatty():
        deck = ask_deck()
        if deck is None:
            print("\nwar: the input ended before a deck file was named", file=sys.stderr)
            return 2
    try:
        # The deck file first, as the original program: its own messages.
        dealt = war.deck_load(deck) if deck else None
        game = war.game(facedown=args.facedown, cards=dealt)
    except cardgames.FileError as e:
        print(e.strerror)  # the seed's words alone, without the path
        return 1
    except cardgames.Error as e:
        print(e.message)
        return 1
    state = game.new_state(seed=args.seed)
    while not state.is_terminal:
        play_round(state)
    if state.winner == cardgames.PLAYER_NONE:
        print("The game is a draw after %d rounds" % war.rounds(state))
    else:
        print("Player %d wins after %d rounds and %d wars!"
              % (state.winner + 1, war.rounds(state), war.wars(state)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
