"""cardgames.arena: the same records on one thread, on two, on a two-process Dask
cluster and from the cgarena program; intervals and Elo computed right on
hand-made records; the plot is a PNG; bad arguments are refused."""
import json
import math
import os
import subprocess
import tempfile
import unittest

import cardgames
from cardgames import arena

try:
    import distributed
except ImportError:
    distributed = None
try:
    import matplotlib
except ImportError:
    matplotlib = None

BOTS = ["random", "mcts:iterations=30;rollout_depth=20"]


def record(seats, winner, returns):
    return {"game": "g", "seed": 0, "seats": seats, "winner": winner, "returns": returns,
            "moves": 1}


class ArenaTest(unittest.TestCase):
    def test_threads_play_the_records_of_one(self):
        one = arena.play("battleship:width=5;height=5;fleet=2,1", BOTS, games=6, seed=4)
        two = arena.play("battleship:width=5;height=5;fleet=2,1", BOTS, games=6, seed=4,
                         workers=2, shard_size=1)
        self.assertEqual(one, two)
        self.assertEqual(len(one), 6)
        self.assertEqual([r["seats"][0] for r in one], [BOTS[g % 2] for g in range(6)])
        for r in one:
            self.assertIn(r["winner"], BOTS)
            self.assertEqual(sorted(r["returns"]), [-1.0, 1.0])

    def test_one_player_games_give_each_bot_the_same_seeds(self):
        records = arena.play("shephy", ["random", "random:"], games=3, seed=2)
        self.assertEqual([r["seats"] for r in records], [["random"]] * 3 + [["random:"]] * 3)
        self.assertEqual([r["seed"] for r in records[:3]], [r["seed"] for r in records[3:]])

    def test_records_are_those_of_cgarena(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "records.json")
            subprocess.run([os.environ["CGARENA"], "war:facedown=2", *BOTS, "--games", "4",
                            "--seed", "9", "--threads", "2", "--json", path],
                           check=True, capture_output=True)
            with open(path) as f:
                from_c = [json.loads(line) for line in f]
        self.assertEqual(from_c, arena.play("war:facedown=2", BOTS, games=4, seed=9))

    def test_a_bot_against_itself_is_scored_by_seats_as_cgarena_scores_it(self):
        """Two bots of one name are two bots: the seats decide who won (a regression:
        20 wins and 0 losses, +inf Elo, were reported)."""
        records = arena.play("war", ["random", "random"], games=20, seed=3)
        s = arena.summary(records)
        pairing = s["pairings"][("random #1", "random #2")]
        first = s["bots"]["random #1"]
        second = s["bots"]["random #2"]
        self.assertEqual(pairing["games"], 20)
        self.assertEqual(first["wins"] + second["wins"], 20 - pairing["draws"])
        self.assertEqual((first["wins"], first["losses"]), (second["losses"], second["wins"]))
        done = subprocess.run([os.environ["CGARENA"], "war", "random", "random", "--games", "20",
                               "--seed", "3"], check=True, capture_output=True, text=True)
        row = next(line for line in done.stdout.splitlines()
                   if line.startswith("random vs random"))
        games, wins, draws, losses = (int(v) for v in row.split()[3:7])
        self.assertEqual((games, wins, draws, losses),
                         (pairing["games"], pairing["wins"], pairing["draws"], pairing["losses"]))
        self.assertEqual((wins, losses), (9, 11))
        self.assertFalse(math.isinf(pairing["elo"]))
        self.assertIn("random #1 vs random #2", arena.table(records))

    def test_the_schedule_is_the_library_s(self):
        even, odd = cardgames.seed_derive(5, 0), cardgames.seed_derive(5, 1)
        self.assertEqual(arena.schedule(2, 3, 2, 5),
                         [((0, 1), even), ((1, 0), odd), ((0, 2), even), ((2, 0), odd),
                          ((1, 2), even), ((2, 1), odd)])
        with self.assertRaises(cardgames.InvalidArgumentError) as caught:
            arena.schedule(2, 1, 2, 5)
        self.assertIn("1 bots for a game of 2 players", caught.exception.message)

    @unittest.skipIf(distributed is None, "dask.distributed is not installed")
    def test_a_dask_cluster_plays_the_records_of_one_thread(self):
        from distributed import Client, LocalCluster
        local = arena.play("battleship:width=6;height=6;fleet=3,2,1", BOTS, games=8, seed=1)
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            remote = arena.play("battleship:width=6;height=6;fleet=3,2,1", BOTS, games=8,
                                seed=1, client=client)
        self.assertEqual(remote, local)

    def test_intervals_and_elo_on_hand_made_records(self):
        records = [record(["a", "b"], "a", [1.0, -1.0])] * 7 + \
            [record(["b", "a"], "b", [1.0, -1.0])] * 2 + [record(["a", "b"], None, [0.0, 0.0])]
        s = arena.summary(records)
        a = s["pairings"][("a", "b")]
        self.assertEqual((a["games"], a["wins"], a["draws"], a["losses"]), (10, 7, 1, 2))
        lo, hi = a["interval"]
        self.assertAlmostEqual(lo, 0.3967781, places=6)  # Wilson, 7 of 10
        self.assertAlmostEqual(hi, 0.8922087, places=6)
        self.assertAlmostEqual(a["elo"], -400 * math.log10(1 / 0.75 - 1))
        self.assertEqual(s["bots"]["b"]["wins"], 2)
        self.assertEqual(arena.wilson(0, 0), (0.0, 1.0))
        self.assertEqual(arena.elo(1.0), math.inf)
        with self.assertRaises(cardgames.InvalidArgumentError):
            arena.wilson(3, 2)
        with self.assertRaises(cardgames.InvalidArgumentError):
            arena.elo(float("nan"))
        text = arena.table(records)
        self.assertIn("a vs b", text)
        self.assertIn("[ 39.7%,  89.2%]", text)

    @unittest.skipIf(matplotlib is None, "matplotlib is not installed")
    def test_the_plot_is_a_png(self):
        records = arena.play("war", BOTS, games=4, seed=3)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "arena.png")
            arena.plot(records, path)
            with open(path, "rb") as f:
                self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")

    def test_bad_arguments(self):
        with self.assertRaises(cardgames.Error) as caught:
            arena.play("war", ["random", "nobody"], games=2)
        self.assertIn("no bot named 'nobody'", caught.exception.message)
        with self.assertRaises(cardgames.Error):
            arena.play("chess", BOTS)
        with self.assertRaises(ValueError):
            arena.play("war", ["random"], games=2)
        with self.assertRaises(ValueError):
            arena.play("war", BOTS, games=0)
        with self.assertRaises(ValueError):
            arena.play(":x", BOTS)


class BotTest(unittest.TestCase):
    def test_bots_choose_legal_moves(self):
        for name in cardgames.games():
            g = cardgames.Game(name)
            self.assertEqual(cardgames.bot_names(g)[:2], ["random", "mcts"])
            bot = cardgames.Bot(g, "mcts", iterations=20)
            self.assertIn("iterations=20", bot.params)
            s = g.new_state(seed=1)
            move = bot.choose(s, seed=2)
            self.assertIn(move, s.legal_moves())
            self.assertEqual(bot.choose(s, seed=2), move)

    def test_bad_bots(self):
        g = cardgames.Game("war")
        with self.assertRaises(cardgames.Error) as caught:
            cardgames.Bot(g, "mcts", iterations=0)
        self.assertIn("'iterations'", caught.exception.message)
        s = g.new_state(seed=1)
        s.playout(seed=1)
        with self.assertRaises(cardgames.Error) as caught:
            cardgames.Bot(g, "random").choose(s)
        self.assertEqual(caught.exception.status, "CG_EOVER")


if __name__ == "__main__":
    unittest.main()
