# libtavreli/record: game records (TGN, R11): the game object and its tree,
# the reader (byte source, tokenizer, parser), the writer. Uses the public
# headers and base/grow.h, plus its own internal headers. (The clock data of
# a record checked against its time control: solver/clock_check.c, since a
# fallen flag's result depends on the solver.)
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/record/commands.c \
	libtavreli/record/commands.h \
	libtavreli/record/game.c \
	libtavreli/record/game_clock.c \
	libtavreli/record/game_edit.c \
	libtavreli/record/game_end.c \
	libtavreli/record/game_eval.c \
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
tavreli_headers_HEADERS += libtavreli/tavreli/game.h libtavreli/tavreli/game_eval.h
