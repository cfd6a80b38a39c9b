# Tests. Each area keeps its own fragment; shell tests get these variables.
AM_TESTS_ENVIRONMENT = \
	TAVRELI='$(abs_top_builddir)/cli/tavreli$(EXEEXT)'; export TAVRELI; \
	TESTDATA='$(abs_top_srcdir)/tests/data'; export TESTDATA;
TESTS += tests/shared-data.sh
EXTRA_DIST += tests/shared-data.sh tests/data

include tests/perft.mk
include tests/unit.mk
include tests/games.mk
include tests/tfen.mk
include tests/hardening.mk
include tests/tgn.mk
include tests/abi.mk
include tests/clock.mk
include tests/render/local.mk
