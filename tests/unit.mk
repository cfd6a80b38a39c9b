# Check unit suites (tests/unit): one program per area of RULES.md (R1-R9)
# plus the API. Programs are named tests/unit/<area>.test (ignored by git).
EXTRA_DIST += tests/unit/helpers.h
if HAVE_CHECK
UNIT_TESTS = \
	tests/unit/test_moves_r4.test \
	tests/unit/test_towers_r2.test \
	tests/unit/test_pawns_r5.test
check_PROGRAMS += $(UNIT_TESTS)
TESTS += $(UNIT_TESTS)

tests_unit_test_moves_r4_test_SOURCES = tests/unit/test_moves_r4.c
tests_unit_test_moves_r4_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_unit_test_moves_r4_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_unit_test_towers_r2_test_SOURCES = tests/unit/test_towers_r2.c
tests_unit_test_towers_r2_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_unit_test_towers_r2_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_unit_test_pawns_r5_test_SOURCES = tests/unit/test_pawns_r5.c
tests_unit_test_pawns_r5_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_unit_test_pawns_r5_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
endif
