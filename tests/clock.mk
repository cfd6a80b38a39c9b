# R13 clocks and time controls (tests/clock): Check suites, one test per
# sentence of R13, and tavreli validate on clock data (R11).
if HAVE_CHECK
CLOCK_TESTS = \
	tests/clock/test_time_control_r13.test \
	tests/clock/test_clock_r13.test \
	tests/clock/test_clock_arbiter.test \
	tests/clock/test_flag_r13.test \
	tests/clock/test_record_clock_r13.test
check_PROGRAMS += $(CLOCK_TESTS)
TESTS += $(CLOCK_TESTS)
tests_clock_test_time_control_r13_test_SOURCES = tests/clock/test_time_control_r13.c
tests_clock_test_time_control_r13_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_time_control_r13_test_LDADD = $(TAV_CHECK_LDADD)
tests_clock_test_clock_r13_test_SOURCES = tests/clock/test_clock_r13.c
tests_clock_test_clock_r13_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_clock_r13_test_LDADD = $(TAV_CHECK_LDADD)
tests_clock_test_clock_arbiter_test_SOURCES = tests/clock/test_clock_arbiter.c
tests_clock_test_clock_arbiter_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_clock_arbiter_test_LDADD = $(TAV_CHECK_LDADD)
tests_clock_test_flag_r13_test_SOURCES = tests/clock/test_flag_r13.c
tests_clock_test_flag_r13_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_flag_r13_test_LDADD = $(TAV_CHECK_LDADD)
tests_clock_test_record_clock_r13_test_SOURCES = tests/unit/helpers.h tests/clock/test_record_clock_r13.c
tests_clock_test_record_clock_r13_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_record_clock_r13_test_LDADD = $(TAV_CHECK_LDADD)
endif
TESTS += tests/clock/validate-clocks.sh
EXTRA_DIST += tests/check_run.h tests/clock/validate-clocks.sh tests/clock/data

# The time control parser's fuzz target runs in make fuzz-smoke (tests/hardening.mk).
EXTRA_DIST += tests/fuzz/fuzz_timecontrol.c tests/fuzz/corpus/timecontrol
CLEANFILES += tests/fuzz/fuzz_timecontrol
# R13 in tavreli match --tc, with a slow fake UCI engine whose flag falls.
TESTS += tests/clock/timed-match.sh
EXTRA_DIST += tests/clock/timed-match.sh tests/clock/fake-slow.sh
