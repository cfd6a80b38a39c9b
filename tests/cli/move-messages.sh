#!/bin/sh
# make check: the CLI shows an unreadable move's message as the library
# wrote it, hint included: the same text as Python, JavaScript, Java and Lua
# give for the rows "an unreadable move's message: MOVE (R9)" of
# bindings/parity.tsv.
: "${TAVRELI:?}"
here=$(cd "$(dirname "$0")" && pwd)
tsv=$here/../../bindings/parity.tsv
fail=0 n=0
tab=$(printf '\t')
prefix="an unreadable move's message: "
while IFS="$tab" read -r feature expected rest; do
    case $feature in "$prefix"*" (R9)") ;; *) continue ;; esac
    move=${feature#"$prefix"}
    move=${move%" (R9)"}
    n=$((n + 1))
    got=$("$TAVRELI" fen startpos "$move" 2>&1 >/dev/null); rc=$?
    want="tavreli: move 1: $expected"
    if [ "$rc" = 0 ] || [ "$got" != "$want" ]; then
        echo "FAIL: tavreli fen startpos '$move' (exit $rc)"
        echo "  got:  $got"
        echo "  want: $want"
        fail=1
    fi
done < "$tsv"
[ "$n" -ge 3 ] || { echo "FAIL: only $n rows '$prefix...' in $tsv"; fail=1; }
[ $fail = 0 ] && echo "ok: $n unreadable moves, the same message as every language"
exit $fail
