#!/bin/sh
# Build bench/texel.c against the library of this build tree and run it
# (doc/engine.md, "Tuning"): bench/texel.sh [OPTION...] FILE.tgn...
# BUILD: the build tree (default .); CC: the compiler (default cc).
set -e
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD:-.}
out=${TMPDIR:-/tmp}/tavreli-texel.$$
trap 'rm -f "$out"' EXIT
${CC:-cc} -O2 -std=c11 -I"$here/../libtavreli" -I"$build/libtavreli" -o "$out" "$here/texel.c" \
    -L"$build/libtavreli/.libs" -ltavreli -lm
LD_LIBRARY_PATH="$build/libtavreli/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$out" "$@"
