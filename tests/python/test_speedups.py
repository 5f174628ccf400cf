"""cardgames._speedups, the per-move path in C: found when it is built for this
Python, answering as the library's own functions called through ctypes do on
every game, and refusing bad arguments with an exception rather than a crash.
CARDGAMES_SPEEDUPS=0 turns it off (the package then uses ctypes alone)."""
import ctypes
import glob
import importlib.machinery
import os
import unittest

import cardgames
from cardgames import _native

speedups = _native.speedups
fast = _native.fast
library = _native.library


def built_for_this_python():
    """Whether the build made the module for this interpreter (it sits beside the
    library in the build tree)."""
    folder = os.path.dirname(os.environ.get("CARDGAMES_LIBRARY", ""))
    return any(glob.glob(os.path.join(folder, "_speedups" + suffix))
               for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def ctypes_moves(state):
    cap = max(1, state.game.max_moves)
    buffer = (ctypes.c_uint32 * cap)()
    n = fast.cg_state_legal_moves(ctypes.c_void_p(state.handle), buffer, ctypes.c_size_t(cap))
    return buffer[:n]


class FoundTest(unittest.TestCase):
    def test_used_when_built_and_not_turned_off(self):
        if os.environ.get("CARDGAMES_SPEEDUPS") == "0":
            self.assertIsNone(speedups)
        elif built_for_this_python():
            self.assertIsNotNone(speedups)
        else:
            self.skipTest("_speedups is not built for this Python")


@unittest.skipIf(speedups is None, "_speedups is not in use")
class AgreementTest(unittest.TestCase):
    def test_every_game_answers_as_through_ctypes(self):
        for name in cardgames.games():
            game = cardgames.Game(name)
            cap = max(1, game.max_moves)
            for seed in range(5):
                with self.subTest(game=name, seed=seed):
                    s = game.new_state(seed=seed)
                    ptr = s.handle
                    for _ in range(400):
                        self.assertEqual(speedups.is_terminal(ptr),
                                         bool(library.cg_state_is_terminal(ptr)))
                        self.assertEqual(speedups.current_player(ptr),
                                         library.cg_state_current_player(ptr))
                        if speedups.is_terminal(ptr):
                            break
                        moves = speedups.legal_moves(ptr, cap)
                        self.assertEqual(moves, ctypes_moves(s))
                        self.assertEqual(speedups.apply(ptr, moves[(seed + len(moves)) %
                                                                   len(moves)]), 0)

    def test_a_new_state_equals_the_library_s(self):
        game = cardgames.Game("shephy")
        handle = speedups.new_state(game._ptr, 2 ** 64 - 1)
        self.assertGreater(handle, 0)
        mine = cardgames._state_of(game, handle)
        self.assertEqual(mine.save(), game.new_state(seed=2 ** 64 - 1).save())

    def test_an_illegal_move_changes_nothing(self):
        s = cardgames.Game("war").new_state(seed=3)
        before = s.save()
        self.assertEqual(speedups.apply(s.handle, 2 ** 32 - 1), 2)  # CG_EILLEGAL
        self.assertIn("war", cardgames.last_error())
        self.assertEqual(s.save(), before)

    def test_a_null_state_is_refused_as_the_library_refuses_it(self):
        self.assertEqual(speedups.is_terminal(None), bool(library.cg_state_is_terminal(None)))
        self.assertEqual(speedups.current_player(0), library.cg_state_current_player(None))
        self.assertEqual(speedups.legal_moves(None, 8), [])
        self.assertEqual(speedups.apply(None, 0), 1)  # CG_EINVAL
        self.assertEqual(speedups.new_state(None, 0), -1)  # -CG_EINVAL
        self.assertIn("NULL", cardgames.last_error())
        self.assertIsNone(speedups.free_state(None))

    def test_bad_arguments_raise(self):
        s = cardgames.Game("shephy").new_state(seed=1)
        ptr = s.handle
        for call, error in [
            (lambda: speedups.apply(ptr, -1), OverflowError),
            (lambda: speedups.apply(ptr, 2 ** 32), OverflowError),
            (lambda: speedups.apply(ptr, "up"), TypeError),
            (lambda: speedups.apply(ptr), TypeError),
            (lambda: speedups.is_terminal("state"), TypeError),
            (lambda: speedups.legal_moves(ptr, -1), OverflowError),
            (lambda: speedups.legal_moves(ptr), TypeError),
            (lambda: speedups.new_state(s.game._ptr, -1), OverflowError),
            (lambda: speedups.new_state(s.game._ptr, 2 ** 64), OverflowError),
            (lambda: speedups.new_state(s.game._ptr), TypeError),
            (lambda: speedups.bind(1, 2), TypeError),
            (lambda: speedups.bind(0, 1, 1, 1, 1, 1), ValueError),
        ]:
            with self.assertRaises(error):
                call()
        self.assertFalse(s.is_terminal)  # the state is still there and playable

    def test_integers_come_through_index(self):
        """numpy integers (anything with __index__) are taken as ints are."""
        class Index:
            def __init__(self, n):
                self.n = n

            def __index__(self):
                return self.n
        s = cardgames.Game("shephy").new_state(seed=1)
        moves = speedups.legal_moves(s.handle, Index(s.game.max_moves))
        self.assertEqual(moves, ctypes_moves(s))
        self.assertEqual(speedups.apply(s.handle, Index(moves[0])), 0)
        handle = speedups.new_state(s.game._ptr, Index(5))
        self.assertEqual(cardgames._state_of(s.game, handle), s.game.new_state(seed=5))
        with self.assertRaises(TypeError):
            speedups.apply(s.handle, 1.0)

    def test_a_small_cap_lists_a_prefix(self):
        s = cardgames.Game("battleship", "width=20;height=20").new_state(seed=2)
        every = speedups.legal_moves(s.handle, s.game.max_moves)
        self.assertEqual(every, ctypes_moves(s))
        self.assertGreater(len(every), 512)  # listed through the heap buffer
        self.assertEqual(speedups.legal_moves(s.handle, 3), every[:3])
        self.assertEqual(speedups.legal_moves(s.handle, 0), [])


if __name__ == "__main__":
    unittest.main()
