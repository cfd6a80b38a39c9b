#!/bin/sh
# Every test: build, then make check (unit suites, TFEN suites, perft to
# depth 4, the twenty games, Python), then a plain summary line.
set -e
cd "$(dirname "$0")/.."
./scripts/build.sh
status=0
make -j"$(nproc)" check > test-suite.out 2>&1 || status=$?
cat test-suite.out
pass=$(sed -n 's/^# PASS: *//p' test-suite.out | awk '{ s += $1 } END { print s + 0 }')
fail=$(sed -n 's/^# \(FAIL\|ERROR\|XPASS\): *//p' test-suite.out | awk '{ s += $1 } END { print s + 0 }')
skip=$(sed -n 's/^# SKIP: *//p' test-suite.out | awk '{ s += $1 } END { print s + 0 }')
echo "$pass passed, $fail failed, $skip skipped"
exit $status
