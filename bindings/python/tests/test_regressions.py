"""Regression tests for the binding's bugs of value types, arguments and
messages, and for Python asking C for notation."""
import copy
import io
import pickle
import unittest

import tavreli
from tavreli import BLACK, WHITE, Colour, Kind, Move, Piece, Position

REPEAT = "g1-f3 g8-f6 f3-g1 f6-g8 g1-f3 g8-f6 f3-g1 f6-g8".split()


class ValueTypeTest(unittest.TestCase):
    def test_piece_pickles_and_copies(self):
        pos = Position()
        piece = pos.top("e2")
        for clone in (pickle.loads(pickle.dumps(piece)), copy.copy(piece), copy.deepcopy(piece)):
            self.assertIs(type(clone), Piece)
            self.assertEqual(int(clone), int(piece))
            self.assertEqual(repr(clone), repr(piece))
        towers = dict(pos.towers())
        self.assertEqual(copy.deepcopy(towers), towers)
        self.assertEqual(pickle.loads(pickle.dumps(towers)), towers)

    def test_position_pickle_keeps_history(self):
        p = Position()
        for m in REPEAT:
            p.push(m)
        self.assertTrue(p.can_claim_threefold_repetition())
        q = pickle.loads(pickle.dumps(p))
        self.assertEqual(q, p)
        self.assertEqual(q.move_stack, p.move_stack)
        self.assertEqual(q.repetitions(), 3)
        self.assertTrue(q.can_claim_threefold_repetition())
        # from a TFEN: the history starts there
        p = Position("4k3/8/8/8/8/8/8/R3K3 w Q - 3 7")
        p.push("a1-a2")
        q = pickle.loads(pickle.dumps(p))
        self.assertEqual(q.tfen(), p.tfen())
        self.assertEqual(q.pop(), Move("a1", "a2"))
        self.assertEqual(q.tfen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 3 7")

    def test_position_is_not_hashable_but_has_keys(self):
        # python-chess: a mutable Board is unhashable; keys are values.
        p = Position()
        with self.assertRaises(TypeError):
            {p}
        seen = {p.zobrist_hash()}
        p.push("g1-f3")
        self.assertNotIn(p.zobrist_hash(), seen)
        p.pop()
        self.assertIn(p.zobrist_hash(), seen)
        self.assertEqual(Position(), p)   # compared by value


class ColourTest(unittest.TestCase):
    def test_python_chess_colours(self):
        self.assertTrue(WHITE)
        self.assertFalse(BLACK)
        self.assertEqual(WHITE, True)
        self.assertEqual(BLACK, False)
        self.assertIs(~WHITE, BLACK)
        self.assertEqual(tavreli.COLORS, [WHITE, BLACK])
        p = Position()
        self.assertEqual("white" if p.turn else "black", "white")
        self.assertEqual(tavreli.COLOR_NAMES[p.turn], "white")
        p.push("e2-e4")
        self.assertEqual("white" if p.turn else "black", "black")
        self.assertIs(p.turn, BLACK)
        self.assertEqual(p.king(True), tavreli.E1)
        self.assertEqual(p.king(False), tavreli.E8)
        self.assertIs(p.top("e4").color, WHITE)
        self.assertIs(p.top("e7").color, BLACK)

    def test_piece_order_is_python_chess(self):
        piece = Piece(tavreli.PAWN, WHITE)
        self.assertIs(piece.piece_type, Kind.PAWN)
        self.assertIs(piece.color, Colour.WHITE)
        self.assertEqual(Position().top("e2"), Piece(Kind.PAWN, True, badge=Kind.HELGI, virgin=True))
        self.assertEqual(eval(repr(piece), vars(tavreli)), piece)

    def test_king_refuses_bad_colours(self):
        # These returned g8 (the C error code used as a list index).
        for bad in (2, -1, 99, None, "w"):
            with self.assertRaises(ValueError, msg=repr(bad)):
                Position().king(bad)

    def test_outcome_termination(self):
        p = Position("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1")
        p.push("f7-g7")
        o = p.outcome()
        self.assertIs(o.termination, tavreli.Termination.CHECKMATE)
        self.assertIs(o.winner, WHITE)
        self.assertEqual(o.result(), "1-0")


class ArgumentTest(unittest.TestCase):
    def test_push_bad_values(self):
        p = Position()
        legal = int(p.parse_move("e2-e4"))
        for bad in (-1, 2 ** 40, legal | 1 << 26, legal | 1 << 31):
            with self.assertRaises(ValueError, msg=hex(bad)) as cm:
                p.push(bad)
            self.assertIn("not a move value", str(cm.exception))
        with self.assertRaises(TypeError):
            p.push(True)
        with self.assertRaises(TypeError):
            p.push(False)
        self.assertEqual(p, Position())
        self.assertEqual(len(p.move_stack), 0)

    def test_find_move_count(self):
        p = Position()
        with self.assertRaises(ValueError):
            p.find_move("a1", "a2", 0)
        with self.assertRaises(TypeError):
            p.find_move("b1", "c3", "1")
        self.assertEqual(str(p.find_move("b1", "c3")), "b1-c3")

    def test_move_constructor(self):
        with self.assertRaises(ValueError) as cm:
            Move("e2", "e2")
        self.assertIn("e2", str(cm.exception))
        with self.assertRaises(TypeError) as cm:
            Move("e2", "e4", "2")
        self.assertIn("count", str(cm.exception))
        with self.assertRaises(TypeError):
            Move("e2", "e4", True)


class MessageTest(unittest.TestCase):
    def assertPrintable(self, e):
        text = str(e)
        text.encode("utf-8")              # no lone surrogate
        print(e, file=io.StringIO())      # print(e) works
        return text

    def test_em_dash(self):
        with self.assertRaises(tavreli.NotationError) as cm:
            Position().push("e2\u2014e4")
        text = self.assertPrintable(cm.exception)
        self.assertIn("'\u2014'", text)
        self.assertIn("U+2014", text)
        self.assertIn("'e2-e4'", text)    # how to write it

    def test_cyrillic(self):
        with self.assertRaises(tavreli.NotationError) as cm:
            Position().push("\u04352-\u04354")
        text = self.assertPrintable(cm.exception)
        self.assertIn("'\u0435'", text)
        self.assertIn("U+0435", text)
        self.assertIn("Latin", text)

    def test_upper_case_squares(self):
        with self.assertRaises(tavreli.NotationError) as cm:
            Position().push("E2-E4")
        text = self.assertPrintable(cm.exception)
        self.assertIn("lower case", text)
        self.assertIn("'e2-e4'", text)

    def test_message_is_c_message(self):
        # C writes the whole message, hint included: Python
        # neither repairs nor adds to it.
        from tavreli import _core
        pos = Position()
        for text, hint in [("E2-E4", "squares are written in lower case (e, not E): write 'e2-e4'"),
                           ("e2\u2014e4", "'\u2014' (U+2014): expected '-', 'x' or ':' between the squares; "
                                         "it is not the hyphen-minus '-': write 'e2-e4'"),
                           ("e2 e4", "the squares are joined by '-': write 'e2-e4'"),
                           ("\u04352-e4", "it is not a Latin letter"),
                           ("e2-e4\U0001F600", "'\U0001F600' (U+1F600)")]:
            err = _core.tav_error()
            self.assertFalse(_core.tavb_move_parse(pos._p, text, err))
            with self.assertRaises(tavreli.NotationError) as cm:
                pos.parse_move(text)
            self.assertEqual(cm.exception.message, err.message)
            self.assertIn(hint, cm.exception.message)
            self.assertPrintable(cm.exception)

    def test_bad_byte_in_a_game(self):
        # A byte that starts no UTF-8 character reaches Python as \xNN,
        # never as a lone surrogate.
        game = tavreli.read_game(b'[Result "*"]\n\n1. e2-e4 e7\xffe5 *\n')
        text = " ".join(p.message + " " + p.move for p in game.problems)
        self.assertIn("\\xFF", text)
        text.encode("utf-8")

    def test_tfen_with_non_ascii(self):
        with self.assertRaises(tavreli.TfenError) as cm:
            Position("rnbqkbnr/pppppppp/8/8/4\u20144/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        self.assertPrintable(cm.exception)


class MoveStackTest(unittest.TestCase):
    def test_live_view(self):
        p = Position()
        stack = p.move_stack
        self.assertEqual(len(stack), 0)
        p.push("e2-e4")
        p.push("e7-e5")
        self.assertEqual(len(stack), 2)          # live, not a rebuilt list
        self.assertEqual(str(stack[-1]), "e7-e5")
        self.assertEqual([str(m) for m in stack[:1]], ["e2-e4"])
        self.assertEqual(stack, [Move("e2", "e4"), Move("e7", "e5")])
        with self.assertRaises(IndexError):
            stack[2]
        p.pop()
        self.assertEqual(len(stack), 1)


class NotationTest(unittest.TestCase):
    def test_castling_prints_as_played(self):
        p = Position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        hand = Move("e1", "g1")
        self.assertEqual(p.move_text(hand), "0-0")
        m = p.push(hand)
        self.assertEqual(str(m), "0-0")
        self.assertTrue(m.is_castling)
        self.assertEqual(str(p.move_stack[0]), "0-0")

    def test_legal_moves_reads_text_as_c_does(self):
        # "O-O-0" in legal_moves was True while parse_move raised,
        # "a1(01)-b3" the other way round. Both now ask C.
        p = Position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        with self.assertRaises(tavreli.NotationError):
            p.parse_move("O-O-0")
        self.assertNotIn("O-O-0", p.legal_moves)
        self.assertIn("O-O-O", p.legal_moves)
        self.assertIn("e1-c1", p.legal_moves)
        p = Position("4k3/8/8/8/8/8/8/N3K3 w - - 0 1")
        self.assertEqual(str(p.parse_move("a1(01)-b3")), "a1-b3")
        self.assertIn("a1(01)-b3", p.legal_moves)

    def test_snapshot_after_the_position_moved_on(self):
        p = Position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        moves = p.legal_moves
        p.push("0-0")
        p.push("0-0-0")
        self.assertIn("O-O-O", moves)             # read against the position then
        self.assertIn("e1-c1", moves)
        self.assertNotIn("e8-g8", moves)
        p.pop()
        p.pop()
        self.assertIn("e1-g1", moves)


if __name__ == "__main__":
    unittest.main()
