# Check unit suites (tests/unit): one program per area of RULES.md (R1-R9)
# plus attack queries (R7) and the API. R10 (TFEN) and R11 (game records) have their own suites;
# R12 perft is tests/perft.mk. Programs are tests/unit/<name>.test, built
# from tests/unit/<name>.c and the shared tests/unit/helpers.h.
#
# How they are built is said once, in tests/local.mk: TAV_CHECK_CFLAGS and
# TAV_CHECK_LDADD (the library and Check) are every unit program's flags;
# automake needs one line per program naming them, nothing else differs
# between programs.

if HAVE_CHECK
UNIT_TESTS = \
	tests/unit/test_moves_r4.test \
	tests/unit/test_towers_r2.test \
	tests/unit/test_pawns_r5.test \
	tests/unit/test_promotion_r6.test \
	tests/unit/test_check_r7.test \
	tests/unit/test_castling_r7.test \
	tests/unit/test_end_r8.test \
	tests/unit/test_notation_r9.test \
	tests/unit/test_query_r7.test \
	tests/unit/test_api.test \
	tests/unit/test_getters.test \
	tests/unit/test_setup.test \
	tests/unit/test_writers.test \
	tests/unit/test_uci_codec.test \
	tests/unit/test_uci_client.test \
	tests/unit/test_game_positions.test \
	tests/unit/test_tier.test \
	tests/unit/test_tier_game.test \
	tests/unit/test_tier_values.test \
	tests/unit/test_tier_checks.test \
	tests/unit/test_tier_jobs.test
check_PROGRAMS += $(UNIT_TESTS)
TESTS += $(UNIT_TESTS)
EXTRA_DIST += tests/unit/helpers.h

tests_unit_test_moves_r4_test_SOURCES = tests/unit/test_moves_r4.c
tests_unit_test_towers_r2_test_SOURCES = tests/unit/test_towers_r2.c
tests_unit_test_pawns_r5_test_SOURCES = tests/unit/test_pawns_r5.c
tests_unit_test_promotion_r6_test_SOURCES = tests/unit/test_promotion_r6.c
tests_unit_test_check_r7_test_SOURCES = tests/unit/test_check_r7.c
tests_unit_test_castling_r7_test_SOURCES = tests/unit/test_castling_r7.c
tests_unit_test_end_r8_test_SOURCES = tests/unit/test_end_r8.c
tests_unit_test_notation_r9_test_SOURCES = tests/unit/test_notation_r9.c
tests_unit_test_query_r7_test_SOURCES = tests/unit/test_query_r7.c
tests_unit_test_api_test_SOURCES = tests/unit/test_api.c
tests_unit_test_getters_test_SOURCES = tests/unit/test_getters.c
tests_unit_test_setup_test_SOURCES = tests/unit/test_setup.c
tests_unit_test_uci_codec_test_SOURCES = tests/unit/test_uci_codec.c
tests_unit_test_game_positions_test_SOURCES = tests/unit/test_game_positions.c
# The binding tier's game makers (bindings/tier/game.c), linked from its library.
tests_unit_test_tier_game_test_SOURCES = tests/unit/test_tier_game.c
tests_unit_test_tier_game_test_CFLAGS = $(TAV_CHECK_CFLAGS) -I$(top_srcdir)/bindings/tier
tests_unit_test_tier_game_test_LDADD = bindings/tier/libtavb.la $(TAV_CHECK_LDADD)
# The text writers, with the allocation-failure harness (tests/local.mk).
tests_unit_test_writers_test_SOURCES = tests/unit/test_writers.c $(TAV_ALLOC_SRC)
tests_unit_test_writers_test_LDFLAGS = $(TAV_ALLOC_LINK)

tests_unit_test_moves_r4_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_towers_r2_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_pawns_r5_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_promotion_r6_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_check_r7_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_castling_r7_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_end_r8_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_notation_r9_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_query_r7_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_api_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_getters_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_setup_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_writers_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_game_positions_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_unit_test_uci_codec_test_CFLAGS = $(TAV_CHECK_CFLAGS)

tests_unit_test_moves_r4_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_game_positions_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_towers_r2_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_pawns_r5_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_promotion_r6_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_check_r7_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_castling_r7_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_end_r8_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_notation_r9_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_query_r7_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_api_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_getters_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_setup_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_writers_test_LDADD = $(TAV_CHECK_LDADD)
tests_unit_test_uci_codec_test_LDADD = $(TAV_CHECK_LDADD)
# The binding tier's UCI client (bindings/tier/uci_client.c), linked as the bindings link it.
tests_unit_test_uci_client_test_SOURCES = tests/unit/test_uci_client.c
tests_unit_test_uci_client_test_CFLAGS = $(TAV_CHECK_CFLAGS) -I$(srcdir)/bindings/tier
tests_unit_test_uci_client_test_LDADD = bindings/tier/libtavb.la $(TAV_CHECK_LDADD) -lm
# The binding tier's helpers (bindings/tier/tavb.h), which every binding links.
tests_unit_test_tier_test_SOURCES = tests/unit/test_tier.c
tests_unit_test_tier_test_CFLAGS = $(TAV_CHECK_CFLAGS) -I$(srcdir)/bindings/tier
tests_unit_test_tier_test_LDADD = bindings/tier/libtavb.la $(TAV_CHECK_LDADD)
# The binding tier's checked values and move texts (bindings/tier/values.c...).
tests_unit_test_tier_values_test_SOURCES = tests/unit/test_tier_values.c
tests_unit_test_tier_values_test_CFLAGS = $(TAV_CHECK_CFLAGS) -I$(srcdir)/bindings/tier
tests_unit_test_tier_values_test_LDADD = bindings/tier/libtavb.la $(TAV_CHECK_LDADD)
# The binding tier's argument checks, linked as the bindings link it.
tests_unit_test_tier_checks_test_SOURCES = tests/unit/test_tier_checks.c
tests_unit_test_tier_checks_test_CFLAGS = $(TAV_CHECK_CFLAGS) -I$(srcdir)/bindings/tier
tests_unit_test_tier_checks_test_LDADD = bindings/tier/libtavb.la $(TAV_CHECK_LDADD)
# The binding tier's helpers of the Dask commands (tavreli.distributed).
tests_unit_test_tier_jobs_test_SOURCES = tests/unit/test_tier_jobs.c
tests_unit_test_tier_jobs_test_CFLAGS = $(TAV_CHECK_CFLAGS) -I$(srcdir)/bindings/tier
tests_unit_test_tier_jobs_test_LDADD = bindings/tier/libtavb.la $(TAV_CHECK_LDADD)
endif
