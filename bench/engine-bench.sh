#!/bin/sh
# Engine speed: nodes per second of the tavreli engine (one thread) on a
# fixed set of middle-game positions with towers (bench/engine-positions.txt,
# from seeded self-play), side by side with Stockfish's own "bench"
# Nodes/second in the same run. A figure, not a test.
#
#   bench/engine-bench.sh [path/to/tavreli]      DEPTH=7 by default
set -e
TAVRELI=${1:-./cli/tavreli}
DEPTH=${DEPTH:-7}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
here=$(cd "$(dirname "$0")" && pwd)
nodes=0; ms=0; n=0
while IFS= read -r tfen; do
    [ -n "$tfen" ] || continue
    set -- $("$TAVRELI" analyse --json --depth "$DEPTH" "$tfen" | python3 -c \
        'import json,sys; d=json.load(sys.stdin); print(d["nodes"], d["time_ms"])')
    n=$((n + 1)); nodes=$((nodes + $1)); ms=$((ms + $2))
    printf 'position %d: %10d nodes %7d ms %9d nps\n' "$n" "$1" "$2" $(( $1 * 1000 / ($2 > 0 ? $2 : 1) ))
done < "$here/engine-positions.txt"
printf 'tavreli   depth %d, %d positions: %d nodes in %d ms = %d nodes/second\n' \
    "$DEPTH" "$n" "$nodes" "$ms" $(( nodes * 1000 / (ms > 0 ? ms : 1) ))
if [ -x "$STOCKFISH" ]; then
    sf=$("$STOCKFISH" bench 2>&1 | sed -n 's/^Nodes\/second *: *//p')
    printf 'stockfish bench (%s): %s nodes/second\n' "$STOCKFISH" "$sf"
else
    echo "stockfish: not found at $STOCKFISH"
fi
