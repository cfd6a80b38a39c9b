# Examples of using the library. Python ones run in make check when the
# Python binding is built.
EXTRA_DIST += \
	examples/python/replay.py \
	examples/python/perft.py \
	examples/python/validate_games.py \
	examples/python/check-examples.sh

if TAV_PYTHON
TESTS += examples/python/check-examples.sh
examples/python/check-examples.sh.log examples/python/check-examples.log: $(tav_python_stage)/tavreli/__init__.py
endif

# C examples: built by make against the build tree, run by make check, and
# rebuilt by make installcheck against the installed library found through
# pkg-config (which proves the .pc file and the installed headers).
noinst_PROGRAMS += examples/c/play examples/c/perft examples/c/validate
examples_c_play_SOURCES = examples/c/play.c
examples_c_play_LDADD = libtavreli/libtavreli.la
examples_c_perft_SOURCES = examples/c/perft.c
examples_c_perft_LDADD = libtavreli/libtavreli.la
examples_c_validate_SOURCES = examples/c/validate.c
examples_c_validate_LDADD = libtavreli/libtavreli.la
TESTS += examples/c/check-examples.sh
EXTRA_DIST += examples/c/check-examples.sh
AM_TESTS_ENVIRONMENT += EXAMPLES_BIN='$(abs_top_builddir)/examples/c'; export EXAMPLES_BIN;

INSTALLCHECK_LOCAL += installcheck-examples
installcheck-examples:
	rm -rf examples-installcheck && $(MKDIR_P) examples-installcheck
	PKG_CONFIG_PATH='$(DESTDIR)$(libdir)/pkgconfig' && export PKG_CONFIG_PATH && \
	cflags=`$(PKG_CONFIG) --cflags libtavreli` && libs=`$(PKG_CONFIG) --libs libtavreli` && \
	for e in play perft validate; do \
	  echo "$(CC) $(srcdir)/examples/c/$$e.c $$cflags $$libs" && \
	  $(CC) -std=c11 -Wall -Werror -o examples-installcheck/$$e $(srcdir)/examples/c/$$e.c $$cflags $$libs || exit 1; \
	done
	LD_LIBRARY_PATH='$(DESTDIR)$(libdir)' EXAMPLES_BIN=examples-installcheck TESTDATA='$(abs_top_srcdir)/tests/data' \
	  $(SHELL) $(srcdir)/examples/c/check-examples.sh
	rm -rf examples-installcheck

# Java and Lua examples, run in make check when their binding is built.
EXTRA_DIST += \
	examples/check-games-output.sh \
	examples/java/Example.java \
	examples/java/Games.java \
	examples/java/check-examples.sh \
	examples/lua/example.lua \
	examples/lua/games.lua \
	examples/lua/check-examples.sh

if TAV_JAVA
TESTS += examples/java/check-examples.sh
examples/java/check-examples.sh.log examples/java/check-examples.log: bindings/java/tavreli.jar bindings/java/libtavreli_jni.la cli/tavreli$(EXEEXT)
CLEAN_LOCAL += clean-java-examples
clean-java-examples:
	rm -rf examples/java/classes
endif
if TAV_LUA
TESTS += examples/lua/check-examples.sh
examples/lua/check-examples.sh.log examples/lua/check-examples.log: bindings/lua/tavreli.la cli/tavreli$(EXEEXT)
endif
.PHONY: clean-java-examples
