#!/bin/sh
# The Java binding's tests (tests/TavreliTest.java), compiled against the jar
# TAV_JAVA_JAR and run with JAVA. TAV_JAVA_JNI names the JNI library of the
# build tree (make check); without it (make installcheck) the jar finds the
# installed one by itself. TESTDATA is tests/data.
set -e
here=$(cd "$(dirname "$0")" && pwd)
: "${TESTDATA:=$here/../../tests/data}"
: "${TAV_JAVA_WORKDIR:=$(pwd)/bindings/java/test-classes}"
rm -rf "$TAV_JAVA_WORKDIR"
mkdir -p "$TAV_JAVA_WORKDIR"
"$JAVAC" -Xlint:all -encoding UTF-8 -cp "$TAV_JAVA_JAR" -d "$TAV_JAVA_WORKDIR" "$here/tests/TavreliTest.java" "$here/tests/ApiTest.java"
if test -n "$TAV_JAVA_JNI"; then
  # The build tree's libtavreli_jni needs the build tree's libtavreli.
  LD_LIBRARY_PATH="${TAV_LIBDIR:+$TAV_LIBDIR:}$LD_LIBRARY_PATH"; export LD_LIBRARY_PATH
  set -- "-Dtavreli.jni=$TAV_JAVA_JNI"
fi
# Under ./configure --enable-sanitizers the JNI library needs ASan's runtime
# loaded first (TAV_ASAN_PRELOAD, tests/hardening.mk); the JVM handles SIGSEGV
# itself and its heap is not ours to check for leaks.
if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
  LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
  ASAN_OPTIONS="detect_leaks=0:handle_segv=0:allow_user_segv_handler=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export LD_PRELOAD ASAN_OPTIONS
fi
exec "$JAVA" -Xcheck:jni "$@" -cp "$TAV_JAVA_JAR:$TAV_JAVA_WORKDIR" TavreliTest "$TESTDATA"
