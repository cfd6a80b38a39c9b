# libtavreli/engine: the engine (search, evaluation, transposition table).
# Uses core (make/unmake, move generation, attacks, Zobrist keys).
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/engine/engine.c \
	libtavreli/engine/engine_impl.h \
	libtavreli/engine/eval.c \
	libtavreli/engine/eval_cache.c \
	libtavreli/engine/material.h \
	libtavreli/engine/node.h \
	libtavreli/engine/params.c \
	libtavreli/engine/params.h \
	libtavreli/engine/pick.h \
	libtavreli/engine/qsearch.c \
	libtavreli/engine/result_json.c \
	libtavreli/engine/search.c \
	libtavreli/engine/see.c \
	libtavreli/engine/tactical.c \
	libtavreli/engine/threads.c \
	libtavreli/engine/timeman.c \
	libtavreli/engine/timeman.h \
	libtavreli/engine/tt.c \
	libtavreli/engine/weights.h
tavreli_headers_HEADERS += libtavreli/tavreli/engine.h
