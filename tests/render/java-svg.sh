#!/bin/sh
# The SVG renderer from Java (tests/render/SvgTest.java), compiled against
# TAV_JAVA_JAR and run with JAVA and the build tree's JNI library
# TAV_JAVA_JNI, as bindings/java/java-tests.sh runs the binding's own tests.
set -e
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/tav-svg-java.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$JAVAC" -Xlint:all -encoding UTF-8 -cp "$TAV_JAVA_JAR" -d "$work" "$here/SvgTest.java"
if test -n "$TAV_JAVA_JNI"; then
  LD_LIBRARY_PATH="${TAV_LIBDIR:+$TAV_LIBDIR:}$LD_LIBRARY_PATH"; export LD_LIBRARY_PATH
  set -- "-Dtavreli.jni=$TAV_JAVA_JNI"
fi
if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
  LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
  ASAN_OPTIONS="detect_leaks=0:handle_segv=0:allow_user_segv_handler=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export LD_PRELOAD ASAN_OPTIONS
fi
"$JAVA" -Xcheck:jni "$@" -cp "$TAV_JAVA_JAR:$work" SvgTest
