#!/bin/sh
# make check: tavreli annotate on the twenty tournament games: the annotated
# records pass tavreli validate (R11) with an evaluation on every move, the
# same node count gives the same bytes, --json gives one object a game with
# both players' summaries, --graph draws one graph a game (rendered by
# rsvg-convert when it is there), and the progress line stays on standard
# error.
: "${TAVRELI:?}"
fail=0
bad() { echo "FAIL: $*"; fail=1; }
here=$(cd "$(dirname "$0")" && pwd)
games=$here/../data/games/tournament-1997-2003.tgn
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

"$TAVRELI" annotate --nodes 3000 "$games" > "$tmp/a.tgn" 2> "$tmp/err" || bad "annotate: exit $?"
"$TAVRELI" validate "$tmp/a.tgn" > "$tmp/validate" 2>&1 || bad "validate: $(tail -3 "$tmp/validate")"
[ "$(grep -c '^\[WhiteAccuracy ' "$tmp/a.tgn")" = 20 ] || bad "not twenty summaries"
# every move but the five mates has an evaluation: count moves from the JSON
"$TAVRELI" annotate --nodes 3000 "$games" > "$tmp/b.tgn" 2> /dev/null
cmp -s "$tmp/a.tgn" "$tmp/b.tgn" || bad "two runs at 3000 nodes differ"
"$TAVRELI" annotate --json --nodes 3000 --graph "$tmp/g.svg" "$games" > "$tmp/a.json" 2> "$tmp/err" || bad "--json"
[ -s "$tmp/err" ] && grep -qv 'warning' "$tmp/err" && bad "--json wrote more than the record's warnings: $(head -3 "$tmp/err")"
if command -v python3 > /dev/null 2>&1; then
    python3 - "$tmp/a.json" "$tmp/a.tgn" <<'PY' || bad "--json and the record disagree"
import json, re, sys
games = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
assert len(games) == 20, len(games)
moves = sum(len(g["moves"]) for g in games)
mates = sum(1 for g in games if g["moves"] and g["moves"][-1]["after"].get("board") == "won")
assert mates == 5, mates
evals = len(re.findall(r"\[%eval [^\]]+\]", open(sys.argv[2], encoding="utf-8").read()))
assert evals == moves - mates, (evals, moves, mates)
for g in games:
    for side in ("white", "black"):
        p = g["players"][side]
        assert 0 <= p["accuracy"] <= 100 and p["moves"] > 0, p
PY
fi
[ -s "$tmp/g.svg" ] && [ -s "$tmp/g-20.svg" ] && [ ! -e "$tmp/g-21.svg" ] || bad "--graph: not one graph a game: $(ls "$tmp")"
if command -v rsvg-convert > /dev/null 2>&1; then
    rsvg-convert -w 600 -h 200 "$tmp/g.svg" -o "$tmp/g.png" || bad "rsvg-convert cannot render the graph"
fi
# the progress line, with --progress, on standard error only
"$TAVRELI" annotate --progress --nodes 500 "$games" > "$tmp/p.tgn" 2> "$tmp/err" || bad "--progress"
grep -q 'game [0-9]*/20, .* positions/s, .* left' "$tmp/err" || bad "--progress: $(od -c "$tmp/err" | head -3)"
grep -q 'positions/s' "$tmp/p.tgn" && bad "--progress wrote on standard output"
# errors
"$TAVRELI" annotate "$tmp/none.tgn" > /dev/null 2>&1; [ $? = 1 ] || bad "a missing file is not exit 1"
"$TAVRELI" annotate --nodes 0 "$games" > /dev/null 2>&1; [ $? = 2 ] || bad "--nodes 0 is not a usage error"
exit $fail
