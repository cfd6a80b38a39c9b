#!/bin/sh
# make check: every numeric option of every command goes through the one
# number parser (cli/args.c) with the range of its row in cli/table.c: a
# value out of range, a sign, junk, nan or inf is a usage error (exit 2)
# whose one-line message names the range, followed by a hint to --help.
# The options come from the table (cli/gen-docs options).
: "${TAVRELI:?}"
gen=$(dirname "$TAVRELI")/gen-docs
fail=0
bad() { echo "FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# expect_usage WHAT CMD ARGS...: exit 2, "tavreli CMD: ..." then the hint
expect_usage() {
    want=$1; cmd=$2; shift
    "$TAVRELI" "$@" < /dev/null > "$tmp/out" 2> "$tmp/err"
    rc=$?
    [ $rc = 2 ] || { bad "tavreli $*: exit $rc, not 2"; return; }
    [ -s "$tmp/out" ] && bad "tavreli $*: wrote to standard output"
    [ "$(wc -l < "$tmp/err")" -eq 2 ] || bad "tavreli $*: not one line and a hint: $(cat "$tmp/err")"
    grep -qF "$want" "$tmp/err" || bad "tavreli $*: no '$want' in: $(cat "$tmp/err")"
    grep -qx "Try 'tavreli $cmd --help'." "$tmp/err" || bad "tavreli $*: no hint: $(cat "$tmp/err")"
}

# what hostile tries found
expect_usage "from 1 to" solve --nodes abc startpos
expect_usage "from 1 to" solve --nodes -1 startpos
expect_usage "from 0.001 to 10000000, not 'nan'" solve --seconds nan startpos
expect_usage "from 0.001 to 10000000, not '-1'" solve --seconds -1 startpos
expect_usage "from 64 to 16384, not '63'" svg --size 63 startpos
expect_usage "from 64 to 16384, not '16385'" svg --size 16385 startpos
expect_usage "DEPTH must be a whole number from 0 to 64" perft startpos 65
expect_usage "DEPTH must be a whole number from 0 to 64" perft startpos x
expect_usage "DEPTH must be a whole number from 0 to 64, not '-1'" perft startpos -1

n=0
"$gen" options | while IFS='|' read -r cmd opt kind lo hi example operands; do
    case $kind in
    uint)
        # one above the top (2^64 - 1 is above what the shell's arithmetic holds)
        if [ "$hi" = 18446744073709551615 ]; then above=18446744073709551616; else above=$((hi + 1)); fi
        set -- abc -1 +1 "1x" " 1" "" "$above"
        [ "$lo" != 0 ] && set -- "$@" "$((lo - 1))"
        what="takes a whole number from $lo to $hi" ;;
    real)
        set -- nan inf -1 abc "1x" 0x10 "" "$(awk "BEGIN { printf \"%.0f\", $hi * 10 }")" \
            "$(awk "BEGIN { printf \"%.6f\", $lo / 2 }")"
        what="takes a number from $lo to $hi" ;;
    *) continue ;;
    esac
    for v in "$@"; do
        # shellcheck disable=SC2086
        expect_usage "tavreli $cmd: $opt $what, not '$v'" "$cmd" "$opt" "$v" $operands
        n=$((n + 1))
    done
    # the ends of the range are taken (parsing only, TAVRELI_CHECK_OPTIONS)
    for v in "$lo" "$hi"; do
        # shellcheck disable=SC2086
        TAVRELI_CHECK_OPTIONS=1 "$TAVRELI" "$cmd" "$opt" "$v" $operands > /dev/null 2>&1 < /dev/null ||
            bad "tavreli $cmd $opt $v refused"
    done
    echo "$n" > "$tmp/n"
done
[ -s "$tmp/n" ] || bad "no numeric option in the table"
echo "$(cat "$tmp/n" 2>/dev/null) bad numbers refused"
exit $fail
