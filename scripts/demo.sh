#!/bin/sh
# The main job: build, then show the library at work: a perft, a real game
# validated move by move, and a Python analysis of all twenty games.
set -e
cd "$(dirname "$0")/.."
./scripts/build.sh
games=tests/data/games/tournament-1997-2003.txt
echo
echo "== perft from the start position, depth 5 (expected 152674453)"
./cli/tavreli perft startpos 5
echo
echo "== a real game replayed move by move: Karpov - Kupreichik, Moscow 1997"
moves=$(sed -n '/^\[Game 2\]/{n;p;}' "$games")
echo "$moves"
./cli/tavreli fen startpos $moves
echo
echo "== the twenty tournament games validated (lenient: typos repaired and reported)"
./cli/tavreli validate --lenient tests/data/games/tournament-1997-2003.tgn
echo
echo "== Python: every position of the twenty tournament games (tower count, check)"
TAV_PYTHON_PATH=bindings/python/stage TAV_LIBDIR=libtavreli/.libs PYTHON=${PYTHON:-/usr/bin/python3} \
  ./bindings/python/run-python.sh examples/python/replay.py "$games" | tail -25
echo
echo "== the engine analyses a middle game with towers (depth 6, two lines)"
./cli/tavreli analyse --depth 6 --multipv 2 \
  'r6r/p(pQ)(pP)3pp/2n2(pn)k1/4p3/1b2(qNp=q)1bP/2N1P3/PP1(PB)1PP1/R3KB1R w KQ - 1 17'
echo
echo "== the problem solver: a mate in 2 with its key, threat and every defence (R14)"
./cli/tavreli solve --stip '#2' --tries --threats '8/1h2k1B1/5RQn/8/8/8/QR3B2/K7 w - - 0 1'
