#!/bin/sh
# Regenerate the tables of doc/figures.md from the bench scripts' own output.
# Each table sits between two marker lines,
#   <!-- figures NAME: begin -->   ...   <!-- figures NAME: end -->
# and this script replaces what is between them with the output of NAME's
# command (the table below, the one place where the commands are written),
# as a text block under a line saying the command, the date and the machine.
# Nothing between the markers is typed by hand.
#
#   scripts/figures.sh [NAME...]     run NAME's bench (default: every one) from
#                                    the build tree (the current directory, or
#                                    TAV_BUILDDIR) and rewrite its table
#   scripts/figures.sh --list        the names and their commands
#   scripts/figures.sh --check       every marker has a name below and every
#                                    name its markers (make check runs this)
#   FIGURES_FROM=DIR scripts/figures.sh NAME...
#                                    take DIR/NAME.out, saved earlier, instead
#                                    of running the bench again (FIGURES_WHEN
#                                    says when and where it was measured)
#
# The benches are figures, not tests: minutes each on a quiet machine
# (engine-bench and bench run Stockfish alongside, when it is installed).
set -e
src=$(cd "$(dirname "$0")/.." && pwd)
build=${TAV_BUILDDIR:-$(pwd)}
doc=${FIGURES_DOC:-$src/doc/figures.md}

# NAME|command, run with sh -c in the build tree (srcdir is $src).
commands() {
cat <<'EOF'
bench|RUNS=5 $src/bench/bench.sh cli/tavreli
scale|DEEP=0 PYTHONPATH=bindings/python/stage LD_LIBRARY_PATH=libtavreli/.libs $src/bench/scale.sh cli/tavreli
engine-bench|DEPTH=7 RUNS=5 $src/bench/engine-bench.sh cli/tavreli
engine-mates|$src/bench/engine-mates.sh cli/tavreli $src/tests/data/problems/problems.epd
match-random|cli/tavreli match --engine builtin:depth=3 --engine random --games 200 --random-plies 6 --seed 1 --quiet
match-greedy|cli/tavreli match --engine builtin:depth=3 --engine greedy --games 200 --random-plies 6 --seed 2 --quiet
match-depth|cli/tavreli match --engine builtin:depth=4 --engine builtin:depth=3 --games 200 --random-plies 6 --seed 3 --quiet
solver-bench|make -s solver-bench
dead-bench|PYTHONPATH=bindings/python/stage LD_LIBRARY_PATH=libtavreli/.libs ${PYTHON:-python3} $src/bench/dead-bench.py
game-positions|PYTHONPATH=bindings/python/stage LD_LIBRARY_PATH=libtavreli/.libs ${PYTHON:-python3} $src/bench/game-positions.py
bench-js|make -s bench-js
EOF
}

case ${1:-} in
--list)
  commands | sed 's/|/: /'
  exit 0 ;;
--check)
  names=$(commands | cut -d'|' -f1)
  marked=$(sed -n 's/^<!-- figures \([a-z-]*\): begin -->$/\1/p' "$doc")
  ends=$(sed -n 's/^<!-- figures \([a-z-]*\): end -->$/\1/p' "$doc")
  status=0
  for n in $names; do
    echo "$marked" | grep -qx "$n" || { echo "figures.sh: $doc has no table for '$n'"; status=1; }
    echo "$ends" | grep -qx "$n" || { echo "figures.sh: $doc: the table '$n' has no end marker"; status=1; }
  done
  for n in $marked; do
    echo "$names" | grep -qx "$n" || { echo "figures.sh: $doc: the marker '$n' has no command in scripts/figures.sh"; status=1; }
  done
  [ $status -eq 0 ] && echo "figures.sh: $(echo "$marked" | wc -w) tables, each with its command"
  exit $status ;;
-*)
  sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit 2 ;;
esac

[ $# -gt 0 ] || set -- $(commands | cut -d'|' -f1)
for name in "$@"; do
  machine="$(uname -m), $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the start"
  cmd=$(commands | sed -n "s/^$name|//p")
  [ -n "$cmd" ] || { echo "figures.sh: no bench named '$name' (--list)" >&2; exit 2; }
  out=$(mktemp)
  if [ -n "${FIGURES_FROM:-}" ]; then
    cp "$FIGURES_FROM/$name.out" "$out"
    when=${FIGURES_WHEN:-"output saved in $FIGURES_FROM/$name.out"}
  else
    echo "figures.sh: $name: $cmd" >&2
    (cd "$build" && src=$src sh -c "$cmd") > "$out"
    when="$(date -u +%Y-%m-%d), $machine"
  fi
  shown=$(echo "$cmd" | sed "s|\$src/||g")
  FIG_NAME=$name FIG_OUT=$out FIG_CMD=$shown FIG_WHEN=$when ${PYTHON:-python3} - "$doc" <<'EOF'
import os, sys
path = sys.argv[1]
name, cmd, when = os.environ["FIG_NAME"], os.environ["FIG_CMD"], os.environ["FIG_WHEN"]
out = open(os.environ["FIG_OUT"], encoding="utf-8").read().strip("\n")
text = open(path, encoding="utf-8").read()
begin, end = "<!-- figures %s: begin -->\n" % name, "<!-- figures %s: end -->" % name
i, j = text.find(begin), text.find(end)
if i < 0 or j < i:
    sys.exit("figures.sh: %s has no markers for '%s'" % (path, name))
body = "`%s` (%s):\n\n```text\n%s\n```\n" % (cmd, when, out)
open(path, "w", encoding="utf-8").write(text[:i + len(begin)] + body + text[j:])
EOF
  rm -f "$out"
  echo "figures.sh: $name: table rewritten in $doc" >&2
done
