# The tavreli command-line program: one file per command.
bin_PROGRAMS += cli/tavreli
cli_tavreli_SOURCES = \
	cli/cli.h \
	cli/dead.c \
	cli/main.c \
	cli/perft.c \
	cli/position.c \
	cli/solve.c \
	cli/svg.c
cli_tavreli_LDADD = libtavreli/libtavreli.la
cli_tavreli_CFLAGS = $(AM_CFLAGS) -pthread
cli_tavreli_LDFLAGS = -pthread
include cli/game.mk
include cli/engine.mk
