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
