#!/bin/sh
# The layers of libtavreli hold at the symbol level too: an object of one
# layer uses only symbols defined in its own folder or in layers of a
# smaller rank (libtavreli/layers), read from nm as scripts/include-graph.sh
# reads the includes. A call upward through a public header (which the
# include check cannot see: every layer may include tavreli/*.h) fails here.
#
#   scripts/layer-symbols.sh [BUILDDIR]   (default: $TAV_TOP_BUILDDIR, or
#                                          the tree this script is in)
# make check runs it (tests/local.mk), after the library is built.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=${TAV_TOP_SRCDIR:-$here/..}
build=${1:-${TAV_TOP_BUILDDIR:-$here/..}}
command -v nm > /dev/null || { echo "SKIP: no nm"; exit 77; }
table="$src/libtavreli/layers"
# The objects the library is linked from: make check names them
# (TAV_LIB_OBJECTS, libtool's .lo names), so a stale object of a moved
# source is never read; without it, every object under the build tree.
if [ -n "${TAV_LIB_OBJECTS:-}" ]; then
  objs=$(for lo in $TAV_LIB_OBJECTS; do
    o=$build/${lo%.lo}.o; d=$(dirname "$o"); b=$(basename "$o")
    if [ -f "$o" ]; then echo "$o"; elif [ -f "$d/.libs/$b" ]; then echo "$d/.libs/$b"; fi
  done | LC_ALL=C sort)
else
  objs=$(find "$build/libtavreli" -name 'libtavreli_la-*.o' ! -path '*/.libs/*' | LC_ALL=C sort)
  [ -n "$objs" ] || objs=$(find "$build/libtavreli" -path '*/.libs/libtavreli_la-*.o' | LC_ALL=C sort)
fi
[ -n "$objs" ] || { echo "SKIP: no objects of libtavreli under $build (not built)"; exit 77; }
# "D layer symbol" for each definition, "U layer object symbol" for each use
for o in $objs; do
  rel=${o#"$build/libtavreli/"}; layer=${rel%%/*}
  [ "$layer" != "$rel" ] || layer=api   # an object at the top (none today)
  name=$(basename "$o" .o); name=${name#libtavreli_la-}
  nm -g --defined-only "$o" | awk -v l="$layer" 'NF == 3 { print "D", l, $3 }'
  nm -u "$o" | awk -v l="$layer" -v f="$layer/$name.c" '{ print "U", l, f, $NF }'
done | awk -v table="$table" '
BEGIN {
  while ((getline line < table) > 0) {
    if (line ~ /^[ \t]*(#|$)/) continue
    split(line, w, /[ \t]+/); rank[w[2]] = w[1] + 0
  }
}
$1 == "D" { def[$3] = $2; next }
$1 == "U" { use[++n] = $2 SUBSEP $3 SUBSEP $4 }
END {
  bad = 0; count = 0
  for (i = 1; i <= n; i++) {
    split(use[i], u, SUBSEP); l = u[1]; f = u[2]; s = u[3]
    if (!(s in def)) continue               # libc, libm, pthreads
    count++
    m = def[s]
    if (m == l) continue
    if (!(l in rank) || !(m in rank)) { print "layer-symbols: " f ": layer " l " or " m " not in the table" > "/dev/stderr"; bad = 1; continue }
    if (rank[m] < rank[l]) continue
    printf "layer-symbols: %s (%s, rank %d) uses %s of %s (rank %d)\n", f, l, rank[l], s, m, rank[m] > "/dev/stderr"
    bad = 1
  }
  if (!bad) printf "ok: %d uses of the library'"'"'s own symbols, none upward or sideways\n", count
  exit bad
}'
