# tests/unit.mk: (none yet)
