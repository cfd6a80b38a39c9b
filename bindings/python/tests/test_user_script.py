"""user_script.py (a python-chess-style script that make check also
type-checks with mypy --strict) runs and says what it should."""
import os
import subprocess
import sys
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "user_script.py")


class UserScript(unittest.TestCase):
    def test_it_runs(self):
        out = subprocess.run([sys.executable, SCRIPT], check=True, capture_output=True,
                             text=True, timeout=120).stdout.splitlines()
        self.assertEqual(out[0], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        self.assertEqual(out[1], "39")
        self.assertIn("1. e2-e4 e7-e5 2. g1-f3", out)
        self.assertIn("TFEN field 1 (board): black has no king; each side needs exactly one", out)
        self.assertIn("4k3/8/8/8/3p4/8/8/4K3 w - - 0 1", out)
        self.assertIn("go wtime 60000 btime 60000", out)
        # python_chess_defects(): every item asserted in the script; then the engine client
        self.assertIn("no null move in check", out)
        self.assertIn("python-chess defects: all items", out)
        self.assertEqual(out[-5:], ["65536", "configure raised", "Score(cp=15)", "2", "e2-e4"])


if __name__ == "__main__":
    unittest.main()
