#!/bin/sh
# make check: run the Python examples and check what they print.
# Needs PYTHON, TAV_PYTHON_PATH, TAV_LIBDIR, TAV_SRCDIR and TESTDATA (from
# AM_TESTS_ENVIRONMENT).
set -e
here=$(cd "$(dirname "$0")" && pwd)
run="$TAV_SRCDIR/bindings/python/run-python.sh"
out=${TMPDIR:-/tmp}/tav-examples.$$
trap 'rm -f "$out" "$out.cli"' EXIT

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

# validate_games: the same report as the CLI's `tavreli validate` (R11),
# lenient and strict, from a path and from stdin.
tgn="$TESTDATA/games/tournament-1997-2003.tgn"
"$run" "$here/validate_games.py" "$tgn" > "$out"
grep -q '^20 games: 20 valid (13 with warnings), 0 invalid; 5 end in checkmate$' "$out"
test "$(grep -c ' checkmated, ' "$out")" -eq 5
test "$(grep -c 'warning \[typo\]' "$out")" -eq 7
if [ -n "$TAVRELI" ] && [ -x "$TAVRELI" ]; then
    "$TAVRELI" validate --lenient "$tgn" > "$out.cli" || exit 1
    "$run" "$here/validate_games.py" --lenient "$tgn" | diff "$out.cli" - >&2
    rc=0; "$TAVRELI" validate --strict "$tgn" > "$out.cli" || rc=$?
    test $rc -eq 1
    rc=0; "$run" "$here/validate_games.py" --strict "$tgn" > "$out" || rc=$?
    test $rc -eq 1
    diff "$out.cli" "$out" >&2
    "$TAVRELI" validate --lenient - < "$tgn" > "$out.cli"
    "$run" "$here/validate_games.py" - < "$tgn" | diff "$out.cli" - >&2
    rm -f "$out.cli"
fi
# A missing file is reported, not a traceback.
if "$run" "$here/validate_games.py" "$tgn.missing" > "$out" 2>&1; then exit 1; fi
grep -q 'No such file' "$out"
echo "examples OK"
