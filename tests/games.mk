# The twenty tournament games (tests/data/games): replay, checkmates, typos.
check_PROGRAMS += tests/games/game_end
tests_games_game_end_SOURCES = tests/games/game_end.c
tests_games_game_end_LDADD = libtavreli/libtavreli.la
TESTS += tests/games/replay.sh
AM_TESTS_ENVIRONMENT += GAME_END='$(abs_top_builddir)/tests/games/game_end$(EXEEXT)'; export GAME_END;
EXTRA_DIST += tests/games/replay.sh
