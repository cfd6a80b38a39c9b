# The Java binding (bindings/java): a JDK (javac, jar, java) with the JNI
# headers, and SWIG 4.
#
#   --enable-java=auto (default): build it when the toolchain is found
#   --enable-java=yes: a missing toolchain is an error
#   --disable-java: never
#
# JAVA_HOME=/path/to/jdk chooses the JDK (javac, jar, java and the JNI
# headers are taken from it). Without it, Debian's /usr/lib/jvm/default-java
# (default-jdk-headless) is preferred, then the JDK of the javac on PATH.
# The classes need Java 9 or later (java.lang.ref.Cleaner); they are compiled
# with --release 11 when javac accepts it, so that the jar runs on Java 11+.
AC_ARG_ENABLE([java],
  [AS_HELP_STRING([--enable-java],
    [build the Java binding (needs a JDK 9+ with the JNI headers, and SWIG 4; default: auto)])],
  [], [enable_java=auto])
AC_ARG_VAR([JAVA_HOME], [the JDK for the Java binding])
AC_ARG_VAR([JAVACFLAGS], [flags for javac (default: --release 11 when accepted)])

tav_java=no
tav_java_why=""
AS_IF([test "x$enable_java" != xno], [
  AC_MSG_CHECKING([for a JDK])
  AS_IF([test -z "$JAVA_HOME"], [
    AS_IF([test -x /usr/lib/jvm/default-java/bin/javac],
      [JAVA_HOME=/usr/lib/jvm/default-java],
      [tav_javac_path=`command -v javac 2>/dev/null`
       AS_IF([test -n "$tav_javac_path"], [
         tav_javac_path=`readlink -f "$tav_javac_path" 2>/dev/null || echo "$tav_javac_path"`
         JAVA_HOME=`dirname "$tav_javac_path"`
         JAVA_HOME=`dirname "$JAVA_HOME"`])])
  ])
  AS_IF([test -n "$JAVA_HOME" && test -x "$JAVA_HOME/bin/javac" && test -x "$JAVA_HOME/bin/jar" && test -x "$JAVA_HOME/bin/java"],
    [AC_MSG_RESULT([$JAVA_HOME])
     JAVAC="$JAVA_HOME/bin/javac"
     JAR="$JAVA_HOME/bin/jar"
     JAVA="$JAVA_HOME/bin/java"],
    [AC_MSG_RESULT([no])
     tav_java_why="no JDK with javac, jar and java (install default-jdk-headless or set JAVA_HOME)"])
  AS_IF([test -z "$tav_java_why"], [
    AC_MSG_CHECKING([the version of $JAVAC])
    tav_javac_version=`"$JAVAC" -version 2>&1 | sed -n 's/^javac \([[0-9.]]*\).*/\1/p'`
    tav_javac_major=`echo "$tav_javac_version" | sed 's/^1\.//; s/\..*//'`
    AC_MSG_RESULT([$tav_javac_version])
    AS_CASE([$tav_javac_major],
      [[[1-9]]|[[1-9]][[0-9]]*], [AS_IF([test "$tav_javac_major" -lt 9],
        [tav_java_why="javac $tav_javac_version is older than 9 (java.lang.ref.Cleaner)"])],
      [tav_java_why="cannot read the version of $JAVAC"])
  ])
  AS_IF([test -z "$tav_java_why" && test -z "$JAVACFLAGS"], [
    AC_MSG_CHECKING([whether $JAVAC accepts --release 11])
    tav_java_tmp=`mktemp -d 2>/dev/null || echo conftest.javadir`
    mkdir -p "$tav_java_tmp"
    echo 'class Conftest { java.util.List<String> l = java.util.List.of(); }' > "$tav_java_tmp/Conftest.java"
    AS_IF(["$JAVAC" --release 11 -d "$tav_java_tmp" "$tav_java_tmp/Conftest.java" >&AS_MESSAGE_LOG_FD 2>&1],
      [AC_MSG_RESULT([yes]); JAVACFLAGS="--release 11"],
      [AC_MSG_RESULT([no])])
    rm -rf "$tav_java_tmp"
  ])
  AS_IF([test -z "$tav_java_why"], [
    AC_MSG_CHECKING([for the JNI headers])
    JNI_CPPFLAGS="-I$JAVA_HOME/include"
    for tav_jni_md in "$JAVA_HOME"/include/*/jni_md.h; do
      AS_IF([test -f "$tav_jni_md"], [JNI_CPPFLAGS="$JNI_CPPFLAGS -I`dirname $tav_jni_md`"; break])
    done
    tav_save_CPPFLAGS=$CPPFLAGS
    CPPFLAGS="$CPPFLAGS $JNI_CPPFLAGS"
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include <jni.h>]], [[JNIEnv *e = 0; (void)e;]])],
      [AC_MSG_RESULT([$JNI_CPPFLAGS])],
      [AC_MSG_RESULT([no]); tav_java_why="no jni.h under $JAVA_HOME/include"])
    CPPFLAGS=$tav_save_CPPFLAGS
  ])
  AS_IF([test -z "$tav_java_why"], [
    TAV_CHECK_SWIG([tav_java_why])
  ])
  AS_IF([test -z "$tav_java_why"], [tav_java=yes])
  AS_IF([test "x$enable_java" = xyes && test "x$tav_java" != xyes],
    [AC_MSG_ERROR([--enable-java: $tav_java_why])])
])
AS_IF([test "x$enable_java" = xno], [tav_java_why="disabled by --disable-java"])
AC_SUBST([JAVAC])
AC_SUBST([JAR])
AC_SUBST([JAVA])
AC_SUBST([JNI_CPPFLAGS])
AM_CONDITIONAL([TAV_JAVA], [test "x$tav_java" = xyes])
AC_MSG_CHECKING([whether to build the Java binding])
AS_IF([test "x$tav_java" = xyes],
  [AC_MSG_RESULT([yes, with $JAVAC $tav_javac_version${JAVACFLAGS:+ ($JAVACFLAGS)} and $SWIG])],
  [AC_MSG_RESULT([no: $tav_java_why])
   AC_MSG_NOTICE([the Java binding will NOT be built ($tav_java_why)])])
