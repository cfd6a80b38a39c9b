"""The problem solver (R14) and dead positions (R8), over libtavreli.

``Position.solve("#2", tries=True)`` returns a ``Solution``: the keys (more
than one is a cook), the tries with their refutations, the threat, the
solution tree and, for helpmates, every solution; ``complete`` is False
when a budget cut the search (then a missing key proves nothing).
``Position.can_checkmate(colour)`` is True (a line proves it), False
(proved impossible) or None (not decided within the budget).

The C library does the work (``tavb_solve`` gives the solution, read with
its ``tav_solution_*`` getters, whose moves are the ``Move`` values; its
JSON is ``Solution.json``; ``tavb_can_checkmate`` gives its answer).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from . import _core
from ._errors import c_result
from ._types import Colour, Move, _move_from_int, colour_to_c

if TYPE_CHECKING:
    from ._position import Position

__all__ = ["Solution", "SolutionNode", "Try", "SolverMethods", "can_checkmate_line"]


@dataclass(frozen=True)
class Try:
    """A first move that fails against exactly one defence (R14)."""
    move: Move
    refutation: Move


@dataclass
class SolutionNode:
    """A node of the solution tree: ``move`` (None at the root), ``kind``
    (``'root'``, ``'key'``, ``'defence'``, ``'answer'``), ``goal`` (the move
    mates, or stalemates, R14), ``threat`` (for a key) and ``children``."""
    move: Optional[Move]
    kind: str
    goal: bool = False
    threat: List[Move] = field(default_factory=list)
    children: List["SolutionNode"] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"SolutionNode({str(self.move) if self.move is not None else None!r}, {self.kind!r}, " \
               f"goal={self.goal}, children={len(self.children)})"


@dataclass
class Solution:
    """What ``Position.solve()`` found (see the module's docstring)."""
    stipulation: str
    keys: List[Move]
    cook: bool
    tries: List[Try]
    threat: List[Move]
    tree: SolutionNode
    solutions: List[List[Move]]
    complete: bool
    truncated: bool
    nodes: int
    seconds: float
    json: Dict[str, Any] = field(repr=False)

    def __repr__(self) -> str:
        what = f"solutions={len(self.solutions)}" if self.stipulation.lstrip("Hh") != self.stipulation \
            else f"keys={[str(k) for k in self.keys]}"
        return f"Solution({self.stipulation!r}, {what}, complete={self.complete})"


def _moves(values: List[int]) -> List[Move]:
    """The Moves of C's move values."""
    return [_move_from_int(v) for v in values]


def _node(d: Dict[str, Any]) -> SolutionNode:
    """A node of C's solution tree (tavb_solve_values_json, R14) and the tree below it."""
    move = None if d["move"] is None else _move_from_int(d["move"])
    return SolutionNode(move, d["kind"], d["goal"], _moves(d.get("threat", [])), [_node(c) for c in d["children"]])


def can_checkmate_line(position: Position, colour: Colour,
                       max_nodes: int = 0) -> Tuple[Optional[bool], Optional[List[Move]]]:
    """As ``can_checkmate``, with the line of moves that proves a True
    (None otherwise)."""
    answer: str = c_result(_core.tavb_can_checkmate, position._p, colour_to_c(colour), int(max_nodes))
    word, *line = answer.split()  # "yes" and the line's moves, "no" or "unknown"
    p = position.copy()
    return {"yes": True, "no": False}.get(word), [p.push(t) for t in line] if word == "yes" else None


class SolverMethods:
    """Mixed into ``Position``: the solver (R14) and dead positions (R8)."""

    __slots__ = ()

    _p: Any

    def solve(self, stipulation: str = "#2", *, tries: bool = False, threats: bool = True,
              tree: bool = True, max_nodes: int = 0, max_seconds: float = 0.0) -> Solution:
        """Solve ``stipulation`` (``'#2'``, ``'h#3'``, ``'s#2'``, ``'=2'``,
        ``'h=2'``, ``'s=2'``; R14) from this position, which is not changed.
        ``tries``/``threats``/``tree`` choose what to find besides the keys;
        ``max_nodes`` and ``max_seconds`` (0 = none) bound the search. The
        search runs in C without holding the GIL. Raises ``TavreliError`` for a
        bad stipulation."""
        flags = (_core.TAVB_SOLVE_TRIES if tries else 0) | (_core.TAVB_SOLVE_THREATS if threats else 0) \
            | (_core.TAVB_SOLVE_TREE if tree else 0)
        # C checks the stipulation and the budget, naming what it refuses
        d = json.loads(c_result(_core.tavb_solve_values_json, self._p, stipulation, flags, max_nodes, max_seconds,
                                text=stipulation))
        j, v = d["solution"], d["values"]  # the library's JSON: R9 texts (Solution.json); the moves as values
        return Solution(j["stipulation"], _moves(v["keys"]), j["cook"],
                        [Try(*_moves([t["move"], t["refutation"]])) for t in v["tries"]], _moves(v["threat"]),
                        _node(v["tree"]), [_moves(s) for s in v["solutions"]], j["complete"], j["truncated"],
                        j["nodes"], j["seconds"], j)

    def can_checkmate(self, color: Colour, max_nodes: int = 0) -> Optional[bool]:
        """Can ``color`` checkmate by any series of legal moves (R8, R13
        flag fall)? True (proved by a line), False (proved impossible),
        None (unknown within ``max_nodes``; 0 = the library's default)."""
        return can_checkmate_line(self._self(), color, max_nodes)[0]

    def is_dead(self, max_nodes: int = 0) -> Optional[bool]:
        """Is the position dead (R8): can neither side checkmate by any
        series of legal moves? True (proved: the game is drawn), False
        (proved: a line mates), None (unknown within ``max_nodes``; 0 = the
        default budget)."""
        r = _core.tavb_position_dead(self._p, int(max_nodes))
        if r < 0:
            raise MemoryError("is_dead: out of memory")
        return True if r == _core.TAVB_DEAD else False if r == _core.TAVB_ALIVE else None

    def _self(self) -> Position:
        return self  # type: ignore[return-value]
