"""Sets of squares (python-chess's ``SquareSet``) and the ``BB_*`` masks.

A ``SquareSet`` is the C ``tav_squareset``: a 64-bit mask, bit 0 = a1 ...
bit 63 = h8 (tavreli/square.h). It is an immutable value: every operation
returns a new set, and ``s |= t`` rebinds ``s`` (python-chess's is mutable;
see bindings/python/README.md).
"""
from __future__ import annotations

from typing import Callable, Iterable, Iterator, List, Optional, TypeVar, Union, cast

from ._types import SQUARES, Square, SquareLike, parse_square

__all__ = ["SquareSet", "BB_EMPTY", "BB_ALL", "BB_SQUARES", "BB_A1", "BB_B1", "BB_C1", "BB_D1",
           "BB_E1", "BB_F1", "BB_G1", "BB_H1", "BB_A2", "BB_B2", "BB_C2", "BB_D2", "BB_E2",
           "BB_F2", "BB_G2", "BB_H2", "BB_A3", "BB_B3", "BB_C3", "BB_D3", "BB_E3", "BB_F3",
           "BB_G3", "BB_H3", "BB_A4", "BB_B4", "BB_C4", "BB_D4", "BB_E4", "BB_F4", "BB_G4",
           "BB_H4", "BB_A5", "BB_B5", "BB_C5", "BB_D5", "BB_E5", "BB_F5", "BB_G5", "BB_H5",
           "BB_A6", "BB_B6", "BB_C6", "BB_D6", "BB_E6", "BB_F6", "BB_G6", "BB_H6", "BB_A7",
           "BB_B7", "BB_C7", "BB_D7", "BB_E7", "BB_F7", "BB_G7", "BB_H7", "BB_A8", "BB_B8",
           "BB_C8", "BB_D8", "BB_E8", "BB_F8", "BB_G8", "BB_H8", "BB_FILES", "BB_FILE_A",
           "BB_FILE_B", "BB_FILE_C", "BB_FILE_D", "BB_FILE_E", "BB_FILE_F", "BB_FILE_G",
           "BB_FILE_H", "BB_RANKS", "BB_RANK_1", "BB_RANK_2", "BB_RANK_3", "BB_RANK_4",
           "BB_RANK_5", "BB_RANK_6", "BB_RANK_7", "BB_RANK_8", "BB_LIGHT_SQUARES",
           "BB_DARK_SQUARES", "BB_CORNERS", "BB_CENTER", "BB_BACKRANKS"]

_ALL = 0xFFFFFFFFFFFFFFFF
_R = TypeVar("_R")
SquareSetLike = Union["SquareSet", int, Iterable[SquareLike]]


def _mask(squares: object, strict: bool) -> int:
    """The mask of a ``SquareSet``, a 64-bit mask or a collection of
    squares (each once: the sum of their bits is their or); -1 for anything
    else. ``strict`` (``SquareSet()`` and the set API): any iterable of
    squares, and a mask out of range is a ``ValueError``. A square that is
    none raises ``ValueError`` naming it (64)."""
    if isinstance(squares, SquareSet):
        return squares._mask
    if isinstance(squares, int) and not isinstance(squares, bool):
        if strict and not 0 <= squares <= _ALL:
            raise ValueError(f"a square set is a 64-bit mask, not {squares:#x}")
        return int(squares) if 0 <= squares <= _ALL else -1
    if strict or isinstance(squares, (set, frozenset, list, tuple)):  # (a bool: TypeError)
        return sum({1 << parse_square(sq) for sq in cast(Iterable[SquareLike], squares)})
    return -1


def _binary(op: Callable[[int, int], _R], doc: Optional[str] = None,
            strict: bool = False) -> Callable[["SquareSet", object], _R]:
    """A binary operator or comparison of ``SquareSet``: ``op`` on the two
    masks; the other operand a ``SquareSet``, a mask or a collection of
    squares (else ``NotImplemented``). ``strict``: a method of the set API,
    taking any iterable of squares (else ``TypeError``, as Python's sets)."""
    def method(self: SquareSet, other: object) -> _R:
        m = _mask(other, strict)
        if m < 0:
            return NotImplemented
        return op(self._mask, m)
    method.__doc__ = doc
    return method


class SquareSet:
    """A set of squares, as python-chess's ``SquareSet``: a 64-bit mask
    (bit 0 = a1 ... bit 63 = h8, the C ``tav_squareset``). Iterable (a1
    first), sized, ``in``-testable by square or name, combined with ``|``,
    ``&``, ``-``, ``^``, ``~``, ``<<`` and ``>>`` (either operand may be an
    int mask or a set of squares), ordered by inclusion (``<=``, ``<``,
    ``>=``, ``>``), compared with sets of squares, and ``int()`` gives the
    mask. An immutable value (hashable): ``add()`` and the other mutators
    of python-chess's ``SquareSet`` are not provided, the operators return
    new sets."""

    __slots__ = ("_mask",)

    def __init__(self, squares: SquareSetLike = 0) -> None:
        self._mask = _mask(squares, True)

    @classmethod
    def _of(cls, mask: int) -> SquareSet:
        s = object.__new__(cls)
        s._mask = mask
        return s

    @classmethod
    def from_square(cls, square: SquareLike) -> SquareSet:
        """The set of one square."""
        return cls._of(1 << parse_square(square))

    def __int__(self) -> int:
        """The 64-bit mask."""
        return self._mask

    __index__ = __int__

    def __len__(self) -> int:
        """The number of squares."""
        return bin(self._mask).count("1")

    def __bool__(self) -> bool:
        """Not empty."""
        return bool(self._mask)

    def __iter__(self) -> Iterator[Square]:
        """The squares, a1 first."""
        return (SQUARES[sq] for sq in range(64) if self._mask >> sq & 1)

    def __reversed__(self) -> Iterator[Square]:
        """The squares, h8 first."""
        return (SQUARES[sq] for sq in range(63, -1, -1) if self._mask >> sq & 1)

    def __contains__(self, square: object) -> bool:
        """``square`` (a number or a name) is in the set."""
        try:
            sq = parse_square(square)  # type: ignore[arg-type]
        except ValueError:
            return False
        return bool(self._mask >> sq & 1)

    # (both masks are 64-bit: so is every result)
    __or__ = __ror__ = _binary(lambda a, b: SquareSet._of(a | b))
    __and__ = __rand__ = _binary(lambda a, b: SquareSet._of(a & b))
    __xor__ = __rxor__ = _binary(lambda a, b: SquareSet._of(a ^ b))
    __sub__ = _binary(lambda a, b: SquareSet._of(a & ~b))
    #: ``mask - squareset``: the squares of the mask not in the set.
    __rsub__ = _binary(lambda a, b: SquareSet._of(b & ~a))
    __le__ = _binary(lambda a, b: not a & ~b)
    __ge__ = _binary(lambda a, b: not b & ~a)
    __lt__ = _binary(lambda a, b: a != b and not a & ~b)
    __gt__ = _binary(lambda a, b: a != b and not b & ~a)

    def __invert__(self) -> SquareSet:
        """The other squares of the board."""
        return SquareSet._of(~self._mask & _ALL)

    def __lshift__(self, shift: int) -> SquareSet:
        """Each square moved ``shift`` bits up (8 = one rank up); squares
        past h8 fall off, as in python-chess."""
        return SquareSet._of((self._mask << shift) & _ALL)

    def __rshift__(self, shift: int) -> SquareSet:
        """Each square moved ``shift`` bits down (8 = one rank down)."""
        return SquareSet._of(self._mask >> shift)

    # ---- the set API (python-chess's and Python's set's names) -----------

    isdisjoint = _binary(lambda a, b: not a & b, "No square in common.", True)
    issubset = _binary(lambda a, b: not a & ~b, "Every square of this set is in ``other``.", True)
    issuperset = _binary(lambda a, b: not b & ~a, "Every square of ``other`` is in this set.", True)
    union = _binary(lambda a, b: SquareSet._of(a | b), "``self | other``.", True)
    intersection = _binary(lambda a, b: SquareSet._of(a & b), "``self & other``.", True)
    difference = _binary(lambda a, b: SquareSet._of(a & ~b), "``self - other``.", True)
    symmetric_difference = _binary(lambda a, b: SquareSet._of(a ^ b), "``self ^ other``.", True)

    def copy(self) -> SquareSet:
        """The same set (a value: a new object with the same mask)."""
        return SquareSet._of(self._mask)

    def mirror(self) -> SquareSet:
        """The set flipped vertically (rank 1 <-> rank 8), as
        python-chess's ``SquareSet.mirror()``."""
        return SquareSet._of(int.from_bytes(self._mask.to_bytes(8, "little"), "big"))

    def tolist(self) -> List[bool]:
        """64 booleans, a1 first (python-chess's ``tolist()``)."""
        return [bool(self._mask >> i & 1) for i in range(64)]

    def carry_rippler(self) -> Iterator[int]:
        """Every subset's mask, the empty one first (python-chess's name)."""
        yield 0
        subset = -self._mask & self._mask
        while subset:
            yield subset
            subset = (subset - self._mask) & self._mask

    def __eq__(self, other: object) -> bool:
        try:
            m = _mask(other, False)
        except ValueError:  # a list holding a non-square equals no set
            return False
        if m < 0:
            return NotImplemented
        return self._mask == m

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


# ---- python-chess's bitboard constants (plain ints, bit 0 = a1) --------------

BB_EMPTY: int = 0
BB_ALL: int = _ALL
BB_SQUARES: List[int] = [1 << i for i in range(64)]
(BB_A1, BB_B1, BB_C1, BB_D1, BB_E1, BB_F1, BB_G1, BB_H1,
 BB_A2, BB_B2, BB_C2, BB_D2, BB_E2, BB_F2, BB_G2, BB_H2,
 BB_A3, BB_B3, BB_C3, BB_D3, BB_E3, BB_F3, BB_G3, BB_H3,
 BB_A4, BB_B4, BB_C4, BB_D4, BB_E4, BB_F4, BB_G4, BB_H4,
 BB_A5, BB_B5, BB_C5, BB_D5, BB_E5, BB_F5, BB_G5, BB_H5,
 BB_A6, BB_B6, BB_C6, BB_D6, BB_E6, BB_F6, BB_G6, BB_H6,
 BB_A7, BB_B7, BB_C7, BB_D7, BB_E7, BB_F7, BB_G7, BB_H7,
 BB_A8, BB_B8, BB_C8, BB_D8, BB_E8, BB_F8, BB_G8, BB_H8) = BB_SQUARES
BB_FILES: List[int] = [0x0101010101010101 << f for f in range(8)]
BB_FILE_A, BB_FILE_B, BB_FILE_C, BB_FILE_D, BB_FILE_E, BB_FILE_F, BB_FILE_G, BB_FILE_H = BB_FILES
BB_RANKS: List[int] = [0xFF << (8 * r) for r in range(8)]
BB_RANK_1, BB_RANK_2, BB_RANK_3, BB_RANK_4, BB_RANK_5, BB_RANK_6, BB_RANK_7, BB_RANK_8 = BB_RANKS
BB_LIGHT_SQUARES: int = 0x55AA55AA55AA55AA
BB_DARK_SQUARES: int = 0xAA55AA55AA55AA55
BB_CORNERS: int = BB_A1 | BB_H1 | BB_A8 | BB_H8
BB_CENTER: int = BB_D4 | BB_E4 | BB_D5 | BB_E5
BB_BACKRANKS: int = BB_RANK_1 | BB_RANK_8
