"""Time controls and clocks from Python (R13): the API over tavreli/clock.h.
The rules themselves are tested sentence by sentence in tests/clock/."""
import pickle
import unittest

import tavreli
from tavreli import BLACK, WHITE, Bonus, Clock, Period, TimeControl, TimeControlError


class TimeControlTest(unittest.TestCase):
    def test_parse_and_periods(self):
        tc = TimeControl.parse("40/7200:1800+30")
        self.assertEqual(str(tc), "40/7200:1800+30")
        self.assertEqual(tc.periods, [Period(40, 7200.0, Bonus.NONE, 0.0),
                                      Period(0, 1800.0, Bonus.INCREMENT, 30.0)])
        self.assertEqual(TimeControl("900d5").periods[0].bonus, Bonus.DELAY)
        self.assertEqual(TimeControl("600b10").periods[0].bonus, Bonus.BRONSTEIN)
        self.assertEqual(TimeControl("-").periods, [])
        self.assertEqual(str(TimeControl("300.50+2.0")), "300.5+2")

    def test_value_semantics(self):
        self.assertEqual(TimeControl("300+2"), TimeControl("300.0+2"))
        self.assertEqual(len({TimeControl("300+2"), TimeControl("300+2.000")}), 1)
        self.assertEqual(pickle.loads(pickle.dumps(TimeControl("40/7200:900d5"))), TimeControl("40/7200:900d5"))
        self.assertEqual(repr(TimeControl("60")), "TimeControl('60')")

    def test_errors_are_located(self):
        with self.assertRaises(TimeControlError) as cm:
            TimeControl("300x2")
        self.assertEqual(cm.exception.offset, 3)
        self.assertIn("character 4 'x'", str(cm.exception))
        self.assertIsInstance(cm.exception, ValueError)
        with self.assertRaises(TimeControlError) as cm:
            TimeControl("1234567890")
        self.assertEqual(cm.exception.code, tavreli._core.TAV_ELIMIT)
        for bad in ("", "40/", "a\0b", "30—"):
            with self.assertRaises(TimeControlError, msg=repr(bad)):
                TimeControl(bad)
        with self.assertRaises(TypeError):
            TimeControl(300)


class ClockTest(unittest.TestCase):
    def test_press_increment_and_turn(self):
        clock = Clock("60+2")
        self.assertIs(clock.turn, WHITE)
        clock.press(5)
        self.assertEqual(clock.remaining(WHITE), 57.0)
        self.assertIs(clock.turn, BLACK)
        self.assertEqual(clock.remaining(BLACK, running=10), 50.0)
        self.assertEqual(clock.moves(WHITE), 1)
        self.assertEqual(clock.deadline(), 60.0)

    def test_delay_and_periods(self):
        clock = Clock(TimeControl("2/60:30d5"))
        self.assertEqual(clock.moves_to_go(WHITE), 2)
        clock.press(1.5)
        self.assertEqual(clock.remaining(WHITE), 58.5)
        clock.press(0)
        clock.press(10)           # white's second move: 48.5 s saved, + 30 s
        self.assertEqual(clock.period(WHITE), 1)
        self.assertEqual(clock.remaining(WHITE), 78.5)
        clock.press(0)
        self.assertEqual(clock.delay_left(2), 3.0)   # the delay of period 2
        self.assertEqual(clock.remaining(WHITE, running=4), 78.5)

    def test_flag_falls(self):
        clock = Clock("10")
        self.assertFalse(clock.check(9.999))
        self.assertIsNone(clock.flagged())
        self.assertTrue(clock.check(10))
        self.assertIs(clock.flagged(), WHITE)
        with self.assertRaises(RuntimeError):
            clock.press(1)
        clock = Clock("10")
        clock.press(1)
        clock.press(11)
        self.assertIs(clock.flagged(), BLACK)
        self.assertEqual(clock.remaining(BLACK), 0.0)

    def test_no_time_control(self):
        clock = Clock("-")
        clock.press(10 ** 6)
        self.assertEqual(clock.remaining(WHITE), float("inf"))
        self.assertEqual(clock.deadline(), float("inf"))

    def test_bad_arguments(self):
        clock = Clock("60")
        for bad in (-1, float("nan"), float("inf")):
            with self.assertRaises(ValueError, msg=repr(bad)):
                clock.press(bad)
        for bad in ("1", None, True):
            with self.assertRaises(TypeError, msg=repr(bad)):
                clock.press(bad)
        with self.assertRaises(ValueError):
            clock.remaining(2)
        with self.assertRaises(TypeError):
            Clock(60)

    def test_result_on_flag(self):
        clock = Clock("10")
        self.assertTrue(clock.check(10))
        self.assertEqual(clock.result_on_flag(tavreli.Position("4k3/8/8/3r4/8/8/8/4K3 w - - 0 1")), "0-1")
        self.assertEqual(clock.result_on_flag(tavreli.Position("4k3/8/8/3n4/8/8/8/4K3 w - - 0 1")), "1/2-1/2")
        self.assertEqual(clock.result_on_flag(tavreli.Position("4k3/8/8/3r4/8/8/8/4K3 w - - 0 1"), both=True),
                         "1/2-1/2")
        self.assertIn(clock.result_on_flag(tavreli.Position(), budget=1000), (None, "0-1"))
        with self.assertRaises(ValueError):
            Clock("10").result_on_flag(tavreli.Position())
        with self.assertRaises(TypeError):
            clock.result_on_flag("startpos")


GAME = """[Event "clocks"]
[TimeControl "2/60:30+5"]
[Result "*"]

1. e2-e4 {[%clk 0:00:55]} e7-e5 {[%clk 0:00:59]} 2. g1-f3 {[%clk 0:01:25]}
b8-c6 {[%clk 0:01:40]} 3. f1-c4 {note [%clk 0:1:5]} *
"""


class ArbiterClockTest(unittest.TestCase):
    """R13: whose clock runs first, setting, stopping, late arrival, limits."""

    def test_black_starts(self):
        c = Clock("300", turn=BLACK)
        self.assertEqual(c.turn, BLACK)
        self.assertEqual(c.remaining(BLACK, 10), 290)
        self.assertEqual(c.remaining(WHITE, 10), 300)
        c.press(10)
        self.assertEqual(c.moves(BLACK), 1)
        self.assertEqual(c.turn, WHITE)
        self.assertEqual(Clock("300").turn, WHITE)
        with self.assertRaises(ValueError):
            Clock("300", turn=2)

    def test_press_too_long(self):
        # our ValueError, not SWIG's OverflowError
        c = Clock("300")
        for bad in (1e300, 2.0 ** 64, 10 ** 30, -1, float("nan"), float("inf")):
            with self.subTest(bad=bad), self.assertRaises(ValueError) as cm:
                c.press(bad)
            self.assertIn("seconds", str(cm.exception))
        self.assertEqual(c.moves(WHITE), 0)

    def test_set_and_moves(self):
        c = Clock("40/7200:1800")
        c.set_moves(WHITE, 39)
        c.set_remaining(WHITE, 60)
        self.assertEqual(c.moves_to_go(WHITE), 1)
        c.press(10)
        self.assertEqual(c.period(WHITE), 1)
        self.assertEqual(c.remaining(WHITE), 1850)
        with self.assertRaises(ValueError):
            c.set_moves(WHITE, -1)
        with self.assertRaises(ValueError):
            c.set_remaining(WHITE, 1e300)
        with self.assertRaises(ValueError):
            Clock("-").set_remaining(WHITE, 5)

    def test_pause_resume(self):
        c = Clock("60")
        self.assertFalse(c.pause(20))
        self.assertTrue(c.paused)
        self.assertFalse(c.check(1000))
        self.assertEqual(c.remaining(WHITE, 1000), 40)
        with self.assertRaises(RuntimeError):
            c.press(1)
        c.resume()
        self.assertFalse(c.paused)
        c.press(5)
        self.assertEqual(c.remaining(WHITE), 35)
        with self.assertRaises(RuntimeError):
            c.resume()
        self.assertTrue(c.pause(60))  # black's flag falls first
        self.assertEqual(c.flagged(), BLACK)

    def test_late_arrival(self):
        tc = TimeControl("40/5400:1800")
        self.assertFalse(tc.late_loses(5400))   # 000 6.7: the main time by default
        self.assertTrue(tc.late_loses(5400.001))
        self.assertFalse(tc.late_loses(3600, allowed=TimeControl.LATE_ONE_HOUR))
        self.assertTrue(tc.late_loses(3601, allowed=TimeControl.LATE_ONE_HOUR))
        self.assertFalse(TimeControl("-").late_loses(10 ** 9))
        with self.assertRaises(ValueError):
            tc.late_loses(-1)


class RecordClockTest(unittest.TestCase):
    def game(self):
        return next(tavreli.read_games(GAME.encode()))

    def test_clock_of_each_move(self):
        g = self.game()
        nodes = list(g.mainline())
        self.assertEqual([n.clock() for n in nodes[:4]], [55.0, 59.0, 85.0, 100.0])
        with self.assertRaises(ValueError):
            nodes[4].clock()
        self.assertEqual(g.time_control, TimeControl("2/60:30+5"))

    def test_set_clock_round_trips(self):
        g = self.game()
        node = g.next()
        node.set_clock(54.25)
        self.assertEqual(node.comment, "[%clk 0:00:54.25]")
        again = next(tavreli.read_games(str(g).encode()))
        self.assertEqual(again.next().clock(), 54.25)
        node.set_clock(None)
        self.assertIsNone(node.clock())
        with self.assertRaises(ValueError):
            g.root.set_clock(1)
        with self.assertRaises(TypeError):
            node.set_clock("1")

    def test_check_clocks(self):
        g = self.game()
        found = g.check_clocks()
        self.assertEqual([p.kind for p in found], [tavreli.ProblemKind.CLOCK, tavreli.ProblemKind.CLOCK])
        self.assertIn("at most 0:01:29", found[0].message)
        self.assertEqual(found, g.warnings[-2:])

    def test_time_control_tag(self):
        g = tavreli.Game()
        self.assertIsNone(g.time_control)
        g.time_control = "300+2"
        self.assertEqual(g.headers["TimeControl"], "300+2")
        g.time_control = None
        self.assertNotIn("TimeControl", g.headers)
        with self.assertRaises(TimeControlError):
            g.time_control = "junk"


if __name__ == "__main__":
    unittest.main()
