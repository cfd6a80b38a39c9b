#!/bin/sh
# The SVG renderer from Lua (tests/render/test_svg.lua) against the module
# found through TAV_LUA_CPATH (make check: the build tree's), as
# bindings/lua/lua-tests.sh runs the Lua binding's own tests.
here=$(cd "$(dirname "$0")" && pwd)
: "${LUA:=lua5.4}"
if test -n "$TAV_LIBDIR"; then
  LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"; export LD_LIBRARY_PATH
fi
LUA_CPATH="$TAV_LUA_CPATH"; export LUA_CPATH
if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
  LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
  ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export LD_PRELOAD ASAN_OPTIONS
fi
exec "$LUA" "$here/test_svg.lua"
