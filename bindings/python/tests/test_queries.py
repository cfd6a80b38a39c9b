"""Attack queries (tavreli/query.h, R7), SquareSet, and the promotion of a
freed pawn in a move's flags (R6 (b)). Expectations worked out by hand
from RULES.md."""
import copy
import pickle
import unittest

import tavreli
from tavreli import BLACK, WHITE, Move, Position, SquareSet

# e4: a white rook under a white knight (R2: the split frees the rook).
SPLIT_CHECK = "4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1"
# e2: a black pawn under a white rook, between the white king and a black rook.
PIN = "k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1"
# d8: a white pawn (badge queen) under a white rook; black king on h4.
FREED = "3(PR)4/8/8/8/7k/8/8/K7 w - - 0 1"


class SquareSetTest(unittest.TestCase):
    def test_set_like(self):
        s = SquareSet(["e4", tavreli.D5, 0])
        self.assertEqual(len(s), 3)
        self.assertEqual(list(s), [tavreli.A1, tavreli.E4, tavreli.D5])
        self.assertEqual(list(reversed(s)), [tavreli.D5, tavreli.E4, tavreli.A1])
        self.assertIn("e4", s)
        self.assertIn(tavreli.A1, s)
        self.assertNotIn("h8", s)
        self.assertNotIn("nonsense", s)
        self.assertEqual(int(s), 1 | 1 << 28 | 1 << 35)
        t = SquareSet(["e4", "h8"])
        self.assertEqual(s | t, SquareSet(["a1", "e4", "d5", "h8"]))
        self.assertEqual(s & t, SquareSet(["e4"]))
        self.assertEqual(s - t, SquareSet(["a1", "d5"]))
        self.assertEqual(s ^ t, SquareSet(["a1", "d5", "h8"]))
        self.assertEqual(len(~s), 61)
        self.assertEqual(s, {tavreli.A1, tavreli.E4, tavreli.D5})
        self.assertFalse(SquareSet())
        self.assertEqual(SquareSet(1 << 63), SquareSet(["h8"]))
        self.assertEqual(eval(repr(s), vars(tavreli)), s)
        self.assertEqual(pickle.loads(pickle.dumps(s)), s)
        self.assertEqual(copy.deepcopy(s), s)
        self.assertEqual(len({s, SquareSet(int(s))}), 1)
        self.assertEqual(str(SquareSet(["a8"])).splitlines()[0], "1 . . . . . . .")
        with self.assertRaises(ValueError):
            SquareSet(1 << 64)
        with self.assertRaises(ValueError):
            SquareSet(["z9"])


class AttackTest(unittest.TestCase):
    def test_tops_attack_buried_pieces_do_not(self):
        # R7: a tower attacks by its top; every non-empty square blocks.
        p = Position("4k3/8/8/8/3(pR)4/8/8/K7 w - - 0 1")
        self.assertEqual(p.attackers(WHITE, "d8"), SquareSet(["d4"]))
        self.assertEqual(p.attackers(BLACK, "c3"), SquareSet())   # the pawn is buried
        self.assertTrue(p.is_attacked_by(WHITE, "h4"))
        self.assertFalse(p.is_attacked_by(BLACK, "e3"))
        p = Position("4k3/8/8/8/3(Rp)4/8/8/K7 w - - 0 1")
        self.assertEqual(p.attackers(BLACK, "e3"), SquareSet(["d4"]))
        self.assertEqual(p.attackers(True, "d8"), SquareSet())

    def test_start_position(self):
        p = Position()
        self.assertEqual(p.attackers(WHITE, "e3"), SquareSet(["d2", "f2"]))
        self.assertEqual(p.attackers(WHITE, "f3"), SquareSet(["e2", "g2", "g1"]))
        self.assertEqual(p.checkers(), SquareSet())

    def test_bad_arguments(self):
        p = Position()
        for bad in (2, -1, None, "white"):
            with self.assertRaises(ValueError, msg=repr(bad)):
                p.attackers(bad, "e4")
        with self.assertRaises(ValueError):
            p.is_attacked_by(WHITE, 64)

    def test_split_check_checkers(self):
        # "Which piece gives a split check": R2, the freed rook and the knight.
        p = Position(SPLIT_CHECK)
        self.assertTrue(p.gives_check("e4(1)-c3"))
        self.assertFalse(p.gives_check("e4-c3"))
        self.assertTrue(p.gives_check(p.find_move("e4", "f6", 1)))
        p.push("e4(1)-f6")
        self.assertEqual(p.checkers(), SquareSet(["e4", "f6"]))
        self.assertTrue(p.is_check())

    def test_gives_check_illegal(self):
        p = Position()
        with self.assertRaises(tavreli.IllegalMoveError):
            p.gives_check(Move("e2", "e5"))
        with self.assertRaises(ValueError):
            p.gives_check(-1)

    def test_pinned_towers(self):
        # R7, as tavreli/query.h defines pins for towers.
        p = Position(PIN)
        self.assertTrue(p.is_pinned(WHITE, "e2"))
        self.assertFalse(p.is_pinned(BLACK, "e2"))
        self.assertEqual(p.pinned(WHITE), SquareSet(["e2"]))
        self.assertFalse(p.is_legal(Move("e2", "d2", 2)))   # whole, off the line
        self.assertTrue(p.is_legal(Move("e2", "e5", 2)))    # whole, along it
        self.assertTrue(p.is_legal(Move("e2", "d2", 1)))    # a split keeps e2 occupied
        p = Position("k3r3/8/8/8/4n3/8/4(pR)3/4K3 w - - 0 1")
        self.assertFalse(p.is_pinned(WHITE, "e2"))            # two blockers


class LegalTest(unittest.TestCase):
    def test_is_legal(self):
        p = Position()
        m = p.parse_move("e2-e4")
        self.assertTrue(p.is_legal(m))
        self.assertTrue(p.is_legal(Move("e2", "e4")))
        self.assertTrue(p.is_legal(int(m)))
        self.assertFalse(p.is_legal(Move("e2", "e5")))
        self.assertFalse(p.is_legal(int(m) | 1 << 26))      # junk bits: not a move
        self.assertFalse(p.is_legal(-1))
        self.assertFalse(p.is_legal(2 ** 40))
        self.assertFalse(p.is_legal(0))
        with self.assertRaises(TypeError):
            p.is_legal(True)
        with self.assertRaisesRegex(ValueError, "move_value"):  # beyond C's 64 bits: named, not False
            p.is_legal(2 ** 70)

    def test_ply(self):
        p = Position()
        self.assertEqual(p.ply(), 0)
        p.push("e2-e4")
        self.assertEqual(p.ply(), 1)
        self.assertEqual(Position("4k3/8/8/8/8/8/8/K7 b - - 0 10").ply(), 19)


class FreedPromotionTest(unittest.TestCase):
    def test_flag_and_is_promotion(self):
        # R6 (b): the new top left by a split is a pawn on its last rank.
        p = Position(FREED)
        split, whole = p.find_move("d8", "d2", 1), p.find_move("d8", "d2")
        self.assertTrue(split.is_promotion)
        self.assertTrue(split.is_freed_promotion)
        self.assertFalse(whole.is_promotion)
        self.assertTrue(p.gives_check(split))       # the freed queen sees h4
        p.push(split)
        self.assertTrue(p.top("d8").promoted)
        self.assertIs(p.top("d8").kind, tavreli.QUEEN)
        self.assertTrue(p.move_stack[-1].is_promotion)
        self.assertEqual(p.checkers(), SquareSet(["d8"]))

    def test_moving_promotion_still_counts(self):
        p = Position("7k/4P3/8/8/8/8/8/K7 w - - 0 1")
        m = p.push("e7-e8")
        self.assertTrue(m.is_promotion)
        self.assertFalse(m.is_freed_promotion)

    def test_opponents_pawn(self):
        p = Position("4k3/8/8/8/8/8/8/1(pR)2K3 w - - 0 1")
        self.assertTrue(p.find_move("b1", "b5", 1).is_freed_promotion)


if __name__ == "__main__":
    unittest.main()
