# cli/engine.mk: the engine commands (uci, analyse, play, match).
cli_tavreli_SOURCES += \
	cli/engine_cli.h \
	cli/analyse.c \
	cli/uci.c
