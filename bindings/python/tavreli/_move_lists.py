"""The move lists of a position: ``LegalMoves`` (a snapshot of the legal
moves, python-chess's ``legal_moves``) and ``MoveStack`` (a live view of
the moves pushed, ``move_stack``). Part of ``tavreli._position``."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from typing import Iterator, List, Optional, overload

from . import _core
from ._types import _IDENTITY, _VALID_BITS, Move

__all__ = ["LegalMoves", "MoveStack"]

_mkmove = int.__new__
_hash = _core.tav_position_hash
_hist_len = _core.tav_position_history_length
_hist_move = _core.tav_position_history_move
_ALL = object()  # LegalMoves.count()'s "no argument"


class LegalMoves(Sequence):  # type: ignore[type-arg]
    """The legal moves of a position when it was asked (R2-R7), in the
    library's order: sized, iterable, indexable, and ``in``-testable by
    ``Move`` (source, destination and count) or by move text. A snapshot:
    pushing moves on the position afterwards does not change it.

    Text is read by the C notation reader (R9, ``tav_move_parse``) against
    the position as it was: the position itself while it has not changed,
    else a copy taken back to that point; when that cannot be done (the
    position was popped past it or set anew) only canonical texts are
    recognised."""

    __slots__ = ("_moves", "_p", "_key", "_ply")

    def __init__(self, moves: List[int], p: Optional[_core.tav_position] = None) -> None:
        self._moves = moves
        self._p = p  # the C position the moves are of, or None
        if p is not None:
            self._key = _hash(p)
            self._ply = _hist_len(p)

    def __len__(self) -> int:
        return len(self._moves)

    def __iter__(self) -> Iterator[Move]:
        return map(_mkmove, repeat(Move), self._moves)

    @overload
    def __getitem__(self, i: int) -> Move: ...
    @overload
    def __getitem__(self, i: slice) -> List[Move]: ...

    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        if isinstance(i, slice):
            return [_mkmove(Move, m) for m in self._moves[i]]
        return _mkmove(Move, self._moves[i])

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            return self._find_text(move) is not None
        if not isinstance(move, int) or isinstance(move, bool) or not 0 <= move <= _VALID_BITS:
            return False
        return any(not (m ^ move) & _IDENTITY for m in self._moves)

    def _find_text(self, text: str) -> Optional[int]:
        m = -1  # no position to read against (C reads it as it was): canonical texts only
        if self._p is not None and "\0" not in text:
            m = _core.tavb_move_parse_then(self._p, self._ply, self._key, text)
        if m < 0:
            return next((mv for mv in self._moves if _core.tavb_move_format(mv) == text), None)
        return next((mv for mv in self._moves if mv & _IDENTITY == m & _IDENTITY), None) if m else None

    def count(self, value: object = _ALL) -> int:
        """The number of legal moves (python-chess's ``legal_moves.count()``);
        with an argument, as a sequence's ``count(value)``: how many times
        ``value`` (a ``Move`` or its text) is among them (0 or 1)."""
        if value is _ALL:
            return len(self._moves)
        return 1 if value in self else 0

    def __repr__(self) -> str:
        return f"<LegalMoves ({len(self)}): {', '.join(str(m) for m in self)}>"


class MoveStack(Sequence):  # type: ignore[type-arg]
    """The moves pushed on a position since it was set up, first first: a
    live, read-only view of the C history (``len()`` is one C call, not a
    rebuilt list). Indexable (negative indices and slices too), iterable,
    and equal to a list of the same moves."""

    __slots__ = ("_p",)

    def __init__(self, p: _core.tav_position) -> None:
        self._p = p  # the C position (not the Position: no reference cycle)

    def __len__(self) -> int:
        return _hist_len(self._p)

    @overload
    def __getitem__(self, i: int) -> Move: ...
    @overload
    def __getitem__(self, i: slice) -> List[Move]: ...

    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        # (a range indexes as a list does: negative indices, slices, IndexError, TypeError)
        js = range(_hist_len(self._p))[i]
        if isinstance(js, range):
            return [_mkmove(Move, _hist_move(self._p, j)) for j in js]
        return _mkmove(Move, _hist_move(self._p, js))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (MoveStack, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"MoveStack({list(self)!r})"
