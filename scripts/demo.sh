#!/bin/sh
# The main job: build, then show the library at work.
set -e
cd "$(dirname "$0")/.."
./scripts/build.sh
echo "== perft from the start position, depth 5 (expected 152674453)"
./cli/tavreli perft startpos 5
echo "== a real game replayed: Karpov - Kupreichik, Moscow 1997 (game 2)"
./cli/tavreli fen startpos $(sed -n 's/^c1-d2 d8-e7 d2-c3/&/p' tests/data/games/tournament-1997-2003.txt | head -1)
