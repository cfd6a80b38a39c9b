"""tavreli.distributed: perft (R12) cut into work units and counted on a
Dask LocalCluster of two workers; a worker killed part way; resuming."""
import hashlib
import json
import os
import re
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
MAGIC = "tavreli-journal 1 "  # the first line of a journal (bindings/tier/tavb.h)


def signed(header_line, text):
    """A journal's entry line for text: the SHA-256 of the header and the
    text (the format tavb.h documents, computed here by hashlib)."""
    header = header_line.rstrip("\n")[len(MAGIC):]
    return hashlib.sha256((header + "\n" + text).encode()).hexdigest()[:32] + " " + text


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
        self.assertEqual(json.loads(lines[0][len(MAGIC):])["depth"], 4)
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


    # ---- a journal that a crash at any byte leaves usable,
    # and whose entries are checked, never summed blindly

    def full_journal(self):
        td.perft(START, 3, 2, resume=self.path)
        with open(self.path, "rb") as f:
            return f.read()

    def test_a_torn_line_is_cut_off_for_the_next_run(self):
        self.stopped_after(10)
        with open(self.path, "a", encoding="utf-8") as f:
            f.write('{"unit": "rnbqkb')
        r = td.perft(START, 4, 2, resume=self.path)
        self.assertEqual((r.total, r.computed), (3055489, 1519 - 10))
        # the torn line is gone, not left in the middle: the next run reads it all
        again = td.perft(START, 4, 2, resume=self.path)
        self.assertEqual((again.total, again.computed), (3055489, 0))

    def test_a_crash_at_any_byte(self):
        data = self.full_journal()
        for cut in sorted({0, 1, len(data) // 3, len(data) // 2, len(data) - 1}
                          | {data.index(b"\n") + d for d in (-1, 0, 1, 2)}):
            with self.subTest(cut=cut):
                with open(self.path, "wb") as f:
                    f.write(data[:cut])
                self.assertEqual(td.perft(START, 3, 2, resume=self.path).total, 68455)
                again = td.perft(START, 3, 2, resume=self.path)
                self.assertEqual((again.total, again.computed), (68455, 0))

    def test_an_edited_or_duplicated_entry_is_refused(self):
        lines = self.full_journal().decode().splitlines(keepends=True)
        check, entry = lines[5][:32], json.loads(lines[5][33:])
        edits = {
            "leaves": dict(entry, leaves=entry["leaves"] + 1),
            "depth": dict(entry, depth=entry["depth"] + 1),
            "index": dict(entry, index=entry["index"] + 1),
            "unit": dict(entry, unit=json.loads(lines[6][33:])["unit"]),
        }
        for what, bad in edits.items():
            for how, line in (("its checksum kept", check + " " + json.dumps(bad, sort_keys=True)),
                              ("no checksum", json.dumps(bad, sort_keys=True)),
                              # a checksum made for the edit: C passes it, the job's checks do not
                              # (a count with a right checksum is taken: the checksum is no signature)
                              ("a new checksum", signed(lines[0], json.dumps(bad, sort_keys=True)))):
                if what == "leaves" and how == "a new checksum":
                    continue
                with self.subTest(what=what, how=how):
                    with open(self.path, "w", encoding="utf-8") as f:
                        f.write("".join(lines[:5]) + line + "\n" + "".join(lines[6:]))
                    with self.assertRaisesRegex(ValueError, "^" + re.escape(self.path) + ":6: "):
                        td.perft(START, 3, 2, resume=self.path)
        with open(self.path, "w", encoding="utf-8") as f:  # a line given twice
            f.write("".join(lines[:6]) + lines[5] + "".join(lines[6:]))
        with self.assertRaisesRegex(ValueError, "second time"):
            td.perft(START, 3, 2, resume=self.path)

    def test_one_checksum_the_sha256_of_header_and_entry(self):
        # every Dask command's journal carries the same checksum, C's
        # SHA-256: texts of 1 to 150 bytes cross every padding case
        header = {"format": "test", "n": 1}
        j = td._Journal(self.path, header)
        for n in range(1, 151):
            j.add({"x": "y" * n}, sync=False)
        j.close()
        with open(self.path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        self.assertEqual(lines[0], MAGIC + json.dumps(header, sort_keys=True))
        self.assertEqual(len(lines), 151)
        for line in lines[1:]:
            self.assertEqual(line, signed(lines[0], line[33:]))

    def test_a_second_run_on_the_same_journal_is_refused(self):
        # the journal is locked while a run has it open: two runs given the
        # same file at once both appended, and units were counted twice
        td.perft(START, 2, 1, resume=self.path)
        with open(self.path, "rb") as f:
            before = f.read()
        code = ("import sys; from tavreli import distributed as td\n"
                "j = td._Journal(sys.argv[1], td._header(sys.argv[2], 2, 1))\n"
                "print('open', flush=True); sys.stdin.read(); j.close()\n")
        first = subprocess.Popen([sys.executable, "-c", code, self.path, START], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True)
        try:
            self.assertEqual(first.stdout.readline(), "open\n")
            with self.assertRaisesRegex(ValueError, "^" + re.escape(self.path) + ": in use by another run"):
                td.perft(START, 2, 1, resume=self.path)
            with open(self.path, "rb") as f:
                self.assertEqual(f.read(), before)
        finally:
            first.communicate("", timeout=60)
        self.assertEqual(td.perft(START, 2, 1, resume=self.path).computed, 0)  # the lock went with the run

    def test_what_is_not_a_journal_is_left_as_it_is(self):
        older = (b'{"format": "tavreli-distributed-perft 2", "tfen": "x", "depth": 3, "split": 2}\n'
                 b'{"unit": "x", "index": 0, "depth": 1, "leaves": 20, "check": "0"}\n')
        for what, data, message in (("an older tavreli's journal", older, "older tavreli"),
                                    ("a text", b"notes\n" * 100 + b"no newline", "not a tavreli journal"),
                                    ("no newline", b"x" * 99628, "not a tavreli journal"),
                                    ("another job's", MAGIC.encode() + b'{"format": "other"}\n', "another job")):
            with self.subTest(what=what):
                with open(self.path, "wb") as f:
                    f.write(data)
                with self.assertRaisesRegex(ValueError, "^" + re.escape(self.path) + ":.*" + message):
                    td.perft(START, 3, 2, resume=self.path)
                with open(self.path, "rb") as f:
                    self.assertEqual(f.read(), data)
        for path in ("/dev/zero", os.path.dirname(self.path)):
            with self.subTest(path=path):
                with self.assertRaisesRegex(OSError, "^" + re.escape(path) + ": (a directory|not a regular file)"):
                    td.perft(START, 3, 2, resume=path)

    def test_random_mutations_never_change_the_total(self):
        # a fuzz loop over the journal reader: whatever is done to the file,
        # a run either refuses it (ValueError) or counts the right total
        import random
        rnd = random.Random(27)
        data = self.full_journal()
        refused = 0
        for _ in range(150):
            b = bytearray(data)
            op = rnd.randrange(5)
            i = rnd.randrange(len(b))
            if op == 0:
                b[i] = rnd.randrange(256)
            elif op == 1:
                del b[i:i + rnd.randrange(1, 40)]
            elif op == 2:
                b[i:i] = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 8)))
            elif op == 3:
                start = data.rfind(b"\n", 0, i) + 1
                end = data.find(b"\n", i) + 1 or len(data)
                b[end:end] = data[start:end]  # a line duplicated
            else:
                del b[i:]
            with open(self.path, "wb") as f:
                f.write(bytes(b))
            try:
                total = td.perft(START, 3, 2, resume=self.path).total
            except ValueError:
                refused += 1
                continue
            self.assertEqual(total, 68455, (op, i))
        self.assertGreater(refused, 0)


@unittest.skipIf(td is None, "needs Dask distributed (python3-distributed)")
class CommandTest(unittest.TestCase):
    """One-line errors, startpos."""

    def run_cmd(self, *args, timeout=120):
        return subprocess.run([sys.executable, "-m", "tavreli.distributed", "perft", *args],
                              capture_output=True, text=True, timeout=timeout)

    def test_resume_a_directory(self):
        with tempfile.TemporaryDirectory() as d:
            r = self.run_cmd(START, "2", "--resume", d)
        self.assertEqual(r.returncode, 2)
        self.assertNotIn("Traceback", r.stderr)
        self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)
        self.assertIn("directory", r.stderr)

    def test_a_refused_journal_is_said_before_any_cluster(self):
        # the journal is opened first: a file that is not one (or one locked
        # by another run) was said only after a LocalCluster had started
        # (seconds), or hidden behind "cannot connect"
        with tempfile.TemporaryDirectory() as d:
            path, archive = os.path.join(d, "notes"), os.path.join(d, "a.tgn")
            with open(path, "w", encoding="utf-8") as f:
                f.write("notes\n")
            with open(archive, "w", encoding="utf-8") as f:
                f.write("1. e2-e4 *\n")
            commands = [["perft", START, "2"], ["annotate", archive, "--out", os.path.join(d, "out.tgn")]]
            if os.environ.get("TAVRELI"):  # the match checks its options with tavreli match first
                commands.append(["match", "--tavreli", os.environ["TAVRELI"], "--engine", "random", "--engine", "random"])
            for cmd in commands:
                with self.subTest(command=cmd[0]):
                    r = subprocess.run([sys.executable, "-m", "tavreli.distributed", *cmd, "--resume", path,
                                        "--scheduler", "tcp://127.0.0.1:9"], capture_output=True, text=True, timeout=120)
                    self.assertEqual((r.returncode, r.stderr),
                                     (2, f"tavreli.distributed: {path}:1: not a tavreli journal: left as it is\n"))

    def test_unreachable_scheduler(self):
        r = self.run_cmd(START, "2", "--scheduler", "tcp://127.0.0.1:9")
        self.assertEqual(r.returncode, 2)
        self.assertNotIn("Traceback", r.stderr)
        self.assertIn("cannot connect", r.stderr)
        self.assertEqual(len([l for l in r.stderr.splitlines() if l.startswith("tavreli.distributed")]), 1)


@unittest.skipIf(td is None, "needs Dask distributed (python3-distributed)")
class ClusterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                   host="127.0.0.1", dashboard_address=":0")
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

    def test_startpos_and_progress(self):
        # startpos, as every tavreli command; progress only on a
        # terminal or with --progress, never mixed into the output
        args = [sys.executable, "-m", "tavreli.distributed", "perft", "startpos", "3",
                "--scheduler", self.cluster.scheduler_address]
        quiet = subprocess.run(args, capture_output=True, text=True, timeout=120)
        self.assertEqual(quiet.returncode, 0, quiet.stderr)
        self.assertEqual(quiet.stdout.splitlines()[-1], "total 68455")
        self.assertNotIn("units", quiet.stderr)
        shown = subprocess.run(args + ["--progress"], capture_output=True, text=True, timeout=120)
        self.assertEqual(shown.stdout, quiet.stdout)
        self.assertRegex(shown.stderr, r"(\d+)/\1 units, [\d,.]+ units/s, .* s left")
        import pty
        master, slave = pty.openpty()
        proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=slave)
        os.close(slave)
        out, _ = proc.communicate(timeout=120)
        seen = b""
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
        os.close(master)
        self.assertEqual(out.decode(), quiet.stdout)
        self.assertIn(b"\r", seen)
        self.assertIn(b"units/s", seen)


if __name__ == "__main__":
    unittest.main()
