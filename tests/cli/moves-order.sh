#!/bin/sh
# make check: tavreli moves lists castling first, then by source square, and
# from a tower its whole-tower moves before its splits, the splits by the
# number of pieces taken (R4), not as text (where "d4(1)-" sorts before "d4-").
: "${TAVRELI:?}"
out=$("$TAVRELI" moves '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1') || { echo "FAIL: tavreli moves: exit $?"; exit 1; }
groups=$(printf '%s\n' "$out" | sed 's/-.*//' | uniq | tr '\n' ' ')
[ "$groups" = "d4 d4(1) d4(2) h1 " ] || { echo "FAIL: the groups are in the order: $groups"; exit 1; }
first=$("$TAVRELI" moves 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' | head -3 | tr '\n' ' ')
[ "$first" = "0-0 0-0-0 a1-a2 " ] || { echo "FAIL: castling first: $first"; exit 1; }
echo "tavreli moves: whole tower, then splits by count; castling first"
