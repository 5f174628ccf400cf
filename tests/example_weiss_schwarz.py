#!/usr/bin/env python3
"""Runs examples/weiss_schwarz: two bots with a fixed seed (both boards shown,
the same duel every time, played to its end), then a person's side fed from a
script (the move list, a refused move, a move by number and one by text)."""
import subprocess
import sys


def run(args, stdin=""):
    done = subprocess.run(args, input=stdin, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        sys.exit("%s exited with %d: %s" % (args, done.returncode, done.stderr))
    return done.stdout


def expect(text, piece, what):
    if piece not in text:
        sys.exit("%s: '%s' not found in:\n%s" % (what, piece, text[-3000:]))


def main():
    exe = sys.argv[1]
    duel = run([exe, "--seed", "7"])
    if duel != run([exe, "--seed", "7"]):
        sys.exit("the same seed played two different duels")
    for piece in ("Turn 1: ", "Weiss: level 0, clock 0", "Schwarz: level 0, clock 0",
                  "  front:    front-left: ", "  back:     ", "clock pass\n", "end main\n",
                  "end battle\n", "\n\nGame over on turn "):
        expect(duel, piece, "bots, seed 7")
    final = duel.split("\n\n")[-1]
    if not final.startswith("Game over on turn ") or "Weiss: level" not in final:
        sys.exit("the duel does not end with its result and both boards")

    person = run([exe, "--seed", "3", "--play", "weiss"],
                 "help\nfly away\n99\n1\nend main\nquit\n")
    expect(person, "Legal moves:\n   1. clock pass\n", "person")
    expect(person, "weiss_schwarz: 'fly away' is not a move", "person")
    expect(person, "No move 99: choose 1 to ", "person")
    expect(person, "Weiss: clock pass\n", "person")
    expect(person, "Weiss: end main\n", "person")
    expect(person, "The duel is left unfinished.", "person")
    print("weiss_schwarz example: ok")


if __name__ == "__main__":
    main()
