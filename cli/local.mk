# The tavreli command-line program.
bin_PROGRAMS += cli/tavreli
cli_tavreli_SOURCES = cli/tavreli.c
cli_tavreli_LDADD = libtavreli/libtavreli.la
