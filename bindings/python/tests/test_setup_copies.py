"""Setup and Clock as values (tavreli/setup.h, tavreli/clock.h): failed
edits leave what their docstrings say, and copies and pickles are
independent of the original, as Position's and Game's are."""
import copy
import pickle
import unittest

import tavreli
from tavreli import KING, QUEEN, WHITE, Piece, Setup

Q = Piece(QUEEN, WHITE)


class SetTowerAtTest(unittest.TestCase):
    """R1: a board holds at most 32 pieces. set_tower_at raised on the
    33rd queen but left 32 on e4; a non-Piece in the middle left the pieces
    before it. On an error the square is left empty."""

    def test_too_many_pieces_leave_the_square_empty(self):
        s = Setup()
        s.set_tower_at("e4", [Q, Q])
        with self.assertRaisesRegex(ValueError, "32 pieces"):
            s.set_tower_at("e4", [Q] * 33)
        self.assertEqual(s.tower("e4"), ())
        self.assertEqual(s.piece_map(), {})

    def test_a_non_piece_leaves_the_square_empty(self):
        s = Setup()
        s.set_piece_at("a1", Piece(KING, WHITE))
        with self.assertRaises(TypeError):
            s.set_tower_at("e4", [Q, "Q", Q])
        self.assertEqual(s.tower("e4"), ())
        self.assertEqual(s.tower("a1"), (Piece(KING, WHITE),))
        s.set_tower_at("e4", [Q] * 31)  # all 32 fit once the failed ones are gone
        self.assertEqual(len(s.tower("e4")), 31)


class CopyAndPickleTest(unittest.TestCase):
    """copy.copy() of a Setup or a Clock shared the C object (editing the
    copy edited the original); deepcopy and pickle failed ("cannot pickle
    '_core.tav_setup'"). Both copy and pickle as Position and Game do."""

    def setup(self):
        s = Setup.from_position(tavreli.Position())
        s.set_tower_at("d2", [])
        s.set_tower_at("c2", [])
        s.set_tower_at("e4", [Q, Piece(KING, tavreli.BLACK)])  # illegal: a third king
        s.turn = tavreli.BLACK
        s.set_castling_rights(tavreli.CASTLE_WHITE_SHORT)
        s.set_ep_square("e3")
        s.set_clocks(7, 12)
        return s

    def test_setup_copies_are_independent(self):
        s = self.setup()
        for c in (copy.copy(s), copy.deepcopy(s), s.copy(), pickle.loads(pickle.dumps(s))):
            with self.subTest(copy=c):
                self.assertIsNot(c._s, s._s)
                self.assertEqual(c.tfen(), s.tfen())
                self.assertEqual([c.tower(sq) for sq in tavreli.SQUARES], [s.tower(sq) for sq in tavreli.SQUARES])
                c.set_tower_at("e4", [])
                c.set_clocks(0, 1)
                self.assertEqual(len(s.tower("e4")), 2)
                self.assertIn(" 7 12", s.tfen())

    def test_a_bad_setup_pickle_is_refused(self):
        # a Setup pickles as C's text of it (tavb_setup_state): one that is
        # none is a ValueError saying so, not a crash or a wrong board
        data = pickle.dumps(self.setup()).replace(b" 1:", b" 1?", 1)
        with self.assertRaisesRegex(ValueError, "not a Setup pickle: '0:"):
            pickle.loads(data)

    def test_clock_copies_are_independent(self):
        clock = tavreli.Clock("40/5400+30:1800+30")
        clock.press(12.5)
        clock.press(3.25)
        clock.press(1)
        clock.set_moves(tavreli.BLACK, 39)
        for c in (copy.copy(clock), copy.deepcopy(clock), clock.copy(), pickle.loads(pickle.dumps(clock))):
            with self.subTest(copy=c):
                self.assertIsNot(c._c, clock._c)
                for side in (tavreli.WHITE, tavreli.BLACK):
                    self.assertEqual(c.remaining(side), clock.remaining(side))
                    self.assertEqual(c.moves(side), clock.moves(side))
                    self.assertEqual(c.period(side), clock.period(side))
                self.assertEqual((c.turn, c.time_control), (clock.turn, clock.time_control))
                c.press(100)
                self.assertEqual(clock.turn, tavreli.BLACK)
                self.assertEqual(clock.moves(tavreli.BLACK), 39)

    def test_a_stopped_or_flagged_clock_pickles(self):
        clock = tavreli.Clock("60")
        clock.pause(10)
        back = pickle.loads(pickle.dumps(clock))
        self.assertTrue(back.paused)
        self.assertEqual(back.remaining(tavreli.WHITE), clock.remaining(tavreli.WHITE))
        clock = tavreli.Clock("60")
        self.assertTrue(clock.check(61))
        back = pickle.loads(pickle.dumps(clock))
        self.assertEqual(back.flagged(), tavreli.WHITE)


class PlainErrorsTest(unittest.TestCase):
    """SWIG's own messages reached users ("OverflowError: in method
    'tav_setup_set_castling', argument 2 of type 'unsigned int'"): a
    ValueError names the argument; SquareSet | [1, 64] names 64."""

    def test_setup_fields_out_of_range(self):
        s = Setup()
        with self.assertRaisesRegex(ValueError, "castling rights .* not -1"):
            s.set_castling_rights(-1)
        with self.assertRaisesRegex(ValueError, "halfmove_clock must be 0..4294967295, not 1099511627776"):
            s.set_clocks(2 ** 40, 1)
        with self.assertRaisesRegex(ValueError, "fullmove_number must be 0..4294967295, not -1"):
            s.set_clocks(0, -1)
        with self.assertRaisesRegex(ValueError, "not a piece: 999"):
            s.put_piece("e4", int.__new__(Piece, 999))
        with self.assertRaisesRegex(ValueError, "not a piece"):
            s.put_piece("e4", int.__new__(Piece, 2 ** 40))
        self.assertEqual(s.piece_map(), {})

    def test_squareset_names_the_bad_square(self):
        with self.assertRaisesRegex(ValueError, "not a square: 64"):
            tavreli.SquareSet() | [1, 64]
        with self.assertRaisesRegex(ValueError, "not a square: 64"):
            tavreli.SquareSet([1]) & {64}
        self.assertNotEqual(tavreli.SquareSet([1]), [1, 64])
        self.assertEqual(tavreli.SquareSet([1]) | [2], tavreli.SquareSet([1, 2]))


if __name__ == "__main__":
    unittest.main()
