#!/bin/sh
# tavreli dead (R8 dead position, R13 flag fall): each side's answer with
# its proof, the JSON form, bad input; and tavreli validate reporting a game
# that ends in a dead position (drawn, so a win recorded there disagrees).
set -e
: "${TAVRELI:?}"
tmp=${TMPDIR:-/tmp}/tav-dead-$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

out=$("$TAVRELI" dead startpos)
echo "$out" | grep -q '^white can checkmate: yes, for example: 1\. ' || fail "start, white: $out"
echo "$out" | grep -q '^black can checkmate: yes, for example: 1\. ' || fail "start, black: $out"
echo "$out" | grep -qx 'dead position (R8): no' || fail "start: $out"

# R2: the black king sits on the white knight; white has K+N, black a bare king
out=$("$TAVRELI" dead '8/8/8/4(Nk)3/8/8/8/4K3 w - - 0 1')
echo "$out" | grep -q '^white can checkmate: no (material' || fail "prisoner: $out"
echo "$out" | grep -qx 'dead position (R8): yes' || fail "prisoner: $out"

# moves after the TFEN are played first
out=$("$TAVRELI" dead '8/8/8/4k3/8/8/8/R3K3 w - - 0 1' a1-a8 e5-d6)
echo "$out" | grep -q '^white can checkmate: yes, for example: 2\. ' || fail "after moves: $out"

json=$("$TAVRELI" dead --json 'n3k3/8/8/8/8/8/8/R3K3 w - - 0 1')
if command -v python3 >/dev/null 2>&1; then
  echo "$json" | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["white"]["can_checkmate"] == "yes" and d["white"]["line"], d
assert d["black"] == {"can_checkmate": "no", "proof": "material", "line": []}, d
assert d["dead"] == "no", d' || fail "json: $json"
fi
# the line proves it: played out, it ends in black being mated
line=$(echo "$json" | sed 's/.*"white": {[^[]*\[\([^]]*\)\].*/\1/' | tr -d '",')
end=$("$TAVRELI" fen 'n3k3/8/8/8/8/8/8/R3K3 w - - 0 1' $line) || fail "line does not replay: $line"
"$TAVRELI" analyse --json "$end" | grep -q '"end": "checkmate"' || fail "line does not mate: $line -> $end"
case "$end" in *' b '*) ;; *) fail "the mated side is not black: $end" ;; esac

# a tiny budget: unknown, never no
out=$("$TAVRELI" dead --nodes 10 '8/8/8/4k3/8/8/8/R3K3 w - - 0 1')
echo "$out" | grep -q '^white can checkmate: unknown' || fail "budget: $out"
echo "$out" | grep -qx 'dead position (R8): unknown' || fail "budget: $out"

# bad input: said, exit status 1 or 2, never a crash
set +e
"$TAVRELI" dead startpos e2-e9 > /dev/null 2> "$tmp/err"; rc=$?
set -e
[ "$rc" = 1 ] || fail "bad move: exit $rc"
grep -q "move 1: .*'e2-e9'" "$tmp/err" || fail "bad move: $(cat "$tmp/err")"
set +e
"$TAVRELI" dead --nodes x startpos > /dev/null 2>&1; rc=$?
set -e
[ "$rc" = 2 ] || fail "bad option: exit $rc"

# a game record that ends in a dead position (K+N against K)
cat > "$tmp/g.tgn" <<'TGN'
[Event "dead"]
[SetUp "1"]
[FEN "8/8/8/4k3/8/8/8/3NK3 w - - 0 1"]
[Result "1-0"]

1. d1-c3 1-0
TGN
out=$("$TAVRELI" validate "$tmp/g.tgn")
echo "$out" | grep -q 'dead position (drawn, R8), result 1-0 (disagrees)' || fail "validate: $out"
"$TAVRELI" validate --json "$tmp/g.tgn" | grep -q '"result_agrees": false, "end": "none", "dead": "yes"' \
  || fail "validate json: $("$TAVRELI" validate --json "$tmp/g.tgn")"
sed 's/1-0/1\/2-1\/2/' "$tmp/g.tgn" > "$tmp/d.tgn"
"$TAVRELI" validate "$tmp/d.tgn" | grep -q 'dead position (drawn, R8), result 1/2-1/2$' \
  || fail "validate draw: $("$TAVRELI" validate "$tmp/d.tgn")"

# R8: a mate ends the game; with the fifty-move count past 100 nothing is
# claimable there (tav_game_outcome)
cat > "$tmp/m.tgn" <<'TGN'
[SetUp "1"]
[FEN "k7/3B4/NK6/8/8/8/8/8 w - - 104 176"]
[Result "1-0"]

176. d7-c6 1-0
TGN
out=$("$TAVRELI" validate "$tmp/m.tgn")
echo "$out" | grep -q 'black checkmated, result 1-0$' || fail "validate mate: $out"
"$TAVRELI" validate --json "$tmp/m.tgn" | grep -q '"end": "checkmate", "dead": "no", "turn": "black", "claims": \[\]' \
  || fail "validate mate json: $("$TAVRELI" validate --json "$tmp/m.tgn")"
echo ok
