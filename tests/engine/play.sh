#!/bin/sh
# tavreli play with typed input: the board after every move with towers
# bottom to top, R9 moves, undo, tfen, bad input, quit, end of input.
set -u
: "${TAVRELI:=./cli/tavreli}"
out=$(mktemp) ; trap 'rm -f "$out"' EXIT
fail=0
has() { grep -q -- "$1" "$out" || { echo "FAIL: no '$1'"; cat "$out"; fail=1; }; }

printf 'e2-e4\ntfen\nundo\ntfen\nfoo\ne2-e5\nhelp\nmoves\nclaim\nquit\n' | timeout 60 "$TAVRELI" play --time 0.1 > "$out" || fail=1
has '^ 4 |  .   |  .   |  .   |  .   |P     |'
has '^tavreli plays [a-h][1-8]'
has '^your move> rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$'
has "move 'foo', character 1"
has "move 'e2-e5': "
has 'Type a move in R9 notation'
has 'no draw can be claimed here'
n=$(grep -c '^tavreli plays' "$out"); [ "$n" -eq 1 ] || { echo "FAIL: $n engine moves"; fail=1; }

# towers bottom to top (R2): the white rook climbs onto the knight on b1,
# a split (R9 count) takes the rook alone back off
printf 'a1-b1\nb1(1)-a1\nquit\n' | timeout 60 "$TAVRELI" play --time 0.1 > "$out" || fail=1
has '^ 1 |  .   |NR    |B     |'
has '^towers, bottom to top: b1 NR'

# as black the engine moves first; end of input ends the game
printf '' | timeout 60 "$TAVRELI" play --black --time 0.1 > "$out" || fail=1
has '^You play black'
has '^tavreli plays '

# a mate on the board ends the game (R8)
printf 'a1-a8\n' | timeout 60 "$TAVRELI" play --time 0.1 '7k/8/6K1/8/8/8/8/R7 w - - 0 1' > "$out" || fail=1
has '^checkmate: 1-0$'
"$TAVRELI" play --time x > /dev/null 2>&1; [ $? -eq 2 ] || { echo "FAIL: bad --time"; fail=1; }

# a whole line is one command: 260 characters ending in a move is one error,
# and nothing is played (the tail was read as a second line and played)
long=$(printf '%255s' '' | tr ' ' x)e2-e4
printf '%s\ntfen\nquit\n' "$long" | timeout 60 "$TAVRELI" play --time 0.1 > "$out" || fail=1
has 'line too long (260 characters, at most 255)'
[ "$(grep -c "('help' for help)" "$out")" -eq 1 ] || { echo "FAIL: more than one error for one line"; cat "$out"; fail=1; }
has '> rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$'
exit $fail
