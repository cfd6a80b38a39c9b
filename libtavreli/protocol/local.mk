# libtavreli/protocol: the UCI protocol's lines read and written, no I/O
# (tavreli/uci.h).
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/protocol/uci_read.c \
	libtavreli/protocol/uci_words.c \
	libtavreli/protocol/uci_words.h \
	libtavreli/protocol/uci_write.c
tavreli_headers_HEADERS += libtavreli/tavreli/uci.h
