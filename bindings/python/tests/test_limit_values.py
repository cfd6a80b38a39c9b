"""tavreli.engine.Limit refuses times that are no number of seconds: nan,
inf and negative values were sent to the engine as they were ("go movetime
nan", a negative increment as "winc -5000")."""
import unittest

from tavreli.engine import Limit


class LimitValuesTest(unittest.TestCase):
    def test_bad_times_are_refused(self):
        for kw in (dict(time=float("nan")), dict(time=float("inf")), dict(time=-1.0),
                   dict(white_inc=-5), dict(black_inc=float("nan")), dict(white_clock=float("-inf")),
                   dict(black_clock="10")):
            with self.subTest(**kw), self.assertRaisesRegex(ValueError, f"{next(iter(kw))}"):
                Limit(**kw)

    def test_bad_counts_are_refused(self):
        for kw in (dict(depth=-1), dict(nodes=1.5), dict(mate=True), dict(remaining_moves=-3), dict(depth=3.0)):
            with self.subTest(**kw), self.assertRaisesRegex(ValueError, f"{next(iter(kw))}"):
                Limit(**kw)

    def test_good_limits_still_go(self):
        # written by the C codec, in its order (tav_uci_write, as tavreli uci reads it)
        self.assertEqual(Limit(time=0.5, white_inc=0, depth=3).go(), "go winc 0 depth 3 movetime 500")
        self.assertEqual(Limit().go(), "go infinite")


if __name__ == "__main__":
    unittest.main()
