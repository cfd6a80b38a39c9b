#!/bin/sh
# tavreli svg: the documents are well-formed XML (xmllint, or Python's
# parser when xmllint is missing) for the start position, every line of
# tests/data/perft/tricky.epd (towers, badges, promoted pieces) at three
# sizes and both orientations, a tower of 31 and every option; the start
# position is byte for byte tests/render/start.svg (the output is
# deterministic); bad arguments exit 2, a bad TFEN 1, and nothing is
# written to standard output then.
: "${TAVRELI:?}" "${TESTDATA:?}"
here=$(cd "$(dirname "$0")" && pwd)
tmp=${TMPDIR:-/tmp}/tavreli-svg-$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0
if command -v xmllint >/dev/null 2>&1; then
    wellformed() { xmllint --noout "$1"; }
elif command -v "${PYTHON:-python3}" >/dev/null 2>&1; then
    wellformed() { "${PYTHON:-python3}" -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$1"; }
else
    echo "neither xmllint nor python3: cannot check the XML"; exit 77
fi
# check NAME TFEN [OPTION...]: render, and the document must be well-formed
check() {
    name=$1; shift
    if ! "$TAVRELI" svg "$@" > "$tmp/$name.svg"; then
        echo "FAIL: tavreli svg $* exited with $?"; fail=1; return
    fi
    if ! wellformed "$tmp/$name.svg"; then
        echo "FAIL: $name: not well-formed: tavreli svg $*"; fail=1; return
    fi
    case $(head -c 5 "$tmp/$name.svg") in '<svg ') ;; *) echo "FAIL: $name: no <svg"; fail=1 ;; esac
}
# expect_status STATUS ARG...: the exit status, and no output
expect_status() {
    want=$1; shift
    "$TAVRELI" svg "$@" > "$tmp/out" 2> "$tmp/err"
    got=$?
    if [ "$got" != "$want" ] || [ -s "$tmp/out" ] || [ ! -s "$tmp/err" ]; then
        echo "FAIL: tavreli svg $* exited $got (want $want), stdout $(wc -c < "$tmp/out") bytes"; fail=1
    fi
}

check start startpos
# TFEN MOVE...: the position after the moves, the last one highlighted, as
# the TFEN after them with --lastmove draws it (the pawn on e4, not e2)
check after-e4 startpos e2-e4
check tfen-e4 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1' --lastmove e2-e4
cmp -s "$tmp/after-e4.svg" "$tmp/tfen-e4.svg" || { echo "FAIL: svg startpos e2-e4 is not the position after e2-e4"; fail=1; }
expect_status 1 startpos e2-e5
if ! cmp -s "$tmp/start.svg" "$here/start.svg"; then
    echo "FAIL: the start position differs from tests/render/start.svg:"
    diff "$here/start.svg" "$tmp/start.svg" | head -20
    fail=1
fi
i=0
grep -v '^#' "$TESTDATA/perft/tricky.epd" | sed 's/ *;.*//' | while IFS= read -r tfen; do
    [ -n "$tfen" ] || continue
    i=$((i + 1))
    for size in 200 400 800; do
        check "tricky$i-$size" "$tfen" --size $size || exit 1
        check "tricky$i-$size-flip" "$tfen" --size $size --flip --no-coordinates || exit 1
    done
    [ $fail = 0 ] || exit 1
done || fail=1
tall='7k/8/8/8/4(P=Rp=rP=Np=nP=Bp=bP=Qp=qPpP=Bp=bP=Np=nP=Rp=rQqRrRrBbBbNnNnK)3/8/8/8 b - - 0 40'
check tall "$tall"
[ "$(grep -c 'class="token"' "$tmp/tall.svg")" = 33 ] || { echo "FAIL: tall: not 2 + 31 tokens"; fail=1; }
check options '4k3/4R3/8/8/8/8/8/4K3 b - - 0 1' --size 300 --orientation black --check auto \
    --lastmove e2-e7 --arrow e7e8 --arrow a1-h8:#ff000080 --arrow d4-d4:blue --fill h1:red \
    --mark c3 --mark f6 --color 'light=#123' --color 'square dark=#456789' --legend 2 \
    --title 'a <b> & "c"'
for want in 'class="check"' 'class="mark"' 'class="arrow" opacity="0.5"' 'fill="#112233"' \
        'fill="#456789"' '<title>a &lt;b&gt; &amp; &quot;c&quot;</title>' 'height="300"'; do
    grep -qF "$want" "$tmp/options.svg" || { echo "FAIL: options: no $want"; fail=1; }
done

expect_status 2
expect_status 2 --size 400
expect_status 2 startpos --size 0
expect_status 2 startpos --size 63
expect_status 2 startpos --size abc
expect_status 2 startpos --size
expect_status 2 startpos --orientation up
expect_status 2 startpos --lastmove e2
expect_status 2 startpos --lastmove e2-e9
expect_status 2 startpos --check e9
expect_status 2 startpos --arrow e2-e4:nocolour
expect_status 2 startpos --fill e4
expect_status 2 startpos --mark i1
expect_status 2 startpos --color light
expect_status 2 startpos --color 'sky=#fff'
expect_status 2 startpos --legend -1
expect_status 2 startpos --bogus
expect_status 1 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1'
exit $fail
