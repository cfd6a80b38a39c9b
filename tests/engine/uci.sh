#!/bin/sh
# tavreli uci through a real pipe: the handshake, options, positions in
# every R9 input form, every go limit, stop while searching, malformed
# input (answered with "info string", never a crash or a hang).
set -u
: "${TAVRELI:=./cli/tavreli}"
out=$(mktemp) ; trap 'rm -f "$out"' EXIT
fail=0
check() { # check DESCRIPTION GREP-PATTERN
    if grep -q -- "$2" "$out"; then :; else echo "FAIL: $1 (no '$2')"; fail=1; fi
}
uci() { # feed stdin to the engine with a time limit; status must be 0
    timeout 30 "$TAVRELI" uci > "$out" 2>&1
    rc=$?
    [ $rc -eq 0 ] || { echo "FAIL: tavreli uci exited with $rc"; cat "$out"; fail=1; }
}

# handshake and options
printf 'uci\nisready\nquit\n' | uci
check "id name" '^id name tavreli'
check "id author" '^id author '
check "Hash" '^option name Hash type spin default 16 min 1 max 65536$'
check "MultiPV" '^option name MultiPV type spin default 1 min 1 max 32$'
check "UCI_Variant" '^option name UCI_Variant type combo default tavreli var tavreli$'
check "uciok" '^uciok$'
check "a search parameter" '^option name DeltaMargin type spin default 200 min 0 max 2000$'
check "Threads" '^option name Threads type spin default 1 min 1 max 64$'
printf 'setoption name DeltaMargin value 5000\nsetoption name deltamargin value 150\nisready\nquit\n' | uci
check "parameter range" '^info string setoption: DeltaMargin needs a value from 0 to 2000$'
[ "$(grep -c 'info string' "$out")" -eq 1 ] || { echo "FAIL: a good parameter value refused"; cat "$out"; fail=1; }
check "readyok" '^readyok$'

# a depth search: info lines and a legal bestmove in canonical R9
printf 'ucinewgame\nposition startpos moves e2-e4 e7-e5\ngo depth 3\nisready\n' | { cat; sleep 3; echo quit; } | uci
check "info line" '^info depth 3 seldepth [0-9]* multipv 1 score cp -\{0,1\}[0-9]* nodes [0-9]* nps [0-9]* time [0-9]* pv [a-h]'
best=$(sed -n 's/^bestmove \([^ ]*\).*/\1/p' "$out")
"$TAVRELI" fen startpos e2-e4 e7-e5 "$best" > /dev/null || { echo "FAIL: bestmove '$best' not legal"; fail=1; }

# every R9 input form (R9): x and : for -, marks, (k) after either square,
# castling as 0-0 / O-O / the king's move
want=$("$TAVRELI" fen startpos e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6 0-0)
printf 'position startpos moves e2xe4 e7:e5 g1-f3+ b8-c6! f1-c4? g8-f6= O-O\nd\nquit\n' | uci
check "R9 input forms" "^info string tfen $want\$"
printf 'position startpos moves e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6 e1-g1\nd\nquit\n' | uci
check "castling as the king's move" "^info string tfen $want\$"
want=$("$TAVRELI" fen '4k3/8/8/8/8/8/8/(RQ)3K3 w - - 0 1' 'a1(1)-a2')
printf 'position fen 4k3/8/8/8/8/8/8/(RQ)3K3 w - - 0 1 moves a1-a2(1)\nd\nquit\n' | uci
check "split count after the destination" "^info string tfen $want\$"

# UCI's coordinate form for whole-tower moves, castling as the king's move
want=$("$TAVRELI" fen startpos e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6 0-0)
printf 'position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1\nd\nquit\n' | uci
check "coordinate moves" "^info string tfen $want\$"
# the host's black-to-move game is searched for black
printf 'position startpos moves e2e4\ngo depth 2\n' | { cat; sleep 1; echo quit; } | uci
best=$(sed -n 's/^bestmove \([^ ]*\).*/\1/p' "$out")
"$TAVRELI" fen startpos e2-e4 "$best" > /dev/null || { echo "FAIL: after e2e4, bestmove '$best' not black's"; fail=1; }
# a move that cannot be played refuses the whole position: no search of
# the moves before it (or of the position before)
printf 'position startpos moves e2e4 e2e4\ngo depth 2\nisready\n' | { cat; sleep 1; echo quit; } | uci
check "unplayable move named" "^info string position: move 'e2e4' (move 2): .*no piece on e2; no position set\$"
check "unplayable move: go" '^info string go: no position'
check "unplayable move: no search" '^bestmove (none)$'
if grep -q '^info depth' "$out"; then echo "FAIL: a position the host did not send was searched"; cat "$out"; fail=1; fi

# every go limit ends with a bestmove
for go in "depth 2" "nodes 3000" "movetime 200" "wtime 2000 btime 2000 winc 10 binc 10 movestogo 20" "mate 2"; do
    printf 'position startpos\ngo %s\n' "$go" | { cat; sleep 2; echo quit; } | uci
    check "go $go" '^bestmove [a-h0]'
done

# go mate N on a directmate (../shared/problems, key by exhaustive search)
printf 'position fen 8/1h2k1B1/5RQn/8/8/8/QR3B2/K7 w - - 0 1\ngo mate 2\n' | { cat; sleep 3; echo quit; } | uci
check "mate 2 score" 'score mate 2 '
check "mate 2 key" '^bestmove b2-b7'

# MultiPV
printf 'setoption name MultiPV value 3\nposition startpos\ngo depth 2\n' | { cat; sleep 2; echo quit; } | uci
check "multipv 3" '^info depth 2 seldepth [0-9]* multipv 3 '

# no legal move (R8)
printf 'position fen R6k/8/6K1/8/8/8/8/8 b - - 0 1\ngo depth 3\n' | { cat; sleep 1; echo quit; } | uci
check "mated: no move" '^bestmove (none)$'
check "mated: mate 0" 'score mate 0'

# stop from the reading thread while an infinite search runs; the
# bestmove comes before the readyok asked after it
printf 'position startpos\ngo infinite\n' | { cat; sleep 1; printf 'stop\nisready\n'; sleep 1; echo quit; } | uci
check "stop" '^bestmove [a-h0]'
order=$(grep -n '^bestmove\|^readyok' "$out" | cut -d: -f2 | cut -c1-5 | tr '\n' ' ')
[ "$order" = "bestm ready " ] || { echo "FAIL: stop then isready gave '$order'"; fail=1; }
# a bare go thinks until stop as well; quit while searching ends at once
printf 'position startpos\ngo\n' | { cat; sleep 1; echo quit; } | uci

# every go gets a bestmove, a bad parameter is named
bestmoves() { grep -c '^bestmove' "$out"; }
for go in 'go depth -1' 'go depth 100 movetime 300' 'go mate 0' 'go depth x' 'go sideways 3' \
          'go searchmoves e2-e5 depth 2' 'go searchmoves depth 2'; do
    printf 'position startpos\n%s\n' "$go" | { cat; sleep 1.5; echo quit; } | uci
    [ "$(bestmoves)" -eq 1 ] || { echo "FAIL: '$go' gave $(bestmoves) bestmove lines"; cat "$out"; fail=1; }
done
printf 'position startpos\ngo depth -1\n' | { cat; sleep 1; echo quit; } | uci
check "depth -1 named" "^info string go: 'depth' needs a number from 1 to 64, not '-1': ignored"
printf 'position startpos\ngo depth 100 movetime 300\n' | { cat; sleep 1; echo quit; } | uci
check "depth 100 clamped" "^info string go: depth 100 is more than 64: searching depth 64"
printf 'position startpos\ngo mate 0\n' | { cat; sleep 1; echo quit; } | uci
check "mate 0 named" "^info string go: 'mate' needs a number from 1 to 32, not '0': ignored"
# searchmoves: only the moves given, an illegal one named
printf 'position startpos\ngo searchmoves h2-h4 e2-e5 depth 3\n' | { cat; sleep 1.5; echo quit; } | uci
check "searchmoves" '^bestmove h2-h4'
check "searchmoves illegal" "^info string go: searchmoves: 'e2-e5'"
printf 'position startpos\nsetoption name MultiPV value 3\nposition startpos\ngo searchmoves a2-a3 b2-b3 depth 2\n' \
    | { cat; sleep 1.5; echo quit; } | uci
if grep '^info depth 2 ' "$out" | grep -v ' pv a2-a3\| pv b2-b3' | grep -q .; then
    echo "FAIL: searchmoves searched another move"; cat "$out"; fail=1; fi
[ "$(grep -c '^info depth 2 ' "$out")" -eq 2 ] || { echo "FAIL: searchmoves MultiPV 3 of 2 moves"; cat "$out"; fail=1; }
# after a rejected position, no search of the one before
printf 'position startpos moves e2-e4\nposition fen 8/8/8/8 w\ngo depth 2\nisready\n' | { cat; sleep 1; echo quit; } | uci
check "rejected position said" 'no position set$'
check "rejected position: go" '^info string go: no position'
check "rejected position: no search" '^bestmove (none)$'
if grep -q '^info depth' "$out"; then echo "FAIL: a stale position was searched"; cat "$out"; fail=1; fi
# go ponder: no bestmove before ponderhit or stop; after ponderhit the go
# limits count (movetime 300 ms here)
printf 'position startpos\ngo ponder movetime 300\n' \
    | { cat; sleep 1; echo isready; sleep 0.2; echo ponderhit; sleep 1.5; echo isready; sleep 0.2; echo quit; } | uci
order=$(grep '^bestmove\|^readyok' "$out" | cut -c1-5 | tr '\n' ' ')
[ "$order" = "ready bestm ready " ] || { echo "FAIL: go ponder + ponderhit gave '$order'"; cat "$out"; fail=1; }
printf 'position startpos\ngo ponder wtime 1000 btime 1000\n' | { cat; sleep 0.5; echo stop; sleep 0.5; echo quit; } | uci
check "go ponder + stop" '^bestmove [a-h]'
# ponderhit with nothing to ponder is ignored; a second ponderhit too
printf 'ponderhit\nposition startpos\ngo ponder depth 2\n' | { cat; sleep 0.3; echo ponderhit; echo ponderhit; sleep 1; echo quit; } | uci
[ "$(bestmoves)" -eq 1 ] || { echo "FAIL: ponderhit twice gave $(bestmoves) bestmove lines"; cat "$out"; fail=1; }

# malformed input: info string, and the engine still answers
printf '%s\n' 'go depth x' 'go depth' 'go sideways 3' 'go mate 0' 'position fen xyz' \
    'position startpos moves e2-e5' 'position' 'position nowhere' 'position startpos e2-e4' \
    'setoption name Hash value 0' 'setoption name Hash value lots' 'setoption name MultiPV value 99' \
    'setoption name UCI_Variant value chess' 'setoption name Bogus value 1' 'setoption' \
    'frobnicate now' '' '    ' 'isready' 'quit' | uci
check "bad depth" "^info string go: 'depth' needs a number"
check "unknown go parameter" "^info string go: unknown parameter 'sideways'"
check "an unknown parameter's value" "^info string go: '3' after it: ignored"
check "bad TFEN" '^info string position: TFEN'
check "illegal move" "^info string position: move 'e2-e5'"
check "bad position keyword" "^info string position: UCI 'position', character 10: expected 'startpos' or 'fen', not 'nowhere'"
check "missing moves keyword" "^info string position: UCI 'position', character 19: expected 'moves', not 'e2-e4'"
check "bad Hash" '^info string setoption: Hash needs a value'
check "bad MultiPV" '^info string setoption: MultiPV needs a value'
check "bad variant" "^info string setoption: UCI_Variant has the single value 'tavreli'"
check "unknown option" "^info string setoption: unknown option 'Bogus'"
check "unknown command" "^info string unknown command 'frobnicate'"
check "still ready" '^readyok$'
# each of the four malformed go commands still gets its bestmove
[ "$(bestmoves)" -eq 4 ] || { echo "FAIL: four malformed go commands gave $(bestmoves) bestmove lines"; fail=1; }

# binary junk, a huge line, end of input without quit
{ printf 'uci\n\001\002\377\376 garbage\n'; head -c 200000 /dev/zero | tr '\0' 'a'; printf '\nisready\n'; } | uci
check "junk then readyok" '^readyok$'
exit $fail
