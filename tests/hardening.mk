# tests/hardening.mk: (none yet)
