#!/bin/sh
# A fake UCI engine for tests/engine/match.sh: it answers every "go" with
# a move that is readable R9 but never legal from the positions the match
# plays (a pawn's triple step), or with unreadable text when given "junk".
mode=${1:-illegal}
while read -r line; do
    case "$line" in
        uci) echo "id name fake-illegal"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) if [ "$mode" = junk ]; then echo "bestmove zz9"; else echo "bestmove e2-e5"; fi ;;
        quit) exit 0 ;;
    esac
done
