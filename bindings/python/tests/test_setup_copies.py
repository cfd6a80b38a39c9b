"""Setup and Clock as values (tavreli/setup.h, tavreli/clock.h): failed
edits leave what their docstrings say, and copies and pickles are
independent of the original, as Position's and Game's are."""
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


if __name__ == "__main__":
    unittest.main()
