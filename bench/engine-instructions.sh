#!/bin/sh
# Engine cost per node in instructions, which (unlike nodes per second) do
# not depend on what else the machine runs: for each position of
# bench/engine-positions.txt, the search's nodes at DEPTH and the
# instructions of the whole run, counted by valgrind (cachegrind, no cache
# simulation; virtual machines often give perf no hardware counters).
# Program start and the engine's set-up are included (a few million
# instructions). A figure for optimising, not a test.
#
#   bench/engine-instructions.sh [path/to/tavreli]     DEPTH=5 by default
#
# Run from a build tree: a libtool wrapper script is run through its own
# libtool so that valgrind measures the program, not the shell.
set -e
TAVRELI=${1:-./cli/tavreli}
DEPTH=${DEPTH:-5}
here=$(cd "$(dirname "$0")" && pwd)
command -v valgrind >/dev/null || { echo "engine-instructions: valgrind not found" >&2; exit 1; }
run="valgrind"
build=$(cd "$(dirname "$TAVRELI")/.." && pwd)
if head -c 2 "$TAVRELI" | grep -q '#!' && [ -x "$build/libtool" ]; then
    run="$build/libtool --mode=execute valgrind"
fi
err=$(mktemp)
trap 'rm -f "$err"' EXIT
total_nodes=0; total_ir=0
while IFS= read -r tfen; do
    [ -n "$tfen" ] || continue
    nodes=$($run --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$TAVRELI" analyse --json --depth "$DEPTH" "$tfen" 2>"$err" | python3 -c \
        'import json,sys; print(json.load(sys.stdin)["nodes"])')
    ir=$(sed -n 's/.*I *refs: *//p' "$err" | tr -d ,)
    printf '%10d nodes %14d instructions %6d per node\n' "$nodes" "$ir" $((ir / nodes))
    total_nodes=$((total_nodes + nodes)); total_ir=$((total_ir + ir))
done < "$here/engine-positions.txt"
printf 'depth %d, all positions: %d nodes, %d instructions, %d per node\n' \
    "$DEPTH" "$total_nodes" "$total_ir" $((total_ir / total_nodes))
