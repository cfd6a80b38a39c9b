# The tavreli command-line program: one file per command.
bin_PROGRAMS += cli/tavreli
cli_tavreli_SOURCES = \
	cli/args.c \
	cli/args.h \
	cli/cli.h \
	cli/dead.c \
	cli/input.c \
	cli/main.c \
	cli/perft.c \
	cli/perft_journal.c \
	cli/perft_journal.h \
	cli/position.c \
	cli/progress.c \
	cli/progress.h \
	cli/solve.c \
	cli/svg.c \
	cli/table.c \
	cli/table.h \
	cli/usage.c \
	cli/usage.h
# the binding tier (bindings/tier): the resume journal of perft --resume and
# the UCI client's bestmove check the match runner shares
cli_tavreli_LDADD = bindings/tier/libtavb.la libtavreli/libtavreli.la
cli_tavreli_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/bindings/tier
cli_tavreli_CFLAGS = $(AM_CFLAGS) -pthread
cli_tavreli_LDFLAGS = -pthread
cli_tavreli_LDADD += -lm
include cli/game.mk
include cli/engine.mk

# The man page and the bash completion come from the table (cli/table.c):
# gen-docs writes them; `make update-cli-docs` refreshes the committed
# copies, tests/cli/drift.sh fails when they differ.
check_PROGRAMS += cli/gen-docs
cli_gen_docs_SOURCES = cli/gen_docs.c cli/table.c cli/table.h cli/usage.c cli/usage.h
cli_gen_docs_LDADD = -lm
dist_bashcompletion_DATA = cli/completion/tavreli
update-cli-docs: cli/gen-docs$(EXEEXT)
	$(AM_V_GEN)cli/gen-docs$(EXEEXT) man > $(srcdir)/doc/tavreli.1 && \
	cli/gen-docs$(EXEEXT) bash > $(srcdir)/cli/completion/tavreli
.PHONY: update-cli-docs

# Tests of the program's surface (help, numbers, startpos, progress, drift).
TESTS += tests/cli/help.sh tests/cli/numbers.sh tests/cli/startpos.sh tests/cli/progress.sh tests/cli/drift.sh \
	tests/cli/move-messages.sh tests/cli/moves-order.sh
EXTRA_DIST += tests/cli/help.sh tests/cli/numbers.sh tests/cli/startpos.sh tests/cli/progress.sh tests/cli/drift.sh \
	tests/cli/move-messages.sh tests/cli/moves-order.sh

# tav_solve_cb, the solver's progress with its depth (tavreli solve's line).
if HAVE_CHECK
check_PROGRAMS += tests/cli/test_solve_cb.test
TESTS += tests/cli/test_solve_cb.test
tests_cli_test_solve_cb_test_SOURCES = tests/cli/test_solve_cb.c
tests_cli_test_solve_cb_test_CFLAGS = $(TAV_CHECK_CFLAGS)
tests_cli_test_solve_cb_test_LDADD = $(TAV_CHECK_LDADD)
endif
