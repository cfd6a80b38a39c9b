"""Time controls and clocks (RULES.md R13), over libtavreli's tavreli/clock.h.

The clock never reads a wall clock: the caller says how long the running
side took (``press(seconds)``), so a server drives it from its own timer and
a test replays exact scenarios.

>>> tc = TimeControl.parse("40/7200:1800+30")
>>> clock = Clock(tc)
>>> clock.press(12.5)            # white completes a move after 12.5 s
>>> clock.remaining(WHITE)
7187.5
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, List, Optional, Tuple, Union

from . import _core
from ._errors import TimeControlError, from_error
from ._types import Colour, c_call, c_position, colour_from_c, colour_to_c, made

if TYPE_CHECKING:
    from ._position import Position

__all__ = ["TimeControl", "Period", "Bonus", "Clock", "LATE_ONE_HOUR", "MAX_SECONDS"]


class Bonus(enum.IntEnum):
    """What a period adds to each move (R13)."""
    NONE = _core.TAV_TC_PLAIN
    INCREMENT = _core.TAV_TC_INCREMENT   # "+INC"
    DELAY = _core.TAV_TC_DELAY           # "dDELAY" (000 6.3.1)
    BRONSTEIN = _core.TAV_TC_BRONSTEIN   # "bDELAY"


@dataclass(frozen=True)
class Period:
    """One period: ``moves`` due in ``seconds`` (``moves`` 0: all the rest)."""
    moves: int
    seconds: float
    bonus: Bonus
    bonus_seconds: float


#: The most seconds a clock keeps (TAV_CLOCK_TIME_MAX ms, some 146 million
#: years): longer times are refused, and what a clock gains beyond it is
#: dropped (R13).
MAX_SECONDS = _core.TAV_CLOCK_TIME_MAX / 1000


def _ms(seconds: Union[int, float]) -> int:
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError(f"a time is a number of seconds, not {type(seconds).__name__}")
    if not 0 <= seconds <= MAX_SECONDS:
        raise ValueError(f"a time is a finite number of seconds from 0 to {MAX_SECONDS:.0f}, not {seconds!r}")
    return min(round(seconds * 1000), _core.TAV_CLOCK_TIME_MAX)


def _seconds(ms: int) -> float:
    return float("inf") if ms == _core.TAV_CLOCK_UNLIMITED else ms / 1000


class TimeControl:
    """A time control in the R13 syntax: ``"40/7200:1800+30"``, ``"300+2"``,
    ``"900d5"``, ``"600b10"``, ``"-"`` (none). ``str()`` is the canonical
    text."""

    __slots__ = ("_tc",)

    def __init__(self, text: str = "-") -> None:
        if not isinstance(text, str):
            raise TypeError(f"a time control is a str, not {type(text).__name__}")
        err = _core.tav_error()  # (C refuses a NUL, at its offset)
        tc = _core.tavb_time_control_parse_bytes(text.encode("utf-8", "surrogatepass"), err)
        if tc is None:  # (a number or period count over the limit, TAV_ELIMIT, too)
            raise from_error(err, text, kind=TimeControlError)
        self._tc = tc

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """The time control that ``text`` says; ``TimeControlError`` if malformed."""
        return cls(text)

    @property
    def periods(self) -> List[Period]:
        """The periods of the time control in order (R13): for each, the
        moves it covers (0: the rest of the game), its time in seconds and
        its bonus (kind and seconds per move)."""
        out = []
        for i in range(_core.tav_time_control_periods(self._tc)):
            p = _core.tavb_time_control_period(self._tc, i)
            out.append(Period(p.moves, p.time_ms / 1000, Bonus(p.bonus), p.bonus_ms / 1000))
        return out

    def __str__(self) -> str:
        return _core.tavb_time_control_format(self._tc)

    def __repr__(self) -> str:
        return f"TimeControl({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TimeControl) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))

    def __reduce__(self) -> Tuple[type, Tuple[str]]:  # pickling: by the canonical text
        return (TimeControl, (str(self),))

    def late_loses(self, late: Union[int, float], allowed: Optional[Union[int, float]] = None) -> bool:
        """Does a player who sits down at the board ``late`` seconds after
        the scheduled start lose the game by default? 000 6.7.1: "any
        player who appears at the board after the allowed lateness has
        expired loses the game, unless the arbiter decides otherwise".
        ``allowed`` is that lateness in seconds, as the competition's rules
        set it (``LATE_ONE_HOUR`` for the tournament rules' hour, 001 and
        003 section 6.6); None when they set none: then it equals the main
        time (6.7), this control's first period. Arriving exactly at the
        limit is in time."""
        limit = _core.TAV_LATE_MAIN_TIME if allowed is None else _ms(allowed)
        return _core.tav_clock_late_loses(self._tc, limit, _ms(late)) == 1


#: ``allowed`` of ``TimeControl.late_loses()``: the tournament rules' hour.
LATE_ONE_HOUR = 3600


class Clock:
    """Both players' clocks under a time control, at the start of a game:
    the clock of ``turn`` runs, white's by default (000 6.6; pass
    ``turn=BLACK`` for a game that starts with black to move). Times are in
    seconds (floats, kept to the millisecond)."""

    __slots__ = ("_c", "time_control")

    def __init__(self, time_control: Union[TimeControl, str], turn: object = Colour.WHITE) -> None:
        if isinstance(time_control, str):
            time_control = TimeControl(time_control)
        if not isinstance(time_control, TimeControl):
            raise TypeError(f"Clock() takes a TimeControl or its text, not {type(time_control).__name__}")
        self.time_control = time_control
        c = _core.tavb_clock_new_turn(time_control._tc, colour_to_c(turn))
        self._c: Any = made(c, "tavb_clock_new_turn")

    @property
    def turn(self) -> Colour:
        """The side whose clock runs."""
        return colour_from_c(_core.tav_clock_turn(self._c))

    # ---- copies and pickles: a copy owns its own C clock --------------------

    def copy(self) -> Clock:
        """An independent clock in the same state (C's tav_clock_copy)."""
        new = Clock.__new__(Clock)
        new.time_control = self.time_control
        new._c = made(_core.tav_clock_copy(self._c), "tav_clock_copy")
        return new

    __copy__ = copy

    def __deepcopy__(self, memo: object) -> Clock:
        return self.copy()

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # Pickling: the time control and what the arbiter's hand can set
        # (moves, main times, a fallen flag, a pause); a delay still running
        # within the current move is not kept.
        return (_clock_from_state, (str(self.time_control), _core.tavb_clock_state(self._c)))

    def press(self, elapsed: Union[int, float]) -> None:
        """The running side completes a move after ``elapsed`` seconds: the
        period's increment, delay or Bronstein delay applies, a completed
        period adds the next one's time, and the other clock runs. If the
        time had run out, the flag falls instead (see ``flagged()``).
        ``RuntimeError`` once a flag has fallen (the clock has stopped)."""
        ms = _ms(elapsed)
        if self.paused:
            raise RuntimeError("the clocks are stopped: resume() them first")
        if _core.tav_clock_press(self._c, ms) != _core.TAV_OK:
            raise RuntimeError("the clock has stopped: a flag has fallen")

    def check(self, elapsed: Union[int, float]) -> bool:
        """The running side has used ``elapsed`` seconds without a press:
        True (and the clock stops) if its flag has fallen by then."""
        return _core.tav_clock_check(self._c, _ms(elapsed)) == 1

    def deadline(self) -> float:
        """Seconds the running side may still use on this move (``inf``
        without a time control, 0 once stopped)."""
        return _seconds(_core.tav_clock_deadline(self._c))

    def remaining(self, color: object, running: Union[int, float] = 0) -> float:
        """Main time ``color`` has left, when the running side has used
        ``running`` seconds of its move (``inf`` without a time control)."""
        return _seconds(_core.tav_clock_remaining(self._c, colour_to_c(color), _ms(running)))

    def delay_left(self, running: Union[int, float] = 0) -> float:
        """The delay the running side still has after ``running`` seconds."""
        return _core.tav_clock_delay_left(self._c, _ms(running)) / 1000

    def period(self, color: object) -> int:
        """0-based index of the period ``color`` is in."""
        return _core.tav_clock_period(self._c, colour_to_c(color))

    def moves_to_go(self, color: object) -> int:
        """Moves ``color`` must still make in its period (0 in sudden death)."""
        return _core.tav_clock_moves_to_go(self._c, colour_to_c(color))

    def moves(self, color: object) -> int:
        """Moves ``color`` has completed."""
        return _core.tav_clock_moves(self._c, colour_to_c(color))

    def flagged(self) -> Optional[Colour]:
        """The side whose flag has fallen, or None."""
        side = _core.tavb_clock_flag_side(self._c)
        return None if side < 0 else colour_from_c(side)

    # ---- the arbiter's hand (000 6.2.7, 6.11.1, 6.12, 7.1) ----------------

    def set_remaining(self, color: object, seconds: Union[int, float]) -> None:
        """Set the main time ``color`` has left, as an arbiter corrects or
        adjusts it (000 6.11.1, 6.2.7) or a server resumes a game from its
        record's ``[%clk]``. For the running side it is its time as of now
        (the next ``press``/``check`` counts from here). Time above zero
        lifts ``color``'s fallen flag. ``ValueError`` without a time
        control."""
        ms = _ms(seconds)
        if _core.tav_clock_set_remaining(self._c, colour_to_c(color), ms) != _core.TAV_OK:
            raise ValueError("no time to set: the clock has no time control")

    def set_moves(self, color: object, moves: int) -> None:
        """Set ``color``'s move counter to ``moves`` completed moves (000
        6.11.1, 7.1); its period follows from the time control."""
        c_call(_core.tavb_clock_set_moves, self._c, colour_to_c(color), moves)

    def pause(self, running: Union[int, float] = 0) -> bool:
        """Stop the clocks (000 6.11.1, 6.12): the running side has used
        ``running`` seconds since its clock started or resumed, charged to
        it. Returns True if its flag fell instead. ``RuntimeError`` when
        already stopped or a flag has fallen."""
        r = _core.tav_clock_pause(self._c, _ms(running))
        if r < 0:
            raise RuntimeError("cannot stop the clocks: already stopped, or a flag has fallen")
        return r == 1

    def resume(self) -> None:
        """Restart the stopped clocks (000 6.12.2): the same side's clock
        runs on. ``RuntimeError`` when they are not stopped."""
        if _core.tav_clock_resume(self._c) != _core.TAV_OK:
            raise RuntimeError("the clocks are not stopped")

    @property
    def paused(self) -> bool:
        """True while the clocks are stopped by ``pause()``."""
        return _core.tav_clock_paused(self._c) == 1

    def result_on_flag(self, position: Position, *, both: bool = False,
                       budget: int = 0) -> Optional[str]:
        """The result R13 gives when the flag of ``flagged()`` (or, with
        ``both``, both flags, which fell first unknown) has fallen, with
        ``position`` on the board: ``'1-0'``, ``'0-1'``, ``'1/2-1/2'``, or
        None when the dead-position question (can the opponent still mate?)
        is not decided within ``budget`` nodes (0: the library's default);
        then the arbiter decides. A mate or stalemate on the board stands."""
        c_position(position, "result_on_flag() needs")
        flags = (_core.TAV_FLAG_WHITE | _core.TAV_FLAG_BLACK) if both else _core.tav_clock_flagged(self._c)
        return c_call(_core.tavb_flag_result_text, position._p, flags, budget)

    def __repr__(self) -> str:
        w, b = self.remaining(Colour.WHITE), self.remaining(Colour.BLACK)
        return f"<Clock {self.time_control} white {w:g} s, black {b:g} s, {'white' if self.turn else 'black'} to move>"


TimeControl.LATE_ONE_HOUR = LATE_ONE_HOUR  # type: ignore[attr-defined]


def _clock_from_state(time_control: str, state: str) -> Clock:
    """The clock a pickle holds (Clock.__reduce__), set by C as an arbiter would."""
    clock = Clock.__new__(Clock)
    clock.time_control = TimeControl(time_control)
    clock._c = c_call(_core.tavb_clock_from_state_checked, clock.time_control._tc, state)
    return clock
