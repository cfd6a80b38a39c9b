"""Value types: squares, colours, kinds, pieces and moves.

Pieces and moves are plain values (subclasses of ``int`` holding the C
``tav_piece`` / ``tav_move`` bits, documented in tavreli/piece.h and
tavreli/move.h): they are copied out of a position and never refer to it, so
they stay valid whatever happens to the position afterwards.
"""
from __future__ import annotations

import enum
from typing import Iterable, Iterator, Optional, Union

from . import _core

__all__ = ["Colour", "Color", "Kind", "Square", "SquareLike", "Piece", "Move", "SquareSet",
           "parse_square", "square_name", "colour_to_c", "colour_from_c", "SQUARES",
           "SQUARE_NAMES", "COLOR_NAMES"]

SQUARE_NAMES = [f + r for r in "12345678" for f in "abcdefgh"]
_SQUARE_BY_NAME = {name: i for i, name in enumerate(SQUARE_NAMES)}


class Colour(enum.IntEnum):
    """Side, as python-chess has it: ``WHITE`` is true and equal to ``True``
    (1), ``BLACK`` false and equal to ``False`` (0); so
    ``"white" if pos.turn else "black"``, ``not colour`` and
    ``COLOR_NAMES[colour]`` work as with python-chess. ``~colour`` is the
    other side. White moves first (R1). (The C library numbers them the
    other way round, ``TAV_WHITE`` = 0: ``colour_to_c()`` and
    ``colour_from_c()`` are the one place that maps them.)"""
    BLACK = 0
    WHITE = 1

    def __invert__(self) -> "Colour":  # type: ignore[override]
        return Colour.BLACK if self else Colour.WHITE


Color = Colour
_C_WHITE: int = _core.TAV_WHITE
_C_BLACK: int = _core.TAV_BLACK
_FROM_C = {_C_WHITE: Colour.WHITE, _C_BLACK: Colour.BLACK}

#: python-chess's ``COLOR_NAMES``: indexed by a colour.
COLOR_NAMES = ["black", "white"]


def colour_to_c(colour: object) -> int:
    """The C ``tav_color`` of a side given as python-chess gives it:
    ``WHITE``/``True``/1 or ``BLACK``/``False``/0. ``ValueError`` for
    anything else (``2``, ``-1``, ``None``...)."""
    if colour is True or colour is False or type(colour) is Colour:
        return _C_WHITE if colour else _C_BLACK
    if isinstance(colour, int) and colour in (0, 1):
        return _C_WHITE if colour else _C_BLACK
    raise ValueError(f"not a colour: {colour!r} (use WHITE/True or BLACK/False)")


def colour_from_c(value: int) -> Colour:
    """The ``Colour`` of a C ``tav_color`` value (``TAV_WHITE`` = 0)."""
    try:
        return _FROM_C[value]
    except KeyError:
        raise ValueError(f"not a C colour: {value!r}") from None


class Kind(enum.IntEnum):
    """The seven kinds of piece (R1), numbered as ``tav_kind``."""
    KING = _core.TAV_KING      #: K, volkhv
    QUEEN = _core.TAV_QUEEN    #: Q, knyaz
    ROOK = _core.TAV_ROOK      #: R, ratoborets
    BISHOP = _core.TAV_BISHOP  #: B, luchnik
    KNIGHT = _core.TAV_KNIGHT  #: N, vsadnik
    PAWN = _core.TAV_PAWN      #: P, ratnik
    HELGI = _core.TAV_HELGI    #: H, helgi: queen + knight

    @property
    def letter(self) -> str:
        """The upper-case letter of the kind (``tav_kind_letter``)."""
        return _core.tav_kind_letter(self.value)


class Square(enum.IntEnum):
    """A square 0..63: a1 = 0, b1 = 1, ..., h8 = 63 (tavreli/square.h).

    ``str()`` is its name (``'e4'``); ``file`` and ``rank`` count from 0."""
    A1 = 0; B1 = 1; C1 = 2; D1 = 3; E1 = 4; F1 = 5; G1 = 6; H1 = 7  # noqa: E702
    A2 = 8; B2 = 9; C2 = 10; D2 = 11; E2 = 12; F2 = 13; G2 = 14; H2 = 15  # noqa: E702
    A3 = 16; B3 = 17; C3 = 18; D3 = 19; E3 = 20; F3 = 21; G3 = 22; H3 = 23  # noqa: E702
    A4 = 24; B4 = 25; C4 = 26; D4 = 27; E4 = 28; F4 = 29; G4 = 30; H4 = 31  # noqa: E702
    A5 = 32; B5 = 33; C5 = 34; D5 = 35; E5 = 36; F5 = 37; G5 = 38; H5 = 39  # noqa: E702
    A6 = 40; B6 = 41; C6 = 42; D6 = 43; E6 = 44; F6 = 45; G6 = 46; H6 = 47  # noqa: E702
    A7 = 48; B7 = 49; C7 = 50; D7 = 51; E7 = 52; F7 = 53; G7 = 54; H7 = 55  # noqa: E702
    A8 = 56; B8 = 57; C8 = 58; D8 = 59; E8 = 60; F8 = 61; G8 = 62; H8 = 63  # noqa: E702

    def __str__(self) -> str:
        return SQUARE_NAMES[self.value]

    @property
    def file(self) -> int:
        return self.value & 7

    @property
    def rank(self) -> int:
        return self.value >> 3


SQUARES = list(Square)
SquareLike = Union[int, str]


def parse_square(square: SquareLike) -> Square:
    """A square from its name (``'e4'``, lower case as in R9) or its number
    0..63. Raises ``ValueError`` for anything else."""
    if isinstance(square, str):
        try:
            return SQUARES[_SQUARE_BY_NAME[square]]
        except KeyError:
            raise ValueError(f"not a square name: {square!r}") from None
    if isinstance(square, int) and not isinstance(square, bool) and 0 <= square < 64:
        return SQUARES[square]
    raise ValueError(f"not a square: {square!r}")


def square_name(square: SquareLike) -> str:
    """The two-letter name of a square (``tav_square_name``)."""
    return SQUARE_NAMES[parse_square(square)]


_KINDS = [None] + list(Kind)


class Piece(int):
    """One piece of a tower: the C ``tav_piece`` value (tavreli/piece.h).

    ``Piece(piece_type, color, badge=None, promoted=False, virgin=False)``,
    in python-chess's order (``Piece(PAWN, WHITE)``). A pawn's ``badge`` is
    the kind it promotes to (R1); a promoted piece has ``promoted`` set and
    its badge is its own kind (R6); ``virgin`` marks a pawn that has never
    left its start square (R3). Pieces are values: they pickle and copy."""

    __slots__ = ()

    def __new__(cls, piece_type: Kind, color: Colour, badge: Optional[Kind] = None,
                promoted: bool = False, virgin: bool = False) -> "Piece":
        kind = _kind_value(piece_type, "piece_type")
        b = _kind_value(badge, "badge") if badge is not None else 0
        c = colour_to_c(color)
        value = kind | c << 3 | b << 4 | bool(promoted) << 7 | bool(virgin) << 8
        return int.__new__(cls, value)

    @property
    def color(self) -> Colour:
        """``WHITE`` or ``BLACK`` (python-chess's ``Piece.color``)."""
        return _FROM_C[(self >> 3) & 1]

    colour = color

    @property
    def piece_type(self) -> Kind:
        """The kind it moves as (python-chess's name; the same as ``kind``)."""
        return _KINDS[self & 7]  # type: ignore[return-value]

    @property
    def kind(self) -> Kind:
        """The kind it moves as (a promoted pawn: its badge's kind)."""
        return _KINDS[self & 7]  # type: ignore[return-value]

    @property
    def badge(self) -> Optional[Kind]:
        """For a pawn or a promoted piece: the kind it promotes to; else None."""
        return _KINDS[(self >> 4) & 7]

    @property
    def promoted(self) -> bool:
        """A promoted pawn (R6): it reverts when anything lands on it."""
        return bool((self >> 7) & 1)

    @property
    def virgin(self) -> bool:
        """A pawn that has never left its start square (R3)."""
        return bool((self >> 8) & 1)

    def symbol(self) -> str:
        """Its letter, upper case for white, lower case for black."""
        letter = _core.tav_kind_letter(self & 7)
        return letter if not (self >> 3) & 1 else letter.lower()

    def __str__(self) -> str:
        return self.symbol() + ("~" if self.promoted else "")

    def __repr__(self) -> str:
        args = [f"Kind.{self.kind.name}", f"Colour.{self.color.name}"]
        if self.badge is not None:
            args.append(f"badge=Kind.{self.badge.name}")
        if self.promoted:
            args.append("promoted=True")
        if self.virgin:
            args.append("virgin=True")
        return f"Piece({', '.join(args)})"

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # int subclasses pickle through __new__'s arguments; a Piece is
        # rebuilt from its bits instead (pickle, copy, deepcopy).
        return (_piece_from_int, (int(self),))


def _piece_from_int(value: int) -> Piece:
    return int.__new__(Piece, value)


def _kind_value(kind: object, what: str) -> int:
    if isinstance(kind, bool) or not isinstance(kind, int):
        raise TypeError(f"{what} is a Kind, not {type(kind).__name__}")
    if not 1 <= kind <= 7:
        raise ValueError(f"not a kind: {kind!r} ({what} is KING, QUEEN, ..., HELGI)")
    return int(kind)


_IDENTITY = 0x3FFFF
_PROMOTIONS = _core.TAV_MOVE_PROMOTION | _core.TAV_MOVE_FREED_PROMOTION


class Move(int):
    """A move: the C ``tav_move`` value (tavreli/move.h).

    ``source`` and ``destination`` are squares, ``count`` the number of
    pieces taken off the top of the source tower (R2). Two moves are equal
    when those three agree (R12); the flags (``whole``, ``is_castling``...)
    describe the move in the position that generated it.

    ``Move(source, destination, count=1)`` makes a move without flags, to
    look up or push; ``str()`` of a move that came from a position (its
    ``legal_moves``, ``push()``, ``move_stack``, ``parse_move()``) is its
    canonical R9 text as that position writes it (``'e2-e4'``,
    ``'c1(2)-d2'``, ``'0-0'``). A hand-made move belongs to no position: it
    does not know whether it takes the whole tower or castles, so it writes
    its count (``Move('e1', 'g1')`` is ``'e1(1)-g1'``, which reads back as
    the same move anywhere); ``pos.push(Move('e1', 'g1'))`` returns the
    move as played, ``'0-0'`` when that is castling, and
    ``pos.move_text(m)`` writes any move as ``pos`` would."""

    __slots__ = ()

    def __new__(cls, source: SquareLike, destination: SquareLike, count: int = 1) -> "Move":
        src, dst = parse_square(source), parse_square(destination)
        if isinstance(count, bool) or not isinstance(count, int):
            raise TypeError(f"a move's count is an int (1..32), not {type(count).__name__}: {count!r}")
        if not 1 <= count <= 32:
            raise ValueError(f"a move's count is 1..32 pieces, not {count}")
        if src == dst:
            raise ValueError(f"a move goes somewhere: source and destination are both {src}")
        return int.__new__(cls, _core.tav_move_make(src, dst, count))

    @property
    def source(self) -> Square:
        """The square the moving part leaves."""
        return SQUARES[self & 63]

    @property
    def destination(self) -> Square:
        """The square the moving part lands on."""
        return SQUARES[(self >> 6) & 63]

    @property
    def count(self) -> int:
        """Pieces taken off the top of the source tower (1..32)."""
        return (self >> 12) & 63

    @property
    def whole(self) -> bool:
        """The whole tower moves (no ``(k)`` in the notation)."""
        return bool(self & _core.TAV_MOVE_WHOLE)

    @property
    def is_castling(self) -> bool:
        return bool(self & _core.TAV_MOVE_CASTLE)

    @property
    def is_en_passant(self) -> bool:
        return bool(self & _core.TAV_MOVE_EN_PASSANT)

    @property
    def is_double_step(self) -> bool:
        return bool(self & _core.TAV_MOVE_DOUBLE)

    @property
    def is_promotion(self) -> bool:
        """A pawn promotes (R6): the moving part's top on its last rank
        (R6 (a)), or the pawn a split leaves on top of the source square on
        its own last rank (R6 (b), ``is_freed_promotion``)."""
        return bool(self & _PROMOTIONS)

    @property
    def is_freed_promotion(self) -> bool:
        """The pawn a split leaves on top of the source square promotes
        (R6 (b)); it may be of either colour."""
        return bool(self & _core.TAV_MOVE_FREED_PROMOTION)

    @property
    def builds_tower(self) -> bool:
        """It lands on an occupied square."""
        return bool(self & _core.TAV_MOVE_STACK)

    @property
    def is_capture(self) -> bool:
        """It lands on an enemy-topped tower (a prisoner is taken), or en passant."""
        return bool(self & _core.TAV_MOVE_CAPTURE)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return (int(self) ^ int(other)) & _IDENTITY == 0
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, Move):
            return (int(self) ^ int(other)) & _IDENTITY != 0
        return NotImplemented

    def __hash__(self) -> int:
        return int(self) & _IDENTITY

    def __str__(self) -> str:
        return _core.tavb_move_format(self) or "?"

    def __repr__(self) -> str:
        return f"Move({str(self.source)!r}, {str(self.destination)!r}, {self.count})"

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (_move_from_int, (int(self),))


def _move_from_int(value: int) -> Move:
    return int.__new__(Move, value)


class SquareSet:
    """A set of squares, as python-chess's ``SquareSet``: a 64-bit mask
    (bit 0 = a1 ... bit 63 = h8, the C ``tav_squareset``). Iterable (a1
    first), sized, ``in``-testable by square or name, combined with ``|``,
    ``&``, ``-``, ``^`` and ``~``, compared with sets of squares, and
    ``int()`` gives the mask. An immutable value (hashable)."""

    __slots__ = ("_mask",)

    def __init__(self, squares: Union[int, Iterable[SquareLike]] = 0) -> None:
        if isinstance(squares, int) and not isinstance(squares, bool):
            if not 0 <= squares < 1 << 64:
                raise ValueError(f"a square set is a 64-bit mask, not {squares:#x}")
            self._mask = int(squares)
        elif isinstance(squares, SquareSet):
            self._mask = squares._mask
        else:
            mask = 0
            for sq in squares:
                mask |= 1 << parse_square(sq)
            self._mask = mask

    @classmethod
    def _of(cls, mask: int) -> "SquareSet":
        s = object.__new__(cls)
        s._mask = mask
        return s

    def __int__(self) -> int:
        return self._mask

    __index__ = __int__

    def __len__(self) -> int:
        return bin(self._mask).count("1")

    def __bool__(self) -> bool:
        return bool(self._mask)

    def __iter__(self) -> Iterator[Square]:
        m = self._mask
        while m:
            low = m & -m
            yield SQUARES[low.bit_length() - 1]
            m ^= low

    def __reversed__(self) -> Iterator[Square]:
        m = self._mask
        while m:
            sq = m.bit_length() - 1
            yield SQUARES[sq]
            m ^= 1 << sq

    def __contains__(self, square: object) -> bool:
        try:
            sq = parse_square(square)  # type: ignore[arg-type]
        except ValueError:
            return False
        return bool(self._mask >> sq & 1)

    @staticmethod
    def _mask_of(other: object) -> Optional[int]:
        if isinstance(other, SquareSet):
            return other._mask
        if isinstance(other, int) and not isinstance(other, bool) and 0 <= other < 1 << 64:
            return other
        if isinstance(other, (set, frozenset, list, tuple)):
            try:
                return SquareSet(other)._mask
            except ValueError:
                return None
        return None

    def __or__(self, other: object) -> "SquareSet":
        m = self._mask_of(other)
        return NotImplemented if m is None else SquareSet._of(self._mask | m)

    def __and__(self, other: object) -> "SquareSet":
        m = self._mask_of(other)
        return NotImplemented if m is None else SquareSet._of(self._mask & m)

    def __sub__(self, other: object) -> "SquareSet":
        m = self._mask_of(other)
        return NotImplemented if m is None else SquareSet._of(self._mask & ~m)

    def __xor__(self, other: object) -> "SquareSet":
        m = self._mask_of(other)
        return NotImplemented if m is None else SquareSet._of(self._mask ^ m)

    __ror__, __rand__, __rxor__ = __or__, __and__, __xor__

    def __invert__(self) -> "SquareSet":
        return SquareSet._of(~self._mask & 0xFFFFFFFFFFFFFFFF)

    def __eq__(self, other: object) -> bool:
        m = self._mask_of(other)
        return NotImplemented if m is None else self._mask == m  # type: ignore[return-value]

    def __hash__(self) -> int:
        return hash(self._mask)

    def __repr__(self) -> str:
        return f"SquareSet({self._mask:#018x})"

    def __str__(self) -> str:
        """An 8x8 diagram, rank 8 at the top: ``1`` in the set, ``.`` not."""
        return "\n".join(" ".join("1" if self._mask >> (r * 8 + f) & 1 else "."
                                  for f in range(8)) for r in range(7, -1, -1))

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (SquareSet, (self._mask,))
