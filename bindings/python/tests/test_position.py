"""Position: construction, reading, legal moves, push/pop, the end of the game."""
import copy
import gc
import os
import threading
import unittest
import xml.dom.minidom

import tavreli
from tavreli import Colour, Kind, Move, Piece, Position, Termination

TOWER = "7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1"       # R2: a three-piece tower
MATE = "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"           # R8 checkmate
STALEMATE = "k7/8/1Q6/8/8/8/8/7K b - - 0 1"       # R8 stalemate


class PackageTest(unittest.TestCase):
    def test_imported_from_where_asked(self):
        # make check imports the build tree's copy, installcheck the installed one.
        first = os.environ.get("TAV_PYTHON_PATH", "").split(":")[0]
        if first:
            self.assertTrue(os.path.realpath(tavreli.__file__).startswith(os.path.realpath(first)),
                            tavreli.__file__)

    def test_version_and_typed(self):
        self.assertRegex(tavreli.__version__, r"^\d+\.\d+\.\d+$")
        here = os.path.dirname(tavreli.__file__)
        self.assertTrue(os.path.exists(os.path.join(here, "py.typed")))

    def test_docstrings_from_c(self):
        # SWIG -doxygen turns the header comments into docstrings.
        self.assertIn("legal move", tavreli._core.tav_position_push.__doc__)
        self.assertIn("TFEN", Position.__doc__)


class ConstructionTest(unittest.TestCase):
    def test_default_is_start(self):
        p = Position()
        self.assertEqual(p.tfen(), tavreli.START_TFEN)
        self.assertEqual(tavreli.START_TFEN,
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        self.assertEqual(Position.start(), p)
        self.assertEqual(Position(tavreli.START_TFEN), p)

    def test_root_is_where_the_move_stack_starts(self):
        # python-chess's Board.root(): every move and null move taken back
        start = "7k/8/7K/8/8/8/8/2(p=qN)5 w - - 0 1"
        p = Position(start)
        p.push("h6-g6")
        p.push(Move.null())
        p.push("g6-f6")
        root = p.root()
        self.assertEqual(root.tfen(), start)
        self.assertEqual(len(root.move_stack), 0)
        self.assertEqual(len(p.move_stack), 3)

    def test_tfen_round_trip_is_canonical(self):
        # R10: input may use (P), 44, a redundant badge; output is canonical.
        p = Position("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBN(R) w qkQK - 0 1")
        self.assertEqual(p.tfen(), tavreli.START_TFEN)
        self.assertEqual(Position(TOWER).tfen(), TOWER)

    def test_repr_and_str(self):
        p = Position(TOWER)
        self.assertEqual(repr(p), f"Position({TOWER!r})")
        self.assertEqual(eval(repr(p), vars(tavreli)), p)
        # the board of tav_position_write_board (and of `tavreli play`):
        # whole towers bottom to top (R2), then the towers and the turn
        board = str(p).splitlines()
        self.assertEqual(board[0], "    a      b      c      d      e      f      g      h")
        self.assertEqual(board[1], " 8 |" + "  .   |" * 7 + "k     | 8")
        self.assertEqual(board[5], " 4 |" + "  .   |" * 3 + "pNR   |" + "  .   |" * 4 + " 4")
        self.assertEqual(board[9:], ["towers, bottom to top: d4 pNR", "white to move"])
        start = str(Position()).splitlines()
        self.assertEqual(start[8], " 1 |R     |N     |B     |Q     |K     |B     |N     |R     | 1")
        self.assertEqual(len(start), 10)  # no tower line, no final new line

    def test_equality_and_hash(self):
        a, b = Position(), Position()
        self.assertEqual(a, b)
        # Mutable, so not hashable (python-chess's Board is not either):
        # a hash that changed under a set would lose the position in it.
        with self.assertRaises(TypeError):
            hash(a)
        with self.assertRaises(TypeError):
            {a}
        keys = {a.zobrist_hash(), b.zobrist_hash()}
        self.assertEqual(len(keys), 1)
        self.assertEqual(len({a.tfen(), b.tfen()}), 1)
        b.push("e2-e4")
        self.assertNotEqual(a, b)
        self.assertNotEqual(a.zobrist_hash(), b.zobrist_hash())
        b.pop()
        self.assertEqual(a, b)
        self.assertEqual(a.zobrist_hash(), b.zobrist_hash())
        self.assertNotEqual(a, tavreli.START_TFEN)

    def test_copy_is_independent_and_keeps_history(self):
        a = Position()
        a.push("e2-e4")
        b = a.copy()
        self.assertEqual(a, b)
        self.assertEqual(b.move_stack, a.move_stack)
        b.push("e7-e5")
        self.assertNotEqual(a, b)
        self.assertEqual(len(a.move_stack), 1)
        self.assertEqual(b.pop(), Move("e7", "e5"))
        self.assertEqual(b.pop(), Move("e2", "e4"))
        self.assertEqual(a.peek(), Move("e2", "e4"))
        self.assertEqual(copy.copy(a), a)
        self.assertEqual(copy.deepcopy(a), a)

    def test_readers(self):
        p = Position("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 5 40")
        self.assertIs(p.turn, Colour.BLACK)
        self.assertIs(p.ep_square, tavreli.D3)
        self.assertEqual(p.halfmove_clock, 5)
        self.assertEqual(p.fullmove_number, 40)
        self.assertEqual(p.castling_rights, 0)
        self.assertIs(p.king(Colour.WHITE), tavreli.E1)
        s = Position()
        self.assertEqual(s.castling_rights, 15)
        self.assertIsNone(s.ep_square)
        self.assertIs(s.turn, Colour.WHITE)


class TowerTest(unittest.TestCase):
    def test_tower_bottom_first(self):
        p = Position(TOWER)
        t = p.tower("d4")
        self.assertIsInstance(t, tuple)
        self.assertEqual([(x.colour, x.kind) for x in t],
                         [(Colour.BLACK, Kind.PAWN), (Colour.WHITE, Kind.KNIGHT),
                          (Colour.WHITE, Kind.ROOK)])
        self.assertIs(t[0].badge, Kind.QUEEN)   # R1: a d-file pawn carries Q
        self.assertEqual(p.tower(tavreli.D4), t)
        self.assertEqual(p.tower(27), t)
        self.assertEqual(p.tower("a1"), ())
        self.assertEqual(p.height("d4"), 3)
        self.assertEqual(p.top("d4"), t[-1])
        self.assertIsNone(p.top("a1"))
        with self.assertRaises(ValueError):
            p.tower("z9")

    def test_start_pieces(self):
        p = Position()
        (e2,) = p.tower("e2")
        self.assertEqual((e2.kind, e2.badge, e2.virgin, e2.promoted),
                         (Kind.PAWN, Kind.HELGI, True, False))
        (b7,) = p.tower(tavreli.B7)
        self.assertEqual((b7.colour, b7.badge), (Colour.BLACK, Kind.KNIGHT))

    def test_promoted_piece(self):
        p = Position("4k3/8/8/8/3Pp3/3Q~4/8/4K3 b - d3 0 1")
        (q,) = p.tower("d3")
        self.assertTrue(q.promoted)
        self.assertIs(q.badge, Kind.QUEEN)
        self.assertEqual(str(q), "Q~")

    def test_towers(self):
        p = Position(TOWER)
        towers = list(p.towers())
        self.assertEqual([str(sq) for sq, _ in towers], ["h1", "d4", "h8"])
        self.assertEqual(dict(towers)[tavreli.D4], p.tower("d4"))
        self.assertEqual(sum(len(t) for _, t in Position().towers()), 32)


class LegalMovesTest(unittest.TestCase):
    def test_collection(self):
        p = Position()
        moves = p.legal_moves
        self.assertEqual(len(moves), 39)                    # perft D1
        self.assertTrue(all(isinstance(m, Move) for m in moves))
        self.assertIn(Move("e2", "e4"), moves)
        self.assertIn("e2-e4", moves)
        self.assertIn(moves[0], moves)
        self.assertNotIn(Move("e2", "e5"), moves)
        self.assertNotIn("e2-e5", moves)
        self.assertNotIn("junk", moves)
        self.assertNotIn(None, moves)
        self.assertNotIn("e2(1)-e4(1)", moves)
        self.assertIn("e2xe4!", moves)
        castle = Position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").legal_moves
        for text in ("0-0", "O-O", "0-0-0+", "O-O-O", "e1-g1", "e1-c1"):
            self.assertIn(text, castle)
        self.assertNotIn("e8-g8", castle)
        self.assertEqual(list(moves)[3], moves[3])
        self.assertEqual(moves[:2], list(moves)[:2])
        self.assertTrue(moves)
        self.assertEqual(len(set(moves)), 39)
        self.assertIn("e2-e4", repr(moves))
        self.assertEqual(p.legal_move_ints(), [int(m) for m in moves])

    def test_snapshot(self):
        p = Position()
        moves = p.legal_moves
        p.push("e2-e4")
        self.assertEqual(len(moves), 39)
        self.assertIn(Move("e2", "e4"), moves)

    def test_splits(self):
        # R2/R4: each destination gives one move per split size.
        p = Position(TOWER)
        moves = p.legal_moves
        self.assertEqual(len(moves), 45)
        texts = {str(m) for m in moves}
        self.assertTrue({"d4(1)-d8", "d4(2)-d8", "d4-d8"} <= texts)
        whole = next(m for m in moves if str(m) == "d4-d8")
        self.assertEqual((whole.count, whole.whole), (3, True))

    def test_empty_when_mated(self):
        self.assertEqual(len(Position(MATE).legal_moves), 0)
        self.assertFalse(Position(MATE).legal_moves)


class PushPopTest(unittest.TestCase):
    def test_push_forms(self):
        p = Position()
        m = p.push("e2-e4")
        self.assertIsInstance(m, Move)
        self.assertEqual(str(m), "e2-e4")
        self.assertTrue(m.is_double_step)
        m2 = p.push(p.legal_moves[0])
        self.assertEqual(p.peek(), m2)
        m3 = p.push(Move("g1", "f3"))      # hand-made: returned with its flags
        self.assertEqual(str(m3), "g1-f3")
        self.assertTrue(m3.whole)
        m4 = p.push(int(p.parse_move("g8-f6")))   # a plain int
        self.assertIs(type(m4), Move)
        self.assertEqual(p.move_stack, [m, m2, m3, m4])
        self.assertEqual([str(x) for x in p.move_stack][2:], ["g1-f3", "g8-f6"])
        with self.assertRaises(TypeError):
            p.push(None)
        with self.assertRaises(TypeError):
            p.push(3.5)

    def test_pop_peek(self):
        p = Position()
        with self.assertRaises(IndexError):
            p.pop()
        with self.assertRaises(IndexError):
            p.peek()
        p.push("d2-d4")
        p.push("d7-d5")
        self.assertEqual(str(p.peek()), "d7-d5")
        self.assertEqual(str(p.pop()), "d7-d5")
        self.assertEqual(str(p.pop()), "d2-d4")
        self.assertEqual(p, Position())
        self.assertEqual(p.move_stack, [])

    def test_illegal_push_leaves_position(self):
        p = Position()
        with self.assertRaises(tavreli.IllegalMoveError):
            p.push(Move("e2", "e5"))
        with self.assertRaises(tavreli.IllegalMoveError):
            p.push("e7-e5")                 # black's pawn, white to move
        with self.assertRaises(tavreli.NotationError):
            p.push("e2-e9")
        with self.assertRaises(ValueError):
            p.push(-1)
        self.assertEqual(p, Position())
        self.assertEqual(p.move_stack, [])

    def test_parse_move_forms(self):
        # R9: every accepted input form reads as the same move.
        p = Position(TOWER)
        want = p.parse_move("d4(2)-d8")
        for text in ("d4-d8(2)", "d4(2)xd8", "d4(2):d8", "d4(2)-d8+", "d4(2)-d8!?"):
            self.assertEqual(p.parse_move(text), want, text)
        self.assertEqual(p.move_text(want), "d4(2)-d8")
        self.assertEqual(p.move_text("d4(3)-d8"), "d4-d8")   # (k) with k = h
        self.assertEqual(p.move_text(Move("d4", "d8", 3)), "d4-d8")
        with self.assertRaises(tavreli.IllegalMoveError):
            p.move_text(Move("d4", "e5", 1))

    def test_castling(self):
        # R7 castling, R9 notation.
        p = Position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        self.assertEqual(str(p.parse_move("O-O")), "0-0")
        self.assertEqual(p.parse_move("e1-g1"), p.parse_move("0-0"))
        m = p.push("0-0-0")
        self.assertTrue(m.is_castling)
        self.assertEqual(str(m), "0-0-0")
        self.assertEqual(p.tower("d1")[0].kind, Kind.ROOK)
        self.assertEqual(p.castling_rights, tavreli.CASTLE_BLACK_SHORT | tavreli.CASTLE_BLACK_LONG)

    def test_find_move(self):
        p = Position(TOWER)
        self.assertEqual(str(p.find_move("d4", "d8")), "d4-d8")
        self.assertEqual(str(p.find_move("d4", "d8", 1)), "d4(1)-d8")
        with self.assertRaises(tavreli.IllegalMoveError):
            p.find_move("d4", "e6")


class EndTest(unittest.TestCase):
    def test_checkmate(self):
        p = Position(MATE)
        self.assertTrue(p.is_check())
        self.assertTrue(p.is_checkmate())
        self.assertFalse(p.is_stalemate())
        o = p.outcome()
        self.assertEqual((o.termination, o.winner, o.result()), (Termination.CHECKMATE, Colour.WHITE, "1-0"))
        self.assertTrue(p.is_game_over())

    def test_stalemate(self):
        p = Position(STALEMATE)
        self.assertFalse(p.is_check())
        self.assertFalse(p.is_checkmate())
        self.assertTrue(p.is_stalemate())
        o = p.outcome()
        self.assertEqual((o.termination, o.winner, o.result()), (Termination.STALEMATE, None, "1/2-1/2"))

    def test_check_not_mate(self):
        p = Position(TOWER)
        p.push("d4(2)-d8")       # the rook on top gives check along rank 8
        self.assertTrue(p.is_check())
        self.assertFalse(p.is_checkmate())
        self.assertIsNone(p.outcome())
        self.assertFalse(p.is_game_over())

    def test_threefold(self):
        # R8: the start position for the third time; claimable, never automatic.
        p = Position()
        seq = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"]
        for m in seq * 2:
            self.assertFalse(p.can_claim_threefold_repetition())
            p.push(m)
        self.assertEqual(p.repetitions(), 3)
        self.assertTrue(p.can_claim_threefold_repetition())
        self.assertIsNone(p.outcome())
        o = p.outcome(claim_draw=True)
        self.assertEqual((o.termination, o.winner), (Termination.THREEFOLD_REPETITION, None))
        p.pop()
        self.assertFalse(p.can_claim_threefold_repetition())

    def test_fifty_moves(self):
        # R8: 100 plies without a pawn move or a tower built.
        p = Position("k7/8/8/8/8/8/8/K6R w - - 99 60")
        self.assertFalse(p.can_claim_fifty_moves())
        p.push("h1-h2")
        self.assertEqual(p.halfmove_clock, 100)
        self.assertTrue(p.can_claim_fifty_moves())
        self.assertTrue(p.can_claim_draw())
        self.assertIsNone(p.outcome())
        self.assertEqual(p.outcome(claim_draw=True).termination, Termination.FIFTY_MOVES)


class LifetimeTest(unittest.TestCase):
    def test_values_outlive_position(self):
        p = Position(TOWER)
        moves = list(p.legal_moves)
        snapshot = p.legal_moves
        tower = p.tower("d4")
        stack_move = p.push("d4(2)-d8")
        del p
        gc.collect()
        Position("8/8/8/8/8/8/8/k6K w - - 0 1")   # reuse the freed memory
        self.assertEqual(str(moves[-1]), "h1-h2")
        self.assertEqual(str(stack_move), "d4(2)-d8")
        self.assertEqual(tower[1].kind, Kind.KNIGHT)
        self.assertEqual(len(snapshot), 45)
        self.assertIn("d4-d8", snapshot)      # text is matched against the snapshot
        self.assertIn("d4-d8(2)", snapshot)
        self.assertIn("d4(3)-d8", snapshot)
        self.assertNotIn("d4(4)-d8", snapshot)
        self.assertNotIn("h8-g8", snapshot)

    def test_uninitialised_position_is_an_error_not_a_crash(self):
        p = Position.__new__(Position)
        with self.assertRaises(AttributeError):
            p.tfen()


class PerftTest(unittest.TestCase):
    def test_perft_divide(self):
        p = Position()
        self.assertEqual(p.perft(0), 1)
        self.assertEqual(p.perft(1), 39)
        self.assertEqual(p.perft(3), 68455)
        d = p.divide(2)
        self.assertEqual(sum(d.values()), 1519)
        self.assertEqual(len(d), 39)
        texts = [str(m) for m in d]
        self.assertEqual(texts, sorted(texts))        # R12: byte order
        self.assertEqual(d[Move("e2", "e4")], 39)
        with self.assertRaises(ValueError):
            p.divide(0)
        with self.assertRaises(ValueError):
            p.perft(-1)
        with self.assertRaises(TypeError):
            p.perft(2.0)

    def test_perft_leaves_position_and_history(self):
        p = Position()
        p.push("e2-e4")
        p.perft(3)
        p.divide(2)
        self.assertEqual([str(m) for m in p.move_stack], ["e2-e4"])

    def test_perft_in_thread_while_position_changes(self):
        # perft runs without the GIL on a private copy of the position.
        p = Position()
        result = []
        t = threading.Thread(target=lambda: result.append(p.perft(4)))
        t.start()
        for _ in range(2000):
            p.push("e2-e4")
            p.pop()
        t.join()
        # The thread copies the position when it gets the GIL: at the start,
        # or with e2-e4 pushed; a copy torn by the pushes would count
        # something else (R12 counts: 3055489 from the start, 3766049
        # after e2-e4).
        self.assertIn(result, ([3055489], [3766049]))


class SvgTest(unittest.TestCase):
    def test_svg(self):
        p = Position(TOWER)
        s = p._repr_svg_()
        self.assertEqual(s, tavreli.svg(p))
        doc = xml.dom.minidom.parseString(s)
        self.assertEqual(doc.documentElement.tagName, "svg")
        texts = [t.firstChild.data for t in doc.getElementsByTagName("text")]
        self.assertIn("3", texts)       # the height of the d4 tower
        self.assertIn("R", texts)       # its top piece
        self.assertIn("K", texts)
        # Every piece is drawn: the two under d4's top as tokens (the C
        # renderer's own tests are tests/render/).
        tokens = [r for r in doc.getElementsByTagName("rect") if r.getAttribute("class") == "token"]
        self.assertEqual(len(tokens), 2)
        flipped = xml.dom.minidom.parseString(tavreli.svg(p, size=200, flipped=True))
        self.assertEqual(flipped.documentElement.getAttribute("width"), "200")


if __name__ == "__main__":
    unittest.main()
