#!/bin/sh
# make bench-scale: perft at scale, apart from the headline leaves/s of
# bench/bench.sh (which never use a table):
#  1. the start position through the transposition table (--hash) against
#     the same count without it, runs interleaved, medians of RUNS;
#  2. the same count with tavreli.distributed on a Dask LocalCluster of one
#     and then two workers, with the overhead per work unit
#     ((wall seconds x workers - seconds inside perft) / units).
#
#   bench/scale.sh [path/to/tavreli]
#     RUNS=3  HASH=512 (MiB)  DEPTH=6  DEEP=1 (also depth 7, once: minutes)
#     DASK_DEPTH=6  SPLIT=2  PYTHON=python3 (with tavreli importable; make
#     bench-scale sets PYTHONPATH to the build tree's package)
set -e
TAVRELI=${1:-./cli/tavreli}
RUNS=${RUNS:-3}
HASH=${HASH:-512}
DEPTH=${DEPTH:-6}
DEEP=${DEEP:-0}
DASK_DEPTH=${DASK_DEPTH:-6}
SPLIT=${SPLIT:-2}
PYTHON=${PYTHON:-python3}
START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

now() { date +%s.%N; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# run_timed FILE CMD...: runs CMD (stdout to $tmp/out, stderr to $tmp/err),
# appends its wall seconds to FILE and, where /usr/bin/time is, its CPU
# seconds (user + system, children included) to FILE.cpu: on a shared
# machine the CPU time is the steadier figure.
run_timed() {
  f=$1; shift
  if [ -x /usr/bin/time ]; then
    t0=$(now); /usr/bin/time -f '%U %S' -o "$tmp/time" "$@" > "$tmp/out" 2> "$tmp/err"; t1=$(now)
    awk '{ printf "%.2f\n", $1 + $2 }' "$tmp/time" >> "$f.cpu"
  else
    t0=$(now); "$@" > "$tmp/out" 2> "$tmp/err"; t1=$(now)
    echo 0 >> "$f.cpu"
  fi
  echo "$t1 $t0" | awk '{ printf "%.6f\n", $1 - $2 }' >> "$f"
}

echo "== transposition table: start position, one thread, --hash $HASH MiB =="
printf '%5s %14s %10s %10s %8s %10s %10s %8s %8s\n' depth leaves no-hash-s hash-s speedup no-hash-cpu hash-cpu speedup hits
depths=$DEPTH
[ "$DEEP" = 1 ] && depths="$DEPTH $((DEPTH + 1))"
for d in $depths; do
  runs=$RUNS
  [ "$d" -gt 6 ] && runs=1
  rm -f "$tmp/plain" "$tmp/hashed" "$tmp/plain.cpu" "$tmp/hashed.cpu"
  for i in $(seq "$runs"); do
    run_timed "$tmp/plain" "$TAVRELI" perft "$START" "$d"; plain=$(cat "$tmp/out")
    run_timed "$tmp/hashed" "$TAVRELI" perft --hash "$HASH" "$START" "$d"; hashed=$(cat "$tmp/out")
    [ "$plain" = "$hashed" ] || { echo "scale: depth $d: $plain without the table, $hashed with it" >&2; exit 1; }
  done
  hits=$(sed -n 's/.*hits (\([0-9.]*%\)).*/\1/p' "$tmp/err")
  p=$(median < "$tmp/plain"); h=$(median < "$tmp/hashed")
  pc=$(median < "$tmp/plain.cpu"); hc=$(median < "$tmp/hashed.cpu")
  printf '%5s %14s %10.2f %10.2f %8.2f %10.2f %10.2f %8.2f %8s\n' "$d" "$plain" "$p" "$h" \
    "$(echo "$p $h" | awk '{ print $1 / $2 }')" "$pc" "$hc" "$(echo "$pc $hc" | awk '{ print ($2 > 0) ? $1 / $2 : 0 }')" "$hits"
done

if ! "$PYTHON" -c 'import distributed, tavreli.distributed' 2>/dev/null; then
  echo "(no Dask or no tavreli package for $PYTHON: Dask figures left out; Debian: python3-distributed)"
  exit 0
fi
echo "== tavreli.distributed: start position, depth $DASK_DEPTH, split $SPLIT, LocalCluster =="
printf '%7s %14s %8s %10s %10s %12s %10s\n' workers leaves units wall-s busy-s overhead-ms cpu-s
for w in 1 2; do
  run_timed "$tmp/dask$w" "$PYTHON" -m tavreli.distributed perft "$START" "$DASK_DEPTH" \
    --split "$SPLIT" --workers "$w" --quiet --stats
  leaves=$(sed -n 's/^total //p' "$tmp/out")
  sed -n 's/^stats: .* \([0-9]*\) units, .* \([0-9.]*\) s, workers busy \([0-9.]*\) s, overhead \([0-9.]*\) ms per unit$/\1 \2 \3 \4/p' "$tmp/err" > "$tmp/stats"
  read -r units wall busy over < "$tmp/stats"
  printf '%7s %14s %8s %10s %10s %12s %10s\n' "$w" "$leaves" "$units" "$wall" "$busy" "$over" "$(tail -1 "$tmp/dask$w.cpu")"
done
echo "(wall-s: the counting, from the first unit sent to the last received;"
echo " the cluster's start and the split are not in it; cpu-s: the whole"
echo " command, cluster start-up, split and every worker process included)"
