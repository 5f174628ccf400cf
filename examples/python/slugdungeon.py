#!/usr/bin/env python3
"""SlugDungeon through `import cardgames`: breadth-first search over the
library's states (clone + apply) for the shortest way to win, then the replay;
or, with --bot, a bot of the library's catalogue playing the level.

    slugdungeon.py [--level FILE] [--max-states N] [--quiet] [--bot NAME] [--seed S]

Positions that differ only in their turn counters are the same position for
the search: the key of a state is its saved form without the counter lines.
The typed module cardgames.slugdungeon reads the model (won, the player).
"""
import argparse
import sys
from collections import deque

import cardgames
from cardgames import slugdungeon as sd


def position_key(state):
    """The saved form without the lines that count moves and turns."""
    return "\n".join(line for line in state.save().splitlines()
                     if not line.startswith(("moves ", "turns ")))


def is_win(state):
    return sd.has_won(state)


def shortest_win(start, max_states):
    """The move texts of a shortest winning sequence, or None."""
    if is_win(start):
        return []
    parents = {position_key(start): None}   # key -> (parent key, move text)
    frontier = deque([start])
    while frontier and len(parents) < max_states:
        state = frontier.popleft()
        key = position_key(state)
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            child_key = position_key(child)
            if child_key in parents:
                continue
            parents[child_key] = (key, state.move_text(move))
            if is_win(child):
                return path_to(parents, child_key)
            if not child.is_terminal:
                frontier.append(child)
    return None


def path_to(parents, key):
    moves = []
    while parents[key] is not None:
        key, move = parents[key]
        moves.append(move)
    return moves[::-1]


def play_bot(game, name, seed, quiet):
    """A bot of the catalogue plays the level; the moves, then how it ended."""
    try:
        bot = cardgames.Bot(game, name)
    except cardgames.Error as e:
        print(e.message)
        return 1
    state = game.new_state()
    moves = []
    while not state.is_terminal:
        move = bot.choose(state, seed=seed + state.move_number)
        moves.append(state.move_text(move))
        state.apply(move)
        if not quiet:
            print("\n> %s" % moves[-1])
            print(state.render(), end="")
    player = sd.player(state)
    print("%s: %s" % (name, " ".join(moves)))
    print("%s after %d turns, health %d of %d" % (
        "Won" if sd.has_won(state) else "Lost" if sd.has_lost(state) else "Out of turns",
        sd.turns(state), player.health, player.max_health))
    return 0 if sd.has_won(state) else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="", help="a level file (default: the built-in level)")
    parser.add_argument("--max-states", type=int, default=200000)
    parser.add_argument("--quiet", action="store_true", help="print only the moves")
    parser.add_argument("--bot", help="a bot of the catalogue plays instead (path, mcts, ...)")
    parser.add_argument("--seed", type=int, default=0, help="the bot's seed")
    args = parser.parse_args()
    try:
        game = cardgames.Game("slugdungeon", level=args.level)
    except cardgames.Error as e:
        print(e.message)
        return 1
    if args.bot:
        return play_bot(game, args.bot, args.seed, args.quiet)
    state = game.new_state()
    moves = shortest_win(state, args.max_states)
    if moves is None:
        print("No win found within %d positions." % args.max_states)
        return 1
    print("A shortest win takes %d moves: %s" % (len(moves), " ".join(moves)))
    for move in moves:
        state.apply(move)
        if not args.quiet:
            print("\n> %s" % move)
            print(state.render(), end="")
    print("Won: %s" % ("yes" if is_win(state) else "no"))
    return 0 if is_win(state) else 1


if __name__ == "__main__":
    sys.exit(main())
