"""Value types: squares, colours, kinds, pieces and moves.

Pieces and moves are plain values (subclasses of ``int`` holding the C
``tav_piece`` / ``tav_move`` bits, documented in tavreli/piece.h and
tavreli/move.h): they are copied out of a position and never refer to it, so
they stay valid whatever happens to the position afterwards.
"""
from __future__ import annotations

import enum
from typing import Optional, Union

from . import _core

__all__ = ["Colour", "Color", "Kind", "Square", "SquareLike", "Piece", "Move",
           "parse_square", "square_name", "SQUARES", "SQUARE_NAMES"]

SQUARE_NAMES = [f + r for r in "12345678" for f in "abcdefgh"]
_SQUARE_BY_NAME = {name: i for i, name in enumerate(SQUARE_NAMES)}


class Colour(enum.IntEnum):
    """Side: white moves first (R1)."""
    WHITE = _core.TAV_WHITE
    BLACK = _core.TAV_BLACK

    def __invert__(self) -> "Colour":  # type: ignore[override]
        return Colour(1 - self.value)


Color = Colour


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

    ``Piece(colour, kind, badge=None, promoted=False, virgin=False)``. A
    pawn's ``badge`` is the kind it promotes to (R1); a promoted piece has
    ``promoted`` set and its badge is its own kind (R6); ``virgin`` marks a
    pawn that has never left its start square (R3)."""

    __slots__ = ()

    def __new__(cls, colour: Colour, kind: Kind, badge: Optional[Kind] = None,
                promoted: bool = False, virgin: bool = False) -> "Piece":
        if not 1 <= int(kind) <= 7:
            raise ValueError(f"not a kind: {kind!r}")
        if int(colour) not in (0, 1):
            raise ValueError(f"not a colour: {colour!r}")
        b = int(badge) if badge is not None else 0
        if not 0 <= b <= 7:
            raise ValueError(f"not a kind: {badge!r}")
        value = int(kind) | int(colour) << 3 | b << 4 | bool(promoted) << 7 | bool(virgin) << 8
        return int.__new__(cls, value)

    @property
    def colour(self) -> Colour:
        """White or black."""
        return Colour((self >> 3) & 1)

    color = colour

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
        args = [f"Colour.{self.colour.name}", f"Kind.{self.kind.name}"]
        if self.badge is not None:
            args.append(f"badge=Kind.{self.badge.name}")
        if self.promoted:
            args.append("promoted=True")
        if self.virgin:
            args.append("virgin=True")
        return f"Piece({', '.join(args)})"


_IDENTITY = 0x3FFFF


class Move(int):
    """A move: the C ``tav_move`` value (tavreli/move.h).

    ``source`` and ``destination`` are squares, ``count`` the number of
    pieces taken off the top of the source tower (R2). Two moves are equal
    when those three agree (R12); the flags (``whole``, ``is_castling``...)
    describe the move in the position that generated it.

    ``Move(source, destination, count=1)`` makes a move without flags, to
    look up or push; ``str()`` of a move that came from a position is its
    canonical R9 text (``'e2-e4'``, ``'c1(2)-d2'``, ``'0-0'``); a hand-made
    move does not know whether it takes the whole tower and always writes
    its count. Use ``Position.move_text()`` for the text in a position."""

    __slots__ = ()

    def __new__(cls, source: SquareLike, destination: SquareLike, count: int = 1) -> "Move":
        m = _core.tav_move_make(parse_square(source), parse_square(destination), count) \
            if 1 <= count <= 32 else 0
        if not m:
            raise ValueError(f"not a move: {source!r}, {destination!r}, count {count!r}")
        return int.__new__(cls, m)

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
        return bool(self & _core.TAV_MOVE_PROMOTION)

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
