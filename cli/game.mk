# cli/game.mk: game-record commands (none yet)
