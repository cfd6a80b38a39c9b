#!/bin/sh
# make check-perft-deep: the start position's depth-7 divide (R12) against
# tests/data/perft/start-divide7.txt (computed twice, with and without the
# transposition table; see its README). One thread and no table unless
# PERFT_THREADS / PERFT_HASH (MiB) say otherwise.
set -e
: "${TAVRELI:?}" "${TESTDATA:?}"
START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
want="$TESTDATA/perft/start-divide7.txt"
d7=$(sed -n 's/^total //p' "$want")
[ -n "$d7" ] || { echo "FAIL: no total in $want"; exit 1; }
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
t0=$(date +%s)
"$TAVRELI" perft --divide --threads "${PERFT_THREADS:-1}" ${PERFT_HASH:+--hash "$PERFT_HASH"} "$START" 7 > "$tmp"
t1=$(date +%s)
grep -v '^#' "$want" | diff - "$tmp" || { echo "FAIL: the depth-7 divide differs from $want"; exit 1; }
echo "perft(7) of the start: $d7, divide as published ($((t1 - t0)) s)"
