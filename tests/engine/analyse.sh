#!/bin/sh
# tavreli analyse: lines for a person and as JSON, mates, ends, errors.
set -u
: "${TAVRELI:=./cli/tavreli}"
out=$(mktemp) ; trap 'rm -f "$out"' EXIT
fail=0
has() { grep -q -- "$1" "$out" || { echo "FAIL: no '$1'"; cat "$out"; fail=1; }; }

"$TAVRELI" analyse --depth 3 --multipv 2 startpos e2-e4 > "$out" || fail=1
has '^position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1$'
has '^1\. depth 3/[0-9]*  score cp -\{0,1\}[0-9]*  1\.\.\. [a-h][1-8]'
has '^2\. depth 3/'
has '^nodes [0-9]*  time [0-9]* ms$'

"$TAVRELI" analyse --json --depth 4 '7k/8/6K1/8/8/8/8/R7 w - - 0 1' > "$out" || fail=1
has '"bestmove": "a1-a8"'
has '"score": {"mate": 1}'
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["lines"][0]["pv"] == ["a1-a8"]' "$out" \
    || { echo "FAIL: JSON"; cat "$out"; fail=1; }

"$TAVRELI" analyse --nodes 2000 --json startpos > "$out" || fail=1
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["nodes"] >= 1 and len(d["lines"]) == 1' "$out" \
    || { echo "FAIL: nodes JSON"; cat "$out"; fail=1; }
"$TAVRELI" analyse --time 0.2 startpos > "$out" || fail=1
has '^1\. depth '

"$TAVRELI" analyse --json 'R6k/8/6K1/8/8/8/8/8 b - - 0 1' > "$out" || fail=1
has '"bestmove": null, '
has '"end": "checkmate", "lines": \[\]}$'
# the one schema (tav_search_result_json): every key, whatever the position
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert sorted(d) == sorted(["tfen", "bestmove", "depth", "seldepth", "nodes", "time_ms", "stopped", "end", "lines"]), d' "$out" \
    || { echo "FAIL: keys of the JSON"; cat "$out"; fail=1; }
"$TAVRELI" analyse '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1' > "$out" || fail=1
has '^no legal move: stalemate$'

"$TAVRELI" analyse startpos e2-e5 > "$out" 2>&1; [ $? -eq 1 ] || { echo "FAIL: illegal move"; fail=1; }
has "move 'e2-e5'"
"$TAVRELI" analyse 'not a tfen' > "$out" 2>&1; [ $? -eq 1 ] || { echo "FAIL: bad TFEN"; fail=1; }
# Threads and the table: two threads and an 8 MiB table still find the
# mate in one
"$TAVRELI" analyse --threads 2 --hash 8 --depth 4 '7k/8/6K1/8/8/8/8/R7 w - - 0 1' > "$out" || fail=1
has '^1\. depth 4/[0-9]*  score mate 1  1\. a1-a8'
for bad in "--depth 0 startpos" "--depth x startpos" "--time -1 startpos" "--multipv 99 startpos" "--depth" "" \
           "--threads 0 startpos" "--threads 65 startpos" "--hash 0 startpos" "--hash 65537 startpos"; do
    # shellcheck disable=SC2086
    "$TAVRELI" analyse $bad > /dev/null 2>&1; [ $? -eq 2 ] || { echo "FAIL: usage '$bad'"; fail=1; }
done
exit $fail
