"""Squares, colours, kinds, pieces and moves as Python values."""
import pickle
import unittest

import tavreli
from tavreli import Colour, Kind, Move, Piece, Square


class SquareTest(unittest.TestCase):
    def test_constants_are_squares(self):
        self.assertEqual(tavreli.A1, 0)
        self.assertEqual(tavreli.E4, 28)
        self.assertEqual(tavreli.H8, 63)
        self.assertIs(tavreli.E4, Square.E4)
        self.assertEqual(str(tavreli.E4), "e4")
        self.assertEqual((tavreli.E4.file, tavreli.E4.rank), (4, 3))

    def test_parse_square(self):
        self.assertIs(tavreli.parse_square("e4"), tavreli.E4)
        self.assertIs(tavreli.parse_square(28), tavreli.E4)
        self.assertEqual(tavreli.square_name(63), "h8")
        for bad in ("e9", "i1", "", "e44", "E4", 64, -1, True, None, 4.0):
            with self.assertRaises(ValueError, msg=repr(bad)):
                tavreli.parse_square(bad)

    def test_all_names_agree_with_c(self):
        for sq in range(64):
            self.assertEqual(tavreli._core.tavb_square_name(sq), str(Square(sq)))
            self.assertEqual(tavreli._core.tav_square_parse(str(Square(sq))), sq)


class PieceTest(unittest.TestCase):
    def test_fields(self):
        p = Piece(Kind.PAWN, Colour.WHITE, badge=Kind.HELGI, virgin=True)
        self.assertIs(p.colour, Colour.WHITE)
        self.assertIs(p.kind, Kind.PAWN)
        self.assertIs(p.badge, Kind.HELGI)
        self.assertFalse(p.promoted)
        self.assertTrue(p.virgin)
        self.assertEqual(str(p), "P")
        # The bit layout of tavreli/piece.h.
        self.assertEqual(int(p), 6 | 0 << 3 | 7 << 4 | 1 << 8)

    def test_promoted_black(self):
        q = Piece(Kind.QUEEN, Colour.BLACK, badge=Kind.QUEEN, promoted=True)
        self.assertIs(q.colour, Colour.BLACK)
        self.assertTrue(q.promoted)
        self.assertEqual(str(q), "q~")
        self.assertEqual(q.symbol(), "q")
        self.assertEqual(eval(repr(q), vars(tavreli)), q)

    def test_plain_piece_has_no_badge(self):
        self.assertIsNone(Piece(Kind.ROOK, Colour.WHITE).badge)

    def test_bad_pieces(self):
        with self.assertRaises(ValueError):
            Piece(0, Colour.WHITE)
        with self.assertRaises(ValueError):
            Piece(Kind.KING, 2)
        with self.assertRaises(ValueError):
            Piece(Kind.KING, -1)
        with self.assertRaises(TypeError):
            Piece("K", Colour.WHITE)

    def test_kind_letters(self):
        self.assertEqual("".join(k.letter for k in Kind), "KQRBNPH")


class MoveTest(unittest.TestCase):
    def test_fields_and_layout(self):
        m = Move("c1", "d2", 2)
        self.assertIs(m.source, tavreli.C1)
        self.assertIs(m.destination, tavreli.D2)
        self.assertEqual(m.count, 2)
        self.assertEqual(int(m), 2 | 11 << 6 | 2 << 12)   # tavreli/move.h
        self.assertEqual(str(m), "c1(2)-d2")
        self.assertEqual(repr(m), "Move('c1', 'd2', 2)")
        self.assertEqual(eval(repr(m), vars(tavreli)), m)

    def test_equality_ignores_flags(self):
        # R12: source, destination and count make the move.
        plain = Move("e2", "e4", 1)
        flagged = int.__new__(Move, int(plain) | tavreli._core.TAV_MOVE_WHOLE
                              | tavreli._core.TAV_MOVE_DOUBLE)
        self.assertEqual(plain, flagged)
        self.assertEqual(hash(plain), hash(flagged))
        self.assertEqual(len({plain, flagged}), 1)
        self.assertNotEqual(plain, Move("e2", "e4", 2))
        self.assertNotEqual(plain, Move("e2", "e3", 1))
        self.assertEqual(str(flagged), "e2-e4")
        self.assertTrue(flagged.whole and flagged.is_double_step)

    def test_bad_moves(self):
        for args in (("e2", "e4", 0), ("e2", "e4", 33), ("e2", "z4", 1), (64, 0, 1)):
            with self.assertRaises(ValueError, msg=repr(args)):
                Move(*args)

    def test_pickle(self):
        pos = tavreli.Position()
        m = pos.parse_move("e2-e4")
        m2 = pickle.loads(pickle.dumps(m))
        self.assertIs(type(m2), Move)
        self.assertEqual(int(m2), int(m))
        self.assertEqual(str(m2), "e2-e4")


if __name__ == "__main__":
    unittest.main()
