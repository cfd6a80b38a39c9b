#!/usr/bin/env python3
"""Memory check of the Python binding: resident set size before and after
a million push/pop cycles (and other allocation-heavy loops).

    bindings/python/run-python.sh bindings/python/leak.py [CYCLES]

tests/test_memory.py runs the same loops with a bound; this script prints
the figures."""
import gc
import os
import sys

import tavreli


def rss_kib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def measure(label, fn, n):
    fn(1000)
    gc.collect()
    before = rss_kib()
    fn(n)
    gc.collect()
    after = rss_kib()
    print(f"{label}: RSS {before} KiB before, {after} KiB after ({after - before:+d} KiB)")


def main(argv):
    cycles = int(argv[1]) if len(argv) > 1 else 1_000_000
    p = tavreli.Position()
    moves = list(p.legal_moves)

    def push_pop(n):
        for i in range(n):
            p.push(moves[i % len(moves)])
            p.pop()

    def positions(n):
        for _ in range(n):
            q = tavreli.Position()
            q.push("e2-e4")
            q.copy().tfen()

    def errors(n):
        for _ in range(n):
            try:
                tavreli.Position("rnbx")
            except tavreli.TfenError:
                pass
            try:
                p.push("e2-e5")
            except tavreli.IllegalMoveError:
                pass

    measure(f"{cycles:,} push/pop cycles", push_pop, cycles)
    measure(f"{cycles // 10:,} positions + copies", positions, cycles // 10)
    measure(f"{cycles // 10:,} failed TFENs and illegal pushes", errors, cycles // 10)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
