# Perft suites (R12) from tests/data/perft.
if HAVE_CHECK
check_PROGRAMS += tests/perft_suite
tests_perft_suite_SOURCES = tests/perft_suite.c
tests_perft_suite_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_perft_suite_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
TESTS += tests/perft-depth4.sh
AM_TESTS_ENVIRONMENT += PERFT_SUITE='$(abs_top_builddir)/tests/perft_suite$(EXEEXT)'; export PERFT_SUITE;

# The transposition table: the same counts, one table shared by threads.
check_PROGRAMS += tests/perft_hash
tests_perft_hash_SOURCES = tests/perft_hash.c
tests_perft_hash_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS) -pthread
tests_perft_hash_LDFLAGS = -pthread
tests_perft_hash_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
TESTS += tests/perft-hash.sh
AM_TESTS_ENVIRONMENT += PERFT_HASH='$(abs_top_builddir)/tests/perft_hash$(EXEEXT)'; export PERFT_HASH;

# The distributed perft's work units (the tier's tavb_perft_split) against divide.
check_PROGRAMS += tests/perft_split
TESTS += tests/perft_split
tests_perft_split_SOURCES = tests/perft_split.c
tests_perft_split_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS) -I$(top_srcdir)/bindings/tier
tests_perft_split_LDADD = bindings/tier/libtavb.la libtavreli/libtavreli.la $(CHECK_LIBS)

# Every listed depth, start position to 6 (7,538,064,121 leaves), then the
# depth-7 divide of the start (tests/perft-deep7.sh; about 15 minutes on one
# core; PERFT_THREADS=N, PERFT_HASH=MB to go faster): for releases.
check-perft-deep: tests/perft_suite$(EXEEXT) cli/tavreli$(EXEEXT)
	tests/perft_suite$(EXEEXT) $(srcdir)/tests/data/perft/start.epd 99
	tests/perft_suite$(EXEEXT) $(srcdir)/tests/data/perft/tricky.epd 99
	TAVRELI='$(abs_top_builddir)/cli/tavreli$(EXEEXT)' TESTDATA='$(abs_top_srcdir)/tests/data' \
	  $(SHELL) $(srcdir)/tests/perft-deep7.sh
else
check-perft-deep:
	@echo "check-perft-deep needs Check (pkg-config check) at configure time"; exit 1
endif
# The CLI's --hash against the counts without it.
TESTS += tests/perft-cli-hash.sh
# --resume: an interrupted count goes on from its journal.
TESTS += tests/perft-resume.sh
EXTRA_DIST += tests/perft-depth4.sh tests/perft-hash.sh tests/perft-cli-hash.sh tests/perft-deep7.sh tests/perft-resume.sh

# Perft at scale, apart from make bench's headline: hashed perft(6) (DEEP=1:
# and 7) against no table, and tavreli.distributed on one and two Dask
# workers (bench/scale.sh; make builds the Python package it imports).
bench-scale: cli/tavreli$(EXEEXT)
	PYTHON='$(PYTHON)' PYTHONPATH='$(abs_top_builddir)/bindings/python/stage' \
	  LD_LIBRARY_PATH='$(abs_top_builddir)/libtavreli/.libs' \
	  $(SHELL) $(srcdir)/bench/scale.sh cli/tavreli$(EXEEXT)
.PHONY: bench-scale
EXTRA_DIST += bench/scale.sh
