#!/bin/sh
# R11, R13: tavreli validate checks clock data against the TimeControl tag
# and reports each place where they cannot both be true as a warning with
# its line and column; the game stays valid (exit 0).
set -u
: "${TAVRELI:?}"
here=$(cd "$(dirname "$0")" && pwd)
out=$("$TAVRELI" validate "$here/data/clock-warnings.tgn") || { echo "validate failed: $out"; exit 1; }
fail=0
expect() {
  printf '%s\n' "$out" | grep -F -- "$1" > /dev/null || { echo "missing: $1"; fail=1; }
}
expect "ok (4 warnings)"
expect "5:76: warning [clock]: game 1, move 2 (black) 'b8-c6': the clock shows 0:01:40, more than the time control 2/60:30+5 allows (at most 0:01:29)"
# two comments after one move, each with a [%clk]: one clock a move (R13)
expect "6:4: warning [clock]: game 1, move 3 (white) 'f1-c4': two [%clk] commands in the comment \"[%clk 0:01:30] [%clk 0:1:5]\": one clock a move"
expect "6:91: warning [clock]: game 1, move 4 (black) 'f8-c5': the flag fell at move 3 (clock 0:00:00), yet the game goes on with 0:00:10 shown"
json=$("$TAVRELI" validate --json "$here/data/clock-warnings.tgn")
printf '%s\n' "$json" | grep -F '"kind": "clock"' > /dev/null || { echo "no clock problem in the JSON"; fail=1; }
# the twenty tournament games have no clocks: no clock warning
"$TAVRELI" validate --lenient "$TESTDATA/games/tournament-1997-2003.tgn" | grep -F '[clock]' && fail=1
[ $fail -eq 0 ] && echo "clock data checked as R13 says"
exit $fail
