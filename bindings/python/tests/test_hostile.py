"""Hostile input found by the fuzzers and the repeated hostile tries of
the hardening rounds (tests/fuzz/fuzz_journal.c): each test failed before its fix."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

import tavreli

try:
    from tavreli import distributed as td
except ImportError:
    td = None

START = tavreli.START_TFEN
NESTED = b"[" * 100000 + b"]" * 100000 + b"\n"  # deeper than Python's recursion limit


@unittest.skipIf(td is None, "needs tavreli.distributed")
class JournalTest(unittest.TestCase):
    """A journal line nested deeper than json can read raised RecursionError
    (a traceback from python3 -m tavreli.distributed), not a ValueError."""

    def setUp(self):
        fd, self.path = tempfile.mkstemp()
        os.close(fd)
        os.remove(self.path)
        td.perft(START, 2, 1, resume=self.path)
        with open(self.path, "rb") as f:
            self.data = f.read()

    def tearDown(self):
        os.remove(self.path)

    def refused(self, data):
        with open(self.path, "wb") as f:
            f.write(data)
        with self.assertRaises(ValueError) as cm:
            td.perft(START, 2, 1, resume=self.path)
        self.assertNotIn("\n", str(cm.exception))
        self.assertTrue(str(cm.exception).startswith(self.path), str(cm.exception))

    def test_a_nested_entry_is_refused(self):
        self.refused(self.data + NESTED)

    def test_a_nested_header_is_refused(self):
        self.refused(NESTED + self.data)

    def test_the_command_says_one_line(self):
        with open(self.path, "ab") as f:
            f.write(NESTED)
        r = subprocess.run([sys.executable, "-c", "import sys; from tavreli.distributed import main; "
                            "sys.exit(main(sys.argv[1:]))", "perft", START, "2", "--split", "1",
                            "--resume", self.path, "--workers", "1", "--quiet"],
                           capture_output=True, text=True, timeout=300)
        if "No module named 'distributed'" in r.stderr:
            self.skipTest("needs Dask distributed (python3-distributed)")
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertEqual(len(r.stderr.splitlines()), 1, r.stderr)
        self.assertNotIn("Traceback", r.stderr)


@unittest.skipIf(td is None, "needs tavreli.distributed")
class DistributedCommandTest(unittest.TestCase):
    def test_workers_below_one(self):
        # --workers -1 made a LocalCluster that never started: the command hung
        for n in ("-1", "0"):
            with self.subTest(workers=n):
                try:
                    r = subprocess.run([sys.executable, "-c", "import sys; from tavreli.distributed import main; "
                                        "sys.exit(main(sys.argv[1:]))", "perft", START, "2", "--workers", n,
                                        "--quiet"], capture_output=True, text=True, timeout=60)
                except subprocess.TimeoutExpired:
                    self.fail(f"--workers {n}: no answer within 60 s")
                self.assertEqual((r.returncode, r.stderr), (2, "tavreli.distributed: --workers is at least 1\n"))

    def test_resume_names_the_file(self):
        # --resume /dev/null said only "[Errno 22] Invalid argument"
        r = subprocess.run([sys.executable, "-c", "import sys; from tavreli.distributed import main; "
                            "sys.exit(main(sys.argv[1:]))", "perft", START, "2", "--workers", "1",
                            "--quiet", "--resume", "/dev/null"], capture_output=True, text=True, timeout=120)
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertEqual(r.stderr.count("\n"), 1, r.stderr)
        self.assertIn("/dev/null", r.stderr)

    def test_unkeepable_journal_is_refused_before_any_work(self):
        # /dev/null cannot be synced: found at the first fsync, a second into
        # the run on a loaded machine, the job stopped with tasks in flight
        # and Dask's scheduler printed its own errors around ours
        with self.assertRaises(OSError):
            td._Journal("/dev/null", td._header(START, 2, 1))


@unittest.skipIf(td is None, "needs tavreli.distributed")
class ResumeNotAJournalTest(unittest.TestCase):
    """--resume cuts a torn last line only off a journal: a 99,628-byte
    file with no newline was taken for a torn header, cut to 0 bytes and
    overwritten; /dev/zero was read for ever."""

    def setUp(self):
        fd, self.path = tempfile.mkstemp()
        os.close(fd)

    def tearDown(self):
        os.remove(self.path)

    def test_a_file_without_newline_is_left_as_it_is(self):
        from tavreli import _distributed_match as dm
        junk = b"x" * 99628
        with open(self.path, "wb") as f:
            f.write(junk)
        with self.assertRaisesRegex(ValueError, "not a tavreli journal"):
            td.perft(START, 2, 1, resume=self.path)
        for header in (td._header(START, 2, 1), {"format": dm.FORMAT, "options": []}):
            with self.assertRaisesRegex(ValueError, "not a tavreli journal"):
                td._Journal(self.path, header)
        with open(self.path, "rb") as f:
            self.assertEqual(f.read(), junk)

    def test_a_torn_header_is_still_cut_and_rewritten(self):
        header = "tavreli-journal 1 " + json.dumps(td._header(START, 2, 1), sort_keys=True)
        with open(self.path, "wb") as f:
            f.write(header.encode()[:27])
        self.assertEqual(td.perft(START, 2, 1, resume=self.path).total, tavreli.Position().perft(2))
        with open(self.path, encoding="utf-8") as f:
            self.assertEqual(f.readline(), header + "\n")

    def test_a_device_is_refused_at_once(self):
        code = ("import sys; from tavreli import distributed as td\n"
                "try:\n    td.perft(sys.argv[1], 2, 1, resume='/dev/zero')\nexcept OSError as e:\n    print(e)\n")
        try:
            r = subprocess.run([sys.executable, "-c", code, START], capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            self.fail("--resume /dev/zero: still reading after 60 s")
        self.assertIn("not a regular file", r.stdout, r.stderr)
        self.assertIn("/dev/zero", r.stdout)


class TaglessGamesTest(unittest.TestCase):
    """R11: after a result the next game starts at its tags or at its first
    movetext; three games without tags read as one game with an error."""

    def test_three_tagless_games(self):
        text = b"1. e2-e4 *\n\n1. d2-d4 d7-d5 *\n1. c2-c4 1/2-1/2\n"
        games = list(tavreli.read_games(text, strict=True))
        self.assertEqual([len(g.mainline_moves()) for g in games], [1, 2, 1])
        self.assertTrue(all(g.is_valid for g in games), [g.problems for g in games])
        self.assertEqual(str(games[2].mainline_moves()[0]), "c2-c4")


class EngineArgumentsTest(unittest.TestCase):
    """Engine(hash_mb=...) and analyse()'s limits out of range or of the
    wrong type raised SWIG's OverflowError/TypeError ("in method
    'tavb_engine_new', argument 1 of type 'size_t'"), a MemoryError for a
    size C refuses, or ValueError("invalid argument") naming nothing."""

    def assertNamed(self, cm, name, *words):
        text = str(cm.exception)
        self.assertNotIn("in method", text)
        for w in (name,) + words:
            self.assertIn(w, text)

    def test_hash_mb(self):
        for bad in (2 ** 70, -1, 70000, 10 ** 6):
            with self.subTest(hash_mb=bad), self.assertRaises(ValueError) as cm:
                tavreli.Engine(hash_mb=bad)
            self.assertNamed(cm, "hash_mb", "65536")
        for bad in ("1", 1.5, None):
            with self.subTest(hash_mb=bad), self.assertRaises(TypeError) as cm:
                tavreli.Engine(hash_mb=bad)
            self.assertNamed(cm, "hash_mb")

    def test_limits(self):
        e, p = tavreli.Engine(1), tavreli.Position()
        for kw, words in ((dict(depth=10 ** 20), ("64",)), (dict(depth=65), ("64",)),
                          (dict(mate=10 ** 6), ("64",)), (dict(multipv=33), ("32",)),
                          (dict(nodes=2 ** 64), ()), (dict(time=1e300), ()),
                          (dict(time=float("inf")), ()), (dict(time=float("nan")), ())):
            name = next(iter(kw))
            with self.subTest(**kw), self.assertRaises(ValueError) as cm:
                e.analyse(p, **kw)
            self.assertNamed(cm, name, *words)
        for kw in (dict(depth="3"), dict(nodes=1.5), dict(time="1")):  # (ValueError: test_engine_analysis)
            with self.subTest(**kw), self.assertRaises(ValueError) as cm:
                e.analyse(p, **kw)
            self.assertNamed(cm, next(iter(kw)))
        self.assertEqual(e.analyse(p, depth=64, nodes=2000).depth >= 1, True)  # the largest depth is taken

    def test_not_a_position(self):
        for bad in (None, "startpos", 3):
            with self.subTest(position=bad), self.assertRaises(TypeError) as cm:
                tavreli.Engine(1).analyse(bad, depth=1)
            self.assertNamed(cm, "Position")


if __name__ == "__main__":
    unittest.main()
