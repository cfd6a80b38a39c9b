#!/usr/bin/env python3
"""Dead positions (R8) in figures: how often tav_position_can_checkmate()
decides, and how fast, on the positions a flag fall (R13) meets.

  1. every position of the twenty tournament games (tests/data/games), for
     both colours: real middle games, full boards with towers;
  2. seeded random endgames: two kings and 1-6 other pieces (some stacked,
     some promoted), for both colours: where "no" and "unknown" live.

Run with the built package on the path:
  PYTHONPATH=bindings/python/stage python3 bench/dead-bench.py [--seed S]
A figure, not a test: every "yes" is a proof by construction (a mating
line replayed by the rules), every "no" a proof by material or by a walk
over every reachable position (tests/solver/test_dead.c checks both)."""
import argparse
import os
import random
import time

import tavreli

HERE = os.path.dirname(os.path.abspath(__file__))
GAMES = os.path.join(HERE, "..", "tests", "data", "games", "tournament-1997-2003.tgn")


def measure(label, positions):
    answers = {True: 0, False: 0, None: 0}
    worst, start, n = 0.0, time.perf_counter(), 0
    for p in positions:
        for colour in (tavreli.WHITE, tavreli.BLACK):
            t = time.perf_counter()
            answers[p.can_checkmate(colour)] += 1
            worst = max(worst, time.perf_counter() - t)
            n += 1
    total = time.perf_counter() - start
    print(f"{label:<34} {n:5d} questions: yes {answers[True]:5d}  no {answers[False]:4d}  "
          f"unknown {answers[None]:4d}   mean {1000 * total / max(n, 1):6.1f} ms  worst {1000 * worst:7.1f} ms")


def game_positions():
    for game in tavreli.read_games(GAMES):
        for p in game.positions():
            if p.outcome() is None:
                yield p


def random_endgames(rng, others, count):
    kinds = "QRBNPH"
    made = 0
    while made < count:
        board = {}
        for king in "Kk":
            board.setdefault(rng.randrange(64), []).append(king)
        if len(board) < 2:
            continue
        for _ in range(others):
            piece = rng.choice(kinds)
            piece = piece if rng.random() < 0.5 else piece.lower()
            if rng.random() < 0.15 and piece not in "Pp":
                piece += "~"  # a promoted piece (R6)
            towers = [s for s, t in board.items() if "K" not in t and "k" not in t]
            sq = rng.choice(towers) if towers and rng.random() < 0.3 else rng.randrange(64)
            board.setdefault(sq, []).insert(0, piece)
        rows = []
        for rank in range(7, -1, -1):
            row, empty = "", 0
            for file in range(8):
                tower = board.get(8 * rank + file)
                if not tower:
                    empty += 1
                    continue
                text = tower[0] if len(tower) == 1 else "(" + "".join(tower) + ")"  # bottom first
                row += (str(empty) if empty else "") + text
                empty = 0
            rows.append(row + (str(empty) if empty else ""))
        tfen = "/".join(rows) + (" w" if rng.random() < 0.5 else " b") + " - - 0 1"
        try:
            p = tavreli.Position(tfen)
        except (ValueError, tavreli.TfenError):
            continue
        if p.outcome() is not None and p.outcome().termination != tavreli.Termination.INSUFFICIENT_MATERIAL:
            continue
        made += 1
        yield p


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100, help="random endgames per piece count")
    a = ap.parse_args()
    measure("tournament games, every position", game_positions())
    rng = random.Random(a.seed)
    for others in (1, 2, 3, 4, 6):
        measure(f"random endgames, kings + {others}", random_endgames(rng, others, a.count))


if __name__ == "__main__":
    main()
