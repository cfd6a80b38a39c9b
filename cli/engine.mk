# cli/engine.mk: the engine commands (uci, analyse, play, match).
cli_tavreli_SOURCES += \
	cli/engine_cli.h \
	cli/analyse.c \
	cli/match.c \
	cli/match.h \
	cli/match_players.c \
	cli/play.c \
	cli/uci.c \
	cli/uci_session.c \
	cli/uci_session.h
cli_tavreli_LDADD += -lm
