"""Weiss-Fiuba-Schwarz from Python: every function of cardgames.weiss_schwarz
with a good and a bad argument, and abilities written in Python (the seed's
Habilidad as a class): the 2015 course deck's three, and one that records
when the library calls each of its methods."""
import copy
import os
import pickle
import tempfile
import unittest
from typing import Dict, List

import cardgames
from cardgames import weiss_schwarz as ws

DATA = os.path.join(os.environ["TEST_DATA_DIR"], "weiss_schwarz")
COURSE = os.path.join(DATA, "course_2015.csv")
TEST_DECK = os.path.join(DATA, "test_deck.csv")


def position(game: cardgames.Game, lines: str) -> cardgames.State:
    """A state in the saved form: the game's own start with these lines swapped in,
    every card the lines do not place left in its owner's deck."""
    start = game.new_state(seed=1).save().splitlines()
    head = start[:5]  # frame lines: magic, game, params, moves, rng
    given: Dict[str, str] = {}
    for line in lines.splitlines():
        words = line.split(" ")
        cut = 2 if words[0] in ("weiss", "schwarz") else 1
        given[" ".join(words[:cut])] = " ".join(words[cut:])
    body = {"turn": "1", "first": "weiss", "phase": "main1", "result": "none"}
    out = head + ["%s %s" % (k, given.get(k, v)) for k, v in body.items()]
    for p in ("weiss", "schwarz"):
        placed = set()
        for zone in ("hand", "clock", "level", "stock", "waiting", "removed", "stage", "climax"):
            for word in given.get("%s %s" % (p, zone), "").split():
                if word != "-":
                    placed.add(int(word))
        deck = [str(i) for i in range(50) if i not in placed]
        out.append("%s deck %s" % (p, " ".join(deck)))
        for zone in ("hand", "clock", "level", "stock", "waiting", "removed"):
            out.append(("%s %s %s" % (p, zone, given.get("%s %s" % (p, zone), ""))).rstrip())
        out.append("%s stage %s" % (p, given.get("%s stage" % p, "- - - - -")))
        out.append("%s climax %s" % (p, given.get("%s climax" % p, "-")))
    out += ["attacked", "reverted", "abilities 0", "pending none", "end"]
    return game.load("\n".join(out) + "\n")


class DieDestroys(ws.Ability):
    """The course's "Destruir carta por dado" (A6)."""
    NAME = "Destruir carta por dado"
    TEXT = "Lanza un dado. Si se obtiene 1, 2 o 3 destruye carta de su campo; 4, 5 o 6 del enemigo."

    def __init__(self) -> None:
        self.faces: List[int] = []

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        face = ws.roll_die(state)
        self.faces.append(face)
        player = use.player if face <= 3 else 1 - use.player
        if ws.stage_card(state, player, (face - 1) % 3) is not None:
            ws.destroy(state, player, (face - 1) % 3)


class CoinsMill(ws.Ability):
    """The course's "Robar carta lanzando una moneda" (A7)."""
    NAME = "Robar carta lanzando una moneda"
    TEXT = "Lanza una moneda; mientras sea cara, la carta del tope del mazo enemigo se descarta."

    def __init__(self) -> None:
        self.milled = 0

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        opponent = 1 - use.player
        while ws.zone_cards(state, opponent, ws.DECK) and ws.flip_coin(state):
            ws.move_card(state, ws.zone_cards(state, opponent, ws.DECK)[-1], ws.WAITING)
            self.milled += 1


class RaiseLuchador(ws.Ability):
    """The course's "Aumento poder a subtipo": +1500 to every Luchador while it lasts."""
    NAME = "Aumento poder a subtipo"
    TEXT = "Aumenta en 1500 el poder de las cartas del subtipo Luchador."

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        use.lasting = 1

    def apply_to_card(self, state: cardgames.State, use: ws.Use, card: int, power: int) -> int:
        return power + 1500 if ws.card_has_subtype(state.game, card, "Luchador") else power


def course_game() -> ws.Game:
    return ws.Game(weiss_deck=COURSE, schwarz_deck=COURSE,
                   abilities=[DieDestroys(), CoinsMill(), RaiseLuchador()])


class Echo(ws.Ability):
    """Asks for a character, which gains 100 power per point of the use's value;
    records every call."""
    NAME = "Echo"
    TEXT = "Asks for a character."
    CHOICES = (ws.CHOICE_STAGE,)

    def __init__(self) -> None:
        self.log: List[str] = []

    def reset(self, use: ws.Use) -> None:
        self.log.append("reset")
        use.value = 7

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        self.log.append("apply:%d:%d" % (use.occasion, use.value))
        if use.occasion == ws.ON_TURN_START or use.target >= 0:
            use.lasting = 1
        else:
            ws.ask(state, ws.CHOICE_STAGE)

    def choose(self, state: cardgames.State, use: ws.Use, answer: ws.Answer) -> None:
        self.log.append("choose:%d:%d" % (answer.kind, answer.card))
        use.target, use.lasting, use.value = answer.card, 1, use.value + 1

    def apply_to_card(self, state: cardgames.State, use: ws.Use, card: int, power: int) -> int:
        return power + 100 * use.value if card == use.target else power

    def revert_on_card(self, state: cardgames.State, use: ws.Use, card: int) -> None:
        self.log.append("revert_card:%d" % card)

    def revert_on_board(self, state: cardgames.State, use: ws.Use) -> None:
        self.log.append("revert_board:%d" % use.value)


class Broken(ws.Ability):
    NAME = "Broken"

    def apply_to_board(self, state: cardgames.State, use: ws.Use) -> None:
        ws.roll_die(state)
        raise ValueError("not today")


def deck_with(test: unittest.TestCase, replaced: Dict[int, str]) -> str:
    """The test deck with lines (numbered from 1) replaced, in a temporary file
    removed when the test ends: its path."""
    with open(TEST_DECK) as f:
        lines = f.read().splitlines()
    for number, line in replaced.items():
        lines[number - 1] = line
    handle, name = tempfile.mkstemp(suffix=".csv")
    with os.fdopen(handle, "w") as f:
        f.write("\n".join(lines) + "\n")
    test.addCleanup(os.remove, name)
    return name


class AssertRaisesError(unittest.TestCase):
    def assertError(self, status: str, part: str, call, *args) -> None:  # noqa: N802
        with self.assertRaises(cardgames.Error) as caught:
            call(*args)
        self.assertEqual(caught.exception.status, status)
        self.assertIn(part, caught.exception.message)


class CardsTest(AssertRaisesError):
    def setUp(self) -> None:
        self.game = cardgames.Game("weiss_schwarz")

    def test_deck_parse_and_load(self) -> None:
        with open(TEST_DECK) as f:
            text = f.read()
        deck = ws.deck_parse(text, "test")
        self.assertEqual(len(deck), 50)
        self.assertEqual(deck[8].ability, ws.A5)
        self.assertEqual(deck[8].ability_subtype, "Knight")
        self.assertEqual(deck[4].subtypes, ("Knight", "Soldier"))
        self.assertEqual(ws.deck_load(TEST_DECK), deck)
        self.assertError("CG_EPARSE", "mine, line 1: the deck ends with 0 cards", ws.deck_parse,
                         "", "mine")
        self.assertError("CG_EIO", "nonexistent", ws.deck_load, "/nonexistent/deck.csv")
        with self.assertRaises(TypeError):
            ws.deck_parse(b"CHARACTER")

    def test_card_info_and_card_view(self) -> None:
        self.assertEqual(ws.card_info(self.game, 4).name, "Tide Caller")
        view = ws.card_view(self.game, 4)
        self.assertEqual((view.ability, view.ability_args, view.amount, view.subtypes),
                         ("Power to a subtype", "1000:Mage", 1000, ("Mage", "Sailor")))
        self.assertEqual(ws.card_subtype(self.game, 4, 1), "Sailor")
        self.assertTrue(ws.card_has_subtype(self.game, 4, "MAGE"))
        self.assertFalse(ws.card_has_subtype(self.game, 4, "Knight"))
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_card_info: 100 is not a card id",
                         ws.card_info, self.game, 100)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_card_view_of: -1 is not a card id",
                         ws.card_view, self.game, -1)
        self.assertError("CG_EINVAL", "has no subtype 2 (it has 2)", ws.card_subtype,
                         self.game, 4, 2)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_card_has_subtype: game is 'war'",
                         ws.card_has_subtype, cardgames.Game("war"), 0, "Mage")
        with self.assertRaises(TypeError):
            ws.card_view(self.game.new_state(1), 0)
        with self.assertRaises(TypeError):
            ws.card_info(self.game, True)

    def test_colours(self) -> None:
        self.assertEqual(ws.color_count(self.game), 4)
        self.assertEqual([ws.color_name(self.game, i) for i in range(4)],
                         ["yellow", "green", "red", "blue"])
        self.assertError("CG_EINVAL", "no colour 4 (the game has 4)", ws.color_name,
                         self.game, 4)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_color_count: game is 'war'",
                         ws.color_count, cardgames.Game("war"))

    def test_the_seeds_format_with_any_colour(self) -> None:
        squire = "character|Squire|Rojo|0| |x|0|0|1000|1|(Knight,Hero)"
        path = deck_with(self, {n: squire for n in range(1, 5)})
        game = cardgames.Game("weiss_schwarz", weiss_deck=path)
        view = ws.card_view(game, 0)
        self.assertEqual((view.color, view.color_index, view.subtypes),
                         ("Rojo", 4, ("Knight", "Hero")))
        self.assertEqual(ws.color_count(game), 5)
        self.assertError("CG_EINVAL", "colour 'Rojo' is not yellow, green, red or blue",
                         ws.card_info, game, 0)


class TableTest(AssertRaisesError):
    def setUp(self) -> None:
        self.game = cardgames.Game("weiss_schwarz")
        self.state = self.game.new_state(seed=3)
        self.war = cardgames.Game("war").new_state(1)

    def test_zones_and_places(self) -> None:
        hand = ws.zone_cards(self.state, ws.first_player(self.state), ws.HAND)
        self.assertEqual(len(hand), 5)
        self.assertIsNone(ws.stage_card(self.state, 0, 0))
        self.assertIsNone(ws.power(self.state, 1, 4))
        self.assertIsNone(ws.climax_card(self.state, 0))
        self.assertEqual(ws.level(self.state, 0), 0)
        self.assertError("CG_EINVAL", "no zone 7", ws.zone_cards, self.state, 0, 7)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_stage_card: no slot 5", ws.stage_card,
                         self.state, 0, 5)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_power: no player 2", ws.power,
                         self.state, 2, 0)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_climax_card: state of 'war'",
                         ws.climax_card, self.war, 0)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_level: no player -1", ws.level,
                         self.state, -1)

    def test_phase_turn_and_choice(self) -> None:
        self.assertEqual(ws.current_phase(self.state), ws.PHASE_CLOCK)
        self.assertEqual(ws.turn(self.state), 1)
        self.assertIn(ws.first_player(self.state), (0, 1))
        self.assertEqual(ws.attacks(self.state), 0)
        self.assertEqual(ws.pending_choice(self.state).kind, ws.CHOICE_NONE)
        for fn in (ws.current_phase, ws.turn, ws.first_player, ws.attacks, ws.pending_choice):
            self.assertError("CG_EINVAL", "state of 'war', not 'weiss_schwarz'", fn, self.war)

    def test_the_stack(self) -> None:
        s = position(self.game, "weiss stage 4 0 - - -")
        self.assertEqual(ws.ability_count(s), 0)
        ws.apply_ability(s, 0, 4, ws.CONTINUOUS)
        self.assertEqual(ws.ability_count(s), 1)
        self.assertEqual(ws.ability_at(s, 0), ws.Active(0, 4, ws.A5, ws.CONTINUOUS, -1, 1000))
        self.assertEqual(ws.use_at(s, 0).value, 0)
        self.assertEqual(ws.power(s, 0, 0), 1500 + 1000)
        ws.revert_abilities_on_card(s, 4)
        self.assertEqual(ws.power(s, 0, 0), 1500)
        ws.apply_abilities_to_card(s, 4)
        ws.end_turn(s)
        self.assertEqual(ws.power(s, 0, 0), 1500)
        ws.start_turn(s)
        self.assertEqual(ws.power(s, 0, 0), 2500)
        ws.remove_ability(s, 0, 4)
        self.assertEqual(ws.ability_count(s), 0)
        self.assertError("CG_EINVAL", "no active ability 0 (0 active)", ws.ability_at, s, 0)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_use_at: no active ability 3", ws.use_at,
                         s, 3)
        self.assertError("CG_EINVAL", "has no ability", ws.apply_ability, s, 0, 0, 1)
        self.assertError("CG_EINVAL", "Weiss applied no ability of card 4", ws.remove_ability,
                         s, 0, 4)
        self.assertError("CG_EINVAL", "card 100 is not a card id", ws.apply_abilities_to_card,
                         s, 100)
        self.assertError("CG_EINVAL", "card 9 is not a character on a stage",
                         ws.revert_abilities_on_card, s, 9)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_end_turn: state of 'war'", ws.end_turn,
                         self.war)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_start_turn: state of 'war'",
                         ws.start_turn, self.war)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_ability_count: state of 'war'",
                         ws.ability_count, self.war)

    def test_apply_ability_of_a_one_shot_ability(self) -> None:
        s = position(self.game, "weiss hand 33\nweiss stage 0 - - - -\nschwarz stage 0 - - - -")
        ws.apply_ability(s, 0, 33, ws.TEMPORARY)  # Leviathan Spirit's A4 from the hand
        self.assertIsNone(ws.stage_card(s, 0, 0))
        self.assertIsNone(ws.stage_card(s, 1, 0))
        self.assertEqual(ws.zone_cards(s, 0, ws.HAND), [33])

    def test_bot_move(self) -> None:
        self.assertIn(ws.bot_move(self.state), self.state.legal_moves())
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_bot_move: state of 'war'", ws.bot_move,
                         self.war)

    def test_abilities_of_a_game(self) -> None:
        self.assertEqual(ws.ability_total(self.game), 12)
        self.assertEqual(ws.ability_name(self.game, ws.A6), "Destroy by die")
        self.assertIn("die", ws.ability_text(self.game, ws.A6))
        self.assertEqual(ws.ability_find(self.game, "A6"), ws.A6)
        self.assertEqual(ws.ability_find(self.game, "Destroy by die"), ws.A6)
        self.assertError("CG_EINVAL", "no ability 13 (the game's are 1..12)", ws.ability_name,
                         self.game, 13)
        self.assertError("CG_EINVAL", "no ability 0", ws.ability_text, self.game, 0)
        self.assertError("CG_EINVAL", "no ability 'a6' in this game", ws.ability_find,
                         self.game, "a6")
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_ability_total: game is 'war'",
                         ws.ability_total, cardgames.Game("war"))
        self.assertEqual(ws.ability_fail(3, "a message"), 3)
        self.assertEqual(cardgames.last_error(), "a message")
        self.assertEqual(ws.ability_fail(0, "no status"), 1)
        with self.assertRaises(TypeError):
            ws.ability_fail(1, None)

    def test_board_operations(self) -> None:
        s = position(self.game, "weiss stage 0 - - - -")
        other = s.clone()
        self.assertEqual([ws.roll_die(s) for _ in range(20)],
                         [ws.roll_die(other) for _ in range(20)])
        self.assertEqual(ws.flip_coin(s), ws.flip_coin(other))
        ws.destroy(s, 0, 0)
        self.assertEqual(ws.zone_cards(s, 0, ws.WAITING), [0])
        ws.move_card(s, 0, ws.HAND)
        self.assertEqual(ws.zone_cards(s, 0, ws.HAND), [0])
        top = ws.zone_cards(s, 1, ws.DECK)[-1]
        self.assertEqual(ws.draw(s, 1), top)
        ws.shuffle_deck(s, 0)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_roll_die: state of 'war'", ws.roll_die,
                         self.war)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_flip_coin: state of 'war'",
                         ws.flip_coin, self.war)
        self.assertError("CG_EINVAL", "Weiss's front-left is empty", ws.destroy, s, 0, 0)
        self.assertError("CG_EINVAL", "no zone 9", ws.move_card, s, 0, 9)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_draw: no player 2", ws.draw, s, 2)
        self.assertError("CG_EINVAL", "cg_weiss_schwarz_shuffle_deck: no player 5",
                         ws.shuffle_deck, s, 5)
        self.assertError("CG_EINVAL", "only while an ability resolves", ws.ask, s,
                         ws.CHOICE_STAGE)
        self.assertError("CG_EINVAL", "only while an ability resolves", ws.look_at_top, s, 0)
        self.assertEqual(ws.asks(ws.CHOICE_SIDE), 16)
        with self.assertRaises(TypeError):
            ws.asks("side")


class PythonAbilitiesTest(AssertRaisesError):
    def test_the_course_deck_needs_its_abilities(self) -> None:
        self.assertError("CG_EPARSE", "line 41: no ability 'Destruir carta por dado'",
                         cardgames.Game, "weiss_schwarz", "weiss_deck=" + COURSE)
        game = course_game()
        self.assertEqual(ws.ability_total(game), 15)
        self.assertEqual(ws.ability_name(game, 13), "Destruir carta por dado")
        self.assertEqual(ws.card_view(game, 46).ability, "Aumento poder a subtipo")
        self.assertTrue(game.params.startswith("abilities=Destruir carta por dado|Robar carta "
                                               "lanzando una moneda|Aumento poder a subtipo;"))
        with self.assertRaises(TypeError):
            ws.Game(abilities=["A6"])

    def test_the_course_abilities_act(self) -> None:
        game = course_game()
        die, coins, _ = game.abilities
        s = position(game, "weiss stage 5 6 7 - -\nschwarz stage 5 6 7 - -\nweiss hand 40 44")
        probe = s.clone()
        face = ws.roll_die(probe)
        s.apply("play Genkidama")
        self.assertEqual(die.faces, [face])
        self.assertIsNone(ws.stage_card(s, 0 if face <= 3 else 1, (face - 1) % 3))
        before = len(ws.zone_cards(s, 1, ws.WAITING))
        s.apply("play Pilaf y su pandilla")
        self.assertEqual(len(ws.zone_cards(s, 1, ws.WAITING)), before + coins.milled)
        s = position(game, "weiss stage 0 2 - - -\nschwarz stage 5 - - - -\nweiss clock 3\n"
                           "weiss hand 46")
        s.apply("play Ring de Cell")
        self.assertEqual([ws.power(s, 0, 0), ws.power(s, 0, 1), ws.power(s, 1, 0)],
                         [2750 + 1500, 4000, 1500 + 1500])
        self.assertEqual(game.load(s.save()), s)
        self.assertEqual(pickle.loads(pickle.dumps(s)), s)
        self.assertEqual(copy.deepcopy(s), s)
        self.assertError("CG_EPARSE", "saved with parameters 'abilities=", cardgames.Game(
            "weiss_schwarz").load, s.save())

    def test_the_course_deck_plays_whole_games(self) -> None:
        game = course_game()
        for seed in range(20):
            s = game.new_state(seed)
            s.playout(seed=seed)
            self.assertTrue(s.is_terminal)
        self.assertGreater(len(game.abilities[0].faces), 0)
        self.assertGreater(game.abilities[1].milled, 0)
        self.assertEqual(game.callback_errors, [])

    def test_methods_are_called_as_the_seed_calls_them(self) -> None:
        echo = Echo()
        path = deck_with(self, {33: "CHARACTER|Echo|yellow|0|Echo|Repeats.|0|0|1000|1|Mage"})
        game = ws.Game(weiss_deck=path, schwarz_deck=TEST_DECK, abilities=[echo])
        s = position(game, "weiss stage 0 - - - -\nweiss hand 32\nschwarz stage 4 - - - -")
        s.apply("play Echo back-left")
        self.assertEqual(echo.log, ["reset", "apply:0:7"])
        self.assertIn("\nuse continuous - once 7\n", s.save())
        s.apply("choose Guard at opponent front-left")
        self.assertEqual(ws.power(s, 1, 0), 2800)
        self.assertEqual(ws.use_at(s, 0), ws.Use(13, 0, 32, ws.CONTINUOUS, ws.ON_APPLY, 54, 1, 8))
        del echo.log[:]
        ws.end_turn(s)
        ws.start_turn(s)
        self.assertEqual(echo.log, ["revert_board:8", "revert_card:0", "revert_card:32",
                                    "revert_card:54", "apply:2:8"])
        del echo.log[:]
        ws.remove_ability(s, 0, 32)
        self.assertEqual(echo.log[0], "revert_board:8")
        self.assertEqual(ws.ability_count(s), 0)
        self.assertEqual(pickle.loads(pickle.dumps(game)), game)

    def test_an_exception_in_an_ability_is_raised_again(self) -> None:
        path = deck_with(self, {33: "EVENT|Broken spell|yellow|0|Broken|x|0|0"})
        game = ws.Game(weiss_deck=path, schwarz_deck=TEST_DECK, abilities=[Broken()])
        s = position(game, "weiss hand 32")
        before = s.save()
        with self.assertRaises(ValueError):
            ws.apply_ability(s, 0, 32, ws.TEMPORARY)
        self.assertEqual(s.save(), before)
        s.apply("play Broken spell")  # a move goes on
        self.assertEqual(ws.zone_cards(s, 0, ws.WAITING), [32])
        self.assertEqual(len(game.callback_errors), 2)
        self.assertIn("Python ability 'Broken' raised ValueError: not today",
                      cardgames.last_error())


if __name__ == "__main__":
    unittest.main()
