# The Lua binding (bindings/lua): Lua 5.4's headers (pkg-config lua5.4), the
# lua5.4 interpreter (for make check), and SWIG 4.
#
#   --enable-lua=auto (default): build it when the toolchain is found
#   --enable-lua=yes: a missing toolchain is an error
#   --disable-lua: never
#
# LUA=/path/to/lua5.4 chooses the interpreter; LUA_CFLAGS overrides
# pkg-config. The module is installed as $(libdir)/lua/5.4/tavreli.so, where
# lua5.4 looks for it under the same prefix (package.cpath). It is not
# linked with liblua: the interpreter that loads it provides the Lua API.
AC_ARG_ENABLE([lua],
  [AS_HELP_STRING([--enable-lua],
    [build the Lua 5.4 binding (needs Lua 5.4 headers, lua5.4 and SWIG 4; default: auto)])],
  [], [enable_lua=auto])
AC_ARG_VAR([LUA], [the Lua 5.4 interpreter, for the Lua binding's tests])

tav_lua=no
tav_lua_why=""
LUA_VERSION=5.4
AS_IF([test "x$enable_lua" != xno], [
  tav_lua_pc=""
  for tav_pc in lua5.4 lua-5.4 lua54; do
    PKG_CHECK_EXISTS([$tav_pc], [tav_lua_pc=$tav_pc; break])
  done
  AS_IF([test -z "$tav_lua_pc"],
    [PKG_CHECK_EXISTS([lua >= 5.4 lua < 5.5], [tav_lua_pc=lua])])
  AS_IF([test -n "$tav_lua_pc"],
    [PKG_CHECK_MODULES([LUA], [$tav_lua_pc], [],
       [tav_lua_why="pkg-config $tav_lua_pc failed"])],
    [AS_IF([test -z "$LUA_CFLAGS"],
       [tav_lua_why="no Lua 5.4 headers found by pkg-config lua5.4 (install liblua5.4-dev)"])])
  AS_IF([test -z "$tav_lua_why"], [
    tav_save_CPPFLAGS=$CPPFLAGS
    CPPFLAGS="$CPPFLAGS $LUA_CFLAGS"
    AC_MSG_CHECKING([for lua.h of Lua 5.4])
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include <lua.h>
#include <lauxlib.h>
#if LUA_VERSION_NUM != 504
#error not Lua 5.4
#endif]], [[lua_State *L = 0; (void)L;]])],
      [AC_MSG_RESULT([yes])],
      [AC_MSG_RESULT([no]); tav_lua_why="no lua.h of Lua 5.4 with LUA_CFLAGS=$LUA_CFLAGS"])
    CPPFLAGS=$tav_save_CPPFLAGS
  ])
  AS_IF([test -z "$tav_lua_why"], [
    AC_PATH_PROGS([LUA], [lua5.4 lua54 lua-5.4 lua], [no])
    AS_IF([test "x$LUA" = xno], [tav_lua_why="no Lua 5.4 interpreter (install lua5.4)"], [
      AC_MSG_CHECKING([whether $LUA is Lua 5.4])
      AS_IF([$LUA -e 'assert(_VERSION == "Lua 5.4")' >/dev/null 2>&1],
        [AC_MSG_RESULT([yes])],
        [AC_MSG_RESULT([no]); tav_lua_why="$LUA is not Lua 5.4 (install lua5.4)"])
    ])
  ])
  AS_IF([test -z "$tav_lua_why"], [
    TAV_CHECK_SWIG([tav_lua_why])
  ])
  AS_IF([test -z "$tav_lua_why"], [tav_lua=yes])
  AS_IF([test "x$enable_lua" = xyes && test "x$tav_lua" != xyes],
    [AC_MSG_ERROR([--enable-lua: $tav_lua_why])])
])
AS_IF([test "x$enable_lua" = xno], [tav_lua_why="disabled by --disable-lua"])
AC_SUBST([LUA_CFLAGS])
AC_SUBST([LUA_VERSION])
AC_SUBST([luaexecdir], ['${libdir}/lua/${LUA_VERSION}'])
AM_CONDITIONAL([TAV_LUA], [test "x$tav_lua" = xyes])
AC_MSG_CHECKING([whether to build the Lua binding])
AS_IF([test "x$tav_lua" = xyes],
  [AC_MSG_RESULT([yes, for Lua $LUA_VERSION ($LUA, pkg-config $tav_lua_pc) with $SWIG])],
  [AC_MSG_RESULT([no: $tav_lua_why])
   AC_MSG_NOTICE([the Lua binding will NOT be built ($tav_lua_why)])])
