#!/usr/bin/env python3
"""War through `import cardgames`: the same game and output as the C example.

    war.py [--deck FILE] [--facedown 1|2|3] [--seed N]
"""
import argparse
import ctypes
import sys

import cardgames

lib = cardgames.library
lib.cg_war_table_text.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]
lib.cg_war_table_text.restype = ctypes.c_size_t
for name in ("cg_war_hand_count", "cg_war_table_count"):
    getattr(lib, name).argtypes = [ctypes.c_void_p, ctypes.c_int]
    getattr(lib, name).restype = ctypes.c_int
for name in ("cg_war_next_step",):
    getattr(lib, name).argtypes = [ctypes.c_void_p]
    getattr(lib, name).restype = ctypes.c_int
lib.cg_war_deck_load.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint8)]
lib.cg_war_deck_load.restype = ctypes.c_int
for name in ("cg_war_rounds", "cg_war_wars"):
    getattr(lib, name).argtypes = [ctypes.c_void_p]
    getattr(lib, name).restype = ctypes.c_uint32


WAR, COLLECT = 1, 2  # cg_war_step


def table(state):
    return cardgames.read_text(lib.cg_war_table_text, state.handle)


def hand(state, player):
    return lib.cg_war_hand_count(state.handle, player)


def cards(n):
    return "%d card%s" % (n, "" if n == 1 else "s")


def play_round(state):
    print("Round %d" % (lib.cg_war_rounds(state.handle) + 1))
    state.apply("play")
    if not state.is_terminal:
        print(table(state))
    while lib.cg_war_next_step(state.handle) == WAR:
        print("WAR STARTS!!!")
        state.apply("war")
        if not state.is_terminal:
            print(table(state))
    if lib.cg_war_next_step(state.handle) == COLLECT:
        on_table = lib.cg_war_table_count(state.handle, 0) * 2
        before = hand(state, 0)
        state.apply("collect")
        print("Player %d takes the %d cards" % (1 if hand(state, 0) > before else 2, on_table))
    elif state.is_terminal and state.winner != cardgames.PLAYER_NONE:
        print("Player %d cannot go on and loses all their cards" % (2 - state.winner))
    print("Player 1: %s, Player 2: %s" % (cards(hand(state, 0)), cards(hand(state, 1))))
    print("-" * 60)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", default="")
    parser.add_argument("--facedown", type=int, default=3, choices=(1, 2, 3))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # The deck file first: its own messages, whatever its path holds.
    if args.deck and lib.cg_war_deck_load(args.deck.encode(), (ctypes.c_uint8 * 52)()) != 0:
        print(cardgames.last_error())
        return 1
    try:
        game = cardgames.Game("war", facedown=args.facedown, deck=args.deck)
    except cardgames.Error as e:
        print(e.message)
        return 1
    state = game.new_state(seed=args.seed)
    while not state.is_terminal:
        play_round(state)
    if state.winner == cardgames.PLAYER_NONE:
        print("The game is a draw after %d rounds" % lib.cg_war_rounds(state.handle))
    else:
        print("Player %d wins after %d rounds and %d wars!" % (
            state.winner + 1, lib.cg_war_rounds(state.handle), lib.cg_war_wars(state.handle)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
