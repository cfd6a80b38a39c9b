"""Memory: Python objects own their C objects, and nothing leaks.

Measured as the process's resident set size before and after many cycles
(Linux /proc/self/statm). The bounds are generous: a leak of even a few
bytes per cycle over these counts would exceed them."""
import gc
import os
import unittest

import tavreli


def rss_kib():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    except OSError:
        return None


@unittest.skipIf(rss_kib() is None, "no /proc/self/statm")
class LeakTest(unittest.TestCase):
    def measure(self, fn, n, warmup=2000):
        fn(warmup)
        gc.collect()
        before = rss_kib()
        fn(n)
        gc.collect()
        return rss_kib() - before

    def test_push_pop_million(self):
        p = tavreli.Position("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1")
        moves = list(p.legal_moves)

        def cycles(n):
            push, pop = p.push, p.pop
            for i in range(n):
                push(moves[i % 45])
                pop()
        grown = self.measure(cycles, 1_000_000)
        self.assertLess(grown, 2048, f"{grown} KiB more after 1,000,000 push/pop")
        self.assertEqual(p.move_stack, [])

    def test_positions_and_copies(self):
        def make(n):
            for _ in range(n):
                p = tavreli.Position()
                p.push("e2-e4")
                q = p.copy()
                q.tfen()
                str(q.legal_moves[0])
        grown = self.measure(make, 100_000)
        self.assertLess(grown, 2048, f"{grown} KiB more after 100,000 positions")

    def test_errors(self):
        p = tavreli.Position()

        def fail(n):
            for _ in range(n):
                for bad in ("rnbx", "8/8 w"):
                    try:
                        tavreli.Position(bad)
                    except tavreli.TfenError:
                        pass
                try:
                    p.push("e2-e5")
                except tavreli.IllegalMoveError:
                    pass
                try:
                    p.pop()
                except IndexError:
                    pass
        grown = self.measure(fail, 50_000)
        self.assertLess(grown, 2048, f"{grown} KiB more after 50,000 error rounds")

    def test_divide_and_lists(self):
        p = tavreli.Position()

        def run(n):
            for _ in range(n):
                p.divide(1)
                p.legal_move_ints()
                p.move_text("e2-e4")
        grown = self.measure(run, 20_000, warmup=500)
        self.assertLess(grown, 2048, f"{grown} KiB more after 20,000 divides")


if __name__ == "__main__":
    unittest.main()
