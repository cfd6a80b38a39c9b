"""Shared helpers of the Python binding's tests."""
import os
import sys

TESTDATA = os.environ.get("TESTDATA") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "data")


# perft over legal_moves / push / pop is the user-facing example's: the
# tests check that very code (examples/python/perft.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "examples", "python"))
from perft import python_perft  # noqa: E402,F401


def data_path(*parts):
    return os.path.join(TESTDATA, *parts)


def read_epd(name):
    """(tfen, {depth: count}, comment) for each line of a perft EPD file."""
    out = []
    comment = ""
    with open(data_path("perft", name), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            if line.startswith("#"):
                comment = line[1:].strip()
                continue
            fields = line.split(";")
            counts = {}
            for field in fields[1:]:
                key, value = field.split()
                counts[int(key[1:])] = int(value)
            out.append((fields[0].strip(), counts, comment))
    return out


def read_games():
    """[(heading, [move text, ...])] of tests/data/games/tournament-1997-2003.txt,
    with the source's typos repaired (see tests/data/games/README.md)."""
    games = []
    heading = None
    with open(data_path("games", "tournament-1997-2003.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("[Game"):
                heading = line
                continue
            text = line.replace("\u0441", "c")        # Cyrillic es (game 13)
            text = text.lower()                        # upper-case squares (11, 15, 17)
            text = text.replace("b1 e1", "b1-e1")     # missing hyphen (game 1)
            moves = text.split()
            if moves and moves[-1].endswith("*"):     # cut by the publisher
                moves[-1] = moves[-1][:-1]
                if not moves[-1]:
                    moves.pop()
            games.append((heading, moves))
            heading = None
    return games


def fake_engine(test):
    """A SimpleEngine on tests/fake_uci.py, closed at the end of test, and
    a function giving the lines the engine was sent so far."""
    import sys
    import tempfile
    from tavreli.engine import SimpleEngine
    fd, log = tempfile.mkstemp(prefix="tav-fake-uci-", suffix=".log")
    os.close(fd)
    test.addCleanup(os.remove, log)
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_uci.py")
    eng = SimpleEngine.popen_uci([sys.executable, script, log], timeout=10)
    test.addCleanup(eng.quit)

    def sent():
        with open(log, encoding="utf-8") as f:
            return f.read().splitlines()
    return eng, sent


class TwoWorkerCluster:
    """One Dask LocalCluster of two single-threaded workers on 127.0.0.1 (a
    free dashboard port) and its Client, shared by a test module: start()
    in setUpModule, stop() in tearDownModule. The Dask tests need
    python3-distributed; start() is not called without it."""

    def __init__(self):
        self.cluster = None
        self.client = None

    def start(self):
        from distributed import Client, LocalCluster  # only when the module's tests can run
        self.cluster = LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=":0")
        self.client = Client(self.cluster)

    def stop(self):
        if self.client is not None:
            self.client.close()
            self.cluster.close()
