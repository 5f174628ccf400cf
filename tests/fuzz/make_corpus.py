"""Writes the fuzz targets' seed corpora (tests/fuzz/corpus/<target>/), valid
and near-valid inputs for every game of the catalogue and for each game's own
target, through the Python module. Deterministic: the same library gives the same files.

    CARDGAMES_LIBRARY=build/lib/libcardgames.so PYTHONPATH=lib/python \
        python3 tests/fuzz/make_corpus.py

Games come from the catalogue; data loaders from tests/game_loaders.c (every
file of the folder of their sample becomes a seed, with near-valid variants). The corpus is
replaced whole; the regressions (tests/fuzz/regressions/) are never touched.
"""
import os
import ctypes
import random
import re
import shutil
import struct

import cardgames

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
ROOT = os.path.dirname(TESTS)
CORPUS = os.path.join(HERE, "corpus")

# The operations of fuzz_api.c, in its order.
API_OPS = ["new", "apply_code", "apply_legal", "clone", "copy", "save_load", "load_changed",
           "render", "move_text", "playout", "queries", "free", "check"]


def loaders():
    """(game, parse function name, parameter key, sample) of game_loaders.c."""
    with open(os.path.join(TESTS, "game_loaders.c")) as f:
        text = f.read()
    return re.findall(r'\{"(\w+)",\s*"(\w+)",\s*"\w+",\s*"(\w+)",\s*"([^"]+)"', text)


class Corpus:
    def __init__(self, target):
        self.folder = os.path.join(CORPUS, target)
        shutil.rmtree(self.folder, ignore_errors=True)
        os.makedirs(self.folder)
        self.names = set()

    def add(self, name, data):
        if isinstance(data, str):
            data = data.encode()
        name = re.sub(r"[^\w.-]", "_", name)
        assert name not in self.names, name
        self.names.add(name)
        with open(os.path.join(self.folder, name), "wb") as f:
            f.write(data)


def params_corpus(names):
    corpus = Corpus("params")
    values = ["", "0", "1", "-1", "2", "3", "4", "7", "99", "1000000000", "1000000001",
              "99999999999999999999", "abc", " 5 ", "1e3", "0x10", "+2", "007", "3,2,1", "a;b"]
    file_keys = {key for _, _, key, _ in loaders()}
    for name in names:
        canonical = cardgames.Game(name).params
        corpus.add(name + "-defaults", name + "\n")
        corpus.add(name + "-canonical", name + "\n" + canonical)
        keys = [item.split("=", 1)[0] for item in canonical.split(";") if item]
        for key in keys:
            for i, value in enumerate(values):
                corpus.add("%s-%s-%d" % (name, key, i), "%s\n%s=%s" % (name, key, value))
            corpus.add(name + "-" + key + "-twice", "%s\n%s=1;%s=1" % (name, key, key))
            corpus.add(name + "-" + key + "-no-value", "%s\n%s" % (name, key))
            if key in file_keys:
                for i, path in enumerate(["missing.txt", ".", "..", "a" * 300]):
                    corpus.add("%s-%s-file-%d" % (name, key, i), "%s\n%s=%s" % (name, key, path))
        corpus.add(name + "-unknown-key", name + "\nno_such_key=1")
        corpus.add(name + "-no-key", name + "\n=1")
        corpus.add(name + "-spaces", name + "\n ; ;" + canonical.replace(";", " ; "))
    corpus.add("unknown-game", "chess\nsize=8")


def data_corpus():
    corpus = Corpus("data")
    rng = random.Random(2)
    for game, parse, key, sample in loaders():
        header = parse + "\n"
        folder = os.path.dirname(os.path.join(ROOT, sample))
        for root, _, files in sorted(os.walk(folder)):
            for file in sorted(files):
                path = os.path.join(root, file)
                if os.path.getsize(path) > 65536:
                    continue
                with open(path, "rb") as f:
                    name = os.path.relpath(path, folder).replace(os.sep, "-")
                    corpus.add("%s-%s-%s" % (game, key, name), header.encode() + f.read())
        with open(os.path.join(ROOT, sample), "rb") as f:
            valid = f.read()
        lines = valid.split(b"\n")
        variants = {
            "empty": b"",
            "crlf": valid.replace(b"\n", b"\r\n"),
            "no-final-newline": valid.rstrip(b"\n"),
            "truncated": valid[: len(valid) // 2],
            "nul": valid[: len(valid) // 3] + b"\0" + valid[len(valid) // 3:],
            "line-twice": b"\n".join(lines[:1] + lines),
            "line-missing": b"\n".join(lines[1:]),
            "binary": bytes(rng.randrange(256) for _ in range(96)),
            "blank-lines": b"\n\n".join(lines),
            "tabs": valid.replace(b"\n", b"\t\n"),
        }
        for variant, data in variants.items():
            corpus.add("%s-%s-%s" % (game, key, variant), header.encode() + data)


def random_game_state(game, rng, seed):
    state = game.new_state(seed=seed)
    state.playout(seed=seed * 7 + 1, max_moves=rng.choice([0, 1, 2, 5, 20, 100, 1000]))
    return state


def move_corpus(names):
    corpus = Corpus("move")
    rng = random.Random(3)
    texts = {}
    for name in names:
        game = cardgames.Game(name)
        for k in range(12):
            seed = rng.randrange(1 << 32)
            before = rng.choice([0, 0, 1, 3, 10, 50, 300])
            state = game.new_state(seed=seed)
            state.playout(seed=seed ^ 0x5eed, max_moves=before)
            head = name.encode() + b"\n" + struct.pack(">II", seed, before)
            moves = state.legal_moves()
            if not moves:
                continue
            text = state.move_text(rng.choice(moves))
            texts.setdefault(name, []).append(text)
            corpus.add("%s-%d-legal" % (name, k), head + text.encode())
            near = [text.upper(), "  %s  " % text, text[:-1], text + "x", text + " " + text,
                    text.replace(" ", "  "), ""]
            corpus.add("%s-%d-near" % (name, k), head + rng.choice(near).encode())
    for name in names:
        for other, others in texts.items():
            if other != name:
                corpus.add("%s-text-of-%s" % (name, other),
                           name.encode() + b"\n" + struct.pack(">II", 1, 0) + others[0].encode())


def load_corpus(names):
    corpus = Corpus("load")
    rng = random.Random(4)
    for name in names:
        game = cardgames.Game(name)
        for k in range(8):
            text = random_game_state(game, rng, rng.randrange(1 << 32)).save()
            corpus.add("%s-%d-valid" % (name, k), text)
            lines = text.split("\n")
            at = rng.randrange(5, len(lines) - 1)
            bumped = re.sub(r"\d+", lambda m: str(int(m.group()) + 1), lines[at], count=1)
            variants = [
                ("truncated", "\n".join(lines[:at])),
                ("line-removed", "\n".join(lines[:at] + lines[at + 1:])),
                ("line-twice", "\n".join(lines[:at + 1] + lines[at:])),
                ("number-changed", "\n".join(lines[:at] + [bumped] + lines[at + 1:])),
                ("crlf", text.replace("\n", "\r\n")),
                ("future-version", text.replace("cardgames-state 1", "cardgames-state 2", 1)),
                ("after-end", text + "extra\n"),
            ]
            for variant, changed in rng.sample(variants, 3):
                corpus.add("%s-%d-%s" % (name, k, variant), changed)
        for other in names:
            if other != name:
                text = game.new_state(seed=1).save()
                corpus.add("%s-as-%s" % (name, other),
                           text.replace("game " + name, "game " + other, 1))


def api_corpus(names):
    corpus = Corpus("api")
    rng = random.Random(5)
    op = {name: i for i, name in enumerate(API_OPS)}

    def script(game_index, length, weights):
        out = bytearray([op["new"], 0, game_index]) + rng.randbytes(8)
        for _ in range(length):
            name = rng.choices(list(weights), list(weights.values()))[0]
            out += bytes([op[name], rng.randrange(4)])
            if name == "new":
                out += bytes([rng.randrange(len(names))]) + rng.randbytes(8)
            elif name in ("apply_code", "apply_legal", "move_text"):
                out += rng.randbytes(4)
            elif name in ("clone", "copy"):
                out += bytes([rng.randrange(4)])
            elif name == "load_changed":
                out += rng.randbytes(5)
            elif name == "render":
                out += bytes([rng.choice([255, 0, 1, 2, 3, 128]), rng.randrange(256)])
            elif name == "playout":
                out += rng.randbytes(8) + struct.pack(">I", rng.randrange(600))
            elif name == "queries":
                out += bytes([rng.choice([255, 0, 1, 7]), rng.randrange(4), rng.randrange(9)])
        return bytes(out)

    playing = {"apply_legal": 30, "check": 2, "save_load": 2, "render": 3, "queries": 3,
               "move_text": 2, "clone": 2, "copy": 2}
    everything = {name: 1 for name in API_OPS}
    everything["apply_legal"] = 6
    for i, name in enumerate(names):
        corpus.add("%s-plays" % name, script(i, 120, playing))
        for k in range(4):
            corpus.add("%s-mixed-%d" % (name, k), script(i, 60, everything))


# The games' own targets (fuzz_<game>.c): the parameters of the game each
# plays, and the inputs of its own reader, as (name, bytes after the selector).
GAME_TARGET_PARAMS = {"battleship": "width=6;height=5;fleet=3,2,2,1",
                      "slugdungeon": "max_turns=40"}


def files_of(*folders):
    for folder in folders:
        for file in sorted(os.listdir(os.path.join(ROOT, folder))):
            with open(os.path.join(ROOT, folder, file), "rb") as f:
                yield file, f.read()


def shephy_card_names():
    lib = cardgames.library
    for fn in (lib.cg_shephy_card_name, lib.cg_shephy_card_name_ja):
        fn.restype = ctypes.c_char_p
        fn.argtypes = [ctypes.c_int]
    for card in range(19):
        yield "en-%d" % card, lib.cg_shephy_card_name(card)
        yield "ja-%d" % card, lib.cg_shephy_card_name_ja(card)
    yield "lower", lib.cg_shephy_card_name(0).lower()
    yield "spaced", b" " + lib.cg_shephy_card_name(1)
    yield "ja-cut", lib.cg_shephy_card_name_ja(0)[:-1]


def game_reader_inputs(name):
    if name == "war":
        for card in ["AS", "as", "10H", "TD", "2C", "KH ", "XX", "A", ""]:
            yield "card-" + card, b"\0" + card.encode()
        for file, data in files_of("data/war", "tests/data/war"):
            yield "deck-" + file, b"\1" + data
    elif name == "battleship":
        for coord in ["A1", "J10", "Z26", "a1", "K0", "A27", " B5", "AA1", "", "C"]:
            yield "coord-" + coord, b"\0" + coord.encode()
        for fleet in ["4,3,3,2,2,2,1,1,1,1", "5, 4,3", "0", "27", "1,,2", ",", "3" * 30]:
            yield "fleet-" + fleet, b"\1" + fleet.encode()
        for params in ["width=4;height=4;fleet=2,1", "width=26;height=26", "fleet=4,4,4,4,4",
                       "wins=0", "width=1;height=1;fleet=1", "width=3;height=3;fleet=3,3"]:
            yield "params-" + params, b"\2" + params.encode()
    elif name == "slugdungeon":
        for file, data in files_of("data/levels"):
            yield "level-" + file, data
            yield "level-" + file + "-truncated", data[: len(data) // 2]
    elif name == "shephy":
        yield from shephy_card_names()
    elif name == "weiss_schwarz":
        for file, data in files_of("data/decks", "tests/data/weiss_schwarz"):
            yield "deck-" + file, data


def game_corpus(name):
    """fuzz_<game>: saved lines (0), move texts (1), the game's own reader (2)."""
    corpus = Corpus(name)
    rng = random.Random(6)
    game = cardgames.Game(name, GAME_TARGET_PARAMS.get(name))
    for k in range(6):
        lines = random_game_state(game, rng, rng.randrange(1 << 32)).save().split("\n")
        body = "\n".join(lines[5:-2]) + "\n"  # the game's lines, without the frame
        corpus.add("lines-%d" % k, b"\0" + body.encode() + b"\0" + rng.randbytes(16))
        cut = rng.randrange(len(body))
        corpus.add("lines-%d-cut" % k, b"\0" + body[:cut].encode())
    for k in [0, 1, 2, 5, 20, 60]:
        state = game.new_state(seed=1)
        state.playout(seed=2, max_moves=k)
        for i, move in enumerate(state.legal_moves()[:3]):
            text = state.move_text(move)
            corpus.add("move-%d-%d" % (k, i), bytes([1, k]) + text.encode())
            corpus.add("move-%d-%d-upper" % (k, i), bytes([1, k]) + text.upper().encode())
    for label, data in game_reader_inputs(name):
        corpus.add("reader-" + label, b"\2" + data)


# The operations of fuzz_shephy_api.c, in its order; an op byte is op + 11 * slot.
SHEPHY_API_OPS = ["new", "move", "finish", "foreign", "accessors", "pile_cap", "cards", "ranks",
                  "composite", "shuffle", "free"]


def shephy_api_corpus():
    """fuzz_shephy_api: scripts of shephy.h calls over Shephy, War and empty slots."""
    corpus = Corpus("shephy_api")
    rng = random.Random(11)
    op = {name: i for i, name in enumerate(SHEPHY_API_OPS)}

    def call(name, slot=0, args=b""):
        return bytes([op[name] + len(SHEPHY_API_OPS) * slot]) + args

    def seed():
        return struct.pack("<Q", rng.randrange(1 << 64))

    def pile_caps(slot):
        return b"".join(call("pile_cap", slot, bytes([p, cap, nul]))
                        for p in range(4) for cap in (0, 1, 5, 31) for nul in (0, 1))

    for k in range(4):  # a game played a little, then everything read
        script = call("new", 0, seed())
        for _ in range(6 * k + 2):
            script += call("move", 0, bytes([rng.randrange(256)])) + call("accessors", 0)
        script += pile_caps(0) + call("shuffle", 0, seed()) + call("accessors", 0)
        corpus.add("played-%d" % k, script)
    for k in range(3):  # a finished game: every accessor, the shuffle still allowed
        corpus.add("finished-%d" % k, call("new", 1, seed()) + call("finish", 1, bytes([k]))
                   + call("accessors", 1) + pile_caps(1) + call("shuffle", 1, seed())
                   + call("move", 1, b"\0") + call("accessors", 1))
    foreign = call("foreign", 2, seed())
    for slot in (2, 3):  # a War state, then an empty slot (NULL)
        foreign += (call("accessors", slot) + pile_caps(slot) + call("shuffle", slot, seed())
                    + call("move", slot, b"\1"))
    corpus.add("foreign-and-null", foreign + call("free", 2) + call("accessors", 2))
    cards = b""
    for card in [0, 1, 18, 19, -1, 1 << 31, 255]:
        for name in [b"Be Fruitful", "産めよ".encode(), b"be fruitful", b"", b"Sheep Dog "]:
            cards += call("cards", 0, struct.pack("<I", card & 0xFFFFFFFF) + name + b"\n")
    corpus.add("cards", cards)
    ranks = b"".join(call("ranks", 0, struct.pack("<I", v & 0xFFFFFFFF))
                     for v in [0, 1, 2, 3, 6, 7, 10, 30, 300, 1000, 1001, -1, 1 << 31])
    corpus.add("ranks", ranks)
    composite = b""
    for values in [[1, 1, 1], [300, 30, 30, 100, 10], [1000] * 5, [], [3] * 40]:
        composite += call("composite", 0, bytes([len(values)])
                          + bytes([[1, 3, 10, 30, 100, 300, 1000].index(v) for v in values])
                          + b"\1")
    composite += call("composite", 0, bytes([2, 0, 230]) + struct.pack("<I", 7) + b"\1")
    composite += call("composite", 0, bytes([3, 1, 2, 3, 0]))  # values NULL
    corpus.add("composite", composite)
    corpus.add("random", bytes(rng.randrange(256) for _ in range(600)))


def main():
    names = cardgames.games()
    for name in names:
        game_corpus(name)
    params_corpus(names)
    data_corpus()
    move_corpus(names)
    load_corpus(names)
    api_corpus(names)
    shephy_api_corpus()
    total = sum(os.path.getsize(os.path.join(root, f))
                for root, _, files in os.walk(CORPUS) for f in files)
    print("corpus of %d games: %d bytes" % (len(names), total))


if __name__ == "__main__":
    main()
