#!/bin/sh
# make check: tavreli perft --hash gives the counts and divides of tavreli
# perft without it (R12), on one thread and on two sharing the table, with
# two seeds; bad --hash arguments are usage errors.
set -e
: "${TAVRELI:?}"
fail() { echo "FAIL: $*"; exit 1; }
START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
TOWERS='r(nnr)3q(p=hp=b)1/(pbp=q!k)pp5/7p/5Q(pP=QK)1/2b3P1/5P2/PPP1(PN)(BR)1P/RNB5 w - - 0 21'
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for tfen in "$START" "$TOWERS"; do
  "$TAVRELI" divide "$tfen" 4 > "$tmp/plain"
  for seed in 1 99; do
    "$TAVRELI" perft --hash 1 --hash-seed $seed --divide "$tfen" 4 > "$tmp/one" 2> "$tmp/err"
    cmp -s "$tmp/plain" "$tmp/one" || fail "divide 4 with --hash 1 --hash-seed $seed differs: $tfen"
    grep -q "^hash: 1 MiB, 65536 entries, seed $seed: [0-9]* look-ups, [0-9]* hits" "$tmp/err" || fail "no table figures: $(cat "$tmp/err")"
    "$TAVRELI" perft --threads 2 --hash 1 --hash-seed $seed --divide "$tfen" 4 > "$tmp/two" 2> /dev/null
    cmp -s "$tmp/plain" "$tmp/two" || fail "divide 4 on two threads with a table differs: $tfen"
  done
  want=$(tail -1 "$tmp/plain" | sed 's/^total //')
  [ "$("$TAVRELI" perft --hash 2 "$tfen" 4 2> /dev/null)" = "$want" ] || fail "perft 4 --hash 2: $tfen"
done
[ "$("$TAVRELI" perft --hash 1 "$START" 5 2> /dev/null)" = 152674453 ] || fail "perft 5 --hash 1"
for bad in "--hash 0" "--hash -3" "--hash 12x" "--hash 1048577" "--hash-seed -1" "--hash-seed x"; do
  set +e
  "$TAVRELI" perft $bad "$START" 2 > /dev/null 2>&1
  rc=$?
  set -e
  [ $rc = 2 ] || fail "perft $bad: exit $rc, not 2 (usage)"
done
echo "perft --hash: same counts as without"
