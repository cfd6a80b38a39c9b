"""Errors are exceptions carrying the located details of the C tav_error."""
import random
import unittest

import tavreli
from tavreli import IllegalMoveError, NotationError, Position, TavreliError, TfenError

START = tavreli.START_TFEN


class HierarchyTest(unittest.TestCase):
    def test_subclasses(self):
        for cls in (TfenError, NotationError, IllegalMoveError):
            self.assertTrue(issubclass(cls, ValueError))
            self.assertTrue(issubclass(cls, TavreliError))


class TfenErrorTest(unittest.TestCase):
    def check(self, tfen, field, offset=None, square=None):
        with self.assertRaises(TfenError) as cm:
            Position(tfen)
        e = cm.exception
        self.assertEqual(e.code, tavreli._core.TAV_ETFEN)
        self.assertEqual(e.field, field, e)
        if offset is not None:
            self.assertEqual(e.offset, offset, e)
        if square is not None:
            self.assertEqual(e.square, square, e)
        self.assertEqual(e.text, tfen)
        self.assertTrue(e.message)
        self.assertIn(e.message, str(e))
        self.assertIn(f"field {field}", str(e))
        if e.offset >= 0:
            self.assertIn(f"offset {e.offset}", str(e))
        if e.square:
            self.assertIn(f"square {e.square}", str(e))
        return e

    def test_unknown_piece_letter(self):
        # R10: field 1, the 'x' at offset 13 on e7.
        e = self.check("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 13, "e7")
        self.assertIn("'x'", e.message)

    def test_fields(self):
        self.check("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 2, 44)
        self.check("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", 3)
        self.check("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", 4)
        self.check("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", 5)
        self.check("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", 6)

    def test_impossible_positions(self):
        # R10: a king not on top of its tower; two white kings.
        self.check("4k3/8/8/8/8/8/8/(KR)7 w - - 0 1", 1)
        self.check("4k3/8/8/8/8/8/8/K6K w - - 0 1", 1)

    def test_not_a_str(self):
        with self.assertRaises(TypeError):
            Position(None)
        with self.assertRaises(TypeError):
            Position(b"8/8")

    def test_nul_and_non_ascii(self):
        with self.assertRaises(TfenError) as cm:
            Position(START + "\0junk")
        self.assertEqual(cm.exception.offset, len(START))
        with self.assertRaises(TfenError):
            Position(START.replace("r", "\u0433", 1))

    def test_nothing_is_lost_on_garbage(self):
        # Random mutations of a TFEN: a Position or a TfenError, nothing else.
        rng = random.Random(1997)
        alphabet = "pnbrqkhPNBRQKH()~=!/12345678 wb-KQkqe36x"
        for _ in range(3000):
            chars = list(START)
            for _ in range(rng.randint(1, 4)):
                i = rng.randrange(len(chars) + 1)
                op = rng.randrange(3)
                if op == 0 and i < len(chars):
                    del chars[i]
                elif op == 1:
                    chars.insert(i, rng.choice(alphabet))
                elif i < len(chars):
                    chars[i] = rng.choice(alphabet)
            text = "".join(chars)
            try:
                p = Position(text)
            except TfenError as e:
                self.assertTrue(e.message)
                self.assertIn(e.field, range(0, 7))
            else:
                Position(p.tfen())     # whatever it accepts, it writes readable


class NotationErrorTest(unittest.TestCase):
    def test_unreadable(self):
        p = Position()
        with self.assertRaises(NotationError) as cm:
            p.parse_move("e2-e9")
        e = cm.exception
        self.assertEqual(e.code, tavreli._core.TAV_ENOTATION)
        self.assertEqual(e.offset, 3)
        self.assertIn("offset 3", str(e))
        self.assertEqual(e.field, 0)
        self.assertIsNone(e.square)
        self.assertEqual(e.text, "e2-e9")

    def test_cyrillic_letter(self):
        # The typo of game 13 (tests/data/games/README.md): a Cyrillic 'с'.
        with self.assertRaises(NotationError) as cm:
            Position().parse_move("\u04412-c4")
        self.assertEqual(cm.exception.offset, 0)

    def test_junk(self):
        p = Position()
        for text in ("", "e2", "e2-", "e2e4 ", " e2-e4", "e2(0)-e4", "e2(1)-e4(1)", "e2\0-e4"):
            with self.assertRaises(NotationError, msg=repr(text)):
                p.parse_move(text)
        with self.assertRaises(TypeError):
            p.parse_move(12)

    def test_random_texts(self):
        rng = random.Random(2003)
        p = Position("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1")
        alphabet = "abcdefgh12345678()-x:+#!?=0O "
        for _ in range(3000):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
            try:
                m = p.parse_move(text)
            except (NotationError, IllegalMoveError) as e:
                self.assertTrue(e.message)
            else:
                self.assertIn(m, p.legal_moves)


class IllegalMoveErrorTest(unittest.TestCase):
    def test_from_text(self):
        p = Position()
        with self.assertRaises(IllegalMoveError) as cm:
            p.push("e2-e5")
        e = cm.exception
        self.assertEqual(e.code, tavreli._core.TAV_EILLEGAL)
        self.assertEqual(e.square, "e2")
        self.assertIn("square e2", str(e))
        self.assertIn("e2", e.message)

    def test_from_move(self):
        p = Position()
        with self.assertRaises(IllegalMoveError) as cm:
            p.push(tavreli.Move("d1", "d5"))
        self.assertEqual(cm.exception.square, "d1")
        self.assertEqual(cm.exception.text, START)

    def test_wrong_side(self):
        with self.assertRaises(IllegalMoveError):
            Position().push("e7-e5")

    def test_onto_a_king(self):
        # R2: nothing may be placed on a king, own or enemy; R5: a pawn may
        # not step onto nor double-step over an enemy-topped square.
        p = Position("8/8/8/8/8/4k3/4P3/4K3 w - - 0 1")
        for text in ("e2-e3", "e2-e4"):
            with self.assertRaises(IllegalMoveError, msg=text):
                p.push(text)
        p = Position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1")
        with self.assertRaises(IllegalMoveError):
            p.push("e2-e1")
        self.assertEqual(str(p.push("e2-e7")), "e2-e7")


if __name__ == "__main__":
    unittest.main()
