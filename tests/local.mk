# Tests. Each area keeps its own fragment; shell tests get these variables.
AM_TESTS_ENVIRONMENT = \
	TAVRELI='$(abs_top_builddir)/cli/tavreli$(EXEEXT)'; export TAVRELI; \
	TESTDATA='$(abs_top_srcdir)/tests/data'; export TESTDATA;
TESTS += tests/shared-data.sh
EXTRA_DIST += tests/shared-data.sh tests/data

# Every Check program is compiled and linked the same way: these two, set
# once here, are its _CFLAGS and _LDADD (tests/unit.mk; a new suite's
# fragment should use them too rather than spell them out again).
TAV_CHECK_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
TAV_CHECK_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

# The one allocation-failure harness (tests/alloc/alloc_wrap.h): a program
# that uses it adds $(TAV_ALLOC_SRC) to its sources and
# $(TAV_ALLOC_LINK) to its LDFLAGS (a static link, so that --wrap
# reaches the library's own calls). Users: tests/hardening.mk (alloc_fail),
# tests/tgn.mk (test_tgn_nomem).
TAV_ALLOC_SRC = tests/alloc/alloc_wrap.c tests/alloc/alloc_wrap.h
TAV_ALLOC_LINK = -static \
	-Wl,--wrap=malloc -Wl,--wrap=calloc -Wl,--wrap=realloc -Wl,--wrap=free

# The include graph of libtavreli: no cycle, no layer including a later
# layer (scripts/include-graph.sh; make include-graph draws it).
TESTS += scripts/include-graph.sh
EXTRA_DIST += scripts/include-graph.sh

# The same order at the symbol level: no object of a layer uses a symbol
# of a layer of equal or higher rank (scripts/layer-symbols.sh, from nm).
TESTS += scripts/layer-symbols.sh
EXTRA_DIST += scripts/layer-symbols.sh
scripts/layer-symbols.sh.log scripts/layer-symbols.log: libtavreli/libtavreli.la
AM_TESTS_ENVIRONMENT += TAV_LIB_OBJECTS='$(libtavreli_libtavreli_la_OBJECTS)'; export TAV_LIB_OBJECTS; \
	TAV_TOP_SRCDIR='$(abs_top_srcdir)'; TAV_TOP_BUILDDIR='$(abs_top_builddir)'; export TAV_TOP_SRCDIR TAV_TOP_BUILDDIR;

# Every tracked file follows .editorconfig (scripts/check-style.sh).
TESTS += scripts/check-style.sh
EXTRA_DIST += scripts/check-style.sh .editorconfig .clang-format

# The fast inner loop (HACKING.md): build, then run only the compiled test
# programs (the Check suites and the C programs beside them), no binding,
# shell, browser or documentation test.
check-c:
	@list=; for t in $(TESTS); do \
	  case " $(check_PROGRAMS) " in *" $$t "*) list="$$list $$t";; esac; \
	done; \
	$(MAKE) $(AM_MAKEFLAGS) check TESTS="$$list"
.PHONY: check-c

include tests/perft.mk
include tests/unit.mk
include tests/games.mk
include tests/tfen.mk
include tests/hardening.mk
include tests/tgn.mk
include tests/abi.mk
include tests/clock.mk
include tests/analysis.mk
include tests/render/local.mk
include tests/solver.mk
include tests/engine.mk
include tests/parity.mk
