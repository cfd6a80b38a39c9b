#!/bin/sh
# make check: a few thousand plies of random play from the start position,
# every position of tests/data/perft/tricky.epd and tests/selfcheck/edge.epd,
# with every invariant of selfcheck.c checked after every move (R1-R10).
set -e
exec "$SELFCHECK" --games 90 --seed 20261129 --plies-per-game 100 --quiet \
  --epd "$TESTDATA/perft/tricky.epd" --epd "$SELFCHECK_EDGE"
