"""A fake UCI engine for the client's protocol defects, chosen by argv[1]:
late: the first "go" is answered 3 s later, with white's g1-f3 whatever
      the position (a search that ends after its caller gave up); every
      later "go" at once with black's e7-e5.
junk: "go" gets info lines with junk fields (time 12.5, depth abc, score
      mate with no number) before good ones and the bestmove e2-e4.
chatty: "go" gets info lines for ever and no bestmove."""
import sys
import time

mode = sys.argv[1]
gos = 0


def say(*lines):
    for line in lines:
        print(line, flush=True)


def serve():
    global gos
    for line in sys.stdin:
        answer(line.strip())


def answer(line):
    global gos
    if line == "uci":
        say("id name fake-" + mode, "uciok")
    elif line == "isready":
        say("readyok")
    elif line.startswith("go"):
        gos += 1
        if mode == "late":
            if gos == 1:
                time.sleep(3)
                say("bestmove g1-f3")
            else:
                say("info depth 1 score cp 5 pv e7-e5", "bestmove e7-e5")
        elif mode == "junk":
            say("info depth 2 time 12.5 pv e2-e4", "info depth abc", "info score mate",
                "info depth 3 score cp 20 time 4 pv e2-e4 e7-e5", "bestmove e2-e4")
        elif mode == "chatty":
            while True:  # as fast as the pipe takes them
                say(*["info depth 1 score cp 1 nodes 1 pv e2-e4"] * 100)
    elif line == "quit":
        sys.exit(0)


try:
    serve()
except BrokenPipeError:  # the client closed the pipe: its test is over
    sys.stderr.close()
