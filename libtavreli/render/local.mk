# libtavreli/render: SVG diagrams of a position (tavreli/svg.h). Uses the
# public headers only, plus its own render.h.
libtavreli_libtavreli_la_SOURCES += \
	libtavreli/render/render.h \
	libtavreli/render/svg.c \
	libtavreli/render/svg_board.c \
	libtavreli/render/svg_color.c \
	libtavreli/render/svg_graph.c \
	libtavreli/render/svg_legend.c \
	libtavreli/render/svg_out.c \
	libtavreli/render/svg_piece.c \
	libtavreli/render/svg_tower.c
tavreli_headers_HEADERS += libtavreli/tavreli/svg.h libtavreli/tavreli/svg_graph.h
