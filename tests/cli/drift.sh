#!/bin/sh
# make check: the man page, the bash completion, the usage texts and every
# command's option parser agree with the table (cli/table.c).
#  1. doc/tavreli.1 and cli/completion/tavreli are what cli/gen-docs writes
#     from the table (make update-cli-docs refreshes them);
#  2. each option of the table, given to its command with a value it takes,
#     is handled by the command's parser; under TAVRELI_CHECK_OPTIONS every
#     branch of the parser is checked to name an option of the table (so a
#     parser cannot take an option that the table, and the docs, lack);
#  3. no command compares arguments against option names by hand;
#  4. each command's --help and its man page section list the same options.
: "${TAVRELI:?}"
srcdir=${srcdir:-.}
gen=$(dirname "$TAVRELI")/gen-docs
fail=0
bad() { echo "FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

"$gen" man > "$tmp/man" || bad "gen-docs man"
diff -u "$srcdir/doc/tavreli.1" "$tmp/man" > "$tmp/d" || bad "doc/tavreli.1 differs from the table: run make update-cli-docs
$(head -20 "$tmp/d")"
"$gen" bash > "$tmp/bash" || bad "gen-docs bash"
diff -u "$srcdir/cli/completion/tavreli" "$tmp/bash" > "$tmp/d" || bad "cli/completion/tavreli differs from the table: run make update-cli-docs
$(head -20 "$tmp/d")"

"$gen" options > "$tmp/options" || bad "gen-docs options"
[ -s "$tmp/options" ] || bad "no options in the table"
cd "$tmp" || exit 1
: > openings.epd && echo startpos > openings.epd
n=0
while IFS='|' read -r cmd opt kind lo hi example operands; do
    n=$((n + 1))
    if [ "$kind" = flag ]; then set -- "$opt"; else set -- "$opt" "$example"; fi
    # shellcheck disable=SC2086
    out=$(TAVRELI_CHECK_OPTIONS=1 "$TAVRELI" "$cmd" "$@" $operands < /dev/null 2>&1)
    rc=$?
    [ $rc = 0 ] && [ "$out" = "tavreli $cmd: options parsed" ] ||
        bad "table and parser disagree on $opt: tavreli $cmd $* $operands exits $rc: $out"
done < "$tmp/options"
echo "checked $n options of the table against their parsers"
cd - > /dev/null || exit 1

# 3: option names compared by hand, outside the table's parser (cli/args.c)
# and the dispatcher's --help and --version (cli/main.c)
ls "$srcdir"/cli/*.c | grep -v '/cli/args\.c$\|/cli/main\.c$' > "$tmp/files"
# shellcheck disable=SC2046
grep -n 'strcmp([^)]*"--' $(cat "$tmp/files") > "$tmp/hand" && bad "options parsed outside the table:
$(cat "$tmp/hand")"

# 4: --help and the man page list the same options for every command
for cmd in $(cut -d'|' -f1 "$tmp/options" | uniq) fen moves uci; do
    "$TAVRELI" "$cmd" --help | sed -n 's/^  \(--[a-z-]*\).*/\1/p' | sort > "$tmp/help"
    sed -n "/^\.SS $cmd\( \|\$\)/,/^\.S[SH] /p" "$tmp/man" | sed -n 's/^\.BI\{0,1\} "\{0,1\}\(\\-\\-[a-z\\-]*\).*/\1/p' |
        sed 's/\\-/-/g' | sort > "$tmp/manopts"
    cmp -s "$tmp/help" "$tmp/manopts" || bad "tavreli $cmd --help and the man page differ: $(diff "$tmp/help" "$tmp/manopts" | tr '\n' ' ')"
done
exit $fail
