#!/bin/sh
# make check: the progress line of long commands (cli/progress.c) goes to
# standard error, rewritten with \r, when standard error is a terminal (a
# pseudo-terminal from Python's pty module here) or with --progress; never
# without a terminal, never with --json, never on standard output; and it
# is erased at the end.
: "${TAVRELI:?}"
command -v python3 > /dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
fail=0
bad() { echo "FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
HARD='8/8/(Qk)7/8/8/2(rK)2b2/8/8 w - - 0 1'

# no terminal: nothing on standard error
"$TAVRELI" perft --divide startpos 3 > "$tmp/out" 2> "$tmp/err" || bad "perft --divide"
[ -s "$tmp/err" ] && bad "perft --divide without a terminal wrote: $(od -c "$tmp/err" | head -3)"
"$TAVRELI" solve --stip '#3' '2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1' > /dev/null 2> "$tmp/err" || bad "solve"
[ -s "$tmp/err" ] && bad "solve without a terminal wrote: $(cat "$tmp/err")"
"$TAVRELI" dead --nodes 300000 "$HARD" > /dev/null 2> "$tmp/err" || bad "dead"
[ -s "$tmp/err" ] && bad "dead without a terminal wrote: $(cat "$tmp/err")"

# --progress without a terminal: the line, on standard error only
"$TAVRELI" perft --progress --divide startpos 3 > "$tmp/out2" 2> "$tmp/err" || bad "perft --progress"
cmp -s "$tmp/out" "$tmp/out2" || bad "perft --progress changed standard output"
grep -q 'perft 3: [0-9]*/[0-9]* root moves, .* leaves/s' "$tmp/err" || bad "perft --progress: $(od -c "$tmp/err" | head -3)"
[ "$(tail -c 1 "$tmp/err" | od -An -c | tr -d ' ')" = '\r' ] || bad "perft --progress: the line is not erased at the end"
"$TAVRELI" solve --progress --stip '#3' '2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1' > /dev/null 2> "$tmp/err"
grep -q 'solve #3: depth [1-3], [0-9.]* [kM]\{0,1\} *nodes' "$tmp/err" || bad "solve --progress: $(od -c "$tmp/err" | head -3)"
"$TAVRELI" solve --progress --json --stip '#2' startpos > /dev/null 2> "$tmp/err"
[ -s "$tmp/err" ] && bad "solve --progress --json wrote a progress line"
# (the dead-position search answers in milliseconds now: the ticker's first
# line is asked for at once)
TAVRELI_PROGRESS_FIRST_MS=0 "$TAVRELI" dead --progress --nodes 1500000 "$HARD" > /dev/null 2> "$tmp/err"
grep -q 'dead: can either side checkmate? [0-9]*:[0-9][0-9]' "$tmp/err" || bad "dead --progress: $(od -c "$tmp/err" | head -3)"
"$TAVRELI" dead --progress --json --nodes 300000 "$HARD" > /dev/null 2> "$tmp/err"
[ -s "$tmp/err" ] && bad "dead --progress --json wrote a progress line"

# under a pseudo-terminal: stderr is the terminal, stdout a pipe
cat > "$tmp/run-pty.py" <<'PY'
import fcntl, os, pty, struct, subprocess, sys, termios
master, slave = pty.openpty()
env = dict(os.environ)
if os.environ.get("PTY_COLS"):  # a terminal this narrow, and COLUMNS saying otherwise
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, int(os.environ["PTY_COLS"]), 0, 0))
    env["COLUMNS"] = "200"
p = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave, env=env)
os.close(slave)
err = b""
while True:
    try:
        chunk = os.read(master, 4096)
    except OSError:
        break
    if not chunk:
        break
    err += chunk
out = p.stdout.read()
sys.exit(p.wait() or (open(sys.argv[0] + ".out", "wb").write(out) and open(sys.argv[0] + ".err", "wb").write(err) and 0))
PY
python3 "$tmp/run-pty.py" "$TAVRELI" perft --divide startpos 3 || bad "perft under a terminal"
cmp -s "$tmp/out" "$tmp/run-pty.py.out" || bad "perft under a terminal: standard output differs"
grep -q "$(printf '\r')perft 3: [0-9]*/[0-9]* root moves" "$tmp/run-pty.py.err" || bad "perft under a terminal: no progress line: $(od -c "$tmp/run-pty.py.err" | head -3)"
python3 "$tmp/run-pty.py" "$TAVRELI" solve --stip '#3' '2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1' || bad "solve under a terminal"
grep -q 'solve #3: depth [1-3], ' "$tmp/run-pty.py.err" || bad "solve under a terminal: no progress line"
python3 "$tmp/run-pty.py" "$TAVRELI" solve --json --stip '#3' '2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1' || bad "solve --json"
[ -s "$tmp/run-pty.py.err" ] && bad "solve --json under a terminal wrote a progress line"
python3 "$tmp/run-pty.py" "$TAVRELI" perft startpos 3 || bad "perft 3 under a terminal"
[ -s "$tmp/run-pty.py.err" ] && bad "perft at depth 3 (no --divide) under a terminal wrote a progress line"

# a narrow terminal: no row of the line is as wide as the terminal (a
# wrapped row would stay on screen under each rewrite), its width read from
# the terminal itself (COLUMNS says otherwise here), else from COLUMNS;
# rows_fit COLS FILE: the rows written (between \r and \n) are all narrower
rows_fit() {
  tr '\r' '\n' < "$2" | awk -v cols="$1" 'length($0) >= cols { print "row of " length($0) ": " $0; bad = 1 }
    /[^ ]/ { seen = 1 } END { if (!seen) print "no progress line"; exit bad || !seen }'
}
for cols in 20 30 40; do
  PTY_COLS=$cols python3 "$tmp/run-pty.py" "$TAVRELI" perft --divide startpos 4 || bad "perft under $cols columns"
  rows_fit $cols "$tmp/run-pty.py.err" || bad "perft under $cols columns"
  PTY_COLS=$cols python3 "$tmp/run-pty.py" "$TAVRELI" solve --stip '#3' '2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1' ||
    bad "solve under $cols columns"
  rows_fit $cols "$tmp/run-pty.py.err" || bad "solve under $cols columns"
done
COLUMNS=30 "$TAVRELI" perft --progress --divide startpos 4 > /dev/null 2> "$tmp/err"
rows_fit 30 "$tmp/err" || bad "perft --progress with COLUMNS=30 wrote rows of 30 or more"
grep -q 'perft 4: [0-9]*/[0-9]* root moves' "$tmp/err" || bad "perft --progress with COLUMNS=30: no line: $(od -c "$tmp/err" | head -3)"
exit $fail
