#!/usr/bin/env python3
"""Speed of the Python binding (a benchmark, not a test).

    make bench-python
    # or: bindings/python/run-python.sh bindings/python/bench.py [--cli PATH] [--depth N]

Times are CPU seconds (this process and the CLI child), best of --repeat,
so that a loaded machine does not skew the comparison. Measures, from the
start position:
 1. Position.perft(5) (C, through the binding) against the CLI's
    `tavreli perft startpos 5`, in leaves per second (best of --repeat runs);
 2. a recursive perft written in Python over legal_moves / push / pop, at
    depth 4, every leaf played (push + pop per leaf), in leaves per second;
 3. the same with the last ply counted in bulk (len(legal_moves)), as
    python-chess's perft does.
"""
import argparse
import os
import subprocess
import sys
import time

import tavreli


def best_of(n, fn, clock=time.perf_counter):
    best = None
    result = None
    for _ in range(n):
        t = clock()
        result = fn()
        t = clock() - t
        best = t if best is None or t < best else best
    return result, best


def cpu_clock():
    # CPU time of this process and of its finished children (the CLI).
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def perft_every_leaf(pos, depth):
    if depth == 0:
        return 1
    n = 0
    for move in pos.legal_moves:
        pos.push(move)
        n += perft_every_leaf(pos, depth - 1)
        pos.pop()
    return n


def perft_bulk(pos, depth):
    if depth == 1:
        return len(pos.legal_moves)
    n = 0
    for move in pos.legal_moves:
        pos.push(move)
        n += perft_bulk(pos, depth - 1)
        pos.pop()
    return n


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default=os.environ.get("TAVRELI", "cli/tavreli"))
    ap.add_argument("--depth", type=int, default=5, help="depth of the C perft (5)")
    ap.add_argument("--pydepth", type=int, default=4, help="depth of the Python perft (4)")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv[1:])
    pos = tavreli.Position()
    print(f"tavreli {tavreli.__version__}, Python {sys.version.split()[0]}")

    n, t_bind = best_of(args.repeat, lambda: pos.perft(args.depth), cpu_clock)
    print(f"Position.perft({args.depth}): {n} leaves, {t_bind:.3f} s, {n / t_bind:,.0f} leaves/s")
    if os.path.exists(args.cli):
        def cli():
            out = subprocess.run([args.cli, "perft", "startpos", str(args.depth)],
                                 check=True, capture_output=True, text=True).stdout
            return int(out.split()[0])
        n_cli, t_cli = best_of(args.repeat, cli, cpu_clock)
        assert n_cli == n, (n_cli, n)
        print(f"tavreli perft startpos {args.depth}: {n_cli} leaves, {t_cli:.3f} s, "
              f"{n_cli / t_cli:,.0f} leaves/s (process start included)")
        print(f"  binding / CLI speed: {t_cli / t_bind:.1%}")
    else:
        print(f"(no CLI at {args.cli}: pass --cli)")

    t0 = time.perf_counter()
    n, t = best_of(1, lambda: perft_every_leaf(pos, args.pydepth), cpu_clock)
    wall = time.perf_counter() - t0
    print(f"Python perft({args.pydepth}), every leaf pushed and popped: {n} leaves, "
          f"{t:.2f} s CPU, {n / t:,.0f} leaves/s ({n / wall:,.0f} by the wall clock)")
    n, t = best_of(args.repeat, lambda: perft_bulk(pos, args.pydepth), cpu_clock)
    print(f"Python perft({args.pydepth}), last ply len(legal_moves): {n} leaves, "
          f"{t:.3f} s CPU, {n / t:,.0f} leaves/s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
