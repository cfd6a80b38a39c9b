#!/bin/sh
# make check: tavreli perft --resume FILE (a count of days survives an
# interruption): a run cut after some root moves (the journal cut, a torn
# last line) and run again gives the divide of a run without it, counting
# only the moves left; a journal of another count (depth, position, table
# seed) or with an entry that is no root move, or a move twice, is refused
# and left as it is; --resume and --verify together are a usage error.
set -e
: "${TAVRELI:?}"
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$TAVRELI" divide startpos 4 > "$tmp/plain"
"$TAVRELI" perft --divide --resume "$tmp/j" startpos 4 > "$tmp/out" 2> "$tmp/err"
cmp -s "$tmp/plain" "$tmp/out" || fail "divide 4 with --resume differs"
[ "$(wc -l < "$tmp/j")" = "$(( $(wc -l < "$tmp/plain") ))" ] || fail "not one journal line a root move: $(wc -l < "$tmp/j")"
head -1 "$tmp/j" | grep -q "^tavreli-journal 1 perft rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; depth 4; no table$" ||
  fail "journal header: $(head -1 "$tmp/j")"

# Cut after 11 moves and half a line: the rerun counts the 28 others, on
# two threads through a table, and the divide is the same.
head -12 "$tmp/j" > "$tmp/cut"; sed -n 13p "$tmp/j" | head -c 20 >> "$tmp/cut"
sed -i 's/no table$/table seed 7/' "$tmp/cut" 2> /dev/null || true
"$TAVRELI" perft --divide --resume "$tmp/cut" startpos 4 > "$tmp/out" 2> "$tmp/err" && fail "a journal of another seed was taken"
cmp -s "$tmp/err" /dev/null && fail "no message for a journal of another seed"
head -12 "$tmp/j" > "$tmp/cut"; sed -n 13p "$tmp/j" | head -c 20 >> "$tmp/cut"
"$TAVRELI" perft --divide --threads 2 --hash 1 --hash-seed 3 --resume "$tmp/cut" startpos 4 > /dev/null 2>&1 &&
  fail "a journal without a table was taken by a run with one"
"$TAVRELI" perft --divide --threads 2 --resume "$tmp/cut" startpos 4 > "$tmp/out" 2> "$tmp/err" || fail "resume: $(cat "$tmp/err")"
cmp -s "$tmp/plain" "$tmp/out" || fail "the resumed divide differs"
grep -q "11 of 39 root moves counted before" "$tmp/err" || fail "resume message: $(cat "$tmp/err")"
[ "$(wc -l < "$tmp/cut")" = 40 ] || fail "the resumed journal has $(wc -l < "$tmp/cut") lines"
"$TAVRELI" perft --resume "$tmp/cut" startpos 4 > "$tmp/out" 2> /dev/null || fail "a whole journal"
[ "$(cat "$tmp/out")" = "$(tail -1 "$tmp/plain" | sed 's/^total //')" ] || fail "perft 4 from a whole journal: $(cat "$tmp/out")"

# Another depth: refused, the file untouched.
cp "$tmp/j" "$tmp/keep"
"$TAVRELI" perft --resume "$tmp/j" startpos 3 > /dev/null 2>&1 && fail "a journal of depth 4 taken for depth 3"
cmp -s "$tmp/j" "$tmp/keep" || fail "a refused journal was changed"

# Entries with a right checksum (as a hand-edited file would need) but no
# root move, or a root move twice.
entry() { # header text -> the journal line of text
  printf '%s %s\n' "$(printf '%s\n%s' "$1" "$2" | sha256sum | cut -c1-32)" "$2"
}
header="perft rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; depth 2; no table"
{ echo "tavreli-journal 1 $header"; entry "$header" "e2-e5 30"; } > "$tmp/bad"
"$TAVRELI" perft --resume "$tmp/bad" startpos 2 > /dev/null 2> "$tmp/err" && fail "an entry of no root move was taken"
grep -q "entry 1: 'e2-e5 30' is not a root move" "$tmp/err" || fail "message: $(cat "$tmp/err")"
{ echo "tavreli-journal 1 $header"; entry "$header" "e2-e4 30"; entry "$header" "e2-e4 31"; } > "$tmp/bad"
"$TAVRELI" perft --resume "$tmp/bad" startpos 2 > /dev/null 2> "$tmp/err" && fail "a move twice was taken"
grep -q "entry 2: 'e2-e4 31' is a root move counted twice" "$tmp/err" || fail "message: $(cat "$tmp/err")"
{ echo "tavreli-journal 1 $header"; entry "$header" "e2-e4 3x"; } > "$tmp/bad"
"$TAVRELI" perft --resume "$tmp/bad" startpos 2 > /dev/null 2>&1 && fail "a count that is no number was taken"

set +e
"$TAVRELI" perft --verify --resume "$tmp/j2" startpos 2 > /dev/null 2>&1
rc=$?
set -e
[ $rc = 2 ] || fail "--verify --resume: exit $rc, not 2 (usage)"
echo "perft --resume: an interrupted count goes on where it stopped"
