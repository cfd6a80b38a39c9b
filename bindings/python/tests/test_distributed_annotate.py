"""python3 -m tavreli.distributed annotate: game analysis of an archive on a
Dask LocalCluster of two workers, a game a task: at a fixed node count the
output is, byte for byte, what tavreli annotate writes for the same archive;
a run resumed from its journal after a crash (a torn last line) analyses
only the games missing and gives the same bytes; a foreign or edited
journal is refused."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

from helpers import TwoWorkerCluster

try:
    import distributed as _dask  # noqa: F401 (the Dask tests need it)
    from tavreli import _distributed_annotate as ta
    from tavreli import distributed
except ImportError:  # Debian: python3-distributed
    ta = None

TAVRELI = os.environ.get("TAVRELI", "")
GAMES = os.path.join(os.environ.get("TESTDATA", "tests/data"), "games", "tournament-1997-2003.tgn")
CLUSTER = TwoWorkerCluster()


def setUpModule():
    if ta is not None:
        CLUSTER.start()


def tearDownModule():
    CLUSTER.stop()


@unittest.skipIf(ta is None or not TAVRELI, "needs Dask distributed (python3-distributed) and $TAVRELI")
class DaskAnnotateTest(unittest.TestCase):
    def setUp(self):
        self.client = CLUSTER.client
        self.client.wait_for_workers(2, timeout=60)
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        # the first six tournament games: two of them end in checkmate
        with open(GAMES, encoding="utf-8") as f:
            text = f.read()
        starts = [i for i in range(len(text)) if text.startswith("[Event ", i)]
        self.archive = self.path("archive.tgn")
        with open(self.archive, "w", encoding="utf-8") as f:
            f.write(text[:starts[6]])
        self.local = subprocess.run([TAVRELI, "annotate", "--nodes", "1500", self.archive], check=True,
                                    capture_output=True, text=True).stdout

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def run_job(self, resume=None):
        texts = [g.write() for g in ta.read_games(self.archive)]
        with open(self.archive, "rb") as f:
            sha = __import__("hashlib").sha256(f.read()).hexdigest()
        limits = {"depth": None, "nodes": 1500, "time": None, "threads": 1, "hash": None}
        records, analysed = ta.run_annotate(self.client, texts, limits, sha, resume)
        return "\n".join(records), analysed

    def test_same_bytes_as_tavreli_annotate(self):
        out, analysed = self.run_job()
        self.assertEqual(analysed, 6)
        self.assertEqual(out, self.local)

    def test_resume_after_a_crash(self):
        journal = self.path("journal")
        out, _ = self.run_job(journal)
        with open(journal, encoding="utf-8") as f:
            lines = f.read().split("\n")
        # a crash after three games: the fourth line written half
        with open(journal, "w", encoding="utf-8") as f:
            f.write("\n".join(lines[:4]) + "\n" + lines[4][:40])
        again, analysed = self.run_job(journal)
        self.assertEqual(analysed, 3)  # only the games missing
        self.assertEqual(again, self.local)
        with open(journal, encoding="utf-8") as f:
            entries = [json.loads(line[33:]) for line in f.read().split("\n")[1:] if line]
        self.assertEqual(sorted(e["game"] for e in entries), list(range(6)))  # none lost, none twice
        # an edited entry is refused, never used
        with open(journal, "w", encoding="utf-8") as f:
            f.write("\n".join(lines[:2]) + "\n" + lines[2].replace("[%eval", "[%evil") + "\n")
        with self.assertRaises(ValueError):
            self.run_job(journal)

    def test_command_line(self):
        out = self.path("out.tgn")
        r = subprocess.run([sys.executable, "-m", "tavreli.distributed", "annotate", self.archive, "--out", out,
                            "--nodes", "1500", "--scheduler", CLUSTER.cluster.scheduler_address, "--quiet"],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(out, encoding="utf-8") as f:
            self.assertEqual(f.read(), self.local)
        r = subprocess.run([sys.executable, "-m", "tavreli.distributed", "annotate", self.archive, "--out", out,
                            "--nodes", "0"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 2)


if __name__ == "__main__":
    unittest.main()
