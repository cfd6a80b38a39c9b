# tests/games.mk: (none yet)
