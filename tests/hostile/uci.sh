#!/bin/sh
# tavreli uci under repeated hostile tries: what each try
# found, kept so that it stays fixed (the fuzzer tests/fuzz/fuzz_uci.c
# covers the protocol's invariants; tests/engine/uci.sh the protocol).
set -u
: "${TAVRELI:=./cli/tavreli}"
out=$(mktemp) ; in=$(mktemp) ; trap 'rm -f "$out" "$in"' EXIT
fail=0
uci() { # the engine on $in with a time limit; status must be 0
    timeout 60 "$TAVRELI" uci < "$in" > "$out" 2>&1
    rc=$?
    [ $rc -eq 0 ] || { echo "FAIL: tavreli uci exited with $rc"; head -c 2000 "$out"; fail=1; }
}
long=$(printf '%0100000d' 0 | tr 0 Q)

# A token of 100,000 characters was echoed whole in the answer (a line of
# 100 kB back to the host): every echo of the host's text is cut at 40.
{
    echo "setoption name $long value 1"
    echo "position $long"
    echo "position startpos $long"
    echo "position startpos moves $long"
    echo "position startpos"
    echo "go depth $long"
    echo "isready"
} > "$in"
uci
if awk 'length($0) > 300 { bad = 1 } END { exit !bad }' "$out"; then
    echo "FAIL: an answer longer than 300 characters"; cut -c1-120 "$out"; fail=1
fi
[ "$(grep -c "^info string" "$out")" -eq 6 ] || { echo "FAIL: not one answer per bad command"; cut -c1-120 "$out"; fail=1; }
grep -q '^readyok$' "$out" || { echo "FAIL: no readyok"; fail=1; }

# "setoption name Hash value" (the value left empty at the end of the
# line) was read as an unknown option named "Hash value".
printf 'setoption name Hash value\nsetoption name DeltaMargin value  \nisready\n' > "$in"
uci
grep -q "^info string setoption: Hash needs a value from 1 to 65536" "$out" ||
    { echo "FAIL: an empty Hash value"; cat "$out"; fail=1; }
grep -q "^info string setoption: DeltaMargin needs a value from" "$out" ||
    { echo "FAIL: an empty DeltaMargin value"; cat "$out"; fail=1; }

# A carriage return inside a line ("\rgo\tdepth 1", a GUI mixing line
# ends) was dispatched as "go" by the codec but read word by word as an
# unknown parameter "\rgo", so its depth was lost: a CR separates words
# as a space does.
printf '\rgo\tdepth 1\r\nposition startpos moves\re2-e4\ngo depth\r2\nisready\n' > "$in"
uci
[ "$(grep -c '^bestmove ' "$out")" -eq 2 ] || { echo "FAIL: not two bestmoves"; cat "$out"; fail=1; }
grep -q '^info depth 1 .* pv e2-e4' "$out" || { echo "FAIL: the first go did not search depth 1 from the start"; cat "$out"; fail=1; }
grep -q '^info depth 2 .* pv e7-e5' "$out" || { echo "FAIL: the second go did not search depth 2 after e2-e4"; cat "$out"; fail=1; }
! grep -q '^info string' "$out" || { echo "FAIL: a complaint"; cat "$out"; fail=1; }

# A bad parameter cut out of a go joined the words after it to a
# "searchmoves" list before it: "go searchmoves a2-a3 wtime x 3 b2-b4"
# searched b2-b4 too. The words after a bad parameter up to the next go
# word go with it, and are named.
printf 'position startpos\ngo searchmoves a2-a3 wtime x 3 b2-b4 depth 2\nisready\n' > "$in"
uci
grep -q '^bestmove a2-a3' "$out" || { echo "FAIL: searchmoves a2-a3 not kept alone"; cat "$out"; fail=1; }
if grep '^info depth' "$out" | grep -q ' pv b2-b4'; then echo "FAIL: b2-b4 searched"; cat "$out"; fail=1; fi
grep -q "^info string go: '3 b2-b4' after it: ignored" "$out" || { echo "FAIL: the words after a bad parameter not named"; cat "$out"; fail=1; }

exit $fail
