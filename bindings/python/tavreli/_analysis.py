"""In-process analysis with the library's engine (tavreli/engine.h).

``Position.analyse(depth=..., time=..., nodes=..., multipv=...)`` and
``Position.best_move(...)`` search a copy of the position in C without the
GIL, so other Python threads run meanwhile (and may call ``Engine.stop()``).
Scores are from the point of view of the side to move: ``Score.cp`` in
centipawns or ``Score.mate`` in moves (negative: the side to move is mated).

>>> import tavreli
>>> pos = tavreli.Position("7k/8/6K1/8/8/8/8/R7 w - - 0 1")
>>> info = pos.analyse(depth=3)
>>> info.score, [str(m) for m in info.pv]
(Score(mate=1), ['a1-a8'])
"""
from __future__ import annotations

import functools
import json
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Union, overload

from . import _core
from ._errors import c_result
from ._types import Move, _move_from_int, c_position

if TYPE_CHECKING:  # pragma: no cover
    from ._position import Position


@functools.total_ordering
class Score:
    """A search score: centipawns (``cp``) or a mate in N moves (``mate``).

    Scores order by how good they are for the side to move: any mate we
    give beats any centipawn score, a shorter mate beats a longer one, and
    being mated later beats being mated sooner."""

    __slots__ = ("cp", "mate")

    def __init__(self, cp: Optional[int] = None, mate: Optional[int] = None) -> None:
        if (cp is None) == (mate is None):
            raise ValueError("a Score has exactly one of cp and mate")
        self.cp = cp
        self.mate = mate

    def _key(self) -> float:
        if self.mate is None:
            return float(self.cp)  # type: ignore[arg-type]
        if self.mate > 0:
            return 1e9 - self.mate
        return -1e9 - self.mate

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Score) and (self.cp, self.mate) == (other.cp, other.mate)

    def __lt__(self, other: Score) -> bool:
        if not isinstance(other, Score):
            return NotImplemented
        return self._key() < other._key()

    def __hash__(self) -> int:
        return hash((self.cp, self.mate))

    def __neg__(self) -> Score:
        """The same score seen from the other side."""
        return Score(mate=-self.mate) if self.mate is not None else Score(cp=-(self.cp or 0))

    def is_mate(self) -> bool:
        """A mate score."""
        return self.mate is not None

    @overload
    def score(self, *, mate_score: int) -> int: ...

    @overload
    def score(self, *, mate_score: None = None) -> Optional[int]: ...

    def score(self, *, mate_score: Optional[int] = None) -> Optional[int]:
        """python-chess's ``Score.score()``: the centipawns, or for a mate
        None, or with ``mate_score`` that many centipawns less the moves to
        mate (negated when being mated; ``mate=0`` is mated now). Unlike
        python-chess, ``mate`` is the attribute, not a method."""
        if self.mate is None:
            return self.cp
        if mate_score is None:
            return None
        return mate_score - self.mate if self.mate > 0 else -mate_score - self.mate

    def __repr__(self) -> str:
        return f"Score(cp={self.cp})" if self.mate is None else f"Score(mate={self.mate})"


@dataclass
class AnalysisLine:
    """One line of an analysis (a MultiPV line)."""

    score: Score
    pv: List[Move]
    depth: int
    seldepth: int
    nodes: int
    time: float  # seconds
    multipv: int = 1
    extra: Dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def move(self) -> Optional[Move]:
        """The first move of the PV."""
        return self.pv[0] if self.pv else None


class Engine:
    """The library's engine: owns its transposition table (``hash_mb`` MiB).

    One search at a time per engine; ``stop()`` may be called from another
    thread and makes a running search return at once with its best line."""

    def __init__(self, hash_mb: int = 16) -> None:
        self._e: Any = c_result(_core.tavb_engine_create, hash_mb)  # (an int: TAVPY_INT_DOUBLE; C checks its value)

    def stop(self) -> None:
        """Make a running search of this engine return at once with the
        best line found so far (``tav_engine_stop``); safe from another
        thread, and a no-op when nothing runs."""
        _core.tav_engine_stop(self._e)

    def clear(self) -> None:
        """Forget the table and the move-ordering history (a new game)."""
        _core.tav_engine_clear(self._e)

    @overload
    def analyse(self, position: Position, depth: Optional[int] = None,
                time: Optional[float] = None, nodes: Optional[int] = None,
                multipv: None = None, mate: Optional[int] = None,
                infinite: bool = False) -> AnalysisLine: ...

    @overload
    def analyse(self, position: Position, depth: Optional[int] = None,
                time: Optional[float] = None, nodes: Optional[int] = None, *,
                multipv: int, mate: Optional[int] = None,
                infinite: bool = False) -> List[AnalysisLine]: ...

    def analyse(self, position: Position, depth: Optional[int] = None,
                time: Optional[float] = None, nodes: Optional[int] = None,
                multipv: Optional[int] = None, mate: Optional[int] = None,
                infinite: bool = False) -> Union[AnalysisLine, List[AnalysisLine]]:
        """Search position; see Position.analyse."""
        c_position(position, "analyse() searches")
        limits = (depth, nodes, time, mate, multipv)  # C checks each one given (TAVB_DEPTH...), naming it
        given = sum(1 << i for i, v in enumerate(limits) if v is not None)
        r = json.loads(c_result(_core.tavb_engine_analyse_json, self._e, position._p, given,  # moves as values
                                *(0 if v is None else v for v in limits), 1 if infinite else 0))
        lines = [AnalysisLine(Score(**ln["score"]), [_move_from_int(m) for m in ln["pv"]], ln["depth"], ln["seldepth"],
                              ln["nodes"], ln["time_ms"] / 1000.0, ln["multipv"]) for ln in r["lines"]]
        if multipv is not None:
            return lines
        # without a legal move (R8), as a UCI engine reports it at depth 0:
        # mated now (mate 0) or stalemated (cp 0), no PV
        return lines[0] if lines else AnalysisLine(Score(mate=0) if r["end"] == "checkmate" else Score(cp=0),
                                                   [], 0, 0, 0, 0.0)


_local = threading.local()


def _thread_engine() -> Engine:
    """One engine per thread, kept between calls (its table helps the next
    search of the same game)."""
    e = getattr(_local, "engine", None)
    if e is None:
        e = _local.engine = Engine()
    return e


class AnalysisMethods:
    """Mixed into ``Position``: searching it with the library's engine."""

    __slots__ = ()

    _p: Any

    @overload
    def analyse(self, depth: Optional[int] = None, time: Optional[float] = None,
                nodes: Optional[int] = None, multipv: None = None,
                mate: Optional[int] = None, engine: Optional[Engine] = None
                ) -> AnalysisLine: ...

    @overload
    def analyse(self, depth: Optional[int] = None, time: Optional[float] = None,
                nodes: Optional[int] = None, *, multipv: int,
                mate: Optional[int] = None, engine: Optional[Engine] = None
                ) -> List[AnalysisLine]: ...

    def analyse(self, depth: Optional[int] = None, time: Optional[float] = None,
                nodes: Optional[int] = None, multipv: Optional[int] = None,
                mate: Optional[int] = None, engine: Optional[Engine] = None
                ) -> Union[AnalysisLine, List[AnalysisLine]]:
        """Search this position with the library's engine, without the GIL.

        Limits (combine; the first reached ends the search): ``depth``
        plies, ``time`` seconds, ``nodes``, ``mate`` (stop at a mate in at
        most that many moves). With none, depth 6. Returns an
        ``AnalysisLine`` (score, pv, depth, seldepth, nodes, time), or with
        ``multipv=K`` a list of up to K lines, best first. Without a legal
        move (R8): a line with no PV at depth 0 whose score is ``mate=0``
        (checkmated) or ``cp=0`` (stalemate), or ``[]`` with ``multipv``.
        ``engine``: an ``Engine`` to use (and to stop from another thread);
        by default one kept per thread.

        The score is a plain ``Score`` from the side to move's point of
        view; ``tavreli.engine.SimpleEngine.analyse()`` (an engine over
        UCI) returns python-chess's shape instead, a dict whose ``"score"``
        is a ``PovScore`` (``.relative`` is this ``Score``, ``.white()``
        White's view)."""
        return (engine or _thread_engine()).analyse(self._self(), depth, time, nodes, multipv=multipv, mate=mate)

    def best_move(self, depth: Optional[int] = None, time: Optional[float] = None,
                  nodes: Optional[int] = None, engine: Optional[Engine] = None
                  ) -> Optional[Move]:
        """The engine's move here (``None`` if there is no legal move);
        the limits are ``analyse()``'s."""
        return self.analyse(depth, time, nodes, engine=engine).move

    def evaluate(self) -> int:
        """The engine's static evaluation in centipawns for the side to move."""
        return int(_core.tav_evaluate(self._p))

    def _self(self) -> Position:
        return self  # type: ignore[return-value]
