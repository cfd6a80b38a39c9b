"""Building positions square by square (tavreli/setup.h): ``Setup``, a
board that may be illegal while it is edited, made into a ``Position`` by
the C TFEN reader, which says what makes it illegal (R10).

>>> import tavreli
>>> s = tavreli.Setup()
>>> s.set_piece_at("e1", tavreli.Piece(tavreli.KING, tavreli.WHITE))
>>> s.is_valid()
False
>>> s.status().message
'TFEN field 1 (board): black has no king; each side needs exactly one'
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, Iterable, Optional, Tuple

from . import _core
from ._errors import TfenError, from_error, from_status
from ._types import SQUARES, Colour, Piece, Square, SquareLike, colour_to_c, parse_square

if TYPE_CHECKING:
    from ._position import Position

__all__ = ["Setup"]


class Setup:
    """An editable board (python-chess's ``Board.empty()`` and its
    ``set_piece_at``/``remove_piece_at``, with towers): any towers on any
    squares, a side to move, castling rights, an en passant square and the
    clocks, with no rule checked while it is edited (the C ``tav_setup``).
    ``position()`` makes the ``Position``, checked as a TFEN is (R10: one
    king a side on top of its tower, no unpromoted pawn on top on its last
    rank, badges and marks, castling rights and en passant square that
    fit, the side not to move not in check); ``status()`` says what makes
    it illegal. A board holds at most 32 pieces (R1)."""

    __slots__ = ("_s",)

    def __init__(self) -> None:
        s = _core.tavb_setup_new()
        if s is None:
            raise MemoryError("tav_setup_new failed")
        self._s = s

    @classmethod
    def empty(cls) -> Setup:
        """An empty board, white to move (the same as ``Setup()``)."""
        return cls()

    @classmethod
    def from_position(cls, position: Position) -> Setup:
        """The board of ``position`` (not its move stack), to edit."""
        return cls._owning(_core.tavb_setup_from_position(position._p), "tav_setup_from_position")

    @classmethod
    def _owning(cls, s: object, made_by: str) -> Setup:
        """A Setup owning the C setup s (None: made_by ran out of memory)."""
        if s is None:
            raise MemoryError(f"{made_by} failed")
        new = cls.__new__(cls)
        new._s = s
        return new

    # ---- copies and pickles: a copy owns its own C setup ----------------------

    def copy(self) -> Setup:
        """An independent board with the same towers and fields."""
        return Setup._owning(_core.tav_setup_copy(self._s), "tav_setup_copy")

    def __copy__(self) -> Setup:
        return self.copy()

    def __deepcopy__(self, memo: object) -> Setup:
        return self.copy()

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # Pickling: every tower (pieces with their virgin marks, R3) and the
        # fields as set, read from C (the board may be illegal).
        s = self._s
        towers = [[_core.tav_setup_piece(s, sq, i) for i in range(_core.tav_setup_height(s, sq))]
                  for sq in range(64)]
        fields = (_core.tav_setup_turn(s), _core.tav_setup_castling(s), _core.tav_setup_ep_square(s),
                  _core.tav_setup_halfmove(s), _core.tav_setup_fullmove(s))
        return (_setup_from_state, (towers, fields))

    # ---- towers and pieces ---------------------------------------------------

    def tower(self, square: SquareLike) -> Tuple[Piece, ...]:
        """The tower on ``square``, bottom first; ``()`` when empty."""
        sq = parse_square(square)
        return tuple(int.__new__(Piece, _core.tav_setup_piece(self._s, sq, i))
                     for i in range(_core.tav_setup_height(self._s, sq)))

    def piece_at(self, square: SquareLike) -> Optional[Piece]:
        """The top piece on ``square``, or None."""
        t = self.tower(square)
        return t[-1] if t else None

    def piece_map(self) -> Dict[Square, Piece]:
        """``{square: top piece}`` for each non-empty square."""
        return {sq: t[-1] for sq in SQUARES for t in (self.tower(sq),) if t}

    def put_piece(self, square: SquareLike, piece: Piece) -> None:
        """Put ``piece`` on top of the tower on ``square`` (R2). A pawn
        without a badge (``Piece.from_symbol('P')``) gets its file's (R1)."""
        if not isinstance(piece, Piece):
            raise TypeError(f"a piece is a Piece, not {type(piece).__name__}")
        sq = parse_square(square)
        if not 0 <= int(piece) < 2 ** 32:
            raise ValueError(f"not a piece: {int(piece)}")
        rc = _core.tav_setup_push_piece(self._s, sq, int(piece))
        if rc == _core.TAV_EINVAL:
            raise ValueError(f"not a piece: {int(piece)} (a Piece made with Piece(kind, colour) is one)")
        if rc == _core.TAV_ELIMIT:
            raise ValueError("a board holds at most 32 pieces, all a game has (R1)")
        if rc != _core.TAV_OK:
            raise from_status(rc)

    def set_tower_at(self, square: SquareLike, tower: Iterable[Piece]) -> None:
        """Make ``square`` hold ``tower``, bottom first (empty: nothing).
        On an error the square is left empty."""
        sq = parse_square(square)
        _core.tav_setup_clear_square(self._s, sq)
        try:
            for piece in tower:
                self.put_piece(sq, piece)
        except BaseException:  # too many pieces (R1), not a Piece, a failing iterator
            _core.tav_setup_clear_square(self._s, sq)
            raise

    def set_piece_at(self, square: SquareLike, piece: Optional[Piece]) -> None:
        """Make ``square`` hold the one piece ``piece`` (None: nothing), as
        python-chess's ``set_piece_at``."""
        self.set_tower_at(square, () if piece is None else (piece,))

    def remove_piece_at(self, square: SquareLike) -> Optional[Piece]:
        """Take the top piece off the tower on ``square`` and return it, or
        None when the square is empty."""
        t = _core.tav_setup_pop_piece(self._s, parse_square(square))
        return int.__new__(Piece, t) if t else None

    def remove_tower_at(self, square: SquareLike) -> Tuple[Piece, ...]:
        """Empty ``square`` and return the tower it held."""
        tower = self.tower(square)
        _core.tav_setup_clear_square(self._s, parse_square(square))
        return tower

    def clear(self) -> None:
        """Empty every square (the other fields stay)."""
        for sq in SQUARES:
            _core.tav_setup_clear_square(self._s, sq)

    # ---- the other fields (R10) -----------------------------------------------

    @property
    def turn(self) -> Colour:
        """The side to move."""
        return Colour.BLACK if self.tfen().split()[1] == "b" else Colour.WHITE

    @turn.setter
    def turn(self, color: Colour) -> None:
        _core.tav_setup_set_turn(self._s, colour_to_c(color))

    def set_castling_rights(self, rights: int) -> None:
        """An or of ``CASTLE_*`` bits (checked by ``position()``)."""
        if not 0 <= int(rights) < 2 ** 32 or _core.tav_setup_set_castling(self._s, int(rights)) != _core.TAV_OK:
            raise ValueError(f"castling rights are an or of the CASTLE_* bits, not {rights!r}")

    def set_ep_square(self, square: Optional[SquareLike]) -> None:
        """The en passant square (R10 field 4), or None."""
        sq = _core.TAV_NO_SQUARE if square is None else parse_square(square)
        _core.tav_setup_set_ep_square(self._s, sq)

    def set_clocks(self, halfmove_clock: int, fullmove_number: int) -> None:
        """The halfmove clock and the fullmove number (at least 1)."""
        for name, value in (("halfmove_clock", halfmove_clock), ("fullmove_number", fullmove_number)):
            if not 0 <= int(value) < 2 ** 32:  # SWIG said "OverflowError: in method 'tav_setup_set_clocks'"
                raise ValueError(f"{name} must be 0..4294967295, not {value!r}")
        if _core.tav_setup_set_clocks(self._s, int(halfmove_clock), int(fullmove_number)) != _core.TAV_OK:
            raise ValueError(f"the fullmove number is at least 1, not {fullmove_number!r}")

    # ---- checking ---------------------------------------------------------------

    def tfen(self) -> str:
        """The TFEN of the board as it stands, legal or not."""
        text = _core.tavb_setup_tfen(self._s)
        if text is None:
            raise MemoryError("tav_setup_tfen failed")
        return text

    def position(self) -> Position:
        """The ``Position`` of this board; ``TfenError`` (a ``ValueError``)
        saying what makes it illegal and where."""
        from ._position import Position
        err = _core.tav_error()
        p = _core.tavb_setup_position(self._s, err)
        if p is None:
            raise from_error(err, text=self.tfen(), code=_core.TAV_ETFEN)
        pos = Position.__new__(Position)
        pos._p = p
        return pos

    def status(self) -> Optional[TfenError]:
        """None when the board is a legal position, else the ``TfenError``
        ``position()`` would raise: its message says what is wrong (the
        first problem the TFEN reader meets, R10), ``square`` where.
        (python-chess's ``status()`` is a bit mask of every problem.)"""
        try:
            self.position()
        except TfenError as e:
            return e
        return None

    def is_valid(self) -> bool:
        """The board is a legal position (``status()`` is None)."""
        return self.status() is None

    def __repr__(self) -> str:
        return f"Setup({self.tfen()!r})"


def _setup_from_state(towers, fields) -> Setup:  # type: ignore[no-untyped-def]
    """The board a pickle holds (Setup.__reduce__)."""
    new = Setup()
    s = new._s
    for sq, tower in enumerate(towers):
        for piece in tower:
            if _core.tav_setup_push_piece(s, sq, piece) != _core.TAV_OK:
                raise ValueError(f"not a Setup pickle: piece {piece!r} on square {sq}")
    turn, castling, ep, halfmove, fullmove = fields
    if (_core.tav_setup_set_turn(s, turn) != _core.TAV_OK or _core.tav_setup_set_castling(s, castling) != _core.TAV_OK
            or _core.tav_setup_set_ep_square(s, ep) != _core.TAV_OK
            or _core.tav_setup_set_clocks(s, halfmove, fullmove) != _core.TAV_OK):
        raise ValueError(f"not a Setup pickle: fields {fields!r}")
    return new
