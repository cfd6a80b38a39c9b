#!/bin/sh
# make check: compile and run examples/java/Example.java against the build
# tree's jar and check what it prints. Needs JAVA, JAVAC, TAV_JAVA_JAR,
# TAV_JAVA_JNI, TAV_LIBDIR and TAVRELI (from AM_TESTS_ENVIRONMENT).
set -e
here=$(cd "$(dirname "$0")" && pwd)
classes=$(pwd)/examples/java/classes
out=${TMPDIR:-/tmp}/tav-java-example.$$
trap 'rm -f "$out"' EXIT
rm -rf "$classes" && mkdir -p "$classes"
"$JAVAC" -cp "$TAV_JAVA_JAR" -d "$classes" "$here/Example.java" "$here/Games.java"
# Under ./configure --enable-sanitizers the JNI library needs ASan's runtime
# loaded first (TAV_ASAN_PRELOAD, tests/hardening.mk), for this run only;
# the JVM handles SIGSEGV itself and its heap is not ours to check for leaks.
(
  if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
    LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
    ASAN_OPTIONS="detect_leaks=0:handle_segv=0:allow_user_segv_handler=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LD_PRELOAD ASAN_OPTIONS
  fi
  exec env LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    "$JAVA" "-Dtavreli.jni=$TAV_JAVA_JNI" -cp "$TAV_JAVA_JAR:$classes" Example 2
) > "$out"
cat "$out"
grep -q '^played e4-d5 (a tower)$' "$out"
# The same moves and count through the C command line tool ($TAVRELI).
tfen=$("$TAVRELI" fen startpos e2-e4 d7-d5 e4xd5 d8-d5)
grep -qxF "tfen $tfen" "$out"
grep -qxF "perft 2 $("$TAVRELI" perft "$tfen" 2)" "$out"
grep -q '^refused: .*e1-e3' "$out"
# Games: the twenty tournament games, then the engine on a final position.
: "${TESTDATA:=$here/../../tests/data}"
(
  if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
    LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
    ASAN_OPTIONS="detect_leaks=0:handle_segv=0:allow_user_segv_handler=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LD_PRELOAD ASAN_OPTIONS
  fi
  exec env LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    "$JAVA" "-Dtavreli.jni=$TAV_JAVA_JNI" -cp "$TAV_JAVA_JAR:$classes" Games "$TESTDATA/games/tournament-1997-2003.tgn"
) > "$out"
cat "$out"
sh "$here/../check-games-output.sh" "$out"
echo "Java examples OK"
