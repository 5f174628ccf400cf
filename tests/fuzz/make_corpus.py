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
import cardgames.war

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


def slugdungeon_api_corpus():
    """fuzz_slugdungeon_api: scripts of steps, each a byte choosing the group
    of functions (in fuzz_slugdungeon_api.c's order) and their arguments."""
    corpus = Corpus("slugdungeon_api")
    rng = random.Random(7)
    WEAPONS, TILES, ENTITIES, READS, CHANGES, LEVEL, MODEL = range(7)

    def si(v):  # some_int: small values in one byte, others in five
        return bytes([v + 4]) if -4 <= v <= 11 else b"\xf0" + struct.pack(">i", v)

    def pos(row, col):
        return si(row) + si(col)

    def weapons(w, at=(1, 1), cap=8):
        return (bytes([WEAPONS]) + si(w) + b"\1" + pos(*at) + bytes([cap, 1, 11])
                + struct.pack(">iii", 2, 0, 1) + b"\1\5")

    def tile(symbol, how, blocking=0):
        data = bytes([len(symbol)]) + symbol.encode() + bytes([how])
        return data + si(blocking) if how == 0 else data + (b"\0" * 24 if how == 3 else b"")

    def tiles(symbol, how, weapon):
        return bytes([TILES]) + tile(symbol, how) + b"\1\3\11" + si(weapon) + b"\1\1"

    def entity(kind, how):
        return bytes([how]) + (si(kind) + si(2) if how == 0 else si(kind - 4) if how == 1 else
                               b"" if how == 2 else b"\0" * 24)

    def entities(kind, how, candidates=((1, 2), (2, 1))):
        data = bytes([ENTITIES]) + entity(kind, how) + b"\1\7" + pos(1, 1) + b"\1\1"
        data += bytes([len(candidates)]) + b"".join(pos(*c) for c in candidates)
        return data + pos(1, 1) + pos(3, 3) + b"\1" + si(2) + si(0) + si(1) + si(1) + b"\1"

    def reads(state, index=0, at=(1, 1)):
        return (bytes([READS, state, 1]) + pos(*at) + b"\5\1\11\11" + si(index) + b"\1"
                + pos(*at) + b"\1" + si(index) + b"\5\1\1\1\1")

    def change(state, how, *args):
        return bytes([CHANGES, state, how]) + b"".join(args)

    def level(text, how=0):
        return bytes([LEVEL]) + text.replace("\n", "|").encode() + b"\n" + bytes([how])

    def model(rows, cols, board, slugs, player_kind, start, how=0):
        data = bytes([MODEL]) + si(rows) + si(cols)
        data += b"".join(tile(c, 1) for c in board.ljust(16))
        data += bytes([len(slugs)]) + b"".join(entity(k, 1) + pos(*at) for k, at in slugs)
        return data + entity(player_kind, 0) + pos(*start) + bytes([how])

    for w in [-1, 0, 1, 2, 3, 4, 5, 1 << 20, -(1 << 31)]:
        corpus.add("weapons-%d" % w, weapons(w))
    corpus.add("weapons-far", weapons(2, (2000000000, 0)))
    for symbol, how in [("#", 0), ("D", 1), ("G", 1), ("long symbol of 19", 0), ("", 2),
                        ("x", 3)]:
        corpus.add("tiles-%d-%s" % (how, symbol), tiles(symbol, how, 4))
    for kind, how in [(1, 0), (0, 0), (2, 0), (4, 1), (5, 1), (3, 1), (9, 0), (1, 2), (0, 3)]:
        corpus.add("entities-%d-%d" % (kind, how), entities(kind, how))
    for state in range(5):
        corpus.add("reads-%d" % state, reads(state))
        corpus.add("reads-%d-far" % state, reads(state, 70, (64, -1)))
    right, stay = pos(0, 1), pos(0, 0)
    corpus.add("changes-running-moves", b"".join(change(0, 2, right) for _ in range(6)))
    corpus.add("changes-attacks", change(0, 0, si(-1), pos(1, 2)) + change(3, 0, si(0), pos(1, 2))
               + change(3, 1) + change(3, 0, si(-1), pos(1, 2)) + change(3, 2, stay))
    corpus.add("changes-finished", change(1, 2, stay) + change(1, 1) + change(1, 0, si(-1), stay))
    corpus.add("changes-foreign", change(2, 1) + change(4, 2, right))
    corpus.add("changes-bad-delta", change(0, 2, pos(2, 0)) + change(0, 2, pos(-1, 1)))
    with open(os.path.join(ROOT, "data", "levels", "1_tutorial.txt")) as f:
        tutorial = f.read()
    for how in range(8):
        corpus.add("level-tutorial-%d" % how, level(tutorial, how) + change(0, 2, right))
    corpus.add("level-bad-row", level("10\n###\n#P\n###\n"))
    corpus.add("level-no-player", level("10\n####\n#  #\n####\n"))
    corpus.add("model-built", model(3, 4, "#### PA#####", [(4, (1, 2))], 1, (1, 1))
               + change(3, 2, right) + reads(3))
    corpus.add("model-on-goal", model(1, 2, "G ", [], 1, (0, 0)) + reads(3))
    for how in range(2, 9):
        corpus.add("model-hostile-%d" % how, model(3, 4, "#### PA#####", [(4, (1, 2))], 1,
                                                   (1, 1), how))
    corpus.add("model-slug-on-player", model(3, 4, "#### PA#####", [(4, (1, 1))], 1, (1, 1)))
    corpus.add("model-too-large", model(1 << 20, 3, "", [], 1, (0, 0), 1))
    for k in range(6):
        corpus.add("random-%d" % k, rng.randbytes(rng.randrange(40, 400)))
# The operations of fuzz_war_api.c, in its order.
WAR_API_OPS = ["compare", "card_parse", "card_name", "deck_parse", "deck_load", "table_text",
               "table_cards", "counts", "hand", "step_and_counters", "advance", "load_counters",
               "cards_param"]


def war_api_corpus():
    """fuzz_war_api: scripts of War's typed functions with hostile arguments."""
    corpus = Corpus("war_api")
    rng = random.Random(7)
    op = {name: bytes([i]) for i, name in enumerate(WAR_API_OPS)}

    def header(seed, moves=8, dealt=2):
        return struct.pack(">QBB", seed, moves, dealt)

    def text(s):  # a short text (up to 7 bytes); None for NULL
        return b"\xff" if s is None else bytes([len(s)]) + s.encode()

    cards = [("QS", "AD"), ("0h", "0S"), ("KH", "2c"), ("10H", "2S"), (None, "AS"), ("", "")]
    corpus.add("compare", header(1) + b"".join(op["compare"] + text(a) + text(b)
                                               for a, b in cards))
    corpus.add("card-parse", header(2) + b"".join(
        op["card_parse"] + text(t) + bytes([k])
        for k, t in enumerate(["As", "as", "0H", "1S", "AS ", "", None, "XX"])))
    corpus.add("card-name", header(3) + b"".join(
        op["card_name"] + bytes([card, cap]) for card in (0, 34, 51, 52, 255)
        for cap in (0, 1, 2, 3, 4)))
    decks = list(files_of("data/war", "tests/data/war"))
    for i, (file, data) in enumerate(decks):
        corpus.add("deck-parse-" + file, header(4) + op["deck_parse"] + b"\1" + data)
        corpus.add("deck-load-" + file, header(5) + op["deck_load"] + b"\3" + data)
    corpus.add("deck-parse-null", header(4) + op["deck_parse"] + b"\0" + decks[0][1])
    corpus.add("deck-parse-long-entries", header(4) + op["deck_parse"] + b"\1"
               + b"".join(bytes([65 + i % 26]) * 100 + b"\n" for i in range(52)))
    corpus.add("deck-load-paths", header(6) + b"".join(op["deck_load"] + bytes([k])
                                                       for k in range(3)))
    deck = [cardgames.war.card_name(c) for c in range(52)]
    params = [",".join(deck), ", ".join(c.lower() for c in deck), ",".join(deck[1:]),
              ",".join(deck[:51] + ["2D"]), ",".join(deck[:51] + ["1X" * 60]),
              '"' + ",".join(deck) + '"', ",".join(deck) + ";deck=x", "", ",,,"]
    for i, value in enumerate(params):
        corpus.add("cards-param-%d" % i, header(7) + op["cards_param"] + value.encode() + b"\n")
    queries = bytearray(header(8, moves=40, dealt=5))
    for state in range(5):
        for player in (0, 1, 2, 6, 255):
            queries += op["counts"] + bytes([state, player % 7, player & 1])
            queries += op["hand"] + bytes([state, player % 7, rng.randrange(256)])
        queries += op["table_text"] + bytes([state, rng.randrange(65)])
        queries += op["table_cards"] + bytes([state, rng.randrange(256)])
        queries += op["step_and_counters"] + bytes([state])
    corpus.add("state-queries", bytes(queries))
    counters = bytearray(header(9, moves=3))
    for k in range(4):
        counters += op["advance"] + bytes([rng.randrange(256)])
        counters += op["load_counters"] + bytes([0, k, 0, 3 - k])
        counters += op["load_counters"] + bytes([200]) + struct.pack(">I", rng.randrange(1 << 32))
        counters += bytes([200]) + struct.pack(">I", rng.randrange(1 << 32))
    corpus.add("counters", bytes(counters))
    for k in range(6):
        corpus.add("mixed-%d" % k, header(rng.randrange(1 << 64), rng.randrange(256))
                   + rng.randbytes(200))
# fuzz_weiss_schwarz_api.c: its operations in order, its parameter sets, and
# the encoding of its hostile ints (a kind byte, then the value).
WS_API_OPS = ["play", "new", "check", "deck_parse", "deck_load", "card_info", "zone_cards",
              "slot_queries", "state_queries", "pending", "ability_at", "apply_ability",
              "remove_ability", "apply_to_card", "revert_on_card", "end_turn", "start_turn",
              "bot_move"]
WS_API_PARAMS = [None, "max_level=2;direct_attack_bonus=3", "max_turns=12", "max_level=1"]
WS_RUNNING, WS_FINISHED, WS_FOREIGN, WS_NONE = range(4)


class WsCard(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char * 48), ("flavor", ctypes.c_char * 256),
                ("subtypes", ctypes.c_char * 128), ("ability_subtype", ctypes.c_char * 32),
                ("power", ctypes.c_int32), ("ability_amount", ctypes.c_int32),
                ("type", ctypes.c_uint8), ("color", ctypes.c_uint8), ("trigger", ctypes.c_uint8),
                ("ability", ctypes.c_uint8), ("level", ctypes.c_uint8), ("cost", ctypes.c_uint8),
                ("soul", ctypes.c_uint8), ("subtype_count", ctypes.c_uint8)]


def ws_int(value):
    if -5 <= value <= 104:
        return bytes([0, value + 5])
    special = {-2 ** 31: 4, 2 ** 31 - 1: 5, -1: 7}
    if value in special:
        return bytes([special[value]])
    return bytes([6]) + struct.pack(">I", value & 0xFFFFFFFF)


def weiss_schwarz_api_corpus():
    """Scripts of typed calls: positions reached by the target's own move picks, then
    the stack's operations on the characters there (they succeed), hostile
    arguments around every range, and the deck readers on the decks and worse."""
    corpus = Corpus("weiss_schwarz_api")
    rng = random.Random(7)
    lib = cardgames.library
    lib.cg_weiss_schwarz_stage_card.restype = ctypes.c_int
    lib.cg_weiss_schwarz_stage_card.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    lib.cg_weiss_schwarz_card_info.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                               ctypes.POINTER(WsCard)]
    op = {name: bytes([i]) for i, name in enumerate(WS_API_OPS)}
    decks = [data for _, data in files_of("data/decks", "tests/data/weiss_schwarz")]

    def play(state, count, first):
        """The target's PLAY: count moves picked by its generator from `first`."""
        pick = first
        for _ in range(count):
            if state.is_terminal:
                break
            moves = state.legal_moves()
            pick = (pick * 1103515245 + 12345) & 0xFFFFFFFF
            state.apply(moves[(pick >> 8) % len(moves)])
        return op["play"] + bytes([count]) + struct.pack(">I", first)

    def stage(game, state):
        cards = []
        for player in (0, 1):
            for slot in range(5):
                card = lib.cg_weiss_schwarz_stage_card(state.handle, player, slot)
                if card >= 0:
                    info = WsCard()
                    lib.cg_weiss_schwarz_card_info(game.handle, card, ctypes.byref(info))
                    cards.append((player, card, info.ability))
        return cards

    def stack_calls(cards):
        out = b""
        targets = [card for _, card, _ in cards]
        for player, card, ability in cards:
            if ability == 5:
                out += op["apply_ability"] + bytes([WS_RUNNING]) + ws_int(player) + \
                    ws_int(card) + ws_int(rng.choice([0, 1])) + ws_int(-1)
            if ability == 11:
                out += op["apply_ability"] + bytes([WS_RUNNING]) + ws_int(player) + \
                    ws_int(card) + ws_int(0) + ws_int(rng.choice(targets))
        for player, card, _ in cards:
            out += op["revert_on_card"] + bytes([WS_RUNNING]) + ws_int(card)
            out += op["slot_queries"] + bytes([WS_RUNNING]) + ws_int(player) + \
                ws_int(rng.randrange(5))
        out += op["ability_at"] + bytes([WS_RUNNING]) + ws_int(0)
        out += op["end_turn"] + bytes([WS_RUNNING]) + op["check"]
        out += op["start_turn"] + bytes([WS_RUNNING])
        for player, card, _ in cards[:2]:
            out += op["apply_to_card"] + bytes([WS_RUNNING]) + ws_int(card)
            out += op["remove_ability"] + bytes([WS_RUNNING]) + ws_int(player) + ws_int(card)
        return out + op["check"]

    def hostile_calls():
        which = rng.randrange(4)
        values = [rng.randrange(-5, 105), -1, -2 ** 31, 2 ** 31 - 1, rng.randrange(2 ** 32) - 2 ** 31]
        v = lambda: ws_int(rng.choice(values))  # noqa: E731
        calls = [
            op["card_info"] + bytes([rng.randrange(8)]) + v(),
            op["zone_cards"] + bytes([which]) + v() + ws_int(rng.randrange(-1, 8)) +
            bytes([rng.randrange(130), rng.randrange(2)]),
            op["slot_queries"] + bytes([which]) + v() + v(),
            op["state_queries"] + bytes([which]),
            op["pending"] + bytes([rng.randrange(256)]),
            op["ability_at"] + bytes([rng.randrange(256)]) + v(),
            op["apply_ability"] + bytes([which]) + v() + v() + v() + v(),
            op["remove_ability"] + bytes([which]) + v() + v(),
            op["apply_to_card"] + bytes([which]) + v(),
            op["revert_on_card"] + bytes([which]) + v(),
            op["end_turn"] + bytes([which]),
            op["start_turn"] + bytes([which]),
            op["bot_move"] + bytes([rng.randrange(256)]),
            op["deck_load"] + bytes([rng.randrange(16)]),
        ]
        return b"".join(rng.sample(calls, 6))

    for k in range(16):
        g = k % len(WS_API_PARAMS)
        game = cardgames.Game("weiss_schwarz", WS_API_PARAMS[g])
        seed = rng.randrange(1 << 64)
        state = game.new_state(seed=seed)
        script = bytes([g]) + struct.pack(">Q", seed)
        for _ in range(6):
            script += play(state, rng.randrange(5, 40), rng.randrange(1 << 32))
            script += stack_calls(stage(game, state)) + hostile_calls()
            script += op["bot_move"] + bytes([WS_RUNNING]) + op["pending"] + bytes([WS_RUNNING])
        corpus.add("play-%d" % k, script)
    for k, deck in enumerate(decks):
        flags = rng.choice([0, 0, 1, 2, 4])
        head = bytes([k % len(WS_API_PARAMS)]) + struct.pack(">Q", k)
        corpus.add("deck-%d" % k, head + op["deck_parse"] + bytes([flags]) +
                   struct.pack(">I", len(deck)) + deck)
        cut = rng.randrange(len(deck))
        corpus.add("deck-%d-cut" % k, head + op["deck_parse"] + bytes([0]) +
                   struct.pack(">I", cut) + deck[:cut] + op["check"])
    for k in range(8):
        head = bytes([k % len(WS_API_PARAMS)]) + struct.pack(">Q", rng.randrange(1 << 64))
        corpus.add("hostile-%d" % k, head + b"".join(hostile_calls() for _ in range(5)))


# The operations of fuzz_battleship_api.c, in its order.
BATTLESHIP_API_OPS = ["coord_parse", "coord_text", "names", "fleet_parse", "config", "state",
                      "ship_and_shot", "board_cells", "board_ships", "board_state", "board_new",
                      "match", "tournament", "player_new"]


def battleship_api_corpus():
    """fuzz_battleship_api: scripts of Battleship's typed functions with hostile arguments."""
    corpus = Corpus("battleship_api")
    rng = random.Random(11)
    op = {name: bytes([i]) for i, name in enumerate(BATTLESHIP_API_OPS)}

    def header(seed, placing=5, firing=60):
        return struct.pack(">QBB", seed, placing, firing)

    def text(s):  # a short text (up to 11 bytes); None for NULL
        return b"\xff" if s is None else bytes([len(s)]) + s.encode()

    def i(v):  # an int of fuzz_battleship_api.c's pick_int: an index of its list, or 4 bytes
        small = [0, 1, 2, 3, 4, 9, 10, 25, 26, -1, -2, -2 ** 31, 2 ** 31 - 1, 169, 170]
        if v in small:
            return bytes([small.index(v)])
        return b"\xf0" + struct.pack(">I", v & 0xffffffff)

    extremes = [0, 9, 10, -1, -2 ** 31, 2 ** 31 - 1, 26, 12345]
    corpus.add("coord-parse", header(1) + b"".join(
        op["coord_parse"] + text(t) + bytes([k % 5 + 1])
        for k, t in enumerate(["A8", "a8", "J10", "z26", "A0", "A01", "A27", "", None, "AA1",
                               " A1", "A1 ", "K0", "a"])))
    corpus.add("coord-text", header(2) + b"".join(
        op["coord_text"] + i(x) + i(y) + bytes([cap, 1]) for x in extremes for y in (0, 9, -1)
        for cap in (0, 2, 4)))
    corpus.add("names", header(3) + b"".join(op["names"] + i(v) + i(v) for v in extremes))
    corpus.add("fleet-parse", header(4) + b"".join(
        op["fleet_parse"] + text(t) + bytes([cap, 1])
        for t in ["4,3,3,2", " 1 , 2 ", "4,,3", "27", "0", "-1", "", None, "a,b", "1,1,1,1,1"]
        for cap in (0, 3, 5)))
    corpus.add("config", header(5) + b"".join(op["config"] + bytes([g]) + i(v)
                                              for g in range(3) for v in extremes))
    queries = bytearray(header(6))
    for state in range(5):
        for v in extremes:
            queries += op["state"] + bytes([state]) + i(v % 3 - 1 if v in (0, 9, 10) else v)
            queries += i(rng.choice([-1, 0, 1, 2])) + i(v) + i(rng.choice(extremes))
            queries += op["ship_and_shot"] + bytes([state]) + i(rng.choice([0, 1, 2])) + i(v)
            queries += bytes([rng.randrange(128)])
    corpus.add("state-queries", bytes(queries))
    board = bytearray(header(7))
    for n, (x, y), length, d in [(0, (0, 0), 4, 0), (1, (2, 2), 3, 1), (2, (9, 9), 2, 2),
                                 (0, (2 ** 31 - 1, 0), 4, 0), (1, (0, -2 ** 31), 3, 3),
                                 (3, (9, 9), 2 ** 31 - 1, 2), (4, (9, 9), -2 ** 31, 2),
                                 (10, (0, 0), 1, 0), (-1, (0, 0), 1, 0), (5, (4, 4), 26, 1)]:
        board += op["board_ships"] + b"\1" + i(n) + i(length) + i(d) + i(x) + i(y) + b"\1"
        board += op["board_cells"] + b"\1" + i(x) + i(y) + i(rng.choice([0, 1, 2, 3, 4, 9]))
        board += bytes([n & 1])
    for state in range(5):
        board += op["board_state"] + b"\1" + bytes([state]) + i(rng.choice([0, 1, 2, -1]))
    board += op["board_ships"] + b"\0" + i(0) + i(1) + i(0) + i(0) + i(0) + b"\0"
    corpus.add("boards", bytes(board))
    corpus.add("board-new", header(8) + b"".join(op["board_new"] + bytes([g, k])
                                                 for g in range(3) for k in range(2)))

    def players(values_a, values_b, drop=1):
        out = bytearray()
        for values in (values_a, values_b):
            out += bytes([len(values) - 1]) + b"".join(i(v) for v in values)
        return bytes(out) + bytes([drop])

    fleet = [0, 0, 0, 5, 0, 0, 9, 0, 1, 0, 2, 0, 2, 2, 0, 4, 2, 0]
    corpus.add("match", header(9) + b"".join(
        op["match"] + bytes([2]) + players(a, b) + i(starter) + b"\1" + struct.pack(">Q", k)
        for k, (a, b, starter) in enumerate([
            (fleet, fleet, 0), ([2 ** 31 - 1, 0, 0], fleet, 1), (fleet, [-2 ** 31], 0),
            (fleet, fleet, 2), (fleet, fleet, -1), ([9, 9, 2], [0, 0, 0, 1], 1)])))
    corpus.add("tournament", header(10) + b"".join(
        op["tournament"] + bytes([2]) + players(fleet, fleet) + bytes([w]) + struct.pack(">Q", w)
        for w in (1, 2, 4, 8, 12)))
    corpus.add("player-new", header(11) + b"".join(
        op["player_new"] + text(t) + bytes([k])
        for k, t in enumerate(["random", "hunter", "Hunter", "", None, "mcts"])))
    for k in range(6):
        corpus.add("mixed-%d" % k, header(rng.randrange(1 << 64)) + rng.randbytes(200))
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
    slugdungeon_api_corpus()
    if "war" in names:
        war_api_corpus()
    weiss_schwarz_api_corpus()
    if "battleship" in names:
        battleship_api_corpus()
    shephy_api_corpus()
    total = sum(os.path.getsize(os.path.join(root, f))
                for root, _, files in os.walk(CORPUS) for f in files)
    print("corpus of %d games: %d bytes" % (len(names), total))


if __name__ == "__main__":
    main()
