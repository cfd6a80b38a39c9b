#!/bin/sh
# make check: every line of start.epd and tricky.epd to depth 4 (R12).
set -e
"$PERFT_SUITE" "$TESTDATA/perft/start.epd" 4
"$PERFT_SUITE" "$TESTDATA/perft/tricky.epd" 4
