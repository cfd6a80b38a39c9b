"""A fake UCI engine for the engine client's tests: it logs every line it
is sent to the file named by its first argument and answers as a Tavreli
engine would, with fixed lines (R9 moves; doc/engine.md)."""
import sys

log = open(sys.argv[1], "a", encoding="utf-8")
mated = False


def say(*lines):
    for line in lines:
        print(line, flush=True)


for line in sys.stdin:
    line = line.strip()
    log.write(line + "\n")
    log.flush()
    if line == "uci":
        say("id name fake", "id author tests",
            "option name Hash type spin default 16 min 1 max 65536",
            "option name Ponder type check default false",
            "option name OwnBook type check default true",
            "option name Style type combo default Normal var Solid var Normal var Risky",
            "option name Clear Hash type button", "uciok")
    elif line == "isready":
        say("readyok")
    elif line.startswith("setoption name Hash value "):
        value = line.split()[-1]
        if not value.isdigit() or not 1 <= int(value) <= 65536:
            say("info string setoption: Hash must be 1..65536, not " + value)
    elif line.startswith("position"):
        mated = "R6k/8/6K1/8/8/8/8/8 b" in line
    elif line.startswith("go"):
        if mated:
            say("info depth 0 score mate 0", "bestmove (none)")
            continue
        say("info depth 1 seldepth 1 score cp 12 nodes 10 time 1 pv e2-e4",
            "info depth 2 seldepth 2 score cp 15 nodes 30 time 2 pv e2-e4 e7-e5",
            "info depth 2 currmove e2-e4 currmovenumber 1")
        if "infinite" in line:
            for stop in sys.stdin:
                log.write(stop.strip() + "\n")
                log.flush()
                if stop.strip() == "stop":
                    break
        say("bestmove e2-e4 ponder e7-e5")
    elif line == "quit":
        break
