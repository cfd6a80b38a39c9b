# Game analysis (tests/analysis): evaluations in records (R11 comments),
# the analysis of a game's moves, its annotated record and graph.
if HAVE_CHECK
ANALYSIS_TESTS = \
	tests/analysis/test_record_eval.test
check_PROGRAMS += $(ANALYSIS_TESTS)
TESTS += $(ANALYSIS_TESTS)
tests_analysis_test_record_eval_test_SOURCES = tests/unit/helpers.h tests/analysis/test_record_eval.c
tests_analysis_test_record_eval_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_analysis_test_record_eval_test_LDADD = $(TAV_CHECK_LDADD)
endif
