#!/bin/sh
# Time to depth in the two tall-tower positions (tournament game moves 21
# and 24, where freed pieces check often): depth, nodes and
# milliseconds of `tavreli analyse --depth D` for each position, for this
# build and (BASELINE=path to another build's tavreli) the baseline, side
# by side. A script, not a test: times depend on the machine's load; node
# counts do not (a fixed-depth search from a fresh engine is deterministic).
# Usage: [BASELINE=../base/cli/tavreli] [DEPTHS="7 8 10"] [BASE_DEPTHS="7 8"] [LIMIT=600]
#        bench/engine-towers.sh
set -u
: "${TAVRELI:=./cli/tavreli}"
: "${DEPTHS:=7 8 10}"
: "${BASE_DEPTHS:=$DEPTHS}"
: "${LIMIT:=600}" # seconds per search before it is reported as not finished
positions='R~4(brR)2/2(pP=H)(pbp=r!Q)npp1/2n3k1/1p2p3/8/N1(P=NB)5/(BP=B!P=N!q)1(PK)P4/6(NP=Rr~)(Rr) w - - 1 21
R~4(brR)2/2(pP=H)(pbp=r!)1pp1/6k1/1p1(BP=BP=NqQn)p3/1(nB)6/N1P=NK4/2PP4/6(NP=Rr~)(Rr) w - - 0 24'
run() { # run BINARY TFEN DEPTH: "nodes N time MS move M" or "not finished in LIMIT s"
    out=$(timeout "$LIMIT" "$1" analyse --depth "$3" "$2" 2>&1)
    if [ $? -ne 0 ]; then echo "not finished in $LIMIT s"; return; fi
    line=$(printf '%s\n' "$out" | grep '^nodes ')
    move=$(printf '%s\n' "$out" | grep '^1\. depth' | sed 's/.*score \([^ ]* [^ ]*\)  [0-9]*\.*\.* \([^ ]*\).*/\1 \2/')
    echo "$line  $move"
}
printf '%s\n' "$positions" | while IFS= read -r tfen; do
    echo "position $tfen"
    for d in $DEPTHS; do
        echo "  depth $d  new: $(run "$TAVRELI" "$tfen" "$d")"
    done
    [ -n "${BASELINE:-}" ] && for d in $BASE_DEPTHS; do
        echo "  depth $d  base: $(run "$BASELINE" "$tfen" "$d")"
    done
done
