"""Drive a UCI Tavreli engine over a pipe, as python-chess's ``chess.engine``
drives chess engines (the protocol is in doc/engine.md).

>>> import sys, tavreli, tavreli.engine
>>> with tavreli.engine.SimpleEngine.popen_uci([sys.executable, "-m", "tavreli", "uci"]) as eng:  # doctest: +SKIP
...     result = eng.play(tavreli.Position(), tavreli.engine.Limit(time=0.1))
...     info = eng.analyse(tavreli.Position(), tavreli.engine.Limit(depth=6))
...     print(result.move, info["score"], info["pv"])

Every wait has a deadline, so a hung engine raises ``EngineTimeoutError``
instead of blocking, and a dead one ``EngineTerminatedError`` (with its
exit status); neither ever deadlocks the caller. Moves sent and received
are R9 text; a bestmove the position does not allow raises ``EngineError``.
"""
from __future__ import annotations

import os
import queue
import signal
import subprocess
import threading
import time as _time
from dataclasses import dataclass
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Union, overload

from ._analysis import Score
from ._errors import TavreliError
from ._position import Position
from ._types import Colour, Move

__all__ = ["SimpleEngine", "Limit", "PlayResult", "Score", "PovScore", "Option",
           "AnalysisResult", "EngineError", "EngineTerminatedError", "EngineTimeoutError",
           "InfoDict"]

InfoDict = Dict[str, Any]


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

    def go(self) -> str:
        """The UCI ``go`` command of these limits (``go infinite`` without any)."""
        parts = ["go"]
        for key, v in (("movetime", self.time), ("wtime", self.white_clock),
                       ("btime", self.black_clock), ("winc", self.white_inc),
                       ("binc", self.black_inc)):
            if v is not None:
                parts += [key, str(max(1, int(round(v * 1000))) if key != "winc" and key != "binc"
                                   else int(round(v * 1000)))]
        for key, n in (("depth", self.depth), ("nodes", self.nodes), ("mate", self.mate),
                       ("movestogo", self.remaining_moves)):
            if n is not None:
                parts += [key, str(int(n))]
        if len(parts) == 1:
            parts.append("infinite")
        return " ".join(parts)

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
    def parse(cls, line: str) -> "Option":
        """The option of an ``option name N type T ...`` line."""
        words = line.split()
        keys = ("name", "type", "default", "min", "max", "var")
        fields: Dict[str, List[str]] = {}
        var: List[str] = []
        key = None
        for w in words[1:]:
            if w in keys and not (key == "name" and w not in ("type",)):
                key = w
                if key == "var":
                    var.append("")
                else:
                    fields[key] = []
                continue
            if key == "var":
                var[-1] = f"{var[-1]} {w}".strip()
            elif key is not None:
                fields[key].append(w)
        kind = " ".join(fields.get("type", []))
        default: Any = " ".join(fields["default"]) if "default" in fields else None

        def number(name: str) -> Optional[int]:
            text = " ".join(fields.get(name, []))
            try:
                return int(text) if text else None
            except ValueError:
                return None
        if kind == "spin":
            default = number("default")
        elif kind == "check" and default is not None:
            default = default == "true"
        return cls(" ".join(fields.get("name", [])), kind, default, number("min"), number("max"), var)


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

    @classmethod
    def popen_uci(cls, command: Union[str, Sequence[str]], *, timeout: Optional[float] = 10.0,
                  **popen_args: Any) -> "SimpleEngine":
        """Start ``command`` and shake hands (``uci`` ... ``uciok``).

        The library's own engine after nothing but ``pip install``:
        ``[sys.executable, "-m", "tavreli", "uci"]`` (the same C code as
        ``tavreli uci``, compiled into the package); ``["tavreli", "uci"]``
        where the ``tavreli`` program is installed (make install, Debian)."""
        eng = cls(command, timeout=timeout, **popen_args)
        try:
            eng._send("uci")
            for line in eng._until("uciok", eng.timeout):
                words = line.split()
                if words[:1] == ["id"] and len(words) >= 3:
                    eng.id[words[1]] = line.split(None, 2)[2]
                elif words[:2] == ["option", "name"]:
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
            left = None if deadline is None else max(0.0, deadline - _time.monotonic())
            try:
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

    # ---- commands ------------------------------------------------------------
    def configure(self, options: Dict[str, Any]) -> None:
        """``setoption name N value V`` for each (booleans as ``true`` and
        ``false``, UCI's words); an ``info string`` the engine answers with
        is raised as ``EngineError``, once the engine said ``readyok``, so
        that nothing of this call is left for the next one."""
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
        root = position.copy()
        moves = list(root.move_stack)
        for _ in moves:
            root.pop()
        text = "position fen " + root.tfen()
        if moves:
            text += " moves " + " ".join(str(m) for m in moves)
        return text

    def _go(self, position: Position, limit: Limit, multipv: Optional[int]
            ) -> "tuple[List[InfoDict], str]":
        if multipv is not None:
            self._send(f"setoption name MultiPV value {int(multipv)}")
        self._send(self._position(position))
        self._send(limit.go())
        wait = self._wait_for(position, limit)
        lines: Dict[int, InfoDict] = {}
        best = ""
        for line in self._search_lines(wait):
            if line.startswith("bestmove"):
                best = line
            else:
                info = _parse_info(line, position)
                lines.setdefault(info.get("multipv", 1), {}).update(info)
        if multipv is not None:
            self._send("setoption name MultiPV value 1")
        return [lines[k] for k in sorted(lines)], best

    def _search_lines(self, wait: Optional[float]) -> Iterator[str]:
        """The info lines of a running search (every one but ``info
        string``: lines without a pv, such as a mated position's, count)
        and its ``bestmove`` line, last."""
        try:
            for line in self._until("bestmove", wait):
                if line.startswith("info string "):
                    if line.startswith(("info string go:", "info string position:")):
                        raise EngineError(line[len("info string "):])
                elif line.startswith("info ") or line.startswith("bestmove"):
                    yield line
        except EngineTimeoutError:
            self._stop_quietly()
            raise

    def _wait_for(self, position: Position, limit: Limit) -> Optional[float]:
        budget = limit.budget()
        wait = None if self.timeout is None else (budget or 0) + self.timeout
        if limit.white_clock is not None or limit.black_clock is not None:
            clock = limit.white_clock if position.turn == Colour.WHITE else limit.black_clock
            wait = None if self.timeout is None else (clock or 0) + self.timeout
        return wait

    def analysis(self, position: Position, limit: Optional[Limit] = None, *,
                 multipv: Optional[int] = None) -> "AnalysisResult":
        """Start a search and return an ``AnalysisResult``: iterate it for
        each info as the engine sends it (python-chess's
        ``engine.analysis()``), ``stop()`` it, ``wait()`` for the best move.
        Without a limit the search is infinite until ``stop()``. Use it as
        a context manager: leaving stops the search."""
        limit = limit or Limit()
        if multipv is not None:
            self._send(f"setoption name MultiPV value {int(multipv)}")
        self._send(self._position(position))
        self._send(limit.go())
        infinite = limit.go() == "go infinite"
        return AnalysisResult(self, position, None if infinite else self._wait_for(position, limit),
                              multipv is not None)

    def _stop_quietly(self) -> None:
        """After a timeout: ask for the bestmove and drain it, briefly."""
        try:
            self._send("stop")
            for _ in self._until("bestmove", 1.0):
                pass
        except EngineError:
            pass

    def play(self, position: Position, limit: Limit) -> PlayResult:
        """The engine's move in position under limit."""
        infos, best = self._go(position, limit, None)
        words = best.split()
        if len(words) < 2 or words[1] == "(none)":
            return PlayResult(None, None, infos[0] if infos else {})
        try:
            move = position.parse_move(words[1])
        except ValueError as e:
            raise EngineError(f"engine played '{words[1]}': {e}") from None
        ponder = None
        if len(words) >= 4 and words[2] == "ponder":
            after = position.copy()
            after.push(move)
            try:
                ponder = after.parse_move(words[3])
            except ValueError:
                ponder = None
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
        infos, _ = self._go(position, limit, multipv)
        if multipv is None:
            return infos[0] if infos else {}
        return infos

    def ping(self) -> None:
        """``isready``, waiting for ``readyok``."""
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

    def __enter__(self) -> "SimpleEngine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.quit()

    def __del__(self) -> None:
        try:
            if not self._closed and self._proc.poll() is None:
                self._kill()
        except Exception:
            pass


def _parse_info(line: str, position: Position) -> InfoDict:
    words = line.split()
    info: InfoDict = {}
    i = 1
    while i < len(words):
        w = words[i]
        if w in ("depth", "seldepth", "multipv", "nodes", "nps", "hashfull") and i + 1 < len(words):
            info[w] = int(words[i + 1])
            i += 2
        elif w == "time" and i + 1 < len(words):
            info["time"] = int(words[i + 1]) / 1000.0
            i += 2
        elif w == "score" and i + 2 < len(words):
            kind, v = words[i + 1], int(words[i + 2])
            info["score"] = PovScore(Score(cp=v) if kind == "cp" else Score(mate=v), position.turn)
            i += 3
        elif w == "pv":
            pv: List[Move] = []
            board = position.copy()
            for text in words[i + 1:]:
                try:
                    m = board.parse_move(text)
                except ValueError:
                    break
                board.push(m)
                pv.append(m)
            info["pv"] = pv
            break
        else:
            i += 1
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
        self._lines = engine._search_lines(wait)
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

    def __iter__(self) -> "AnalysisResult":
        return self

    def __next__(self) -> InfoDict:
        if self._best is not None:
            raise StopIteration
        for line in self._lines:
            if line.startswith("bestmove"):
                self._finish(line)
                raise StopIteration
            info = _parse_info(line, self._position)
            self._multipv.setdefault(info.get("multipv", 1), {}).update(info)
            return info
        raise StopIteration

    def _finish(self, line: str) -> None:
        self._best = line
        if self._reset:
            self._engine._send("setoption name MultiPV value 1")

    def stop(self) -> None:
        """Ask the engine to stop searching (its best move follows)."""
        if self._best is None:
            self._engine._send("stop")

    def wait(self) -> PlayResult:
        """Wait for the end of the search; its best move and last info."""
        for _ in self:
            pass
        words = (self._best or "").split()
        move = None
        if len(words) >= 2 and words[1] != "(none)":
            try:
                move = self._position.parse_move(words[1])
            except ValueError as e:
                raise EngineError(f"engine played '{words[1]}': {e}") from None
        return PlayResult(move, None, self.info)

    def __enter__(self) -> "AnalysisResult":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
        for _ in self:
            pass
