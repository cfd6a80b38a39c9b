#!/bin/sh
# A fake UCI engine for tests/cli/match.sh: before its bestmove (white's
# e2-e4 from the start) it sends info lines, the last with a score saying
# "$1" (cp: +0.35 at depth 7 with a bound; mate: mated in 4 at depth 12),
# then an info string whose words look like a score and must be ignored.
while read -r line; do
    case "$line" in
        uci) echo "id name fake-info"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*)
            echo "info depth 3 seldepth 5 score cp -20 nodes 100 pv e2-e4"
            echo "info depth 4 currmove e2-e4 currmovenumber 1"
            if [ "$1" = mate ]; then
                echo "info	depth 12 seldepth 14 score mate -4 nodes 9000 pv e2-e4"
            else
                echo "info depth 7 seldepth 9 score cp 35 lowerbound nodes 900 pv e2-e4"
            fi
            echo "info string depth 99 score cp 999"
            echo "bestmove e2-e4" ;;
        quit) exit 0 ;;
    esac
done
