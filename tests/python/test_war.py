"""War from Python: cardgames.war covers war.h whole (every function, enum and
constant); each function answers a correct call and refuses a wrong one with
the exact exception, status and message."""
import os
import pathlib
import re
import tempfile
import unittest

import cardgames
from cardgames import war

DATA = os.path.join(os.environ.get("TEST_DATA_DIR", ""), "war")
HEADER = os.path.join(os.path.dirname(os.environ.get("EXAMPLES_DIR", "")), "include",
                      "cardgames", "war.h")
PLAIN = os.path.join(DATA, "deck_plain.txt")


def seed_table_state():
    """A state that plays the seed's table: player 0 holds AS 2C 3C 4C QS at the
    front, player 1 AD 5C 6C 7C 8S."""
    front = ["AS", "AD", "2C", "5C", "3C", "6C", "4C", "7C", "QS", "8S"]
    rest = [c for c in war.card_names(range(52)) if c not in front]
    game = war.game(cards=front + rest)
    for seed in range(64):  # the seed that deals the first card to player 0
        state = game.new_state(seed=seed)
        if war.hand(state, 0)[0] == war.card_parse("AS"):
            return state
    raise AssertionError("no seed deals the first card to player 0")


class ErrorCase(unittest.TestCase):
    def assertError(self, status, part, call, *args, **kwargs):
        with self.assertRaises(cardgames.Error) as caught:
            call(*args, **kwargs)
        self.assertEqual(caught.exception.status, status)
        self.assertIn(part, caught.exception.message)
        return caught.exception


class HeaderCoverageTest(unittest.TestCase):
    def test_every_function_and_constant_of_the_header_is_in_the_module(self):
        with open(HEADER) as f:
            header = f.read()
        functions = re.findall(r"CG_API[^;(]*\bcg_war_(\w+)\s*\(", header)
        constants = re.findall(r"#define CG_WAR_(\w+)", header)
        steps = re.findall(r"\bCG_WAR_(\w+) = (\d+)", header)
        self.assertEqual(len(functions), 13)
        for name in functions:
            self.assertTrue(callable(getattr(war, name, None)), name)
            self.assertIn(name, war.__all__)
        self.assertEqual(constants, ["DECK_SIZE"])
        self.assertEqual(war.DECK_SIZE, 52)
        for name, value in steps:
            self.assertEqual(getattr(war, name), int(value))
            self.assertEqual(war.Step[name], int(value))
        self.assertEqual(len(steps), 4)


class CardTest(ErrorCase):
    def test_compare_cards(self):
        self.assertEqual(war.compare_cards("QS", "AD"), 2)
        self.assertEqual(war.compare_cards("KH", "2C"), 1)
        self.assertEqual(war.compare_cards("0h", "0S"), 0)
        self.assertError("CG_EINVAL", "cg_war_compare_cards: both arguments must be cards like "
                         "'QS'", war.compare_cards, "10H", "2S")
        with self.assertRaisesRegex(TypeError, "card1 must be a str, not int"):
            war.compare_cards(1, "AS")

    def test_card_parse(self):
        self.assertEqual(war.card_parse("0H"), 8 * 4 + 2)
        self.assertEqual(war.card_parse("As"), 51)
        self.assertError("CG_EPARSE", "cg_war_card_parse: '1S' is not a card",
                         war.card_parse, "1S")
        self.assertError("CG_EPARSE", "'as' is not a card", war.card_parse, "as")
        with self.assertRaisesRegex(TypeError, "text must be a str, not NoneType"):
            war.card_parse(None)

    def test_card_name(self):
        self.assertEqual(war.card_name(34), "0H")
        for card in range(52):
            name = war.card_name(card)
            self.assertEqual(name, war.RANKS[card // 4] + war.SUITS[card % 4])
            self.assertEqual(war.card_parse(name), card)
        for bad in (52, 255, 256, -1):
            self.assertError("CG_EINVAL", "war.card_name: card %d is out of range (0..51)" % bad,
                             war.card_name, bad)
        with self.assertRaisesRegex(TypeError, "card must be an int, not str"):
            war.card_name("AS")
        with self.assertRaises(TypeError):
            war.card_name(True)

    def test_card_names(self):
        self.assertEqual(war.card_names([0, 51, 34]), ["2D", "AS", "0H"])
        self.assertError("CG_EINVAL", "card 52 is out of range", war.card_names, [0, 52])


class DeckTest(ErrorCase):
    def test_deck_parse(self):
        with open(PLAIN, "rb") as f:
            data = f.read()
        deck = war.deck_parse(data)
        self.assertEqual(sorted(deck), list(range(52)))
        with open(os.path.join(DATA, "deck_crlf_lower.txt")) as f:
            self.assertEqual(war.deck_parse(f.read()), deck)  # CRLF, lower-case suits
        self.assertError("CG_EPARSE", "Error : Number of cards in the file is 1.",
                         war.deck_parse, "AS\n")
        with open(os.path.join(DATA, "deck_duplicates.txt")) as f:
            self.assertError("CG_EPARSE", "Error:Duplicates found in the input file:QH,9D",
                             war.deck_parse, f.read())
        with self.assertRaisesRegex(TypeError, "text must be a str or bytes, not int"):
            war.deck_parse(5)

    def test_deck_load(self):
        deck = war.deck_load(PLAIN)
        self.assertEqual(war.deck_load(pathlib.Path(PLAIN)), deck)
        self.assertEqual(war.card_name(deck[0]), "7H")
        missing = os.path.join(DATA, "no_such_deck.txt")
        error = self.assertError("CG_EIO", "Incorrect filename or file does not exist",
                                 war.deck_load, missing)
        # the path named, in the message and as OSError's filename
        self.assertEqual(error.message,
                         "Incorrect filename or file does not exist: %r" % missing)
        self.assertIsInstance(error, OSError)
        self.assertEqual((error.strerror, error.filename),
                         ("Incorrect filename or file does not exist", missing))
        self.assertError("CG_EPARSE", "Error:Following cards not formatted correctly:"
                         "2B,1QD,17C,100Z", war.deck_load, os.path.join(DATA,
                                                                       "deck_malformed.txt"))
        with self.assertRaisesRegex(TypeError,
                                    "war.deck_load: path must be a str, bytes or a path, not int"):
            war.deck_load(42)


class GameTest(ErrorCase):
    def test_game(self):
        self.assertEqual(war.game().params, "facedown=3;deck=;max_rounds=0")
        self.assertEqual(war.game(facedown=1, max_rounds=9).params,
                         "facedown=1;deck=;max_rounds=9")
        deck = war.deck_load(PLAIN)
        from_file = war.game(deck=pathlib.Path(PLAIN))
        by_number = war.game(cards=deck)
        by_text = war.game(cards=[war.card_name(c).lower().capitalize() for c in deck])
        self.assertEqual(by_number, by_text)
        self.assertTrue(by_number.params.endswith(";cards=" + ",".join(war.card_names(deck))))
        for seed in range(4):
            a, b = from_file.new_state(seed=seed), by_number.new_state(seed=seed)
            self.assertEqual(war.hand(a, 0), war.hand(b, 0))
            self.assertEqual(war.hand(a, 1), war.hand(b, 1))
        self.assertError("CG_EINVAL", "war: parameter 'facedown' must be from 1 to 3, not 4",
                         war.game, facedown=4)
        self.assertError("CG_EINVAL", "war: parameter 'cards' wants 52 cards, not 51",
                         war.game, cards=deck[1:])
        self.assertError("CG_EINVAL", "war: parameter 'cards' names cards more than once: 2D",
                         war.game, cards=[0] * 52)
        self.assertError("CG_EINVAL", "parameters 'deck' and 'cards' both give the deal",
                         war.game, deck=PLAIN, cards=deck)
        with self.assertRaisesRegex(TypeError, "facedown must be an int, not str"):
            war.game(facedown="2")


class StateTest(ErrorCase):
    def setUp(self):
        self.state = seed_table_state()
        self.other = cardgames.Game("battleship").new_state(seed=1)

    def play_to_the_war(self):
        self.state.apply("PLAY")  # any case
        self.state.apply("War")

    def assertRefusesOtherGames(self, function, *args):
        self.assertError("CG_EINVAL", "cg_war_%s: state of 'battleship', not 'war'"
                         % function.__name__, function, self.other, *args)
        with self.assertRaisesRegex(TypeError, "state must be a cardgames.State, not str"):
            function("state", *args)

    def test_table_text(self):
        self.assertEqual(war.table_text(self.state), "[ | ]")
        self.play_to_the_war()
        self.assertEqual(war.table_text(self.state), "[QS, XX, XX, XX, AS | AD, XX, XX, XX, 8S]")
        self.assertRefusesOtherGames(war.table_text)

    def test_table_cards(self):
        self.assertEqual(war.table_cards(self.state), ([], []))
        self.play_to_the_war()
        cards, face_up = war.table_cards(self.state)
        self.assertEqual(war.card_names(cards),
                         ["QS", "4C", "3C", "2C", "AS", "AD", "5C", "6C", "7C", "8S"])
        self.assertEqual(face_up, [True, False, False, False, True] * 2)
        self.assertRefusesOtherGames(war.table_cards)

    def test_table_count(self):
        self.play_to_the_war()
        self.assertEqual([war.table_count(self.state, p) for p in (0, 1)], [5, 5])
        self.assertError("CG_EINVAL", "cg_war_table_count: no player 2 in war (players 0..1)",
                         war.table_count, self.state, 2)
        with self.assertRaisesRegex(TypeError, "player must be an int, not str"):
            war.table_count(self.state, "0")
        self.assertRefusesOtherGames(war.table_count, 0)

    def test_hand_count(self):
        self.assertEqual([war.hand_count(self.state, p) for p in (0, 1)], [26, 26])
        self.play_to_the_war()
        self.assertEqual(war.hand_count(self.state, 1), 21)
        self.assertError("CG_EINVAL", "cg_war_hand_count: no player -1 in war (players 0..1)",
                         war.hand_count, self.state, -1)
        self.assertRefusesOtherGames(war.hand_count, 0)

    def test_hand(self):
        self.assertEqual(war.card_names(war.hand(self.state, 0)[:5]),
                         ["AS", "2C", "3C", "4C", "QS"])
        self.assertEqual(war.card_names(war.hand(self.state, 1)[:5]),
                         ["AD", "5C", "6C", "7C", "8S"])
        self.assertError("CG_EINVAL", "cg_war_hand: no player 5 in war (players 0..1)",
                         war.hand, self.state, 5)
        with self.assertRaises(TypeError):
            war.hand(self.state, None)
        self.assertRefusesOtherGames(war.hand, 0)

    def test_next_step(self):
        self.assertIs(war.next_step(self.state), war.PLAY)
        self.state.apply("play")
        self.assertIs(war.next_step(self.state), war.Step.WAR)
        self.state.apply(war.next_step(self.state))
        self.assertEqual(war.next_step(self.state), war.COLLECT)
        self.assertEqual(self.state.move_text(war.COLLECT), war.STEP_NAMES[war.COLLECT])
        self.state.playout(seed=1)
        self.assertIs(war.next_step(self.state), war.OVER)
        self.assertRefusesOtherGames(war.next_step)

    def test_rounds_and_wars(self):
        self.assertEqual((war.rounds(self.state), war.wars(self.state)), (0, 0))
        self.play_to_the_war()
        self.assertEqual((war.rounds(self.state), war.wars(self.state)), (1, 1))
        self.assertRefusesOtherGames(war.rounds)
        self.assertRefusesOtherGames(war.wars)

    def test_counters_stop_at_their_largest_value(self):
        text = self.state.save().replace("rounds 0\n", "rounds 4294967295\n")
        state = self.state.game.load(text)
        state.apply("play")
        self.assertEqual(war.rounds(state), 2 ** 32 - 1)


class SeedTest(unittest.TestCase):
    def test_the_seeds_shuffled_deck_file_reads_back(self):
        # shuffleCards.py's job: a deck file of the 52 cards in a shuffled order.
        state = war.game().new_state(seed=4)
        dealt = war.hand(state, 0) + war.hand(state, 1)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "shuffledDeck.txt")
            with open(path, "w") as f:
                f.write("".join(name + "\n" for name in war.card_names(dealt)))
            self.assertEqual(war.deck_load(path), dealt)


if __name__ == "__main__":
    unittest.main()
