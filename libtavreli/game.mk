# libtavreli/game.mk: game records (TGN, R11): reader, writer, game tree.
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/game_impl.h \
	libtavreli/game_read.c \
	libtavreli/game_tree.c \
	libtavreli/game_write.c
tavreli_headers_HEADERS += libtavreli/tavreli/game.h
