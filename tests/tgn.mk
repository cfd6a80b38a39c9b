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
check_PROGRAMS += tests/tgn/test_tgn_reader tests/tgn/test_tgn_writer
TESTS += tests/tgn/test_tgn_reader tests/tgn/test_tgn_writer
tests_tgn_test_tgn_reader_SOURCES = tests/tgn/test_tgn_reader.c tests/tgn/tgn_util.h
tests_tgn_test_tgn_reader_CPPFLAGS = $(TGN_TEST_CPPFLAGS)
tests_tgn_test_tgn_reader_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_tgn_test_tgn_reader_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
tests_tgn_test_tgn_writer_SOURCES = tests/tgn/test_tgn_writer.c tests/tgn/tgn_util.h
tests_tgn_test_tgn_writer_CPPFLAGS = $(TGN_TEST_CPPFLAGS)
tests_tgn_test_tgn_writer_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_tgn_test_tgn_writer_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
endif

# Allocation failures: static link so that --wrap reaches the library.
check_PROGRAMS += tests/tgn/test_tgn_nomem
TESTS += tests/tgn/test_tgn_nomem
tests_tgn_test_tgn_nomem_SOURCES = tests/tgn/test_tgn_nomem.c
tests_tgn_test_tgn_nomem_LDADD = libtavreli/libtavreli.la
tests_tgn_test_tgn_nomem_LDFLAGS = -static -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free

TESTS += tests/tgn/tgn-cli.sh
EXTRA_DIST += tests/tgn/tgn-cli.sh

# libFuzzer target: built only when clang with -fsanitize=fuzzer works. The
# library's sources are compiled into it with AddressSanitizer and UBSan.
# New inputs go to a temporary directory, never into the seed corpus.
TGN_FUZZ_CC = clang
TGN_FUZZ_RUNS = 200000
TGN_FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
EXTRA_DIST += tests/fuzz/fuzz_tgn.c tests/fuzz/corpus/tgn
tests/tgn/fuzz-tgn$(EXEEXT): $(srcdir)/tests/fuzz/fuzz_tgn.c libtavreli/tables.c libtavreli/tavreli/version.h
	$(AM_V_GEN)srcs=`for f in $(libtavreli_libtavreli_la_SOURCES); do case $$f in *.c) echo $(srcdir)/$$f;; esac; done`; \
	$(MKDIR_P) tests/tgn && \
	$(TGN_FUZZ_CC) $(TGN_FUZZ_FLAGS) -std=c11 -I$(top_builddir)/libtavreli -I$(top_srcdir)/libtavreli \
	  $(srcdir)/tests/fuzz/fuzz_tgn.c $$srcs libtavreli/tables.c -o $@
fuzz-tgn-smoke:
	@if echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }' \
	    | $(TGN_FUZZ_CC) -x c -fsanitize=fuzzer - -o tests/tgn/fuzz-probe$(EXEEXT) >/dev/null 2>&1; then \
	  rm -f tests/tgn/fuzz-probe$(EXEEXT); \
	  $(MAKE) $(AM_MAKEFLAGS) tests/tgn/fuzz-tgn$(EXEEXT) && \
	  work=`mktemp -d` && \
	  tests/tgn/fuzz-tgn$(EXEEXT) -runs=$(TGN_FUZZ_RUNS) -max_len=4096 -artifact_prefix=tests/tgn/fuzz-tgn-crash- \
	    "$$work" $(srcdir)/tests/fuzz/corpus/tgn; rc=$$?; rm -rf "$$work"; exit $$rc; \
	else \
	  echo "fuzz-tgn-smoke: SKIP ($(TGN_FUZZ_CC) cannot build libFuzzer targets; apt-get install libclang-rt-14-dev)"; \
	fi
CLEANFILES += tests/tgn/fuzz-tgn$(EXEEXT)
