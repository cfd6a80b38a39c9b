#!/bin/sh
# make check: perft through the transposition table (R12) against tricky.epd
# and the start position's divide at depth 5.
exec "$PERFT_HASH" "$TESTDATA/perft/tricky.epd" "$TESTDATA/perft/start-divide5.txt"
