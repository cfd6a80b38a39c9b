#!/bin/sh
# make check: tavreli --help, -h and help print the command list on standard
# output and exit 0; --version and version print "tavreli X.Y.Z" (the
# configure version) first; every command's --help, -h and `tavreli help
# CMD` print its whole usage (the same text) and exit 0; a usage error exits
# 2 with one line and a hint to `tavreli CMD --help`.
: "${TAVRELI:?}"
fail=0
bad() { echo "FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

for form in --help -h help; do
    "$TAVRELI" $form > "$tmp/list" 2> "$tmp/err" || bad "tavreli $form: exit $?"
    [ -s "$tmp/err" ] && bad "tavreli $form wrote to standard error"
    grep -q '^Commands:' "$tmp/list" || bad "tavreli $form: no command list"
done
commands=$(sed -n '/^Commands:/,/^$/s/^  \([a-z]*\) .*/\1/p' "$tmp/list" | grep -v '^help$\|^version$')
[ "$(echo "$commands" | wc -l)" -ge 13 ] || bad "too few commands listed: $commands"

version=$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"/\1/p' "$(dirname "$TAVRELI")/../config.h")
[ -n "$version" ] || bad "no PACKAGE_VERSION in config.h"
for form in --version version; do
    [ "$("$TAVRELI" $form | head -1)" = "tavreli $version" ] || bad "tavreli $form: $("$TAVRELI" $form)"
done

# help and version have a usage of their own too
for cmd in help version; do
    for form in --help -h; do
        "$TAVRELI" $cmd $form > "$tmp/a" 2> "$tmp/err" || bad "tavreli $cmd $form: exit $?"
        head -1 "$tmp/a" | grep -q "^usage: tavreli $cmd" || bad "tavreli $cmd $form: $(head -1 "$tmp/a")"
    done
done

for cmd in $commands; do
    "$TAVRELI" "$cmd" --help > "$tmp/a" 2> "$tmp/err" || bad "tavreli $cmd --help: exit $?"
    [ -s "$tmp/err" ] && bad "tavreli $cmd --help wrote to standard error"
    head -1 "$tmp/a" | grep -q "^usage: tavreli $cmd" || bad "tavreli $cmd --help: $(head -1 "$tmp/a")"
    grep -q '^  -h, --help ' "$tmp/a" || bad "tavreli $cmd --help lists no --help"
    "$TAVRELI" "$cmd" -h > "$tmp/b" || bad "tavreli $cmd -h: exit $?"
    "$TAVRELI" help "$cmd" > "$tmp/c" || bad "tavreli help $cmd: exit $?"
    cmp -s "$tmp/a" "$tmp/b" && cmp -s "$tmp/a" "$tmp/c" || bad "tavreli $cmd: --help, -h and help $cmd differ"
    # every option line says what it does
    awk '/^  --/ && NF < 3 { print }' "$tmp/a" | grep . && bad "tavreli $cmd --help: an option without help"
    # an unknown option stays an error when --help follows it
    "$TAVRELI" "$cmd" --bogus-option --help > /dev/null 2>&1
    [ $? = 2 ] || bad "tavreli $cmd --bogus-option: not a usage error"
    "$TAVRELI" "$cmd" --bogus-option > "$tmp/out" 2> "$tmp/err"
    [ $? = 2 ] || bad "tavreli $cmd --bogus-option: exit $?"
    [ "$(cat "$tmp/err")" = "tavreli $cmd: unknown option '--bogus-option'
Try 'tavreli $cmd --help'." ] || bad "tavreli $cmd --bogus-option: $(cat "$tmp/err")"
    [ -s "$tmp/out" ] && bad "tavreli $cmd --bogus-option wrote to standard output"
done

# the options missing from the old usage texts
"$TAVRELI" perft --help | grep -q -- '--hash MB' || bad "perft --help lacks --hash"
"$TAVRELI" solve --help | grep -q -- '--nodes N' || bad "solve --help lacks --nodes"
"$TAVRELI" solve --help | grep -q -- '--seconds S' || bad "solve --help lacks --seconds"
[ "$("$TAVRELI" svg --help | grep -c '^  --')" -ge 12 ] || bad "svg --help lists fewer than 12 options"

"$TAVRELI" > /dev/null 2>&1; [ $? = 2 ] || bad "no command: not a usage error"
"$TAVRELI" bogus > /dev/null 2> "$tmp/err"; [ $? = 2 ] || bad "unknown command: not a usage error"
grep -q "Try 'tavreli --help'" "$tmp/err" || bad "unknown command: no hint"
"$TAVRELI" help bogus > /dev/null 2>&1; [ $? = 2 ] || bad "help bogus: not a usage error"
"$TAVRELI" perft startpos > /dev/null 2> "$tmp/err"; [ $? = 2 ] || bad "perft without DEPTH: exit $?"
grep -q "^tavreli perft: expected TFEN DEPTH" "$tmp/err" || bad "perft without DEPTH: $(cat "$tmp/err")"
# options after the operands, --name=value and --
[ "$("$TAVRELI" perft startpos 2 --threads=2)" = "$("$TAVRELI" perft startpos 2)" ] || bad "options after operands"
[ "$("$TAVRELI" fen -- startpos e2-e4)" = "$("$TAVRELI" fen startpos e2-e4)" ] || bad "--"
exit $fail
