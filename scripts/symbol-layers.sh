#!/bin/sh
# The layers of libtavreli (libtavreli/layers) at the symbol level: an
# object of one layer may use only the symbols defined in its own folder or
# in layers of a smaller rank. scripts/include-graph.sh checks the includes,
# but every layer may include the public headers, so a call upward through
# them (core calling the TFEN reader of text) shows only here, in what nm
# reads from the built objects.
#
#   scripts/symbol-layers.sh        (make check, after the library is built)
#
# Fails (exit 1, each use named on standard error) on a use of a symbol of
# a layer of higher or equal rank; skips (77) without built objects.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=${TAV_TOP_SRCDIR:-$here/..}
build=${TAV_TOP_BUILDDIR:-$src}
lib=$build/libtavreli
# the objects libtool builds, non-PIC beside the sources or PIC in .libs/
objs=$(ls "$lib"/*/libtavreli_la-*.o 2>/dev/null || ls "$lib"/*/.libs/libtavreli_la-*.o 2>/dev/null || true)
command -v nm > /dev/null || { echo "SKIP: no nm"; exit 77; }
[ -n "$objs" ] || { echo "SKIP: no objects under $lib"; exit 77; }
for o in $objs; do
    d=$(dirname "$o"); [ "${d##*/}" = .libs ] && d=$(dirname "$d")
    layer=${d##*/}
    # an object whose source has gone (moved to another layer) is stale
    name=${o##*/libtavreli_la-}; name=${name%.o}.c
    [ -f "$src/libtavreli/$layer/$name" ] || [ -f "$build/libtavreli/$layer/$name" ] || continue
    nm "$o" | awk -v l="$layer" -v f="${o##*/}" '$2 ~ /^[TDBRCV]$/ && NF == 3 { print "D", l, f, $3 } $1 == "U" { print "U", l, f, $2 }'
done | awk -v table="$src/libtavreli/layers" '
BEGIN { while ((getline line < table) > 0) { if (line ~ /^[ \t]*(#|$)/) continue; split(line, w, /[ \t]+/); rank[w[2]] = w[1] + 0 } }
$1 == "D" { def[$4] = $2; next }
$1 == "U" { use[++n] = $2 SUBSEP $3 SUBSEP $4; next }
END {
    for (i = 1; i <= n; i++) {
        split(use[i], u, SUBSEP)
        if (!(u[3] in def)) continue
        d = def[u[3]]
        if (d == u[1]) continue
        if (rank[d] >= rank[u[1]]) { printf "symbol-layers: %s/%s (%s, rank %d) uses %s of %s (rank %d)\n", u[1], u[2], u[1], rank[u[1]], u[3], d, rank[d] > "/dev/stderr"; bad = 1 }
    }
    exit bad
}'
