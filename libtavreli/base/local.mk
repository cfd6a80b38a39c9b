# libtavreli/base: values every layer shares (squares, pieces, moves,
# errors, versions), the bitboard helpers, the monotonic clock (now.h) and
# the string builder of the text writers (strbuf.h).
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/base/bitboard.h \
	libtavreli/base/chars.c \
	libtavreli/base/chars.h \
	libtavreli/base/error.c \
	libtavreli/base/fail.h \
	libtavreli/base/grow.h \
	libtavreli/base/move.c \
	libtavreli/base/now.c \
	libtavreli/base/now.h \
	libtavreli/base/piece.c \
	libtavreli/base/random.c \
	libtavreli/base/random.h \
	libtavreli/base/square.c \
	libtavreli/base/strbuf.c \
	libtavreli/base/strbuf.h \
	libtavreli/base/version.c
tavreli_headers_HEADERS += \
	libtavreli/tavreli/common.h \
	libtavreli/tavreli/error.h \
	libtavreli/tavreli/move.h \
	libtavreli/tavreli/now.h \
	libtavreli/tavreli/piece.h \
	libtavreli/tavreli/random.h \
	libtavreli/tavreli/square.h
