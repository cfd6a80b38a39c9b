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
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# One problem through a real pipe: send the position and "go mate N", wait
# (at most 30 s) for bestmove, then "quit"; prints the engine's output.
ask() {
    rm -f "$tmp/in" "$tmp/out"; mkfifo "$tmp/in"
    timeout 35 "$TAVRELI" uci < "$tmp/in" > "$tmp/out" &
    exec 3> "$tmp/in"
    printf 'position fen %s\ngo mate %s\n' "$1" "$2" >&3
    i=0
    while ! grep -q '^bestmove' "$tmp/out" 2>/dev/null && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done
    printf 'quit\n' >&3
    exec 3>&-
    wait
    cat "$tmp/out"
}
while IFS= read -r line; do
    case "$line" in *";stip #"*) ;; *) continue ;; esac
    tfen=${line%% ;stip*}
    n=$(echo "$line" | sed 's/.*;stip #\([0-9]*\).*/\1/')
    key=$(echo "$line" | sed 's/.*;keys //')
    out=$(ask "$tfen" "$n")
    best=$(echo "$out" | sed -n 's/^bestmove \([^ ]*\).*/\1/p')
    info=$(echo "$out" | grep '^info depth' | tail -1)
    score=$(echo "$info" | sed -n 's/.* score \(mate -*[0-9]*\|cp -*[0-9]*\) .*/\1/p')
    t=$(echo "$info" | sed -n 's/.* time \([0-9]*\) .*/\1/p')
    if [ "$best" = "$key" ] && [ "$score" = "mate $n" ]; then s=ok; ok=$((ok + 1)); else s=WRONG; bad=$((bad + 1)); fi
    printf '#%s %-8s %-5s %s %6s ms  %s\n' "$n" "$best" "$s" "$score" "$t" "$tfen"
done < "$EPD"
echo "$ok solved, $bad wrong"
