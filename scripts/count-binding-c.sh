#!/bin/sh
# Lines of C in the SWIG interface files: the lines that are neither blank
# nor only a comment inside their %{ ... %} and %inline %{ ... %} blocks
# (the C that SWIG copies into the wrapper as it is), and inside the bodies
# of %extend methods (a method declared without a body is not C: SWIG calls
# a function of bindings/tier/extend.h or of the language's own .c files). Typemap bodies
# (%typemap(...) %{ ... %}) and %init blocks are not counted: they are the
# typemaps and the module set-up the .i files are for.
#
#   scripts/count-binding-c.sh [SRCDIR]     per file, then "N total"
#
# Fails (exit 1) when the total is over TAV_BINDING_C_MAX (200): make check
# runs it (bindings/local.mk), so that helpers land in the tier, not in .i
# files.
# The C helpers every binding shares live in bindings/tier/ (compiled with
# the library's warning flags), language code in bindings/<lang>/*.c.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=${1:-${TAV_TOP_SRCDIR:-$here/..}}
max=${TAV_BINDING_C_MAX:-200}
cd "$src"
find bindings -name '*.i' -type f | LC_ALL=C sort | xargs awk -v max="$max" '
FNR == 1 { inb = 0; incom = 0; prev = ""; inext = 0 }
# an %extend block: its methods are declarations; every line of a body
# (from the one that opens it to the one that closes it) is C
inext {
    t = $0
    if (incom) { if (t ~ /\*\//) { incom = 0; sub(/^.*\*\//, "", t) } else next }
    gsub(/\/\*([^*]|\*+[^*\/])*\*+\//, "", t)
    if (t ~ /\/\*/) { incom = 1; sub(/\/\*.*$/, "", t) }
    sub(/\/\/.*$/, "", t)
    gsub(/"([^"\\]|\\.)*"/, "\"\"", t)
    opens = gsub(/\{/, "{", t); closes = gsub(/\}/, "}", t)
    if (depth > 1 || opens > 0 && depth + opens > 1) { if (t ~ /[^ \t]/) { n[FILENAME]++; total++; ext++ } }
    depth += opens - closes
    if (depth <= 0) { inext = 0; prev = $0 }
    next
}
/^[ \t]*%extend[ \t]+[A-Za-z_][A-Za-z_0-9]*[ \t]*\{/ && !inb { inext = 1; depth = 1; next }
{
    line = $0
    if (!inb) {
        # a block opens with "%{" or "%inline %{" at the start of a line,
        # unless it is the body of the %typemap on the line before
        if (line ~ /^[ \t]*%(inline[ \t]*)?%?\{/ && line ~ /^[ \t]*(%inline[ \t]*)?%\{/ && prev !~ /^[ \t]*%typemap/) {
            inb = 1
            rest = line; sub(/^[ \t]*(%inline[ \t]*)?%\{/, "", rest)
            if (rest ~ /%\}/) { inb = 0; sub(/%\}.*$/, "", rest); if (rest ~ /[^ \t]/) { n[FILENAME]++; total++ } }
        }
        if (line ~ /[^ \t]/) prev = line
        next
    }
    if (line ~ /^[ \t]*%\}/) { inb = 0; prev = line; next }
    t = line
    if (incom) { if (t ~ /\*\//) { incom = 0; sub(/^.*\*\//, "", t) } else next }
    gsub(/\/\*([^*]|\*+[^*\/])*\*+\//, "", t)
    if (t ~ /\/\*/) { incom = 1; sub(/\/\*.*$/, "", t) }
    sub(/\/\/.*$/, "", t)
    if (t ~ /^[ \t]*$/) next
    n[FILENAME]++; total++
}
END {
    for (f in n) printf "%6d %s\n", n[f], f | "LC_ALL=C sort -k2"
    close("LC_ALL=C sort -k2")
    printf "%6d total (%d of them in %%extend bodies)\n", total + 0, ext + 0
    if (total > max) {
        printf "count-binding-c: %d lines of C in the .i files, more than %d: move helpers to bindings/tier\n", total, max > "/dev/stderr"
        exit 1
    }
}'
