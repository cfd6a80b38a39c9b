# The library.
lib_LTLIBRARIES += libtavreli/libtavreli.la

libtavreli_libtavreli_la_SOURCES = \
	libtavreli/attacks.c \
	libtavreli/bitboard.h \
	libtavreli/board.c \
	libtavreli/error.c \
	libtavreli/history.c \
	libtavreli/make_move.c \
	libtavreli/move.c \
	libtavreli/movegen.c \
	libtavreli/notation_parse.c \
	libtavreli/perft.c \
	libtavreli/piece.c \
	libtavreli/position.c \
	libtavreli/position_impl.h \
	libtavreli/square.c \
	libtavreli/tfen_read.c \
	libtavreli/tfen_write.c \
	libtavreli/version.c \
	libtavreli/zobrist.c
nodist_libtavreli_libtavreli_la_SOURCES = libtavreli/tables.c
libtavreli_libtavreli_la_CFLAGS = $(AM_CFLAGS) $(TAV_VISIBILITY_CFLAGS)
libtavreli_libtavreli_la_LDFLAGS = -version-info $(TAV_LT_VERSION_INFO) -no-undefined
if TAV_VERSION_SCRIPT
libtavreli_libtavreli_la_LDFLAGS += -Wl,--version-script=$(srcdir)/libtavreli/libtavreli.map
endif
libtavreli_libtavreli_la_DEPENDENCIES = $(srcdir)/libtavreli/libtavreli.map
EXTRA_DIST += libtavreli/libtavreli.map

include_HEADERS = libtavreli/tavreli.h
tavreli_headersdir = $(includedir)/tavreli
tavreli_headers_HEADERS = \
	libtavreli/tavreli/common.h \
	libtavreli/tavreli/error.h \
	libtavreli/tavreli/move.h \
	libtavreli/tavreli/notation.h \
	libtavreli/tavreli/perft.h \
	libtavreli/tavreli/piece.h \
	libtavreli/tavreli/position.h \
	libtavreli/tavreli/square.h
nodist_tavreli_headers_HEADERS = libtavreli/tavreli/version.h

# Attack tables: generated at build time by a host program (const data).
noinst_PROGRAMS += libtavreli/gen-tables
libtavreli_gen_tables_SOURCES = libtavreli/gen_tables.c
libtavreli/tables.c: libtavreli/gen-tables$(EXEEXT)
	$(AM_V_GEN)libtavreli/gen-tables$(EXEEXT) > $@.tmp && mv $@.tmp $@
BUILT_SOURCES += libtavreli/tables.c
CLEANFILES += libtavreli/tables.c
include libtavreli/game.mk
