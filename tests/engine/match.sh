#!/bin/sh
# tavreli match: engines that crash, hang or play an illegal move lose the
# game with the reason recorded, and the match goes on; games go to one
# valid TGN file (R11); seeded matches repeat exactly; the table.
set -u
: "${TAVRELI:=./cli/tavreli}"
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d) ; trap 'rm -rf "$dir"' EXIT
fail=0
has() { grep -q -- "$2" "$1" || { echo "FAIL: no '$2' in $1"; cat "$1"; fail=1; }; }
match() { # match OUT ARGS...: must exit 0 within the time limit
    o=$1; shift
    timeout 120 "$TAVRELI" match "$@" > "$dir/$o" 2>&1
    rc=$?
    [ $rc -eq 0 ] || { echo "FAIL: match $* exited $rc"; cat "$dir/$o"; fail=1; }
}

for kind in crash hang illegal junk; do
    case $kind in
        junk) cmd="sh $here/fake-illegal.sh junk" ;;
        *) cmd="sh $here/fake-$kind.sh" ;;
    esac
    match $kind.txt --engine "$cmd" --engine builtin:depth=1 --games 4 --depth 1 --timeout 700 \
        --random-plies 2 --tgn "$dir/$kind.tgn"
    has "$dir/$kind.txt" "^game 4: "
    has "$dir/$kind.txt" "score of fake-[a-z]*: 0.0/4 (0.0%)"
    "$TAVRELI" validate "$dir/$kind.tgn" > "$dir/$kind.val" 2>&1 || { echo "FAIL: $kind.tgn invalid"; cat "$dir/$kind.val"; fail=1; }
    [ "$(grep -c '^\[Event ' "$dir/$kind.tgn")" -eq 4 ] || { echo "FAIL: $kind.tgn does not hold 4 games"; fail=1; }
done
has "$dir/crash.txt" "crashed (go)"
has "$dir/crash.tgn" '^\[Termination "rules infraction"\]'
has "$dir/hang.txt" "hung (go, no answer within 700 ms)"
has "$dir/hang.tgn" '^\[Termination "time forfeit"\]'
has "$dir/illegal.txt" "played an illegal or unreadable move 'e2-e5'"
has "$dir/junk.txt" "played an illegal or unreadable move 'zz9'"
tr '\n' ' ' < "$dir/illegal.tgn" | grep -q "{fake-illegal played an illegal or unreadable move 'e2-e5'}" \
    || { echo "FAIL: the reason is not in the TGN comment"; fail=1; }
# the hung program and its shell are gone
sleep 1
# (this tree's fake only: other checkouts on the machine may run theirs)
if ps -eo args | grep -v grep | grep -qF "$here/fake-hang.sh"; then echo "FAIL: fake-hang.sh still running"; fail=1; fi

# a UCI engine against the built-in one, with openings from a file; a
# seeded match gives the same games twice
printf '%s\n' '# openings' 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 ; 1. e2-e4 e7-e5' \
    'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1' > "$dir/open.epd"
match uci.txt --engine "$TAVRELI uci" --engine builtin --games 2 --depth 2 --openings "$dir/open.epd" \
    --max-moves 30 --tgn "$dir/uci.tgn"
has "$dir/uci.txt" '^game 2: builtin - '
has "$dir/uci.tgn" '\[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"\]'
"$TAVRELI" validate "$dir/uci.tgn" > /dev/null 2>&1 || { echo "FAIL: uci.tgn invalid"; fail=1; }
for i in 1 2; do
    match seed$i.txt --engine random --engine greedy --games 4 --random-plies 4 --seed 9 --max-moves 60 --tgn "$dir/seed$i.tgn"
done
cmp -s "$dir/seed1.tgn" "$dir/seed2.tgn" || { echo "FAIL: the same seed gave other games"; fail=1; }
has "$dir/seed1.txt" '^Elo difference: '
has "$dir/seed1.txt" '^random  *greedy  *4 '
# a draw by the move limit is adjudicated by the rules (R8 claims first)
match limit.txt --engine random --engine random --games 2 --max-moves 3 --tgn "$dir/limit.tgn"
has "$dir/limit.txt" 'move limit (3 moves): adjudicated a draw'
has "$dir/limit.tgn" '1/2-1/2'
# a dead position (R8) ends the game at once as a draw: from K+N against K
printf '%s\n' '8/8/8/4k3/8/8/8/3NK3 w - - 0 1' > "$dir/dead.epd"
match dead.txt --engine random --engine greedy --games 2 --openings "$dir/dead.epd" --tgn "$dir/dead.tgn"
has "$dir/dead.txt" 'dead position (neither side can mate)'
has "$dir/dead.tgn" '1/2-1/2'
[ "$(grep -c '^1/2-1/2\|[^-]1/2-1/2$' "$dir/dead.tgn")" -ge 2 ] || { echo "FAIL: dead.tgn games not drawn"; cat "$dir/dead.tgn"; fail=1; }

# the clocks follow the opening's side to move (black first
# here); white (random, instant) keeps its 2 s, black's clock runs down
match clk.txt --engine random --engine builtin:movetime=300 --games 1 --tc 2 --random-plies 1 --seed 3 \
    --max-moves 4 --tgn "$dir/clk.tgn"
has "$dir/clk.tgn" '\[FEN "[^"]* b '
tr '\n' ' ' < "$dir/clk.tgn" > "$dir/clk.flat"
white=$(grep -o '[0-9]\. [^ ]* {\[%clk [^]]*\]' "$dir/clk.flat" | sed 's/.*clk //; s/\]//' | sort -u | tr '\n' ' ')
[ "$white" = "0:00:02 " ] || { echo "FAIL: white's clock ran while black thought: $white"; cat "$dir/clk.tgn"; fail=1; }
grep -q '[0-9]\.\.\. [^ ]* {\[%clk 0:00:01\.[0-9]*\]' "$dir/clk.flat" \
    || { echo "FAIL: black's clock did not run"; cat "$dir/clk.tgn"; fail=1; }
# a --timeout above 2^32 ms is a long wait, not none
match long.txt --engine "$TAVRELI uci" --engine random --games 1 --depth 1 --timeout 4294967296 --max-moves 2
has "$dir/long.txt" 'move limit (2 moves)'
# no deadline at a fixed depth unless --timeout is given; a
# bestmove with tabs and leading white space is read
match slow.txt --engine "sh $here/fake-slow.sh" --engine random --games 1 --depth 1 --max-moves 1
has "$dir/slow.txt" 'move limit (1 moves)'
"$TAVRELI" match --engine random --engine random --timeout 0 > "$dir/range.txt" 2>&1
has "$dir/range.txt" "--timeout takes a whole number from 1 to 1099511627776, not '0'"

# engines named by their id name or --name, options sent
match idname.txt --engine "$TAVRELI uci" --engine random --games 1 --depth 1 --max-moves 2
has "$dir/idname.txt" '^game 1: tavreli [0-9][^ ]* - random '
match named.txt --engine "$TAVRELI uci" --name alpha --option Hash=2 --option 'Clear Hash=' --engine random \
    --name beta --games 1 --depth 1 --max-moves 2
has "$dir/named.txt" '^game 1: alpha - beta '
"$TAVRELI" match --engine random --option Hash --engine random > /dev/null 2>&1
[ $? -eq 2 ] || { echo "FAIL: --option without = accepted"; fail=1; }
# the Elo line at a 100% score: a bound, not -inf/+inf, said not to be an
# estimate (after 2-0 the bound is negative: it reads as a loss otherwise)
match all.txt --engine builtin:depth=2 --engine random --games 2 --random-plies 2
has "$dir/all.txt" '^Elo difference: no estimate (every game won); 95%: at least [-+][0-9.]* after 2 games$'
if grep -q 'inf' "$dir/all.txt"; then echo "FAIL: inf in the Elo line"; cat "$dir/all.txt"; fail=1; fi

# --sprt stops when the test decides and prints the LLR
match sprt.txt --engine builtin:depth=2 --engine random --games 100 --random-plies 2 --sprt elo0=0,elo1=50 --quiet
has "$dir/sprt.txt" '^SPRT: elo0 0 elo1 50 alpha 0.05 beta 0.05: LLR [0-9.]* (-2.94, 2.94): H1 accepted$'
if grep -q '^builtin:depth=2 *random *100 ' "$dir/sprt.txt"; then echo "FAIL: SPRT did not stop"; fail=1; fi
"$TAVRELI" match --engine random --engine random --sprt elo0=5,elo1=0 > /dev/null 2>&1
[ $? -eq 2 ] || { echo "FAIL: --sprt with elo0 > elo1 accepted"; fail=1; }

# usage errors
"$TAVRELI" match --engine random > /dev/null 2>&1; [ $? -eq 2 ] || { echo "FAIL: one engine accepted"; fail=1; }
"$TAVRELI" match --engine random --engine 'builtin:depth=x' > /dev/null 2>&1; [ $? -eq 2 ] || { echo "FAIL: bad builtin accepted"; fail=1; }
"$TAVRELI" match --engine random --engine random --openings /nonexistent > /dev/null 2>&1; [ $? -eq 1 ] || { echo "FAIL: missing openings file accepted"; fail=1; }
exit $fail
