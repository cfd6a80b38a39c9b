# libtavreli/perft: counting the legal-move tree (R12).
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/perft/perft.c \
	libtavreli/perft/table.c \
	libtavreli/perft/table.h
tavreli_headers_HEADERS += libtavreli/tavreli/perft.h
