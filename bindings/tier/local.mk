# bindings/tier: the C helpers every binding shares (tavb.h), on the public
# headers only and with the library's warning flags. The SWIG modules link
# this convenience library; bindings/js/local.mk compiles the same sources
# with emcc into the WebAssembly module. Built always, so that its warnings
# show on every build.
noinst_LTLIBRARIES += bindings/tier/libtavb.la
tav_tier_sources = \
	bindings/tier/errors.c \
	bindings/tier/position.c \
	bindings/tier/board_views.c \
	bindings/tier/reader.c \
	bindings/tier/game.c \
	bindings/tier/game_edit.c \
	bindings/tier/game_tree.c \
	bindings/tier/game_show.c \
	bindings/tier/clock.c \
	bindings/tier/engine.c \
	bindings/tier/outcome.c \
	bindings/tier/setup.c \
	bindings/tier/svg.c \
	bindings/tier/svg_named.c \
	bindings/tier/solver.c \
	bindings/tier/analysis.c \
	bindings/tier/uci.c \
	bindings/tier/uci_client.c \
	bindings/tier/extend.c \
	bindings/tier/sha256.c \
	bindings/tier/journal.c \
	bindings/tier/journal_entries.c \
	bindings/tier/perft_split.c \
	bindings/tier/perft_job.c \
	bindings/tier/text_length.c \
	bindings/tier/values.c \
	bindings/tier/move_text.c \
	bindings/tier/move_facts.c \
	bindings/tier/perft_checked.c \
	bindings/tier/json_text.c \
	bindings/tier/match_pair.c \
	bindings/tier/progress.c
bindings_tier_libtavb_la_SOURCES = $(tav_tier_sources) bindings/tier/tavb.h bindings/tier/tier_impl.h \
	bindings/tier/extend.h
# (libtool builds it position-independent, for the shared modules)
bindings_tier_libtavb_la_CFLAGS = $(AM_CFLAGS)
