"""One search at a time per Engine: two Python threads
sharing one tavreli.Engine used to crash the interpreter (a segmentation
fault in the search, both threads writing the engine's stacks). The C
engine now refuses a second concurrent search with TAV_EBUSY, which the
binding raises as an exception; the searches that run give legal moves.

The threads run in a child interpreter so that a crash fails this test
instead of ending the test run."""
import os
import subprocess
import sys
import unittest

CHILD = r"""
import threading, tavreli
e = tavreli.Engine()
p = tavreli.Position()
legal = {str(m) for m in p.legal_moves}
done, refused, bad = [0], [0], []
lock = threading.Lock()
def work():
    for _ in range(20):
        try:
            line = e.analyse(p, depth=6)
        except Exception as x:  # the engine is busy with the other thread
            with lock:
                if "in use" in str(x):
                    refused[0] += 1
                else:
                    bad.append(repr(x))
            continue
        with lock:
            done[0] += 1
            if str(line.move) not in legal:
                bad.append(str(line.move))
ts = [threading.Thread(target=work) for _ in range(2)]
for t in ts: t.start()
for t in ts: t.join()
print(done[0], refused[0], bad)
"""


class TestEngineThreads(unittest.TestCase):
    def test_two_threads_one_engine(self):
        r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                           env=dict(os.environ), timeout=600)
        self.assertEqual(r.returncode, 0, f"the child died: {r.returncode}\n{r.stderr[-2000:]}")
        done, refused, rest = r.stdout.split(" ", 2)
        self.assertEqual(int(done) + int(refused), 40)
        self.assertGreaterEqual(int(done), 1)
        self.assertEqual(rest.strip(), "[]")


if __name__ == "__main__":
    unittest.main()
