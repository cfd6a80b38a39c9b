#!/bin/sh
# tavreli validate / convert on the twenty real games and the TGN corpus
# (R11). Regenerates the committed canonical file and compares.
set -u
: "${TAVRELI:?}" "${TESTDATA:?}"
here=$(cd "$(dirname "$0")" && pwd)
games="$TESTDATA/games/tournament-1997-2003.tgn"
canonical="$TESTDATA/games/tournament-1997-2003.canonical.tgn"
tmp=${TMPDIR:-/tmp}/tgn-cli.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
expect_exit() { want=$1; shift; "$@" >"$tmp/out" 2>"$tmp/err"; got=$?; [ "$got" = "$want" ] || fail "exit $got, want $want: $*"; }

# convert --lenient regenerates the committed canonical file byte for byte
expect_exit 0 "$TAVRELI" convert --lenient "$games"
cmp -s "$tmp/out" "$canonical" || fail "convert --lenient differs from tests/data/games/$(basename "$canonical")"
[ "$(grep -c 'warning \[typo\]' "$tmp/err")" = 7 ] || fail "convert --lenient should report the 7 typo repairs on stderr"
# the canonical file converts to itself, strictly
expect_exit 0 "$TAVRELI" convert "$canonical"
cmp -s "$tmp/out" "$canonical" || fail "converting the canonical file changes it"
# strict convert skips the five games with typos
expect_exit 1 "$TAVRELI" convert "$games"
[ "$(grep -c '^\[Event' "$tmp/out")" = 15 ] || fail "strict convert should write 15 games"

# validate, lenient: all valid, with warnings; five checkmates
expect_exit 0 "$TAVRELI" validate --lenient "$games"
grep -qx '20 games: 20 valid (13 with warnings), 0 invalid; 5 end in checkmate' "$tmp/out" || fail "lenient summary"
for n in 1 3 11 18; do grep -q "^game $n \".*white checkmated" "$tmp/out" || fail "game $n: white checkmated"; done
grep -q '^game 2 ".*black checkmated' "$tmp/out" || fail "game 2: black checkmated"
grep -q 'tournament-1997-2003.tgn:13:19: warning \[typo\]: game 1, move 20 (white) .b1 e1.' "$tmp/out" || fail "game 1 typo location"

# validate, strict: games 1, 11, 13, 15, 17 rejected at the first typo
expect_exit 1 "$TAVRELI" validate "$games"
grep -qx '20 games: 15 valid (8 with warnings), 5 invalid; 3 end in checkmate' "$tmp/out" || fail "strict summary"
for loc in 13:19 147:39 172:58 199:22 226:13; do
    grep -q "tournament-1997-2003.tgn:$loc: error \[typo\]" "$tmp/out" || fail "strict error at $loc"
done
[ "$(grep -c '^game .*invalid' "$tmp/out")" = 5 ] || fail "strict: 5 invalid games"

# stdin, JSON
expect_exit 0 sh -c "\"$TAVRELI\" validate --lenient --json - < \"$games\""
py=/usr/bin/python3
if [ -x "$py" ]; then
    "$py" -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["games"] == 20 and d["valid"] == 20 and d["checkmates"] == 5, d
g = d["files"][0]["games"]
assert [x["game"] for x in g if x["end"] == "checkmate"] == [1, 2, 3, 11, 18]
typos = [(p["line"], p["column"]) for x in g for p in x["problems"] if p["kind"] == "typo"]
assert typos == [(13, 19), (147, 39), (147, 52), (172, 58), (172, 65), (199, 22), (226, 13)], typos
assert g[12]["problems"][0]["move"] == "c4(1)-\u0441" "6?"
' "$tmp/out" || fail "validate --json"
    # JSON stays valid on binary junk and quotes
    printf '[White "a\\"b"]\n1. e2-e4 \001\377 {\033} *\n' > "$tmp/junk.tgn"
    expect_exit 1 "$TAVRELI" validate --json "$tmp/junk.tgn"
    "$py" -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["files"][0]["games"][0]["white"] == "a\"b"' "$tmp/out" \
        || fail "validate --json on junk"
    # lead bytes 0xF5-0xFF, an overlong 0xC0, a surrogate and a cut
    # sequence in tags: the JSON is valid UTF-8 all the same (U+FFFD)
    printf '[White "\365\200\200\377\277\277x"]\n[Black "\300\257 \355\240\200 \342\200"]\n1. e2-e4 *\n' > "$tmp/bytes.tgn"
    expect_exit 0 "$TAVRELI" validate --json "$tmp/bytes.tgn"
    "$py" -c '
import json, sys
d = json.loads(open(sys.argv[1], "rb").read().decode("utf-8"))
g = d["files"][0]["games"][0]
assert g["white"] == "\ufffd" * 6 + "x", g["white"]
assert g["black"] == "\ufffd\ufffd \ufffd\ufffd\ufffd \ufffd\ufffd", g["black"]
' "$tmp/out" || fail "validate --json with bytes that are not UTF-8"
    # a byte-order mark at the start is not a game
    printf '\357\273\277[Event "x"]\n\n1. e2-e4 *\n' > "$tmp/bom.tgn"
    expect_exit 0 "$TAVRELI" validate "$tmp/bom.tgn"
    grep -q '^1 game: 1 valid' "$tmp/out" || fail "a byte-order mark makes a game"
else
    echo "note: no /usr/bin/python3, JSON not checked"
fi

# the corpus: valid files pass, invalid ones fail
for f in "$here"/valid/*.tgn; do expect_exit 0 "$TAVRELI" validate "$f"; done
for f in "$here"/invalid/*.tgn; do expect_exit 1 "$TAVRELI" validate --lenient "$f"; done

# R11: after a result the next game starts at its first movetext when it
# has no tags (three tagless games read as one game with an error)
expect_exit 0 "$TAVRELI" validate "$here/valid/tagless-games.tgn"
grep -qx '3 games: 3 valid (0 with warnings), 0 invalid; 0 end in checkmate' "$tmp/out" || fail "three tagless games"

# usage and unreadable files
expect_exit 2 "$TAVRELI" validate
expect_exit 2 "$TAVRELI" validate --bogus "$games"
expect_exit 2 "$TAVRELI" convert
expect_exit 1 "$TAVRELI" validate "$tmp/does-not-exist.tgn"
expect_exit 1 "$TAVRELI" convert "$tmp/does-not-exist.tgn"
# a directory said "input/output error"; /dev/zero was read for ever
for cmd in validate convert; do
    expect_exit 1 timeout 60 "$TAVRELI" $cmd "$here"
    grep -qx "tavreli: cannot open $here: a directory, not a file" "$tmp/err" || fail "$cmd DIR: $(cat "$tmp/err")"
    expect_exit 1 timeout 60 "$TAVRELI" $cmd /dev/zero
    grep -qx "tavreli: cannot open /dev/zero: a device, not a file" "$tmp/err" || fail "$cmd /dev/zero: $(cat "$tmp/err")"
done
# match --openings DIR said "no TFEN in DIR"
expect_exit 1 "$TAVRELI" match --engine random --engine random --games 1 --openings "$here"
grep -qx "tavreli: --openings: cannot open $here: a directory, not a file" "$tmp/err" || fail "match --openings DIR: $(cat "$tmp/err")"
# R11: a malformed or doubled [%eval] is a warning with its place, as a
# malformed [%clk] is; the game stays valid
printf '1. e2-e4 {[%%eval 0.3.4]} e7-e5 {[%%eval 0.10] [%%eval 0.20]} 2. d2-d4 {[%%eval #-2,9]} *\n' > "$tmp/evals.tgn"
expect_exit 0 "$TAVRELI" validate "$tmp/evals.tgn"
grep -qF "1:4: warning [annotation]: game 1, move 1 (white) 'e2-e4': unreadable evaluation in the comment \"[%eval 0.3.4]\"" "$tmp/out" \
    || fail "validate: no warning for a malformed [%eval]: $(cat "$tmp/out")"
grep -qF "'e7-e5': two [%eval] commands in the comment" "$tmp/out" || fail "validate: no warning for two [%eval]: $(cat "$tmp/out")"
grep -qF "ok (2 warnings)" "$tmp/out" || fail "validate: a good [%eval] warned about: $(cat "$tmp/out")"
[ $status = 0 ] && echo "ok: tavreli validate and convert"
exit $status
