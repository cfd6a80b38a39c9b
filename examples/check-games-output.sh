#!/bin/sh
# The checks shared by the Java and Lua "games" examples: their output
# (file $1) lists the twenty tournament games, ends with a "position TFEN"
# line and a "best MOVE (...)" line, and MOVE is legal there (asked of
# $TAVRELI, the build's command-line program).
set -e
out=$1
grep -qx 'games 20' "$out"
grep -q '^У.Андерсон - В.Жмуров: 44 moves$' "$out"
pos=$(sed -n 's/^position //p' "$out")
best=$(sed -n 's/^best \([^ ]*\) .*/\1/p' "$out")
test -n "$pos" && test -n "$best"
"$TAVRELI" moves "$pos" | grep -qxF "$best"
