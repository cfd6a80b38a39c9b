# libtavreli/record: game records (TGN, R11): reader, writer, game tree.
# Uses the public headers only, plus its own game_impl.h.
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/record/game_impl.h \
	libtavreli/record/game_read.c \
	libtavreli/record/game_tree.c \
	libtavreli/record/game_write.c
tavreli_headers_HEADERS += libtavreli/tavreli/game.h
