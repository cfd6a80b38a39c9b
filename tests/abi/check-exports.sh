#!/bin/sh
# The shared library exports exactly the committed list of symbols
# (tests/abi/exports.txt): the API and nothing else. On a difference it
# prints the diff: update the list only for a deliberate API change (and
# follow the libtool -version-info rules in configure.ac).
here=$(cd "$(dirname "$0")" && pwd)
lib="$TAV_BUILDDIR/libtavreli/.libs/libtavreli.so"
[ -f "$lib" ] || { echo "SKIP: no shared library at $lib"; exit 77; }
command -v nm > /dev/null || { echo "SKIP: no nm"; exit 77; }
got=${TMPDIR:-/tmp}/tav-exports.$$
trap 'rm -f "$got"' EXIT
nm -D --defined-only "$lib" | awk '$2 ~ /^[TDRBVW]$/ { sub(/@.*/, "", $3); print $3 }' | sort -u > "$got"
if diff -u "$here/exports.txt" "$got"; then
  echo "ok: $(wc -l < "$got") exported symbols, all as committed"
else
  echo "FAIL: exported symbols differ from tests/abi/exports.txt (- committed, + built)"
  exit 1
fi
# Every export carries the version node where the linker supports it.
if nm -D --defined-only "$lib" | grep -q '@@TAVRELI_0'; then
  unversioned=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[TDRB]$/' | grep -v '@@TAVRELI_' | grep -v ' TAVRELI_' || true)
  [ -z "$unversioned" ] || { echo "FAIL: exports without a version node:"; echo "$unversioned"; exit 1; }
  echo "ok: every export is in version node TAVRELI_0"
fi
