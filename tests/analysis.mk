# Game analysis (tests/analysis): evaluations in records (R11 comments),
# the analysis of a game's moves, its annotated record and graph.
if HAVE_CHECK
ANALYSIS_TESTS = \
	tests/analysis/test_record_eval.test \
	tests/analysis/test_analysis.test
check_PROGRAMS += $(ANALYSIS_TESTS)
TESTS += $(ANALYSIS_TESTS)
tests_analysis_test_record_eval_test_SOURCES = tests/unit/helpers.h tests/analysis/test_record_eval.c
tests_analysis_test_record_eval_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_analysis_test_record_eval_test_LDADD = $(TAV_CHECK_LDADD)
tests_analysis_test_analysis_test_SOURCES = tests/unit/helpers.h tests/analysis/test_analysis.c
tests_analysis_test_analysis_test_CPPFLAGS = $(AM_CPPFLAGS) -DGAMES_DIR='"$(abs_top_srcdir)/tests/data/games"'
tests_analysis_test_analysis_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_analysis_test_analysis_test_LDADD = $(TAV_CHECK_LDADD) -lm
endif
EXTRA_DIST += bench/chances-fit.sh doc/analysis/selfplay-120.tgn doc/analysis/chances-fit.txt
# tavreli annotate: records that validate, determinism, JSON, graphs, progress.
TESTS += tests/analysis/annotate-cli.sh
EXTRA_DIST += tests/analysis/annotate-cli.sh
EXTRA_DIST += doc/analysis.md doc/analysis-graph.svg doc/analysis-graph.png
