#!/usr/bin/env python3
"""Shephy through `import cardgames`: a random player's game, printed as the C
example prints it (`shephy --bot random --seed N`), move for move.

    shephy.py [--seed N]
"""
import argparse

import cardgames
from cardgames import shephy

RESULTS = {
    shephy.Outcome.WON: "You win! A 1000 Sheep card is in the field.",
    shephy.Outcome.LOST_TO_ENEMY: "You lose: the enemy sheep reached 1000.",
    shephy.Outcome.LOST_ALL_SHEEP: "You lose: no sheep are left in the field.",
}
MASK = (1 << 64) - 1


def choice_seed(game_seed: int, move_number: int) -> int:
    """The seed of the bot's choice of a move, as the C example derives it."""
    return (game_seed * 0x9E3779B97F4A7C15 + move_number) & MASK


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = cardgames.Game("shephy")
    state = game.new_state(seed=args.seed)
    player = cardgames.Bot(game, "random")
    print("Shephy, game %d: grow your flock to a 1000 Sheep card before the enemy sheep "
          "reach 1000." % args.seed)
    while not state.is_terminal:
        moves = state.legal_moves()
        if len(moves) > 1:
            print()
            print(state.render(viewer=0), end="")
        move = player.choose(state, seed=choice_seed(args.seed, state.move_number))
        print("> " + state.move_text(move))
        state.apply(move)
    print()
    print(state.render(viewer=0), end="")
    print("%s (%d moves)" % (RESULTS[shephy.outcome_of(state)], state.move_number))


if __name__ == "__main__":
    main()
