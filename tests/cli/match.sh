#!/bin/sh
# tavreli match: each engine move's score, depth and time in the
# TGN as cutechess-cli writes them ({+0.35/12 0.31s}, mates +M3/-M4) and
# read back; adjudication by score (--resign, --draw as fastchess's);
# --tally (the table of games played elsewhere); the opening suite
# (bench/openings.epd) in SPRT runs; the progress line on
# standard error only under a terminal or with --progress.
set -u
: "${TAVRELI:=./cli/tavreli}"
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d) ; trap 'rm -rf "$dir"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
has() { grep -q -- "$2" "$1" || { bad "no '$2' in $1"; cat "$1"; }; }
match() { # match OUT ARGS...: must exit 0
    o=$1; shift
    timeout 300 "$TAVRELI" match "$@" > "$dir/$o" 2> "$dir/$o.err" || { bad "match $* failed"; cat "$dir/$o" "$dir/$o.err"; }
}
flat() { tr '\n' ' ' < "$1"; }

# the score comment from a UCI engine's last info line with a score (an
# info string is not one), and a mate as -M4
match cp.txt --engine "sh $here/match-fake-info.sh cp" --engine random --games 1 --depth 1 --max-moves 1 --tgn "$dir/cp.tgn"
flat "$dir/cp.tgn" | grep -q '1\. e2-e4 {+0\.35/7 [0-9]*\.[0-9][0-9]s}' || { bad "no {+0.35/7 T} comment"; cat "$dir/cp.tgn"; }
match mate.txt --engine "sh $here/match-fake-info.sh mate" --engine random --games 1 --depth 1 --max-moves 1 --tgn "$dir/mate.tgn"
flat "$dir/mate.tgn" | grep -q '1\. e2-e4 {-M4/12 [0-9]*\.[0-9][0-9]s}' || { bad "no {-M4/12 T} comment"; cat "$dir/mate.tgn"; }
# UCI_Variant and --option sent, isready before every go, a stray
# bestmove dropped, white space in bestmove
match log.txt --engine "sh $here/match-fake-log.sh $dir/log" --option Hash=8 --engine random --games 1 --depth 1 \
    --max-moves 2 --tgn "$dir/log.tgn"
has "$dir/log" '^setoption name UCI_Variant value tavreli$'
has "$dir/log" '^setoption name Hash value 8$'
# the lines the UCI codec writes: the game's start and its moves, the limit
has "$dir/log" '^position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$'
has "$dir/log" '^position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2-e4 [a-h][1-8]'
has "$dir/log" '^go depth 1$'
[ "$(grep -B1 '^go ' "$dir/log" | grep -c '^isready$')" -eq 2 ] || { bad "no isready before each go"; cat "$dir/log"; }
flat "$dir/log.tgn" | grep -q '1\. e2-e4 [^ ]* 2\. d2-d4' || { bad "the stray bestmove was taken"; cat "$dir/log.tgn"; }
# an engine that cannot be started, or never says uciok, stops the match
# before its first game (exit 1, the engine named); it used to forfeit
# every game and exit 0
for cmd in "$dir/no-such-engine" "sh -c 'exit 0'"; do
    timeout 60 "$TAVRELI" match --engine random --engine "$cmd" --games 2 --depth 1 --timeout 2000 \
        > "$dir/nostart" 2> "$dir/nostart.err"; rc=$?
    [ "$rc" = 1 ] || bad "engine '$cmd': exit $rc"
    grep -q '^tavreli: engine 2: ' "$dir/nostart.err" || { bad "engine '$cmd': not named"; cat "$dir/nostart.err"; }
    [ ! -s "$dir/nostart" ] || { bad "engine '$cmd': games played"; cat "$dir/nostart"; }
done
"$TAVRELI" match --engine builtin:depth=999 --engine random > /dev/null 2> "$dir/range.err"
grep -q 'depth=1\.\.64' "$dir/range.err" || { bad "builtin depth range not said"; cat "$dir/range.err"; }
# the built-in engine's score and depth, with the clock: read back unchanged
match clk.txt --engine builtin:depth=2 --engine builtin:depth=1 --games 2 --random-plies 2 --max-moves 6 --tc 60+1 \
    --tgn "$dir/clk.tgn"
flat "$dir/clk.tgn" | grep -q '{\[%clk [0-9:.]*\] [-+][0-9]*\.[0-9][0-9]/2 [0-9.]*s}' || { bad "no clock and score"; cat "$dir/clk.tgn"; }
flat "$dir/clk.tgn" | grep -q '[-+][0-9]*\.[0-9][0-9]/1 [0-9.]*s' || { bad "no depth-1 score"; cat "$dir/clk.tgn"; }
"$TAVRELI" validate "$dir/clk.tgn" > "$dir/val" 2>&1 || { bad "clk.tgn invalid"; cat "$dir/val"; }
"$TAVRELI" convert "$dir/clk.tgn" > "$dir/again.tgn" 2>&1 || bad "convert clk.tgn"
diff -B "$dir/clk.tgn" "$dir/again.tgn" > /dev/null || { bad "the comments did not read back"; diff -B "$dir/clk.tgn" "$dir/again.tgn"; }
# random and greedy say no score: no comment; seeded games repeat exactly
match g1.txt --engine greedy --engine random --games 2 --random-plies 3 --seed 4 --max-moves 40 --tgn "$dir/g1.tgn"
match g2.txt --engine greedy --engine random --games 2 --random-plies 3 --seed 4 --max-moves 40 --tgn "$dir/g2.tgn"
cmp -s "$dir/g1.tgn" "$dir/g2.tgn" || bad "greedy: the same seed gave other games"
[ "$(grep -c '{' "$dir/g1.tgn")" -eq 2 ] || { bad "comments on the moves of random or greedy"; cat "$dir/g1.tgn"; }
# --first-pair P: the games of pair P as the whole match plays them
match fp4.txt --engine greedy --engine random --games 4 --random-plies 3 --seed 5 --max-moves 30 --tgn "$dir/fp4.tgn"
match fp1.txt --engine greedy --engine random --games 2 --first-pair 1 --random-plies 3 --seed 5 --max-moves 30 \
    --tgn "$dir/fp1.tgn"
awk '/^\[Round "3"\]/ { on = 1 } on' "$dir/fp4.tgn" > "$dir/fp4.tail"
awk '/^\[Round "3"\]/ { on = 1 } on' "$dir/fp1.tgn" > "$dir/fp1.tail"
[ -s "$dir/fp1.tail" ] && cmp -s "$dir/fp4.tail" "$dir/fp1.tail" || { bad "--first-pair 1: not games 3 and 4"; cat "$dir/fp1.tgn"; }
# greedy (the engine's evaluation, one ply) beats random
match gr.txt --engine greedy --engine random --games 10 --random-plies 2 --quiet
has "$dir/gr.txt" '^greedy  *random  *10  *[6-9] \|^greedy  *random  *10  *10 '

# --resign: the weaker side resigns when its score stays low; twosided
# waits for the opponent's agreement; --draw from a move number on
match resign.txt --engine builtin:depth=1 --engine builtin:depth=3 --games 2 --random-plies 2 --resign movecount=2,score=300 \
    --tgn "$dir/resign.tgn"
has "$dir/resign.txt" '^game 1: .* (builtin:depth=1 resigns: score at most -300 cp for 2 moves (adjudicated))'
has "$dir/resign.tgn" '^\[Termination "adjudication"\]'
match two.txt --engine builtin:depth=1 --engine builtin:depth=3 --games 2 --random-plies 2 \
    --resign 'movecount=2 score=300 twosided=true'
has "$dir/two.txt" "resigns: score at most -300 cp for 2 moves, the opponent's at least as high"
match draw.txt --engine builtin:depth=2 --engine builtin:depth=1 --games 2 --random-plies 2 \
    --draw movenumber=3,movecount=2,score=100000 --tgn "$dir/draw.tgn"
has "$dir/draw.txt" '^game 2: .* 1/2-1/2 (draw adjudicated: both scores within 100000 cp for 2 moves from move 3)'
has "$dir/draw.tgn" '^\[Termination "adjudication"\]'
[ "$(grep -c '^3\.' "$dir/draw.tgn")" -eq 2 ] && ! grep -q '^4\.' "$dir/draw.tgn" || { bad "the draw was not at move 3"; cat "$dir/draw.tgn"; }
# random has no score: never adjudicated
match none.txt --engine random --engine random --games 2 --max-moves 20 --resign movecount=1,score=1 \
    --draw movenumber=1,movecount=1,score=100000
has "$dir/none.txt" 'move limit (20 moves)'
for spec in movecount=2 score=3 movecount=0,score=3 movecount=2,score=3,twosided=yes movecount=2,score=x,t=1; do
    "$TAVRELI" match --engine random --engine random --resign "$spec" > /dev/null 2> "$dir/err"
    [ $? -eq 2 ] || bad "--resign $spec accepted"
done
has "$dir/err" "^tavreli match: --resign needs movecount=N,score=CP\[,twosided=true\], not 'movecount=2,score=x,t=1'"
"$TAVRELI" match --engine random --engine random --draw movenumber=1,movecount=2 > /dev/null 2>&1
[ $? -eq 2 ] || bad "--draw without score accepted"

# --tally: the statistics of games played elsewhere, nothing played
"$TAVRELI" match --engine A --engine B --tally 10-2-4 --sprt elo0=0,elo1=50 > "$dir/tally.txt" 2>&1 || bad "--tally"
has "$dir/tally.txt" '^A  *B  *16  *10  *2  *4$'
has "$dir/tally.txt" '^score of A: 12.0/16 (75.0%)$'
# no games: said so (it printed nothing)
"$TAVRELI" match --engine A --engine B --tally 0-0-0 --sprt elo0=0,elo1=5 > "$dir/tally0.txt" 2>&1 || bad "--tally 0-0-0"
has "$dir/tally0.txt" '^A - B: no games played: no score, no Elo difference$'
has "$dir/tally0.txt" '^SPRT: .*: no games yet: undecided$'
has "$dir/tally.txt" '^Elo difference: +190.8 +/- '
has "$dir/tally.txt" '^SPRT: elo0 0 elo1 50 .*: LLR [0-9.]* (-2.94, 2.94): '
"$TAVRELI" match --engine A --engine B --tally 98-1-1 > "$dir/near.txt" 2>&1
has "$dir/near.txt" '^Elo difference: +726.9 (95%: +567.6 .. +inf)$'
"$TAVRELI" match --engine A --engine B --tally 1-2 > /dev/null 2>&1; [ $? -eq 2 ] || bad "--tally 1-2 accepted"

# the opening suite: every line a playable TFEN; an SPRT without openings
# plays it, from its first position, each with both colours
[ "$(grep -vc '^#' "$here/../../bench/openings.epd")" -ge 30 ] || bad "fewer than 30 openings"
match suite.txt --engine builtin:depth=1 --engine random --games 4 --openings "$here/../../bench/openings.epd" \
    --max-moves 2 --tgn "$dir/suite.tgn" --quiet
first=$(grep -v '^#' "$here/../../bench/openings.epd" | head -1 | sed 's/ *;.*//')
second=$(grep -v '^#' "$here/../../bench/openings.epd" | sed -n 2p | sed 's/ *;.*//')
[ "$(grep -c "^\[FEN \"$first\"\]" "$dir/suite.tgn")" -eq 2 ] || bad "the first opening not played twice"
[ "$(grep -c "^\[FEN \"$second\"\]" "$dir/suite.tgn")" -eq 2 ] || bad "the second opening not played twice"
match sprt.txt --engine builtin:depth=2 --engine random --games 2 --sprt elo0=0,elo1=50 --max-moves 2 --tgn "$dir/sprt.tgn"
[ "$(grep -c "^\[FEN \"$first\"\]" "$dir/sprt.tgn")" -eq 2 ] || { bad "SPRT without openings: not the suite"; cat "$dir/sprt.tgn"; }
match sprtr.txt --engine builtin:depth=2 --engine random --games 2 --sprt elo0=0,elo1=50 --max-moves 2 --random-plies 0 \
    --tgn "$dir/sprtr.tgn"
grep -q '^\[FEN ' "$dir/sprtr.tgn" && bad "--random-plies 0 with --sprt still played the suite"

# progress: nothing without a terminal, the line with --progress (on
# standard error only, erased at the end), and under a pseudo-terminal
match quietp.txt --engine random --engine random --games 2 --max-moves 5
[ -s "$dir/quietp.txt.err" ] && bad "progress without a terminal: $(od -c "$dir/quietp.txt.err" | head -3)"
match prog.txt --engine builtin:depth=1 --engine random --games 2 --max-moves 5 --progress --sprt elo0=0,elo1=5
grep -q "match: 0/2 games, +0 -0 =0, 50.0%, LLR 0.00 (-2.94, 2.94), ? left" "$dir/prog.txt.err" || bad "no first progress line: $(od -c "$dir/prog.txt.err" | head)"
grep -q "match: 2/2 games, +[0-2] -[0-2] =[0-2], [0-9.]*%, Elo [^,]*, LLR [-0-9.]* (-2.94, 2.94), 0:0[0-9] left" "$dir/prog.txt.err" \
    || bad "no last progress line: $(od -c "$dir/prog.txt.err" | head)"
grep -q "match: .*; game 1, move 1" "$dir/prog.txt.err" || bad "no line during a game"
[ "$(tail -c 1 "$dir/prog.txt.err" | od -An -c | tr -d ' ')" = '\r' ] || bad "the progress line is not erased"
grep -q "match:" "$dir/prog.txt" && bad "progress on standard output"
if command -v script > /dev/null 2>&1; then # util-linux: standard error a pseudo-terminal, output a file
    script -qec "'$TAVRELI' match --engine random --engine random --games 2 --max-moves 5 > '$dir/pty.out'" \
        "$dir/pty.err" < /dev/null > /dev/null || bad "match under a terminal"
    grep -q "$(printf '\r')match: 2/2 games" "$dir/pty.err" || bad "no progress under a terminal: $(od -c "$dir/pty.err" | head -3)"
    has "$dir/pty.out" '^game 2: '
    grep -q "match:" "$dir/pty.out" && bad "progress on standard output under a terminal"
fi

# --option: set on the built-in engine (they were ignored: the same games
# with every piece worth 1), and for a UCI engine checked against what it
# declares before the first game (Bogus=1, Threads=0, Hash=99999999 were
# sent without a word)
k=0
for o in "" "--option ValuePawn=1 --option ValueKnight=1 --option ValueQueen=1"; do
    k=$((k + 1))
    # shellcheck disable=SC2086
    timeout 300 "$TAVRELI" match --engine builtin $o --engine builtin --games 2 --depth 2 --max-moves 8 \
        --tgn "$dir/opt.tgn" > /dev/null 2>&1 || bad "match --option $o failed"
    grep -v '^\[' "$dir/opt.tgn" > "$dir/opt$k.moves"
done
cmp -s "$dir/opt1.moves" "$dir/opt2.moves" && bad "--option on the builtin engine changed no move"
for o in Bogus=1 Threads=0 Hash=99999999; do
    timeout 60 "$TAVRELI" match --engine "$TAVRELI uci" --option "$o" --engine random --games 1 --depth 1 \
        > "$dir/o.out" 2> "$dir/o.err" && bad "--option $o for a UCI engine accepted"
    name=${o%%=*}
    has "$dir/o.err" "^tavreli: engine 1: --option $o: "
    [ "$name" = Bogus ] || has "$dir/o.err" "$name is an integer [0-9]*\.\.[0-9]*"
    grep -q '^game 1' "$dir/o.out" && bad "--option $o: a game was played"
done
timeout 60 "$TAVRELI" match --engine builtin --option ValuePawn=0 --engine random --games 1 --depth 1 \
    > "$dir/o.out" 2> "$dir/o.err" && bad "--option ValuePawn=0 for the builtin engine accepted"
has "$dir/o.err" 'ValuePawn is an integer 1\.\.3000'

# --tgn on a full disk (/dev/full: ENOSPC at every write) exited 0 without
# a word and played on: the match stops at the first game it cannot keep
if [ -w /dev/full ]; then
    timeout 300 "$TAVRELI" match --engine random --engine random --games 4 --max-moves 2 --tgn /dev/full \
        > "$dir/full.out" 2> "$dir/full.err"
    rc=$?
    [ $rc = 1 ] || bad "--tgn /dev/full: exit $rc, want 1"
    has "$dir/full.err" '^tavreli: --tgn /dev/full: cannot write game 1 (No space left on device); the match stops$'
    grep -q '^game 2:' "$dir/full.out" && bad "--tgn /dev/full: played on after the failed write"
fi
exit $fail
