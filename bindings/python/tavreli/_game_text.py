"""Movetext (TGN, R11) of a line of moves, written by the C game writer:
``str(game.mainline_moves())`` and ``Position.variation_san()``,
and the writing of text to files."""
from __future__ import annotations

from typing import IO, TYPE_CHECKING, Any, Iterable, List, Union

from . import _core
from ._types import Move, c_call

if TYPE_CHECKING:
    from ._position import Position

__all__ = ["MainlineMoves", "movetext"]

def movetext(position: Position, moves: Iterable[Union[Move, int, str]]) -> str:
    """The moves, legal one after the other from ``position``, as TGN
    movetext on one line: move numbers, ``+``/``#`` marks, no result
    (``'1. e2-e4 e7-e5'``, ``'1... e7-e5'`` when black moves first),
    written by C from a game of those moves."""
    p = position.copy(stack=False)
    for m in moves:
        p.push(m)
    # a game of p's history (a null move refused, R11) written by C
    return str(c_call(_core.tavb_position_movetext, p._p))


class MainlineMoves(List[Move]):
    """The moves of a main line (a list of ``Move``, as before) whose
    ``str()`` is their movetext, as python-chess's ``Mainline``:
    ``'1. e2-e4 e7-e5 2. g1-f3'``."""

    def __init__(self, moves: Iterable[Move], start: Position) -> None:
        super().__init__(moves)
        self._start = start

    def __str__(self) -> str:
        """The movetext of the moves from where they start."""
        return movetext(self._start, self)


def _write_text(file: IO[Any], text: str) -> None:
    try:  # a binary file refuses a str before writing anything
        file.write(text)
    except TypeError:
        file.write(text.encode("utf-8", "surrogateescape"))
