#!/usr/bin/env python3
"""Runs the Shephy example (examples/shephy.c) and checks what it prints:
a bot's game, a game typed on standard input, the tally of many games (the
search bot far ahead of a random player), and a bad command line.

    shephy_example_test.py PATH_TO_SHEPHY
"""
import re
import subprocess
import sys

RESULT = re.compile(r"^You (win! A 1000 Sheep card is in the field\."
                    r"|lose: the enemy sheep reached 1000\."
                    r"|lose: no sheep are left in the field\.) \(\d+ moves\)$")
TALLY = re.compile(r"^(random|greedy|search): won (\d+) of (\d+) games \((\d+\.\d\d)%\)$")
MOVE = re.compile(r"^> (Draw a card|Draw cards|Remake Deck then fill Hand|Play .+|Copy .+"
                  r"|.*[Nn]othing happened|Gain .+|Choose \d+ Sheep card|Combine chosen Sheep cards"
                  r"|Raise ranks of chosen Sheep cards|Cancel|Release .+|Reduce the rank of \d+ "
                  r"Sheep card|Put .+ into your hand|Shuffle the deck|Exile .+|Discard .+)$")


def run(program, args, stdin=""):
    done = subprocess.run([program] + args, input=stdin, capture_output=True, text=True,
                          timeout=600)
    return done.returncode, done.stdout, done.stderr


def check(condition, message):
    if not condition:
        print("FAIL:", message)
        sys.exit(1)


def bot_game(program):
    code, out, err = run(program, ["--bot", "greedy", "--seed", "3"])
    lines = out.splitlines()
    check(code == 0 and err == "", "greedy game exits 0 quietly: %d %s" % (code, err))
    check(lines[0].startswith("Shephy, game 3: grow your flock"), "title: " + lines[0])
    moves = [l for l in lines if l.startswith("> ")]
    check(moves and moves[0] == "> Draw cards", "the first move draws")
    for m in moves:
        check(MOVE.match(m), "a move text: " + m)
    check(RESULT.match(lines[-1]), "the result: " + lines[-1])
    check("Deck: 17 cards" in out and "top last" not in out, "the deck order stays hidden")
    again = run(program, ["--bot", "greedy", "--seed", "3"])[1]
    check(again == out, "a seeded bot game is the same every time")


def typed_game(program):
    # always the first move listed, until the game ends
    code, out, _ = run(program, ["--seed", "2"], "1\n" * 3000)
    check(code == 0, "typed game exits 0")
    check("  1) Draw cards\nYour move: > Draw cards" in out, "numbered moves, then the choice")
    check(RESULT.match(out.splitlines()[-1]), "typed game ends: " + out.splitlines()[-1])
    # a move may be typed as text; a wrong one is refused; q quits
    code, out, _ = run(program, ["--seed", "2"], "Draw cards\nPlay Nothing\nq\n")
    check(code == 0 and "> Draw cards" in out, "a move typed as text")
    check("Not a move here (shephy: 'Play Nothing' is not a move" in out, "a bad move refused")
    check(out.endswith("Bye.\n"), "q quits")


def tallies(program):
    code, out, _ = run(program, ["--bot", "random", "--games", "300"])
    m = TALLY.match(out.strip())
    check(code == 0 and m, "random tally: " + out)
    random_won = int(m.group(2))
    code, out, _ = run(program, ["--bot", "search", "--games", "30", "--rollouts", "4"])
    m = TALLY.match(out.strip())
    check(code == 0 and m and m.group(3) == "30", "search tally: " + out)
    search_won = int(m.group(2))
    print("random won %d of 300, search won %d of 30" % (random_won, search_won))
    # far better: a rate of at least 15% against at most 1%
    check(random_won <= 3, "the random player almost never wins")
    check(search_won * 100 >= 15 * 30, "the search bot wins at least 15% of its games")


def bad_command_line(program):
    for args in (["--bot", "clever"], ["--games", "10"], ["--seed"], ["--rollouts", "0"]):
        code, out, err = run(program, args)
        check(code == 2 and out == "" and err.startswith("usage: shephy"),
              "bad command line %s: %d" % (args, code))


def main():
    program = sys.argv[1]
    bot_game(program)
    typed_game(program)
    tallies(program)
    bad_command_line(program)
    print("ok")


if __name__ == "__main__":
    main()
