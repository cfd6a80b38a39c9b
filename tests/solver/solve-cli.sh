#!/bin/sh
# tavreli solve (R14): Popeye-style text, JSON, and a problem record (TGN)
# solved and written back with its solution.
set -e
: "${TAVRELI:?}"
tmp=${TMPDIR:-/tmp}/tav-solve-$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

out=$("$TAVRELI" solve --stip '#2' --tries '8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1')
echo "$out" | grep -qx '1.g6-d3!' || fail "key: $out"
echo "$out" | grep -qx '    1...b2-a2 2.d3-c1# 2.d3-c2#' || fail "defence: $out"
echo "$out" | grep -qx '1.g6-c2? but 1...b2-c2!' || fail "try: $out"

json=$("$TAVRELI" solve --stip '#3' --threats --json '2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1')
case "$json" in *'"keys": ["c7-c5"]'*'"complete": true'*) ;; *) fail "json: $json" ;; esac
case "$json" in *'"threat": ["b2-d4", "c8-c7"]'*) ;; *) fail "json threat: $json" ;; esac
if command -v python3 >/dev/null 2>&1; then
  echo "$json" | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["stipulation"]=="#3" and d["tree"]["children"][0]["move"]=="c7-c5"' \
    || fail "json does not parse"
fi

h=$("$TAVRELI" solve --stip 'h#2' '1r6/1k6/6rb/2K5/5R2/8/2Np4/8 b - - 0 1')
echo "$h" | grep -qx '1.b7-a6 f4-f1 2.a6-a5 f1-a1#' || fail "helpmate: $h"
echo "$h" | grep -qx '1.b7-a6 f4-f3 2.a6-a5 f3-a3#' || fail "helpmate: $h"

cat > "$tmp/p.tgn" <<'TGN'
[Event "problem"]
[SetUp "1"]
[FEN "8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1"]
[Stipulation "#2"]

*
TGN
"$TAVRELI" solve --tries --tgn "$tmp/p.tgn" > "$tmp/sol.tgn"
grep -Eq '1\. g6-d3\+? \$1' "$tmp/sol.tgn" || fail "record: $(cat "$tmp/sol.tgn")"
grep -Eq 'g6-b1\+? \$2 b2-b1 \$1' "$tmp/sol.tgn" || fail "record tries: $(cat "$tmp/sol.tgn")"
"$TAVRELI" validate "$tmp/sol.tgn" >/dev/null || fail "the written record does not validate"
"$TAVRELI" solve "$tmp/p.tgn" | grep -qx '1.g6-d3!' || fail "solve from the record"

# usage and bad input
# --tgn keeps the record's own tags (Event became "?", unknown tags went)
"$TAVRELI" solve --tgn "$tmp/p.tgn" > "$tmp/sol2.tgn"
grep -qx '\[Event "problem"\]' "$tmp/sol2.tgn" || fail "--tgn lost the Event tag: $(cat "$tmp/sol2.tgn")"
grep -qx '\[Stipulation "#2"\]' "$tmp/sol2.tgn" || fail "--tgn lost the Stipulation tag: $(cat "$tmp/sol2.tgn")"

set +e
# a record with errors is refused with the reader's message: a malformed tag
# line dropped SetUp/FEN and the start position was solved ("#2 no
# solution", exit 0); a tag without its ']' was "no Stipulation tag"
sed 's/^\[Event "problem"\]$/[Annotator: me]/' "$tmp/p.tgn" > "$tmp/bad.tgn"
"$TAVRELI" solve "$tmp/bad.tgn" > "$tmp/bad.out" 2> "$tmp/bad.err"; rc=$?
[ $rc -eq 1 ] || fail "a record with a bad tag line: exit $rc, want 1"
[ -s "$tmp/bad.out" ] && fail "a record with a bad tag line was solved: $(cat "$tmp/bad.out")"
grep -q 'error \[' "$tmp/bad.err" && grep -q 'game 1 not solved: it has errors' "$tmp/bad.err" || fail "no reader message: $(cat "$tmp/bad.err")"
sed 's/^\[Stipulation "#2"\]$/[Stipulation "#2"/' "$tmp/p.tgn" > "$tmp/open.tgn"
"$TAVRELI" solve "$tmp/open.tgn" 2> "$tmp/open.err"; rc=$?
[ $rc -eq 1 ] || fail "a tag without ']': exit $rc"
grep -q 'no Stipulation tag' "$tmp/open.err" && fail "a tag without ']' said: $(cat "$tmp/open.err")"
# a directory is named as one (it exited 1 without a word)
mkdir "$tmp/dir.tgn"
"$TAVRELI" solve "$tmp/dir.tgn" 2> "$tmp/dir.err"; rc=$?
[ $rc -eq 1 ] && grep -qx "tavreli: cannot open $tmp/dir.tgn: a directory, not a file" "$tmp/dir.err" \
  || fail "a directory: exit $rc, $(cat "$tmp/dir.err")"
"$TAVRELI" solve --stip 'x2' startpos 2>/dev/null; [ $? -eq 2 ] || fail "bad stipulation is a usage error"
"$TAVRELI" solve 'not a tfen' 2>/dev/null; [ $? -eq 1 ] || fail "bad TFEN exits 1"
"$TAVRELI" solve 2>/dev/null; [ $? -eq 2 ] || fail "no argument: usage"
echo "ok"
