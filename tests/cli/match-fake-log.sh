#!/bin/sh
# A fake UCI engine for tests/cli/match.sh: it logs every command to $1,
# offers UCI_Variant, plays white's e2-e4 then d2-d4 from the start, and
# after its first bestmove sends a stray second one (h2-h3) that the
# referee must drop (it asks isready before every go).
n=0
while read -r line; do
    echo "$line" >> "$1"
    case "$line" in
        uci) echo "id name fake-log"; echo "option name UCI_Variant type combo default chess var chess var tavreli"
             echo "option name Hash type spin default 1 min 1 max 64"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) n=$((n + 1))
             if [ $n -eq 1 ]; then echo "bestmove e2-e4"; echo "bestmove h2-h3"; else echo "bestmove d2-d4"; fi ;;
        quit) exit 0 ;;
    esac
done
