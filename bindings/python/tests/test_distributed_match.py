"""tavreli.distributed match: a tavreli match on a Dask
LocalCluster of two workers, a game pair a task run by the tavreli
program; the same games and counts as a local match, the summary by
tavreli match --tally, the SPRT stopping, resuming from the journal."""
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import unittest

from helpers import TwoWorkerCluster

try:
    import distributed as _dask  # noqa: F401 (the Dask tests need it)
    from tavreli import _distributed_match as tm
except ImportError:  # Debian: python3-distributed
    tm = None

TAVRELI = os.environ.get("TAVRELI", "")
OPTIONS = ["--engine", "builtin:depth=1", "--engine", "greedy", "--random-plies", "3", "--seed", "7",
           "--max-moves", "25"]


def local_match(options, games, tgn):
    out = subprocess.run([TAVRELI, "match", *options, "--games", str(games), "--quiet", "--tgn", tgn],
                         check=True, capture_output=True, text=True).stdout
    return out


def without_times(tgn_text):
    # the moves' comments hold each move's time: the rest must be the same
    return re.sub(r"\{[^}]*\}", "{}", tgn_text).split()


CLUSTER = TwoWorkerCluster()


def setUpModule():
    if tm is not None and TAVRELI:
        CLUSTER.start()


def tearDownModule():
    CLUSTER.stop()


@unittest.skipIf(tm is None or not TAVRELI, "needs Dask distributed (python3-distributed) and $TAVRELI")
class DaskMatchTest(unittest.TestCase):
    def setUp(self):
        self.client = CLUSTER.client
        self.cluster = CLUSTER.cluster
        self.client.wait_for_workers(2, timeout=60)
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def test_the_games_of_a_local_match(self):
        wld, names, finished, played = tm.run_match(self.client, TAVRELI, OPTIONS, 6)
        self.assertEqual(played, 3)
        self.assertEqual(names, ["builtin:depth=1", "greedy"])
        local = local_match(OPTIONS, 6, self.path("local.tgn"))
        row = re.search(r"^builtin:depth=1 +greedy +6 +(\d+) +(\d+) +(\d+)$", local, re.M)
        self.assertEqual(wld, tuple(int(x) for x in row.groups()), local)
        with open(self.path("local.tgn"), encoding="utf-8") as f:
            self.assertEqual(without_times("".join(e["tgn"] for e in finished)), without_times(f.read()))
        # the summary is tavreli match's, from the merged counts
        text = tm.summary(TAVRELI, OPTIONS, wld, names)
        self.assertEqual(text.splitlines()[2:], local.splitlines()[2:])

    def test_more_pairs_than_the_first_batch(self):
        # two workers get four pairs at first; the fifth must not be lost
        # between that batch and the next submissions
        _, _, finished, played = tm.run_match(self.client, TAVRELI, OPTIONS, 12)
        self.assertEqual([e["pair"] for e in finished], list(range(6)))
        self.assertEqual(played, 6)

    def test_resume(self):
        journal = self.path("j.jsonl")
        tm.run_match(self.client, TAVRELI, OPTIONS, 4, resume=journal)
        with open(journal, "rb") as f:
            lines = f.read().splitlines(keepends=True)
        self.assertEqual(len(lines), 3)  # the header, two pairs
        # a torn last line is cut off and its pair played again
        with open(journal, "wb") as f:
            f.write(b"".join(lines[:2]) + lines[2][:40])
        wld, _, finished, played = tm.run_match(self.client, TAVRELI, OPTIONS, 6, resume=journal)
        self.assertEqual(played, 2)
        self.assertEqual(sum(wld), 6)
        self.assertEqual([e["pair"] for e in finished], [0, 1, 2])
        self.assertEqual(tm.run_match(self.client, TAVRELI, OPTIONS, 6, resume=journal)[3], 0)
        # an edited entry, a pair twice, another match's journal: refused
        with open(journal, "rb") as f:
            lines = f.read().splitlines(keepends=True)
        entry = json.loads(lines[1][33:])
        entry["wins"], entry["losses"] = entry["losses"], entry["wins"] + 1
        for bad in (lines[:2] + [lines[1][:33] + json.dumps(entry).encode() + b"\n"], lines + [lines[1]]):
            with open(self.path("bad.jsonl"), "wb") as f:
                f.write(b"".join(bad))
            with self.assertRaises(ValueError):
                tm.run_match(self.client, TAVRELI, OPTIONS, 6, resume=self.path("bad.jsonl"))
        with self.assertRaisesRegex(ValueError, "another job"):
            tm.run_match(self.client, TAVRELI, OPTIONS + ["--depth", "2"], 2, resume=journal)

    def test_a_second_run_on_the_same_journal_is_refused(self):
        # two runs given the same --resume file at once both appended, and
        # their pairs were played twice: the journal is locked while open
        journal = self.path("j.jsonl")
        tm.run_match(self.client, TAVRELI, OPTIONS, 2, resume=journal)
        with open(journal, "rb") as f:
            before = f.read()
        held = tm._Journal(journal, {"format": tm.FORMAT, "options": OPTIONS})
        try:
            with self.assertRaisesRegex(ValueError, "in use by another run"):
                tm.run_match(self.client, TAVRELI, OPTIONS, 4, resume=journal)
        finally:
            held.close()
        with open(journal, "rb") as f:
            self.assertEqual(f.read(), before)
        self.assertEqual(tm.run_match(self.client, TAVRELI, OPTIONS, 4, resume=journal)[3], 1)

    def test_sprt_stops_when_decided(self):
        options = ["--engine", "builtin:depth=2", "--engine", "random", "--sprt", "elo0=0,elo1=50",
                   "--max-moves", "40"]
        wld, names, finished, played = tm.run_match(self.client, TAVRELI, options, 200)
        self.assertLess(played, 40)
        self.assertIn("H1 accepted", tm.summary(TAVRELI, options, wld, names))
        # the pairs played the opening suite, as tavreli match --sprt does
        self.assertIn('[FEN "', finished[0]["tgn"])

    def test_command(self):
        cmd = [sys.executable, "-m", "tavreli.distributed", "match", "--scheduler", self.cluster.scheduler_address,
               "--games", "2", "--tgn", self.path("out.tgn"), *OPTIONS]
        r = subprocess.run(cmd + ["--progress"], capture_output=True, text=True, timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertRegex(r.stdout, r"builtin:depth=1 +greedy +2 ")
        self.assertRegex(r.stdout, r"Elo difference: ")
        self.assertRegex(r.stderr, r"2/2 games, \+\d -\d =\d, [\d,.]+ games/min, .* s left")
        self.assertNotIn("games/min", r.stdout)
        with open(self.path("out.tgn"), encoding="utf-8") as f:
            self.assertEqual(f.read().count("[Event "), 2)
        # tavreli match says what is wrong with its options, before any task
        bad = subprocess.run(cmd[:-2] + ["--resign", "movecount=2"], capture_output=True, text=True, timeout=300)
        self.assertEqual(bad.returncode, 2)
        self.assertIn("--resign needs movecount=N,score=CP", bad.stderr)
        self.assertNotIn("Traceback", bad.stderr)

    def test_ctrl_c_says_one_line_and_keeps_the_pairs(self):
        # Ctrl-C at a terminal reaches the whole process group: each Dask
        # worker of the LocalCluster printed a KeyboardInterrupt traceback
        # (66 lines for two) under the command's one line
        journal = self.path("stopped.j")
        cmd = [sys.executable, "-m", "tavreli.distributed", "match", "--workers", "2", "--games", "40", "--quiet",
               "--resume", journal, *OPTIONS]
        # (SIGINT as at a terminal, even when make check runs where it is ignored)
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            deadline = time.monotonic() + 240
            while not (os.path.exists(journal) and open(journal, "rb").read().count(b"\n") >= 2):
                self.assertIsNone(p.poll(), "the match ended before a pair was kept")
                self.assertLess(time.monotonic(), deadline, "no pair kept in 240 s")
                time.sleep(0.05)
            os.killpg(p.pid, signal.SIGINT)
            _, err = p.communicate(timeout=120)
        finally:
            try:
                os.killpg(p.pid, signal.SIGKILL)  # what is left of the group, if anything
            except ProcessLookupError:
                pass
        self.assertEqual(p.returncode, 130, err)
        self.assertEqual(err.strip(), f"tavreli.distributed: stopped; finished pairs are in {journal}", err)
        # the pairs kept are read by the next run, which plays only the rest
        wld, _, finished, played = tm.run_match(self.client, TAVRELI, OPTIONS, 40, resume=journal)
        self.assertEqual([e["pair"] for e in finished], list(range(20)))
        self.assertLess(played, 20)


if __name__ == "__main__":
    unittest.main()
