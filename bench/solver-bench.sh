#!/bin/sh
# The problem solver (R14) against the plain exhaustive solver of the tests,
# side by side in one run, on each stipulation set of problems.epd: seconds,
# nodes (moves played) and nodes per second of each, and the speed ratio.
# Usage: bench/solver-bench.sh [SOLVER-BENCH [FILE.epd]]  (RUNS=n repeats)
# or `make solver-bench`.
set -e
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-tests/solver/solver-bench}
epd=${2:-$here/../tests/data/problems/problems.epd}
[ -x "$bin" ] || { echo "build it first: make tests/solver/solver-bench" >&2; exit 2; }
echo "# $(date -u +%Y-%m-%d) $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"
"$bin" "$epd" "${RUNS:-1}"
