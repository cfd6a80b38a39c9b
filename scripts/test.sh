#!/bin/sh
# Every test: build, make check (unit suites, TFEN/TGN suites, perft to
# depth 4, the twenty games, Python, examples, exported symbols), make
# check-abi, make distcheck (out-of-tree build, install, installcheck), and a
# plain summary line at the end.
set -e
cd "$(dirname "$0")/.."
./scripts/build.sh
log=test-suite.out
: > "$log"
status=0
step() {
  echo "== $*" | tee -a "$log"
  "$@" >> "$log" 2>&1 || { echo "FAILED: $*" | tee -a "$log"; status=1; }
}
step make -j"$(nproc)" check
step make check-abi
step make -j"$(nproc)" distcheck
grep -E '^(PASS|FAIL|XFAIL|XPASS|ERROR|SKIP):|^check-abi:|^FAILED|archives ready' "$log" || true
[ $status -eq 0 ] || { echo "--- the log of what failed: $log"; tail -60 "$log"; }
pass=$(grep -c '^PASS:' "$log" || true)
fail=$(grep -cE '^(FAIL|ERROR|XPASS):|^FAILED' "$log" || true)
skip=$(grep -c '^SKIP:' "$log" || true)
echo "$pass passed, $fail failed, $skip skipped"
exit $status
