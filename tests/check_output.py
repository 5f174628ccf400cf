#!/usr/bin/env python3
"""Runs a command (with a file as its standard input) and checks its output.

    check_output.py [--stdin FILE] [--expect TEXT]... [--expect-count TEXT=N]... -- COMMAND...

Fails (exit 1) when the command fails or when a text is missing from its
output or appears another number of times than asked.
"""
import argparse
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--stdin")
    parser.add_argument("--expect", action="append", default=[])
    parser.add_argument("--expect-count", action="append", default=[])
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    stdin = open(args.stdin, "rb") if args.stdin else subprocess.DEVNULL
    done = subprocess.run(command, stdin=stdin, stdout=subprocess.PIPE, timeout=300)
    out = done.stdout.decode("utf-8", "replace")
    problems = []
    if done.returncode != 0:
        problems.append("exit status %d" % done.returncode)
    for text in args.expect:
        if text not in out:
            problems.append("missing: %r" % text)
    for item in args.expect_count:
        text, count = item.rsplit("=", 1)
        if out.count(text) != int(count):
            problems.append("%r appears %d times, not %s" % (text, out.count(text), count))
    if problems:
        sys.stdout.write(out)
        print("\n".join(problems))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
