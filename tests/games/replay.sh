#!/bin/sh
# The twenty tournament games 1997-2003 (tests/data/games, README beside
# them): real game scores as the outside test of R2-R9.
#
#  1. Each game, with the source's typos repaired HERE (the data file is
#     verbatim and never edited), replays legal to the last move with
#     `tavreli fen startpos MOVE...` (R9 notation; '+', 'x', '!', '?' are
#     kept, the notation reader accepts them). Repairs: Cyrillic 'с' (U+0441)
#     -> 'c'; upper-case squares -> lower case; "b1 e1" -> "b1-e1"; a
#     trailing '*' (score cut short by the publisher) dropped.
#  2. Exactly the games that end in checkmate on the board (R8) are the five
#     listed in MATES below; the README says five do.
#  3. Strict side: replayed verbatim, the games with typos fail at the first
#     typo, and the error names that move; the typos are exactly in TYPOS.
#
# Needs $TAVRELI (the CLI), $TESTDATA (tests/data) and $GAME_END (the
# helper tests/games/game_end, which prints checkmate/stalemate/check/none).
set -u
set -f   # moves like "d2-d4?" must never be globbed
LC_ALL=C
export LC_ALL

MATES=" 1 2 3 11 18 "
TYPOS=" 1 11 13 15 17 "

: "${TAVRELI:?TAVRELI must name the tavreli program}"
: "${TESTDATA:?TESTDATA must name tests/data}"
: "${GAME_END:?GAME_END must name tests/games/game_end}"
file="$TESTDATA/games/tournament-1997-2003.txt"
[ -r "$file" ] || { echo "FAIL: cannot read $file"; exit 1; }

cyr_es=$(printf '\321\201')     # U+0441 CYRILLIC SMALL LETTER ES, UTF-8
tmp=${TMPDIR:-/tmp}/replay.$$
trap 'rm -f "$tmp".err' EXIT
status=0
fail() { echo "FAIL $*"; status=1; }

# Repair one game's move text. Sets: norm (repaired moves), repairs (what
# was repaired), first_typo (1-based index of the first raw token that was a
# typo, 0 if none), star (1 if a trailing '*' was dropped).
normalise() {
    norm="" repairs="" first_typo=0 star=0
    set -- $1
    i=0
    while [ $# -gt 0 ]; do
        i=$((i + 1))
        at=$i
        tok=$1
        shift
        if [ $# -eq 0 ]; then
            case $tok in
            *'*') tok=${tok%'*'}; star=1 ;;
            esac
            [ -n "$tok" ] || break
        fi
        fixed=$tok
        case $tok in
        *[!a-h1-8x:\(\)+!?#=0-9O-]*)
            fixed=$(printf '%s\n' "$tok" | sed -e "s/$cyr_es/c/g")
            [ "$fixed" = "$tok" ] || repairs="$repairs Cyrillic-c($i:$tok)" ;;
        esac
        case $fixed in
        *[A-H][1-8]*)
            up=$fixed
            fixed=$(printf '%s\n' "$fixed" | sed -e 's/A\([1-8]\)/a\1/g' -e 's/B\([1-8]\)/b\1/g' \
                -e 's/C\([1-8]\)/c\1/g' -e 's/D\([1-8]\)/d\1/g' -e 's/E\([1-8]\)/e\1/g' \
                -e 's/F\([1-8]\)/f\1/g' -e 's/G\([1-8]\)/g\1/g' -e 's/H\([1-8]\)/h\1/g')
            repairs="$repairs upper-case($i:$up)" ;;
        esac
        if [ $# -gt 0 ]; then
            case $fixed in
            [a-h][1-8])
                case $1 in
                [a-h][1-8]*)
                    repairs="$repairs hyphen($i:$fixed $1)"
                    fixed="$fixed-$1"
                    shift
                    i=$((i + 1)) ;;
                esac ;;
            esac
        fi
        if [ "$fixed" != "$tok" ] && [ "$first_typo" -eq 0 ]; then
            first_typo=$at
        fi
        norm="$norm $fixed"
    done
}

# Replay moves from the start position. Sets: final (TFEN) or bad_index and
# bad_text (the CLI's error line). Returns 0 when every move was legal.
replay() {
    final="" bad_index=0 bad_text=""
    set -- $1
    if final=$("$TAVRELI" fen startpos "$@" 2>"$tmp.err"); then
        return 0
    fi
    bad_text=$(cat "$tmp.err")
    bad_index=$(sed -n 's/^tavreli: move \([0-9][0-9]*\)[: ].*/\1/p' "$tmp.err")
    [ -n "$bad_index" ] || bad_index=0
    return 1
}

# "ply N" -> "move M (white|black)"
ply_name() {
    if [ $(($1 % 2)) -eq 1 ]; then echo "ply $1 = move $((($1 + 1) / 2)) white"
    else echo "ply $1 = move $(($1 / 2)) black"; fi
}

nth() { shift "$1"; echo "$1"; }

games=0 mates="" typos=""
game=0 heading=""
while IFS= read -r line; do
    case $line in
    '#'* | '') continue ;;
    '[Game '*)
        game=$(printf '%s\n' "$line" | sed -n 's/^\[Game \([0-9][0-9]*\)\].*/\1/p')
        heading=${line#*] }
        continue ;;
    esac
    [ "$game" -gt 0 ] || { fail "moves before any [Game N] heading"; continue; }
    games=$((games + 1))
    raw=$line
    normalise "$raw"
    plies=$(set -- $norm; echo $#)

    # 1. the repaired game replays to the last move
    if ! replay "$norm"; then
        tok=$( [ "$bad_index" -gt 0 ] && nth "$bad_index" $norm )
        fail "game $game ($heading): $(ply_name "$bad_index") '$tok' not legal: $bad_text"
        game=0
        continue
    fi
    "$GAME_END" "$final" > "$tmp.err" 2>&1 || { fail "game $game: game_end failed: $(cat "$tmp.err")"; game=0; continue; }
    end=$(cat "$tmp.err")
    # cross-check with the CLI: no legal move iff checkmate or stalemate
    nmoves=$("$TAVRELI" moves "$final" | wc -l | tr -d ' ')
    case $end in
    checkmate | stalemate) [ "$nmoves" -eq 0 ] || fail "game $game: $end but 'tavreli moves' lists $nmoves moves" ;;
    *) [ "$nmoves" -gt 0 ] || fail "game $game: 'tavreli moves' lists no move but the game is not over ($end)" ;;
    esac
    [ "$end" = checkmate ] && mates="$mates $game"

    # 2. checkmate exactly where expected
    case $MATES in
    *" $game "*) [ "$end" = checkmate ] || fail "game $game: expected to end in checkmate, ends in '$end': $final" ;;
    *) [ "$end" != checkmate ] || fail "game $game: ends in checkmate, not listed in MATES: $final" ;;
    esac

    # 3. strict side: verbatim text (only a trailing '*' removed) fails at the typo
    strict_error=""
    if [ "$first_typo" -gt 0 ]; then
        typos="$typos $game"
        strict=$(printf '%s\n' "$raw" | sed -e 's/\*$//')
        typo_tok=$(nth "$first_typo" $strict)
        if replay "$strict"; then
            fail "game $game: verbatim text with typo '$typo_tok' (token $first_typo) replayed without error"
        elif [ "$bad_index" -ne "$first_typo" ]; then
            fail "game $game: verbatim text failed at move $bad_index, expected at the typo, move $first_typo '$typo_tok': $bad_text"
        else
            case $bad_text in
            *"move $first_typo: move '$typo_tok'"*) strict_error=$bad_text ;;
            *) fail "game $game: the error does not name move $first_typo '$typo_tok': $bad_text" ;;
            esac
        fi
    fi
    case $TYPOS in
    *" $game "*) [ "$first_typo" -gt 0 ] || fail "game $game: expected a typo to repair, found none" ;;
    *) [ "$first_typo" -eq 0 ] || fail "game $game: unexpected repair:$repairs" ;;
    esac

    note=""
    [ -n "$repairs" ] && note="; repaired:$repairs; verbatim fails at $(ply_name "$first_typo") [$strict_error]"
    [ "$star" -eq 1 ] && note="$note; score cut short (*)"
    echo "ok game $game: $plies plies legal, ends: $end$note"
    game=0
done < "$file"

[ "$games" -eq 20 ] || fail "expected 20 games, read $games"
[ "$mates" = " 1 2 3 11 18" ] || fail "checkmates in games$mates, expected$MATES"
[ "$typos" = " 1 11 13 15 17" ] || fail "typos in games$typos, expected$TYPOS"
echo "checkmate on the board:$mates"
exit $status
