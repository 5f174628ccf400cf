"""cardgames.shephy: every function of shephy.h from Python, with a correct and a
wrong argument (the exception type, status and message), and the constants and
enums as the header defines them."""
import unittest
from typing import Any, Callable

import cardgames
from cardgames import shephy as sh

# A position in the saved form: Storm is being resolved with one release left.
SAVED = """cardgames-state 1
game shephy
params 
moves 12
rng 0000000000000001 0000000000000002 0000000000000003 0000000000000004
field 1 3 3 30
stock 6 5 7 6 7 7 7
enemy 10
hand Plague, Be Fruitful
deck Wolves, Lightning, Be Fruitful, Inspiration
discard All-purpose Sheep, Be Fruitful, Crowding, Dominion, Falling Rock, Fill the Earth, \
Flourish, Golden Hooves, Multiply, Planning Sheep, Sheep Dog, Shephion, Slump, Dominion, Storm
exile Meteor
effect Storm: rest 1
end
"""


class ShephyTest(unittest.TestCase):
    def setUp(self) -> None:
        self.game = cardgames.Game("shephy")
        self.state = self.game.load(SAVED)
        self.war = cardgames.Game("war").new_state(seed=1)

    def refused(self, fn: Callable[..., Any], *args: Any, message: str) -> None:
        with self.assertRaises(cardgames.Error) as caught:
            fn(*args)
        self.assertEqual(caught.exception.status, "CG_EINVAL")
        self.assertEqual(caught.exception.message, message)

    def foreign(self, fn: Callable[..., Any], name: str, *args: Any) -> None:
        """A state of another game is refused with the C function's message."""
        self.refused(fn, self.war, *args,
                     message="cg_shephy_%s: state of 'war', not 'shephy'" % name)
        with self.assertRaisesRegex(TypeError, "state must be a cardgames.State, not str"):
            fn("state", *args)

    # ---- constants and enums ----

    def test_constants_are_the_headers(self) -> None:
        self.assertEqual((sh.RANKS, sh.RANK_COPIES, sh.FIELD_MAX, sh.HAND_MAX), (7, 7, 7, 5))
        self.assertEqual((sh.CARD_KINDS, sh.EVENT_CARDS, sh.ENEMY_LIMIT), (19, 22, 1000))
        self.assertEqual((sh.MOVE_KINDS, sh.NOTHING_VARIANTS), (20, 8))
        self.assertEqual(sh.ACTIONS, self.game.action_count)
        self.assertEqual(sh.OBSERVATION_SIZE, self.game.observation_size)
        self.assertEqual(sh.Observation.SIZE, sh.OBSERVATION_SIZE)
        self.assertEqual(sh.RANK_VALUES, tuple(sh.rank_value(i) for i in range(sh.RANKS)))

    def test_enums_number_as_the_header(self) -> None:
        self.assertEqual(len(sh.Card), sh.CARD_KINDS)
        self.assertEqual((sh.Card.ALL_PURPOSE_SHEEP, sh.Card.BE_FRUITFUL, sh.Card.WOLVES),
                         (0, 1, 18))
        self.assertEqual(len(sh.MoveKind), sh.MOVE_KINDS)
        self.assertEqual((sh.MoveKind.PLAY, sh.MoveKind.RELEASE, sh.MoveKind.DISCARD),
                         (3, 12, 19))
        self.assertEqual(len(sh.Nothing), sh.NOTHING_VARIANTS)
        self.assertEqual(sh.Nothing.NO_SHEEP_TO_RELEASE, 7)
        self.assertEqual([int(o) for o in sh.Outcome], [0, 1, 2, 3])
        self.assertEqual((sh.Observation.ENEMY, sh.Observation.EFFECT, sh.Observation.SEARCHED),
                         (8, 111, 147))
        for card in sh.Card:  # the enum's names are the cards' English names
            self.assertEqual(card.name, sh.card_name(card).upper().replace(" ", "_")
                             .replace("-", "_"))

    # ---- move codes ----

    def test_move_builds_codes_the_state_reads_as_texts(self) -> None:
        play = sh.move(sh.MoveKind.PLAY, sh.Card.BE_FRUITFUL)
        self.assertEqual(play, 0x301)
        self.assertEqual(self.state.move_text(play), "Play Be Fruitful")
        release = sh.move(sh.MoveKind.RELEASE, 1)
        self.assertEqual(self.state.move_text(release), "Release 3 Sheep card")
        self.assertIn(release, self.state.legal_moves())
        self.assertEqual(sh.move(sh.MoveKind.DRAW_CARDS), 0x100)
        with self.assertRaisesRegex(ValueError, r"shephy.move: kind 20 is out of range \(0..19\)"):
            sh.move(20)
        with self.assertRaisesRegex(ValueError, r"shephy.move: arg 256 is out of range \(0..255\)"):
            sh.move(sh.MoveKind.PLAY, 256)
        with self.assertRaisesRegex(TypeError, "kind must be an int, not str"):
            sh.move("Play")

    def test_move_kind_and_arg_split_a_code(self) -> None:
        code = sh.move(sh.MoveKind.EXILE, sh.Card.STORM)
        self.assertEqual((sh.move_kind(code), sh.move_arg(code)), (18, 17))
        with self.assertRaisesRegex(TypeError, "code must be an int, not float"):
            sh.move_kind(1.0)
        with self.assertRaisesRegex(TypeError, "code must be an int, not NoneType"):
            sh.move_arg(None)

    def test_gain_arg_codes_a_count_and_a_rank(self) -> None:
        gain = sh.move(sh.MoveKind.GAIN, sh.gain_arg(3, 2))
        self.assertEqual(self.state.move_text(gain), "Gain 3 cards of 10 Sheep")
        self.assertEqual(sh.gain_arg(1, 1), 0x11)
        with self.assertRaisesRegex(ValueError,
                                    r"shephy.gain_arg: count 4 is out of range \(1..3\)"):
            sh.gain_arg(4, 0)
        with self.assertRaisesRegex(ValueError,
                                    r"shephy.gain_arg: rank_index 7 is out of range \(0..6\)"):
            sh.gain_arg(1, 7)

    # ---- cards and ranks ----

    def test_card_names_in_both_languages(self) -> None:
        self.assertEqual(sh.card_name(sh.Card.BE_FRUITFUL), "Be Fruitful")
        self.assertEqual(sh.card_name_ja(sh.Card.BE_FRUITFUL), "産めよ")
        self.refused(sh.card_name, 19, message="cg_shephy_card_name: 19 is no card (0..18)")
        self.refused(sh.card_name_ja, -1,
                     message="cg_shephy_card_name_ja: -1 is no card (0..18)")
        with self.assertRaisesRegex(ValueError,
                                    r"card 4294967296 is out of range \(-2147483648..2147483647\)"):
            sh.card_name(2 ** 32)
        with self.assertRaisesRegex(TypeError, "card must be an int, not bool"):
            sh.card_name_ja(True)

    def test_card_from_name_reads_either_language_exactly(self) -> None:
        self.assertIs(sh.card_from_name("Sheep Dog"), sh.Card.SHEEP_DOG)
        self.assertIs(sh.card_from_name("産めよ"), sh.Card.BE_FRUITFUL)
        self.refused(sh.card_from_name, "be fruitful",
                     message="cg_shephy_card_from_name: 'be fruitful' is no card name")
        with self.assertRaisesRegex(TypeError, "name must be a str, not bytes"):
            sh.card_from_name(b"Storm")

    def test_card_copies(self) -> None:
        self.assertEqual([sh.card_copies(c) for c in (1, 3, 17)], [3, 2, 1])
        self.assertEqual(sum(sh.card_copies(c) for c in sh.Card), sh.EVENT_CARDS)
        self.refused(sh.card_copies, 19, message="cg_shephy_card_copies: 19 is no card (0..18)")

    def test_rank_values_and_indices(self) -> None:
        self.assertEqual(sh.rank_value(6), 1000)
        self.assertEqual(sh.rank_index(30), 3)
        self.refused(sh.rank_value, 7,
                     message="cg_shephy_rank_value: 7 is no rank index (0..6)")
        self.refused(sh.rank_index, 2, message="cg_shephy_rank_index: 2 is no rank "
                                               "(1, 3, 10, 30, 100, 300 or 1000)")

    def test_drop_and_raise_rank_as_the_original(self) -> None:
        self.assertEqual((sh.drop_rank(1000), sh.drop_rank(1)), (300, 0))
        self.assertEqual((sh.raise_rank(1), sh.raise_rank(1000)), (3, 0))
        self.refused(sh.drop_rank, 2, message="cg_shephy_drop_rank: 2 is no rank "
                                              "(1, 3, 10, 30, 100, 300 or 1000)")
        self.refused(sh.raise_rank, 5, message="cg_shephy_raise_rank: 5 is no rank "
                                               "(1, 3, 10, 30, 100, 300 or 1000)")

    def test_composite_ranks_as_the_original(self) -> None:
        self.assertEqual(sh.composite_ranks([1, 1, 1]), 3)
        self.assertEqual(sh.composite_ranks((300, 30, 30, 100, 10)), 300)
        self.refused(sh.composite_ranks, [], message="cg_shephy_composite_ranks: count is 0")
        self.refused(sh.composite_ranks, [1, 2], message="cg_shephy_composite_ranks: 2 is no "
                                                         "rank (1, 3, 10, 30, 100, 300 or 1000)")
        with self.assertRaisesRegex(TypeError, "values must be a sequence of ints, not int"):
            sh.composite_ranks(3)
        with self.assertRaisesRegex(TypeError, "a value must be an int, not str"):
            sh.composite_ranks([1, "3"])

    # ---- a state ----

    def test_field_stock_and_sizes(self) -> None:
        self.assertEqual(sh.field(self.state), [1, 2, 0, 1, 0, 0, 0])
        self.assertEqual(sh.stock(self.state), [6, 5, 7, 6, 7, 7, 7])
        self.assertEqual(sh.field_size(self.state), 4)
        self.assertEqual(sh.enemy_sheep(self.state), 10)
        self.foreign(sh.field, "field")
        self.foreign(sh.stock, "stock")
        self.foreign(sh.field_size, "field_size")
        self.foreign(sh.enemy_sheep, "enemy_sheep")

    def test_piles_in_their_order(self) -> None:
        C = sh.Card
        self.assertEqual(sh.hand(self.state), [C.PLAGUE, C.BE_FRUITFUL])
        self.assertEqual(sh.deck(self.state), [C.WOLVES, C.LIGHTNING, C.BE_FRUITFUL,
                                               C.INSPIRATION])
        self.assertEqual(len(sh.discard(self.state)), 15)
        self.assertEqual(sh.discard(self.state)[-1], C.STORM)
        self.assertEqual(sh.exile(self.state), [C.METEOR])
        for fn in ("hand", "deck", "discard", "exile"):
            self.foreign(getattr(sh, fn), fn)

    def test_effect_of_the_card_being_resolved(self) -> None:
        self.assertEqual(sh.effect_of(self.state),
                         sh.Effect(card=sh.Card.STORM, rank=0, rest=1, initial_count=0,
                                   searched=False, chosen=(0,) * 7))
        self.state.apply("Release 1 Sheep card")
        self.assertIsNone(sh.effect_of(self.state).card)
        self.foreign(sh.effect_of, "effect_of")

    def test_outcome_of(self) -> None:
        self.assertIs(sh.outcome_of(self.state), sh.Outcome.RUNNING)
        won = self.game.load(SAVED.replace("field 1 3 3 30", "field 1 3 3 1000")
                             .replace("stock 6 5 7 6 7 7 7", "stock 6 5 7 7 7 7 6")
                             .replace("Dominion, Storm", "Storm, Dominion")
                             .replace("effect Storm: rest 1", "effect none"))
        self.assertIs(sh.outcome_of(won), sh.Outcome.WON)
        self.foreign(sh.outcome_of, "outcome_of")

    def test_shuffle_hidden_draws_the_deck_from_its_contents(self) -> None:
        before = sorted(sh.deck(self.state))
        other = self.state.clone()
        sh.shuffle_hidden(self.state, 5)
        self.assertEqual(sorted(sh.deck(self.state)), before)
        other.resample(viewer=0, seed=5)
        self.assertEqual(self.state, other)
        self.foreign(sh.shuffle_hidden, "shuffle_hidden", 1)
        with self.assertRaisesRegex(ValueError, "seed -1 is out of range"):
            sh.shuffle_hidden(self.state, -1)


if __name__ == "__main__":
    unittest.main()
