# libtavreli/analysis: game analysis (tavreli/analysis.h): the searches of a
# game's main line (engine), the judgements and accuracies, the annotated
# record (record). Uses the public headers and its own internal header.
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/analysis/analyse.c \
	libtavreli/analysis/analysis_impl.h \
	libtavreli/analysis/analysis_json.c \
	libtavreli/analysis/annotate.c \
	libtavreli/analysis/chances.c
tavreli_headers_HEADERS += libtavreli/tavreli/analysis.h
