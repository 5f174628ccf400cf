"""Writes the catalogue (registry.c) from the build's list of games:
registry.py OUTPUT GAME... declares each game's table cg_<game>_impl and
lists them in the order given, the order cg_game_name_at follows."""
import sys


def main(output, games):
    lines = ["/* The catalogue, made by registry.py from the build's list of games. */",
             '#include "core/game.h"', ""]
    lines += ["extern const cg_game_impl cg_%s_impl;" % g for g in games]
    lines += ["", "const cg_game_impl *const cg_registry[] = {"]
    lines += ["    &cg_%s_impl," % g for g in games]
    lines += ["};", "", "const size_t cg_registry_count = CG_COUNT(cg_registry);", ""]
    text = "\n".join(lines)
    try:
        with open(output, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: registry.py OUTPUT GAME...")
    main(sys.argv[1], sys.argv[2:])
