#!/bin/sh
# A fake UCI engine for tests/engine/match.sh: a slow engine that answers
# its first "go" after six seconds (more than match's old fixed 5 s
# deadline at a fixed depth) with a bestmove written with leading white
# space and tabs, as UCI allows; it plays white's e2-e4 from the start.
while read -r line; do
    case "$line" in
        uci) echo "id name fake-slow"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) sleep 6; printf ' \tbestmove\te2-e4\tponder e7-e5\n' ;;
        quit) exit 0 ;;
    esac
done
