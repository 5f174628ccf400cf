"""The Python module, driven exactly as a user drives it."""
import os
import shutil
import tempfile
import unittest

import cardgames


class CatalogueTest(unittest.TestCase):
    def test_games_lists_the_catalogue(self):
        names = cardgames.games()
        self.assertIn("war", names)
        self.assertEqual(len(names), len(set(names)))

    def test_version_matches_the_module(self):
        self.assertEqual(cardgames.version(), "1.2.0")
        self.assertEqual(cardgames.library.cg_version_number(), cardgames.API_VERSION)

    def test_unknown_game_raises_error_with_status_and_message(self):
        with self.assertRaises(cardgames.Error) as caught:
            cardgames.Game("chess")
        self.assertEqual(caught.exception.status, "CG_ENOGAME")
        self.assertIn("no game named 'chess'", caught.exception.message)

    def test_keyword_arguments_become_parameters(self):
        g = cardgames.Game("war", facedown=2, max_rounds=10)
        self.assertEqual(g.params, "facedown=2;deck=;max_rounds=10")
        self.assertEqual(g.num_players, 2)
        self.assertEqual(g.name, "war")

    def test_bad_parameter_raises_einval(self):
        with self.assertRaises(cardgames.Error) as caught:
            cardgames.Game("war", facedown=7)
        self.assertEqual(caught.exception.status, "CG_EINVAL")
        self.assertEqual(caught.exception.message,
                         "war: parameter 'facedown' must be from 1 to 3, not 7")

    def test_keyword_values_with_any_characters_are_quoted(self):
        with tempfile.TemporaryDirectory() as tmp:
            for name in ('a;b.txt', ' lead.txt', 'trail.txt ', '"quoted".txt', 'back\\slash'):
                path = os.path.join(tmp, name)
                shutil.copy(os.path.join(os.environ["TEST_DATA_DIR"], "war", "deck_plain.txt"),
                            path)
                g = cardgames.Game("war", deck=path)
                self.assertEqual(cardgames.Game("war", g.params), g)
                self.assertEqual(g.new_state(seed=1).playout(seed=1) > 0, True)

    def test_bad_deck_file_message_is_the_rules_message(self):
        with self.assertRaises(cardgames.Error) as caught:
            cardgames.Game("war", deck="/nonexistent/deck.txt")
        self.assertEqual(caught.exception.status, "CG_EIO")
        self.assertEqual(caught.exception.message, "Incorrect filename or file does not exist")


class WarTest(unittest.TestCase):
    def setUp(self):
        self.game = cardgames.Game("war")

    def test_plays_a_whole_game_by_move_text(self):
        s = self.game.new_state(seed=7)
        while not s.is_terminal:
            moves = s.legal_moves()
            self.assertEqual(len(moves), 1)
            s.apply(s.move_text(moves[0]))
        self.assertIn(s.winner, (0, 1))
        self.assertEqual(s.returns(s.winner), 1.0)
        self.assertEqual(s.returns(1 - s.winner), -1.0)
        self.assertEqual(s.current_player, cardgames.PLAYER_NONE)

    def test_same_seed_same_game(self):
        a, b = self.game.new_state(seed=3), self.game.new_state(seed=3)
        self.assertEqual(a, b)
        self.assertEqual(hash(a), hash(b))
        self.assertEqual(a.playout(seed=1), b.playout(seed=1))
        self.assertEqual(a, b)

    def test_illegal_move_raises_and_changes_nothing(self):
        s = self.game.new_state(seed=3)
        before = s.save()
        with self.assertRaises(cardgames.Error) as caught:
            s.apply("collect")
        self.assertEqual(caught.exception.status, "CG_EILLEGAL")
        self.assertEqual(caught.exception.message, "war: the next step is 'play', not 'collect'")
        with self.assertRaises(cardgames.Error) as caught:
            s.apply("dance")
        self.assertEqual(caught.exception.status, "CG_EPARSE")
        self.assertEqual(s.save(), before)

    def test_move_codes_outside_32_bits_name_no_move(self):
        # Such a code, cut to 32 bits, would name a legal move: it is refused whole.
        s = self.game.new_state(seed=3)
        before = s.save()
        legal = s.legal_moves()[0]
        for bad in (-1, 2 ** 32 + legal, 2 ** 64):
            with self.assertRaises(cardgames.Error) as caught:
                s.apply(bad)
            self.assertEqual(caught.exception.status, "CG_EILLEGAL")
            self.assertIn("is not a move (codes are 0..4294967295)", caught.exception.message)
            self.assertFalse(s.is_legal(bad))
            with self.assertRaises(cardgames.Error):
                s.move_text(bad)
        for wrong in (True, 1.0, None):
            with self.assertRaises(TypeError):
                s.apply(wrong)
        self.assertEqual(s.save(), before)
        with self.assertRaises(cardgames.Error) as caught:
            s.apply(2 ** 31 + 7)  # past the fast path's ints: the library's own answer
        self.assertIn("2147483655 is not a move", caught.exception.message)
        s.apply(legal)
        self.assertNotEqual(s.save(), before)

    def test_move_after_the_end_raises_eover(self):
        s = self.game.new_state(seed=3)
        s.playout(seed=2)
        with self.assertRaises(cardgames.Error) as caught:
            s.apply(0)
        self.assertEqual(caught.exception.status, "CG_EOVER")

    def test_save_load_clone_round_trip(self):
        s = self.game.new_state(seed=5)
        for _ in range(25):
            s.apply(s.legal_moves()[0])
        text = s.save()
        self.assertTrue(text.startswith("cardgames-state 1\ngame war\n"))
        loaded = self.game.load(text)
        self.assertEqual(loaded, s)
        clone = s.clone()
        self.assertEqual(clone, s)
        clone.apply(clone.legal_moves()[0])
        self.assertNotEqual(clone, s)
        s.copy_from(clone)
        self.assertEqual(clone, s)
        self.assertEqual(s.move_number, 26)

    def test_truncated_saved_state_raises_eparse(self):
        text = self.game.new_state(seed=5).save()
        with self.assertRaises(cardgames.Error) as caught:
            self.game.load(text[: len(text) // 2])
        self.assertEqual(caught.exception.status, "CG_EPARSE")
        self.assertIn("saved state, line", caught.exception.message)

    def test_render_per_viewer(self):
        s = self.game.new_state(seed=5)
        self.assertIn("Table: [ | ]", s.render())
        self.assertIn("Player 0: 26 cards\n", s.render(viewer=0))
        with self.assertRaises(cardgames.Error) as caught:
            s.render(viewer=5)
        self.assertEqual(caught.exception.status, "CG_EINVAL")

    def test_state_outlives_its_game_object(self):
        s = cardgames.Game("war").new_state(seed=1)
        self.assertGreater(s.playout(seed=1), 0)


if __name__ == "__main__":
    unittest.main()
