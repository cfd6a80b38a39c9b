#!/bin/sh
# The Lua binding's tests (tests/test_tavreli.lua), run with LUA (lua5.4)
# against the module found through TAV_LUA_CPATH only: the build tree's
# (make check, with TAV_LIBDIR for its libtavreli) or the installed one
# (make installcheck). TESTDATA is tests/data.
here=$(cd "$(dirname "$0")" && pwd)
: "${TESTDATA:=$here/../../tests/data}"
: "${LUA:=lua5.4}"
if test -n "$TAV_LIBDIR"; then
  LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"; export LD_LIBRARY_PATH
fi
LUA_CPATH="$TAV_LUA_CPATH"; export LUA_CPATH
LUA_PATH="$here/tests/?.lua"; export LUA_PATH
# Under ./configure --enable-sanitizers the module needs ASan's runtime
# loaded first (TAV_ASAN_PRELOAD, tests/hardening.mk); leaks of the
# interpreter itself are not ours.
if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
  LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
  ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export LD_PRELOAD ASAN_OPTIONS
fi
exec "$LUA" "$here/tests/test_tavreli.lua" "$TESTDATA"
