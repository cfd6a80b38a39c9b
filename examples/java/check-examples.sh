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
"$JAVAC" -cp "$TAV_JAVA_JAR" -d "$classes" "$here/Example.java"
LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  "$JAVA" "-Dtavreli.jni=$TAV_JAVA_JNI" -cp "$TAV_JAVA_JAR:$classes" Example 2 > "$out"
cat "$out"
grep -q '^played e4-d5 (a tower)$' "$out"
# The same moves and count through the C command line tool ($TAVRELI).
tfen=$("$TAVRELI" fen startpos e2-e4 d7-d5 e4xd5 d8-d5)
grep -qxF "tfen $tfen" "$out"
grep -qxF "perft 2 $("$TAVRELI" perft "$tfen" 2)" "$out"
grep -q '^refused: .*e1-e3' "$out"
echo "Java example OK"
