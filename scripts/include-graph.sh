#!/bin/sh
# The internal include graph of libtavreli, as Graphviz dot, checked.
#
#   scripts/include-graph.sh [SRCDIR] > graph.dot
#   dot -Tsvg graph.dot > doc/include-graph.svg     (graphviz)
#
# Reads every libtavreli/**/*.c, *.h (and *.h.in; not generated files, whose
# first line says "Do not edit") under SRCDIR (default: the
# tree this script is in, or $TAV_TOP_SRCDIR under make check) and its
# quoted includes (#include "core/movegen.h"; a name is looked up next to
# the including file first, then under libtavreli/, as the compiler does).
# Prints the graph, files grouped by layer folder, on standard output, and
# fails (exit 1, the reasons on standard error) when
#  - the graph has a cycle (a file that includes itself through others), or
#  - a layer includes a later layer, or a sibling: the order is the table
#    libtavreli/layers (rank, folder, what it holds), which README.md
#    "Layout" and libtavreli/local.mk describe; every layer may include the
#    public headers (tavreli.h, tavreli/*.h), which include only each other, or
#  - a file lies in a folder that is not a known layer, or
#  - a file of bindings/tier (the C helpers every binding links) includes
#    anything of the library but its public headers (tavreli.h,
#    tavreli/*.h): its quoted includes are its own files.
# make check runs it (tests/local.mk).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=${1:-${TAV_TOP_SRCDIR:-$here/..}}
lib=$(cd "$src" 2>/dev/null && pwd)/libtavreli
if ! test -d "$lib"; then
    echo "include-graph: no libtavreli/ under $src" >&2
    exit 2
fi

# bindings/tier: public headers and its own files only.
tier_bad=0
if test -d "$src/bindings/tier"; then
    for f in "$src"/bindings/tier/*.c "$src"/bindings/tier/*.h; do
        test -f "$f" || continue
        sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*\(["<][^">]*[">]\).*/\1/p' "$f" |
        while read -r inc; do
            name=${inc#?}; name=${name%?}
            case $inc in
            \"*) test -f "$src/bindings/tier/$name" && continue ;;
            # a system header, or a public one
            \<*) case $name in tavreli.h | tavreli/*) continue ;; esac
                test -e "$lib/$name" || continue ;;
            esac
            echo "include-graph: bindings/tier/${f##*/} includes $inc: the binding tier may include only the public headers and its own files" >&2
            echo x
        done
    done | grep -q x && tier_bad=1
fi

# One line per file: "file" (a node) and one per include: "file<TAB>name".
cd "$lib"
find . \( -name '*.c' -o -name '*.h' -o -name '*.h.in' \) -type f | sed 's|^\./||' | LC_ALL=C sort |
while read -r f; do
    # generated sources (core/tables.c in a build in the source tree) are
    # not part of the drawing
    head -n 1 "$f" | grep -q 'Do not edit' && continue
    printf 'F\t%s\n' "$f"
    sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f" |
        while read -r inc; do printf 'I\t%s\t%s\n' "$f" "$inc"; done
done | awk -F '\t' -v table="$lib/layers" '
BEGIN {
    # the table: "rank layer what", comments and blank lines skipped
    nlayers = 0
    while ((getline line < table) > 0) {
        if (line ~ /^[ \t]*(#|$)/) continue
        split(line, w, /[ \t]+/)
        if (w[1] !~ /^[0-9]+$/ || w[2] == "") { print "include-graph: " table ": bad line: " line > "/dev/stderr"; exit 2 }
        rank_of[w[2]] = w[1] + 0; order[++nlayers] = w[2]
    }
    if (nlayers == 0) { print "include-graph: no layers in " table > "/dev/stderr"; exit 2 }
    order[0] = "api"
}
function layer(f,   d) {
    if (f == "tavreli.h" || f ~ /^tavreli\//) return "api"
    d = f; sub(/\/.*/, "", d)
    if (d == f) return "?"
    return d
}
# rank: a layer may include only layers of a smaller rank, or its own folder.
function rank(l) {
    if (l == "api") return 0
    if (l in rank_of) return rank_of[l]
    return -1
}
function dirof(f,   d) { d = f; if (sub(/\/[^\/]*$/, "", d)) return d "/"; return "" }
function node(f) { sub(/\.in$/, "", f); return f }
$1 == "F" { files[node($2)] = 1; next }
$1 == "I" {
    from = node($2); inc = $3
    cand = dirof($2) inc
    if ((cand in files) || (cand ".in" in files) || system("test -f \"" cand "\" || test -f \"" cand ".in\"") == 0) to = cand
    else if (system("test -f \"" inc "\" || test -f \"" inc ".in\"") == 0) to = inc
    else next                       # a system header, or generated elsewhere
    to = node(to)
    # normalise "a/../b"
    while (sub(/[^\/]+\/\.\.\//, "", to)) ;
    key = from SUBSEP to
    if (!(key in edge)) { edge[key] = 1; nout[from]++; out[from, nout[from]] = to }
    next
}
function visit(f,   i, j, t, path) {
    state[f] = 1; stack[++sp] = f
    for (i = 1; i <= nout[f]; i++) {
        t = out[f, i]
        if (state[t] == 1) {
            for (j = sp; j >= 1 && stack[j] != t; j--) ;
            path = stack[j]
            for (j++; j <= sp; j++) path = path " -> " stack[j]
            path = path " -> " t
            print "include-graph: cycle: " path > "/dev/stderr"; bad = 1
        } else if (state[t] == 0) visit(t)
    }
    sp--; state[f] = 2
}
END {
    for (f in files) {
        l = layer(f); r = rank(l)
        if (r < 0) { print "include-graph: " f ": folder " l " is not a known layer" > "/dev/stderr"; bad = 1 }
        layers[l] = 1
    }
    for (f in files) for (i = 1; i <= nout[f]; i++) {
        t = out[f, i]; lf = layer(f); lt = layer(t)
        if (lf == lt) continue
        if (rank(lt) >= rank(lf) && rank(lf) >= 0) {
            print "include-graph: " f " (" lf ") includes " t " (" lt "): a layer may include only earlier layers" > "/dev/stderr"
            bad = 1
        }
    }
    for (f in files) state[f] = 0
    n = 0; for (f in files) names[++n] = f
    # sort the names, so that the output is the same on every run
    for (i = 2; i <= n; i++) { v = names[i]; for (j = i - 1; j >= 1 && names[j] > v; j--) names[j + 1] = names[j]; names[j + 1] = v }
    for (i = 1; i <= n; i++) if (state[names[i]] == 0) visit(names[i])

    print "digraph libtavreli_includes {"
    print "  // generated by scripts/include-graph.sh; arrows point at the included file"
    print "  rankdir=TB; newrank=true; ranksep=0.6; node [shape=box, fontname=\"Helvetica\", fontsize=10]; edge [color=\"#00000060\"];"
    for (k = 0; k <= nlayers; k++) {
        l = order[k]; if (!(l in layers)) continue
        printf "  subgraph \"cluster_%s\" {\n    label=\"%s\"; style=rounded; color=\"#888888\";\n", l, (l == "api" ? "public headers" : l "/")
        for (i = 1; i <= n; i++) if (layer(names[i]) == l) printf "    \"%s\";\n", names[i]
        printf "    \"@%s\" [style=invis, shape=point, width=0];\n  }\n", l
    }
    # invisible anchors stack the layers, each one above the layers it may
    # include: every file lies below the anchor of its layer and above the
    # anchor of the layer before
    for (i = 1; i <= n; i++) {
        f = names[i]; l = layer(f)
        printf "  \"@%s\" -> \"%s\" [style=invis];\n", l, f
        for (m = 0; m <= nlayers; m++) {
            e = order[m]
            if ((e in layers) && rank(e) == rank(l) - 1) printf "  \"%s\" -> \"@%s\" [style=invis];\n", f, e
        }
    }
    # includes of the public headers by the layers: light, so that the
    # structure of each layer stands out
    for (i = 1; i <= n; i++) { f = names[i]; for (j = 1; j <= nout[f]; j++) {
        t = out[f, j]
        if (layer(t) == "api" && layer(f) != "api") printf "  \"%s\" -> \"%s\" [color=\"#4060c030\"];\n", f, t
        else printf "  \"%s\" -> \"%s\";\n", f, t
    } }
    print "}"
    exit bad ? 1 : 0
}'
exit $tier_bad
