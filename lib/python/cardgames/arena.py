"""Tournaments between bots, from one core to a Dask cluster:

    records = cardgames.arena.play("battleship", ["mcts:iterations=200", "hunter"],
                                   games=100, seed=0, workers=2)        # threads
    records = cardgames.arena.play(..., client=dask_client)            # a cluster
    print(cardgames.arena.table(records))
    cardgames.arena.plot(records, "arena.png")                          # matplotlib

A game or bot is written NAME or NAME:key=value;key=value. Every pairing of the
bots plays `games` games, seats swapped every game; on a one-player game each bot
plays the games alone. The schedule is the library's (cg_arena_game): game g of
each pairing starts from cg_seed_derive(seed, g) and the bot to move at move m
chooses with cg_seed_derive(that seed, m), so the records are the same whoever
plays them: one thread, several, a cluster, or the cgarena program.

A record is a dict: {"game": spec, "seed": n, "seats": [bot spec by player],
"winner": bot spec or None, "returns": [...], "moves": n, "seat_bots": [index
of each player's bot in the tournament's list], "winner_seat": player or None}.
Results are scored by seats, not by names: a bot may play against itself
(["random", "random"]). The Wilson intervals and Elo differences are the
library's (cg_arena_wilson, cg_arena_elo), as cgarena prints them.

numpy is not needed; matplotlib only for plot; dask.distributed only for client=.
"""

from __future__ import annotations

import ctypes
import math
import numbers
import os
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Dict, Hashable, List, Optional, Sequence, Tuple, cast

from ._args import invalid, ranged, seed_of
from ._native import check, declare, library

__all__ = ["play", "play_shard", "table", "summary", "wilson", "elo", "plot", "schedule"]

Record = Dict[str, Any]

_c = ctypes
declare({
    "cg_arena_game_count": (_c.c_int, [_c.c_int, _c.c_size_t, _c.c_uint64,
                                       _c.POINTER(_c.c_uint64)]),
    "cg_arena_game": (_c.c_int, [_c.c_int, _c.c_size_t, _c.c_uint64, _c.c_uint64, _c.c_uint64,
                                 _c.POINTER(_c.c_int32), _c.POINTER(_c.c_uint64)]),
    "cg_arena_wilson": (_c.c_int, [_c.c_double, _c.c_double, _c.POINTER(_c.c_double),
                                   _c.POINTER(_c.c_double)]),
    "cg_arena_elo": (_c.c_int, [_c.c_double, _c.POINTER(_c.c_double)]),
})
_GAMES_MAX = 2 ** 63 - 1
_WORKERS_MAX = 1024


def _split(spec: str) -> Tuple[str, Optional[str]]:
    """NAME or NAME:params as (NAME, params or None)."""
    if not isinstance(spec, str):
        raise TypeError("arena: a game or bot is a str NAME[:key=value;...], not %s"
                        % type(spec).__name__)
    if not spec.split(":", 1)[0]:
        raise invalid("arena: %r names no game or bot (write NAME or NAME:key=value;...)"
                      % (spec,))
    name, _, params = spec.partition(":")
    return name, params if ":" in spec else None


def schedule(players: int, bots: int, games: int, seed: int) -> List[Tuple[Tuple[int, ...], int]]:
    """The tournament's games in order, as (the bot index of each seat, the game's
    seed): cg_arena_game for every game of cg_arena_game_count."""
    players = ranged(players, "players", "arena.schedule", 1, 2)
    count = _c.c_uint64()
    check(library.cg_arena_game_count(players, bots, games, _c.byref(count)))
    seats, game_seed = (_c.c_int32 * 2)(), _c.c_uint64()
    out = []
    for index in range(count.value):
        check(library.cg_arena_game(players, bots, games, seed, index, seats,
                                    _c.byref(game_seed)))
        out.append((tuple(seats[:players]), game_seed.value))
    return out


def play_shard(game: str, bots: Sequence[str], games: int, seed: int, begin: int,
               end: int) -> List[Record]:
    """The records of games begin..end-1 of a tournament (what each worker runs)."""
    from . import Game, seed_derive
    from .bots import Bot
    name, params = _split(game)
    g = Game(name, params)
    made = [Bot(g, *_split(spec)) for spec in bots]
    jobs = schedule(g.num_players, len(bots), games, seed)
    records = []
    for seats, game_seed in jobs[begin:end]:
        s = g.new_state(seed=game_seed)
        while not s.is_terminal:
            bot = made[seats[s.current_player]]
            s.apply(bot.choose(s, seed=seed_derive(game_seed, s.move_number)))
        winner = s.winner
        records.append({
            "game": game,
            "seed": game_seed,
            "seats": [bots[b] for b in seats],
            "winner": None if winner < 0 else bots[seats[winner]],
            "returns": s.returns(),
            "moves": s.move_number,
            "seat_bots": list(seats),
            "winner_seat": None if winner < 0 else winner,
        })
    return records


def play(game: str, bots: Sequence[str], games: int = 100, seed: Optional[int] = 0,
         workers: int = 1, client: Any = None, shard_size: Optional[int] = None) -> List[Record]:
    """Plays the tournament and returns its records, in the order of the games
    (pairing by pairing). workers threads (1..1024) play shards of it locally; a
    dask.distributed Client plays the shards on its cluster instead."""
    from . import Game
    from .bots import Bot
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        raise TypeError("arena.play: bots must be a list of bot specs, not %s"
                        % type(bots).__name__)
    bots = list(bots)
    if not bots:
        raise invalid("arena.play: no bots")
    games = ranged(games, "games", "arena.play", 1, _GAMES_MAX)
    workers = ranged(workers, "workers", "arena.play", 1, _WORKERS_MAX)
    seed = seed_of(seed, "seed", "arena.play")
    name, params = _split(game)
    g = Game(name, params)  # refuses a bad game before anything is played
    if g.num_players > 2:
        raise invalid("arena.play: games of more than two players are not supported")
    if g.num_players == 2 and len(bots) < 2:
        raise invalid("arena.play: a two-player game needs at least two bots")
    for spec in bots:  # and bad bots
        Bot(g, *_split(spec))
    total = len(schedule(g.num_players, len(bots), games, seed))
    if shard_size is not None:
        shard_size = ranged(shard_size, "shard_size", "arena.play", 1, _GAMES_MAX)
    size = shard_size or max(1, min(games, -(-total // (4 * (workers if client is None else 8)))))
    shards = [(b, min(b + size, total)) for b in range(0, total, size)]
    if client is not None:
        futures = client.map(play_shard, [game] * len(shards), [bots] * len(shards),
                             [games] * len(shards), [seed] * len(shards),
                             [b for b, _ in shards], [e for _, e in shards], pure=False)
        parts = client.gather(futures)
    elif workers == 1:
        parts = [play_shard(game, bots, games, seed, b, e) for b, e in shards]
    else:
        with ThreadPoolExecutor(workers) as pool:
            parts = list(pool.map(lambda r: play_shard(game, bots, games, seed, *r), shards))
    return [record for part in parts for record in part]


# ---- statistics ----

def _number(value: Any, what: str, where: str) -> float:
    """A real number (int, float, numpy's) as a float."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError("%s: %s must be a number, not %s" % (where, what, type(value).__name__))
    return float(value)


def wilson(successes: float, n: float) -> Tuple[float, float]:
    """The 95% Wilson score interval of successes in n trials (cg_arena_wilson):
    (0, 1) for n = 0; InvalidArgumentError unless 0 <= successes <= n."""
    low, high = _c.c_double(), _c.c_double()
    check(library.cg_arena_wilson(_number(successes, "successes", "arena.wilson"),
                                  _number(n, "n", "arena.wilson"), _c.byref(low),
                                  _c.byref(high)))
    return low.value, high.value


def elo(score: float) -> float:
    """The Elo difference that expects a score of 0..1 (cg_arena_elo): +-inf at 1
    and 0."""
    out = _c.c_double()
    check(library.cg_arena_elo(_number(score, "score", "arena.elo"), _c.byref(out)))
    return out.value


def _checked(records: Any, where: str) -> List[Record]:
    """records, each a dict with the keys summary reads."""
    if isinstance(records, (str, bytes)) or not isinstance(records, Sequence):
        raise TypeError("%s: records must be a list of records, not %s"
                        % (where, type(records).__name__))
    for k, r in enumerate(records):
        if not isinstance(r, dict):
            raise TypeError("%s: record %d must be a dict, not %s" % (where, k, type(r).__name__))
        for key in ("seats", "winner"):
            if key not in r:
                raise invalid("%s: record %d has no '%s'" % (where, k, key))
    return list(records)


def _identities(record: Record) -> List[Hashable]:
    """Who sits at each seat: the bots' indices in the tournament, or (records
    made without them) their specs."""
    seats: Sequence[Hashable] = record["seat_bots"] if "seat_bots" in record else record["seats"]
    return list(seats)


def _winner_seat(record: Record) -> Optional[int]:
    """The winning player, from winner_seat, or (records without it) the seat of
    the winner's spec."""
    if "winner_seat" in record:
        return record["winner_seat"]  # type: ignore[no-any-return]
    return None if record["winner"] is None else list(record["seats"]).index(record["winner"])


def _outcome(record: Record, seat: int) -> str:
    """"wins", "draws" or "losses" for the bot at seat."""
    winner = _winner_seat(record)
    if winner == seat:
        return "wins"
    if winner is None and len(record["seats"]) > 1:
        return "draws"
    return "losses"


def _labels(records: Sequence[Record]) -> Dict[Hashable, str]:
    """The name of each bot: its spec, numbered when several bots share it."""
    specs: Dict[Hashable, str] = {}
    for r in records:
        for who, spec in zip(_identities(r), r["seats"]):
            specs.setdefault(who, spec)
    order = list(specs)
    if all(isinstance(who, int) for who in order):
        order.sort(key=lambda who: cast(int, who))  # the tournament's order
    shared = [specs[w] for w in order]
    return {who: specs[who] if shared.count(specs[who]) == 1 else "%s #%d" % (specs[who], k + 1)
            for k, who in enumerate(order)}


def _row(tally: Dict[str, int], with_elo: bool) -> Dict[str, Any]:
    """A tally with its games, win rate and interval (and Elo, for two players)."""
    n = tally["wins"] + tally["draws"] + tally["losses"]
    lo, hi = wilson(tally["wins"], n)
    out: Dict[str, Any] = dict(tally, games=n, win_rate=tally["wins"] / n if n else 0.0,
                               interval=(lo, hi))
    if with_elo:
        points = tally["wins"] + tally["draws"] / 2
        slo, shi = wilson(points, n)
        out.update(elo=elo(points / n if n else 0.5), elo_interval=(elo(slo), elo(shi)))
    return out


def summary(records: Sequence[Record]) -> Dict[str, Any]:
    """Tallies by pairing (the first bot's results) and by bot, with win rates,
    their intervals and Elo differences. Bots are told apart by their seats'
    indices, so that a bot may meet itself."""
    records = _checked(records, "arena.summary")
    labels = _labels(records)
    rank = {who: k for k, who in enumerate(labels)}
    two = any(len(r["seats"]) > 1 for r in records)
    pairs: Dict[Tuple[str, str], Dict[str, int]] = {}
    bots: Dict[str, Dict[str, int]] = {labels[who]: {"wins": 0, "draws": 0, "losses": 0}
                                       for who in labels}
    for r in records:
        seats = _identities(r)
        for seat, who in enumerate(seats):
            bots[labels[who]][_outcome(r, seat)] += 1
        if two:
            first = min(range(len(seats)), key=lambda seat: rank[seats[seat]])
            key = (labels[seats[first]], labels[seats[1 - first]])
            pairs.setdefault(key, {"wins": 0, "draws": 0, "losses": 0})[_outcome(r, first)] += 1
    return {"pairings": {k: _row(v, True) for k, v in pairs.items()},
            "bots": {k: _row(v, two) for k, v in bots.items()}}


def _elo_text(x: float) -> str:
    return ("+inf" if x > 0 else "-inf") if math.isinf(x) else "%+.0f" % x


def table(records: Sequence[Record]) -> str:
    """The results as text: each pairing, then each bot against all the others."""
    s = summary(_checked(records, "arena.table"))
    lines = []

    def line(label: str, r: Dict[str, Any]) -> str:
        text = "%-40s %6d %6d %6d %6d %7.1f%%  [%5.1f%%, %5.1f%%]" % (
            label, r["games"], r["wins"], r["draws"], r["losses"], 100 * r["win_rate"],
            100 * r["interval"][0], 100 * r["interval"][1])
        if "elo" in r:
            text += " %7s  [%s, %s]" % (_elo_text(r["elo"]), _elo_text(r["elo_interval"][0]),
                                        _elo_text(r["elo_interval"][1]))
        return text

    header = "%-40s %6s %6s %6s %6s %8s  %16s" % ("", "games", "wins", "draws", "losses",
                                                 "win rate", "95% interval")
    if s["pairings"]:
        lines.append(header.replace(" " * 40, "%-40s" % "pairing (first bot's results)", 1)
                     + "      Elo   95% interval")
        for (a, b), r in s["pairings"].items():
            lines.append(line("%s vs %s" % (a, b), r))
        lines.append("")
        lines.append("each bot against all the others")
    else:
        lines.append(header.replace(" " * 40, "%-40s" % "bot", 1))
    for bot, r in s["bots"].items():
        lines.append(line(bot, r))
    return "\n".join(lines)


def plot(records: Sequence[Record], path: str) -> None:
    """Draws each bot's win rate with its 95% interval and, for two-player games,
    the Elo ladder (each bot against the field), into an image file (PNG by its
    name). Needs matplotlib."""
    records = _checked(records, "arena.plot")
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError("arena.plot: path must be a str or a path, not %s" % type(path).__name__)
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    s = summary(records)
    bots = list(s["bots"])
    rows = [s["bots"][b] for b in bots]
    two = "elo" in rows[0] if rows else False
    fig, axes = plt.subplots(1, 2 if two else 1, figsize=(11 if two else 6, 0.6 * len(bots) + 1.8),
                             squeeze=False)
    ax = axes[0][0]
    y = list(range(len(bots)))
    rates = [100 * r["win_rate"] for r in rows]
    lows = [100 * (r["win_rate"] - r["interval"][0]) for r in rows]
    highs = [100 * (r["interval"][1] - r["win_rate"]) for r in rows]
    ax.barh(y, rates, xerr=[lows, highs], color="#4c72b0", capsize=4)
    ax.set_yticks(y)
    ax.set_yticklabels(bots)
    ax.set_xlim(0, 100)
    ax.set_xlabel("win rate, % (95% Wilson interval)")
    ax.set_title("%s: %d games" % (records[0]["game"] if records else "", len(records)))
    if two:
        ax = axes[0][1]
        finite = [r["elo"] if not math.isinf(r["elo"]) else math.copysign(800, r["elo"])
                  for r in rows]
        order = sorted(range(len(bots)), key=lambda i: finite[i])
        ax.barh(range(len(bots)), [finite[i] for i in order], color="#dd8452")
        ax.set_yticks(range(len(bots)))
        ax.set_yticklabels([bots[i] for i in order])
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_xlabel("Elo against the field (+-800 shown for a perfect score)")
        ax.set_title("Elo ladder")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
