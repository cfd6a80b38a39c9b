"""python-chess's idioms that a chess programmer types in the first minute,
on Tavreli: each name exists and answers as python-chess's does, or as the
rules it cites say where Tavreli differs (its docstring says how)."""
import unittest

import tavreli
import tavreli.svg


class Names(unittest.TestCase):
    def test_board_and_starting_fen(self):
        self.assertIs(tavreli.Board, tavreli.Position)
        self.assertEqual(tavreli.Board(tavreli.STARTING_FEN).tfen(), tavreli.Position().tfen())
        self.assertEqual(tavreli.STARTING_BOARD_FEN, tavreli.Position().tfen().split()[0])

    def test_epd_is_the_first_four_fields(self):
        pos = tavreli.Position()
        pos.push("e2-e4")
        self.assertEqual(pos.epd(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3")
        self.assertEqual(tavreli.Position(pos.epd() + " 0 1").tfen(), pos.tfen())


class Moves(unittest.TestCase):
    def test_is_zeroing(self):
        # R8's fifty-move count: reset by a pawn move and by building a tower
        pos = tavreli.Position()
        self.assertTrue(pos.is_zeroing("h2-h3"))
        self.assertFalse(pos.is_zeroing("g1-f3"))
        self.assertFalse(tavreli.Position("4k3/8/8/8/8/8/8/4K2R w - - 0 1").is_zeroing("h1-h2"))
        self.assertTrue(tavreli.Position("4k3/8/8/8/8/8/7P/4K2R w - - 0 1").is_zeroing("h1-h2"))

    def test_is_irreversible(self):
        # R7: a lost castling right never comes back; R8: a pawn move is
        # not irreversible in Tavreli (a carried pawn goes back)
        pos = tavreli.Position()
        self.assertFalse(pos.is_irreversible("h2-h3"))
        pos.push("e2-e4")
        pos.push("e7-e5")
        self.assertTrue(pos.is_irreversible("e1-e2"))
        self.assertFalse(pos.is_irreversible("g1-f3"))

    def test_has_legal_en_passant(self):
        # R5: after e2-e4 the pawn on d4 may take en passant
        pos = tavreli.Position("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
        self.assertFalse(pos.has_legal_en_passant())
        pos.push("e2-e4")
        self.assertTrue(pos.has_legal_en_passant())
        self.assertTrue(pos.is_irreversible("e8-d8"))  # gives the en passant up


class Sets(unittest.TestCase):
    def test_squareset_mirror(self):
        s = tavreli.SquareSet(["a1", "b2", "h8"])
        self.assertEqual(s.mirror(), tavreli.SquareSet(["a8", "b7", "h1"]))
        self.assertEqual(s.mirror().mirror(), s)
        self.assertEqual(tavreli.SquareSet.from_square("e4").mirror(), tavreli.SquareSet(["e5"]))
        self.assertEqual(s.copy(), s)
        self.assertEqual(sum(s.tolist()), 3)


class Games(unittest.TestCase):
    def test_without_tag_roster(self):
        game = tavreli.Game.without_tag_roster()
        self.assertEqual(dict(game.headers), {"Result": "*"})
        self.assertIn("Event", tavreli.Game().headers)

    def test_node_san_and_uci(self):
        game = tavreli.Game()
        end = game.add_line(["e2-e4", "e7-e5", "d1-h5"])
        first = game.next()
        assert first is not None
        self.assertEqual(first.san(), "e2-e4")
        self.assertEqual(end.san(), end.parent.board().san(end.move))
        self.assertEqual(end.uci(), end.parent.board().uci(end.move))
        with self.assertRaises(ValueError):
            game.root.san()


class Engine(unittest.TestCase):
    def test_score_score(self):
        self.assertEqual(tavreli.Score(cp=20).score(), 20)
        self.assertIsNone(tavreli.Score(mate=3).score())
        self.assertEqual(tavreli.Score(mate=3).score(mate_score=100000), 99997)
        self.assertEqual(tavreli.Score(mate=-2).score(mate_score=100000), -99998)

    def test_analyse_without_multipv_is_one_line(self):
        line = tavreli.Position("7k/8/6K1/8/8/8/8/R7 w - - 0 1").analyse(depth=3)
        self.assertEqual(line.score, tavreli.Score(mate=1))
        lines = tavreli.Position().analyse(depth=2, multipv=2)
        self.assertEqual(len(lines), 2)


class Svg(unittest.TestCase):
    def test_arrow(self):
        arrow = tavreli.svg.Arrow("e2", "e4", color="red")
        self.assertEqual(arrow, tavreli.svg.Arrow(tavreli.E2, "e4", color="red"))
        with_arrow = tavreli.svg.board(tavreli.Board(), arrows=[arrow])
        self.assertNotEqual(with_arrow, tavreli.svg.board(tavreli.Board()))
        self.assertEqual(with_arrow, tavreli.svg.board(tavreli.Board(), arrows=[("e2", "e4", "red")]))


if __name__ == "__main__":
    unittest.main()
