#!/bin/sh
# make check: run examples/lua/example.lua against the build tree's module
# and check what it prints. Needs LUA, TAV_LUA_CPATH, TAV_LIBDIR and TAVRELI
# (from AM_TESTS_ENVIRONMENT).
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${TMPDIR:-/tmp}/tav-lua-example.$$
trap 'rm -f "$out"' EXIT
# Under ./configure --enable-sanitizers the module needs ASan's runtime
# loaded first (TAV_ASAN_PRELOAD, tests/hardening.mk), for this run only;
# leaks of the interpreter itself are not ours.
(
  if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
    LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
    ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LD_PRELOAD ASAN_OPTIONS
  fi
  exec env LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" LUA_CPATH="$TAV_LUA_CPATH" \
    "$LUA" "$here/example.lua" 2
) > "$out"
cat "$out"
grep -q '^played e4-d5$' "$out"
# The same moves and count through the C command line tool ($TAVRELI).
tfen=$("$TAVRELI" fen startpos e2-e4 d7-d5 e4xd5 d8-d5)
grep -qxF "tfen $tfen" "$out"
grep -qxF "perft 2 $("$TAVRELI" perft "$tfen" 2)" "$out"
grep -q '^refused: .*e1-e3' "$out"
# games.lua: the twenty tournament games, then the engine on a final position.
: "${TESTDATA:=$here/../../tests/data}"
(
  if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
    LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
    ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LD_PRELOAD ASAN_OPTIONS
  fi
  exec env LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" LUA_CPATH="$TAV_LUA_CPATH" \
    "$LUA" "$here/games.lua" "$TESTDATA/games/tournament-1997-2003.tgn"
) > "$out"
cat "$out"
sh "$here/../check-games-output.sh" "$out"
echo "Lua examples OK"
