# The library, one folder per layer; each layer keeps its sources in its own
# fragment. The layers, their order and what each holds are the table
# libtavreli/layers (scripts/include-graph.sh checks the includes against it).
lib_LTLIBRARIES += libtavreli/libtavreli.la
libtavreli_libtavreli_la_SOURCES =
nodist_libtavreli_libtavreli_la_SOURCES =
libtavreli_libtavreli_la_CFLAGS = $(AM_CFLAGS) $(TAV_VISIBILITY_CFLAGS)
libtavreli_libtavreli_la_LDFLAGS = -version-info $(TAV_LT_VERSION_INFO) -no-undefined
if TAV_VERSION_SCRIPT
libtavreli_libtavreli_la_LDFLAGS += -Wl,--version-script=$(srcdir)/libtavreli/libtavreli.map
endif
libtavreli_libtavreli_la_DEPENDENCIES = $(srcdir)/libtavreli/libtavreli.map
EXTRA_DIST += libtavreli/libtavreli.map libtavreli/layers

# Public headers: <tavreli.h> and <tavreli/*.h>; layers add theirs.
include_HEADERS = libtavreli/tavreli.h
tavreli_headersdir = $(includedir)/tavreli
tavreli_headers_HEADERS =
nodist_tavreli_headers_HEADERS = libtavreli/tavreli/version.h

include libtavreli/base/local.mk
include libtavreli/core/local.mk
include libtavreli/text/local.mk
include libtavreli/perft/local.mk
include libtavreli/clock/local.mk
include libtavreli/record/local.mk
include libtavreli/solver/local.mk
include libtavreli/render/local.mk
include libtavreli/engine/local.mk
include libtavreli/analysis/local.mk
include libtavreli/protocol/local.mk
