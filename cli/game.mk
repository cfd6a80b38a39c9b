# cli/game.mk: game-record commands (TGN, R11).
cli_tavreli_SOURCES += \
	cli/convert.c \
	cli/validate.c
