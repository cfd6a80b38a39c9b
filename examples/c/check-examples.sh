#!/bin/sh
# Run the C examples and check what they print. EXAMPLES_BIN says where
# they were built (the build tree, or make installcheck's own build).
set -e
bin=$EXAMPLES_BIN
out=${TMPDIR:-/tmp}/tav-c-examples.$$
trap 'rm -f "$out"' EXIT
"$bin/play" > "$out"
test "$(wc -l < "$out")" -eq 6
grep -q '^d5(1)-a5 .*(pP=H)' "$out"
test "$("$bin/perft" 4)" = 3055489
test "$("$bin/perft" 3 '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1')" = 4225
"$bin/perft" -d 2 > "$out"
grep -q '^total 1519$' "$out"
# the twenty real games: all valid (lenient), five checkmates
"$bin/validate" "$TESTDATA/games/tournament-1997-2003.tgn" > "$out"
test "$(grep -c '^game .*: ok' "$out")" -eq 20
test "$(grep -c 'checkmate$' "$out")" -eq 5
echo "C examples OK"
