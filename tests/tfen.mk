# tests/tfen.mk: (none yet)
