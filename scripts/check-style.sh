#!/bin/sh
# The tracked files follow .editorconfig, the C ones .clang-format too:
# text with LF line ends, a final newline, no white space at a line's end,
# indentation by spaces (by tabs in makefiles and debian/rules). Data files (tests/data, fuzz corpora, the
# inputs of the hostile and invalid-record suites) keep the bytes their tests
# need. Runs in a git checkout; a tarball has no list of tracked files.
cd "$(dirname "$0")/.." || exit 1
command -v git > /dev/null && git rev-parse --is-inside-work-tree > /dev/null 2>&1 || {
  echo "SKIP: not a git checkout"; exit 77; }
list=${TMPDIR:-/tmp}/tav-style.$$
trap 'rm -f "$list" "$list.tab"' EXIT
git ls-files -z | tr '\0' '\n' |
  grep -vE '\.(png|svg|abi|wasm|gz|typed)$|^tests/data/|/corpus/|/invalid/|^tests/hostile/|package-lock\.json$' |
  while IFS= read -r f; do [ -s "$f" ] && printf '%s\n' "$f"; done > "$list"
[ -s "$list" ] || { echo "SKIP: no tracked file here (a tarball inside a checkout)"; exit 77; }
grep -vE '(^|/)(Makefile\.am|[^/]*\.mk|Makefile)$|^debian/rules$' "$list" > "$list.tab"
bad=0
# One pass each over all the files: grep names the file and the line.
tr '\n' '\0' < "$list" | xargs -0 grep -nIE '[[:space:]]$' | head -20 |
  sed 's/$/  <- white space or CR at the end of the line/' | grep . && bad=1
tr '\n' '\0' < "$list.tab" | xargs -0 grep -nIP '^ *\t' | head -20 |
  sed 's/$/  <- indented with a tab (.editorconfig: spaces)/' | grep . && bad=1
tr '\n' '\0' < "$list" | xargs -0 grep -LI '' | sed 's/$/: not text/' | grep . && bad=1
while IFS= read -r f; do
  [ "$(tail -c 1 "$f" | od -An -tx1 | tr -d ' ')" = 0a ] || { echo "$f: no newline at the end"; bad=1; }
done < "$list"
# The C sources follow .clang-format (clang-format 14, Debian's): one
# layout, so that a change shows only what it changes.
command -v clang-format > /dev/null || { echo "clang-format is not installed (scripts/setup.sh installs it)"; bad=1; }
if [ $bad -eq 0 ]; then
  grep -E '\.[ch]$' "$list" | tr '\n' '\0' | xargs -0 clang-format --dry-run 2>&1 |
    grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error)' | head -20 |
    sed 's/$/  <- not as .clang-format lays it out (clang-format -i FILE)/' | grep . && bad=1
fi
[ $bad -eq 0 ] && echo "ok: $(wc -l < "$list") files follow .editorconfig, the C ones .clang-format"
exit $bad
