#!/usr/bin/env python3
"""Replay Tavreli game scores and show each position as it goes.

    replay.py [GAMES.txt] [GAME-NUMBER...]

GAMES.txt has the format of tests/data/games/tournament-1997-2003.txt: a
heading line "[Game N] ...", then one line of moves. For every position the
script prints the ply, the move, the number of towers of two or more pieces,
the tallest tower, and whether the side to move is in check (or mated).
The source's typos are repaired as tests/data/games/README.md explains.
"""
import os
import sys
from typing import Iterator, List, Optional, Set, Tuple

import tavreli


def read_games(path: str) -> Iterator[Tuple[Optional[str], List[str]]]:
    heading: Optional[str] = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("["):
                heading = line
                continue
            text = line.replace("\u0441", "c").lower().replace("b1 e1", "b1-e1")
            moves = [m for m in text.split()]
            if moves and moves[-1].endswith("*"):
                moves[-1] = moves[-1].rstrip("*")
            yield heading, [m for m in moves if m]


def status(pos: tavreli.Position) -> str:
    if pos.is_checkmate():
        return "checkmate"
    if pos.is_stalemate():
        return "stalemate"
    return "check" if pos.is_check() else ""


def replay(heading: Optional[str], moves: List[str]) -> Optional[tavreli.Outcome]:
    print(heading)
    pos = tavreli.Position()
    for ply, text in enumerate(moves, 1):
        move = pos.push(text)
        heights = [len(t) for _, t in pos.towers()]
        towers = sum(1 for h in heights if h > 1)
        print(f"{ply:3d}. {str(move):10s} towers {towers:2d}  tallest {max(heights):2d}  {status(pos)}")
    print(pos)
    outcome = pos.outcome()
    print(f"result: {outcome.result() + ' (' + outcome.termination.value + ')' if outcome else 'not over'}")
    print(pos.tfen())
    print()
    return outcome


def main(argv: List[str]) -> int:
    default = os.path.join(os.environ.get("TESTDATA", "tests/data"), "games",
                           "tournament-1997-2003.txt")
    path = argv[1] if len(argv) > 1 and not argv[1].isdigit() else default
    wanted: Set[int] = {int(a) for a in argv[1:] if a.isdigit()}
    mates = 0
    for number, (heading, moves) in enumerate(read_games(path), 1):
        if wanted and number not in wanted:
            continue
        outcome = replay(heading, moves)
        if outcome and outcome.termination is tavreli.Termination.CHECKMATE:
            mates += 1
    print(f"games ending in checkmate: {mates}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
