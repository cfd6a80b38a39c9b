# R13 clocks and time controls (tests/clock): Check suites.
if HAVE_CHECK
CLOCK_TESTS = \
	tests/clock/test_time_control_r13.test \
	tests/clock/test_clock_r13.test
check_PROGRAMS += $(CLOCK_TESTS)
TESTS += $(CLOCK_TESTS)
tests_clock_test_time_control_r13_test_SOURCES = tests/clock/test_time_control_r13.c
tests_clock_test_time_control_r13_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_time_control_r13_test_LDADD = $(TAV_CHECK_LDADD)
tests_clock_test_clock_r13_test_SOURCES = tests/clock/test_clock_r13.c
tests_clock_test_clock_r13_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_clock_r13_test_LDADD = $(TAV_CHECK_LDADD)
endif
# The time control parser's fuzz target runs in make fuzz-smoke (tests/hardening.mk).
EXTRA_DIST += tests/fuzz/fuzz_timecontrol.c tests/fuzz/corpus/timecontrol
CLEANFILES += tests/fuzz/fuzz_timecontrol
if HAVE_CHECK
check_PROGRAMS += tests/clock/test_record_clock_r13.test
TESTS += tests/clock/test_record_clock_r13.test
tests_clock_test_record_clock_r13_test_SOURCES = tests/clock/test_record_clock_r13.c
tests_clock_test_record_clock_r13_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_clock_test_record_clock_r13_test_LDADD = $(TAV_CHECK_LDADD)
endif
TESTS += tests/clock/validate-clocks.sh
EXTRA_DIST += tests/clock/validate-clocks.sh tests/clock/data
EXTRA_DIST += tests/check_run.h
