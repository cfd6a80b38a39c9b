# libtavreli/record: game records (TGN, R11): the game object and its tree,
# the reader (byte source, tokenizer, parser), the writer. Uses the public
# headers and base/grow.h, clock/clock_impl.h (the clock data of a record checked
# against its time control, clock_check.c), plus its own internal headers.
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/record/clock_check.c \
	libtavreli/record/commands.c \
	libtavreli/record/commands.h \
	libtavreli/record/game.c \
	libtavreli/record/game_clock.c \
	libtavreli/record/game_edit.c \
	libtavreli/record/game_end.c \
	libtavreli/record/game_impl.h \
	libtavreli/record/game_nodes.c \
	libtavreli/record/game_notes.c \
	libtavreli/record/game_write.c \
	libtavreli/record/parse.h \
	libtavreli/record/parse_game.c \
	libtavreli/record/parse_move.c \
	libtavreli/record/parse_tags.c \
	libtavreli/record/problem.c \
	libtavreli/record/reader.c \
	libtavreli/record/reader.h \
	libtavreli/record/source.c \
	libtavreli/record/tokens.c
tavreli_headers_HEADERS += libtavreli/tavreli/game.h
