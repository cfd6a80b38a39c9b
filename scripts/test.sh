#!/bin/sh
# Every test, then a plain summary line:
#  - build, make check (unit suites for every rule section, TFEN/TGN suites,
#    perft to depth 4, the twenty games, the invariant checker against a
#    reference generator, allocation failures, Python, examples, exported
#    symbols, headers alone);
#  - make check-web (the web board in headless chromium, playwright-core);
#  - make check-debian (debian/'s file lists against make install);
#  - make check-abi (abidiff against tests/abi/libtavreli.abi);
#  - make distcheck (out-of-tree build from the tarball, install,
#    installcheck with the C examples through pkg-config and Python);
#  - make check again on that tarball built with --enable-sanitizers
#    (AddressSanitizer and UndefinedBehaviorSanitizer; without the
#    WebAssembly package, whose code the sanitizers do not instrument);
#  - make fuzz-smoke (each libFuzzer target for a fixed number of runs).
set -e
cd "$(dirname "$0")/.."
./scripts/build.sh
log=$(pwd)/test-suite.out
failures=$(pwd)/test-failures.out
: > "$log"; : > "$failures"
status=0
step() {
  echo "== $*"
  echo "== $*" >> "$log"
  t0=$(date +%s)
  "$@" >> "$log" 2>&1 || { echo "FAILED: $*" | tee -a "$log"; status=1; }
  echo "   ($(( $(date +%s) - t0 )) s)"
}
# The end of each failed test's log under directory $1 (CI shows only this
# script's output: the logs go with the build tree).
failed_logs() {
  grep -rl --include='*.trs' -E '^:test-result: (FAIL|ERROR|XPASS)' "$1" 2>/dev/null |
  while read -r trs; do
    echo "--- ${trs%.trs}.log (last 40 lines):"; tail -40 "${trs%.trs}.log"
  done >> "$failures"
}
sanitized() {
  dir=$(mktemp -d)
  tar xzf libtavreli-*.tar.gz -C "$dir" &&
  cd "$dir"/libtavreli-* &&
  ./configure --enable-sanitizers --disable-wasm && make -j"$(nproc)" && make -j"$(nproc)" check
  rc=$?
  [ $rc -eq 0 ] || failed_logs .
  cd - > /dev/null; rm -rf "$dir"; return $rc
}
make_check() { make -j"$(nproc)" check || { rc=$?; failed_logs .; return $rc; }; }
# (a failed distcheck leaves its build tree in libtavreli-VERSION/)
distcheck() { make -j"$(nproc)" distcheck || { rc=$?; for d in libtavreli-*/; do [ -d "$d" ] && failed_logs "$d"; done; return $rc; }; }
step make_check
step make check-web
step make check-debian
step make check-abi
step distcheck
step sanitized
step make fuzz-smoke
grep -E '^(PASS|FAIL|XFAIL|XPASS|ERROR|SKIP):|^check-abi:|^fuzz-smoke:|^FAILED|archives ready' "$log" || true
[ $status -eq 0 ] || { echo "--- end of $log:"; tail -60 "$log"; cat "$failures"; }
pass=$(grep -c '^PASS:' "$log" || true)
fail=$(grep -cE '^(FAIL|ERROR|XPASS):|^FAILED' "$log" || true)
skip=$(grep -c '^SKIP:' "$log" || true)
echo "$pass passed, $fail failed, $skip skipped"
exit $status
