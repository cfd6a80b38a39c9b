#!/usr/bin/env python3
"""Make the opening suite of tavreli match (bench/openings.epd).

Balanced starting positions a few plies deep: the positions after 4, 6 and
8 plies of the twenty tournament games (../shared/games, read leniently:
the scores carry typos), and the positions after 4 to 8 seeded random
plies from the start position; kept when the engine's score at a modest
depth (default 6) is within +-50 centipawns and no mate, each position once
(board, side, castling, en passant). Everything goes through the tavreli
program (convert, fen, moves, analyse): no second rules engine here.

Usage: make-openings.py TAVRELI GAMES.tgn [--depth D] [--margin CP]
                        [--random N] [--seed S] > bench/openings.epd
The suite in the repository was made by

    python3 scripts/make-openings.py cli/tavreli \\
        /work/shared/games/tournament-1997-2003.tgn > bench/openings.epd

(the defaults: depth 6, margin 50, 40 random walks, seed 1).
"""
import argparse
import json
import random
import re
import subprocess
import sys


def run(tavreli, *args):
    return subprocess.run([tavreli, *args], check=True, capture_output=True, text=True).stdout


def game_moves(tavreli, path):
    """The move lists of the games in path (canonical notation)."""
    text = run(tavreli, "convert", "--lenient", path)
    games = []
    for block in re.split(r"\n\n(?=\[)", text):
        body = "\n".join(line for line in block.splitlines() if not line.startswith("["))
        body = re.sub(r"\{[^}]*\}", " ", body)
        moves = [t.rstrip("+#!?") for t in body.split()
                 if not re.match(r"^(\d+\.(\.\.)?|\$\d+|1-0|0-1|1/2-1/2|\*)$", t)]
        if moves:
            games.append(moves)
    return games


def key(tfen):
    return " ".join(tfen.split()[:4])


def score(tavreli, tfen, depth):
    """The engine's score in cp for the side to move, or None for a mate
    or a position without moves."""
    out = json.loads(run(tavreli, "analyse", "--depth", str(depth), "--json", tfen))
    lines = out.get("lines") or []
    if not lines or "cp" not in lines[0]["score"]:
        return None
    return lines[0]["score"]["cp"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tavreli")
    ap.add_argument("games")
    ap.add_argument("--depth", type=int, default=6)
    ap.add_argument("--margin", type=int, default=50)
    ap.add_argument("--random", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    candidates = []  # (tfen, where)
    for g, moves in enumerate(game_moves(a.tavreli, a.games), 1):
        for plies in (4, 6, 8):
            if len(moves) > plies:
                tfen = run(a.tavreli, "fen", "startpos", *moves[:plies]).strip()
                candidates.append((tfen, f"tournament game {g}, after {plies} plies"))
    rng = random.Random(a.seed)
    for walk in range(1, a.random + 1):
        plies = rng.randint(4, 8)
        tfen = run(a.tavreli, "fen", "startpos").strip()
        for _ in range(plies):
            moves = run(a.tavreli, "moves", tfen).split()
            if not moves:
                break
            tfen = run(a.tavreli, "fen", tfen, rng.choice(moves)).strip()
        candidates.append((tfen, f"random walk {walk} from the start, {plies} plies"))
    seen = set()
    print("# The opening suite of tavreli match (--openings, and SPRT runs by default):")
    print(f"# balanced positions, score within +-{a.margin} cp at depth {a.depth} (tavreli analyse).")
    print("# Made by scripts/make-openings.py (see its text for the command); do not edit by hand.")
    kept = 0
    for tfen, where in candidates:
        if key(tfen) in seen or not run(a.tavreli, "moves", tfen).split():
            continue
        cp = score(a.tavreli, tfen, a.depth)
        if cp is None or abs(cp) > a.margin:
            continue
        seen.add(key(tfen))
        kept += 1
        print(f"{tfen} ; {where}, {cp:+d} cp at depth {a.depth}")
    print(f"make-openings: {kept} of {len(candidates)} positions kept", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
