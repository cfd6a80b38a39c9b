# libtavreli/core: the rules (R1-R8): the position and its towers, attacks,
# playing moves, legal move generation, history, the end of the game and
# the queries of tavreli/query.h (attackers, checkers, pins, gives-check).
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/core/attacks.c \
	libtavreli/core/attacks.h \
	libtavreli/core/attacks_from.c \
	libtavreli/core/board.c \
	libtavreli/core/board.h \
	libtavreli/core/history.c \
	libtavreli/core/history.h \
	libtavreli/core/make_move.c \
	libtavreli/core/make_move.h \
	libtavreli/core/make_move_inline.h \
	libtavreli/core/movegen.c \
	libtavreli/core/movegen.h \
	libtavreli/core/position.c \
	libtavreli/core/position_impl.h \
	libtavreli/core/query.c \
	libtavreli/core/rules.h \
	libtavreli/core/setup.c \
	libtavreli/core/setup_board.h \
	libtavreli/core/start.c \
	libtavreli/core/zobrist.c \
	libtavreli/core/zobrist.h
nodist_libtavreli_libtavreli_la_SOURCES += libtavreli/core/tables.c
tavreli_headers_HEADERS += libtavreli/tavreli/position.h libtavreli/tavreli/query.h \
	libtavreli/tavreli/setup.h

# Attack tables: generated at build time by a host program (const data).
noinst_PROGRAMS += libtavreli/core/gen-tables
libtavreli_core_gen_tables_SOURCES = libtavreli/core/gen_tables.c
libtavreli/core/tables.c: libtavreli/core/gen-tables$(EXEEXT)
	$(AM_V_GEN)libtavreli/core/gen-tables$(EXEEXT) > $@.tmp && mv $@.tmp $@
BUILT_SOURCES += libtavreli/core/tables.c
CLEANFILES += libtavreli/core/tables.c
