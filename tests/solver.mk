# The problem solver (R14) and dead positions (R8): tests/solver. The plain
# exhaustive solver (plain.c, public API only) is the oracle; the bench
# program compares the two on tests/data/problems/problems.epd.
if HAVE_CHECK
SOLVER_TESTS = tests/solver/test_solver.test tests/solver/test_handmade.test tests/solver/test_solution.test \
	tests/solver/test_dead.test tests/solver/test_outcome.test tests/solver/test_stipulation.test
check_PROGRAMS += $(SOLVER_TESTS)
TESTS += $(SOLVER_TESTS)

tests_solver_test_solver_test_SOURCES = tests/unit/helpers.h tests/solver/solver_helpers.h tests/solver/plain.h \
	tests/solver/plain.c tests/solver/random_pos.h tests/solver/test_solver.c
tests_solver_test_solver_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_solver_test_solver_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_solver_test_handmade_test_SOURCES = tests/unit/helpers.h tests/solver/solver_helpers.h tests/solver/plain.h \
	tests/solver/plain.c tests/solver/test_handmade.c
tests_solver_test_handmade_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_solver_test_handmade_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_solver_test_solution_test_SOURCES = tests/unit/helpers.h tests/solver/solver_helpers.h \
	tests/solver/test_solution.c
tests_solver_test_solution_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_solver_test_solution_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_solver_test_dead_test_SOURCES = tests/unit/helpers.h \
	tests/solver/test_dead.c
tests_solver_test_dead_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_solver_test_dead_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_solver_test_outcome_test_SOURCES = tests/unit/helpers.h tests/solver/test_outcome.c
tests_solver_test_outcome_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_solver_test_outcome_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_solver_test_stipulation_test_SOURCES = tests/unit/helpers.h tests/utf8_check.h tests/solver/test_stipulation.c
tests_solver_test_stipulation_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_solver_test_stipulation_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
endif

TESTS += tests/solver/solve-cli.sh tests/solver/dead-cli.sh

# Fast solver against the plain one on problems.epd (bench/solver-bench.sh).
check_PROGRAMS += tests/solver/solver-bench
tests_solver_solver_bench_SOURCES = tests/solver/plain.h tests/solver/plain.c tests/solver/solver_bench.c
tests_solver_solver_bench_LDADD = libtavreli/libtavreli.la
EXTRA_DIST += tests/solver/solve-cli.sh tests/solver/dead-cli.sh bench/solver-bench.sh
solver-bench: tests/solver/solver-bench$(EXEEXT)
	$(srcdir)/bench/solver-bench.sh tests/solver/solver-bench$(EXEEXT) $(srcdir)/tests/data/problems/problems.epd
.PHONY: solver-bench

# The stipulation parser's fuzz target runs in make fuzz-smoke (tests/hardening.mk).
EXTRA_DIST += tests/fuzz/fuzz_stipulation.c tests/fuzz/corpus/stipulation
CLEANFILES += tests/fuzz/fuzz_stipulation
