"""Misuses that crashed the interpreter or answered wrongly, each now refused with
the right exception (or answered right), the objects unchanged. The ones that
killed the process run in a child interpreter, so that a regression shows as
that child's death by a signal rather than as the end of this run."""
import array
import os
import subprocess
import sys
import textwrap
import unittest

if os.environ.get("CARDGAMES_TEST_WITHOUT_NUMPY"):
    sys.modules["numpy"] = None

import cardgames
from cardgames import battleship, war

try:
    import numpy
except ImportError:
    numpy = None


def run_child(code):
    """Runs code in a new interpreter with this one's environment: (returncode,
    stdout, stderr); a negative returncode is the signal that killed it."""
    prelude = "import sys\nsys.modules['numpy'] = None\n" if numpy is None else ""
    done = subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


class ChildTest(unittest.TestCase):
    def assertChildPrints(self, code, expected):  # noqa: N802
        status, out, err = run_child(code)
        self.assertGreaterEqual(status, 0, "killed by signal %d: %s" % (-status, err[-2000:]))
        self.assertEqual(status, 0, err[-2000:])
        self.assertEqual(out.strip(), expected)


class ReleasedStatesTest(ChildTest):
    def test_a_state_of_a_closed_env_raises(self):
        self.assertChildPrints("""
            import cardgames
            env = cardgames.VectorEnv("war", 3, seed=1)
            st = env.state(0)
            env.close()
            try:
                st.render(0)
            except cardgames.InvalidArgumentError as e:
                print(e.status, "closed" in e.message)
        """, "CG_EINVAL True")

    def test_a_state_of_a_reset_env_raises(self):
        self.assertChildPrints("""
            import cardgames
            env = cardgames.VectorEnv("war", 3, seed=1)
            st = env.state(0)
            env.reset(seed=2)
            for call in (lambda: st.render(0), lambda: st.legal_moves(), lambda: st.apply(0),
                         lambda: st.save(), lambda: st.is_terminal, lambda: st.clone()):
                try:
                    call()
                    print("answered")
                except ValueError as e:
                    print(type(e).__name__, "reset" in str(e))
        """, "\n".join(["InvalidArgumentError True"] * 6))

    def test_a_state_outliving_its_env_and_the_collector(self):
        self.assertChildPrints("""
            import gc, pickle, cardgames
            env = cardgames.VectorEnv("battleship", 4, seed=1, num_threads=2)
            st = env.state(3)
            del env
            gc.collect()
            for call in (lambda: st.move_number, lambda: pickle.dumps(st), lambda: st == st,
                         lambda: hash(st)):
                try:
                    call()
                    print("answered")
                except cardgames.Error as e:
                    print(e.status)
            print(repr(st).startswith("<cardgames.State (released"))
        """, "CG_EINVAL\nCG_EINVAL\nCG_EINVAL\nCG_EINVAL\nTrue")


class ThreadsTest(ChildTest):
    def test_one_env_stepped_reset_and_closed_from_threads_at_once(self):
        """Calls are serialised: every thread ends with an answer or an exception."""
        self.assertChildPrints("""
            import threading, cardgames
            env = cardgames.VectorEnv("shephy", 16, seed=1, num_threads=2)
            errors, answers = [], []

            def stepper(k):
                for i in range(200):
                    try:
                        masks = env.masks
                        actions = [max(range(env.num_actions), key=lambda a: masks[s][a])
                                   for s in range(env.size)]
                        env.step(actions)
                        env.state(i % env.size)  # handed out under the lock; not used here
                        answers.append(1)
                    except cardgames.Error as e:
                        errors.append(e.status)
                    if k == 0 and i % 50 == 49:
                        env.reset(seed=i)
                if k == 1:
                    env.close()

            threads = [threading.Thread(target=stepper, args=(k,)) for k in range(3)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            print(len(answers) + len(errors) == 600, set(errors) <= {"CG_EILLEGAL", "CG_EINVAL"})
        """, "True True")


class OutBuffersTest(unittest.TestCase):
    def setUp(self):
        self.game = cardgames.Game("battleship")
        self.state = self.game.new_state(seed=3)
        self.obs_size = self.game.observation_size
        self.actions = self.game.action_count

    def _refused(self, error, fragment, call, out):
        before = bytes(memoryview(out).cast("B"))
        with self.assertRaises(error) as caught:
            call(out)
        self.assertIn(fragment, str(caught.exception))
        self.assertEqual(bytes(memoryview(out).cast("B")), before)

    def test_an_observation_into_bytes_is_refused_not_a_heap_corruption(self):
        self._refused(TypeError, "State.observation: out must hold float32",
                      lambda out: self.state.observation(0,
                                                         out=out), array.array(
                                                             "B", bytes(self.obs_size)))
        if numpy is not None:
            self._refused(TypeError, "must hold float32",
                          lambda out: self.state.observation(0, out=out),
                          numpy.zeros(self.obs_size, numpy.uint8))

    def test_a_mask_into_floats_is_refused_not_garbage(self):
        self._refused(TypeError, "State.legal_mask: out must hold uint8",
                      lambda out: self.state.legal_mask(out=out), array.array(
                          "f", bytes(4 * self.actions)))
        if numpy is not None:
            self._refused(TypeError, "must hold uint8", lambda out: self.state.legal_mask(out=out),
                          numpy.zeros(self.actions, numpy.float32))

    def test_a_strided_out_is_refused_not_filled_wrongly(self):
        backing = array.array("f", bytes(8 * self.obs_size))
        strided = memoryview(backing)[::2]
        with self.assertRaises(ValueError) as caught:
            self.state.observation(0, out=strided)
        self.assertIn("is not C-contiguous", str(caught.exception))
        self.assertEqual(set(backing), {0.0})
        if numpy is not None:
            wide = numpy.zeros(2 * self.obs_size, numpy.float32)
            self._refused(ValueError, "not C-contiguous",
                          lambda out: self.state.observation(0, out=out[::2]), wide)

    def test_out_of_the_wrong_size_or_read_only_is_refused(self):
        self._refused(ValueError, "holds %d float32, not %d" % (self.obs_size + 1, self.obs_size),
                      lambda out: self.state.observation(0, out=out),
                      array.array("f", bytes(4 * (self.obs_size + 1))))
        with self.assertRaises(ValueError) as caught:
            self.state.legal_mask(out=bytes(self.actions))
        self.assertIn("is read-only", str(caught.exception))

    def test_an_out_list_raises_type_error_not_attribute_error(self):
        for call in (lambda: self.state.observation(0, out=[0.0] * self.obs_size),
                     lambda: self.state.legal_mask(out=[0] * self.actions)):
            with self.assertRaises(TypeError) as caught:
                call()
            self.assertIn("not list", str(caught.exception))

    def test_good_buffers_are_filled_and_returned(self):
        out = array.array("f", bytes(4 * self.obs_size))
        self.assertIs(self.state.observation(0, out=out), out)
        self.assertEqual(list(out), list(array.array("f", self.state.observation(0).tobytes()))
                         if numpy is not None else list(self.state.observation(0)))
        mask = bytearray(self.actions)
        self.assertIs(self.state.legal_mask(out=mask), mask)
        self.assertEqual(sum(mask), len(self.state.legal_moves()))


class IntegersTest(unittest.TestCase):
    def test_fire_and_place_moves_off_the_largest_board_are_refused(self):
        self.assertEqual(battleship.fire_move(25, 25), battleship.FIRE_BASE + 25 * 26 + 25)
        for x, y in ((30, 0), (-1, 0), (0, 26), (0, -1), (2 ** 40, 0)):
            with self.assertRaises(cardgames.InvalidArgumentError) as caught:
                battleship.fire_move(x, y)
            self.assertIn("is out of range (0..25)", caught.exception.message)
            with self.assertRaises(cardgames.InvalidArgumentError):
                battleship.place_move(x, y, "right")
        with self.assertRaises(cardgames.InvalidArgumentError):
            battleship.place_move(0, 0, 4)

    def test_a_viewer_past_32_bits_is_refused_not_player_0(self):
        s = cardgames.Game("war").new_state(seed=1)
        for viewer in (2 ** 32, 2 ** 32 + 1, -2 ** 40, 2):
            with self.assertRaises(cardgames.InvalidArgumentError) as caught:
                s.render(viewer)
            self.assertIn("State.render: viewer %d is out of range (-1..1)" % viewer,
                          caught.exception.message)

    def test_a_negative_playout_bound_is_refused(self):
        s = cardgames.Game("war").new_state(seed=1)
        before = s.save()
        for bound in (-1, 2 ** 32):
            with self.assertRaises(cardgames.InvalidArgumentError) as caught:
                s.playout(seed=1, max_moves=bound)
            self.assertIn("max_moves %d is out of range (0..4294967295)" % bound,
                          caught.exception.message)
        self.assertEqual(s.save(), before)

    @unittest.skipIf(numpy is None, "numpy is not installed")
    def test_numpy_integers_work_everywhere(self):
        g = cardgames.Game("shephy")
        s = g.new_state(seed=numpy.uint64(4))
        move = s.legal_moves()[0]
        self.assertTrue(s.is_legal(numpy.int64(move)))
        self.assertEqual(s.move_text(numpy.uint32(move)), s.move_text(move))
        s.apply(numpy.int64(move))
        self.assertEqual(s.move_number, 1)
        self.assertEqual(g.move_of(numpy.int16(0)), g.move_of(0))
        self.assertEqual(s.returns(numpy.int8(0)), 0.0)
        self.assertIsInstance(s.render(numpy.int32(0)), str)
        s.resample(numpy.int64(0), numpy.uint64(3))
        self.assertGreaterEqual(s.playout(seed=numpy.int64(1), max_moves=numpy.uint16(5)), 0)
        self.assertEqual(battleship.fire_move(numpy.int64(1), numpy.uint8(2)),
                         battleship.fire_move(1, 2))
        with cardgames.VectorEnv("war", numpy.int64(2), seed=numpy.uint64(1)) as env:
            self.assertEqual(env.state(numpy.int64(1)).move_number, 0)
            env.step([numpy.int64(0), numpy.uint8(0)])


class TextTest(unittest.TestCase):
    def test_is_legal_is_false_for_text_that_names_no_move(self):
        s = cardgames.Game("war").new_state(seed=1)
        for text in ("zzz", "", "collect", "play\0", "\ud800"):
            self.assertFalse(s.is_legal(text), repr(text))
        self.assertTrue(s.is_legal("play"))

    def test_load_takes_bytes(self):
        g = cardgames.Game("war")
        s = g.new_state(seed=2)
        self.assertEqual(g.load(s.save().encode()), s)
        self.assertEqual(g.load(bytearray(s.save().encode())), s)
        with self.assertRaises(TypeError):
            g.load(5)

    def test_a_nul_in_text_is_refused_not_cut(self):
        s = cardgames.Game("war").new_state(seed=1)
        with self.assertRaises(cardgames.InvalidArgumentError) as caught:
            s.parse_move("play\0 collect")
        self.assertIn("State.parse_move: text holds a NUL character", caught.exception.message)
        with self.assertRaises(cardgames.InvalidArgumentError):
            cardgames.Game("war\0")
        with self.assertRaises(cardgames.InvalidArgumentError):
            war.deck_load("deck.txt\0.png")


class ConstructionTest(unittest.TestCase):
    def test_a_state_is_not_made_from_a_raw_handle(self):
        g = cardgames.Game("war")
        with self.assertRaises(TypeError):
            cardgames.State(g, 12345)

    def test_copies_of_objects_with_handles_are_new_objects_or_refused(self):
        import copy
        import pickle
        g = cardgames.Game("war")
        bot = cardgames.Bot(g, "mcts", iterations=5)
        for again in (copy.copy(bot), copy.deepcopy(bot), pickle.loads(pickle.dumps(bot))):
            self.assertIsNot(again._handle, bot._handle)
            self.assertEqual(again.params, bot.params)
        hunter = battleship.Builtin("hunter")
        self.assertIsNot(copy.copy(hunter)._struct, hunter._struct)
        for refused in (cardgames.VectorEnv("war", 2),
                        battleship.Board(cardgames.Game("battleship"))):
            with self.assertRaises(TypeError):
                copy.copy(refused)
            with self.assertRaises(TypeError):
                pickle.dumps(refused)


class ErrorsTest(unittest.TestCase):
    def test_each_status_has_its_class_and_builtin(self):
        g = cardgames.Game("war")
        s = g.new_state(seed=1)
        cases = [
            (lambda: s.apply("collect"), cardgames.IllegalMoveError, ValueError, "CG_EILLEGAL"),
            (lambda: s.apply("dance"), cardgames.ParseError, ValueError, "CG_EPARSE"),
            (lambda: cardgames.Game("chess"), cardgames.NoGameError, LookupError, "CG_ENOGAME"),
            (lambda: cardgames.Game("war", deck="/nonexistent/deck"), cardgames.FileError, OSError,
             "CG_EIO"),
            (lambda: s.render(7), cardgames.InvalidArgumentError, ValueError, "CG_EINVAL"),
        ]
        over = g.new_state(seed=1)
        over.playout(seed=1)
        cases.append((lambda: over.apply(0), cardgames.GameOverError, ValueError, "CG_EOVER"))
        for call, cls, builtin, status in cases:
            with self.assertRaises(cls) as caught:
                call()
            self.assertIsInstance(caught.exception, builtin)
            self.assertIsInstance(caught.exception, cardgames.Error)
            self.assertEqual(caught.exception.status, status)
            self.assertEqual(cardgames.STATUS_NAMES[caught.exception.code], status)
            self.assertEqual(cardgames.library.cg_status_name(caught.exception.code).decode(),
                             status)

    def test_no_memory_is_a_memory_error(self):
        code = [c for c, name in cardgames.STATUS_NAMES.items() if name == "CG_ENOMEM"][0]
        error = cardgames.Error(code, "out of memory")
        self.assertIsInstance(error, cardgames.NoMemoryError)
        self.assertIsInstance(error, MemoryError)

    def test_errors_pickle_as_their_class(self):
        import pickle
        with self.assertRaises(cardgames.Error) as caught:
            cardgames.Game("chess")
        again = pickle.loads(pickle.dumps(caught.exception))
        self.assertIs(type(again), cardgames.NoGameError)
        self.assertEqual((again.status, again.message),
                         (caught.exception.status, caught.exception.message))


if __name__ == "__main__":
    unittest.main()
