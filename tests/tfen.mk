# TFEN (R10): data-driven suites of valid and invalid texts, and the test that
# every public header compiles alone as C and as C++.
TFEN_CASE_FILES = \
	tests/tfen/valid/canonical.txt \
	tests/tfen/valid/positions.txt \
	tests/tfen/invalid/castling.txt \
	tests/tfen/invalid/check.txt \
	tests/tfen/invalid/enpassant.txt \
	tests/tfen/invalid/fields.txt \
	tests/tfen/invalid/kings.txt \
	tests/tfen/invalid/marks.txt \
	tests/tfen/invalid/syntax.txt \
	tests/tfen/invalid/towers.txt
EXTRA_DIST += $(TFEN_CASE_FILES)

if HAVE_CHECK
check_PROGRAMS += tests/tfen/tfen_suite
tests_tfen_tfen_suite_SOURCES = tests/tfen/tfen_suite.c
tests_tfen_tfen_suite_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_tfen_tfen_suite_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
TESTS += tests/tfen/tfen_suite
AM_TESTS_ENVIRONMENT += TFEN_CASES='$(abs_top_srcdir)/tests/tfen'; export TFEN_CASES;
endif

# Every public header compiles alone as C and as C++ (STYLE, libgit2's
# headertest). CXX is not checked by configure: the script looks for g++,
# c++ or clang++ when it is empty, and skips the C++ part (77) without one.
TESTS += tests/headers/compile-alone.sh
EXTRA_DIST += tests/headers/compile-alone.sh
AM_TESTS_ENVIRONMENT += \
	TAV_TOP_SRCDIR='$(abs_top_srcdir)'; TAV_TOP_BUILDDIR='$(abs_top_builddir)'; \
	CC='$(CC)'; CXX='$(CXX)'; CPPFLAGS='$(CPPFLAGS)'; \
	export TAV_TOP_SRCDIR TAV_TOP_BUILDDIR CC CXX CPPFLAGS;
