"""python3 -m tavreli: the tavreli program compiled into the package, so
that a pip user has the library's engine over UCI (doc/engine.md) with no
tavreli program installed. Driven over a real pipe by SimpleEngine."""
import os
import subprocess
import sys
import unittest

import tavreli
import tavreli.engine as te

ENGINE = [sys.executable, "-m", "tavreli", "uci"]


class PythonMinusM(unittest.TestCase):
    def test_simple_engine_over_a_pipe(self):
        with te.SimpleEngine.popen_uci(ENGINE, timeout=30) as eng:
            self.assertTrue(eng.id["name"].startswith("tavreli"))
            self.assertIn("Hash", eng.options)
            pos = tavreli.Position("7k/8/6K1/8/8/8/8/R7 w - - 0 1")
            info = eng.analyse(pos, te.Limit(depth=3))
            self.assertEqual(info["score"].white(), tavreli.Score(mate=1))  # R8: a1-a8 mates
            self.assertEqual(str(eng.play(pos, te.Limit(depth=3)).move), "a1-a8")

    def test_same_program_as_tavreli(self):
        # perft of the start position at depth 3 (R12) through the CLI's own main
        out = subprocess.run([sys.executable, "-m", "tavreli", "perft", "startpos", "3"],
                             stdout=subprocess.PIPE, check=True, env=dict(os.environ)).stdout
        self.assertEqual(out.split()[0], str(tavreli.Position().perft(3)).encode())

    def test_bad_command_exit_status(self):
        # the program's usage error (exit 2), not a Python traceback
        p = subprocess.run([sys.executable, "-m", "tavreli", "no-such-command"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.assertEqual(p.returncode, 2)
        self.assertNotIn(b"Traceback", p.stderr)


if __name__ == "__main__":
    unittest.main()
