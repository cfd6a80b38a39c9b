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

import collections
import contextlib
import json
import logging
import os
import queue
import signal
import subprocess
import threading
import time as _time
from dataclasses import dataclass
from typing import Any, Dict, Iterator, List, Optional, Sequence, Union, overload

from . import _core as _core_module
from ._analysis import Score
from ._errors import TavreliError, c_result
from ._position import Position
from ._types import Colour, Move, _move_from_int

__all__ = ["SimpleEngine", "Limit", "PlayResult", "Score", "PovScore", "Option",
           "AnalysisResult", "EngineError", "EngineTerminatedError", "EngineTimeoutError",
           "InfoDict"]

InfoDict = Dict[str, Any]

LOGGER = logging.getLogger(__name__)

# SWIG's module makes its names when it loads: to a type checker they are Any.
_core: Any = _core_module



def _c_text(write: Any, *args: Any) -> str:
    """The text a C function of the tier wrote (tavb_uci_*); EngineError
    with its message when it wrote none."""
    try:
        return str(c_result(write, *args, kind=EngineError))
    except (TypeError, ValueError) as e:  # a NUL in the text
        raise EngineError(str(e)) from None


class EngineError(TavreliError, RuntimeError):
    """The engine broke the protocol (or sent an illegal move)."""


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
        # C refuses a field ("go movetime nan"), naming it and its value
        c_result(_core.tavb_uci_limit_check, *(0 if v is None else v for v in vars(self).values()))

    def go(self) -> str:
        """The UCI ``go`` command of these limits (``go infinite`` without
        any), written by C (tavb_uci_go: milliseconds, a time to think at
        least 1)."""
        seconds = (self.time, self.white_clock, self.black_clock, self.white_inc, self.black_inc)
        counts = (self.depth, self.nodes, self.mate, self.remaining_moves)
        return _c_text(_core.tavb_uci_go, *(-1.0 if v is None else float(v) for v in seconds),
                       *(-1 if n is None else n for n in counts))

    def budget(self) -> Optional[float]:
        """Seconds the engine may think, when the limit says (else None)."""
        return self.time


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
        """The option of an ``option name N type T ...`` line, read by
        C (tavb_uci_option_json); ``EngineError`` with its message when the line
        is not one."""
        return cls(**json.loads(_c_text(_core.tavb_uci_option_json, line)))


def _uci_value(value: Any) -> str:
    """An option value as UCI writes it: booleans ``true``/``false``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


_EOF = object()
_NO_SEARCH_YET = object()  # SimpleEngine's game before its first search: that one is a new game


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
        threading.Thread(target=self._read, daemon=True).start()
        self.id: Dict[str, str] = {}
        self.options: Dict[str, Option] = {}
        self._closed = False
        self._lock = threading.RLock()  # one call at a time, as python-chess
        self._stale = False  # a stopped search whose bestmove has not come yet
        self._game: object = _NO_SEARCH_YET  # the game of the last search (python-chess's game=)

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
                # what the line declares, read by C (tavb_uci_handshake_json)
                said = json.loads(_c_text(_core.tavb_uci_handshake_json, line))
                if "skipped" in said:
                    LOGGER.warning("engine line skipped: %s", said["skipped"])
                eng.id.update(said.get("id", {}))
                if "option" in said:
                    eng.options[said["option"]["name"]] = Option(**said["option"])
            eng._ready()
        except BaseException:
            eng.close()
            raise
        return eng

    # ---- the pipe ----------------------------------------------------------
    def _read(self) -> None:
        assert self._proc.stdout is not None
        with contextlib.suppress(OSError, ValueError):
            for line in self._proc.stdout:
                self._lines.put(line.rstrip("\r\n"))
        with contextlib.suppress(OSError):
            self._proc.stdout.close()  # at its end of file, by its only reader
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

    def _until(self, word: str, timeout: Optional[float]) -> Iterator[str]:
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
        collections.deque(self._until("readyok", self.timeout), maxlen=0)  # every line up to it, dropped

    def _sync(self) -> None:
        """Before a command: a stopped search that has not yet sent its
        bestmove is drained up to it (EngineTimeoutError if it never
        comes), then an isready barrier, so that no line of that search
        answers the next one."""
        if self._stale:
            self._stop(self.timeout)
            self._ready()

    def _stop(self, timeout: Optional[float]) -> None:
        """Ask the search to stop and drain it up to its bestmove; until it
        came, the next command first waits for it (_sync)."""
        self._stale = True
        self._send("stop")
        collections.deque(self._until("bestmove", timeout), maxlen=0)
        self._stale = False

    # ---- commands ------------------------------------------------------------
    def configure(self, options: Dict[str, Any]) -> None:
        """``setoption name N value V`` for each (booleans as ``true`` and
        ``false``, UCI's words); an ``info string`` the engine answers with
        is raised as ``EngineError``, once the engine said ``readyok``, so
        that nothing of this call is left for the next one."""
        lines = [_c_text(_core.tavb_uci_setoption, str(name), _uci_value(value)) for name, value in options.items()]
        with self._lock:
            self._sync()
            self._send("\n".join(lines + ["isready"]))
            said = [line[len("info string "):] for line in self._until("readyok", self.timeout)
                    if line.startswith("info string setoption")]
            if said:  # the first complaint, raised once the engine is ready
                raise EngineError(said[0])

    def _run(self, position: Position, limit: Limit, multipv: Optional[int], game: object,
             forever: bool = False) -> AnalysisResult:
        """A search started once the previous one is drained (``ucinewgame``
        for the first search and whenever game differs from the last one, as
        python-chess; MultiPV; the ``position`` line of position and its move
        stack written by C; go),
        holding the engine's lock until it has ended (AnalysisResult); its
        wait is for ever when forever, else its own time and the timeout."""
        self._lock.acquire()
        try:
            self._sync()
            lines = [] if multipv is None else [f"setoption name MultiPV value {int(multipv)}"]
            if self._game is _NO_SEARCH_YET or self._game != game:
                lines.insert(0, "ucinewgame")  # the engine clears its table and history
                self._game = game
            self._send("\n".join(lines + [_c_text(_core.tavb_uci_position, position._p), limit.go()]))
        except BaseException:
            self._lock.release()
            raise
        # the search's own time (the mover's clock, else the time limit: tavb_uci_wait_s) and the timeout
        wait = _core.tavb_uci_wait_s(*(-1.0 if v is None else float(v) for v in (
            limit.budget(), limit.white_clock, limit.black_clock)), position.turn == Colour.WHITE)
        return AnalysisResult(self, position, None if forever or self.timeout is None else wait + self.timeout,
                              multipv is not None)

    def analysis(self, position: Position, limit: Optional[Limit] = None, *,
                 multipv: Optional[int] = None, game: object = None) -> AnalysisResult:
        """Start a search and return an ``AnalysisResult``: iterate it for
        each info as the engine sends it (python-chess's
        ``engine.analysis()``), ``stop()`` it, ``wait()`` for the best move.
        Without a limit the search is infinite until ``stop()``. Use it as
        a context manager: leaving stops the search. ``game`` (any object,
        as in python-chess's ``play()`` and ``analyse()`` too): a value
        other than the last search's sends ``ucinewgame`` first."""
        limit = limit or Limit()
        return self._run(position, limit, multipv, game, limit.go() == "go infinite")

    def play(self, position: Position, limit: Limit, *, game: object = None) -> PlayResult:
        """The engine's move in position under limit."""
        return self._run(position, limit, None, game).wait()

    @overload
    def analyse(self, position: Position, limit: Limit, *, multipv: None = None, game: object = None) -> InfoDict: ...

    @overload
    def analyse(self, position: Position, limit: Limit, *, multipv: int, game: object = None) -> List[InfoDict]: ...

    def analyse(self, position: Position, limit: Limit, *, multipv: Optional[int] = None,
                game: object = None) -> Union[InfoDict, List[InfoDict]]:
        """Search and return the last info (a dict with ``score``, ``pv``,
        ``depth``, ``seldepth``, ``nodes``, ``nps``, ``time``, ``multipv``), or
        with ``multipv=K`` a list of K of them, best first. The dict and its
        ``PovScore`` are python-chess's shape; ``Position.analyse()`` (the
        library's engine in process) returns an ``AnalysisLine`` whose
        ``score`` is the plain ``Score`` that is ``PovScore.relative`` here."""
        result = self._run(position, limit, multipv, game)
        collections.deque(result, maxlen=0)
        return result.info if multipv is None else result.multipv

    def ping(self) -> None:
        """``isready``, waiting for ``readyok``."""
        with self._lock:
            self._sync()
            self._ready()

    def quit(self) -> None:
        """Ask the engine to quit and wait for it (killing it after the
        timeout)."""
        with contextlib.suppress(EngineError):  # (EngineTerminatedError once closed)
            self._send("quit")
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
        with contextlib.suppress(OSError):
            if self._proc.stdin:
                self._proc.stdin.close()
        # stdout is left to the reader thread, which closes it at its end of
        # file (closing it here could wait for a child still holding the pipe)

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
        with contextlib.suppress(Exception):
            if not self._closed and self._proc.poll() is None:
                self._kill()


def _info(info: InfoDict, turn: Colour) -> InfoDict:
    """An info dict as C wrote it (python-chess's keys, moves as tav_move
    values) with its score a PovScore and its moves Moves."""
    if "score" in info:
        info["score"] = PovScore(Score(**info["score"]), turn)
    if "currmove" in info:
        info["currmove"] = _move_from_int(info["currmove"])
    if "pv" in info:
        info["pv"] = [_move_from_int(m) for m in info["pv"]]
    return info


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
        self._lines = engine._until("bestmove", wait)
        self._best: Dict[str, Any] = {}
        self._locked = True  # the engine's lock, taken by SimpleEngine._run()
        self._reset = reset_multipv
        self._multipv: Dict[int, InfoDict] = {}

    @property
    def info(self) -> InfoDict:
        """The latest info of the first line (the lowest multipv), merged."""
        return next(iter(self.multipv), {})

    @property
    def multipv(self) -> List[InfoDict]:
        """The latest info of each line, first line first."""
        return [self._multipv[k] for k in sorted(self._multipv)]

    def __iter__(self) -> AnalysisResult:
        return self

    def __next__(self) -> InfoDict:
        """The next info dict of the search (every line but ``info string``
        is one: lines without a pv, such as a mated position's, count), read
        by C against the position (tavb_uci_search_json); its ``bestmove``
        is kept for ``wait()``. The engine's complaint about the go or the
        position is raised as ``EngineError`` once the search has ended (its
        bestmove read), so that nothing of it is left over."""
        error = None  # the first complaint: every line after it is only drained
        try:
            for line in self._lines:
                said = json.loads(_c_text(_core.tavb_uci_search_json, self._position._p, line)) or {}
                error = error or said.get("complaint")
                if error is None and "skipped" in said:
                    LOGGER.warning("engine info skipped: %s", said["skipped"])
                elif error is None and "info" in said:
                    info = _info(said["info"], self._position.turn)
                    self._multipv.setdefault(info.get("multipv", 1), {}).update(info)
                    return info
                elif error is None:
                    self._best.update(said)
        except BaseException as e:
            if isinstance(e, EngineTimeoutError):  # the bestmove is asked for, briefly (else _sync waits for it)
                with contextlib.suppress(EngineError):
                    self._engine._stop(1.0)
            self._release(False)
            raise
        self._release(self._reset and error is None)
        raise StopIteration() if error is None else EngineError(error)

    def _release(self, reset: bool) -> None:
        """The search has ended: MultiPV back to 1 (reset), the engine's lock
        released, once."""
        if self._locked:
            self._locked = False
            try:
                if reset:
                    self._engine._send("setoption name MultiPV value 1")
            finally:
                self._engine._lock.release()

    def stop(self) -> None:
        """Ask the engine to stop searching (its best move follows)."""
        if self._locked:
            self._engine._send("stop")

    def wait(self) -> PlayResult:
        """Wait for the end of the search; its best move and last info."""
        collections.deque(self, maxlen=0)
        if "illegal" in self._best:  # a bestmove the position does not allow
            raise EngineError(self._best["illegal"])
        move, ponder = (None if m is None else _move_from_int(m) for m in self._best.get("bestmove", (None, None)))
        return PlayResult(move, ponder, self.info)

    def __enter__(self) -> AnalysisResult:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
        collections.deque(self, maxlen=0)
