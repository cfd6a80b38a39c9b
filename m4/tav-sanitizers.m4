# Hardening (tests/hardening.mk): sanitizers, libFuzzer, valgrind.
#
# --enable-sanitizers: build everything with AddressSanitizer and
# UndefinedBehaviorSanitizer (undefined behaviour aborts), for `make check`.
AC_ARG_ENABLE([sanitizers],
  [AS_HELP_STRING([--enable-sanitizers],
    [build with -fsanitize=address,undefined (make check under ASan/UBSan)])],
  [], [enable_sanitizers=no])
AS_IF([test "x$enable_sanitizers" = xyes], [
  tav_san_flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
  AC_MSG_CHECKING([whether $CC can build and link with $tav_san_flags])
  tav_save_CFLAGS=$CFLAGS
  tav_save_LDFLAGS=$LDFLAGS
  CFLAGS="$CFLAGS $tav_san_flags"
  LDFLAGS="$LDFLAGS $tav_san_flags"
  AC_LINK_IFELSE([AC_LANG_PROGRAM([], [])],
    [AC_MSG_RESULT([yes])],
    [AC_MSG_RESULT([no])
     AC_MSG_ERROR([--enable-sanitizers: $CC cannot link with $tav_san_flags (install the compiler's sanitizer runtime, e.g. libasan/libubsan)])])
])
AM_CONDITIONAL([TAV_SANITIZERS], [test "x$enable_sanitizers" = xyes])
# For tests that load the instrumented library into a program built without
# ASan (Python): the ASan runtime to put in LD_PRELOAD.
TAV_SANITIZER_FLAGS=""
TAV_ASAN_PRELOAD=""
AS_IF([test "x$enable_sanitizers" = xyes], [
  TAV_SANITIZER_FLAGS=$tav_san_flags
  for tav_rt in libasan.so libclang_rt.asan-x86_64.so; do
    tav_path=`$CC -print-file-name=$tav_rt 2>/dev/null`
    AS_IF([test -n "$tav_path" && test "x$tav_path" != "x$tav_rt" && test -f "$tav_path"],
      [TAV_ASAN_PRELOAD=`readlink -f "$tav_path"`; break])
  done
  AC_MSG_CHECKING([for the ASan runtime to preload])
  AC_MSG_RESULT([${TAV_ASAN_PRELOAD:-none}])
])
AC_SUBST([TAV_SANITIZER_FLAGS])
AC_SUBST([TAV_ASAN_PRELOAD])

# libFuzzer targets (make fuzz-smoke): a clang that links
# -fsanitize=fuzzer,address,undefined. FUZZ_CC may be set by the user.
AC_ARG_VAR([FUZZ_CC], [C compiler for the libFuzzer targets (default: clang)])
AS_IF([test "x$FUZZ_CC" = x], [AC_CHECK_PROGS([FUZZ_CC], [clang clang-16 clang-15 clang-14], [])])
tav_have_fuzzer=no
AS_IF([test "x$FUZZ_CC" != x], [
  AC_MSG_CHECKING([whether $FUZZ_CC links libFuzzer targets])
  cat > conftest-fuzz.c <<'TAV_EOF'
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return size && *data == 'x'; }
TAV_EOF
  AS_IF([$FUZZ_CC -fsanitize=fuzzer,address,undefined conftest-fuzz.c -o conftest-fuzz >&AS_MESSAGE_LOG_FD 2>&1],
    [tav_have_fuzzer=yes])
  rm -f conftest-fuzz.c conftest-fuzz
  AC_MSG_RESULT([$tav_have_fuzzer])
])
AM_CONDITIONAL([TAV_HAVE_FUZZER], [test "x$tav_have_fuzzer" = xyes])

# make check-valgrind
AC_CHECK_PROGS([VALGRIND], [valgrind], [])
AM_CONDITIONAL([TAV_HAVE_VALGRIND], [test "x$VALGRIND" != x])
