"""Battleship from Python: the typed functions, and Python players (the
framework's Jugador as a class with five methods) refereed by the library, in
games and tournaments against each other and the built-in players."""
import unittest

import cardgames
from cardgames import battleship as bs


class Scripted(bs.Player):
    """Places a given fleet and fires given shots (the last one again when they run
    out); records what it is told."""

    def __init__(self, fleet, shots):
        self.fleet, self.script = fleet, shots
        self.games, self.answers, self.informed, self.seeds = 0, [], [], []

    def new_game(self, game, seed):
        self.games += 1
        self.game = game
        self.seeds.append(seed)
        self.next = 0

    def place_ship(self, n):
        return self.fleet[n]

    def choose_shot(self):
        shot = self.script[min(self.next, len(self.script) - 1)]
        self.next += 1
        return shot

    def inform(self, x, y):
        self.informed.append((x, y))

    def respond(self, x, y, answer):
        self.answers.append(answer)


# On 4 x 3 with ships of 2 and 1, each sinks the other's fleet in three shots.
SMALL = "width=4;height=3;fleet=2,1"


def fleet_a():
    return Scripted([("A1", "right"), ((3, 2), bs.RIGHT)], ["A3", "B3", (3, 0)])


def fleet_b():
    return Scripted([("A3", "derecha"), ("D1", 0)], ["A1", "B1", "D3"])


class Diagonal(bs.Player):
    """Fires along diagonals (every other cell first), finishing ships it hits."""

    def new_game(self, game, seed):
        self.width, self.height = bs.board_size(game)
        self.fleet = bs.random_fleet(game, seed)
        cells = [(x, y) for y in range(self.height) for x in range(self.width)]
        self.todo = sorted(cells, key=lambda c: ((c[0] + c[1]) % 2, c[1], c[0]))
        self.known = {}
        self.targets = []

    def place_ship(self, n):
        return self.fleet[n]

    def choose_shot(self):
        while self.targets:
            cell = self.targets.pop()
            if cell not in self.known:
                return cell
        while self.todo[0] in self.known:
            self.todo.pop(0)
        return self.todo.pop(0)

    def respond(self, x, y, answer):
        self.known[(x, y)] = answer
        if answer == bs.HIT:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if 0 <= x + dx < self.width and 0 <= y + dy < self.height:
                    self.targets.append((x + dx, y + dy))


class TypedFunctionsTest(unittest.TestCase):
    def test_coordinates(self):
        self.assertEqual(bs.coord_parse("A8"), (0, 7))
        self.assertEqual(bs.coord_parse("J10"), (9, 9))
        self.assertEqual(bs.coord_text(2, 0), "C1")
        with self.assertRaises(cardgames.Error) as caught:
            bs.coord_parse("A0")
        self.assertEqual(caught.exception.status, "CG_EPARSE")
        with self.assertRaises(cardgames.Error):
            bs.coord_text(26, 0)

    def test_configuration(self):
        g = cardgames.Game("battleship", width=7, height=5, fleet=[3, 2, 1], wins=4)
        self.assertEqual(bs.board_size(g), (7, 5))
        self.assertEqual(bs.ship_lengths(g), [3, 2, 1])
        self.assertEqual(bs.wins(g), 4)
        self.assertEqual(g.max_moves, 7 * 5 * 4 + 1)
        with self.assertRaises(cardgames.Error):
            bs.board_size(cardgames.Game("war"))

    def test_a_game_through_the_generic_api_and_the_typed_functions(self):
        g = cardgames.Game("battleship", width=4, height=3, fleet="2,1")
        s = g.new_state(seed=3)
        self.assertEqual(bs.phase(s), bs.PLACING)
        s.apply("place A1 right")
        s.apply(bs.place_move(3, 2, "down"))
        self.assertEqual(bs.ship(s, 0, 0), ((0, 0), bs.RIGHT, 2, 0))
        self.assertEqual(bs.ships_placed(s, 0), 2)
        s.apply("place random")
        self.assertEqual(bs.phase(s), bs.FIRING)
        self.assertEqual(s.current_player, bs.first_shooter(s))
        s.apply(bs.fire_move(0, 0))
        self.assertEqual(bs.shots(s)[0][:2], (bs.first_shooter(s), (0, 0)))
        target = 1 - bs.first_shooter(s)
        self.assertIn(bs.cell_at(s, target, 0, 0), (bs.WATER, bs.HIT, bs.SUNK))
        self.assertEqual(bs.cell_known(s, 1 - target, target, 0, 0), bs.cell_at(s, target, 0, 0))
        self.assertEqual(bs.cell_at(s, target, 4, 0), bs.INVALID)
        s.playout(seed=1)
        self.assertEqual(bs.phase(s), bs.OVER)
        self.assertEqual(bs.ships_sunk(s, 1 - s.winner), 2)
        with self.assertRaises(cardgames.Error):
            bs.ships_placed(s, 2)

    def test_random_fleet_is_legal(self):
        g = cardgames.Game("battleship")
        fleet = bs.random_fleet(g, seed=4)
        s = g.new_state(seed=1)
        for at, direction in fleet:
            s.apply("place %s %s" % (bs.coord_text(*at), bs.DIRECTIONS[direction]))
        self.assertEqual(bs.ships_placed(s, 0), 10)


class PythonPlayerTest(unittest.TestCase):
    def test_a_python_player_is_refereed_like_a_c_one(self):
        g = cardgames.Game("battleship", SMALL)
        a, b = fleet_a(), fleet_b()
        r = bs.match(g, [a, b], starter=0, seed=7)
        self.assertEqual((r.winner, r.end, r.starter), (0, "fleet_sunk", 0))
        self.assertEqual((r.shots, r.sunk, r.infraction), ((3, 2), (2, 1), (0, 0)))
        self.assertEqual(a.answers, [bs.HIT, bs.SUNK, bs.SUNK])
        self.assertEqual(b.answers, [bs.HIT, bs.SUNK])
        self.assertEqual(b.informed, [(0, 2), (1, 2), (3, 0)])
        self.assertIs(a.game, g)
        self.assertNotEqual(a.seeds, b.seeds)

    def test_referee_rules_hold_for_python_players(self):
        g = cardgames.Game("battleship", SMALL)
        a, b = fleet_a(), fleet_b()
        a.fleet[0] = ("D1", "right")  # off the board
        r = bs.match(g, [a, b])
        self.assertEqual((r.end, r.winner, r.infraction), ("infraction", -1, (1, 0)))
        a, b = fleet_a(), fleet_b()
        a.script = ["A3", "A3"]  # a ship cell already hit
        r = bs.match(g, [a, b])
        self.assertEqual((r.end, r.winner), ("repeated_hit", 1))
        self.assertEqual(a.answers, [bs.HIT, bs.INVALID])
        a, b = fleet_a(), fleet_b()
        a.script = [(9, 9)]  # off the board
        r = bs.match(g, [a, b])
        self.assertEqual((r.end, r.winner), ("off_board", 1))

    def test_a_python_player_in_a_tournament_against_a_builtin(self):
        g = cardgames.Game("battleship")
        reports = []
        t = bs.tournament(g, [Diagonal(), bs.builtin("random")], wins=5, seed=11,
                          report=lambda i, r: reports.append((i, r.starter, r.winner, r.end)))
        self.assertEqual(t.winner, 0)
        self.assertEqual(t.wins[0], 5)
        self.assertEqual(t.games, sum(t.wins))
        self.assertEqual(t.attempts, t.games)
        self.assertEqual([r[0] for r in reports], list(range(t.games)))
        self.assertEqual([r[1] for r in reports], [i % 2 for i in range(t.games)])
        self.assertTrue(all(r[3] == "fleet_sunk" for r in reports))

    def test_two_python_players_and_the_starters(self):
        g = cardgames.Game("battleship", SMALL)
        t = bs.tournament(g, [fleet_a(), fleet_b()], wins=3, seed=2)
        self.assertEqual((t.winner, t.wins, t.games), (0, (3, 2), 5))

    def test_hunter_against_the_python_player(self):
        g = cardgames.Game("battleship")
        t = bs.tournament(g, [bs.builtin("hunter"), Diagonal()], wins=3, seed=5)
        self.assertIn(t.winner, (0, 1))
        self.assertEqual(max(t.wins), 3)

    def test_an_exception_in_a_player_loses_its_game_and_is_raised_after(self):
        class Broken(Diagonal):
            def choose_shot(self):
                raise RuntimeError("no idea where to fire")

        g = cardgames.Game("battleship")
        with self.assertRaisesRegex(RuntimeError, "no idea where to fire"):
            bs.match(g, [Broken(), bs.builtin("hunter")], starter=0)
        with self.assertRaisesRegex(RuntimeError, "no idea"):
            bs.tournament(g, [Broken(), bs.builtin("random")], wins=2)

    def test_a_report_that_raises_is_raised_after_the_tournament(self):
        def report(index, result):
            raise KeyError(index)

        g = cardgames.Game("battleship", SMALL)
        with self.assertRaises(KeyError):
            bs.tournament(g, [fleet_a(), fleet_b()], wins=1, report=report)

    def test_bad_arguments(self):
        g = cardgames.Game("battleship")
        with self.assertRaises(cardgames.Error) as caught:
            bs.match(g, [Diagonal(), Diagonal()], starter=2)
        self.assertEqual(caught.exception.message,
                         "cg_battleship_match: starter 2 is not player 0 or 1")
        with self.assertRaises(cardgames.Error) as caught:
            bs.builtin("clever")
        self.assertEqual(caught.exception.status, "CG_EINVAL")
        with self.assertRaises(ValueError):
            bs.match(g, [Diagonal()])
        with self.assertRaises(cardgames.Error):
            bs.match(cardgames.Game("war"), [Diagonal(), Diagonal()])


class WholeHeaderTest(unittest.TestCase):
    """Every function of the submodule, with a correct and a wrong argument."""

    def setUp(self):
        self.game = cardgames.Game("battleship")
        self.war = cardgames.Game("war")
        self.state = self.game.new_state(3)
        self.state.apply("place A1 right")

    def assertFails(self, call, status, part, *args):
        with self.assertRaises(cardgames.Error) as caught:
            call(*args)
        self.assertEqual(caught.exception.status, status)
        self.assertIn(part, caught.exception.message)

    def test_text_functions(self):
        self.assertEqual(bs.coord_parse("a8"), (0, 7))
        self.assertFails(bs.coord_parse, "CG_EPARSE", "'K0' is not a coordinate", "K0")
        self.assertRaises(TypeError, bs.coord_parse, 8)
        self.assertEqual(bs.coord_text(9, 9), "J10")
        self.assertFails(bs.coord_text, "CG_EINVAL", "(26, 0) is not a coordinate", 26, 0)
        self.assertFails(bs.coord_text, "CG_EINVAL",
                         "coord_text: x 2147483648 is out of range (-2147483648..2147483647)",
                         2 ** 31, 0)
        self.assertEqual(bs.direction_name(bs.UP), "up")
        self.assertFails(bs.direction_name, "CG_EINVAL", "4 is not a direction", 4)
        self.assertEqual(bs.cell_name(bs.SUNK), "hundido")
        self.assertFails(bs.cell_name, "CG_EINVAL", "-1 is not a cell content", -1)
        self.assertEqual(bs.fleet_parse(" 4, 3,1 "), [4, 3, 1])
        self.assertFails(bs.fleet_parse, "CG_EPARSE", "not '27'", "4,27")
        self.assertEqual(bs.direction_of("Abajo"), bs.DOWN)
        self.assertRaises(ValueError, bs.direction_of, "sideways")
        self.assertEqual(bs.place_move(1, 1, "right"), 108)
        self.assertRaises(TypeError, bs.place_move, "1", 1, 0)
        self.assertEqual(bs.fire_move(9, 9), bs.FIRE_BASE + 9 * 26 + 9)
        self.assertRaises(TypeError, bs.fire_move, 1.5, 0)
        self.assertEqual((bs.SIDE_MAX, bs.SHIPS_MAX, bs.PLACE_RANDOM), (26, 169, 2704))
        self.assertEqual([e.name for e in bs.End], [n.upper() for n in bs.ENDS])

    def test_configuration_functions(self):
        for fn, value in ((bs.width, 10), (bs.height, 10), (bs.ship_count, 10), (bs.wins, 10)):
            self.assertEqual(fn(self.game), value)
            self.assertFails(fn, "CG_EINVAL", "not 'battleship'", self.war)
            self.assertRaises(TypeError, fn, "battleship")
        self.assertEqual(bs.board_size(self.game), (10, 10))
        self.assertEqual(bs.ship_length(self.game, 0), 4)
        self.assertFails(bs.ship_length, "CG_EINVAL", "no ship 10 in a fleet of 10", self.game,
                         10)
        self.assertEqual(bs.ship_lengths(self.game), [4, 3, 3, 2, 2, 2, 1, 1, 1, 1])
        self.assertFails(bs.ship_lengths, "CG_EINVAL", "not 'battleship'", self.war)

    def test_state_functions(self):
        s, war = self.state, self.war.new_state(1)
        self.assertEqual(bs.phase(s), bs.PLACING)
        self.assertFails(bs.phase, "CG_EINVAL", "state of 'war'", war)
        self.assertIn(bs.first_shooter(s), (0, 1))
        self.assertFails(bs.first_shooter, "CG_EINVAL", "state of 'war'", war)
        self.assertEqual(bs.ships_placed(s, 0), 1)
        self.assertFails(bs.ships_placed, "CG_EINVAL", "no player 2", s, 2)
        self.assertEqual(bs.ships_sunk(s, 0), 0)
        self.assertFails(bs.ships_sunk, "CG_EINVAL", "no player -5", s, -5)
        self.assertEqual(bs.ship(s, 0, 0), ((0, 0), bs.RIGHT, 4, 0))
        self.assertFails(bs.ship, "CG_EINVAL", "has placed 1 ships, no ship 1", s, 0, 1)
        self.assertEqual(bs.cell_at(s, 0, 3, 0), bs.SHIP)
        self.assertEqual(bs.cell_at(s, 0, 2 ** 31 - 1, 0), bs.INVALID)
        self.assertFails(bs.cell_at, "CG_EINVAL", "no player 3", s, 3, 0, 0)
        self.assertEqual(bs.cell_known(s, 1, 0, 3, 0), bs.FREE)
        self.assertFails(bs.cell_known, "CG_EINVAL", "no viewer 7", s, 7, 0, 0, 0)
        self.assertEqual(bs.shot_count(s), 0)
        self.assertFails(bs.shot_count, "CG_EINVAL", "state of 'war'", war)
        self.assertFails(bs.shot, "CG_EINVAL", "no shot 0", s, 0)
        self.assertEqual(bs.shots(s), [])
        s.apply("place random")
        s.apply("place random")
        s.apply("fire A1")
        self.assertEqual(bs.shot(s, 0)[1], (0, 0))
        self.assertEqual(len(bs.shots(s)), 1)
        self.assertEqual(len(bs.random_fleet(self.game, 4)), 10)
        self.assertFails(bs.random_fleet, "CG_EINVAL", "not 'battleship'", self.war)

    def test_board(self):
        b = bs.Board(self.game)
        self.assertFails(bs.Board, "CG_EINVAL", "not 'battleship'", self.war)
        self.assertEqual(b.read("A1"), bs.FREE)
        self.assertEqual(b.read((2 ** 31 - 1, 0)), bs.INVALID)
        self.assertEqual(b.write("A1", bs.WATER), bs.FREE)
        self.assertFails(b.write, "CG_EINVAL", "5 is not a cell content", "A1", 5)
        b.clear()
        self.assertEqual(b.read("A1"), bs.FREE)
        b.place_ship(0, "A1", 4, "right")
        self.assertFails(b.place_ship, "CG_EINVAL", "Barco fuera de tablero", 1, "I1", 3,
                         bs.RIGHT)
        self.assertFails(b.place_ship, "CG_EINVAL", "Barco fuera de tablero", 1,
                         (2 ** 31 - 1, 0), 3, bs.RIGHT)
        self.assertFails(b.place_ship, "CG_EINVAL", "Board.place_ship: x 2147483648 is out of "
                         "range", 1, (2 ** 31, 0), 3, bs.RIGHT)
        self.assertFalse(b.collision())
        b.place_ship(1, "B2", 3, "down")
        self.assertTrue(b.collision())
        self.assertEqual(b.ship_at("C1"), (0, 2))
        self.assertIsNone(b.ship_at("J10"))
        self.assertFalse(b.check_ship("A1"))
        self.assertFalse(b.check_ship("J10"))
        self.assertEqual(b.fire("B1"), bs.HIT)
        self.assertEqual(b.fire("K1"), bs.INVALID)
        self.assertEqual(b.ships_placed(), 2)
        self.assertEqual(b.ships_sunk(), 0)
        self.state.apply("place random")
        self.state.apply("place random")
        b.from_state(self.state, 0)
        self.assertEqual(b.ships_placed(), 10)
        self.assertFails(b.from_state, "CG_EINVAL", "no player 2", self.state, 2)
        self.assertFails(b.from_state, "CG_EINVAL", "state of 'war'", self.war.new_state(1), 0)
        self.assertEqual(bs.Board.of_state(self.state, 1).ships_placed(), 10)
        self.assertFails(bs.Board.of_state, "CG_EINVAL", "no player -2", self.state, -2)
        other = bs.Board(cardgames.Game("battleship", SMALL))
        self.assertFails(other.from_state, "CG_EINVAL", "cannot hold", self.state, 0)

    def test_players(self):
        hunter = bs.builtin("hunter")
        self.assertEqual(repr(hunter), "Builtin('hunter')")
        self.assertFails(bs.Builtin, "CG_EINVAL", "no built-in player 'clever'", "clever")
        r = bs.match(self.game, [hunter, bs.builtin("random")], starter=1, seed=2)
        self.assertEqual(r.starter, 1)
        self.assertRaises(ValueError, bs.match, self.game, [hunter], 0, 1)
        self.assertRaises(ValueError, bs.match, self.game, [hunter, hunter], 0, -1)
        t = bs.tournament(self.game, [hunter, bs.builtin("random")], wins=1, seed=3)
        self.assertEqual(max(t.wins), 1)
        self.assertFails(bs.tournament, "CG_EINVAL", "wins", self.game, [hunter, hunter], 1001)


if __name__ == "__main__":
    unittest.main()
