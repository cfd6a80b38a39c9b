# The Lua binding: the module tavreli for Lua 5.4
# (bindings/lua/tavreli_lua.i over the shared bindings/tavreli.i), installed
# as $(libdir)/lua/5.4/tavreli.so. SWIG's output is built in the build tree,
# never committed.

EXTRA_DIST += \
	bindings/lua/api.lua \
	bindings/lua/tavreli_lua.i \
	bindings/lua/tests/test_tavreli.lua \
	bindings/lua/lua-tests.sh

if TAV_LUA
luaexec_LTLIBRARIES = bindings/lua/tavreli.la
nodist_bindings_lua_tavreli_la_SOURCES = bindings/lua/tavreli_wrap.c
# (strdup in the language's own helpers is POSIX)
bindings_lua_tavreli_la_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/bindings/tier -I$(srcdir)/bindings/lua $(LUA_CFLAGS) -D_POSIX_C_SOURCE=200809L
# SWIG's output is not held to the library's warning flags.
bindings_lua_tavreli_la_CFLAGS = -fno-strict-aliasing
# Not linked with liblua: the interpreter that loads the module provides it.
bindings_lua_tavreli_la_LDFLAGS = -module -avoid-version -shared
bindings_lua_tavreli_la_LIBADD = bindings/lua/libtavl.la bindings/tier/libtavb.la libtavreli/libtavreli.la
# Lua's own C (the Position methods declared in tavreli_lua.i, the move
# pusher of its typemaps), with the library's warning flags.
noinst_LTLIBRARIES += bindings/lua/libtavl.la
bindings_lua_libtavl_la_SOURCES = bindings/lua/lua_position.c bindings/lua/lua_position.h
bindings_lua_libtavl_la_CPPFLAGS = $(bindings_lua_tavreli_la_CPPFLAGS)
bindings_lua_libtavl_la_CFLAGS = $(AM_CFLAGS)

TAV_SWIG_LUA_FLAGS = -lua -module tavreli
bindings/lua/tavreli_wrap.c: $(tav_swig_interface) bindings/lua/tavreli_lua.i bindings/lua/api.lua $(include_HEADERS) $(tavreli_headers_HEADERS) libtavreli/tavreli/version.h
	$(AM_V_GEN)$(MKDIR_P) bindings/lua && \
	$(SWIG) $(TAV_SWIG_LUA_FLAGS) -I$(srcdir)/bindings -I$(srcdir)/bindings/tier \
		-I$(top_builddir)/libtavreli -I$(srcdir)/libtavreli \
		-o $@.tmp.c $(srcdir)/bindings/tavreli.i && \
	mv $@.tmp.c $@
CLEANFILES += bindings/lua/tavreli_wrap.c

TESTS += bindings/lua/lua-tests.sh
bindings/lua/lua-tests.sh.log bindings/lua/lua-tests.log: bindings/lua/tavreli.la

# The same tests against the installed module, found as lua5.4 finds it
# under the prefix.
INSTALLCHECK_LOCAL += installcheck-lua
installcheck-lua:
	LUA='$(LUA)' TAV_LUA_CPATH='$(DESTDIR)$(luaexecdir)/?.so' \
	  TESTDATA='$(abs_top_srcdir)/tests/data' \
	  $(SHELL) $(srcdir)/bindings/lua/lua-tests.sh
endif

# What the Lua tests and examples of make check need.
AM_TESTS_ENVIRONMENT += \
	LUA='$(LUA)'; export LUA; \
	TAV_LUA_CPATH='$(abs_top_builddir)/bindings/lua/.libs/?.so'; export TAV_LUA_CPATH;
.PHONY: installcheck-lua
