# libtavreli/game.mk: game records (none yet)
