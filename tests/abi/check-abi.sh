#!/bin/sh
# make check-abi: compare the built library's ABI with the committed
# baseline (tests/abi/libtavreli.abi, made by abidw from abigail-tools).
# Fails on an incompatible change (a removed or changed function, a changed
# public struct); added functions are compatible and only reported.
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
abidiff --headers-dir2 "$srcdir/libtavreli/tavreli" --headers-dir2 "$builddir/libtavreli/tavreli" \
  "$baseline" "$lib"
status=$?
# abidiff's status is a bit field: 1 error, 2 usage, 4 ABI change, 8 incompatible change.
if [ $((status & 11)) -ne 0 ]; then
  echo "check-abi: FAIL (abidiff status $status): the ABI is not compatible with tests/abi/libtavreli.abi"
  exit 1
fi
[ $((status & 4)) -ne 0 ] && echo "check-abi: compatible additions (update the baseline with make update-abi when releasing)"
echo "check-abi: ok, compatible with the baseline"
