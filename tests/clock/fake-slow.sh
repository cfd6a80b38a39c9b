#!/bin/sh
# A UCI engine that takes DELAY seconds (default 0.4) over every move and
# then plays the first legal move (asking `tavreli moves`): for timed
# matches whose flags must fall (R13).
delay=${1:-0.4}
: "${TAVRELI:?}"
tfen=startpos
while IFS= read -r line; do
    case $line in
        uci) echo "id name slow"; echo "uciok" ;;
        isready) echo "readyok" ;;
        "position startpos"*) tfen=$("$TAVRELI" fen startpos ${line#position startpos moves}) ;;
        "position fen "*)
            rest=${line#position fen }
            case $rest in
                *" moves "*) fen=${rest%% moves *}; moves=${rest#* moves } ;;
                *) fen=$rest; moves= ;;
            esac
            tfen=$("$TAVRELI" fen "$fen" $moves) ;;
        go*) sleep "$delay"; echo "bestmove $("$TAVRELI" moves "$tfen" | head -n 1)" ;;
        quit) exit 0 ;;
    esac
done
