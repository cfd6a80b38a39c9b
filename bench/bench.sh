#!/bin/sh
# make bench: perft speed of the tavreli program, side by side with
# Stockfish's chess perft when /usr/games/stockfish exists. Installs
# nothing; timings are wall-clock medians of RUNS runs of one process each
# (single thread, no hash, last ply counted in bulk). The headline leaves/s
# never include a hash table (bench/scale.sh reports hashed and Dask runs).
#
#   bench/bench.sh [path/to/tavreli]     RUNS=5 by default
#   POSITIONS=file (lines name|depth|TFEN; default bench/positions.txt)
#   BASELINE=path/to/other/tavreli bench/bench.sh ...
#
# BASELINE adds its leaves/s and the ratio, its runs interleaved with the
# main program's (the same noise for both): e.g. a build with
# CPPFLAGS=-DTAV_NO_POPCNT_DISPATCH for the portable bit count against the
# POPCNT path chosen at run time.
set -e
TAVRELI=${1:-./cli/tavreli}
RUNS=${RUNS:-5}
BASELINE=${BASELINE:-}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
here=$(cd "$(dirname "$0")" && pwd)

now() { date +%s.%N; }

# median of numbers on stdin
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# time_tavreli TFEN DEPTH: prints "<leaves> <median seconds>" and, with
# BASELINE, "<baseline median seconds>"
time_tavreli() {
  for i in $(seq "$RUNS"); do
    t0=$(now); leaves=$("$TAVRELI" perft "$1" "$2"); t1=$(now)
    echo "$t1 $t0" | awk '{ printf "%.6f\n", $1 - $2 }' >> "$tmp/times"
    if [ -n "$BASELINE" ]; then
      t0=$(now); base=$("$BASELINE" perft "$1" "$2"); t1=$(now)
      [ "$base" = "$leaves" ] || { echo "bench: $BASELINE counts $base, $TAVRELI $leaves" >&2; exit 1; }
      echo "$t1 $t0" | awk '{ printf "%.6f\n", $1 - $2 }' >> "$tmp/base"
    fi
  done
  echo "$leaves $(median < "$tmp/times") $([ -n "$BASELINE" ] && median < "$tmp/base")"; rm -f "$tmp/times" "$tmp/base"
}

# Stockfish's startup (loading its network) is timed with "go perft 1" and
# taken off, which favours Stockfish slightly.
time_stockfish() {
  for i in $(seq "$RUNS"); do
    t0=$(now); printf 'position startpos\ngo perft 1\nquit\n' | "$STOCKFISH" > /dev/null; t1=$(now)
    echo "$t1 $t0" | awk '{ printf "%.6f\n", $1 - $2 }' >> "$tmp/start"
    t0=$(now); out=$(printf 'position startpos\ngo perft %s\nquit\n' "$1" | "$STOCKFISH"); t1=$(now)
    echo "$t1 $t0" | awk '{ printf "%.6f\n", $1 - $2 }' >> "$tmp/times"
  done
  leaves=$(echo "$out" | sed -n 's/^Nodes searched: //p')
  start=$(median < "$tmp/start"); total=$(median < "$tmp/times")
  echo "$leaves $(echo "$total $start" | awk '{ printf "%.6f", $1 - $2 }')"; rm -f "$tmp/times" "$tmp/start"
}

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

sf_rate=""
case "$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null)" in
  *" popcnt"*) echo "(this CPU has POPCNT: the counting code takes its POPCNT path unless built without it)" ;;
esac
if [ -n "$BASELINE" ]; then
  printf '%-34s %5s %14s %9s %14s %8s %14s %8s\n' position depth leaves seconds leaves/s vs-SF baseline/s speedup
else
  printf '%-34s %5s %14s %9s %14s %8s\n' position depth leaves seconds leaves/s vs-SF
fi
if [ -x "$STOCKFISH" ]; then
  set -- $(time_stockfish 6)
  sf_rate=$(echo "$1 $2" | awk '{ printf "%.0f", $1 / $2 }')
  printf '%-34s %5s %14s %9.3f %14s %8s\n' "stockfish chess start" 6 "$1" "$2" "$sf_rate" "1.00"
else
  echo "(no $STOCKFISH: Stockfish column left empty; apt-get install stockfish)"
fi

while IFS='|' read -r name depth tfen; do
  case "$name" in \#*|"") continue ;; esac
  set -- $(time_tavreli "$tfen" "$depth")
  rate=$(echo "$1 $2" | awk '{ printf "%.0f", $1 / $2 }')
  ratio=""
  [ -n "$sf_rate" ] && ratio=$(echo "$rate $sf_rate" | awk '{ printf "%.2f", $1 / $2 }')
  if [ -n "$BASELINE" ]; then
    base_rate=$(echo "$1 $3" | awk '{ printf "%.0f", $1 / $2 }')
    speedup=$(echo "$3 $2" | awk '{ printf "%.3f", $1 / $2 }')
    printf '%-34s %5s %14s %9.3f %14s %8s %14s %8s\n' "$name" "$depth" "$1" "$2" "$rate" "$ratio" "$base_rate" "$speedup"
  else
    printf '%-34s %5s %14s %9.3f %14s %8s\n' "$name" "$depth" "$1" "$2" "$rate" "$ratio"
  fi
done < "${POSITIONS:-$here/positions.txt}"
