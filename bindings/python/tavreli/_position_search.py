"""The searching methods of ``Position``: the solver (R14), dead positions
(R8) and the engine. Defined here, in the class (``Position`` inherits
them), so that type checkers see them; each delegates to the module that
does the work (``_solver``, ``_analysis``), imported when first called,
since those modules import ``Position``."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, List, Optional, Union, overload

if TYPE_CHECKING:
    from ._analysis import AnalysisLine, Engine
    from ._position import Position
    from ._solver import Solution
    from ._types import Colour, Move

__all__ = ["SearchMethods"]


class SearchMethods:
    """Mixed into ``Position``: solving, dead positions and analysis."""

    __slots__ = ()

    _p: Any

    def solve(self, stipulation: str = "#2", *, tries: bool = False, threats: bool = True,
              tree: bool = True, max_nodes: int = 0, max_seconds: float = 0.0) -> Solution:
        """Solve ``stipulation`` (``'#2'``, ``'h#3'``, ``'s#2'``, ``'=2'``,
        ``'h=2'``, ``'s=2'``; R14) from this position, which is not changed.
        ``tries``/``threats``/``tree`` choose what to find besides the keys;
        ``max_nodes`` and ``max_seconds`` (0 = none) bound the search. The
        search runs in C without holding the GIL. Raises ``TavreliError``
        for a bad stipulation. See ``tavreli.Solution``."""
        from ._solver import solve
        return solve(self._self(), stipulation, tries=tries, threats=threats, tree=tree,
                     max_nodes=max_nodes, max_seconds=max_seconds)

    def can_checkmate(self, color: Colour, max_nodes: int = 0) -> Optional[bool]:
        """Can ``color`` checkmate by any series of legal moves (R8, R13
        flag fall)? True (proved by a line), False (proved impossible),
        None (unknown within ``max_nodes``; 0 = the library's default)."""
        from ._solver import can_checkmate
        return can_checkmate(self._self(), color, max_nodes)

    def is_dead(self, max_nodes: int = 0) -> Optional[bool]:
        """Is the position dead (R8): can neither side checkmate by any
        series of legal moves? True (proved: the game is drawn), False
        (proved: a line mates), None (unknown within ``max_nodes``; 0 = the
        default budget)."""
        from ._solver import is_dead
        return is_dead(self._self(), max_nodes)

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
        from ._analysis import _thread_engine
        eng = engine or _thread_engine()
        if multipv is None:
            return eng.analyse(self._self(), depth=depth, time=time, nodes=nodes, mate=mate)
        return eng.analyse(self._self(), depth=depth, time=time, nodes=nodes,
                           multipv=multipv, mate=mate)

    def best_move(self, depth: Optional[int] = None, time: Optional[float] = None,
                  nodes: Optional[int] = None, engine: Optional[Engine] = None
                  ) -> Optional[Move]:
        """The engine's move here (``None`` if there is no legal move);
        the limits are ``analyse()``'s."""
        from ._analysis import best_move
        return best_move(self._self(), depth=depth, time=time, nodes=nodes, engine=engine)

    def evaluate(self) -> int:
        """The engine's static evaluation in centipawns for the side to move."""
        from ._analysis import evaluate
        return evaluate(self._self())

    def _self(self) -> Position:
        return self  # type: ignore[return-value]
