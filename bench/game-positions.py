#!/usr/bin/env python3
"""Positions at every node of a game, in figures: the time
tav_game_position_at() takes to give the position after each node of the
longest game of the tournament (../shared/games), asked in node order through
the binding tier (tavb_game_position_at, every language's path), and the
same through Python's GameNode.board().

Run with the built package on the path (the library it loads is the one to
measure: LD_LIBRARY_PATH may name another build's libtavreli.so.1):
  PYTHONPATH=bindings/python/stage python3 bench/game-positions.py [GAMES.tgn]
A figure, not a test: tests/unit/test_game_positions.c checks the positions."""
import os
import statistics
import sys
import time

import tavreli
from tavreli import _core

RUNS = int(os.environ.get("RUNS", "15"))


def main() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "shared", "games",
                                                              "tournament-1997-2003.tgn")
    with open(path, encoding="utf-8") as f:
        games = list(tavreli.read_games(f))
    game = max(games, key=lambda g: _core.tav_game_node_count(g._g))
    nodes = _core.tav_game_node_count(game._g)

    def tier() -> None:
        for node in range(nodes):
            _core.tavb_game_position_at(game._g, node)

    def boards() -> None:
        for node in [game, *game.mainline()]:
            node.board()

    print(f"{os.path.basename(path)}: longest game {nodes} nodes "
          f"({game.headers.get('White', '?')} - {game.headers.get('Black', '?')}), "
          f"median of {RUNS} runs")
    print(f"{'every node':34} {'ms':>8} {'us/node':>9}")
    for name, run in (("tav_game_position_at (tier)", tier), ("GameNode.board() (Python)", boards)):
        times = []
        for _ in range(RUNS):
            t = time.perf_counter()
            run()
            times.append(time.perf_counter() - t)
        ms = statistics.median(times) * 1000
        print(f"{name:34} {ms:8.2f} {ms * 1000 / nodes:9.1f}")


if __name__ == "__main__":
    main()
