"""tavreli.engine: a UCI client as python-chess's chess.engine, against
`tavreli uci` and fake engines that die or hang (tests/engine/*.sh)."""
import os
import shutil
import time
import unittest

import tavreli
from tavreli.engine import (EngineError, EngineTerminatedError, EngineTimeoutError, Limit,
                            PovScore, Score, SimpleEngine)

TAVRELI = os.environ.get("TAVRELI") or shutil.which("tavreli")
SRCDIR = os.environ.get("TAV_SRCDIR") or os.path.join(os.path.dirname(__file__), "..", "..", "..")
FAKE = os.path.join(SRCDIR, "tests", "engine")


@unittest.skipUnless(TAVRELI, "no tavreli program (set TAVRELI)")
class TestUci(unittest.TestCase):
    def test_play_and_analyse(self):
        with SimpleEngine.popen_uci([TAVRELI, "uci"], timeout=20) as eng:
            self.assertTrue(eng.id["name"].startswith("tavreli"))
            self.assertIn("Hash", eng.options)
            self.assertIn("UCI_Variant", eng.options)
            pos = tavreli.Position()
            pos.push("e2-e4")
            r = eng.play(pos, Limit(time=0.1))
            self.assertIn(r.move, pos.legal_moves)
            info = eng.analyse(pos, Limit(depth=4))
            self.assertEqual(info["depth"], 4)
            self.assertIsInstance(info["score"], PovScore)
            self.assertIsInstance(info["score"].relative, Score)
            self.assertEqual(info["score"].white(), -info["score"].relative)  # black to move
            board = pos.copy()
            for m in info["pv"]:
                board.push(m)
            lines = eng.analyse(pos, Limit(depth=2), multipv=2)
            self.assertEqual([i["multipv"] for i in lines], [1, 2])
            mate = eng.analyse(tavreli.Position("7k/8/6K1/8/8/8/8/R7 w - - 0 1"), Limit(mate=1))
            self.assertEqual(mate["score"].relative, Score(mate=1))
            self.assertEqual(mate["score"].white(), Score(mate=1))
            self.assertEqual([str(m) for m in mate["pv"]], ["a1-a8"])
            none = eng.play(tavreli.Position("R6k/8/6K1/8/8/8/8/8 b - - 0 1"), Limit(depth=2))
            self.assertIsNone(none.move)
            eng.configure({"Hash": 8})
            with self.assertRaises(EngineError):
                eng.configure({"Hash": 0})
            r = eng.play(pos, Limit(white_clock=1, black_clock=1))
            self.assertIn(r.move, pos.legal_moves)

    def test_towers_and_history(self):
        # a game with towers and splits goes over the wire in R9
        pos = tavreli.Position()
        for m in ("e2-e4", "d7-d5", "e4-d5", "d8-d5", "b1-c3", "d5-c4", "f1-c4"):
            pos.push(m)
        with SimpleEngine.popen_uci([TAVRELI, "uci"]) as eng:
            r = eng.play(pos, Limit(depth=2))
            self.assertIn(r.move, pos.legal_moves)

    def test_dead_engine(self):
        eng = SimpleEngine.popen_uci(["sh", os.path.join(FAKE, "fake-crash.sh")], timeout=5)
        t0 = time.monotonic()
        with self.assertRaises(EngineTerminatedError):
            eng.play(tavreli.Position(), Limit(depth=1))
        with self.assertRaises(EngineTerminatedError):
            eng.play(tavreli.Position(), Limit(depth=1))
        self.assertLess(time.monotonic() - t0, 5)
        eng.quit()

    def test_hung_engine(self):
        eng = SimpleEngine.popen_uci(["sh", os.path.join(FAKE, "fake-hang.sh")], timeout=0.5)
        with self.assertRaises(EngineTimeoutError):
            eng.play(tavreli.Position(), Limit(time=0.1))
        eng.close()  # kills it after the timeout: never blocks
        self.assertIsNotNone(eng._proc.returncode)

    def test_illegal_move(self):
        with SimpleEngine.popen_uci(["sh", os.path.join(FAKE, "fake-illegal.sh")], timeout=5) as eng:
            with self.assertRaises(EngineError):
                eng.play(tavreli.Position(), Limit(depth=1))

    def test_not_an_engine(self):
        with self.assertRaises(EngineTerminatedError):
            SimpleEngine.popen_uci(["sh", "-c", "exit 1"], timeout=5)
        with self.assertRaises(EngineTimeoutError):
            SimpleEngine.popen_uci(["sh", "-c", "sleep 30"], timeout=0.3)


if __name__ == "__main__":
    unittest.main()
