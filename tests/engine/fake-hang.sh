#!/bin/sh
# A fake UCI engine for tests/engine/match.sh: it shakes hands, then never
# answers "go".
while read -r line; do
    case "$line" in
        uci) echo "id name fake-hang"; echo "uciok" ;;
        isready) echo "readyok" ;;
        quit) exit 0 ;;
    esac
done
