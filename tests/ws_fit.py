"""Fits Weiss-Fiuba-Schwarz's evaluation (lib/games/weiss_schwarz/ws_evaluate.c)
to the results of games: a logistic regression of the result for the player
to move on the terms the evaluation weighs, at the positions ws_fit_positions
prints. Needs numpy.

    ws_fit.py POSITIONS     a file of ws_fit_positions's lines

Drawn games are left out. Four fifths of the positions (drawn by a generator
seeded 0) are fitted, by Newton's method; the last fifth is kept apart, on
which it prints the log-loss of the fit and of the evaluation's present
weights. The evaluation is tanh(x / 2) of the fit's x: its weights are the
fitted ones halved (the README's figures are these, rounded).
"""
import sys

import numpy as np

TERMS = ["race", "front (per 1,000 power)", "back (per 1,000 power)", "hand", "stock"]
# ws_evaluate: tanh(1.5 race + 0.6 (front + back / 2) / 20000 + 0.15 hand + 0.03 stock)
PRESENT = np.array([1.5, 0.6 / 20, 0.3 / 20, 0.15, 0.03, 0.0])
NEWTON_STEPS = 25


def log_loss(x, won):
    p = np.clip(1 / (1 + np.exp(-x)), 1e-6, 1 - 1e-6)
    return -np.mean(won * np.log(p) + (1 - won) * np.log(1 - p))


def fit(x, won):
    w = np.zeros(x.shape[1])
    for _ in range(NEWTON_STEPS):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - won) / len(won)
        hessian = (x.T * (p * (1 - p))) @ x / len(won) + 1e-6 * np.eye(len(w))
        w -= np.linalg.solve(hessian, gradient)
    return w


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    rows = np.loadtxt(sys.argv[1], ndmin=2)
    rows = rows[rows[:, 0] != 0]
    won = (rows[:, 0] > 0).astype(float)
    x = np.column_stack([rows[:, 1], rows[:, 2] / 1000, rows[:, 3] / 1000, rows[:, 4],
                         rows[:, 5], np.ones(len(won))])
    order = np.random.RandomState(0).permutation(len(won))
    train, test = order[:len(won) * 4 // 5], order[len(won) * 4 // 5:]
    w = fit(x[train], won[train])
    print("%d positions (%d fitted, %d kept apart)" % (len(won), len(train), len(test)))
    print("win probability 1 / (1 + exp(-x)), x =")
    for name, weight in zip(TERMS + ["constant"], w):
        print("  %8.4f %s   (halved: %.4f)" % (weight, name, weight / 2))
    print("log-loss kept apart: fitted %.4f, present weights %.4f"
          % (log_loss(x[test] @ w, won[test]), log_loss(x[test] @ (2 * PRESENT), won[test])))


if __name__ == "__main__":
    main()
