"""Drive a UCI Tavreli engine over a pipe, as python-chess's ``chess.engine``
drives chess engines (the protocol is in doc/engine.md).

>>> import sys, tavreli, tavreli.engine
>>> with tavreli.engine.SimpleEngine.popen_uci([sys.executable, "-m", "tavreli", "uci"]) as eng:  # doctest: +SKIP
...     result = eng.play(tavreli.Position(), tavreli.engine.Limit(time=0.1))
...     info = eng.analyse(tavreli.Position(), tavreli.engine.Limit(depth=6))
...     print(result.move, info["score"], info["pv"])

Every wait has a deadline, checked even while the engine keeps talking,
so a hung or endlessly chatty engine raises ``EngineTimeoutError`` instead
of blocking, and a dead one ``EngineTerminatedError`` (with its exit
status); neither ever deadlocks the caller. Lines are read by the C codec
(tavreli/uci.h); an ``info`` it cannot read is logged and skipped. Each
``bestmove`` answers its own ``go``: after a timeout the search is stopped
and drained to its ``bestmove``, then an ``isready`` barrier, before the
next command. Calls on one engine from several threads take turns (a
lock), as python-chess's ``SimpleEngine``. Moves sent are R9 text, moves
received R9 or UCI's coordinate form; a bestmove the position does not
allow raises ``EngineError``.
"""
from __future__ import annotations

import logging
import math
import os
import queue
import signal
import subprocess
import threading
import time as _time
from dataclasses import dataclass
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union, overload

from . import _core as _core_module
from ._analysis import Score
from ._errors import TavreliError
from ._position import Position
from ._types import Colour, Move

__all__ = ["SimpleEngine", "Limit", "PlayResult", "Score", "PovScore", "Option",
           "AnalysisResult", "EngineError", "EngineTerminatedError", "EngineTimeoutError",
           "InfoDict"]

InfoDict = Dict[str, Any]

LOGGER = logging.getLogger(__name__)

# SWIG's module makes its names when it loads: to a type checker they are Any.
_core: Any = _core_module


def _read_line(text: str) -> Tuple[Optional[Any], str]:
    """The line read by the C codec (a ``tav_uci_line``), or None and the
    codec's message naming the field and the character."""
    line = _core.tav_uci_line()
    err = _core.tav_error()
    try:
        rc = _core.tavb_uci_parse(text, line, err)
    except (TypeError, ValueError) as e:  # a NUL in the text
        return None, str(e)
    return (line if rc == _core.TAV_OK else None), str(err.message)


_INCREMENTS = (_core.TAV_UCI_WINC, _core.TAV_UCI_BINC)


def _uci_text(write: Any, arg: Any) -> str:
    """A line written by the C codec (tavb_uci_write, tavb_uci_position);
    EngineError with the codec's message when it cannot be written."""
    err = _core.tav_error()
    text = write(arg, err)
    if text is None:
        raise EngineError(str(err.message) or "cannot write the UCI line")
    return str(text)


def _uci_list(line: Any) -> List[str]:
    return [str(_core.tav_uci_list_at(line, i)) for i in range(line.list_count)]


def _uci_num(line: Any, which: int) -> Optional[int]:
    return int(_core.tavb_uci_num(line, which)) if line.has & (1 << which) else None


class EngineError(TavreliError, RuntimeError):
    """The engine broke the protocol (or sent an illegal move)."""

    def __init__(self, message: str) -> None:
        TavreliError.__init__(self, message, code=0)


class EngineTerminatedError(EngineError):
    """The engine process ended (crashed or quit)."""


class EngineTimeoutError(EngineError, TimeoutError):
    """The engine did not answer in time."""


@dataclass
class Limit:
    """Search limits, as python-chess's ``chess.engine.Limit``: seconds for
    ``time`` and the clocks."""

    time: Optional[float] = None
    depth: Optional[int] = None
    nodes: Optional[int] = None
    mate: Optional[int] = None
    white_clock: Optional[float] = None
    black_clock: Optional[float] = None
    white_inc: Optional[float] = None
    black_inc: Optional[float] = None
    remaining_moves: Optional[int] = None

    def __post_init__(self) -> None:
        # A time that is no number of seconds (nan, inf) or below zero was
        # sent as is ("go movetime nan", "winc -5000"): refused here.
        for name in ("time", "white_clock", "black_clock", "white_inc", "black_inc"):
            v = getattr(self, name)
            if v is not None and not (isinstance(v, (int, float)) and math.isfinite(v) and v >= 0):
                raise ValueError(f"Limit({name}=...) is a finite number of seconds, 0 or more, not {v!r}")
        for name in ("depth", "nodes", "mate", "remaining_moves"):
            v = getattr(self, name)
            if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 0):
                raise ValueError(f"Limit({name}=...) is an int, 0 or more, not {v!r}")

    def go(self) -> str:
        """The UCI ``go`` command of these limits (``go infinite`` without
        any), written by the C codec (tav_uci_write)."""
        line = _core.tav_uci_line()
        line.kind = _core.TAV_UCI_GO
        for which, seconds in ((_core.TAV_UCI_MOVETIME, self.time), (_core.TAV_UCI_WTIME, self.white_clock),
                               (_core.TAV_UCI_BTIME, self.black_clock), (_core.TAV_UCI_WINC, self.white_inc),
                               (_core.TAV_UCI_BINC, self.black_inc)):
            if seconds is not None:  # milliseconds; a time to think is at least 1
                ms = int(round(seconds * 1000))
                _core.tavb_uci_set_num(line, which, ms if which in _INCREMENTS else max(1, ms))
        for which, n in ((_core.TAV_UCI_DEPTH, self.depth), (_core.TAV_UCI_NODES, self.nodes),
                         (_core.TAV_UCI_MATE, self.mate), (_core.TAV_UCI_MOVESTOGO, self.remaining_moves)):
            if n is not None:
                _core.tavb_uci_set_num(line, which, n)
        if not line.has:
            line.flags = _core.TAV_UCI_INFINITE
        return _uci_text(_core.tavb_uci_write, line)

    def budget(self) -> Optional[float]:
        """Seconds the engine may think, when the limit says (else None)."""
        if self.time is not None:
            return self.time
        return None


@dataclass
class PlayResult:
    """What ``play()`` returns: the move (None without a legal move), the
    ponder move and the last info."""
    move: Optional[Move]
    ponder: Optional[Move]
    info: InfoDict


class PovScore:
    """A score and the side it is seen from, as python-chess's
    ``PovScore``: ``relative`` is from the side to move's point of view
    (what UCI sends), ``white()``/``black()``/``pov(color)`` from a side's."""

    __slots__ = ("relative", "turn")

    def __init__(self, relative: Score, turn: Colour) -> None:
        self.relative = relative
        self.turn = Colour(turn)

    def pov(self, color: Colour) -> Score:
        """The score from ``color``'s point of view."""
        return self.relative if Colour(color) == self.turn else -self.relative

    def white(self) -> Score:
        """The score from white's point of view."""
        return self.pov(Colour.WHITE)

    def black(self) -> Score:
        """The score from black's point of view."""
        return self.pov(Colour.BLACK)

    def is_mate(self) -> bool:
        """A mate score."""
        return self.relative.is_mate()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PovScore):
            return self.white() == other.white()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.white())

    def __repr__(self) -> str:
        return f"PovScore({self.relative!r}, {self.turn.name})"


@dataclass
class Option:
    """An option the engine declared (``option name ... type ...``), as
    python-chess's ``chess.engine.Option``: ``type`` is ``spin``,
    ``check``, ``combo``, ``button`` or ``string``; ``min``/``max`` for a
    spin, ``var`` the choices of a combo."""
    name: str
    type: str
    default: Any
    min: Optional[int]
    max: Optional[int]
    var: List[str]

    @classmethod
    def parse(cls, line: str) -> Option:
        """The option of an ``option name N type T ...`` line, read by the
        C codec; ``EngineError`` with its message when the line is not one."""
        read, message = _read_line(line)
        if read is None or read.kind != _core.TAV_UCI_OPTION:
            raise EngineError(message or f"not an option line: {line!r}")
        kind = _OPTION_TYPES.get(read.option_type, "")
        default: Any = read.value
        if kind == "spin":
            try:
                default = int(default) if default is not None else None
            except ValueError:
                default = None
        elif kind == "check" and default is not None:
            default = default == "true"
        return cls(str(read.name), kind, default, _uci_num(read, _core.TAV_UCI_MIN),
                   _uci_num(read, _core.TAV_UCI_MAX), _uci_list(read))


_OPTION_TYPES = {_core.TAV_UCI_CHECK: "check", _core.TAV_UCI_SPIN: "spin", _core.TAV_UCI_COMBO: "combo",
                 _core.TAV_UCI_BUTTON: "button", _core.TAV_UCI_STRING: "string"}


def _uci_value(value: Any) -> str:
    """An option value as UCI writes it: booleans ``true``/``false``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


_EOF = object()


class SimpleEngine:
    """A UCI engine in a child process, used synchronously.

    ``timeout`` (seconds) bounds every wait beyond the search's own time;
    ``None`` waits for ever (not advised). A search limited only by depth or
    nodes gets ``timeout`` in all."""

    def __init__(self, command: Union[str, Sequence[str]], *, timeout: Optional[float] = 10.0,
                 **popen_args: Any) -> None:
        self.timeout = timeout
        popen_args.setdefault("start_new_session", True)  # a kill reaches its children
        self._proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      universal_newlines=True, bufsize=1, **popen_args)
        self._lines: "queue.Queue[object]" = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.id: Dict[str, str] = {}
        self.options: Dict[str, Option] = {}
        self._closed = False
        self._lock = threading.RLock()  # one call at a time, as python-chess
        self._stale = False  # a stopped search whose bestmove has not come yet

    @classmethod
    def popen_uci(cls, command: Union[str, Sequence[str]], *, timeout: Optional[float] = 10.0,
                  **popen_args: Any) -> SimpleEngine:
        """Start ``command`` and shake hands (``uci`` ... ``uciok``).

        The library's own engine after nothing but ``pip install``:
        ``[sys.executable, "-m", "tavreli", "uci"]`` (the same C code as
        ``tavreli uci``, compiled into the package); ``["tavreli", "uci"]``
        where the ``tavreli`` program is installed (make install, Debian)."""
        eng = cls(command, timeout=timeout, **popen_args)
        try:
            eng._send("uci")
            for line in eng._until("uciok", eng.timeout):
                read, message = _read_line(line)
                if read is None:
                    if line.startswith(("id ", "option ")):
                        LOGGER.warning("engine line skipped: %s", message)
                elif read.kind == _core.TAV_UCI_ID:
                    eng.id[str(read.name)] = str(read.value)
                elif read.kind == _core.TAV_UCI_OPTION:
                    option = Option.parse(line)
                    eng.options[option.name] = option
            eng._ready()
        except BaseException:
            eng.close()
            raise
        return eng

    # ---- the pipe ----------------------------------------------------------
    def _read(self) -> None:
        assert self._proc.stdout is not None
        try:
            for line in self._proc.stdout:
                self._lines.put(line.rstrip("\r\n"))
        except (OSError, ValueError):
            pass
        self._lines.put(_EOF)

    def _send(self, text: str) -> None:
        if self._closed:
            raise EngineTerminatedError("the engine was closed")
        try:
            assert self._proc.stdin is not None
            self._proc.stdin.write(text + "\n")
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise self._terminated() from None

    def _terminated(self) -> EngineTerminatedError:
        try:
            rc = self._proc.wait(timeout=1)
        except subprocess.TimeoutExpired:
            rc = None
        return EngineTerminatedError(f"engine process died (exit code {rc})")

    def _until(self, word: str, timeout: Optional[float]) -> Iterable[str]:
        """Lines up to and including the first that starts with word."""
        deadline = None if timeout is None else _time.monotonic() + timeout
        while True:
            # checked before every line, not only when none is waiting: an
            # engine that keeps talking must not hold the caller for ever
            left = None if deadline is None else deadline - _time.monotonic()
            try:
                if left is not None and left <= 0:
                    raise queue.Empty
                item = self._lines.get(timeout=left)
            except queue.Empty:
                raise EngineTimeoutError(f"no '{word}' from the engine within {timeout} s") from None
            if item is _EOF:
                self._lines.put(_EOF)  # stay terminated for later calls
                raise self._terminated()
            line = str(item)
            yield line
            if line == word or line.startswith(word + " "):
                return

    def _ready(self) -> None:
        self._send("isready")
        for _ in self._until("readyok", self.timeout):
            pass

    def _sync(self) -> None:
        """Before a command: a stopped search that has not yet sent its
        bestmove is drained up to it (EngineTimeoutError if it never
        comes), then an isready barrier, so that no line of that search
        answers the next one."""
        if not self._stale:
            return
        self._send("stop")
        for _ in self._until("bestmove", self.timeout):
            pass
        self._stale = False
        self._ready()

    # ---- commands ------------------------------------------------------------
    def configure(self, options: Dict[str, Any]) -> None:
        """``setoption name N value V`` for each (booleans as ``true`` and
        ``false``, UCI's words); an ``info string`` the engine answers with
        is raised as ``EngineError``, once the engine said ``readyok``, so
        that nothing of this call is left for the next one."""
        with self._lock:
            self._sync()
            for name, value in options.items():
                self._send(f"setoption name {name} value {_uci_value(value)}")
            self._send("isready")
            error = None
            for line in self._until("readyok", self.timeout):
                if line.startswith("info string setoption") and error is None:
                    error = EngineError(line[len("info string "):])
            if error is not None:
                raise error

    def _position(self, position: Position) -> str:
        """The ``position fen ROOT moves ...`` line of position and its
        move stack, written by C (tavb_uci_position)."""
        return _uci_text(_core.tavb_uci_position, position._p)

    def _start(self, position: Position, limit: Limit, multipv: Optional[int]) -> None:
        """After the previous search is drained: MultiPV, position, go."""
        self._sync()
        if multipv is not None:
            self._send(f"setoption name MultiPV value {int(multipv)}")
        self._send(self._position(position))
        self._send(limit.go())

    def _go(self, position: Position, limit: Limit, multipv: Optional[int]
            ) -> tuple[List[InfoDict], str]:
        self._start(position, limit, multipv)
        lines: Dict[int, InfoDict] = {}
        best = ""
        for line in self._search_lines(self._wait_for(position, limit)):
            if line.startswith("bestmove"):
                best = line
            else:
                info = _parse_info(line, position)
                if info is not None:
                    lines.setdefault(info.get("multipv", 1), {}).update(info)
        if multipv is not None:
            self._send("setoption name MultiPV value 1")
        return [lines[k] for k in sorted(lines)], best

    def _search_lines(self, wait: Optional[float]) -> Iterator[str]:
        """The info lines of a running search (every one but ``info
        string``: lines without a pv, such as a mated position's, count)
        and its ``bestmove`` line, last. The engine's complaint about the
        go or the position is raised as ``EngineError`` once the search
        has ended (its bestmove read), so that nothing of it is left over."""
        error = None
        try:
            for line in self._until("bestmove", wait):
                if line.startswith("info string "):
                    if error is None and line.startswith(("info string go:", "info string position:")):
                        error = EngineError(line[len("info string "):])
                elif error is None and (line.startswith("info ") or line.startswith("bestmove")):
                    yield line
        except EngineTimeoutError:
            self._stop_quietly()
            raise
        if error is not None:
            raise error

    def _wait_for(self, position: Position, limit: Limit) -> Optional[float]:
        """The search's own time (the mover's clock, else the time limit)
        and the timeout beyond it; None when the timeout is."""
        if self.timeout is None:
            return None
        clock = limit.white_clock if position.turn == Colour.WHITE else limit.black_clock
        timed = limit.white_clock is not None or limit.black_clock is not None
        return ((clock if timed else limit.budget()) or 0) + self.timeout

    def analysis(self, position: Position, limit: Optional[Limit] = None, *,
                 multipv: Optional[int] = None) -> AnalysisResult:
        """Start a search and return an ``AnalysisResult``: iterate it for
        each info as the engine sends it (python-chess's
        ``engine.analysis()``), ``stop()`` it, ``wait()`` for the best move.
        Without a limit the search is infinite until ``stop()``. Use it as
        a context manager: leaving stops the search."""
        limit = limit or Limit()
        self._lock.acquire()  # released when the search has ended (AnalysisResult)
        try:
            self._start(position, limit, multipv)
        except BaseException:
            self._lock.release()
            raise
        infinite = limit.go() == "go infinite"
        return AnalysisResult(self, position, None if infinite else self._wait_for(position, limit),
                              multipv is not None)

    def _stop_quietly(self) -> None:
        """After a timeout: ask for the bestmove and drain it, briefly; if
        it does not come, the next command first waits for it (_sync)."""
        self._stale = True
        try:
            self._send("stop")
            for _ in self._until("bestmove", 1.0):
                pass
            self._stale = False
        except EngineError:
            pass

    def play(self, position: Position, limit: Limit) -> PlayResult:
        """The engine's move in position under limit."""
        with self._lock:
            infos, best = self._go(position, limit, None)
        move, ponder = _best_move(best, position)
        return PlayResult(move, ponder, infos[0] if infos else {})

    @overload
    def analyse(self, position: Position, limit: Limit, *, multipv: None = None) -> InfoDict: ...

    @overload
    def analyse(self, position: Position, limit: Limit, *, multipv: int) -> List[InfoDict]: ...

    def analyse(self, position: Position, limit: Limit, *, multipv: Optional[int] = None
                ) -> Union[InfoDict, List[InfoDict]]:
        """Search and return the last info (a dict with ``score``, ``pv``,
        ``depth``, ``seldepth``, ``nodes``, ``nps``, ``time``, ``multipv``), or
        with ``multipv=K`` a list of K of them, best first. The dict and its
        ``PovScore`` are python-chess's shape; ``Position.analyse()`` (the
        library's engine in process) returns an ``AnalysisLine`` whose
        ``score`` is the plain ``Score`` that is ``PovScore.relative`` here."""
        with self._lock:
            infos, _ = self._go(position, limit, multipv)
        if multipv is None:
            return infos[0] if infos else {}
        return infos

    def ping(self) -> None:
        """``isready``, waiting for ``readyok``."""
        with self._lock:
            self._sync()
            self._ready()

    def quit(self) -> None:
        """Ask the engine to quit and wait for it (killing it after the
        timeout)."""
        if self._closed:
            return
        try:
            self._send("quit")
        except EngineError:
            pass
        self.close()

    def close(self) -> None:
        """Wait for the engine to end (killing it after the timeout)."""
        if self._closed:
            return
        self._closed = True
        try:
            self._proc.wait(timeout=self.timeout if self.timeout is not None else 5)
        except subprocess.TimeoutExpired:
            self._kill()
            self._proc.wait()
        try:
            if self._proc.stdin:
                self._proc.stdin.close()
        except OSError:
            pass
        # stdout is left to the reader thread, which ends at its end of file
        # (closing it here could wait for a child still holding the pipe)

    def _kill(self) -> None:
        try:
            os.killpg(self._proc.pid, signal.SIGKILL)
        except (OSError, AttributeError):
            self._proc.kill()

    def __enter__(self) -> SimpleEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.quit()

    def __del__(self) -> None:
        try:
            if not self._closed and self._proc.poll() is None:
                self._kill()
        except Exception:
            pass


_INFO_NUMBERS = (("depth", _core.TAV_UCI_DEPTH), ("seldepth", _core.TAV_UCI_SELDEPTH),
                 ("multipv", _core.TAV_UCI_MULTIPV), ("nodes", _core.TAV_UCI_NODES),
                 ("nps", _core.TAV_UCI_NPS), ("hashfull", _core.TAV_UCI_HASHFULL),
                 ("tbhits", _core.TAV_UCI_TBHITS), ("cpuload", _core.TAV_UCI_CPULOAD),
                 ("currmovenumber", _core.TAV_UCI_CURRMOVENUMBER))


def _parse_info(text: str, position: Position) -> Optional[InfoDict]:
    """The info dict of an ``info`` line (python-chess's keys), or None
    (logged) when the codec cannot read it: a junk field skips its line,
    never the search."""
    line, message = _read_line(text)
    if line is None or line.kind != _core.TAV_UCI_INFO:
        LOGGER.warning("engine info skipped: %s", message)
        return None
    info: InfoDict = {}
    for key, which in _INFO_NUMBERS:
        n = _uci_num(line, which)
        if n is not None:
            info[key] = n
    ms = _uci_num(line, _core.TAV_UCI_TIME)
    if ms is not None:
        info["time"] = ms / 1000.0
    mate, cp = _uci_num(line, _core.TAV_UCI_SCORE_MATE), _uci_num(line, _core.TAV_UCI_SCORE_CP)
    if mate is not None or cp is not None:
        info["score"] = PovScore(Score(mate=mate) if mate is not None else Score(cp=cp), position.turn)
        if line.flags & _core.TAV_UCI_LOWERBOUND:
            info["lowerbound"] = True
        if line.flags & _core.TAV_UCI_UPPERBOUND:
            info["upperbound"] = True
    if line.move is not None:
        try:
            info["currmove"] = position.parse_move(str(line.move))
        except ValueError:
            pass
    if line.list_count:
        pv: List[Move] = []
        board = position.copy()
        for move_text in _uci_list(line):
            try:
                m = board.parse_move(move_text)
            except ValueError:
                break
            board.push(m)
            pv.append(m)
        info["pv"] = pv
    if line.string is not None:
        info["string"] = str(line.string)
    return info


def _best_move(text: str, position: Position) -> Tuple[Optional[Move], Optional[Move]]:
    """The move and ponder move of a ``bestmove`` line (None, None for
    ``(none)``/``0000``); EngineError for a move position does not allow."""
    line, message = _read_line(text)
    if line is None or line.kind != _core.TAV_UCI_BESTMOVE:
        if not text:
            return None, None
        raise EngineError(f"engine sent '{text}': {message}")
    best = str(line.move)
    if best in ("(none)", "0000"):
        return None, None
    try:
        move = position.parse_move(best)
    except ValueError as e:
        raise EngineError(f"engine played '{best}': {e}") from None
    ponder = None
    if line.ponder is not None:
        after = position.copy()
        after.push(move)
        try:
            ponder = after.parse_move(str(line.ponder))
        except ValueError:
            ponder = None
    return move, ponder


class AnalysisResult:
    """A running search (``SimpleEngine.analysis()``), as python-chess's
    ``AnalysisResult``: iterating yields each info dict as it arrives
    (``score`` a ``PovScore``, ``pv``, ``depth``...); ``info`` is the latest
    of the first line merged, ``multipv`` the latest of each line;
    ``stop()`` asks the engine to stop; ``wait()`` returns the
    ``PlayResult``. A context manager: leaving stops and drains the search."""

    def __init__(self, engine: SimpleEngine, position: Position, wait: Optional[float],
                 reset_multipv: bool) -> None:
        self._engine = engine
        self._position = position.copy()
        self._lines = engine._search_lines(wait)
        self._locked = True  # the engine's lock, taken by analysis()
        self._best: Optional[str] = None
        self._reset = reset_multipv
        self._multipv: Dict[int, InfoDict] = {}

    @property
    def info(self) -> InfoDict:
        """The latest info of the first line, merged."""
        return self._multipv.get(1, {})

    @property
    def multipv(self) -> List[InfoDict]:
        """The latest info of each line, first line first."""
        return [self._multipv[k] for k in sorted(self._multipv)]

    def __iter__(self) -> AnalysisResult:
        return self

    def __next__(self) -> InfoDict:
        if self._best is not None:
            raise StopIteration
        try:
            for line in self._lines:
                if line.startswith("bestmove"):
                    self._finish(line)
                    raise StopIteration
                info = _parse_info(line, self._position)
                if info is None:
                    continue
                self._multipv.setdefault(info.get("multipv", 1), {}).update(info)
                return info
            self._finish("")
            raise StopIteration
        except BaseException as e:
            if not isinstance(e, StopIteration):
                self._release()
            raise

    def _release(self) -> None:
        if self._locked:
            self._locked = False
            self._engine._lock.release()

    def _finish(self, line: str) -> None:
        self._best = line
        try:
            if self._reset:
                self._engine._send("setoption name MultiPV value 1")
        finally:
            self._release()

    def stop(self) -> None:
        """Ask the engine to stop searching (its best move follows)."""
        if self._best is None:
            self._engine._send("stop")

    def wait(self) -> PlayResult:
        """Wait for the end of the search; its best move and last info."""
        for _ in self:
            pass
        move, ponder = _best_move(self._best or "", self._position)
        return PlayResult(move, ponder, self.info)

    def __enter__(self) -> AnalysisResult:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
        for _ in self:
            pass
