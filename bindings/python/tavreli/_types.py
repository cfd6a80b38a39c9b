"""Value types: squares, colours, kinds, pieces and moves.

Pieces and moves are plain values (subclasses of ``int`` holding the C
``tav_piece`` / ``tav_move`` bits, documented in tavreli/piece.h and
tavreli/move.h): they are copied out of a position and never refer to it, so
they stay valid whatever happens to the position afterwards.
"""
from __future__ import annotations

import enum
from typing import Any, Callable, Generic, List, NoReturn, Optional, TypeVar, Union, cast, overload

from . import _core
from ._errors import from_error

__all__ = ["Colour", "Color", "Kind", "Square", "SquareLike", "Piece", "Move",
           "parse_square", "square_name", "colour_to_c", "colour_from_c", "SQUARES",
           "SQUARE_NAMES", "COLOR_NAMES", "FILE_NAMES", "RANK_NAMES", "square", "square_file",
           "square_rank", "square_distance", "square_manhattan_distance", "square_mirror"]

_T = TypeVar("_T")


def c_call(fn: Callable[..., _T], *args: object, text: Optional[str] = None,
           code: Optional[int] = None) -> _T:
    """``fn(*args, err)`` for a C function that fills a ``tav_error`` when
    it fails: its result, or the exception of the error (``from_error``,
    with ``text`` and ``code``)."""
    err = _core.tav_error()
    result = fn(*args, err)
    if err.code:
        raise from_error(err, text=text, code=code)
    return result


def made(value: Optional[_T], by: str) -> _T:
    """``value``, which C made; ``MemoryError`` saying ``by`` failed for
    None (NULL: C ran out of memory)."""
    if value is None:
        raise MemoryError(f"{by} failed")
    return value


class _Field(Generic[_T]):
    """A read-only property with its own ``__doc__`` for help(): ``read`` of
    the object. A ``Piece``'s or a ``Move``'s reads its int value (a bit
    test or a shift); a position's asks C (``c_property``)."""

    def __init__(self, read: Callable[[int], _T], doc: str) -> None:
        self._read = read
        self.__doc__ = doc

    @overload
    def __get__(self, obj: None, owner: object) -> _Field[_T]: ...
    @overload
    def __get__(self, obj: Any, owner: object) -> _T: ...

    def __get__(self, obj: Any, owner: object) -> Union[_T, _Field[_T]]:
        return self if obj is None else self._read(obj)

    def __set__(self, obj: object, value: object) -> NoReturn:
        raise AttributeError("a read-only property")


def c_property(query: Callable[[Any], object], result: Callable[[Any], _T], doc: str) -> _Field[_T]:
    """A ``_Field`` of an object holding its C object in ``_p``: ``result``
    of ``query(_p)``, one C call (``Position.turn``)."""
    return _Field(cast(Callable[[int], _T], lambda obj: result(query(obj._p))), doc)


def _flag(bit: int, doc: str) -> _Field[bool]:
    """A ``_Field``: whether ``bit`` is set."""
    return _Field(lambda value: bool(value & bit), doc)

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

    def __invert__(self) -> Colour:
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
    if isinstance(colour, int) and colour in (0, 1):  # (True, False and a Colour too)
        return _C_WHITE if colour else _C_BLACK
    raise ValueError(f"not a colour: {colour!r} (use WHITE/True or BLACK/False)")


def colour_from_c(value: int) -> Colour:
    """The ``Colour`` of a C ``tav_color`` value (``TAV_WHITE`` = 0)."""
    if value in _FROM_C:
        return _FROM_C[value]
    raise ValueError(f"not a C colour: {value!r}")


class Kind(enum.IntEnum):
    """The seven kinds of piece (R1), numbered as ``tav_kind``."""
    KING = _core.TAV_KING      #: K, volkhv
    QUEEN = _core.TAV_QUEEN    #: Q, knyaz
    ROOK = _core.TAV_ROOK      #: R, ratoborets
    BISHOP = _core.TAV_BISHOP  #: B, luchnik
    KNIGHT = _core.TAV_KNIGHT  #: N, vsadnik
    PAWN = _core.TAV_PAWN      #: P, ratnik
    HELGI = _core.TAV_HELGI    #: H, helgi: queen + knight

    letter = _Field(_core.tav_kind_letter, "The upper-case letter of the kind (``tav_kind_letter``).")


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

    file = _Field(lambda sq: sq & 7, "The file, 0 (a) .. 7 (h).")
    rank = _Field(lambda sq: sq >> 3, "The rank, 0 (rank 1) .. 7 (rank 8).")


SQUARES = list(Square)
SquareLike = Union[int, str]


def parse_square(square: SquareLike) -> Square:
    """A square from its name (``'e4'``, lower case as in R9) or its number
    0..63. Raises ``ValueError`` for anything else."""
    sq = _SQUARE_BY_NAME.get(square, -1) if isinstance(square, str) else square
    if isinstance(sq, int) and not isinstance(sq, bool) and 0 <= sq < 64:
        return SQUARES[sq]
    raise ValueError(f"not a square: {square!r}")


def square_name(square: SquareLike) -> str:
    """The two-letter name of a square (``tav_square_name``)."""
    return SQUARE_NAMES[parse_square(square)]


#: python-chess's names of the files and ranks, indexed from 0.
FILE_NAMES = ["a", "b", "c", "d", "e", "f", "g", "h"]
RANK_NAMES = ["1", "2", "3", "4", "5", "6", "7", "8"]


def _index(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 8:
        raise ValueError(f"{what} is 0..7, not {value!r}")
    return int(value)


def square(file_index: int, rank_index: int) -> Square:
    """The square on a file and a rank, both 0..7 (python-chess's
    ``square()``): ``square(4, 3)`` is ``E4``."""
    return SQUARES[_index(rank_index, "a rank index") * 8 + _index(file_index, "a file index")]


def square_file(sq: SquareLike) -> int:
    """The file of a square, 0 (a) .. 7 (h)."""
    return parse_square(sq) & 7


def square_rank(sq: SquareLike) -> int:
    """The rank of a square, 0 (rank 1) .. 7 (rank 8)."""
    return parse_square(sq) >> 3


def square_distance(a: SquareLike, b: SquareLike) -> int:
    """The king-step distance between two squares (python-chess's
    ``square_distance``): the larger of the file and rank differences."""
    return _core.tavb_square_distance(parse_square(a), parse_square(b), False)


def square_manhattan_distance(a: SquareLike, b: SquareLike) -> int:
    """The sum of the file and rank differences of two squares."""
    return _core.tavb_square_distance(parse_square(a), parse_square(b), True)


def square_mirror(sq: SquareLike) -> Square:
    """The square on the same file, rank mirrored (e2 <-> e7)."""
    return SQUARES[parse_square(sq) ^ 56]


_KINDS = [None] + list(Kind)
_KIND = cast(List[Kind], _KINDS)  # (a piece's kind is never 0)


class Piece(int):
    """One piece of a tower: the C ``tav_piece`` value (tavreli/piece.h).

    ``Piece(piece_type, color, badge=None, promoted=False, virgin=False)``,
    in python-chess's order (``Piece(PAWN, WHITE)``). A pawn's ``badge`` is
    the kind it promotes to (R1); a promoted piece has ``promoted`` set and
    its badge is its own kind (R6); ``virgin`` marks a pawn that has never
    left its start square (R3). Pieces are values: they pickle and copy."""

    __slots__ = ()

    def __new__(cls, piece_type: Kind, color: Colour, badge: Optional[Kind] = None,
                promoted: bool = False, virgin: bool = False) -> Piece:
        badge_value = -1 if badge is None else badge  # (C checks the kinds, naming them)
        value = c_call(_core.tavb_piece_make, piece_type, colour_to_c(color), badge_value, bool(promoted),
                       bool(virgin))
        return int.__new__(cls, value)

    color = colour = _Field(lambda p: _FROM_C[(p >> 3) & 1], "``WHITE`` or ``BLACK``.")
    piece_type = _Field(lambda p: _KIND[p & 7], "The kind it moves as (python-chess's ``kind``).")
    kind = _Field(lambda p: _KIND[p & 7], "The kind it moves as (a promoted pawn: its badge's kind).")
    badge = _Field(lambda p: _KINDS[(p >> 4) & 7], "The kind it promotes (or was promoted) to; None.")
    promoted = _flag(1 << 7, "A promoted pawn (R6): it reverts when anything lands on it.")
    virgin = _flag(1 << 8, "A pawn that has never left its start square (R3).")

    def symbol(self) -> str:
        """Its letter, upper case for white, lower case for black."""
        return _core.tavb_piece_letter(self)

    def unicode_symbol(self, *, invert_color: bool = False) -> str:
        """Its chess glyph (python-chess's ``unicode_symbol()``): ``'♔'`` for
        a white king... ``'♟'`` for a black pawn; the helgi (queen and
        knight) is the knight-queen of Unicode's chess symbols, U+1FA4E
        white and U+1FA51 black."""
        return _core.tavb_piece_unicode(self, bool(invert_color))

    @classmethod
    def from_symbol(cls, symbol: str) -> Piece:
        """The piece of a letter, as python-chess's ``Piece.from_symbol``:
        ``'K'`` a white king, ``'q'`` a black queen, ``'H'`` a white helgi
        (R1: the letters of ``tav_kind_letter``). A pawn made so has no
        badge (a pawn's badge follows its file, R1: ``Piece(PAWN, WHITE,
        badge=...)`` gives one). ``ValueError`` for anything else."""
        return int.__new__(cls, c_call(_core.tavb_piece_of_symbol, symbol))  # C knows the letters

    def __str__(self) -> str:
        return self.symbol() + ("~" if self.promoted else "")

    def __repr__(self) -> str:
        b = self.badge
        keywords = (("badge", b and f"Kind.{b.name}"), ("promoted", self.promoted), ("virgin", self.virgin))
        args = [f"Kind.{self.kind.name}", f"Colour.{self.color.name}"]
        args += [f"{k}={v}" for k, v in keywords if v]
        return f"Piece({', '.join(args)})"

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # int subclasses pickle through __new__'s arguments; a Piece is
        # rebuilt from its bits instead (pickle, copy, deepcopy).
        return (_piece_from_int, (int(self),))




def _piece_from_int(value: int) -> Piece:
    return int.__new__(Piece, value)


_IDENTITY = 0x3FFFF  # source, destination and count: what makes two moves equal (R12)
_VALID_BITS = _core.TAV_MOVE_VALID_BITS


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

    def __new__(cls, source: SquareLike, destination: SquareLike, count: int = 1) -> Move:
        src, dst = parse_square(source), parse_square(destination)
        return int.__new__(cls, c_call(_core.tavb_move_made, src, dst, count))  # C checks count (R2)

    source = _Field(lambda m: SQUARES[m & 63], "The square the moving part leaves.")
    destination = _Field(lambda m: SQUARES[(m >> 6) & 63], "The square the moving part lands on.")

    #: python-chess's names for ``source`` and ``destination``.
    from_square, to_square = source, destination

    @classmethod
    def null(cls) -> Move:
        """The null move (python-chess's ``Move.null()``): the C
        ``TAV_NULL_MOVE`` value 0, false in a boolean context, written
        ``'0000'``. ``Position.push(Move.null())`` passes (the side to move
        gives the turn away; not in check) and ``pop()`` takes it back."""
        return int.__new__(cls, 0)

    @classmethod
    def from_text(cls, text: str, position: Optional[Any] = None) -> Move:
        """Read a move from its text, the inverse of ``str()``. With a
        ``position``, any R9 text legal there (``position.parse_move``).
        Without one, only what does not depend on a position: the count
        written out, ``'e2(1)-e4'`` or ``'c1(2)-d2'`` (what ``str()`` of a
        hand-made ``Move`` gives), and ``'0000'`` (the null move).
        ``ValueError`` otherwise."""
        if position is not None:
            return position.parse_move(text)  # type: ignore[no-any-return]
        return int.__new__(cls, c_call(_core.tavb_move_read_alone, text, text=text))

    @classmethod
    def from_uci(cls, text: str, position: Optional[Any] = None) -> Move:
        """python-chess's ``Move.from_uci``. With a ``position``, UCI's
        coordinate form of a whole-tower move (``'e2e4'``, castling
        ``'e1g1'``) or any R9 text legal there (``position.parse_uci``).
        Without one, what ``from_text`` reads: a coordinate move needs the
        position to know how tall the moving tower is (R2), so
        ``ValueError`` names it."""
        if position is not None:
            return position.parse_uci(text)  # type: ignore[no-any-return]
        return cls.from_text(text)  # C names a coordinate move's missing position

    def uci(self) -> str:
        """python-chess's ``Move.uci()``: UCI's coordinate form for a
        whole-tower move (``'e2e4'``; castling as the king's move
        ``'e1g1'``), R9 text for a split (``'c1(2)-d2'``) and for a
        hand-made move, which does not know whether it takes the whole
        tower (``str()``); ``'0000'`` for the null move. Every form reads
        back with ``Position.parse_uci``."""
        if self and self & _core.TAV_MOVE_WHOLE:
            return str(self.source) + str(self.destination)
        return str(self)

    count = _Field(lambda m: (m >> 12) & 63, "Pieces taken off the top of the source tower (1..32).")
    whole = _flag(_core.TAV_MOVE_WHOLE, "The whole tower moves (no ``(k)`` in the notation).")
    is_castling = _flag(_core.TAV_MOVE_CASTLE, "Castling (R7): the king's move, the rook follows.")
    is_en_passant = _flag(_core.TAV_MOVE_EN_PASSANT, "A pawn takes en passant (R5).")
    is_double_step = _flag(_core.TAV_MOVE_DOUBLE, "A pawn's double step from its start square (R3).")
    #: A pawn promotes (R6): the moving part's top on its last rank (R6 (a)), or the pawn a split
    #: leaves on top of the source square on its own last rank (R6 (b), ``is_freed_promotion``).
    is_promotion = _flag(_core.TAV_MOVE_PROMOTION | _core.TAV_MOVE_FREED_PROMOTION,
                         "A pawn promotes (R6): the moving part's top, or one a split frees (R6 (b)).")
    is_freed_promotion = _flag(_core.TAV_MOVE_FREED_PROMOTION,
                               "The pawn a split leaves on top of the source square promotes (R6 (b)).")
    builds_tower = _flag(_core.TAV_MOVE_STACK, "It lands on an occupied square.")
    is_capture = _flag(_core.TAV_MOVE_CAPTURE, "Lands on an enemy-topped tower (R2), or en passant.")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return (int(self) ^ int(other)) & _IDENTITY == 0
        return NotImplemented

    #: ``not ==`` (int's ``!=`` would compare the flags too).
    __ne__ = object.__ne__

    def __hash__(self) -> int:
        return int(self) & _IDENTITY

    def __bool__(self) -> bool:
        return int(self) != 0

    def __str__(self) -> str:
        if not self:
            return "0000"
        return _core.tavb_move_format(self) or "?"

    def __repr__(self) -> str:
        if not self:
            return "Move.null()"
        return f"Move({str(self.source)!r}, {str(self.destination)!r}, {self.count})"

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (_move_from_int, (int(self),))


def _move_from_int(value: int) -> Move:
    return int.__new__(Move, value)


def c_position(position: object, doing: str) -> Any:
    """The C ``tav_position`` of a ``Position``; ``TypeError`` naming
    ``doing`` (``"analyse() searches"``) for anything else."""
    p = getattr(position, "_p", None)
    if not isinstance(p, _core.tav_position):
        raise TypeError(f"{doing} a Position, not {type(position).__name__}")
    return p


def move_bits(move: object) -> int:
    """A move value for C, or TypeError/ValueError (C's) saying why it is none."""
    return move if type(move) is Move else c_call(_core.tavb_move_value, move)
