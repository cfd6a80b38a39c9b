#!/bin/sh
# The analysis's curve from centipawns to winning chances (doc/analysis.md,
# "The curve"): K of 1 / (1 + 10^(-K cp / 400)) fitted by the Texel tuner
# (bench/texel.c, --passes 0: K alone) on positions of Tavreli games with
# their results, each scored as the analysis scores it (a 20000-node search).
# The games: the twenty tournament games (the fifteen that end with the mate
# sign, as a mate or a resignation, count as won by the side that made that
# move), the 40 games against an outside engine (../shared/games), and 120
# self-play games from random openings in doc/analysis/selfplay-120.tgn,
# played by
#   tavreli match --engine builtin:nodes=20000 --engine builtin:nodes=20000 \
#     --games 120 --random-plies 8 --seed 7 --tgn doc/analysis/selfplay-120.tgn --quiet
# Prints K, the error and the mean result by band of 100 centipawns beside
# the curve. About two minutes of one core.
#   bench/chances-fit.sh [GAMES_DIR]   (default ../shared/games beside the source)
set -e
here=$(cd "$(dirname "$0")" && pwd)
games=${1:-$here/../../shared/games}
exec "$here/texel.sh" --passes 0 --every 3 --max 20000 --nodes 20000 --marked-wins 1 --table 1 \
    "$games/tournament-1997-2003.tgn" "$games/vs-independent.tgn" "$here/../doc/analysis/selfplay-120.tgn"
