#!/bin/sh
# The directmates (#2, #3) of a problems file (default
# ../shared/problems/problems.epd): "go mate N" over UCI must return the
# key with "score mate N"; prints each time (the engine's own "time" of
# its last info line). A figure, not a test.
#
#   bench/engine-mates.sh [path/to/tavreli] [problems.epd]
TAVRELI=${1:-./cli/tavreli}
EPD=${2:-$(dirname "$0")/../../shared/problems/problems.epd}
ok=0; bad=0
while IFS= read -r line; do
    case "$line" in *";stip #"*) ;; *) continue ;; esac
    tfen=${line%% ;stip*}
    n=$(echo "$line" | sed 's/.*;stip #\([0-9]*\).*/\1/')
    key=$(echo "$line" | sed 's/.*;keys //')
    out=$( (printf 'position fen %s\ngo mate %s\n' "$tfen" "$n"; sleep 30) | timeout 30 "$TAVRELI" uci | sed '/^bestmove/q')
    best=$(echo "$out" | sed -n 's/^bestmove \([^ ]*\).*/\1/p')
    info=$(echo "$out" | grep '^info depth' | tail -1)
    score=$(echo "$info" | sed -n 's/.* score \(mate -*[0-9]*\|cp -*[0-9]*\) .*/\1/p')
    t=$(echo "$info" | sed -n 's/.* time \([0-9]*\) .*/\1/p')
    if [ "$best" = "$key" ] && [ "$score" = "mate $n" ]; then s=ok; ok=$((ok + 1)); else s=WRONG; bad=$((bad + 1)); fi
    printf '#%s %-8s %-5s %s %6s ms  %s\n' "$n" "$best" "$s" "$score" "$t" "$tfen"
done < "$EPD"
echo "$ok solved, $bad wrong"
