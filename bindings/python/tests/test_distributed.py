"""tavreli.distributed: perft (R12) cut into work units and counted on a
Dask LocalCluster of two workers; a worker killed part way; resuming."""
import json
import os
import signal
import subprocess
import sys
import tempfile
import unittest

import tavreli
from helpers import data_path

try:
    from distributed import Client, LocalCluster
    from tavreli import distributed as td
except ImportError:  # Debian: python3-distributed
    td = None

START = tavreli.START_TFEN


def start_divide5():
    want = {}
    with open(data_path("perft", "start-divide5.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].split()
            if len(line) == 2 and line[0] != "total":
                want[line[0]] = int(line[1])
    return want


class Stop(Exception):
    pass


@unittest.skipIf(td is None, "needs Dask distributed (python3-distributed)")
class SplitTest(unittest.TestCase):
    def test_transpositions_merged_with_multiplicities(self):
        units, sequences = td.split(START, 3)
        self.assertEqual(sequences, 68455)  # perft(3), R12
        self.assertLess(len(units), sequences)  # 1. a2-a3 b7-b6 2. b2-b3 = 1. b2-b3 b7-b6 2. a2-a3
        self.assertEqual(sum(u.multiplicity for u in units), sequences)
        self.assertEqual(len({u.key for u in units}), len(units))
        for u in units[:50]:
            self.assertEqual(" ".join(u.tfen.split()[:4]), u.key)

    def test_merged_split_counts_like_the_whole(self):
        # In this process: splits of depth 4 give perft(4) and its divide.
        want = tavreli.Position().divide(4)
        for k in (1, 2, 3):
            r = td.perft(START, 4, k)
            self.assertEqual(r.total, 3055489, k)
            self.assertEqual(r.divide, {str(m): n for m, n in want.items()}, k)
        # units at the leaves (K = DEPTH): perft(0) = 1 each (R12)
        self.assertEqual(td.perft(START, 2, 2).divide, {str(m): n for m, n in tavreli.Position().divide(2).items()})
        self.assertEqual(td.perft(START, 0).total, 1)
        with self.assertRaises(ValueError):
            td.perft(START, 3, 4)


@unittest.skipIf(td is None, "needs Dask distributed (python3-distributed)")
class ResumeTest(unittest.TestCase):
    def setUp(self):
        fd, self.path = tempfile.mkstemp(suffix=".jsonl")
        os.close(fd)
        os.unlink(self.path)

    def tearDown(self):
        if os.path.exists(self.path):
            os.unlink(self.path)

    def stopped_after(self, n):
        def progress(done, units, leaves, seconds):
            if done == n:
                raise Stop()
        with self.assertRaises(Stop):
            td.perft(START, 4, 2, resume=self.path, progress=progress)

    def test_a_stop_loses_no_finished_unit(self):
        self.stopped_after(500)
        with open(self.path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        self.assertEqual(len(lines), 1 + 500)
        self.assertEqual(json.loads(lines[0])["depth"], 4)
        r = td.perft(START, 4, 2, resume=self.path)
        self.assertEqual((r.total, r.units, r.computed), (3055489, 1519, 1519 - 500))
        again = td.perft(START, 4, 2, resume=self.path)
        self.assertEqual((again.total, again.computed), (3055489, 0))

    def test_a_line_cut_short_by_a_crash_is_recomputed(self):
        self.stopped_after(10)
        with open(self.path, "a", encoding="utf-8") as f:
            f.write('{"unit": "rnbqkb')
        r = td.perft(START, 4, 2, resume=self.path)
        self.assertEqual((r.total, r.computed), (3055489, 1519 - 10))

    def test_a_file_of_another_job_is_refused(self):
        self.stopped_after(10)
        with self.assertRaises(ValueError):
            td.perft(START, 5, 2, resume=self.path)
        with self.assertRaises(ValueError):
            td.perft(START, 4, 1, resume=self.path)


@unittest.skipIf(td is None, "needs Dask distributed (python3-distributed)")
class ClusterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                   host="127.0.0.1", dashboard_address=None)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def setUp(self):
        self.client.wait_for_workers(2, timeout=60)

    def test_perft5_on_two_workers(self):
        self.assertEqual(len(self.client.scheduler_info()["workers"]), 2)
        r = td.perft(START, 5, 2, client=self.client)
        self.assertEqual(r.total, 152674453)
        self.assertEqual(r.divide, start_divide5())
        self.assertEqual(r.computed, 1519)

    def test_a_worker_killed_part_way(self):
        pids = self.client.run(os.getpid)
        self.assertEqual(len(pids), 2)
        victim = sorted(pids.values())[0]
        state = {}

        def progress(done, units, leaves, seconds):
            if done == 200 and not state:
                os.kill(victim, signal.SIGKILL)
                state["killed_at"] = done
                state["units"] = units

        r = td.perft(START, 5, 2, client=self.client, progress=progress)
        self.assertEqual(state.get("killed_at"), 200)
        self.assertLess(state["killed_at"], state["units"])
        self.assertNotIn(victim, self.client.run(os.getpid).values())
        self.assertEqual(r.total, 152674453)
        self.assertEqual(r.divide, start_divide5())

    def test_command_on_a_scheduler(self):
        out = subprocess.run(
            [sys.executable, "-m", "tavreli.distributed", "perft", START, "3", "--split", "2",
             "--scheduler", self.cluster.scheduler_address, "--quiet"],
            check=True, capture_output=True, text=True, timeout=120).stdout.splitlines()
        want = sorted("%s %d" % (m, n) for m, n in tavreli.Position().divide(3).items())
        self.assertEqual(out[:-1], sorted(want, key=lambda s: s.split()[0].encode()))
        self.assertEqual(out[-1], "total 68455")


if __name__ == "__main__":
    unittest.main()
