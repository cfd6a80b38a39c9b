"""Positions: towers, legal moves, pushing and popping; and ``Setup``, the
editable board a position is made from and gives (each makes the other, so
they live together). What the rules say about a position (``RuleMethods``),
python-chess's names (``ChessNames``), the solver and the engine are mixed
in from the modules below.

A ``Position`` owns its C ``tav_position`` (freed with the Python object).
Everything read from it (moves, pieces, towers, TFEN text) is a copied
value that does not refer to the position.
"""
from __future__ import annotations

from typing import Callable, Dict, Iterable, Iterator, List, Optional, Tuple, Type, TypeVar, Union

from . import _core
from ._analysis import AnalysisMethods
from ._errors import TfenError
from ._move_lists import LegalMoves, MoveStack
from ._position_rules import Outcome, RuleMethods, Termination
from ._solver import SolverMethods
from ._types import (SQUARES, Colour, Move, Piece, Square, SquareLike, c_call, c_property,
                     colour_from_c, colour_to_c, made, move_bits, parse_square)

__all__ = ["Position", "Setup", "LegalMoves", "MoveStack", "Outcome", "Termination", "START_TFEN"]

#: The start position (R1, R10): chess's.
START_TFEN: str = _core.TAV_START_TFEN

_mkmove = int.__new__
_T = TypeVar("_T")
_push = _core.tavb_push
_pop = _core.tavb_pop
_legal = _core.tavb_legal_moves


class Position(RuleMethods, SolverMethods, AnalysisMethods):
    """A Tavreli position (R1-R10) with the history of the moves pushed on it.

    ``Position(tfen=START_TFEN)`` reads a TFEN (R10), or ``"startpos"``
    (UCI's name) for the start position, and raises
    ``TfenError`` (a ``ValueError``) naming the field and character that is
    wrong. ``==`` compares by value: the TFENs (board, side to move,
    castling, en passant square and clocks; not histories). A position is
    mutable, so, as python-chess's ``Board``, it is not hashable: use
    ``zobrist_hash()`` or ``tfen()`` (a frozen snapshot) as a key in sets
    and dicts. Pickling and ``copy()`` keep the history (R8 repetitions)."""

    __slots__ = ("_p", "__weakref__")

    def __init__(self, tfen: str = START_TFEN) -> None:
        # C reads "startpos", checks it is a str and says where a NUL or anything else is wrong (R10).
        self._p = c_call(_core.tavb_position_read, tfen, text=tfen, code=_core.TAV_ETFEN)

    @classmethod
    def start(cls) -> Position:
        """The start position (R1)."""
        return cls()

    @classmethod
    def _owning(cls, p: Optional[_core.tav_position], made_by: str) -> Position:
        """A Position owning the C position p (None: made_by failed, out of memory)."""
        new = cls.__new__(cls)
        new._p = made(p, made_by)
        return new

    def root(self) -> Position:
        """The position the move stack starts from, with an empty stack
        (python-chess's ``Board.root()``; ``tav_position_root``)."""
        return self._owning(_core.tav_position_root(self._p), "tav_position_root")

    def copy(self, *, stack: Union[bool, int] = True) -> Position:
        """A deep copy, history included (``tav_position_copy``).
        ``stack=False`` copies the position alone, with an empty move
        stack; ``stack=n`` keeps the last ``n`` moves (python-chess's
        ``Board.copy(stack=...)``; repetitions, R8, count only those)."""
        if stack is not True and (not isinstance(stack, int) or stack < 0):
            raise ValueError(f"stack is True, False or a number of moves, not {stack!r}")
        keep = -1 if stack is True else min(int(stack), 1 << 30)  # (more than any history)
        return self._owning(_core.tavb_position_copy_last(self._p, keep), "tav_position_copy")

    __copy__ = copy

    def __deepcopy__(self, memo: object) -> Position:
        return self.copy()

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # The position the history starts from and the moves pushed since,
        # so that repetitions (R8) survive a round trip.
        return (_position_from_history, (type(self), self.root().tfen(), [int(m) for m in self.move_stack]))

    # ---- reading the position -------------------------------------------

    def tfen(self) -> str:
        """The canonical TFEN of the position (R10)."""
        return made(_core.tavb_position_tfen(self._p), "tav_position_tfen")  # (always fits: R10's limits)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.tfen()!r})"

    def __str__(self) -> str:
        """An ASCII board (``tav_position_write_board``, the board of
        ``tavreli play``): rank 8 at the top, each square showing its whole
        tower bottom to top (upper case white, lower case black, ``~`` after
        a promoted piece, ``.`` empty), then the towers of two pieces or
        more in full and the side to move."""
        return made(_core.tavb_position_board(self._p), "tav_position_write_board").rstrip("\n")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Position):
            return bool(_core.tav_position_equal(self._p, other._p))
        return NotImplemented

    # Mutable: not hashable (python-chess's Board is not either).
    __hash__ = None  # type: ignore[assignment]

    def zobrist_hash(self) -> int:
        """The 64-bit Zobrist hash of board, side to move, castling rights
        and en passant square (``tav_position_hash``; not the clocks): a
        key for sets and dicts of positions, taken now."""
        return _core.tav_position_hash(self._p)

    turn = c_property(_core.tav_position_turn, colour_from_c, "The side to move: ``WHITE`` or ``BLACK``.")

    def ply(self) -> int:
        """Plies played since the start of the game, from the counters:
        ``2 * (fullmove_number - 1)``, plus one with black to move
        (python-chess's ``Board.ply()``; ``len(move_stack)`` counts the moves
        pushed on this object)."""
        return _core.tav_position_ply(self._p)

    @property
    def castling_rights(self) -> int:
        """An or of ``CASTLE_WHITE_SHORT``, ``CASTLE_WHITE_LONG``,
        ``CASTLE_BLACK_SHORT``, ``CASTLE_BLACK_LONG`` (R7, R10 field 3)."""
        return _core.tav_position_castling(self._p)

    @property
    def ep_square(self) -> Optional[Square]:
        """The en passant square of R10 field 4 (set after every double
        step), or None."""
        sq = _core.tav_position_ep_square(self._p)
        return SQUARES[sq] if 0 <= sq < 64 else None

    halfmove_clock = c_property(_core.tav_position_halfmove_clock, int, "The fifty-move count in plies (R8).")
    fullmove_number = c_property(_core.tav_position_fullmove_number, int, "From 1, +1 after black's move.")

    def tower(self, square: SquareLike) -> Tuple[Piece, ...]:
        """The tower on a square, bottom piece first; ``()`` when empty."""
        sq = parse_square(square)
        return tuple(int.__new__(Piece, _core.tav_position_piece(self._p, sq, i))
                     for i in range(self.height(sq)))

    def towers(self) -> Iterator[Tuple[Square, Tuple[Piece, ...]]]:
        """``(square, tower)`` for each non-empty square, a1 to h8. The
        towers are read as the iteration goes."""
        return ((sq, self.tower(sq)) for sq in SQUARES if _core.tav_position_height(self._p, sq))

    def height(self, square: SquareLike) -> int:
        """The number of pieces on a square (0 = empty)."""
        return _core.tav_position_height(self._p, parse_square(square))

    def king(self, color: Optional[Colour] = None, *, colour: Optional[Colour] = None) -> Square:
        """The square of a side's king (``WHITE``/``True`` or
        ``BLACK``/``False``; ``ValueError`` for anything else). The keyword
        ``colour=`` is a deprecated alias of ``color``."""
        if colour is not None:
            if color is not None:
                raise TypeError("king() takes color or colour, not both")
            color = colour
        return SQUARES[_core.tav_position_king_square(self._p, colour_to_c(color))]

    # ---- moves -------------------------------------------------------------

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves (R2-R7), computed in one C call."""
        return LegalMoves(_legal(self._p), self._p)

    def legal_move_ints(self) -> List[int]:
        """The legal moves as a list of plain ``int`` (``tav_move`` values):
        the fastest form, for search loops; ``push()`` takes them as they are."""
        return _legal(self._p)

    def push(self, move: Union[Move, int, str]) -> Move:
        """Play a legal move, given as a ``Move`` (matched by source,
        destination and count), a ``tav_move`` int, or text in any form R9
        accepts; record it in the history and return it as recorded (with
        its flags). Raises ``IllegalMoveError`` or ``NotationError`` (both
        ``ValueError``), the position unchanged.

        ``push(Move.null())`` passes (python-chess's null move, for threats
        and search: not a move of the rules): the other side is to move,
        the en passant square goes, the halfmove clock goes up, and ``pop()``
        takes it back (``tav_position_push_null``). ``IllegalMoveError`` in
        check: the side to move may not leave its king attacked (R7)."""
        if type(move) is not Move:
            move = self.parse_move(move) if isinstance(move, str) else move_bits(move)
        r = _push(self._p, move)
        if r < 0:  # C names the move and its square: c_call raises
            c_call(_core.tavb_move_error, self._p, move, r, text=self.tfen())
        # The same bits (a move from legal_moves or parse_move): return it as
        # is. (xor, not ==: Move.__eq__ is a Python-level call.)
        return move if not r ^ move and type(move) is Move else _mkmove(Move, r)

    def pop(self) -> Move:
        """Take back the last pushed move (or null move) and return it.
        ``IndexError`` if the history is empty."""
        return _last(_pop(self._p), "pop from")

    def peek(self) -> Move:
        """The last pushed move. ``IndexError`` if the history is empty."""
        return _last(_core.tavb_peek(self._p), "peek at")

    @property
    def move_stack(self) -> MoveStack:
        """The moves pushed since the position was set up, first first: a
        live read-only sequence over the C history (``len()`` is O(1))."""
        return MoveStack(self._p)

    def parse_move(self, text: str) -> Move:
        """Read one move written in any form R9 accepts (``'e2-e4'``,
        ``'c1(2)-d2'``, ``'c1-d2(2)'``, ``'e2xe4'``, ``'0-0'``, ``'O-O-O'``,
        ``'e1-g1'``, trailing ``+ # x ! ? =``) and return the legal move.
        Raises ``NotationError`` (unreadable, with the offset) or
        ``IllegalMoveError`` (no such legal move)."""
        return _mkmove(Move, c_call(_core.tavb_move_read, self._p, text, text=text, code=_core.TAV_ENOTATION))

    def move_text(self, move: Union[Move, int, str]) -> str:
        """The canonical R9 text of a legal move of this position
        (``'c1(2)-d2'``, ``'0-0'``). Raises ``IllegalMoveError`` if it is
        not legal here."""
        move = self.parse_move(move) if isinstance(move, str) else move
        return c_call(_core.tavb_move_text, self._p, move, text=self.tfen())  # "0000": the null move

    def find_move(self, source: SquareLike, destination: SquareLike, count: Optional[int] = None) -> Move:
        """The legal move from source to destination taking count pieces
        (the whole tower when count is None). ``IllegalMoveError`` if none."""
        src, dst, k = parse_square(source), parse_square(destination), -1 if count is None else count
        return _mkmove(Move, c_call(_core.tavb_move_find, self._p, src, dst, k, text=self.tfen()))

    # ---- pictures ------------------------------------------------------------

    def _repr_svg_(self) -> str:
        """The picture a notebook shows: the last move and a check marked,
        as python-chess does."""
        return c_call(_core.tavb_svg_notebook, self._p)  # tavreli.svg.svg()'s defaults, drawn by C

    # ---- editing (through a Setup, checked by C) -------------------------------

    def setup(self) -> Setup:
        """An editable copy of the board (``Setup``), e.g. to place pieces
        and make a new position with ``Setup.position()``."""
        return Setup.from_position(self)

    def _edit(self, edit: Callable[..., _T], *args: object) -> _T:
        """``edit(setup, *args)`` on a Setup of this position, then this
        position set from it (unchanged if the Setup is illegal)."""
        s = self.setup()
        result = edit(s, *args)
        self.set_fen(s.position().tfen())  # raises, self unchanged, when illegal
        return result

    def set_piece_at(self, square: SquareLike, piece: Optional[Piece]) -> None:
        """Make ``square`` hold the one piece ``piece`` (or nothing, with
        None), as python-chess's ``set_piece_at``. The result must be a legal
        position (R10): ``TfenError`` says what is wrong, the position
        unchanged. The move stack is cleared. For boards that are not legal
        on the way, edit a ``Setup``."""
        self._edit(Setup.set_piece_at, square, piece)

    def remove_piece_at(self, square: SquareLike) -> Optional[Piece]:
        """Take the top piece off the tower on ``square`` and return it (or
        None); the pieces below stay (a prisoner is freed, R2). Checked as
        ``set_piece_at``."""
        return self._edit(Setup.remove_piece_at, square)

    def set_tower_at(self, square: SquareLike, tower: Iterable[Piece]) -> None:
        """Make ``square`` hold ``tower`` (bottom first; empty: nothing).
        Checked as ``set_piece_at``."""
        self._edit(Setup.set_tower_at, square, tower)


def _last(r: int, doing: str) -> Move:
    """The move C's tavb_pop or tavb_peek gave; ``IndexError`` for its
    refusal of an empty history."""
    if r < 0:
        raise IndexError(f"{doing} an empty move stack")
    return _mkmove(Move, r)


def _position_from_history(cls: Type[Position], tfen: str, moves: List[int]) -> Position:
    pos = cls(tfen)
    for m in moves:
        pos.push(m)  # (IllegalMoveError, a ValueError, for a pickle that does not replay)
    return pos


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
        self._s: object = made(_core.tavb_setup_new(), "tav_setup_new")

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
        new = cls.__new__(cls)
        new._s = made(s, made_by)
        return new

    # ---- copies and pickles: a copy owns its own C setup ----------------------

    def copy(self) -> Setup:
        """An independent board with the same towers and fields."""
        return Setup._owning(_core.tav_setup_copy(self._s), "tav_setup_copy")

    __copy__ = copy

    def __deepcopy__(self, memo: object) -> Setup:
        return self.copy()

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # Pickling: every tower (pieces with their virgin marks, R3) and the
        # fields as set, read from C (the board may be illegal).
        return (_setup_from_state, (_core.tavb_setup_state(self._s),))

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
        c_call(_core.tavb_setup_put, self._s, parse_square(square), int(piece))  # C checks it (R1)

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
        _core.tavb_setup_clear(self._s)

    # ---- the other fields (R10) -----------------------------------------------

    @property
    def turn(self) -> Colour:
        """The side to move."""
        return colour_from_c(_core.tav_setup_turn(self._s))

    @turn.setter
    def turn(self, color: Colour) -> None:
        _core.tav_setup_set_turn(self._s, colour_to_c(color))

    def set_castling_rights(self, rights: int) -> None:
        """An or of ``CASTLE_*`` bits (checked by ``position()``)."""
        c_call(_core.tavb_setup_set_castling_checked, self._s, rights)

    def set_ep_square(self, square: Optional[SquareLike]) -> None:
        """The en passant square (R10 field 4), or None."""
        sq = _core.TAV_NO_SQUARE if square is None else parse_square(square)
        _core.tav_setup_set_ep_square(self._s, sq)

    def set_clocks(self, halfmove_clock: int, fullmove_number: int) -> None:
        """The halfmove clock and the fullmove number (at least 1)."""
        c_call(_core.tavb_setup_set_clocks_checked, self._s, halfmove_clock, fullmove_number)

    # ---- checking ---------------------------------------------------------------

    def tfen(self) -> str:
        """The TFEN of the board as it stands, legal or not."""
        return made(_core.tavb_setup_tfen(self._s), "tav_setup_tfen")

    def position(self) -> Position:
        """The ``Position`` of this board; ``TfenError`` (a ``ValueError``)
        saying what makes it illegal and where."""
        p = c_call(_core.tavb_setup_position, self._s, text=self.tfen(), code=_core.TAV_ETFEN)
        return Position._owning(p, "tav_setup_position")

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


def _setup_from_state(state: str) -> Setup:
    """The board a pickle holds (Setup.__reduce__), rebuilt by C."""
    return Setup._owning(c_call(_core.tavb_setup_from_state_checked, state), "tavb_setup_from_state")
