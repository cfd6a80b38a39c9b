# tests/tgn.mk: game records (TGN, R11): reader, writer, corpus, the twenty
# real games, the CLI, allocation failures, and a libFuzzer target.
TGN_TEST_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/tgn \
	-DTGN_DIR='"$(abs_top_srcdir)/tests/tgn"' \
	-DGAMES_DIR='"$(abs_top_srcdir)/tests/data/games"'

if HAVE_CHECK
check_PROGRAMS += tests/tgn/test_tgn_data
TESTS += tests/tgn/test_tgn_data
tests_tgn_test_tgn_data_SOURCES = tests/tgn/test_tgn_data.c tests/tgn/tgn_util.h
tests_tgn_test_tgn_data_CPPFLAGS = $(TGN_TEST_CPPFLAGS)
tests_tgn_test_tgn_data_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_tgn_test_tgn_data_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
endif

EXTRA_DIST += tests/tgn/valid tests/tgn/invalid

if HAVE_CHECK
check_PROGRAMS += tests/tgn/test_tgn_reader tests/tgn/test_tgn_writer tests/tgn/test_tgn_hostile
TESTS += tests/tgn/test_tgn_reader tests/tgn/test_tgn_writer tests/tgn/test_tgn_hostile
tests_tgn_test_tgn_hostile_SOURCES = tests/tgn/test_tgn_hostile.c tests/tgn/tgn_util.h
tests_tgn_test_tgn_hostile_CPPFLAGS = $(TGN_TEST_CPPFLAGS)
tests_tgn_test_tgn_hostile_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_tgn_test_tgn_hostile_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
tests_tgn_test_tgn_reader_SOURCES = tests/tgn/test_tgn_reader.c tests/tgn/tgn_util.h
tests_tgn_test_tgn_reader_CPPFLAGS = $(TGN_TEST_CPPFLAGS)
tests_tgn_test_tgn_reader_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_tgn_test_tgn_reader_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
tests_tgn_test_tgn_writer_SOURCES = tests/tgn/test_tgn_writer.c tests/tgn/tgn_util.h
tests_tgn_test_tgn_writer_CPPFLAGS = $(TGN_TEST_CPPFLAGS)
tests_tgn_test_tgn_writer_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_tgn_test_tgn_writer_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
endif

# Allocation failures, with the shared harness (tests/local.mk, tests/alloc/).
check_PROGRAMS += tests/tgn/test_tgn_nomem
TESTS += tests/tgn/test_tgn_nomem
tests_tgn_test_tgn_nomem_SOURCES = tests/tgn/test_tgn_nomem.c $(TAV_ALLOC_SRC)
tests_tgn_test_tgn_nomem_LDADD = libtavreli/libtavreli.la
tests_tgn_test_tgn_nomem_LDFLAGS = $(TAV_ALLOC_LINK)

TESTS += tests/tgn/tgn-cli.sh
EXTRA_DIST += tests/tgn/tgn-cli.sh

# The TGN fuzz target tests/fuzz/fuzz_tgn.c is built and run by make fuzz-smoke
# (tests/hardening.mk), with the other fuzz targets.
EXTRA_DIST += tests/fuzz/fuzz_tgn.c tests/fuzz/corpus/tgn
