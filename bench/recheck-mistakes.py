#!/usr/bin/env python3
"""Read the games a player lost: its mistakes, replayed by another engine.

    bench/recheck-mistakes.py MATCH.tgn PLAYER [ENGINE...]

MATCH.tgn is a record written by `tavreli match` (each move's comment ends
with the seconds it took, "... 0.23s"); PLAYER is the name in the White or
Black tag of the side to read. Each game PLAYER lost is annotated by the
library's analysis (Game.annotate, ANALYSIS_NODES nodes a position, default
2000000: its $2 and $4, mistakes and blunders, and the better move). For
each of PLAYER's mistakes, ENGINE (default: cli/tavreli uci) plays the
position in the seconds the move took, and the library's engine in this
process (the same number of nodes, its table cleared before each search:
deterministic) scores the move played, the engine's and the analysis's
better one, in centipawns from PLAYER's side. One line per mistake; the
last line counts those the engine did not repeat: its move within 50 cp of
the better one, or 100 cp or more above the move played. The timed moves
may differ from run to run."""
import os
import re
import sys

import tavreli
from tavreli import engine as uci

MISTAKES = {2, 4}  # $2 ?, $4 ??
LOST = {tavreli.WHITE: "0-1", tavreli.BLACK: "1-0"}


def judged(board: tavreli.Position, move: tavreli.Move, judge: tavreli.Engine, nodes: int) -> int:
    """move's value in centipawns for the side playing it in board: a
    search of nodes after it, on a cleared table (deterministic)."""
    after = board.copy()
    after.push(move)
    judge.clear()
    return -after.analyse(nodes=nodes, engine=judge).score.score(mate_score=100000)


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    path, player = argv[1], argv[2]
    command = argv[3:] or ["cli/tavreli", "uci"]
    nodes = int(os.environ.get("ANALYSIS_NODES", "2000000"))
    eng = uci.SimpleEngine.popen_uci(command)
    judge = tavreli.Engine()
    seen = mended = 0
    with open(path, encoding="utf-8") as f:
        for played in iter(lambda: tavreli.read_game(f), None):
            colour = {played.headers.get("White"): tavreli.WHITE, played.headers.get("Black"): tavreli.BLACK}.get(player)
            if colour is None or played.headers.get("Result") != LOST[colour]:
                continue
            game = played.annotate(uci.Limit(nodes=nodes)).game
            for node in game.mainline():
                board = node.parent.board()
                if board.turn != colour or not MISTAKES & set(node.nags):
                    continue
                times = re.findall(r"([0-9.]+)s\b", node.comment)
                seconds = float(times[-1]) if times else 0.1
                better = node.parent.variations[1].move if len(node.parent.variations) > 1 else node.move
                new = eng.play(board, uci.Limit(time=seconds)).move
                old_cp, new_cp, best_cp = (judged(board, m, judge, nodes) for m in (node.move, new, better))
                seen += 1
                mended += new_cp >= best_cp - 50 or new_cp >= old_cp + 100
                print(f"round {game.headers.get('Round', '?')} move {board.fullmove_number}"
                      f" ({seconds:.2f} s): played {board.san(node.move)} {old_cp:+d},"
                      f" now {board.san(new)} {new_cp:+d}, better {board.san(better)} {best_cp:+d}")
    eng.quit()
    print(f"{mended} of {seen} mistakes not repeated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
