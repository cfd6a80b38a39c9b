# libtavreli/clock: time controls and clocks (R13). Uses base and the public
# headers only.
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/clock/clock.c \
	libtavreli/clock/clock_impl.h \
	libtavreli/clock/clock_set.c \
	libtavreli/clock/late.c \
	libtavreli/clock/time_control.c
tavreli_headers_HEADERS += libtavreli/tavreli/clock.h
