"""tavreli.engine's UCI client against engines that keep talking, answer
late, send junk info, or are shared by threads: real processes over real
pipes (a fake engine script, `yes`, and `tavreli uci`)."""
import os
import shutil
import sys
import tempfile
import threading
import time
import unittest

import tavreli
from tavreli.engine import EngineTimeoutError, Limit, SimpleEngine

TAVRELI = os.environ.get("TAVRELI") or shutil.which("tavreli")
FAKE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_uci_late.py")


def fake(mode, timeout):
    return SimpleEngine.popen_uci([sys.executable, FAKE, mode], timeout=timeout)


class TestDeadlines(unittest.TestCase):
    def test_an_engine_that_never_stops_talking_times_out(self):
        # The deadline holds while lines keep arriving: `yes` never says
        # uciok nor readyok. Only the wait is timed, against the deadline
        # it set, with a margin no load uses up (without the deadline the
        # wait never ends); starting and killing `yes` are not timed.
        with self.assertRaises(EngineTimeoutError):
            SimpleEngine.popen_uci(["yes"], timeout=1)
        eng = SimpleEngine(["yes"], timeout=1)
        try:
            t0 = time.monotonic()
            with self.assertRaises(EngineTimeoutError):
                eng.ping()
            self.assertLess(time.monotonic() - t0, 1 + 30)
        finally:
            eng.close()

    def test_info_without_bestmove_times_out(self):
        eng = fake("chatty", 0.5)
        try:
            for call in (lambda: eng.play(tavreli.Position(), Limit(time=0.2)),
                         lambda: eng.analyse(tavreli.Position(), Limit(depth=3))):
                t0 = time.monotonic()
                with self.assertRaises(EngineTimeoutError):
                    call()
                self.assertLess(time.monotonic() - t0, 6)
        finally:
            eng.close()


class TestSearchesInStep(unittest.TestCase):
    def test_a_late_bestmove_never_answers_the_next_go(self):
        # The first search ends 3 s after play() gave up; its bestmove is
        # white's, the next position is black's to move.
        eng = fake("late", 1.5)
        try:
            with self.assertRaises(EngineTimeoutError):
                eng.play(tavreli.Position(), Limit(time=0.1))
            p = tavreli.Position()
            p.push("e2-e4")
            self.assertEqual(str(eng.play(p, Limit(time=0.1)).move), "e7-e5")
        finally:
            eng.close()

    def test_junk_info_is_skipped_and_the_search_stays_in_step(self):
        with fake("junk", 5) as eng:
            result = eng.play(tavreli.Position(), Limit(depth=3))
            self.assertEqual(str(result.move), "e2-e4")
            self.assertEqual(result.info["depth"], 3)
            info = eng.analyse(tavreli.Position(), Limit(depth=3))
            self.assertEqual(info["score"].relative, tavreli.engine.Score(cp=20))
            self.assertEqual([str(m) for m in info["pv"]], ["e2-e4", "e7-e5"])


@unittest.skipUnless(TAVRELI, "no tavreli program (set TAVRELI)")
class TestThreads(unittest.TestCase):
    def test_one_engine_four_threads_each_gets_its_own_move(self):
        # python-chess serializes a SimpleEngine's calls; so does this client.
        starts = [tavreli.Position()]
        for moves in (["e2-e4"], ["e2-e4", "e7-e5"], ["d2-d4"]):
            p = tavreli.Position()
            for m in moves:
                p.push(m)
            starts.append(p)
        failures = []

        def work(pos):
            for _ in range(8):
                try:
                    move = eng.play(pos, Limit(depth=1)).move
                    if move not in pos.legal_moves:
                        failures.append(f"{move} in {pos.tfen()}")
                except Exception as e:  # noqa: BLE001 - every failure counts
                    failures.append(repr(e))

        with SimpleEngine.popen_uci([TAVRELI, "uci"], timeout=20) as eng:
            threads = [threading.Thread(target=work, args=(p,)) for p in starts]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        self.assertEqual(failures, [])


@unittest.skipUnless(TAVRELI, "no tavreli program (set TAVRELI)")
class TestNewGame(unittest.TestCase):
    def test_ucinewgame_before_the_first_search_and_when_the_game_changes(self):
        # python-chess's game=: the engine is told of a new game (it clears
        # its table and history) before the first search and whenever game
        # differs from the last search's; the lines the client sends are
        # read by tee on their way to `tavreli uci`.
        a, b = object(), object()
        with tempfile.TemporaryDirectory() as d:
            sent = os.path.join(d, "sent")
            with SimpleEngine.popen_uci(["sh", "-c", 'tee "$0" | exec "$1" uci', sent, TAVRELI], timeout=20) as eng:
                pos = tavreli.Position()
                eng.play(pos, Limit(depth=1))
                eng.play(pos, Limit(depth=1), game=None)
                eng.analyse(pos, Limit(depth=1), game=a)
                eng.play(pos, Limit(depth=1), game=a)
                with eng.analysis(pos, Limit(depth=1), game=b) as search:
                    search.wait()
                eng.analyse(pos, Limit(depth=1))
            with open(sent, encoding="utf-8") as f:
                lines = [line.strip() for line in f]
        new, told = [], False
        for line in lines:
            if line == "ucinewgame":
                told = True
            elif line.startswith("position"):
                new.append(told)
                told = False
        self.assertEqual(new, [True, False, True, False, True, True])


if __name__ == "__main__":
    unittest.main()
