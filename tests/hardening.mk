# Hardening: invariants under random play, allocation failures, libFuzzer
# targets (make fuzz-smoke), sanitizers (./configure --enable-sanitizers,
# m4/tav-sanitizers.m4) and valgrind (make check-valgrind).

# selfcheck: random games checked against a reference move generator and
# every invariant after every move. Linked statically (libtool -static) so
# that it can reach internal symbols (tav__key_from_scratch, the struct).
check_PROGRAMS += tests/selfcheck/selfcheck
tests_selfcheck_selfcheck_SOURCES = \
	tests/selfcheck/selfcheck.c \
	tests/selfcheck/reference.c \
	tests/selfcheck/reference.h
tests_selfcheck_selfcheck_LDADD = libtavreli/libtavreli.la
tests_selfcheck_selfcheck_LDFLAGS = -static

# alloc_fail: every allocation of the library fails in turn (the shared
# harness of tests/local.mk, tests/alloc/).
check_PROGRAMS += tests/selfcheck/alloc_fail
tests_selfcheck_alloc_fail_SOURCES = tests/selfcheck/alloc_fail.c $(TAV_ALLOC_SRC)
tests_selfcheck_alloc_fail_LDADD = libtavreli/libtavreli.la
tests_selfcheck_alloc_fail_LDFLAGS = $(TAV_ALLOC_LINK)

TESTS += tests/selfcheck/selfcheck.sh tests/selfcheck/alloc_fail
AM_TESTS_ENVIRONMENT += \
	SELFCHECK='$(abs_top_builddir)/tests/selfcheck/selfcheck$(EXEEXT)'; export SELFCHECK; \
	SELFCHECK_EDGE='$(abs_top_srcdir)/tests/selfcheck/edge.epd'; export SELFCHECK_EDGE;
EXTRA_DIST += tests/selfcheck/selfcheck.sh tests/selfcheck/edge.epd

# What the repeated hostile tries found, one test per surface
# (each failed before its fix).
HOSTILE_TESTS = tests/hostile/uci.sh
TESTS += $(HOSTILE_TESTS)
EXTRA_DIST += $(HOSTILE_TESTS)

# Under ./configure --enable-sanitizers, test scripts that compile and link
# against the instrumented library (tests/headers) need the same flags, and
# programs built without ASan that load it (Python) need the ASan runtime
# preloaded: TAV_ASAN_PRELOAD names it (bindings/python/run-python.sh puts it
# in LD_PRELOAD, with ASAN_OPTIONS=detect_leaks=0 for the interpreter).
if TAV_SANITIZERS
AM_TESTS_ENVIRONMENT += \
	CC='$(CC) $(TAV_SANITIZER_FLAGS)'; CXX='$(CXX) $(TAV_SANITIZER_FLAGS)'; export CC CXX; \
	TAV_ASAN_PRELOAD='$(TAV_ASAN_PRELOAD)'; export TAV_ASAN_PRELOAD;
endif

# A long run for releases or soak tests: make check-selfcheck-long
# (SELFCHECK_GAMES games of up to 200 plies, default 50000: about 10 million plies).
SELFCHECK_GAMES = 50000
SELFCHECK_SEED = 1
check-selfcheck-long: tests/selfcheck/selfcheck$(EXEEXT)
	tests/selfcheck/selfcheck$(EXEEXT) --games $(SELFCHECK_GAMES) --seed $(SELFCHECK_SEED) \
	  --plies-per-game 200 --epd $(srcdir)/tests/data/perft/tricky.epd \
	  --epd $(srcdir)/tests/selfcheck/edge.epd

# ---- valgrind --------------------------------------------------------------
# make check-valgrind: the test programs under memcheck, through libtool so
# that uninstalled shared libraries are found: perft_suite, selfcheck and
# alloc_fail with small sizes, the CLI, and every check_PROGRAMS entry that
# is itself a test (in TESTS; helpers that scripts call with arguments are
# left out). Build without
# --enable-sanitizers and without --enable-native.
VALGRIND_FLAGS = --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite \
	--show-leak-kinds=definite --track-origins=yes --quiet
VALGRIND_RUN = CK_FORK=no $(LIBTOOL) --mode=execute $(VALGRIND) $(VALGRIND_FLAGS)
if TAV_HAVE_VALGRIND
check-valgrind: $(check_PROGRAMS) cli/tavreli$(EXEEXT)
	@case " $(CFLAGS) " in *-fsanitize*) \
	  echo "check-valgrind: CFLAGS has -fsanitize: reconfigure without --enable-sanitizers"; exit 1 ;; esac
	@set -e; for cmd in \
	  "tests/perft_suite$(EXEEXT) $(srcdir)/tests/data/perft/tricky.epd 2" \
	  "tests/selfcheck/selfcheck$(EXEEXT) --games 41 --seed 3 --plies-per-game 30 --quiet \
	     --epd $(srcdir)/tests/data/perft/tricky.epd --epd $(srcdir)/tests/selfcheck/edge.epd" \
	  "tests/selfcheck/alloc_fail$(EXEEXT)" \
	  "cli/tavreli$(EXEEXT) perft startpos 3"; do \
	  echo "check-valgrind: $$cmd"; \
	  ( $(AM_TESTS_ENVIRONMENT) $(VALGRIND_RUN) $$cmd ) > tests/selfcheck/valgrind.log 2>&1 \
	    || { cat tests/selfcheck/valgrind.log; echo "check-valgrind: FAILED: $$cmd"; exit 1; }; \
	done
	@for p in $(check_PROGRAMS); do \
	  case $$p in tests/perft_suite*|tests/selfcheck/*) continue ;; esac; \
	  case " $(TESTS) " in *" $$p "*) ;; *) continue ;; esac; \
	  echo "check-valgrind: $$p"; \
	  ( $(AM_TESTS_ENVIRONMENT) $(VALGRIND_RUN) $$p ) > tests/selfcheck/valgrind.log 2>&1 \
	    || { cat tests/selfcheck/valgrind.log; echo "check-valgrind: FAILED: $$p"; exit 1; }; \
	done
	@echo "check-valgrind: no memcheck errors, no definite leaks"
else
check-valgrind:
	@echo "check-valgrind: valgrind not found by configure"; exit 1
endif

# ---- libFuzzer -------------------------------------------------------------
# make fuzz-smoke: build every tests/fuzz/fuzz_NAME.c with $(FUZZ_CC)
# -fsanitize=fuzzer,address,undefined against a build of the library
# instrumented the same way, and run it for a fixed number of executions
# from its seed corpus tests/fuzz/corpus/NAME/ (new inputs go to
# tests/fuzz/work/NAME/, never into the committed corpus). Override the
# counts with e.g. make fuzz-smoke FUZZ_RUNS_tfen=1000000. The targets link
# the library's objects and an archive of the CLI's (tests/fuzz/libcli.a,
# its main renamed: fuzz_uci drives cli/uci_session.c), from which the
# linker takes only what a target uses. fuzz_uci runs searches (bounded in nodes):
# its count is small. fuzz_journal drives the resume journal of the Dask
# commands (bindings/tier/journal.c), linked from an archive of the binding
# tier's objects (tests/fuzz/libtavb.a) built the same way.
# Each target also stops after FUZZ_SECONDS_NAME seconds (libFuzzer's
# -max_total_time), whichever comes first, so that fuzz-smoke, the last
# step of the CI, stays under about two minutes on a loaded machine (on
# one with load 10 on two cores the counts took 68 s for move, 54 s for
# tgn, 42 s for tfen, 39 s for uci).
FUZZ_RUNS_tfen = 250000
FUZZ_RUNS_move = 100000
FUZZ_RUNS_uci = 1500
FUZZ_RUNS_default = 50000
FUZZ_SECONDS_tfen = 20
FUZZ_SECONDS_move = 20
FUZZ_SECONDS_tgn = 15
FUZZ_SECONDS_uci = 20
FUZZ_SECONDS_default = 10
FUZZ_SEED = 1
FUZZ_SANITIZE = -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
FUZZ_CFLAGS = -std=c11 -g -O1 $(FUZZ_SANITIZE) \
	-I$(top_builddir)/libtavreli -I$(top_srcdir)/libtavreli -I$(top_srcdir)/bindings/tier
EXTRA_DIST += tests/fuzz/fuzz_check.h tests/fuzz/fuzz_tfen.c tests/fuzz/fuzz_move.c \
	tests/fuzz/fuzz_tgn.c tests/fuzz/fuzz_stipulation.c tests/fuzz/fuzz_timecontrol.c \
	tests/fuzz/fuzz_uci.c tests/fuzz/fuzz_uci_codec.c tests/fuzz/fuzz_comment.c tests/fuzz/fuzz_svg.c tests/fuzz/fuzz_journal.c \
	tests/fuzz/corpus/tfen tests/fuzz/corpus/move tests/fuzz/corpus/tgn \
	tests/fuzz/corpus/stipulation tests/fuzz/corpus/timecontrol tests/fuzz/corpus/uci \
	tests/fuzz/corpus/uci_codec tests/fuzz/corpus/comment tests/fuzz/corpus/svg tests/fuzz/corpus/journal
CLEANFILES += tests/selfcheck/valgrind.log tests/fuzz/obj/*.o tests/fuzz/obj/stamp tests/fuzz/fuzz_tfen tests/fuzz/fuzz_move tests/fuzz/fuzz_tgn \
	tests/fuzz/fuzz_stipulation tests/fuzz/fuzz_timecontrol tests/fuzz/fuzz_uci tests/fuzz/fuzz_uci_codec \
	tests/fuzz/fuzz_comment tests/fuzz/fuzz_svg tests/fuzz/fuzz_journal tests/fuzz/libcli.a tests/fuzz/libtavb.a \
	tests/fuzz/obj-cli/*.o tests/fuzz/obj-tavb/*.o tests/fuzz/fuzz_*.log
if TAV_HAVE_FUZZER
tests/fuzz/obj/stamp: libtavreli/libtavreli.la
	@rm -rf tests/fuzz/obj && $(MKDIR_P) tests/fuzz/obj
	$(AM_V_GEN)for f in $(libtavreli_libtavreli_la_SOURCES) $(nodist_libtavreli_libtavreli_la_SOURCES); do \
	  case $$f in *.c) ;; *) continue ;; esac; \
	  if test -f $$f; then src=$$f; else src=$(srcdir)/$$f; fi; \
	  obj=tests/fuzz/obj/`echo $$f | sed 's|/|_|g; s|\.c$$|.o|'`; \
	  $(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $$src -o $$obj || exit 1; \
	done; touch $@

tests/fuzz/libcli.a: tests/fuzz/obj/stamp $(cli_tavreli_SOURCES) $(nodist_cli_tavreli_SOURCES)
	@rm -rf tests/fuzz/obj-cli $@ && $(MKDIR_P) tests/fuzz/obj-cli
	$(AM_V_GEN)for f in $(cli_tavreli_SOURCES) $(nodist_cli_tavreli_SOURCES); do \
	  case $$f in *.h) continue ;; cli/main.c) rename=-Dmain=cli_main_of_tavreli ;; *) rename= ;; esac; \
	  if test -f $$f; then src=$$f; else src=$(srcdir)/$$f; fi; \
	  obj=tests/fuzz/obj-cli/`basename $$f .c`.o; \
	  $(FUZZ_CC) $(FUZZ_CFLAGS) $$rename -pthread -fsanitize=fuzzer-no-link -c $$src -o $$obj || exit 1; \
	done; $(AR) rc $@ tests/fuzz/obj-cli/*.o

tests/fuzz/libtavb.a: tests/fuzz/obj/stamp $(tav_tier_sources) bindings/tier/tavb.h bindings/tier/tier_impl.h
	@rm -rf tests/fuzz/obj-tavb $@ && $(MKDIR_P) tests/fuzz/obj-tavb
	$(AM_V_GEN)for f in $(tav_tier_sources); do \
	  obj=tests/fuzz/obj-tavb/`basename $$f .c`.o; \
	  $(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $(srcdir)/$$f -o $$obj || exit 1; \
	done; $(AR) rc $@ tests/fuzz/obj-tavb/*.o

fuzz-build: tests/fuzz/obj/stamp tests/fuzz/libcli.a tests/fuzz/libtavb.a
	@for src in $(srcdir)/tests/fuzz/fuzz_*.c; do \
	  name=`basename $$src .c | sed 's/^fuzz_//'`; \
	  echo "  FUZZCC   tests/fuzz/fuzz_$$name"; \
	  $(FUZZ_CC) $(FUZZ_CFLAGS) -pthread -fsanitize=fuzzer $$src tests/fuzz/obj/*.o tests/fuzz/libcli.a \
	    tests/fuzz/libtavb.a -lm \
	    -o tests/fuzz/fuzz_$$name || exit 1; \
	done

fuzz-smoke: fuzz-build
	@for src in $(srcdir)/tests/fuzz/fuzz_*.c; do \
	  name=`basename $$src .c | sed 's/^fuzz_//'`; \
	  case $$name in \
	    tfen) runs=$(FUZZ_RUNS_tfen) secs=$(FUZZ_SECONDS_tfen) ;; \
	    move) runs=$(FUZZ_RUNS_move) secs=$(FUZZ_SECONDS_move) ;; \
	    tgn) runs=$(FUZZ_RUNS_default) secs=$(FUZZ_SECONDS_tgn) ;; \
	    uci) runs=$(FUZZ_RUNS_uci) secs=$(FUZZ_SECONDS_uci) ;; \
	    *) runs=$(FUZZ_RUNS_default) secs=$(FUZZ_SECONDS_default) ;; \
	  esac; \
	  $(MKDIR_P) tests/fuzz/work/$$name; \
	  corpus=; test -d $(srcdir)/tests/fuzz/corpus/$$name && corpus=$(srcdir)/tests/fuzz/corpus/$$name; \
	  echo "fuzz-smoke: fuzz_$$name, $$runs executions or $$secs s"; \
	  tests/fuzz/fuzz_$$name -runs=$$runs -max_total_time=$$secs -seed=$(FUZZ_SEED) -max_len=512 -print_final_stats=1 \
	    tests/fuzz/work/$$name $$corpus > tests/fuzz/fuzz_$$name.log 2>&1 \
	  || { tail -n 40 tests/fuzz/fuzz_$$name.log; echo "fuzz-smoke: fuzz_$$name FAILED (log: tests/fuzz/fuzz_$$name.log)"; exit 1; }; \
	  grep -E '^(Done|stat::number_of_executed_units|stat::new_units_added)' tests/fuzz/fuzz_$$name.log; \
	done
	@echo "fuzz-smoke: every target ran without a finding"
else
fuzz-build:
	@echo "fuzz-build: skipped (configure found no clang that links -fsanitize=fuzzer)"
fuzz-smoke:
	@echo "fuzz-smoke: libFuzzer targets skipped (configure found no clang that links -fsanitize=fuzzer)"
endif

# The corpus the fuzzers grew (kept by make clean, so that runs build on it).
fuzz-clean:
	-rm -rf tests/fuzz/obj tests/fuzz/obj-tavb tests/fuzz/work

# (Unconditional: automake refuses .PHONY in a conditional and outside it.)
.PHONY: check-selfcheck-long check-valgrind fuzz-build fuzz-smoke fuzz-clean
