#!/bin/sh
# The copies under tests/data must equal ../shared (when it is there): the
# perft figures and game scores are not ours to edit.
here=$(cd "$(dirname "$0")" && pwd)
shared="$here/../../shared"
[ -d "$shared" ] || { echo "SKIP: no ../shared beside the tree"; exit 77; }
status=0
for f in perft/start.epd perft/tricky.epd perft/start-divide5.txt games/tournament-1997-2003.txt games/tournament-1997-2003.tgn problems/problems.epd; do
  if cmp -s "$here/data/$f" "$shared/$f"; then echo "ok: $f"; else echo "DIFFERS: tests/data/$f"; status=1; fi
done
exit $status
