# The engine (tavreli/engine.h, tavreli uci/analyse/play/match): Check
# suites for the search and the evaluation, shell tests for the commands.
if HAVE_CHECK
ENGINE_UNIT_TESTS = \
	tests/engine/test_search.test \
	tests/engine/test_engine_threads.test \
	tests/engine/test_engine_params.test \
	tests/engine/test_eval.test \
	tests/engine/test_result_json.test \
	tests/engine/test_fast_paths.test
check_PROGRAMS += $(ENGINE_UNIT_TESTS)
TESTS += $(ENGINE_UNIT_TESTS)

tests_engine_test_search_test_SOURCES = tests/unit/helpers.h tests/engine/search_helpers.h tests/engine/test_search.c
tests_engine_test_search_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_engine_test_search_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_engine_test_engine_threads_test_SOURCES = tests/unit/helpers.h tests/engine/search_helpers.h \
	tests/engine/test_engine_threads.c
tests_engine_test_engine_threads_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS) -pthread
tests_engine_test_engine_threads_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS) -lpthread

tests_engine_test_engine_params_test_SOURCES = tests/unit/helpers.h tests/engine/search_helpers.h \
	tests/engine/test_engine_params.c
tests_engine_test_engine_params_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_engine_test_engine_params_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_engine_test_result_json_test_SOURCES = tests/unit/helpers.h tests/engine/search_helpers.h \
	tests/engine/test_result_json.c
tests_engine_test_result_json_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_engine_test_result_json_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

tests_engine_test_eval_test_SOURCES = tests/unit/helpers.h tests/engine/test_eval.c
tests_engine_test_eval_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_engine_test_eval_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)

# the fast paths against the plain definitions: linked statically (as
# tests/selfcheck) to reach the internal functions
tests_engine_test_fast_paths_test_SOURCES = tests/unit/helpers.h tests/engine/test_fast_paths.c
tests_engine_test_fast_paths_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_engine_test_fast_paths_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
tests_engine_test_fast_paths_test_LDFLAGS = -static
endif

ENGINE_SHELL_TESTS = \
	tests/engine/uci.sh \
	tests/engine/analyse.sh \
	tests/engine/play.sh \
	tests/engine/match.sh
TESTS += $(ENGINE_SHELL_TESTS)
EXTRA_DIST += $(ENGINE_SHELL_TESTS) tests/engine/fake-crash.sh tests/engine/fake-hang.sh tests/engine/fake-slow.sh \
	tests/engine/fake-illegal.sh
