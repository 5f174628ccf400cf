"""cgplay drives every game of the catalogue through the generic API."""
import os
import re
import tempfile
import unittest

import cardgames
from example_runner import program, run


def replay_human_first_moves(game, seed, moves):
    """The position cgplay reaches after `moves` moves when its human, player 0,
    always picks move 1 and the random bot plays player 1 (cgplay seeds the bot
    of move m with cg_seed_derive(seed, m))."""
    state = game.new_state(seed)
    bot = cardgames.Bot(game, "random")
    while state.move_number < moves and not state.is_terminal:
        if state.current_player == 0:
            state.apply(state.legal_moves()[0])
        else:
            state.apply(bot.choose(state, cardgames.seed_derive(seed, state.move_number)))
    return state


class CgplayTest(unittest.TestCase):
    def test_list_names_every_game_with_its_parameters(self):
        code, out, _ = run([program("CGPLAY"), "--list"])
        self.assertEqual(code, 0)
        lines = out.splitlines()
        self.assertEqual([l.split()[0] for l in lines], cardgames.games())
        for name, line in zip(cardgames.games(), lines):
            self.assertIn(cardgames.Game(name).params, line)

    def test_plays_a_seeded_game_printing_each_position_and_the_result(self):
        code, out, _ = run([program("CGPLAY"), "war", "--seed", "7"])
        self.assertEqual(code, 0)
        state = cardgames.Game("war").new_state(seed=7)
        moves = 0
        while not state.is_terminal:
            state.apply(state.legal_moves()[0])
            moves += 1
        self.assertEqual(out.count("--- move "), moves)
        self.assertIn("\n--- final position ---\n" + state.render(), out)
        self.assertTrue(out.endswith("Result: player index %d wins after %d moves.\n"
                                     % (state.winner, moves)))

    def test_same_seed_same_output(self):
        first = run([program("CGPLAY"), "war", "--seed", "7", "--quiet"])
        second = run([program("CGPLAY"), "war", "--seed", "7", "--quiet"])
        self.assertEqual(first, second)
        self.assertRegex(first[1], r"^Result: player index [01] wins after \d+ moves\.\n$")

    def test_human_picks_by_number_or_text_and_is_reasked(self):
        code, out, _ = run([program("CGPLAY"), "war", "--human", "0", "--max-moves", "3"],
                           stdin="play\nnonsense\n9\n1\n1\n")
        self.assertEqual(code, 0)
        self.assertIn("  1) play\nYour move (number or text): ", out)
        self.assertIn("You play: play", out)
        self.assertIn("Not a move: war: 'nonsense' is not a move", out)
        self.assertEqual(out.count("You play: "), 3)
        self.assertIn("Stopped after 3 moves, the game goes on.", out)

    def test_a_human_sees_only_their_own_view_of_the_other_player_s_moves(self):
        """The bot's placements (`Plays: place A3 up`) were printed to the human."""
        params, seed = "width=5;height=5;fleet=2,1", 3
        code, out, err = run([program("CGPLAY"), "battleship", "--params", params, "--seed",
                              str(seed), "--human", "0", "--max-moves", "12"], stdin="1\n" * 12)
        self.assertEqual(code, 0, err)
        last = replay_human_first_moves(cardgames.Game("battleship", params), seed, 12)
        self.assertNotIn("Plays: ", out)
        self.assertEqual(out.count("You play: "), out.count("Your move (number or text): "))
        bot_moves = 12 - out.count("You play: ")
        self.assertEqual(out.count("Player index 1 has played; what changed in your view:\n"),
                         bot_moves)
        self.assertGreater(bot_moves, 2)  # its placements and shots
        # the last position as player 0 sees it, never the whole board with the bot's fleet
        self.assertNotEqual(last.render(0), last.render())
        self.assertIn("\n--- final position ---\n" + last.render(0), out)
        self.assertNotIn(last.render(), out)
        # what the bot's moves changed: lines of the human's next view
        for block in re.findall(r"what changed in your view:\n((?:  \| .*\n)+)", out):
            for line in block.splitlines():
                self.assertIn("\n" + line[4:] + "\n", out.replace(block, ""))

    def test_a_human_cannot_save_what_they_may_not_see(self):
        """--save wrote the whole position, the bot's fleet included, to the human."""
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "last.txt")
            code, out, err = run([program("CGPLAY"), "battleship", "--human", "1", "--save",
                                  path], stdin="1\n")
            self.assertEqual((code, out), (2, ""))
            self.assertEqual(err, "cgplay: --save writes the whole position, what player 1 may "
                             "not see included: not with --human\n")
            self.assertFalse(os.path.exists(path))

    def test_cgarena_refuses_a_json_path_before_playing(self):
        code, out, err = run([program("CGARENA"), "war", "random", "random", "--games",
                              "100000", "--json", "/nonexistent/x.jsonl"], timeout=10)
        self.assertEqual((code, out), (1, ""))
        self.assertEqual(err, "cgarena: cannot write /nonexistent/x.jsonl: "
                         "No such file or directory\n")

    def test_cgarena_refuses_a_spec_that_names_nothing(self):
        for args, what in ((["war", ":x=1", "random"], "':x=1' names no bot"),
                           (["war", "random", "r" * 64], "'%s' names no bot" % ("r" * 64)),
                           ([":facedown=2", "random"], "':facedown=2' names no game")):
            code, out, err = run([program("CGARENA")] + args, timeout=10)
            self.assertEqual((code, out, err), (2, "", "cgarena: %s\n" % what), args)

    def test_human_leaves_at_end_of_input(self):
        code, out, _ = run([program("CGPLAY"), "war", "--human", "0"], stdin="")
        self.assertEqual(code, 0)
        self.assertIn("Bye.", out)

    def test_demo_plays_one_game_of_every_game(self):
        code, out, err = run([program("CGPLAY"), "--demo"], timeout=600)
        self.assertEqual(code, 0, err)
        for name in cardgames.games():
            self.assertIn("================ %s ================" % name, out)
        self.assertEqual(len(re.findall(r"^Result: ", out, re.M)), len(cardgames.games()))

    def test_version(self):
        code, out, _ = run([program("CGPLAY"), "--version"])
        self.assertEqual((code, out), (0, "cgplay (libcardgames) %s\n" % cardgames.version()))

    def test_bots_of_the_catalogue_play(self):
        code, out, _ = run([program("CGPLAY"), "battleship", "--bots"])
        self.assertEqual(code, 0)
        self.assertEqual([line.split()[0] for line in out.splitlines()],
                         cardgames.bot_names(cardgames.Game("battleship")))
        code, out, err = run([program("CGPLAY"), "battleship", "--params",
                              "width=5;height=5;fleet=2,1", "--seed", "3", "--quiet",
                              "--bot", "mcts:iterations=30", "--bot", "random"])
        self.assertEqual(code, 0, err)
        self.assertRegex(out, r"^Result: player index [01] wins after \d+ moves\.\n$")
        code, _, err = run([program("CGPLAY"), "war", "--bot", "nobody"])
        self.assertEqual(code, 1)
        self.assertIn("no bot named 'nobody'", err)
        # A name longer than any bot's is refused whole, never cut to another name.
        long_name = "random" + "x" * 80
        for spec in (long_name, long_name + ":iterations=5", ":iterations=5"):
            code, _, err = run([program("CGPLAY"), "war", "--bot", spec])
            self.assertEqual(code, 1)
            self.assertIn("cgplay: '%s' names no bot" % spec, err)

    def test_save_then_load_goes_on_from_the_position(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "war.txt")
            code, out, _ = run([program("CGPLAY"), "war", "--seed", "5", "--quiet",
                                "--max-moves", "40", "--save", path])
            self.assertEqual(code, 0)
            self.assertIn("Stopped after 40 moves", out)
            with open(path) as f:
                saved = cardgames.Game("war").load(f.read())
            self.assertEqual(saved.move_number, 40)
            code, out, _ = run([program("CGPLAY"), "war", "--quiet", "--load", path])
            self.assertEqual(code, 0)
            saved.playout(seed=0, reseed=False)
            self.assertIn("after %d moves" % saved.move_number, out)
            code, _, err = run([program("CGPLAY"), "shephy", "--load", path])
            self.assertEqual(code, 1)
            self.assertIn("saved state, line", err)

    def test_numbers_out_of_range_are_errors(self):
        for option, value in (("--seed", "18446744073709551616"), ("--seed", "-1"),
                              ("--max-moves", "4294967296"), ("--human", "x")):
            code, _, err = run([program("CGPLAY"), "war", option, value])
            self.assertEqual(code, 2, (option, value))
            self.assertIn("cgplay: %s wants a whole number" % option, err)

    def test_bad_arguments(self):
        code, _, err = run([program("CGPLAY"), "chess"])
        self.assertEqual(code, 1)
        self.assertIn("no game named 'chess'", err)
        code, _, err = run([program("CGPLAY"), "war", "--human", "5"])
        self.assertEqual(code, 2)
        code, _, err = run([program("CGPLAY"), "--seed"])
        self.assertEqual(code, 2)
        self.assertTrue(err.startswith("cgplay: --seed: wants a value\nusage: "), err)
        # the reason first, then the usage (the usage alone was printed)
        for args, reason in ((["war", "--bogus"], "--bogus: unknown option"),
                             (["war", "chess"], "one game only, not also 'chess'"),
                             (["war"] + ["--bot", "random"] * 3, "--bot: given more than twice"),
                             ([], "which game? (cgplay --list names them)")):
            code, out, err = run([program("CGPLAY")] + args)
            self.assertEqual((code, out), (2, ""), args)
            self.assertTrue(err.startswith("cgplay: %s\nusage: cgplay --list\n" % reason), err)
        code, _, err = run([program("CGPLAY"), "war", "--params", "facedown=9"])
        self.assertEqual(code, 1)
        self.assertIn("parameter 'facedown' must be from 1 to 3, not 9", err)


if __name__ == "__main__":
    unittest.main()
