"""Perft agreement with tests/data/perft (R12), from Python."""
import subprocess
import sys
import unittest

import tavreli
from helpers import data_path, python_perft, read_epd


class PerftDataTest(unittest.TestCase):
    def test_start_to_depth_3(self):
        (tfen, counts, _), = read_epd("start.epd")
        p = tavreli.Position(tfen)
        for depth in (1, 2, 3):
            self.assertEqual(p.perft(depth), counts[depth], depth)
        self.assertEqual(python_perft(p, 2), counts[2])

    def test_tricky_to_depth_3(self):
        lines = read_epd("tricky.epd")
        self.assertGreaterEqual(len(lines), 20)
        for tfen, counts, comment in lines:
            with self.subTest(tfen=tfen, rule=comment):
                p = tavreli.Position(tfen)
                for depth in (1, 2, 3):
                    self.assertEqual(p.perft(depth), counts[depth], depth)
                self.assertEqual(sum(p.divide(3).values()), counts[3])

    def test_tricky_from_python_loops(self):
        # The same counts over legal_moves / push / pop, every leaf played.
        for tfen, counts, comment in read_epd("tricky.epd")[1:]:
            with self.subTest(tfen=tfen, rule=comment):
                p = tavreli.Position(tfen)
                self.assertEqual(python_perft(p, 2), counts[2])
                self.assertEqual(p.tfen(), tavreli.Position(tfen).tfen())
                self.assertEqual(p.move_stack, [])

    def test_start_divide5(self):
        want = {}
        with open(data_path("perft", "start-divide5.txt"), encoding="utf-8") as f:
            for line in f:
                line = line.split("#")[0].strip()
                if line:
                    text, count = line.split()
                    want[text] = int(count)
        total = want.pop("total", None)
        got = tavreli.Position().divide(5)
        self.assertEqual({str(m): n for m, n in got.items()}, want)
        self.assertEqual(list(map(str, got)), sorted(want, key=str.encode))
        if total is not None:
            self.assertEqual(sum(got.values()), total)


class PerftDepthLimitTest(unittest.TestCase):
    """R12: a tree deeper than PERFT_MAX_DEPTH is refused, in C and here
    (perft(2000) overflowed the C stack: SIGSEGV)."""

    def test_too_deep_is_a_value_error(self):
        p = tavreli.Position()
        self.assertEqual(tavreli.PERFT_MAX_DEPTH, 64)
        for depth in (tavreli.PERFT_MAX_DEPTH + 1, 2000, 2**32, 2**70):
            # (2**70 is past C's long long: the argument typemap names it)
            words = "at most 64" if depth < 2**63 else f"depth is out of range: {depth}"
            with self.subTest(depth=depth):
                with self.assertRaisesRegex(ValueError, words):
                    p.perft(depth)
                with self.assertRaisesRegex(ValueError, words):
                    p.divide(depth)
        (_, counts, _), = read_epd("start.epd")
        self.assertEqual(p.perft(2), counts[2])

    def test_distributed_refuses_before_any_work(self):
        try:
            from tavreli import distributed as td
        except ImportError:
            self.skipTest("needs tavreli.distributed")
        with self.assertRaisesRegex(ValueError, "0 to 64"):
            td.perft(tavreli.START_TFEN, 99999, 1)
        r = subprocess.run([sys.executable, "-c", "import sys; from tavreli.distributed import main; "
                            "sys.exit(main(sys.argv[1:]))", "perft", "startpos", "99999", "--quiet"],
                           capture_output=True, text=True, timeout=120)
        self.assertEqual((r.returncode, r.stderr),
                         (2, "tavreli.distributed: DEPTH is from 0 to 64, not 99999\n"))


if __name__ == "__main__":
    unittest.main()
