#!/bin/sh
# make check: run the Python examples and check what they print.
# Needs PYTHON, TAV_PYTHON_PATH, TAV_LIBDIR, TAV_SRCDIR and TESTDATA (from
# AM_TESTS_ENVIRONMENT).
set -e
here=$(cd "$(dirname "$0")" && pwd)
run="$TAV_SRCDIR/bindings/python/run-python.sh"
out=${TMPDIR:-/tmp}/tav-examples.$$
trap 'rm -f "$out"' EXIT

# replay: all twenty games, five end in checkmate (tests/data/games/README.md).
"$run" "$here/replay.py" "$TESTDATA/games/tournament-1997-2003.txt" > "$out"
grep -q '^games ending in checkmate: 5$' "$out"
test "$(grep -c '^\[Game' "$out")" -eq 20
grep -q 'checkmate$' "$out"
grep -q ' check$' "$out"
grep -q 'towers  *[1-9]' "$out"

# perft: in C and in Python, and divide (R12).
test "$("$run" "$here/perft.py" 3 2>/dev/null)" = 68455
test "$("$run" "$here/perft.py" --python 2 2>/dev/null)" = 1519
test "$("$run" "$here/perft.py" 3 '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1' 2>/dev/null)" = 4225
"$run" "$here/perft.py" --divide 2 2>/dev/null > "$out"
grep -q '^e2-e4 39$' "$out"
grep -q '^total 1519$' "$out"
# A bad TFEN is reported, not a traceback.
if "$run" "$here/perft.py" 1 'junk' > "$out" 2>&1; then exit 1; fi
grep -q 'TFEN field' "$out"
echo "examples OK"
