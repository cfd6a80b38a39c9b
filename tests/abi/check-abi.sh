#!/bin/sh
# make check-abi: compare the built library's ABI with the committed
# baseline (tests/abi/libtavreli.abi, made by abidw from abigail-tools).
# Fails on any change but added functions: a removed or changed function, a
# changed public type; added functions are compatible and only reported.
#   tests/abi/check-abi.sh BUILDDIR SRCDIR [--update]
builddir=$1 srcdir=$2
lib="$builddir/libtavreli/.libs/libtavreli.so"
baseline="$srcdir/tests/abi/libtavreli.abi"
command -v abidw > /dev/null || { echo "check-abi needs abidw/abidiff (apt-get install abigail-tools)"; exit 1; }
[ -f "$lib" ] || { echo "check-abi: no shared library at $lib (run make first)"; exit 1; }
headers="--headers-dir $srcdir/libtavreli/tavreli --headers-dir $builddir/libtavreli/tavreli"
if [ "$3" = "--update" ]; then
  abidw $headers --no-corpus-path --out-file "$baseline" "$lib" && echo "baseline written: $baseline"
  exit $?
fi
# Added functions are compatible: --no-added-syms leaves them out, so any
# change abidiff still reports (a removed or changed function, a changed
# public type: size, member offsets...) breaks programs built against the
# baseline.
abidiff --no-added-syms --headers-dir2 "$srcdir/libtavreli/tavreli" --headers-dir2 "$builddir/libtavreli/tavreli" \
  "$baseline" "$lib"
status=$?
# abidiff's status is a bit field: 1 error, 2 usage, 4 ABI change, 8 incompatible change.
if [ $status -ne 0 ]; then
  echo "check-abi: FAIL (abidiff status $status): the ABI changed against tests/abi/libtavreli.abi"
  exit 1
fi
if ! abidiff --headers-dir2 "$srcdir/libtavreli/tavreli" --headers-dir2 "$builddir/libtavreli/tavreli" \
     "$baseline" "$lib" > /dev/null; then
  echo "check-abi: functions were added (compatible; make update-abi records them for a release)"
fi
echo "check-abi: ok, compatible with the baseline"
