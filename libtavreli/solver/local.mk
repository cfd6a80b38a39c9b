# libtavreli/solver: the problem solver (R14) and dead positions (R8): a
# proof search over the rules core (core/movegen.h, core/make_move.h), the
# solution object, its text and JSON writers, problems as game records
# (through the public tavreli/game.h), the result of a flag fall (R13),
# which asks the dead-position search, and the clock data of a game record
# checked against its time control (clock_check.c: a flag fall's result).
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/solver/clock_check.c \
	libtavreli/solver/dead.c \
	libtavreli/solver/flag_result.c \
	libtavreli/solver/guided.c \
	libtavreli/solver/guided.h \
	libtavreli/solver/keyset.h \
	libtavreli/solver/outcome.c \
	libtavreli/solver/record.c \
	libtavreli/solver/search.c \
	libtavreli/solver/search.h \
	libtavreli/solver/solution.c \
	libtavreli/solver/solution.h \
	libtavreli/solver/solve.c \
	libtavreli/solver/stipulation.c \
	libtavreli/solver/write.c
tavreli_headers_HEADERS += libtavreli/tavreli/solver.h libtavreli/tavreli/outcome.h
