# The WebAssembly build (bindings/js, examples/web): emscripten's emcc
# compiles the library to an ES module for Node, browsers and Web Workers;
# `make wasm` builds it, `make check` runs its tests with node.
#
#   --enable-wasm=auto (default): build it when emcc works and node >= 18 is found
#   --enable-wasm=yes: a missing toolchain is an error
#   --disable-wasm: never
#
# EMCC=/path/to/emcc and NODE=/path/to/node choose the programs.
#
# Debian's emcc runs its JavaScript optimizer (at -O2 and above) with the
# node on PATH, which needs Debian's node-acorn: when emcc fails without it
# and works with NODE_PATH=/usr/share/nodejs, that setting is kept for the
# build (TAV_EMCC_ENV).
AC_ARG_ENABLE([wasm],
  [AS_HELP_STRING([--enable-wasm],
    [build the WebAssembly npm package (needs emcc and node >= 18; default: auto)])],
  [], [enable_wasm=auto])
AC_ARG_VAR([EMCC], [emscripten's C compiler, for the WebAssembly build])
AC_ARG_VAR([NODE], [Node.js (18 or later), for the WebAssembly package's tests])

tav_wasm=no
tav_wasm_why=""
TAV_EMCC_ENV=""
AS_IF([test "x$enable_wasm" != xno], [
  AC_PATH_PROGS([EMCC], [emcc], [no])
  AS_IF([test "x$EMCC" = xno], [tav_wasm_why="emcc not found (install emscripten)"],
    [AS_IF([command -v "$EMCC" >/dev/null 2>&1], [],
       [tav_wasm_why="EMCC=$EMCC not found"])])
  AS_IF([test -z "$tav_wasm_why"], [
    AC_PATH_PROGS([NODE], [node nodejs], [no])
    AS_IF([test "x$NODE" = xno], [tav_wasm_why="node not found (install nodejs)"], [
      AC_MSG_CHECKING([whether $NODE is Node.js 18 or later])
      tav_node_major=`$NODE -p 'process.versions.node.split(".")[[0]]' 2>/dev/null`
      AS_IF([test -n "$tav_node_major" && test "$tav_node_major" -ge 18 2>/dev/null],
        [AC_MSG_RESULT([yes, $tav_node_major])],
        [AC_MSG_RESULT([no]); tav_wasm_why="$NODE is not Node.js 18 or later"])
    ])
  ])
  AS_IF([test -z "$tav_wasm_why"], [
    AC_MSG_CHECKING([whether $EMCC builds an optimised ES module])
    rm -rf conftest-wasm && mkdir conftest-wasm
    echo 'int tav_conftest(int x) { return x + 1; }' > conftest-wasm/t.c
    tav_emcc_try='$EMCC -O2 -sMODULARIZE -sEXPORT_ES6 -sSINGLE_FILE -sFILESYSTEM=0 -sENVIRONMENT=web,worker -sEXPORTED_FUNCTIONS=_tav_conftest conftest-wasm/t.c -o conftest-wasm/t.js'
    AS_IF([eval "$tav_emcc_try" >conftest-wasm/log 2>&1],
      [AC_MSG_RESULT([yes])],
      [AS_IF([test -d /usr/share/nodejs && eval "NODE_PATH=/usr/share/nodejs $tav_emcc_try" >>conftest-wasm/log 2>&1],
        [TAV_EMCC_ENV="NODE_PATH=/usr/share/nodejs"; AC_MSG_RESULT([yes, with NODE_PATH=/usr/share/nodejs])],
        [AC_MSG_RESULT([no]); cat conftest-wasm/log >&AS_MESSAGE_LOG_FD
         tav_wasm_why="$EMCC cannot build an optimised ES module (see config.log; Debian: install node-acorn)"])])
    rm -rf conftest-wasm
  ])
  AS_IF([test -z "$tav_wasm_why"], [tav_wasm=yes])
  AS_IF([test "x$enable_wasm" = xyes && test "x$tav_wasm" != xyes],
    [AC_MSG_ERROR([--enable-wasm: $tav_wasm_why])])
])
AS_IF([test "x$enable_wasm" = xno], [tav_wasm_why="disabled by --disable-wasm"])
AC_CHECK_PROGS([NPM], [npm])
AC_SUBST([TAV_EMCC_ENV])
AC_SUBST([TAV_WASM_WHY], [$tav_wasm_why])
AM_CONDITIONAL([TAV_WASM], [test "x$tav_wasm" = xyes])
AC_MSG_CHECKING([whether to build the WebAssembly package])
AS_IF([test "x$tav_wasm" = xyes],
  [AC_MSG_RESULT([yes, with $EMCC and $NODE])],
  [AC_MSG_RESULT([no: $tav_wasm_why])
   AC_MSG_NOTICE([make wasm and the JavaScript tests are skipped ($tav_wasm_why)])])
