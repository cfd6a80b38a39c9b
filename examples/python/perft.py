#!/usr/bin/env python3
"""Count the legal-move tree (perft, R12) of a position from Python.

    perft.py [--divide] [--python] DEPTH [TFEN]

By default the count is made in C (Position.perft / Position.divide);
--python walks the tree in Python over legal_moves / push / pop instead,
which is slower but shows the API. TFEN defaults to the start position.
"""
import argparse
import sys
import time
from typing import List

import tavreli


def python_perft(pos: tavreli.Position, depth: int, bulk: bool = False) -> int:
    """The leaves of the legal-move tree, walked in Python over legal_moves,
    push and pop; every leaf is pushed and popped, or with bulk the last ply
    is counted with len(legal_moves). The one Python perft of the project:
    bindings/python/bench.py times it and the binding's tests check it."""
    if depth == 0:
        return 1
    if bulk and depth == 1:
        return len(pos.legal_moves)
    n = 0
    for move in pos.legal_moves:
        pos.push(move)
        n += python_perft(pos, depth - 1, bulk)
        pos.pop()
    return n


def main(argv: List[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("depth", type=int)
    ap.add_argument("tfen", nargs="?", default=tavreli.START_TFEN)
    ap.add_argument("--divide", action="store_true", help="count below each move")
    ap.add_argument("--python", action="store_true", help="walk the tree in Python")
    args = ap.parse_args(argv[1:])
    try:
        pos = tavreli.Position(args.tfen)
    except tavreli.TfenError as e:
        print(f"perft.py: {e}", file=sys.stderr)
        return 1
    start = time.perf_counter()
    if args.divide:
        total = 0
        for move, count in pos.divide(args.depth).items():
            print(f"{move} {count}")
            total += count
        print(f"total {total}")
    else:
        total = python_perft(pos, args.depth) if args.python else pos.perft(args.depth)  # R12
        print(total)
    elapsed = time.perf_counter() - start
    print(f"{total} leaves in {elapsed:.3f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
