"""Game-tree figures of the Python binding: the cost of
GameNode.variations with many children, and of GameNode.board() at ply 100
(warm: asked again; cold: a fresh game; along the main line). Run with the
package importable, e.g.

    TAV_PYTHON_PATH=bindings/python/stage TAV_LIBDIR=libtavreli/.libs \\
        sh bindings/python/run-python.sh - < bindings/python/bench_games.py

(from stdin, so that the source directory bindings/python/tavreli is not
imported instead of the stage).
"""
import time

import tavreli

KNIGHTS = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"]


def variations(n):
    game = tavreli.Game()
    root = game.root
    for _ in range(n):
        root.add_variation("e2-e4")
    t = time.perf_counter()
    v = root.variations
    dt = time.perf_counter() - t
    assert len(v) == n
    return dt


def line(plies):
    game = tavreli.Game()
    node = game.root
    for i in range(plies):
        node = node.add_variation(KNIGHTS[i % 4])
    return game, node


def board_warm(reps=500):
    _, node = line(100)
    board = getattr(node, "board", None) or node.position
    board()
    t = time.perf_counter()
    for _ in range(reps):
        board()
    return (time.perf_counter() - t) / reps


def board_cold(reps=50):
    total = 0.0
    for _ in range(reps):
        game, node = line(100)
        if hasattr(game, "_boards"):
            game._boards.clear()
        board = getattr(node, "board", None) or node.position
        t = time.perf_counter()
        board()
        total += time.perf_counter() - t
    return total / reps


def board_mainline(reps=5):
    game, _ = line(100)
    total = 0.0
    for _ in range(reps):
        if hasattr(game, "_boards"):
            game._boards.clear()
        t = time.perf_counter()
        for node in game.mainline():
            (getattr(node, "board", None) or node.position)()
        total += time.perf_counter() - t
    return total / reps / 100


if __name__ == "__main__":
    for n in (20000, 40000):
        print(f"GameNode.variations, {n} children: {variations(n):.3f} s")
    print(f"GameNode.board() at ply 100, asked again: {board_warm() * 1e6:.1f} us")
    print(f"GameNode.board() at ply 100, fresh game: {board_cold() * 1e6:.1f} us")
    print(f"GameNode.board() along a 100-ply main line: {board_mainline() * 1e6:.1f} us per node")
