#!/bin/sh
# Every cell of bindings/parity.tsv run in its language against the build
# (make check): Python always, JavaScript, Java and Lua when configure built
# them (TAV_JS_DIR with a built module, TAV_JAVA_JAR, TAV_LUA_CPATH). Each
# harness prints TAP lines; the test fails when any cell gives another
# value than its row expects, or when doc/parity.md is not what
# scripts/parity-table.py makes of the list.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$here/../..
tsv=$top/bindings/parity.tsv
: "${TESTDATA:=$top/tests/data}"
tgn=$TESTDATA/games/tournament-1997-2003.tgn
: "${PYTHON:=python3}"
status=0
# Under ./configure --enable-sanitizers the JNI library and the Lua module
# need ASan's runtime loaded first (TAV_ASAN_PRELOAD, tests/hardening.mk), as
# java-tests.sh and lua-tests.sh do; the JVM handles SIGSEGV itself.
preload() {
  if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
    LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}" \
    ASAN_OPTIONS="detect_leaks=0:handle_segv=0:allow_user_segv_handler=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$@"
  else
    "$@"
  fi
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$top/bindings/python/run-python.sh" "$here/parity.py" "$tsv" "$tgn" || status=1

if [ -n "${TAV_JS_DIR:-}" ] && [ -f "$TAV_JS_DIR/dist/tavreli-core.js" ]; then
  "${NODE:-node}" "$here/parity.mjs" "$tsv" "$tgn" "$TAV_JS_DIR" || status=1
else
  echo "# js: skipped (no WebAssembly build)"
fi

if [ -n "${TAV_JAVA_JAR:-}" ] && [ -f "$TAV_JAVA_JAR" ]; then
  "$PYTHON" "$here/java_source.py" "$tsv" > "$work/Parity.java" &&
  "$JAVAC" -encoding UTF-8 -cp "$TAV_JAVA_JAR" -d "$work" "$work/Parity.java" &&
  LD_LIBRARY_PATH="${TAV_LIBDIR:+$TAV_LIBDIR:}${LD_LIBRARY_PATH:-}" \
    preload "$JAVA" ${TAV_JAVA_JNI:+"-Dtavreli.jni=$TAV_JAVA_JNI"} -cp "$TAV_JAVA_JAR:$work" Parity "$tgn" || status=1
else
  echo "# java: skipped (not built)"
fi

if [ -n "${TAV_LUA_CPATH:-}" ]; then
  LD_LIBRARY_PATH="${TAV_LIBDIR:+$TAV_LIBDIR:}${LD_LIBRARY_PATH:-}" LUA_CPATH="$TAV_LUA_CPATH" \
 preload "${LUA:-lua5.4}" "$here/parity.lua" "$tsv" "$tgn" || status=1
else
  echo "# lua: skipped (not built)"
fi

if ! "$PYTHON" "$top/scripts/parity-table.py" "$tsv" | cmp -s - "$top/doc/parity.md"; then
  echo "not ok - doc/parity.md differs from what scripts/parity-table.py makes of bindings/parity.tsv (run: python3 scripts/parity-table.py bindings/parity.tsv > doc/parity.md)"
  status=1
fi
exit $status
