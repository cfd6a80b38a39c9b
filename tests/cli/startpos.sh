#!/bin/sh
# make check: the word startpos works wherever a tavreli command takes a
# TFEN, with the same output as the start position's TFEN.
: "${TAVRELI:?}"
fail=0
bad() { echo "FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
[ "$("$TAVRELI" fen startpos)" = "$START" ] || bad "fen startpos: $("$TAVRELI" fen startpos)"

# same CMD ARGS...: the output with startpos and with the TFEN (@ stands for it)
same() {
    # shellcheck disable=SC2046
    "$TAVRELI" $(echo "$@" | sed 's/@/startpos/') < "$tmp/in" > "$tmp/a" 2>&1; ra=$?
    set -f
    args=$(echo "$@" | sed 's/@/START/')
    set -- $args
    for w; do shift; [ "$w" = START ] && set -- "$@" "$START" || set -- "$@" "$w"; done
    set +f
    "$TAVRELI" "$@" < "$tmp/in" > "$tmp/b" 2>&1; rb=$?
    [ $ra = 0 ] && [ $rb = 0 ] || bad "tavreli $*: exit $ra with startpos, $rb with the TFEN: $(head -3 "$tmp/a")"
    # searches print their time: leave it out
    sed -i 's/time [0-9]* ms//; s/[0-9][0-9.]* s\b//g' "$tmp/a" "$tmp/b"
    cmp -s "$tmp/a" "$tmp/b" || bad "tavreli $*: startpos and the TFEN differ"
}
: > "$tmp/in"
same perft @ 3
same divide @ 2
same fen @ e2-e4
same moves @
same svg @
same solve --stip '#1' @
same dead --nodes 1000 @ e2-e4
same analyse --depth 2 @ e2-e4
printf 'quit\n' > "$tmp/in"
same play --time 0.01 @
: > "$tmp/in"

# a match's openings file may say startpos
printf 'startpos\n' > "$tmp/open.epd"
"$TAVRELI" match --engine random --engine random --games 2 --max-moves 2 --openings "$tmp/open.epd" \
    --tgn "$tmp/g.tgn" > "$tmp/m" 2>&1 || bad "match --openings with startpos: $(head -3 "$tmp/m")"
grep -q '^\[FEN ' "$tmp/g.tgn" && bad "match from startpos wrote a FEN tag: $(grep FEN "$tmp/g.tgn")"
# the UCI position command (its own syntax: position startpos)
printf 'position startpos moves e2-e4\nquit\n' | "$TAVRELI" uci > "$tmp/u" 2>&1 || bad "uci position startpos"
grep -q 'info string' "$tmp/u" && bad "uci position startpos: $(cat "$tmp/u")"
exit $fail
