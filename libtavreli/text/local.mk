# libtavreli/text: the text formats: TFEN (R10), move notation (R9) and the
# ASCII board (board_write.c); building a position square by square
# (setup.c, tavreli/setup.h), which the TFEN reader checks.
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/text/board_write.c \
	libtavreli/text/notation_hint.c \
	libtavreli/text/notation_hint.h \
	libtavreli/text/notation_parse.c \
	libtavreli/text/setup.c \
	libtavreli/text/tfen.h \
	libtavreli/text/tfen_position.c \
	libtavreli/text/tfen_read.c \
	libtavreli/text/tfen_write.c
tavreli_headers_HEADERS += libtavreli/tavreli/notation.h libtavreli/tavreli/setup.h
