"""In-process analysis: Position.analyse / best_move, Score, Engine.stop."""
import threading
import time
import unittest

import tavreli
from tavreli import Score


class TestScore(unittest.TestCase):
    def test_order(self):
        # mates we give beat any centipawns, shorter first; being mated is
        # worst, sooner worse
        order = [Score(mate=-1), Score(mate=-4), Score(cp=-300), Score(cp=0), Score(cp=25),
                 Score(mate=6), Score(mate=2)]
        self.assertEqual(sorted(reversed(order)), order)
        self.assertEqual(Score(cp=3), Score(cp=3))
        self.assertNotEqual(Score(cp=1), Score(mate=1))
        self.assertEqual(-Score(mate=2), Score(mate=-2))
        self.assertEqual(hash(Score(cp=7)), hash(Score(cp=7)))
        self.assertTrue(Score(mate=1).is_mate())
        with self.assertRaises(ValueError):
            Score()
        with self.assertRaises(ValueError):
            Score(cp=1, mate=1)


class TestAnalyse(unittest.TestCase):
    def test_mate_in_one(self):
        # R4: the rook to a8 mates
        pos = tavreli.Position("7k/8/6K1/8/8/8/8/R7 w - - 0 1")
        info = pos.analyse(depth=3)
        self.assertEqual(info.score, Score(mate=1))
        self.assertEqual([str(m) for m in info.pv], ["a1-a8"])
        self.assertEqual(str(pos.best_move(depth=2)), "a1-a8")

    def test_mate_in_two_problem(self):
        # ../shared/problems: key by exhaustive search
        pos = tavreli.Position("8/1h2k1B1/5RQn/8/8/8/QR3B2/K7 w - - 0 1")
        info = pos.analyse(mate=2)
        self.assertEqual(info.score.mate, 2)
        self.assertEqual(str(info.move), "b2-b7")

    def test_fields_and_multipv(self):
        pos = tavreli.Position()
        lines = pos.analyse(depth=3, multipv=3)
        self.assertEqual(len(lines), 3)
        self.assertEqual(len({int(line.move) & 0x3FFFF for line in lines}), 3)
        for i, line in enumerate(lines):
            self.assertEqual(line.multipv, i + 1)
            self.assertEqual(line.depth, 3)
            self.assertGreater(line.nodes, 0)
            self.assertIsNone(line.score.mate)
            board = pos.copy()
            for m in line.pv:
                board.push(m)  # the PV is legal
        self.assertGreaterEqual(lines[0].score, lines[1].score)
        self.assertGreaterEqual(lines[1].score, lines[2].score)
        self.assertIsNotNone(pos.analyse(nodes=500))
        self.assertIsNotNone(pos.analyse(time=0.05))

    def test_history_and_position_untouched(self):
        pos = tavreli.Position()
        pos.push("e2-e4")
        before = pos.tfen()
        pos.analyse(depth=2)
        self.assertEqual(pos.tfen(), before)
        self.assertEqual(len(pos.move_stack), 1)

    def test_no_move(self):
        # R8: without a legal move, a line as a UCI engine reports it at
        # depth 0 (so that analyse(...).score always type-checks and works):
        # mated now is mate 0, stalemate cp 0; no PV, no best move.
        mated = tavreli.Position("R6k/8/6K1/8/8/8/8/8 b - - 0 1")
        line = mated.analyse(depth=2)
        self.assertEqual((line.score, line.pv, line.move, line.depth), (tavreli.Score(mate=0), [], None, 0))
        self.assertIsNone(mated.best_move(depth=2))
        self.assertEqual(mated.analyse(depth=2, multipv=2), [])
        stalemate = tavreli.Position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
        self.assertTrue(stalemate.is_stalemate())
        self.assertEqual(stalemate.analyse(depth=2).score, tavreli.Score(cp=0))

    def test_same_result_twice(self):
        pos = tavreli.Position("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2(PB)1P3/5N2/PPP2PPP/RNBQK2R w KQkq - 0 5")
        a = tavreli.Engine().analyse(pos, depth=4)
        b = tavreli.Engine().analyse(pos, depth=4)
        self.assertEqual((a.score, a.pv, a.nodes), (b.score, b.pv, b.nodes))

    def test_bad_limits(self):
        pos = tavreli.Position()
        for kw in ({"depth": 0}, {"depth": -1}, {"nodes": 0}, {"time": 0}, {"multipv": 0},
                   {"depth": "3"}, {"depth": 3.0}):
            with self.assertRaises(ValueError):
                pos.analyse(**kw)
        with self.assertRaises(ValueError):
            pos.analyse(depth=65)

    def test_releases_gil_and_stops(self):
        # another thread runs while the search does, and stops it
        eng = tavreli.Engine(hash_mb=4)
        pos = tavreli.Position()
        out = {}

        def search():
            out["line"] = eng.analyse(pos, infinite=True)

        t = threading.Thread(target=search)
        t.start()
        ticks = 0
        deadline = time.monotonic() + 0.3
        while time.monotonic() < deadline:
            ticks += 1
        eng.stop()
        t.join(10)
        self.assertFalse(t.is_alive())
        self.assertGreater(ticks, 1000)
        self.assertIn(out["line"].move, pos.legal_moves)

    def test_evaluate(self):
        # the start position is symmetric: only the side to move differs
        self.assertEqual(tavreli.Position().evaluate(),
                         tavreli.Position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").evaluate())


if __name__ == "__main__":
    unittest.main()
