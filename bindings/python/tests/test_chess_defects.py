"""The defects ported python-chess scripts hit first. Each test
failed before its fix."""
import os
import pickle
import unittest

import tavreli
from tavreli import Game, Position, SquareSet

# Checkmate with the halfmove clock past 100 (R8: the game is over).
MATED = "k7/8/NKB5/8/8/8/8/8 b - - 105 176"


class LegalMovesCount(unittest.TestCase):
    def test_count_without_argument_is_the_number_of_moves(self):
        self.assertEqual(Position().legal_moves.count(), 39)

    def test_count_of_a_value_is_the_sequence_count(self):
        moves = Position().legal_moves
        self.assertEqual(moves.count(moves[0]), 1)
        self.assertEqual(moves.count("e2-e4"), 1)
        self.assertEqual(moves.count("e2-e5"), 0)


class NothingToClaimWhenOver(unittest.TestCase):
    def test_checkmate_with_a_high_clock(self):
        pos = Position(MATED)
        self.assertTrue(pos.is_checkmate())
        self.assertFalse(pos.can_claim_fifty_moves())
        self.assertFalse(pos.can_claim_draw())
        self.assertEqual(pos.outcome(claim_draw=True).termination, tavreli.Termination.CHECKMATE)

    def test_stalemate_after_a_repetition(self):
        pos = Position("k7/8/1Q6/8/8/8/8/7K b - - 120 90")
        self.assertTrue(pos.is_stalemate())
        self.assertFalse(pos.can_claim_fifty_moves())
        self.assertFalse(pos.can_claim_threefold_repetition())

    def test_a_game_going_on_can_still_claim(self):
        self.assertTrue(Position("k7/8/8/8/8/8/8/6QK w - - 100 80").can_claim_fifty_moves())


class StartTags(unittest.TestCase):
    TFEN = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"

    def test_game_from_tfen_has_setup_and_fen(self):
        h = Game(self.TFEN).headers
        self.assertEqual(h["SetUp"], "1")
        self.assertEqual(h["FEN"], self.TFEN)
        self.assertIn("FEN", h)
        self.assertEqual(list(h)[6:9], ["Result", "SetUp", "FEN"])

    def test_from_board_has_them_too(self):
        pos = Position(self.TFEN)
        pos.push("h1-h8")
        h = Game.from_board(pos).headers
        self.assertEqual(h.get("FEN"), self.TFEN)
        # the same tags as after writing and reading back
        again = tavreli.read_game(str(Game.from_board(pos)).encode())
        self.assertEqual(dict(h), dict(again.headers))

    def test_standard_start_has_none(self):
        self.assertNotIn("FEN", Game().headers)
        self.assertEqual(len(Game().headers), 7)


class GameTruth(unittest.TestCase):
    def test_an_empty_game_is_true(self):
        self.assertTrue(Game())
        self.assertEqual(len(Game()), 0)
        games = list(tavreli.read_games(b'[Event "A"]\n\n*\n\n[Event "B"]\n\n1. e2-e4 *\n'))
        self.assertTrue(games[0])

    def test_root_and_game_are_methods_as_in_python_chess(self):
        game = Game()
        node = game.add_move("e2-e4")
        self.assertIs(node.root(), game)
        self.assertTrue(node.root() == game)
        self.assertIs(node.game(), game)
        self.assertIs(game.root(), game)
        # the property keeps working for older code
        self.assertEqual(game.root.variations, [node])


class SquareSetOperands(unittest.TestCase):
    def test_int_minus_squareset(self):
        s = SquareSet([tavreli.A1, tavreli.B1])
        self.assertEqual(0b111 - s, SquareSet([tavreli.C1]))
        self.assertEqual(s - 0b1, SquareSet([tavreli.B1]))


@unittest.skipUnless(os.path.exists("/bin/sh"), "needs a shell")
class EngineClientDefects(unittest.TestCase):
    """Against a fake UCI engine (fake_uci.py) that logs what it is sent."""

    def setUp(self):
        from helpers import fake_engine
        self.eng, self.log = fake_engine(self)

    def test_a_failed_configure_leaves_nothing_behind(self):
        from tavreli.engine import EngineError
        with self.assertRaises(EngineError):
            self.eng.configure({"Hash": 0})
        with self.assertRaises(EngineError):
            self.eng.configure({"Hash": 0})
        self.eng.configure({"Hash": 8})

    def test_an_option_cannot_smuggle_a_command(self):
        # A line break in a name or value would end the setoption line and
        # send the rest as a command; "value" in a name would cut the name.
        from tavreli.engine import EngineError
        for options in ({"Hash\nquit": 1}, {"Hash": "1\rquit"}, {"Skill value": 3}, {"": 1}):
            with self.assertRaises(EngineError) as caught:
                self.eng.configure(dict(options, Ponder=True))
            self.assertIn("setoption", str(caught.exception))
        self.eng.ping()
        sent = self.log()
        self.assertNotIn("quit", sent)
        self.assertNotIn("setoption name Ponder", sent)  # nothing of a refused call is sent

    def test_a_nul_in_an_option_is_refused(self):
        # C reads a name or value up to its first NUL: {"Hash\0quit": 1} was
        # sent as "setoption name Hash value 1", without a word
        from tavreli.engine import EngineError
        for options in ({"Hash\0quit": 1}, {"Hash": "1\0quit"}):
            with self.subTest(options=options), self.assertRaisesRegex(EngineError, "NUL character"):
                self.eng.configure(options)
        self.eng.ping()
        self.assertNotIn("setoption", self.log())

    def test_booleans_are_uci_words(self):
        self.eng.configure({"Ponder": True, "OwnBook": False})
        self.eng.ping()
        sent = self.log()
        self.assertIn("setoption name Ponder value true", sent)
        self.assertIn("setoption name OwnBook value false", sent)

    def test_info_without_pv_is_kept(self):
        from tavreli.engine import Limit
        info = self.eng.analyse(Position("R6k/8/6K1/8/8/8/8/8 b - - 0 1"), Limit(depth=2))
        self.assertEqual(info["depth"], 0)
        self.assertEqual(info["score"].relative, tavreli.Score(mate=0))


class GamePickle(unittest.TestCase):
    def test_a_game_pickles(self):
        game = Game(headers={"White": "A"})
        game.add_move("e2-e4", comment="good")
        copy = pickle.loads(pickle.dumps(game))
        self.assertEqual(copy.moves, game.moves)
        self.assertEqual(copy.headers["White"], "A")
        self.assertEqual(copy.end().comment, "good")


if __name__ == "__main__":
    unittest.main()
