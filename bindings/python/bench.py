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
    python-chess's perft does;
 4. random play with python-chess's idiom
        while not pos.is_game_over() and len(pos.move_stack) < PLIES:
            pos.push(random.choice(list(pos.legal_moves)))
    in plies per second (--games games of at most --plies plies, fixed
    seeds); with --before DIR[:LIBDIR], the same loop is also run in a
    child Python on another build of the package (main's, say) and both
    figures are printed side by side;
 5. the cost of each query of tavreli/query.h through the binding
    (attackers, is_attacked_by, checkers, pinned, is_pinned, gives_check,
    is_legal, ply), and len(move_stack), in microseconds per call.

    run-python.sh bench.py --only play,queries --before /path/to/main/stage:/path/to/main/libs
"""
import argparse
import os
import random
import subprocess
import sys
import time
import timeit

import tavreli

# The Python perft is the user-facing example's (examples/python/perft.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "examples", "python"))
from perft import python_perft  # noqa: E402


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


def random_play(games, plies, seed=1):
    """Plies per second of python-chess's random-play idiom (CPU time)."""
    total, t0 = 0, cpu_clock()
    for g in range(games):
        rng = random.Random(seed + g)
        pos = tavreli.Position()
        while not pos.is_game_over() and len(pos.move_stack) < plies:
            pos.push(rng.choice(list(pos.legal_moves)))
        total += len(pos.move_stack)
    return total, cpu_clock() - t0


def play_figure(games, plies, repeat):
    best = None
    for _ in range(repeat):
        n, t = random_play(games, plies)
        best = (n, t) if best is None or t < best[1] else best
    return best


def query_costs(number=20000):
    """Microseconds per call of each query, in a middle-game position
    reached by random play (seed 7, 60 plies)."""
    rng = random.Random(7)
    pos = tavreli.Position()
    for _ in range(60):
        moves = list(pos.legal_moves)
        if not moves:
            break
        pos.push(rng.choice(moves))
    move = pos.legal_moves[0]
    ksq = pos.king(pos.turn)
    W = tavreli.WHITE
    calls = {
        "attackers(WHITE, e4)": lambda: pos.attackers(W, "e4"),
        "is_attacked_by(WHITE, e4)": lambda: pos.is_attacked_by(W, "e4"),
        "checkers()": pos.checkers,
        "pinned(WHITE)": lambda: pos.pinned(W),
        "is_pinned(WHITE, e2)": lambda: pos.is_pinned(W, "e2"),
        "gives_check(move)": lambda: pos.gives_check(move),
        "is_legal(move)": lambda: pos.is_legal(move),
        "ply()": pos.ply,
        "len(move_stack)": lambda: len(pos.move_stack),
        "list(legal_moves) (for scale)": lambda: list(pos.legal_moves),
        "king(turn) (for scale)": lambda: pos.king(pos.turn),
    }
    del ksq
    out = []
    for name, fn in calls.items():
        t = min(timeit.repeat(fn, number=number, repeat=3))
        out.append((name, t / number * 1e6))
    return out


_CHILD = """
import sys, time, os, random
import tavreli
def cpu():
    t = os.times(); return t.user + t.system
games, plies = int(sys.argv[1]), int(sys.argv[2])
best = None
for _ in range(int(sys.argv[3])):
    total, t0 = 0, cpu()
    for g in range(games):
        rng = random.Random(1 + g)
        pos = tavreli.Position()
        while not pos.is_game_over() and len(pos.move_stack) < plies:
            pos.push(rng.choice(list(pos.legal_moves)))
        total += len(pos.move_stack)
    t = cpu() - t0
    best = (total, t) if best is None or t < best[1] else best
print(best[0], best[1], os.path.dirname(tavreli._core.__file__))
"""


def play_before(spec, games, plies, repeat):
    """The same random play in a child Python on another build."""
    path, _, libdir = spec.partition(":")
    env = dict(os.environ, PYTHONPATH=path)
    if libdir:
        env["LD_LIBRARY_PATH"] = libdir
    out = subprocess.run([sys.executable, "-c", _CHILD, str(games), str(plies), str(repeat)],
                         check=True, capture_output=True, text=True, env=env,
                         cwd=os.path.abspath(os.sep)).stdout.split()
    return int(out[0]), float(out[1]), out[2]


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default=os.environ.get("TAVRELI", "cli/tavreli"))
    ap.add_argument("--depth", type=int, default=5, help="depth of the C perft (5)")
    ap.add_argument("--pydepth", type=int, default=4, help="depth of the Python perft (4)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default="perft,play,queries",
                    help="comma-separated parts: perft, play, queries (all)")
    ap.add_argument("--games", type=int, default=100, help="random games (100)")
    ap.add_argument("--plies", type=int, default=200, help="at most this many plies a game (200)")
    ap.add_argument("--before", help="PYTHONPATH[:LD_LIBRARY_PATH] of another build to compare")
    args = ap.parse_args(argv[1:])
    parts = set(args.only.split(","))
    pos = tavreli.Position()
    print(f"tavreli {tavreli.__version__}, Python {sys.version.split()[0]}")
    if "play" in parts:
        n, t = play_figure(args.games, args.plies, args.repeat)
        print(f"random play ({args.games} games, <= {args.plies} plies, python-chess idiom): "
              f"{n} plies, {t:.3f} s CPU, {n / t:,.0f} plies/s  [{os.path.dirname(tavreli._core.__file__)}]")
        if args.before:
            nb, tb, where = play_before(args.before, args.games, args.plies, args.repeat)
            print(f"random play, before:                               "
                  f"{nb} plies, {tb:.3f} s CPU, {nb / tb:,.0f} plies/s  [{where}]")
            print(f"  after / before speed: {(n / t) / (nb / tb):.2f}x"
                  + ("" if nb == n else f"  (the games differ: {nb} vs {n} plies)"))
    if "queries" in parts:
        print("cost per call through the binding (best of 3, 20000 calls):")
        for name, us in query_costs():
            print(f"  {name:32s} {us:6.2f} us")
    if "perft" not in parts:
        return 0

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
    n, t = best_of(1, lambda: python_perft(pos, args.pydepth), cpu_clock)
    wall = time.perf_counter() - t0
    print(f"Python perft({args.pydepth}), every leaf pushed and popped: {n} leaves, "
          f"{t:.2f} s CPU, {n / t:,.0f} leaves/s ({n / wall:,.0f} by the wall clock)")
    n, t = best_of(args.repeat, lambda: python_perft(pos, args.pydepth, bulk=True), cpu_clock)
    print(f"Python perft({args.pydepth}), last ply len(legal_moves): {n} leaves, "
          f"{t:.3f} s CPU, {n / t:,.0f} leaves/s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
