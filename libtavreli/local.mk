# The library, one folder per layer; each layer keeps its sources in its own
# fragment. A layer uses only the layers before it in this list:
#   base    values every layer shares: squares, pieces, moves, errors, versions
#   core    the rules: positions, towers, attacks, move generation, history
#   text    the text formats: TFEN (R10) and move notation (R9)
#   perft   counting the move tree (R12)
#   record  game records (TGN, R11)
#   clock   time controls and clocks (R13)
#   render  SVG diagrams (tavreli/svg.h)
#   solver  problems (R14) and dead positions (R8)
#   engine  search and evaluation (uses core)
lib_LTLIBRARIES += libtavreli/libtavreli.la
libtavreli_libtavreli_la_SOURCES =
nodist_libtavreli_libtavreli_la_SOURCES =
libtavreli_libtavreli_la_CFLAGS = $(AM_CFLAGS) $(TAV_VISIBILITY_CFLAGS)
libtavreli_libtavreli_la_LDFLAGS = -version-info $(TAV_LT_VERSION_INFO) -no-undefined
if TAV_VERSION_SCRIPT
libtavreli_libtavreli_la_LDFLAGS += -Wl,--version-script=$(srcdir)/libtavreli/libtavreli.map
endif
libtavreli_libtavreli_la_DEPENDENCIES = $(srcdir)/libtavreli/libtavreli.map
EXTRA_DIST += libtavreli/libtavreli.map

# Public headers: <tavreli.h> and <tavreli/*.h>; layers add theirs.
include_HEADERS = libtavreli/tavreli.h
tavreli_headersdir = $(includedir)/tavreli
tavreli_headers_HEADERS =
nodist_tavreli_headers_HEADERS = libtavreli/tavreli/version.h

include libtavreli/base/local.mk
include libtavreli/core/local.mk
include libtavreli/text/local.mk
include libtavreli/perft/local.mk
include libtavreli/record/local.mk
include libtavreli/clock/local.mk
include libtavreli/render/local.mk
include libtavreli/solver/local.mk
include libtavreli/engine/local.mk
