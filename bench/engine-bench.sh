#!/bin/sh
# Engine speed: nodes per second of the tavreli engine (one thread) on a
# fixed set of middle-game positions with towers (bench/engine-positions.txt,
# from seeded self-play), side by side with Stockfish's own "bench"
# Nodes/second in the same run. A figure, not a test. The two alternate
# RUNS times (the machine is shared and noisy) and the medians are compared.
#
#   bench/engine-bench.sh [path/to/tavreli]      DEPTH=7 RUNS=5 by default
#   BASELINE=path/to/other/tavreli bench/engine-bench.sh ...
#
# BASELINE adds its nodes/s, its runs interleaved with the others' (the
# same noise for all three), and the ratio to the baseline.
set -e
TAVRELI=${1:-./cli/tavreli}
BASELINE=${BASELINE:-}
DEPTH=${DEPTH:-7}
RUNS=${RUNS:-5}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
here=$(cd "$(dirname "$0")" && pwd)

# one pass over the positions with program $1 (default TAVRELI): "nodes ms"
ours() {
    prog=${1:-$TAVRELI}
    nodes=0; ms=0
    while IFS= read -r tfen; do
        [ -n "$tfen" ] || continue
        set -- $("$prog" analyse --json --depth "$DEPTH" "$tfen" | python3 -c \
            'import json,sys; d=json.load(sys.stdin); print(d["nodes"], d["time_ms"])')
        nodes=$((nodes + $1)); ms=$((ms + $2))
    done < "$here/engine-positions.txt"
    echo "$nodes $ms"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

positions=$(grep -c . "$here/engine-positions.txt")
t_list=""; s_list=""; b_list=""
for i in $(seq "$RUNS"); do
    if [ -n "$BASELINE" ]; then
        set -- $(ours "$BASELINE")
        b_nps=$(( $1 * 1000 / ($2 > 0 ? $2 : 1) ))
        b_list="$b_list $b_nps"
        printf 'run %d: baseline %d nodes in %d ms = %d nodes/s\n' "$i" "$1" "$2" "$b_nps"
    fi
    set -- $(ours)
    nps=$(( $1 * 1000 / ($2 > 0 ? $2 : 1) ))
    t_list="$t_list $nps"
    if [ -x "$STOCKFISH" ]; then
        sf=$("$STOCKFISH" bench 2>&1 | sed -n 's/^Nodes\/second *: *//p')
        s_list="$s_list $sf"
    fi
    printf 'run %d: tavreli %d nodes in %d ms = %d nodes/s; stockfish bench %s nodes/s\n' \
        "$i" "$1" "$2" "$nps" "${sf:-n/a}"
done
t=$(echo $t_list | tr ' ' '\n' | median)
printf 'tavreli   depth %d on %d tower positions, median of %d: %d nodes/second\n' "$DEPTH" "$positions" "$RUNS" "$t"
if [ -n "$s_list" ]; then
    s=$(echo $s_list | tr ' ' '\n' | median)
    printf 'stockfish bench (%s), median of %d: %d nodes/second\n' "$STOCKFISH" "$RUNS" "$s"
    awk -v t="$t" -v s="$s" 'BEGIN { printf "tavreli / stockfish: %.2f\n", t / s }'
else
    echo "stockfish: not found at $STOCKFISH"
fi
if [ -n "$b_list" ]; then
    b=$(echo $b_list | tr ' ' '\n' | median)
    printf 'baseline  (%s), median of %d: %d nodes/second\n' "$BASELINE" "$RUNS" "$b"
    awk -v t="$t" -v b="$b" 'BEGIN { printf "tavreli / baseline: %.2f\n", t / b }'
    if [ -n "$s_list" ]; then
        awk -v b="$b" -v s="$s" 'BEGIN { printf "baseline / stockfish: %.2f\n", b / s }'
    fi
fi
