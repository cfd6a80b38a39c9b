# Language bindings: one SWIG interface (bindings/tavreli.i) shared by every
# target language, and a directory per language. The SWIG output is built
# in the build tree, never committed.

tav_swig_interface = \
	bindings/tavreli.i \
	bindings/game.i \
	bindings/query.i \
	bindings/setup.i \
	bindings/clock.i \
	bindings/render.i \
	bindings/solver.i \
	bindings/outcome.i \
	bindings/engine.i \
	bindings/analysis.i \
	bindings/uci.i \
	bindings/tier/tavb.h \
	bindings/python/tavreli_python.i \
	bindings/python/game_python.i \
	bindings/python/stream.h

tav_python_sources = \
	bindings/python/tavreli/__init__.py \
	bindings/python/tavreli/__main__.py \
	bindings/python/tavreli/_analysis.py \
	bindings/python/tavreli/engine.py \
	bindings/python/tavreli/_clock.py \
	bindings/python/tavreli/_errors.py \
	bindings/python/tavreli/_game.py \
	bindings/python/tavreli/_game_analysis.py \
	bindings/python/tavreli/_distributed_annotate.py \
	bindings/python/tavreli/_game_nodes.py \
	bindings/python/tavreli/_game_problems.py \
	bindings/python/tavreli/_game_read.py \
	bindings/python/tavreli/_game_text.py \
	bindings/python/tavreli/_move_lists.py \
	bindings/python/tavreli/_nags.py \
	bindings/python/tavreli/_position.py \
	bindings/python/tavreli/_position_names.py \
	bindings/python/tavreli/_position_rules.py \
	bindings/python/tavreli/_solver.py \
	bindings/python/tavreli/_squareset.py \
	bindings/python/tavreli/_types.py \
	bindings/python/tavreli/distributed.py \
	bindings/python/tavreli/_dask_jobs.py \
	bindings/python/tavreli/_distributed_match.py \
	bindings/python/tavreli/svg.py

# Each test file is a test of its own in make check (python-tests.sh FILE),
# so that a failure names its file; bindings/python/python-test-list.sh
# fails when a file of tests/ is missing here.
tav_python_test_files = \
	bindings/python/tests/test_chess_defects.py \
	bindings/python/tests/test_chess_idioms.py \
	bindings/python/tests/test_chess_names.py \
	bindings/python/tests/test_clock.py \
	bindings/python/tests/test_distributed.py \
	bindings/python/tests/test_distributed_annotate.py \
	bindings/python/tests/test_distributed_match.py \
	bindings/python/tests/test_engine_analysis.py \
	bindings/python/tests/test_engine_client.py \
	bindings/python/tests/test_engine_threads.py \
	bindings/python/tests/test_engine_uci.py \
	bindings/python/tests/test_errors.py \
	bindings/python/tests/test_game_analysis.py \
	bindings/python/tests/test_game_trees.py \
	bindings/python/tests/test_games.py \
	bindings/python/tests/test_help.py \
	bindings/python/tests/test_hostile.py \
	bindings/python/tests/test_limit_values.py \
	bindings/python/tests/test_memory.py \
	bindings/python/tests/test_outcome.py \
	bindings/python/tests/test_perft.py \
	bindings/python/tests/test_position.py \
	bindings/python/tests/test_python_m_tavreli.py \
	bindings/python/tests/test_queries.py \
	bindings/python/tests/test_regressions.py \
	bindings/python/tests/test_setup_copies.py \
	bindings/python/tests/test_solver.py \
	bindings/python/tests/test_status.py \
	bindings/python/tests/test_types.py \
	bindings/python/tests/test_user_script.py
tav_python_tests = \
	bindings/python/tests/helpers.py \
	bindings/python/tests/user_script.py \
	bindings/python/tests/fake_uci.py \
	bindings/python/tests/fake_uci_late.py \
	$(tav_python_test_files)

EXTRA_DIST += \
	$(tav_swig_interface) \
	$(tav_python_sources) \
	$(tav_python_tests) \
	bindings/python/tavreli/py.typed bindings/python/tavreli/_core.pyi \
	bindings/python/README.md \
	bindings/python/python-test-list.sh \
	bindings/python/bench.py \
	bindings/python/bench_games.py \
	bindings/python/leak.py \
	bindings/python/run-python.sh \
	bindings/python/python-tests.sh \
	bindings/python/python-typecheck.sh

if TAV_PYTHON
# The package: pure Python in pythondir, the SWIG module in pyexecdir (the
# same directory on most systems; tavreli/__init__.py copes with two).
tavrelipydir = $(pythondir)/tavreli
tavrelipy_PYTHON = $(tav_python_sources)
dist_tavrelipy_DATA = bindings/python/tavreli/py.typed bindings/python/tavreli/_core.pyi

tavrelipyexecdir = $(pyexecdir)/tavreli
tavrelipyexec_LTLIBRARIES = bindings/python/tavreli/__core.la
nodist_tavrelipyexec_PYTHON = bindings/python/tavreli/_core.py

nodist_bindings_python_tavreli___core_la_SOURCES = bindings/python/tavreli_wrap.c
# The tavreli program's sources too, its main() renamed tavb_cli_main:
# python3 -m tavreli (tavreli/__main__.py) runs it, as setup.py's build does.
bindings_python_tavreli___core_la_SOURCES = bindings/python/stream.c $(cli_tavreli_SOURCES)
nodist_bindings_python_tavreli___core_la_SOURCES += $(nodist_cli_tavreli_SOURCES)
bindings_python_tavreli___core_la_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/bindings/tier -I$(srcdir)/bindings/python \
	$(PYTHON_CPPFLAGS) -Dmain=tavb_cli_main
# SWIG's output is not held to the library's warning flags.
bindings_python_tavreli___core_la_CFLAGS = -fno-strict-aliasing -pthread
bindings_python_tavreli___core_la_LDFLAGS = -module -avoid-version -shared -pthread
bindings_python_tavreli___core_la_LIBADD = bindings/tier/libtavb.la libtavreli/libtavreli.la -lm

# -builtin: the position is a C type, so a call from Python costs no
# Python-level proxy; -doxygen: docstrings from the header comments.
TAV_SWIG_PYTHON_FLAGS = -python -builtin -doxygen -module _core
bindings/python/tavreli_wrap.c: $(tav_swig_interface) $(include_HEADERS) $(tavreli_headers_HEADERS) libtavreli/tavreli/version.h
	$(AM_V_GEN)$(MKDIR_P) bindings/python/tavreli && \
	$(SWIG) $(TAV_SWIG_PYTHON_FLAGS) -I$(srcdir)/bindings -I$(srcdir)/bindings/tier \
		-I$(top_builddir)/libtavreli -I$(srcdir)/libtavreli \
		-outdir bindings/python/tavreli -o $@.tmp.c $(srcdir)/bindings/tavreli.i && \
	mv $@.tmp.c $@
bindings/python/tavreli/_core.py: bindings/python/tavreli_wrap.c
	@test -f $@ || { rm -f bindings/python/tavreli_wrap.c; $(MAKE) $(AM_MAKEFLAGS) bindings/python/tavreli_wrap.c; }
CLEANFILES += bindings/python/tavreli_wrap.c bindings/python/tavreli/_core.py

# The package as the build tree has it, importable: sources from srcdir,
# the generated module from the build tree (tests and examples use it).
tav_python_stage = bindings/python/stage
$(tav_python_stage)/tavreli/__init__.py: $(tav_python_sources) bindings/python/tavreli/py.typed bindings/python/tavreli/_core.pyi \
		bindings/python/tavreli/_core.py bindings/python/tavreli/__core.la
	$(AM_V_GEN)rm -rf $(tav_python_stage)/tavreli && \
	$(MKDIR_P) $(tav_python_stage)/tavreli && \
	for f in $(tav_python_sources) bindings/python/tavreli/py.typed bindings/python/tavreli/_core.pyi; do \
	  cp $(srcdir)/$$f $(tav_python_stage)/tavreli/ || exit 1; \
	done && \
	cp bindings/python/tavreli/_core.py $(tav_python_stage)/tavreli/ && \
	cp bindings/python/tavreli/.libs/__core.so $(tav_python_stage)/tavreli/ && \
	touch $@
# make builds the stage too, so that scripts/demo.sh can import the package.
ALL_LOCAL += $(tav_python_stage)/tavreli/__init__.py
CLEAN_LOCAL += clean-python-stage
clean-python-stage:
	rm -rf $(tav_python_stage) bindings/python/tests/__pycache__

TESTS += $(tav_python_test_files) bindings/python/python-test-list.sh
PY_LOG_COMPILER = $(SHELL) $(srcdir)/bindings/python/python-tests.sh
$(tav_python_test_files:.py=.log): $(tav_python_stage)/tavreli/__init__.py
TESTS += bindings/python/python-typecheck.sh
bindings/python/python-typecheck.sh.log bindings/python/python-typecheck.log: $(tav_python_stage)/tavreli/__init__.py

# The same tests against the installed package.
INSTALLCHECK_LOCAL += installcheck-python
installcheck-python:
	TAV_PYTHON_PATH='$(pythondir):$(pyexecdir)' TAV_LIBDIR='$(libdir)' \
	  PYTHON='$(PYTHON)' TESTDATA='$(abs_top_srcdir)/tests/data' \
	  $(SHELL) $(srcdir)/bindings/python/python-tests.sh

bench-python: $(tav_python_stage)/tavreli/__init__.py cli/tavreli$(EXEEXT)
	TAVRELI='$(abs_top_builddir)/cli/tavreli$(EXEEXT)' $(TAV_PYTHON_ENV) \
	  $(SHELL) $(srcdir)/bindings/python/run-python.sh $(srcdir)/bindings/python/bench.py
endif

# What the Python scripts of make check need to find the build tree's package.
AM_TESTS_ENVIRONMENT += \
	PYTHON='$(PYTHON)'; export PYTHON; \
	TAV_PYTHON_TEST_FILES='$(tav_python_test_files)'; export TAV_PYTHON_TEST_FILES; \
	TAV_PYTHON_PATH='$(abs_top_builddir)/$(tav_python_stage)'; export TAV_PYTHON_PATH; \
	TAV_LIBDIR='$(abs_top_builddir)/libtavreli/.libs'; export TAV_LIBDIR; \
	TAV_SRCDIR='$(abs_top_srcdir)'; export TAV_SRCDIR;
TAV_PYTHON_ENV = PYTHON='$(PYTHON)' \
	TAV_PYTHON_PATH='$(abs_top_builddir)/$(tav_python_stage)' \
	TAV_LIBDIR='$(abs_top_builddir)/libtavreli/.libs'
# At most 200 lines of C in the .i files' %{ %} blocks: the helpers live in
# bindings/tier (its local.mk), the languages' own C in bindings/<lang>/*.c.
TESTS += scripts/count-binding-c.sh
EXTRA_DIST += scripts/count-binding-c.sh
# The Python package's lines of code (report) and its imports: one way, none
# inside a function.
TESTS += scripts/check-python-package.sh
EXTRA_DIST += scripts/check-python-package.sh scripts/count-python.py scripts/check-python-imports.py
include bindings/tier/local.mk
include bindings/java/local.mk
include bindings/lua/local.mk
include bindings/js/local.mk
