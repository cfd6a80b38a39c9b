#!/bin/sh
# A fake UCI engine for tests/engine/match.sh: it shakes hands, then dies
# when asked for a move.
while read -r line; do
    case "$line" in
        uci) echo "id name fake-crash"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) exit 3 ;;
        quit) exit 0 ;;
    esac
done
