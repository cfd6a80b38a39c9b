#!/bin/sh
# R13 in tavreli match --tc: real clocks, the TimeControl tag and a [%clk]
# after every move in the TGN, wtime/btime sent to UCI engines, a flag that
# falls loses the game (a draw when the opponent cannot mate), and the
# result table counts the losses on time.
set -u
: "${TAVRELI:?}"
export TAVRELI
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
fail=0
has() { grep -q -- "$2" "$1" || { echo "FAIL: no '$2' in $1"; cat "$1"; fail=1; }; }

# the built-in engine and the UCI engine keep their time; every move has its clock
timeout 120 "$TAVRELI" match --engine "$TAVRELI uci" --engine random --games 2 --tc 5+0.1 \
    --random-plies 4 --max-moves 40 --tgn "$dir/ok.tgn" > "$dir/ok.txt" 2>&1 || { echo "FAIL: match"; cat "$dir/ok.txt"; fail=1; }
has "$dir/ok.tgn" '^\[TimeControl "5+0.1"\]'
has "$dir/ok.txt" 'lost on time: .* 0, random 0'
# a move is from-to or castling (R9); a timed game may castle or not
moves=$(tr '\n' ' ' < "$dir/ok.tgn" | grep -o '[a-h][1-8][(0-9)]*-[a-h][1-8]\|0-0\(-0\)\{0,1\}' | wc -l)
clocks=$(tr '\n' ' ' < "$dir/ok.tgn" | grep -o '\[%clk [0-9:.]*\]' | wc -l)
[ "$moves" -gt 0 ] && [ "$moves" -eq "$clocks" ] || { echo "FAIL: $moves moves, $clocks clocks"; fail=1; }
"$TAVRELI" validate "$dir/ok.tgn" > "$dir/ok.val" || { echo "FAIL: invalid TGN"; cat "$dir/ok.val"; fail=1; }
grep -q '\[clock\]' "$dir/ok.val" && { echo "FAIL: the clocks disagree with the time control"; cat "$dir/ok.val"; fail=1; }

# 0.4 s a move on a 1 s clock: the slow engine's flag falls at its third move
timeout 120 "$TAVRELI" match --engine "sh $here/fake-slow.sh 0.4" --engine builtin:depth=1 --games 2 --tc 1 \
    --random-plies 2 --tgn "$dir/slow.tgn" > "$dir/slow.txt" 2>&1 || { echo "FAIL: slow match"; cat "$dir/slow.txt"; fail=1; }
has "$dir/slow.txt" 'lost on time'
has "$dir/slow.txt" 'lost on time: slow 2, builtin:depth=1 0' # named by its id name, as the engine says it
has "$dir/slow.tgn" '^\[Termination "time forfeit"\]'

# the same flag against a lone king and knight: a draw (R13, dead for the opponent)
echo '4k3/8/8/3n4/8/8/8/R3K3 w - - 0 1' > "$dir/open.epd"
timeout 120 "$TAVRELI" match --engine "sh $here/fake-slow.sh 0.6" --engine builtin:depth=1 --games 1 --tc 1 \
    --openings "$dir/open.epd" --tgn "$dir/dead.tgn" > "$dir/dead.txt" 2>&1 || { echo "FAIL: dead match"; cat "$dir/dead.txt"; fail=1; }
has "$dir/dead.txt" 'the opponent cannot mate (R13): a draw'
has "$dir/dead.tgn" '^\[Result "1/2-1/2"\]'

# an opening with black to move starts black's clock (000 6.6): the random
# engine (white, instant moves) keeps its 2 s, and black's clock is the one
# that runs down (the clocks were swapped: white's [%clk] fell with black's
# thinking)
timeout 120 "$TAVRELI" match --engine random --engine builtin:movetime=300 --games 1 --tc 2 \
    --random-plies 1 --seed 3 --tgn "$dir/black.tgn" > "$dir/black.txt" 2>&1 || { echo "FAIL: black-first match"; cat "$dir/black.txt"; fail=1; }
has "$dir/black.tgn" '^\[FEN "[^"]* b '
white=$(tr '\n' ' ' < "$dir/black.tgn" | grep -o '[0-9][0-9]*\. [^ ]* {\[%clk [0-9:.]*\]' | grep -o '%clk [0-9:.]*')
[ -n "$white" ] || { echo "FAIL: no white clocks"; cat "$dir/black.tgn"; fail=1; }
echo "$white" | grep -qv '%clk 0:00:0\(2\|1\.[89]\)' && { echo "FAIL: white's clock ran while black thought"; cat "$dir/black.tgn"; fail=1; }
black=$(tr '\n' ' ' < "$dir/black.tgn" | grep -o '[0-9][0-9]*\.\.\. [^ ]* {\[%clk [0-9:.]*\]' | grep -o '%clk [0-9:.]*' | head -2 | tail -1)
[ "$black" != "%clk 0:00:02" ] || { echo "FAIL: black's clock did not run"; cat "$dir/black.tgn"; fail=1; }

# a bad time control is a usage error
"$TAVRELI" match --engine random --engine random --tc 40/ > "$dir/bad.txt" 2>&1
[ $? -eq 2 ] || { echo "FAIL: --tc 40/ not a usage error"; fail=1; }
has "$dir/bad.txt" "expected a digit"
[ $fail -eq 0 ] && echo "timed matches follow R13"
exit $fail
