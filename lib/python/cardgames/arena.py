"""Tournaments between bots, from one core to a Dask cluster:

    records = cardgames.arena.play("battleship", ["mcts:iterations=200", "hunter"],
                                   games=100, seed=0, workers=2)        # threads
    records = cardgames.arena.play(..., client=dask_client)            # a cluster
    print(cardgames.arena.table(records))
    cardgames.arena.plot(records, "arena.png")                          # matplotlib

A game or bot is written NAME or NAME:key=value;key=value. Every pairing of the
bots plays `games` games, seats swapped every game; on a one-player game each bot
plays the games alone. Game g starts from cg_seed_derive(seed, g) and the bot to
move at move m chooses with cg_seed_derive(that seed, m), so the records are the
same whoever plays them: one thread, several, a cluster, or the cgarena program.

A record is a dict: {"game": spec, "seed": n, "seats": [bot spec by player],
"winner": bot spec or None, "returns": [...], "moves": n}.

numpy is not needed; matplotlib only for plot; dask.distributed only for client=.
"""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Dict, List, Optional, Sequence, Tuple

from ._args import seed_of
from . import seed_derive

__all__ = ["play", "play_shard", "table", "summary", "wilson", "elo", "plot"]

Record = Dict[str, Any]

_Z95 = 1.959963984540054


def _split(spec: str) -> Tuple[str, Optional[str]]:
    if not isinstance(spec, str) or not spec.split(":", 1)[0]:
        raise ValueError("%r names no game or bot (write NAME or NAME:key=value;...)" % (spec,))
    name, _, params = spec.partition(":")
    return name, params if ":" in spec else None


def _jobs(players: int, bots: Sequence[str], games: int) -> List[Tuple[int, ...]]:
    """The seats of every game, in the order of the records."""
    if players == 1:
        return [(b,) for b in range(len(bots)) for _ in range(games)]
    jobs = []
    for i in range(len(bots)):
        for j in range(i + 1, len(bots)):
            jobs += [(i, j) if g % 2 == 0 else (j, i) for g in range(games)]
    return jobs


def play_shard(game: str, bots: Sequence[str], games: int, seed: int, begin: int,
               end: int) -> List[Record]:
    """The records of jobs begin..end-1 of a tournament (what each worker runs)."""
    from . import Game
    from .bots import Bot
    name, params = _split(game)
    g = Game(name, params)
    made = [Bot(g, *_split(spec)) for spec in bots]
    jobs = _jobs(g.num_players, bots, games)
    records = []
    for j in range(begin, end):
        seats = jobs[j]
        game_seed = seed_derive(seed, j % games)
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
        })
    return records


def play(game: str, bots: Sequence[str], games: int = 100, seed: Optional[int] = 0,
         workers: int = 1, client: Any = None, shard_size: Optional[int] = None) -> List[Record]:
    """Plays the tournament and returns its records, in the order of the games
    (pairing by pairing). workers threads play shards of it locally; a
    dask.distributed Client plays the shards on its cluster instead."""
    from . import Game
    bots = list(bots)
    if not bots:
        raise ValueError("no bots")
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError("games must be an int >= 1, not %r" % (games,))
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError("workers must be an int >= 1, not %r" % (workers,))
    seed = seed_of(seed)
    name, params = _split(game)
    g = Game(name, params)  # refuses a bad game before anything is played
    if g.num_players > 2:
        raise ValueError("games of more than two players are not supported")
    if g.num_players == 2 and len(bots) < 2:
        raise ValueError("a two-player game needs at least two bots")
    from .bots import Bot
    for spec in bots:  # and bad bots
        Bot(g, *_split(spec))
    total = len(_jobs(g.num_players, bots, games))
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

def wilson(successes: float, n: float) -> Tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n <= 0:
        return 0.0, 1.0
    p, z2n = successes / n, _Z95 * _Z95 / n
    centre = (p + z2n / 2) / (1 + z2n)
    half = _Z95 * math.sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n)
    return max(0.0, centre - half), min(1.0, centre + half)


def elo(score: float) -> float:
    """The Elo difference that expects this score (+-inf at 1 and 0)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def _outcome(record: Record, bot: str) -> str:
    if record["winner"] == bot:
        return "wins"
    if record["winner"] is None and len(record["seats"]) > 1:
        return "draws"
    return "losses"


def summary(records: Sequence[Record]) -> Dict[str, Any]:
    """Tallies by pairing (first bot's view) and by bot, with win rates, their
    intervals and Elo differences."""
    def row(tally: Dict[str, int], with_elo: bool) -> Dict[str, Any]:
        n = tally["wins"] + tally["draws"] + tally["losses"]
        lo, hi = wilson(tally["wins"], n)
        out = dict(tally, games=n, win_rate=tally["wins"] / n if n else 0.0, interval=(lo, hi))
        if with_elo:
            score = (tally["wins"] + tally["draws"] / 2) / n if n else 0.5
            slo, shi = wilson(tally["wins"] + tally["draws"] / 2, n)
            out.update(elo=elo(score), elo_interval=(elo(slo), elo(shi)))
        return out

    two = any(len(r["seats"]) > 1 for r in records)
    pairs: Dict[Tuple[str, str], Dict[str, int]] = {}
    bots: Dict[str, Dict[str, int]] = {}
    for r in records:
        for b in dict.fromkeys(r["seats"]):
            bots.setdefault(b, {"wins": 0, "draws": 0, "losses": 0})[_outcome(r, b)] += 1
        if two:
            key = tuple(sorted(r["seats"], key=lambda b: list(bots).index(b)))
            pairs.setdefault(key, {"wins": 0, "draws": 0, "losses": 0})[
                _outcome(r, key[0])] += 1
    return {"pairings": {k: row(v, True) for k, v in pairs.items()},
            "bots": {k: row(v, two) for k, v in bots.items()}}


def _elo_text(x: float) -> str:
    return ("+inf" if x > 0 else "-inf") if math.isinf(x) else "%+.0f" % x


def table(records: Sequence[Record]) -> str:
    """The results as text: each pairing, then each bot against all the others."""
    s = summary(records)
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
